"""Locations survive MLIR text: an HLO dump's metadata and stack frames, and jax's source
lines, are printed in the StableHLO text `convert` and `opt` write (they were dropped), so
HLO -> .mlir -> HLO keeps every instruction's metadata; programs without locations print
without a `loc(` on every line, and `--no-locations` leaves them out on request."""
from __future__ import annotations

import sys
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np

import bridge
from bridge import Shape, XlaBuilder, formats, ops
from bridge.cli.main import main as cli

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "hlo_corpus"))
from corpus_cases import STACK_FRAMES  # noqa: E402

ROWS = ("1 {file_name_id=1 function_name_id=1 line=40 end_line=40 column=4 end_column=20}",
        "2 {file_name_id=1 function_name_id=2 line=21 end_line=21 column=8 end_column=30}",
        "3 {file_name_id=1 function_name_id=3 line=12 end_line=12 column=11 end_column=25}")


def _jax_text() -> str:
    def f(x, y):
        return jnp.tanh(x @ y) + 1.0
    return jax.jit(f).lower(jnp.ones((2, 3)), jnp.ones((3, 4))).as_text(debug_info=True)


def test_hlo_metadata_survives_a_trip_through_stablehlo_text(tmp_path):
    assert all(row in STACK_FRAMES for row in ROWS)
    (tmp_path / "m.hlo").write_text(STACK_FRAMES)
    assert cli(["convert", str(tmp_path / "m.hlo"), "-o", str(tmp_path / "m.mlir")]) == 0
    text = (tmp_path / "m.mlir").read_text()
    # jax's shape: the frame's range, the function, the call chain, the op name
    assert 'loc("/home/me/model.py":12:11 to :25)' in text and 'loc("dense"(' in text
    assert 'loc("jit(f)/dot_general"(' in text and "callsite(" in text
    assert cli(["convert", str(tmp_path / "m.mlir"), "-o", str(tmp_path / "back.hlo")]) == 0
    back = (tmp_path / "back.hlo").read_text()
    for row in ROWS:   # the stack-frame tables, ranges included
        assert row in back, row
    assert 'metadata={op_type="dot_general" op_name="jit(f)/dot_general" stack_frame_id=3}' in back
    assert 'metadata={op_name="jit(f)/tanh" source_file="/home/me/model.py" source_line=21' in back
    # and the numbers: the module still computes tanh(x @ w)
    x, w = np.ones((8, 16), np.float32), np.full((16, 4), 0.01, np.float32)
    out = bridge.execute(formats.convert(back, "computation"), [x, w], backend="cpu")   # (GPUs: TF32 dots)
    np.testing.assert_allclose(np.asarray(out[0]), np.tanh(x @ w), rtol=1e-6)


def test_jax_source_lines_survive_convert_and_opt(tmp_path, capsys):
    src = _jax_text()
    assert "test_formats_locations.py" in src
    (tmp_path / "f.mlir").write_text(src)
    assert "test_formats_locations.py" in formats.convert(src, "stablehlo")
    assert "test_formats_locations.py" in formats.convert(src, "generic")
    assert cli(["opt", str(tmp_path / "f.mlir"), "-p", "canonicalize", "-o", str(tmp_path / "o.mlir")]) == 0
    assert "test_formats_locations.py" in (tmp_path / "o.mlir").read_text()
    # asked not to: no location at all
    assert "loc(" not in formats.convert(src, "stablehlo", locations=False)
    assert cli(["convert", str(tmp_path / "f.mlir"), "--no-locations", "-o", str(tmp_path / "c.mlir")]) == 0
    assert "loc(" not in (tmp_path / "c.mlir").read_text()
    assert cli(["opt", str(tmp_path / "f.mlir"), "-p", "canonicalize", "--no-locations"]) == 0
    out = capsys.readouterr().out
    assert "stablehlo.tanh" in out and "loc(" not in out


def test_programs_without_locations_print_without_them():
    b = XlaBuilder("plain")
    x = ops.Parameter(b, 0, Shape.array_shape(np.float32, (2,)), "x")
    comp = b.build(ops.Neg(x))
    assert "loc(" not in formats.convert(comp, "stablehlo")
    # MLIR text written without locations: the parser's "-":line:col positions are not printed
    text = formats.convert(comp, "stablehlo")
    assert "loc(" not in formats.convert(text, "stablehlo")
    assert "loc(" not in formats.convert(formats.convert(text, "bytecode"), "stablehlo")
    # ... unless asked for
    assert 'loc("-":' in formats.convert(text, "stablehlo", locations=True)


