"""StableHLO as PyTorch writes it, through torch-mlir's FX importer (tests/data/torch_mlir,
made with torch 2.13.0 and torch-mlir 20261001 by make_corpus.py there, README.md): 17 small
programs (MLP and its SGD step, conv/batch-norm, a Transformer encoder layer, LSTM/GRU,
sorting, gather/scatter, int64/int8/bf16 arithmetic, type promotion, NaN handling ...), each
run here on PJRT CPU and on the numpy reference and compared with what torch computed.

torch-mlir writes what jax never does: weights as `dense_resource` blobs in a
`{-# dialect_resources #-}` section, scalar literals as `arith.constant`, no mhlo.num_*
attributes, and the entry function under the name it is given (`func_name=`).
"""
from __future__ import annotations

import pathlib
import re

import numpy as np
import pytest

import bridge
from bridge import formats
from bridge.cli.main import main as cli
from bridge.errors import ProgramError

DATA = pathlib.Path(__file__).resolve().parents[1] / "data" / "torch_mlir"
# a symbolic batch size (`dynamic_shapes=`): shapes computed with shape/tensor/arith ops
DYNAMIC = "dynamic_batch"
PROGRAMS = sorted(p.stem for p in DATA.glob("*.mlir") if p.stem != DYNAMIC)
# torch-mlir 20261001 lowers aten.remainder (`%`, torch.remainder: the sign of the divisor)
# to stablehlo.remainder (the sign of the dividend, C's fmod): its own miscompile, results
# 1 and 4 of int64_arith. hlobridge computes what the module says (checked below).
TORCH_MLIR_REMAINDER = {("int64_arith", 1), ("int64_arith", 4)}
# (x * x + 1) in bf16: XLA:CPU keeps f32 between the two bf16 ops (one rounding, not two)
BF16_ON_CPU = {("low_precision", 0)}


def _arrays(path: pathlib.Path, prefix: str) -> list[np.ndarray]:
    with np.load(path) as z:
        return [z[f"{prefix}{i}"] for i in range(len(z.files))]


def _inputs(name):
    return _arrays(DATA / f"{name}.npz", "arg")


def _torch_outputs(name):
    return _arrays(DATA / f"{name}.torch.npz", "out")


def _assert_like_torch(got, name: str, label: str, skip=()) -> None:
    want = _torch_outputs(name)
    assert len(got) == len(want), f"{label}: {len(got)} results, torch has {len(want)}"
    for i, (g, w) in enumerate(zip(got, want)):
        g = np.asarray(g)
        assert (g.shape, g.dtype) == (w.shape, w.dtype), f"{label} result {i}: {g.dtype}{g.shape} vs {w.dtype}{w.shape}"
        if (name, i) in TORCH_MLIR_REMAINDER or (name, i) in skip:
            continue
        if w.dtype.kind in "iub":
            np.testing.assert_array_equal(g, w, err_msg=f"{label} result {i}")
        else:
            tol = 1e-2 if w.dtype.itemsize == 2 else 2e-5
            np.testing.assert_allclose(g, w, rtol=tol, atol=tol, err_msg=f"{label} result {i}")


def test_the_folder_holds_the_corpus():
    assert len(PROGRAMS) >= 17
    for name in PROGRAMS:
        assert (DATA / f"{name}.npz").exists() and (DATA / f"{name}.torch.npz").exists(), name
    blobs = [n for n in PROGRAMS if "dense_resource<" in (DATA / f"{n}.mlir").read_text()]
    arith = [n for n in PROGRAMS if "arith.constant" in (DATA / f"{n}.mlir").read_text()]
    assert len(blobs) >= 8 and len(arith) >= 10, (blobs, arith)


@pytest.mark.parametrize("name", PROGRAMS)
def test_torch_module_on_cpu_and_reference_computes_what_torch_computed(name):
    """Failed before: every module with weights (dense_resource: PJRT's "Only dense elements
    attr are supported", the reference refused them) or a scalar literal (arith.constant: the
    reference had no kernel), and einsum_bmm (entry @forward: "must have a main function")."""
    text, args = (DATA / f"{name}.mlir").read_text(), _inputs(name)
    _assert_like_torch(bridge.reference.evaluate(text, args), name, "reference")
    _assert_like_torch(bridge.execute(text, args, backend="cpu"), name, "cpu", skip=BF16_ON_CPU)


