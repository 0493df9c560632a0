"""The numpy reference interpreter for StableHLO, CHLO and the xla dialect.

    from bridge import reference
    reference.evaluate(module_or_text_or_bytes, [x, y])  # -> list[np.ndarray]
    reference.evaluate(xla_computation, [x, y])          # the xla-dialect ops themselves

Each op's kernel is found by name in `KERNELS` (see `registry.py`); kernels
are grouped by concern in the `kernels_*` (StableHLO/CHLO) and `xla_*` (xla
dialect) modules.
"""
from __future__ import annotations

import importlib
import pkgutil
import threading
import warnings
import weakref
from collections import OrderedDict

import numpy as np
from jaxlib.mlir import ir

from bridge import platform_index
from bridge.errors import HloBridgeError, UnsupportedOp
from bridge.mlir_module import ops_where

from .interpreter import Program
from .kernel_registry import KERNELS, register

__all__ = [
    "KERNELS",
    "Program",
    "UnsupportedOp",
    "compile_program",
    "evaluate",
    "evaluate_processes",
    "evaluate_replicas",
    "evaluate_xla",
    "register",
]

# Kernel groups register themselves on import: `kernels_*` (StableHLO/CHLO ops) and
# `xla_*` (xla-dialect ops, see xla_registry); adding a group is adding a file.
# A broken xla_* group must not take the StableHLO oracle down with it: its error is
# kept in IMPORT_ERRORS (and warned about); its ops then raise UnsupportedOp.
IMPORT_ERRORS: dict[str, str] = {}
for _m in sorted(m.name for m in pkgutil.iter_modules(__path__)
                 if m.name.startswith(("kernels_", "xla_")) and m.name != "xla_registry"):
    if _m.startswith("kernels_"):
        importlib.import_module(f"{__name__}.{_m}")
        continue
    try:
        importlib.import_module(f"{__name__}.{_m}")
    except Exception as _e:  # noqa: BLE001 - reported, see above
        IMPORT_ERRORS[_m] = f"{type(_e).__name__}: {_e}"
        warnings.warn(f"bridge.reference.{_m} failed to import ({IMPORT_ERRORS[_m]}); "
                      f"its xla ops are not evaluated", RuntimeWarning, stacklevel=1)

_CACHE: OrderedDict = OrderedDict()
_CACHE_SIZE = 32
_lock = threading.Lock()


_HLO_FORMATS = ("hlo", "hlo-proto", "hlo-proto-text", "hlo-snapshot")


def _parse(program) -> ir.Module:
    if isinstance(program, ir.Module):
        if _has_custom_call(program):   # (see below; the caller's module is not modified)
            from passes.lower import stablehlo_module
            return _current_lapack(stablehlo_module(program))
        return program
    if isinstance(program, (str, bytes, bytearray)):
        # parse_module guards text that kills jaxlib's parser and reads bytes (bytecode,
        # artifacts) in a child process first: corrupt bytecode can segfault the reader
        from bridge.formats.detect import detect
        from bridge.program import parse_module
        from passes.lowering.shardy import has_shardy_meshes
        from passes.mhlo_leftovers import has_leftovers, legalize_mhlo_leftovers
        module = parse_module(program)
        if not isinstance(program, str) or has_leftovers(program):   # (XLA's importer's mhlo.fusion ...)
            legalize_mhlo_leftovers(module.operation)
        calls = (not isinstance(program, str) or "custom_call" in program) and _has_custom_call(module)
        if has_shardy_meshes(module.operation) or detect(program) in _HLO_FORMATS or calls:
            # HLO (read as xla ops) is run as the StableHLO it lowers to: the kernels of every
            # custom-call target (LAPACK ...) are StableHLO's; Shardy's round-trip form (HLO
            # of a sharded jax program, MLIR text) is imported into sdy on the way. (Other
            # xla-dialect MLIR text stays xla ops: the reference evaluates them before any lowering.)
            from passes.lower import lowered_in_place
            return _current_lapack(lowered_in_place(module), program)
        return _current_lapack(module, program)
    from bridge.program import as_stablehlo_module  # lazy: artifacts, jax exports...
    return as_stablehlo_module(program)


def _current_lapack(module: ir.Module, program=None) -> ir.Module:
    """Older jaxlib's LAPACK calls as the FFI calls our kernels run (PJRT runs the same); the
    module is walked only where `program`, its text if it was one, names such a call."""
    from passes.lapack_legacy import needs_rewrite, rewrite
    if not isinstance(program, str) or needs_rewrite(program):
        rewrite(module)
    return module


def _has_custom_call(module: ir.Module) -> bool:
    return bool(ops_where(module.operation, lambda op: op.name == "xla.custom_call", first_only=True))


def _is_xla_computation(program) -> bool:
    from bridge.builder import XlaComputation
    return isinstance(program, XlaComputation)


