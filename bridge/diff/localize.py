"""`difftest --localize`: the first op whose own result diverges, at the user's source line.

1. The numpy reference runs the module once recording every executed op's operands and
   results (interpreter.py's recording mode, nothing folded), into called functions and
   loop/branch regions; ops whose regions are per-element computations (reduce, sort,
   scatter, map ...) are recorded as one op, so a bug in such a region blames its owner.
2. In execution order, each recorded op runs alone on the suspect backend, fed the
   *reference's* operand values (isolate.py: a one-op module, compiled once per distinct
   signature), and its result is compared with the baseline's under the tolerance
   difftest uses for one op of that kind. Error that merely propagates is never blamed:
   every op gets exact inputs.
3. The first divergent op is the culprit; the next few divergent ops and the ops whose
   own error is largest against their tolerance are listed too. If no single op diverges,
   whole loops and branches are tried as one op (a bug in the loop itself), then ops within
   tolerance whose difference decides the outputs (localize_decisive.py: a zero's sign, a
   value near zero), then groups of ops a compiler gets wrong together (localize_cone.py).

Node ids are those of bridge/view/graph.py ("<func>:K", pre-order in <func>), so the HTML
report and Model Explorer overlays (overlays.error_overlay) colour the same ops.
"""
from __future__ import annotations

import time

import numpy as np
from jaxlib.mlir import ir

from .. import dtypes
from ..errors import HloBridgeError
from .approx import Approx, own_tolerance, reduced_precision
from .compare import compare, scalar
from .backends import PJRT, is_pjrt
from .isolate import CONTAINERS, Isolated, run_isolated
from .localize_cone import first_divergent_cone
from .localize_decisive import Candidates, first_decisive, settled
from .xla_passes import blame_pass
from ..mlir_module import functions
from .modinfo import tensor

NEXT = 5                  # divergent ops listed after the culprit
LARGEST = 5               # ops listed by own error / tolerance
MAX_INVOCATIONS = 16      # recorded executions per op (loop bodies): memory and time bound
_PRINTED = 400            # characters of an op's text in the report
_REFERENCE = ("reference",)
REPRODUCER_BYTES = 16 << 20   # operand values kept in the report for the reproducer


class Recorder:
    """Receives interpreter.py's `record(op, operands, results)` calls."""

    def __init__(self, program, max_invocations: int = MAX_INVOCATIONS):
        self.program = program     # only its blocks record (interpreter.Block.__call__)
        self.mute = 0
        self.max = max_invocations
        self.counts: dict = {}
        self.events: list = []     # (op, invocation, operands, results) in execution order
        self.device_of: dict = {}  # (op, invocation) -> device, inside a manual computation
        # (op, invocation) -> the values its regions read from outside it (mlir_module.captured_values'
        # order): a branch inside a loop reads the loop's carried values, which no op's results hold
        self.captured: dict = {}
        self._devices: dict = {}   # device -> its recorder, while a manual computation runs

    def record(self, op, operands, results, captured=()):
        if self._devices:   # the manual computation that ran them: its body's ops first, device by device
            for dev in sorted(self._devices):
                for event in self._devices[dev].events:
                    self._add(*event, dev)
            self._devices.clear()
        self._add(op, operands, results, captured)

    def _add(self, op, operands, results, captured=(), device=None):
        n = self.counts.get(op, 0)
        self.counts[op] = n + 1
        if n < self.max:
            self.events.append((op, n, operands, results))
            if captured:
                self.captured[(op, n)] = captured
            if device is not None:
                self.device_of[(op, n)] = device

    def results(self, op, n: int):
        """The results recorded of `op`'s n-th execution."""
        return next(rs for o, k, _, rs in self.events if o is op and k == n)

    def for_device(self, device: int) -> "_DeviceRecorder":
        """The recorder of one device's thread in an `sdy.manual_computation` body: kept apart
        (threads interleave) and added in device order when the manual computation is recorded."""
        self._devices[device] = sub = _DeviceRecorder(self.program)
        return sub


class _DeviceRecorder:
    def __init__(self, program):
        self.program = program
        self.mute = 0
        self.events: list = []

    def record(self, op, operands, results, captured=()):
        self.events.append((op, operands, results, captured))


