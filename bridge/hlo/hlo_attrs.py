"""Typed decoding of HLO attribute values (token lists) — one small function per syntax.

    dimensions={1,0}                      ints          index=2                 int
    slice={[0:2:1], [1:3]}                slice         padding=0_1x2_0_1       padding
    window={size=3x3 stride=2x1 pad=1_1x0_0 lhs_dilate=1x1 rhs_dilate=1x1}       window
    dim_labels=b01f_01io->b01f            dim_labels    to_apply=%add           computation
    branch_computations={%a, %b}          computations  direction=LT            ident
    operand_precision={highest,default}   idents        frontend_attributes={k="v"}  dict
    replica_groups={{0,1},{2,3}} or [2,2]<=[4]           replica_groups
    result_accuracy={mode=highest} or {tolerance={atol=1e-5, ulps=2}}           result_accuracy
"""
from __future__ import annotations

import codecs
import re

import numpy as np

from dialect_defs.conv_text import filled_window, split_dim_labels

from .lexer import DIMLABELS, DXD, FLOAT, INT, NAME, PAD, PUNCT, STRING, Token, int_value
from .syntax import Attr


class AttrError(ValueError):
    """A value of the wrong syntax: the caller adds line:col and the attribute's name
    (`pos`, when set, is where in the source the problem is)."""

    def __init__(self, message: str, pos: int | None = None):
        super().__init__(message)
        self.pos = pos


def _ints_of(tokens: list[Token]) -> list[int]:
    out = []
    for t in tokens:
        if t.kind == INT:
            out.append(int_value(t.text))
        elif not (t.kind == PUNCT and t.text == ","):
            raise AttrError(f"expected integers, found {t.text!r}")
    return out


def _braced(tokens: list[Token], what: str) -> list[Token]:
    if len(tokens) < 2 or tokens[0].text != "{" or tokens[-1].text != "}":
        raise AttrError(f"expected {what} in braces {{...}}")
    return tokens[1:-1]


def _split_top(tokens: list[Token]) -> list[list[Token]]:
    """Split on commas outside nested brackets."""
    parts, depth, cur = [], 0, []
    for t in tokens:
        if t.kind == PUNCT and t.text in "{[(":
            depth += 1
        elif t.kind == PUNCT and t.text in "}])":
            depth -= 1
        if depth == 0 and t.kind == PUNCT and t.text == ",":
            parts.append(cur)
            cur = []
        else:
            cur.append(t)
    if cur or parts:
        parts.append(cur)
    return parts


def _single(tokens: list[Token], kinds, what: str) -> Token:
    if len(tokens) != 1 or tokens[0].kind not in kinds:
        found = " ".join(t.text for t in tokens) or "nothing"
        raise AttrError(f"expected {what}, found {found!r}")
    return tokens[0]


def ints(tokens):
    return tuple(_ints_of(_braced(tokens, "a list of integers")))


def int_(tokens):
    return int_value(_single(tokens, (INT,), "an integer").text)


def float_(tokens):
    t = _single(tokens, (INT, FLOAT, NAME), "a number")
    try:
        return float(t.text)
    except ValueError:
        raise AttrError(f"expected a number, found {t.text!r}") from None


def ident(tokens):
    return _single(tokens, (NAME,), "a name").text


def bool_(tokens):
    t = _single(tokens, (NAME,), "true or false")
    if t.text not in ("true", "false"):
        raise AttrError(f"expected true or false, found {t.text!r}")
    return t.text == "true"


def bools(tokens):
    """{true,false,...} (parameter_replication; {} is none)."""
    return tuple(bool_(p) for p in _split_top(_braced(tokens, "a list of true/false")))


def string(tokens):
    t = _single(tokens, (STRING,), "a quoted string")
    return codecs.decode(t.text[1:-1], "unicode_escape") if "\\" in t.text else t.text[1:-1]


def computation(tokens):
    name = _single(tokens, (NAME,), "a computation name").text
    return name[1:] if name.startswith("%") else name


def computations(tokens):
    if tokens and tokens[0].text != "{":
        return (computation(tokens),)
    return tuple(computation(p) for p in _split_top(_braced(tokens, "computation names")))


def idents(tokens):
    return tuple(ident(p) for p in _split_top(_braced(tokens, "names")))


