"""convert() and info(): read any input into a program, write it in any format.

A program in flight is an `ir.Module` (StableHLO, or the xla dialect) or an
`XlaComputation` (HLO read by our parser, or a builder program passed in); it is lowered
to StableHLO only when the target needs StableHLO.
"""
from __future__ import annotations

import re
import sys

from bridge.errors import HloBridgeError, ProgramError
from bridge.formats.detect import (BINARY_FORMATS, READ_ONLY, TEXT_FORMATS, artifact_version,
                                   bytecode_header, detect, module_of_hlo_proto, normalize_format)
from bridge.mlir_module import has_pretty_locations

_VERSIONED = ("artifact", "vhlo", "bytecode")
_HLO_FORMATS = ("hlo", "hlo-proto", "hlo-proto-text", "hlo-snapshot")
COMPUTATION = "computation"   # Python-only target: an XlaComputation object


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


def _is_computation(obj) -> bool:
    builder = sys.modules.get("bridge.builder")   # not imported: obj cannot be one (start-up time)
    return builder is not None and isinstance(obj, builder.XlaComputation)


def _from_object(obj):
    from jaxlib.mlir import ir
    if isinstance(obj, ir.Module) or _is_computation(obj):
        return obj
    if not hasattr(obj, "to_stablehlo_module"):
        raise ProgramError(f"not a program: {type(obj).__name__} (expected text or bytes of a format, an "
                           "ir.Module, an XlaComputation, or an object with to_stablehlo_module())")
    module = obj.to_stablehlo_module()
    if not isinstance(module, ir.Module):
        raise ProgramError(f"{type(obj).__name__} did not give an MLIR module")
    return module


def _read_serialized(data, fmt: str, via: str | None, elided: str | None = None, lowered: bool = False):
    from bridge.formats import hlo_io, mlir_formats
    if fmt in ("stablehlo", "generic", "vhlo", "xla"):
        return mlir_formats.parse_text(_as_text(data, fmt), f"{fmt} text")
    if fmt == "bytecode":
        return mlir_formats.parse_bytecode(_as_bytes(data, fmt))
    if fmt == "artifact":
        from bridge.formats import artifact   # (~40 ms of imports that HLO input does without)
        return artifact.deserialize(_as_bytes(data, fmt))
    if fmt == "hlo":
        return hlo_io.read_text(_as_text(data, fmt), via, elided, lowered)
    if fmt == "hlo-proto-text":
        return hlo_io.read_proto_text(_as_text(data, fmt), via, elided)
    if fmt in ("hlo-proto", "hlo-snapshot"):
        return hlo_io.read_proto(_proto_bytes(data, fmt), via, elided)
    assert fmt == "jax-export", fmt
    from bridge import platform_index
    from bridge.formats import artifact, jax_export
    exported, blob = jax_export.deserialize(_as_bytes(data, fmt))
    module = artifact.deserialize(blob)
    platform_index.set_platforms(module, exported.platforms)   # (the module alone does not say)
    platform_index.set_kept(module, exported.module_kept_var_idx, len(exported.in_avals))
    return module


