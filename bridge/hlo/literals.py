"""HLO constant literals -> numpy arrays of the declared shape.

    constant(2)   constant(-inf)   constant(true)   constant((1, -2))       scalars, complex
    constant({1, 2, 3})   constant({ {1, 2}, {3, 4} })   constant({})          arrays, nested per rank
    constant((1, {2, 3}))                                                        tuples -> list of arrays
"""
from __future__ import annotations

import math

import numpy as np

from bridge import dtypes
from bridge.shape import Shape

from .hlo_attrs import AttrError
from .lexer import DXD, FLOAT, INT, NAME, PUNCT, Token, int_value

class ElidedLiteral(AttrError):
    """constant({...}): XLA printed the value elided (the emitter's policy decides)."""


_SPECIAL = {"inf": math.inf, "-inf": -math.inf, "nan": math.nan, "-nan": -math.nan}   # (-nan: sign bit set)
# NaN payloads, nan(0x...): XLA's lexer reads one into an f64's 52 payload bits (not all zero);
# 1 << 51 is plain nan. Only the IEEE-like types (those with signalling NaNs) hold one, in
# their mantissa bits (listed here); XLA's parser refuses one that does not fit, and any
# payload for the other types (f8e4m3fn ...: a single NaN encoding).
_QUIET = 1 << 51
_PAYLOAD_BITS = {"f16": 10, "bf16": 7, "f32": 23, "f64": 52, "f8e5m2": 2, "f8e4m3": 3, "f8e3m4": 4}


class _Reader:
    def __init__(self, tokens: list[Token]):
        self.toks, self.i = tokens, 0
        self.nans: list[tuple[int, int | None, bool, int]] = []   # (element, complex part, sign, payload)

    def peek(self) -> Token | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def next(self) -> Token:
        t = self.peek()
        if t is None:
            raise AttrError("the literal ends early")
        self.i += 1
        return t

    def expect(self, text: str):
        t = self.next()
        if t.text != text:
            raise AttrError(f"expected '{text}' in the literal, found {t.text!r}")

    def at(self, text: str) -> bool:
        t = self.peek()
        return t is not None and t.kind == PUNCT and t.text == text


def _number(r: _Reader, etype: str, index: int):
    """Element `index` of the literal; a complex one's parts may be `(re, im)`."""
    t = r.next()
    if t.kind == PUNCT and t.text == "(" and dtypes.is_complex(etype):
        part = dtypes.complex_component(etype)
        re_ = _real(r, r.next(), part, index, 0)
        r.expect(",")
        im = _real(r, r.next(), part, index, 1)
        r.expect(")")
        return complex(re_, im)
    return _real(r, t, etype, index, None)


def _real(r: _Reader, t: Token, etype: str, index: int, part: int | None):
    if t.kind == INT:
        v = int_value(t.text)
        if etype == "pred":
            return bool(v)
        return v if dtypes.is_integer(etype) else float(t.text if t.text[-1:].isdigit() and "x" not in t.text
                                                         else v)   # float("-0") keeps the sign
    if t.kind == FLOAT or (t.kind == NAME and t.text in _SPECIAL):
        v = _SPECIAL[t.text] if t.text in _SPECIAL else float(t.text)
        if t.text not in _SPECIAL and math.isinf(v):   # (XLA's parser: out of range, not inf)
            raise AttrError(f"value {t.text} is out of range for {etype}")
        if dtypes.is_integer(etype) or etype == "pred":
            raise AttrError(f"{t.text} is not a value of type {etype}")
        if r.at("("):
            if t.text not in ("nan", "-nan"):
                raise AttrError(f"'(' after {t.text}: only nan takes a payload in parentheses, nan(0x...)",
                                r.peek().pos)
            _payload(r, t, etype, index, part)
        return v
    if t.kind == NAME and t.text in ("true", "false"):
        if etype != "pred":
            raise AttrError(f"{t.text} is not a value of type {etype}")
        return t.text == "true"
    if t.kind == PUNCT and t.text == "{" and r.peek() is not None and r.peek().text == "...":
        raise ElidedLiteral("the constant's value was elided ({...})")
    raise AttrError(f"expected a number, found {t.text!r}")


def _payload(r: _Reader, nan: Token, etype: str, index: int, part: int | None):
    """nan(0x...): checked as XLA's parser checks it; kept in r.nans for _with_payloads
    (numpy makes every NaN a plain one)."""
    r.next()
    p = r.next()
    if p.kind not in (INT, DXD) or not p.text.startswith("0x"):   # (0x40 lexes as sizes, like 4x4)
        raise AttrError(f"expected a hexadecimal NaN payload, nan(0x...), found {p.text!r}", p.pos)
    r.expect(")")
    payload = int(p.text, 16)
    if not 0 < payload < 1 << 52:
        raise AttrError(f"NaN payload {p.text} is out of range (0x1 to 0xfffffffffffff)", nan.pos)
    if payload == _QUIET:
        return
    bits = _PAYLOAD_BITS.get(etype)
    if bits is None:
        raise AttrError(f"NaN payload {p.text}: {etype} does not support NaN payloads", nan.pos)
    if payload >= 1 << bits:
        raise AttrError(f"NaN payload {p.text} is out of range for {etype} (at most {(1 << bits) - 1:#x})", nan.pos)
    r.nans.append((index, part, nan.text[0] == "-", payload))


