"""numpy reference speed: against StableHLO's interpreter and against PJRT CPU.

Twelve workloads, each a jax-lowered StableHLO module run on the same numpy inputs:
dot_general 128^3 and 512^3 f32, convolution N=8 C=16 32x32 3x3 -> 16 (NCHW, SAME),
reduce-sum of 1e6 f32, add of 1e6 f32, gather of 10,000 rows x 64, a 100-iteration
while loop, sort of 1e5 f32, cumsum of 1e6 f32 (a cumulative reduce_window), top_k
(k = 100) of 1e6 f32, and a 1,000-step lax.scan RNN (h = tanh(h W + x U + b),
the stacked h as output) at two sizes: batch 8, input 16, hidden 32 (the per-step cost
of the loop machinery dominates) and batch 32, input 128, hidden 256 (the matmuls do).

  reference  bridge.reference.evaluate (program compiled once, then best of --repeat)
  pjrt       bridge.runtime.execute_module on CPU (compiled once; includes the host <->
             device copies, as the reference's time includes its argument checks)
  eval_module  jaxlib's StableHLO interpreter, ALWAYS in a child process with a
             --timeout (60 s) per workload: it is slow and aborts on some ops. Workloads
             it does not finish are left out of its geometric mean.

Reported: each time, reference speed-up over eval_module (target: geometric mean
>= 1000x) and reference time / PJRT time (target: geometric mean <= 2). For the RNNs also
a floor: the same steps hand-written in numpy (one matmul per dot, the adds, tanh and the
row store: the fewest numpy calls a step-by-step evaluator can make), against PJRT.

    .venv/bin/python benchmarks/bench_reference.py [--repeat 5] [--timeout 60] [--only sort_1e5,add_1e6]
"""
from __future__ import annotations

import argparse
import math
import os
import pickle
import subprocess
import sys
import textwrap
import time

os.environ.setdefault("JAX_PLATFORMS", "cpu")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from bridge import reference, runtime


def _conv(x, w):
    return lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NCHW", "OIHW", "NCHW"))


def _while(x):
    return lax.while_loop(lambda c: c[0] < 100, lambda c: (c[0] + 1, c[1] * 0.999 + 1.0), (0, x))[1]


def _rnn(h0, xs, w, u, b):
    def step(h, x):
        h = jnp.tanh(h @ w + x @ u + b)
        return h, h
    return lax.scan(step, h0, xs)


def _rnn_floor(h, xs, w, u, b):
    """The RNN as a numpy loop written by hand: what no interpreter of it can beat."""
    ys = np.empty((xs.shape[0],) + h.shape, h.dtype)
    for i in range(xs.shape[0]):
        h = np.tanh(h @ w + xs[i] @ u + b)
        ys[i] = h
    return h, ys


FLOORS = {"scan_rnn_1000_b8_h32": _rnn_floor, "scan_rnn_1000_b32_h256": _rnn_floor}


def _rnn_args(rng, batch, inputs, hidden, steps=1000):
    f32 = np.float32
    return [rng.standard_normal((batch, hidden)).astype(f32), rng.standard_normal((steps, batch, inputs)).astype(f32),
            (rng.standard_normal((hidden, hidden)) / np.sqrt(hidden)).astype(f32),
            (rng.standard_normal((inputs, hidden)) / np.sqrt(inputs)).astype(f32),
            rng.standard_normal(hidden).astype(f32)]


def workloads(rng):
    f32 = np.float32
    return {
        "dot_128": (jnp.dot, [rng.standard_normal((128, 128)).astype(f32),
                              rng.standard_normal((128, 128)).astype(f32)]),
        "dot_512": (jnp.dot, [rng.standard_normal((512, 512)).astype(f32),
                              rng.standard_normal((512, 512)).astype(f32)]),
        "conv_8x16x32x32_3x3x16": (_conv, [rng.standard_normal((8, 16, 32, 32)).astype(f32),
                                           rng.standard_normal((16, 16, 3, 3)).astype(f32)]),
        "reduce_sum_1e6": (jnp.sum, [rng.standard_normal(1_000_000).astype(f32)]),
        "add_1e6": (jnp.add, [rng.standard_normal(1_000_000).astype(f32),
                              rng.standard_normal(1_000_000).astype(f32)]),
        "gather_10000x64": (lambda t, i: t[i], [rng.standard_normal((10_000, 64)).astype(f32),
                                                rng.integers(0, 10_000, 10_000).astype(np.int32)]),
        "while_100": (_while, [rng.standard_normal(1024).astype(f32)]),
        "sort_1e5": (jnp.sort, [rng.standard_normal(100_000).astype(f32)]),
        "cumsum_1e6": (jnp.cumsum, [rng.standard_normal(1_000_000).astype(f32)]),
        "top_k_1e6_k100": (lambda x: lax.top_k(x, 100), [rng.standard_normal(1_000_000).astype(f32)]),
        "scan_rnn_1000_b8_h32": (_rnn, _rnn_args(rng, 8, 16, 32)),
        "scan_rnn_1000_b32_h256": (_rnn, _rnn_args(rng, 32, 128, 256)),
    }