def load(data, from_: str | None = None, via: str | None = None, elided_constants: str | None = None,
         lowered: bool = False):
    """(program, source format): an ir.Module (VHLO already legalized to StableHLO) or an
    XlaComputation; nothing is lowered yet, unless `lowered` (the caller wants StableHLO: a
    big HLO text may be read on two cores, already lowered). `elided_constants` (HLO input):
    what a constant printed as {...} holds: error (default), zeros or random."""
    from bridge.formats import hlo_io, mlir_formats
    via = hlo_io.check_via(via)
    if isinstance(data, (str, bytes, bytearray, memoryview)):
        if from_ and not (data.strip() if isinstance(data, str) else bytes(data).strip()):
            raise ProgramError("empty input: no program found")   # (as detect says; MLIR would read `module {}`)
        fmt = normalize_format(from_) if from_ else detect(data)
        if via != "builder" and fmt not in _HLO_FORMATS:
            raise ProgramError(f"--via {via} applies to HLO input only, not {fmt}")
        try:
            program = _read_serialized(data, fmt, via, elided_constants, lowered)
        except ProgramError as e:
            if from_:
                raise ProgramError(f"{e}{_from_hint(data, fmt)}") from None
            raise
    else:
        if from_:
            normalize_format(from_)
        fmt, program = "module", _from_object(data)
    if fmt not in _HLO_FORMATS and not _is_computation(program) and "vhlo" in mlir_formats.dialects_used(program):
        from bridge.formats import sandbox
        data = mlir_formats.write_bytecode(program)
        program = mlir_formats.parse_bytecode(data, "module copy")  # never mutate the caller's module
        # the legalization crashes on malformed VHLO: check it in a child first
        sandbox.check(data, "vhlo")
        program = mlir_formats.vhlo_to_stablehlo(program)
    if not _is_computation(program):
        program = _shardy_imported(program, fmt)
    return program, fmt


def _from_hint(data, fmt: str) -> str:
    """What detection makes of input that failed to read as the format --from named: a
    jax.export blob read --from artifact said only 'missing the magic number'."""
    try:
        found = detect(data)
    except ProgramError:
        return ""
    return "" if found == fmt else f" (--from {fmt}; the input looks like {found}: try without --from)"


def _shardy_imported(module, fmt: str):
    """`module` with Shardy's round-trip form (frontend attributes and `xla.sdy.*` custom
    calls, as artifacts of jax releases before mixed serialization and XLA's importer write
    them) turned back into sdy, as jax.export's reader does: PJRT refuses a shard_map in
    that form and the reference cannot run it. A caller's module is copied first."""
    from passes.lowering.shardy import has_shardy_meshes, import_shardy
    if not has_shardy_meshes(module.operation):
        return module
    from jaxlib.mlir import ir

    from bridge.formats import mlir_formats
    if fmt == "module":
        module = mlir_formats.clone(module)
    try:
        import_shardy(module.operation)
    except ir.MLIRError as e:   # (jaxlib's import pass verifies: an axis no mesh has ...)
        why = mlir_formats.mlir_error_message(e)
        raise ProgramError(f"the program's Shardy attributes do not import: {why}") from None
    return module


def to_stablehlo_module(program):
    """A StableHLO ir.Module for a loaded program (xla-dialect programs are lowered)."""
    from bridge.formats import mlir_formats
    if not _is_computation(program) and "xla" not in mlir_formats.dialects_used(program):
        return program
    from passes.lower import stablehlo_module
    try:
        return stablehlo_module(program)
    except HloBridgeError:
        raise
    except (TypeError, ValueError) as e:
        raise ProgramError(f"cannot lower the xla-dialect program: {e}") from None


def to_computation(program):
    """An XlaComputation for a loaded program: StableHLO is raised through HLO and our parser."""
    from bridge.formats import mlir_formats
    if _is_computation(program):
        return program
    if "xla" in mlir_formats.dialects_used(program):
        return _wrap_xla_module(program)
    from bridge.hlo import to_computation as hlo_to_computation
    text = _hlo(program, "hlo")   # (metadata and partition counts kept)
    try:
        return hlo_to_computation(text, "HLO text (from the StableHLO input)")
    except HloBridgeError as e:
        raise ProgramError(f"cannot raise StableHLO to the xla dialect (via HLO): {e}") from None


def _wrap_xla_module(module):
    """An XlaComputation around an xla-dialect module read from text (entry: @main)."""
    from jaxlib.mlir import ir

    from bridge.builder import XlaComputation, symbol_for
    from bridge.mlir_types import program_shape
    from bridge.formats import mlir_formats
    main = next((op for op in module.body.operations if op.operation.name == "func.func"
                 and ir.StringAttr(op.attributes["sym_name"]).value == "main"), None)
    if main is None:
        raise ProgramError("the xla-dialect module has no @main function")
    shape = program_shape(main)
    from dialect_defs.verify import verify_xla
    verify_xla(module)
    name = "main"
    if "sym_name" in module.operation.attributes:
        name = ir.StringAttr(module.operation.attributes["sym_name"]).value
    return XlaComputation(name, symbol_for(name), mlir_formats.clone(module), shape)


