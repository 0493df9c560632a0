"""A seeded-bug corpus for `difftest --localize` (tests/difftest/test_dt_localize.py, benchmarks).

Programs: builder programs (bridge.XlaBuilder, every step tagged with OpMetadata naming
`seeded_model.py:<LINE0 + step>`) and jax programs (lowered at run time with debug info;
each step under its own `named_scope`, so each op's location is unique) with or without a
`fori_loop`. A planted backend is the numpy reference with ONE op of the module (found by
its name and printed location) computed wrongly: a few ULP off, a wrong transpose, an
off-by-one slice, a flipped comparison. Everything else it computes as the reference does.
"""
from __future__ import annotations

import numpy as np

LINE0 = 1000
ULP_OPS = frozenset({"stablehlo.add", "stablehlo.subtract", "stablehlo.multiply", "stablehlo.tanh",
                     "stablehlo.sine", "stablehlo.logistic", "stablehlo.maximum", "stablehlo.exponential",
                     "stablehlo.dot_general", "stablehlo.divide"})
BUGS = {**{n: "ulp" for n in ULP_OPS}, "stablehlo.transpose": "transpose", "stablehlo.slice": "slice",
        "stablehlo.compare": "compare"}
TAP = 6   # every TAP-th value of a chain is an output: selects and saturations forget older errors
_FLIP = {"LT": "GT", "GT": "LT", "LE": "GE", "GE": "LE"}


# ---------------------------------------------------------------- planted backends

def planted(op_name: str, loc: str, ulps: int = 3):
    """run(prepared, inputs): the reference, except the op named `op_name` at location `loc`."""
    import bridge.reference.interpreter as ri
    from bridge.diff.modinfo import walk_ops
    table = dict(ri.KERNELS)
    original = table[op_name]
    wrong = _WRONG[BUGS[op_name]]

    def factory(info):
        run = original(info)
        return wrong(info, run, ulps) if str(info.op.location) == loc else run
    table[op_name] = factory

    cache: dict = {}   # like a real backend's compile cache: text (+ whether it holds the op)

    def run(prepared, inputs):
        key = (prepared.text, any(str(o.location) == loc for o in walk_ops(prepared.module) if o.name == op_name))
        program = cache.get(key)
        if program is None:
            program = cache[key] = ri.Program(prepared.module)
        saved = ri.KERNELS
        ri.KERNELS = table   # the interpreter reads the table when it compiles a function
        try:
            return program.run(list(inputs))
        finally:
            ri.KERNELS = saved
    return run


def _ulp(info, run, ulps):
    def perturbed(frame, *xs):
        y = np.array(run(frame, *xs))
        for _ in range(ulps):
            y = np.nextafter(y, np.array(np.inf, y.dtype)).astype(y.dtype)
        return y
    return perturbed


def _transpose(info, run, ulps):
    perm = list(info.ints("permutation"))
    wrong = perm[1:] + perm[:1]   # a rotated permutation; same shape only for equal dims, else flip

    def perturbed(frame, x):
        y = np.transpose(x, wrong)
        return y if y.shape == np.shape(run(frame, x)) else np.flip(run(frame, x), 0)
    return perturbed


def _slice(info, run, ulps):
    start, limit = list(info.ints("start_indices")), list(info.ints("limit_indices"))
    strides = list(info.ints("strides")) or [1] * len(start)
    dim = info.operand_types[0].shape

    def perturbed(frame, x):
        for d in range(len(start)):   # shift the window by one along the first dim that allows it
            for s in (1, -1):
                if 0 <= start[d] + s and limit[d] + s <= dim[d]:
                    idx = tuple(slice(start[k] + (s if k == d else 0), limit[k] + (s if k == d else 0), strides[k])
                                for k in range(len(start)))
                    return np.ascontiguousarray(x[idx])
        return np.flip(run(frame, x), 0)
    return perturbed


def _compare(info, run, ulps):
    direction = info.enum("comparison_direction")

    def perturbed(frame, a, b):
        if direction in _FLIP:   # a > b computed for a < b ...
            return run(frame, b, a)
        return np.logical_not(run(frame, a, b))
    return perturbed


_WRONG = {"ulp": _ulp, "transpose": _transpose, "slice": _slice, "compare": _compare}


