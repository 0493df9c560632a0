"""Running a compiled module: arguments checked and coerced to the signature, one device,
replicas, or SPMD partitions (global arrays split and gathered)."""
from __future__ import annotations

import collections
from typing import Sequence

import jax
import numpy as np

from .. import _jax_private as _jp
from .. import arguments, host_callbacks, sharding
from ..errors import BackendError, HloBridgeError
from . import dynamic_results
from .clients import ensure_cpu_devices, first_lines
from .compile import CACHE_SIZE, LOCK, Compiled, get_compiled
from .signature import Param, module_text, parse


# ---------------------------------------------------------------- arguments

def _mismatch(where: str, p: Param, x) -> BackendError:
    return BackendError(f"{where}parameter {p.index} of @main expects {p.xla_type} "
                        f"({p.mlir_type}), got {arguments.describe(x)}")


def _coerce(p: Param, x, where: str) -> np.ndarray:
    if p.kind == "t":   # a token: no data (None, or the empty array a token result comes back as)
        if x is not None and np.size(x) != 0:
            raise BackendError(f"{where}parameter {p.index} of @main is a token: pass None or an empty "
                               f"array, not {arguments.describe(x)}")
        return np.zeros((0,), p.dtype)
    try:   # (Python numbers and lists of them take the parameter's type: bridge/arguments.py)
        a = arguments.as_array(x, p.dtype)
    except arguments.Unfit as e:
        if e.kind:
            raise BackendError(f"{_mismatch(where, p, x)}{arguments.why(e)}") from None
        raise BackendError(f"{where}parameter {p.index} of @main expects {p.xla_type}; {e}") from None
    if a.dtype != p.dtype or a.shape != p.shape:
        raise _mismatch(where, p, x)
    if not a.flags.c_contiguous:
        a = np.ascontiguousarray(a)
    return a


