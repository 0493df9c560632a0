"""Python module of the `xla` MLIR dialect.

MLIR's Python bindings look up `<prefix>.<dialect namespace>` to find op classes;
bridge.context adds `dialect_defs` as a prefix so this module is found. The ops stay
unregistered in C++ (generic form); their definitions live in dialect_defs.ops_*.
"""
DIALECT_NAMESPACE = "xla"
