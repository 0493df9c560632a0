"""A catalogue of jax-produced StableHLO programs: a wide sweep of jax.lax / jax.numpy.

Plain data, importable by any test (the numpy-reference test and the difftest corpus):

    from jax_programs import PROGRAMS, lower, make_args
    for p in PROGRAMS:
        text = lower(p)                 # StableHLO text, jax.jit(p.fn).lower(...).as_text()
        args = make_args(p, seed=0)     # numpy inputs valid for p.fn

Each entry is a `JaxProgram(name, fn, args, domains, platform)`: `args` is a tuple of
(shape, dtype) specs; `domains` says which values each argument may take (e.g.
positive for log, indices in range for gather, SPD for cholesky); `platform` is the
lowering platform when the cpu lowering would emit a custom_call (LAPACK), so that
the program holds the StableHLO op itself (PJRT CPU still runs it).
"""
from __future__ import annotations

import zlib
from collections.abc import Callable
from typing import Any, NamedTuple

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax

F32, F64, F16, BF16 = np.float32, np.float64, np.float16, ml_dtypes.bfloat16
I8, I16, I32, I64 = np.int8, np.int16, np.int32, np.int64
U8, U16, U32, U64 = np.uint8, np.uint16, np.uint32, np.uint64
C64, C128, BOOL = np.complex64, np.complex128, np.bool_


class JaxProgram(NamedTuple):
    name: str
    fn: Callable
    args: tuple                    # ((shape, dtype), ...)
    domains: tuple                 # one per arg: None or a domain (see _values)
    platform: str | None = None    # lowering platform; None = the default (cpu)
    x64: bool = False              # lowered (and run) with jax_enable_x64


PROGRAMS: list[JaxProgram] = []


def _is64(dt) -> bool:
    dt = np.dtype(dt)
    return dt.itemsize == 8 and dt.kind != "c" or dt == C128


def _add(name: str, fn: Callable, *specs, platform: str | None = None, x64: bool = False) -> None:
    """specs: (shape, dtype) or (shape, dtype, domain); x64 when a 64-bit type appears inside."""
    args = tuple((tuple(s[0]), s[1]) for s in specs)
    domains = tuple(s[2] if len(s) > 2 else None for s in specs)
    assert name not in {p.name for p in PROGRAMS}, name
    x64 = x64 or any(_is64(d) for _, d in args)
    PROGRAMS.append(JaxProgram(name, fn, args, domains, platform, x64))


def _dtname(dt) -> str:
    return np.dtype(dt).name


V = (3, 5)  # the default small shape

# ---------------------------------------------------------------- unary float
UNARY = {  # name -> (fn, domain)
    "exp": (lax.exp, None), "exp2": (jnp.exp2, None), "expm1": (lax.expm1, None),
    "log": (lax.log, "pos"), "log1p": (lax.log1p, "pos"), "log2": (jnp.log2, "pos"),
    "log10": (jnp.log10, "pos"), "sqrt": (lax.sqrt, "pos"), "rsqrt": (lax.rsqrt, "pos"),
    "cbrt": (lax.cbrt, None), "sin": (lax.sin, None), "cos": (lax.cos, None),
    "tan": (lax.tan, "unit"), "tanh": (lax.tanh, None), "logistic": (lax.logistic, None),
    "abs": (lax.abs, None), "neg": (lax.neg, None), "sign": (lax.sign, None),
    "floor": (lax.floor, None), "ceil": (lax.ceil, None), "round_away": (lax.round, "halves"),
    "round_even": (lambda x: lax.round(x, lax.RoundingMethod.TO_NEAREST_EVEN), "halves"),
    "is_finite": (lax.is_finite, "special"), "square": (jnp.square, None),
    "reciprocal": (jnp.reciprocal, "pos"), "erf": (lax.erf, None), "erfc": (lax.erfc, None),
    "erf_inv": (lax.erf_inv, "unit"), "lgamma": (lax.lgamma, "pos"),
    "digamma": (lax.digamma, "pos"), "asin": (lax.asin, "unit"), "acos": (lax.acos, "unit"),
    "atan": (lax.atan, None), "sinh": (jnp.sinh, None), "cosh": (jnp.cosh, None),
    "asinh": (jnp.arcsinh, None), "acosh": (jnp.arccosh, "gt1"), "atanh": (jnp.arctanh, "unit"),
    "bessel_i0e": (lax.bessel_i0e, None), "bessel_i1e": (lax.bessel_i1e, None),
    "relu": (jax.nn.relu, None), "gelu": (jax.nn.gelu, None), "softplus": (jax.nn.softplus, None),
    "silu": (jax.nn.silu, None), "isnan": (jnp.isnan, "special"), "nan_to_num": (jnp.nan_to_num, "special"),
}
for _n, (_f, _d) in UNARY.items():
    _add(f"{_n}_f32", _f, (V, F32, _d))
