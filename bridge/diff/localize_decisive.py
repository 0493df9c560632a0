"""`--localize` where every op agrees within tolerance and one small difference still decides
the outputs: the sign of a zero (compare() calls -0 and +0 equal; `1 / x`, `atan2`, `log`
tell them apart) or a value near zero that the tolerance's absolute term hides (XLA:CPU's
`cbrt` of a subnormal is -5.6e-16, the exact value 1.7e-13; `pow` then makes it NaN).

Candidates are the ops whose isolated result on the compiling backend differs from the
reference's only in zero signs (the first ZERO_SIGN of them, in execution order), then those
at least NEAR_ZERO_REL off relative to their value (the largest first). Each is tried as the
cause by a counterfactual run: the reference again, that op's result replaced by the other
backend's. The op whose replacement makes the reference's outputs the other backend's (all
but a tenth of the mismatching elements gone) is the culprit; at most MAX_RUNS runs.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .. import dtypes
from .compare import compare, dtype_name

ZERO_SIGN = 8          # zero-sign candidates kept, in execution order
NEAR_ZERO_REL = 1e-2   # a relative difference the tolerance let through by its absolute term
MAX_RUNS = 8           # counterfactual reference runs


@dataclass
class Candidate:
    op: object
    invocation: int
    check: object          # localize._Check of the op alone
    operands: list
    values: list           # the other backend's results of the op alone
    zero_signs: int        # elements that differ only in the sign of a zero (0: a near-zero candidate)
    relative: float


class Candidates:
    def __init__(self):
        self.signs: list = []
        self.near: list = []

    @property
    def found(self) -> bool:
        return bool(self.signs or self.near)

    def offer(self, op, n, check, operands, want, got, values) -> None:
        """An op that agreed within tolerance (want: the baseline's results, got: the suspect's)."""
        if len(self.signs) < ZERO_SIGN and not check.error:   # (only zeros' signs differ: no error at all)
            k = zero_signs(want, got)
            if k:
                self.signs.append(Candidate(op, n, check, operands, values, k, 0.0))
                return
        rel = float(getattr(check.report, "max_rel_error", 0.0) or 0.0)
        if rel >= NEAR_ZERO_REL and np.isfinite(rel) and all(dtypes.is_float(dtype_name(np.asarray(w).dtype))
                                                            for w in want):
            self.near.append(Candidate(op, n, check, operands, values, 0, rel))
            if len(self.near) > MAX_RUNS:   # (only the largest are tried: the others' arrays go)
                self.near = sorted(self.near, key=lambda c: -c.relative)[:MAX_RUNS]

    def in_order(self) -> list:
        return (self.signs + sorted(self.near, key=lambda c: -c.relative))[:MAX_RUNS]


def zero_signs(want, got) -> int:
    """How many float elements are zero on both sides with opposite signs, where every other
    element is the same: 0 when anything else differs."""
    count = 0
    for w, g in zip(want, got):
        w, g = np.asarray(w), np.asarray(g)
        if w.shape != g.shape or w.dtype != g.dtype or not dtypes.is_float(dtype_name(w.dtype)):
            if w.shape != g.shape or w.dtype != g.dtype or w.tobytes() != g.tobytes():
                return 0
            continue
        with np.errstate(invalid="ignore"):
            same = (w == g) | (np.isnan(w) & np.isnan(g))
        if not same.all():
            return 0
        count += int(np.count_nonzero(_flipped(w, g)))
    return count


def _flipped(w: np.ndarray, g: np.ndarray) -> np.ndarray:
    """Where both are zero with opposite signs (float arrays of one shape)."""
    with np.errstate(invalid="ignore"):
        return (w == 0) & (g == 0) & (np.signbit(w) != np.signbit(g))


def settled(candidate: Candidate, want, got, reports) -> bool:
    """Whether `got` (the op's results computed again some other way, `reports` their
    comparisons with `want` under the op's tolerance) no longer holds what made `candidate`
    decisive: no zero of the other sign, and no relative error of NEAR_ZERO_REL or more."""
    if len(got) != len(want) or any(r.verdict == "mismatch" for r in reports):
        return False
    if candidate.relative and any((r.max_rel_error or 0.0) >= NEAR_ZERO_REL for r in reports):
        return False
    for w, g in zip(want, got):
        w, g = np.asarray(w), np.asarray(g)
        if dtypes.is_float(dtype_name(w.dtype)) and w.shape == g.shape \
                and _flipped(w.astype(np.float64), g.astype(np.float64)).any():
            return False
    return True


class _Substitute:
    """A recorder answering one op's n-th results with others (interpreter.py's protocol)."""

    def __init__(self, program, op, n: int, values):
        self.program, self.mute, self.op, self.n, self.values, self.seen = program, 0, op, n, values, 0

    def record(self, op, operands, results, captured=()):
        if op == self.op:
            self.seen += 1
            if self.seen == self.n + 1:
                return [np.asarray(v).astype(np.asarray(r).dtype, copy=False) for v, r in zip(self.values, results)]
        return None

    def for_device(self, device: int) -> "_Substitute":
        return self


def first_decisive(program, inputs, candidates: Candidates, backends, prepared, policy, other: str):
    """The first candidate whose `other`-side result, put in place of the reference's, makes
    the reference's outputs `other`'s; None if none does."""
    try:
        target = [np.asarray(o) for o in backends[other](prepared, list(inputs))]
        plain = program.run(list(inputs))
    except Exception:  # noqa: BLE001 - no counterfactual: no culprit, as before
        return None

    def mismatches(outs):
        return sum(compare(t, np.asarray(o), policy.resolve(dtype_name(t.dtype)), i).mismatches
                   for i, (t, o) in enumerate(zip(target, outs)) if np.shape(t) == np.shape(o))
    before = mismatches(plain)
    if not before:
        return None
    for cand in candidates.in_order():
        try:
            after = mismatches(program.run(list(inputs), recorder=_Substitute(program, cand.op, cand.invocation,
                                                                             cand.values)))
        except Exception:  # noqa: BLE001
            continue
        if after <= before // 10:
            return cand
    return None
