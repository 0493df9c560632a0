"""CHLO in the numpy reference: chlo.scan natively (against a numpy scan and PJRT), and
every other op checked against PJRT and a numpy/scipy oracle, so no legalization gap hides
(docs/reference.md lists them). The exactly computed special functions (EXACT) are checked
against mpmath in test_ref_chlo_exact.py."""
import numpy as np
import pytest
import scipy.special as sc

import bridge
from bridge.reference.kernels_chlo import CHLO_OPS, DECOMPOSED, EXACT, NATIVE

# ---------------------------------------------------------------- chlo.scan


def _scan_module(shape, dim, reverse, ty="i32") -> str:
    """Body: carry' = carry + x; output = carry' * x (not symmetric: order shows)."""
    slice_shape = tuple(d for i, d in enumerate(shape) if i != dim)
    full = f"tensor<{'x'.join(map(str, shape))}x{ty}>"
    part = f"tensor<{''.join(f'{d}x' for d in slice_shape)}{ty}>"
    rev = " attributes {is_reverse = true}" if reverse else ""
    return f"""func.func @main(%a: {full}, %i: {part}) -> ({full}, {part}) {{
  %0:2 = chlo.scan(%a) inits(%i) dimension={dim}{rev} {{
  ^bb0(%x: {part}, %c: {part}):
    %1 = stablehlo.add %x, %c : {part}
    %2 = stablehlo.multiply %1, %x : {part}
    stablehlo.return %2, %1 : {part}, {part}
  }} : ({full}, {part}) -> ({full}, {part})
  return %0#0, %0#1 : {full}, {part}
}}"""


def _numpy_scan(a, init, dim, reverse):
    out = np.empty_like(a)
    carry = init.copy()
    steps = range(a.shape[dim])
    for i in (reversed(steps) if reverse else steps):
        x = np.take(a, i, axis=dim)
        carry = carry + x
        idx = [slice(None)] * a.ndim
        idx[dim] = i
        out[tuple(idx)] = carry * x
    return out, carry


@pytest.mark.parametrize("reverse", [False, True])
@pytest.mark.parametrize("shape,dim", [((5,), 0), ((2, 4), 1), ((3, 2, 2), 0)])
def test_scan_matches_a_numpy_scan(shape, dim, reverse):
    rng = np.random.default_rng(1)
    a = rng.integers(-5, 6, shape).astype(np.int32)
    init = rng.integers(-3, 4, tuple(d for i, d in enumerate(shape) if i != dim)).astype(np.int32)
    got = bridge.reference.evaluate(_scan_module(shape, dim, reverse), [a, init])
    want = _numpy_scan(a, init, dim, reverse)
    np.testing.assert_array_equal(got[0], want[0])
    np.testing.assert_array_equal(got[1], want[1])


def test_reverse_scan_matches_pjrt():
    """The legalization route would have run this one forwards."""
    a, init = np.array([1, 2, 3, 4], np.int32), np.array(5, np.int32)
    mod = _scan_module((4,), 0, True)
    got = bridge.reference.evaluate(mod, [a, init])
    want = bridge.execute(mod, [a, init], backend="cpu")
    np.testing.assert_array_equal(got[0], [15, 28, 36, 36])   # 5+4=9 -> 9*4; 9+3=12 -> 36; ...
    assert int(got[1]) == 15
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, w)


def test_scan_with_two_inputs_and_fewer_outputs_than_carries():
    """Body args: input slices, then carries; returns outputs, then new carries."""
    mod = """func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %s: tensor<f32>, %m: tensor<f32>)
        -> (tensor<4xf32>, tensor<f32>, tensor<f32>) {
  %0:3 = chlo.scan(%a, %b) inits(%s, %m) dimension=0 {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>, %c: tensor<f32>, %d: tensor<f32>):
    %p = stablehlo.multiply %x, %y : tensor<f32>
    %s2 = stablehlo.add %c, %p : tensor<f32>
    %m2 = stablehlo.maximum %d, %x : tensor<f32>
    stablehlo.return %s2, %s2, %m2 : tensor<f32>, tensor<f32>, tensor<f32>
  } : (tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<f32>) -> (tensor<4xf32>, tensor<f32>, tensor<f32>)
  return %0#0, %0#1, %0#2 : tensor<4xf32>, tensor<f32>, tensor<f32>
}"""
    a = np.array([1, -2, 3, 0.5], np.float32)
    b = np.array([2, 2, -1, 4], np.float32)
    args = [a, b, np.float32(0.5), np.float32(-10)]
    out, s, m = bridge.reference.evaluate(mod, args)
    np.testing.assert_array_equal(out, 0.5 + np.cumsum(a * b))
    assert s == np.float32(0.5 + np.sum(a * b)) and m == np.float32(3)
    for g, w in zip((out, s, m), bridge.execute(mod, args, backend="cpu")):
        np.testing.assert_array_equal(g, w)


