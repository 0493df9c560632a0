"""Which of XLA's HLO passes makes a culprit wrong: `difftest --localize` on a PJRT side.

Once localization has cut the culprit out (one op, or a group of ops a compiler gets wrong
together) as a module of its own that the PJRT backend computes wrongly:

1. It is compiled once with XLA dumping the module after every pass that changed it
   (`xla_dump_to`, `xla_dump_hlo_pass_re=.*`: a file `....<pipeline>.after_<pass>.before_...`
   per change). The passes named there, less the pipelines holding them, are the suspects,
   in the order they ran; XLA's code generation and the import of StableHLO into HLO are
   not passes and never suspects.
2. The module runs again once per suspect with that pass disabled (`xla_disable_hlo_passes`).
   Every suspect whose absence makes the backend agree with the other side is listed, and
   the last of them in XLA's order is named: an earlier one may only make the wrong
   rewrite possible (a `clz` of a `pad` of constants is right with algsimp or with
   constant_folding disabled; constant_folding is named). With jax,
   `jax.jit(f).lower(...).compile(compiler_options={"xla_disable_hlo_passes": name})`
   shows the same. The dump's HLO just before and after that pass is kept (the report,
   `--reduce`, `--html`), and the HLO after it runs on the numpy reference: already wrong,
   the rewrite itself is; still right, what XLA later makes of it (buffers, code).
3. If none does, no single HLO pass is the cause. The HLO XLA imported (its dump's
   `before_optimizations`, read by our HLO reader) then runs on the numpy reference: if that
   is already wrong, the import of StableHLO into HLO is (MLIR folds run there: `x + 0` is
   dropped so); else code generation or passes only together.

Disabling a pass may leave XLA in a state it does not expect (copy-insertion disabled hangs
some programs), so step 2 runs in a child process, each try under a timeout; a try that
crashes or hangs is reported as such and the child restarted for the rest. copy-insertion is
never a suspect: it makes buffers safe to share, it optimizes nothing.
"""
from __future__ import annotations

import os
import pickle
import re
import sys
import tempfile
import time
from dataclasses import dataclass, field

import numpy as np

from ..childproc import die_with_parent, read_frame, start_python, write_frame

MAX_SUSPECTS = 24
MAX_SHOWN_BYTES = 64 << 10   # the HLO before and after the pass named, kept in the report up to this
MAX_KEPT_BYTES = 1 << 20     # ... and kept whole (to run on the reference) up to this
MAX_TEXT_BYTES = 4 << 20   # a bigger culprit (a whole loop of a big model) is not searched: XLA dumps it per pass
TRY_TIMEOUT_S = 30.0       # one compile and run with a pass disabled
BUDGET_S = 60.0            # all tries together
_NOT_SUSPECTS = frozenset({"pipeline-start", "copy-insertion"})
# module_0000.jit_f.0006.simplification.after_constant_folding.before_simplify-conditional.txt
_DUMPED = re.compile(r"\.\d{4}\.(?P<pipeline>[^.]+)\.after_(?P<after>[^.]+)\.before_[^.]+\.txt$")


@dataclass
class PassFinding:
    backend: str
    culprit: str | None                  # the last pass whose absence makes it right, or None
    suspects: list                       # the passes that changed the module, in order
    fixes: list = field(default_factory=list)         # every suspect whose absence makes it right
    tried: list = field(default_factory=list)         # suspects run with their pass disabled
    failed: dict = field(default_factory=dict)        # suspect -> why that try gave nothing
    complete: bool = True                # False: stopped by BUDGET_S before the last suspect
    around: dict = field(default_factory=dict)        # suspect -> (HLO before it, HLO after it), from the dump
    after_wrong: bool | None = None      # the HLO the pass named made, on the reference: wrong? (None: not run)
    imported_wrong: bool | None = None   # the imported HLO on the reference: wrong already? (None: not run)

    def as_dict(self) -> dict:
        out = {"backend": self.backend, "pass": self.culprit, "fixes": self.fixes, "suspects": self.suspects,
               "tried": self.tried}
        if self.failed:
            out["failed"] = self.failed
        if not self.complete:
            out["complete"] = False
        if self.imported_wrong is not None:
            out["imported_wrong"] = self.imported_wrong
        if self.culprit in self.around:   # (what the pass did to the culprit: its HLO either side)
            out["hlo_before"], out["hlo_after"] = (_shown(t) for t in self.around[self.culprit])
        if self.after_wrong is not None:
            out["after_wrong"] = self.after_wrong
        return out

    def sentence(self, what: str = "it") -> str:
        """The finding in words, of `what` (the culprit: "it"; "the module")."""
        if self.culprit is not None:
            also = [f"`{p}`" for p in self.fixes if p != self.culprit]
            return (f"with XLA's HLO pass `{self.culprit}` disabled (xla_disable_hlo_passes) {self.backend} computes "
                    f"{what} as the other side does: the difference comes from that pass"
                    + ({True: ", and the HLO it rewrote the module into already computes it so on the reference",
                        False: ", though the HLO it rewrote the module into is still right on the reference: what "
                               "XLA later makes of that HLO (buffers, code) goes wrong"}.get(self.after_wrong, ""))
                    + (f" (also right with {', '.join(also)} disabled, which run(s) before it and make(s) the "
                       f"rewrite possible)" if also else ""))
        passes = (f"disabling any one of the {len(self.tried)} HLO pass(es) that changed it "
                  f"({', '.join(self.tried)}) leaves it wrong" if self.tried else "no HLO pass changed it")
        if self.imported_wrong:
            return (f"{passes}, and the HLO XLA imported it as, before any pass, already computes it wrong on the "
                    f"reference: the import of StableHLO into HLO is where it goes wrong")
        return (f"{passes}: code generation, or several passes together"
                + ("" if self.complete else " (stopped at the time limit)"))


