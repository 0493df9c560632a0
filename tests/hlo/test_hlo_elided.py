"""Elided constants filled for XLA's importer: the literal text we write reads back exactly,
through our parser and through XLA's."""
import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import bridge
from bridge import formats
from bridge.errors import ProgramError
from bridge.hlo.elided import fill_elided, literal_text

TYPES = {"f32": np.float32, "f64": np.float64, "s8": np.int8, "u32": np.uint32, "pred": np.bool_,
         "c64": np.complex64}


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(sorted(TYPES)), hnp.array_shapes(min_dims=0, max_dims=3, max_side=3), st.data())
def test_literal_text_reads_back_bit_exactly(et, shape, data):
    dt = np.dtype(TYPES[et])
    # NaN prints as 'nan' (payloads are not kept; generated fills hold none)
    elements = hnp.from_dtype(dt, allow_nan=False) if dt.kind in "fc" else None
    a = data.draw(hnp.arrays(dt, shape, elements=elements))
    dims = ",".join(map(str, shape))
    hlo = f"HloModule m\nENTRY e {{\n  ROOT c = {et}[{dims}] constant({literal_text(a)})\n}}\n"
    got = bridge.execute(formats.convert(hlo, "stablehlo"), [])[0]
    assert got.dtype == a.dtype and got.shape == a.shape
    assert got.tobytes() == np.ascontiguousarray(a).tobytes()


def test_bf16_and_int4_literals_through_xlas_importer():
    a = np.array([[1.5, -0.0, np.inf], [np.nan, 3e38, -1e-40]], dtype=ml_dtypes.bfloat16)
    hlo = f"HloModule m\nENTRY e {{\n  ROOT c = bf16[2,3] constant({literal_text(a)})\n}}\n"
    got = bridge.execute(formats.convert(hlo, "stablehlo", via="native"), [])[0]
    np.testing.assert_array_equal(got.view(np.uint16), a.view(np.uint16))
    assert literal_text(np.array([-8, 7], ml_dtypes.int4)) == "{-8, 7}"


def test_policies():
    hlo = ("HloModule m\nENTRY e {\n  a = f32[2,2] constant({...})\n  b = s32[3] constant({ ... })\n"
           "  ROOT t = (f32[2,2], s32[3]) tuple(a, b)\n}\n")
    assert "constant({{0.0, 0.0}, {0.0, 0.0}})" in fill_elided(hlo, "zeros")
    assert "constant({0, 0, 0})" in fill_elided(hlo, "zeros")
    with pytest.raises(ProgramError, match=r"line 3:25: the constant's value was elided"):
        fill_elided(hlo, "error")
    filled = fill_elided(hlo, "random")
    assert "{...}" not in filled and fill_elided(hlo, "random") == filled   # seeded


def test_random_fill_is_the_same_whatever_order_the_readers_visit_computations():
    """Keyed by instruction name: our builder (callees built when first called) and the
    text filled for XLA's importer (text order) give every constant the same values."""
    hlo = ("HloModule m\nf {\n  p = f32[3] parameter(0)\n  c = f32[3] constant({...})\n  ROOT a = f32[3] add(p, c)\n}\n"
           "ENTRY e {\n  x = f32[3] parameter(0)\n  d = f32[3] constant({...})\n  y = f32[3] multiply(x, d)\n"
           "  ROOT r = f32[3] call(y), to_apply=f\n}\n")
    x = np.array([1, 2, 3], np.float32)
    ours = bridge.execute(formats.convert(hlo, "stablehlo", elided_constants="random"), [x])[0]
    xlas = bridge.execute(formats.convert(hlo, "stablehlo", via="native", elided_constants="random"), [x])[0]
    np.testing.assert_array_equal(ours, xlas)
    assert not np.array_equal(ours, x)   # (filled with something)


def test_run_and_difftest_take_the_policy_too(tmp_path, capsys):
    """The refusal tells the user to choose --elided-constants: every command that reads HLO
    takes it (run and difftest did not, before), and the Python difftest as a keyword."""
    from bridge.cli.main import main as cli
    path = tmp_path / "dump.hlo"
    path.write_text("HloModule m\nENTRY e {\n  x = f32[3] parameter(0)\n  w = f32[3] constant({...})\n"
                    "  ROOT y = f32[3] add(x, w)\n}\n")
    assert cli(["run", str(path)]) == 2
    assert "--elided-constants zeros|random" in capsys.readouterr().err
    out = tmp_path / "out.npz"
    assert cli(["run", str(path), "--elided-constants", "zeros", "--inputs", _npz(tmp_path), "-o", str(out)]) == 0
    np.testing.assert_array_equal(np.load(out)["out0"], [1, 2, 3])   # x + 0
    assert cli(["difftest", str(path), "--elided-constants", "random", "--no-journal"]) == 0
    assert "1 match" in capsys.readouterr().out
    report = bridge.difftest(path.read_text(), elided_constants="random")
    assert report.verdict == "match"


def _npz(tmp_path) -> str:
    p = tmp_path / "x.npz"
    np.savez(p, arg0=np.array([1, 2, 3], np.float32))
    return str(p)
