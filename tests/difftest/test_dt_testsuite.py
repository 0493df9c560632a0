"""StableHLO test-suite modules: check.* assertions become comparisons.

Expected values are the StableHLO spec's examples (exponential, add) and hand arithmetic.
"""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridge.diff import difftest
from bridge.diff.corpus import discover
from bridge.errors import HloBridgeError

INTERPRET = """func.func @exponential_op_test_f64() {
  %operand = stablehlo.constant dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf64>
  %result = stablehlo.exponential %operand : tensor<2x2xf64>
  check.expect_almost_eq_const %result, dense<[[1.000000e+00, 2.7182818284590451],
                                               [7.3890560989306504, 20.085536923187668]]> : tensor<2x2xf64>
  func.return
}"""

TESTDATA = """module @jit_testcase {
  func.func public @main() -> tensor<i1> {
    %0:2 = call @inputs() : () -> (tensor<3xi32>, tensor<3xi32>)
    %1 = call @expected() : () -> tensor<3xi32>
    %2 = stablehlo.add %0#0, %0#1 : tensor<3xi32>
    %3 = stablehlo.custom_call @check.eq(%2, %1) : (tensor<3xi32>, tensor<3xi32>) -> tensor<i1>
    return %3 : tensor<i1>
  }
  func.func private @inputs() -> (tensor<3xi32>, tensor<3xi32>) {
    %0 = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
    %1 = stablehlo.constant dense<[10, 20, 30]> : tensor<3xi32>
    return %0, %1 : tensor<3xi32>, tensor<3xi32>
  }
  func.func private @expected() -> tensor<3xi32> {
    %0 = stablehlo.constant dense<[11, 22, EXPECTED]> : tensor<3xi32>
    return %0 : tensor<3xi32>
  }
}"""


def test_interpret_test_with_a_const_check_runs_on_every_backend():
    report = difftest(INTERPRET, backends=("cpu", "reference", "interpreter"))
    assert report.verdict == "match", report.reason
    assert set(report.checks) == {"cpu", "reference", "interpreter"}
    (check,) = report.checks["interpreter"]
    assert check.verdict == "match" and check.name == "check.expect_almost_eq_const"
    assert check.shape == [2, 2] and check.dtype == "f64"
    out = report.results["cpu"].outputs
    assert len(out) == 2 and out[0][1, 1] == pytest.approx(20.085536923187668, rel=1e-15)


def test_a_wrong_expected_value_is_a_check_mismatch_at_its_index():
    text = INTERPRET.replace("7.3890560989306504", "7.5")
    report = difftest(text)
    assert report.verdict == "mismatch"
    (check,) = report.checks["cpu"]
    assert check.worst_index == (1, 0) and check.worst[0]["expected"] == 7.5
    assert check.worst[0]["got"] == pytest.approx(7.3890560989306504, rel=1e-15)
    assert report.comparisons["reference"][0].verdict == "match"   # the backends still agree
    assert "check cpu output 0" in report.reason


@pytest.mark.parametrize("third, verdict", [("33", "match"), ("34", "mismatch")])
def test_testdata_module_with_custom_call_checks(third, verdict):
    report = difftest(TESTDATA.replace("EXPECTED", third), backends=("cpu", "reference", "interpreter"))
    assert report.verdict == verdict
    for backend in ("cpu", "reference", "interpreter"):
        (check,) = report.checks[backend]
        assert check.name == "check.eq" and check.mismatches == (third == "34")
        if verdict == "mismatch":
            assert check.worst_index == (2,) and check.worst[0]["got"] == 33


def test_two_operand_and_ulp_checks():
    text = """func.func @main() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[1.00000012, 2.0]> : tensor<2xf32>
  %c = stablehlo.add %a, %a : tensor<2xf32>
  check.expect_eq %c, %c : tensor<2xf32>
  check.expect_close %a, %b, max_ulp_difference = 1 : tensor<2xf32>, tensor<2xf32>
  check.expect_eq %a, %b : tensor<2xf32>
  func.return
}"""
    report = difftest(text)
    eq_same, close, eq_differ = report.checks["cpu"]
    assert eq_same.verdict == "match"
    assert close.verdict == "match" and close.max_ulp == 1 and close.tolerance["ulp"] == 1
    assert eq_differ.verdict == "mismatch" and eq_differ.worst_index == (0,)


def test_split_input_files_give_one_module_per_part(tmp_path):
    path = tmp_path / "ops.mlir"
    path.write_text(INTERPRET + "\n\n// -----\n\n" + INTERPRET.replace("test_f64", "again_f64"))
    items = discover([str(tmp_path)])
    assert [it.id for it in items] == [f"{path}#0", f"{path}#1"]
    assert all(difftest(it.program).verdict == "match" for it in items)


def test_unreadable_check_is_a_clear_error():
    bad = INTERPRET.replace("check.expect_almost_eq_const %result, dense", "check.expect_almost_eq_const dense")
    with pytest.raises(HloBridgeError, match="cannot read the check statement"):
        difftest(bad)


def test_parenthesized_check_spelling():
    text = """func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %b = stablehlo.add %a, %a : tensor<2xi32>
  check.expect_eq_const(%b, dense<[2, 5]> : tensor<2xi32>) : tensor<2xi32>
  check.expect_eq(%b, %b) : tensor<2xi32>
  func.return
}"""
    report = difftest(text)
    const, same = report.checks["reference"]
    assert const.worst_index == (1,) and (const.worst[0]["expected"], const.worst[0]["got"]) == (5, 4)
    assert same.verdict == "match"


REF2 = ("reference-again", lambda prepared, inputs: __import__("bridge").reference.evaluate(prepared.module, inputs))


@settings(max_examples=25, deadline=None)
@given(st.lists(st.lists(st.integers(-99, 99), min_size=3, max_size=3), min_size=1, max_size=4),
       st.sampled_from(["check.expect_eq_const", "check.expect_almost_eq_const", "check.eq"]),
       st.integers(0, 100), st.booleans())
def test_check_statements_parse_into_comparisons(rows, op, where, wrong):
    """Property: a constant checked against its own literal matches; one changed element
    mismatches at exactly that index (oracle: the literal itself)."""
    shape = f"{len(rows)}x3"
    et = "i32" if op.endswith("eq_const") and "almost" not in op else "f32"
    expected = [list(r) for r in rows]
    i, j = divmod(where % (len(rows) * 3), 3)
    if wrong:
        expected[i][j] += 1
    fmt = (lambda v: str(v)) if et == "i32" else (lambda v: f"{v}.0")
    literal = "[" + ", ".join("[" + ", ".join(fmt(v) for v in r) + "]" for r in expected) + "]"
    value = "[" + ", ".join("[" + ", ".join(fmt(v) for v in r) + "]" for r in rows) + "]"
    text = (f"func.func @main() {{\n  %x = stablehlo.constant dense<{value}> : tensor<{shape}x{et}>\n"
            f"  {op} %x, dense<{literal}>\n      : tensor<{shape}x{et}>\n  func.return\n}}")
    report = difftest(text, backends=("reference", REF2))
    (check,) = report.checks["reference"]
    assert check.verdict == ("mismatch" if wrong else "match")
    if wrong:
        assert check.worst_index == (i, j) and check.mismatches == 1
