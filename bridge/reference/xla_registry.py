"""Reference kernels for xla-dialect ops, evaluated before any lowering.

They live in the same KERNELS table as the StableHLO kernels (keyed "xla.<mnemonic>"),
so one interpreter runs both dialects. A kernel is written against the op's
definition in dialect_defs: `@xla_kernel("Gather")` registers
`factory(info, a) -> run(frame, *operands)`, where `a` gives the op's attributes
decoded by their dialect_defs kinds (defaults when absent) and its called
computations as callables. Comparing this evaluation with PJRT running our *lowered*
module checks the lowering passes.
"""
from __future__ import annotations

from dialect_defs import attrs as A
from dialect_defs import get

from .kernel_registry import function_caller, register, single_op_of_block
from .kernels_reduce import fast_ufunc_of_op


class XlaArgs:
    """The decoded attributes and computations of one xla op."""

    def __init__(self, info, d):
        self.info, self.d = info, d
        self._cache: dict = {}

    def __getitem__(self, name: str):
        if name not in self._cache:
            self._cache[name] = self.d.decode(self.info.op, name)
        return self._cache[name]

    def computation(self, name: str):
        """call(frame, *args) -> list of results of the called computation `name`."""
        return function_caller(self.info, A.from_mlir("symbol", self.info.op.attributes[name]))

    def computations(self, name: str) -> list:
        """One caller per computation of a list argument (Conditional's branches)."""
        return [function_caller(self.info, s) for s in self[name]]


def xla_kernel(*names: str):
    """Decorator: the reference kernel factory of xla ops given by builder name."""
    def deco(factory):
        for n in names:
            d = get(n)
            register(d.op_name)(lambda info, d=d: factory(info, XlaArgs(info, d)))
        return factory
    return deco


def _leaves(values):
    for v in values:
        if isinstance(v, tuple):
            yield from _leaves(v)
        else:
            yield v


def _build(t, it):
    return tuple(_build(x, it) for x in t) if isinstance(t, tuple) else next(it)


def restructure(t, results):
    """A value of parsed type `t` (a tuple of types for a tuple) from a called
    computation's results, which come back flat (a tuple root is several results)."""
    return _build(t, _leaves(results))


def single_body_op(info, symbol: str):
    """The op of the module's function `symbol` when its body is `return op(%arg0, %arg1,
    ...)`: its arguments in order, one result, no implicit broadcast. Else None."""
    func_op = info.compiler.program._func_ops.get(symbol)
    if func_op is None:
        return None
    body = single_op_of_block(func_op.regions[0].blocks[0])
    if body is None:
        return None
    if "broadcast_dimensions" in body.attributes and len(A.from_mlir("i64s", body.attributes["broadcast_dimensions"])):
        return None
    return body


def single_op_ufunc(info, attr_name: str, element_name: str):
    """The ufunc equal to computation `attr_name` when its body is `return op(%arg0, %arg1)`."""
    body = single_body_op(info, A.from_mlir("symbol", info.op.attributes[attr_name]))
    if body is None or len(body.operands) != 2:
        return None
    return fast_ufunc_of_op(body.name, element_name)


def computation_single_op(info, name: str):
    """If computation `name` is `return op(%arg0, %arg1, ...)`, that op's StableHLO name."""
    body = single_body_op(info, A.from_mlir("symbol", info.op.attributes[name]))
    if body is None or not body.name.startswith("xla."):
        return None if body is None else body.name
    try:
        return get(body.name).lowers_to
    except KeyError:
        return None
