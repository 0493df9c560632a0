"""Compiling StableHLO for PJRT, with an LRU cache of executables keyed by (module text,
platform, replicas, partitions)."""
from __future__ import annotations

import collections
import re
import threading
from typing import Any, NamedTuple

import jax.extend.backend as jex_backend
import numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec, SingleDeviceSharding
from jaxlib import xla_client
from jaxlib.mlir import ir

from .. import _jax_private as _jp
from .. import host_callbacks, sharding
from . import dynamic_results, rewrite
from ..errors import BackendError, HloBridgeError
from ..mlir_module import readable
from .clients import devices_for, first_lines, pjrt_client
from .signature import Param, check_ops, main_func, module_text, param_of, parse, signature

CACHE_SIZE = 256


class CacheInfo(NamedTuple):
    hits: int
    misses: int
    maxsize: int
    currsize: int


class Compiled(NamedTuple):
    executable: Any
    params: tuple[Param, ...]
    devices: tuple[Any, ...]
    shardings: tuple[Any, ...]   # SingleDeviceSharding per device
    mesh_sharding: Any           # replicated NamedSharding over the devices (replicas > 1)
    num_outputs: int
    token_outputs: tuple[bool, ...] = ()   # per output, when some output is a token
    spmd: Any = None             # Spmd when the program is partitioned (num_partitions > 1)
    dynamic_results: Any = None  # dynamic_results.Plan: results to cut to sizes it also returns
    callbacks: Any = None        # {index: "@target at loc"} of the host callbacks traps stand in for


class Spmd(NamedTuple):
    """How global arrays map onto the devices of a partitioned executable."""
    num_partitions: int
    in_layouts: tuple            # per parameter, bridge.sharding.Layout (partition id -> slices)
    out_layouts: tuple           # per result
    out_dtypes: tuple            # per result, numpy dtype
    piece_avals: tuple           # per parameter, the aval of one device's piece


LOCK = threading.Lock()
_cache: collections.OrderedDict[tuple, Compiled] = collections.OrderedDict()
_hits = 0
_misses = 0


def cache_info() -> CacheInfo:
    """Hits, misses, maxsize and current size of the compile cache."""
    with LOCK:
        return CacheInfo(_hits, _misses, CACHE_SIZE, len(_cache))


def clear_cache() -> None:
    global _hits, _misses
    with LOCK:
        _cache.clear()
        _hits = _misses = 0


def _lookup(key) -> Compiled | None:
    global _hits, _misses
    entry = _cache.get(key)  # lock-free hit path; the GIL keeps the dict consistent
    if entry is not None:
        try:
            _cache.move_to_end(key)
        except KeyError:  # evicted by another thread meanwhile
            pass
        _hits += 1
        return entry
    with LOCK:
        _misses += 1
    return None


def _store(key, entry: Compiled) -> None:
    with LOCK:
        _cache[key] = entry
        _cache.move_to_end(key)
        while len(_cache) > CACHE_SIZE:
            _cache.popitem(last=False)


# ---------------------------------------------------------------- compile

def compile_executable(client, text: str, devices: tuple, num_replicas: int, num_partitions: int = 1,
             shardy: bool = False, xla_options: tuple = (), traps: tuple = (), context=None):
    """Compile StableHLO text for `devices` (replica-major); returns a LoadedExecutable.

    With num_partitions > 1 the module is SPMD-partitioned by XLA: by Shardy when it
    carries `sdy` shardings, by GSPMD (`mhlo.sharding`) otherwise. `xla_options`: (name,
    value) pairs of XLA's debug options for this compile alone (`xla_disable_hlo_passes`,
    `xla_dump_to` ...), as jax's `compile(compiler_options=)` passes them. `traps`: the
    table of host callbacks (bridge.host_callbacks.traps), which jaxlib takes only with a
    parsed module (parsed in `context`).
    """
    assignment = np.array([d.id for d in devices]).reshape(num_replicas, num_partitions)
    options = jex_backend.get_compile_options(
        num_replicas=num_replicas, num_partitions=num_partitions,
        device_assignment=assignment, env_options_overrides=dict(xla_options) or None, backend=client)
    options.executable_build_options.use_spmd_partitioning = num_partitions > 1
    options.executable_build_options.use_shardy_partitioner = shardy
    try:
        if traps:
            return client.compile_and_load(ir.Module.parse(text, context), compile_options=options,
                                           executable_devices=xla_client.DeviceList(devices),
                                           host_callbacks=list(traps))
        return client.compile_and_load(
            text, executable_devices=xla_client.DeviceList(devices), compile_options=options)
    except Exception as e:  # noqa: BLE001 - jax.errors.JaxRuntimeError and friends
        raise BackendError(f"PJRT {client.platform} failed to compile the module: "   # (the reason on line 1)
                           f"{first_lines(e)}{_foreign_call_hint(str(e))}") from None


_NO_HANDLER = re.compile(r"No FFI handler registered for (\w+)|untyped custom call to (\S+) for")
# jaxlib's custom-call targets, and XLA:GPU's own (cuDNN attention that jax writes, the calls
# of an optimized GPU module) -> the platform they run on
_HOMES = (("lapack_", "cpu"), ("cusolver", "cuda"), ("cublas", "cuda"), ("cusparse", "cuda"), ("cu_", "cuda"),
          ("__cudnn$", "cuda"), ("__cublas$", "cuda"), ("__gpu$", "cuda"), ("xla.gpu.", "cuda"),
          ("hipsolver", "rocm"), ("hipblas", "rocm"), ("hipsparse", "rocm"), ("hip_", "rocm"))


