"""Small helpers on MLIR modules that every layer uses: parsing user text safely, finding
an op's module, listing xla ops, copying a module. (Below the readers, passes and engines.)"""
from __future__ import annotations

import re

from jaxlib.mlir import ir

from . import mlir_attrs
from .context import get_context
from .errors import HloBridgeError, ProgramError


# Text that makes jaxlib 0.10.2's parser/verifier kill the process (found by testing);
# checked before parsing so that a user's file gives an error instead.
_CRASHERS = [
    (re.compile(r"all_to_all[^\n]*replica_groups\s*=\s*dense<[^>]*>\s*:\s*tensor<0x"),
     "stablehlo.all_to_all needs non-empty replica_groups (jaxlib's verifier dies with SIGFPE on empty ones)"),
]


# A convolution's dimension numbers, `[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]`: StableHLO's
# parser allocates per spatial dimension up to the largest number written (10^9: 8 GB and 30 s
# in the caller's process, then an error listing a billion numbers).
_CONV_DIMS = re.compile(r"\[[\w, ]*\]x\[[\w, ]*\]->\[[\w, ]*\]")
_MAX_SPATIAL = 1 << 16


def check_known_crashes(text: str) -> None:
    """ProgramError for MLIR text that is known to abort jaxlib's parser (see _CRASHERS) or
    to make it allocate without bound (_CONV_DIMS)."""
    for pattern, why in _CRASHERS:
        if pattern.search(text):
            raise ProgramError(f"cannot parse MLIR text: {why}")
    if "]->[" in text:
        for m in _CONV_DIMS.finditer(text):
            big = [n for n in re.findall(r"0x[0-9a-fA-F]+|\d+", m.group())
                   if int(n, 16 if n[:2] == "0x" else 10) > _MAX_SPATIAL]
            if big:
                line = text.count("\n", 0, m.start()) + 1
                raise ProgramError(f"cannot parse MLIR text: line {line}: convolution dimension numbers "
                                   f"{m.group()[:80]} name spatial dimension {big[0]} (more than {_MAX_SPATIAL})")


# StableHLO's printer writes a dynamic_slice with no start indices (of a rank-0 operand) as
# `%x, , sizes = []`, which its own parser refuses (jaxlib 0.10.2; jax's lowered text of
# lax.dynamic_slice(x, [], []) has it); `%x, sizes = []` is what the parser reads.
_EMPTY_START_INDICES = re.compile(r"(stablehlo\.dynamic_slice %[\w#.$-]+), , sizes = \[\]")


def readable(text: str) -> str:
    """Printed MLIR text with the printer's known unreadable forms written as the parser reads
    them (see _EMPTY_START_INDICES)."""
    return _EMPTY_START_INDICES.sub(r"\1, sizes = []", text) if ", , sizes = []" in text else text


# A string literal, and the escapes in one that make bytes UTF-8 may refuse (\80-\FF).
_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_HIGH_ESCAPE = re.compile(r"\\[89A-Fa-f][0-9A-Fa-f]")
_ESCAPE = re.compile(rb"\\([0-9A-Fa-f]{2}|.)", re.DOTALL)
_SIMPLE_ESCAPES = {b"n": b"\n", b"t": b"\t", b'"': b'"', b"\\": b"\\"}


def _unescape(literal: str) -> bytes:
    def one(m):
        e = m.group(1)
        return bytes([int(e, 16)]) if len(e) == 2 else _SIMPLE_ESCAPES.get(e, e)
    return _ESCAPE.sub(one, literal[1:-1].encode("utf-8"))


