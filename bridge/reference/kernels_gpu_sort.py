"""Reference kernels for XLA:GPU's sort and top-k custom calls, as its optimized HLO (a GPU
dump after optimizations) holds them, so such a dump runs and difftests without a GPU.

CUB radix sort (`xla.gpu.ext.cub_sort_keys`, `xla.gpu.ext.cub_sort_pairs`; older XLA:
`__cub$DeviceRadixSort`), XLA's sort rewriter (xla/service/gpu/transforms/sort_rewriter.cc):
operands keys [, values]; results sorted keys [, values carried along], u8 scratch (zeros
here). Backend config `descending` (typed-FFI dictionary, or SortOptions JSON in older XLA).
Every row along the last dimension is sorted on its own (the thunk's batch = all but the
last dimension). The order is CUB's radix order: integers by value, floats by their
"twiddled" bits (cub/block/radix_rank_sort_operations.cuh): -NaN < -inf < ... < -0 == +0 <
... < +inf < +NaN, NaNs among themselves by payload, -0 and +0 equal (ProcessFloatMinusZero).
Radix sort is stable, descending too: equal keys keep their input order. For jnp.sort's
NaN-last order the rewriter feeds unsigned keys it computes in HLO (NaNs and zeros
canonicalized), so the float path matters only for plain LT/GT comparators.

`__gpu$TopK` (xla/service/gpu/transforms/topk_specializer.cc; the kernel
xla/stream_executor/cuda/topk_kernel_cuda_common.cu.h): operand [batch,] n of f32/bf16,
results the k largest values and their s32 indices. The kernel orders (key, index) by
`a.key == b.key ? a.idx < b.idx : a.key > b.key` with the float comparisons (the called
comparator is not used): without NaN that is the exact top k, ties (-0 == +0 included)
lower index first. NaN compares false both ways, so its place depends on the kernel's
schedule: `_simulate` replays it (T threads striding the row, each keeping a sorted K list
by insertion; warp and block reductions by shuffle-down) for rows holding NaN. In effect
NaN is passed over once later elements push it off (a GPU run: +inf, not NaN, first).
"""
from __future__ import annotations

import json

import numpy as np

from .kernels_custom_call import CallSpec, register_target

# stream_executor::gpu::kTopKMaxThreadsPerBlock in jaxlib 0.10.2's XLA: measured on an H200, whose
# indices of an all-NaN row stride by 1024 for k = 4 and by 512 for k = 16 (newer sources say 256)
_MAX_THREADS = 1024
_WARP = 32


def radix_keys(x: np.ndarray) -> np.ndarray:
    """Unsigned keys whose ascending order is CUB's radix order of `x` (see module doc)."""
    x = np.asarray(x)
    if x.dtype == np.bool_:
        return x.astype(np.uint8)
    if x.dtype.kind == "u":
        return x
    bits = np.dtype(f"u{x.dtype.itemsize}")
    u = x.view(bits)
    high = bits.type(1 << (8 * x.dtype.itemsize - 1))
    if x.dtype.kind == "i":
        return u ^ high
    if x.dtype.kind != "f" and "float" not in x.dtype.name:
        raise TypeError(f"no radix order for {x.dtype}")
    u = np.where(u == high, bits.type(0), u)   # -0 sorts as +0
    return np.where(u & high, ~u, u | high)


def _descending(config) -> bool:
    if isinstance(config, str) and config.strip():   # older XLA: SortOptions as JSON
        return bool(json.loads(config).get("descending", False))
    return False


@register_target("xla.gpu.ext.cub_sort_keys", "xla.gpu.ext.cub_sort_pairs", "__cub$DeviceRadixSort")
def _cub_sort(info):
    spec = CallSpec(info)
    ops, outs = spec.operand_types, spec.result_types
    if len(ops) not in (1, 2) or len(outs) != len(ops) + 1:
        raise spec.error(f"{len(ops)} operands and {len(outs)} results; keys [, values] and u8 scratch expected")
    if any(tuple(o.shape) != tuple(ops[0].shape) for o in ops) or not ops[0].shape:
        raise spec.error("keys and values must share one shape of rank >= 1")
    descending = bool(spec.config["descending"]) if "descending" in spec.config else \
        _descending(info.scalar("backend_config", ""))
    try:
        radix_keys(np.zeros(1, ops[0].dtype))
    except TypeError:
        raise spec.error(f"keys of type {ops[0].name}: CUB's radix sort takes integers and floats") from None

    def run(frame, keys, *values):
        keys = np.asarray(keys)
        r = radix_keys(keys)
        order = np.argsort(~r if descending else r, axis=-1, kind="stable")
        got = [np.take_along_axis(keys, order, -1)]
        got += [np.take_along_axis(np.asarray(v), order, -1) for v in values]
        return [np.ascontiguousarray(g) for g in got] + [np.zeros(outs[-1].shape, outs[-1].dtype)]
    return run


def _gt(ak, ai, bk, bi):
    """The kernel's cmp(a, b): a.key == b.key ? a.idx < b.idx : a.key > b.key."""
    with np.errstate(invalid="ignore"):
        return np.where(ak == bk, ai < bi, ak > bk)


