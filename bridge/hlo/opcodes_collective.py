"""Opcode rows' translators for collectives, custom calls, tokens and the asynchronous
start/done pairs (see hlo/opcodes.py for what a translator is)."""
from __future__ import annotations


# ---- collectives and custom calls ------------------------------------------------------------

def _groups(i):
    return i.attr("replica_groups", "replica_groups", ())


def _global_ids(i) -> dict:
    return {"use_global_device_ids": True} if i.attr("use_global_device_ids", "bool", False) else {}


def _one_dim(i):
    i.arity(1)
    dims = i.attr("dimensions", "ints")
    if len(dims) != 1 or not i.ops[0].shape.is_array or not 0 <= dims[0] < i.ops[0].shape.rank:
        i.fail(f"takes one array operand and one dimension, got dimensions={{{','.join(map(str, dims))}}}")
    return dims[0]


def all_gather(i):
    d = _one_dim(i)
    size = i.ops[0].shape.dimensions[d]
    shards = i.shape.dimensions[d] // size if size and i.shape.is_array and i.shape.rank > d else 0
    return "AllGather", (i.ops[0], d, shards, _groups(i), i.attr("channel_id", "int", None)), _global_ids(i)


def reduce_scatter(i):
    d = _one_dim(i)
    out = i.shape.dimensions[d] if i.shape.is_array and i.shape.rank > d else 0
    shards = i.ops[0].shape.dimensions[d] // out if out else 0
    return "ReduceScatter", (i.ops[0], i.comp("to_apply"), d, shards, _groups(i),
                             i.attr("channel_id", "int", None)), _global_ids(i)


def all_reduce(i):
    return "AllReduce", (list(i.ops), i.comp("to_apply"), _groups(i), i.attr("channel_id", "int", None)), \
        _global_ids(i)


def all_to_all(i):
    groups = _groups(i)
    if not groups:
        i.fail("all-to-all needs replica_groups= (the number of replicas is not in the HLO text)")
    channel = i.attr("channel_id", "int", None)   # present: the groups name partitions, not replicas
    if "dimensions" not in i.inst.attrs:
        return _all_to_all_tuple(i, groups, channel)
    d = _one_dim(i)
    return "AllToAll", (i.ops[0], d, d, len(groups[0]), groups, channel), {}


def _all_to_all_tuple(i, groups, channel):
    """The tuple form: operand j goes to the group's j-th replica, result j is what that
    replica sent here. XLA's all-to-all decomposer relates it to the array form, which is
    what we build: the operands stacked on a new dimension 0, all-to-all on it, unstacked."""
    n, shape = len(groups[0]), i.ops[0].shape if i.ops else None
    if len(i.ops) != n or not shape.is_array or any(o.shape != shape for o in i.ops):
        i.fail(f"the tuple form takes one array operand per replica of a group ({n}), all of one shape, got "
               + ", ".join(f"{o.shape}" for o in i.ops))
    ops, dims = i.em.ops, list(shape.dimensions)
    stacked = ops.ConcatInDim(i.b, [ops.Reshape(o, [1, *dims]) for o in i.ops], 0)
    moved = ops.AllToAll(stacked, 0, 0, n, groups, channel)
    return ops.Tuple(i.b, [ops.Reshape(ops.Slice(moved, [j] + [0] * len(dims), [j + 1, *dims], None), dims)
                           for j in range(n)])


def ragged_all_to_all(i):
    """ragged-all-to-all(input, output, input_offsets, send_sizes, output_offsets, recv_sizes):
    StableHLO has no such op; jax and XLA's importer write it as this typed-FFI custom call,
    its groups (and channel) in the backend config."""
    i.arity(6)
    groups, channel = _groups(i), i.attr("channel_id", "int", None)
    if len({len(g) for g in groups}) > 1:
        i.fail(f"replica groups of unequal sizes: {[list(g) for g in groups]}")
    rows = ", ".join("[" + ", ".join(map(str, g)) + "]" for g in groups)
    config = [f"replica_groups = dense<[{rows}]> : tensor<{len(groups)}x{len(groups[0]) if groups else 0}xi64>"]
    if channel is not None:
        config.insert(0, f"channel_id = {channel} : i64")
    return "CustomCall", (i.b, "ragged_all_to_all", list(i.ops), i.shape), {
        "backend_config": "{" + ", ".join(config) + "}", "api_version": "API_VERSION_TYPED_FFI"}


