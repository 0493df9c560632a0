"""Instrumentation of a pipeline run: a probe pass sits before the first stage and after each.

The probe after stage k times it (wall clock since the previous probe ended), verifies the
module (MLIR's verifier; with verify_each also our xla verifier), and, as asked, prints or
diffs the IR, dumps it to a directory, counts ops for the statistics and checks that the
results of @main did not change (semantics.py). Work nobody asked for is skipped.
"""
from __future__ import annotations

import difflib
import os
import re
import sys
import time
from dataclasses import dataclass, field
from typing import Any, TextIO

from jaxlib.mlir import ir

from .pass_errors import PassFailure, PipelineError, SemanticsError, first_diagnostic


@dataclass
class Instrumentation:
    print_before: tuple[str, ...] = ()     # pass names
    print_after: tuple[str, ...] = ()
    print_before_all: bool = False
    print_after_all: bool = False
    print_after_change: bool = False
    print_diff: bool = False                # unified diff between consecutive changed IRs
    timing: bool = False
    statistics: bool = False
    verify_each: bool = False               # our xla verifier too (MLIR's always runs)
    dump_dir: str | None = None
    verify_semantics: bool = False
    semantics_timeout: float | None = None  # seconds per backend run (in a worker process); None: no limit
    localize: bool = False                  # with verify_semantics: name the op a bad pass broke
    compare: dict | None = None             # with verify_semantics: {atol, rtol, ulp, bitwise} (difftest's)
    seed: int = 0
    inputs: Any = None                      # inputs for @main (default: generated from seed)
    reproducer: str | bool | None = None    # path for a reproducer; False: write none
    generic: bool = False                   # print the generic op form
    debug_info: bool = False                # print locations too (opt --html/--view keep the name stacks)
    plugins: tuple[str, ...] = ()           # --load files, named in a reproducer's replay line
    out: TextIO | None = None               # default sys.stderr (MLIR's habit)

    def __post_init__(self):
        for name in ("print_before", "print_after"):
            v = getattr(self, name)
            if isinstance(v, str):
                setattr(self, name, tuple(x.strip() for x in v.split(",") if x.strip()))

    @property
    def needs_text(self) -> bool:
        return bool(self.print_after_change or self.print_diff or self.dump_dir or self.verify_semantics)


@dataclass
class StageRecord:
    name: str
    kind: str                 # "python" | "mlir"
    seconds: float = 0.0
    ops_before: int | None = None
    ops_after: int | None = None
    stats: dict = field(default_factory=dict)
    changed: bool | None = None


def count_ops(op) -> int:
    n = 0

    def visit(_):
        nonlocal n
        n += 1
        return ir.WalkResult.ADVANCE
    op.walk(visit)
    return n - 1   # not the module itself


def _safe(name: str) -> str:
    return re.sub(r"[^\w.\-]+", "_", name).strip("_")[:80] or "stage"


