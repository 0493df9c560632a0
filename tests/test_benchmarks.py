"""The benchmarks still run (tiny sizes, one repeat): a smoke test, never a timing check —
the speed targets are measured by `make bench` and recorded in docs/performance.md."""
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

RUNS = {
    "bench_lowering.py": (["--sizes", "40", "--repeat", "1"], "legalize: legalize-xla-to-stablehlo"),
    "bench_passes.py": (["--ops", "400", "--repeat", "1"], "target >= 300,000 ops/s"),
    "bench_reference.py": (["--only", "add_1e6", "--repeat", "1", "--no-interpreter"], "add_1e6"),
    "bench_children.py": (["--repeat", "1"], "spawned / forked ="),
    "bench_difftest.py": (["--modules", "4", "--jobs", "1", "--incumbent-modules", "2"], "steady (after first result)"),
    "bench_convert.py": (["--ops", "50", "--repeat", "1", "--only", "our parser"], "hlo -> stablehlo (our parser)"),
    "bench_localize.py": (["--ops", "60", "--model-ops", "0"], "with --localize"),
    "bench_train_step.py": (["--layers", "1", "--d-model", "32", "--vocab", "64", "--batch", "2", "--seq", "8",
                             "--repeat", "1"], "reference/PJRT ="),
}


@pytest.mark.parametrize("script", sorted(RUNS))
def test_benchmark_runs(script):
    args, expect = RUNS[script]
    proc = subprocess.run([sys.executable, os.path.join(ROOT, "benchmarks", script), *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    assert expect in proc.stdout, proc.stdout[-2000:]


def test_bench_view_runs():
    pytest.importorskip("model_explorer", reason="Model Explorer (the view extra) is not installed")
    if not os.path.exists("/usr/bin/chromium"):
        pytest.skip("no Chromium at /usr/bin/chromium (apt-get install -y chromium)")
    proc = subprocess.run([sys.executable, os.path.join(ROOT, "benchmarks", "bench_view.py"), "--ops", "200"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    assert "graph shown after" in proc.stdout and "'op node count': '202'" in proc.stdout, proc.stdout
