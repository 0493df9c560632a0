"""Ops beyond the jax sweep: rng_bit_generator bit-exact with PJRT, batch norms and
dynamic ops (the spec's examples), custom_call / infeed errors, async ops, legacy
ops, dot algorithms, convert saturation, quantization arithmetic."""
from __future__ import annotations

import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest
from jax import lax
from ref_testlib import check, run

from bridge import reference, runtime
from bridge.errors import HloBridgeError, UnsupportedOp
from bridge.mlir_attrs import TensorType, parse_quant
from bridge.reference.kernels_quant import dequantize, quantize


def fn(sig, body):
    return f"func.func @main{sig} {{\n{body}\n}}"


# ------------------------------------------------------------ rng_bit_generator

RNG_CASES = [("THREE_FRY", 2, "3x5x", "ui32"), ("THREE_FRY", 2, "7x", "ui64"), ("THREE_FRY", 2, "", "ui32"),
             ("THREE_FRY", 2, "4x1x3x", "ui8"), ("PHILOX", 2, "5x3x", "ui32"), ("PHILOX", 3, "7x", "ui64"),
             ("PHILOX", 3, "2x3x", "ui16"), ("DEFAULT", 2, "9x", "ui32")]


@pytest.mark.parametrize("alg,state,shape,et", RNG_CASES)
def test_rng_bit_generator_bit_exact_with_pjrt(alg, state, shape, et):
    text = fn(f"(%s: tensor<{state}xui64>) -> (tensor<{state}xui64>, tensor<{shape}{et}>)", f"""
      %n, %b = stablehlo.rng_bit_generator %s, algorithm = {alg}
        : (tensor<{state}xui64>) -> (tensor<{state}xui64>, tensor<{shape}{et}>)
      return %n, %b : tensor<{state}xui64>, tensor<{shape}{et}>""")
    seed = np.array([0x0123456789ABCDEF, 0xFFFFFFFFFFFFFFF0, 0xFFFFFFFFFFFFFFFF][:state], np.uint64)
    want = runtime.execute_module(text, [seed])
    got = reference.evaluate(text, [seed])
    for w, g in zip(want, got):
        assert g.dtype == w.dtype and g.shape == w.shape
        np.testing.assert_array_equal(g, w)


def test_rng_draws_in_range_and_repeatably():
    # `rng`'s bits are implementation-defined: check the distribution's support only.
    text = fn("(%a: tensor<f32>, %b: tensor<f32>) -> (tensor<1000xf32>, tensor<1000xi32>)", """
      %s = stablehlo.constant dense<[1000]> : tensor<1xi64>
      %r = stablehlo.rng %a, %b, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<1000xf32>
      %lo = stablehlo.constant dense<-3> : tensor<i32>
      %hi = stablehlo.constant dense<4> : tensor<i32>
      %q = stablehlo.rng %lo, %hi, %s, distribution = UNIFORM
        : (tensor<i32>, tensor<i32>, tensor<1xi64>) -> tensor<1000xi32>
      return %r, %q : tensor<1000xf32>, tensor<1000xi32>""")
    r, q = run(text, np.float32(2), np.float32(5))
    assert r.dtype == np.float32 and 2 <= r.min() and r.max() < 5 and r.std() > 0.5
    assert q.dtype == np.int32 and set(q.tolist()) == set(range(-3, 4))
    r2, _ = run(text, np.float32(2), np.float32(5))
    np.testing.assert_array_equal(r, r2)


def test_threefry_known_answer():
    # Random123's known-answer vector for Threefry-2x32-20: key 0, counter 0.
    from bridge.reference.kernels_rng import threefry2x32
    x0, x1 = threefry2x32(np.zeros(1, np.uint32), np.zeros(1, np.uint32), 0, 0)
    assert (int(x0[0]), int(x1[0])) == (0x6B200159, 0x99BA4EFE)


def test_philox_known_answer():
    # Random123's known-answer vector for Philox-4x32-10: counter 0, key 0.
    from bridge.reference.kernels_rng import philox4x32
    out = philox4x32([np.zeros(1, np.uint32)] * 4, (0, 0))
    assert [int(o[0]) for o in out] == [0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8]


