"""Example pass 3: `dot_general` with batch dimensions -> broadcast, multiply, reduce.

    hlobridge opt prog.mlir --load examples/passes/dot_to_mul_reduce.py -p dot-to-mul-reduce

A batched matrix product out[b,m,n] = sum_k lhs[b,m,k] * rhs[b,k,n] becomes: both operands
broadcast into one iteration space [batch..., lhs free..., rhs free..., contracting...],
an element-wise multiply, and a reduce (add) over the contracting dimensions: no loop, no
dot. Only when the result element type is the operands' (no mixed precision). Float sums
then run in another order than the dot's: results agree within rounding, which is what
--verify-semantics checks. Shows: reading structured attributes, building a region, an
option given to the pattern set it selects (no module global).
"""
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

import passes



def _create(name, result_type, operands, attributes, op, ip, regions=0):
    return ir.Operation.create(name, results=[result_type], operands=operands, attributes=attributes,
                               loc=op.location, ip=ip, regions=regions)


def _zero(element_type):
    if isinstance(element_type, (ir.F16Type, ir.BF16Type, ir.F32Type, ir.F64Type)):
        return ir.FloatAttr.get(element_type, 0.0)
    if isinstance(element_type, ir.IntegerType):
        return ir.IntegerAttr.get(element_type, 0)
    return None   # complex and other types: not this example's business


def dot_to_mul_reduce(op, rewriter, all=False):
    lhs, rhs = op.operands
    dn = stablehlo.DotDimensionNumbers(op.attributes["dot_dimension_numbers"])
    lb, rb = list(dn.lhs_batching_dimensions), list(dn.rhs_batching_dimensions)
    lc, rc = list(dn.lhs_contracting_dimensions), list(dn.rhs_contracting_dimensions)
    lt, rt, out = (ir.RankedTensorType(v.type) for v in (lhs, rhs, op.result))
    element = out.element_type
    if (not lb and not all) or lt.element_type != element or _zero(element) is None:
        return None
    lf = [d for d in range(lt.rank) if d not in lb + lc]
    rf = [d for d in range(rt.rank) if d not in rb + rc]
    # the iteration space: [batch..., lhs free..., rhs free..., contracting...]
    space = ([lt.shape[d] for d in lb] + [lt.shape[d] for d in lf] + [rt.shape[d] for d in rf]
             + [lt.shape[d] for d in lc])
    nb, nlf, nrf = len(lb), len(lf), len(rf)
    where_l = {d: i for i, d in enumerate(lb)} | {d: nb + i for i, d in enumerate(lf)} \
        | {d: nb + nlf + nrf + i for i, d in enumerate(lc)}
    where_r = {d: i for i, d in enumerate(rb)} | {d: nb + nlf + i for i, d in enumerate(rf)} \
        | {d: nb + nlf + nrf + i for i, d in enumerate(rc)}
    wide = ir.RankedTensorType.get(space, element)
    ip = rewriter.ip
    a = _create("stablehlo.broadcast_in_dim", wide, [lhs],
                {"broadcast_dimensions": ir.DenseI64ArrayAttr.get([where_l[d] for d in range(lt.rank)])}, op, ip)
    b = _create("stablehlo.broadcast_in_dim", wide, [rhs],
                {"broadcast_dimensions": ir.DenseI64ArrayAttr.get([where_r[d] for d in range(rt.rank)])}, op, ip)
    product = _create("stablehlo.multiply", wide, [a.result, b.result], {}, op, ip)
    if not lc:
        return product
    scalar = ir.RankedTensorType.get([], element)
    init = _create("stablehlo.constant", scalar, [], {"value": ir.DenseElementsAttr.get_splat(scalar, _zero(element))},
                   op, ip)
    reduce = _create("stablehlo.reduce", op.result.type, [product.result, init.result],
                     {"dimensions": ir.DenseI64ArrayAttr.get(list(range(nb + nlf + nrf, len(space))))}, op, ip,
                     regions=1)
    body = reduce.regions[0].blocks.append(scalar, scalar, arg_locs=[op.location] * 2)
    total = _create("stablehlo.add", scalar, list(body.arguments), {}, op, ir.InsertionPoint(body))
    ir.Operation.create("stablehlo.return", results=[], operands=[total.result], loc=op.location,
                        ip=ir.InsertionPoint(body))
    return reduce


def make_patterns(all: bool) -> passes.PatternSet:
    """The pass's patterns for one value of the option `all`."""
    patterns = passes.PatternSet()
    patterns.add("stablehlo.dot_general", lambda op, rewriter: dot_to_mul_reduce(op, rewriter, all),
                 "dot-to-mul-reduce")
    return patterns


PATTERNS = {all: make_patterns(all) for all in (False, True)}


@passes.register("dot-to-mul-reduce", "dot_general with batch dims -> broadcast, multiply, reduce (no dot)",
                 options=[passes.Option("all", bool, False, "rewrite dot_generals without batch dims too")])
def run(op, all=False):
    return PATTERNS[all].apply(op)
