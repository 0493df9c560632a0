"""HLO that XLA's parser reads and ours refused until session 11, found by running both over
the modules of XLA's own parser tests (hlo_parser_test.cc; see docs/formats.md): nested
instructions, collective-broadcast, ragged-all-to-all. Written here in those shapes; each is
checked against XLA's importer (`via="native"`) and run."""
from __future__ import annotations

import re

import numpy as np
import pytest

import bridge
from bridge import formats
from bridge.hlo import HloParseError
from hlotest import ON_GPU, token_origin

# where the two importers' scan modules are compared on PJRT: XLA:CPU. XLA:GPU cannot compile
# XLA's importer's mhlo.scan (measured on an H100, jaxlib 0.10.2)
SCAN_ON = "cpu" if ON_GPU else None

NESTED = [
    # an operand may be an instruction, with or without its shape; XLA names it by its opcode
    "HloModule m\nENTRY e {\n  ROOT r = add(f32[3] parameter(0), multiply(f32[3] parameter(1), "
    "f32[3] parameter(2)))\n}\n",
    "HloModule m\nENTRY e {\n  add = add(f32[3] parameter(0), f32[3] parameter(1))\n"
    "  ROOT r = subtract(add, add(add, f32[3] parameter(2)))\n}\n",
    "HloModule m\nENTRY e {\n  ROOT r = get-tuple-element(\n    (f32[3], f32[3]) tuple(f32[3] parameter(0), "
    "sqrt(f32[3] parameter(1)))\n  ), index=1\n}\n",
    "HloModule m\nENTRY e {\n  ROOT r = maximum(f32[3] parameter(0), f32[3] broadcast(f32[] constant(0.5)))\n}\n",
]
ARGS = [np.array([1.5, -2.0, 3.0], np.float32), np.array([4.0, 9.0, 0.25], np.float32),
        np.array([-1.0, 0.5, 2.0], np.float32)]


@pytest.mark.parametrize("text", NESTED)
def test_nested_instructions_read_as_xlas_parser_reads_them(text):
    ours, xlas = (formats.convert(text, "stablehlo", via=v) for v in ("builder", "native"))
    n = text.count("parameter(")
    got, want = (bridge.execute(m, ARGS[:n]) for m in (ours, xlas))
    assert len(got) == len(want) == 1
    np.testing.assert_array_equal(got[0], want[0])
    assert 'loc("parameter")' in ours and (n < 2 or 'loc("parameter.1")' in ours)


def test_nested_instruction_numbers_match_numpy():
    got = bridge.execute(formats.convert(NESTED[1], "stablehlo"), ARGS)[0]
    a = ARGS[0] + ARGS[1]
    np.testing.assert_array_equal(got, a - (a + ARGS[2]))


@pytest.mark.parametrize("text, message", [
    # XLA's parser reads no attributes on a nested instruction ("cannot parse as an
    # instruction name or as a nested instruction")
    ("HloModule m\nENTRY e {\n  ROOT r = f32[3] add(f32[3] parameter(0), f32[3] broadcast(f32[] constant(2)), "
     "dimensions={})\n}\n", r"line 3:\d+: the nested 'broadcast' cannot take attributes"),
    ("HloModule m\nENTRY e {\n  ROOT r = f32[] " + "negate(" * 250 + "f32[] parameter(0)" + ")" * 250 + "\n}\n",
     "instructions nested deeper than 200 levels"),
    ("HloModule m\nENTRY e {\n  ROOT r = f32[3] add(f32[3] parameter(0), parameter(1))\n}\n",
     "the nested 'parameter' leaves out its shape"),
])
def test_nested_instructions_bad_forms_are_one_line(text, message):
    with pytest.raises(HloParseError, match=message):
        formats.convert(text, "stablehlo")


