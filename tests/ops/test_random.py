"""RngUniform, RngNormal, RngBitGenerator on PJRT CPU.

RngUniform/RngNormal streams are the backend's own: the tests check shape, type, range
and moments on many samples (bounds at 6 standard errors). RngBitGenerator's oracle is
the StableHLO spec's THREE_FRY example (state [1, 2] -> bits and state [1, 6]); the rest
checks determinism by state, state update rules and the output type rule.
"""
import ml_dtypes
import numpy as np
import pytest

import bridge
from bridge import Shape, XlaBuilder, ops
from hlotest import program

N = 200_000


def draw(op, lo, hi, shape):
    comp = program(lambda b, a, c: getattr(ops, op)(a, c, Shape.parse(shape)), lo, hi)
    (got,) = bridge.execute(comp, [lo, hi])
    ref = bridge.reference.evaluate_xla(comp, [lo, hi])[0]   # numpy's stream: same shape and type
    assert ref.shape == got.shape and ref.dtype == got.dtype
    return got, ref


@pytest.mark.xla_op("RngUniform")
@pytest.mark.parametrize("dtype", [np.float32, np.float64, ml_dtypes.bfloat16])
def test_rng_uniform_float_range_and_moments(dtype):
    lo, hi = dtype(-1.5), dtype(2.5)
    name = {np.float32: "f32", np.float64: "f64"}.get(dtype, "bf16")
    got, ref = draw("RngUniform", lo, hi, f"{name}[400,500]")
    assert got.shape == (400, 500) and got.dtype == np.dtype(dtype)
    for v in (got, ref):
        x = v.astype(np.float64)
        # [a, b); XLA:CPU draws bf16 in f32 and rounds, which can land on b itself
        assert x.min() >= -1.5 and (x.max() < 2.5 or dtype is ml_dtypes.bfloat16 and x.max() == 2.5)
        se = 4 / np.sqrt(12 * N)                             # standard error of the mean
        assert abs(x.mean() - 0.5) < 6 * se
        assert abs(x.var() - 16 / 12) < 0.02
    assert len(np.unique(got)) > 100


@pytest.mark.xla_op("RngUniform")
@pytest.mark.parametrize("dtype,name", [(np.int32, "s32"), (np.uint32, "u32"), (np.int64, "s64")])
def test_rng_uniform_integers_cover_the_interval(dtype, name):
    got, ref = draw("RngUniform", dtype(3), dtype(10), f"{name}[{N}]")
    for v in (got, ref):
        assert set(np.unique(v)) == set(range(3, 10))       # every value of [3, 10), nothing else
        counts = np.bincount(v.astype(np.int64) - 3) / N
        assert np.all(np.abs(counts - 1 / 7) < 6 * np.sqrt((1 / 7) * (6 / 7) / N))


@pytest.mark.xla_op("RngNormal")
@pytest.mark.parametrize("dtype,name", [(np.float32, "f32"), (np.float64, "f64"), (np.float16, "f16")])
def test_rng_normal_moments(dtype, name):
    got, ref = draw("RngNormal", dtype(2), dtype(3), f"{name}[{N}]")
    assert got.shape == (N,) and got.dtype == np.dtype(dtype)
    for v in (got, ref):
        x = v.astype(np.float64)
        assert abs(x.mean() - 2) < 6 * 3 / np.sqrt(N)
        assert abs(x.std() - 3) < 6 * 3 / np.sqrt(2 * N)
        assert abs(np.mean(np.abs(x - 2) < 3) - 0.6827) < 0.01   # one sigma holds 68.27%


def bit_generator(algorithm, words, shape, builder_first=True):
    b = XlaBuilder("bits")
    s = ops.Parameter(b, 0, Shape.array_shape(np.uint64, (words,)))
    root = (ops.RngBitGenerator(b, algorithm, s, Shape.parse(shape)) if builder_first
            else ops.RngBitGenerator(algorithm=algorithm, initial_state=s, shape=Shape.parse(shape)))
    return b.build(root)


@pytest.mark.xla_op("RngBitGenerator")
def test_rng_bit_generator_spec_example_three_fry():
    comp = bit_generator("THREE_FRY", 2, "u64[2,2]")
    state = np.array([1, 2], np.uint64)
    new_state, bits = bridge.execute(comp, [state])
    np.testing.assert_array_equal(new_state, np.array([1, 6], np.uint64))
    np.testing.assert_array_equal(bits, np.array([[9236835810183407956, 16087790271692313299],
                                                  [18212823393184779219, 2658481902456610144]], np.uint64))
    ref_state, ref_bits = bridge.reference.evaluate_xla(comp, [state])
    np.testing.assert_array_equal(ref_state, new_state)
    np.testing.assert_array_equal(ref_bits, bits)


@pytest.mark.xla_op("RngBitGenerator")
@pytest.mark.parametrize("algorithm,words,shape,bits_type", [
    ("THREE_FRY", 2, "u32[3,5]", np.uint32), ("THREE_FRY", 2, "u8[9]", np.uint8),
    ("PHILOX", 2, "f32[7]", np.uint32), ("PHILOX", 3, "s64[2,3]", np.uint64), ("DEFAULT", 3, "bf16[5]", np.uint16),
    ("DEFAULT", 2, "u32[6]", np.uint32)])
def test_rng_bit_generator_determinism_and_state(algorithm, words, shape, bits_type):
    comp = bit_generator(algorithm, words, shape, builder_first=words == 2)
    state = np.arange(5, 5 + words, dtype=np.uint64)
    s1, b1 = bridge.execute(comp, [state])
    s2, b2 = bridge.execute(comp, [state.copy()])
    assert b1.dtype == bits_type and b1.shape == Shape.parse(shape).dimensions   # u{width} of the type
    assert s1.shape == state.shape and s1.dtype == np.uint64
    np.testing.assert_array_equal(b1, b2)          # a function of the state
    np.testing.assert_array_equal(s1, s2)
    assert not np.array_equal(s1, state)           # the state advances ...
    s3, b3 = bridge.execute(comp, [s1])
    assert not np.array_equal(b3, b1) and not np.array_equal(s3, s1)   # ... and the next draw differs
    ref_state, ref_bits = bridge.reference.evaluate_xla(comp, [state])   # XLA:CPU's bits, reproduced
    np.testing.assert_array_equal(ref_state, s1)
    np.testing.assert_array_equal(ref_bits, b1)
