"""The `xla` dialect: one declarative definition per XlaBuilder op (see core.OpDef)."""
from . import ops_elementwise, ops_shape, ops_structure  # noqa: F401  (they register the ops)
from .attrs import DotDimensionNumbers, PaddingConfig
from .core import BY_OP_NAME, OPS, Arg, OpDef, get

__all__ = ["OPS", "BY_OP_NAME", "Arg", "OpDef", "get", "DotDimensionNumbers", "PaddingConfig"]
