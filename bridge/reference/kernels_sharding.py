"""Sharded programs on global values: Shardy (`sdy`) ops and GSPMD's manual regions.

The reference evaluates a sharded program on its global arrays, so sharding
annotations and constraints are the identity. Manual regions (jax's shard_map) are
where devices become visible:

- `sdy.manual_computation` (Shardy): its body runs once per device of the mesh, in
  lockstep threads, on that device's piece of each operand (split along the manual
  axes), with the spec's collectives across those devices (a device's partition id
  is its mesh device id); the results are glued back per `out_shardings`.
- GSPMD (jax with Shardy off): `@SPMDFullToShardShape` splits a global value by the
  sharding of the `@Sharding` call that feeds it into a `PerDevice` value; a
  `func.call` given PerDevice arguments runs its callee once per device the same
  way; `@SPMDShardToFullShape` glues the pieces back by its own `mhlo.sharding`.
"""
from __future__ import annotations

import numpy as np

from bridge import sharding
from bridge.errors import HloBridgeError

from .interpreter import Frame, RunState
from .kernels_collective import run_lockstep, share
from .kernels_custom_call import register_target
from .kernel_registry import register


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
    program = info.compiler.program
    cache = getattr(program, "_sdy_meshes", None)
    if cache is None:
        sharding.grid_of(program.module)   # meshes must fit the module's device count
        cache = program._sdy_meshes = sharding.module_meshes(program.module.operation)
    return cache


def _resolve(info, attr_name: str):
    """[(mesh, per-dimension axes, unreduced axes)] of a TensorShardingPerValueAttr attribute."""
    from jaxlib.mlir.dialects import sdy
    out = []
    for a in sdy.TensorShardingPerValueAttr(info.attr(attr_name)).shardings:
        mesh, dims = sharding.tensor_sharding(a)
        if isinstance(mesh, str):
            meshes = _meshes(info)
            if mesh not in meshes:
                raise HloBridgeError(f"{info.name} at {info.loc}: mesh @{mesh} is not defined in the module")
            mesh = meshes[mesh]
        out.append((mesh, dims, sharding.unreduced_axes(a)))
    return out


@register("sdy.manual_computation")
def _manual_computation(info):
    ins = _resolve(info, "in_shardings")
    outs = _resolve(info, "out_shardings")
    manual = set(sharding.manual_axes(info.attr("manual_axes")))
    meshes = {m for m, _, _ in ins + outs}
    if not meshes:   # no operands and no results: run the body once per device of nothing
        return lambda frame, *operands: None
    if len(meshes) != 1:
        raise HloBridgeError(f"{info.name} at {info.loc}: its shardings name {len(meshes)} different meshes")
    mesh = meshes.pop()
    sharding.check_host_devices(mesh.size, f"{info.name} at {info.loc}")   # (before a piece per device)
    in_layouts = [sharding.sdy_layout(mesh, dims, t.shape, manual, f"{info.name} operand {i}", unreduced)
                  for i, ((_, dims, unreduced), t) in enumerate(zip(ins, info.operand_types))]
    out_layouts = [sharding.sdy_layout(mesh, dims, t.shape, manual, f"{info.name} result {i}", unreduced)
                   for i, ((_, dims, unreduced), t) in enumerate(zip(outs, info.result_types))]
    body = info.region(0)
    positions = list(mesh.device_ids)
    n = len(positions)
    if sorted(positions) != list(range(n)):
        raise HloBridgeError(f"{info.name} at {info.loc}: mesh device ids {positions} are not 0..{n - 1}")

    def run(frame, *operands):
        outer = frame.run
        if outer.num_replicas * outer.num_partitions > 1:
            if outer.num_replicas == 1 and outer.num_partitions == n:   # inside another manual computation
                return nested(frame, operands)
            raise HloBridgeError(f"{info.name} at {info.loc}: a manual computation inside a program that "
                                 f"already runs per device ({outer.num_replicas} replicas x "
                                 f"{outer.num_partitions} partitions) is not supported")
        pieces = [sharding.split(np.asarray(x), lay) for x, lay in zip(operands, in_layouts)]

        def device(dev, exchange):
            state = RunState(0, 1, exchange, dev, n)
            state.draws = outer.draws
            if outer.recorder is not None:   # difftest --localize: the body's ops, per device
                state.recorder = outer.recorder.for_device(dev)
            # each device gets its own copy of the enclosing values (regions write into env)
            return body(Frame(frame.env, state), *[p[dev] for p in pieces])

        per_device = run_lockstep(n, device) if n > 1 else [device(0, None)]
        return _assembled(per_device)

    coords = {dev: mesh.coords(pos) for pos, dev in enumerate(positions)}
    kept = [name for name, _ in mesh.axes if name not in manual]

    def nested(frame, operands):
        """Inside a manual computation over other axes (jax's axis_index in a shard_map that
        leaves axes automatic, a shard_map in a shard_map), each device's thread is already
        running: it takes its own piece, runs the body itself (its collectives meet the
        other threads'), and the results are put together from the devices that differ
        from it only along this computation's manual axes."""
        dev = frame.run.partition_id
        args = [sharding.split(np.asarray(x), lay)[dev] for x, lay in zip(operands, in_layouts)]
        mine = [np.asarray(r) for r in (body(Frame(frame.env, frame.run), *args) or [])]
        everyone = share(frame, mine)
        peers = {d for d in range(n) if all(coords[d][a] == coords[dev][a] for a in kept)}
        return _assembled(everyone, peers)

    def _assembled(per_device, devices=None):
        """The results from the pieces of `devices` (all), each layout's pieces kept in mesh order."""
        results = []
        for i, (lay, t) in enumerate(zip(out_layouts, info.result_types)):
            pieces = {d: s for d, s in lay.pieces.items() if devices is None or d in devices}
            results.append(sharding.assemble({d: np.asarray(per_device[d][i]) for d in pieces},
                                             sharding.Layout(lay.shape, pieces, lay.sums), t.dtype))
        return results[0] if len(results) == 1 else (results or None)
    return run


