"""StableHLO test-suite modules: `check.expect_*` assertions become comparisons.

Accepted forms (stablehlo/tests/interpret/*.mlir and stablehlo/testdata/*.mlir):
  check.expect_eq %a, %b : T            check.expect_eq_const %a, dense<...> : T
  check.expect_almost_eq %a, %b : T     check.expect_almost_eq_const %a, dense<...> : T
  check.expect_close %a, %b, max_ulp_difference = N : T, T     (also the old check.eq / check.almost_eq)
  stablehlo.custom_call @check.expect_eq(%a, %b) {...} : ...   (any check.* target; @check.eq -> i1)
  "check.expect_eq"(%a, %b) : ...                              (generic form)
IREE's e2e tests (iree/tests/e2e/stablehlo_ops) spell them check.expect_eq(%a, %b) : T and
check.expect_almost_eq_const(%a, dense<...> : T[, 1.0e-4 | , atol X, rtol Y]) : T: there
almost_eq is IREE's |a - b| <= atol + rtol*|b| with IREE's defaults atol 1e-4, rtol 0. Their
operands come from IREE's own ops, read here where the meaning is plain:
`util.unfoldable_constant V : T` is a constant the compiler may not fold (a stablehlo.constant
behind a stablehlo.optimization_barrier), util.optimization_barrier is StableHLO's,
`flow.tensor.dynamic_constant V : T -> T'` is that constant converted to the dynamic T', and
a `tensor.cast` a stablehlo.convert (an `arith.constant` of a tensor is read as a constant
for every module, passes/foreign.py); any other util/flow/hal/iree_input op is refused with
one line naming it. Such files hold one test per public function: split_tests gives one
module each.
The check dialect is not registered in jaxlib, so the pretty forms are first rewritten to
generic unregistered ops (a `_const` value becomes a stablehlo.constant); then every check
is removed and the entry function returns the checked values instead: first the actual
value of each check, then its expected value. Nothing is executed by the checks.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from jaxlib.mlir import ir

from ..errors import ProgramError
from ..mlir_module import entry_name, functions
from .modinfo import entry_block, set_results

_STATEMENT = re.compile(r"^([ \t]*)(check\.[A-Za-z_]+)(?=[\s(<])", re.M)
# an IREE op (or a tensor.cast) starting a statement: `%x = util.unfoldable_constant ...`
_IREE = re.compile(r"^([ \t]*)(%[\w$.-]+(?::\d+)?)[ \t]*=[ \t]*"
                   r"((?:util|flow|hal|iree_input)\.[\w.]+|tensor\.cast)(?=[\s(<{])", re.M)
_IREE_OPEN = re.compile(r"^[ \t]*(?:%[\w$.-]+(?::\d+)?[ \t]*=[ \t]*)?((?:util|flow|hal|iree_input)\.[\w.]+)", re.M)
_FUNC = re.compile(r"^func\.func[ \t]+(?:(public|private|nested)[ \t]+)?@([\w$.-]+|\"[^\"]*\")", re.M)
_IREE_READ = ("util.unfoldable_constant", "util.optimization_barrier", "flow.tensor.dynamic_constant")
IREE_ATOL = 1e-4     # IREE's check.expect_almost_eq(_const) defaults (CheckOps.td): atol 1e-4, rtol 0
_OPEN, _CLOSE = "([{<", ")]}>"
MARK = "hlobridge.check"


@dataclass
class Check:
    kind: str                      # "eq" | "almost_eq" | "close"
    op: str                        # the check's own name, e.g. check.expect_almost_eq_const
    tolerance: float | tuple[float, float] | None = None    # (atol, rtol): IREE's spelling
    max_ulp: int | None = None

    @property
    def label(self) -> str:
        return self.op


def kind_of(name: str) -> str | None:
    short = name.split(".", 1)[-1]
    if "serialized" in short or "probe" in short:
        return None
    if "almost_eq" in short:
        return "almost_eq"
    if "close" in short:
        return "close"
    if short in ("eq", "eq_const", "expect_eq", "expect_eq_const"):
        return "eq"
    return None


def has_checks(text: str) -> bool:
    return "check." in text


def split_tests(text: str) -> list[tuple[str, str]]:
    """IREE's layout, one test per public function and no @main: [(name, module text)], one
    per function holding checks (the private functions kept in each; the other tests'
    lines left blank, so positions still name the file's lines). [] for any other text."""
    starts = list(_FUNC.finditer(text))
    if not has_checks(text) or any(m.group(2) == "main" for m in starts):
        return []
    ends = [m.start() for m in starts[1:]] + [len(text)]
    funcs = [(m.group(1) or "public", m.group(2).strip('"'), m.start(), end) for m, end in zip(starts, ends)]
    tests = [f for f in funcs if f[0] == "public" and "check." in text[f[2]:f[3]]]
    if len(tests) < 2:
        return []
    head = text[:funcs[0][2]]
    return [(name, head + "".join(text[a:b] if (vis == "private" or a == start) else "\n" * text.count("\n", a, b)
                                  for vis, _, a, b in funcs))
            for _, name, start, _ in tests]


def rewrite_text(text: str) -> str:
    """Pretty `check.*` statements -> generic `"hlobridge.check"` ops (parseable); IREE's
    constants -> StableHLO (see the module docstring)."""
    return _rewrite_checks(_rewrite_iree(text))


def _rewrite_iree(text: str) -> str:
    out, pos, n = [], 0, 0
    for m in _IREE.finditer(text):
        if m.start() < pos:
            continue
        indent, result, op = m.groups()
        end = _statement_end(text, m.end())
        body = text[m.end():end].strip()
        if op == "util.unfoldable_constant":
            value, t = _split_colon(body)
            new = (f"{indent}%__hb_unfoldable_{n} = stablehlo.constant {value} : {t} "
                   f"{result} = stablehlo.optimization_barrier %__hb_unfoldable_{n} : {t}")
        elif op == "util.optimization_barrier":
            new = f"{indent}{result} = stablehlo.optimization_barrier {body}"
        elif op == "flow.tensor.dynamic_constant":   # `V : T -> T'`, T' with ? sizes: its shape unknown to the compiler
            value, types = _split_colon(body)
            t, dyn = (x.strip() for x in types.split("->"))
            new = (f"{indent}%__hb_unfoldable_{n} = stablehlo.constant {value} : {t} "
                   f"{result} = stablehlo.convert %__hb_unfoldable_{n} : ({t}) -> {dyn}")
        elif op == "tensor.cast":                    # `%y : T to T'`: T, T' differ in known sizes only
            value, types = _split_colon(body)
            t, to = (x.strip() for x in types.split(" to "))
            new = f"{indent}{result} = stablehlo.convert {value} : ({t}) -> {to}"
        else:
            break                            # refused below
        # one line per statement, then the statement's own line breaks: positions still name the file's lines
        out += [text[pos:m.start()], " ".join(new.split("\n")), "\n" * text.count("\n", m.start(), end)]
        pos, n = end, n + 1
    out.append(text[pos:])
    text = "".join(out)
    for m in _IREE_OPEN.finditer(text):
        if m.group(1) not in _IREE_READ:
            line = text.count("\n", 0, m.start()) + 1
            raise ProgramError(f"line {line}: {m.group(1)} is an IREE op with no StableHLO meaning "
                               f"hlobridge can run (understood: {', '.join(_IREE_READ)})")
    return text


def _rewrite_checks(text: str) -> str:
    out, pos, n = [], 0, 0
    for m in _STATEMENT.finditer(text):
        if m.start() < pos:
            continue
        end = _statement_end(text, m.end())
        out.append(text[pos:m.start()])
        out.append(_generic(m.group(1), m.group(2), text[m.end():end].strip(), n))
        pos, n = end, n + 1
    out.append(text[pos:])
    return "".join(out)


def _statement_end(text: str, i: int) -> int:
    depth = 0
    while i < len(text):
        c = text[i]
        if c == "-" and text[i:i + 2] == "->":
            i += 2
            continue
        if c in _OPEN:
            depth += 1
        elif c in _CLOSE:
            depth -= 1
        elif c == '"':
            j = text.find('"', i + 1)
            i = j if j > 0 else len(text)
        elif c == "\n" and depth <= 0:
            if not (_near(text, i, -1) in (",", ":") or _near(text, i, 1) in (":", ",")):   # else: continued
                return i
        i += 1
    return i


def _near(text: str, i: int, step: int) -> str:
    """The first non-blank character from text[i] in direction `step` ('' at the ends)."""
    while 0 <= i < len(text) and text[i].isspace():
        i += step
    return text[i] if 0 <= i < len(text) else ""


def _split_top(s: str, sep: str, first_only: bool = False) -> list[str]:
    parts, depth, start = [], 0, 0
    for i, c in enumerate(s):
        if c in _OPEN:
            depth += 1
        elif c in _CLOSE:
            depth -= 1
        elif c == sep and depth == 0:
            parts.append(s[start:i])
            start = i + 1
            if first_only:
                break
    parts.append(s[start:])
    return [p.strip() for p in parts]


def _generic(indent: str, name: str, body: str, n: int) -> str:
    body, attrs = _take_attr_dict(body)
    iree = body.startswith("(")
    if iree:                        # IREE spelling: check.expect_eq(%a, %b) : T
        close = _matching(body, 0)
        head, types = body[1:close], _split_colon(body[close + 1:])[1]
    else:
        head, types = _split_colon(body)
    items = _split_top(head, ",")
    operands = [x for x in items if x.startswith("%")]
    consts = []
    for x in items:
        if x.startswith("%"):
            continue
        if "=" in x.split("<")[0]:          # keyword form: tolerance = 1e-3
            k, v = x.split("=", 1)
            attrs[k.strip()] = v.strip()
        elif iree and x.split()[0] in ("atol", "rtol"):     # IREE: `, atol 1e-2, rtol 1e-3`
            attrs[x.split()[0]] = x.split(None, 1)[-1]
        elif iree and _is_number(x):        # older IREE: a bare tolerance, the absolute one
            attrs["atol"] = x
        else:
            consts.append(_split_colon(x)[0] if iree else x)
    if iree and kind_of(name) == "almost_eq":
        attrs.setdefault("atol", str(IREE_ATOL))
        attrs.setdefault("rtol", "0.0")
    type_list = _split_top(types, ",") if types else []
    if not operands or not type_list:
        raise ProgramError(f"cannot read the check statement: {name} {body}")
    t = type_list[0]
    lines = []
    if consts:   # `_const` form: the value's type is the trailing type
        lines.append(f"{indent}%__hb_expect_{n} = stablehlo.constant {consts[0]} : {t}")
        operands = [operands[0], f"%__hb_expect_{n}"]
    t2 = type_list[1] if len(type_list) > 1 else t
    attr_text = ", ".join([f'check = "{name}"'] + [f'{k} = "{v.replace(chr(34), "")}"' for k, v in attrs.items()])
    lines.append(f'{indent}"{MARK}"({", ".join(operands[:2])}) {{{attr_text}}} : ({t}, {t2}) -> ()')
    return "\n".join(lines)


def _is_number(s: str) -> bool:
    try:
        float(s)
        return True
    except ValueError:
        return False


def _matching(s: str, i: int) -> int:
    """Index of the bracket closing the one at s[i]."""
    depth = 0
    for j in range(i, len(s)):
        depth += s[j] in _OPEN
        depth -= s[j] in _CLOSE
        if depth == 0:
            return j
    raise ProgramError(f"unbalanced brackets in check statement: {s}")


def _take_attr_dict(body: str) -> tuple[str, dict]:
    """Remove a top-level `{k = v, ...}` attribute dictionary; return the rest and its items."""
    depth = 0
    for i, c in enumerate(body):
        if c == "{" and depth == 0:
            close = _matching(body, i)
            inner = body[i + 1:close]
            attrs = {}
            for item in _split_top(inner, ","):
                if "=" in item:
                    k, v = item.split("=", 1)
                    attrs[k.strip()] = v.strip()
            return body[:i] + body[close + 1:], attrs
        if c in _OPEN:
            depth += 1
        elif c in _CLOSE:
            depth -= 1
    return body, {}


def _split_colon(body: str) -> tuple[str, str]:
    """Operands/value before the types. A `dense<...> : T` value keeps its ':' as the type."""
    parts = _split_top(body, ":", first_only=True)
    return (parts[0], parts[1]) if len(parts) == 2 else (parts[0], "")


# ---------------------------------------------------------------- on the parsed module

def extract_checks(module: ir.Module) -> list[Check]:
    """Remove the checks of the entry function; it returns actuals then expecteds. In place."""
    with module.context:
        return _extract(module)


def _extract(module: ir.Module) -> list[Check]:
    funcs = functions(module)
    if not funcs:
        return []
    name = entry_name(funcs)
    func = funcs[name]
    found = []

    def visit(op):
        kind = _check_kind(op)
        if kind:
            found.append((op, kind))
        return ir.WalkResult.ADVANCE
    func.walk(visit)
    if not found:
        return []
    blocks = len(list(func.regions[0].blocks))
    if blocks > 1:   # (IREE's while.mlir: TF's importer wrote its loop as cf.br/cf.cond_br)
        raise ProgramError(f"@{name} has {blocks} blocks (branches between them, cf.br / cf.cond_br): a "
                           f"StableHLO function is one block, loops are stablehlo.while; hlobridge runs no branches")
    block = entry_block(func)
    checks, actual, expected = [], [], []
    for op, (kind, label) in found:
        if op.parent != func:
            raise ProgramError(f"{label} inside a region is not supported: checks must be in the entry block")
        if len(op.operands) < 2:
            raise ProgramError(f"{label} needs two operands")
        attrs = {}
        for a in op.attributes:   # names or NamedAttributes, depending on the bindings
            name = a if isinstance(a, str) else a.name
            attrs[name] = op.attributes[name]
        tolerance = _float(attrs.get("tolerance"))
        if "atol" in attrs or "rtol" in attrs:   # IREE's pair
            tolerance = (_float(attrs.get("atol")) or 0.0, _float(attrs.get("rtol")) or 0.0)
        checks.append(Check(kind, label, tolerance, _int(attrs.get("max_ulp_difference"))))
        actual.append(op.operands[0])
        expected.append(op.operands[1])
    values = actual + expected
    ret = next(o.operation for o in block.operations if o.operation.name == "func.return")
    for op, _ in found:
        for r in op.results:    # an i1 result of @check.eq is only returned: replaced below
            if any(u.owner.operation != ret for u in r.uses):
                raise ProgramError(f"the result of {op.name} is used by another op")
    set_results(func, values)
    for op, _ in found:
        op.erase()
    if name != "main":
        func.attributes["sym_name"] = ir.StringAttr.get("main", context=module.context)
    return checks


def _check_kind(op):
    name = op.name
    if name == MARK:
        label = ir.StringAttr(op.attributes["check"]).value
    elif name.startswith("check."):
        label = name
    elif name == "stablehlo.custom_call":
        target = ir.StringAttr(op.attributes["call_target_name"]).value
        if not target.startswith("check."):
            return None
        label = target
    else:
        return None
    kind = kind_of(label)
    return (kind, label) if kind else None


def _number(attr, read, parse):
    """An attribute's number: read through the bindings, else parsed from its text (a
    string or a typed literal like `1.5 : f32`); None when absent or not a number."""
    if attr is None:
        return None
    try:
        return read(attr)
    except (ValueError, TypeError):
        try:
            return parse(str(attr).strip('"').split(":")[0].strip())
        except ValueError:
            return None


def _float(attr) -> float | None:
    return _number(attr, lambda a: float(ir.FloatAttr(a).value), float)


def _int(attr) -> int | None:
    return _number(attr, lambda a: int(ir.IntegerAttr(a).value), lambda t: int(float(t)))
