"""HLO text syntax: shapes with layouts, computations, ENTRY/ROOT, every attribute syntax,
literals; and one-line errors naming line:col."""
from __future__ import annotations

import re

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bridge
from bridge import Shape, formats
from bridge.errors import HloBridgeError, ProgramError
from bridge.hlo import HloParseError, parse
from bridge.hlo import hlo_attrs as A
from bridge.hlo.literals import parse_literal
from bridge.hlo.parser import Parser


def one(text_of_instruction: str, shape: str = "f32[]"):
    """The single instruction of a module made around one line."""
    mod = parse(f"HloModule m\nENTRY e {{\n  p = {shape} parameter(0)\n  {text_of_instruction}\n}}\n")
    return mod.entry.instructions[-1]


def attr(inst, name, kind):
    return A.decode(inst.attrs[name], kind)


# ---- module structure --------------------------------------------------------------------

def test_module_computations_entry_root_and_signatures():
    mod = parse("""HloModule jit_f, entry_computation_layout={(f32[2,3]{1,0})->f32[2]{0}}, is_scheduled=true

%add (x: f32[], y: f32[]) -> f32[] {
  %x = f32[] parameter(0)
  %y = f32[] parameter(1)
  ROOT %s = f32[] add(f32[] %x, f32[] %y)
}

ENTRY %main.2 (a: f32[2,3]) -> f32[2] {
  %a = f32[2,3]{1,0} parameter(0)
  %z = f32[] constant(0)
  ROOT %r = f32[2]{0} reduce(f32[2,3]{1,0} %a, f32[] %z), dimensions={1}, to_apply=%add
}
""")
    assert mod.name == "jit_f" and list(mod.computations) == ["add", "main.2"]
    assert mod.entry.name == "main.2" and mod.entry.is_entry
    add = mod.computations["add"]
    assert [(n, str(s)) for n, s in add.signature[0]] == [("x", "f32[]"), ("y", "f32[]")]
    assert add.root.name == "s" and add.root.operands == ["x", "y"]
    r = mod.entry.root
    assert (r.opcode, r.operands, str(r.shape)) == ("reduce", ["a", "z"], "f32[2]")
    assert attr(r, "dimensions", "ints") == (1,) and attr(r, "to_apply", "computation") == "add"
    assert set(mod.attrs) == {"entry_computation_layout", "is_scheduled"}


def test_last_computation_and_instruction_are_defaults():
    mod = parse("HloModule m\nc1 {\n a = f32[] parameter(0)\n}\nc2 {\n b = s32[] parameter(0)\n c = s32[] negate(b)\n}\n")
    assert mod.entry.name == "c2" and mod.entry.root.name == "c"


@pytest.mark.parametrize("text, expected", [
    ("f32[2,3]{1,0}", Shape.array_shape("f32", (2, 3), (1, 0))),
    ("f32[2,3]{0,1}", Shape.array_shape("f32", (2, 3), (0, 1))),
    ("bf16[4,8]{1,0:T(8,128)(2,1)}", Shape.array_shape("bf16", (4, 8), (1, 0))),
    ("pred[]", Shape.scalar("pred")),
    ("(s32[], (f32[2]{0}, u8[3,1]{0,1}))",
     Shape.tuple_shape([Shape.scalar("s32"), Shape.tuple_shape([Shape.array_shape("f32", (2,)),
                                                                 Shape.array_shape("u8", (3, 1), (0, 1))])])),
    ("()", Shape.tuple_shape([])),
    ("token[]", Shape.token_shape()),
])
def test_shapes_with_layouts_and_tuples(text, expected):
    s = Parser(text).shape()
    assert s == expected and s.minor_to_major == expected.minor_to_major


@settings(max_examples=150, deadline=None, derandomize=True)
@given(st.recursive(
    st.builds(lambda et, dims, perm_seed: Shape.array_shape(
        et, dims, list(np.random.default_rng(perm_seed).permutation(len(dims)))),
        st.sampled_from(["f32", "s8", "u64", "pred", "bf16", "c64", "f8e4m3fn"]),
        st.lists(st.integers(0, 9), max_size=4), st.integers(0, 1000)),
    lambda inner: st.lists(inner, max_size=3).map(Shape.tuple_shape), max_leaves=6))
