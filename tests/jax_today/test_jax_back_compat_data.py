"""jax.export's backward-compatibility data, run by hlobridge: real serialized modules that jax
releases of 2023-2026 wrote for CPU, CUDA, ROCm and TPU, each with the inputs and the outputs
the platform computed then (jax/_src/internal_test_util/export_back_compat_test_data, shipped
inside the pinned jax wheel; jax's own tests/export_back_compat_test.py runs them). Nobody of
ours wrote them: LAPACK, cuSOLVER, hipSOLVER and TPU custom calls, GPU threefry kernels,
GSPMD and Shardy shard_maps, dynamic shapes, Pallas kernels.

Every module the reference can run must give the stored outputs (PJRT cpu too, for the cpu
ones); what it cannot run (a Pallas/Mosaic kernel, TPU's approximate top-k) must be refused
in one line naming the custom call, never a wrong number. Eigen- and Schur vectors are unique
only up to phase (and within repeated eigenvalues), so those results are compared by what they
reconstruct, as jax's test compares them by what they satisfy.
"""
from __future__ import annotations

import importlib
import re
import pkgutil

import numpy as np
import pytest

import bridge
from bridge.errors import HloBridgeError

data_pkg = pytest.importorskip("jax._src.internal_test_util.export_back_compat_test_data",
                               reason="jax.export's back-compat data is not in this jax wheel")


def _datasets() -> dict:
    found = {}
    for info in pkgutil.walk_packages(data_pkg.__path__, data_pkg.__name__ + "."):
        mod = importlib.import_module(info.name)
        short = info.name.rsplit(".", 1)[1]
        for var, val in vars(mod).items():
            if not (var.startswith("data_") and isinstance(val, dict)):
                continue
            items = [(var, val)] if "mlir_module_serialized" in val else \
                [(f"{var}[{k}]", d) for k, d in val.items() if isinstance(d, dict) and "mlir_module_serialized" in d]
            for name, d in items:
                found[f"{short}.{name}"] = d
    return found


DATA = _datasets()

# What the reference refuses, by design (the reason is in the message): foreign code, or a
# result only the TPU defines.
REFUSED = {
    "tpu_custom_call": "runs foreign code",             # Pallas on TPU (Mosaic)
    "mosaic_gpu_v2": "runs foreign code",               # Pallas on GPU (Mosaic GPU)
    "__gpu$xla.gpu.triton": "runs foreign code",        # Pallas on GPU (Triton)
    "ApproxTopK": "TPU's approximate algorithm",        # (off TPU XLA computes it exactly: that one runs)
    "hipsolver_syevj": "runs foreign code",             # ROCm's eigh before jax's FFI targets (2024)
    "hipsolver_syevd": "runs foreign code",
    "LuDecomposition": "runs foreign code",             # TPU's LU custom call (2023)
}
# A TPU result of a reduce_window whose body and init are no monoid (1.0 added, i32 subtracted):
# the spec leaves its order to the implementation; XLA:CPU (PJRT) gives the reference's numbers.
IMPLEMENTATION_DEFINED = {"tpu_stablehlo_dynamic_reduce_window.data_variadic_2023_06_17"}
# A GSPMD shard_map whose body is inline (not a func.call): PJRT runs it; the reference runs GSPMD
# manual regions only as jax wrote them later (a call), and says so.
REFERENCE_REFUSES = {"tpu_Sharding.data_2025_06_30[gspmd]": "Shardy's form only"}


def _tol(dtype) -> float:
    return 1e-13 if np.dtype(dtype) in (np.float64, np.complex128) else 3e-6


def _close(got, want, what: str, dtype) -> None:
    """Within 10 ulps (of `dtype`, the platform's result type) of the largest value."""
    got, want = np.asarray(got), np.asarray(want)
    assert got.shape == want.shape and got.dtype == want.dtype, \
        f"{what}: {got.dtype}{got.shape} != {want.dtype}{want.shape}"
    if not np.issubdtype(want.dtype, np.inexact):
        np.testing.assert_array_equal(got, want, err_msg=what)
        return
    scale = float(np.max(np.abs(want))) if want.size else 1.0
    np.testing.assert_allclose(got, want, rtol=0, atol=_tol(dtype) * max(scale, 1.0) * 10, err_msg=what)


def _reconstruct(name: str, outs) -> list:
    """Results that are unique only up to phase, as the matrices they stand for."""
    def herm(m):
        return np.conj(np.swapaxes(m, -1, -2))
    if "eigh" in name or "syev" in name:          # (v, w): v diag(w) v^H
        v, w = outs
        return [v @ (w[..., None] * herm(v)), w]
    if "eig_lapack_geev" in name:                 # (w, vl, vr): vr diag(w) vr^-1 and vl^-H diag(w) vl^H
        w, vl, vr = (np.asarray(o, np.complex128) for o in outs)
        return [np.sort_complex(w), vr @ (w[..., None] * np.linalg.inv(vr)),
                herm(np.linalg.inv(vl)) @ (w[..., None] * herm(vl))]
    if "schur" in name:                           # (T, vs): vs T vs^H
        t, vs = outs
        return [vs @ t @ herm(vs)]
    return list(outs)


