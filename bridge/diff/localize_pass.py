"""`hlobridge opt --verify-semantics --localize`: the op a bad pass broke.

The numpy reference runs the module before and after the pass on the same inputs,
recording every op's results (localize.Recorder). Ops of the two runs are paired by what a
pass keeps: op name, location and result types, in execution order. The first op of the
"after" run whose results differ from its partner's is the op the pass broke (an op the
pass created has no partner: the first op that consumes it and has one differs instead).
The report shows that op and the ops defining its operands, before and after.
"""
from __future__ import annotations

import numpy as np
from jaxlib.mlir import ir

from ..context import get_context
from .localize import Recorder, where

NEIGHBOURS = 6   # operand-defining ops shown around the broken op


def _record(text: str, inputs) -> tuple[ir.Module, Recorder]:
    from ..reference.interpreter import Program
    module = ir.Module.parse(text, context=get_context())
    program = Program(module, fold=False)
    rec = Recorder(program, max_invocations=1)
    program.run([np.asarray(x) for x in inputs], recorder=rec)
    return module, rec


def _key(op) -> tuple:
    return (op.name, str(op.location), tuple(str(r.type) for r in op.results))


def _differs(a, b) -> float | None:
    """The largest absolute difference of two recorded results (None: equal; inf: unlike)."""
    a, b = np.asarray(a), np.asarray(b)
    if a.shape != b.shape or a.dtype != b.dtype:
        return float("inf")
    if a.dtype.kind in "biu":
        return None if np.array_equal(a, b) else 1.0
    wide = np.complex128 if a.dtype.kind == "c" else np.float64
    x, y = a.astype(wide), b.astype(wide)
    bad = ~np.isclose(x, y, rtol=1e-5, atol=1e-6, equal_nan=True)
    return float(np.max(np.abs(x[bad] - y[bad]))) if bad.any() else None


def _take(entries):
    """The first not yet paired entry [op, results, paired] of a pool list."""
    for e in entries or ():
        if not e[2]:
            e[2] = True
            return e
    return None


def _line(op) -> str:
    text = op.get_asm(large_elements_limit=8).splitlines()[0].strip()
    loc = where(op).get("source")
    return (text if len(text) <= 160 else text[:157] + "...") + (f"    // {loc}" if loc else "")


def _neighbourhood(op) -> list[str]:
    lines = []
    for v in list(op.operands)[:NEIGHBOURS]:
        owner = v.owner
        if isinstance(owner, ir.Block) or not hasattr(owner, "name") or owner.name == "func.func":
            line = f"  {v.get_name()}: an argument of @main"
        else:
            line = "  " + _line(owner.operation if hasattr(owner, "operation") else owner)
        if line not in lines:   # (multiply %5, %5: its operand's op once)
            lines.append(line)
    lines.append("> " + _line(op))
    return lines


def localize_pass(before: str, after: str, inputs) -> dict | None:
    """{"op", "location", "error", "before": [lines], "after": [lines], "summary"} for the
    first op the pass changed the value of; None when none is found (e.g. only the
    reference cannot run the module)."""
    try:
        _, rec_before = _record(before, inputs)
        _, rec_after = _record(after, inputs)
    except Exception:  # noqa: BLE001 - the reference cannot run one of them: nothing to pair
        return None
    pool: dict[tuple, list] = {}
    by_place: dict[tuple, list] = {}   # (location, result types): an op the pass replaced by another
    for op, _, _, results in rec_before.events:
        entry = [op, results, False]
        pool.setdefault(_key(op), []).append(entry)
        by_place.setdefault(_key(op)[1:], []).append(entry)
    for op, _, _, results in rec_after.events:
        partner = _take(pool.get(_key(op))) or _take(by_place.get(_key(op)[1:]))
        if partner is None:
            continue
        old_op, old_results = partner[0], partner[1]
        bad = [e for e in (_differs(a, b) for a, b in zip(old_results, results)) if e is not None]
        if not bad:
            continue
        loc = where(op)
        at = f" at {loc['source']}" if loc.get("source") else ""
        was = f" (was {old_op.name})" if old_op.name != op.name else ""
        return {"op": op.name, "location": loc, "error": max(bad),
                "before": _neighbourhood(old_op), "after": _neighbourhood(op),
                "summary": f"the pass changed the value of {op.name}{was}{at} (max difference {max(bad):.3g})"}
    return None


def describe(found: dict | None) -> list[str]:
    """Report lines for SemanticReport."""
    if not found:
        return ["localize: no op of the module after the pass could be paired with a differing op before it"]
    return ([f"localize: {found['summary']}", "  before the pass:"] + ["    " + ln for ln in found["before"]]
            + ["  after the pass:"] + ["    " + ln for ln in found["after"]])
