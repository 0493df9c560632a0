"""Write the keras corpus: Keras 3 and keras_hub models on the JAX backend, lowered by jax.

Run in a scratch venv with jax==0.10.2, jaxlib==0.10.2, keras, keras_hub (not the project's
venv; see README.md):

    python make_corpus.py [OUTDIR]

Every program is a keras model called the way keras's own JAX trainer calls it: functionally,
`model.stateless_call(trainable, non_trainable, x)` (and `compute_loss_and_updates`,
`optimizer.stateless_apply` for train steps), under `jax.jit`, with the weights as arguments.
For each program NAME it writes
    NAME.mlir             jax.jit(fn).lower(*args).as_text(debug_info=True)  (StableHLO, locations)
    NAME.npz              arg0 ... (the flattened arguments the module takes: `--inputs`)
    NAME.unused.npz       argK ... the flattened arguments jax left out of the module (a .jaxexp takes them)
    NAME.expected.npz     out0 ... (jax.jit's own flattened results) and in_tree (the treedef)
    NAME.jaxexp           jax.export(jax.jit(fn))(*args).serialize() for the programs marked `export`
    NAME.hlo              lowered.compile().as_text() (XLA:CPU's optimized HLO) for those marked `hlo`
    NAME.before_opt.hlo   XLA's --xla_dump_to before_optimizations text for those marked `dump`
and index.json (names, argument/result counts, what each program exercises).
"""
from __future__ import annotations

import glob
import itertools
import json
import os
import shutil
import sys
import tempfile

DUMP = tempfile.mkdtemp(prefix="keras-xla-dump-")
os.environ["KERAS_BACKEND"] = "jax"
os.environ["XLA_FLAGS"] = (f"--xla_force_host_platform_device_count=8 --xla_dump_to={DUMP} "
                           "--xla_dump_hlo_as_text --xla_dump_hlo_pass_re=^$")

import jax  # noqa: E402
import keras  # noqa: E402
import keras_hub  # noqa: E402
import numpy as np  # noqa: E402
from keras import layers  # noqa: E402

PROGRAMS = {}


def program(*, export=False, hlo=False, dump=False, debug_info=False, what=""):
    def register(make):
        PROGRAMS[make.__name__] = dict(make=make, export=export, hlo=hlo, dump=dump, debug_info=debug_info,
                                       what=what)
        return make
    return register


def rand(shape, seed, scale=1.0):
    return (np.random.default_rng(seed).standard_normal(shape) * scale).astype(np.float32)


def ints(shape, seed, high):
    return np.random.default_rng(seed).integers(0, high, size=shape).astype(np.int32)


def weights(model):
    return ([v.value for v in model.trainable_variables], [v.value for v in model.non_trainable_variables])


def forward(model, x, training=False):
    """The inference call keras's JAX trainer makes: weights in, outputs out."""
    def fn(tv, ntv, x):
        y, _ = model.stateless_call(tv, ntv, x, training=training)
        return y
    return fn, (*weights(model), x)


def tokens(seed, batch=2, seq=8, vocab=64, pad_from=6):
    mask = np.ones((batch, seq), np.int32)
    mask[0, pad_from:] = 0
    return {"token_ids": ints((batch, seq), seed, vocab), "padding_mask": mask}


# ---------------------------------------------------------------- keras_hub text backbones


@program(export=True, dump=True, debug_info=True, what="keras_hub BertBackbone (1 layer): token, position "
         "and segment embeddings, padding mask, post-LN encoder, pooled tanh output")
def bert_backbone():
    m = keras_hub.models.BertBackbone(vocabulary_size=64, num_layers=1, num_heads=2, hidden_dim=16,
                                      intermediate_dim=32, max_sequence_length=8)
    x = tokens(1)
    x["segment_ids"] = np.array([[0] * 4 + [1] * 4] * 2, np.int32)
    return forward(m, x)