# ------------------------------------------------------------ batch norms (spec examples)

X = np.array([[[1.0, 2.0], [3.0, 4.0]], [[3.0, 4.0], [1.0, 2.0]]])
ONES = np.ones(2)


def test_spec_batch_norm_inference():
    text = fn("(%x: tensor<2x2x2xf64>, %s: tensor<2xf64>, %o: tensor<2xf64>, %m: tensor<2xf64>, "
              "%v: tensor<2xf64>) -> tensor<2x2x2xf64>", """
      %r = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 0.0 : f32, feature_index = 2 : i64}
        : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2x2x2xf64>
      return %r : tensor<2x2x2xf64>""")
    (r,) = run(text, X, ONES, ONES, np.array([2.0, 3.0]), ONES)
    assert r.tolist() == [[[0.0, 0.0], [2.0, 2.0]], [[2.0, 2.0], [0.0, 0.0]]]


def test_spec_batch_norm_training():
    text = fn("(%x: tensor<2x2x2xf64>, %s: tensor<2xf64>, %o: tensor<2xf64>) -> "
              "(tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)", """
      %r:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 0.0 : f32, feature_index = 2 : i64}
        : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
      return %r#0, %r#1, %r#2 : tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>""")
    out, mean, var = run(text, X, ONES, ONES)
    assert out.tolist() == [[[0.0, 0.0], [2.0, 2.0]], [[2.0, 2.0], [0.0, 0.0]]]
    assert mean.tolist() == [2.0, 3.0] and var.tolist() == [1.0, 1.0]


def test_spec_batch_norm_grad():
    text = fn("(%x: tensor<2x2x2xf64>, %s: tensor<2xf64>, %m: tensor<2xf64>, %v: tensor<2xf64>, "
              "%g: tensor<2x2x2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)", """
      %r:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) {epsilon = 0.0 : f32, feature_index = 2 : i64}
        : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2x2x2xf64>)
        -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
      return %r#0, %r#1, %r#2 : tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>""")
    go, gs, gb = run(text, X, ONES, np.array([2.0, 3.0]), ONES, np.full((2, 2, 2), 0.1))
    np.testing.assert_allclose(go, np.zeros((2, 2, 2)), atol=1e-15)
    np.testing.assert_allclose(gs, [0.0, 0.0], atol=1e-15)
    np.testing.assert_allclose(gb, [0.4, 0.4], rtol=1e-15)


# ------------------------------------------------------------ dynamic-shape ops

def test_spec_dynamic_broadcast_in_dim():
    text = fn("(%a: tensor<1x3xi64>, %d: tensor<3xi64>) -> tensor<2x3x2xi64>", """
      %r = "stablehlo.dynamic_broadcast_in_dim"(%a, %d) {broadcast_dimensions = array<i64: 2, 1>,
          known_expanding_dimensions = array<i64: 0>, known_nonexpanding_dimensions = array<i64: 1>}
        : (tensor<1x3xi64>, tensor<3xi64>) -> tensor<2x3x2xi64>
      return %r : tensor<2x3x2xi64>""")
    (r,) = run(text, np.array([[1, 2, 3]]), np.array([2, 3, 2]))
    assert r.tolist() == [[[1, 1], [2, 2], [3, 3]]] * 2
    with pytest.raises(HloBridgeError, match="disagrees with the result type"):
        run(text, np.array([[1, 2, 3]]), np.array([2, 3, 3]))


