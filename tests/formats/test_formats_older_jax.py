"""Material older jax releases wrote (0.4.30 ... 0.7.2), read by hlobridge on jax 0.10.2.

tests/data/older_jax/<version>/ holds, per program, what that jax wrote: `jax.export` blobs
(jax promises to load them later), `lowered.as_text()`, the bytecode of
`compiler_ir('stablehlo')`, XLA's dumps (before optimizations, text and HloProto), and
io.npz.gz with the arguments and the outputs that jax computed (make_corpus.py, README.md).
Every readable artifact must run on PJRT CPU and on the reference to those outputs.
"""
import functools
import gzip
import io
import json
import os

import ml_dtypes
import numpy as np
import pytest

import bridge
from bridge import formats, program as program_mod, sharding
from bridge.errors import BackendError, ProgramError

DATA = os.path.join(os.path.dirname(os.path.dirname(__file__)), "data", "older_jax")
VERSIONS = sorted((v for v in os.listdir(DATA) if os.path.isdir(os.path.join(DATA, v)) and v[:1].isdigit()),
                  key=lambda v: tuple(map(int, v.split("."))))   # (a version per folder; not __pycache__)
PROGRAMS = sorted(json.load(open(os.path.join(DATA, VERSIONS[0], "meta.json")))["programs"])
TEXT = ("mlir", "hlo.txt")
# plain MLIR bytecode of MLIR19/20 (jax 0.4.30, 0.4.38) does not read in MLIR23 (see below)
OLD_BYTECODE = ("0.4.30", "0.4.38")


def _read(version: str, name: str, kind: str):
    path = os.path.join(DATA, version, f"{name}.{kind}.gz")
    if not os.path.exists(path):
        return None
    data = gzip.decompress(open(path, "rb").read())
    return data.decode() if kind in TEXT else data


@functools.cache
def _io(version: str) -> dict:
    return dict(np.load(io.BytesIO(_read(version, "io", "npz"))))


def _arrays(version: str, name: str, kind: str) -> list:
    io_ = _io(version)
    keys = [k for k in io_ if k.startswith(f"{name}/{kind}")]
    keys.sort(key=lambda k: int(k.split("/")[1][len(kind):].split("@")[0]))
    return [io_[k].view(ml_dtypes.bfloat16) if k.endswith("@bfloat16") else io_[k] for k in keys]


def _assert_as_jax(got, version, name, what):
    want = _arrays(version, name, "out")
    assert len(got) == len(want), f"{what}: {len(got)} outputs, jax {version} computed {len(want)}"
    # bf16 products, and LAPACK through another build, are not bit-for-bit
    tol = 1e-2 if name == "dtypes_mix" else 2e-4 if name.startswith("linalg") else 2e-5
    for i, (g, w) in enumerate(zip(got, want)):
        g = np.asarray(g)
        assert (g.dtype, g.shape) == (w.dtype, w.shape), f"{what} output {i}"
        if w.dtype.kind in "fc" or w.dtype == ml_dtypes.bfloat16:
            wide = np.complex128 if w.dtype.kind == "c" else np.float64
            np.testing.assert_allclose(g.astype(wide), w.astype(wide), rtol=tol, atol=tol, err_msg=f"{what} {i}")
        else:
            np.testing.assert_array_equal(g, w, err_msg=f"{what} output {i}")


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("name", PROGRAMS)
def test_export_runs_as_the_old_jax_computed(version, name):
    """The jax.export blob, on PJRT CPU and on the reference. Before 2026-11-27 jax 0.4.30's
    blobs were not recognized (their artifact has bytecode version 1), the LAPACK calls of
    0.4.30's, 0.4.38's and 0.5.3's blobs failed on both engines (as on jax 0.10's own
    Exported.call), and top_k (`custom_call @mhlo.topk`) failed on the reference."""
    args = _arrays(version, name, "in")
    exported = _read(version, name, "export")
    assert formats.detect(exported) == "jax-export"
    _assert_as_jax(bridge.execute(exported, args, backend="cpu"), version, name, "export on cpu")
    _assert_as_jax(bridge.reference.evaluate(exported, args), version, name, "export on the reference")


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("name", PROGRAMS)
def test_text_and_dumps_run_as_the_old_jax_computed(version, name):
    """The lowered text on CPU; XLA's dump on the reference; the bytecode where it reads.
    Before: the LAPACK calls of jax 0.4.30 and 0.4.38 failed."""
    args = _arrays(version, name, "in")
    _assert_as_jax(bridge.execute(_read(version, name, "mlir"), args, backend="cpu"), version, name, "text")
    dump = _read(version, name, "hlo.txt")
    if dump is not None:
        _assert_as_jax(bridge.reference.evaluate(dump, args), version, name, "dump on the reference")
    bytecode = _read(version, name, "mlirbc")
    if bytecode is not None and version not in OLD_BYTECODE:
        _assert_as_jax(bridge.execute(bytecode, args, backend="cpu"), version, name, "bytecode on cpu")


