"""Models from flax (linen, nnx), optax and equinox, as jax 0.10.2 lowered them.

The corpus (tests/data/ecosystem/, made by make_corpus.py there in a scratch venv with
flax 0.12.8, optax 0.2.8, equinox 0.13.8) holds each program's StableHLO text with
locations, some as jax.export artifacts and as XLA:CPU's optimized HLO, the flattened
arguments (NAME.npz) and jax.jit's own results (NAME.expected.npz): the oracle.
"""
from __future__ import annotations

import json
import re
import warnings
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest
from hlotest import backend_for
from today import _devices, _without_empty, assert_close, shardings_of

import bridge
from bridge.errors import BackendError, HloBridgeError, InformationDropped

DATA = Path(__file__).resolve().parents[1] / "data" / "ecosystem"
INDEX = {p["name"]: p for p in json.loads((DATA / "index.json").read_text())["programs"]}

# Parameters whose gradient is mathematically zero, so rounding noise: a bias before
# BatchNorm (nnx), the attention key bias (softmax ignores it). Adam divides that noise by
# its own root mean square, so these come out of the step as +-lr times a sign no two
# implementations agree on: the numpy reference only to within the step size, and PJRT too
# (it matches jax bit for bit on the CPU the oracle was recorded on; XLA:CPU's kernels, and
# so the noise, differ by CPU: an AMD EPYC gave other signs). {program: ({outputs}, learning rate)}
ADAM_NOISE = {"nnx_train": ({7}, 1e-2), "linen_lm_adamw_train": ({6}, 1e-2)}


def _bf16(a: np.ndarray) -> np.ndarray:
    """numpy reads a saved bfloat16 array back as void V2 (the corpus's only 2-byte type)."""
    return a.view(ml_dtypes.bfloat16) if a.dtype == np.dtype("V2") else a


def load(name: str):
    z, e = np.load(DATA / f"{name}.npz"), np.load(DATA / f"{name}.expected.npz")
    return ([_bf16(z[f"arg{i}"]) for i in range(len(z.files))],
            [_bf16(e[f"out{i}"]) for i in range(len(e.files) - 1)])


def text(name: str) -> str:
    return (DATA / f"{name}.mlir").read_text()


def check_all(got, want, what: str, noisy=((), 0.0)):
    assert len(got) == len(want), f"{what}: {len(got)} outputs, jax has {len(want)}"
    for i, (g, w) in enumerate(zip(got, want)):
        if i in noisy[0]:
            assert g.shape == w.shape and np.max(np.abs(g - w)) <= 2 * noisy[1], f"{what} output {i}"
        else:
            assert_close(g, w, f"{what} output {i}")


def _with(ext: str) -> list[str]:
    return sorted(n for n in INDEX if (DATA / f"{n}.{ext}").exists())


@pytest.mark.parametrize("name", sorted(INDEX))
def test_pjrt_matches_jax(name):
    ins, want = load(name)
    t = text(name)
    check_all(bridge.execute(t, ins, backend=backend_for(_devices(t))), want, "cpu", ADAM_NOISE.get(name, ((), 0.0)))


@pytest.mark.parametrize("name", sorted(INDEX))
def test_reference_matches_jax(name):
    ins, want = load(name)
    check_all(bridge.reference.evaluate(text(name), ins), want, "reference", ADAM_NOISE.get(name, ((), 0.0)))


@pytest.mark.parametrize("name", _with("jaxexp"))
def test_export_artifact_on_pjrt_matches_jax(name):
    ins, want = load(name)
    art = (DATA / f"{name}.jaxexp").read_bytes()
    check_all(bridge.execute(art, ins, backend=backend_for(_devices(text(name)))), want, "cpu",
              ADAM_NOISE.get(name, ((), 0.0)))


@pytest.mark.parametrize("name", _with("jaxexp"))
def test_export_artifact_on_reference_matches_jax(name):
    ins, want = load(name)
    art = (DATA / f"{name}.jaxexp").read_bytes()
    check_all(bridge.reference.evaluate(art, ins), want, "reference", ADAM_NOISE.get(name, ((), 0.0)))