def collective_broadcast(i):
    i.arity(1)
    return "CollectiveBroadcast", (i.ops[0], _groups(i), i.attr("channel_id", "int", None)), {}


def collective_permute(i):
    i.arity(1)
    pairs, channel = i.attr("source_target_pairs", "pairs"), i.attr("channel_id", "int", None)
    return "CollectivePermute", (i.ops[0], pairs, channel), {}


def custom_call(i):
    version = i.attr("api_version", "ident", "API_VERSION_ORIGINAL")
    config = i.attr("backend_config", "raw", "")
    typed = version == "API_VERSION_TYPED_FFI"
    called = i.comps("called_computations") if "called_computations" in i.inst.attrs else []
    aliasing = [(out, k, index) for out, k, index, _ in i.attr("output_to_operand_aliasing", "aliasing", ())]
    return "CustomCall", (i.b, i.attr("custom_call_target", "str"), list(i.ops), i.shape), {
        "opaque": "" if typed else config, "backend_config": (config or None) if typed else None,
        "has_side_effect": i.attr("custom_call_has_side_effect", "bool", False), "api_version": version,
        "called_computations": called, "output_operand_aliasing": aliasing,
        # with these the native code sees memory in the declared layouts (LAPACK: column-major)
        "operand_shapes_with_layout": i.attr("operand_layout_constraints", "shapes", None),
        "literal": i.attr_literal("literal"), **_call_convolution(i)}


def _call_convolution(i) -> dict:
    """A convolution the target computes (cuDNN's calls in XLA:GPU's HLO): window, dim_labels
    and group counts, as XlaBuilder's CustomCall takes them."""
    out = {}
    if "window" in i.inst.attrs:
        out["window"] = i.attr("window", "window")
    if "dim_labels" in i.inst.attrs:   # ('?' allowed: a dimension the call leaves unlabeled)
        out["dim_labels"] = i.attr("dim_labels", "raw")
    for name in ("feature_group_count", "batch_group_count"):
        if name in i.inst.attrs:
            out[name] = i.attr(name, "int")
    if "operand_precision" in i.inst.attrs:
        out["precision_config"] = i.attr("operand_precision", "idents")
    return out


def after_all(i):
    return ("AfterAll", (i.b, list(i.ops)), {}) if i.ops else ("CreateToken", (i.b,), {})


# ---- infeed / outfeed / send / recv (converted; PJRT CPU cannot run them): their tokens kept --

def infeed(i):
    """infeed(token) -> (data, token[])."""
    i.arity(1)
    shapes = i.shape.tuple_shapes if i.shape.is_tuple else ()
    if len(shapes) != 2 or not shapes[1].is_token:
        i.fail(f"declared shape {i.shape} is not infeed's (data, token[]) tuple")
    return "InfeedWithToken", (i.ops[0], shapes[0]), {"config": i.attr("infeed_config", "str", "")}


def outfeed(i):
    """outfeed(data, token), outfeed_shape=S -> token[]."""
    i.arity(2)
    shape = i.attr("outfeed_shape", "shape", None) or i.ops[0].shape
    return "OutfeedWithToken", (i.ops[0], i.ops[1], shape), {"outfeed_config": i.attr("outfeed_config", "str", "")}

def _channel(i) -> tuple[int, dict]:
    """(channel id, the host flag as a builder keyword): is_host_transfer=true is XlaBuilder's
    SendToHost / RecvFromHost."""
    host = i.attr("is_host_transfer", "bool", False)
    return i.attr("channel_id", "int"), ({"is_host_transfer": True} if host else {})


def send(i):
    """send(data, token) -> (data, u32[] context, token[])."""
    i.arity(2)
    channel, host = _channel(i)
    ops = i.em.ops
    token = i.em.op(i, ("SendWithToken", (i.ops[0], i.ops[1], channel), host))
    return ops.Tuple(i.b, [i.ops[0], ops.Constant(i.b, _u32(0)), token])


