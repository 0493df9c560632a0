"""Random, well-typed programs for differential testing (`hlobridge difftest --random N`).

`program(seed, index, n_ops)` builds one program with the XlaBuilder API from a numpy RNG
seeded by (seed, index), so the name `random-S-I` (and K) is enough to make it again. Every
op is built so that its result is what the StableHLO spec defines
(/work/shared/reference/stablehlo-spec.md, cited as "spec §op"): operands that would reach
implementation-defined or TBD behaviour are guarded first (clamped, selected away). What
the spec does define is generated on purpose, NaN, ±inf and -0 included (inputs hold them).
"""
from __future__ import annotations

import numpy as np

from .. import dtypes
from ..builder import XlaBuilder
from ..shape import Shape

FLOATS = ("f32", "f64", "bf16", "f16")
INTS = ("s32", "s8", "u32")
DTYPES = FLOATS + INTS + ("pred",)
_WEIGHTS = np.array([6, 1, 1, 1, 1.5, 1, 1, 1])   # f32 first
_SPECIAL = (0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 0.5)
_BITS = {"s32": 32, "s8": 8, "u32": 32}
_TINY = {"f32": 2.0 ** -126, "f64": 2.0 ** -1022, "bf16": 2.0 ** -126, "f16": 2.0 ** -14}   # smallest normals
# integers every float type holds exactly (bf16: 8 significant bits): convert stays exact
_EXACT_INT = {"f32": 2 ** 24, "f64": 2 ** 31, "bf16": 256, "f16": 2048}


def _info(et):
    return np.iinfo(dtypes.to_numpy(et))


def program(seed: int, index: int, n_ops: int = 12):
    """(XlaComputation, parameter shapes): the `index`-th random program of `seed`, `n_ops` ops long."""
    return _Gen(seed, index, n_ops).build()


def random_inputs(shapes, rng) -> list[np.ndarray]:
    """Arguments with the values where backends part: NaN, ±inf, -0, subnormals, INT_MIN/MAX."""
    out = []
    for shape in shapes:
        et, dims = shape.element_type, shape.dimensions
        if et == "pred":
            a = rng.random(dims) < 0.5
        elif et in FLOATS:
            a = rng.normal(0, 3, dims)
            mask = rng.random(dims)
            a = np.where(mask < 0.08, rng.choice(_SPECIAL, dims), a)
            tiny = _TINY[et]
            a = np.where(mask > 0.97, tiny * rng.random(dims), a)   # subnormals (spec: IEEE-754 values)
        else:
            info = _info(et)
            a = rng.integers(max(info.min, -20), 21, dims)
            a = np.where(rng.random(dims) < 0.05, rng.choice([info.min, info.max], dims), a)
        out.append(np.asarray(a).astype(dtypes.to_numpy(et)))
    return out


class _Skip(Exception):
    """No earlier value suits the op: it is left out."""


