"""`hlobridge convert`: convert a program between formats, or describe it (--info)."""
from __future__ import annotations

import argparse
import json
import os
import sys

from bridge.errors import HloBridgeError

from bridge.files import read_bytes, write_atomic

PROG = "hlobridge convert"

_EXAMPLES = """\
examples:
  hlobridge convert model.mlir -o model.bin --to artifact --target-version 1.0.0
  hlobridge convert model.bin -o - --to stablehlo          # artifact back to text
  hlobridge convert model.mlirbc --info                     # format, version, functions, ops
  cat model.mlir | hlobridge convert - -o model.hlo         # format from the extension
  hlobridge convert dump.hlo -o dump.mlir                   # HLO via our parser and passes
  hlobridge convert dump.hlo -o dump.mlir --via native      # HLO via XLA's own importer
  hlobridge convert dump.hlo -o - --elided-constants random # constant({...}) filled, seeded
  hlobridge convert tests.hlo -o - --split-input-file       # every module of a '// -----' file
  hlobridge convert dump.hlo --compare-importers            # ours vs XLA's importer, run on PJRT
  hlobridge convert m.snapshot.1.pb --info                  # an HloSnapshot: module + recorded arguments

formats: stablehlo (pretty text), generic, bytecode, artifact, vhlo, hlo, hlo-proto,
hlo-proto-text, xla (xla-dialect text of a builder program), jax-export (read only),
model-explorer-json (write only: the graph Model Explorer opens, see docs/view.md).
The input format is detected from content (--from overrides); without --to the output
format comes from OUT's extension (.mlir stablehlo, .mlirbc bytecode, .vhlo vhlo,
.hlo hlo, .pb hlo-proto, .pbtxt hlo-proto-text, .xla xla), else stablehlo.
target versions: X.Y.Z, current, week4, week12, minimum (artifact, vhlo);
an integer bytecode version for bytecode.
"""

_EXTENSIONS = {
    ".mlir": "stablehlo", ".stablehlo": "stablehlo", ".generic": "generic",
    ".mlirbc": "bytecode", ".bc": "bytecode", ".vhlo": "vhlo", ".artifact": "artifact",
    ".hlo": "hlo", ".pb": "hlo-proto", ".hlopb": "hlo-proto", ".xla": "xla",
    ".pbtxt": "hlo-proto-text", ".textproto": "hlo-proto-text", ".txtpb": "hlo-proto-text",
}


class _CliError(Exception):
    pass


