"""The cuDNN convolution custom calls of XLA:GPU's optimized HLO (`__cudnn$convForward`,
`__cudnn$convBiasActivationForward`) on the reference, written as XLA prints them: a GPU dump
of a conv net runs on a machine without a GPU. The call's window, dim_labels and
feature_group_count are kept through the conversion (StableHLO's custom_call has no place
for them: `mhlo.window` ...). Oracle: jax's conv_general_dilated on the same arrays."""
from __future__ import annotations

import jax
import numpy as np
import pytest

import bridge
from bridge import Shape, XlaBuilder, formats, ops
from bridge.errors import UnsupportedOp
from dialect_defs.conv_text import from_dim_labels


RNG = np.random.default_rng(0)


def _call(params, result, target, attrs, config="", root=None) -> str:
    lines = [f"  p{i} = {s} parameter({i})" for i, s in enumerate(params)]
    cfg = f', backend_config="{config}"' if config else ""
    lines.append(f"  conv = {result} custom-call({', '.join(f'p{i}' for i in range(len(params)))}), "
                 f"{attrs}, custom_call_target=\"{target}\"{cfg}")
    out = root or result.strip("()").split(", ")[0]
    lines.append(f"  ROOT out = {out} get-tuple-element(conv), index=0")
    return "HloModule cudnn\n\nENTRY e {\n" + "\n".join(lines) + "\n}\n"


def _json(**fields) -> str:
    body = ",".join(f'\\"{k}\\":' + (f'\\"{v}\\"' if isinstance(v, str) else str(v)) for k, v in fields.items())
    return '{\\"cudnn_conv_backend_config\\":{' + body + "}}"


def _jax_conv(x, w, strides, pads, dn, rhs_dilation=(1, 1), groups=1):
    return np.asarray(jax.lax.conv_general_dilated(x, w, strides, pads, rhs_dilation=rhs_dilation,
                                                   dimension_numbers=dn, feature_group_count=groups))


def test_forward_nhwc_with_stride_padding_and_result_scale():
    x = RNG.standard_normal((2, 5, 6, 3)).astype(np.float32)
    w = RNG.standard_normal((3, 3, 3, 4)).astype(np.float32)
    want = 0.5 * _jax_conv(x, w, (1, 2), ((1, 1), (0, 1)), ("NHWC", "HWIO", "NHWC"))
    text = _call(["f32[2,5,6,3]{3,2,1,0}", "f32[3,3,3,4]{3,2,1,0}"], "(f32[2,5,3,4]{3,2,1,0}, u8[0]{0})",
                 "__cudnn$convForward", "window={size=3x3 stride=1x2 pad=1_1x0_1}, dim_labels=b01f_01io->b01f",
                 _json(activation_mode="kNone", conv_result_scale=0.5, side_input_scale=0, leakyrelu_alpha=0))
    np.testing.assert_allclose(bridge.reference.evaluate(text, [x, w])[0], want, rtol=1e-5, atol=1e-5)


