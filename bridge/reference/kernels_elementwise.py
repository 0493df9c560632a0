"""Element-wise ops: one table for unary ops, one for binary ops, plus
compare / select / clamp / complex.

Narrow floats (bf16, f16, f8*) are computed in f32 and rounded back (exact
for +,-,*,/ and sqrt; that is also what XLA's CPU backend does). Sub-byte
integers are computed in 8 bits and wrapped back by the final cast.
"""
from __future__ import annotations

import ml_dtypes
import numpy as np

from bridge import dtypes

from . import complex_math
from .kernel_registry import register
from .wide import exact_for, in_wide, wide_type

# ------------------------------------------------------------ dtype helpers


def category(name: str) -> str:
    """'b' pred, 's' signed int, 'u' unsigned int, 'f' float, 'c' complex."""
    if name == "pred":
        return "b"
    if dtypes.is_complex(name):
        return "c"
    if dtypes.is_float(name):
        return "f"
    return name[0]


def compute_dtype(name: str) -> np.dtype:
    """The numpy dtype kernels compute in for element type `name`."""
    dt = dtypes.to_numpy(name)
    if dtypes.is_float(name) and dt.itemsize < 4:
        return np.dtype(np.float32)
    if dtypes.is_integer(name) and dtypes.bit_width(name) < 8:
        return np.dtype(np.int8 if name[0] == "s" else np.uint8)
    return dt


def _signed(dt: np.dtype) -> np.dtype:
    return np.dtype(f"i{dt.itemsize}")


def _unsigned(dt: np.dtype) -> np.dtype:
    return np.dtype(f"u{dt.itemsize}")


def _elementwise(fn, in_name: str, out_dtype: np.dtype, nargs: int):
    """Wrap `fn(*arrays)` with the upcast to the compute dtype and the final cast."""
    cdt = compute_dtype(in_name)
    in_dt = dtypes.to_numpy(in_name)
    if cdt != in_dt:
        if nargs == 1:
            def run(frame, x):
                return np.asarray(fn(x.astype(cdt))).astype(out_dtype)
        elif nargs == 2:
            def run(frame, x, y):
                return np.asarray(fn(x.astype(cdt), y.astype(cdt))).astype(out_dtype)
        else:
            def run(frame, *xs):
                return np.asarray(fn(*[x.astype(cdt) for x in xs])).astype(out_dtype)
        return run

    if isinstance(fn, np.ufunc) and _keeps_dtype(fn, in_dt, out_dtype, nargs):
        # A ufunc's result dtype depends only on its input dtypes: no per-call check.
        if nargs == 1:
            return lambda frame, x: fn(x)
        if nargs == 2:
            return lambda frame, x, y: fn(x, y)

    def fix(r):
        return r if r.dtype == out_dtype else r.astype(out_dtype)
    if nargs == 1:
        def run(frame, x):
            return fix(fn(x))
    elif nargs == 2:
        def run(frame, x, y):
            return fix(fn(x, y))
    else:
        def run(frame, *xs):
            return fix(fn(*xs))
    return run


def _keeps_dtype(fn, in_dt, out_dtype, nargs) -> bool:
    try:
        with np.errstate(all="ignore"):
            r = fn(*[np.ones(1, in_dt)] * nargs)
    except Exception:  # noqa: BLE001 - no fast path then
        return False
    return isinstance(r, np.ndarray) and r.dtype == out_dtype


# ------------------------------------------------------------ unary kernels

def _round_afz(x):
    t = np.trunc(x)
    return np.where(np.abs(x - t) >= 0.5, t + np.sign(x), t)


def _sign(x):
    if x.dtype.kind == "c":
        a = np.abs(x)
        r = np.where(a == 0, np.zeros_like(x), x / np.where(a == 0, 1, a))
        bad = np.isnan(x.real) | np.isnan(x.imag)
        return np.where(bad, np.array(complex(np.nan, np.nan), x.dtype), r)
    if x.dtype.kind == "f":
        return np.where(x == 0, x, np.sign(x))
    return np.sign(x)


