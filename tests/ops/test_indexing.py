"""Gather, Scatter, DynamicSlice, DynamicUpdateSlice, GetDimensionSize, SetDimensionSize on PJRT CPU.

Oracles: the seed's worked examples (DynamicSlice, DynamicUpdateSlice, the gather
descriptions), the StableHLO spec's gather/scatter examples (batching dimensions), and
numpy indexing on random inputs. `check` (test_control) also runs the numpy reference.
"""
import numpy as np
import pytest

from bridge import GatherDimensionNumbers, ScatterDimensionNumbers, Shape, ops
from hlotest import program
from ops_helpers import builder_computation, check

RNG = np.random.default_rng(5)


# ---- DynamicSlice / DynamicUpdateSlice (seed examples, clamping) ----------------------------------

A = np.array([0.0, 1.0, 2.0, 3.0, 4.0], np.float32)
B = np.arange(12, dtype=np.float32).reshape(4, 3)


@pytest.mark.xla_op("DynamicSlice")
def test_dynamic_slice_seed_examples_both_index_forms():
    # seed: DynamicSlice(a, {2}, {2}) = {2.0, 3.0}; DynamicSlice(b, {2, 1}, {2, 2}) = {{7, 8}, {10, 11}}
    s = np.array([2], np.int32)
    check(program(lambda b, x, i: ops.DynamicSlice(x, i, (2,)), A, s), [A, s], [np.float32([2, 3])])
    comp = program(lambda b, x, i, j: ops.DynamicSlice(x, [i, j], size_indices=(2, 2)), B, np.int32(0), np.int32(0))
    check(comp, [B, np.int32(2), np.int32(1)], [np.float32([[7, 8], [10, 11]])])
    s2 = np.array([2, 1], np.int64)
    check(program(lambda b, x, i: ops.DynamicSlice(x, i, (2, 2)), B, s2), [B, s2], [np.float32([[7, 8], [10, 11]])])


@pytest.mark.xla_op("DynamicSlice")
def test_dynamic_slice_clamps_start_indices():
    # start = clamp(start, 0, dim - size): (9, -4) -> (2, 0)
    comp = program(lambda b, x, i, j: ops.DynamicSlice(x, [i, j], (2, 2)), B, np.int32(0), np.int32(0))
    check(comp, [B, np.int32(9), np.int32(-4)], [B[2:4, 0:2]])
    x = RNG.standard_normal((5, 6, 7)).astype(np.float32)
    starts = np.array([4, -2, 3], np.int32)
    comp = program(lambda b, p, s: ops.DynamicSlice(p, s, (3, 2, 4)), x, starts)
    check(comp, [x, starts], [x[2:5, 0:2, 3:7]])


@pytest.mark.xla_op("DynamicUpdateSlice")
def test_dynamic_update_slice_seed_examples():
    u, s = np.float32([5, 6]), np.array([2], np.int32)
    check(program(lambda b, x, v, i: ops.DynamicUpdateSlice(x, v, i), A, u, s), [A, u, s],
          [np.float32([0, 1, 5, 6, 4])])
    u2 = np.float32([[12, 13], [14, 15], [16, 17]])
    comp = program(lambda b, x, v, i, j: ops.DynamicUpdateSlice(x, v, [i, j]), B, u2, np.int32(0), np.int32(0))
    check(comp, [B, u2, np.int32(1), np.int32(1)],
          [np.float32([[0, 1, 2], [3, 12, 13], [6, 14, 15], [9, 16, 17]])])
    # clamping: start (3, 5) -> (1, 1), the same result
    check(comp, [B, u2, np.int32(3), np.int32(5)],
          [np.float32([[0, 1, 2], [3, 12, 13], [6, 14, 15], [9, 16, 17]])])


# ---- GetDimensionSize / SetDimensionSize ----------------------------------------------------------

