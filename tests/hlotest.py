"""Helpers shared by test modules (a plain module: `conftest` names clash across test folders)."""
import numpy as np

from bridge import Shape


def shape_of(array) -> Shape:
    a = np.asarray(array)
    return Shape.array_shape(a.dtype, a.shape)