def _check_args(entry: Compiled, args, where: str = "") -> list[np.ndarray]:
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
                   num_partitions: int | None = None, xla_options: dict | None = None):
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
    compiled program asks for, each result assembled from its pieces; so is one without
    annotations that names no other device (jax's jit under a mesh, its arguments unsharded:
    XLA replicates it). A program without annotations that has a collective or
    `partition_id` (the spec's run_parallel), or runs on several replicas, or one already
    partitioned (collectives between partitions outside manual regions: XLA's optimized
    HLO), is a per-device program: every device runs it as written (`partition_id`
    included) and `args` holds one argument list per process
    (replica_id * num_partitions + partition_id), as does the result.

    `xla_options`: XLA debug options for this compile, e.g. {"xla_disable_hlo_passes":
    "algsimp"} (compiled and cached apart from the module's plain executable).
    """
    if not isinstance(num_replicas, int) or isinstance(num_replicas, bool) or num_replicas < 1:
        raise BackendError(f"num_replicas must be a positive int, got {num_replicas!r}")
    if not isinstance(module, str):   # printed once: the steps below and the compile cache read text
        module = module_text(module)[0]
    module = _platform_bound(module, backend, args, num_replicas)
    if num_replicas == 1:   # (jax.export's whole argument list: the ones its @main reads)
        from .. import platform_index
        args = platform_index.kept(module, args)
    module = _static_for(module, args, num_replicas)
    if num_partitions is None:
        num_partitions = _module_partitions(module)
    elif not isinstance(num_partitions, int) or isinstance(num_partitions, bool) or num_partitions < 1:
        raise BackendError(f"num_partitions must be a positive int, got {num_partitions!r}")
    options = tuple(sorted((str(k), str(v)) for k, v in (xla_options or {}).items()))
    if num_replicas > 1 or num_partitions > 1:
        return _execute_grid(module, args, backend, num_replicas, num_partitions, options)
    entry = get_compiled(module, backend, 1, xla_options=options)
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


def _platform_bound(module, backend: str, args, num_replicas: int):
    """A jax.export program for several platforms with this backend's platform index built
    in (bridge.platform_index); any other module as it is."""
    from jaxlib.mlir import ir

    from .. import platform_index
    from .clients import pjrt_client
    if isinstance(module, str):
        if "_platform_index" not in module:
            return module
        module = parse(module)
    elif isinstance(module, (bytes, bytearray)):
        module = parse(bytes(module))
    if not isinstance(module, ir.Module):
        return module
    try:
        if platform_index.PLATFORMS_ATTR in module.operation.attributes:
            return platform_index.bound(module, pjrt_client(backend).platform)
        first = args[0] if num_replicas > 1 and isinstance(args, (list, tuple)) and args else args
        if isinstance(first, (list, tuple)):
            platform_index.check_count(module, len(first))
    except HloBridgeError as e:
        raise BackendError(str(e)) from None
    return module


def _static_for(module, args, num_replicas: int):
    """`module` itself, or, when @main has dynamic dimensions (jax.export with symbolic
    shapes), the module refined to the shapes of `args` (bridge.refine)."""
    from .. import refine
    if isinstance(module, str) and "?" not in module and not any(op in module for op in refine.DYNAMIC_OPS):
        return module
    text, parsed = module_text(module)
    dynamic_ops = any(op in text for op in refine.DYNAMIC_OPS)
    if "?" not in text and not dynamic_ops:
        return module
    parsed = parsed if parsed is not None else parse(text)
    if not refine.is_dynamic(parsed):
        if not dynamic_ops:
            return module
        with LOCK:
            hit = _REFINED.get((text, None))
        if hit is None:
            try:
                hit = str(refine.canonicalize_dynamism(parsed))
            except HloBridgeError as e:
                raise BackendError(str(e)) from None
            with LOCK:
                _REFINED[(text, None)] = hit
        return hit
    first = args[0] if num_replicas > 1 and isinstance(args, (list, tuple)) and args else args
    try:
        shapes = tuple(tuple(np.shape(x)) for x in first)
    except Exception:  # noqa: BLE001 - ragged input: the argument check reports it
        return module
    key = (text, shapes)
    with LOCK:
        hit = _REFINED.get(key)
    if hit is None:
        try:
            hit = str(refine.refine(parsed, shapes))
        except HloBridgeError as e:
            raise BackendError(str(e)) from None
        with LOCK:
            _REFINED[key] = hit
            while len(_REFINED) > CACHE_SIZE:
                _REFINED.popitem(last=False)
    return hit


def _module_partitions(module) -> int:
    """The module's `mhlo.num_partitions`, else as many as its shardings name (sharding.grid_of),
    else 1; text is only scanned for them."""
    if isinstance(module, str) and "mhlo.num_partitions" not in module and "mhlo.sharding" not in module:
        return 1
    _, parsed = module_text(module)
    parsed = parsed if parsed is not None else parse(module)
    try:
        return sharding.grid_of(parsed).num_partitions
    except HloBridgeError as e:
        raise BackendError(str(e)) from None


def _execute_grid(module, args, backend: str, nr: int, np_: int, xla_options: tuple = ()):
    """Replicas and/or partitions. A sharded program (global view) takes one argument
    list of global arrays per replica; any other program takes one argument list per
    process (replica_id * num_partitions + partition_id) and returns one result list
    per process, as the spec's `run_parallel` does."""
    if (isinstance(backend, str) and backend.lower() == "cpu"
            and _jp.backends_initialized() is False):
        ensure_cpu_devices(nr * np_)
    entry = get_compiled(module, backend, nr, np_, xla_options)
    spmd = entry.spmd
    lists = nr if spmd is not None else nr * np_     # argument lists the caller passes
    if lists > 1 and (not isinstance(args, (list, tuple)) or len(args) != lists):
        got = len(args) if isinstance(args, (list, tuple)) else type(args).__name__
        what = ("one per replica" if spmd is not None or np_ == 1 else
                "one per process: replica_id * num_partitions + partition_id")
        hint = ""
        if spmd is None and isinstance(args, (list, tuple)) and len(args) == len(entry.params):
            # one list of arrays: likely the global arrays of XLA's SPMD output (compile().as_text())
            hint = (" arrays; this module runs per device as written (already partitioned, e.g. XLA's "
                    "optimized HLO of a sharded jit): each process takes its own shards "
                    "(`hlobridge run/difftest --inputs` split global arrays by the parameters' shardings)")
        raise BackendError(f"num_replicas={nr} x num_partitions={np_} needs a list of {lists} argument "
                           f"lists ({what}), got {got}{hint}")
    if (spmd is not None and nr == 1 and isinstance(args, (list, tuple)) and len(args) == np_
            and len(args) != len(entry.params) and all(isinstance(a, (list, tuple)) for a in args)):
        # (argument lists per process, for a module that is one global program)
        raise BackendError(f"got {len(args)} argument lists, one per process, but this module is one global "
                           f"program XLA partitions over {np_} devices (it has sharding annotations, or none "
                           "and nothing naming another device: no collective, no partition_id): pass one list "
                           "of global arrays")
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


def _run(entry: Compiled, bufs: list, handler) -> list:
    try:
        results = entry.executable.execute_sharded(bufs)
        if entry.token_outputs:   # numpy cannot read a token buffer
            token = _token if handler is _one else _tokens
            out = results.consume_with_handlers([token if t else handler for t in entry.token_outputs])
        elif entry.num_outputs >= 0:
            out = results.consume_with_handlers([handler] * entry.num_outputs)
        else:
            out = [handler(xs) for xs in results.disassemble_into_single_device_arrays()]
    except Exception as e:  # noqa: BLE001 - jax.errors.JaxRuntimeError and friends
        index = host_callbacks.reached_index(str(e)) if entry.callbacks else None
        if index is not None:   # (a trap of compile.py: the run took a branch with a callback)
            raise BackendError(f"PJRT {entry.executable.client.platform} "
                               f"{host_callbacks.reached(entry.callbacks.get(index, '?'))}") from None
        raise BackendError(f"PJRT {entry.executable.client.platform} failed to run the "
                           f"module:\n{first_lines(e)}") from None
    if entry.dynamic_results is not None:
        out = dynamic_results.cut(out, entry.dynamic_results, per_device=handler is not _one)
    return out
