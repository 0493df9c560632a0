"""cuDNN's fused attention custom calls (`__cudnn$fmhaSoftmax`, `__cudnn$fmhaScaleBiasSoftmax`
and their backward calls) on the reference: jax's `dot_product_attention(implementation="cudnn")`
as XLA got it and as the GPU ran it (the real H200 dumps in tests/data/xla_gpu_h200), and
hand-written calls for what those dumps lack (BNTH layout, padding with a causal mask,
cross attention, a broadcast bias and its gradient, grouped heads in the backward).
Oracle: jax's own `dot_product_attention(implementation="xla")` and its gradients on the
CPU, same inputs and dtypes (numpy for the softmax stats)."""
from __future__ import annotations

import json
import pathlib

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest

import bridge
from bridge.errors import UnsupportedOp

DATA = pathlib.Path(__file__).resolve().parents[1] / "data" / "xla_gpu_h200"
CPU = jax.devices("cpu")[0]
ATTEND = jax.nn.dot_product_attention
bf = lambda t: t.astype(jnp.bfloat16)   # noqa: E731
fh = lambda t: t.astype(jnp.float16)    # noqa: E731


def _normal(seed, *shape):
    return np.random.default_rng(seed).standard_normal(shape).astype(np.float32)


def _train(q, k, v, g):
    f = lambda q, k, v: (ATTEND(bf(q), bf(k), bf(v), is_causal=True, implementation="xla").astype(jnp.float32)  # noqa
                         * g).sum()
    return jax.value_and_grad(f, argnums=(0, 1, 2))(q, k, v)


# the dumped programs (.gpu/gen.py, gen2.py) with implementation="xla", and their inputs
PROGRAMS = {
    "cudnn_attention": (lambda q, k, v: ATTEND(bf(q), bf(k), bf(v), is_causal=True, implementation="xla")
                        .astype(jnp.float32), [(2, 128, 4, 64)] * 3),
    "fmha_plain_f16": (lambda q, k, v: ATTEND(fh(q), fh(k), fh(v), implementation="xla").astype(jnp.float32),
                       [(2, 64, 4, 32)] * 3),
    "fmha_bias_scale": (lambda q, k, v, b: ATTEND(bf(q), bf(k), bf(v), bias=bf(b), scale=0.3, implementation="xla")
                        .astype(jnp.float32), [(2, 64, 4, 32)] * 3 + [(2, 4, 64, 64)]),
    "fmha_seq_lengths": (lambda q, k, v, ql, kl: ATTEND(bf(q), bf(k), bf(v), query_seq_lengths=ql,
                                                        key_value_seq_lengths=kl, implementation="xla")
                         .astype(jnp.float32), [(2, 64, 4, 32)] * 3 + [[40, 64], [64, 17]]),
    "fmha_gqa_causal": (lambda q, k, v: ATTEND(bf(q), bf(k), bf(v), is_causal=True, implementation="xla")
                        .astype(jnp.float32), [(2, 64, 8, 32), (2, 64, 2, 32), (2, 64, 2, 32)]),
    "fmha_train_causal": (_train, [(2, 64, 4, 32)] * 4),
    "fmha_local_window": (lambda q, k, v: ATTEND(bf(q), bf(k), bf(v), is_causal=True, local_window_size=(16, 0),
                                                 implementation="xla").astype(jnp.float32), [(2, 64, 4, 32)] * 3),
}


def _ulps(want, dtype, n=3) -> float:
    """n ulps of `dtype` at the largest |value| of want."""
    top = float(np.max(np.abs(want)))
    return n * 2.0 ** (np.floor(np.log2(top)) - ml_dtypes.finfo(dtype).nmant) if top else 0.0


def _assert_close(got, want, dtype, n=3):
    got, want = np.asarray(got, np.float64), np.asarray(want, np.float64)
    assert got.shape == want.shape
    np.testing.assert_allclose(got, want, rtol=0, atol=_ulps(want, dtype, n))


@pytest.mark.parametrize("stage", ["before_optimizations", "sm_9.0a_gpu_after_optimizations"])
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_real_gpu_dump_runs_and_agrees_with_jax_xla_attention(name, stage):
    fn, shapes = PROGRAMS[name]
    inputs = [np.array(s, np.int32) if isinstance(s, list) else _normal(i, *s) for i, s in enumerate(shapes)]
    with jax.default_device(CPU):   # (F16_F16_F32 dots: jax falls back to default precision only eagerly)
        want = jax.tree_util.tree_leaves(fn(*inputs) if "f16" in name else jax.jit(fn)(*inputs))
    got = bridge.reference.evaluate((DATA / f"{name}.{stage}.txt").read_text(), inputs)
    assert len(got) == len(want)
    dtype = np.float16 if "f16" in name else ml_dtypes.bfloat16
    if name == "fmha_train_causal":   # the loss sums 16384 products of bf16-rounded outputs
        np.testing.assert_allclose(got[0], want[0], rtol=4e-3)
        got, want = got[1:], want[1:]
    for g, w in zip(got, want):
        _assert_close(g, w, dtype)


