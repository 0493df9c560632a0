"""jaxlib's native XLA converters — the one place bridge.formats touches private jaxlib names.

Private entry points (jaxlib 0.10.2; none has a public equivalent that takes or gives HLO):
  jaxlib._jax.mlir.mlir_module_to_xla_computation(module_bytes_or_text,
        use_tuple_args=False, return_tuple=False) -> jaxlib._hlo.XlaComputation
        (raises JaxRuntimeError on bad input; we only hand it modules that verified)
  jaxlib._hlo.XlaComputation(serialized HloModuleProto)      .as_hlo_text(print_large_constants)
        .as_serialized_hlo_module_proto()
  jaxlib._hlo.hlo_module_from_text(text) -> HloModule         ABORTS the process on some bad HLO
        (e.g. a parameter number out of range: a CHECK failure)
  jaxlib._jax.mlir.xla_computation_to_mlir_module(XlaComputation) -> StableHLO text
        (XLA's HLO importer, as `hlo_to_stablehlo`, which gives bytecode our context cannot
        always read back: mhlo attributes); ABORTS or spins on HLO that does not type-check
        (e.g. get-tuple-element out of range)
  jaxlib._jax.mlir.serialize_portable_artifact(module_bytes, target, mixed) -> bytes
        (XLA's writer, which jax.export calls: it keeps CHLO's high-level ops, erf, top_k,
        acosh ..., as `stablehlo.composite "chlo.erf"` for XLA to recognize; raises
        JaxRuntimeError where the target cannot hold the module)

So the functions marked "child process only" run in `bridge.formats.sandbox`'s checking
process, never in the user's: a crash there becomes a one-line ProgramError.
"""
from __future__ import annotations

from bridge.errors import ProgramError


def _private():
    from bridge._jax_private import xla_hlo_and_jax
    try:
        return xla_hlo_and_jax()  # private: see module docstring
    except ImportError as e:  # pragma: no cover - other jaxlib versions
        raise ProgramError(f"HLO conversion is not available with this jaxlib: {e}") from None


def _first_line(e: Exception) -> str:
    """XLA's message in one line; for HLO syntax errors, with the 'was parsing L:C' detail."""
    from bridge.formats.mlir_formats import one_line
    lines = [ln for ln in str(e).splitlines() if ln.strip()]
    detail = next((ln for ln in lines[1:] if ln.startswith("was parsing")), None)
    text = lines[0] if lines else type(e).__name__
    return one_line(f"{text} {detail}" if detail else text)


def _computation(module):
    from bridge.formats import mlir_formats
    _, _jax = _private()
    data = mlir_formats.write_bytecode(module)
    try:
        return _jax.mlir.mlir_module_to_xla_computation(data, use_tuple_args=False, return_tuple=False)
    except Exception as e:  # JaxRuntimeError (private type)
        raise ProgramError(f"cannot convert to HLO: {_first_line(e)}") from None


def portable_artifact(module, version: str, mixed: bool) -> bytes | None:
    """The portable artifact XLA's own writer makes of a verified module (as jax.export
    does), or None where it cannot write one for `version`."""
    _, _jax = _private()
    from bridge.formats import mlir_formats
    try:
        return bytes(_jax.mlir.serialize_portable_artifact(mlir_formats.write_bytecode(module), version, mixed))
    except Exception:  # noqa: BLE001 - JaxRuntimeError (private type): the caller's own writer says why
        return None


def to_hlo_text(module) -> str:
    """HLO text of a verified StableHLO module (constants printed in full)."""
    return _computation(module).as_hlo_text(print_large_constants=True)


def to_hlo_proto(module) -> bytes:
    """Serialized HloModuleProto of a verified StableHLO module."""
    return bytes(_computation(module).as_serialized_hlo_module_proto())


def to_hlo_text_with_metadata(module) -> str:
    """to_hlo_text plus each instruction's metadata={...} and the stack-frame tables (from
    the module's locations), as XLA's dumps print them; otherwise the same text."""
    return _text_with_metadata(_computation(module))


def _text_with_metadata(computation) -> str:
    _hlo, _ = _private()
    options = _hlo.HloPrintOptions()   # as_hlo_text's short form, metadata on
    options.print_large_constants, options.print_percent = True, False
    options.print_program_shape = options.print_operand_shape = False
    return computation.get_hlo_module().to_string(options)


# -- child process only (see module docstring) -------------------------------------------------

def hlo_proto_to_text(proto: bytes) -> str:
    _hlo, _ = _private()
    try:   # with each instruction's metadata and the stack-frame tables (as_hlo_text drops them)
        return _text_with_metadata(_hlo.XlaComputation(proto))
    except Exception as e:
        raise ProgramError(f"cannot read HLO module proto: {_first_line(e)}") from None


def hlo_proto_to_stablehlo(proto: bytes) -> str:
    """Text of the StableHLO module XLA's own importer makes of an HloModuleProto (ops
    without a StableHLO form stay mhlo, e.g. mhlo.topk, mhlo.fusion)."""
    _hlo, _jax = _private()
    try:
        computation = _hlo.XlaComputation(proto)
        computation.as_hlo_text()   # a clear error for a proto XLA cannot read at all
    except Exception as e:
        raise ProgramError(f"cannot read HLO module proto: {_first_line(e)}") from None
    try:
        return _jax.mlir.xla_computation_to_mlir_module(computation)
    except Exception as e:
        raise ProgramError(f"cannot convert HLO to StableHLO: {_first_line(e)}") from None


def hlo_text_to_proto(text: str) -> bytes:
    _hlo, _ = _private()
    try:
        return bytes(_hlo.hlo_module_from_text(text).as_serialized_hlo_module_proto())
    except Exception as e:
        raise ProgramError(f"cannot parse HLO text: {_first_line(e)}") from None


def hlo_text_to_stablehlo(text: str) -> str:
    return hlo_proto_to_stablehlo(hlo_text_to_proto(text))
