"""Reading program files and writing results atomically (kept free of heavy imports: the CLI
loads it at start-up)."""
from __future__ import annotations

import os
import stat
import sys
import tempfile

from .errors import HloBridgeError

BYTECODE_MAGIC = b"ML\xefR"


def read_bytes(path) -> bytes:
    """The bytes of a file ('-' = stdin)."""
    if path == "-":
        return sys.stdin.buffer.read()
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError as e:
        raise HloBridgeError(f"cannot read {os.fspath(path)}: {e.strerror or e}") from None


def read_program(path):
    """Text of a program file ('-' = stdin), or its bytes when it is binary (MLIR bytecode,
    portable artifacts, HLO protos and snapshots, jax.export blobs: the format readers tell)."""
    data = read_bytes(path)
    if data.startswith(BYTECODE_MAGIC) or b"\0" in data:
        return data
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data


def write_text(path: str | None, text: str) -> None:
    if path in (None, "-"):
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
        return
    write_atomic(path, text.encode())


def write_atomic(path: str, payload: bytes) -> None:
    """Write via a temp file in the same folder and a rename: readers never see half a file.
    A symbolic link is followed (its target is written, the link stays); what is not a regular
    file (/dev/null, a FIFO) is written into as it is: a rename would replace the device."""
    given, path = path, os.path.realpath(path)
    try:
        st = os.stat(path)
    except OSError:
        st = None
    if st is not None and stat.S_ISDIR(st.st_mode):
        raise HloBridgeError(f"cannot write {given}: it is a directory")
    if st is not None and not stat.S_ISREG(st.st_mode):
        try:
            with open(path, "wb") as f:
                f.write(payload)
        except OSError as e:
            raise HloBridgeError(f"cannot write {given}: {e.strerror or e}") from None
        return
    directory = os.path.dirname(path)
    try:
        mode = os.stat(path).st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    try:
        fd, tmp = tempfile.mkstemp(prefix=".hlobridge-", suffix=".tmp", dir=directory)
    except OSError as e:   # (no such folder, no permission: one line, not a traceback)
        raise HloBridgeError(f"cannot write {given}: {e.strerror or e}") from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(payload)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def refuse_overwriting(inputs, outputs) -> None:
    """HloBridgeError when an output path names one of the input files (also through a link
    or another spelling of the path): a run's results must not replace the program they came
    from. '-' (stdin/stdout) and absent paths are left alone."""
    def key(p):
        try:
            st = os.stat(p)
        except (OSError, TypeError, ValueError):
            return None
        return (st.st_dev, st.st_ino) if stat.S_ISREG(st.st_mode) else None
    taken = {key(p): p for p in inputs if p not in (None, "-")}
    taken.pop(None, None)
    for flag, p in outputs:
        k = key(p) if p not in (None, "-") else None
        if k in taken:
            raise HloBridgeError(f"refusing to overwrite the input {taken[k]} with {flag}")