def test_dynamic_iota_reshape_pad_slice():
    text = fn("(%x: tensor<2x3xf32>, %s: tensor<2xi64>, %lo: tensor<2xi64>, %hi: tensor<2xi64>, "
              "%in: tensor<2xi64>, %st: tensor<2xi64>) -> (tensor<3x2xi32>, tensor<3x2xf32>, tensor<4x7xf32>, "
              "tensor<1x2xf32>)", """
      %i = stablehlo.dynamic_iota %s, dim = 0 : (tensor<2xi64>) -> tensor<3x2xi32>
      %r = stablehlo.dynamic_reshape %x, %s : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
      %z = stablehlo.constant dense<-1.0> : tensor<f32>
      %p = stablehlo.dynamic_pad %x, %z, %lo, %hi, %in
        : (tensor<2x3xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<4x7xf32>
      %l = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
      %q = stablehlo.real_dynamic_slice %x, %lo, %l, %st
        : (tensor<2x3xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<1x2xf32>
      return %i, %r, %p, %q : tensor<3x2xi32>, tensor<3x2xf32>, tensor<4x7xf32>, tensor<1x2xf32>""")
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    lo, hi, interior = np.array([1, 0]), np.array([0, 2]), np.array([1, 1])
    i, r, p, q = run(text, x, np.array([3, 2]), lo, hi, interior, np.array([1, 2]))
    assert i.tolist() == [[0, 0], [1, 1], [2, 2]]
    assert r.tolist() == x.reshape(3, 2).tolist()
    want = np.full((4, 7), -1.0, np.float32)
    want[1::2, 0:5:2] = x
    np.testing.assert_array_equal(p, want)
    assert q.tolist() == [[3.0, 5.0]]  # rows [1, 2), columns [0, 3) step 2


def test_dynamic_gather_and_conv_match_their_static_forms():
    x = np.arange(12, dtype=np.float32).reshape(4, 3)
    text = fn("(%x: tensor<4x3xf32>, %i: tensor<2x1xi32>, %s: tensor<2xi32>) -> tensor<2x3xf32>", """
      %r = "stablehlo.dynamic_gather"(%x, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [1],
          collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}
        : (tensor<4x3xf32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x3xf32>
      return %r : tensor<2x3xf32>""")
    (g,) = run(text, x, np.array([[3], [1]], np.int32), np.array([1, 3], np.int32))
    np.testing.assert_array_equal(g, x[[3, 1]])
    conv = fn("(%x: tensor<1x1x5xf32>, %w: tensor<1x1x2xf32>, %p: tensor<1x2xi64>) -> tensor<1x1x6xf32>", """
      %r = "stablehlo.dynamic_conv"(%x, %w, %p) {dimension_numbers = #stablehlo.conv<[b, f, 0]x[o, i, 0]->[b, f, 0]>,
          feature_group_count = 1 : i64, batch_group_count = 1 : i64}
        : (tensor<1x1x5xf32>, tensor<1x1x2xf32>, tensor<1x2xi64>) -> tensor<1x1x6xf32>
      return %r : tensor<1x1x6xf32>""")
    xs = np.array([[[1, 2, 3, 4, 5]]], np.float32)
    (c,) = run(conv, xs, np.array([[[1, 10]]], np.float32), np.array([[1, 1]]))
    assert c.reshape(-1).tolist() == [10.0, 21.0, 32.0, 43.0, 54.0, 5.0]  # padded [0,1..5,0]


# ------------------------------------------------------------ edges of the program

def test_custom_call_names_its_target():
    text = fn("(%a: tensor<3xf32>) -> tensor<3xf32>", """
      %r = stablehlo.custom_call @lapack_spotrf_ffi(%a) : (tensor<3xf32>) -> tensor<3xf32>
      return %r : tensor<3xf32>""")
    with pytest.raises(UnsupportedOp, match="lapack_spotrf_ffi"):
        run(text, np.ones(3, np.float32))


def test_sharding_custom_call_is_identity():
    text = fn("(%a: tensor<3xf32>) -> tensor<3xf32>", """
      %r = stablehlo.custom_call @Sharding(%a) {mhlo.sharding = "{replicated}"} : (tensor<3xf32>) -> tensor<3xf32>
      return %r : tensor<3xf32>""")
    assert run(text, np.array([1, 2, 3], np.float32))[0].tolist() == [1, 2, 3]


