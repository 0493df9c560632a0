"""Corpus throughput of `hlobridge difftest`: modules per second, PJRT compile included.

    .venv/bin/python benchmarks/bench_difftest.py [--modules 200] [--jobs 2]

Writes N small, distinct StableHLO modules (one or two ops each: elementwise, transpose,
reduce, dot_general over f32/f16/bf16/s32; every module text is unique, so every one is
compiled) into a temp dir, then runs cpu vs reference over them:
- incumbent: the same modules one after the other in this process (`difftest` in a loop);
- pool: `hlobridge difftest DIR -j N` (discover + local worker pool, as the CLI does),
  timed from start to the last result, worker start-up included; and its steady rate
  (the same run, measured from the first result on).
Target (issue 5): >= 20 modules/s with -j 2 on 2 cores.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")   # (as hlobridge sets it: no XLA INFO lines)

UNARY = ["exponential", "tanh", "negate", "abs", "sqrt", "log", "floor", "sine"]
BINARY = ["add", "multiply", "subtract", "maximum", "minimum", "divide"]
FLOATS = ["f32", "f16", "bf16"]


def module(i: int) -> str:
    """The i-th benchmark module: one or two ops, shapes and types varying with i."""
    et = FLOATS[i % len(FLOATS)] if i % 5 else "i32"
    a, b = 2 + i % 7, 3 + (i // 7) % 9
    t, tt = f"tensor<{a}x{b}x{et}>", f"tensor<{b}x{a}x{et}>"
    u = UNARY[i % len(UNARY)] if et != "i32" else "negate"
    op = BINARY[i % len(BINARY)] if et != "i32" or BINARY[i % len(BINARY)] != "divide" else "add"
    zero = "0" if et == "i32" else "0.0"
    kind = i % 4
    if kind == 0:
        body, rt = f"%0 = stablehlo.{u} %x : {t}\n  %r = stablehlo.{op} %0, %y : {t}", t
    elif kind == 1:
        body, rt = f"%r = stablehlo.transpose %x, dims = [1, 0] : ({t}) -> {tt}", tt
    elif kind == 2:
        rt = f"tensor<{a}x{et}>"
        body = (f"%c = stablehlo.constant dense<{zero}> : tensor<{et}>\n  %r = stablehlo.reduce(%x init: %c) "
                f"applies stablehlo.add across dimensions = [1] : ({t}, tensor<{et}>) -> {rt}")
    else:
        rt = f"tensor<{a}x{a}x{et}>"
        body = f"%r = stablehlo.dot_general %x, %y, contracting_dims = [1] x [1] : ({t}, {t}) -> {rt}"
    # the module name makes every text unique: no compile-cache hit anywhere
    return f"""module @bench_{i} {{
func.func @main(%x: {t}, %y: {t}) -> {rt} {{
  {body}
  return %r : {rt}
}}
}}
"""


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--modules", type=int, default=200)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--incumbent-modules", type=int, default=60, help="modules timed in the serial loop")
    args = ap.parse_args()

    from bridge.diff import GenSpec, Policy, difftest
    from bridge.diff.corpus import discover, make_tasks, run_corpus
    from bridge.diff.executors import LocalExecutor
    from bridge.diff.tasks import options_dict

    with tempfile.TemporaryDirectory() as d:
        for i in range(args.modules):
            with open(os.path.join(d, f"m{i:04d}.mlir"), "w") as f:
                f.write(module(i))
        # incumbent: serial, in process (jax/PJRT already initialized by a warm-up module)
        difftest(module(10_000))
        n_inc = min(args.incumbent_modules, args.modules)
        t0 = time.perf_counter()
        verdicts = [difftest(module(i + 20_000)).verdict for i in range(n_inc)]
        serial = n_inc / (time.perf_counter() - t0)

        options = options_dict(["cpu", "reference"], None, 0, Policy(), GenSpec())
        tasks = make_tasks(discover([d]), options)
        executor = LocalExecutor(args.jobs, timeout=120)
        first = []

        class Timed:   # records when the first result arrived
            def run(self, ts):
                for item in executor.run(ts):
                    if not first:
                        first.append(time.perf_counter())
                    yield item

        t0 = time.perf_counter()
        result = run_corpus(tasks, Timed())
        end = time.perf_counter()
        executor.close()
    counts = result.summary()
    total = args.modules / (end - t0)
    steady = (args.modules - 1) / (end - first[0])
    print(f"modules: {args.modules}, verdicts: "
          + ", ".join(f"{counts[v]} {v}" for v in ("match", "mismatch", "unsupported", "error") if counts[v])
          + f" (serial check: {verdicts.count('match')}/{n_inc} match)")
    print(f"incumbent, serial in-process difftest loop : {serial:6.1f} modules/s")
    print(f"pool -j {args.jobs}, start-up included          : {total:6.1f} modules/s "
          f"({end - t0:.1f} s)  ratio {total / serial:.2f}x")
    print(f"pool -j {args.jobs}, steady (after first result) : {steady:6.1f} modules/s  "
          f"ratio {steady / serial:.2f}x   target >= 20")
    print(f"cpu count {os.cpu_count()}, load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
