"""Each corpus case (corpus_cases.py) read by our HLO reader: the numbers numpy expects, on
PJRT CPU and on the numpy reference, and the same numbers as XLA's own importer's module
(in its child process) where XLA reads the text and PJRT runs it."""
from __future__ import annotations

import re

import numpy as np
import pytest

import bridge
from bridge import formats
from hlotest import ON_GPU, backend_for
from corpus_cases import CASES

OPTIONS = {"elided_constant_as_zeros": {"elided_constants": "zeros"}}
# 8-device shardings on a plain program: run on one device (XLA ignores shardings there)
ONE_PARTITION = {"shardings_every_form"}
NO_REFERENCE = {
    "rng_with_shape_operand",            # the reference draws its own numbers (PJRT's are checked: the range)
    "shardy_round_trip_attributes",      # custom calls (Sharding, xla.sdy.FuncResultSharding): the reference
    "custom_call_called_computations",   # runs no custom call targets
}


def same(got, want):
    got, want = np.asarray(got), np.asarray(want)
    assert got.shape == want.shape and got.dtype == want.dtype, (got.dtype, got.shape, want.dtype, want.shape)
    if want.dtype.kind == "f" or want.dtype.name.startswith(("float", "bfloat")):
        # a GPU's DEFAULT-precision f32 dots are TF32: off by ~1e-3 of the sums' size, not of each element
        atol = 3e-3 * max(1.0, float(np.max(np.abs(want), initial=0.0))) if ON_GPU else 1e-6
        np.testing.assert_allclose(got.astype(np.float64), want.astype(np.float64), rtol=1e-5, atol=atol)
    else:
        np.testing.assert_array_equal(got, want)


# cases PJRT runs on the CPU where the default backend is a GPU (docs/backends.md)
CPU_ON_GPU_MACHINES = {
    "mixed_precision_dots": "XLA:GPU's Triton GEMM doubles small s8 x s8 -> s32 dots",
    "mixed_precision_convolution": "cuDNN has no s8 x s8 -> s32 convolution",
}


def run(program, case):
    extra = {"num_partitions": 1} if case.name in ONE_PARTITION else {}
    if ON_GPU and case.name in CPU_ON_GPU_MACHINES:
        extra["backend"] = "cpu"
    partitions = re.search(r"num_partitions=(\d+)", case.text)
    if partitions and "num_partitions" not in extra:   # (8 virtual CPU devices beside one GPU)
        extra.setdefault("backend", backend_for(int(partitions.group(1))))
    return bridge.execute(program, list(case.args), **extra)


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_case_numbers_on_pjrt_reference_and_xlas_importer(case):
    comp = formats.convert(case.text, "computation", **OPTIONS.get(case.name, {}))
    assert isinstance(comp, bridge.XlaComputation)
    ours = run(comp, case)
    assert len(ours) == len(case.expected)
    for got, want in zip(ours, case.expected):
        same(got, want)
    if case.name not in NO_REFERENCE:
        for got, want in zip(bridge.reference.evaluate(comp, list(case.args)), case.expected):
            same(got, want)
    if case.native:
        native = formats.convert(case.text, "stablehlo", via="native")
        for got, want in zip(run(native, case), ours):
            same(got, want)


def test_global_device_ids_on_four_replicas():
    """use_global_device_ids=true: with one partition the groups' global ids are replica ids."""
    from corpus_cases import GLOBAL_IDS
    comp = formats.convert(GLOBAL_IDS, "computation")
    assert "use_global_device_ids" in bridge.to_stablehlo(comp)
    xs = [np.arange(4, dtype=np.float32) + 10 * r for r in range(4)]
    got = bridge.execute(comp, [[x] for x in xs], num_replicas=4, backend=backend_for(4))
    total = sum(xs)
    for r in range(4):
        pair = xs[r & ~1] + xs[r | 1]
        same(got[r][0], pair)
        same(got[r][1], np.concatenate(xs))
        same(got[r][2], total[r:r + 1])
    native = formats.convert(GLOBAL_IDS, "stablehlo", via="native")
    for a, b in zip(bridge.execute(native, [[x] for x in xs], num_replicas=4, backend=backend_for(4)), got):
        for x, y in zip(a, b):
            same(x, y)


def test_send_recv_convert_both_ways():
    """send/recv (PJRT CPU cannot run them) convert: XLA's (data, context, token) tuples are
    built around our Send/Recv, and XLA's exporter prints send/recv pairs again."""
    from corpus_cases import SEND_RECV
    text = formats.convert(SEND_RECV, "stablehlo")
    assert '"stablehlo.send"' in text and "handle = 1" in text
    assert '"stablehlo.recv"' in text and "handle = 2" in text
    hlo = formats.convert(SEND_RECV, "hlo")
    for opcode in ("send(", "send-done(", "recv(", "recv-done("):
        assert opcode in hlo


@pytest.mark.xla_op("RngGetAndUpdateState")
def test_rng_get_and_update_state_advances_by_delta():
    """XLA's RNG counter: each run returns the state, then advances it by delta."""
    text = "HloModule s\nENTRY main {\n  ROOT s = u64[2] rng-get-and-update-state(), delta=7\n}\n"
    comp = formats.convert(text, "computation")
    # (on the CPU: XLA:GPU's pipeline rejects mhlo.xla.rng_get_and_update_state)
    first, second = bridge.execute(comp, [], backend="cpu")[0], bridge.execute(comp, [], backend="cpu")[0]
    assert first.dtype == np.uint64 and first.shape == (2,)
    assert int(second[0]) - int(first[0]) == 7 and second[1] == first[1]
    assert "rng-get-and-update-state(), delta=7" in formats.convert(text, "hlo")
    # the reference: XLA's first state (0x7012395, PJRT's on a fresh executable), then + delta
    from bridge import reference
    program = reference.compile_program(formats.convert(text, "stablehlo") + " ")   # uncached
    runs = [program.run([])[0] for _ in range(2)]
    assert [r.tolist() for r in runs] == [[0x7012395, 0], [0x7012395 + 7, 0]]
    assert reference.evaluate(comp, [])[0].tolist() == [0x7012395, 0]   # the xla-dialect kernel