def test_shape_text_round_trip(shape):
    inst = one(f"q = {shape:L} parameter(1)")
    assert inst.shape == shape
    assert all(a.minor_to_major == b.minor_to_major for a, b in zip(inst.shape.leaves(), shape.leaves()))


# ---- attributes ----------------------------------------------------------------------------

def test_slice_padding_window_dim_labels():
    i = one("s = f32[1,2] slice(p), slice={[0:1], [1:5:2]}", "f32[3,6]")
    assert attr(i, "slice", "slice") == ((0, 1), (1, 5), (1, 2))
    i = one("q = f32[5,8] pad(p, p), padding=0_1x2_0_1x-1_3", "f32[]")
    assert attr(i, "padding", "padding") == ((0, 1, 0), (2, 0, 1), (-1, 3, 0))
    i = one("c = f32[1] convolution(p, p), window={size=3x2 stride=2x1 pad=1_1x0_-1 lhs_dilate=1x2 "
            "rhs_dilate=3x1}, dim_labels=b01f_01io->b01f")
    w = attr(i, "window", "window")
    assert w == {"size": (3, 2), "stride": (2, 1), "pad": ((1, 1), (0, -1)), "lhs_dilate": (1, 2),
                 "rhs_dilate": (3, 1), "rhs_reversal": (0, 0)}
    assert attr(i, "dim_labels", "dim_labels") == ("b01f", "01io", "b01f")
    i = one("r = f32[3] reduce-window(p, p), window={size=2}, to_apply=x")
    assert attr(i, "window", "window")["stride"] == (1,)


def test_dim_labels_become_conv_dimension_numbers_and_back():
    from dialect_defs.conv_text import dim_labels, from_dim_labels
    dn = from_dim_labels("b01f_01io->b01f")    # NHWC, HWIO -> NHWC
    assert (dn.input_batch_dimension, dn.input_feature_dimension, dn.input_spatial_dimensions) == (0, 3, (1, 2))
    assert (dn.kernel_input_feature_dimension, dn.kernel_output_feature_dimension,
            dn.kernel_spatial_dimensions) == (2, 3, (0, 1))
    dn = from_dim_labels("f01b_o10i->bf10")
    assert dn.input_batch_dimension == 3 and dn.kernel_spatial_dimensions == (2, 1)
    assert dn.output_spatial_dimensions == (3, 2)
    assert dim_labels(dn) == "f01b_o10i->bf10"
    for bad in ("b01f_01io", "b01f_01iox->b01f", "b0f_01io->b01f", "?b01f_01io->b01f"):
        with pytest.raises(ValueError):
            from_dim_labels(bad)


def test_dot_dims_precision_and_frontend_attributes():
    line = ('d = f32[2] dot(p, p), lhs_batch_dims={0}, lhs_contracting_dims={2,1}, rhs_contracting_dims={}, '
            'operand_precision={highest,default}, frontend_attributes={composite.attributes={n = 1 : i32, '
            'k = "a,b"},composite.name="foo.bar",x="q\\"uote"}')
    text = f"HloModule m\nENTRY e {{\n  {line}\n}}\n"
    i = parse(text).entry.root
    assert attr(i, "lhs_contracting_dims", "ints") == (2, 1) and attr(i, "rhs_contracting_dims", "ints") == ()
    assert attr(i, "operand_precision", "idents") == ("highest", "default")
    fa = A.decode(i.attrs["frontend_attributes"], "dict", text)
    assert fa == {"composite.attributes": '{n = 1 : i32, k = "a,b"}', "composite.name": "foo.bar", "x": 'q"uote'}


