"""`--localize` where no op diverges alone: the first small group of ops that does.

A compiler can get a combination of ops wrong while each op alone is right: an algebraic
simplification that ignores a signed zero (`0 + x` to `x`), a fusion that reads a buffer it
is writing. Fed exact operands one op at a time, every op agrees, and localize.py found nothing.

So, in execution order, each recorded op (the root) is run with its cone: the ops of its block
that compute its operands, `depth` producers deep (1, then 2, ... while deeper cones are new),
and every constant subexpression feeding them (constants, iota and ops of those alone: what a
compiler folds, so they stay code, not parameters). Each side of the pair that compiles the
program (a PJRT backend) runs the cone as one module, on the reference's values of what flows
into it. Where that differs from the reference's value of the root, the cone runs again op by
op on the same backend, each op fed the backend's own results of the ops before it. The cone
is blamed when the whole also differs from that composition, beyond the tolerance of its ops:
each op is right alone, the backend's own ops composed give another answer, and the backend
compiling them together gives the wrong one. A difference the composition shares (a few ulps of one op
flipping a convert downstream) is rounding that propagates, never blamed; so is one within
the group's own rounding noise (rounding_noise.py: a compiler may sum in another order or keep
bf16 in f32 across a fusion).

At most MAX_CONES cones or BUDGET_S seconds (each is one compilation).
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field

import numpy as np
from jaxlib.mlir import ir

from ..mlir_module import captured_values, subgraph_module
from .approx import Approx, own_tolerance, reduced_precision
from .compare import compare, dtype_name
from .isolate import NOT_ISOLATED, Isolated, refused, run_isolated

MAX_DEPTH = 12
MAX_CONES = 400
BUDGET_S = 30.0


@dataclass
class ConeFinding:
    root: ir.Operation
    invocation: int
    ops: list                 # the cone, in block order (the root last)
    backend: str              # the side that compiles it wrongly
    reports: list             # its whole result against the reference's, per result
    composed: list            # the same backend, op by op
    whole: list
    isolated: Isolated        # the cone's module
    inputs: list              # the reference's values flowing into it
    want: list                # the reference's results of it

    def agrees(self, policy, got: list) -> bool:
        """Whether `got`, the group's results computed some other way, are the reference's."""
        return not _differs(_compare(policy, self.ops, self.backend, self.want, got))


@dataclass
class _Search:
    recorded: dict            # (op, invocation) -> (operands, results)
    backends: dict
    sides: list
    policy: object
    isolated: dict            # op -> Isolated: localize.py's, shared (compiled once)
    captured: dict            # (op, invocation) -> what its regions read from outside it (Recorder's)
    positions: dict = field(default_factory=dict)
    constant: dict = field(default_factory=dict)
    used: dict = field(default_factory=dict)
    part: dict = field(default_factory=dict)

    def takes_part(self, op) -> bool:
        """Whether `op` may be in a cone (asked once per op: `refused` walks a region op's body)."""
        ok = self.part.get(op)
        if ok is None:
            ok = self.part[op] = op.name not in NOT_ISOLATED and op.name != "func.return" and not refused(op)
        return ok

    def uses(self, op) -> list:
        """op's operands, then the values its regions read from outside it (jax's conds)."""
        found = self.used.get(op)
        if found is None:
            found = self.used[op] = [*op.operands, *(captured_values(op) if op.regions else ())]
        return found


def first_divergent_cone(events, backends: dict, sides: list, policy, isolated: dict,
                         captured: dict) -> tuple[ConeFinding | None, int, int, bool]:
    """The first cone one of `sides` compiles wrongly (see the module docstring), the number
    of cones checked, the depth reached, and whether every cone up to it was (not stopped by
    MAX_CONES or BUDGET_S). Deeper cones are tried while a depth still makes new ones (a cone
    that reaches its block's inputs grows no more), so the first found is the shallowest.
    `events`: localize.Recorder's (op, invocation, operands, results); `captured`: its values
    that region ops read from outside them, by (op, invocation)."""
    s = _Search({(op.operation, n): (xs, rs) for op, n, xs, rs in events}, backends, sides, policy, isolated,
                captured)
    tried: set = set()
    start, checked = time.perf_counter(), 0
    for depth in range(1, MAX_DEPTH + 1):
        grew = False
        for root, n, _, _ in events:
            root = root.operation
            cone = _cone(s, root, depth)
            if len(cone) < 2 or (tuple(cone), n) in tried:
                continue
            tried.add((tuple(cone), n))
            grew = True
            found = _check(s, root, n, cone)
            checked += 1
            if found is not None:
                return found, checked, depth, True
            if checked >= MAX_CONES or time.perf_counter() - start > BUDGET_S:
                return None, checked, depth, False
        if not grew:
            return None, checked, depth - 1, True
    return None, checked, MAX_DEPTH, True


def _cone(s: _Search, root, depth: int) -> list:
    if not s.takes_part(root):
        return []
    members = {root}

    def grow(op, d):
        for v in s.uses(op):
            p = v.owner
            if isinstance(p, ir.Block):
                continue
            p = p.operation
            if p in members or p.parent != root.parent or not s.takes_part(p):
                continue
            if d > 0 or _constant(s, p):
                members.add(p)
                grow(p, d - 1)
    grow(root, depth)
    order = _positions(s, root)
    return sorted(members, key=order.__getitem__)


def _constant(s: _Search, op) -> bool:
    """Whether `op` computes from constants alone (no operand from outside: a compiler folds it)."""
    known = s.constant.get(op)
    if known is None:
        s.constant[op] = False   # (a cycle cannot happen in a block; this only stops a revisit)
        known = op.name not in NOT_ISOLATED and all(
            not isinstance(v.owner, ir.Block) and v.owner.operation.parent == op.parent
            and _constant(s, v.owner.operation) for v in s.uses(op))
        s.constant[op] = known
    return known


def _positions(s: _Search, op) -> dict:
    block = op.block
    order = s.positions.get(block)
    if order is None:
        order = s.positions[block] = {o.operation: i for i, o in enumerate(block.operations)}
    return order


def _check(s: _Search, root, n: int, cone: list) -> ConeFinding | None:
    if (root, n) not in s.recorded or any((op, n) not in s.recorded for op in cone):
        return None   # (past the recorder's cap on a loop's iterations)
    try:
        module, inputs = subgraph_module(cone, list(root.results))
    except Exception:  # noqa: BLE001 - a group the bindings cannot assemble: not a candidate
        return None
    values = _input_values(s, cone, n, inputs)
    if values is None:
        return None
    want = [np.asarray(r) for r in s.recorded[(root, n)][1]]
    iso = Isolated.of_module(module)
    for side in s.sides:
        try:
            whole = run_isolated(side, s.backends[side], iso, values, f"ops {root.name} with its cone")
        except Exception:  # noqa: BLE001 - a backend that cannot run the group: not a finding
            continue
        reports = _compare(s.policy, cone, side, want, whole)
        if not _differs(reports):
            continue
        composed = _composed(s, cone, side, dict(zip(inputs, values)))
        if composed is None or not _differs(_compare(s.policy, cone, side, composed, whole)):
            continue   # the backend's own ops give it too: propagated, not compiled wrong
        if _rounding_explains(s, cone, side, iso, values, want, whole):
            continue
        return ConeFinding(root, n, cone, side, reports, composed, whole, iso, values, want)
    return None


def _rounding_explains(s: _Search, cone, side, iso: Isolated, values, want, whole) -> bool:
    """Whether the group's own rounding noise (rounding_noise.py, on these inputs) covers the
    difference: a compiler may round a group otherwise (sums in another order, bf16 kept in
    f32 across a fusion), and where the group cancels or truncates that shows."""
    p = s.policy
    if not p.rounding_noise or p.bitwise or p.ulp is not None:
        return False
    from .rounding_noise import noise
    try:
        nz = noise(iso.prepared("group"), values)
    except Exception:  # noqa: BLE001 - no noise measured: the tolerance's verdict stands
        return False
    return not _differs(_compare(s.policy, cone, side, want, whole, nz))


def _input_values(s: _Search, cone: list, n: int, inputs: list) -> list | None:
    """The reference's value of each input of the cone, as the op of the cone that reads it
    was given it at the cone's invocation: an operand, or a value its regions read from
    outside it. None where one was not recorded."""
    given = {}
    for op in cone:
        for v, x in zip(s.uses(op), [*s.recorded[(op, n)][0], *s.captured.get((op, n), ())]):
            given.setdefault(v, x)
    values = [given.get(v) for v in inputs]
    return None if any(x is None for x in values) else [np.asarray(x) for x in values]


def _composed(s: _Search, cone: list, side: str, values: dict) -> list | None:
    """The root's results with each op of the cone run alone on `side`, fed `side`'s own results."""
    for op in cone:
        iso = s.isolated.get(op)
        if iso is None:
            iso = s.isolated[op] = Isolated(op)
        if iso.why:
            return None
        try:
            outs = run_isolated(side, s.backends[side], iso, [values[v] for v in [*op.operands, *iso.captured]],
                                f"isolated {op.name}")
        except Exception:  # noqa: BLE001
            return None
        values.update(zip(op.results, outs))
    return [np.asarray(values[r]) for r in cone[-1].results]


def _compare(policy, cone: list, side: str, want: list, got: list, noise=None) -> list:
    approx = Approx()
    for op in cone:
        t, length = own_tolerance(op)
        approx = approx.then(t, length, int(reduced_precision(op)))
    out = []
    for i, (w, g) in enumerate(zip(want, got)):
        w, g = np.asarray(w), np.asarray(g)
        if g.dtype != w.dtype:
            g = g.astype(w.dtype)
        out.append(compare(w, g, policy.resolve(dtype_name(w.dtype), approx, (side, "reference")), i,
                           noise=None if noise is None else noise[i]))
    return out


def _differs(reports) -> bool:
    return any(r.verdict == "mismatch" for r in reports)
