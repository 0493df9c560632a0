"""Shrink a mismatching module to a small one that still mismatches (delta debugging).

Steps, each kept only if the baseline and the first mismatching backend still disagree:
1. Return only the first mismatching output; drop everything it does not use.
2. ddmin over the ops of @main: replace a chunk of ops by new parameters fed with the
   values the baseline computed for those ops on the original inputs. Downstream ops then
   see exactly what they saw before, so a bug below the cut keeps mismatching and one in
   the cut disappears: the search converges on the faulty ops. Dead ops and unused
   parameters are dropped after every step.
3. Bypass: replace an op by one of its operands of the result's type (x + y -> x).
4. Replace each remaining op by a zero constant, where that keeps the mismatch.
5. Shrink shapes: every dimension size d > 1 of the module's tensor types is tried as 1,
   then d // 2 (inputs sliced to match); candidates that do not verify are skipped.
Steps 2-5 run a second time when the first round changed anything (smaller shapes let more
bypasses type-check). At most MAX_CANDIDATES modules are tried.
Ops are identified across candidates by a NameLoc tag ("hb.N") on each top-level op.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np
from jaxlib.mlir import ir, passmanager

from ..context import get_context
from ..errors import HloBridgeError
from ..mlir_module import parse_mlir_text
from ..mlir_module import entry_function
from .modinfo import entry_block, set_results

_TAG = "hb."
_STALE = ("arg_attrs", "res_attrs")   # a reduced function's old per-argument/result attributes
_SIDE_EFFECTS = frozenset({"stablehlo.custom_call", "stablehlo.outfeed", "stablehlo.send", "stablehlo.recv",
                           "stablehlo.infeed", "func.return"})
MAX_CANDIDATES = 400
_MAX_OPERANDS = 8


@dataclass
class Reduction:
    text: str
    inputs: list
    ops_before: int
    ops_after: int
    candidates: int
    backends: tuple
    reason: str

    def npz_bytes(self) -> bytes:
        from .inputs import save_npz
        return save_npz(self.inputs)

    def to_dict(self) -> dict:
        return {"text": self.text, "inputs_npz": self.npz_bytes(), "ops_before": self.ops_before,
                "ops_after": self.ops_after, "candidates": self.candidates, "backends": list(self.backends),
                "reason": self.reason}


def reduce_program(program, inputs=None, backends=("cpu", "reference"), seed: int = 0, baseline=None,
                   policy=None, generator=None) -> Reduction:
    from .core import difftest
    report = difftest(program, inputs=inputs, backends=backends, seed=seed, baseline=baseline, policy=policy,
                      generator=generator)
    other = next((b for b, outs in report.comparisons.items() if any(o.verdict == "mismatch" for o in outs)),
                 None)
    if other is None:
        raise HloBridgeError(f"nothing to reduce: {report.name} does not mismatch ({report.verdict})")
    from .backends import resolve
    pair = [p for p in resolve(backends) if p[0] in (report.baseline, other)]
    pair.sort(key=lambda p: p[0] != report.baseline)
    output = next(o.index for o in report.comparisons[other] if o.verdict == "mismatch")
    from .prepare import prepare
    r = _Reducer(prepare(program), report.inputs, pair, policy)
    return r.run(output)


class _Reducer:
    def __init__(self, prepared, inputs, pair, policy):
        self.pair, self.policy = pair, policy
        self.inputs = list(inputs)
        self.tries = 0
        module = ir.Module.parse(prepared.module.operation.get_asm(binary=True), context=get_context())
        block = entry_block(entry_function(module))
        for n, op in enumerate(block.operations):
            if op.operation.name != "func.return":
                op.operation.location = ir.Location.name(f"{_TAG}{n}", context=module.context)
        self.ops_before = _count(block)
        self.text = _asm(module)
        self.origins = [("arg", i) for i in range(len(self.inputs))]
        self.values: dict = {}
        self.reason = ""

    # -- predicate
    def interesting(self, text: str, origins) -> bool:
        from .core import difftest
        if self.tries >= MAX_CANDIDATES:
            return False
        self.tries += 1
        try:
            report = difftest(text, inputs=[self._value(o) for o in origins], backends=self.pair,
                              policy=self.policy)
        except HloBridgeError:
            return False
        if report.verdict == "mismatch":
            self.reason = report.reason
            return True
        return False

    def _value(self, origin):
        kind, key = origin
        return self.inputs[key] if kind == "arg" else self.values[key]

    def accept_if(self, candidate) -> bool:
        if candidate is None:
            return False
        text, origins = candidate
        if self.interesting(text, origins):
            self.text, self.origins = text, origins
            return True
        return False

    # -- driver
    def run(self, output: int) -> Reduction:
        if not self.interesting(self.text, self.origins):
            raise HloBridgeError("cannot reduce: the mismatch does not reproduce on a second run")
        self.accept_if(_edit(self.text, self.origins, keep_output=output))
        self._record_values()
        for _ in range(2):   # a second round: shrunk shapes make more bypasses type-check
            before = self.text
            self._ddmin()
            self._bypass()
            for tag in self._tags():
                self.accept_if(_edit(self.text, self.origins, replace=[tag], constant=True))
            self._shrink()
            if self.text == before:
                break
        module = ir.Module.parse(self.text, context=get_context())
        with module.context:   # functions nothing calls any more (jax's private helpers of removed ops)
            passmanager.PassManager.parse("builtin.module(symbol-dce)").run(module.operation)
        return Reduction(str(module), [self._value(o) for o in self.origins], self.ops_before,
                         _count(entry_block(entry_function(module))), self.tries, tuple(n for n, _ in self.pair),
                         self.reason)

    def _tags(self) -> list[str]:
        module = ir.Module.parse(self.text, context=get_context())
        return [_tag_of(op.operation) for op in entry_block(entry_function(module)).operations
                if _tag_of(op.operation) and op.operation.name != "stablehlo.constant"]

    def _record_values(self) -> None:
        """Every top-level op's results as the baseline computes them on the current inputs."""
        module = ir.Module.parse(self.text, context=get_context())
        func = entry_function(module)
        block = entry_block(func)
        ret = next(o.operation for o in block.operations if o.operation.name == "func.return")
        keys, values = [], []
        for op in block.operations:
            tag = _tag_of(op.operation)
            for i, r in enumerate(op.operation.results if tag else ()):
                if isinstance(r.type, ir.RankedTensorType):   # types come downcast
                    keys.append((tag, i))
                    values.append(r)
        set_results(func, list(ret.operands) + values, drop=_STALE)
        from .prepare import finish
        name, run = self.pair[0]
        try:
            outs = run(finish(module, "values"), [self._value(o) for o in self.origins])
        except Exception:  # noqa: BLE001 - without values only whole-output cuts are possible
            return
        n_before = len(outs) - len(keys)
        self.values = {k: np.asarray(v) for k, v in zip(keys, outs[n_before:])}

    def _ddmin(self) -> None:
        tags = [t for t in self._tags() if any(k[0] == t for k in self.values)]
        n = 2
        while tags and self.tries < MAX_CANDIDATES:
            size = max(1, -(-len(tags) // n))
            chunks = [tags[i:i + size] for i in range(0, len(tags), size)]
            for chunk in chunks:
                if self.accept_if(_edit(self.text, self.origins, replace=chunk)):
                    live = set(self._tags())
                    tags = [t for t in tags if t in live]
                    n = max(n - 1, 2)
                    break
            else:
                if size == 1:
                    break
                n = min(len(tags), 2 * n)

    def _bypass(self) -> None:
        """Replace an op by one of its operands of the result's type (x + y -> x), from the
        output backwards, until nothing more goes."""
        changed = True
        while changed and self.tries < MAX_CANDIDATES:
            changed = False
            for tag in reversed(self._tags()):
                for k in range(_MAX_OPERANDS):
                    candidate = _edit(self.text, self.origins, bypass=(tag, k))
                    if candidate == "no-operand":
                        break
                    if candidate is not None and self.accept_if(candidate):
                        changed = True
                        break
                if changed:
                    break

    def _shrink(self) -> None:
        for d in sorted(_dim_sizes(self.text), reverse=True):
            for new in (1, d // 2):
                if 1 <= new < d and self._try_shape(d, new):
                    break

    def _try_shape(self, d: int, new: int) -> bool:
        text = _TENSOR.sub(lambda m: _resize(m, d, new), self.text)
        try:
            module = parse_mlir_text(text)   # (text edited by regex: never parsed before)
            if not module.operation.verify():
                return False
        except Exception:  # noqa: BLE001 - the candidate does not parse or verify: not viable
            return False
        saved = (self.inputs, self.values)
        self.inputs = [_slice(a, d, new) for a in self.inputs]
        self.values = {k: _slice(v, d, new) for k, v in self.values.items()}
        if self.accept_if((text, self.origins)):
            return True
        self.inputs, self.values = saved
        return False


# ---------------------------------------------------------------- module edits

_TENSOR = re.compile(r"tensor<([0-9x]+)x")


def _resize(m, d: int, new: int) -> str:
    dims = [str(new) if x == str(d) else x for x in m.group(1).split("x")]
    return f"tensor<{'x'.join(dims)}x"


def _dim_sizes(text: str) -> set[int]:
    return {int(x) for m in _TENSOR.finditer(text) for x in m.group(1).split("x") if x and int(x) > 1}


def _slice(a: np.ndarray, d: int, new: int) -> np.ndarray:
    return np.ascontiguousarray(a[tuple(slice(0, new) if s == d else slice(None) for s in a.shape)])


def _tag_of(op) -> str | None:
    loc = str(op.location)
    m = re.match(r'loc\("(hb\.\d+)"\)', loc)
    return m.group(1) if m else None


def _asm(module: ir.Module) -> str:
    return module.operation.get_asm(enable_debug_info=True)


def _count(block) -> int:
    return sum(1 for op in block.operations if op.operation.name not in ("func.return", "stablehlo.constant"))


def _edit(text: str, origins, **edit):
    """A candidate (text, origins), None when the edit does not apply ("no-operand" when
    `bypass` names an operand past the op's last). See _apply for the edits."""
    try:
        return _apply(text, origins, **edit)
    except (ValueError, TypeError, RuntimeError, IndexError):   # an edit the IR refuses: skip it
        return None


def _apply(text: str, origins, replace=(), constant: bool = False, keep_output: int | None = None,
           bypass: tuple | None = None):
    module = ir.Module.parse(text, context=get_context())
    func = entry_function(module)
    block = entry_block(func)
    origins = list(origins)
    ret = next(o.operation for o in block.operations if o.operation.name == "func.return")
    if keep_output is not None:
        if len(ret.operands) <= 1:
            return None
        set_results(func, [ret.operands[keep_output]], drop=_STALE)
    for op in list(block.operations):
        op = op.operation
        tag = _tag_of(op)
        if bypass is not None and tag == bypass[0]:
            if bypass[1] >= len(op.operands):
                return "no-operand"
            x = op.operands[bypass[1]]
            if len(op.results) != 1 or x.type != op.results[0].type:
                return None
            op.results[0].replace_all_uses_with(x)
            op.erase()
            continue
        if tag not in replace:
            continue
        for i, r in enumerate(op.results):
            if constant:
                value = _zero(r.type, module.context)
                if value is None:
                    return None
                with ir.InsertionPoint(op), op.location:
                    new = ir.Operation.create("stablehlo.constant", results=[r.type],
                                              attributes={"value": value}).result
            else:
                new = block.add_argument(r.type, op.location)
                origins.append(("value", (tag, i)))
            r.replace_all_uses_with(new)
        op.erase()
    _dce(block)
    for i in reversed(range(len(block.arguments))):
        if not list(block.arguments[i].uses):
            block.erase_argument(i)
            origins.pop(i)
    set_results(func, drop=_STALE)
    if not module.operation.verify():
        return None
    return _asm(module), origins


def _dce(block) -> None:
    changed = True
    while changed:
        changed = False
        for op in reversed(list(block.operations)):
            op = op.operation
            if op.name in _SIDE_EFFECTS or not op.results:
                continue
            if all(not list(r.uses) for r in op.results):
                op.erase()
                changed = True


def _zero(t, ctx):
    try:
        rt = ir.RankedTensorType(t)
        et = rt.element_type
        if isinstance(et, ir.IntegerType):
            return ir.DenseElementsAttr.get_splat(rt, ir.IntegerAttr.get(et, 0))
        if isinstance(et, ir.ComplexType):
            return None
        return ir.DenseElementsAttr.get_splat(rt, ir.FloatAttr.get(et, 0.0))
    except Exception:  # noqa: BLE001 - tokens, tuples, exotic element types
        return None