# ---------------------------------------------------------------- ops through legalization

F = np.array([-3.5, -1.0, -0.5, -1e-3, 0.0, 1e-3, 0.5, 0.99, 1.0, 2.5, 10.0, np.inf, -np.inf, np.nan],
             np.float32)
U = np.array([-0.99, -0.5, -1e-3, 0.0, 1e-3, 0.5, 0.99, 0.3], np.float32)      # inside (-1, 1)
P = np.array([1.1, 1.5, 2.0, 3.5, 10.0, 0.5, 1e-3, 7.0], np.float32)           # positive
A = np.arange(6, dtype=np.float32).reshape(2, 3) - 2.5
B = np.array([0.5, -2.0, 3.0], np.float32)
AI = np.array([[7, -8, 1], [100, -3, 0]], np.int32)
BI = np.array([3, 2, 31], np.int32)
QA = np.array([[2.0, 3.0, 4.5], [1.5, 10.0, 2.0]], np.float32)
QB = np.array([1.0, 0.5, 2.0], np.float32)
NA = np.array([[0.0, 1.0, 2.0], [3.0, 1.0, 0.0]], np.float32)
C = np.array([1 + 2j, -0.5 + 0.25j, 3 - 4j, 0j], np.complex64)


def _t(a, ty):
    return f"tensor<{''.join(f'{d}x' for d in np.shape(a))}{ty}>"


_BDIMS = "{broadcast_dimensions = array<i64: 1>}"
F2, I2 = ["f32", "f32"], ["i32", "i32"]


def _case(args, tys, outs, attrs="", oracle=None):
    """(operands, operand types, result types, attribute text, numpy/scipy oracle or None)."""
    return (args, tys, outs, attrs, oracle)


def _shift_logical(a, b):
    return (a.view(np.uint32) >> b.astype(np.uint32)).view(np.int32)


_UNARY = {"acos": (U, np.arccos), "asin": (U, np.arcsin), "atanh": (U, np.arctanh),
          "erf_inv": (U, sc.erfinv), "acosh": (P, np.arccosh), "asinh": (F, np.arcsinh),
          "atan": (F, np.arctan), "cosh": (F, np.cosh), "sinh": (F, np.sinh), "tan": (F, np.tan),
          "erf": (F, sc.erf), "erfc": (F, sc.erfc), "lgamma": (F, sc.gammaln),
          "digamma": (F, sc.digamma), "bessel_i1e": (F, sc.i1e), "square": (F, np.square)}
CASES = {op: _case([x], ["f32"], ["f32"], "", f) for op, (x, f) in _UNARY.items()}
CASES.update({op: _case([F], ["f32"], ["i1"], "", f) for op, f in
              [("is_inf", np.isinf), ("is_neg_inf", np.isneginf), ("is_pos_inf", np.isposinf)]})
for _op, _f in [("add", np.add), ("subtract", np.subtract), ("multiply", np.multiply),
                ("divide", np.divide), ("maximum", np.maximum), ("minimum", np.minimum),
                ("power", np.power), ("remainder", np.fmod), ("atan2", np.arctan2),
                ("next_after", np.nextafter)]:
    CASES["broadcast_" + _op] = _case([A, B], F2, ["f32"], _BDIMS, _f)
for _op, _f in [("and", np.bitwise_and), ("or", np.bitwise_or), ("xor", np.bitwise_xor),
                ("shift_left", lambda a, b: np.where(b < 32, a << (b % 32), 0)),
                ("shift_right_arithmetic", lambda a, b: a >> np.minimum(b, 31)),
                ("shift_right_logical", _shift_logical)]:
    CASES["broadcast_" + _op] = _case([AI, BI], I2, ["i32"], _BDIMS, _f)
