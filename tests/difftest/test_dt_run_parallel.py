"""`interpreter.run_parallel` test modules (bridge/diff/run_parallel.py) and the runtime
pieces they need: groups checked per the spec's grouping modes, variadic all_to_all,
bitcasts of i1 refused on PJRT.

Expected values are worked out by hand from the spec: `programs` is indexed
[replica_id][partition_id], operands and results are every process's in row-major
process order.
"""
from __future__ import annotations

import numpy as np
import pytest

from bridge import runtime
from bridge.diff import difftest
from bridge.diff.prepare import prepare
from bridge.diff.run_parallel import plan_of
from bridge.errors import BackendError, HloBridgeError

# Two arguments and two results per process, on 2 replicas x 2 partitions: process
# (r, p) gets (a, b) = (10 * (2r + p), 1) and returns (b + partition_id, a + replica_id).
GRID = """module @grid {
  func.func @f(%a: tensor<i64>, %b: tensor<i64>) -> (tensor<i64>, tensor<i64>) {
    %p = stablehlo.partition_id : tensor<ui32>
    %r = stablehlo.replica_id : tensor<ui32>
    %pi = stablehlo.convert %p : (tensor<ui32>) -> tensor<i64>
    %ri = stablehlo.convert %r : (tensor<ui32>) -> tensor<i64>
    %x = stablehlo.add %b, %pi : tensor<i64>
    %y = stablehlo.add %a, %ri : tensor<i64>
    func.return %x, %y : tensor<i64>, tensor<i64>
  }
  func.func @main() {
    %a0 = stablehlo.constant dense<0> : tensor<i64>
    %a1 = stablehlo.constant dense<10> : tensor<i64>
    %a2 = stablehlo.constant dense<20> : tensor<i64>
    %a3 = stablehlo.constant dense<30> : tensor<i64>
    %one = stablehlo.constant dense<1> : tensor<i64>
    %r:8 = "interpreter.run_parallel"(%a0, %one, %a1, %one, %a2, %one, %a3, %one) {
      programs = [[@f, @f], [@f, @f]]
    } : (tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>)
        -> (tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>)
    check.expect_eq_const %r#0, dense<1> : tensor<i64>
    check.expect_eq_const %r#1, dense<0> : tensor<i64>
    check.expect_eq_const %r#2, dense<2> : tensor<i64>
    check.expect_eq_const %r#3, dense<10> : tensor<i64>
    check.expect_eq_const %r#4, dense<1> : tensor<i64>
    check.expect_eq_const %r#5, dense<21> : tensor<i64>
    check.expect_eq %r#6, %r#2 : tensor<i64>
    check.expect_eq_const %r#7, dense<31> : tensor<i64>
    func.return
  }
}"""


def test_plan_reads_the_grid():
    plan = plan_of(prepare(GRID).text)
    assert (plan.num_replicas, plan.num_partitions, plan.arity, plan.results_per_process) == (2, 2, 2, 2)
    assert plan.num_operands == 8
    # checks: 8 actuals (results 0..7, #6 is checked against result 2), then expecteds
    assert plan.outputs[:8] == tuple(("result", k) for k in range(8))
    assert plan.outputs[14] == ("result", 2)
    assert "@main" in plan.program and "partition_id" in plan.program and "run_parallel" not in plan.program
    assert "run_parallel" not in plan.pre and "replica_id" not in plan.pre


@pytest.mark.parametrize("backend", ["reference", "cpu"])
def test_grid_distributes_operands_and_results_row_major(backend):
    report = difftest(GRID, backends=("reference", backend) if backend != "reference" else ("reference", "cpu"))
    checks = report.checks[backend]
    assert len(checks) == 8 and all(c.verdict == "match" for c in checks), report.reason


def test_interpreter_is_unsupported_with_the_reason():
    report = difftest(GRID, backends=("reference", "interpreter"))
    r = report.results["interpreter"]
    assert r.status == "unsupported" and "one process" in r.error


def _module(programs: str, n_in: int, n_out: int, extra: str = "") -> str:
    t = "tensor<i64>"
    ins = ", ".join(f"%c{i}" for i in range(n_in))
    consts = "\n".join(f"    %c{i} = stablehlo.constant dense<{i}> : {t}" for i in range(n_in))
    return f"""module @m {{
  func.func @f(%a: {t}) -> {t} {{
    func.return %a : {t}
  }}
  func.func @g(%a: {t}) -> {t} {{
    func.return %a : {t}
  }}
  func.func @main() {{
{consts}
    %r:{n_out} = "interpreter.run_parallel"({ins}) {{programs = {programs}}}
        : ({", ".join([t] * n_in)}) -> ({", ".join([t] * n_out)})
{extra}    check.expect_eq_const %r#0, dense<0> : {t}
    func.return
  }}
}}"""


