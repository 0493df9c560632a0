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

from bridge.errors import HloBridgeError, UnsupportedOp

from .pass_errors import SemanticsError

BACKENDS = ("cpu", "reference")
# (atol, rtol) for before/after comparisons: a pass may reassociate float math a little.
_TOL = {2: (1e-2, 1e-2), 4: (1e-5, 1e-5), 8: (1e-12, 1e-12)}


def main_signature(module: ir.Module) -> list[ir.Type]:
    for op in module.body.operations:
        if op.operation.name == "func.func" and ir.StringAttr(op.attributes["sym_name"]).value == "main":
            return list(ir.FunctionType(ir.TypeAttr(op.attributes["function_type"]).value).inputs)
    raise SemanticsError("--verify-semantics needs a @main function to run")


def generate_inputs(types: list[ir.Type], seed: int) -> list[np.ndarray]:
    """Deterministic inputs: floats normal*3, integers in [-8, 8] ([0, 8] unsigned), pred 50/50."""
    from bridge.mlir_types import from_mlir_type
    rng = np.random.default_rng(seed)
    out = []
    for t in types:
        s = from_mlir_type(t)
        dt, dims = np.dtype(s.dtype), s.dimensions
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


def run_backend_isolated(backend: str, text: str, inputs, timeout: float) -> list[np.ndarray] | str:
    """run_backend in a difftest worker process (bridge/diff/executors.py): the outputs, or
    why not: "UnsupportedOp: ...", "timeout: did not finish in S s ...", "crash: worker died ..."."""
    import pickle

    from bridge.diff.executors import run_isolated
    task = {"kind": "call", "id": f"{backend} run", "fn": pickle.dumps(run_backend),
            "args": (backend, text, [np.asarray(x) for x in inputs])}
    res = run_isolated(task, timeout)
    if res["verdict"] == "ok":
        return res["value"]
    return res["reason"] if res["verdict"] == "error" else f"{res['verdict']}: {res['reason']}"


