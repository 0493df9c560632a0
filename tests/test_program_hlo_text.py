"""HLO text reaches the HLO reader wherever a program is accepted (issue 19 item 5): a
leading /* comment */ before 'HloModule', and headerless modules (XLA's emitter tests
are written as a bare 'fusion { ... }'), must not be handed to MLIR's parser."""
import numpy as np
import pytest

import bridge

NEG = "a = f32[2] parameter(0)\n  ROOT n = f32[2] negate(a)"
TEXTS = {
    "comment-before-header": "/* from a test file */\nHloModule m\nENTRY e {\n  " + NEG + "\n}\n",
    "headerless-fusion": "fusion {\n  " + NEG + "\n}\n",
    "headerless-entry": "ENTRY main {\n  " + NEG + "\n}\n",
}


@pytest.mark.parametrize("name", sorted(TEXTS))
def test_reference_reads_hlo_text(name):
    x = np.array([1.5, -2.0], np.float32)
    (r,) = bridge.reference.evaluate(TEXTS[name], [x])
    np.testing.assert_array_equal(r, -x)   # negate, by definition


@pytest.mark.parametrize("name", ["comment-before-header", "headerless-fusion"])
def test_execute_reads_hlo_text(name):
    x = np.array([1.5, -2.0], np.float32)
    (r,) = bridge.execute(TEXTS[name], [x], backend="cpu")
    np.testing.assert_array_equal(r, -x)


def test_bad_mlir_text_still_reports_the_mlir_error():
    with pytest.raises(bridge.HloBridgeError, match="cannot parse MLIR text"):
        bridge.reference.evaluate("func.func @main( {", [])


def test_a_path_is_a_file_and_blank_text_no_program(tmp_path):
    """A pathlib.Path is read as difftest reads one (execute said "not a program: PosixPath");
    a file name given as text says so; blank text is "empty input" on every way in (it was
    `module {}`, "cannot choose the entry function among none" or "empty input")."""
    import pathlib
    path = tmp_path / "double.mlir"
    path.write_text("func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
                    "  %0 = stablehlo.add %a, %a : tensor<2xf32>\n  return %0 : tensor<2xf32>\n}\n")
    x = np.array([1.5, -2], np.float32)
    for got in (bridge.execute(path, [x]), bridge.reference.evaluate(pathlib.Path(path), [x])):
        np.testing.assert_array_equal(got[0], x + x)
    with pytest.raises(bridge.HloBridgeError, match=r"\(the name of a file\? pass pathlib.Path"):
        bridge.execute(str(path), [x])
    for blank in ("", " \n", b""):
        for way in (lambda p: bridge.execute(p, []), lambda p: bridge.reference.evaluate(p, []),
                    bridge.to_stablehlo):
            with pytest.raises(bridge.HloBridgeError, match="empty input: no program found"):
                way(blank)