def test_forward_nchw_grouped_and_dilated_kernel():
    x = RNG.standard_normal((1, 4, 7, 7)).astype(np.float32)
    w = RNG.standard_normal((6, 2, 2, 2)).astype(np.float32)   # 2 groups: 4 input features, 6 outputs
    want = _jax_conv(x, w, (1, 1), ((0, 0), (0, 0)), ("NCHW", "OIHW", "NCHW"), rhs_dilation=(2, 2), groups=2)
    text = _call(["f32[1,4,7,7]", "f32[6,2,2,2]"], "(f32[1,6,5,5], u8[0])", "__cudnn$convForward",
                 "window={size=2x2 rhs_dilate=2x2}, dim_labels=bf01_oi01->bf01, feature_group_count=2")
    np.testing.assert_allclose(bridge.reference.evaluate(text, [x, w])[0], want, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("mode, act", [("kRelu", lambda r: np.maximum(r, 0)),
                                       ("kLeakyRelu", lambda r: np.where(r > 0, r, 0.25 * r)),
                                       ("kNone", lambda r: r)])
def test_bias_activation_and_side_input(mode, act):
    x = RNG.standard_normal((2, 4, 4, 3)).astype(np.float32)
    w = RNG.standard_normal((2, 2, 3, 5)).astype(np.float32)
    bias, side = RNG.standard_normal(5).astype(np.float32), RNG.standard_normal((2, 3, 3, 5)).astype(np.float32)
    conv = _jax_conv(x, w, (1, 1), ((0, 0), (0, 0)), ("NHWC", "HWIO", "NHWC"))
    text = _call(["f32[2,4,4,3]", "f32[2,2,3,5]", "f32[5]", "f32[2,3,3,5]"], "(f32[2,3,3,5], u8[16])",
                 "__cudnn$convBiasActivationForward", "window={size=2x2}, dim_labels=b01f_01io->b01f",
                 _json(activation_mode=mode, conv_result_scale=2, side_input_scale=0.5, leakyrelu_alpha=0.25))
    got = bridge.reference.evaluate(text, [x, w, bias, side])[0]
    np.testing.assert_allclose(got, act(2 * conv + 0.5 * side + bias), rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("mode", ["kTanh", "kSigmoid", "kElu"])
def test_transcendental_activations_are_correctly_rounded(mode):
    """A 1x1 convolution by 1 with no bias leaves x exact; the activation of it is then the
    correctly rounded f32 value (mpmath), as the reference's own tanh and logistic are."""
    import mpmath
    mpmath.mp.prec = 100
    fn = {"kTanh": mpmath.tanh, "kSigmoid": lambda v: 1 / (1 + mpmath.exp(-v)),
          "kElu": lambda v: v if v > 0 else mpmath.expm1(v)}[mode]
    x = RNG.uniform(-6, 6, (1, 1, 200, 1)).astype(np.float32)
    text = _call(["f32[1,1,200,1]", "f32[1,1,1,1]", "f32[1]"], "(f32[1,1,200,1], u8[0])",
                 "__cudnn$convBiasActivationForward", "window={size=1x1}, dim_labels=b01f_01io->b01f",
                 _json(activation_mode=mode, conv_result_scale=1, side_input_scale=0, leakyrelu_alpha=0))
    got = bridge.reference.evaluate(text, [x, np.ones((1, 1, 1, 1), np.float32), np.zeros(1, np.float32)])[0]
    want = np.array([float(fn(mpmath.mpf(float(v)))) for v in x.ravel()]).astype(np.float32)
    np.testing.assert_array_equal(got.ravel(), want)


def test_half_precision_is_computed_in_f32_and_rounded_once():
    x = RNG.standard_normal((1, 6, 6, 8)).astype(np.float16)
    w = RNG.standard_normal((3, 3, 8, 8)).astype(np.float16)
    want = _jax_conv(x.astype(np.float32), w.astype(np.float32), (1, 1), ((1, 1), (1, 1)),
                     ("NHWC", "HWIO", "NHWC")).astype(np.float16)
    text = _call(["f16[1,6,6,8]", "f16[3,3,8,8]"], "(f16[1,6,6,8], u8[0])", "__cudnn$convForward",
                 "window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f")
    got = bridge.reference.evaluate(text, [x, w])[0]
    assert got.dtype == np.float16
    # f32 sums in another order may round to the neighbouring half: at most one step apart
    np.testing.assert_array_max_ulp(got, want, maxulp=1)


def test_bfloat16_and_older_xlas_numeric_activation():
    # bf16 convolutions (the common GPU case), and older XLA's config: activation_mode "2" is kRelu
    import ml_dtypes
    x = RNG.standard_normal((1, 5, 5, 4)).astype(ml_dtypes.bfloat16)
    w = RNG.standard_normal((3, 3, 4, 2)).astype(ml_dtypes.bfloat16)
    bias = RNG.standard_normal(2).astype(ml_dtypes.bfloat16)
    conv = _jax_conv(x.astype(np.float32), w.astype(np.float32), (1, 1), ((1, 1), (1, 1)), ("NHWC", "HWIO", "NHWC"))
    want = np.maximum(conv + bias.astype(np.float32), 0).astype(ml_dtypes.bfloat16)
    config = '{\\"conv_result_scale\\":1,\\"activation_mode\\":\\"2\\",\\"side_input_scale\\":0}'
    text = _call(["bf16[1,5,5,4]", "bf16[3,3,4,2]", "bf16[2]"], "(bf16[1,5,5,2], u8[0])",
                 "__cudnn$convBiasActivationForward", "window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f",
                 config)
    got = bridge.reference.evaluate(text, [x, w, bias])[0]
    assert got.dtype == ml_dtypes.bfloat16
    np.testing.assert_array_max_ulp(got.astype(np.float32), want.astype(np.float32), maxulp=1 << 16)   # one bf16 step


def test_the_conversion_keeps_the_convolution_and_an_artifact_keeps_it_too():
    text = _call(["f32[1,4,4,1]", "f32[2,2,1,1]"], "(f32[1,3,3,1], u8[0])", "__cudnn$convForward",
                 "window={size=2x2}, dim_labels=b01f_01io->b01f, feature_group_count=1")
    mlir = formats.convert(text, "stablehlo")
    assert 'mhlo.window = "size=2x2"' in mlir and 'mhlo.dim_labels = "b01f_01io->b01f"' in mlir
    back = formats.convert(formats.convert(mlir, "artifact"), "stablehlo")
    assert 'mhlo.window = "size=2x2"' in back and 'mhlo.dim_labels = "b01f_01io->b01f"' in back
    # and HLO written from it has them again where XLA prints them (XLA's exporter drops them;
    # XLA's own parser reads the result)
    hlo = formats.convert(mlir, "hlo")
    assert "window={size=2x2}, dim_labels=b01f_01io->b01f, custom_call_target=" in hlo
    call = [line.split(" loc(")[0] for line in mlir.splitlines() if "custom_call" in line]
    assert [line.split(" loc(")[0] for line in formats.convert(hlo, "stablehlo").splitlines()
            if "custom_call" in line] == call
    formats.convert(hlo, "stablehlo", via="native")
    x, w = np.arange(16, dtype=np.float32).reshape(1, 4, 4, 1), np.ones((2, 2, 1, 1), np.float32)
    np.testing.assert_array_equal(bridge.reference.evaluate(back, [x, w])[0],
                                  _jax_conv(x, w, (1, 1), ((0, 0), (0, 0)), ("NHWC", "HWIO", "NHWC")))


def test_builder_custom_call_takes_xla_window_and_dimension_numbers():
    b = XlaBuilder("conv")
    x = ops.Parameter(b, 0, Shape.array_shape(np.float32, (1, 4, 4, 1)), "x")
    w = ops.Parameter(b, 1, Shape.array_shape(np.float32, (2, 2, 1, 1)), "w")
    result = Shape.tuple_shape([Shape.array_shape(np.float32, (1, 2, 2, 1)), Shape.array_shape(np.uint8, (0,))])
    call = ops.CustomCall(b, "__cudnn$convForward", [x, w], result,
                          window={"size": (2, 2), "stride": (2, 2)}, dim_labels=from_dim_labels("b01f_01io->b01f"))
    comp = b.build(ops.GetTupleElement(call, 0))
    assert 'mhlo.window = "size=2x2 stride=2x2"' in str(bridge.program.as_stablehlo_module(comp))
    xv, wv = RNG.standard_normal((1, 4, 4, 1)).astype(np.float32), RNG.standard_normal((2, 2, 1, 1)).astype(np.float32)
    want = _jax_conv(xv, wv, (2, 2), ((0, 0), (0, 0)), ("NHWC", "HWIO", "NHWC"))
    got = bridge.reference.evaluate(bridge.program.as_stablehlo_module(comp), [xv, wv])[0]
    np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("window, labels, why", [
    ("size=2x2 foo=1", None, "'foo=1' is not a window field"),
    ("size=2", "b01f_01io->b01f", "window 'size=2' has 1 dimensions, dim_labels b01f_01io->b01f 2"),
    ("size=2x2", "b01f_01oi->b0f", "'b0f' must hold bf and spatial 0..1 once each"),
])
def test_builder_refuses_a_bad_window(window, labels, why):
    b = XlaBuilder("bad")
    x = ops.Parameter(b, 0, Shape.array_shape(np.float32, (1, 4, 4, 1)), "x")
    with pytest.raises(bridge.BuilderError, match=why):
        ops.CustomCall(b, "t", [x], Shape.array_shape(np.float32, (1,)), window=window,
                       dim_labels=labels)


@pytest.mark.parametrize("params, result, target, attrs, why", [
    (["f32[1,4,4,1]", "f32[2,2,1,1]"], "(f32[1,6,6,1], u8[0])", "__cudnn$convBackwardInput",
     "window={size=2x2}, dim_labels=b01f_01io->b01f",
     r"of f32\[1, 6, 6, 1\] by f32\[2, 2, 1, 1\] is \(1, 5, 5, 1\), not f32\[1, 4, 4, 1\]"),
    (["s8[1,4,4,4]", "s8[2,2,4,4]"], "(s32[1,3,3,4], u8[0])", "__cudnn$convForward",
     "window={size=2x2}, dim_labels=b01f_01io->b01f", "integer convolutions"),
    (["f32[1,4,4,1]", "f32[2,2,1,1]"], "(f32[1,4,4,1], u8[0])", "__cudnn$convForward",
     "window={size=2x2}, dim_labels=b01f_01io->b01f", r"is \(1, 3, 3, 1\), not f32\[1, 4, 4, 1\]"),
])
def test_refusals_name_the_reason(params, result, target, attrs, why):
    text = _call(params, result, target, attrs)
    dtypes = {"f32": np.float32, "s8": np.int8}
    args = [np.zeros([int(d) for d in p.split("[")[1].rstrip("]").split(",")], dtypes[p.split("[")[0]])
            for p in params]
    with pytest.raises(UnsupportedOp, match=why):
        bridge.reference.evaluate(text, args)


def test_a_stablehlo_call_without_its_window_says_what_is_missing():
    mlir = """func.func @main(%x: tensor<1x4x4x1xf32>, %w: tensor<2x2x1x1xf32>) -> tensor<1x3x3x1xf32> {
      %0:2 = stablehlo.custom_call @"__cudnn$convForward"(%x, %w) : (tensor<1x4x4x1xf32>, tensor<2x2x1x1xf32>) -> (tensor<1x3x3x1xf32>, tensor<0xui8>)
      return %0#0 : tensor<1x3x3x1xf32>
    }"""
    with pytest.raises(UnsupportedOp, match="has no window and dim_labels"):
        bridge.reference.evaluate(mlir, [np.zeros((1, 4, 4, 1), np.float32), np.zeros((2, 2, 1, 1), np.float32)])


def test_any_custom_call_keeps_unlabeled_dims_precision_and_group_counts_round_trip():
    # XLA's parser allows '?' (an unlabeled dimension) in a custom call's dim_labels, and an
    # operand_precision; XLA's importer drops all of these
    text = ("HloModule m\n\nENTRY e {\n  ROOT r = f32[100]{0} custom-call(), window={size=2x2 stride=2x1}, "
            "dim_labels=?b01f_0?1io->b01?f, feature_group_count=2, batch_group_count=3, "
            "operand_precision={high,default}, custom_call_target=\"target\"\n}\n")
    mlir = formats.convert(text, "stablehlo")
    for kept in ('mhlo.window = "size=2x2 stride=2x1"', 'mhlo.dim_labels = "?b01f_0?1io->b01?f"',
                 "mhlo.feature_group_count = 2", "mhlo.batch_group_count = 3", 'mhlo.operand_precision = "high,default"'):
        assert kept in mlir
    hlo = formats.convert(mlir, "hlo")
    assert ("window={size=2x2 stride=2x1}, dim_labels=?b01f_0?1io->b01?f, feature_group_count=2, "
            "batch_group_count=3, operand_precision={high,default}, custom_call_target=\"target\"") in hlo
    formats.convert(hlo, "stablehlo", via="native")   # XLA's parser reads what we wrote


from hypothesis import given, settings, strategies as st  # noqa: E402

_SIZES = st.integers(0, 5)


@st.composite
def _windows(draw):
    rank = draw(st.integers(1, 3))
    fields = {"size": tuple(draw(_SIZES) for _ in range(rank))}
    for key, lo in (("stride", 1), ("lhs_dilate", 1), ("rhs_dilate", 1), ("rhs_reversal", 0)):
        if draw(st.booleans()):
            fields[key] = tuple(draw(st.integers(lo, 4)) for _ in range(rank))
    if draw(st.booleans()):
        fields["pad"] = tuple((draw(st.integers(-2, 3)), draw(st.integers(-2, 3))) for _ in range(rank))
    return fields


@settings(max_examples=200, deadline=None)
@given(_windows())
def test_window_text_reads_back_what_it_writes_and_xla_reads_it_too(fields):
    from dialect_defs.conv_text import window_fields, window_text
    text = window_text(fields)
    assert {k: v for k, v in window_fields(text).items() if k in fields} == fields
    assert window_text(text) == text == window_text("{" + text + "}")
    # XLA's printer's form: our HLO reader (the same grammar as XLA's) parses it to the same fields
    from bridge.hlo import hlo_attrs
    from bridge.hlo.lexer import Source, tokenize
    assert hlo_attrs.window(tokenize(Source("{" + text + "}"))[:-1]) == window_fields(text)


# Backward convolutions keep the forward convolution's window and labels (XLA's GPU tests:
# `output = f16[10,20,30,40]`, `filter = f16[2,2,41,40]` -> `f16[10,20,30,41]`, dim_labels of the
# forward). (jax specs, HLO labels, window, strides, padding, rhs dilation, groups, x, k shapes)
BACKWARD = [
    (("NHWC", "HWIO", "NHWC"), "b01f_01io->b01f", "size=3x3 stride=2x2 pad=1_1x1_1", (2, 2), ((1, 1), (1, 1)),
     (1, 1), 1, (2, 7, 8, 3), (3, 3, 3, 4)),
    (("NCHW", "OIHW", "NCHW"), "bf01_oi01->bf01", "size=2x3 stride=1x2 pad=0_1x2_0 rhs_dilate=2x1", (1, 2),
     ((0, 1), (2, 0)), (2, 1), 1, (1, 2, 6, 7), (5, 2, 2, 3)),
    (("NHWC", "HWIO", "NHWC"), "b01f_01io->b01f", "size=2x2 pad=0_1x0_1", (1, 1), ((0, 1), (0, 1)),
     (1, 1), 2, (2, 5, 5, 4), (2, 2, 2, 6)),   # two feature groups
    (("NWC", "WIO", "NWC"), "b0f_0io->b0f", "size=5 stride=3 pad=2_2", (3,), ((2, 2),), (1,), 1, (1, 11, 2),
     (5, 2, 3)),
]


def _backward_text(target, a, b, result, labels, window, groups):
    fg = f", feature_group_count={groups}" if groups > 1 else ""
    return (f"HloModule bwd\n\nENTRY e {{\n  a = f32[{','.join(map(str, a.shape))}] parameter(0)\n"
            f"  b = f32[{','.join(map(str, b.shape))}] parameter(1)\n"
            f"  c = (f32[{','.join(map(str, result))}], u8[0]) custom-call(a, b), window={{{window}}}, "
            f"dim_labels={labels}{fg}, custom_call_target=\"{target}\", backend_config=\"{_json(conv_result_scale=1)}\"\n"
            f"  ROOT r = f32[{','.join(map(str, result))}] get-tuple-element(c), index=0\n}}\n")


@pytest.mark.parametrize("case", BACKWARD, ids=lambda c: c[2])
def test_backward_input_and_filter_are_the_forward_convolutions_gradients(case):
    specs, labels, window, strides, pads, rdil, groups, xs, ks = case
    x, k = RNG.standard_normal(xs).astype(np.float32), RNG.standard_normal(ks).astype(np.float32)

    def conv(x, k):
        return jax.lax.conv_general_dilated(x, k, strides, pads, rhs_dilation=rdil, dimension_numbers=specs,
                                            feature_group_count=groups)
    y, vjp = jax.vjp(conv, x, k)
    dy = RNG.standard_normal(y.shape).astype(np.float32)
    want_dx, want_dk = (np.asarray(g) for g in vjp(dy))
    dx = bridge.reference.evaluate(_backward_text("__cudnn$convBackwardInput", dy, k, xs, labels, window, groups),
                                   [dy, k])[0]
    dk = bridge.reference.evaluate(_backward_text("__cudnn$convBackwardFilter", x, dy, ks, labels, window, groups),
                                   [x, dy])[0]
    np.testing.assert_allclose(dx, want_dx, rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(dk, want_dk, rtol=1e-4, atol=1e-4)
    # independent of jax: each is the adjoint of the forward convolution, <conv(x,k), dy> =
    # <x, dx(dy, k)> = <k, dk(x, dy)> (in float64 of the float32 results)
    fwd = bridge.reference.evaluate(_call([f"f32[{','.join(map(str, xs))}]", f"f32[{','.join(map(str, ks))}]"],
                                          f"(f32[{','.join(map(str, y.shape))}], u8[0])", "__cudnn$convForward",
                                          f"window={{{window}}}, dim_labels={labels}"
                                          + (f", feature_group_count={groups}" if groups > 1 else "")), [x, k])[0]
    lhs = float(np.vdot(fwd.astype(np.float64), dy))
    assert np.isclose(lhs, np.vdot(x.astype(np.float64), dx), rtol=1e-5)
    assert np.isclose(lhs, np.vdot(k.astype(np.float64), dk), rtol=1e-5)


def test_an_xla_computation_with_custom_calls_runs_on_the_reference_directly():
    # its xla ops are evaluated as they are, except that the targets' kernels are StableHLO's:
    # an XlaComputation (and xla-dialect text) with custom calls runs as the StableHLO it lowers to
    b = XlaBuilder("conv")
    x = ops.Parameter(b, 0, Shape.array_shape(np.float32, (1, 4, 4, 1)), "x")
    w = ops.Parameter(b, 1, Shape.array_shape(np.float32, (2, 2, 1, 1)), "w")
    result = Shape.tuple_shape([Shape.array_shape(np.float32, (1, 2, 2, 1)), Shape.array_shape(np.uint8, (0,))])
    call = ops.CustomCall(b, "__cudnn$convForward", [x, w], result, window="size=2x2 stride=2x2",
                          dim_labels="b01f_01io->b01f")
    comp = b.build(ops.Neg(ops.GetTupleElement(call, 0)))
    xv, wv = np.arange(16, dtype=np.float32).reshape(1, 4, 4, 1), np.ones((2, 2, 1, 1), np.float32)
    want = [[-10.0, -18.0], [-42.0, -50.0]]
    np.testing.assert_array_equal(bridge.reference.evaluate(comp, [xv, wv])[0].reshape(2, 2), want)
    for program in (str(comp.module), comp.module):
        np.testing.assert_array_equal(bridge.reference.evaluate(program, [xv, wv])[0].reshape(2, 2), want)
    assert "xla.custom_call" in str(comp.module)   # (the computation itself is untouched)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=list("sizetrpadlhx_=0123-? {}bfio>"), max_size=30))
def test_any_window_or_dim_labels_text_is_read_or_refused_with_a_reason(text):
    from dialect_defs.conv_text import call_dim_labels, from_dim_labels, window_fields
    for read in (window_fields, call_dim_labels, from_dim_labels):
        try:
            read(text)
        except ValueError as e:
            assert str(e)


BEFORE = """HloModule step

ENTRY e {
  x = f32[2,6,6,3] parameter(0)
  k = f32[3,3,3,4] parameter(1)
  w = f32[4,5] parameter(2)
  c = f32[2,6,6,4] convolution(x, k), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
  z = f32[] constant(0)
  zs = f32[2,6,6,4] broadcast(z), dimensions={}
  r = f32[2,6,6,4] maximum(c, zs)
  ROOT d = f32[2,6,6,5] dot(r, w), lhs_contracting_dims={3}, rhs_contracting_dims={0}
}
"""
# what XLA:GPU's optimizations make of it: the convolution a cuDNN call (with its relu fused:
# a zero bias), the dot a cuBLAS call on a flattened lhs
AFTER = """HloModule step_gpu

ENTRY e {
  x = f32[2,6,6,3]{3,2,1,0} parameter(0)
  k = f32[3,3,3,4]{3,2,1,0} parameter(1)
  w = f32[4,5]{1,0} parameter(2)
  z = f32[] constant(0)
  zero = f32[4]{0} broadcast(z), dimensions={}
  conv = (f32[2,6,6,4]{3,2,1,0}, u8[0]{0}) custom-call(x, k, zero), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f, custom_call_target="__cudnn$convBiasActivationForward", backend_config={"cudnn_conv_backend_config":{"activation_mode":"kRelu","conv_result_scale":1,"side_input_scale":0,"leakyrelu_alpha":0}}
  r = f32[2,6,6,4]{3,2,1,0} get-tuple-element(conv), index=0
  flat = f32[72,4]{1,0} bitcast(r)
  gemm = (f32[72,5]{1,0}, s8[0]{0}) custom-call(flat, w), custom_call_target="__cublas$gemm", backend_config={"gemm_backend_config":{"alpha_real":1,"beta":0,"dot_dimension_numbers":{"lhs_contracting_dimensions":["1"],"rhs_contracting_dimensions":["0"],"lhs_batch_dimensions":[],"rhs_batch_dimensions":[]},"alpha_imag":0,"epilogue":"DEFAULT"}}
  g = f32[72,5]{1,0} get-tuple-element(gemm), index=0
  ROOT out = f32[2,6,6,5]{3,2,1,0} bitcast(g)
}
"""


def test_a_gpu_optimized_module_checked_against_the_unoptimized_one_on_cpu(tmp_path, capsys):
    # The worked example of docs/formats.md: difftest runs the dump's module from before
    # optimizations on PJRT CPU and, through a plugin backend, XLA:GPU's optimized module of the
    # same program on the reference, on the same inputs
    from bridge.cli.main import main as cli
    before, after, plugin = tmp_path / "before.txt", tmp_path / "after.txt", tmp_path / "gpu_after.py"
    before.write_text(BEFORE)
    after.write_text(AFTER)
    plugin.write_text(
        "import bridge\nfrom bridge.diff import register_backend\n\n"
        f"AFTER = open({str(after)!r}).read()\n"
        "register_backend('gpu-optimized', lambda prepared, inputs: bridge.reference.evaluate(AFTER, inputs))\n")
    code = cli(["difftest", str(before), "--backends", "cpu,gpu-optimized", "--plugin", str(plugin),
                "--no-progress"])
    out = capsys.readouterr()
    assert code == 0, out.out + out.err
    assert "1 module: 1 match" in out.out + out.err
    # and a wrong optimization is caught: the relu left out of the cuDNN call
    after.write_text(AFTER.replace('"activation_mode":"kRelu"', '"activation_mode":"kNone"'))
    assert cli(["difftest", str(before), "--backends", "cpu,gpu-optimized", "--plugin", str(plugin),
                "--no-progress"]) == 1
