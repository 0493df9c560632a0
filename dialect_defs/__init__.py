"""The `xla` dialect: one declarative definition per XlaBuilder op (see core.OpDef).

Every module named `ops_*.py` in this package defines a group of ops; importing the
package imports them all, so adding a group is adding a file.
"""
import importlib as _importlib
import pkgutil as _pkgutil

from .attrs import PUBLIC, DotDimensionNumbers, PaddingConfig
from .opdef import BY_OP_NAME, OPS, Arg, OpDef, get

for _m in sorted(m.name for m in _pkgutil.iter_modules(__path__) if m.name.startswith("ops_")):
    _importlib.import_module(f"{__name__}.{_m}")

__all__ = ["OPS", "BY_OP_NAME", "PUBLIC", "Arg", "OpDef", "get", "DotDimensionNumbers", "PaddingConfig"]
