"""StableHLO as frontends other than jax write it (torch-mlir's FX importer), made into the
StableHLO that PJRT, the numpy reference, portable artifacts and HLO take:

- `dense_resource<name>` constants (torch-mlir keeps every weight as a blob in the module's
  `{-# dialect_resources: {builtin: {name: "0x..."}} #-}` section): PJRT refuses them
  ("Only dense elements attr are supported"), VHLO and HLO have no such attribute. They
  become `dense<"0x...">` of the same bytes (the blob is a 4-byte alignment, then the data);
- `arith.constant` of a tensor (torch-mlir's scalar literals): `stablehlo.constant`, which
  says the same and which a portable artifact and the reference know;
- an entry function not called @main (`export_and_import(..., func_name=...)`): PJRT and
  XLA's HLO converter look only for @main, so the function the reference takes for the
  entry (bridge.mlir_module.entry_name: the lone public one) is renamed, where the module
  is run or written as HLO (entry=True);
- quantized types (`!quant.uniform`, PyTorch/XLA's quantize/dequantize): XLA's HLO converter
  refuses them ("'stablehlo.uniform_quantize' op can't be translated to XLA HLO"), so where the
  module is run or written as HLO (entry=True) its ops become integer and float math
  (StableHLO's stablehlo-legalize-quant-to-math); the reference runs them as they are.

Text and bytecode conversions keep the blobs as they are (see bridge.formats.converter).
"""
from __future__ import annotations

import re

import numpy as np
from jaxlib.mlir import ir

_RESOURCE_ATTR = re.compile(r"^dense_resource<(.+)>\s*:\s*(.+)$", re.S)
# a blob in the printed `dialect_resources` section: key (bare or quoted) : "0x<hex>"
_BLOB = re.compile(r'("(?:[^"\\]|\\.)*"|[\w.$\-]+)\s*:\s*"0x([0-9A-Fa-f]*)"')


def needs_normalizing(text: str) -> bool:
    """Whether MLIR text can hold anything normalize() rewrites (a cheap test before a walk)."""
    return "dense_resource<" in text or "arith.constant" in text


def normalize(module: ir.Module, entry: bool = False) -> bool:
    """Rewrite `module` in place as the docstring above says (`entry`: rename a lone public
    function to @main as well); True when anything changed."""
    resources, arith = [], []

    def visit(op):
        op = op.operation if hasattr(op, "operation") else op
        if op.name == "arith.constant" and isinstance(op.results[0].type, ir.RankedTensorType):
            arith.append(op)
        if "value" in op.attributes and _is_resource(op):
            resources.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    changed = bool(resources or arith)
    if resources:
        _inline_resources(module, resources)
    for op in arith:
        _to_stablehlo_constant(op)
    if entry:
        changed |= rename_entry(module)
        changed |= quantized_as_math(module)
    return changed


def quantized_as_math(module: ir.Module) -> bool:
    """The module's quantized ops as math (see the docstring above); True when it had any."""
    from bridge.mlir_module import quant_loaded
    # (no quant dialect loaded, no quantized type: the usual case costs no printing of the module)
    if not quant_loaded(module.context) or "!quant." not in str(module.body):
        return False
    from jaxlib.mlir import passmanager

    from bridge.context import register_passes
    from bridge.errors import ProgramError
    register_passes()
    try:
        with module.context:
            passmanager.PassManager.parse("builtin.module(func.func(stablehlo-legalize-quant-to-math))").run(
                module.operation)
    except ir.MLIRError as e:
        raise ProgramError(f"cannot lower the module's quantized ops to math for XLA: {str(e).splitlines()[-1]}") \
            from None
    return True


def _is_resource(op) -> bool:
    """Whether the op's `value` is a dense_resource: not printed when it is dense (a jax
    module's large constants would be printed whole), nor when the bindings cannot cast it
    (a complex dense constant: "Can't cast unknown element type DenseTypedElementsAttr",
    jaxlib 0.10.2; a jax.export blob holding `dense<(0x7FC00000,0x7FC00000)> :
    tensor<complex<f32>>` failed), which is no dense_resource either."""
    try:
        attr = op.attributes["value"]
    except TypeError:
        return False
    return not isinstance(attr, ir.DenseElementsAttr) and str(attr).startswith("dense_resource<")


def _inline_resources(module: ir.Module, ops) -> None:
    from bridge.errors import ProgramError
    # The blobs print only with the whole module (not with the op that names one); dense
    # constants are elided from that print, the blobs are not.
    tail = module.operation.get_asm(large_elements_limit=1)
    start = tail.rfind("dialect_resources")
    blobs = {}
    for key, data in _BLOB.findall(tail[start:] if start >= 0 else ""):
        blobs[key[1:-1] if key.startswith('"') else key] = data
    for op in ops:
        m = _RESOURCE_ATTR.match(str(op.attributes["value"]))
        name, type_text = m.group(1).strip(), m.group(2).strip()
        key = name[1:-1] if name.startswith('"') else name
        data = blobs.get(key)
        if data is None:
            why = (": its values were elided when it was printed (print it without a large-elements/"
                   "resource limit)" if key.startswith("__elided__") else f" (no {key!r} in its dialect_resources)")
            raise ProgramError(f"constant {name} names a dense_resource blob the module does not hold{why}")
        raw = data[8:]   # (after the 4-byte alignment)
        need = _bytes(ir.RankedTensorType(op.results[0].type))
        if len(raw) // 2 != need:   # (MLIR would read one element as a splat: never a wrong number)
            raise ProgramError(f"the dense_resource blob {key!r} holds {len(raw) // 2} bytes, "
                               f"a {type_text} needs {need}")
        with module.context:
            op.attributes["value"] = ir.Attribute.parse(f'dense<"0x{raw}"> : {type_text}')


def _bytes(tensor: ir.RankedTensorType) -> int:
    """Bytes of a tensor in a resource blob (i1: one byte an element, as torch-mlir writes)."""
    from bridge import dtypes
    from bridge.mlir_attrs import element_name
    return int(np.prod(tensor.shape, dtype=np.int64)) * max(1, dtypes.bit_width(element_name(tensor.element_type)) // 8)


def _to_stablehlo_constant(op) -> None:
    with ir.InsertionPoint(op), op.location:
        new = ir.Operation.create("stablehlo.constant", results=[op.results[0].type],
                                  attributes={"value": op.attributes["value"]})
    op.results[0].replace_all_uses_with(new.results[0])
    op.erase()


def rename_entry(module: ir.Module) -> bool:
    """The entry function (see the docstring above) renamed @main; True when it was not."""
    from bridge.errors import ProgramError
    from bridge.mlir_module import entry_name, functions
    funcs = functions(module)
    try:
        old = entry_name(funcs)   # (@main, else the lone public function, as the reference runs)
    except ProgramError:
        return False   # (no entry to choose: PJRT's own error says so)
    if old == "main":
        return False
    ir.SymbolTable.replace_all_symbol_uses(old, "main", module.operation)   # (a call to it too)
    funcs[old].attributes["sym_name"] = ir.StringAttr.get("main", module.context)
    return True
