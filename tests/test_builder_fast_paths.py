"""The builder's per-call caches (bridge/ops.py) never change what a call makes.

A call repeating an earlier one's operand shapes and attribute values reuses what that
call inferred; a scalar Constant repeating an earlier one reuses its attribute. These
tests pin down the cases where values that compare equal must still differ."""
import math

import numpy as np

from bridge import Shape, XlaBuilder, ops


def _constant_texts(values):
    b = XlaBuilder("consts")
    outs = [ops.Constant(b, v) for v in values]
    text = b.build(ops.Tuple(b, outs)).as_text()
    return [line.split("value = ", 1)[1].split("}", 1)[0] for line in text.splitlines() if "xla.constant" in line]


def test_scalar_constants_keep_their_exact_value_and_type():
    values = [0.0, -0.0, 0.0, np.float32(0.0), np.float32(-0.0), math.nan, np.float32(math.nan), 1, True, 1.0,
              np.int8(1), np.float64(0.5), 0.5]
    got = _constant_texts(values)
    again = _constant_texts(values)   # (second builder: every call a cache hit)
    assert got == again
    assert got[0] == got[2] == got[3] != got[1] == got[4]
    assert got[1].startswith("dense<-0.0")
    assert "i1" in got[8] and "i32" in got[7] and "f32" in got[9] and "i8" in got[10] and "f64" in got[11]
    assert got[12] != got[11]


def test_equal_shapes_that_are_distinct_objects_give_the_same_op():
    b = XlaBuilder("shapes")
    s1 = Shape.array_shape(np.float32, (2, 3))
    s2 = Shape("f32", (2, 3), (1, 0))   # equal to s1, not interned
    assert s1 == s2 and s1 is not s2
    x = ops.Parameter(b, 0, s1, "x")
    y = ops.Parameter(b, 1, s2, "y")
    v = ops.Parameter(b, 2, Shape.array_shape(np.float32, (3,)), "v")
    a1 = ops.Add(x, v, broadcast_dimensions=(1,))
    a2 = ops.Add(y, v, broadcast_dimensions=(1,))
    a3 = ops.Add(x, v, broadcast_dimensions=(1,))
    assert a1.shape == a2.shape == a3.shape == s1
    text = b.build(ops.Tuple(b, [a1, a2, a3])).as_text()
    adds = [line.split("=", 1)[1] for line in text.splitlines() if "xla.add" in line]
    assert len(adds) == 3 and len({a.replace("%arg1", "%arg0") for a in adds}) == 1


def test_repeated_parameters_keep_their_names_shapes_and_checks():
    """Parameter(b, n, shape, name) repeating an earlier number and shape reuses its result;
    the name (or none) is still each call's, and a taken number is still refused."""
    import pytest

    from bridge import BuilderError
    s = Shape.array_shape(np.float32, (2,))

    def fresh():   # an equal shape that is a new object: a cache miss, the full path every call
        return Shape("f32", (2,), (0,))

    def build(names, shape):
        b = XlaBuilder("params")
        ps = [ops.Parameter(b, i, shape(), n) if n else ops.Parameter(b, i, shape()) for i, n in enumerate(names)]
        comp = b.build(ops.Add(ops.Add(ps[0], ps[1]), ps[2]))
        assert comp.program_shape().parameter_names == tuple(n or f"p{i}" for i, n in enumerate(names))
        return comp.as_text()

    for names in (("x", "", "z"), ("a", "b", ""), ("x", "", "z")):
        assert build(names, lambda: s) == build(names, fresh)
    b = XlaBuilder("twice")
    ops.Parameter(b, 0, s, "x")
    with pytest.raises(BuilderError, match="parameter number 0 already defined"):
        ops.Parameter(b, 0, s, "y")
    t = Shape.array_shape(np.int32, (2,))
    assert ops.Parameter(XlaBuilder("other"), 0, t, "x").shape == t   # another shape: its own entry


def test_a_repeated_call_is_refused_as_the_first_would_be():
    """True == 1 as a dict key: a call giving True for an integer attribute, after a call
    that gave 1, must still be refused as it is on a fresh builder, not taken from the cache."""
    import pytest

    from bridge import BuilderError
    b = XlaBuilder("typed")
    x = ops.Parameter(b, 0, Shape.array_shape(np.float32, (4,)), "x")
    ops.ReducePrecision(x, 10, 1)
    with pytest.raises(BuilderError, match="not an integer"):
        ops.ReducePrecision(x, 10, True)
    with pytest.raises(BuilderError, match="not an integer"):
        ops.ReducePrecision(x, mantissa_bits=10, exponent_bits=True)