def slice_(tokens):
    starts, limits, strides = [], [], []
    for part in _split_top(_braced(tokens, "slices [start:limit:stride]")):
        if len(part) < 2 or part[0].text != "[" or part[-1].text != "]":
            raise AttrError("expected [start:limit] or [start:limit:stride]")
        nums = [t for t in part[1:-1] if not (t.kind == PUNCT and t.text == ":")]
        if len(nums) not in (2, 3) or any(t.kind != INT for t in nums):
            raise AttrError("expected [start:limit] or [start:limit:stride]")
        vals = [int_value(t.text) for t in nums]
        starts.append(vals[0])
        limits.append(vals[1])
        strides.append(vals[2] if len(vals) == 3 else 1)
    return tuple(starts), tuple(limits), tuple(strides)


def _pad_pairs(text: str, sizes: tuple[int, ...]) -> list[tuple[int, ...]]:
    out = []
    for dim in text.split("x"):
        vals = tuple(int(v) for v in dim.split("_"))
        if len(vals) not in sizes:
            raise AttrError(f"bad padding entry {dim!r}")
        out.append(vals)
    return out


def padding(tokens):
    """`lo_hi[_interior]` per dimension, joined by 'x'; empty for a scalar."""
    if not tokens:
        return ()
    t = _single(tokens, (PAD,), "padding like 0_1x2_0")
    return tuple(v + (0,) * (3 - len(v)) for v in _pad_pairs(t.text, (2, 3)))


def _dxd(t: Token) -> tuple[int, ...]:
    if t.kind == INT:
        return (int_value(t.text),)
    if t.kind == DXD:
        return tuple(int(v) for v in t.text.split("x"))
    raise AttrError(f"expected sizes like 3x3, found {t.text!r}")


def window(tokens):
    """{size=.. stride=.. pad=.. lhs_dilate=.. rhs_dilate=.. rhs_reversal=..} -> dict of tuples."""
    body = _braced(tokens, "a window")
    fields: dict[str, tuple] = {}
    i = 0
    while i < len(body):
        if i + 2 >= len(body) or body[i].kind != NAME or body[i + 1].text != "=":
            raise AttrError("expected window fields like size=3x3 stride=1x1")
        key, val = body[i].text, body[i + 2]
        if key in fields:
            raise AttrError(f"window field {key} given twice")
        if key == "pad":
            if val.kind not in (PAD,):
                raise AttrError(f"expected pad=lo_hi per dimension, found {val.text!r}")
            fields[key] = tuple(_pad_pairs(val.text, (2,)))
        elif key in ("size", "stride", "lhs_dilate", "rhs_dilate", "rhs_reversal"):
            fields[key] = _dxd(val)
        else:
            raise AttrError(f"unknown window field {key!r}")
        i += 3
    try:
        return filled_window(fields)
    except ValueError as e:
        raise AttrError(str(e)) from None


def dim_labels(tokens):
    """b01f_01io->b01f -> (lhs, rhs, out) label strings, checked for consistency."""
    t = _single(tokens, (DIMLABELS,), "dim_labels like b01f_01io->b01f")
    try:
        return split_dim_labels(t.text)
    except ValueError as e:
        raise AttrError(str(e)) from None


def dict_(tokens, text: str = ""):
    """{key="value", key={raw}} -> {key: str} (raw values keep their source text)."""
    out = {}
    for part in _split_top(_braced(tokens, "key=value pairs")):
        if len(part) < 3 or part[0].kind not in (NAME, STRING) or part[1].text != "=":
            raise AttrError("expected key=value pairs")
        key = part[0].text.strip('"')
        vals = part[2:]
        if len(vals) == 1 and vals[0].kind == STRING:
            out[key] = string(vals)
        elif text and vals:
            out[key] = text[vals[0].pos:vals[-1].pos + len(vals[-1].text)]
        else:
            out[key] = _join(vals)
    return out


def _join(tokens: list[Token]) -> str:
    """Original spelling of a token run (spaces where the source had them)."""
    text = ""
    for a, b in zip(tokens, tokens[1:] + [None]):
        text += a.text
        if b is not None and b.pos > a.pos + len(a.text):
            text += " "
    return text


def shapes(tokens):
    """{f32[4,4]{0,1}, s32[]} (a custom call's operand_layout_constraints) -> (Shape, ...)."""
    return tuple(shape(part) for part in _split_top(_braced(tokens, "a list of shapes")))


def shape(tokens):
    """(u32[3]{0}, pred[]) or f32[2]{0} (outfeed_shape=) -> Shape."""
    from bridge.shape import Shape
    try:
        return Shape.parse(_join(tokens))
    except (ValueError, TypeError) as e:
        raise AttrError(f"expected a shape, found {_join(tokens)!r} ({e})") from None


