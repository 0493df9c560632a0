"""verify(module): check every xla.* op against its definition (MLIR sees them as unregistered)."""
from __future__ import annotations

from jaxlib.mlir import ir

from bridge.errors import HloBridgeError, VerificationError
from bridge.mlir_types import from_mlir_type, program_shape

from . import attrs as A
from .opdef import BY_OP_NAME, COMPUTATION, COMPUTATIONS, OPERAND, OPERANDS


def _check(op, shape_of) -> str | None:
    """Why `op` does not match its definition (None: it does); shape_of(symbol) gives the
    ProgramShape of a function of the module."""
    d = BY_OP_NAME.get(op.name)
    if d is None:
        return f"unknown op {op.name}"
    operands = [from_mlir_type(v.type) for v in op.operands]
    bound, i = {}, 0
    fixed = sum(1 for a in d.args if a.kind == OPERAND)
    variadic = [a for a in d.args if a.kind == OPERANDS]
    per_variadic = (len(operands) - fixed) // len(variadic) if variadic else 0
    if (not variadic and len(operands) != fixed) or (variadic and (len(operands) - fixed) % len(variadic)):
        return f"{op.name}: wrong number of operands ({len(operands)})"
    for a in d.args:
        if a.kind == OPERAND:
            bound[a.name], i = operands[i], i + 1
        elif a.kind == OPERANDS:
            bound[a.name], i = operands[i:i + per_variadic], i + per_variadic
        elif a.kind == COMPUTATION:
            if a.name not in op.attributes:
                return f"{op.name}: missing computation attribute {a.name}"
            bound[a.name] = shape_of(ir.FlatSymbolRefAttr(op.attributes[a.name]).value)
        elif a.kind == COMPUTATIONS:   # a list of computations (Conditional's branches)
            if a.name not in op.attributes:
                if not a.required:
                    continue
                return f"{op.name}: missing computation attribute {a.name}"
            bound[a.name] = [shape_of(s) for s in A.from_mlir(a.kind, op.attributes[a.name])]
        elif a.name in op.attributes:
            try:
                bound[a.name] = A.from_mlir(a.kind, op.attributes[a.name])
            except TypeError if a.kind == "literal" else ():   # complex literals cannot be read back
                bound[a.name] = A.from_result_type(op.results[0].type)
            except Exception as e:   # a malformed attribute in user text: a problem, not a crash
                return f"{op.name}: attribute {a.name} is not a valid {a.kind}: {e}"
        elif a.required:
            return f"{op.name}: missing attribute {a.name}"
        else:
            bound[a.name] = a.default
    if d.name == "Constant":   # element_type only converts the builder's literal
        bound.pop("element_type", None)
    got = from_mlir_type(op.results[0].type)
    if got.is_unbounded or any(s.is_unbounded for s in operands):
        return None   # no sizes to infer from (`?`): StableHLO's verifier checks the op once lowered
    try:
        expected = d.infer(**bound)
    except HloBridgeError as e:   # BuilderError, and a shape no Shape can hold
        return f"{op.name}: {e}"
    if not got.same_dims_and_type(expected):
        return f"{op.name}: result type {got} does not match the inferred {expected}"
    return None


def verify_xla(module) -> None:
    """Raise VerificationError naming the first bad xla op (with its location)."""
    module_op = module.operation if isinstance(module, ir.Module) else module
    problems, shapes, table = [], {}, []

    def shape_of(symbol: str):   # one symbol table per verification, built on first use
        if symbol not in shapes:
            if not table:
                table.append(ir.SymbolTable(module_op))
            shapes[symbol] = program_shape(table[0][symbol])
        return shapes[symbol]

    def visit(op):
        if op.name.startswith("xla."):
            why = _check(op, shape_of)
            if why:
                problems.append(f"{why} at {op.location}")
                return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE
    with module_op.context:
        module_op.walk(visit)
    if problems:
        raise VerificationError(problems[0])