@program(what="keras_hub GPT2Backbone (2 layers): causal + padding mask, pre-LN, gelu(approximate)")
def gpt2_backbone():
    m = keras_hub.models.GPT2Backbone(vocabulary_size=64, num_layers=2, num_heads=2, hidden_dim=16,
                                      intermediate_dim=32, max_sequence_length=8)
    return forward(m, tokens(2))


@program(export=True, what="keras_hub GemmaBackbone: RMSNorm, rotary embeddings, multi-query attention, "
         "gelu-gated MLP, logit soft-cap, sliding window")
def gemma_backbone():
    m = keras_hub.models.GemmaBackbone(vocabulary_size=64, num_layers=1, num_query_heads=2,
                                       num_key_value_heads=1, hidden_dim=16, intermediate_dim=32, head_dim=8,
                                       attention_logit_soft_cap=50.0, final_logit_soft_cap=30.0,
                                       use_sliding_window_attention=True, sliding_window_size=4,
                                       use_post_ffw_norm=True, use_post_attention_norm=True)
    return forward(m, tokens(3))


@program(what="keras_hub LlamaBackbone (2 layers): grouped-query attention, rotary, SwiGLU")
def llama_backbone():
    m = keras_hub.models.LlamaBackbone(vocabulary_size=64, num_layers=2, num_query_heads=4, hidden_dim=16,
                                       intermediate_dim=32, num_key_value_heads=2)
    return forward(m, tokens(4))


@program(what="keras_hub MistralBackbone: sliding-window causal attention (window 3), GQA")
def mistral_backbone():
    m = keras_hub.models.MistralBackbone(vocabulary_size=64, num_layers=1, num_query_heads=4, hidden_dim=16,
                                         intermediate_dim=32, num_key_value_heads=2, sliding_window=3)
    return forward(m, tokens(5))


@program(what="keras_hub GPT2CausalLM.generate's compiled step (as CausalLM.make_generate_function writes it "
         "for jax): prompt padding mask (bool), KV cache in a while loop, TopKSampler with a seed, stop token")
def gpt2_generate():
    bb = keras_hub.models.GPT2Backbone(vocabulary_size=64, num_layers=1, num_heads=2, hidden_dim=16,
                                       intermediate_dim=32, max_sequence_length=8)
    lm = keras_hub.models.GPT2CausalLM(backbone=bb, preprocessor=None)
    lm.compile(sampler=keras_hub.samplers.TopKSampler(k=4, seed=31))

    def fn(inputs, state):
        sampler, tv, ntv = state
        mapping = itertools.chain(zip(lm.sampler.variables, sampler), zip(lm.trainable_variables, tv),
                                  zip(lm.non_trainable_variables, ntv))
        with keras.StatelessScope(state_mapping=mapping) as scope:
            out = lm.generate_step(inputs, (3,))
        return out, [scope.get_current_value(v) for v in lm.sampler.variables]
    mask = np.arange(8)[None, :] < np.array([[3], [5]])   # prompts of 3 and 5 tokens
    prompt = dict(token_ids=ints((2, 8), 32, 64) * mask, padding_mask=mask)
    return fn, (prompt, ([v.value for v in lm.sampler.variables], *weights(lm)))


# ---------------------------------------------------------------- vision


@program(what="keras_hub ViTBackbone: patch conv, class token, position embedding, 2 encoder layers")
def vit_backbone():
    m = keras_hub.models.ViTBackbone(image_shape=(16, 16, 3), patch_size=4, num_layers=2, num_heads=2,
                                     hidden_dim=16, mlp_dim=32)
    return forward(m, rand((2, 16, 16, 3), 6))


def _randomize_bn(model):
    """Moving statistics away from (0, 1), so inference BatchNorm does arithmetic."""
    rng = np.random.default_rng(99)
    for v in model.non_trainable_variables:
        if v.path.endswith("moving_mean"):
            v.assign(rng.standard_normal(v.shape).astype("float32") * 0.1)
        elif v.path.endswith("moving_variance"):
            v.assign(rng.uniform(0.5, 1.5, v.shape).astype("float32"))


