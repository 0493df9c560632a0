"""Ops at the edge of the program: custom_call, tokens, infeed/outfeed, send/recv,
async_start/async_done.

custom_call runs foreign code, so the reference cannot evaluate it: it raises
UnsupportedOp naming the call target — except the few targets that only annotate
a value (sharding and memory-placement markers) and are the identity on one device,
and the targets in kernels_custom_call.CUSTOM_CALL_TARGETS (jax's LAPACK/GPU solver calls).
There is no host queue: outfeed/send consume their data (kept in
`RunState.outfeed` for inspection), infeed/recv raise UnsupportedOp.
"""
from __future__ import annotations

from .. import host_callbacks
from .. import mlir_attrs as attrs
from ..errors import warn
from .kernels_custom_call import CUSTOM_CALL_TARGETS
from .kernel_registry import register

# Annotation targets jax emits: on global values they change nothing. (GSPMD's
# SPMDFullToShardShape / SPMDShardToFullShape open and close manual regions:
# kernels_sharding.)
IDENTITY_TARGETS = frozenset({"Sharding", "annotate_device_placement", "MoveToHost", "MoveToDevice",
                              "LayoutConstraint"})


@register("stablehlo.custom_call")
def _custom_call(info):
    target = info.scalar("call_target_name", "?")
    same = [t.shape for t in info.operand_types if hasattr(t, "shape")] == \
        [t.shape for t in info.result_types if hasattr(t, "shape")]
    if target in IDENTITY_TARGETS and same:
        n = len(info.result_types)
        return lambda frame, *xs: xs[0] if n == 1 else list(xs)
    if host_callbacks.is_callback_target(target):
        return _host_callback(info, target)
    factory = CUSTOM_CALL_TARGETS.get(target)  # jax's targets: kernels_custom_call's registry
    if target == host_callbacks.CUSTOM_PARTITIONING:
        raise info.unsupported(f"custom_call target {target!r}: {host_callbacks.CUSTOM_PARTITIONING_WHY}; "
                               "the module holds no body to evaluate")
    if factory is None:
        raise info.unsupported(f"custom_call target {target!r} runs foreign code")
    outs = info.result_types
    if len(outs) == 1 and isinstance(outs[0], tuple) and all(isinstance(t, attrs.TensorType) for t in outs[0]):
        # XLA's importer writes a tuple-shaped call (a GPU dump's (result, workspace)) with one
        # tuple result: the target kernel sees its elements, the op gives them back as a tuple
        info.result_types = list(outs[0])
        run, n = factory(info), len(outs[0])
        return lambda frame, *xs: tuple(run(frame, *xs)) if n > 1 else (run(frame, *xs),)
    return factory(info)


def _host_callback(info, target: str):
    """jax.debug.print and friends give no value: the program runs without them, as on PJRT
    (bridge.host_callbacks); a callback's values come from Python code the module lacks, so
    a run that reaches one stops there (as PJRT's trap does), and only such a run."""
    if not host_callbacks.effect_only(r.type for r in info.op.results):
        why = f"numpy reference {host_callbacks.reached(f'@{target} at {info.loc}')}"

        def reached(frame, *args):
            raise host_callbacks.Reached(why)
        return reached
    warn(host_callbacks.skipped_note([info.loc]), host_callbacks.CallbackSkipped)
    skipped = [attrs.TOKEN if t is attrs.TOKEN else () for t in info.result_types]
    return lambda frame, *xs: skipped[0] if len(skipped) == 1 else list(skipped)


@register("stablehlo.create_token")
def _create_token(info):
    return lambda frame, *args: attrs.TOKEN


@register("stablehlo.outfeed", "stablehlo.send")
def _outfeed(info):
    def run(frame, *args):
        *data, _token = args
        sink = getattr(frame.run, "outfeed", None)
        if sink is not None:
            sink.append((info.name, [x for x in data]))
        return attrs.TOKEN
    return run


@register("stablehlo.infeed", "stablehlo.recv")
def _infeed(info):
    raise info.unsupported("the numpy reference has no host or channel queue to read from")


@register("stablehlo.async_start")
def _async_start(info):
    body = info.region(0)

    def run(frame, *args):
        return tuple(body(frame, *args))  # evaluated at once: asynchrony is never required
    return run


@register("stablehlo.async_done")
def _async_done(info):
    n = len(info.result_types)
    return lambda frame, future: future[0] if n == 1 else list(future)