def result_accuracy(tokens):
    """{mode=highest} or {tolerance={atol=1e-5, rtol=0, ulps=2}} (hlo_parser.cc's grammar) ->
    (mode, atol, rtol, ulps); None for mode default, which XLA's importer leaves out."""
    body = _braced(tokens, "{mode=...} or {tolerance={...}}")
    if len(_split_top(body)) > 1:
        raise AttrError("takes one of mode= or tolerance={...}, not a list", _at(body, 0))
    if len(body) < 3 or body[0].kind != NAME or body[1].text != "=":
        raise AttrError(f"expected mode= or tolerance=, found {repr(_join(body)) if body else 'nothing'}",
                        _at(body, 0))
    key, value = body[0].text, body[2:]
    if key not in ("mode", "tolerance"):
        raise AttrError(f"unknown field {key!r} (expected mode= or tolerance=)", body[0].pos)
    if key == "mode":
        mode = _single(value, (NAME,), "a mode, default or highest").text
        if mode.lower() not in ("default", "highest"):
            raise AttrError(f"unknown mode {mode!r} (expected default or highest)", value[0].pos)
        return None if mode.lower() == "default" else ("HIGHEST", 0.0, 0.0, 0)
    found: dict[str, Token] = {}
    for part in _split_top(_braced(value, "tolerances like {atol=1e-5, ulps=2}")):   # (twice: the last, as XLA)
        if len(part) != 3 or part[0].text not in ("atol", "rtol", "ulps") or part[1].text != "=":
            raise AttrError("expected tolerances like atol=1e-5, rtol=0.01, ulps=2", _at(part, 0))
        t = found[part[0].text] = part[2]
        if not (t.kind == FLOAT or t.kind == INT and "x" not in t.text or t.text in ("inf", "nan")):
            raise AttrError(f"{part[0].text} must be a number, found {t.text!r}", t.pos)
    numbers = {k: float(t.text) for k, t in found.items()}
    for k, number in numbers.items():   # (XLA keeps ulps as an int64, a fraction cut off; XLA aborts on < 0)
        if not (-1 < number < 2 ** 63 if k == "ulps" else number >= 0):
            raise AttrError(f"{k}={found[k].text} is out of range (at least 0{', below 2^63' if k == 'ulps' else ''})",
                            found[k].pos)
    return "TOLERANCE", numbers.get("atol", 0.0), numbers.get("rtol", 0.0), int(numbers.get("ulps", 0))


def _at(tokens: list[Token], i: int) -> int | None:
    """Where tokens[i] is (the last token's place past the end), for an error's line:col."""
    return tokens[min(i, len(tokens) - 1)].pos if tokens else None


def _shape_index(tokens: list[Token], i: int) -> tuple[tuple[int, ...], int]:
    """A shape index `{}` / `{1,0}` at tokens[i] -> (indices, the position after it)."""
    if i >= len(tokens) or tokens[i].text != "{":
        raise AttrError("expected a shape index like {} or {0}", _at(tokens, i))
    j = i + 1
    while j < len(tokens) and tokens[j].text != "}":
        if tokens[j].kind != INT and tokens[j].text != ",":
            raise AttrError(f"expected an integer in a shape index, found {tokens[j].text!r}", tokens[j].pos)
        j += 1
    return tuple(_ints_of(tokens[i + 1:j])), j + 1


def aliasing(tokens):
    """{ {out}: (number, {index}[, may-alias|must-alias]), ... } (a module's
    input_output_alias, a custom call's output_to_operand_aliasing) ->
    ((output index, parameter/operand number, its index, kind or None), ...)."""
    toks, out, i = _braced(tokens, "aliases"), [], 0
    syntax = "expected {output_index}: (number, {index}[, kind])"
    while i < len(toks):
        output, i = _shape_index(toks, i)
        if [t.text for t in toks[i:i + 2]] != [":", "("] or i + 2 >= len(toks) or toks[i + 2].kind != INT:
            raise AttrError(syntax, _at(toks, i))
        number, i = int_value(toks[i + 2].text), i + 3
        if i >= len(toks) or toks[i].text != ",":
            raise AttrError(syntax, _at(toks, i))
        index, i = _shape_index(toks, i + 1)
        kind = None
        if i + 1 < len(toks) and toks[i].text == ",":
            kind, i = toks[i + 1].text, i + 2
            if kind not in ("may-alias", "must-alias"):
                raise AttrError(f"unknown kind {kind!r} (expected may-alias or must-alias)", toks[i - 1].pos)
        if i >= len(toks) or toks[i].text != ")":
            raise AttrError(syntax, _at(toks, i))
        i += 2 if i + 1 < len(toks) and toks[i + 1].text == "," else 1
        out.append((output, number, index, kind))
    return tuple(out)