def check_strings_utf8(text: str, what: str = "MLIR text", lines: bool = True) -> None:
    """ProgramError for a string literal whose escapes (`"a\\FF"`) spell bytes that are not
    UTF-8. jaxlib's bindings kill the process (std::terminate) on such a string in an op's
    or attribute's name, a location or an error message, and raise RuntimeError on a string
    attribute's value. Only a custom call's `backend_config`, which may be opaque bytes, keeps
    them, in any of its forms: a string (jax's Triton calls of 2024: zlib data), or a
    dictionary's values (Mosaic GPU and Triton calls: the kernel's bytecode), as VHLO too.
    `lines`: name the line (text the user wrote)."""
    if not _HIGH_ESCAPE.search(text):   # (the common case: one scan, nothing to decode)
        return
    for m in _STRING.finditer(text):
        if not _HIGH_ESCAPE.search(m.group()):
            continue
        opened = text.rfind("backend_config = ", 0, m.start())   # (the value this string is in?)
        if opened >= 0 and m.start() < _value_end(text, opened + 17) \
                and not text.startswith((" =", "> ="), m.end()):   # (a dictionary's key is a name)
            continue
        try:
            _unescape(m.group()).decode("utf-8")
        except UnicodeDecodeError:
            line = text.count("\n", 0, m.start()) + 1
            where = f"cannot parse {what}: line {line}" if lines else f"cannot read {what}"
            raise ProgramError(f"{where}: string {m.group()[:60]} is not UTF-8 "
                               "(only a custom call's backend_config may hold such bytes)") from None


_OPENERS, _CLOSERS = "{[<(", "}]>)"


def _value_end(text: str, i: int) -> int:
    """The index after the attribute value starting at text[i]: a string, or brackets
    (`{..}`, `#vhlo.dict_v1<{..}>` ...) balanced up to the `,` or closer that ends it
    (strings skipped: a value may hold brackets)."""
    depth = 0
    while i < len(text):
        c = text[i]
        if c == '"':
            m = _STRING.match(text, i)
            i = m.end() if m else i + 1
            if depth == 0:
                return i
            continue
        if c in _OPENERS:
            depth += 1
        elif c in _CLOSERS or (c == "," and depth == 0):
            if depth == 0:
                return i
            depth -= 1
        i += 1
    return len(text)


def parse_mlir_text(text: str, ctx: ir.Context | None = None) -> ir.Module:
    """ir.Module.parse for text from outside, after check_known_crashes and
    check_strings_utf8: the one way user text reaches jaxlib's parser. Raises ProgramError
    (known crasher) or ir.MLIRError."""
    check_known_crashes(text)
    check_strings_utf8(text)
    if "!quant." in text:
        load_quant_dialect(ctx or get_context())
    text, upgraded = readable(text), set()
    while True:
        try:
            return ir.Module.parse(text, context=ctx or get_context())
        except ir.MLIRError as e:
            if "pretty" not in upgraded and has_pretty_locations(text):
                upgraded.add("pretty")
                text = _pretty_locations_read(text)
                continue
            m = _OLD_ARRAY_ERROR.search(str(e))
            if not m or m.group(1) in upgraded:
                raise
            upgraded.add(m.group(1))
            text = _old_arrays_upgraded(text, m.group(1))


# Locations printed in MLIR's "pretty" form (OpPrintingFlags::enableDebugInfo(pretty=true)),
# which its parser cannot read: `[unknown]` and `"name"` with no `loc(...)` around them, after
# an op, a block argument or in a `#locN = ` alias. PyTorch/XLA's get_stablehlo_text() (and
# torch_xla.stablehlo's export_node_metadata=True, XLA_HLO_DEBUG=1) prints so. Only these two
# forms are rewritten (a pretty file:line:col or call site is not quoted: left to the error).
_PRETTY_LOC_SEEN = re.compile(r'^#loc\d* = (?:\[unknown\]|")|(?<=[\w>)}\]]) \[unknown\]$', re.M)
_QUOTED = r'"(?:[^"\\\n]|\\.)*"'
_PRETTY_LOC = re.compile(rf'(?<=[\w>)}}\]]) (\[unknown\]|{_QUOTED})(?=[,)]|$)', re.M)
_PRETTY_ALIAS = re.compile(rf"^(#loc\d* = )(\[unknown\]|{_QUOTED})$", re.M)


def quant_loaded(ctx: ir.Context) -> bool:
    """Whether MLIR's quant dialect is loaded in `ctx` (without it, no module there holds a
    quantized type)."""
    return ctx.is_registered_operation("quant.qcast")


