"""One op of a module as a module of its own, run on a backend (difftest --localize).

`Isolated(op)` is `func.func @main(<operand types>) -> <result types>` holding a clone of
`op` (its regions too) with the operands, and the outer values its regions read, turned into
parameters. The clone keeps the op's
location, so a backend that looks at locations sees the op it would see in the whole
module; the text (no locations) is the same for every op with the same signature, so
PJRT compiles each distinct signature once (bridge.runtime caches by text).
"""
from __future__ import annotations

from jaxlib.mlir import ir

from ..errors import HloBridgeError
from ..mlir_module import captured_values, one_op_module
from ..mlir_types import from_mlir_type
from .modinfo import tensor

# Containers: their inner ops are isolated instead (see localize.py); calls run the callee.
CONTAINERS = frozenset({"stablehlo.while", "stablehlo.if", "stablehlo.case", "func.call", "stablehlo.composite",
                        "sdy.manual_computation", "sdy.named_computation", "stablehlo.optimization_barrier"})
# Ops whose result is not a function of their operands alone (or that talk to the host or
# other devices): running them alone says nothing about the op in the module.
NOT_ISOLATED = frozenset({"stablehlo.rng", "stablehlo.rng_bit_generator", "stablehlo.infeed", "stablehlo.outfeed",
                          "stablehlo.send", "stablehlo.recv", "stablehlo.after_all", "stablehlo.partition_id",
                          "stablehlo.replica_id", "stablehlo.all_reduce", "stablehlo.all_gather",
                          "stablehlo.all_to_all", "stablehlo.collective_permute", "stablehlo.reduce_scatter",
                          "stablehlo.collective_broadcast", "stablehlo.tuple", "stablehlo.get_tuple_element",
                          "sdy.sharding_constraint", "sdy.reshard", "sdy.all_gather", "sdy.all_reduce"})


class Isolated:
    """The one-op module of `op`, or `why` it cannot have one. `captured`: the values its
    regions read from outside it, parameters after its operands (the caller gives their values)."""
    __slots__ = ("_prepared", "captured", "module", "text", "why")

    def __init__(self, op: ir.Operation):
        self.module = self.text = None
        self._prepared = None
        captured = captured_values(op) if op.regions else []   # (walks the regions: once)
        self.why = refused(op, captured)
        self.captured = [] if self.why else captured
        if not self.why:
            self.module = one_op_module(op, captured=captured)
            self.text = str(self.module)

    @classmethod
    def of_module(cls, module: ir.Module) -> "Isolated":
        """A module made otherwise (localize_cone.py's groups of ops), run the same way."""
        self = cls.__new__(cls)
        self._prepared, self.why, self.module, self.text, self.captured = None, "", module, str(module), []
        return self

    def prepared(self, name: str):
        """A `Prepared` of the one-op module, for backends called as run(prepared, inputs)."""
        if self._prepared is None:   # built directly: prepare.finish would re-derive all this
            from .prepare import Prepared
            fn = self.module.body.operations[0]
            ftype = ir.FunctionType(ir.TypeAttr(fn.attributes["function_type"]).value)
            self._prepared = Prepared(name, self.module, self.text,
                                      [tensor(t) or _spec(t) for t in ftype.inputs], len(ftype.results))
        return self._prepared


def _spec(t: ir.Type) -> tuple[str, tuple[int, ...]]:
    shape = from_mlir_type(t)   # (a bounded parameter: its bounds, the most it holds)
    return shape.element_type, shape.dimensions


def refused(op: ir.Operation, captured: list | None = None) -> str:
    """Why `op` cannot run alone ("": it can). `captured`: its captured_values, if known."""
    name = op.name
    if name in NOT_ISOLATED:
        return f"{name} depends on more than its operands"
    if captured is None:
        captured = captured_values(op) if op.regions else []
    for v in [*op.operands, *op.results, *captured]:
        if tensor(v.type) is None and not _bounded(v.type):
            return f"{name} has a {v.type} operand, result or value its regions use"
    return ""


def _bounded(t: ir.Type) -> bool:
    """A tensor type whose dynamic dimensions all have bounds: the one-op module runs it at the
    recorded values' sizes (bridge.refine, as any dynamic @main)."""
    try:
        shape = from_mlir_type(t)
    except (ValueError, TypeError, HloBridgeError):
        return False
    return shape.is_array and shape.dynamic is not None and not shape.is_unbounded


def run_isolated(backend: str, run, iso: Isolated, operands, name: str) -> list:
    """The backend's results for the one-op module on `operands` (baseline values).
    PJRT backends get the text (compiled once per signature); others run(prepared, inputs)."""
    import numpy as np

    from .backends import is_pjrt
    args = [np.array(x, copy=True) for x in operands]
    if is_pjrt(backend, run):
        from ..runtime import execute_module
        return [np.asarray(o) for o in execute_module(iso.text, args, backend=backend)]
    return [np.asarray(o) for o in run(iso.prepared(name), args)]
