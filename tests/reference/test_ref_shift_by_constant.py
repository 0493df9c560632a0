"""Shifts by one amount for every element (a broadcast constant, as jax's threefry rotates),
which the reference decides once instead of element by element: every integer width, each
kind of shift, amounts in range, at the width and beyond it. The oracle is the spec's
definition on Python integers (an amount >= the width gives 0, or the sign for the
arithmetic shift, whose top bit is the sign in unsigned types too); PJRT agrees."""
from __future__ import annotations

import numpy as np
import pytest

import bridge

TYPES = {"i8": np.int8, "ui8": np.uint8, "i16": np.int16, "ui16": np.uint16, "i32": np.int32,
         "ui32": np.uint32, "i64": np.int64, "ui64": np.uint64}


def _module(op, et, n, amount):
    t = f"tensor<{n}x{et}>"
    return f"""func.func @main(%x: {t}) -> {t} {{
  %c = stablehlo.constant dense<{amount}> : tensor<{et}>
  %b = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<{et}>) -> {t}
  %r = stablehlo.{op} %x, %b : {t}
  return %r : {t}
}}"""


def _oracle(op, x, amount, dtype):
    bits = np.dtype(dtype).itemsize * 8
    signed = np.dtype(dtype).kind == "i"
    amount %= 1 << bits   # (the amount's bits read as unsigned: -1 is a huge shift)
    out = []
    for v in (int(e) for e in x):
        u = v % (1 << bits)
        if op == "shift_left":
            r = 0 if amount >= bits else (u << amount) % (1 << bits)
        elif op == "shift_right_logical":
            r = 0 if amount >= bits else u >> amount
        else:   # the top bit is the sign, unsigned types included
            r = (u - (1 << bits) if u >= 1 << (bits - 1) else u) >> min(amount, bits - 1)
        r %= 1 << bits
        out.append(r - (1 << bits) if signed and r >= 1 << (bits - 1) else r)
    return np.array(out, dtype=object).astype(dtype)


@pytest.mark.parametrize("op", ["shift_left", "shift_right_logical", "shift_right_arithmetic"])
@pytest.mark.parametrize("et", sorted(TYPES))
def test_shift_by_a_broadcast_constant(op, et):
    dtype = TYPES[et]
    info = np.iinfo(dtype)
    bits = info.bits
    x = np.random.default_rng(bits).integers(info.min, info.max, 40, dtype=dtype, endpoint=True)
    x[:4] = [info.min, info.max, 0, 1]
    for amount in (0, 1, bits - 1, bits, bits + 3, -1 if info.min < 0 else info.max):
        text = _module(op, et, x.size, amount)
        want = _oracle(op, x, amount, dtype)
        got, = bridge.reference.evaluate(text, [x])
        np.testing.assert_array_equal(got, want, err_msg=f"amount {amount}")
        if bits < 64 or op != "shift_left":
            pjrt, = bridge.execute(text, [x])
            np.testing.assert_array_equal(pjrt, want, err_msg=f"PJRT, amount {amount}")
