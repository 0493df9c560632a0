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
  `aval`: callers must validate shapes and dtypes first (runtime.py does).
  Fallback: `jax.device_put`.
- `jaxlib._jax.HostBufferSemantics`: the copy mode passed to it
  (IMMUTABLE_ONLY_DURING_CALL: the host array is copied before the call returns).
- `jax._src.xla_bridge.backends_are_initialized()`: tells whether jax has
  already created its PJRT clients, i.e. whether the CPU device count can still
  be changed. Fallback: try `jax.config.update("jax_num_cpu_devices", ...)`,
  whose validator refuses once backends exist.
- `jaxlib.lapack._lapack.initialize()`: jax registers its LAPACK custom-call
  targets (`lapack_spotrf_ffi` ...) for CPU at import but fills their function
  table only when it lowers a linalg op; a program calling one before that
  segfaults. Fallback: none needed (a jaxlib without it has no such targets).
"""
from __future__ import annotations

import jax
import numpy as np

try:  # private: fast batched host->device transfer (see module docstring)
    from jaxlib._jax import HostBufferSemantics as _HostBufferSemantics
    from jaxlib._jax import batched_device_put as _batched_device_put
    # Copy during the call: the device buffer never aliases the caller's memory.
    # Measured no slower than ZERO_COPY for small arrays on CPU.
    _COPY = _HostBufferSemantics.IMMUTABLE_ONLY_DURING_CALL
except ImportError:  # pragma: no cover - depends on the jaxlib release
    _batched_device_put = None

try:  # private: whether jax's backends are initialized (see module docstring)
    from jax._src.xla_bridge import backends_are_initialized as _backends_are_initialized
except ImportError:  # pragma: no cover - depends on the jax release
    _backends_are_initialized = None

try:  # private: LAPACK function table of jax's CPU custom-call targets (see module docstring)
    from jaxlib.lapack import _lapack as _lapack_module
except ImportError:  # pragma: no cover - depends on the jaxlib release
    _lapack_module = None

def make_aval(shape: tuple[int, ...], dtype: np.dtype):
    """The abstract value `batched_device_put` wants (public `jax.core.ShapedArray`)."""
    return jax.core.ShapedArray(shape, dtype)


def device_put(aval, sharding, x: np.ndarray, device):
    """Copy one validated, C-contiguous numpy array to `device`; returns a jax Array.

    `aval` must describe `x` exactly (its shape and dtype) and `sharding` must be
    `SingleDeviceSharding(device)`; nothing is checked here.
    """
    if _batched_device_put is not None:
        # enable_x64=True: keep 64-bit element types whatever jax_enable_x64 says.
        return _batched_device_put(aval, sharding, (x,), (device,), True, False, _COPY,
                                   enable_x64=True)
    return jax.device_put(x, device)  # pragma: no cover


def backends_initialized() -> bool | None:
    """True once jax has made its PJRT clients; None when this jax can't tell."""
    if _backends_are_initialized is None:  # pragma: no cover
        return None
    return bool(_backends_are_initialized())


def initialize_lapack() -> None:
    """Make jax's LAPACK custom-call targets callable (idempotent)."""
    if _lapack_module is not None:
        _lapack_module.initialize()
