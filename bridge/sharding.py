"""Shardings: which piece of a global array each device holds, and back.

Two notations reach hlobridge:

- Shardy (`sdy`), what jax writes: a mesh of named axes (`sdy.mesh @mesh =
  <["x"=2, "y"=2]>`) and, per tensor, the axes each dimension is split over
  (`#sdy.sharding<@mesh, [{"x"}, {}]>`), sub-axes (`"x":(1)2`) included.
- XLA's `HloSharding` (GSPMD, `mhlo.sharding`, `sharding={devices=[2,1]0,1}`), what
  a compiled executable reports for its parameters and results.

Both become a `Layout`: for each device (a partition id) the tuple of slices of the
global array it holds. `split` cuts a global array into per-device pieces,
`assemble` glues pieces back. A dimension that the sharding does not divide evenly
is refused (`ShardingError`): jax only writes even shardings, and XLA's padded
shards would silently change shapes.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

import ml_dtypes
import numpy as np
from jaxlib.mlir import ir

from . import mlir_attrs
from .errors import HloBridgeError


class ShardingError(HloBridgeError):
    """A sharding that does not fit the mesh, the devices or the array's shape."""


# the most devices one host runs a program on: the reference runs a thread per process (an
# all_reduce over 4,096: 7.7 s), XLA:CPU starts threads per device (and compiles for at most
# 2,048: runtime.clients). A grid past this (a typo, a fuzzed `num_replicas = 25575`) would
# take every thread and byte the machine has; XLA aborts the process when a thread cannot be made.
MAX_HOST_DEVICES = 4096


def check_host_devices(n: int, what: str, cls: type[HloBridgeError] = ShardingError) -> None:
    """Refuse to run `what` on `n` devices of this host when n is past MAX_HOST_DEVICES."""
    if n > MAX_HOST_DEVICES:
        raise cls(f"{what} needs {n:,} devices; hlobridge runs a program on at most {MAX_HOST_DEVICES:,} "
                  f"devices of one host (a thread each), so it cannot run here (convert it, or run it "
                  f"where that many devices exist)")


class Mesh(NamedTuple):
    axes: tuple[tuple[str, int], ...]     # (name, size), major to minor
    # device id at each mesh position (row-major); the default order is a range, not made
    # into a tuple: a mesh is looked at for its size long before (and often without) its ids
    device_ids: Sequence[int]

    @classmethod
    def of(cls, axes: tuple[tuple[str, int], ...], device_ids: Sequence[int] = ()) -> "Mesh":
        """A mesh, its device ids given explicitly or not (() : the default order)."""
        size = int(np.prod([s for _, s in axes], dtype=np.int64))
        ids = tuple(device_ids)
        return cls(axes, range(size) if not ids or ids == tuple(range(size)) else ids)

    @property
    def size(self) -> int:
        return int(np.prod([s for _, s in self.axes], dtype=np.int64))

    def coords(self, position: int) -> dict[str, int]:
        """Axis name -> coordinate of the device at row-major `position`."""
        out = {}
        for name, size in reversed(self.axes):
            out[name] = position % size
            position //= size
        return out

    def describe(self) -> str:
        axes = ", ".join(f'"{n}"={s}' for n, s in self.axes)
        ids = "" if self.device_ids == range(self.size) else f", device_ids={list(self.device_ids)}"
        return f"[{axes}]{ids}"


Slices = tuple[slice, ...]


class Layout(NamedTuple):
    """device id -> the slices of the global array that device holds; `sums`: groups of
    device ids whose pieces add up to the value there (a value unreduced along some axes:
    Shardy's `unreduced={"x"}`, XLA's `last_tile_dims={unreduced}`), the first of each
    holding it when split, and the sum when assembled."""
    shape: tuple[int, ...]
    pieces: dict[int, Slices]
    sums: tuple[tuple[int, ...], ...] = ()

    def piece_shape(self) -> tuple[int, ...]:
        first = next(iter(self.pieces.values()))
        return tuple(s.stop - s.start for s in first)


# ------------------------------------------------------------------ Shardy

