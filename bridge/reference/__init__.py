"""The numpy reference interpreter for StableHLO.

    from bridge import reference
    reference.evaluate(module_or_text_or_bytes, [x, y])  # -> list[np.ndarray]

Each op's kernel is found by name in `KERNELS` (see `registry.py`); kernels
are grouped by concern in the `kernels_*` modules.
"""
from __future__ import annotations

import importlib
import pkgutil
import threading
from collections import OrderedDict

from jaxlib.mlir import ir

from bridge.context import get_context
from bridge.errors import HloBridgeError, ProgramError, UnsupportedOp

from .interpreter import Program
from .registry import KERNELS, register

__all__ = ["evaluate", "evaluate_xla", "compile_program", "Program", "KERNELS", "register", "UnsupportedOp"]

# Kernel groups register themselves on import: `kernels_*` (StableHLO/CHLO ops) and
# `xla_*` (xla-dialect ops, see xla_registry); adding a group is adding a file.
for _m in sorted(m.name for m in pkgutil.iter_modules(__path__)
                 if m.name.startswith(("kernels_", "xla_")) and m.name != "xla_registry"):
    importlib.import_module(f"{__name__}.{_m}")

_CACHE: OrderedDict = OrderedDict()
_CACHE_SIZE = 32
_lock = threading.Lock()


def _parse(program) -> ir.Module:
    if isinstance(program, ir.Module):
        return program
    if isinstance(program, (str, bytes, bytearray)):
        try:
            return ir.Module.parse(bytes(program) if not isinstance(program, str) else program,
                                   context=get_context())
        except Exception as e:  # MLIRError on bad text
            raise ProgramError(f"cannot parse program: {e}") from e
    from bridge.program import as_stablehlo_module  # lazy: XlaComputation, artifacts...
    return as_stablehlo_module(program)


def compile_program(program) -> Program:
    """Parse (if needed) and prepare a program; text and bytes are cached."""
    if isinstance(program, (str, bytes, bytearray)):
        key = bytes(program) if not isinstance(program, str) else program
        with _lock:
            hit = _CACHE.get(key)
            if hit is not None:
                _CACHE.move_to_end(key)
                return hit
        prog = Program(_parse(program))
        with _lock:
            _CACHE[key] = prog
            while len(_CACHE) > _CACHE_SIZE:
                _CACHE.popitem(last=False)
        return prog
    if isinstance(program, Program):
        return program
    return Program(_parse(program))


def evaluate(program, args, num_replicas: int = 1):
    """Run the public `main` (or only public function) of `program` on `args`.

    `program`: an `ir.Module`, StableHLO text, MLIR bytecode, or anything
    `bridge.program.as_stablehlo_module` accepts (XlaComputation, artifact).
    With `num_replicas > 1`, every replica gets the same `args` and the
    results of replica 0 are returned (see `evaluate_replicas` for all).
    """
    if num_replicas > 1:
        return evaluate_replicas(program, args, num_replicas)[0]
    prog = compile_program(program)
    return prog.run(list(args))


def evaluate_xla(comp, args, num_replicas: int = 1):
    """Evaluate an XlaComputation's xla-dialect ops themselves (no lowering involved)."""
    prog = Program(comp.module)
    if num_replicas > 1:
        from .kernels_misc import run_replicas
        return run_replicas(prog, args, num_replicas)[0]
    return prog.run(list(args))


def evaluate_replicas(program, args, num_replicas: int):
    """Run `num_replicas` replicas (threads) in lockstep; returns a list per replica.

    `args` is either one argument list shared by all replicas or a list of
    per-replica argument lists (when its length is num_replicas and its items
    are lists/tuples).
    """
    from .kernels_misc import run_replicas
    prog = compile_program(program)
    return run_replicas(prog, args, num_replicas)


def _check_registry() -> None:
    if not KERNELS:
        raise HloBridgeError("numpy reference kernels failed to register")


_check_registry()
