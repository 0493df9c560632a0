"""A big HLO text read on two cores: the two halves of `bridge.hlo.halves`, each read and lowered
by the usual reader, the second in a fork of this process, then joined into one StableHLO module.

Our reader spends ~1 s of one core on a 4 MB dump (parsing, building and lowering, spread over
its 30,000 instructions: docs/performance.md); XLA's importer is C++. With the second half in a
child the conversion takes about half that. The result is the whole text's, byte for byte
(tests/formats/test_hlo_parallel.py compares them): anything the halves could say otherwise,
and any error or warning in either half, falls back to reading the text whole, so errors and
warnings are always the whole text's. `HLOBRIDGE_HLO_HALVES=0` turns it off, `=N` splits texts of
N bytes or more (by default 1 MiB: below, the child costs more than it saves).
"""
from __future__ import annotations

import os
import time
import warnings

from bridge.childproc import frame, read_frame, write_all
from bridge.hlo.halves import MIN_BYTES, Halves, split


def read(text: str, elided_constants: str):
    """A StableHLO ir.Module of HLO text read as two halves at once, or None: read it whole.
    HLOBRIDGE_HLO_HALVES: 0 never, N texts of N bytes or more (default: 1 MiB)."""
    setting = os.environ.get("HLOBRIDGE_HLO_HALVES", "")
    min_bytes = int(setting) if setting.isdigit() else MIN_BYTES
    if setting == "0" or len(text) < min_bytes or not _two_cores():
        return None
    from bridge.formats import sandbox
    if not sandbox.fork_is_safe():
        return None
    halves = split(text, min_bytes)
    return None if halves is None else _read(halves, elided_constants)


def read_in_turn(halves: Halves, elided_constants: str = "error"):
    """The joined module of `halves`, both read in this process (None as `read`): what the fork
    does, to check and to time."""
    try:
        second = _sent(_lowered(halves.second, elided_constants))
        return _joined(_lowered(halves.first, elided_constants), _received(second), len(halves.crossing))
    except Exception:  # noqa: BLE001 - as in read: the whole text's reader says what is wrong
        return None


def _two_cores() -> bool:
    try:
        return len(os.sched_getaffinity(0)) >= 2
    except (AttributeError, OSError):
        return (os.cpu_count() or 1) >= 2


def _lowered(text: str, elided_constants: str):
    """StableHLO of one half; _Whole when the half gave a warning (the whole text's reader says it)."""
    from bridge.hlo import to_computation
    from passes.lower import stablehlo_module
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        module = stablehlo_module(to_computation(text, "HLO text", elided_constants))
    if said:
        raise _Whole
    return module


class _Whole(Exception):
    """Read the text whole."""


def _read(halves: Halves, elided_constants: str):
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:   # the child: the second half (a plain fork: see sandbox.fork_is_safe)
        try:
            os.close(r)
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)
            os.dup2(devnull, 2)
            try:
                out = b"0" + _sent(_lowered(halves.second, elided_constants))
            except BaseException:  # noqa: BLE001 - any failure: the parent reads the text whole
                out = b"1"
            write_all(w, frame(out))
        finally:
            os._exit(0)
    os.close(w)
    try:
        start = time.monotonic()
        try:
            first = _lowered(halves.first, elided_constants)
        except Exception:  # noqa: BLE001 - the whole text's reader says what is wrong
            return None
        try:   # (the child does as much as this process did: a child far slower is stuck)
            answer = read_frame(r, max(30.0, 4 * (time.monotonic() - start)))
        except (TimeoutError, EOFError):
            return None
        if answer[:1] != b"0":
            return None
        try:
            return _joined(first, _received(answer[1:]), len(halves.crossing))
        except Exception:  # noqa: BLE001 - (not expected: text this process's MLIR printed)
            return None
    finally:
        os.close(r)
        try:
            os.kill(pid, 9)   # (done or not: nothing more is wanted of it)
        except ProcessLookupError:
            pass
        os.waitpid(pid, 0)


def _sent(module) -> bytes:
    """The second half's module as the child sends it (not bytecode: see exact_text)."""
    from bridge.mlir_module import exact_text
    return exact_text(module)


def _received(data: bytes):
    from jaxlib.mlir import ir

    from bridge.context import get_context
    return ir.Module.parse(data, context=get_context())


def _joined(first, second, n: int):
    """`first` with `second`'s @main spliced in after its own (the values first's @main returns
    become second's arguments) and second's other functions before it, where the whole text's
    reader puts them (in the order built, @main last). None unless both are as the halves
    make them (the caller then reads the text whole: the two modules are dropped)."""
    from jaxlib.mlir import ir
    a, b = _functions(first), _functions(second)
    if a is None or b is None:
        return None
    (fa, a_others), (fb, b_others) = a, b
    ret = fa.regions[0].blocks[0].operations[len(fa.regions[0].blocks[0].operations) - 1]
    block = fb.regions[0].blocks[0]
    values, args = list(ret.operands), list(block.arguments)
    if ret.name != "func.return" or len(values) != n or len(args) != n \
            or any(v.type != x.type for v, x in zip(values, args)):
        return None
    new = [f for name, f in b_others.items() if name not in a_others]   # (the same name: the same computation)
    if any(a_others[name].attributes["function_type"] != f.attributes["function_type"]
           for name, f in b_others.items() if name in a_others):
        return None
    top, other = first.operation.attributes, second.operation.attributes
    if any(name in top and top[name] != other[name] for name in other):
        return None
    a_attrs, b_attrs = fa.attributes, fb.attributes
    own = ("function_type", "arg_attrs", "res_attrs")
    if any(name not in a_attrs or a_attrs[name] != b_attrs[name] for name in b_attrs if name not in own) \
            or any(name not in b_attrs for name in a_attrs if name not in own) \
            or ("arg_attrs" in b_attrs and any(len(ir.DictAttr(d)) for d in ir.ArrayAttr(b_attrs["arg_attrs"]))):
        return None
    for name in other:
        top[name] = other[name]
    for f in new:
        f.move_before(fa)
    for arg, value in zip(args, values):
        arg.replace_all_uses_with(value)
    for op in list(block.operations):
        op.move_before(ret)
    ret.erase()
    with first.context:
        inputs = ir.FunctionType(ir.TypeAttr(a_attrs["function_type"]).value).inputs
        results = ir.FunctionType(ir.TypeAttr(b_attrs["function_type"]).value).results
        a_attrs["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(inputs, results))
    if "res_attrs" in b_attrs:
        a_attrs["res_attrs"] = b_attrs["res_attrs"]
    elif "res_attrs" in a_attrs:
        del a_attrs["res_attrs"]
    try:
        return first if first.operation.verify() else None
    except ir.MLIRError:
        return None


def _functions(module):
    """(@main, {name: function} of the others) of a module of functions only, @main last and of
    one block; None otherwise."""
    from jaxlib.mlir import ir
    ops = [op.operation for op in module.body.operations]
    if not ops or any(op.name != "func.func" for op in ops):
        return None
    names = [ir.StringAttr(op.attributes["sym_name"]).value for op in ops]
    if names[-1] != "main" or len(ops[-1].regions[0].blocks) != 1:
        return None
    return ops[-1], dict(zip(names[:-1], ops[:-1]))
