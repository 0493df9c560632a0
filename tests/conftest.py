import numpy as np
import pytest

from bridge import Shape, XlaBuilder, ops


@pytest.fixture
def build():
    """build(fn, *shapes): a computation whose parameters have the given shapes."""
    def make(fn, *shapes, name="t"):
        b = XlaBuilder(name)
        params = [ops.Parameter(b, i, Shape.parse(s) if isinstance(s, str) else s, f"p{i}")
                  for i, s in enumerate(shapes)]
        return b.build(fn(b, *params))
    return make


def shape_of(array) -> Shape:
    a = np.asarray(array)
    return Shape.array_shape(a.dtype, a.shape)