def node_ids(module: ir.Module) -> dict:
    """ir.Operation -> "<func>:K": K counts every op of <func> in pre-order, regions and
    terminators included, from 0 (the contract of bridge/view/graph.py's node ids)."""
    ids = {}
    for fname, f in functions(module).items():
        counter = [0]

        def visit(op, fname=fname, counter=counter):
            ids[op] = f"{fname}:{counter[0]}"
            counter[0] += 1
            for r in op.regions:
                for b in r.blocks:
                    for inner in b.operations:
                        visit(inner.operation)
        for b in f.regions[0].blocks:
            for op in b.operations:
                visit(op.operation)
    return ids


def where(op: ir.Operation) -> dict:
    """The op's source: file, line, function and name stack from its MLIR location."""
    from ..view.locations import parse, short_source
    loc = parse(str(op.location))
    out = {}
    if loc.source:
        path, line, _ = (loc.source.rsplit(":", 2) + ["", ""])[:3]
        out.update(file=path, line=int(line) if line.isdigit() else line, source=short_source(loc.source))
    if loc.frames:
        out["function"] = loc.frames[0].split(" at ")[0]
    if loc.name or loc.label:
        out["name"] = loc.name or loc.label
    if "source" not in out:   # an op of a function jax made (relu, a loop body ...): where it was called
        site = _call_site(op)
        if site is not None:
            called = where(site)
            if called.get("source"):
                callee = ir.FlatSymbolRefAttr(site.attributes["callee"]).value
                out.update({k: called[k] for k in ("file", "line") if k in called},
                           source=f"{called['source']} (the call of @{callee})")
    return out


def _call_site(op):
    """The one func.call of the private function holding `op` (None: several, or none)."""
    from ..mlir_module import function_of, module_of, ops_where
    func = function_of(op)
    if func is None or "sym_visibility" not in func.attributes:
        return None
    name = ir.StringAttr(func.attributes["sym_name"]).value
    module = module_of(func)
    calls = [] if module is None else ops_where(module, lambda o: o.name == "func.call" and ir.FlatSymbolRefAttr(
        o.attributes["callee"]).value == name)
    return calls[0] if len(calls) == 1 else None


def _result_dtype(value):
    spec = tensor(value.type)
    return dtypes.to_numpy(spec[0]) if spec else None


def _tolerance(policy, op, et: str, backends=()):
    t, length = own_tolerance(op)
    return policy.resolve(et, Approx().then(t, length, int(reduced_precision(op))), backends)


def _reports(policy, op, want, got, backends) -> list:
    """Each result of `op` computed two ways, compared under the tolerance of one such op."""
    return [compare(w, np.asarray(g), _tolerance(policy, op, _et(w), backends), i)
            for i, (w, g) in enumerate(zip(want, got))]


def _agree(reports, want, got) -> bool:
    return len(want) == len(got) and not any(r.verdict == "mismatch" for r in reports)


class _Check:
    """One isolated execution compared: the worst of its outputs."""
    __slots__ = ("divergent", "error", "ratio", "report")

    def __init__(self, reports):
        self.divergent = any(r.verdict == "mismatch" for r in reports)
        bad = [r for r in reports if r.verdict == "mismatch"] or reports
        self.report = max(bad, key=lambda r: (_ratio(r), r.max_abs_error))
        self.error = max((r.max_abs_error for r in reports), default=0.0)
        self.ratio = max((_ratio(r) for r in reports), default=0.0)


class _Exact:
    divergent, error, ratio, report = False, 0.0, 0.0, None


_EXACT = _Exact()


def _same_bits(w, g) -> bool:
    return w.dtype == g.dtype and w.shape == g.shape and w.tobytes() == g.tobytes()


def _ratio(r) -> float:
    """How far beyond its tolerance an output is (> 1: it fails)."""
    tol = r.tolerance
    if r.verdict == "match" and not r.max_abs_error:
        return 0.0
    if "ulp" in tol:
        return r.max_ulp / max(tol["ulp"], 0.5)
    allowed = max(tol.get("atol", 0.0), tol.get("rtol", 0.0) * _magnitude(r), 1e-300)
    return r.max_abs_error / allowed if r.verdict == "mismatch" or r.max_abs_error else 0.0


