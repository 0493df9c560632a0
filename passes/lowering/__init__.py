"""Lowering patterns of the xla dialect, found by op name (or the op's family).

Every module of this package registers its patterns with `common.lowering(...)`;
importing the package imports them all, so adding a group is adding a file.
"""
import importlib as _importlib
import pkgutil as _pkgutil

from .common import LOWERINGS

for _m in sorted(m.name for m in _pkgutil.iter_modules(__path__) if m.name != "common"):
    _importlib.import_module(f"{__name__}.{_m}")


def lowering_for(d):
    return LOWERINGS.get(d.name) or LOWERINGS.get(d.family)
