"""Hypothesis fuzz of the HLO reader: mutated HLO text only ever raises HloBridgeError
(one line), never another exception, and never hangs (hypothesis deadline per example)."""
from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridge import formats
from bridge.errors import HloBridgeError
from bridge.hlo import parse, to_computation
from hlo_corpus import CASES

SEEDS = [c.text for c in CASES]
_TOKEN = re.compile(r'"[^"\n]*"|[%\w.\-]+|\S')
# replacements that reach deep: other numbers, names, opcodes, types, attribute words
_VOCAB = ["0", "1", "2", "3", "-1", "7", "99", "{", "}", "(", ")", "[", "]", ",", "=", ":", "->", "x", "<=",
          "f32[]", "s32[2]", "pred[]", "(f32[], s32[])", "token[]", "ROOT", "ENTRY", "parameter", "constant",
          "tuple", "get-tuple-element", "add", "while", "call", "reduce", "index", "dimensions", "to_apply",
          "slice", "padding", "window", "dim_labels", "size", "0_1x1_0", "2x2", "b01f_01io->b01f", "{1,0}",
          "{}", "nan", "-inf", "true", "...", "is_composite", "frontend_attributes", "e", "add", "body",
          "origin", "{[synthetic_call]}", '{{"v" {0}}}', "custom_call_target", "operand_precision",
          "feature_group_count", "buffer_donor", "control-predecessors", "parameter_replication", "{true,false}"]


@st.composite
def mutated_hlo(draw):
    text = draw(st.sampled_from(SEEDS))
    tokens = [(m.start(), m.end()) for m in _TOKEN.finditer(text)]
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["delete", "replace", "duplicate", "char", "vocab", "number", "number"]))
        i = draw(st.integers(0, len(tokens) - 1))
        a, b = tokens[i]
        if kind == "number":   # keeps the syntax: reaches shape checks, indices, parameter numbers
            nums = [(m.start(), m.end()) for m in re.finditer(r"(?<![\w.])\d+(?![\w.])", text)]
            if nums:
                a, b = nums[draw(st.integers(0, len(nums) - 1))]
                text = text[:a] + str(draw(st.sampled_from([0, 1, 2, 3, 4, 5, 8, 64, 2**31]))) + text[b:]
        elif kind == "delete":
            text = text[:a] + text[b:]
        elif kind == "duplicate":
            text = text[:b] + " " + text[a:b] + text[b:]
        elif kind == "replace":
            j = draw(st.integers(0, len(tokens) - 1))
            c, d = tokens[j]
            repl = text[c:d]
            text = text[:a] + repl + text[b:]
        elif kind == "vocab":
            text = text[:a] + draw(st.sampled_from(_VOCAB)) + text[b:]
        else:
            pos = draw(st.integers(0, max(len(text) - 1, 0)))
            text = text[:pos] + draw(st.characters(codec="utf-8", max_codepoint=0x7F)) + text[pos + 1:]
        tokens = [(m.start(), m.end()) for m in _TOKEN.finditer(text)] or [(0, 0)]
    return text


