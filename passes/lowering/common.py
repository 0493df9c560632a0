"""Helpers shared by the lowering patterns: reading an xla op and emitting StableHLO ops."""
from __future__ import annotations

import contextvars
import functools

from jaxlib.mlir import ir

from bridge._jax_private import mlir_rewrite
from bridge.mlir_types import from_mlir_type
from bridge.mlir_module import module_of
from bridge.shape import Shape

rewrite = mlir_rewrite()   # a private jaxlib module: see bridge/_jax_private.py
LOWERINGS: dict[str, callable] = {}   # builder op name or family -> lower(op, rewriter, d)


class LoweringRun:
    """What one legalize-xla-to-stablehlo run learns on the way. Held in a context variable
    (set by legalize_xla for the run's duration), so nested runs (a pass running a pipeline)
    and runs in other threads each see their own."""
    __slots__ = ("inlined", "symbol_tables", "plans")

    def __init__(self):
        # computations inlined into regions: their bodies hold xla ops the walk has not
        # visited, so the driver walks again only when this grew
        self.inlined = 0
        # the symbol table of each module inlined from: built once per run, not once per
        # inlined computation (quadratic in big programs)
        self.symbol_tables: dict = {}
        # (result type, broadcast_dimensions, operand types) -> per operand: None or (type, attrs)
        self.plans: dict = {}


CURRENT_RUN: contextvars.ContextVar = contextvars.ContextVar("legalize-xla-to-stablehlo run")


def lowering(*names, keeps_provenance: bool = False):
    """Register a lowering for op names (or a family name shared by a table of ops).
    Every registered lowering keeps provenance (see `keeping_provenance`); one registered
    with `keeps_provenance=True` does it itself (the hot element-wise patterns: the wrapper's
    `with op.location` and attribute scan are binding calls on every op)."""
    def register(fn):
        wrapped = fn if keeps_provenance else keeping_provenance(fn)
        for n in names:
            LOWERINGS[n] = wrapped
        return fn
    return register


def copy_discardable(op, new, attributes=None) -> None:
    """keeping_provenance's attribute half, for a lowering that makes its one main op `new`
    with op's location itself: copy op's dialect-prefixed attributes (`attributes`: op's,
    already read). Callers skip it when op has no more attributes than its own."""
    attrs = op.attributes if attributes is None else attributes
    target = new.attributes
    for name in [name for name in attrs if "." in name]:
        target[name] = attrs[name]


def renamed(op, rewriter, d, own: tuple[str, ...] = (), operands=None):
    """The StableHLO op of the same operands and result with op's attributes `own` (the same
    attribute objects in both dialects), made with op's location and its discardable
    attributes: keeping_provenance without its frame and `with` (a dump has thousands)."""
    attributes = op.attributes
    mine = {name: attributes[name] for name in own if name in attributes} if own and len(attributes) else None
    # (operands as a list: the binding keeps no reference to the values an operand range
    # makes, and a range passed directly crashed the process now and then)
    new = ir.Operation.create(d.lowers_to, [op.result.type], list(op.operands) if operands is None else operands,
                              mine, None, 0, op.location, rewriter.ip)
    if len(attributes) > (len(mine) if mine else 0):
        copy_discardable(op, new, attributes)
    return new


def keeping_provenance(fn):
    """`fn` whose new ops carry the location of the xla op they replace (metadata from
    HLO, jax's source lines) and whose main new op keeps the xla op's discardable
    attributes (dialect-prefixed: mhlo.sharding, mhlo.frontend_attributes ...)."""
    def lower(op, rewriter, d):
        with op.location:
            new = fn(op, rewriter, d)
        attrs = op.attributes
        extra = [name for name in attrs if "." in name]
        if extra:
            target = main_op(new, op.operands)
            for name in extra:
                target.attributes[name] = attrs[name]
        return new
    lower.__name__ = lower.__qualname__ = fn.__name__
    return lower


_WRAPPERS = ("stablehlo.tuple", "stablehlo.get_tuple_element")


