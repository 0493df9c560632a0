"""Keras 3 and keras_hub models on the JAX backend, as jax 0.10.2 lowered them.

The corpus (tests/data/keras/, made by make_corpus.py there in a scratch venv with keras
3.15.1 and keras_hub 0.32.0) holds each model's StableHLO (keras's stateless_call under
jax.jit, weights as arguments), some as jax.export artifacts, XLA:CPU's optimized HLO and
XLA's before_optimizations dumps, the module's arguments (NAME.npz) and jax's own results
(NAME.expected.npz): the oracle.
"""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from hlotest import backend_for
from today import _devices, assert_close, shardings_of

import bridge
from bridge.errors import HloBridgeError

DATA = Path(__file__).resolve().parents[1] / "data" / "keras"
INDEX = {p["name"]: p for p in json.loads((DATA / "index.json").read_text())["programs"]}
BF16_ULP = 2.0 ** -8   # bfloat16's relative spacing (8 significant bits)

# Adam's first step on a parameter whose gradient is mathematically zero (the Conv2D bias
# before BatchNorm; the attention key bias, which softmax ignores) is rounding noise scaled
# to +-lr, with a sign no two implementations share: the reference within 2 lr, and PJRT too
# (it matches jax bit for bit on the CPU the oracle was recorded on; XLA:CPU's kernels, and so
# the noise, differ by CPU: an AMD EPYC gave other signs). {program: (outputs: the parameter
# and its moments, lr)}
ADAM_NOISE = {"cnn_train_step": ({2, 14, 15}, 1e-2), "mixed_bf16_train_step": ({6, 25, 26}, 1e-2)}


def load(name: str):
    z, e = np.load(DATA / f"{name}.npz"), np.load(DATA / f"{name}.expected.npz")
    return [z[f"arg{i}"] for i in range(len(z.files))], [e[f"out{i}"] for i in range(len(e.files) - 1)]


def text(name: str) -> str:
    return (DATA / f"{name}.mlir").read_text()


def _close_to_largest(got, want, what: str, rel: float):
    """|got - want| within `rel` of jax's largest magnitude in that output: float32 sums
    of a few hundred terms, summed in another order, differ there, not elementwise."""
    got, want = np.asarray(got), np.asarray(want)
    assert got.shape == want.shape and got.dtype == want.dtype, f"{what}: {got.dtype}{got.shape}"
    if not np.issubdtype(want.dtype, np.floating):
        np.testing.assert_array_equal(got, want, err_msg=what)
    elif want.size:
        scale = float(np.max(np.abs(want))) or 1.0
        err = float(np.max(np.abs(got.astype(np.float64) - want)))
        assert err <= rel * scale, f"{what}: max |diff| {err:.3g} > {rel:g} x {scale:.3g}"


def check_reference(name: str, got, want):
    assert len(got) == len(want), f"{name}: {len(got)} outputs, jax has {len(want)}"
    noise, lr = ADAM_NOISE.get(name, ((), 0.0))
    for i, (g, w) in enumerate(zip(got, want)):
        what = f"{name} reference output {i}"
        if i in noise:
            assert g.shape == w.shape and np.max(np.abs(g - w)) <= 2 * lr, what
        elif name == "mixed_bf16_train_step":
            # (keras 'mixed_bfloat16': bf16 compute; XLA:CPU keeps bf16 intermediates in f32
            # inside its fusions, the reference rounds every op to bf16)
            _close_to_largest(g, w, what, 2 * BF16_ULP)
        else:
            _close_to_largest(g, w, what, 1e-5)


def check_pjrt(name: str, got, want):
    assert len(got) == len(want), f"{name}: {len(got)} outputs, jax has {len(want)}"
    noise, lr = ADAM_NOISE.get(name, ((), 0.0))
    for i, (g, w) in enumerate(zip(got, want)):
        if i in noise:
            assert g.shape == w.shape and np.max(np.abs(g - w)) <= 2 * lr, f"{name} PJRT output {i}"
        else:
            assert_close(g, w, f"{name} PJRT output {i}")


@pytest.mark.parametrize("name", sorted(INDEX))
def test_pjrt_matches_jax(name):
    ins, want = load(name)
    t = text(name)
    check_pjrt(name, bridge.execute(t, ins, backend=backend_for(_devices(t))), want)


@pytest.mark.parametrize("name", sorted(INDEX))
def test_reference_matches_jax(name):
    ins, want = load(name)
    check_reference(name, bridge.reference.evaluate(text(name), ins), want)


@pytest.mark.parametrize("name", sorted(n for n in INDEX if INDEX[n]["export"]))
def test_export_artifact_matches_jax(name):
    """jax.export's blob of the same step takes the module's arguments (jax's unused ones,
    NAME.unused.npz, are not in the module: see test_export_artifact_takes_the_kept_arguments).
    (On the reference: PJRT compiles the module test_pjrt_matches_jax runs, a second time.)"""
    ins, want = load(name)
    check_reference(name, bridge.reference.evaluate((DATA / f"{name}.jaxexp").read_bytes(), ins), want)


