"""Reference kernels for the cuDNN convolution custom calls of XLA:GPU's optimized HLO
(`__cudnn$convForward`, `__cudnn$convBiasActivationForward`, `__cudnn$convBackwardInput`,
`__cudnn$convBackwardFilter`): what a GPU dump holds for its convolutions once XLA's conv
rewriter ran, so such a dump (inference or training) runs on a machine without a GPU.

Every call names one forward convolution: its window, dim_labels and feature_group_count
(kept on the StableHLO call as `mhlo.window`, `mhlo.dim_labels`, `mhlo.feature_group_count`:
see dialect_defs.conv_text), computed as HLO's convolution. convForward gives
conv_result_scale·conv(x, k); convBiasActivationForward gives activation(conv_result_scale·conv
+ side_input_scale·side_input + bias), bias a vector along the output feature dimension,
side_input (optional) shaped as the output. The backward calls keep the forward
convolution's window and labels: convBackwardInput(dy, k) is the input's gradient (the
forward's input shape), convBackwardFilter(x, dy) the kernel's, each the transpose of the
forward convolution as jax's transpose rules compute it. The backend config's
`cudnn_conv_backend_config` (JSON; older XLA wrote the config alone) gives the scales and
activation. Results: the output, then cuDNN's u8 scratch buffer (zeros). Narrow floats are
computed in f32 and rounded once. Integer convolutions and other activations are refused by
name.
"""
from __future__ import annotations

import json
import re
from dataclasses import replace

import numpy as np

from bridge import dtypes
from bridge.shape import Shape
from dialect_defs.conv_text import from_dim_labels, window_fields
from dialect_defs.ops_conv import ConvolutionDimensionNumbers, conv_config, conv_shape

from .kernels_custom_call import CallSpec, register_target
from .kernels_elementwise import compute_dtype
from .xla_conv import convolve


def _in_double(fn):
    """fn evaluated in float64 and rounded once to the accumulator's type (correctly rounded
    for f32, as the reference's tanh, logistic and expm1 are: numpy's f32 loops are not)."""
    return lambda r, alpha: np.asarray(fn(r.astype(np.float64))).astype(r.dtype)


_ACTIVATIONS = {
    "kNone": lambda r, alpha: r,
    "kRelu": lambda r, alpha: np.maximum(r, 0),
    "kRelu6": lambda r, alpha: np.clip(r, 0, 6),
    "kElu": _in_double(lambda r: np.where(r > 0, r, np.expm1(np.minimum(r, 0)))),
    "kLeakyRelu": lambda r, alpha: np.where(r > 0, r, r * alpha),
    "kTanh": _in_double(np.tanh),
    "kSigmoid": _in_double(lambda r: 1 / (1 + np.exp(-r))),
}
_PROTO_FIELD = re.compile(r"(\w+)\s*:\s*\"?([\w.+-]+)\"?")


def _config(spec: CallSpec) -> dict:
    text = spec.info.scalar("backend_config", "")
    if not isinstance(text, str) or not text.strip():
        return {}
    try:
        config = json.loads(text)
    except ValueError:   # older XLA: the config's text proto, {conv_result_scale:1}
        return dict(_PROTO_FIELD.findall(text))
    if not isinstance(config, dict):
        raise spec.error("backend_config must be XLA's JSON config (cudnn_conv_backend_config)")
    return config.get("cudnn_conv_backend_config", config)


# stream_executor's dnn.proto ActivationMode, as older XLA wrote it ("activation_mode":"2")
_ACTIVATION_NUMBERS = {"0": "kNone", "1": "kSigmoid", "2": "kRelu", "3": "kRelu6", "5": "kTanh", "7": "kElu",
                       "8": "kLeakyRelu"}


def _activation(config: dict) -> str:
    mode = str(config.get("activation_mode", "kNone"))
    return _ACTIVATION_NUMBERS.get(mode, mode)


