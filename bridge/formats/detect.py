"""Format names and content-based format detection (pure Python, no MLIR import).

Formats (see DESIGN.md "Format names"):
  stablehlo  pretty MLIR text            generic    generic-form MLIR text
  bytecode   MLIR bytecode               artifact   StableHLO portable artifact (VHLO bytecode)
  vhlo       VHLO MLIR text              hlo        HLO text ("HloModule ...")
  hlo-proto  serialized HloModuleProto   hlo-proto-text  HloModuleProto in protobuf text format
  xla        MLIR text of the xla dialect ("xla.*" ops)
  jax-export a jax.export serialized blob (a flatbuffer holding a portable artifact); read only
  hlo-snapshot  an xla.HloSnapshot (--xla_dump_hlo_snapshots): a module and its arguments; read only
"""
from __future__ import annotations

import re

from bridge.errors import ProgramError
from bridge.files import BYTECODE_MAGIC

TEXT_FORMATS = ("stablehlo", "generic", "vhlo", "hlo", "hlo-proto-text", "xla")
BINARY_FORMATS = ("bytecode", "artifact", "hlo-proto", "jax-export", "hlo-snapshot")
FORMATS = ("stablehlo", "generic", "bytecode", "artifact", "vhlo", "hlo", "hlo-proto", "hlo-proto-text",
           "xla", "jax-export", "hlo-snapshot")
READ_ONLY = ("jax-export", "hlo-snapshot")

_ALIASES = {
    "mlir": "stablehlo", "text": "stablehlo", "pretty": "stablehlo",
    "mlirbc": "bytecode", "bc": "bytecode",
    "portable": "artifact", "portable-artifact": "artifact",
    "hlo-text": "hlo", "hlo_text": "hlo",
    "hlo_proto": "hlo-proto", "hloproto": "hlo-proto", "pb": "hlo-proto", "proto": "hlo-proto",
    "hlo_proto_text": "hlo-proto-text", "pbtxt": "hlo-proto-text", "textproto": "hlo-proto-text",
    "hlo-pbtxt": "hlo-proto-text", "hlo-text-proto": "hlo-proto-text",
    "jax_export": "jax-export", "exported": "jax-export", "jax.export": "jax-export",
    "xlabuilder": "xla", "builder": "xla",
    "snapshot": "hlo-snapshot", "hlo_snapshot": "hlo-snapshot",
}

ARTIFACT_PRODUCER_PREFIX = "StableHLO_v"


def normalize_format(name: str) -> str:
    """Canonical format name for `name` (case-insensitive, a few aliases); ProgramError if unknown."""
    if not isinstance(name, str):
        raise ProgramError(f"format name must be a string, got {type(name).__name__}")
    key = name.strip().lower()
    key = _ALIASES.get(key, key)
    if key not in FORMATS:
        raise ProgramError(f"unknown format {name!r}; expected one of: {', '.join(FORMATS)}")
    return key


def _read_prefix_varint(data: bytes, pos: int) -> tuple[int, int]:
    """MLIR bytecode's PrefixVarInt: trailing zeros of byte 0 give the extra byte count."""
    if pos >= len(data):
        raise ProgramError("truncated MLIR bytecode: header ends inside the version number")
    first = data[pos]
    if first == 0:
        n_extra = 8
        if pos + 9 > len(data):
            raise ProgramError("truncated MLIR bytecode: header ends inside the version number")
        return int.from_bytes(data[pos + 1:pos + 9], "little"), pos + 9
    n_extra = (first & -first).bit_length() - 1
    end = pos + 1 + n_extra
    if end > len(data):
        raise ProgramError("truncated MLIR bytecode: header ends inside the version number")
    value = int.from_bytes(data[pos:end], "little") >> (n_extra + 1)
    return value, end


def bytecode_header(data: bytes) -> tuple[int, str]:
    """(bytecode version, producer string) of MLIR bytecode; ProgramError if the header is bad."""
    if not data.startswith(BYTECODE_MAGIC):
        raise ProgramError("not MLIR bytecode: missing the 'ML\\xefR' magic number")
    version, pos = _read_prefix_varint(data, len(BYTECODE_MAGIC))
    end = data.find(b"\x00", pos)
    if end < 0:
        raise ProgramError("truncated MLIR bytecode: header ends inside the producer string")
    try:
        producer = data[pos:end].decode("utf-8")
    except UnicodeDecodeError:
        raise ProgramError("corrupt MLIR bytecode: the producer string is not UTF-8") from None
    return version, producer


def artifact_version(data: bytes) -> str | None:
    """StableHLO version of a portable artifact ("1.0.0"), or None if `data` is not one."""
    try:
        _, producer = bytecode_header(data)
    except ProgramError:
        return None
    if producer.startswith(ARTIFACT_PRODUCER_PREFIX):
        return producer[len(ARTIFACT_PRODUCER_PREFIX):]
    return None


