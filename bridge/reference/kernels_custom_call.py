"""The custom-call target registry and what every target kernel shares.

`stablehlo.custom_call` (kernels_io) looks its `call_target_name` up in
`CUSTOM_CALL_TARGETS` (target name -> factory(info) -> run(frame, *operands)); a
name not there stays UnsupportedOp naming the target. Tables of targets fill it:
kernels_lapack (jax's CPU `lapack_*_ffi` targets), kernels_gpu_solver (the cuSOLVER /
cuBLAS / cuSPARSE / hybrid targets of a module lowered for CUDA), and here the jax
helpers that are not linear algebra (`shape_assertion`, `ApproxTopK` off TPU) and
XLA:CPU's `TopK` (optimized HLO: XLA's top-k rewriter turns a sort-then-slice into it).

Linear-algebra targets are "batched FFI" calls: the leading `num_batch_dims`
(mhlo.frontend_attributes) dims of every operand and result are a batch, the rest is
one problem. `operand_layouts`/`result_layouts` say how the native code sees memory:
jax asks for column-major matrices, i.e. LAPACK sees the logical matrix itself; a
row-major layout (or none: XLA's default) means it sees the transpose. `batched` hides
both: a kernel gets one problem at a time, as the native routine sees it, and returns
its results the same way.
"""
from __future__ import annotations

import inspect
import json
import re
from collections.abc import Callable

import numpy as np
from jaxlib.mlir import ir

from bridge.errors import HloBridgeError, UnsupportedOp

from .. import mlir_attrs as attrs
from .kernel_registry import function_caller, registrar

CUSTOM_CALL_TARGETS: dict[str, Callable] = {}


class ShapeAssertionError(HloBridgeError):
    """A `shape_assertion` custom call (jax.export's shape checks) found its predicate false."""


# @register_target("lapack_sgetrf_ffi", ...): factories `factory(info) -> run` by call target name
register_target = registrar(CUSTOM_CALL_TARGETS)


_INTS_RE = re.compile(r"-?\d+")


def _layout(attr) -> tuple[int, ...]:
    # `dense<[1, 0]> : tensor<2xindex>`, `dense<0> : tensor<1xindex>`, `dense<> : tensor<0xindex>`
    body = str(attr).split(":")[0]
    return tuple(int(v) for v in _INTS_RE.findall(body))


def _layouts(info, name: str, n: int) -> list:
    a = info.attr(name)
    if a is None:
        return [None] * n
    return [_layout(x) for x in a]


