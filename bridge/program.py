"""Any program hlobridge accepts -> a verified StableHLO module.

Programs: an XlaComputation, StableHLO (or xla-dialect) text, MLIR bytecode, or a
StableHLO portable artifact. The XlaComputation itself is never modified.
"""
from __future__ import annotations

import re

from jaxlib.mlir import ir, passmanager

from .context import get_context, register_passes
from .errors import ProgramError, VerificationError


# Text that makes jaxlib 0.10.2's parser/verifier kill the process (found by testing);
# checked before parsing so that a user's file gives an error instead.
_CRASHERS = [
    (re.compile(r"all_to_all[^\n]*replica_groups\s*=\s*dense<[^>]*>\s*:\s*tensor<0x"),
     "stablehlo.all_to_all needs non-empty replica_groups (jaxlib's verifier dies with SIGFPE on empty ones)"),
]


def check_known_crashes(text: str) -> None:
    """ProgramError for MLIR text that is known to abort jaxlib's parser (see _CRASHERS)."""
    for pattern, why in _CRASHERS:
        if pattern.search(text):
            raise ProgramError(f"cannot parse MLIR text: {why}")


def parse_mlir_text(text: str, ctx: ir.Context | None = None) -> ir.Module:
    """ir.Module.parse for text from outside, after check_known_crashes: the one way user
    text reaches jaxlib's parser. Raises ProgramError (known crasher) or ir.MLIRError."""
    check_known_crashes(text)
    return ir.Module.parse(text, context=ctx or get_context())


def parse_module(program, ctx: ir.Context | None = None) -> ir.Module:
    """Parse MLIR text, or read any serialized format the converter knows (bytecode, portable
    artifacts, HLO text/proto, jax.export blobs) into a module; nothing is lowered yet."""
    ctx = ctx or get_context()
    if isinstance(program, ir.Module):
        return program
    if isinstance(program, str) and not program.lstrip().startswith("HloModule"):
        try:
            return parse_mlir_text(program, ctx)
        except ir.MLIRError as e:
            raise ProgramError(f"cannot parse MLIR text: {_first_line(e)}") from None
    if isinstance(program, str | bytes | bytearray | memoryview):
        # Untrusted bytes are read by the converter, which checks them in a child process
        # first (MLIR's readers crash on some corrupt bytecode) and legalizes VHLO.
        from .formats.pipeline import load
        loaded, _ = load(bytes(program) if not isinstance(program, str) else program)
        return loaded if isinstance(loaded, ir.Module) else copy_module(loaded.module, ctx)
    raise ProgramError(f"not a program: {type(program).__name__} (expected an XlaComputation, "
                       f"StableHLO text, MLIR bytecode or a portable artifact)")


def _first_line(e: Exception) -> str:
    lines = [ln.strip() for ln in str(e).splitlines() if ln.strip()]
    for ln in lines:
        if "error:" in ln:
            return ln
    return lines[0] if lines else type(e).__name__


def module_of(op) -> ir.Operation | None:
    """The builtin.module holding op (op itself when it is one)."""
    op = op.operation
    while op is not None and op.name != "builtin.module":
        op = op.parent
    return op


def xla_op_names(module_op: ir.Operation, first_only: bool = False) -> list[str]:
    """Names of the xla.* ops under module_op (only the first when first_only)."""
    found = []

    def visit(op):
        if op.name.startswith("xla."):
            found.append(op.name)
            if first_only:
                return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE
    module_op.walk(visit)
    return found


def as_stablehlo_module(program) -> ir.Module:
    """A fresh, verified StableHLO module for any accepted program."""
    from .builder import XlaComputation
    ctx = get_context()
    trusted = isinstance(program, XlaComputation)   # shapes were inferred at each builder call
    if trusted or isinstance(program, ir.Module):
        module = copy_module(program.module if trusted else program, ctx)
    else:
        module = parse_module(program, ctx)
    if xla_op_names(module.operation, first_only=True):
        lower_xla(module, verify=not trusted)
    if not module.operation.verify():
        raise VerificationError("the StableHLO module does not verify")
    return module


def copy_module(module: ir.Module, ctx: ir.Context) -> ir.Module:
    """A deep copy (cloning the top-level ops is ~20x faster than a bytecode round trip)."""
    if module.context is not ctx:
        return ir.Module.parse(module.operation.get_asm(binary=True), context=ctx)
    with ctx:
        new = ir.Module.create(module.operation.location)
        attrs = module.operation.attributes
        for name in attrs:   # e.g. the module's sym_name, mhlo.num_replicas
            new.operation.attributes[name] = attrs[name]
        ip = ir.InsertionPoint(new.body)
        for op in module.body.operations:
            op.clone(ip=ip)
    return new


def lower_xla(module: ir.Module, verify: bool = True) -> None:
    """xla dialect -> StableHLO in place (chlo ops such as chlo.erf stay: PJRT runs them)."""
    from passes.legalize_xla import legalize_xla_to_stablehlo
    from dialect_defs.verify import verify_xla
    if verify:
        verify_xla(module)
    legalize_xla_to_stablehlo(module.operation, check_leftovers=verify)
    if not _has_private_functions(module):
        return   # nothing symbol-dce could remove
    register_passes()
    with module.context:
        pm = passmanager.PassManager.parse(
            "builtin.module(symbol-dce)")
        pm.run(module.operation)


def _has_private_functions(module: ir.Module) -> bool:
    return any("sym_visibility" in op.attributes and ir.StringAttr(op.attributes["sym_visibility"]).value == "private"
               for op in module.body.operations)


def to_stablehlo_text(program) -> str:
    return str(as_stablehlo_module(program))
