"""PJRT clients and devices: jax's own (`jax.extend.backend.get_backend`)."""
from __future__ import annotations

import os
from typing import Any

import jax
import jax.extend.backend as jex_backend

from .. import _jax_private as _jp
from ..errors import BackendError
from ..sharding import MAX_HOST_DEVICES, check_host_devices

ERROR_LINES = 8  # lines of a native error message kept in a BackendError
# XLA:CPU compiles for at most this many devices of one process: at 2,049 its compile says
# "Multiprocess computations aren't implemented on the CPU backend" (measured, jaxlib 0.10.2)
MAX_CPU_DEVICES = 2048

# hlobridge backend name -> jax platform name ("gpu" lets jax pick cuda or rocm).
_PLATFORMS = {"cpu": "cpu", "cuda": "cuda", "gpu": "gpu", "rocm": "rocm", "tpu": "tpu"}
_clients: dict[str, Any] = {}


def first_lines(e: BaseException | str, n: int = ERROR_LINES) -> str:
    lines = [ln for ln in str(e).strip().splitlines() if ln.strip()]
    text = "\n".join(lines[:n])
    return text + ("\n..." if len(lines) > n else "")


def available_platforms() -> list[str]:
    """The PJRT platforms jax can initialize here, e.g. ['cpu'] or ['cpu', 'cuda']."""
    try:
        return sorted(jex_backend.backends())
    except Exception:  # noqa: BLE001 - listing is best effort inside an error message
        return ["cpu"]


def pjrt_client(backend: str):
    client = _clients.get(backend)
    if client is not None:
        return client
    if not isinstance(backend, str) or backend.lower() not in _PLATFORMS:
        raise BackendError(f"unknown backend {backend!r}; known names: "
                           f"{', '.join(sorted(_PLATFORMS))}; available platforms here: "
                           f"{', '.join(available_platforms())}")
    try:
        client = jex_backend.get_backend(_PLATFORMS[backend.lower()])
    except Exception as e:  # noqa: BLE001 - jax raises RuntimeError/ValueError
        raise BackendError(f"PJRT platform {backend!r} is not available "
                           f"({first_lines(e, 1)}); available platforms: "
                           f"{', '.join(available_platforms())}") from None
    _clients[backend] = client
    return client


def ensure_cpu_devices(n: int, reinitialize: bool = False) -> int:
    """Make the CPU backend have at least `n` devices; returns the count it will have.

    Must run before anything initializes jax's backends (any jax computation,
    `jax.devices()`, or an `execute_module` call). Afterwards the count is fixed:
    if it is too small this raises `BackendError` -- unless `reinitialize=True`,
    which drops jax's backends (`jax.extend.backend.clear_backends`) and our compile
    cache to make new ones; jax arrays made before stay on the old devices.
    """
    if not isinstance(n, int) or n < 1:
        raise BackendError(f"ensure_cpu_devices needs a positive int, got {n!r}")
    _check_cpu_count(n, "the CPU backend")
    if reinitialize and _jp.backends_initialized() and len(jax.devices("cpu")) < n:
        jex_backend.clear_backends()
        _clients.clear()
        from .compile import clear_cache   # (the cache layer sits above the clients)
        clear_cache()
        jax.config.update("jax_num_cpu_devices", n)
        return n
    initialized = _jp.backends_initialized()
    if initialized is None or initialized:
        if initialized is None:
            try:
                jax.config.update("jax_num_cpu_devices", max(n, jax.config.jax_num_cpu_devices))
                return n
            except Exception:  # noqa: BLE001 - validator refuses: backends exist
                pass
        have = len(jax.devices("cpu"))
        if have >= n:
            return have
        raise BackendError(
            f"the CPU backend is already initialized with {have} device(s) and {n} are "
            f"needed; call bridge.runtime.ensure_cpu_devices({n}) before anything uses jax "
            f"(or with reinitialize=True to remake jax's backends), or set "
            f"XLA_FLAGS=--xla_force_host_platform_device_count={n} before starting Python")
    current = jax.config.jax_num_cpu_devices
    if current < 0:  # not set: XLA_FLAGS may already ask for more
        current = _xla_flags_cpu_count()
    want = max(n, current)
    jax.config.update("jax_num_cpu_devices", want)
    return want


def _check_cpu_count(n: int, what: str) -> None:
    check_host_devices(n, what, BackendError)
    if n > MAX_CPU_DEVICES:
        raise BackendError(f"{what} needs {n:,} devices; XLA:CPU compiles for at most {MAX_CPU_DEVICES:,} in one "
                           f"process (past that it says \"Multiprocess computations aren't implemented on the CPU "
                           f"backend\"); the reference (--backend reference) runs up to {MAX_HOST_DEVICES:,}")


def _xla_flags_cpu_count() -> int:
    for flag in os.environ.get("XLA_FLAGS", "").split():
        if flag.startswith("--xla_force_host_platform_device_count="):
            try:
                return int(flag.split("=", 1)[1])
            except ValueError:
                return 1
    return 1


def devices_for(client, backend: str, num_replicas: int, num_partitions: int = 1) -> tuple:
    n = num_replicas * num_partitions
    what = (f"num_replicas={num_replicas}" if num_partitions == 1 else
            f"num_replicas={num_replicas} x num_partitions={num_partitions}")
    if client.platform == "cpu":
        _check_cpu_count(n, what)
    devices = tuple(client.local_devices())
    if len(devices) >= n:
        return devices[:n]
    if client.platform == "cpu":
        raise BackendError(
            f"{what} needs {n} CPU devices but the backend has {len(devices)}; "
            f"call bridge.runtime.ensure_cpu_devices({n}) before anything uses jax, or set "
            f"XLA_FLAGS=--xla_force_host_platform_device_count={n}")
    raise BackendError(f"{what} needs {n} {backend} devices; this machine has {len(devices)}")