CASES["broadcast_compare"] = _case(
    [A, B], F2, ["i1"], _BDIMS[:-1] + ", comparison_direction = #chlo<comparison_direction LT>}", np.less)
CASES["broadcast_complex"] = _case([A, B], F2, ["complex<f32>"], _BDIMS, lambda a, b: a + 1j * b)
CASES["broadcast_zeta"] = _case([QA, QB], F2, ["f32"], _BDIMS, sc.zeta)
CASES["broadcast_polygamma"] = _case([NA, P[:3]], F2, ["f32"], _BDIMS, sc.polygamma)
CASES["broadcast_select"] = _case([np.array([True, False, True]), A, B], ["i1", "f32", "f32"], ["f32"],
                                  "", np.where)
CASES["zeta"] = _case([QA[0], QB], F2, ["f32"], "", sc.zeta)
CASES["polygamma"] = _case([NA[0], P[:3]], F2, ["f32"], "", sc.polygamma)
CASES["next_after"] = _case([np.array([1, -1, 0, 0, np.inf], np.float32),
                             np.array([2, -2, 1, -1, 0], np.float32)], F2, ["f32"], "", np.nextafter)
CASES["mulhi"] = _case([np.array([2**31 - 1, -2**31, 123456789, -7], np.int32),
                        np.array([2**31 - 1, 3, 987654321, 5], np.int32)], I2, ["i32"], "",
                       lambda a, b: ((a.astype(np.int64) * b) >> 32).astype(np.int32))
CASES["conj"] = _case([C], ["complex<f32>"], ["complex<f32>"], "", np.conj)
CASES["_asin_acos_kernel"] = _case([C], ["complex<f32>"], ["complex<f32>"])   # internal helper: PJRT only
CASES["top_k"] = _case([np.array([[3, 1, 4, 1, 5], [9, 2, 6, 5, 3]], np.float32)], ["f32"], ["f32", "i32"],
                       "{k = 3 : i64}")
CASES["constant_like"] = _case([A], ["f32"], ["f32"], "{value = 3.5 : f32}", lambda a: np.full_like(a, 3.5))
CASES["constant"] = _case([], [], ["f32"], "{value = dense<[1.5, -2.0]> : tensor<2xf32>}",
                          lambda: np.array([1.5, -2], np.float32))
CASES["ragged_dot"] = _case(
    [np.arange(12, dtype=np.float32).reshape(4, 3) / 4, np.arange(18, dtype=np.float32).reshape(3, 3, 2) / 8,
     np.array([1, 0, 3], np.int64)], ["f32", "f32", "i64"], ["f32"],
    "{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], "
    "lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], "
    "rhs_group_dimensions = [0]>}")


def _result_shape(name, args):
    fixed = {"broadcast_select": (2, 3), "constant": (2,), "top_k": (2, 3), "ragged_dot": (4, 2)}
    return fixed[name] if name in fixed else np.broadcast_shapes(*[np.shape(a) for a in args])


def _module(name):
    args, tys, outs, attrs, _ = CASES[name]
    shape = _result_shape(name, args)
    params = ", ".join(f"%{v}: {_t(a, t)}" for v, a, t in zip("abc", args, tys))
    rtypes = [_t(np.empty(shape), o) for o in outs]
    n = len(outs)
    lhs, ret = ("%r", "%r") if n == 1 else (f"%r:{n}", ", ".join(f"%r#{i}" for i in range(n)))
    results = ", ".join(rtypes)
    op = f'"chlo.{name}"({", ".join(f"%{v}" for v in "abc"[:len(args)])}) {attrs} : ' \
         f'({", ".join(_t(a, t) for a, t in zip(args, tys))}) -> ({results})'
    return f"func.func @main({params}) -> ({results}) {{\n  {lhs} = {op}\n  return {ret} : {results}\n}}"


def test_every_chlo_op_has_a_case():
    assert sorted(NATIVE | set(DECOMPOSED)) == CHLO_OPS
    assert {"chlo." + n for n in CASES} | {"chlo.scan"} == set(CHLO_OPS)


