"""Where corpus tasks run: a local process pool (default), dask.distributed, or inline.

Every executor is `run(tasks) -> iterator of (task, result)` in completion order, plus
`close()`. The local pool gives crash isolation: a worker that dies (segfault, abort,
OOM kill) marks its module `crash` (with the signal and the worker's last stderr lines)
and is replaced by a fresh worker; a module that runs past the timeout is killed and
marked `timeout`. The dask executor runs each task through such a local pool of one
worker inside the dask worker process, so isolation and timeouts behave the same.

The timeout is per backend, not per module: a worker announces each backend it starts
("start", name), which restarts the clock. When one backend hangs or kills the worker,
the module is run again on a fresh worker with that backend marked `timeout`/`crash`
(task["skip"]), so the other backends are still run and compared; a module costs at most
one re-run per backend.
"""
from __future__ import annotations

import atexit
import os
import pickle
import select
import signal
import tempfile
import threading
import time
from collections import deque

from ..childproc import read_frame, start_python, write_frame
from ..errors import HloBridgeError
from .tasks import error_result, run_task

STARTUP_TIMEOUT_S = 180.0


def make_executor(spec: str | None, jobs: int, timeout: float):
    """'local' (default), 'inline', or 'dask://HOST:PORT' (any dask address after 'dask://')."""
    spec = spec or "local"
    if spec == "local":
        return LocalExecutor(jobs, timeout)
    if spec == "inline":
        return InlineExecutor()
    if spec.startswith("dask://"):
        return DaskExecutor(spec[len("dask://"):], timeout)
    raise HloBridgeError(f"unknown executor {spec!r}: use local, inline or dask://HOST:PORT")


class InlineExecutor:
    """In this process, one task after the other: no isolation, no timeout (debugging)."""

    def run(self, tasks):
        for task in tasks:
            yield task, run_task(task)

    def close(self) -> None:
        pass


def _signal_name(code: int) -> str:
    try:
        return signal.Signals(-code).name
    except ValueError:
        return f"signal {-code}"


class _Worker:
    def __init__(self):
        self.stderr = tempfile.TemporaryFile()
        # its own process group: killing a hung worker also ends its children (the
        # interpreter backend's child), which would otherwise spin on as orphans
        self.proc = start_python("-m", "bridge.diff.worker", stderr=self.stderr,
                                 env_defaults={"TF_CPP_MIN_LOG_LEVEL": "2"}, new_group=True)
        self.ready = False
        self.task = None
        self.backend = None            # the backend the current task is running (its "start")
        self.ran_all = False           # every backend ran ("start", None): comparing now
        self.deadline = time.monotonic() + STARTUP_TIMEOUT_S

    def fileno(self) -> int:
        return self.proc.stdout.fileno()

    def send(self, task: dict, timeout: float) -> None:
        self.task, self.backend, self.ran_all = task, None, False
        self.deadline = time.monotonic() + timeout
        write_frame(self.proc.stdin, pickle.dumps(task))

    def stderr_tail(self, lines: int = 4) -> str:
        try:
            self.stderr.seek(0, os.SEEK_END)
            size = self.stderr.tell()
            self.stderr.seek(max(0, size - 4096))
            text = self.stderr.read().decode("utf-8", "replace")
        except OSError:
            return ""
        useful = [ln.strip() for ln in text.splitlines() if ln.strip()]
        return " | ".join(useful[-lines:])

    def kill(self) -> int:
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)   # the worker and whatever it started
        except (ProcessLookupError, PermissionError):
            pass
        code = self.proc.wait()
        for stream in (self.proc.stdin, self.proc.stdout):
            try:
                stream.close()
            except OSError:
                pass
        return code

    def close(self) -> None:
        try:
            self.proc.stdin.close()
            self.proc.wait(timeout=5)
        except Exception:  # noqa: BLE001
            self.kill()
        self.stderr.close()


