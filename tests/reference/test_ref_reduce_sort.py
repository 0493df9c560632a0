"""reduce / reduce_window / select_and_scatter / sort / map vs PJRT CPU (kernels_reduce.py)."""
import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest
from jax import lax

import bridge
from bridge.errors import UnsupportedOp
from ref_testlib import check, run

BF16 = ml_dtypes.bfloat16
rng = np.random.default_rng(1)


@pytest.mark.parametrize("dt", [np.float32, np.int32, np.uint8, np.bool_, BF16])
def test_reduce_fast_ops(dt):
    x = (rng.standard_normal((3, 4, 5)) * 5).astype(dt)
    if np.dtype(dt) == np.bool_:
        check(lambda x: (jnp.any(x, axis=1), jnp.all(x, axis=(0, 2))), x)
        return
    rtol = 1e-5 if dt != BF16 else 2e-2
    check(lambda x: (lax.reduce(x, np.array(0, dt), lax.add, (1,)),
                     lax.reduce(x, np.array(1, dt), lax.mul, (0, 2)),
                     jnp.max(x, axis=2), jnp.min(x, axis=(0, 1))),
          x, rtol=rtol, atol=1e-6)


def test_reduce_no_dimensions_folds_in_no_init_as_xla_does():
    # The spec's schedule holds "an implementation-defined amount" of init values, none
    # included (a full binary tree of one leaf); XLA folds in none, and so does the
    # reference, so that difftest does not report a difference the spec allows.
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    text = jax.jit(lambda x: lax.reduce(x, np.float32(3), lax.add, ())).lower(x).as_text()
    np.testing.assert_array_equal(run(text, x)[0], x)
    np.testing.assert_array_equal(bridge.execute(text, [x], backend="cpu")[0], x)


def test_reduce_generic_body_variadic_argmax():
    x = rng.standard_normal((4, 7)).astype(np.float32)
    x[1, 3] = np.nan
    check(lambda x: (jnp.argmax(x, axis=1), jnp.argmin(x, axis=0)), x)
    # non-trivial body: sum of squares of the running value
    check(lambda x: lax.reduce(x, np.float32(0), lambda a, b: a + b * b, (1,)), x, rtol=1e-5)


@pytest.mark.parametrize("dt", [np.float32, np.int32])
def test_reduce_window(dt):
    x = (rng.standard_normal((2, 6, 7)) * 4).astype(dt)
    check(lambda x: (lax.reduce_window(x, np.array(0, dt), lax.add, (1, 3, 2), (1, 2, 1), [(0, 0), (1, 1), (0, 2)]),
                     lax.reduce_window(x, np.array(-100, dt), lax.max, (1, 2, 2), (1, 1, 2), "SAME",
                                       base_dilation=(1, 2, 1), window_dilation=(1, 1, 2))), x, rtol=1e-5)


def test_reduce_window_generic_body():
    x = rng.standard_normal((5, 6)).astype(np.float32)
    check(lambda x: lax.reduce_window(x, np.float32(1), lambda a, b: a * 0.5 + b, (2, 3), (1, 2), "VALID"), x,
          rtol=1e-5)


def test_select_and_scatter_via_maxpool_grad():
    x = rng.standard_normal((1, 6, 6, 2)).astype(np.float32)

    def pool(x):
        return lax.reduce_window(x, -np.inf, lax.max, (1, 3, 3, 1), (1, 2, 2, 1), "SAME").sum()
    text_fn = jax.grad(pool)
    got = check(text_fn, x)
    assert "select_and_scatter" in jax.jit(text_fn).lower(x).as_text()
    assert got[0].sum() > 0


@pytest.mark.parametrize("dt", [np.float32, np.int32, BF16, np.uint8])
def test_sort_and_argsort(dt):
    x = (rng.standard_normal((3, 37)) * 20).astype(dt)
    if np.dtype(dt).kind == "f":
        x[0, :5] = [np.nan, -0.0, 0.0, np.inf, -np.inf]
    x[1, 10:20] = x[1, 0]  # ties: stability matters for argsort
    check(lambda x: (jnp.sort(x, axis=1), jnp.sort(x, axis=0), jnp.argsort(x, axis=1, stable=True),
                     jnp.argsort(-x.astype(jnp.float32), axis=1, descending=True, stable=True)), x)


