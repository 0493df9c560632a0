"""rng_bit_generator (bit-exact with XLA's THREE_FRY and PHILOX expansions) and rng.

The spec leaves the bits implementation-defined; these follow XLA's
`RngBitGeneratorExpander` + `prng.cc` so that the reference and PJRT agree bit for
bit: THREE_FRY is Threefry-2x32 (20 rounds) over a 64-bit counter, PHILOX is
Philox-4x32 (10 rounds) over a 128-bit counter. DEFAULT is PHILOX, as on XLA:CPU.
All arithmetic is uint32/uint64 numpy, wrapping like the hardware.
"""
from __future__ import annotations

import zlib

import numpy as np

from bridge import dtypes
from bridge.errors import HloBridgeError

from .kernel_registry import register

U32, U64 = np.uint32, np.uint64
_ROT = (13, 15, 26, 6, 17, 29, 16, 24)


def _split64(x):
    x = np.asarray(x, U64)
    return (x & U64(0xFFFFFFFF)).astype(U32), (x >> U64(32)).astype(U32)


def _join64(lo, hi):
    return lo.astype(U64) | (hi.astype(U64) << U64(32))


def _rotl(v, d):
    return (v << U32(d)) | (v >> U32(32 - d))


def threefry2x32(x0, x1, k0, k1):
    """Threefry-2x32, 20 rounds, on uint32 arrays x0, x1 with key (k0, k1)."""
    ks = (U32(k0), U32(k1), U32(0x1BD11BDA) ^ U32(k0) ^ U32(k1))
    with np.errstate(over="ignore"):  # uint32 additions wrap by design
        return _threefry_rounds(x0, x1, ks)


def _threefry_rounds(x0, x1, ks):
    x0 = x0 + ks[0]
    x1 = x1 + ks[1]
    for block in range(5):
        rots = _ROT[:4] if block % 2 == 0 else _ROT[4:]
        for r in rots:
            x0 = x0 + x1
            x1 = _rotl(x1, r) ^ x0
        x0 = x0 + ks[(block + 1) % 3]
        x1 = x1 + ks[(block + 2) % 3] + U32(block + 1)
    return x0, x1


def philox4x32(x, key):
    """Philox-4x32, 10 rounds, on a list of 4 uint32 arrays with key (k0, k1)."""
    k0, k1 = U32(key[0]), U32(key[1])
    ma, mb = U64(0xD2511F53), U64(0xCD9E8D57)
    with np.errstate(over="ignore"):  # uint32 key schedule wraps by design
        return _philox_rounds(x, k0, k1, ma, mb)


def _philox_rounds(x, k0, k1, ma, mb):
    for _ in range(10):
        p0 = x[0].astype(U64) * ma
        p1 = x[2].astype(U64) * mb
        lo0, hi0 = _split64(p0)
        lo1, hi1 = _split64(p1)
        x = [hi1 ^ x[1] ^ k0, lo1, hi0 ^ x[3] ^ k1, lo0]
        k0 = k0 + U32(0x9E3779B9)
        k1 = k1 + U32(0xBB67AE85)
    return x


# ------------------------------------------------------------ THREE_FRY

