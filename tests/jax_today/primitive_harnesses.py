"""Run jax's own primitive test harnesses through hlobridge (a script, not a test: it takes
15 minutes per mode and needs `absl-py`, which jax's harness module imports).

jax ships the harnesses its jax2tf tests sweep (jax/_src/internal_test_util/test_harnesses.py:
every lax primitive over dtypes, shapes and parameters, 5,483 on the CPU with 32-bit types and
7,414 with `--x64`). Each is lowered by `jax.jit`, run by jax (the oracle), and its StableHLO
run on hlobridge's numpy reference and on PJRT cpu through `bridge.execute`; floats must agree
within 8 ulps of the largest value, integers exactly.

    pip install absl-py            # (in a scratch venv or --target dir on PYTHONPATH)
    .venv/bin/python tests/jax_today/primitive_harnesses.py OUT.jsonl [--x64] [--group sort]

Prints a summary of the disagreements by group; OUT.jsonl holds one record per harness.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter

os.environ.setdefault("JAX_PLATFORMS", "cpu")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402

import jax  # noqa: E402


def _disagreement(got, want) -> str | None:
    got, want = np.asarray(got), np.asarray(want)
    if got.shape != want.shape or got.dtype != want.dtype:
        return f"{got.dtype}{list(got.shape)} vs {want.dtype}{list(want.shape)}"
    if not (want.dtype.kind in "fc" or "float" in want.dtype.name):
        return None if np.array_equal(got, want) else f"{int(np.sum(got != want))} of {got.size} differ"
    wide = np.complex128 if want.dtype.kind == "c" else np.float64
    g, w = got.astype(wide), want.astype(wide)
    if np.any(np.isnan(g) != np.isnan(w)) or np.any((np.isinf(g) | np.isinf(w)) & (g != w)):
        return "NaN/inf pattern differs"
    finite = np.isfinite(w)
    if not finite.any():
        return None
    scale = float(np.max(np.abs(w[finite]))) or 1.0
    eps = float(ml_dtypes.finfo(want.dtype).eps)   # (bf16 and f8 too)
    ulps = float(np.max(np.abs(g[finite] - w[finite]))) / scale / eps
    return None if ulps <= 8 else f"{ulps:.0f} ulps of the largest value"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out")
    ap.add_argument("--x64", action="store_true", help="jax_enable_x64 (f64, i64, c128 harnesses)")
    ap.add_argument("--group", default=None, help="only the harnesses of this primitive group")
    a = ap.parse_args(argv)
    jax.config.update("jax_enable_x64", a.x64)
    from jax._src.internal_test_util import test_harnesses as th   # (imports absl)

    import bridge
    rng = np.random.RandomState(0)
    harnesses = [h for h in th.all_harnesses if h.filter(device_under_test="cpu", include_jax_unimpl=False)
                 and (a.group is None or h.group_name == a.group)]
    bad: Counter = Counter()
    with open(a.out, "w") as out:
        for h in harnesses:
            rec = {"name": h.fullname, "group": h.group_name}
            args = h.dyn_args_maker(rng)
            f = jax.jit(h.dyn_fun, keep_unused=True)   # (every argument a parameter of @main)
            want = jax.tree_util.tree_leaves(f(*args))
            text = f.lower(*args).as_text()
            flat = [np.asarray(x, jax.dtypes.canonicalize_dtype(np.asarray(x).dtype))
                    for x in jax.tree_util.tree_leaves(args)]
            for engine in ("reference", "cpu"):
                try:
                    got = (bridge.reference.evaluate(text, flat) if engine == "reference"
                           else bridge.execute(text, flat, backend="cpu"))
                    why = [f"out{k}: {d}" for k, (g, w) in enumerate(zip(got, want)) if (d := _disagreement(g, w))]
                    if len(got) != len(want):
                        why = [f"{len(got)} outputs, jax {len(want)}"]
                except Exception as e:  # noqa: BLE001 - recorded, the sweep goes on
                    why = [f"{type(e).__name__}: {(str(e).splitlines() or [''])[0][:300]}"]
                rec[engine] = "; ".join(why) or "ok"
                if why:
                    bad[(engine, h.group_name)] += 1
            out.write(json.dumps(rec) + "\n")
    print(f"{len(harnesses)} harnesses (x64={a.x64}); disagreements by (engine, group):")
    for (engine, group), n in sorted(bad.items()):
        print(f"  {engine:9s} {group:30s} {n}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
