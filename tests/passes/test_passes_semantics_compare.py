"""--verify-semantics compares as difftest does, and as strictly as the pass author asks:
--ulp N, --bitwise, --atol/--rtol (the reproducer keeps them for its replay)."""
import numpy as np
import pytest
from passes_helpers import run

import passes
from bridge.cli.cmd_opt import load_plugin
from bridge.cli.main import main as cli
from bridge.errors import HloBridgeError

DIV3 = """func.func @main(%x: tensor<1000xf32>) -> tensor<1000xf32> {
  %c = stablehlo.constant dense<3.0> : tensor<1000xf32>
  %0 = stablehlo.divide %x, %c : tensor<1000xf32>
  return %0 : tensor<1000xf32>
}"""
ADD0 = """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<0.0> : tensor<4xf32>
  %0 = stablehlo.add %x, %c : tensor<4xf32>
  return %0 : tensor<4xf32>
}"""
# Two rewrites a pass author might believe exact: x / c -> x * (1/c) is off by an ULP for most
# x when 1/c is not a power of two; x + 0.0 -> x is wrong for x = -0.0 (-0 + +0 is +0).
PLUGIN = '''import numpy as np
from jaxlib.mlir import ir
import passes

pats = passes.PatternSet()

@pats.pattern("stablehlo.divide", name="div-to-mul")
def div_to_mul(op, rewriter):
    c = op.operands[1].owner
    if not (isinstance(c, ir.OpView) and c.operation.name == "stablehlo.constant"):
        return None
    v = float(c.attributes["value"].get_splat_value().value)
    t = op.result.type
    recip = ir.DenseElementsAttr.get_splat(t, ir.FloatAttr.get(ir.RankedTensorType(t).element_type, 1.0 / v))
    k = ir.Operation.create("stablehlo.constant", results=[t], attributes={"value": recip}, loc=op.location,
                            ip=rewriter.ip)
    return ir.Operation.create("stablehlo.multiply", results=[t], operands=[op.operands[0], k.result],
                               loc=op.location, ip=rewriter.ip)

@pats.pattern("stablehlo.add", name="add-zero")
def add_zero(op, rewriter):
    c = op.operands[1].owner
    if isinstance(c, ir.OpView) and c.operation.name == "stablehlo.constant" and \\
            float(c.attributes["value"].get_splat_value().value) == 0.0:
        return op.operands[0]
    return None

@passes.register("t-div-to-mul", "x / c -> x * (1/c)")
def t_div(op):
    return pats.apply(op)
'''


@pytest.fixture
def plugin(tmp_path):
    path = tmp_path / "div_pass.py"
    path.write_text(PLUGIN)
    yield str(path)
    passes.PASSES.pop("t-div-to-mul", None)


def _opt(tmp_path, module: str, x: np.ndarray, plugin: str, *flags: str) -> int:
    (tmp_path / "m.mlir").write_text(module)
    np.savez(tmp_path / "x.npz", x)
    return cli(["opt", str(tmp_path / "m.mlir"), "--load", plugin, "-p", "t-div-to-mul", "--inputs",
                str(tmp_path / "x.npz"), "--reproducer", str(tmp_path / "r.mlir"), "-o", str(tmp_path / "o.mlir"),
                *flags])


def test_a_reciprocal_passes_the_default_and_fails_ulp_0_with_numpys_count(tmp_path, plugin, capsys):
    x = np.random.RandomState(0).randn(1000).astype(np.float32) * 3
    # what the pass changes, by numpy: both roundings are correct ones of their own operations
    changed = int(np.count_nonzero(x / np.float32(3) != x * np.float32(1 / np.float32(3))))
    assert 100 < changed < 1000
    assert _opt(tmp_path, DIV3, x, plugin, "--verify-semantics") == 0   # within jax's f32 tolerance (1 ULP)
    capsys.readouterr()
    assert _opt(tmp_path, DIV3, x, plugin, "--verify-semantics", "--ulp", "0") == 1
    err = capsys.readouterr().err
    assert (f"reference output 0: {changed} of 1000 elements differ (more than 0 ULP apart; at most 1 ULP, "
            in err), err
    assert "replay: hlobridge opt " + str(tmp_path / "r.mlir") in err and err.rstrip().endswith("--ulp 0)")
    # the reproducer keeps the comparison: its replay fails again, unless told otherwise
    repro = tmp_path / "r.mlir"
    assert "// compare: --ulp 0" in repro.read_text()
    assert cli(["opt", str(repro), "--load", plugin, "--verify-semantics", "--reproducer", str(tmp_path / "r2.mlir"),
                "-o", str(tmp_path / "o2.mlir")]) == 1
    assert f"{changed} of 1000 elements differ" in capsys.readouterr().err
    assert cli(["opt", str(repro), "--load", plugin, "--verify-semantics", "--ulp", "1",
                "-o", str(tmp_path / "o3.mlir")]) == 0


