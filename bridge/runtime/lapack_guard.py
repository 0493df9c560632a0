"""The shapes jaxlib's LAPACK handlers read and write, checked before PJRT runs a call.

jaxlib's `lapack_*_ffi` handlers size everything from their operands' dimensions and write
the results without looking at the result buffers' sizes. A call whose declared results
(or whose operands among themselves) disagree with what jax.lax.linalg lowers makes them
write past a buffer: XLA:CPU aborts ("invalid fastbin entry", SIGABRT) or runs on
corrupted memory (jaxlib 0.10.2, measured: getrf of a 64x64 operand declaring a 2x2 result;
4 pivots written into a 1-element buffer). jax writes these shapes itself; a module edited by
hand or written by another tool may not. The rules follow jax's lowerings
(jax/_src/lax/linalg.py, `avals_out`), one per routine; T is the operand's element type,
R its real part, C its complex form, I s32.
"""
from __future__ import annotations

import re

from jaxlib.mlir import ir

from .. import dtypes, mlir_attrs as attrs
from ..errors import BackendError

_TARGET = re.compile(r"lapack_([sdcz])(\w+?)_ffi")
_REAL = {"f32": "f32", "f64": "f64", "c64": "f32", "c128": "f64"}
_COMPLEX = {"f32": "c64", "f64": "c128", "c64": "c64", "c128": "c128"}


class _Call:
    """One call's operand shapes (batch dims split off) and backend-config options."""

    def __init__(self, op, core: int):
        self.operands = [_tensor(v.type) for v in op.operands]
        self.results = [_tensor(r.type) for r in op.results]
        cfg = op.attributes["mhlo.backend_config"] if "mhlo.backend_config" in op.attributes else None
        if cfg is None and "backend_config" in op.attributes:
            cfg = op.attributes["backend_config"]
        self.config = dict(attrs.items(cfg)) if isinstance(cfg, ir.DictAttr) else {}
        if not self.operands:
            raise ValueError("it has no operands")
        shape, self.t = self.operands[0]
        if len(shape) < core:
            raise ValueError(f"operand 0 has rank {len(shape)}, the routine needs {core} or more")
        self.batch = shape[:len(shape) - core]
        self.r, self.c = _REAL.get(self.t, self.t), _COMPLEX.get(self.t, self.t)

    def core(self, k: int, rank: int) -> tuple[int, ...]:
        """Operand k's core dims, its batch dims checked against operand 0's."""
        if k >= len(self.operands):
            raise ValueError(f"it has {len(self.operands)} operand(s)")
        shape = self.operands[k][0]
        if len(shape) != len(self.batch) + rank or shape[:len(self.batch)] != self.batch:
            raise ValueError(f"operand {k} is {_spell(self.operands[k])}: its batch dims must be operand 0's "
                             f"{list(self.batch)}, then {rank} core dim(s)")
        return shape[len(self.batch):]

    def char(self, name: str, default: str) -> str:
        a = self.config.get(name)
        return chr(ir.IntegerAttr(a).value) if isinstance(a, ir.IntegerAttr) else default

    def flag(self, name: str) -> bool:
        a = self.config.get(name)
        return bool(ir.BoolAttr(a).value) if isinstance(a, ir.BoolAttr) else \
            bool(ir.IntegerAttr(a).value) if isinstance(a, ir.IntegerAttr) else False


def _tensor(t) -> tuple[tuple[int, ...], str]:
    rt = ir.RankedTensorType(t)
    return tuple(rt.shape), dtypes.from_mlir_spelling(str(rt.element_type))


def _spell(v) -> str:
    return f"{v[1]}[{','.join(map(str, v[0]))}]"


def _square(c: _Call) -> int:
    m, n = c.core(0, 2)
    if m != n:
        raise ValueError(f"operand 0 is {_spell(c.operands[0])}: the routine needs square matrices")
    return n


def _getrf(c):
    m, n = c.core(0, 2)
    return [((m, n), c.t), ((min(m, n),), "s32"), ((), "s32")]


def _potrf(c):
    n = _square(c)
    return [((n, n), c.t), ((), "s32")]


def _geqrf(c):
    m, n = c.core(0, 2)
    return [((m, n), c.t), ((min(m, n),), c.t)]


def _geqp3(c):
    m, n = c.core(0, 2)
    if c.core(1, 1) != (n,):
        raise ValueError(f"jpvt is {_spell(c.operands[1])}: one entry per column ({n}) is needed")
    return [((m, n), c.t), ((n,), "s32"), ((min(m, n),), c.t)]


def _orgqr(c):
    m, n = c.core(0, 2)
    (k,) = c.core(1, 1)
    if not m >= n >= k:
        raise ValueError(f"a is {m}x{n} with {k} reflectors: LAPACK needs rows >= columns >= reflectors")
    return [((m, n), c.t)]


