"""CHLO ops (erf, erf_inv, lgamma, digamma, top_k, sinh, next_after ...), evaluated
through their StableHLO decomposition.

Each chlo op is copied alone into a one-function module, rewritten by MLIR's
`chlo-legalize-to-stablehlo` pass, and that function is compiled by this
interpreter. The decompositions are the polynomial approximations XLA itself uses,
so results match PJRT to the last few ulps where a numpy formula would not (erf_inv
in f32, lgamma near its poles...). Done once per op when the program is compiled.
"""
from __future__ import annotations

import threading

from jaxlib.mlir import ir
from jaxlib.mlir.dialects import chlo, func
from jaxlib.mlir.passmanager import PassManager

from bridge.context import register_passes

from .registry import register

_lock = threading.Lock()
_PIPELINE = "builtin.module(func.func(chlo-legalize-to-stablehlo))"


def _single_op_module(op: ir.Operation, name: str) -> ir.Module:
    """func @main(operand types) -> result types { %r = name(%args) {op's attrs}; return %r }."""
    ctx = op.context
    with ctx, ir.Location.unknown(ctx):
        module = ir.Module.create()
        with ir.InsertionPoint(module.body):
            ftype = ir.FunctionType.get([v.type for v in op.operands], [r.type for r in op.results])
            f = func.FuncOp("main", ftype)
            block = f.add_entry_block()
            with ir.InsertionPoint(block):
                attributes = {op.attributes[i].name: op.attributes[i].attr for i in range(len(op.attributes))}
                new = ir.Operation.create(name, results=[r.type for r in op.results],
                                          operands=list(block.arguments), attributes=attributes)
                func.ReturnOp(list(new.results))
    return module


def _decomposition_factory(info):
    return decomposed_kernel(info, info.name)


def decomposed_kernel(info, chlo_name: str):
    """run(frame, *operands) evaluating `info.op`'s operands as the chlo op `chlo_name`."""
    if info.num_regions:
        raise info.unsupported("chlo op with regions")
    module = _single_op_module(info.op, chlo_name)
    register_passes()
    try:
        with _lock, module.context:
            PassManager.parse(_PIPELINE).run(module.operation)
    except Exception as e:  # noqa: BLE001 - MLIRError: no decomposition for this op / types
        raise info.unsupported(f"chlo-legalize-to-stablehlo failed: {str(e).splitlines()[0]}") from None
    body = next(iter(module.body.operations)).regions[0].blocks[0]
    leftover = [o.operation.name for o in body.operations if o.operation.name.startswith("chlo.")]
    if leftover:
        raise info.unsupported(f"no StableHLO decomposition for {leftover[0]}")
    from .interpreter import Program  # cyclic at import time
    fn = Program(module).function("main")
    single = len(info.result_types) == 1

    def run(frame, *args):
        res = fn.call(frame.run, list(args))
        return res[0] if single else res
    return run


CHLO_OPS = sorted(getattr(chlo, n).OPERATION_NAME for n in dir(chlo)
                  if n.endswith("Op") and hasattr(getattr(chlo, n), "OPERATION_NAME"))
register(*CHLO_OPS)(_decomposition_factory)
