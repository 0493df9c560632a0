"""StableHLO interpreter tests over several processes: `interpreter.run_parallel`.

    %r:4 = "interpreter.run_parallel"(%a0, %a1, %b0, %b1) {programs = [[@f, @f], [@f, @f]]}
        : (...) -> (...)

`programs` is the grid of processes: row = replica_id, column = partition_id (as in
StableHLO's interpreter, stablehlo/reference/InterpreterOps.td). The operands are every
process's arguments and the results every process's results, both flattened in
row-major process order (replica 0 partition 0, replica 0 partition 1, ...), each
process taking as many as its function's signature says.

A module with this op is run in two steps, on the backend under test both times:
  1. `pre`: @main with run_parallel removed, returning run_parallel's operands and every
     other value @main returns (a check's expected value), on main's own arguments;
  2. `program`: the processes' function as @main, run on the replicas x partitions grid
     with per-process arguments and no SPMD partitioning (every device runs it as
     written: XLA's MPMD mode, the reference's evaluate_processes);
and @main's outputs are then put together from the two. run_parallel's results may only
be returned by @main (after bridge.diff.testsuite turned the checks into outputs, that is
what a check of a result becomes). Every process must run the same function: PJRT
compiles one program for all devices of an executable.
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Callable, Sequence

from jaxlib.mlir import ir

from ..errors import ProgramError, UnsupportedOp
from ..mlir_module import entry_name, functions
from .modinfo import entry_block, set_results

OP = "interpreter.run_parallel"


@dataclass(frozen=True)
class Plan:
    num_replicas: int
    num_partitions: int
    program: str                 # the per-process function as @main, with what it calls
    pre: str                     # @main before run_parallel: its operands, then other outputs
    num_operands: int            # run_parallel's operands (= pre's first outputs)
    arity: int                   # arguments per process
    results_per_process: int
    outputs: tuple               # per output of @main: ("result", flat index) or ("pre", index)

    @property
    def processes(self) -> int:
        return self.num_replicas * self.num_partitions


def uses_run_parallel(text: str) -> bool:
    return OP in text


_CACHE: OrderedDict = OrderedDict()
_LOCK = threading.Lock()


def plan_of(text: str) -> Plan:
    """The plan for a prepared module's text (checks already turned into outputs); cached."""
    with _LOCK:
        hit = _CACHE.get(text)
    if hit is None:
        from ..context import get_context
        hit = _plan(ir.Module.parse(text, get_context()))
        with _LOCK:
            _CACHE[text] = hit
            while len(_CACHE) > 64:
                _CACHE.popitem(last=False)
    return hit


def _plan(module: ir.Module) -> Plan:
    funcs = functions(module)
    main = funcs[entry_name(funcs)]
    block = entry_block(main)
    ops = [op.operation for op in block.operations if op.operation.name == OP]
    if len(ops) != 1:
        raise UnsupportedOp(f"one {OP} per test function is supported, found {len(ops)}")
    rp = ops[0]
    grid = [[ir.FlatSymbolRefAttr(s).value for s in ir.ArrayAttr(row)]
            for row in ir.ArrayAttr(rp.attributes["programs"])]
    nr, np_ = len(grid), len(grid[0]) if grid else 0
    if not np_ or any(len(row) != np_ for row in grid):
        raise ProgramError(f"{OP}: `programs` must be a non-empty rectangular grid, got {grid}")
    names = {n for row in grid for n in row}
    if len(names) != 1:
        raise UnsupportedOp(f"{OP} with different programs per process ({', '.join(sorted(names))}) is not "
                            f"supported: PJRT compiles one program for every device of an executable")
    if "infeed" in rp.attributes:
        raise UnsupportedOp(f"{OP} with `infeed` is not supported")
    name = names.pop()
    if name not in funcs:
        raise ProgramError(f"{OP}: no function @{name}")
    ftype = ir.FunctionType(ir.TypeAttr(funcs[name].attributes["function_type"]).value)
    arity, per = len(ftype.inputs), len(ftype.results)
    if len(rp.operands) != nr * np_ * arity or len(rp.results) != nr * np_ * per:
        raise ProgramError(f"{OP}: {nr}x{np_} processes of @{name} ({arity} argument(s), {per} result(s) "
                           f"each) need {nr * np_ * arity} operands and {nr * np_ * per} results, got "
                           f"{len(rp.operands)} and {len(rp.results)}")
    ret = next(o.operation for o in block.operations if o.operation.name == "func.return")
    result_index = {_key(r): i for i, r in enumerate(rp.results)}
    for r in rp.results:
        if any(u.owner.operation != ret for u in r.uses):
            raise UnsupportedOp(f"{OP}: its results may only be checked (returned), not computed on")
    outputs, others = [], []
    for v in ret.operands:
        k = result_index.get(_key(v))
        if k is not None:
            outputs.append(("result", k))
        else:
            outputs.append(("pre", len(rp.operands) + len(others)))
            others.append(v)
    program = _program(module, name)        # (a copy: before _pre changes the module)
    num_operands = len(rp.operands)
    return Plan(nr, np_, program, _pre(module, main, rp, others), num_operands,
                arity, per, tuple(outputs))


