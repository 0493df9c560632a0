"""Tokens of XLA's HLO text, with positions for line:col error messages.

Like XLA's own lexer, a few spellings are single tokens because their characters would
otherwise split oddly: convolution `dim_labels` (b01f_01io->b01f), padding (0_0x1_1_2),
window sizes (3x3), and plain array shapes (`f32[8,16]{1,0}`: one cached lookup instead
of a dozen tokens; shapes with tiling or dynamic sizes are parsed token by token).
Comments (`/*index=5*/`, `// ...`) are skipped.
"""
from __future__ import annotations

import bisect
import re
from typing import NamedTuple

from bridge.errors import ProgramError

NAME, INT, FLOAT, STRING, PUNCT, DIMLABELS, PAD, DXD, SHAPE, EOF = (
    "name", "int", "float", "string", "punct", "dim_labels", "padding", "NxM", "shape", "end of input")

_TOKEN = re.compile(r"""
    (?P<ws>(?:\s+|//[^\n]*|/\*.*?\*/)+)
  | (?P<string>"(?:[^"\\\n]|\\.)*")
  | (?P<dim_labels>[0-9bf?]{2,}_[0-9io?]{2,}->[0-9bf?]{2,})
  | (?P<padding>-?\d+_-?\d+(?:_-?\d+)?(?:x-?\d+_-?\d+(?:_-?\d+)?)*)(?![\w.])
  | (?P<NxM>\d+(?:x\d+)+)(?![\w.])
  | (?P<float>-?(?:\d+\.\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?|\d+[eE][+-]?\d+)|-(?:inf|nan)\b)
  | (?P<hex>0x[0-9a-fA-F]+)
  | (?P<int>-?\d+)(?![\w.])
  | (?P<shape>[a-z][a-z0-9]*\[[0-9,]*\](?:\{[0-9,]*\})?)
  | (?P<name>%?[A-Za-z_$][\w.$]*(?:-(?!>)[\w.$]+)*)
  | (?P<punct>->|<=|\.\.\.|[{}\[\](),=:*<>/?!+#@^&|~;'\\])
""", re.VERBOSE | re.DOTALL)


class HloParseError(ProgramError):
    """HLO text that does not parse, names an unknown opcode or does not type-check."""


class Token(NamedTuple):   # a tuple: 15,000 of them for a 1,000-instruction module
    kind: str
    text: str
    pos: int


class Source:
    """The text being parsed: turns offsets into 'line L:C' for messages."""

    def __init__(self, text: str, what: str = "HLO text"):
        self.text, self.what = text, what
        self._starts = [0] + [m.end() for m in re.finditer("\n", text)]

    def where(self, pos: int) -> str:
        line = bisect.bisect_right(self._starts, pos)
        return f"line {line}:{pos - self._starts[line - 1] + 1}"

    def error(self, pos: int, message: str, cls=HloParseError) -> HloParseError:
        return cls(f"{self.what} {self.where(pos)}: {message}")


def tokenize(src: Source) -> list[Token]:
    text, out, pos = src.text, [], 0
    append = out.append
    for m in _TOKEN.finditer(text):
        start = m.start()
        if start != pos:   # finditer skipped a character no token matches
            break
        pos = m.end()
        kind = m.lastgroup
        if kind != "ws":
            append(Token(INT if kind == "hex" else kind, m.group(), start))
    if pos != len(text):
        snippet = text[pos:pos + 12].split("\n")[0]
        raise src.error(pos, f"unexpected character {text[pos]!r} (at {snippet!r})")
    append(Token(EOF, "", pos))
    return out
