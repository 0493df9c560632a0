"""Helpers shared by test modules (a plain module: `conftest` names clash across test folders)."""
import os
import subprocess
import sys
import textwrap

import numpy as np

from bridge import Shape, XlaBuilder, ops


def shape_of(array) -> Shape:
    a = np.asarray(array)
    return Shape.array_shape(a.dtype, a.shape)


def as_shape(x) -> Shape:
    """A Shape, its XLA text ("f32[2,3]"), or an example array."""
    if isinstance(x, Shape):
        return x
    return Shape.parse(x) if isinstance(x, str) else shape_of(x)


# bridge.execute's default backend is a GPU (HLOBRIDGE_BACKEND=cuda): what XLA:GPU cannot
# compile is skipped, and exact comparisons with XLA:CPU's numbers are made on the CPU.
ON_GPU = os.environ.get("HLOBRIDGE_BACKEND", "cpu") in ("cuda", "gpu", "rocm")


def has_gpu() -> bool:
    """Whether jax has a CUDA/ROCm PJRT platform here (the GPU-only tests run)."""
    from bridge import runtime
    return any(p in ("cuda", "gpu", "rocm") for p in runtime.available_platforms())


def skip_on_gpu(reason: str):
    import pytest
    return pytest.mark.skipif(ON_GPU, reason=f"HLOBRIDGE_BACKEND is a GPU: {reason}")


def backend_for(devices: int) -> str | None:
    """The backend of a test that needs `devices` devices: None (bridge.execute's default,
    $HLOBRIDGE_BACKEND) when that platform has them, else "cpu", whose 8 virtual devices
    tests/conftest.py makes (HLOBRIDGE_BACKEND=cuda on a machine with one GPU)."""
    import jax
    name = os.environ.get("HLOBRIDGE_BACKEND", "cpu")
    if name == "cpu" or devices <= 1:
        return None
    try:
        return None if len(jax.devices(name)) >= devices else "cpu"
    except RuntimeError:
        return "cpu"


def execute_on_virtual_devices(program, args, **kwargs):
    """bridge.execute of a program made for the 8 virtual CPU devices (a jax mesh, an 8-way
    dump), on the default backend where it has as many devices."""
    import bridge
    return bridge.execute(program, args, backend=backend_for(8), **kwargs)


def program(fn, *args, name="main"):
    """A computation whose parameters have the shapes of args; fn(builder, *params) -> root."""
    b = XlaBuilder(name)
    params = [ops.Parameter(b, i, as_shape(a)) for i, a in enumerate(args)]
    return b.build(fn(b, *params))


ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_child(code: str, env_extra: dict | None = None) -> subprocess.CompletedProcess:
    """`code` in a fresh interpreter with this checkout importable (a crash kills the child,
    not the test run); its output captured."""
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.pop("XLA_FLAGS", None)
    env.update(env_extra or {})
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)



def token_origin(value):
    """The op that made a token value, through the tuples a lowering wraps (data, token) in."""
    from jaxlib.mlir import ir
    op = value.owner
    while op.name == "stablehlo.get_tuple_element":
        index = int(ir.IntegerAttr(op.attributes["index"]).value)
        op = op.operands[0].owner.operands[index].owner
    return op


# A `while` whose condition is always true: it never ends (timeouts, Ctrl-C, orphaned workers).
ENDLESS_LOOP = """func.func @main(%x: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.while(%it = %x) : tensor<i32>
   cond {
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.add %it, %one : tensor<i32>
    stablehlo.return %n : tensor<i32>
  }
  return %0 : tensor<i32>
}"""
