"""HLO text cut into two modules that together compute the original, so that two processes can
read a big dump at once (bridge/formats/hlo_parallel.py joins their StableHLO again).

The entry computation is cut between two of its instruction lines:

  first half   the header, every computation, the entry's parameters and instructions up to
               the cut; its ROOT is a new tuple of the values the second half uses
  second half  the header, the computations the second half calls, those values as
               parameters, and the entry's instructions from the cut on (the original ROOT)

`split` only cuts text in the shape XLA prints (a computation per `{ ... }` block, one
instruction per line, names written `%name`) and only where the halves can join to exactly
what the whole text gives: it returns None for anything else, and the text is read whole.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .emit import DYNAMIC_DIM

MIN_BYTES = 1 << 20   # below this the second process costs more than it saves
# an instruction line: `  [ROOT] %name = SHAPE opcode(...`; a tuple shape may hold spaces
_INST = re.compile(r"^[ \t]+(ROOT[ \t]+)?%([\w.\-]+)[ \t]*=[ \t]*(\(.*?\)|[^\s(]\S*)[ \t]+([\w\-]+)\(.*$", re.M)
# a computation: a line at column 0 ending in '{', indented lines, a line '}'
_BLOCK_START = re.compile(r"^\S[^\n]*\{[ \t]*$", re.M)
_BLOCK_END = re.compile(r"\n\}[ \t]*(?=\n|$)")
_COLUMN_0 = re.compile(r"\n\S")
_REF = re.compile(r"%([\w.\-]+)")
_SUFFIX = re.compile(r"\.\d+$")
_ARRAY = re.compile(r"[a-z][a-z0-9]*\[[0-9,]*\](?:\{[0-9,]*\})?")   # a static array shape, default-form layout
_ENTRY = re.compile(r"ENTRY[ \t]+%?([\w.\-]+)")
_NAME = re.compile(r"%?([\w.\-]+)")
_LAYOUT_ATTR = ", entry_computation_layout="
_LEAF = re.compile(r"[a-z][a-z0-9]*\[([0-9,]*)\](?:\{([^{}]*)\})?")
# what a half cannot carry alone: aliasing and donors name the entry's results and parameters
# together; Shardy's round trip and dynamic dimensions are module-wide (bridge.hlo.emit)
_WHOLE_ONLY = ("input_output_alias=", "buffer_donor=", "xla.sdy.")


@dataclass(frozen=True)
class Halves:
    first: str
    second: str
    crossing: tuple[str, ...]   # the values the first half returns and the second takes, in order


def split(text: str, min_bytes: int = MIN_BYTES, at: float | None = None) -> Halves | None:
    """The two halves of `text`, or None (see the module docstring). `at`: where to cut, a
    fraction of the entry's instructions (by default where the halves take about as long)."""
    if len(text) < min_bytes or any(s in text for s in _WHOLE_ONLY) or (
            ("<=" in text or "?" in text) and DYNAMIC_DIM.search(text)):
        return None
    blocks = _blocks(text)
    if blocks is None:
        return None
    header, comps, (entry_line, body, entry_name) = blocks
    if not _names_apart(comps):
        return None
    lines = body.split("\n")
    insts = _INST.findall(body)   # (root, name, shape, opcode), a line each
    if not insts or len(insts) != len(lines):
        return None
    head = _header_without_layout(header, [i[3] for i in insts].count("parameter"))
    if head is None:
        return None
    n = len(insts)
    cut = _cut(n, sum(len(b) for _, b in comps.values()) / max(1, len(body)) * n) if at is None \
        else max(1, min(n - 1, round(at * n)))
    return _halves(text, head, comps, (entry_line, lines, entry_name), insts, cut)


def _blocks(text: str):
    """(header lines, {name: (first line, body)} of the computations, (first line, body, name)
    of the entry, which comes last), or None when the text is not laid out so."""
    first_block = _BLOCK_START.search(text)
    if first_block is None or not text[:first_block.start()].lstrip().startswith("HloModule"):
        return None
    at = first_block.start()
    comps: dict[str, tuple[str, str]] = {}
    for end in _BLOCK_END.finditer(text, at):
        chunk = text[at:end.start()].lstrip("\n")
        at = end.end()
        line, _, inner = chunk.partition("\n")
        if not line.rstrip().endswith("{") or inner[:1] not in " \t" or _COLUMN_0.search(inner):
            return None   # (no computation's first line, or a line at column 0 inside one)
        m = _ENTRY.match(line)
        if m:
            if text[at:].strip():
                return None
            return text[:first_block.start()].rstrip("\n").split("\n"), comps, (line, inner, m.group(1))
        m = _NAME.match(line)
        if not m or m.group(1) in comps:
            return None
        comps[m.group(1)] = (line, inner)
    return None