@pytest.mark.parametrize("name", [n for n in _with("hlo") if not INDEX[n]["sharded"]])
def test_compiled_hlo_matches_jax(name):
    """XLA:CPU's optimized module (fusions as calls, its metadata tables) runs as jax's program."""
    ins, want = load(name)
    hlo = (DATA / f"{name}.hlo").read_text()
    check_all(bridge.execute(hlo, ins), want, "cpu")
    check_all(bridge.reference.evaluate(hlo, ins), want, "reference")


# ---------------------------------------------------------------- equinox's runtime checks


def test_a_diffrax_solve_that_runs_out_of_steps_stops_at_equinoxs_check_on_both_engines():
    """Every diffrax / optimistix / lineax program holds equinox's error_if: a pure_callback
    that only raises (here "The maximum number of solver steps was reached", as jax raises it
    for k = 1e4, a stiff system: measured with diffrax 0.7.2). The corpus's runs above do not
    reach it; this one does, and both engines stop there, naming equinox's line."""
    ins, _ = load("diffrax_dopri5_adaptive")
    stiff = [ins[0], np.float32(1e4)]
    t = text("diffrax_dopri5_adaptive")
    where = r"reached the Python host callback @xla_ffi_python_cpu_callback at loc\(.*equinox/_errors.py"
    with pytest.raises(BackendError, match="PJRT cpu " + where):
        bridge.execute(t, stiff, backend="cpu")   # (lowered for the CPU: its callback target)
    with pytest.raises(HloBridgeError, match="numpy reference " + where):
        bridge.reference.evaluate(t, stiff)
    report = bridge.difftest(t, inputs=stiff)
    assert report.verdict == "unsupported" and "reached the Python host callback" in report.reason


# ---------------------------------------------------------------- XLA's partitioned output

SHARDED = "linen_sharded_train"   # adamw step on a (2,4) mesh: params/moments out as they came in


def _per_device_want(want):
    """Each device's piece of jax's global results, by the step's out_shardings on the
    (data=2, model=4) mesh of devices 0..7 (device d at data d // 4, model d % 4): the loss
    and step count replicated, kernels and their Adam moments w1 f32[16,32] by columns and
    w2 f32[32,16] by rows over `model` (outputs: loss, w1, w2, count, mu w1, mu w2, nu w1, nu w2)."""
    def piece(k, x, d):
        m = slice((d % 4) * 8, (d % 4 + 1) * 8)
        return x if x.ndim == 0 else x[:, m] if k in (1, 4, 6) else x[m, :]
    return [piece(k, x, d) for d in range(8) for k, x in enumerate(want)]


def test_partitioned_hlo_takes_the_global_arrays():
    """compile().as_text() of a sharded step is per device (f32[16,8] shards); difftest and
    `hlobridge run` split the global arrays jax was given by the parameters' shardings.
    Before: 'the program takes 72 input(s) (...), got 9'."""
    ins, want = load(SHARDED)
    hlo = (DATA / f"{SHARDED}.hlo").read_text()
    report = bridge.difftest(hlo, inputs=ins)
    assert report.verdict == "match", str(report)
    assert report.input_notes[0]["generator"].startswith("given (global, split")
    expected = _per_device_want(want)
    check_all(report.results["cpu"].outputs, expected, "cpu per device")
    check_all(report.results["reference"].outputs, expected, "reference per device")


def test_partitioned_hlo_global_arrays_through_the_cli(tmp_path):
    from bridge.cli.main import main
    out = tmp_path / "out.npz"
    rc = main(["run", str(DATA / f"{SHARDED}.hlo"), "--inputs", str(DATA / f"{SHARDED}.npz"), "-o", str(out)])
    assert rc == 0
    got = np.load(out)
    _, want = load(SHARDED)
    check_all([got[f"out{i}"] for i in range(len(got.files))], _per_device_want(want), "hlobridge run")


def test_partitioned_hlo_wrong_shapes_name_the_global_shape():
    ins, _ = load(SHARDED)
    ins[0] = ins[0][:, :8]   # a shard, not the global f32[16,32]
    with pytest.raises(HloBridgeError, match=r"input 0: the program is already partitioned .*"
                                             r"give the global array f32\[16,32\].*got shape \[16, 8\]"):
        bridge.difftest((DATA / f"{SHARDED}.hlo").read_text(), inputs=ins)


