"""Example pass 1: fold `add(x, 0)` and `add(0, x)` to `x`.

    hlobridge opt prog.mlir --load examples/passes/fold_add_zero.py -p fold-add-zero
    hlobridge opt prog.mlir --load examples/passes/fold_add_zero.py -p 'fold-add-zero{nsz=true}'

Integers: adding 0 changes nothing. Floats: x + (-0.0) is x for every x, but x + (+0.0)
turns -0.0 into +0.0, so +0.0 is folded only with the option nsz ("no signed zeros",
the fast-math flag of the same name). Shows: a PatternSet with one pattern, a typed
option, reading a splat constant. The option reaches the pattern as a value the pattern
set is built with, never through a module global: two pipelines running the pass with
different options (a notebook, a Dask worker) cannot see each other's.
"""
import math

from jaxlib.mlir import ir

import passes

def is_zero(value, nsz: bool) -> bool:
    """Is `value` a splat constant 0 that may be dropped from an addition?"""
    owner = value.owner
    if not isinstance(owner, ir.OpView) or owner.operation.name != "stablehlo.constant":
        return False
    attr = owner.attributes["value"]
    if not isinstance(attr, ir.DenseElementsAttr) or not attr.is_splat:
        return False
    element = attr.get_splat_value()
    if isinstance(element, ir.IntegerAttr):
        return element.value == 0
    if isinstance(element, ir.FloatAttr):
        return element.value == 0.0 and (nsz or math.copysign(1.0, element.value) < 0)
    return False


def make_patterns(nsz: bool) -> passes.PatternSet:
    """The pass's patterns for one value of the option."""
    patterns = passes.PatternSet()

    @patterns.pattern("stablehlo.add", name="fold-add-zero")
    def fold_add_zero(op, rewriter):
        lhs, rhs = op.operands
        if is_zero(rhs, nsz):
            return lhs       # the add's result is replaced by lhs
        if is_zero(lhs, nsz):
            return rhs
        return None          # no match
    return patterns


PATTERNS = {nsz: make_patterns(nsz) for nsz in (False, True)}   # built once, read-only after


@passes.register("fold-add-zero", "add(x, 0) -> x (+0.0 for floats only with nsz=true)",
                 options=[passes.Option("nsz", bool, False, "also fold +0.0 (turns -0.0 + 0.0 into -0.0)")])
def run(op, nsz=False):
    return PATTERNS[nsz].apply(op)
