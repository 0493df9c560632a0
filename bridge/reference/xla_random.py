"""numpy kernels for RngUniform, RngNormal, RngBitGenerator and RngGetAndUpdateState.

RngUniform/RngNormal streams are each backend's own: these kernels give values of the
right shape, type and distribution from numpy's generator with a fixed seed (so the
reference is deterministic), which is all a difftest can compare for them.
RngBitGenerator's bits are XLA:CPU's, bit for bit (kernels_rng).
"""
from __future__ import annotations

import numpy as np

from bridge import dtypes

from .kernels_rng import rng_bit_generator, rng_state_counter
from .xla_registry import xla_kernel

SEED = 0


@xla_kernel("RngUniform")
def _rng_uniform(info, a):
    out = info.result

    def run(frame, lo, hi):
        gen = np.random.default_rng(SEED)
        if dtypes.is_integer(out.name):
            lo, hi = int(lo), int(hi)
            if hi <= lo:   # implementation-defined (seed): a constant a
                return np.full(out.shape, lo, out.dtype)
            return gen.integers(lo, hi, out.shape, endpoint=False).astype(out.dtype)
        lo, hi = np.asarray(lo, out.dtype), np.asarray(hi, out.dtype)
        v = gen.uniform(float(lo), float(hi), out.shape).astype(out.dtype)
        return np.where(v < hi, v, lo).astype(out.dtype)   # rounding to a narrow type may reach b
    return run


@xla_kernel("RngNormal")
def _rng_normal(info, a):
    out = info.result

    def run(frame, mu, sigma):
        return np.random.default_rng(SEED).normal(float(mu), float(sigma), out.shape).astype(out.dtype)
    return run


@xla_kernel("RngBitGenerator")
def _rng_bit_generator(info, a):
    # kernels_rng reproduces XLA:CPU's THREE_FRY and PHILOX bits (DEFAULT is PHILOX there).
    algorithm = a["algorithm"]
    bits_t = info.result_types[0][1]

    def run(frame, state):
        return tuple(rng_bit_generator(algorithm, state, bits_t.shape, bits_t.name))
    return run


@xla_kernel("RngGetAndUpdateState")
def _rng_get_and_update_state(info, a):
    return rng_state_counter(int(a["delta"]))
