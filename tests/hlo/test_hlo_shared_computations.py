"""Reducers written the same are built once (bridge.hlo.emit._shared_key): jax writes one
reducer computation per reduce, so a dump of a model holds thousands of identical ones.
Sharing must not change what the module computes, nor any op's location, nor a called
function's name."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from jaxlib.mlir import ir

import bridge
from bridge import hlo
from bridge.context import get_context

# three reducers alike but for their names, one whose op_name differs, one without metadata
TEXT = """HloModule m

region_0.1 {
  a.1 = f32[] parameter(0), metadata={op_name="reduce_sum"}
  b.1 = f32[] parameter(1), metadata={op_name="reduce_sum"}
  ROOT s.1 = f32[] add(a.1, b.1), metadata={op_name="jit(f)/reduce_sum"}
}

region_1.2 {
  a.2 = f32[] parameter(0), metadata={op_name="reduce_sum"}
  b.2 = f32[] parameter(1), metadata={op_name="reduce_sum"}
  ROOT s.2 = f32[] add(a.2, b.2), metadata={op_name="jit(f)/reduce_sum"}
}

region_2.3 {
  a.3 = f32[] parameter(0), metadata={op_name="reduce_max"}
  b.3 = f32[] parameter(1), metadata={op_name="reduce_max"}
  ROOT s.3 = f32[] add(a.3, b.3), metadata={op_name="jit(f)/other"}
}

plain_a {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT sum_a = f32[] add(x, y)
}

plain_b {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT sum_b = f32[] add(x, y)
}

ENTRY e {
  p = f32[4,8] parameter(0)
  z = f32[] constant(0)
  r0 = f32[4] reduce(p, z), dimensions={1}, to_apply=region_0.1
  r1 = f32[8] reduce(p, z), dimensions={0}, to_apply=region_1.2
  r2 = f32[4] reduce(p, z), dimensions={1}, to_apply=region_2.3
  r3 = f32[4] reduce(p, z), dimensions={1}, to_apply=plain_a
  r4 = f32[4] reduce(p, z), dimensions={1}, to_apply=plain_b
  ROOT t = (f32[4], f32[8], f32[4], f32[4], f32[4]) tuple(r0, r1, r2, r3, r4)
}
"""


def _region_locations(text: str) -> list[str]:
    """The location of each reduce's add, in order."""
    found = []
    with get_context():
        module = ir.Module.parse(text)

        def visit(op):
            if op.name == "stablehlo.reduce":
                inner = op.regions[0].blocks[0].operations[0]
                found.append(str(inner.location))
            return ir.WalkResult.ADVANCE
        module.operation.walk(visit)
    return found


def test_alike_reducers_share_one_function_and_keep_their_locations():
    comp = hlo.to_computation(TEXT)
    funcs = [op for op in comp.module.body.operations if op.operation.name == "func.func"]
    names = sorted(ir.StringAttr(f.attributes["sym_name"]).value for f in funcs)
    # region_1.2 is region_0.1 written again; the others differ in a location
    assert names == ["main", "plain_a", "plain_b", "region_0", "region_2"]
    locs = _region_locations(bridge.convert(TEXT, to="generic"))
    assert len(locs) == 5
    assert '"jit(f)/reduce_sum"' in locs[0] and '"jit(f)/reduce_sum"' in locs[1]
    assert '"jit(f)/other"' in locs[2]
    assert '"sum_a"' in locs[3] and '"sum_b"' in locs[4]   # named by their instructions


def test_sharing_leaves_the_numbers_alone():
    x = np.random.default_rng(0).standard_normal((4, 8)).astype(np.float32)
    got = bridge.execute(bridge.convert(TEXT, to="stablehlo"), [x])
    want = [x.sum(1), x.sum(0), x.sum(1), x.sum(1), x.sum(1)]
    for g, w in zip(got, want):
        np.testing.assert_allclose(g, w, rtol=1e-6)


def test_called_computations_are_not_shared():
    """A `call` keeps its callee's name (it stays a function call after lowering)."""
    text = TEXT.replace("r3 = f32[4] reduce(p, z), dimensions={1}, to_apply=plain_a",
                        "r3 = f32[] call(z, z), to_apply=plain_a") \
               .replace("r4 = f32[4] reduce(p, z), dimensions={1}, to_apply=plain_b",
                        "r4 = f32[] call(z, z), to_apply=plain_b") \
               .replace("(f32[4], f32[8], f32[4], f32[4], f32[4])", "(f32[4], f32[8], f32[4], f32[], f32[])")
    out = bridge.convert(text, to="stablehlo")
    assert "call @plain_a" in out and "call @plain_b" in out


