"""Child Python processes that run what may crash, and length-prefixed frames over pipes.

Shared by the converter's sandbox (bridge/formats/sandbox.py), the StableHLO interpreter
backend and the corpus workers of the differential tester (bridge/diff/).
"""
from __future__ import annotations

import os
import select
import signal
import struct
import subprocess
import sys

_HEAD = struct.Struct("<Q")
_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def start_python(*args: str, stderr=subprocess.DEVNULL, env_defaults: dict | None = None,
                 new_group: bool = False):
    """`python *args` with pipes on stdin/stdout, stderr dropped unless given, and this
    checkout importable; env_defaults fill variables the environment does not set.
    new_group: in a session of its own, so os.killpg(pid) also ends what it started (and a
    terminal's Ctrl-C reaches only the parent, which decides). A subprocess.Popen, or a
    forkserver.Child with the part of its interface hlobridge uses."""
    env = {**(env_defaults or {}), **os.environ}
    env["PYTHONPATH"] = os.pathsep.join([_ROOT] + [p for p in sys.path if p])
    # no working directory first on the child's path: a user's own `passes.py` or `bridge/`
    # there would shadow this checkout's packages (`-c` and `-m` put it before PYTHONPATH)
    env["PYTHONSAFEPATH"] = "1"
    from . import forkserver   # (the warm parent: a fork instead of ~2 s of imports)
    child = forkserver.start(args, env, stderr, new_group)
    if child is not None:
        return child
    return subprocess.Popen([sys.executable, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=stderr, env=env, start_new_session=new_group)


def die_with_parent() -> None:
    """In a child: be killed (SIGKILL) when the parent dies, e.g. a killed corpus worker."""
    try:   # Linux only (PR_SET_PDEATHSIG); elsewhere the child ends at EOF on stdin
        import ctypes
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGKILL)
    except Exception:  # noqa: BLE001
        pass


def stop(proc: subprocess.Popen | None) -> None:
    """End a child started by start_python: EOF on its stdin, then kill if it lingers."""
    if proc is None:
        return
    try:
        proc.stdin.close()
        proc.wait(timeout=5)
    except Exception:  # noqa: BLE001 - a stuck or already broken child
        proc.kill()


def frame(payload: bytes) -> bytes:
    """payload with its length in front (what read_frame reads)."""
    return _HEAD.pack(len(payload)) + payload


def write_all(fd: int, data: bytes) -> None:
    """All of `data` to file descriptor `fd` (os.write may take part of it)."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def write_frame(stream, payload: bytes) -> None:
    stream.write(frame(payload))
    stream.flush()


def read_exact(source, n: int, timeout: float | None = None) -> bytes:
    """n bytes from a stream or a file descriptor; EOFError when the writer is gone,
    TimeoutError after `timeout` s of silence."""
    fd = source if isinstance(source, int) else source.fileno()
    chunks, got = [], 0
    while got < n:
        if timeout is not None:
            ready, _, _ = select.select([fd], [], [], timeout)
            if not ready:
                raise TimeoutError
        chunk = os.read(fd, min(n - got, 1 << 20))
        if not chunk:
            raise EOFError
        chunks.append(chunk)
        got += len(chunk)
    return b"".join(chunks)


def read_frame(stream, timeout: float | None = None) -> bytes:
    (n,) = _HEAD.unpack(read_exact(stream, _HEAD.size, timeout))
    return read_exact(stream, n, timeout)
