"""lax.ragged_all_to_all in a shard_map: jax lowers it to `custom_call @ragged_all_to_all`
(HLO ragged-all-to-all), which XLA:CPU cannot run, so the reference is where a CPU user
checks it. Oracles: the worked example of jax's docstring, and jax's docstring pseudocode
(the receiver's view: all_to_all of output_offsets) written here with numpy."""
from __future__ import annotations

import jax
import numpy as np
import pytest
from jax import lax, shard_map
from jax.sharding import PartitionSpec as P
from today import mesh

import bridge
from bridge.errors import HloBridgeError


def _ragged(axis, groups=None):
    def body(operand, output, io, ss, oo, rs):
        return lax.ragged_all_to_all(operand[0], output[0], io[0], ss[0], oo[0], rs[0], axis_name=axis,
                                     axis_index_groups=groups)[None]
    return body


def _lowered(m, axis, spec, args, groups=None) -> str:
    f = jax.jit(shard_map(_ragged(axis, groups), mesh=m, in_specs=spec, out_specs=spec, check_vma=False))
    return f.lower(*args).as_text()


def test_jax_docstring_example():
    args = [np.array(a, dtype) for a, dtype in (
        ([[1, 2, 2], [3, 4, 0]], np.float32), ([[0, 0, 0, 0], [0, 0, 0, 0]], np.float32),
        ([[0, 1], [0, 1]], np.int32), ([[1, 2], [1, 1]], np.int32),
        ([[0, 0], [1, 2]], np.int32), ([[1, 1], [2, 1]], np.int32))]
    text = _lowered(mesh((2,), ("x",)), "x", P("x"), args)
    assert "custom_call @ragged_all_to_all" in text
    got = bridge.reference.evaluate(text, args)[0]
    np.testing.assert_array_equal(got, np.array([[1, 3, 0, 0], [2, 2, 4, 0]], np.float32))
    # XLA:CPU has no kernel for it: said before compiling, naming the op
    with pytest.raises(bridge.errors.BackendError, match="XLA:CPU does not implement ragged-all-to-all"):
        bridge.execute(text, args, backend="cpu")


def _receiver_view(operand, output, io, ss, oo, rs, groups):
    """jax's docstring: result = output; output_offsets_ = all_to_all(output_offsets, tiled);
    entry i of a receiver comes from the group's peer i // (K/n), in that order."""
    result = np.array(output, copy=True)
    for g in groups:
        n = len(g)
        per = io.shape[1] // n
        for p, d in enumerate(g):
            oo_ = np.concatenate([oo[g[j]][p * per:(p + 1) * per] for j in range(n)])
            for i in range(n * per):
                src, t = g[i // per], p * per + i % per
                piece = operand[src][io[src][t]:io[src][t] + ss[src][t]]
                result[d][oo_[i]:oo_[i] + rs[d][i]] = piece
    return result


def _random_case(devices, groups, per, rows, seed):
    """Consistent random arguments: each receiver's rows are disjoint, recv_sizes is the
    all_to_all of send_sizes (as jax requires)."""
    rng = np.random.default_rng(seed)
    k = len(groups[0]) * per
    ss = rng.integers(0, 3, size=(devices, k)).astype(np.int32)
    io = np.zeros_like(ss)
    for d in range(devices):
        io[d] = np.concatenate([[0], np.cumsum(ss[d])[:-1]]) + rng.integers(0, 2, size=k)
    rs, oo = np.zeros_like(ss), np.zeros_like(ss)
    for g in groups:
        for p, d in enumerate(g):   # receiver d: entry i from peer i // per, disjoint slots
            at = 0
            for i in range(k):
                src, t = g[i // per], p * per + i % per
                rs[d][i] = ss[src][t]
                oo[src][t] = at
                at += rs[d][i] + 1
    width = max(int((io + ss).max()), 1)
    operand = rng.standard_normal((devices, width, 3)).astype(np.float32)
    output = np.full((devices, rows, 3), -1.0, np.float32)
    assert (oo + ss).max() <= rows
    return [operand, output, io, ss, oo, rs]


def test_four_devices_two_entries_per_peer_against_jax_docstring():
    args = _random_case(4, [[0, 1, 2, 3]], per=2, rows=24, seed=0)
    text = _lowered(mesh((4,), ("x",)), "x", P("x"), args)
    got = bridge.reference.evaluate(text, args)[0]
    want = _receiver_view(*args, groups=[[0, 1, 2, 3]])
    np.testing.assert_array_equal(got, want)
    assert (got != -1).any()   # something was received
    # as HLO (XLA's ragged-all-to-all) and read back by our HLO parser: the same numbers
    hlo = bridge.convert(text, to="hlo")
    assert "ragged-all-to-all(" in hlo and "replica_groups={{0,1,2,3}}" in hlo
    np.testing.assert_array_equal(bridge.reference.evaluate(hlo, args)[0], want)


def test_along_one_axis_of_a_2d_mesh():
    """Over "y" of a (2, 2) mesh: the groups are {0,1} and {2,3} (partition ids)."""
    args = _random_case(4, [[0, 1], [2, 3]], per=1, rows=12, seed=1)
    m = mesh((2, 2), ("x", "y"))
    spec = P(("x", "y"))
    text = _lowered(m, "y", spec, args)
    got = bridge.reference.evaluate(text, args)[0]
    np.testing.assert_array_equal(got, _receiver_view(*args, groups=[[0, 1], [2, 3]]))


def test_sizes_that_disagree_are_an_error_not_a_guess():
    args = _random_case(2, [[0, 1]], per=1, rows=12, seed=2)
    args[5] = args[5] + 1   # recv_sizes no longer the all_to_all of send_sizes
    text = _lowered(mesh((2,), ("x",)), "x", P("x"), args)
    with pytest.raises(HloBridgeError, match="expects"):
        bridge.reference.evaluate(text, args)


def test_rows_out_of_bounds_are_an_error():
    args = _random_case(2, [[0, 1]], per=1, rows=12, seed=3)
    args[4] = args[4] + 11   # output offsets past the output's rows
    text = _lowered(mesh((2,), ("x",)), "x", P("x"), args)
    with pytest.raises(HloBridgeError, match="out of bounds"):
        bridge.reference.evaluate(text, args)
