"""Collective ops over N simulated replicas (one partition): all_reduce, all_gather,
reduce_scatter, all_to_all, collective_permute, collective_broadcast, cross-replica-sum.

`run_replicas` runs every replica in its own thread on the same compiled program.
SPMD programs reach their collectives in the same order on every replica, so each
collective is one rendezvous (`Exchange.share`): every replica posts its operands,
waits for the others, and computes its own result from all of them following the
spec's process-group rules. With one replica a collective sees only itself.
"""
from __future__ import annotations

import threading

import numpy as np
from jaxlib.mlir.dialects import stablehlo

from bridge.errors import HloBridgeError

from .kernels_elementwise import compute_dtype
from .kernels_reduce import fast_ufunc
from .registry import register

RENDEZVOUS_TIMEOUT_S = 120.0


class Exchange:
    """A reusable all-to-all rendezvous for `n` replica threads.

    A replica that finishes or fails while others wait in a collective makes them
    raise at once (they can never be joined), instead of waiting for the timeout.
    """

    def __init__(self, n: int):
        self.n = n
        self.cond = threading.Condition()
        self.slots: list = [None] * n
        self.arrived = 0
        self.generation = 0
        self.results: list = []
        self.gone = 0  # replicas that finished or failed

    def share(self, replica_id: int, value):
        """Post `value`; returns every replica's value, indexed by replica id."""
        with self.cond:
            if self.gone:
                self._lost()
            gen = self.generation
            self.slots[replica_id] = value
            self.arrived += 1
            if self.arrived == self.n:
                self.results, self.slots = self.slots, [None] * self.n
                self.arrived = 0
                self.generation += 1
                self.cond.notify_all()
                return self.results
            # The next generation cannot complete without this replica, so
            # self.results still holds this generation's values when it wakes.
            done = self.cond.wait_for(lambda: self.generation != gen or self.gone, RENDEZVOUS_TIMEOUT_S)
            if self.generation != gen:
                return self.results
            if not done:
                raise HloBridgeError(f"a collective op waited {RENDEZVOUS_TIMEOUT_S:.0f} s for its peers")
            self._lost()

    def leave(self):
        with self.cond:
            self.gone += 1
            self.cond.notify_all()

    @staticmethod
    def _lost():
        raise HloBridgeError("a collective op lost its peers: another replica finished, failed or took "
                             "a different path")


def _share(frame, value):
    ex = frame.run.exchange
    if ex is None:
        return [value]
    return ex.share(frame.run.replica_id, value)


