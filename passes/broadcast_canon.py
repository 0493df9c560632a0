"""canonicalize-broadcast-in-dim: StableHLO broadcast_in_dim simplifications, plus two more.

Rewrites (statistics names in brackets), each visiting a broadcast once, in program order,
on MLIR's walk driver (so every operand is already canonical when its user is visited):

  [compose]        broadcast(broadcast(x)) -> one broadcast with composed dims (also through
                   a reshape that only adds size-1 dims, which is what [reshape] makes)
  [identity]       a broadcast to the operand's own type with dims 0..n-1 -> the operand
  [zero-element]   a result with no elements -> an empty constant
  [splat-constant] broadcast of a splat constant -> a splat constant of the result type
  [reshape]        same element count, increasing dims (only size-1 dims added) -> reshape
  [transpose]      same rank and element count, permuted dims -> transpose
  [sort-dims]      dims not increasing -> transpose the operand, broadcast with sorted dims
                   (after this pass every broadcast_in_dim has strictly increasing dims)
  [hoist-elementwise] an element-wise op whose operands are all the same broadcast (same
                   dims and operand shape) -> the op on the small operands, one broadcast
  [select-not]     select(broadcast(not p), a, b) -> select(broadcast(p), b, a), and
                   select(not p, a, b) -> select(p, b, a)

Ops left unused are erased (before the pass returns). Broadcasts with dynamic dimensions are left alone.
"""
from __future__ import annotations

import contextvars
import functools
import math

from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo as hlo

from dialect_defs.opdef import with_trait

from .options import Option
from .patterns import REWRITTEN, PatternSet, rewritten
from .registry import register

# The StableHLO ops of the element-wise xla ops (their definitions' "elementwise" trait).
ELEMENTWISE = frozenset(d.lowers_to for d in with_trait("elementwise")
                        if d.lowers_to and d.lowers_to.startswith("stablehlo."))
# Ops are told apart by their Python op class: `type(value.owner) is Bcast` costs nothing,
# asking MLIR for the op's name costs a binding call (this pass is measured per op).
Bcast, Const, Reshape, Transpose, Not, Select = (hlo.BroadcastInDimOp, hlo.ConstantOp, hlo.ReshapeOp,
                                                hlo.TransposeOp, hlo.NotOp, hlo.SelectOp)
_ELEMENTWISE_CLASSES = frozenset(c for c in vars(hlo).values() if isinstance(c, type) and issubclass(c, ir.OpView)
                                 and getattr(c, "OPERATION_NAME", None) in ELEMENTWISE)
_PURE = _ELEMENTWISE_CLASSES | {Bcast, Const, Reshape, Transpose}
BCAST = Bcast.OPERATION_NAME
OpResult = ir.OpResult


class _Run:
    """Options, the ops this run may have left unused (erased at the end), and what it
    learnt on the way (keyed by MLIR value: see _follow and _hoist)."""
    sort_dims = hoist_elementwise = fold_splats = True

    def __init__(self):
        self.maybe_dead: list = []
        self.chains: dict = {}   # broadcast operand -> _follow's answer
        self.made: dict = {}     # result of a reshape made by [reshape] -> (its op, _follow's answer)
        self.seen: dict = {}     # canonical broadcast result -> (dims attr, source shape, source)
        self.recheck: set = set()   # values whose users _hoist should look at again (see there)


# The running pass's _Run (a context variable: nested runs and threads keep theirs apart).
_RUN: contextvars.ContextVar = contextvars.ContextVar("canonicalize-broadcast-in-dim run")
_IDENTITY, _IDENTITY_REWRITTEN = ("identity", None), rewritten("identity")
_PATTERNS = PatternSet(trusted=True)
_SPLAT, _COMPOSE = rewritten("splat-constant"), rewritten("compose")


# ---- cached facts about types and attributes (uniqued by MLIR: hashing them is cheap) -----

@functools.lru_cache(maxsize=8192)
def _shape(t: ir.Type) -> tuple[int, ...] | None:
    """Static dimensions of a ranked tensor type (None: unranked or dynamic)."""
    t = t.maybe_downcast()
    if not isinstance(t, ir.RankedTensorType) or not t.has_static_shape:
        return None
    return tuple(t.shape)


@functools.lru_cache(maxsize=8192)
def _dims(a: ir.Attribute) -> tuple[int, ...]:
    return tuple(ir.DenseI64ArrayAttr(a))