def test_collective_broadcast_reads_to_stablehlos_op_as_xlas_importer():
    """The spec's example (group [2, 1] of 4 replicas) as HLO: both importers write
    stablehlo.collective_broadcast; the reference runs ours (XLA:CPU has no kernel)."""
    text = ("HloModule cb, replica_count=4\nENTRY e {\n  p = s64[1,2] parameter(0)\n"
            "  ROOT cb = s64[1,2] collective-broadcast(p), replica_groups={{2,1}}\n}\n")
    ours, xlas = (formats.convert(text, "stablehlo", via=v) for v in ("builder", "native"))
    for m in (ours, xlas):
        assert "replica_groups = dense<[[2, 1]]> : tensor<1x2xi64>" in m and "stablehlo.collective_broadcast" in m
    xs = [[np.array([[1, 2]], np.int64) + 2 * r] for r in range(4)]
    for m in (ours, xlas):
        got = bridge.reference.evaluate_processes(m, xs, 4)
        assert [g[0].tolist() for g in got] == [[[0, 0]], [[5, 6]], [[5, 6]], [[0, 0]]]


def test_ragged_all_to_all_reads_to_the_custom_call_xlas_importer_writes():
    """jax's docstring example on 2 replicas, as HLO: ours writes the typed-FFI custom call
    XLA's importer writes (and jax lowers to); the reference runs it."""
    text = ("HloModule ra2a, replica_count=2\nENTRY e {\n  a = f32[3] parameter(0)\n  o = f32[4] parameter(1)\n"
            "  io = s32[2] parameter(2)\n  ss = s32[2] parameter(3)\n  oo = s32[2] parameter(4)\n"
            "  rs = s32[2] parameter(5)\n"
            "  ROOT r = f32[4] ragged-all-to-all(a, o, io, ss, oo, rs), replica_groups={{0,1}}\n}\n")
    ours, xlas = (formats.convert(text, "stablehlo", via=v) for v in ("builder", "native"))
    call = "stablehlo.custom_call @ragged_all_to_all(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {api_version = 4 : " \
           "i32, backend_config = {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}}"
    assert call in ours and call in xlas
    i32 = np.int32
    args = [[np.array([1, 2, 2], np.float32), np.zeros(4, np.float32), np.array([0, 1], i32),
             np.array([1, 2], i32), np.array([0, 0], i32), np.array([1, 1], i32)],
            [np.array([3, 4, 0], np.float32), np.zeros(4, np.float32), np.array([0, 1], i32),
             np.array([1, 1], i32), np.array([1, 2], i32), np.array([2, 1], i32)]]
    got = bridge.reference.evaluate_processes(ours, args, 2)
    assert [g[0].tolist() for g in got] == [[1, 3, 0, 0], [2, 2, 4, 0]]


def test_infeed_outfeed_send_recv_keep_their_tokens_as_xlas_importer():
    """HLO's infeed/outfeed/send/recv take the token to come after: ours keeps that order
    (the *WithToken builder ops), as XLA's importer does; before, each made a fresh token.
    Compared op by op: the same side-effecting ops, each after the same one."""
    from bridge.program import parse_module
    text = ("HloModule io\nENTRY e {\n  t0 = token[] after-all()\n"
            "  in = ((u32[3], pred[]), token[]) infeed(t0), infeed_config=\"cfg\"\n"
            "  d = (u32[3], pred[]) get-tuple-element(in), index=0\n  t1 = token[] get-tuple-element(in), index=1\n"
            "  o = token[] outfeed(d, t1), outfeed_shape=(u32[3], pred[])\n"
            "  s = (f32[2], u32[], token[]) send(f32[2] parameter(0), o), channel_id=5\n"
            "  sd = token[] send-done(s), channel_id=5\n"
            "  r = (f32[2], u32[], token[]) recv(sd), channel_id=6\n"
            "  rd = (f32[2], token[]) recv-done(r), channel_id=6\n"
            "  ROOT v = f32[2] get-tuple-element(rd), index=0\n}\n")
    order = []
    for via in ("builder", "native"):
        module = parse_module(formats.convert(text, "stablehlo", via=via))
        ops = [op for op in module.body.operations[0].regions[0].blocks[0].operations
               if op.name.split(".")[1] in ("after_all", "create_token", "infeed", "outfeed", "send", "recv")]
        after = [None if not op.operands else token_origin(op.operands[len(op.operands) - 1]) for op in ops]
        order.append([(op.name.split(".")[1].replace("create_token", "after_all"),
                       None if a is None else ops.index(a)) for op, a in zip(ops, after)])
    assert order[0] == order[1] == [("after_all", None), ("infeed", 0), ("outfeed", 1), ("send", 2), ("recv", 3)]



