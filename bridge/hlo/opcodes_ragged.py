"""ragged-dot: a dot whose lhs rows are split into groups, each multiplied by its own rhs.

    r = f32[11,7] ragged-dot(lhs f32[11,5], rhs f32[3,5,7], group_sizes s32[3]),
        lhs_contracting_dims={1}, rhs_contracting_dims={1}, lhs_ragged_dims={0}, rhs_group_dims={0}

Rows [start_g, end_g) of the lhs ragged dimension (end = cumsum(group_sizes)) use rhs[g].
XLA:CPU cannot run the ragged-dot opcode ("not supported by XLA:CPU ThunkEmitter") and jax
lowers jax.lax.ragged_dot to its definition on CPU; so do we: the lhs broadcast over the
groups and masked to each group's rows, then one dot_general contracting the group
dimension too. The mode with a ragged non-contracting lhs dimension and a group dimension
in the rhs (the mixture-of-experts form) is read; the others fail naming the mode.
"""
from __future__ import annotations

import numpy as np

from bridge import dtypes


def ragged_dot(i):
    i.arity(3)
    lhs, rhs, sizes = (o.shape for o in i.ops)
    lc, rc = i.attr("lhs_contracting_dims", "ints"), i.attr("rhs_contracting_dims", "ints")
    lb, rb = i.attr("lhs_batch_dims", "ints", ()), i.attr("rhs_batch_dims", "ints", ())
    ragged, group = i.attr("lhs_ragged_dims", "ints"), i.attr("rhs_group_dims", "ints", ())
    i.attr("operand_precision", "idents", None)
    if lb or rb or len(ragged) != 1 or len(group) != 1 or ragged[0] in lc:
        i.fail("only the ragged non-contracting lhs dimension with an rhs group dimension (no batch "
               "dimensions) is read; this ragged-dot uses another mode")
    r, g = ragged[0], group[0]
    if not (lhs.is_array and rhs.is_array and sizes.is_array) or sizes.rank != 1 or not 0 <= r < lhs.rank \
            or not 0 <= g < rhs.rank or sizes.dimensions[0] != rhs.dimensions[g] \
            or not dtypes.is_integer(sizes.element_type):
        i.fail(f"operands {lhs}, {rhs}, {sizes} do not fit lhs_ragged_dims={{{r}}}, rhs_group_dims={{{g}}} "
               "(group_sizes is an integer vector of the rhs group dimension's size)")
    ops, b = i.em.ops, i.b
    count, rows = rhs.dimensions[g], lhs.dimensions[r]
    # end_g = sum(sizes[:g+1]), start_g = end_g - sizes[g]: a lower-triangular ones matrix times the sizes
    tri = ops.Constant(b, np.tril(np.ones((count, count), dtype=sizes.dtype)))
    from dialect_defs.attrs import DotDimensionNumbers
    end = ops.DotGeneral(tri, i.ops[2], DotDimensionNumbers((1,), (0,)))
    start = ops.Sub(end, i.ops[2])
    grid = (count, rows)
    index = ops.Iota(b, i.ops[2].shape.with_dimensions(grid), 1)
    mask = ops.And(ops.Ge(index, ops.BroadcastInDim(start, grid, (0,))),
                   ops.Lt(index, ops.BroadcastInDim(end, grid, (0,))))
    wide = (count, *lhs.dimensions)
    keep = ops.BroadcastInDim(mask, wide, (0, r + 1))
    zero = ops.BroadcastInDim(ops.Constant(b, np.zeros((), lhs.dtype)), wide, ())
    masked = ops.Select(keep, ops.BroadcastInDim(i.ops[0], wide, tuple(range(1, lhs.rank + 1))), zero)
    dn = DotDimensionNumbers((0, *[c + 1 for c in lc]), (g, *rc))
    preferred = i.shape.element_type if i.shape is not None and i.shape.is_array else None
    return "DotGeneral", (masked, i.ops[1], dn), {
        "preferred_element_type": None if preferred in (None, lhs.element_type) else preferred}
