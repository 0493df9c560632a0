"""Reference kernels for cuDNN's fused attention custom calls (`__cudnn$fmhaSoftmax`,
`__cudnn$fmhaScaleBiasSoftmax` and their `...Backward`): what jax writes for
`jax.nn.dot_product_attention(..., implementation="cudnn")` (jax/_src/cudnn/
fused_attention_stablehlo.py, both before and after XLA:GPU's optimizations), so such a
program and its GPU dump run on a machine without a GPU.

Semantics (XLA's cuda_dnn.cc GetCudnnFlashAttention[Backward]OperationGraph, the cuDNN
frontend's SDPA node; the backend config's `cudnn_fmha_backend_config`, JSON):
  S = fmha_scale · Q·Kᵀ (+ bias), masked; P = softmax(S) over the keys; O = P·V.
The bmm1/bmm2 dot dimension numbers say where batch, heads, sequence and head size are
in Q, K, V (jax's BTNH or BNTH); the output is always (B, N, T, H). Fewer K/V heads than Q
heads is grouped-query attention: query head n reads K/V head n // (N/K). mask_type CAUSAL
keeps key j <= query i (cuDNN's top-left diagonal, as jax's tril); sliding_window_length L
keeps j > i - L (with a causal mask only); PADDING takes the s32 q_seqlen, kv_seqlen
operands (one per batch): query rows past q_seqlen give 0, keys past kv_seqlen are masked.
A training forward also returns softmax stats, f32 (B, N, T): the logsumexp of S's row.
The backward takes (Q, K, V, stats, dO [, bias], O [, q_seqlen, kv_seqlen]) and returns
dQ, dK, dV (as (B, N, T, H), (B, K, S, H)) [, dbias] from P = exp(S - stats) and
D = rowsum(dO·O), as flash attention does. Arithmetic is f32 (cuDNN's compute type) from the
f16/bf16 operands, and the operands of the second gemms are rounded to that type, as cuDNN
feeds its tensor cores: forward O = round(exp(S - rowmax))·V / rowsum(exp(S - rowmax)),
backward dV = round(P)ᵀ·dO, dQ = round(scale·dS)·K, dK = round(scale·dS)ᵀ·Q with
dS = P·(dO·Vᵀ - D), dbias = dS summed over the bias's broadcast dims. (Checked against an
H200's outputs for the real dumps: equal but for 0.01-0.9% of elements, off by an ulp. Its
kernel takes the max over blocks of keys as it goes: one block up to 128 keys at least, as
the row max here; past that the two may differ by an ulp.) A u8 workspace result is zeros.

Refused by name: dropout (its random numbers are cuDNN's), FP8, ALIBI, score modifiers,
packed (ragged) and paged layouts, a sliding window without a causal mask, and a query row
that sees no key (kv_seqlen 0, a window past the keys): what cuDNN writes there is not known.
The stats of query rows past q_seqlen are -inf here (the logsumexp of nothing; unchecked).
"""
from __future__ import annotations

import numpy as np

from .kernels_custom_call import CallSpec, register_target

_FORWARD = ("__cudnn$fmhaSoftmax", "__cudnn$fmhaScaleBiasSoftmax")
_BACKWARD = ("__cudnn$fmhaSoftmaxBackward", "__cudnn$fmhaScaleBiasSoftmaxBackward")
_DROPOUT = "dropout (its random mask is cuDNN's own generator's)"
_FP8 = "FP8 attention (its scales, amax outputs and saturation are cuDNN's)"
_REFUSED = {"__cudnn$fmhaSoftmaxDropout": _DROPOUT, "__cudnn$fmhaScaleBiasSoftmaxDropout": _DROPOUT,
            "__cudnn$fmhaSoftmaxDropoutBackward": _DROPOUT, "__cudnn$fmhaScaleBiasSoftmaxDropoutBackward": _DROPOUT,
            "__cudnn$fmhaSoftmaxF8": _FP8, "__cudnn$fmhaSoftmaxBackwardF8": _FP8}
_MASKS = {"NO_MASK": (False, False), "PADDING": (True, False), "CAUSAL": (False, True),
          "PADDING_CAUSAL": (True, True)}
_MASK_NUMBERS = {"0": "NO_MASK", "1": "PADDING", "2": "CAUSAL", "3": "PADDING_CAUSAL", "4": "ALIBI"}


@register_target(*_REFUSED)
def _refused(info):
    spec = CallSpec(info)
    raise spec.error(f"not supported: {_REFUSED[spec.target]}")


def _dims(spec: CallSpec, config: dict, key: str) -> dict:
    dn = config.get(key)
    if not isinstance(dn, dict):
        raise spec.error(f"backend config lacks {key}")
    return {k: [int(d) for d in dn.get(k, [])] for k in
            ("lhs_batch_dimensions", "rhs_batch_dimensions", "lhs_contracting_dimensions",
             "rhs_contracting_dimensions")}


