"""convert, bitcast_convert, reduce_precision, replica_id / partition_id."""
from __future__ import annotations

import ml_dtypes
import numpy as np

from bridge import dtypes

from . import rounding
from .kernel_registry import register


def convert_array(x, in_name: str, out_name: str):
    """Element-type conversion with XLA's rules (float->int truncates, saturates, NaN->0)."""
    x = np.asarray(x)
    out_dt = dtypes.to_numpy(out_name)
    if dtypes.is_complex(in_name) and not dtypes.is_complex(out_name):
        x = x.real
        in_name = dtypes.complex_component(in_name)
    if out_name == "pred":
        return x != 0
    if dtypes.is_float(in_name) and dtypes.is_integer(out_name):
        bits = dtypes.bit_width(out_name)
        signed = out_name[0] == "s"
        lo = -(2 ** (bits - 1)) if signed else 0
        hi = 2 ** (bits - 1) - 1 if signed else 2 ** bits - 1
        t = np.trunc(x.astype(np.float64))
        above = t >= float(hi + 1)
        below = t < float(lo)
        nan = np.isnan(t)
        safe = np.where(above | below | nan, 0, t)
        wdt = np.dtype(np.int64) if signed or bits < 64 else np.dtype(np.uint64)
        res = np.where(above, wdt.type(hi), np.where(below, wdt.type(lo), safe.astype(wdt)))
        return res.astype(out_dt)
    if dtypes.is_integer(in_name) and dtypes.bit_width(in_name) < 8:
        x = x.astype(np.int8 if in_name[0] == "s" else np.uint8)
    if dtypes.is_integer(out_name) and dtypes.bit_width(out_name) < 8 and x.dtype != out_dt:
        return x.astype(np.int64).astype(out_dt)
    if (in_name == "pred" or x.dtype.kind in "iub") and dtypes.is_float(out_name):
        return rounding.int_to_float(x, out_dt)   # rounded once (ml_dtypes would round twice)
    return rounding.narrow(x, out_dt)


@register("stablehlo.convert")
def _convert(info):
    in_name = info.operand_types[0].name
    out_name = info.result.name
    if in_name == out_name:
        return lambda frame, x: x
    return lambda frame, x: convert_array(x, in_name, out_name)


@register("stablehlo.bitcast_convert")
def _bitcast_convert(info):
    run = bitcast_fn(info.operand_types[0], info.result)
    if run is None:
        raise info.unsupported(f"bitcast between {info.operand_types[0].name} and {info.result.name}")
    return run


def bitcast_fn(in_t, out_t):
    """run(frame, x) reinterpreting bits (little-endian, as XLA:CPU), or None for sub-byte
    types other than the cases below. The result's shape follows x's (the spec's rule: a
    wider operand gains a last dimension, a narrower one loses it), not the declared type's:
    a sort comparator runs on all its pairs at once, so its scalars arrive as arrays."""
    if in_t.name == out_t.name:
        # Same type (pred -> pred included, which numpy cannot view bit by bit): the bits
        # are the value, so the result is the operand (the spec's same-width case).
        return lambda frame, x: np.asarray(x)
    if "pred" in (in_t.name, out_t.name):
        return _bitcast_i1(in_t, out_t)
    nbits = dtypes.bit_width(in_t.name)
    if nbits < 8 and nbits == dtypes.bit_width(out_t.name):
        # s2/s4/u2/u4/f4 (one element per byte in numpy) among themselves: the low `nbits`
        # bits, sign-extended for a signed integer result, viewed as f4's byte for f4
        def run_narrow(frame, x):
            x = np.asarray(x)
            u = (x.view(np.uint8) if dtypes.is_float(in_t.name) else x).astype(np.int64) & ((1 << nbits) - 1)
            if dtypes.is_float(out_t.name):
                return u.astype(np.uint8).view(out_t.dtype)
            if out_t.name[0] == "s":
                u = np.where(u >= 1 << (nbits - 1), u - (1 << nbits), u)
            return u.astype(out_t.dtype)
        return run_narrow
    if in_t.dtype.itemsize * 8 != dtypes.bit_width(in_t.name) or \
            out_t.dtype.itemsize * 8 != dtypes.bit_width(out_t.name):
        return None
    out_dt, wider = out_t.dtype, in_t.dtype.itemsize // out_t.dtype.itemsize

    def run(frame, x):
        x = np.require(x, requirements="C")   # (np.ascontiguousarray makes 0-d 1-d)
        if wider > 1:   # ... -> ..., wider (a 0-d array cannot be viewed as another width)
            return x.reshape(x.shape + (1,)).view(out_dt)
        return x.view(out_dt).reshape(x.shape[:-1]) if x.dtype.itemsize < out_dt.itemsize else x.view(out_dt)
    return run


