"""Writes the TensorFlow XLA corpus of this folder (README.md): for each small TF program
compiled with `tf.function(jit_compile=True)`, the HLO module tf2xla gave XLA, as text
(`NAME.hlo`, `experimental_get_compiler_ir(...)(stage="hlo")`, the module XLA dumps as
`*.before_optimizations.txt`), for some also its proto (`NAME.hlo.pb`, stage
"hlo_serialized"), XLA:CPU's optimized module (`NAME.cpu_after_optimizations.txt`) and
TF's StableHLO (`NAME.stablehlo.mlir`); `NAME.npz`, the entry's arguments `arg0, arg1 ...`
(resource variables' values included, in parameter order: `hlobridge run --inputs` and
`hlobridge difftest` of this folder read it), and `NAME.tf.npz`, what TF computed, `out0,
out1 ...` (the function's results flattened, then the variables it wrote, as the module
returns them). An array of a type .npz cannot hold (bfloat16) is stored as its bits,
`dtype_KEY` naming it.

Run with TensorFlow (2.21.0 made the checked-in files) from this folder's parent:
    XLA_FLAGS='--xla_dump_to=/tmp/tfdump --xla_dump_hlo_as_text --xla_dump_hlo_as_proto' \
        python tests/data/tf_xla/make_corpus.py tests/data/tf_xla
"""
from __future__ import annotations

import os
import pathlib
import re
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
os.environ.setdefault("KERAS_BACKEND", "tensorflow")
import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402
import keras  # noqa: E402

PROTOS = {"mlp_train_step", "lstm", "stateful_generator", "linalg_decomp"}
OPTIMIZED = {"mlp_forward", "conv_bn_train", "sort_topk", "linalg_solve", "legacy_random"}
STABLEHLO = {"mlp_forward", "while_loop"}
rng = np.random.default_rng(0)


def _f32(*shape):
    return rng.standard_normal(shape).astype(np.float32)


def mlp_forward():
    model = keras.Sequential([keras.Input((6,)), keras.layers.Dense(16, activation="relu"), keras.layers.Dense(4)])
    return (lambda x: model(x)), [_f32(8, 6)], model.variables


def mlp_train_step():
    model = keras.Sequential([keras.Input((6,)), keras.layers.Dense(8, activation="tanh"), keras.layers.Dense(3)])
    opt = keras.optimizers.Adam(0.01)
    opt.build(model.trainable_variables)

    def step(x, y):
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean(tf.square(model(x) - y))
        grads = tape.gradient(loss, model.trainable_variables)
        opt.apply_gradients(zip(grads, model.trainable_variables))
        return loss
    return step, [_f32(5, 6), _f32(5, 3)], model.variables + opt.variables


def _conv_bn():
    conv = keras.layers.Conv2D(4, 3, padding="same")
    bn = keras.layers.BatchNormalization()
    model = keras.Sequential([keras.Input((6, 6, 2)), conv, bn])
    return model


def conv_bn_train():
    model = _conv_bn()
    return (lambda x: model(x, training=True)), [_f32(2, 6, 6, 2)], model.variables


def conv_bn_infer():
    model = _conv_bn()
    for v in model.variables:
        v.assign(rng.uniform(0.5, 1.5, v.shape).astype(np.float32))
    return (lambda x: model(x, training=False)), [_f32(2, 6, 6, 2)], model.variables


def lstm():
    model = keras.Sequential([keras.Input((5, 3)), keras.layers.LSTM(4, return_sequences=True),
                              keras.layers.GRU(3)])
    return (lambda x: model(x)), [_f32(2, 5, 3)], model.variables


def while_loop():
    def f(x, n):
        i0 = tf.constant(0)
        _, y = tf.while_loop(lambda i, y: i < n, lambda i, y: (i + 1, tf.sin(y) * 1.5 + 0.1), (i0, x))
        return y
    return f, [_f32(4), np.int32(7)], []


def cond():
    def f(x, p):
        return tf.cond(p > 0, lambda: tf.exp(x), lambda: tf.cos(x) - 1.0)
    return f, [_f32(3, 2), np.float32(-1.0)], []


def scan():
    def f(x):
        return tf.scan(lambda acc, e: acc * 0.9 + e, x, initializer=tf.zeros([3])), tf.math.cumprod(x, axis=0)
    return f, [_f32(6, 3)], []


def sort_topk():
    def f(x):
        v, i = tf.math.top_k(x, k=3)
        return tf.sort(x, direction="DESCENDING"), tf.argsort(x, axis=0, stable=True), v, i
    return f, [rng.permutation(40).astype(np.float32).reshape(5, 8)], []


