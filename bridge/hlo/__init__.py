"""Our own HLO text reader: HLO text -> XlaBuilder program (xla dialect) -> our passes.

    from bridge import hlo
    module = hlo.parse(text)            # syntax only: computations, instructions, attributes
    comp = hlo.to_computation(text)     # an XlaComputation, built op by op with bridge.ops
    hlo.check(text)                     # validate; -> opcodes the builder cannot express yet

Errors are `HloParseError` (a ProgramError) naming line:col and the instruction.
"""
from __future__ import annotations

from .lexer import HloParseError
from .parser import UnsupportedHloFeature, parse
from .split import first_module, split_modules


def to_computation(text: str, what: str = "HLO text", elided_constants: str = "error"):
    """The entry computation of HLO text as an XlaComputation (callees built first).
    `elided_constants`: what a constant printed as `{...}` holds: "error" (the default:
    refuse), "zeros", or "random" (difftest's seeded generator)."""
    from .emit import build_module
    from .parser import collector_paused
    with collector_paused():
        return build_module(parse(text, what), elided_constants)


def check(text: str, what: str = "HLO text", elided_constants: str = "zeros") -> tuple[str, ...]:
    """Validate HLO text as to_computation does; opcodes our builder lacks are only listed
    (returned), so XLA's native importer can be trusted with the rest."""
    from .emit import check_module
    return check_module(parse(text, what), elided_constants)


__all__ = ["parse", "split_modules", "first_module", "to_computation", "check", "HloParseError", "UnsupportedHloFeature"]
