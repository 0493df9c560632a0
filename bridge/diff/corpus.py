"""Corpus runs: many modules, an executor, a journal, progress, a summary by op family.

Modules come from files and directories (recursively: *.mlir, *.mlirbc, *.bc, *.hlo, and
what an XLA dump directory holds: *_optimizations.txt, *.hlo.pb, *.snapshot.N.pb). A text
file holding several modules separated by `// -----` lines (StableHLO's split-input-file
tests) gives one module per part, named FILE#K; one holding several public test functions
with checks and no @main (IREE's e2e tests) one per function, FILE@NAME. An .npz next to a
module (same stem) supplies its inputs.
"""
from __future__ import annotations

import os
import re
import time
from collections import Counter
from dataclasses import dataclass, field

from ..errors import HloBridgeError
from ..files import BYTECODE_MAGIC
from .journal import Journal
from .progress import Progress
from .report import VERDICTS
from .tasks import error_result, task_key

EXTENSIONS = (".mlir", ".mlirbc", ".bc", ".hlo", ".artifact", ".jaxexp",   # (the names convert and docs/jax.md use)
              # XLA_FLAGS=--xla_dump_to: modules before/after optimization, as text or HloProto
              # (not the buffer-assignment, memory-report and LLVM files beside them)
              "before_optimizations.txt", "after_optimizations.txt", ".hlo.pb")
_SNAPSHOT = re.compile(r"\.snapshot\.-?\d+\.pb$")   # --xla_dump_hlo_snapshots (XLA:CPU writes N < 0 too)
# newer XLA:CPU (TensorFlow 2.21's) also dumps its kernel emitter's own MLIR, three files a kernel
# (`<module>.<kernel>_kernel_module-pre-optimization.mlir` ...): not programs, left out of a folder
_XLA_KERNEL_IR = re.compile(r"-(pre-optimization|post-optimization|post-lowering)\.mlir$")
_SPLIT = re.compile(r"^// -----.*$", re.M)


@dataclass
class Item:
    id: str
    program: str | bytes
    inputs: bytes | None = None
    error: str | None = None         # found in a folder but unreadable: an `error` row, the run goes on


def discover(paths) -> list[Item]:
    """Each file once: one named twice, or both by its folder and by itself, or through a
    link, is one module (first name wins), not two rows that double the counts."""
    items, files = [], {}
    for path, walked in _files(paths):
        key = (os.path.realpath(path), os.path.realpath(os.path.splitext(path)[0] + ".npz"))
        files.setdefault(key, []).append(path)
        if len(files[key]) == 1:
            items.extend(_items(path, walked))
    again = [names for names in files.values() if len(names) > 1]
    if again:
        from ..errors import warn
        warn(f"{sum(len(n) - 1 for n in again)} path(s) name a module already in the run, each run once: "
             + "; ".join(f"{n[1]} (= {n[0]})" for n in again[:3]) + (" ..." if len(again) > 3 else ""))
    if not items:
        raise HloBridgeError(f"no modules found in {', '.join(map(str, paths))} "
                             f"(looked for {', '.join(EXTENSIONS)}, *.snapshot.N.pb)")
    return items


def _files(paths):
    for path in paths:
        if os.path.isdir(path):
            seen = set()   # real paths walked: a link back up the tree is walked once
            for root, dirs, files in os.walk(path, followlinks=True):   # (a linked folder is the user's too)
                real = os.path.realpath(root)
                if real in seen:
                    dirs[:] = []
                    continue
                seen.add(real)
                dirs.sort()
                for f in sorted(files):
                    if (f.endswith(EXTENSIONS) or _SNAPSHOT.search(f)) and not _XLA_KERNEL_IR.search(f):
                        yield os.path.join(root, f), True
        elif os.path.exists(path):
            yield path, False
        else:
            raise HloBridgeError(f"no such file or directory: {path}")


def display_name(path: str) -> str:
    """A file name as text every report can hold: bytes that are not UTF-8 (os.walk's lone
    surrogates, which no encoder takes: they ended the run) written as \\xNN."""
    return path.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


def _items(path: str, walked: bool = False) -> list[Item]:
    """walked: found in a folder, where one bad entry (a dangling link, a FIFO that would block
    the run, an unreadable file) is that module's `error`, not the whole run's."""
    name = display_name(path)
    try:
        if walked and not os.path.isfile(path):
            raise OSError(0, "a dangling link" if os.path.islink(path) and not os.path.exists(path)
                          else "not a regular file")
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        if walked:
            return [Item(name, b"", error=f"cannot read {name}: {e.strerror or e}")]
        raise HloBridgeError(f"cannot read {name}: {e.strerror or e}") from None
    inputs = None
    npz = os.path.splitext(path)[0] + ".npz"
    if os.path.exists(npz):
        with open(npz, "rb") as f:
            inputs = f.read()
    if data.startswith(BYTECODE_MAGIC):
        return [Item(name, data, inputs)]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return [Item(name, data, inputs)]   # reported as a per-module error, not a run failure
    parts = [p for p in _SPLIT.split(text) if p.strip() and ("func.func" in p or "module" in p)]
    if len(parts) <= 1:
        return _tests(name, text, inputs)
    return [item for k, p in enumerate(parts) for item in _tests(f"{name}#{k}", p, None)]


def _tests(name: str, text: str, inputs) -> list[Item]:
    """IREE's test files hold one test per public function: one module each, FILE@function."""
    from .testsuite import split_tests
    return [Item(f"{name}@{f}", t, None) for f, t in split_tests(text)] or [Item(name, text, inputs)]


