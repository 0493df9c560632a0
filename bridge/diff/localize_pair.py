"""`difftest --localize` for a module pair: which jax op did XLA's optimizations get wrong?

With `reference@FILE` in the mismatching pair, FILE is another module of the same jax
program (a dump's optimized module against the one jax gave XLA): localize.py's one-op
pieces are the first module's and cannot run as FILE. Instead:

1. the reference runs both modules on the same inputs, recording every op's results
   (localize.Recorder, nothing folded; XLA's fusions are functions our HLO reader calls, so
   their inner ops are recorded too);
2. values are matched by jax op name, element type (floats up to f32 as one: XLA:CPU
   computes a bf16 op in f32) and shape up to the order of its
   dimensions (XLA may lay a value out NHWC where jax's is NCHW): XLA keeps each
   instruction's `op_name` through its passes and our reader makes it the op's location
   name. An op of a function the first module calls gets the name XLA's call inliner gives
   it: the call's op_name, "/", its own (a name-less op: the call's alone). Not matched:
   values of constants alone (XLA folds and rewrites them: x/n as x*(1/n)), and a
   transpose/reshape/broadcast feeding an op of its own name (a layout step of that op);
3. an optimized value agrees when some first-module value of its name agrees with it (or
   with a permutation of its dimensions), under the tolerance difftest would give that
   value were it an output (approx.py's bound along its path: both sides carry the rounding
   of all before them, reassociated by XLA); when none does, its counterpart is the one fed
   by the counterparts of its inputs (those fed by them are tried first where a name has
   too many values to try all: an unrolled model's, in XLA's order);
4. a divergent value counts when a mismatching output lies downstream of it along
   divergent or unmatched values (a rewrite that merely diverges stops there), and causes
   the divergence when its matched inputs (the nearest upstream, in the optimized module)
   all agree. In the first module's execution order, the first that causes one and whose
   replacement by the first module's value (in each recorded execution) makes the outputs
   mismatch less is the culprit; else the first that causes one, said unconfirmed. Outputs
   are judged as difftest judges them: by the rounding noise where approx.py's bound is too
   wide (a deep model's); there a wrong value's successors may agree under their own wide
   bounds, so any divergent value whose inputs agree is tried too, kept where its
   replacement mends at least half the mismatching elements.

The report is localize.py's (node ids are the first module's, so --html and the overlays
show it); `matched_by` says how, and each op's `optimized` entry is FILE's op.
"""
from __future__ import annotations

import itertools
import re
import time

import numpy as np
from jaxlib.mlir import ir

from ..errors import HloBridgeError
from .compare import compare
from .isolate import CONTAINERS
from .modinfo import tensor
from .localize import LARGEST, MAX_INVOCATIONS, NEXT, Recorder, _Check, _describe, _et, _summary, node_ids, where

_OP_NAME = re.compile(r'op_name="((?:[^"\\]|\\.)*)"')
# XLA's optimized modules are scheduled: their calls are fusions, whose ops have full names
_SCHEDULED = re.compile(r"^HloModule [^\n]*is_scheduled=true", re.M)
_INSTRUCTION = re.compile(r"[._]\d+$")   # an HLO instruction's name ("constant.15", "param_0.50")
_PAIRS_PER_NAME = 4096     # candidate comparisons per (name, type): past it, by invocation order
_PAIRS_NEAR = 16           # ... and structure: those fed by its inputs' counterparts, the nearest by rank
# the pair tolerances are judged as: the optimized module keeps narrow floats in f32 where
# XLA's passes did (excess precision, approx.py), on the reference
_PAIR = ("reference", "cpu")
_NEAR = 32                 # nearest named values kept per op (a bound for wide unnamed regions)
_MOVES = frozenset({"stablehlo.transpose", "stablehlo.reshape", "stablehlo.broadcast_in_dim"})
_PERMUTATIONS = 120         # orders of a value's dimensions tried (rank 5)
_TRIES = 8                 # suspects tried in place of the first module's value (one run each)
_MATCHED_BY = "jax op name (op_name metadata) and result type, across the two modules"