def test_execute_partitioned_hlo_on_global_arrays_says_why():
    ins, _ = load(SHARDED)
    with pytest.raises(BackendError, match="got 9 arrays; this module runs per device as written"):
        bridge.execute((DATA / f"{SHARDED}.hlo").read_text(), ins, backend=backend_for(8))


def test_partitioned_hlo_still_takes_per_process_inputs():
    """The inputs of all 8 processes in turn (72 here) run as before, noted as given."""
    ins, want = load(SHARDED)
    hlo = (DATA / f"{SHARDED}.hlo").read_text()
    first = bridge.difftest(hlo, inputs=ins)
    report = bridge.difftest(hlo, inputs=first.inputs)   # the split arrays, given per process
    assert report.verdict == "match" and report.input_notes[0]["generator"] == "given"
    check_all(report.results["cpu"].outputs, _per_device_want(want), "cpu per device")


# ---------------------------------------------------------------- formats, views, passes

def _names(t: str) -> set[str]:
    """The name stacks jax wrote (flax module paths) on the ops."""
    return set(re.findall(r'loc\("([^"]*/[^"]*)"', t))


@pytest.mark.parametrize("name", ["linen_sharded_train", "nnx_sharded_grad", "linen_mlp_forward"])
def test_conversions_keep_shardings_locations_and_donation(name):
    t = bridge.convert(text(name), to="stablehlo")
    ins, want = load(name)
    for via in ("bytecode", "artifact"):
        back = bridge.convert(bridge.convert(t, to=via), to="stablehlo")
        assert _names(back) == _names(t) and shardings_of(back) == shardings_of(t), via
        assert back.count("tf.aliasing_output") == t.count("tf.aliasing_output"), via
    with warnings.catch_warnings():   # (jax's result names: HLO has no place for them)
        warnings.simplefilter("ignore", InformationDropped)
        hlo = bridge.convert(t, to="hlo")
    back = bridge.convert(hlo, to="stablehlo")
    assert _without_empty(shardings_of(back)) == _without_empty(shardings_of(t))
    # donation comes back in the form XLA's own importer gives it (mhlo.input_output_alias)
    assert back.count("parameter_number = ") == t.count("tf.aliasing_output")
    check_all(bridge.execute(back, ins, backend=backend_for(_devices(t))), want, "cpu after HLO")


def _namespaces(path: Path) -> set[str]:
    from bridge.view.graph import graph_collection
    graphs, _ = graph_collection(path)
    return {n["namespace"] for g in graphs["graphs"] for n in g["nodes"]}


def test_view_shows_the_model_layers():
    """Model Explorer's layers are flax's module paths (linen) and equinox's module names."""
    ns = _namespaces(DATA / "linen_mlp_forward.mlir")
    assert {"jit(<lambda>)/MLP/Dense_0/dot_general", "jit(<lambda>)/MLP/LayerNorm_0/rsqrt"} <= ns
    assert any("/layers/RMSNorm_0/" in n for n in _namespaces(DATA / "linen_scan_remat_grad.mlir"))
    assert any("vmap(eqx.nn.Conv)" in n for n in _namespaces(DATA / "eqx_train.mlir"))
    # XLA's optimized HLO keeps them in its op_name metadata
    assert any(n.startswith("jit(<lambda>)/MLP/LayerNorm_0/") for n in _namespaces(DATA / "linen_mlp_forward.hlo"))


def test_opt_pipeline_keeps_numbers_and_shardings(tmp_path):
    from bridge.cli.main import main
    name = "linen_sharded_train"
    out = tmp_path / "opt.mlir"
    assert main(["opt", str(DATA / f"{name}.mlir"), "-p", "inline-calls,canonicalize,cse,canonicalize-broadcast-in-dim",
                 "-o", str(out)]) == 0
    t, o = text(name), out.read_text()
    assert shardings_of(o) == shardings_of(t) and o.count("tf.aliasing_output") == 7
    ins, want = load(name)
    check_all(bridge.execute(o, ins, backend=backend_for(8)), want, "cpu after opt")


