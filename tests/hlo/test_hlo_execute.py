"""Hand-written HLO -> our parser -> xla dialect -> our passes -> PJRT: the expected numbers
(seed examples / numpy), and the same numbers as XLA's own HLO importer (--via native)."""
from __future__ import annotations

import numpy as np
import pytest

import bridge
from bridge import formats
from hlotest import backend_for
from hlo_corpus import CASES


def assert_same(got, expected, exact=False):
    got, expected = np.asarray(got), np.asarray(expected)
    assert got.shape == expected.shape and got.dtype == expected.dtype, (got, expected)
    if expected.dtype.kind in "fc" and not exact:
        wide = np.complex128 if expected.dtype.kind == "c" else np.float64
        np.testing.assert_allclose(got.astype(wide), expected.astype(wide), rtol=2e-6, atol=0)
    else:
        np.testing.assert_array_equal(got, expected)


@pytest.fixture(params=CASES, ids=[c.name for c in CASES])
def case(request):
    return request.param


def test_case_matches_expected_numbers(case):
    comp = formats.convert(case.text, "computation")
    assert isinstance(comp, bridge.XlaComputation)
    out = bridge.execute(comp, list(case.args))
    assert len(out) == len(case.expected)
    for got, want in zip(out, case.expected):
        assert_same(got, want)


NATIVE = ["broadcast_add_layouts", "long_form_signature", "while_sum_to_n", "sort_with_comparator",
          "convolution_nhwc_dim_labels", "composite_seed", "argmax_variadic_reduce", "constants_special"]


@pytest.mark.parametrize("name", NATIVE)
def test_same_results_as_xlas_importer(name):
    case = next(c for c in CASES if c.name == name)
    ours = formats.convert(case.text, "stablehlo")
    native = formats.convert(case.text, "stablehlo", via="native")
    assert "xla." not in ours
    for a, b in zip(bridge.execute(ours, list(case.args)), bridge.execute(native, list(case.args))):
        assert_same(a, b, exact=True)


def test_composite_keeps_name_attributes_and_version():
    case = next(c for c in CASES if c.name == "composite_seed")
    text = formats.convert(case.text, "stablehlo")
    assert 'stablehlo.composite "foo.bar"' in text
    assert "composite_attributes = {n = 1 : i32, tensor = dense<1> : tensor<i32>}" in text
    assert "version = 1 : i32" in text
    # and back to HLO as XLA prints a composite (seed: kCall with is_composite=true)
    hlo = formats.convert(text, "hlo")
    assert "is_composite=true" in hlo and 'composite.name="foo.bar"' in hlo and 'composite.version="1"' in hlo


def test_xla_text_output_is_the_builder_program():
    case = next(c for c in CASES if c.name == "clamp_seed")
    xla = formats.convert(case.text, "xla")
    assert formats.detect(xla) == "xla"
    assert '"xla.clamp"' in xla and '"xla.constant"' in xla
    # the saved builder program runs like the HLO it came from
    assert_same(bridge.execute(formats.convert(xla, "computation"), list(case.args))[0], case.expected[0])


def test_stablehlo_raised_to_builder_program_through_hlo():
    text = """
    func.func @main(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
      %0 = stablehlo.multiply %a, %b : tensor<3xf32>
      %1 = stablehlo.negate %0 : tensor<3xf32>
      return %1 : tensor<3xf32>
    }"""
    comp = formats.convert(text, "computation")
    assert str(comp.program_shape()).endswith("-> f32[3]")
    a, b = np.array([1, 2, 3], np.float32), np.array([4, 5, -6], np.float32)
    assert_same(bridge.execute(comp, [a, b])[0], -(a * b))
    assert '"xla.mul"' in formats.convert(text, "xla")