class _PairRecorder(Recorder):
    """A Recorder that also notes which call each event ran under (the call is recorded
    after its body: a function's events wait for the next call of it)."""

    def __init__(self, program, max_invocations: int):
        super().__init__(program, max_invocations)
        self.parent: list = []
        self._waiting: dict = {}
        self._func: dict = {}

    def _add(self, op, operands, results, device=None):
        i = len(self.events)
        super()._add(op, operands, results, device)
        if len(self.events) == i:   # (past max_invocations)
            return
        self.parent.append(None)
        fn = self._func.get(op)
        if fn is None:
            fn = self._func[op] = _function_name(op)
        if op.name == "func.call":
            for j in self._waiting.pop(ir.FlatSymbolRefAttr(op.attributes["callee"]).value, ()):
                self.parent[j] = i
        self._waiting.setdefault(fn, []).append(i)


def _function_name(op) -> str:
    from ..mlir_module import function_of
    f = function_of(op)
    return "" if f is None else str(f.attributes["sym_name"]).strip('"')


class _Side:
    """One module recorded: its values (event, result index, array, key) and producers."""

    def __init__(self, module, inputs, text, inlined: bool, max_invocations: int):
        from ..reference.interpreter import Program
        program = Program(module, fold=False)
        if program.dynamic:
            raise HloBridgeError("a module with symbolic shapes: its values cannot be recorded as they are")
        self.program, self.inputs_given = program, list(inputs)
        self.rec = _PairRecorder(program, max_invocations)
        self.outputs = program.run(list(inputs), recorder=self.rec)
        names = set(_OP_NAME.findall(text)) if isinstance(text, str) else set()
        own = [_own_name(op, names) for op, *_ in self.rec.events]
        full: dict = {}

        def name(i):   # the op_name XLA's call inliner gives an event's op (see the docstring)
            if i not in full:
                p = self.rec.parent[i] if inlined else None
                if p is None:
                    full[i] = own[i]
                else:
                    call = name(p)
                    full[i] = f"{call}/{own[i]}" if call and own[i] else call or own[i]
            return full[i]
        for i in range(len(own) - 1, -1, -1):   # (parents come later: their names first)
            name(i)
        self.ran_named = sum(1 for f in full if f)   # executions of ops with an op name (matched or not)
        self.values = []           # (event index, result index, array, key or None)
        self.producer: dict = {}   # id(array) -> index in values (arrays are passed on, not copied)
        self.holders: dict = {}    # id(array) -> the values that are it (a case, a loop, a call passes it on)
        for i, (op, n, operands, results) in enumerate(self.rec.events):
            skip = op.name in CONTAINERS
            for r, a in enumerate(results):
                if not isinstance(a, (np.ndarray, np.generic)):   # (tokens, tuples; 0-d results may be scalars)
                    continue
                spec = None if skip or not full[i] else tensor(op.results[r].type)
                # (the shape up to order and unit dimensions: XLA may lay a value out permuted)
                key = None if spec is None else (full[i], _kind(spec[0]), tuple(sorted(d for d in spec[1] if d != 1)))
                self.producer.setdefault(id(a), len(self.values))
                self.holders.setdefault(id(a), []).append(len(self.values))
                self.values.append((i, r, np.asarray(a), key))
        self.inputs = []   # per event: the indices in values of its operands' producers (recorded before it)
        self.results: list = [[] for _ in self.rec.events]
        for v, (i, *_) in enumerate(self.values):
            self.results[i].append(v)
        varies = []        # per event: computed from the inputs (not from constants alone)
        for i, (_, _, operands, _) in enumerate(self.rec.events):
            ps = [self.producer.get(id(a)) for a in operands]
            self.inputs.append([p for p in ps if p is not None and self.values[p][0] < i])
            varies.append(any(p is None or self.values[p][0] >= i or varies[self.values[p][0]] for p in ps))
        # values of constants alone are not matched: XLA folds, merges and rewrites them (x/n as
        # x*(1/n)); a wrong one shows in the first op that uses it
        for v, (i, *_) in enumerate(self.values):
            if not varies[i]:
                self.values[v] = self.values[v][:3] + (None,)
        # a layout step (transpose, reshape, broadcast) feeding an op of its own name is part of
        # that op (XLA's bitcasts, jax's broadcasts before a `sub`): not a value of its own
        for i, ps in enumerate(self.inputs):
            mine = self.values[self.results[i][0]][3] if self.results[i] else None
            for p in ps:
                k = self.values[p][3]
                if k is not None and mine is not None and k[0] == mine[0] and \
                        self.rec.events[self.values[p][0]][0].name in _MOVES:
                    self.values[p] = self.values[p][:3] + (None,)
        self.named = sum(1 for *_, k in self.values if k is not None)
        self.keys = {k for *_, k in self.values if k is not None}

    def link(self, other_keys: set) -> None:
        """self.near: per event, its nearest values upstream named as some value of the other
        module is (through values that are not)."""
        self.near = []
        for ps in self.inputs:
            near: set = set()
            for p in ps:
                if len(near) < _NEAR:
                    near |= {p} if self.values[p][3] in other_keys else self.near[self.values[p][0]]
            self.near.append(frozenset(near))


