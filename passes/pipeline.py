"""Textual pipelines -> one PassManager mixing Python passes and MLIR's C++ passes.

    a,b{opt=1},func.func(canonicalize,cse),builtin.module(...)

Top-level elements become stages. A Python pass is added with `PassManager.add(callable)`;
a C++ element (with its options and nesting) is checked and added with `PassManager.add(text)`.
A Python pass nested as `func.func(my-pass)` runs on every func.func. A pass MLIR only
allows on functions, written at the top level, is nested as `func.func(NAME)` for you.
Between stages sits a small Python "probe" pass that does the instrumentation
(instrument.py), so every stage, Python or C++, is timed, printed, verified and checked.
"""
from __future__ import annotations

import re
import traceback
from dataclasses import dataclass, field

from jaxlib.mlir import ir, passmanager

from .pass_errors import (ConvergenceError, NothingCompared, PassError, PassFailure, PipelineError, describe_op,
                          first_diagnostic)
from .instrument import Instrumentation, Probe
from .mlir_passes import ANCHORS
from .registry import PASSES, PassInfo, split_pipeline

_ELEMENT = re.compile(r"^([A-Za-z_][\w.\-]*)\s*(\{.*\})?\s*(\(.*\))?$", re.DOTALL)


@dataclass
class Stage:
    name: str                         # what reports call it: "canonicalize", "func.func(cse)"
    text: str                         # the element as MLIR (or we) read it
    info: PassInfo | None = None      # a Python pass
    options: str = ""                 # its option text (inside the braces)
    anchor: str | None = None         # Python pass nested under this op name
    inner: tuple[str, ...] = ()       # pass names inside a nested C++ element

    @property
    def is_python(self) -> bool:
        return self.info is not None

    def matches(self, names) -> bool:
        return self.name in names or any(n in names for n in self.inner)


def _element(text: str) -> tuple[str, str, str | None]:
    m = _ELEMENT.match(text.strip())
    if not m:
        raise PipelineError(f"cannot parse pipeline element {text!r} (expected NAME, NAME{{opt=v}} "
                            f"or ANCHOR(pipeline))")
    name, opts, nested = m.groups()
    return name, (opts or "{}")[1:-1].strip(), nested[1:-1] if nested else None


def _names_in(pipeline: str) -> list[str]:
    """Every pass name inside a (nested) pipeline text."""
    out = []
    for el in split_pipeline(pipeline):
        name, _, nested = _element(el)
        if nested is None:
            out.append(name)
        else:
            out += _names_in(nested)
    return out


def parse_stages(pipeline: str) -> list[Stage]:
    """Stages of a pipeline string; PipelineError for unknown passes, bad options or nesting."""
    text = pipeline.strip()
    m = re.match(r"^builtin\.module\s*\((.*)\)$", text, re.DOTALL)
    if m:
        text = m.group(1)
    if text.count("(") != text.count(")") or text.count("{") != text.count("}"):
        raise PipelineError(f"unbalanced parentheses or braces in pipeline {pipeline!r}")
    stages: list[Stage] = []
    for el in split_pipeline(text):
        name, opts, nested = _element(el)
        if nested is None:
            stages.append(_leaf(name, opts, el.strip()))
        else:
            stages += _nested(name, nested)
    return stages


def _leaf(name: str, opts: str, text: str) -> Stage:
    info = PASSES.get(name)
    if info is not None:
        info.bind(opts)   # validates the options now, before anything runs
        return Stage(name, text, info, opts)
    if ANCHORS.get(name) == "func":
        return Stage(name, f"func.func({text})", inner=(name,))
    return Stage(name, text, inner=(name,))


def _nested(anchor: str, inner_text: str) -> list[Stage]:
    """anchor(inner): C++ runs stay nested; Python passes run on each op named anchor."""
    if anchor in PASSES or anchor in ANCHORS:   # (op names have a dialect prefix; pass names never)
        raise PipelineError(f"'{anchor}' is a pass, not an operation: '{anchor}({inner_text})' would run "
                            f"{inner_text} on ops named {anchor}, of which there are none; write passes in a row "
                            f"('{anchor},{inner_text}') or nest them under an op ('func.func({inner_text})')")
    for n in _names_in(inner_text):
        if ANCHORS.get(n) == "module":
            raise PipelineError(f"pass '{n}' only runs on builtin.module; it cannot be nested in {anchor}(...)")
    out, cxx = [], []

    def flush():
        if cxx:
            body = ",".join(cxx)
            out.append(Stage(f"{anchor}({body})", f"{anchor}({body})", inner=tuple(_names_in(body))))
            cxx.clear()
    for el in split_pipeline(inner_text):
        name, opts, nested = _element(el)
        if nested is None and name in PASSES:
            flush()
            stage = _leaf(name, opts, el.strip())
            stage.anchor, stage.name = anchor, f"{anchor}({el.strip()})"
            stage.inner = (name,)
            out.append(stage)
        else:
            cxx.append(el.strip())
    flush()
    return out


