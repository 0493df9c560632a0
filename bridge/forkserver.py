"""A warm parent for hlobridge's child processes: imports once, forks each child.

Corpus workers, the XLA-pass, interpreter and sandbox children each used to start a fresh
interpreter and import jax, the runtime and the reference: ~2 s of CPU per child, paid again
for every worker a crash or a hang replaces. Here one server process per environment (per
parent process) imports those modules once, without starting jax's backends or any thread,
and forks each child from there: a child then costs a fork. The child is what
`python -c CODE` / `python -m MODULE` would be (same environment, working directory, argv,
fresh `__main__`, its own session when asked); it starts jax's backends itself.

Only on Linux; `HLOBRIDGE_FORKSERVER=0` turns it off (children are spawned, as before).
A server that fails to start, or an environment it was not made for, also means spawning.
The server ends when the parent closes its socket or dies (EOF); its children see their
parent gone as they did before (the workers' watchdog, PR_SET_PDEATHSIG).
"""
from __future__ import annotations

import atexit
import importlib
import os
import pickle
import select
import signal
import socket
import struct
import subprocess
import sys
import threading

# what the children import (not the modules they run as __main__: runpy warns when one is loaded)
# (names only: this module imports none of them, its server process does)
PRELOAD = ("jax", "bridge.runtime", "bridge.reference", "bridge.diff.core", "bridge.diff.tasks",
           "bridge.diff.xla_passes", "bridge.diff.interpreter_backend", "bridge.formats.sandbox")
# variables that change while a process runs and that no preloaded module reads
_VOLATILE = ("PYTEST_CURRENT_TEST",)
_STATUS = struct.Struct("<i")
_READY_TIMEOUT_S = 180.0
_MAX_SERVERS = 2


def enabled() -> bool:
    return sys.platform.startswith("linux") and os.environ.get("HLOBRIDGE_FORKSERVER", "1") != "0"