def donors(tokens):
    """{ (parameter, {index}), ... } (a module's buffer_donor) -> ((parameter, index), ...)."""
    toks, out, i = _braced(tokens, "buffer donors"), [], 0
    while i < len(toks):
        if toks[i].text != "(" or i + 1 >= len(toks) or toks[i + 1].kind != INT:
            raise AttrError("expected (parameter, {parameter_index})", toks[i].pos)
        param = int_value(toks[i + 1].text)
        index, i = _shape_index(toks, i + 3)
        i += 2 if i + 1 < len(toks) and toks[i + 1].text == "," else 1   # ')' and a ','
        out.append((param, index))
    return tuple(out)


def _iota_groups(tokens) -> list[list[int]]:
    """[G,S]<=[dims]T(perm): iota(prod dims) reshaped, transposed, then reshaped to [G,S]."""
    return _iota_groups_text(_join(tokens).replace(" ", ""))


def _iota_groups_text(text: str) -> list[list[int]]:
    try:
        shape_txt, rest = text.split("<=")
        out_shape = [int(v) for v in shape_txt.strip("[]").split(",")]
        perm = None
        if "T(" in rest:
            rest, perm_txt = rest.split("T(")
            perm = [int(v) for v in perm_txt.rstrip(")").split(",")]
        dims = [int(v) for v in rest.strip("[]").split(",")]
        ids = np.arange(int(np.prod(dims))).reshape(dims)
        if perm is not None:
            ids = ids.transpose(perm)
        return ids.reshape(out_shape).tolist()
    except (ValueError, TypeError) as e:
        raise AttrError(f"bad iota replica groups {text!r} ({e})") from None


def _mesh_groups(tokens) -> list[list[int]]:
    """mesh['x'=4,'y'=2][, device_ids=(...)] {'y'}: the devices of the mesh (iota, or the ids
    given, laid out by the axes), one group per position of the axes not listed, each group
    running along the listed axes in their order (XLA's collective device list of a mesh)."""
    body = [t for t in tokens if t.text != "'"]
    i, names, sizes = 2, [], []
    if len(body) < 3 or body[1].text != "[":
        raise AttrError("expected mesh[name=size, ...] {axes}")
    while body[i].text != "]":
        if i + 2 >= len(body) or body[i + 1].text != "=" or body[i + 2].kind != INT:
            raise AttrError("expected mesh axes like mesh['x'=4,'y'=2]")
        names.append(body[i].text)
        sizes.append(int_value(body[i + 2].text))
        i += 3 + (body[i + 3].text == "," if i + 3 < len(body) else 0)
    i += 1
    ids = np.arange(int(np.prod(sizes)), dtype=np.int64)
    if i < len(body) and body[i].text == ",":   # , device_ids=([r...]T(p...)) or (d0,d1,...)
        if i + 3 >= len(body) or body[i + 1].text != "device_ids" or body[i + 3].text != "(":
            raise AttrError("expected device_ids=(...) after the mesh's axes")
        depth, close = 0, i + 3
        for close in range(i + 3, len(body)):
            depth += {"(": 1, ")": -1}.get(body[close].text, 0)
            if depth == 0:
                break
        inner = body[i + 4:close]
        if inner and inner[0].text == "[":
            text = "".join(t.text for t in inner)
            ids = np.asarray(_iota_groups_text(f"[{ids.size}]<={text}"), dtype=np.int64).ravel()
        else:
            ids = np.asarray(_ints_of(inner), dtype=np.int64)
        i = close + 1
    if ids.size != int(np.prod(sizes)):
        raise AttrError(f"the mesh has {int(np.prod(sizes))} devices but device_ids lists {ids.size}")
    if i >= len(body) or body[i].text != "{":
        raise AttrError("expected the grouped axes {...} after the mesh")
    from bridge.sharding import AxisRef, Mesh, ShardingError, axis_groups
    refs, rest, k = [], body[i + 1:-1], 0
    while k < len(rest):
        t = rest[k]
        if t.text in names:
            axis = names.index(t.text)
        elif t.kind == INT and 0 <= int_value(t.text) < len(names):
            axis = int_value(t.text)
        else:
            raise AttrError(f"{t.text!r} is not an axis of mesh [{', '.join(names)}]")
        ref, k = AxisRef(names[axis], 1, 0), k + 1
        if k < len(rest) and rest[k].text == ":":   # a sub-axis, 'x':(pre_size)size
            part = [u.text for u in rest[k + 1:k + 5]]
            if len(part) != 4 or part[0] != "(" or part[2] != ")" or not (part[1].isdigit() and part[3].isdigit()):
                raise AttrError(f"expected a sub-axis like '{names[axis]}':(1)2")
            ref, k = AxisRef(names[axis], int(part[1]), int(part[3])), k + 5
            if ref.size < 1 or ref.pre_size < 1:
                raise AttrError(f"sub-axis ({ref.pre_size}){ref.size} of axis '{ref.name}' is empty")
        refs.append(ref)
        if k < len(rest) and rest[k].text == ",":
            k += 1
    try:
        return axis_groups(Mesh.of(tuple(zip(names, sizes)), [int(d) for d in ids]), refs)
    except ShardingError as e:
        raise AttrError(str(e)) from None


