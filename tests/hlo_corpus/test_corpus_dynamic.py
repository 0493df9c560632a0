"""Dynamic dimensions in HLO text: bounded (`f32[<=8]`) and unbounded (`f32[?]`), in the shapes
XLA's dynamic-padder tests and its StableHLO exporter write them. Each module is read by ours
and by XLA's importer (`via="native"`); the two must give @main the same types, give every
dynamic value the same type, and compute the same numbers on PJRT. Written here, not copied."""
from __future__ import annotations

import re

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import bridge
from bridge import formats
from bridge.errors import HloBridgeError
from bridge.hlo import HloParseError

ADD = "add {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT s = f32[] add(a, b)\n}\n\n"

# set-dimension-size inside a static program: XLA:CPU's dynamic padder runs it as it is
INSIDE = "HloModule inside\n\n" + ADD + """ENTRY e {
  p = f32[8,4] parameter(0)
  n = s32[] parameter(1)
  w = f32[4,3] parameter(2)
  d = f32[<=8,4] set-dimension-size(p, n), dimensions={0}
  t = f32[4,<=8]{0,1} transpose(d), dimensions={1,0}
  b = f32[<=8,4,2] broadcast(d), dimensions={0,1}
  z = f32[] constant(0)
  r1 = f32[<=8] reduce(d, z), dimensions={1}, to_apply=add
  r2 = f32[4] reduce(d, z), dimensions={0}, to_apply=add
  dt = f32[<=8,3] dot(d, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  dt2 = f32[4,4] dot(d, d), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  c = f32[<=8,4] cosine(d)
  m = f32[<=8,4] multiply(c, d)
  cmp = pred[<=8,4] compare(d, c), direction=GT
  sel = f32[<=8,4] select(cmp, d, m)
  rb = f32[4,2] reduce(b, z), dimensions={0}, to_apply=add
  rt = f32[4] reduce(t, z), dimensions={1}, to_apply=add
  sr = f32[] reduce(r1, z), dimensions={0}, to_apply=add
  rs = f32[] reduce(sel, z), dimensions={0,1}, to_apply=add
  dr = f32[3] reduce(dt, z), dimensions={0}, to_apply=add
  g = s32[] get-dimension-size(dt), dimensions={0}
  ROOT out = (f32[4], f32[3], f32[4,4], f32[4,2], f32[4], f32[], f32[], s32[]) tuple(r2, dr, dt2, rb, rt, sr, rs, g)
}
"""

# a loop carrying a dynamic value, then concatenate, slice, pad and reshape of it
LOOP = "HloModule loop\n\n" + ADD + """cond {
  t = (s32[], f32[<=8,4]) parameter(0)
  i = s32[] get-tuple-element(t), index=0
  k = s32[] constant(3)
  ROOT lt = pred[] compare(i, k), direction=LT
}

body {
  t = (s32[], f32[<=8,4]) parameter(0)
  i = s32[] get-tuple-element(t), index=0
  x = f32[<=8,4] get-tuple-element(t), index=1
  one = s32[] constant(1)
  j = s32[] add(i, one)
  y = f32[<=8,4] add(x, x)
  ROOT r = (s32[], f32[<=8,4]) tuple(j, y)
}

ENTRY e {
  p = f32[8,4] parameter(0)
  n = s32[] parameter(1)
  d = f32[<=8,4] set-dimension-size(p, n), dimensions={0}
  zero = s32[] constant(0)
  init = (s32[], f32[<=8,4]) tuple(zero, d)
  w = (s32[], f32[<=8,4]) while(init), condition=cond, body=body
  x = f32[<=8,4] get-tuple-element(w), index=1
  z = f32[] constant(0)
  cc = f32[<=16,4] concatenate(x, d), dimensions={0}
  rc = f32[4] reduce(cc, z), dimensions={0}, to_apply=add
  sl = f32[<=8,2] slice(x), slice={[0:8], [1:3]}
  rs = f32[2] reduce(sl, z), dimensions={0}, to_apply=add
  pd = f32[<=8,6] pad(x, z), padding=0_0x1_1
  rp = f32[6] reduce(pd, z), dimensions={0}, to_apply=add
  rsh = f32[<=32] reshape(x)
  rr = f32[] reduce(rsh, z), dimensions={0}, to_apply=add
  ROOT out = (f32[4], f32[2], f32[6], f32[]) tuple(rc, rs, rp, rr)
}
"""