def _clz(x):
    bits = x.dtype.itemsize * 8
    u = np.asarray(x).view(_unsigned(x.dtype)).astype(np.uint64)
    n = np.zeros(u.shape, np.int64)
    for s in (32, 16, 8, 4, 2, 1):
        if s >= bits:
            continue
        hi = u >> np.uint64(s)
        has = hi != 0
        n = n + np.where(has, s, 0)
        u = np.where(has, hi, u)
    n = n + (u != 0)  # bit length of the original value
    return (bits - n).astype(x.dtype)


def _clz_small(name):
    width = dtypes.bit_width(name)

    def clz(x):  # computed in 8 bits; drop the extra leading bits
        u = np.asarray(x).astype(np.int64) & ((1 << width) - 1)
        n = np.zeros(u.shape, np.int64)
        for _ in range(width):
            n = n + (u != 0)
            u = u >> 1
        return (width - n).astype(x.dtype)
    return clz


def _popcnt(x):
    return np.bitwise_count(np.asarray(x).view(_unsigned(x.dtype))).astype(x.dtype)


def _popcnt_small(name):
    width = dtypes.bit_width(name)
    return lambda x: np.bitwise_count(np.asarray(x).astype(np.int64) & ((1 << width) - 1)).astype(x.dtype)


def _logistic(x):
    return 1 / (1 + np.exp(-x))


def _real(x):
    return np.real(x)


def _imag(x):
    return np.imag(x) if x.dtype.kind == "c" else np.zeros_like(x)


def _cbrt(x):
    return np.cbrt(x) if x.dtype.kind != "c" else np.power(x, 1 / 3)


UNARY = {
    "abs": np.abs, "cbrt": _cbrt, "ceil": np.ceil, "floor": np.floor,
    "count_leading_zeros": _clz, "cosine": np.cos, "sine": np.sin, "tan": np.tan,
    "tanh": np.tanh, "exponential": {"c": complex_math.exp, "*": np.exp},
    "exponential_minus_one": {"c": complex_math.expm1, "*": np.expm1}, "log": np.log,
    "log_plus_one": {"c": complex_math.log1p, "*": np.log1p}, "logistic": _logistic, "imag": _imag,
    "real": _real, "is_finite": np.isfinite, "negate": np.negative,
    "not": {"b": np.logical_not, "*": np.invert}, "popcnt": _popcnt,
    "round_nearest_afz": _round_afz, "round_nearest_even": np.rint,
    "rsqrt": lambda x: 1 / np.sqrt(x), "sign": _sign, "sqrt": np.sqrt,
}
_SMALL_INT_UNARY = {"count_leading_zeros": _clz_small, "popcnt": _popcnt_small}
def _pick(entry, cat):
    if isinstance(entry, dict):
        return entry.get(cat, entry.get("s" if cat == "u" else cat, entry.get("*")))
    return entry


def unary_fn(short: str, name: str, out_dtype):
    """run(frame, x) for the unary op `short` (StableHLO name) on element type `name`, or None."""
    fn = _pick(UNARY[short], category(name))
    if short in _SMALL_INT_UNARY and dtypes.is_integer(name) and dtypes.bit_width(name) < 8:
        fn = _SMALL_INT_UNARY[short](name)
    wide = wide_type(short, name)
    if fn is not None and wide is not None:
        return in_wide(fn, wide, np.dtype(out_dtype), 1, exact_for(short, name))
    return None if fn is None else _elementwise(fn, name, np.dtype(out_dtype), 1)


def _unary_factory(short):
    def factory(info):
        name = info.operand_types[0].name
        run = unary_fn(short, name, info.result.dtype)
        if run is None:
            raise info.unsupported(f"element type {name}")
        return run
    return factory


for _short in UNARY:
    register("stablehlo." + _short)(_unary_factory(_short))


# ------------------------------------------------------------ binary kernels

