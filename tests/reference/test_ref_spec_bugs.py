"""Issue #18: reduce_precision, complex log_plus_one and exponential at special values.

Oracles: PJRT CPU (bit for bit) for reduce_precision and complex exp, mpmath at 2200 bits
for complex log1p, hand-derived values from the spec's definitions.
"""
import itertools

import ml_dtypes
import numpy as np
import pytest

import bridge
from bridge.diff.compare import compare
from bridge.diff.tolerance import Tol
from bridge.reference.kernels_misc import reduce_precision_array

mpmath = pytest.importorskip("mpmath")


def _unary(op: str, ty: str, attrs: str = "") -> str:
    return (f"func.func @main(%a: {ty}) -> {ty} {{\n  %0 = stablehlo.{op} %a{attrs} : {ty}\n"
            f"  return %0 : {ty}\n}}")


# ---------------------------------------------------------------- reduce_precision

def _bits(x):
    return np.ascontiguousarray(x).view(f"u{x.dtype.itemsize}")


def _inputs(dt):
    specials = np.array([np.nan, -np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0, -1.5, 3.0, 1e-30,
                         65504.0, 1e38, 3e-39, 0.75, 1.75], np.float64)
    u = np.dtype(f"u{np.dtype(dt).itemsize}")
    rand = np.random.default_rng(0).integers(0, np.iinfo(u).max, 120, dtype=u, endpoint=True)
    with np.errstate(over="ignore", invalid="ignore"):
        return np.concatenate([specials.astype(dt), rand.view(dt)])


@pytest.mark.parametrize("name,dt", [("f32", np.float32), ("f64", np.float64), ("f16", np.float16),
                                     ("bf16", ml_dtypes.bfloat16), ("f8E5M2", ml_dtypes.float8_e5m2),
                                     ("f8E4M3FN", ml_dtypes.float8_e4m3fn)])
def test_reduce_precision_matches_pjrt_bit_for_bit(name, dt):
    x = _inputs(dt)
    ty = f"tensor<{x.size}x{name}>"
    for e, m in [(1, 0), (5, 0), (8, 0), (11, 0), (2, 1), (5, 2), (5, 10), (8, 7), (8, 23), (11, 52)]:
        (want,) = bridge.execute(_unary("reduce_precision", ty, f", format = e{e}m{m}"), [x], backend="cpu")
        got = reduce_precision_array(x, e, m)
        nan = np.isnan(x.astype(np.float64))
        keep = ~nan if m == 0 else np.ones_like(nan)   # m = 0: see the test below
        np.testing.assert_array_equal(_bits(got)[keep], _bits(want)[keep], err_msg=f"{name} e{e}m{m}")
        if m == 0:   # XLA:CPU's compiled code keeps NaN there; the spec (and the reference) do not,
            # where the type has an infinity (f8E4M3FN has none: NaN stays)
            has_inf = np.isinf(np.array(np.inf).astype(dt).astype(np.float64))
            assert np.isnan(want.astype(np.float64)[nan]).all()
            assert (np.isposinf if has_inf else np.isnan)(got.astype(np.float64)[nan]).all()


def test_reduce_precision_zero_mantissa_makes_nan_inf():
    """Was: NaN + rounding carry -> ±0. With no mantissa bit a NaN has nothing left that
    makes it a NaN: the spec's steps give an infinity, as StableHLO's interpreter and XLA's
    HloEvaluator compute (+inf, for -NaN too; docs/reference.md)."""
    x = np.array([np.nan, -np.nan, np.inf, 1.5, 1.25, 2.5, 3e38, 1e-30], np.float32)
    got = reduce_precision_array(x, 5, 0)
    assert np.isposinf(got[:2]).all()
    # ties to even on the exponent's last bit: 1.5 -> 2, 1.25 -> 1, 2.5 -> 2; then the e5 range
    np.testing.assert_array_equal(got[2:], np.array([np.inf, 2.0, 1.0, 2.0, np.inf, 0.0], np.float32))


