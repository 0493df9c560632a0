"""Dynamic-shape ops whose shapes are static once refined: dynamic_broadcast_in_dim,
dynamic_iota, dynamic_reshape, dynamic_pad, dynamic_gather, dynamic_conv,
real_dynamic_slice, set_dimension_size.

Their size operands are read at run time and must agree with the static result
type (the numpy reference only evaluates static shapes); a disagreement is an error
naming the op, not a silent reshape.
"""
from __future__ import annotations

import numpy as np
from jaxlib.mlir.dialects import stablehlo

from bridge.errors import HloBridgeError

from .kernels_gather import gather_fn
from .kernels_linalg import convolution_fn
from .kernels_shape import broadcast_in_dim_fn, iota_value, pad_array
from .kernel_registry import register


def _dims(info, values, what):
    dims = tuple(int(v) for v in np.asarray(values).reshape(-1))
    if dims != tuple(info.result.shape):
        raise HloBridgeError(f"{info.name}: {what} {list(dims)} disagrees with the result type "
                             f"{info.result} at {info.loc}")
    return dims


# Once _dims has checked the size operand against the static result type, these are
# their static ops' kernels.

@register("stablehlo.dynamic_broadcast_in_dim")
def _dynamic_broadcast_in_dim(info):
    out = info.result
    static = broadcast_in_dim_fn(info.operand_types[0].shape, info.ints("broadcast_dimensions"), out.shape)

    def run(frame, x, output_dimensions):
        _dims(info, output_dimensions, "output_dimensions")
        return static(frame, np.asarray(x)).astype(out.dtype, copy=False)
    return run


@register("stablehlo.dynamic_iota")
def _dynamic_iota(info):
    value = iota_value(info.result, info.scalar("iota_dimension"))

    def run(frame, output_shape):
        _dims(info, output_shape, "output_shape")
        return value
    return run


@register("stablehlo.dynamic_reshape")
def _dynamic_reshape(info):
    def run(frame, x, output_shape):
        return np.reshape(x, _dims(info, output_shape, "output_shape"))
    return run


@register("stablehlo.dynamic_pad")
def _dynamic_pad(info):
    out = info.result

    def run(frame, x, pv, lo, hi, interior):
        r = pad_array(np.asarray(x), pv, [int(v) for v in lo], [int(v) for v in hi],
                      [int(v) for v in interior], out.dtype)
        _dims(info, r.shape, "padded shape")
        return r
    return run


@register("stablehlo.real_dynamic_slice")
def _real_dynamic_slice(info):
    def run(frame, x, start, limit, strides):
        idx = tuple(slice(int(a), int(b), int(c)) for a, b, c in zip(start, limit, strides))
        r = np.asarray(x)[idx]
        _dims(info, r.shape, "slice shape")
        return r
    return run


@register("stablehlo.dynamic_gather")
def _dynamic_gather(info):
    dn = stablehlo.GatherDimensionNumbers(info.attr("dimension_numbers"))
    fn = gather_fn(dn, info.operand_types[0].shape, len(info.result.shape))

    def run(frame, operand, indices, slice_sizes):
        return fn(operand, indices, [int(v) for v in np.asarray(slice_sizes).reshape(-1)])
    return run


@register("stablehlo.dynamic_conv")
def _dynamic_conv(info):
    conv = convolution_fn(info)
    return lambda frame, lhs, rhs, padding: conv(lhs, rhs, padding)


@register("stablehlo.set_dimension_size")
def _set_dimension_size(info):
    # Static shapes: the bound is the size, the data is unchanged.
    return lambda frame, x, size: x