def test_scalar_select_and_scatter_is_scatter_of_init_and_source():
    """XLA reads select-and-scatter on a scalar (one window, selected): scatter(init, source).
    (XLA's importer's rank-0 select_and_scatter runs through the runtime's rewrite: rewrite.py.)"""
    text = ("HloModule s\n\nge {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n"
            "  ROOT c = pred[] compare(a, b), direction=GE\n}\n\nadd {\n  x = f32[] parameter(0)\n"
            "  y = f32[] parameter(1)\n  ROOT s = f32[] add(x, y)\n}\n\nENTRY e {\n  o = f32[] constant(42)\n"
            "  src = f32[] constant(1)\n  init = f32[] constant(2)\n"
            "  ROOT r = f32[] select-and-scatter(o, src, init), select=ge, scatter=add\n}\n")
    for via in ("builder", "native"):
        assert np.asarray(bridge.execute(formats.convert(text, "stablehlo", via=via), [])[0]).item() == 3.0


def test_convolution_rhs_reversal_is_a_reversed_kernel():
    """window rhs_reversal=1x0 runs the window backwards in spatial dim 0: the same numbers as the
    convolution of the kernel reversed there (exactly), and as XLA's importer's module (its
    window_reversal attribute; PJRT sums in another order there: within 1e-6)."""
    conv = ("HloModule c\nENTRY e {\n  x = f32[2,5,6,3]{0,3,2,1} parameter(0)\n  k = f32[3,2,3,4] parameter(1)\n"
            "  ROOT c = f32[2,10,12,4]{0,3,2,1} convolution(x, k), window={size=3x2 pad=1_2x1_1 lhs_dilate=2x2"
            "%s}, dim_labels=b01f_01io->b01f\n}\n")
    rng = np.random.default_rng(0)
    x, k = rng.standard_normal((2, 5, 6, 3)).astype(np.float32), rng.standard_normal((3, 2, 3, 4)).astype(np.float32)
    ours = bridge.execute(formats.convert(conv % " rhs_reversal=1x0", "stablehlo"), [x, k])[0]
    flipped = bridge.execute(formats.convert(conv % "", "stablehlo"), [x, np.ascontiguousarray(k[::-1])])[0]
    # (XLA's window_reversal: XLA:GPU ignores a partial one, so the runtime reverses the kernel)
    xlas = bridge.execute(formats.convert(conv % " rhs_reversal=1x0", "stablehlo", via="native"), [x, k])[0]
    np.testing.assert_array_equal(ours, flipped)
    np.testing.assert_allclose(ours, xlas, rtol=1e-6, atol=1e-6)
    assert not np.allclose(ours, bridge.execute(formats.convert(conv % "", "stablehlo"), [x, k])[0])