class CallSpec:
    """One custom call's attributes, parsed once: target, backend config, batch and layouts."""

    def __init__(self, info):
        self.info = info
        self.target = info.scalar("call_target_name", "?")
        cfg = info.attr("mhlo.backend_config")
        if not isinstance(cfg, ir.DictAttr):  # plain StableHLO spelling of typed-FFI attributes
            cfg = info.attr("backend_config")
        self.config = {}
        if isinstance(cfg, ir.DictAttr):  # api_version 4: a dictionary; older: an opaque string
            self.config = {k: None if a is None else attrs.scalar(a) for k, a in attrs.items(cfg)}
        front = info.attr("mhlo.frontend_attributes")
        nb = None
        if front is not None:
            try:
                if "num_batch_dims" in front:
                    nb = int(attrs.scalar(front["num_batch_dims"]))
            except (TypeError, ValueError):
                nb = None
        self.num_batch_dims = nb
        self.operand_types = list(info.operand_types)
        self.result_types = list(info.result_types)
        if not all(isinstance(t, attrs.TensorType) for t in (*self.operand_types, *self.result_types)):
            raise self.error("operands and results must be tensors (no tuples or tokens)")
        self.operand_layouts = _layouts(info, "operand_layouts", len(self.operand_types))
        self.result_layouts = _layouts(info, "result_layouts", len(self.result_types))

    def error(self, why: str) -> UnsupportedOp:
        return UnsupportedOp(f"numpy reference: custom_call target {self.target!r} at {self.info.loc}: {why}")

    def json_config(self, key: str, must_have: str | None = None, bare: bool = True) -> dict:
        """The string backend config's JSON `key` section (XLA:GPU's GpuBackendConfig), or where
        `bare`, the section alone as older XLA writes it; it must hold `must_have`."""
        text = self.info.scalar("backend_config", "")
        try:
            config = json.loads(text) if isinstance(text, str) and text.strip() else None
        except ValueError:
            config = None
        if isinstance(config, dict):
            config = config.get(key, config) if bare else config.get(key)
        if not isinstance(config, dict) or (must_have is not None and must_have not in config):
            raise self.error(f"backend_config must be XLA's JSON {key}" + (f" (with {must_have})" if must_have else ""))
        return config

    def char(self, name: str, allowed: str, default: str | None = None) -> str:
        """A LAPACK-style character option (jax passes `ord('L')` as ui8)."""
        v = self.config.get(name)
        if v is None:
            if default is None:
                raise self.error(f"backend config lacks {name!r}")
            return default
        c = chr(v) if isinstance(v, int) else str(v)
        if c not in allowed:
            raise self.error(f"{name}={c!r} is not one of {list(allowed)}")
        return c

    def flag(self, name: str, default: bool | None = None) -> bool:
        v = self.config.get(name, default)
        if v is None:
            raise self.error(f"backend config lacks {name!r}")
        return bool(v)

    def batch_dims(self, default_core_rank: int = 2) -> int:
        """Leading batch dims: the frontend attribute, else operand 0's rank minus its core rank."""
        if self.num_batch_dims is not None:
            return self.num_batch_dims
        return max(len(self.operand_types[0].shape) - default_core_rank, 0)


def _transposed(layout, rank: int, nb: int, what: str, spec: CallSpec) -> bool:
    """Whether the native code sees this buffer's problem transposed (see module doc)."""
    core = rank - nb
    if layout is None:  # XLA's default layout is row-major
        return core == 2
    if len(layout) != rank or sorted(layout) != list(range(rank)):
        raise spec.error(f"{what} layout {list(layout)} is not a permutation of {rank} dims")
    if tuple(layout[core:]) != tuple(range(nb - 1, -1, -1)):
        raise spec.error(f"{what} layout {list(layout)} does not keep the {nb} batch dims major")
    if core < 2:
        return False
    if core > 2:
        raise spec.error(f"{what} has {core} non-batch dims; only matrices and vectors are supported")
    return tuple(layout[:2]) == (rank - 1, rank - 2)