def suspects(text: str, backend: str, args) -> tuple[list[str], str | None, dict]:
    """The HLO passes that changed `text`'s module when `backend` compiled it, in order, leaf
    passes only (a pipeline is named after the passes in it); the HLO text XLA imported the
    module as (None if not dumped); and per suspect, the module's HLO before and after its
    first change (the dump before it in XLA's order is the module as that pass found it)."""
    from ..runtime import execute_module
    with tempfile.TemporaryDirectory(prefix="hlobridge-passes-") as d:
        execute_module(text, _copies(args), backend=backend,
                       xla_options={"xla_dump_to": d, "xla_dump_hlo_pass_re": ".*"})
        names = sorted(os.listdir(d))
        imported = next((_read(d, n) for n in names if n.endswith(".before_optimizations.txt")), None)
        changed, pipelines, around, previous = [], set(), {}, imported
        for name in names:
            m = _DUMPED.search(name)
            if not m:
                continue
            pipelines.add(m["pipeline"])
            after = _read(d, name)
            if m["after"] not in changed:
                changed.append(m["after"])
                around[m["after"]] = (previous, after)
            previous = after
    kept = [p for p in changed if p not in pipelines and p not in _NOT_SUSPECTS][:MAX_SUSPECTS]
    return kept, imported, {p: around[p] for p in kept if None not in around[p]}


def _read(directory: str, name: str) -> str | None:
    """A dumped module's text; None over MAX_KEPT_BYTES (not held per suspect, never run)."""
    path = os.path.join(directory, name)
    if os.path.getsize(path) > MAX_KEPT_BYTES:
        return None
    with open(path, errors="replace") as f:
        return f.read()


def _shown(text: str) -> str:
    return text if len(text) <= MAX_SHOWN_BYTES else text[:MAX_SHOWN_BYTES] + "\n... (cut at 64 KB)\n"


def blame_pass(text: str, backend: str, args, agrees) -> PassFinding | None:
    """The PassFinding for the culprit module `text` that `backend` computes wrongly on `args`;
    `agrees(outputs)`: whether outputs are the right ones. None where the module cannot even be
    compiled with dumping, or is over MAX_TEXT_BYTES."""
    if len(text) > MAX_TEXT_BYTES:
        return None
    try:
        names, imported, around = suspects(text, backend, args)
    except Exception:  # noqa: BLE001 - no dump, no suspects: nothing to say
        return None
    found = PassFinding(backend, None, names, around=around)
    todo = list(found.suspects)
    start = time.monotonic()
    child = None
    try:
        while todo:
            if time.monotonic() - start > BUDGET_S:
                found.complete = False
                break
            name = todo.pop(0)
            found.tried.append(name)
            try:
                if child is None:   # (it runs this suspect and the rest, a frame each)
                    child = start_python("-c", "from bridge.diff.xla_passes import serve; serve()",
                                         env_defaults={"XLA_PYTHON_CLIENT_PREALLOCATE": "false"})
                    write_frame(child.stdin, pickle.dumps((text, backend, _copies(args), [name, *todo])))
                status, payload = pickle.loads(read_frame(child.stdout, TRY_TIMEOUT_S))
            except TimeoutError:
                found.failed[name] = f"no result in {TRY_TIMEOUT_S:g} s"
                child.kill()
                child.wait()
                child = None
                continue
            except (EOFError, OSError):   # (a child that died, or never started)
                found.failed[name] = f"the compile died (exit status {child.wait() if child else '?'})"
                child = None
                continue
            if status != "ok":
                found.failed[name] = payload
            elif _agrees(agrees, payload):
                found.fixes.append(name)
                found.culprit = name
    finally:
        if child is not None:
            child.kill()
            child.wait()
    if found.culprit is None and imported is not None:
        found.imported_wrong = _wrong_on_reference(imported, args, agrees)
    elif found.culprit in found.around:   # (the rewrite itself wrong, whatever code XLA then makes of it)
        found.after_wrong = _wrong_on_reference(found.around[found.culprit][1], args, agrees)
    return found


def _wrong_on_reference(hlo_text: str, args, agrees) -> bool | None:
    """Whether the HLO XLA imported computes wrongly on the numpy reference (None: it could not run)."""
    from .. import reference
    try:
        outs = reference.evaluate(hlo_text, _copies(args))
    except Exception:  # noqa: BLE001 - an HLO our reader or the reference cannot take: no verdict
        return None
    return not _agrees(agrees, [np.asarray(o) for o in outs])


def _agrees(agrees, outputs) -> bool:
    try:
        return bool(agrees(outputs))
    except Exception:  # noqa: BLE001 - outputs it cannot compare (another count or shape): not right
        return False


def _copies(args) -> list:
    return [np.array(a, copy=True) for a in args]


# ---------------------------------------------------------------- the child

def serve() -> None:
    """Run the module once per pass named, that pass disabled, writing a frame per pass."""
    die_with_parent()
    inp, out = sys.stdin.buffer, os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)   # stray prints from native code must not corrupt the frames
    try:
        text, backend, args, passes = pickle.loads(read_frame(inp))
    except EOFError:
        return
    from ..runtime import execute_module
    for name in passes:
        try:
            outs = execute_module(text, _copies(args), backend=backend, xla_options={"xla_disable_hlo_passes": name})
            reply = ("ok", [np.asarray(o) for o in outs])
        except Exception as e:  # noqa: BLE001 - reported for this pass, the next one still runs
            reply = ("error", f"{type(e).__name__}: {(str(e).splitlines() or [''])[0]}"[:200])
        write_frame(out, pickle.dumps(reply))
