"""Run StableHLO modules through PJRT (CPU, CUDA, TPU) on numpy arrays.

    from bridge import runtime
    runtime.execute_module(text_or_module, [a, b], backend="cpu")   # -> [np.ndarray, ...]
    runtime.execute_module(m, [[a0], [a1]], num_replicas=2)          # -> [[...], [...]]

The PJRT clients are jax's (`jax.extend.backend.get_backend`); compilation is
`Client.compile_and_load` with jax's own compile options. Arguments are checked
against the signature of `@main` before any native code sees them, so bad user
input raises `BackendError` instead of reaching PJRT. So are the module's ops that
PJRT would hang on or crash on (infeed/outfeed/send/recv, collectives whose replica
groups do not fit `num_replicas`): see `_check_ops`. Compiled executables are kept in
an LRU cache keyed by (module text, platform, num_replicas).
"""
from __future__ import annotations

import collections
import os
import threading
from typing import Any, NamedTuple, Sequence

import jax
import jax.extend.backend as jex_backend
import numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec, SingleDeviceSharding
from jaxlib import xla_client
from jaxlib.mlir import ir

from . import _jax_private as _jp
from . import dtypes, sharding
from .errors import BackendError, HloBridgeError

__all__ = ["execute_module", "ensure_cpu_devices", "cache_info", "clear_cache",
           "available_platforms", "CacheInfo", "CACHE_SIZE"]

CACHE_SIZE = 256
_ERROR_LINES = 8  # lines of a native error message kept in a BackendError

# hlobridge backend name -> jax platform name ("gpu" lets jax pick cuda or rocm).
_PLATFORMS = {"cpu": "cpu", "cuda": "cuda", "gpu": "gpu", "rocm": "rocm", "tpu": "tpu"}


class CacheInfo(NamedTuple):
    hits: int
    misses: int
    maxsize: int
    currsize: int


class _Param(NamedTuple):
    index: int
    mlir_type: str          # "tensor<4x4xf32>"
    kind: str               # "b" pred, "i" integer, "f" float, "c" complex
    xla_type: str           # "f32[4,4]"
    dtype: np.dtype
    shape: tuple[int, ...]
    aval: Any


class _Compiled(NamedTuple):
    executable: Any
    params: tuple[_Param, ...]
    devices: tuple[Any, ...]
    shardings: tuple[Any, ...]   # SingleDeviceSharding per device
    mesh_sharding: Any           # replicated NamedSharding over the devices (replicas > 1)
    num_outputs: int
    token_outputs: tuple[bool, ...] = ()   # per output, when some output is a token
    spmd: Any = None             # _Spmd when the program is partitioned (num_partitions > 1)


class _Spmd(NamedTuple):
    """How global arrays map onto the devices of a partitioned executable."""
    num_partitions: int
    in_layouts: tuple            # per parameter, bridge.sharding.Layout (partition id -> slices)
    out_layouts: tuple           # per result
    out_dtypes: tuple            # per result, numpy dtype
    piece_avals: tuple           # per parameter, the aval of one device's piece


_lock = threading.Lock()
_cache: collections.OrderedDict[tuple, _Compiled] = collections.OrderedDict()
_hits = 0
_misses = 0
_clients: dict[str, Any] = {}


# ---------------------------------------------------------------- backends

def available_platforms() -> list[str]:
    """The PJRT platforms jax can initialize here, e.g. ['cpu'] or ['cpu', 'cuda']."""
    try:
        return sorted(jex_backend.backends())
    except Exception:  # noqa: BLE001 - listing is best effort inside an error message
        return ["cpu"]


def _client(backend: str):
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
                           f"({_first_lines(e, 1)}); available platforms: "
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
    if reinitialize and _jp.backends_initialized() and len(jax.devices("cpu")) < n:
        jex_backend.clear_backends()
        _clients.clear()
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


def _xla_flags_cpu_count() -> int:
    for flag in os.environ.get("XLA_FLAGS", "").split():
        if flag.startswith("--xla_force_host_platform_device_count="):
            try:
                return int(flag.split("=", 1)[1])
            except ValueError:
                return 1
    return 1


# ---------------------------------------------------------------- cache

