"""Checks across instructions that XLA's parser makes and our builder cannot see (it builds
each instruction from its operands' values, not from the instructions they come from):

- `control-predecessors={a, b}` names instructions of the computation (we keep no control
  edges: StableHLO has none; XLA's parser resolves the names all the same);
- an async chain holds together: an `-update`/`-done` takes one async start or update, of
  the same wrapped op (`custom-call-start` ... `custom-call-done`, not `add-done`), the same
  computation when it repeats `calls=`, the same `async_execution_thread` when it repeats
  one, and an update has its operand's shape; a computation is wrapped by one async-start;
- a recv-done / send-done names the channel of the recv / send it takes (when it takes one
  directly: in a pipelined loop it takes a tuple element, which XLA's parser accepts).

All computations are checked, called or not, as XLA's parser checks them. Each problem is
one HloParseError naming line:col.
"""
from __future__ import annotations

from .lexer import HloParseError, int_value
from .opcodes import KNOWN_OPCODES
from .syntax import Computation, HloModule, Instruction

_PHASES = ("start", "update", "done")
_MAIN = "main"   # XLA's default execution thread (HloInstruction::kMainExecutionThread)


def async_role(opcode: str) -> tuple[str, str | None] | None:
    """(phase, wrapped opcode) of an async op: ('done', None) for async-done, ('start',
    'custom-call') for XLA's sugar custom-call-start; None for any other op (all-gather-start
    and the like are ops of their own)."""
    if opcode.startswith("async-"):
        phase = opcode[6:]
        return (phase, None) if phase in _PHASES else None
    if opcode in KNOWN_OPCODES:
        return None
    base, _, phase = opcode.rpartition("-")
    return (phase, base) if phase in _PHASES and base in KNOWN_OPCODES else None


def check_module(module: HloModule) -> None:
    callers: dict[str, Instruction] = {}   # computation -> the async-start wrapping it
    for comp in module.computations.values():
        check = None   # (made, with its name table, for the first instruction that needs one)
        for inst in comp.instructions:
            role = async_role(inst.opcode)
            if role is None and "control-predecessors" not in inst.attrs \
                    and inst.opcode not in ("recv-done", "send-done"):
                continue
            if check is None:
                check = _Check(module, comp, {x.name: x for x in comp.instructions})
            check.instruction(inst, role, callers)