def _kind(et: str) -> str:
    """An element type as values are matched: XLA:CPU computes bf16/f16 (f8) ops in f32 and
    converts back, keeping the op's name on the f32 one: floats up to f32 are one kind."""
    return "float" if et in ("bf16", "f16", "f32") or et.startswith(("f8", "f6", "f4")) else et


def _squeezed(a):
    return a.reshape([d for d in a.shape if d != 1])


def _judge(want, got, tol) -> _Check:
    """`got` against `want`, or a permutation of its dimensions where the elements agree as
    sets (a layout XLA chose: NHWC for NCHW, a transposed dot ...); the identity first. Unit
    dimensions do not count (XLA adds and drops them: f32[1,16] for f32[16])."""
    if want.shape != got.shape:
        want, got = _squeezed(want), _squeezed(got)
    perms = [p for p in itertools.islice(itertools.permutations(range(got.ndim)), _PERMUTATIONS)
             if tuple(got.shape[d] for d in p) == want.shape]
    checks = []
    for p in perms:
        if p != perms[0] and not checks[0].divergent:
            break
        if p != perms[0] and len(checks) == 1 and compare(
                np.sort(want, axis=None), np.sort(got, axis=None), tol, 0).verdict == "mismatch":
            break   # (not the same elements: no order of them agrees)
        checks.append(_Check([compare(want, got.transpose(p), tol, 0)]))
        if not checks[-1].divergent:
            return checks[-1]
    return checks[0]


def _laid_out(value, shape):
    """`value` with its dimensions permuted to `shape` (the first permutation that fits)."""
    if value.shape == tuple(shape):
        return value
    v, to = _squeezed(value), tuple(d for d in shape if d != 1)
    p = next(p for p in itertools.permutations(range(v.ndim)) if tuple(v.shape[d] for d in p) == to)
    return v.transpose(p).reshape(shape)


class _Patch:
    """A recorder answering one op's n-th execution with another value for one result: the
    optimized module run with the first module's value in place of a suspect one."""

    def __init__(self, program, op, r: int, values: dict):
        self.program, self.mute, self.op, self.r, self.values = program, 0, op, r, values   # execution -> value
        self.seen = 0

    def record(self, op, operands, results, captured=()):
        if op is not self.op:
            return None
        self.seen += 1
        value = self.values.get(self.seen - 1)
        if value is None:
            return None
        out = list(results)
        was = np.asarray(out[self.r])
        out[self.r] = _laid_out(value, was.shape).astype(was.dtype, copy=False)
        return out

    def for_device(self, device):
        return self


def _output_tols(prepared, inputs, policy, factors, want, noise=None) -> list:
    """Per output: (tolerance, rounding noise or None), as difftest judges it: approx.py's bound,
    or where that is too wide to tell a wrong op from rounding (a deep model's), the type's own
    tolerance and the rounding noise (core._judge_wide_bounds; `noise` where difftest measured
    it, else measured here): else a wrong op there is said to be the other backend's mismatch."""
    from .core import NOISE_UNMODELED, too_wide
    tols = [(policy.resolve(_et(w), factors[i], _PAIR), None) if i < len(factors) else None for i, w in enumerate(want)]
    wide = [i for i, (w, t) in enumerate(zip(want, tols))
            if t is not None and too_wide(_et(w), t[0].rtol, t[0].norm_rtol)]
    if not wide or not policy.rounding_noise or policy.bitwise or policy.ulp is not None or prepared.processes \
            or set(prepared.ops) & NOISE_UNMODELED:
        return tols
    if noise is None:
        from . import rounding_noise
        try:
            noise = rounding_noise.noise(prepared, inputs)
        except Exception:  # noqa: BLE001 - no noise: the bound alone, as before
            return tols
    for i in wide:
        if np.shape(noise[i]) == np.shape(want[i]):
            tols[i] = (policy.resolve(_et(want[i])), noise[i])
    return tols


