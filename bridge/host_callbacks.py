"""jax's host callbacks in a module: which can be left out, and leaving them out.

`jax.debug.print`, `jax.debug.callback`, `pure_callback` and `io_callback` lower to a
`custom_call @xla_ffi_python_cpu_callback` (gpu, partitioned and pre-FFI spellings too)
whose only argument naming the Python callable is an index into a table that jax fills in
when it compiles the program itself. No one else can call it: XLA:CPU crashes on it.

A callback whose results are only tokens or nothing (`jax.debug.print`,
`jax.debug.callback`, an ordered print) is a side effect: no array of the program depends
on it, so the engines run the program without it and say so (`CallbackSkipped`, a
warning). A callback that returns values (`pure_callback`, `io_callback`) cannot be left
out: its values come from Python code the module does not hold. But it often sits in a
branch that real inputs never take: equinox's `error_if` (every diffrax, optimistix and
lineax program has some) calls back only to raise the error its check found. So both
engines run such a program with a *trap* in each callback's place (`traps`: the table
XLA's FFI handler reads by the call's `index`), which fails the run, naming the callback,
only if the program reaches it (`reached`). (Below the engines.)

`jax.experimental.custom_partitioning` is the same kind of reference: a `custom_call
@CustomSPMDPartitioning` whose `backend_config` is a key into a table of Python callbacks
that lives only as long as the program jax lowered (XLA's SPMD partitioner calls them).
"""
from __future__ import annotations

import re

from jaxlib.mlir import ir

from .errors import HloBridgeWarning, UnsupportedOp
from .mlir_module import ops_where
from .mlir_types import is_token

TARGET = re.compile(r"\b(xla_(?:ffi_)?(?:partitioned_)?python_\w*callback)\b")

_WHAT = "jax.debug.print / jax.debug.callback"


class CallbackSkipped(HloBridgeWarning):
    """A program's effect-only host callbacks (jax.debug.print ...) were not run."""


class Reached(UnsupportedOp):
    """The numpy reference's run reached a host callback with values (its trap)."""


def printed(module: ir.Module) -> str:
    """`str(module)`, with its locations where it calls back into Python: a trap (below) names
    the callback by its location in the text the engines were given, which should be the
    user's source line, not a line of that text."""
    text = str(module)
    return module.operation.get_asm(enable_debug_info=True) if TARGET.search(text) else text


def is_callback_target(target: str) -> bool:
    return TARGET.fullmatch(target) is not None


def effect_only(result_types) -> bool:
    """A callback with these results gives no value: nothing, tokens, or an empty tuple."""
    return all(is_token(t) or str(t) == "tuple<>" for t in result_types)


def _callbacks(module_op) -> list:
    return ops_where(module_op, lambda op: op.name == "stablehlo.custom_call"
                     and is_callback_target(ir.StringAttr(op.attributes["call_target_name"]).value))


def _droppable(op) -> bool:
    """Effect-only, and no empty tuple of it used (what would stand in for it?)."""
    return all(is_token(r.type) or (str(r.type) == "tuple<>" and not list(r.uses)) for r in op.results)


def table_index(op) -> int | None:
    """The index of an FFI callback into the table of its compilation (jax writes
    `mhlo.backend_config = {index = N : ui64}`, HLO's typed-FFI form reads back as
    `backend_config = {...}`), or None (an older jax's spelling, whose operand is a pointer
    into the process that lowered it: no table to fill in)."""
    if not ir.StringAttr(op.attributes["call_target_name"]).value.startswith("xla_ffi_"):
        return None
    for name in ("mhlo.backend_config", "backend_config"):
        try:
            return ir.IntegerAttr(ir.DictAttr(op.attributes[name])["index"]).value
        except (KeyError, ValueError, TypeError):
            continue
    return None


def untrappable(module_op) -> ir.Operation | None:
    """The first callback with values that no trap can stand in for, or None."""
    return next((op for op in _callbacks(module_op) if not _droppable(op) and table_index(op) is None), None)


