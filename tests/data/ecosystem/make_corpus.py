"""Write the ecosystem corpus: flax (linen, nnx), optax, equinox, diffrax, optimistix and lineax
programs lowered by jax.

Run in a scratch venv with jax==0.10.2, jaxlib==0.10.2, flax, optax, equinox, diffrax, optimistix,
lineax (not the project's
venv; see README.md):

    XLA_FLAGS=--xla_force_host_platform_device_count=8 python make_corpus.py [OUTDIR]

For each program NAME it writes
    NAME.mlir           jax.jit(step).lower(*args).as_text(debug_info=True)  (StableHLO, locations)
    NAME.npz            arg0 ... (the flattened arguments, PRNG keys as key_data: `--inputs`)
    NAME.expected.npz   out0 ... (jax.jit's own flattened results) and in_tree (the treedef)
    NAME.jaxexp         jax.export(...).serialize() for the programs marked `export`
    NAME.hlo            lowered.compile().as_text() (XLA:CPU's optimized HLO) for those marked `hlo`
and index.json (names, argument/result counts, what each program exercises).
"""
from __future__ import annotations

import json
import os
import sys
from functools import partial

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import diffrax  # noqa: E402
import equinox as eqx  # noqa: E402
import flax.linen as nn  # noqa: E402
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import lineax  # noqa: E402
import numpy as np  # noqa: E402
import optimistix as optx  # noqa: E402
import optax  # noqa: E402
from flax import nnx  # noqa: E402
from jax.sharding import Mesh, NamedSharding  # noqa: E402
from jax.sharding import PartitionSpec as P  # noqa: E402

PROGRAMS = {}


def program(*, export=False, hlo=False, debug_info=True, what=""):
    def register(make):
        PROGRAMS[make.__name__] = dict(make=make, export=export, hlo=hlo, debug_info=debug_info, what=what)
        return make
    return register


def rand(shape, seed, scale=1.0):
    return (np.random.default_rng(seed).standard_normal(shape) * scale).astype(np.float32)


def ints(shape, seed, high):
    return np.random.default_rng(seed).integers(0, high, size=shape).astype(np.int32)


def mesh():
    return Mesh(np.array(jax.devices()[:8]).reshape(2, 4), ("data", "model"))


# ---------------------------------------------------------------- flax linen


class MLP(nn.Module):
    hidden: int = 32
    out: int = 8

    @nn.compact
    def __call__(self, x, train: bool = False):
        x = nn.Dense(self.hidden)(x)
        x = nn.LayerNorm()(x)
        x = nn.gelu(x)
        x = nn.Dropout(0.25, deterministic=not train)(x)
        return nn.Dense(self.out)(x)


@program(export=True, hlo=True, what="linen Dense+LayerNorm+gelu forward")
def linen_mlp_forward():
    m = MLP()
    x = rand((4, 16), 0)
    params = m.init(jax.random.key(0), x)
    return jax.jit(lambda p, x: m.apply(p, x)), (params, x)


@program(what="linen mixed precision: Dense/LayerNorm with dtype=bfloat16, float32 params, f32 result")
def linen_bf16_forward():
    m = nn.Sequential([nn.Dense(32, dtype=jnp.bfloat16), nn.LayerNorm(dtype=jnp.bfloat16), nn.gelu,
                       nn.Dense(8, dtype=jnp.bfloat16)])
    x = rand((4, 16), 25)
    params = m.init(jax.random.key(25), x)
    return jax.jit(lambda p, x: m.apply(p, x).astype(jnp.float32)), (params, x)