def _mismatches(tols, want, got) -> list:
    """Mismatching elements per output of `got` against `want` (as difftest compares them)."""
    out = []
    for i, (w, g) in enumerate(zip(want, got)):
        if not isinstance(g, (np.ndarray, np.generic)) or i >= len(tols) or tols[i] is None:
            out.append(0)
            continue
        out.append(compare(w, g, tols[i][0], i, noise=tols[i][1]).mismatches)
    return out


def _patched(opt: "_Side", first: "_Side", checks: dict, w: int, tols) -> tuple | None:
    """(mismatching output elements, whether every execution was patched) with the first
    module's values in place of optimized value `w`'s, in each execution of its op that has
    one (a loop's past the recorded iterations keeps its own), or None where that fails."""
    i, r = opt.values[w][:2]
    op = opt.rec.events[i][0]
    values = {opt.rec.events[j][1]: first.values[checks[v][0]][2] for v, (j, rr, _, _) in enumerate(opt.values)
              if rr == r and v in checks and opt.rec.events[j][0] is op}
    try:
        got = opt.program.run(list(opt.inputs_given), recorder=_Patch(opt.program, op, r, values))
    except Exception:  # noqa: BLE001 - a value the rest cannot take (no confirmation, not a failure)
        return None
    return sum(_mismatches(tols, first.outputs, got)), len(values) == opt.rec.counts.get(op)


def _reaching(side: _Side, checks: dict, diverged: set, sinks: set) -> list:
    """Per value: whether a mismatching output lies downstream of it along values that are
    unmatched or diverge (a value XLA rewrote, e.g. x/c as x*(1/c), stops diverging there)."""
    consumers: list = [[] for _ in side.values]
    for i, ps in enumerate(side.inputs):
        for p in ps:
            consumers[p].append(i)
    reach = [False] * len(side.values)
    through = [False] * len(side.rec.events)   # an event divergence passes through that reaches
    for i in range(len(side.rec.events) - 1, -1, -1):
        for v in side.results[i]:
            reach[v] = v in sinks or any(through[c] for c in consumers[v])
        vs = side.results[i]
        passes = not any(v in checks for v in vs) or any(v in diverged for v in vs)
        through[i] = passes and any(reach[v] for v in vs)
    return reach


def _own_name(op, names: set) -> str:
    from ..view.locations import parse
    loc = parse(str(op.location))
    if loc.name:
        return loc.name
    if loc.label and (loc.label in names or not names and not _INSTRUCTION.search(loc.label)):
        return loc.label   # (a bare op_name, e.g. "exp" in a function jax outlined)
    return ""


def _factors(module) -> dict:
    """ir.Value -> approx.Approx along its path (approx.output_factors, for every value)."""
    from ..mlir_module import entry_name, functions
    from .approx import Approx, _Analyzer
    from .modinfo import entry_block
    seen: dict = {}

    class _All(_Analyzer):
        def block(self, block, env):
            out = super().block(block, env)
            for v, f in env.items():
                seen[v] = seen[v].combine(f) if v in seen else f
            return out
    funcs = functions(module)
    main = funcs[entry_name(funcs)]
    _All(funcs).function(entry_name(funcs), (Approx(),) * len(entry_block(main).arguments))
    return seen


