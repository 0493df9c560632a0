"""hlobridge's children forked from a warm server (bridge/forkserver.py) behave as the
`python -c` / `python -m` children they replace: argv, environment, working directory, the
three streams, exit statuses (signals included) and their own session, without importing jax
again."""
from __future__ import annotations

import os
import signal
import subprocess
import sys

import pytest

from bridge import forkserver
from bridge.childproc import read_frame, start_python, stop, write_frame

pytestmark = pytest.mark.skipif(not forkserver.enabled(), reason="the fork server is Linux-only (or turned off)")

_ECHO = ("import json, os, sys\n"
         "line = sys.stdin.readline()\n"
         "print('to stderr', file=sys.stderr)\n"
         "sys.stdout.write(json.dumps({'argv': sys.argv, 'cwd': os.getcwd(), 'line': line,\n"
         "    'var': os.environ.get('HLOBRIDGE_TEST_VAR'), 'jax': 'jax' in sys.modules, 'name': __name__,\n"
         "    'ppid': os.getppid(), 'group': os.getpgid(0) == os.getpid()}))\n"
         "sys.exit(int(sys.argv[1]))\n")


def _echo(tmp_path, monkeypatch, exit_code="3", new_group=False):
    import json
    monkeypatch.chdir(tmp_path)
    log = open(tmp_path / "stderr", "w+b")
    child = start_python("-c", _ECHO, exit_code, stderr=log, new_group=new_group)
    child.stdin.write(b"hello\n")
    out, _ = child.communicate(timeout=120)
    log.seek(0)
    return child, json.loads(out), log.read()


def test_a_forked_child_is_the_python_c_it_replaces(tmp_path, monkeypatch):
    monkeypatch.setenv("HLOBRIDGE_TEST_VAR", "seen")
    child, got, err = _echo(tmp_path, monkeypatch)
    assert isinstance(child, forkserver.Child)
    assert child.returncode == 3
    assert got["argv"] == ["-c", "3"] and got["name"] == "__main__" and got["line"] == "hello\n"
    assert os.path.realpath(got["cwd"]) == os.path.realpath(tmp_path)
    assert got["var"] == "seen"
    assert err == b"to stderr\n"
    assert got["jax"], "the child imported jax again instead of inheriting it"
    assert got["ppid"] != os.getpid() and not got["group"]


def test_new_group_gives_the_child_its_own_session(tmp_path, monkeypatch):
    _, got, _ = _echo(tmp_path, monkeypatch, "0", new_group=True)
    assert got["group"]


def test_an_environment_of_its_own_gets_a_server_of_its_own(tmp_path, monkeypatch):
    monkeypatch.setenv("HLOBRIDGE_TEST_VAR", "first")
    assert _echo(tmp_path, monkeypatch)[1]["var"] == "first"
    monkeypatch.setenv("HLOBRIDGE_TEST_VAR", "second")
    assert _echo(tmp_path, monkeypatch)[1]["var"] == "second"
    assert len(forkserver._servers) <= forkserver._MAX_SERVERS


@pytest.mark.parametrize("how, status", [("os.abort()", -signal.SIGABRT), ("os.kill(os.getpid(), 9)", -9),
                                         ("raise ValueError('boom')", 1), ("raise SystemExit('why')", 1)])
def test_exit_statuses_are_what_popen_reports(how, status):
    log = open(os.devnull, "wb")
    child = start_python("-c", f"import os\n{how}", stderr=log)
    assert child.wait(timeout=120) == status
    spawned = subprocess.run([sys.executable, "-c", f"import os\n{how}"], capture_output=True, timeout=120)
    assert spawned.returncode == status


def test_kill_wait_and_timeout():
    child = start_python("-c", "import time\ntime.sleep(600)")
    with pytest.raises(subprocess.TimeoutExpired):
        child.wait(timeout=0.2)
    assert child.poll() is None
    child.kill()
    assert child.wait(timeout=60) == -signal.SIGKILL


def test_frames_both_ways_and_stop():
    child = start_python("-c", "import sys\nfrom bridge.childproc import read_frame, write_frame\n"
                               "out = sys.stdout.buffer\n"
                               "while True:\n"
                               "    try:\n"
                               "        write_frame(out, read_frame(sys.stdin.buffer)[::-1])\n"
                               "    except EOFError:\n"
                               "        break\n")
    big = bytes(range(256)) * 40000
    write_frame(child.stdin, big)
    assert read_frame(child.stdout, timeout=60) == big[::-1]
    stop(child)
    assert child.returncode == 0


def test_turned_off_it_spawns(monkeypatch):
    monkeypatch.setenv("HLOBRIDGE_FORKSERVER", "0")
    child = start_python("-c", "print(1)")
    assert isinstance(child, subprocess.Popen)
    assert child.communicate(timeout=120)[0] == b"1\n"


def test_a_fork_of_the_parent_starts_its_own_server():
    """The sandbox and the halves' reader fork this process: a fork must not share the
    parent's server socket (two processes reading one socket would take each other's pids)."""
    first = start_python("-c", "pass")
    first.wait(timeout=120)
    servers = list(forkserver._servers.values())
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            code = 0 if not forkserver._servers and start_python("-c", "pass").wait(timeout=120) == 0 else 2
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    assert all(s.alive() for s in servers)   # the parent's servers still serve it
    assert start_python("-c", "pass").wait(timeout=120) == 0


def test_a_server_that_cannot_start_means_spawning_without_retrying(monkeypatch):
    monkeypatch.setenv("HLOBRIDGE_TEST_VAR", "no server")
    monkeypatch.setattr(forkserver, "_READY_TIMEOUT_S", 0.001)   # not ready in time: given up, killed
    starts = []
    real = forkserver._Server.__init__

    def counted(self, env):
        starts.append(1)
        real(self, env)
    monkeypatch.setattr(forkserver._Server, "__init__", counted)
    for _ in range(2):
        child = start_python("-c", "print(2)")
        assert isinstance(child, subprocess.Popen) and child.communicate(timeout=120)[0] == b"2\n"
    assert len(starts) == 1