def run_replicas(prog, args, num_replicas: int):
    """Run `num_replicas` replicas (threads) of `prog` in lockstep; a result list per replica."""
    if not isinstance(num_replicas, int) or num_replicas < 1:
        raise HloBridgeError(f"num_replicas must be a positive int, got {num_replicas!r}")
    per = args if (len(args) == num_replicas and all(isinstance(a, (list, tuple)) for a in args)) \
        else [args] * num_replicas
    if num_replicas == 1:
        return [prog.run(list(per[0]))]
    exchange = Exchange(num_replicas)
    results: list = [None] * num_replicas
    errors: list = [None] * num_replicas

    def work(r):
        try:
            results[r] = prog.run(list(per[r]), num_replicas=num_replicas, replica_id=r, exchange=exchange)
        except BaseException as e:  # noqa: BLE001 - re-raised in the caller's thread
            errors[r] = e
        finally:
            exchange.leave()

    threads = [threading.Thread(target=work, args=(r,), name=f"replica-{r}") for r in range(num_replicas)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    first = next((e for e in errors if e is not None and "lost its peers" not in str(e)), None) \
        or next((e for e in errors if e is not None), None)
    if first is not None:
        raise first
    return results


# ------------------------------------------------------------ process groups

def _groups_attr(info, name="replica_groups"):
    a = info.attr(name)
    if a is None:
        return np.zeros((0, 0), np.int64)
    g = np.array(a, dtype=np.int64)
    return g.reshape(1, -1) if g.ndim == 1 else g


def _channel_id(info) -> int:
    a = info.attr("channel_handle")
    if a is None:
        return 0
    try:
        return int(stablehlo.ChannelHandle(a).handle)
    except Exception:  # noqa: BLE001 - unexpected attribute form: no channel
        return 0


def group_of(info, partition_based: bool = False):
    """group(frame): the replica ids of the running replica's process group (one partition),
    or None when no group holds it. The attributes are read once, here, not per run."""
    rows = [[int(i) for i in row if i >= 0] for row in _groups_attr(info)]
    rows = [g for g in rows if g]
    own = partition_based and _channel_id(info) > 0   # cross_partition with a single partition

    def group(frame):
        rid = frame.run.replica_id
        if own:
            return [rid]
        if not rows:
            return list(range(frame.run.num_replicas))
        return next((g for g in rows if rid in g), None)
    return group


def _reducer(info, element_name):
    """reduce(list of arrays) -> array, by the op's computation (vectorized when known)."""
    uf = fast_ufunc(info, 0, element_name)
    body = info.region(0)
    cdt = compute_dtype(element_name)

    def reduce(frame, values, out_dtype):
        acc = np.asarray(values[0]).astype(out_dtype)
        for v in values[1:]:
            v = np.asarray(v).astype(out_dtype)
            if uf is not None:
                acc = np.asarray(uf(acc.astype(cdt), v.astype(cdt))).astype(out_dtype)
            else:
                acc = np.asarray(body(frame, acc, v)[0]).astype(out_dtype)
        return acc
    return reduce


def _single(res):
    return res[0] if len(res) == 1 else res


# ------------------------------------------------------------ the ops

@register("stablehlo.all_reduce")
def _all_reduce(info):
    outs = info.result_types
    reduce = _reducer(info, outs[0].name)
    group_for = group_of(info)

    def run(frame, *operands):
        everyone = _share(frame, operands)
        group = group_for(frame) or [frame.run.replica_id]
        return _single([reduce(frame, [everyone[r][i] for r in group], t.dtype) for i, t in enumerate(outs)])
    return run


@register("stablehlo.cross-replica-sum")
def _cross_replica_sum(info):
    out = info.result
    group_for = group_of(info)

    def run(frame, operand):
        everyone = _share(frame, operand)
        group = group_for(frame) or [frame.run.replica_id]
        cdt = compute_dtype(out.name)
        acc = np.asarray(everyone[group[0]]).astype(out.dtype)
        for r in group[1:]:
            acc = (acc.astype(cdt) + np.asarray(everyone[r]).astype(cdt)).astype(out.dtype)
        return acc
    return run


@register("stablehlo.all_gather")
def _all_gather(info):
    dim = info.scalar("all_gather_dim")
    outs = info.result_types
    group_for = group_of(info)

    def run(frame, *operands):
        everyone = _share(frame, operands)
        group = group_for(frame) or [frame.run.replica_id]
        return _single([np.concatenate([everyone[r][i] for r in group], axis=dim).astype(t.dtype, copy=False)
                        for i, t in enumerate(outs)])
    return run


@register("stablehlo.reduce_scatter")
def _reduce_scatter(info):
    dim = info.scalar("scatter_dimension")
    out = info.result
    reduce = _reducer(info, out.name)
    group_for = group_of(info)

    def run(frame, operand):
        everyone = _share(frame, operand)
        rid = frame.run.replica_id
        group = group_for(frame) or [rid]
        total = reduce(frame, [everyone[r] for r in group], out.dtype)
        return np.split(total, len(group), axis=dim)[group.index(rid)]
    return run


@register("stablehlo.all_to_all")
def _all_to_all(info):
    split_dim = info.scalar("split_dimension")
    concat_dim = info.scalar("concat_dimension")
    count = info.scalar("split_count")
    outs = info.result_types
    group_for = group_of(info, partition_based=True)

    def run(frame, *operands):
        everyone = _share(frame, operands)
        rid = frame.run.replica_id
        group = group_for(frame) or [rid]
        if len(group) != count:
            raise HloBridgeError(f"all_to_all: split_count {count} != process group size {len(group)} "
                                 f"at {info.loc}")
        me = group.index(rid)
        res = []
        for i, t in enumerate(outs):
            parts = [np.split(np.asarray(everyone[r][i]), count, axis=split_dim)[me] for r in group]
            res.append(np.concatenate(parts, axis=concat_dim).astype(t.dtype, copy=False))
        return _single(res)
    return run


@register("stablehlo.collective_permute")
def _collective_permute(info):
    pairs = [(int(s), int(t)) for s, t in _groups_attr(info, "source_target_pairs").reshape(-1, 2)]
    out = info.result

    def run(frame, operand):
        everyone = _share(frame, operand)
        rid = frame.run.replica_id
        for s, t in pairs:
            if t == rid and s < len(everyone):
                return np.asarray(everyone[s]).astype(out.dtype, copy=False)
        return np.zeros(out.shape, out.dtype)
    return run


@register("stablehlo.collective_broadcast")
def _collective_broadcast(info):
    outs = info.result_types
    group_for = group_of(info, partition_based=True)

    def run(frame, *operands):
        everyone = _share(frame, operands)
        group = group_for(frame)
        if group is None or group[0] >= len(everyone):
            return _single([np.zeros(t.shape, t.dtype) for t in outs])
        return _single([np.asarray(everyone[group[0]][i]).astype(t.dtype, copy=False)
                        for i, t in enumerate(outs)])
    return run