for _n, _dts in {"exp": (BF16, F16, F64), "log": (BF16, F64), "tanh": (BF16, F16, F64),
                 "sin": (F64, F16), "sqrt": (F16, BF16, F64), "logistic": (BF16, F64),
                 "erf": (F64,), "lgamma": (F64,), "floor": (BF16,), "abs": (F16,)}.items():
    for _dt in _dts:
        _add(f"{_n}_{_dtname(_dt)}", UNARY[_n][0], (V, _dt, UNARY[_n][1]))

# ---------------------------------------------------------------- complex
for _n, _f in {"exp": lax.exp, "log": lax.log, "sqrt": lax.sqrt, "abs": lax.abs, "real": lax.real,
               "imag": lax.imag, "conj": jnp.conj, "angle": jnp.angle, "neg": lax.neg,
               "sign": lax.sign, "tanh": lax.tanh}.items():
    _add(f"{_n}_c64", _f, (V, C64))
_add("mul_c64", lax.mul, (V, C64), (V, C64))
_add("div_c64", lax.div, (V, C64), (V, C64, "nonzero"))
_add("complex_f32", lax.complex, (V, F32), (V, F32))
_add("add_c128", lax.add, (V, C128), (V, C128))
_add("exp_c128", lax.exp, (V, C128))

# ---------------------------------------------------------------- binary float
BINARY = {"add": lax.add, "sub": lax.sub, "mul": lax.mul, "div": lax.div, "max": lax.max,
          "min": lax.min, "atan2": lax.atan2, "rem": lax.rem, "nextafter": lax.nextafter,
          "hypot": jnp.hypot, "copysign": jnp.copysign, "fmod": jnp.fmod,
          "floor_divide": jnp.floor_divide, "logaddexp": jnp.logaddexp}
for _n, _f in BINARY.items():
    _add(f"{_n}_f32", _f, (V, F32), (V, F32, "nonzero" if _n in ("div", "rem", "fmod", "floor_divide") else None))
_add("pow_f32", lax.pow, (V, F32, "pos"), (V, F32))
_add("pow_int_exp_f32", lambda x: lax.integer_pow(x, 3), (V, F32))
_add("max_nan_f32", lax.max, (V, F32, "special"), (V, F32, "special"))
_add("min_nan_f32", lax.min, (V, F32, "special"), (V, F32, "special"))
for _dt in (BF16, F16, F64):
    _add(f"add_{_dtname(_dt)}", lax.add, (V, _dt), (V, _dt))
    _add(f"div_{_dtname(_dt)}", lax.div, (V, _dt), (V, _dt, "nonzero"))
_add("pow_f64", lax.pow, (V, F64, "pos"), (V, F64))
_add("atan2_f64", lax.atan2, (V, F64), (V, F64))

# ---------------------------------------------------------------- integers
for _dt in (I8, I16, I32, I64, U8, U16, U32, U64):
    _add(f"add_{_dtname(_dt)}", lax.add, (V, _dt, "bits"), (V, _dt, "bits"))
    _add(f"mul_{_dtname(_dt)}", lax.mul, (V, _dt, "bits"), (V, _dt, "bits"))
for _dt in (I8, I32, U32, I64):
    _add(f"div_{_dtname(_dt)}", lax.div, (V, _dt), (V, _dt, "nonzero"))
    _add(f"rem_{_dtname(_dt)}", lax.rem, (V, _dt), (V, _dt, "nonzero"))
_add("floor_divide_i32", jnp.floor_divide, (V, I32), (V, I32, "nonzero"))
_add("mod_i32", jnp.mod, (V, I32), (V, I32, "nonzero"))
for _dt in (I8, I32, U32, U8):
    _add(f"shift_left_{_dtname(_dt)}", lax.shift_left, (V, _dt, "bits"), (V, _dt, "shift"))
    _add(f"shift_right_arith_{_dtname(_dt)}", lax.shift_right_arithmetic, (V, _dt, "bits"), (V, _dt, "shift"))
    _add(f"shift_right_logical_{_dtname(_dt)}", lax.shift_right_logical, (V, _dt, "bits"), (V, _dt, "shift"))
for _n, _f in {"and": lax.bitwise_and, "or": lax.bitwise_or, "xor": lax.bitwise_xor}.items():
    _add(f"{_n}_i32", _f, (V, I32, "bits"), (V, I32, "bits"))
    _add(f"{_n}_bool", _f, (V, BOOL), (V, BOOL))
for _dt in (I32, U8, I64):
    _add(f"not_{_dtname(_dt)}", lax.bitwise_not, (V, _dt, "bits"))
    _add(f"popcnt_{_dtname(_dt)}", lax.population_count, (V, _dt, "bits"))
    _add(f"clz_{_dtname(_dt)}", lax.clz, (V, _dt, "bits"))