def test_hlo_protos_keep_metadata():
    """An HloModuleProto (what `--xla_dump_hlo_as_proto` and HloSnapshots hold) carries each
    instruction's metadata and the stack-frame index: reading it keeps them (its text used
    to be printed without)."""
    src = _jax_text()
    for fmt in ("hlo-proto", "hlo-proto-text"):
        proto = formats.convert(src, fmt)
        hlo = formats.convert(proto, "hlo")
        assert "FileNames" in hlo and "test_formats_locations.py" in hlo, fmt
        assert 'metadata={op_name="jit(f)/tanh" stack_frame_id=' in hlo, fmt
        text = formats.convert(proto, "stablehlo")
        assert 'loc("jit(f)/tanh"(' in text and "callsite(" in text and "test_formats_locations.py" in text, fmt


def test_stablehlo_raised_to_the_xla_dialect_keeps_source_lines():
    xla_text = formats.convert(_jax_text(), "xla")
    assert '"xla.tanh"' in xla_text and "test_formats_locations.py" in xla_text


def test_a_plain_source_line_survives_hlo():
    """A hand-written "f.py":12:3 goes to HLO as metadata={source_file source_line} without an
    op_name, which the reader dropped (as XLA's importer does): MLIR -> HLO -> MLIR lost it."""
    text = """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.sine %x : tensor<4xf32> loc("model.py":12:3)
  return %0 : tensor<4xf32>
}"""
    hlo = formats.convert(text, "hlo")
    assert 'source_file="model.py" source_line=12' in hlo
    assert 'loc("model.py":12:0)' in formats.convert(hlo, "stablehlo")


def test_bytecode_says_it_drops_the_end_of_a_range_from_column_0():
    """MLIR's bytecode (jaxlib 0.10.2; artifacts are bytecode too) reads `"f.py":15:0 to :31`
    back as `"f.py":15:0` (jax's frames of top-level code start at column 0): said in a
    warning, as whatever a format cannot hold; a range from column 1 goes through unsaid."""
    import warnings

    from bridge.errors import InformationDropped
    text = ('func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n'
            '  %0 = stablehlo.negate %a : tensor<2xf32> loc("n"("f.py":15:COL to :31))\n'
            '  return %0 : tensor<2xf32>\n}\n')
    for to in ("bytecode", "artifact", "vhlo"):   # (VHLO text: the artifact's content, printed)
        with warnings.catch_warnings(record=True) as said:
            warnings.simplefilter("always")
            back = formats.convert(formats.convert(text.replace("COL", "0"), to), "stablehlo")
        assert 'loc("f.py":15:0)' in back and "to :31" not in back   # (MLIR's behavior, as measured)
        assert [w.category for w in said] == [InformationDropped]
        assert '"f.py":15:0 to :31' in str(said[0].message)
        with warnings.catch_warnings(record=True) as said:
            warnings.simplefilter("always")
            back = formats.convert(formats.convert(text.replace("COL", "1"), to), "stablehlo")
        assert '"f.py":15:1 to :31' in back and not said


def test_module_copies_keep_every_location():
    """A copy of a module in the shared context (mlir_formats.clone: a caller's module before
    it is changed) or from another context (copy_module) keeps a range from column 0 and a
    reducer's argument locations: they went through bytecode (the range lost its end) or the
    pretty form without locations (every location lost)."""
    from bridge.context import get_context, new_context
    from bridge.formats import mlir_formats
    from bridge.mlir_module import copy_module
    text = ('func.func @main(%a: tensor<2xf32>) -> tensor<f32> {\n'
            '  %z = stablehlo.constant dense<0.0> : tensor<f32>\n'
            '  %0 = stablehlo.negate %a : tensor<2xf32> loc("n"("f.py":15:0 to :31))\n'
            '  %1 = "stablehlo.reduce"(%0, %z) ({\n'
            '  ^bb0(%x: tensor<f32> loc("x"), %y: tensor<f32> loc("y")):\n'
            '    %s = stablehlo.add %x, %y : tensor<f32>\n'
            '    stablehlo.return %s : tensor<f32>\n'
            '  }) {dimensions = array<i64: 0>} : (tensor<2xf32>, tensor<f32>) -> tensor<f32>\n'
            '  return %1 : tensor<f32>\n}\n')
    module = mlir_formats.parse_text(text)
    want = module.operation.get_asm(enable_debug_info=True, print_generic_op_form=True)
    assert '"f.py":15:0 to :31' in want and 'loc("x")' in want
    from jaxlib.mlir import ir
    elsewhere = ir.Module.parse(text, new_context())
    for copy in (mlir_formats.clone(module), copy_module(elsewhere, get_context())):
        assert copy.context is get_context()
        assert copy.operation.get_asm(enable_debug_info=True, print_generic_op_form=True) == want
