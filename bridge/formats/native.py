"""HLO writers through jaxlib's private XLA entry points — the one place formats use them.

Private imports (jaxlib 0.10.2; no public equivalent takes an MLIR module to HLO):
  jaxlib._jax.mlir.mlir_module_to_xla_computation(module_bytes_or_text,
        use_tuple_args=False, return_tuple=False) -> jaxlib._hlo.XlaComputation
  XlaComputation.as_hlo_text() / .as_serialized_hlo_module_proto()
It raises `JaxRuntimeError` on bad input (it does not abort); we only hand it modules
that already parsed and verified in our context. Move to `bridge/_jax_private.py`
once that module exists (pyproject.toml names it as the fence for private imports).
"""
from __future__ import annotations

from jaxlib.mlir import ir

from bridge.errors import ProgramError
from bridge.formats import mlir_formats


def _computation(module: ir.Module):
    try:
        from jaxlib import _jax  # private: see module docstring
        to_xla = _jax.mlir.mlir_module_to_xla_computation
    except (ImportError, AttributeError) as e:  # pragma: no cover - other jaxlib versions
        raise ProgramError(f"HLO output is not available with this jaxlib: {e}") from None
    data = mlir_formats.write_bytecode(module)
    try:
        return to_xla(data, use_tuple_args=False, return_tuple=False)
    except Exception as e:  # JaxRuntimeError (private type)
        lines = [l for l in str(e).splitlines() if l.strip()]
        raise ProgramError(
            f"cannot convert to HLO: {mlir_formats._one_line(lines[0] if lines else e)}") from None


def to_hlo_text(module: ir.Module) -> str:
    return _computation(module).as_hlo_text()


def to_hlo_proto(module: ir.Module) -> bytes:
    return bytes(_computation(module).as_serialized_hlo_module_proto())
