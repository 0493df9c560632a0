"""Length-prefixed frames over pipes (parent <-> worker and interpreter children)."""
from __future__ import annotations

import os
import select
import struct

_HEAD = struct.Struct("<Q")


def write_frame(stream, payload: bytes) -> None:
    stream.write(_HEAD.pack(len(payload)) + payload)
    stream.flush()


def read_exact(stream, n: int, timeout: float | None = None) -> bytes:
    """n bytes; EOFError when the writer is gone, TimeoutError after `timeout` s of silence."""
    chunks, got = [], 0
    fd = stream.fileno()
    while got < n:
        if timeout is not None:
            ready, _, _ = select.select([fd], [], [], timeout)
            if not ready:
                raise TimeoutError
        chunk = os.read(fd, min(n - got, 1 << 20))
        if not chunk:
            raise EOFError
        chunks.append(chunk)
        got += len(chunk)
    return b"".join(chunks)


def read_frame(stream, timeout: float | None = None) -> bytes:
    (n,) = _HEAD.unpack(read_exact(stream, _HEAD.size, timeout))
    return read_exact(stream, n, timeout)