def cache_info() -> CacheInfo:
    """Hits, misses, maxsize and current size of the compile cache."""
    with _lock:
        return CacheInfo(_hits, _misses, CACHE_SIZE, len(_cache))


def clear_cache() -> None:
    global _hits, _misses
    with _lock:
        _cache.clear()
        _hits = _misses = 0


def _lookup(key) -> _Compiled | None:
    global _hits, _misses
    entry = _cache.get(key)  # lock-free hit path; the GIL keeps the dict consistent
    if entry is not None:
        try:
            _cache.move_to_end(key)
        except KeyError:  # evicted by another thread meanwhile
            pass
        _hits += 1
        return entry
    with _lock:
        _misses += 1
    return None


def _store(key, entry: _Compiled) -> None:
    with _lock:
        _cache[key] = entry
        _cache.move_to_end(key)
        while len(_cache) > CACHE_SIZE:
            _cache.popitem(last=False)


# ---------------------------------------------------------------- module / signature

def _first_lines(e: BaseException | str, n: int = _ERROR_LINES) -> str:
    lines = [ln for ln in str(e).strip().splitlines() if ln.strip()]
    text = "\n".join(lines[:n])
    return text + ("\n..." if len(lines) > n else "")


def _module_text(module) -> tuple[str, ir.Module | None]:
    if isinstance(module, str):
        return module, None
    if isinstance(module, ir.Module):
        return str(module), module
    if isinstance(module, (bytes, bytearray)):  # MLIR bytecode
        parsed = _parse(bytes(module))
        return str(parsed), parsed
    raise BackendError(f"execute_module needs StableHLO text or an ir.Module, got {type(module).__name__}")


def _parse(text: str | bytes) -> ir.Module:
    from .program import as_stablehlo_module, parse_mlir_text
    try:   # bytes: read by the converter (checked in a child process first), any format it knows
        return parse_mlir_text(text) if isinstance(text, str) else as_stablehlo_module(text)
    except HloBridgeError as e:   # known to kill the parser, or unreadable bytes
        raise BackendError(str(e)) from None
    except Exception as e:  # noqa: BLE001 - ir.MLIRError carries the diagnostics
        diags = getattr(e, "error_diagnostics", None)
        detail = "\n".join(str(d) for d in diags) if diags else str(e)
        raise BackendError(f"cannot parse the module:\n{_first_lines(detail)}") from None


def _main_func(module: ir.Module):
    funcs = [op for op in module.body.operations if op.operation.name == "func.func"]
    for op in funcs:
        if ir.StringAttr(op.attributes["sym_name"]).value == "main":
            return op
    if len(funcs) == 1:
        return funcs[0]
    raise BackendError("the module has no @main function")


def _param_of(index: int, t: ir.Type) -> _Param:
    spelled = str(t)
    try:
        rt = ir.RankedTensorType(t)
    except (ValueError, TypeError):
        raise BackendError(f"parameter {index} has type {spelled}, which execute_module "
                           f"cannot feed from a numpy array") from None
    if not rt.has_static_shape:
        raise BackendError(f"parameter {index} has a dynamic shape {spelled}; "
                           f"execute_module needs static shapes")
    try:
        name = dtypes.from_mlir_spelling(str(rt.element_type))
    except HloBridgeError:
        name = None
    if name is None or name == dtypes.TOKEN:
        raise BackendError(f"parameter {index} has element type {rt.element_type}, "
                           f"which has no numpy dtype")
    shape = tuple(rt.shape)
    dt = dtypes.to_numpy(name)
    kind = ("b" if name == "pred" else "i" if dtypes.is_integer(name)
            else "c" if dtypes.is_complex(name) else "f")
    return _Param(index, spelled, kind, f"{name}[{','.join(map(str, shape))}]", dt, shape,
                  _jp.make_aval(shape, dt))


def _signature(module: ir.Module) -> tuple[tuple[_Param, ...], tuple[bool, ...]]:
    """@main's parameters, and which of its results are tokens (empty when none is)."""
    fn = _main_func(module)
    ftype = ir.FunctionType(ir.TypeAttr(fn.attributes["function_type"]).value)
    tokens = tuple(str(t) == "!stablehlo.token" for t in ftype.results)
    return tuple(_param_of(i, t) for i, t in enumerate(ftype.inputs)), tokens if any(tokens) else ()