# ---------------------------------------------------------------- hand-written calls

_DOTS = {   # jax's create_dot_product_attention_backend_config_base: ((lhs, rhs contracting), (batch dims))
    "BTNH": [((3, 3), ((0, 2), (0, 2))), ((3, 1), ((0, 1), (0, 2))), ((2, 1), ((0, 1), (0, 2))),
             ((3, 1), ((0, 1), (0, 2))), ((2, 1), ((0, 1), (0, 2))), ((3, 3), ((0, 2), (0, 2)))],
    "BNTH": [((3, 3), ((0, 1), (0, 1))), ((3, 2), ((0, 1), (0, 1))), ((2, 2), ((0, 1), (0, 1))),
             ((3, 2), ((0, 1), (0, 1))), ((2, 2), ((0, 1), (0, 1))), ((3, 3), ((0, 1), (0, 1)))],
}
_GEMMS = ["bmm1", "bmm2", "bmm1_grad_gemm1", "bmm1_grad_gemm2", "bmm2_grad_gemm1", "bmm2_grad_gemm2"]


def _config(layout, backward, mask="NO_MASK", scale=0.25, window=0, dropout=0.0) -> str:
    cfg = {"fmha_scale": scale, "is_flash_attention": True, "mask_type": mask, "dropout_rate": dropout,
           "seed": 42, "sliding_window_length": window, "max_seg_per_batch": 1, "is_paged_attention": False}
    for key, ((lc, rc), (lb, rb)) in list(zip(_GEMMS, _DOTS[layout]))[2 if backward else 0:None if backward else 2]:
        cfg[f"{key}_dot_dimension_numbers"] = {
            "lhs_contracting_dimensions": [str(lc)], "rhs_contracting_dimensions": [str(rc)],
            "lhs_batch_dimensions": [str(d) for d in lb], "rhs_batch_dimensions": [str(d) for d in rb]}
    return json.dumps({"operation_queue_id": "0", "cudnn_fmha_backend_config": cfg})


def _ty(dtype, shape) -> str:
    return f"{dtype}[{','.join(map(str, shape))}]"


def _call(name, results, operands, target, config) -> list[str]:
    """An HLO custom-call returning a tuple, and its elements as name.0, name.1 ..."""
    return [f"  {name} = ({', '.join(results)}) custom-call({', '.join(operands)}), "
            f"custom_call_target=\"{target}\", backend_config={config}"] + \
        [f"  {name}.{i} = {t} get-tuple-element({name}), index={i}" for i, t in enumerate(results)]


def _module(params, body, root) -> str:
    """HLO text: parameters p0, p1 ... (type strings), body lines, root [(type, value name)]."""
    lines = [f"  p{i} = {t} parameter({i})" for i, t in enumerate(params)] + body
    lines.append(f"  ROOT out = ({', '.join(t for t, _ in root)}) tuple({', '.join(v for _, v in root)})")
    return "HloModule attention\n\nENTRY e {\n" + "\n".join(lines) + "\n}\n"


def _bf16(seed, *shape):
    return _normal(seed, *shape).astype(ml_dtypes.bfloat16)


def test_bnth_layout_padding_causal_mask_cross_lengths():
    """BNTH operands (qkv_layout="BNTH"), 12 queries over 20 keys, PADDING_CAUSAL: the causal
    diagonal is top-left (jax's tril), query rows past q_seqlen are zeros."""
    b, n, t, s, h = 2, 3, 12, 20, 8
    q, k, v = _bf16(1, b, n, t, h), _bf16(2, b, n, s, h), _bf16(3, b, n, s, h)
    ql, kl = np.array([12, 7], np.int32), np.array([20, 5], np.int32)
    text = _module([_ty("bf16", q.shape), _ty("bf16", k.shape), _ty("bf16", v.shape), "s32[2]", "s32[2]"],
                   _call("fwd", [_ty("bf16", (b, n, t, h)), "u8[0]"], ["p0", "p1", "p2", "p3", "p4"],
                         "__cudnn$fmhaSoftmax", _config("BNTH", False, "PADDING_CAUSAL", scale=0.3)),
                   [(_ty("bf16", (b, n, t, h)), "fwd.0")])
    got = bridge.reference.evaluate(text, [q, k, v, ql, kl])[0]
    tr = lambda x: jnp.swapaxes(x, 1, 2)   # noqa: E731
    with jax.default_device(CPU):
        want = jax.jit(lambda q, k, v: tr(ATTEND(tr(q), tr(k), tr(v), scale=0.3, is_causal=True, query_seq_lengths=ql,
                                                 key_value_seq_lengths=kl, implementation="xla")))(q, k, v)
    assert not np.any(np.asarray(got, np.float32)[1, :, 7:])
    _assert_close(got, want, ml_dtypes.bfloat16)


