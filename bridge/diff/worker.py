"""A corpus worker process: `python -m bridge.diff.worker`, tasks in, results out (frames).

The parent talks to it over stdin/stdout with pickled, length-prefixed frames; stdout is
re-pointed to stderr first so prints from native code cannot corrupt the protocol.
Sends ("ready", pid) once warmed up (jax, PJRT CPU client, reference kernels imported),
then, per task, ("start", backend) before each backend it runs (the parent times each
backend and knows which one hung or crashed) and ("done", result).
SIGINT is ignored: on Ctrl-C the parent decides (it reports what finished, then kills us).
A watchdog thread ends the worker (and its process group: the interpreter's child) when the
parent is gone (a parent killed by SIGKILL or by a native crash cannot kill us): a worker
looping on a module's endless `while` would otherwise spin on forever as an orphan.
"""
from __future__ import annotations

import os
import pickle
import signal
import sys
import threading
import time

from bridge.childproc import read_frame, write_frame

WORKER_CPU_DEVICES = 8


def _warm_up() -> None:
    import bridge.reference  # noqa: F401 - kernel registration
    from bridge.diff import core  # noqa: F401
    from bridge.runtime import ensure_cpu_devices, execute_module
    # Before the warm-up run fixes the CPU device count: multi-process programs
    # (interpreter.run_parallel, replicas, per-device partitions) need one device each.
    ensure_cpu_devices(WORKER_CPU_DEVICES)
    execute_module("func.func @main() -> tensor<i32> {\n %0 = stablehlo.constant dense<1> : tensor<i32>\n"
                   " func.return %0 : tensor<i32>\n}", [])


def _watch_parent(parent: int, period: float = 0.5) -> None:
    def watch():
        while os.getppid() == parent:
            time.sleep(period)
        if os.getpgid(0) == os.getpid():   # our own group (the executor starts us so): it all goes
            os.killpg(os.getpid(), signal.SIGKILL)
        os._exit(1)
    threading.Thread(target=watch, name="parent-watchdog", daemon=True).start()


def _announce(out, backend: str) -> None:
    write_frame(out, pickle.dumps(("start", backend)))


def main() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _watch_parent(os.getppid())
    out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    inp = sys.stdin.buffer
    _warm_up()
    from .tasks import run_task
    write_frame(out, pickle.dumps(("ready", os.getpid())))
    while True:
        try:
            task = pickle.loads(read_frame(inp))
        except EOFError:
            return
        write_frame(out, pickle.dumps(("done", run_task(task, lambda b: _announce(out, b)))))


if __name__ == "__main__":
    main()
