"""Bad input: one clear ProgramError line each, and the process survives."""
from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from bridge import formats
from bridge.errors import HloBridgeError, ProgramError
from fmt_samples import HAND_WRITTEN


def _bc():
    return formats.convert(HAND_WRITTEN, "bytecode")


def _art():
    return formats.convert(HAND_WRITTEN, "artifact", target_version="1.0.0")


BAD_INPUTS = [
    # (id, data factory, to, kwargs, message regex)
    ("truncated-bytecode", lambda: _bc()[: len(_bc()) // 2], "stablehlo", {},
     r"cannot read MLIR bytecode \(corrupt or truncated\?\): attempting to parse"),
    ("truncated-artifact", lambda: _art()[:80], "stablehlo", {},
     r"cannot read portable artifact \(version 1\.0\.0; corrupt or truncated\?\)"),
    ("magic-only", lambda: b"ML\xefR", "stablehlo", {}, r"truncated MLIR bytecode: header ends"),
    ("partial-magic", lambda: b"ML\xef", "stablehlo", {}, r"truncated MLIR bytecode: input ends inside the magic"),
    ("no-producer-end", lambda: b"ML\xefR\rStableHLO_v1", "stablehlo", {}, r"header ends inside the producer"),
    ("garbage-bytes", lambda: bytes(range(250, 256)) * 3, "stablehlo", {}, r"unrecognized binary input \(18 bytes"),
    ("garbage-text", lambda: "hello, world", "bytecode", {}, r"unrecognized program text starting with 'hello, world'"),
    ("empty-text", lambda: "", "stablehlo", {}, r"empty input"),
    ("empty-bytes", lambda: b"", "artifact", {}, r"empty input"),
    ("unknown-op", lambda: HAND_WRITTEN.replace("stablehlo.negate", "stablehlo.negatee"), "bytecode", {},
     r"cannot parse stablehlo text: line 12:\d+: custom op 'stablehlo.negatee' is unknown"),
    ("type-error", lambda: HAND_WRITTEN.replace("%1 = stablehlo.negate %0 : tensor<4xf32>",
                                                "%1 = stablehlo.negate %0 : tensor<5xf32>"), "stablehlo", {},
     r"cannot parse stablehlo text: line 12:\d+: use of value '%0' expects different type"),
    ("unclosed-module", lambda: "module {", "stablehlo", {}, r"cannot parse stablehlo text: line 1:"),
    ("version-9.9.9", lambda: HAND_WRITTEN, "artifact", {"target_version": "9.9.9"},
     r"unsupported target version 9\.9\.9: this StableHLO can write versions 0\.9\.0 to \d+\.\d+\.\d+"),
    ("version-0.1.0", lambda: HAND_WRITTEN, "artifact", {"target_version": "0.1.0"},
     r"unsupported target version 0\.1\.0"),
    ("version-malformed", lambda: HAND_WRITTEN, "artifact", {"target_version": "1.0"},
     r"malformed target version '1\.0': expected 'X\.Y\.Z'"),
    ("version-word", lambda: HAND_WRITTEN, "artifact", {"target_version": "week99"},
     r"malformed target version 'week99'"),
    ("version-not-str", lambda: HAND_WRITTEN, "artifact", {"target_version": 1.0},
     r"target version must be a string"),
    ("version-for-text", lambda: HAND_WRITTEN, "stablehlo", {"target_version": "1.0.0"},
     r"a target version applies only to artifact, vhlo, bytecode output, not stablehlo"),
    ("bytecode-version", lambda: HAND_WRITTEN, "bytecode", {"target_version": 99},
     r"cannot write bytecode: unsupported version requested 99"),
    ("vhlo-version", lambda: HAND_WRITTEN, "vhlo", {"target_version": "7.0.0"}, r"unsupported target version 7\.0\.0"),
    ("unknown-format", lambda: HAND_WRITTEN, "onnx", {}, r"unknown format 'onnx'"),
    ("from-mismatch", lambda: HAND_WRITTEN, "stablehlo", {"from_": "bytecode"},
     r"bytecode input must be bytes, got str"),
    ("bytecode-forced-on-text", lambda: HAND_WRITTEN.encode(), "stablehlo", {"from_": "bytecode"},
     r"cannot read MLIR bytecode: input does not start with the .* magic number"),
    ("not-utf8-text", lambda: b"module {\xff}", "stablehlo", {"from_": "stablehlo"}, r"not valid UTF-8"),
    ("locations-not-bool", lambda: HAND_WRITTEN, "stablehlo", {"locations": "yes"},   # (a raw TypeError)
     r"locations must be None .*, True or False, got 'yes'"),
    ("snapshot-out", lambda: HAND_WRITTEN, "hlo-snapshot", {}, r"hlo-snapshot is read only"),   # (said jax.export)
]


@pytest.mark.parametrize("case", BAD_INPUTS, ids=[c[0] for c in BAD_INPUTS])
def test_bad_input_raises_program_error(case):
    _, make, to, kwargs, pattern = case
    with pytest.raises(ProgramError, match=pattern) as info:
        formats.convert(make(), to, **kwargs)
    assert "\n" not in str(info.value)
    assert isinstance(info.value, HloBridgeError)


def test_bad_artifacts_for_info_and_detect():
    with pytest.raises(ProgramError, match="truncated MLIR bytecode"):
        formats.info(b"ML\xefR")
    newer = _art().replace(b"StableHLO_v1.0.0", b"StableHLO_v9.0.0")
    with pytest.raises(ProgramError, match=r"portable artifact version 9\.0\.0 is newer than this StableHLO"):
        formats.convert(newer, "stablehlo")
    with pytest.raises(ProgramError, match="cannot detect the format of a int"):
        formats.detect(42)


def test_xla_lowering_missing_is_a_program_error():
    from fmt_samples import XLA_TEXT
    # Lowering is bridge.program's job (being written in parallel): either it works,
    # or we get one clear HloBridgeError, never an ImportError or a crash.
    try:
        out = formats.convert(XLA_TEXT, "stablehlo")
    except HloBridgeError as e:
        assert "\n" not in str(e)
        return
    assert "stablehlo.add" in out and "xla." not in out


def test_process_survives_every_bad_input():
    """All the bad inputs in a fresh interpreter: each raises, the process exits normally."""
    code = textwrap.dedent("""
        import sys
        sys.path[:0] = ["tests/formats", "."]
        from test_formats_errors import BAD_INPUTS
        from bridge import formats
        from bridge.errors import ProgramError
        n = 0
        for name, make, to, kwargs, _ in BAD_INPUTS:
            try:
                formats.convert(make(), to, **kwargs)
            except ProgramError:
                n += 1
        print("survived", n)
    """)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.strip() == f"survived {len(BAD_INPUTS)}"


DATA = __import__("pathlib").Path(__file__).parent / "data"


@pytest.mark.parametrize("name, pattern", [
    ("crash_artifact.bin", r"cannot read portable artifact: corrupt input \(the native reader crashed"),
    ("crash_vhlo.mlir", r"cannot read VHLO module: corrupt input \(the native reader crashed"),
])
def test_inputs_that_crash_mlir_are_program_errors(name, pattern):
    """Found by fuzzing: these segfault MLIR's readers in-process; we check them in a child."""
    data = (DATA / name).read_bytes()
    with pytest.raises(ProgramError, match=pattern):
        formats.info(data)
    with pytest.raises(ProgramError, match=pattern):
        formats.convert(data, "stablehlo")
