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
LINE = "instruction line"   # an instruction's whole line, read by hlo/lines.py (never inside a value)

BARE_NAME = r"[A-Za-z_$][\w.$]*(?:-(?!>)[\w.$]+)*"   # a name; '%' may come before it
# (kind, pattern), tried in this order at each position: the first that matches is the token.
# hlo/lines.py builds its whole-line patterns from these same pieces.
PARTS = (
    ("ws", r"(?:\s+|//[^\n]*|/\*.*?\*/)+"),
    (STRING, r'"[^"\\]*(?:\\.[^"\\]*)*"'),   # (newlines inside: XLA's lexer takes them)
    (DIMLABELS, r"[0-9bf?]{2,}_[0-9io?]{2,}->[0-9bf?]{2,}"),
    (PAD, r"-?\d+_-?\d+(?:_-?\d+)?(?:x-?\d+_-?\d+(?:_-?\d+)?)*(?![\w.])"),
    (DXD, r"\d+(?:x\d+)+(?![\w.])"),
    (FLOAT, r"-?(?:\d+\.\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?|\d+[eE][+-]?\d+)|-(?:inf|nan)\b"),
    ("hex", r"0x[0-9a-fA-F]+"),
    (INT, r"-?\d+(?![\w.])"),
    (SHAPE, r"[a-z][a-z0-9]*\[[0-9,]*\](?:\{[0-9,]*\})?"),
    (NAME, "%?" + BARE_NAME),
    (PUNCT, r"->|<=|\.\.\.|[{}\[\](),=:*<>/?!+#@^&|~;'\\]"),
)
PATTERN = dict(PARTS)
_KIND = {"hex": INT}
_TOKEN = re.compile("|".join(f"(?P<{k}>{p})" for k, p in PARTS), re.DOTALL)


def int_value(text: str) -> int:
    """The value of an INT token: decimal with any leading zeros (`01`, which XLA reads as 1 and
    Python's int(text, 0) refuses) or hexadecimal (`0x1F`)."""
    return int(text, 16) if text[:2] in ("0x", "0X") else int(text, 10)


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
        self._starts: list[int] | None = None   # line starts, found on the first message

    def where(self, pos: int) -> str:
        if self._starts is None:
            self._starts = [0] + [m.end() for m in re.finditer("\n", self.text)]
        line = bisect.bisect_right(self._starts, pos)
        return f"line {line}:{pos - self._starts[line - 1] + 1}"

    def error(self, pos: int, message: str, cls=HloParseError) -> HloParseError:
        return cls(f"{self.what} {self.where(pos)}: {message}")


def scan(src: Source, pos: int, out: list[Token], stop: int | None = None) -> int:
    """Append the tokens from `pos` (a token boundary) to `out`, up to the first one that
    starts at or after `stop` (default: the end); returns where that token starts."""
    text = src.text
    stop = len(text) if stop is None else stop
    append = out.append
    for m in _TOKEN.finditer(text, pos):
        start = m.start()
        if start != pos:   # finditer skipped a character no token matches
            break
        if start >= stop:
            return start
        pos = m.end()
        kind = m.lastgroup
        if kind != "ws":
            append(Token(_KIND.get(kind, kind), m.group(), start))
    if pos < stop:
        snippet = text[pos:pos + 12].split("\n")[0]
        raise src.error(pos, f"unexpected character {text[pos]!r} (at {snippet!r})")
    return pos


def tokenize(src: Source) -> list[Token]:
    out: list[Token] = []
    scan(src, 0, out)
    out.append(Token(EOF, "", len(src.text)))
    return out


def tokens_between(src: Source, start: int, end: int) -> list[Token]:
    """The tokens of text[start:end] (both token boundaries), as tokenize() reads them there."""
    out: list[Token] = []
    scan(src, start, out, end)
    return out
