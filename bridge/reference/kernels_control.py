"""Constants, calls, tuples and control flow (while / if / case / composite)."""
from __future__ import annotations

from . import attrs
from .kernels_sharding import PerDevice, call_per_device
from .registry import function_caller, register


@register("stablehlo.constant")
def _constant(info):
    value = attrs.dense_value(info.op, "value", info.result)
    value.setflags(write=False)  # kernels never write in place; guard anyway

    def run(frame):
        return value
    return run


def _caller(attr_name: str):
    """The kernel of an op that calls the function named by its attribute `attr_name`."""
    def factory(info):
        a = info.attr(attr_name)
        call = function_caller(info, a.value if hasattr(a, "value") else str(a).lstrip("@"))
        n = len(info.result_types)

        def run(frame, *args):
            if any(type(a) is PerDevice for a in args):   # a call inside a GSPMD manual region
                return call_per_device(frame, call, args, n)
            res = call(frame, *args)
            return res[0] if n == 1 else res
        return run
    return factory


register("func.call")(_caller("callee"))
register("stablehlo.composite")(_caller("decomposition"))


@register("stablehlo.optimization_barrier")
def _barrier(info):
    n = len(info.result_types)

    def run(frame, *args):
        return args[0] if n == 1 else list(args)
    return run


@register("stablehlo.tuple")
def _tuple(info):
    def run(frame, *args):
        return tuple(args)
    return run


@register("stablehlo.get_tuple_element")
def _gte(info):
    index = info.scalar("index")

    def run(frame, t):
        return t[index]
    return run


@register("stablehlo.after_all")
def _after_all(info):
    def run(frame, *args):
        return attrs.TOKEN
    return run


@register("stablehlo.while")
def _while(info):
    cond = info.region(0)
    body = info.region(1)
    n = len(info.result_types)

    def run(frame, *args):
        vals = list(args)
        while bool(cond(frame, *vals)[0]):
            vals = body(frame, *vals)
        return vals[0] if n == 1 else vals
    return run


@register("stablehlo.if")
def _if(info):
    branches = [info.region(0), info.region(1)]
    n = len(info.result_types)

    def run(frame, pred):
        res = branches[0 if bool(pred) else 1](frame)
        return res[0] if n == 1 else res
    return run


@register("stablehlo.case")
def _case(info):
    branches = [info.region(i) for i in range(info.num_regions)]
    n = len(info.result_types)
    last = len(branches) - 1

    def run(frame, index):
        i = int(index)
        if i < 0 or i > last:  # out-of-range index runs the last branch
            i = last
        res = branches[i](frame)
        return res[0] if n == 1 else res
    return run