def replica_groups(tokens):
    if tokens and tokens[0].text == "mesh":
        return tuple(tuple(g) for g in _mesh_groups(tokens))
    if tokens and tokens[0].text == "[":
        groups = _iota_groups(tokens)
        return tuple(tuple(g) for g in (groups if groups and isinstance(groups[0], list) else [groups]))
    return tuple(tuple(_ints_of(_braced(p, "a replica group"))) for p in _split_top(_braced(tokens, "replica groups")))


def pairs(tokens):
    groups = replica_groups(tokens)
    if any(len(g) != 2 for g in groups):
        raise AttrError("expected {source,target} pairs")
    return groups


def metadata(tokens) -> dict:
    """{op_type="Add" op_name="jit(f)/add" source_file="f.py" source_line=3 stack_frame_id=2 ...}
    -> {field: str | int | bool} (fields are space separated; profile_type={...} is skipped)."""
    body = _braced(tokens, "metadata fields")
    out, i = {}, 0
    while i < len(body):
        if i + 2 >= len(body) or body[i].kind != NAME or body[i + 1].text != "=":
            raise AttrError("expected metadata fields like op_name=\"...\" source_line=3",
                            body[i].pos if i < len(body) else None)
        key, v = body[i].text, body[i + 2]
        i += 3
        if v.text == "{":   # a braced value (profile_type={...}): skip it whole
            depth = 1
            while depth and i < len(body):
                depth += {"{": 1, "}": -1}.get(body[i].text, 0)
                i += 1
            continue
        if v.kind == STRING:
            out[key] = string([v])
        elif v.kind == INT:
            out[key] = int_value(v.text)
        elif v.kind == NAME and v.text in ("true", "false"):
            out[key] = v.text == "true"
        else:
            raise AttrError(f"metadata field {key} has a value of unexpected form {v.text!r}", v.pos)
        if i < len(body) and body[i].text == ",":
            i += 1
    return out


# The usual metadata, {op_name="..." stack_frame_id=3}: fields of plain strings, decimal integers
# and booleans, read from the text as the tokens would read them (a dump holds thousands of
# distinct ones); any other spelling (escapes, comments, profile_type={...}) goes by the tokens.
_FIELD = r'([A-Za-z_]\w*)=("[^"\\\n]*"|-?[1-9]\d*|0|true|false)(?=[\s}])'
_PLAIN_METADATA = re.compile(rf"\{{(?:\s*{_FIELD})*\s*\}}")
_METADATA_FIELD = re.compile(_FIELD)


def metadata_attr(attr: Attr) -> dict:
    """metadata(attr.tokens), without the tokens when the text is plain."""
    text = attr.text
    if _PLAIN_METADATA.fullmatch(text) is None:
        return metadata(attr.tokens)
    return {key: value[1:-1] if value[0] == '"' else value == "true" if value in ("true", "false") else int(value)
            for key, value in _METADATA_FIELD.findall(text)}


def sharding(tokens, text: str):
    """A sharding={...} value as a bridge HloSharding (its errors point into the text)."""
    start = tokens[0].pos if tokens else 0
    return sharding_text(text[start:tokens[-1].pos + len(tokens[-1].text)] if tokens else "", start)


