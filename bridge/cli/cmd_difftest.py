"""`hlobridge difftest`: compare backends on one or more programs (exit 0 agree, 1 mismatch, 2 error)."""
from __future__ import annotations

import argparse

from .common import load_npz, read_program

EXAMPLE = """example:
  hlobridge difftest prog.mlir --backends cpu,reference --seed 0"""


def add_parser(sub):
    p = sub.add_parser("difftest", help="compare backends on programs", epilog=EXAMPLE,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("inputs_", nargs="+", metavar="IN", help="program files")
    p.add_argument("--backends", default="cpu,reference")
    p.add_argument("--inputs", help=".npz of arguments (default: generated)")
    p.add_argument("--seed", type=int, default=0)
    return p


def run(args) -> int:
    from bridge.differential import difftest
    status = 0
    for path in args.inputs_:
        report = difftest(read_program(path), inputs=load_npz(args.inputs) if args.inputs else None,
                          backends=tuple(args.backends.split(",")), seed=args.seed)
        print(f"{path}: {report}")
        status = max(status, {"match": 0, "mismatch": 1}.get(report.verdict, 2))
    return status