@pytest.mark.parametrize("text, groups", [
    ("{{0,1},{2,3}}", ((0, 1), (2, 3))),
    ("{}", ()),
    ("[2,2]<=[4]", ((0, 1), (2, 3))),
    ("[2,2]<=[2,2]T(1,0)", ((0, 2), (1, 3))),
    ("[1,4]<=[4]", ((0, 1, 2, 3),)),
])
def test_replica_groups_both_forms(text, groups):
    i = one(f"a = f32[] all-reduce(p), replica_groups={text}, to_apply=add")
    assert attr(i, "replica_groups", "replica_groups") == groups


def test_metadata_sharding_and_comments_are_skipped():
    i = one('n = f32[] negate(/*index=0*/p), metadata={op_type="neg" op_name="a, b {x}"}, '
            'sharding={devices=[2,1]0,1}, backend_config="{\\"k\\": 1}" // trailing comment')
    assert i.operands == ["p"] and set(i.attrs) == {"metadata", "sharding", "backend_config"}


# ---- literals ----------------------------------------------------------------------------

def lit(text: str, shape: str):
    from bridge.hlo.lexer import Source, tokenize
    return parse_literal(tokenize(Source(text))[:-1], Shape.parse(shape))


def test_literals_scalars_special_values_and_types():
    assert lit("-0", "f32[]") == 0 and np.signbit(lit("-0", "f32[]"))
    assert np.isnan(lit("nan", "f32[]")) and lit("-inf", "f64[]") == -np.inf
    # a payload is the mantissa's bits (XLA's parser: nan(0x7fc00001) does not fit an f32)
    assert lit("nan(0x400001)", "f32[]").view(np.uint32) == 0x7FC00001
    assert lit("true", "pred[]") and not lit("0", "pred[]")
    assert lit("(1.5, -2)", "c64[]") == np.complex64(1.5 - 2j)
    assert lit("18446744073709551615", "u64[]") == np.uint64(2**64 - 1)
    assert lit("-128", "s8[]") == np.int8(-128)
    assert lit("-8", "s4[]") == -8
    h = lit("{1.5, 3.14159}", "bf16[2]")
    assert h.dtype == ml_dtypes.bfloat16 and h.tolist() == [1.5, float(ml_dtypes.bfloat16(3.14159))]
    t = lit("({1, 2}, (true, 0.5))", "(s32[2], (pred[], f32[]))")
    assert t[0].tolist() == [1, 2] and bool(t[1][0]) is True and float(t[1][1]) == 0.5
    assert lit("{ {}, {} }", "f32[2,0]").shape == (2, 0)


@settings(max_examples=120, deadline=None, derandomize=True)
@given(st.sampled_from(["f32", "s32", "u8", "pred", "f64", "s64"]), st.lists(st.integers(1, 3), max_size=3),
       st.integers(0, 2**31))
def test_array_literal_round_trip(et, dims, seed):
    rng = np.random.default_rng(seed)
    dt = Shape.scalar(et).dtype
    if et == "pred":
        a = rng.integers(0, 2, dims).astype(bool)
    elif dt.kind == "f":
        a = (rng.standard_normal(dims) * 1e3).astype(dt)
    else:
        info = np.iinfo(dt)
        a = rng.integers(info.min, info.max, dims, dtype=dt, endpoint=True)

    def fmt(x):
        if x.ndim == 0:
            v = x.item()
            return ("true" if v else "false") if isinstance(v, bool) else repr(v)
        return "{" + ", ".join(fmt(y) for y in x) + "}"
    got = lit(fmt(a), f"{et}[{','.join(map(str, dims))}]")
    assert got.dtype == a.dtype and np.array_equal(got, a)


# ---- errors ------------------------------------------------------------------------------

def err(text: str, pattern: str, cls=HloParseError):
    with pytest.raises(cls, match=pattern) as info:
        formats.convert(text, "stablehlo")
    msg = str(info.value)
    assert "\n" not in msg and isinstance(info.value, ProgramError)
    return msg


M = "HloModule m\nENTRY e {{\n{}\n}}\n"