def recv(i):
    """recv(token) -> (data, u32[] context, token[])."""
    i.arity(1)
    channel, host = _channel(i)
    shapes = i.shape.tuple_shapes if i.shape.is_tuple else ()
    if len(shapes) != 3:
        i.fail(f"declared shape {i.shape} is not recv's (data, u32[], token[]) tuple")
    ops = i.em.ops
    own = whole = i.b.sharding   # (data, context, token)'s; the op itself makes (data, token)
    if whole is not None and whole.is_tuple and len(whole.elements) == 3:
        from bridge.hlo_sharding import HloSharding
        own = HloSharding.tuple_([whole.elements[0], whole.elements[2]])
    with i.b.scoped_sharding(own):
        got = i.em.op(i, ("RecvWithToken", (i.ops[0], shapes[0], channel), host))
    return ops.Tuple(i.b, [ops.GetTupleElement(got, 0), ops.Constant(i.b, _u32(0)), ops.GetTupleElement(got, 1)])


def send_done(i):
    i.arity(1)
    _channel(i)
    if not i.ops[0].shape.is_tuple or len(i.ops[0].shape.tuple_shapes) != 3:
        i.fail(f"takes the (data, u32[], token[]) tuple of a send, got {i.ops[0].shape}")
    return "GetTupleElement", (i.ops[0], 2), {}


def recv_done(i):
    i.arity(1)
    _channel(i)
    if not i.ops[0].shape.is_tuple or len(i.ops[0].shape.tuple_shapes) != 3:
        i.fail(f"takes the (data, u32[], token[]) tuple of a recv, got {i.ops[0].shape}")
    ops = i.em.ops
    return ops.Tuple(i.b, [ops.GetTupleElement(i.ops[0], 0), ops.GetTupleElement(i.ops[0], 2)])


def _u32(value: int):
    import numpy as np
    return np.uint32(value)


def no_operands(op):
    def translate(i):
        i.arity(0)
        return op, (i.b,), {}
    return translate


# ---- asynchronous pairs: X-start computes X at once; X-done takes its result -------------

def async_start(sync, layout: str):
    """X-start declares a tuple around X's result; `layout` names its elements: R the
    result (built by `sync` as if declared with that element's shape), O the operand (a
    tuple of them if several), T always a tuple of the operands, C context values (zeros;
    a trailing C stands for any number)."""
    def translate(i):
        shapes = i.shape.tuple_shapes if i.shape.is_tuple else ()
        fixed = layout.rstrip("C")
        if len(shapes) < len(fixed) or (fixed == layout and len(shapes) != len(layout)):
            i.fail(f"declared shape {i.shape} is not the tuple of an async start "
                   f"({', '.join(dict(R='result', O='operand', T='operands', C='context')[c] for c in layout)})")
        ops, elems = i.em.ops, []
        for k, shape in enumerate(shapes):
            what = layout[k] if k < len(layout) else "C"
            if what == "R":
                elems.append(i.em.op(i, sync(i.with_shape(shape))))
            elif what == "O" and len(i.ops) == 1:
                elems.append(i.ops[0])
            elif what in "OT":
                elems.append(ops.Tuple(i.b, list(i.ops)))
            else:
                elems.append(i.em.zeros(i.b, shape, i.inst))
        return ops.Tuple(i.b, elems)
    return translate


def async_done(index: int):
    def translate(i):
        i.arity(1)
        i.attr("calls", "computation", None)   # (XLA may repeat its start's called computation)
        if not i.ops[0].shape.is_tuple:
            i.fail(f"takes the tuple its start declares, got {i.ops[0].shape}")
        return "GetTupleElement", (i.ops[0], index), {}
    return translate


def async_update(i):   # its start's (or update's) tuple, unchanged
    i.arity(1)
    i.attr("calls", "computation", None)   # (XLA may repeat its start's called computation)
    return i.ops[0]


def async_call(i):   # async-start(ops), calls=C: what C computes
    return "Call", (i.b, i.comp("calls"), list(i.ops)), {}