def test_localize_names_the_flax_layer_of_a_planted_bug():
    """A backend whose rsqrt is 1% off: --localize names the op, flax's source line and the
    module path jax recorded."""
    from bridge.runtime import execute_module
    ins, _ = load("linen_mlp_forward")

    def off_rsqrt(prepared, inputs):
        bad = re.sub(r"(%\S+) = stablehlo.rsqrt (%\S+) : (\S+)",
                     r"%bug = stablehlo.rsqrt \2 : \3\n    %k = stablehlo.constant dense<1.01> : \3\n"
                     r"    \1 = stablehlo.multiply %bug, %k : \3", prepared.text)
        return execute_module(bad, inputs)
    report = bridge.difftest(text("linen_mlp_forward"), inputs=ins, backends=("reference", ("off", off_rsqrt)),
                             localize=True)
    assert report.verdict == "mismatch"
    summary = report.localization["summary"]
    assert summary.startswith("culprit: stablehlo.rsqrt at normalization.py:")
    assert "name stack jit(<lambda>)/MLP/LayerNorm_0/rsqrt" in summary


# ---------------------------------------------------------------- the interpreter backend

def test_interpreter_runs_programs_with_sharding_constraints():
    """jax puts sdy.sharding_constraint on with_sharding_constraint and on every typed PRNG
    key (dropout): the identity on values, now left out as the sharding custom calls are.
    Before: 'the StableHLO interpreter aborted (SIGABRT)'."""
    name = "nnx_sharded_grad"
    ins, want = load(name)
    assert "sdy.sharding_constraint" in text(name)
    report = bridge.difftest(text(name), inputs=ins, backends=("reference", "interpreter"))
    assert report.verdict == "match", str(report)
    check_all(report.results["interpreter"].outputs, want, "interpreter")


def test_interpreter_refuses_shard_map_by_name():
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P
    from today import mesh
    m = mesh((2,), ("x",))
    f = jax.jit(jax.shard_map(lambda a: jnp.sin(a), mesh=m, in_specs=P("x"), out_specs=P("x")))
    t = f.lower(np.ones(4, np.float32)).as_text()
    report = bridge.difftest(t, inputs=[np.ones(4, np.float32)], backends=("reference", "interpreter"))
    assert report.results["interpreter"].status == "unsupported"
    assert "does not run sdy.manual_computation (Shardy)" in report.results["interpreter"].error


def test_interpreter_runs_feature_major_convolutions():
    """jax's kernel gradient of every conv (eqx_train's Conv2d) is a convolution with feature
    before batch ([f, b, 0, 1]), on which jaxlib's interpreter aborts: it now runs as a
    batch-first conv between transposes. Before: 'aborted (SIGABRT)'. Oracle: jax.jit."""
    import jax
    from jax import lax
    f = jax.jit(lambda x, w: lax.conv_general_dilated(x, w, (1, 1), ((1, 1), (1, 1)),
                                                       dimension_numbers=("CNHW", "IOHW", "CNHW")))
    x, w = np.random.default_rng(0).standard_normal((2, 3, 6, 6), np.float32), \
        np.random.default_rng(1).standard_normal((2, 4, 3, 3), np.float32)
    t = f.lower(x, w).as_text()
    assert "[f, b, 0, 1]" in t
    report = bridge.difftest(t, inputs=[x, w], backends=("reference", "interpreter"))
    assert report.results["interpreter"].status == "ok", report.results["interpreter"].error
    assert_close(report.results["interpreter"].outputs[0], np.asarray(f(x, w)), "interpreter")


def test_interpreter_names_rng_bit_generator():
    """jax's 'rbg' PRNG (MaxText, T5X) draws with stablehlo.rng_bit_generator: the reference
    gives jax's bits (test_reference_matches_jax), the interpreter has none and now says so.
    Before: 'aborted (SIGABRT): eval_module aborts on ops it does not implement'."""
    ins, _ = load("linen_rbg_dropout_train")
    report = bridge.difftest(text("linen_rbg_dropout_train"), inputs=ins, backends=("reference", "interpreter"))
    assert report.results["interpreter"].status == "unsupported"
    assert report.results["interpreter"].error.endswith("does not implement stablehlo.rng_bit_generator")