FUZZ = settings(max_examples=900, deadline=5000, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@FUZZ
@given(mutated_hlo())
def test_mutated_hlo_raises_only_hlobridge_errors(text):
    try:
        parse(text)
    except HloBridgeError as e:
        assert str(e) and "\n" not in str(e)
        return
    info = formats.info(text)   # from the syntax alone: works whenever parsing does
    assert info["format"] == "hlo" and info["op_total"] >= 1
    try:
        to_computation(text)
    except HloBridgeError as e:
        assert str(e) and "\n" not in " ".join(str(e).split("\n")[:1]) and str(e).strip()


@settings(max_examples=200, deadline=2000, derandomize=True)
@given(st.text(alphabet=st.sampled_from(list("HloModule ENTRY{}()[],=:%f32s[]0123456789.-_x>\n\"ROOT")),
               max_size=120))
def test_random_text_never_crashes_the_parser(text):
    try:
        parse("HloModule m\n" + text)
    except HloBridgeError:
        pass


# ---- result_accuracy=, against XLA's own parser ----------------------------------------------------

_NUMBERS = ["0", "1", "2.5", "1e-05", "-0.5", "-1", "inf", "-inf", "nan", "0x10", "1e30", "9e18"]


@st.composite
def result_accuracy(draw):
    """Specs in and around XLA's grammar: {mode=M} or {tolerance={atol=N, rtol=N, ulps=N}}."""
    mode = st.sampled_from(["default", "highest", "HIGHEST", "Highest", "high", "tolerance", "7"]).map(
        lambda m: f"mode={m}")
    field = st.tuples(st.sampled_from(["atol", "rtol", "ulps", "ulps", "foo"]), st.sampled_from(_NUMBERS))
    tolerance = st.lists(field.map("=".join), max_size=3).map(lambda fs: "tolerance={" + ", ".join(fs) + "}")
    odd = st.sampled_from(["0.5", "", "mode=highest, tolerance={}", "tolerance=1", "tolerance={atol=1 rtol=2}"])
    return "{" + draw(st.one_of(mode, tolerance, odd)) + "}"


def _accuracy(mlir: str) -> list[str]:
    return re.findall(r"#stablehlo\.result_accuracy<(?:[^<>]|<[^<>]*>)*>", mlir)


@settings(max_examples=150, deadline=None, derandomize=True)
@given(st.sampled_from(["exponential", "log", "tanh", "rsqrt", "acos", "erf", "negate"]), result_accuracy())
def test_result_accuracy_is_read_as_xlas_parser_reads_it(op, spec):
    """Ours accepts exactly what XLA accepts (a value XLA's reader aborts on is refused), and
    writes the attribute XLA's importer writes."""
    text = (f"HloModule m\nENTRY e {{\n  p = f32[2] parameter(0)\n"
            f"  ROOT r = f32[2] {op}(p), result_accuracy={spec}\n}}\n")
    try:
        xlas = formats.convert(text, "stablehlo", via="native")
    except HloBridgeError:
        xlas = None
    try:
        ours = formats.convert(text, "stablehlo")
    except HloBridgeError as e:
        assert "\n" not in str(e) and "line 4:" in str(e)
        ours = None
    assert (ours is None) == (xlas is None), (spec, ours is None)
    if ours is not None:
        assert _accuracy(ours) == _accuracy(xlas)


@settings(max_examples=300, deadline=2000, derandomize=True)
@given(st.lists(st.sampled_from(list('{}()[],"av 01') + ["synthetic_call", '"v"', "{0,1}"]), max_size=16))
def test_any_origin_value_is_read_or_refused_in_one_line(pieces):
    value = "".join(pieces)
    text = f"HloModule m\nENTRY e {{\n  ROOT p = f32[2] parameter(0), origin={value}\n}}\n"
    try:
        formats.convert(text, "stablehlo")
    except HloBridgeError as e:
        assert str(e).count("\n") == 0, str(e)


@settings(max_examples=300, deadline=2000, derandomize=True)
@given(st.lists(st.sampled_from(["true", "false", ",", "{", "}", "1", " ", "{true}"]), max_size=10),
       st.sampled_from([("f32[2]", 1), ("(f32[2], s32[])", 2), ("((f32[2]), pred[], token[])", 3), ("()", 0)]))
def test_any_parameter_replication_is_read_or_refused_in_one_line(pieces, shape):
    shape, leaves = shape
    text = f"HloModule m\nENTRY e {{\n  ROOT p = {shape} parameter(0), parameter_replication={''.join(pieces)}\n}}\n"
    try:
        mlir = formats.convert(text, "stablehlo")
    except HloBridgeError as e:
        assert str(e).count("\n") == 0, str(e)
        return
    kept = re.search(r"mhlo.parameter_replication = \[([^\]]*)\]", mlir)
    assert kept is None or len(kept[1].split(",")) == leaves   # (read: a value per leaf, or none true)