def test_reduce_precision_f16_subnormals_round_on_f16_bits():
    """Not via f32 (where e5 would flush them): -2**-15 (a subnormal) -> -2**-14 at e5m0."""
    x = np.array([-(2.0 ** -15) * 1.2, 2.0 ** -16], np.float16)
    got = reduce_precision_array(x, 5, 0)
    np.testing.assert_array_equal(got, np.array([-(2.0 ** -14), 0.0], np.float16))


# ---------------------------------------------------------------- complex log_plus_one

def _mp_log1p(z: complex) -> complex:
    with mpmath.workprec(2200):   # 1 + 1e-308 needs ~1030 bits
        return complex(mpmath.log(1 + mpmath.mpc(z.real, z.imag)))


def _ulps(got: float, want: float, ftype) -> float:
    w = ftype(want)
    if w == 0:
        return 0.0 if got == 0 else np.inf
    return abs(float(got) - float(w)) / float(np.spacing(np.abs(w)))


@pytest.mark.parametrize("cdt,ftype,max_ulp", [(np.complex64, np.float32, 0.0),
                                               (np.complex128, np.float64, 1.0)])
def test_complex_log1p_against_mpmath(cdt, ftype, max_ulp):
    fi = np.finfo(ftype)
    base = [0.0, float(fi.tiny), 1e-30, 1e-10, 1e-5, 0.3, 1.0, 2.0, 1e10, 1e30, float(fi.max),
            0.999, float(np.nextafter(ftype(1), ftype(0)))]
    vals = sorted(set(base + [-v for v in base] + [-1 + 1e-7, -1 - 1e-7]))
    z = np.array([complex(a, b) for a, b in itertools.product(vals, vals) if complex(a, b) != -1], cdt)
    th = np.linspace(0.01, 3.1, 40)   # the circle |1+z| = 1, where log|1+z| cancels
    z = np.concatenate([z, (np.exp(1j * th) - 1).astype(cdt)])
    part = "f32" if cdt == np.complex64 else "f64"
    (got,) = bridge.reference.evaluate(_unary("log_plus_one", f"tensor<{z.size}xcomplex<{part}>>"), [z])
    worst = 0.0
    for zi, g in zip(z, got):
        w = _mp_log1p(complex(zi))
        worst = max(worst, _ulps(g.real, w.real, ftype), _ulps(g.imag, w.imag, ftype))
    assert worst <= max_ulp


def test_complex_log1p_values_numpy_gets_wrong():
    z = np.array([1e-10, complex(3e38, 3e38), complex(-1, 0)], np.complex64)
    (got,) = bridge.reference.evaluate(_unary("log_plus_one", "tensor<3xcomplex<f32>>"), [z])
    assert got[0] == np.complex64(1e-10)                      # np.log1p: 0
    assert np.isclose(got[1].real, np.log(3e38 * np.sqrt(2)), rtol=1e-7)   # np.log1p: inf
    assert got[1].imag == np.float32(np.pi / 4)
    assert got[2].real == -np.inf and got[2].imag == 0


# ---------------------------------------------------------------- complex exponential

_SPECIALS = [np.inf, -np.inf, np.nan, 0.0, -0.0, 1.0, -800.0, 800.0]


def test_complex_exp_infinities_follow_the_spec():
    """e^x·(cos y + i·sin y): cos(±inf) is NaN, so ±inf ± inf·i gives NaN + NaN·i
    (C99: ±inf + NaN·i, ±0 ± 0i)."""
    z = np.array([complex(a, b) for a in (np.inf, -np.inf) for b in (np.inf, -np.inf)], np.complex128)
    (got,) = bridge.reference.evaluate(_unary("exponential", "tensor<4xcomplex<f64>>"), [z])
    assert np.isnan(got.real).all() and np.isnan(got.imag).all()