@dataclass
class CorpusResult:
    modules: list[dict] = field(default_factory=list)
    seconds: float = 0.0
    ran: int = 0                     # modules run now (the rest came from the journal)
    reductions: list[dict] = field(default_factory=list)
    interrupted: bool = False        # Ctrl-C: `modules` holds what finished before it
    total: int = 0                   # modules asked for (more than `modules` when interrupted)
    running: list = field(default_factory=list)   # interrupted: (module id, backend or None) in flight

    def counts(self) -> Counter:
        return Counter(m["verdict"] for m in self.modules)

    def summary(self) -> dict:
        c = self.counts()
        return {"modules": len(self.modules), **{v: c.get(v, 0) for v in VERDICTS},
                "seconds": round(self.seconds, 3), "ran": self.ran,
                "modules_per_second": round(self.ran / self.seconds, 3) if self.seconds > 0 else 0.0}

    def families(self) -> dict[str, dict]:
        table: dict[str, Counter] = {}
        for m in self.modules:
            for fam in m.get("families") or ["(none)"]:
                table.setdefault(fam, Counter())[m["verdict"]] += 1
        return {fam: {"modules": sum(c.values()), **{v: c.get(v, 0) for v in VERDICTS}}
                for fam, c in sorted(table.items())}

    @property
    def nothing_compared(self) -> bool:
        """Every module `unsupported` and no output of any matched: no backend pair ran anything
        (a module is `unsupported` too when one of three backends could not run it while the
        other two agreed: that compared something)."""
        c = self.counts()
        return bool(self.modules) and c["unsupported"] == len(self.modules) and not any(map(_matched, self.modules))

    @property
    def exit_code(self) -> int:
        """1 on any mismatch/crash/timeout, else 2 on an input error, else 3 when nothing
        was compared (all unsupported: a green run must mean something agreed), else 0."""
        c = self.counts()
        if c["mismatch"] or c["crash"] or c["timeout"]:
            return 1
        if c["error"]:
            return 2
        return 3 if self.nothing_compared else 0


def _matched(m: dict) -> bool:
    return any(o.get("verdict") == "match" for group in (m.get("comparisons", []), m.get("checks", []))
               for c in group for o in c["outputs"])


# an op's name in pretty (`= stablehlo.add`) or generic (`"stablehlo.add"(`) form; not an
# attribute's (`mhlo.sharding = ...`) nor an attribute value's (`#stablehlo.scatter<...>`)
_OP_NAME = re.compile(r'(?:^|[\s="(])((?:stablehlo|chlo|mhlo|sdy|func)\.[a-z_][a-z0-9_]*)\b(?!"?\s*=)', re.M)
_CALL = re.compile(r"=\s*call\s+@")


def _fill_ops(task: dict, result: dict) -> None:
    """Op names of a module whose worker died, for the family summary: read off the text,
    never parsed here: the module may be the one that killed jaxlib's parser in the worker
    (a parse in this process would end the whole run, the report unwritten)."""
    if not isinstance(task["program"], str):
        return
    from ..errors import ProgramError
    from ..mlir_module import check_known_crashes
    from .families import families
    from .modinfo import STRUCTURAL
    try:
        check_known_crashes(task["program"])   # (a regex: text it refuses is not read at all)
    except ProgramError:
        return
    ops = set(_OP_NAME.findall(task["program"])) - STRUCTURAL
    if _CALL.search(task["program"]):   # (printed `call @f` in pretty form)
        ops.add("func.call")
    ops = sorted(ops)
    if ops:
        result["ops"], result["families"] = ops, families(ops)


def make_tasks(items: list[Item], options: dict, kind: str = "run") -> list[dict]:
    return [{"kind": kind, "id": it.id, "program": it.program, "inputs": it.inputs, "options": options,
             **({"error": it.error} if it.error else {})} for it in items]


def run_corpus(tasks: list[dict], executor, journal: Journal | None = None,
               progress: Progress | None = None) -> CorpusResult:
    """Run `tasks` (see tasks.py) on `executor`; results in task order."""
    journal = journal or Journal(None)
    progress = progress or Progress(len(tasks), enabled=False)
    t0 = time.monotonic()
    keys = [task_key(t) for t in tasks]
    results: dict[str, dict] = {}
    todo = []
    for t, k in zip(tasks, keys):
        if t.get("error"):   # (unreadable: nothing to run)
            results[k] = error_result(t["id"], "error", t["error"])
            progress.update("error")
        elif k in journal.done:
            results[k] = journal.done[k]
            progress.update(results[k]["verdict"], resumed=True)
        else:
            todo.append(t)
    by_id = {id(t): k for t, k in zip(tasks, keys)}
    interrupted, running = False, []
    try:
        for task, result in executor.run(todo):
            k = by_id.get(id(task)) or task_key(task)
            if not result.get("ops") and result["verdict"] in ("crash", "timeout"):
                _fill_ops(task, result)
            results[k] = result
            journal.add(k, result)
            progress.update(result["verdict"])
    except KeyboardInterrupt:   # Ctrl-C: keep what finished (the journal has it too)
        interrupted = True
        running = getattr(executor, "in_flight", list)()
    finally:
        progress.finish()
    done = [results[k] for k in keys if k in results]
    ran = len(todo) - (len(keys) - len(done))
    return CorpusResult(done, time.monotonic() - t0, ran, interrupted=interrupted, total=len(tasks),
                        running=running)
