"""Per-op time of the numpy reference, for the "reference time" overlay.

Each kernel the reference compiles for an op of the drawn module is wrapped in a timer
(the registry's factories are swapped for the duration of one run, so nothing else sees
them). Times are inclusive: a while or reduce counts the ops of its regions too, which
also get their own times. Ops the reference folded at compile time count zero.
"""
from __future__ import annotations

import time
from collections import defaultdict
from contextlib import contextmanager

from jaxlib.mlir import ir


@contextmanager
def _timed_kernels(node_of: dict, seconds: dict):
    from bridge.reference.kernel_registry import KERNELS
    original = dict(KERNELS)

    def wrap(factory):
        def timed_factory(info):
            run = factory(info)
            nid = node_of.get(info.op)
            if nid is None:
                return run

            def timed(*args):
                t = time.perf_counter()
                try:
                    return run(*args)
                finally:
                    seconds[nid] += time.perf_counter() - t
            return timed
        return timed_factory
    KERNELS.update({name: wrap(f) for name, f in original.items()})
    try:
        yield
    finally:
        KERNELS.clear()
        KERNELS.update(original)


def reference_times(module: ir.Module, node_of: dict, inputs=None, seed: int = 0) -> dict[str, float]:
    """{node id: seconds} for one run of the entry function on `inputs` (default: generated
    from `seed`, as `hlobridge opt --verify-semantics` does)."""
    from bridge.reference.interpreter import Program
    from bridge.diff.inputs import refuse_ungeneratable
    from passes.semantics import generate_inputs, main_signature
    if inputs is None:
        types = main_signature(module)
        refuse_ungeneratable(types, "--profile", "give their sizes (--dim b=8) or the inputs (--inputs X.npz)")
        inputs = generate_inputs(types, seed)
    seconds: dict[str, float] = defaultdict(float)
    with _timed_kernels(node_of, seconds):
        program = Program(module)
        program.function(program.main_name())   # compile (and fold constants) first
        seconds.clear()
        program.run(list(inputs))
    return dict(seconds)