@program(export=True, what="keras_hub EfficientNetBackbone (MBConv + fused MBConv, "
         "squeeze-excite, swish, depthwise conv)")
def efficientnet_backbone():
    m = keras_hub.models.EfficientNetBackbone(
        stackwise_width_coefficients=[0.25] * 2, stackwise_depth_coefficients=[1.0] * 2,
        stackwise_kernel_sizes=[3, 3], stackwise_num_repeats=[1, 1], stackwise_input_filters=[16, 16],
        stackwise_output_filters=[16, 24], stackwise_expansion_ratios=[1, 4],
        stackwise_squeeze_and_excite_ratios=[0.25, 0.25], stackwise_strides=[1, 2],
        stackwise_block_types=["fused", "v1"], input_shape=(16, 16, 3), num_features=32)
    _randomize_bn(m)
    return forward(m, rand((2, 16, 16, 3), 8))


@program(what="keras_hub MobileNetBackbone (v3 style): hard_swish, inverted residuals, squeeze-excite")
def mobilenet_backbone():
    m = keras_hub.models.MobileNetBackbone(
        stackwise_expansion=[[4], [6]], stackwise_num_blocks=[1, 1], stackwise_num_filters=[[8], [16]],
        stackwise_kernel_size=[[3], [5]], stackwise_num_strides=[[2], [2]], stackwise_se_ratio=[[None], [0.25]],
        stackwise_activation=[["relu"], ["hard_swish"]], stackwise_padding=[[1], [2]], output_num_filters=32,
        depthwise_filters=8, depthwise_stride=2, depthwise_residual=False, last_layer_filter=32,
        squeeze_and_excite=0.5, image_shape=(32, 32, 3), input_num_filters=8)
    _randomize_bn(m)
    return forward(m, rand((2, 32, 32, 3), 9))


@program(what="SAM (keras_hub SAMBackbone): ViTDet image encoder with windowed + relative-position "
         "attention, prompt encoder (points, boxes), two-way transformer mask decoder")
def sam_backbone():
    enc = keras_hub.models.ViTDetBackbone(hidden_size=16, num_layers=2, intermediate_dim=32, num_heads=2,
                                          global_attention_layer_indices=[1], image_shape=(32, 32, 3),
                                          patch_size=8, num_output_channels=16, window_size=2)
    prompt = keras_hub.layers.SAMPromptEncoder(hidden_size=16, image_embedding_size=(4, 4),
                                               input_image_size=(32, 32), mask_in_channels=4)
    dec = keras_hub.layers.SAMMaskDecoder(hidden_size=16, num_layers=1, intermediate_dim=32, num_heads=2,
                                          embedding_dim=16, num_multimask_outputs=3, iou_head_depth=2,
                                          iou_head_hidden_dim=16)
    m = keras_hub.models.SAMBackbone(image_encoder=enc, prompt_encoder=prompt, mask_decoder=dec)
    x = {"images": rand((1, 32, 32, 3), 10), "points": rand((1, 2, 2), 11, 8.0) + 16,
         "labels": np.array([[1, 0]], np.float32), "boxes": np.array([[[[4, 4], [20, 24]]]], np.float32),
         "masks": np.zeros((1, 0, 16, 16, 1), np.float32)}
    return forward(m, x)


@program(hlo=True, what="conv-transpose decoder (keras.layers): Dense, Reshape, Conv2DTranspose stride 2, "
         "BatchNorm, UpSampling2D bilinear, sigmoid")
def conv_transpose_decoder():
    keras.utils.set_random_seed(12)
    m = keras.Sequential([keras.Input((8,)), layers.Dense(4 * 4 * 8), layers.Reshape((4, 4, 8)),
                          layers.Conv2DTranspose(8, 3, strides=2, padding="same"), layers.BatchNormalization(),
                          layers.LeakyReLU(), layers.Conv2DTranspose(4, 4, strides=2, padding="valid"),
                          layers.UpSampling2D(2, interpolation="bilinear"),
                          layers.Conv2D(1, 3, padding="same", activation="sigmoid")])
    _randomize_bn(m)
    return forward(m, rand((2, 8), 12))