@pytest.mark.parametrize("body, pattern", [
    ("  p = f32[2] parameter(3)\n  ROOT n = f32[2] negate(p)",
     r"HLO text line 3:24: instruction 'p': bad parameter number 3: computation 'e' has 1 parameter\(s\), "
     r"numbered 0\.\.0"),
    ("  p = f32[2] parameter(0)\n  q = f32[2] parameter(0)\n  ROOT n = f32[2] add(p, q)",
     r"line 4:24: instruction 'q': parameter number 0 is already taken by 'p'"),
    ("  p = f32[2] parameter(0)\n  ROOT n = f32[3] negate(p)",
     r"line 4:8: instruction 'n' \(negate\): declared shape f32\[3\] does not match f32\[2\], the shape "
     r"negate\(f32\[2\]\) has"),
    ("  p = f32[2] parameter(0)\n  ROOT n = f32[2] frobnicate(p)", r"line 4:19: unknown HLO opcode 'frobnicate'"),
    ("  p = f32[2] parameter(0)\n  s = f32[] constant(1)\n  ROOT n = f32[2] add(p, s)",
     r"line 5:19: instruction 'n' \(add\): operands must be arrays of the same dimensions \(HLO broadcasts "
     r"explicitly\), got f32\[2\], f32\[\]"),
    ("  p = f32[2] parameter(0)\n  ROOT n = f32[2] negate(q)", r"instruction 'n' uses 'q', which is not an "
     r"instruction of this computation"),
    ("  a = f32[] negate(b)\n  ROOT b = f32[] negate(a)", r"instruction 'a' depends on itself"),
    ("  p = f32[] parameter(0)\n  p = f32[] negate(p)", r"line 4:3: instruction 'p' is defined twice"),
    ("  p = f32[2] parameter(0)\n  ROOT n = f32[2] negate(p), foo=1", r"line 4:30: instruction 'n' \(negate\): "
     r"attribute foo= is not supported"),
    ("  p = f32[2] parameter(0)\n  ROOT r = f32[] reduce(p, p), dimensions={0}, to_apply=nowhere",
     r"unknown computation 'nowhere'"),
    ("  ROOT c = f32[3] constant({1, 2})", r"line 3:28: instruction 'c' \(constant\): bad literal for f32\[3\]: "
     r"2 elements in a dimension of size 3"),
    ("  ROOT c = f32[300] constant({...})", r"constant's value was elided"),
    ("  ROOT c = f31[2] parameter(0)", r"line 3:12: unknown element type 'f31'"),
    ("  ROOT c = f32[<=x] parameter(0)", r"line 3:18: expected a dimension size \(the bound after <=\), found 'x'"),
    ("  p = (f32[2]) parameter(0)\n  ROOT g = f32[2] get-tuple-element(p), index=3",
     r"instruction 'g' \(get-tuple-element\): GetTupleElement: index 3 out of range for \(f32\[2\]\)"),
    ("  p = f32[2] parameter(0)\n  ROOT c = f32[2] compare(p, p), direction=LT", r"declared shape f32\[2\] does "
     r"not match pred\[2\]"),
    ("  p = s32[2] parameter(0)\n  ROOT c = pred[2] compare(p, p), direction=LT, type=UNSIGNED",
     r"comparison type=UNSIGNED does not fit operands of type s32 \(expected SIGNED\)"),
    ("  x = f32[2] parameter(0)\n  r = u32[2] parameter(1)\n  ROOT s = s8[2] stochastic-convert(x, r)",
     r"line 5:18: instruction 's' \(stochastic-convert\): HLO opcode 'stochastic-convert' is not supported yet"),
    ("  p = f32[2] parameter(0)\n  ROOT n = f32[2] negate(p", r"line 5:1: expected ',' or '\)' in the operands of "
     r"'negate', found '}'"),
    ("  p = f32[2] parameter(0)\n  ROOT n = f32[2] negate(p) \u00e9", r"unexpected character"),
])
def test_errors_name_line_col(body, pattern):
    err(M.format(body), pattern)


