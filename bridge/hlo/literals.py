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
from .lexer import FLOAT, INT, NAME, PUNCT, Token

class ElidedLiteral(AttrError):
    """constant({...}): XLA printed the value elided (the emitter's policy decides)."""


_SPECIAL = {"inf": math.inf, "-inf": -math.inf, "nan": math.nan, "-nan": math.nan}


class _Reader:
    def __init__(self, tokens: list[Token]):
        self.toks, self.i = tokens, 0

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


def _number(r: _Reader, etype: str):
    t = r.next()
    if t.kind == PUNCT and t.text == "(" and dtypes.is_complex(etype):
        re_ = _number(r, "f64")
        r.expect(",")
        im = _number(r, "f64")
        r.expect(")")
        return complex(re_, im)
    if t.kind == INT:
        v = int(t.text, 0)
        if etype == "pred":
            return bool(v)
        return v if dtypes.is_integer(etype) else float(t.text if t.text[-1:].isdigit() and "x" not in t.text
                                                         else v)   # float("-0") keeps the sign
    if t.kind == FLOAT or (t.kind == NAME and t.text in _SPECIAL):
        v = _SPECIAL[t.text] if t.text in _SPECIAL else float(t.text)
        if t.text not in _SPECIAL and math.isinf(v):   # (XLA's parser: out of range, not inf)
            raise AttrError(f"value {t.text} is out of range for {etype}")
        if r.at("("):   # nan(0x7fc00001): a NaN payload, kept as a plain NaN
            r.next()
            r.next()
            r.expect(")")
        if dtypes.is_integer(etype) or etype == "pred":
            raise AttrError(f"{t.text} is not a value of type {etype}")
        return v
    if t.kind == NAME and t.text in ("true", "false"):
        if etype != "pred":
            raise AttrError(f"{t.text} is not a value of type {etype}")
        return t.text == "true"
    if t.kind == PUNCT and t.text == "{" and r.peek() is not None and r.peek().text == "...":
        raise ElidedLiteral("the constant's value was elided ({...})")
    raise AttrError(f"expected a number, found {t.text!r}")


def _nested(r: _Reader, dims: tuple[int, ...], etype: str, out: list):
    if not dims:
        out.append(_number(r, etype))
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
    if shape.rank == 0:
        values.append(_number(r, shape.element_type))
    elif r.at("{") and len(r.toks) > r.i + 1 and r.toks[r.i + 1].text == "...":
        raise ElidedLiteral("the constant's value was elided ({...})")
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
