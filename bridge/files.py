"""Reading program files (kept free of heavy imports: the CLI loads it at start-up)."""
from __future__ import annotations

import os
import sys

from .errors import HloBridgeError, ProgramError

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
