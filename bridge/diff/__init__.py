"""Differential testing: does backend X compute what the reference computes, and if not, where?

    from bridge.diff import difftest, Policy, GenSpec
    report = difftest(program, backends=("cpu", "reference", "interpreter"), ulp=2)
    report.verdict, report.comparisons["reference"][0].worst_index

Modules: generators/inputs/dataflow (inputs), tolerance/approx/compare (comparison),
backends/interpreter (who runs), report/junit (what is written), corpus/executors/worker
(many modules), reduce (shrinking a mismatch), testsuite (check.* modules).
"""
from __future__ import annotations

from .backends import BACKENDS, register_backend
from .core import DEFAULT_BACKENDS, difftest
from ..generators import FAMILIES, GenSpec
from .report import SCHEMA, BackendResult, DiffReport, OutputReport
from .tolerance import TOLERANCES, Policy

__all__ = ["difftest", "DiffReport", "OutputReport", "BackendResult", "Policy", "GenSpec", "TOLERANCES",
           "FAMILIES", "BACKENDS", "DEFAULT_BACKENDS", "register_backend", "SCHEMA"]
