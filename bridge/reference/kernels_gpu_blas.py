"""Reference kernels for the cuBLAS custom calls of XLA:GPU's optimized HLO (`__cublas$gemm`,
`__cublas$lt$matmul`, `__cublas$lt$matmul$f8`, `__cublas$triangularSolve`): what a GPU dump
holds for its dots and triangular solves once XLA's rewriters ran, so such a dump can be run
and difftested on a machine without a GPU.

Gemm semantics (XLA's gemm rewriter; the backend config's `gemm_backend_config`, JSON, or
that config alone as older XLA writes it): operands a, b [, c] [, bias]; the result is
alpha·dot_general(a, b) by `dot_dimension_numbers`, plus beta·c when beta is not 0 (c has
the result's shape), then the epilogue: DEFAULT nothing, RELU max(·, 0), BIAS + a vector
along the result's last dimension, BIAS_RELU both. An operand without the batch dims the
other has (or with a batch of 1) is shared by every batch element, as GemmConfig::For
allows (xla/service/gpu/matmul_utils.cc: batch sizes equal, or 1). Narrow floats are
computed in f32 and rounded once, as cuBLAS's f32 compute type does; a workspace result
(s8, declared after the product) holds zeros.

FP8 (`__cublas$lt$matmul$f8`; operand order from XLA's thunk emitter, EmitCublasLtMatmulThunkF8):
a, b (f8e4m3fn / f8e5m2) [, c when beta != 0], a_scale, b_scale (f32 scalars) [, bias] [,
d_scale when the result is f8]; results d [, d_amax when `damax_output`] [, workspace]. The
rewriter folds `convert(a_f8)·sa` into a with scale sa and `clamp(d / s, lowest, max)` of an
f8 result into d_scale = 1/s (gemm_rewriter.cc: CreateF8CustomCall, F8ConvertD), so
d = sat(d_scale·epilogue(alpha·a_scale·b_scale·a@b + beta·c + bias)), sat clamping to the
f8 type's finite range (NaN stays NaN), and d_amax = max |epilogue(...)| before d_scale.
f8 operands widen exactly; the sum is taken in f64 and rounded once.

Triangular solve (`__cublas$triangularSolve`, XLA's triangular-solve rewriter): operands
(a, b) and the JSON TriangularSolveOptions of HLO's triangular-solve (left_side, lower,
unit_diagonal, transpose_a NO_TRANSPOSE / TRANSPOSE / ADJOINT); results (x, s8 temp: the
batch pointers cuBLAS's batched trsm needs, zeros here). x is HLO's triangular-solve, batched
over b's leading dims, computed by the reference's own TriangularSolve kernel.

The GELU and AUX epilogues are refused by name: their details are cuBLASLt's, not XLA's.
"""
from __future__ import annotations

import types

import ml_dtypes
import numpy as np

from .. import mlir_attrs as attrs
from .kernels_custom_call import CallSpec, register_target
from .kernels_elementwise import compute_dtype
from .kernels_linalg import dot_general_fn

_EPILOGUES = {"DEFAULT": (False, False), "RELU": (False, True), "BIAS": (True, False), "BIAS_RELU": (True, True)}


def _dims(dn: dict, key: str) -> list[int]:
    return [int(d) for d in dn.get(key, [])]   # (proto JSON writes int64s as strings)


def _shared_batch(shape, batch, contract, out_batch):
    """An operand whose batch XLA's gemm shares (no batch dims, or a batch of 1):
    (prepare(x) or None, shape, batch dims, contracting dims) with a full leading batch."""
    if [shape[d] for d in batch] == list(out_batch):
        return None, tuple(shape), batch, contract
    if int(np.prod([shape[d] for d in batch], dtype=np.int64)) != 1:
        return False, tuple(shape), batch, contract
    rest = [d for d in range(len(shape)) if d not in batch]
    core = tuple(shape[d] for d in rest)
    full = tuple(out_batch) + core
    nb = len(out_batch)
    return (lambda x: np.broadcast_to(np.asarray(x).reshape(core), full),
            full, list(range(nb)), [nb + rest.index(d) for d in contract])


