"""The parsed form of an HLO module: computations of instructions, attributes kept as tokens.

Attribute values stay token lists until the opcode table asks for them with a type
(`hlo.hlo_attrs`), as XLA's parser does: `dimensions={1}`, `slice={[0:2:1]}` and
`window={size=3x3}` only mean something once we know which attribute they are.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from bridge.shape import Shape

from .lexer import Source, Token
from .stack_frames import StackFrameIndex


@dataclass(slots=True)
class Attr:
    name: str
    tokens: list[Token]
    pos: int


@dataclass(slots=True)
class Instruction:
    name: str
    shape: Shape | None                  # None: left out (XLA infers it for most opcodes)
    opcode: str
    operands: list[str]                  # operand names, without '%'
    attrs: dict[str, Attr]
    pos: int                             # of the instruction's name
    opcode_pos: int
    is_root: bool = False
    payload: list[Token] = field(default_factory=list)   # constant literal / parameter number tokens


@dataclass(slots=True)
class Computation:
    name: str
    instructions: list[Instruction]
    pos: int
    is_entry: bool = False
    signature: tuple[list[tuple[str, Shape]], Shape] | None = None

    @property
    def root(self) -> Instruction:
        for inst in self.instructions:
            if inst.is_root:
                return inst
        return self.instructions[-1]   # XLA: without ROOT, the last instruction


@dataclass(slots=True)
class HloModule:
    name: str
    computations: dict[str, Computation]
    attrs: dict[str, Attr]
    source: Source
    stack_frames: StackFrameIndex | None = None   # the FileNames ... StackFrames tables
    has_header: bool = True                       # False: computations only (module_<entry>)

    @property
    def entry(self) -> Computation:
        for comp in self.computations.values():
            if comp.is_entry:
                return comp
        return list(self.computations.values())[-1]   # XLA: without ENTRY, the last one
