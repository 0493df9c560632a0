"""Writing results: the JSON report (schema in docs/difftest.md), JUnit XML, terminal tables."""
from __future__ import annotations

import json
import shlex
from xml.etree import ElementTree as ET

from .corpus import CorpusResult
from .report import SCHEMA, VERDICTS, format_module, jsonable

_SUMMARY_COLUMNS = ("match", "mismatch", "unsupported", "crash", "timeout", "error")


def report_dict(result: CorpusResult, options: dict) -> dict:
    return jsonable({"schema": SCHEMA, "tool": "hlobridge difftest", "backends": options["backends"],
                     "baseline": options.get("baseline") or options["backends"][0], "seed": options["seed"],
                     "policy": options["policy"], "generator": options["generator"],
                     "summary": result.summary(), "families": result.families(), "modules": result.modules,
                     "reductions": result.reductions,
                     # (a run cut short is no pass: a reader of the report must be able to tell)
                     **({"interrupted": {"finished": len(result.modules), "asked": result.total}}
                        if result.interrupted else {})})


def report_json(result: CorpusResult, options: dict) -> str:
    return json.dumps(report_dict(result, options), indent=1, allow_nan=False) + "\n"


def junit_xml(result: CorpusResult) -> str:
    """One testcase per module: mismatch -> failure, crash/timeout/error -> error,
    unsupported -> skipped."""
    c = result.counts()
    cut = int(result.interrupted)   # an interrupted run is one more error: no CI reads it as a pass
    suite = ET.Element("testsuite", name="hlobridge.difftest", tests=str(len(result.modules) + cut),
                       failures=str(c["mismatch"]), errors=str(c["crash"] + c["timeout"] + c["error"] + cut),
                       skipped=str(c["unsupported"]), time=f"{result.seconds:.3f}")
    if cut:
        why = f"interrupted: {len(result.modules)} of {result.total} modules finished"
        ET.SubElement(ET.SubElement(suite, "testcase", classname="difftest", name="(interrupted)"),
                      "error", message=why, type="interrupted").text = why
    for m in result.modules:
        fam = (m.get("families") or ["module"])[0]
        case = ET.SubElement(suite, "testcase", classname=f"difftest.{fam}", name=m["id"],
                             time=f"{m.get('seconds', 0.0):.3f}")
        v, reason = m["verdict"], m.get("reason", "")
        if v == "mismatch":
            ET.SubElement(case, "failure", message=reason, type="mismatch").text = _details(m)
        elif v in ("crash", "timeout", "error"):
            ET.SubElement(case, "error", message=reason, type=v).text = reason
        elif v == "unsupported":
            ET.SubElement(case, "skipped", message=reason)
    root = ET.Element("testsuites")
    root.append(suite)
    ET.indent(root)
    return ET.tostring(root, encoding="unicode", xml_declaration=True) + "\n"


def _details(m: dict) -> str:
    # the baseline's name, as each comparison records it (not the word "baseline")
    against = next((c["against"] for c in m.get("comparisons", []) if c.get("against")), "?")
    return format_module(m, against)


def summary_text(result: CorpusResult, options: dict, show_passing: bool = False) -> str:
    lines = []
    baseline = options.get("baseline") or options["backends"][0]
    for m in result.modules:
        if m["verdict"] != "match" or show_passing:
            lines.append(format_module(m, baseline) if m["verdict"] == "mismatch" or show_passing
                         else f"{m['id']}: {m['verdict'].upper()}" + (f" - {m['reason']}" if m.get("reason") else ""))
    fams = result.families()
    if len(result.modules) > 1:
        lines.append("")
        lines.append(_table("family", fams))
    s = result.summary()
    lines.append("")
    modules = f"{s['modules']} module" + ("" if s["modules"] == 1 else "s")
    lines.append(f"{modules}: " + ", ".join(f"{s[v]} {v}" for v in VERDICTS if s[v])
                 + f"  ({s['ran']} run in {s['seconds']:.1f} s, {s['modules_per_second']:.1f} modules/s)")
    if result.interrupted:
        n = len(result.modules)
        lines.append(f"interrupted: {n} of {result.total} modules finished" + (" (reported above)" if n else "")
                     + "".join(f"; was running {m}" + (f" on {b}" if b else "") for m, b in result.running))
    if result.nothing_compared:
        lines.append("nothing was compared: every backend pair was unsupported (exit status 3)")
    return "\n".join(lines).lstrip("\n")


def _table(first: str, rows: dict[str, dict]) -> str:
    cols = ("modules",) + _SUMMARY_COLUMNS
    w0 = max([len(first)] + [len(k) for k in rows])
    head = f"{first:<{w0}}  " + "  ".join(f"{c:>11}" for c in cols)
    body = [f"{k:<{w0}}  " + "  ".join(f"{r.get(c, 0):>11}" for c in cols) for k, r in rows.items()]
    return "\n".join([head] + body)


_GEN_DEFAULTS = {"family": "normal", "scale": 3.0, "int_range": "small", "nan": 0.0, "inf": 0.0, "zero": 0.0,
                 "subnormal": 0.0, "domain_rules": True}

_GEN_FLAGS = {"family": "--gen", "scale": "--scale", "int_range": "--int-range", "nan": "--nan", "inf": "--inf",
              "zero": "--zeros", "subnormal": "--subnormals"}


def reproducer(report: dict, module_id: str, inputs: str | None = None, backends: list | None = None,
               baseline: str | None = None) -> str:
    """The difftest command line that runs this one module again the same way (`inputs`: an
    .npz to use instead of the seeded inputs; `backends`/`baseline`: a subset to compare)."""
    cmd = ["hlobridge", "difftest", module_id, "--backends", ",".join(backends or report.get("backends", []))]
    if baseline or report.get("baseline"):
        cmd += ["--baseline", baseline or report["baseline"]]
    cmd += ["--inputs", inputs] if inputs else ["--seed", str(report.get("seed", 0))]
    pol = report.get("policy", {})
    for key in ("atol", "rtol", "ulp"):
        if pol.get(key) is not None:
            cmd += [f"--{key}", str(pol[key])]
    for dtype, (atol, rtol) in sorted(pol.get("tolerances", {}).items()):
        cmd += ["--tol", f"{dtype}={atol},{rtol}"]
    cmd += ["--bitwise"] if pol.get("bitwise") else []
    cmd += ["--nan-mismatch"] if pol.get("nan_equal") is False else []
    cmd += ["--no-approx-scaling"] if pol.get("approx_scaling") is False else []
    cmd += ["--no-rounding-noise"] if pol.get("rounding_noise") is False else []
    gen = report.get("generator", {})
    for key, flag in _GEN_FLAGS.items():
        if key in gen and gen[key] != _GEN_DEFAULTS[key]:
            cmd += [flag, str(gen[key])]
    cmd += ["--no-domain-rules"] if gen.get("domain_rules") is False else []
    return " ".join(shlex.quote(c) for c in cmd)
