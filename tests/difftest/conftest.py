"""Shared pieces of the difftest tests: a worker pool, the path to tests/jax_programs.py."""
from __future__ import annotations

import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
for _p in (HERE, os.path.dirname(HERE)):   # dt_helpers; tests/jax_programs
    if _p not in sys.path:
        sys.path.insert(0, _p)


@pytest.fixture(scope="session")
def pool():
    """Two long-lived corpus workers, shared by the tests that need real processes."""
    from bridge.diff.executors import LocalExecutor
    ex = LocalExecutor(2, timeout=120)
    yield ex
    ex.close()
