"""Rewrites of a module before PJRT compiles it, where XLA's translation departs from the spec.

Variadic all_to_all: the spec splits, scatters and concatenates every operand on its own
(`split_dimension`, `concat_dimension` apply to each). XLA translates an all_to_all of
several operands into its tuple form, which ignores those dimensions and sends operand i
whole to process i: with the spec's example (two operands, two replicas) the results keep
the operands' shape 2x4 instead of 4x2. One all_to_all per operand is what the spec says
the op computes, and XLA runs the one-operand form per the spec.

Variadic all_reduce (XLA's optimized HLO combines all-reduces into one of several operands,
e.g. a sharded matmul and a sum): jaxlib 0.10.2's StableHLO -> HLO translation cannot
compile it ("Failed to get shape" at its results' use). The spec reduces each operand on its
own with the one computation, so one all_reduce per operand computes the same.

Rank-0 select_and_scatter (what XLA's importer makes of HLO's select-and-scatter on a
scalar): XLA's SelectAndScatterExpander fails a CHECK on it and aborts the process (XLA:CPU,
jaxlib 0.10.2, unless its operands are constants that XLA folds first). Its one window holds
the one element, so it is the same op on tensor<1xT> with a window of 1, which XLA runs.

A convolution's window_reversal: XLA:GPU ignores it when some but not all spatial
dimensions are reversed (measured on an H100, jaxlib 0.10.2: `reverse = [true, false]` gives
the unreversed convolution's numbers, [true, true] the right ones). The spec's reversed
window is the convolution with the kernel reversed in those dimensions, which every
platform computes; so the kernel is reversed explicitly.

Complex maximum and minimum: the spec orders complex numbers lexicographically (real part,
then imaginary part); XLA:CPU compares the real parts alone and keeps lhs on a tie (jaxlib
0.10.2: maximum(1+2i, 1+5i) = 1+2i). jax never hands XLA these ops (lax.max lowers complex
operands to compares and selects); the same compares and selects are written here.

XLA's dynamic padder's PadToStatic and SliceToDynamic: XLA:CPU implements neither; they are
set/get_dimension_size (dynamic_padder.py).

mhlo.fusion, mhlo.copy, mhlo.bitcast (XLA's importer writes them for optimized HLO, e.g. a
module saved from jaxlib's xla_computation_to_mlir_module): XLA:CPU aborts the process on
them ("Check failed: input_shape.has_layout()"); they are the StableHLO that
legalize-mhlo-leftovers writes (passes/mhlo_leftovers.py).

jax's layout modes (`mhlo.layout_mode = "{0,1}"` on @main's arguments and results, what a
`jax.experimental.layout.Format` writes): PJRT compiles the parameters in that layout but takes
the argument buffers as they come (row-major from numpy) without relayout, so a column-major
parameter reads the elements transposed, silently (jaxlib 0.10.2, CPU). The values a program
computes do not depend on layouts, so the modes are left out and XLA picks its defaults.

jax's effect-only host callbacks (jax.debug.print ...): XLA:CPU crashes on them outside jax,
and no result depends on them, so they are left out, with a warning (bridge/host_callbacks.py;
check_ops refuses the callbacks that return values).

Older jaxlib LAPACK calls (`lapack_sgetrf`, `blas_strsm`, a 3-operand `lapack_strsm_ffi`):
jaxlib 0.10.2 registers none; they become the `lapack_*_ffi` calls it runs (passes/lapack_legacy.py).
"""
from __future__ import annotations

import re

import numpy as np
from jaxlib.mlir import ir

from .. import host_callbacks
from ..errors import warn
from ..mlir_module import ops_where

from . import dynamic_padder

_HANDLE = re.compile(r"handle\s*=\s*(-?\d+)")
_TYPE = re.compile(r"type\s*=\s*(\d+)")
_VARIADIC_ALL_REDUCE = re.compile(r':\d+ = "?stablehlo\.all_reduce')   # (%6:2 = "stablehlo.all_reduce"(...))
_SPLIT = ("stablehlo.all_to_all", "stablehlo.all_reduce")


