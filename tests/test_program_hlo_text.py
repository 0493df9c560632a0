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
