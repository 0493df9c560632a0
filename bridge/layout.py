"""Physical layouts (seed 004): minor_to_major lists the fastest-varying dimension first."""
from __future__ import annotations

import numpy as np

from .errors import HloBridgeError
from .shape import Shape


def _major_to_minor(layout, rank: int) -> tuple[int, ...]:
    layout = tuple(layout)
    if sorted(layout) != list(range(rank)):
        raise HloBridgeError(f"layout {{{','.join(map(str, layout))}}} is not a permutation of {rank} dimensions")
    return tuple(reversed(layout))


def linearize(array, layout) -> np.ndarray:
    """The 1-D buffer of `array` as it lies in memory under `layout` (minor_to_major).

    `layout` is a minor_to_major sequence or a Shape carrying one.
    [[a,b,c],[d,e,f]] with {0,1} -> a d b e c f; with {1,0} -> a b c d e f.
    """
    array = np.asarray(array)
    if isinstance(layout, Shape):
        layout = layout.minor_to_major
    return np.ascontiguousarray(np.transpose(array, _major_to_minor(layout, array.ndim))).reshape(-1)


def delinearize(buffer, shape: Shape) -> np.ndarray:
    """Inverse of linearize: the logical array of `shape` from its memory buffer."""
    buffer = np.asarray(buffer).reshape(-1)
    order = _major_to_minor(shape.minor_to_major, shape.rank)
    if buffer.size != shape.element_count():
        raise HloBridgeError(f"buffer of {buffer.size} elements does not fill {shape}")
    physical = buffer.reshape([shape.dimensions[d] for d in order])
    return np.transpose(physical, np.argsort(order))