# ---------------------------------------------------------------- audio, recurrent


@program(what="Whisper-style audio: keras.layers.MelSpectrogram (stft, mel filterbank, log) into "
         "keras_hub WhisperBackbone (conv frontend, encoder + decoder, 1 layer)")
def whisper_audio():
    mel = layers.MelSpectrogram(fft_length=64, sequence_stride=32, sequence_length=64, num_mel_bins=8,
                                sampling_rate=4000, power_to_db=True, mag_exp=2.0)
    wb = keras_hub.models.WhisperBackbone(vocabulary_size=64, num_layers=1, num_heads=2, hidden_dim=16,
                                          intermediate_dim=32, num_mels=8, max_encoder_sequence_length=16,
                                          max_decoder_sequence_length=8)
    audio = rand((1, 16 * 32 - 1), 13, 0.3)
    tok = tokens(14, batch=1)
    x = dict(audio=audio, decoder_token_ids=tok["token_ids"], decoder_padding_mask=tok["padding_mask"])
    mel.build(audio.shape)
    tv, ntv = weights(wb)

    def fn(tv, ntv, x):
        feats = keras.ops.transpose(mel(x["audio"]), (0, 2, 1))[:, :16]    # (batch, frames, mels)
        y, _ = wb.stateless_call(tv, ntv, dict(
            encoder_features=feats,
            decoder_token_ids=x["decoder_token_ids"], decoder_padding_mask=x["decoder_padding_mask"]))
        return y
    return fn, (tv, ntv, x)


@program(what="keras LSTM/GRU text classifier: Embedding(mask_zero), Bidirectional LSTM, GRU, masking")
def rnn_classifier():
    keras.utils.set_random_seed(15)
    inp = keras.Input((7,), dtype="int32")
    h = layers.Embedding(32, 8, mask_zero=True)(inp)
    h = layers.Bidirectional(layers.LSTM(6, return_sequences=True))(h)
    h = layers.GRU(5)(h)
    m = keras.Model(inp, layers.Dense(3, activation="softmax")(h))
    t = ints((3, 7), 16, 32)
    t[0, 4:] = 0
    t[1, 6:] = 0
    return forward(m, t)


# ---------------------------------------------------------------- training


def train_step(model, optimizer):
    """keras's own JAX train step: compute_loss_and_updates under value_and_grad, then
    optimizer.stateless_apply (as JAXTrainer.train_step does)."""
    optimizer.build(model.trainable_variables)
    grad_fn = jax.value_and_grad(model.compute_loss_and_updates, has_aux=True)

    def step(tv, ntv, ov, mv, x, y):
        (_, (loss, y_pred, ntv, mv)), g = grad_fn(tv, ntv, mv, x, y, None, training=True, optimizer_variables=ov)
        tv, ov = optimizer.stateless_apply(ov, g, tv)
        return loss, tv, ntv, ov, mv
    return step, [v.value for v in optimizer.variables], [v.value for v in model.metrics_variables]


@program(export=True, dump=True, what="train step: Conv2D + BatchNorm(training) + Dropout(seeded) + Dense, "
         "sparse categorical crossentropy via model.compute_loss_and_updates, jax.value_and_grad, "
         "Adam via optimizer.stateless_apply; BN statistics and seed state out")
