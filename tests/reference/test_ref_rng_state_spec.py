"""rng_bit_generator's initial_state as the spec has it: a 1-D ui64 tensor of 2 words
(THREE_FRY) or 2 or 3 (PHILOX, and DEFAULT, which is PHILOX on XLA:CPU). PJRT refuses any
other; the reference took them anyway (an i32 state widened, IREE's philox/three_fry e2e tests)
and gave numbers no backend defines."""
from __future__ import annotations

import numpy as np
import pytest

import bridge
from bridge.errors import HloBridgeError


def _program(t: str, n: int, algorithm: str) -> str:
    s, r = f"tensor<{n}x{t}>", "tensor<4xui32>"
    return (f"func.func @main(%s: {s}) -> ({s}, {r}) {{\n"
            f"  %0:2 = stablehlo.rng_bit_generator %s, algorithm = {algorithm} : ({s}) -> ({s}, {r})\n"
            f"  return %0#0, %0#1 : {s}, {r}\n}}")


_NP = {"ui64": np.uint64, "i64": np.int64, "i32": np.int32}


@pytest.mark.parametrize("t,n,algorithm", [("i32", 4, "THREE_FRY"), ("i32", 4, "PHILOX"), ("i64", 2, "THREE_FRY"),
                                           ("ui64", 3, "THREE_FRY"), ("ui64", 1, "PHILOX"), ("ui64", 4, "DEFAULT")])
def test_a_state_outside_the_spec_is_refused_as_pjrt_refuses_it(t, n, algorithm):
    text, state = _program(t, n, algorithm), np.arange(1, n + 1).astype(_NP[t])
    with pytest.raises(HloBridgeError, match=r"initial_state is .*1-D ui64 tensor.*\(rng_bit_generator, C2\)"):
        bridge.reference.evaluate(text, [state])
    with pytest.raises(HloBridgeError):
        bridge.execute(text, [state], backend="cpu")


@pytest.mark.parametrize("n,algorithm", [(2, "THREE_FRY"), (2, "PHILOX"), (3, "PHILOX"), (2, "DEFAULT")])
def test_spec_states_give_pjrts_bits(n, algorithm):
    text, state = _program("ui64", n, algorithm), np.array([42, 7, 3][:n], np.uint64)
    for got, want in zip(bridge.reference.evaluate(text, [state]), bridge.execute(text, [state], backend="cpu")):
        np.testing.assert_array_equal(got, want)
