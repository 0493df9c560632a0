"""The arrays every backend runs on: given (a list, a dict or an .npz) or generated."""
from __future__ import annotations

import io
import math
import os
import zipfile
import zlib

import numpy as np

from .. import dtypes
from ..errors import HloBridgeError
from .dataflow import Rule, param_rules
from ..generators import GenSpec, generate, rng_for, unique_integers


def load_npz(path, name: str | None = None) -> list[np.ndarray]:
    """Arrays named arg0, arg1 ... (numeric order; then every name must be one of them), or else
    in file order (np.savez's arr_0, arr_1 ... arr_10 as written, not as their names sort). A
    .npy is one array: the input of a one-parameter program. `path`: a path or a binary file;
    `name`: what errors call it (default the path; a file object: 'the given bytes')."""
    what = name or ("the given bytes" if hasattr(path, "read") else path)
    try:
        head = _head(path)
        if not head.startswith((b"PK", b"\x93NUMPY")):   # (else numpy speaks of pickled data)
            raise HloBridgeError(f"cannot read inputs {what}: " + (
                "the file is empty" if not head else "not an .npz archive (nor a .npy array)"))
        loaded = np.load(path)
        if isinstance(loaded, np.ndarray):
            return [loaded]
        with loaded as z:
            numbered = sorted(int(n[3:]) for n in z.files if n.startswith("arg") and n[3:].isdigit())
            if numbered and (numbered != list(range(len(z.files)))):   # (arg1 and x: which is input 0?)
                raise HloBridgeError(f"cannot read inputs {what}: its arrays are named {', '.join(z.files)}; "
                                     f"name them arg0 ... arg{len(z.files) - 1}, one per input, or none argN")
            return [z[f"arg{i}"] for i in numbered] if numbered else [z[n] for n in z.files]
    except (zipfile.BadZipFile, zlib.error) as e:
        raise HloBridgeError(f"cannot read inputs {what}: a truncated or damaged .npz archive ({e})") from None
    except (OSError, ValueError, EOFError) as e:
        raise HloBridgeError(f"cannot read inputs {what}: {e}") from None


def _head(path) -> bytes:
    """The first bytes of a path or an open binary file (left where it was)."""
    if hasattr(path, "read"):
        pos = path.tell()
        head = path.read(6)
        path.seek(pos)
        return head
    with open(path, "rb") as f:
        return f.read(6)


def save_npz(arrays, prefix: str = "arg") -> bytes:
    """An .npz of arg0, arg1 ... (`prefix`); bf16/fp8/int4 arrays as their bit patterns
    (unsigned ints of the same width): numpy cannot read its own .npz of ml_dtypes arrays back."""
    buf = io.BytesIO()
    np.savez(buf, **{f"{prefix}{i}": _storable(a) for i, a in enumerate(arrays)})
    return buf.getvalue()


def save_npy(array) -> bytes:
    """One array as an .npy (bf16/fp8/int4 as their bit patterns, as save_npz stores them)."""
    buf = io.BytesIO()
    np.save(buf, _storable(array), allow_pickle=False)
    return buf.getvalue()


def _storable(a: np.ndarray) -> np.ndarray:
    a = np.asarray(a)
    if a.dtype.type.__module__.startswith("ml_dtypes"):
        return a.view(np.dtype(f"u{a.dtype.itemsize}"))
    return a


def reinterpret(a: np.ndarray, want: np.dtype) -> np.ndarray:
    """Bit patterns (or numpy's opaque void) of an ml_dtypes array -> that dtype."""
    if (a.dtype != want and a.dtype.kind in "uV" and a.dtype.itemsize == want.itemsize
            and want.type.__module__.startswith("ml_dtypes")):
        return a.view(want)
    return a


def as_list(inputs) -> list:
    """User inputs (a list, a dict arg0 ... or an .npz path) as a list, in order."""
    if isinstance(inputs, (str, os.PathLike)):
        inputs = load_npz(inputs)
    elif isinstance(inputs, dict):
        inputs = [inputs[k] for k in sorted(inputs, key=lambda n: (len(n), n))]
    if not isinstance(inputs, (list, tuple)):
        raise HloBridgeError(f"inputs must be a list of arrays, a dict or an .npz path, "
                             f"got {type(inputs).__name__}")
    return inputs


def given_inputs(inputs, params) -> list[np.ndarray]:
    """Validate user inputs against the entry signature [(element type, shape)]."""
    inputs = as_list(inputs)
    if len(inputs) != len(params):
        raise HloBridgeError(f"the program takes {len(params)} input(s) "
                             f"({', '.join(_fmt(p) for p in params) or 'none'}), got {len(inputs)}")
    from .. import arguments
    out = []
    for i, (x, (et, shape)) in enumerate(zip(inputs, params)):
        want = dtypes.to_numpy(et)
        # as bridge.execute: an array's dtype is the user's word (no silent cast of a jax
        # Array or numpy scalar); Python numbers and lists take the type when they fit it
        try:
            a = reinterpret(x, want) if isinstance(x, np.ndarray) else arguments.as_array(x, want)
        except arguments.Unfit as e:
            raise HloBridgeError(f"input {i} must be {_fmt((et, shape))}, got {arguments.describe(x)}"
                                 f"{arguments.why(e)}") from None
        if a.dtype != want or a.shape != tuple(shape):
            got = (arguments.describe(x) if a.dtype.byteorder == ">" or not isinstance(x, np.ndarray)
                   else _fmt((_name(a.dtype), a.shape)))
            raise HloBridgeError(f"input {i} must be {_fmt((et, shape))}, got {got}")
        out.append(a if a.flags.c_contiguous else a.copy(order="C"))   # (ascontiguousarray makes 0-d 1-d)
    return out


