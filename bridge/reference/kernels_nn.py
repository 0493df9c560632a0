"""batch_norm_inference / batch_norm_training / batch_norm_grad, following the spec's
decompositions step by step (narrow floats computed in f32, rounded at the end)."""
from __future__ import annotations

import numpy as np

from .kernels_elementwise import compute_dtype
from .kernel_registry import register


def _setup(info):
    fi = info.scalar("feature_index")
    eps = info.scalar("epsilon")
    t = info.operand_types[0]
    rank = len(t.shape)
    cdt = compute_dtype(t.name)
    axes = tuple(d for d in range(rank) if d != fi)
    view = [1] * rank
    view[fi] = t.shape[fi]
    # the spec's divisor, size(operand) / dim(operand, feature_index): with an empty batch the
    # mean is 0 / 0 = NaN, as in XLA
    count = cdt.type(int(np.prod([t.shape[d] for d in axes], dtype=np.int64)))

    def bcast(v):
        return np.asarray(v).astype(cdt).reshape(view)

    def mean(x):
        with np.errstate(invalid="ignore", divide="ignore"):
            return np.sum(x, axis=axes) / count
    return fi, cdt.type(eps), cdt, bcast, mean, count


def _inference(x, scale, offset, mean_b, var_b, eps):
    centered = x - mean_b
    stddev = np.sqrt(var_b + eps)
    return scale * (centered / stddev) + offset


@register("stablehlo.batch_norm_inference")
def _batch_norm_inference(info):
    _, eps, cdt, bcast, _, _ = _setup(info)
    out_dt = info.result.dtype

    def run(frame, x, scale, offset, mean, variance):
        r = _inference(np.asarray(x).astype(cdt), bcast(scale), bcast(offset), bcast(mean), bcast(variance), eps)
        return r.astype(out_dt)
    return run


@register("stablehlo.batch_norm_training")
def _batch_norm_training(info):
    _, eps, cdt, bcast, mean_of, _ = _setup(info)
    outs = [t.dtype for t in info.result_types]

    def run(frame, x, scale, offset):
        x = np.asarray(x).astype(cdt)
        mean = mean_of(x)
        centered = x - bcast(mean)
        var = mean_of(centered * centered)
        r = _inference(x, bcast(scale), bcast(offset), bcast(mean), bcast(var), eps)
        return [r.astype(outs[0]), mean.astype(outs[1]), var.astype(outs[2])]
    return run


@register("stablehlo.batch_norm_grad")
def _batch_norm_grad(info):
    fi, eps, cdt, bcast, _, count = _setup(info)
    outs = [t.dtype for t in info.result_types]
    rank = len(info.operand_types[0].shape)
    axes = tuple(d for d in range(rank) if d != fi)

    def run(frame, x, scale, mean, variance, grad_output):
        x = np.asarray(x).astype(cdt)
        g = np.asarray(grad_output).astype(cdt)
        scale_b, var_b = bcast(scale), bcast(variance)
        centered = x - bcast(mean)
        stddev = np.sqrt(var_b + eps)
        normalized = centered / stddev
        i1 = g * count
        i2 = bcast(np.sum(g, axis=axes))
        i3 = bcast(np.sum(g * centered, axis=axes))
        i5 = (i3 * centered) / (var_b + eps)
        i6 = (i1 - i2) - i5
        with np.errstate(invalid="ignore", divide="ignore"):   # (an empty batch: count 0, no elements)
            grad_operand = ((scale_b / stddev) / count) * i6
        grad_scale = np.sum(g * normalized, axis=axes)
        grad_offset = np.sum(g, axis=axes)
        return [grad_operand.astype(outs[0]), grad_scale.astype(outs[1]), grad_offset.astype(outs[2])]
    return run