def _magnitude(r) -> float:
    w = r.worst[0] if r.worst else None
    if not w or not isinstance(w.get("expected"), (int, float)):
        return 0.0
    return abs(float(w["expected"]))


def localize(prepared, inputs, policy, backends: dict, suspect: str, baseline: str, *,
             next_count: int = NEXT, max_invocations: int = MAX_INVOCATIONS, noise: list | None = None) -> dict:
    """Localize `suspect`'s mismatch against `baseline`. backends: {name: run}. Returns the
    report's "localization" entry (see the module docstring and docs/difftest.md). `noise`:
    the rounding noise difftest measured, if it did (a module pair's outputs are judged by it)."""
    from ..reference.interpreter import Program
    from .backends import OtherModule
    own = [n for n in (suspect, baseline) if getattr(backends[n], "own_module", False)]
    if len(own) == 1 and isinstance(backends[own[0]], OtherModule):   # a dump's pair: matched by op names
        from .localize_pair import localize_pair
        return localize_pair(prepared, inputs, policy, backends, suspect, baseline,
                             next_count=next_count, max_invocations=max_invocations, noise=noise)
    for name in own:
        raise HloBridgeError(f"{name} runs a module of its own (or gives recorded numbers), not the pieces "
                             f"--localize cuts from this one")
    t0 = time.perf_counter()
    program = Program(prepared.module, fold=False)
    rec = Recorder(program, max_invocations)
    program.run(list(inputs), recorder=rec)
    ids = node_ids(prepared.module)
    t_record = time.perf_counter() - t0
    isolated: dict = {}
    skipped: dict[str, int] = {}
    divergent: list = []
    operands_of: dict = {}   # divergent op -> the baseline's operands of its divergent execution
    checks: dict = {}        # op -> worst _Check over its invocations
    worst_at: dict = {}      # op -> the invocation of that check
    decisive = Candidates()  # ops agreeing within tolerance whose difference may still decide the outputs
    limit = next_count + 1

    def check(op, n, operands, results):
        """The op's _Check (None: not checked), and the operands it ran on."""
        iso = isolated.get(op)
        if iso is None:
            iso = isolated[op] = Isolated(op)
        if iso.why:
            skipped[iso.why] = skipped.get(iso.why, 0) + 1
            return None, operands
        if iso.captured:   # (a branch reading its enclosing scope: those values are parameters too)
            outer = rec.captured.get((op, n))
            if outer is None:
                why = f"{op.name} reads outer values that were not recorded"
                skipped[why] = skipped.get(why, 0) + 1
                return None, operands
            operands = [*operands, *outer]
        try:
            got = _outputs(backends, suspect, iso, operands, results, op)
            want = _outputs(backends, baseline, iso, operands, results, op)
        except Exception as e:  # noqa: BLE001 - a backend that cannot run one op alone: counted, not fatal
            why = f"{op.name}: {str(e).splitlines()[0] if str(e) else type(e).__name__}"[:200]
            skipped[why] = skipped.get(why, 0) + 1
            return None, operands
        if len(want) == len(got) and all(_same_bits(w, g) for w, g in zip(want, got)):
            c = _EXACT   # the common case, without the cost of a full comparison
        else:
            c = _Check(_reports(policy, op, want, got, (baseline, suspect)))
            if not c.divergent:
                decisive.offer(op, n, c, operands, want, got, want if suspect in _REFERENCE else got)
        old = checks.get(op)
        if old is None or (c.divergent, c.ratio) > (old.divergent, old.ratio):
            checks[op] = c
            worst_at[op] = n
        return c, operands

    for op, n, operands, results in rec.events:
        if op.name in CONTAINERS:
            continue
        c, ran_on = check(op, n, operands, results)
        if c is not None and c.divergent and all(d[0] is not op for d in divergent):
            divergent.append((op, n, c))
            operands_of.setdefault(op, ran_on)
    whole = False
    if not divergent:   # no single op: perhaps a loop or branch as a whole (its control)
        whole = True
        for op, n, operands, results in rec.events:
            if op.name in CONTAINERS and op.name.startswith("stablehlo."):
                c, ran_on = check(op, n, operands, results)
                if c is not None and c.divergent and all(d[0] is not op for d in divergent):
                    divergent.append((op, n, c))
                    operands_of.setdefault(op, ran_on)
    out = {"backend": suspect, "against": baseline, "culprit": None, "summary": "",
           "ops_checked": len(checks), "executions_recorded": len(rec.events),
           "record_seconds": round(t_record, 3)}
    sides = [n for n in (suspect, baseline) if n in PJRT]
    signed = None   # within tolerance (a zero's sign, a value near zero), yet deciding the outputs
    if not divergent and decisive.found and _REFERENCE[0] in (suspect, baseline):
        signed = first_decisive(program, inputs, decisive, backends, prepared, policy,
                                baseline if suspect in _REFERENCE else suspect)
    cone, cones_done, cone_depth = None, True, 0
    if (whole or not divergent) and signed is None and sides:   # right alone, wrong together (localize_cone.py)
        cone, out["cones_checked"], cone_depth, cones_done = first_divergent_cone(
            rec.events, backends, sides, policy, isolated, rec.captured)
    if signed is not None:
        other = baseline if suspect in _REFERENCE else suspect
        entry = _describe(signed.op, signed.invocation, signed.check, ids, rec, printed=True)
        if signed.zero_signs:
            entry["zero_signs"] = signed.zero_signs
            what = (f"it agrees within tolerance but for the sign of {signed.zero_signs} zero(s), and the reference "
                    f"run again with {other}'s result of it gives {other}'s outputs: a -0 against a +0")
        else:
            entry["decisive"] = True
            what = (f"it agrees within the tolerance's absolute term but its relative error is "
                    f"{signed.relative:.3g}, and the reference run again with {other}'s result of it gives "
                    f"{other}'s outputs: a difference near zero")
        out["culprit"] = entry["id"]
        out["op"] = entry
        out["summary"] = (_summary(entry, False) + f"; {what} that a later op (a division, atan2, log, pow, "
                          f"sign ...) turns into the mismatch")
        out["reproducer"] = _reproducer(isolated[signed.op], signed.operands)
        _name_pass(out, entry, _blamed_pass(
            backends, suspect, baseline, isolated[signed.op], signed.operands, signed.op,
            rec.results(signed.op, signed.invocation), policy,
            lambda want, got, reports: settled(signed, want, got, reports)))
    elif cone is not None:
        entry = _describe(cone.root, cone.invocation, _Check(cone.reports), ids, rec, printed=True)
        entry["cone"] = [_cone_member(op, ids) for op in cone.ops[:-1]]
        entry["compiled_by"] = cone.backend
        out["culprit"] = entry["id"]
        out["op"] = entry
        out["summary"] = _cone_summary(entry, cone)
        out["reproducer"] = _reproducer(cone.isolated, cone.inputs)
        if is_pjrt(cone.backend, backends[cone.backend]):
            _name_pass(out, entry, blame_pass(cone.isolated.text, cone.backend, cone.inputs,
                                              lambda got: cone.agrees(policy, got)))
    elif divergent:
        op, n, c = divergent[0]
        entry = _describe(op, n, c, ids, rec, printed=True)
        out["culprit"] = entry["id"]
        out["op"] = entry
        out["summary"] = _summary(entry, whole)
        flushing = _flushing_explains(backends, suspect, baseline, isolated[op], operands_of[op], op, policy)
        if flushing:
            entry["subnormals_flushed"] = True
            out["summary"] += (f"; with subnormals flushed to zero as XLA:{flushing.upper()} does (reference-ftz) "
                               f"the op agrees: a subnormal difference")
        else:
            _name_pass(out, entry, _blamed_pass(backends, suspect, baseline, isolated[op], operands_of[op], op,
                                                rec.results(op, n), policy))
        out["next"] = [_describe(o, k, cc, ids, rec) for o, k, cc in divergent[1:limit]]
        out["reproducer"] = _reproducer(isolated[op], operands_of[op])
    else:
        groups = out.get("cones_checked")
        out["summary"] = ("no op diverges on its own with the baseline's operands"
                          + (f", nor compiled together with the ops feeding it ({groups} groups checked, up to "
                             f"{cone_depth} ops deep{'' if cones_done else ': stopped at the limit'})"
                             if groups else "")
                          + ": the mismatch comes from "
                          "error accumulating below tolerance, from the order the backend computes in "
                          "(a partitioned program sums partial sums, then all-reduces them), or from an op "
                          "that could not be isolated"
                          + (f" ({', '.join(sorted(skipped))[:300]})" if skipped else ""))
    ranked = sorted(((c.ratio, op) for op, c in checks.items() if c.ratio > 0), key=lambda x: -x[0])
    out["largest"] = [_describe(op, worst_at[op], checks[op], ids, rec) for _, op in ranked[:LARGEST]]
    out["errors"] = {ids[op]: c.error for op, c in checks.items() if c.error and op in ids}
    if skipped:
        out["skipped"] = skipped
    out["seconds"] = round(time.perf_counter() - t0, 3)
    return out


