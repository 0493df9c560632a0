"""A GPU dump's custom calls with their backend configs spoiled, one field at a time: the
reference refuses each with an HloBridgeError naming the call, or runs it; no Python error
(ValueError, TypeError, IndexError from reading the config) escapes, and no config is read
past its operands' ends. Material: the real H200 dumps in tests/data/xla_gpu_h200."""
from __future__ import annotations

import json
import pathlib
import re

import numpy as np
import pytest

import bridge
from bridge.errors import HloBridgeError

DATA = pathlib.Path(__file__).resolve().parents[1] / "data" / "xla_gpu_h200"
# (the CUB sorts' and top-k's configs are typed-FFI dictionaries, not JSON: the reader checks those)
PROGRAMS = ["fmha_bias_scale", "fmha_train_causal", "cublas_fp8", "triangular_solves", "cublas_epilogues",
            "conv_bias_relu"]
_TYPES = {"f32": np.float32, "s32": np.int32, "u32": np.uint32}


def _inputs(text: str) -> list:
    head = text.split("entry_computation_layout={(", 1)[1].split(")->", 1)[0]
    return [np.ones(tuple(int(d) for d in dims.split(",") if d), _TYPES[dt])
            for dt, dims in re.findall(r"(f32|s32|u32)\[([\d,]*)\]", head)]


def _leaves(d, path=()):
    if isinstance(d, dict):
        for k, v in d.items():
            yield from _leaves(v, path + (k,))
    else:
        yield path


def _configs(text: str):
    """(target, start, end) of each call's backend_config={...}: braces matched outside strings."""
    for m in re.finditer(r'custom_call_target="([^"]+)"', text):
        line_end = text.find("\n", m.end())
        at = text.find("backend_config={", m.end(), line_end)
        if at < 0:
            continue
        start = depth = at + len("backend_config=")
        depth, in_string, i = 0, False, start
        while i < line_end:
            c = text[i]
            if in_string:
                i += c == "\\"
                in_string = c != '"'
            elif c == '"':
                in_string = True
            elif c in "{}":
                depth += 1 if c == "{" else -1
                if depth == 0:
                    yield m.group(1), start, i + 1
                    break
            i += 1


def _spoiled(text: str):
    """(target, field, how, text) for each leaf of the JSON backend config of each target's
    first call, spoiled."""
    seen = set()
    for target, start, end in _configs(text):
        try:
            config = json.loads(text[start:end])
        except ValueError:   # (a typed-FFI dictionary, not JSON)
            continue
        if target in seen:
            continue
        seen.add(target)
        for k, path in enumerate(_leaves(config)):
            # one spoiling per field, taking turns (all three per field cost 3x the suite's time)
            for how, value in [(("deleted", None), ("a string", "zzz"), ("a list", [1, 2]))[k % 3]]:
                c = json.loads(text[start:end])
                d = c
                for k in path[:-1]:
                    d = d[k]
                if value is None:
                    del d[path[-1]]
                else:
                    d[path[-1]] = value
                yield target, ".".join(path), how, text[:start] + json.dumps(c) + text[end:]


@pytest.mark.parametrize("program", PROGRAMS)
def test_spoiled_backend_configs_are_refused_by_name_or_run(program):
    text = (DATA / f"{program}.sm_9.0a_gpu_after_optimizations.txt").read_text()
    inputs = _inputs(text)
    refused = 0
    for target, field, how, spoiled in _spoiled(text):
        try:
            bridge.reference.evaluate(spoiled, inputs)
        except HloBridgeError as e:
            refused += 1
            assert "numpy reference failed" not in str(e), (target, field, how, str(e)[-300:])
        except Exception as e:  # noqa: BLE001 - the point of the test
            pytest.fail(f"{target} with {field} {how}: {type(e).__name__}: {e}")
    assert refused   # (each program has a field its call cannot do without)