def _resolve_versions(to: str, target_version):
    if target_version is not None and to not in _VERSIONED:
        raise ProgramError(f"a target version applies only to {', '.join(_VERSIONED)} output, not {to}")
    if target_version is None:
        return None
    if to in ("artifact", "vhlo"):
        from bridge.formats import artifact
        return artifact.resolve_version(target_version)
    try:
        version = int(str(target_version).strip())
    except ValueError:
        raise ProgramError(f"malformed bytecode version {target_version!r}: expected an integer like 6") from None
    if version < 0:
        raise ProgramError(f"unsupported bytecode version {version}: must be >= 0")
    return version


_MLIR_TEXT = ("stablehlo", "generic", "vhlo", "xla")


def locations_hint(data, fmt: str) -> bool | None:
    """False for MLIR text that writes no `loc(`: its ops hold only the text parser's
    positions, not source lines worth printing; None (decide from the module) otherwise
    (also for locations in MLIR's pretty form, torch_xla's: see bridge.mlir_module)."""
    if fmt not in _MLIR_TEXT or not isinstance(data, (str, bytes, bytearray, memoryview)):
        return None
    if ("loc(" if isinstance(data, str) else b"loc(") in data:
        return None
    return None if isinstance(data, str) and has_pretty_locations(data) else False


def convert(data, to: str, target_version=None, from_: str | None = None, via: str | None = None,
            elided_constants: str | None = None, locations: bool | None = None, dims=None):
    """`data` converted to format `to`: str for text formats, bytes for binary ones, an
    XlaComputation for to="computation". `elided_constants`: see load(). `locations`
    (MLIR text out): None prints them when the program has any (jax's and HLO's source
    lines), False never, True always. `dims`: sizes of a shape-polymorphic program's
    symbolic dimensions ({"b": 8} or positional [8], as difftest's), making it static."""
    to = COMPUTATION if isinstance(to, str) and to.strip().lower() == COMPUTATION else normalize_format(to)
    if to == "jax-export":
        from bridge.formats.jax_export import WRITE_UNSUPPORTED
        raise ProgramError(WRITE_UNSUPPORTED)
    if to in READ_ONLY:
        raise ProgramError(f"{to} is read only: XLA writes HloSnapshots when it runs a program "
                           f"(--xla_dump_hlo_snapshots); write the module with --to hlo-proto or hlo")
    version = _resolve_versions(to, target_version)   # before any work: a bad one fails fast
    if locations is not None and not isinstance(locations, bool):
        raise ProgramError(f"locations must be None (when the program has any), True or False, got {locations!r}")
    direct = _direct_proto(data, to, from_, elided_constants)
    if direct is not None:
        return direct
    program, fmt = load(data, from_, via, elided_constants, lowered=to not in ("xla", COMPUTATION))
    if locations is None:
        locations = locations_hint(data, fmt)
    if dims is not None:
        program = _specialized(to_stablehlo_module(program), dims)
    if to not in ("stablehlo", "generic", "bytecode") and fmt not in _HLO_FORMATS:
        # (MLIR text and bytecode keep blobs as they are; an HLO reader writes no blob)
        program = _jax_like(program, copy=fmt == "module", entry=to not in ("artifact", "vhlo"))
    if to in ("xla", COMPUTATION):
        comp = to_computation(program)
        if to == COMPUTATION:
            return comp
        from bridge.formats import mlir_formats
        return mlir_formats.print_pretty(comp.module, locations)
    # (an HLO reader's ir.Module is StableHLO already: a 30,000-op module's walk is ~50 ms)
    module = program if fmt in _HLO_FORMATS and not _is_computation(program) else to_stablehlo_module(program)
    from bridge.formats import artifact, mlir_formats
    if to == "stablehlo":
        return mlir_formats.print_pretty(module, locations)
    if to == "generic":
        return mlir_formats.print_generic(module, locations)
    if to in ("bytecode", "artifact", "vhlo"):   # (VHLO text is the artifact's content, printed)
        _warn_bytecode_locations(module)
    if to == "bytecode":
        return mlir_formats.write_bytecode(module, version)
    if to == "artifact":
        return artifact.serialize(module, version)
    if to == "vhlo":
        return artifact.to_vhlo_text(module, version, locations)
    return _hlo(module, to)