def test_aliasing_of_nested_tuple_outputs_and_of_fusions():
    """input_output_alias may name a part of a nested result ({1,1}); it is kept as XLA's
    importer keeps it. A fusion's output_to_operand_aliasing (buffer reuse XLA's optimizer
    chose) changes no value: read, and dropped as XLA's importer drops it."""
    nested = ("HloModule m, input_output_alias={ {0,0}: (0, {0}), {1,1}: (0, {1}) }\nENTRY e {\n"
              "  p = (f32[], f32[]) parameter(0)\n  a = f32[] get-tuple-element(p), index=0\n"
              "  b = f32[] get-tuple-element(p), index=1\n  t = (f32[], f32[]) tuple(a, b)\n"
              "  ROOT o = ((f32[], f32[]), (f32[], f32[])) tuple(t, t)\n}\n")
    ours, xlas = (formats.convert(nested, "stablehlo", via=v) for v in ("builder", "native"))
    for m in (ours, xlas):
        assert "output_index = array<i64: 1, 1>" in m and "parameter_index = array<i64: 1>" in m
    with pytest.raises(HloParseError, match=r"input_output_alias names output \{1,2\}, not a result"):
        formats.convert(nested.replace("{1,1}:", "{1,2}:"), "stablehlo")
    fusion = ("HloModule f\n\nfused {\n  p0 = f32[2] parameter(0)\n  p1 = f32[2] parameter(1)\n"
              "  ROOT s = f32[2] subtract(p0, p1)\n}\n\nENTRY e {\n  a = f32[2] parameter(0)\n  b = f32[2] parameter(1)\n"
              "  ROOT f = f32[2] fusion(a, b), kind=kLoop, output_to_operand_aliasing={{}: (0, {})}, calls=fused\n}\n")
    x, y = np.array([3, 4], np.float32), np.array([1, 7], np.float32)
    for via in ("builder", "native"):
        np.testing.assert_array_equal(bridge.execute(formats.convert(fusion, "stablehlo", via=via), [x, y])[0], x - y)


SCAN = """HloModule s

step {
  a = f32[3] parameter(0)
  b1 = s32[1] parameter(1)
  c = f32[3] parameter(2)
  m = f32[3] multiply(a, c)
  b = s32[] reshape(b1)
  bf = f32[] convert(b)
  bb = f32[3] broadcast(bf), dimensions={}
  s = f32[3] add(m, bb)
  n = f32[3] negate(s)
  ROOT t = (f32[3], f32[3]) tuple(s, n)
}

ENTRY e {
  x = f32[3,5] parameter(0)
  y = s32[1,5] parameter(1)
  c0 = f32[3] parameter(2)
  ROOT r = (f32[3,5], f32[3]) scan(x, y, c0), dimensions={1}, num_carries=1, is_reverse=%s, to_apply=step
}
"""


@pytest.mark.parametrize("reverse", [True, False])
def test_scan_is_the_loop_xla_runs(reverse):
    """XLA's scan opcode (StableHLO has none) becomes a While: on PJRT the same numbers as
    XLA's importer's mhlo.scan run by XLA:CPU; on the reference, numpy's loop (XLA:CPU fuses
    the multiply-add into an FMA, so PJRT and numpy differ in the last bits)."""
    text = SCAN % ("true" if reverse else "false")
    rng = np.random.default_rng(0)
    args = [rng.standard_normal((3, 5)).astype(np.float32), np.arange(5, dtype=np.int32).reshape(1, 5),
            rng.standard_normal(3).astype(np.float32)]
    ours = formats.convert(text, "stablehlo")
    assert "stablehlo.while" in ours
    xlas = formats.convert(text, "stablehlo", via="native")
    for got, want in zip(bridge.execute(ours, args, backend=SCAN_ON), bridge.execute(xlas, args, backend=SCAN_ON)):
        np.testing.assert_array_equal(got, want)
    x, y, carry = args
    out = np.zeros((3, 5), np.float32)
    for k in (reversed(range(5)) if reverse else range(5)):
        s = x[:, k] * carry + np.float32(y[0, k])
        out[:, k], carry = s, -s
    ref = bridge.reference.evaluate(ours, args)
    np.testing.assert_array_equal(ref[0], out)
    np.testing.assert_array_equal(ref[1], carry)


