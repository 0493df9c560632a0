import numpy as np
import pytest
from hypothesis import given, strategies as st

from bridge import HloBridgeError, Shape
from bridge.shape import UNBOUNDED
from bridge.layout import delinearize, linearize


def test_str_is_xla_form():
    assert str(Shape.array_shape(np.float32, (2, 3))) == "f32[2,3]{1,0}"
    assert str(Shape.array_shape("bf16", (2, 3, 4), (0, 1, 2))) == "bf16[2,3,4]{0,1,2}"
    assert str(Shape.scalar(np.int32)) == "s32[]"
    assert str(Shape.tuple_shape([Shape.array_shape("f32", (2,)), Shape.scalar("s32")])) == "(f32[2], s32[])"
    assert str(Shape.token_shape()) == "token[]"


def test_element_types_map_both_ways():
    import ml_dtypes
    for name, dt in [("pred", np.bool_), ("s8", np.int8), ("u64", np.uint64), ("f16", np.float16),
                     ("bf16", ml_dtypes.bfloat16), ("c128", np.complex128), ("f8e4m3fn", ml_dtypes.float8_e4m3fn)]:
        assert Shape.scalar(dt).element_type == name
        assert Shape.scalar(name).dtype == np.dtype(dt)


def test_parse_forms():
    s = Shape.parse("(f32[2,3]{0,1}, (s32[], pred[4]), token[])")
    assert s.tuple_shapes[0].minor_to_major == (0, 1)
    assert s.tuple_shapes[1].tuple_shapes[1] == Shape.array_shape("pred", (4,))
    assert Shape.parse("f32[8,128]{1,0:T(8,128)}").minor_to_major == (1, 0)


@pytest.mark.parametrize("bad", ["f32[2,", "q7[2]", "f32[2]{0,0}", "f32[a]", "(f32[2]", "f32[2] x", "f32[<=x]",
                                 "f32[<=-2]", "f32[<2]"])
def test_parse_errors_are_clear(bad):
    with pytest.raises(HloBridgeError, match="bad shape"):
        Shape.parse(bad)


_etype = st.sampled_from(["pred", "s8", "s32", "u16", "f16", "bf16", "f32", "f64", "c64"])
# a dimension: (size, dynamic); size UNBOUNDED with dynamic is `?`, any other dynamic one `<=size`
_dim = st.one_of(st.tuples(st.integers(0, 9), st.booleans()), st.just((UNBOUNDED, True)))
_array = st.builds(lambda et, dims, rev: Shape.array_shape(et, tuple(d for d, _ in dims),
                                                           tuple(range(len(dims))) if rev else None,
                                                           tuple(x for _, x in dims)),
                   _etype, st.lists(_dim, max_size=4), st.booleans())
_shape = st.recursive(_array, lambda inner: st.lists(inner, max_size=3).map(Shape.tuple_shape), max_leaves=6)


@given(_shape)
def test_parse_round_trips(shape):
    assert Shape.parse(str(shape)) == shape


@given(_array)
def test_mlir_type_round_trips(shape):
    from bridge.context import get_context
    from bridge.mlir_types import from_mlir_type, to_mlir_type
    back = from_mlir_type(to_mlir_type(shape, get_context()))
    assert (back.element_type, back.dimensions, back.dynamic) == (shape.element_type, shape.dimensions, shape.dynamic)


def test_dynamic_dimensions_print_as_xla_does():
    s = Shape.parse("f32[<=8,?,4]{2,1,0}")
    assert (s.dimensions, s.dynamic, str(s), f"{s}") == ((8, UNBOUNDED, 4), (True, True, False),
                                                        "f32[<=8,?,4]{2,1,0}", "f32[<=8,?,4]")
    assert s.is_unbounded and not Shape.parse("f32[<=8]").is_unbounded
    assert Shape.parse("f32[<=8,4]").static() == Shape.parse("f32[8,4]")
    assert Shape.parse("f32[<=2,3]").same_dims_and_type(Shape.parse("f32[2,3]"))   # XLA's Compatible
    with pytest.raises(HloBridgeError, match="unbounded dynamic dimension: it has no static bound"):
        s.static()
    with pytest.raises(HloBridgeError, match="negative dimension size"):
        Shape.array_shape("f32", (-1,))


@given(st.text(max_size=30))
def test_parse_never_crashes(text):
    try:
        Shape.parse(text)
    except HloBridgeError:
        pass


def test_linearize_seed_example():
    # Seed 004: [[a,b,c],[d,e,f]] with minor_to_major {0,1} lies in memory as a d b e c f.
    a = np.array([["a", "b", "c"], ["d", "e", "f"]])
    assert "".join(linearize(a, (0, 1))) == "adbecf"
    assert "".join(linearize(a, (1, 0))) == "abcdef"
    assert (delinearize(np.array(list("adbecf")), Shape.array_shape("f32", (2, 3), (0, 1))) == a).all()


@given(st.lists(st.integers(1, 4), min_size=1, max_size=4), st.randoms())
def test_linearize_inverts(dims, rnd):
    layout = list(range(len(dims)))
    rnd.shuffle(layout)
    a = np.arange(int(np.prod(dims))).reshape(dims)
    assert (delinearize(linearize(a, layout), Shape.array_shape("s32", dims, layout)) == a).all()
