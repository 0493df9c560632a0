"""The one place that makes MLIR contexts.

Every module, builder and pass of hlobridge gets its context here, so that
operations can move between modules (sub-computations are cloned into their
callers) and so the dialect set is the same everywhere.
"""
from __future__ import annotations

import threading

from jaxlib.mlir import ir

from . import _jax_private

_lock = threading.Lock()
_shared: ir.Context | None = None
_search_prefix_added = False


def _register_xla_python_dialect() -> None:
    # Wrapping an op of a dialect the bindings cannot find a Python module for
    # retries the import on every wrap (~40 µs per op); `dialect_defs.xla`
    # is that module, so lookups succeed once and are cached (~0.3 µs).
    global _search_prefix_added
    if not _search_prefix_added:
        _jax_private.append_dialect_search_prefix("dialect_defs")
        _search_prefix_added = True


def new_context() -> ir.Context:
    """A fresh context with func/stablehlo/chlo/mhlo/sdy/mpmd/... loaded and `xla.*` allowed.

    `sdy` (Shardy) and `mpmd` are registered because jax writes them by default:
    every sharded jit, every shard_map, and typed PRNG keys carry `sdy.*` ops. `mhlo`
    because XLA's HLO importer leaves ops StableHLO lacks as mhlo (`mhlo.topk`, ...): a
    module it wrote must read back in every command.
    """
    _register_xla_python_dialect()
    registry = ir.DialectRegistry()
    _jax_private.register_jax_dialects(registry)
    ctx = ir.Context()
    ctx.append_dialect_registry(registry)
    ctx.load_all_available_dialects()
    _jax_private.register_hlo_dialects(ctx)
    ctx.allow_unregistered_dialects = True
    return ctx


def get_context() -> ir.Context:
    """The process-wide shared context (created on first use)."""
    global _shared
    if _shared is None:
        with _lock:
            if _shared is None:
                _shared = new_context()
    return _shared


_passes_registered = False


def register_passes() -> None:
    """Make MLIR's StableHLO/MHLO passes parseable by name in PassManager pipelines."""
    global _passes_registered
    if _passes_registered:
        return
    _jax_private.register_mhlo_passes()
    _jax_private.register_stablehlo_passes()
    _passes_registered = True