# dynamic parameters, bounded and unbounded (XLA's exporter writes `?` for jax's symbolic dims)
PARAMS = "HloModule params\n\n" + ADD + """ENTRY e {
  p = f32[<=8,?] parameter(0)
  q = f32[?,3] parameter(1)
  n = f32[<=8,?] negate(p)
  m = f32[<=8,?] multiply(n, p)
  z = f32[] constant(0)
  r = f32[?] reduce(m, z), dimensions={0}, to_apply=add
  dt = f32[<=8,3] dot(p, q), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  s = s32[] get-dimension-size(p), dimensions={1}
  ROOT t = (f32[?], f32[<=8,3], s32[]) tuple(r, dt, s)
}
"""

# dynamic-reshape to runtime sizes (XLA's importer: the sizes concatenated, stablehlo.dynamic_reshape)
RESHAPE = """HloModule reshape

ENTRY e {
  p = f32[8,4] parameter(0)
  n = s32[] parameter(1)
  d = f32[<=8,4] set-dimension-size(p, n), dimensions={0}
  four = s32[] constant(4)
  m = s32[] multiply(n, four)
  r = f32[<=32] dynamic-reshape(d, m)
  two = s32[] constant(2)
  b = f32[<=8,2,2] dynamic-reshape(r, n, two, two)
  g = s32[] get-dimension-size(r), dimensions={0}
  ROOT t = (s32[], f32[<=8,2,2]) tuple(g, b)
}
"""

# XLA's dynamic padder's own custom calls on a dynamic parameter (XLA:CPU takes no dynamic
# parameter: it is fed from a static one, as bridge.refine does for any bounded @main)
PADDER = """HloModule padder

ENTRY e {
  p = f32[<=8,3] parameter(0)
  ps = (f32[8,3], s32[], s32[]) custom-call(p), custom_call_target="PadToStatic"
  st = f32[8,3] get-tuple-element(ps), index=0
  sz = s32[] get-tuple-element(ps), index=1
  ROOT sd = f32[<=8,3] custom-call(st, sz, sz), custom_call_target="SliceToDynamic"
}
"""

# the same calls inside a static program: XLA:CPU runs them as set/get_dimension_size
# (bridge/runtime/dynamic_padder.py), the buffer past the size zeros
PADDER_INSIDE = """HloModule padder_inside

ENTRY e {
  p = f32[8,4] parameter(0)
  n = s32[] parameter(1)
  d = f32[<=8,4] set-dimension-size(p, n), dimensions={0}
  x = f32[<=8,4] exponential(d)
  ps = (f32[8,4], s32[], s32[]) custom-call(x), custom_call_target="PadToStatic"
  st = f32[8,4] get-tuple-element(ps), index=0
  rows = s32[] get-tuple-element(ps), index=1
  cols = s32[] get-tuple-element(ps), index=2
  sd = f32[<=8,4] custom-call(st, rows, cols), custom_call_target="SliceToDynamic"
  ROOT t = (f32[8,4], s32[], f32[<=8,4]) tuple(st, rows, sd)
}
"""

X = (np.arange(32, dtype=np.float32).reshape(8, 4) / 7)
RUNS = {  # module -> arguments (dynamic parameters: their actual sizes)
    "inside": (INSIDE, [X, np.int32(5), np.linspace(-1, 1, 12, dtype=np.float32).reshape(4, 3)]),
    "inside-empty": (INSIDE, [X, np.int32(0), np.ones((4, 3), np.float32)]),
    "loop": (LOOP, [X, np.int32(3)]),
    "reshape": (RESHAPE, [X, np.int32(3)]),
    "padder-inside": (PADDER_INSIDE, [X, np.int32(3)]),
    "params": (PARAMS, [np.arange(15, dtype=np.float32).reshape(3, 5), np.ones((5, 3), np.float32)]),
}


