"""Helpers for the difftest tests."""
from __future__ import annotations


def options(backends=("cpu", "reference"), plugins=(), **policy):
    """Corpus task options (see bridge.diff.tasks.options_dict) with default generators."""
    from bridge.diff import GenSpec, Policy
    from bridge.diff.tasks import options_dict
    return options_dict(list(backends), None, 0, Policy(**policy), GenSpec(), plugins)


def with_kernel(op_name: str, wrap):
    """A backend: the reference with `op_name`'s kernel factory replaced by wrap(original)."""
    import bridge.reference.interpreter as ref_interp
    from bridge import reference
    table = dict(ref_interp.KERNELS)
    table[op_name] = wrap(table[op_name])

    def run(prepared, inputs):
        saved = ref_interp.KERNELS
        ref_interp.KERNELS = table   # the interpreter reads the table when it compiles a function
        try:
            return reference.evaluate(prepared.module, inputs)   # an ir.Module: never cached
        finally:
            ref_interp.KERNELS = saved
    return run


def flipped_case(factory):
    """A stablehlo.case kernel (for with_kernel) that runs the other branch of two: every op
    inside is right, the choice wrong."""
    import numpy as np

    def make(info):
        run = factory(info)
        return lambda frame, index: run(frame, np.int32(1) - index)
    return make


def localized_dropped_zero_sum(f):
    """difftest --localize, XLA:CPU against the reference, of jax's `f(p, x)` at p = True and
    x = [-0, 2], where `f` computes `1 / (x + 0.0)` inside a cond: XLA:CPU drops the `+ 0`, so
    -inf where the spec's -0 + 0 = +0 gives +inf (test_dt_localize_cone.py). Skips where this
    XLA:CPU keeps it; returns the report, checked to mismatch on exactly that."""
    import jax
    import numpy as np
    import pytest

    from bridge.diff import difftest
    x = np.float32([-0.0, 2.0])
    cpu = np.asarray(jax.jit(f)(True, jax.device_put(x, jax.devices("cpu")[0])))
    if np.isposinf(cpu[0]):
        pytest.skip("this XLA:CPU keeps x + 0")
    text = jax.jit(f).lower(True, x).as_text(debug_info=True)
    report = difftest(text, inputs=[np.bool_(True), x], backends=("cpu", "reference"), localize=True)
    assert report.verdict == "mismatch" and np.isposinf(report.results["reference"].outputs[0][0])
    return report
