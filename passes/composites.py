"""decompose-composites and inline-calls: our inliner (jaxlib's `inline` pass does not inline
func.call here), on StableHLO and on the xla dialect.

Inlining clones the callee's body at the call site. A one-block body is spliced in
before the call; a multi-block body (cf.br/cf.cond_br between blocks) splits the caller's
block: the ops after the call move to a continuation block whose arguments take the
returned values, and each func.return becomes a cf.br to it. Ops nested in the body
(composites inside a decomposition) are inlined by the next round. Functions that only
served as inlined callees and are no longer referenced are dropped.
"""
from __future__ import annotations

from jaxlib.mlir import ir

from bridge.mlir_module import function_of, module_of, referenced_symbols

from .pass_errors import PassError
from .lowering.common import is_tuple
from .options import Option
from .registry import register

MAX_DEPTH = 64   # rounds of inlining: deeper nesting is taken for a recursive callee

# op name -> (callee attribute, name attribute or None, tuple op for a tuple-typed result)
CALL_LIKE = {
    "stablehlo.composite": ("decomposition", "name", "stablehlo.tuple"),
    "xla.composite_call": ("computation", "name", "xla.tuple"),
    "func.call": ("callee", None, "stablehlo.tuple"),
    "xla.call": ("computation", None, "xla.tuple"),
}


_FRONTEND = "mhlo.frontend_attributes"


def _hand_on_frontend_attributes(given: ir.DictAttr, clone) -> None:
    """The call's frontend attributes (XLA's importer writes e.g. xla_cpu_small_call,
    _xla_compute_type) go on to each op of the inlined body, as to the instructions of the
    called computation in HLO (ops in their regions, a while's body ..., belong to those ops),
    where the op does not set the same key itself: inlining must not drop them silently."""
    for block in clone.regions[0].blocks:
        for op in list(block.operations)[:-1]:   # (not the terminator)
            op = op.operation
            merged = {a.name: a.attr for a in given}
            if _FRONTEND in op.attributes:
                merged.update({a.name: a.attr for a in ir.DictAttr(op.attributes[_FRONTEND])})
            op.attributes[_FRONTEND] = ir.DictAttr.get(merged)


def _callee_name(op) -> str:
    return ir.FlatSymbolRefAttr(op.attributes[CALL_LIKE[op.name][0]]).value


def inline_call(call, callee) -> None:
    """Replace `call` (an op of CALL_LIKE) by a copy of `callee`'s body."""
    call = call.operation
    if len(callee.regions[0].blocks) == 0:
        raise PassError(f"cannot inline @{_callee_name(call)}: it is a declaration without a body", call)
    block = call.block
    clone = callee.operation.clone(ip=ir.InsertionPoint(module_of(call).regions[0].blocks[0]))
    if _FRONTEND in call.attributes:
        _hand_on_frontend_attributes(ir.DictAttr(call.attributes[_FRONTEND]), clone)
    blocks = list(clone.regions[0].blocks)
    entry = blocks[0]
    for arg, value in zip(entry.arguments, call.operands):
        arg.replace_all_uses_with(value)
    if len(blocks) == 1:
        ops = list(entry.operations)
        for op in ops[:-1]:
            op.move_before(call)
        returned = list(ops[-1].operands)
        _replace_results(call, returned, ir.InsertionPoint(call))
    else:
        parent = block.region.owner.operation.name
        if parent != "func.func":
            raise PassError(f"cannot inline the multi-block body of @{_callee_name(call)} into a region of "
                            f"'{parent}' (only func.func bodies may have several blocks)", call)
        result_types = [v.type for v in _return_ops(blocks)[0].operands]
        region = block.region
        returns = _return_ops(blocks)   # the callee's, wherever its blocks go next
        for b in blocks[1:]:   # the callee's other blocks, then the continuation, at the end
            b.append_to(region)
        last = list(region.blocks)[-1]
        cont = last.create_after(*result_types, arg_locs=[call.location] * len(result_types))
        ops = list(block.operations)
        for op in ops[ops.index(call) + 1:]:
            cont.append(op)
        for op in list(entry.operations):
            block.append(op)
        for ret in returns:
            ir.Operation.create("cf.br", operands=list(ret.operands), successors=[cont], loc=ret.location,
                                ip=ir.InsertionPoint(ret))
            ret.erase()
        first = list(cont.operations)[0]
        _replace_results(call, list(cont.arguments), ir.InsertionPoint(first))
    call.erase()
    clone.erase()


def _return_ops(blocks) -> list:
    """The func.return ops of a body (still in the clone's blocks or already moved)."""
    out = []
    for b in blocks:
        ops = list(b.operations)
        if ops and ops[-1].operation.name == "func.return":
            out.append(ops[-1])
    return out


