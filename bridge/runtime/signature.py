"""What a StableHLO module takes (its @main signature, checked before PJRT sees an argument)
and whether PJRT can run its ops at all (ops that would hang or abort are refused)."""
from __future__ import annotations

from typing import Any, NamedTuple

import re

import numpy as np
from jaxlib.mlir import ir

from .. import _jax_private as _jp
from .. import dtypes, host_callbacks
from ..errors import BackendError, HloBridgeError
from ..mlir_module import ops_where, readable
from ..mlir_types import is_token
from .lapack_guard import check_lapack_calls


class Param(NamedTuple):
    index: int
    mlir_type: str          # "tensor<4x4xf32>"
    kind: str               # "b" pred, "i" integer, "f" float, "c" complex
    xla_type: str           # "f32[4,4]"
    dtype: np.dtype
    shape: tuple[int, ...]
    aval: Any


def module_text(module) -> tuple[str, ir.Module | None]:
    """(the text XLA compiles, the parsed module if at hand)."""
    if isinstance(module, str):
        return readable(module), None
    if isinstance(module, ir.Module):
        return readable(str(module)), module
    if isinstance(module, (bytes, bytearray)):  # MLIR bytecode
        parsed = parse(bytes(module))
        return readable(str(parsed)), parsed
    raise BackendError(f"execute_module needs StableHLO text or an ir.Module, got {type(module).__name__}")


def parse(text: str | bytes) -> ir.Module:
    from ..mlir_module import parse_mlir_text
    from ..program import as_stablehlo_module
    try:   # bytes: read by the converter (checked in a child process first), any format it knows
        return parse_mlir_text(text) if isinstance(text, str) else as_stablehlo_module(text)
    except HloBridgeError as e:   # known to kill the parser, or unreadable bytes
        raise BackendError(str(e)) from None
    except ir.MLIRError as e:   # (the reason on the first line: the CLI prints that one)
        from ..formats.mlir_formats import mlir_error_message
        raise BackendError(f"cannot parse the module: {mlir_error_message(e)}") from None
    except Exception as e:  # noqa: BLE001 - the bindings' own errors on odd text
        raise BackendError(f"cannot parse the module: {' '.join(str(e).split())[:300]}") from None


def main_func(module: ir.Module):
    from ..errors import ProgramError
    from ..mlir_module import entry_function
    try:
        return entry_function(module)
    except ProgramError as e:
        raise BackendError(str(e)) from None


_RUNTIME_TOKEN = np.dtype(np.bool_)   # jax feeds an ordered effect's token as bool[0] (dispatch.py)


def param_of(index: int, t: ir.Type) -> Param:
    spelled = str(t)
    if is_token(t):   # (kind "t": None or an empty array feeds it)
        return Param(index, spelled, "t", "token[]", _RUNTIME_TOKEN, (0,), _jp.make_aval((0,), _RUNTIME_TOKEN))
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
    return Param(index, spelled, kind, f"{name}[{','.join(map(str, shape))}]", dt, shape,
                  _jp.make_aval(shape, dt))


def signature(module: ir.Module) -> tuple[tuple[Param, ...], tuple[bool, ...]]:
    """@main's parameters, and which of its results are tokens (empty when none is)."""
    fn = main_func(module)
    ftype = ir.FunctionType(ir.TypeAttr(fn.attributes["function_type"]).value)
    tokens = tuple(is_token(t) for t in ftype.results)
    return tuple(param_of(i, t) for i, t in enumerate(ftype.inputs)), tokens if any(tokens) else ()


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


def _custom_call_at(module: ir.Module, target: str) -> str:
    """`stablehlo.custom_call @target at loc(...)`, the first one calling `target`."""
    found = []

    def visit(op):
        if op.name == "stablehlo.custom_call" and ir.StringAttr(op.attributes["call_target_name"]).value == target:
            found.append(str(op.location))
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE
    module.operation.walk(visit)
    return f"stablehlo.custom_call @{target}" + (f" at {found[0]}" if found else "")


_GROUPED = ("stablehlo.all_gather", "stablehlo.all_reduce", "stablehlo.reduce_scatter",
            "stablehlo.all_to_all", "stablehlo.collective_broadcast")
_WATCHED = frozenset(_REFUSED) | frozenset(_GROUPED) | {"stablehlo.collective_permute",
                                                         "stablehlo.bitcast_convert"}


_STATIC_TYPE = re.compile(r"tensor<((?:\d+x)+)(\w+)")


