"""Helpers shared by test modules (a plain module: `conftest` names clash across test folders)."""
import numpy as np

from bridge import Shape, XlaBuilder, ops


def shape_of(array) -> Shape:
    a = np.asarray(array)
    return Shape.array_shape(a.dtype, a.shape)


def as_shape(x) -> Shape:
    """A Shape, its XLA text ("f32[2,3]"), or an example array."""
    if isinstance(x, Shape):
        return x
    return Shape.parse(x) if isinstance(x, str) else shape_of(x)


def program(fn, *args, name="main"):
    """A computation whose parameters have the shapes of args; fn(builder, *params) -> root."""
    b = XlaBuilder(name)
    params = [ops.Parameter(b, i, as_shape(a)) for i, a in enumerate(args)]
    return b.build(fn(b, *params))
