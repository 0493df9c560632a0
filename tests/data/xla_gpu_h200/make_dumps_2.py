# session 23, batch 2: XLA:GPU custom calls of real jax programs (cuDNN attention fwd/bwd, cuBLAS
# triangular solves and gemms, cub sorts, GPU top-k, cuDNN fused convolutions), with inputs and outputs
import json, sys, time
import numpy as np, jax, jax.numpy as jnp
from jax import lax
OUT, GROUP = sys.argv[1], sys.argv[2]
rng = np.random.default_rng(1)
def f32(*s, scale=1.0): return (rng.standard_normal(s) * scale).astype(np.float32)
P = {}
def prog(group, *args):
    def deco(fn):
        if group == GROUP: P[fn.__name__] = (fn, args)
        return fn
    return deco
bf = lambda t: t.astype(jnp.bfloat16)
fh = lambda t: t.astype(jnp.float16)
# --- cuDNN attention
@prog("a", f32(2, 64, 4, 32), f32(2, 64, 4, 32), f32(2, 64, 4, 32))
def fmha_plain_f16(q, k, v):
    return jax.nn.dot_product_attention(fh(q), fh(k), fh(v), implementation="cudnn").astype(jnp.float32)
@prog("a", f32(2, 64, 4, 32), f32(2, 64, 4, 32), f32(2, 64, 4, 32), f32(2, 4, 64, 64))
def fmha_bias_scale(q, k, v, b):
    return jax.nn.dot_product_attention(bf(q), bf(k), bf(v), bias=bf(b), scale=0.3, implementation="cudnn").astype(jnp.float32)
@prog("a", f32(2, 64, 4, 32), f32(2, 64, 4, 32), f32(2, 64, 4, 32), np.array([40, 64], np.int32), np.array([64, 17], np.int32))
def fmha_seq_lengths(q, k, v, ql, kl):
    return jax.nn.dot_product_attention(bf(q), bf(k), bf(v), query_seq_lengths=ql, key_value_seq_lengths=kl, implementation="cudnn").astype(jnp.float32)
@prog("a", f32(2, 64, 8, 32), f32(2, 64, 2, 32), f32(2, 64, 2, 32))
def fmha_gqa_causal(q, k, v):
    return jax.nn.dot_product_attention(bf(q), bf(k), bf(v), is_causal=True, implementation="cudnn").astype(jnp.float32)
@prog("a", f32(2, 64, 4, 32), f32(2, 64, 4, 32), f32(2, 64, 4, 32), f32(2, 64, 4, 32))
def fmha_train_causal(q, k, v, g):
    def f(q, k, v): return (jax.nn.dot_product_attention(bf(q), bf(k), bf(v), is_causal=True, implementation="cudnn").astype(jnp.float32) * g).sum()
    return jax.value_and_grad(f, argnums=(0, 1, 2))(q, k, v)
@prog("a", f32(2, 64, 4, 32), f32(2, 64, 4, 32), f32(2, 64, 4, 32))
def fmha_local_window(q, k, v):
    return jax.nn.dot_product_attention(bf(q), bf(k), bf(v), is_causal=True, local_window_size=(16, 0), implementation="cudnn").astype(jnp.float32)
# --- triangular solves, linalg
@prog("a", f32(16, 16), f32(16, 5), f32(5, 16))
def triangular_solves(a, b, c):
    a = a + 8 * jnp.eye(16); ts = lax.linalg.triangular_solve
    return (ts(a, b, left_side=True, lower=True), ts(a, b, left_side=True, lower=False, transpose_a=True),
            ts(a, c, left_side=False, lower=True, unit_diagonal=True), ts(a, c, left_side=False, lower=False, transpose_a=True))
@prog("a", f32(3, 12, 12), f32(3, 12, 12), f32(3, 12, 4), f32(3, 12, 4))
def complex_batched_solve(ar, ai, br, bi):
    a = lax.complex(ar, ai) + 6 * jnp.eye(12); b = lax.complex(br, bi)
    return (jnp.linalg.solve(a, b), lax.linalg.triangular_solve(a, b, left_side=True, lower=True, transpose_a=True, conjugate_a=True))
@prog("a", f32(40), f32(40), f32(40), f32(40, 3))
def tridiagonal(dl, d, du, b):
    return lax.linalg.tridiagonal_solve(dl.at[0].set(0), d + 4, du.at[-1].set(0), b)
