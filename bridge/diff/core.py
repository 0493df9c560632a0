"""`difftest`: run one program on several backends and compare every output with a baseline."""
from __future__ import annotations

import time
import warnings

import numpy as np

from .. import dtypes, host_callbacks, platform_index
from ..errors import HloBridgeError
from ..formats import snapshot_arguments
from . import approx
from .backends import BACKENDS, PJRT, flushing_partner, is_pjrt, resolve, run_backend, run_backend_isolated
from .compare import compare, dtype_name, not_compared
from .families import families
from ..generators import GenSpec
from .inputs import as_list, generated_inputs, given_inputs
from .partitioned import split_global
from .prepare import prepare
from .recorded import GENERATED, bind as bind_recorded
from .report import BackendResult, DiffReport
from .tolerance import Policy, for_check

DEFAULT_BACKENDS = ("cpu", "reference")


def difftest(program, inputs=None, backends=DEFAULT_BACKENDS, seed: int = 0, *, baseline: str | None = None,
             policy: Policy | None = None, generator: GenSpec | None = None, name: str | None = None,
             dims=None, timeout: float | None = None, skip: dict | None = None, on_backend=None,
             localize: bool = False, elided_constants: str | None = None, **policy_options) -> DiffReport:
    """Compare `backends` on `program`; the first (or `baseline`) is the reference point.

    program: an XlaComputation, StableHLO/xla text (test-suite modules with check.* too),
    bytecode, a portable artifact or a path. inputs: a list of arrays, a dict, an .npz
    path, or None to generate them (`generator`, `seed`). policy: tolerances/ULP/NaN rules;
    its fields may also be passed as keywords (`ulp=2`, `bitwise=True`, `atol=1e-5` ...).
    dims: sizes of symbolic dimensions ({'b': 8} or positional) when inputs are generated
    for a shape-polymorphic module (given inputs fix them by their shapes).
    timeout: seconds per backend; each backend then runs in a worker process, so a hang is
    status `timeout` and a native crash `crash` for that backend only (default: in this
    process, no limit). skip: {backend: (status, reason)} not to run (a re-run after that
    backend hung or crashed); on_backend(name) is called before each backend starts, and
    on_backend(None) once they are done (what follows is no backend's fault).
    localize: on a mismatch, find the first op that diverges on its own and its source line
    (`report.localization`, see localize.py). elided_constants: for HLO with constants
    printed as {...}: "zeros" or "random" (seeded) fill them (default: refuse).
    """
    t0 = time.perf_counter()
    if policy_options:
        policy = _policy_with(policy, policy_options)
    policy = policy or Policy()
    generator = generator or GenSpec()
    named = resolve(backends)
    names = [n for n, _ in named]
    baseline = baseline or names[0]
    if baseline not in names:
        raise HloBridgeError(f"difftest: baseline {baseline!r} is not one of the backends {', '.join(names)}")
    # a jax.export program for several platforms runs the first PJRT backend's lowering everywhere
    platform = next((n for n in names if n in PJRT), "reference")
    prepared = prepare(program, name, dims=dims, inputs=inputs, elided_constants=elided_constants,
                       platform=platform)
    recorded = snapshot_arguments(prepared.source) if inputs is None else None
    if recorded is not None:   # an HloSnapshot: the arguments of the run XLA recorded
        arrays = given_inputs(recorded, prepared.params)
        notes = [{"index": i, "type": f"{et}[{','.join(map(str, s))}]", "generator": "snapshot", "rule": None}
                 for i, (et, s) in enumerate(prepared.params)]
    elif inputs is None:
        platform_index.refuse_generated(prepared.module)
        arrays, notes = generated_inputs(prepared.module, prepared.params, seed, generator)
    else:
        inputs = platform_index.kept(prepared.module, as_list(inputs))   # (jax.export's whole list)
        platform_index.check_count(prepared.module, len(inputs))
        split = split_global(inputs, prepared)   # XLA's per-device output given global arrays
        arrays = given_inputs(split, prepared.params)
        how = "given" if split is inputs else "given (global, split by its parameter's sharding)"
        notes = [{"index": i, "type": f"{et}[{','.join(map(str, s))}]", "generator": how, "rule": None}
                 for i, (et, s) in enumerate(prepared.params)]
    named, unbound = bind_recorded(named, prepared.name)
    if inputs is None and recorded is None:   # generated: numbers recorded for other inputs say nothing
        for n, run in named:
            if getattr(run, "needs_given_inputs", False):
                unbound.setdefault(n, ("unsupported", GENERATED))   # (a file that is missing says so first)
    skip = {**unbound, **(skip or {})}
    skipped = host_callbacks.droppable_locations(prepared.module.operation)
    with warnings.catch_warnings():   # (said once, in the report's notes)
        warnings.simplefilter("ignore", host_callbacks.CallbackSkipped)
        results = {n: _run_one(n, run, prepared, arrays, timeout, skip, on_backend) for n, run in named}
    if on_backend is not None:
        on_backend(None)
    report = DiffReport(baseline, results, name=prepared.name, inputs=arrays, input_notes=notes,
                        ops=prepared.ops, families=families(prepared.ops),
                        notes=[host_callbacks.skipped_note(skipped)] if skipped else [])
    factors = approx.output_factors(prepared.module)
    if prepared.processes:   # a per-device program: @main's outputs once per process
        factors = factors * (prepared.num_outputs // max(len(factors), 1))
    base = results[baseline]
    k = prepared.compared_outputs
    for n in names:
        r = results[n]
        if n != baseline and base.status == "ok" and r.status == "ok":
            report.comparisons[n] = _compared(base.outputs[:k], r.outputs[:k], factors, policy, (baseline, n))
        if prepared.checks and r.status == "ok":
            report.checks[n] = [   # (a check of rng's numbers holds one implementation's: not compared)
                not_compared(r.outputs[k + i], i, _RANDOM) if factors[i].random else
                compare(r.outputs[k + i], r.outputs[i],
                        for_check(c.kind, _et(r.outputs[k + i]), policy, c.tolerance, c.max_ulp, factors[i],
                                  (n,)),
                        i, c.label)
                for i, c in enumerate(prepared.checks)]
    if base.status == "ok":   # (a mismatching output was compared: no "nothing compared" note on it)
        differ = {o.index for outs in report.comparisons.values() for o in outs if o.verdict == "mismatch"}
        report.notes += [n for i, n in _mostly_non_finite(base.outputs[:k]) if i not in differ]
    _explain_subnormals(report, prepared, arrays, policy, factors, timeout)
    noise = _explain_rounding(report, prepared, arrays, policy, factors, timeout, skip, on_backend)
    if localize and not prepared.processes:   # (localize replays one process's @main)
        report.localization = _localize(report, prepared, arrays, policy, dict(named), baseline, factors, noise)
    report.seconds = time.perf_counter() - t0
    return report


# --localize's XLA pass search on a whole module, up to this much text: small programs (random
# ones: ~20 KB). A model's train step (80-110 KB) costs it up to 46 s and, mismatching by
# rounding, named nothing in the Keras and flax corpora: not searched.
WHOLE_MODULE_PASS_BYTES = 64 << 10

_RANDOM = ("not compared: computed from stablehlo.rng, whose numbers the spec leaves "
           "implementation-defined (each backend draws its own)")


def _compared(expected: list, got: list, factors: list, policy: Policy, pair: tuple, noise=None) -> list:
    """Each output of `got` compared with `expected`'s under its tolerance (`pair`: (baseline,
    backend)); an output rng computes is not compared."""
    return [not_compared(e, i, _RANDOM) if factors[i].random else
            compare(e, g, policy.resolve(_et(e), factors[i], pair), i, noise=None if noise is None else noise[i])
            for i, (e, g) in enumerate(zip(expected, got))]


def _mostly_non_finite(outputs) -> list[tuple[int, str]]:
    """Notes on outputs that are at least half NaN or inf and less than 1% finite non-zero values:
    NaN = NaN and inf = inf make them agree, and next to nothing was compared (a Cholesky of a
    matrix that is not positive definite, a cumprod that overflows: inputs outside the
    program's domain)."""
    import numpy as np
    notes = []
    for i, x in enumerate(outputs):
        x = np.asarray(x)
        try:
            finite = np.isfinite(x)
        except TypeError:   # (integers, pred: always finite)
            continue
        off, values = x.size - int(np.count_nonzero(finite)), int(np.count_nonzero(finite & (x != 0)))
        if x.size and 2 * off >= x.size and 100 * values < x.size:
            notes.append((i, f"output {i}: {off} of its {x.size} elements are NaN or inf and {values} are finite and "
                         f"non-zero: next to nothing was compared (inputs outside the program's domain? give "
                         f"some with --inputs)"))
    return notes


def _explain_subnormals(report: DiffReport, prepared, arrays, policy: Policy, factors, timeout) -> None:
    """Where the reference mismatches a PJRT backend that flushes subnormals (XLA:CPU), run
    it again flushing them too (`reference-ftz`): the mismatching elements it then agrees on
    are a subnormal difference, not a wrong op, and each output's detail says how many."""
    pairs = []   # (compared backend, the PJRT one of it and the baseline)
    for compared, outs in report.comparisons.items():
        pjrt = flushing_partner(compared, report.baseline)
        if pjrt and any(o.verdict == "mismatch" for o in outs):
            pairs.append((compared, pjrt))
    if not pairs:
        return
    ftz = _run_one("reference-ftz", BACKENDS["reference-ftz"], prepared, arrays, timeout, None, None)
    if ftz.status != "ok":
        return
    for compared, pjrt in pairs:
        base = report.results[report.baseline].outputs
        other = report.results[compared].outputs
        for o in report.comparisons[compared]:
            if o.verdict != "mismatch" or o.index >= len(ftz.outputs):
                continue
            expected, got = (base[o.index], ftz.outputs[o.index]) if pjrt == report.baseline else \
                (ftz.outputs[o.index], other[o.index])
            again = compare(expected, got, policy.resolve(_et(expected), factors[o.index], (report.baseline, compared)),
                            o.index)
            explained = o.mismatches - again.mismatches
            if explained <= 0:
                continue
            what = f"all {explained}" if again.verdict == "match" else f"{explained} of {o.mismatches}"
            note = (f"{what} are subnormals flushed: they agree with reference-ftz, the reference flushing "
                    f"subnormals to zero as XLA:{pjrt.upper()} does (FTZ/DAZ)"
                    + ("" if again.verdict == "match" else f"; {again.mismatches} remain"))
            o.detail = f"{o.detail}; {note}" if o.detail else note


def _explain_rounding(report: DiffReport, prepared, arrays, policy: Policy, factors, timeout, skip,
                      on_backend) -> list | None:
    """Where a float output breaks the tolerance, measure its rounding noise (rounding_noise.py:
    the reference again, each rounding moved at random): the elements within K times it match
    after all, and the output's detail says how many and how large the noise was. The runs are
    announced as a backend, "rounding-noise": a corpus run gives them their own timeout, and a
    module whose noise runs past it is run again without them (a mismatch then, with a note).
    Returns the noise measured (per output), or None: --localize of a module pair reuses it."""
    if not policy.rounding_noise or policy.bitwise or policy.ulp is not None or prepared.processes:
        return None
    pairs = [(n, o) for n, outs in report.comparisons.items() for o in outs
             if not {report.baseline, n} & set(approx.CONTRACTION_ROUNDING)]   # (TF32/bf16 contractions: not modeled)
    # (integer and boolean outputs too: one computed from floats flips where their rounding does)
    todo = [(n, o) for n, o in pairs if o.verdict == "mismatch"]
    wide = [(n, o) for n, o in pairs if o.verdict == "match" and _too_wide(o)]
    unmodeled = sorted(set(prepared.ops) & NOISE_UNMODELED)
    if wide and unmodeled:   # (their noise would be too small: false mismatches)
        report.notes.append(f"output(s) {_spans({o.index for _, o in wide})}: matched by a bound "
                            f"too wide to tell a wrong op from rounding, and the rounding noise is not measured "
                            f"through {', '.join(unmodeled)}: --no-approx-scaling or --tol to judge more sharply")
        wide = []
    if not todo and not wide:
        return None
    from . import rounding_noise
    res = _run_one("rounding-noise", rounding_noise.noise, prepared, arrays, timeout, skip, on_backend)
    if on_backend is not None:
        on_backend(None)
    if res.status != "ok":
        report.notes.append(f"no rounding noise measured for the {'mismatching' if todo else 'widely bounded'} "
                            f"outputs: {res.error or res.status}")
        return None
    base = report.results[report.baseline].outputs
    _judge_wide_bounds(report, wide, res.outputs, base, policy)
    for n, o in todo:
        noise = res.outputs[o.index]
        expected, got = base[o.index], report.results[n].outputs[o.index]
        if np.shape(noise) != np.shape(expected):
            continue
        again = compare(expected, got, policy.resolve(_et(expected), factors[o.index], (report.baseline, n)),
                        o.index, o.name, noise=noise)
        r = again.rounding
        if r is None:
            continue
        parts = []
        if r["within_noise"] and dtypes.is_exact(o.dtype):
            parts.append(f"{r['within_noise']} are values the reference itself gives with its floats rounded "
                         f"otherwise (a {o.dtype} computed from floats, e.g. a convert or compare of a result "
                         f"a few ulps off: the other rounding flips it)")
        elif r["within_noise"]:
            parts.append(f"{r['within_noise']} are within {rounding_noise.K:g}x the rounding noise of the computation "
                         f"(up to {r['largest_noise']:.3g}, {r['largest_relative_noise']:.2%} of the value: "
                         f"ill-conditioned at these inputs, e.g. cancellation)")
        if r["ill_conditioned"]:
            parts.append(f"{r['ill_conditioned']} turn NaN or infinite by rounding alone")
        note = (f"of {o.mismatches} elements past the tolerance, " + " and ".join(parts)
                + ("" if again.verdict == "match" else f"; {again.mismatches} remain")
                + " (difftest --no-rounding-noise: judge by the tolerance alone)")
        again.detail = f"{o.detail}; {note}" if o.detail else note
        outs = report.comparisons[n]
        outs[outs.index(o)] = again
    return res.outputs


# approx.py's bound grows with every op and reduction on an output's path: after 200 transformer
# layers it allows 4% of max|baseline|, wide enough to pass a wrong op. Past this many ULPs of
# the type (about 1e-3 in f32) an output that matched is judged by its measured rounding noise.
WIDE_ULPS = 2.0 ** 13
# ops rounding_noise.py moves by one rounding or not at all, where the real spread may be wider
NOISE_UNMODELED = frozenset({"stablehlo.custom_call", "stablehlo.all_reduce", "stablehlo.reduce_scatter",
                             "stablehlo.reduce_window", "stablehlo.select_and_scatter", "stablehlo.scatter",
                             "stablehlo.fft", "stablehlo.cholesky", "stablehlo.triangular_solve"})


def too_wide(et: str, rtol: float, norm_rtol: float) -> bool:
    """Whether a bound of element type `et` is past WIDE_ULPS of the type (floats only)."""
    import ml_dtypes
    et = dtypes.complex_component(et) if dtypes.is_complex(et) else et
    return dtypes.is_float(et) and max(rtol, norm_rtol) > WIDE_ULPS * float(ml_dtypes.finfo(dtypes.to_numpy(et)).eps)


def _too_wide(o) -> bool:
    return too_wide(o.dtype, o.tolerance.get("rtol", 0.0), o.tolerance.get("norm_rtol", 0.0))


def _judge_wide_bounds(report: DiffReport, wide, noises, base, policy: Policy) -> None:
    """Each widely bounded output again, by the type's own tolerance and its rounding noise: a
    mismatch where some element differs by more than rounding moved it (rounding_noise.K)."""
    from . import rounding_noise
    for n, o in wide:
        expected, got = base[o.index], report.results[n].outputs[o.index]
        if np.shape(noises[o.index]) != np.shape(expected):
            continue
        again = compare(expected, got, policy.resolve(_et(expected)), o.index, o.name, noise=noises[o.index])
        if again.verdict == "match":
            continue
        t = o.tolerance
        again.detail = (f"approx.py's bound (rtol {t.get('rtol', 0):.3g}, {t.get('norm_rtol', 0):.3g} of "
                        f"max|baseline|) is too wide to tell a wrong op from rounding; judged by the rounding noise "
                        f"measured instead: {again.mismatches} elements differ by more than {rounding_noise.K:g}x it "
                        f"(difftest --no-rounding-noise: by the bound alone)")
        outs = report.comparisons[n]
        outs[outs.index(o)] = again


def _localize(report: DiffReport, prepared, arrays, policy: Policy, runs: dict, baseline: str, factors: list,
              noise: list | None = None) -> dict | None:
    """The first backend that mismatches the baseline, localized (None when all agree)."""
    from .localize import localize
    suspect = next((b for b, outs in report.comparisons.items() if any(o.verdict == "mismatch" for o in outs)), None)
    if suspect is None:
        return None
    try:
        loc = localize(prepared, arrays, policy, runs, suspect, baseline, noise=noise)
    except HloBridgeError as e:   # e.g. the reference cannot run the module: say so, keep the verdict
        return {"backend": suspect, "against": baseline, "culprit": None,
                "summary": f"not localized: {str(e).splitlines()[0] if str(e) else type(e).__name__}"}
    if loc.get("culprit") is None and "op" not in loc:
        _whole_module_pass(loc, report, prepared, arrays, policy, runs, suspect, baseline, factors, noise)
    return loc


def _whole_module_pass(loc: dict, report: DiffReport, prepared, arrays, policy: Policy, runs: dict,
                       suspect: str, baseline: str, factors: list, noise) -> None:
    """No op and no group placed: the XLA pass without which the PJRT side's whole module agrees
    (xla_passes.py), e.g. one that keeps f16 in f32 across a fusion, in `loc["xla_pass"]`."""
    from . import run_parallel
    from .xla_passes import blame_pass
    side = next((n for n in (suspect, baseline) if is_pjrt(n, runs[n])), None)
    if side is None or prepared.processes or run_parallel.uses_run_parallel(prepared.text) \
            or len(prepared.text) > WHOLE_MODULE_PASS_BYTES \
            or any(getattr(runs[n], "own_module", False) for n in (suspect, baseline)):
        return   # (a pair's other side computes another module)
    other = baseline if side == suspect else suspect
    k = prepared.compared_outputs
    want = report.results[other].outputs[:k]

    def agrees(got) -> bool:
        return len(got) >= k and not any(
            r.verdict == "mismatch" for r in _compared(want, got[:k], factors, policy, (other, side), noise))
    found = blame_pass(prepared.text, side, arrays, agrees)
    if found is not None and found.culprit is not None:   # (only a pass found says more than the summary)
        loc["xla_pass"] = found.as_dict()
        loc["summary"] += "; but " + found.sentence("the module")


def _run_one(name, run, prepared, arrays, timeout, skip, on_backend) -> BackendResult:
    if skip and name in skip:   # it hung or crashed in an earlier attempt: not run again
        status, reason = skip[name]
        return BackendResult(name, status, None, reason)
    if on_backend is not None:
        on_backend(name)
    if timeout is not None:
        return run_backend_isolated(name, run, prepared, arrays, timeout)
    return run_backend(name, run, prepared, arrays)


def _policy_with(policy: Policy | None, options: dict) -> Policy:
    from dataclasses import fields, replace
    known = {f.name for f in fields(Policy)}
    unknown = set(options) - known
    if unknown:
        raise TypeError(f"difftest() got unexpected keyword argument(s): {', '.join(sorted(unknown))}")
    return replace(policy or Policy(), **options)


def _et(a) -> str:
    return dtype_name(a.dtype)


def _spans(indices) -> str:
    """Sorted indices with runs written as first-last: "0-7, 9, 11-15"."""
    out, run = [], []
    for i in sorted(indices):
        if run and i != run[-1] + 1:
            out.append(f"{run[0]}-{run[-1]}" if len(run) > 1 else str(run[0]))
            run = []
        run.append(i)
    if run:
        out.append(f"{run[0]}-{run[-1]}" if len(run) > 1 else str(run[0]))
    return ", ".join(out)