@pytest.mark.parametrize("version", [v for v in VERSIONS if os.path.exists(os.path.join(DATA, v, "sorting.hlo.pb.gz"))])
@pytest.mark.parametrize("name", [p for p in PROGRAMS if p != "poly"])
def test_dumped_hlo_proto_runs_as_the_old_jax_computed(version, name):
    """XLA's dump as `--xla_dump_hlo_as_proto` wrote it, on CPU."""
    args = _arrays(version, name, "in")
    _assert_as_jax(bridge.execute(_read(version, name, "hlo.pb"), args, backend="cpu"), version, name, "proto")


@pytest.mark.parametrize("version", VERSIONS[:2])
def test_linalg_difftest_and_hlo_round_trip(version):
    """jax 0.4.30's pre-FFI LAPACK calls (`lapack_sgetrf`, `blas_strsm` ...) and 0.4.38's
    `lapack_strsm_ffi(a, b, alpha)`: difftest agrees, and they survive HLO and back."""
    args = _arrays(version, "linalg", "in")
    text = _read(version, "linalg", "mlir")
    assert bridge.difftest(text, inputs=args).ok
    back = bridge.convert(bridge.convert(text, to="hlo"), to="stablehlo")
    _assert_as_jax(bridge.execute(back, args, backend="cpu"), version, "linalg", "text -> hlo -> cpu")


def test_an_old_lapack_call_not_rewritten_is_one_clear_error():
    """A pre-FFI routine the rewrite does not know (gees) names the target and what to do,
    instead of PJRT's "No registered implementation ... run the module there (backend='cpu')"."""
    text = _read("0.4.30", "linalg_complex", "mlir").replace("@lapack_sgeev(", "@lapack_sgees(")
    args = _arrays("0.4.30", "linalg_complex", "in")
    for run in (lambda: bridge.execute(text, args, backend="cpu"), lambda: bridge.reference.evaluate(text, args)):
        with pytest.raises(BackendError, match=r"lapack_sgees: jaxlib's old \(pre-FFI\) LAPACK kernel for 'gees'"):
            run()


@pytest.mark.parametrize("version", OLD_BYTECODE)
def test_old_mlir_bytecode_says_why_it_does_not_read(version):
    """Plain MLIR bytecode has no compatibility guarantee: MLIR19/20's func.func lacks the
    properties MLIR21 added. Before: "cannot read MLIR bytecode (corrupt or truncated?)"."""
    with pytest.raises(ProgramError, match=r"written by another MLIR \('MLIR(19|20)\.0\.0git'.*not stable across "
                                           r"MLIR versions.*lowered\.as_text\(\)"):
        bridge.convert(_read(version, "mlp_step", "mlirbc"), to="stablehlo")


def _shardings(text: str):
    described = sharding.describe(program_mod.parse_module(text)) or {}
    return {k: v for k, v in described.items() if not (isinstance(v, list) and not any(v))}


@pytest.mark.parametrize("version", [VERSIONS[0], VERSIONS[-1]])   # GSPMD (mhlo.sharding), Shardy
@pytest.mark.parametrize("name", ["sharded", "shard_mapped"])
def test_shardings_survive_every_form(version, name):
    """(Documents existing behaviour.) The shardings the text carries are those the blob,
    the dumps, and the text through bytecode and HLO carry."""
    text = _read(version, name, "mlir")
    want = _shardings(bridge.convert(text, to="stablehlo"))
    assert want
    for what, data in (("export", _read(version, name, "export")), ("dump", _read(version, name, "hlo.txt")),
                       ("dump proto", _read(version, name, "hlo.pb")),
                       ("bytecode", bridge.convert(text, to="bytecode")), ("hlo", bridge.convert(text, to="hlo"))):
        assert _shardings(bridge.convert(data, to="stablehlo")) == want, what


def test_donation_survives_the_dump_and_hlo():
    """(Documents existing behaviour.) jit(donate_argnums=0): the text's tf.aliasing_output
    is HLO's input_output_alias, both ways."""
    for version in (VERSIONS[0], VERSIONS[-1]):
        text = _read(version, "mlp_step", "mlir")
        assert text.count("tf.aliasing_output") == 3
        assert "input_output_alias={ {0}: (0, {}, may-alias)" in bridge.convert(text, to="hlo")
        dump = bridge.convert(_read(version, "mlp_step", "hlo.txt"), to="stablehlo")
        assert "input_output_alias={ {0}: (0, {}, may-alias)" in bridge.convert(dump, to="hlo")