@prog("a", f32(24, 24), f32(24, 24))
def eig_and_friends(a, c):
    h = lax.complex(a + a.T, c - c.T)
    return (jnp.linalg.eigh(h)[0], jnp.linalg.svd(a, full_matrices=True)[1], jnp.linalg.qr(a, mode="complete")[1],
            jnp.linalg.slogdet(a)[1], jnp.linalg.pinv(a[:, :10]), lax.linalg.lu(a)[2])
# --- cub sorts and the GPU top-k
@prog("a", f32(200_000), rng.integers(0, 1 << 30, 100_000).astype(np.int32))
def cub_sorts(x, k):
    return jnp.sort(x), jnp.argsort(x), jnp.sort(k)
@prog("a", f32(8, 50_000))
def gpu_top_k(x):
    return lax.top_k(x, 4), lax.top_k(x, 16)
@prog("a", np.array([7, 11, 0, 3], np.uint32))
def rbg_random(key):
    k = jax.random.wrap_key_data(key, impl="rbg")
    return jax.random.normal(k, (128, 8)), jax.random.bits(k, (1000,))
# --- cuDNN convolutions with fused epilogues
@prog("a", f32(4, 16, 16, 8), f32(3, 3, 8, 16, scale=.2), f32(16))
def conv_bias_relu(x, w, b):
    dn = ("NHWC", "HWIO", "NHWC")
    y = jax.nn.relu(lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=dn) + b)
    z = jax.nn.relu(lax.conv_general_dilated(fh(x), fh(w), (1, 1), "SAME", dimension_numbers=dn) + fh(b))
    g = lax.conv_general_dilated(x, jnp.tile(w[:, :, :4], (1, 1, 1, 1)), (1, 1), "SAME", dimension_numbers=dn, feature_group_count=2)
    d = lax.conv_general_dilated(x, w, (1, 1), "SAME", rhs_dilation=(2, 2), dimension_numbers=dn)
    return y, z.astype(jnp.float32), g, d
# --- cuBLAS gemms (run with triton gemm off)
@prog("b", f32(64, 96), f32(96, 48), f32(48))
def cublas_epilogues(a, w, b):
    return (jax.nn.relu(a @ w + b), jax.nn.gelu(a @ w + b, approximate=True), bf(a) @ bf(w), 2.5 * (a @ w),
            jnp.einsum("bij,bjk->bik", a.reshape(4, 16, 96), w.reshape(96, 48)[None].repeat(4, 0)))
@prog("b", f32(64, 128), f32(128, 64), np.float32(0.5), np.float32(2.0))
def cublas_fp8(a, b, sa, sb):
    f8, f8b = jnp.float8_e4m3fn, jnp.float8_e5m2
    x = a.astype(f8).astype(jnp.float32) * sa; y = b.astype(f8).astype(jnp.float32) * sb
    out = jnp.dot(x, y, preferred_element_type=jnp.float32)
    out2 = jnp.dot(a.astype(f8).astype(jnp.bfloat16), b.astype(f8b).astype(jnp.bfloat16), preferred_element_type=jnp.float32)
    return out, out2
@prog("b", f32(32, 32), f32(32, 32), f32(16, 8).astype(np.float64), f32(8, 4).astype(np.float64))
def cublas_complex_f64(ar, ai, x, y):
    z = lax.complex(ar, ai)
    return jnp.abs(z @ z.conj().T), x @ y
def host(v):
    v = np.asarray(v)
    return (v.astype(np.float32) if str(v.dtype) in ("bfloat16", "float16") or "float8" in str(v.dtype) else v), str(v.dtype)
if __name__ == "__main__":
    jax.config.update("jax_enable_x64", GROUP == "b")
    meta = {}
    for name, (fn, args) in P.items():
        t = time.time()
        try:
            out = jax.tree.leaves(jax.jit(fn)(*args))
            outs, dts = {}, []
            for i, o in enumerate(out):
                outs[f"out{i}"], d = host(o); dts.append(d)
            np.savez(f"{OUT}/{name}.npz", **{f"in{i}": a for i, a in enumerate(args)}, **outs)
            meta[name] = {"ok": True, "out_dtypes": dts, "s": round(time.time() - t, 2)}
        except Exception as e:
            meta[name] = {"ok": False, "error": f"{type(e).__name__}: {str(e)[:1500]}"}
        print(name, meta[name] if not meta[name]["ok"] else meta[name]["s"], flush=True)
    json.dump(meta, open(f"{OUT}/meta_{GROUP}.json", "w"), indent=1)