class ConvNet(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Conv(8, (3, 3), padding="SAME")(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.relu(x)
        x = nn.Conv(8, (3, 3), padding="SAME", feature_group_count=4)(x)
        x = nn.max_pool(x, (2, 2), strides=(2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.Dropout(0.5, deterministic=not train)(x)
        return nn.Dense(10)(x)


@program(export=True, what="linen Conv SAME + grouped conv, BatchNorm mutable batch_stats, "
         "dropout rng, optax sgd momentum train step")
def linen_bn_conv_train():
    m = ConvNet()
    x = rand((4, 8, 8, 3), 1)
    y = ints((4,), 2, 10)
    v = m.init({"params": jax.random.key(1), "dropout": jax.random.key(2)}, x, train=False)
    tx = optax.sgd(0.05, momentum=0.9)
    opt = tx.init(v["params"])

    def step(params, stats, opt, x, y, key):
        def loss_fn(p):
            logits, upd = m.apply({"params": p, "batch_stats": stats}, x, train=True,
                                  mutable=["batch_stats"], rngs={"dropout": key})
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), upd
        (loss, upd), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
        u, opt = tx.update(g, opt, params)
        return loss, optax.apply_updates(params, u), upd["batch_stats"], opt
    return jax.jit(step), (v["params"], v["batch_stats"], opt, x, y, jax.random.key(3))


@program(what="linen BatchNorm inference (use_running_average) forward")
def linen_bn_conv_eval():
    m = ConvNet()
    x = rand((2, 8, 8, 3), 3)
    v = m.init({"params": jax.random.key(4)}, x, train=False)
    stats = jax.tree.map(lambda s: s + 0.5, v["batch_stats"])
    return jax.jit(lambda p, s, x: m.apply({"params": p, "batch_stats": s}, x, train=False)), (
        v["params"], stats, x)


class Block(nn.Module):
    d: int = 16

    @nn.compact
    def __call__(self, x, _):
        h = nn.RMSNorm()(x)
        h = nn.Dense(self.d * 2)(h)
        h = nn.silu(h)
        return x + nn.Dense(self.d)(h), None


class ScanStack(nn.Module):
    @nn.compact
    def __call__(self, x):
        blk = nn.remat(Block, prevent_cse=False, policy=jax.checkpoint_policies.dots_saveable)
        stack = nn.scan(blk, variable_axes={"params": 0}, split_rngs={"params": True},
                        length=3)
        x, _ = stack(name="layers")(x, None)
        return x


@program(hlo=True, what="linen nn.scan over 3 layers of nn.remat(policy=dots_saveable), RMSNorm, grad")
def linen_scan_remat_grad():
    m = ScanStack()
    x = rand((4, 16), 5)
    params = m.init(jax.random.key(5), x)

    def loss(p, x):
        return jnp.mean(m.apply(p, x) ** 2)
    return jax.jit(jax.value_and_grad(loss)), (params, x)


class TinyLM(nn.Module):
    vocab: int = 32
    d: int = 16
    heads: int = 2
    mlp: bool = True

    @nn.compact
    def __call__(self, tokens, train: bool = False):
        x = nn.Embed(self.vocab, self.d)(tokens)
        h = nn.LayerNorm()(x)
        mask = nn.make_causal_mask(tokens)
        h = nn.MultiHeadDotProductAttention(self.heads, dropout_rate=0.1, deterministic=not train)(
            h, h, mask=mask)
        x = x + h
        if self.mlp:
            x = x + nn.Dense(self.d)(nn.gelu(nn.Dense(self.d * 2)(nn.RMSNorm()(x))))
        return nn.Dense(self.vocab)(x)


def _lm_setup(mlp=True):
    m = TinyLM(mlp=mlp)
    tok = ints((2, 8), 6, 32)
    params = m.init(jax.random.key(6), tok)
    return m, tok, params


@program(export=True, what="linen Embed(int32 tokens) + MultiHeadDotProductAttention causal mask forward")
def linen_lm_forward():
    m, tok, params = _lm_setup()
    return jax.jit(lambda p, t: m.apply(p, t)), (params, tok)


def _lm_loss(m, p, tok, key):
    logits = m.apply(p, tok, train=True, rngs={"dropout": key})
    labels = jnp.roll(tok, -1, axis=1)
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


def _adamw():
    sched = optax.warmup_cosine_decay_schedule(0.0, 1e-2, warmup_steps=2, decay_steps=10)
    return optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=0.01))


@program(debug_info=False, what="linen LM train step: dropout in attention, optax chain(clip_by_global_norm, "
         "adamw(warmup_cosine schedule)) with int32 step counters")
def linen_lm_adamw_train():
    m, tok, params = _lm_setup(mlp=False)   # (the MLP block: compile time, nothing new)
    tx = _adamw()
    opt = tx.init(params)
    # one step first so the counters and moments are not at their initial values
    g0 = jax.grad(partial(_lm_loss, m))(params, tok, jax.random.key(0))
    _, opt = tx.update(g0, opt, params)

    def step(p, opt, tok, key):
        loss, g = jax.value_and_grad(partial(_lm_loss, m))(p, tok, key)
        u, opt = tx.update(g, opt, p)
        return loss, optax.apply_updates(p, u), opt
    return jax.jit(step), (params, opt, tok, jax.random.key(7))


@program(what="optax.MultiSteps(adam, every_k=2): accumulation with lax.cond on the step counter")
def optax_multisteps():
    m = MLP()
    x, y = rand((4, 16), 8), rand((4, 8), 9)
    params = m.init(jax.random.key(8), x)
    tx = optax.MultiSteps(optax.adam(1e-2), every_k_schedule=2)
    opt = tx.init(params)

    def step(p, opt, x, y):
        g = jax.grad(lambda p: jnp.mean((m.apply(p, x) - y) ** 2))(p)
        u, opt = tx.update(g, opt, p)
        return optax.apply_updates(p, u), opt
    # one step in: the next one applies the accumulated update (the cond's other branch)
    p1, opt = jax.jit(step)(params, opt, x, y)
    return jax.jit(step), (p1, opt, x, y)


@program(debug_info=False, what="dropout on jax's 'rbg' PRNG (stablehlo.rng_bit_generator, as MaxText/T5X "
         "configure), key split, random bits and bf16 normals out, adamw with bfloat16 moments (mu_dtype)")
def linen_rbg_dropout_train():
    m = nn.Sequential([nn.Dense(16), nn.Dropout(0.5, deterministic=False), nn.Dense(4)])
    x = rand((8, 8), 26)
    params = m.init({"params": jax.random.key(26), "dropout": jax.random.key(27)}, x)
    tx = optax.adamw(1e-2, mu_dtype=jnp.bfloat16)
    opt = tx.init(params)

    def step(p, opt, x, key):
        k1, k2 = jax.random.split(key)
        g = jax.grad(lambda p: jnp.mean(m.apply(p, x, rngs={"dropout": k1}) ** 2))(p)
        u, opt = tx.update(g, opt, p)
        return (optax.apply_updates(p, u), opt, jax.random.bits(k2, (4,)),
                jax.random.normal(k2, (3,), jnp.bfloat16))
    return jax.jit(step), (params, opt, x, jax.random.key(28, impl="rbg"))


class LSTMNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.RNN(nn.OptimizedLSTMCell(12))(x)


@program(what="linen nn.RNN(OptimizedLSTMCell) over 6 steps (scan -> while), grad")
def linen_lstm_grad():
    m = LSTMNet()
    x = rand((2, 6, 5), 10)
    params = m.init(jax.random.key(10), x)
    return jax.jit(jax.grad(lambda p, x: jnp.sum(m.apply(p, x) ** 2))), (params, x)


# ---------------------------------------------------------------- flax linen, sharded


class ShardedMLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        init = nn.initializers.lecun_normal()
        w1 = self.param("w1", nn.with_logical_partitioning(init, ("embed", "mlp")), (16, 32))
        w2 = self.param("w2", nn.with_logical_partitioning(init, ("mlp", "embed")), (32, 16))
        x = nn.with_logical_constraint(x, ("batch", "embed"))
        h = nn.relu(x @ w1)
        h = nn.with_logical_constraint(h, ("batch", "mlp"))
        return h @ w2


RULES = (("batch", "data"), ("embed", None), ("mlp", "model"))


@program(export=True, hlo=True, what="linen logical partitioning on a (2,4) mesh, adamw train step, "
         "donated params and optimizer state")
def linen_sharded_train():
    m = ShardedMLP()
    mh = mesh()
    x, y = rand((8, 16), 11), rand((8, 16), 12)
    abstract = jax.eval_shape(m.init, jax.random.key(11), x)
    specs = nn.logical_to_mesh_sharding(nn.get_partition_spec(abstract), mh, RULES)
    with jax.set_mesh(mh), nn.logical_axis_rules(RULES):
        params = jax.jit(m.init, out_shardings=specs)(jax.random.key(11), x)
    params = nn.meta.unbox(params)
    pspecs = nn.meta.unbox(specs)
    tx = optax.adamw(1e-2)
    opt = tx.init(params)
    # moments as their parameter (the shapes differ), step counters replicated
    by_shape = {a.shape: a.sharding for a in jax.tree.leaves(params)}
    opt_sh = jax.tree.map(lambda a: by_shape.get(a.shape, NamedSharding(mh, P())), opt)
    opt = jax.device_put(opt, opt_sh)
    data = NamedSharding(mh, P("data"))

    def step(p, opt, x, y):
        with nn.logical_axis_rules(RULES):
            loss, g = jax.value_and_grad(lambda p: jnp.mean((m.apply(p, x) - y) ** 2))(p)
        u, opt = tx.update(g, opt, p)
        return loss, optax.apply_updates(p, u), opt
    jitted = jax.jit(step, in_shardings=(pspecs, opt_sh, data, data),
                     out_shardings=(NamedSharding(mh, P()), pspecs, opt_sh), donate_argnums=(0, 1))
    return jitted, (params, opt, jax.device_put(x, data), jax.device_put(y, data))


# ---------------------------------------------------------------- flax nnx


class NnxNet(nnx.Module):
    def __init__(self, rngs):
        self.lin1 = nnx.Linear(16, 32, rngs=rngs)
        self.bn = nnx.BatchNorm(32, rngs=rngs)
        self.drop = nnx.Dropout(0.3, rngs=rngs)
        self.lin2 = nnx.Linear(32, 4, rngs=rngs)

    def __call__(self, x):
        return self.lin2(self.drop(nnx.relu(self.bn(self.lin1(x)))))


def _nnx_pure(graphdef, fn):
    """A jax.jit-able function of nnx state (as users write with nnx.split / nnx.merge)."""
    def pure(state, *args):
        model = nnx.merge(graphdef, state)
        out = fn(model, *args)
        return out, nnx.state(model)
    return pure


@program(export=True, what="nnx Linear+BatchNorm+Dropout(nnx.Rngs stream) train step with nnx.Optimizer"
         "(adamw); state in and out (rng counters, batch stats)")
def nnx_train():
    model = NnxNet(nnx.Rngs(0, dropout=1))
    model.train()
    opt = nnx.Optimizer(model, optax.adamw(1e-2), wrt=nnx.Param)
    x, y = rand((8, 16), 13), rand((8, 4), 14)
    graphdef, state = nnx.split((model, opt))

    def train(pair, x, y):
        model, opt = pair

        def loss_fn(model):
            return jnp.mean((model(x) - y) ** 2)
        loss, g = nnx.value_and_grad(loss_fn)(model)
        opt.update(model, g)
        return loss
    return jax.jit(_nnx_pure(graphdef, train)), (state, x, y)


class NnxAttn(nnx.Module):
    def __init__(self, rngs):
        self.emb = nnx.Embed(24, 16, rngs=rngs)
        self.norm = nnx.RMSNorm(16, rngs=rngs)
        self.mha = nnx.MultiHeadAttention(num_heads=4, in_features=16, decode=False, rngs=rngs)
        self.ln = nnx.LayerNorm(16, rngs=rngs)

    def __call__(self, tok):
        x = self.emb(tok)
        mask = nnx.combine_masks(nnx.make_attention_mask(tok > 0, tok > 0), nnx.make_causal_mask(tok))
        return self.ln(x + self.mha(self.norm(x), mask=mask))


@program(hlo=True, what="nnx Embed + RMSNorm + MultiHeadAttention with padding & causal mask, LayerNorm")
def nnx_attention_forward():
    model = NnxAttn(nnx.Rngs(2))
    tok = ints((2, 6), 15, 24)
    tok[0, 4:] = 0
    graphdef, state = nnx.split(model)
    return jax.jit(lambda s, t: nnx.merge(graphdef, s)(t)), (state, tok)


class NnxLayer(nnx.Module):
    def __init__(self, rngs):
        self.lin = nnx.Linear(16, 16, rngs=rngs)
        self.norm = nnx.LayerNorm(16, rngs=rngs)

    def __call__(self, x):
        return x + nnx.tanh(self.lin(self.norm(x)))


@program(what="nnx.vmap-created stacked layers applied with nnx.scan, value_and_grad")
def nnx_scan_grad():
    @nnx.vmap(in_axes=0, out_axes=0)
    def make(rngs):
        return NnxLayer(rngs)
    layers = make(nnx.Rngs(3).fork(split=4))
    x = rand((3, 16), 16)
    graphdef, state = nnx.split(layers)

    def loss(state, x):
        layers = nnx.merge(graphdef, state)

        @nnx.scan(in_axes=(0, nnx.Carry), out_axes=nnx.Carry)
        def run(layer, x):
            return layer(x)
        return jnp.sum(run(layers, x) ** 2)
    return jax.jit(jax.value_and_grad(loss)), (state, x)


class NnxSharded(nnx.Module):
    def __init__(self, rngs):
        init = nnx.initializers.lecun_normal()
        self.w1 = nnx.Param(nnx.with_partitioning(init, (None, "model"))(rngs.params(), (16, 32)))
        self.w2 = nnx.Param(nnx.with_partitioning(init, ("model", None))(rngs.params(), (32, 16)))

    def __call__(self, x):
        return nnx.gelu(x @ self.w1[...]) @ self.w2[...]


@program(what="nnx.with_partitioning params on a (2,4) mesh, sharded forward+grad with sharding constraints")
def nnx_sharded_grad():
    mh = mesh()
    with jax.set_mesh(mh):
        model = NnxSharded(nnx.Rngs(4))
        graphdef, state = nnx.split(model)
        specs = nnx.get_partition_spec(state)
        state = jax.tree.map(lambda a, s: jax.device_put(a, NamedSharding(mh, s)), state, specs)
    x = jax.device_put(rand((8, 16), 17), NamedSharding(mh, P("data")))

    def loss(state, x):
        out = nnx.merge(graphdef, state)(x)
        out = jax.lax.with_sharding_constraint(out, NamedSharding(mh, P("data", None)))
        return jnp.mean(out ** 2)
    shard = jax.tree.map(lambda s: NamedSharding(mh, s), specs)
    return jax.jit(jax.value_and_grad(loss), in_shardings=(shard, NamedSharding(mh, P("data"))),
                   out_shardings=(NamedSharding(mh, P()), shard)), (state, x)


# ---------------------------------------------------------------- equinox


class EqxNet(eqx.Module):
    conv: eqx.nn.Conv2d
    mlp: eqx.nn.MLP
    norm: eqx.nn.LayerNorm
    act_name: str = eqx.field(static=True)

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.conv = eqx.nn.Conv2d(2, 4, 3, padding="SAME", key=k1)
        self.mlp = eqx.nn.MLP(4 * 6 * 6, 3, 16, 2, activation=jax.nn.softplus, key=k2)
        self.norm = eqx.nn.LayerNorm(4 * 6 * 6)
        self.act_name = "tanh"

    def __call__(self, x):
        h = getattr(jnp, self.act_name)(self.conv(x)).reshape(-1)
        return self.mlp(self.norm(h))


@program(export=True, what="equinox Conv2d+LayerNorm+MLP with a static field, filter_value_and_grad over a "
         "vmapped batch, optax adam step (eqx.partition / combine)")
def eqx_train():
    model = EqxNet(jax.random.key(20))
    params, static = eqx.partition(model, eqx.is_array)
    tx = optax.adam(1e-2)
    opt = tx.init(params)
    x, y = rand((5, 2, 6, 6), 18), rand((5, 3), 19)

    def step(params, opt, x, y):
        @eqx.filter_value_and_grad
        def loss(model):
            return jnp.mean((jax.vmap(model)(x) - y) ** 2)
        model = eqx.combine(params, static)
        val, g = loss(model)
        u, opt = tx.update(g, opt, params)
        return val, eqx.apply_updates(params, u), opt
    return jax.jit(step), (params, opt, x, y)


class EqxBlock(eqx.Module):
    lin: eqx.nn.Linear
    drop: eqx.nn.Dropout

    def __init__(self, key):
        self.lin = eqx.nn.Linear(8, 8, key=key)
        self.drop = eqx.nn.Dropout(0.2)

    def __call__(self, x, key):
        return self.drop(jax.nn.gelu(self.lin(x)), key=key)


@program(what="equinox: stacked blocks via filter_vmap, lax.scan with jax.checkpoint(policy) per layer, "
         "dropout with split keys")
def eqx_scan_checkpoint():
    keys = jax.random.split(jax.random.key(21), 3)
    blocks = eqx.filter_vmap(EqxBlock)(keys)
    params, static = eqx.partition(blocks, eqx.is_array)
    x = rand((8,), 22)

    def loss(params, x, key):
        @partial(jax.checkpoint, policy=jax.checkpoint_policies.nothing_saveable)
        def body(x, layer_and_key):
            p, k = layer_and_key
            return eqx.combine(p, static)(x, k), None
        out, _ = jax.lax.scan(body, x, (params, jax.random.split(key, 3)))
        return jnp.sum(out ** 2)
    return jax.jit(jax.value_and_grad(loss)), (params, x, jax.random.key(23))


@program(what="equinox BatchNorm with eqx.nn.State (stateful, axis_name under vmap)")
def eqx_batchnorm_state():
    model, state = eqx.nn.make_with_state(eqx.nn.BatchNorm)(6, axis_name="batch")
    params, static = eqx.partition(model, eqx.is_array)
    x = rand((4, 6), 24)

    def fwd(params, state, x):
        m = eqx.combine(params, static)
        out, state = jax.vmap(m, axis_name="batch", in_axes=(0, None), out_axes=(0, None))(x, state)
        return out, state
    return jax.jit(fwd), (params, state, x)


# ---------------------------------------------------------------- diffrax, optimistix, lineax
# (equinox's error_if in each: a pure_callback in the branch a failed check takes)


@program(hlo=True, what="diffrax Dopri5 with a PID step-size controller, SaveAt(ts), max_steps=64 "
         "(k large enough makes it run out of steps: equinox's error_if raises)")
def diffrax_dopri5_adaptive():
    def solve(y0, k):
        term = diffrax.ODETerm(lambda t, y, args: -args * y + jnp.sin(t) * y[::-1])
        return diffrax.diffeqsolve(term, diffrax.Dopri5(), 0.0, 3.0, 0.1, y0, args=k, max_steps=64,
                                   stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-6),
                                   saveat=diffrax.SaveAt(ts=jnp.linspace(0.0, 3.0, 7))).ys
    return jax.jit(solve), (rand((3,), 31), np.float32(1.0))


