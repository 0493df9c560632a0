"""The one module of hlobridge that touches private jax/jaxlib names.

Everything else goes through public entry points (`jax.extend.backend`,
`jaxlib.xla_client`, `jax.make_array_from_single_device_arrays` ...). Each
private name below says what it is for and what we fall back to when a jax
release removes it, so an upgrade degrades speed, never correctness.

Private names used (jax/jaxlib 0.10.2):

- `jaxlib._jax.batched_device_put(aval, sharding, xs, devices, ...)`: the C++
  host-to-device transfer that `jax.jit`'s own argument handling uses. It costs
  ~7 µs per array against ~27-45 µs for `jax.device_put`, which dominates the
  per-call overhead of small programs. It does NOT check that `xs` matches
  `aval`: callers must validate shapes and dtypes first (bridge/runtime/execute.py does).
  Fallback: `jax.device_put`.
- `jaxlib._jax.HostBufferSemantics`: the copy mode passed to it
  (IMMUTABLE_ONLY_DURING_CALL: the host array is copied before the call returns).
- `jax._src.xla_bridge.backends_are_initialized()`: tells whether jax has
  already created its PJRT clients, i.e. whether the CPU device count can still
  be changed. Fallback: try `jax.config.update("jax_num_cpu_devices", ...)`,
  whose validator refuses once backends exist.
- `jax._src.custom_partitioning._sharding_callbacks`: the weak table, keyed by the
  `backend_config` of a `custom_call @CustomSPMDPartitioning`, that holds the Python
  partitioning callbacks of `jax.experimental.custom_partitioning` while the lowered program
  lives; XLA's partitioner calls into it. Fallback: None ("cannot tell"), and the call is
  refused as if the key were missing.
- `jaxlib.lapack._lapack.initialize()`: jax registers its LAPACK custom-call
  targets (`lapack_spotrf_ffi` ...) for CPU at import but fills their function
  table only when it lowers a linalg op; a program calling one before that
  segfaults. Fallback: none needed (a jaxlib without it has no such targets).

MLIR bindings and XLA converters (no public equivalent in jaxlib 0.10.2):

- `jaxlib.mlir._mlir_libs._jax_mlir_ext.register_dialects`: the dialect registry jaxlib
  itself uses (stablehlo, chlo, mhlo, sdy ...); bridge/context.py builds its context with it.
- `jaxlib.mlir.dialects._ods_common._cext.globals.append_dialect_search_prefix`: lets the
  bindings find `dialect_defs.xla` as the Python module of the unregistered xla dialect
  (op wrapping 40 us -> 0.3 us). Fallback: skipped (slower, same results).
- `jaxlib.mlir._mlir_libs._mlirHlo.register_mhlo_passes`: MHLO passes by name (the
  broadcast oracle, `stablehlo-legalize-to-hlo`).
- `jaxlib.mlir._mlir_libs._stablehlo/_chlo/_sdy/_sdyMpmd/_mlirHlo.register_*dialect`: the
  native halves of `jaxlib.mlir.dialects.stablehlo` ...: registering through them leaves out
  the generated Python op classes (chlo and mhlo ~20 ms of import each, every CLI command);
  the bindings import those when an op of the dialect is first wrapped. Fallback: the
  public dialect modules (the same registration, slower start-up).
- `jaxlib.mlir._mlir_libs._mlir.rewrite`: RewritePatternSet and the greedy/walk drivers
  (jaxlib exposes no `jaxlib.mlir.rewrite`).
- `jaxlib.mlir._mlir_libs._stablehlo.eval_module`: StableHLO's reference interpreter
  (ABORTS on unsupported ops: bridge/diff/interpreter_backend.py runs it in a worker).
- `jaxlib._hlo` / `jaxlib._jax`: XLA's HLO parser, printer and HLO<->StableHLO converters
  (bridge/formats/native.py documents each entry point and which ones abort).

Every accessor imports on first use: importing this module costs nothing (the CLI's
start-up), and a jax release that moves a name breaks only the feature that needs it.
"""
from __future__ import annotations

import functools


@functools.cache
def _batched_put():
    """(batched_device_put, copy semantics) or None (see module docstring)."""
    try:  # private: fast batched host->device transfer
        from jaxlib._jax import HostBufferSemantics, batched_device_put
    except ImportError:  # pragma: no cover - depends on the jaxlib release
        return None
    # Copy during the call: the device buffer never aliases the caller's memory.
    # Measured no slower than ZERO_COPY for small arrays on CPU.
    return batched_device_put, HostBufferSemantics.IMMUTABLE_ONLY_DURING_CALL