def load_quant_dialect(ctx: ir.Context) -> None:
    """Load MLIR's quant dialect into `ctx`: the context registers it (jaxlib has no Python
    module for it) only once a VHLO legalization ran, so `!quant.uniform` types (PyTorch/XLA's
    quantize/dequantize: stablehlo.uniform_quantize) read as opaque types before and the ops
    failed to verify, in a fresh process only. The legalization of an empty module loads it."""
    if quant_loaded(ctx):
        return
    from jaxlib.mlir import passmanager
    from .context import register_passes
    register_passes()
    with ctx:
        passmanager.PassManager.parse("builtin.module(vhlo-legalize-to-stablehlo)").run(
            ir.Module.parse("module {}").operation)


def has_pretty_locations(text: str) -> bool:
    # (each form _PRETTY_LOC_SEEN finds holds one of these: the regex is ~70 ms on 2 MB of text
    # without locations, where every conversion of such text asks)
    if "[unknown]" not in text and "#loc" not in text:
        return False
    return bool(_PRETTY_LOC_SEEN.search(text))


def _pretty_locations_read(text: str) -> str:
    def loc(m):
        inner = "unknown" if m.group(m.lastindex) == "[unknown]" else m.group(m.lastindex)
        return f"{m.group(1)}loc({inner})" if m.lastindex == 2 else f" loc({inner})"
    return _PRETTY_LOC.sub(loc, _PRETTY_ALIAS.sub(loc, text))


# StableHLO before 1.0 wrote its index-list attributes (permutation, dimensions, slice_sizes,
# broadcast_dimensions, window_strides, ...) as `dense<[1, 0]> : tensor<2xi64>`; today's
# parser wants `array<i64: 1, 0>` (IREE's e2e tests and older tools' text still have the
# old form). The parser names the attribute it refused: that one is rewritten, and parsed again.
_OLD_ARRAY_ERROR = re.compile(r"attribute '(\w+)' failed to satisfy constraint: (?:i64|i1|bool) dense array attribute")


def _old_arrays_upgraded(text: str, name: str) -> str:
    def upgrade(m):
        value, n, et = m.group(2).strip(), int(m.group(3)), m.group(4)
        items = [v.strip() for v in value.strip("[]").split(",") if v.strip()] if value.startswith("[") else [value] * n
        return f"{m.group(1)}array<{et}{': ' + ', '.join(items) if items else ''}>"
    return re.sub(rf"(\b{name}\s*=\s*)dense<([^<>]*)>\s*:\s*tensor<(\d+)x(i64|i1)>", upgrade, text)


def name_source(module: ir.Module, filename: str) -> None:
    """The locations MLIR's parser gave (`"-":line:col`: the bindings cannot tell it the file's
    name) renamed to `filename`, so reports and localizations name the user's file."""
    ctx = module.context

    def visit(op):
        loc = op.location
        if getattr(loc, "filename", None) == "-":   # (name, call-site and unknown locations have none)
            op.location = ir.Location.file(filename, loc.start_line, loc.start_col, context=ctx)
        return ir.WalkResult.ADVANCE
    module.operation.walk(visit)


def module_of(op) -> ir.Operation | None:
    """The builtin.module holding op (op itself when it is one)."""
    op = op.operation
    while op is not None and op.name != "builtin.module":
        op = op.parent
    return op


def function_of(op) -> ir.Operation | None:
    """The func.func holding op (None outside one)."""
    op = op.operation.parent
    while op is not None and op.name != "func.func":
        op = op.parent
    return op


def ops_where(root: ir.Operation, predicate, first_only: bool = False) -> list[ir.Operation]:
    """The operations under `root` (itself included) for which predicate(op) holds, in walk
    order; only the first when first_only (the walk stops there)."""
    found = []

    def visit(op):
        if predicate(op):
            found.append(op)
            if first_only:
                return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE
    root.walk(visit)
    return found


def xla_op_names(module_op: ir.Operation, first_only: bool = False) -> list[str]:
    """Names of the xla.* ops under module_op (only the first when first_only)."""
    return [op.name for op in ops_where(module_op, lambda op: op.name.startswith("xla."), first_only)]


