# session 23: real XLA:GPU dumps of realistic jax programs (H200), with the inputs and the GPU's outputs
import json, os, sys, time, traceback
import numpy as np, jax, jax.numpy as jnp
from jax import lax
OUT = sys.argv[1]
rng = np.random.default_rng(0)
def f32(*s, scale=1.0): return (rng.standard_normal(s) * scale).astype(np.float32)
P = {}
def prog(*args):
    def deco(fn): P[fn.__name__] = (fn, args); return fn
    return deco

def _ln(x, g): m = x.mean(-1, keepdims=True); v = ((x - m) ** 2).mean(-1, keepdims=True); return (x - m) * lax.rsqrt(v + 1e-5) * g
@prog(f32(32, 64), f32(64, 128, scale=.1), f32(128, 10, scale=.1), np.eye(10, dtype=np.float32)[rng.integers(0, 10, 32)])
def mlp_train_step(x, w1, w2, y):
    def loss(p): h = jax.nn.gelu(x @ p[0]); return -(jax.nn.log_softmax(h @ p[1]) * y).sum(-1).mean()
    l, g = jax.value_and_grad(loss)((w1, w2)); return l, w1 - 0.1 * g[0], w2 - 0.1 * g[1]
@prog(f32(4, 16, 64), f32(64, 192, scale=.1), f32(64, 64, scale=.1), f32(64))
def transformer_block_bf16(x, wqkv, wo, g):
    def loss(ws):
        h = _ln(x, g).astype(jnp.bfloat16); qkv = jnp.einsum("bsd,de->bse", h, ws[0].astype(jnp.bfloat16), preferred_element_type=jnp.float32)
        q, k, v = jnp.split(qkv.reshape(4, 16, 3, 4, 16), 3, axis=2); q, k, v = (t[:, :, 0] for t in (q, k, v))
        s = jnp.einsum("bqhd,bkhd->bhqk", q, k) / 4.0 + jnp.where(jnp.tril(jnp.ones((16, 16), bool)), 0, -1e9)
        a = jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(s, -1), v).reshape(4, 16, 64)
        return ((x + a.astype(jnp.bfloat16) @ ws[1].astype(jnp.bfloat16)).astype(jnp.float32) ** 2).mean()
    return jax.value_and_grad(loss)((wqkv, wo))
@prog(f32(2, 128, 4, 64), f32(2, 128, 4, 64), f32(2, 128, 4, 64))
def cudnn_attention(q, k, v):
    b = lambda t: t.astype(jnp.bfloat16)
    return jax.nn.dot_product_attention(b(q), b(k), b(v), is_causal=True, implementation="cudnn").astype(jnp.float32)
@prog(f32(8, 3, 32, 32), f32(16, 3, 3, 3, scale=.2), f32(32, 16, 3, 3, scale=.1), f32(8, 10))
def convnet_train_step(x, k1, k2, y):
    def loss(p):
        h = jax.nn.relu(lax.conv_general_dilated(x, p[0], (1, 1), "SAME", dimension_numbers=("NCHW", "OIHW", "NCHW")))
        h = lax.reduce_window(h, -jnp.inf, lax.max, (1, 1, 2, 2), (1, 1, 2, 2), "VALID")
        h = jax.nn.relu(lax.conv_general_dilated(h, p[1], (2, 2), "SAME", dimension_numbers=("NCHW", "OIHW", "NCHW")))
        return ((h.mean((2, 3))[:, :10] - y) ** 2).mean()
    return jax.value_and_grad(loss)((k1, k2))
@prog(f32(200, 8, 32), f32(32, 64, scale=.2), f32(64, 64, scale=.1), f32(8, 64))
def scan_rnn(xs, u, w, h0):
    return lax.scan(lambda h, x: (jnp.tanh(h @ w + x @ u), h.sum()), h0, xs)
@prog(f32(16, 1000))
def sort_topk_cumsum(x):
    return jnp.sort(x, -1), lax.top_k(x, 8), jnp.argsort(x[0]), jnp.cumsum(x, -1), jnp.argmax(x, -1)
