"""Elided constants (`constant({...})`) for XLA's own importer (`--via native`).

XLA's parser fills an elided constant with a pattern of its own (the bit patterns 0, 1,
2, ...: f32 values like 1.4e-45), which no user chose. So before the text reaches it we
apply the policy our builder applies: `error` refuses, `zeros` / `random` write the values
the builder path uses (difftest's seeded generator, one stream per constant keyed by its
instruction's name, unique in an HLO module: the same values whatever order the readers
visit the computations in) into the text as ordinary literals.
"""
from __future__ import annotations

import re
import zlib

import numpy as np

from .lexer import HloParseError
from .parser import parse

_ELIDED = re.compile(r"\{\s*\.\.\.\s*\}")
HINT = ("print the HLO with large constants, or choose values for it: --elided-constants zeros|random "
         "(bridge.formats.convert(..., elided_constants=...))")


def has_elided(text: str) -> bool:
    return "{...}" in text or _ELIDED.search(text) is not None


def fill_elided(text: str, policy: str, what: str = "HLO text") -> str:
    """`text` with every elided constant replaced by `policy`'s values (error: refuse)."""
    if not has_elided(text):
        return text
    module = parse(text, what)
    edits = []
    for comp in module.computations.values():
        for inst in comp.instructions:
            if inst.opcode != "constant" or not inst.payload or inst.payload[0].text != "{":
                continue
            start = inst.payload[0].pos
            m = _ELIDED.match(text, start)
            if not m:
                continue
            if policy == "error":
                raise module.source.error(start, f"the constant's value was elided ({{...}}); {HINT}")
            shape = inst.shape
            if shape is None or not shape.is_array:
                raise module.source.error(start, f"an elided constant of shape {shape} cannot be filled in; "
                                                 "only arrays can")
            edits.append((m.start(), m.end(), literal_text(fill(shape, policy, inst.name))))
    for start, end, lit in sorted(edits, reverse=True):
        text = text[:start] + lit + text[end:]
    return text


def fill(shape, policy: str, name: str) -> np.ndarray:
    """The values policy `zeros` or `random` gives the elided constant named `name` (an array
    shape): the one rule of both readers."""
    if policy == "zeros":
        return np.zeros(shape.dimensions, shape.dtype)
    from bridge.generators import GenSpec, generate, rng_for   # difftest's seeded inputs
    rng = rng_for(0, zlib.crc32(name.encode()))
    return np.asarray(generate(shape.element_type, shape.dimensions, GenSpec(), rng), shape.dtype)


def _scalar(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, complex):
        return f"({_scalar(v.real)}, {_scalar(v.imag)})"
    if v != v:
        return "nan"
    if v in (float("inf"), float("-inf")):
        return "inf" if v > 0 else "-inf"
    return repr(v)   # shortest text that reads back as the same double: exact for every float type


def literal_text(a: np.ndarray) -> str:
    """HLO literal text of an array: nested braces, exact values (a scalar: the value)."""
    a = np.asarray(a)
    if a.dtype.kind == "V":   # ml_dtypes (bf16, f8, int4 ...): exact in f64 / int64
        a = a.astype(np.int64 if a.dtype.name.startswith(("int", "uint")) else np.float64)
    return _nested(a.tolist())


def _nested(v) -> str:
    if isinstance(v, list):
        return "{" + ", ".join(_nested(x) for x in v) + "}"
    return _scalar(v)


__all__ = ["fill", "fill_elided", "has_elided", "literal_text", "HINT", "HloParseError"]