def test_infeed_unsupported_outfeed_consumed():
    infeed = fn("(%t: !stablehlo.token) -> tensor<2xf32>", """
      %r:2 = "stablehlo.infeed"(%t) {infeed_config = ""} : (!stablehlo.token) -> (tensor<2xf32>, !stablehlo.token)
      return %r#0 : tensor<2xf32>""")
    with pytest.raises(UnsupportedOp, match="stablehlo.infeed"):
        reference.evaluate(infeed, [np.zeros(0, bool)])
    outfeed = fn("(%a: tensor<2xf32>) -> tensor<2xf32>", """
      %t = stablehlo.create_token : !stablehlo.token
      %u = "stablehlo.outfeed"(%a, %t) {outfeed_config = ""} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
      %s = stablehlo.after_all %u, %t : !stablehlo.token
      return %a : tensor<2xf32>""")
    assert run(outfeed, np.array([1, 2], np.float32))[0].tolist() == [1.0, 2.0]


def test_async_start_done():
    text = fn("(%a: tensor<4x2xf32>) -> tensor<2x2xf32>", """
      %f = "stablehlo.async_start"(%a) ({
      ^bb0(%x: tensor<4x2xf32>):
        %s = "stablehlo.slice"(%x) {start_indices = array<i64: 1, 0>, limit_indices = array<i64: 3, 2>,
            strides = array<i64: 1, 1>} : (tensor<4x2xf32>) -> tensor<2x2xf32>
        "stablehlo.return"(%s) : (tensor<2x2xf32>) -> ()
      }) : (tensor<4x2xf32>) -> !stablehlo.future<tensor<2x2xf32>>
      %r = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<2x2xf32>>) -> tensor<2x2xf32>
      return %r : tensor<2x2xf32>""")
    x = np.arange(8, dtype=np.float32).reshape(4, 2)
    np.testing.assert_array_equal(run(text, x)[0], x[1:3])


def test_spec_bitcast_f64_to_f16_little_endian():
    text = fn("(%a: tensor<f64>) -> tensor<4xf16>", """
      %r = "stablehlo.bitcast_convert"(%a) : (tensor<f64>) -> tensor<4xf16>
      return %r : tensor<4xf16>""")
    x = np.array(0x0123456789ABCDEF, np.uint64).view(np.float64)
    (r,) = run(text, x)
    assert [int(v) for v in r.view(np.uint16)] == [0xCDEF, 0x89AB, 0x4567, 0x0123]


def test_failing_kernel_names_op_and_location():
    text = fn("(%a: tensor<2x3xf32>, %i: tensor<2xi32>) -> tensor<2x2xf32>", """
      %c = stablehlo.constant dense<1.0> : tensor<2x3xf32>
      %b = stablehlo.add %a, %c : tensor<2x3xf32>
      %r = "stablehlo.torch_index_select"(%b, %i) {dim = 1 : i64, batch_dims = 0 : i64}
        : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<2x2xf32>
      return %r : tensor<2x2xf32>""")
    with pytest.raises(HloBridgeError, match=r"failed in stablehlo.torch_index_select at loc\(\"-\":5"):
        run(text, np.zeros((2, 3), np.float32), np.array([5, 0], np.int32))


# ------------------------------------------------------------ ops older producers emit

def test_legacy_ops_against_numpy():
    text = fn("(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %i: tensor<2xi32>) -> (tensor<5x2x3xf32>, "
              "tensor<2x4xf32>, tensor<4x2xf32>, tensor<2xf32>, tensor<2x2xf32>)", """
      %0 = stablehlo.broadcast %a, sizes = [5] : (tensor<2x3xf32>) -> tensor<5x2x3xf32>
      %1 = stablehlo.dot %a, %b : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
      %2 = "stablehlo.einsum"(%a, %b) {einsum_config = "ab,bc->ca"} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<4x2xf32>
      %3 = "stablehlo.unary_einsum"(%a) {einsum_config = "ab->a"} : (tensor<2x3xf32>) -> tensor<2xf32>
      %4 = "stablehlo.torch_index_select"(%a, %i) {dim = 1 : i64, batch_dims = 0 : i64}
        : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<2x2xf32>
      return %0, %1, %2, %3, %4 : tensor<5x2x3xf32>, tensor<2x4xf32>, tensor<4x2xf32>, tensor<2xf32>, tensor<2x2xf32>""")
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    b = np.arange(12, dtype=np.float32).reshape(3, 4) - 5
    out = run(text, a, b, np.array([2, 0], np.int32))
    np.testing.assert_array_equal(out[0], np.broadcast_to(a, (5, 2, 3)))
    np.testing.assert_array_equal(out[1], a @ b)
    np.testing.assert_array_equal(out[2], (a @ b).T)
    np.testing.assert_array_equal(out[3], a.sum(1))
    np.testing.assert_array_equal(out[4], a[:, [2, 0]])