class LocalExecutor:
    """`jobs` long-lived worker processes; a dead or hung worker is replaced."""

    def __init__(self, jobs: int = 1, timeout: float = 60.0):
        if jobs < 1:
            raise HloBridgeError(f"-j must be >= 1, got {jobs}")
        self.jobs, self.timeout = jobs, timeout
        self.workers: list[_Worker] = []
        self.failed_starts = 0

    def run(self, tasks):
        pending = deque(tasks)
        while len(self.workers) < min(self.jobs, len(pending)):
            self.workers.append(_Worker())
        while pending or any(w.task is not None for w in self.workers):
            for w in self.workers:
                if w.ready and w.task is None and pending:
                    w.send(pending.popleft(), self.timeout)
            now = time.monotonic()
            waiting = [w for w in self.workers if w.task is not None or not w.ready]
            if not waiting:
                break
            wait = max(0.0, min(w.deadline for w in waiting) - now)
            readable, _, _ = select.select(waiting, [], [], wait)
            for w in readable:
                yield from self._receive(w, pending)
            now = time.monotonic()
            for w in list(self.workers):
                if w in self.workers and now > w.deadline and (w.task is not None or not w.ready):
                    yield from self._expire(w, pending)

    def _receive(self, w: _Worker, pending):
        try:
            kind, payload = pickle.loads(read_frame(w.proc.stdout, timeout=30))
        except (EOFError, TimeoutError, pickle.UnpicklingError, OSError):
            yield from self._died(w, pending)
            return
        if kind == "ready":
            w.ready = True
            self.failed_starts = 0
        elif kind == "start":   # the next backend of this task (None: all ran): its own `timeout` s
            w.backend, w.ran_all = payload, payload is None
            w.deadline = time.monotonic() + self.timeout
        else:
            task, w.task = w.task, None
            yield task, payload

    def _died(self, w: _Worker, pending):
        tail = w.stderr_tail()
        code = w.kill()
        task = w.task
        if task is None:
            self._replace(w, pending)   # died before taking work: failing to start at all is a tool error
            self.failed_starts += 1
            if self.failed_starts >= 3:
                raise HloBridgeError(f"corpus workers cannot start (exit {code}): {tail}")
            return
        how = _signal_name(code) if code < 0 else f"exit status {code}"
        stderr = f"; its stderr: {tail}" if tail else ""
        retried = _retry(task, w.backend, "crash", f"worker died ({how}){stderr}", pending)
        self._replace(w, pending)
        if not retried:
            yield task, error_result(task["id"], "crash", f"worker died ({how}) on this module{stderr}")

    def _expire(self, w: _Worker, pending):
        task, backend, ran_all = w.task, w.backend, w.ran_all
        w.kill()
        reason = f"did not finish in {self.timeout:g} s (worker killed)" + (
            " comparing the outputs: every backend had run" if ran_all else "")
        retried = task is not None and _retry(task, backend, "timeout", reason, pending)
        self._replace(w, pending)
        if task is not None and not retried:
            yield task, error_result(task["id"], "timeout", reason)

    def _replace(self, w: _Worker, pending) -> None:
        w.task = None
        w.stderr.close()
        self.workers.remove(w)
        if pending or any(x.task is not None for x in self.workers):
            self.workers.append(_Worker())

    def in_flight(self) -> list[tuple[str, str | None]]:
        """(module id, backend it is running or None) of every task a worker holds now."""
        return [(w.task["id"], w.backend) for w in self.workers if w.task is not None]

    def close(self) -> None:
        for w in self.workers:
            if w.task is not None:   # busy (a hang, or Ctrl-C): do not wait for it
                w.kill()
                w.stderr.close()
            else:
                w.close()
        self.workers = []


def _retry(task: dict, backend: str | None, status: str, reason: str, pending) -> bool:
    """Queue `task` again with `backend` marked `status` (not run), when the worker said
    which backend it was in; False when the failure cannot be pinned on one backend."""
    skip = dict(task.get("skip") or {})
    if task.get("kind") != "run" or backend is None or backend in skip:
        return False
    skip[backend] = (status, reason)
    pending.appendleft({**task, "skip": skip})
    return True


# ---------------------------------------------------------------- dask

_local = threading.local()
_isolated: list[LocalExecutor] = []


@atexit.register
def _close_isolated() -> None:
    for ex in _isolated:
        ex.close()


def run_isolated(task: dict, timeout: float) -> dict:
    """Run one task in a worker process owned by this thread (used inside dask workers)."""
    ex = getattr(_local, "executor", None)
    if ex is None or ex.timeout != timeout:
        if ex is not None:
            ex.close()
        ex = _local.executor = LocalExecutor(1, timeout)
        _isolated.append(ex)
    for _, result in ex.run([task]):
        return result
    return error_result(task["id"], "crash", "no result from the isolated worker")


class DaskExecutor:
    def __init__(self, address: str, timeout: float):
        try:
            from distributed import Client
        except ImportError:
            raise HloBridgeError("the dask executor needs dask.distributed: pip install 'hlobridge[dask]'") \
                from None
        if "://" not in address:
            address = "tcp://" + address
        try:
            self.client = Client(address, timeout=15)
        except (OSError, TimeoutError) as e:
            raise HloBridgeError(f"cannot reach the dask scheduler at {address}: {e}") from None
        self.timeout = timeout

    def run(self, tasks):
        from distributed import as_completed
        futures = {}
        for task in tasks:
            fut = self.client.submit(run_isolated, task, self.timeout, pure=False)
            futures[fut] = task
        for fut in as_completed(futures):
            task = futures[fut]
            try:
                result = fut.result()
            except Exception as e:  # noqa: BLE001 - KilledWorker and friends: the dask worker died
                result = error_result(task["id"], "crash", f"dask: {type(e).__name__}: {e}")
            yield task, result

    def close(self) -> None:
        self.client.close()
