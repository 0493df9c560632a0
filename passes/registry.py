"""The pass registry: Python passes by name, with typed options, a summary and a doc.

A pass is a function `run(op, **options)` or a class with `run(self, op)` (options set
as attributes), registered with `@register(name, summary, options=[Option(...)])`.
`op` is the operation the pass runs on (the module, or each `func.func` when nested as
`func.func(name)`). A pass may return statistics: an int (rewrites) or a dict of counts.
"""
from __future__ import annotations

import inspect
import re
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from jaxlib.mlir import ir

from bridge.errors import HloBridgeWarning

from .mlir_passes import ANCHORS
from .options import Option, parse_options, split_top_level
from .pass_errors import PipelineError


@dataclass(frozen=True)
class PassInfo:
    name: str
    target: Any                      # the function or class that was registered
    summary: str
    doc: str = ""
    options: tuple[Option, ...] = ()

    def bind(self, option_text: str = "") -> Callable[[ir.Operation], Any]:
        """A callable running this pass with the options written in `option_text`."""
        values = parse_options(option_text, self.options, self.name)
        if inspect.isclass(self.target):
            def run_class(op, target=self.target):
                instance = target()
                for k, v in values.items():
                    setattr(instance, k, v)
                return instance.run(op)
            return run_class
        return lambda op, fn=self.target: fn(op, **values)

    def describe(self) -> str:
        """Summary, options with types and defaults, and the doc (for --list-passes -v)."""
        lines = [f"{self.name}: {self.summary}"]
        for o in self.options:
            lines.append(f"  {o.name}={o.type_name} (default {_fmt_default(o.default)})  {o.help}".rstrip())
        if self.doc:
            lines += ["  " + ln if ln else "" for ln in self.doc.strip().splitlines()]
        return "\n".join(lines)


def _fmt_default(v) -> str:
    if isinstance(v, tuple):
        return ",".join(map(str, v)) or "''"
    return str(v).lower() if isinstance(v, bool) else str(v)


PASSES: dict[str, PassInfo] = {}


def _doc_parts(target) -> tuple[str, str]:
    doc = inspect.getdoc(target) or ""
    first, _, rest = doc.partition("\n")
    return first.strip(), rest.strip()


_NAME = re.compile(r"[A-Za-z_][\w-]*")


def _warn_replacing(name: str, target) -> None:
    """A pass of that name exists: the later one wins, and the user hears of it."""
    old = PASSES.get(name)
    if old is None and name not in ANCHORS:
        return
    if old is not None and _definition(old.target) == _definition(target):
        return   # (the same definition imported again: a plugin loaded twice)
    what = "the pass registered before" if old is not None else "MLIR's pass"
    warnings.warn(f"pass '{name}' registered again: it replaces {what} of that name", HloBridgeWarning,
                  stacklevel=3)


def _definition(target):
    """What tells two definitions apart: a function's code (equal when a file is imported
    again, unequal for two lambdas of one line apart), a class's module and name."""
    code = getattr(target, "__code__", None)
    return code if code is not None else (getattr(target, "__module__", None), getattr(target, "__qualname__", None))


def _check_keywords(name: str, target, options) -> None:
    """At registration, not at the first run: a function pass must take each option's keyword,
    and none may be its op parameter's name (an option 'op' made every run fail with
    "got multiple values for argument 'op'")."""
    if inspect.isclass(target) or not callable(target):
        return
    try:
        params = list(inspect.signature(target).parameters.values())
    except (TypeError, ValueError):   # (a builtin without a signature: left to the run)
        return
    if not params:
        raise ValueError(f"pass '{name}': the pass function takes no argument (it is called with the op)")
    first, rest = params[0], params[1:]
    takes_any = any(p.kind is p.VAR_KEYWORD for p in params)
    for o in options:
        if first.kind is not first.VAR_POSITIONAL and o.keyword == first.name:
            raise ValueError(f"pass '{name}': option '{o.name}' reaches the pass function as {o.keyword}=, "
                             f"the name of its first parameter (the op it runs on): rename that parameter")
        if not takes_any and not any(p.name == o.keyword and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)
                                     for p in rest):
            raise ValueError(f"pass '{name}': option '{o.name}' reaches the pass function as {o.keyword}=, "
                             f"which it does not take")


def register(name: str, summary: str | None = None, *, doc: str | None = None, options=()):
    """Decorator registering a pass function or class under `name` (re-registering replaces).

    summary/doc default to the first line / the rest of the target's docstring.
    """
    if not _NAME.fullmatch(name):
        raise ValueError(f"pass name {name!r}: letters, digits, '-' and '_' (a '.' reads as an op name "
                         f"in a pipeline: func.func(...))")

    def deco(target):
        _check_keywords(name, target, options)
        _warn_replacing(name, target)
        first, rest = _doc_parts(target)
        if doc is not None:
            text = doc
        else:   # an explicit summary leaves the whole docstring as the doc
            text = (inspect.getdoc(target) or "") if summary else rest
        PASSES[name] = PassInfo(name, target, summary or first or name, text, tuple(options))
        return target
    return deco


def split_pipeline(pipeline: str) -> list[str]:
    """Split at top-level commas: 'a,func.func(b,c),d{x=1,2}' -> ['a', 'func.func(b,c)', 'd{x=1,2}'].
    An empty element ('a,,b', 'a,') is an error, as in MLIR's pipeline parser: it is a typo
    more often than not. An empty pipeline is no pass."""
    parts = split_top_level(pipeline, ",", keep_empty=True)[0]
    if parts == [""]:
        return []
    if "" in parts:
        raise PipelineError(f"empty element in pass pipeline {pipeline!r} (a stray ',')")
    return parts
