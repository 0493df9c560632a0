"""Reference kernels for the cuBLAS custom calls of XLA:GPU's optimized HLO (`__cublas$gemm`,
`__cublas$lt$matmul`): what a GPU dump holds for its dots once XLA's gemm rewriter ran, so
such a dump can be run and difftested on a machine without a GPU.

Semantics (XLA's gemm rewriter; the backend config's `gemm_backend_config`, JSON, or that
config alone as older XLA writes it): operands
a, b [, c] [, bias]; the result is alpha·dot_general(a, b) by `dot_dimension_numbers`, plus
beta·c when beta is not 0 (c has the result's shape), then the epilogue: DEFAULT nothing,
RELU max(·, 0), BIAS + a vector along the result's last dimension, BIAS_RELU both. Narrow
floats are computed in f32 and rounded once, as cuBLAS's f32 compute type does; a workspace
result (s8, declared after the product) holds zeros. The GELU and AUX epilogues and the FP8
calls (`__cublas$lt$matmul$f8`, with scale operands) are refused by name: their details are
cuBLASLt's, not XLA's.
"""
from __future__ import annotations

import json

import numpy as np

from .. import mlir_attrs as attrs
from .kernels_custom_call import CallSpec, register_target
from .kernels_elementwise import compute_dtype
from .kernels_linalg import dot_general_fn

_EPILOGUES = {"DEFAULT": (False, False), "RELU": (False, True), "BIAS": (True, False), "BIAS_RELU": (True, True)}


def _dims(dn: dict, key: str) -> list[int]:
    return [int(d) for d in dn.get(key, [])]   # (proto JSON writes int64s as strings)


@register_target("__cublas$gemm", "__cublas$lt$matmul")
def _cublas_gemm(info):
    spec = CallSpec(info)
    text = info.scalar("backend_config", "")
    try:   # XLA's GpuBackendConfig, or (older XLA) the GemmBackendConfig alone
        config = json.loads(text) if isinstance(text, str) and text else None
        config = config.get("gemm_backend_config", config) if isinstance(config, dict) else None
    except ValueError:
        config = None
    if isinstance(config, dict) and "dot_dimension_numbers" not in config:
        config = None
    if not isinstance(config, dict):
        raise spec.error("backend_config must be XLA's JSON gemm config (dot_dimension_numbers, alpha, beta ...)")
    epilogue = str(config.get("epilogue", "DEFAULT"))
    if epilogue not in _EPILOGUES:
        raise spec.error(f"epilogue {epilogue} is not supported (DEFAULT, RELU, BIAS, BIAS_RELU are)")
    has_bias, relu = _EPILOGUES[epilogue]
    alpha = complex(float(config.get("alpha_real", 1)), float(config.get("alpha_imag", 0)))
    beta = float(config.get("beta", 0))
    ops, outs = spec.operand_types, spec.result_types
    want = 2 + (beta != 0) + has_bias
    if len(ops) != want:
        raise spec.error(f"{len(ops)} operands; beta {beta:g} and epilogue {epilogue} take {want}")
    out = outs[0]
    if any(t.name != "s8" for t in outs[1:]):
        raise spec.error("results after the product must be its s8 workspace (AUX outputs are not supported)")
    if has_bias and (len(ops[-1].shape) != 1 or ops[-1].shape[0] != out.shape[-1]):
        raise spec.error(f"bias {ops[-1]} must be a vector along the result's last dimension {out}")
    dn = config.get("dot_dimension_numbers", {})
    wide = attrs.TensorType(out.shape, out.name, compute_dtype(out.name))   # rounded once, at the end
    dot = dot_general_fn(_dims(dn, "lhs_batch_dimensions"), _dims(dn, "rhs_batch_dimensions"),
                         _dims(dn, "lhs_contracting_dimensions"), _dims(dn, "rhs_contracting_dimensions"),
                         ops[0].shape, ops[1].shape, wide)
    if alpha.imag == 0:
        alpha = alpha.real

    def run(frame, a, b, *rest):
        r = dot(frame, a, b)
        if alpha != 1:
            r = r * np.asarray(alpha).astype(r.dtype)
        if beta != 0:
            r = r + np.asarray(beta).astype(r.dtype) * np.asarray(rest[0]).astype(r.dtype)
        if has_bias:
            r = r + np.asarray(rest[-1]).astype(r.dtype)
        if relu:
            r = np.maximum(r, np.zeros((), r.dtype))
        r = np.asarray(r).astype(out.dtype)
        return [r] + [np.zeros(t.shape, t.dtype) for t in outs[1:]] if len(outs) > 1 else r
    return run
