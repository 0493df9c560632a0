"""Reference kernels for the cuDNN convolution custom calls of XLA:GPU's optimized HLO
(`__cudnn$convForward`, `__cudnn$convBiasActivationForward`): what a GPU dump holds for its
convolutions once XLA's conv rewriter ran, so such a dump runs on a machine without a GPU.

The convolution is the call's window, dim_labels and feature_group_count (kept on the
StableHLO call as `mhlo.window`, `mhlo.dim_labels`, `mhlo.feature_group_count`: see
dialect_defs.conv_text), computed as HLO's convolution. The backend config's
`cudnn_conv_backend_config` (JSON; older XLA wrote the config alone) scales it:
convForward gives conv_result_scale·conv; convBiasActivationForward gives
activation(conv_result_scale·conv + side_input_scale·side_input + bias), bias a vector
along the output feature dimension, side_input (optional) shaped as the output. Results:
the output, then cuDNN's u8 scratch buffer (zeros). Narrow floats are computed in f32 and
rounded once. The backward calls (convBackwardInput/Filter: their window describes the
forward convolution), integer convolutions and other activations are refused by name.
"""
from __future__ import annotations

import json
import re

import numpy as np

from bridge.shape import Shape
from dialect_defs.conv_text import from_dim_labels, window_fields
from dialect_defs.ops_conv import conv_config, conv_shape

from .. import mlir_attrs as attrs
from .kernels_custom_call import CallSpec, register_target
from .kernels_elementwise import compute_dtype
from .xla_conv import convolve

_ACTIVATIONS = {
    "kNone": lambda r, alpha: r,
    "kRelu": lambda r, alpha: np.maximum(r, 0),
    "kRelu6": lambda r, alpha: np.clip(r, 0, 6),
    "kElu": lambda r, alpha: np.where(r > 0, r, np.expm1(np.minimum(r, 0))),
    "kLeakyRelu": lambda r, alpha: np.where(r > 0, r, r * alpha),
    "kTanh": lambda r, alpha: np.tanh(r),
    "kSigmoid": lambda r, alpha: 1 / (1 + np.exp(-r)),
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


def _text(spec: CallSpec, name: str) -> str | None:
    a = spec.info.attr(name)
    return None if a is None else attrs.scalar(a)


def _convolution(spec: CallSpec, lhs, rhs, out):
    """run(x, w) -> the call's convolution in the compute type of `out`."""
    window, labels = _text(spec, "mhlo.window"), _text(spec, "mhlo.dim_labels")
    if window is None or labels is None:
        raise spec.error("the call has no window and dim_labels (mhlo.window, mhlo.dim_labels): its HLO "
                         "instruction's window= and dim_labels= were not kept")
    try:
        w, dn = window_fields(window), from_dim_labels(labels)
    except ValueError as e:
        raise spec.error(str(e)) from None
    values = {"window_strides": w["stride"], "padding": w["pad"], "lhs_dilation": w["lhs_dilate"],
              "rhs_dilation": w["rhs_dilate"], "dimension_numbers": dn,
              "feature_group_count": int(attrs.scalar(spec.info.attr("mhlo.feature_group_count") or 1) or 1),
              "batch_group_count": int(attrs.scalar(spec.info.attr("mhlo.batch_group_count") or 1) or 1)}
    lhs_s, rhs_s = Shape.array_shape(lhs.name, lhs.shape), Shape.array_shape(rhs.name, rhs.shape)
    try:
        c = conv_config(spec.target, lhs_s, rhs_s, values)
        inferred = conv_shape(spec.target, lhs_s, rhs_s, c)
    except Exception as e:   # (BuilderError: the rule broken, with the shapes)
        raise spec.error(str(e)) from None
    if tuple(inferred.dimensions) != tuple(out.shape):
        raise spec.error(f"output {out} is not the convolution's shape {inferred.dimensions} "
                         f"(window {window}, dim_labels {labels})")
    flip = [dn.kernel_spatial_dimensions[k] for k, r in enumerate(w["rhs_reversal"]) if r]
    cdt = compute_dtype(out.name)
    return lambda x, k: convolve(x, np.flip(k, flip) if flip else k, c, out.shape, cdt, cdt)


@register_target("__cudnn$convForward", "__cudnn$convBiasActivationForward")
def _cudnn_conv(info):
    spec = CallSpec(info)
    fused = spec.target == "__cudnn$convBiasActivationForward"
    ops, outs = spec.operand_types, spec.result_types
    out = outs[0]
    if any(np.dtype(t.dtype).kind not in "fc" for t in (*ops[:2], out)):
        raise spec.error(f"integer convolutions ({ops[0]}, {ops[1]} -> {out}) are not supported: cuDNN's "
                         f"int8 scaling and saturation are its own")
    if any(t.name != "u8" for t in outs[1:]) or len(outs) > 2:
        raise spec.error("results after the output must be cuDNN's u8 scratch buffer")
    if len(ops) not in ((3, 4) if fused else (2,)):
        raise spec.error(f"{len(ops)} operands: convForward takes input and filter, convBiasActivationForward "
                         f"input, filter, bias and optionally side_input")
    config = _config(spec)
    scale = float(config.get("conv_result_scale", 1))
    side_scale = float(config.get("side_input_scale", 0))
    mode = str(config.get("activation_mode", "kNone"))
    alpha = float(config.get("leakyrelu_alpha", 0))
    if mode not in _ACTIVATIONS:
        raise spec.error(f"activation_mode {mode} is not supported ({', '.join(_ACTIVATIONS)} are)")
    if not fused and mode != "kNone":
        raise spec.error(f"activation_mode {mode} needs __cudnn$convBiasActivationForward")
    conv = _convolution(spec, ops[0], ops[1], out)
    feature = from_dim_labels(_text(spec, "mhlo.dim_labels")).output_feature_dimension
    if fused and (len(ops[2].shape) != 1 or ops[2].shape[0] != out.shape[feature]):
        raise spec.error(f"bias {ops[2]} must be a vector along the output's feature dimension {out}")
    if fused and len(ops) == 4 and tuple(ops[3].shape) != tuple(out.shape):
        raise spec.error(f"side_input {ops[3]} must have the output's shape {out}")
    bias_shape = [1] * len(out.shape)
    if fused:
        bias_shape[feature] = out.shape[feature]
    act = _ACTIVATIONS[mode]

    def run(frame, x, w, *rest):
        r = conv(x, w)
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
    raise spec.error("cuDNN's backward convolutions are not supported (their window describes the forward "
                     "convolution; run the dump from before XLA's conv rewriter, where they are convolutions)")