def _split_halves(shape):
    """XLA's SplitShapeIntoHalves: (split dim, half shape with a new size-1 dim)."""
    if not shape:
        return None, (1,)
    even = [i for i, d in enumerate(shape) if d % 2 == 0]
    split = even[0] if even else int(np.argmax(shape))
    half = list(shape[:split]) + [-(-shape[split] // 2), 1] + list(shape[split + 1:])
    return split, tuple(half)


def _threefry_counters(state, shape):
    """(lo, hi) uint32 counters state + row-major index over `shape`, and the new state."""
    n = int(np.prod(shape, dtype=np.int64))
    counters = U64(state) + np.arange(n, dtype=U64)
    return _split64(counters.reshape(shape)), U64(state) + U64(n)


def threefry_bits(key, state, shape, width):
    k0, k1 = _split64(key)
    if width == 64:
        (c0, c1), new_state = _threefry_counters(state, shape)
        o0, o1 = threefry2x32(c0, c1, k0, k1)
        return _join64(o0, o1), new_state
    split, half = _split_halves(shape)
    (c0, c1), new_state = _threefry_counters(state, half)
    o0, o1 = threefry2x32(c0, c1, k0, k1)
    if split is None:
        bits = o0.reshape(())
    else:
        both = np.concatenate([o0, o1], axis=split + 1)          # (..., ceil(d/2), 2, ...)
        full = list(shape)
        full[split] = both.shape[split] * 2
        bits = both.reshape(full)
        bits = bits[(slice(None),) * split + (slice(0, shape[split]),)]
    return bits, new_state


# ------------------------------------------------------------ PHILOX

def _philox_inputs(lo, hi, n):
    """The 128-bit counter (lo, hi) + [0, n) as four uint32 words, and counter + n."""
    idx = np.arange(n, dtype=U64)
    new_lo = U64(lo) + idx
    new_hi = np.where(new_lo < U64(lo), U64(hi) + U64(1), U64(hi)).astype(U64)
    words = [*_split64(new_lo), *_split64(new_hi)]
    end_lo = U64(lo) + U64(n)
    end_hi = U64(hi) + U64(1) if end_lo < U64(lo) else U64(hi)
    return words, (end_lo, end_hi)


def philox_bits(key, lo, hi, shape, width):
    n = int(np.prod(shape, dtype=np.int64))
    k = _split64(key)
    per = 2 if width == 64 else 1
    n4 = -(-n * per // 4)
    words, new_state = _philox_inputs(lo, hi, n4)
    out = philox4x32(words, k)
    if width == 64:
        pairs = [_join64(out[0], out[1]), _join64(out[2], out[3])]
        bits = np.stack(pairs, axis=1).reshape(-1)[:n]
    else:
        bits = np.stack(out, axis=1).reshape(-1)[:n]
    return bits.reshape(shape), new_state


# ------------------------------------------------------------ the op

def rng_bit_generator(algorithm: str, state: np.ndarray, shape, out_name: str):
    """(new state, bits of element type out_name and `shape`) as XLA:CPU computes them."""
    state = np.asarray(state)
    s = state.view(U64) if state.dtype.itemsize == 8 else state.astype(U64)
    width = dtypes.bit_width(out_name)
    key = s[0]
    new = s.copy()
    if algorithm in ("DEFAULT", "PHILOX"):
        if s.shape[0] >= 3:
            lo, hi = s[1], s[2]
        else:  # XLA reverses a 2-word state: the key is also the counter's high word
            lo, hi = s[1], s[0]
        bits, (end_lo, end_hi) = philox_bits(key, lo, hi, shape, width)
        new[1] = end_lo
        if s.shape[0] >= 3:
            new[2] = end_hi
    elif algorithm == "THREE_FRY":
        bits, end = threefry_bits(key, s[1], shape, width)
        new[1] = end
    else:
        raise ValueError(f"unknown rng algorithm {algorithm}")
    if width < 32:  # XLA keeps the low bits of 32-bit draws
        bits = bits.astype(np.dtype(f"u{max(width, 8) // 8}"))
    out_dt = dtypes.to_numpy(out_name)
    if bits.dtype != out_dt:
        bits = bits.view(out_dt) if bits.dtype.itemsize == out_dt.itemsize else bits.astype(out_dt)
    return new.view(state.dtype) if state.dtype.itemsize == 8 else new.astype(state.dtype), bits


# The spec's initial_state: a 1-D tensor of ui64 (XLA: u64) of a size the algorithm fixes (C2);
# DEFAULT is PHILOX here, as on XLA:CPU. PJRT refuses any other state; taking one anyway (bits
# of an i32 state widened) would give numbers no backend defines.
_STATE_WORDS = {"THREE_FRY": (2,), "PHILOX": (2, 3), "DEFAULT": (2, 3)}


@register("stablehlo.rng_bit_generator")
def _rng_bit_generator(info):
    algorithm = info.enum("rng_algorithm", "DEFAULT")
    state_t, out_t = info.operand_types[0], info.result_types[1]
    words = _STATE_WORDS.get(algorithm, ())
    if state_t.name != "u64" or len(state_t.shape) != 1 or state_t.shape[0] not in words:
        raise HloBridgeError(f"{info.name} at {info.loc}: initial_state is {state_t}; the spec wants a 1-D "
                             f"ui64 tensor of {' or '.join(map(str, words))} words for {algorithm} "
                             "(rng_bit_generator, C2)")
    if dtypes.bit_width(out_t.name) not in (8, 16, 32, 64):
        raise info.unsupported(f"output element type {out_t.name}")

    def run(frame, state):
        return list(rng_bit_generator(algorithm, state, out_t.shape, out_t.name))
    return run


@register("stablehlo.rng")
def _rng(info):
    """Implementation-defined bits: numpy's PCG64 (not PJRT's numbers), repeatable."""
    dist = info.enum("rng_distribution", "UNIFORM")
    out_t = info.result
    site = zlib.crc32(info.loc.encode())  # deterministic across processes, unlike hash()
    key = object()

    def run(frame, a, b, shape):
        # The same evaluation gives the same draws: seeded by replica, call count, site.
        n = frame.run.draws[key] = frame.run.draws.get(key, 0) + 1
        rng = np.random.default_rng([frame.run.replica_id, n, site])
        a, b = np.asarray(a), np.asarray(b)
        if dist == "NORMAL":
            r = rng.standard_normal(out_t.shape) * b.astype(np.float64) + a.astype(np.float64)
        elif out_t.dtype.kind in "iu":
            r = rng.integers(a.astype(np.int64), np.maximum(b.astype(np.int64), a.astype(np.int64) + 1),
                             size=out_t.shape)
        elif out_t.name == "pred":
            r = rng.integers(0, 2, size=out_t.shape)
        else:
            lo, hi = a.astype(np.float64), b.astype(np.float64)
            r = lo + (hi - lo) * rng.random(out_t.shape)
            r = np.where(r >= hi, lo, r)  # [a, b) even after rounding
        return r.astype(out_t.dtype)
    return run


# XLA's executable-wide RNG counter starts here (xla/backends/cpu/runtime/rng_state_thunk;
# PJRT's first run of a fresh executable returns [0x7012395, 0]).
RNG_STATE_SEED = 0x7012395


def rng_state_counter(delta: int):
    """run() for rng-get-and-update-state: the 128-bit state as u64[2], then state += delta.
    One counter per compiled op, as XLA keeps one per executable."""
    state = [RNG_STATE_SEED]

    def run(frame):
        now = state[0]
        state[0] = (now + delta) % (1 << 128)
        return np.array([now & (2**64 - 1), now >> 64], U64)
    return run


@register("mhlo.xla.rng_get_and_update_state")
def _rng_get_and_update_state(info):
    return rng_state_counter(int(info.scalar("delta")))