def make_aval(shape: tuple[int, ...], dtype):
    """The abstract value `batched_device_put` wants (public `jax.core.ShapedArray`)."""
    import jax
    return jax.core.ShapedArray(shape, dtype)


def device_put(aval, sharding, x, device):
    """Copy one validated, C-contiguous numpy array to `device`; returns a jax Array.

    `aval` must describe `x` exactly (its shape and dtype) and `sharding` must be
    `SingleDeviceSharding(device)`; nothing is checked here.
    """
    put = _batched_put()
    if put is not None:
        # enable_x64=True: keep 64-bit element types whatever jax_enable_x64 says.
        return put[0](aval, sharding, (x,), (device,), True, False, put[1], enable_x64=True)
    import jax  # pragma: no cover
    return jax.device_put(x, device)  # pragma: no cover


def backends_initialized() -> bool | None:
    """True once jax has made its PJRT clients; None when this jax can't tell."""
    try:  # private: whether jax's backends are initialized
        from jax._src.xla_bridge import backends_are_initialized
    except ImportError:  # pragma: no cover - depends on the jax release
        return None
    return bool(backends_are_initialized())


def initialize_lapack() -> None:
    """Make jax's LAPACK custom-call targets callable (idempotent)."""
    try:  # private: LAPACK function table of jax's CPU custom-call targets
        from jaxlib.lapack import _lapack
    except ImportError:  # pragma: no cover - depends on the jaxlib release
        return
    _lapack.initialize()


def register_jax_dialects(registry) -> None:
    from jaxlib.mlir._mlir_libs import _jax_mlir_ext
    _jax_mlir_ext.register_dialects(registry)


def append_dialect_search_prefix(prefix: str) -> None:
    try:
        from jaxlib.mlir.dialects import _ods_common
        _ods_common._cext.globals.append_dialect_search_prefix(prefix)
    except (ImportError, AttributeError):  # pragma: no cover - slower op wrapping, same results
        pass


def register_hlo_dialects(ctx) -> None:
    """stablehlo, chlo, sdy, mpmd and mhlo in `ctx` (see the module docstring)."""
    try:
        from jaxlib.mlir._mlir_libs import _chlo, _mlirHlo, _sdy, _sdyMpmd, _stablehlo
    except ImportError:  # pragma: no cover - depends on the jaxlib release
        from jaxlib.mlir.dialects import chlo as _chlo, mhlo as _mlirHlo, mpmd as _sdyMpmd, sdy as _sdy
        from jaxlib.mlir.dialects import stablehlo as _stablehlo
    _stablehlo.register_dialect(ctx)
    _chlo.register_dialect(ctx)
    _sdy.register_dialect(ctx)
    _sdyMpmd.register_dialect(ctx)
    _mlirHlo.register_mhlo_dialect(ctx)


def register_stablehlo_passes() -> None:
    try:
        from jaxlib.mlir._mlir_libs import _stablehlo
    except ImportError:  # pragma: no cover - depends on the jaxlib release
        from jaxlib.mlir.dialects import stablehlo as _stablehlo
    _stablehlo.register_stablehlo_passes()


def register_mhlo_passes() -> None:
    from jaxlib.mlir._mlir_libs import _mlirHlo
    _mlirHlo.register_mhlo_passes()


def mlir_rewrite():
    """MLIR's rewrite module: RewritePatternSet, apply_patterns_and_fold_greedily, walk_and_apply_patterns."""
    from jaxlib.mlir._mlir_libs._mlir import rewrite
    return rewrite


def eval_module():
    """StableHLO's reference interpreter, `eval_module(module, args)` (aborts on unsupported ops)."""
    from jaxlib.mlir._mlir_libs import _stablehlo
    return _stablehlo.eval_module


def xla_hlo_and_jax():
    """jaxlib's `_hlo` and `_jax` extension modules (bridge/formats/native.py)."""
    from jaxlib import _hlo, _jax
    return _hlo, _jax


def custom_partitioning_registered(key: str) -> bool | None:
    """Whether this process holds jax's custom_partitioning callbacks under `key` (None: this
    jax has no such table)."""
    try:  # private: custom_partitioning's callback table
        from jax._src.custom_partitioning import _sharding_callbacks
    except ImportError:  # pragma: no cover - depends on the jax release
        return None
    return key.encode() in _sharding_callbacks
