"""The kernel registry: op name -> kernel factory.

A kernel factory receives an `OpInfo` (the operation with its attributes and
types parsed once) and returns the function that runs the op:
``run(frame, *operands) -> result`` (or a list of results when the op has
several, or none). Factories run once per operation when a function is
compiled; the returned `run` runs on every evaluation.
"""
from __future__ import annotations

from collections.abc import Callable

import numpy as np
from jaxlib.mlir import ir

from bridge.errors import UnsupportedOp

from .. import mlir_attrs as attrs

KERNELS: dict[str, Callable] = {}


def registrar(table: dict):
    """A decorator maker filing one factory under one or more names in `table`."""
    def register(*names: str):
        def deco(factory):
            for n in names:
                table[n] = factory
            return factory
        return deco
    return register


register = registrar(KERNELS)   # @register("stablehlo.add", ...): kernel factories by op name


def location(op: ir.Operation) -> str:
    try:
        return str(op.location)
    except Exception:  # noqa: BLE001 - defensive: a location is only for messages
        return "loc(unknown)"


class OpInfo:
    """One operation, with lazily parsed attributes/types and compiled regions."""

    def __init__(self, op: ir.Operation, compiler):
        self.op = op
        self.name = op.name
        self.compiler = compiler
        self.operand_types = [attrs.parse_type(v.type) for v in op.operands]
        self.result_types = [attrs.parse_type(r.type) for r in op.results]
        self._regions = {}

    # -- types
    @property
    def result(self):
        return self.result_types[0]

    @property
    def loc(self) -> str:
        return location(self.op)

    # -- attributes
    def attr(self, name: str):
        try:
            return self.op.attributes[name] if name in self.op.attributes else None
        except (TypeError, ValueError):
            return None

    def ints(self, name: str, default=()):
        a = self.attr(name)
        return default if a is None else attrs.ints(a)

    def bools(self, name: str, default=()):
        a = self.attr(name)
        return default if a is None else attrs.bools(a)

    def enum(self, name: str, default: str = "") -> str:
        a = self.attr(name)
        return default if a is None else attrs.enum(a)

    def scalar(self, name: str, default=None):
        a = self.attr(name)
        return default if a is None else attrs.scalar(a)

    def padding(self, rank: int) -> np.ndarray:
        """The (rank, 2) low/high `padding` attribute (zeros when absent)."""
        a = self.attr("padding")
        return np.zeros((rank, 2), np.int64) if a is None else np.array(a, dtype=np.int64).reshape(rank, 2)

    def unsupported(self, why: str = "") -> UnsupportedOp:
        extra = f" ({why})" if why else ""
        return UnsupportedOp(f"numpy reference does not implement {self.name}{extra} at {self.loc}")

    # -- regions
    @property
    def num_regions(self) -> int:
        return len(self.op.regions)

    def region(self, i: int = 0):
        """The compiled region i: a callable ``(frame, *args) -> list of values``."""
        if i not in self._regions:
            self._regions[i] = self.compiler.compile_region(self.op.regions[i])
        return self._regions[i]

    def region_single_op(self, i: int = 0):
        """If region i is `%r = op(%arg0, %arg1...); return %r`, the op's name and OpInfo."""
        body = single_op_of_block(self.op.regions[i].blocks[0])
        return (None, None) if body is None else (body.name, OpInfo(body, self.compiler))


def single_op_of_block(block):
    """The op of a block that is `%r = op(%arg0, %arg1, ...); return %r` (its arguments in
    order, one result), else None: a region or function a numpy ufunc can stand for."""
    ops = [o.operation for o in block.operations]
    if len(ops) != 2:
        return None
    body, ret = ops
    if len(body.results) != 1 or list(ret.operands) != [body.results[0]] or \
            list(body.operands) != list(block.arguments):
        return None
    return body


def function_caller(info, symbol: str):
    """call(frame, *args) -> results of the module's function `symbol`."""
    program, cache = info.compiler.program, []

    def call(frame, *args):
        if not cache:  # resolved on first call, so recursion compiles fine
            from .interpreter import Frame   # (interpreter imports this module)
            cache[:] = program.function(symbol), Frame
        f, new_frame = cache   # (Function.call inlined: loop bodies make calls at every step)
        return f.entry(new_frame(f.template, frame.run), *args)
    return call