@pytest.mark.parametrize("cdt,s", [(np.complex64, "f32"), (np.complex128, "f64")])
def test_complex_exp_special_values_match_pjrt(cdt, s):
    z = np.array([complex(a, b) for a, b in itertools.product(_SPECIALS, _SPECIALS)], cdt)
    mod = _unary("exponential", f"tensor<{z.size}xcomplex<{s}>>")
    (want,) = bridge.execute(mod, [z], backend="cpu")
    (got,) = bridge.reference.evaluate(mod, [z])
    for part in ("real", "imag"):
        g, w = getattr(got, part), getattr(want, part)
        nan = np.isnan(w)
        np.testing.assert_array_equal(np.isnan(g), nan)
        np.testing.assert_array_equal(np.signbit(g[~nan]), np.signbit(w[~nan]))
        np.testing.assert_allclose(g[~nan], w[~nan], rtol=4 * np.finfo(g.dtype).eps)


def test_difftest_names_the_c99_convention():
    z = np.array([complex(np.inf, np.inf), complex(-np.inf, np.inf), 1 + 1j], np.complex128)
    with np.errstate(all="ignore"):
        c99 = np.exp(z)
    (spec,) = bridge.reference.evaluate(_unary("exponential", "tensor<3xcomplex<f64>>"), [z])
    report = compare(spec, c99, Tol(atol=0.0, rtol=1e-6))
    assert report.verdict == "mismatch" and report.mismatches == 2
    assert "2 of 2 mismatches are complex special values" in report.detail
    assert "baseline follows the spec (NaN+NaN·i) convention and the other backend C99" \
        in report.detail
    assert compare(c99, spec, Tol(atol=0.0, rtol=1e-6)).detail.count("baseline follows C99 Annex G") == 1


# ---------------------------------------------------------------- collective_broadcast on PJRT

def _broadcast_module(groups: str, shape: str) -> str:
    return (f'func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {{\n  %0 = "stablehlo.collective_broadcast"(%a) '
            f'{{replica_groups = dense<{groups}> : tensor<{shape}xi64>}} : (tensor<2xf32>) -> tensor<2xf32>\n'
            f'  return %0 : tensor<2xf32>\n}}')


_REPLICA_ARGS = [[np.array([r + 1, 10 * (r + 1)], np.float32)] for r in range(4)]


def test_collective_broadcast_partial_groups_reference_follows_the_spec():
    """Spec: each group's first id sends; ids in no group get zeros."""
    out = bridge.reference.evaluate_replicas(_broadcast_module("[[2, 1]]", "1x2"), _REPLICA_ARGS, 4)
    np.testing.assert_array_equal(np.stack([o[0] for o in out]), [[0, 0], [3, 30], [3, 30], [0, 0]])


@pytest.mark.parametrize("groups,shape", [("[[2, 1]]", "1x2"), ("[[0, 1, 2, 3]]", "1x4")])
def test_collective_broadcast_on_pjrt_cpu_says_why_it_cannot_run(groups, shape):
    """Was: partial groups refused for not naming every replica -- but XLA:CPU has no
    collective-broadcast kernel at all, full groups included."""
    from bridge import runtime
    with pytest.raises(bridge.errors.BackendError, match="XLA:CPU does not implement collective_broadcast"):
        runtime.execute_module(_broadcast_module(groups, shape), _REPLICA_ARGS, num_replicas=4)


def test_pjrt_cpu_really_lacks_collective_broadcast(monkeypatch):
    """The refusal's premise, checked against XLA itself (a compile error, no crash): when a
    jaxlib implements it, this fails and the refusal should become a PJRT-vs-reference test."""
    from bridge import runtime
    monkeypatch.setattr(runtime.compile, "check_ops", lambda *a, **k: None)
    with pytest.raises(bridge.errors.BackendError, match="collective-broadcast` is not supported by XLA:CPU"):
        runtime.execute_module(_broadcast_module("[[0, 1, 2, 3]]", "1x4"), _REPLICA_ARGS, num_replicas=4)
