"""RngUniform, RngNormal -> stablehlo.rng; RngBitGenerator -> stablehlo.rng_bit_generator."""
from __future__ import annotations

import numpy as np
from jaxlib.mlir import ir

from .common import create, i64, leaf_types, lowering, retuple, stablehlo_enum


@lowering("RngUniform", "RngNormal")
def lower_rng(op, rewriter, d):
    dims = np.array(ir.RankedTensorType(op.result.type).shape, dtype=np.int64)
    shape_const = create("stablehlo.constant", [ir.RankedTensorType.get([len(dims)], ir.IntegerType.get_signless(64))],
                         [], {"value": ir.DenseIntElementsAttr.get(dims)}, ip=rewriter.ip).result
    distribution = stablehlo_enum("rng_distribution", "UNIFORM" if d.name == "RngUniform" else "NORMAL")
    return create("stablehlo.rng", [op.result.type], [*op.operands, shape_const],
                  {"rng_distribution": distribution}, ip=rewriter.ip)


@lowering("RngBitGenerator")
def lower_rng_bit_generator(op, rewriter, d):
    new = create("stablehlo.rng_bit_generator", leaf_types(op.result.type), op.operands,
                 {"rng_algorithm": stablehlo_enum("rng_algorithm", d.decode(op, "algorithm"))}, ip=rewriter.ip)
    return retuple(op, new, rewriter.ip)


@lowering("RngGetAndUpdateState")
def lower_rng_get_and_update_state(op, rewriter, d):
    from jaxlib.mlir.dialects import mhlo
    mhlo.register_mhlo_dialect(op.context)   # (idempotent) the op is mhlo's: StableHLO has none
    return create("mhlo.xla.rng_get_and_update_state", [op.result.type], [], {"delta": i64(d.decode(op, "delta"))},
                  ip=rewriter.ip)