def _check_dims(spec: CallSpec, lshape, rshape, lb, rb, lc, rc, out) -> None:
    """The config's dot dimension numbers must name a product of these operands with this
    result (a config that does not is refused, not read past its operands' ends)."""
    def free(shape, batch, contract):
        named = [*batch, *contract]
        if any(not 0 <= d < len(shape) for d in named) or len(set(named)) != len(named):
            raise spec.error(f"dot dimension numbers {batch} (batch) {contract} (contracting) do not name "
                             f"distinct dimensions of {list(shape)}")
        return [shape[d] for d in range(len(shape)) if d not in named]
    lf, rf = free(lshape, lb, lc), free(rshape, rb, rc)
    if [lshape[d] for d in lc] != [rshape[d] for d in rc] or [lshape[d] for d in lb] != [rshape[d] for d in rb]:
        raise spec.error(f"contracting {lc}/{rc} or batch {lb}/{rb} dimensions of {list(lshape)} and "
                         f"{list(rshape)} differ in size")
    if tuple([lshape[d] for d in lb] + lf + rf) != out:
        raise spec.error(f"dot dimension numbers make {[lshape[d] for d in lb] + lf + rf}, the result is {list(out)}")


def _product(spec: CallSpec, config: dict, a_t, b_t, wide):
    """run(a, b) -> dot_general(a, b) in the type `wide`, batches shared as XLA's gemm does."""
    dn = config.get("dot_dimension_numbers", {})
    lb, rb = _dims(dn, "lhs_batch_dimensions"), _dims(dn, "rhs_batch_dimensions")
    out_batch = tuple(wide.shape[:max(len(lb), len(rb))])
    la, lshape, lb, lc = _shared_batch(a_t.shape, lb, _dims(dn, "lhs_contracting_dimensions"), out_batch)
    ra, rshape, rb, rc = _shared_batch(b_t.shape, rb, _dims(dn, "rhs_contracting_dimensions"), out_batch)
    if la is False or ra is False:
        raise spec.error(f"batch dims of {a_t} and {b_t} neither match the result {wide.shape} nor are 1")
    _check_dims(spec, lshape, rshape, lb, rb, lc, rc, tuple(wide.shape))
    dot = dot_general_fn(lb, rb, lc, rc, lshape, rshape, wide)
    return lambda frame, a, b: dot(frame, la(a) if la else a, ra(b) if ra else b)


def _epilogue(spec: CallSpec, config: dict) -> tuple[bool, bool]:
    epilogue = str(config.get("epilogue", "DEFAULT"))
    if epilogue not in _EPILOGUES:
        raise spec.error(f"epilogue {epilogue} is not supported (DEFAULT, RELU, BIAS, BIAS_RELU are)")
    return _EPILOGUES[epilogue]


def _check_bias(spec: CallSpec, bias, out):
    if len(bias.shape) != 1 or bias.shape[0] != out.shape[-1]:
        raise spec.error(f"bias {bias} must be a vector along the result's last dimension {out}")


def _alpha(config: dict):
    alpha = complex(float(config.get("alpha_real", 1)), float(config.get("alpha_imag", 0)))
    return alpha.real if alpha.imag == 0 else alpha


@register_target("__cublas$gemm", "__cublas$lt$matmul")
def _cublas_gemm(info):
    spec = CallSpec(info)
    config = spec.json_config("gemm_backend_config", "dot_dimension_numbers")
    ops, outs = spec.operand_types, spec.result_types
    out = outs[0]
    has_bias, relu = _epilogue(spec, config)
    alpha, beta = _alpha(config), float(config.get("beta", 0))
    want = 2 + (beta != 0) + has_bias
    if len(ops) != want:
        raise spec.error(f"{len(ops)} operands; beta {beta:g} and epilogue {config.get('epilogue')} take {want}")
    if any(t.name != "s8" for t in outs[1:]):
        raise spec.error("results after the product must be its s8 workspace (AUX outputs are not supported)")
    if has_bias:
        _check_bias(spec, ops[-1], out)
    wide = attrs.TensorType(out.shape, out.name, compute_dtype(out.name))   # rounded once, at the end
    dot = _product(spec, config, ops[0], ops[1], wide)

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


_F8 = ("f8e4m3fn", "f8e5m2")


