"""How long a 100,000-op program takes to open in Model Explorer (issue: pictures).

    .venv/bin/python benchmarks/bench_view.py [--ops 100000]

Serves a chain of N adds in N/100 layers with `hlobridge view` and loads the page in
headless Chromium (tests/view/cdp.py; needs Debian's chromium and the view extra): the
time until the server prints its address, and until Model Explorer shows the graph's
node and layer counts.
"""
from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests", "view"))


def program(n: int) -> str:
    lines = ["func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {"]
    prev = "%a"
    for i in range(n):
        lines.append(f'  %{i} = stablehlo.add {prev}, %a : tensor<4xf32> '
                     f'loc("jit(f)/block{i // 1000}/layer{i // 100 % 10}/add"("m.py":{i % 500 + 1}:3))')
        prev = f"%{i}"
    lines.append(f"  return {prev} : tensor<4xf32>\n}}")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ops", type=int, default=100_000)
    args = ap.parse_args()
    import test_view_browser as tv
    from cdp import Browser
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "big.mlir")
        open(path, "w").write(program(args.ops))
        t0 = time.time()
        proc, url = tv._serve(["view", path, "--no-browser"], timeout=600)
        served = time.time() - t0
        try:
            with Browser() as b:
                b.open(url)
                text = b.wait_for("document.body.innerText.includes('layer count') && document.body.innerText", 600)
                shown = time.time() - t0
        finally:
            tv._stop(proc)
    counts = dict(re.findall(r"(op node count|layer count)\s+(\d+)", text))
    print(f"{args.ops} ops: served after {served:.1f} s, graph shown after {shown:.1f} s; Model Explorer: {counts}")


if __name__ == "__main__":
    main()
