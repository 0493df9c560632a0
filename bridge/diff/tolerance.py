"""Comparison policy: per-dtype tolerances, ULP mode, NaN/Inf/-0 rules.

An element fails only if it breaks BOTH the absolute and the relative tolerance of its
dtype (as numpy's and jax's `allclose`). Defaults are jax's test tolerances
(`jax._src.public_test_util.default_tolerance`). Approximate ops loosen them as
described in `approx.py`; a check of a test-suite module brings its own (`for_check`).
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace

from .. import dtypes
from ..errors import HloBridgeError

# (atol, rtol) per element type; integers and pred are exact.
TOLERANCES: dict[str, tuple[float, float]] = {
    "f64": (1e-15, 1e-15), "c128": (1e-15, 1e-15),
    "f32": (1e-6, 1e-6), "c64": (1e-6, 1e-6),
    "f16": (1e-3, 1e-3), "bf16": (1e-2, 1e-2)}
FP8_TOLERANCE = (1e-1, 1e-1)


def default_tolerance(element_type: str) -> tuple[float, float]:
    if element_type.startswith("f8"):
        return FP8_TOLERANCE
    return TOLERANCES.get(element_type, (0.0, 0.0))


@dataclass(frozen=True)
class Policy:
    """How outputs are compared. Every field has a CLI flag (see docs/difftest.md).

    atol/rtol: override the table for every float/complex dtype; tolerances: per-dtype
    overrides {"f32": (atol, rtol)}; ulp: compare by ULP distance instead (an element fails
    if more than `ulp` representable values apart); bitwise: bit patterns must be equal
    (so -0 != +0 and NaN payloads count); nan_equal: NaN matches NaN (payload ignored);
    approx_scaling: loosen tolerances for approximate ops (approx.py).
    rounding_noise: where a float output breaks the tolerance, accept the elements within
    rounding_noise.K times the rounding noise measured there (rounding_noise.py: cancellation);
    not in ULP or bitwise mode.
    """
    atol: float | None = None
    rtol: float | None = None
    tolerances: dict = field(default_factory=dict)
    ulp: int | None = None
    bitwise: bool = False
    nan_equal: bool = True
    approx_scaling: bool = True
    rounding_noise: bool = True

    def __post_init__(self):
        for name in ("atol", "rtol"):
            v = getattr(self, name)
            if v is not None and not (isinstance(v, (int, float)) and v >= 0):
                raise HloBridgeError(f"difftest: {name} must be a number >= 0, got {v!r}")
        if self.ulp is not None and (not isinstance(self.ulp, int) or self.ulp < 0):
            raise HloBridgeError(f"difftest: ulp must be an int >= 0, got {self.ulp!r}")
        for k, v in self.tolerances.items():
            dtypes.canonical(k)
            if not (isinstance(v, (tuple, list)) and len(v) == 2):
                raise HloBridgeError(f"difftest: tolerance for {k} must be (atol, rtol), got {v!r}")

    def base(self, element_type: str) -> tuple[float, float]:
        if element_type in self.tolerances:
            atol, rtol = self.tolerances[element_type]
            return float(atol), float(rtol)
        atol, rtol = default_tolerance(element_type)
        if atol == 0.0 and rtol == 0.0:   # integers and pred stay exact
            return atol, rtol
        return (self.atol if self.atol is not None else atol,
                self.rtol if self.rtol is not None else rtol)

    def resolve(self, element_type: str, approx=None, backends=()) -> "Tol":
        """The tolerance of one output; `backends`: the pair compared (approx.py)."""
        atol, rtol = self.base(element_type)
        exact = atol == 0.0 and rtol == 0.0
        tol = Tol(atol, rtol, ulp=None if exact else self.ulp, bitwise=self.bitwise,
                  nan_equal=self.nan_equal)
        if approx is not None and self.approx_scaling and not exact and not self.bitwise:
            tol = capped(approx.loosen(tol, backends), element_type)   # (ULP mode: only the reduction floor)
        return tol

    def to_dict(self) -> dict:
        d = asdict(self)
        d["tolerances"] = {k: list(v) for k, v in self.tolerances.items()}
        return d


@dataclass(frozen=True)
class Tol:
    """The resolved tolerance of one output. norm_rtol: a tensor-wide term, atol is
    raised to norm_rtol * max|baseline| (reductions, see approx.py); norm_ulp: its ULP-mode
    counterpart, an element also passes within norm_ulp ULPs of max|baseline|."""
    atol: float
    rtol: float
    ulp: int | None = None
    bitwise: bool = False
    nan_equal: bool = True
    norm_rtol: float = 0.0
    why: str = ""
    norm_ulp: float = 0.0

    def to_dict(self) -> dict:
        d = {"atol": self.atol, "rtol": self.rtol, "nan_equal": self.nan_equal}
        if self.ulp is not None:
            d["ulp"] = self.ulp
        if self.bitwise:
            d["bitwise"] = True
        if self.norm_rtol:
            d["norm_rtol"] = self.norm_rtol
        if self.norm_ulp:
            d["norm_ulp"] = self.norm_ulp
        if self.why:
            d["why"] = self.why
        return d


# The loosest a scaled tolerance may get, as a fraction of the output's largest magnitude.
# At 1 an output of all zeros would pass: a bound that large (low precision, long chains of
# reductions) compares nothing, so it is capped here and the report says so; a correct
# backend may then differ by its summation order alone, a wrong op still shows.
SCALING_CAP = 0.125


def capped(tol: Tol, element_type: str) -> Tol:
    """`tol` (scaled by approx.py) with its relative terms at most SCALING_CAP of the
    output's size (in ULP mode: SCALING_CAP·2^mantissa ULPs of max|baseline|)."""
    import ml_dtypes
    notes = []
    if tol.rtol > SCALING_CAP:
        notes.append(f"rtol {tol.rtol:.3g}")
        tol = replace(tol, rtol=SCALING_CAP)
    if tol.norm_rtol > SCALING_CAP:
        notes.append(f"rtol·(ops + lengths) {tol.norm_rtol:.3g}")
        tol = replace(tol, norm_rtol=SCALING_CAP)
    if tol.norm_ulp:
        part = dtypes.complex_component(element_type) if dtypes.is_complex(element_type) else element_type
        limit = SCALING_CAP * 2.0 ** ml_dtypes.finfo(dtypes.to_numpy(part)).nmant
        if tol.norm_ulp > limit:
            notes.append(f"{tol.norm_ulp:.3g} ULPs")
            tol = replace(tol, norm_ulp=limit)
    if not notes:
        return tol
    note = (f"the bound ({', '.join(notes)}) reaches the output's own size: capped at {SCALING_CAP:g} of "
            "max|baseline| (a mismatch may be summation order only)")
    return replace(tol, why=f"{tol.why}; {note}" if tol.why else note)