def _replace_results(call, values, ip) -> None:
    results = list(call.results)
    if len(results) == 1 and len(values) != 1 and is_tuple(results[0].type):
        tuple_op = CALL_LIKE[call.name][2]   # XLA's one tuple-shaped value
        values = [ir.Operation.create(tuple_op, results=[results[0].type], operands=values, loc=call.location,
                                      ip=ip).result]
    if len(values) != len(results):
        raise PassError(f"@{_callee_name(call)} returns {len(values)} values for {len(results)} results", call)
    for r, v in zip(results, values):
        r.replace_all_uses_with(v)


def drop_unused(module_op, names: set[str]) -> list[str]:
    """Erase the private functions among `names` nothing refers to (repeating: one may free another)."""
    dropped = []
    while True:
        used = referenced_symbols(module_op)
        table = ir.SymbolTable(module_op)
        gone = [n for n in sorted(names - used - set(dropped)) if n in table and _is_private(table[n])]
        if not gone:
            return dropped
        for n in gone:
            table[n].operation.erase()
            dropped.append(n)


def _is_private(fn) -> bool:
    attrs = fn.attributes
    return "sym_visibility" in attrs and ir.StringAttr(attrs["sym_visibility"]).value == "private"


def _calls(op, kinds, keep) -> list:
    found = []

    def visit(o):
        if o.name in kinds and not keep(o):
            found.append(o)
        return ir.WalkResult.ADVANCE
    op.operation.walk(visit)
    return found


def _recursion(calls):
    """(a call on a cycle, [f, g, ..., f]) when the functions these calls are in call each
    other in a cycle; else None."""
    edges: dict[str, list] = {}
    for call in calls:
        func = function_of(call)
        if func is not None:
            edges.setdefault(ir.StringAttr(func.attributes["sym_name"]).value, []).append(call)
    done: set[str] = set()

    def visit(name, path):
        if name in path:
            return path[path.index(name):] + [name]
        if name in done:
            return None
        for call in edges.get(name, ()):
            found = visit(_callee_name(call), path + [name])
            if found is not None:
                return found
        done.add(name)
        return None
    for start in edges:
        names = visit(start, [])
        if names is not None:
            call = next(c for c in edges[names[-2]] if _callee_name(c) == names[-1])
            return call, names
    return None


def inline_all(op, kinds: tuple[str, ...], keep=lambda call: False) -> tuple[int, set[str]]:
    """Inline every op of `kinds` under op (except those `keep` accepts), round after round."""
    module_op = module_of(op)
    if module_op is None:
        raise PassError("inlining needs the ops inside a builtin.module (where the callees live)", op)
    inlined, callees = 0, set()
    cycle = _recursion(_calls(module_op, kinds, keep))
    if cycle is not None:   # (inlined round after round, a recursive body doubles each time: a hang)
        call, names = cycle
        raise PassError(f"@{names[0]} calls itself" + (f" through {', '.join('@' + n for n in names[1:-1])}"
                                                       if len(names) > 2 else "") + ": recursion cannot be inlined",
                        call)
    for _ in range(MAX_DEPTH):
        calls = _calls(op, kinds, keep)
        if not calls:
            return inlined, callees
        table = ir.SymbolTable(module_op)
        for call in calls:
            name = _callee_name(call)
            if name not in table:
                raise PassError(f"@{name} is not a function of this module", call)
            inline_call(call, table[name])
            inlined += 1
            callees.add(name)
    left = _calls(op, kinds, keep)[0]
    raise PassError(f"calls nested more than {MAX_DEPTH} deep: @{_callee_name(left)} calls itself "
                    f"(directly or not)", left)


@register("decompose-composites", "inline stablehlo.composite / xla.composite_call decompositions",
          options=[Option("except", list, (), "composite names to keep (comma-separated)")])
def decompose_composites(op, except_=()):
    """Each stablehlo.composite (and xla.composite_call) whose name is not in `except` is
    replaced by a copy of its decomposition function's body, nested composites too;
    decompositions nothing refers to any more are then erased. The same result as
    stablehlo-legalize-composite-to-call followed by inline-calls."""
    keep = set(except_)
    inlined, callees = inline_all(op, ("stablehlo.composite", "xla.composite_call"),
                                  lambda c: ir.StringAttr(c.attributes[CALL_LIKE[c.name][1]]).value in keep)
    dropped = drop_unused(op, callees) if op.operation.name == "builtin.module" else []
    return {"composites-inlined": inlined, "decompositions-dropped": len(dropped)}


@register("inline-calls", "inline func.call / xla.call of functions in the module, drop unused callees")
def inline_calls(op):
    """Every call to a function defined in the module is replaced by the callee's body
    (multi-block bodies split the caller's block); private callees nothing refers to any
    more are erased. jaxlib's own `inline` pass leaves func.call in place."""
    inlined, callees = inline_all(op, ("func.call", "xla.call"))
    dropped = drop_unused(op, callees) if op.operation.name == "builtin.module" else []
    return {"calls-inlined": inlined, "callees-dropped": len(dropped)}