_QUOTES = "'\""   # (an option value may be quoted)


def _check_mlir_stage(stage: Stage, ctx: ir.Context) -> None:
    try:
        passmanager.PassManager.parse(f"builtin.module({stage.text})", context=ctx)
        # a pipeline-valued option (the inliner's) is parsed only when the pass runs, where a
        # bad one is printed and ignored: parsed here, as a pipeline on functions
        for value in re.findall(r"default-pipeline=([^\s},]+)", stage.text):
            passmanager.PassManager.parse(f"builtin.module(func.func({value.strip(_QUOTES)}))", context=ctx)
    except ValueError as e:
        unknown = [n for n in stage.inner if n not in ANCHORS and n not in PASSES]
        if unknown:
            raise PipelineError(f"unknown pass '{unknown[0]}' (neither a Python pass nor an MLIR pass "
                                f"of this jaxlib; see hlobridge opt --list-passes)") from None
        msg = " ".join(ln.strip() for ln in str(e).splitlines() if ln.strip())
        raise PipelineError(f"bad pass pipeline element {stage.text!r}: {msg}") from None


@dataclass
class RunState:
    """What the pass wrappers and probes share during one run."""
    stages: list[Stage]
    current: int = -1                 # index of the stage running (or last started)
    failure: Exception | None = None  # recorded instead of unwinding through MLIR's C++
    extra: dict = field(default_factory=dict)


def _op_from_traceback(tb) -> object | None:
    """The op the failing code was working on: an op-valued local of the innermost frame
    that has a live one (preferring the names op/operation/root), modules and functions excluded."""
    frames = []
    while tb is not None:
        frames.append(tb.tb_frame)
        tb = tb.tb_next
    for frame in reversed(frames):
        ops = {}
        for k, v in frame.f_locals.items():
            if isinstance(v, (ir.Operation, ir.OpView)):
                try:
                    if v.operation.name not in ("builtin.module", "func.func"):
                        ops[k] = v
                except RuntimeError:   # erased by the failing code: not the one to show
                    pass
        if ops:
            return next((ops[k] for k in ("op", "operation", "root") if k in ops), list(ops.values())[-1])
    return None


def _python_stage(stage: Stage, index: int, state: RunState):
    run = stage.info.bind(stage.options)

    def pass_fn(op, pass_):
        state.current = index
        try:
            stats = {}
            with op.context, ir.Location.unknown(op.context):   # pass code may omit context=/loc=
                for target in ([op] if stage.anchor is None else _targets(op, stage)):
                    stats = merge_stats(stats, run(target))
            state.extra.setdefault("stats", {})[index] = stats
        except (Exception, SystemExit) as e:   # never unwind through MLIR's C++: record, fail, re-raise after
            state.failure = failure_for(stage.name, e)
            pass_.signal_pass_failure()
    return pass_fn


def _label(op) -> str:
    return f"@{ir.StringAttr(op.attributes['sym_name']).value}" if "sym_name" in op.attributes else f"'{op.name}'"


def _targets(root, stage: Stage):
    """The ops named stage.anchor under root, one at a time, for a Python pass nested as
    anchor(p). Those directly in root (functions) are looked up afresh before each run: a run
    may erase others (their callees, say) or invalidate every op object under the module (a
    pipeline it runs there), and a run on a stale object read freed memory (a crash)."""
    found = []
    root.walk(lambda o: (found.append(o) if o.name == stage.anchor else None) or ir.WalkResult.ADVANCE)
    keys = [hash(o) for o in found]   # (an op's hash is its address: read while every op is alive)
    labels = {k: _label(o) for k, o in zip(keys, found) if o.parent == root}
    previous = None
    for key, target in zip(keys, found):
        if key in labels:
            if previous is not None:
                now = {hash(o): o.operation for o in root.regions[0].blocks[0].operations}
                if key not in now:
                    raise PassFailure(stage.name, f"running on {previous} it erased {labels[key]}, which it was "
                                                  f"not given: a pass nested as {stage.anchor}(...) runs on each "
                                                  f"alone and must leave the others be (run it on the module)")
                target = now[key]
            previous = labels[key]
        yield target


def merge_stats(a: dict, b) -> dict:
    """A pass's answer (None, a count, or {name: count}) added to the statistics so far."""
    if b is None:
        return a
    if isinstance(b, int) and not isinstance(b, bool):
        b = {"rewrites": b}
    if not isinstance(b, dict) or not all(isinstance(v, int) and not isinstance(v, bool) for v in b.values()):
        raise TypeError(f"a pass returns None, a count or a dict of counts (its statistics), got {b!r:.80}")
    out = dict(a)
    for k, v in b.items():
        out[k] = out.get(k, 0) + v
    return out