def _match(first: _Side, opt: _Side, policy, module) -> dict:
    """Optimized value index -> (first value index, _Check or None when bit for bit equal)."""
    by_key: dict = {}
    for k, v in enumerate(first.values):
        if v[3] is not None:
            by_key.setdefault(v[3], []).append(k)
    rank_of = {k: x for ks in by_key.values() for x, k in enumerate(ks)}
    feeds: dict = {}   # first value -> the named first values it is among the nearest inputs of
    for k, v in enumerate(first.values):
        if v[3] is not None:
            for q in first.near[v[0]]:
                feeds.setdefault(q, []).append(k)
    factors = _factors(module)
    checks: dict = {}
    rank: dict = {}
    for w, (i, r, got, key) in enumerate(opt.values):
        cands = by_key.get(key) if key is not None else None
        if not cands:
            continue
        j = rank[key] = rank.get(key, -1) + 1   # (its rank among its name's: loops in step)
        if len(cands) * (j + 1) > _PAIRS_PER_NAME:
            # the nearest by rank, after those fed by its inputs' counterparts: XLA's order of an
            # unrolled model's many same-named values is not jax's
            fed_by = {k for p in opt.near[i] if p in checks for k in feeds.get(checks[p][0], ())}
            tries = sorted((abs(rank_of[k] - j), k) for k in fed_by if first.values[k][3] == key)[:_PAIRS_NEAR] + \
                (sorted((abs(x - j), cands[x]) for x in range(max(0, j - 2), min(len(cands), j + 3)))
                 or [(0, cands[-1])])
        else:
            tries = sorted((abs(x - j), k) for x, k in enumerate(cands))
        best, scored = None, []
        for _, k in dict.fromkeys(tries):
            want = first.values[k][2]
            if want.dtype == got.dtype and want.shape == got.shape and want.tobytes() == got.tobytes():
                best = (k, None)
                break
            fi, fr = first.values[k][:2]
            # (compared in the narrower type: the f32 value of a bf16 op rounds to the bf16 one)
            a, b = (want, got.astype(want.dtype, copy=False)) if want.dtype.itemsize <= got.dtype.itemsize \
                else (want.astype(got.dtype), got)
            tol = policy.resolve(_et(a), factors.get(first.rec.events[fi][0].results[fr]), _PAIR)
            c = _judge(a, b, tol)
            if not c.divergent:
                best = (k, c)
                break
            scored.append((k, c))
        if best is None:   # none agrees: its counterpart is the one fed by the counterparts of its
            # inputs, those that agree first (a divergent one's counterpart is a guess too)
            fed = {checks[p][0] for p in opt.near[i] if p in checks}
            sure = {checks[p][0] for p in opt.near[i] if p in checks and not getattr(checks[p][1], "divergent", 0)}

            def fit(kc):
                near = first.near[first.values[kc[0]][0]]
                return -len(sure & near), -len(fed & near), kc[1].ratio
            best = min(scored, key=fit)
        checks[w] = best
    return checks


def _suspects(opt: _Side, checks: dict, sinks: list) -> tuple[list, list, list]:
    """(divergent values that reach a mismatching output, those of them whose inputs agree,
    any divergent value whose inputs agree), in the first module's order. (The last: in a deep
    model a wrong value's successors may agree under their wide bounds, cutting its path.)"""
    diverged = every = {w for w, (_, c) in checks.items() if c is not None and c.divergent}
    # (an output a loop's later iterations made, past those recorded, is not traced: no filter)
    if sinks and all(p is not None and opt.rec.events[opt.values[p][0]][0].name not in CONTAINERS for p in sinks):
        # (a case's result is its branch's: reached from the index too, a flipped `gt` choosing the branch)
        held = {v for p in sinks for v in opt.holders.get(id(opt.values[p][2]), ())}
        reach = _reaching(opt, checks, diverged, set(sinks) | held)
        diverged = {w for w in diverged if reach[w]}

    def agreeing(div):
        bad_in: list = []   # per event: some nearest matched value upstream diverged
        for ps in opt.inputs:
            bad_in.append(any(p in div if p in checks else bad_in[opt.values[p][0]] for p in ps))
        return [w for w in sorted(div, key=lambda w: (checks[w][0], w)) if not bad_in[opt.values[w][0]]]
    order = sorted(diverged, key=lambda w: (checks[w][0], w))
    return order, agreeing(diverged), agreeing(every)