def test_scan_bad_forms_are_one_line():
    text = SCAN % "false"
    with pytest.raises(HloParseError, match="dimension 2 is not a dimension of every input"):
        formats.convert(text.replace("dimensions={1}", "dimensions={2}"), "stablehlo")
    with pytest.raises(HloParseError, match=r"line 20:\d+: instruction 'r' \(scan\): Call: operands"):
        formats.convert(text.replace("num_carries=1", "num_carries=2"), "stablehlo")


@pytest.mark.parametrize("literal, mlir", [("s32[2]{0} {1, 2}", "dense<[1, 2]> : tensor<2xi32>"),
                                           ("f32[] 0.1", "dense<1.000000e-01> : tensor<f32>")])
def test_custom_call_literal_is_kept_both_ways(literal, mlir):
    """A custom call's literal= (XlaBuilder's CustomCall literal): mhlo.literal, as XLA's
    importer writes it, and back in the HLO jaxlib's exporter writes."""
    text = ("HloModule m\nENTRY e {\n  c = f32[1] constant({5})\n"
            f"  ROOT r = f32[2] custom-call(c), custom_call_target=\"t\", literal={literal}\n}}\n")
    ours, xlas = (formats.convert(text, "stablehlo", via=v) for v in ("builder", "native"))
    assert f"mhlo.literal = {mlir}" in ours and f"mhlo.literal = {mlir}" in xlas
    back = formats.convert(ours, "hlo")
    assert f"literal={literal.replace('{0} ', ' ')}" in back or f"literal={literal}" in back
    with pytest.raises(HloParseError, match="attribute literal=: "):
        formats.convert(text.replace(literal, "s32[2]{0} {1, 2, 3}"), "stablehlo")


def test_host_transfers_read_as_xlas_importer_writes_them():
    """send/recv with is_host_transfer=true (XlaBuilder's SendToHost / RecvFromHost): the
    StableHLO ops with is_host_transfer and the host channel types (2 to the host, 3 from it),
    as XLA's importer writes them; a device-to-device channel stays type 1."""
    import re
    text = ("HloModule h\nENTRY e {\n  t = token[] after-all()\n"
            "  r = (f32[], u32[], token[]) recv(t), channel_id=15, is_host_transfer=true\n"
            "  rd = (f32[], token[]) recv-done(r), channel_id=15, is_host_transfer=true\n"
            "  v = f32[] get-tuple-element(rd), index=0\n"
            "  s = (f32[], u32[], token[]) send(v, t), channel_id=16, is_host_transfer=true\n"
            "  sd = token[] send-done(s), channel_id=16, is_host_transfer=true\n"
            "  snd = (f32[], u32[], token[]) send(v, sd), channel_id=17\n"
            "  ROOT done = token[] send-done(snd), channel_id=17\n}\n")
    pattern = r'"stablehlo\.(send|recv)"\(.*?channel_handle<handle = (\d+), type = (\d)>, is_host_transfer = (\w+)'
    ours, xlas = (re.findall(pattern, formats.convert(text, "stablehlo", via=v)) for v in ("builder", "native"))
    assert ours == xlas == [("recv", "15", "3", "true"), ("send", "16", "2", "true"), ("send", "17", "1", "false")]


ORIGINS = [
    # origin= (XLA's original value: which value of the unoptimized module an instruction
    # computes): a leaf, a shape index, no array ({}), a synthetic call; XLA's importer keeps
    # it as mhlo.original_value, on ops and on the entry's parameters
    ('p = f32[3] parameter(0), origin={{"x"}}', 'a = f32[3] abs(p), origin={{"v" {1,0}}}',
     'ROOT r = f32[3] negate(a), origin={[synthetic_call]}'),
    ('p = f32[3] parameter(0), origin={{}}', 'a = f32[3] abs(p), origin={{"odd.name-1" {0}}}',
     'ROOT r = f32[3] negate(a)'),
]


