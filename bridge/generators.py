"""Input generators per dtype, modelled on jax's test utilities (`jtu.rand_*`).

Families (GenSpec.family):
  normal    floats N(0,1) x scale (scale 3: jtu.rand_default); ints in the small range
  small     floats N(0,1) x 1e-3 (jtu.rand_small); ints in the small range
  positive  floats U[1,3) (jtu.rand_positive); ints in [1, 8]
  nonzero   normal with exact zeros replaced by 1 (jtu.rand_nonzero); ints without 0
  uniform   floats U[0,1) (jtu.rand_uniform); ints in the small range
  bits      every bit pattern equally likely (jtu.rand_fullrange): NaN and Inf included
Integers: `int_range` "small" = [-8, 8] ([0, 8] unsigned) or "full" = the dtype's range.
pred: True/False 50/50. Complex: both parts from the float family.
Special values: after the family, each element is replaced with probability `nan`, `inf`
(±Inf, sign 50/50), `zero` (±0) or `subnormal` (a random ± subnormal) — for float and
complex dtypes that can represent them (float8 *fn types have no Inf: skipped).
Each parameter draws from its own stream (seed, parameter index): adding a parameter
does not change the others' values.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass

import ml_dtypes
import numpy as np

from . import dtypes
from .errors import HloBridgeError

FAMILIES = ("normal", "small", "positive", "nonzero", "uniform", "bits")
SMALL_INT = (-8, 8)


@dataclass(frozen=True)
class GenSpec:
    family: str = "normal"
    scale: float = 3.0
    int_range: str = "small"          # "small" | "full"
    nan: float = 0.0
    inf: float = 0.0
    zero: float = 0.0
    subnormal: float = 0.0
    domain_rules: bool = True         # dataflow.py's rules (indices in bounds, ...)

    def __post_init__(self):
        if self.family not in FAMILIES:
            raise HloBridgeError(f"difftest: unknown generator family {self.family!r}; "
                                 f"known: {', '.join(FAMILIES)}")
        if self.int_range not in ("small", "full"):
            raise HloBridgeError(f"difftest: int_range must be 'small' or 'full', got {self.int_range!r}")
        fractions = (self.nan, self.inf, self.zero, self.subnormal)
        if any(not 0 <= f <= 1 for f in fractions) or sum(fractions) > 1:
            raise HloBridgeError("difftest: special-value fractions must be in [0, 1] and sum to <= 1")

    def describe(self, element_type: str | None = None) -> str:
        """How `generate` fills an array of `element_type` (None: a float one). An s32 input
        was reported as "normal×3", the floats' family, while it held integers in [-8, 8]."""
        if element_type == "pred":
            return "true or false, 50/50"
        if element_type is not None and dtypes.is_integer(element_type):
            lo, hi = int_bounds(element_type)
            a, b = ((lo, hi) if self.family == "bits" or self.int_range == "full" else
                    (1, min(8, hi)) if self.family == "positive" else (max(SMALL_INT[0], lo), min(SMALL_INT[1], hi)))
            return f"integers in [{a}, {b}]" + (" but 0" if self.family == "nonzero" and a <= 0 <= b else "")
        base = f"normal×{self.scale:g}" if self.family == "normal" else self.family
        specials = [f"{k} {getattr(self, k):g}" for k in ("nan", "inf", "zero", "subnormal") if getattr(self, k)]
        return base + (f" + {', '.join(specials)}" if specials else "")

    def to_dict(self) -> dict:
        return asdict(self)


def rng_for(seed: int, index: int) -> np.random.Generator:
    return np.random.default_rng([int(seed) & 0xFFFFFFFF, index])


