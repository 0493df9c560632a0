"""Sharded jax.jit programs (Shardy, jax's default partitioner): PJRT runs them
SPMD-partitioned on 2, 4 and 8 virtual CPU devices with global arrays in and out; the
reference evaluates them on global values. Oracle: jax.jit on the same arrays."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import NamedSharding
from jax.sharding import PartitionSpec as P
from hlotest import execute_on_virtual_devices
from today import check_program, mesh, rand

import bridge
from bridge import formats
from bridge.errors import HloBridgeError

MESHES = {
    "2": ((2,), ("x",)),
    "4": ((4,), ("x",)),
    "2x2": ((2, 2), ("x", "y")),
    "2x4": ((2, 4), ("x", "y")),
    "8": ((8,), ("x",)),
    "2x2x2": ((2, 2, 2), ("x", "y", "z")),
}


def _mlp(a, w):
    return jnp.tanh(a @ w).sum(axis=0)


def _attention(q, k):
    s = q @ k.T / 4.0
    return jax.nn.softmax(s, axis=-1) @ k


FUNCS = {
    "elementwise": (lambda a: jnp.sin(a) * 2 + a, ((8, 8),)),
    "matmul": (lambda a, b: a @ b, ((8, 16), (16, 8))),
    "mlp": (_mlp, ((16, 8), (8, 8))),
    "reduce": (lambda a: jnp.sum(a, axis=1), ((8, 16),)),
    "attention": (_attention, ((8, 8), (8, 8))),
    "cumsum": (lambda a: jnp.cumsum(a, axis=0), ((8, 4),)),
}

SPECS = {
    "rows": lambda names: P(names[0]),
    "cols": lambda names: P(None, names[-1]),
    "both": lambda names: P(names[0], names[1] if len(names) > 1 else None),
    "replicated": lambda names: P(),
}


@pytest.mark.parametrize("mesh_name", sorted(MESHES))
@pytest.mark.parametrize("fname", sorted(FUNCS))
def test_sharded_jit_matches_jax(mesh_name, fname):
    shape, names = MESHES[mesh_name]
    m = mesh(shape, names)
    fn, arg_shapes = FUNCS[fname]
    spec = SPECS["rows"](names) if fname != "matmul" else SPECS["both"](names)
    shard = NamedSharding(m, spec)
    jitted = jax.jit(fn, in_shardings=tuple(shard if i == 0 else NamedSharding(m, P()) for i in range(len(arg_shapes))))
    args = [rand(s, seed=i) for i, s in enumerate(arg_shapes)]
    check_program(jitted, args, expect_partitions=int(np.prod(shape)))


@pytest.mark.parametrize("spec_name", sorted(SPECS))
def test_sharding_constraints_and_out_shardings(spec_name):
    m = mesh((2, 2), ("x", "y"))
    spec = SPECS[spec_name](("x", "y"))

    def f(a):
        b = jax.lax.with_sharding_constraint(jnp.exp(a), NamedSharding(m, spec))
        return b @ a.T
    jitted = jax.jit(f, out_shardings=NamedSharding(m, P("y")))
    check_program(jitted, [rand((8, 8))], expect_partitions=4)


def test_pjrt_splits_and_assembles_global_arrays():
    """Identity under a 2x2 tiling: every device held only its piece, yet the global
    array comes back whole and in order."""
    m = mesh((2, 2), ("x", "y"))
    jitted = jax.jit(lambda a: a + 0, in_shardings=NamedSharding(m, P("x", "y")),
                     out_shardings=NamedSharding(m, P("y", "x")))
    x = np.arange(64, dtype=np.float32).reshape(8, 8)
    text = jitted.lower(x).as_text()
    out, = execute_on_virtual_devices(text, [x])
    np.testing.assert_array_equal(out, x)


def test_uneven_sharding():
    """A jit sharding that does not divide a dimension is legal (Shardy re-tiles it);
    a shard_map whose pieces would be uneven is a clear error on both engines."""
    from jax import shard_map
    m = mesh((4,), ("x",))
    text = jax.jit(lambda a: a * 2, in_shardings=NamedSharding(m, P("x"))).lower(
        jax.ShapeDtypeStruct((8, 3), np.float32)).as_text()
    x = np.arange(18, dtype=np.float32).reshape(6, 3)
    np.testing.assert_array_equal(execute_on_virtual_devices(text.replace("8x3", "6x3"), [x])[0], x * 2)
    manual = jax.jit(shard_map(lambda a: a * 2, mesh=m, in_specs=P("x"), out_specs=P("x"))).lower(
        jax.ShapeDtypeStruct((8, 3), np.float32)).as_text()
    bad = manual.replace("8x3", "6x3")   # 6 rows over 4 devices
    with pytest.raises(HloBridgeError, match="size 6 is not divisible by the manual axes size 4"):
        bridge.reference.evaluate(bad, [x])
    with pytest.raises(HloBridgeError):
        execute_on_virtual_devices(bad, [x])


def test_too_few_devices_names_the_fix():
    m = mesh((2,), ("x",))
    text = jax.jit(lambda a: a * 2, in_shardings=NamedSharding(m, P("x"))).lower(rand((4,))).as_text()
    with pytest.raises(HloBridgeError, match="xla_force_host_platform_device_count=64"):
        execute_on_virtual_devices(text, [rand((4,))], num_partitions=64)


def test_info_shows_mesh_and_argument_shardings():
    m = mesh((2, 4), ("data", "model"))
    text = jax.jit(lambda a, b: a @ b, in_shardings=(NamedSharding(m, P("data")), NamedSharding(m, P(None, "model"))),
                   ).lower(rand((8, 8)), rand((8, 8))).as_text()
    info = formats.info(text)["partitioning"]
    assert info["num_partitions"] == 8 and info["partitioner"] == "shardy" and info["runs"] == "global"
    assert info["meshes"] == {"mesh": '["data"=2, "model"=4]'}
    assert info["arguments"] == ['#sdy.sharding<@mesh, [{"data"}, {}]>', '#sdy.sharding<@mesh, [{}, {"model"}]>']


def test_gspmd_module_runs_partitioned():
    """jax with Shardy switched off writes mhlo.sharding and @Sharding custom calls:
    PJRT partitions it with GSPMD."""
    m = mesh((2, 2), ("x", "y"))
    jax.config.update("jax_use_shardy_partitioner", False)
    try:
        jitted = jax.jit(lambda a: jax.lax.with_sharding_constraint(jnp.cos(a), NamedSharding(m, P("y"))) @ a,
                         in_shardings=NamedSharding(m, P("x", "y")))
        text = jitted.lower(rand((8, 8))).as_text()
    finally:
        jax.config.update("jax_use_shardy_partitioner", True)
    assert "mhlo.sharding" in text and "sdy." not in text
    check_program(jitted, [rand((8, 8))], expect_partitions=4, text=text)
    # HLO protos and xla-dialect text keep the partition count (a proto has no place for it but
    # its device assignment): it was dropped, and the program ran on one device
    want = execute_on_virtual_devices(text, [rand((8, 8))])[0]   # (partitioned: jit's within an ulp)
    for to in ("hlo-proto", "hlo-proto-text", "xla"):
        written = bridge.convert(text, to=to)
        for via in ("builder", "native") if to.startswith("hlo") else ("builder",):
            back = bridge.convert(written, to="stablehlo", via=via)
            assert "mhlo.num_partitions = 4" in back, (to, via)
            np.testing.assert_array_equal(execute_on_virtual_devices(back, [rand((8, 8))])[0], want)


def test_pass_pipeline_keeps_shardings():
    """Python and C++ passes in one pipeline keep sdy meshes, shardings and constraints."""
    import passes
    m = mesh((2, 2), ("x", "y"))

    def f(a):
        b = jax.lax.with_sharding_constraint(jnp.broadcast_to(a.sum(0), (8, 8)), NamedSharding(m, P("x")))
        return b * 2
    text = jax.jit(f, in_shardings=NamedSharding(m, P("x", "y"))).lower(rand((8, 8))).as_text()
    before = bridge.sharding.describe(bridge.program.parse_module(text))
    module = passes.run_pipeline(text, "canonicalize-broadcast-in-dim,canonicalize,cse")
    out = str(module)
    assert "sdy.sharding_constraint" in out and bridge.sharding.describe(module) == before
    np.testing.assert_allclose(execute_on_virtual_devices(out, [np.ones((8, 8), np.float32)])[0], np.full((8, 8), 16.0))


def test_mesh_that_does_not_match_the_device_count():
    m = mesh((2, 2), ("x", "y"))
    text = jax.jit(lambda a: a * 2, in_shardings=NamedSharding(m, P("x", "y"))).lower(rand((4, 4))).as_text()
    bad = text.replace("mhlo.num_partitions = 4", "mhlo.num_partitions = 2")
    for run in (bridge.execute, bridge.reference.evaluate):
        with pytest.raises(HloBridgeError, match=r'sdy.mesh @mesh \["x"=2, "y"=2\] has 4 devices'):
            run(bad, [rand((4, 4))])


@pytest.mark.parametrize("axis_type", ["Auto", "Explicit"])
def test_a_jit_under_set_mesh_with_unsharded_arguments_is_one_global_program(axis_type):
    """Under `jax.set_mesh`, a jit whose arguments carry no sharding: jax writes
    num_partitions=8 and, on an Auto mesh, no sharding at all; XLA replicates such a program
    and jax feeds it one global argument list. (hlobridge ran it per device, asking for 8
    argument lists, until 2026-11-28.) A per-device program still says so by a collective or
    partition_id (tests/difftest/test_dt_run_parallel.py)."""
    from jax.sharding import AxisType
    m = jax.make_mesh((2, 4), ("x", "y"), axis_types=(getattr(AxisType, axis_type),) * 2,
                      devices=jax.devices("cpu")[:8])
    with jax.set_mesh(m):
        jitted = jax.jit(lambda a, b: (jnp.sin(a) * 2 + a.sum(), jnp.tanh(a @ b)))
        text = check_program(jitted, [rand((6, 8)), rand((8, 3), seed=1)], expect_partitions=8)
    assert ("sharding" in text) is (axis_type == "Explicit")
    from jaxlib.mlir import ir
    from bridge.context import get_context
    assert bridge.sharding.per_device_grid(ir.Module.parse(text, context=get_context())) is None
    assert formats.info(text)["partitioning"]["runs"] == "global"


def test_unreduced_axes_are_read_from_hlo_and_run():
    """An Explicit mesh's matmul left unreduced over x, then resharded (jax 0.10's
    `out_sharding=P(..., unreduced={"x"})`): XLA's HLO prints Shardy's unreduced axes as
    `last_tile_dims={unreduced, replicated}`, which our HLO reader refused until 2026-11-28."""
    from jax.sharding import AxisType
    m = jax.make_mesh((2, 4), ("x", "y"), axis_types=(AxisType.Explicit,) * 2, devices=jax.devices("cpu")[:8])
    a, b = rand((8, 16)), rand((16, 8), seed=1)

    def f(a, b):
        c = jnp.einsum("ij,jk->ik", a, b, out_sharding=P(None, None, unreduced={"x"}))
        return jax.sharding.reshard(c, P(None, None))
    with jax.set_mesh(m):
        args = [jax.device_put(a, NamedSharding(m, P(None, "x"))), jax.device_put(b, NamedSharding(m, P("x", None)))]
        text = check_program(jax.jit(f), args, expect_partitions=8, inputs=[a, b])
    assert 'unreduced={"x"}' in text
    hlo = bridge.convert(text, to="hlo")
    assert "last_tile_dims={unreduced, replicated}" in hlo
    back = bridge.convert(hlo, to="stablehlo")
    assert 'unreduced={"x"}' in back
    np.testing.assert_allclose(execute_on_virtual_devices(back, [a, b])[0], a @ b, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(bridge.reference.evaluate(back, [a, b])[0], a @ b, rtol=1e-5, atol=1e-5)


def test_unreduced_values_into_and_out_of_a_shard_map_are_the_sums_of_their_pieces():
    """A shard_map whose result is left unreduced over x (each device's piece a partial
    sum, `pcast(..., to="unreduced")`), and one that takes an unreduced value and sums it
    itself: the reference glued the pieces as if replicated (taking the first device's
    partial sum) and gave the whole value to every device (a psum then counted it twice),
    two silent wrong answers until 2026-11-28."""
    from jax import lax
    from jax.sharding import AxisType
    m = jax.make_mesh((2, 4), ("x", "y"), axis_types=(AxisType.Explicit,) * 2, devices=jax.devices("cpu")[:8])
    a, b = rand((8, 16)), rand((16, 8), seed=1)

    def out_unreduced(a, b):
        c = jax.shard_map(lambda x, y: lax.pcast(x @ y, "x", to="unreduced"), in_specs=(P(None, "x"), P("x", None)),
                          out_specs=P(None, None, unreduced={"x"}))(a, b)
        return jax.sharding.reshard(c, P(None, None))

    def in_unreduced(a, b):
        c = jnp.einsum("ij,jk->ik", a, b, out_sharding=P(None, None, unreduced={"x"}))
        return jax.shard_map(lambda t: lax.psum(t, "x") * 2, in_specs=P(None, None, unreduced={"x"}),
                             out_specs=P(None, None))(c)
    for f, scale in ((out_unreduced, 1), (in_unreduced, 2)):
        with jax.set_mesh(m):
            args = [jax.device_put(a, NamedSharding(m, P(None, "x"))),
                    jax.device_put(b, NamedSharding(m, P("x", None)))]
            text = check_program(jax.jit(f), args, expect_partitions=8, inputs=[a, b])
        assert "unreduced" in text
        np.testing.assert_allclose(bridge.reference.evaluate(text, [a, b])[0], scale * a @ b, rtol=1e-5, atol=1e-5)


def test_a_result_returned_unreduced_is_the_sum_of_its_pieces_on_both_engines():
    """jax lowers a jit whose result stays unreduced (it cannot read such an array back);
    XLA's output sharding is `last_tile_dims={unreduced, ...}`: PJRT's pieces are partial
    sums, which hlobridge glued as replicated ones (the first device's) until 2026-11-28."""
    from jax.sharding import AxisType
    m = jax.make_mesh((2, 2, 2), ("x", "y", "z"), axis_types=(AxisType.Explicit,) * 3,
                      devices=jax.devices("cpu")[:8])
    a, b = rand((8, 16)), rand((16, 8), seed=1)
    with jax.set_mesh(m):
        f = jax.jit(lambda a, b: jnp.einsum("ij,jk->ik", a, b, out_sharding=P(None, "z", unreduced={"x", "y"})))
        text = f.lower(jax.device_put(a, NamedSharding(m, P(None, ("x", "y")))),
                       jax.device_put(b, NamedSharding(m, P(("x", "y"), None)))).as_text()
    assert 'unreduced={"x", "y"}' in text
    for got in (execute_on_virtual_devices(text, [a, b])[0], bridge.reference.evaluate(text, [a, b])[0]):
        np.testing.assert_allclose(got, a @ b, rtol=1e-5, atol=1e-5)
