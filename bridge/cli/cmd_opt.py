"""`hlobridge opt`: run a pipeline of Python and MLIR passes over a module and print it."""
from __future__ import annotations

import argparse

from .common import read_program, write_text

EXAMPLE = """example:
  hlobridge opt prog.xla.mlir -p legalize-xla-to-stablehlo,canonicalize
  hlobridge opt --list-passes"""


def add_parser(sub):
    p = sub.add_parser("opt", help="run passes over a module", epilog=EXAMPLE,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("input", nargs="?", help="MLIR text or bytecode ('-' = stdin)")
    p.add_argument("-p", "--pipeline", default="", help="comma-separated passes, Python and MLIR mixed")
    p.add_argument("-o", "--output", help="output file (default stdout)")
    p.add_argument("--generic", action="store_true", help="print the generic op form")
    p.add_argument("--list-passes", action="store_true", help="list the Python passes")
    p.add_argument("--print-ir-after-all", action="store_true", help="print the module after each pass")
    return p


def run(args) -> int:
    import passes
    from bridge.errors import HloBridgeError
    from bridge.program import parse_module
    if args.list_passes:
        for p in passes.PASSES.values():
            print(f"{p.name:32s} {p.summary}  [python]")
        print("(and every MLIR pass jaxlib registers, e.g. canonicalize, cse, symbol-dce, "
              "stablehlo-legalize-to-vhlo)")
        return 0
    if not args.input:
        raise HloBridgeError("opt needs an input file (or --list-passes)")
    module = parse_module(read_program(args.input))
    stages = passes.split_pipeline(args.pipeline) if args.print_ir_after_all else [args.pipeline]
    for stage in stages:
        if stage:
            passes.run_pipeline(module, stage)
        if args.print_ir_after_all:
            print(f"// -----// IR Dump After {stage} //----- //\n{module}")
    text = module.operation.get_asm(print_generic_op_form=args.generic)
    write_text(args.output, text)
    return 0
