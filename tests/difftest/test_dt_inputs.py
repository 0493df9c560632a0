"""Input generation: families, special values, given inputs, dataflow-aware rules."""
from __future__ import annotations


import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridge import dtypes
from bridge.diff import GenSpec, difftest
from bridge.generators import generate, rng_for
from bridge.diff.inputs import load_npz, save_npz
from bridge.errors import HloBridgeError

N = (200, 50)   # 10,000 samples: sample statistics within a few percent


def gen(et, family="normal", **kw):
    return generate(et, N, GenSpec(family=family, **kw), rng_for(0, 0))


def test_float_families():
    x = gen("f32").astype(np.float64)
    assert abs(x.mean()) < 0.1 and 2.9 < x.std() < 3.1                 # normal x 3
    assert 9e-4 < gen("f64", "small").std() < 1.1e-3
    p = gen("f32", "positive")
    assert p.min() >= 1 and p.max() < 3
    u = gen("f16", "uniform").astype(np.float64)
    assert u.min() >= 0 and u.max() <= 1 and 0.45 < u.mean() < 0.55
    assert (gen("bf16", "nonzero").astype(np.float64) != 0).all()
    bits = gen("f16", "bits").astype(np.float64)                   # 1/32 of f16 patterns are NaN/Inf
    assert 0.01 < (~np.isfinite(bits)).mean() < 0.06


def test_integer_and_pred_families():
    small = gen("s32")
    assert small.min() == -8 and small.max() == 8
    assert gen("u8").min() == 0 and gen("u8").max() == 8
    full = gen("s8", int_range="full")
    assert full.min() == -128 and full.max() == 127
    assert gen("s16", "positive").min() == 1
    assert (gen("s32", "nonzero") != 0).all()
    wide = gen("u64", "bits")
    assert wide.dtype == np.uint64 and wide.max() > 2**63            # the top half is reached
    p = gen("pred")
    assert p.dtype == np.bool_ and 0.47 < p.mean() < 0.53


def test_special_value_fractions():
    x = gen("f32", nan=0.1, inf=0.1, zero=0.1, subnormal=0.1).astype(np.float64)
    tiny = np.finfo(np.float32).tiny
    sub = (x != 0) & (np.abs(x) < tiny)
    for share in (np.isnan(x).mean(), np.isinf(x).mean(), (x == 0).mean(), sub.mean()):
        assert 0.085 < share < 0.115
    assert np.isposinf(x).any() and np.isneginf(x).any()
    assert (np.signbit(x) & (x == 0)).any() and (~np.signbit(x) & (x == 0)).any()
    fn = gen("f8e4m3fn", inf=0.5).astype(np.float64)           # no Inf in this type: none made
    assert not np.isinf(fn).any() and not np.isnan(fn).any()
    c = gen("c64", nan=0.2)
    assert np.isnan(c.real).mean() > 0.15 and np.isnan(c.imag).mean() > 0.15


def test_streams_are_per_parameter_and_reproducible():
    spec = GenSpec()
    a = generate("f32", (4,), spec, rng_for(7, 1))
    np.testing.assert_array_equal(a, generate("f32", (4,), spec, rng_for(7, 1)))
    assert not np.array_equal(a, generate("f32", (4,), spec, rng_for(7, 0)))
    assert not np.array_equal(a, generate("f32", (4,), spec, rng_for(8, 1)))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([n for n in dtypes.XLA_NAMES if n not in ("s2", "u2")]),
       st.lists(st.integers(0, 4), max_size=3), st.sampled_from(["normal", "small", "positive", "nonzero",
                                                                  "uniform", "bits"]))
def test_generate_gives_the_asked_dtype_and_shape(et, shape, family):
    a = generate(et, tuple(shape), GenSpec(family=family), rng_for(0, 0))
    assert a.dtype == dtypes.to_numpy(et) and a.shape == tuple(shape)


def test_bad_generator_options_are_errors():
    with pytest.raises(HloBridgeError, match="unknown generator family 'gaussian'"):
        GenSpec(family="gaussian")
    with pytest.raises(HloBridgeError, match="sum to <= 1"):
        GenSpec(nan=0.6, inf=0.6)


ADD = """func.func @main(%a: tensor<2xbf16>, %b: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = stablehlo.add %a, %b : tensor<2xbf16>
  return %0 : tensor<2xbf16>
}"""