# a same-line range that starts at column 0, "f.py":15:0 to :31 (jax's frames of top-level code)
_COLUMN_0_RANGE = re.compile(r'"((?:[^"\\]|\\.)*)":(\d+):0 to :(\d+)')


def _warn_bytecode_locations(module) -> None:
    """MLIR's bytecode writer (jaxlib 0.10.2; portable artifacts are bytecode too) keeps only
    the start of a same-line range that starts at column 0: "f.py":15:0 to :31 reads back as
    "f.py":15:0. Said, as any information a format cannot hold."""
    from jaxlib.mlir import ir
    found, advance = [], ir.WalkResult.ADVANCE

    def visit(op):
        where = str(op.location)
        if " to :" in where and _COLUMN_0_RANGE.search(where):
            found.append(where)
        return advance
    module.operation.walk(visit)
    if found:
        from bridge.errors import InformationDropped, warn
        file, line, end = _COLUMN_0_RANGE.search(found[0]).groups()
        warn(f"{len(found)} op location(s) hold a range that starts at column 0, such as \"{file}\":{line}:0 to "
             f":{end}; MLIR's bytecode (jaxlib 0.10.2) keeps only its start (\"{file}\":{line}:0): their end "
             "columns are left out (MLIR text keeps them)", InformationDropped)


def _jax_like(module, copy: bool, entry: bool):
    """passes/foreign.py's rewrites of torch-mlir's StableHLO, which VHLO and HLO need: no
    dense_resource blob or arith.constant there (entry: XLA's converter wants @main too);
    `copy`: the caller's own ir.Module is never changed."""
    from bridge.formats import mlir_formats
    from passes.foreign import normalize
    if _is_computation(module):
        return module
    if copy:
        module = mlir_formats.clone(module)
    normalize(module, entry=entry)
    return module


def _hlo(module, to: str):
    """hlo_io.write, with what to do about a program's symbolic dimensions, which HLO cannot hold."""
    from bridge.formats import hlo_io
    try:
        return hlo_io.write(module, to)
    except ProgramError as e:
        from bridge import refine
        if not refine.is_dynamic(module):
            raise
        names = ", ".join(dict.fromkeys(d.name or f"arg{d.arg}.{d.dim}" for d in refine.dynamic_dims(module)))
        raise ProgramError(f"{e}; the program has symbolic dimensions ({names}): give their sizes "
                           f"(--dim {names.split(', ')[0]}=8 / dims={{...}}) to write it as HLO") from None


def _specialized(module, dims):
    """`module` with its symbolic dimensions set to `dims` (see bridge.refine)."""
    from bridge import refine
    if not refine.is_dynamic(module):
        raise ProgramError("--dim / dims: the program has no symbolic dimensions to set")
    return refine.refine(module, refine.shapes_from_dims(module, dims))


def _direct_proto(data, to: str, from_: str | None, elided: str | None = None):
    """HloModuleProto -> its text format / XLA's HLO text (or back), and HLO text -> proto,
    without re-building the module: lossless (an optimized module keeps its fusions, each
    instruction its metadata), and what XLA itself would write. None when not such a
    conversion (or when the HLO text holds elided constants for a policy to fill)."""
    if to not in _HLO_FORMATS or not isinstance(data, (str, bytes, bytearray, memoryview)):
        return None
    src = normalize_format(from_) if from_ else detect(data)
    from bridge.formats import hlo_io, hlo_proto
    if src == "hlo" and to in ("hlo-proto", "hlo-proto-text"):
        text = data if isinstance(data, str) else bytes(data).decode("utf-8", "replace")
        if "{...}" in text and elided not in (None, "error"):
            return None
        try:
            proto = hlo_io.text_as_proto(text)
        except ProgramError:   # text XLA's parser refuses (ours reads more: headerless ...): our reader
            return None
        return proto if to == "hlo-proto" else hlo_proto.to_text(proto)
    if src not in ("hlo-proto", "hlo-proto-text", "hlo-snapshot"):
        return None
    proto = _proto_bytes(data, src)
    if to == "hlo-proto":
        return proto
    return hlo_proto.to_text(proto) if to == "hlo-proto-text" else hlo_io.proto_as_text(proto)


