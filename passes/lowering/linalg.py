"""Cholesky, TriangularSolve, Fft, ReducePrecision, BatchNorm*: one StableHLO op each.

PJRT CPU runs stablehlo.batch_norm_* itself (XLA's BatchNormExpander), so they stay
whole: each backend picks its own expansion, which is what a difftest should see.
"""
from __future__ import annotations

from jaxlib.mlir import ir

from .common import create, i64, i64s, leaf_types, lowering, retuple, stablehlo_enum


def _one(op, rewriter, name: str, attrs: dict):
    return create(name, [op.result.type], op.operands, attrs, ip=rewriter.ip)


@lowering("Cholesky")
def lower_cholesky(op, rewriter, d):
    return _one(op, rewriter, "stablehlo.cholesky", {"lower": ir.BoolAttr.get(d.decode(op, "lower"))})


@lowering("TriangularSolve")
def lower_triangular_solve(op, rewriter, d):
    attrs = {k: ir.BoolAttr.get(d.decode(op, k)) for k in ("left_side", "lower", "unit_diagonal")}
    attrs["transpose_a"] = stablehlo_enum("transpose", d.decode(op, "transpose_a"))
    return _one(op, rewriter, "stablehlo.triangular_solve", attrs)


@lowering("Fft")
def lower_fft(op, rewriter, d):
    return _one(op, rewriter, "stablehlo.fft", {"fft_type": stablehlo_enum("fft_type", d.decode(op, "fft_type")),
                                                "fft_length": i64s(tuple(d.decode(op, "fft_length")))})


@lowering("ReducePrecision")
def lower_reduce_precision(op, rewriter, d):
    i32 = ir.IntegerType.get_signless(32)
    return _one(op, rewriter, "stablehlo.reduce_precision",
                {k: ir.IntegerAttr.get(i32, d.decode(op, k)) for k in ("exponent_bits", "mantissa_bits")})


@lowering("BatchNormTraining", "BatchNormInference", "BatchNormGrad")
def lower_batch_norm(op, rewriter, d):
    attrs = {"epsilon": ir.FloatAttr.get_f32(d.decode(op, "epsilon")),
             "feature_index": i64(d.decode(op, "feature_index"))}
    new = create(f"stablehlo.{d.mnemonic}", leaf_types(op.result.type), op.operands, attrs, ip=rewriter.ip)
    return retuple(op, new, rewriter.ip)