def batched(spec: CallSpec, solve: Callable, core_rank: int = 2) -> Callable:
    """run(frame, *operands) applying `solve(*problem_operands) -> tuple of results` per batch element.

    `solve` sees and returns each problem as the native routine does (layouts applied);
    results are cast to the result types. A result `solve` returns as None stays zeros
    (outputs the native routine leaves unwritten; jax never reads them).
    """
    arity = len(inspect.signature(solve).parameters)
    if arity != len(spec.operand_types):
        raise spec.error(f"takes {arity} operands, the call has {len(spec.operand_types)}")
    nb = spec.batch_dims(core_rank)
    t_in = [_transposed(lay, len(t.shape), nb, f"operand {i}", spec)
            for i, (t, lay) in enumerate(zip(spec.operand_types, spec.operand_layouts))]
    t_out = [_transposed(lay, len(t.shape), nb, f"result {i}", spec)
             for i, (t, lay) in enumerate(zip(spec.result_types, spec.result_layouts))]
    batch = tuple(spec.operand_types[0].shape[:nb])
    for i, t in enumerate([*spec.operand_types, *spec.result_types]):
        if tuple(t.shape[:nb]) != batch:
            raise spec.error(f"value {i} of shape {list(t.shape)} does not share the batch dims {list(batch)}")
    count = int(np.prod(batch, dtype=np.int64))
    single = len(spec.result_types) == 1

    def view(x, tr):  # logical <-> native view: swap the two matrix dims
        return np.swapaxes(x, -1, -2) if tr else x

    def native_shape(shape, tr):
        core = tuple(shape[nb:])
        return (count, *(core[:-2] + core[:-3:-1] if tr else core))

    def run(frame, *operands):
        ins = [view(np.asarray(x), tr).reshape(native_shape(np.shape(x), tr)) for x, tr in zip(operands, t_in)]
        outs = [np.zeros(native_shape(t.shape, tr), t.dtype) for t, tr in zip(spec.result_types, t_out)]
        with np.errstate(all="ignore"):
            for b in range(count):
                got = solve(*[x[b] for x in ins])
                if len(got) != len(outs):
                    raise spec.error(f"has {len(got)} results, the call declares {len(outs)}")
                for k, (o, v) in enumerate(zip(outs, got)):
                    if v is None:
                        continue
                    v = np.asarray(v)
                    if v.shape != o.shape[1:]:
                        raise HloBridgeError(
                            f"numpy reference: custom_call {spec.target!r} result {k}: kernel gave "
                            f"shape {list(v.shape)}, the call declares {list(o.shape[1:])} (native view)")
                    o[b] = v
        res = [view(o.reshape((*batch, *o.shape[1:])), tr) for o, tr in zip(outs, t_out)]
        res = [np.require(r, requirements="C") for r in res]   # (np.ascontiguousarray makes 0-d 1-d)
        return res[0] if single else res
    return run


def lapack_prefix(dtype) -> str:
    """LAPACK's type letter for a numpy dtype (s, d, c, z)."""
    return {np.dtype(np.float32): "s", np.dtype(np.float64): "d",
            np.dtype(np.complex64): "c", np.dtype(np.complex128): "z"}.get(np.dtype(dtype), "")


# ------------------------------------------------------------------ jax helpers

_PLACEHOLDER_RE = re.compile(r"\{(\d+)\}")


@register_target("shape_assertion")
def _shape_assertion(info):
    """jax.export's check of symbolic dims: operands (predicate, dim values...), no results."""
    message = info.scalar("error_message", "shape assertion failed")
    loc = info.loc

    def run(frame, pred, *values):
        if bool(np.all(np.asarray(pred))):
            return None
        vals = [np.asarray(v).item() for v in values]

        def sub(m):
            i = int(m.group(1))
            return str(vals[i]) if i < len(vals) else m.group(0)
        raise ShapeAssertionError(f"shape_assertion failed at {loc}: {_PLACEHOLDER_RE.sub(sub, message)}")
    return run


@register_target("TopK")
def _top_k(info):
    """XLA:CPU's top-k call: operand [batch,] n; results the k first values along the last
    dimension and their s32 indices, k being the results' last dimension. The called
    computation is the comparator of the sort XLA rewrote, (value lhs, rhs, index lhs, rhs)
    -> pred: the values are sorted together with their indices by it."""
    from .kernels_reduce import sort_along   # (kernels_reduce registers kernels: imported late)
    symbols = info.attr("called_computations")
    if symbols is None or len(ir.ArrayAttr(symbols)) != 1 or len(info.result_types) != 2:
        raise info.unsupported("TopK needs one called comparator and two results (values, indices)")
    compare = function_caller(info, ir.FlatSymbolRefAttr(ir.ArrayAttr(symbols)[0]).value)
    values_type, indices_type = info.result_types
    k = values_type.shape[-1]

    def run(frame, x):
        x = np.asarray(x)
        iota = np.broadcast_to(np.arange(x.shape[-1], dtype=indices_type.dtype), x.shape)
        values, indices = sort_along(x.ndim - 1, [x, iota], compare, frame)
        return [np.ascontiguousarray(values[..., :k]), np.ascontiguousarray(indices[..., :k])]
    return run


