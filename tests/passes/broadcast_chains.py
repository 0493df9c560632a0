"""Random broadcast chains for cross-checking canonicalize-broadcast-in-dim.

Each chain is a private function @chainN(%x) built from: broadcasts with random (often
unsorted, sometimes identity or unit-only) dims, broadcasts of splat constants, pairs of
equal broadcasts feeding an element-wise op, zero-element results, and
select(broadcast(not p), a, b). @main calls every chain, so one PJRT compile runs them all.
"""
from __future__ import annotations

import numpy as np


def _t(shape, et="f32") -> str:
    return "tensor<" + "".join(f"{d}x" for d in shape) + et + ">"


class _Chain:
    def __init__(self, rng, index: int):
        self.rng, self.lines, self.n = rng, [], 0
        rank = int(rng.integers(0, 3))
        self.in_shape = tuple(int(d) for d in rng.integers(1, 4, rank))
        self.name = f"chain{index}"

    def new(self) -> str:
        self.n += 1
        return f"%v{self.n}"

    def emit(self, text: str) -> str:
        v = self.new()
        self.lines.append(f"    {v} = {text}")
        return v

    def broadcast(self, value, shape, allow_zero=False):
        """A random valid broadcast_in_dim of value (of `shape`): (result, new shape, dims)."""
        rng = self.rng
        out_rank = min(4, len(shape) + int(rng.integers(0, 3)))
        if rng.random() < 0.15:   # identity
            dims = list(range(len(shape)))
            return self.emit(f"stablehlo.broadcast_in_dim {value}, dims = {dims} : ({_t(shape)}) -> {_t(shape)}"), \
                tuple(shape), tuple(dims)
        positions = sorted(rng.choice(out_rank, size=len(shape), replace=False).tolist())
        if rng.random() < 0.5:
            rng.shuffle(positions)
        unit_only = rng.random() < 0.25
        out = [1 if unit_only else int(rng.integers(1, 4)) for _ in range(out_rank)]
        for i, p in enumerate(positions):
            out[p] = shape[i] if (shape[i] != 1 or unit_only) else int(rng.integers(1, 4))
        if allow_zero and rng.random() < 0.1:
            free = [d for d in range(out_rank) if d not in positions]
            if free:
                out[free[0]] = 0
        v = self.emit(f"stablehlo.broadcast_in_dim {value}, dims = {positions} : ({_t(shape)}) -> {_t(out)}")
        return v, tuple(out), tuple(positions)

    def build(self) -> tuple[str, tuple]:
        rng = self.rng
        value, shape = "%x", self.in_shape
        if rng.random() < 0.15:   # a splat constant source
            value = self.emit(f"stablehlo.constant dense<1.5> : {_t(shape)}")
        total = tuple(range(len(shape)))          # where x's dims are in the current value
        for _ in range(int(rng.integers(1, 4))):
            value, new_shape, dims = self.broadcast(value, shape, allow_zero=True)
            total, shape = tuple(dims[d] for d in total), new_shape
        kind = rng.random()
        if kind < 0.25 and 0 not in shape:     # two equal broadcasts into an element-wise op
            y = self.emit(f"stablehlo.abs %x : {_t(self.in_shape)}")
            a = self.emit(f"stablehlo.broadcast_in_dim %x, dims = {list(total)} : ({_t(self.in_shape)}) -> {_t(shape)}")
            b = self.emit(f"stablehlo.broadcast_in_dim {y}, dims = {list(total)} : ({_t(self.in_shape)}) -> {_t(shape)}")
            s = self.emit(f"stablehlo.add {a}, {b} : {_t(shape)}")
            value = self.emit(f"stablehlo.multiply {s}, {value} : {_t(shape)}")
        elif kind < 0.45 and 0 not in shape:   # select(broadcast(not p), a, b)
            zero = self.emit(f"stablehlo.constant dense<0.0> : {_t(self.in_shape)}")
            p = self.emit(f"stablehlo.compare GT, %x, {zero} : ({_t(self.in_shape)}, {_t(self.in_shape)}) -> "
                          f"{_t(self.in_shape, 'i1')}")
            q = self.emit(f"stablehlo.not {p} : {_t(self.in_shape, 'i1')}")
            bq = self.emit(f"stablehlo.broadcast_in_dim {q}, dims = {list(total)} : ({_t(self.in_shape, 'i1')}) -> "
                           f"{_t(shape, 'i1')}")
            n = self.emit(f"stablehlo.negate {value} : {_t(shape)}")
            value = self.emit(f"stablehlo.select {bq}, {value}, {n} : {_t(shape, 'i1')}, {_t(shape)}")
        body = "\n".join(self.lines)
        text = (f"  func.func private @{self.name}(%x: {_t(self.in_shape)}) -> {_t(shape)} {{\n{body}\n"
                f"    return {value} : {_t(shape)}\n  }}")
        return text, shape


def chains_module(seed: int, count: int) -> tuple[str, list[np.ndarray], list[tuple[int, int]]]:
    """(module text, inputs for @main, (offset, size) of each chain's output in @main's result).

    @main calls every chain and returns one f32 vector: the chains' results flattened and
    concatenated, so that XLA compiles few kernels (compiling 100 outputs is slow).
    """
    rng = np.random.default_rng(seed)
    funcs, params, body, flat, inputs, spans = [], [], [], [], [], []
    offset = 0
    for i in range(count):
        c = _Chain(rng, i)
        text, out_shape = c.build()
        size = int(np.prod(out_shape))
        funcs.append(text)
        params.append(f"%x{i}: {_t(c.in_shape)}")
        body.append(f"    %r{i} = call @{c.name}(%x{i}) : ({_t(c.in_shape)}) -> {_t(out_shape)}")
        body.append(f"    %f{i} = stablehlo.reshape %r{i} : ({_t(out_shape)}) -> {_t((size,))}")
        flat.append((f"%f{i}", _t((size,))))
        inputs.append(rng.standard_normal(c.in_shape).astype(np.float32))
        spans.append((offset, size))
        offset += size
    out = _t((offset,))
    body.append(f"    %all = stablehlo.concatenate {', '.join(v for v, _ in flat)}, dim = 0 : "
                f"({', '.join(t for _, t in flat)}) -> {out}")
    main = (f"  func.func @main({', '.join(params)}) -> {out} {{\n" + "\n".join(body)
            + f"\n    return %all : {out}\n  }}")
    return "module {\n" + "\n".join(funcs) + "\n" + main + "\n}\n", inputs, spans