def _both(text):
    return [formats.convert(text, "stablehlo", via=v) for v in ("builder", "native")]


def _main_signature(mlir: str) -> str:
    return re.search(r"func\.func @main\((.*)\{\n", mlir).group(1)


def _types(mlir: str) -> set[str]:
    """Every dynamic tensor type the module writes."""
    return set(re.findall(r"tensor<[^<>]*\?[^<>]*(?:<[^<>]*>)?[^<>]*>", re.sub(r"loc\([^)]*\)", "", mlir)))


@pytest.mark.parametrize("text", [INSIDE, LOOP, PARAMS, RESHAPE, PADDER, PADDER_INSIDE],
                         ids=["inside", "loop", "params", "reshape", "padder", "padder-inside"])
def test_dynamic_types_match_xlas_importer(text):
    ours, xlas = _both(text)
    assert re.sub(r" loc\([^)]*\)", "", _main_signature(ours)) == re.sub(r" loc\([^)]*\)", "", _main_signature(xlas))
    assert _types(ours) == _types(xlas)
    assert "#stablehlo.bounds<8" in ours


@pytest.mark.parametrize("name", sorted(RUNS))
def test_dynamic_modules_compute_what_xlas_importer_computes(name):
    text, args = RUNS[name]
    ours, xlas = _both(text)
    got, want = bridge.execute(ours, args), bridge.execute(xlas, args)
    assert len(got) == len(want)
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, w)


def test_set_dimension_size_numbers_are_those_of_the_first_n_rows():
    # independent of both importers: numpy on the rows set-dimension-size keeps
    text, args = RUNS["inside"]
    got = bridge.execute(formats.convert(text, "stablehlo"), args)
    d, w = X[:5], args[2]
    np.testing.assert_allclose(got[0], d.sum(0), rtol=1e-6)
    np.testing.assert_allclose(got[1], (d @ w).sum(0), rtol=1e-5)
    np.testing.assert_allclose(got[2], d.T @ d, rtol=1e-5)
    assert int(got[7]) == 5


def test_dynamic_parameters_run_at_their_actual_sizes_on_pjrt_and_the_reference():
    text, args = RUNS["params"]
    module = formats.convert(text, "stablehlo")
    p, q = args
    for got in (bridge.execute(module, args), bridge.reference.evaluate(module, args)):
        np.testing.assert_array_equal(got[0], (-p * p).sum(0))
        np.testing.assert_allclose(got[1], p @ q, rtol=1e-6)
        assert int(got[2]) == 5


def test_a_size_beyond_the_bound_is_refused():
    module = formats.convert(PARAMS, "stablehlo")
    with pytest.raises(HloBridgeError, match=r"dimension 0 is bounded by 8, size 9 given"):
        bridge.execute(module, [np.ones((9, 2), np.float32), np.ones((2, 3), np.float32)])


@pytest.mark.parametrize("name", sorted(RUNS))
def test_the_reference_computes_what_pjrt_computes(name):
    # the reference holds a dynamic value at its actual size; PJRT (XLA's dynamic padder) pads
    text, args = RUNS[name]
    module = formats.convert(text, "stablehlo")
    got, want = bridge.reference.evaluate(module, args), bridge.execute(module, args)
    assert [g.shape for g in got] == [w.shape for w in want]
    for g, w in zip(got, want):
        np.testing.assert_allclose(g, w, rtol=2e-6, atol=1e-6)