def _loop_before(opt: _Side, checks: dict, w: int):
    """The while op whose results reach optimized value `w` through unmatched values, if any."""
    todo, seen = list(opt.inputs[opt.values[w][0]]), set()
    while todo and len(seen) < 4 * _NEAR:
        p = todo.pop()
        if p in seen:
            continue
        seen.add(p)
        for h in opt.holders.get(id(opt.values[p][2]), ()):
            op = opt.rec.events[opt.values[h][0]][0]
            if op.name == "stablehlo.while":
                return op
        if p not in checks:
            todo += opt.inputs[opt.values[p][0]]
    return None


def _entry(first: _Side, opt: _Side, checks: dict, ids: dict, w: int, printed: bool = False) -> dict:
    """localize._describe's entry of the first module's op matched to optimized value `w`."""
    k, c = checks[w]
    fi, fr = first.values[k][:2]
    fop, fn = first.rec.events[fi][:2]
    oop, on = opt.rec.events[opt.values[w][0]][:2]
    e = _describe(fop, fn, c, ids, first.rec, printed=printed)
    loc = e.setdefault("location", {})
    theirs = where(oop)
    for field in ("file", "line", "source", "function"):
        if field not in loc and field in theirs:   # (an op of a function jax outlined has none)
            loc[field] = theirs[field]
    loc["name"] = opt.values[w][3][0]
    if len(fop.results) > 1:
        e["result"] = fr
    e["optimized"] = {"name": oop.name, "function": _function_name(oop), "execution": on, "location": theirs}
    if printed:
        text = oop.get_asm(large_elements_limit=16)
        e["optimized"]["printed"] = text if len(text) <= 400 else text[:400] + " ..."
    return e


