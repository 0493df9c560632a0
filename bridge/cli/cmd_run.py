"""`hlobridge run`: execute a program on a PJRT backend or the numpy reference."""
from __future__ import annotations

import argparse
import sys

from bridge.files import read_bytes, read_program, refuse_overwriting, write_atomic

from .cmd_convert import add_elided_argument

EXAMPLE = """example:
  hlobridge run model.mlir --inputs args.npz --backend cpu -o out.npz
  (without --inputs, inputs are generated with --seed)"""


def add_parser(sub):
    p = sub.add_parser("run", help="execute a program", epilog=EXAMPLE,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("input", help="StableHLO/xla text, bytecode or artifact ('-' = stdin)")
    p.add_argument("--inputs", help=".npz with arg0, arg1, ... ('-' = stdin; default: an HloSnapshot's recorded "
                                    "arguments, else generated with --seed)")
    p.add_argument("--backend", default="cpu", help="cpu | cuda | tpu | reference | reference-ftz (the reference "
                   "flushing subnormals as XLA:CPU does) | interpreter (default cpu)")
    p.add_argument("--seed", type=int, default=0)
    add_elided_argument(p)
    p.add_argument("--dim", metavar="b=8,n=3",
                   help="sizes of a shape-polymorphic module's symbolic dimensions (for generated inputs)")
    p.add_argument("-o", "--output", help="write results to this .npz (out0, out1 ...), or the one result of a "
                                          "one-result program to an .npy ('-' = an .npz to stdout)")
    p.add_argument("--timeout", type=float, metavar="S",
                   help="give up after S seconds (exit 1, `timeout`); the backend then runs in a worker "
                        "process, so a native crash is reported too (default: no limit, in this process)")
    return p


def run(args) -> int:
    from bridge.diff.backends import BACKENDS, run_backend
    from bridge.generators import GenSpec
    from bridge.diff.inputs import generated_inputs, given_inputs, load_npz
    from bridge.diff.prepare import finish, make_static
    from bridge.errors import HloBridgeError
    from bridge.formats import snapshot_arguments
    from bridge.program import as_stablehlo_module
    from .cmd_difftest import parse_dims
    if args.backend not in BACKENDS:
        raise HloBridgeError(f"unknown backend {args.backend!r}; known: {', '.join(BACKENDS)}")
    refuse_overwriting([args.input, args.inputs], [("-o", args.output)])
    if args.output == "-" and sys.stdout.isatty():   # (as convert refuses binary formats)
        raise HloBridgeError("refusing to write a binary .npz to a terminal (redirect it, or -o FILE.npz)")
    if args.input == "-" and args.inputs == "-":
        raise HloBridgeError("the program and --inputs cannot both come from stdin ('-')")
    source = read_program(args.input)
    if args.inputs == "-":   # (e.g. another run's `-o -`)
        import io
        given = load_npz(io.BytesIO(read_bytes("-")), name="stdin")
    else:
        given = load_npz(args.inputs) if args.inputs else snapshot_arguments(source)
    from bridge import platform_index
    from bridge.diff.backends import PJRT
    module = platform_index.bound(as_stablehlo_module(source, args.elided_constants),
                                  args.backend if args.backend in PJRT else platform_index.REFERENCE)
    if given is None:
        platform_index.refuse_generated(module)
    from bridge import refine
    if args.dim and not refine.is_dynamic(module):   # (as convert --dim: an ignored flag misleads)
        raise HloBridgeError("--dim: the program has no symbolic dimensions to set")
    if given is not None:   # (jax.export's whole argument list: the ones its @main reads)
        given = platform_index.kept(module, list(given))
    module = make_static(module, parse_dims(args.dim), given)
    program = finish(module, "program")
    npy = bool(args.output) and args.output != "-" and args.output.lower().endswith(".npy")
    if npy:   # (refused before running: a .npy holds one array)
        from bridge.diff.modinfo import function_type
        from bridge.mlir_module import entry_function
        n = len(function_type(entry_function(program.module)).results)
        if n != 1:
            raise HloBridgeError(f"-o {args.output}: an .npy holds one array and the program has {n} results; "
                                 f"write an .npz (out0, out1 ...)")
    # one reader for every command: the dtype comes from the parameter (bf16 from its bit
    # patterns or numpy's void form), a mismatch is an error, never a numeric conversion
    from bridge.diff.partitioned import split_global
    inputs = (given_inputs(split_global(given, program), program.params) if given is not None
              else generated_inputs(program.module, program.params, args.seed, GenSpec())[0])
    if args.timeout is not None:
        from bridge.diff.backends import run_backend_isolated
        result = run_backend_isolated(args.backend, BACKENDS[args.backend], program, inputs, args.timeout)
    else:
        result = run_backend(args.backend, BACKENDS[args.backend], program, inputs)
    if result.status in ("timeout", "crash"):   # the program's fault or the backend's, not bad input
        print(f"hlobridge run: {args.backend}: {result.status}: {result.error}", file=sys.stderr)
        return 1
    if result.status != "ok":
        raise HloBridgeError(f"{args.backend}: {result.error}")
    if args.output == "-":
        from bridge.diff.inputs import save_npz
        sys.stdout.buffer.write(save_npz(result.outputs, prefix="out"))
        sys.stdout.buffer.flush()
    elif args.output:
        from bridge.diff.inputs import save_npy, save_npz
        if npy and len(result.outputs) != 1:   # (a tuple result: its leaves)
            raise HloBridgeError(f"-o {args.output}: an .npy holds one array and the program gave "
                                 f"{len(result.outputs)}; write an .npz (out0, out1 ...)")
        write_atomic(args.output, save_npy(result.outputs[0]) if npy else save_npz(result.outputs, prefix="out"))
    else:
        for i, o in enumerate(result.outputs):
            print(f"out{i}: {o.dtype}{list(o.shape)}\n{o}")
        if not result.outputs:   # (it ran: say so, not nothing)
            print("the program has no outputs")
    return 0