def test_given_inputs_list_dict_npz_and_bf16_bit_patterns(tmp_path):
    a = np.array([1.5, -2.0], ml_dtypes.bfloat16)
    b = np.array([0.25, 4.0], ml_dtypes.bfloat16)
    for inputs in ([a, b], {"arg0": a, "arg1": b}):
        report = difftest(ADD, inputs=inputs)
        np.testing.assert_array_equal(report.results["cpu"].outputs[0].astype(np.float32), [1.75, 2.0])
    path = tmp_path / "in.npz"
    path.write_bytes(save_npz([a, b]))         # numpy cannot store bf16 itself: bit patterns
    assert load_npz(path)[0].dtype == np.uint16
    report = difftest(ADD, inputs=str(path))
    assert report.verdict == "match" and report.input_notes[0]["generator"] == "given"
    with pytest.raises(HloBridgeError, match=r"input 1 must be bf16\[2\], got f32\[2\]"):
        difftest(ADD, inputs=[a, np.zeros(2, np.float32)])
    with pytest.raises(HloBridgeError, match=r"takes 2 input\(s\) \(bf16\[2\], bf16\[2\]\), got 1"):
        difftest(ADD, inputs=[a])


# ---------------------------------------------------------------- dataflow rules

def run_rules(text):
    report = difftest(text, backends=("cpu", "reference", "interpreter"))
    assert report.verdict == "match", report.reason
    return report


def test_dynamic_slice_and_update_starts_are_in_bounds():
    text = """func.func @main(%x: tensor<10x4xf32>, %i: tensor<i64>, %j: tensor<i64>, %u: tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<10x4xf32>) {
  %0 = stablehlo.dynamic_slice %x, %i, %j, sizes = [3, 2] : (tensor<10x4xf32>, tensor<i64>, tensor<i64>) -> tensor<3x2xf32>
  %1 = stablehlo.convert %i : (tensor<i64>) -> tensor<i32>
  %j1 = stablehlo.convert %j : (tensor<i64>) -> tensor<i32>
  %2 = stablehlo.dynamic_update_slice %x, %u, %1, %j1 : (tensor<10x4xf32>, tensor<3x2xf32>, tensor<i32>, tensor<i32>) -> tensor<10x4xf32>
  return %0, %2 : tensor<3x2xf32>, tensor<10x4xf32>
}"""
    for seed in range(6):
        report = difftest(text, seed=seed)
        _, i, j, _ = report.inputs
        assert 0 <= int(i) <= 7 and 0 <= int(j) <= 2
    notes = run_rules(text).input_notes
    assert notes[1]["rule"].startswith("in [0, 7]: start index 0 of stablehlo.dynamic_slice")
    assert notes[2]["rule"].startswith("in [0, 2]: start index 1 of stablehlo.dynamic_slice")


def test_gather_indices_per_component_and_through_jax_index_normalization():
    text = """func.func @main(%x: tensor<5x7xf32>, %idx: tensor<6x2xi32>) -> tensor<6x2x3xf32> {
  %0 = "stablehlo.gather"(%x, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 2, 3>}> : (tensor<5x7xf32>, tensor<6x2xi32>) -> tensor<6x2x3xf32>
  return %0 : tensor<6x2x3xf32>
}"""
    report = run_rules(text)
    idx = report.inputs[1]
    assert idx[:, 0].min() >= 0 and idx[:, 0].max() <= 3 and idx[:, 1].max() <= 4
    assert report.input_notes[1]["rule"].startswith("in [0, [3, 4]] per component along dim 1")
    jax_style = """func.func @main(%x: tensor<6x4xf32>, %i: tensor<3xi32>) -> tensor<3x4xf32> {
  %c = stablehlo.constant dense<0> : tensor<3xi32>
  %lt = stablehlo.compare LT, %i, %c, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %n = stablehlo.constant dense<6> : tensor<3xi32>
  %w = stablehlo.add %i, %n : tensor<3xi32>
  %s = stablehlo.select %lt, %w, %i : tensor<3xi1>, tensor<3xi32>
  %b = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
  %0 = "stablehlo.gather"(%x, %b) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<6x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}"""
    report = run_rules(jax_style)
    assert report.input_notes[1]["rule"].startswith("in [0, 5]: start indices of stablehlo.gather")


