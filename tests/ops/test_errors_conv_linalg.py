"""Bad input to the windowed, linear-algebra and random ops: BuilderError in XLA's words.

Every op has at least one case whose message is asserted; shape inference of Conv and
ReduceWindow is compared with jax's (jax.eval_shape) on generated windows.
"""
import jax
import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from jax import lax

import bridge
from bridge import BuilderError, ConvolutionDimensionNumbers, Shape, XlaBuilder, ops
from dialect_defs.ops_conv import dilated
from ops_helpers import ADD_F32, GE_F32, MAX_F32, scalar_computation


def params(*shapes):
    b = XlaBuilder("bad")
    return b, [ops.Parameter(b, i, Shape.parse(s)) for i, s in enumerate(shapes)]


def call(fn, *shapes):
    b, ps = params(*shapes)
    return fn(b, *ps)


NCHW = ConvolutionDimensionNumbers.default(2)
REPEATED = ConvolutionDimensionNumbers(0, 1, (2, 2), 1, 0, (2, 3), 0, 1, (2, 3))
S32_ADD = scalar_computation(ops.Add, "s32", "s32", name="iadd")

CASES = [
    # Conv family
    ("Conv", lambda b, x, w: ops.Conv(x, w, (1, 1), "SAME"), ("f32[1,3,5,5]", "f32[4,2,3,3]"),
     r"Conv: Expected LHS feature dimension \(value 3\) to be a multiple of feature_group_count \(value 1\)"),
    ("Conv", lambda b, x, w: ops.Conv(x, w, (1, 1), "FULL"), ("f32[1,3,5,5]", "f32[4,3,3,3]"),
     r'Conv: argument padding must be window_padding.*"SAME", "VALID"'),
    ("Conv", lambda b, x, w: ops.Conv(x, w, (1,), "VALID"), ("f32[1,3,5,5]", "f32[4,3,3,3]"),
     r"Conv: The LHS argument to a convolution should have rank 3; lhs: f32\[1,3,5,5\]"),   # 1 stride: 1-d
    ("Conv", lambda b, x, w: ops.Conv(x, w, (1, 1), "VALID"), ("f32[1,3,5,5]", "s32[4,3,3,3]"),
     r"Conv: Convolution with different element types: f32\[1,3,5,5\] and s32\[4,3,3,3\]"),
    ("Conv", lambda b, x, w: ops.Conv(x, w, (0, 1), "VALID"), ("f32[1,3,5,5]", "f32[4,3,3,3]"),
     r"Conv: Window has a non-positive stride \(0\) in dimension 0"),
    ("Conv", lambda b, x, w: ops.Conv(x, w, (1, 1), "VALID", feature_group_count=0),
     ("f32[2,4,5,5]", "f32[4,2,3,3]"), r"Conv: feature_group_count must be a positive number, got 0"),
    ("Conv", lambda b, x, w: ops.Conv(x, w, (1, 1), "VALID", feature_group_count=2, batch_group_count=2),
     ("f32[2,4,5,5]", "f32[4,2,3,3]"), r"both batch_group_count 2 and feature_group_count 2 cannot be greater than 1"),
    ("ConvWithGeneralPadding", lambda b, x, w: ops.ConvWithGeneralPadding(x, w, (1, 1), [(1, 1)]),
     ("f32[1,3,5,5]", "f32[4,3,3,3]"),
     r"Window has different number of window dimensions than of padding entries: 2 window dimensions"),
    ("ConvWithGeneralPadding", lambda b, x, w: ops.ConvWithGeneralPadding(x, w, (1, 1), [(1, 2, 3), (0, 0)]),
     ("f32[1,3,5,5]", "f32[4,3,3,3]"), r"padding entries are \(low, high\) pairs"),
    ("ConvWithGeneralPadding", lambda b, x, w: ops.ConvWithGeneralPadding(x, w, (1, 1), [(0, 0)] * 2),
     ("f32[3,5,5]", "f32[4,3,3,3]"), r"The LHS argument to a convolution should have rank 4; lhs: f32\[3,5,5\]"),
    ("ConvGeneralDilated", lambda b, x, w: ops.ConvGeneralDilated(x, w, (1, 1), "VALID", (1, 1), (1, 1), REPEATED),
     ("f32[1,3,5,5]", "f32[4,3,3,3]"),
     r"Input dimensions of convolution must contain each dimension 0..3 exactly once"),
    ("ConvGeneralDilated", lambda b, x, w: ops.ConvGeneralDilated(x, w, (1, 1), "VALID", (1,), (1, 1), NCHW),
     ("f32[1,3,5,5]", "f32[4,3,3,3]"),
     r"Window has different number of window dimensions than of lhs dilation factors: 2 window dimensions \[3, 3\]"),
    ("ConvGeneralDilated", lambda b, x, w: ops.ConvGeneralDilated(x, w, (1, 1), "SAME", (2, 1), (1, 1), NCHW),
     ("f32[1,3,5,5]", "f32[4,3,3,3]"), r'padding "SAME" is not defined with lhs_dilation \[2, 1\]'),
    ("ConvGeneralDilated", lambda b, x, w: ops.ConvGeneralDilated(x, w, (1, 1), "VALID", (1, 1), (0, 1), NCHW),
     ("f32[1,3,5,5]", "f32[4,3,3,3]"), r"Window has a non-positive window dilation factor \(0\) in dimension 0"),
    ("ConvGeneralDilated", lambda b, x, w: ops.ConvGeneralDilated(x, w, (1, 1), "VALID", (1, 1), (1, 1), NCHW,
                                                                  batch_group_count=2),
     ("f32[3,4,5,5]", "f32[4,4,3,3]"),
     r"Expected input batch dimension \(value 3\) to be divisible by batch_group_count"),
    ("ConvGeneralDilated", lambda b, x, w: ops.ConvGeneralDilated(x, w, (1, 1), "VALID", (1, 1), (1, 1), NCHW,
                                                                  precision_config=("HIGHEST",)),
     ("f32[1,3,5,5]", "f32[4,3,3,3]"), r"precision_config must be two of DEFAULT, HIGH, HIGHEST"),
    ("ConvGeneralDilated", lambda b, x, w: ops.ConvGeneralDilated(x, w, (1, 1), "VALID", (1, 1), (1, 1), {"bogus": 1}),
     ("f32[1,3,5,5]", "f32[4,3,3,3]"), r"ConvGeneralDilated: argument dimension_numbers must be conv_dims"),
    # ReduceWindow
    ("ReduceWindow", lambda b, x, z: ops.ReduceWindow(x, z, MAX_F32, (2,), (1,), "VALID"), ("f32[4,6]", "f32[]"),
     r"ReduceWindow: Window has dimension 1 but base shape has dimension 2"),
    ("ReduceWindow", lambda b, x, z: ops.ReduceWindow(x, z, MAX_F32, (2, 2), (1, 1), "VALID"), ("f32[4,6]", "s32[]"),
     r"ReduceWindow: init value s32\[\] must be a scalar of element type f32"),
    ("ReduceWindow", lambda b, x, z: ops.ReduceWindow(x, z, S32_ADD, (2, 2), (1, 1), "VALID"), ("f32[4,6]", "f32[]"),
     r"ReduceWindow: Reduction function must take 2 parameters \(f32\[\], f32\[\]\), but computation takes "
     r"\(s32\[\], s32\[\]\)"),
    ("ReduceWindow", lambda b, x, y, z: ops.ReduceWindow(b, [x, y], [z, z], ADD_F32, (2, 2), (1, 1), "VALID"),
     ("f32[4,6]", "f32[4,5]", "f32[]"), r"All reduced tensors must have the same dimension. Tensor 0 has shape "
                                        r"f32\[4,6\], Tensor 1 has shape f32\[4,5\]"),
    ("ReduceWindow", lambda b, x, z: ops.ReduceWindow(x, z, MAX_F32, (2, 0), (1, 1), "VALID"), ("f32[4,6]", "f32[]"),
     r"ReduceWindow: Window has a non-positive dimension \(0\) in dimension 1"),
    ("ReduceWindow", lambda b, x, z: ops.ReduceWindow(x, z, MAX_F32, (2, 2), (1, 0), "SAME"), ("f32[4,6]", "f32[]"),
     r"ReduceWindow: Window has a non-positive stride \(0\) in dimension 1"),
    ("ReduceWindow", lambda b, x, z: ops.ReduceWindow(x, z, MAX_F32, (2, 2), (1, 1), "SAME", window_dilations=(1, -1)),
     ("f32[4,6]", "f32[]"), r"ReduceWindow: Window has a non-positive window dilation factor \(-1\) in dimension 1"),
    # SelectAndScatter
    ("SelectAndScatter", lambda b, x, s, z: ops.SelectAndScatter(x, GE_F32, (2, 2), (2, 2), "VALID", s, z, ADD_F32),
     ("f32[4,6]", "f32[2,2]", "f32[]"), r"Source shape does not match the shape of window-reduced operand: "
                                        r"source\(f32\[2,2\]\), window-reduced operand\(f32\[2,3\]\)"),
    ("SelectAndScatter", lambda b, x, s, z: ops.SelectAndScatter(x, MAX_F32, (2, 2), (2, 2), "VALID", s, z, ADD_F32),
     ("f32[4,6]", "f32[2,3]", "f32[]"), r"Select function must have rank-0 PRED result, but select returns f32\[\]"),
    ("SelectAndScatter", lambda b, x, s, z: ops.SelectAndScatter(x, GE_F32, (2, 2), (2, 2), "VALID", s, z, S32_ADD),
     ("f32[4,6]", "f32[2,3]", "f32[]"), r"Reduction function must take 2 parameters \(f32\[\], f32\[\]\), but scatter"),
    # BatchNorm*
    ("BatchNormTraining", lambda b, x, s, o: ops.BatchNormTraining(x, s, o, 1e-3, 3),
     ("f32[2,3,4]", "f32[4]", "f32[4]"),
     r"Expected feature_index of BatchNormTraining to be a non-negative number smaller than the rank of operand "
     r"f32\[2,3,4\]; got feature_index 3"),
    ("BatchNormTraining", lambda b, x, s, o: ops.BatchNormTraining(x, s, o, 1e-3, 1),
     ("f32[2,3,4]", "f32[4]", "f32[3]"),
     r"The size of scale should be the same as feature count, but the size of scale is 4 and the feature count is 3"),
    ("BatchNormTraining", lambda b, x, s, o: ops.BatchNormTraining(x, s, o, 1e-3, 1), ("s32[2,3]", "s32[3]", "s32[3]"),
     r"The operand to BatchNormTraining must have a floating point element type, but the shape is s32\[2,3\]"),
    ("BatchNormTraining", lambda b, x, s, o: ops.BatchNormTraining(x, s, o, -1.0, 1), ("f32[2,3]", "f32[3]", "f32[3]"),
     r"BatchNormTraining: argument epsilon must be epsilon, got -1.0 \(epsilon must be a non-negative number\)"),
    ("BatchNormInference", lambda b, x, s, o, m, v: ops.BatchNormInference(x, s, o, m, v, 1e-3, 0),
     ("f32[3,2]", "f32[3]", "f32[3]", "f64[3]", "f32[3]"),
     r"The inputs should have the same element type for BatchNormInference, but the shape of mean is f64\[3\]"),
    ("BatchNormInference", lambda b, x, s, o, m, v: ops.BatchNormInference(x, s, o, m, v, 1e-3, 0),
     ("f32[3,2]", "f32[3]", "f32[3]", "f32[3]", "f32[3,1]"), r"variance input of BatchNormInference must have rank 1"),
    ("BatchNormGrad", lambda b, x, s, m, v, g: ops.BatchNormGrad(x, s, m, v, g, 1e-3, 1),
     ("f32[2,3]", "f32[3]", "f32[3]", "f32[3]", "f32[3,2]"),
     r"BatchNormGrad: Expected grad_output f32\[3,2\] to have the shape of operand f32\[2,3\]"),
    # Fft
    ("Fft", lambda b, x: ops.Fft(x, "FFT", (8,)), ("f32[8]",), r"Fft: FFT requires complex input type, found f32\[8\]"),
    ("Fft", lambda b, x: ops.Fft(x, "FFT", (2, 2, 2, 2)), ("c64[2,2,2,2]",), r"FFT only supports ranks 1-3; got 4"),
    ("Fft", lambda b, x: ops.Fft(x, "RFFT", (8,)), ("f32[4,6]",),
     r"RFFT requires innermost dimensions match fft_length but dimension 1 is 6 and should be 8"),
    ("Fft", lambda b, x: ops.Fft(x, "IRFFT", (4, 8)), ("c64[4,4]",),
     r"IRFFT requires innermost dimension matches fft_length/2\+1, but dimension 1 is 4 and should be 5"),
    ("Fft", lambda b, x: ops.Fft(x, "IFFT", (4,)), ("c64[8]",),
     r"IFFT requires innermost dimensions \[8\] of c64\[8\] to match fft_length \[4\]"),
    ("Fft", lambda b, x: ops.Fft(x, "DCT", (8,)), ("c64[8]",), r"expected one of FFT, IFFT, RFFT, IRFFT"),
    ("Fft", lambda b, x: ops.Fft(x, "FFT", (2, 8)), ("c64[8]",),
     r"FFT of rank 2 requires input of at least same rank; got input c64\[8\] of rank 1"),
    # Cholesky, TriangularSolve
    ("Cholesky", lambda b, a: ops.Cholesky(a, True), ("f32[3,4]",),
     r"Cholesky: The two minor dimensions of 'a' must have equal size, got f32\[3,4\]"),
    ("Cholesky", lambda b, a: ops.Cholesky(a, True), ("s32[3,3]",),
     r"Expected element type in shape to be floating or complex for Cholesky; got s32\[3,3\]"),
    ("Cholesky", lambda b, a: ops.Cholesky(a, True), ("f32[3]",), r"must have rank >= 2, got shape f32\[3\]"),
    ("TriangularSolve", lambda b, a, x: ops.TriangularSolve(a, x, True, True, False, "NO_TRANSPOSE"),
     ("f32[3,3]", "f32[2,3]"), r"The shared dimension of 'a' and 'b' does not match, got shapes f32\[3,3\] and "
                               r"f32\[2,3\]"),
    ("TriangularSolve", lambda b, a, x: ops.TriangularSolve(a, x, False, True, False, "NO_TRANSPOSE"),
     ("f32[2,3,3]", "f32[4,2,3]"), r"The leading batch dimensions of the arguments to triangular solve must be equal"),
    ("TriangularSolve", lambda b, a, x: ops.TriangularSolve(a, x, True, True, False, "CONJUGATE"),
     ("f32[3,3]", "f32[3,2]"), r"transpose_a must be transpose.*expected one of NO_TRANSPOSE, TRANSPOSE, ADJOINT"),
    ("TriangularSolve", lambda b, a, x: ops.TriangularSolve(a, x, True, True, False, "TRANSPOSE"),
     ("f32[3,3]", "f64[3,2]"), r"Expected element types in shape to be floating or complex and identical"),
    # ReducePrecision
    ("ReducePrecision", lambda b, x: ops.ReducePrecision(x, 10, 0), ("f32[3]",),
     r"ReducePrecision: Expected exponent_bits >= 1; got 0"),
    ("ReducePrecision", lambda b, x: ops.ReducePrecision(x, -1, 5), ("f32[3]",),
     r"Expected non-negative mantissa_bits; got -1"),
    ("ReducePrecision", lambda b, x: ops.ReducePrecision(x, 10, 5), ("s32[3]",),
     r"Expected element type in shape to be floating point for ReducePrecision operation; got s32\[3\]"),
    # Rng*
    ("RngUniform", lambda b, lo, hi: ops.RngUniform(lo, hi, Shape.parse("f32[3]")), ("f32[2]", "f32[]"),
     r"RngUniform: Expected scalar types for the two operands of Rng: a f32\[2\], b f32\[\]"),
    ("RngUniform", lambda b, lo, hi: ops.RngUniform(lo, hi, Shape.parse("s8[3]")), ("s8[]", "s8[]"),
     r"RngUniform: element type s8 is not supported: expected one of f64, f32, f16, bf16, s64, u64, s32, u32"),
    ("RngUniform", lambda b, lo, hi: ops.RngUniform(lo, hi, Shape.parse("f64[3]")), ("f32[]", "f32[]"),
     r"Expected compatible element types for the result and the two operands: a f32\[\], b f32\[\], shape f64\[3\]"),
    ("RngNormal", lambda b, mu, sigma: ops.RngNormal(mu, sigma, Shape.parse("s32[3]")), ("s32[]", "s32[]"),
     r"RngNormal: element type s32 is not supported: expected one of f64, f32, f16, bf16"),
    ("RngBitGenerator", lambda b, s: ops.RngBitGenerator("THREE_FRY", s, Shape.parse("u32[4]")), ("u64[3]",),
     r"RngBitGenerator: initial_state of algorithm THREE_FRY must be u64\[2\], got u64\[3\]"),
    ("RngBitGenerator", lambda b, s: ops.RngBitGenerator("PHILOX", s, Shape.parse("u32[4]")), ("u32[2]",),
     r"initial_state of algorithm PHILOX must be u64\[2 or 3\], got u32\[2\]"),
    ("RngBitGenerator", lambda b, s: ops.RngBitGenerator("DEFAULT", s, Shape.parse("pred[4]")), ("u64[2]",),
     r"Unsupported shape for RngBitGenerator: pred\[4\]"),
    ("RngBitGenerator", lambda b, s: ops.RngBitGenerator("MERSENNE", s, Shape.parse("u32[4]")), ("u64[2]",),
     r"argument algorithm must be rng_algorithm.*expected one of DEFAULT, THREE_FRY, PHILOX"),
]


