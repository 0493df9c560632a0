"""What PyTorch/XLA writes (tests/data/torch_xla, made with torch 2.9.1 and torch_xla 2.9.0 by
make_corpus.py there, README.md): the StableHLO of `torch_xla.stablehlo` (torch.export) and the
HLO of lazy-tensor runs (`_get_xla_tensors_hlo`, `--xla_dump_to`), for ~20 small programs, each
run here on PJRT CPU and on the numpy reference and compared with what torch computed eagerly.

torch_xla writes weights as arguments (manifest.json), `mhlo.*` module attributes, `xla_shape`
and `result_layout` on ops, erf as `custom_call @mhlo.erf`, QR as XLA's `@Qr` calls, composites
(StableHLOCompositeBuilder), GSPMD shardings, quantized types and host-offload calls.
"""
from __future__ import annotations

import json
import pathlib
import re

import numpy as np
import pytest

import bridge
from bridge import formats
from bridge.cli.main import main as cli
from bridge.errors import HloBridgeError

DATA = pathlib.Path(__file__).resolve().parents[1] / "data" / "torch_xla"
HLO = DATA / "hlo"
MLIR = sorted(p.stem for p in DATA.glob("*.mlir"))
HLOS = sorted(p.stem for p in HLO.glob("*.hlo"))
# torch_xla lowers `a >> 1` of int64 to a division by 2, which truncates (torch's shift floors):
# its miscompile, odd negative numbers differ; hlobridge computes what the module says
TORCH_XLA_SHIFT = ("int64_arith", 9)
# (x * x + 1) in bf16: XLA:CPU keeps f32 between the two bf16 ops (one rounding, not two)
BF16_ON_CPU = ("low_precision", 0)
# torch_xla's generator is not torch's: shape and range only
RANDOM = ("random_uniform", 1)
# HLO of lazy runs that nothing runs: torch_xla's own markers (it fails to run them too)
NOT_RUNNABLE = {"composite_gelu": "xla_mark_tensor", "quantize_dequant": "mhlo.uniform_quantize"}


def _arrays(path: pathlib.Path, prefix: str) -> list[np.ndarray]:
    with np.load(path) as z:
        return [z[f"{prefix}{i}"] for i in range(len(z.files))]


def _assert_like_torch(got, folder: pathlib.Path, name: str, label: str, skip=()) -> None:
    want = _arrays(folder / f"{name}.torch.npz", "out")
    assert len(got) == len(want), f"{label}: {len(got)} results, torch has {len(want)}"
    for i, (g, w) in enumerate(zip(got, want)):
        g = np.asarray(g)
        assert g.shape == w.shape, f"{label} result {i}: {g.shape} vs {w.shape}"
        if (name, i) == RANDOM:
            assert np.all((g >= 0) & (g < 1)) and np.unique(g).size == g.size, f"{label} result {i}"
        elif (name, i) in skip:
            continue
        elif w.dtype.kind in "iub":
            np.testing.assert_array_equal(g, w, err_msg=f"{label} result {i}")
        else:   # f16 results (and bf16 ones torch returned as f32): 2**-8; f32: a few ulps of sums
            tol = 1e-2 if g.dtype.itemsize == 2 or name == "low_precision" else 2e-5
            np.testing.assert_allclose(g.astype(np.float32), w, rtol=tol, atol=tol, err_msg=f"{label} result {i}")


def test_the_folder_holds_the_corpus():
    manifest = json.loads((DATA / "manifest.json").read_text())
    assert manifest["torch_xla"] == "2.9.0" and len(MLIR) >= 20 and len(HLOS) >= 18
    assert manifest["stablehlo"]["mlp"] == ["weight l2.bias", "weight l2.weight", "weight l1.bias",
                                            "weight l1.weight", "input 0"]
    for name in MLIR:
        assert (DATA / f"{name}.npz").exists() and (DATA / f"{name}.torch.npz").exists(), name


@pytest.mark.parametrize("name", MLIR)
def test_stablehlo_on_cpu_and_reference_computes_what_torch_computed(name):
    """Failed before: mlp_debug and composite_gelu_debug (locations in MLIR's pretty form:
    "expected ')'"), quantize_dequant (quant dialect not loaded; PJRT: "uniform_quantize can't
    be translated"), attention_sdpa on the reference (custom_call @mhlo.erf)."""
    text, args = (DATA / f"{name}.mlir").read_text(), _arrays(DATA / f"{name}.npz", "arg")
    skip = {TORCH_XLA_SHIFT}
    _assert_like_torch(bridge.reference.evaluate(text, args), DATA, name, "reference", skip)
    _assert_like_torch(bridge.execute(text, args, backend="cpu"), DATA, name, "cpu", skip | {BF16_ON_CPU})


@pytest.mark.parametrize("name", [n for n in HLOS if n not in NOT_RUNNABLE])
def test_lazy_tensor_hlo_on_cpu_and_reference_computes_what_torch_computed(name):
    """Failed before: host_offload (api_version=API_VERSION_UNSPECIFIED refused by the parser)."""
    text, args = (HLO / f"{name}.hlo").read_text(), _arrays(HLO / f"{name}.npz", "arg")
    skip = {TORCH_XLA_SHIFT}
    _assert_like_torch(bridge.reference.evaluate(text, args), HLO, name, "reference", skip)
    _assert_like_torch(bridge.execute(text, args, backend="cpu"), HLO, name, "cpu", skip | {BF16_ON_CPU})


