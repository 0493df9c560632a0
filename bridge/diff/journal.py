"""The results journal of a corpus run: one JSON line per finished module.

A killed run leaves every finished module in the journal; `--resume` reads it back and
skips tasks whose key (module bytes + options, see tasks.task_key) is already there.
A torn last line (killed mid-write) is ignored.
"""
from __future__ import annotations

import json
import os

from ..errors import HloBridgeError
from .report import jsonable


class Journal:
    def __init__(self, path: str | None, resume: bool = False):
        self.path = path
        self.done: dict[str, dict] = {}
        self._f = None
        if path is None:
            return
        if resume and os.path.exists(path):
            self.done = read_journal(path)
        try:
            self._f = open(path, "a" if resume else "w", encoding="utf-8")
            if resume and self._f.tell() and not _ends_with_newline(path):
                self._f.write("\n")   # close a torn last line: new entries start clean
        except OSError as e:
            raise HloBridgeError(f"cannot write the journal {path}: {e.strerror or e}") from None

    def add(self, key: str, result: dict) -> None:
        self.done[key] = result
        if self._f is not None:
            self._f.write(json.dumps({"key": key, "result": jsonable(result)}) + "\n")
            self._f.flush()

    def close(self) -> None:
        if self._f is not None:
            self._f.flush()
            os.fsync(self._f.fileno())
            self._f.close()
            self._f = None


def _ends_with_newline(path: str) -> bool:
    with open(path, "rb") as f:
        f.seek(-1, os.SEEK_END)
        return f.read(1) == b"\n"


def read_journal(path: str) -> dict[str, dict]:
    done = {}
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.readlines()
    except UnicodeDecodeError:   # (entries are ASCII JSON: json.dumps escapes the rest)
        raise HloBridgeError(f"--journal {path}: not a difftest journal (binary data)") from None
    except OSError as e:
        raise HloBridgeError(f"cannot read the journal {path}: {e.strerror or e}") from None
    for line in lines:
        try:
            entry = json.loads(line)
            done[entry["key"]] = entry["result"]
        except (ValueError, KeyError, TypeError):
            continue
    if not done and any(line.strip() for line in lines[:-1]):   # (only the last line may be torn)
        raise HloBridgeError(f"--journal {path}: not a difftest journal (no line is an entry); "
                             f"--resume would append to it")
    return done
