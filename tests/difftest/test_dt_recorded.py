"""The `recorded` backend: numbers XLA or jax computed when the program really ran (an
HloSnapshot's result, an .npz of out0, out1 ...) as one side of a difftest. The snapshot is
written by jax's XLA:CPU at test time; the expected numbers are jax's own."""
import glob
import os
import subprocess
import sys

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest

from bridge.cli.main import main as cli
from bridge.diff import difftest
from bridge.diff.inputs import save_npz
from bridge.errors import HloBridgeError
from bridge.formats import hlo_proto

PROGRAM = """
import jax, jax.numpy as jnp, numpy as np
f = jax.jit(lambda x, y, k: (jnp.tanh(x @ y).astype(jnp.bfloat16), k * 3))
x = np.linspace(-1, 1, 6, dtype=np.float32).reshape(2, 3)
y = np.arange(12, dtype=np.float32).reshape(3, 4) / 7
f(x, y, np.array([1, -2, 5], np.int8))
"""


@pytest.fixture(scope="module")
def snapshot(tmp_path_factory):
    d = tmp_path_factory.mktemp("dump")
    env = dict(os.environ, XLA_FLAGS=f"--xla_dump_to={d} --xla_dump_hlo_snapshots", JAX_PLATFORMS="cpu")
    subprocess.run([sys.executable, "-c", PROGRAM], check=True, env=env, timeout=300, capture_output=True)
    (path,) = [p for p in glob.glob(str(d / "*snapshot*.pb")) if "lambda" in p]
    return path


def _tampered(path: str, tmp_path) -> str:
    """The snapshot with one element of its recorded s8 result changed (15 -> 16)."""
    msg = hlo_proto.message_class("xla.HloSnapshot")()
    msg.ParseFromString(open(path, "rb").read())
    s8 = msg.result.tuple_literals[1]
    assert np.frombuffer(s8.s8s, np.int8).tolist() == [3, -6, 15]   # (jax: k * 3)
    s8.s8s = np.array([3, -6, 16], np.int8).tobytes()
    out = tmp_path / "tampered.snapshot.0.pb"
    out.write_bytes(msg.SerializeToString())
    return str(out)


def test_a_snapshot_result_is_a_baseline(snapshot, tmp_path):
    data = open(snapshot, "rb").read()
    r = difftest(data, backends=("recorded", "cpu", "reference"))
    assert r.verdict == "match", str(r)
    assert [o.dtype for o in r.results["recorded"].outputs] == [ml_dtypes.bfloat16, np.int8]
    assert len(r.comparisons["reference"]) == 2
    # a result that is not what XLA computed is found: the comparison is real
    r = difftest(open(_tampered(snapshot, tmp_path), "rb").read(), backends=("recorded", "reference"))
    assert r.verdict == "mismatch"
    bad = [o for o in r.comparisons["reference"] if o.verdict == "mismatch"]
    assert [o.index for o in bad] == [1]


def test_recorded_numbers_hold_only_for_their_own_inputs(snapshot):
    data = open(snapshot, "rb").read()
    other = [np.ones((2, 3), np.float32), np.ones((3, 4), np.float32), np.ones(3, np.int8)]
    r = difftest(data, inputs=other, backends=("cpu", "recorded"))
    assert r.results["recorded"].status == "unsupported"
    assert "computed from other inputs (input 0 differs)" in r.results["recorded"].error
    assert r.verdict != "match"


def test_the_cli_compares_a_snapshot_with_what_it_recorded(snapshot, capsys):
    assert cli(["difftest", snapshot, "--backends", "recorded,reference"]) == 0
    assert "MATCH (baseline recorded)" in capsys.readouterr().out


F = jax.jit(lambda x: (jnp.cumsum(x, axis=0).astype(jnp.bfloat16), jnp.argmax(x, axis=1)))


def _npz_case(tmp_path, with_args: bool):
    x = np.random.default_rng(0).standard_normal((5, 3)).astype(np.float32)
    text = F.lower(x).as_text()
    outs = [np.asarray(o) for o in F(x)]
    path = tmp_path / "expected.npz"
    arrays = dict(np.load(__import__("io").BytesIO(save_npz(outs, prefix="out"))))
    if with_args:
        arrays["arg0"] = x
    np.savez(path, **arrays)
    return text, x, str(path)


def test_an_npz_of_jax_outputs_is_a_baseline(tmp_path):
    text, x, path = _npz_case(tmp_path, with_args=False)
    r = difftest(text, inputs=[x], backends=(f"recorded@{path}", "reference"))
    assert r.verdict == "match", str(r)
    assert r.results[f"recorded@{path}"].outputs[0].dtype == ml_dtypes.bfloat16   # (stored as bit patterns)
    # without the inputs they came from, nothing is compared (never a "mismatch" that means nothing)
    r = difftest(text, backends=("reference", f"recorded@{path}"))
    assert r.results[f"recorded@{path}"].status == "unsupported"
    assert "these were generated" in r.results[f"recorded@{path}"].error


def test_an_npz_holding_its_inputs_checks_them(tmp_path):
    text, x, path = _npz_case(tmp_path, with_args=True)
    assert difftest(text, inputs=[x], backends=("reference", f"recorded@{path}")).verdict == "match"
    r = difftest(text, inputs=[x + 1], backends=("reference", f"recorded@{path}"))
    assert "computed from other inputs (input 0 differs)" in r.results[f"recorded@{path}"].error


