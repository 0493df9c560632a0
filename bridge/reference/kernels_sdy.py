"""Shardy (`sdy`) ops on global values: what a sharded jax program means.

The reference evaluates a sharded program on its global arrays, so sharding
annotations and constraints are the identity. `sdy.manual_computation` (jax's
shard_map) is where devices become visible: its body runs once per device of the
mesh, in lockstep threads, on that device's piece of each operand (split along the
manual axes), with the spec's collectives across those devices (a device's
partition id is its mesh device id), and the results are glued back per
`out_shardings`.
"""
from __future__ import annotations

import numpy as np

from bridge import sharding
from bridge.errors import HloBridgeError

from .interpreter import Frame, RunState
from .kernels_collective import run_lockstep
from .registry import register


@register("sdy.sharding_constraint", "sdy.reshard", "sdy.propagation_barrier", "sdy.data_flow_edge")
def _identity(info):
    return lambda frame, x: x


@register("sdy.sharding_group")
def _sharding_group(info):
    return lambda frame, x: None


@register("sdy.named_computation")
def _named_computation(info):
    body = info.region(0)

    def run(frame, *operands):
        res = body(frame, *operands)
        return res[0] if len(res) == 1 else res
    return run


def _meshes(info) -> dict:
    module = info.compiler.program.module
    cache = getattr(info.compiler.program, "_sdy_meshes", None)
    if cache is None:
        cache = sharding.module_meshes(module.operation)
        info.compiler.program._sdy_meshes = cache
    return cache


def _resolve(info, attr_name: str):
    """[(mesh, per-dimension axes)] of a TensorShardingPerValueAttr attribute."""
    from jaxlib.mlir.dialects import sdy
    out = []
    for a in sdy.TensorShardingPerValueAttr(info.attr(attr_name)).shardings:
        mesh, dims = sharding.tensor_sharding(a)
        if isinstance(mesh, str):
            meshes = _meshes(info)
            if mesh not in meshes:
                raise HloBridgeError(f"{info.name} at {info.loc}: mesh @{mesh} is not defined in the module")
            mesh = meshes[mesh]
        out.append((mesh, dims))
    return out


@register("sdy.manual_computation")
def _manual_computation(info):
    ins = _resolve(info, "in_shardings")
    outs = _resolve(info, "out_shardings")
    manual = set(sharding.manual_axes(info.attr("manual_axes")))
    meshes = {m for m, _ in ins + outs}
    if not meshes:   # no operands and no results: run the body once per device of nothing
        return lambda frame, *operands: None
    if len(meshes) != 1:
        raise HloBridgeError(f"{info.name} at {info.loc}: its shardings name {len(meshes)} different meshes")
    mesh = meshes.pop()
    in_layouts = [sharding.sdy_layout(mesh, dims, t.shape, manual, f"{info.name} operand {i}")
                  for i, ((_, dims), t) in enumerate(zip(ins, info.operand_types))]
    out_layouts = [sharding.sdy_layout(mesh, dims, t.shape, manual, f"{info.name} result {i}")
                   for i, ((_, dims), t) in enumerate(zip(outs, info.result_types))]
    body = info.region(0)
    positions = list(mesh.device_ids)
    n = len(positions)
    if sorted(positions) != list(range(n)):
        raise HloBridgeError(f"{info.name} at {info.loc}: mesh device ids {positions} are not 0..{n - 1}")

    def run(frame, *operands):
        outer = frame.run
        if outer.num_replicas * outer.num_partitions > 1:
            raise HloBridgeError(f"{info.name} at {info.loc}: a manual computation inside a program that "
                                 f"already runs per device ({outer.num_replicas} replicas x "
                                 f"{outer.num_partitions} partitions) is not supported")
        pieces = [sharding.split(np.asarray(x), lay) for x, lay in zip(operands, in_layouts)]

        def device(dev, exchange):
            state = RunState(0, 1, exchange, dev, n)
            state.draws = outer.draws
            # each device gets its own copy of the enclosing values (regions write into env)
            return body(Frame(frame.env, state), *[p[dev] for p in pieces])

        per_device = run_lockstep(n, device) if n > 1 else [device(0, None)]
        results = [sharding.assemble({d: np.asarray(per_device[d][i]) for d in range(n)}, lay, t.dtype)
                   for i, (lay, t) in enumerate(zip(out_layouts, info.result_types))]
        return results[0] if len(results) == 1 else (results or None)
    return run
