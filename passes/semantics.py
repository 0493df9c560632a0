"""--verify-semantics: run @main before and after each pass that changed the IR, on PJRT cpu
and on the numpy reference, with the same inputs (generated from a fixed seed), and stop at
the first pass that changed the results. That pass gets a reproducer file: its input IR,
the pass, and the inputs, replayable with `hlobridge opt REPRO.mlir --verify-semantics`.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field

import numpy as np
from jaxlib.mlir import ir

from bridge import dtypes
from bridge.errors import HloBridgeError

from .pass_errors import SemanticsError

BACKENDS = ("cpu", "reference")


def main_signature(module: ir.Module) -> list[ir.Type]:
    for op in module.body.operations:
        if op.operation.name == "func.func" and ir.StringAttr(op.attributes["sym_name"]).value == "main":
            return list(ir.FunctionType(ir.TypeAttr(op.attributes["function_type"]).value).inputs)
    raise SemanticsError("--verify-semantics needs a @main function to run")


def _entry_lost(module: ir.Module) -> str | None:
    """What became of the public func.func @main a pass removed or made private (None: it is
    there, or the module is in a form without func.func, VHLO's, judged when it runs again)."""
    ops = [op.operation for op in module.body.operations]
    if any(op.name.endswith(".func_v1") for op in ops):
        return None
    main = next((op for op in ops if op.name == "func.func" and ir.StringAttr(op.attributes["sym_name"]).value
                 == "main"), None)
    if main is None:
        return "@main is gone"
    visibility = main.attributes["sym_visibility"] if "sym_visibility" in main.attributes else None
    return "@main became private" if visibility is not None and ir.StringAttr(visibility).value == "private" else None


def fit_inputs(types: list[ir.Type], inputs) -> list[np.ndarray]:
    """The given inputs as @main's arrays (an ml_dtypes type's bit patterns, as an .npz must store
    them, read as that type), or an error saying which does not fit: inputs that neither engine
    can take would leave every comparison undone."""
    from bridge.diff.inputs import reinterpret
    from bridge.mlir_types import from_mlir_type
    if len(inputs) != len(types):
        raise HloBridgeError(f"--verify-semantics: @main takes {len(types)} input(s) "
                             f"({', '.join(map(str, types)) or 'none'}), got {len(inputs)}")
    out = []
    for i, (x, t) in enumerate(zip(inputs, types)):
        try:
            s = from_mlir_type(t)
        except (TypeError, ValueError):   # (a token, a tuple: left to the engines)
            out.append(np.asarray(x))
            continue
        a = reinterpret(np.asarray(x), np.dtype(s.dtype))
        if a.dtype != np.dtype(s.dtype) or a.ndim != len(s.dimensions) or any(
                d >= 0 and d != n for d, n in zip(s.dimensions, a.shape)):
            raise HloBridgeError(f"--verify-semantics: input {i} must be {t}, got {a.dtype}{list(a.shape)}")
        out.append(a)
    return out


def generate_inputs(types: list[ir.Type], seed: int) -> list[np.ndarray]:
    """Deterministic inputs: floats normal*3, integers in [-8, 8] ([0, 8] unsigned), pred 50/50."""
    from bridge.mlir_types import from_mlir_type
    rng = np.random.default_rng(seed)
    out = []
    for i, t in enumerate(types):
        s = from_mlir_type(t)
        dt, dims = np.dtype(s.dtype), s.dimensions
        if any(d < 0 for d in dims):   # (a shape-polymorphic export: numpy's 'negative dimensions' otherwise)
            raise SemanticsError(f"--verify-semantics: input {i} of @main ({t}) has symbolic dimensions; "
                                 f"give the inputs (--inputs X.npz, inputs=)")
        if dt == np.bool_:
            out.append(rng.random(dims) < 0.5)
        elif dt.kind in "iu":
            out.append(rng.integers(0 if dt.kind == "u" else -8, 9, dims).astype(dt))
        elif dt.kind == "c":
            out.append((rng.standard_normal(dims) * 3 + 1j * rng.standard_normal(dims) * 3).astype(dt))
        else:
            out.append((rng.standard_normal(dims) * 3).astype(dt))
    return out


def run_backend(backend: str, text: str, inputs) -> list[np.ndarray]:
    from bridge.context import get_context
    module = ir.Module.parse(text, context=get_context())
    if backend == "reference":
        from bridge.reference import evaluate
        outs = evaluate(module, inputs)
    else:
        from bridge.runtime import execute_module
        outs = execute_module(module, inputs, backend=backend)
    return [np.asarray(o) for o in outs]


def _measure_noise(text: str, inputs) -> list | None:
    """Per output of the module `text` on `inputs`: its rounding noise (rounding_noise.noise),
    or None where the reference cannot measure it."""
    from bridge.diff.prepare import prepare
    from bridge.diff.rounding_noise import noise
    try:
        return noise(prepare(text), [np.asarray(x) for x in inputs])
    except Exception:  # noqa: BLE001 - no measure: the tolerance alone judges, as before
        return None


def _measure_noise_isolated(text: str, inputs, timeout: float) -> list | None:
    """_measure_noise in a difftest worker process (--timeout: a perturbed loop may run longer)."""
    res = _call_isolated(_measure_noise, "rounding noise", (text, [np.asarray(x) for x in inputs]), timeout)
    return res["value"] if res["verdict"] == "ok" else None


def run_backend_isolated(backend: str, text: str, inputs, timeout: float) -> list[np.ndarray] | str:
    """run_backend in a difftest worker process (bridge/diff/executors.py): the outputs, or
    why not: "UnsupportedOp: ...", "timeout: did not finish in S s ...", "crash: worker died ..."."""
    res = _call_isolated(run_backend, f"{backend} run", (backend, text, [np.asarray(x) for x in inputs]), timeout)
    if res["verdict"] == "ok":
        return res["value"]
    return res["reason"] if res["verdict"] == "error" else f"{res['verdict']}: {res['reason']}"


def _call_isolated(fn, name: str, args: tuple, timeout: float) -> dict:
    """fn(*args) (a module-level function) as a difftest worker's "call" task: its result dict."""
    import pickle

    from bridge.diff.executors import run_isolated
    return run_isolated({"kind": "call", "id": name, "fn": pickle.dumps(fn), "args": args}, timeout)


# How outputs before and after a pass are compared: difftest's Policy fields that have a flag
# here too (`hlobridge opt --atol/--rtol/--ulp/--bitwise`); unset ones are difftest's defaults.
COMPARE_FIELDS = ("atol", "rtol", "ulp", "bitwise")


def compare_flags(compare: dict | None) -> str:
    """The command-line flags of a comparison (" --ulp 0"), for replay lines."""
    flags = []
    for k in COMPARE_FIELDS:
        v = (compare or {}).get(k)
        if v is True:
            flags.append(f" --{k}")
        elif v is not None and v is not False:
            flags.append(f" --{k} {v!r}")
    return "".join(flags)


def differ(expected: np.ndarray, got: np.ndarray, compare: dict | None = None, noise=None) -> str | None:
    """Why two outputs differ (None when they agree): difftest's comparison (bridge.diff)
    with the COMPARE_FIELDS in `compare` (default difftest's own: jax's test tolerances);
    `noise`: the output's rounding noise (elements within K times it agree)."""
    from bridge.diff.compare import compare as compare_output
    from bridge.diff.compare import dtype_name
    from bridge.diff.tolerance import Policy
    expected, got = np.asarray(expected), np.asarray(got)
    if expected.shape != got.shape or expected.dtype != got.dtype:
        return f"{expected.dtype}{list(expected.shape)} became {got.dtype}{list(got.shape)}"
    name = dtype_name(expected.dtype)
    tol = Policy(**{k: v for k, v in (compare or {}).items() if v is not None}).resolve(name)
    r = compare_output(expected, got, tol, noise=noise)
    if r.verdict != "mismatch":
        return None
    f = r.first_mismatch
    where = f"at {f['index']} {f['expected']} became {f['got']}"
    if dtypes.is_exact(name):   # integers and pred
        return f"{r.mismatches} of {r.elements} elements differ; {where}"
    rule = ("bitwise" if tol.bitwise else f"more than {tol.ulp} ULP apart" if tol.ulp is not None
            else f"past atol {tol.atol:g} and rtol {tol.rtol:g}")
    return (f"{r.mismatches} of {r.elements} elements differ ({rule}; at most {r.max_ulp:.3g} ULP, "
            f"{r.max_abs_error:.3g} absolute); {where}")


@dataclass
class SemanticReport:
    pass_name: str
    problems: list[str] = field(default_factory=list)   # "cpu output 0: ..."
    notes: list[str] = field(default_factory=list)      # backends that could not check
    reproducer: str | None = None
    plugins: tuple = ()
    compare: dict | None = None   # (its flags go into the replay line)
    localization: list[str] = field(default_factory=list)   # --localize: the op the pass broke
    first: str | None = None   # the first of several passes blamed together (intermediate forms)

    def __str__(self) -> str:
        head = (f"passes '{self.first}' to '{self.pass_name}' changed the results of @main (no backend runs "
                f"the forms between them):" if self.first else f"pass '{self.pass_name}' changed the results of @main:")
        lines = [head]
        lines += [f"  {p}" for p in self.problems]
        lines += [f"  note: {n}" for n in self.notes]
        lines += [f"  {ln}" for ln in self.localization]
        if self.reproducer:
            loads = "".join(f" --load {p}" for p in self.plugins)
            lines.append(f"  reproducer: {self.reproducer} (replay: hlobridge opt {self.reproducer}{loads} "
                         f"--verify-semantics{compare_flags(self.compare)})")
        return "\n".join(lines)


class SemanticChecker:
    """Runs @main on each backend before the pipeline and after every pass that changed it.
    A form a backend cannot run (VHLO, MHLO of a shape-polymorphic program, Shardy's imported
    form on PJRT) is an intermediate one for it: that backend's results are compared at the
    next form it runs, and a difference is blamed on the passes since the last one it ran."""

    def __init__(self, seed: int = 0, inputs=None, reproducer=None, plugins=(), timeout: float | None = None,
                 localize: bool = False, compare: dict | None = None):
        self.seed, self.inputs, self.reproducer, self.plugins = seed, inputs, reproducer, tuple(plugins)
        self.timeout, self.localize = timeout, localize
        self.compare = check_compare(compare)
        self._noise: tuple | None = None   # ((before, after) texts, the outputs' rounding noise or None)
        self.base: dict[str, list | str] = {}    # backend -> its last outputs, or why it never ran
        self.notes: list[str] = []
        self.history: list[tuple[str, str, str]] = []   # (pass, its text, the IR before it), in order
        self.failing: dict[str, tuple[int, str]] = {}   # backend -> (history index it stopped at, why)
        self.lost: tuple[str, str, str, str] | None = None   # (pass, why, its text, the IR before it)

    def _run_all(self, text: str) -> dict[str, list | str]:
        results = {}
        for b in BACKENDS:
            if self.timeout is not None:
                results[b] = run_backend_isolated(b, text, self.inputs, self.timeout)
                continue
            try:
                results[b] = run_backend(b, text, self.inputs)
            except (HloBridgeError, ValueError) as e:
                results[b] = f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"
        return results

    def start(self, text: str) -> None:
        from bridge.context import get_context
        types = main_signature(ir.Module.parse(text, context=get_context()))
        self.signature = [str(t) for t in types]
        if self.inputs is None:
            self.inputs = generate_inputs(types, self.seed)
        try:
            self.inputs = fit_inputs(types, self.inputs)
        except HloBridgeError as e:
            raise SemanticsError(str(e)) from None
        self.base = self._run_all(text)

    def entry_failure(self) -> SemanticsError | None:
        """The failure of a pipeline whose final module has no public @main (an intermediate
        form may lack one: a pass renames it back later); else None. No backend runs such a
        module, which was reported as "compared nothing" where the program had been lost."""
        if self.lost is None:
            return None
        name, why, pass_text, before = self.lost
        try:
            self._fail(SemanticReport(name, [f"{why}, and so it stays: the program has no entry left"]), pass_text,
                       before)
        except SemanticsError as e:
            return e

    def unchecked(self) -> str | None:
        """Why no backend compared the final module's results (None: one did). A backend that
        ran @main but not the final module leaves a note."""
        ran = [b for b in BACKENDS if not isinstance(self.base.get(b), str)]
        if not ran:
            return "neither " + " nor ".join(BACKENDS) + " runs @main (" + "; ".join(
                f"{b}: {self.base.get(b)}" for b in BACKENDS) + ")"
        left = [b for b in ran if b not in self.failing]
        if not left:
            k, why = min(self.failing.values())
            return f"no backend runs the module after '{self.history[k][0]}' ({why}): its results were not compared"
        for b, (k, why) in self.failing.items():
            self.notes.append(f"{b} cannot run the final module (since '{self.history[k][0]}': {why}); its results "
                              f"were compared on {', '.join(left)}")
        return None

    def check(self, pass_name: str, pass_text: str, before: str, after: str) -> None:
        from bridge.context import get_context
        self.history.append((pass_name, pass_text, before))
        report = SemanticReport(pass_name, plugins=self.plugins, compare=self.compare)
        ran = [b for b in BACKENDS if not isinstance(self.base.get(b), str)]
        module = ir.Module.parse(after, context=get_context())
        lost = _entry_lost(module)   # (blamed on the pass that first lost it, if the final module has none)
        self.lost = None if lost is None else self.lost or (pass_name, lost, pass_text, before)
        try:
            sig = [str(t) for t in main_signature(module)]
        except SemanticsError:
            sig = None   # (no func.func @main: VHLO's vhlo.func_v1, say)
        if sig is not None and sig != self.signature:
            report.problems.append(f"@main's parameters changed from {self.signature} to {sig}")
            self._fail(report, pass_text, before)
        now = self._run_all(after) if sig is not None else {b: "no func.func @main" for b in BACKENDS}
        for b in BACKENDS:   # a backend that runs the module for the first time (xla ops lowered) starts here
            if b not in ran and not isinstance(now[b], str):
                self.base[b] = now[b]
        first = None   # the history index of the first pass a difference is blamed on
        for b in ran:
            new = now[b]
            if isinstance(new, str):
                if new.startswith(("timeout:", "crash:")):   # (--timeout's worker: it hung or died)
                    report.problems.append(f"{b} ran @main before '{pass_name}' but not after: {new}")
                else:   # an intermediate form for this backend (an op it lacks included: the final module
                    # it cannot run was said to be "compared" on it), or a broken one: judged when it runs again
                    self.failing.setdefault(b, (len(self.history) - 1, new))
                continue
            since = self.failing.pop(b, None)
            old = self.base[b]
            problems = []
            if len(old) != len(new):
                problems.append(f"{b}: {len(old)} outputs became {len(new)}")
            else:
                for i, (e, g) in enumerate(zip(old, new)):
                    why = differ(e, g, self.compare)
                    if why and self._within_noise((before, after), i, e, g):
                        from bridge.diff.rounding_noise import K
                        self.notes.append(f"{b} output {i} moved under '{pass_name}' ({why.split(' (')[0]}), each "
                                          f"element within {K:g}x the rounding noise the reference measures "
                                          f"there (rounding the computation amplifies): not taken for a change of "
                                          f"the results")
                    elif why:
                        problems.append(f"{b} output {i}: {why}")
            if problems:
                report.problems += problems
                if since is not None:
                    first = since[0] if first is None else min(first, since[0])
            self.base[b] = new
        self.notes += report.notes
        if report.problems:
            if first is not None and first < len(self.history) - 1:   # blamed together since the last runnable form
                report.first = self.history[first][0]
                pass_text = ",".join(h[1] for h in self.history[first:])
                before = self.history[first][2]
            if self.localize:
                from bridge.diff.localize_pass import describe, localize_pass
                report.localization = describe(localize_pass(before, after, self.inputs))
            self._fail(report, pass_text, before)

    def _within_noise(self, texts: tuple[str, str], i: int, expected, got) -> bool:
        """Whether output `i`'s difference is rounding: every element past the tolerance within
        K times the rounding noise the reference measures on the module before the pass (after
        it, where the reference cannot run that form) (difftest's second look:
        bridge/diff/rounding_noise.py). A pass leaves a program's numbers as they were, but PJRT
        compiles the new form anew (other fusions, other summation orders), and an ill-conditioned
        output (a cancellation, Adam's step on a gradient that is all rounding) moves far. Not
        with --ulp or --bitwise (a claim of exactness), as in difftest."""
        c = self.compare or {}
        if c.get("bitwise") or c.get("ulp") is not None:
            return False
        if self._noise is None or self._noise[0] != texts:
            measure = ((lambda t: _measure_noise_isolated(t, self.inputs, self.timeout)) if self.timeout is not None
                       else (lambda t: _measure_noise(t, self.inputs)))
            noise = measure(texts[0])
            self._noise = (texts, noise if noise is not None else measure(texts[1]))
        noise = self._noise[1]
        return noise is not None and i < len(noise) and differ(expected, got, self.compare, noise[i]) is None

    def _fail(self, report: SemanticReport, pass_text: str, before: str):
        if self.reproducer is not False:
            safe = re.sub(r"[^\w.-]+", "_", report.pass_name)
            path = self.reproducer or f"hlobridge-repro-{safe}.mlir"
            write_reproducer(path, before, pass_text, self.inputs, self.seed, report.pass_name, self.plugins,
                             self.compare)
            report.reproducer = path
        raise SemanticsError(str(report).splitlines()[0] + " " + (report.problems[0] if report.problems else ""),
                             report)


# ---- reproducers -------------------------------------------------------------------------

_HEADER = "// hlobridge-reproducer:"


def write_reproducer(path: str, module_text: str, pipeline: str, inputs, seed: int, pass_name: str,
                     plugins=(), compare: dict | None = None) -> None:
    """One MLIR file: comment lines with the pipeline, the comparison and the exact inputs (hex
    bytes), then the IR."""
    loads = "".join(f" --load {p}" for p in plugins)
    flags = compare_flags(compare)
    lines = [f"{_HEADER} pass '{pass_name}' changed the results of @main",
             f"// replay: hlobridge opt {os.path.basename(path)}{loads} --verify-semantics{flags}",
             f"// pipeline: {pipeline}", f"// seed: {seed}"] + ([f"// compare:{flags}"] if flags else [])
    for i, x in enumerate(inputs):
        x = np.asarray(x)   # (tobytes is C order; np.ascontiguousarray makes a 0-d array 1-d)
        lines.append(f"// input {i}: {x.dtype.name} {','.join(map(str, x.shape))} {x.tobytes().hex()}")
    from bridge.files import write_atomic
    write_atomic(path, ("\n".join(lines) + "\n" + module_text.rstrip() + "\n").encode())


def read_reproducer(text: str) -> tuple[str, list[np.ndarray], dict | None] | None:
    """(pipeline, inputs, comparison) from a reproducer's header lines; None for a plain module."""
    if not text.lstrip().startswith(_HEADER):
        return None
    import ml_dtypes  # noqa: F401  (registers bfloat16 & co. with numpy)
    pipeline, inputs, compare = "", [], None
    for line in text.splitlines():
        if line.startswith("// pipeline: "):
            pipeline = line[len("// pipeline: "):].strip()
        if line.startswith("// compare:"):
            try:
                compare = {m.group(1): True if m.group(2) is None else (int if m.group(1) == "ulp" else float)(
                    m.group(2)) for m in re.finditer(r"--(\w+)(?: (\S+))?", line)}
            except ValueError:   # (a hand-edited file)
                raise HloBridgeError(f"reproducer: the comparison line does not read: {line[:120]!r}") from None
        m = re.match(r"// input (\d+): (\w+) ([\d,]*) ([0-9a-f]*)$", line)
        if m:
            dtype = np.dtype(getattr(__import__("ml_dtypes"), m.group(2), None) or m.group(2))
            shape = tuple(int(d) for d in m.group(3).split(",") if d)
            inputs.append(np.frombuffer(bytes.fromhex(m.group(4)), dtype=dtype).reshape(shape).copy())
    return pipeline, inputs, check_compare(compare)


def check_compare(compare: dict | None) -> dict | None:
    """`compare` with its fields checked (an unknown one, or a bad value: bad input)."""
    if not compare:
        return None
    unknown = set(compare) - set(COMPARE_FIELDS)
    if unknown:
        raise HloBridgeError(f"--verify-semantics: no comparison field {', '.join(sorted(unknown))} "
                             f"(known: {', '.join(COMPARE_FIELDS)})")
    from bridge.diff.tolerance import Policy
    try:
        Policy(**{k: v for k, v in compare.items() if v is not None})
    except HloBridgeError as e:
        raise HloBridgeError(f"--verify-semantics: {str(e).removeprefix('difftest: ')}") from None
    return dict(compare)
