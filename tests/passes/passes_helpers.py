"""Shared by the pass tests: parse text, run a pipeline, list ops, run @main on PJRT."""
from __future__ import annotations

import io

import numpy as np
from jaxlib.mlir import ir

import bridge
import passes
from bridge.context import get_context


def parse(text: str) -> ir.Module:
    return ir.Module.parse(text, context=get_context())


def run(text: str, pipeline: str, **instr) -> ir.Module:
    """run_pipeline on a fresh parse; instrumentation output is swallowed unless `out` is given."""
    instr.setdefault("out", io.StringIO())
    return passes.run_pipeline(parse(text), pipeline, **instr)


def op_names(module, prefix: str = "") -> list[str]:
    out = []

    def visit(op):
        if op.name.startswith(prefix) and op.name not in ("builtin.module",):
            out.append(op.name)
        return ir.WalkResult.ADVANCE
    module.operation.walk(visit)
    return out


def broadcast_dims(module) -> list[list[int]]:
    """dims of every stablehlo.broadcast_in_dim under module (a module or any op)."""
    out = []

    def visit(op):
        if op.name == "stablehlo.broadcast_in_dim":
            out.append(list(ir.DenseI64ArrayAttr(op.attributes["broadcast_dimensions"])))
        return ir.WalkResult.ADVANCE
    module.operation.walk(visit)
    return out


def cpu(module_or_text, args) -> list[np.ndarray]:
    return [np.asarray(x) for x in bridge.execute(str(module_or_text), args)]
