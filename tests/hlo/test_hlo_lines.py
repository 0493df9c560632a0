"""Instruction lines read whole (bridge/hlo/lines.py) give what their tokens give: the same
instructions, attribute values whose tokens (read on first use) are the token-by-token
reader's, and, where the shortcut stops, the same errors at the same line:col."""
from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridge.hlo import HloParseError, parse, to_computation
from bridge.hlo.annotate import Annotator
from bridge.hlo.emit import build_module
from bridge.hlo.parser import Parser

HEAD = """HloModule m

%region.1 (x: f32[], y: f32[]) -> f32[] {
  %x = f32[] parameter(0)
  %y = f32[] parameter(1)
  ROOT %s = f32[] add(%x, %y)
}

ENTRY %e (a: f32[], b: f32[4]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[4]{0} parameter(1)
"""
TAIL = "  ROOT %r = f32[] add(%a, %a)\n}\n"
AROUND = 6   # instruction lines of HEAD and TAIL


def read(text: str, reader=lambda text: Parser(text).module()):
    """('ok', everything parsed, attribute tokens included) or ('error', message)."""
    try:
        m = reader(text)
    except HloParseError as e:
        return "error", str(e)
    tokens = [{k: a.tokens for k, a in i.attrs.items()} for c in m.computations.values() for i in c.instructions]
    return "ok", (m.name, m.attrs, m.computations, m.has_header, m.stack_frames, tokens)


def same_as_tokens(text: str) -> int:
    """Whole lines agree with the token-by-token reader, and so does parse(); -> lines read whole."""
    slow = read(text)
    fast = read(text, lambda text: Parser(text, whole_lines=True).module())
    if fast[0] == "ok":   # (where it fails, parse() reads token by token)
        assert fast == slow
    assert read(text, parse) == slow
    return len(Parser(text, whole_lines=True).lines) if fast[0] == "ok" else 0


# ---- generated lines: names, shapes, operands and values of every form, and what may follow ----
# (each list: the usual forms first, then odd ones; `_pick` mostly takes a usual one)

NAMES = ["%n", "n", "%add.12", "%all-reduce.3", "$v"], ["T", "ROOT", "ENTRY", "mesh", "bf_01io", "f32", "%a"]
SHAPES = (["f32[]", "f32[4]{0}", "s32[2,3]{1,0}", "f32[2,3]", "(f32[], s32[])", "((f32[4]{0}), pred[])", "()"],
          ["f32[2,3]{0,1:T(2,128)}", "bf16[4]", "token[]", "f32[<=4]", "f32[<=4,?]{1,0}", "f33[2]", "f32[2,,3]", ""])
OPCODES = ["add", "negate", "tuple", "reduce", "all-reduce-start", "custom-call"], ["parameter", "constant"]
OPERANDS = (["%a", "%a, %b", "a,b", "f32[] %a, f32[4]{0} %b", ""],
            [" ", "%a %b", "(f32[]) %a", "%a,", "f32[4]{0:T(4)} %b", "/*i*/ %a", "1.5", "f33[2] %a"])
PAYLOADS = ["0", "1", "{1, 2}", "(1, {2})", "-inf", "1.5"], ["{...}", "", "%a", " 2 ", "-1"]
VALUES = (["{0,1}", "{}", "%region.1", "region.1", "1", "-1", "0x1F", "1.5", "1e-05", "true", '"s"', r'"a\"b}"',
           r'{op_name="a{b" source_line=3}', r'{op_name="x\\" stack_frame_id=2}', "{replicated}",
           '{op_type="" op_name="jit(f)/add" source_file="/t/m.py" source_line=12}', "{devices=[2,1]0,1}",
           "{[0:2:1], [0:4:1]}", "0_0x1_1", "b01f_01io->b01f", "{size=3x3 pad=1_1x1_1}", "{{0,1},{2,3}}",
           "f32[2]{0}", '{profile_type={1} op_name="a"}', "{(1, [2])}", "{-3 x=-2}", "{a-5}"],
          ["[2,2]<=[4]", "[2,2]<=[4]T(1,0)", "mesh['x'=2] {'x'}", "mesh", "ROOT", "ENTRY", "T", "{/*c*/1}",
           "{a /* } */ b}", "{1 /*}, y={*/ 2}", "", "{", "12abc", "{1:T(2)}", "{(]}", '"\\\n"',
           "mesh, device_ids=1", "[2,2]<="])