def _blamed_pass(backends, suspect, baseline, iso: Isolated, operands, op, results, policy, settles=None):
    """xla_passes.blame_pass for a culprit op that a PJRT side of the pair computes wrongly
    alone: the other side's result of it is the right one. None without a PJRT side.
    `settles(want, got, reports)`, for a culprit within tolerance: what agreeing means instead."""
    side = next((n for n in (suspect, baseline) if is_pjrt(n, backends[n])), None)
    if side is None or iso.module is None:
        return None
    other = baseline if side == suspect else suspect
    try:
        want = _outputs(backends, other, iso, operands, results, op)
    except Exception:  # noqa: BLE001 - (it ran once already; a flaky second run says nothing)
        return None

    def agrees(got) -> bool:
        reports = _reports(policy, op, want, got, (baseline, suspect))
        return settles(want, got, reports) if settles is not None else _agree(reports, want, got)
    return blame_pass(iso.text, side, operands, agrees)


def _name_pass(out: dict, entry: dict, found) -> None:
    if found is not None:
        entry["xla_pass"] = found.as_dict()
        out["summary"] += "; " + found.sentence()


def _flushing_explains(backends, suspect, baseline, iso: Isolated, operands, op, policy) -> str | None:
    """The PJRT backend (of a reference-vs-PJRT pair) whose flushing of subnormals explains the
    culprit: the op agrees with it once the reference flushes them too (reference/subnormals.py)."""
    from .. import reference
    from .backends import flushing_partner
    pjrt = flushing_partner(suspect, baseline)
    if pjrt is None or iso.module is None:
        return None
    try:
        want = run_isolated(pjrt, backends[pjrt], iso, operands, f"isolated {op.name}")
        got = reference.evaluate(iso.module, [np.asarray(x) for x in operands], flush_subnormals=True)
    except Exception:  # noqa: BLE001 - no explanation, the culprit stands as found
        return None
    return pjrt if _agree(_reports(policy, op, want, got, (pjrt, "reference")), want, got) else None