def _key(value) -> tuple:
    """Identity of an SSA value (the bindings make a new Python object per access)."""
    owner = value.owner
    if isinstance(owner, ir.Block):
        return ("arg", value.arg_number)
    return (owner.operation, value.result_number)


def _pre(module: ir.Module, main, rp, others) -> str:
    """Text of the module reduced to @main returning run_parallel's operands, then `others`."""
    with module.context:
        set_results(main, list(rp.operands) + list(others))
        rp.erase()
        _keep_reachable(module, entry_name(functions(module)))
        return str(module)


def _program(module: ir.Module, name: str) -> str:
    """Text of a copy of the module whose @main is the process function @name."""
    copy = ir.Module.parse(str(module), module.context)
    with copy.context:
        funcs = functions(copy)
        if name != "main" and "main" in funcs:   # the test's own @main is not the program
            funcs["main"].erase()
        _keep_reachable(copy, name)
        f = functions(copy)[name]
        f.attributes["sym_name"] = ir.StringAttr.get("main")
        if "sym_visibility" in f.attributes:
            del f.attributes["sym_visibility"]
        # calls to the function itself (recursion) are not valid StableHLO: not renamed
        return str(copy)


def _keep_reachable(module: ir.Module, root: str) -> None:
    """Erase the functions @root does not call (directly or not): the processes' functions
    are not part of the `pre` program, and the test's @main is not part of the processes'."""
    funcs = functions(module)
    keep, todo = set(), [root]
    while todo:
        n = todo.pop()
        if n in keep or n not in funcs:
            continue
        keep.add(n)

        def visit(op, found=todo):
            if op.name == "func.call":
                found.append(ir.FlatSymbolRefAttr(op.attributes["callee"]).value)
            return ir.WalkResult.ADVANCE
        funcs[n].walk(visit)
    for n, f in funcs.items():
        if n not in keep:
            f.erase()


# ---------------------------------------------------------------- running

Single = Callable[[str, list], Sequence]            # (module text, args) -> outputs
Grid = Callable[[str, list, int, int], Sequence]    # (text, per-process args, nr, np) -> per-process outputs


def run(text: str, inputs, single: Single, grid: Grid) -> list:
    """@main's outputs for a run_parallel module, `single` running the `pre` part and `grid`
    the processes (both on the backend under test)."""
    plan = plan_of(text)
    pre = list(single(plan.pre, list(inputs)))
    ops = pre[:plan.num_operands]
    a = plan.arity
    per_process = [ops[p * a:(p + 1) * a] for p in range(plan.processes)]
    outs = grid(plan.program, per_process, plan.num_replicas, plan.num_partitions)
    if len(outs) != plan.processes or any(len(o) != plan.results_per_process for o in outs):
        raise ProgramError(f"{OP}: the grid returned {[len(o) for o in outs]} results per process, expected "
                           f"{plan.processes} x {plan.results_per_process}")
    flat = [x for o in outs for x in o]
    return [flat[i] if where == "result" else pre[i] for where, i in plan.outputs]


def pjrt_grid(platform: str) -> Grid:
    def grid(program: str, per_process: list, nr: int, np_: int):
        from ..runtime import execute_module
        if nr * np_ == 1:
            return [execute_module(program, per_process[0], backend=platform)]
        return execute_module(program, per_process, backend=platform, num_replicas=nr, num_partitions=np_)
    return grid


def reference_grid(program: str, per_process: list, nr: int, np_: int):
    from .. import reference
    return reference.evaluate_processes(program, per_process, nr, np_)