class Child:
    """A forked child, with the part of subprocess.Popen's interface hlobridge uses."""

    def __init__(self, args, pid: int, stdin_fd: int, stdout_fd: int, status_fd: int):
        self.args, self.pid, self.returncode = args, pid, None
        self.stdin = os.fdopen(stdin_fd, "wb")
        self.stdout = os.fdopen(stdout_fd, "rb")
        self._status = status_fd   # the server writes the exit status here, then closes it

    def poll(self):
        if self.returncode is None and select.select([self._status], [], [], 0)[0]:
            self._collect()
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        if self.returncode is None:
            if not select.select([self._status], [], [], timeout)[0]:
                raise subprocess.TimeoutExpired(self.args, timeout)
            self._collect()
        return self.returncode

    def _collect(self) -> None:
        data = os.read(self._status, _STATUS.size)
        # no status: the server died before its child (killed with it): say so as a kill does
        self.returncode = _STATUS.unpack(data)[0] if len(data) == _STATUS.size else -signal.SIGKILL
        os.close(self._status)

    def communicate(self, timeout: float | None = None):
        self.stdin.close()
        out = self.stdout.read()
        self.wait(timeout)
        return out, None

    def kill(self) -> None:
        if self.returncode is None:
            try:
                os.kill(self.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass

    def __del__(self):
        if self.returncode is None:
            try:
                os.close(self._status)
            except OSError:
                pass


class _Server:
    def __init__(self, env: dict):
        self.sock, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        self.proc = subprocess.Popen([sys.executable, "-c", "from bridge.forkserver import serve; serve()",
                                      str(theirs.fileno())], env=env, pass_fds=[theirs.fileno()],
                                     stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL, start_new_session=True)
        theirs.close()
        self.sock.settimeout(_READY_TIMEOUT_S)
        try:
            self.ok = self.sock.recv(16) == b"ready"
        except OSError:
            self.ok = False
        except BaseException:   # Ctrl-C or SIGTERM while it imports: it must not outlive us
            self.proc.kill()
            self.proc.wait()
            self.sock.close()
            raise
        self.started = self.ok   # (one that could not start is not tried again for each child)
        if not self.ok:
            self.proc.kill()
            self.proc.wait()
        self.sock.settimeout(None)

    def alive(self) -> bool:
        return self.ok and self.proc.poll() is None

    def fork(self, args, env: dict, stderr_fd: int, new_group: bool) -> Child:
        stdin_r, stdin_w = os.pipe()
        stdout_r, stdout_w = os.pipe()
        status_r, status_w = os.pipe()
        reply = b""
        try:
            request = pickle.dumps({"args": list(args), "env": env, "cwd": os.getcwd(), "new_group": new_group})
            socket.send_fds(self.sock, [request], [stdin_r, stdout_w, stderr_fd, status_w])
            reply = self.sock.recv(16)
        finally:
            for fd in (stdin_r, stdout_w, status_w):
                os.close(fd)
            if len(reply) != _STATUS.size:   # gone, or interrupted with a reply unread: no more requests;
                self.ok = False              # a child forked anyway ends at EOF on its stdin
                for fd in (stdin_w, stdout_r, status_r):
                    os.close(fd)
        if not self.ok:
            raise OSError("the fork server is gone")
        return Child([sys.executable, *args], _STATUS.unpack(reply)[0], stdin_w, stdout_r, status_r)

    def close(self) -> None:
        self.sock.close()   # EOF: the server ends
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.proc.kill()


_lock = threading.Lock()
_servers: dict = {}   # environment -> _Server, the most recently used last


def start(args, env: dict, stderr, new_group: bool) -> Child | None:
    """`python *args` forked from a warm server for `env`; None where it cannot be (spawn)."""
    if not enabled() or args[:1] not in (("-c",), ("-m",)) or len(args) < 2:
        return None
    devnull = None
    if stderr == subprocess.DEVNULL:
        devnull = stderr_fd = os.open(os.devnull, os.O_WRONLY)
    elif hasattr(stderr, "fileno"):
        stderr_fd = stderr.fileno()
    else:
        return None
    key = tuple(sorted((k, v) for k, v in env.items() if k not in _VOLATILE))
    try:
        with _lock:
            server = _servers.pop(key, None)
            if server is not None and not server.started:
                _servers[key] = server
                return None
            if server is None or not server.alive():
                if server is not None:
                    server.close()
                server = _Server(env)
            _servers[key] = server
            while len(_servers) > _MAX_SERVERS:
                _servers.pop(next(iter(_servers))).close()
            if not server.ok:
                return None
            try:
                return server.fork(args, env, stderr_fd, new_group)
            except OSError:
                return None
    finally:
        if devnull is not None:
            os.close(devnull)


def _forget_in_child() -> None:
    """A fork of this process (the halves' reader, the sandbox's) must not talk on our sockets."""
    global _lock
    _lock = threading.Lock()
    for server in _servers.values():
        server.sock.close()   # (this process's copy only)
    _servers.clear()


os.register_at_fork(after_in_child=_forget_in_child)


@atexit.register
def _close_all() -> None:
    with _lock:
        while _servers:
            _servers.popitem()[1].close()


# ---------------------------------------------------------------- the server

def serve() -> None:
    sock = socket.socket(fileno=int(sys.argv[1]))
    for name in PRELOAD:
        try:
            importlib.import_module(name)
        except Exception:  # noqa: BLE001 - the child imports it again and reports what is wrong
            pass
    if threading.active_count() != 1:   # something started a thread: forking would copy it half-way
        return
    wake_r, wake_w = os.pipe()
    os.set_blocking(wake_r, False)
    os.set_blocking(wake_w, False)
    signal.set_wakeup_fd(wake_w)
    signal.signal(signal.SIGCHLD, lambda *_: None)
    status: dict = {}   # child pid -> the fd its exit status goes to
    sock.sendall(b"ready")
    while True:
        ready, _, _ = select.select([sock, wake_r], [], [])
        if wake_r in ready:
            try:
                while os.read(wake_r, 512):
                    pass
            except BlockingIOError:
                pass
            _reap(status)
        if sock in ready:
            try:
                request, fds, _, _ = socket.recv_fds(sock, 1 << 20, 4)
            except OSError:
                request = b""
            if not request:   # the parent is gone or done: the children see their parent gone
                os._exit(0)   # (at once: nothing here to tear down, and the parent may be waiting)
            pid = os.fork()
            if pid == 0:
                _child(pickle.loads(request), fds, [sock.fileno(), wake_r, wake_w, *status.values()])
            os.close(fds[0])
            os.close(fds[1])
            os.close(fds[2])
            status[pid] = fds[3]
            sock.sendall(_STATUS.pack(pid))
            _reap(status)


def _reap(status: dict) -> None:
    while status:
        try:
            pid, code = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return
        fd = status.pop(pid, None)
        if fd is not None:
            try:
                os.write(fd, _STATUS.pack(os.waitstatus_to_exitcode(code)))
            except OSError:
                pass
            os.close(fd)


def _child(request: dict, fds: list, inherited: list) -> None:
    """In the forked child: become `python *args` and exit with its status."""
    code = 1
    try:
        signal.set_wakeup_fd(-1)
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        for fd in inherited:
            os.close(fd)
        stdin_r, stdout_w, stderr_fd, status_w = fds
        os.close(status_w)
        if request["new_group"]:
            os.setsid()
        for fd, target in ((stdin_r, 0), (stdout_w, 1), (stderr_fd, 2)):
            os.dup2(fd, target)
            os.close(fd)
        _std_streams()
        os.chdir(request["cwd"])
        os.environ.clear()
        os.environ.update(request["env"])
        code = _run(request["args"])
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
        if not isinstance(e.code, (int, type(None))):
            print(e.code, file=sys.stderr)
    except BaseException:  # noqa: BLE001 - what an interpreter prints before exiting 1
        import traceback
        traceback.print_exc()
        code = 1
    finally:
        try:
            atexit._run_exitfuncs()
            sys.stdout.flush()
            sys.stderr.flush()
        finally:
            os._exit(code)


def _std_streams() -> None:
    import io
    sys.stdin = io.TextIOWrapper(io.open(0, "rb", closefd=False), encoding=sys.stdin.encoding)
    for name, fd in (("stdout", 1), ("stderr", 2)):
        old = getattr(sys, name)
        unbuffered = old.write_through   # (as this interpreter set its own up: PYTHONUNBUFFERED)
        raw = io.open(fd, "wb", buffering=0 if unbuffered else -1, closefd=False)
        setattr(sys, name, io.TextIOWrapper(raw, encoding=old.encoding, errors=old.errors,
                                            line_buffering=name == "stderr", write_through=unbuffered))


def _run(args: list) -> int:
    import runpy
    import types
    flag, target, rest = args[0], args[1], args[2:]
    if flag == "-m":
        sys.argv = [target, *rest]
        runpy.run_module(target, run_name="__main__", alter_sys=True)
    else:
        sys.argv = ["-c", *rest]
        main = types.ModuleType("__main__")
        sys.modules["__main__"] = main
        exec(compile(target, "<string>", "exec"), main.__dict__)  # noqa: S102 - python -c, as asked
    return 0