def test_difftest_compares_a_dynamic_module():
    report = bridge.difftest(INSIDE, backends=["cpu", "reference"], inputs=RUNS["inside"][1])
    assert report.verdict == "match", report
    # generated inputs: a set_dimension_size's size is drawn within the bound, as a start index is
    for seed in range(4):
        report = bridge.difftest(LOOP, backends=["cpu", "reference"], seed=seed)
        assert report.verdict == "match", report
        assert report.input_notes[1]["rule"].startswith("in [0, 8]: size of dimension 0 of "
                                                        "stablehlo.set_dimension_size")


def test_localization_isolates_ops_with_bounded_types():
    # bit for bit, XLA's dot and the reference's differ in the last bits: --localize names a
    # dot, each op run alone at its recorded operands' sizes (it could isolate none of them).
    # Which of the two dots differs most depends on the CPU's kernels (dt on some machines,
    # dt2 on an AMD EPYC); both take operands of bounded type
    report = bridge.difftest(INSIDE, backends=["cpu", "reference"], seed=0, localize=True, bitwise=True)
    assert report.verdict == "mismatch"
    loc = report.localization
    assert loc["summary"].startswith("culprit: stablehlo.dot_general") and not loc.get("skipped")
    assert loc["op"]["location"] in ({"name": "dt"}, {"name": "dt2"})
    assert any("#stablehlo.bounds<8" in t for t in loc["op"]["operands"]), loc["op"]["operands"]


SORTED = """HloModule sorted

lt {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = pred[] compare(a, b), direction=LT
}

ENTRY e {
  p = f32[8] parameter(0)
  n = s32[] parameter(1)
  d = f32[<=8] set-dimension-size(p, n), dimensions={0}
  ROOT s = f32[<=8] sort(d), dimensions={0}, to_apply=lt
}
"""


def test_sort_sorts_the_elements_a_dynamic_dimension_holds():
    module = formats.convert(SORTED, "stablehlo")
    x = np.array([5, 3, 9, 1, 7, 2, 8, 0], np.float32)
    for n in (0, 3, 8):
        for got in (bridge.execute(module, [x, np.int32(n)]), bridge.reference.evaluate(module, [x, np.int32(n)])):
            np.testing.assert_array_equal(got[0], np.sort(x[:n]))


WINDOWED = SORTED.replace("ROOT s = f32[<=8] sort(d), dimensions={0}, to_apply=lt",
                          "z = f32[] constant(0)\n  ROOT w = f32[<=7] reduce-window(d, z), window={size=2}, "
                          "to_apply=add").replace("lt {", ADD.rstrip() + "\n\nlt {")


def test_the_reference_refuses_by_name_what_it_has_no_rule_for():
    module = formats.convert(WINDOWED, "stablehlo")
    with pytest.raises(HloBridgeError, match=r"numpy reference does not implement stablehlo.reduce_window on "
                                             r"dynamic dimensions \(f32\[<=8\]\)"):
        bridge.reference.evaluate(module, [np.arange(8, dtype=np.float32), np.int32(3)])
    with pytest.raises(HloBridgeError, match=r"size 9 is outside the 8 elements dimension 0 holds"):
        bridge.reference.evaluate(formats.convert(INSIDE, "stablehlo"), [X, np.int32(9), np.ones((4, 3), np.float32)])


@pytest.mark.parametrize("name", ["inside", "loop"])
def test_hlo_round_trip_keeps_dynamic_dimensions(name):
    text, args = RUNS[name]
    module = formats.convert(text, "stablehlo")
    hlo = formats.convert(module, "hlo")
    assert "f32[<=8,4]" in hlo
    again = formats.convert(hlo, "stablehlo")
    assert _types(again) == _types(module)
    for g, w in zip(bridge.execute(again, args), bridge.execute(module, args)):
        np.testing.assert_array_equal(g, w)