_add("not_bool", lax.bitwise_not, (V, BOOL))
_add("abs_i8", lax.abs, (V, I8, "bits"))
_add("neg_i16", lax.neg, (V, I16, "bits"))
_add("sign_i32", lax.sign, (V, I32))
_add("max_u16", lax.max, (V, U16, "bits"), (V, U16, "bits"))
_add("min_i64", lax.min, (V, I64, "bits"), (V, I64, "bits"))
_add("integer_pow_i32", lambda x: lax.integer_pow(x, 5), (V, I32, "bits"))
_add("power_i32", jnp.power, (V, I32), (V, I32, (0, 5)))

# ---------------------------------------------------------------- comparisons, select, clamp
for _n, _f in {"lt": lax.lt, "le": lax.le, "eq": lax.eq, "ne": lax.ne, "gt": lax.gt, "ge": lax.ge}.items():
    _add(f"{_n}_f32", _f, (V, F32, "special"), (V, F32, "special"))
_add("lt_i32", lax.lt, (V, I32), (V, I32))
_add("ge_u8", lax.ge, (V, U8, "bits"), (V, U8, "bits"))
_add("eq_bool", lax.eq, (V, BOOL), (V, BOOL))
_add("lt_bf16", lax.lt, (V, BF16), (V, BF16))
_add("eq_c64", lax.eq, (V, C64), (V, C64))
_add("select_f32", lax.select, (V, BOOL), (V, F32), (V, F32))
_add("where_scalar_i32", lambda p, x: jnp.where(p, x, 7), (V, BOOL), (V, I32))
_add("clamp_f32", lambda x: lax.clamp(F32(-0.5), x, F32(0.5)), (V, F32))
_add("clamp_i32_arrays", lax.clamp, (V, I32, (-10, 0)), (V, I32), (V, I32, (0, 10)))
_add("clip_bf16", lambda x: jnp.clip(x, -1, 1), (V, BF16))
_add("isclose_f32", jnp.isclose, (V, F32), (V, F32))

# ---------------------------------------------------------------- convert, bitcast, precision
for _src, _dst, _dom in [(F32, I32, "wide"), (F32, U8, "wide"), (I32, F32, "bits"), (F32, BF16, None),
                         (F32, F16, "wide"), (F64, F32, None), (BOOL, F32, None), (I32, I8, "bits"),
                         (F32, BOOL, "special"), (BF16, F32, None), (U32, F32, "bits"),
                         (F32, ml_dtypes.float8_e4m3fn, None), (ml_dtypes.float8_e5m2, F32, None),
                         (I64, I32, "bits"), (F32, F64, None), (I8, U32, "bits"), (F16, BF16, None),
                         (F32, I64, "wide"), (U8, BOOL, "bits")]:
    _add(f"convert_{_dtname(_src)}_{_dtname(_dst)}",
         lambda x, _dst=_dst: lax.convert_element_type(x, _dst), (V, _src, _dom), x64=_is64(_dst))
_add("convert_c64_f32", lambda x: x.real.astype(F32) + lax.convert_element_type(x, C64).imag, (V, C64))
_add("bitcast_f32_i32", lambda x: lax.bitcast_convert_type(x, I32), (V, F32))
_add("bitcast_u32_f32", lambda x: lax.bitcast_convert_type(x, F32), (V, U32, "finitebits"))
_add("bitcast_f32_u16x2", lambda x: lax.bitcast_convert_type(x, U16), (V, F32))
_add("bitcast_u8x4_f32", lambda x: lax.bitcast_convert_type(x, F32), ((3, 5, 4), U8, "finitebytes"))
_add("bitcast_bf16_i16", lambda x: lax.bitcast_convert_type(x, I16), (V, BF16))
_add("reduce_precision_f32", lambda x: lax.reduce_precision(x, exponent_bits=5, mantissa_bits=10), (V, F32, "wide"))
_add("reduce_precision_bf16ish", lambda x: lax.reduce_precision(x, exponent_bits=8, mantissa_bits=7), (V, F32))