def test_outputs_saved_as_numpy_saves_them_are_a_baseline(tmp_path):
    # what a user types: np.savez(f, *outputs) (numpy names them arr_0, arr_1 ...), np.save(f, out)
    a = np.random.RandomState(0).randn(12).astype(np.float32)
    two = jax.jit(lambda x: (jnp.sort(x), jnp.cumsum(x)))
    np.savez(tmp_path / "two.npz", *[np.asarray(o) for o in two(a)])
    text = two.lower(a).as_text()
    assert difftest(text, inputs=[a], backends=("reference", f"recorded@{tmp_path / 'two.npz'}")).verdict == "match"
    s, c = (np.asarray(o) for o in two(a))
    np.savez(tmp_path / "swapped.npz", np.asarray(c), np.asarray(s))   # (the order is the outputs')
    r = difftest(text, inputs=[a], backends=("reference", f"recorded@{tmp_path / 'swapped.npz'}"))
    assert r.verdict == "mismatch", str(r)
    one = jax.jit(lambda x: jnp.tanh(x) * 2)
    np.save(tmp_path / "one.npy", np.asarray(one(a)))
    r = difftest(one.lower(a).as_text(), inputs=[a], backends=("reference", f"recorded@{tmp_path / 'one.npy'}"))
    assert r.verdict == "match", str(r)
    np.savez(tmp_path / "named.npz", result=s)   # names neither ours nor numpy's: which output is it?
    with pytest.raises(HloBridgeError, match=r"no outputs out0, out1 \.\.\. \(or np.savez's positional arr_0"):
        difftest(text, inputs=[a], backends=("reference", f"recorded@{tmp_path / 'named.npz'}"))


def test_recorded_outputs_that_do_not_fit_the_program_say_so(tmp_path):
    text, x, _ = _npz_case(tmp_path, with_args=False)
    few = tmp_path / "few.npz"
    np.savez(few, out0=np.zeros((5, 3), np.float32))
    r = difftest(text, inputs=[x], backends=("reference", f"recorded@{few}"))
    assert "records 1 outputs, the program has 2" in r.results[f"recorded@{few}"].error
    wrong = tmp_path / "wrong.npz"
    np.savez(wrong, out0=np.zeros((5, 3), np.float32), out1=np.zeros(5, np.int32))
    r = difftest(text, inputs=[x], backends=("reference", f"recorded@{wrong}"))
    assert "output 0 is f32[5, 3], the program's is tensor<5x3xbf16>" in r.results[f"recorded@{wrong}"].error
    with pytest.raises(HloBridgeError, match="no such file"):
        difftest(text, inputs=[x], backends=("reference", f"recorded@{tmp_path / 'none.npz'}"))
    gap = tmp_path / "gap.npz"
    np.savez(gap, out0=np.zeros(1), out2=np.zeros(1))
    with pytest.raises(HloBridgeError, match="numbered without gaps"):
        difftest(text, inputs=[x], backends=("reference", f"recorded@{gap}"))


def test_localize_does_not_pretend_to_replay_recorded_numbers(tmp_path):
    text, x, path = _npz_case(tmp_path, with_args=True)
    bad = tmp_path / "bad.npz"
    arrays = dict(np.load(path))
    arrays["out1"] = arrays["out1"] + 1
    np.savez(bad, **arrays)
    r = difftest(text, inputs=[x], backends=(f"recorded@{bad}", "reference"), localize=True)
    assert r.verdict == "mismatch"   # (the verdict stands; only the localization is refused)
    assert r.localization["culprit"] is None
    assert "gives recorded numbers" in r.localization["summary"]


def test_a_corpus_against_the_outputs_recorded_beside_each_module(tmp_path, capsys):
    """`recorded@{}.expected.npz`: {} is each module's path without its extension (as for the
    .npz of its inputs), so a folder of programs with their framework's outputs is one run."""
    rng = np.random.default_rng(1)
    for name, fn in (("cumsum", lambda x: jnp.cumsum(x, axis=1)), ("softmax", jax.nn.softmax),
                     ("norm", lambda x: jnp.linalg.norm(x, axis=0))):
        x = rng.standard_normal((4, 6)).astype(np.float32)
        (tmp_path / f"{name}.mlir").write_text(jax.jit(fn).lower(x).as_text())
        np.savez(tmp_path / f"{name}.npz", arg0=x)
        out = np.asarray(jax.jit(fn)(x))
        if name == "norm":   # one recording off by a little more than f32 rounding: found
            out = out * np.float32(1 + 1e-4)
        np.savez(tmp_path / f"{name}.expected.npz", out0=out)
    (tmp_path / "norm.expected.npz").rename(tmp_path / "norm.other.npz")
    np.savez(tmp_path / "orphan.expected.npz", out0=np.zeros(1))
    (tmp_path / "lonely.mlir").write_text((tmp_path / "cumsum.mlir").read_text())   # neither inputs nor outputs
    assert cli(["difftest", str(tmp_path), "--backends", "recorded@{}.expected.npz,reference",
                "--report", str(tmp_path / "r.json")]) == 0
    report = __import__("json").loads((tmp_path / "r.json").read_text())
    verdicts = {os.path.basename(m["id"]): m["verdict"] for m in report["modules"]}
    assert verdicts == {"cumsum.mlir": "match", "softmax.mlir": "match", "norm.mlir": "unsupported",
                        "lonely.mlir": "unsupported"}
    reasons = {os.path.basename(m["id"]): m["reason"] for m in report["modules"]}
    assert "norm.expected.npz: no such file" in reasons["norm.mlir"]
    assert "lonely.expected.npz: no such file" in reasons["lonely.mlir"]   # (said before "generated")
    (tmp_path / "norm.other.npz").rename(tmp_path / "norm.expected.npz")
    capsys.readouterr()
    assert cli(["difftest", str(tmp_path), "--backends", "recorded@{}.expected.npz,reference"]) == 1
    assert "norm.mlir: MISMATCH (baseline recorded@{}.expected.npz)" in capsys.readouterr().out
