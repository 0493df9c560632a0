"""`hlobridge difftest`: compare backends on one module or a corpus (exit 0 agree, 1 mismatch, 2 bad input)."""
from __future__ import annotations

import argparse
import io
import os
import re
import shlex
import sys

from bridge.files import BYTECODE_MAGIC

from bridge.files import read_bytes, refuse_overwriting, write_atomic, write_text

EXAMPLE = """examples:
  hlobridge difftest prog.mlir                               # cpu vs reference, generated inputs
  hlobridge difftest prog.mlir --backends cpu,reference,interpreter --ulp 2 --inputs args.npz
  hlobridge difftest corpus/ -j 2 --timeout 30 --report out.json --junit out.xml
  hlobridge difftest corpus/ -j 2 --resume                   # continue a killed run
  hlobridge difftest bad.mlir --reduce --reduce-dir reduced/ # write a minimal mismatching module
  hlobridge difftest bad.mlir --localize --report r.json     # name the first diverging op and its line
  hlobridge difftest corpus/ --executor dask://127.0.0.1:8786
  hlobridge difftest --random 500 --seed 7 -j 2 --reduce     # 500 random programs random-7-0 ... random-7-499
exit status: 0 all agree, 1 a mismatch (or crash/timeout), 2 bad input, 3 nothing compared
  (every backend pair unsupported), 130 interrupted (Ctrl-C; what finished is reported), 143 on SIGTERM (the same)"""

DEFAULT_JOURNAL = ".hlobridge-difftest-journal.jsonl"


