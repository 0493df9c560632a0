"""HLO as TensorFlow's XLA writes it (tests/data/tf_xla, made with TensorFlow 2.21.0 by
make_corpus.py there, README.md): the modules tf2xla gave XLA for 24 `tf.function(jit_compile=
True)` programs (Keras layers and a training step with resource variables, while loops,
TensorLists, linear algebra, FFT, random numbers, shardings ...), some also as protos, XLA:CPU's
optimized modules and TF's own StableHLO, each run here on PJRT CPU and on the reference and
compared with what TF computed."""
from __future__ import annotations

import os
import pathlib
import re
import subprocess
import sys
import tempfile

import ml_dtypes
import numpy as np
import pytest

import bridge
from bridge import formats

DATA = pathlib.Path(__file__).resolve().parents[1] / "data" / "tf_xla"
PROGRAMS = sorted(p.stem for p in DATA.glob("*.hlo"))
# XLA:CPU's `rng` draws from its own hidden state: only the range is TF's (see the test below)
OWN_NUMBERS = {"legacy_random"}


def _arrays(name: str, what: str, prefix: str) -> list[np.ndarray]:
    with np.load(DATA / f"{name}{what}.npz") as z:
        keys = sorted((k for k in z.files if k.startswith(prefix)), key=lambda k: int(k[len(prefix):]))
        return [z[k].view(ml_dtypes.bfloat16) if f"dtype_{k}" in z.files else z[k] for k in keys]


def _inputs(name):
    return _arrays(name, "", "arg")


def _tf_outputs(name):
    return _arrays(name, ".tf", "out")


