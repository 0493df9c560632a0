"""Conv, ConvWithGeneralPadding, ConvGeneralDilated, ReduceWindow, SelectAndScatter on PJRT CPU.

Oracles: the operation-semantics seed's worked examples (ReduceWindow's 4x6 max pool and
its [10000, 1000, 100, 10, 1] SAME/VALID min example, SelectAndScatter's element picked by
two windows: 2 + 6 = 8), jax.lax (conv_general_dilated, reduce_window, the gradient of max
pooling) and numpy. `check` also runs the xla-dialect numpy reference (evaluate_xla), which
does not go through our lowering. The helpers here are shared by test_linalg/test_random.
"""
import jax
import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from jax import lax

import bridge
from bridge import ConvolutionDimensionNumbers, ops
from hlotest import program, shape_of, skip_on_gpu  # noqa: F401
from ops_helpers import ADD_F32, GE_F32, MAX_F32, MIN_F32, check, scalar_computation
from dialect_defs.ops_conv import make_padding

RNG = np.random.default_rng(7)


def f32(*shape):
    return RNG.standard_normal(shape).astype(np.float32)


LOWEST, HIGHEST = np.float32(np.finfo(np.float32).min), np.float32(np.finfo(np.float32).max)


# ---- ReduceWindow -------------------------------------------------------------------------

@pytest.mark.xla_op("ReduceWindow")
def test_reduce_window_seed_max_pool_2x3():
    # The seed: f32[4x6] input, window 2x3, stride 2x3, kValid, max with init MinValue(F32).
    x = np.arange(24, dtype=np.float32).reshape(4, 6) * np.array([1, -1, 2, -2, 3, -3], np.float32)
    comp = program(lambda b, x, init: ops.ReduceWindow(x, init, MAX_F32, (2, 3), (2, 3), "VALID"), x, LOWEST)
    check(comp, [x, LOWEST], [x.reshape(2, 2, 2, 3).max(axis=(1, 3))])


@pytest.mark.xla_op("ReduceWindow")
@pytest.mark.parametrize("padding,expected", [("VALID", [100, 1]), ("SAME", [1000, 10, 1])])
def test_reduce_window_seed_min_same_valid(padding, expected):
    # The seed: min over windows of 3 with stride 2 on [10000, 1000, 100, 10, 1], init MAX_FLOAT.
    x = np.array([10000, 1000, 100, 10, 1], np.float32)
    comp = program(lambda b, x, init: ops.ReduceWindow(x, init, MIN_F32, (3,), (2,), padding), x, HIGHEST)
    check(comp, [x, HIGHEST], [np.array(expected, np.float32)])


@pytest.mark.xla_op("ReduceWindow")
@pytest.mark.parametrize("window,strides,padding,base,wdil", [
    ((2, 3), (1, 2), "SAME", None, None),
    ((3, 2), (2, 1), ((1, 2), (0, 1)), (2, 1), (1, 2)),
    ((2, 2), (3, 1), "VALID", (1, 3), (2, 1)),
    ((1, 4), (1, 1), "SAME", None, (1, 2)),
])
def test_reduce_window_add_matches_jax(window, strides, padding, base, wdil):
    # init 0.5 is not add's identity. The spec and seed 003 pad with init: padding and
    # base-dilation holes are reduced as copies of it, which jax computes on an input padded
    # by lax.pad first; XLA skips them and adds init once per window (PJRT, jax's own answer).
    x, init = f32(5, 7), np.float32(0.5)
    comp = program(lambda b, x, z: ops.ReduceWindow(x, z, ADD_F32, window, strides, padding,
                                                    base_dilations=base, window_dilations=wdil), x, init)
    base, wdil = base or (1, 1), wdil or (1, 1)
    pads = padding if not isinstance(padding, str) else lax.padtype_to_pads(
        [(n - 1) * b + 1 for n, b in zip(x.shape, base)], [(w - 1) * d + 1 for w, d in zip(window, wdil)],
        strides, padding)
    padded = lax.pad(x, init, [(lo, hi, b - 1) for (lo, hi), b in zip(pads, base)])
    spec = lax.reduce_window(padded, init, lax.add, window, strides, "VALID", window_dilation=wdil)
    xla = lax.reduce_window(x, init, lax.add, window, strides, padding, base_dilation=base, window_dilation=wdil)
    np.testing.assert_allclose(bridge.execute(comp, [x, init])[0], np.asarray(xla), rtol=1e-5)
    for path in (bridge.reference.evaluate, bridge.reference.evaluate_xla):
        np.testing.assert_allclose(path(comp, [x, init])[0], np.asarray(spec), rtol=1e-5, err_msg=path.__name__)