def _bitcast_i1(in_t, out_t):
    """i1 is one bit in the spec (num_bits(i1) = 1): N booleans along the last dimension
    are one N-bit value, element k its bit k (little-endian, as StableHLO's interpreter)."""
    out_dt = out_t.dtype
    if in_t.name == "pred":   # ..., N bits -> ... values
        if out_t.dtype.itemsize * 8 != dtypes.bit_width(out_t.name):
            return None

        def pack(frame, x):
            bits = np.asarray(x, dtype=np.bool_)
            return np.packbits(bits, axis=-1, bitorder="little").view(out_dt).reshape(bits.shape[:-1])
        return pack
    if in_t.dtype.itemsize * 8 != dtypes.bit_width(in_t.name):
        return None

    def unpack(frame, x):
        x = np.require(x, requirements="C")   # (np.ascontiguousarray makes 0-d 1-d)
        raw = x.reshape(x.shape + (1,)).view(np.uint8)
        return np.unpackbits(raw, axis=-1, bitorder="little").astype(np.bool_).reshape(x.shape + (-1,))
    return unpack


def reduce_precision_array(x, exponent_bits: int, mantissa_bits: int):
    """XLA's ReducePrecision on the operand's own bits: round-to-nearest-even on the
    mantissa, then overflow to ±inf / underflow to ±0 outside the exponent range.

    NaN stays the input NaN, bit for bit, when the target keeps a mantissa bit. With 0
    mantissa bits there is no NaN left to keep: NaN becomes +inf, as the spec's steps (the
    mantissa truncated away), StableHLO's interpreter and XLA's HloEvaluator compute it.
    XLA:CPU's compiled code keeps the NaN there: difftest shows that as its mismatch
    (docs/reference.md). f16 works on its own 16 bits, as XLA:CPU does, not via f32 (that
    would flush the f16 subnormals XLA rounds bitwise).
    """
    x = np.asarray(x)
    fdt = x.dtype
    finfo = ml_dtypes.finfo(fdt)
    src_m = int(finfo.nmant)
    src_e = int(finfo.nexp)
    if fdt.kind != "f" or fdt.itemsize < 2:   # XLA:CPU computes f8* in f16, bf16 in f32
        wide = np.dtype(np.float16 if fdt.itemsize == 1 else np.float32)
        wi = ml_dtypes.finfo(wide)
        if exponent_bits >= wi.nexp and mantissa_bits >= wi.nmant:
            return x   # a no-op in the wide type: XLA drops it (NaN payloads kept)
        with np.errstate(invalid="ignore", over="ignore"):   # NaN/overflow casts are intended
            r = reduce_precision_array(x.astype(wide), exponent_bits, mantissa_bits).astype(fdt)
        if fdt == ml_dtypes.float8_e5m2:   # XLA's f16 -> f8e5m2 makes every NaN 0x7f
            r = np.where(np.isnan(r), np.array(0x7F, np.uint8).view(fdt), r)
        return r
    if exponent_bits >= src_e and mantissa_bits >= src_m:
        return x   # XLA drops the no-op (NaN payloads kept)
    nbits = fdt.itemsize * 8
    udt = np.dtype(f"u{fdt.itemsize}")
    one = udt.type(1)
    bits = x.view(udt).copy()
    if mantissa_bits < src_m:
        shift = udt.type(src_m - mantissa_bits)
        last = one << shift
        base_bias = (last >> one) - one
        last_bit = (bits & last) >> shift
        trunc_mask = ~(last - one)
        bits = (bits + last_bit + base_bias) & trunc_mask
    if exponent_bits < src_e:
        sign_mask = one << udt.type(nbits - 1)
        exp_mask = udt.type((1 << src_e) - 1) << udt.type(src_m)
        bias = (1 << (src_e - 1)) - 1
        red_bias = (1 << (exponent_bits - 1)) - 1
        max_e = udt.type(bias + red_bias) << udt.type(src_m)
        min_e = udt.type(bias - red_bias) << udt.type(src_m)
        xe = bits & exp_mask
        over = xe > max_e
        under = xe <= min_e
        signed_zero = bits & sign_mask
        signed_inf = signed_zero | exp_mask
        bits = np.where(over, signed_inf, np.where(under, signed_zero, bits))
    nan_to = x if mantissa_bits > 0 else np.array(np.inf, fdt)
    return np.where(np.isnan(x), nan_to, bits.view(fdt))


@register("stablehlo.reduce_precision")
def _reduce_precision(info):
    e = info.scalar("exponent_bits")
    m = info.scalar("mantissa_bits")
    return lambda frame, x: reduce_precision_array(x, e, m)


@register("stablehlo.replica_id")
def _replica_id(info):
    dt = info.result.dtype
    return lambda frame: np.array(frame.run.replica_id, dtype=dt)


@register("stablehlo.partition_id")
def _partition_id(info):
    dt = info.result.dtype
    return lambda frame: np.array(frame.run.partition_id, dtype=dt)
