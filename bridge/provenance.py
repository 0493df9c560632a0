"""Where an op comes from: XLA's `OpMetadata` and the MLIR location it becomes.

    md = OpMetadata(op_name="jit(f)/tanh", source_file="f.py", source_line=8,
                    stack_frames=(StackFrame("f.py", "layer", 8, 11), StackFrame("f.py", "f", 10, 8)))
    b.set_op_metadata(md)          # ops built from here on carry location(md)

`location(md)` makes the location XLA's own HLO importer makes of an instruction's
metadata (xla/hlo/translate/hlo_to_mhlo/location_importer.cc), which is also the shape
of jax's locations, so every later printout names the user's line:

    stack frames    loc("jit(f)/tanh"(callsite("layer"("f.py":8:11) at "f"("f.py":10:8))))
    source_file     loc(fused["jit(f)/tanh", "f.py":8:0])
    op_name only    loc("jit(f)/tanh")
    with op_type    loc("model/Tanh"("Tanh:"))   (and so inside the two forms above)
    no op_name      loc("<instruction name>"), or unknown without a name

A frame with an end line or column becomes a range, "f.py":8:11 to :26, as jax writes
it (XLA's importer drops the end). An `op_type` (TensorFlow's: "MatMul") is a name ending
in ':' inside the op_name's, `loc("model/dense/MatMul"("MatMul:"(...)))`: XLA's importer
drops it, but XLA's exporter reads it back. XLA's exporter (StableHLO -> HLO) turns all of
these back into op_type, op_name, source_file/line and the module's stack-frame tables.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from jaxlib.mlir import ir


# XLA keeps lines and columns as int32 (MLIR's locations are unsigned: a negative one
# becomes 0 there)
_INT32 = (-2 ** 31, 2 ** 31 - 1)


def _check_position(owner: str, name: str, value) -> None:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"{owner}.{name} must be an int, got {value!r}")
    if not _INT32[0] <= value <= _INT32[1]:
        raise ValueError(f"{owner}.{name}={value} is out of XLA's int32 range")


@dataclass(frozen=True)
class StackFrame:
    """One frame of the Python (or other) call stack that made an op."""
    file_name: str
    function_name: str
    line: int
    column: int = 0
    end_line: int = 0     # 0: the frame is a point, not a range (jax records ranges)
    end_column: int = 0

    def __post_init__(self):
        for name in ("line", "column", "end_line", "end_column"):
            _check_position("StackFrame", name, getattr(self, name))


@dataclass(frozen=True)
class OpMetadata:
    """XLA's OpMetadata (xla_data.proto), with the stack resolved: `stack_frames` is
    innermost first, as in a jax traceback (XLA keeps them in the module's StackFrames
    table and an op points at its innermost frame with stack_frame_id)."""
    op_type: str = ""
    op_name: str = ""
    source_file: str = ""
    source_line: int = 0
    stack_frames: tuple[StackFrame, ...] = ()
    # context -> its location (see `location`): a dump repeats one metadata on many ops
    _locations: dict = field(default_factory=dict, init=False, repr=False, compare=False, hash=False)

    def __post_init__(self):
        for name in ("op_type", "op_name", "source_file"):
            if not isinstance(getattr(self, name), str):
                raise TypeError(f"OpMetadata.{name} must be a str, got {getattr(self, name)!r}")
        _check_position("OpMetadata", "source_line", self.source_line)
        frames = tuple(self.stack_frames)
        if not all(isinstance(f, StackFrame) for f in frames):
            raise TypeError("OpMetadata.stack_frames must hold StackFrame records (innermost first)")
        object.__setattr__(self, "stack_frames", frames)


def _frames_location(frames: tuple[StackFrame, ...], ctx) -> ir.Location:
    """CallSiteLoc(innermost, CallSiteLoc(its caller, ...)), each frame a NameLoc(function,
    FileLineColLoc): what XLA's importer builds from the StackFrames table."""
    locs = [ir.Location.name(f.function_name, _file_location(f, ctx), ctx) for f in frames]
    return locs[0] if len(locs) == 1 else ir.Location.callsite(locs[0], locs[1:], ctx)


