"""Format converter: every XLA/StableHLO exchange format, both ways (jax.export: read only).

    from bridge.formats import convert, detect, info
    convert(data, to="artifact", target_version="1.0.0")   # -> bytes
    convert(hlo_text, to="stablehlo")                       # our HLO parser -> xla dialect -> passes
    convert(hlo_text, to="stablehlo", via="native")         # XLA's importer, in a child process
    convert(data, to="computation")                         # -> XlaComputation (Python only)
    detect(blob)                                            # -> "artifact"
    info(blob)                                              # -> {"format", "version", ...}

Formats (`FORMATS`): stablehlo, generic, bytecode, artifact, vhlo, hlo, hlo-proto,
hlo-proto-text, xla, jax-export, hlo-snapshot (read only). `data` may be str, bytes, an
`ir.Module`, an XlaComputation, or an object with `to_stablehlo_module()`. Bad input raises a `ProgramError`
(an HloBridgeError) with one line naming the problem.

Importing this package is cheap: it loads no MLIR and no jax; conversions load the MLIR
bindings only (jax itself only to read a jax.export blob). See docs/formats.md.
"""
from __future__ import annotations

from bridge.formats.detect import (BINARY_FORMATS, FORMATS, READ_ONLY, TEXT_FORMATS, detect,
                                   normalize_format)


def convert(data, to: str, target_version=None, from_: str | None = None, via: str | None = None,
            elided_constants: str | None = None, locations: bool | None = None, dims=None):
    """Convert `data` to format `to`; str for text formats, bytes for binary ones.

    target_version: artifact/vhlo "X.Y.Z", "current", "week4", "week12", "minimum";
    bytecode: an integer bytecode version. via: "builder" (default) or "native" for HLO input.
    elided_constants (HLO input): what constant({...}) holds: "error" (default), "zeros", "random".
    locations (MLIR text output): None (default) prints the ops' locations when the program
    has any (jax's and HLO's source lines), False never, True always.
    dims: sizes of a shape-polymorphic program's symbolic dimensions ({"b": 8}, or
    positional [8]): the output is the program specialized to them (static shapes)."""
    from bridge.formats.converter import convert as _convert
    return _convert(data, to, target_version=target_version, from_=from_, via=via,
                    elided_constants=elided_constants, locations=locations, dims=dims)


def info(data, from_: str | None = None) -> dict:
    """Describe `data`: format, producer/version, functions with signatures, op counts by dialect."""
    from bridge.formats.converter import info as _info
    return _info(data, from_=from_)


def snapshot_arguments(data) -> list | None:
    """The recorded arguments when `data` is an HloSnapshot (--xla_dump_hlo_snapshots), else None."""
    if not isinstance(data, (bytes, bytearray, memoryview)):
        return None
    data = bytes(data)
    if detect(data) != "hlo-snapshot":
        return None
    from bridge.formats.hlo_snapshot import read
    return read(data).arguments


__all__ = ["convert", "info", "snapshot_arguments", "detect", "normalize_format", "FORMATS", "TEXT_FORMATS", "BINARY_FORMATS",
           "READ_ONLY"]