@program(debug_info=False,
         what="diffrax Tsit5, gradient through RecursiveCheckpointAdjoint (nested checkpointed loops)")
def diffrax_grad_checkpoint():
    def loss(y0):
        term = diffrax.ODETerm(lambda t, y, args: jnp.tanh(y) * 0.5 - y ** 3 * 0.1)
        sol = diffrax.diffeqsolve(term, diffrax.Tsit5(), 0.0, 2.0, 0.05, y0, max_steps=64,
                                  stepsize_controller=diffrax.PIDController(rtol=1e-4, atol=1e-5),
                                  adjoint=diffrax.RecursiveCheckpointAdjoint(checkpoints=16))
        return jnp.sum(sol.ys ** 2)
    return jax.jit(jax.grad(loss)), (rand((3,), 32),)


@program(what="optimistix BFGS minimise and Newton root find; lineax GMRES on an SPD operator")
def optx_lineax_solvers():
    def solve(x0, a, b):
        m = optx.minimise(lambda y, c: jnp.sum((y - c) ** 2) + 0.1 * jnp.sum(y ** 4), optx.BFGS(rtol=1e-5, atol=1e-5),
                          x0, args=jnp.ones(3)).value
        r = optx.root_find(lambda y, c: jnp.tanh(y) + y ** 3 - c, optx.Newton(rtol=1e-5, atol=1e-5), x0,
                           args=jnp.arange(3.0) / 4).value
        op = lineax.MatrixLinearOperator(a @ a.T + 5 * jnp.eye(5))
        return m, r, lineax.linear_solve(op, b, lineax.GMRES(rtol=1e-5, atol=1e-5)).value
    return jax.jit(solve), (rand((3,), 33), rand((5, 5), 34), rand((5,), 35))


