"""Dataflow-aware input rules: what a parameter feeds decides how it is generated.

Each parameter of the entry function is followed forward through value-preserving ops
(convert, reshape, broadcast_in_dim, transpose, slice, reverse, concatenate, copy, the
chosen operands of select and the operand of clamp, and into called functions) to the ops
that consume it. (jax wraps indices in `select(i < 0, i + n, i)`: an index generated in
bounds passes that select unchanged.)

- index:    start indices of gather, scatter, dynamic_slice, dynamic_update_slice are
            generated in [0, dim - window] so the access is in bounds (StableHLO clamps or
            skips out-of-bounds accesses, which would test only the clamping). Per index
            component when the indices reach gather/scatter directly, else the smallest bound.
- divisor:  the right operand of an integer divide/remainder is never 0 (undefined in XLA).
- positive: operands of sqrt, rsqrt, log, log_plus_one are drawn from the `positive`
            family (unless GenSpec.domain_rules is off): NaN results would hide real errors.
- unique:   integer keys of an unstable multi-operand sort are pairwise distinct, so the
            order of the values carried along is defined.
When several rules apply, the first in that order wins (two index rules: the tighter).
"""
from __future__ import annotations

from dataclasses import dataclass

from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

from .. import dtypes
from ..mlir_module import entry_name, functions
from .modinfo import callee, entry_block, i64s, shape_of, tensor

# op -> the operand positions whose values reach the result unchanged (None: all)
PASS_THROUGH = {"stablehlo.convert": None, "stablehlo.reshape": None, "stablehlo.broadcast_in_dim": None,
                "stablehlo.transpose": None, "stablehlo.slice": None, "stablehlo.reverse": None,
                "stablehlo.concatenate": None, "stablehlo.copy": None, "stablehlo.select": (1, 2),
                "stablehlo.clamp": (1,)}
# the ones that keep every element where it was (index components stay put)
_IN_PLACE = frozenset({"stablehlo.convert", "stablehlo.copy", "stablehlo.select", "stablehlo.clamp"})
_PRIORITY = {"index": 0, "divisor": 1, "positive": 2, "unique": 3}
_POSITIVE_OPS = frozenset({"stablehlo.sqrt", "stablehlo.rsqrt", "stablehlo.log", "stablehlo.log_plus_one"})


@dataclass
class Rule:
    kind: str                       # "index" | "divisor" | "positive" | "unique"
    why: str
    high: int = 0                   # index: inclusive upper bound (all components)
    axis: int | None = None         # index: the index-vector dimension, when per component
    highs: tuple = ()               # index: one bound per component along `axis`

    def describe(self) -> str:
        if self.kind == "index":
            bound = (f"[0, {list(self.highs)}] per component along dim {self.axis}" if self.axis is not None
                     else f"[0, {self.high}]")
            return f"in {bound}: {self.why}"
        return {"divisor": "nonzero", "positive": "positive", "unique": "pairwise distinct"}[self.kind] + \
            f": {self.why}"


def param_rules(module: ir.Module) -> list[Rule | None]:
    funcs = functions(module)
    main = funcs[entry_name(funcs)]
    return [_rule_for(arg, funcs) for arg in entry_block(main).arguments]


def _rule_for(value, funcs) -> Rule | None:
    best: Rule | None = None
    stack, seen = [(value, True)], set()
    while stack:
        v, direct = stack.pop()
        for use in v.uses:
            op = use.owner
            op = getattr(op, "operation", op)
            k = use.operand_number
            key = (hash(op), k)   # the Python wrappers are temporaries: id() gets reused
            if key in seen:
                continue
            seen.add(key)
            rule = _consumer_rule(op, k, direct)
            if rule is not None:
                best = _better(best, rule)
            elif op.name in PASS_THROUGH and len(op.results) == 1 and (
                    PASS_THROUGH[op.name] is None or k in PASS_THROUGH[op.name]):
                stack.append((op.results[0], direct and op.name in _IN_PLACE))
            elif callee(op) in funcs:
                args = entry_block(funcs[callee(op)]).arguments
                if k < len(args):
                    stack.append((args[k], direct))
    return best


