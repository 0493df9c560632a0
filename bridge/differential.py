"""A first differential tester: run one program on several backends and compare outputs.

Backends: PJRT platforms (cpu, cuda/gpu, tpu) and `reference` (numpy). The first backend
is the baseline. An element mismatches only if it breaks both the absolute and the
relative tolerance of its dtype; NaN matches NaN, and shapes and dtypes must match exactly.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from . import dtypes
from .errors import HloBridgeError
from .mlir_types import from_mlir_type

# (atol, rtol) per element type; integers and pred are exact.
TOLERANCES = {"f64": (1e-15, 1e-15), "f32": (1e-6, 1e-6), "f16": (1e-3, 1e-3), "bf16": (1e-2, 1e-2),
              "c64": (1e-6, 1e-6), "c128": (1e-15, 1e-15)}
_FP8_TOL = (1e-1, 1e-1)


def tolerance(element_type: str) -> tuple[float, float]:
    if element_type.startswith("f8"):
        return _FP8_TOL
    return TOLERANCES.get(element_type, (0.0, 0.0))


@dataclass
class OutputReport:
    index: int
    verdict: str                 # "match" | "mismatch"
    max_abs_error: float = 0.0
    max_rel_error: float = 0.0
    mismatches: int = 0
    worst_index: tuple | None = None
    detail: str = ""


@dataclass
class BackendResult:
    backend: str
    status: str                  # "ok" | "error"
    outputs: list | None = None
    error: str = ""


@dataclass
class DiffReport:
    baseline: str
    results: dict[str, BackendResult]
    comparisons: dict[str, list[OutputReport]] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return all(r.status == "ok" for r in self.results.values()) and all(
            o.verdict == "match" for outs in self.comparisons.values() for o in outs)

    @property
    def verdict(self) -> str:
        if any(r.status != "ok" for r in self.results.values()):
            return "error"
        return "match" if self.ok else "mismatch"

    def __str__(self) -> str:
        lines = [f"difftest: {self.verdict} (baseline {self.baseline})"]
        for name, r in self.results.items():
            if r.status != "ok":
                lines.append(f"  {name}: cannot run: {r.error}")
        for name, outs in self.comparisons.items():
            for o in outs:
                lines.append(f"  {name} output {o.index}: {o.verdict}  max abs {o.max_abs_error:.3g}  "
                             f"max rel {o.max_rel_error:.3g}  mismatches {o.mismatches}"
                             + (f"  worst at {o.worst_index}" if o.worst_index is not None else "")
                             + (f"  {o.detail}" if o.detail else ""))
        return "\n".join(lines)


def generate_inputs(module, seed: int = 0) -> list[np.ndarray]:
    """Inputs for @main: normal*3 floats, small-range integers, pred 50/50."""
    from jaxlib.mlir import ir
    rng = np.random.default_rng(seed)
    fn = next(op for op in module.body.operations
              if ir.StringAttr(op.attributes["sym_name"]).value == "main")
    out = []
    for t in ir.FunctionType(ir.TypeAttr(fn.attributes["function_type"]).value).inputs:
        s = from_mlir_type(t)
        et, dims = s.element_type, s.dimensions
        if et == "pred":
            out.append(rng.random(dims) < 0.5)
        elif dtypes.is_integer(et):
            lo = 0 if et in dtypes.UNSIGNED else -8
            out.append(rng.integers(lo, 9, dims).astype(s.dtype))
        elif dtypes.is_complex(et):
            out.append((rng.standard_normal(dims) * 3 + 1j * rng.standard_normal(dims) * 3).astype(s.dtype))
        else:
            out.append((rng.standard_normal(dims) * 3).astype(s.dtype))
    return out


def compare(index: int, expected: np.ndarray, got: np.ndarray) -> OutputReport:
    expected, got = np.asarray(expected), np.asarray(got)
    if expected.shape != got.shape or expected.dtype != got.dtype:
        return OutputReport(index, "mismatch", detail=f"shape/dtype {expected.dtype}{list(expected.shape)} vs "
                                                      f"{got.dtype}{list(got.shape)}")
    et = dtypes.canonical(expected.dtype)
    atol, rtol = tolerance(et)
    if et == "pred" or dtypes.is_integer(et):
        e, g = expected.astype(np.float64), got.astype(np.float64)
        bad = expected != got
    else:
        wide = np.complex128 if dtypes.is_complex(et) else np.float64
        e, g = expected.astype(wide), got.astype(wide)
        both_nan = np.isnan(e) & np.isnan(g)
        with np.errstate(invalid="ignore"):
            same_inf = np.isinf(e) & (e == g)
            err = np.where(both_nan | same_inf, 0.0, np.abs(e - g))
            bad = (err > atol) & (err > rtol * np.abs(e))
            bad |= np.isnan(err)
    with np.errstate(invalid="ignore", divide="ignore"):
        abs_err = np.abs(e - g) if e.size else np.zeros(0)
        abs_err = np.where(np.isnan(abs_err), 0, abs_err)
        rel_err = np.where(np.abs(e) > 0, abs_err / np.abs(e), abs_err)
    n = int(np.count_nonzero(bad))
    worst = tuple(int(i) for i in np.unravel_index(np.argmax(np.where(bad, abs_err, -1)), e.shape)) if n else None
    return OutputReport(index, "mismatch" if n else "match",
                        float(abs_err.max()) if abs_err.size else 0.0,
                        float(rel_err.max()) if rel_err.size else 0.0, n, worst)


def run_backend(backend: str, module, inputs) -> BackendResult:
    try:
        if backend == "reference":
            from . import reference
            outs = reference.evaluate(module, inputs)
        else:
            from . import runtime
            outs = runtime.execute_module(module, inputs, backend=backend)
        return BackendResult(backend, "ok", [np.asarray(o) for o in outs])
    except HloBridgeError as e:
        return BackendResult(backend, "error", error=str(e).splitlines()[0])


def difftest(program, inputs=None, backends=("cpu", "reference"), seed: int = 0) -> DiffReport:
    from .program import as_stablehlo_module
    if len(backends) < 2:
        raise HloBridgeError("difftest needs at least two backends to compare")
    module = as_stablehlo_module(program)
    inputs = generate_inputs(module, seed) if inputs is None else [np.asarray(x) for x in inputs]
    results = {b: run_backend(b, module, inputs) for b in backends}
    report = DiffReport(backends[0], results)
    base = results[backends[0]]
    for b in backends[1:]:
        r = results[b]
        if base.status != "ok" or r.status != "ok":
            continue
        if len(base.outputs) != len(r.outputs):
            report.comparisons[b] = [OutputReport(0, "mismatch", detail=f"{len(base.outputs)} outputs vs "
                                                                           f"{len(r.outputs)}")]
            continue
        report.comparisons[b] = [compare(i, e, g) for i, (e, g) in enumerate(zip(base.outputs, r.outputs))]
    return report