def test_adding_zero_folded_away_is_caught_only_bitwise(tmp_path, plugin, capsys):
    x = np.array([1.5, -0.0, 0.0, -2.0], np.float32)
    assert np.signbit(x + np.float32(0))[1] == np.False_   # -0 + +0 is +0, so the fold changes a bit
    for flags in ((), ("--ulp", "0")):   # -0 == +0 by value
        assert _opt(tmp_path, ADD0, x, plugin, "--verify-semantics", *flags) == 0
    capsys.readouterr()
    assert _opt(tmp_path, ADD0, x, plugin, "--verify-semantics", "--bitwise") == 1
    err = capsys.readouterr().err
    assert "output 0: 1 of 4 elements differ (bitwise; " in err and "at [1] 0.0 became -0.0" in err


def test_comparison_flags_are_checked_before_any_pass(tmp_path, plugin, capsys):
    x = np.zeros(4, np.float32)
    assert _opt(tmp_path, ADD0, x, plugin, "--ulp", "0") == 2   # without --verify-semantics: it would be ignored
    assert "--ulp: for --verify-semantics" in capsys.readouterr().err
    assert _opt(tmp_path, ADD0, x, plugin, "--verify-semantics", "--ulp", "-1") == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "ulp must be an int >= 0, got -1" in err
    assert not (tmp_path / "o.mlir").exists()


def test_python_takes_the_comparison_as_a_dict(plugin):
    load_plugin(plugin)
    x = np.array([1.5, -0.0, 0.0, -2.0], np.float32)
    run(ADD0, "t-div-to-mul", verify_semantics=True, inputs=[x], reproducer=False)
    with pytest.raises(passes.SemanticsError, match="bitwise"):
        run(ADD0, "t-div-to-mul", verify_semantics=True, inputs=[x], reproducer=False, compare={"bitwise": True})
    with pytest.raises(HloBridgeError, match="no comparison field tol"):
        run(ADD0, "canonicalize", verify_semantics=True, inputs=[x], compare={"tol": 1})


REASSOC = '''from jaxlib.mlir import ir
import passes

right, wrong = passes.PatternSet(), passes.PatternSet()

def _create(name, t, operands, op, rewriter):
    return ir.Operation.create(name, results=[t], operands=operands, loc=op.location, ip=rewriter.ip)

def _inner_add(op):
    inner = op.operands[0].owner
    return inner if isinstance(inner, ir.OpView) and inner.operation.name == "stablehlo.add" else None

@right.pattern("stablehlo.add", name="reassociate")
def reassociate(op, rewriter):   # (a + b) + c -> a + (b + c)
    inner = _inner_add(op)
    if inner is None:
        return None
    a, b = inner.operands
    bc = _create("stablehlo.add", op.result.type, [b, op.operands[1]], op, rewriter)
    return _create("stablehlo.add", op.result.type, [a, bc.result], op, rewriter)

@wrong.pattern("stablehlo.add", name="subtract")
def subtract(op, rewriter):   # (a + b) + c -> (a + b) - c: wrong
    if _inner_add(op) is None:
        return None
    return _create("stablehlo.subtract", op.result.type, list(op.operands), op, rewriter)

@passes.register("t-reassociate", "(a + b) + c -> a + (b + c)")
def t_reassociate(op):
    return right.apply(op)

@passes.register("t-subtract", "(a + b) + c -> (a + b) - c (wrong)")
def t_subtract(op):
    return wrong.apply(op)
'''
CANCEL = """func.func @main(%x: tensor<64xf32>, %y: tensor<64xf32>, %z: tensor<64xf32>) -> tensor<64xf32> {
  %0 = stablehlo.add %x, %y : tensor<64xf32>
  %1 = stablehlo.add %0, %z : tensor<64xf32>
  %2 = stablehlo.subtract %1, %y : tensor<64xf32>
  return %2 : tensor<64xf32>
}"""


