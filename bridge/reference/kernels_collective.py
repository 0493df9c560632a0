"""Collective ops over the spec's process grid (replicas x partitions): all_reduce,
all_gather, reduce_scatter, all_to_all, collective_permute, collective_broadcast,
cross-replica-sum.

`run_processes` runs every process in its own thread on the same compiled program
(`sdy.manual_computation` runs its body the same way, one thread per device).
SPMD programs reach their collectives in the same order on every process, so each
collective is one rendezvous (`Exchange.share`): every process posts its operands,
waits for the others, and computes its own result from all of them following the
spec's process-group rules (`group_of`). With one process a collective sees only itself.
"""
from __future__ import annotations

import os
import threading

import numpy as np
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

from bridge import mlir_attrs as attrs
from bridge.errors import HloBridgeError
from bridge.sharding import BF16, check_host_devices, reduce_bf16_in_f32

from .kernels_elementwise import compute_dtype
from .kernels_reduce import fast_ufunc
from .kernel_registry import register
from .kernels_custom_call import CallSpec, register_target

RENDEZVOUS_TIMEOUT_S = 120.0


class Shared(list):
    """One collective's values of every process (the same object for all of them), with what
    one process computed from them for the others: a group's sum is reduced once, not once per
    member (the same numbers: the same values in the same order)."""

    def __init__(self, values):
        super().__init__(values)
        self.lock = threading.Lock()
        self.memo: dict = {}

    def once(self, key, make):
        with self.lock:
            if key not in self.memo:
                value = self.memo[key] = make()
                if isinstance(value, np.ndarray):   # (several processes hold it: none may write it)
                    value.setflags(write=False)
            return self.memo[key]


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
                self.results, self.slots = Shared(self.slots), [None] * self.n
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


def share(frame, value):
    """Every process's `value`, indexed by the spec's flattened process id."""
    ex = frame.run.exchange
    if ex is None:
        return Shared([value])
    return ex.share(frame.run.process, value)


def run_processes(prog, args, num_replicas: int = 1, num_partitions: int = 1):
    """Run every process of the replicas x partitions grid (a thread each) in lockstep.

    `args`: one argument list shared by all processes, or one list per process in
    flattened-id order (replica_id * num_partitions + partition_id). Returns a result
    list per process, in the same order.
    """
    for name, v in (("num_replicas", num_replicas), ("num_partitions", num_partitions)):
        if not isinstance(v, int) or isinstance(v, bool) or v < 1:
            raise HloBridgeError(f"{name} must be a positive int, got {v!r}")
    n = num_replicas * num_partitions
    per = args if (len(args) == n and all(isinstance(a, (list, tuple)) for a in args)) \
        else [args] * n
    if n == 1:
        return [prog.run(list(per[0]))]
    return run_lockstep(n, lambda k, exchange: prog.run(
        list(per[k]), num_replicas=num_replicas, replica_id=k // num_partitions, exchange=exchange,
        partition_id=k % num_partitions, num_partitions=num_partitions))


def run_lockstep(n: int, work) -> list:
    """[work(k, exchange) for k in range(n)], each in its own thread, sharing one
    `Exchange` (they meet in collectives); re-raises the first real failure."""
    check_host_devices(n, "the program")
    exchange = Exchange(n)
    results: list = [None] * n
    errors: list = [None] * n
    errstate = np.geterr()   # (thread-local: Program.run's errstate(all="ignore") for every thread too)

    def one(k):
        try:
            with np.errstate(**errstate):
                results[k] = work(k, exchange)
        except BaseException as e:  # noqa: BLE001 - re-raised in the caller's thread
            errors[k] = e
        finally:
            exchange.leave()

    threads = [threading.Thread(target=one, args=(k,), name=f"process-{k}") for k in range(n)]
    with _blas_threads(n):
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    first = next((e for e in errors if e is not None and "lost its peers" not in str(e)), None) \
        or next((e for e in errors if e is not None), None)
    if first is not None:
        raise first
    return results