def targets(module) -> list:
    """Ops a planted bug can hit: a bug kind for their name, a (name, location) pair no other op
    has, not inside a per-element region (reduce, sort ... bodies are blamed on their owner)."""
    from bridge.diff.modinfo import walk_ops
    seen: dict = {}
    ops = []
    for op in walk_ops(module):
        if op.name not in BUGS or (BUGS[op.name] == "ulp" and "xf32>" not in str(op.results[0].type)):
            continue
        key = (op.name, str(op.location))
        seen[key] = seen.get(key, 0) + 1
        ops.append((op, key))
    return [op for op, key in ops if seen[key] == 1 and _region_ok(op)]


def _region_ok(op) -> bool:
    parent = op.parent
    while parent is not None and parent.name != "func.func":
        if parent.name != "stablehlo.while":
            return False
        parent = parent.parent
    return True


# ---------------------------------------------------------------- builder programs

def builder_program(seed: int, steps: int):
    """f32[4,4] x, y -> one chain of `steps` steps (1-3 ops each), returning every TAP-th
    value and the last one."""
    from bridge import Shape, XlaBuilder, ops
    from bridge.provenance import OpMetadata
    rng = np.random.default_rng(seed)
    b = XlaBuilder(f"seeded_{seed}")
    t = Shape.array_shape(np.float32, (4, 4))
    x = ops.Parameter(b, 0, t, "x")
    y = ops.Parameter(b, 1, t, "y")
    v, taps = x, []
    for i in range(steps):
        if i % TAP == TAP - 1:
            taps.append(v)
        b.set_op_metadata(OpMetadata(op_name=f"model/step{i}", source_file="seeded_model.py",
                                     source_line=LINE0 + i))
        k = rng.integers(9)
        if k == 0:
            v = ops.Tanh(ops.Mul(v, y))
        elif k == 1:
            v = ops.Add(v, y)
        elif k == 2:
            v = ops.Transpose(v, (1, 0))
        elif k == 3:   # rotate rows: two slices and a concatenation
            v = ops.ConcatInDim(b, [ops.Slice(v, (1, 0), (4, 4)), ops.Slice(v, (0, 0), (1, 4))], 0)
        elif k == 4:
            v = ops.Select(ops.Lt(v, x), v, y)
        elif k == 5:
            v = ops.Sin(v)
        elif k == 6:
            v = ops.Sub(v, x)
        elif k == 7:
            v = ops.Logistic(v)
        else:
            v = ops.Max(v, ops.Neg(y))
    b.clear_op_metadata()
    return b.build(ops.Tuple(b, taps + [v]))


# ---------------------------------------------------------------- jax programs

def _steps():
    import jax
    import jax.numpy as jnp
    return [   # one line each: the line is the op's source line in the module
        lambda v, x, y: jnp.tanh(v * y),
        lambda v, x, y: v + y,
        lambda v, x, y: v.T,
        lambda v, x, y: jnp.concatenate([v[1:], v[:1]], axis=0),
        lambda v, x, y: jnp.where(v < x, v, y),
        lambda v, x, y: jnp.sin(v),
        lambda v, x, y: jnp.exp(-jnp.abs(v)),
        lambda v, x, y: jax.nn.sigmoid(v @ y),
        lambda v, x, y: jnp.maximum(v, -y),
        lambda v, x, y: v / (1.0 + jnp.abs(y)),
    ]


def jax_program(seed: int, steps: int, loop_steps: int = 0, trips: int = 3) -> str:
    """StableHLO text (with locations) of a jax function of `steps` steps, then a fori_loop
    of `loop_steps` steps run `trips` times, returning v, its sum and every TAP-th value."""
    import jax
    import jax.numpy as jnp
    rng = np.random.default_rng(seed)
    table = _steps()
    kinds = rng.integers(len(table), size=steps + loop_steps)

    def f(x, y):
        v, taps = x, []
        for i, k in enumerate(kinds[:steps]):
            if i % TAP == TAP - 1:
                taps.append(v)
            with jax.named_scope(f"s{i}"):
                v = table[k](v, x, y)
        if loop_steps:
            def body(j, v):
                for i, k in enumerate(kinds[steps:]):
                    with jax.named_scope(f"l{i}"):
                        v = table[k](v, x, y)
                return v
            v = jax.lax.fori_loop(0, trips, body, v)
        return v, jnp.sum(v), *taps
    s = jax.ShapeDtypeStruct((4, 4), jnp.float32)
    return jax.jit(f).lower(s, s).as_text(debug_info=True)