@functools.lru_cache(maxsize=4096)
def _i64s(values: tuple[int, ...]) -> ir.Attribute:
    return ir.DenseI64ArrayAttr.get(list(values))


@functools.lru_cache(maxsize=4096)
def _tensor(shape: tuple[int, ...], element_type: ir.Type) -> ir.Type:
    return ir.RankedTensorType.get(list(shape), element_type)


@functools.lru_cache(maxsize=4096)
def _element_type(t: ir.Type) -> ir.Type:
    return ir.RankedTensorType(t).element_type


@functools.lru_cache(maxsize=4096)
def _empty(t: ir.Type) -> ir.Attribute:
    return ir.Attribute.parse(f"dense<> : {t}")


@functools.lru_cache(maxsize=4096)
def _splat_of(value: ir.Attribute, t: ir.Type) -> ir.Attribute:
    return ir.DenseElementsAttr.get_splat(t, value)


@functools.lru_cache(maxsize=8192)
def _plan(dims: tuple[int, ...], sshape: tuple[int, ...] | None, rshape: tuple[int, ...] | None,
          same_type: bool) -> tuple | None:
    """What to make of broadcast(source of sshape, dims) -> rshape: (rewrite, permutation) or None."""
    if rshape is None or sshape is None:
        return None
    if 0 in rshape:
        return ("zero-element", None)
    increasing = all(a < b for a, b in zip(dims, dims[1:]))
    perm = None if increasing else tuple(sorted(range(len(dims)), key=dims.__getitem__))
    if increasing and same_type:
        return _IDENTITY
    if math.prod(sshape) == math.prod(rshape):
        if increasing:
            return ("reshape", None)
        return ("transpose", perm)
    if not increasing:
        return ("sort-dims", perm)
    return None


@functools.lru_cache(maxsize=4096)
def _identity_rule(t: ir.Type) -> bool | None:
    """For a broadcast from `t` to `t`: True when it can only be the identity (static sizes,
    distinct, none 1: dim i of the operand must land on a dim of its own size), False when its
    dims decide (_plan), None when `t` is dynamic or empty (left to the general path)."""
    shape = _shape(t)
    return None if shape is None or 0 in shape else 1 not in shape and len(set(shape)) == len(shape)


@functools.lru_cache(maxsize=8192)
def _plan_of(dims_attr: ir.Attribute, stype: ir.Type, rtype: ir.Type):
    """(_plan, source shape, result shape) for a broadcast not composed with anything."""
    sshape, rshape = _shape(stype), _shape(rtype)
    return _plan(_dims(dims_attr), sshape, rshape, stype == rtype), sshape, rshape


@functools.lru_cache(maxsize=8192)
def _plan_of_chain(dims_attr: ir.Attribute, where: tuple[int, ...], stype: ir.Type, rtype: ir.Type):
    """_plan_of for a broadcast composed through what it broadcasts (see _follow), plus the
    composed dims: (plan, source shape, result shape, dims, dims as an attribute)."""
    dims = tuple(_dims(dims_attr)[d] for d in where)
    sshape, rshape = _shape(stype), _shape(rtype)
    return _plan(dims, sshape, rshape, stype == rtype), sshape, rshape, dims, _i64s(dims)


@functools.lru_cache(maxsize=4096)
def _unit_insert_map(src: tuple[int, ...], dst: tuple[int, ...]) -> tuple[int, ...] | None:
    """For a reshape src -> dst that only inserts size-1 dims: where each src dim goes."""
    out, i = [], 0
    for j, d in enumerate(dst):
        if i < len(src) and src[i] == d:
            out.append(j)
            i += 1
        elif d != 1:
            return None
    return tuple(out) if i == len(src) else None


# ---- building blocks ---------------------------------------------------------------------

def _create(name, result_type, operands, attrs, loc, ip):
    # positional arguments: keyword parsing in the binding costs more than the call itself
    return ir.Operation.create(name, [result_type], operands, attrs, None, 0, loc, ip).result


def _single_use(value) -> bool:
    uses = iter(value.uses)
    return next(uses, None) is not None and next(uses, None) is None


@functools.lru_cache(maxsize=4096)
def _unit_insert_map_of(src: ir.Type, dst: ir.Type) -> tuple[int, ...] | None:
    sshape, dshape = _shape(src), _shape(dst)
    return None if sshape is None or dshape is None else _unit_insert_map(sshape, dshape)