def test_export_artifact_takes_jaxs_whole_argument_list():
    """bert_backbone in inference leaves its 4 dropout seed states (uint32[2], arguments
    23-26 of jax's 30 leaves) out of the module: the engines take the 30 that Exported.call
    takes as well as the module's own 26 (a .jaxexp refused the 30 before), and any other
    count is one error naming what jax left out."""
    ins, want = load("bert_backbone")
    unused = np.load(DATA / "bert_backbone.unused.npz")
    assert INDEX["bert_backbone"]["leaves"] == len(ins) + len(unused.files) == 30
    full = list(ins)
    for name in sorted(unused.files, key=lambda n: int(n[3:])):
        full.insert(int(name[3:]), unused[name])
    blob = (DATA / "bert_backbone.jaxexp").read_bytes()
    check_reference("bert_backbone", bridge.reference.evaluate(blob, full), want)
    check_pjrt("bert_backbone", bridge.execute(blob, full), want)
    assert bridge.difftest(blob, full).verdict == "match"
    with pytest.raises(HloBridgeError, match="jax left out 23, 24, 25, 26: never read"):
        bridge.reference.evaluate(blob, full[:29])


@pytest.mark.parametrize("name", sorted(p.name.split(".")[0] for p in DATA.glob("*.before_opt.hlo")))
def test_xla_dump_before_optimizations_matches_jax(name, tmp_path):
    """XLA's --xla_dump_to text of the module jax handed it: read as HLO, run on the
    reference, and (the forward: compile time) on PJRT through the CLI as a user runs a dump."""
    from bridge.cli.main import main
    ins, want = load(name)
    path = DATA / f"{name}.before_opt.hlo"
    check_reference(name, bridge.reference.evaluate(path.read_text(), ins), want)
    if name != "bert_backbone":
        return
    out = tmp_path / "out.npz"
    assert main(["run", str(path), "--inputs", str(DATA / f"{name}.npz"), "-o", str(out)]) == 0
    got = np.load(out)
    check_pjrt(name, [got[f"out{i}"] for i in range(len(got.files))], want)


def test_compiled_hlo_matches_jax():
    ins, want = load("conv_transpose_decoder")
    hlo = (DATA / "conv_transpose_decoder.hlo").read_text()
    check_pjrt("conv_transpose_decoder", bridge.execute(hlo, ins), want)
    check_reference("conv_transpose_decoder", bridge.reference.evaluate(hlo, ins), want)


def test_data_parallel_partitioned_hlo_takes_the_global_arrays():
    """keras.distribution.DataParallel: XLA's per-device module of the train step; difftest
    splits jax's global batch by the parameters' shardings. The variables, the optimizer
    state and the loss are replicated, so every device's results are jax's."""
    name = "data_parallel_train_step"
    ins, want = load(name)
    report = bridge.difftest((DATA / f"{name}.hlo").read_text(), inputs=ins)
    assert report.verdict == "match", str(report)
    for backend in ("cpu", "reference"):
        outs = report.results[backend].outputs
        assert len(outs) == 8 * len(want)
        for d in range(8):
            for i, w in enumerate(want):
                _close_to_largest(outs[d * len(want) + i], w, f"{backend} device {d} output {i}", 1e-5)


def test_model_parallel_keeps_keras_layouts_through_conversions():
    """keras.distribution.ModelParallel's LayoutMap becomes shardings on @main's arguments and
    a sharding constraint on the 'up' layer's output; bytecode, artifact and HLO keep them."""
    t = text("model_parallel_forward")
    before = shardings_of(t)
    assert "sdy.sharding_constraint" in t and '{}, {"model"}' in t
    for via in ("bytecode", "artifact"):
        assert shardings_of(bridge.convert(bridge.convert(t, to=via), to="stablehlo")) == before, via
    ins, want = load("model_parallel_forward")
    back = bridge.convert(bridge.convert(t, to="hlo"), to="stablehlo")
    check_pjrt("model_parallel_forward", bridge.execute(back, ins, backend=backend_for(8)), want)


def test_interpreter_names_fft():
    """keras.layers.MelSpectrogram (keras.ops.stft) writes stablehlo.fft, which jaxlib 0.10.2's
    eval_module does not implement: the interpreter backend now says so by name. Before:
    'the StableHLO interpreter aborted (SIGABRT): eval_module aborts on ops it does not implement'."""
    name = "whisper_audio"
    ins, _ = load(name)
    assert "stablehlo.fft" in text(name)
    report = bridge.difftest(text(name), inputs=ins, backends=("reference", "interpreter"))
    assert report.results["interpreter"].status == "unsupported"
    assert report.results["interpreter"].error.endswith("does not implement stablehlo.fft")