def mesh_from_attr(attr) -> Mesh:
    from jaxlib.mlir.dialects import sdy
    m = sdy.MeshAttr(attr)
    axes = tuple((sdy.MeshAxisAttr(a).name, int(sdy.MeshAxisAttr(a).size)) for a in m.axes)
    return Mesh.of(axes, [int(i) for i in m.device_ids])


def module_meshes(module_op) -> dict[str, Mesh]:
    """The `sdy.mesh` symbols of a module, by name."""
    out = {}
    for op in module_op.regions[0].blocks[0].operations:
        if op.operation.name == "sdy.mesh":
            out[op.attributes["sym_name"].value] = mesh_from_attr(op.attributes["mesh"])
    return out


class AxisRef(NamedTuple):
    name: str
    pre_size: int      # sub-axis "x":(pre)size; a whole axis has pre_size 1 and size 0
    size: int


def tensor_sharding(attr) -> tuple[str | Mesh, list[list[AxisRef]]]:
    """(mesh name or inline mesh, per dimension its axes major to minor)."""
    from jaxlib.mlir.dialects import sdy
    t = sdy.TensorShardingAttr(attr)
    mesh = t.mesh_or_ref
    mesh = ir.FlatSymbolRefAttr(mesh).value if isinstance(mesh, ir.FlatSymbolRefAttr) \
        else mesh_from_attr(mesh)
    return mesh, [[_axis_ref(a) for a in sdy.DimensionShardingAttr(d).axes] for d in t.dimension_shardings]


def unreduced_axes(attr) -> list[AxisRef]:
    """The unreduced axes of a `#sdy.sharding` (`unreduced={"x"}`): the value is the sum of
    the pieces along them (jax's `P(..., unreduced={"x"})`, a partial result not yet summed)."""
    from jaxlib.mlir.dialects import sdy
    return [_axis_ref(a) for a in sdy.TensorShardingAttr(attr).unreduced_axes]


def _axis_ref(attr) -> AxisRef:
    from jaxlib.mlir.dialects import sdy
    ref = sdy.AxisRefAttr(attr)
    if ref.sub_axis_info is None:
        return AxisRef(ref.name, 1, 0)
    info = sdy.SubAxisInfoAttr(ref.sub_axis_info)
    return AxisRef(ref.name, int(info.pre_size), int(info.size))