def test_structural_errors():
    err("HloModule m\nENTRY e {\n  p = f32[] parameter(0)\n", r"computation 'e' is not closed with '}'")
    err("HloModule m\n", r"the module has no computations")
    err("HloModule m\nc {\n p = f32[] parameter(0)\n}\nc {\n p = f32[] parameter(0)\n}\n",
        r"line 5:1: computation 'c' is defined twice")
    err("HloModule m\nENTRY a {\n p = f32[] parameter(0)\n}\nENTRY b {\n p = f32[] parameter(0)\n}\n",
        r"more than one ENTRY computation")
    err("HloModule m\nrec {\n p = f32[] parameter(0)\n ROOT c = f32[] call(p), to_apply=rec\n}\nENTRY e {\n"
        " p = f32[] parameter(0)\n ROOT c = f32[] call(p), to_apply=rec\n}\n",
        r"computations call each other recursively: rec -> rec")
    err("HloModule m\nc (x: f32[]) -> f32[2] {\n x = f32[] parameter(0)\n}\nENTRY e {\n p = f32[] parameter(0)\n"
        " ROOT r = f32[] call(p), to_apply=c\n}\n", r"ROOT 'x' has shape f32\[\] but computation 'c' declares "
        r"result f32\[2\]")
    err("HloModule m\nunused {\n p = f32[] parameter(2)\n}\nENTRY e {\n p = f32[] parameter(0)\n}\n",
        r"line 3:22: instruction 'p': bad parameter number 2: computation 'unused' has 1 parameter")
    err("HloModul m", r"unrecognized program text starting with 'HloModul m'", ProgramError)
    msg = err("HloModule", r"line 1:10: expected a module name after 'HloModule', found the end of the input")
    assert msg.startswith("HLO text line 1:10")


def test_parse_rejects_non_text():
    with pytest.raises(HloParseError, match="must be str"):
        parse(b"HloModule m")  # type: ignore[arg-type]
    assert issubclass(HloParseError, HloBridgeError)


def _mesh_groups(groups: str) -> str:
    text = f"""HloModule m, num_partitions=8
add {{
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}}
ENTRY e {{
  p = f32[2] parameter(0)
  ROOT r = f32[2] all-reduce(p), channel_id=1, replica_groups={groups}, use_global_device_ids=true, to_apply=add
}}
"""
    return re.search(r"replica_groups = dense<(.*?)>", bridge.convert(text, "stablehlo")).group(1)


@pytest.mark.parametrize("groups,want", [
    # devices at mesh positions a * 2 + b unless device_ids say otherwise
    ("mesh['a'=4,'b'=2] {'a'}", "[[0, 2, 4, 6], [1, 3, 5, 7]]"),
    ("mesh['a'=4,'b'=2] {'b','a'}", "[[0, 2, 4, 6, 1, 3, 5, 7]]"),
    ("mesh['a'=4,'b'=2] {'a':(1)2}", "[[0, 4], [1, 5], [2, 6], [3, 7]]"),    # a's major half
    ("mesh['a'=4,'b'=2] {'a':(2)2}", "[[0, 2], [1, 3], [4, 6], [5, 7]]"),    # its minor half
    ("mesh['a'=4,'b'=2] {'a':(2)2,'b'}", "[[0, 1, 2, 3], [4, 5, 6, 7]]"),
    # XLA:CPU's optimized module of a reshard over Mesh((2, 4)): ids [0,2,1,3,4,6,5,7]
    ("mesh['axis_0'=4,'axis_1'=2], device_ids=([2,2,2]T(0,2,1)) {'axis_0':(2)2}", "[[0, 1], [2, 3], [4, 5], [6, 7]]"),
])
def test_mesh_replica_groups_with_sub_axes(groups, want):
    assert _mesh_groups(groups) == want


@pytest.mark.parametrize("groups,message", [
    ("mesh['a'=4,'b'=2] {'a':(3)2}", "does not divide axis a of size 4"),
    ("mesh['a'=4,'b'=2] {'a':(2)}", "expected a sub-axis like 'a':\\(1\\)2"),
    ("mesh['a'=4,'b'=2] {'a','a':(1)2}", "name part of axis 'a' twice"),
])
def test_bad_sub_axes_are_one_line(groups, message):
    with pytest.raises(bridge.HloBridgeError, match=message):
        _mesh_groups(groups)