COLLECTIVES = """HloModule m, entry_computation_layout={(f32[4]{0})->(f32[4]{0}, f32[4]{0}, f32[16]{0}, f32[1]{0}, f32[4]{0}, /*index=5*/f32[4]{0}, u32[], f32[4]{0})}

region_0.1 {
  Arg_0.2 = f32[] parameter(0)
  Arg_1.1 = f32[] parameter(1)
  ROOT add.1 = f32[] add(Arg_0.2, Arg_1.1)
}

region_1.2 {
  Arg_0.4 = f32[] parameter(0)
  Arg_1.3 = f32[] parameter(1)
  ROOT add.3 = f32[] add(Arg_0.4, Arg_1.3)
}

ENTRY main.3 {
  Arg_0.5 = f32[4]{0} parameter(0)
  custom-call.2 = f32[4]{0} custom-call(Arg_0.5), custom_call_target="foo", custom_call_has_side_effect=true, backend_config="opaque\\"s"
  custom-call.3 = f32[4]{0} custom-call(Arg_0.5), custom_call_target="bar", api_version=API_VERSION_TYPED_FFI, backend_config={uplo = 76 : ui8, x = 1.500000e+00 : f32}
  all-gather.1 = f32[16]{0} all-gather(Arg_0.5), channel_id=1, replica_groups={{0,1,2,3}}, dimensions={0}
  reduce-scatter.1 = f32[1]{0} reduce-scatter(Arg_0.5), channel_id=2, replica_groups={{0,1,2,3}}, dimensions={0}, to_apply=region_0.1
  all-reduce.1 = f32[4]{0} all-reduce(Arg_0.5), replica_groups={{0,1},{2,3}}, to_apply=region_1.2
  collective-permute.1 = f32[4]{0} collective-permute(Arg_0.5), source_target_pairs={{0,1},{1,0}}
  replica-id.1 = u32[] replica-id()
  all-to-all.1 = f32[4]{0} all-to-all(Arg_0.5), replica_groups={{0,1,2,3}}, dimensions={0}
  ROOT tuple.1 = (f32[4]{0}, f32[4]{0}, f32[16]{0}, f32[1]{0}, f32[4]{0}, /*index=5*/f32[4]{0}, u32[], f32[4]{0}) tuple(custom-call.2, custom-call.3, all-gather.1, reduce-scatter.1, all-reduce.1, collective-permute.1, replica-id.1, all-to-all.1)
}

"""


def test_collectives_and_custom_calls_print_back_identically():
    """XLA's own printing of a StableHLO module (the text above); through our parser, xla
    dialect and passes it prints the same, character for character."""
    text = formats.convert(COLLECTIVES, "stablehlo")
    assert '"stablehlo.all_gather"' in text and "api_version = 4 : i32" in text
    assert formats.convert(text, "hlo") == COLLECTIVES


ASYNC = """HloModule async_pairs

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

wrapped_rs {
  p = f32[8] parameter(0)
  ROOT rs = f32[2] reduce-scatter(p), replica_groups={{0,1,2,3}}, dimensions={0}, to_apply=add
}

ENTRY main {
  x = f32[8] parameter(0)
  ars = f32[8] all-reduce-start(x), replica_groups={{0,1},{2,3}}, to_apply=add
  ard = f32[8] all-reduce-done(ars)
  ags = (f32[8], f32[32]) all-gather-start(x), replica_groups={{0,1,2,3}}, dimensions={0}
  agd = f32[32] all-gather-done(ags)
  cps = (f32[8], f32[8], u32[], u32[]) collective-permute-start(x), source_target_pairs={{0,1},{1,2},{2,3},{3,0}}
  cpd = f32[8] collective-permute-done(cps)
  cs = (f32[8], f32[8], u32[]) copy-start(x), cross_program_prefetch_index=0
  cd = f32[8] copy-done(cs)
  rss = ((f32[8]), f32[2]) reduce-scatter-start(x), replica_groups={{0,1,2,3}}, dimensions={0}, to_apply=add
  rsd = f32[2] reduce-scatter-done(rss)
  as = ((f32[8]), f32[2], s32[]) async-start(x), calls=wrapped_rs, async_execution_thread="main"
  au = ((f32[8]), f32[2], s32[]) async-update(as)
  ad = f32[2] async-done(au)
  ROOT t = (f32[8], f32[32], f32[8], f32[8], f32[2], f32[2]) tuple(ard, agd, cpd, cd, rsd, ad)
}
"""