def main_op(new, given=()):
    """The op a lowering's answer is about: the op itself, or the owner of the values it
    returns, looking through the tuple/get_tuple_element wrappers that re-tuple the
    results of one op (a tuple of several ops' values is the answer itself). Never an op
    that made one of `given` (the lowered op's operands): a lowered get_tuple_element of
    tuple(sine) is its own answer, its sharding not the sine's (HLO's tuple + GTE root)."""
    op = new.operation if isinstance(new, ir.Operation | ir.OpView) else list(new)[0].owner.operation
    before = None
    while op.name in _WRAPPERS and len(op.operands):
        owners = {defining_op(v) for v in op.operands}
        if len(owners) != 1 or None in owners:
            break
        if before is None:   # (only ops with attributes and a wrapper answer get here)
            before = {defining_op(v) for v in given}
        owner = owners.pop()
        if owner in before:
            break
        op = owner
    return op


def defining_op(value):
    """The operation that defines `value`, or None for a block argument."""
    owner = value.owner
    return owner.operation if isinstance(owner, ir.Operation | ir.OpView) else None


def shape(value) -> Shape:
    return from_mlir_type(value.type)


def create(name: str, result_types, operands, attributes=None, ip=None, regions=0):
    # positional: the binding's keyword parsing costs more than the call (loc: the current one)
    return ir.Operation.create(name, list(result_types), list(operands), attributes or {}, None, regions, None, ip)


@functools.lru_cache(maxsize=4096)
def i64s(values: tuple) -> ir.Attribute:
    return ir.DenseI64ArrayAttr.get(list(values))


def i64(value: int) -> ir.Attribute:
    return ir.IntegerAttr.get(ir.IntegerType.get_signless(64), int(value))


@functools.lru_cache(maxsize=256)
def stablehlo_enum(kind: str, value: str) -> ir.Attribute:
    """#stablehlo<kind value>, e.g. stablehlo_enum("precision", "HIGHEST")."""
    return ir.Attribute.parse(f"#stablehlo<{kind} {value}>")


def compare_attrs(direction: str, ctype: str) -> dict:
    return {"comparison_direction": stablehlo_enum("comparison_direction", direction),
            "compare_type": stablehlo_enum("comparison_type", ctype)}


DEVICE_TO_DEVICE = 1   # stablehlo ChannelType of a channel_handle


def tensor_type(result_type, element_type) -> ir.Type:
    return ir.RankedTensorType.get(ir.RankedTensorType(result_type).shape, element_type)


def symbol_of(op, name: str) -> str:
    """The function an xla op's computation attribute `name` refers to."""
    return ir.FlatSymbolRefAttr(op.attributes[name]).value


def inline_computation(new_op, region_index: int, symbol: str, op) -> None:
    """Clone the function `symbol` of xla op `op`'s module into region `region_index` of
    new_op, with stablehlo.return."""
    run = CURRENT_RUN.get()
    run.inlined += 1
    module_op = module_of(op)
    table = run.symbol_tables.get(module_op)
    if table is None:   # (clones are inserted by insertion point: the table stays true)
        table = run.symbol_tables[module_op] = ir.SymbolTable(module_op)
    callee = table[symbol]
    clone = callee.operation.clone(ip=ir.InsertionPoint(module_op.regions[0].blocks[0]))
    block = clone.regions[0].blocks[0]
    block.append_to(new_op.regions[region_index])
    terminator = list(block.operations)[-1]
    create("stablehlo.return", [], terminator.operands, ip=ir.InsertionPoint(terminator))
    terminator.erase()
    clone.erase()


def flatten_region_results(region) -> None:
    """A stablehlo.return of tuple-typed values (text input) -> their leaves."""
    ret = list(region.blocks[0].operations)[-1]
    if any(is_tuple(v.type) for v in ret.operands):
        ip = ir.InsertionPoint(ret)
        flat = [leaf for v in ret.operands for leaf in leaves(v, ip)]
        create("stablehlo.return", [], flat, ip=ip)
        ret.erase()


