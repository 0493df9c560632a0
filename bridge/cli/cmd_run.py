"""`hlobridge run`: execute a program on a PJRT backend or the numpy reference."""
from __future__ import annotations

import argparse
import io

from .common import read_program, write_atomic

EXAMPLE = """example:
  hlobridge run model.mlir --inputs args.npz --backend cpu -o out.npz
  (without --inputs, inputs are generated with --seed)"""


def add_parser(sub):
    p = sub.add_parser("run", help="execute a program", epilog=EXAMPLE,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("input", help="StableHLO/xla text, bytecode or artifact ('-' = stdin)")
    p.add_argument("--inputs", help=".npz with arg0, arg1, ...")
    p.add_argument("--backend", default="cpu", help="cpu | cuda | tpu | reference (default cpu)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--dim", metavar="b=8,n=3",
                   help="sizes of a shape-polymorphic module's symbolic dimensions (for generated inputs)")
    p.add_argument("-o", "--output", help="write results to this .npz")
    return p


def run(args) -> int:
    import numpy as np   # (here, not at CLI start-up: every command would pay for it)

    from bridge.diff.inputs import load_npz
    from bridge.differential import generate_inputs, prepared, run_backend
    from bridge.errors import HloBridgeError
    from bridge.program import as_stablehlo_module
    from bridge.diff.prepare import make_static
    from .cmd_difftest import parse_dims
    given = load_npz(args.inputs) if args.inputs else None
    module = make_static(as_stablehlo_module(read_program(args.input)), parse_dims(args.dim), given)
    program = prepared(module)
    inputs = given if given is not None else generate_inputs(program, args.seed)
    result = run_backend(args.backend, program, inputs)
    if result.status != "ok":
        raise HloBridgeError(f"{args.backend}: {result.error}")
    if args.output:
        buf = io.BytesIO()
        np.savez(buf, **{f"out{i}": o for i, o in enumerate(result.outputs)})
        write_atomic(args.output, buf.getvalue())
    else:
        for i, o in enumerate(result.outputs):
            print(f"out{i}: {o.dtype}{list(o.shape)}\n{o}")
    return 0