def _blas_threads(n: int):
    """BLAS's own thread pool cut to its share of the cores while n processes run at once: each
    process's matmuls started a pool as wide as the machine (8 processes on 2 cores made a
    sharded transformer step 10x slower than with one BLAS thread each)."""
    from threadpoolctl import threadpool_limits
    return threadpool_limits(limits=max(1, (os.cpu_count() or 1) // n), user_api="blas")


# ------------------------------------------------------------ process groups

def _groups_attr(info, name="replica_groups"):
    a = info.attr(name)
    if a is None:
        return np.zeros((0, 0), np.int64)
    if not isinstance(a, ir.DenseElementsAttr):   # #stablehlo.replica_group_mesh_axes<...>
        from bridge.sharding import ShardingError, replica_group_mesh_axes
        try:
            return np.array(replica_group_mesh_axes(a, info.compiler.program.module.operation), np.int64)
        except ShardingError as e:
            raise info.unsupported(str(e)) from None
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


def group_mode(info, partition_based: bool = False) -> str:
    """The spec's process-group strategy of a collective op.

    all_gather / all_reduce / reduce_scatter: cross_replica (no channel),
    cross_replica_and_partition (channel), flattened_ids (channel and
    use_global_device_ids); all_to_all / collective_permute / collective_broadcast
    (`partition_based`): cross_replica (no channel) or cross_partition (channel).
    """
    channel = _channel_id(info) > 0
    if partition_based:
        return "cross_partition" if channel else "cross_replica"
    if not channel:
        return "cross_replica"
    return "flattened_ids" if info.attr("use_global_device_ids") is not None else "cross_replica_and_partition"


def group_of(info, partition_based: bool = False):
    """group(frame): the flattened process ids of the running process's group, in the
    spec's order, or None when no group holds it. Attributes are read once, here.
    Empty replica_groups mean every replica (partition) as in XLA; ids outside the
    grid are ignored."""
    return groups_in(_groups_attr(info), group_mode(info, partition_based))


def groups_in(groups: np.ndarray, mode: str):
    """group(frame) of `group_of`, for replica groups and a mode given directly."""
    rows = [[int(i) for i in row if i >= 0] for row in groups]
    rows = [g for g in rows if g]

    def group(frame):
        run = frame.run
        nr, np_, r, p = run.num_replicas, run.num_partitions, run.replica_id, run.partition_id
        if mode == "flattened_ids":
            return next((g for g in rows or [list(range(nr * np_))] if run.process in g), None)
        own, size = (p, np_) if mode == "cross_partition" else (r, nr)
        g = next((g for g in rows or [list(range(size))] if own in g), None)
        if g is None:
            return None
        g = [q for q in g if q < size]
        if mode == "cross_partition":
            return [r * np_ + q for q in g]
        if mode == "cross_replica":
            return [q * np_ + p for q in g]
        return [q * np_ + pp for pp in range(np_) for q in g]   # cross_replica_and_partition
    return group


def _reducer(info, element_name):
    """reduce(list of arrays) -> array, by the op's computation (vectorized when known)."""
    uf = fast_ufunc(info, 0, element_name)
    body = info.region(0)
    cdt = compute_dtype(element_name)

    def reduce(frame, values, out_dtype):
        if uf is not None and np.dtype(out_dtype) == BF16:
            return reduce_bf16_in_f32(uf, values, out_dtype)
        if len(values) == 1:   # (a group of one: its own operand, copied as a result should be)
            return np.array(values[0], dtype=out_dtype)
        # (no copy where the type is already right: the values are other processes' operands,
        # read, never written; each step makes a new array)
        acc = np.asarray(values[0]).astype(out_dtype, copy=False)
        for v in values[1:]:
            v = np.asarray(v).astype(out_dtype, copy=False)
            if uf is not None:
                acc = np.asarray(uf(acc.astype(cdt, copy=False), v.astype(cdt, copy=False))).astype(out_dtype,
                                                                                                  copy=False)
            else:
                acc = np.asarray(body(frame, acc, v)[0]).astype(out_dtype, copy=False)
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
        everyone = share(frame, operands)
        group = group_for(frame) or [frame.run.process]
        return _single([everyone.once((tuple(group), i), lambda i=i, dt=t.dtype: reduce(
            frame, [everyone[r][i] for r in group], dt)) for i, t in enumerate(outs)])
    return run


@register("stablehlo.cross-replica-sum")
def _cross_replica_sum(info):
    out = info.result
    group_for = group_of(info)

    def run(frame, operand):
        everyone = share(frame, operand)
        group = group_for(frame) or [frame.run.process]
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

    ins = info.operand_types
    parts = outs[0].shape[dim] // ins[0].shape[dim] if ins and ins[0].shape[dim] else None

    def run(frame, *operands):
        everyone = share(frame, operands)
        group = group_for(frame) or [frame.run.process]
        _check_group("all_gather", info, group, parts, frame)
        return _single([np.concatenate([everyone[r][i] for r in group], axis=dim).astype(t.dtype, copy=False)
                        for i, t in enumerate(outs)])
    return run


def _check_group(what: str, info, group, needed, frame) -> None:
    """A group smaller or larger than the op's shapes need: its replica groups name processes
    outside the grid this run has (a module written for more devices than it says)."""
    if needed is not None and len(group) != needed:
        run = frame.run
        raise HloBridgeError(f"{what} at {info.loc}: its shapes need a process group of {needed}, the grid "
                             f"(num_replicas={run.num_replicas}, num_partitions={run.num_partitions}) gives this "
                             f"process a group of {len(group)}: {group} (replica_groups naming processes outside "
                             "the grid? pass num_replicas / num_partitions)")


@register("stablehlo.reduce_scatter")
def _reduce_scatter(info):
    dim = info.scalar("scatter_dimension")
    out = info.result
    reduce = _reducer(info, out.name)
    group_for = group_of(info)

    size = info.operand_types[0].shape[dim]
    parts = size // out.shape[dim] if out.shape[dim] else None

    def run(frame, operand):
        everyone = share(frame, operand)
        me = frame.run.process
        group = group_for(frame) or [me]
        _check_group("reduce_scatter", info, group, parts, frame)
        k = group.index(me)   # (each process reduces its own block only: the same sums, 1/n of the work)
        return reduce(frame, [np.split(np.asarray(everyone[r]), len(group), axis=dim)[k] for r in group], out.dtype)
    return run


@register("stablehlo.all_to_all")
def _all_to_all(info):
    split_dim = info.scalar("split_dimension")
    concat_dim = info.scalar("concat_dimension")
    count = info.scalar("split_count")
    outs = info.result_types
    group_for = group_of(info, partition_based=True)

    def run(frame, *operands):
        everyone = share(frame, operands)
        rid = frame.run.process
        group = group_for(frame)
        if group is None:   # (alone it would keep its operand: a split_count that fits no grid)
            raise HloBridgeError(f"all_to_all at {info.loc}: process {rid} is in no replica group; every "
                                 f"process must be in one of split_count {count} processes")
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
    cross_partition = group_mode(info, partition_based=True) == "cross_partition"
    out = info.result

    def run(frame, operand):
        everyone = share(frame, operand)
        st = frame.run
        # pairs name replica ids (cross_replica) or partition ids (cross_partition)
        own = st.partition_id if cross_partition else st.replica_id
        for s, t in pairs:
            if t == own:
                src = st.replica_id * st.num_partitions + s if cross_partition \
                    else s * st.num_partitions + st.partition_id
                if 0 <= src < len(everyone):
                    return np.asarray(everyone[src]).astype(out.dtype, copy=False)
        return np.zeros(out.shape, out.dtype)
    return run


@register("stablehlo.collective_broadcast")
def _collective_broadcast(info):
    outs = info.result_types
    group_for = group_of(info, partition_based=True)

    def run(frame, *operands):
        everyone = share(frame, operands)
        group = group_for(frame)
        if group is None or group[0] >= len(everyone):
            return _single([np.zeros(t.shape, t.dtype) for t in outs])
        return _single([np.asarray(everyone[group[0]][i]).astype(t.dtype, copy=False)
                        for i, t in enumerate(outs)])
    return run


@register_target("ragged_all_to_all")
def _ragged_all_to_all(info):
    """jax's lax.ragged_all_to_all (HLO ragged-all-to-all; XLA:CPU cannot run it). Operands
    (operand, output, input_offsets, send_sizes, output_offsets, recv_sizes); the offsets
    and sizes hold K entries, K/n per peer of a group of n. Entry t of a sender goes to its
    group's peer t // (K/n): operand[input_offsets[t]:][:send_sizes[t]] is written over
    that peer's `output` at the sender's output_offsets[t] (jax's docstring). The peer's
    recv_sizes must agree; sizes or offsets outside the arrays are an error, not a guess."""
    spec = CallSpec(info)
    cfg = info.attr("mhlo.backend_config") or info.attr("backend_config")
    if not isinstance(cfg, ir.DictAttr) or len(spec.operand_types) != 6 or len(spec.result_types) != 1:
        raise spec.error("ragged_all_to_all takes six operands, one result and a dictionary backend_config")
    if any(len(t.shape) != 1 for t in spec.operand_types[2:]):
        raise spec.error("offsets and sizes other than one-dimensional are not supported")
    groups = np.array(cfg["replica_groups"], np.int64) if "replica_groups" in cfg else np.zeros((0, 0), np.int64)
    channel = int(attrs.scalar(cfg["channel_id"])) if "channel_id" in cfg else 0
    # all-to-all's group rules: a channel makes the groups name partitions
    group_for = groups_in(groups.reshape(1, -1) if groups.ndim == 1 else groups,
                          "cross_partition" if channel > 0 else "cross_replica")
    out_t = spec.result_types[0]
    where = f"ragged_all_to_all at {info.loc}"

    def run(frame, operand, output, input_offsets, send_sizes, output_offsets, recv_sizes):
        everyone = share(frame, (operand, input_offsets, send_sizes, output_offsets))
        me = frame.run.process
        group = group_for(frame) or [me]
        k = len(input_offsets)
        if k % len(group):
            raise HloBridgeError(f"{where}: {k} offsets do not divide among a group of {len(group)}")
        per, mine = k // len(group), group.index(me)
        result = np.array(output, dtype=out_t.dtype, copy=True)
        for j, src in enumerate(group):   # jax's receive loop: by sender, then by entry
            data, io, ss, oo = (np.asarray(a) for a in everyone[src])
            for t in range(mine * per, (mine + 1) * per):
                start, size, at = int(io[t]), int(ss[t]), int(oo[t])
                entry = j * per + t - mine * per   # this receiver's entry for it
                if size != int(recv_sizes[entry]):
                    raise HloBridgeError(f"{where}: process {src} sends {size} rows (send_sizes[{t}]) but "
                                         f"process {me} expects {int(recv_sizes[entry])} (recv_sizes[{entry}])")
                if size < 0 or start < 0 or start + size > len(data) or at < 0 or at + size > len(result):
                    raise HloBridgeError(f"{where}: rows {start}:{start + size} of the operand ({len(data)} rows) "
                                         f"to rows {at}:{at + size} of the output ({len(result)} rows) are out "
                                         f"of bounds (process {src}, entry {t})")
                result[at:at + size] = data[start:start + size]
        return result
    return run