def inline_flat(new_op, region_index: int, symbol: str, op) -> None:
    """inline_computation, then the region's tuple results returned as their leaves (the
    form of StableHLO's while/case/reduce regions)."""
    inline_computation(new_op, region_index, symbol, op)
    flatten_region_results(new_op.regions[region_index])


# ---- XLA's tuple values: StableHLO ops with several results, stablehlo.tuple where one value is needed

_TUPLE_OPS = ("stablehlo.tuple", "xla.tuple")


def is_tuple(t: ir.Type) -> bool:
    return isinstance(t.maybe_downcast(), ir.TupleType)


def leaf_types(t: ir.Type) -> list[ir.Type]:
    if not is_tuple(t):
        return [t]
    tt = ir.TupleType(t)
    return [leaf for i in range(tt.num_types) for leaf in leaf_types(tt.get_type(i))]


def leaves(value: ir.Value, ip) -> list[ir.Value]:
    """The tensors of a (nested) tuple value: a tuple op's operands, else get_tuple_element."""
    if not is_tuple(value.type):
        return [value]
    owner = value.owner
    if isinstance(owner, ir.Operation | ir.OpView) and owner.name in _TUPLE_OPS:
        return [leaf for v in owner.operands for leaf in leaves(v, ip)]
    tt = ir.TupleType(value.type)
    i32 = ir.IntegerType.get_signless(32)
    out = []
    for i in range(tt.num_types):
        gte = create("stablehlo.get_tuple_element", [tt.get_type(i)], [value],
                     {"index": ir.IntegerAttr.get(i32, i)}, ip=ip)
        out.extend(leaves(gte.result, ip))
    return out


def build_tuple(t: ir.Type, values, ip) -> ir.Value:
    """A value of (nested tuple) type t from an iterator over its leaves."""
    if not is_tuple(t):
        return next(values)
    tt = ir.TupleType(t)
    parts = [build_tuple(tt.get_type(i), values, ip) for i in range(tt.num_types)]
    return create("stablehlo.tuple", [t], parts, ip=ip).result


def retuple(op, new_op, ip):
    """The replacement of op's one (maybe tuple-typed) result by new_op's flat results."""
    if not is_tuple(op.result.type):
        return new_op
    return [build_tuple(op.result.type, iter(new_op.results), ip)]


def fold_tuple_elements(module_op) -> None:
    """get_tuple_element of a stablehlo.tuple is that tuple's operand, and a tuple nobody reads
    goes (what MLIR's canonicalizer would do, without its other rewrites). The patterns re-tuple
    an XLA while's state at each use (HLO loops carry one tuple); left so, the StableHLO hides
    from the reference that a loop's buffer is updated in place (a 4,000-step scan read from
    HLO text took 17x the time of jax's own module). MLIR's walk calls Python only on these
    two ops: a module without tuples costs two C++ walks."""
    def forward(op, rewriter):
        try:   # (an exception must not unwind through MLIR's C++ driver: no match instead)
            tup = op.operands[0].owner
            if not isinstance(tup, ir.Operation | ir.OpView) or tup.name != "stablehlo.tuple":
                return True   # (no match)
            value = tup.operands[ir.IntegerAttr(op.attributes["index"]).value]
        except Exception:  # noqa: BLE001
            return True
        rewrite.PatternRewriter.replace_op(rewriter, op, [value])
        return False

    dropped = []

    def drop(op, rewriter):
        if list(op.result.uses):
            return True
        rewrite.PatternRewriter.erase_op(rewriter, op)
        dropped.append(1)
        return False
    ctx = module_op.context
    for name, fn in (("stablehlo.get_tuple_element", forward), ("stablehlo.tuple", drop)):
        ps = rewrite.RewritePatternSet(ctx)
        ps.add(name, fn)
        frozen = ps.freeze()
        rewrite.walk_and_apply_patterns(module_op, frozen)
    while dropped:   # (a tuple that held a dropped one is dead now too)
        dropped.clear()
        rewrite.walk_and_apply_patterns(module_op, frozen)