def test_training_forward_and_backward_with_broadcast_bias_and_grouped_heads():
    """A training forward (output, softmax stats, workspace) feeding its backward, as jax's vjp
    writes them: bias [1, N, T, S] (broadcast over the batch), 4 query heads over 2 K/V heads.
    Stats are the rows' logsumexp; dbias sums over the batch; dK, dV over each head group."""
    b, n, nk, t, h = 2, 4, 2, 16, 8
    q, k, v, do = _bf16(4, b, t, n, h), _bf16(5, b, t, nk, h), _bf16(6, b, t, nk, h), _bf16(7, b, t, n, h)
    bias = _bf16(8, 1, n, t, t)
    o_t, st_t = _ty("bf16", (b, n, t, h)), _ty("f32", (b, n, t))
    grads = [(b, n, t, h), (b, nk, t, h), (b, nk, t, h), bias.shape]
    text = _module(
        [_ty("bf16", x.shape) for x in (q, k, v, do, bias)],
        _call("fwd", [o_t, st_t, "u8[0]"], ["p0", "p1", "p2", "p4"], "__cudnn$fmhaScaleBiasSoftmax",
              _config("BTNH", False, "CAUSAL"))
        + [f"  o = {_ty('bf16', (b, t, n, h))} transpose(fwd.0), dimensions={{0,2,1,3}}"]   # (jax's BNTH -> BTNH)
        + _call("bwd", [_ty("bf16", g) for g in grads] + ["u8[0]"], ["p0", "p1", "p2", "fwd.1", "p3", "p4", "o"],
                "__cudnn$fmhaScaleBiasSoftmaxBackward", _config("BTNH", True, "CAUSAL")),
        [(o_t, "fwd.0"), (st_t, "fwd.1")] + [(_ty("bf16", g), f"bwd.{i}") for i, g in enumerate(grads)])
    out, stats, dq, dk, dv, dbias = bridge.reference.evaluate(text, [q, k, v, do, bias])

    def attend(q, k, v, bias):
        return ATTEND(q, k, v, bias=bias, scale=0.25, is_causal=True, implementation="xla")
    with jax.default_device(CPU):
        want, vjp = jax.vjp(jax.jit(attend), q, k, v, bias)
        grads = vjp(jnp.asarray(do))
    _assert_close(out, jnp.swapaxes(want, 1, 2), ml_dtypes.bfloat16)
    for got, w in zip((dq, dk, dv), grads):
        _assert_close(got, jnp.swapaxes(w, 1, 2), ml_dtypes.bfloat16)
    _assert_close(dbias, grads[3], ml_dtypes.bfloat16)
    logits = np.einsum("btnh,bsnh->bnts", q.astype(np.float64), np.repeat(k, 2, axis=2).astype(np.float64)) * 0.25
    logits = np.where(np.tril(np.ones((t, t), bool)), logits + bias.astype(np.float64), -np.inf)
    top = logits.max(-1)
    np.testing.assert_allclose(stats, top + np.log(np.exp(logits - top[..., None]).sum(-1)), rtol=1e-5, atol=1e-5)


def _forward_call(target="__cudnn$fmhaSoftmax", **config) -> str:
    shape, seqlens = (1, 8, 2, 8), config.pop("seqlens", False)
    params = [_ty("bf16", shape)] * 3 + ["s32[1]"] * (2 * seqlens)
    return _module(params, _call("fwd", [_ty("bf16", (1, 2, 8, 8)), "u8[0]"], [f"p{i}" for i in range(len(params))],
                                 target, _config("BTNH", False, **config)), [(_ty("bf16", (1, 2, 8, 8)), "fwd.0")])


@pytest.mark.parametrize("text, match", [
    (_forward_call("__cudnn$fmhaSoftmaxDropout", dropout=0.1), r"SoftmaxDropout.*not supported: dropout \(its random"),
    (_forward_call(dropout=0.1), r"dropout_rate 0.1: dropout \(its random mask is cuDNN's"),
    (_forward_call("__cudnn$fmhaSoftmaxF8"), r"fmhaSoftmaxF8.*FP8 attention"),
    (_forward_call(window=4), r"sliding_window_length 4 with mask_type NO_MASK"),
    (_forward_call(mask="ALIBI"), r"mask_type ALIBI is not supported"),
])
def test_what_only_cudnn_defines_is_refused_by_name(text, match):
    args = [_bf16(9, 1, 8, 2, 8)] * 3
    with pytest.raises(UnsupportedOp, match=match):
        bridge.reference.evaluate(text, args)


def test_a_query_row_that_sees_no_key_is_refused_when_it_happens():
    text = _forward_call(mask="PADDING", seqlens=True)
    args = [_bf16(9, 1, 8, 2, 8)] * 3
    assert bridge.reference.evaluate(text, args + [np.array([8], np.int32), np.array([3], np.int32)])[0].shape == \
        (1, 2, 8, 8)
    with pytest.raises(UnsupportedOp, match=r"batch 0: query rows inside q_seqlen 8 see no key \(kv_seqlen 0\)"):
        bridge.reference.evaluate(text, args + [np.array([8], np.int32), np.array([0], np.int32)])
