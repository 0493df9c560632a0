"""hlobridge: XlaBuilder-style programs -> xla dialect -> StableHLO -> PJRT, with a numpy reference."""
from __future__ import annotations

import os as _os

# What jax's own __init__ sets, before jaxlib's C++ first loads and reads it: hlobridge loads
# jaxlib's MLIR before jax, which left XLA's INFO lines ("PjRt-IFRT device count") on stderr.
_os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")

from .errors import (BackendError, BuilderError, HloBridgeError, LoweringError, ProgramError,
                     UnsupportedOp, VerificationError)

__version__ = "0.1.0"


def to_stablehlo(program) -> str:
    """StableHLO text of any accepted program (an XlaComputation is lowered first)."""
    from .program import to_stablehlo_text
    return to_stablehlo_text(program)


def execute(program, args, backend: str | None = None, num_replicas: int = 1,
            num_partitions: int | None = None):
    """Run a program through PJRT; a list of numpy arrays (a tuple root flattened).

    `backend`: "cpu", "cuda"/"gpu", "tpu"; by default $HLOBRIDGE_BACKEND or "cpu", so that
    `HLOBRIDGE_BACKEND=cuda make test` runs the whole op suite on a GPU.
    `num_partitions`: by default the module's `mhlo.num_partitions`; a sharded program
    runs SPMD-partitioned on that many devices, on global arrays in and out
    (docs/jax.md).
    """
    import os
    from .errors import BackendError
    from .program import stablehlo_text_of
    from .runtime import execute_module
    from_env = not backend
    backend = backend or os.environ.get("HLOBRIDGE_BACKEND") or "cpu"
    try:
        return execute_module(stablehlo_text_of(program), args, backend=backend, num_replicas=num_replicas,
                              num_partitions=num_partitions)
    except BackendError as e:   # (say where a name nobody passed came from)
        if from_env and f"unknown backend {backend!r}" in str(e):
            raise BackendError(f"{e} (from $HLOBRIDGE_BACKEND)") from None
        raise


def difftest(program, inputs=None, backends=("cpu", "reference"), seed: int = 0, **options):
    """Compare backends on a program; options: baseline, policy, generator, name, and the
    Policy fields (atol, rtol, ulp, bitwise, nan_equal ...). See docs/difftest.md."""
    from .diff import difftest as _difftest
    return _difftest(program, inputs=inputs, backends=backends, seed=seed, **options)


def convert(data, to: str, target_version=None, from_=None, via=None):
    """Convert between formats (docs/formats.md); `via="native"` reads HLO with XLA's importer."""
    from .formats import convert as _convert
    return _convert(data, to=to, target_version=target_version, from_=from_, via=via)


# Imported on first use (the CLI's start-up stays small: numpy and jax load only when needed): dialect_defs imports bridge.dtypes/shape, so the builder side
# (which reads dialect_defs) must not load while bridge itself is initializing.
_LAZY = {"Shape": ("bridge.shape", "Shape"), "ProgramShape": ("bridge.shape", "ProgramShape"),
         "ops": ("bridge.ops", None), "XlaBuilder": ("bridge.builder", "XlaBuilder"),
         "XlaComputation": ("bridge.builder", "XlaComputation"), "XlaOp": ("bridge.builder", "XlaOp"),
         "reference": ("bridge.reference", None)}


def __getattr__(name):
    import importlib
    if name in _LAZY:
        module, attr = _LAZY[name]
        value = importlib.import_module(module)
        value = getattr(value, attr) if attr else value
    else:   # structured argument types registered by the op groups (GatherDimensionNumbers ...);
        # lower-case names are submodules being imported (`from . import dtypes`): not ours to load
        value = importlib.import_module("dialect_defs").PUBLIC.get(name) if name[:1].isupper() else None
        if value is None:
            raise AttributeError(f"module 'bridge' has no attribute {name!r}")
    globals()[name] = value
    return value


__all__ = ["XlaBuilder", "XlaComputation", "XlaOp", "Shape", "ProgramShape", "ops", "DotDimensionNumbers",
           "PaddingConfig", "BuilderError", "HloBridgeError", "BackendError", "LoweringError", "ProgramError",
           "UnsupportedOp", "VerificationError", "to_stablehlo", "execute", "difftest", "convert"]