def _check_types(spec: CallSpec, ops, outs) -> None:
    if any(not (dtypes.is_float(t.name) or dtypes.is_complex(t.name)) for t in (*ops, outs[0])):
        raise spec.error(f"integer convolutions ({', '.join(map(str, ops))} -> {outs[0]}) are not supported: "
                         f"cuDNN's int8 scaling and saturation are its own")
    if len(outs) > 2 or any(t.name != "u8" for t in outs[1:]):
        raise spec.error("results after the convolution's must be cuDNN's u8 scratch buffer")


def _forward(spec: CallSpec, x, k, y):
    """The forward convolution the call describes, of input type x, kernel k, output y (all
    three shapes known: which operand or result each is depends on the call): (config, window
    fields, dimension numbers), the shapes checked against it."""
    window, labels = spec.info.scalar("mhlo.window"), spec.info.scalar("mhlo.dim_labels")
    if window is None or labels is None:
        raise spec.error("the call has no window and dim_labels (mhlo.window, mhlo.dim_labels): its HLO "
                         "instruction's window= and dim_labels= were not kept")
    try:
        w, dn = window_fields(window), from_dim_labels(labels)
    except ValueError as e:
        raise spec.error(str(e)) from None
    groups = int(spec.info.scalar("mhlo.feature_group_count", 1))
    if int(spec.info.scalar("mhlo.batch_group_count", 1)) != 1:
        raise spec.error("batch_group_count is not cuDNN's (its calls group features only)")
    values = {"window_strides": w["stride"], "padding": w["pad"], "lhs_dilation": w["lhs_dilate"],
              "rhs_dilation": w["rhs_dilate"], "dimension_numbers": dn, "feature_group_count": groups}
    xs, ks = Shape.array_shape(x.name, x.shape), Shape.array_shape(k.name, k.shape)
    try:
        c = conv_config(spec.target, xs, ks, values)
        inferred = conv_shape(spec.target, xs, ks, c)
    except Exception as e:   # (BuilderError: the rule broken, with the shapes)
        raise spec.error(str(e)) from None
    if tuple(inferred.dimensions) != tuple(y.shape):
        raise spec.error(f"the convolution of {x} by {k} is {inferred.dimensions}, not {y} (window {window}, "
                         f"dim_labels {labels})")
    if any(d != 1 for d in w["lhs_dilate"]) and spec.target not in _FORWARD:
        raise spec.error("a backward convolution with lhs_dilate is not cuDNN's")
    return c, w, dn


def _flipped(k, w, dn):
    flip = [dn.kernel_spatial_dimensions[i] for i, r in enumerate(w["rhs_reversal"]) if r]
    return np.flip(k, flip) if flip else k


