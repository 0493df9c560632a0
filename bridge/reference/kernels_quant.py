"""Quantized tensors: uniform_quantize, uniform_dequantize, and every other op on
quantized types by the spec's `dequantize_op_quantize`.

A quantized value is held as its storage integers (TensorType.quant has the scales
and zero points). Data-movement and control ops whose quantized types all carry the
same parameters run directly on the storage (exact); any other op on quantized
types runs its float kernel on dequantized operands and quantizes its results.
"""
from __future__ import annotations

import numpy as np

from bridge import dtypes

from ..mlir_attrs import TensorType
from .kernels_elementwise import compute_dtype
from .kernel_registry import register

_STORAGE_OPS = frozenset(f"stablehlo.{n}" for n in (
    "reshape", "transpose", "broadcast_in_dim", "slice", "concatenate", "reverse", "gather",
    "dynamic_slice", "dynamic_update_slice", "get_tuple_element", "tuple", "select", "pad",
    "optimization_barrier", "while", "if", "case", "all_gather", "all_to_all", "collective_permute",
    "collective_broadcast", "sort", "uniform_quantize", "uniform_dequantize", "bitcast_convert")) | {"func.call"}


def _axis_view(q, shape):
    """Scales and zero points shaped to broadcast against a tensor of `shape`."""
    if q.axis is None:
        return q.scales[0], q.zero_points[0]
    view = [1] * len(shape)
    view[q.axis] = -1
    return q.scales.reshape(view), q.zero_points.reshape(view)


def dequantize(x, t: TensorType) -> np.ndarray:
    """storage integers -> expressed-type floats: (x - zero_point) * scale."""
    scale, zp = _axis_view(t.quant, t.shape)
    cdt = compute_dtype(t.quant.expressed)
    r = (np.asarray(x).astype(np.float64) - zp) * scale
    return r.astype(cdt).astype(dtypes.to_numpy(t.quant.expressed))


def quantize(x, t: TensorType) -> np.ndarray:
    """floats -> storage: clamp(round_nearest_even(x / scale + zero_point), min, max)."""
    q = t.quant
    scale, zp = _axis_view(q, t.shape)
    r = np.rint(np.asarray(x).astype(np.float64) / scale + zp)
    return np.clip(np.nan_to_num(r), q.lo, q.hi).astype(t.dtype)


def _expressed(t):
    if isinstance(t, TensorType) and t.quant is not None:
        return TensorType(t.shape, t.quant.expressed, dtypes.to_numpy(t.quant.expressed))
    return t


def _key(t):
    q = t.quant
    return (q.storage, q.lo, q.hi, tuple(q.scales), tuple(q.zero_points), q.axis)


def is_quantized(info) -> bool:
    return any(isinstance(t, TensorType) and t.quant is not None
               for t in list(info.operand_types) + list(info.result_types))


def quantized_kernel(info, factory):
    """The kernel of an op that has quantized operands or results."""
    qtypes = [t for t in list(info.operand_types) + list(info.result_types)
              if isinstance(t, TensorType) and t.quant is not None]
    if info.name in _STORAGE_OPS and len({_key(t) for t in qtypes}) == 1 or info.name in (
            "stablehlo.uniform_quantize", "stablehlo.uniform_dequantize"):
        return factory(info)
    in_types, out_types = list(info.operand_types), list(info.result_types)
    info.operand_types = [_expressed(t) for t in in_types]
    info.result_types = [_expressed(t) for t in out_types]
    run = factory(info)
    single = len(out_types) == 1

    def wrapped(frame, *args):
        xs = [dequantize(a, t) if isinstance(t, TensorType) and t.quant is not None else a
              for a, t in zip(args, in_types)]
        res = run(frame, *xs)
        res = [res] if single else list(res)
        res = [quantize(r, t) if isinstance(t, TensorType) and t.quant is not None else r
               for r, t in zip(res, out_types)]
        return res[0] if single else res
    return wrapped


@register("stablehlo.uniform_quantize")
def _uniform_quantize(info):
    src, dst = info.operand_types[0], info.result

    def run(frame, x):
        if src.quant is not None:  # requantize
            x = dequantize(x, src)
        return quantize(x, dst)
    return run


@register("stablehlo.uniform_dequantize")
def _uniform_dequantize(info):
    src = info.operand_types[0]
    return lambda frame, x: dequantize(x, src)
