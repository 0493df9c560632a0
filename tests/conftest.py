import pytest
from hypothesis import settings

from bridge import runtime
from hlotest import program

# The collective and SPMD tests run up to 8 processes on virtual CPU devices; the device count must be set
# before jax creates its CPU backend, i.e. before any test runs.
runtime.ensure_cpu_devices(8)

# pytest runs one worker per core (pytest-xdist): an example's time depends on what the other
# worker does, so a per-example deadline would fail at random, not on slow code
settings.register_profile("hlobridge", deadline=None)
settings.load_profile("hlobridge")


@pytest.fixture
def build():
    """build(fn, *shapes): a computation whose parameters have the given shapes."""
    def make(fn, *shapes, name="t"):
        return program(fn, *shapes, name=name)
    return make