def differ(expected: np.ndarray, got: np.ndarray) -> str | None:
    """Why two outputs differ (None when equal within the dtype's tolerance)."""
    if expected.shape != got.shape or expected.dtype != got.dtype:
        return f"{expected.dtype}{list(expected.shape)} became {got.dtype}{list(got.shape)}"
    kind = expected.dtype.kind
    if kind in "biu":
        e, g = expected, got
        bad = expected != got
    else:   # floats, complex, and ml_dtypes' small floats (kind 'V')
        wide = np.complex128 if kind == "c" else np.float64
        atol, rtol = _TOL.get(expected.dtype.itemsize // (2 if kind == "c" else 1), (1e-1, 1e-1))
        e, g = expected.astype(wide), got.astype(wide)
        bad = ~np.isclose(g, e, atol=atol, rtol=rtol, equal_nan=True)
    if not bad.any():
        return None
    idx = tuple(int(i) for i in np.argwhere(bad)[0])
    return (f"{int(bad.sum())} of {bad.size} elements differ; at {list(idx)} "
            f"{e[idx] if idx else e} became {g[idx] if idx else g}")


@dataclass
class SemanticReport:
    pass_name: str
    problems: list[str] = field(default_factory=list)   # "cpu output 0: ..."
    notes: list[str] = field(default_factory=list)      # backends that could not check
    reproducer: str | None = None
    plugins: tuple = ()
    localization: list[str] = field(default_factory=list)   # --localize: the op the pass broke

    def __str__(self) -> str:
        lines = [f"pass '{self.pass_name}' changed the results of @main:"]
        lines += [f"  {p}" for p in self.problems]
        lines += [f"  note: {n}" for n in self.notes]
        lines += [f"  {ln}" for ln in self.localization]
        if self.reproducer:
            loads = "".join(f" --load {p}" for p in self.plugins)
            lines.append(f"  reproducer: {self.reproducer} (replay: hlobridge opt {self.reproducer}{loads} "
                         f"--verify-semantics)")
        return "\n".join(lines)


class SemanticChecker:
    def __init__(self, seed: int = 0, inputs=None, reproducer=None, plugins=(), timeout: float | None = None,
                 localize: bool = False):
        self.seed, self.inputs, self.reproducer, self.plugins = seed, inputs, reproducer, tuple(plugins)
        self.timeout, self.localize = timeout, localize
        self.base: dict[str, list | str] = {}    # backend -> outputs, or why it could not run
        self.notes: list[str] = []

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
        self.inputs = [np.asarray(x) for x in self.inputs]
        self.base = self._run_all(text)

    def check(self, pass_name: str, pass_text: str, before: str, after: str) -> None:
        from bridge.context import get_context
        report = SemanticReport(pass_name, plugins=self.plugins)
        sig = [str(t) for t in main_signature(ir.Module.parse(after, context=get_context()))]
        if sig != self.signature:
            report.problems.append(f"@main's parameters changed from {self.signature} to {sig}")
            self._fail(report, pass_text, before)
        now = self._run_all(after)
        for b in BACKENDS:
            old, new = self.base.get(b), now[b]
            if isinstance(old, str):
                continue   # this backend could not run the module before: nothing to compare
            if isinstance(new, str):
                if new.startswith(UnsupportedOp.__name__):
                    report.notes.append(f"{b} cannot run the module after '{pass_name}': {new}")
                else:
                    report.problems.append(f"{b} ran @main before '{pass_name}' but not after: {new}")
                continue
            if len(old) != len(new):
                report.problems.append(f"{b}: {len(old)} outputs became {len(new)}")
                continue
            for i, (e, g) in enumerate(zip(old, new)):
                why = differ(e, g)
                if why:
                    report.problems.append(f"{b} output {i}: {why}")
        self.notes += report.notes
        if report.problems:
            if self.localize:
                from bridge.diff.localize_pass import describe, localize_pass
                report.localization = describe(localize_pass(before, after, self.inputs))
            self._fail(report, pass_text, before)
        # A backend that stopped running keeps its last outputs for the next comparison.
        self.base = {b: now[b] if not isinstance(now[b], str) else self.base.get(b, now[b]) for b in BACKENDS}

    def _fail(self, report: SemanticReport, pass_text: str, before: str):
        if self.reproducer is not False:
            safe = re.sub(r"[^\w.-]+", "_", report.pass_name)
            path = self.reproducer or f"hlobridge-repro-{safe}.mlir"
            write_reproducer(path, before, pass_text, self.inputs, self.seed, report.pass_name, self.plugins)
            report.reproducer = path
        raise SemanticsError(str(report).splitlines()[0] + " " + (report.problems[0] if report.problems else ""),
                             report)


# ---- reproducers -------------------------------------------------------------------------

_HEADER = "// hlobridge-reproducer:"


def write_reproducer(path: str, module_text: str, pipeline: str, inputs, seed: int, pass_name: str,
                     plugins=()) -> None:
    """One MLIR file: comment lines with the pipeline and the exact inputs (hex bytes), then the IR."""
    loads = "".join(f" --load {p}" for p in plugins)
    lines = [f"{_HEADER} pass '{pass_name}' changed the results of @main",
             f"// replay: hlobridge opt {os.path.basename(path)}{loads} --verify-semantics",
             f"// pipeline: {pipeline}", f"// seed: {seed}"]
    for i, x in enumerate(inputs):
        x = np.ascontiguousarray(x)
        lines.append(f"// input {i}: {x.dtype.name} {','.join(map(str, x.shape))} {x.tobytes().hex()}")
    from bridge.files import write_atomic
    write_atomic(path, ("\n".join(lines) + "\n" + module_text.rstrip() + "\n").encode())


def read_reproducer(text: str) -> tuple[str, list[np.ndarray]] | None:
    """(pipeline, inputs) from a reproducer's header lines; None for a plain module."""
    if not text.lstrip().startswith(_HEADER):
        return None
    import ml_dtypes  # noqa: F401  (registers bfloat16 & co. with numpy)
    pipeline, inputs = "", []
    for line in text.splitlines():
        if line.startswith("// pipeline: "):
            pipeline = line[len("// pipeline: "):].strip()
        m = re.match(r"// input (\d+): (\w+) ([\d,]*) ([0-9a-f]*)$", line)
        if m:
            dtype = np.dtype(getattr(__import__("ml_dtypes"), m.group(2), None) or m.group(2))
            shape = tuple(int(d) for d in m.group(3).split(",") if d)
            inputs.append(np.frombuffer(bytes.fromhex(m.group(4)), dtype=dtype).reshape(shape).copy())
    return pipeline, inputs