def _push(tk, ti, kk, ki, active=None):
    """The kernel's Push: insert (kk, ki) into the descending lists (tk, ti)[..., K] and drop
    the last, compare-and-swap all the way up without an early exit, as the CUDA code does.
    Only where `active` is true."""
    K = tk.shape[-1]

    def put(j, keep, src_k, src_i):
        if active is not None:
            keep = keep | ~active
        tk[..., j] = np.where(keep, tk[..., j], src_k)
        ti[..., j] = np.where(keep, ti[..., j], src_i)

    put(K - 1, _gt(tk[..., K - 1], ti[..., K - 1], kk, ki), kk, ki)
    for i in range(K - 2, -1, -1):
        p = _gt(tk[..., i], ti[..., i], kk, ki)
        ok, oi = tk[..., i].copy(), ti[..., i].copy()
        put(i, p, tk[..., i + 1], ti[..., i + 1])
        put(i + 1, p, ok, oi)


def _reduce(tk, ti, lanes: int):
    """Reduce(tmp, num_lanes) over axis -2 (lanes): for offset = lanes/2 ... 1, lane L < offset
    pushes lane L+offset's list, element by element (those lanes do not change meanwhile)."""
    offset = lanes // 2
    while offset > 0:
        sk, si = tk[..., offset:2 * offset, :].copy(), ti[..., offset:2 * offset, :].copy()
        for i in range(tk.shape[-1]):
            _push(tk[..., :offset, :], ti[..., :offset, :], sk[..., i], si[..., i])
        offset //= 2


def _simulate(rows: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
    """XLA's TopK kernel on rows [R, n] (float32): (values, indices) [R, k]."""
    R, n = rows.shape
    K = 1 << max(k - 1, 0).bit_length()          # the kernel instantiated for k (1, 2, 4, 8, 16)
    T = min(512 * (16 // k), _MAX_THREADS)        # EstimateOptimalNumThreads
    T = min(T, 1 << ((n // K).bit_length() - 1))
    slices = n // T + (np.arange(T) < n % T)      # thread t reads t, t + T, t + 2T, ...
    S = int(slices.max())
    data = np.full((R, S * T), np.nan, np.float32)
    data[:, :n] = rows
    keys = data.reshape(R, S, T).transpose(0, 2, 1)           # [R, T, S]
    idx = (np.arange(S)[None, :] * T + np.arange(T)[:, None]).astype(np.int64)   # [T, S]
    tk, ti = keys[..., :K].copy(), np.broadcast_to(idx[:, :K], (R, T, K)).copy()
    for i in range(K):   # the kernel's first sort of its K first elements
        for j in range(i + 1, K):
            res = _gt(tk[..., i], ti[..., i], tk[..., j], ti[..., j])
            a_k, a_i, b_k, b_i = tk[..., i].copy(), ti[..., i].copy(), tk[..., j].copy(), ti[..., j].copy()
            tk[..., i], ti[..., i] = np.where(res, a_k, b_k), np.where(res, a_i, b_i)
            tk[..., j], ti[..., j] = np.where(res, b_k, a_k), np.where(res, b_i, a_i)
    for s in range(K, S):
        _push(tk, ti, keys[..., s], np.broadcast_to(idx[:, s], (R, T)), active=(s < slices)[None, :])
    warps = T // _WARP
    tk, ti = tk.reshape(R, warps, _WARP, K), ti.reshape(R, warps, _WARP, K)
    _reduce(tk, ti, _WARP)
    bk, bi = tk[:, :, 0, :].copy(), ti[:, :, 0, :].copy()     # lane 0 of each warp -> one warp
    _reduce(bk, bi, warps)
    return bk[:, 0, :k], bi[:, 0, :k]


@register_target("__gpu$TopK")
def _gpu_top_k(info):
    spec = CallSpec(info)
    (x_t,), outs = spec.operand_types, spec.result_types
    if len(outs) != 2 or len(x_t.shape) not in (1, 2) or x_t.name not in ("f32", "bf16"):
        raise spec.error(f"operand {x_t} and {len(outs)} results: XLA's kernel takes f32/bf16 [batch,] n "
                         "and gives (values, indices)")
    n, k = x_t.shape[-1], outs[0].shape[-1]
    if not 1 <= k <= 16 or n < 1024 or k > n:
        raise spec.error(f"k = {k} of n = {n}: XLA's top-k kernel takes k <= 16 and n >= 1024 "
                         "(topk_specializer), and its order of NaNs is only defined there")

    def run(frame, x):
        x = np.asarray(x)
        rows = x.reshape(-1, n).astype(np.float32)
        # no NaN: the exact top k, equal keys (-0 and +0 too) by lower index
        order = np.argsort(-rows, axis=-1, kind="stable")[:, :k]
        values = np.take_along_axis(rows, order, -1)
        nan_rows = np.flatnonzero(np.isnan(rows).any(axis=-1))
        if nan_rows.size:
            values[nan_rows], order[nan_rows] = _simulate(rows[nan_rows], k)
        shape = x.shape[:-1] + (k,)
        return [values.astype(outs[0].dtype).reshape(shape), order.astype(outs[1].dtype).reshape(shape)]
    return run