def _perm(spec: CallSpec, dn: dict, side: str, contracting_last: bool, what: str) -> tuple:
    """The transpose taking a rank-4 operand of a gemm to (batch, heads, free, contracting)
    (or (batch, heads, contracting, free)): its two batch dims, then the others."""
    batch, contracting = dn[f"{side}_batch_dimensions"], dn[f"{side}_contracting_dimensions"]
    if len(batch) != 2 or len(contracting) != 1:
        raise spec.error(f"{what}: the gemm's dot dimensions must name 2 batch dims and 1 contracting dim")
    free = [d for d in range(4) if d not in (*batch, *contracting)]
    if len(free) != 1:
        raise spec.error(f"{what}: the gemm's dot dimensions {dn} are not those of a rank-4 attention operand")
    return (*batch, free[0], contracting[0]) if contracting_last else (*batch, contracting[0], free[0])


class _Attention:
    """One call's options, checked once: scale, masks, layouts (as transposes to BNTH)."""

    def __init__(self, spec: CallSpec, backward: bool):
        self.spec = spec
        config = spec.json_config("cudnn_fmha_backend_config", bare=False)
        called = spec.info.attr("called_computations")
        if called is not None and len(called):   # (XLA's cudnn_sdpa_score_mod: a computation on S)
            raise spec.error("a score modifier (called computation) is not supported")
        rate = float(config.get("dropout_rate", 0) or 0)
        if rate > 0:
            raise spec.error(f"dropout_rate {rate:g}: {_DROPOUT}")
        if int(config.get("max_seg_per_batch", 1) or 1) > 1:
            raise spec.error("packed sequences (max_seg_per_batch > 1, ragged offsets) are not supported")
        if config.get("is_paged_attention"):
            raise spec.error("paged attention (page tables) is not supported")
        mask = str(config.get("mask_type", "CAUSAL" if config.get("is_causal_mask") else "NO_MASK"))
        mask = _MASK_NUMBERS.get(mask, mask)
        if mask not in _MASKS:
            raise spec.error(f"mask_type {mask} is not supported ({', '.join(_MASKS)} are)")
        self.padding, self.causal = _MASKS[mask]
        self.window = int(config.get("sliding_window_length", 0) or 0)
        if self.window > 0 and not self.causal:
            raise spec.error(f"sliding_window_length {self.window} with mask_type {mask}: cuDNN's band without "
                             f"a causal mask is not defined here (jax only asks for it with one)")
        self.scale = np.float32(float(config.get("fmha_scale", 1.0)))   # (cuDNN takes it as a float)
        if backward:   # (dK = dSᵀ·Q, dQ = dS·K, dV = Pᵀ·dO, dP = dO·Vᵀ)
            g_dk, g_dq = _dims(spec, config, "bmm1_grad_gemm1_dot_dimension_numbers"), \
                _dims(spec, config, "bmm1_grad_gemm2_dot_dimension_numbers")
            g_dp = _dims(spec, config, "bmm2_grad_gemm2_dot_dimension_numbers")
            self.q = _perm(spec, g_dk, "rhs", False, "Q")
            self.k = _perm(spec, g_dq, "rhs", False, "K")
            self.v = _perm(spec, g_dp, "rhs", True, "V")
            self.do = _perm(spec, g_dp, "lhs", True, "dO")
        else:
            bmm1, bmm2 = _dims(spec, config, "bmm1_dot_dimension_numbers"), \
                _dims(spec, config, "bmm2_dot_dimension_numbers")
            self.q = _perm(spec, bmm1, "lhs", True, "Q")
            self.k = _perm(spec, bmm1, "rhs", True, "K")
            self.v = _perm(spec, bmm2, "rhs", False, "V")

    @staticmethod
    def bnth(shape, perm) -> tuple:
        return tuple(shape[d] for d in perm)

    def operands(self, has_bias: bool, first: int, last: int, what: str):
        """The call's operand and result types, checked in number, and Q, K, V's shapes as BNTH."""
        _types(self.spec, has_bias, first, last, self.padding, what)
        ops = self.spec.operand_types
        return ops, self.spec.result_types, [self.bnth(t.shape, p) for t, p in zip(ops, (self.q, self.k, self.v))]

    def check(self, types, q, k, v, bias) -> tuple:
        """(B, N, T, H), (B, K, S, H), (B, K, S, Hv) of the operand types; heads grouped."""
        names = sorted({t.name for t in types})
        if any(len(t.shape) != 4 for t in types):
            raise self.spec.error(f"operands {types} must have rank 4 (B, T, N, H or B, N, T, H)")
        if len(names) != 1 or names[0] not in ("f16", "bf16"):
            raise self.spec.error(f"operands {types} must all be f16 or all bf16 (cuDNN's fused attention types)")
        self.io = types[0].dtype
        (b, n, t, h), (bk, nk, s, hk), (bv, nv, sv, _) = q, k, v
        if not (b == bk == bv and h == hk and nk == nv and s == sv and nk > 0 and n % nk == 0):
            raise self.spec.error(f"Q {q}, K {k}, V {v} (as B, N, T, H) do not make one attention problem")
        if bias is not None and (len(bias) != 4 or bias[2:] != (t, s) or bias[0] not in (1, b)
                                 or bias[1] not in (1, n)):
            raise self.spec.error(f"bias {list(bias)} is not [B or 1, N or 1, {t}, {s}]")
        if not self.padding and not self.mask(t, s).any(-1).all():   # (cuDNN refuses such a graph)
            raise self.spec.error(f"{t} queries over {s} keys with sliding_window_length {self.window}: "
                                  f"the last queries see no key")
        return b, n, t, s, n // nk

    def mask(self, t: int, s: int, q_len=None, kv_len=None) -> np.ndarray:
        """Which (query, key) pairs are kept: (B or 1, 1, T, S)."""
        i, j = np.arange(t)[:, None], np.arange(s)[None, :]
        keep = np.ones((t, s), bool)
        if self.causal:
            keep &= j <= i
        if self.window > 0:
            keep &= j > i - self.window
        keep = keep[None, None]
        if self.padding:
            q_len, kv_len = np.asarray(q_len).reshape(-1), np.asarray(kv_len).reshape(-1)
            keep = keep & (i < q_len[:, None, None, None]) & (j < kv_len[:, None, None, None])
            lost = (~keep.any(-1)) & (i[:, 0] < q_len[:, None, None])   # a live query row that sees nothing
            if lost.any():
                b = int(np.nonzero(lost)[0][0])
                raise self.spec.error(f"batch {b}: query rows inside q_seqlen {int(q_len[b])} see no key "
                                      f"(kv_seqlen {int(kv_len[b])}): what cuDNN writes there is not known")
        return keep

    def scores(self, q, k, bias, groups, keep):
        """S (B, N, T, S) in f32, masked to -inf; q, k already (B, N|K, T|S, H) f32."""
        s = np.matmul(q, np.repeat(k, groups, axis=1).swapaxes(-1, -2)) * self.scale
        if bias is not None:
            s = s + np.asarray(bias, np.float32)
        return np.where(keep, s, np.float32(-np.inf))

    def narrow(self, x: np.ndarray) -> np.ndarray:
        """x rounded to the operands' type: what cuDNN feeds its second gemms."""
        return x.astype(self.io).astype(np.float32)