# ---------------------------------------------------------------- reductions and scans
M = (4, 6)
_add("reduce_sum_f32_axis0", lambda x: jnp.sum(x, axis=0), (M, F32))
_add("reduce_sum_f32_all", jnp.sum, ((2, 3, 4), F32))
_add("reduce_sum_i32", lambda x: jnp.sum(x, axis=1), (M, I32, "bits"))
_add("reduce_sum_bool", lambda x: jnp.sum(x, axis=1), (M, BOOL))
_add("reduce_sum_bf16", lambda x: jnp.sum(x, axis=1), (M, BF16))
_add("reduce_prod_f32", lambda x: jnp.prod(x, axis=1), (M, F32))
_add("reduce_max_f32", lambda x: jnp.max(x, axis=1), (M, F32, "special"))
_add("reduce_min_i8", lambda x: jnp.min(x, axis=0), (M, I8, "bits"))
_add("argmax_f32", lambda x: jnp.argmax(x, axis=1), (M, F32))
_add("argmin_i32", lambda x: jnp.argmin(x, axis=0), (M, I32, (0, 4)))
_add("any_bool", lambda x: jnp.any(x, axis=1), (M, BOOL))
_add("all_bool", lambda x: jnp.all(x, axis=0), (M, BOOL))
_add("mean_var_f32", lambda x: (jnp.mean(x, axis=1), jnp.var(x, axis=0)), (M, F32))
_add("logsumexp_f32", lambda x: jax.nn.logsumexp(x, axis=1), (M, F32))
_add("softmax_f32", lambda x: jax.nn.softmax(x, axis=-1), (M, F32))
_add("reduce_sum_f64", lambda x: jnp.sum(x, axis=(0, 2)), ((3, 4, 5), F64))
_add("norm_f32", lambda x: jnp.linalg.norm(x, axis=1), (M, F32))
_add("cumsum_f32", lambda x: jnp.cumsum(x, axis=1), (M, F32))
_add("cumsum_i32", lambda x: lax.cumsum(x, axis=0, reverse=True), (M, I32))
_add("cumprod_f32", lambda x: jnp.cumprod(x, axis=0), (M, F32, "unit"))
_add("cummax_f32", lambda x: lax.cummax(x, axis=1), (M, F32))
_add("cumlogsumexp_f32", lambda x: lax.cumlogsumexp(x, axis=1), (M, F32))
_add("reduce_variadic", lambda x, y: lax.reduce((x, y), (F32(0), I32(0)),
                                                lambda a, b: (a[0] + b[0], a[1] * b[1]), (1,)),
     (M, F32), (M, I32, (-3, 4)))

# ---------------------------------------------------------------- dot / einsum
_add("matmul_f32", jnp.matmul, ((4, 5), F32), ((5, 3), F32))
_add("matmul_f64", jnp.matmul, ((4, 5), F64), ((5, 3), F64))
_add("matmul_bf16", jnp.matmul, ((4, 5), BF16), ((5, 3), BF16))
_add("matmul_bf16_pref_f32", lambda a, b: lax.dot(a, b, preferred_element_type=F32), ((4, 5), BF16), ((5, 3), BF16))
_add("matmul_i8_pref_i32", lambda a, b: lax.dot(a, b, preferred_element_type=I32), ((4, 5), I8, "bits"), ((5, 3), I8, "bits"))
_add("matmul_i32", jnp.matmul, ((4, 5), I32), ((5, 3), I32))
_add("matmul_c64", jnp.matmul, ((3, 4), C64), ((4, 2), C64))
_add("dot_vec_f32", jnp.dot, ((7,), F32), ((7,), F32))
_add("matvec_f32", jnp.dot, ((4, 7), F32), ((7,), F32))
_add("outer_f32", jnp.outer, ((4,), F32), ((3,), F32))
_add("batched_matmul_f32", jnp.matmul, ((2, 3, 4), F32), ((2, 4, 5), F32))
_add("einsum_bij_bjk", lambda a, b: jnp.einsum("bij,bjk->bik", a, b), ((3, 2, 4), F32), ((3, 4, 2), F32))
_add("einsum_ijk_kj", lambda a, b: jnp.einsum("ijk,kj->ji", a, b), ((2, 3, 4), F32), ((4, 3), F32))
_add("tensordot_f32", lambda a, b: jnp.tensordot(a, b, axes=([1, 2], [0, 1])), ((2, 3, 4), F32), ((3, 4, 5), F32))
_add("dot_general_batch_f16", lambda a, b: lax.dot_general(a, b, (((2,), (1,)), ((0,), (0,)))),
     ((2, 3, 4), F16), ((2, 4, 3), F16))

# ---------------------------------------------------------------- convolution
def _conv(lhs_spec, rhs_spec, out_spec, **kw):
    def f(x, w):
        dn = lax.conv_dimension_numbers(x.shape, w.shape, (lhs_spec, rhs_spec, out_spec))
        return lax.conv_general_dilated(x, w, dimension_numbers=dn, **kw)
    return f


_add("conv2d_nchw", _conv("NCHW", "OIHW", "NCHW", window_strides=(1, 1), padding="VALID"),
     ((2, 3, 6, 6), F32, "q"), ((4, 3, 3, 3), F32, "q"))
_add("conv2d_nhwc_same", _conv("NHWC", "HWIO", "NHWC", window_strides=(1, 1), padding="SAME"),
     ((2, 6, 6, 3), F32, "q"), ((3, 3, 3, 4), F32, "q"))
_add("conv2d_strided_padded", _conv("NCHW", "OIHW", "NCHW", window_strides=(2, 1), padding=((1, 2), (0, 1))),
     ((1, 2, 7, 5), F32, "q"), ((3, 2, 3, 2), F32, "q"))
_add("conv2d_dilated", _conv("NCHW", "OIHW", "NCHW", window_strides=(1, 1), padding=((0, 0), (1, 1)),
                             lhs_dilation=(2, 1), rhs_dilation=(1, 2)), ((1, 2, 5, 7), F32, "q"), ((2, 2, 2, 3), F32, "q"))
_add("conv2d_feature_groups", _conv("NCHW", "OIHW", "NCHW", window_strides=(1, 1), padding="SAME",
                                    feature_group_count=2), ((2, 4, 5, 5), F32, "q"), ((6, 2, 3, 3), F32, "q"))
