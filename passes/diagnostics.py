"""--split-input-file and --verify-diagnostics for lit tests, as mlir-opt has them.

Annotations in the input, checked against the errors a run produces:

    // expected-error @+1 {{cannot inline the multi-block body}}
    %0 = stablehlo.composite ...

`@+N` / `@-N` are relative lines, `@above` / `@below` the previous / next line, no `@`
the annotation's own line. The text between {{ }} must occur in the message.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

_SPLIT = re.compile(r"^// -----[ \t]*$", re.MULTILINE)
_EXPECT = re.compile(r"expected-(error|warning|remark)\s*(@(?:[+-]\d+|above|below))?\s*\{\{(.*?)\}\}")
_LOC_LINE = re.compile(r'loc\((?:callsite\()?"[^"]*":(\d+):(\d+)')


@dataclass
class Chunk:
    text: str          # padded with newlines so that line numbers are the file's
    first_line: int


def split_input(text: str, split: bool) -> list[Chunk]:
    """The file, or its `// -----` separated parts (line numbers kept)."""
    if not split:
        return [Chunk(text, 1)]
    chunks, start, line = [], 0, 1
    for m in _SPLIT.finditer(text):
        part = text[start:m.start()]
        chunks.append(Chunk("\n" * (line - 1) + part, line))
        line += part.count("\n") + 1
        start = m.end() + 1
    chunks.append(Chunk("\n" * (line - 1) + text[start:], line))
    return chunks


@dataclass
class Expected:
    severity: str
    line: int
    text: str
    at: int            # the annotation's own line
    seen: bool = False


def expectations(text: str) -> list[Expected]:
    out = []
    for i, src_line in enumerate(text.splitlines(), start=1):
        for m in _EXPECT.finditer(src_line):
            sev, where, msg = m.groups()
            if not where:
                line = i
            elif where == "@above":
                line = i - 1
            elif where == "@below":
                line = i + 1
            else:
                line = i + int(where[1:])
            out.append(Expected(sev, line, msg, i))
    return out


def line_of(location: str) -> int | None:
    m = _LOC_LINE.search(location or "")
    return int(m.group(1)) if m else None


def verify(expected: list[Expected], produced: list[tuple[str, str, str]]) -> list[str]:
    """Problems: produced (severity, location, message) not expected, expected not produced."""
    problems = []
    for sev, loc, msg in produced:
        line = line_of(loc)
        match = next((e for e in expected if not e.seen and e.severity == sev and e.line == line and e.text in msg),
                     None)
        if match is None:
            where = f"line {line}" if line else (loc or "unknown location")
            problems.append(f"unexpected {sev} at {where}: {msg}")
        else:
            match.seen = True
    for e in expected:
        if not e.seen:
            problems.append(f"expected {e.severity} \"{e.text}\" at line {e.line} (annotation on line {e.at}) "
                            f"was not produced")
    return problems