def generated_inputs(module, params, seed: int, spec: GenSpec) -> tuple[list[np.ndarray], list[dict]]:
    refuse_oversized([(f"input {i} ({_fmt(p)})", math.prod(p[1]) * dtypes.to_numpy(p[0]).itemsize)
                      for i, p in enumerate(params)])
    rules = param_rules(module) if spec.domain_rules else [None] * len(params)
    if rules and len(params) % len(rules) == 0:
        rules = rules * (len(params) // len(rules))   # a per-device program: @main's once per process
    arrays, notes = [], []
    for i, ((et, shape), rule) in enumerate(zip(params, rules)):
        try:
            a, how = generate_one(et, shape, spec, rng_for(seed, i), rule)
        except MemoryError:   # (the generators' float64 intermediates need more than the array)
            raise HloBridgeError(f"out of memory generating input {i} ({_fmt((et, shape))})") from None
        arrays.append(a)
        notes.append({"index": i, "type": _fmt((et, shape)), "generator": how,
                      "rule": rule.describe() if rule else None})
    return arrays, notes


def refuse_oversized(sized: list[tuple[str, int]]) -> None:
    """HloBridgeError, before allocating, for inputs [(what, bytes)] the machine's memory cannot
    hold: numpy would raise MemoryError part-way, or the OOM killer end the process."""
    try:
        memory = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (AttributeError, OSError, ValueError):   # (not a POSIX system: nothing to compare with)
        return
    total = sum(n for _, n in sized)
    if total <= memory:
        return
    what, n = max(sized, key=lambda s: s[1])
    others = "" if n == total else f" (all inputs {_bytes(total)})"
    raise HloBridgeError(f"{what} needs {_bytes(n)}{others}: more than this machine's memory ({_bytes(memory)})")


def refuse_ungeneratable(types, flag: str, sizes_hint: str | None = None) -> None:
    """refuse_oversized for @main's MLIR types (passes.semantics generates from them); with a
    `sizes_hint`, symbolic dimensions are refused too, saying how to give their sizes."""
    from ..mlir_types import from_mlir_type
    sized = []
    for i, t in enumerate(types):
        try:
            s = from_mlir_type(t)
        except (TypeError, ValueError):   # (a token, a tuple: left to the engines)
            continue
        if any(d < 0 for d in s.dimensions):
            if sizes_hint:
                raise HloBridgeError(f"{flag}: input {i} of @main ({t}) has symbolic dimensions; {sizes_hint}")
            continue
        sized.append((f"{flag}: input {i} ({t})", math.prod(s.dimensions) * np.dtype(s.dtype).itemsize))
    refuse_oversized(sized)


def _bytes(n: float) -> str:
    for unit in ("B", "KiB", "MiB", "GiB", "TiB"):
        if n < 1024:
            return f"{n:.1f} {unit}" if unit != "B" else f"{int(n)} B"
        n /= 1024
    return f"{n:,.1f} PiB"


def generate_one(et: str, shape, spec: GenSpec, rng, rule: Rule | None = None) -> tuple[np.ndarray, str]:
    shape = tuple(shape)
    if rule is not None and et != "pred":
        if rule.kind == "index":
            return _indices(et, shape, rule, rng), "index"
        if rule.kind == "divisor" and dtypes.is_integer(et):
            a = generate(et, shape, spec, rng, "nonzero" if spec.family != "bits" else "bits")
            return np.where(a == 0, np.ones_like(a), a), spec.describe(et) + ", zeros replaced by 1"
        if rule.kind == "positive" and spec.family not in ("positive", "uniform", "bits"):
            return generate(et, shape, spec, rng, "positive"), "positive"
        if rule.kind == "unique" and dtypes.is_integer(et):
            a = unique_integers(et, shape, rng)
            if a is not None:
                return a, "distinct integers"
    return generate(et, shape, spec, rng), spec.describe(et)


def _indices(et: str, shape, rule: Rule, rng) -> np.ndarray:
    dt = dtypes.to_numpy(et)
    u = rng.random(shape)
    if rule.axis is not None and rule.axis < len(shape) and shape[rule.axis] == len(rule.highs):
        view = [1] * len(shape)
        view[rule.axis] = len(rule.highs)
        highs = np.maximum(np.array(rule.highs, np.float64), 0).reshape(view)
    else:
        highs = max(rule.high, 0)
    return np.floor(u * (highs + 1)).astype(np.int64).astype(dt)


def _name(dt) -> str:
    try:
        return dtypes.canonical(dt)
    except HloBridgeError:
        return str(dt)


def _fmt(p) -> str:
    et, shape = p
    return f"{et}[{','.join(map(str, shape))}]"