def test_bf16_on_cpu_is_within_one_bf16_step_of_torch():
    got = bridge.execute((DATA / "low_precision.mlir").read_text(), _inputs("low_precision"), backend="cpu")[0]
    want = _torch_outputs("low_precision")[0]
    step = np.spacing(np.abs(want).astype(np.float32)) * 2 ** 16   # (bf16 keeps 8 of f32's 24 bits)
    assert np.all(np.abs(got - want) <= step)


def test_torch_mlir_remainder_is_stablehlo_remainder_not_torchs():
    """torch-mlir's miscompile, not ours: the module's stablehlo.remainder truncates."""
    text = (DATA / "int64_arith.mlir").read_text()
    a, b = _inputs("int64_arith")
    assert "stablehlo.remainder %arg0, %arg1" in text
    for got in (bridge.execute(text, [a, b], backend="cpu"), bridge.reference.evaluate(text, [a, b])):
        np.testing.assert_array_equal(got[1], np.fmod(a, b))
        np.testing.assert_array_equal(got[3], np.fmod(a, b))   # (torch.fmod: exported right)
        np.testing.assert_array_equal(got[0], a // b)          # (floor division: exported right)
    assert not np.array_equal(_torch_outputs("int64_arith")[1], np.fmod(a, b))


@pytest.mark.parametrize("name", sorted(p.stem for p in DATA.glob("*.mlirbc")))
def test_torch_mlir_bytecode_reads_and_runs(name):
    """torch-mlir's own MLIR bytecode (its blobs inside): failed before (dense_resource)."""
    data, args = (DATA / f"{name}.mlirbc").read_bytes(), _inputs(name)
    assert formats.detect(data) == "bytecode"
    _assert_like_torch(bridge.execute(data, args, backend="cpu"), name, "cpu")
    _assert_like_torch(bridge.reference.evaluate(data, args), name, "reference")


def _resources(text: str) -> str:
    return text[text.index("dialect_resources"):]


def test_text_and_bytecode_conversions_keep_the_blobs():
    """Good before, kept: MLIR text and bytecode hold the blobs byte for byte. (Names: MLIR's
    context keeps every blob it read, and one read again under a name it holds gets a
    suffix, `w` -> `w_1`, within one process.)"""
    text = (DATA / "conv_bn_relu_pool.mlir").read_text()
    back = formats.convert(formats.convert(text, to="bytecode"), to="stablehlo")
    assert back.count("dense_resource<") == text.count("dense_resource<")
    used = [re.findall(r"dense_resource<([^>]+)>", t) for t in (text, back)]   # (in op order)
    assert all(new.startswith(old) for old, new in zip(*used)) and len(used[0]) == len(used[1])
    assert sorted(re.findall(r'"0x[0-9A-F]+"', back)) == sorted(re.findall(r'"0x[0-9A-F]+"', text))
    assert "dense_resource<" in formats.convert(text, to="generic")


@pytest.mark.parametrize("to", ["artifact", "hlo", "hlo-proto", "xla"])
def test_portable_artifact_and_hlo_hold_the_weights(to):
    """VHLO and HLO have no blobs (nor arith.constant): the values go in as dense constants.
    Failed before ("failed to legalize operation 'stablehlo.constant'", "the module has
    arith.constant", "Only dense elements attr are supported")."""
    name = "mlp"
    out = formats.convert((DATA / f"{name}.mlir").read_text(), to=to)
    _assert_like_torch(bridge.execute(out, _inputs(name), backend="cpu"), name, to)


def test_an_entry_not_called_main_runs_and_converts():
    """export_and_import(..., func_name="forward"): PJRT and XLA's HLO converter want @main;
    failed before. Text out keeps the module's own name."""
    text, args = (DATA / "einsum_bmm.mlir").read_text(), _inputs("einsum_bmm")
    assert "func.func @forward(" in text
    _assert_like_torch(bridge.execute(formats.convert(text, to="hlo"), args, backend="cpu"), "einsum_bmm", "hlo")
    assert "func.func @forward(" in formats.convert(text, to="stablehlo")


BLOB_MODULE = """module {
  func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    %cst = stablehlo.constant dense_resource<NAME> : tensor<2xf32>
    %0 = stablehlo.add %arg0, %cst : tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}
{-#
  dialect_resources: {
    builtin: {
      "w x": "0x04000000BLOB"
    }
  }
#-}
"""


def _blob_module(name: str, blob: str) -> str:
    return BLOB_MODULE.replace("NAME", name).replace("BLOB", blob)


def test_a_quoted_blob_name_reads():
    text = _blob_module('"w x"', "0000803F00000040")
    assert bridge.reference.evaluate(text, [np.ones(2, np.float32)])[0].tolist() == [2.0, 3.0]
    assert bridge.execute(text, [np.ones(2, np.float32)], backend="cpu")[0].tolist() == [2.0, 3.0]


@pytest.mark.parametrize("name, blob, message", [
    ("missing", "0000803F00000040", r"no 'missing(_\d+)*' in its dialect_resources"),   # (see above: w_1)
    ("__elided__", "0000803F00000040", r"elided when it was printed"),
    ('"w x"', "0000803F", r"holds 4 bytes, a tensor<2xf32> needs 8"),   # (MLIR would read a splat)
])
def test_a_blob_that_is_not_there_is_one_clear_error(name, blob, message, tmp_path, capsys):
    """Failed before: PJRT's "Only dense elements attr are supported", and a short blob
    became a splat in artifacts and HLO (a wrong number)."""
    text = _blob_module(name, blob)
    with pytest.raises(ProgramError, match=message):
        bridge.execute(text, [np.ones(2, np.float32)], backend="cpu")
    with pytest.raises(ProgramError, match=message):
        formats.convert(text, to="artifact")
    (tmp_path / "m.mlir").write_text(text)
    assert cli(["run", str(tmp_path / "m.mlir"), "--backend", "reference"]) == 2
    assert re.search(message, capsys.readouterr().err)


def test_view_profile_runs_the_reference_on_blobs(tmp_path):
    """`hlobridge view --profile` ran the reference on the module as drawn: failed before."""
    out = tmp_path / "me"
    assert cli(["view", str(DATA / "mlp.mlir"), "--profile", "--inputs", str(DATA / "mlp.npz"),
                "--model-explorer-dir", str(out)]) == 0
    assert (out / "mlp.mlir.reference_time.json").exists()


SCATTER_THEN_READ = """func.func @main(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %i = stablehlo.constant dense<[[1]]> : tensor<1x1xi64>
  %u = stablehlo.constant dense<[5.0]> : tensor<1xf32>
  %s = "stablehlo.scatter"(%arg0, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<
      inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %r : tensor<f32>
  }) : (tensor<4xf32>, tensor<1x1xi64>, tensor<1xf32>) -> tensor<4xf32>
  %n = stablehlo.negate %arg0 : tensor<4xf32>
  return %s, %n : tensor<4xf32>, tensor<4xf32>
}"""


def test_interpreter_scatter_leaves_its_operand_alone():
    """torch's `x.index_put(...)` and then `x[:, 1:4:2]` (gather_scatter_index): jaxlib's
    interpreter scattered into x's own buffer, so the slice read the update (-6, not -1)."""
    from bridge.diff.interpreter_backend import evaluate
    scattered, negated = evaluate(SCATTER_THEN_READ, [np.arange(4, dtype=np.float32)])
    assert scattered.tolist() == [0, 6, 2, 3] and negated.tolist() == [0, -1, -2, -3]


def test_dynamic_shapes_export_is_one_clear_error(capsys):
    """jaxlib's shape refinement reads the module in a context without the shape and tensor
    dialects: before, "Cannot parse module" (and "dialect 'shape' is unknown" on stderr)."""
    text, args = (DATA / f"{DYNAMIC}.mlir").read_text(), _inputs(DYNAMIC)
    assert "tensor<?x4xf32>" in text and "shape.shape_of" in text
    for run in (lambda: bridge.execute(text, args, backend="cpu"), lambda: bridge.reference.evaluate(text, args)):
        with pytest.raises(bridge.HloBridgeError, match="shape/tensor dialect ops.*export with static shapes"):
            run()
    assert "is unknown" not in capsys.readouterr().err


def test_difftest_runs_the_corpus_layout():
    """NAME.npz beside NAME.mlir holds the inputs, as difftest reads a corpus."""
    report = bridge.difftest(DATA / "gather_scatter_index.mlir", inputs=_inputs("gather_scatter_index"),
                             backends=("cpu", "reference"))
    assert report.ok, report
