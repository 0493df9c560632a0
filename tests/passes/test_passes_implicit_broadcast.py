"""expand-implicit-broadcast on seed 001's broadcasting examples: the xla module stays valid,
every broadcast becomes an explicit xla.broadcast_in_dim, and the numbers are the seed's."""
import numpy as np
import pytest
from jaxlib.mlir import ir
from passes_helpers import cpu, op_names, run

from bridge import Shape, XlaBuilder, ops
from dialect_defs.verify import verify_xla

M23 = np.array([[1, 2, 3], [4, 5, 6]], np.float32)
M33 = np.array([[1, 2, 3], [4, 5, 6], [7, 8, 9]], np.float32)
V789 = np.array([7, 8, 9], np.float32)


def build(fn, *arrays):
    b = XlaBuilder("t")
    params = [ops.Parameter(b, i, Shape.array_shape(a.dtype, a.shape), f"p{i}") for i, a in enumerate(arrays)]
    return b.build(fn(b, *params)).as_text()


def implicit_broadcasts(module) -> list[str]:
    """xla ops other than broadcast_in_dim that still carry broadcast_dimensions."""
    found = []

    def visit(op):
        if op.name.startswith("xla.") and op.name != "xla.broadcast_in_dim" and "broadcast_dimensions" in op.attributes:
            found.append(op.name)
        return ir.WalkResult.ADVANCE
    module.operation.walk(visit)
    return found


# (builder function, inputs, result from seed 001, explicit broadcasts expected)
SEED_001 = {
    "scalar": (lambda b, m, s: ops.Add(m, s), [M23, np.array(7, np.float32)],
               [[8, 9, 10], [11, 12, 13]], 1),
    "vector-dim-1": (lambda b, m, v: ops.Add(m, v, broadcast_dimensions=(1,)), [M23, V789],
                     [[8, 10, 12], [11, 13, 15]], 1),
    "vector-dim-0": (lambda b, m, v: ops.Add(m, v, broadcast_dimensions=(0,)), [M33, V789],
                     [[8, 9, 10], [12, 13, 14], [16, 17, 18]], 1),
    "composition": (lambda b, v, m: ops.Add(v, m, broadcast_dimensions=(0,)),
                    [np.array([1, 2, 3, 4], np.float32), np.array([[5, 6]], np.float32)],
                    [[6, 7], [7, 8], [8, 9], [9, 10]], 2),
    "outer": (lambda b, c, r: ops.Mul(c, r), [np.array([[1], [2]], np.float32), np.array([[3, 4, 5]], np.float32)],
              [[3, 4, 5], [6, 8, 10]], 2),
}


@pytest.mark.parametrize("name", list(SEED_001))
def test_seed_001_examples(name):
    fn, args, expected, n_broadcasts = SEED_001[name]
    out = run(build(fn, *args), "expand-implicit-broadcast", verify_each=True)
    assert op_names(out, "xla.").count("xla.broadcast_in_dim") == n_broadcasts
    assert implicit_broadcasts(out) == []
    verify_xla(out)
    np.testing.assert_array_equal(cpu(out, args)[0], np.array(expected, np.float32))


def test_cuboid_example_and_comparison():
    # seed 001: a 1x2 matrix added to a 4x3x1 array with broadcast dimensions (1, 2) -> 4x3x2
    a = np.arange(12, dtype=np.float32).reshape(4, 3, 1)
    m = np.array([[10, 20]], np.float32)
    text = build(lambda b, x, y: ops.Ge(ops.Add(x, y, broadcast_dimensions=(1, 2)), y, broadcast_dimensions=(1, 2)),
                 a, m)
    assert implicit_broadcasts(run(text, "")) == ["xla.add", "xla.compare_ge"]
    out = run(text, "expand-implicit-broadcast")
    assert implicit_broadcasts(out) == []
    assert op_names(out, "xla.") == ["xla.broadcast_in_dim", "xla.broadcast_in_dim", "xla.add",
                                     "xla.broadcast_in_dim", "xla.compare_ge"]
    verify_xla(out)
    got = cpu(out, [a, m])[0]
    np.testing.assert_array_equal(got, (a + m[None]) >= m[None])
    assert got.shape == (4, 3, 2)


def test_select_scalar_pred_and_clamp_scalar_bounds():
    x = np.array([[-3, 0.5, 9], [1, -1, 4]], np.float32)
    y = -x
    text = build(lambda b, p, a, c, lo, hi: ops.Clamp(lo, ops.Select(p, a, c), hi),
                 np.array(False), x, y, np.array(-2, np.float32), np.array(3, np.float32))
    out = run(text, "expand-implicit-broadcast")
    assert op_names(out, "xla.") == ["xla.broadcast_in_dim", "xla.select", "xla.broadcast_in_dim",
                                     "xla.broadcast_in_dim", "xla.clamp"]
    verify_xla(out)
    got = cpu(out, [np.array(False), x, y, np.array(-2, np.float32), np.array(3, np.float32)])[0]
    np.testing.assert_array_equal(got, np.clip(y, -2, 3))


def test_nothing_to_do_leaves_the_module_alone():
    text = build(lambda b, x, y: ops.Sub(x, y), M23, M23)
    assert str(run(text, "expand-implicit-broadcast")) == str(run(text, ""))