@register_target("mhlo.topk")
def _mhlo_top_k(info):
    """chlo.top_k as a portable artifact keeps it (jax.export's blobs, StableHLO's
    chlo-legalize-to-stablehlo: `mhlo.attributes = {k = 3 : i64, largest = true}`); XLA runs
    it as mhlo.topk, what chlo.top_k computes (largest=false: the k smallest, ascending)."""
    from .kernels_chlo import top_k_last
    opts = info.attr("mhlo.attributes")
    opts = {} if not isinstance(opts, ir.DictAttr) else {k: attrs.scalar(a) for k, a in attrs.items(opts)}
    values_type, indices_type = info.result_types
    k, largest = int(opts.get("k", values_type.shape[-1])), bool(opts.get("largest", True))

    def run(frame, x):
        values, indices = top_k_last(x, k, largest, index_dtype=indices_type.dtype)
        return [values.astype(values_type.dtype, copy=False), indices]
    return run


@register_target("mhlo.erf")
def _mhlo_erf(info):
    """erf as PyTorch/XLA's StableHLO writes it (XLA's HLO->MHLO->StableHLO keeps the mhlo op
    StableHLO lacks as `@mhlo.erf {mhlo.attributes = {}, mhlo.version = 1}`): chlo.erf."""
    from .kernels_chlo import chlo_kernel
    return chlo_kernel(info, "chlo.erf")


@register_target("ApproxTopK")
def _approx_top_k(info):
    """jax's approx_max_k / approx_min_k lowered for CPU or GPU (backend config is_fallback):
    XLA builds the call as an exact top-k (ApproxTopKFallback in XLA's approx_topk.cc).
    Operands are N arrays, then N scalar init values; the results are the arrays sorted
    together along reduction_dim by the called comparator and cut to the results' size
    there, except for a size of 1, which XLA computes as a Reduce from the init values
    with select(comparator(acc, x), acc, x): on ties the later element wins there."""
    from .kernels_reduce import sort_along   # (kernels_reduce registers kernels: imported late)
    spec = CallSpec(info)
    n = len(spec.result_types)
    symbols = info.attr("called_computations")
    if symbols is None or len(ir.ArrayAttr(symbols)) != 1 or len(spec.operand_types) != 2 * n:
        raise spec.error("ApproxTopK needs one called comparator and N arrays, N init values, N results")
    if not spec.flag("is_fallback", False):
        raise spec.error("is_fallback is false: this is TPU's approximate algorithm, whose results only a "
                         "TPU defines; lower the program for cpu or gpu to get the exact fallback")
    compare = function_caller(info, ir.FlatSymbolRefAttr(ir.ArrayAttr(symbols)[0]).value)
    shape = spec.operand_types[0].shape
    dim = int(spec.config.get("reduction_dim", -1))
    dim = dim + len(shape) if dim < 0 else dim
    if not 0 <= dim < len(shape):
        raise spec.error(f"reduction_dim {dim} is outside the operands' rank {len(shape)}")
    size = spec.result_types[0].shape[dim]
    out_dtypes = [t.dtype for t in spec.result_types]

    def top1(frame, arrays, inits):
        moved = [np.moveaxis(np.asarray(a), dim, -1) for a in arrays]
        acc = [np.full(moved[0].shape[:-1], np.asarray(v), dtype=m.dtype) for v, m in zip(inits, moved)]
        for j in range(moved[0].shape[-1]):   # XLA's reduce loop, in order
            x = [m[..., j] for m in moved]
            keep = np.asarray(compare(frame, *[v for pair in zip(acc, x) for v in pair])[0], dtype=bool)
            acc = [np.where(keep, a, b) for a, b in zip(acc, x)]
        return [np.expand_dims(a, dim) for a in acc]

    def run(frame, *operands):
        arrays, inits = operands[:n], operands[n:]
        if size == 1:
            out = top1(frame, arrays, inits)
        else:
            out = [np.take(s, np.arange(size), axis=dim) for s in sort_along(dim, arrays, compare, frame)]
        return [np.ascontiguousarray(o, dtype=t) for o, t in zip(out, out_dtypes)]
    return run