@pytest.mark.xla_op("ReduceWindow")
def test_reduce_window_variadic_argmax_general_computation():
    # Two operands (value, index) and a computation of several ops: argmax per window.
    def argmax(av, ai, bv, bi):
        take_a = ops.Ge(av, bv)
        return ops.Tuple(av.builder, [ops.Select(take_a, av, bv), ops.Select(take_a, ai, bi)])
    reducer = scalar_computation(argmax, "f32", "s32", "f32", "s32", name="argmax")
    x = RNG.permutation(24).astype(np.float32).reshape(4, 6)
    idx = np.arange(24, dtype=np.int32).reshape(4, 6)
    inits = (LOWEST, np.int32(-1))
    comp = program(lambda b, x, i, *init: ops.ReduceWindow(b, [x, i], init, reducer, (2, 2), (2, 2), "VALID"),
                   x, idx, *inits)
    blocks = x.reshape(2, 2, 3, 2).transpose(0, 2, 1, 3).reshape(2, 3, 4)
    arg = blocks.argmax(-1)
    want_i = (np.arange(2)[:, None] * 2 + arg // 2) * 6 + np.arange(3)[None, :] * 2 + arg % 2
    check(comp, [x, idx, *inits], [blocks.max(-1), want_i.astype(np.int32)])


@pytest.mark.xla_op("ReduceWindow")
def test_reduce_window_sum_of_squares_computation_with_padding():
    # A reducer that is not one op: acc + v*v from init 1, SAME padding. The spec reduces
    # each padding tap as init (+ 1*1); XLA (PJRT) skips it.
    sq = scalar_computation(lambda acc, v: ops.Add(acc, ops.Mul(v, v)), "f32", "f32", name="sumsq")
    x = f32(6)
    comp = program(lambda b, x, z: ops.ReduceWindow(x, z, sq, (3,), (1,), "SAME"), x, np.float32(1))
    xla = np.array([1 + (x[max(i - 1, 0):i + 2] ** 2).sum() for i in range(6)], np.float32)
    spec = xla + np.float32([1, 0, 0, 0, 0, 1])   # the windows at the ends hold one padding tap
    np.testing.assert_allclose(bridge.execute(comp, [x, np.float32(1)])[0], xla, rtol=1e-6)
    for path in (bridge.reference.evaluate, bridge.reference.evaluate_xla):
        np.testing.assert_allclose(path(comp, [x, np.float32(1)])[0], spec, rtol=1e-6, err_msg=path.__name__)


@pytest.mark.xla_op("ReduceWindow")
def test_reduce_window_int_max_with_base_dilation():
    # Base dilation holes and padding take the init value (the StableHLO spec's pad(inputs, init_values...)).
    imax = scalar_computation(ops.Max, "s32", "s32", name="imax")
    x = np.array([3, -5, 7], np.int32)
    init = np.int32(-100)
    comp = program(lambda b, x, z: ops.ReduceWindow(x, z, imax, (2,), (1,), ((1, 0),), base_dilations=(2,)), x, init)
    # padded, dilated base: [-100, 3, -100, -5, -100, 7]
    check(comp, [x, init], [np.array([3, 3, -5, -5, 7], np.int32)])


# ---- window padding (XLA's MakePadding) -----------------------------------------------------

@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 20), st.integers(1, 6), st.integers(1, 5)), min_size=1, max_size=3))
def test_make_padding_matches_jax(dims):
    sizes, windows, strides = zip(*dims)
    assert make_padding(sizes, windows, strides, "SAME") == tuple(lax.padtype_to_pads(sizes, windows, strides, "SAME"))
    assert make_padding(sizes, windows, strides, "VALID") == ((0, 0),) * len(sizes)


