"""Format detection from content, for every format."""
from __future__ import annotations

import pytest

from bridge import formats
from bridge.errors import ProgramError
from bridge.formats.detect import bytecode_header, normalize_format
from fmt_samples import HAND_WRITTEN, XLA_TEXT


@pytest.fixture(scope="module")
def encoded():
    return {to: formats.convert(HAND_WRITTEN, to)
            for to in ("stablehlo", "generic", "bytecode", "artifact", "vhlo", "hlo", "hlo-proto")}


@pytest.mark.parametrize("fmt", ["stablehlo", "generic", "bytecode", "artifact", "vhlo", "hlo", "hlo-proto"])
def test_detect_each_format(encoded, fmt):
    data = encoded[fmt]
    assert formats.detect(data) == fmt
    if isinstance(data, str):  # text read from a file arrives as bytes
        assert formats.detect(data.encode()) == fmt


def test_detect_xla_and_variants():
    assert formats.detect(XLA_TEXT) == "xla"
    assert formats.detect("HloModule m\n\nENTRY e { ROOT p = f32[] parameter(0) }") == "hlo"
    assert formats.detect("// a comment\n#loc = loc(unknown)\nmodule {\n}\n") == "stablehlo"
    assert formats.detect("func.func @f() {\n  return\n}\n") == "stablehlo"
    assert formats.detect('"func.func"() ({}) {sym_name = "f", function_type = () -> ()} : () -> ()') == "generic"
    assert formats.detect("\ufeff  module {}") == "stablehlo"


def test_bytecode_header_and_artifact_version(encoded):
    assert bytecode_header(encoded["artifact"]) == (6, "StableHLO_v" + formats.info(encoded["artifact"])["version"])
    version, producer = bytecode_header(encoded["bytecode"])
    assert version == 6 and producer.startswith("MLIR")
    old = formats.convert(HAND_WRITTEN, "artifact", target_version="0.9.0")
    assert bytecode_header(old) == (0, "StableHLO_v0.9.0") or bytecode_header(old)[1] == "StableHLO_v0.9.0"


def test_format_names_and_aliases():
    assert normalize_format("StableHLO") == "stablehlo"
    assert normalize_format("mlirbc") == "bytecode"
    assert normalize_format("hlo_proto") == "hlo-proto"
    with pytest.raises(ProgramError, match="unknown format 'tflite'"):
        normalize_format("tflite")
    assert set(formats.FORMATS) == {"stablehlo", "generic", "bytecode", "artifact", "vhlo",
                                    "hlo", "hlo-proto", "hlo-proto-text", "xla", "jax-export", "hlo-snapshot"}
