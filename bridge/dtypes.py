"""Element types: XLA names <-> numpy dtypes <-> MLIR types, in one table."""
from __future__ import annotations

import functools

import ml_dtypes
import numpy as np

from .errors import HloBridgeError

# (XLA name, numpy dtype, MLIR spelling). Order matters only for docs.
_TABLE = [
    ("pred", np.dtype(np.bool_), "i1"),
    ("s2", np.dtype(ml_dtypes.int2), "i2"),
    ("s4", np.dtype(ml_dtypes.int4), "i4"),
    ("s8", np.dtype(np.int8), "i8"),
    ("s16", np.dtype(np.int16), "i16"),
    ("s32", np.dtype(np.int32), "i32"),
    ("s64", np.dtype(np.int64), "i64"),
    ("u2", np.dtype(ml_dtypes.uint2), "ui2"),
    ("u4", np.dtype(ml_dtypes.uint4), "ui4"),
    ("u8", np.dtype(np.uint8), "ui8"),
    ("u16", np.dtype(np.uint16), "ui16"),
    ("u32", np.dtype(np.uint32), "ui32"),
    ("u64", np.dtype(np.uint64), "ui64"),
    ("f4e2m1fn", np.dtype(ml_dtypes.float4_e2m1fn), "f4E2M1FN"),
    ("f6e2m3fn", np.dtype(ml_dtypes.float6_e2m3fn), "f6E2M3FN"),
    ("f6e3m2fn", np.dtype(ml_dtypes.float6_e3m2fn), "f6E3M2FN"),
    ("f8e3m4", np.dtype(ml_dtypes.float8_e3m4), "f8E3M4"),
    ("f8e4m3", np.dtype(ml_dtypes.float8_e4m3), "f8E4M3"),
    ("f8e4m3fn", np.dtype(ml_dtypes.float8_e4m3fn), "f8E4M3FN"),
    ("f8e4m3fnuz", np.dtype(ml_dtypes.float8_e4m3fnuz), "f8E4M3FNUZ"),
    ("f8e4m3b11fnuz", np.dtype(ml_dtypes.float8_e4m3b11fnuz), "f8E4M3B11FNUZ"),
    ("f8e5m2", np.dtype(ml_dtypes.float8_e5m2), "f8E5M2"),
    ("f8e5m2fnuz", np.dtype(ml_dtypes.float8_e5m2fnuz), "f8E5M2FNUZ"),
    ("f8e8m0fnu", np.dtype(ml_dtypes.float8_e8m0fnu), "f8E8M0FNU"),
    ("bf16", np.dtype(ml_dtypes.bfloat16), "bf16"),
    ("f16", np.dtype(np.float16), "f16"),
    ("f32", np.dtype(np.float32), "f32"),
    ("f64", np.dtype(np.float64), "f64"),
    ("c64", np.dtype(np.complex64), "complex<f32>"),
    ("c128", np.dtype(np.complex128), "complex<f64>"),
]

XLA_NAMES = tuple(name for name, _, _ in _TABLE)
TOKEN = "token"
_BY_NAME = {name: (dt, mlir) for name, dt, mlir in _TABLE}
_BY_DTYPE = {dt: name for name, dt, _ in _TABLE}
_BY_MLIR = {mlir: name for name, _, mlir in _TABLE}
# Spellings people type that are not XLA's canonical names.
_ALIASES = {"bool": "pred", "i1": "pred", "int8": "s8", "int16": "s16", "int32": "s32",
            "int64": "s64", "uint8": "u8", "uint16": "u16", "uint32": "u32", "uint64": "u64",
            "float16": "f16", "half": "f16", "bfloat16": "bf16", "float32": "f32",
            "float": "f32", "float64": "f64", "double": "f64", "complex64": "c64",
            "complex128": "c128", "i8": "s8", "i16": "s16", "i32": "s32", "i64": "s64"}

_SUB_BYTE_FLOATS = {"f4e2m1fn": 4, "f6e2m3fn": 6, "f6e3m2fn": 6}
FLOATS = frozenset(n for n in XLA_NAMES if n.startswith(("f", "bf")))
COMPLEX = frozenset({"c64", "c128"})
SIGNED = frozenset(n for n in XLA_NAMES if n.startswith("s"))
UNSIGNED = frozenset(n for n in XLA_NAMES if n.startswith("u"))
INTEGERS = SIGNED | UNSIGNED


def canonical(element_type) -> str:
    """Accept an XLA name, an alias, a numpy dtype or scalar type; return the XLA name."""
    if isinstance(element_type, str):
        key = element_type.lower()
        key = _ALIASES.get(key, key)
        if key in _BY_NAME or key == TOKEN:
            return key
        raise HloBridgeError(f"unknown element type {element_type!r}; known: {', '.join(XLA_NAMES)}")
    try:
        dt = np.dtype(element_type)
    except TypeError:
        raise HloBridgeError(f"not an element type: {element_type!r}") from None
    try:
        return _BY_DTYPE[dt]
    except KeyError:
        raise HloBridgeError(f"numpy dtype {dt} has no XLA element type") from None


def to_numpy(name: str) -> np.dtype:
    return _BY_NAME[canonical(name)][0]


def mlir_spelling(name: str) -> str:
    return _BY_NAME[name][1]


def from_mlir_spelling(text: str) -> str:
    """'f32' -> 'f32', 'ui8' -> 'u8', 'complex<f32>' -> 'c64', '!stablehlo.token' -> 'token'."""
    try:
        return _BY_MLIR[text]
    except KeyError:
        if "token" in text:
            return TOKEN
        raise HloBridgeError(f"MLIR element type {text} has no XLA element type") from None


@functools.lru_cache(maxsize=None)
def bit_width(name: str) -> int:
    if name == "pred":
        return 1
    if name in _SUB_BYTE_FLOATS:   # one per byte in numpy
        return _SUB_BYTE_FLOATS[name]
    return to_numpy(name).itemsize * 8 if not name[1:].isdigit() or name[0] not in "su" else int(name[1:])


def is_float(name: str) -> bool:
    return name in FLOATS


def is_complex(name: str) -> bool:
    return name in COMPLEX


def is_integer(name: str) -> bool:
    return name in INTEGERS


def is_exact(name: str) -> bool:
    """pred or an integer type: values compared bit for bit, never rounded."""
    return name == "pred" or name in INTEGERS


def complex_component(name: str) -> str:
    """c64 -> f32, c128 -> f64; real types map to themselves."""
    return {"c64": "f32", "c128": "f64"}.get(name, name)


def complex_of(name: str) -> str | None:
    return {"f32": "c64", "f64": "c128"}.get(name)
