"""The emitter's shortcuts give what the plain way gives: setters skipped when they would
leave the builder as it is (hlo/annotate.py), metadata read from its text instead of its
tokens (hlo_attrs.metadata_attr), operands found without a dependency search."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridge.hlo import HloParseError, parse
from bridge.hlo import hlo_attrs as A
from bridge.hlo.annotate import Annotator
from bridge.hlo.emit import build_module
from bridge.hlo.lexer import Source
from bridge.hlo.syntax import Attr

# Metadata repeated, changing, without op_name (located by name) or absent; a sharding and
# frontend attributes between plain instructions; callees built in the middle of the entry
# with the caller's metadata; an operand defined after its use; a root returning a tuple
# (taken apart when the function is built, after the builder is cleared).
MODULE = """HloModule m, num_partitions=2

%add (x: f32[], y: f32[]) -> f32[] {
  %x = f32[] parameter(0), metadata={op_name="reduce_sum"}
  %y = f32[] parameter(1), metadata={op_name="reduce_sum"}
  ROOT %s = f32[] add(%x, %y), $SUM
}

%pair (p: f32[4]) -> (f32[4], f32[4]) {
  %p = f32[4]{0} parameter(0), sharding={replicated}
  %n = f32[4]{0} negate(%p), metadata={op_type="neg"}
  ROOT %t = (f32[4]{0}, f32[4]{0}) tuple(%n, %p), metadata={op_name="jit(f)/pair"}
}

ENTRY %e (a: f32[4], b: f32[4]) -> (f32[4], f32[4]) {
  %a = f32[4]{0} parameter(0), metadata={op_name="a"}
  %b = f32[4]{0} parameter(1), metadata={op_name="a"}
  %m = f32[4]{0} multiply(%a, %later), $MUL
  %later = f32[4]{0} add(%a, %b), $MUL
  %sh = f32[4]{0} negate(%m), sharding={devices=[2]0,1}, $MUL
  %bare = f32[4]{0} exponential(%sh)
  %fa = f32[4]{0} abs(%bare), frontend_attributes={k="v"}
  %named = f32[4]{0} sine(%fa), metadata={op_type="sin"}
  %named2 = f32[4]{0} cosine(%named), metadata={op_type="sin"}
  %c = (f32[4]{0}, f32[4]{0}) call(%named2), to_apply=%pair, metadata={op_name="jit(f)/pair"}
  %g = f32[4]{0} get-tuple-element(%c), index=0, metadata={op_name="jit(f)/pair"}
  %z = f32[] constant(0), $SUM
  %r = f32[] reduce(%g, %z), dimensions={0}, to_apply=%add, $SUM
  %q = f32[4]{0} broadcast(%r), dimensions={}
  ROOT %out = (f32[4]{0}, f32[4]{0}) call(%q), to_apply=%pair, sharding={{replicated}, {maximal device=1}},
    frontend_attributes={k="w"}, metadata={op_name="jit(f)/out"}
}
""".replace("$MUL", 'metadata={op_name="jit(f)/mul" source_file="f.py" source_line=1}').replace(
    "$SUM", 'metadata={op_name="jit(f)/reduce_sum" source_file="f.py" source_line=3}')


def _plain_apply(self, b, inst):
    b.set_op_metadata(self.metadata(inst), inst.name)
    b.set_sharding(self.sharding(inst))
    b.set_frontend_attributes(self.frontend_attributes(inst))


def _plain_clear(self, b):
    b.clear_op_metadata()
    b.clear_sharding()
    b.clear_frontend_attributes()


def _built(text: str) -> str:
    comp = build_module(parse(text))
    return comp.module.operation.get_asm(enable_debug_info=True, print_generic_op_form=True)


def test_skipped_setters_leave_every_op_as_the_plain_setters_do(monkeypatch):
    fast = _built(MODULE)
    monkeypatch.setattr(Annotator, "apply", _plain_apply)
    monkeypatch.setattr(Annotator, "clear", _plain_clear)
    plain = _built(MODULE)
    assert fast == plain
    for expected in ('loc("jit(f)/mul")', 'loc("named")', 'loc("named2")', 'loc("bare")', "mhlo.sharding",
                     "mhlo.frontend_attributes"):
        assert expected in fast


def test_operands_defined_later_are_emitted_first_and_cycles_still_named():
    text = MODULE.replace("  %later = f32[4]{0} add(%a, %b)", "  %later = f32[4]{0} add(%a, %m)")
    with pytest.raises(HloParseError, match=r"instruction '(m|later)' depends on itself"):
        build_module(parse(text))


# ---- metadata: the text read as its tokens read it ----------------------------------------------

def _attr(value: str) -> Attr:
    text = f"metadata={value}"
    return Attr("metadata", 0, Source(text), len("metadata="), len(text))


def _outcome(read, attr: Attr):
    try:
        out = read(attr)
    except (A.AttrError, ValueError, HloParseError) as e:   # (AttrError: at `pos`; the others: at once)
        return type(e), str(e), getattr(e, "pos", None)
    return out, [type(v) for v in out.values()]


def _same(value: str) -> None:
    assert _outcome(A.metadata_attr, _attr(value)) == _outcome(lambda a: A.metadata(a.tokens), _attr(value))


def test_plain_metadata_is_read_without_its_tokens():
    a = _attr('{op_name="jit(f)/add" source_file="f.py" source_line=3 stack_frame_id=7 flag=true}')
    assert A.metadata_attr(a) == {"op_name": "jit(f)/add", "source_file": "f.py", "source_line": 3,
                                  "stack_frame_id": 7, "flag": True}
    assert a.cached is None


@pytest.mark.parametrize("value", [
    '{op_name="jit(f)/add" stack_frame_id=7}', "{}", "{ }",
    '{op_type="Add" op_name="jit(f)/add" source_file="/f.py" source_line=12 deduplicated_name="x"}',
    '{op_name="a b=1 c" source_line=0}', '{op_name="x" preserve_layout=true scheduling_name=false}',
    '{source_line=-3}', '{source_line=007}', '{source_line=0x1f}', '{source_line=1e3}', '{source_line=1.5}',
    '{op_name="x",source_line=2}', '{op_name="x"source_line=2}', '{op_name="q\\"x"}', '{op_name="\\u00e9"}',
    '{op_name="x" /* c */ source_line=2}', '{op_name="x" profile_type={1,2} source_line=2}',
    '{op_name=x}', '{op_name=}', '{op_name="x" source_line}', '{a.b=1}', '{a-b=1}', '{$a=1}', '{op_name="x"',
    '{flag=True}', '{op_name="x"}}', '{\n op_name="x"\n}',
])
def test_metadata_read_from_text_is_what_its_tokens_give(value):
    _same(value)


KEYS = st.sampled_from(["op_name", "op_type", "source_line", "stack_frame_id", "k_2", "a.b", "é", "kē", "2k", "$"])
VALUES = st.sampled_from(['"jit(f)/x"', '""', '"a=1 b"', '"\\n"', '"}"', "0", "12", "-4", "00", "0x2",
                          "3.0", "true", "false", "none", "{1}", '"x', ""])
SEPARATORS = st.sampled_from([" ", "  ", "", ", ", ",", "\n", "\t", " // c\n"])


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.lists(st.tuples(KEYS, VALUES, SEPARATORS), max_size=4), SEPARATORS, SEPARATORS)
def test_generated_metadata_reads_the_same_from_text_and_tokens(fields, before, after):
    _same("{" + before + "".join(f"{k}={v}{sep}" for k, v, sep in fields) + after + "}")
