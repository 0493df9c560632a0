"""Helpers shared by the CLI commands."""
from __future__ import annotations

import os
import sys
import tempfile

from bridge.files import read_bytes, read_program  # noqa: F401  (the commands import them from here)


def write_text(path: str | None, text: str) -> None:
    if path in (None, "-"):
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
        return
    write_atomic(path, text.encode())


def write_atomic(path: str, payload: bytes) -> None:
    """Write via a temp file in the same folder and a rename: readers never see half a file."""
    directory = os.path.dirname(os.path.abspath(path))
    try:
        mode = os.stat(path).st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    fd, tmp = tempfile.mkstemp(prefix=".hlobridge-", suffix=".tmp", dir=directory)
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
