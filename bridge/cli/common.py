"""Helpers shared by the CLI commands (the file helpers themselves live in bridge.files)."""
from __future__ import annotations

from bridge.files import read_bytes, read_program, write_atomic, write_text  # noqa: F401  (the commands import them from here)
