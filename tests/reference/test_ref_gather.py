"""gather / scatter vs PJRT CPU (kernels_gather.py)."""
import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import lax
from ref_testlib import check, run

rng = np.random.default_rng(2)


def test_gather_forms():
    x = rng.standard_normal((5, 6, 3)).astype(np.float32)
    idx = np.array([[0, 1], [4, 5], [-3, 2], [3, 9]], np.int32)
    check(lambda x, i: (x[i[:, 0]], x[i[:, 0], i[:, 1]], x[:, i[:, 1]],
                        jnp.take_along_axis(x, jnp.abs(i[:, :1, None]) % 3, axis=0, mode="clip"),
                        lax.dynamic_slice(x, (i[1, 0], i[3, 1], 0), (2, 2, 3))), x, idx)


def test_gather_batching_dims():
    x = rng.standard_normal((3, 5, 4)).astype(np.float32)
    i = rng.integers(0, 5, (3, 2)).astype(np.int32)
    check(lambda x, i: jax.vmap(lambda a, j: a[j])(x, i), x, i)


@pytest.mark.parametrize("dt", [np.float32, np.int32])
def test_scatter_forms(dt):
    x = (rng.standard_normal((6, 4)) * 3).astype(dt)
    idx = np.array([0, 2, 2, 5], np.int32)
    u = (rng.standard_normal((4, 4)) * 3).astype(dt)
    check(lambda x, i, u: (x.at[i].add(u), x.at[i].max(u), x.at[i].min(u), x.at[i].mul(u),
                           x.at[i[:2]].set(u[:2]), x.at[i, 1].add(u[:, 0]),
                           x.at[i].apply(lambda v: v * 2 + 1)), x, idx, u, rtol=1e-6)


def test_scatter_generic_body():
    x = np.zeros((4,), np.float32)
    idx = np.array([[1], [3], [1]], np.int32)
    upd = np.array([1.0, 2.0, 3.0], np.float32)
    text = """
    func.func @main(%x: tensor<4xf32>, %i: tensor<3x1xi32>, %u: tensor<3xf32>) -> tensor<4xf32> {
      %0 = "stablehlo.scatter"(%x, %i, %u) ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          %c = stablehlo.constant dense<10.0> : tensor<f32>
          %m = stablehlo.multiply %a, %c : tensor<f32>
          %s = stablehlo.add %m, %b : tensor<f32>
          stablehlo.return %s : tensor<f32>
      }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0],
          scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}
         : (tensor<4xf32>, tensor<3x1xi32>, tensor<3xf32>) -> tensor<4xf32>
      return %0 : tensor<4xf32>
    }"""
    np.testing.assert_array_equal(run(text, x, idx, upd)[0], [0, 13, 0, 2])


@pytest.mark.parametrize("dtype", ["bfloat16", "float16"])
def test_scatter_add_of_repeated_indices_rounds_each_update(dtype):
    """The spec applies update_computation once per update, in the element type (so does
    XLA:CPU): bf16 256 + 1, six times, stays 256; the reference added in f32 and rounded once
    (262)."""
    import ml_dtypes

    import bridge
    dt = np.dtype(ml_dtypes.bfloat16 if dtype == "bfloat16" else np.float16)
    start = 256.0 if dtype == "bfloat16" else 2048.0
    x = np.full(4, start, dt)
    idx = np.ones(6, np.int32)
    u = np.ones(6, dt)
    text = jax.jit(lambda a, i, v: a.at[i].add(v)).lower(x, idx, u).as_text()
    got = np.asarray(bridge.reference.evaluate(text, [x, idx, u])[0]).astype(np.float32)
    np.testing.assert_array_equal(got, [start] * 4)
    np.testing.assert_array_equal(got, np.asarray(bridge.execute(text, [x, idx, u])[0]).astype(np.float32))


@pytest.mark.parametrize("offset_dims, idx_shape, sizes", [((1, 2), (3, 0), (2, 3)), ((0,), (1, 0), (4,)),
                                                           ((), (2, 0), ())])
def test_gather_with_an_empty_index_vector(offset_dims, idx_shape, sizes):
    """No index (spec C2: size(start_index_map) = 0 = dim(start_indices, index_vector_dim)):
    every batch position takes the slice at 0. The reference made one position, or raised."""
    x = rng.standard_normal((4, 3)[:len(sizes)] if sizes else ()).astype(np.float32)
    dn = lax.GatherDimensionNumbers(offset_dims=offset_dims, collapsed_slice_dims=(), start_index_map=())
    check(lambda x, i: lax.gather(x, i, dn, slice_sizes=sizes), x, np.zeros(idx_shape, np.int32))


def test_builder_gather_with_an_empty_index_vector():
    import bridge
    from bridge import GatherDimensionNumbers, Shape, XlaBuilder, ops
    x, idx = np.array([1.0, 2.0], np.float32), np.zeros((3, 0), np.int32)
    b = XlaBuilder("g")
    comp = b.build(ops.Gather(ops.Parameter(b, 0, Shape.array_shape(x.dtype, x.shape)),
                              ops.Parameter(b, 1, Shape.array_shape(idx.dtype, idx.shape)),
                              GatherDimensionNumbers(offset_dims=(1,), collapsed_slice_dims=(), start_index_map=(),
                                                     index_vector_dim=1), (1,)))
    for run_ in (bridge.execute, bridge.reference.evaluate, bridge.reference.evaluate_xla):
        np.testing.assert_array_equal(run_(comp, [x, idx])[0], [[1.0], [1.0], [1.0]], err_msg=run_.__name__)