def cnn_train_step():
    keras.utils.set_random_seed(17)
    m = keras.Sequential([keras.Input((8, 8, 2)), layers.Conv2D(4, 3, padding="same"),
                          layers.BatchNormalization(), layers.ReLU(), layers.MaxPooling2D(),
                          layers.Flatten(), layers.Dropout(0.3, seed=5), layers.Dense(3)])
    m.compile(optimizer=keras.optimizers.Adam(1e-2),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    step, ov, mv = train_step(m, m.optimizer)
    return step, (*weights(m), ov, mv, rand((4, 8, 8, 2), 18), ints((4,), 19, 3))


@program(what="mixed_bfloat16 dtype policy: bf16 compute, f32 variables; an attention block train "
         "step (LayerNorm, MultiHeadAttention causal, f32 head) with AdamW and gradient clipping")
def mixed_bf16_train_step():
    keras.config.set_dtype_policy("mixed_bfloat16")
    try:
        keras.utils.set_random_seed(20)
        inp = keras.Input((6, 16))
        h = layers.LayerNormalization()(inp)
        h = inp + layers.MultiHeadAttention(2, 8)(h, h, use_causal_mask=True)
        out = layers.Dense(4, dtype="float32")(layers.GlobalAveragePooling1D()(h))
        m = keras.Model(inp, out)
    finally:
        keras.config.set_dtype_policy("float32")
    m.compile(optimizer=keras.optimizers.AdamW(1e-2, clipnorm=1.0), loss="mse")
    step, ov, mv = train_step(m, m.optimizer)
    return step, (*weights(m), ov, mv, rand((2, 6, 16), 21), rand((2, 4), 22))


@program(what="random layers in training mode with fixed seeds: RandomFlip, RandomRotation (affine "
         "transform, bilinear), Dropout; seed states out")
def random_layers_train():
    keras.utils.set_random_seed(23)
    m = keras.Sequential([keras.Input((8, 8, 3)), layers.RandomFlip(seed=1), layers.RandomRotation(0.2, seed=2),
                          layers.Conv2D(4, 3), layers.Dropout(0.5, seed=7)])
    tv, ntv = weights(m)

    def fn(tv, ntv, x):
        return m.stateless_call(tv, ntv, x, training=True)
    return fn, (tv, ntv, rand((2, 8, 8, 3), 24))


# ---------------------------------------------------------------- keras.distribution


def _sharded(dist, make_model, x):
    """Variables laid out by the distribution; the data by its data layout."""
    keras.distribution.set_distribution(dist)
    try:
        keras.utils.set_random_seed(25)
        m = make_model()
        tv, ntv = weights(m)
        x = jax.device_put(x, dist.get_data_layout(x.shape).backend_layout)
    finally:
        keras.distribution.set_distribution(None)
    return m, tv, ntv, x


def _mlp():
    return keras.Sequential([keras.Input((16,)), layers.Dense(32, activation="relu", name="up"),
                             layers.Dense(16, name="down")])


@program(hlo=True, what="keras.distribution.DataParallel over 8 virtual CPU devices: MLP train step (SGD "
         "momentum), batch sharded, variables replicated")
def data_parallel_train_step():
    dist = keras.distribution.DataParallel(devices=jax.devices()[:8])
    m, tv, ntv, x = _sharded(dist, _mlp, rand((8, 16), 26))
    m.compile(optimizer=keras.optimizers.SGD(1e-2, momentum=0.9), loss="mse")
    y = jax.device_put(rand((8, 16), 27), x.sharding)
    step, ov, mv = train_step(m, m.optimizer)
    return step, (tv, ntv, ov, mv, x, y)


@program(hlo=True, debug_info=True, what="keras.distribution.ModelParallel on a (2,4) mesh by a LayoutMap: "
         "kernels split over 'model', batch over 'batch', the layer outputs constrained")
def model_parallel_forward():
    mesh = keras.distribution.DeviceMesh((2, 4), ("batch", "model"), jax.devices()[:8])
    lm = keras.distribution.LayoutMap(mesh)
    lm[".*/up/kernel"] = (None, "model")   # (keys are regular expressions, fully matched)
    lm[".*/up/bias"] = ("model",)
    lm[".*/down/kernel"] = ("model", None)
    lm[".*up/output"] = ("batch", "model")     # the layer's output layout (a sharding constraint)
    dist = keras.distribution.ModelParallel(layout_map=lm, batch_dim_name="batch")
    m, tv, ntv, x = _sharded(dist, _mlp, rand((8, 16), 28))
    keras.distribution.set_distribution(dist)     # the constraints are written while tracing
    try:
        fn, args = forward(m, x)
        jitted = jax.jit(fn)
        lowered = jitted.lower(*args)
    finally:
        keras.distribution.set_distribution(None)
    return fn, args, lowered


# ---------------------------------------------------------------- driver


def leaves(tree):
    return [np.asarray(leaf) for leaf in jax.tree.leaves(tree)]


def write(name, spec, outdir):
    keras.utils.set_random_seed(0)
    made = spec["make"]()
    fn, args = made[:2]
    fn.__name__ = name       # the module name: jit_NAME, and the dump's file name
    jitted = jax.jit(fn)
    lowered = made[2] if len(made) > 2 else jitted.lower(*args)
    text = lowered.as_text(debug_info=spec["debug_info"])
    ins = leaves(args)
    if spec["export"]:
        with open(os.path.join(outdir, f"{name}.jaxexp"), "wb") as f:
            f.write(jax.export.export(jitted)(*args).serialize())
    compiled = lowered.compile()
    if spec["hlo"]:
        with open(os.path.join(outdir, f"{name}.hlo"), "w") as f:
            f.write(compiled.as_text())
    if spec["dump"]:
        dumped = sorted(glob.glob(os.path.join(DUMP, f"*.jit_{name}.before_optimizations.txt")))
        shutil.copy(dumped[-1], os.path.join(outdir, f"{name}.before_opt.hlo"))
    outs = leaves(compiled(*args))
    with open(os.path.join(outdir, f"{name}.mlir"), "w") as f:
        f.write(text)
    # jax leaves unused arguments out of the module (keep_unused=False): dropout seed states in
    # inference, an untied LM head, SAM's mask encoder without masks. NAME.npz holds what the
    # module takes; NAME.unused.npz the others (by flat index) where a .jaxexp wants all of them
    kept = sorted(lowered._lowering.compile_args["kept_var_idx"])
    np.savez_compressed(os.path.join(outdir, f"{name}.npz"), **{f"arg{i}": ins[k] for i, k in enumerate(kept)})
    if spec["export"] and len(kept) < len(ins):
        np.savez_compressed(os.path.join(outdir, f"{name}.unused.npz"),
                            **{f"arg{k}": a for k, a in enumerate(ins) if k not in kept})
    np.savez_compressed(os.path.join(outdir, f"{name}.expected.npz"), in_tree=np.array(str(jax.tree.structure(args))),
                        **{f"out{i}": a for i, a in enumerate(outs)})
    return dict(name=name, what=spec["what"], inputs=len(kept), leaves=len(ins), outputs=len(outs),
                sharded="num_partitions = 8" in text, export=spec["export"], hlo=spec["hlo"], dump=spec["dump"])


def main():
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    only = sys.argv[2:]   # program names: write those only
    os.makedirs(outdir, exist_ok=True)
    index = [write(name, spec, outdir) for name, spec in PROGRAMS.items() if not only or name in only]
    versions = {m.__name__: m.__version__ for m in (jax, jax.lib, np, keras, keras_hub)}
    if only and os.path.exists(os.path.join(outdir, "index.json")):   # (the others as they were)
        with open(os.path.join(outdir, "index.json")) as f:
            have = {p["name"]: p for p in json.load(f)["programs"]} | {p["name"]: p for p in index}
            index = [have[n] for n in PROGRAMS if n in have]
    with open(os.path.join(outdir, "index.json"), "w") as f:
        json.dump(dict(versions=versions, programs=index), f, indent=1)
    for p in index:
        print(p["name"], p["inputs"], "->", p["outputs"])
    shutil.rmtree(DUMP, ignore_errors=True)


if __name__ == "__main__":
    main()
