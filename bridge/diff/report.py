"""What a difftest found: per backend, per output, and for the module as a whole.

`DiffReport.to_dict()` is one entry of the `modules` list of the JSON report
(schema in docs/difftest.md); `str(report)` is the terminal table.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

SCHEMA = "hlobridge.difftest/1"
# Module verdicts, worst first: the first one present decides.
VERDICTS = ("mismatch", "crash", "timeout", "error", "unsupported", "match")


@dataclass
class OutputReport:
    index: int
    verdict: str                       # "match" | "mismatch" | "unsupported" (not compared)
    name: str = ""
    dtype: str = ""
    shape: list = field(default_factory=list)
    elements: int = 0
    mismatches: int = 0
    mismatch_fraction: float = 0.0
    max_abs_error: float = 0.0
    max_rel_error: float = 0.0
    max_ulp: float = 0.0
    first_mismatch: dict | None = None
    worst: list = field(default_factory=list)   # top-5: {index, expected, got, abs_error, rel_error, ulp}
    histogram: dict = field(default_factory=dict)
    tolerance: dict = field(default_factory=dict)
    detail: str = ""
    rounding: dict | None = None       # elements past the tolerance the rounding-error bound accepted

    @property
    def worst_index(self) -> tuple | None:
        """Index of the worst mismatching element (None when the output matches)."""
        if self.verdict != "mismatch" or not self.worst:
            return None
        return tuple(self.worst[0]["index"])

    def to_dict(self) -> dict:
        return {k: getattr(self, k) for k in self.__dataclass_fields__}


@dataclass
class BackendResult:
    backend: str
    status: str                        # "ok" | "unsupported" | "error" | "crash" | "timeout"
    outputs: list | None = None
    error: str = ""
    seconds: float = 0.0

    def to_dict(self) -> dict:
        return {"status": self.status, "error": self.error, "seconds": round(self.seconds, 6)}


@dataclass
class DiffReport:
    baseline: str
    results: dict[str, BackendResult]
    comparisons: dict[str, list[OutputReport]] = field(default_factory=dict)
    checks: dict[str, list[OutputReport]] = field(default_factory=dict)
    name: str = "program"
    inputs: list = field(default_factory=list)        # the arrays every backend ran on
    input_notes: list = field(default_factory=list)   # per parameter: type, generator, rule
    ops: list = field(default_factory=list)
    families: list = field(default_factory=list)
    seconds: float = 0.0
    localization: dict | None = None                  # difftest(localize=True) on a mismatch
    notes: list = field(default_factory=list)         # what every backend left out (host callbacks)

    @property
    def verdict(self) -> str:
        found = {o.verdict for outs in (*self.comparisons.values(), *self.checks.values()) for o in outs}
        if found & {"match", "mismatch"}:   # outputs not compared (unsupported) leave the others' verdict
            found.discard("unsupported")
        found |= {"unsupported" if r.status == "unsupported" else r.status for r in self.results.values()}
        if not found - {"ok"}:   # no output compared (a program without results): not "agree"
            return "unsupported"
        return next(v for v in VERDICTS if v in found or v == "match")

    @property
    def ok(self) -> bool:
        return self.verdict == "match"

    @property
    def reason(self) -> str:
        """One line: why the verdict is not 'match'."""
        for b, outs in (*self.comparisons.items(), *(("check " + k, v) for k, v in self.checks.items())):
            for o in outs:
                if o.verdict == "mismatch":
                    where = f" at {list(o.worst_index)}" if o.worst_index is not None else ""
                    w = o.worst[0] if o.worst and o.worst_index is not None else None
                    vals = f": {_versus(w['expected'], w['got'])}" if w else ""
                    return (f"{b} output {o.index}: {o.mismatches}/{o.elements} elements differ"
                            f"{where}{vals}{'; ' + o.detail if o.detail else ''}")
        for r in self.results.values():
            if r.status != "ok":
                return f"{r.backend}: {r.status}: {r.error}"
        for b, outs in self.comparisons.items():
            for o in outs:
                if o.verdict == "unsupported":
                    return f"{b} output {o.index}: {o.detail}"
        if self.verdict == "unsupported":
            return "nothing was compared: the program has no outputs" if self.comparisons or self.checks else \
                "nothing was compared: one backend ran, none to compare it with"
        return ""

    def to_dict(self) -> dict:
        return {"id": self.name, "verdict": self.verdict, "reason": self.reason,
                "seconds": round(self.seconds, 6), "ops": self.ops, "families": self.families,
                "inputs": self.input_notes,
                "backends": {k: r.to_dict() for k, r in self.results.items()},
                "comparisons": [{"backend": b, "against": self.baseline, "outputs": [o.to_dict() for o in outs]}
                                for b, outs in self.comparisons.items()],
                "checks": [{"backend": b, "outputs": [o.to_dict() for o in outs]}
                           for b, outs in self.checks.items()],
                **({"notes": self.notes} if self.notes else {}),
                **({"localization": jsonable(self.localization)} if self.localization else {})}

    def __str__(self) -> str:
        return format_module(self.to_dict(), self.baseline)


# ---------------------------------------------------------------- terminal table

_COLUMNS = ("backend", "out", "type", "verdict", "max abs", "max rel", "max ulp", "mismatches",
            "worst: baseline vs got")


def format_module(m: dict, baseline: str) -> str:
    lines = [f"difftest {m['id']}: {m['verdict'].upper()} (baseline {baseline})"
             + (f" - {m['reason']}" if m.get("reason") and m["verdict"] != "match" else "")]
    rows = []
    for name, r in m.get("backends", {}).items():
        if r["status"] != "ok":
            rows.append((name, "-", "-", r["status"], "", "", "", "", _clip(r["error"], 100)))
    for group, label in ((m.get("comparisons", []), ""), (m.get("checks", []), "check ")):
        for c in group:
            for o in c["outputs"]:
                rows.append(_row(label + c["backend"], o))
    if rows:
        widths = [max(len(str(r[i])) for r in rows + [_COLUMNS]) for i in range(len(_COLUMNS) - 1)]
        fmt = "  " + "  ".join(f"{{:<{w}}}" for w in widths) + "  {}"
        lines.append(fmt.format(*_COLUMNS))
        lines.extend(fmt.format(*r) for r in rows)
    lines.extend(f"  note: {n}" for n in m.get("notes", []))
    loc = m.get("localization")
    if loc and loc.get("summary"):
        lines.append("  " + loc["summary"])
        for e in loc.get("next", [])[:3]:
            src = e.get("location", {}).get("source", "")
            lines.append(f"    then {e['name']} ({e['id']}{', ' + src if src else ''})")
    return "\n".join(lines)


def _row(backend: str, o: dict) -> tuple:
    type_ = f"{o['dtype']}[{','.join(map(str, o['shape']))}]"
    mism = f"{o['mismatches']}/{o['elements']} ({100 * o['mismatch_fraction']:.3g}%)"
    w = o["worst"][0] if o.get("worst") else None
    worst = f"{tuple(w['index'])}: {_versus(w['expected'], w['got'])}" if w else ""
    if o.get("detail"):
        worst = (worst + "  " if worst else "") + o["detail"]
    return (backend, o["index"], type_, o["verdict"], _num(o["max_abs_error"]), _num(o["max_rel_error"]),
            _num(o["max_ulp"]), mism, worst)


def _num(x, digits: int = 7) -> str:
    if isinstance(x, list):
        return f"({_num(x[0], digits)}{'+' if not str(x[1]).startswith('-') else ''}{_num(x[1], digits)}j)"
    if isinstance(x, bool) or isinstance(x, int):
        return str(x)
    if isinstance(x, str):
        return x
    return f"{x:.{digits}g}"


def _clip(text: str, width: int) -> str:
    """`text` cut at a word boundary to about `width` characters (the JSON report keeps it whole)."""
    if len(text) <= width:
        return text
    cut = text.rfind(" ", 0, width)
    return text[:cut if cut > width // 2 else width].rstrip(" ,;:") + " ..."


def _versus(expected, got) -> str:
    """"expected vs got", with the digits that tell them apart (f32 values a few ulp apart
    read "1 vs 1" with 7; 17 tell any two doubles apart)."""
    for digits in (7, 9, 12, 17):
        a, b = _num(expected, digits), _num(got, digits)
        if a != b or expected == got:
            break
    return f"{a} vs {b}"


# ---------------------------------------------------------------- JSON

def jsonable(x):
    """Plain JSON types; non-finite floats become the strings 'inf', '-inf', 'nan'."""
    if isinstance(x, dict):
        return {str(k): jsonable(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [jsonable(v) for v in x]
    if isinstance(x, (np.floating, float)):
        x = float(x)
        if math.isfinite(x):
            return x
        return "nan" if math.isnan(x) else ("inf" if x > 0 else "-inf")
    if isinstance(x, np.integer):
        return int(x)
    if isinstance(x, np.bool_):
        return bool(x)
    return x
