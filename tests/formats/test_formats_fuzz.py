"""Hypothesis fuzz: mutated bytecode / artifacts / text only ever raise ProgramError."""
from __future__ import annotations

import functools

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridge import formats
from bridge.errors import ProgramError
from fmt_samples import HAND_WRITTEN


@functools.lru_cache(maxsize=None)
def seeds() -> tuple[bytes, ...]:
    return (
        formats.convert(HAND_WRITTEN, "bytecode"),
        formats.convert(HAND_WRITTEN, "artifact"),
        formats.convert(HAND_WRITTEN, "artifact", target_version="1.0.0"),
        formats.convert(HAND_WRITTEN, "stablehlo").encode(),
        formats.convert(HAND_WRITTEN, "generic").encode(),
        formats.convert(HAND_WRITTEN, "vhlo").encode(),
    )


@st.composite
def mutated(draw):
    data = bytearray(draw(st.sampled_from(seeds())))
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["flip", "truncate", "delete", "insert", "byte"]))
        if not data:
            break
        i = draw(st.integers(0, len(data) - 1))
        if kind == "flip":
            data[i] ^= 1 << draw(st.integers(0, 7))
        elif kind == "byte":
            data[i] = draw(st.integers(0, 255))
        elif kind == "truncate":
            del data[i:]
        elif kind == "delete":
            del data[i:i + draw(st.integers(1, 16))]
        else:
            data[i:i] = draw(st.binary(min_size=1, max_size=8))
    as_text = draw(st.booleans())
    if as_text:
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            pass
    return bytes(data)


FUZZ = settings(max_examples=300, deadline=2000, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@FUZZ
@given(mutated(), st.sampled_from(["stablehlo", "bytecode", "artifact", "generic"]))
def test_mutated_inputs_raise_only_program_error(data, to):
    try:
        fmt = formats.detect(data)
    except ProgramError:
        fmt = None
    assert fmt is None or fmt in formats.FORMATS
    try:
        out = formats.convert(data, to)
    except ProgramError as e:
        assert str(e) and "\n" not in str(e)
    else:
        assert isinstance(out, str if to in ("stablehlo", "generic") else bytes)


@settings(max_examples=100, deadline=2000, derandomize=True)
@given(st.one_of(st.binary(max_size=64), st.text(max_size=64)))
def test_random_inputs_detect_and_info(data):
    try:
        formats.info(data)
    except ProgramError:
        pass