@register_target("__cublas$lt$matmul$f8")
def _cublas_f8(info):
    spec = CallSpec(info)
    config = spec.json_config("gemm_backend_config", "dot_dimension_numbers")
    ops, outs = spec.operand_types, spec.result_types
    out = outs[0]
    if ops[0].name not in _F8 or ops[1].name not in _F8:
        raise spec.error(f"a {ops[0]} and b {ops[1]} must be f8e4m3fn / f8e5m2 (the other FP8 kinds are ROCm's)")
    has_bias, relu = _epilogue(spec, config)
    alpha, beta = _alpha(config), float(config.get("beta", 0))
    if isinstance(alpha, complex):
        raise spec.error(f"alpha {alpha}: an FP8 gemm's alpha is real")
    f8_out = out.name in _F8
    scales = 2 + (beta != 0)                       # index of a_scale
    want = scales + 2 + has_bias + f8_out
    if len(ops) != want:
        raise spec.error(f"{len(ops)} operands; beta {beta:g}, epilogue {config.get('epilogue')} and a "
                         f"{out.name} result take {want} (a, b, [c], a_scale, b_scale, [bias], [d_scale])")
    if has_bias:
        _check_bias(spec, ops[scales + 2], out)
    if any(ops[i].shape for i in (scales, scales + 1) + ((want - 1,) if f8_out else ())):
        raise spec.error("scales must be scalars (tensor-wise scaling; block scaling is not supported)")
    damax = bool(config.get("damax_output", False))
    if damax and (len(outs) < 2 or outs[1].shape):
        raise spec.error("damax_output needs a scalar second result")
    if any(t.name != "s8" for t in outs[1 + damax:]):
        raise spec.error("results after the product (and d_amax) must be its s8 workspace")
    dot = _product(spec, config, ops[0], ops[1], attrs.TensorType(out.shape, "f64", np.float64))
    limit = float(ml_dtypes.finfo(out.dtype).max) if f8_out else None

    def run(frame, a, b, *rest):
        r = dot(frame, a, b) * (float(alpha) * float(rest[scales - 2]) * float(rest[scales - 1]))
        if beta != 0:
            r = r + beta * np.asarray(rest[0], np.float64)
        if has_bias:
            r = r + np.asarray(rest[scales], np.float64)
        if relu:
            r = np.maximum(r, 0.0)
        got = []
        if f8_out:
            with np.errstate(invalid="ignore"):
                d = np.clip(r * float(rest[-1]), -limit, limit)   # (NaN stays NaN)
            got.append(d.astype(np.float32).astype(out.dtype))
        else:
            got.append(r.astype(out.dtype))
        if damax:
            got.append(np.asarray(np.max(np.abs(r)) if r.size else 0.0).astype(outs[1].dtype))
        got += [np.zeros(t.shape, t.dtype) for t in outs[1 + damax:]]
        return got if len(outs) > 1 else got[0]
    return run


@register_target("__cublas$triangularSolve")
def _cublas_trsm(info):
    from .xla_linalg import triangular_solve   # HLO's TriangularSolve kernel (imported late: xla_* groups)
    spec = CallSpec(info)
    config = spec.json_config("triangular_solve_options", "transpose_a")
    trans = str(config["transpose_a"])
    if trans not in ("NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"):
        raise spec.error(f"transpose_a {trans} is not NO_TRANSPOSE, TRANSPOSE or ADJOINT")
    ops, outs = spec.operand_types, spec.result_types
    if len(ops) != 2 or not outs or tuple(outs[0].shape) != tuple(ops[1].shape) or len(ops[1].shape) < 2:
        raise spec.error(f"operands {ops} and results {outs}: (a, b) -> (x shaped as b, s8 temp) expected")
    options = {"left_side": bool(config.get("left_side", False)), "lower": bool(config.get("lower", False)),
               "unit_diagonal": bool(config.get("unit_diagonal", False)), "transpose_a": trans}
    a, b = ops[0].shape, ops[1].shape
    side = "left" if options["left_side"] else "right"
    if len(a) < 2 or a[-1] != a[-2] or b[-2 if options["left_side"] else -1] != a[-1]:
        raise spec.error(f"a {ops[0]} does not solve b {ops[1]} from the {side} (left_side = {options['left_side']})")
    solve = triangular_solve(types.SimpleNamespace(result=outs[0]), options)

    def run(frame, a, b):
        return [solve(frame, a, b)] + [np.zeros(t.shape, t.dtype) for t in outs[1:]]
    return run