ATTR_NAMES = ["dimensions", "to_apply", "metadata", "sharding", "backend_config", "slice", "padding", "x"]
SEPARATORS = [", "], [",", " , "]
NEXT_LINES = [""] * 4, ["  , x=1\n", "  <=[4]\n", "  (1)\n", "  /* c */\n", "  // c\n", "\n", "  T(0)\n"]


def _pick(draw, choices):
    usual, odd = choices
    return draw(st.sampled_from(usual * 6 + odd))


def _name(draw, k: int) -> str:   # a usual name made unique, or an odd one as it is
    name = _pick(draw, NAMES)
    return f"{name}{k}" if name in NAMES[0] else name


@st.composite
def instruction_lines(draw):
    lines = []
    for k in range(draw(st.integers(1, 3))):
        shape, opcode = _pick(draw, SHAPES), _pick(draw, OPCODES)
        args = _pick(draw, PAYLOADS if opcode in ("parameter", "constant") else OPERANDS)
        names = draw(st.lists(st.sampled_from(ATTR_NAMES), max_size=3, unique=True))
        names += names[:draw(st.integers(0, 9)) // 9]   # now and then one twice
        attrs = "".join(f"{_pick(draw, SEPARATORS)}{name}={_pick(draw, VALUES)}" for name in names)
        lines.append(f"{draw(st.sampled_from(['  ', '', chr(9)]))}{draw(st.sampled_from(['', '', 'ROOT ']))}"
                     f"{_name(draw, k)} = {shape}{' ' if shape else ''}{opcode}({args}){attrs}"
                     f"{draw(st.sampled_from(['', ' ', chr(13)]))}\n{_pick(draw, NEXT_LINES)}")
    return HEAD + "".join(lines) + TAIL.replace("ROOT ", "")   # (the last instruction is the ROOT)


@settings(max_examples=600, deadline=None, derandomize=True)
@given(instruction_lines())
def test_generated_lines_read_whole_as_their_tokens_read(text):
    same_as_tokens(text)


@pytest.mark.parametrize("lines", [
    "  %n = f32[] add(%a), x=ENTRY, y=1\n",                  # a value ends before ENTRY (and ROOT)
    "  ROOT = f32[] add(%a)\n",                              # ROOT begins a ROOT instruction
    "  %n = f32[] add(%a), x=mesh, device_ids=1\n",          # mesh's value runs on over ','
    "  %n = f32[] add(%a), x={1 /*}, y={*/ 2}\n",            # a comment hides a bracket and a ','
    "  %n = f32[] add(%a), x=[2,2]<=\n  %m = f32[] add(%a)\n",   # glued on to the next line's name
    "  %n = f32[] add(%a), x={\n  %m = f32[] add(%a)\n}\n",      # a value over an instruction line
    "  %n = f32[] pad(%a, %a), padding=\n  %m = f32[] add(%a)\n",  # an empty value, then a line
    "  %n = f32[] add(%a), x=1\n  , y=2\n",                  # attributes go on on the next line
    "  %n = f32[] add(%a)\n  <=[4]\n",
    "  %n = f32[] add(f32[2,,3] %a)\n",                       # a bad operand shape (long form)
])
def test_what_goes_on_beyond_a_line_is_read_token_by_token(lines):
    same_as_tokens(HEAD + lines + TAIL)


def test_dump_lines_are_read_whole():
    """The lines XLA prints (short and long form, tuples, constants, metadata) all take the shortcut."""
    body = ('  %t = (f32[], f32[4]{0}) tuple(f32[] %a, f32[4]{0} %b), metadata={op_name="jit(f)/t"}\n'
            '  %g = f32[4]{0} get-tuple-element(%t), index=1, sharding={replicated}\n'
            '  %c = f32[2]{0} constant({1, 2.5})\n'
            '  %d = f32[4]{0} broadcast(%a), dimensions={}, metadata={op_name="jit(f)/b" stack_frame_id=1}\n'
            '  %s = f32[] reduce(%d, %a), dimensions={0}, to_apply=%region.1\n'
            '  %n = negate(%a)\n')
    text = HEAD + body + TAIL
    assert same_as_tokens(text) == text.count(" = ")


@pytest.mark.parametrize("metadata, op_name, source_file", [
    (r'{op_name="jit(f)/a{b}" source_file="/x}.py" source_line=7}', "jit(f)/a{b}", "/x}.py"),
    (r'{op_name="say \"hi\" }" source_file="a\\" source_line=7}', 'say "hi" }', "a\\"),
    (r'{op_type="Add" op_name="{{" profile_type={1,2} source_file="" source_line=7}', "{{", ""),
])
def test_metadata_with_braces_and_escaped_quotes_in_strings(metadata, op_name, source_file):
    text = HEAD + f"  %n = f32[] negate(%a), metadata={metadata}, dimensions={{}}\n" + TAIL
    assert same_as_tokens(text) == AROUND + 1
    for whole_lines in (True, False):
        module = Parser(text, whole_lines=whole_lines).module()
        md = Annotator(module).metadata(module.entry.instructions[2])
        assert (md.op_name, md.source_file, md.source_line) == (op_name, source_file, 7)


def _where(text: str, snippet: str) -> str:
    """'line L:C' of the snippet's last place in the text (the line under test, after HEAD)."""
    pos = text.rindex(snippet)
    line = text.count("\n", 0, pos) + 1
    return f"line {line}:{pos - (text.rfind(chr(10), 0, pos) + 1) + 1}"


def test_a_bad_field_inside_metadata_read_later_names_its_line_and_column():
    """The line is read whole and its metadata kept as text; decoding it (when the op is built)
    still points at the bad field, as the token-by-token reader's error did."""
    text = HEAD + '  %n = f32[] negate(%a), metadata={op_name="a{" 7 source_line=3}\n' + TAIL
    assert same_as_tokens(text) == AROUND + 1
    message = f"HLO text {_where(text, '7 source_line')}: instruction 'n' (negate): attribute metadata: expected"
    for whole_lines in (True, False):
        with pytest.raises(HloParseError, match=re.escape(message)):
            build_module(Parser(text, whole_lines=whole_lines).module())
    with pytest.raises(HloParseError, match=re.escape(message)):
        to_computation(text)


@pytest.mark.parametrize("metadata, at", [
    ('{op_name="a" source_line=12abc}', "12abc"),
    ('{op_name="a} source_line=1}', '"a}'),
    ('{op_name="a" source_line=1)', ")\n  ROOT"),
])
def test_bad_metadata_text_fails_where_the_tokens_fail(metadata, at):
    text = HEAD + f"  %n = f32[] negate(%a), metadata={metadata}\n" + TAIL
    with pytest.raises(HloParseError) as e:
        parse(text)
    assert str(e.value) == read(text)[1] and _where(text, at) in str(e.value)


def test_a_tiled_layout_does_not_change_the_same_shape_read_later():
    """The shape cache keeps only shapes their token spells by itself."""
    parse(HEAD + "  %t = u16[5,7,3]{0,1,2:T(2,128)} parameter(2)\n" + TAIL)
    later = parse(HEAD + "  %t = u16[5,7,3] parameter(2)\n" + TAIL).entry.instructions[2]
    assert later.shape.minor_to_major == (2, 1, 0)