class _Gen:
    def __init__(self, seed: int, index: int, n_ops: int):
        self.rng = np.random.default_rng([seed, index])
        self.n_ops = n_ops
        self.b = XlaBuilder(f"random_{seed}_{index}")
        self.values: list = []
        self.params: list[Shape] = []

    # ---- randomness -------------------------------------------------------------------------
    def chance(self, p: float) -> bool:
        return bool(self.rng.random() < p)

    def pick(self, seq):
        return seq[int(self.rng.integers(len(seq)))]

    def dtype(self) -> str:
        return str(self.rng.choice(DTYPES, p=_WEIGHTS / _WEIGHTS.sum()))

    def dims(self, rank: int | None = None) -> tuple:
        rank = int(self.rng.integers(0, 5)) if rank is None else rank
        return tuple(int(d) for d in self.rng.integers(1, 8, rank))

    # ---- values -----------------------------------------------------------------------------
    def param(self, et=None, dims=None):
        shape = Shape.array_shape(et or self.dtype(), self.dims() if dims is None else dims)
        p = self.ops.Parameter(self.b, len(self.params), shape, f"p{len(self.params)}")
        self.params.append(shape)
        return p

    def const(self, et: str, dims=()):
        if et == "pred":
            v = self.rng.random(dims) < 0.5
        elif et in FLOATS:
            v = np.where(self.rng.random(dims) < 0.3, self.rng.choice(_SPECIAL, dims),
                         np.round(self.rng.normal(0, 2, dims), 2))
        else:
            info = _info(et)
            v = self.rng.integers(max(info.min, -9), 10, dims)
        return self.ops.Constant(self.b, np.asarray(v), et)

    def scalar(self, et: str, value):
        return self.ops.Constant(self.b, np.asarray(value), et)

    def choose(self, want=None):
        """A recent value (the last ones are likelier: programs chain), filtered by `want`."""
        pool = [v for v in self.values if want is None or want(v)]
        if not pool:
            return None
        k = len(pool)
        w = np.arange(1, k + 1, dtype=float) ** 2
        return pool[int(self.rng.choice(k, p=w / w.sum()))]

    def need(self, want):
        """choose(want), or skip the op (_Skip) where no value fits."""
        v = self.choose(want)
        if v is None:
            raise _Skip
        return v

    def fit(self, v, dims: tuple):
        """v as `dims` (same dtype): broadcast a scalar, reshape the same count, else
        flatten, slice or pad, reshape."""
        ops, have = self.ops, tuple(v.shape.dimensions)
        if have == tuple(dims):
            return v
        n, m = int(np.prod(have)), int(np.prod(dims))
        if not have:
            return ops.Broadcast(v, dims)
        if n != m:
            flat = ops.Reshape(v, (n,))
            if n > m:
                start = int(self.rng.integers(0, n - m + 1))
                v = ops.Slice(flat, (start,), (start + m,), (1,))
            else:
                pad = ops.Slice(flat, (0,), (1,), (1,))   # (pad with one of its own values)
                v = ops.Pad(flat, ops.Reshape(pad, ()), [(0, m - n, 0)])
        return ops.Reshape(v, dims)

    def convert(self, v, to: str):
        """spec §convert: float->int truncation is TBD out of range and for NaN, int->int and
        int->float TBD where the value is not exact: clamp (and replace NaN) first. Float->float
        rounding and overflow (TBD too) are left in: IEEE's, and where bf16/f16 programs part."""
        ops, et = self.ops, v.shape.element_type
        if et == to:
            return v
        if to == "pred" or et == "pred":
            return ops.ConvertElementType(v, to)   # spec §convert: zero -> false, else true; bool -> 0/1
        if et in FLOATS and to in INTS:
            info = _info(to)
            lo, hi = max(info.min, -_EXACT_INT[et]), min(info.max, _EXACT_INT[et])
            v = ops.Select(ops.Ne(v, v), self.full(v, 0), v)
            v = ops.Clamp(self.scalar(et, lo), v, self.scalar(et, hi))
        elif et in INTS and to in INTS:
            src, dst = _info(et), _info(to)
            v = ops.Clamp(self.scalar(et, max(src.min, dst.min)), v, self.scalar(et, min(src.max, dst.max)))
        elif et in INTS and to in FLOATS:
            src, lim = _info(et), _EXACT_INT[to]
            v = ops.Clamp(self.scalar(et, max(src.min, -lim)), v, self.scalar(et, min(src.max, lim)))
        return ops.ConvertElementType(v, to)

    def canonical_nan(self, v):
        """NaNs made positive: IEEE 754 (spec §compare: totalOrder) leaves the sign of an arithmetic
        op's NaN open, and a total order (compare TOTALORDER, sort) sees it. abs clears the sign
        (spec §abs); a +NaN constant would not do: XLA:CPU folds select(x != x, NaN, x) to x."""
        if v.shape.element_type not in FLOATS:
            return v
        return self.ops.Select(self.ops.Ne(v, v), self.ops.Abs(v), v)

    def full(self, like, value):
        return self.ops.Broadcast(self.scalar(like.shape.element_type, value), like.shape.dimensions)

    def operand(self, et: str, dims: tuple | None = None, avoid=None):
        """A value of dtype `et` (and shape `dims`): found, converted or fitted, else a
        new parameter or constant; `avoid` (the other operand) only one time in ten."""
        other = avoid is None or self.chance(0.1)
        v = self.choose(lambda x: x.shape.element_type == et and (dims is None or x.shape.dimensions == dims)
                        and (other or x is not avoid))
        if v is None and self.chance(0.7):
            v = self.convert(self.choose(), et)
        if v is None:
            if self.chance(0.5) or dims is None:
                v = self.param(et, dims)
            else:
                v = self.const(et, dims)
        return v if dims is None else self.fit(v, dims)

    def index_scalar(self):
        """An s32 scalar from the data (any value: the index ops clamp it) or a constant."""
        v = self.choose(lambda x: x.shape.element_type in INTS)
        if v is None or self.chance(0.3):
            return self.scalar("s32", int(self.rng.integers(-2, 8)))
        v = self.fit(v, (1,)) if v.shape.dimensions != () else v
        return self.convert(self.ops.Reshape(v, ()), "s32")

    # ---- the op menu ------------------------------------------------------------------------
    def build(self):
        from .. import ops
        self.ops = ops
        for _ in range(int(self.rng.integers(1, 4))):
            self.values.append(self.param())
        menu = [(self.unary, 6), (self.binary, 8), (self.compare_select, 2), (self.clamp, 1), (self.convert_op, 2),
                (self.shape_op, 4), (self.concat, 1), (self.pad, 1), (self.iota, 0.5), (self.reduce, 2),
                (self.reduce_window, 1), (self.dot, 1.5), (self.dynamic, 1.5), (self.gather, 1),
                (self.scatter, 1), (self.sort, 1), (self.while_loop, 0.7), (self.conditional, 0.7)]
        w = np.array([x[1] for x in menu])
        for _ in range(self.n_ops):
            op = menu[int(self.rng.choice(len(menu), p=w / w.sum()))][0]
            try:
                out = op()
            except _Skip:
                continue
            if out is not None:
                self.values.append(out)
        k = int(self.rng.integers(1, 4))
        results = self.values[-k:]
        root = results[0] if len(results) == 1 else ops.Tuple(self.b, results)
        comp = self.b.build(root)
        return comp, self.params

    def unary(self):
        v = self.choose()
        et = v.shape.element_type
        if et in FLOATS:
            name = self.pick(("Exp", "Expm1", "Log", "Log1p", "Tanh", "Sin", "Cos", "Tan", "Logistic", "Sqrt",
                              "Rsqrt", "Cbrt", "Erf", "Floor", "Ceil", "Round", "RoundNearestEven", "Sign", "Abs",
                              "Neg", "IsFinite"))
        elif et == "pred":
            name = "Not"
        else:
            name = self.pick(("Abs", "Neg", "Not", "PopulationCount", "Clz", "Sign")
                             if et != "u32" else ("Not", "PopulationCount", "Clz"))
            if name in ("Abs", "Neg"):   # spec §Errors: integer overflow (-INT_MIN) is implementation-defined
                info = _info(et)
                v = self.ops.Clamp(self.scalar(et, -info.max), v, self.scalar(et, info.max))
        return getattr(self.ops, name)(v)

    def binary(self):
        a = self.choose()
        et, dims = a.shape.element_type, a.shape.dimensions
        bv = self.operand(et, dims, avoid=a)
        ops = self.ops
        if et in FLOATS:
            return getattr(ops, self.pick(("Add", "Sub", "Mul", "Div", "Rem", "Max", "Min", "Pow", "Atan2")))(a, bv)
        if et == "pred":
            return getattr(ops, self.pick(("And", "Or", "Xor")))(a, bv)
        name = self.pick(("Add", "Sub", "Mul", "Div", "Rem", "Max", "Min", "And", "Or", "Xor", "ShiftLeft",
                          "ShiftRightLogical", "ShiftRightArithmetic"))
        info, bits = _info(et), _BITS[et]
        if name in ("Add", "Sub", "Mul"):   # spec §Errors: integer overflow is implementation-defined
            lim = (2 ** (bits // 2 - 1) - 1) if name == "Mul" else (info.max // 2 if et != "u32" else 2 ** 30)
            lo = 0 if et == "u32" else -lim
            a, bv = (ops.Clamp(self.scalar(et, lo), x, self.scalar(et, lim)) for x in (a, bv))
            if name == "Sub" and et == "u32":   # (unsigned: no result below 0)
                a, bv = ops.Max(a, bv), ops.Min(a, bv)
        elif name in ("Div", "Rem"):
            # spec §divide/§remainder: x/0 and INT_MIN/-1 are not defined (§Errors): divisor -> 1 there
            bad = ops.Eq(bv, self.full(bv, 0))
            if et != "u32":
                bad = ops.Or(bad, ops.And(ops.Eq(bv, self.full(bv, -1)), ops.Eq(a, self.full(a, info.min))))
            bv = ops.Select(bad, self.full(bv, 1), bv)
        elif name.startswith("Shift"):   # spec §shift_*: says nothing of amounts >= the bit width: keep below
            bv = ops.Clamp(self.scalar(et, 0), bv, self.scalar(et, bits - 1))
        return getattr(ops, name)(a, bv)

    def compare_select(self):
        a = self.choose(lambda x: x.shape.element_type != "pred") or self.param("f32")
        et, dims = a.shape.element_type, a.shape.dimensions
        cmp = self.pick(("Eq", "Ne", "Lt", "Le", "Gt", "Ge"))
        b = self.operand(et, dims, avoid=a)
        if et in FLOATS and self.chance(0.3):
            cmp += "TotalOrder"   # spec §compare: TOTALORDER orders -NaN < -inf < ... -0 < +0 ... < NaN
            a, b = self.canonical_nan(a), self.canonical_nan(b)
        p = getattr(self.ops, cmp)(a, b)
        if self.chance(0.3):
            return p
        t = self.choose(lambda x: x.shape.dimensions == dims) or a
        return self.ops.Select(p, t, self.operand(t.shape.element_type, dims))

    def clamp(self):
        v = self.need(lambda x: x.shape.element_type != "pred")
        et = v.shape.element_type
        lo, hi = (self.operand(et, ()) if self.chance(0.5) else self.const(et) for _ in range(2))
        return self.ops.Clamp(lo, v, hi)   # spec §clamp: min(max(operand, min), max), NaN bounds included

    def convert_op(self):
        return self.convert(self.choose(), self.dtype())

    def shape_op(self):
        v, ops = self.choose(), self.ops
        dims = v.shape.dimensions
        kind = self.pick(("broadcast", "reshape", "transpose", "slice", "rev"))
        if kind == "broadcast" and len(dims) < 4:   # spec §broadcast_in_dim: a size-1 dim may stretch
            rank = len(dims) + int(self.rng.integers(1, 4 - len(dims) + 1))
            where = tuple(sorted(self.rng.choice(rank, len(dims), replace=False).tolist()))
            sizes = [int(self.rng.integers(1, 5)) for _ in range(rank)]
            for d, w in zip(dims, where):
                sizes[w] = d if d != 1 or self.chance(0.5) else sizes[w]
            return ops.BroadcastInDim(v, tuple(sizes), where)
        if kind == "reshape":   # the prime factors of the sizes, shuffled and regrouped
            flat = [f for d in dims for f in _factors(d)]
            self.rng.shuffle(flat)
            out = []
            for f in flat:
                if out and self.chance(0.4):
                    out[-1] *= f
                else:
                    out.append(f)
            if len(out) < 4 and self.chance(0.3):
                out.insert(int(self.rng.integers(0, len(out) + 1)), 1)
            return ops.Reshape(v, tuple(out))
        if kind == "transpose" and len(dims) > 1:
            return ops.Transpose(v, tuple(int(i) for i in self.rng.permutation(len(dims))))
        if kind == "slice" and dims:
            start = [int(self.rng.integers(0, d)) for d in dims]
            limit = [int(self.rng.integers(s + 1, d + 1)) for s, d in zip(start, dims)]
            strides = [int(self.rng.integers(1, 3)) for _ in dims]
            return ops.Slice(v, tuple(start), tuple(limit), tuple(strides))
        if dims:
            return ops.Rev(v, tuple(sorted(self.rng.choice(len(dims), int(self.rng.integers(1, len(dims) + 1)),
                                                           replace=False).tolist())))
        return None

    def concat(self):
        v = self.need(lambda x: x.shape.rank > 0)
        dims, et = v.shape.dimensions, v.shape.element_type
        axis = int(self.rng.integers(len(dims)))
        other = list(dims)
        other[axis] = int(self.rng.integers(1, 4))
        return self.ops.ConcatInDim(self.b, [v, self.operand(et, tuple(other))], axis)

    def pad(self):
        v = self.need(lambda x: x.shape.rank > 0)
        config = []
        for d in v.shape.dimensions:
            lo, hi, interior = (int(x) for x in (*self.rng.integers(-1, 3, 2), self.rng.integers(0, 2)))
            size = d + (d - 1) * interior
            if size + lo + hi < 1:   # (negative padding: keep one element)
                hi = 1 - size - lo
            config.append((lo, hi, interior))
        return self.ops.Pad(v, self.operand(v.shape.element_type, ()), config)

    def iota(self):
        dims = self.dims(int(self.rng.integers(1, 4)))
        et = self.pick(("s32", "f32", "u32", "bf16"))
        return self.ops.Iota(self.b, Shape.array_shape(et, dims), int(self.rng.integers(len(dims))))

    def _monoid(self, et: str, kind: str | None = None):
        """(combiner computation, init): spec §reduce wants body and init to form a monoid."""
        ops = self.ops
        if et == "pred":
            kind = kind or self.pick(("And", "Or"))
            init = kind == "And"
        else:
            kind = kind or self.pick(("Add", "Max", "Min", "Mul") if et in FLOATS else ("Add", "Max", "Min"))
            if kind in ("Add", "Mul"):
                init = 0 if kind == "Add" else 1
            elif et in FLOATS:
                init = -np.inf if kind == "Max" else np.inf
            else:
                init = _info(et).min if kind == "Max" else _info(et).max
        sub = XlaBuilder(f"{kind.lower()}_{et}")
        x, y = (ops.Parameter(sub, i, Shape.scalar(et), "xy"[i]) for i in range(2))
        return sub.build(getattr(ops, kind)(x, y)), self.scalar(et, init), kind

    def _no_overflow(self, v, kind: str):
        """Integer sums that cannot overflow (spec §Errors): summands at most 2^k, k by width."""
        et = v.shape.element_type
        if kind != "Add" or et not in INTS:
            return v
        lim = {"s8": 4, "s32": 2 ** 16, "u32": 2 ** 16}[et]
        return self.ops.Clamp(self.scalar(et, 0 if et == "u32" else -lim), v, self.scalar(et, lim))

    def reduce(self):
        v = self.need(lambda x: x.shape.rank > 0)
        comp, init, kind = self._monoid(v.shape.element_type)
        rank = v.shape.rank
        dims = sorted(self.rng.choice(rank, int(self.rng.integers(1, rank + 1)), replace=False).tolist())
        return self.ops.Reduce(self.b, [self._no_overflow(v, kind)], [init], comp, dims)

    def reduce_window(self):
        v = self.need(lambda x: x.shape.rank > 0 and x.shape.element_type != "pred")
        dims = v.shape.dimensions
        cumulative = self.chance(0.4)
        comp, init, kind = self._monoid(v.shape.element_type, "Add" if cumulative else self.pick(("Add", "Max", "Min")))
        if cumulative:   # a cumulative sum along one axis, as jax.lax.cumsum lowers
            axis = int(self.rng.integers(len(dims)))
            window = tuple(d if i == axis else 1 for i, d in enumerate(dims))
            strides = (1,) * len(dims)
            padding = tuple((d - 1, 0) if i == axis else (0, 0) for i, d in enumerate(dims))
        else:
            window = tuple(int(self.rng.integers(1, d + 1)) for d in dims)
            strides = tuple(int(self.rng.integers(1, 3)) for _ in dims)
            padding = tuple((int(self.rng.integers(0, 2)), int(self.rng.integers(0, 2))) for _ in dims)
        return self.ops.ReduceWindow([self._no_overflow(v, kind)], [init], comp, window, strides, padding)

    def dot(self):
        from dialect_defs.attrs import DotDimensionNumbers
        lhs = self.need(lambda x: x.shape.rank > 0 and x.shape.element_type in ("f32", "f64", "bf16", "f16", "s32"))
        et, dims = lhs.shape.element_type, lhs.shape.dimensions
        rank = len(dims)
        contract = int(self.rng.integers(rank))
        batch = [i for i in range(rank) if i != contract and self.chance(0.3)]
        rhs_dims = tuple(dims[i] for i in batch) + (dims[contract],) + tuple(self.dims(int(self.rng.integers(0, 2))))
        rhs = self.operand(et, rhs_dims)
        if et == "s32":   # spec §Errors: overflow; |sum| <= 7 * 100^2 * 7 fits
            lhs, rhs = (self.ops.Clamp(self.scalar(et, -100), x, self.scalar(et, 100)) for x in (lhs, rhs))
        dn = DotDimensionNumbers((contract,), (len(batch),), tuple(batch), tuple(range(len(batch))))
        return self.ops.DotGeneral(lhs, rhs, dn)

    def dynamic(self):
        v = self.need(lambda x: x.shape.rank > 0)
        dims, ops = v.shape.dimensions, self.ops
        sizes = tuple(int(self.rng.integers(1, d + 1)) for d in dims)
        starts = [self.index_scalar() for _ in dims]   # spec §dynamic_slice: start indices are clamped
        if self.chance(0.5):
            return ops.DynamicSlice(v, starts, sizes)
        update = self.operand(v.shape.element_type, sizes)
        return ops.DynamicUpdateSlice(v, update, starts)   # spec §dynamic_update_slice: clamped too

    def _indices(self, n: int, limit: int, unique: bool):
        """s32[n,1] start indices: out of range ones too (spec: gather clamps, scatter skips)."""
        if unique:
            picked = self.rng.choice(np.arange(-2, limit + 2), min(n, limit + 4), replace=False)[:n]
        else:
            picked = self.rng.integers(-2, limit + 2, n)
        return self.ops.Constant(self.b, np.asarray(picked, np.int32).reshape(-1, 1)), len(picked)

    def gather(self):
        from dialect_defs.ops_indexing import GatherDimensionNumbers
        v = self.need(lambda x: x.shape.rank > 0)
        dims = v.shape.dimensions
        axis = int(self.rng.integers(len(dims)))
        idx, _ = self._indices(int(self.rng.integers(1, 6)), dims[axis], unique=False)
        if self.chance(0.3):   # data-dependent indices
            idx = self.ops.Reshape(self.ops.Broadcast(self.index_scalar(), (1,)), (1, 1))
        offset = tuple(range(1, len(dims)))
        dn = GatherDimensionNumbers(offset, (axis,), (axis,), 1)
        return self.ops.Gather(v, idx, dn, tuple(1 if i == axis else d for i, d in enumerate(dims)))

    def scatter(self):
        from dialect_defs.ops_indexing import ScatterDimensionNumbers
        v = self.need(lambda x: x.shape.rank > 0)
        dims, et = v.shape.dimensions, v.shape.element_type
        axis = int(self.rng.integers(len(dims)))
        kind = self.pick(("Add", "Max", "Min", "Set")) if et != "pred" else self.pick(("Or", "Set"))
        # spec §scatter: the order of updates is implementation-defined: indices are unique
        # unless the combiner is associative and commutative on this type (not float add)
        unique = kind == "Set" or (kind == "Add" and et in FLOATS)
        idx, n = self._indices(int(self.rng.integers(1, 6)), dims[axis], unique)
        upd = self.operand(et, (n,) + tuple(d for i, d in enumerate(dims) if i != axis))
        if kind == "Set":
            sub = XlaBuilder(f"set_{et}")
            self.ops.Parameter(sub, 0, Shape.scalar(et), "x")
            comp = sub.build(self.ops.Parameter(sub, 1, Shape.scalar(et), "y"))
        else:
            comp = self._monoid(et, kind)[0]
            v, upd = self._no_overflow(v, kind), self._no_overflow(upd, kind)
        dn = ScatterDimensionNumbers(tuple(range(1, len(dims))), (axis,), (axis,), 1)
        return self.ops.Scatter(v, idx, upd, comp, dn)

    def sort(self):
        keys = self.need(lambda x: x.shape.rank > 0 and x.shape.element_type != "pred")
        ops, et, dims = self.ops, keys.shape.element_type, keys.shape.dimensions
        operands = [self.canonical_nan(keys)] + ([self.operand(self.dtype(), dims)] if self.chance(0.5) else [])
        sub = XlaBuilder("comparator")
        params = [ops.Parameter(sub, i, Shape.scalar(x.shape.element_type), f"c{i}")
                  for i, x in enumerate(o for o in operands for _ in (0, 1))]
        # spec §sort: the comparator must be a strict weak order: floats by total order
        # (NaN included); ties kept in order by is_stable
        less = "LtTotalOrder" if et in FLOATS else "Lt"
        if self.chance(0.3):
            less = less.replace("Lt", "Gt")
        comp = sub.build(getattr(ops, less)(params[0], params[1]))
        out = ops.Sort(self.b, operands, comp, int(self.rng.integers(len(dims))), True)
        return ops.GetTupleElement(out, int(self.rng.integers(len(operands)))) if len(operands) > 1 else out

    def _body_ops(self, v, steps: int):
        """A few element-wise ops of v with constants (while bodies, conditional branches)."""
        ops, et, dims = self.ops, v.shape.element_type, v.shape.dimensions
        for _ in range(steps):
            if et == "pred":
                v = ops.Not(v)
                continue
            c = ops.Broadcast(self.scalar(et, self.pick((0.5, 1.5, -2.0, 0.25) if et in FLOATS else (3, 5))), dims)
            floats = (lambda x: ops.Add(ops.Mul(x, c), ops.Sin(x)), ops.Tanh, lambda x: ops.Sub(x, c),
                      lambda x: ops.Max(x, ops.Neg(x)))
            v = self.pick(floats if et in FLOATS else (lambda x: ops.Xor(x, c), ops.Not, lambda x: ops.Max(x, c)))(v)
        return v

    def while_loop(self):
        """A bounded loop: (counter, value) while counter < trips (spec §while)."""
        ops, v = self.ops, self.choose()
        state = Shape.tuple_shape([Shape.scalar("s32"), v.shape])
        trips, steps = int(self.rng.integers(0, 5)), int(self.rng.integers(1, 4))
        cb = XlaBuilder("cond")
        p = ops.Parameter(cb, 0, state, "s")
        cond = cb.build(ops.Lt(ops.GetTupleElement(p, 0), ops.Constant(cb, np.int32(trips))))
        bb = XlaBuilder("body")
        p = ops.Parameter(bb, 0, state, "s")
        saved, self.b = self.b, bb
        try:
            nxt = self._body_ops(ops.GetTupleElement(p, 1), steps)
            body = bb.build(ops.Tuple(bb, [ops.Add(ops.GetTupleElement(p, 0), ops.Constant(bb, np.int32(1))), nxt]))
        finally:
            self.b = saved
        out = ops.While(cond, body, ops.Tuple(self.b, [self.scalar("s32", 0), v]))
        return ops.GetTupleElement(out, 1)

    def conditional(self):
        """spec §case/§if: an index out of range runs the last branch (defined)."""
        ops, v = self.ops, self.choose()
        branches = []
        for k in range(int(self.rng.integers(2, 4))):
            sb = XlaBuilder(f"branch{k}")
            saved, self.b = self.b, sb
            try:
                branches.append(sb.build(self._body_ops(ops.Parameter(sb, 0, v.shape, "x"), k + 1)))
            finally:
                self.b = saved
        return ops.Conditional(self.index_scalar(), branches, [v] * len(branches))


def _factors(d: int) -> list[int]:
    out, k = [], 2
    while d > 1:
        while d % k == 0:
            out.append(k)
            d //= k
        k += 1
    return out


def items(seed: int, n: int, n_ops: int = 12, start: int = 0) -> list:
    """Corpus items random-S-I (I in start .. start+n-1): StableHLO text and inputs (.npz bytes)."""
    from ..program import as_stablehlo_module
    from .corpus import Item
    from .inputs import save_npz
    out = []
    for i in range(start, start + n):
        comp, params = program(seed, i, n_ops)
        name = f"random-{seed}-{i}" + (f"-k{n_ops}" if n_ops != 12 else "")
        header = (f"// {name}: hlobridge difftest --random 1 --random-start {i} --seed {seed}"
                  f" --random-ops {n_ops}\n")
        inputs = random_inputs(params, np.random.default_rng([seed, i, 1]))
        out.append(Item(name, header + str(as_stablehlo_module(comp)), save_npz(inputs)))
    return out