def add_parser(sub):
    from .cmd_convert import add_elided_argument
    p = sub.add_parser("difftest", help="compare backends on programs (one module or a corpus)", epilog=EXAMPLE,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("paths", nargs="*", metavar="IN", help="module files or directories ('-' = stdin)")
    g = p.add_argument_group("random programs")
    g.add_argument("--random", type=int, metavar="N",
                   help="run N random programs (bridge/diff/randprog.py) named random-S-I (S: --seed), instead of IN")
    g.add_argument("--random-ops", type=int, default=12, metavar="K", help="ops per random program (default 12)")
    g.add_argument("--random-start", type=int, default=0, metavar="I",
                   help="the first program's index I (--random 1 --random-start I: random-S-I alone)")
    g = p.add_argument_group("backends")
    g.add_argument("--backends", default="cpu,reference",
                   help="comma list of cpu, cuda, gpu, tpu, reference, reference-ftz (subnormals flushed as "
                        "XLA:CPU does), interpreter, reference-xla, reference@FILE (the reference running FILE's "
                        "module on the same inputs: a dump's optimized module), recorded (an HloSnapshot's "
                        "recorded result), recorded@FILE (out0, out1 ... or np.savez's arr_0, arr_1 ... of an "
                        ".npz, an .npy's one array, or a snapshot's result) (default cpu,reference)")
    g.add_argument("--baseline", help="the backend the others are compared with (default: the first)")
    g.add_argument("--plugin", action="append", default=[], metavar="FILE.py",
                   help="a Python file that registers more backends (bridge.diff.register_backend)")
    g = p.add_argument_group("inputs")
    g.add_argument("--inputs", metavar="X.npz", help="arguments arg0, arg1 ... (default: generated)")
    g.add_argument("--dim", metavar="b=8,n=3",
                   help="sizes of a shape-polymorphic module's symbolic dimensions for generated inputs "
                        "(jax's names, argI.D, or positional: --dim 8,3)")
    g.add_argument("--seed", type=int, default=0)
    add_elided_argument(g)
    g.add_argument("--gen", default="normal", help="normal|small|positive|nonzero|uniform|bits (default normal)")
    g.add_argument("--scale", type=float, default=3.0, help="scale of the normal family (default 3)")
    g.add_argument("--int-range", default="small", choices=("small", "full"))
    for name in ("nan", "inf", "zeros", "subnormals"):
        g.add_argument(f"--{name}", type=float, default=0.0, metavar="F", help=f"fraction of {name} in floats")
    g.add_argument("--no-domain-rules", action="store_true",
                   help="do not keep indices in bounds, divisors nonzero, log/sqrt inputs positive ...")
    g = p.add_argument_group("comparison")
    g.add_argument("--atol", type=float, help="absolute tolerance for every float dtype")
    g.add_argument("--rtol", type=float, help="relative tolerance for every float dtype")
    g.add_argument("--tol", action="append", default=[], metavar="DTYPE=ATOL,RTOL", help="per-dtype tolerance")
    g.add_argument("--ulp", type=int, help="compare floats by ULP distance (fail above N)")
    g.add_argument("--bitwise", action="store_true", help="bit-exact: -0 != +0, NaN payloads count")
    g.add_argument("--nan-mismatch", action="store_true", help="NaN never matches (default: NaN == NaN)")
    g.add_argument("--no-approx-scaling", action="store_true",
                   help="no looser tolerance for transcendentals and reductions")
    g.add_argument("--no-rounding-noise", action="store_true",
                   help="judge by the tolerance alone: no second look, where a float output breaks it, at the "
                        "rounding noise the reference measures there (cancellation)")
    g = p.add_argument_group("reports")
    g.add_argument("--report", metavar="R.json", help="write the JSON report ('-' = stdout)")
    g.add_argument("--junit", metavar="J.xml", help="write JUnit XML ('-' = stdout)")
    from bridge.view.difftest_views import add_arguments as add_view_arguments
    add_view_arguments(g)   # --html, --model-explorer-dir
    g.add_argument("-v", "--verbose", action="store_true", help="print the table of every module")
    g.add_argument("--fail-on-unsupported", action="store_true", help="exit 1 when a backend cannot run a module")
    g = p.add_argument_group("corpus runs")
    g.add_argument("-j", "--jobs", type=int, default=None, help="worker processes (default: cores)")
    g.add_argument("--timeout", type=float, default=60.0,
                   help="seconds per backend run, one module too (default 60): a hang is that backend's "
                        "`timeout`, the others are still compared")
    g.add_argument("--executor", help="local (default: worker processes, so a hang or a native crash "
                                      "costs one backend), inline (no timeout; debugging), or dask://HOST:PORT")
    g.add_argument("--journal", help=f"results journal (default {DEFAULT_JOURNAL} for corpus runs)")
    g.add_argument("--no-journal", action="store_true")
    g.add_argument("--resume", action="store_true", help="skip modules the journal already has")
    g.add_argument("--no-progress", action="store_true")
    g.add_argument("--localize", action="store_true",
                   help="on a mismatch, name the first op that diverges on its own (fed the baseline's operands) "
                        "and its source line")
    g.add_argument("--reduce", action="store_true", help="shrink each mismatching module and write it out")
    g.add_argument("--reduce-dir", default=".", help="where reduced modules go (default .)")
    return p


def _options(args):
    from bridge.diff import GenSpec, Policy
    from bridge.diff.tasks import load_plugins, options_dict
    from bridge.errors import HloBridgeError
    tolerances = {}
    for item in args.tol:
        m = re.fullmatch(r"\s*([\w]+)\s*=\s*([^,]+),([^,]+)\s*", item)
        if not m:
            raise HloBridgeError(f"--tol wants DTYPE=ATOL,RTOL, got {item!r}")
        try:
            tolerances[m.group(1)] = (float(m.group(2)), float(m.group(3)))
        except ValueError:
            raise HloBridgeError(f"--tol wants numbers, got {item!r}") from None
    policy = Policy(atol=args.atol, rtol=args.rtol, tolerances=tolerances, ulp=args.ulp, bitwise=args.bitwise,
                    nan_equal=not args.nan_mismatch, approx_scaling=not args.no_approx_scaling,
                    rounding_noise=not args.no_rounding_noise)
    gen = GenSpec(family=args.gen, scale=args.scale, int_range=args.int_range, nan=args.nan, inf=args.inf,
                  zero=args.zeros, subnormal=args.subnormals, domain_rules=not args.no_domain_rules)
    plugins = []
    for path in args.plugin:
        if not os.path.exists(path):
            raise HloBridgeError(f"--plugin {path}: no such file")
        plugins.append(path)
    load_plugins([os.path.abspath(p) for p in plugins])
    from bridge.diff.backends import resolve
    names = [n for n, _ in resolve(args.backends)]
    if args.baseline and args.baseline not in names:
        raise HloBridgeError(f"--baseline {args.baseline} is not one of --backends {','.join(names)}")
    options = options_dict(names, args.baseline, args.seed, policy, gen, plugins, parse_dims(args.dim))
    if getattr(args, "localize", False):   # only when asked: older journals' task keys stay valid
        options["localize"] = True
    if args.elided_constants:
        options["elided_constants"] = args.elided_constants
    return options


def parse_dims(text: str | None):
    """--dim b=8,n=3 -> {'b': 8, 'n': 3}; --dim 8,3 -> [8, 3]; None -> None."""
    from bridge.refine import parse_dims as parse
    return parse(text) if text else None


def _items(args):
    from bridge.diff.corpus import Item, discover
    from bridge.errors import HloBridgeError
    if args.random is not None:
        if args.paths or args.inputs:
            raise HloBridgeError("--random makes its own programs and inputs: give no IN and no --inputs")
        if args.random < 1 or args.random_ops < 1 or args.random_start < 0:
            raise HloBridgeError("--random N and --random-ops K want N, K >= 1 (and --random-start >= 0)")
        from bridge.diff.randprog import items
        return items(args.seed, args.random, args.random_ops, args.random_start)
    if not args.paths:
        raise HloBridgeError("difftest needs a module, a folder, '-' or --random N")
    if args.paths == ["-"]:
        data = read_bytes("-")
        program = data if data.startswith(BYTECODE_MAGIC) else data.decode("utf-8", "replace")
        return [Item("<stdin>", program)]
    return discover(args.paths)


def run(args) -> int:
    from bridge.diff.corpus import Journal, make_tasks, run_corpus
    from bridge.diff.executors import make_executor
    from bridge.diff.output import junit_xml, report_dict, report_json, summary_text
    from bridge.diff.progress import Progress
    options = _options(args)
    items = _items(args)
    refuse_overwriting([args.inputs, *args.paths, *(it.id for it in items)],   # (an item's id: its path)
                       [("--report", args.report), ("--junit", args.junit), ("--journal", args.journal),
                        ("--html", getattr(args, "html", None))])
    if args.inputs:
        inputs = read_bytes(args.inputs)
        from bridge.diff.inputs import load_npz
        # an unreadable file: one error here, not one per module
        load_npz(io.BytesIO(inputs), name="stdin" if args.inputs == "-" else args.inputs)
        for it in items:
            it.inputs = inputs
    corpus = len(items) > 1 or args.jobs is not None or args.executor is not None
    # one module too runs in a worker process: the timeout and crash isolation hold for it
    executor = make_executor(args.executor, args.jobs or os.cpu_count() or 1, args.timeout)
    journal_path = None if args.no_journal else (args.journal or (DEFAULT_JOURNAL if corpus else None))
    journal = Journal(journal_path, resume=args.resume)
    reduce_cut = False
    try:
        result = run_corpus(make_tasks(items, options), executor, journal,
                            Progress(len(items), enabled=not args.no_progress))
        if args.reduce and not result.interrupted:
            try:
                _reduce(result, items, options, executor, args.reduce_dir)
            except KeyboardInterrupt:   # Ctrl-C/SIGTERM while reducing: the finished run is still reported
                reduce_cut = True
    finally:
        journal.close()
        executor.close()
    to_stdout = "-" in (args.report, args.junit, args.html)
    out = sys.stderr if to_stdout else sys.stdout
    text = summary_text(result, options, show_passing=args.verbose or not corpus)
    print(text, file=out)
    if args.report:   # ("-": standard output)
        write_text(args.report, report_json(result, options))
    if args.junit == "-":
        sys.stdout.write(junit_xml(result))
    elif args.junit:
        write_atomic(args.junit, junit_xml(result).encode())
    if args.html or args.model_explorer_dir:   # pictures of the same report (bridge/view)
        from bridge.view.difftest_views import write_pictures
        write_pictures(args, report_dict(result, options))
    code = result.exit_code
    if reduce_cut:
        print(f"hlobridge difftest: --reduce interrupted: {len(result.reductions)} of "
              f"{sum(m['verdict'] == 'mismatch' for m in result.modules)} mismatching modules reduced", file=sys.stderr)
    if result.interrupted or reduce_cut:   # Ctrl-C: what finished is reported above; the shell's code for SIGINT
        return 130
    if code == 0 and args.fail_on_unsupported and result.counts()["unsupported"]:
        code = 1
    return code


def _stem(directory: str, module_id: str) -> str:
    return os.path.join(directory, re.sub(r"[^\w.-]+", "_", os.path.basename(module_id)) + ".reduced")


def _write_culprit(m: dict, options: dict, directory: str, program) -> dict:
    """With --localize the culprit op alone, on the baseline's operand values, is the
    reproducer: a one-op module in seconds, not a delta reduction of the whole module."""
    import base64

    from bridge.diff.output import reproducer
    loc = m["localization"]
    stem = _stem(directory, m["id"])
    ops_before = _op_count(program)
    group = loc["op"].get("cone", [])   # (ops a backend compiles wrongly only together: localize_cone.py)
    source = loc["op"].get("location", {}).get("source")
    header = (f"// the op `hlobridge difftest --localize` blames in {m['id']}: {loc['op']['name']} "
              f"({loc['culprit']}{', ' + source if source else ''}), "
              + (f"with the {len(group)} op(s) feeding it" if group else "alone")
              + f"; its operands as the baseline computed them: {stem}.npz\n// {loc['summary']}\n")
    write_atomic(stem + ".mlir", (header + loc["reproducer"]["module"]).encode())
    write_atomic(stem + ".npz", base64.b64decode(loc["reproducer"]["inputs_npz_base64"]))
    report = {"policy": options["policy"], "generator": options["generator"], "seed": options["seed"]}
    command = reproducer(report, stem + ".mlir", inputs=stem + ".npz", backends=[loc["against"], loc["backend"]],
                         baseline=loc["against"])
    command += "".join(f" --plugin {shlex.quote(p)}" for p in options.get("plugins", ()))
    after = 1 + len(group)
    found = loc["op"].get("xla_pass") or {}   # (bridge/diff/xla_passes.py)
    xla_pass, again = found.get("pass"), ""
    if xla_pass:
        again = (f"\n  and with XLA's `{xla_pass}` disabled, agreeing: XLA_FLAGS=--xla_disable_hlo_passes="
                 f"{shlex.quote(xla_pass)} {command}")
        if "hlo_before" in found:   # what the pass did to the culprit's HLO
            name = re.sub(r"[^\w.-]+", "_", xla_pass)
            around = [f"{stem}.{side}_{name}.hlo" for side in ("before", "after")]
            for path, text in zip(around, (found["hlo_before"], found["hlo_after"])):
                write_atomic(path, text.encode())
            again += f"\n  XLA's HLO of it before and after `{xla_pass}`: {around[0]} {around[1]}"
    print(f"reduced {m['id']}: {ops_before if ops_before is not None else '?'} -> {after} op{'s' * (after > 1)} "
          f"(the localized culprit{' and the ops feeding it' if group else ''}): {stem}.mlir\n  {command}{again}",
          file=sys.stderr)
    return {"id": m["id"], "path": stem + ".mlir", "inputs": stem + ".npz", "ops_before": ops_before,
            "ops_after": after, "reason": loc["summary"], "command": command}


def _op_count(program) -> int | None:
    try:
        from bridge.diff.modinfo import walk_ops
        from bridge.program import parse_module
        return len(walk_ops(parse_module(program)))
    except Exception:  # noqa: BLE001 - only for the message
        return None


def _reduce(result, items, options, executor, directory: str) -> None:
    from bridge.diff.corpus import make_tasks
    bad = {m["id"]: m for m in result.modules if m["verdict"] == "mismatch"}
    if not bad:
        return
    os.makedirs(directory, exist_ok=True)
    localized = {i for i, m in bad.items()
                 if ((m.get("localization") or {}).get("reproducer") or {}).get("inputs_npz_base64")}
    programs = {it.id: it.program for it in items}
    for i in sorted(localized):
        result.reductions.append(_write_culprit(bad[i], options, directory, programs.get(i)))
    todo = [it for it in items if it.id in bad and it.id not in localized]
    if not todo:
        return
    for task, res in executor.run(make_tasks(todo, options, kind="reduce")):
        entry = {"id": task["id"]}
        if res.get("verdict") != "reduced":
            entry["error"] = res.get("reason", "reduction failed")
        else:
            red = res["reduced"]
            stem = _stem(directory, task["id"])
            header = (f"// reduced by hlobridge difftest --reduce from {task['id']}: {red['ops_before']} -> "
                      f"{red['ops_after']} ops ({red['candidates']} candidates); inputs: {stem}.npz\n"
                      f"// {red['reason']}\n")
            write_atomic(stem + ".mlir", (header + red["text"]).encode())
            write_atomic(stem + ".npz", red["inputs_npz"])
            entry.update(path=stem + ".mlir", inputs=stem + ".npz", ops_before=red["ops_before"],
                         ops_after=red["ops_after"], reason=red["reason"])
            print(f"reduced {task['id']}: {red['ops_before']} -> {red['ops_after']} ops: {stem}.mlir",
                  file=sys.stderr)
        result.reductions.append(entry)
