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
    data = mutate(draw, draw(st.sampled_from(seeds())), rounds=4, span=16, insert=8)
    as_text = draw(st.booleans())
    if as_text:
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            pass
    return data


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


# ---- detectors, HLO protos, text protos, jax.export blobs ---------------------------------

HLO = "HloModule f\nENTRY e {\n  x = f32[3] parameter(0)\n  c = f32[] constant(2)\n  b = f32[3] broadcast(c), " \
      "dimensions={}\n  ROOT m = f32[3] multiply(x, b)\n}\n"


@functools.lru_cache(maxsize=None)
def more_seeds() -> dict[str, bytes]:
    import jax
    import jax.numpy as jnp
    spec = jax.ShapeDtypeStruct((3,), jnp.float32)
    return {
        "hlo": HLO.encode(),
        "hlo-proto": formats.convert(HLO, "hlo-proto"),
        "hlo-proto-text": formats.convert(HLO, "hlo-proto-text").encode(),
        "jax-export": bytes(jax.export.export(jax.jit(lambda a: a * 2))(spec).serialize()),
    }


def mutate(draw, data: bytes, rounds: int = 3, span: int = 8, insert: int = 4) -> bytes:
    """Up to `rounds` bit flips, byte changes, truncations, deletions or insertions."""
    data = bytearray(data)
    for _ in range(draw(st.integers(1, rounds))):
        if not data:
            break
        i = draw(st.integers(0, len(data) - 1))
        kind = draw(st.sampled_from(["flip", "byte", "truncate", "delete", "insert"]))
        if kind == "flip":
            data[i] ^= 1 << draw(st.integers(0, 7))
        elif kind == "byte":
            data[i] = draw(st.integers(0, 255))
        elif kind == "truncate":
            del data[i:]
        elif kind == "delete":
            del data[i:i + draw(st.integers(1, span))]
        else:
            data[i:i] = draw(st.binary(min_size=1, max_size=insert))
    return bytes(data)


@st.composite
def any_format_mutated(draw):
    pool = list(seeds()) + list(more_seeds().values())
    return mutate(draw, draw(st.sampled_from(pool)))


@settings(max_examples=500, deadline=2000, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(any_format_mutated())
def test_detectors_only_raise_program_error(data):
    from bridge.formats.detect import artifact_version, bytecode_header, looks_like_jax_export
    for probe in (formats.detect, bytecode_header):
        try:
            probe(data)
        except ProgramError as e:
            assert "\n" not in str(e)
    assert artifact_version(data) is None or isinstance(artifact_version(data), str)
    assert looks_like_jax_export(data) in (True, False)


def _converts_or_program_error(data, from_):
    try:
        out = formats.convert(data, "stablehlo", from_=from_)
    except ProgramError as e:
        assert str(e) and "\n" not in str(e)
    else:
        assert isinstance(out, str) and "func.func" in out


@settings(max_examples=120, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data(), st.sampled_from(["hlo-proto", "hlo-proto-text", "jax-export"]))
def test_mutated_protos_and_blobs_raise_only_program_error(data, fmt):
    blob = mutate(data.draw, more_seeds()[fmt])
    if fmt == "hlo-proto-text":
        blob = blob.decode("utf-8", "replace")
    _converts_or_program_error(blob, fmt)