# ---------------------------------------------------------------- ops PJRT cannot run

# Ops refused on every platform, before compiling, with the reason: executing them would
# wait forever (infeed, outfeed; recv without a peer) or fail to compile on CPU (send, recv).
_REFUSED = {
    "stablehlo.infeed": "jax 0.10.2 has no API that fills a device's infeed queue, so the program "
                        "would wait forever",
    "stablehlo.outfeed": "PJRT blocks the program until the host dequeues the outfeed and jax 0.10.2 "
                         "has no API that does, so the program would hang",
    "stablehlo.send": "XLA:CPU does not implement send (HLO opcode `send` is not supported by the "
                      "XLA:CPU ThunkEmitter) and jax 0.10.2 registers no host-transfer callbacks",
    "stablehlo.recv": "XLA:CPU does not implement recv (HLO opcode `recv` is not supported by the "
                      "XLA:CPU ThunkEmitter) and jax 0.10.2 registers no host-transfer callbacks",
}
_GROUPED = ("stablehlo.all_gather", "stablehlo.all_reduce", "stablehlo.reduce_scatter",
            "stablehlo.all_to_all", "stablehlo.collective_broadcast")
_WATCHED = frozenset(_REFUSED) | frozenset(_GROUPED) | {"stablehlo.collective_permute"}


def _check_ops(module: ir.Module, text: str, platform: str, n: int) -> None:
    """Refuse what PJRT would hang on or crash on, naming the op (BackendError).

    XLA checks replica groups against the replica count only when there are several
    replicas, and XLA:CPU kills the process (SIGFPE) on an all_to_all with empty
    groups; with one replica, groups naming others run on uninitialized memory.
    """
    if "lapack_" in text:  # jax registers these CPU custom-call targets but initializes them lazily
        _jp.initialize_lapack()
    # XLA:CPU (jaxlib 0.10.2) has no f6 types: a constant of one (or a convert it folds
    # into one) aborts the process (SIGABRT in array.h); other uses fail to compile.
    f6 = [t for t in ("f6E2M3FN", "f6E3M2FN") if t in text]
    if f6 and platform == "cpu":
        raise BackendError(f"PJRT cpu does not support element type {f6[0]} (XLA:CPU aborts the "
                           "process on its constants); the numpy reference runs it")
    if not any(name in text for name in _WATCHED):
        return
    found = []

    def visit(op):
        if op.name in _WATCHED:
            found.append(op)
        return ir.WalkResult.ADVANCE
    module.operation.walk(visit)
    for op in found:
        where = f"{op.name} at {op.location}"
        if op.name in _REFUSED:
            raise BackendError(f"PJRT {platform} cannot run {where}: {_REFUSED[op.name]}")
        if op.name == "stablehlo.collective_broadcast" and platform == "cpu":
            # Whatever the groups (full or partial, as the spec allows): XLA:CPU has no kernel.
            raise BackendError(f"PJRT cpu cannot run {where}: XLA:CPU does not implement "
                               "collective_broadcast (HLO opcode `collective-broadcast` is not "
                               "supported by the XLA:CPU ThunkEmitter); the numpy reference runs it")
        why = _collective_problem(op, n)
        if why:
            raise BackendError(f"{where} cannot run with num_replicas={n}: {why}")


def _ids(op, name: str) -> np.ndarray | None:
    """A replica-id table attribute as a 2-D array (None: a form we do not check)."""
    if name not in op.attributes:
        return np.zeros((0, 0), np.int64)
    try:
        return np.array(ir.DenseIntElementsAttr(op.attributes[name]), np.int64)
    except (TypeError, ValueError):
        return None