def test_async_start_done_pairs_run_on_four_replicas():
    """XLA's async forms (dedicated starts, the X-start sugar, async-start/update/done with
    calls=) run X at the start; numbers from numpy over the four replicas' inputs."""
    comp = formats.convert(ASYNC, "computation")
    xs = [np.arange(8, dtype=np.float32) + 10 * r for r in range(4)]
    got = bridge.execute(comp, [[x] for x in xs], num_replicas=4, backend=backend_for(4))
    total = sum(xs)
    for r in range(4):
        ard, agd, cpd, cd, rsd, ad = got[r]
        pair = xs[r & ~1] + xs[r | 1]
        assert_same(ard, pair, exact=True)
        assert_same(agd, np.concatenate(xs), exact=True)
        assert_same(cpd, xs[(r - 1) % 4], exact=True)
        assert_same(cd, xs[r], exact=True)
        assert_same(rsd, total[2 * r:2 * r + 2], exact=True)
        assert_same(ad, total[2 * r:2 * r + 2], exact=True)


@pytest.mark.parametrize("line, message", [
    ("s = f32[32] all-gather-start(x), replica_groups={{0,1,2,3}}, dimensions={0}",
     r"line 4:\d+: instruction 's' \(all-gather-start\): declared shape f32\[32\] is not the tuple of an async "
     r"start \(operand, result\)"),
    ("s = (f32[8]) collective-permute-start(x), source_target_pairs={{0,1}}",
     r"is not the tuple of an async start \(operand, result, context\)"),
    ("s = f32[8] all-gather-done(x)", r"\(all-gather-done\): takes the tuple its start declares, got f32\[8\]"),
    ("s = ((f32[8]), f32[32]) all-gather-start(x), replica_groups={{0,1,2,3}}, dimensions={0}",
     r"declared shape \(\(f32\[8\]\), f32\[32\]\) does not match \(f32\[8\], f32\[32\]\)"),
])
def test_bad_async_forms_are_one_clear_error(line, message):
    text = f"HloModule m\nENTRY main {{\n  x = f32[8] parameter(0)\n  ROOT {line}\n}}\n"
    with pytest.raises(bridge.errors.HloBridgeError, match=message):
        formats.convert(text, "computation")


def test_partition_id():
    text = "HloModule m\nENTRY main {\n  ROOT p = u32[] partition-id()\n}\n"
    (got,) = bridge.execute(formats.convert(text, "computation"), [])
    assert_same(got, np.uint32(0))


TUPLE_ALL_TO_ALL = """HloModule a2a_tuple

ENTRY main {
  a = f32[2] parameter(0)
  b = f32[2] parameter(1)
  ROOT t = (f32[2], f32[2]) all-to-all(a, b), replica_groups={{1,0},{2,3}}
}
"""


def test_all_to_all_tuple_form():
    """Operand j goes to the group's j-th replica; result j is what that replica sent
    (XLA's all-to-all decomposer: the array form is slices, the tuple form, a concat)."""
    comp = formats.convert(TUPLE_ALL_TO_ALL, "computation")
    sent = [[np.array([10 * r + j, 10 * r + j + 0.5], np.float32) for j in range(2)] for r in range(4)]
    got = bridge.execute(comp, sent, num_replicas=4, backend=backend_for(4))
    groups = [[1, 0], [2, 3]]
    for q in range(4):
        group = next(g for g in groups if q in g)
        for j in range(2):
            assert_same(got[q][j], sent[group[j]][group.index(q)], exact=True)


def test_all_to_all_tuple_form_needs_one_operand_per_replica():
    text = TUPLE_ALL_TO_ALL.replace("all-to-all(a, b)", "all-to-all(a)").replace("(f32[2], f32[2]) all", "(f32[2]) all")
    with pytest.raises(bridge.errors.HloBridgeError, match=r"the tuple form takes one array operand per replica "
                       r"of a group \(2\), all of one shape, got f32\[2\]"):
        formats.convert(text, "computation")