def localize_pair(prepared, inputs, policy, backends: dict, suspect: str, baseline: str, *,
                  next_count: int = NEXT, max_invocations: int = MAX_INVOCATIONS, noise: list | None = None) -> dict:
    """Localize the mismatch of a pair one of which is `reference@FILE` (see the docstring);
    `noise`: difftest's measurement of the first module's rounding noise, measured here if None."""
    from .. import reference
    from .approx import output_factors
    from .backends import OtherModule
    other_name = suspect if isinstance(backends[suspect], OtherModule) else baseline
    other = backends[other_name]
    t0 = time.perf_counter()
    try:
        second = reference.compile_program(other.data).module   # (parsed once: the run difftest compared)
    except HloBridgeError as e:
        raise HloBridgeError(f"{other.path}: {e}") from e
    text = prepared.source if isinstance(prepared.source, str) else prepared.text
    first = _Side(prepared.module, inputs, text, not _SCHEDULED.search(text), max_invocations)
    # (FILE as bytes, an HLO proto: taken for what it usually is, an optimized module)
    jax_calls = isinstance(other.data, str) and not _SCHEDULED.search(other.data)
    opt = _Side(second, inputs, other.data, jax_calls, max_invocations)
    first.link(opt.keys)
    opt.link(first.keys)
    out = {"backend": suspect, "against": baseline, "culprit": None, "summary": "", "matched_by": _MATCHED_BY,
           "module": other.path, "executions_recorded": len(first.rec.events) + len(opt.rec.events),
           "record_seconds": round(time.perf_counter() - t0, 3)}
    checks = _match(first, opt, policy, prepared.module)
    out["values_matched"] = len(checks)
    out["values_named"] = {"first": first.named, "optimized": opt.named}
    tols = _output_tols(prepared, inputs, policy, output_factors(prepared.module), first.outputs, noise)
    per_output = _mismatches(tols, first.outputs, opt.outputs)
    if not checks or not any(per_output):
        pjrt = baseline if other_name == suspect else suspect
        unnamed = not (first.ran_named and opt.ran_named)
        out["summary"] = (
            "not localized: no value of the two modules shares a jax op name and result type "
            f"({first.named} of the first module's values and {opt.named} of {other.path}'s could be matched" +
            (": op_name metadata, kept by XLA through its passes, is what matches them)" if unnamed else
             f"; the ops that ran carry names on both sides ({first.ran_named} and {opt.ran_named}), so the "
             "optimized module computed other values: a loop that ran a different number of times (its "
             "condition), a branch the first module did not take)")
            if not checks else
            f"not localized: on the reference the two modules' outputs agree: the mismatch is {pjrt}'s own (its "
            f"rounding, or a bug of its own: --localize with {pjrt} and reference, without {other_name}, looks "
            "for it)")
        out["seconds"] = round(time.perf_counter() - t0, 3)
        return out
    order, caused, loose = _suspects(opt, checks,
                                     [opt.producer.get(id(g)) for g, m in zip(opt.outputs, per_output) if m])
    # confirmed: of the first suspects, the one whose value, the first module's in its place,
    # leaves the fewest output elements mismatching (the earliest on a tie). An XLA rewrite that
    # merely diverges (-sum(x) for sum(-x), q·k scaled before the dot) leaves more, and may hide
    # the wrong op behind it from the inputs test: the first suspects are tried too
    before, culprit, after, partial = sum(per_output), None, None, {}
    budget = time.perf_counter() + max(5.0, 4 * out["record_seconds"])   # (each try runs FILE's module)
    for w in sorted(set(caused[:_TRIES]) | set(order[:_TRIES]) | set(loose[:_TRIES]), key=lambda w: (checks[w][0], w)):
        if time.perf_counter() > budget:
            break
        n = _patched(opt, first, checks, w, tols)
        if n is not None and w not in order and 2 * n[0] > before:
            continue   # (not seen to reach the outputs: only where its value in place mends most of them)
        if n is not None and n[0] < before and not n[1]:   # (a loop's first iterations: not comparable)
            partial[w] = n[0]
        elif n is not None and n[0] < before and (after is None or n[0] < after):
            culprit, after = w, n[0]
    if culprit is None and caused:
        culprit = next((w for w in caused if w in partial), caused[0])
        after = partial.get(culprit)
    ids = node_ids(prepared.module)
    if culprit is not None:
        entry = out["op"] = _entry(first, opt, checks, ids, culprit, printed=True)
        out["culprit"] = entry["id"]
        o = entry["optimized"]
        out["summary"] = (_summary(entry, False) + f"; matched by jax op name: {other.path}'s {o['name']}"
                          + (f" in @{o['function']}" if o["function"] else "") + " computes this op's value, "
                          "its inputs agreeing; " + (
                              f"with the first module's value in its place, {after} of the {before} mismatching "
                              "output elements remain" if after is not None else
                              "(not confirmed: the first module's value in its place leaves the outputs as wrong)"))
        entry["confirmed"] = {"mismatches_before": before, "mismatches_after": after}
        loop = _loop_before(opt, checks, culprit)
        if loop is not None:   # (its counter's values are of constants alone: not matched)
            entry["after_loop"] = where(loop)
            out["summary"] += (f"; its inputs come out of a loop ({entry['after_loop'].get('name', '')} at "
                               f"{entry['after_loop'].get('source', '?')}) with no value matched since: a loop that "
                               "ran wrong (its condition, its trip count) shows first here")
        at = checks[culprit][0]   # (after it in the first module's order, then any before it; one per op)
        seen = {at}
        later = [w for w in sorted(order, key=lambda w: checks[w][0] < at)
                 if checks[w][0] not in seen and not seen.add(checks[w][0])][:next_count]
        out["next"] = [dict(_entry(first, opt, checks, ids, w), inputs_agree=w in caused) for w in later]
    else:
        out["summary"] = (f"not localized: on the reference {other.path}'s outputs differ, but no value matched by jax "
                          f"op name ({len(checks)} of its {opt.named} named) diverges with agreeing inputs: the "
                          "wrong op computes a value no op name matches (one XLA made, or without op_name metadata)")
    ranked = sorted((w for w, (_, c) in checks.items() if c is not None and c.ratio > 0),
                    key=lambda w: -checks[w][1].ratio)
    out["largest"] = [_entry(first, opt, checks, ids, w) for w in ranked[:LARGEST]]
    errors: dict = {}
    for k, c in checks.values():
        op = first.rec.events[first.values[k][0]][0]
        if c is not None and c.error and op in ids:
            errors[ids[op]] = max(errors.get(ids[op], 0.0), c.error)
    out["errors"] = errors
    out["ops_checked"] = len({first.values[k][0] for k, _ in checks.values()})
    out["seconds"] = round(time.perf_counter() - t0, 3)
    return out