@functools.lru_cache(maxsize=8192)
def _take(dims: tuple[int, ...], where: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(dims[d] for d in where)


def _follow(value, owner, kind):
    """Follow broadcasts (and unit-inserting reshapes) from `value`, defined by `owner` (None
    for a block argument) of Python class `kind`: (source, its defining op or None, where
    each source dim lands among `value`'s dims or None when nothing was followed, the
    source's type). A broadcast's composed dims are its dims taken at `where`.

    The answer is the same for every broadcast of `value` (what it follows is before the
    walk's position and never changes again), so _Run.chains keeps it: a bias broadcast many
    times is followed once. Every op followed through is listed to be erased if unused.
    A reshape this run made for [reshape] is not followed here: _build leaves the answer in
    _Run.made (it knows the reshape's source and map), saving the reads of the reshape's
    view, operand and types when a chain of two broadcasts becomes reshape + broadcast.
    """
    where, vtype = None, value.type
    while True:
        if kind is Bcast:
            o = owner.operation
            step = _dims(o.attributes["broadcast_dimensions"])
            src = o.operands[0]
            stype = src.type
        elif kind is Reshape:
            o = owner.operation
            src = o.operands[0]
            stype = src.type
            step = _unit_insert_map_of(stype, vtype)
            if step is None:
                break
        else:
            break
        _RUN.get().maybe_dead.append(owner)
        where = step if where is None else _take(where, step)
        value, vtype = src, stype
        owner = value.owner if type(value) is OpResult else None   # (a block argument's block: not followed)
        kind = type(owner)
    return value, owner, where, vtype


@functools.lru_cache(maxsize=4096)
def _splat_attr(value: ir.Attribute, rtype: ir.Type) -> ir.Attribute | None:
    """The splat of a constant's value attribute for the result type (None: no splat)."""
    rshape = _shape(rtype)
    ok = isinstance(value, ir.DenseElementsAttr) and value.is_splat and rshape is not None and 0 not in rshape
    return _splat_of(value.get_splat_value(), rtype) if ok else None


def _build(plan, o, src, owner, dims, stype, rtype, sshape, rshape, ip):
    """The ops for `plan` (_plan's answer) in front of broadcast `o`: (replacement, dims attr
    and source shape of the broadcast it ends in, None when it ends in none)."""
    what, perm = plan
    loc = o.location
    if what == "zero-element":
        return _create("stablehlo.constant", rtype, None, {"value": _empty(rtype)}, loc, ip), None, None
    if what == "identity":
        return src, None, None
    if what == "reshape":
        made = ir.Operation.create("stablehlo.reshape", [rtype], [src], None, None, 0, loc, ip)
        new = made.result
        # what _follow will answer for `new` (its source ends a chain already: followed no further)
        step = _unit_insert_map(sshape, rshape)
        if step is not None:
            _RUN.get().made[new] = (made, (src, owner, step, stype))
        return new, None, None
    moved = tuple(sshape[p] for p in perm)
    t = _create("stablehlo.transpose", _tensor(moved, _element_type(stype)), [src],
                {"permutation": _i64s(perm)}, loc, ip)
    if what == "transpose":
        return (t if moved == rshape else _create("stablehlo.reshape", rtype, [t], None, loc, ip)), None, None
    dims_attr = _i64s(tuple(sorted(dims)))
    return _create(BCAST, rtype, [t], {"broadcast_dimensions": dims_attr}, loc, ip), dims_attr, moved


def _hoist(value, dims_attr, src_shape, rewriter) -> bool:
    """[hoist-elementwise] from broadcast result `value` outwards through element-wise users.

    A user qualifies when every operand is a broadcast with the same dims and operand shape
    that only this user uses (so the broadcasts die and their number does not grow), and
    each of those broadcasts is canonical already: in _Run.seen, which holds the broadcasts
    the walk has visited (and kept) or that this pass created, keyed by result. Looking an
    operand up there spares building a Python view of its defining op. The new broadcast is
    tried again on its own users.

    A user is looked at (a view built for it: the costly part) only from its operand 0, or
    from an operand the last look at it stopped on (_Run.recheck). A qualifying user's
    operand 0 is a broadcast, so it is looked at when that broadcast is visited; if another
    operand is not yet a canonical broadcast then, the look stops there and is repeated when
    that one is visited, and so on: the user is hoisted at its last broadcast, as if every
    broadcast looked, while `add(x, broadcast(b))` costs no view of the add.
    """
    run = _RUN.get()
    seen, recheck, work = run.seen, run.recheck, None   # (a work list once something was hoisted)
    while True:
        wanted = bool(recheck) and value in recheck   # (an empty set: no binding call to hash)
        for use in value.uses:   # (what a hoist creates or replaces never uses `value`)
            if not wanted and use.operand_number:
                continue
            user = use.owner
            if type(user) not in _ELEMENTWISE_CLASSES:
                continue
            sources, user_op = [], user.operation
            for v in user_op.operands:
                info = seen.get(v)   # (dims attr, source shape, source) of a canonical broadcast
                if info is None:   # (maybe a broadcast the walk has yet to visit: look again then)
                    recheck.add(v)
                    break
                if info[1] != src_shape or info[0] != dims_attr or \
                        any(u.owner.operation != user_op for u in v.uses):
                    break   # (a broadcast with other users would stay: no fewer broadcasts)
                sources.append(info[2])
            else:
                result = user.result
                if next(iter(result.uses), None) is None:   # dead, or hoisted already (add(b, b))
                    continue
                rtype = result.type
                ip = rewriter.ip
                small = _create(user.OPERATION_NAME, _tensor(src_shape, _element_type(rtype)), sources,
                                dict(user.attributes.items()), user.location, ip)
                wide = _create(BCAST, rtype, [small], {"broadcast_dimensions": dims_attr}, user.location, ip)
                result.replace_all_uses_with(wide)
                seen[wide] = (dims_attr, src_shape, small)
                if result in recheck:   # its users, waiting on `result`, now wait on `wide`
                    recheck.add(wide)
                run.maybe_dead.append(user)
                _PATTERNS.note("hoist-elementwise")
                if work is None:
                    work = []
                work.append(wide)
        if not work:
            return work is not None
        value = work.pop()


@_PATTERNS.pattern(BCAST, name="canonicalize-broadcast")
def _broadcast(op, rewriter):
    """Canonicalize one broadcast. Ordered so that the common cases (nothing to do, a splat
    constant, one composition) read as few properties as possible: each read is a binding
    call, and this pass is measured per op."""
    o = op.operation
    src0 = o.operands[0]
    result = o.result
    rtype = result.type
    stype0 = src0.type
    if stype0 == rtype:   # [identity] first, whatever defines src0: no view of its owner made
        rule = _identity_rule(rtype)
        if rule or (rule is not None and _plan_of(o.attributes["broadcast_dimensions"], rtype, rtype)[0] is _IDENTITY):
            rewriter.replace_op(o, [src0])
            return _IDENTITY_REWRITTEN
    run = _RUN.get()
    chain = run.chains.get(src0)
    if chain is None:
        if type(src0) is OpResult:
            made = run.made.pop(src0, None) if run.made else None
            if made is not None:   # a reshape this run made ([reshape]): _follow's answer known (see there)
                run.maybe_dead.append(made[0])
                chain = run.chains[src0] = made[1]
            else:
                owner = src0.owner
                kind = type(owner)
                if kind is Bcast or kind is Reshape:
                    chain = run.chains[src0] = _follow(src0, owner, kind)
        else:   # a block argument: nothing to follow (kept: its type is read once)
            chain = run.chains[src0] = (src0, None, None, src0.type)
    if chain is not None:
        src, owner, where, stype = chain
        kind = type(owner)
    else:   # (not kept: most such values are broadcast once)
        src, where, stype = src0, None, stype0
    if kind is Const and run.fold_splats:   # before reading the dims: a splat does not need them
        try:
            value = owner.operation.attributes["value"]
        except TypeError:   # a complex constant: the bindings cannot read it (mlir_attrs.items); not folded
            value = None
        splat = None if value is None else _splat_attr(value, rtype)
        if splat is not None:
            if src is src0 and _single_use(src0):   # the constant is `o`'s alone: retyped in place
                owner.operation.attributes["value"] = splat
                src0.set_type(rtype)
                rewriter.replace_op(o, [src0])
            else:
                rewriter.replace_op(o, ir.Operation.create("stablehlo.constant", [rtype], None, {"value": splat},
                                                           None, 0, o.location, rewriter.ip))
            return _SPLAT
    dims_attr = o.attributes["broadcast_dimensions"]
    if where is None:   # the common case: one cached lookup on (attribute, type, type)
        dims = None
        plan, sshape, rshape = _plan_of(dims_attr, stype, rtype)
    else:
        plan, sshape, rshape, dims, composed = _plan_of_chain(dims_attr, where, stype, rtype)
    if plan is None or (plan[0] == "sort-dims" and not run.sort_dims):
        if where is not None:   # composition is done in place: operand and dims of `o` change
            dims_attr = composed
            o.operands[0] = src
            o.attributes["broadcast_dimensions"] = dims_attr
        hoisted = False
        if sshape is not None:
            run.seen[result] = (dims_attr, sshape, src)
            if run.hoist_elementwise:
                wanted = bool(run.recheck) and result in run.recheck
                for use in result.uses:   # _hoist's first test, inlined: most broadcasts fail it
                    if wanted or not use.operand_number:
                        hoisted = _hoist(result, dims_attr, sshape, rewriter)
                        break
        return _COMPOSE if where is not None else REWRITTEN if hoisted else None
    if plan is _IDENTITY:
        rewriter.replace_op(o, [src])
        return _IDENTITY_REWRITTEN
    new, dims_attr, sshape = _build(plan, o, src, owner, dims if dims is not None else _dims(dims_attr), stype, rtype,
                                    sshape, rshape, rewriter.ip)
    if sshape is not None:   # sort-dims: `new` is a canonical broadcast
        run.seen[new] = (dims_attr, sshape, new.owner.operation.operands[0])
        if result in run.recheck:   # (see _hoist)
            run.recheck.add(new)
    rewriter.replace_op(o, [new])   # (before hoisting: `new` needs `o`'s users)
    if sshape is not None and run.hoist_elementwise:
        _hoist(new, dims_attr, sshape, rewriter)
    return rewritten(plan[0])


@_PATTERNS.pattern(Select.OPERATION_NAME, name="select-not")
def _select_not(op, rewriter):
    pred = op.pred
    b = pred.owner if type(pred.owner) is Bcast else None
    inner = (b.operand if b is not None else pred).owner
    if type(inner) is not Not or next(iter(op.result.uses), None) is None:
        return None
    p = inner.operand
    if b is not None:
        p = _create(BCAST, pred.type, [p], {"broadcast_dimensions": b.broadcast_dimensions}, b.location,
                    rewriter.ip)
        _RUN.get().maybe_dead.append(b)
    _RUN.get().maybe_dead.append(inner)
    return [_create(Select.OPERATION_NAME, op.result.type, [p, op.on_false, op.on_true], {}, op.location,
                    rewriter.ip)]


def _erase_unused(candidates) -> None:
    """Erase the ops this run left unused, then what they alone used (never anything else).

    An op may be listed twice through different Python wrappers, and a wrapper of an op
    erased through another one must not be touched (not even hashed): each is keyed while
    all are alive, and keys of erased ops are skipped.
    """
    erased: set[int] = set()
    work = [(hash(o), o) for o in (c.operation for c in candidates if not isinstance(c, ir.Block))]
    pop, push = work.pop, work.append
    while work:   # (plain loops, no generators: this runs once per rewritten chain)
        key, op = pop()
        if key in erased:
            continue
        for r in op.results:
            if next(iter(r.uses), None) is not None:
                break
        else:
            owners = []
            for v in op.operands:
                if type(v) is OpResult:   # (a block argument's owner is a block: never erased)
                    o = v.owner
                    if type(o) in _PURE:
                        o = o.operation
                        owners.append((hash(o), o))
            erased.add(key)
            op.erase()
            for x in owners:
                push(x)


@register("canonicalize-broadcast-in-dim", "simplify stablehlo.broadcast_in_dim (MHLO's rewrites and more)",
          doc=__doc__.split("\n", 2)[2],
          options=[Option("sort-dims", bool, True, "[sort-dims]: leave only increasing broadcast dims"),
                   Option("hoist-elementwise", bool, True, "[hoist-elementwise]"),
                   Option("fold-splats", bool, True, "[splat-constant]")])
def canonicalize_broadcast_in_dim(op, sort_dims=True, hoist_elementwise=True, fold_splats=True):
    run = _Run()
    run.sort_dims, run.hoist_elementwise, run.fold_splats = sort_dims, hoist_elementwise, fold_splats
    token = _RUN.set(run)
    try:
        counts = _PATTERNS.apply(op, driver="walk")
    finally:
        _RUN.reset(token)   # (the run's Python views go with it)
    _erase_unused(run.maybe_dead)
    return counts