@pytest.mark.xla_op("GetDimensionSize")
def test_get_dimension_size():
    x = RNG.standard_normal((4, 3)).astype(np.float32)
    comp = program(lambda b, p: ops.Tuple(b, [ops.GetDimensionSize(p, 0), ops.GetDimensionSize(p, 1)]), x)
    check(comp, [x], [np.int32(4), np.int32(3)])


@pytest.mark.xla_op("SetDimensionSize")
def test_set_dimension_size_to_the_bound_is_the_identity():
    # the seed's v: f32[10] = {1..10}; with size 10 (the static bound) sum is 55
    v = np.arange(1, 11, dtype=np.float32)
    add = builder_computation(lambda b, x, y: ops.Add(x, y), "f32", "f32", name="add")
    comp = program(lambda b, p: ops.Reduce(b, ops.SetDimensionSize(p, ops.Constant(b, np.int32(10)), 0),
                                           ops.Constant(b, np.float32(0)), add, (0,)), v)
    check(comp, [v], [np.float32(55)])


# ---- Gather -------------------------------------------------------------------------------------

def _gather(x, idx, dn, sizes, **kw):
    return program(lambda b, p, i: ops.Gather(p, i, dn, sizes, **kw), x, idx)


@pytest.mark.xla_op("Gather")
def test_gather_batch_of_dynamic_slices_seed_example():
    # seed: 5 slices of shape [8,6] from a [16,11] array at S64[5,2] positions (clamped like DynamicSlice)
    x = RNG.standard_normal((16, 11)).astype(np.float32)
    idx = np.array([[0, 0], [3, 5], [8, 5], [15, 10], [-3, 2]], np.int64)
    dn = GatherDimensionNumbers(offset_dims=(1, 2), collapsed_slice_dims=(), start_index_map=(0, 1),
                                index_vector_dim=1)
    expected = np.stack([x[min(max(r, 0), 8):][:8, min(max(c, 0), 5):][:, :6] for r, c in idx])
    check(_gather(x, idx, dn, (8, 6)), [x, idx], [expected])
    # the seed's [4,5,2] gather indices: batch dims G0, G1
    idx2 = RNG.integers(0, 9, (4, 5, 2)).astype(np.int32)
    dn2 = GatherDimensionNumbers((2, 3), (), (0, 1), 2)
    expected2 = np.array([[x[r:r + 8, min(c, 5):min(c, 5) + 6] for r, c in row] for row in idx2])
    check(_gather(x, idx2, dn2, (8, 6)), [x, idx2], [expected2])


@pytest.mark.xla_op("Gather")
def test_gather_nd_seed_example_and_flat_signature():
    # seed (tf.gather_nd): out[G0,G1,O0] = operand[indices[G0,G1,0], O0], slice_sizes [1,11]
    x = RNG.standard_normal((16, 11)).astype(np.float32)
    idx = RNG.integers(0, 16, (4, 5, 1)).astype(np.int32)
    dn = GatherDimensionNumbers(offset_dims=(2,), collapsed_slice_dims=(0,), start_index_map=(0,),
                                index_vector_dim=2)
    check(_gather(x, idx, dn, (1, 11)), [x, idx], [x[idx[..., 0]]])
    # the seed's flat form: gather(operand, start_indices, offset_dims, collapsed_slice_dims,
    # slice_sizes, start_index_map) with index_vector_dim as a keyword
    flat = program(lambda b, p, i: ops.Gather(p, i, (2,), (0,), (1, 11), (0,), index_vector_dim=2), x, idx)
    check(flat, [x, idx], [x[idx[..., 0]]])
    kw = program(lambda b, p, i: ops.Gather(p, i, offset_dims=(2,), collapsed_slice_dims=(0,), slice_sizes=(1, 11),
                                            start_index_map=(0,), index_vector_dim=2, indices_are_sorted=False), x, idx)
    check(kw, [x, idx], [x[idx[..., 0]]])


