"""The reference runs the processes of a grid (shard_map devices, replicas) as threads at once;
BLAS's own thread pool is cut to their share of the cores meanwhile (each process's matmuls
had started a pool as wide as the machine: 8 processes on 2 cores made a sharded transformer
step 10x slower) and restored after."""
from __future__ import annotations

import os

import numpy as np
from threadpoolctl import threadpool_info

from bridge.reference.kernels_collective import run_lockstep


def _blas_threads() -> list[int]:
    return [p["num_threads"] for p in threadpool_info() if p["user_api"] == "blas"]


def test_blas_threads_are_shared_while_processes_run():
    np.ones((8, 8)) @ np.ones((8, 8))   # (BLAS loaded)
    before = _blas_threads()
    seen = run_lockstep(8, lambda k, exchange: _blas_threads())
    share = max(1, (os.cpu_count() or 1) // 8)
    assert all(n <= share for threads in seen for n in threads), (seen, share)
    assert _blas_threads() == before   # restored


def _summing(op: str, attrs: str, t_in: str, t_out: str) -> str:
    """@main(x) = the collective `op` of x, summing, with `attrs`."""
    return f"""func.func @main(%x: {t_in}) -> {t_out} {{
  %0 = "stablehlo.{op}"(%x) ({{
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }}) {{{attrs}}} : ({t_in}) -> {t_out}
  return %0 : {t_out}
}}"""


def test_reduce_scatter_gives_each_process_its_block_of_the_sum():
    # (each process now reduces only its own block: the same numbers, bit for bit)
    from bridge.reference import evaluate_processes
    text = _summing("reduce_scatter", "scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : "
                    "tensor<1x4xi64>", "tensor<8x3xf32>", "tensor<2x3xf32>")
    rng = np.random.default_rng(5)
    xs = [[rng.standard_normal((8, 3)).astype(np.float32)] for _ in range(4)]
    total = ((xs[0][0] + xs[1][0]) + xs[2][0]) + xs[3][0]   # the group's order, in f32
    got = evaluate_processes(text, xs, num_replicas=4)
    for k in range(4):
        np.testing.assert_array_equal(got[k][0], total[2 * k:2 * k + 2])


def test_an_all_reduce_is_reduced_once_for_its_group(monkeypatch):
    # every member of a group gets the same sum; it is computed once (a psum in a training
    # loop on 8 devices summed 8 times the same operands), and each process's result is its own
    from bridge.reference import evaluate_processes, kernels_collective
    made = []
    once = kernels_collective.Shared.once
    monkeypatch.setattr(kernels_collective.Shared, "once",
                        lambda self, key, make: once(self, key, lambda: made.append(key) or make()))
    text = _summing("all_reduce", "replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>",
                    "tensor<4xf32>", "tensor<4xf32>")
    xs = [[np.full(4, k, np.float32)] for k in range(8)]
    got = [g[0] for g in evaluate_processes(text, xs, num_replicas=8)]
    np.testing.assert_array_equal(got[0], np.full(4, 6, np.float32))
    np.testing.assert_array_equal(got[7], np.full(4, 22, np.float32))
    assert sorted(made) == [((0, 1, 2, 3), 0), ((4, 5, 6, 7), 0)]   # one sum per group
    got[0][0] = 99   # (results are the caller's: writing one leaves the others)
    assert got[3][0] == 6


def test_process_threads_compute_under_the_callers_numpy_error_state():
    """numpy's error state is per thread: Program.run's errstate(all="ignore") did not reach
    the process threads, and a shard_map body taking sqrt of a negative number printed numpy's
    RuntimeWarning (difftest's rounding-noise runs showed it) where a plain program is quiet."""
    import warnings
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("error", RuntimeWarning)
        out = run_lockstep(4, lambda k, exchange: np.sqrt(np.float32([-1.0, 4.0])))
    assert all(np.isnan(o[0]) and o[1] == 2 for o in out)
    with np.errstate(invalid="raise"):   # and a caller that asks for errors gets them in every thread
        try:
            run_lockstep(2, lambda k, exchange: np.sqrt(np.float32([-1.0])))
        except FloatingPointError:
            pass
        else:
            raise AssertionError("the process threads ignored the caller's errstate")