def _f32(x, perm=None):
    x = np.asarray(x).astype(np.float32)
    return x if perm is None else np.transpose(x, perm)


def _types(spec: CallSpec, has_bias: bool, first: int, last: int, padding: bool, what: str):
    """Split the operand types at the optional bias and the seq-length pair."""
    ops = spec.operand_types
    want = first + has_bias + last + 2 * padding
    if len(ops) != want:
        raise spec.error(f"{len(ops)} operands; {what}{' + bias' if has_bias else ''}"
                         f"{' + q_seqlen, kv_seqlen' if padding else ''} make {want}")
    if padding and any(len(t.shape) != 1 or t.name not in ("s32", "u32", "s64") for t in ops[-2:]):
        raise spec.error(f"q_seqlen, kv_seqlen {ops[-2:]} must be integer vectors (one per batch)")


def _workspace(spec: CallSpec, results, count: int) -> list:
    extra = spec.result_types[count:]
    if len(extra) > 1 or any(t.name != "u8" for t in extra):
        raise spec.error(f"results after the first {count} must be cuDNN's u8 workspace, not {extra}")
    return list(results) + [np.zeros(t.shape, t.dtype) for t in extra]


@register_target(*_FORWARD)
def _fmha_forward(info):
    spec = CallSpec(info)
    att = _Attention(spec, backward=False)
    has_bias = spec.target == "__cudnn$fmhaScaleBiasSoftmax"
    ops, outs, (q, k, v) = att.operands(has_bias, 3, 0, "Q, K, V")
    b, n, t, s, groups = att.check(ops[:3], q, k, v, tuple(ops[3].shape) if has_bias else None)
    training = len(outs) >= 2 and outs[1].name == "f32" and len(outs[1].shape) == 3
    if tuple(outs[0].shape) != (b, n, t, v[3]) or (training and tuple(outs[1].shape) != (b, n, t)):
        raise spec.error(f"results {outs} are not the output [{b}, {n}, {t}, {v[3]}]"
                         f"{f' and stats f32[{b}, {n}, {t}]' if training else ''}")
    out_dtype = outs[0].dtype

    def run(frame, *xs):
        bias = xs[3] if has_bias else None
        keep = att.mask(t, s, *xs[-2:]) if att.padding else att.mask(t, s)
        with np.errstate(all="ignore"):
            sc = att.scores(_f32(xs[0], att.q), _f32(xs[1], att.k), bias, groups, keep)
            m = np.max(sc, axis=-1, keepdims=True)
            m = np.where(np.isfinite(m), m, np.float32(0))      # (rows that see no key: all -inf)
            p = np.exp(sc - m)
            total = np.sum(p, axis=-1, keepdims=True)
            o = np.matmul(att.narrow(p), np.repeat(_f32(xs[2], att.v), groups, axis=1))
            o = np.where(total > 0, o / total, np.float32(0))   # padded query rows are 0 (as the GPU's)
            lse = (m + np.log(total))[..., 0]                   # -inf on padded query rows
        results = [np.ascontiguousarray(o.astype(out_dtype))]
        if training:
            results.append(np.ascontiguousarray(lse.astype(np.float32)))
        return _workspace(spec, results, len(results))
    return run