# ---------------------------------------------------------------- driver


def leaves(tree):
    out = []
    for leaf in jax.tree.leaves(tree):
        if isinstance(leaf, jax.Array) and jnp.issubdtype(leaf.dtype, jax.dtypes.prng_key):
            leaf = jax.random.key_data(leaf)
        out.append(np.asarray(leaf))
    return out


def flat_export(jitted, args):
    """jax.export of the program on flattened arguments: optax's and flax's state classes are not
    registered for pytree serialization, and users export leaves for that reason."""
    flat, tree = jax.tree.flatten(args)
    shardings = [getattr(a, "sharding", None) for a in flat]
    shardings = [s if isinstance(s, NamedSharding) else None for s in shardings]

    def on_leaves(*flat):
        return jax.tree.leaves(jitted(*jax.tree.unflatten(tree, flat)))
    fn = jax.jit(on_leaves, in_shardings=shardings) if any(shardings) else jax.jit(on_leaves)
    return jax.export.export(fn)(*flat).serialize()


def compiled_text(compiled) -> str:
    """compile().as_text(), but with large constants printed (as_text elides them: `{...}`)."""
    from jaxlib import _hlo
    options = _hlo.HloPrintOptions()
    options.print_large_constants = True
    return compiled.runtime_executable().hlo_modules()[0].to_string(options)


