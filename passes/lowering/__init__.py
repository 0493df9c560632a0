"""Lowering patterns of the xla dialect, found by op name (or the op's family)."""
from . import elementwise, shape_ops, structure  # noqa: F401  (they register the patterns)
from .common import LOWERINGS


def lowering_for(d):
    return LOWERINGS.get(d.name) or LOWERINGS.get(d.family)