def test_torch_xla_shifts_int64_by_truncating_division():
    """torch_xla's miscompile, not ours: `a >> 1` is `stablehlo.divide %a, 2`, in HLO too."""
    text = (DATA / "int64_arith.mlir").read_text()
    args = _arrays(DATA / "int64_arith.npz", "arg")
    a = args[1]   # (torch's input 0: manifest.json)
    assert re.search(r"%26 = stablehlo.divide %arg1, %c : tensor<12xi64>", text)
    for got in (bridge.execute(text, args, backend="cpu")[9], bridge.reference.evaluate(text, args)[9]):
        np.testing.assert_array_equal(got, np.trunc(a / 2).astype(np.int64))
    torch_says = _arrays(DATA / "int64_arith.torch.npz", "out")[9]
    np.testing.assert_array_equal(torch_says, a >> 1)
    assert not np.array_equal(torch_says, np.trunc(a / 2))


@pytest.mark.parametrize("name", [n for n in ("mlp", "int64_arith", "composite_gelu") if n in MLIR])
def test_torch_xla_bytecode_reads_and_runs(name):
    """get_stablehlo_bytecode(): a portable artifact (good before)."""
    data, args = (DATA / f"{name}.mlirbc").read_bytes(), _arrays(DATA / f"{name}.npz", "arg")
    assert formats.detect(data) == "artifact"
    _assert_like_torch(bridge.execute(data, args, backend="cpu"), DATA, name, "cpu", {TORCH_XLA_SHIFT})


@pytest.mark.parametrize("name", ["mlp", "int64_arith"])
@pytest.mark.parametrize("suffix", ["txt", "hlo.pb"])
def test_xla_dump_before_optimizations_runs(name, suffix):
    """--xla_dump_to of a lazy run: text and HloProto, parameters as in hlo/NAME.npz (good before)."""
    path = DATA / "dump" / f"{name}.before_optimizations.{suffix}"
    data = path.read_bytes() if suffix.endswith("pb") else path.read_text()
    _assert_like_torch(bridge.execute(data, _arrays(HLO / f"{name}.npz", "arg"), backend="cpu"), HLO, name,
                       suffix, {TORCH_XLA_SHIFT})


def test_pretty_locations_read_and_are_kept():
    """torch_xla prints locations as MLIR's pretty form (export_node_metadata=True), which MLIR's
    parser refuses: every command failed with "expected ')'" before. Its source lines are kept."""
    text = (DATA / "mlp_debug.mlir").read_text()
    assert re.search(r': tensor<3x4xf32> "<XLA_MLIR_DEBUGINFO_BEGIN>', text) is None   # (weights first)
    assert re.search(r'tensor<\w+> "<XLA_MLIR_DEBUGINFO_BEGIN>', text) and "} [unknown]" in text
    out = formats.convert(text, to="stablehlo")
    assert out.count('loc("<XLA_MLIR_DEBUGINFO_BEGIN>') >= 2 and "make_corpus.py" in out
    hlo = formats.convert(text, to="hlo")
    assert "line_61__in_forward" in hlo   # (XLA names instructions after a name location)


def test_a_pretty_location_that_is_not_torch_xlas_is_still_an_error():
    text = 'func.func @main(%a: tensor<f32>) -> tensor<f32> {\n  return %a : tensor<f32> a.py:3:4\n} [unknown]\n'
    with pytest.raises(HloBridgeError, match="cannot parse MLIR text: line 2"):
        bridge.reference.evaluate(text, [np.float32(1)])


def test_mhlo_erf_custom_call_on_the_reference():
    """custom_call @mhlo.erf (XLA keeps the mhlo op so): the reference refused it before."""
    text = ("func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {\n  %0 = stablehlo.custom_call @mhlo.erf(%x) "
            "{mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<3xf32>) -> tensor<3xf32>\n"
            "  return %0 : tensor<3xf32>\n}")
    x = np.array([-1.0, 0.25, 2.0], np.float32)
    want = np.array([-0.8427007929, 0.2763263902, 0.9953222650], np.float32)   # (math.erf)
    np.testing.assert_allclose(bridge.reference.evaluate(text, [x])[0], want, rtol=1e-6)
    np.testing.assert_allclose(bridge.execute(text, [x], backend="cpu")[0], want, rtol=1e-6)


def test_host_offload_calls_keep_api_version_and_frontend_attributes():
    """`api_version=API_VERSION_UNSPECIFIED` (XLA's printer writes it for api_version 0, as
    torch_xla's annotate_device_placement calls have): refused before, by our HLO parser,
    even in the HLO we wrote from torch_xla's own StableHLO."""
    hlo = (HLO / "host_offload.hlo").read_text()
    back = formats.convert(formats.convert(hlo, to="stablehlo"), to="hlo")
    for text in (hlo, back, formats.convert((DATA / "host_offload.mlir").read_text(), to="hlo")):
        assert text.count("api_version=API_VERSION_UNSPECIFIED") == 2
        assert 'frontend_attributes={_xla_buffer_placement="pinned_host"}' in text
    assert "api_version = 0 : i32" in formats.convert(hlo, to="stablehlo")


