"""Files of several HLO modules separated by `// -----` lines (MLIR's convention, which XLA's
parser tests use): the parser reads the first, `convert --split-input-file` each."""
from __future__ import annotations

import re

_SPLIT = re.compile(r"^//\s*-----\s*$", re.MULTILINE)


def first_module(text: str) -> str:
    """The text up to the first `// -----` line (a prefix: line:col positions stay the file's)."""
    m = _SPLIT.search(text) if "-----" in text else None
    return text[:m.start()] if m is not None and text[:m.start()].strip() else text


def split_modules(text: str) -> list[str]:
    """The modules of a file that separates them with `// -----` lines (empty parts dropped);
    each part is padded with the newlines before it, so its line numbers are the file's."""
    parts, start = [], 0
    for m in list(_SPLIT.finditer(text)) + [None]:
        end = m.start() if m is not None else len(text)
        if text[start:end].strip():
            parts.append("\n" * text.count("\n", 0, start) + text[start:end])
        start = m.end() if m is not None else end
    return parts