_XLA_CACHE: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def compile_program(program) -> Program:
    """Parse (if needed) and prepare a program; text, bytes and XlaComputations are cached.

    An XlaComputation is compiled from its xla-dialect module itself (no lowering), unless it
    has custom calls (the kernels of their targets, LAPACK, cuBLAS, cuDNN ..., are StableHLO's)
    or dynamic dimensions (kernels_bounded's rules are StableHLO's): it then runs as the
    StableHLO it lowers to, as HLO input does.
    """
    if _is_xla_computation(program):
        with _lock:
            hit = _XLA_CACHE.get(program)
        if hit is None or hit[0] is not program.module:
            lower = _has_custom_call(program.module) or "#stablehlo.bounds" in str(program.module)
            hit = (program.module, Program(_parse(program) if lower else program.module))
            with _lock:
                _XLA_CACHE[program] = hit
        return hit[1]
    if isinstance(program, (str, bytes, bytearray)):
        key = bytes(program) if not isinstance(program, str) else program
        with _lock:
            hit = _CACHE.get(key)
            if hit is not None:
                _CACHE.move_to_end(key)
                return hit
        prog = Program(platform_index.bound(_parse(program), platform_index.REFERENCE))
        with _lock:
            _CACHE[key] = prog
            while len(_CACHE) > _CACHE_SIZE:
                _CACHE.popitem(last=False)
        return prog
    if isinstance(program, Program):
        return program
    return Program(platform_index.bound(_parse(program), platform_index.REFERENCE))


def evaluate(program, args, num_replicas: int = 1, num_partitions: int = 1, flush_subnormals: bool = False):
    """Run the public `main` (or only public function) of `program` on `args`.

    `program`: an `ir.Module`, StableHLO text, MLIR bytecode, an XlaComputation
    (its xla-dialect ops are evaluated directly, before any lowering), or anything
    `bridge.program.as_stablehlo_module` accepts (portable artifact...).

    A program jax sharded (Shardy `sdy` or `mhlo.sharding` annotations) is evaluated
    on GLOBAL values: annotations are the identity and `sdy.manual_computation`
    (shard_map) runs its body once per device on that device's shard. With
    `num_replicas` x `num_partitions` > 1 every process of that grid runs the
    program on the same `args` (an already-partitioned, per-device program) and the
    results of process 0 are returned (see `evaluate_processes` for all).

    `flush_subnormals`: compute as XLA:CPU does, subnormal operands and results of
    arithmetic read and written as zeros (subnormals.py); the spec keeps them (default).
    """
    _check_arguments(args)
    if num_replicas * num_partitions > 1:
        return evaluate_processes(program, args, num_replicas, num_partitions, flush_subnormals)[0]
    prog = compile_program(program)
    if flush_subnormals:
        prog = prog.flushing()
    if prog.per_device_grid:   # one process would quietly leave its collectives' groups out
        r, p = prog.per_device_grid
        raise HloBridgeError(f"the module runs per device on mhlo.num_replicas x mhlo.num_partitions = {r} x {p} "
                             f"processes (no global-view sharding): give each process its arguments with "
                             f"bridge.reference.evaluate_processes(program, args_per_process, {r}, {p})")
    args = platform_index.kept(prog.module, list(args))   # (jax.export's whole argument list)
    if prog.dynamic:   # jax.export with symbolic shapes: refined to the inputs' shapes
        prog = _refined(prog, args)
    return prog.run(args)


def _check_arguments(args) -> None:
    """As bridge.execute: a list or tuple (an array would be read row by row, a dict by its
    keys, None would fail in len())."""
    if not isinstance(args, (list, tuple)):
        raise HloBridgeError(f"arguments must be a list of arrays, got {type(args).__name__}")


def _refined(prog: Program, args) -> Program:
    from bridge.refine import refine
    shapes = tuple(tuple(np.shape(a)) for a in args)
    hit = prog.refined.get(shapes)
    if hit is None:
        hit = prog.refined[shapes] = Program(refine(prog.module, shapes), flush_subnormals=prog.flush_subnormals)
    return hit


def evaluate_xla(comp, args, num_replicas: int = 1):
    """Evaluate an XlaComputation's xla-dialect ops themselves (one with custom calls: the
    StableHLO it lowers to, see compile_program)."""
    if not _is_xla_computation(comp):
        raise HloBridgeError(f"evaluate_xla needs an XlaComputation, got {type(comp).__name__}")
    return evaluate(comp, args, num_replicas)


def evaluate_replicas(program, args, num_replicas: int):
    """Run `num_replicas` replicas (threads) in lockstep; returns a list per replica.

    `args` is either one argument list shared by all replicas or a list of
    per-replica argument lists (when its length is num_replicas and its items
    are lists/tuples).
    """
    return evaluate_processes(program, args, num_replicas, 1)


def evaluate_processes(program, args, num_replicas: int = 1, num_partitions: int = 1,
                       flush_subnormals: bool = False):
    """Run every process of the replicas x partitions grid (threads, in lockstep), as
    the spec's `run_parallel` does; returns a result list per process in flattened-id
    order (replica_id * num_partitions + partition_id).

    `args`: one argument list shared by all processes, or one list per process.
    """
    from .kernels_collective import run_processes
    _check_arguments(args)
    prog = compile_program(program)
    if flush_subnormals:
        prog = prog.flushing()
    return run_processes(prog, args, num_replicas, num_partitions)


def _check_registry() -> None:
    if not KERNELS:
        raise HloBridgeError("numpy reference kernels failed to register")


_check_registry()