def failure_for(pass_name: str, e: Exception) -> Exception:
    """The PassFailure describing exception `e` raised by pass `pass_name`."""
    from .patterns import PatternFailure
    if isinstance(e, PassFailure):
        return e
    if isinstance(e, PassError):
        op_text, loc = describe_op(e.op) if e.op is not None else ("", "")
        return PassFailure(pass_name, e.message, op_text, loc)
    if isinstance(e, PatternFailure):
        cls = ConvergenceError if e.convergence else PassFailure
        return cls(pass_name, e.message, e.op_text, e.location, e.detail)
    op = _op_from_traceback(e.__traceback__)
    op_text, loc = describe_op(op) if op is not None else ("", "")
    detail = "".join(traceback.format_exception(type(e), e, e.__traceback__))
    return PassFailure(pass_name, f"{type(e).__name__}: {e}", op_text, loc, detail)


class Pipeline:
    """A parsed pipeline plus its instrumentation; `run(module_or_text)` returns the module."""

    def __init__(self, pipeline: str, **instrumentation):
        self.text = pipeline
        self.stages = parse_stages(pipeline)
        self.instrumentation = Instrumentation(**instrumentation)
        self.probe: Probe | None = None

    def pass_manager(self, ctx: ir.Context, state: RunState | None = None, probe: Probe | None = None):
        from bridge.context import register_passes
        register_passes()
        state = state or RunState(self.stages)
        pm = passmanager.PassManager("builtin.module", context=ctx)
        if probe is not None:
            pm.enable_verifier(False)   # the probes verify after each stage, naming the stage
            pm.add(probe.pass_fn(0, state), name="hlobridge-probe")
        for i, stage in enumerate(self.stages):
            if stage.is_python:
                pm.add(_python_stage(stage, i, state), name=stage.name)
            else:
                _check_mlir_stage(stage, ctx)
                if probe is None:
                    pm.add(stage.text)
                else:   # a marker so an MLIR failure is attributed to its stage
                    pm.add(_marker(i, state), name="hlobridge-marker")
                    pm.add(stage.text)
            if probe is not None:
                pm.add(probe.pass_fn(i + 1, state), name="hlobridge-probe")
        return pm

    def run(self, module_or_text):
        """Run over an ir.Module or a builtin.module op (in place: the op a pass was given, for a
        pass that runs a pipeline inside itself), or a copy of MLIR text/bytecode or an XlaComputation."""
        from bridge.builder import XlaComputation
        from bridge.program import parse_module
        if isinstance(module_or_text, XlaComputation):   # never modify the builder's module
            module_or_text = module_or_text.module.operation.get_asm(print_generic_op_form=True)
        if isinstance(module_or_text, (ir.Operation, ir.OpView)):
            module = module_or_text.operation   # (has .operation and .context, as an ir.Module)
            if module.name != "builtin.module":   # (the PassManager is anchored on builtin.module)
                raise PipelineError(f"run_pipeline runs on a module, not on a '{module.name}' op: run the pass "
                                    f"on the module and nest what runs on each function ('func.func(cse)')")
        else:
            module = parse_module(module_or_text)
        state = RunState(self.stages)
        self.probe = probe = Probe(self.instrumentation, self.stages, self.text)
        pm = self.pass_manager(module.context, state, probe)
        try:
            pm.run(module.operation)
        except ir.MLIRError as e:
            if state.failure is not None:
                raise state.failure from None
            raise mlir_failure(self.stages, state.current, e) from None
        finally:
            probe.finish()
        if state.failure is not None:
            raise state.failure
        if probe.lost is not None:
            raise probe.lost
        if probe.unchecked:   # (the module is the pipeline's output all the same: the caller may keep it)
            raise NothingCompared(f"--verify-semantics compared nothing: {probe.unchecked}")
        return module


def _marker(index: int, state: RunState):
    def mark(op, pass_):
        state.current = index
    return mark


def mlir_failure(stages: list[Stage], current: int, e: ir.MLIRError) -> PassFailure:
    message, location = first_diagnostic(e)
    name = stages[current].name if 0 <= current < len(stages) else "pipeline"
    failure = PassFailure(name, message, "", location)
    failure.diagnostics = [(str(d.location), d.message) for d in getattr(e, "error_diagnostics", []) or []]
    return failure


def build_pass_manager(pipeline: str, ctx: ir.Context) -> passmanager.PassManager:
    """One PassManager holding the whole pipeline (Python and C++ passes), no instrumentation."""
    return Pipeline(pipeline).pass_manager(ctx)


def run_pipeline(module_or_text, pipeline: str, **instrumentation):
    """Run `pipeline` over a module (or MLIR text) in place; returns the module.

    Keywords: print_before, print_after (pass names), print_before_all, print_after_all,
    print_after_change, print_diff, timing, statistics, verify_each, dump_dir,
    verify_semantics, compare ({"ulp": 0}: how its outputs are compared), seed, inputs, reproducer,
    generic, out (a text stream, default stderr).
    See passes.pipeline.Instrumentation.
    """
    return Pipeline(pipeline, **instrumentation).run(module_or_text)