def for_check(kind: str, element_type: str, policy: Policy, tolerance: float | tuple | None = None,
              max_ulp: int | None = None, approx=None, backends=()) -> Tol:
    """The tolerance a test-suite check asks for: eq exact, almost_eq the check's own
    tolerance (else the dtype's), close within `max_ulp` ULPs (StableHLO's default 3; a
    reduction's output also within max_ulp·n ULPs of its largest expected value: the order
    of the additions is not part of the expected values either)."""
    if kind == "eq":
        return Tol(0.0, 0.0, bitwise=policy.bitwise, nan_equal=policy.nan_equal, why="check: exact")
    if kind == "close":
        tol = Tol(0.0, 0.0, ulp=3 if max_ulp is None else int(max_ulp), bitwise=False,
                  nan_equal=policy.nan_equal, why="check: ULP distance")
        if approx is not None and policy.approx_scaling:
            tol = capped(approx.loosen(tol, backends), element_type)
        return tol
    if isinstance(tolerance, tuple):    # IREE's check: |got - expected| <= atol + rtol*|expected|
        return Tol(float(tolerance[0]), float(tolerance[1]), nan_equal=policy.nan_equal,
                   why="check: its own atol, rtol")
    if tolerance is not None:
        return Tol(float(tolerance), float(tolerance), nan_equal=policy.nan_equal,
                   why="check: its own tolerance")
    return policy.resolve(element_type, approx, backends)
