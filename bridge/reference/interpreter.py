"""Compiles StableHLO functions into flat lists of numpy kernels and runs them.

A function is compiled once into `Block`s: each block is a list of nodes
``(run, operand slots, result slots)`` over one flat value array per call
(`Frame.env`). Regions of control-flow ops are compiled into blocks that share
their function's value array, so they see values defined above them.
"""
from __future__ import annotations

import numpy as np
from jaxlib.mlir import ir

from bridge.errors import HloBridgeError, UnsupportedOp

from . import attrs
from .registry import KERNELS, OpInfo, location

_TERMINATORS = frozenset({"func.return", "stablehlo.return"})


class Frame:
    """The values of one function invocation, plus per-run settings."""

    __slots__ = ("env", "run")

    def __init__(self, nslots: int, run: "RunState"):
        self.env = [None] * nslots
        self.run = run


class RunState:
    """Settings shared by all frames of one evaluation (replica id, collectives)."""

    def __init__(self, replica_id: int = 0, num_replicas: int = 1, exchange=None):
        self.replica_id = replica_id
        self.num_replicas = num_replicas
        self.exchange = exchange  # cross-replica rendezvous (see kernels_misc)


class Block:
    __slots__ = ("arg_slots", "nodes", "ret_slots")

    def __init__(self, arg_slots, nodes, ret_slots):
        self.arg_slots = arg_slots
        self.nodes = nodes
        self.ret_slots = ret_slots

    def __call__(self, frame: Frame, *args):
        env = frame.env
        for s, a in zip(self.arg_slots, args):
            env[s] = a
        node = None
        try:
            for node in self.nodes:
                run, ins, outs, n_out = node[0], node[1], node[2], node[3]
                res = run(frame, *[env[i] for i in ins])
                if n_out == 1:
                    env[outs[0]] = res
                elif n_out:
                    for s, r in zip(outs, res):
                        env[s] = r
        except HloBridgeError:
            raise
        except RecursionError:
            raise
        except Exception as e:  # a kernel hit a case it does not handle
            name, loc = node[4] if node is not None else ("?", "?")
            raise HloBridgeError(f"numpy reference failed in {name} at {loc}: {type(e).__name__}: {e}") from e
        return [env[i] for i in self.ret_slots]


class Function:
    def __init__(self, program: "Program", func_op):
        self.program = program
        self.name = func_op.attributes["sym_name"].value
        ftype = ir.FunctionType(func_op.attributes["function_type"].value)
        self.input_types = [attrs.parse_type(t) for t in ftype.inputs]
        self.result_types = [attrs.parse_type(t) for t in ftype.results]
        self._slots: dict = {}
        self.entry = self.compile_region(func_op.regions[0])
        self.nslots = len(self._slots)

    def _slot(self, value) -> int:
        s = self._slots.get(value)
        if s is None:
            s = self._slots[value] = len(self._slots)
        return s

    def compile_region(self, region) -> Block:
        block = region.blocks[0]
        arg_slots = [self._slot(a) for a in block.arguments]
        nodes = []
        ret_slots = []
        for opview in block.operations:
            op = opview.operation
            name = op.name
            if name in _TERMINATORS:
                ret_slots = [self._slot_of_use(v) for v in op.operands]
                continue
            factory = KERNELS.get(name)
            if factory is None:
                raise UnsupportedOp(f"numpy reference does not implement {name} at {location(op)}")
            info = OpInfo(op, self)
            run = factory(info)
            ins = [self._slot_of_use(v) for v in op.operands]
            outs = [self._slot(r) for r in op.results]
            nodes.append((run, ins, outs, len(outs), (name, info.loc)))
        return Block(arg_slots, nodes, ret_slots)

    def _slot_of_use(self, value) -> int:
        s = self._slots.get(value)
        if s is None:  # defined in an enclosing function? never in valid IR
            raise HloBridgeError(f"value used before definition: {value}")
        return s

    def call(self, run: RunState, args):
        frame = Frame(self.nslots, run)
        return self.entry(frame, *args)


class Program:
    """A parsed module with its functions compiled on demand."""

    def __init__(self, module: ir.Module):
        self.module = module
        self._func_ops = {}
        for op in module.body.operations:
            if op.operation.name == "func.func":
                self._func_ops[op.attributes["sym_name"].value] = op
        self._compiled: dict[str, Function] = {}

    def function(self, name: str) -> Function:
        f = self._compiled.get(name)
        if f is None:
            if name not in self._func_ops:
                raise HloBridgeError(f"function @{name} not found in module")
            f = Function(self, self._func_ops[name])
            self._compiled[name] = f
        return f

    def main_name(self) -> str:
        if "main" in self._func_ops:
            return "main"
        public = [n for n, op in self._func_ops.items()
                  if "sym_visibility" not in op.attributes
                  or op.attributes["sym_visibility"].value == "public"]
        if len(public) == 1:
            return public[0]
        raise HloBridgeError(f"cannot choose the entry function among {sorted(self._func_ops)}")

    def run(self, args, num_replicas: int = 1, replica_id: int = 0, exchange=None):
        main = self.function(self.main_name())
        if len(args) != len(main.input_types):
            raise HloBridgeError(f"@{main.name} takes {len(main.input_types)} arguments, got {len(args)}")
        conv = [_coerce_arg(a, t, i) for i, (a, t) in enumerate(zip(args, main.input_types))]
        state = RunState(replica_id, num_replicas, exchange)
        with np.errstate(all="ignore"):
            results = main.call(state, conv)
        return _flatten(results, main.result_types)


def _coerce_arg(a, t, i):
    if t is attrs.TOKEN:
        return attrs.TOKEN
    if isinstance(t, tuple):
        return tuple(_coerce_arg(x, tt, i) for x, tt in zip(a, t))
    arr = np.asarray(a)
    if arr.dtype != t.dtype:
        arr = arr.astype(t.dtype)
    if arr.shape != t.shape:
        raise HloBridgeError(f"argument {i}: expected shape {t.shape} ({t}), got {arr.shape}")
    return arr


def _flatten(values, types):
    out = []
    for v, t in zip(values, types):
        if isinstance(t, tuple):
            out.extend(_flatten(v, t))
        elif t is attrs.TOKEN:
            out.append(np.zeros((0,), np.bool_))
        else:
            arr = np.asarray(v)
            if arr.dtype != t.dtype:
                arr = arr.astype(t.dtype)
            out.append(arr)
    return out