def _looks_like_protobuf(data: bytes) -> bool:
    """Whether `data` parses as a sequence of well-formed top-level protobuf fields."""
    return bool(_proto_fields(data))


def _proto_fields(data: bytes) -> list[tuple[int, int, int, int]] | None:
    """(field, wire type, payload start, end) of each top-level protobuf field, or None."""
    out, pos, n = [], 0, len(data)

    def varint(p: int) -> tuple[int, int]:
        value = shift = 0
        while p < n and shift < 64:
            b = data[p]
            value |= (b & 0x7F) << shift
            p, shift = p + 1, shift + 7
            if not b & 0x80:
                return value, p
        return -1, -1

    while pos < n:
        tag, p = varint(pos)
        if p < 0 or tag >> 3 == 0:
            return None
        wire = tag & 7
        if wire == 0:
            _, q = varint(p)
            start = end = q
        elif wire == 2:
            length, start = varint(p)
            end = start + length if start >= 0 else -1
        elif wire in (1, 5):
            start, end = p, p + (8 if wire == 1 else 4)
        else:
            return None
        if end < 0 or end > n:
            return None
        out.append((tag >> 3, wire, start, end))
        pos = end
    return out


def module_of_hlo_proto(data: bytes) -> bytes | None:
    """The HloModuleProto inside an `xla.HloProto` (hlo_module = 1, buffer_assignment = 3:
    what `--xla_dump_hlo_as_proto` writes as *.hlo.pb), or None when `data` is not one."""
    top = _proto_fields(data)
    if not top or {f for f, *_ in top} - {1, 3}:
        return None
    module = next(((s, e) for f, w, s, e in top if f == 1 and w == 2), None)
    inner = _proto_fields(data[module[0]:module[1]]) if module else None
    # an HloModuleProto: its computations (3) and name (1) or entry name (2); a bare module's
    # field 1 is its name, which does not parse as such fields
    if inner and any(f == 3 and w == 2 for f, w, *_ in inner) and {1, 2} & {f for f, *_ in inner}:
        return data[module[0]:module[1]]
    return None


def looks_like_snapshot(data: bytes) -> bool:
    """Field 1 (HloProto) whose field 1 (HloModuleProto) holds computations (field 3); only
    fields 1-4 at the top. An HloModuleProto's field 1 is its name, a string."""
    top = _proto_fields(data)
    if not top or {f for f, *_ in top} - {1, 2, 3, 4}:
        return False
    hlo = next(((s, e) for f, w, s, e in top if f == 1 and w == 2), None)
    inner = _proto_fields(data[hlo[0]:hlo[1]]) if hlo else None
    module = next(((s, e) for f, w, s, e in inner or () if f == 1 and w == 2), None)
    if not module:
        return False
    fields = _proto_fields(data[hlo[0]:hlo[1]][module[0]:module[1]])
    return bool(fields) and any(f == 3 and w == 2 for f, w, *_ in fields)



# HloModuleProto's fields, as protobuf's text format prints them (field order: name first)
_TEXT_PROTO = re.compile(r"(?:\s*#[^\n]*\n)*\s*(name|entry_computation_name|entry_computation_id|computations"
                         r"|host_program_shape|id|schedule|input_output_alias)\s*(?::\s*[\"\d\w-]|\{)")


# the artifact's magic, bytecode version (one varint byte: 1 in jax 0.4.30's blobs, 13 later), producer
_EXPORTED_ARTIFACT = re.compile(rb"ML\xefR[\x00-\x7f]StableHLO_v")


def looks_like_jax_export(data: bytes) -> bool:
    """A jax.export blob: a flatbuffer (no file identifier) whose root table holds a
    StableHLO portable artifact; its first word is the root table's offset."""
    if len(data) < 16 or data.startswith(BYTECODE_MAGIC):
        return False
    root = int.from_bytes(data[:4], "little")
    return 8 <= root < len(data) and _EXPORTED_ARTIFACT.search(data) is not None


_XLA_OP = re.compile(r'"xla\.[A-Za-z_][\w.]*"\s*\(')
_VHLO_OP = re.compile(r'"vhlo\.[A-Za-z_]\w*"\s*\(|\bvhlo\.func_v\d+\b')
_SKIP_LINE = re.compile(r"\s*(//[^\n]*|/\*.*?\*/\s*|#[\w$.-]+\s*=[^\n]*|![\w$.-]+\s*=[^\n]*)?\n", re.DOTALL)
_BLOCK_COMMENT = re.compile(r"\s*/\*.*?\*/", re.DOTALL)
# HLO computations without the 'HloModule' header (XLA reads them: 'ENTRY name {', 'name {'),
# recognized by their first instruction: 'name = f32[2] opcode(' or 'ROOT name = ...'
_HLO_HEADERLESS = re.compile(r"(ENTRY\s+)?%?[\w.\-]+\s*(\([^{}]*\)\s*->[^{]*)?\{\s*(ROOT\s+)?%?[\w.\-]+\s*=\s*"
                             r"(\(|[a-z][a-z0-9]*\[|[a-z][\w\-]*\()")


