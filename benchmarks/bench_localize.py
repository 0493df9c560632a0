"""Time of `difftest --localize` (issue 14) on large modules, against plain difftest.

    .venv/bin/python benchmarks/bench_localize.py [--ops 1000] [--model-ops 10000] [--suspect both]

- module: a ~N-op builder program of tests/difftest/localize_corpus.py (elementwise chains,
  transposes, slices, selects, returning every 6th value), one op of which a planted
  backend (the reference with that op wrong) gets wrong; and PJRT cpu at 0 ULP on it;
- model: a jax transformer-like model (attention + MLP + layer norm per layer, layers
  added until it has >= M ops), lowered here with debug info, localized for the same kind
  of planted bug, and for real: PJRT cpu against the numpy reference at 0 ULP, where the
  culprit is the first op XLA rounds differently from numpy (each op compiled on PJRT).
Incumbent: plain difftest of the same module and backends (the whole module once on each,
PJRT compile included); "localizing" is what --localize adds (the second run reuses the
compiled module). Targets: 1,000 ops < 30 s, 10,000 < 5 min.
"""
from __future__ import annotations

import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tests", "difftest"))
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "1")


def model_text(min_ops: int, d: int = 16, seq: int = 8) -> tuple[str, int]:
    """A jax model with enough layers to reach `min_ops` ops: (StableHLO text with locations, layers)."""
    import jax
    import jax.numpy as jnp

    from bridge.diff.modinfo import walk_ops
    from bridge.program import parse_module

    def layer_norm(h):
        mu = jnp.mean(h, -1, keepdims=True)
        return (h - mu) * jax.lax.rsqrt(jnp.var(h, -1, keepdims=True) + 1e-5)

    def attention(h, w):
        q, k, v = h @ w[0], h @ w[1], h @ w[2]
        return jax.nn.softmax(q @ k.T / jnp.sqrt(d), axis=-1) @ v

    def mlp(h, w):
        return jnp.tanh(h @ w[3]) @ w[4]

    def build(layers):
        def model(x, w):
            h = x
            for i in range(layers):
                with jax.named_scope(f"layer{i}"):
                    h = layer_norm(h + attention(h, w))
                    h = layer_norm(h + mlp(h, w))
            return h
        xs = jax.ShapeDtypeStruct((seq, d), jnp.float32)
        ws = jax.ShapeDtypeStruct((5, d, d), jnp.float32)
        return jax.jit(model).lower(xs, ws).as_text(debug_info=True)

    per_layer = len(walk_ops(parse_module(build(2)))) - len(walk_ops(parse_module(build(1))))
    layers = max(1, -(-min_ops // per_layer))
    return build(layers), layers


def planted_run(text, pick: float = 0.5, ulp_only: bool = True):
    """(backend run, target op name) for a ULP bug in the op `pick` of the way in (ULP bugs:
    a wrong slice in a layer norm's statistics can vanish before the output)."""
    import localize_corpus as lc

    from bridge.diff.prepare import prepare
    prepared = prepare(text)   # (kept alive while its ops are read)
    targets = [o for o in lc.targets(prepared.module) if lc.BUGS[o.name] == "ulp" or not ulp_only]
    op = targets[int(pick * (len(targets) - 1))]
    return lc.planted(op.name, str(op.location)), op.name


def timed(program, backends, **kw):
    from bridge.diff import difftest
    t = time.perf_counter()
    report = difftest(program, backends=backends, ulp=0, **kw)
    return report, time.perf_counter() - t


def case(label: str, program, backends, ops: int) -> None:
    _, t_plain = timed(program, backends)
    report, t_loc = timed(program, backends, localize=True)
    loc = report.localization or {}
    print(f"{label}: {ops} ops, verdict {report.verdict}; difftest {t_plain:.2f} s, with --localize "
          f"{t_loc:.2f} s, of which localizing {loc.get('seconds', 0):.2f} s (recording "
          f"{loc.get('record_seconds', 0):.2f} s, {loc.get('ops_checked', 0)} ops checked)")
    print(f"  {loc.get('summary', 'not localized')}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ops", type=int, default=1000, help="size of the builder module (default 1000)")
    ap.add_argument("--model-ops", type=int, default=10000, help="size of the jax model (default 10000; 0: skip)")
    ap.add_argument("--suspect", default="both", choices=("planted", "cpu", "both"),
                    help="a planted bug, real PJRT cpu at 0 ULP, or both (default)")
    args = ap.parse_args(argv)
    sys.stdout.reconfigure(line_buffering=True)   # each case shows as it finishes
    import localize_corpus as lc

    from bridge.diff.modinfo import walk_ops
    from bridge.diff.prepare import prepare

    steps = max(4, args.ops * 1000 // 1550)   # ~1.55 ops per builder step
    comp = lc.builder_program(3, steps)
    n = len(walk_ops(prepare(comp).module))
    run, name = planted_run(comp, ulp_only=False)
    case(f"builder module ({name} planted)", comp, ("reference", ("planted", run)), n)
    if args.suspect in ("cpu", "both"):
        case("builder module (PJRT cpu vs numpy, 0 ULP)", comp, ("reference", "cpu"), n)
    if args.model_ops:
        t = time.perf_counter()
        text, layers = model_text(args.model_ops)
        n = len(walk_ops(prepare(text).module))
        print(f"jax model: {layers} layers, {n} ops, lowered in {time.perf_counter() - t:.1f} s")
        if args.suspect in ("planted", "both"):
            run, name = planted_run(text, 0.7)
            case(f"jax model ({name} planted)", text, ("reference", ("planted", run)), n)
        if args.suspect in ("cpu", "both"):
            case("jax model (PJRT cpu vs numpy, 0 ULP)", text, ("reference", "cpu"), n)
    return 0


if __name__ == "__main__":
    sys.exit(main())