def test_sort_multi_key():
    k1 = rng.integers(0, 3, 50).astype(np.int32)
    k2 = rng.standard_normal(50).astype(np.float32)
    v = np.arange(50, dtype=np.int32)
    check(lambda a, b, c: lax.sort((a, b, c), num_keys=2), k1, k2, v)


def test_map():
    text = """
    func.func @main(%a: tensor<2x2xi64>, %b: tensor<2x2xi64>) -> tensor<2x2xi64> {
      %0 = "stablehlo.map"(%a, %b) ({
        ^bb0(%x: tensor<i64>, %y: tensor<i64>):
          %1 = stablehlo.multiply %x, %y : tensor<i64>
          stablehlo.return %1 : tensor<i64>
      }) {dimensions = array<i64: 0, 1>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
      return %0 : tensor<2x2xi64>
    }"""
    r = run(text, np.array([[0, 1], [2, 3]]), np.array([[4, 5], [6, 7]]))[0]
    np.testing.assert_array_equal(r, [[0, 5], [12, 21]])  # spec example




def test_sort_comparator_that_bitcasts():
    """XLA's optimized HLO orders floats by their bits (bitcast-convert to s32 in the
    comparator); the reference runs a comparator on all pairs at once, so a bitcast there
    sees arrays where the type says scalars (it reshaped to the declared f32[] -> s32[])."""
    body = """
      %r = "stablehlo.sort"(%x) <{dimension = 0 : i64, is_stable = true}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %ai = stablehlo.bitcast_convert %a : (tensor<f32>) -> tensor<i32>
        %bi = stablehlo.bitcast_convert %b : (tensor<f32>) -> tensor<i32>
        %halves = stablehlo.bitcast_convert %a : (tensor<f32>) -> tensor<2xi16>
        %lt = stablehlo.compare LT, %ai, %bi : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %lt : tensor<i1>
      }) : (tensor<9xf32>) -> tensor<9xf32>"""
    text = f"func.func @main(%x: tensor<9xf32>) -> tensor<9xf32> {{{body}\n  return %r : tensor<9xf32>\n}}"
    x = np.abs(rng.standard_normal(9)).astype(np.float32) * 100   # non-negative: int order is float order
    np.testing.assert_array_equal(run(text, x)[0], np.sort(x))


def test_approx_top_k_off_tpu_is_xlas_exact_fallback():
    # jax lowers approx_max_k for CPU/GPU as custom_call @ApproxTopK with is_fallback:
    # XLA sorts with the called comparator and cuts to the result's size
    x = rng.standard_normal((3, 300)).astype(np.float32)
    vals, idx = check(lambda x: lax.approx_max_k(x, 5), x)
    np.testing.assert_array_equal(vals, -np.sort(-x, axis=1)[:, :5])   # (numpy's own top 5)
    np.testing.assert_array_equal(np.take_along_axis(x, idx, 1), vals)
    check(lambda x: lax.approx_min_k(x, 3, reduction_dimension=0, aggregate_to_topk=False), x.T.copy())
    wide = rng.standard_normal((2, 5000)).astype(np.float32)   # XLA keeps 256 of the 5000 here
    out = check(lambda x: lax.approx_max_k(x, 4, aggregate_to_topk=False, recall_target=0.8), wide)
    assert out[0].shape == (2, 256)
    # distinct bf16 keys: of equal ones, which comes first is XLA's choice (XLA:GPU: the later)
    check(lambda x: lax.approx_max_k(x, 3), (rng.permutation(60).reshape(3, 20) / 4).astype(BF16))


def test_approx_top_1_is_xlas_reduce_where_a_later_tie_wins():
    x = np.array([[1, 3, 3, 2], [np.nan, 5, 0, 5]], np.float32)
    vals, idx = check(lambda x: lax.approx_max_k(x, 1), x)
    np.testing.assert_array_equal(idx[:, 0], [2, 3])   # a sort would give the first: 1 and 1
    np.testing.assert_array_equal(vals[:, 0], [3, 5])


