"""MLIR locations as printed (`loc(...)`) -> what a picture of the program shows.

jaxlib 0.10.2's Python `ir.Location` has no accessors, so the printed form is read:
jax writes `loc("jit(f)/attention/dot_general"(callsite("attention"("m.py":3:8 to :15) at ...)))`
- an outer NameLoc holding the name stack, then the Python frames; XLA's op_name metadata
arrives the same way through our HLO reader. `[...]` after a name is jax's op parameters. A name with nothing inside (`loc("x")`,
`loc("add.3")`) names the value, not a layer: jax's argument names, HLO instruction names.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

_STR = r'"((?:[^"\\]|\\.)*)"'
_FILE = re.compile(_STR + r":(\d+):(\d+)")
_FRAME = re.compile(_STR + r"\(\s*" + _STR + r":(\d+):(\d+)")
_NAME_FIRST = re.compile(r"loc\((?:fused(?:<[^>]*>)?\[)?\s*" + _STR + r"\s*([()\],:])")


@dataclass(frozen=True)
class Loc:
    name: str = ""            # the name stack ("jit(f)/attention/dot_general"), "" when none
    label: str = ""           # a bare name with no location inside (an argument's or HLO instruction's name)
    params: str = ""          # jax's "[...]" op parameters after the name, without brackets
    source: str = ""          # innermost file:line:col (the user's line), "" when none
    frames: tuple = ()        # ("fn at file:line", ...), innermost first


def _unescape(s: str) -> str:
    return s.replace('\\"', '"').replace("\\\\", "\\") if "\\" in s else s


@lru_cache(maxsize=1 << 16)
def parse(text: str) -> Loc:
    """A printed location -> Loc. Never raises: anything unrecognised gives an empty field."""
    name = params = raw = label = ""
    m = _NAME_FIRST.match(text)
    if m and m.group(2) in ")]":         # loc("x"): a name only (jax's argument names, HLO's "add.3")
        label = _unescape(m.group(1))
    elif m and m.group(2) != ":":        # ':' after the string: a file location, not a name
        raw = m.group(1)
        name = _unescape(raw)
        if name.endswith("]") and "[" in name:
            name, _, params = name.partition("[")
            params = params[:-1]
    files = _FILE.findall(text)
    source = f"{_unescape(files[0][0])}:{files[0][1]}:{files[0][2]}" if files else ""
    frames = tuple(f"{_unescape(fn)} at {_unescape(f)}:{line}" for fn, f, line, _ in _FRAME.findall(text)
                   if fn != raw)   # the name stack wrapping a file location is no frame
    return Loc(name, label, params, source, frames)


def short_source(source: str) -> str:
    """'/long/path/model.py:12:3' -> 'model.py:12' (for node labels and tables)."""
    parts = source.rsplit(":", 2)
    if len(parts) < 2:
        return source
    return f"{parts[0].rsplit('/', 1)[-1]}:{parts[1]}"