# ---- Conv ------------------------------------------------------------------------------------

def jax_conv(x, w, strides, padding, **kw):
    return np.asarray(lax.conv_general_dilated(x, w, strides, padding, **kw))


@pytest.mark.xla_op("Conv")
@pytest.mark.parametrize("strides,padding", [((1, 1), "SAME"), ((2, 3), "SAME"), ((2, 1), "VALID")])
def test_conv_same_valid(strides, padding):
    x, w = f32(2, 3, 7, 8), f32(4, 3, 3, 2)
    comp = program(lambda b, x, w: ops.Conv(x, w, strides, padding), x, w)
    want = jax_conv(x, w, strides, padding)
    if padding == "SAME":   # the output keeps the input's size, divided by the stride (rounded up)
        assert want.shape[2:] == tuple(-(-s // t) for s, t in zip((7, 8), strides))
    check(comp, [x, w], [want], rtol=1e-4)


@pytest.mark.xla_op("Conv")
def test_conv_seed_pseudocode_small():
    # The seed's 2-d pseudo-code (stride, low padding, skip outside the base area), run literally.
    x, w = f32(1, 2, 4, 5), f32(3, 2, 2, 3)
    (sy, sx), (ply, plx) = (2, 1), (1, 1)
    comp = program(lambda b, x, w: ops.ConvWithGeneralPadding(x, w, (sy, sx), ((ply, 0), (plx, 1))), x, w)
    out = np.zeros((1, 3, 2, 5), np.float32)
    for oz in range(3):
        for oy in range(2):
            for ox in range(5):
                value = 0.0
                for iz in range(2):
                    for ky in range(2):
                        for kx in range(3):
                            iy, ix = oy * sy + ky - ply, ox * sx + kx - plx
                            if 0 <= iy < 4 and 0 <= ix < 5:
                                value += x[0, iz, iy, ix] * w[oz, iz, ky, kx]
                out[0, oz, oy, ox] = value
    check(comp, [x, w], [out], rtol=1e-5)


@pytest.mark.xla_op("ConvWithGeneralPadding")
def test_conv_with_general_padding_negative_and_groups():
    # Negative padding removes elements before convolving; feature groups split channels.
    x, w = f32(2, 4, 9, 6), f32(6, 2, 3, 3)
    pads = ((-1, 2), (2, -2))
    comp = program(lambda b, x, w: ops.ConvWithGeneralPadding(x, w, (1, 2), pads, feature_group_count=2), x, w)
    check(comp, [x, w], [jax_conv(x, w, (1, 2), pads, feature_group_count=2)], rtol=1e-4)


NHWC = ConvolutionDimensionNumbers(input_batch_dimension=0, input_feature_dimension=3,
                                   input_spatial_dimensions=(1, 2), kernel_input_feature_dimension=2,
                                   kernel_output_feature_dimension=3, kernel_spatial_dimensions=(0, 1),
                                   output_batch_dimension=0, output_feature_dimension=3,
                                   output_spatial_dimensions=(1, 2))


@pytest.mark.xla_op("ConvGeneralDilated")
@pytest.mark.parametrize("lhs_dil,rhs_dil,fgc,bgc,padding", [
    ((1, 1), (2, 1), 1, 1, "SAME"),
    ((2, 1), (1, 2), 1, 1, ((1, 1), (2, 0))),
    ((1, 1), (1, 1), 3, 1, "VALID"),
    ((1, 2), (1, 1), 1, 2, ((0, 1), (1, 1))),
])
def test_conv_general_dilated_nhwc(lhs_dil, rhs_dil, fgc, bgc, padding):
    x = f32(4, 6, 5, 6)                     # N H W C
    w = f32(3, 2, 6 // fgc, 6)              # H W I O
    comp = program(lambda b, x, w: ops.ConvGeneralDilated(x, w, (1, 2), padding, lhs_dil, rhs_dil, NHWC,
                                                          feature_group_count=fgc, batch_group_count=bgc), x, w)
    want = jax_conv(x, w, (1, 2), padding, lhs_dilation=lhs_dil, rhs_dilation=rhs_dil,
                    dimension_numbers=("NHWC", "HWIO", "NHWC"), feature_group_count=fgc, batch_group_count=bgc)
    check(comp, [x, w], [want], rtol=1e-4)


@pytest.mark.xla_op("ConvGeneralDilated")
def test_conv_general_dilated_1d_mixed_layout_keywords():
    # Output layout differs from the input's; every argument by keyword (the seed's names).
    x, w = f32(5, 3, 2), f32(2, 4, 3)   # lhs (W, C, N); rhs (O, W, I)
    dn = ConvolutionDimensionNumbers(2, 1, (0,), 2, 0, (1,), 1, 0, (2,))
    comp = program(lambda b, x, w: ops.ConvGeneralDilated(
        lhs=x, rhs=w, window_strides=(2,), padding="SAME", lhs_dilation=(1,), rhs_dilation=(1,),
        dimension_numbers=dn, precision_config=("HIGHEST", "HIGHEST")), x, w)
    want = jax_conv(x.transpose(2, 1, 0), w.transpose(0, 2, 1), (2,), "SAME")   # NCW
    check(comp, [x, w], [want.transpose(1, 0, 2)], rtol=1e-5)


@pytest.mark.xla_op("ConvGeneralDilated")
@skip_on_gpu("cuDNN runs integer convolutions only as s8 -> s8 or f32, not s32")
def test_conv_general_dilated_preferred_element_type_int8():
    # s8 x s8 accumulated and returned as s32: no wrap-around at 127.
    x = RNG.integers(-128, 128, (1, 3, 6)).astype(np.int8)
    w = RNG.integers(-128, 128, (2, 3, 3)).astype(np.int8)
    dn = ConvolutionDimensionNumbers.default(1)
    comp = program(lambda b, x, w: ops.ConvGeneralDilated(x, w, (1,), "VALID", (1,), (1,), dn,
                                                          preferred_element_type=np.int32), x, w)
    want = np.array([[[int((x[0, :, i:i + 3].astype(np.int64) * w[o]).sum()) for i in range(4)]
                      for o in range(2)]], np.int32)
    check(comp, [x, w], [want])


@pytest.mark.xla_op("Conv")
def test_conv_bf16_keeps_type():
    x, w = f32(1, 2, 5, 5).astype(ml_dtypes.bfloat16), f32(2, 2, 3, 3).astype(ml_dtypes.bfloat16)
    comp = program(lambda b, x, w: ops.Conv(x, w, (1, 1), "SAME"), x, w)
    want = jax_conv(x.astype(np.float32), w.astype(np.float32), (1, 1), "SAME")
    (got,) = bridge.execute(comp, [x, w])
    assert got.dtype == ml_dtypes.bfloat16
    np.testing.assert_allclose(got.astype(np.float32), want, rtol=3e-2, atol=3e-2)


@pytest.mark.xla_op("Conv")
@pytest.mark.parametrize("lhs_type,rhs_type,preferred", [(np.float32, np.float16, None),
                                                         (ml_dtypes.bfloat16, np.float32, None),
                                                         (ml_dtypes.bfloat16, np.float16, np.float32)])
def test_conv_mixed_float_precision(lhs_type, rhs_type, preferred):
    # XLA takes two floating types (SameElementTypeIgnoringFpPrecision) and computes in the more
    # precise one; StableHLO's convolution takes one, so the lowering converts (exactly) to it.
    x, w = f32(1, 2, 5, 5).astype(lhs_type), f32(3, 2, 3, 3).astype(rhs_type)
    comp = program(lambda b, x, w: ops.Conv(x, w, (1, 1), "VALID", preferred_element_type=preferred), x, w)
    want = jax_conv(x.astype(np.float32), w.astype(np.float32), (1, 1), "VALID",
                    preferred_element_type=preferred or np.float32)
    check(comp, [x, w], [want.astype(preferred or np.float32)], rtol=1e-5)


# ---- SelectAndScatter ------------------------------------------------------------------------

@pytest.mark.xla_op("SelectAndScatter")
def test_select_and_scatter_seed_overlap_adds():
    # The seed: an element chosen by two overlapping windows receives 2 + 6 = 8.
    x = np.array([1, 9, 3], np.float32)
    src = np.array([2, 6], np.float32)
    comp = program(lambda b, x, s, z: ops.SelectAndScatter(x, GE_F32, (2,), (1,), "VALID", s, z, ADD_F32),
                   x, src, np.float32(0))
    check(comp, [x, src, np.float32(0)], [np.array([0, 8, 0], np.float32)])


@pytest.mark.xla_op("SelectAndScatter")
@pytest.mark.parametrize("window,strides,padding", [((2, 3), (2, 3), "VALID"), ((3, 3), (2, 2), "SAME"),
                                                    ((2, 2), (1, 1), ((1, 0), (0, 1)))])
def test_select_and_scatter_is_max_pool_gradient(window, strides, padding):
    # jax's gradient of max pooling is select (>=) and scatter (+) over the same windows.
    x = f32(6, 7)
    pool = lambda v: lax.reduce_window(v, -np.inf, lax.max, window, strides, padding)   # noqa: E731
    src = f32(*jax.eval_shape(pool, x).shape)
    grad = jax.jit(lambda v, s: jax.vjp(pool, v)[1](s)[0])(x, src)   # one compilation
    comp = program(lambda b, x, s, z: ops.SelectAndScatter(x, GE_F32, window, strides, padding, s, z, ADD_F32),
                   x, src, np.float32(0))
    check(comp, [x, src, np.float32(0)], [np.asarray(grad)], rtol=1e-6)


@pytest.mark.xla_op("SelectAndScatter")
def test_select_and_scatter_of_a_scalar():
    # XLA's rule and StableHLO's take rank 0: its one window selects the operand, init + source.
    # (The builder refused it while PJRT aborted on it; the runtime rewrites it to rank 1 now.)
    comp = program(lambda b, x, s, z: ops.SelectAndScatter(x, GE_F32, (), (), (), s, z, ADD_F32),
                   np.float32(4), np.float32(5), np.float32(1))
    check(comp, [np.float32(4), np.float32(5), np.float32(1)], [np.float32(6)])


@pytest.mark.xla_op("SelectAndScatter")
def test_select_and_scatter_min_select_and_multiply_scatter():
    # Computations that are not single ops: select the smaller |value|, scatter by multiplying.
    sel = scalar_computation(lambda a, b: ops.Le(ops.Abs(a), ops.Abs(b)), "f32", "f32", name="absle")
    mul = scalar_computation(lambda a, b: ops.Mul(ops.Sub(a, ops.Sub(b, b)), b), "f32", "f32", name="mul")
    x = np.array([4, -1, 3, 0.5, -6], np.float32)
    src = np.array([2, 3, 5, 7], np.float32)
    comp = program(lambda b, x, s, one: ops.SelectAndScatter(x, sel, (2,), (1,), "VALID", s, one, mul),
                   x, src, np.float32(1))
    # windows [4,-1] -> -1, [-1,3] -> -1, [3,0.5] -> 0.5, [0.5,-6] -> 0.5
    check(comp, [x, src, np.float32(1)], [np.array([1, 6, 1, 35, 1], np.float32)])