def _int_div(signed):
    def div(a, b):
        zero = b == 0
        if signed:
            info = np.iinfo(a.dtype)
            ovf = (a == info.min) & (b == -1)
            bb = np.where(zero | ovf, 1, b).astype(a.dtype)
            q = a // bb
            r = a - q * bb
            q = q + ((r != 0) & ((a < 0) != (bb < 0))).astype(a.dtype)
            q = np.where(zero, np.array(-1, a.dtype), q)
            return np.where(ovf, np.array(info.min, a.dtype), q)
        bb = np.where(zero, 1, b).astype(a.dtype)
        return np.where(zero, np.array(np.iinfo(a.dtype).max, a.dtype), a // bb)
    return div


def _int_rem(signed):
    def rem(a, b):
        zero = b == 0
        if signed:
            ovf = (a == np.iinfo(a.dtype).min) & (b == -1)
            bb = np.where(zero | ovf, 1, b).astype(a.dtype)
            r = np.fmod(a, bb)
            r = np.where(ovf, np.zeros((), a.dtype), r)
        else:
            bb = np.where(zero, 1, b).astype(a.dtype)
            r = a % bb
        return np.where(zero, a, r)
    return rem


def _int_pow(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    shape = np.broadcast_shapes(a.shape, b.shape)
    signed = a.dtype.kind == "i"
    neg = (b < 0) if signed else np.zeros(shape, bool)
    e = np.where(neg, 0, b).astype(np.uint64)
    base = np.broadcast_to(a, shape).copy()
    res = np.ones(shape, a.dtype)
    while np.any(e):
        odd = (e & np.uint64(1)).astype(bool)
        res = np.where(odd, res * base, res)
        base = base * base
        e = e >> np.uint64(1)
    if signed:
        one = np.ones((), a.dtype)
        negres = np.where(a == 1, one, np.where(a == -1, np.where(b % 2 == 0, one, -one), 0 * one))
        res = np.where(neg, negres, res)
    return res.astype(a.dtype)


def _max(a, b):
    if a.dtype.kind == "c":
        gt = (a.real > b.real) | ((a.real == b.real) & (a.imag > b.imag))
        return np.where(gt, a, b)
    return IEEE_MAX(a, b) if a.dtype.kind == "f" else np.maximum(a, b)


def _min(a, b):
    if a.dtype.kind == "c":
        lt = (a.real < b.real) | ((a.real == b.real) & (a.imag < b.imag))
        return np.where(lt, a, b)
    return IEEE_MIN(a, b) if a.dtype.kind == "f" else np.minimum(a, b)


class SignedZeroMinMax:
    """np.maximum / np.minimum with IEEE's order of zeros (-0 < +0), NaN propagating. numpy's
    give the first of two equal zeros, so reductions (jnp.max of [-0, +0], cummax ...) came out
    with the sign of whichever zero came first. The same calls: f(a, b), .reduce(x, axis,
    where=, initial=), .at (the reductions' table, kernels_reduce), and the element-wise ops."""
    __slots__ = ("uf", "negative")

    def __init__(self, uf, negative: bool):
        self.uf, self.negative = uf, negative   # negative: -0 wins (minimum)

    def __call__(self, a, b):
        a, b = np.asarray(a), np.asarray(b)
        r = self.uf(a, b)
        both = (a == 0) & (b == 0)
        if not np.any(both):
            return r
        zeros = -((-a) + (-b)) if self.negative else a + b   # (of two zeros: -0 only if both are, or either)
        return np.where(both, zeros, r)

    def _winners(self, x):
        return (x == 0) & (np.signbit(x) == self.negative)

    def _settle(self, r, won):
        zero = r == 0
        if not np.any(zero):
            return r
        win, lose = (np.array(-0.0), np.array(0.0)) if self.negative else (np.array(0.0), np.array(-0.0))
        return np.where(zero, np.where(won, win, lose).astype(r.dtype), r)

    def reduce(self, x, axis=None, where=True, initial=None):
        r = self.uf.reduce(x, axis=axis, where=where, initial=initial)
        if not np.any(r == 0):
            return r
        won = np.logical_or.reduce(self._winners(x), axis=axis, where=where)
        if initial is not None:
            won = won | self._winners(np.asarray(initial))
        return self._settle(r, won)

    def at(self, acc, index, values):
        won = self._winners(acc)
        self.uf.at(acc, index, values)
        np.logical_or.at(won, index, self._winners(np.asarray(values)))
        acc[...] = self._settle(acc, won)


IEEE_MAX, IEEE_MIN = SignedZeroMinMax(np.maximum, False), SignedZeroMinMax(np.minimum, True)


def _shift(kind, width):
    def shift(a, b):
        a = np.asarray(a)
        ua = _unsigned(a.dtype)
        amount = np.asarray(b).view(ua) if b.dtype != ua else b
        if amount.size and (amount.ndim == 0 or amount.shape == a.shape and not any(amount.strides)):
            return _shift_by(a, int(amount.reshape(-1)[0]), kind, width, ua)
        oob = amount >= width
        if kind == "left":
            r = np.left_shift(a, np.where(oob, 0, amount).astype(a.dtype))
            return np.where(oob, np.zeros((), a.dtype), r)
        if kind == "logical":
            r = np.right_shift(a.view(ua), np.where(oob, 0, amount).astype(ua))
            return np.where(oob, np.zeros((), ua), r).view(a.dtype)
        sa = a.view(_signed(a.dtype))
        if width < a.dtype.itemsize * 8:  # sub-byte: sign-extend from `width` bits
            sa = sa.copy()
        r = np.right_shift(sa, np.minimum(amount, width - 1).astype(sa.dtype))
        return r.view(a.dtype)
    return shift


def _shift_by(a, amount: int, kind: str, width: int, ua):
    """_shift by one amount for every element (a broadcast constant: the rotations of jax's
    threefry): decided once, not masked element by element."""
    if kind == "arith":
        sa = a.view(_signed(a.dtype))
        return np.right_shift(sa, sa.dtype.type(min(amount, width - 1))).view(a.dtype)
    if amount >= width:
        return np.zeros(a.shape, a.dtype)
    if kind == "left":
        return np.left_shift(a, a.dtype.type(amount))
    return np.right_shift(a.view(ua), ua.type(amount)).view(a.dtype)


def _atan2(y, x):
    if x.dtype.kind == "c":
        return -1j * np.log((x + 1j * y) / np.sqrt(x * x + y * y))
    return np.arctan2(y, x)


def _power(a, b):
    return np.power(a, b)


def _fdiv(a, b):
    return np.true_divide(a, b)


BINARY = {
    "add": np.add,
    "subtract": {"b": np.logical_xor, "*": np.subtract},
    "multiply": np.multiply,
    "divide": {"s": _int_div(True), "u": _int_div(False), "*": _fdiv},
    "remainder": {"s": _int_rem(True), "u": _int_rem(False), "*": np.fmod},
    "power": {"s": _int_pow, "u": _int_pow, "*": _power},
    "maximum": _max, "minimum": _min,
    "and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor,
    "atan2": _atan2,
}
_SHIFTS = {"shift_left": "left", "shift_right_logical": "logical", "shift_right_arithmetic": "arith"}


def binary_fn(short: str, name: str, out_dtype):
    """run(frame, x, y) for the binary op `short` (StableHLO name) on element type `name`, or None."""
    cat = category(name)
    if short in _SHIFTS:
        if cat not in "su":
            return None
        fn = _shift(_SHIFTS[short], dtypes.bit_width(name))
        if dtypes.bit_width(name) < 8:
            fn = _small_int_shift(_SHIFTS[short], dtypes.bit_width(name), name[0] == "s")
    else:
        fn = _pick(BINARY[short], cat)
    wide = wide_type(short, name)
    if fn is not None and wide is not None:   # (as the unary ones: numpy's f32 atan2 is 40% off, power 20%)
        return in_wide(fn, wide, np.dtype(out_dtype), 2, exact_for(short, name))
    return None if fn is None else _elementwise(fn, name, np.dtype(out_dtype), 2)


def _binary_factory(short):
    def factory(info):
        name = info.operand_types[0].name
        run = binary_fn(short, name, info.result.dtype)
        if run is None:
            raise info.unsupported(f"element type {name}")
        return run
    return factory


def _small_int_shift(kind, width, signed):
    mask = (1 << width) - 1

    def shift(a, b):  # a, b are int8/uint8 holding `width`-bit values
        ua = np.asarray(a).astype(np.int64) & mask
        amount = np.asarray(b).astype(np.int64) & mask
        oob = amount >= width
        amt = np.where(oob, 0, amount)
        if kind == "left":
            r = np.where(oob, 0, (ua << amt) & mask)
        elif kind == "logical":
            r = np.where(oob, 0, ua >> amt)
        else:
            sv = np.where(ua >= (1 << (width - 1)), ua - (1 << width), ua)
            r = (sv >> np.minimum(amount, width - 1)) & mask
        if signed:
            r = np.where(r >= (1 << (width - 1)), r - (1 << width), r)
        return r.astype(a.dtype)
    return shift


for _short in list(BINARY) + list(_SHIFTS):
    register("stablehlo." + _short)(_binary_factory(_short))


# ------------------------------------------------------------ compare, select, clamp, complex

def total_order_key(x: np.ndarray) -> np.ndarray:
    """Integers ordered like IEEE totalOrder of the floats `x` (any float width), as XLA orders
    them: sign and magnitude, so -NaN first and NaN last."""
    x = np.asarray(x)
    finfo = ml_dtypes.finfo(x.dtype)
    bits = int(finfo.bits)
    if float(finfo.min) > 0:   # float8_e8m0fnu: no sign, its bits are the order (NaN 0xff last)
        return x.view(_unsigned(x.dtype)).astype(np.int64)
    if bits == 8 * x.dtype.itemsize:   # the sign is the top bit of the storage
        si = _signed(x.dtype)
        i = x.view(si)
        flip = np.array(np.iinfo(si).max, si)
        key = np.where(i < 0, i ^ flip, i)
        if x.dtype.name.endswith("fnuz"):   # its one NaN is 0x80, "-0": a negative NaN, first
            key = np.where(i == np.iinfo(si).min, np.iinfo(si).min - 1, key.astype(np.int16))
        return key
    raw = x.view(_unsigned(x.dtype)).astype(np.int64) & ((1 << bits) - 1)   # float4_e2m1fn: 4 bits of a byte
    magnitude = raw & ((1 << (bits - 1)) - 1)
    return np.where(raw >> (bits - 1) == 1, -magnitude - 1, magnitude)


_CMP = {"EQ": np.equal, "NE": np.not_equal, "GE": np.greater_equal,
        "GT": np.greater, "LE": np.less_equal, "LT": np.less}


def compare_fn(direction: str, ctype: str, name: str):
    """run(frame, a, b) -> pred array for a comparison on element type `name`."""
    cat = category(name)
    op = _CMP[direction]
    if cat == "f" and ctype == "TOTALORDER":
        def run(frame, a, b):
            return op(total_order_key(np.asarray(a)), total_order_key(np.asarray(b)))
        return run
    if cat == "c" and direction not in ("EQ", "NE"):
        def cfn(a, b):
            eq_re = a.real == b.real
            return np.where(eq_re, op(a.imag, b.imag), op(a.real, b.real))
        return _elementwise(cfn, name, np.dtype(np.bool_), 2)
    return _elementwise(op, name, np.dtype(np.bool_), 2)


@register("stablehlo.compare")
def _compare(info):
    return compare_fn(info.enum("comparison_direction"), info.enum("compare_type", ""),
                      info.operand_types[0].name)


@register("stablehlo.select")
def _select(info):
    out_dt = info.result.dtype

    def run(frame, pred, on_true, on_false):
        r = np.where(pred, on_true, on_false)
        return r if r.dtype == out_dt else r.astype(out_dt)
    return run


def clamp_fn(name: str, out_dtype):
    """run(frame, lo, x, hi): min(max(x, lo), hi) with the spec's NaN and -0 rules."""
    cat = category(name)
    mx = _max if cat != "b" else np.logical_or
    mn = _min if cat != "b" else np.logical_and
    return _elementwise(lambda lo, x, hi: mn(mx(x, lo), hi), name, np.dtype(out_dtype), 3)


@register("stablehlo.clamp")
def _clamp(info):
    return clamp_fn(info.operand_types[1].name, info.result.dtype)


def complex_fn(out_dtype):
    def run(frame, re, im):
        shape = np.broadcast_shapes(np.shape(re), np.shape(im))
        out = np.empty(shape, out_dtype)
        out.real = re
        out.imag = im
        return out
    return run


@register("stablehlo.complex")
def _complex(info):
    return complex_fn(info.result.dtype)
