"""MLIR-side reading and writing: text (pretty/generic), bytecode, VHLO text.

Every parse happens in the shared context (`bridge.context.get_context()`), and every
MLIR failure leaves here as a `ProgramError` with one line naming the problem.
"""
from __future__ import annotations

import contextlib
import functools
import io
import re

from jaxlib.mlir import ir, passmanager

from bridge.context import get_context, register_passes
from bridge.errors import ProgramError
from bridge.files import BYTECODE_MAGIC
from bridge.mlir_module import copy_module, readable


def one_line(text: str, limit: int = 300) -> str:
    line = " ".join(str(text).split())
    return line if len(line) <= limit else line[: limit - 3] + "..."


def _diag_text(diag) -> str:
    loc = str(diag.location)
    m = re.match(r'loc\("(?:-|[^"]*)":(\d+):(\d+)\)', loc)
    where = f"line {m.group(1)}:{m.group(2)}: " if m and m.group(1) != "0" else ""
    return f"{where}{diag.message}"


def mlir_error_message(err: ir.MLIRError) -> str:
    try:
        diags = list(getattr(err, "error_diagnostics", []) or [])
        if diags:
            return one_line(_diag_text(diags[0]))
    except Exception:  # an undecodable message (corrupt input)
        pass
    lines = [l for l in str(err).splitlines() if l.strip()]
    return one_line(lines[-1] if lines else str(err))


@contextlib.contextmanager
def capture_diagnostics(ctx: ir.Context | None = None):
    """Collect (and silence) error diagnostics emitted in `ctx` while the block runs."""
    ctx = ctx or get_context()
    messages: list[str] = []

    def handler(diag) -> bool:
        try:
            if diag.severity == ir.DiagnosticSeverity.ERROR:
                messages.append(one_line(diag.message))
        except Exception:  # e.g. a message that is not UTF-8 (corrupt input)
            messages.append("(undecodable diagnostic: corrupt input?)")
        return True

    h = ctx.attach_diagnostic_handler(handler)
    try:
        yield messages
    finally:
        h.detach()


def parse_text(text: str, what: str = "MLIR text") -> ir.Module:
    from bridge.mlir_module import parse_mlir_text
    try:
        return parse_mlir_text(text)
    except ir.MLIRError as e:
        raise ProgramError(f"cannot parse {what}: {mlir_error_message(e)}") from None


def parse_bytecode(data: bytes, what: str = "MLIR bytecode") -> ir.Module:
    if not bytes(data[:4]) == BYTECODE_MAGIC:
        raise ProgramError(f"cannot read {what}: input does not start with the 'ML\\xefR' magic number")
    from bridge.formats import sandbox
    sandbox.check(bytes(data), "bytecode")  # the native reader may crash on corrupt bytes
    if b"quant" in data:   # (a dialect's name is in the bytecode's string table)
        from bridge.mlir_module import load_quant_dialect
        load_quant_dialect(get_context())
    try:
        return ir.Module.parse(data, context=get_context())
    except ir.MLIRError as e:
        older = _older_producer(bytes(data))
        if older:
            raise ProgramError(f"cannot read {what} written by {older}: {mlir_error_message(e)}") from None
        raise ProgramError(f"cannot read {what} (corrupt or truncated?): {mlir_error_message(e)}") from None


def _older_producer(data: bytes) -> str | None:
    """Why bytecode of another MLIR may not read, or None. Plain MLIR bytecode (what
    `lowered.compiler_ir('stablehlo')` serializes to) has no compatibility guarantee: jax
    0.4.30 (MLIR19) and 0.4.38 (MLIR20) wrote func.func without the properties MLIR21 added,
    and this MLIR stops at them ("expected mlir::UnitAttr"); portable artifacts are the
    stable form."""
    from .detect import bytecode_header
    try:
        version, producer = bytecode_header(data)
    except ProgramError:
        return None
    ours = _our_producer()
    if not producer.startswith("MLIR") or producer == ours:
        return None
    return (f"another MLIR ({producer!r}, bytecode version {version}; this jaxlib's is {ours!r}): plain MLIR "
            "bytecode is not stable across MLIR versions; have the jax that wrote it write text "
            "(lowered.as_text()) or a jax.export blob (jax.export.export(jax.jit(f))(*args).serialize(): "
            "a portable artifact inside), which hlobridge reads")


@functools.cache
def _our_producer() -> str:
    from .detect import bytecode_header
    ctx = get_context()
    with ctx, ir.Location.unknown(ctx):
        out = io.BytesIO()
        ir.Module.create().operation.write_bytecode(out)
    return bytecode_header(out.getvalue())[1]


def has_locations(module: ir.Module) -> bool:
    """Whether any op of `module` has a location of its own: not loc(unknown), and not the
    "-":line:col that MLIR's text parser gives ops written without one (positions in the
    input, not the program's source). The walk stops at the first: in a module read from
    HLO or from jax's text with debug info that is one of the first ops."""
    ctx = module.context
    unknown = ir.Location.unknown(ctx)
    file_loc = ir.Location.file("-", 0, 0, ctx).typeid
    found = []

    def visit(op):
        loc = op.location
        if loc != unknown and not (loc.typeid == file_loc and str(loc).startswith('loc("-":')):
            found.append(op)
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE
    module.operation.walk(visit, ir.WalkOrder.PRE_ORDER)
    return bool(found)