def generate(element_type: str, shape: tuple, spec: GenSpec, rng: np.random.Generator,
             family: str | None = None) -> np.ndarray:
    """One array of `element_type` (an XLA name) and `shape`."""
    family = family or spec.family
    dt = dtypes.to_numpy(element_type)
    if element_type == "pred":
        return rng.random(shape) < 0.5
    if dtypes.is_integer(element_type):
        return _integers(element_type, dt, shape, spec, rng, family)
    if dtypes.is_complex(element_type):
        part = dtypes.complex_component(element_type)
        out = np.empty(shape, dt)   # parts assigned, not re + 1j*im: inf*1j would be nan
        out.real = generate(part, shape, spec, rng, family)
        out.imag = generate(part, shape, spec, rng, family)
        return out
    return _floats(dt, shape, spec, rng, family)


def int_bounds(element_type: str) -> tuple[int, int]:
    info = ml_dtypes.iinfo(dtypes.to_numpy(element_type))
    return int(info.min), int(info.max)


def _integers(et, dt, shape, spec, rng, family) -> np.ndarray:
    lo, hi = int_bounds(et)
    if family == "bits" or spec.int_range == "full":
        a, b = lo, hi
    elif family == "positive":
        a, b = 1, min(8, hi)
    else:
        a, b = max(SMALL_INT[0], lo), min(SMALL_INT[1], hi)
    wide = np.uint64 if et == "u64" else np.int64
    x = rng.integers(a, b, size=shape, dtype=wide, endpoint=True)
    if family == "nonzero":
        x = np.where(x == 0, wide(1), x)
    return x.astype(dt)


def _floats(dt, shape, spec, rng, family) -> np.ndarray:
    if family == "bits":
        n = int(np.prod(shape, dtype=np.int64)) * dt.itemsize
        return np.frombuffer(rng.bytes(n), dtype=dt).reshape(shape).copy()
    if family == "small":
        x = rng.standard_normal(shape) * 1e-3
    elif family == "positive":
        x = rng.random(shape) * 2 + 1
    elif family == "uniform":
        x = rng.random(shape)
    else:
        x = rng.standard_normal(shape) * spec.scale
        if family == "nonzero":
            x = np.where(x == 0, 1.0, x)
    x = np.asarray(x).astype(dt)
    return add_specials(x, spec, rng)


def add_specials(x: np.ndarray, spec: GenSpec, rng: np.random.Generator) -> np.ndarray:
    if not (spec.nan or spec.inf or spec.zero or spec.subnormal) or x.size == 0:
        return x
    dt = x.dtype
    info = ml_dtypes.finfo(dt)
    has_inf = bool(np.isinf(np.array(np.inf).astype(dt)))
    u = rng.random(x.shape)
    sign = np.where(rng.random(x.shape) < 0.5, -1.0, 1.0)
    out = x.astype(np.float64)
    edges = np.cumsum([spec.nan, spec.inf if has_inf else 0.0, spec.zero, spec.subnormal])
    tiny = float(info.smallest_subnormal)
    normal_min = float(info.smallest_normal)
    sub = sign * (tiny + rng.random(x.shape) * max(normal_min - 2 * tiny, 0.0))
    out = np.where(u < edges[0], np.nan, out)
    out = np.where((u >= edges[0]) & (u < edges[1]), sign * np.inf, out)
    out = np.where((u >= edges[1]) & (u < edges[2]), sign * 0.0, out)
    out = np.where((u >= edges[2]) & (u < edges[3]), sub, out)
    return out.astype(dt)


def unique_integers(element_type: str, shape: tuple, rng: np.random.Generator) -> np.ndarray | None:
    """Pairwise distinct values (sort keys), or None when the dtype has too few values."""
    n = int(np.prod(shape, dtype=np.int64))
    lo, hi = int_bounds(element_type)
    if n == 0:
        return np.zeros(shape, dtypes.to_numpy(element_type))
    if hi - lo + 1 < n:
        return None
    start = max(lo, min(-(n // 2), hi - n + 1)) if lo < 0 else lo
    values = rng.permutation(n).astype(np.int64) + start
    return values.reshape(shape).astype(dtypes.to_numpy(element_type))
