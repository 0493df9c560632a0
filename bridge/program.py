"""Any program hlobridge accepts -> a verified StableHLO module.

Programs: an XlaComputation, StableHLO (or xla-dialect) text, MLIR bytecode, or a
StableHLO portable artifact. The XlaComputation itself is never modified.
"""
from __future__ import annotations

import os
import threading
import weakref
from collections import OrderedDict

from jaxlib.mlir import ir

from . import host_callbacks
from .context import get_context
from .errors import ProgramError
from .files import read_program
from .mlir_module import copy_module, parse_mlir_text, readable


def parse_module(program, ctx: ir.Context | None = None, elided_constants: str | None = None) -> ir.Module:
    """Parse MLIR text, or read any serialized format the converter knows (bytecode, portable
    artifacts, HLO text/proto, jax.export blobs) into a module; nothing is lowered yet.
    `elided_constants`: what an HLO constant printed as {...} holds (see bridge.hlo)."""
    ctx = ctx or get_context()
    if isinstance(program, ir.Module):
        return program
    if isinstance(program, os.PathLike):   # a file, as difftest takes one
        program = read_program(program)
    if isinstance(program, str | bytes | bytearray | memoryview) and _blank(program):
        raise ProgramError("empty input: no program found")   # (MLIR would read `module {}`)
    if isinstance(program, str) and not _converter_text(program):
        from .formats.detect import dump_byproduct
        why = dump_byproduct(program)   # (MLIR's parser would say "unexpected character")
        if why:
            raise ProgramError(why)
        try:
            return _normalized(parse_mlir_text(program, ctx), program)
        except ir.MLIRError as e:   # (its "line L:C: why", as convert says it)
            from .formats.mlir_formats import mlir_error_message
            hint = (" (the name of a file? pass pathlib.Path(...) to read one)"
                    if "\n" not in program and len(program) < 4096 and os.path.isfile(program.strip()) else "")
            raise ProgramError(f"cannot parse MLIR text: {mlir_error_message(e)}{hint}") from None
    if isinstance(program, str | bytes | bytearray | memoryview):
        # Untrusted bytes are read by the converter, which checks them in a child process
        # first (MLIR's readers crash on some corrupt bytecode) and legalizes VHLO.
        from .formats.converter import load
        loaded, _ = load(bytes(program) if not isinstance(program, str) else program,
                         elided_constants=elided_constants)
        return _normalized(loaded if isinstance(loaded, ir.Module) else copy_module(loaded.module, ctx))
    raise ProgramError(f"not a program: {type(program).__name__} (expected an XlaComputation, "
                       f"StableHLO text, MLIR bytecode, a portable artifact or a file's path)")


def _normalized(module: ir.Module, text: str | None = None) -> ir.Module:
    """Other frontends' StableHLO (torch-mlir's weight blobs, arith.constant) as jax's, which
    PJRT and the reference run (passes/foreign.py)."""
    from passes.foreign import needs_normalizing, normalize
    if text is None or needs_normalizing(text):
        normalize(module)
    return module


def _blank(program) -> bool:
    data = program if isinstance(program, str | bytes) else bytes(program)
    return not data or data.isspace()


def _converter_text(text: str) -> bool:
    """True for HLO text (or an HLO text proto) and VHLO text, which the format loader reads
    (VHLO is legalized to StableHLO there). Detection (not a 'HloModule' prefix test) so that
    a leading /* comment */ or a headerless module ('fusion { ... }', as XLA's emitter tests
    are written) is read as HLO, not MLIR."""
    from .formats.detect import detect_text
    try:
        return detect_text(text) in ("hlo", "hlo-proto-text", "vhlo")
    except ProgramError:
        return False   # unrecognized: MLIR's parser gives the more useful message


def as_stablehlo_module(program, elided_constants: str | None = None) -> ir.Module:
    """A fresh, verified StableHLO module for any accepted program (`elided_constants`: for
    HLO input, see parse_module)."""
    from passes.lower import lowered_in_place, stablehlo_module
    from .builder import XlaComputation
    if isinstance(program, (XlaComputation, ir.Module)):
        return stablehlo_module(program)
    module = lowered_in_place(parse_module(program, get_context(), elided_constants))
    from passes.foreign import rename_entry
    rename_entry(module)   # (PJRT runs only a @main)
    return module


_TEXTS: OrderedDict = OrderedDict()   # program text or bytes -> its StableHLO text
_TEXTS_SIZE = 8   # (texts can be megabytes: a few programs, the loop case)
_TEXTS_LOCK = threading.Lock()


_BUILT: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()   # XlaComputation -> (its module, text)


def stablehlo_text_of(program) -> str:
    """`str(as_stablehlo_module(program))`, remembered for programs given as text or bytes and
    for XlaComputations (while their module is the same object): a loop calling bridge.execute
    on one program reads or lowers, verifies and prints it once (a 3,000-op module: ~50 ms a
    call before, the compiled program being cached already)."""
    from .builder import XlaComputation
    if isinstance(program, XlaComputation):
        with _TEXTS_LOCK:
            hit = _BUILT.get(program)
        if hit is not None and hit[0] is program.module:
            return hit[1]
        text = readable(host_callbacks.printed(as_stablehlo_module(program)))
        with _TEXTS_LOCK:
            _BUILT[program] = (program.module, text)
        return text
    if not isinstance(program, (str, bytes)):
        return readable(host_callbacks.printed(as_stablehlo_module(program)))
    with _TEXTS_LOCK:
        hit = _TEXTS.get(program)
        if hit is not None:
            _TEXTS.move_to_end(program)
            return hit
    text = readable(host_callbacks.printed(as_stablehlo_module(program)))
    with _TEXTS_LOCK:
        _TEXTS[program] = text
        while len(_TEXTS) > _TEXTS_SIZE:
            _TEXTS.popitem(last=False)
    return text


def to_stablehlo_text(program) -> str:
    return readable(str(as_stablehlo_module(program)))
