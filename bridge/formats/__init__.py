"""Format converter: StableHLO text / generic text / bytecode / portable artifact / VHLO /
HLO text / HLO proto / xla-dialect text.

    from bridge.formats import convert, detect, info
    convert(data, to="artifact", target_version="1.0.0")   # -> bytes
    convert(blob, to="stablehlo")                           # -> str
    detect(blob)                                            # -> "artifact"
    info(blob)                                              # -> {"format", "version", ...}

`data` may be str, bytes, an `ir.Module`, an object with `to_stablehlo_module()`, or
anything `bridge.program.as_stablehlo_module` accepts. Every bad input raises
`bridge.errors.ProgramError` with one line naming the problem.

Importing this package is cheap: it loads no MLIR and no jax until a conversion runs.
HLO input is read by an optional module `bridge.formats.hlo_io` exposing
`read(data, fmt) -> ir.Module` (fmt "hlo" or "hlo-proto"); HLO output uses
`bridge.formats.native` (the only private jaxlib import here).
"""
from __future__ import annotations

from bridge.formats.detect import BINARY_FORMATS, FORMATS, TEXT_FORMATS, detect, normalize_format


def convert(data, to: str, target_version=None, from_: str | None = None):
    """Convert `data` to format `to` (see module docstring); str for text, bytes for binary."""
    from bridge.formats.pipeline import convert as _convert
    return _convert(data, to, target_version=target_version, from_=from_)


def info(data, from_: str | None = None) -> dict:
    """Describe `data`: format, artifact version, functions with signatures, op counts by dialect."""
    from bridge.formats.pipeline import info as _info
    return _info(data, from_=from_)


__all__ = ["convert", "detect", "info", "normalize_format", "FORMATS", "TEXT_FORMATS", "BINARY_FORMATS"]