# The other files of an XLA dump directory (XLA:CPU's), by how they begin: named in the error,
# so a glob over the directory says what each file is rather than "cannot parse MLIR text".
_DUMP_BYPRODUCTS = ((re.compile(r"; ModuleID = "), "LLVM IR XLA:CPU generated"),
                    (re.compile(r"BufferAssignment:"), "XLA's buffer assignment"),
                    (re.compile(r"HloLiveRange \("), "XLA's live ranges of buffers"),
                    (re.compile(r"Memory Space: \w+ \(color="), "XLA's memory usage report"),
                    (re.compile(r"Total bytes used: \d+"), "XLA's buffer assignment values"),
                    (re.compile(r"xla_\w+: \S"), "XLA's debug options"))
_NOT_A_PROGRAM = (": a file XLA writes next to the programs of a dump, not a program (the programs are "
                  "*.before_optimizations.txt, *after_optimizations.txt and their .hlo.pb; `difftest DIR` "
                  "picks them)")


def dump_byproduct(text: str) -> str | None:
    """Why `text` is not a program, when it is one of the other files of an XLA dump."""
    body = text.lstrip("\ufeff \n")
    return next((what + _NOT_A_PROGRAM for pattern, what in _DUMP_BYPRODUCTS if pattern.match(body)), None)


def detect_text(text: str) -> str:
    """Format of program text; ProgramError if it is not a recognized program text."""
    body = text.lstrip("\ufeff")
    why = dump_byproduct(body)
    if why:
        raise ProgramError(why)
    pos = 0
    while True:  # skip blank lines, comments and attribute/type alias definitions
        m = _SKIP_LINE.match(body, pos)
        if not m or m.end() == pos:
            m = _BLOCK_COMMENT.match(body, pos)   # /* a comment */ before 'HloModule'
            if not m:
                break
        pos = m.end()
    head = body[pos:].lstrip()
    if head.startswith("HloModule"):
        return "hlo"
    if not head:
        raise ProgramError("empty input: no program text found")
    if _XLA_OP.search(body):
        return "xla"
    if _VHLO_OP.search(body):
        return "vhlo"
    if head.startswith('"'):
        return "generic"
    if _TEXT_PROTO.match(body):
        return "hlo-proto-text"
    if re.match(r"(module\b|func\.func\b|#loc\b)", head):
        return "stablehlo"
    if _HLO_HEADERLESS.match(head):
        return "hlo"
    first = head.splitlines()[0][:60]
    raise ProgramError(
        f"unrecognized program text starting with {first!r}: expected an MLIR module "
        "('module', 'func.func' or generic form), HLO text ('HloModule ...', or 'ENTRY name {' "
        "without the header) or an HLO text proto")


def detect(data) -> str:
    """Format name of `data` (str or bytes) from its content; ProgramError if unrecognized."""
    if isinstance(data, (bytearray, memoryview)):
        data = bytes(data)
    if isinstance(data, str):
        return detect_text(data)
    if not isinstance(data, bytes):
        raise ProgramError(f"cannot detect the format of a {type(data).__name__}: expected str or bytes")
    if not data:
        raise ProgramError("empty input: no program found")
    if data.startswith(BYTECODE_MAGIC):
        _, producer = bytecode_header(data)
        if producer.startswith(ARTIFACT_PRODUCER_PREFIX):
            return "artifact"
        return "bytecode"
    if BYTECODE_MAGIC.startswith(data):
        raise ProgramError("truncated MLIR bytecode: input ends inside the magic number")
    if data.startswith(b"\x7fELF"):
        raise ProgramError("an ELF object file (XLA:CPU's compiled code)" + _NOT_A_PROGRAM)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = None
    if text is not None and "\x00" not in text:
        try:
            return detect_text(text)
        except ProgramError:
            if not _looks_like_protobuf(data):
                raise
    if looks_like_jax_export(data):
        return "jax-export"
    if looks_like_snapshot(data):
        return "hlo-snapshot"
    if _looks_like_protobuf(data):
        return "hlo-proto"
    raise ProgramError(
        f"unrecognized binary input ({len(data)} bytes starting {data[:8]!r}): "
        "not MLIR bytecode, a portable artifact, an HLO proto or a jax.export blob")