@pytest.mark.xla_op("Gather")
def test_gather_index_vector_dim_first():
    x = RNG.standard_normal((6, 7)).astype(np.float32)
    idx = RNG.integers(0, 6, (2, 3)).astype(np.int32)    # column j is the start index (row, col)
    dn = GatherDimensionNumbers(offset_dims=(), collapsed_slice_dims=(0, 1), start_index_map=(0, 1),
                                index_vector_dim=0)
    check(_gather(x, idx, dn, (1, 1)), [x, idx], [x[idx[0], idx[1]]])


SPEC_OPERAND = np.arange(1, 49).reshape(2, 3, 4, 2)
SPEC_INDICES = np.array([[[[0, 0], [1, 0], [2, 1]], [[0, 1], [1, 1], [0, 9]]],
                         [[[0, 0], [2, 1], [2, 2]], [[1, 2], [0, 1], [1, 0]]]], np.int64)


@pytest.mark.xla_op("Gather")
def test_gather_batching_dims_stablehlo_spec_example():
    x = SPEC_OPERAND.astype(np.int32)
    dn = GatherDimensionNumbers(offset_dims=(3, 4), collapsed_slice_dims=(1,), start_index_map=(2, 1),
                                index_vector_dim=3, operand_batching_dims=(0,), start_indices_batching_dims=(1,))
    expected = np.array([[[[[1, 2], [3, 4]], [[3, 4], [5, 6]], [[13, 14], [15, 16]]],
                          [[[33, 34], [35, 36]], [[35, 36], [37, 38]], [[41, 42], [43, 44]]]],
                         [[[[1, 2], [3, 4]], [[13, 14], [15, 16]], [[21, 22], [23, 24]]],
                          [[[43, 44], [45, 46]], [[33, 34], [35, 36]], [[27, 28], [29, 30]]]]], np.int32)
    check(_gather(x, SPEC_INDICES, dn, (1, 1, 2, 2)), [x, SPEC_INDICES], [expected])


# ---- Scatter ------------------------------------------------------------------------------------

def _add(t):
    return builder_computation(lambda b, x, y: ops.Add(x, y), t, t, name="add")


@pytest.mark.xla_op("Scatter")
def test_scatter_batching_dims_stablehlo_spec_example():
    x = SPEC_OPERAND.astype(np.int64)
    updates = np.ones((2, 2, 3, 2, 2), np.int64)
    dn = ScatterDimensionNumbers(update_window_dims=(3, 4), inserted_window_dims=(1,),
                                 scatter_dims_to_operand_dims=(2, 1), index_vector_dim=3,
                                 input_batching_dims=(0,), scatter_indices_batching_dims=(1,))
    comp = program(lambda b, p, i, u: ops.Scatter(p, i, u, _add("s64"), dn), x, SPEC_INDICES, updates)
    expected = np.array([[[[3, 4], [6, 7], [6, 7], [7, 8]], [[9, 10], [11, 12], [15, 16], [17, 18]],
                          [[17, 18], [19, 20], [22, 23], [24, 25]]],
                         [[[25, 26], [28, 29], [30, 31], [31, 32]], [[35, 36], [38, 39], [38, 39], [39, 40]],
                          [[41, 42], [44, 45], [46, 47], [47, 48]]]], np.int64)
    check(comp, [x, SPEC_INDICES, updates], [expected])


ROWS_DN = ScatterDimensionNumbers(update_window_dims=(1,), inserted_window_dims=(0,),
                                  scatter_dims_to_operand_dims=(0,), index_vector_dim=1)


@pytest.mark.xla_op("Scatter")
def test_scatter_add_rows_with_repeated_indices():
    x = RNG.integers(-9, 9, (5, 3)).astype(np.int32)
    idx = np.array([[1], [4], [1], [0], [1], [4]], np.int32)
    updates = RNG.integers(-9, 9, (6, 3)).astype(np.int32)
    expected = x.copy()
    np.add.at(expected, idx[:, 0], updates)
    comp = program(lambda b, p, i, u: ops.Scatter(p, i, u, _add("s32"), ROWS_DN), x, idx, updates)
    check(comp, [x, idx, updates], [expected])
    # the seed's flat signature: (operands, scatter_indices, updates, update_computation,
    # index_vector_dim, update_window_dims, inserted_window_dims, scatter_dims_to_operand_dims)
    flat = program(lambda b, p, i, u: ops.Scatter([p], i, [u], _add("s32"), 1, (1,), (0,), (0,)), x, idx, updates)
    check(flat, [x, idx, updates], [expected])