def _close(got, want, rtol):
    if want.dtype.kind in "fc":
        np.testing.assert_allclose(got, want, rtol=rtol, atol=0, equal_nan=True)
    else:
        np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("name", sorted(n for n in CASES if n != "ragged_dot"))
def test_chlo_op_matches_pjrt(name):
    mod, args = _module(name), CASES[name][0]
    got = bridge.reference.evaluate(mod, args)
    want = bridge.execute(mod, args, backend="cpu")
    for g, w in zip(got, want):
        assert g.dtype == w.dtype and g.shape == w.shape
        if "chlo." + name in EXACT:   # XLA:CPU's approximations are up to ~20 ulps off here
            np.testing.assert_allclose(g, w, rtol=3e-6, atol=2e-6, equal_nan=True)
            assert (np.isfinite(g) == np.isfinite(w)).all()
        else:
            _close(g, w, 1e-6)


# XLA's conventions where they leave the mathematical answer (asserted below, documented in
# docs/reference.md): poles of digamma give NaN, lgamma(-inf) is +inf.
_SPECIAL = {"digamma": (np.float32(0.0), np.nan)}


@pytest.mark.parametrize("name", sorted(n for n in CASES if CASES[n][4] is not None))
def test_chlo_op_matches_numpy(name):
    args, _, _, _, oracle = CASES[name]
    got = bridge.reference.evaluate(_module(name), args)[0]
    with np.errstate(all="ignore"):
        wide = "next_after" not in name   # nextafter must step in f32 itself
        want = np.asarray(oracle(*[a.astype(np.float64) if wide and a.dtype == np.float32 else a for a in args]))
    want = want.astype(got.dtype)   # (rounded as the result is: erfc(10) is an f32 subnormal)
    if name in _SPECIAL:
        x, value = _SPECIAL[name]
        at = args[0] == x
        np.testing.assert_array_equal(got[at], np.float32(value))
        got, want = got[~at], want[~at]
    if name == "lgamma":
        finite = np.isfinite(want)
        np.testing.assert_allclose(got[finite], want[finite], rtol=2e-6)
        # lgamma at ±inf and at the poles: +inf (scipy: -inf at -inf); NaN stays NaN
        np.testing.assert_array_equal(got[~finite], np.where(np.isnan(want[~finite]), np.nan, np.inf))
        return
    _close(got, want, 2e-6)


def test_top_k_and_ragged_dot_against_numpy():
    values, indices = bridge.reference.evaluate(_module("top_k"), CASES["top_k"][0])
    np.testing.assert_array_equal(values, [[5, 4, 3], [9, 6, 5]])
    np.testing.assert_array_equal(indices, [[4, 2, 0], [0, 2, 3]])
    lhs, rhs, sizes = CASES["ragged_dot"][0]
    (got,) = bridge.reference.evaluate(_module("ragged_dot"), CASES["ragged_dot"][0])
    group = np.repeat(np.arange(3), sizes)     # row r uses rhs[group[r]]; rows past the sum: 0
    want = np.stack([lhs[r] @ rhs[group[r]] for r in range(4)])
    np.testing.assert_allclose(got, want, rtol=1e-6)


def test_interpreter_backend_refuses_a_reverse_scan_instead_of_running_it_forward():
    """StableHLO's interpreter only sees chlo after jaxlib's legalization, which drops
    is_reverse: difftest's interpreter backend must say so, not compare a forward scan."""
    import bridge
    report = bridge.difftest(_scan_module((5,), 0, True), backends=("reference", "interpreter"))
    assert report.results["interpreter"].status == "unsupported"
    assert "is_reverse" in report.results["interpreter"].error


def test_broadcast_select_of_scalars_is_a_scalar():
    # (np.ascontiguousarray, which the kernel used, makes a 0-d array 1-d)
    text = """func.func @main(%p: tensor<i1>, %a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %r = "chlo.broadcast_select"(%p, %a, %b) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}"""
    (got,) = bridge.reference.evaluate(text, [np.bool_(False), np.float32(1.5), np.float32(-2)])
    assert got.shape == () and got == np.float32(-2)