def _check(name: str, d: dict, outs) -> None:
    want = d["expected_outputs"]
    assert len(outs) == len(want), f"{name}: {len(outs)} outputs, the data has {len(want)}"
    for g, w in zip(outs, want):
        assert np.asarray(g).dtype == np.asarray(w).dtype and np.shape(g) == np.shape(w), name
    dtype = next((np.asarray(w).dtype for w in want if np.issubdtype(np.asarray(w).dtype, np.inexact)), None)
    for i, (g, w) in enumerate(zip(_reconstruct(name, outs), _reconstruct(name, want))):
        _close(g, w, f"{name} output {i}", dtype)


def _refusal(d: dict) -> str | None:
    for target in d["custom_call_targets"]:
        if target in REFUSED:
            return REFUSED[target]
    return None


@pytest.mark.parametrize("name", sorted(DATA))
def test_reference_gives_the_platforms_numbers_or_refuses(name):
    d = DATA[name]
    why = _refusal(d) or REFERENCE_REFUSES.get(name)
    if why is not None:
        with pytest.raises(HloBridgeError) as e:
            bridge.reference.evaluate(d["mlir_module_serialized"], list(d["inputs"]))
        assert why in str(e.value) and "\n" not in str(e.value).strip()
        return
    outs = bridge.reference.evaluate(d["mlir_module_serialized"], list(d["inputs"]))
    if name in IMPLEMENTATION_DEFINED:
        cpu = bridge.execute(d["mlir_module_serialized"], list(d["inputs"]), backend="cpu")
        for g, w in zip(outs, cpu):
            np.testing.assert_array_equal(g, w)
        return
    _check(name, d, outs)


CPU = sorted(n for n, d in DATA.items() if d["platform"] == "cpu")


@pytest.mark.parametrize("name", CPU)
def test_pjrt_cpu_gives_the_stored_numbers(name):
    d = DATA[name]
    _check(name, d, bridge.execute(d["mlir_module_serialized"], list(d["inputs"]), backend="cpu"))


def test_the_data_is_all_there():
    """The sweep is not vacuous: jax 0.10.2 ships ~120 modules over four platforms."""
    platforms = {d["platform"] for d in DATA.values()}
    assert len(DATA) >= 100 and platforms >= {"cpu", "cuda", "rocm", "tpu"}, (len(DATA), platforms)


def test_gspmd_shard_map_without_num_partitions_runs_on_the_devices_its_shardings_name():
    """jax.export of the GSPMD era kept the device count beside the module (nr_devices), not in
    it (no mhlo.num_partitions): PJRT compiled it for one device and refused the
    collective_permute ("partition 1, not in 0..0"). The shardings `{devices=[2,1]0,1}` need 2."""
    from bridge.runtime import ensure_cpu_devices
    ensure_cpu_devices(2)
    d = DATA["tpu_Sharding.data_2025_06_30[gspmd]"]
    assert "mhlo.num_partitions" not in d["mlir_module_text"]
    out = bridge.execute(d["mlir_module_serialized"], list(d["inputs"]), backend="cpu")
    np.testing.assert_array_equal(out[0], d["expected_outputs"][0])


def test_gpu_threefry_kernel_calls_give_the_gpus_bits():
    """cu_threefry2x32_ffi / hip_threefry2x32_ffi (jax_threefry_gpu_kernel_lowering): the
    reference refused them as foreign code; the stored uniform floats came from a GPU."""
    for name in ("cuda_threefry2x32.data_2024_07_30", "rocm_threefry2x32.data_2026_02_05"):
        d = DATA[name]
        out = bridge.reference.evaluate(d["mlir_module_serialized"], list(d["inputs"]))
        np.testing.assert_array_equal(out[0], d["expected_outputs"][0])


def test_pallas_kernels_binary_payload_reads_and_converts():
    """Mosaic GPU and Triton calls keep their kernel as bytes in a dictionary backend_config:
    such artifacts were refused ("string ... is not UTF-8"). They read, convert to HLO and
    back with the payload intact, and the reference names the kernel it cannot run."""
    for name in ("mosaic_gpu_add_one.data_2026_02_18", "triton_add_one.data_2024_05_02"):
        d = DATA[name]
        text = bridge.convert(d["mlir_module_serialized"], to="stablehlo")
        hlo = bridge.convert(text, to="hlo")
        back = bridge.convert(hlo, to="stablehlo")
        payload = max(re.findall(r'"(?:[^"\\]|\\.)*"', text), key=len)   # (the kernel, escaped)
        assert len(payload) > 800 and payload in back, name
        assert bridge.convert(back, to="artifact")


def test_shardings_without_a_count_and_without_a_manual_region_run_on_one_device():
    """TensorFlow's StableHLO of an `xla_sharding` program: tiled shardings over 2 and 4 devices,
    no mhlo.num_partitions. XLA ignores shardings unpartitioned and TF ran it on one device; a
    device count must only be read off the shardings where a manual region needs it."""
    text = """module {
  func.func @main(%a: tensor<4x4xf32> {mhlo.sharding = "{devices=[2,1]0,1}"}) -> tensor<4x4xf32> {
    %0 = stablehlo.add %a, %a {mhlo.sharding = "{devices=[2,2]0,1,2,3}"} : tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
}"""
    from bridge import sharding
    from bridge.program import parse_module
    assert sharding.grid_of(parse_module(text)).num_partitions == 1
    a = np.arange(16, dtype=np.float32).reshape(4, 4)
    np.testing.assert_array_equal(bridge.execute(text, [a], backend="cpu")[0], 2 * a)