def _collective_problem(op, n: int) -> str | None:
    if op.name == "stablehlo.collective_permute":
        pairs = _ids(op, "source_target_pairs")
        if pairs is None:
            return None
        pairs = pairs.reshape(-1, 2)
        bad = pairs[(pairs < 0) | (pairs >= n)]
        return f"source_target_pairs name replica {int(bad[0])}, not in 0..{n - 1}" if bad.size else None
    groups = _ids(op, "replica_groups")
    if groups is None or groups.ndim != 2:
        return None
    if groups.size == 0:
        if op.name == "stablehlo.all_to_all":   # (jaxlib 0.10.2's verifier already SIGFPEs on them)
            return "all_to_all needs explicit replica_groups (XLA:CPU divides by their size)"
        size = n
    else:
        ids = sorted(int(r) for r in groups.reshape(-1) if r >= 0)
        if ids != list(range(n)):
            return f"replica_groups {groups.tolist()} must name each replica 0..{n - 1} exactly once"
        size = groups.shape[1]
        if op.name != "stablehlo.all_reduce" and (groups < 0).any():
            return f"replica_groups {groups.tolist()} must all have the same size"
    dim = {"stablehlo.all_gather": "all_gather_dim", "stablehlo.reduce_scatter": "scatter_dimension"}.get(op.name)
    if dim is not None:   # the group size is in the result shape: it must be the real one
        d = ir.IntegerAttr(op.attributes[dim]).value
        operand = ir.RankedTensorType(op.operands[0].type).shape[d]
        result = ir.RankedTensorType(op.results[0].type).shape[d]
        gathered = op.name == "stablehlo.all_gather"
        if (result != operand * size) if gathered else (operand != result * size):
            return f"dimension {d} goes from {operand} to {result}, but the groups have {size} replicas"
    return None


# ---------------------------------------------------------------- compile

def _compile(client, text: str, devices: tuple, num_replicas: int, num_partitions: int = 1,
             shardy: bool = False):
    """Compile StableHLO text for `devices` (replica-major); returns a LoadedExecutable.

    With num_partitions > 1 the module is SPMD-partitioned by XLA: by Shardy when it
    carries `sdy` shardings, by GSPMD (`mhlo.sharding`) otherwise.
    """
    assignment = np.array([d.id for d in devices]).reshape(num_replicas, num_partitions)
    options = jex_backend.get_compile_options(
        num_replicas=num_replicas, num_partitions=num_partitions,
        device_assignment=assignment, backend=client)
    options.executable_build_options.use_spmd_partitioning = num_partitions > 1
    options.executable_build_options.use_shardy_partitioner = shardy
    try:
        return client.compile_and_load(
            text, executable_devices=xla_client.DeviceList(devices), compile_options=options)
    except Exception as e:  # noqa: BLE001 - jax.errors.JaxRuntimeError and friends
        raise BackendError(f"PJRT {client.platform} failed to compile the module:\n"
                           f"{_first_lines(e)}") from None


def _get_compiled(module, backend: str, num_replicas: int, num_partitions: int = 1) -> _Compiled:
    text, parsed = _module_text(module)
    client = _client(backend)
    key = (text, client.platform, num_replicas, num_partitions)
    entry = _lookup(key)
    if entry is not None:
        return entry
    parsed = parsed if parsed is not None else _parse(text)
    params, token_outputs = _signature(parsed)
    _check_ops(parsed, text, client.platform, num_replicas * num_partitions)
    devices = _devices_for(client, backend, num_replicas, num_partitions)
    try:
        grid = sharding.grid_of(parsed)
    except HloBridgeError as e:
        raise BackendError(str(e)) from None
    per_device = num_partitions > 1 and not grid.annotated
    if per_device:   # a per-device program: every device runs it as written
        manual = ir.Module.parse(text, parsed.context)
        sharding.mark_manual(manual)
        text = str(manual)
    executable = _compile(client, text, devices, num_replicas, num_partitions, grid.shardy)
    try:
        num_outputs = len(executable.get_output_shardings())
    except Exception:  # noqa: BLE001 - counted on first execution instead
        num_outputs = -1
    mesh_sharding = (NamedSharding(Mesh(np.array(devices), ("replica",)), PartitionSpec())
                     if len(devices) > 1 else None)
    spmd = _spmd_layouts(executable, parsed, params, num_partitions) if num_partitions > 1 and not per_device \
        else None
    entry = _Compiled(executable, params, devices,
                      tuple(SingleDeviceSharding(d) for d in devices), mesh_sharding, num_outputs,
                      token_outputs, spmd)
    _store(key, entry)
    return entry