def info(data, from_: str | None = None) -> dict:
    """Format, producer/version, functions (name, visibility, type), op counts by dialect."""
    from bridge.formats import hlo_io, mlir_formats
    result: dict = {"format": "module", "version": None}
    source, source_fmt = data, from_   # what load() reads below
    if isinstance(data, (str, bytes, bytearray, memoryview)):
        if not isinstance(data, str):
            data = bytes(data)
        fmt = result["format"] = normalize_format(from_) if from_ else detect(data)
        if fmt in ("bytecode", "artifact"):
            bc_version, producer = bytecode_header(_as_bytes(data, fmt))
            result.update(bytecode_version=bc_version, producer=producer)
            result["version"] = artifact_version(data) if fmt == "artifact" else None
        if fmt in _HLO_FORMATS:
            text = _as_text(data, fmt) if fmt == "hlo" else hlo_io.proto_as_text(_proto_bytes(data, fmt))
            result.update(hlo_io.describe_text(text))
            if fmt == "hlo-snapshot":
                result["snapshot"] = _describe_snapshot(_as_bytes(data, fmt))
            result["op_total"] = sum(result["ops"].values())
            return result
        if fmt == "jax-export":
            from bridge.formats import jax_export
            exported, blob = jax_export.deserialize(_as_bytes(data, fmt))
            result.update(jax_export.describe(exported))
            result["version"] = artifact_version(blob)
            result["producer"] = f"jax.export (calling convention {exported.calling_convention_version})"
            data, fmt = blob, "artifact"   # (read once: load() takes its artifact)
        source, source_fmt = data, fmt
    program, _ = load(source, source_fmt)
    module = program.module if _is_computation(program) else program
    ops = mlir_formats.op_counts_by_dialect(module)
    result["functions"] = mlir_formats.functions(module)
    result["ops"] = ops
    result["op_total"] = sum(ops.values())
    if not _is_computation(program):
        from bridge.sharding import describe
        partitioning = describe(module)
        if partitioning is not None:
            result["partitioning"] = partitioning
    return result


def _describe_snapshot(data: bytes) -> dict:
    from bridge.formats import hlo_snapshot
    snap = hlo_snapshot.read(data)

    def sig(a) -> str:
        return f"({', '.join(sig(t) for t in a)})" if isinstance(a, tuple) else f"{a.dtype}{list(a.shape)}"
    return {"arguments": [sig(a) for a in snap.arguments], "platform": snap.platform,
            "result": None if snap.result is None else sig(snap.result)}


def _proto_bytes(data, fmt: str) -> bytes:
    """An HloModuleProto's bytes from hlo-proto (an HloModuleProto, or the HloProto around
    one that XLA's proto dumps are), hlo-proto-text or hlo-snapshot input."""
    if fmt == "hlo-proto":
        data = _as_bytes(data, fmt)
        return module_of_hlo_proto(data) or data
    if fmt == "hlo-snapshot":
        from bridge.formats import hlo_snapshot
        return hlo_snapshot.read(_as_bytes(data, fmt)).module_proto
    from bridge.formats import hlo_proto
    return hlo_proto.from_text(_as_text(data, fmt))


__all__ = ["convert", "info", "load", "to_stablehlo_module", "to_computation", "TEXT_FORMATS",
           "BINARY_FORMATS", "COMPUTATION"]