def _sum_to(x: np.ndarray, shape) -> np.ndarray:
    """x summed over the dims where `shape` broadcasts (size 1)."""
    axes = tuple(d for d, (a, w) in enumerate(zip(x.shape, shape)) if w == 1 and a != 1)
    return np.sum(x, axis=axes, keepdims=True) if axes else x


def _group_sum(x: np.ndarray, groups: int) -> np.ndarray:
    """(B, N, S, H) -> (B, K, S, H): the query heads that share a K/V head add up."""
    b, n = x.shape[:2]
    return x.reshape(b, n // groups, groups, *x.shape[2:]).sum(axis=2) if groups > 1 else x


@register_target(*_BACKWARD)
def _fmha_backward(info):
    spec = CallSpec(info)
    att = _Attention(spec, backward=True)
    has_bias = spec.target == "__cudnn$fmhaScaleBiasSoftmaxBackward"
    ops, outs, (q, k, v) = att.operands(has_bias, 5, 1, "Q, K, V, stats, dO, O")
    b, n, t, s, groups = att.check([*ops[:3], ops[4], ops[5 + has_bias]], q, k, v,
                                   tuple(ops[5].shape) if has_bias else None)
    o_at = 5 + has_bias
    for i, what in ((4, "dO"), (o_at, "O")):
        if att.bnth(ops[i].shape, att.do) != (b, n, t, v[3]):
            raise spec.error(f"{what} {ops[i]} is not the attention output [{b}, {n}, {t}, {v[3]}] (as B, N, T, H)")
    if tuple(ops[3].shape) != (b, n, t) or ops[3].name != "f32":
        raise spec.error(f"stats {ops[3]} must be the forward's f32[{b}, {n}, {t}]")
    grads = [(b, n, t, q[3]), (b, k[1], s, k[3]), (b, v[1], s, v[3])] + ([tuple(ops[5].shape)] if has_bias else [])
    if len(outs) < len(grads) or [tuple(r.shape) for r in outs[:len(grads)]] != grads:
        raise spec.error(f"results {outs} are not dQ, dK, dV{', dbias' if has_bias else ''} of shapes {grads}")
    dtypes = [r.dtype for r in outs[:len(grads)]]

    def run(frame, *xs):
        bias = xs[5] if has_bias else None
        keep = att.mask(t, s, *xs[-2:]) if att.padding else att.mask(t, s)
        qf, kf, vf = _f32(xs[0], att.q), _f32(xs[1], att.k), _f32(xs[2], att.v)
        d_o, o = _f32(xs[4], att.do), _f32(xs[o_at], att.do)
        with np.errstate(all="ignore"):
            sc = att.scores(qf, kf, bias, groups, keep)
            p = np.where(keep, np.exp(sc - _f32(xs[3])[..., None]), np.float32(0))   # the forward's P
            dp = np.matmul(d_o, np.repeat(vf, groups, axis=1).swapaxes(-1, -2))
            ds = p * (dp - np.sum(d_o * o, axis=-1, keepdims=True))
            ds_n = att.narrow(ds * att.scale)
            dq = np.matmul(ds_n, np.repeat(kf, groups, axis=1))
            dk = _group_sum(np.matmul(ds_n.swapaxes(-1, -2), qf), groups)
            dv = _group_sum(np.matmul(att.narrow(p).swapaxes(-1, -2), d_o), groups)
        results = [dq, dk, dv] + ([_sum_to(ds, grads[3])] if has_bias else [])
        results = [np.ascontiguousarray(r.astype(dt)) for r, dt in zip(results, dtypes)]
        return _workspace(spec, results, len(results))
    return run
