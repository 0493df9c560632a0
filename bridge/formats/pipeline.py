"""convert() and info(): read any input into a StableHLO `ir.Module`, write any format."""
from __future__ import annotations

from bridge.errors import HloBridgeError, ProgramError
from bridge.formats.detect import (BINARY_FORMATS, TEXT_FORMATS, artifact_version,
                                   bytecode_header, detect, normalize_format)

_VERSIONED = ("artifact", "vhlo", "bytecode")


def _hlo_reader():
    """The HLO reader module (`bridge.formats.hlo_io`, function `read(data, fmt) -> ir.Module`)."""
    try:
        from bridge.formats import hlo_io  # written separately; optional
    except ImportError:
        return None
    return getattr(hlo_io, "read", None)


def _as_text(data, fmt: str) -> str:
    if isinstance(data, str):
        return data
    try:
        return bytes(data).decode("utf-8")
    except UnicodeDecodeError as e:
        raise ProgramError(f"{fmt} input is not valid UTF-8 text (byte {e.start})") from None


def _as_bytes(data, fmt: str) -> bytes:
    if isinstance(data, str):
        raise ProgramError(f"{fmt} input must be bytes, got str (open the file in binary mode)")
    return bytes(data)


def _from_object(obj, keep_xla: bool):
    from jaxlib.mlir import ir
    if isinstance(obj, ir.Module):
        return obj
    if keep_xla and isinstance(getattr(obj, "module", None), ir.Module):
        return obj.module  # an XlaComputation: its xla-dialect module, as is
    if hasattr(obj, "to_stablehlo_module"):
        module = obj.to_stablehlo_module()
    else:
        try:
            from bridge.program import as_stablehlo_module
        except ImportError as e:
            raise ProgramError(
                f"cannot convert a {type(obj).__name__}: bridge.program is not available ({e})") from None
        try:
            module = as_stablehlo_module(obj)
        except HloBridgeError:
            raise
        except ImportError as e:
            raise ProgramError(f"cannot convert a {type(obj).__name__}: not implemented yet ({e})") from None
        except (TypeError, ValueError) as e:
            raise ProgramError(f"cannot convert a {type(obj).__name__}: {e}") from None
    if not isinstance(module, ir.Module):
        raise ProgramError(f"{type(obj).__name__} did not give an MLIR module")
    return module


def _lower_xla(module):
    """xla-dialect module -> StableHLO module, through bridge.program (lazy)."""
    try:
        from bridge.program import as_stablehlo_module
    except ImportError:
        raise ProgramError(
            "lowering xla-dialect programs is not implemented yet (bridge.program is missing)") from None
    try:
        return as_stablehlo_module(module)
    except HloBridgeError:
        raise
    except ImportError as e:  # the lowering passes are still being written
        raise ProgramError(f"lowering xla-dialect programs is not implemented yet ({e})") from None
    except (TypeError, ValueError) as e:
        raise ProgramError(f"cannot lower the xla-dialect program: {e}") from None


def load(data, from_: str | None = None, lower_xla: bool = True):
    """(ir.Module, source format) for any accepted input; VHLO is legalized to StableHLO,
    xla-dialect programs are lowered unless `lower_xla` is false."""
    from bridge.formats import artifact, mlir_formats

    if isinstance(data, (str, bytes, bytearray, memoryview)):
        fmt = normalize_format(from_) if from_ else detect(data)
        if fmt in ("stablehlo", "generic", "vhlo", "xla"):
            module = mlir_formats.parse_text(_as_text(data, fmt), f"{fmt} text")
        elif fmt == "bytecode":
            module = mlir_formats.parse_bytecode(_as_bytes(data, fmt))
        elif fmt == "artifact":
            module = artifact.deserialize(_as_bytes(data, fmt))
        else:  # hlo, hlo-proto
            read = _hlo_reader()
            if read is None:
                raise ProgramError(f"reading {fmt} input is not implemented yet")
            payload = _as_text(data, fmt) if fmt == "hlo" else _as_bytes(data, fmt)
            module = read(payload, fmt)
    else:
        if from_:
            normalize_format(from_)
        fmt = "module"
        module = _from_object(data, keep_xla=not lower_xla)

    dialects = mlir_formats.dialects_used(module)
    if "vhlo" in dialects:
        from bridge.formats import sandbox
        module = mlir_formats.clone(module)  # never mutate the caller's module
        # the legalization crashes on malformed VHLO: check it in a child first
        sandbox.check(mlir_formats.write_bytecode(module), "vhlo")
        module = mlir_formats.vhlo_to_stablehlo(module)
    if lower_xla and "xla" in dialects:
        module = _lower_xla(module)
    return module, fmt


