"""Running native readers and converters that may crash, without risking the user's process.

MLIR's bytecode reader (used by `ir.Module.parse(bytes)` and by
`stablehlo.deserialize_portable_artifact`) is not hardened: a few flipped bytes in a
bytecode file or portable artifact can make it segfault (found by
tests/formats/test_formats_fuzz.py); the VHLO-to-StableHLO legalization crashes on
malformed VHLO; jaxlib's HLO parser and HLO importer abort on some bad HLO. So these
jobs run in a child process first:

  check(data, kind)  kind 'bytecode' | 'artifact' | 'vhlo': the child reads `data`; if it
                     reads cleanly the caller's process may read it too
  run(data, kind)    kind 'hlo-native' (HLO text -> StableHLO text), 'hlo-proto-native'
                     (HloModuleProto -> StableHLO text), 'hlo-proto-text' (proto -> HLO
                     text), 'hlo-text-proto' (HLO text -> proto, XLA's parser): the child's
                     output is the result

A child crash becomes a `ProgramError`. The child is a fork of this process when that is
safe and cheap (~15 ms: Linux, jax not imported, no MLIR thread-pool threads yet — the
CLI turns MLIR multithreading off for that), else a long-lived
worker interpreter (this module run as a script; the next call after a crash starts a new
one). Bytes our own writers produced, and bytes already checked, are remembered by digest
and skip the child; a child that hangs is killed after HLOBRIDGE_CHECK_TIMEOUT s (60), and
one may grow by max(2 GiB, 64 x its input) (HLOBRIDGE_CHECK_MEMORY_GB; see _cap_memory).
`HLOBRIDGE_TRUST_BYTECODE=1` turns the checks off (faster, unsafe);
`HLOBRIDGE_SANDBOX=worker|fork` forces one kind of child.
"""
from __future__ import annotations

import atexit
import hashlib
import os
import re
import subprocess
import sys
import threading
from collections import OrderedDict

from bridge.childproc import frame, read_frame, start_python, stop, write_all, write_frame
from bridge.errors import ProgramError
from bridge.files import BYTECODE_MAGIC

_MAX_TRUSTED = 512
_trusted: OrderedDict[bytes, None] = OrderedDict()
_lock = threading.Lock()
_worker: subprocess.Popen | None = None
_worker_log = None   # the worker's stderr (a temp file): why it crashed

_TIMEOUT_S = float(os.environ.get("HLOBRIDGE_CHECK_TIMEOUT", "60"))
_WHAT = {"bytecode": "MLIR bytecode", "artifact": "portable artifact", "vhlo": "VHLO module",
         "hlo-native": "HLO text", "hlo-proto-native": "HLO module proto", "hlo-proto-text": "HLO module proto",
         "hlo-text-proto": "HLO text"}
_CODES = {"bytecode": b"b", "artifact": b"a", "vhlo": b"v", "hlo-native": b"h", "hlo-proto-native": b"q",
          "hlo-proto-text": b"p", "hlo-text-proto": b"t"}
_CHECKS = ("bytecode", "artifact", "vhlo")


def _job(code: bytes, data: bytes) -> bytes:
    """What the child does for one request; raises ProgramError for bad input."""
    from bridge.formats import artifact, mlir_formats, native
    if code == b"a":
        _reads_back(artifact.deserialize(data), _WHAT["artifact"])
    elif code == b"v":
        module = (mlir_formats.parse_bytecode(data) if data[:4] == BYTECODE_MAGIC
                  else mlir_formats.parse_text(data.decode("utf-8"), "vhlo text"))
        _reads_back(module, _WHAT["vhlo"])
        mlir_formats.vhlo_to_stablehlo(module)
    elif code == b"b":
        _reads_back(mlir_formats.parse_bytecode(data), _WHAT["bytecode"])
    elif code == b"h":
        return native.hlo_text_to_stablehlo(data.decode("utf-8")).encode("utf-8")
    elif code == b"q":
        return native.hlo_proto_to_stablehlo(data).encode("utf-8")
    elif code == b"p":
        return native.hlo_proto_to_text(data).encode("utf-8")
    elif code == b"t":
        return native.hlo_text_to_proto(data.decode("utf-8"))
    return b""


