"""Compatibility shim: the differential tester lives in `bridge.diff`.

Kept for `hlobridge run` (generate_inputs, run_backend) and older imports.
"""
from __future__ import annotations

from .diff import TOLERANCES, BackendResult, DiffReport, OutputReport, difftest  # noqa: F401
from .diff.backends import BACKENDS, run_backend as _run_backend
from .diff.generators import GenSpec
from .diff.inputs import generated_inputs
from .diff.prepare import Prepared, finish
from .diff.tolerance import default_tolerance as tolerance  # noqa: F401


def prepared(module) -> Prepared:
    """A StableHLO module made ready for both functions below (once: pass it to both)."""
    return module if isinstance(module, Prepared) else finish(module, "program")


def generate_inputs(module, seed: int = 0) -> list:
    """Generated inputs for a StableHLO module's @main (default generator, dataflow rules)."""
    p = prepared(module)
    return generated_inputs(p.module, p.params, seed, GenSpec())[0]


def run_backend(backend: str, module, inputs) -> BackendResult:
    """Run one named backend on a StableHLO module (unknown names: status 'unsupported')."""
    run = BACKENDS.get(backend)
    if run is None:
        return BackendResult(backend, "unsupported", error=f"unknown backend {backend!r}; known: "
                                                             f"{', '.join(BACKENDS)}")
    return _run_backend(backend, run, prepared(module), inputs)
