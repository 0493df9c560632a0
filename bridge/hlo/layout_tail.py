"""The physical part of a layout, after the ':' of `f32[8,128]{1,0:T(8,128)S(1)}`: checked
against XLA's grammar (hlo_parser.cc ParseLayout), then dropped (we model no tiling or
memory space). XLA's parser reads each item at most once, in this order:

    D(D|C|S|H[+][~], ...)  T(n|*, ...)(...)...  L(n)  #(uN)  *(uN)  E(n)  S(n)
    SC(d:i, ...)(...)...  P(shape)  M(n)

and refuses anything else ("expects layout to end with '}'"), a dimension level type it
does not know, and any P(...) physical shape (only a sparse array may have one, and XLA
rejects those that are not). `#`/`*` (sparse index and pointer types) XLA's module reader
refuses on a dense array: so do we.
"""
from __future__ import annotations

from .lexer import INT, NAME, PUNCT, Token

_ORDER = ("D", "T", "L", "#", "*", "E", "S", "SC", "P", "M")
_REPEATS = frozenset({"T", "SC"})           # T(8,128)(2,1): one group per tile
_LEVELS = frozenset({"D", "C", "S", "H"})   # dense, compressed, singleton, loose compressed
_SPARSE_ONLY = {"P": "a physical shape P(...)", "#": "an index type #(...)", "*": "a pointer type *(...)"}


def check_tail(tokens: list[Token], fail) -> None:
    """`tokens`: what follows ':' inside the layout's braces; fail(message, token) raises."""
    i, item = 0, 0
    while i < len(tokens):
        t = tokens[i]
        while item < len(_ORDER) and _ORDER[item] != t.text:
            item += 1
        if item == len(_ORDER) or i + 1 >= len(tokens) or tokens[i + 1].text != "(":
            fail(f"unexpected {t.text!r} in a layout: after ':' XLA reads D(...) T(...) L(..) #(..) *(..) "
                 "E(..) S(..) SC(...) P(...) M(..), each once, in this order", t)
        letter = _ORDER[item]
        if letter in _SPARSE_ONLY:
            fail(f"the layout has {_SPARSE_ONLY[letter]}, which only a sparse array has (XLA refuses it here)", t)
        i += 1
        while True:
            close = _close(tokens, i, fail)
            _check_group(letter, tokens[i + 1:close], tokens[i], fail)
            i = close + 1
            if letter not in _REPEATS or i >= len(tokens) or tokens[i].text != "(":
                break
        item += 1


def _close(tokens: list[Token], i: int, fail) -> int:
    depth = 0
    for j in range(i, len(tokens)):
        depth += {"(": 1, ")": -1}.get(tokens[j].text, 0) if tokens[j].kind == PUNCT else 0
        if depth == 0:
            return j
    fail("'(' in the layout is never closed", tokens[i])


def _check_group(letter: str, body: list[Token], open_tok: Token, fail) -> None:
    """One parenthesized group of item `letter` (its tokens, without the parentheses)."""
    texts = [t.text for t in body]
    if letter == "D":
        for part in _split(body):
            if not part or part[0].kind != NAME or part[0].text not in _LEVELS \
                    or [t.text for t in part[1:]] not in ([], ["+"], ["~"], ["+", "~"]):
                bad = part[0] if part else open_tok
                fail(f"expected a DimLevelType abbreviation (D, C, S or H) in the layout, found {bad.text!r}", bad)
    elif letter == "T":
        if any(len(part) != 1 or (part[0].kind != INT and part[0].text != "*") for part in _split(body)):
            fail("a tile T(...) lists sizes or '*', separated by ','", open_tok)
    elif letter == "SC":
        if len(body) < 2 or body[0].kind != INT or texts[1] != ":" or any(
                t.kind != INT and t.text != "," for t in body[2:]):
            fail("a split config SC(...) is (dimension:index, ...)", open_tok)
    elif len(body) != 1 or body[0].kind != INT:
        fail(f"{letter}(...) in a layout takes one integer", open_tok)


def _split(body: list[Token]) -> list[list[Token]]:
    parts: list[list[Token]] = [[]]
    for t in body:
        if t.kind == PUNCT and t.text == ",":
            parts.append([])
        else:
            parts[-1].append(t)
    return [] if parts == [[]] else parts