def _reproducer(iso: Isolated, operands) -> dict:
    """The culprit alone: its one-op module and the baseline's operand values (an .npz,
    base64), the reproducer `difftest --localize --reduce` writes. Operands over
    REPRODUCER_BYTES are left out (the module is still given)."""
    import base64

    from .inputs import save_npz
    arrays = [np.asarray(x) for x in operands]
    out = {"module": iso.module.operation.get_asm(enable_debug_info=True)}   # the op's source line kept
    if sum(a.nbytes for a in arrays) <= REPRODUCER_BYTES:
        out["inputs_npz_base64"] = base64.b64encode(save_npz(arrays)).decode("ascii")
    return out


def _et(a) -> str:
    from .compare import dtype_name
    return dtype_name(np.asarray(a).dtype)


def _outputs(backends, name, iso, operands, results, op) -> list:
    if name in _REFERENCE:   # the recording is this backend's own run
        out = []
        for v, r in zip(results, op.results):
            a = np.asarray(v)
            dt = _result_dtype(r)
            out.append(a.astype(dt) if dt is not None and a.dtype != dt else a)
        return out
    return run_isolated(name, backends[name], iso, operands, f"isolated {op.name}")


def _describe(op, n, c, ids, rec, printed: bool = False) -> dict:
    r = c.report
    entry = {"id": ids.get(op, "?"), "name": op.name,
             "operands": [_type(v.type) for v in op.operands],
             "error": {"max_abs_error": r.max_abs_error, "max_rel_error": r.max_rel_error, "max_ulp": r.max_ulp,
                       "mismatches": r.mismatches, "elements": r.elements, "output": r.index,
                       "tolerance": r.tolerance, "beyond_tolerance": round(c.ratio, 3)}}
    loc = where(op)
    if loc:
        entry["location"] = loc
    device = rec.device_of.get((op, n))
    if device is not None:
        entry["device"] = device
    loop = _enclosing_loop(op)
    if loop is not None:
        runs = rec.counts.get(loop, 0)
        entry["loop"] = ids.get(loop, "?")
        source = where(loop).get("source")
        if source:
            entry["loop_source"] = source
        if runs == 1:
            entry["iteration"] = n
        else:
            entry["execution"] = n
    if printed:
        text = op.get_asm(large_elements_limit=16)
        entry["printed"] = text if len(text) <= _PRINTED else text[:_PRINTED] + " ..."
    if r.worst:
        entry["worst"] = r.worst[0]
    return entry