def _ormqr(c):
    rows, cols = c.core(0, 2)
    (k,) = c.core(1, 1)
    m, n = c.core(2, 2)
    nq = m if c.flag("left") else n
    if rows != nq or not k <= min(cols, nq):
        raise ValueError(f"reflectors {rows}x{cols} ({k} of them) do not apply to a {m}x{n} matrix from the "
                         f"{'left' if c.flag('left') else 'right'}")
    return [((m, n), c.t)]


def _syevd(c):
    n = _square(c)
    return [((n, n), c.t), ((n,), c.r), ((), "s32")]


def _svd(c):
    m, n = c.core(0, 2)
    k = min(m, n)
    mode = c.char("mode", "S")
    out = [((m, n), c.t), ((k,), c.r), None, None, ((), "s32")]
    if mode == "A":
        out[2:4] = [((m, m), c.t), ((n, n), c.t)]
    elif mode == "S":
        out[2:4] = [((m, k), c.t), ((k, n), c.t)]
    else:   # 'N': U and V^T are not written; jax declares either size
        full = c.results[2:4] == [(c.batch + (m, m), c.t), (c.batch + (n, n), c.t)] if len(c.results) == 5 else False
        out[2:4] = [((m, m), c.t), ((n, n), c.t)] if full else [((m, k), c.t), ((k, n), c.t)]
    return out


def _geev(c):
    n = _square(c)
    values = [((n,), c.t), ((n,), c.t)] if c.t in ("f32", "f64") else [((n,), c.t)]
    return [*values, ((n, n), c.c), ((n, n), c.c), ((), "s32")]


def _gees(c):
    n = _square(c)
    values = [((n,), c.t), ((n,), c.t)] if c.t in ("f32", "f64") else [((n,), c.t)]
    return [((n, n), c.t), ((n, n), c.t), *values, ((), "s32"), ((), "s32")]


def _gehrd(c):
    n = _square(c)
    return [((n, n), c.t), ((max(n - 1, 0),), c.t), ((), "s32")]


def _sytrd(c):
    n = _square(c)
    return [((n, n), c.t), ((n,), c.r), ((max(n - 1, 0),), c.r), ((max(n - 1, 0),), c.t), ((), "s32")]


def _trsm(c):
    k, k2 = c.core(0, 2)
    m, n = c.core(1, 2)
    left = c.char("side", "L") == "L"
    if k != k2 or k != (m if left else n):
        raise ValueError(f"a {k}x{k2} triangular matrix does not solve a {m}x{n} system from the "
                         f"{'left' if left else 'right'}")
    return [((m, n), c.t)]


def _gtsv(c):
    (m,) = c.core(0, 1)
    if c.core(1, 1) != (m,) or c.core(2, 1) != (m,) or c.core(3, 2)[0] != m:
        raise ValueError(f"dl, d, du need {m} entries each and b {m} rows")
    return [((m,), c.t)] * 3 + [(c.core(3, 2), c.t), ((), "s32")]


# routine (real and complex spelling) -> (core rank of operand 0, result rule)
_RULES = {"getrf": (2, _getrf), "potrf": (2, _potrf), "geqrf": (2, _geqrf), "geqp3": (2, _geqp3),
          "orgqr": (2, _orgqr), "ungqr": (2, _orgqr), "ormqr": (2, _ormqr), "unmqr": (2, _ormqr),
          "syevd": (2, _syevd), "heevd": (2, _syevd), "gesdd": (2, _svd), "gesvd": (2, _svd),
          "geev": (2, _geev), "gees": (2, _gees), "gehrd": (2, _gehrd), "sytrd": (2, _sytrd),
          "hetrd": (2, _sytrd), "trsm": (2, _trsm), "gtsv": (1, _gtsv)}


def check_lapack_calls(calls, platform: str) -> None:
    """BackendError for the first `lapack_*_ffi` call (of `calls`) whose shapes jaxlib's
    handler would read or write past; calls of routines not known here pass unchecked."""
    for op in calls:
        target = ir.StringAttr(op.attributes["call_target_name"]).value
        m = _TARGET.fullmatch(target)
        if m is None or m.group(2) not in _RULES:
            continue
        core, rule = _RULES[m.group(2)]
        try:
            c = _Call(op, core)
            want = [(c.batch + shape, t) for shape, t in rule(c)]
        except (ValueError, TypeError) as e:
            raise BackendError(f"PJRT {platform} cannot run {target} at {op.location}: {e} (jaxlib's "
                               "handler would read or write past its buffers)") from None
        if c.results != want:
            raise BackendError(f"PJRT {platform} cannot run {target} at {op.location}: jaxlib's handler "
                               f"writes ({', '.join(map(_spell, want))}) for operands "
                               f"({', '.join(map(_spell, c.operands))}), the call declares "
                               f"({', '.join(map(_spell, c.results))}): it would write past its buffers")
