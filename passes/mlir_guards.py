"""Inputs on which an MLIR pass of jaxlib crashes the process (SIGSEGV, no message), refused
by name before the pass runs: a C++ pass cannot be interrupted, so the check comes first.

Each guard was found by running every pass over programs jax writes (session 19's sweep of
1,332 program x pipeline runs); `tests/passes/test_passes_mlir_guards.py` shows each input
crashing a child process without its guard.
"""
from __future__ import annotations

from bridge.mlir_module import ops_where


def _imported_twice(module_op) -> str | None:
    # Shardy's propagation pipeline imports the module itself (it adds the data-flow edges of
    # every region op: case, while, manual computations); over edges already there it crashes.
    if ops_where(module_op, lambda op: op.name == "sdy.data_flow_edge", first_only=True):
        return ("the module is already in Shardy's imported form (it has sdy.data_flow_edge ops, from "
                "sdy-import-pipeline or sdy-add-data-flow-edges), and sdy-propagation-pipeline imports it "
                "again, which crashes MLIR: run sdy-propagation-pipeline on the module as it was, or "
                "sdy-export-pipeline first")
    return None


GUARDS = {"sdy-propagation-pipeline": _imported_twice}


def refusal(pass_names, module_op) -> str | None:
    """Why one of `pass_names` must not run over `module_op`, or None."""
    for name in pass_names:
        guard = GUARDS.get(name)
        why = guard(module_op) if guard is not None else None
        if why:
            return why
    return None
