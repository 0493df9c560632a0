"""fold-double-negation: negate(negate(x)) -> x. The pass of docs/writing-a-pass.md."""
from jaxlib.mlir import ir

import passes

patterns = passes.PatternSet()


def negated(value):
    """x when `value` is negate(x), else None."""
    owner = value.owner
    if isinstance(owner, ir.OpView) and owner.operation.name == "stablehlo.negate":
        return owner.operands[0]
    return None


@patterns.pattern("stablehlo.negate", name="double-negation")
def fold(op, rewriter):
    # Return the value that replaces op's result, or None when the pattern does not apply.
    return negated(op.operands[0])


@passes.register("fold-double-negation", "negate(negate(x)) -> x")
def fold_double_negation(op):
    """Exact for every type: integers wrap, floats only flip the sign bit twice."""
    return patterns.apply(op)   # statistics: {"double-negation": rewrites}
