"""A minimal pass registry: Python passes by name, mixed with MLIR's C++ passes in one pipeline."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from jaxlib.mlir import ir, passmanager

from bridge.context import register_passes
from bridge.errors import HloBridgeError


@dataclass(frozen=True)
class PythonPass:
    name: str
    run: Callable[[ir.Operation], None]
    summary: str


PASSES: dict[str, PythonPass] = {}


def register(name: str, summary: str):
    def deco(fn):
        PASSES[name] = PythonPass(name, fn, summary)
        return fn
    return deco


def split_pipeline(pipeline: str) -> list[str]:
    """Split at top-level commas: 'a,func.func(b,c),d' -> ['a', 'func.func(b,c)', 'd']."""
    parts, depth, cur = [], 0, []
    for ch in pipeline:
        if ch in "({":
            depth += 1
        elif ch in ")}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        parts.append("".join(cur).strip())
    return [p for p in parts if p]


def build_pass_manager(pipeline: str, ctx: ir.Context) -> passmanager.PassManager:
    """One PassManager: Python passes as callables, runs of C++ passes parsed by MLIR."""
    register_passes()
    pm = passmanager.PassManager("builtin.module", context=ctx)
    cxx: list[str] = []

    def flush():
        if cxx:
            try:
                pm.add(",".join(cxx))
            except ValueError as e:
                raise HloBridgeError(f"bad pass pipeline {','.join(cxx)!r}: {str(e).splitlines()[0]}") from None
            cxx.clear()
    for name in split_pipeline(pipeline):
        if name in PASSES:
            flush()
            p = PASSES[name]
            pm.add(lambda op, _pass, run=p.run: run(op), name=p.name)
        else:
            cxx.append(name)
    flush()
    return pm


def run_pipeline(module: ir.Module, pipeline: str) -> ir.Module:
    pm = build_pass_manager(pipeline, module.context)
    try:
        pm.run(module.operation)
    except ir.MLIRError as e:
        raise HloBridgeError(f"pipeline {pipeline!r} failed: {str(e).splitlines()[0]}") from None
    return module