@pytest.mark.parametrize("op,fn,shapes,message", CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_bad_input_raises_builder_error(op, fn, shapes, message):
    with pytest.raises(BuilderError, match=message) as info:
        call(fn, *shapes)
    assert str(info.value).startswith(op) or op in str(info.value)


def test_every_op_of_the_group_has_an_error_case():
    ours = {"Conv", "ConvWithGeneralPadding", "ConvGeneralDilated", "ReduceWindow", "SelectAndScatter",
            "BatchNormTraining", "BatchNormInference", "BatchNormGrad", "Fft", "Cholesky", "TriangularSolve",
            "ReducePrecision", "RngUniform", "RngNormal", "RngBitGenerator"}
    assert ours <= {c[0] for c in CASES}


def test_builder_error_is_a_value_error_at_the_call():
    b, (x, w) = params("f32[1,3,5,5]", "f32[4,2,3,3]")
    with pytest.raises(ValueError):
        ops.Conv(x, w, (1, 1), "SAME")


MAX_FN = """func.func private @max(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = "xla.max"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
"""
TEXT_CASES = [
    ('"xla.reduce_window"(%x, %s) {computation = @max, padding = "PAD", window_dimensions = array<i64: 2>, '
     'window_strides = array<i64: 1>} : (tensor<5xf32>, tensor<f32>) -> tensor<4xf32>',
     r'xla.reduce_window: ReduceWindow: padding "PAD" must be "SAME", "VALID" or a list of \(low, high\) pairs'),
    ('"xla.fft"(%x) {fft_length = array<i64: 5>, fft_type = "DCT"} : (tensor<5xf32>) -> tensor<4xf32>',
     r"xla.fft: Fft: fft_type 'DCT' must be one of FFT, IFFT, RFFT, IRFFT"),
    ('"xla.reduce_window"(%x, %s) {computation = @max, padding = "SAME", window_dimensions = array<i64: 2>, '
     'window_strides = array<i64: 1>} : (tensor<5xf32>, tensor<f32>) -> tensor<4xf32>',
     r"xla.reduce_window: result type f32\[4\] does not match the inferred f32\[5\]"),
]


@pytest.mark.parametrize("line,message", TEXT_CASES)
def test_bad_xla_text_is_a_verification_error(line, message):
    # Programs read from text are checked with the builder's rules (verify_xla) before lowering.
    from bridge.errors import VerificationError
    text = MAX_FN + ("func.func @main(%x: tensor<5xf32>, %s: tensor<f32>) -> tensor<4xf32> {\n"
                     f"  %0 = {line}\n  return %0 : tensor<4xf32>\n}}")
    with pytest.raises(VerificationError, match=message):
        bridge.to_stablehlo(text)


# ---- shape inference against jax ------------------------------------------------------------

# (base size, window, stride, base/lhs dilation, window/rhs dilation, padding low, padding high)
windows = st.tuples(st.integers(0, 9), st.integers(1, 4), st.integers(1, 3), st.integers(1, 3), st.integers(1, 2),
                    st.integers(-3, 3), st.integers(-3, 3))


@settings(max_examples=80, deadline=None)
@given(st.lists(windows, min_size=1, max_size=2), st.sampled_from(["SAME", "VALID", "pairs"]),
       st.sampled_from([(1, 1), (2, 1), (1, 3), (0, 1), (1, 0)]))
def test_conv_shape_matches_jax(dims, padding, groups):
    sizes, kernel, stride, lhs_dil, rhs_dil, lo, hi = zip(*dims)
    fgc, bgc = groups
    pad = tuple(zip(lo, hi)) if padding == "pairs" else padding
    # jax (not XLA) rejects padding that cuts more than the dilated base: XLA's rule gives size 0
    assume(padding != "pairs" or all(l + dilated(n, d) + h >= 0 for n, d, l, h in zip(sizes, lhs_dil, lo, hi)))
    lhs = jax.ShapeDtypeStruct((2 * max(bgc, 1), 3 * max(fgc, 1)) + sizes, np.float32)
    rhs = jax.ShapeDtypeStruct((2 * max(fgc, 1) * max(bgc, 1), 3) + kernel, np.float32)
    try:
        want = jax.eval_shape(lambda x, w: lax.conv_general_dilated(
            x, w, stride, pad, lhs_dil, rhs_dil, feature_group_count=fgc, batch_group_count=bgc), lhs, rhs).shape
    except Exception:   # jax rejects it (e.g. a negative output size): so must we
        want = None
    b, (x, w) = params(f"f32{list(lhs.shape)}", f"f32{list(rhs.shape)}")
    dn = ConvolutionDimensionNumbers.default(len(sizes))
    try:
        got = ops.ConvGeneralDilated(x, w, stride, pad, lhs_dil, rhs_dil, dn, feature_group_count=fgc,
                                     batch_group_count=bgc).shape.dimensions
    except BuilderError:
        got = None
    assert got == want


@settings(max_examples=80, deadline=None)
@given(st.lists(windows, min_size=1, max_size=3), st.sampled_from(["SAME", "VALID", "pairs"]))
def test_reduce_window_shape_matches_jax(dims, padding):
    sizes, window, stride, base, wdil, lo, hi = zip(*dims)
    pad = tuple(zip(lo, hi)) if padding == "pairs" else padding
    try:
        want = jax.eval_shape(lambda v: lax.reduce_window(v, 0.0, lax.add, window, stride, pad, base, wdil),
                              jax.ShapeDtypeStruct(sizes, np.float32)).shape
    except Exception:   # jax rejects it: so must we
        want = None
    b, (x, z) = params(f"f32{list(sizes)}", "f32[]")
    try:
        got = ops.ReduceWindow(x, z, ADD_F32, window, stride, pad, base_dilations=base,
                               window_dilations=wdil).shape.dimensions
    except BuilderError:
        got = None
    assert got == want
