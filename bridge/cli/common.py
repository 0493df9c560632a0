"""Helpers shared by the CLI commands."""
from __future__ import annotations

import sys

import numpy as np

from bridge.errors import HloBridgeError


def read_program(path: str):
    """Bytes or text of a program file ('-' = stdin)."""
    try:
        data = sys.stdin.buffer.read() if path == "-" else open(path, "rb").read()
    except OSError as e:
        raise HloBridgeError(f"cannot read {path}: {e.strerror}") from None
    if data.startswith(b"ML\xefR"):
        return data
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise HloBridgeError(f"{path}: neither MLIR text nor MLIR bytecode") from None


def load_npz(path: str) -> list[np.ndarray]:
    """Inputs from an .npz: arrays named arg0, arg1 ... (or in file order)."""
    try:
        with np.load(path) as z:
            names = sorted(z.files, key=lambda n: (int(n[3:]) if n.startswith("arg") and n[3:].isdigit()
                                                   else 1 << 30, n))
            return [z[n] for n in names]
    except (OSError, ValueError) as e:
        raise HloBridgeError(f"cannot read inputs {path}: {e}") from None


def write_text(path: str | None, text: str) -> None:
    if path in (None, "-"):
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
        return
    from .cmd_convert import _write_atomic
    _write_atomic(path, text.encode())
