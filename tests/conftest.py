import pytest

from bridge import Shape, XlaBuilder, ops, runtime

# The collective tests run 4 replicas on virtual CPU devices; the device count must be set
# before jax creates its CPU backend, i.e. before any test runs.
runtime.ensure_cpu_devices(4)


@pytest.fixture
def build():
    """build(fn, *shapes): a computation whose parameters have the given shapes."""
    def make(fn, *shapes, name="t"):
        b = XlaBuilder(name)
        params = [ops.Parameter(b, i, Shape.parse(s) if isinstance(s, str) else s, f"p{i}")
                  for i, s in enumerate(shapes)]
        return b.build(fn(b, *params))
    return make