def _tolerance(dtype) -> float:
    return {2: 1e-2, 4: 2e-5, 8: 1e-9}.get(np.dtype(dtype).itemsize if np.dtype(dtype).kind != "c"
                                        else np.dtype(dtype).itemsize // 2, 2e-5)


def _assert_like_tf(got, want, label: str) -> None:
    assert len(got) == len(want), f"{label}: {len(got)} results, TF has {len(want)}"
    for i, (g, w) in enumerate(zip(got, want)):
        g = np.asarray(g)
        assert (g.shape, g.dtype) == (w.shape, w.dtype), f"{label} result {i}: {g.dtype}{g.shape} vs {w.dtype}{w.shape}"
        if w.dtype.kind in "iub":
            np.testing.assert_array_equal(g, w, err_msg=f"{label} result {i}")
        else:
            tol = _tolerance(w.dtype)
            np.testing.assert_allclose(g.astype(np.complex128), w.astype(np.complex128), rtol=tol, atol=tol,
                                       err_msg=f"{label} result {i}")


def test_the_folder_holds_the_corpus():
    assert len(PROGRAMS) >= 24
    for name in PROGRAMS:
        assert (DATA / f"{name}.npz").exists() and (DATA / f"{name}.tf.npz").exists(), name


@pytest.mark.parametrize("name", [n for n in PROGRAMS if n not in OWN_NUMBERS])
def test_tf_module_on_cpu_and_reference_computes_what_tf_computed(name):
    """Our reader -> StableHLO -> PJRT CPU and the numpy reference, against TF's own numbers
    (resource variables: the arguments and results tf2xla added for them, in its order)."""
    module = formats.convert((DATA / f"{name}.hlo").read_text(), to="stablehlo")
    args, want = _inputs(name), _tf_outputs(name)
    _assert_like_tf(bridge.reference.evaluate(module, args), want, "reference")
    if name != "linalg_decomp":   # (XLA:CPU compiles its Jacobi loops in ~3 s, too slow for a test)
        _assert_like_tf(bridge.execute(module, args, backend="cpu"), want, "cpu")


@pytest.mark.parametrize("path", sorted(DATA.glob("*.hlo.pb")), ids=lambda p: p.name)
def test_tf_module_protos_read_as_their_text(path):
    """stage="hlo_serialized" (an HloModuleProto): the same program as the text, both importers."""
    name = path.name.split(".")[0]
    proto = path.read_bytes()
    assert formats.detect(proto) == "hlo-proto"
    args, want = _inputs(name), _tf_outputs(name)
    _assert_like_tf(bridge.reference.evaluate(formats.convert(proto, to="stablehlo"), args), want, "ours")
    native = formats.convert(proto, to="stablehlo", via="native")
    _assert_like_tf(bridge.reference.evaluate(native, args), want, "native")


@pytest.mark.parametrize("path", sorted(DATA.glob("*.cpu_after_optimizations.txt"))
                         + sorted(DATA.glob("*.stablehlo.mlir")), ids=lambda p: p.name)
def test_xla_cpu_optimized_modules_and_tf_stablehlo_compute_what_tf_computed(path):
    name = path.name.split(".")[0]
    program, args = path.read_text(), _inputs(name)
    if name in OWN_NUMBERS:   # XLA:CPU's rng-get-and-update-state and Philox: the reference follows it
        np.testing.assert_array_equal(bridge.reference.evaluate(program, args)[0],
                                      bridge.execute(program, args, backend="cpu")[0])
        return
    _assert_like_tf(bridge.reference.evaluate(program, args), _tf_outputs(name), "reference")


def test_legacy_stateful_random_draws_in_range_and_pjrt_repeats_tf():
    """tf.random.uniform is HLO `rng`: PJRT CPU's fresh executable repeats TF's numbers bit for
    bit (the same XLA:CPU state seed); the reference draws its own, in the same range. (XLA's
    rng state advances with each run of the cached executable: the first run is in a child.)"""
    text, args = (DATA / "legacy_random.hlo").read_text(), _inputs("legacy_random")
    (want,) = _tf_outputs("legacy_random")
    code = ("import sys, numpy as np, bridge; a = np.load(sys.argv[2]); args = [a[f'arr_{i}'] for i in "
            "range(len(a.files))]; np.save(sys.argv[3], bridge.execute(open(sys.argv[1]).read(), args, 'cpu')[0])")
    with tempfile.TemporaryDirectory() as tmp:
        np.savez(os.path.join(tmp, "in.npz"), *args)
        out = os.path.join(tmp, "out.npy")
        subprocess.run([sys.executable, "-c", code, str(DATA / "legacy_random.hlo"), os.path.join(tmp, "in.npz"),
                        out], check=True, timeout=120, env=dict(os.environ, JAX_PLATFORMS="cpu"))
        np.testing.assert_array_equal(np.load(out), want)
    (mine,) = bridge.reference.evaluate(text, args)
    assert mine.shape == want.shape and 0 <= mine.min() and mine.max() < 2 and abs(mine.mean() - 1) < 0.1


def test_unpartitioned_module_with_shardings_runs_on_one_device():
    """xla_sharding annotations over 2 and 4 devices (and `maximal device=1`) in a module whose
    header gives no num_partitions: XLA's default, one partition, is what TF ran. The reader
    says so in the module (mhlo.num_partitions = 1), else the shardings were taken as naming
    4 devices and PJRT refused [2,1]0,1 ("tile_assignment should have 4 devices but has 2")."""
    text, args, want = (DATA / "sharding.hlo").read_text(), _inputs("sharding"), _tf_outputs("sharding")
    for via in ("builder", "native"):
        module = formats.convert(text, to="stablehlo", via=via)
        assert "mhlo.num_partitions = 1 : i32" in module, via
        assert module.count("mhlo.sharding") == 7, via
        _assert_like_tf(bridge.execute(module, args, backend="cpu"), want, f"{via}, cpu")
    _assert_like_tf(bridge.execute(text, args, backend="cpu"), want, "text, cpu")
    back = formats.convert(formats.convert(text, to="stablehlo"), to="hlo")
    for s in ("{devices=[2,1]0,1}", "{devices=[2,2]0,1,2,3}", "{replicated}", "{devices=[1,2]0,1}",
              "{maximal device=1}"):
        assert f"sharding={s}" in back, s
    assert "num_partitions" not in back.splitlines()[0]


def test_tf2xla_annotations_survive_hlo_to_stablehlo_to_hlo():
    """Resource-variable aliasing, the dots' grad_x/grad_y frontend attributes, op_name and
    source lines of tf2xla's metadata come back; op_type through our reader (its location's
    "Type:" name, which XLA's exporter reads), not through XLA's importer, which drops it."""
    text = (DATA / "mlp_train_step.hlo").read_text()
    for via in ("builder", "native"):
        back = formats.convert(formats.convert(text, to="stablehlo", via=via), to="hlo")
        head = back.splitlines()[0]
        aliases = set(re.findall(r"\{(\d+)\}: \((\d+), \{\}, may-alias\)", text.splitlines()[0]))
        assert len(aliases) == 13 and aliases == set(re.findall(r"\{(\d+)\}: \((\d+), \{\}, may-alias\)", head)), via
        for fa in ('{grad_x="false",grad_y="true"}', '{grad_x="true",grad_y="false"}'):
            assert back.count(f"frontend_attributes={fa}") == text.count(f"frontend_attributes={fa}") > 0, via
        op_type = 'op_type="TanhGrad" ' if via == "builder" else ""
        assert re.search(r'metadata=\{' + op_type + r'op_name="gradient_tape/sequential_1_1/dense_2_1/TanhGrad" '
                         r'source_file="[^"]*/tensorflow/python/framework/ops.py" source_line=1221', back), via
        if via == "builder":   # every op_name that comes back has its op_type (folded constants do not come back)
            types = dict((n, t) for t, n in re.findall(r'op_type="([^"]+)" op_name="([^"]*)"', text))
            names = set(re.findall(r'op_name="([^"]*)"', back)) & types.keys()
            assert len(names) > 40 and {(types[n], n) for n in names} <= set(
                re.findall(r'op_type="([^"]+)" op_name="([^"]*)"', back))
    args, want = _inputs("mlp_train_step"), _tf_outputs("mlp_train_step")
    _assert_like_tf(bridge.reference.evaluate(back, args), want, "written back, reference")
    # an _XlaFrontendAttributes scope: kept on the ops; XLA's exporter folds the scalar
    # constant and its broadcast into a new splat, which has none (as in jax's own path)
    text = (DATA / "frontend_attributes.hlo").read_text()
    back = formats.convert(formats.convert(text, to="stablehlo"), to="hlo")
    marked = [line.split(" = ")[0].strip() for line in back.splitlines() if '_scheduling_group_id="7"' in line]
    assert marked == ["Sin.1", "mul.1"]


def test_cli_run_takes_the_corpus_inputs(tmp_path, capsys):
    from bridge.cli.main import main
    out = tmp_path / "out.npz"
    name = "stateful_generator"
    assert main(["run", str(DATA / f"{name}.hlo"), "--inputs", str(DATA / f"{name}.npz"),
                 "-o", str(out), "--backend", "reference"]) == 0
    with np.load(out) as z:
        _assert_like_tf([z[f"out{i}"] for i in range(len(z.files))], _tf_outputs(name), "hlobridge run")
    assert main(["difftest", str(DATA / f"{name}.hlo.pb"), "--inputs", str(DATA / f"{name}.npz"),
                 "--executor", "inline", "--no-journal"]) == 0
    assert "1 module: 1 match" in capsys.readouterr().out


def test_difftest_of_a_dump_folder_leaves_xla_cpu_kernel_ir_out(tmp_path, capsys):
    """TF 2.21's XLA:CPU dumps three MLIR files of its kernel emitter per kernel beside the
    modules (xla.workgroup_id ..., not programs): they were run as modules, 742 `error` and
    50 `unsupported` rows and exit 2 on the dump of this corpus. Only the modules are run now."""
    from bridge.cli.main import main
    stem = "module_0001.a_inference_f_9__XlaMustCompile_true.1"
    (tmp_path / f"{stem}.before_optimizations.txt").write_text((DATA / "einsum.hlo").read_text())
    kernel = ('module @einsum_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>} {\n'
              '  func.func @k() {\n    %0 = xla.workgroup_id x : index\n    return\n  }\n}\n')
    for stage in ("pre-optimization", "post-optimization", "post-lowering"):
        (tmp_path / f"{stem}.einsum_kernel_module-{stage}.mlir").write_text(kernel)
    assert main(["difftest", str(tmp_path), "--executor", "inline", "--no-journal", "--no-progress"]) == 0
    assert "1 module: 1 match" in capsys.readouterr().out


# -- focused: what reading these modules found

def test_reference_dot_general_outer_product_of_two_matrices():
    """tf.image.resize writes dots without contracting dimensions (an outer product of two
    matrices); the reference took them for a matrix product (numpy: "matmul: Input operand 1
    has a mismatch in its core dimension 0")."""
    text = """HloModule outer
ENTRY e {
  a = f32[10,3]{1,0} parameter(0)
  b = f32[6,3]{1,0} parameter(1)
  ROOT d = f32[10,3,6,3]{3,2,1,0} dot(a, b), lhs_contracting_dims={}, rhs_contracting_dims={}
}"""
    rng = np.random.default_rng(0)
    a, b = rng.standard_normal((10, 3)).astype(np.float32), rng.standard_normal((6, 3)).astype(np.float32)
    (got,) = bridge.reference.evaluate(text, [a, b])
    np.testing.assert_allclose(got, np.einsum("ij,kl->ijkl", a, b), rtol=1e-6)


def _eigh_module(ty: str, n: int, config: str) -> str:
    return f"""HloModule eigh
ENTRY e {{
  a = {ty}[{n},{n}]{{1,0}} parameter(0)
  r = ({ty}[{n},{n}]{{1,0}}, f32[{n}]{{0}}) custom-call(a), custom_call_target="Eigh", backend_config="{config}"
  v = {ty}[{n},{n}]{{1,0}} get-tuple-element(r), index=0
  w = f32[{n}]{{0}} get-tuple-element(r), index=1
  ROOT t = ({ty}[{n},{n}]{{1,0}}, f32[{n}]{{0}}) tuple(v, w)
}}"""


@pytest.mark.parametrize("ty, n, lower", [("f32", 6, 1), ("f32", 7, 0), ("c64", 5, 1), ("f32", 1, 1)])
def test_reference_runs_xla_eigh_call_as_xla_cpu_does(ty, n, lower):
    """tf.linalg.eigh is XLA's own `Eigh` call (XLA expands it into Jacobi sweeps before any
    backend sees it): the reference runs the same sweeps, so the eigenvectors come out with
    PJRT's signs, which LAPACK's do not (TF's own numbers: test_tf_module_... linalg_decomp)."""
    rng = np.random.default_rng(n)
    a = rng.standard_normal((n, n)).astype(np.float32)
    if ty == "c64":
        a = (a + 1j * rng.standard_normal((n, n))).astype(np.complex64)
    text = _eigh_module(ty, n, f"{lower},1,15,0.000001")
    v, w = bridge.reference.evaluate(text, [a])
    pv, pw = bridge.execute(text, [a], backend="cpu")
    tri = np.tril(a) if lower else np.triu(a)
    h = tri + np.conj(np.tril(tri, -1).T if lower else np.triu(tri, 1).T)
    h[np.diag_indices(n)] = np.real(np.diag(a))
    np.testing.assert_allclose(w, np.linalg.eigvalsh(h.astype(np.complex128)), atol=2e-5)
    np.testing.assert_allclose(w, pw, atol=2e-5)
    np.testing.assert_allclose(v, pv, atol=1e-4)


def test_reference_refuses_xla_calls_it_cannot_run_by_name():
    bad = _eigh_module("f32", 3, "lower")
    with pytest.raises(bridge.HloBridgeError, match=r"'Eigh'.*backend_config must be \"lower,sort_eigenvalues"):
        bridge.reference.evaluate(bad, [np.eye(3, dtype=np.float32)])
    wide = """HloModule q
ENTRY e {
  a = f32[3,5]{1,0} parameter(0)
  t = f32[3]{0} parameter(1)
  ROOT q = f32[3,5]{1,0} custom-call(a, t), custom_call_target="ProductOfElementaryHouseholderReflectors"
}"""
    with pytest.raises(bridge.HloBridgeError, match=r"a of 3x5 with 3 reflectors: only m >= n >= k"):
        bridge.reference.evaluate(wide, [np.ones((3, 5), np.float32), np.ones(3, np.float32)])


def test_compare_importers_leaves_tf_random_uniform_uncompared():
    """tf.random.uniform is HLO `rng`: the two conversions, compiled apart, draw apart (0.37
    off). --compare-importers said `differ` (exit 1, as for a wrong conversion); it now leaves
    such an output out, as difftest does, and says why."""
    from bridge.diff.importers import compare_importers, summary
    result = compare_importers((DATA / "legacy_random.hlo").read_text(), inputs=_inputs("legacy_random"))
    assert result["verdict"] == "nothing compared"
    assert "unsupported: not compared: computed from stablehlo.rng" in summary(result)


def test_the_sandbox_leaves_no_file_open():
    """Reading a proto (before jax is imported) asks the sandbox whether it may fork, which
    read this process's thread names with a bare open() each: a ResourceWarning per thread
    (seen converting these protos; an error under -W error)."""
    import gc
    import warnings

    from bridge.formats import sandbox
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always", ResourceWarning)
        sandbox._threads_fork_safely()
        gc.collect()
    assert not [w for w in seen if issubclass(w.category, ResourceWarning)]
