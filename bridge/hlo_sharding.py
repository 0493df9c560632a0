"""XLA's HLO sharding text (`sharding={...}`, `mhlo.sharding`): read, check, print.

Every form XLA prints (xla/hlo/ir/hlo_sharding.cc ToString, parsed by hlo_parser.cc):

    {replicated}  {manual}  {unknown}  {unreduced}  {maximal device=3}
    {devices=[2,1,4]0,1,2,3,4,5,6,7}                 tiled, explicit device list
    {devices=[4,2]<=[8]}  {devices=[4,2]<=[2,4]T(1,0)}   tiled, iota device list
    ... last_tile_dim_replicate  /  last_tile_dims={manual, replicated} (also unreduced)
    ... shard_as 1 / shard_like 1   ... metadata={op_name="a"}   (kept as written)
    {{replicated}, {maximal device=0}}               a tuple, one per leaf
    {mesh[...] ...} / {maximal_mesh ...}             named shardings: kept verbatim

`HloSharding.parse` keeps the structure and `to_string()` prints it back in XLA's
spelling without rewriting it (no device re-sorting: XLA's exporter normalizes when it
reads the text again). `check` refuses what XLA's parser would silently accept
(a device list shorter than the tile count, which it pads with zeros) or what its
verifier refuses later (tile rank vs the array's rank, device ids outside the
module's devices).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

import numpy as np


class ShardingSyntaxError(ValueError):
    """Bad sharding text; `offset` is the character offset in the text."""

    def __init__(self, message: str, offset: int = 0):
        super().__init__(message)
        self.offset = offset


_TOKEN = re.compile(r"""(?P<ws>(?:\s+|/\*.*?\*/)+)|(?P<string>"(?:[^"\\]|\\.)*")|(?P<int>-?\d+)
    |(?P<name>[A-Za-z_][\w.]*)|(?P<punct><=|[{}\[\](),=:])""", re.VERBOSE | re.DOTALL)
_FLAGS = ("replicated", "manual", "unknown", "unreduced", "maximal", "last_tile_dim_replicate")
_SUBGROUP_TYPES = ("manual", "replicated", "unreduced")   # (unreduced: Shardy's unreduced axes)


@dataclass(frozen=True)
class HloSharding:
    kind: str                                # replicated manual unknown unreduced maximal tiled tuple named
    tile_dims: tuple[int, ...] = ()
    devices: tuple[int, ...] | None = None   # explicit device list (tiled)
    iota: tuple[tuple[int, ...], tuple[int, ...]] | None = None   # (reshape dims, transpose perm)
    replicate_last: bool = False             # last_tile_dim_replicate
    subgroups: tuple[str, ...] = ()          # last_tile_dims={...}
    device: int | None = None                # maximal device=N
    shard_group: tuple[str, int] | None = None   # ("shard_as" | "shard_like", id)
    metadata: str = ""                       # the metadata={...} text, verbatim
    elements: tuple["HloSharding", ...] = ()     # tuple
    text: str = field(default="", compare=False)   # named shardings: the whole text

    # -- constructors (XlaBuilder users: b.set_sharding(HloSharding.tile(...))) ---------
    @staticmethod
    def replicate() -> "HloSharding":
        return HloSharding("replicated")

    @staticmethod
    def manual() -> "HloSharding":
        return HloSharding("manual")

    @staticmethod
    def maximal(device: int) -> "HloSharding":
        return HloSharding("maximal", device=int(device))

    @staticmethod
    def tile(assignment, replicate_last: bool = False) -> "HloSharding":
        """Tiles from an array of device ids (its shape is the tile grid)."""
        a = np.asarray(assignment, dtype=np.int64)
        return HloSharding("tiled", tuple(a.shape), tuple(int(d) for d in a.ravel()),
                           replicate_last=replicate_last)

    @staticmethod
    def iota_tile(tile_dims, reshape_dims=None, perm=None, replicate_last: bool = False) -> "HloSharding":
        """devices=[tile_dims]<=[reshape_dims]T(perm): iota, reshaped, transposed."""
        dims = tuple(int(d) for d in tile_dims)
        reshape = tuple(int(d) for d in (reshape_dims or (int(np.prod(dims)),)))
        return HloSharding("tiled", dims, iota=(reshape, tuple(int(p) for p in (perm or range(len(reshape))))),
                           replicate_last=replicate_last)

    @staticmethod
    def tuple_(elements) -> "HloSharding":
        return HloSharding("tuple", elements=tuple(elements))

    @staticmethod
    def parse(text: str) -> "HloSharding":
        """ShardingSyntaxError (with the offset) on text XLA would not read."""
        if not isinstance(text, str):
            raise ShardingSyntaxError(f"a sharding must be text like {{replicated}}, got {type(text).__name__}")
        return _Reader(text).top()

    @staticmethod
    def of(value) -> "HloSharding":
        return value if isinstance(value, HloSharding) else HloSharding.parse(value)

    # -- reading ----------------------------------------------------------------------
    @property
    def is_tuple(self) -> bool:
        return self.kind == "tuple"

    def assignment(self) -> np.ndarray:
        """The tile grid of device ids (tiled shardings)."""
        if self.devices is not None:
            return np.asarray(self.devices, dtype=np.int64).reshape(self.tile_dims)
        reshape, perm = self.iota
        return np.arange(int(np.prod(reshape)), dtype=np.int64).reshape(reshape).transpose(perm).reshape(
            self.tile_dims)

    def device_ids(self) -> list[int]:
        if self.kind == "tuple":
            return sorted({d for e in self.elements for d in e.device_ids()})
        if self.kind == "maximal":
            return [self.device]
        return self.assignment().ravel().tolist() if self.kind == "tiled" else []

    def leaves(self, count: int) -> list["HloSharding"]:
        """One sharding per leaf of a tuple of `count` leaves (a non-tuple sharding applies
        to every leaf, as XLA's parser normalizes it)."""
        if self.kind != "tuple":
            return [self] * count
        flat = [leaf for e in self.elements for leaf in (e.leaves(1) if e.kind != "tuple" else e._flat())]
        # An empty tuple has no leaves but one element, as XLA's RequiredLeaves has it, so
        # that an op of shape () (jax.debug.print's callback) can be placed: {{maximal device=0}}.
        if len(flat) != max(count, 1):
            raise ValueError(f"tuple sharding {self.to_string()} has {len(flat)} element(s) for {count} "
                             f"tuple leaves{' (an empty tuple takes one)' if count == 0 else ''}")
        return flat[:count]

    def _flat(self) -> list["HloSharding"]:
        return [leaf for e in self.elements for leaf in (e._flat() if e.kind == "tuple" else [e])]

    # -- checking ---------------------------------------------------------------------
    def check(self, rank: int | None = None, num_devices: int | None = None) -> "HloSharding":
        """ValueError naming the rule when the sharding cannot apply to an array of `rank`
        dimensions in a module partitioned `num_devices` ways (None: not checked)."""
        if self.kind == "tuple":
            for e in self.elements:
                e.check(None, num_devices)
            return self
        if self.kind == "tiled":
            data_rank = len(self.tile_dims) - len(self.subgroups) - (1 if self.replicate_last else 0)
            if rank is not None and data_rank != rank:
                extra = len(self.tile_dims) - data_rank
                raise ValueError(f"sharding {self.to_string()} tiles {data_rank} dimension(s)"
                                 f"{f' (plus {extra} replication/subgroup dimension(s))' if extra else ''} "
                                 f"but the value has rank {rank}")
            ids = self.device_ids()
            if num_devices is not None and len(ids) != num_devices:
                raise ValueError(f"sharding {self.to_string()} assigns {len(ids)} devices but the module has "
                                 f"num_partitions={num_devices}")
        ids = self.device_ids()
        if num_devices is not None and any(not 0 <= d < num_devices for d in ids):
            bad = next(d for d in ids if not 0 <= d < num_devices)
            raise ValueError(f"sharding {self.to_string()} names device {bad}, outside the module's "
                             f"num_partitions={num_devices} (devices 0..{num_devices - 1})")
        return self

    # -- printing ---------------------------------------------------------------------
    def to_string(self) -> str:
        if self.kind == "named":
            return self.text
        if self.kind == "tuple":
            parts = []
            for i, e in enumerate(self.elements):
                parts.append((f"/*index={i}*/" if i and i % 5 == 0 else "") + e.to_string())
            return "{" + ", ".join(parts) + "}"
        if self.kind == "maximal":
            body = f"maximal device={self.device}"
        elif self.kind == "tiled":
            body = f"devices=[{','.join(map(str, self.tile_dims))}]"
            if self.devices is not None:
                body += ",".join(map(str, self.devices))
            else:
                reshape, perm = self.iota
                body += f"<=[{','.join(map(str, reshape))}]"
                if tuple(perm) != tuple(range(len(perm))):
                    body += f"T({','.join(map(str, perm))})"
            if self.replicate_last:
                body += " last_tile_dim_replicate"
            if self.subgroups:
                body += f" last_tile_dims={{{', '.join(self.subgroups)}}}"
        else:
            body = self.kind
        if self.shard_group:
            body += f" {self.shard_group[0]} {self.shard_group[1]}"
        if self.metadata:
            body += f" metadata={self.metadata}"
        return "{" + body + "}"

    def __str__(self) -> str:
        return self.to_string()


class _Reader:
    def __init__(self, text: str):
        self.text, self.toks, pos = text, [], 0
        for m in _TOKEN.finditer(text):
            if m.start() != pos:
                break
            pos = m.end()
            if m.lastgroup != "ws":
                self.toks.append((m.lastgroup, m.group(), m.start()))
        if pos != len(text):
            raise ShardingSyntaxError(f"unexpected character {text[pos]!r} in a sharding", pos)
        self.toks.append(("end", "", len(text)))
        self.i = 0

    def fail(self, message: str, k: int | None = None):
        raise ShardingSyntaxError(message, self.toks[self.i if k is None else k][2])

    def peek(self, k: int = 0):
        return self.toks[min(self.i + k, len(self.toks) - 1)]

    def take(self, text: str | None = None, kind: str | None = None, what: str = ""):
        t = self.peek()
        if (text is not None and t[1] != text) or (kind is not None and t[0] != kind):
            self.fail(f"expected {what or repr(text)} in a sharding, found {t[1]!r}" if t[1]
                      else f"expected {what or repr(text)} in a sharding, found the end of it")
        self.i += 1
        return t

    def ints(self, close: str) -> list[int]:
        out = []
        while self.peek()[1] != close:
            out.append(int(self.take(kind="int", what="an integer")[1]))
            if self.peek()[1] == ",":
                self.i += 1
            elif self.peek()[1] != close:
                self.fail(f"expected ',' or '{close}' in a sharding, found {self.peek()[1]!r}")
        self.i += 1
        return out

    def top(self) -> HloSharding:
        out = self.sharding(0)
        if self.peek()[0] != "end":
            self.fail(f"unexpected {self.peek()[1]!r} after the sharding")
        return out

    def sharding(self, depth: int) -> HloSharding:
        if depth > 64:
            self.fail("tuple shardings nested too deeply")
        start = self.take("{", what="'{' to start a sharding")
        nxt = self.peek()[1]
        if nxt in ("{", "}"):   # a tuple: one sharding per element ({} is the empty tuple)
            elements = []
            while self.peek()[1] != "}":
                elements.append(self.sharding(depth + 1))
                if self.peek()[1] == ",":
                    self.i += 1
                elif self.peek()[1] != "}":
                    self.fail(f"expected ',' or '}}' between tuple shardings, found {self.peek()[1]!r}")
            self.i += 1
            return HloSharding("tuple", elements=tuple(elements))
        if nxt in ("mesh", "maximal_mesh"):   # named sharding: kept as written
            begin, level = start[2], 1
            while level:
                t = self.take(what="'}' to close the sharding") if self.peek()[0] != "end" else self.fail(
                    "the named sharding is never closed")
                level += {"{": 1, "}": -1}.get(t[1], 0)
            return HloSharding("named", text=self.text[begin:self.toks[self.i - 1][2] + 1])
        return self._single(start[2])

    def _single(self, start: int) -> HloSharding:
        flags, fields = set(), {}
        while self.peek()[1] != "}":
            kind, word, pos = self.peek()
            if kind != "name":
                self.fail(f"unexpected {word!r} in a sharding" if word else "the sharding is never closed")
            self.i += 1
            if word in _FLAGS:
                flags.add(word)
            elif word in ("shard_as", "shard_like"):
                fields["group"] = (word, int(self.take(kind="int", what=f"a group id after {word}")[1]))
            elif word in ("device", "devices", "metadata", "last_tile_dims"):
                self.take("=", what=f"'=' after {word}")
                if word in fields:
                    self.fail(f"{word}= given twice in a sharding", self.i - 2)
                fields[word] = self._field(word)
            else:
                self.fail(f"unknown word {word!r} in a sharding: expected replicated, manual, maximal, unknown, "
                          "devices=, device=, last_tile_dim_replicate, last_tile_dims=, metadata=, shard_as "
                          "or shard_like", self.i - 1)
        self.i += 1
        return self._build(start, flags, fields)

    def _field(self, word: str):
        if word == "device":
            return int(self.take(kind="int", what="an integer after device=")[1])
        if word == "metadata":
            begin = self.take("{", what="'{' after metadata=")[2]
            level = 1
            while level:
                if self.peek()[0] == "end":
                    self.fail("metadata={ is never closed")
                level += {"{": 1, "}": -1}.get(self.take()[1], 0)
            return self.text[begin:self.toks[self.i - 1][2] + 1]
        if word == "last_tile_dims":
            self.take("{", what="'{' after last_tile_dims=")
            types = []
            while self.peek()[1] != "}":
                t = self.take(kind="name", what="manual, replicated or unreduced")
                if t[1] not in _SUBGROUP_TYPES:
                    self.fail(f"unknown last_tile_dims type {t[1]!r}: expected manual, replicated or unreduced",
                              self.i - 1)
                types.append(t[1])
                if self.peek()[1] == ",":
                    self.i += 1
            self.i += 1
            return tuple(types)
        self.take("[", what="'[' after devices=")   # devices=[dims] then a list or <=[dims]T(perm)
        dims = self.ints("]")
        if self.peek()[1] == "<=":
            self.i += 1
            self.take("[", what="'[' after '<='")
            reshape = self.ints("]")
            perm = list(range(len(reshape)))
            if self.peek()[1] == "T":
                self.i += 1
                self.take("(", what="'(' after T")
                perm = self.ints(")")
            return dims, None, (tuple(reshape), tuple(perm))
        devices = [int(self.take(kind="int", what="a device id")[1])]
        while self.peek()[1] == "," and self.peek(1)[0] == "int":
            self.i += 1
            devices.append(int(self.take(kind="int")[1]))
        return dims, tuple(devices), None

    def _build(self, start: int, flags: set, fields: dict) -> HloSharding:
        def fail(message):
            raise ShardingSyntaxError(message, start)

        group, metadata = fields.get("group"), fields.get("metadata", "")
        kinds = [f for f in ("replicated", "manual", "unknown", "unreduced", "maximal") if f in flags]
        if len(kinds) > 1:
            fail(f"a sharding is one of replicated, manual, unknown, unreduced, maximal; got {' and '.join(kinds)}")
        if kinds and kinds[0] != "maximal":
            if "devices" in fields or "device" in fields:
                fail(f"{kinds[0]} shardings should not have any devices assigned")
            return HloSharding(kinds[0], shard_group=group, metadata=metadata)
        if kinds:
            if "device" not in fields or "devices" in fields:
                fail("maximal shardings should have exactly one device assigned (maximal device=N)")
            return HloSharding("maximal", device=fields["device"], shard_group=group, metadata=metadata)
        if "devices" not in fields:
            fail("non-maximal shardings must have a tile assignment list including dimensions (devices=[...])")
        dims, devices, iota = fields["devices"]
        replicate_last, subgroups = "last_tile_dim_replicate" in flags, fields.get("last_tile_dims", ())
        if replicate_last and subgroups:
            fail("last_tile_dim_replicate and last_tile_dims= cannot both be given (XLA's parser aborts on it)")
        if not dims or any(d <= 0 for d in dims):
            fail(f"tile dimensions [{','.join(map(str, dims))}] must be positive")
        tiles = int(np.prod(dims))
        if subgroups and len(subgroups) >= len(dims) + 1:
            fail(f"last_tile_dims names {len(subgroups)} subgroup dimension(s) of a {len(dims)}-dimension tile grid")
        if iota is not None:
            reshape, perm = iota
            if len(perm) != len(reshape) or sorted(perm) != list(range(len(reshape))):
                fail(f"T({','.join(map(str, perm))}) is not a permutation of the {len(reshape)} iota dimensions")
            if int(np.prod(reshape)) != tiles:
                fail(f"iota device list <=[{','.join(map(str, reshape))}] has {int(np.prod(reshape))} devices "
                     f"for a [{','.join(map(str, dims))}] tile grid of {tiles}")
        else:
            if len(devices) <= 1 and tiles > 1:
                fail("non-maximal shardings must have more than one device assigned")
            if len(devices) != tiles:
                fail(f"the device list has {len(devices)} device(s) for a [{','.join(map(str, dims))}] tile grid "
                     f"of {tiles} (XLA's parser would pad it with device 0)")
            if len(set(devices)) != len(devices):
                dup = next(d for d in devices if devices.count(d) > 1)
                fail(f"device {dup} appears more than once in the tile assignment")
            if any(d < 0 for d in devices):
                fail("device ids must be >= 0")
        return HloSharding("tiled", tuple(dims), devices, iota, replicate_last, tuple(subgroups),
                           shard_group=group, metadata=metadata)


__all__ = ["HloSharding", "ShardingSyntaxError"]
