"""Child start-up: a corpus worker from start to "ready", spawned against forked.

A corpus worker (`python -m bridge.diff.worker`) is started `--repeat` times each way, the two
ways taking turns: spawned from a fresh interpreter (`HLOBRIDGE_FORKSERVER=0`, the incumbent:
how every child started before bridge/forkserver.py) and forked from the warm server (whose
own start, paid once per parent process, is printed apart). The worker is "ready" once it has
imported jax, the runtime and the reference and run a warm-up program on PJRT CPU.

    .venv/bin/python benchmarks/bench_children.py [--repeat 5]
"""
from __future__ import annotations

import argparse
import os
import pickle
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bridge import forkserver  # noqa: E402
from bridge.childproc import read_frame, start_python, stop  # noqa: E402


def worker_ready_seconds(fork: bool) -> float:
    os.environ["HLOBRIDGE_FORKSERVER"] = "1" if fork else "0"
    t = time.perf_counter()
    proc = start_python("-m", "bridge.diff.worker", env_defaults={"TF_CPP_MIN_LOG_LEVEL": "2"}, new_group=True)
    kind, _ = pickle.loads(read_frame(proc.stdout, timeout=180))
    seconds = time.perf_counter() - t
    stop(proc)
    if kind != "ready":
        raise SystemExit(f"the worker answered {kind!r}, not 'ready'")
    return seconds


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    opts = ap.parse_args(argv)
    if not forkserver.enabled():
        print("the fork server is off here (not Linux, or HLOBRIDGE_FORKSERVER=0): nothing to compare")
        return 0
    first_fork = worker_ready_seconds(fork=True)   # starts the server
    spawned, forked = [], []
    for _ in range(opts.repeat):
        spawned.append(worker_ready_seconds(fork=False))
        forked.append(worker_ready_seconds(fork=True))
    print(f"{'corpus worker to ready':24s} {'median':>9s} {'best':>9s}")
    print(f"{'spawned (incumbent)':24s} {statistics.median(spawned):8.3f}s {min(spawned):8.3f}s")
    print(f"{'forked':24s} {statistics.median(forked):8.3f}s {min(forked):8.3f}s")
    print(f"first forked (starts the server): {first_fork:.3f} s")
    print(f"spawned / forked = {statistics.median(spawned) / statistics.median(forked):.1f}x (medians)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