def _axis_out_of(src: int, size1: int, x):   # (jax's _reshape_axis_out_of)
    shape = list(x.shape)
    shape[src:src + 1] = [size1, shape[src] // size1]
    return x.reshape(shape)


def _axis_into(src: int, dst: int, x):       # (jax's _reshape_axis_into: src becomes dst's major part)
    perm = [i for i in range(x.ndim) if i != src]
    perm.insert(dst, src)
    shape = list(np.delete(x.shape, src))
    shape[dst] *= x.shape[src]
    return np.transpose(x, perm).reshape(shape)


def _specs(dn):
    """jax's (lhs, rhs, out) specs: (batch, feature, spatial...), (out-feature, in-feature, ...)."""
    return ((dn.input_batch_dimension, dn.input_feature_dimension, *dn.input_spatial_dimensions),
            (dn.kernel_output_feature_dimension, dn.kernel_input_feature_dimension, *dn.kernel_spatial_dimensions),
            (dn.output_batch_dimension, dn.output_feature_dimension, *dn.output_spatial_dimensions))


def _numbers(lhs, rhs, out) -> ConvolutionDimensionNumbers:
    return ConvolutionDimensionNumbers(lhs[0], lhs[1], tuple(lhs[2:]), rhs[1], rhs[0], tuple(rhs[2:]),
                                       out[0], out[1], tuple(out[2:]))


def _dilated(sizes, dilation):
    return [0 if n == 0 else 1 + d * (n - 1) for n, d in zip(sizes, dilation)]


def _backward_input(c, w, dn, x_shape, k_shape, y_shape, cdt):
    """run(dy, k) -> d(conv)/dx applied to dy: the transpose of x -> conv(x, k), as jax's
    _conv_general_dilated_transpose_lhs computes it (a convolution of dy by the reversed kernel,
    input and output features swapped, dy dilated by the strides)."""
    lhs_spec, rhs_spec, out_spec = _specs(dn)
    groups, ns = c.feature_group_count, len(dn.input_spatial_dimensions)
    k_sizes = [k_shape[d] for d in dn.kernel_spatial_dimensions]
    in_d = _dilated([x_shape[d] for d in dn.input_spatial_dimensions], c.lhs_dilation)
    k_d = _dilated(k_sizes, c.rhs_dilation)
    out_d = _dilated([y_shape[d] for d in dn.output_spatial_dimensions], c.strides)
    before = [kd - lo - 1 for kd, (lo, _) in zip(k_d, c.padding)]
    pads = tuple((b, i + kd - 1 - o - b) for b, i, kd, o in zip(before, in_d, k_d, out_d))
    t = replace(c, dn=_numbers(out_spec, (rhs_spec[1], rhs_spec[0], *rhs_spec[2:]), lhs_spec), strides=c.lhs_dilation,
                padding=pads, lhs_dilation=c.strides, batch_group_count=1)

    def run(dy, k):
        k = np.asarray(k)
        if groups > 1:   # the group axis moves from the kernel's out-features into its in-features
            k = _axis_into(rhs_spec[0], rhs_spec[1], _axis_out_of(rhs_spec[0], groups, k))
        k = np.flip(k, [d for d in rhs_spec[2:]]) if ns else k
        return convolve(dy, k, t, x_shape, cdt, cdt)
    return run


def _backward_filter(c, dn, x_shape, k_shape, y_shape, cdt):
    """run(x, dy) -> d(conv)/dk applied to dy, as jax's _conv_general_dilated_transpose_rhs:
    a convolution of x by dy with batch and features swapped (feature groups become batch
    groups), strides and kernel dilation exchanged."""
    lhs_spec, rhs_spec, out_spec = _specs(dn)
    swap = lambda spec: (spec[1], spec[0], *spec[2:])   # noqa: E731
    in_d = _dilated([x_shape[d] for d in dn.input_spatial_dimensions], c.lhs_dilation)
    k_d = _dilated([k_shape[d] for d in dn.kernel_spatial_dimensions], c.rhs_dilation)
    out_d = _dilated([y_shape[d] for d in dn.output_spatial_dimensions], c.strides)
    pads = tuple((lo, (o - i) + (kd - lo - 1)) for (lo, _), i, kd, o in zip(c.padding, in_d, k_d, out_d))
    # the transposed convolution's (lhs, rhs, out) specs are (lhs^T, out^T, rhs^T); as numbers,
    # its kernel's "out feature" is dy's batch-swapped feature and its output is the kernel
    t_lhs, t_rhs, t_out = swap(lhs_spec), swap(out_spec), swap(rhs_spec)
    t = replace(c, dn=_numbers(t_lhs, t_rhs, t_out), strides=c.rhs_dilation, padding=pads,
                rhs_dilation=c.strides, feature_group_count=1, batch_group_count=c.feature_group_count)
    return lambda x, dy: convolve(x, dy, t, k_shape, cdt, cdt)


_FORWARD = ("__cudnn$convForward", "__cudnn$convBiasActivationForward")


@register_target("__cudnn$convForward", "__cudnn$convBiasActivationForward")
def _cudnn_conv(info):
    spec = CallSpec(info)
    fused = spec.target == "__cudnn$convBiasActivationForward"
    ops, outs = spec.operand_types, spec.result_types
    out = outs[0]
    if len(ops) not in ((3, 4) if fused else (2,)):
        raise spec.error(f"{len(ops)} operands: convForward takes input and filter, convBiasActivationForward "
                         f"input, filter, bias and optionally side_input")
    _check_types(spec, ops[:2], outs)
    config = _config(spec)
    scale = float(config.get("conv_result_scale", 1))
    side_scale = float(config.get("side_input_scale", 0))
    mode = _activation(config)
    alpha = float(config.get("leakyrelu_alpha", 0))
    if mode not in _ACTIVATIONS:
        raise spec.error(f"activation_mode {mode} is not supported ({', '.join(_ACTIVATIONS)} are)")
    if not fused and mode != "kNone":
        raise spec.error(f"activation_mode {mode} needs __cudnn$convBiasActivationForward")
    c, w, dn = _forward(spec, ops[0], ops[1], out)
    cdt = compute_dtype(out.name)
    feature = dn.output_feature_dimension
    if fused and (len(ops[2].shape) != 1 or ops[2].shape[0] != out.shape[feature]):
        raise spec.error(f"bias {ops[2]} must be a vector along the output's feature dimension {out}")
    if fused and len(ops) == 4 and tuple(ops[3].shape) != tuple(out.shape):
        raise spec.error(f"side_input {ops[3]} must have the output's shape {out}")
    bias_shape = [1] * len(out.shape)
    if fused:
        bias_shape[feature] = out.shape[feature]
    act = _ACTIVATIONS[mode]

    wf = w

    def run(frame, x, k, *rest):
        r = convolve(x, _flipped(np.asarray(k), wf, dn), c, out.shape, cdt, cdt)
        if scale != 1:
            r = r * np.asarray(scale, r.dtype)
        if fused:
            if len(rest) == 2 and side_scale != 0:
                r = r + np.asarray(side_scale, r.dtype) * np.asarray(rest[1]).astype(r.dtype)
            r = act(r + np.asarray(rest[0]).astype(r.dtype).reshape(bias_shape), np.asarray(alpha, r.dtype))
        r = np.asarray(r).astype(out.dtype)
        return [r, np.zeros(outs[1].shape, outs[1].dtype)] if len(outs) == 2 else r
    return run


@register_target("__cudnn$convBackwardInput", "__cudnn$convBackwardFilter")
def _cudnn_backward(info):
    spec = CallSpec(info)
    ops, outs = spec.operand_types, spec.result_types
    result = outs[0]
    if len(ops) != 2:
        raise spec.error(f"{len(ops)} operands: a backward convolution takes two")
    _check_types(spec, ops, outs)
    config = _config(spec)
    mode = _activation(config)
    if mode != "kNone":
        raise spec.error(f"activation_mode {mode}: a backward convolution has none")
    scale = float(config.get("conv_result_scale", 1))
    cdt = compute_dtype(result.name)
    if spec.target == "__cudnn$convBackwardInput":   # (dy, kernel) -> dx: the forward's input
        x, k, y = result, ops[1], ops[0]
        c, w, dn = _forward(spec, x, k, y)
        grad = _backward_input(c, w, dn, x.shape, k.shape, y.shape, cdt)
        call = lambda dy, kernel: grad(dy, _flipped(np.asarray(kernel), w, dn))   # noqa: E731
    else:                                            # (x, dy) -> dkernel: the forward's kernel
        x, k, y = ops[0], result, ops[1]
        c, w, dn = _forward(spec, x, k, y)
        if any(w["rhs_reversal"]):
            raise spec.error("rhs_reversal in a backward-filter convolution is not cuDNN's")
        call = _backward_filter(c, dn, x.shape, k.shape, y.shape, cdt)

    def run(frame, a, b):
        r = call(a, b)
        if scale != 1:
            r = r * np.asarray(scale, r.dtype)
        r = np.asarray(r).astype(result.dtype)
        return [r, np.zeros(outs[1].shape, outs[1].dtype)] if len(outs) == 2 else r
    return run
