"""Every worked example of the broadcasting document (seed 001), with its exact numbers,
run through PJRT and compared with the seed's stated result."""
import numpy as np
import pytest

import bridge
from bridge import BuilderError, ops
from hlotest import shape_of

M = np.array([[1, 2, 3], [4, 5, 6]], np.float32)
V = np.array([7, 8, 9], np.float32)
M33 = np.arange(1, 10, dtype=np.float32).reshape(3, 3)

CASES = [
    # |1 2 3| + 7 = |8 9 10; 11 12 13|
    ("scalar", M, np.float32(7), (), [[8, 9, 10], [11, 12, 13]]),
    # |1 2 3; 4 5 6| + |7 8 9| with (1) = |8 10 12; 11 13 15|
    ("matrix+vector dim 1", M, V, (1,), [[8, 10, 12], [11, 13, 15]]),
    # 3x3 + vector: dimension 1 repeats the vector per row, dimension 0 per column
    ("3x3 dim 1", M33, V, (1,), M33 + np.array([[7, 8, 9]] * 3)),
    ("3x3 dim 0", M33, V, (0,), M33 + np.array([[7, 7, 7], [8, 8, 8], [9, 9, 9]])),
    # (2,1) and (1,3) -> (2,3) outer operation
    ("outer", np.array([[1], [2]], np.float32), np.array([[10, 20, 30]], np.float32), (),
     [[11, 21, 31], [12, 22, 32]]),
    # |1 2 3 4| + [5 6] with (0) = |6 7; 7 8; 8 9; 9 10|
    ("composition", np.array([1, 2, 3, 4], np.float32), np.array([[5, 6]], np.float32), (0,),
     [[6, 7], [7, 8], [8, 9], [9, 10]]),
]


@pytest.mark.parametrize("name,lhs,rhs,bd,expected", CASES, ids=[c[0] for c in CASES])
def test_seed_example(build, name, lhs, rhs, bd, expected):
    comp = build(lambda b, x, y: ops.Add(x, y, broadcast_dimensions=bd), shape_of(lhs), shape_of(rhs))
    (out,) = bridge.execute(comp, [lhs, rhs])
    np.testing.assert_array_equal(out, np.asarray(expected, np.float32))


def test_composition_1x2_onto_4x3x1(build):
    # A 1x2 matrix added to a 4x3x1 array with (1, 2) gives 4x3x2.
    big = np.arange(12, dtype=np.float32).reshape(4, 3, 1)
    small = np.array([[100, 200]], np.float32)
    comp = build(lambda b, x, y: ops.Add(x, y, broadcast_dimensions=(1, 2)), shape_of(big), shape_of(small))
    assert str(comp.program_shape().result) == "f32[4,3,2]{2,1,0}"
    (out,) = bridge.execute(comp, [big, small])
    np.testing.assert_array_equal(out, big + small.reshape(1, 1, 2))


@pytest.mark.parametrize("lhs,rhs,result", [("f32[2,1]", "f32[2,3]", "f32[2,3]"),
                                            ("f32[1,2,5]", "f32[7,2,5]", "f32[7,2,5]"),
                                            ("f32[7,2,5]", "f32[7,1,5]", "f32[7,2,5]")])
def test_degenerate_examples(build, lhs, rhs, result):
    comp = build(lambda b, x, y: ops.Add(x, y), lhs, rhs)
    assert format(comp.program_shape().result) == result


def test_incompatible_degenerate_example(build):
    # (7,2,5) and (7,2,6) are incompatible and cannot be broadcast.
    with pytest.raises(BuilderError, match=r"Binary op add with incompatible shapes: f32\[7,2,5\] and f32\[7,2,6\]"):
        build(lambda b, x, y: ops.Add(x, y), "f32[7,2,5]", "f32[7,2,6]")


def test_vector_needs_broadcast_dimensions(build):
    # "Without specifying broadcasting, this operation is invalid."
    with pytest.raises(BuilderError, match="broadcast_dimensions"):
        build(lambda b, x, y: ops.Add(x, y), "f32[2,3]", "f32[3]")


def test_2x3_plus_3_with_dim_0_is_invalid(build):
    # "when adding a 2x3 matrix to a 3-element vector, a broadcasting dimension of 0 is invalid."
    with pytest.raises(BuilderError, match="mismatch: 3 != 2"):
        build(lambda b, x, y: ops.Add(x, y, broadcast_dimensions=(0,)), "f32[2,3]", "f32[3]")


def test_tuple_order_must_increase(build):
    # Matching V to N and T to P is illegal: the tuple must be strictly increasing.
    with pytest.raises(BuilderError, match="strictly increasing"):
        build(lambda b, x, y: ops.Add(x, y, broadcast_dimensions=(2, 1)), "f32[2,3,3,5]", "f32[3,3]")


def test_cuboid_with_matrix_dims_1_2(build):
    # A 2x3x4 cuboid and a 3x4 matrix with (1,2).
    c = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
    m = np.arange(12, dtype=np.float32).reshape(3, 4) * 10
    comp = build(lambda b, x, y: ops.Add(x, y, broadcast_dimensions=(1, 2)), shape_of(c), shape_of(m))
    np.testing.assert_array_equal(bridge.execute(comp, [c, m])[0], c + m)


def test_comparison_broadcasts_the_same_way(build):
    comp = build(lambda b, x, y: ops.Gt(x, y, broadcast_dimensions=(1,)), shape_of(M), shape_of(V))
    (out,) = bridge.execute(comp, [M, np.array([0, 5, 9], np.float32)])
    np.testing.assert_array_equal(out, [[True, False, False], [True, False, False]])
