"""Run state belongs to the run: two pipelines at once in one process (threads, as in a Dask
worker) and a pattern set applied inside its own apply give the results and statistics
each gives alone. (legalize-xla-to-stablehlo's inlining bookkeeping, the broadcast pass's
per-run caches and erase list, and PatternSet's counts were module or object globals.)"""
import sys
import threading

import numpy as np
from jaxlib.mlir import ir
from passes_helpers import parse

import bridge
import passes
from bridge import Shape, XlaBuilder, ops



def _program(width: int, depth: int):
    """An xla program with reduces (their bodies are inlined by legalize) and broadcasts."""
    b = XlaBuilder(f"p{width}")
    x = ops.Parameter(b, 0, Shape.array_shape(np.float32, (4, width)), "x")
    v = ops.Parameter(b, 1, Shape.array_shape(np.float32, (width,)), "v")
    add = XlaBuilder("add")
    s = ops.Add(ops.Parameter(add, 0, Shape.array_shape(np.float32, ()), "a"),
                ops.Parameter(add, 1, Shape.array_shape(np.float32, ()), "b"))
    add_c = add.build(s)
    y = x
    for i in range(depth):
        y = ops.Mul(ops.Add(y, v, broadcast_dimensions=(1,)), ops.Constant(b, np.float32(0.5)))
        r = ops.Reduce(y, ops.Constant(b, np.float32(0)), add_c, (1,))
        y = ops.Sub(y, ops.BroadcastInDim(r, (4, width), (0,)))
    return b.build(y).as_text()


def _alone(text: str) -> tuple[str, dict]:
    """The pipeline's result and the broadcast pass's statistics (counted by its PatternSet)."""
    from passes.broadcast_canon import canonicalize_broadcast_in_dim
    module = passes.run_pipeline(parse(text), "expand-implicit-broadcast,legalize-xla-to-stablehlo")
    counts = canonicalize_broadcast_in_dim(module.operation)
    return str(passes.run_pipeline(module, "canonicalize")), counts


def test_two_pipelines_in_threads_give_what_each_gives_alone():
    texts = [_program(8, 30), _program(16, 30)]
    want = [_alone(t) for t in texts]
    results: dict = {}
    errors: list = []
    start = threading.Barrier(2)

    def work(i):
        try:
            start.wait()
            for k in range(3):
                results[(i, k)] = _alone(texts[i])
        except Exception as e:  # noqa: BLE001 - reported below
            errors.append(repr(e))
    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-5)   # switch threads often: the runs interleave inside every pass
    try:
        threads = [threading.Thread(target=work, args=(i,)) for i in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(old)
    assert not errors, errors
    for (i, _), got in results.items():
        assert got == want[i]   # the module, and the counts of the run (not the other thread's)
    x = np.linspace(-1, 1, 32, dtype=np.float32).reshape(4, 8)
    v = np.arange(8, dtype=np.float32)
    np.testing.assert_array_equal(bridge.execute(results[(0, 2)][0], [x, v])[0],
                                  bridge.execute(want[0][0], [x, v])[0])


def test_a_pattern_set_applied_inside_its_own_apply_keeps_each_apply_s_counts():
    """A pass that runs a pipeline inside itself: the inner apply of the same set must not
    take over the outer one's counts."""
    pats = passes.PatternSet()
    inner_text = "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n" \
                 "  %0 = stablehlo.negate %a : tensor<2xf32>\n  %1 = stablehlo.negate %0 : tensor<2xf32>\n" \
                 "  return %1 : tensor<2xf32>\n}"
    nested = []

    @pats.pattern("stablehlo.negate", name="double-negate")
    def fold(op, rewriter):
        inner = op.operand.owner
        if not isinstance(inner, ir.OpView) or inner.operation.name != "stablehlo.negate":
            return None
        if not nested:   # the first time: the same set, applied to another module, inside this apply
            nested.append(None)
            nested[0] = pats.apply(parse(inner_text))
        return inner.operand
    outer = parse(inner_text.replace("%1 = stablehlo.negate %0", "%1 = stablehlo.negate %0 : tensor<2xf32>\n"
                                     "  %2 = stablehlo.negate %1 : tensor<2xf32>\n  %3 = stablehlo.negate %2")
                  .replace("return %1", "return %3"))
    counts = pats.apply(outer)
    assert nested == [{"double-negate": 1}]
    assert counts == {"double-negate": 2}   # both folds of the outer module, none of the inner's
    assert str(outer).count("stablehlo.negate") == 0
