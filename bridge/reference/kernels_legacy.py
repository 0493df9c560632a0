"""Ops the StableHLO dialect still parses but the spec dropped (older producers emit
them): broadcast, dot, einsum, unary_einsum, torch_index_select."""
from __future__ import annotations

import numpy as np

from .kernels_elementwise import compute_dtype
from .kernel_registry import register


@register("stablehlo.broadcast")
def _broadcast(info):
    shape = info.result.shape
    return lambda frame, x: np.broadcast_to(x, shape)


def _contract(fn, info):
    out = info.result
    cdt = compute_dtype(out.name)

    def run(frame, *xs):
        r = fn(*[np.asarray(x).astype(cdt, copy=False) for x in xs])
        return np.asarray(r).astype(out.dtype, copy=False)
    return run


@register("stablehlo.dot")
def _dot(info):
    return _contract(np.dot, info)


@register("stablehlo.einsum", "stablehlo.unary_einsum")
def _einsum(info):
    config = info.scalar("einsum_config")
    return _contract(lambda *xs: np.einsum(config, *xs), info)


@register("stablehlo.torch_index_select")
def _torch_index_select(info):
    dim = info.scalar("dim")
    nb = info.scalar("batch_dims")
    out = info.result

    def run(frame, x, index):
        x, index = np.asarray(x), np.asarray(index).astype(np.int64)
        if nb == 0:
            return np.take(x, index, axis=dim).astype(out.dtype, copy=False)
        res = np.empty(out.shape, out.dtype)
        for b in np.ndindex(*x.shape[:nb]):
            res[b] = np.take(x[b], index[b], axis=dim - nb)
        return res
    return run