# ------------------------------------------------------------ dot algorithms, convert

def _dot_with(alg: str, k: int):
    return fn(f"(%a: tensor<2x{k}xf32>, %b: tensor<{k}x2xf32>) -> tensor<2x2xf32>", f"""
      %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0],
          algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32,
          lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = {alg},
          allow_imprecise_accumulation = false> : (tensor<2x{k}xf32>, tensor<{k}x2xf32>) -> tensor<2x2xf32>
      return %r : tensor<2x2xf32>""")


def test_dot_algorithm_bf16_rounds_operands():
    rng = np.random.default_rng(0)
    a, b = rng.standard_normal((2, 8)).astype(np.float32), rng.standard_normal((8, 2)).astype(np.float32)
    bf = ml_dtypes.bfloat16
    want = a.astype(bf).astype(np.float64) @ b.astype(bf).astype(np.float64)
    (r1,) = run(_dot_with("1", 8), a, b)
    np.testing.assert_allclose(r1, want, rtol=1e-6, atol=1e-6)
    exact = a.astype(np.float64) @ b.astype(np.float64)
    assert np.abs(r1 - exact).max() > 1e-4          # the bf16 rounding is visible...
    (r6,) = run(_dot_with("6", 8), a, b)
    np.testing.assert_allclose(r6, exact, rtol=1e-5, atol=1e-5)  # ...and 6 passes recover f32


@pytest.mark.parametrize("dst", [jnp.int32, jnp.uint32, jnp.int8, jnp.uint8, jnp.int16])
def test_convert_float_to_int_saturates_like_pjrt(dst):
    x = np.array([np.nan, np.inf, -np.inf, 3e9, -3e9, 2.9, -2.9, 255.5, -128.9, 40000.0], np.float32)
    check(lambda v: lax.convert_element_type(v, dst), x)


# ------------------------------------------------------------ quantization arithmetic

def test_quantize_dequantize_per_tensor_and_per_axis():
    q = parse_quant("!quant.uniform<i8<-127:127>:f32, 0.5:-3>")
    assert (q.storage, q.expressed, q.lo, q.hi, q.axis) == ("s8", "f32", -127, 127, None)
    t = TensorType((5,), "s8", np.dtype(np.int8), q)
    s = quantize(np.array([1.0, 1.25, -100.0, 100.0, 0.75]), t)
    # round_nearest_even(x / 0.5 - 3), clamped to [-127, 127]
    assert s.tolist() == [-1, -0, -127, 127, -2] and s.dtype == np.int8
    assert dequantize(s, t).tolist() == [1.0, 1.5, -62.0, 65.0, 0.5]
    pa = parse_quant("!quant.uniform<u8:f32:1, {0.1:2, 2.0:0}>")
    ta = TensorType((2, 2), "u8", np.dtype(np.uint8), pa)
    assert quantize(np.array([[0.3, 3.0], [-1.0, 600.0]]), ta).tolist() == [[5, 2], [0, 255]]


def test_every_stablehlo_and_chlo_op_has_a_kernel():
    """Every op of jaxlib's StableHLO and CHLO dialects has a kernel (terminators aside)."""
    from jaxlib.mlir.dialects import chlo, stablehlo
    names = {getattr(m, n).OPERATION_NAME for m in (stablehlo, chlo) for n in dir(m)
             if n.endswith("Op") and hasattr(getattr(m, n), "OPERATION_NAME")}
    missing = sorted(names - set(reference.KERNELS) - {"stablehlo.return"})
    assert len(names) > 150 and not missing, missing