@pytest.mark.parametrize("lines", ORIGINS)
def test_origin_is_kept_as_xlas_importer_keeps_it_and_written_back(lines):
    import re
    text = "HloModule m\nENTRY e {\n  " + "\n  ".join(lines) + "\n}\n"
    found = re.compile(r"#mhlo\.original_value<(?:[^<>]|<(?:[^<>]|<[^<>]*>)*>)*>")
    ours, xlas = (formats.convert(text, "stablehlo", via=v) for v in ("builder", "native"))
    assert found.findall(ours) == found.findall(xlas) and found.findall(ours)
    # XLA's exporter prints origin= of ops (not of parameters) again
    hlo = formats.convert(ours, "hlo")
    for line in lines[1:]:
        if "origin=" in line:
            assert line.split(", ", 1)[1] in hlo


@pytest.mark.parametrize("origin, message", [
    ('{{"v"}', "not closed"), ('{("a", {"b"})}', "expected an original value"),
    ('{{"v" {1,x}}}', "expected integers"), ('{{"a"} {"b"}}', "unexpected '{' after the original value"),
])
def test_origin_bad_forms_are_one_line(origin, message):
    text = f"HloModule m\nENTRY e {{\n  ROOT p = f32[3] parameter(0), origin={origin}\n}}\n"
    with pytest.raises(HloParseError, match=message):
        formats.convert(text, "stablehlo")


def test_buffer_donor_of_a_tuple_element_is_kept_and_written_back():
    # our entry keeps a tuple parameter whole (XLA's importer flattens it, and drops these
    # donors): the element donors live on the module and come back in the HLO header
    text = ("HloModule M, buffer_donor={ (0, {1}), (1, {}) }\n\nENTRY e {\n  p = (f32[], f32[2]) parameter(0)\n"
            "  q = f32[3] parameter(1)\n  a = f32[] get-tuple-element(p), index=0\n  ROOT t = (f32[], f32[3]) tuple(a, q)\n}\n")
    mlir = formats.convert(text, "stablehlo")
    assert "mhlo.buffer_donor = [{parameter_index = array<i64: 1>, parameter_number = 0 : i64}]" in mlir
    assert "jax.buffer_donor = true" in mlir   # parameter 1, donated whole
    for again in (mlir, formats.convert(formats.convert(mlir, "artifact"), "stablehlo")):
        hlo = formats.convert(again, "hlo")
        assert hlo.startswith("HloModule M, buffer_donor={ (1, {}), (0, {1}) }, entry_computation_layout=")
        formats.convert(hlo, "stablehlo", via="native")   # XLA's parser reads it
    with pytest.raises(HloParseError, match=r"buffer_donor names \{2\} of parameter 0, not a part of"):
        formats.convert(text.replace("(0, {1})", "(0, {2})"), "stablehlo")


RECOVERY = '''HloModule m, origin_recovery_table={
  {"c"} : {"c__ovp0"},
  "
    HloModule recovery, entry_computation_layout={(s32[2]{0})->s32[2]{0}}

    ENTRY %recover (p: s32[2]) -> s32[2] {
      ROOT %p = s32[2]{0} parameter(0)
    }
  "
}

ENTRY e {
  ROOT c = s32[2] constant({1, 2}), origin={{"c__ovp0"}}
}
'''


def test_origin_recovery_table_is_kept_as_text_and_written_back():
    # a module attribute holding a second module in a multi-line string (XLA's SPMD
    # partitioner's); XLA's importer drops it
    mlir = formats.convert(RECOVERY, "stablehlo")
    assert 'mhlo.origin_recovery_table = "{\\0A  {\\22c\\22} : {\\22c__ovp0\\22},' in mlir
    hlo = formats.convert(mlir, "hlo")
    assert 'origin_recovery_table={\n  {"c"} : {"c__ovp0"},\n  "\n    HloModule recovery,' in hlo
    formats.convert(hlo, "stablehlo", via="native")   # XLA's parser reads what we wrote
    np.testing.assert_array_equal(bridge.execute(mlir, [])[0], [1, 2])