def needs_rewrite(text: str) -> bool:
    from passes.lapack_legacy import needs_rewrite as old_lapack   # (lazy: start-up pays for the passes only here)
    from passes.mhlo_leftovers import has_leftovers
    return ("all_to_all" in text or "select_and_scatter" in text or _VARIADIC_ALL_REDUCE.search(text) is not None
            or ("convolution" in text and ("reverse = [" in text or "window_reversal" in text))
            or "PadToStatic" in text or "SliceToDynamic" in text
            or (("maximum" in text or "minimum" in text) and "complex<" in text)
            or host_callbacks.TARGET.search(text) is not None or has_leftovers(text)
            or "mhlo.layout_mode" in text or old_lapack(text) or "!quant." in text)


def apply(module: ir.Module) -> bool:
    """Every rewrite, in place; True when something changed."""
    from passes.foreign import quantized_as_math   # (XLA has no quantized types)
    from passes.lapack_legacy import rewrite as old_lapack
    changed = [rewrite(module) for rewrite in (old_lapack, quantized_as_math, split_variadic_collectives,
                                               scalar_select_and_scatter_as_rank1, window_reversal_as_reversed_kernel,
                                               effect_callbacks_left_out, complex_min_max_lexicographic,
                                               dynamic_padder.rewrite, mhlo_leftovers_as_stablehlo,
                                               layout_modes_left_out)]
    return any(changed)


def mhlo_leftovers_as_stablehlo(module: ir.Module) -> bool:
    """In place; True when something changed."""
    from passes.mhlo_leftovers import legalize_mhlo_leftovers
    return bool(legalize_mhlo_leftovers(module.operation))


def layout_modes_left_out(module: ir.Module) -> bool:
    """In place: no `mhlo.layout_mode` on any function's arguments or results; True when one was."""
    changed = False
    for op in module.body.operations:
        for key in ("arg_attrs", "res_attrs"):
            if op.operation.name != "func.func" or key not in op.attributes:
                continue
            dicts = [ir.DictAttr(d) for d in ir.ArrayAttr(op.attributes[key])]
            if not any("mhlo.layout_mode" in d for d in dicts):
                continue
            with module.context:
                op.attributes[key] = ir.ArrayAttr.get([ir.DictAttr.get({a.name: a.attr for a in d
                                                                        if a.name != "mhlo.layout_mode"})
                                                       for d in dicts])
            changed = True
    return changed


def effect_callbacks_left_out(module: ir.Module) -> bool:
    """In place, said in a CallbackSkipped warning; True when something changed."""
    skipped = host_callbacks.strip_effect_only(module.operation)
    if skipped:
        warn(host_callbacks.skipped_note(skipped), host_callbacks.CallbackSkipped)
    return bool(skipped)


def window_reversal_as_reversed_kernel(module: ir.Module) -> bool:
    """In place; True when something changed."""
    from jaxlib.mlir.dialects import stablehlo
    found = ops_where(module.operation, lambda op: op.name == "stablehlo.convolution" and "window_reversal" in
                      op.attributes and any(ir.DenseBoolArrayAttr(op.attributes["window_reversal"])))
    for op in found:
        spatial = stablehlo.ConvDimensionNumbers(op.attributes["dimension_numbers"]).kernel_spatial_dimensions
        dims = [d for d, reversed_ in zip(spatial, ir.DenseBoolArrayAttr(op.attributes["window_reversal"]))
                if reversed_]
        kernel = op.operands[1]
        with ir.InsertionPoint(op), op.location:
            op.operands[1] = ir.Operation.create("stablehlo.reverse", results=[kernel.type], operands=[kernel],
                                                 attributes={"dimensions": ir.DenseI64ArrayAttr.get(dims)}).result
        del op.attributes["window_reversal"]
    return bool(found)


_PICK_LHS = {"stablehlo.maximum": "GT", "stablehlo.minimum": "LT"}