def _layer(x):
    h = x - jnp.mean(x, axis=-1, keepdims=True)
    return h / jnp.sqrt(jnp.mean(h * h, axis=-1, keepdims=True) + 1e-5) + jnp.max(h, axis=-1, keepdims=True)


def _model(x):
    for _ in range(4):   # the same source lines again and again, as in a model's layers
        x = jnp.tanh(_layer(x))
    return x


def test_a_jax_program_as_xla_writes_it_runs_as_jax_does():
    """jax's reducers as XLA prints them (stack frames and all): those of one source line
    are shared, each keeps its location, and the numbers are jax's."""
    x = np.random.default_rng(1).standard_normal((16, 32)).astype(np.float32)
    hlo_text = bridge.convert(jax.jit(_model).lower(x).as_text(debug_info=True), to="hlo")
    assert "StackFrames" in hlo_text and hlo_text.count("to_apply=") == 12
    comp = hlo.to_computation(hlo_text)
    funcs = [op for op in comp.module.body.operations if op.operation.name == "func.func"]
    assert len(funcs) == 1 + 3   # main and one reducer per source line (mean, mean of squares, max)
    stablehlo = bridge.convert(hlo_text, to="generic")
    locs = _region_locations(stablehlo)
    assert len(locs) == 12 and all("test_hlo_shared_computations.py" in loc for loc in locs)
    got = bridge.execute(stablehlo, [x])[0]
    np.testing.assert_array_equal(got, np.asarray(jax.jit(_model)(x)))


FUSIONS = """HloModule m

%fused_computation (p.0: f32[16,4]) -> f32[4] {
  %p.0 = f32[16,4]{1,0} parameter(0)
  %slice = f32[4,4]{1,0} slice(%p.0), slice={[0:4], [0:4]}
  %c = f32[] constant(0)
  ROOT %r = f32[4]{0} reduce(%slice, %c), dimensions={0}, to_apply=%add
}

%fused_computation.1 (p.1: f32[4,4]) -> f32[4,4] {
  %p.1 = f32[4,4]{1,0} parameter(0)
  ROOT %t = f32[4,4]{1,0} tanh(%p.1)
}

%add (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %s = f32[] add(%a, %b)
}

ENTRY %main.0 (x: f32[4,4]) -> f32[4] {
  %x = f32[4,4]{1,0} parameter(0)
  %f1 = f32[4,4]{1,0} fusion(%x), kind=kLoop, calls=%fused_computation.1
  %cat = f32[16,4]{1,0} concatenate(%f1, %f1, %f1, %f1), dimensions={0}
  ROOT %f0 = f32[4]{0} fusion(%cat), kind=kInput, calls=%fused_computation
}
"""


def _functions(text: str) -> dict[str, str]:
    """func name -> its first argument's type, of StableHLO text."""
    import re
    return dict(re.findall(r"func\.func (?:private )?@([\w.]+)\(%\w+: (tensor<[^>]*>)", text))


def test_xla_computation_names_stay_theirs():
    """XLA names its fusions fused_computation, fused_computation.1 ...: dropping the id (as for
    jax's <function>.<id>) named the second after the first, which became fused_computation.4."""
    funcs = _functions(bridge.convert(FUSIONS, to="stablehlo"))
    assert funcs["fused_computation"] == "tensor<16x4xf32>" and funcs["fused_computation.1"] == "tensor<4x4xf32>"
    got, = bridge.execute(bridge.convert(FUSIONS, to="stablehlo"), [np.eye(4, dtype=np.float32)])
    np.testing.assert_allclose(got, np.full(4, np.tanh(1.0)), rtol=1e-6)   # (the first copy summed)


def test_the_fusions_of_xla_cpu_keep_their_names():
    import re
    f = lambda x: (jnp.tanh(x) @ x + 1.0).sum(0) * jnp.sin(x).max()   # noqa: E731
    x = np.ones((8, 8), np.float32)
    with jax.default_device(jax.devices("cpu")[0]):
        text = jax.jit(f).lower(x).compile().as_text()
    called = set(re.findall(r"calls=%([\w.]+)", text))
    assert len(called) >= 2, text
    funcs = _functions(bridge.convert(text, to="stablehlo"))
    assert called <= set(funcs), (called, sorted(funcs))
