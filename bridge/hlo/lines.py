"""Instruction lines read whole: `[ROOT] %name = f32[4]{0} opcode(%a, %b), k=v, ...`, nearly
every line of a dump, becomes one LINE token (and its regex match) instead of dozens of
tokens; `Parser.line_instruction` builds the instruction from the match, and attribute values
stay text until something asks for their tokens (syntax.Attr).

The patterns are the lexer's own (lexer.PARTS), each in an atomic group, so each takes the
token `tokenize` takes there. A line is taken only when its tokens would be read as that one
instruction: every character is in a token (no comment: it could hide a bracket or a ','),
brackets pair up, and no value is one `Parser.value` runs on from (ROOT, ENTRY, mesh). Other
lines (tiled layouts, iota or mesh replica groups, values over several lines ...) are read
token by token. The rest is the parser's: a line the parser would refuse or read otherwise,
and a LINE token anywhere but where an instruction begins (what could go on from a line taken
whole, a ',' or '<=' or '(', cannot begin one), make this parse fail, and `parser.parse` reads
the text again token by token: odd texts and errors give what they always gave.
"""
from __future__ import annotations

import functools
import re

from .lexer import BARE_NAME, DIMLABELS, DXD, EOF, FLOAT, INT, LINE, NAME, PAD, PATTERN, SHAPE, STRING, Source, Token
from .lexer import scan

_VALUE_KINDS = (STRING, DIMLABELS, PAD, DXD, FLOAT, "hex", INT, SHAPE, NAME)   # lexer order, less ws, punct
_TOK = "(?>" + "|".join(f"(?:{PATTERN[k]})" for k in _VALUE_KINDS) + ")"   # one token, as tokenize reads it
_NAME, _SHAPE, _STRING = (f"(?>{PATTERN[k]})" for k in (NAME, SHAPE, STRING))
_BARE = f"(?>{BARE_NAME})"
_PUNCT = r"->|<=|\.\.\.|[=:*<>?!+#@^&|~;'\\,]"   # the lexer's punctuation less brackets and '/' (comments)
_SP = r"[ \t]*"


def _group(depth: int) -> str:
    """A bracketed run of tokens, brackets nested `depth` more levels (a `Parser.balanced` group)."""
    item = rf"{_TOK}|{_PUNCT}|[ \t]+" + (f"|{_group(depth - 1)}" if depth else "")
    return "|".join(rf"\{o}(?>{item})*+\{c}" for o, c in ("{}", "[]", "()"))


def _tuple(depth: int) -> str:
    """A tuple shape of plain shapes, nested `depth` more levels: `(f32[2]{0}, (s32[], pred[]))`."""
    item = rf"{_SHAPE}|[ \t]+|," + (f"|{_tuple(depth - 1)}" if depth else "")
    return rf"\((?>{item})*+\)"


# brackets nest two levels inside a value's own (`{{0,1},{2,3}}`, `{ {[2,1]...}, ...}`); deeper
# values are read token by token (each level triples the pattern and its compile time)
_CONTENT = rf"(?>{_TOK}|{_PUNCT}|[ \t]+|{_group(1)})*+"
# a value: `{...}` (first a quick form for metadata={op_name="..." stack_frame_id=2}, dimensions={0,1}:
# strings, names, integers, '=' and ','), or one token: not ROOT / ENTRY (a value ends before them)
# nor mesh (whose value runs on over ',')
_VALUE = (rf"(?:\{{(?:{_STRING}|{_NAME}|-?\d++(?![\w.])|[ \t]++|[=,])*+\}}|\{{{_CONTENT}\}}"
          rf"|(?!(?:ROOT|ENTRY|mesh)\b){_TOK})")


def _as(group: str, pattern: str) -> str:
    return f"(?P<{group}>{pattern})" if group else pattern


def _operand(shape: str = "", name: str = "") -> str:   # `%a` or, long form, `f32[2]{0} %a`; name without '%'
    return rf"(?:{_as(shape, _SHAPE)}[ \t]+)?%?{_as(name, _BARE)}"


def _attr(name: str = "", value: str = "") -> str:   # `, name=value`
    return rf"{_SP},{_SP}{_as(name, _NAME)}{_SP}={_SP}{_as(value, _VALUE)}"


@functools.cache
def patterns() -> tuple[re.Pattern, re.Pattern, re.Pattern]:
    """(INSTRUCTION, ATTR, OPERAND), compiled on first use (~30 ms: only a parse pays it)."""
    instruction = re.compile(
        rf"^[ \t]*+(?P<first>(?P<root>ROOT)[ \t]+|(?!ROOT{_SP}=))(?P<name>{_NAME}){_SP}={_SP}"
        rf"(?:(?P<shape>{_SHAPE}|{_tuple(2)})[ \t]+)?(?P<op>{_NAME}){_SP}"
        rf"\((?P<args>{_SP}(?P<operands>{_operand()}(?:{_SP},{_SP}{_operand()})*+){_SP}|{_CONTENT})\)"
        rf"(?P<attrs>(?P<last>{_attr('key', 'value')})*+)[ \t\r]*$",   # `last`: the last attribute
        re.MULTILINE)
    return instruction, re.compile(_attr("name", "value")), re.compile(_operand("shape", "name"))


def tokenize_lines(src: Source) -> tuple[list[Token], dict[int, re.Match]]:
    """lexer.tokenize, except that each line patterns()'s INSTRUCTION matches is one LINE token (its text:
    the line's first token, ROOT or the name); its match is kept by the token's position."""
    text, out, lines, pos = src.text, [], {}, 0
    for m in patterns()[0].finditer(text):
        start = m.start("first")
        if start < pos:
            continue   # inside a token read already (a comment over several lines)
        if not text[pos:start].isspace():
            pos = scan(src, pos, out, start)
            if pos != start:
                continue   # a token runs on into the line: it is read token by token
        out.append(Token(LINE, "ROOT" if m.start("root") >= 0 else m.group("name"), start))
        lines[start] = m
        pos = m.end()
    scan(src, pos, out)
    out.append(Token(EOF, "", len(text)))
    return out, lines
