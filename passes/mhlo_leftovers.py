"""legalize-mhlo-leftovers: the mhlo ops XLA's HLO importer leaves in its StableHLO output
(`convert --via native` of optimized HLO), rewritten where StableHLO says the same thing:

- `mhlo.fusion`: its body, spliced in place (a fusion is a grouping, not a computation);
- `mhlo.copy`: its operand (a copy changes the layout, never a value);
- `mhlo.bitcast`: a reinterpretation of the bytes in memory, so with the `source_layout`
  and `result_layout` the importer records it is transpose (logical -> physical order),
  reshape, transpose back (physical -> logical of the result). Without layouts: row-major;
- `mhlo.acos`, `acosh`, `asin`, `asinh`, `atanh`, `cosh`, `sinh`: the CHLO op of the same name.

Other mhlo ops (`mhlo.topk`, ...) stay: the shared context registers mhlo, so the module
still reads back, prints and runs on PJRT.
"""
from __future__ import annotations

import numpy as np
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

from bridge import dtypes
from bridge.mlir_attrs import element_name
from bridge.shape import bitcast_steps, bitcast_width_steps

from .registry import register


def _major_to_minor(op, name: str, rank: int) -> list[int]:
    if name in op.attributes:
        minor_to_major = [int(v) for v in np.asarray(ir.DenseIntElementsAttr(op.attributes[name]))]
        if len(minor_to_major) == rank:
            return minor_to_major[::-1]
    return list(range(rank))


def _bits(t) -> int:
    return dtypes.bit_width(element_name(t))   # (as the HLO reader's bitcast counts them)


def _bitcast(op) -> None:
    src, res = ir.RankedTensorType(op.operands[0].type), ir.RankedTensorType(op.results[0].type)
    first, physical, last = bitcast_steps(src.shape, _major_to_minor(op, "source_layout", src.rank),
                                          res.shape, _major_to_minor(op, "result_layout", res.rank))
    with ir.InsertionPoint(op), op.location:
        value = op.operands[0]
        if first is not None:   # logical -> the order of the bytes
            value = stablehlo.TransposeOp(value, ir.DenseI64ArrayAttr.get(first)).result
        ws, wr = _bits(src.element_type), _bits(res.element_type)
        if ws != wr:   # (optimized HLO: a new width over the same bytes)
            before, converted = bitcast_width_steps(int(np.prod(src.shape)), ws, int(np.prod(res.shape)), wr)
            value = stablehlo.ReshapeOp(ir.RankedTensorType.get(before, src.element_type), value).result
            value = stablehlo.BitcastConvertOp(ir.RankedTensorType.get(converted, res.element_type), value).result
        value = stablehlo.ReshapeOp(ir.RankedTensorType.get(physical, value.type.element_type), value).result
        if ws == wr and src.element_type != res.element_type:   # (a new type of the same width)
            value = stablehlo.BitcastConvertOp(ir.RankedTensorType.get(physical, res.element_type), value).result
        if last is not None:   # the bytes' order -> the result's logical order
            value = stablehlo.TransposeOp(value, ir.DenseI64ArrayAttr.get(last)).result
    op.results[0].replace_all_uses_with(value)
    op.erase()


def _fusion(op) -> None:
    block = op.regions[0].blocks[0]
    for arg, value in zip(block.arguments, op.operands):
        arg.replace_all_uses_with(value)
    ops = list(block.operations)
    for inner in ops[:-1]:
        inner.move_before(op)
    for result, value in zip(op.results, ops[-1].operands):
        result.replace_all_uses_with(value)
    op.erase()


def _copy(op) -> None:
    op.results[0].replace_all_uses_with(op.operands[0])
    op.erase()


def _to_chlo(op) -> None:
    """mhlo.acos and friends (HLO opcodes since 2025, which jaxlib 0.10.2's XLA:CPU does not
    compile: "UNIMPLEMENTED: acos") -> the CHLO op of the same name, which it runs."""
    new = ir.Operation.create("chlo." + op.name.split(".", 1)[1], results=[op.results[0].type],
                              operands=list(op.operands), loc=op.location, ip=ir.InsertionPoint(op))
    op.results[0].replace_all_uses_with(new.results[0])
    op.erase()


_REWRITES = {"mhlo.fusion": _fusion, "mhlo.copy": _copy, "mhlo.bitcast": _bitcast,
             **{f"mhlo.{f}": _to_chlo for f in ("acos", "acosh", "asin", "asinh", "atanh", "cosh", "sinh")}}


def has_leftovers(text: str) -> bool:
    """Whether module text may hold ops legalize_mhlo_leftovers rewrites (a quick scan: the
    engines run it before compiling; XLA:CPU aborts the process on an mhlo.copy or bitcast
    without layouts, "Check failed: input_shape.has_layout()", and the reference has no
    kernels for them)."""
    return "mhlo." in text and any(name in text for name in _REWRITES)


@register("legalize-mhlo-leftovers", "mhlo.fusion/copy/bitcast/acos... from XLA's importer -> StableHLO")
def legalize_mhlo_leftovers(module_op):
    """Rewrites every mhlo.fusion (inlined), mhlo.copy (its operand), mhlo.bitcast
    (transpose/reshape by its layouts) and mhlo.acos... (CHLO); other mhlo ops stay."""
    found = []

    def visit(op):
        if op.name in _REWRITES:
            found.append(op)
        return ir.WalkResult.ADVANCE
    # post-order: copies and bitcasts inside a fusion go first, then the fusion's body moves out
    module_op.operation.walk(visit, ir.WalkOrder.POST_ORDER)
    counts: dict[str, int] = {}
    for op in found:
        counts[op.name] = counts.get(op.name, 0) + 1
        _REWRITES[op.name](op)
    return {f"{name.split('.')[1]}-rewritten": n for name, n in counts.items()}