def test_quantized_types_read_in_a_fresh_context():
    """The quant dialect was loaded only once some VHLO legalization had run in the process:
    before, a fresh process refused torch_xla's uniform_quantize ("must be ranked tensor of
    per-tensor integer quantized ... but got tensor<2x5x!quant.uniform<...>>")."""
    from bridge.context import new_context
    from bridge.mlir_module import parse_mlir_text
    module = parse_mlir_text((DATA / "quantize_dequant.mlir").read_text(), new_context())
    assert "!quant.uniform<i8:f32, 5.000000e-02:3>" in str(module)


@pytest.mark.parametrize("to", ["hlo", "hlo-proto"])
def test_quantized_ops_become_math_for_xla(to):
    """PJRT and XLA's HLO converter have no quantized types: failed before with "'stablehlo.
    uniform_quantize' op can't be translated to XLA HLO". Text and artifacts keep them."""
    text, args = (DATA / "quantize_dequant.mlir").read_text(), _arrays(DATA / "quantize_dequant.npz", "arg")
    out = formats.convert(text, to=to)
    _assert_like_torch(bridge.execute(out, args, backend="cpu"), DATA, "quantize_dequant", to)
    assert "uniform_quantize" in formats.convert(formats.convert(text, to="artifact"), to="stablehlo")


@pytest.mark.parametrize("name, target", sorted(NOT_RUNNABLE.items()))
def test_torch_xla_markers_in_hlo_are_one_clear_error(name, target):
    """torch_xla's composite markers and quantize calls in lazy-run HLO: it cannot run them
    either (PJRT: no handler; the reference: a foreign call)."""
    text, args = (HLO / f"{name}.hlo").read_text(), _arrays(HLO / f"{name}.npz", "arg")
    for run in (lambda: bridge.execute(text, args, backend="cpu"), lambda: bridge.reference.evaluate(text, args)):
        with pytest.raises(HloBridgeError, match=re.escape(target)):
            run()


def test_shardings_and_composites_survive_conversions():
    """Good before, kept: GSPMD shardings of xs.mark_sharding, and StableHLOCompositeBuilder's
    composite, through HLO and back."""
    spmd = (HLO / "spmd_mlp.hlo").read_text()
    shardings = sorted(set(re.findall(r"sharding=(\{[^}]*\})", spmd)))
    assert len(shardings) == 4
    back = formats.convert(formats.convert(spmd, to="stablehlo"), to="hlo")
    assert sorted(set(re.findall(r"sharding=(\{[^}]*\})", back))) == shardings
    comp = formats.convert(formats.convert((DATA / "composite_gelu.mlir").read_text(), to="hlo"), to="stablehlo")
    assert re.search(r'stablehlo.composite "test.tanh_gelu" .*composite_attributes = \{approximate = "tanh", '
                     r"n = 3 : i64, scale = 1.500000e\+00 : f32\}", comp)


def test_dynamic_batch_runs_and_hlo_asks_for_its_size():
    """torch.export Dim (EXPERIMENTAL_XLA_UNBOUNDED_DYNAMISM=1): tensor<?x4xf32> and
    get_dimension_size/dynamic_broadcast_in_dim run; HLO needs the size (good before)."""
    text, args = (DATA / "dynamic_batch.mlir").read_text(), _arrays(DATA / "dynamic_batch.npz", "arg")
    assert "tensor<?x4xf32>" in text
    _assert_like_torch(bridge.execute(text, args, backend="cpu"), DATA, "dynamic_batch", "cpu")
    with pytest.raises(HloBridgeError, match=r"symbolic dimensions \(arg2.0\): give their sizes"):
        formats.convert(text, to="hlo")
    _assert_like_torch(bridge.execute(formats.convert(text, to="hlo", dims=[5]), args, backend="cpu"), DATA,
                       "dynamic_batch", "hlo")


def test_cli_difftest_and_compare_importers(capsys, tmp_path, monkeypatch):
    """As a user runs them on the folder's files (NAME.npz beside NAME.mlir: the inputs).
    Failed before: quantize_dequant (PJRT: "uniform_quantize can't be translated")."""
    monkeypatch.chdir(tmp_path)   # (difftest's journal)
    assert cli(["difftest", str(DATA / "quantize_dequant.mlir"), "--backends", "cpu,reference"]) == 0
    assert cli(["convert", str(HLO / "mlp_debug.hlo"), "--compare-importers"]) == 0
    assert "importers: agree" in capsys.readouterr().out


def test_difftest_of_a_dump_without_inputs():
    """The Adam step's dump (its parameters in another order than hlo/'s): random inputs."""
    report = bridge.difftest(DATA / "dump" / "adam_train_step.before_optimizations.hlo.pb",
                             backends=("cpu", "reference"))
    assert report.ok, report