def _spmd_layouts(executable, module: ir.Module, params, num_partitions: int) -> _Spmd:
    """Where each device's piece of every global parameter and result lies, read from the
    shardings XLA chose for the compiled executable (its partitioner's verdict)."""
    fn = _main_func(module)
    results = ir.FunctionType(ir.TypeAttr(fn.attributes["function_type"]).value).results
    outs = [_param_of(i, t) for i, t in enumerate(results)]
    try:
        in_sh, out_sh = executable.get_parameter_shardings(), executable.get_output_shardings()
    except Exception as e:  # noqa: BLE001
        raise BackendError(f"PJRT did not report the partitioned program's shardings: "
                           f"{_first_lines(e, 1)}") from None
    try:
        ins = tuple(sharding.hlo_layout(s, p.shape, num_partitions, f"parameter {p.index}")
                    for s, p in zip(in_sh, params))
        outs_l = tuple(sharding.hlo_layout(s, o.shape, num_partitions, f"result {o.index}")
                       for s, o in zip(out_sh, outs))
    except HloBridgeError as e:
        raise BackendError(str(e)) from None
    avals = tuple(_jp.make_aval(lay.piece_shape(), p.dtype) for lay, p in zip(ins, params))
    return _Spmd(num_partitions, ins, outs_l, tuple(o.dtype for o in outs), avals)


def _devices_for(client, backend: str, num_replicas: int, num_partitions: int = 1) -> tuple:
    n = num_replicas * num_partitions
    what = (f"num_replicas={num_replicas}" if num_partitions == 1 else
            f"num_replicas={num_replicas} x num_partitions={num_partitions}")
    devices = tuple(client.local_devices())
    if len(devices) >= n:
        return devices[:n]
    if client.platform == "cpu":
        raise BackendError(
            f"{what} needs {n} CPU devices but the backend has {len(devices)}; "
            f"call bridge.runtime.ensure_cpu_devices({n}) before anything uses jax, or set "
            f"XLA_FLAGS=--xla_force_host_platform_device_count={n}")
    raise BackendError(f"{what} needs {n} {backend} devices; this machine has {len(devices)}")


# ---------------------------------------------------------------- arguments

_WEAK_KINDS = {bool: "b", int: "ifc", float: "fc", complex: "c"}


def _describe(x) -> str:
    try:
        a = np.asarray(x)
    except Exception:  # noqa: BLE001
        return type(x).__name__
    try:
        name = dtypes.canonical(a.dtype)
    except HloBridgeError:
        name = str(a.dtype)
    return f"{name}[{','.join(map(str, a.shape))}]"


def _mismatch(where: str, p: _Param, x) -> BackendError:
    return BackendError(f"{where}parameter {p.index} of @main expects {p.xla_type} "
                        f"({p.mlir_type}), got {_describe(x)}")


def _coerce(p: _Param, x, where: str) -> np.ndarray:
    if type(x) is np.ndarray:
        a = x
    elif type(x) in _WEAK_KINDS:  # Python scalars take the parameter's element type
        kind = p.kind
        if p.shape != () or kind not in _WEAK_KINDS[type(x)]:
            raise _mismatch(where, p, x)
        try:
            a = np.asarray(x, dtype=p.dtype)
        except (OverflowError, ValueError, TypeError):
            raise BackendError(f"{where}parameter {p.index} of @main expects {p.xla_type}; "
                               f"{x!r} does not fit") from None
        if kind == "i" and int(a) != x:
            raise BackendError(f"{where}parameter {p.index} of @main expects {p.xla_type}; "
                               f"{x!r} does not fit")
        return a
    else:
        try:
            a = np.asarray(x)
        except Exception:  # noqa: BLE001 - ragged lists and the like
            raise _mismatch(where, p, x) from None
    if a.dtype != p.dtype or a.shape != p.shape:
        raise _mismatch(where, p, x)
    if not a.flags.c_contiguous:
        a = np.ascontiguousarray(a)
    return a


def _check_args(entry: _Compiled, args, where: str = "") -> list[np.ndarray]:
    params = entry.params
    if not isinstance(args, (list, tuple)):
        raise BackendError(f"{where}arguments must be a list of arrays, got {type(args).__name__}")
    if len(args) != len(params):
        raise BackendError(f"{where}@main takes {len(params)} argument(s) "
                           f"({', '.join(p.xla_type for p in params) or 'none'}), got {len(args)}")
    return [_coerce(p, x, where) for p, x in zip(params, args)]