def _reads_back(module, what: str) -> None:
    """ProgramError unless the module read prints as text that reads back. Bytecode skips
    what the text parser checks: strings are raw bytes (a name that is not UTF-8 aborts the
    process in jaxlib's bindings; the printed form spells such bytes as escapes, see
    mlir_module.check_strings_utf8), and attributes are not re-validated (an artifact's
    `sdy.mesh` with an axis of size -3 converted to text nothing can read)."""
    from jaxlib.mlir import ir

    from bridge.formats.mlir_formats import mlir_error_message
    from bridge.mlir_module import check_strings_utf8, readable
    text = module.operation.get_asm(enable_debug_info=True, binary=True)
    try:
        text = text.decode("utf-8")
    except UnicodeDecodeError:
        raise ProgramError(f"cannot read {what}: it holds text that is not UTF-8 (corrupt input?)") from None
    check_strings_utf8(text, what, lines=False)
    try:
        ir.Module.parse(readable(text), context=module.context)
    except ir.MLIRError as e:
        raise ProgramError(f"cannot read {what} (corrupt?): its text form does not read back: "
                           f"{re.sub(r'^line [0-9:]+: ', '', mlir_error_message(e))}") from None


def _digest(data: bytes, kind: str) -> bytes:
    return hashlib.blake2b(kind.encode() + b"\0" + data, digest_size=20).digest()


def trust(data: bytes, kind: str = "bytecode") -> bytes:
    """Remember `data` (bytes we wrote or checked) as safe to read in-process; returns it."""
    key = _digest(data, kind)
    with _lock:
        _trusted[key] = None
        _trusted.move_to_end(key)
        while len(_trusted) > _MAX_TRUSTED:
            _trusted.popitem(last=False)
    return data


def _is_trusted(data: bytes, kind: str) -> bool:
    with _lock:
        return _digest(data, kind) in _trusted


def check(data: bytes, kind: str) -> None:
    """Raise ProgramError unless a child reads `data` cleanly (kind: bytecode, artifact, vhlo)."""
    assert kind in _CHECKS, kind
    if os.environ.get("HLOBRIDGE_TRUST_BYTECODE") == "1" or _is_trusted(data, kind):
        return
    _in_child(data, kind)
    trust(data, kind)


def run(data: bytes, kind: str) -> bytes:
    """The output of job `kind` on `data`, computed in a child (see module docstring)."""
    assert kind in _CODES and kind not in _CHECKS, kind
    return _in_child(data, kind)


def _threads_fork_safely() -> bool:
    """Whether this process has only threads a fork may leave behind: not MLIR's thread pool
    (its tasks would wait forever in the child) nor jax/XLA's runtime threads (they hold
    locks). Linux names them in /proc; elsewhere we never fork unless told to."""
    try:
        tasks = os.listdir("/proc/self/task")
        names = [_read(f"/proc/self/task/{t}/comm").strip() for t in tasks]
    except OSError:
        return False
    return not any(n.startswith(("llvm-worker", "tf_")) for n in names)


def _read(path: str) -> str:
    with open(path) as f:   # (closed at once: a bare open() left one ResourceWarning a thread)
        return f.read()


def fork_is_safe() -> bool:
    """Whether this process may fork a plain child (see the module docstring); HLOBRIDGE_SANDBOX
    says so outright."""
    mode = os.environ.get("HLOBRIDGE_SANDBOX", "")
    if mode in ("worker", "fork"):
        return mode == "fork" and hasattr(os, "fork")
    return (hasattr(os, "fork") and "jax" not in sys.modules and threading.active_count() == 1
            and _threads_fork_safely())


def _in_child(data: bytes, kind: str) -> bytes:
    with _lock:
        status, payload = (_forked if fork_is_safe() else _ask_worker)(_CODES[kind], data, _WHAT[kind])
    if status != b"0":
        message = payload.decode("utf-8", "replace")
        if any(m in message for m in _NO_MEMORY):
            raise _out_of_memory(_WHAT[kind])
        raise ProgramError(message)
    return payload


def _crashed(what: str, log=None) -> ProgramError:
    """`log`: the child's stderr (a file), whose last fatal line says why XLA aborted."""
    reason = _fatal_line(log)
    if any(m in reason for m in _NO_MEMORY):
        return _out_of_memory(what)
    return ProgramError(f"cannot read {what}: corrupt input (the native reader crashed on it in a "
                        "checking process" + (f": {reason})" if reason else ")"))


def _fatal_line(log) -> str:
    if log is None:
        return ""
    try:
        log.seek(0)
        lines = log.read()[-65536:].decode("utf-8", "replace").splitlines()
    except OSError:
        return ""
    # absl's fatal log lines: 'F1126 03:56:53.39 1234 file.cc:12] Check failed: ...'
    fatal = [ln.split("] ", 1)[-1] for ln in lines if ln[:1] == "F" and "] " in ln]
    fatal += [ln for ln in lines[-5:] if "std::bad_alloc" in ln]   # ('terminate called after throwing ...')
    text = (fatal or [""])[-1].strip()
    return text[:300]