def cumsum():
    def f(x):
        return (tf.math.cumsum(x, axis=1), tf.math.cumsum(x, axis=0, exclusive=True, reverse=True),
                tf.math.cumulative_logsumexp(x, axis=1))
    return f, [_f32(4, 5)], []


def _spd(n):
    a = rng.standard_normal((n, n))
    return (a @ a.T + n * np.eye(n)).astype(np.float32)


def linalg_solve():
    def f(a, b):
        c = tf.linalg.cholesky(a)
        return c, tf.linalg.triangular_solve(c, b, lower=True), tf.linalg.solve(a, b)
    return f, [_spd(4), _f32(4, 2)], []


def linalg_decomp():
    def f(a, b, h):
        q, r = tf.linalg.qr(a)
        s = tf.linalg.svd(a, compute_uv=False)
        e, v = tf.linalg.eigh(b + tf.linalg.matrix_transpose(b))   # a batch of odd size: padded
        # complex: only h's lower triangle counts. Its eigenvalues are left out: TF 2.21 returns
        # the module's f32[3] result reinterpreted as complex64 ([w0 + w1 j, w2 + 0j, 0j]).
        vh = tf.linalg.eigh(h)[1]
        return q, r, s, e, v, vh
    h = (_f32(3, 3) + 1j * _f32(3, 3)).astype(np.complex64)
    return f, [_f32(4, 4), _f32(2, 5, 5), h], []


def fft():
    def f(x):
        c = tf.signal.rfft(x)
        return c, tf.signal.fft(tf.cast(x, tf.complex64)), tf.signal.irfft(c)
    return f, [_f32(3, 8)], []


def resize():
    def f(img):
        return tf.image.resize(img, (6, 10), method="bilinear"), tf.image.resize(img, (2, 3), method="nearest")
    return f, [_f32(1, 4, 5, 2)], []


def gather_scatter():
    def f(x, idx, seg):
        g = tf.gather_nd(x, idx)
        s = tf.scatter_nd(idx, g, tf.shape(x))
        return g, s, tf.math.unsorted_segment_sum(x, seg, 3), tf.gather(x, [[2, 0], [1, 1]], axis=1)
    return f, [_f32(4, 3), np.array([[0, 1], [3, 2], [1, 0]], np.int32), np.array([2, 0, 2, 1], np.int32)], []


def stateless_random():
    def f(seed):
        return (tf.random.stateless_normal([3, 4], seed, alg="philox"),
                tf.random.stateless_uniform([5], seed, alg="threefry"),
                tf.random.stateless_uniform([2, 2], seed, minval=0, maxval=100, dtype=tf.int32, alg="philox"))
    return f, [np.array([7, 11], np.int64)], []


def stateful_generator():
    gen = tf.random.Generator.from_seed(1234, alg="philox")
    return (lambda: (gen.normal([4, 3]), gen.uniform([5]))), [], [gen.state]