# ---------------------------------------------------------------- execute

def _one(xs):
    return np.array(xs[0])  # a writable host copy, independent of the device buffer


def _all(xs):
    return [np.array(x) for x in xs]


def execute_module(module, args: Sequence, backend: str = "cpu", num_replicas: int = 1,
                   num_partitions: int | None = None):
    """Compile (cached) and run a StableHLO module through PJRT.

    `module`: StableHLO text, an `ir.Module` or MLIR bytecode. `args`: one numpy
    array (or Python scalar) per parameter of `@main`, matching its shapes and
    dtypes exactly. Returns the results as numpy arrays, a tuple flattened in
    order. With `num_replicas=N > 1`, `args` holds N argument lists (one per
    replica) and the return value N result lists.

    `num_partitions` (default: the module's `mhlo.num_partitions`, else 1): with more
    than one, a SHARDED program (sdy or mhlo.sharding annotations, as jax writes) is
    partitioned by XLA (Shardy or GSPMD) over that many devices, and its arguments and
    results are still the GLOBAL arrays: each argument is split by the sharding the
    compiled program asks for, each result assembled from its pieces. A program
    without annotations is a per-device program: every device runs it as written
    (`partition_id` included) and `args` holds one argument list per process
    (replica_id * num_partitions + partition_id), as does the result.
    """
    if not isinstance(num_replicas, int) or isinstance(num_replicas, bool) or num_replicas < 1:
        raise BackendError(f"num_replicas must be a positive int, got {num_replicas!r}")
    module = _static_for(module, args, num_replicas)
    if num_partitions is None:
        num_partitions = _module_partitions(module)
    elif not isinstance(num_partitions, int) or isinstance(num_partitions, bool) or num_partitions < 1:
        raise BackendError(f"num_partitions must be a positive int, got {num_partitions!r}")
    if num_replicas > 1 or num_partitions > 1:
        return _execute_grid(module, args, backend, num_replicas, num_partitions)
    entry = _get_compiled(module, backend, 1)
    params = entry.params
    if type(args) is not list and type(args) is not tuple or len(args) != len(params):
        _check_args(entry, args)  # raises the detailed error
    device, sharding_, put = entry.devices[0], entry.shardings[0], _jp.device_put
    bufs = []
    for p, x in zip(params, args):
        # Fast path: an exact, C-contiguous ndarray needs no conversion.
        if not (type(x) is np.ndarray and x.dtype == p.dtype and x.shape == p.shape
                and x.flags.c_contiguous):
            x = _coerce(p, x, "")
        bufs.append(put(p.aval, sharding_, x, device))
    return _run(entry, bufs, _one)


_REFINED: collections.OrderedDict = collections.OrderedDict()   # (text, shapes) -> static text


def _static_for(module, args, num_replicas: int):
    """`module` itself, or, when @main has dynamic dimensions (jax.export with symbolic
    shapes), the module refined to the shapes of `args` (bridge.refine)."""
    from . import refine
    if isinstance(module, str) and "?" not in module and not any(op in module for op in refine.DYNAMIC_OPS):
        return module
    text, parsed = _module_text(module)
    dynamic_ops = any(op in text for op in refine.DYNAMIC_OPS)
    if "?" not in text and not dynamic_ops:
        return module
    parsed = parsed if parsed is not None else _parse(text)
    if not refine.is_dynamic(parsed):
        if not dynamic_ops:
            return module
        with _lock:
            hit = _REFINED.get((text, None))
        if hit is None:
            try:
                hit = str(refine.canonicalize_dynamism(parsed))
            except HloBridgeError as e:
                raise BackendError(str(e)) from None
            with _lock:
                _REFINED[(text, None)] = hit
        return hit
    first = args[0] if num_replicas > 1 and isinstance(args, (list, tuple)) and args else args
    try:
        shapes = tuple(tuple(np.shape(x)) for x in first)
    except Exception:  # noqa: BLE001 - ragged input: the argument check reports it
        return module
    key = (text, shapes)
    with _lock:
        hit = _REFINED.get(key)
    if hit is None:
        try:
            hit = str(refine.refine(parsed, shapes))
        except HloBridgeError as e:
            raise BackendError(str(e)) from None
        with _lock:
            _REFINED[key] = hit
            while len(_REFINED) > CACHE_SIZE:
                _REFINED.popitem(last=False)
    return hit


