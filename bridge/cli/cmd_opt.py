"""`hlobridge opt`: run a pipeline of Python and MLIR passes over a module and print it.

Exit status: 0 success; 1 a pass failed, changed results (--verify-semantics) or the
diagnostics differ from the expected ones (--verify-diagnostics); 2 bad input (unreadable
or malformed IR, unknown pass or option, --inputs that do not fit @main); 3 the passes ran
but --verify-semantics compared nothing (neither backend runs @main or the final module:
the output is written, with a warning saying why).
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import sys

from bridge.cli.cmd_convert import add_locations_argument
from bridge.files import read_program, refuse_overwriting, write_text

EXAMPLE = """examples:
  hlobridge opt prog.mlir -p expand-implicit-broadcast,legalize-xla-to-stablehlo,canonicalize
  hlobridge opt prog.mlir -p 'canonicalize-broadcast-in-dim{sort-dims=false},func.func(cse)' --print-ir-after-change
  hlobridge opt prog.mlir -p decompose-composites{except=my.gelu} --verify-semantics --timing
  hlobridge opt tests.mlir -p my-pass --load my_pass.py --split-input-file --verify-diagnostics
  hlobridge opt --list-passes"""


def _names(text: str | None) -> tuple[str, ...]:
    return tuple(n.strip() for n in (text or "").split(",") if n.strip())


def add_parser(sub):
    p = sub.add_parser("opt", help="run passes over a module", epilog=EXAMPLE,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("input", nargs="?", help="MLIR text or bytecode ('-' = stdin)")
    p.add_argument("-p", "--pipeline", default=None, help="passes, Python and MLIR mixed: 'a,b{opt=1},func.func(c)'")
    p.add_argument("-o", "--output", help="output file (default stdout)")
    p.add_argument("--generic", action="store_true", help="print the generic op form")
    add_locations_argument(p)
    p.add_argument("--list-passes", action="store_true", help="list the Python and the MLIR passes")
    p.add_argument("--pass-help", metavar="NAME", help="summary, options and doc of one pass")
    p.add_argument("--load", action="append", default=[], metavar="FILE.py",
                   help="import a Python file that registers passes (repeatable)")
    g = p.add_argument_group("instrumentation (IR dumps, timing and statistics go to stderr)")
    g.add_argument("--print-ir-before", metavar="NAMES", help="print the IR before these passes (comma-separated)")
    g.add_argument("--print-ir-after", metavar="NAMES", help="print the IR after these passes")
    g.add_argument("--print-ir-before-all", action="store_true", help="print the IR before every pass")
    g.add_argument("--print-ir-after-all", action="store_true", help="print the IR after every pass")
    g.add_argument("--print-ir-after-change", action="store_true", help="print the IR after passes that changed it")
    g.add_argument("--print-ir-diff", action="store_true", help="unified diff of the IR for each pass that changed it")
    g.add_argument("--timing", action="store_true", help="wall-clock time per pass, Python and C++")
    g.add_argument("--statistics", action="store_true", help="rewrites per pattern and op counts per pass")
    g.add_argument("--verify-each", action="store_true", help="also run the xla-dialect verifier after each pass "
                                                              "(MLIR's verifier always runs)")
    g.add_argument("--dump-dir", metavar="DIR", help="write the IR before the first and after every pass to DIR")
    g.add_argument("--split-input-file", action="store_true", help="run each '// -----' separated part alone")
    g.add_argument("--verify-diagnostics", action="store_true",
                   help="check errors against 'expected-error @+1 {{text}}' annotations in the input")
    s = p.add_argument_group("semantic checking")
    s.add_argument("--verify-semantics", action="store_true",
                   help="run @main before/after each pass (PJRT cpu and numpy reference); stop at the first "
                        "pass that changes the results and write a reproducer")
    s.add_argument("--seed", type=int, default=0, help="seed of the generated inputs (default 0)")
    s.add_argument("--timeout", type=float, metavar="S",
                   help="each backend run in a worker process, at most S seconds (a pass that makes @main "
                        "hang or crash is reported as changing it); default: in this process, no limit")
    s.add_argument("--localize", action="store_true",
                   help="with --verify-semantics: name the op the failing pass broke and show it with its "
                        "operands' ops, before and after the pass")
    s.add_argument("--inputs", metavar="X.npz", help="inputs for @main instead of generated ones")
    s.add_argument("--atol", type=float, help="absolute tolerance for every float dtype (default difftest's: "
                                              "jax's test tolerances; an element fails past both atol and rtol)")
    s.add_argument("--rtol", type=float, help="relative tolerance for every float dtype")
    s.add_argument("--ulp", type=int, help="compare floats by ULP distance (fail above N; 0: the same value)")
    s.add_argument("--bitwise", action="store_true", help="bit-exact: -0 != +0, NaN payloads count")
    s.add_argument("--reproducer", metavar="PATH", help="where a failing pass's reproducer goes "
                                                        "(default ./hlobridge-repro-PASS.mlir)")
    from bridge.view.stages import add_arguments as add_view_arguments
    add_view_arguments(p)   # --html, --model-explorer-dir, --view
    return p


def load_plugin(path: str) -> None:
    """Import a Python file so that its @passes.register calls run."""
    from bridge.errors import HloBridgeError
    if not os.path.isfile(path):
        raise HloBridgeError(f"--load {path}: no such file")
    name = "hlobridge_plugin_" + os.path.splitext(os.path.basename(path))[0].replace("-", "_")
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None:   # (importlib knows no loader for the file's extension)
        raise HloBridgeError(f"--load {path}: not a Python file (FILE.py)")
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except Exception as e:
        raise HloBridgeError(f"--load {path}: {type(e).__name__}: {e}") from None
    sys.modules[name] = module


def list_passes(out=sys.stdout) -> None:
    import passes
    from passes import mlir_passes
    out.write("Python passes (hlobridge; options in braces: name{opt=value}):\n")
    for p in sorted(passes.PASSES.values(), key=lambda p: p.name):
        out.write(f"  {p.name:38s} {p.summary}\n")
        for o in p.options:
            out.write(f"  {'':38s}   {o.name}={o.type_name} (default {_default(o.default)})  {o.help}\n")
    out.write("MLIR passes (C++, from jaxlib; [func] = runs on each func.func, nested for you):\n")
    for name, anchor, summary in mlir_passes.available():
        tag = "  [func]" if anchor == "func" else ""
        out.write(f"  {name:38s} {summary}{tag}\n")


_SEVERITY = (0, 3, 1)   # of the parts' statuses the worst: a failure, then nothing compared


def _default(v) -> str:
    if isinstance(v, tuple):
        return ",".join(map(str, v)) or "''"
    return str(v).lower() if isinstance(v, bool) else str(v)


def run(args) -> int:
    import passes
    from bridge.errors import HloBridgeError
    for path in args.load:
        load_plugin(path)
    if args.list_passes:
        list_passes()
        return 0
    if args.pass_help:
        info = passes.PASSES.get(args.pass_help)
        if info is None:
            from passes import mlir_passes
            if args.pass_help not in mlir_passes.ANCHORS:
                raise HloBridgeError(f"unknown pass '{args.pass_help}' (see hlobridge opt --list-passes)")
            print(f"{args.pass_help}: {mlir_passes.summary(args.pass_help)}  [MLIR C++ pass]")
            return 0
        print(info.describe())
        return 0
    if not args.input:
        raise HloBridgeError("opt needs an input file (or --list-passes)")
    if args.localize and not args.verify_semantics:   # (an ignored flag misleads)
        raise HloBridgeError("--localize is for --verify-semantics (it names the op a pass changed the numbers of)")
    from passes.semantics import COMPARE_FIELDS, check_compare
    compare = {k: v for k in COMPARE_FIELDS if (v := getattr(args, k)) is not None and v is not False}
    if compare and not args.verify_semantics:
        raise HloBridgeError(f"{' '.join('--' + k for k in compare)}: for --verify-semantics (how it compares "
                             f"the results)")
    args.compare = check_compare(compare)   # (a bad value: bad input, before any pass)
    refuse_overwriting([args.input, args.inputs, *args.load],
                       [("-o", args.output), ("--html", getattr(args, "html", None))])
    data = read_program(args.input)
    if isinstance(data, bytes):
        if args.split_input_file or args.verify_diagnostics:
            raise HloBridgeError("--split-input-file and --verify-diagnostics need MLIR text, not bytecode")
        text, code = _run_module(args, data)
        if text is not None:
            write_text(args.output, text)
        return code
    from passes.diagnostics import split_input
    chunks = split_input(data, args.split_input_file)
    outputs, status = [], 0
    for i, chunk in enumerate(chunks):
        dump_dir = args.dump_dir and (os.path.join(args.dump_dir, f"part{i}") if len(chunks) > 1 else args.dump_dir)
        text, code = _run_chunk(args, chunk.text, dump_dir)
        status = max(status, code, key=_SEVERITY.index)
        if text is not None:
            outputs.append(text)
    if outputs:
        write_text(args.output, "\n// -----\n".join(o.rstrip("\n") for o in outputs))
    return status


def _run_chunk(args, text: str, dump_dir: str | None) -> tuple[str | None, int]:
    """(printed module or None, exit status) for one input (one split part)."""
    if not args.verify_diagnostics:
        return _run_module(args, text, dump_dir=dump_dir)
    from passes.diagnostics import expectations, verify
    produced: list = []
    out, _ = _run_module(args, text, produced, dump_dir)
    problems = verify(expectations(text), produced)
    for p in problems:
        print(f"hlobridge opt: {p}", file=sys.stderr)
    return (out if not produced else None), (1 if problems else 0)


def _run_module(args, text, produced: list | None = None, dump_dir: str | None = None) -> tuple[str | None, int]:
    """Parse, run the pipeline, print. With `produced`, errors are collected there instead."""
    from jaxlib.mlir import ir

    import passes
    from bridge.diff.inputs import load_npz
    from bridge.mlir_module import name_source
    from bridge.program import parse_mlir_text, parse_module
    from passes.semantics import read_reproducer
    pipeline, inputs, compare = args.pipeline, load_npz(args.inputs) if args.inputs else None, args.compare
    replay = read_reproducer(text) if isinstance(text, str) else None
    reproducer = args.reproducer
    if replay is not None:   # a reproducer: its pipeline, inputs and comparison, and no new reproducer file
        pipeline = pipeline if pipeline is not None else replay[0]
        inputs = inputs if inputs is not None else replay[1]
        compare = compare or replay[2]
        reproducer = reproducer or False
    if produced is not None and isinstance(text, str):
        try:
            module = parse_mlir_text(text)
        except ir.MLIRError as e:
            produced += [("error", str(d.location), d.message) for d in e.error_diagnostics]
            return None, 1
    else:
        module = parse_module(text)
    if isinstance(text, str) and args.input != "-":
        name_source(module, args.input)   # reports name the user's file, not "-"
    if args.verify_semantics and inputs is not None:   # (inputs that do not fit: bad input, before any pass)
        from passes.semantics import fit_inputs, main_signature
        inputs = fit_inputs(main_signature(module), inputs)
    elif args.verify_semantics:   # generated inputs too large: bad input, not a pass's MemoryError
        from bridge.diff.inputs import refuse_ungeneratable
        from passes.semantics import main_signature
        try:
            refuse_ungeneratable(main_signature(module), "--verify-semantics", "give the inputs (--inputs X.npz)")
        except passes.SemanticsError:   # (no @main: the pipeline's own error says so)
            pass
    instr = dict(print_before=_names(args.print_ir_before), print_after=_names(args.print_ir_after),
                 print_before_all=args.print_ir_before_all, print_after_all=args.print_ir_after_all,
                 print_after_change=args.print_ir_after_change, print_diff=args.print_ir_diff,
                 timing=args.timing, statistics=args.statistics, verify_each=args.verify_each,
                 dump_dir=dump_dir or args.dump_dir, verify_semantics=args.verify_semantics, seed=args.seed,
                 semantics_timeout=args.timeout, localize=args.localize, compare=compare,
                 inputs=inputs, reproducer=reproducer, generic=args.generic,
                 plugins=tuple(os.path.abspath(p) for p in args.load))
    from bridge.view.stages import OptViews
    views = OptViews.from_args(args)   # --html/--view/--model-explorer-dir: same run, pictures after
    try:
        (views.run if views else passes.run_pipeline)(module, pipeline or "", **instr)
    except passes.PassFailure as e:
        if produced is None:
            print(f"hlobridge opt: error: {e.full()}", file=sys.stderr)
            return None, 1
        diags = getattr(e, "diagnostics", None) or [(e.location, e.message)]   # MLIR's own, or ours
        produced += [("error", loc, msg) for loc, msg in diags]
        return None, 1
    except passes.NothingCompared as e:   # the passes ran: their output, and a status that says so
        print(f"hlobridge opt: warning: {e}", file=sys.stderr)
        status = 3
    except passes.SemanticsError as e:
        print(f"hlobridge opt: error: {e.report if e.report is not None else e}", file=sys.stderr)
        return None, 1
    else:
        status = 0
    from bridge.formats import detect, mlir_formats
    from bridge.formats.converter import locations_hint
    locations = args.locations if args.locations is not None else locations_hint(text, detect(text))
    printer = mlir_formats.print_generic if args.generic else mlir_formats.print_pretty
    return printer(module, locations), status

