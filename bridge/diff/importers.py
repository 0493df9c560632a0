"""Our HLO reader against XLA's importer (`hlobridge convert M --compare-importers`).

Both read the same HLO (ours: parser -> xla dialect -> our passes; XLA's: its parser and
HLO->StableHLO importer in a child process), both results run on PJRT with the same
inputs (given, an HloSnapshot's, or difftest's seeded ones), and each output is compared
exactly as difftest compares backends. What PJRT here cannot run (a GPU dump's cuBLAS calls
on a CPU machine ...) runs on the reference instead, and the report says so. Also shown:
the ops each conversion holds, by name, where the counts differ (the structure can differ
while the values agree: XLA's importer keeps `mhlo.fusion`, we inline it).
"""
from __future__ import annotations

from collections import Counter

from ..errors import HloBridgeError
from .backends import BACKENDS, run_backend
from .approx import output_factors
from .compare import compare, dtype_name, not_compared
from .core import _RANDOM as RANDOM   # (the words difftest gives such an output)
from ..generators import GenSpec
from .inputs import generated_inputs, given_inputs
from .modinfo import walk_ops
from .prepare import finish, make_static
from .tolerance import Policy


def _op_counts(module) -> Counter:
    counts = Counter(op.name for op in walk_ops(module))
    for name in ("func.func", "func.return", "func.call", "stablehlo.return"):
        counts.pop(name, None)   # how the conversions structure functions, not what they compute
    return counts


def compare_importers(data, inputs=None, backend: str = "cpu", seed: int = 0, elided_constants: str | None = None,
                      policy: Policy | None = None, dims=None) -> dict:
    """{"verdict": "agree" | "differ" | "error", "outputs": [...], "ops": {...}, ...}.
    `dims`: sizes of dynamic parameter dimensions (`f32[<=8,?]`), as difftest takes them."""
    from ..formats import converter, snapshot_arguments
    policy = policy or Policy()
    if backend not in BACKENDS:
        raise HloBridgeError(f"unknown backend {backend!r}; known: {', '.join(BACKENDS)}")
    if fmt_error := _not_hlo(data):
        raise HloBridgeError(fmt_error)
    modules, errors = {}, {}
    for via in ("builder", "native"):
        try:
            program, _ = converter.load(data, via=via, elided_constants=elided_constants)
            modules[via] = converter.to_stablehlo_module(program)
        except HloBridgeError as e:
            errors[via] = " ".join(str(e).split())
    if not modules:   # bad input, not a disagreement
        raise HloBridgeError(errors["builder"])
    result: dict = {"backend": backend, "readers": {v: ("ok" if v in modules else errors[v]) for v in ("builder", "native")}}
    if len(modules) < 2:
        result["verdict"] = "error"
        return result
    shardings = {v: _shardings(m) for v, m in modules.items()}
    if shardings["builder"] != shardings["native"]:
        result["shardings"] = _sharding_differences(shardings["builder"], shardings["native"])
    counts = {v: _op_counts(m) for v, m in modules.items()}
    result["ops"] = {name: [counts["builder"][name], counts["native"][name]]
                     for name in sorted(set(counts["builder"]) | set(counts["native"]))
                     if counts["builder"][name] != counts["native"][name]}
    given = inputs if inputs is not None else snapshot_arguments(data)
    programs = {v: finish(make_static(m, dims, given), f"{v} conversion") for v, m in modules.items()}
    ours, theirs = programs["builder"], programs["native"]
    if ours.params != theirs.params:
        result.update(verdict="differ", detail=f"signatures differ: {ours.params} (ours) vs {theirs.params} (XLA's)")
        return result
    arrays = (given_inputs(given, ours.params) if given is not None
              else generated_inputs(ours.module, ours.params, seed, GenSpec())[0])
    runs = {v: run_backend(backend, BACKENDS[backend], p, arrays) for v, p in programs.items()}
    refused = next((f"{v} conversion: {r.error}" for v, r in runs.items() if r.status == "unsupported"), None)
    if refused and backend != "reference":
        # what PJRT here cannot run (a GPU dump's cuBLAS calls, collective-broadcast, ragged
        # all-to-all ...): both conversions on the reference instead, and the report says so
        result.update(backend="reference", fallback=f"{backend} cannot run it ({refused})")
        runs = {v: run_backend("reference", BACKENDS["reference"], p, arrays) for v, p in programs.items()}
        backend = "reference"
    for v, r in runs.items():
        if r.status != "ok":
            result.update(verdict="error", detail=f"{v} conversion on {backend}: {r.status}: {r.error}")
            return result
    if len(runs["native"].outputs) != len(runs["builder"].outputs):
        result.update(verdict="differ", detail=f"{len(runs['builder'].outputs)} outputs (ours) vs "
                                               f"{len(runs['native'].outputs)} (XLA's)")
        return result
    # (an output of stablehlo.rng, TF's tf.random.uniform: each compiled module draws its own)
    factors = output_factors(ours.module)
    outs = [(not_compared(e, i, RANDOM) if i < len(factors) and factors[i].random else
             compare(e, g, policy.resolve(dtype_name(e.dtype)), index=i)).to_dict()
            for i, (e, g) in enumerate(zip(runs["native"].outputs, runs["builder"].outputs))]
    result["outputs"] = outs
    verdicts = {o["verdict"] for o in outs}   # ("unsupported": an empty output, nothing to compare)
    result["verdict"] = ("differ" if "mismatch" in verdicts or result.get("shardings") else
                         "agree" if "match" in verdicts else "nothing compared")
    return result