def _file_location(f: StackFrame, ctx) -> ir.Location:
    """"file":line:col, or the range "file":line:col to [line:]col when the frame has an end
    (as jax writes them; XLA's exporter prints it back as end_line/end_column)."""
    line, column, end_line, end_column = (max(v, 0) for v in (f.line, f.column, f.end_line, f.end_column))
    if not end_line and not end_column:
        return ir.Location.file(f.file_name, line, column, ctx)
    if end_line in (0, line):
        return _line_range(f.file_name, line, column, end_column, ctx)
    return ir.Location.file(f.file_name, line, column, end_line, end_column, ctx)


_LINE_RANGES: dict = {}   # (context, file, line, column, end column) -> location


def _line_range(file_name: str, line: int, column: int, end_column: int, ctx) -> ir.Location:
    """"file":line:column to :end_column as MLIR's parser makes it. Location.file makes a
    location of another kind that prints the same, so a module printed and read back held
    two locations where it had one, and printed them apart (different #loc aliases)."""
    key = (ctx, file_name, line, column, end_column)
    loc = _LINE_RANGES.get(key)
    if loc is None:
        text = f"module {{}} loc({_mlir_string(file_name)}:{line}:{column} to :{end_column})"
        loc = _LINE_RANGES[key] = ir.Operation.parse(text, context=ctx).location
    return loc


def _mlir_string(s: str) -> str:
    """`s` as an MLIR string literal (bytes other than printable ASCII as \\XX escapes)."""
    return '"' + "".join(chr(b) if 0x20 <= b < 0x7F and b not in (0x22, 0x5C) else f"\\{b:02X}"
                         for b in s.encode("utf-8")) + '"'


def location(metadata: OpMetadata | None, name: str = "", ctx=None) -> ir.Location:
    """The MLIR location of an op with `metadata`; `name` (an HLO instruction name) is the
    location when there is no op_name, as in XLA's importer."""
    ctx = ctx or ir.Context.current
    if metadata is not None and not metadata.op_name and metadata.source_file:
        # (our HLO writer's form of a plain "f.py":12:3 location; XLA's importer drops it)
        file = ir.Location.file(metadata.source_file, max(metadata.source_line, 0), 0, ctx)
        return ir.Location.name(name, childLoc=file, context=ctx) if name else file
    if metadata is None or not metadata.op_name:
        return ir.Location.name(name, context=ctx) if name else ir.Location.unknown(ctx)
    loc = metadata._locations.get(ctx)
    if loc is None:
        loc = metadata._locations[ctx] = _metadata_location(metadata, ctx)
    return loc


def _metadata_location(metadata: OpMetadata, ctx) -> ir.Location:
    if metadata.stack_frames:
        return _named(metadata, _frames_location(metadata.stack_frames, ctx), ctx)
    if metadata.source_file:
        return ir.Location.fused([_named(metadata, None, ctx),
                                  ir.Location.file(metadata.source_file, max(metadata.source_line, 0), 0, ctx)],
                                 context=ctx)
    return _named(metadata, None, ctx)


def _named(metadata: OpMetadata, child, ctx) -> ir.Location:
    """NameLoc(op_name, child), with NameLoc("op_type:", child) between where there is an
    op_type: the form XLA's exporter reads op_type back from (location_exporter.cc,
    GetOpTypeFromLoc: a name ending in ':'); its op_name and frames read as before."""
    if metadata.op_type:
        child = ir.Location.name(metadata.op_type + ":", child, ctx)
    return ir.Location.name(metadata.op_name, child, ctx)


__all__ = ["OpMetadata", "StackFrame", "location"]