def _timed_out(what: str) -> ProgramError:
    return ProgramError(f"cannot read {what}: reading it did not finish in {_TIMEOUT_S:g} s (corrupt input?)")


def _cap_memory(size: int) -> None:
    """Limit this child's address space to what it has plus max(2 GiB, 64 x the input)
    (HLOBRIDGE_CHECK_MEMORY_GB: the headroom in GiB; 0: no limit). A corrupt size makes the
    native readers allocate it: `f32[4294967297] constant(1)` took 20 GB of a 23 GB machine
    in XLA's parser, a flipped byte of an HloModuleProto 8 GB over 20 s. With the limit
    the allocation fails at once and the child reports it."""
    try:
        import resource
        gib = os.environ.get("HLOBRIDGE_CHECK_MEMORY_GB")
        extra = int(float(gib) * 2 ** 30) if gib else max(2 << 30, 64 * size)
        if extra <= 0:
            return
        with open("/proc/self/statm") as f:
            now = int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
        _, hard = resource.getrlimit(resource.RLIMIT_AS)
        cap = now + extra if hard == resource.RLIM_INFINITY else min(now + extra, hard)
        resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
    except (ImportError, OSError, ValueError):   # (no such limit here: run without one)
        pass


_NO_MEMORY = ("bad_alloc", "MemoryError", "RESOURCE_EXHAUSTED: Failed to allocate", "Cannot allocate memory")


def _out_of_memory(what: str) -> ProgramError:
    return ProgramError(f"cannot read {what}: reading it needs more memory than a checking process may use "
                        "(corrupt sizes? HLOBRIDGE_CHECK_MEMORY_GB sets the limit)")


def _answer(code: bytes, data: bytes) -> bytes:
    """Run one job and frame its result: a status byte, then the message or payload."""
    _cap_memory(len(data))
    try:
        status, msg = b"0", _job(code, data)
    except ProgramError as e:
        status, msg = b"1", str(e).encode("utf-8", "replace")
    except Exception as e:  # noqa: BLE001 - report, keep serving
        status, msg = b"1", f"cannot read input: {type(e).__name__}: {e}".encode("utf-8", "replace")
    return frame(status + msg)


def _read_answer(fd_or_stream, timeout: float) -> tuple[bytes, bytes]:
    answer = read_frame(fd_or_stream, timeout)
    return answer[:1], answer[1:]


def _forked(code: bytes, data: bytes, what: str) -> tuple[bytes, bytes]:
    import tempfile
    log = tempfile.TemporaryFile()   # the child's stderr: native crash reports are not the user's output
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:   # the child: single-threaded copy of this process
        try:
            os.close(r)
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)
            os.dup2(log.fileno(), 2)
            os.environ["HLOBRIDGE_TRUST_BYTECODE"] = "1"
            write_all(w, _answer(code, data))
        finally:
            os._exit(0)
    os.close(w)
    try:
        try:
            answer = _read_answer(r, _TIMEOUT_S)
        except TimeoutError:
            os.kill(pid, 9)
            raise _timed_out(what) from None
        except EOFError:
            os.waitpid(pid, 0)
            pid = 0
            raise _crashed(what, log) from None
    finally:
        os.close(r)
        if pid:
            os.waitpid(pid, 0)
        log.close()
    return answer


def _stop() -> None:
    global _worker
    w, _worker = _worker, None
    stop(w)


atexit.register(_stop)


def _ask_worker(code: bytes, data: bytes, what: str) -> tuple[bytes, bytes]:
    global _worker, _worker_log
    for attempt in (0, 1):
        if _worker is None or _worker.poll() is not None:
            import tempfile
            if _worker_log is not None:
                _worker_log.close()
            _worker_log = tempfile.TemporaryFile()
            _worker = start_python("-c", "from bridge.formats.sandbox import serve; serve()", stderr=_worker_log)
        try:
            write_frame(_worker.stdin, code + data)
            return _read_answer(_worker.stdout, _TIMEOUT_S)
        except TimeoutError:
            _worker.kill()
            _worker.wait()
            _worker = None
            raise _timed_out(what) from None
        except (EOFError, BrokenPipeError, OSError):
            exit_code = _worker.wait()
            _worker = None
            if exit_code < 0 or attempt == 1:  # it died on these bytes
                raise _crashed(what, _worker_log) from None
    raise AssertionError("unreachable")  # pragma: no cover


def serve() -> None:  # runs in the worker
    os.environ["HLOBRIDGE_TRUST_BYTECODE"] = "1"
    out = sys.stdout.buffer
    while True:
        try:
            job = read_frame(sys.stdin.buffer)
        except EOFError:   # the parent is gone, or a truncated job: stop serving
            return
        out.write(_answer(job[:1], job[1:]))
        out.flush()