def _better(a: Rule | None, b: Rule) -> Rule:
    if a is None or _PRIORITY[b.kind] < _PRIORITY[a.kind]:
        return b
    if a.kind == b.kind == "index" and b.high < a.high:
        return b
    return a


def _where(op) -> str:
    loc = str(op.location)
    return f"{op.name}" + (f" at {loc}" if "unknown" not in loc else "")


def _consumer_rule(op, k: int, direct: bool) -> Rule | None:
    name = op.name
    if name == "stablehlo.dynamic_slice" and k >= 1:
        dim = k - 1
        size = i64s(op.attributes["slice_sizes"])[dim]
        return Rule("index", f"start index {dim} of {_where(op)}", shape_of(op.operands[0])[dim] - size)
    if name == "stablehlo.dynamic_update_slice" and k >= 2:
        dim = k - 2
        return Rule("index", f"start index {dim} of {_where(op)}",
                    shape_of(op.operands[0])[dim] - shape_of(op.operands[1])[dim])
    if name == "stablehlo.set_dimension_size" and k == 1:   # a size within the dimension's bound
        dim = ir.IntegerAttr(op.attributes["dimension"]).value
        return Rule("index", f"size of dimension {dim} of {_where(op)}", shape_of(op.operands[0])[dim])
    if name == "stablehlo.gather" and k == 1:
        return _gather_rule(op, direct)
    if name == "stablehlo.scatter" and k == (len(op.operands) - 1) // 2:
        return _scatter_rule(op, direct)
    t = tensor(op.operands[k].type) if k < len(op.operands) else None
    et = t[0] if t else ""
    if name in ("stablehlo.divide", "stablehlo.remainder") and k == 1 and dtypes.is_integer(et):
        return Rule("divisor", f"divisor of {_where(op)}")
    if name in _POSITIVE_OPS and k == 0 and dtypes.is_float(et):
        return Rule("positive", f"operand of {_where(op)}")
    if name == "stablehlo.sort" and k == 0 and dtypes.is_integer(et) and len(op.operands) > 1:
        stable = "is_stable" in op.attributes and ir.BoolAttr(op.attributes["is_stable"]).value
        if not stable:
            return Rule("unique", f"keys of unstable {_where(op)}")
    return None


def _index_rule(op, highs: list[int], index_vector_dim: int, rank: int, direct: bool) -> Rule:
    why = f"start indices of {_where(op)}"
    high = min(highs) if highs else 0
    if direct and index_vector_dim < rank and len(highs) > 1:
        return Rule("index", why, high, index_vector_dim, tuple(highs))
    return Rule("index", why, high)


def _gather_rule(op, direct: bool) -> Rule:
    dn = stablehlo.GatherDimensionNumbers(op.attributes["dimension_numbers"])
    operand = shape_of(op.operands[0])
    sizes = i64s(op.attributes["slice_sizes"])
    highs = [operand[d] - sizes[d] for d in dn.start_index_map]
    return _index_rule(op, highs, dn.index_vector_dim, len(shape_of(op.operands[1])), direct)


def _scatter_rule(op, direct: bool) -> Rule:
    n = (len(op.operands) - 1) // 2
    dn = stablehlo.ScatterDimensionNumbers(op.attributes["scatter_dimension_numbers"])
    operand, updates = shape_of(op.operands[0]), shape_of(op.operands[n + 1])
    not_window = set(dn.inserted_window_dims) | set(dn.input_batching_dims)
    window_dims = [d for d in range(len(operand)) if d not in not_window]
    window = {d: updates[dn.update_window_dims[i]] for i, d in enumerate(window_dims)}
    highs = [operand[d] - window.get(d, 1) for d in dn.scattered_dims_to_operand_dims]
    return _index_rule(op, highs, dn.index_vector_dim, len(shape_of(op.operands[n])), direct)