def _foreign_call_hint(message: str) -> str:
    """XLA names the custom call it has no handler for; say whose it is (a module lowered for the
    CPU calls LAPACK, one lowered for CUDA cuSOLVER) and what to do."""
    m = _NO_HANDLER.search(message)
    target = m and (m.group(1) or m.group(2))
    home = target and next((p for prefix, p in _HOMES if target.startswith(prefix)), None)
    if not home:
        return ""
    whose = f"a custom call jax lowers for {home}" if m.group(1) else f"a custom call of XLA for {home}"
    return (f" ({target} is {whose}: run the module there (backend={home!r}) "
            f"or on the reference, or lower it for this platform)")


def get_compiled(module, backend: str, num_replicas: int, num_partitions: int = 1,
                 xla_options: tuple = ()) -> Compiled:
    text, parsed = module_text(module)
    client = pjrt_client(backend)
    key = (text, client.platform, num_replicas, num_partitions, xla_options)
    entry = _lookup(key)
    if entry is not None:
        return entry
    parsed = parsed if parsed is not None else parse(text)
    params, token_outputs = signature(parsed)
    check_ops(parsed, text, client.platform, num_replicas, num_partitions)
    if rewrite.needs_rewrite(text):   # where XLA's translation departs from the spec (rewrite.py)
        copy = ir.Module.parse(text, parsed.context)
        if rewrite.apply(copy):
            text = readable(str(copy))
    sized = None
    if "#stablehlo.bounds" in text:   # results PJRT returns padded: their sizes returned too
        copy = ir.Module.parse(text, parsed.context)
        sized = dynamic_results.add_sizes(copy)
        if sized is not None:
            text = readable(str(copy))
            if token_outputs:
                token_outputs = tuple(token_outputs) + (False,) * sum(len(dims) for _, dims in sized[1])
    devices = devices_for(client, backend, num_replicas, num_partitions)
    try:
        grid = sharding.grid_of(parsed, num_replicas, num_partitions)
    except HloBridgeError as e:
        raise BackendError(str(e)) from None
    per_device = num_partitions > 1 and sharding.runs_per_device(parsed, grid)
    if per_device:   # a per-device program: every device runs it as written
        manual = ir.Module.parse(text, parsed.context)
        sharding.mark_manual(manual)
        text = str(manual)
    traps, callbacks = host_callbacks.traps(parsed.operation) if host_callbacks.TARGET.search(text) else ((), {})
    if traps and len(devices) > 1:   # (measured: a jax shard_map whose check fails on one device)
        raise BackendError(f"PJRT {client.platform} does not run a program with a Python host callback that "
                           f"returns values ({next(iter(callbacks.values()))}) on {len(devices)} devices: a run "
                           "that reaches it on one device stops there while the others wait for it in their "
                           "next collective, and XLA ends the process 40 s later; the numpy reference runs it")
    # (a global program without annotations is partitioned as jax partitions it: by Shardy)
    shardy = grid.shardy or (num_partitions > 1 and not per_device and not grid.annotated)
    executable = compile_executable(client, text, devices, num_replicas, num_partitions, shardy, xla_options,
                                    traps, parsed.context)
    try:
        num_outputs = len(executable.get_output_shardings())
    except Exception:  # noqa: BLE001 - counted on first execution instead
        num_outputs = -1
    mesh_sharding = (NamedSharding(Mesh(np.array(devices), ("replica",)), PartitionSpec())
                     if len(devices) > 1 else None)
    spmd = _spmd_layouts(executable, parsed, params, num_partitions) if num_partitions > 1 and not per_device \
        else None
    entry = Compiled(executable, params, devices,
                      tuple(SingleDeviceSharding(d) for d in devices), mesh_sharding, num_outputs,
                      token_outputs, spmd, sized, callbacks or None)
    _store(key, entry)
    return entry


def _spmd_layouts(executable, module: ir.Module, params, num_partitions: int) -> Spmd:
    """Where each device's piece of every global parameter and result lies, read from the
    shardings XLA chose for the compiled executable (its partitioner's verdict)."""
    fn = main_func(module)
    results = ir.FunctionType(ir.TypeAttr(fn.attributes["function_type"]).value).results
    outs = [param_of(i, t) for i, t in enumerate(results)]
    try:
        in_sh, out_sh = executable.get_parameter_shardings(), executable.get_output_shardings()
    except Exception as e:  # noqa: BLE001
        raise BackendError(f"PJRT did not report the partitioned program's shardings: "
                           f"{first_lines(e, 1)}") from None
    try:
        ins = tuple(sharding.hlo_layout(s, p.shape, num_partitions, f"parameter {p.index}")
                    for s, p in zip(in_sh, params))
        outs_l = tuple(sharding.hlo_layout(s, o.shape, num_partitions, f"result {o.index}")
                       for s, o in zip(out_sh, outs))
    except HloBridgeError as e:
        raise BackendError(str(e)) from None
    avals = tuple(_jp.make_aval(lay.piece_shape(), p.dtype) for lay, p in zip(ins, params))
    return Spmd(num_partitions, ins, outs_l, tuple(o.dtype for o in outs), avals)