def convert(data, to: str, target_version=None, from_: str | None = None):
    """`data` converted to format `to`: str for text formats, bytes for binary ones."""
    to = normalize_format(to)
    if target_version is not None and to not in _VERSIONED:
        raise ProgramError(
            f"a target version applies only to {', '.join(_VERSIONED)} output, not {to}")
    src = None
    if isinstance(data, (str, bytes, bytearray, memoryview)):
        src = normalize_format(from_) if from_ else detect(data)
        if src == to and to in ("hlo", "hlo-proto") and _hlo_reader() is None:
            return _as_text(data, src) if to == "hlo" else _as_bytes(data, src)
    # Resolve versions before doing any work, so a bad one fails fast and clearly.
    from bridge.formats import artifact, mlir_formats
    if to in ("artifact", "vhlo") and target_version is not None:
        target_version = artifact.resolve_version(target_version)
    bc_version = None
    if to == "bytecode" and target_version is not None:
        try:
            bc_version = int(str(target_version).strip())
        except ValueError:
            raise ProgramError(
                f"malformed bytecode version {target_version!r}: expected an integer like 6") from None
        if bc_version < 0:
            raise ProgramError(f"unsupported bytecode version {bc_version}: must be >= 0")

    module, _ = load(data, src, lower_xla=(to != "xla"))

    if to == "stablehlo":
        return mlir_formats.print_pretty(module)
    if to == "generic":
        return mlir_formats.print_generic(module)
    if to == "bytecode":
        return mlir_formats.write_bytecode(module, bc_version)
    if to == "artifact":
        return artifact.serialize(module, target_version)
    if to == "vhlo":
        return mlir_formats.to_vhlo_text(module, target_version)
    if to == "xla":
        if "xla" not in mlir_formats.dialects_used(module):
            raise ProgramError(
                "cannot convert to xla: the input has no xla-dialect ops "
                "(raising StableHLO to the xla dialect is not supported)")
        return mlir_formats.print_pretty(module)
    from bridge.formats import native
    if to == "hlo":
        return native.to_hlo_text(module)
    assert to == "hlo-proto", to
    return native.to_hlo_proto(module)


def info(data, from_: str | None = None) -> dict:
    """Format, versions, functions (name, visibility, type) and op counts by dialect."""
    from bridge.formats import mlir_formats
    out: dict = {}
    if isinstance(data, (bytes, bytearray, memoryview)):
        raw = bytes(data)
        fmt = normalize_format(from_) if from_ else detect(raw)
        if fmt in ("bytecode", "artifact"):
            bc_version, producer = bytecode_header(raw)
            out.update(bytecode_version=bc_version, producer=producer)
        if fmt == "artifact":
            out["version"] = artifact_version(raw)
        data = raw
    elif isinstance(data, str):
        fmt = normalize_format(from_) if from_ else detect(data)
    else:
        fmt = "module"
    module, _ = load(data, fmt if fmt != "module" else from_, lower_xla=False)
    ops = mlir_formats.op_counts_by_dialect(module)
    result = {"format": fmt, "version": out.pop("version", None)}
    result.update(out)
    result["functions"] = mlir_formats.functions(module)
    result["ops"] = ops
    result["op_total"] = sum(ops.values())
    return result


__all__ = ["convert", "info", "load", "TEXT_FORMATS", "BINARY_FORMATS"]