def _shardings(module) -> dict:
    """What each conversion says of placement: @main's argument and result shardings by
    position, and how many ops carry each op sharding (ops are matched by nothing sturdier:
    XLA keeps mhlo.fusion where we inline, and their locations are spelled differently)."""
    from ..mlir_attrs import items
    from ..mlir_module import entry_name, functions
    from jaxlib.mlir import ir
    funcs = functions(module)
    main = funcs[entry_name(funcs)]
    out = {}
    for kind in ("arg_attrs", "res_attrs"):
        if kind in main.attributes:
            for i, d in enumerate(ir.ArrayAttr(main.attributes[kind])):
                for key, a in items(ir.DictAttr(d)):
                    if key in ("mhlo.sharding", "sdy.sharding"):
                        out[(kind[:3], i, key)] = str(a)
    ops = Counter(str(op.attributes["mhlo.sharding"]) for op in walk_ops(module) if "mhlo.sharding" in op.attributes
                  and op.name != "func.func")
    out.update({("op", s, "mhlo.sharding"): n for s, n in ops.items()})
    return out


def _sharding_differences(ours: dict, theirs: dict) -> list[str]:
    where = {"arg": "argument", "res": "result"}
    lines = []
    for k in sorted(set(ours) | set(theirs), key=str):
        a, b = ours.get(k), theirs.get(k)
        if a != b:
            lines.append(f"ops with {k[1]}: {a or 0} (ours) vs {b or 0} (XLA's)" if k[0] == "op" else
                         f"{where[k[0]]} {k[1]} {k[2]}: {a or 'none'} (ours) vs {b or 'none'} (XLA's)")
    return lines


def _not_hlo(data) -> str:
    from ..formats import detect
    fmt = detect(data) if isinstance(data, (str, bytes)) else "module"
    if fmt not in ("hlo", "hlo-proto", "hlo-proto-text", "hlo-snapshot"):
        return f"--compare-importers reads HLO input (text, proto, snapshot), not {fmt}"
    return ""


def summary(result: dict) -> str:
    """The report in a few lines for the terminal."""
    lines = [f"importers: {result['verdict']} (ours vs XLA's, both run on {result['backend']})"]
    for via, status in result["readers"].items():
        if status != "ok":
            who = "ours" if via == "builder" else "XLA's"
            lines.append(f"  {who}: {status}")
    if result.get("fallback"):
        lines.append(f"  on the reference: {result['fallback']}")
    if result.get("detail"):
        lines.append(f"  {result['detail']}")
    for o in result.get("outputs", []):
        worst = ("" if o["verdict"] == "match" else f": {o.get('detail')}" if o["verdict"] == "unsupported" else
                 f", max abs error {o.get('max_abs_error'):.3g}")
        lines.append(f"  out{o['index']}: {o['dtype']}{o['shape']} {o['verdict']}{worst}")
    for line in result.get("shardings", []):
        lines.append(f"  sharding differs: {line}")
    if result.get("ops"):
        lines.append("  ops whose counts differ (ours, XLA's): " +
                     ", ".join(f"{k} {a}/{b}" for k, (a, b) in result["ops"].items()))
    return "\n".join(lines)