def add_parser(subparsers) -> argparse.ArgumentParser:
    p = subparsers.add_parser(
        "convert",
        help="convert a program between StableHLO/HLO formats",
        description="Convert a program between formats (text, generic, bytecode, "
                    "portable artifact, VHLO, HLO text/proto, xla dialect; jax.export blobs in), "
                    "or describe it with --info.",
        epilog=_EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("input", metavar="IN", help="input file, or - for stdin")
    p.add_argument("-o", "--output", metavar="OUT", default=None,
                   help="output file, or - for stdout (default: -)")
    p.add_argument("--to", dest="to", metavar="FORMAT", default=None, help="output format")
    p.add_argument("--from", dest="from_", metavar="FORMAT", default=None,
                   help="input format (default: detected from content)")
    p.add_argument("--target-version", metavar="V", default=None,
                   help="artifact/vhlo StableHLO version, or bytecode version")
    p.add_argument("--via", default=None, choices=("builder", "native"),
                   help="how HLO input is read: builder (our HLO parser, xla dialect and passes; "
                        "default) or native (XLA's importer, run in a child process)")
    add_elided_argument(p)
    p.add_argument("--dim", metavar="b=8,n=3",
                   help="a shape-polymorphic program (jax.export with symbolic shapes) specialized to these "
                        "sizes of its symbolic dimensions (jax's names, argI.D, or positional: --dim 8,3); "
                        "HLO needs them")
    p.add_argument("--split-input-file", action="store_true",
                   help="IN holds several programs separated by '// -----' lines: convert each (text "
                        "output, separated the same way); without it only the first is read")
    p.add_argument("--compare-importers", action="store_true",
                   help="HLO input: read it with ours and with XLA's importer, run both on PJRT with the same "
                        "inputs (--inputs, an HloSnapshot's, or seeded) and compare every output; exit 1 "
                        "when they differ")
    p.add_argument("--inputs", metavar="X.npz", default=None, help="inputs for --compare-importers")
    p.add_argument("--info", action="store_true",
                   help="print a JSON description of IN instead of converting")
    add_locations_argument(p)
    p.add_argument("--force", action="store_true", help="write binary output to a terminal")
    p.add_argument("--in-place", action="store_true", help="overwrite IN with the result")
    p.set_defaults(func=run)
    return p


def add_elided_argument(p) -> None:
    """--elided-constants, for every command that reads HLO (convert, run, difftest)."""
    p.add_argument("--elided-constants", default=None, choices=("error", "zeros", "random"),
                   help="what an HLO constant printed elided, constant({...}), holds: error (default: refuse), "
                        "zeros, or random (difftest's seeded generator)")


def add_locations_argument(p) -> None:
    """--no-locations, for the commands that write MLIR text (convert, opt)."""
    p.add_argument("--no-locations", dest="locations", action="store_const", const=False, default=None,
                   help="MLIR text out: leave the ops' locations out (by default they are printed when the "
                        "program has any: the source lines of a jax program or an HLO dump's metadata)")


def _same_file(a: str, b: str) -> bool:
    if a == "-" or b == "-":
        return False
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.realpath(a) == os.path.realpath(b)


def _output_format(args, out: str) -> str:
    if args.to:
        return args.to
    ext = os.path.splitext(out)[1].lower() if out != "-" else ""
    return _EXTENSIONS.get(ext, "stablehlo")


def _single_threaded_mlir() -> None:
    """One conversion gains nothing from MLIR's thread pool, and without its threads the
    crash-prone native readers can run in a cheap fork (bridge.formats.sandbox)."""
    from bridge.context import get_context
    get_context().enable_multithreading(False)


def _run(args) -> int:
    import bridge.formats as formats

    if args.in_place:
        if args.input == "-":
            raise _CliError("--in-place needs an input file, not stdin")
        if args.output not in (None, args.input) and not _same_file(args.output, args.input):
            raise _CliError("--in-place and -o name different files; give one of them")
        out = args.input
    else:
        out = args.output if args.output is not None else "-"
        if _same_file(out, args.input):
            raise _CliError(f"refusing to overwrite the input {args.input} (use --in-place)")

    if args.inputs and not args.compare_importers:   # (an ignored flag misleads)
        raise _CliError("--inputs is for --compare-importers (a conversion runs nothing)")
    data = read_bytes(args.input)
    _single_threaded_mlir()
    if args.compare_importers:
        return _compare_importers(args, data)
    if args.info:
        result = json.dumps(formats.info(data, from_=args.from_), indent=2) + "\n"
    elif _output_format(args, out) == "model-explorer-json":   # a graph, drawn by the view tool
        from bridge.view import graph_json
        result = graph_json(data, label=os.path.basename(args.input), from_=args.from_, via=args.via)
    else:
        to = formats.normalize_format(_output_format(args, out))
        parts = _split(data) if args.split_input_file else [data]
        if not args.split_input_file and _several_modules(data):
            raise _CliError("the input holds several modules separated by '// -----': convert them with "
                            "--split-input-file (as one module they nest, or clash)")
        if len(parts) > 1 and to not in formats.TEXT_FORMATS:
            raise _CliError(f"--split-input-file writes text formats only, not {to}")
        from .cmd_difftest import parse_dims
        dims = parse_dims(args.dim)
        results = [formats.convert(part, to, target_version=args.target_version, from_=args.from_, via=args.via,
                                   elided_constants=args.elided_constants, locations=args.locations, dims=dims)
                   for part in parts]
        result = results[0] if len(results) == 1 else "\n// -----\n".join(r.rstrip("\n") + "\n" for r in results)

    if isinstance(result, str):
        if result and not result.endswith("\n"):
            result += "\n"
        payload, binary = result.encode("utf-8"), False
    else:
        payload, binary = bytes(result), True

    if out == "-":
        if binary and not args.force and sys.stdout.isatty():
            raise _CliError("refusing to write binary output to a terminal (use -o FILE or --force)")
        sys.stdout.buffer.write(payload)
        sys.stdout.buffer.flush()
    else:
        try:
            write_atomic(out, payload)
        except OSError as e:
            raise _CliError(f"cannot write {out}: {e.strerror or e}") from None
    return 0


def _compare_importers(args, data: bytes) -> int:
    from bridge.diff.importers import compare_importers, summary
    from bridge.diff.inputs import load_npz

    from .cmd_difftest import parse_dims
    if args.output not in (None, "-") or args.to or args.info:
        raise _CliError("--compare-importers writes a report, not a conversion: drop -o/--to/--info")
    program = data.decode("utf-8") if _is_text(data) else data
    result = compare_importers(program, inputs=load_npz(args.inputs) if args.inputs else None,
                               elided_constants=args.elided_constants,
                               dims=parse_dims(args.dim) if args.dim else None)
    print(summary(result))
    return 0 if result["verdict"] == "agree" else 1


def _is_text(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return b"\0" not in data


def _several_modules(data: bytes) -> bool:
    """MLIR text of several '// -----' modules (HLO text: its first module is read, as documented)."""
    if b"-----" not in data:   # (the cheap test first_module makes too)
        return False
    from bridge.formats import detect
    if detect(data).startswith("hlo"):
        return False
    try:
        return len(_split(data)) > 1
    except _CliError:   # (not text: a separator in bytecode is a coincidence)
        return False


def _split(data: bytes) -> list[str]:
    """The programs of a file separated by '// -----' lines (each keeps the file's line numbers)."""
    from bridge.hlo import split_modules
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise _CliError(f"--split-input-file needs text input (byte {e.start} is not UTF-8)") from None
    parts = split_modules(text)
    if not parts:
        raise _CliError("--split-input-file: the input holds no program")
    return parts


def run(args) -> int:
    """Run `hlobridge convert` with parsed `args`; 0 on success, 2 on error (one line on stderr)."""
    try:
        return _run(args)
    except (HloBridgeError, _CliError) as e:
        msg = " ".join(str(e).split())
        print(f"{PROG}: error: {msg}", file=sys.stderr)
        return 2