def test_a_difference_within_the_rounding_noise_is_a_note_and_a_wrong_op_still_fails(tmp_path, capsys):
    """(x + y) + z with z near -x is cancellation: reassociating it moves the result by
    rounding alone, past the f32 tolerance (a flax training step's Adam update, amplified
    so, failed a pass that changes no value of the spec's semantics: PJRT had compiled the new
    form with other fusions). The reference's rounding noise there says so; with --ulp 0 it
    fails, and a wrong op ((a + b) + c -> (a + b) - c) fails as before. Oracles: numpy, both
    orders."""
    plugin = tmp_path / "reassoc.py"
    plugin.write_text(REASSOC)
    r = np.random.RandomState(3)
    # x just above 2^26 (spacing 8), z just below -2^26 (spacing 4): x + y rounds y to 8s,
    # y + z to 4s, and x + z cancels to ~2.5e6 (spacing 1/4) exactly
    x = (2.0 ** 26 + r.uniform(0, 1e6, 64)).astype(np.float32)
    z = (-(x.astype(np.float64) - r.uniform(2e6, 3e6, 64))).astype(np.float32)
    y = (r.randn(64) * 3).astype(np.float32)
    before, after = ((x + y) + z) - y, (x + (y + z)) - y
    diff = np.abs(after - before)
    moved = (diff > 1e-6) & (diff > 1e-6 * np.abs(before))   # past both of f32's atol and rtol
    assert moved.sum() > 10   # numpy: the two orders differ past the tolerance
    (tmp_path / "m.mlir").write_text(CANCEL)
    np.savez(tmp_path / "in.npz", x, y, z)

    def opt(pipeline, *flags):
        code = cli(["opt", str(tmp_path / "m.mlir"), "--load", str(plugin), "-p", pipeline, "--inputs",
                    str(tmp_path / "in.npz"), "--verify-semantics", "--reproducer", str(tmp_path / "r.mlir"),
                    "-o", str(tmp_path / "o.mlir"), *flags])
        return code, capsys.readouterr().err
    try:
        code, err = opt("t-reassociate")
        assert code == 0, err
        for engine in ("cpu", "reference"):
            assert (f"note: {engine} output 0 moved under 't-reassociate' ({int(moved.sum())} of 64 elements "
                    f"differ), each element within 4x the rounding noise") in err
        code, err = opt("t-reassociate", "--ulp", "0")
        assert code == 1 and "reference output 0: " in err
        code, err = opt("t-subtract")
        assert code == 1 and "reference output 0: 64 of 64 elements differ" in err
    finally:
        for name in ("t-reassociate", "t-subtract"):
            passes.PASSES.pop(name, None)


def test_a_reproducer_of_a_scalar_input_replays(tmp_path, plugin, capsys):
    """The reproducer wrote a 0-d input as shape [1] (np.ascontiguousarray makes 0-d arrays
    1-d), so replaying one of a program with a scalar parameter (an optimizer's step count)
    was refused: "input 0 must be tensor<f32>, got float32[1]"."""
    scalar = DIV3.replace("tensor<1000xf32>", "tensor<f32>")
    x = np.float32(0.978738009929657)
    assert x / np.float32(3) != x * np.float32(1 / np.float32(3))   # the pass changes this one
    assert _opt(tmp_path, scalar, np.asarray(x), plugin, "--verify-semantics", "--ulp", "0") == 1
    assert "// input 0: float32  " in (tmp_path / "r.mlir").read_text()
    capsys.readouterr()
    assert cli(["opt", str(tmp_path / "r.mlir"), "--load", plugin, "--verify-semantics", "-o",
                str(tmp_path / "o2.mlir")]) == 1
    assert "reference output 0: 1 of 1 elements differ" in capsys.readouterr().err
    # a hand-edited comparison line is bad input
    (tmp_path / "r3.mlir").write_text((tmp_path / "r.mlir").read_text().replace("// compare: --ulp 0",
                                                                               "// compare: --ulp zero"))
    assert cli(["opt", str(tmp_path / "r3.mlir"), "--load", plugin, "--verify-semantics", "-o",
                str(tmp_path / "o3.mlir")]) == 2
    assert "the comparison line does not read: '// compare: --ulp zero'" in capsys.readouterr().err