def _module_partitions(module) -> int:
    """The module's `mhlo.num_partitions` (1 when absent); text is only scanned for it."""
    if isinstance(module, str) and "mhlo.num_partitions" not in module:
        return 1
    _, parsed = _module_text(module)
    parsed = parsed if parsed is not None else _parse(module)
    try:
        return sharding.grid_of(parsed).num_partitions
    except HloBridgeError as e:
        raise BackendError(str(e)) from None


def _execute_grid(module, args, backend: str, nr: int, np_: int):
    """Replicas and/or partitions. A sharded program (global view) takes one argument
    list of global arrays per replica; any other program takes one argument list per
    process (replica_id * num_partitions + partition_id) and returns one result list
    per process, as the spec's `run_parallel` does."""
    if (isinstance(backend, str) and backend.lower() == "cpu"
            and _jp.backends_initialized() is False):
        ensure_cpu_devices(nr * np_)
    entry = _get_compiled(module, backend, nr, np_)
    spmd = entry.spmd
    lists = nr if spmd is not None else nr * np_     # argument lists the caller passes
    if lists > 1 and (not isinstance(args, (list, tuple)) or len(args) != lists):
        got = len(args) if isinstance(args, (list, tuple)) else type(args).__name__
        what = ("one per replica" if spmd is not None or np_ == 1 else
                "one per process: replica_id * num_partitions + partition_id")
        raise BackendError(f"num_replicas={nr} x num_partitions={np_} needs a list of {lists} argument "
                           f"lists ({what}), got {got}")
    label = "replica" if np_ == 1 or spmd is not None else "process"
    per_list = [_check_args(entry, a, f"{label} {k}: " if lists > 1 else "")
                for k, a in enumerate(args if lists > 1 else [args])]
    if spmd is not None and entry.token_outputs:
        raise BackendError("a partitioned program with token results cannot be run by hlobridge")
    bufs = []
    for i, p in enumerate(entry.params):
        pieces = [sharding.split(x[i], spmd.in_layouts[i]) for x in per_list] if spmd else None
        aval = spmd.piece_avals[i] if spmd else p.aval
        shards = []
        for k, (d, s) in enumerate(zip(entry.devices, entry.shardings)):
            r, part = divmod(k, np_)
            x = pieces[r][part] if spmd else per_list[k][i]
            shards.append(_jp.device_put(aval, s, x, d))
        # An array "replicated" over the devices whose shards differ: PJRT runs device k on shard k.
        bufs.append(jax.make_array_from_single_device_arrays(aval.shape, entry.mesh_sharding, shards))
    per_output = _run(entry, bufs, _all)   # per output, per device in device order
    if spmd is None:
        return [[out[k] for out in per_output] for k in range(lists)]
    results = [[sharding.assemble({part: out[r * np_ + part] for part in range(np_)}, lay, dt)
                for out, lay, dt in zip(per_output, spmd.out_layouts, spmd.out_dtypes)]
               for r in range(nr)]
    return results if nr > 1 else results[0]


def _token(xs):
    return np.zeros((0,), np.bool_)   # a token has no data (the numpy reference's placeholder too)


def _tokens(xs):
    return [_token(x) for x in xs]


def _run(entry: _Compiled, bufs: list, handler) -> list:
    try:
        results = entry.executable.execute_sharded(bufs)
        if entry.token_outputs:   # numpy cannot read a token buffer
            token = _token if handler is _one else _tokens
            return results.consume_with_handlers([token if t else handler for t in entry.token_outputs])
        if entry.num_outputs >= 0:
            return results.consume_with_handlers([handler] * entry.num_outputs)
        return [handler(xs) for xs in results.disassemble_into_single_device_arrays()]
    except Exception as e:  # noqa: BLE001 - jax.errors.JaxRuntimeError and friends
        raise BackendError(f"PJRT {entry.executable.client.platform} failed to run the "
                           f"module:\n{_first_lines(e)}") from None