def test_an_unknown_module_attribute_is_refused_as_xlas_parser_refuses_it():
    text = "HloModule m, frobnicate={1,2}\n\nENTRY e {\n  ROOT p = f32[] parameter(0)\n}\n"
    with pytest.raises(HloParseError, match=r"line 1:14: unexpected module attribute frobnicate="):
        formats.convert(text, "stablehlo")
    with pytest.raises(bridge.errors.ProgramError, match='unexpected attribute "frobnicate"'):
        formats.convert(text, "stablehlo", via="native")


@pytest.mark.parametrize("shape, literal", [("f32[4]", "1"), ("f32[2,3]", "-inf"), ("pred[3]", "true"),
                                            ("s8[2]", "-7")])
def test_one_bare_number_for_an_array_is_its_first_element_as_xla_reads_it(shape, literal):
    # XLA's parser reads `f32[4] constant(1)` as {1, 0, 0, 0} (ours refused it: "expected '{'")
    text = f"HloModule m\nENTRY e {{\n  ROOT c = {shape} constant({literal})\n}}\n"
    ours, xlas = (bridge.execute(formats.convert(text, "stablehlo", via=v), []) for v in ("builder", "native"))
    np.testing.assert_array_equal(ours[0], xlas[0])
    assert ours[0].reshape(-1)[1:].tolist() == [0] * (ours[0].size - 1)


@pytest.mark.parametrize("shape, literal", [("f32[4]", "1, 2"), ("f32[0]", "3"), ("c64[2]", "(1, 2)")])
def test_what_xla_refuses_of_bare_numbers_ours_refuses(shape, literal):
    text = f"HloModule m\nENTRY e {{\n  ROOT c = {shape} constant({literal})\n}}\n"
    for via in ("builder", "native"):
        with pytest.raises(bridge.HloBridgeError):
            formats.convert(text, "stablehlo", via=via)


@pytest.mark.parametrize("dims, warned", [("s64[2] constant({2, 3})", False), ("s64[3] constant({4, 5, 6})", True),
                                          ("f32[] constant(7)", True)])
def test_rngs_third_operand_is_ignored_as_xla_ignores_it(dims, warned, recwarn):
    """An `rng` with a third operand (StableHLO's shape operand): XLA's parser reads it whatever
    it holds and XLA's importer ignores it, writing the result's own dimensions; so does ours,
    saying so where the operand cannot be those dimensions."""
    text = ("HloModule r\nENTRY e {\n  a = f32[] constant(0)\n  b = f32[] constant(1)\n"
            f"  s = {dims}\n  ROOT r = f32[2,3] rng(a, b, s), distribution=rng_normal\n}}\n")
    ours, xlas = (formats.convert(text, "stablehlo", via=v) for v in ("builder", "native"))
    for m in (ours, xlas):
        assert "dense<[2, 3]> : tensor<2xi64>" in m
        assert re.search(r"stablehlo.rng .*distribution = +NORMAL : \(tensor<f32>, tensor<f32>, tensor<2xi64>\) "
                         r"-> tensor<2x3xf32>", m), m
    said = [str(w.message) for w in recwarn if "third operand" in str(w.message)]
    assert bool(said) == warned, said
    if warned:
        assert said[0].startswith("HLO text line 6:21: instruction 'r' (rng): third operand") and "ignored" in said[0]
    assert bridge.reference.evaluate(ours, [])[0].shape == (2, 3)


REPLICATED = ("HloModule m, replica_count=2\n\nENTRY e {\n"
              "  a = f32[3] parameter(0), parameter_replication={true}\n"
              "  b = f32[3] parameter(1), parameter_replication={false}, metadata={op_name=\"b\"}\n"
              "  ROOT r = f32[3] add(a, b)\n}\n")


