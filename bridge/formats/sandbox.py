"""Reading untrusted MLIR bytecode without risking the user's process.

MLIR's bytecode reader (used by `ir.Module.parse(bytes)` and by
`stablehlo.deserialize_portable_artifact`) is not hardened: a few flipped bytes in a
bytecode file or portable artifact can make it segfault (found by
tests/formats/test_formats_fuzz.py). So bytes we did not write ourselves are first
read in a long-lived child process (this module run as a script); only if the child
reads them cleanly does the caller's process read them. A child crash becomes a
`ProgramError` and the next call starts a new child.

The VHLO-to-StableHLO legalization crashes on malformed VHLO too (e.g. a vhlo.func_v1
missing an attribute), so VHLO modules are legalized in the child first as well.
Bytes our own writers produced, and bytes already checked, are remembered by digest
and skip the child; a child that hangs is killed after HLOBRIDGE_CHECK_TIMEOUT s (60). `HLOBRIDGE_TRUST_BYTECODE=1` turns the check off (faster, unsafe).
"""
from __future__ import annotations

import atexit
import hashlib
import os
import select
import struct
import subprocess
import sys
import threading
from collections import OrderedDict

from bridge.errors import ProgramError

_MAX_TRUSTED = 512
_trusted: OrderedDict[bytes, None] = OrderedDict()
_lock = threading.Lock()
_worker: subprocess.Popen | None = None


_TIMEOUT_S = float(os.environ.get("HLOBRIDGE_CHECK_TIMEOUT", "60"))
_WHAT = {"bytecode": "MLIR bytecode", "artifact": "portable artifact", "vhlo": "VHLO module"}


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


def _start() -> subprocess.Popen:
    env = dict(os.environ)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env["PYTHONPATH"] = os.pathsep.join([root] + [p for p in sys.path if p])
    return subprocess.Popen(
        [sys.executable, "-c", "from bridge.formats.sandbox import _serve; _serve()"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)


def _stop() -> None:
    global _worker
    w, _worker = _worker, None
    if w is not None:
        try:
            w.stdin.close()
            w.wait(timeout=5)
        except Exception:  # pragma: no cover
            w.kill()


atexit.register(_stop)


def _read_exact(stream, n: int, timeout: float | None = None) -> bytes:
    buf = b""
    while len(buf) < n:
        if timeout is not None:
            ready, _, _ = select.select([stream], [], [], timeout)
            if not ready:
                raise TimeoutError
            chunk = os.read(stream.fileno(), n - len(buf))
        else:
            chunk = stream.read(n - len(buf))
        if not chunk:
            raise EOFError
        buf += chunk
    return buf


def check(data: bytes, kind: str) -> None:
    """Raise ProgramError unless the child reads `data` cleanly.

    kind: 'bytecode' (parse), 'artifact' (deserialize) or 'vhlo' (bytecode or text of
    a VHLO module, legalized to StableHLO).
    """
    if os.environ.get("HLOBRIDGE_TRUST_BYTECODE") == "1" or _is_trusted(data, kind):
        return
    global _worker
    what = _WHAT[kind]
    with _lock:
        for attempt in (0, 1):
            if _worker is None or _worker.poll() is not None:
                _worker = _start()
            try:
                _worker.stdin.write(kind[:1].encode() + struct.pack("<Q", len(data)) + data)
                _worker.stdin.flush()
                out = _worker.stdout
                status = _read_exact(out, 1, _TIMEOUT_S)
                (n,) = struct.unpack("<I", _read_exact(out, 4, _TIMEOUT_S))
                message = _read_exact(out, n, _TIMEOUT_S).decode("utf-8", "replace")
                break
            except TimeoutError:
                _worker.kill()
                _worker.wait()
                _worker = None
                raise ProgramError(f"cannot read {what}: reading it did not finish in "
                                   f"{_TIMEOUT_S:g} s (corrupt input?)") from None
            except (EOFError, BrokenPipeError, OSError):
                code = _worker.wait()
                _worker = None
                if code < 0 or attempt == 1:  # it died reading these bytes
                    raise ProgramError(
                        f"cannot read {what}: corrupt input (the MLIR reader crashed on it "
                        "in a checking process)") from None
    if status != b"0":
        raise ProgramError(message)
    trust(data, kind)


def _serve() -> None:  # runs in the child
    from bridge.formats import artifact, mlir_formats
    os.environ["HLOBRIDGE_TRUST_BYTECODE"] = "1"
    inp, out = sys.stdin.buffer, sys.stdout.buffer
    while True:
        head = inp.read(9)
        if len(head) < 9:
            return
        kind, (n,) = head[:1], struct.unpack("<Q", head[1:])
        data = _read_exact(inp, n)
        try:
            if kind == b"a":
                artifact.deserialize(data)
            elif kind == b"v":
                module = (mlir_formats.parse_bytecode(data) if data[:4] == b"ML\xefR"
                          else mlir_formats.parse_text(data.decode("utf-8"), "vhlo text"))
                mlir_formats.vhlo_to_stablehlo(module)
            else:
                mlir_formats.parse_bytecode(data)
            status, msg = b"0", b""
        except ProgramError as e:
            status, msg = b"1", str(e).encode("utf-8", "replace")
        except Exception as e:  # noqa: BLE001 - report, keep serving
            status, msg = b"1", f"cannot read bytecode: {type(e).__name__}: {e}".encode("utf-8", "replace")
        out.write(status + struct.pack("<I", len(msg)) + msg)
        out.flush()
