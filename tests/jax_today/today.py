"""Shared checks for programs as jax 0.10 writes them today (lowered at test time).

    check_program(jitted, args)   # lower -> cpu (SPMD) == reference == jax.jit, shardings kept

The oracle is `jax.jit` itself, run on the same global arrays; hlobridge's PJRT path
and its numpy reference must both give jax's numbers. The conversion round trip
(text -> bytecode -> text) must keep every sharding annotation.
"""
from __future__ import annotations

import re

import jax
import numpy as np

import bridge
from bridge import program as program_mod
from bridge import sharding
from hlotest import backend_for

# virtual CPU devices (tests/conftest.py asks for 8 before jax starts)
NDEV = 8


def mesh(shape, names):
    """A mesh of the virtual CPU devices (also where jax's default platform is a GPU)."""
    from jax.sharding import Mesh
    n = int(np.prod(shape))
    return Mesh(np.array(jax.devices("cpu")[:n]).reshape(shape), names)


def _devices(text: str) -> int:
    counts = [int(m.group(2)) for m in re.finditer(r"mhlo\.num_(partitions|replicas) = (\d+)", text)]
    return int(np.prod(counts)) if counts else 1


def rand(shape, dtype=np.float32, seed=0):
    rng = np.random.default_rng(seed)
    if np.issubdtype(dtype, np.integer):
        return rng.integers(-5, 6, size=shape).astype(dtype)
    return rng.standard_normal(shape).astype(dtype)


def _tolerance(dtype) -> dict:
    if np.dtype(dtype) in (np.float64, np.complex128):
        return dict(rtol=1e-10, atol=1e-10)
    return dict(rtol=2e-5, atol=2e-5)


def assert_close(got, want, what: str):
    got, want = np.asarray(got), np.asarray(want)
    assert got.shape == want.shape, f"{what}: shape {got.shape} != jax's {want.shape}"
    assert got.dtype == want.dtype, f"{what}: dtype {got.dtype} != jax's {want.dtype}"
    if np.issubdtype(want.dtype, np.inexact):
        np.testing.assert_allclose(got, want, err_msg=what, **_tolerance(want.dtype))
    else:
        np.testing.assert_array_equal(got, want, err_msg=what)


def shardings_of(text: str) -> dict | None:
    return sharding.describe(program_mod.parse_module(text))


def _without_empty(described: dict | None) -> dict | None:
    """sharding.describe's answer less argument/result lists that hold no sharding."""
    if described is None:
        return None
    return {k: v for k, v in described.items() if not (isinstance(v, list) and not any(v))}


def check_program(jitted, args, *, expect_partitions: int | None = None, round_trip: bool = True,
                  text: str | None = None, inputs=None) -> str:
    """Lower `jitted` on `args`, run it on PJRT (hlobridge) and on the reference, and
    compare both with jax.jit's own results; returns the StableHLO text.
    `inputs`: the numpy arrays hlobridge gets when `args` are not arrays (PRNG keys)."""
    text = text or jitted.lower(*args).as_text()
    want = jax.tree_util.tree_leaves(jitted(*args))
    want = [np.asarray(w) for w in want]
    if expect_partitions is not None:
        assert f"mhlo.num_partitions = {expect_partitions} : i32" in text
    inputs = [np.asarray(a) for a in args] if inputs is None else inputs
    cpu = bridge.execute(text, inputs, backend=backend_for(_devices(text)))
    ref = bridge.reference.evaluate(text, inputs)
    assert len(cpu) == len(want) == len(ref)
    for i, (c, r, w) in enumerate(zip(cpu, ref, want)):
        assert_close(c, w, f"PJRT output {i}")
        assert_close(r, w, f"reference output {i}")
    if round_trip:
        before = shardings_of(text)
        back = bridge.convert(bridge.convert(text, to="bytecode"), to="stablehlo")
        assert shardings_of(back) == before
        assert back.count("sdy.") == bridge.convert(text, to="stablehlo").count("sdy.")
        # through XLA's HLO (its exporter): our reader reads the shardings XLA's importer reads
        # (HLO has no result attributes without a sharding: jax.result_info, written [None];
        # a GSPMD root's sharding is a result sharding there)
        hlo = bridge.convert(text, to="hlo")
        ours = _without_empty(shardings_of(bridge.convert(hlo, to="stablehlo")))
        assert ours == _without_empty(shardings_of(bridge.convert(hlo, to="stablehlo", via="native")))
        if "sdy.mesh" in text:   # Shardy's come back as they were
            assert ours == _without_empty(before)
    return text
