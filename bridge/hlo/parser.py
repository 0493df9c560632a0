"""Recursive-descent parser: HLO text (as XLA prints it, short or long form) -> `HloModule`.

    module      := ['HloModule' name (',' attr)*] [stack_frames] computation+
    computation := ['ENTRY'] name [signature] '{' instruction+ '}' (',' attr)*
    signature   := '(' [name ':' shape (',' name ':' shape)*] ')' '->' shape
    instruction := ['ROOT'] name '=' [shape] opcode '(' operands ')' (',' attr)*
    operand     := [shape] name            (the long form prints operand shapes)
    attr        := name '=' value          (value: kept as text, decoded later by type)

Shapes carry layouts (`f32[2,3]{1,0}`, tiling after ':' ignored) and nest as tuples.
As in XLA's parser: a module may leave out its header (computations only, as in XLA's
emitter tests; it is named module_<entry>), an instruction may leave out its shape when
XLA can infer it, and a computation's signature is not checked against its parameter
instructions (only its result shape is). Text after a `// -----` line (several modules
in one file, MLIR's convention) is not read here: split.py cuts a file into them.
Every error names line:col. Most instruction lines are read whole (hlo/lines.py); the
grammar above, token by token, reads everything else and every text that does not parse.
"""
from __future__ import annotations

import contextlib
import gc

from bridge import dtypes
from bridge.errors import HloBridgeError
from bridge.shape import UNBOUNDED, Shape

from .layout_tail import check_tail
from .lexer import (EOF, INT, LINE, NAME, PUNCT, SHAPE, STRING, HloParseError, Source, Token, int_value, tokenize,
                    tokens_between)
from .lines import patterns, tokenize_lines
from .split import first_module
from .stack_frames import StackFrameIndex
from .syntax import Attr, Computation, HloModule, Instruction, name_nested


class UnsupportedHloFeature(HloParseError):
    """Valid HLO syntax our builder cannot express (dynamic dimensions ...): XLA's own
    importer (--via native) may still read it."""

_OPEN = {"{": "}", "[": "]", "(": ")"}
_CLOSE = {v: k for k, v in _OPEN.items()}
_PAYLOAD_OPS = ("constant", "parameter")   # their parentheses hold a literal / a number
_MAX_DEPTH = 200                            # nesting of tuple shapes / literals / braces
_SHAPES: dict[str, Shape] = {}              # SHAPE token text -> Shape (programs repeat a few)
# Opcodes whose result shape XLA's parser does not infer (hlo_parser.cc CanInferShape).
_SHAPE_REQUIRED = frozenset({
    "async-start", "async-update", "async-done", "all-gather", "all-gather-start", "all-gather-done",
    "all-reduce", "all-reduce-start", "all-reduce-done", "all-to-all", "collective-broadcast",
    "collective-permute", "collective-permute-start", "collective-permute-done", "copy-done", "copy-start",
    "dynamic-reshape", "dynamic-slice", "dynamic-update-slice", "ragged-all-to-all", "recv", "recv-done",
    "reduce-scatter", "send", "send-done", "slice", "bitcast", "bitcast-convert", "constant", "convert",
    "custom-call", "fusion", "infeed", "iota", "outfeed", "parameter", "reduce-precision", "reshape", "rng",
    "rng-bit-generator", "rng-get-and-update-state", "stochastic-convert"})
_TABLES = ("FileNames", "FunctionNames", "FileLocations", "StackFrames")
# XLA's element types (xla_data.proto PrimitiveType, as HLO text spells them): a name here
# that bridge.dtypes lacks is a gap of ours, not a typo
_XLA_TYPES = frozenset({
    "pred", "s1", "s2", "s4", "s8", "s16", "s32", "s64", "u1", "u2", "u4", "u8", "u16", "u32", "u64", "f16",
    "bf16", "f32", "f64", "c64", "c128", "f8e5m2", "f8e4m3", "f8e4m3fn", "f8e4m3b11fnuz", "f8e5m2fnuz",
    "f8e4m3fnuz", "f8e3m4", "f4e2m1fn", "f6e2m3fn", "f6e3m2fn", "f8e8m0fnu", "opaque", "token"})