@pytest.mark.xla_op("Scatter")
def test_scatter_variadic_with_tuple_computation():
    x, y = RNG.integers(-9, 9, (6,)).astype(np.int32), RNG.integers(1, 4, (6,)).astype(np.float32)
    idx = np.array([[5], [0], [5], [2]], np.int32)
    ux, uy = RNG.integers(-9, 9, (4,)).astype(np.int32), RNG.integers(1, 4, (4,)).astype(np.float32)
    both = program(lambda b, a0, a1, u0, u1: ops.Tuple(b, [ops.Add(a0, u0), ops.Mul(a1, u1)]),
                   Shape.scalar("s32"), Shape.scalar("f32"), Shape.scalar("s32"), Shape.scalar("f32"), name="upd")
    dn = ScatterDimensionNumbers((), (0,), (0,), 1)
    comp = program(lambda b, p, q, i, u, v: ops.Scatter([p, q], i, [u, v], both, dn), x, y, idx, ux, uy)
    ex, ey = x.copy(), y.copy()
    np.add.at(ex, idx[:, 0], ux)
    np.multiply.at(ey, idx[:, 0], uy)   # small integers: products are exact in any order
    check(comp, [x, y, idx, ux, uy], [ex, ey])


@pytest.mark.xla_op("Scatter")
def test_scatter_replace_with_unique_indices():
    x = RNG.standard_normal((4, 5)).astype(np.float32)
    idx = np.array([[3, 0], [0, 2]], np.int32)       # (row, col) starts of 1x3 windows
    updates = RNG.standard_normal((2, 3)).astype(np.float32)
    replace = builder_computation(lambda b, old, new: new, "f32", "f32", name="replace")
    dn = ScatterDimensionNumbers(update_window_dims=(1,), inserted_window_dims=(0,),
                                 scatter_dims_to_operand_dims=(0, 1), index_vector_dim=1)
    comp = program(lambda b, p, i, u: ops.Scatter(p, i, u, replace, dn, indices_are_sorted=False,
                                                  unique_indices=True), x, idx, updates)
    expected = x.copy()
    expected[3, 0:3], expected[0, 2:5] = updates[0], updates[1]
    check(comp, [x, idx, updates], [expected])


@pytest.mark.xla_op("Scatter")
@pytest.mark.parametrize("combine", ["add", "max", "general"])
def test_scatter_into_a_transposed_operand(combine):
    # the operand is a Transpose's result (a strided view in the reference); one-op and general
    # update computations, repeated indices; the xla kernels' answer, the lowered one, PJRT's
    x = RNG.integers(-9, 9, (3, 5)).astype(np.float32)
    idx = np.array([[1], [4], [1], [0], [1], [4]], np.int32)
    updates = RNG.integers(-9, 9, (6, 3)).astype(np.float32)
    f32 = Shape.scalar("f32")
    comp_fn = {"add": lambda b, a, u: ops.Add(a, u), "max": lambda b, a, u: ops.Max(a, u),
               "general": lambda b, a, u: ops.Sub(ops.Add(a, u), ops.Mul(u, ops.Constant(b, np.float32(0.5))))}
    upd = program(comp_fn[combine], f32, f32, name="upd")
    comp = program(lambda b, p, i, u: ops.Scatter(ops.Transpose(p, (1, 0)), i, u, upd, ROWS_DN), x, idx, updates)
    expected = np.ascontiguousarray(x.T)
    if combine == "general":
        for (row,), u in zip(idx, updates):
            expected[row] = expected[row] + u - u * np.float32(0.5)
    else:
        {"add": np.add, "max": np.maximum}[combine].at(expected, idx[:, 0], updates)
    check(comp, [x, idx, updates], [expected])