def test_stablehlo_with_bounds_raises_to_the_xla_dialect():
    text = ("func.func @main(%a: tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<4>> {\n"
            "  %0 = stablehlo.negate %a : tensor<?xf32, #stablehlo.bounds<4>>\n"
            "  return %0 : tensor<?xf32, #stablehlo.bounds<4>>\n}\n")
    xla = bridge.convert(text, to="xla")
    assert '"xla.neg"(%arg0) : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<4>>' in xla


@pytest.mark.parametrize("shape, message", [
    ("f32[<=x]", r"line 4:18: expected a dimension size \(the bound after <=\), found 'x'"),
    ("f32[<=]", r"line 4:18: expected a dimension size \(the bound after <=\), found ']'"),
    ("f32[<=8,?", r"line 4:\d+: expected ',' or '\]' in the dimensions"),
    ("f32[??]", r"line 4:\d+: expected ',' or '\]' in the dimensions"),
    ("f32[<=-1]", r"line 4:18: expected a dimension size \(the bound after <=\), found '-1'"),
])
def test_malformed_dynamic_dimensions_are_one_line(shape, message):
    text = f"HloModule m\n\nENTRY e {{\n  ROOT p = {shape} parameter(0)\n}}\n"
    with pytest.raises(HloParseError, match=message):
        formats.convert(text, "stablehlo")


def test_a_declared_dynamic_shape_must_still_fit():
    text = ("HloModule m\n\nENTRY e {\n  p = f32[<=8,4] parameter(0)\n  ROOT n = f32[<=8,5] negate(p)\n}\n")
    with pytest.raises(HloParseError, match=r"line 5:\d+: instruction 'n' \(negate\): declared shape "
                                            r"f32\[<=8,5\] does not match f32\[<=8,4\]"):
        formats.convert(text, "stablehlo")


def test_a_bounded_parameter_is_fed_as_xlas_dynamic_padder_feeds_it():
    # @main takes the actual sizes; the bounded value inside is the array padded to its bounds
    # and given its size (set_dimension_size), so ops that take only static or bounded types
    # (broadcast_in_dim, the padder's calls) run too, on PJRT and the reference alike
    for via in ("builder", "native"):
        module = formats.convert(PADDER, "stablehlo", via=via)
        for n in (3, 8):
            x = np.arange(3 * n, dtype=np.float32).reshape(n, 3)
            for got in (bridge.execute(module, [x]), bridge.reference.evaluate(module, [x])):
                np.testing.assert_array_equal(got[0], x)   # PadToStatic then SliceToDynamic
    broadcast = _one("  p = f32[<=8,4] parameter(0)\n  ROOT b = f32[<=8,4,2] broadcast(p), dimensions={0,1}")
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    for got in (bridge.execute(broadcast, [x]), bridge.reference.evaluate(formats.convert(broadcast, "stablehlo"), [x])):
        np.testing.assert_array_equal(got[0], np.broadcast_to(x[:, :, None], (3, 4, 2)))


def test_dynamic_padder_calls_run_on_xla_cpu():
    # XLA:CPU implements neither PadToStatic nor SliceToDynamic; both importers' modules run
    text, args = RUNS["padder-inside"]
    for via in ("builder", "native"):
        padded, rows, value = bridge.execute(formats.convert(text, "stablehlo", via=via), args)
        assert int(rows) == 3 and padded.shape == (8, 4) and value.shape == (3, 4)
        np.testing.assert_array_equal(padded[3:], 0)
        np.testing.assert_array_equal(value, padded[:3])
        np.testing.assert_allclose(value, np.exp(X[:3]), rtol=1e-6)


def test_dynamic_results_come_back_at_their_sizes():
    # PJRT returns a bounded result's whole padded buffer (rows past the size uninitialized):
    # bridge.execute cuts it to the size the program computed
    module = formats.convert(RESHAPE, "stablehlo")
    for n in (3, 0, 8):
        size, blocks = bridge.execute(module, [X, np.int32(n)])
        assert int(size) == 4 * n and blocks.shape == (n, 2, 2)
        np.testing.assert_array_equal(blocks, X[:n].reshape(n, 2, 2))