def _oversized(text: str) -> str:
    """The first tensor type whose bytes reach 2^62 (tensor<9223372036854775807xf32>: XLA's
    "overflow in static extent product" is a CHECK, the process dies), or ''."""
    for m in _STATIC_TYPE.finditer(text):
        if len(m.group(1)) < 18:   # (fewer digits: under 10^17 elements, far from 2^62 bytes)
            continue
        elements = 1
        for d in m.group(1)[:-1].split("x"):
            elements *= int(d)
        if elements * _bytes(m.group(2)) >= 2 ** 62:
            return f"tensor<{m.group(1)}{m.group(2)}> ({elements:,} elements)"
    return ""


def _bytes(element_type: str) -> int:
    try:
        return -(-dtypes.bit_width(dtypes.canonical(element_type)) // 8)
    except (HloBridgeError, KeyError, TypeError, ValueError):
        return 8


def check_ops(module: ir.Module, text: str, platform: str, n: int, num_partitions: int = 1) -> None:
    """Refuse what PJRT would hang on or crash on, naming the op (BackendError).

    `n`: replicas; a collective's groups are checked against the ids its mode names
    (the spec's cross_replica / cross_partition / cross_replica_and_partition /
    flattened_ids, chosen by channel_id and use_global_device_ids).

    XLA checks replica groups against the replica count only when there are several
    replicas, and XLA:CPU kills the process (SIGFPE) on an all_to_all with empty
    groups; with one replica, groups naming others run on uninitialized memory.
    """
    if "lapack_" in text:  # jax registers these CPU custom-call targets but initializes them lazily
        _jp.initialize_lapack()
        check_lapack_calls(ops_where(module.operation, lambda op: op.name == "stablehlo.custom_call" and "lapack_"
                                     in ir.StringAttr(op.attributes["call_target_name"]).value), platform)
    # f6 types: a constant of one (or a convert folded into one) aborts the process in
    # jaxlib 0.10.2's StableHLO -> HLO translation, which every platform compiles through
    # (SIGABRT in array.h on CPU; in ConvertToHloModule on an H200), and XLA:CPU has no f6.
    f6 = [t for t in ("f6E2M3FN", "f6E3M2FN") if t in text]
    if f6:
        raise BackendError(f"PJRT {platform} does not support element type {f6[0]} (jaxlib 0.10.2's "
                           "StableHLO -> HLO translation aborts the process on its constants); the numpy "
                           "reference runs it")
    if host_callbacks.TARGET.search(text):   # (effect-only ones are left out: rewrite.py; the others
        callback = host_callbacks.untrappable(module.operation)   # get traps, compile.py)
        if callback is not None:
            target = ir.StringAttr(callback.attributes["call_target_name"]).value
            raise BackendError(f"PJRT {platform} cannot run stablehlo.custom_call @{target} at "
                               f"{callback.location}: it calls back into Python (pure_callback, io_callback) "
                               "through a pointer into the process that lowered the program (an older jax's "
                               "spelling: run anyway, XLA crashes the process), and its results come from "
                               "that Python code; lower the program without it to run it here")
    if host_callbacks.CUSTOM_PARTITIONING in text:   # (XLA's partitioner would call a missing callback)
        op = host_callbacks.unregistered_custom_partitioning(module.operation)
        if op is not None:
            raise BackendError(f"PJRT {platform} cannot run stablehlo.custom_call "
                               f"@{host_callbacks.CUSTOM_PARTITIONING} at {op.location}: "
                               f"{host_callbacks.CUSTOM_PARTITIONING_WHY}, and this one's "
                               "are not here; lower and run it in one process (jax.jit)")
    huge = _oversized(text)
    if huge:
        raise BackendError(f"PJRT {platform} cannot run a module with a {huge}: its size in bytes overflows "
                           "XLA's 64-bit sizes (XLA aborts the process on it)")
    # 2-bit integers: XLA:CPU sorts them wrongly and, from 32 elements, corrupts its heap
    # ("double free or corruption", SIGABRT; jaxlib 0.10.2, jnp.sort of an s2 array does it too)
    if ("xi2>" in text or "xui2>" in text) and "sort" in text:
        sort = next((op for op in ops_where(module.operation, lambda op: op.name == "stablehlo.sort")
                     if any(str(v.type).endswith(("xi2>", "xui2>")) for v in op.operands)), None)
        if sort is not None:
            raise BackendError(f"PJRT {platform} cannot run stablehlo.sort at {sort.location} on 2-bit integers: "
                               "XLA sorts them wrongly and corrupts its heap from 32 elements (the process "
                               "aborts); the numpy reference runs it")
    if platform == "cpu" and "@ragged_all_to_all" in text:
        raise BackendError(f"PJRT cpu cannot run {_custom_call_at(module, 'ragged_all_to_all')} "
                           "(lax.ragged_all_to_all): XLA:CPU does not implement ragged-all-to-all; the numpy "
                           "reference runs it")
    if not any(name in text for name in _WATCHED):
        return
    for op in ops_where(module.operation, lambda op: op.name in _WATCHED):
        where = f"{op.name} at {op.location}"
        if op.name in _REFUSED:
            raise BackendError(f"PJRT {platform} cannot run {where}: {_REFUSED[op.name]}")
        if op.name == "stablehlo.bitcast_convert":
            # XLA's PRED is a byte where the spec's i1 is one bit: XLA returns a result of
            # another shape than the module declares (pred[8] -> s8 gives s8[8]) or fails
            # to compile (pred[64] -> s64), so either way no answer to the spec's question.
            kinds = {str(ir.RankedTensorType(v.type).element_type) == "i1"
                     for v in (op.operands[0], op.results[0])}
            if kinds == {True, False}:
                raise BackendError(f"PJRT {platform} cannot run {where}: XLA's PRED is one byte wide "
                                   f"where StableHLO's i1 is one bit, so XLA's bitcast to or from pred "
                                   f"has other shapes than the spec's")
            continue
        if op.name == "stablehlo.collective_broadcast" and platform == "cpu":
            # Whatever the groups (full or partial, as the spec allows): XLA:CPU has no kernel.
            raise BackendError(f"PJRT cpu cannot run {where}: XLA:CPU does not implement "
                               "collective_broadcast (HLO opcode `collective-broadcast` is not "
                               "supported by the XLA:CPU ThunkEmitter); the numpy reference runs it")
        ids, what, per_group = _group_domain(op, n, num_partitions)
        why = _collective_problem(op, ids, what, per_group)
        if why:
            grid = f"num_replicas={n}" + (f" x num_partitions={num_partitions}" if num_partitions > 1 else "")
            raise BackendError(f"{where} cannot run with {grid}: {why}")


def _group_domain(op, nr: int, np_: int) -> tuple[int, str, int]:
    """(how many ids the groups must cover, what they are, processes per id in a group)
    for a collective, by the spec's choice of process groups."""
    channel = 0
    if "channel_handle" in op.attributes:
        m = re.search(r"handle\s*=\s*(-?\d+)", str(op.attributes["channel_handle"]))
        channel = int(m.group(1)) if m else 0
    if channel <= 0:
        return nr, "replica", 1                        # cross_replica
    if op.name in ("stablehlo.all_to_all", "stablehlo.collective_permute", "stablehlo.collective_broadcast"):
        return np_, "partition", 1                     # cross_partition
    if "use_global_device_ids" in op.attributes:
        return nr * np_, "process", 1                  # flattened_ids
    return nr, "replica", np_                          # cross_replica_and_partition


def _ids(op, name: str) -> np.ndarray | None:
    """A replica-id table attribute as a 2-D array (None: a form we do not check)."""
    if name not in op.attributes:
        return np.zeros((0, 0), np.int64)
    try:
        return np.array(ir.DenseIntElementsAttr(op.attributes[name]), np.int64)
    except (TypeError, ValueError):
        return None


def _collective_problem(op, n: int, what: str = "replica", per_id: int = 1) -> str | None:
    if op.name == "stablehlo.collective_permute":
        pairs = _ids(op, "source_target_pairs")
        if pairs is None:
            return None
        pairs = pairs.reshape(-1, 2)
        bad = pairs[(pairs < 0) | (pairs >= n)]
        return f"source_target_pairs name {what} {int(bad[0])}, not in 0..{n - 1}" if bad.size else None
    groups = _ids(op, "replica_groups")
    if groups is None or groups.ndim != 2:
        return None
    if groups.size == 0:
        if op.name == "stablehlo.all_to_all":   # (jaxlib 0.10.2's verifier already SIGFPEs on them)
            return "all_to_all needs explicit replica_groups (XLA:CPU divides by their size)"
        size = n * per_id
    else:
        ids = sorted(int(r) for r in groups.reshape(-1) if r >= 0)
        if ids != list(range(n)):
            return f"replica_groups {groups.tolist()} must name each {what} 0..{n - 1} exactly once"
        size = groups.shape[1] * per_id
        if op.name != "stablehlo.all_reduce" and (groups < 0).any():
            return f"replica_groups {groups.tolist()} must all have the same size"
    dim = {"stablehlo.all_gather": "all_gather_dim", "stablehlo.reduce_scatter": "scatter_dimension"}.get(op.name)
    if dim is not None:   # the group size is in the result shape: it must be the real one
        d = ir.IntegerAttr(op.attributes[dim]).value
        operand = ir.RankedTensorType(op.operands[0].type).shape[d]
        result = ir.RankedTensorType(op.results[0].type).shape[d]
        gathered = op.name == "stablehlo.all_gather"
        if (result != operand * size) if gathered else (operand != result * size):
            unit = "processes" if per_id > 1 or what == "process" else what + "s"
            return f"dimension {d} goes from {operand} to {result}, but the groups have {size} {unit}"
    return None