def dtypes():
    def f(a, b, q, z):
        m = tf.matmul(tf.cast(a, tf.bfloat16), tf.cast(b, tf.bfloat16))
        qq = tf.cast(q, tf.int32) * 3 - tf.cast(q // 2, tf.int32)
        return m, tf.cast(qq, tf.int8), z * tf.math.conj(z) + tf.exp(z), tf.abs(z)
    z = (_f32(4) + 1j * _f32(4)).astype(np.complex64)
    return f, [_f32(3, 4), _f32(4, 2), rng.integers(-100, 100, 6).astype(np.int8), z], []


def einsum():
    def f(a, b):
        return tf.einsum("bij,bjk->bik", a, b), tf.einsum("bij->j", a)
    return f, [_f32(2, 3, 4), _f32(2, 4, 5)], []


def custom_gradient():
    @tf.custom_gradient
    def clip_grad(x):
        return tf.math.log1p(tf.exp(x)), lambda dy: tf.clip_by_value(dy * tf.sigmoid(x), -0.1, 0.1)

    def f(x):
        with tf.GradientTape() as tape:
            tape.watch(x)
            y = tf.reduce_sum(clip_grad(x) * x)
        return y, tape.gradient(y, x)
    return f, [_f32(6) * 3], []


def rng_bit_generator():
    from tensorflow.compiler.tf2xla.python import xla

    def f(philox_state, threefry_state):
        return (xla.rng_bit_generator(tf.random.Algorithm.PHILOX.value, philox_state, [2, 3], dtype=tf.uint32),
                xla.rng_bit_generator(tf.random.Algorithm.THREEFRY.value, threefry_state, [5], dtype=tf.uint64))
    return f, [np.array([1, 2, 3], np.uint64), np.array([7, 9], np.uint64)], []


def legacy_random():
    """tf.random.uniform: HLO `rng` (XLA:CPU's own generator: no numbers to compare, only their range)."""
    return (lambda x: tf.random.uniform([1000]) * x), [np.float32(2)], []


def sharding():
    """xla_sharding annotations: `sharding=` on instructions and a Sharding custom call (the
    module itself is not partitioned: no num_partitions)."""
    from tensorflow.python.compiler.xla.experimental import xla_sharding as xs

    def f(x):
        a = xs.split(x + x, 0, 2)
        b = xs.tile(a * a, np.array([[0, 1], [2, 3]]))
        c = xs.replicate(tf.sin(b) - a)
        d = xs.split(c + 1, 1, 2, use_sharding_op=True)
        return xs.assign_device(d * 3, 1)
    return f, [_f32(4, 2)], []


def frontend_attributes():
    """Ops made under a graph `_XlaFrontendAttributes` scope: tf2xla puts the map on each HLO
    instruction they lower to (XLA's `_xla_*` / `_scheduling_group_id` hints)."""
    from tensorflow.core.framework import attr_value_pb2
    try:
        from local_xla.xla import xla_data_pb2
    except ImportError:
        from tensorflow.compiler.xla import xla_data_pb2
    fa = xla_data_pb2.FrontendAttributes()
    fa.map["_xla_stream_annotation"], fa.map["_scheduling_group_id"] = "1", "7"

    def f(x):
        graph = tf.compat.v1.get_default_graph()
        with graph._attr_scope({"_XlaFrontendAttributes": attr_value_pb2.AttrValue(s=fa.SerializeToString())}):
            y = tf.sin(x) * 2.0
        return y + 1
    return f, [_f32(3)], []


PROGRAMS = [mlp_forward, mlp_train_step, conv_bn_train, conv_bn_infer, lstm, while_loop, cond, scan, sort_topk,
            cumsum, linalg_solve, linalg_decomp, fft, resize, gather_scatter, stateless_random,
            stateful_generator, dtypes, einsum, custom_gradient, rng_bit_generator, legacy_random, sharding,
            frontend_attributes]


def _written_parameters(hlo):
    """The entry parameters tf2xla's results write back (resource updates), in result order."""
    head = hlo.split("\n", 1)[0]
    pairs = re.findall(r"\{(\d+)\}: \((\d+), \{\}", head)
    return [int(p) for _, p in sorted(pairs, key=lambda t: int(t[0]))]


def make(fn, out):
    name = fn.__name__
    body, args, variables = fn()
    f = tf.function(body, jit_compile=True)
    ir = f.experimental_get_compiler_ir(*args)
    hlo = ir(stage="hlo")
    concrete = f.get_concrete_function(*args)
    by_handle = {id(v.handle): v for v in variables}
    captured = [by_handle[id(h)] for h in concrete.captured_inputs]
    inputs = [np.asarray(a) for a in args] + [v.numpy() for v in captured]
    results = [np.asarray(r) for r in tf.nest.flatten(f(*args))]
    written = _written_parameters(hlo)
    results += [captured[p - len(args)].numpy() for p in written]
    (out / f"{name}.hlo").write_text(hlo)
    if name in PROTOS:
        (out / f"{name}.hlo.pb").write_bytes(ir(stage="hlo_serialized"))
    if name in OPTIMIZED:
        (out / f"{name}.cpu_after_optimizations.txt").write_text(ir(stage="optimized_hlo"))
    if name in STABLEHLO:
        (out / f"{name}.stablehlo.mlir").write_text(ir(stage="stablehlo"))
    for what, prefix, arrays in (("", "arg", inputs), (".tf", "out", results)):
        named = {f"{prefix}{i}": a for i, a in enumerate(arrays)}
        for key, a in list(named.items()):
            if a.dtype.name == "bfloat16":   # (.npz cannot hold bfloat16: its bits, and a note)
                named[key], named[f"dtype_{key}"] = a.view(np.uint16), np.array("bfloat16")
        np.savez(out / f"{name}{what}.npz", **named)
    print(f"{name}: {len(inputs)} arguments, {len(results)} results ({len(written)} written variables)")


def main(argv):
    out = pathlib.Path(argv[1] if len(argv) > 1 else ".")
    tf.random.set_seed(0)
    keras.utils.set_random_seed(0)
    tf.config.experimental.enable_op_determinism()
    print("tensorflow", tf.__version__, tf.version.GIT_VERSION, "keras", keras.__version__)
    only = set(argv[2:])
    for fn in PROGRAMS:
        if not only or fn.__name__ in only:
            make(fn, out)


if __name__ == "__main__":
    main(sys.argv)
