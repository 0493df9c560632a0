"""Example pass 2: strength-reduce integer `multiply(x, 2^k)` to `shift_left(x, k)`.

    hlobridge opt prog.mlir --load examples/passes/mul_pow2.py -p strength-reduce-mul

In two's complement arithmetic modulo 2^w, x * 2^k and x << k have the same bits, signed
or not (so i8 x * -128 is x << 7 as well). Floats are left alone. Shows: building a new
op and a new constant, matching either operand order, statistics per pattern.
"""
from jaxlib.mlir import ir

import passes

patterns = passes.PatternSet()


def power_of_two(value) -> int | None:
    """k when `value` is a splat integer constant whose bits are 2^k, else None."""
    owner = value.owner
    if not isinstance(owner, ir.OpView) or owner.operation.name != "stablehlo.constant":
        return None
    attr = owner.attributes["value"]
    if not isinstance(attr, ir.DenseElementsAttr) or not attr.is_splat:
        return None
    element = attr.get_splat_value()
    if not isinstance(element, ir.IntegerAttr):
        return None
    width = ir.IntegerType(element.type).width
    bits = element.value % (1 << width)          # the bit pattern, signed or not
    if bits == 0 or bits & (bits - 1):
        return None
    return bits.bit_length() - 1


@patterns.pattern("stablehlo.multiply", name="mul-by-power-of-two")
def mul_to_shift(op, rewriter):
    lhs, rhs = op.operands
    for x, c in ((lhs, rhs), (rhs, lhs)):
        k = power_of_two(c)
        if k is not None:
            t = op.result.type
            element = ir.RankedTensorType(t).element_type
            amount = ir.Operation.create(
                "stablehlo.constant", results=[t], loc=op.location, ip=rewriter.ip,
                attributes={"value": ir.DenseElementsAttr.get_splat(t, ir.IntegerAttr.get(element, k))})
            return ir.Operation.create("stablehlo.shift_left", results=[t], operands=[x, amount.result],
                                       loc=op.location, ip=rewriter.ip)
    return None


@passes.register("strength-reduce-mul", "integer multiply by 2^k -> shift_left by k")
def run(op):
    return patterns.apply(op)