# ---- fuzz: the dimension syntax mutated (bounds, `?`, sizes), as tests/hlo/test_hlo_fuzz.py does the rest --
_DIM = re.compile(r"<=\d+|\?|(?<=[\[,])\d+(?=[\],])")
_DIMS = ["<=", "?", "<=0", "<=1", "<=9", "<=8", "8", "0", "1", "?,", ",?", "<=2147483648", "<=99999999999", "<=-1"]


@st.composite
def _mutated(draw):
    text = draw(st.sampled_from([INSIDE, LOOP, PARAMS, RESHAPE, PADDER, PADDER_INSIDE]))
    for _ in range(draw(st.integers(1, 3))):
        spots = [m.span() for m in _DIM.finditer(text)]
        a, b = spots[draw(st.integers(0, len(spots) - 1))]
        text = text[:a] + draw(st.sampled_from(_DIMS)) + text[b:]
    return text


@settings(max_examples=300, deadline=5000, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(_mutated())
def test_mutated_dynamic_dimensions_raise_only_one_line_errors(text):
    try:
        module = formats.convert(text, "stablehlo")
    except HloBridgeError as e:
        assert str(e).strip() and "\n" not in str(e).strip()
        return
    try:
        formats.convert(module, "hlo")
    except HloBridgeError as e:
        assert str(e).strip()


def test_a_symbolic_jax_export_through_hlo_runs_at_any_size():
    # jax writes `tensor<?x8xf32>`; XLA's exporter prints it `f32[?,8]` and drops the shape
    # assertion's message (which jax's refinement then refused), ours reads it back and runs it
    import jax
    import jax.numpy as jnp
    from jax import export

    def f(x, w):
        return jnp.tanh(x @ w).sum(axis=1)

    specs = [jax.ShapeDtypeStruct(export.symbolic_shape("b, 8"), jnp.float32),
             jax.ShapeDtypeStruct((8, 4), jnp.float32)]
    hlo = formats.convert(export.export(jax.jit(f))(*specs).mlir_module(), "hlo")
    assert "f32[?,8]" in hlo and 'custom_call_target="shape_assertion"' in hlo
    module = formats.convert(hlo, "stablehlo")
    rng = np.random.default_rng(0)
    w = rng.standard_normal((8, 4)).astype(np.float32)
    for b in (1, 5):
        x = rng.standard_normal((b, 8)).astype(np.float32)
        np.testing.assert_allclose(bridge.execute(module, [x, w])[0], np.asarray(jax.jit(f)(x, w)),
                                   rtol=1e-6, atol=1e-6)
    with pytest.raises(HloBridgeError, match=r"Input shapes do not match the polymorphic shapes specification"):
        bridge.execute(module, [np.ones((0, 8), np.float32), w])


@pytest.mark.parametrize("name", ["sort_top_k", "fori_loop"])
def test_symbolic_exports_with_top_k_and_loops_through_hlo_run_at_any_size(name):
    """XLA's HLO of these keeps `f32[?,4]` inside: top_k (lowered as chlo.top_k, as XLA's
    importer does, while sizes are unknown) and a while over a tuple with an unbounded
    leaf were refused; PJRT and the reference now give jax's numbers, ties included."""
    import jax
    import jax.numpy as jnp
    from jax import export, lax
    f = {"sort_top_k": lambda a: (jnp.sort(a, axis=0), lax.top_k(a, 2)[0], lax.top_k(a, 3)[1]),
         "fori_loop": lambda a: lax.fori_loop(0, a.shape[0], lambda i, c: c * 0.5 + a[i], jnp.zeros(4))}[name]
    spec = jax.ShapeDtypeStruct(export.symbolic_shape("b, 4"), np.float32)
    hlo = formats.convert(export.export(jax.jit(f))(spec).mlir_module(), "hlo")
    assert "f32[?,4]" in hlo
    module = formats.convert(hlo, "stablehlo")
    for b in (1, 3, 6):
        a = np.random.default_rng(b).standard_normal((b, 4)).astype(np.float32)
        a[0, 1] = a[0, 2]   # a tie: the lower index first
        want = [np.asarray(w) for w in jax.tree_util.tree_leaves(jax.jit(f)(a))]
        for engine in (bridge.execute, bridge.reference.evaluate):
            for got, w in zip(engine(module, [a]), want):
                np.testing.assert_array_equal(got, w)


def test_an_op_without_an_unbounded_lowering_says_so():
    """The error names the dynamic type, not MLIR's bare "Invalid type"."""
    text = _one("  p = f32[?,4] parameter(0)\n  ROOT t = (f32[?,2], s32[?,2]) topk(p), k=2, largest=false")
    with pytest.raises(HloBridgeError, match=r"xla.top_k .*not supported yet with dynamic dimensions "
                                             r"\(tensor<\?x4xf32>.*largest=false"):
        formats.convert(text, "stablehlo")


# ---- found by the fuzz above, each once a one-line error or a traceback where XLA reads the module --

def _one(body: str) -> str:
    return f"HloModule m\n\nENTRY e {{\n{body}\n}}\n"


def test_a_declared_result_is_not_remembered_for_the_next_module():
    # the builder answers a repeated call from a cache keyed by operand shapes: a result taken
    # from the text must not be what the next module's same call gets
    loose = _one("  p = f32[<=8,?] parameter(0)\n  ROOT n = f32[?,?] negate(p)")
    tight = _one("  p = f32[<=8,?] parameter(0)\n  ROOT n = f32[<=8,?] negate(p)")
    assert "-> tensor<?x?xf32>" in formats.convert(loose, "stablehlo")
    assert "-> tensor<?x?xf32, #stablehlo.bounds<8, ?>>" in formats.convert(tight, "stablehlo")


def test_unbounded_and_static_sizes_meet_without_a_broadcast():
    # `?` against 4 is the same dimension (XLA's Compatible), not an implicit broadcast
    text = _one("  p = f32[8,4] parameter(0)\n  n = s32[] parameter(1)\n"
                "  d = f32[<=8,4] set-dimension-size(p, n), dimensions={0}\n"
                "  c = f32[<=8,?] negate(d)\n  m = f32[<=8,4] multiply(c, d)\n"
                "  z = f32[] constant(0)\n  ROOT r = f32[4] reduce(m, z), dimensions={0}, to_apply=add")
    text = text.replace("ENTRY", ADD + "ENTRY")
    ours, xlas = _both(text)
    assert "broadcast_in_dim" not in ours
    args = [X, np.int32(5)]
    np.testing.assert_array_equal(bridge.execute(ours, args)[0], bridge.execute(xlas, args)[0])
    np.testing.assert_allclose(bridge.execute(ours, args)[0], -(X[:5] ** 2).sum(0), rtol=1e-6)


def test_hlo_text_with_unbounded_operands_runs_straight_from_the_text():
    # bridge.execute on HLO text verifies the xla dialect first, which inferred from `?` sizes
    p, q = np.arange(15, dtype=np.float32).reshape(3, 5), np.ones((5, 3), np.float32)
    got = bridge.execute(PARAMS, [p, q])
    np.testing.assert_allclose(got[1], p @ q, rtol=1e-6)


def test_padder_calls_whose_types_disagree_are_one_line_on_both_engines():
    # found by fuzzing: a PadToStatic whose buffer is not its value at its bounds made
    # StableHLO that did not verify (an MLIRError out of PJRT's compile)
    text = PADDER.replace("p = f32[<=8,3] parameter(0)", "p = f32[<=8,1] parameter(0)")
    module = formats.convert(text, "stablehlo")
    for run in (bridge.execute, bridge.reference.evaluate):
        with pytest.raises(HloBridgeError, match=r"PadToStatic at .*: its buffer .* is not its value"):
            run(module, [np.ones((7, 1), np.float32)])
