"""shard_map programs (sdy.manual_computation) with every collective jax exposes: PJRT
runs them partitioned, the reference runs the body once per device with the spec's
process groups. Oracle: jax.jit on the same global arrays."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import lax, shard_map
from jax.sharding import PartitionSpec as P
from hlotest import execute_on_virtual_devices
from today import check_program, mesh, rand

import bridge


def _ring(n):
    return [(i, (i + 1) % n) for i in range(n)]


# name -> (body, in_specs, out_specs) over the mesh {"x": 2, "y": 2} (or "x": 4 when 1-d)
BODIES = {
    "psum_x": (lambda a: lax.psum(a, "x"), P("x", "y"), P(None, "y")),
    "psum_xy": (lambda a: lax.psum(a, ("x", "y")), P("x", "y"), P()),
    "pmean": (lambda a: lax.pmean(a, "y"), P("x", "y"), P("x")),
    "pmax": (lambda a: lax.pmax(a, "x"), P("x", "y"), P(None, "y")),
    "pmin": (lambda a: lax.pmin(a, ("x", "y")), P("x", "y"), P()),
    "all_gather_tiled": (lambda a: lax.all_gather(a, "y", axis=1, tiled=True), P("x", "y"), P("x")),
    "all_gather_stacked": (lambda a: lax.all_gather(a, "x", axis=0).reshape(-1, a.shape[1]),
                           P("x", "y"), P(None, "y")),
    "psum_scatter": (lambda a: lax.psum_scatter(a, "x", scatter_dimension=0, tiled=True),
                     P(None, "y"), P("x", "y")),
    "all_to_all": (lambda a: lax.all_to_all(a, "x", split_axis=1, concat_axis=0, tiled=True),
                   P("x", None), P(None, "x")),
    "ppermute": (lambda a: lax.ppermute(a, "x", _ring(2)), P("x", "y"), P("x", "y")),
    "ppermute_y": (lambda a: lax.ppermute(a, "y", [(1, 0), (0, 1)]), P("x", "y"), P("x", "y")),
    "axis_index": (lambda a: a + lax.axis_index("x").astype(a.dtype) * 10 + lax.axis_index("y"),
                   P("x", "y"), P("x", "y")),
    "mixed": (lambda a: jnp.tanh(lax.psum(a @ a.T, "y")) + lax.pmean(a.sum(), ("x", "y")),
              P("x", "y"), P("x")),
}


@pytest.mark.parametrize("name", sorted(BODIES))
def test_shard_map_collective(name):
    body, in_spec, out_spec = BODIES[name]
    m = mesh((2, 2), ("x", "y"))
    jitted = jax.jit(shard_map(body, mesh=m, in_specs=in_spec, out_specs=out_spec, check_vma=False))
    check_program(jitted, [rand((8, 8), seed=3)], expect_partitions=4)


@pytest.mark.parametrize("n", [2, 4, 8])
def test_ring_permute_and_psum_on_n_devices(n):
    m = mesh((n,), ("i",))
    f = shard_map(lambda a: lax.ppermute(a, "i", _ring(n)) * lax.psum(a, "i"), mesh=m,
                  in_specs=P("i"), out_specs=P("i"))
    check_program(jax.jit(f), [rand((2 * n, 3), seed=n)], expect_partitions=n)


def test_partially_manual_shard_map():
    """Manual over 'x' only: the body sees whole 'y' (jax's auto axes)."""
    m = mesh((2, 2), ("x", "y"))
    f = shard_map(lambda a: lax.psum(a, "x") * 2, mesh=m, in_specs=P("x"), out_specs=P(),
                  axis_names={"x"}, check_vma=False)
    check_program(jax.jit(f), [rand((4, 8), seed=5)], expect_partitions=4)


def test_shard_map_inside_sharded_jit():
    m = mesh((2, 4), ("data", "model"))

    def layer(x, w):
        h = shard_map(lambda a, b: lax.psum(a @ b, "model"), mesh=m,
                      in_specs=(P("data", "model"), P("model", None)), out_specs=P("data", None))(x, w)
        return jax.nn.relu(h) + x.mean()
    check_program(jax.jit(layer), [rand((8, 16), seed=1), rand((16, 16), seed=2)], expect_partitions=8)


def test_reference_gives_every_device_its_own_shard():
    """Each device writes its partition id into its piece: the assembled global array
    shows which device held which rows (numbers from the sharding itself)."""
    m = mesh((4,), ("x",))
    f = jax.jit(shard_map(lambda a: a * 0 + lax.axis_index("x").astype(a.dtype), mesh=m,
                          in_specs=P("x"), out_specs=P("x")))
    x = np.zeros((8, 2), np.float32)
    text = f.lower(x).as_text()
    want = np.repeat(np.arange(4, dtype=np.float32), 2)[:, None] * np.ones((1, 2), np.float32)
    np.testing.assert_array_equal(bridge.reference.evaluate(text, [x])[0], want)
    np.testing.assert_array_equal(execute_on_virtual_devices(text, [x])[0], want)


@pytest.mark.parametrize("name", ["psum_x", "all_gather_tiled", "all_to_all", "ppermute", "axis_index", "pmean"])
def test_gspmd_shard_map(name):
    """With Shardy off jax writes @SPMDFullToShardShape / call / @SPMDShardToFullShape:
    PJRT partitions it with GSPMD; the reference runs the called body per device."""
    body, in_spec, out_spec = BODIES[name]
    m = mesh((2, 2), ("x", "y"))
    jitted = jax.jit(shard_map(body, mesh=m, in_specs=in_spec, out_specs=out_spec, check_vma=False))
    x = rand((8, 8), seed=4)
    jax.config.update("jax_use_shardy_partitioner", False)
    try:
        text = jitted.lower(x).as_text()
    finally:
        jax.config.update("jax_use_shardy_partitioner", True)
    assert "SPMDFullToShardShape" in text and "sdy." not in text
    check_program(jitted, [x], expect_partitions=4, text=text)


@pytest.mark.parametrize("name", ["psum_x", "all_to_all", "mixed"])
def test_reference_runs_the_hlo_text_of_a_shard_map(name):
    """HLO keeps a shard_map in Shardy's round-trip form (xla.sdy.* custom calls): the
    reference reads that text directly, on global values, as it reads the StableHLO."""
    body, in_spec, out_spec = BODIES[name]
    m = mesh((2, 2), ("x", "y"))
    jitted = jax.jit(shard_map(body, mesh=m, in_specs=in_spec, out_specs=out_spec, check_vma=False))
    a = rand((8, 8), seed=5)
    hlo = bridge.convert(jitted.lower(a).as_text(), to="hlo")
    assert "xla.sdy.manual_computation_body" in hlo
    np.testing.assert_allclose(bridge.reference.evaluate(hlo, [a])[0], np.asarray(jitted(a)), rtol=2e-5, atol=2e-5)


def test_an_output_that_should_be_replicated_but_varies_is_read_as_jax_reads_it():
    """out_specs=P() on a value that differs per device (check_vma=False, the user's
    responsibility): jax reads the first device's copy in mesh order; both engines kept the
    last one written (mesh position (1, 3): 13)."""
    from jax.sharding import Mesh
    for order in (range(8), [3, 1, 7, 0, 5, 2, 6, 4]):
        m = Mesh(np.array(jax.devices("cpu"))[list(order)].reshape(2, 4), ("x", "y"))
        f = jax.jit(shard_map(lambda v: v + lax.axis_index("x") * 10 + lax.axis_index("y"), mesh=m,
                              in_specs=P(), out_specs=P(), check_vma=False))
        a = np.zeros((2,), np.int32)
        text = f.lower(a).as_text()
        want = np.asarray(f(a))
        np.testing.assert_array_equal(want, [0, 0])
        np.testing.assert_array_equal(execute_on_virtual_devices(text, [a])[0], want)
        np.testing.assert_array_equal(bridge.reference.evaluate(text, [a])[0], want)


def _partial_axis_index(m):
    return jax.jit(shard_map(lambda v: v + lax.axis_index("x") * 100 + lax.axis_index("x"), mesh=m,
                             in_specs=P("x"), out_specs=P("x"), axis_names={"x"}, check_vma=False),
                   in_shardings=jax.sharding.NamedSharding(m, P("x", "y")))


def _nested(m):
    def outer(v):
        w = shard_map(lambda u: lax.psum(u, "y") * 2 + lax.axis_index("y"), mesh=jax.sharding.get_abstract_mesh(),
                      in_specs=P(None, "y"), out_specs=P(None, "y"), axis_names={"y"}, check_vma=False)(v)
        return lax.psum(w, "x")
    return jax.jit(shard_map(outer, mesh=m, in_specs=P("x"), out_specs=P(None), axis_names={"x"}, check_vma=False))


@pytest.mark.parametrize("make", [_partial_axis_index, _nested], ids=["axis_index-partial-manual", "nested"])
def test_a_manual_computation_inside_another_runs_on_the_reference(make):
    """jax lowers axis_index in a shard_map that leaves axes automatic to a manual computation
    over those axes inside the shard_map's own, and a shard_map in a shard_map likewise: the
    reference refused both ("a manual computation inside a program that already runs per
    device"). PJRT and jax ran them."""
    for order in (range(8), [3, 1, 7, 0, 5, 2, 6, 4]):
        from jax.sharding import Mesh
        m = Mesh(np.array(jax.devices("cpu"))[list(order)].reshape(2, 4), ("x", "y"))
        f = make(m)
        a = np.arange(64, dtype=np.int32).reshape(8, 8)
        text = f.lower(a).as_text()
        assert text.count("sdy.manual_computation") >= 2
        want = np.asarray(f(a))
        np.testing.assert_array_equal(bridge.reference.evaluate(text, [a])[0], want)
        np.testing.assert_array_equal(execute_on_virtual_devices(text, [a])[0], want)


@pytest.mark.parametrize("dtype", ["bfloat16", "float16"])
def test_a_psum_of_narrow_floats_rounds_as_xla_cpu(dtype):
    """XLA:CPU computes a bf16 all-reduce in f32 and rounds once (an f16 one at every step):
    the reference rounded bf16 at every step, up to 3 ulp off jax."""
    import ml_dtypes
    dt = np.dtype(getattr(ml_dtypes, dtype) if dtype == "bfloat16" else np.float16)
    m = mesh((8,), ("i",))
    f = jax.jit(shard_map(lambda v: lax.psum(v, "i"), mesh=m, in_specs=P("i"), out_specs=P()))
    a = np.random.default_rng(0).uniform(-1, 1, (8, 256)).astype(dt)
    text = f.lower(a).as_text()
    x = a.astype(np.float32)
    once = x.sum(0, dtype=np.float32).astype(dt)
    stepwise = x[0].astype(dt)
    for k in range(1, 8):
        stepwise = (stepwise.astype(np.float32) + x[k]).astype(dt)
    want = once if dtype == "bfloat16" else stepwise   # (the rule measured, checked against jax below)
    np.testing.assert_array_equal(np.asarray(f(a))[0].astype(np.float32), want.astype(np.float32))
    got = np.asarray(bridge.reference.evaluate(text, [a])[0])
    np.testing.assert_array_equal(got[0].astype(np.float32), want.astype(np.float32))
