"""Live progress of a corpus run on stderr: a bar on a terminal, periodic lines otherwise."""
from __future__ import annotations

import sys
import time
from collections import Counter

SHOWN = ("match", "mismatch", "unsupported", "crash", "timeout", "error")


class Progress:
    def __init__(self, total: int, enabled: bool = True, stream=None):
        self.total = total
        self.stream = stream or sys.stderr
        self.enabled = enabled and total > 1
        self.tty = bool(getattr(self.stream, "isatty", lambda: False)())
        self.counts: Counter = Counter()
        self.done = self.resumed = 0
        self.t0 = self._last = time.monotonic()   # (off a terminal: a first line after 5 s)

    def update(self, verdict: str, resumed: bool = False) -> None:
        self.done += 1
        self.resumed += resumed
        self.counts[verdict] += 1
        if not self.enabled or resumed:
            return
        now = time.monotonic()
        if self.tty or self.done == self.total or now - self._last >= 5.0:
            self._last = now
            self.stream.write(("\r" if self.tty else "") + self.line() + ("" if self.tty else "\n"))
            self.stream.flush()

    def line(self) -> str:
        width = 24
        filled = int(width * self.done / max(self.total, 1))
        rate = (self.done - self.resumed) / max(time.monotonic() - self.t0, 1e-9)
        counts = " ".join(f"{k} {self.counts[k]}" for k in SHOWN if self.counts[k] or k in ("match", "mismatch"))
        resumed = f" ({self.resumed} from the journal)" if self.resumed else ""
        return f"[{'#' * filled}{'.' * (width - filled)}] {self.done}/{self.total}{resumed} {counts}  {rate:.1f}/s"

    def finish(self) -> None:
        if self.enabled and self.tty:
            self.stream.write("\n")
            self.stream.flush()