def exact_text(module: ir.Module) -> bytes:
    """`module` as text that another context or process reads back as the same module: the
    generic form, with locations. Bytecode (jaxlib 0.10.2) reads `"f.py":15:0 to :31` back as
    `"f.py":15:0`, and the pretty form leaves out a reducer's argument locations."""
    return module.operation.get_asm(enable_debug_info=True, print_generic_op_form=True, binary=True)


def copy_module(module: ir.Module, ctx: ir.Context) -> ir.Module:
    """A deep copy in `ctx` (cloning the top-level ops is ~20x faster than a bytecode round
    trip; from another context, through exact_text)."""
    if module.context is not ctx:
        return ir.Module.parse(exact_text(module), context=ctx)
    with ctx:
        new = ir.Module.create(module.operation.location)
        attrs = module.operation.attributes
        for name in attrs:   # e.g. the module's sym_name, mhlo.num_replicas
            new.operation.attributes[name] = attrs[name]
        ip = ir.InsertionPoint(new.body)
        for op in module.body.operations:
            op.clone(ip=ip)
    return new


def functions(module: ir.Module) -> dict[str, ir.Operation]:
    """The module's func.func ops by name, in module order."""
    out = {}
    for op in module.body.operations:
        op = op.operation
        if op.name == "func.func":
            out[ir.StringAttr(op.attributes["sym_name"]).value] = op
    return out


def _public(op) -> bool:
    return "sym_visibility" not in op.attributes or ir.StringAttr(op.attributes["sym_visibility"]).value == "public"


def entry_name(funcs: dict[str, ir.Operation], strict: bool = True) -> str:
    """The entry function: `main`, else the only public function (StableHLO's interpreter
    tests name theirs). Not strict (a viewer): the first public function, else the first."""
    if "main" in funcs:
        return "main"
    public = [n for n, op in funcs.items() if _public(op)]
    if len(public) == 1 or (public and not strict):
        return public[0]
    if not strict:
        return next(iter(funcs), "")
    raise ProgramError(f"cannot choose the entry function among {sorted(funcs) or 'none'} (name one @main)")


def entry_function(module: ir.Module) -> ir.Operation:
    funcs = functions(module)
    return funcs[entry_name(funcs)]


def captured_values(op: ir.Operation) -> list:
    """The values ops inside `op`'s regions use that are defined outside `op` (StableHLO's
    `case`/`if`/`while` branches see their enclosing scope: jax's conds read their operands
    so), each once, in order of first use."""
    inside, found = set(), []

    def visit(o):
        for r in o.regions:
            for b in r.blocks:
                inside.update(b.arguments)
                for inner in b.operations:
                    inner = inner.operation
                    for v in inner.operands:
                        if v not in inside and v not in found:
                            found.append(v)
                    inside.update(inner.results)
                    visit(inner)
    visit(op)
    return found


def _point_inside(new: ir.Operation, replace: dict) -> None:
    """Uses of `replace`'s keys inside `new`'s regions become its values (a clone's captures)."""
    def visit(o):
        for r in o.regions:
            for b in r.blocks:
                for inner in b.operations:
                    inner = inner.operation
                    for i, v in enumerate(inner.operands):
                        if v in replace:
                            inner.operands[i] = replace[v]
                    visit(inner)
    if replace:
        visit(new)


