"""Conversion speed: `hlobridge convert` of a 1,000-op module, start-up included.

Each conversion runs as a fresh process, as a user runs it, and is timed by wall clock
(best of `--repeat`):

  ours:      python -m bridge.cli.main convert IN -o OUT --to FORMAT
  incumbent: python -c "<the same conversion through jax/jaxlib, jax imported first>"
             (jaxlib's serialize/deserialize_portable_artifact_str, its private
             mlir_module_to_xla_computation / hlo_module_from_text converters: what a jax
             user scripts for the job)

The module: a 1,000-op StableHLO function of element-wise ops and broadcasts on
f32[8,16] (plus a reduce every 50 ops), and its artifact, bytecode and HLO forms made
before timing. The target is ours < 0.5 s; the ratio column is incumbent / ours
(> 1: we are faster). Contention on a shared machine inflates both sides alike.

    .venv/bin/python benchmarks/bench_convert.py [--ops 1000] [--repeat 5]
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

TARGET_S = 0.5
_INCUMBENT = {   # (input suffix, output suffix) -> script; sys.argv = [IN, OUT]
    "artifact": "import jax, sys; from jaxlib.mlir.dialects import stablehlo as s; "
                "open(sys.argv[2], 'wb').write(s.serialize_portable_artifact_str("
                "open(sys.argv[1]).read(), s.get_current_version()))",
    "stablehlo": "import jax, sys; from jaxlib.mlir.dialects import stablehlo as s; "
                 "open(sys.argv[2], 'wb').write(s.deserialize_portable_artifact_str(open(sys.argv[1], 'rb').read()))",
    "hlo": "import jax, sys; from jaxlib import _jax; open(sys.argv[2], 'w').write("
           "_jax.mlir.mlir_module_to_xla_computation(open(sys.argv[1]).read()).as_hlo_text())",
    "hlo-in": "import jax, sys; from jaxlib import _hlo, _jax; m = _hlo.hlo_module_from_text(open(sys.argv[1]).read()); "
              "open(sys.argv[2], 'w').write(_jax.mlir.xla_computation_to_mlir_module("
              "_hlo.XlaComputation(m.as_serialized_hlo_module_proto())))",
}


def module_text(n_ops: int) -> str:
    """n_ops StableHLO ops (not counting func/return): element-wise chains and reductions."""
    lines = ["module @bench {", "  func.func @main(%x: tensor<8x16xf32>, %v: tensor<16xf32>) -> tensor<8x16xf32> {",
             "    %zero = stablehlo.constant dense<0.0> : tensor<f32>",
             "    %vb = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<16xf32>) -> tensor<8x16xf32>"]
    prev, i = "%x", 0
    count = 2
    cycle = ["add", "multiply", "subtract", "maximum", "negate", "exponential"]
    while count < n_ops:
        if i % 50 == 49 and count + 2 <= n_ops:
            lines.append(f"    %r{i} = stablehlo.reduce({prev} init: %zero) applies stablehlo.add across "
                         f"dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>")
            lines.append(f"    %v{i} = stablehlo.broadcast_in_dim %r{i}, dims = [0] : (tensor<8xf32>) -> "
                         f"tensor<8x16xf32>")
            count += 3   # the reduce's body holds one add
        else:
            op = cycle[i % len(cycle)]
            args = prev if op in ("negate", "exponential") else f"{prev}, %vb"
            lines.append(f"    %v{i} = stablehlo.{op} {args} : tensor<8x16xf32>")
            count += 1
        prev = f"%v{i}"
        i += 1
    lines += [f"    return {prev} : tensor<8x16xf32>", "  }", "}"]
    return "\n".join(lines) + "\n"


def best_wall(argv: list[str], repeat: int) -> float:
    best = float("inf")
    env = dict(os.environ, JAX_PLATFORMS="cpu", TF_CPP_MIN_LOG_LEVEL="3")
    for _ in range(repeat):
        t = time.perf_counter()
        proc = subprocess.run(argv, cwd=ROOT, env=env, capture_output=True)
        elapsed = time.perf_counter() - t
        if proc.returncode != 0:
            raise SystemExit(f"failed: {' '.join(argv)}\n{proc.stderr.decode()[-2000:]}")
        best = min(best, elapsed)
    return best


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ops", type=int, default=1000)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()

    from bridge import formats
    text = module_text(args.ops)
    info = formats.info(text)
    py = sys.executable
    with tempfile.TemporaryDirectory() as tmp:
        files = {"stablehlo": os.path.join(tmp, "m.mlir"), "artifact": os.path.join(tmp, "m.bin"),
                 "bytecode": os.path.join(tmp, "m.mlirbc"), "hlo": os.path.join(tmp, "m.hlo")}
        open(files["stablehlo"], "w").write(text)
        for fmt in ("artifact", "bytecode"):
            open(files[fmt], "wb").write(formats.convert(text, fmt))
        open(files["hlo"], "w").write(formats.convert(text, "hlo"))
        out = os.path.join(tmp, "out")
        cases = [   # (label, input, --to, extra flags, incumbent script key)
            ("stablehlo -> artifact", "stablehlo", "artifact", [], "artifact"),
            ("artifact -> stablehlo", "artifact", "stablehlo", [], "stablehlo"),
            ("bytecode -> stablehlo", "bytecode", "stablehlo", [], None),
            ("stablehlo -> hlo", "stablehlo", "hlo", [], "hlo"),
            ("hlo -> stablehlo (our parser)", "hlo", "stablehlo", [], "hlo-in"),
            ("hlo -> stablehlo (--via native)", "hlo", "stablehlo", ["--via", "native"], "hlo-in"),
        ]
        base = best_wall([py, "-c", "pass"], args.repeat)
        floor = best_wall([py, "-c", "import bridge.cli.main, bridge.context"], args.repeat)
        print(f"module: {info['op_total']} ops ({info['ops']}); best of {args.repeat}; python start-up "
              f"{base:.3f} s; importing the CLI and the MLIR bindings {floor:.3f} s")
        print(f"{'conversion':34s} {'ours s':>8s} {'jax s':>8s} {'jax/ours':>9s}  < {TARGET_S} s?")
        for label, src, to, flags, key in cases:
            ours = best_wall([py, "-m", "bridge.cli.main", "convert", files[src], "-o", out, "--to", to] + flags,
                             args.repeat)
            inc = best_wall([py, "-c", _INCUMBENT[key], files[src], out], args.repeat) if key else float("nan")
            ratio = inc / ours if key else float("nan")
            print(f"{label:34s} {ours:8.3f} {inc:8.3f} {ratio:9.2f}  {'yes' if ours < TARGET_S else 'NO'}")


if __name__ == "__main__":
    main()
