"""Subnormals: the reference keeps them (IEEE 754, the spec); XLA:CPU flushes them to zero
(FTZ/DAZ); `flush_subnormals=True` (difftest's `reference-ftz`) computes as XLA:CPU does, op
by op and type by type (bridge/reference/subnormals.py), checked here against PJRT itself.
difftest names a mismatch that is only that flushing."""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import bridge
from bridge.reference.subnormals import RULES

RNG = np.random.default_rng(5)
TYPES = {"f32": np.float32, "f64": np.float64, "bf16": ml_dtypes.bfloat16}


def _values(name, n=64, seed=0):
    """Half subnormals of both signs (in f32's range for bf16, whose subnormals they are), half normal."""
    rng = np.random.default_rng(seed)
    tiny = np.finfo(np.float64 if name == "f64" else np.float32).smallest_normal
    return np.concatenate([rng.uniform(-1, 1, n // 2) * tiny, rng.standard_normal(n // 2)]).astype(TYPES[name])


def _module(body, params, result):
    names = ", ".join(f"%a{i}: {t}" for i, t in enumerate(params))
    return f"func.func @main({names}) -> {result} {{\n  {body}\n  return %r : {result}\n}}"


def _differ(a, b) -> int:
    """Elements that differ beyond 4 ulps of their type (the functions' own rounding is not
    what is checked: a flushed subnormal is a difference of millions of ulps, or NaN, inf, or a
    flipped comparison)."""
    a, b = np.asarray(a), np.asarray(b)
    if a.dtype.kind == "b":
        return int((a != b).sum())
    dt = np.float32 if a.dtype == ml_dtypes.bfloat16 else a.dtype
    wa, wb = a.astype(np.float64), b.astype(np.float64)
    step = np.spacing(np.maximum(np.abs(wa), np.abs(wb)).astype(dt)).astype(np.float64)
    step *= 65536 if dt != a.dtype else 1   # (bf16's spacing is 2^16 of f32's)
    with np.errstate(invalid="ignore"):
        same = (wa == wb) | (np.isnan(wa) & np.isnan(wb)) | (np.abs(wa - wb) <= 4 * step)
    return int((~same).sum())


UNARY = [n.split(".")[1] for n, (which, _, _) in RULES.items() if n.startswith("stablehlo.") and n.split(".")[1] in (
    "sqrt", "rsqrt", "cbrt", "exponential", "log", "log_plus_one", "logistic", "cosine", "floor", "ceil", "sign",
    "round_nearest_afz", "round_nearest_even", "tanh")]
BINARY = ["add", "subtract", "multiply", "divide", "maximum", "minimum", "remainder"]


def _cases():
    for ty in TYPES:
        t = f"tensor<64x{ty}>"
        for op in UNARY:
            if op == "cbrt" and ty != "f64":   # XLA:CPU's f32 cbrt of a subnormal is wrong: see the last test
                continue
            yield f"{op}-{ty}", _module(f"%r = stablehlo.{op} %a0 : {t}", [t], t), [_values(ty)]
        for op in BINARY:
            yield f"{op}-{ty}", _module(f"%r = stablehlo.{op} %a0, %a1 : {t}", [t, t], t), \
                [_values(ty), _values(ty, seed=1)[::-1].copy()]
        for op in ("erf", "erfc", "erf_inv", "acos", "asin", "atan", "acosh", "asinh", "sinh", "cosh", "bessel_i1e"):
            if ty != "bf16":   # (lgamma and digamma: XLA's approximations are further off than 4 ulps)
                yield f"chlo.{op}-{ty}", _module(f'%r = "chlo.{op}"(%a0) : ({t}) -> {t}', [t], t), [_values(ty)]
        for d in ("EQ", "LT", "GT"):
            yield f"compare{d}-{ty}", _module(f"%r = stablehlo.compare {d}, %a0, %a1 : ({t}, {t}) -> tensor<64xi1>",
                                              [t, t], "tensor<64xi1>"), [_values(ty), _values(ty, seed=1)]
        yield f"clamp-{ty}", _module(f"%r = stablehlo.clamp %a1, %a0, %a2 : {t}", [t, t, t], t), \
            [_values(ty), np.full(64, -1e-30).astype(TYPES[ty]), np.full(64, 1e-30).astype(TYPES[ty])]
        yield f"dot-{ty}", _module(f"%r = stablehlo.dot_general %a0, %a1, contracting_dims = [1] x [0] : "
                                   f"(tensor<4x16x{ty}>, tensor<16x4x{ty}>) -> tensor<4x4x{ty}>",
                                   [f"tensor<4x16x{ty}>", f"tensor<16x4x{ty}>"], f"tensor<4x4x{ty}>"), \
            [_values(ty).reshape(4, 16), (_values(ty, seed=2).reshape(16, 4) * 1e-3).astype(TYPES[ty])]
        yield f"reduce-{ty}", _module(f"%z = stablehlo.constant dense<0.0> : tensor<{ty}>\n  %r = stablehlo.reduce(%a0 "
                                      f"init: %z) applies stablehlo.add across dimensions = [1] : (tensor<8x8x{ty}>, "
                                      f"tensor<{ty}>) -> tensor<8x{ty}>", [f"tensor<8x8x{ty}>"], f"tensor<8x{ty}>"), \
            [_values(ty).reshape(8, 8)]
        yield f"reduce_window-{ty}", _module(
            f'%z = stablehlo.constant dense<0.0> : tensor<{ty}>\n  %r = "stablehlo.reduce_window"(%a0, %z) <{{'
            f'window_dimensions = array<i64: 2, 2>}}> ({{\n  ^bb0(%p: tensor<{ty}>, %q: tensor<{ty}>):\n    %s = '
            f'stablehlo.maximum %p, %q : tensor<{ty}>\n    stablehlo.return %s : tensor<{ty}>\n  }}) : '
            f'(tensor<8x8x{ty}>, tensor<{ty}>) -> tensor<7x7x{ty}>', [f"tensor<8x8x{ty}>"], f"tensor<7x7x{ty}>"), \
            [_values(ty).reshape(8, 8)]
        if ty != "bf16":
            yield f"convolution-{ty}", _module(
                f"%r = stablehlo.convolution(%a0, %a1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], "
                f"window = {{}} {{batch_group_count = 1 : i64, feature_group_count = 1 : i64}} : "
                f"(tensor<1x1x8x8x{ty}>, tensor<1x1x4x4x{ty}>) -> tensor<1x1x5x5x{ty}>",
                [f"tensor<1x1x8x8x{ty}>", f"tensor<1x1x4x4x{ty}>"], f"tensor<1x1x5x5x{ty}>"), \
                [_values(ty).reshape(1, 1, 8, 8), _values(ty, 16, seed=4).reshape(1, 1, 4, 4)]
    for src, dst in (("f32", "f64"), ("f64", "f32"), ("bf16", "f64"), ("f32", "bf16"), ("bf16", "f32"),
                     ("f64", "bf16")):
        yield f"convert-{src}-{dst}", _module(f"%r = stablehlo.convert %a0 : (tensor<64x{src}>) -> tensor<64x{dst}>",
                                              [f"tensor<64x{src}>"], f"tensor<64x{dst}>"), \
            [_values(src) if src != "f64" else
             np.concatenate([_values("f64")[:32], _values("f32")[:32]]).astype(np.float64)]


CASES = {name: (mod, args) for name, mod, args in _cases()}


@pytest.mark.parametrize("name", sorted(CASES))
def test_flushing_reference_computes_as_xla_cpu(name):
    mod, args = CASES[name]
    pjrt = bridge.execute(mod, args, backend="cpu")[0]
    ftz = bridge.reference.evaluate(mod, args, flush_subnormals=True)[0]
    assert ftz.dtype == pjrt.dtype
    assert _differ(ftz, pjrt) == 0, f"{name}: {_differ(ftz, pjrt)} elements differ from PJRT cpu"


def test_the_spec_keeps_them_and_xla_cpu_does_not():
    """The default reference is IEEE's: the flushing is XLA:CPU's, not a lost subnormal."""
    mod, args = CASES["divide-f32"]
    keep = bridge.reference.evaluate(mod, args)[0]
    assert _differ(keep, bridge.execute(mod, args, backend="cpu")[0]) > 10
    with np.errstate(over="ignore", divide="ignore", invalid="ignore"):
        np.testing.assert_array_equal(keep, args[0] / args[1])


@pytest.mark.parametrize("op", ["negate", "abs"])
def test_sign_bit_ops_and_f16_keep_subnormals_on_both(op):
    half = np.concatenate([_values("f32")[:32] * np.float32(1e33), _values("f32")[32:]]).astype(np.float16)
    for ty, x in (("f32", _values("f32")), ("f16", half)):
        t = f"tensor<64x{ty}>"
        mod = _module(f"%r = stablehlo.{op} %a0 : {t}", [t], t)
        ftz = bridge.reference.evaluate(mod, [x], flush_subnormals=True)[0]
        np.testing.assert_array_equal(ftz, bridge.execute(mod, [x], backend="cpu")[0])
        np.testing.assert_array_equal(ftz, getattr(np, "negative" if op == "negate" else "abs")(x))
    t = "tensor<64xf16>"
    mod = _module(f"%r = stablehlo.add %a0, %a0 : {t}", [t], t)   # f16 subnormals: XLA computes f16 in
    got = bridge.reference.evaluate(mod, [half], flush_subnormals=True)[0]    # f32, where they are normal
    np.testing.assert_array_equal(got, bridge.execute(mod, [half], backend="cpu")[0])
    assert (np.abs(half[:32]) < np.finfo(np.float16).smallest_normal).all() and (got[:32] == 2 * half[:32]).all()


def _div_program():
    t = "tensor<256xf32>"
    return (f"func.func @main(%a: {t}, %b: {t}) -> ({t}, tensor<256xi1>) {{\n  %q = stablehlo.divide %a, %b : {t}\n"
            f"  %c = stablehlo.compare LT, %a, %b : ({t}, {t}) -> tensor<256xi1>\n"
            f"  return %q, %c : {t}, tensor<256xi1>\n}}")


def test_difftest_names_a_mismatch_that_is_only_flushing():
    a = _values("f32", 256)
    b = np.roll(_values("f32", 256, seed=3), 1)
    report = bridge.difftest(_div_program(), inputs=[a, b])
    assert report.verdict == "mismatch"
    assert "are subnormals flushed: they agree with reference-ftz" in report.reason
    for o in report.comparisons["reference"]:
        if o.verdict == "mismatch":
            assert o.detail.startswith(f"all {o.mismatches} are subnormals flushed")
    assert bridge.difftest(_div_program(), inputs=[a, b], backends=("cpu", "reference-ftz")).verdict == "match"
    # with the reference as the baseline the note is the same
    again = bridge.difftest(_div_program(), inputs=[a, b], backends=("reference", "cpu"))
    assert "are subnormals flushed" in again.reason


def test_difftest_leaves_a_difference_flushing_does_not_explain():
    """XLA:CPU's f32 power of a subnormal base is wrong (neither kept nor flushed): pow(3.2e-39,
    -0.66) is 7.6e29 there, 2.95e25 exactly (mpmath), inf flushed; its cbrt of one is -5.6e-16."""
    t = "tensor<4xf32>"
    mod = _module(f"%r = stablehlo.power %a0, %a1 : {t}", [t, t], t)
    x = np.array([3.219954e-39, 7.364947e-39, 2.0, 0.5], np.float32)
    y = np.array([-0.6617026, -0.49591073, 3.0, -1.0], np.float32)
    report = bridge.difftest(mod, inputs=[x, y])
    assert report.verdict == "mismatch" and report.comparisons["reference"][0].mismatches == 2
    assert "subnormals flushed" not in report.reason
    got = bridge.reference.evaluate(mod, [x, y])[0]
    np.testing.assert_allclose(got[0], 2.95362205103753e+25, rtol=1e-6)   # mpmath.power at 200 bits
    cbrt = _module(f"%r = stablehlo.cbrt %a0 : {t}", [t], t)
    np.testing.assert_allclose(bridge.reference.evaluate(cbrt, [x])[0], np.cbrt(x.astype(np.float64)), rtol=1e-6)


def test_localization_names_the_flushing_at_the_culprit():
    """a_sub * b is IEEE's 1e-7 and XLA:CPU's 0 (then times b: 1e25 against 0): the first multiply is the culprit, and
    the reference flushing subnormals agrees with XLA there."""
    t = "tensor<4xf32>"
    mod = (f"func.func @main(%a: {t}, %b: {t}) -> {t} {{\n  %p = stablehlo.multiply %a, %b : {t}\n"
           f"  %q = stablehlo.multiply %p, %b : {t}\n  return %q : {t}\n}}")
    a = np.array([1e-39, 2.0, 3e-39, 1.0], np.float32)
    b = np.array([1e32, 3.0, 1e33, 2.0], np.float32)
    report = bridge.difftest(mod, inputs=[a, b], localize=True)
    loc = report.localization
    assert loc["op"]["name"] == "stablehlo.multiply" and loc["op"]["subnormals_flushed"]
    assert loc["summary"].endswith("the op agrees: a subnormal difference")
    t = "tensor<2xf32>"
    power = _module(f"%r = stablehlo.power %a0, %a1 : {t}", [t, t], t)
    loc = bridge.difftest(power, inputs=[np.array([3.219954e-39, 2.0], np.float32),
                                         np.array([-0.6617026, 3.0], np.float32)], localize=True).localization
    assert loc["op"]["name"] == "stablehlo.power" and "subnormals_flushed" not in loc["op"]