def print_pretty(module: ir.Module, locations: bool | None = None) -> str:
    """MLIR text. `locations` None: printed when the module has any (see `has_locations`), so
    a jax program's or an HLO dump's source lines survive a trip through text; a builder
    program without metadata prints as before, without a `loc(unknown)` on every line."""
    if locations is None:
        locations = has_locations(module)
    return readable(module.operation.get_asm(enable_debug_info=locations))


def print_generic(module: ir.Module, locations: bool | None = None) -> str:
    if locations is None:
        locations = has_locations(module)
    return module.operation.get_asm(print_generic_op_form=True, enable_debug_info=locations)


def write_bytecode(module: ir.Module, version: int | None = None) -> bytes:
    buf = io.BytesIO()
    with capture_diagnostics() as diags:
        try:
            if version is None:
                module.operation.write_bytecode(buf)
            else:
                module.operation.write_bytecode(buf, desired_version=version)
        except (ValueError, RuntimeError) as e:
            detail = diags[0] if diags else str(e)
            raise ProgramError(f"cannot write bytecode: {one_line(detail)}") from None
    from bridge.formats import sandbox
    return sandbox.trust(buf.getvalue())


def clone(module: ir.Module) -> ir.Module:
    """A copy of `module` in the shared context, locations and all (not through bytecode,
    which drops some: bridge.mlir_module.exact_text)."""
    return copy_module(module, get_context())


def run_pipeline(module: ir.Module, pipeline: str, what: str) -> None:
    register_passes()
    ctx = get_context()
    with ctx, capture_diagnostics(ctx) as diags:
        try:
            pm = passmanager.PassManager.parse(f"builtin.module({pipeline})")
            pm.run(module.operation)
        except (ir.MLIRError, ValueError, RuntimeError) as e:
            detail = diags[0] if diags else (
                mlir_error_message(e) if isinstance(e, ir.MLIRError) else str(e))
            raise ProgramError(f"{what} failed: {one_line(detail)}") from None


_PORTABLE = {"builtin", "func", "stablehlo", "vhlo"}


def portable(module: ir.Module, what: str = "a portable artifact", also=frozenset()) -> ir.Module:
    """`module` (or a copy) holding only what VHLO can express, and the dialects `also`
    (written as they are): CHLO ops are decomposed into StableHLO first, as jax.export
    does; other dialects are named in a ProgramError."""
    dialects = dialects_used(module)
    if "chlo" in dialects:
        module = clone(module)
        run_pipeline(module, "func.func(chlo-legalize-to-stablehlo)", "decomposing CHLO ops")
        dialects = dialects_used(module)
    other = sorted(dialects - _PORTABLE - set(also))
    if other:
        names = sorted({n for n in op_names(module) if n.split(".", 1)[0] in other})
        hint = ("; a portable artifact (--to artifact) carries Shardy's sdy ops next to its VHLO, as "
                "jax.export writes them" if other == ["sdy"] else "")
        raise ProgramError(f"cannot write {what}: it holds only StableHLO, and the module has "
                           f"{', '.join(names[:3])}{' ...' if len(names) > 3 else ''}{hint}")
    return module


def vhlo_to_stablehlo(module: ir.Module) -> ir.Module:
    """Legalize a VHLO module (in place) to StableHLO and return it."""
    from jaxlib.mlir.dialects import stablehlo
    current = stablehlo.get_current_version()
    run_pipeline(module, f"vhlo-to-version{{target={current}}},vhlo-legalize-to-stablehlo",
                 "legalizing VHLO to StableHLO")
    return module


def iter_ops(module: ir.Module):
    """Every operation nested in `module` (the module op itself excluded), pre-order."""
    def walk_region_ops(op):
        for region in op.regions:
            for block in region.blocks:
                for inner in block.operations:
                    yield inner
                    yield from walk_region_ops(inner)
    yield from walk_region_ops(module.operation)


def op_names(module: ir.Module) -> list[str]:
    return [op.operation.name for op in iter_ops(module)]


def dialects_used(module: ir.Module) -> set[str]:
    return {name.split(".", 1)[0] for name in op_names(module)}


def op_counts_by_dialect(module: ir.Module) -> dict[str, int]:
    counts: dict[str, int] = {}
    for name in op_names(module):
        d = name.split(".", 1)[0]
        counts[d] = counts.get(d, 0) + 1
    return dict(sorted(counts.items()))


def functions(module: ir.Module) -> list[dict]:
    out = []
    for op in module.body.operations:
        op = op.operation
        if op.name not in ("func.func", "vhlo.func_v1"):
            continue
        attrs = op.attributes
        name = ir.StringAttr(attrs["sym_name"]).value if "sym_name" in attrs else "?"
        vis = "public"
        if "sym_visibility" in attrs:
            try:
                vis = ir.StringAttr(attrs["sym_visibility"]).value or "public"
            except ValueError:
                vis = str(attrs["sym_visibility"])
        ftype = attrs["function_type"]
        try:
            sig = str(ir.TypeAttr(ftype).value)
        except ValueError:
            sig = str(ftype)
        out.append({"name": name, "visibility": vis, "type": sig})
    return out
