"""XLA's optimized HLO of sharded jax programs through `bridge.execute`: per-device modules
with the collectives XLA's passes make. Expected values from numpy."""
import jax
import numpy as np
import pytest

import bridge
from hlotest import backend_for

# What XLA:CPU's AllReduceCombiner leaves in the optimized dump of a sharded matmul plus a sum
# (`jax.jit(lambda a: a @ a.T + a.sum())` on a mesh): one all-reduce of several operands.
VARIADIC_ALL_REDUCE = """HloModule jit_f, entry_computation_layout={(f32[2,3]{1,0}, f32[]{:})->(f32[2,3]{1,0}, f32[])}, num_partitions=2

%region_0.0.clone (reduce_sum.8: f32[], reduce_sum.9: f32[]) -> f32[] {
  %reduce_sum.8 = f32[] parameter(0)
  %reduce_sum.9 = f32[] parameter(1)
  ROOT %reduce_sum.10 = f32[] add(%reduce_sum.8, %reduce_sum.9)
}

ENTRY %main.0_spmd (param: f32[2,3], param.1: f32[]) -> (f32[2,3], f32[]) {
  %param = f32[2,3]{1,0} parameter(0), sharding={devices=[2,1]<=[2]}
  %param.1 = f32[] parameter(1), sharding={replicated}
  %all-reduce.3 = (f32[2,3]{1,0}, f32[]) all-reduce(%param, %param.1), channel_id=3, replica_groups=[1,2]<=[2], use_global_device_ids=true, to_apply=%region_0.0.clone
  %get-tuple-element.2 = f32[2,3]{1,0} get-tuple-element(%all-reduce.3), index=0
  %get-tuple-element.3 = f32[] get-tuple-element(%all-reduce.3), index=1
  ROOT %t = (f32[2,3]{1,0}, f32[]) tuple(%get-tuple-element.2, %get-tuple-element.3)
}
"""


def test_variadic_all_reduce_of_an_optimized_dump_runs_per_device():
    """PJRT refused to compile it: jaxlib's StableHLO -> HLO translation fails on an
    all_reduce of several operands ("Failed to get shape")."""
    if len(jax.devices("cpu")) < 2:
        pytest.skip("needs 2 CPU devices (tests/conftest.py asks for 8 before jax starts)")
    rng = np.random.default_rng(7)
    per_device = [[rng.standard_normal((2, 3)).astype(np.float32), np.float32(k + 0.25)] for k in range(2)]
    out = bridge.execute(VARIADIC_ALL_REDUCE, per_device, backend=backend_for(2))
    want_a = per_device[0][0] + per_device[1][0]   # (two f32 operands: one rounding, either order)
    want_b = per_device[0][1] + per_device[1][1]
    assert len(out) == 2
    for a, b in out:
        assert a.dtype == np.float32 and a.tobytes() == want_a.tobytes()
        assert b.dtype == np.float32 and b == want_b


def test_xlas_optimized_scan_over_a_shard_map_runs_per_device_on_pjrt():
    """A jax scan over a shard_map whose steps psum: XLA's optimized HLO keeps the loop, the
    all-reduce inside it. PJRT refused such modules (XLA:CPU failed a RET_CHECK on the loop's
    tuple sharding, which was the one hlobridge wrote to mark the loop per device) until
    2026-11-28. Per device, on the global arrays split by the parameters' shardings, both
    engines give jax's numbers."""
    if len(jax.devices("cpu")) < 8:
        pytest.skip("needs 8 CPU devices (tests/conftest.py asks for 8 before jax starts)")
    from jax import lax, shard_map
    from jax.sharding import AxisType, PartitionSpec as P
    from bridge.diff import difftest
    mesh = jax.make_mesh((8,), ("i",), axis_types=(AxisType.Auto,), devices=jax.devices("cpu")[:8])

    def f(x):
        def body(a):
            def step(c, t):
                c = lax.psum(c * 0.5 + t, "i")
                return c, c
            return lax.scan(step, a[0], a)[1]
        return shard_map(body, mesh=mesh, in_specs=P("i"), out_specs=P("i"), check_vma=False)(x)
    x = np.random.default_rng(3).standard_normal((64, 5)).astype(np.float32)   # (8 steps a device: a loop)
    hlo = jax.jit(f).lower(x).compile().as_text()
    assert "while(" in hlo and "all-reduce" in hlo
    report = difftest(hlo, inputs=[x], backends=(backend_for(8) or "cpu", "reference"))
    assert report.verdict == "match", report.reason