def _names_apart(comps) -> bool:
    """Whether each computation's function is named the same by a reader of either half as by
    one of the whole text: bridge.hlo.emit names it after the computation less its `.N`
    (`_where.12` -> `_where`) unless that name is taken, which then depends on what else the
    reader built. So: no two computations alike but for that suffix, none named as another
    less its suffix, none with two (which a builder's own symbol could be named), none named
    `main` (the entry's function: it would keep its builder symbol)."""
    bare = [_SUFFIX.sub("", name) or name for name in comps]
    return len(set(bare)) == len(bare) and "main" not in comps and not any(
        b != name and (b in comps or _SUFFIX.search(b)) for b, name in zip(bare, comps))


def _header_without_layout(header: list[str], n_params: int) -> list[str] | None:
    """The header, its entry_computation_layout (which names the whole entry's signature) left
    out; None unless that layout says nothing the halves lose: every layout the default one,
    no memory space, one shape per parameter (the checks the whole text's reader makes)."""
    first = header[0]
    at = first.find(_LAYOUT_ATTR)
    if at < 0:
        return header
    start = at + len(_LAYOUT_ATTR)
    depth, end = 0, None
    for m in re.finditer(r"[{}]", first[start:]):
        depth += 1 if m.group() == "{" else -1
        if depth == 0:
            end = start + m.end()
            break
    if end is None:
        return None
    layout = first[start:end]
    if ":" in layout or "->" not in layout:
        return None
    for dims, minor in _LEAF.findall(layout):
        rank = len(dims.split(",")) if dims else 0
        if minor and minor != ",".join(str(d) for d in range(rank - 1, -1, -1)):
            return None
    params = layout[1:].partition("->")[0].strip()
    if not (params.startswith("(") and params.endswith(")") and _top_level_count(params[1:-1]) == n_params):
        return None
    return [first[:at] + first[end:], *header[1:]]


def _top_level_count(items: str) -> int:
    """How many comma-separated shapes `items` holds outside brackets."""
    text = re.sub(r"/\*.*?\*/|\[[^\[\]]*\]|\{[^{}]*\}", "", items)
    while "(" in text:
        text, n = re.subn(r"\([^()]*\)", "", text)
        if not n:
            return -1
    return text.count(",") + 1 if text.strip() else 0


def _cut(n_insts: int, comp_lines: float) -> int:
    """Where to cut the entry: the first half reads every computation, the second only those
    it calls (about its share of them), so the first takes fewer entry lines."""
    return max(1, min(n_insts - 1, round(n_insts * n_insts / (2 * n_insts + comp_lines))))


def _halves(text, head, comps, entry, insts, cut) -> Halves | None:
    entry_line, lines, entry_name = entry
    n = len(lines)
    later_params = [k for k in range(cut, n) if insts[k][3] == "parameter"]   # every parameter is the first half's
    firsts = [*range(cut), *later_params]
    if any(insts[k][0] for k in firsts):
        return None   # (the ROOT before the cut)
    hoisted = set(later_params)
    seconds = [k for k in range(cut, n) if k not in hoisted] if hoisted else range(cut, n)
    first = [lines[k] for k in firsts]
    second = [lines[k] for k in seconds]
    defined_first = {insts[k][1]: insts[k][2] for k in firsts}
    if len(defined_first) + len({insts[k][1] for k in seconds} - defined_first.keys()) != n or not second:
        return None   # (a name defined twice: the whole text's reader says so)
    second_body = "\n".join(second)
    crossing, called = [], set()
    for name in dict.fromkeys(_REF.findall(second_body)):
        if name in defined_first:
            shape = defined_first[name]
            if not _ARRAY.fullmatch(shape) or shape.startswith("token"):
                return None   # (a tuple or token crossing: a parameter of it would be typed otherwise)
            crossing.append(name)
        elif name in comps:
            called.add(name)
    if not crossing:
        return None
    todo = list(called)
    while todo:   # (what the called computations call in turn)
        for name in _REF.findall(comps[todo.pop()][1]):
            if name in comps and name not in called:
                called.add(name)
                todo.append(name)
    root_name = _fresh(text, "halves_root")
    shapes = ", ".join(defined_first[n] for n in crossing)
    first_text = "\n".join([
        *head, *_comp_lines(comps, comps.keys()), f"ENTRY %{entry_name} {{", *first,
        f"  ROOT %{root_name} = ({shapes}) tuple({', '.join('%' + n for n in crossing)})", "}", ""])
    second_text = "\n".join([
        *head, *_comp_lines(comps, called), entry_line,
        *(f"  %{n} = {defined_first[n]} parameter({p})" for p, n in enumerate(crossing)), second_body, "}", ""])
    return Halves(first_text, second_text, tuple(crossing))


def _comp_lines(comps, names) -> list[str]:
    return [f"{line}\n{body}\n}}\n" for name, (line, body) in comps.items() if name in names]   # (the text's order)


def _fresh(text: str, base: str) -> str:
    name, k = base, 0
    while name in text:
        k += 1
        name = f"{base}.{k}"
    return name
