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
