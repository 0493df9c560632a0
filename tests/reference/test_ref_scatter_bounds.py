"""Scatter windows partly outside the operand: the spec and XLA differ, and each engine keeps
its own side. The spec updates each element of a window that is in bounds and skips the
others (the numpy reference follows it, as StableHLO's interpreter does); XLA skips the
whole window, which jax documents for its FILL_OR_DROP mode (the default of `.at[]`
updates), so PJRT keeps computing what jax programs rely on. Both oracles are written here,
element by element; docs/reference.md lists the difference."""
from __future__ import annotations

import numpy as np
import pytest

import bridge


def _scatter_program(operand, indices, updates, uwd, inserted, s2o, ivd, combine="add"):
    """A StableHLO scatter (one or two operands: same indices, same combiner on each)."""
    def t(a):
        et = {"float32": "f32", "int32": "i32", "complex64": "complex<f32>"}[a.dtype.name]
        return f"tensor<{'x'.join(map(str, a.shape))}x{et}>"
    n = len(operand)
    ins = ", ".join(f"%o{k}: {t(o)}" for k, o in enumerate(operand))
    ups = ", ".join(f"%u{k}: {t(u)}" for k, u in enumerate(updates))
    scalars = [t(o).split("x")[-1].rstrip(">") for o in operand]
    region_args = ", ".join([f"%a{k}: tensor<{s}>" for k, s in enumerate(scalars)]
                            + [f"%b{k}: tensor<{s}>" for k, s in enumerate(scalars)])
    body = "\n".join(f"      %r{k} = stablehlo.{combine} %a{k}, %b{k} : tensor<{s}>" for k, s in enumerate(scalars))
    results = ", ".join(t(o) for o in operand)
    return f"""func.func @main({ins}, %i: {t(indices)}, {ups}) -> ({results}) {{
  %0:{n} = "stablehlo.scatter"({', '.join(f'%o{k}' for k in range(n))}, %i, {', '.join(f'%u{k}' for k in range(n))}) ({{
    ^bb0({region_args}):
{body}
      stablehlo.return {', '.join(f'%r{k}' for k in range(n))} : {', '.join(f'tensor<{s}>' for s in scalars)}
  }}) {{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = {list(uwd)},
       inserted_window_dims = {list(inserted)}, scatter_dims_to_operand_dims = {list(s2o)}, index_vector_dim = {ivd}>}}
     : ({', '.join([t(o) for o in operand] + [t(indices)] + [t(u) for u in updates])}) -> ({results})
  return {', '.join(f'%0#{k}' for k in range(n))} : {results}
}}"""


def _scatter(operand, indices, updates, uwd, inserted, s2o, ivd, combine, whole_windows: bool):
    """Scatter element by element (no batching dimensions). The spec: an element whose result
    index is out of bounds is skipped, the rest of its window written; `whole_windows`
    (XLA): a window with any element out of bounds is skipped whole."""
    out = [np.array(o, copy=True) for o in operand]
    ind = np.moveaxis(indices[..., None] if ivd == indices.ndim else indices, ivd, -1)
    window_dims = [d for d in range(operand[0].ndim) if d not in inserted]
    window = [updates[0].shape[d] for d in uwd]
    for u_index in np.ndindex(*updates[0].shape):
        scatter_index = tuple(i for d, i in enumerate(u_index) if d not in uwd)
        start = ind[scatter_index]
        full = [0] * operand[0].ndim
        for k, d in enumerate(s2o):
            full[d] = int(start[k])
        corner = list(full)
        for k, d in enumerate(window_dims):
            full[d] += u_index[uwd[k]]
            corner[d] += window[k] - 1
        inside = all(0 <= i < n for i, n in zip(full, operand[0].shape))
        if whole_windows:
            inside = all(0 <= i and j < n for i, j, n in zip(full, corner, operand[0].shape)) and all(
                0 <= full[d] - u_index[uwd[k]] for k, d in enumerate(window_dims))
        if inside:
            for o, u in zip(out, updates):
                o[tuple(full)] = combine(o[tuple(full)], u[u_index])
    return out


SCATTERS = {   # operand shapes, indices, update shapes, update_window_dims, inserted, scatter_dims_to_operand_dims, ivd
    "rows partly below": ([(5, 4)], [[4], [-1], [2]], [(3, 2, 4)], (1, 2), (), (0,), 1),
    "2-d windows at corners": ([(6, 7)], [[5, 6], [-2, -1], [1, 1]], [(3, 3, 3)], (1, 2), (), (0, 1), 1),
    "index_vector_dim 0": ([(5, 4)], [[4, -1, 2]], [(3, 2, 4)], (1, 2), (), (0,), 0),
    "implicit index vector": ([(6,)], [4, -2, 0], [(3, 3)], (1,), (), (0,), 1),
    "inserted dim and a window": ([(4, 6)], [[1, 5], [3, -2]], [(2, 3)], (1,), (0,), (0, 1), 1),
    "two operands": ([(5, 4), (5, 4)], [[4], [-1]], [(2, 2, 4), (2, 2, 4)], (1, 2), (), (0,), 1),
}


def _case(case):
    shapes, idx, update_shapes, uwd, inserted, s2o, ivd = SCATTERS[case]
    rng = np.random.default_rng(3)
    dtypes = [np.float32, np.int32][:len(shapes)]
    operand = [rng.integers(-9, 9, s).astype(dt) for s, dt in zip(shapes, dtypes)]
    updates = [rng.integers(1, 9, s).astype(dt) for s, dt in zip(update_shapes, dtypes)]
    indices = np.array(idx, np.int32)
    program = _scatter_program(operand, indices, updates, uwd, inserted, s2o, ivd)
    return program, [*operand, indices, *updates], (operand, indices, updates, uwd, inserted, s2o, ivd, np.add)


@pytest.mark.parametrize("case", sorted(SCATTERS))
def test_the_reference_updates_the_elements_of_a_window_that_are_inside(case):
    program, args, spec = _case(case)
    for got, want in zip(bridge.reference.evaluate(program, args), _scatter(*spec, whole_windows=False)):
        np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("case", sorted(SCATTERS))
def test_pjrt_skips_a_window_that_is_partly_outside_as_xla_and_jax_do(case):
    program, args, spec = _case(case)
    for got, want in zip(bridge.execute(program, args), _scatter(*spec, whole_windows=True)):
        np.testing.assert_array_equal(got, want)
    assert bridge.difftest(program, inputs=args).verdict == "mismatch"   # the two sides, shown
