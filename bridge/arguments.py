"""What a parameter receives from a Python value: the one rule `bridge.execute`,
`bridge.reference.evaluate` and difftest/`hlobridge run`'s given inputs share (numpy only:
the reference loads no jax).

An array's dtype (numpy arrays and scalars, jax Arrays, anything with `__array__`) is the
user's word: a mismatch is refused, never converted. Python numbers, and (nested) lists and
tuples of them, take the parameter's type as jax's weak types do, when their kind allows it
(bool -> pred; int -> integer, float, complex; float -> float, complex; complex -> complex)
and every integer fits: 1.5 for an s32 or 300 for a u8 is refused, not truncated or wrapped.
"""
from __future__ import annotations

import numpy as np

from . import dtypes
from .errors import HloBridgeError

_WEAK_KINDS = {bool: "b", int: "ifc", float: "fc", complex: "c"}


def param_kind(dtype) -> str:
    """"b" pred, "i" integer, "f" float, "c" complex (ml_dtypes' kind is "V" for them all)."""
    name = dtypes.canonical(np.dtype(dtype))
    return "b" if name == "pred" else "i" if dtypes.is_integer(name) else "c" if dtypes.is_complex(name) else "f"


def _leaf_types(x, out: set) -> bool:
    """Collects the types of x's leaves; False when one is not a Python number."""
    if type(x) in (list, tuple):
        return all(_leaf_types(v, out) for v in x)
    if type(x) in _WEAK_KINDS:
        out.add(type(x))
        return True
    return False


def _int_range(dtype: np.dtype) -> tuple[int, int]:
    try:
        info = np.iinfo(dtype)
    except ValueError:   # ml_dtypes' int2/int4/uint4 ...
        import ml_dtypes
        info = ml_dtypes.iinfo(dtype)
    return int(info.min), int(info.max)


def _leaves(x):
    if type(x) in (list, tuple):
        for v in x:
            yield from _leaves(v)
    else:
        yield x


class Unfit(ValueError):
    """A Python value whose kind (`kind` True) or size the parameter's type cannot take."""

    def __init__(self, message: str, kind: bool = False):
        super().__init__(message)
        self.kind = kind


def as_array(x, dtype) -> np.ndarray:
    """What a parameter of `dtype` receives for `x`: an ndarray as it is, a Python number or
    list by python_value, anything else as numpy reads it (the caller compares its dtype and
    shape). Raises Unfit: `str(e)` says why, empty for an object numpy cannot read."""
    if type(x) is np.ndarray:
        return x
    a = python_value(x, dtype)
    if a is not None:
        return a
    try:
        return np.asarray(x)
    except Exception:  # noqa: BLE001 - a ragged list, a deleted jax Array ...
        raise Unfit("", kind=True) from None


def why(e: Unfit) -> str:
    """': reason' for a message, or nothing."""
    return f": {e}" if str(e) else ""


def python_value(x, dtype) -> np.ndarray | None:
    """`x` as an array of `dtype` when it is a Python number or a (nested) list/tuple of them;
    None for anything else (arrays keep their own dtype: the caller compares it). Raises
    Unfit when the kind or a value does not fit the type."""
    kinds: set = set()
    if type(x) not in _WEAK_KINDS and (type(x) not in (list, tuple) or not _leaf_types(x, kinds)):
        return None
    if type(x) in _WEAK_KINDS:
        kinds.add(type(x))
    dtype = np.dtype(dtype)
    kind = param_kind(dtype)
    wrong = sorted(t.__name__ for t in kinds if kind not in _WEAK_KINDS[t])
    if wrong:
        raise Unfit(f"Python {' and '.join(wrong)} values do not take the type "
                    f"{dtypes.canonical(dtype)}", kind=True)
    if kind == "i":
        low, high = _int_range(dtype)
        bad = next((v for v in _leaves(x) if not low <= v <= high), None)
        if bad is not None:
            raise Unfit(f"{bad!r} does not fit")
    try:
        return np.asarray(x, dtype=dtype)
    except OverflowError as e:   # (10**400 for a float)
        raise Unfit(f"{_short(x)} does not fit ({e})") from None
    except (ValueError, TypeError):   # (a ragged list)
        raise Unfit(f"{_short(x)} is not one array: its rows differ in length") from None


def _short(x) -> str:
    text = repr(x)
    return text if len(text) <= 40 else text[:37] + "..."


def _a(name: str) -> str:
    return f"{'an' if name[:1].lower() in 'aeiou' else 'a'} {name}"


def describe(x) -> str:
    """What the user passed, for messages: "f64[2,3]", "None", "a str" ..."""
    if x is None:
        return "None"
    if isinstance(x, (str, bytes, dict)) or (type(x) not in (list, tuple) and not hasattr(x, "__array__")
                                              and type(x) not in _WEAK_KINDS):
        return _a(type(x).__name__)
    try:
        a = np.asarray(x)
    except Exception as e:  # noqa: BLE001 - a ragged list, a deleted jax Array ...
        if type(x) in (list, tuple):
            return f"a ragged {type(x).__name__}"
        why = (str(e).splitlines() or [""])[0][:120]
        return f"{_a(type(x).__name__)} numpy cannot read ({type(e).__name__}: {why})"
    try:
        name = dtypes.canonical(a.dtype)
    except HloBridgeError:
        name = str(a.dtype)
    if a.dtype.byteorder == ">" and a.dtype.itemsize > 1:   # (names as the native type: say so)
        name = f"big-endian {a.dtype.str}"
    text = f"{name}[{','.join(map(str, a.shape))}]"
    return text + (f" (a Python {type(x).__name__})" if type(x) in (list, tuple) else "")
