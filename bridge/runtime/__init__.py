"""Run StableHLO modules through PJRT (CPU, CUDA, TPU) on numpy arrays.

    from bridge import runtime
    runtime.execute_module(text_or_module, [a, b], backend="cpu")   # -> [np.ndarray, ...]
    runtime.execute_module(m, [[a0], [a1]], num_replicas=2)          # -> [[...], [...]]

The PJRT clients are jax's (`clients.py`); compilation is `Client.compile_and_load` with
jax's own compile options, cached (`compile.py`). Arguments are checked against the
signature of `@main` before any native code sees them, so bad user input raises
`BackendError` instead of reaching PJRT; so are the module's ops that PJRT would hang on
or crash on (infeed/outfeed/send/recv, collectives whose replica groups do not fit
`num_replicas`): `signature.check_ops`. Where XLA's translation departs from the spec
(variadic all_to_all) the module is rewritten first: `rewrite.py`. Running, with replicas
and SPMD partitions: `execute.py`.
"""
from .clients import available_platforms, ensure_cpu_devices
from .compile import CACHE_SIZE, CacheInfo, cache_info, clear_cache
from .execute import execute_module

__all__ = ["execute_module", "ensure_cpu_devices", "cache_info", "clear_cache",
           "available_platforms", "CacheInfo", "CACHE_SIZE"]