def test_scatter_indices_divisors_logs_and_unstable_sort_keys():
    text = """func.func @main(%x: tensor<8xf32>, %i: tensor<5x1xi32>, %u: tensor<5x3xf32>, %n: tensor<16xi32>, %d: tensor<16xi32>, %p: tensor<16xf32>, %k: tensor<16xi8>, %v: tensor<16xf32>) -> (tensor<8xf32>, tensor<16xi32>, tensor<16xf32>, tensor<16xf32>) {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<8xf32>, tensor<5x1xi32>, tensor<5x3xf32>) -> tensor<8xf32>
  %1 = stablehlo.remainder %n, %d : tensor<16xi32>
  %2 = stablehlo.log %p : tensor<16xf32>
  %3:2 = "stablehlo.sort"(%k, %v) <{dimension = 0 : i64, is_stable = false}> ({
  ^bb0(%a: tensor<i8>, %b: tensor<i8>, %c: tensor<f32>, %e: tensor<f32>):
    %lt = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<16xi8>, tensor<16xf32>) -> (tensor<16xi8>, tensor<16xf32>)
  return %0, %1, %2, %3#1 : tensor<8xf32>, tensor<16xi32>, tensor<16xf32>, tensor<16xf32>
}"""
    report = run_rules(text)
    x, i, u, n, d, p, k, v = report.inputs
    assert i.min() >= 0 and i.max() <= 5               # 8 - window of 3
    assert (d != 0).all() and (p > 0).all()
    assert len(set(k.tolist())) == 16                   # unique keys: the value order is defined
    rules = [note["rule"] or "" for note in report.input_notes]
    assert rules[3] == "" and rules[4].startswith("nonzero") and rules[5].startswith("positive")
    assert rules[6].startswith("pairwise distinct")
    raw = difftest(text, generator=GenSpec(domain_rules=False))
    assert all(note["rule"] is None for note in raw.input_notes)


def test_npz_arrays_keep_their_order(tmp_path):
    # np.savez(*arrays) names them arr_0 ... arr_10: the 11th must stay last, not sort after arr_1
    arrays = [np.full(2, i, np.int32) for i in range(12)]
    np.savez(tmp_path / "pos.npz", *arrays)
    assert [int(a[0]) for a in load_npz(tmp_path / "pos.npz")] == list(range(12))
    np.savez(tmp_path / "arg.npz", **{f"arg{i}": a for i, a in reversed(list(enumerate(arrays)))})
    assert [int(a[0]) for a in load_npz(tmp_path / "arg.npz")] == list(range(12))   # argN: numeric order
    np.savez(tmp_path / "named.npz", z=arrays[0], a=arrays[1], m=arrays[2])
    assert [int(a[0]) for a in load_npz(tmp_path / "named.npz")] == [0, 1, 2]   # other names: as written


@pytest.mark.parametrize("names", [("x", "arg1"), ("arg1", "arg5"), ("arg0", "arg2")])
def test_npz_names_that_would_misassign_inputs_are_refused(tmp_path, names):
    """x and arg1 put arg1 first (x - arg1 ran as arg1 - x, silently); arg0 and arg2 skip one."""
    np.savez(tmp_path / "f.npz", **{n: np.full(2, i, np.float32) for i, n in enumerate(names)})
    with pytest.raises(HloBridgeError, match=r"its arrays are named .*; name them arg0 \.\.\. arg1"):
        load_npz(tmp_path / "f.npz")


@pytest.mark.parametrize("spec, kinds", [
    (GenSpec(), {"s32": "integers in [-8, 8]", "u8": "integers in [0, 8]", "pred": "true or false, 50/50",
                 "f32": "normal×3"}),
    (GenSpec(int_range="full"), {"s32": f"integers in [{-2**31}, {2**31 - 1}]", "u8": "integers in [0, 255]"}),
])
def test_the_report_names_the_generator_each_input_had(spec, kinds):
    # an s32 input was reported as "normal×3", the floats' family; check the words against the arrays
    args = ", ".join(f"%a{i}: tensor<64x{t.replace('s', 'i').replace('u8', 'ui8').replace('pred', 'i1')}>"
                     for i, t in enumerate(kinds))
    text = f"func.func @main({args}) -> tensor<64xf32> {{\n  %0 = stablehlo.constant dense<0.0> : tensor<64xf32>\n" \
           f"  return %0 : tensor<64xf32>\n}}"
    report = difftest(text, backends=("cpu", "reference"), generator=spec)
    for (t, words), note, x in zip(kinds.items(), report.input_notes, report.inputs):
        assert note["generator"] == words, (t, note)
        if words.startswith("integers in ["):
            lo, hi = map(int, words[len("integers in ["):-1].split(", "))
            assert lo <= x.min() and x.max() <= hi