def sharding_text(value: str, start: int):
    """sharding() of a value's text, which begins at offset `start` of the source."""
    from bridge.hlo_sharding import HloSharding, ShardingSyntaxError
    if not value:
        raise AttrError("expected a sharding like {replicated}")
    try:
        return HloSharding.parse(value)
    except ShardingSyntaxError as e:
        raise AttrError(str(e), start + e.offset) from None


def original_value(tokens):
    """origin={...} (the value an instruction computes in the unoptimized module) ->
    (is_synthetic_call, ((tuple_index, instruction, shape_index), ...)): `{[synthetic_call]}`,
    a leaf `{"name" {1,0}}` (shape index optional) or `{}` (instruction None), a tuple
    `({"a"}, {"b"})` of such."""
    body = _braced(tokens, "an original value like {{\"name\"}}")
    if [t.text for t in body] == ["[", "synthetic_call", "]"]:
        return True, ()
    leaves: list = []

    def node(i: int, index: tuple) -> int:
        t = body[i] if i < len(body) else None
        if t is not None and t.text == "(":
            i, k = i + 1, 0
            while i < len(body) and body[i].text != ")":
                i = node(i, index + (k,))
                k += 1
                if i < len(body) and body[i].text == ",":
                    i += 1
            if i >= len(body):
                raise AttrError("'(' of an original value's tuple is never closed", t.pos)
            return i + 1
        if t is not None and t.text == "{" and i + 1 < len(body) and body[i + 1].text == "}":
            leaves.append((index, None, ()))   # a leaf with no original array
            return i + 2
        if t is None or t.text != "{" or i + 1 >= len(body) or body[i + 1].kind != STRING:
            raise AttrError('expected an original value: {"instruction"}, {"instruction" {index}} or a tuple '
                            "(...) of them", None if t is None else t.pos)
        name, j = string([body[i + 1]]), i + 2
        shape_index: tuple = ()
        if j < len(body) and body[j].text == "{":
            end = next((k for k in range(j, len(body)) if body[k].text == "}"), None)
            if end is None:
                raise AttrError("'{' of a shape index is never closed", body[j].pos)
            shape_index, j = tuple(_ints_of(body[j + 1:end])), end + 1
        if j >= len(body) or body[j].text != "}":
            raise AttrError(f"expected '}}' after the original value of {name!r}", body[min(j, len(body) - 1)].pos)
        leaves.append((index, name, shape_index))
        return j + 1

    end = node(0, ())
    if end != len(body):
        raise AttrError(f"unexpected {body[end].text!r} after the original value", body[end].pos)
    return False, tuple(leaves)


DECODERS = {
    "ints": ints, "int": int_, "float": float_, "ident": ident, "bool": bool_, "bools": bools, "str": string,
    "computation": computation, "computations": computations, "idents": idents, "slice": slice_,
    "padding": padding, "window": window, "dim_labels": dim_labels, "dict": dict_,
    "replica_groups": replica_groups, "pairs": pairs, "shape": shape, "shapes": shapes,
    "aliasing": aliasing, "donors": donors, "metadata": metadata, "result_accuracy": result_accuracy,
    "original_value": original_value,
}


def raw(tokens, text: str = "") -> str:
    """A string value unquoted, any other value as its source text (a custom call's
    backend_config: an opaque string, or an MLIR dictionary for the typed FFI)."""
    if len(tokens) == 1 and tokens[0].kind == STRING:
        return string(tokens)
    if not tokens:
        return ""
    return text[tokens[0].pos:tokens[-1].pos + len(tokens[-1].text)] if text else _join(tokens)


# kinds whose values are immutable: one decoding serves every attribute of the same text
# (dumps repeat dimensions={0,1} ... thousands of times; each is then neither tokenized nor decoded)
_SHARED = frozenset(DECODERS) - {"window", "dict", "metadata"}
_DECODED: dict[tuple[str, str], object] = {}


def decode(attr: Attr, kind: str, text: str = ""):
    """Decode `attr` as `kind` (a DECODERS key); AttrError on a value of another syntax.
    `text` is the whole source, for values kept verbatim (dictionaries, backend configs)."""
    if kind == "dict":
        return dict_(attr.tokens, text)
    if kind == "sharding":
        return sharding_text(attr.text, attr.start)
    if kind == "raw":
        return raw(attr.tokens, text)
    if kind not in _SHARED:
        return DECODERS[kind](attr.tokens)
    key = (kind, attr.text)
    try:
        return _DECODED[key]
    except KeyError:
        value = DECODERS[kind](attr.tokens)
    if len(_DECODED) < 4096:
        _DECODED[key] = value
    return value