def unreduced_groups(mesh: Mesh, refs: list[AxisRef]) -> tuple[tuple[int, ...], ...]:
    """The device ids that differ only along the axes `refs`, a group each, the one at
    coordinate 0 along them first: an unreduced value's pieces summed over a group are the
    value (Layout.sums)."""
    sizes, groups = dict(mesh.axes), {}
    for pos, dev in enumerate(mesh.device_ids):
        coords = mesh.coords(pos)
        rest, along = dict(coords), []
        for ref in refs:   # (the device's place with each ref's part taken out)
            c, _ = _axis_coord(mesh, coords, ref)
            rest[ref.name] -= c * (1 if ref.size == 0 else sizes[ref.name] // (ref.pre_size * ref.size))
            along.append(c)
        groups.setdefault(tuple(sorted(rest.items())), []).append((tuple(along), dev))
    return tuple(tuple(dev for _, dev in sorted(g)) for g in groups.values())


def manual_axes(attr) -> list[str]:
    """Axis names of `#sdy<manual_axes{"x", "y"}>` (the bindings give no accessor)."""
    return re.findall(r'"((?:[^"\\]|\\.)*)"', str(attr))


def _axis_coord(mesh: Mesh, coords: dict[str, int], ref: AxisRef) -> tuple[int, int]:
    """(coordinate, size) of a whole axis or a sub-axis for one device."""
    sizes = dict(mesh.axes)
    if ref.name not in sizes:
        raise ShardingError(f"sharding names axis {ref.name!r}, which mesh {mesh.describe()} lacks")
    full = sizes[ref.name]
    if ref.size == 0:
        return coords[ref.name], full
    # "x":(pre)size: x's coordinate written as (major pre_size)(size)(minor rest)
    if full % (ref.pre_size * ref.size):
        raise ShardingError(f"sub-axis {ref.name}:({ref.pre_size}){ref.size} does not divide axis "
                            f"{ref.name} of size {full}")
    minor = full // (ref.pre_size * ref.size)
    return (coords[ref.name] // minor) % ref.size, ref.size


def axis_groups(mesh: Mesh, refs: list[AxisRef]) -> list[list[int]]:
    """The device groups that mesh (sub-)axes `refs` make (StableHLO's mesh-axes replica
    groups; XLA's `mesh[...] {'x', 'y':(2)2}`): a group is the devices alike in every
    coordinate part `refs` do not name, ordered by the parts they name (the first the most
    major); groups in the order of what they share."""
    sizes = dict(mesh.axes)
    members: dict = {}
    for pos, dev in enumerate(mesh.device_ids):
        coords = mesh.coords(pos)
        residual, rank = dict(coords), 0
        for ref in refs:
            c, n = _axis_coord(mesh, coords, ref)
            stride = 1 if ref.size == 0 else sizes[ref.name] // (ref.pre_size * ref.size)
            if (residual[ref.name] // stride) % n != c:
                raise ShardingError(f"the grouped axes name part of axis {ref.name!r} twice")
            residual[ref.name] -= c * stride
            rank = rank * n + c
        key = tuple(residual[name] for name, _ in mesh.axes)
        members.setdefault(key, {})[rank] = dev
    return [[group[r] for r in sorted(group)] for _, group in sorted(members.items())]


_AXIS_REF = re.compile(r'#stablehlo\.axis_ref<name = "((?:[^"\\]|\\.)*)"(?:, sub_axis_info = \((\d+)\)(\d+))?>')
_MESH_AXIS = re.compile(r'(?:#stablehlo\.mesh_axis)?<name = "((?:[^"\\]|\\.)*)", size = (\d+)>')


def replica_group_mesh_axes(attr, module_op) -> list[list[int]]:
    """The device groups of a `#stablehlo.replica_group_mesh_axes<mesh = @m | #stablehlo.mesh<...>,
    axes = [...]>` attribute (XLA's importer writes them for XLA's mesh replica groups; the
    bindings give no accessor), its mesh an `sdy.mesh` symbol of `module_op` or inline."""
    text = str(attr)
    refs = [AxisRef(n, int(p) if p else 1, int(z) if z else 0) for n, p, z in _AXIS_REF.findall(text)]
    named = re.match(r"#stablehlo\.replica_group_mesh_axes<mesh = @([\w.$-]+|\"[^\"]*\")", text)
    if named:
        name = named.group(1).strip('"')
        mesh = module_meshes(module_op).get(name)
        if mesh is None:
            raise ShardingError(f"replica groups name mesh @{name}, which the module does not define")
    else:
        axes = tuple((n, int(z)) for n, z in _MESH_AXIS.findall(text))
        ids = re.search(r"device_ids ?= ?dense<\[?([\d, ]*)", text)
        mesh = Mesh.of(axes, [int(v) for v in ids.group(1).split(",") if v.strip()] if ids else ())
    if not refs or not mesh.axes:
        raise ShardingError(f"cannot read the replica groups {text[:120]}")
    return axis_groups(mesh, refs)


def sdy_layout(mesh: Mesh, dims: list[list[AxisRef]], shape: tuple[int, ...],
               only_axes: set[str] | None = None, what: str = "value", unreduced: list[AxisRef] = ()) -> Layout:
    """Per device id, its piece of a `shape` array sharded as `dims` over `mesh`, and
    unreduced along `unreduced` (Layout.sums).

    `only_axes`: split along these axes alone (a manual computation splits along its
    manual axes; the others stay whole inside its body).
    """
    if len(dims) != len(shape):
        raise ShardingError(f"{what}: sharding has {len(dims)} dimensions, the value has rank {len(shape)}")
    pieces = {}
    for pos, dev in enumerate(mesh.device_ids):
        coords = mesh.coords(pos)
        sl = []
        for d, refs in enumerate(dims):
            index, count = 0, 1
            for ref in refs:
                if only_axes is not None and ref.name not in only_axes:
                    continue
                c, n = _axis_coord(mesh, coords, ref)
                index, count = index * n + c, count * n
            if shape[d] % count:
                raise ShardingError(f"{what}: dimension {d} of size {shape[d]} is not divisible by the "
                                    f"{count} shards its sharding asks for (mesh {mesh.describe()})")
            step = shape[d] // count
            sl.append(slice(index * step, (index + 1) * step))
        pieces[dev] = tuple(sl)
    return Layout(tuple(shape), pieces, unreduced_groups(mesh, unreduced) if unreduced else ())


# ------------------------------------------------------------------ XLA HloSharding

def hlo_layout(op_sharding, shape: tuple[int, ...], num_devices: int, what: str = "value") -> Layout:
    """Per partition id, its piece of a `shape` array under an XLA OpSharding proto."""
    from jaxlib import xla_client as xc
    hs = xc.HloSharding.from_proto(op_sharding)
    everyone = range(num_devices)
    if hs.is_replicated() or hs.is_maximal() or hs.is_manual() or hs.is_unknown() or not hs.is_tiled():
        return Layout(tuple(shape), {d: tuple(slice(0, n) for n in shape) for d in everyone},
                      (tuple(everyone),) if hs.is_unreduced() and num_devices > 1 else ())
    dims = list(hs.tile_assignment_dimensions())
    devices = list(hs.tile_assignment_devices())
    if len(devices) != num_devices or sorted(devices) != list(everyone):
        raise ShardingError(f"{what}: sharding {hs} names devices {sorted(devices)}, the program has "
                            f"{num_devices}")
    tiled = dims[:len(shape)]
    pieces = {}
    for flat, index in enumerate(np.ndindex(*dims)):
        sl = []
        for d, n in enumerate(tiled):
            if shape[d] % n:
                raise ShardingError(f"{what}: dimension {d} of size {shape[d]} is not divisible by the "
                                    f"{n} tiles of sharding {hs}")
            step = shape[d] // n
            sl.append(slice(index[d] * step, (index[d] + 1) * step))
        pieces[devices[flat]] = tuple(sl)
    return Layout(tuple(shape), pieces, _unreduced_tiles(op_sharding, dims, devices))


def _unreduced_tiles(op_sharding, dims: list[int], devices: list[int]) -> tuple[tuple[int, ...], ...]:
    """Layout.sums of a tiled sharding with `last_tile_dims={unreduced, ...}`: the devices
    whose tiles differ only along its unreduced subgroup dimensions, in tile order."""
    from jaxlib import xla_client as xc
    types = list(op_sharding.last_tile_dims)
    unreduced = {len(dims) - len(types) + k for k, t in enumerate(types) if t == xc.OpSharding.Type.UNREDUCED}
    if not unreduced:
        return ()
    groups: dict[tuple, list[int]] = {}
    for flat, index in enumerate(np.ndindex(*dims)):
        groups.setdefault(tuple(c for k, c in enumerate(index) if k not in unreduced), []).append(devices[flat])
    return tuple(tuple(g) for g in groups.values() if len(g) > 1)


# ------------------------------------------------------------------ arrays

def split(x: np.ndarray, layout: Layout) -> dict[int, np.ndarray]:
    """Each device's piece of global `x` (C-contiguous copies); of an unreduced value, zeros
    on all but the first device of each of layout.sums (their sum is `x`)."""
    out = {d: np.require(x[s], requirements="C") for d, s in layout.pieces.items()}   # (keeps 0-d)
    for group in layout.sums:
        for d in group[1:]:
            out[d] = np.zeros_like(out[d])
    return out


def assemble(pieces: dict[int, np.ndarray], layout: Layout, dtype) -> np.ndarray:
    """The global array from per-device pieces. Pieces of a replicated value should be equal;
    where a program made them differ (shard_map with check_vma=False), the first device's in
    mesh order is the one kept, as jax reads such an array (written last, so it wins). Those
    of an unreduced value are summed over each of layout.sums (of the devices given)."""
    if layout.sums:
        pieces = dict(pieces)
        for group in layout.sums:
            present = [d for d in group if d in pieces]
            if present:
                pieces[present[0]] = _summed([np.asarray(pieces[d]) for d in present])
    out = np.empty(layout.shape, dtype)
    for d, s in reversed(layout.pieces.items()):
        out[s] = pieces[d]
    return out


BF16 = np.dtype(ml_dtypes.bfloat16)


def reduce_bf16_in_f32(uf, values, out_dtype):
    """A bf16 all-reduce as XLA:CPU computes it: in f32, rounded once at the end (measured,
    jaxlib 0.10.2: a psum of 8 random bf16 pieces matches the f32 sum rounded once on every
    element, the bf16 sum rounded at each step on half of them; an f16 one rounds each step).
    The reference's collectives and the sums of unreduced pieces (assemble) both follow it."""
    acc = np.asarray(values[0]).astype(np.float32)
    for v in values[1:]:
        acc = np.asarray(uf(acc, np.asarray(v).astype(np.float32)))
    return acc.astype(out_dtype)


def _summed(values: list) -> np.ndarray:
    """An unreduced value's pieces added in device order, as the all-reduce that reduces it."""
    if values[0].dtype == BF16:
        return reduce_bf16_in_f32(np.add, values, BF16)
    total = values[0]
    for v in values[1:]:
        total = total + v
    return np.asarray(total, dtype=values[0].dtype)


# ------------------------------------------------------------------ modules

class Grid(NamedTuple):
    """What a module says about where it runs."""
    num_replicas: int
    num_partitions: int
    shardy: bool        # carries sdy meshes / shardings (compile with the Shardy partitioner)
    annotated: bool     # carries any sharding annotation (a global-view program)


def _int_attr(attrs, name: str, default: int = 1) -> int:
    if name not in attrs:
        return default
    try:
        return int(ir.IntegerAttr(attrs[name]).value)
    except (TypeError, ValueError):   # (its value named only if the bindings can hand it over: some they cannot)
        try:
            value = f" = {str(attrs[name])[:80]}"
        except (TypeError, ValueError):
            value = ""
        raise ShardingError(f"module attribute {name}{value} is not an integer") from None


def grid_of(module, num_replicas: int = 1, num_partitions: int = 1) -> Grid:
    """`mhlo.num_replicas` / `mhlo.num_partitions` and the sharding notation of a module; the
    arguments stand in for an attribute the module lacks (a caller's explicit grid: jax's
    HLO text of a sharded program writes no num_partitions)."""
    op = module.operation if hasattr(module, "operation") else module
    attrs = op.attributes
    r, p = _int_attr(attrs, "mhlo.num_replicas", num_replicas), _int_attr(attrs, "mhlo.num_partitions", num_partitions)
    if r < 1 or p < 1:
        raise ShardingError(f"module says num_replicas={r}, num_partitions={p}: both must be >= 1")
    shardings: list[str] | None = [] if r == 1 and "mhlo.num_partitions" not in attrs else None
    text_has = _annotations(op, shardings)
    if shardings:
        # jax.export of the GSPMD era kept the device count beside the module (Exported.nr_devices),
        # not in it. Unpartitioned, a shard_map's manual region cannot run (its collectives name
        # the other devices): such a module runs on the devices its tiled shardings all cover.
        # (Elsewhere shardings without a count are ignored, as XLA does: one partition.)
        p = max(p, _manual_devices(shardings))
    if "sdy" in text_has:
        for name, mesh in module_meshes(op).items():
            if mesh.size not in (1, r * p):
                raise ShardingError(f"sdy.mesh @{name} {mesh.describe()} has {mesh.size} devices but the "
                                    f"module runs on mhlo.num_replicas x mhlo.num_partitions = {r} x {p}")
    return Grid(r, p, "sdy" in text_has, bool(text_has))


def _annotations(module_op, shardings: list[str] | None = None) -> set[str]:
    """{'sdy', 'mhlo'}: which sharding notations appear in the module; the `mhlo.sharding`
    strings are added to `shardings` if given."""
    found: set[str] = set()

    def visit(op):
        name = op.name
        if name.startswith("sdy."):
            found.add("sdy")
        elif "mhlo.sharding" in op.attributes:
            found.add("mhlo")
            if shardings is not None:
                shardings.append(mlir_attrs.scalar(op.attributes["mhlo.sharding"]))
        elif name == "func.func":
            for key in ("arg_attrs", "res_attrs"):
                if key in op.attributes:
                    s = str(op.attributes[key])
                    if "sdy.sharding" in s:
                        found.add("sdy")
                    if "mhlo.sharding" in s:
                        found.add("mhlo")
                        if shardings is not None:
                            shardings.extend(re.findall(r'mhlo\.sharding = "([^"\\]*)"', s))
        return ir.WalkResult.ADVANCE

    module_op.walk(visit)
    return found


def _manual_devices(shardings: list[str]) -> int:
    """The device count a module's HLO shardings imply where it has a manual region (a
    manual sharding) and every tiled sharding covers that many devices; else 1."""
    from .hlo_sharding import HloSharding
    texts = {t for t in shardings if isinstance(t, str)}
    if not any("manual" in t for t in texts):
        return 1
    counts = set()
    for text in texts:
        try:
            parsed = HloSharding.parse(text)
        except ValueError:
            continue
        counts.update(len(leaf.device_ids()) for leaf in (parsed._flat() if parsed.is_tuple else [parsed])
                      if leaf.kind == "tiled")
    return counts.pop() if len(counts) == 1 else 1


def describe(module) -> dict | None:
    """What `hlobridge convert --info` shows of a module's partitioning: the grid, the
    Shardy meshes and each @main argument's and result's sharding (None when the
    module says nothing about partitioning)."""
    op = module.operation if hasattr(module, "operation") else module
    grid = grid_of(op)
    if not grid.annotated and grid.num_replicas == 1 and grid.num_partitions == 1:
        return None
    per_device = grid.num_replicas * grid.num_partitions > 1 and runs_per_device(op, grid)
    out: dict = {"num_replicas": grid.num_replicas, "num_partitions": grid.num_partitions,
                 "partitioner": "shardy" if grid.shardy else "gspmd" if grid.annotated else None,
                 "runs": "per device" if per_device else "global"}   # (how run and difftest feed it)
    meshes = module_meshes(op)
    if meshes:
        out["meshes"] = {name: m.describe() for name, m in meshes.items()}
    for fn in op.regions[0].blocks[0].operations:
        fn = fn.operation
        if fn.name != "func.func" or ir.StringAttr(fn.attributes["sym_name"]).value != "main":
            continue
        for key, label in (("arg_attrs", "arguments"), ("res_attrs", "results")):
            if key in fn.attributes:
                out[label] = [_sharding_text(ir.DictAttr(a)) for a in ir.ArrayAttr(fn.attributes[key])]
    return out


def _sharding_text(attrs) -> str | None:
    for key in ("sdy.sharding", "mhlo.sharding"):
        if key in attrs:
            a = attrs[key]
            return ir.StringAttr(a).value if isinstance(a, ir.StringAttr) else str(a)
    return None


# (and their mhlo forms, which XLA's importer leaves where StableHLO has none: a tuple all-to-all)
_CROSS_DEVICE = frozenset(f"{dialect}.{name}" for dialect in ("stablehlo", "mhlo") for name in (
    "all_reduce", "all_gather", "all_to_all", "collective_permute", "reduce_scatter", "collective_broadcast"))
# set by the HLO reader on XLA's partitioned output (bridge.hlo.annotate): per-device shapes
# even where no collective says so
PARTITIONED = "hlobridge.spmd_partitioned"


def already_partitioned(module) -> bool:
    """Whether @main exchanges data between partitions or asks its partition id outside any
    manual region (a collective with a channel, or partition_id, not inside
    sdy.manual_computation): XLA refuses both in a global-view program, so such a module is
    one SPMD partitioning already made per device (XLA's optimized HLO, which keeps the
    shardings it was partitioned by). Or the module says so (PARTITIONED: XLA's partitioned
    output read from HLO, also where it needs no collective)."""
    op = module.operation if hasattr(module, "operation") else module
    if PARTITIONED in op.attributes:
        return True
    main = next((f.operation for f in op.regions[0].blocks[0].operations if f.operation.name == "func.func"
                 and ir.StringAttr(f.operation.attributes["sym_name"]).value == "main"), None)
    found = []

    def visit(o):
        if o.name == "sdy.manual_computation":
            return ir.WalkResult.SKIP
        if o.name == "stablehlo.partition_id" or o.name in _CROSS_DEVICE and "channel_handle" in o.attributes:
            found.append(o)
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    if main is not None:
        main.walk(visit, ir.WalkOrder.PRE_ORDER)
    return bool(found)


def per_device_grid(module) -> tuple[int, int] | None:
    """(num_replicas, num_partitions) of a module every device runs as written, on more than
    one process (see runs_per_device); else None."""
    grid = grid_of(module)
    if grid.num_replicas * grid.num_partitions > 1 and runs_per_device(module, grid):
        return grid.num_replicas, grid.num_partitions
    return None


def runs_per_device(module, grid: Grid) -> bool:
    """Whether every device runs `module` as written, on its own arguments: XLA's partitioned
    output (already_partitioned), or a module without sharding annotations that runs on
    several replicas or names another device (a collective or partition_id: the spec's
    run_parallel programs). One with neither, on one replica, is a global program XLA
    replicates over its partitions: jax writes num_partitions=N and no sharding for a jit
    under `jax.set_mesh` whose arguments carry none (per device, every device would compute
    the same from the same arguments: only the interface differs, and jax's is global)."""
    if grid.annotated:
        return already_partitioned(module)
    return grid.num_replicas > 1 or _names_other_devices(module)


def _names_other_devices(module) -> bool:
    op = module.operation if hasattr(module, "operation") else module
    found = []

    def visit(o):
        if o.name in _CROSS_DEVICE or o.name == "stablehlo.partition_id":
            found.append(o)
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    op.walk(visit)
    return bool(found)


_MANUAL_SCOPES = frozenset({"func.func", "stablehlo.while", "stablehlo.if", "stablehlo.case"})


def _leaf_count(t: ir.Type) -> int:
    t = t.maybe_downcast() if hasattr(t, "maybe_downcast") else t
    if isinstance(t, ir.TupleType):
        return sum(_leaf_count(t.get_type(i)) for i in range(t.num_types))
    return 1


def mark_manual(module) -> None:
    """Annotate a per-device program (no shardings, num_partitions > 1: what the spec's
    `run_parallel` runs, or HLO after SPMD partitioning) as fully manual, in place, so
    XLA's partitioner leaves it alone: every device runs it as written, and
    `partition_id` has its plain meaning (XLA refuses it in an unannotated SPMD program)."""
    op = module.operation if hasattr(module, "operation") else module
    ctx = op.context
    manual = ir.StringAttr.get("{manual}", ctx)

    def tuple_of(n: int):
        return ir.StringAttr.get("{" + ", ".join(["{manual}"] * n) + "}", ctx)

    def visit(o):
        parent = o.parent
        if o.name == "func.func":
            ftype = ir.FunctionType(ir.TypeAttr(o.attributes["function_type"]).value)
            for key, n in (("arg_attrs", len(ftype.inputs)), ("res_attrs", len(ftype.results))):
                old = list(ir.ArrayAttr(o.attributes[key])) if key in o.attributes else [None] * n
                new = []
                for a in old:
                    entries = {} if a is None else dict(mlir_attrs.items(ir.DictAttr(a)))
                    if any(v is None for v in entries.values()):
                        name = ir.StringAttr(o.attributes["sym_name"]).value
                        raise ShardingError(f"an argument or result attribute of @{name} holds a complex constant, "
                                            "which the MLIR bindings cannot read")
                    entries["mhlo.sharding"] = manual
                    new.append(ir.DictAttr.get(entries, ctx))
                o.attributes[key] = ir.ArrayAttr.get(new, ctx)
        elif o.name == "stablehlo.while":
            # (a while takes its operands' manual sharding: with a tuple sharding of its own,
            # ours or the one XLA wrote in the middle of its partitioner, XLA:CPU failed a
            # RET_CHECK on it or crashed, on every loop of XLA's optimized HLO of jax scans over
            # shard_maps; its exporter counts a body's implicit captures into that tuple)
            if "mhlo.sharding" in o.attributes:
                del o.attributes["mhlo.sharding"]
        elif parent is not None and parent.name in _MANUAL_SCOPES and len(o.results) > 0:
            leaves = sum(_leaf_count(r.type) for r in o.results)   # (a tuple value: one per leaf)
            single = len(o.results) == 1 and leaves == 1
            o.attributes["mhlo.sharding"] = manual if single else tuple_of(leaves)
        return ir.WalkResult.ADVANCE

    op.walk(visit)
