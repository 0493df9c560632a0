"""The `hlobridge` command line: one module per command (cmd_*.py)."""
