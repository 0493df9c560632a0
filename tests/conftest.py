import pytest

from bridge import runtime
from hlotest import program

# The collective and SPMD tests run up to 8 processes on virtual CPU devices; the device count must be set
# before jax creates its CPU backend, i.e. before any test runs.
runtime.ensure_cpu_devices(8)


@pytest.fixture
def build():
    """build(fn, *shapes): a computation whose parameters have the given shapes."""
    def make(fn, *shapes, name="t"):
        return program(fn, *shapes, name=name)
    return make