def complex_min_max_lexicographic(module: ir.Module) -> bool:
    """In place; True when something changed."""
    from jaxlib.mlir.dialects import stablehlo
    found = ops_where(module.operation, lambda op: op.name in _PICK_LHS
                      and isinstance(ir.ShapedType(op.results[0].type).element_type, ir.ComplexType))
    for op in found:
        a, b = op.operands
        shape = ir.ShapedType(op.results[0].type)
        with ir.InsertionPoint(op), op.location:
            part_type = ir.RankedTensorType.get(shape.shape, ir.ComplexType(shape.element_type).element_type)
            pred_type = ir.RankedTensorType.get(shape.shape, ir.IntegerType.get_signless(1))

            def new(name, result_type, *operands, **attributes):
                return ir.Operation.create(name, results=[result_type], operands=list(operands),
                                           attributes=attributes).result

            def compare(direction, x, y):
                return new("stablehlo.compare", pred_type, x, y,
                           comparison_direction=stablehlo.ComparisonDirectionAttr.get(direction))
            (ra, ia), (rb, ib) = ((new("stablehlo.real", part_type, v), new("stablehlo.imag", part_type, v))
                                  for v in (a, b))
            pick = _PICK_LHS[op.name]
            pick_a = new("stablehlo.select", pred_type, compare("EQ", ra, rb), compare(pick, ia, ib),
                         compare(pick, ra, rb))
            op.results[0].replace_all_uses_with(new("stablehlo.select", op.results[0].type, pick_a, a, b))
        op.erase()
    return bool(found)


def scalar_select_and_scatter_as_rank1(module: ir.Module) -> bool:
    """In place; True when something changed."""
    found = ops_where(module.operation, lambda op: op.name == "stablehlo.select_and_scatter"
                      and not ir.RankedTensorType(op.operands[0].type).shape)
    for op in found:
        with ir.InsertionPoint(op), op.location:
            def reshaped(value, shape):
                element = ir.RankedTensorType(value.type).element_type
                return ir.Operation.create("stablehlo.reshape", results=[ir.RankedTensorType.get(shape, element)],
                                           operands=[value]).result
            operand = reshaped(op.operands[0], [1])
            attrs = {"window_dimensions": ir.DenseI64ArrayAttr.get([1]),
                     "window_strides": ir.DenseI64ArrayAttr.get([1]),
                     "padding": ir.DenseElementsAttr.get(np.zeros((1, 2), np.int64))}
            one = ir.Operation.create("stablehlo.select_and_scatter", results=[operand.type],
                                      operands=[operand, reshaped(op.operands[1], [1]), op.operands[2]],
                                      attributes=attrs, regions=2)
            for old, new in zip(op.regions, one.regions):
                for block in list(old.blocks):
                    block.append_to(new)
            op.results[0].replace_all_uses_with(reshaped(one.result, []))
        op.erase()
    return bool(found)


def split_variadic_collectives(module: ir.Module) -> bool:
    """In place (all_to_all and all_reduce); True when something changed."""
    found, handles = [], []

    def visit(op):
        if op.name in _SPLIT and len(op.operands) > 1:
            found.append(op)
        if "channel_handle" in op.attributes:
            m = _HANDLE.search(str(op.attributes["channel_handle"]))
            if m:
                handles.append(int(m.group(1)))
        return ir.WalkResult.ADVANCE
    module.operation.walk(visit)
    if not found:
        return False
    next_handle = max(handles + [0]) + 1
    ctx = module.context
    for op in found:
        attrs = {}
        for a in op.attributes:   # names or NamedAttributes, depending on the bindings
            name = a if isinstance(a, str) else a.name
            attrs[name] = op.attributes[name]
        pieces = []
        with ir.InsertionPoint(op), op.location:
            for i, (v, r) in enumerate(zip(op.operands, op.results)):
                piece_attrs = dict(attrs)
                channel = attrs.get("channel_handle")
                m = _HANDLE.search(str(channel)) if channel is not None else None
                if i and m and int(m.group(1)) > 0:
                    # XLA wants one channel per collective: the pieces after the first
                    # take fresh handles (the grouping mode only asks that it be > 0)
                    t = _TYPE.search(str(channel))
                    piece_attrs["channel_handle"] = ir.Attribute.parse(
                        f"#stablehlo.channel_handle<handle = {next_handle}, type = {t.group(1) if t else 1}>", ctx)
                    next_handle += 1
                piece = ir.Operation.create(op.name, results=[r.type], operands=[v], attributes=piece_attrs,
                                            regions=len(op.regions))
                if op.regions:   # all_reduce: each piece its own copy of the computation
                    donor = op.clone()
                    for block in list(donor.regions[0].blocks):
                        block.append_to(piece.regions[0])
                    donor.erase()
                pieces.append(piece.result)
        for r, new in zip(op.results, pieces):
            r.replace_all_uses_with(new)
        op.erase()
    return True
