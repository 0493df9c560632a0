"""Write the older-jax corpus: run under an OLD jax (not the project's venv).

    /path/to/venv-jax-0.4.30/bin/python make_corpus.py OUT_ROOT

writes OUT_ROOT/<jax version>/ with, for each program P (each file gzip-compressed, .gz):
  P.mlir         jax.jit(f).lower(*args).as_text()          (as that version prints it)
  P.mlirbc       lowered.compiler_ir('stablehlo') as MLIR bytecode (with locations)
  P.export       jax_export.export(jax.jit(f))(*args).serialize()
  P.hlo.txt      XLA's dump: module_*.jit_P.before_optimizations.txt
  P.hlo.pb       XLA's dump: the same module as an HloProto (.hlo.pb)
and io.npz.gz: P/in0.. (the arguments) and P/out0.. (what this jax computed),
and meta.json (versions, custom-call targets, shardy or GSPMD).
`--no-dumps` leaves the XLA dumps out (to keep the corpus small).
"""
from __future__ import annotations

import glob
import io as io_module
import gzip
import json
import os
import re
import shutil
import sys
import tempfile

OUT = sys.argv[1]
DUMPS = "--no-dumps" not in sys.argv
_dump_dir = tempfile.mkdtemp(prefix="oldjax-dump-")
os.environ["XLA_FLAGS"] = (f"--xla_force_host_platform_device_count=8 --xla_dump_to={_dump_dir} "
                           "--xla_dump_hlo_as_text --xla_dump_hlo_as_proto")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax import export as jax_export, lax  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

try:
    from jax import shard_map as _shard_map  # jax >= 0.7
    _SM_KW = {"check_vma": False}
except ImportError:
    from jax.experimental.shard_map import shard_map as _shard_map
    _SM_KW = {"check_rep": False}

VERSION = jax.__version__
RNG = np.random.default_rng(0)


def rand(*shape, dtype=np.float32):
    return RNG.standard_normal(shape).astype(dtype)


def spd(n):
    a = rand(n, n)
    return (a @ a.T + n * np.eye(n)).astype(np.float32)