# ------------------------------------------------------------------ GSPMD manual regions

class PerDevice(list):
    """A value inside a GSPMD manual region: one piece per device, by partition id."""


def _partitions(info) -> int:
    program = info.compiler.program
    n = getattr(program, "_num_partitions", None)
    if n is None:
        n = program._num_partitions = sharding.grid_of(program.module).num_partitions
    return n


def _hlo_sharding_layout(info, text: str, shape, n: int, what: str):
    from jaxlib import xla_client as xc
    try:
        hs = xc.HloSharding.from_string(text)
    except Exception:  # noqa: BLE001 - XLA's parser error
        raise HloBridgeError(f"{info.name} at {info.loc}: cannot read sharding {text!r}") from None
    return sharding.hlo_layout(hs.to_proto(), tuple(shape), n, what)


def _sharding_attr(op) -> str | None:
    if "mhlo.sharding" not in op.attributes:
        return None
    return str(op.attributes["mhlo.sharding"]).strip('"')


@register_target("SPMDFullToShardShape")
def _full_to_shard(info):
    n = _partitions(info)
    if n == 1:
        return lambda frame, x: x
    owner = info.op.operands[0].owner
    source = _sharding_attr(getattr(owner, "operation", owner)) if not hasattr(owner, "arguments") else None
    if source is None:
        raise info.unsupported("SPMDFullToShardShape whose operand is not an @Sharding call "
                               "(the sharding to split by is unknown)")
    layout = _hlo_sharding_layout(info, source, info.operand_types[0].shape, n, "SPMDFullToShardShape operand")

    def run(frame, x):
        pieces = sharding.split(np.asarray(x), layout)
        return PerDevice(pieces[d] for d in range(n))
    return run


@register_target("SPMDShardToFullShape")
def _shard_to_full(info):
    n = _partitions(info)
    if n == 1:
        return lambda frame, x: x
    target = _sharding_attr(info.op)
    if target is None:
        raise info.unsupported("SPMDShardToFullShape without an mhlo.sharding")
    out = info.result
    layout = _hlo_sharding_layout(info, target, out.shape, n, "SPMDShardToFullShape result")

    def run(frame, x):
        if type(x) is not PerDevice:
            raise HloBridgeError(f"{info.name} at {info.loc} (@SPMDShardToFullShape): its operand is not a "
                                 "per-device value: a manual region nested in another over other axes (jax's "
                                 "axis_index in a shard_map leaving axes automatic), which the reference runs "
                                 "in Shardy's form only (jax's default partitioner), not GSPMD's")
        return sharding.assemble({d: np.asarray(x[d]) for d in range(n)}, layout, out.dtype)
    return run


def call_per_device(frame, call, args, n_results: int):
    """Run `call` once per device on the PerDevice arguments (others shared); PerDevice results."""
    n = max(len(a) for a in args if type(a) is PerDevice)
    outer = frame.run

    def device(d, exchange):
        state = RunState(0, 1, exchange, d, n)
        state.draws = outer.draws
        return call(Frame(0, state), *[a[d] if type(a) is PerDevice else a for a in args])

    per = run_lockstep(n, device)
    results = [PerDevice(per[d][i] for d in range(n)) for i in range(n_results)]
    return results[0] if n_results == 1 else results
