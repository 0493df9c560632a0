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

from .registry import register


class XlaArgs:
    """The decoded attributes and computations of one xla op."""

    def __init__(self, info, d):
        self.info, self.d = info, d
        self._cache: dict = {}

    def __getitem__(self, name: str):
        if name not in self._cache:
            a = self.d.arg(name)
            attrs = self.info.op.attributes
            if name in attrs:
                self._cache[name] = A.from_mlir(a.kind, attrs[name])
            else:
                self._cache[name] = None if a.default is ... else a.default
        return self._cache[name]

    def computation(self, name: str):
        """call(frame, *args) -> list of results of the called computation `name`."""
        symbol = A.from_mlir("symbol", self.info.op.attributes[name])
        program = self.info.compiler.program
        cache = []

        def call(frame, *args):
            if not cache:  # resolved on first call, so recursion compiles fine
                cache.append(program.function(symbol))
            return cache[0].call(frame.run, list(args))
        return call


def xla_kernel(*names: str):
    """Decorator: the reference kernel factory of xla ops given by builder name."""
    def deco(factory):
        for n in names:
            d = get(n)
            register(d.op_name)(lambda info, d=d: factory(info, XlaArgs(info, d)))
        return factory
    return deco