class _Check:
    def __init__(self, module: HloModule, comp: Computation, table: dict[str, Instruction]):
        self.module, self.comp, self.table, self.src = module, comp, table, module.source

    def fail(self, inst: Instruction, message: str, pos: int | None = None):
        raise self.src.error(inst.opcode_pos if pos is None else pos,
                             f"instruction '{inst.name}' ({inst.opcode}): {message}", HloParseError)

    def instruction(self, inst: Instruction, role, callers: dict[str, Instruction]) -> None:
        if "control-predecessors" in inst.attrs:
            self.predecessors(inst)
        if role is not None:
            self.async_op(inst, role, callers)
        elif inst.opcode in ("recv-done", "send-done"):
            self.channel(inst)

    def predecessors(self, inst: Instruction) -> None:
        a = inst.attrs["control-predecessors"]
        toks = a.tokens
        if len(toks) < 3 or toks[0].text != "{" or toks[-1].text != "}":
            self.fail(inst, "control-predecessors= takes instruction names in braces, {a, b}", a.pos)
        for k, t in enumerate(toks[1:-1]):
            if k % 2:
                if t.text != ",":
                    self.fail(inst, f"expected ',' between control predecessors, found {t.text!r}", t.pos)
                continue
            name = t.text.removeprefix("%")
            if name not in self.table or name == inst.name:
                why = "is the instruction itself" if name == inst.name else "is not an instruction of computation " \
                      f"'{self.comp.name}'"
                self.fail(inst, f"control predecessor '{name}' {why}", t.pos)

    # -- async chains ----------------------------------------------------------------------
    def async_op(self, inst: Instruction, role, callers: dict[str, Instruction]) -> None:
        phase, wrapped = role
        if phase == "start":
            if wrapped is None and "calls" in inst.attrs:
                callee = self.calls(inst)
                first = callers.setdefault(callee, inst)
                if first is not inst:
                    self.fail(inst, f"computation '{callee}' is already wrapped by async-start '{first.name}' "
                                    "(XLA gives each async op a computation of its own)", inst.attrs["calls"].pos)
            return
        if len(inst.operands) != 1:
            self.fail(inst, f"takes one operand, its async start or update; got {len(inst.operands)}")
        start = self.start_of(inst)
        if start is None:
            return   # an unknown operand: the emitter names it
        start_wrapped = async_role(start.opcode)[1]
        start_op = start_wrapped or self.root_opcode(start)
        if wrapped is not None and start_op is not None and wrapped != start_op:
            self.fail(inst, f"its async start '{start.name}' wraps {start_op}, not {wrapped}")
        if "calls" in inst.attrs and (start_wrapped is not None or "calls" in start.attrs):
            callee, started = self.calls(inst), (self.calls(start) if start_wrapped is None else None)
            if callee != started:
                what = f"'{started}'" if started else f"its own {start_wrapped} (it is a {start.opcode})"
                self.fail(inst, f"calls={callee}, but its async start '{start.name}' wraps {what}",
                          inst.attrs["calls"].pos)
        if "async_execution_thread" in inst.attrs:
            thread, started = self.thread(inst), self.thread(start)
            if thread != started:
                self.fail(inst, f"async_execution_thread=\"{thread}\", but its async start '{start.name}' runs on "
                                f"\"{started}\"", inst.attrs["async_execution_thread"].pos)
        operand = self.table[inst.operands[0]]
        if phase == "update" and inst.shape is not None and operand.shape is not None \
                and not inst.shape.same_dims_and_type(operand.shape):
            self.fail(inst, f"an async update has its operand's shape {operand.shape}, not {inst.shape}", inst.pos)

    def start_of(self, inst: Instruction) -> Instruction | None:
        """The async start at the head of `inst`'s chain (through updates)."""
        seen = {inst.name}
        while True:
            operand = self.table.get(inst.operands[0]) if inst.operands else None
            if operand is None:
                return None
            role = async_role(operand.opcode)
            if role is None or role[0] == "done":
                self.fail(inst, f"takes an async start or update, but '{operand.name}' is a {operand.opcode}")
            if role[0] == "start":
                return operand
            if operand.name in seen:
                self.fail(inst, f"its async chain runs in a cycle through '{operand.name}'")
            seen.add(operand.name)
            inst = operand

    def calls(self, inst: Instruction) -> str:
        return inst.attrs["calls"].text.strip().removeprefix("%")

    def root_opcode(self, start: Instruction) -> str | None:
        comp = self.module.computations.get(self.calls(start)) if "calls" in start.attrs else None
        return comp.root.opcode if comp is not None else None

    def thread(self, inst: Instruction) -> str:
        a = inst.attrs.get("async_execution_thread")
        return _MAIN if a is None else a.text.strip().strip('"')

    # -- send / recv ---------------------------------------------------------------------------
    def channel(self, inst: Instruction) -> None:
        opener = inst.opcode[:-5]   # recv / send
        operand = self.table.get(inst.operands[0]) if len(inst.operands) == 1 else None
        if operand is None or operand.opcode != opener:
            return
        mine, theirs = (_channel_id(x) for x in (inst, operand))
        if mine != theirs:
            self.fail(inst, f"channel_id={mine} differs from channel_id={theirs} of its {opener} '{operand.name}'",
                      inst.attrs["channel_id"].pos if "channel_id" in inst.attrs else None)


def _channel_id(inst: Instruction) -> int | str | None:
    a = inst.attrs.get("channel_id")
    if a is None:
        return None
    try:
        return int_value(a.text)
    except ValueError:
        return a.text   # (not an integer: the emitter says so)