@prog(f32(64, 64), f32(64, 8))
def linalg(a, b):
    s = a @ a.T + 64 * jnp.eye(64)
    return jnp.linalg.cholesky(s), jnp.linalg.solve(a, b), jnp.linalg.eigh(s)[0], jnp.linalg.svd(a, compute_uv=False), jnp.linalg.qr(a)[1]
@prog(f32(8, 256))
def fft_roundtrip(x):
    f = jnp.fft.rfft(x); return jnp.abs(f), jnp.fft.irfft(f * jnp.exp(-jnp.arange(129) / 50.0), 256)
@prog(np.array([0, 42], np.uint32))
def random_numbers(key):
    k = jax.random.wrap_key_data(key); a, b = jax.random.split(k)
    return jax.random.normal(a, (64, 32)), jax.random.categorical(b, jnp.zeros((8, 50))), jax.random.uniform(a, (1000,))
@prog(f32(500, 32), rng.integers(0, 500, (64, 12)).astype(np.int32), f32(64, 12, 32))
def embedding_grad(table, ids, gout):
    emb, vjp = jax.vjp(lambda t: t[ids], table); seg = jax.ops.segment_sum(gout.reshape(-1, 32), ids.reshape(-1), 500)
    return emb, vjp(gout)[0], seg
@prog(rng.integers(-128, 128, (64, 256)).astype(np.int8), rng.integers(-128, 128, (256, 32)).astype(np.int8), f32(64, 128), f32(128, 64))
def int8_and_fp8_matmul(a, b, c, d):
    i = lax.dot(a, b, preferred_element_type=jnp.int32)
    f8 = jnp.float8_e4m3fn
    g = lax.dot(c.astype(f8), d.T.astype(f8).T, preferred_element_type=jnp.float32)
    return i, g
@prog(f32(32, 512))
def bf16_norms(x):
    h = x.astype(jnp.bfloat16); m = h.mean(-1); v = h.var(-1)
    return m.astype(jnp.float32), v.astype(jnp.float32), jax.nn.softmax(h, -1).astype(jnp.float32), jnp.argmax(h, -1)
@prog(f32(100, 16))
def fori_update(x):
    def body(i, c): return lax.dynamic_update_slice(c, (c[i] * 2 + 1)[None], (i, 0))
    return lax.fori_loop(0, 100, body, x), lax.while_loop(lambda c: c[0] < 1000, lambda c: c * 1.5 + 1, jnp.ones(4))
@prog(f32(8, 16, 32), f32(32, 24), f32(24, 16, 8))
def einsum_remat(a, b, c):
    g = jax.checkpoint(lambda a, b: jnp.einsum("bij,jk,kil->bl", a, b, c))
    return jax.grad(lambda a, b: g(a, b).sum(), argnums=(0, 1))(a, b)
@prog(f32(4, 8, 8))
def complex_ops(x):
    z = lax.complex(x, x[::-1]); return jnp.abs(jnp.linalg.inv(z + 4 * jnp.eye(8))), jnp.exp(z).real, jnp.angle(z)

def host(v):
    v = np.asarray(v)
    return (v.astype(np.float32) if v.dtype.kind == "V" or str(v.dtype) in ("bfloat16", "float8_e4m3fn") else v), str(v.dtype)
meta = {}
only = sys.argv[2:] or list(P)
for name in only:
    fn, args = P[name]
    t = time.time()
    try:
        out = jax.tree.leaves(jax.jit(fn)(*args))
        ins = {f"in{i}": a for i, a in enumerate(args)}
        outs = {}; dts = []
        for i, o in enumerate(out):
            outs[f"out{i}"], d = host(o); dts.append(d)
        np.savez(f"{OUT}/{name}.npz", **ins, **outs)
        meta[name] = {"ok": True, "out_dtypes": dts, "s": round(time.time() - t, 2)}
    except Exception as e:
        meta[name] = {"ok": False, "error": f"{type(e).__name__}: {str(e)[:2000]}"}
    print(name, meta[name] if not meta[name]["ok"] else meta[name]["s"], flush=True)
json.dump(meta, open(f"{OUT}/meta.json", "w"), indent=1)
