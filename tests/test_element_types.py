"""The micro-float element types (f4E2M1FN, f6E2M3FN, f6E3M2FN, f8E8M0FNU) and the tf32
dot algorithm: names, constants, converts (bit for bit against PJRT where XLA:CPU runs
them), and the f6 refusal (the crash guard itself: tests/test_program_guards.py)."""
import ml_dtypes
import numpy as np
import pytest

import bridge
from bridge import dtypes
from bridge.errors import BackendError

NEW = [("f4e2m1fn", "f4E2M1FN", ml_dtypes.float4_e2m1fn, 4),
       ("f6e2m3fn", "f6E2M3FN", ml_dtypes.float6_e2m3fn, 6),
       ("f6e3m2fn", "f6E3M2FN", ml_dtypes.float6_e3m2fn, 6),
       ("f8e8m0fnu", "f8E8M0FNU", ml_dtypes.float8_e8m0fnu, 8)]


def _const(mlir, values):
    ty = f"tensor<{len(values)}x{mlir}>"
    return f"func.func @main() -> {ty} {{\n  %0 = stablehlo.constant dense<{values}> : {ty}\n  return %0 : {ty}\n}}"


@pytest.mark.parametrize("name,mlir,np_type,width", NEW)
def test_names_and_widths(name, mlir, np_type, width):
    assert dtypes.canonical(np.dtype(np_type)) == name == dtypes.canonical(name.upper())
    assert dtypes.from_mlir_spelling(mlir) == name and dtypes.mlir_spelling(name) == mlir
    assert dtypes.bit_width(name) == width and dtypes.is_float(name)
    assert [dtypes.bit_width(n) for n in ("f64", "f16", "f8e4m3fn")] == [64, 16, 8]   # not "f6..."


# Values each type holds exactly: f4E2M1FN max 6, f6E2M3FN max 7.5, f6E3M2FN max 28, e8m0: powers of 2.
@pytest.mark.parametrize("name,mlir,values", [
    ("f4e2m1fn", "f4E2M1FN", [0.5, -1.5, 6.0, -0.0]),
    ("f6e2m3fn", "f6E2M3FN", [0.125, -1.875, 7.5, 0.0]),
    ("f6e3m2fn", "f6E3M2FN", [0.0625, -1.25, 28.0, 0.0]),
    ("f8e8m0fnu", "f8E8M0FNU", [0.5, 1.0, 2.0 ** 100, 2.0 ** -127])])
def test_reference_constants(name, mlir, values):
    (got,) = bridge.reference.evaluate(_const(mlir, values), [])
    assert got.dtype == dtypes.to_numpy(name)
    np.testing.assert_array_equal(got.astype(np.float64), values)


def test_e8m0_constant_rounds_to_a_power_of_two():
    (got,) = bridge.reference.evaluate(_const("f8E8M0FNU", [3.0, 1.0e10]), [])
    np.testing.assert_array_equal(got.astype(np.float64), [4.0, 2.0 ** 33])   # log2(1e10) = 33.2


_F32 = np.array([0, -0.0, 0.25, 0.3, 0.75, 1.25, 2.5, 3.5, 5, 7, 100, -100, 1e-3, np.inf, -np.inf,
                 np.nan, 1e38, 2.0 ** -127, 2.0 ** 127, 1.5 * 2.0 ** 127, -1.5], np.float32)


def _convert(src, dst, n):
    a, b = f"tensor<{n}x{src}>", f"tensor<{n}x{dst}>"
    return f"func.func @main(%a: {a}) -> {b} {{\n  %0 = stablehlo.convert %a : ({a}) -> {b}\n  return %0 : {b}\n}}"


@pytest.mark.parametrize("mlir,np_type", [("f4E2M1FN", ml_dtypes.float4_e2m1fn),
                                          ("f8E8M0FNU", ml_dtypes.float8_e8m0fnu)])
def test_converts_match_pjrt_bit_for_bit(mlir, np_type):
    mod = _convert("f32", mlir, _F32.size)
    (want,) = bridge.execute(mod, [_F32])
    (got,) = bridge.reference.evaluate(mod, [_F32])
    np.testing.assert_array_equal(got.view(np.uint8), want.view(np.uint8))
    every = np.arange(16 if mlir.startswith("f4") else 256, dtype=np.uint8).view(np_type)
    mod = _convert(mlir, "f32", every.size)
    (want,) = bridge.execute(mod, [every])
    (got,) = bridge.reference.evaluate(mod, [every])
    np.testing.assert_array_equal(got, want)   # NaN == NaN here: same positions
    assert float(got[0]) == (0.0 if mlir.startswith("f4") else 2.0 ** -127)


@pytest.mark.parametrize("mlir", ["f6E2M3FN", "f6E3M2FN"])
def test_f6_on_pjrt_cpu_is_refused_and_the_reference_runs_it(mlir):
    mod = _const(mlir, [0.5, 1.0])
    with pytest.raises(BackendError, match=f"does not support element type {mlir}"):
        bridge.execute(mod, [])
    np.testing.assert_array_equal(bridge.reference.evaluate(mod, [])[0].astype(np.float32), [0.5, 1.0])


# ---------------------------------------------------------------- tf32 dot algorithm

def _tf32_dot(n_ops: int) -> str:
    return f"""func.func @main(%a: tensor<1x2xf32>, %b: tensor<2x1xf32>) -> tensor<1x1xf32> {{
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = tf32,
    rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1,
    num_primitive_operations = {n_ops}, allow_imprecise_accumulation = false>
    : (tensor<1x2xf32>, tensor<2x1xf32>) -> tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}}"""


def test_tf32_dot_rounds_operands_to_10_mantissa_bits():
    """Spec: operands are rounded to tf32 (RNE): 1 + 2**-12 -> 1 (below half an ulp of 2**-10),
    1 + 3·2**-11 -> 1 + 2**-9 (a tie, to even). X3 (2 parts) recovers the f32 product here."""
    a = np.array([[1 + 2.0 ** -12, 1 + 3 * 2.0 ** -11]], np.float32)
    b = np.ones((2, 1), np.float32)
    (one,) = bridge.reference.evaluate(_tf32_dot(1), [a, b])
    assert one[0, 0] == np.float32(2 + 2.0 ** -9)
    (three,) = bridge.reference.evaluate(_tf32_dot(3), [a, b])
    assert three[0, 0] == np.float32(2 + 2.0 ** -12 + 3 * 2.0 ** -11)
