"""Rewrite patterns in Python on MLIR's own drivers, with names, statistics and safe errors.

    pats = PatternSet()

    @pats.pattern("stablehlo.add", name="fold-add-zero")
    def fold_add_zero(op, rewriter):
        if is_zero(op.operands[1]):
            return op.operands[0]          # replace the op's result(s) with these values
        return None                        # no match

    counts = pats.apply(module_op)         # {"fold-add-zero": 3}

A pattern returns None (no match), the replacement (a Value, a list of Values, or an
Operation) or REWRITTEN when it changed the IR itself through `rewriter`. Rewrites are
counted per pattern name, or under the names a pattern gives to `pats.note(name)` or
returns as `rewritten(name)` (REWRITTEN, counted under `name`). So the raw
bindings' inverted convention (True = no match), whose slip makes the driver loop, never
reaches the pattern author. An exception inside a pattern never unwinds through the C++
driver: it is recorded with the op being rewritten and re-raised after the driver returns.
The greedy driver (default) revisits changed ops until nothing matches, without folding,
constant CSE or region simplification unless asked; `driver="walk"` visits each op once.
"""
from __future__ import annotations

import contextvars
import functools
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from jaxlib.mlir import ir

from bridge._jax_private import mlir_rewrite

rewrite = mlir_rewrite()   # a private jaxlib module: see bridge/_jax_private.py

# Rewrites in one iteration of the greedy driver: patterns that undo each other (A -> B -> A)
# keep one iteration busy forever, which max_iterations never stops (MLIR's default has no
# limit). A rewrite or two per op of a 50,000-op function; apply(max_rewrites=) raises it.
MAX_REWRITES = 100_000


class Rewritten:
    """A pattern's answer when it edited the IR itself: REWRITTEN, or rewritten(name)."""
    __slots__ = ("name",)

    def __init__(self, name: str | None):
        self.name = name

    def __repr__(self):
        return "REWRITTEN" if self.name is None else f"rewritten({self.name!r})"


REWRITTEN = Rewritten(None)


@functools.cache
def rewritten(name: str) -> Rewritten:
    """REWRITTEN, counted under `name` (one pattern doing several kinds of rewrite)."""
    return Rewritten(name)


class PatternFailure(Exception):
    """A pattern raised or never converged; converted to a PassFailure naming the pass."""

    def __init__(self, message: str, op_text: str = "", location: str = "", detail: str = "",
                 convergence: bool = False):
        super().__init__(message)
        self.message, self.op_text, self.location = message, op_text, location
        self.detail, self.convergence = detail, convergence


@dataclass(frozen=True)
class Pattern:
    root: str
    fn: Callable
    name: str
    benefit: int = 1


class _Watched:
    """The rewriter a pattern gets: MLIR's, noting whether the pattern replaced or erased the
    op it matched through it (the op is then gone: replacing it again, for a pattern that also
    returned a replacement, crashed the process)."""
    __slots__ = ("rewriter", "op", "replaced")

    def __init__(self, rewriter, op):
        self.rewriter, self.op, self.replaced = rewriter, op, False

    @property
    def ip(self):
        return self.rewriter.ip

    def replace_op(self, op, replacement):
        if op is self.op or not self.replaced and _same(op, self.op):   # (`is`: the common case, cheap)
            self.replaced = True
        return self.rewriter.replace_op(op, replacement)

    def erase_op(self, op):
        if op is self.op or not self.replaced and _same(op, self.op):
            self.replaced = True
        return self.rewriter.erase_op(op)

    def __getattr__(self, name):
        return getattr(self.rewriter, name)


def _same(a, b) -> bool:
    return getattr(a, "operation", a) == getattr(b, "operation", b)


class _Run:
    """Per-apply state the frozen callbacks read (counts, first error)."""

    def __init__(self):
        self.counts: Counter = Counter()
        self.error: PatternFailure | None = None
        self.noted = False   # the running pattern counted its rewrite under its own names
        self.watched = _Watched(None, None)


_IDLE = _Run()   # what note()/count() see outside an apply


class _Misuse(Exception):
    """A pattern's answer the driver cannot take (it would crash or corrupt the IR)."""


