"""select_and_scatter and sort in the numpy reference: results pinned against independent oracles
(jax on CPU, numpy loops written here), then the memory one evaluate call takes (tracemalloc, which
numpy reports to) bounded by a small multiple of the program's inputs + outputs."""
import gc
import tracemalloc

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest
from jax import lax
from ref_testlib import expected, lower, run

import bridge
from bridge import reference
from bridge.reference import kernels_reduce

BF16 = ml_dtypes.bfloat16
rng = np.random.default_rng(19)


def _bits(a):
    a = np.ascontiguousarray(a)
    return a.view(f"u{a.dtype.itemsize}") if a.dtype.kind in "fV" else a


def assert_bits(got, want):
    assert len(got) == len(want)
    for g, w in zip(got, want):
        g, w = np.asarray(g), np.asarray(w)
        assert g.dtype == w.dtype and g.shape == w.shape, (g.dtype, w.dtype, g.shape, w.shape)
        np.testing.assert_array_equal(_bits(g), _bits(w))


def check_bits(f, *args):
    """The reference is bit for bit jax.jit(f) on CPU."""
    got = run(lower(f, *args), *args)
    assert_bits(got, expected(f, *args))
    return got


# ------------------------------------------------------------------ select_and_scatter

def maxpool_grad(x):
    return jax.grad(lambda x: jnp.sum(lax.reduce_window(x, -jnp.inf, lax.max, (1, 3, 3, 1), (1, 2, 2, 1),
                                                        "SAME") ** 2))(x)


