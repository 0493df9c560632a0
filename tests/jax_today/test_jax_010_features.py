"""jax 0.10 features users' programs hold, through hlobridge as a user runs them: what works
gives jax.jit's numbers (execute, reference, difftest against jax, conversions), what cannot
work (foreign FFI targets, Python callbacks, custom_partitioning elsewhere than where it was
lowered) fails with one line naming the op and why. Memory kinds and layouts:
test_jax_010_memory_layouts.py."""
from __future__ import annotations

import re

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest
from jax import lax
from jax.experimental import io_callback
from jax.experimental import pallas as pl
from jax.experimental.custom_partitioning import custom_partitioning
from jax.extend.random import define_prng_impl
from jax.sharding import AxisType, NamedSharding
from jax.sharding import PartitionSpec as P
from today import assert_close, check_program, mesh, rand

import bridge
from bridge.errors import BackendError, ProgramError, UnsupportedOp

X = rand((6, 4))
SEGMENTS = np.array([0, 0, 1, 2, 2, 2], np.int32)


def want_of(jitted, args):
    return [np.asarray(w) for w in jax.tree_util.tree_leaves(jitted(*args))]


def against_jax(text, inputs, want):
    """difftest with jax's own numbers as the baseline."""
    return bridge.difftest(text, inputs=inputs, backends=(("jax", lambda p, i: want), "cpu", "reference"))


def _scan_unrolled(a):
    return lax.scan(lambda c, r: (c * 0.5 + r, c.sum()), jnp.zeros(4), a, unroll=4)


def _kernel(x_ref, y_ref, o_ref):
    o_ref[...] = x_ref[...] * 2 + jnp.sin(y_ref[...])


def _pallas(a):
    return pl.pallas_call(_kernel, out_shape=jax.ShapeDtypeStruct(a.shape, a.dtype), interpret=True)(a, a + 1)


def _pallas_grid(a):
    block = pl.BlockSpec((2, 4), lambda i: (i, 0))
    return pl.pallas_call(lambda x_ref, o_ref: o_ref.__setitem__(..., x_ref[...] + 1),
                          out_shape=jax.ShapeDtypeStruct(a.shape, a.dtype), grid=(3,),
                          in_specs=[block], out_specs=block, interpret=True)(a)


INT4 = np.array([[-8, -1, 0, 7], [3, 2, -3, 1]], dtype=ml_dtypes.int4)
FLOAT4 = np.array([0.5, 1.0, 1.5, -6.0, 3.0, 0.0, -0.5, 4.0], dtype=ml_dtypes.float4_e2m1fn)