def test_approx_top_k_lowered_for_tpu_is_refused():
    x = rng.standard_normal((2, 5000)).astype(np.float32)
    text = jax.jit(lambda x: lax.approx_max_k(x, 2)).trace(x).lower(lowering_platforms=("tpu",)).as_text()
    with pytest.raises(UnsupportedOp, match="is_fallback is false"):
        run(text, x)


_SCALAR_SHAPE_OPS = """
func.func @main(%x: tensor<6xf32>) -> (tensor<6xf32>, tensor<f32>) {
  %0 = "stablehlo.sort"(%x) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %ra = stablehlo.reshape %a : (tensor<f32>) -> tensor<f32>
    %tb = stablehlo.transpose %b, dims = [] : (tensor<f32>) -> tensor<f32>
    %ia = stablehlo.bitcast_convert %ra : (tensor<f32>) -> tensor<i32>
    %ib = stablehlo.bitcast_convert %tb : (tensor<f32>) -> tensor<i32>
    %c = stablehlo.compare LT, %ia, %ib, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<6xf32>) -> tensor<6xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %1 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    reducer(%p: tensor<f32>, %q: tensor<f32>) {
      %bp = stablehlo.broadcast_in_dim %p, dims = [] : (tensor<f32>) -> tensor<f32>
      %m = stablehlo.multiply %q, %q : tensor<f32>
      %s = stablehlo.add %bp, %m : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }
  return %0, %1 : tensor<6xf32>, tensor<f32>
}
"""


def test_regions_with_scalar_shape_ops_run_on_whole_arrays():
    """XLA's importer writes a reshape for each layout bitcast of an optimized comparator;
    the reference runs comparator and reducer bodies on whole arrays at once, where a shape
    op from a scalar to a scalar is the identity (a reshape to () of 6 values failed)."""
    x = np.array([3, -1, 2, 5, 4, -0.5], np.float32)
    got, want = run(_SCALAR_SHAPE_OPS, x), bridge.execute(_SCALAR_SHAPE_OPS, [x])
    np.testing.assert_array_equal(got[0], want[0])
    np.testing.assert_allclose(got[1], want[1], rtol=1e-6)


@pytest.mark.parametrize("dt", [np.float32, np.float16, BF16, ml_dtypes.float8_e4m3fn])
def test_max_and_min_reductions_order_zeros_as_ieee(dt):
    """maximum(-0, +0) = +0 and minimum(-0, +0) = -0 (the spec's IEEE maximum/minimum), in every
    reduction: numpy's ufuncs keep the first of two equal zeros, so jnp.max of [-0, +0, -1, -0]
    came out -0 and cummin's running minimum +0."""
    x = np.array([-0.0, 0.0, -1.0, -0.0], np.float32).astype(dt)
    idx = np.array([0, 0, 1, 1], np.int32)

    def f(v):
        return (jnp.max(v), jnp.min(v[::-1]), lax.cummax(v), lax.cummin(v),
                lax.reduce_window(v, -jnp.inf, lax.max, (2,), (1,), "VALID"),
                jnp.zeros(2, v.dtype).at[idx].max(v), jnp.full(2, -0.0, v.dtype).at[idx].min(v[::-1]))
    text = jax.jit(f).lower(x).as_text()
    got = bridge.reference.evaluate(text, [x])
    want = [np.asarray(w) for w in jax.jit(f)(x)]   # (XLA:CPU orders zeros as IEEE does)
    bits = np.signbit(np.asarray(got[0]).astype(np.float32))
    assert not bits and np.signbit(np.asarray(got[1]).astype(np.float32))   # max +0, min -0: the spec's
    for g, w in zip(got, want):
        np.testing.assert_array_equal(np.signbit(np.asarray(g).astype(np.float32)),
                                      np.signbit(w.astype(np.float32)))
        np.testing.assert_array_equal(np.asarray(g).astype(np.float32), w.astype(np.float32))