# ---- the programs: name -> (function, args, jit kwargs) -------------------------------
def mlp_step(params, x, y):
    def loss(p):
        h = jnp.tanh(x @ p["w1"] + p["b1"])
        return jnp.mean((h @ p["w2"] - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.1 * b, params, g), l


def conv_net(x, k, w):
    y = lax.conv_general_dilated(x, k, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
    y = jax.nn.relu(y)
    y = lax.reduce_window(y, 0.0, lax.add, (1, 2, 2, 1), (1, 2, 2, 1), "VALID") / 4
    return jax.nn.softmax(y.reshape(y.shape[0], -1) @ w)


def scan_loop(xs, c0):
    def body(c, x):
        c = jnp.sin(c) + x
        return c, c * 2
    return lax.scan(body, c0, xs)


def fori_while(x, n):
    a = lax.fori_loop(0, 5, lambda i, v: v * 1.5 + i, x)
    b = lax.while_loop(lambda s: s[0] < n, lambda s: (s[0] + 1, s[1] * 2.0 - 1.0), (0, x))
    return a, b[1], b[0]


def cond_switch(x, p, i):
    a = lax.cond(p, lambda v: jnp.sin(v), lambda v: jnp.cos(v) * 2, x)
    b = lax.switch(i, [lambda v: v + 1, lambda v: v * v, lambda v: -v], x)
    return a, b


def sorting(x, v):
    s = jnp.sort(x, axis=-1)
    tv, ti = lax.top_k(x, 3)
    return s, tv, ti, jnp.argsort(v), lax.sort((v, x[0]), num_keys=1)[1]


def cumulative(x):
    return jnp.cumsum(x, axis=0), jnp.cumprod(x * 0.5, axis=1), lax.cummax(x, axis=0)


def _unsign(m, ref):
    # column signs of an eigen/singular basis are arbitrary: fix them so any LAPACK agrees
    s = jnp.sign(jnp.take_along_axis(ref, jnp.argmax(jnp.abs(ref), axis=0)[None], axis=0))
    return m * s


def linalg(a, s, b):
    l = jnp.linalg.cholesky(s)
    q, r = jnp.linalg.qr(a)
    d = jnp.sign(jnp.diagonal(r))
    w, v = jnp.linalg.eigh(s)
    u, sv, vt = jnp.linalg.svd(a)
    p, lo, up = jax.scipy.linalg.lu(a)
    x = jnp.linalg.solve(a, b)
    tri = jax.scipy.linalg.solve_triangular(l, b, lower=True)
    return l, q * d, r * d[:, None], w, _unsign(v, v), sv, _unsign(u, u), p, lo, up, x, tri, jnp.linalg.det(a)


def linalg_complex(a, b):
    x = jnp.linalg.solve(a, b)
    q, r = jnp.linalg.qr(a)
    h = a @ jnp.conj(a.T) + 4 * jnp.eye(a.shape[0])
    w = jnp.linalg.eigvalsh(h)
    ev = jnp.linalg.eigvals(a.real)
    return x, jnp.abs(r), w, jnp.sort(ev), jnp.linalg.svd(a, compute_uv=False)


def linalg_batched(a, s, b, ac):
    # batch dims: jax 0.4.30 passes the batch size to its old LAPACK calls as a computed operand
    l = jnp.linalg.cholesky(s)
    q, r = jnp.linalg.qr(a)
    d = jnp.sign(jnp.diagonal(r, axis1=-2, axis2=-1))
    u, sv, vt = jnp.linalg.svd(a, full_matrices=False)
    tri = jax.scipy.linalg.solve_triangular(l, b, lower=True, trans=1)
    return (l, q * d[..., None, :], jnp.linalg.eigvalsh(s), sv, u @ (sv[..., None] * vt), jnp.linalg.solve(a, b),
            tri, jnp.sort(jnp.linalg.eigvals(a)), jnp.sort(jnp.linalg.eigvals(ac)), jnp.linalg.det(a))


def random_threefry(seed):
    k = jax.random.PRNGKey(seed)
    k1, k2 = jax.random.split(k)
    return jax.random.normal(k1, (4, 4)), jax.random.randint(k2, (8,), 0, 100), jax.random.uniform(k, (3,))


def random_rbg(seed):
    return random_threefry(seed)


def dtypes_mix(a, b, c, z):
    m = (a.astype(jnp.bfloat16) @ b.astype(jnp.bfloat16)).astype(jnp.float32)
    i8 = (c * 3 + 7) // 2
    zz = jnp.exp(z) * jnp.conj(z) + jnp.abs(z)
    return m, i8, zz, jnp.fft.fft(z), a.astype(jnp.bfloat16) * 2


@jax.custom_vjp
def _clip_grad(x):
    return jnp.sin(x)


_clip_grad.defvjp(lambda x: (jnp.sin(x), jnp.cos(x)), lambda c, g: (jnp.clip(g * c, -0.5, 0.5),))


def custom_vjp(x):
    return jax.grad(lambda v: _clip_grad(v * 3).sum())(x), _clip_grad(x)


MESH = Mesh(np.array(jax.devices()[:8]).reshape(4, 2), ("x", "y"))


def sharded(a, b):
    c = jnp.tanh(a @ b)
    return c, c.sum(axis=1)


def _smap_body(a):
    s = lax.psum(a, "x")
    g = lax.all_gather(a, "y", axis=1, tiled=True)
    p = lax.ppermute(a, "x", [(i, (i + 1) % 4) for i in range(4)])
    return s, g.sum(axis=1, keepdims=True), p


def shard_mapped(a):
    f = _shard_map(_smap_body, mesh=MESH, in_specs=P("x", "y"),
                   out_specs=(P(None, "y"), P("x", None), P("x", "y")), **_SM_KW)
    return f(a)


def poly(x):
    return jnp.sin(x) @ jnp.ones((4, 3), x.dtype) + x.shape[0]


params = {"w1": rand(4, 8), "b1": rand(8), "w2": rand(8, 2)}
_SH = NamedSharding(MESH, P("x", "y"))
PROGRAMS = {
    "mlp_step": (mlp_step, (params, rand(6, 4), rand(6, 2)), {"donate_argnums": (0,)}),
    "conv_net": (conv_net, (rand(2, 8, 8, 3), rand(3, 3, 3, 4), rand(64, 5)), {}),
    "scan_loop": (scan_loop, (rand(5, 3), rand(3)), {}),
    "fori_while": (fori_while, (rand(3), np.int32(4)), {}),
    "cond_switch": (cond_switch, (rand(4), np.bool_(True), np.int32(1)), {}),
    "sorting": (sorting, (rand(4, 6), rand(6)), {}),
    "cumulative": (cumulative, (rand(5, 4),), {}),
    "linalg": (linalg, (rand(4, 4), spd(4), rand(4, 2)), {}),
    "linalg_complex": (linalg_complex, (rand(3, 3) + 1j * rand(3, 3), rand(3, 1) + 1j * rand(3, 1)), {}),
    "linalg_batched": (linalg_batched, (rand(2, 3, 4, 4), np.stack([spd(4) for _ in range(6)]).reshape(2, 3, 4, 4),
                       rand(2, 3, 4, 2), (rand(2, 4, 4) + 1j * rand(2, 4, 4)).astype(np.complex64)), {}),
    "random_threefry": (random_threefry, (np.int32(7),), {}),
    "random_rbg": (random_rbg, (np.int32(7),), {}),
    "dtypes_mix": (dtypes_mix, (rand(3, 4), rand(4, 2), RNG.integers(-100, 100, (5,)).astype(np.int8),
                                (rand(4) + 1j * rand(4)).astype(np.complex64)), {}),
    "custom_vjp": (custom_vjp, (rand(5),), {}),
    "sharded": (sharded, (rand(8, 4), rand(4, 6)), {"in_shardings": (_SH, NamedSharding(MESH, P(None, "y"))),
                                                     "out_shardings": (_SH, NamedSharding(MESH, P("x")))}),
    "shard_mapped": (shard_mapped, (rand(8, 4),), {}),
}
PROGRAMS["linalg_complex"] = (linalg_complex, tuple(a.astype(np.complex64) for a in PROGRAMS["linalg_complex"][1]), {})


def _bytecode(module) -> bytes:
    from jax._src.interpreters import mlir
    return mlir.module_to_bytecode(module)


def main():
    out = os.path.join(OUT, VERSION)
    os.makedirs(out, exist_ok=True)
    io, meta = {}, {"jax": VERSION, "jaxlib": jax.lib.__version__, "numpy": np.__version__, "programs": {}}
    for name, (fn, args, kw) in PROGRAMS.items():
        fn = fn if fn.__name__ == name else _renamed(fn, name)
        rbg = name == "random_rbg"
        jax.config.update("jax_default_prng_impl", "rbg" if rbg else "threefry2x32")
        jitted = jax.jit(fn, **kw)
        lowered = jitted.lower(*args)
        text = lowered.as_text()
        _write(out, name + ".mlir", text)
        _write(out, name + ".mlirbc", _bytecode(lowered.compiler_ir("stablehlo")))
        exp = jax_export.export(jax.jit(fn, **{k: v for k, v in kw.items() if k != "donate_argnums"}))(*args)
        _write(out, name + ".export", bytes(exp.serialize()))
        leaves = jax.tree_util.tree_leaves(args)
        results = jax.tree_util.tree_leaves(jitted(*jax.tree_util.tree_map(np.copy, args)))
        for i, a in enumerate(leaves):
            _store(io, f"{name}/in{i}", a)
        for i, r in enumerate(results):
            _store(io, f"{name}/out{i}", r)
        meta["programs"][name] = {"targets": sorted(set(re.findall(r"custom_call @([\w$.]+)", text))),
                                  "shardy": "sdy." in text, "gspmd": "mhlo.sharding" in text}
    jax.config.update("jax_default_prng_impl", "threefry2x32")
    # symbolic shapes: only an export (a jit cannot lower them)
    spec = jax.ShapeDtypeStruct(jax_export.symbolic_shape("b, 4"), np.float32)
    exp = jax_export.export(jax.jit(poly))(spec)
    _write(out, "poly.export", bytes(exp.serialize()))
    _write(out, "poly.mlir", exp.mlir_module())
    x = rand(3, 4)
    _store(io, "poly/in0", x)
    _store(io, "poly/out0", exp.call(x))
    meta["programs"]["poly"] = {"dims": {"b": 3}}
    buf = io_module.BytesIO()   # (as io.npz.gz: the repository ignores *.npz)
    np.savez(buf, **io)
    _write(out, "io.npz", buf.getvalue())
    if DUMPS:
        for name in PROGRAMS:
            for suffix, ext in ((".before_optimizations.txt", ".hlo.txt"), (".before_optimizations.hlo.pb", ".hlo.pb")):
                found = sorted(glob.glob(os.path.join(_dump_dir, f"module_*.jit_{name}{suffix}")))
                if found:
                    with open(found[0], "rb") as f:
                        _write(out, name + ext, f.read())
    with open(os.path.join(out, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1, sort_keys=True)
    shutil.rmtree(_dump_dir, ignore_errors=True)


def _store(io, key, value):
    """.npz has no bfloat16: its bits, as uint16, under KEY@bfloat16."""
    value = np.asarray(value)
    if value.dtype.name == "bfloat16":
        io[key + "@bfloat16"] = value.view(np.uint16)
    else:
        io[key] = value


def _renamed(fn, name):
    def wrapper(*a):
        return fn(*a)
    wrapper.__name__ = wrapper.__qualname__ = name
    return wrapper


def _write(out, fname, data):
    """gzip-compressed (mtime 0: the same bytes each run); the test reads them back as written."""
    data = data.encode() if isinstance(data, str) else data
    with gzip.GzipFile(os.path.join(out, fname + ".gz"), "wb", compresslevel=9, mtime=0) as f:
        f.write(data)


if __name__ == "__main__":
    main()
