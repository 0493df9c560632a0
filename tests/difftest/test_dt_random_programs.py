"""`hlobridge difftest --random N`: random well-typed programs (bridge/diff/randprog.py) built
with the XlaBuilder API, run as a corpus. The generator is deterministic, its programs verify,
its guards keep every op inside what the StableHLO spec defines, and a small run agrees on
cpu vs reference (or differs only by XLA:CPU's subnormal flushing, which difftest names).
Also: what the first campaigns found in the reference (reference-ftz's convert to pred)."""
from __future__ import annotations

import json

import numpy as np
import pytest

import bridge
from bridge.cli.main import main
from bridge.diff.randprog import items, program
from bridge.diff.modinfo import walk_ops
from bridge.program import as_stablehlo_module


def _module(seed, i, k=12):
    return as_stablehlo_module(program(seed, i, k)[0])


def test_the_same_seed_makes_the_same_program_and_inputs():
    a, b = items(3, 4), items(3, 4)
    assert [(x.id, x.program, x.inputs) for x in a] == [(x.id, x.program, x.inputs) for x in b]
    assert [x.id for x in a] == ["random-3-0", "random-3-1", "random-3-2", "random-3-3"]
    assert items(3, 1, start=2)[0].program == a[2].program   # one program alone, by its name
    assert items(4, 1)[0].program != a[0].program
    assert items(3, 1, n_ops=5)[0].id == "random-3-0-k5"


def test_programs_verify_and_cover_the_op_menu():
    seen = set()
    for i in range(200):
        module = _module(5, i)   # (as_stablehlo_module verifies; kept alive while its ops are read)
        seen |= {op.name for op in walk_ops(module)}
    want = {"stablehlo." + n for n in (
        "exponential", "log", "tanh", "sine", "logistic", "sqrt", "rsqrt", "power", "atan2", "divide", "remainder",
        "shift_left", "shift_right_logical", "shift_right_arithmetic", "and", "xor", "popcnt", "compare", "select",
        "clamp", "convert", "broadcast_in_dim", "reshape", "transpose", "slice", "concatenate", "reverse", "pad",
        "iota", "reduce", "reduce_window", "dot_general", "dynamic_slice", "dynamic_update_slice", "gather",
        "scatter", "sort", "while", "case")} | {"chlo.erf"}
    assert want <= seen, sorted(want - seen)


def _producer(value) -> str:
    return getattr(value.owner, "name", "argument")   # (a block argument's owner is the block)


def _nan_made_positive(value) -> bool:
    """select(x != x, abs(x), x): not a +NaN constant, which XLA:CPU's simplifier drops
    (select(x != x, NaN, x) -> x keeps sqrt(-1)'s -NaN, and a total order puts it first)."""
    return _producer(value) == "stablehlo.select" and _producer(value.owner.operands[1]) == "stablehlo.abs"


def _float(t) -> bool:
    return "f" in str(t).split("x")[-1]


def test_guards_keep_ops_inside_the_spec():
    """Integer divisors come through a select (x/0, INT_MIN/-1), shift amounts and float->int
    conversions through a clamp, total-order comparisons and sort keys through a select that
    makes NaNs positive: the spec leaves all of those open."""
    checked = 0
    for i in range(150):
        module = _module(6, i)
        for op in walk_ops(module):
            name, ins = op.name, list(op.operands)
            ints = ins and "i" in str(ins[0].type).split("x")[-1] and not _float(ins[0].type)
            if name in ("stablehlo.divide", "stablehlo.remainder") and ints:
                assert _producer(ins[1]) == "stablehlo.select", str(op)
            elif name.startswith("stablehlo.shift"):
                assert _producer(ins[1]) == "stablehlo.clamp", str(op)
            elif name == "stablehlo.convert" and _float(ins[0].type) and "i1" not in str(op.results[0].type) \
                    and not _float(op.results[0].type):
                assert _producer(ins[0]) == "stablehlo.clamp", str(op)
            elif name == "stablehlo.compare" and "TOTALORDER" in str(op) and op.parent.name == "func.func":
                assert all(_nan_made_positive(x) for x in ins), str(op)
            elif name == "stablehlo.sort" and _float(ins[0].type):
                assert _nan_made_positive(ins[0]), str(op)
            else:
                continue
            checked += 1
    assert checked > 50


def test_a_small_run_agrees_on_cpu_and_reference(tmp_path, capsys):
    report = tmp_path / "r.json"
    code = main(["difftest", "--random", "30", "--seed", "11", "--executor", "inline", "--no-journal",
                 "--no-progress", "--report", str(report)])
    modules = json.loads(report.read_text())["modules"]
    assert len(modules) == 30 and {m["id"] for m in modules} == {f"random-11-{i}" for i in range(30)}
    for m in modules:   # a difference may only be XLA:CPU's subnormal flushing, which difftest explains
        assert m["verdict"] == "match" or ("subnormals flushed" in m["reason"] and " remain" not in m["reason"]), m
    assert code in (0, 1)


def test_cli_runs_one_program_by_its_name_and_refuses_bad_flags(tmp_path, capsys):
    report = tmp_path / "r.json"
    assert main(["difftest", "--random", "1", "--random-start", "7", "--seed", "2", "--random-ops", "4",
                 "--executor", "inline", "--no-journal", "--report", str(report)]) in (0, 1)
    (m,) = json.loads(report.read_text())["modules"]
    assert m["id"] == "random-2-7-k4" and m["inputs"][0]["generator"] == "given"
    capsys.readouterr()
    for argv in (["x.mlir", "--random", "3"], ["--random", "0"], ["--random", "2", "--random-ops", "0"], []):
        assert main(["difftest", *argv]) == 2, argv
        err = capsys.readouterr().err
        assert "--random" in err and "Traceback" not in err


@pytest.mark.parametrize("et, tiny", [("f32", 2.2e-39), ("f64", 1e-310)])
def test_reference_ftz_converts_a_subnormal_to_false_as_xla_cpu_does(et, tiny):
    """Found by random-1-869: XLA:CPU's f32/f64 -> pred is `x != 0` under DAZ, so a subnormal is
    false (measured on PJRT cpu; the spec, and the default reference, say true). reference-ftz,
    which models XLA:CPU's flushing, kept it true: the mismatch went unexplained."""
    text = (f"func.func @main(%a: tensor<3x{et}>) -> tensor<3xi1> {{\n"
            f"  %0 = stablehlo.convert %a : (tensor<3x{et}>) -> tensor<3xi1>\n  return %0 : tensor<3xi1>\n}}")
    a = np.array([tiny, -tiny, 1.0], np.float32 if et == "f32" else np.float64)
    np.testing.assert_array_equal(bridge.reference.evaluate(text, [a])[0], [True, True, True])   # the spec
    np.testing.assert_array_equal(bridge.reference.evaluate(text, [a], flush_subnormals=True)[0],
                                  [False, False, True])   # XLA:CPU (jaxlib 0.10.2)