def _with_payloads(arr: np.ndarray, nans, etype: str) -> np.ndarray:
    """`arr` with each recorded NaN's bits written: sign, an all-ones exponent, the payload."""
    real = dtypes.complex_component(etype)
    width, mantissa = dtypes.bit_width(real), _PAYLOAD_BITS[real]
    flat = np.ascontiguousarray(arr).reshape(-1)
    if real != etype:   # a complex array: its parts interleaved
        flat = flat.view(dtypes.to_numpy(real))
    words = flat.view(f"u{width // 8}")
    exponent = ((1 << (width - 1)) - 1) & ~((1 << mantissa) - 1)
    for index, part, negative, payload in nans:
        words[index if part is None else 2 * index + part] = (negative << (width - 1)) | exponent | payload
    return flat.view(arr.dtype).reshape(arr.shape)


def _nested(r: _Reader, dims: tuple[int, ...], etype: str, out: list):
    if not dims:
        out.append(_number(r, etype, len(out)))
        return
    r.expect("{")
    n = 0
    while not r.at("}"):
        if n:
            r.expect(",")
        if n == dims[0]:
            raise AttrError(f"more than {dims[0]} elements in a dimension of size {dims[0]}")
        _nested(r, dims[1:], etype, out)
        n += 1
    r.next()
    if n != dims[0]:
        raise AttrError(f"{n} elements in a dimension of size {dims[0]}")


def _array(r: _Reader, shape: Shape) -> np.ndarray:
    values: list = []
    r.nans = []   # (each array of a tuple literal numbers its elements from 0)
    if shape.rank == 0:
        values.append(_number(r, shape.element_type, 0))
    elif r.at("{") and len(r.toks) > r.i + 1 and r.toks[r.i + 1].text == "...":
        raise ElidedLiteral("the constant's value was elided ({...})")
    elif not r.at("{") and r.peek() is not None and min(shape.dimensions) > 0 \
            and not dtypes.is_complex(shape.element_type):
        # one bare number for an array: XLA's parser makes it the first element, the rest zeros
        # (f32[4] constant(1) is {1, 0, 0, 0}; two numbers, an empty or a complex array it refuses)
        values.append(_number(r, shape.element_type, 0))
        values += [type(values[0])(0)] * (int(np.prod(shape.dimensions)) - 1)
    else:
        _nested(r, shape.dimensions, shape.element_type, values)
    dt = dtypes.to_numpy(shape.element_type)
    if dtypes.is_integer(shape.element_type):
        info = np.iinfo(dt) if dt.kind in "iu" else None
        lo, hi = (int(info.min), int(info.max)) if info else (None, None)
        if info is None:   # s2/s4/u2/u4 (ml_dtypes)
            bits = dtypes.bit_width(shape.element_type)
            lo, hi = ((-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if shape.element_type.startswith("s")
                      else (0, (1 << bits) - 1))
        if shape.element_type == "u64" and any(v < 0 for v in values):
            # XLA's parser reads integers as int64 and casts: a u64 takes a negative one
            # modulo 2^64 (its own ConstantUnsignedUnderflow test: constant(-1) is 2^64-1)
            values = [v + (1 << 64) if -(1 << 63) <= v < 0 else v for v in values]
        bad = next((v for v in values if not lo <= v <= hi), None)
        if bad is not None:
            raise AttrError(f"{bad} does not fit in {shape.element_type}")
        arr = np.array(values, dtype=np.int64 if lo < 0 else np.uint64).astype(dt)
    elif dtypes.is_complex(shape.element_type):
        wide = np.array(values, dtype=np.complex128)
        with np.errstate(over="ignore", invalid="ignore"):
            arr = wide.astype(dt)
        for part in ("real", "imag"):   # a finite part the type cannot hold: refused, as above
            over = np.isinf(getattr(arr, part)) & np.isfinite(getattr(wide, part))
            if over.any():
                raise AttrError(f"{part} part {getattr(wide, part)[over][0]:g} is out of range for "
                                f"{shape.element_type}")
    elif shape.element_type == "pred":
        arr = np.array(values, dtype=bool)
    else:
        with np.errstate(over="ignore", invalid="ignore"):
            wide = np.array(values, dtype=np.float64)
            arr = wide.astype(dt)
        over = np.isinf(arr.astype(np.float64)) & np.isfinite(wide)
        if over.any():   # a finite value the type cannot hold: XLA's parser refuses it
            raise AttrError(f"value {wide[over][0]:g} is out of range for {shape.element_type}")
    if r.nans:
        arr = _with_payloads(arr, r.nans, shape.element_type)   # (the element type's: checked)
    return arr.reshape(shape.dimensions)


def _value(r: _Reader, shape: Shape):
    if shape.is_tuple:
        r.expect("(")
        out = []
        for i, s in enumerate(shape.tuple_shapes):
            if i:
                r.expect(",")
            out.append(_value(r, s))
        r.expect(")")
        return out
    if shape.is_token:
        raise AttrError("a token has no constant value")
    return _array(r, shape)


def parse_literal(tokens: list[Token], shape: Shape):
    """numpy array (or nested list of arrays for a tuple shape); AttrError when malformed."""
    r = _Reader(tokens)
    value = _value(r, shape)
    if r.peek() is not None:
        raise AttrError(f"unexpected {r.peek().text!r} after the literal's value")
    return value