def one_op_module(op: ir.Operation, name: str | None = None, captured: list | None = None) -> ir.Module:
    """`func.func @main(op's operand types, then its captured values') -> op's result types`
    holding only `op`, on the function's arguments: a clone of `op` (regions and location
    included), or with `name` an op of that name carrying `op`'s attributes (no regions,
    unknown location). `captured`: captured_values(op), when the caller has it already."""
    from jaxlib.mlir.dialects import func
    ctx = op.context
    if name is not None:
        captured = []
    elif captured is None:
        captured = captured_values(op)
    with ctx, (op.location if name is None else ir.Location.unknown(ctx)):
        module = ir.Module.create()
        with ir.InsertionPoint(module.body):
            ftype = ir.FunctionType.get([v.type for v in [*op.operands, *captured]], [r.type for r in op.results])
            f = func.FuncOp("main", ftype)
            block = f.add_entry_block()
            with ir.InsertionPoint(block):
                if name is None:
                    new = op.clone()
                    n = len(op.operands)
                    for i, arg in enumerate(block.arguments[:n]):
                        new.operands[i] = arg
                    _point_inside(new, dict(zip(captured, block.arguments[n:])))
                else:
                    attributes = dict(mlir_attrs.items(op.attributes))
                    if any(a is None for a in attributes.values()):   # (a complex constant_like; `in` would compare)
                        raise HloBridgeError(f"{op.name}: an attribute the MLIR bindings cannot read")
                    new = ir.Operation.create(name, results=[r.type for r in op.results],
                                              operands=list(block.arguments), attributes=attributes)
                func.ReturnOp(list(new.results))
        if name is None:
            _copy_callees([op], module)
    return module


def subgraph_module(ops: list, outputs: list) -> tuple[ir.Module, list]:
    """`func.func @main(...) -> <outputs' types>` holding clones of `ops` (ops of one block, in
    its order, regions and locations included) and returning `outputs` (results of `ops`); the
    values `ops` use (their regions too) that none of them defines become the parameters.
    Returns the module and those values, in parameter order."""
    from jaxlib.mlir.dialects import func
    made = {r for op in ops for r in op.results}
    captured = {op: captured_values(op) if op.regions else [] for op in ops}
    inputs: list = []
    for op in ops:
        for v in [*op.operands, *captured[op]]:
            if v not in made and v not in inputs:
                inputs.append(v)
    ctx = ops[-1].context
    with ctx, ops[-1].location:
        module = ir.Module.create()
        with ir.InsertionPoint(module.body):
            f = func.FuncOp("main", ir.FunctionType.get([v.type for v in inputs], [v.type for v in outputs]))
            block = f.add_entry_block()
            new_value = dict(zip(inputs, block.arguments))
            with ir.InsertionPoint(block):
                for op in ops:
                    new = op.clone()
                    for i, v in enumerate(op.operands):
                        new.operands[i] = new_value[v]
                    _point_inside(new, {v: new_value[v] for v in captured[op]})
                    new_value.update(zip(op.results, new.results))
                func.ReturnOp([new_value[v] for v in outputs])
        _copy_callees(ops, module)
    return module, inputs


def _copy_callees(ops: list, module: ir.Module) -> None:
    """The functions `ops` (their regions included) call, and those they call, copied from the
    module around them into `module`, private (jax's loop bodies call `closed_call`)."""
    source = ops[0]
    while source is not None and source.name != "builtin.module":
        source = source.parent
    if source is None:
        return
    funcs = {ir.StringAttr(f.attributes["sym_name"]).value: f.operation
             for f in source.regions[0].blocks[0].operations if f.operation.name == "func.func"}
    wanted, seen = [name for op in ops for name in referenced_symbols(op)], set()
    while wanted:
        name = wanted.pop()
        if name in seen or name == "main" or name not in funcs:
            continue
        seen.add(name)
        copy = funcs[name].clone(ip=ir.InsertionPoint(module.body))
        copy.attributes["sym_visibility"] = ir.StringAttr.get("private")
        wanted += referenced_symbols(funcs[name])


_SYMBOL = re.compile(r'@("(?:[^"\\]|\\.)*"|[\w.$\-]+)')


def referenced_symbols(root: ir.Operation) -> set[str]:
    """Names of every symbol an attribute of `root` or of an op inside it refers to (its own
    sym_name aside)."""
    used: set[str] = set()

    def visit(op):
        for key, a in mlir_attrs.items(op.attributes):   # (a complex constant: None, no symbol in it)
            if key == "sym_name" or a is None:
                continue
            if isinstance(a, ir.FlatSymbolRefAttr):
                used.add(a.value)
            elif not isinstance(a, ir.StringAttr) and "@" in str(a):
                used.update(m.strip('"') for m in _SYMBOL.findall(str(a)))
        return ir.WalkResult.ADVANCE
    root.walk(visit)
    return used