def _replacement(op, result, watched: _Watched | None) -> list | ir.Operation:
    """What replaces `op`: the pattern's values (a list) or operation, checked first unless the
    set is trusted (`watched` None). On the hot path of every rewrite: the op's result list is
    read once, values compared by ==, not by owner."""
    if watched is not None:
        if result is True:
            raise _Misuse("returned True: return None for no match (True is the raw bindings' 'no match', "
                          "which hlobridge's patterns do not use), the replacement, or REWRITTEN")
        if watched.replaced:
            raise _Misuse("replaced or erased the op through the rewriter and also returned a replacement: "
                          "return REWRITTEN after editing the IR yourself")
    is_op = isinstance(result, (ir.Operation, ir.OpView))
    if not is_op and watched is None:
        return [result] if isinstance(result, ir.Value) else list(result)
    if not is_op:   # (a number or a string reached replace_op as a raw TypeError of the bindings)
        answer = result
        try:
            result = [result] if isinstance(result, ir.Value) else list(result)
        except TypeError:
            result = None
        if result is None or not all(isinstance(v, ir.Value) for v in result):
            raise _Misuse(f"returned {answer!r:.80} ({type(answer).__name__}): return None for no match, the "
                          f"replacement (a Value, a list of Values or an op) or REWRITTEN")
    if watched is None:
        return result
    own = op.results
    if is_op:
        if _same(result, op):
            raise _Misuse("returned the op it matched: return None for no match")
        if len(result.results) != len(own):
            raise _Misuse(f"returned an op with {len(result.results)} result(s) for an op with {len(own)}")
        return result
    if len(result) != len(own):
        raise _Misuse(f"returned {len(result)} replacement value(s) for an op with {len(own)} result(s)")
    for v, r in zip(result, own):
        if v == r:
            raise _Misuse("returned a result of the op it matched: return None for no match")
    return result