def test_parameter_replication_is_kept_as_xlas_importer_keeps_it_and_written_back():
    # a hint to XLA's replication analysis (every replica gets the same data), which our reader
    # dropped: kept as XLA's importer keeps it, and written back by XLA's exporter
    mlir = formats.convert(REPLICATED, "stablehlo")
    native = formats.convert(REPLICATED, "stablehlo", via="native")
    for text in (mlir, native):
        assert re.search(r"%arg0: tensor<3xf32> \{mhlo.parameter_replication = \[true\]\}", text)
        assert text.count("mhlo.parameter_replication") == 1   # all false: the default, left unsaid
    hlo = formats.convert(mlir, "hlo")
    assert re.search(r"parameter\(0\), parameter_replication=\{true\}", hlo)
    assert "parameter(1), parameter_replication" not in hlo
    a, b = ARGS[0], ARGS[1]
    np.testing.assert_array_equal(bridge.execute(mlir, [a, b])[0], a + b)
    # a tuple parameter, which our entry keeps whole: a value per leaf, as XLA's exporter reads them
    tupled = ("HloModule m\n\nENTRY e {\n  t = (f32[3], s32[]) parameter(0), parameter_replication={false,true}\n"
              "  ROOT x = f32[3] get-tuple-element(t), index=0\n}\n")
    mlir = formats.convert(tupled, "stablehlo")
    assert "tuple<tensor<3xf32>, tensor<i32>> {mhlo.parameter_replication = [false, true]}" in mlir
    assert re.search(r"parameter\(0\), parameter_replication=\{false,true\}", formats.convert(mlir, "hlo"))


@pytest.mark.parametrize("mark, written", [("{mhlo.is_same_data_across_replicas = true}", True),
                                           ("{mhlo.is_same_data_across_replicas}", True),
                                           ("{mhlo.is_same_data_across_replicas = false}", False)])
def test_older_jaxs_replicated_arguments_are_written_as_parameter_replication(mark, written):
    # pmap's mark before jax 0.10 (a unit attribute, then true), which XLA's exporter drops
    text = (f"module @m attributes {{mhlo.num_replicas = 2 : i32}} {{\n  func.func public @main(%a: tensor<3xf32> "
            f"{mark}, %b: tensor<3xf32>) -> tensor<3xf32> {{\n    %0 = stablehlo.add %a, %b : tensor<3xf32>\n"
            "    return %0 : tensor<3xf32>\n  }\n}\n")
    hlo = formats.convert(text, "hlo")
    assert bool(re.search(r"parameter\(0\), parameter_replication=\{true\}", hlo)) is written
    assert "parameter(1), parameter_replication" not in hlo
    assert "is_same_data_across_replicas" in text   # (the caller's module is left as it was)


@pytest.mark.parametrize("attrs, message", [
    ("parameter_replication={true}", r"line 4:37: instruction 't' \(parameter\): attribute parameter_replication: "
                                     r"1 value\(s\), but the parameter's shape \(f32\[3\], s32\[\]\) has 2 leaf"),
    ("parameter_replication={yes,no}", r"attribute parameter_replication: expected true or false, found 'yes'"),
    ("replicated={true}", r"line 4:37: instruction 't' \(parameter\): unexpected attribute replicated="),
])
def test_parameter_attribute_bad_forms_are_one_line_as_xla_refuses_them(attrs, message):
    text = (f"HloModule m\n\nENTRY e {{\n  t = (f32[3], s32[]) parameter(0), {attrs}\n"
            "  ROOT x = f32[3] get-tuple-element(t), index=0\n}\n")
    with pytest.raises(HloParseError, match=message):
        formats.convert(text, "stablehlo")
    with pytest.raises(bridge.errors.ProgramError):   # XLA's parser refuses each as well
        formats.convert(text, "stablehlo", via="native")
