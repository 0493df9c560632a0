"""Typed pass options, written MLIR's way: `name{opt=1 flag=true list=a,b}`.

Options are separated by spaces; list values by commas; a value may be quoted ("a b")
or braced ({a b}) to keep spaces. A bare `flag` means `flag=true`.
"""
from __future__ import annotations

import keyword
from dataclasses import dataclass
from typing import Any

from .pass_errors import PipelineError

_TYPES = {bool: "bool", int: "int", float: "float", str: "string", list: "list"}
_TRUE, _FALSE = {"true", "1", "on", "yes"}, {"false", "0", "off", "no"}


@dataclass(frozen=True)
class Option:
    """One option of a pass. `type` is bool, int, float, str, list (of str) or (list, int)."""
    name: str
    type: Any
    default: Any
    help: str = ""

    def __post_init__(self):   # (at registration: a bad type broke --list-passes for every pass)
        item = self.type[1] if isinstance(self.type, tuple) and len(self.type) == 2 and self.type[0] is list \
            else None if isinstance(self.type, tuple) else self.type
        if item not in _TYPES or item is list and isinstance(self.type, tuple):
            raise TypeError(f"option '{self.name}': type must be bool, int, float, str, list or (list, T) "
                            f"with T one of those scalars, got {self.type!r}")

    @property
    def keyword(self) -> str:
        """The Python keyword the pass function receives: max-rank -> max_rank, except -> except_."""
        word = self.name.replace("-", "_")
        return word + "_" if keyword.iskeyword(word) else word

    @property
    def type_name(self) -> str:
        if isinstance(self.type, tuple):
            return f"list<{_TYPES[self.type[1]]}>"
        return "list<string>" if self.type is list else _TYPES[self.type]

    def convert(self, text: str, pass_name: str):
        """The typed value of `text`; PipelineError naming pass, option and expected type."""
        def bad(why=""):
            raise PipelineError(f"pass '{pass_name}': option '{self.name}' expects {self.type_name}, "
                                f"got {text!r}{why}")
        if self.type is bool:
            low = text.lower()
            if low in _TRUE:
                return True
            if low in _FALSE:
                return False
            bad()
        if self.type is list or isinstance(self.type, tuple):
            item = self.type[1] if isinstance(self.type, tuple) else str
            items = [t.strip() for t in _unquote(text).split(",") if t.strip()]
            try:
                return tuple(item(t) for t in items)
            except ValueError:
                bad()
        try:
            return self.type(_unquote(text)) if self.type is str else self.type(text)
        except ValueError:
            bad()


def _unquote(text: str) -> str:
    if len(text) >= 2 and (text[0], text[-1]) in (('"', '"'), ("'", "'"), ("{", "}")):
        return text[1:-1]
    return text


def split_top_level(text: str, sep: str | None = None, keep_empty: bool = False) -> tuple[list[str], bool]:
    """Split at `sep` (None: whitespace) outside quotes, braces and parentheses.

    The stripped, non-empty parts (with `keep_empty`, the empty ones too), and whether quotes
    and brackets were balanced (pipelines report unbalanced parentheses themselves, options
    raise here).
    """
    parts, depth, quote, start = [], 0, None, 0
    for i, ch in enumerate(text):
        if quote:
            quote = None if ch == quote else quote
        elif ch in "\"'":
            quote = ch
        elif ch in "({":
            depth += 1
        elif ch in "})":
            depth -= 1
        elif depth == 0 and (ch.isspace() if sep is None else ch == sep):
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return [p.strip() for p in parts if keep_empty or p.strip()], not quote and depth == 0


def split_options(text: str) -> list[tuple[str, str]]:
    """'a=1 b="x y" c={p q} d' -> [('a','1'), ('b','"x y"'), ('c','{p q}'), ('d','true')]."""
    items, balanced = split_top_level(text)
    if not balanced:
        raise PipelineError(f"unbalanced quotes or braces in options {{{text}}}")
    out = []
    for item in items:
        key, eq, value = item.partition("=")
        out.append((key.strip(), value.strip() if eq else "true"))
    return out


def parse_options(text: str, options: tuple[Option, ...], pass_name: str) -> dict[str, Any]:
    """Keyword arguments for a pass: defaults, overridden by the typed values in `text`."""
    by_name = {o.name: o for o in options}
    by_name.update({o.keyword: o for o in options})
    values = {o.keyword: o.default for o in options}
    for key, value in split_options(text):
        opt = by_name.get(key)
        if opt is None:
            known = ", ".join(o.name for o in options) or "none"
            raise PipelineError(f"pass '{pass_name}' has no option '{key}' (its options: {known})")
        values[opt.keyword] = opt.convert(value, pass_name)
    return values