def best_of(fn, repeat: int) -> float:
    fn()  # warm-up: compile / cache
    best = math.inf
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


_CHILD = """
import os, pickle, sys, time
os.environ.setdefault("JAX_PLATFORMS", "cpu")
import numpy as np
from jaxlib.mlir import ir
from jaxlib.mlir._mlir_libs import _stablehlo
from bridge.context import get_context
text, args = pickle.load(sys.stdin.buffer)
ctx = get_context()
module = ir.Module.parse(text, context=ctx)
with ctx:
    attrs = [ir.DenseElementsAttr.get(np.ascontiguousarray(a)) for a in args]
    t = time.perf_counter()
    _stablehlo.eval_module(module, attrs)
    print("SECONDS", time.perf_counter() - t, flush=True)
"""


def eval_module_seconds(text: str, args, timeout: float):
    """Seconds eval_module takes in a child process, or None if it fails or times out."""
    try:
        proc = subprocess.run([sys.executable, "-c", textwrap.dedent(_CHILD)], input=pickle.dumps((text, args)),
                              capture_output=True, cwd=ROOT, timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        return None
    for line in proc.stdout.decode().splitlines():
        if line.startswith("SECONDS"):
            return float(line.split()[1])
    return None


def geomean(xs):
    xs = [x for x in xs if x]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--timeout", type=float, default=60.0, help="seconds per eval_module workload")
    ap.add_argument("--only", default="", help="comma-separated workload names")
    ap.add_argument("--no-interpreter", action="store_true", help="skip eval_module")
    opts = ap.parse_args(argv)
    rng = np.random.default_rng(0)
    work = workloads(rng)
    only = [w for w in opts.only.split(",") if w]
    unknown = [w for w in only if w not in work]
    if unknown:
        ap.error(f"unknown workload {unknown[0]!r} (choose from {', '.join(work)})")
    speedups, ratios = [], []
    print(f"{'workload':26s} {'reference':>11s} {'pjrt':>11s} {'eval_module':>12s} {'vs interp':>10s} "
          f"{'ref/pjrt':>9s}")
    for name, (f, args) in work.items():
        if only and name not in only:
            continue
        text = jax.jit(f).lower(*args).as_text()
        ref_s = best_of(lambda t=text, a=args: reference.evaluate(t, a), opts.repeat)
        pjrt_s = best_of(lambda t=text, a=args: runtime.execute_module(t, a), opts.repeat)
        interp_s = None if opts.no_interpreter else eval_module_seconds(text, args, opts.timeout)
        speed = interp_s / ref_s if interp_s else None
        ratio = ref_s / pjrt_s
        speedups.append(speed)
        ratios.append(ratio)
        interp = f"{interp_s:10.3f} s" if interp_s else (" (skipped)" if opts.no_interpreter else "  > timeout")
        print(f"{name:26s} {ref_s * 1e3:8.3f} ms {pjrt_s * 1e3:8.3f} ms {interp:>12s} "
              f"{(f'{speed:9.0f}x' if speed else '        -'):>10s} {ratio:8.2f}x", flush=True)
        if name in FLOORS:
            floor_s = best_of(lambda a=args, fl=FLOORS[name]: fl(*a), opts.repeat)
            print(f"{'  numpy floor (by hand)':26s} {floor_s * 1e3:8.3f} ms {'':11s} {'':>12s} {'':>10s} "
                  f"{floor_s / pjrt_s:8.2f}x", flush=True)
    g = geomean(speedups)
    vs_interp = f"{g:.0f}x faster than eval_module" if g == g else "not compared with eval_module"
    print(f"geometric mean: reference is {vs_interp} (target >= 1000x); "
          f"reference/PJRT time = {geomean(ratios):.2f} (target <= 2)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