_add("conv2d_batch_groups", _conv("NCHW", "OIHW", "NCHW", window_strides=(1, 1), padding="VALID",
                                  batch_group_count=2), ((4, 3, 5, 5), F32, "q"), ((4, 3, 2, 2), F32, "q"))
_add("conv1d_nwc", _conv("NWC", "WIO", "NWC", window_strides=(2,), padding="SAME"), ((2, 9, 3), F32, "q"), ((3, 3, 2), F32, "q"))
_add("conv3d_ncdhw", _conv("NCDHW", "OIDHW", "NCDHW", window_strides=(1, 1, 1), padding="VALID"),
     ((1, 2, 4, 4, 4), F32, "q"), ((2, 2, 2, 2, 2), F32, "q"))
_add("conv2d_chwn_odd_layout", _conv("CHWN", "IOHW", "WCNH", window_strides=(1, 1), padding="SAME"),
     ((3, 5, 4, 2), F32, "q"), ((3, 4, 3, 3), F32, "q"))
_add("conv2d_bf16", _conv("NHWC", "HWIO", "NHWC", window_strides=(1, 1), padding="SAME"),
     ((1, 5, 5, 2), BF16, "q"), ((3, 3, 2, 3), BF16, "q"))
_add("conv_transpose", lambda x, w: lax.conv_transpose(x, w, (2, 2), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")),
     ((1, 4, 4, 2), F32, "q"), ((3, 3, 2, 3), F32, "q"))

# ---------------------------------------------------------------- reduce_window, select_and_scatter
_add("max_pool", lambda x: lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID"),
     ((2, 6, 6, 3), F32))
_add("avg_pool_same", lambda x: lax.reduce_window(x, 0.0, lax.add, (1, 3, 3, 1), (1, 1, 1, 1), "SAME") / 9,
     ((1, 5, 5, 2), F32))
_add("reduce_window_dilated", lambda x: lax.reduce_window(x, 0, lax.add, (2, 2), (1, 2), ((1, 0), (2, 1)),
                                                          base_dilation=(2, 1), window_dilation=(1, 2)),
     ((5, 6), I32))
_add("reduce_window_min_i8", lambda x: lax.reduce_window(x, np.int8(127), lax.min, (3,), (2,), "VALID"),
     ((9,), I8, "bits"))
_add("max_pool_grad", jax.grad(lambda x: jnp.sum(lax.reduce_window(x, -jnp.inf, lax.max, (2, 2), (2, 2), "VALID") ** 2)),
     ((6, 6), F32))

# ---------------------------------------------------------------- sort, top_k
_add("sort_f32", lambda x: jnp.sort(x, axis=1), (M, F32, "special"))
_add("sort_i32_axis0", lambda x: jnp.sort(x, axis=0), (M, I32))
_add("sort_bf16", jnp.sort, ((10,), BF16))
_add("argsort_f32", lambda x: jnp.argsort(x, axis=-1), (M, F32, "dups"))
_add("argsort_desc_stable", lambda x: jnp.argsort(-x, stable=True), ((12,), I32, (0, 4)))
_add("sort_multi", lambda k, v: lax.sort((k, v), num_keys=1), ((10,), F32, "dups"), ((10,), I32))
_add("sort_two_keys", lambda a, b: lax.sort((a, b), num_keys=2)[1], ((10,), I32, (0, 3)), ((10,), I32))
_add("top_k_f32", lambda x: lax.top_k(x, 3), (M, F32))
_add("top_k_i32", lambda x: lax.top_k(x, 2), ((8,), I32, (0, 5)))
_add("approx_max_k", lambda x: lax.approx_max_k(x, 3), (M, F32))
_add("approx_min_k_top1", lambda x: lax.approx_min_k(x, 1, reduction_dimension=0), (M, F32, "dups"))
_add("median_f32", lambda x: jnp.median(x, axis=0), ((5, 4), F32))

# ---------------------------------------------------------------- gather / scatter / dynamic slices
_add("index_rows", lambda x, i: x[i], ((6, 4), F32), ((3,), I32, (0, 6)))
_add("index_cols", lambda x, i: x[:, i], ((4, 6), F32), ((5,), I32, (-6, 6)))
_add("index_2d_points", lambda x, i, j: x[i, j], ((5, 6), F32), ((4,), I32, (0, 5)), ((4,), I32, (0, 6)))
_add("take_clip", lambda x, i: jnp.take(x, i, axis=0, mode="clip"), ((5, 3), F32), ((4,), I32, (-3, 9)))
_add("take_fill", lambda x, i: jnp.take(x, i, axis=1, mode="fill", fill_value=-1.0), ((3, 5), F32), ((4,), I32, (-7, 9)))
_add("take_along_axis", lambda x, i: jnp.take_along_axis(x, i, axis=1), (M, F32), (M, I32, (0, 6)))
_add("gather_batching_vmap", jax.vmap(lambda x, i: x[i]), ((3, 5, 2), F32), ((3, 4), I32, (0, 5)))
_add("at_set", lambda x, i, v: x.at[i].set(v), ((6, 3), F32), ((4,), I32, (0, 6)), ((4, 3), F32))
_add("at_add_dups", lambda x, i, v: x.at[i].add(v), ((5,), F32), ((8,), I32, (0, 5)), ((8,), F32, "ints"))
_add("at_mul", lambda x, i, v: x.at[i].multiply(v), ((5,), F32), ((3,), I32, (0, 5)), ((3,), F32))
_add("at_min_i32", lambda x, i, v: x.at[i].min(v), ((5,), I32), ((6,), I32, (0, 5)), ((6,), I32))
_add("at_max_2d", lambda x, i, j, v: x.at[i, j].max(v), ((4, 5), F32), ((3,), I32, (0, 4)), ((3,), I32, (0, 5)), ((3,), F32))
_add("scatter_batching_vmap", jax.vmap(lambda x, i, v: x.at[i].add(v)),
     ((3, 5), F32), ((3, 2), I32, (0, 5)), ((3, 2), F32, "ints"))
_add("segment_sum", lambda d, s: jax.ops.segment_sum(d, s, num_segments=4), ((9, 2), F32, "ints"), ((9,), I32, (0, 4)))
_add("one_hot", lambda i: jax.nn.one_hot(i, 5), ((6,), I32, (-1, 6)))
_add("dynamic_slice", lambda x, i, j: lax.dynamic_slice(x, (i, j), (2, 3)), ((5, 6), F32), ((), I32, (-2, 7)), ((), I32, (-2, 7)))
_add("dynamic_update_slice", lambda x, u, i: lax.dynamic_update_slice(x, u, (i, 1)), ((5, 6), F32), ((2, 3), F32), ((), I32, (-1, 6)))
_add("dynamic_index_in_dim", lambda x, i: lax.dynamic_index_in_dim(x, i, axis=1, keepdims=False), (M, I16), ((), I32, (0, 6)))

# ---------------------------------------------------------------- control flow
_add("while_loop", lambda x: lax.while_loop(lambda c: c[0] < 10, lambda c: (c[0] + 1, c[1] * 1.1 + 0.5), (0, x))[1], (V, F32))
_add("fori_loop", lambda x: lax.fori_loop(0, 7, lambda i, a: a + i * a.mean(), x), (V, F32))
_add("fori_loop_i32", lambda n, x: lax.fori_loop(0, n, lambda i, a: a * 3 + i, x), ((), I32, (0, 6)), (V, I32))
_add("nested_while", lambda x: lax.fori_loop(0, 3, lambda i, a: lax.fori_loop(0, i + 1, lambda j, b: b + j, a), x), (V, I32))
_add("cond", lambda p, x: lax.cond(p > 0, lambda v: v * 2.0, lambda v: v - 1.0, x), ((), F32), (V, F32))
_add("cond_bool_multi", lambda p, x, y: lax.cond(p, lambda a, b: (b, a), lambda a, b: (a + b, a - b), x, y),
     ((), BOOL), (V, F32), (V, F32))
_add("switch", lambda i, x: lax.switch(i, [jnp.sin, jnp.cos, lambda v: -v], x), ((), I32, (-1, 4)), (V, F32))
_add("scan_cumsum", lambda x: lax.scan(lambda c, v: (c + v, c * v), jnp.zeros(5, F32), x), ((4, 5), F32))
_add("scan_reverse", lambda x: lax.scan(lambda c, v: (c * 2 + v, c), 0, x, reverse=True), ((6,), I32))
_add("lax_map", lambda x: lax.map(lambda r: jnp.sum(r * r), x), (M, F32))
_add("vmap_cond", jax.vmap(lambda p, x: lax.cond(p, jnp.exp, jnp.sin, x)), ((4,), BOOL), ((4,), F32))
_add("grad_tanh", jax.grad(lambda x: jnp.sum(jnp.tanh(x) ** 2)), (V, F32))
_add("jvp_softmax", lambda x, t: jax.jvp(jax.nn.softmax, (x,), (t,))[1], (V, F32), (V, F32))
_add("optimization_barrier", lambda x, y: lax.optimization_barrier((x + 1, y * 2)), (V, F32), (V, I32))

# ---------------------------------------------------------------- fft
_add("fft_c64", jnp.fft.fft, ((3, 8), C64))
_add("ifft_c64", jnp.fft.ifft, ((8,), C64))
_add("rfft_f32", jnp.fft.rfft, ((2, 8), F32))
_add("irfft_c64", lambda x: jnp.fft.irfft(x, n=8), ((2, 5), C64))
_add("fft2_c64", jnp.fft.fft2, ((4, 4), C64))
_add("rfftn_f32", lambda x: jnp.fft.rfftn(x), ((2, 4, 6), F32))
_add("fft_c128", jnp.fft.fft, ((6,), C128))

# ---------------------------------------------------------------- linear algebra (StableHLO ops)
_add("cholesky_f32", lax.linalg.cholesky, ((4, 4), F32, "spd"), platform="tpu")
_add("cholesky_batched_f64", lax.linalg.cholesky, ((2, 3, 3), F64, "spd"), platform="tpu")
for _left, _lower, _ta in [(True, True, False), (False, False, True), (True, False, True), (False, True, False)]:
    _add(f"triangular_solve_l{int(_left)}_lo{int(_lower)}_t{int(_ta)}",
         lambda a, b, _l=_left, _lo=_lower, _t=_ta: lax.linalg.triangular_solve(a, b, left_side=_l, lower=_lo,
                                                                                transpose_a=_t),
         ((4, 4), F32, "tri"), ((4, 4), F32), platform="tpu")
_add("triangular_solve_unit_diag", lambda a, b: lax.linalg.triangular_solve(a, b, left_side=True, lower=True,
                                                                            unit_diagonal=True),
     ((3, 3), F32, "tri"), ((3, 2), F32), platform="tpu")

# ---------------------------------------------------------------- shapes
_add("pad_interior_negative", lambda x: lax.pad(x, F32(-1), ((1, -1, 1), (-2, 2, 0))), ((3, 5), F32))
_add("jnp_pad_reflect", lambda x: jnp.pad(x, ((1, 2), (2, 1)), mode="reflect"), ((4, 5), F32))
_add("concatenate", lambda a, b: jnp.concatenate([a, b, a], axis=1), ((2, 3), F32), ((2, 1), F32))
_add("reshape_transpose", lambda x: x.reshape(4, 3, 2).transpose(2, 0, 1), ((6, 4), F32))
_add("rev", lambda x: lax.rev(x, (0, 2)), ((2, 3, 4), I32))
_add("flip_roll", lambda x: jnp.roll(jnp.flip(x, 1), 2, axis=0), ((5, 4), F32))
_add("iota_arange", lambda x: x + jnp.arange(5, dtype=F32) * jnp.arange(3, dtype=F32)[:, None], (V, F32))
_add("iota_lax_u8", lambda: lax.broadcasted_iota(U8, (3, 4), 1))
_add("broadcast_expand_squeeze", lambda x: jnp.squeeze(jnp.broadcast_to(x[:, None, :], (3, 2, 5))[:, :1]), (V, F32))
_add("slice_strided", lambda x: lax.slice(x, (1, 0), (6, 5), (2, 2)), ((7, 6), F32))
_add("tile_repeat", lambda x: jnp.repeat(jnp.tile(x, (2, 1)), 2, axis=1), ((2, 3), I32))
_add("tril_eye_diag", lambda x: jnp.tril(x) + jnp.eye(4, dtype=F32) + jnp.diag(jnp.diag(x)), ((4, 4), F32))
_add("expand_dims_bool", lambda x: jnp.logical_not(jnp.expand_dims(x, (0, 2))), ((3, 2), BOOL))
_add("stack_split", lambda x: jnp.stack(jnp.split(x, 3, axis=1)[::-1]), ((2, 6), F32))

# ---------------------------------------------------------------- random numbers
_add("random_normal", lambda k: jax.random.normal(k, (4, 3)), ((2,), U32, "key"))
_add("random_uniform", lambda k: jax.random.uniform(k, (6,), minval=-1.0, maxval=2.0), ((2,), U32, "key"))
_add("random_bits_u8", lambda k: jax.random.bits(k, (5,), dtype=U8), ((2,), U32, "key"))
_add("random_randint", lambda k: jax.random.randint(k, (7,), -5, 9), ((2,), U32, "key"))
_add("random_split_fold", lambda k: jax.random.fold_in(jax.random.split(k, 3)[1], 7), ((2,), U32, "key"))
_add("random_permutation", lambda k: jax.random.permutation(k, 8), ((2,), U32, "key"))
_add("random_bernoulli_bf16", lambda k: jax.random.bernoulli(k, 0.3, (6,)), ((2,), U32, "key"))
for _alg in ("THREE_FRY", "PHILOX", "DEFAULT"):
    for _dt in (U32, U64):
        _add(f"rng_bit_generator_{_alg.lower()}_{_dtname(_dt)}",
             lambda k, _a=_alg, _d=_dt: lax.rng_bit_generator(k, (3, 5), dtype=_d,
                                                              algorithm=getattr(lax.RandomAlgorithm, "RNG_" + _a)),
             ((4,), U32, "key"), x64=_dt == U64)
_add("rng_bit_generator_three_fry_u8", lambda k: lax.rng_bit_generator(k, (7,), dtype=U8,
                                                                      algorithm=lax.RandomAlgorithm.RNG_THREE_FRY),
     ((2,), U64, "key"))


# ---------------------------------------------------------------- misc
def _composite_fn(x):
    return lax.composite(lambda v, scale: v * scale + 1.0, name="my.scale_add")(x, scale=2.0)


_add("composite", _composite_fn, (V, F32))
_add("custom_jvp_relu_grad", jax.grad(lambda x: jnp.sum(jax.nn.relu(x) * x)), (V, F32))
_add("layer_norm", lambda x, g: (x - x.mean(-1, keepdims=True)) * lax.rsqrt(x.var(-1, keepdims=True) + 1e-5) * g,
     (M, F32), ((6,), F32))
_add("mlp_bf16", lambda x, w: jax.nn.relu(x @ w).astype(F32).sum(0), ((4, 8), BF16), ((8, 3), BF16))
_add("polyval_f64", lambda c, x: jnp.polyval(c, x), ((4,), F64), ((6,), F64))


# ---------------------------------------------------------------- helpers

def lower(entry: JaxProgram, platform: str | None = None) -> str:
    """The entry's StableHLO text, as jax lowers it for `platform`, else `entry.platform`
    (default: jax's own platform)."""
    platform = platform or entry.platform
    with jax.enable_x64(entry.x64):
        structs = [jax.ShapeDtypeStruct(s, d) for s, d in entry.args]
        jitted = jax.jit(entry.fn)
        if platform:
            return jitted.trace(*structs).lower(lowering_platforms=(platform,)).as_text()
        return jitted.lower(*structs).as_text()


def make_args(entry: JaxProgram, seed: int = 0) -> list[np.ndarray]:
    """Numpy inputs valid for `entry.fn` (deterministic in seed and entry name)."""
    rng = np.random.default_rng([seed, zlib.crc32(entry.name.encode())])
    return [_values(rng, tuple(s), np.dtype(d), dom) for (s, d), dom in zip(entry.args, entry.domains)]


_SPECIAL = np.array([0.0, -0.0, 1.0, -1.5, np.inf, -np.inf, np.nan, 2.5, -3.25, 1e-3], np.float64)


def _values(rng, shape, dt: np.dtype, dom: Any) -> np.ndarray:
    n = int(np.prod(shape, dtype=np.int64))
    if isinstance(dom, tuple):  # integers in [lo, hi)
        return rng.integers(dom[0], dom[1], size=shape).astype(dt)
    if dt == np.bool_:
        return rng.integers(0, 2, size=shape).astype(np.bool_)
    if dom in ("key", "bits"):
        if dt.kind in "iu":
            info = np.iinfo(dt)
            return rng.integers(info.min, info.max, size=shape, dtype=dt, endpoint=True)
        return rng.standard_normal(shape).astype(dt)
    if dom == "finitebits":  # u32 whose f32 bitcast is finite
        return rng.standard_normal(shape).astype(np.float32).view(dt)
    if dom == "finitebytes":
        return rng.standard_normal(shape[:-1]).astype(np.float32).view(dt).reshape(shape)
    if dom == "shift":  # include counts at and past the bit width
        return rng.integers(0, dt.itemsize * 8 + 3, size=shape).astype(dt)
    if dt.kind in "iu":
        lo, hi = (0, 40) if dt.kind == "u" else (-20, 20)
        v = rng.integers(lo, hi, size=shape)
        if dom == "nonzero":
            v[v == 0] = 3
        return v.astype(dt)
    if dom == "spd":
        k = shape[-1]
        a = rng.standard_normal(shape)
        return (a @ np.swapaxes(a, -1, -2) + k * np.eye(k)).astype(dt)
    if dom == "tri":
        k = shape[-1]
        return (rng.standard_normal(shape) * 0.3 + 2.0 * np.eye(k)).astype(dt)
    if dom == "special":
        base = np.resize(_SPECIAL, n)
        mix = np.where(rng.random(n) < 0.5, base, rng.standard_normal(n) * 3)
        return mix.reshape(shape).astype(dt)
    if dom == "halves":
        return (rng.integers(-8, 8, size=shape) / 2.0 + rng.choice([0.0, 0.25], size=shape)).astype(dt)
    if dom == "dups":
        return rng.integers(-3, 3, size=shape).astype(dt)
    if dom == "q":  # quarters: sums of products are exact, whatever the accumulation order
        return (rng.integers(-8, 9, size=shape) / 4).astype(dt)
    if dom == "ints":
        return rng.integers(-4, 5, size=shape).astype(dt)
    if dt.kind == "c":
        re, im = rng.standard_normal(shape), rng.standard_normal(shape)
        if dom == "nonzero":
            re = np.where(np.abs(re) < 0.1, 0.5, re)
        return (re + 1j * im).astype(dt)
    if dom == "pos":
        return rng.uniform(0.1, 4.0, size=shape).astype(dt)
    if dom == "gt1":
        return rng.uniform(1.0, 5.0, size=shape).astype(dt)
    if dom == "unit":
        return rng.uniform(-0.95, 0.95, size=shape).astype(dt)
    if dom == "wide":
        return (rng.standard_normal(shape) * 300).astype(dt)
    v = rng.standard_normal(shape) * 2
    if dom == "nonzero":
        v = np.where(np.abs(v) < 0.25, 1.0, v)
    return v.astype(dt)