@pytest.mark.parametrize("text, status, words", [
    (_module("[[@f], [@g]]", 2, 2), "unsupported", "different programs"),
    (_module("[[@f], [@f]]", 3, 3), "error", "need 2 operands"),
    (_module("[[@f], [@f]]", 2, 2, "    %s = stablehlo.add %r#0, %r#1 : tensor<i64>\n"), "unsupported",
     "only be checked"),
])
def test_what_is_not_run_says_why(text, status, words):
    with pytest.raises(HloBridgeError, match=words):
        plan_of(prepare(text).text)
    r = difftest(text, backends=("reference", "cpu")).results["reference"]
    assert r.status in ("unsupported", "error") and words in r.error


# ---------------------------------------------------------------- runtime

def _collective(body: str, t_in: str, t_out: str) -> str:
    return f"""func.func @main(%x: {t_in}) -> {t_out} {{
  %0 = {body}
  func.return %0 : {t_out}
}}"""


def test_cross_replica_and_partition_groups_name_replicas():
    # channel_id > 0 without global ids: replica_groups name REPLICAS (2), each group
    # spanning every partition, so the gathered dimension grows by 2 x 2 = 4
    text = _collective('"stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, '
                       'replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, '
                       'channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} '
                       ': (tensor<1xi64>) -> tensor<4xi64>', "tensor<1xi64>", "tensor<4xi64>")
    args = [[np.array([k], np.int64)] for k in range(4)]
    outs = runtime.execute_module(text, args, num_replicas=2, num_partitions=2)
    assert all(sorted(o[0].tolist()) == [0, 1, 2, 3] for o in outs)
    bad = text.replace("tensor<4xi64>", "tensor<2xi64>")
    with pytest.raises(BackendError, match="groups have 4 processes"):
        runtime.execute_module(bad, args, num_replicas=2, num_partitions=2)


def test_cross_partition_pairs_name_partitions():
    text = _collective('"stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 2]]> : '
                       'tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} '
                       ': (tensor<1xi64>) -> tensor<1xi64>', "tensor<1xi64>", "tensor<1xi64>")
    args = [[np.array([k], np.int64)] for k in range(4)]
    # partition 2 does not exist with 2 partitions (4 processes would have let it through)
    with pytest.raises(BackendError, match="name partition 2, not in 0..1"):
        runtime.execute_module(text, args, num_replicas=2, num_partitions=2)


def test_variadic_all_to_all_follows_the_spec_on_pjrt():
    # the spec's example: per operand, split along dimension 1 and concatenated along 0
    text = """func.func @main(%a: tensor<2x4xi64>, %b: tensor<2x4xi64>) -> (tensor<4x2xi64>, tensor<4x2xi64>) {
  %r:2 = "stablehlo.all_to_all"(%a, %b) {split_dimension = 1 : i64, concat_dimension = 0 : i64,
    split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}
    : (tensor<2x4xi64>, tensor<2x4xi64>) -> (tensor<4x2xi64>, tensor<4x2xi64>)
  func.return %r#0, %r#1 : tensor<4x2xi64>, tensor<4x2xi64>
}"""
    a = [np.arange(8, dtype=np.int64).reshape(2, 4) + 8 * r for r in range(2)]
    b = [x + 100 for x in a]
    outs = runtime.execute_module(text, [[a[0], b[0]], [a[1], b[1]]], num_replicas=2)
    for r in range(2):
        want_a = np.concatenate([a[0][:, 2 * r:2 * r + 2], a[1][:, 2 * r:2 * r + 2]])
        np.testing.assert_array_equal(outs[r][0], want_a)
        np.testing.assert_array_equal(outs[r][1], want_a + 100)


def test_bitcast_of_i1_is_refused_on_pjrt():
    text = """func.func @main(%x: tensor<8xi1>) -> tensor<i8> {
  %0 = stablehlo.bitcast_convert %x : (tensor<8xi1>) -> tensor<i8>
  func.return %0 : tensor<i8>
}"""
    with pytest.raises(BackendError, match="PRED is one byte"):
        runtime.execute_module(text, [np.zeros(8, bool)])