def _enclosing_loop(op):
    """The while whose body runs `op`: lexically, or through the one call of the function
    holding it (jax outlines a scan's step as a private function the body calls)."""
    for _ in range(16):   # (functions calling functions: a bounded climb)
        parent = op.parent
        while parent is not None and parent.name != "func.func":
            if parent.name == "stablehlo.while":
                return parent
            parent = parent.parent
        op = _call_site(op)
        if op is None:
            return None
    return None


def _type(t) -> str:
    spec = tensor(t)
    return f"{spec[0]}[{','.join(map(str, spec[1]))}]" if spec else str(t)


def _cone_member(op, ids) -> dict:
    entry = {"id": ids.get(op, "?"), "name": op.name}
    source = where(op).get("source")
    if source:
        entry["source"] = source
    return entry


def _cone_summary(e: dict, cone) -> str:
    """_summary's line, and what the group shows: right alone and op by op, wrong compiled together."""
    names = ", ".join(f"{m['name']} {m.get('source') or m['id']}" for m in e["cone"][:6])
    more = f" and {len(e['cone']) - 6} more" if len(e["cone"]) > 6 else ""
    worst, composed, whole = e.get("worst") or {}, "", ""
    if "index" in worst:   # (the worst element, both ways)
        composed = f" {_short(scalar(np.asarray(cone.composed[e['error']['output']])[tuple(worst['index'])]))}"
        whole = f" {_short(worst['got'])}"
    return (_summary(e, False) + f"; it and the {len(e['cone'])} op(s) feeding it ({names}{more}) each agree "
            f"alone, and run op by op on {cone.backend} they give{composed}, but {cone.backend} compiling them "
            f"together gives{whole}: an optimization across ops (a simplification or fusion) is wrong there")


def _short(v) -> str:
    return f"{v:.7g}" if isinstance(v, float) else str(v)


def _summary(e: dict, whole: bool) -> str:
    loc = e.get("location", {})
    at = f" at {loc['source']}" if loc.get("source") else f" ({e['id']})"
    if loc.get("function"):
        at += f" in {loc['function']}()"
    loop = f"the loop {e.get('loop')}" + (f" at {e['loop_source']}" if e.get("loop_source") else "")
    if "iteration" in e:
        at += f", iteration {e['iteration']} of {loop}"
    elif "execution" in e:   # (a loop run several times: the n-th time the op ran in any of them)
        at += f", in {loop} (the op's run {e['execution']})"
    if "device" in e:
        at += f", on device {e['device']} of the manual computation"
    err = e["error"]
    tol = err["tolerance"]
    if "ulp" in tol:
        got, allowed = f"{err['max_ulp']:.3g} ULP", f"ulp {tol['ulp']}"
    else:
        got, allowed = f"{err['max_abs_error']:.3g}", f"atol {tol['atol']:g}, rtol {tol['rtol']:g}"
        if tol.get("norm_rtol"):
            allowed += f", norm_rtol {tol['norm_rtol']:g}"
    whole_note = " (the op as a whole; none of its inner ops diverges alone)" if whole else ""
    stack = f"; name stack {loc['name']}" if loc.get("name") else ""   # (which op of a line that has several)
    return (f"culprit: {e['name']}{at}: max error {got} (tolerance {allowed}; "
            f"{err['mismatches']}/{err['elements']} elements){whole_note}{stack}")