# Already worked (real checks against jax's numbers): name -> (function, arguments)
PROGRAMS = {
    "associative_scan": (lambda a: lax.associative_scan(jnp.add, a, axis=0), [X]),
    "associative_scan_max_reverse": (lambda a: lax.associative_scan(jnp.maximum, a, reverse=True, axis=1), [X]),
    "lax_map_batch_size": (lambda a: lax.map(lambda r: jnp.sum(jnp.sin(r)), a, batch_size=4), [X]),
    "scan_unroll_4": (_scan_unrolled, [X]),
    "scan_unroll_true": (lambda a: lax.scan(lambda c, r: (c + r, c), jnp.zeros(4), a, unroll=True), [X]),
    "segment_max": (lambda a, s: jax.ops.segment_max(a, s, num_segments=4), [X, SEGMENTS]),
    "segment_min_sorted": (lambda a, s: jax.ops.segment_min(a, s, num_segments=3, indices_are_sorted=True),
                           [X, SEGMENTS]),
    "int4": (lambda a: (a * 2 + 1, a.astype(jnp.float32) * 0.5), [INT4]),
    "float4_e2m1fn": (lambda a: (a.astype(jnp.float32) * 2, (a.astype(jnp.float32) / 2).astype(a.dtype)), [FLOAT4]),
    "pallas_interpret": (_pallas, [X]),
    "pallas_interpret_grid": (_pallas_grid, [X]),
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_program_gives_jax_numbers_everywhere(name):
    fn, args = PROGRAMS[name]
    jitted = jax.jit(fn)
    text = check_program(jitted, args, round_trip=False)
    want = want_of(jitted, args)
    report = against_jax(text, args, want)
    assert report.verdict == "match", report.reason
    for fmt in ("hlo", "artifact"):
        back = bridge.convert(bridge.convert(text, to=fmt), to="stablehlo")
        for got, w in zip(bridge.execute(back, args), want):
            assert_close(got, w, f"through {fmt}")
    for got, w in zip(bridge.execute(jitted.lower(*args).as_text(dialect="hlo"), args), want):
        assert_close(got, w, "jax's HLO text")


def test_explicit_sharding_and_reshard():
    """Already worked (a real check): Explicit mesh axes, dot with out_sharding, reshard."""
    m = jax.make_mesh((4, 2), ("x", "y"), axis_types=(AxisType.Explicit,) * 2,
                      devices=mesh((4, 2), ("x", "y")).devices.ravel())
    a, w = rand((8, 8)), rand((8, 4), seed=1)

    def f(a, b):
        c = jnp.dot(a, b, out_sharding=P("x", None))
        return jax.sharding.reshard(jnp.sin(c), P(None, "y"))
    with jax.set_mesh(m):
        args = [jax.device_put(a, NamedSharding(m, P("x", "y"))), jax.device_put(w, NamedSharding(m, P("y", None)))]
        check_program(jax.jit(f), args, expect_partitions=8, inputs=[a, w])


def test_pmap_lowers_to_a_shard_map_that_runs():
    """Already worked (a real check)."""
    pm = jax.pmap(lambda a: jnp.sin(a) * lax.psum(a, "i"), axis_name="i", devices=jax.devices("cpu")[:4])
    check_program(pm, [rand((4, 4))], expect_partitions=4)


def test_donated_arguments_keep_their_aliasing_through_hlo():
    """Already worked (a real check)."""
    jitted = jax.jit(lambda a, b: (a * 2 + b, b - 1), donate_argnums=(0,))
    text = check_program(jitted, [X, X + 1])
    assert "tf.aliasing_output = 0" in text
    hlo = bridge.convert(text, to="hlo")
    assert "input_output_alias={ {0}: (0, {}, may-alias) }" in hlo


def test_custom_prng_implementation():
    """Already worked (a real check): a key of a user's PRNG (define_prng_impl) and its bits."""
    impl = define_prng_impl(
        key_shape=(3,), name="toy", tag="toy",
        seed=lambda s: jnp.stack([s.astype(jnp.uint32), s.astype(jnp.uint32) + 1, jnp.uint32(7)]),
        split=lambda k, shape: (k[None, :] + lax.iota(jnp.uint32, int(np.prod(shape)))[:, None]).reshape(*shape, 3),
        fold_in=lambda k, d: k ^ jnp.uint32(d),
        random_bits=lambda k, bw, shape: lax.iota(jnp.uint32, int(np.prod(shape))).reshape(shape) * k[0] + k[1])
    key = jax.random.key(5, impl=impl)
    assert str(jax.random.key_impl(key)) == "toy"
    jitted = jax.jit(lambda k: (jax.random.bits(jax.random.fold_in(k, 3), (4,)),
                                jax.random.key_data(jax.random.split(k))))
    check_program(jitted, [key], inputs=[np.asarray(jax.random.key_data(key))])


def _one_line(e: Exception) -> str:
    assert "\n" not in str(e), str(e)
    return str(e)


def test_ffi_call_to_a_target_nobody_registered():
    """Already worked (a real check): one line naming the target; difftest compares nothing."""
    def f(a):
        call = jax.ffi.ffi_call("my_unregistered_kernel", jax.ShapeDtypeStruct(a.shape, a.dtype))
        return call(a, alpha=np.float32(2))
    text = jax.jit(f).lower(X).as_text()
    with pytest.raises(BackendError) as e:
        bridge.execute(text, [X], backend="cpu")
    assert "my_unregistered_kernel" in _one_line(e.value)
    with pytest.raises(UnsupportedOp, match="my_unregistered_kernel"):
        bridge.reference.evaluate(text, [X])
    assert bridge.difftest(text, inputs=[X]).verdict != "match"


def test_ordered_io_callback_in_jax_hlo_text_stops_the_run_clearly():
    """Was: jax's HLO text of an ordered io_callback (its call returns (token[], f32[4,4])) failed
    verification ("result type token[] does not match the inferred (token[], f32[4,4])")."""
    def f(a):
        return io_callback(lambda v: np.asarray(v) * 3, jax.ShapeDtypeStruct(a.shape, a.dtype), a + 1,
                           ordered=True) + 1
    a = rand((4, 4))
    with jax.default_device(jax.devices("cpu")[0]):
        hlo = jax.jit(f).trace(a).lower(lowering_platforms=("cpu",)).as_text(dialect="hlo")
    assert "(token[], f32[4,4]{1,0}) custom-call(" in hlo
    text = bridge.to_stablehlo(hlo)
    assert re.search(r"custom_call @xla_ffi_python_cpu_callback.*-> \(!stablehlo.token, tensor<4x4xf32>\)", text)
    token = np.zeros((0,), np.bool_)
    reached = "reached the Python host callback @xla_ffi_python_cpu_callback"
    with pytest.raises(UnsupportedOp, match=reached + ".*io_callback"):
        bridge.reference.evaluate(hlo, [token, a])
    with pytest.raises(BackendError, match=reached):
        bridge.execute(hlo, [token, a], backend="cpu")


@custom_partitioning
def _my_sin(a):
    return jnp.sin(a)


_my_sin.def_partition(partition=lambda m, args, res: (m, jnp.sin, args[0].sharding, (args[0].sharding,)),
                      infer_sharding_from_operands=lambda m, args, res: args[0].sharding,
                      sharding_rule="i j -> i j")


def test_custom_partitioning_runs_where_lowered_and_is_refused_elsewhere():
    """Was: a module whose callbacks this process does not hold failed with a Python traceback
    (KeyError) in XLA's message, the reference said only "runs foreign code", and a portable
    artifact was written that no other process can run."""
    m = mesh((4,), ("x",))
    jitted = jax.jit(lambda a: _my_sin(a) * 2)
    a = rand((4, 4))
    args = [jax.device_put(a, NamedSharding(m, P("x")))]
    lowered = jitted.lower(*args)
    text = lowered.as_text()
    assert "@CustomSPMDPartitioning" in text
    assert_close(bridge.execute(text, [a], backend="cpu")[0], want_of(jitted, args)[0], "PJRT, same process")
    with pytest.raises(UnsupportedOp, match="custom_partitioning"):
        bridge.reference.evaluate(text, [a])
    assert bridge.difftest(text, inputs=[a]).verdict != "match"
    with pytest.raises(ProgramError, match="CustomSPMDPartitioning"):
        bridge.convert(text, to="artifact")
    elsewhere = re.sub(r'backend_config = "\d+"', 'backend_config = "1"', text)   # another process's key
    with pytest.raises(BackendError) as e:
        bridge.execute(elsewhere, [a], backend="cpu")
    assert "CustomSPMDPartitioning" in _one_line(e.value) and "custom_partitioning" in str(e.value)
