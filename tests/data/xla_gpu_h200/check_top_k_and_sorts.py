# session 23: XLA:GPU's top-k kernel and CUB sorts on NaN, -0, ties (the reference replays them)
import sys, numpy as np, jax, jax.numpy as jnp
from jax import lax
OUT = sys.argv[1]
rng = np.random.default_rng(3)
def topk_inputs():
    xs = []
    for s in range(3):
        x = rng.standard_normal((8, 50_000)).astype(np.float32)
        for r in range(8):
            k = s * 8 + r
            pos = [[7], [0], [255], [256], [49_999], [1023, 1024], [100, 5000, 30000], [3]][r]
            for p in pos:
                x[r, p] = np.nan if k % 3 else -np.nan
            if k % 4 == 1: x[r, 9] = np.inf
            if k % 5 == 2: x[r, :20] = 0.0; x[r, 10:20] = -0.0; x[r, 20:] = -1.0   # ties of zeros
            if k == 23: x[r, :] = np.nan
            if k % 6 == 5: x[r, rng.integers(0, 50_000, 40)] = 7.0                  # ties of a max
        xs.append(x)
    return xs
def sort_inputs():
    x = rng.standard_normal(200_000).astype(np.float32)
    idx = rng.permutation(200_000)
    x[idx[:50]] = np.nan; x[idx[50:100]] = -np.nan; x[idx[100:150]] = 0.0; x[idx[150:200]] = -0.0
    x[idx[200:220]] = np.inf; x[idx[220:240]] = -np.inf; x[idx[240:260]] = 1e-40; x[idx[260:280]] = -1e-40
    x[idx[280:2000]] = np.round(x[idx[280:2000]], 1)   # duplicates
    payload = np.array([0x7fc00001, 0xffc00002, 0x7f800003], np.uint32).view(np.float32)
    x[idx[2000:2003]] = payload
    k = rng.integers(-1000, 1000, 100_000).astype(np.int32)
    return x, k
top = jax.jit(lambda x: (lax.top_k(x, 4), lax.top_k(x, 16)))
srt = jax.jit(lambda x, k: (jnp.sort(x), jnp.argsort(x), jnp.sort(k)))
res = {}
for i, x in enumerate(topk_inputs()):
    o = jax.tree.leaves(top(x))
    res[f"top{i}_in"] = x
    for j, v in enumerate(o): res[f"top{i}_out{j}"] = np.asarray(v)
x, k = sort_inputs()
o = jax.tree.leaves(srt(x, k))
res["sort_in0"], res["sort_in1"] = x, k
for j, v in enumerate(o): res[f"sort_out{j}"] = np.asarray(v)
np.savez_compressed(f"{OUT}/gpu_check.npz", **res)
print("saved", len(res), jax.devices())