def _pool_input(shape, special=True):
    # small integers: many ties, and sums of squares exact in any order
    x = rng.integers(-3, 4, shape).astype(np.float32)
    if special:
        flat = x.reshape(-1)
        k = flat.size
        flat[rng.choice(k, k // 10, replace=False)] = -np.inf
        flat[rng.choice(k, k // 40, replace=False)] = np.nan
        flat[:9] = -np.inf   # a window of -inf only
    return x


def test_maxpool_grad_ties_matches_jax():
    check_bits(maxpool_grad, _pool_input((2, 9, 10, 3), special=False))


def test_maxpool_grad_inf_and_nan_matches_jax():
    check_bits(maxpool_grad, _pool_input((2, 11, 8, 2)))


SAS = """
func.func @main(%x: tensor<{xs}x{dt}>, %s: tensor<{ss}x{dt}>, %init: tensor<{dt}>) -> tensor<{xs}x{dt}> {{
  %r = "stablehlo.select_and_scatter"(%x, %s, %init) <{{padding = dense<{pad}> : tensor<{rank}x2xi64>,
      window_dimensions = array<i64: {win}>, window_strides = array<i64: {strides}>}}> ({{
  ^bb0(%a: tensor<{dt}>, %b: tensor<{dt}>):
    %c = stablehlo.compare {dir}, %a, %b : (tensor<{dt}>, tensor<{dt}>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }}, {{
  ^bb0(%a: tensor<{dt}>, %b: tensor<{dt}>):
    {scatter}
  }}) : (tensor<{xs}x{dt}>, tensor<{ss}x{dt}>, tensor<{dt}>) -> tensor<{xs}x{dt}>
  return %r : tensor<{xs}x{dt}>
}}
"""
SCATTER_ADD = "%t = stablehlo.add %a, %b : tensor<{dt}>\n    stablehlo.return %t : tensor<{dt}>"
# not one op: the reference's per-element path; not commutative: the order windows apply it shows
SCATTER_HALF = ("%h = stablehlo.constant dense<0.5> : tensor<{dt}>\n    %m = stablehlo.multiply %a, %h : tensor<{dt}>\n"
                "    %t = stablehlo.add %m, %b : tensor<{dt}>\n    stablehlo.return %t : tensor<{dt}>")


def _out_shape(shape, win, strides, pad):
    return tuple((n + lo + hi - w) // s + 1 for n, w, s, (lo, hi) in zip(shape, win, strides, pad))


def sas_text(shape, win, strides, pad, direction, scatter=SCATTER_ADD, dt="f32"):
    out = _out_shape(shape, win, strides, pad)
    j = lambda v: ", ".join(map(str, v))
    return SAS.format(xs="x".join(map(str, shape)), ss="x".join(map(str, out)), dt=dt, rank=len(shape),
                      pad=str([list(p) for p in pad]), win=j(win), strides=j(strides), dir=direction,
                      scatter=scatter.format(dt=dt))


def sas_oracle(x, src, init, win, strides, pad, keep, combine):
    """select_and_scatter by the spec, one window and one tap at a time: taps row-major, padding never
    selected (a window of padding only selects nothing), keep(current, candidate) keeps the current one;
    the windows scatter in row-major order."""
    res = np.full(x.shape, init, x.dtype)
    for o in np.ndindex(src.shape):
        best = None
        for t in np.ndindex(*win):
            i = tuple(oo * s + tt - lo for oo, s, tt, (lo, _) in zip(o, strides, t, pad))
            if not all(0 <= ii < n for ii, n in zip(i, x.shape)):
                continue
            if best is None or not keep(x[best], x[i]):
                best = i
        if best is not None:
            res[best] = combine(res[best], src[o])
    return res


GE = lambda a, b: bool(a >= b)   # (numpy scalars: NaN compares false)
LE = lambda a, b: bool(a <= b)


@pytest.mark.parametrize("direction,keep", [("GE", GE), ("LE", LE)])
@pytest.mark.parametrize("win,strides,pad", [
    ((3, 3), (2, 2), ((0, 0), (0, 0))),
    ((3, 2), (2, 1), ((1, 2), (0, 1))),
    ((2, 3), (3, 2), ((3, 0), (2, 4))),     # windows of padding only: nothing scattered
    ((4, 1), (1, 3), ((2, 2), (0, 0))),
])
def test_select_and_scatter_text_matches_spec_loops(direction, keep, win, strides, pad):
    x = rng.integers(-2, 3, (7, 8)).astype(np.float32)
    x[1, 2] = x[4, 4] = np.nan
    x[0, 0] = -np.inf
    x[5, 6] = np.inf
    src = rng.integers(1, 5, _out_shape(x.shape, win, strides, pad)).astype(np.float32)
    init = np.float32(0.25)
    want = sas_oracle(x, src, init, win, strides, pad, keep, lambda a, b: np.float32(a + b))
    text = sas_text(x.shape, win, strides, pad, direction)
    assert_bits(run(text, x, src, init), [want])
    half = sas_text(x.shape, win, strides, pad, direction, SCATTER_HALF)
    want = sas_oracle(x, src, init, win, strides, pad, keep, lambda a, b: np.float32(a * np.float32(0.5) + b))
    assert_bits(run(half, x, src, init), [want])


def test_select_and_scatter_text_matches_xla_cpu():
    # (unpadded windows only: on padded ones XLA:CPU differs from the spec, which the loops above pin)
    r = np.random.default_rng(5)
    x = r.integers(-3, 4, (2, 9, 7)).astype(np.float32)
    x[0, 2, 3] = x[1, 5, 5] = np.nan
    for direction in ("GE", "LE"):
        for win, strides in (((1, 3, 2), (1, 2, 2)), ((2, 2, 3), (1, 3, 1))):
            text = sas_text(x.shape, win, strides, ((0, 0),) * 3, direction)
            src = r.integers(1, 5, _out_shape(x.shape, win, strides, ((0, 0),) * 3)).astype(np.float32)
            args = [x, src, np.float32(0)]
            assert_bits(run(text, *args), bridge.execute(text, args, backend="cpu"))


def test_select_and_scatter_int_and_bf16():
    for dt, name in ((np.int32, "i32"), (BF16, "bf16")):
        x = rng.integers(-3, 4, (6, 7)).astype(dt)
        win, strides, pad = (3, 2), (2, 2), ((1, 1), (0, 1))
        src = rng.integers(1, 5, _out_shape(x.shape, win, strides, pad)).astype(dt)
        init = np.array(1, dt)
        want = sas_oracle(x, src, init, win, strides, pad, GE, lambda a, b, dt=dt: (a + b).astype(dt))
        assert_bits(run(sas_text(x.shape, win, strides, pad, "GE", dt=name), x, src, init), [want])


# ------------------------------------------------------------------ sort

def _sort_input(shape, dt=np.float32):
    x = (rng.standard_normal(shape) * 4).round().astype(dt)   # many ties
    if np.dtype(dt).kind == "f" or dt == BF16:
        f = x.reshape(-1)
        f[:8] = [np.nan, -0.0, 0.0, np.inf, -np.inf, -np.nan, 0.0, -0.0]
        f[rng.choice(f.size, f.size // 20, replace=False)] = -0.0
        f[rng.choice(f.size, f.size // 30, replace=False)] = np.nan
    return x


@pytest.mark.parametrize("dt", [np.float32, BF16, np.int32, np.uint8])
def test_sort_argsort_ties_nan_zeros_match_jax(dt):
    x = _sort_input((3, 301), dt)
    check_bits(lambda x: (jnp.sort(x, axis=1), jnp.sort(x, axis=0), jnp.argsort(x, axis=1, stable=True),
                          jnp.argsort(x, axis=0, stable=True), jnp.argsort(x, axis=1, descending=True, stable=True),
                          jnp.sort(x, axis=1, descending=True)), x)


def test_sort_small_rows_merge_sort_match_jax():
    x = _sort_input((40, 7))
    check_bits(lambda x: (jnp.sort(x, axis=1), jnp.argsort(x, axis=1, stable=True)), x)


def test_multi_operand_sorts_match_jax():
    k1 = rng.integers(0, 4, (2, 500)).astype(np.int32)
    k2 = _sort_input((2, 500))
    v = rng.standard_normal((2, 500)).astype(np.float32)
    check_bits(lambda a, b, c: (lax.sort((a, b, c), num_keys=2), lax.sort((b, a, c), num_keys=2),
                                lax.sort((b, c), num_keys=1), lax.sort((a, c), num_keys=1)), k1, k2, v)


def test_unstable_sort_is_the_stable_one():
    # XLA may order ties either way here: the reference gives the stable order (numpy oracle)
    k = _sort_input((1000,))
    v = np.arange(1000, dtype=np.int32)
    got = run(lower(lambda k, v: lax.sort((k, v), num_keys=1, is_stable=False), k, v), k, v)
    key = np.where(np.isnan(k), np.float32(np.nan), np.where(k == 0, np.float32(0), k))  # jax: -0 == 0, NaNs last
    order = np.argsort(key, kind="stable")
    assert_bits(got, [k[order], v[order]])


SORT_ABS = """
func.func @main(%x: tensor<{n}xf32>, %i: tensor<{n}xi32>) -> (tensor<{n}xf32>, tensor<{n}xi32>) {{
  %r:2 = "stablehlo.sort"(%x, %i) <{{dimension = 0 : i64, is_stable = true}}> ({{
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %aa = stablehlo.abs %a : tensor<f32>
    %ab = stablehlo.abs %b : tensor<f32>
    %lt = stablehlo.compare {dir}, %aa, %ab : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }}) : (tensor<{n}xf32>, tensor<{n}xi32>) -> (tensor<{n}xf32>, tensor<{n}xi32>)
  return %r#0, %r#1 : tensor<{n}xf32>, tensor<{n}xi32>
}}
"""


@pytest.mark.parametrize("direction", ["LT", "GT"])
def test_sort_by_a_comparator_no_key_fits(direction):
    x = rng.integers(-6, 7, 777).astype(np.float32)
    i = np.arange(777, dtype=np.int32)
    got = run(SORT_ABS.format(n=777, dir=direction), x, i)
    order = np.argsort(np.abs(x) if direction == "LT" else -np.abs(x), kind="stable")
    assert_bits(got, [x[order], i[order]])


def test_sortedness_check_across_chunks(monkeypatch):
    monkeypatch.setattr(kernels_reduce, "_CHECK_CHUNK", 16)
    x = rng.integers(0, 9, (3, 100)).astype(np.float32)

    def less(lhs, rhs):
        return lhs[0] < rhs[0]
    perm = np.argsort(x, axis=1, kind="stable")
    assert kernels_reduce._is_sorted_stably(less, [x], perm)
    for at in (15, 16, 17, 31, 98):
        bad = perm.copy()
        bad[1, at], bad[1, at + 1] = bad[1, at + 1], bad[1, at]   # an inversion or a tie out of order
        assert not kernels_reduce._is_sorted_stably(less, [x], bad), at
    # and a sort through the chunked check: rows of any length against numpy
    k = _sort_input((5, 97))
    got = run(lower(lambda k: (jnp.sort(k, axis=1), jnp.argsort(k, axis=1, stable=True)), k), k)
    assert_bits(got, expected(lambda k: (jnp.sort(k, axis=1), jnp.argsort(k, axis=1, stable=True)), k))


# ------------------------------------------------------------------ memory

def _peaks(text, args):
    """(cold, warm, retained) bytes: tracemalloc peaks of the first evaluate (compiles the program's
    kernels) and of a second one, and what the first left allocated beyond its outputs."""
    gc.collect()
    tracemalloc.start()
    try:
        out = reference.evaluate(text, args)
        cur, cold = tracemalloc.get_traced_memory()
        retained = cur - sum(np.asarray(o).nbytes for o in out)
        del out
        tracemalloc.reset_peak()
        base = tracemalloc.get_traced_memory()[0]
        out = reference.evaluate(text, args)
        warm = tracemalloc.get_traced_memory()[1] - base
        del out
    finally:
        tracemalloc.stop()
    return cold, warm, retained


def test_maxpool_grad_memory():
    x = _pool_input((8, 56, 56, 64), special=False)
    io = 2 * x.nbytes
    cold, warm, retained = _peaks(lower(maxpool_grad, x), [x])
    # (was: cold 5.3x, warm 2.9x, 2.2x retained in the compiled select_and_scatter's window ids; now 1.5x)
    assert cold < 2.2 * io, cold / io
    assert warm < 2.2 * io, warm / io
    assert retained < 0.1 * io, retained / io


@pytest.mark.parametrize("argsort", [False, True])
def test_sort_memory(argsort):
    x = rng.standard_normal(2_000_000).astype(np.float32)
    f = (lambda x: jnp.argsort(x, stable=True)) if argsort else jnp.sort
    text = lower(f, x)
    io = 2 * x.nbytes
    cold, warm, _ = _peaks(text, [x])
    # (was: 5.3x sort, 6.3x argsort: both float keys, an int64 permutation, whole-array checks; now 2x,
    # argsort's first call 2.5x with the iota its compiled program holds)
    assert cold < 3 * io, cold / io
    assert warm < 2.5 * io, warm / io


def test_take_along_axis_memory():
    # a gather through operand_batching_dims: int32 indices stay int32 in every index array
    x = rng.standard_normal((1024, 1024)).astype(np.float32)
    i = rng.integers(0, 1024, (1024, 1024)).astype(np.int32)
    f = lambda a, b: jnp.take_along_axis(a, b, axis=1)   # noqa: E731
    text = lower(f, x, i)
    got, = reference.evaluate(text, [x, i])
    np.testing.assert_array_equal(got, np.take_along_axis(x, i, axis=1))
    io = x.nbytes + i.nbytes + got.nbytes
    _, warm, _ = _peaks(text, [x, i])
    # (was 2.75x: int64 copies of the indices, clipped, then offset; now 1.4x)
    assert warm < 2 * io, warm / io
