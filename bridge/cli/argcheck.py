"""Options checked once, after parsing and before any work, for every command: an hour-long
difftest should not end in 'cannot write' because --report named a folder."""
from __future__ import annotations

import math
import os

from bridge.errors import HloBridgeError

# select() and time_t overflow near 1e10 s; past this (inf included) there is no practical limit
MAX_TIMEOUT = 1e8

# (attribute, flag): options naming a file we write, and options naming a folder we create
FILES = [("output", "-o"), ("report", "--report"), ("junit", "--junit"), ("html", "--html"),
         ("journal", "--journal"), ("reproducer", "--reproducer")]
DIRS = [("model_explorer_dir", "--model-explorer-dir"), ("reduce_dir", "--reduce-dir")]   # (opt --dump-dir: its own)


def check(args) -> None:
    timeout = getattr(args, "timeout", None)
    if timeout is not None:
        if math.isnan(timeout) or timeout <= 0:
            raise HloBridgeError(f"--timeout must be a number of seconds > 0, got {timeout:g}")
        args.timeout = min(timeout, MAX_TIMEOUT)
    for attr, flag in FILES:
        path = getattr(args, attr, None)
        if isinstance(path, str) and path != "-":
            _check_file(flag, path)
    dashes = [flag for attr, flag in FILES[:4] if getattr(args, attr, None) == "-"]   # (those '-' = stdout)
    if len(dashes) > 1:
        raise HloBridgeError(f"{' and '.join(dashes)} cannot both go to standard output ('-')")
    for attr, flag in DIRS:
        path = getattr(args, attr, None)
        if isinstance(path, str) and path:
            _check_dir(flag, path)


def _check_file(flag: str, path: str) -> None:
    """A file we will write: not a folder, and (unless it is a device or FIFO we write into) in
    a folder that exists and we may write in; found after the run, a typo cost the whole run."""
    if os.path.isdir(path):
        raise HloBridgeError(f"{flag} {path}: is a directory; give a file name")
    if os.path.exists(path) and not os.path.isfile(path):   # (/dev/null: written into, not replaced)
        return
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        raise HloBridgeError(f"{flag} {path}: cannot write: no such folder {folder}")
    if not os.access(folder, os.W_OK):
        raise HloBridgeError(f"{flag} {path}: cannot write in {folder}")


def _check_dir(flag: str, path: str) -> None:
    """The folder, or the nearest part of it that exists, must be a folder (makedirs would fail)."""
    p = os.path.abspath(path)
    while not os.path.lexists(p) and os.path.dirname(p) != p:
        p = os.path.dirname(p)
    if not os.path.isdir(p):
        what = "it" if p == os.path.abspath(path) else p
        raise HloBridgeError(f"{flag} {path}: {what} exists and is not a directory")
