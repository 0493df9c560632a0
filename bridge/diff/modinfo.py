"""Small read-only helpers over a StableHLO module: entry function, types, op names."""
from __future__ import annotations

from jaxlib.mlir import ir

from .. import dtypes
from ..errors import HloBridgeError
from ..mlir_module import functions
from ..mlir_types import from_mlir_type
from ..shape import UNBOUNDED

# Ops that carry no computation of interest (not counted in op lists or families).
STRUCTURAL = frozenset({"func.func", "func.return", "stablehlo.return", "stablehlo.constant",
                        "builtin.module"})


def entry_block(func: ir.Operation) -> ir.Block:
    return func.regions[0].blocks[0]


def set_results(func: ir.Operation, values=None, drop=("res_attrs",)) -> None:
    """Make `values` what `func` returns (None: keep its return), then re-derive its type from
    its arguments and return; the attributes in `drop` (per result, per argument) no longer fit."""
    block = entry_block(func)
    ret = next(o.operation for o in block.operations if o.operation.name == "func.return")
    if values is None:
        values = list(ret.operands)
    else:
        with ir.InsertionPoint(ret), ret.location:
            ir.Operation.create("func.return", operands=list(values))
        ret.erase()
    ftype = ir.FunctionType.get([a.type for a in block.arguments], [v.type for v in values], context=func.context)
    func.attributes["function_type"] = ir.TypeAttr.get(ftype, context=func.context)
    for name in drop:
        if name in func.attributes:
            del func.attributes[name]


def function_type(func: ir.Operation) -> ir.FunctionType:
    return ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)


def tensor(t: ir.Type) -> tuple[str, tuple[int, ...]] | None:
    """(XLA element type, static shape) of a ranked tensor type, else None."""
    try:
        rt = ir.RankedTensorType(t)
        if not rt.has_static_shape:
            return None
        return dtypes.from_mlir_spelling(str(rt.element_type)), tuple(rt.shape)
    except (ValueError, TypeError, Exception):  # noqa: BLE001 - tokens, tuples, unknown types
        return None


def shape_of(value) -> tuple[int, ...]:
    """A value's shape; a bounded dynamic dimension (`tensor<?xf32, #stablehlo.bounds<8>>`)
    at its bound, the most it holds (tolerances and index ranges take it as the size)."""
    t = tensor(value.type)
    if t:
        return t[1]
    try:
        shape = from_mlir_type(value.type)
    except (ValueError, TypeError, HloBridgeError):   # tokens, tuples, unknown types
        return ()
    return tuple(1 if d == UNBOUNDED else d for d in shape.dimensions) if shape.is_array else ()


def callee(op: ir.Operation) -> str | None:
    if op.name != "func.call":
        return None
    return ir.FlatSymbolRefAttr(op.attributes["callee"]).value


def walk_ops(module: ir.Module):
    """Every operation of every function, nested regions included."""
    found = []

    def visit(op):
        found.append(op)
        return ir.WalkResult.ADVANCE
    for f in functions(module).values():
        f.walk(visit)
    return found


def op_names(module: ir.Module) -> list[str]:
    """Sorted distinct names of the computing ops of a module."""
    return sorted({op.name for op in walk_ops(module)} - STRUCTURAL)


def i64s(attr) -> list[int]:
    """A DenseI64ArrayAttr (or dense integer elements) as a list."""
    try:
        return [int(x) for x in ir.DenseI64ArrayAttr(attr)]
    except (ValueError, TypeError):
        return [int(x) for x in ir.DenseIntElementsAttr(attr)]