def _needs_shape(opcode: str) -> bool:
    return opcode in _SHAPE_REQUIRED or opcode.endswith(("-start", "-done", "-update"))


def _bare(name: str) -> str:
    return name[1:] if name.startswith("%") else name


class Parser:
    def __init__(self, text: str, what: str = "HLO text", whole_lines: bool = False):
        """`whole_lines`: instruction lines become LINE tokens (hlo/lines.py): see parse()."""
        self.src = Source(text, what)
        self.toks, self.lines = tokenize_lines(self.src) if whole_lines else (tokenize(self.src), {})
        self.i = 0
        self.nested: list[Instruction] = []   # instructions written as operands, before their user
        self.nested_count = self.depth = 0

    @classmethod
    def over(cls, src: Source, tokens: list[Token]) -> "Parser":
        """A parser of an attribute value's tokens (e.g. entry_computation_layout's shapes)."""
        p = cls.__new__(cls)
        end = tokens[-1].pos + len(tokens[-1].text) if tokens else 0
        p.src, p.toks, p.i, p.lines = src, list(tokens) + [Token(EOF, "", end)], 0, {}
        p.nested, p.nested_count, p.depth = [], 0, 0
        return p

    # -- token helpers -----------------------------------------------------------------
    @property
    def tok(self) -> Token:
        return self.toks[self.i]

    def peek(self, k: int = 1) -> Token:
        return self.toks[min(self.i + k, len(self.toks) - 1)]

    def next(self) -> Token:
        t = self.toks[self.i]
        if t.kind != EOF:
            self.i += 1
        return t

    def fail(self, message: str, tok: Token | None = None):
        t = tok or self.tok
        raise self.src.error(t.pos, message)

    def _seen(self, t: Token) -> str:
        return "the end of the input" if t.kind == EOF else f"{t.text!r}"

    def expect(self, text: str, what: str = "") -> Token:
        t = self.tok
        if t.kind != PUNCT or t.text != text:
            self.fail(f"expected '{text}'{' ' + what if what else ''}, found {self._seen(t)}")
        return self.next()

    def accept(self, text: str) -> bool:
        if self.tok.kind == PUNCT and self.tok.text == text:
            self.i += 1
            return True
        return False

    def name(self, what: str) -> Token:
        t = self.tok
        if t.kind != NAME:
            self.fail(f"expected {what}, found {self._seen(t)}")
        return self.next()

    # -- module ------------------------------------------------------------------------
    def module(self) -> HloModule:
        t = self.tok
        has_header = t.kind == NAME and t.text == "HloModule"
        if has_header:
            self.next()
            name = _bare(self.name("a module name after 'HloModule'").text)
            if self.tok.kind == PUNCT and self.tok.text == ":":   # `HloModule name:` (XLA's parser takes it)
                self.next()
            attrs = self.attr_list()
        elif self._at_computation():
            name, attrs = "", {}
        else:
            self.fail(f"expected 'HloModule' at the start of HLO text, found {self._seen(t)} (XLA also reads "
                      "computations without the header, 'ENTRY name {' or 'name {')")
        frames = self.stack_frame_tables()
        comps: dict[str, Computation] = {}
        while self.tok.kind != EOF:
            comp = self.computation()
            if comp.name in comps:
                self.fail(f"computation '{comp.name}' is defined twice", Token(NAME, comp.name, comp.pos))
            comps[comp.name] = comp
        if not comps:
            self.fail("the module has no computations")
        entries = [c for c in comps.values() if c.is_entry]
        if len(entries) > 1:
            self.fail(f"more than one ENTRY computation ('{entries[0].name}', '{entries[1].name}')",
                      Token(NAME, entries[1].name, entries[1].pos))
        module = HloModule(name, comps, attrs, self.src, frames, has_header)
        if not has_header:
            module.name = "module_" + module.entry.name   # XLA's name for a headerless module
        return module

    def _at_computation(self) -> bool:
        """Headerless text: 'ENTRY ...', 'name {' (XLA's rule) or 'name (params) -> shape {'."""
        t, nxt = self.tok, self.peek()
        return t.kind == NAME and (t.text == "ENTRY" or (nxt.kind == PUNCT and nxt.text in ("{", "(")))

    # -- stack frames (XLA's dumps print them before the computations) -----------------
    def stack_frame_tables(self) -> StackFrameIndex | None:
        if not (self.tok.kind == NAME and self.tok.text == "FileNames"):
            return None
        index = StackFrameIndex()
        for table in _TABLES:
            t = self.name(f"'{table}'")
            if t.text != table:
                self.fail(f"expected the '{table}' table of the stack-frame index, found {t.text!r}", t)
            while self.tok.kind == INT:
                self.next()
                if table in ("FileNames", "FunctionNames"):
                    if self.tok.kind != STRING:
                        self.fail(f"expected a quoted name in the {table} table, found {self._seen(self.tok)}")
                    value = self.next().text[1:-1]
                    (index.file_names if table == "FileNames" else index.function_names).append(
                        value.encode().decode("unicode_escape") if "\\" in value else value)
                elif table == "FileLocations":
                    f = self.table_row(("file_name_id", "function_name_id", "line"), table)
                    index.locations.append((f["file_name_id"], f["function_name_id"], f["line"], f.get("column", 0),
                                            f.get("end_line", 0), f.get("end_column", 0)))
                else:
                    f = self.table_row(("file_location_id", "parent_frame_id"), table)
                    index.frames.append((f["file_location_id"], max(f["parent_frame_id"] - 1, 0)))
        return index

    def table_row(self, required: tuple[str, ...], table: str) -> dict[str, int]:
        """`{key=int key=int ...}` of a FileLocations / StackFrames row."""
        open_tok = self.expect("{", f"to open a {table} row")
        fields: dict[str, int] = {}
        while not self.accept("}"):
            key = self.name(f"a field of the {table} row")
            self.expect("=", f"after '{key.text}'")
            v = self.tok
            if v.kind != INT:
                self.fail(f"{table} field {key.text} must be an integer, found {self._seen(v)}")
            value = int_value(v.text)
            if not -2 ** 31 <= value < 2 ** 31:   # (int32 in XLA's proto)
                self.fail(f"{table} field {key.text}={v.text} is out of XLA's int32 range", v)
            self.next()
            fields[key.text] = value
            self.accept(",")
        missing = [k for k in required if k not in fields]
        if missing:
            self.fail(f"{table} row is missing {missing[0]}=", open_tok)
        return fields

    def computation(self) -> Computation:
        is_entry = self.tok.kind == NAME and self.tok.text == "ENTRY"
        if is_entry:
            self.next()
        start = self.name("a computation name (or ENTRY)")
        signature = None
        if self.tok.kind == PUNCT and self.tok.text == "(":
            signature = self.signature()
        self.expect("{", f"to open computation '{_bare(start.text)}'")
        insts: list[Instruction] = []
        names: set[str] = set()
        while True:
            t = self.tok
            if t.kind == LINE:
                self.i += 1
                inst = self.line_instruction(self.lines[t.pos])
            elif t.kind == PUNCT and t.text == "}":
                break
            elif t.kind == EOF:
                self.fail(f"computation '{_bare(start.text)}' is not closed with '}}'")
            else:
                inst = self.instruction()
                if self.nested:
                    insts.extend(self.nested)
                    self.nested = []
            if inst.name in names:
                self.fail(f"instruction '{inst.name}' is defined twice in computation "
                          f"'{_bare(start.text)}'", Token(NAME, inst.name, inst.pos))
            names.add(inst.name)
            insts.append(inst)
        self.next()
        if not insts:
            self.fail(f"computation '{_bare(start.text)}' has no instructions", start)
        if any(x.name.startswith("\0") for x in insts):
            name_nested(insts, names)
        roots = [x for x in insts if x.is_root]
        if len(roots) > 1:
            self.fail(f"computation '{_bare(start.text)}' has more than one ROOT",
                      Token(NAME, roots[1].name, roots[1].pos))
        self.attr_list()   # e.g. execution_thread="host": not semantics we keep
        return Computation(_bare(start.text), insts, start.pos, is_entry, signature)

    def signature(self):
        self.expect("(")
        params: list[tuple[str, Shape]] = []
        if not self.accept(")"):
            while True:
                n = self.name("a parameter name")
                self.expect(":", f"after parameter '{n.text}'")
                params.append((_bare(n.text), self.shape()))
                if self.accept(")"):
                    break
                self.expect(",", "or ')' in the computation's parameter list")
        self.expect("->", "before the computation's result shape")
        return params, self.shape()

    # -- instructions ------------------------------------------------------------------
    def instruction(self) -> Instruction:
        is_root = self.tok.kind == NAME and self.tok.text == "ROOT"
        if is_root:
            self.next()
        n = self.name("an instruction name")
        self.expect("=", f"after instruction name '{_bare(n.text)}'")
        shape = self.shape() if self.at_shape() else None
        return self._rhs(_bare(n.text), n.pos, shape, is_root)

    def _nested(self, shape: Shape | None) -> str:
        """An instruction written in place of an operand, `add(f32[] parameter(0), ...)` (XLA's
        parser reads them; its tests write them): one of its own, placed before its user. Its
        name waits for the computation's end (XLA: the opcode, made unique)."""
        self.nested_count += 1
        name = f"\0{self.nested_count}"
        self.depth += 1
        if self.depth > _MAX_DEPTH:
            self.fail(f"instructions nested deeper than {_MAX_DEPTH} levels")
        self.nested.append(self._rhs(name, self.tok.pos, shape, False, nested=True))
        self.depth -= 1
        return name

    def _rhs(self, name: str, pos: int, shape: Shape | None, is_root: bool, nested: bool = False) -> Instruction:
        op = self.name(f"an opcode for instruction '{name}'")
        opcode = op.text
        if shape is None and _needs_shape(opcode):
            what = f"the nested '{opcode}'" if nested else f"instruction '{name}'"
            self.fail(f"{what} leaves out its shape, which XLA cannot infer for opcode "
                      f"'{opcode}' (write it: name = f32[2,3] {opcode}(...))", op)
        open_tok = self.expect("(", f"after opcode '{opcode}'")
        operands: list[str] = []
        payload: list[Token] = []
        written: list[Shape | None] = []
        if opcode in _PAYLOAD_OPS:
            self.i -= 1
            payload = self.balanced()[1:-1]
            if not payload:
                self.fail(f"{opcode} needs a value in its parentheses", open_tok)
        elif not self.accept(")"):
            while True:
                operand_shape = self.shape() if self.at_shape() else None
                if self.tok.kind == NAME and self.peek().kind == PUNCT and self.peek().text == "(":
                    operands.append(self._nested(operand_shape))   # (its own declared shape)
                    operand_shape = None
                else:
                    operands.append(_bare(self.name(f"an operand name for '{opcode}'").text))
                written.append(operand_shape)
                if self.accept(")"):
                    break
                self.expect(",", f"or ')' in the operands of '{opcode}'")
        if nested and self.tok.text == "," and self.peek().kind == NAME and self.peek(2).text == "=":
            self.fail(f"the nested '{opcode}' cannot take attributes (XLA's parser reads none there): write it as "
                      "an instruction of its own", self.peek())
        attrs = {} if nested else self.attr_list()
        return Instruction(name, shape, opcode, operands, attrs, pos, op.pos, is_root, payload,
                           written if any(w is not None for w in written) else None)

    def line_instruction(self, m) -> Instruction:
        """The instruction of a line hlo/lines.py matched whole (`m`): what instruction() reads
        from its tokens."""
        name, shape_text, opcode, operands_text, root = m.group("name", "shape", "op", "operands", "root")
        src, shape, operands, payload, attrs, written = self.src, None, [], [], {}, None
        if shape_text is None:
            if _needs_shape(opcode):
                self._by_tokens(m.start("op"))
        elif shape_text[0] == "(":   # a tuple shape
            shape = Parser.over(src, tokens_between(src, *m.span("shape"))).shape()
        else:
            shape = self.shape_of(shape_text, m.start("shape"))
        if opcode in _PAYLOAD_OPS:
            payload = tokens_between(src, *m.span("args"))
            if not payload:
                self._by_tokens(m.start("op"))
        elif operands_text is not None:
            start, end = m.span("operands")
            for operand_shape, operand in patterns()[2].findall(src.text, start, end):
                if operand_shape:   # the long form: checked against the operand's (emit.py)
                    written = written or [None] * len(operands)
                    written.append(self.shape_of(operand_shape, start))
                elif written:
                    written.append(None)
                operands.append(operand)
        elif m["args"].strip():
            self._by_tokens(m.start("args"))
        if m.start("last") >= 0:   # the match holds the last attribute; ATTR finds the ones before it
            found = [(a.group("name"), a.start("name"), a.span("value"))
                     for a in patterns()[1].finditer(src.text, m.start("attrs"), m.start("last"))]
            found.append((m.group("key"), m.start("key"), m.span("value")))
            for key, pos, (start, end) in found:
                if key in attrs:
                    self._by_tokens(pos)
                attrs[key] = Attr(key, pos, src, start, end)
        return Instruction(_bare(name), shape, opcode, operands, attrs, m.start("name"), m.start("op"),
                           root is not None, payload, written)

    def _by_tokens(self, pos: int):
        """A line lines.py matched that its tokens would not give as that instruction (an error,
        or a value running on into it): parse() reads the text again token by token, for the
        answer and the message it always gave."""
        raise self.src.error(pos, "this line is read token by token")

    def attr_list(self) -> dict[str, Attr]:
        attrs: dict[str, Attr] = {}
        while self.accept(","):
            n = self.name("an attribute name after ','")
            self.expect("=", f"after attribute name '{n.text}'")
            if n.text in attrs:
                self.fail(f"attribute '{n.text}' given twice", n)
            tokens = self.value()
            t = self.tok
            if n.text == "literal" and not (t.kind == EOF or (t.kind == PUNCT and t.text in ",)}]")):
                tokens += self.value()   # a custom call's literal: its shape, then its value
            start, end = (tokens[0].pos, tokens[-1].pos + len(tokens[-1].text)) if tokens else (n.pos, n.pos)
            attrs[n.text] = Attr(n.text, n.pos, self.src, start, end, tokens)
        return attrs

    def value(self) -> list[Token]:
        """An attribute value: a token or a balanced group; `[2,2]<=[4]T(1,0)` glues, and so
        does a mesh of named replica groups: `mesh['x'=4,'y'=2], device_ids=(...) {'y'}`."""
        out: list[Token] = []
        while True:
            t = self.tok
            if out and out[0].text == "mesh" and t.text == "," and self.peek().text == "device_ids":
                out.append(self.next())
                continue
            if t.kind == EOF or (t.kind == PUNCT and t.text in ",)}]"):
                return out
            if not out:
                if t.kind == LINE or (t.kind == NAME and (t.text in ("ROOT", "ENTRY") or self.peek().text == "=")):
                    return out   # an empty value (`padding=` of a scalar); the next line begins
            elif not (t.text == "<=" or out[-1].text == "<="
                      or (t.text == "T" and out[-1].text == "]")
                      or (t.text == "(" and out[-1].text == "T")
                      or (out[0].text == "mesh" and (t.text in "[{=(" or out[-1].text in (",", "=")))):
                return out   # (a LINE token's text is its line's first token: the answer of its tokens)
            if t.kind == LINE:   # the value runs on into that line
                self._by_tokens(t.pos)
            if t.kind == PUNCT and t.text in _OPEN:
                out.extend(self.balanced())
            else:
                out.append(self.next())

    def balanced(self) -> list[Token]:
        """An opening bracket up to its matching close, inclusive."""
        start = self.next()
        stack = [start]
        out = [start]
        while stack:
            t = self.next()
            if t.kind == EOF:
                self.fail(f"'{stack[-1].text}' is never closed", stack[-1])
            if t.kind == LINE:
                self._by_tokens(t.pos)
            out.append(t)
            if t.kind == PUNCT:
                if t.text in _OPEN:
                    stack.append(t)
                    if len(stack) > _MAX_DEPTH:
                        self.fail(f"nesting deeper than {_MAX_DEPTH} levels", t)
                elif t.text in _CLOSE:
                    if stack[-1].text != _CLOSE[t.text]:
                        self.fail(f"'{t.text}' closes '{stack[-1].text}' (opened at "
                                  f"{self.src.where(stack[-1].pos)})", t)
                    stack.pop()
        return out

    # -- shapes ------------------------------------------------------------------------
    def at_shape(self) -> bool:
        t = self.tok
        if t.kind == SHAPE or (t.kind == PUNCT and t.text == "("):
            return True
        return t.kind == NAME and self.peek().kind == PUNCT and self.peek().text == "[" \
            and not t.text.startswith("%")

    def shape(self, depth: int = 0) -> Shape:
        t = self.tok
        if t.kind == SHAPE:
            self.next()
            if "{" not in t.text and self.at_layout():   # a layout token by token (tiled ...) follows
                et, dims, _ = self._shape_parts(t)
                return self._make_shape(t, et, dims, self.layout(len(dims)))
            return self.shape_of(t.text, t.pos)
        if depth > _MAX_DEPTH:
            self.fail(f"tuple shapes nested deeper than {_MAX_DEPTH} levels")
        if t.kind == PUNCT and t.text == "(":
            self.next()
            parts = []
            if not self.accept(")"):
                while True:
                    parts.append(self.shape(depth + 1))
                    if self.accept(")"):
                        break
                    self.expect(",", "or ')' in a tuple shape")
            return Shape.tuple_shape(parts)
        if t.kind != NAME:
            self.fail(f"expected a shape such as f32[2,3], found {self._seen(t)}")
        et = t.text
        self.next()
        self.expect("[", f"after element type '{et}'")
        dims: list[int] = []
        dynamic: list[bool] = []   # `<=8` (bounded) and `?` (unbounded): XLA's dynamic dimensions
        if not self.accept("]"):
            while True:
                if self.accept("?"):
                    dims.append(UNBOUNDED)
                    dynamic.append(True)
                else:
                    bounded = self.accept("<=")
                    d = self.tok
                    if d.kind != INT or d.text.startswith("-"):
                        self.fail(f"expected a dimension size{' (the bound after <=)' if bounded else ''}, "
                                  f"found {self._seen(d)}")
                    dims.append(int_value(d.text))
                    dynamic.append(bounded)
                    self.next()
                if self.accept("]"):
                    break
                self.expect(",", "or ']' in the dimensions")
        return self._make_shape(t, et, dims, self.layout(len(dims)), tuple(dynamic) if any(dynamic) else None)

    def shape_of(self, text: str, pos: int) -> Shape:
        """The shape a SHAPE token (`f32[8,16]` or `f32[8,16]{1,0}`) spells by itself (cached)."""
        shape = _SHAPES.get(text)
        if shape is None:
            t = Token(SHAPE, text, pos)
            et, dims, layout = self._shape_parts(t)
            shape = self._make_shape(t, et, dims, layout or None)
            if len(_SHAPES) < 4096:
                _SHAPES[text] = shape
        return shape

    def _shape_parts(self, t: Token) -> tuple[str, list[int], list[int] | None]:
        et, rest = t.text.split("[", 1)
        dims_text, _, layout_text = rest.partition("]")
        dims = [int(d) for d in dims_text.split(",") if d] if dims_text.strip(",") else []
        if dims_text.strip(",") != dims_text or ",," in dims_text:
            self.fail(f"malformed dimensions [{dims_text}]", t)
        big = next((d for d in dims if d >= 2 ** 63), None)
        if big is not None:   # (XLA's dimensions are int64; MLIR's binding raised a TypeError)
            self.fail(f"dimension {big} does not fit a 64-bit integer", t)
        return et, dims, [int(d) for d in layout_text.strip("{}").split(",") if d] if layout_text else None

    def _make_shape(self, t: Token, et: str, dims, layout, dynamic=None) -> Shape:
        if et == "token":
            if dims:
                self.fail("token shapes have no dimensions", t)
            return Shape.token_shape()
        try:
            if et != dtypes.canonical(et):
                raise HloBridgeError(f"unknown element type {et!r}")
            return Shape.array_shape(et, dims, layout, dynamic)
        except HloBridgeError as e:
            if et in _XLA_TYPES and et not in dtypes.XLA_NAMES:
                raise self.src.error(t.pos, f"element type {et} is XLA's ({et.upper()}) but hlobridge has no "
                                     "dtype for it (numpy/ml_dtypes lack one); XLA's importer (--via native) "
                                     "may read it", UnsupportedHloFeature) from None
            raise self.src.error(t.pos, str(e)) from None

    def at_layout(self) -> bool:
        if not (self.tok.kind == PUNCT and self.tok.text == "{"):
            return False
        nxt = self.peek()
        return nxt.kind == INT or (nxt.kind == PUNCT and nxt.text in "}:")

    def layout(self, rank: int):
        """`{1,0}` or `{1,0:T(8,128)...}` after a shape; not the '{' that opens a body."""
        if not self.at_layout():
            return None
        group = self.balanced()[1:-1]
        colon = next((k for k, t in enumerate(group) if t.kind == PUNCT and t.text == ":"), len(group))
        minor_to_major = []
        for t in group[:colon]:
            if t.kind == INT:
                minor_to_major.append(int_value(t.text))
            elif not (t.kind == PUNCT and t.text == ","):
                self.fail(f"unexpected {t.text!r} in a layout", t)
        if colon < len(group):   # tiling, memory space ...: checked, not modelled
            check_tail(group[colon + 1:], self.fail)
        elif not minor_to_major and rank:
            return None   # `{}`: no layout
        return minor_to_major


def parse(text: str, what: str = "HLO text") -> HloModule:
    """Parse HLO text into an `HloModule` (syntax only); HloParseError naming line:col.
    Of a file of several modules separated by `// -----` lines, the first is read."""
    if not isinstance(text, str):
        raise HloParseError(f"{what} must be str, got {type(text).__name__}")
    text = first_module(text)
    with collector_paused():
        try:
            return Parser(text, what, whole_lines=True).module()
        except HloParseError:
            pass   # the error, or a line lines.py took but instruction() reads otherwise: token by token
        return Parser(text, what).module()


@contextlib.contextmanager
def collector_paused():
    """Python's cyclic garbage collector paused: a parse makes ~10 objects per instruction and
    no cycles, and building keeps them all alive, so collecting while they run walks the same
    objects over and over (a quarter of a 30,000-line dump's parse, a fifth of its build)."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


__all__ = ["parse", "Parser", "HloParseError", "UnsupportedHloFeature"]