_REACHED = "hlobridge: the program reached host callback #"
_REACHED_AT = re.compile(re.escape(_REACHED) + r"(\d+)")


def traps(module_op) -> tuple[tuple, dict[int, str]]:
    """(the table of stand-ins XLA's callback handler calls by index, {index: "@target at
    location"}) for the module's callbacks with values; ((), {}) where it has none. A stand-in
    raises: the run fails there, and only there."""
    where: dict[int, str] = {}
    for op in _callbacks(module_op):
        index = table_index(op)
        if index is not None and not _droppable(op):
            where.setdefault(index, f"@{ir.StringAttr(op.attributes['call_target_name']).value} at {op.location}")
    if not where:
        return (), {}

    def trap(index):
        def stand_in(*args):
            raise RuntimeError(f"{_REACHED}{index}")
        return stand_in
    return tuple(trap(i) for i in range(max(where) + 1)), where


def reached_index(message: str) -> int | None:
    """The index of the trap whose raise an engine's error carries, or None."""
    m = _REACHED_AT.search(message)
    return int(m.group(1)) if m else None


def reached(where: str) -> str:
    """Why a run stopped at a callback (after the engine's name); `where`: "@target at loc"."""
    return (f"reached the Python host callback {where} (jax.pure_callback / io_callback, or a "
            "check such as equinox's error_if, which calls back only when it fails): its results "
            "come from Python code only the process that lowered the program holds, so these inputs "
            "cannot be run here; inputs whose run does not reach it can")


_SOURCE = re.compile(r'"([^"]+)":(\d+)')


def sources(module_op) -> list[str]:
    """Where every host callback of the module is: the innermost `file:line` of its location
    (its whole location where it names none)."""
    out = []
    for op in _callbacks(module_op):
        loc = str(op.location)
        m = _SOURCE.search(loc)
        out.append(f"{m.group(1)}:{m.group(2)}" if m else loc)
    return out


def droppable_locations(module_op) -> list[str]:
    """Where the callbacks that the engines leave out are."""
    return [str(op.location) for op in _callbacks(module_op) if _droppable(op)]


def skipped_note(locations: list[str]) -> str:
    where = locations[0] + (f" and {len(locations) - 1} more" if len(locations) > 1 else "")
    return (f"{len(locations)} host callback(s) not run ({_WHAT}, at {where}): their Python code "
            "exists only in the process jax compiled the program in; no result depends on them")


def strip_effect_only(module_op) -> list[str]:
    """Erase the effect-only callbacks, in place; their locations. A token result becomes
    the callback's token operand (ordered effects keep their chain), or a new token."""
    found = [op for op in _callbacks(module_op) if _droppable(op)]
    where = [str(op.location) for op in found]
    for op in found:
        token_in = next((v for v in op.operands if is_token(v.type)), None)
        for r in op.results:
            if not is_token(r.type):
                continue   # (an empty tuple, unused)
            if token_in is None:
                with ir.InsertionPoint(op), op.location:
                    token_in = ir.Operation.create("stablehlo.create_token", results=[r.type]).result
            r.replace_all_uses_with(token_in)
        op.erase()
    return where


CUSTOM_PARTITIONING = "CustomSPMDPartitioning"


def custom_partitionings(module_op) -> list:
    return ops_where(module_op, lambda op: op.name == "stablehlo.custom_call" and
                     ir.StringAttr(op.attributes["call_target_name"]).value == CUSTOM_PARTITIONING)


def unregistered_custom_partitioning(module_op) -> ir.Operation | None:
    """The first custom_partitioning call whose callbacks this process does not hold, or None."""
    from . import _jax_private
    for op in custom_partitionings(module_op):
        key = op.attributes["backend_config"] if "backend_config" in op.attributes else None
        key = ir.StringAttr(key).value if isinstance(key, ir.StringAttr) else ""
        if not _jax_private.custom_partitioning_registered(key):
            return op
    return None


CUSTOM_PARTITIONING_WHY = ("jax.experimental.custom_partitioning's partitioning and body are Python callbacks "
                           "held only by the process that lowered the program, while it keeps the lowering")
