"""The parsed form of an HLO module: computations of instructions, attribute values kept as text.

Attribute values stay source text (tokens once asked for) until the opcode table asks for
them with a type (`hlo.hlo_attrs`), as XLA's parser does: `dimensions={1}`, `slice={[0:2:1]}` and
`window={size=3x3}` only mean something once we know which attribute they are.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from bridge.shape import Shape

from .lexer import Source, Token, tokens_between
from .stack_frames import StackFrameIndex


@dataclass(slots=True)
class Attr:
    """`name=value`; the value is text[start:end] of the source, its tokens read on first use
    (most values of a dump, metadata above all, are only ever looked at as text)."""
    name: str
    pos: int                                                   # of the name
    src: Source = field(compare=False, repr=False)
    start: int
    end: int                                                   # start == end: an empty value
    cached: list[Token] | None = field(default=None, compare=False, repr=False)   # the tokens, once read

    @property
    def tokens(self) -> list[Token]:
        if self.cached is None:
            self.cached = tokens_between(self.src, self.start, self.end)
        return self.cached

    @property
    def text(self) -> str:
        return self.src.text[self.start:self.end]


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
    # the long form's written operand shapes, `add(f32[2] %a, ...)` (None: none written): XLA's
    # parser checks each against the instruction it names (emit.py does)
    operand_shapes: list[Shape | None] | None = None


@dataclass(slots=True)
class Computation:
    name: str
    instructions: list[Instruction]
    pos: int
    is_entry: bool = False
    signature: tuple[list[tuple[str, Shape]], Shape] | None = None

    @property
    def root(self) -> Instruction:
        for inst in reversed(self.instructions):   # (at most one ROOT, usually the last)
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


def name_nested(insts: list[Instruction], taken: set[str]) -> None:
    """Names for the instructions the parser read nested in another's operands (placeholders
    starting with NUL), as XLA makes them: the opcode, then opcode.1, ... unique in `taken`."""
    given: dict[str, str] = {}
    for inst in insts:
        if inst.name.startswith("\0"):
            name, k = inst.opcode, 0
            while name in taken:
                k += 1
                name = f"{inst.opcode}.{k}"
            taken.add(name)
            given[inst.name], inst.name = name, name
    for inst in insts:
        inst.operands = [given.get(o, o) for o in inst.operands]