class PatternSet:
    """Patterns applied together. The state of one apply (counts, the first error) lives in a
    context variable, not on the set: a set applied inside its own apply (a pass running a
    pipeline) or from two threads at once keeps each apply's state apart."""

    def __init__(self, patterns=(), trusted: bool = False):
        self.patterns: list[Pattern] = list(patterns)
        # hlobridge's own patterns (tested answers) skip the answer checks, 5% of a pass
        self.trusted = trusted
        self._frozen: dict = {}
        self._runs: contextvars.ContextVar = contextvars.ContextVar(f"PatternSet-{id(self)}", default=_IDLE)

    @property
    def _run(self) -> _Run:
        return self._runs.get()

    def pattern(self, root: str, name: str | None = None, benefit: int = 1):
        """Decorator: register fn(op, rewriter) for ops named `root` (name defaults to fn's)."""
        def deco(fn):
            self.add(root, fn, name, benefit)
            return fn
        return deco

    def add(self, root: str, fn: Callable, name: str | None = None, benefit: int = 1) -> None:
        self.patterns.append(Pattern(root, fn, name or fn.__name__.replace("_", "-"), benefit))
        self._frozen.clear()

    def _callback(self, p: Pattern):
        fn, name = p.fn, p.name   # (locals: this runs once per matched op)

        runs, trusted = self._runs, self.trusted

        def match_and_rewrite(op, rewriter):
            run = runs.get()
            if run.error is not None:
                return True
            run.noted = False
            watched = run.watched   # (one per apply, reset per match: a new one cost 5% of a pass)
            watched.rewriter, watched.op, watched.replaced = rewriter, op, False
            try:
                result = fn(op, rewriter if trusted else watched)
                if result is None or result is False:
                    if not watched.replaced:
                        return True
                    # (it rewrote the op through the rewriter: a change, whatever it answered)
                elif type(result) is Rewritten:
                    if result.name is not None:
                        run.counts[result.name] += 1
                        return False
                else:
                    rewriter.replace_op(op, _replacement(op, result, None if trusted else watched))
            except _Misuse as e:
                from .pass_errors import describe_op
                op_text, loc = ("", "") if watched.replaced else describe_op(op)   # (a gone op is not read)
                run.error = PatternFailure(f"pattern '{name}' {e}", op_text, loc)
                return True
            except (Exception, SystemExit) as e:   # must not unwind through the C++ driver
                from .pass_errors import describe_op
                op_text, loc = ("", "") if watched.replaced else describe_op(op)
                run.error = PatternFailure(f"pattern '{name}' raised {type(e).__name__}: {e}", op_text, loc,
                                           "".join(traceback.format_exception(type(e), e, e.__traceback__)))
                return True
            if not run.noted:
                run.counts[name] += 1
            return False
        return match_and_rewrite

    def note(self, name: str, n: int = 1) -> None:
        """Count a rewrite under `name` (a pattern doing several kinds of rewrite names each)."""
        self._run.counts[name] += n
        self._run.noted = True

    def count(self, name: str) -> int:
        """How often `name` was counted so far in the running apply()."""
        return self._run.counts[name]

    def frozen(self, ctx: ir.Context):
        f = self._frozen.get(ctx)
        if f is None:
            ps = rewrite.RewritePatternSet(ctx)
            for p in self.patterns:
                ps.add(p.root, self._callback(p), p.benefit)
            f = self._frozen[ctx] = ps.freeze()
        return f

    def apply(self, op, driver: str = "greedy", max_iterations: int = 10, fold: bool = False,
              cse_constants: bool = False, max_rewrites: int = MAX_REWRITES) -> dict[str, int]:
        """Apply the patterns under `op`; returns how often each pattern rewrote."""
        op = op.operation if isinstance(op, ir.OpView) else op
        run = _Run()
        token = self._runs.set(run)
        try:
            return self._apply(op, run, driver, greedy_config(max_iterations, fold, cse_constants, max_rewrites))
        finally:
            self._runs.reset(token)

    def _apply(self, op, run: _Run, driver: str, config):
        frozen = self.frozen(op.context)
        with op.context, ir.Location.unknown(op.context):
            if driver == "walk":
                rewrite.walk_and_apply_patterns(op, frozen)
            elif driver == "greedy":
                try:
                    rewrite.apply_patterns_and_fold_greedily(op, frozen, config)
                except RuntimeError:   # "failed to converge" (a pattern's own error is run.error)
                    if run.error is None:
                        raise PatternFailure(_not_converged(run.counts, config, self.patterns),
                                             convergence=True) from None
            else:
                raise ValueError(f"unknown driver {driver!r} (greedy or walk)")
        if run.error is not None:
            raise run.error
        return dict(run.counts)


def greedy_config(max_iterations: int = 10, fold: bool = False, cse_constants: bool = False,
                  max_rewrites: int = MAX_REWRITES):
    cfg = rewrite.GreedyRewriteConfig()
    cfg.max_iterations = max_iterations
    cfg.max_num_rewrites = max_rewrites
    cfg.enable_folding = fold
    cfg.enable_constant_cse = cse_constants
    cfg.region_simplification_level = rewrite.GreedySimplifyRegionLevel.DISABLED
    return cfg


def _not_converged(counts: Counter, config, patterns) -> str:
    limit = (f"{config.max_iterations} iterations of at most {config.max_num_rewrites:,} rewrites "
             f"(apply(max_rewrites=) raises it)" if sum(counts.values()) >= config.max_num_rewrites
             else f"{config.max_iterations} iterations")
    if not counts:
        return f"the greedy driver did not converge in {limit}"
    roots = {p.name: p.root for p in patterns}
    (name, n), *others = counts.most_common(3)
    also = "; also applied: " + ", ".join(f"'{o}' {c} times" for o, c in others) if others else ""
    return (f"pattern '{name}' (root {roots.get(name, '?')}) did not converge: applied {n} times in "
            f"{limit}, it keeps rewriting what it produced{also}")


_EMPTY: dict = {}


def erase_dead_ops(op) -> None:
    """Erase side-effect-free ops whose results are unused (MLIR's greedy driver, no patterns)."""
    op = op.operation if isinstance(op, ir.OpView) else op
    frozen = _EMPTY.get(op.context)
    if frozen is None:
        frozen = _EMPTY[op.context] = rewrite.RewritePatternSet(op.context).freeze()
    rewrite.apply_patterns_and_fold_greedily(op, frozen, greedy_config(2))