class Probe:
    def __init__(self, instr: Instrumentation, stages, pipeline_text: str):
        self.instr, self.stages, self.pipeline_text = instr, stages, pipeline_text
        self.records = [StageRecord(s.name, "python" if s.is_python else "mlir") for s in stages]
        self.prev_text: str | None = None
        self.prev_ops: int | None = None
        self.t_end = 0.0
        self.semantics = None
        self.unchecked: str | None = None       # why --verify-semantics compared nothing, at the end
        self.lost = None                        # ... or the SemanticsError of a final module without @main
        self.prev_checked: str | None = None   # the text the semantic checker last ran
        self.out = instr.out or sys.stderr
        for flag in ("print_before", "print_after"):   # (a name no stage has would print nothing, silently)
            for name in getattr(instr, flag):
                if not any(stage.matches((name,)) for stage in stages):
                    raise PipelineError(f"--{flag.replace('print_', 'print-ir-')} names {name!r}, which the pipeline "
                                        f"does not run (its passes: {', '.join(s.name for s in stages)})")
        if instr.dump_dir:
            try:
                os.makedirs(instr.dump_dir, exist_ok=True)
            except OSError as e:   # (before any pass runs: one line, not a traceback)
                raise PipelineError(f"cannot create the dump directory {instr.dump_dir}: {e.strerror or e}") from None

    # ---- the pass the PassManager runs -------------------------------------------------
    def pass_fn(self, k: int, state):
        def probe(op, pass_):
            try:
                if k > 0:
                    self.after(k - 1, op, state)
                else:
                    self.start(op)
                if k < len(self.stages):
                    self.before(k, op)
            except SemanticsError as e:   # recorded, never unwound through MLIR's C++
                state.failure = e
                pass_.signal_pass_failure()
            except Exception as e:
                from .pipeline import failure_for
                state.failure = failure_for(self.stages[k - 1].name if k > 0 else "input", e)
                pass_.signal_pass_failure()
            self.t_end = time.perf_counter()
        return probe

    def text(self, op) -> str:
        return op.get_asm(print_generic_op_form=self.instr.generic, enable_debug_info=self.instr.debug_info)

    def checked_text(self, op, text: str) -> str:
        """What the semantic checker runs: `text`, with the ops' locations where it localizes (a
        text without them reads back with positions in itself, not in the user's file)."""
        if not self.instr.localize or self.instr.debug_info:
            return text
        return op.get_asm(print_generic_op_form=self.instr.generic, enable_debug_info=True)

    def start(self, op) -> None:
        i = self.instr
        if i.verify_each:
            self._verify(None, op)
        if i.needs_text:
            self.prev_text = self.text(op)
        if i.statistics:
            self.prev_ops = count_ops(op)
        if i.dump_dir:
            self._dump(0, "input", self.prev_text if self.prev_text is not None else self.text(op))
        if i.verify_semantics:
            from .semantics import SemanticChecker
            self.semantics = SemanticChecker(i.seed, i.inputs, i.reproducer, i.plugins, i.semantics_timeout,
                                             i.localize, i.compare)
            self.prev_checked = self.checked_text(op, self.prev_text)
            self.semantics.start(self.prev_checked)

    def before(self, k: int, op) -> None:
        i, stage = self.instr, self.stages[k]
        if not stage.is_python:
            from .mlir_guards import refusal
            why = refusal((stage.name.split("{")[0], *stage.inner), op)
            if why:
                raise PassFailure(stage.name, why)
        if i.print_before_all or stage.matches(i.print_before):
            self._print(f"IR Dump Before {stage.name}", self.text(op))

    def after(self, k: int, op, state) -> None:
        i, stage, rec = self.instr, self.stages[k], self.records[k]
        rec.seconds = time.perf_counter() - self.t_end
        rec.stats = state.extra.get("stats", {}).get(k, {})
        self._verify(stage, op)
        text = self.text(op) if i.needs_text else None
        changed = None if text is None else text != self.prev_text
        rec.changed = changed
        if i.statistics:
            rec.ops_before, rec.ops_after = self.prev_ops, count_ops(op)
            self.prev_ops = rec.ops_after
        if i.print_after_all or stage.matches(i.print_after) or (i.print_after_change and changed):
            self._print(f"IR Dump After {stage.name}", text if text is not None else self.text(op))
        if i.print_diff and changed:
            diff = difflib.unified_diff(self.prev_text.splitlines(keepends=True), text.splitlines(keepends=True),
                                        f"before {stage.name}", f"after {stage.name}")
            self._print(f"IR Diff {stage.name}", "".join(diff).rstrip("\n"))
        if i.dump_dir:
            self._dump(k + 1, stage.name, text)
        if self.semantics is not None and changed:
            checked = self.checked_text(op, text)
            self.semantics.check(stage.name, stage.text, self.prev_checked, checked)
            self.prev_checked = checked
        if text is not None:
            self.prev_text = text

    def _verify(self, stage, op) -> None:
        """MLIR's verifier, and ours with verify_each; stage None: the input module."""
        name, what = (stage.name, "produced") if stage is not None else (None, "has")
        try:
            op.verify()
        except ir.MLIRError as e:
            msg, loc = first_diagnostic(e)
            raise PassFailure(name, f"{what} IR that does not verify: {msg}", "", loc) from None
        if self.instr.verify_each:
            from bridge.errors import VerificationError
            from dialect_defs.verify import verify_xla
            try:
                verify_xla(op)
            except VerificationError as e:   # its message ends with the op's location
                msg, _, loc = str(e).rpartition(" at loc(")
                loc = "loc(" + loc if msg else ""
                raise PassFailure(name, f"{what} xla ops that do not verify: {msg or e}", "", loc) from None

    # ---- output ------------------------------------------------------------------------
    def _print(self, title: str, body: str) -> None:
        self.out.write(f"// -----// {title} //----- //\n{body.rstrip()}\n\n")
        self.out.flush()

    def _dump(self, k: int, name: str, text: str) -> None:
        path = os.path.join(self.instr.dump_dir, f"{k:02d}_{_safe(name)}.mlir")
        with open(path, "w") as f:
            f.write(text)

    def finish(self) -> None:
        if self.semantics is not None:
            self.lost = self.semantics.entry_failure()
            self.unchecked = self.semantics.unchecked()   # (adds notes on what the final module left unchecked)
            for note in self.semantics.notes:
                self.out.write(f"// --verify-semantics: note: {note}\n")
        if self.instr.timing:
            self.out.write(self.timing_report() + "\n")
        if self.instr.statistics:
            self.out.write(self.statistics_report() + "\n")
        self.out.flush()

    def timing_report(self) -> str:
        total = sum(r.seconds for r in self.records) or 1e-12
        lines = ["// ----- Pass timing (wall clock, probes excluded) -----",
                 f"{'ms':>10} {'%':>6}  pass"]
        for r in self.records:
            lines.append(f"{r.seconds * 1e3:10.3f} {100 * r.seconds / total:6.1f}  {r.name}  [{r.kind}]")
        lines.append(f"{total * 1e3:10.3f} {100.0:6.1f}  total")
        return "\n".join(lines)

    def statistics_report(self) -> str:
        lines = ["// ----- Pass statistics -----"]
        for r in self.records:
            ops = f"  ops {r.ops_before} -> {r.ops_after}" if r.ops_after is not None else ""
            lines.append(f"{r.name}  [{r.kind}]{ops}")
            for key, value in sorted(r.stats.items()):
                lines.append(f"  {key}: {value}")
        return "\n".join(lines)