def write(name, spec, outdir):
    jitted, args = spec["make"]()
    lowered = jitted.lower(*args)
    text = lowered.as_text(debug_info=spec["debug_info"])
    ins = leaves(args)
    in_tree = str(jax.tree.structure(args))
    if spec["export"]:
        with open(os.path.join(outdir, f"{name}.jaxexp"), "wb") as f:
            f.write(flat_export(jitted, args))
    if spec["hlo"]:
        with open(os.path.join(outdir, f"{name}.hlo"), "w") as f:
            f.write(compiled_text(lowered.compile()))
    outs = leaves(jitted(*args))   # last: donated arguments are gone afterwards
    with open(os.path.join(outdir, f"{name}.mlir"), "w") as f:
        f.write(text)
    # arg0 ... as `hlobridge run/difftest --inputs` read them; jax's results apart
    np.savez_compressed(os.path.join(outdir, f"{name}.npz"), **{f"arg{i}": a for i, a in enumerate(ins)})
    np.savez_compressed(os.path.join(outdir, f"{name}.expected.npz"), in_tree=np.array(in_tree),
                        **{f"out{i}": a for i, a in enumerate(outs)})
    return dict(name=name, what=spec["what"], inputs=len(ins), outputs=len(outs),
                sharded="num_partitions = 8" in text, export=spec["export"], hlo=spec["hlo"])


def main():
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    os.makedirs(outdir, exist_ok=True)
    only = sys.argv[2:]   # NAME ...: write these alone (index.json then lists them alone)
    index = [write(name, spec, outdir) for name, spec in PROGRAMS.items() if not only or name in only]
    versions = {m.__name__: m.__version__ for m in (jax, jax.lib, np, optax, eqx, diffrax, optx, lineax)}
    import flax
    versions["flax"] = flax.__version__
    with open(os.path.join(outdir, "index.json"), "w") as f:
        json.dump(dict(versions=versions, programs=index), f, indent=1)
    for p in index:
        print(p["name"], p["inputs"], "->", p["outputs"])


if __name__ == "__main__":
    main()
