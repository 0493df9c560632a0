"""Hand-written HLO modules with inputs and expected outputs.

Expected values come from the operation-semantics seed's worked examples (marked "seed")
or from an independent numpy computation — never from the code under test. The texts
use both of XLA's print forms: the short one (jaxlib's as_hlo_text) and the long one
(`%` names, operand shapes, computation signatures).
"""
from __future__ import annotations

from typing import NamedTuple

import ml_dtypes
import numpy as np


class Case(NamedTuple):
    name: str
    text: str
    args: tuple
    expected: tuple


F = np.float32
X23 = np.array([[1.5, -2.0, 3.0], [0.25, 5.0, -6.0]], F)
V4 = np.array([3.0, -1.0, 4.0, 1.5], F)
M34 = np.arange(12, dtype=F).reshape(3, 4) - 5.0

CASES: list[Case] = []


def case(name, text, args, expected):
    CASES.append(Case(name, text, tuple(args), tuple(expected)))


case("broadcast_add_layouts", """
HloModule broadcast_add, entry_computation_layout={(f32[2,3]{1,0}, f32[3]{0})->f32[2,3]{1,0}}

ENTRY main {
  x = f32[2,3]{1,0} parameter(0), metadata={op_name="jit(f)/add" source_file="f.py" source_line=3}
  v = f32[3]{0} parameter(1), sharding={replicated}
  vb = f32[2,3]{1,0} broadcast(v), dimensions={1}
  ROOT sum = f32[2,3]{1,0} add(x, vb), frontend_attributes={_xla_note="ignored"}
}
""", [X23, np.array([10, 20, 30], F)], [X23 + np.array([10, 20, 30], F)])

case("long_form_signature", """
HloModule long_form, entry_computation_layout={(f32[4]{0}, f32[4]{0})->(f32[4]{0}, pred[4]{0})}

%scale (p.0: f32[4]) -> f32[4] {
  %p.0 = f32[4]{0} parameter(0)
  %two = f32[] constant(2)
  %b = f32[4]{0} broadcast(f32[] %two), dimensions={}
  ROOT %m = f32[4]{0} multiply(f32[4]{0} %p.0, f32[4]{0} %b)
}

ENTRY %main.7 (a: f32[4], b: f32[4]) -> (f32[4], pred[4]) {
  %a = f32[4]{0} parameter(0)
  %b = f32[4]{0} parameter(1)
  %c = f32[4]{0} call(f32[4]{0} %a), to_apply=%scale
  %lt = pred[4]{0} compare(f32[4]{0} %c, f32[4]{0} %b), direction=LT
  %sel = f32[4]{0} select(pred[4]{0} %lt, f32[4]{0} %c, f32[4]{0} %b)
  ROOT %t = (f32[4]{0}, pred[4]{0}) tuple(f32[4]{0} %sel, pred[4]{0} %lt)
}
""", [V4, np.array([1.0, 1.0, 10.0, 1.0], F)],
     [np.minimum(2 * V4, np.array([1.0, 1.0, 10.0, 1.0], F)), 2 * V4 < np.array([1.0, 1.0, 10.0, 1.0], F)])

case("clamp_seed", """
HloModule clamp
ENTRY e {
  operand = s32[3] parameter(0)
  lo = s32[] constant(0)
  hi = s32[] constant(6)
  ROOT c = s32[3] clamp(lo, operand, hi)
}
""", [np.array([-1, 5, 9], np.int32)], [np.array([0, 5, 6], np.int32)])   # seed: Clamp

case("concat_seed", """
HloModule concat
ENTRY e {
  a = s32[3,2] constant({ {1, 2}, {3, 4}, {5, 6} })
  b = s32[1,2] constant({ {7, 8} })
  ROOT c = s32[4,2] concatenate(a, b), dimensions={0}
}
""", [], [np.array([[1, 2], [3, 4], [5, 6], [7, 8]], np.int32)])   # seed: ConcatInDim 2-D

case("dynamic_slice_seed", """
HloModule ds
ENTRY e {
  b = f32[4,3] parameter(0)
  i = s32[] constant(2)
  j = s32[] constant(1)
  ROOT s = f32[2,2] dynamic-slice(b, i, j), dynamic_slice_sizes={2,2}
}
""", [np.arange(12, dtype=F).reshape(4, 3)], [np.array([[7, 8], [10, 11]], F)])   # seed: DynamicSlice 2-D

case("dynamic_update_slice_seed", """
HloModule dus
ENTRY e {
  a = f32[5] parameter(0)
  u = f32[2] constant({5, 6})
  s = s32[] constant(2)
  ROOT r = f32[5] dynamic-update-slice(a, u, s)
}
""", [np.arange(5, dtype=F)], [np.array([0, 1, 5, 6, 4], F)])   # seed: DynamicUpdateSlice 1-D

case("constants_special", """
HloModule constants
ENTRY e {
  f = f32[2,3] constant({ { 1.5, -0, nan }, { inf, -inf, 1e-30 } })
  p = pred[3] constant({true, false, 1})
  h = bf16[3] constant({1, 2.5, -3})
  i = u64[2] constant({18446744073709551615, 0})
  ROOT t = (f32[2,3], pred[3], bf16[3], u64[2]) tuple(f, p, h, i)
}
""", [], [np.array([[1.5, -0.0, np.nan], [np.inf, -np.inf, 1e-30]], F), np.array([True, False, True]),
          np.array([1, 2.5, -3], ml_dtypes.bfloat16), np.array([2**64 - 1, 0], np.uint64)])

case("tuple_constant_and_gte", """
HloModule tuple_constant
ENTRY e {
  t = (s32[2], (f32[], pred[])) constant(({1, 2}, (0.5, true)))
  inner = (f32[], pred[]) get-tuple-element(t), index=1
  ROOT x = f32[] get-tuple-element(inner), index=0
}
""", [], [np.float32(0.5)])

def _pad_interior(a, config):
    """numpy pad with XLA's (low, high, interior) per dimension (non-negative here)."""
    out = a
    for d, (lo, hi, interior) in enumerate(config):
        if interior:
            idx = np.repeat(np.arange(1, out.shape[d]), interior)
            out = np.insert(out, idx, 0, axis=d)
        out = np.pad(out, [(lo, hi) if k == d else (0, 0) for k in range(out.ndim)])
    return out


case("slice_pad_reverse_transpose", """
HloModule shapes
ENTRY e {
  m = f32[3,4] parameter(0)
  s = f32[2,2] slice(m), slice={[1:3], [0:4:2]}
  zero = f32[] constant(0)
  p = f32[4,5] pad(s, zero), padding=1_1x0_2_1
  r = f32[4,5] reverse(p), dimensions={0}
  ROOT t = f32[5,4] transpose(r), dimensions={1,0}
}
""", [M34], [_pad_interior(M34[1:3, 0:4:2], [(1, 1, 0), (0, 2, 1)])[::-1].T])

case("reduce_and_reshape_iota", """
HloModule reduce
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  m = f32[3,4] parameter(0)
  z = f32[] constant(0)
  r = f32[3] reduce(m, z), dimensions={1}, to_apply=add
  i = s32[3] iota(), iota_dimension=0
  fi = f32[3] convert(i)
  sum = f32[3] add(r, fi)
  ROOT out = f32[1,3] reshape(sum)
}
""", [M34], [(M34.sum(axis=1) + np.arange(3, dtype=F)).reshape(1, 3)])

case("argmax_variadic_reduce", """
HloModule argmax
argmax {
  v0 = f32[] parameter(0)
  i0 = s32[] parameter(1)
  v1 = f32[] parameter(2)
  i1 = s32[] parameter(3)
  gt = pred[] compare(v0, v1), direction=GT
  eq = pred[] compare(v0, v1), direction=EQ
  lt = pred[] compare(i0, i1), direction=LT
  tie = pred[] and(eq, lt)
  take0 = pred[] or(gt, tie)
  v = f32[] select(take0, v0, v1)
  i = s32[] select(take0, i0, i1)
  ROOT r = (f32[], s32[]) tuple(v, i)
}
ENTRY e {
  x = f32[3,4] parameter(0)
  idx = s32[3,4] iota(), iota_dimension=1
  ninf = f32[] constant(-inf)
  z = s32[] constant(0)
  ROOT r = (f32[3], s32[3]) reduce(x, idx, ninf, z), dimensions={1}, to_apply=argmax
}
""", [np.array([[1, 5, 2, 5], [-1, -2, -3, -4], [0, 0, 9, 1]], F)],
     [np.array([5, -1, 9], F), np.array([1, 0, 2], np.int32)])

case("dot_batch_and_precision", """
HloModule dot
ENTRY e {
  a = f32[2,3,4] parameter(0)
  b = f32[2,4,5] parameter(1)
  ROOT d = f32[2,3,5] dot(a, b), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}, operand_precision={highest,highest}
}
""", [np.arange(24, dtype=F).reshape(2, 3, 4) / 7, np.arange(40, dtype=F).reshape(2, 4, 5) / 11],
     [np.einsum("bij,bjk->bik", np.arange(24, dtype=np.float64).reshape(2, 3, 4) / 7,
                np.arange(40, dtype=np.float64).reshape(2, 4, 5) / 11).astype(F)])


def _conv_nhwc(x, w, stride, pad):
    """Direct NHWC x HWIO convolution in float64 (cross-correlation, as XLA)."""
    x = np.pad(x.astype(np.float64), [(0, 0), pad[0], pad[1], (0, 0)])
    kh, kw, _, co = w.shape
    oh = (x.shape[1] - kh) // stride[0] + 1
    ow = (x.shape[2] - kw) // stride[1] + 1
    out = np.zeros((x.shape[0], oh, ow, co))
    for i in range(oh):
        for j in range(ow):
            patch = x[:, i * stride[0]:i * stride[0] + kh, j * stride[1]:j * stride[1] + kw, :]
            out[:, i, j, :] = np.einsum("nhwc,hwco->no", patch, w)
    return out.astype(F)


_CX = (np.arange(2 * 5 * 5 * 3, dtype=F).reshape(2, 5, 5, 3) % 7) - 3
_CW = (np.arange(3 * 3 * 3 * 4, dtype=F).reshape(3, 3, 3, 4) % 5) - 2
case("convolution_nhwc_dim_labels", """
HloModule conv
ENTRY e {
  x = f32[2,5,5,3] parameter(0)
  w = f32[3,3,3,4] parameter(1)
  ROOT c = f32[2,3,3,4] convolution(x, w), window={size=3x3 stride=2x2 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
}
""", [_CX, _CW], [_conv_nhwc(_CX, _CW, (2, 2), ((1, 1), (1, 1)))])

case("reduce_window_max_pool", """
HloModule pool
max {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT m = f32[] maximum(a, b)
}
ENTRY e {
  x = f32[4,4] parameter(0)
  ninf = f32[] constant(-inf)
  ROOT r = f32[2,2] reduce-window(x, ninf), window={size=2x2 stride=2x2}, to_apply=max
}
""", [np.arange(16, dtype=F).reshape(4, 4)[::-1]],
     [np.arange(16, dtype=F).reshape(4, 4)[::-1].reshape(2, 2, 2, 2).max(axis=(1, 3))])

case("while_sum_to_n", """
HloModule loop
cond {
  s = (s32[], s32[]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(10)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], s32[]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  acc = s32[] get-tuple-element(s), index=1
  one = s32[] constant(1)
  i1 = s32[] add(i, one)
  acc1 = s32[] add(acc, i1)
  ROOT t = (s32[], s32[]) tuple(i1, acc1)
}
ENTRY e {
  zero = s32[] constant(0)
  init = (s32[], s32[]) tuple(zero, zero)
  w = (s32[], s32[]) while(init), condition=cond, body=body
  ROOT r = s32[] get-tuple-element(w), index=1
}
""", [], [np.int32(sum(range(1, 11)))])

case("conditional_pred_and_index", """
HloModule cond
neg {
  x = f32[3] parameter(0)
  ROOT n = f32[3] negate(x)
}
dbl {
  x = f32[3] parameter(0)
  ROOT d = f32[3] add(x, x)
}
ENTRY e {
  p = pred[] parameter(0)
  k = s32[] parameter(1)
  x = f32[3] parameter(2)
  a = f32[3] conditional(p, x, x), true_computation=neg, false_computation=dbl
  ROOT b = f32[3] conditional(k, a, a, a), branch_computations={neg, dbl, neg}
}
""", [np.bool_(True), np.int32(1), np.array([1, -2, 3], F)], [np.array([-2, 4, -6], F)])

case("sort_with_comparator", """
HloModule sort
desc {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  c = f32[] parameter(2)
  d = f32[] parameter(3)
  ROOT gt = pred[] compare(a, b), direction=GT
}
ENTRY e {
  k = s32[5] parameter(0)
  v = f32[5] parameter(1)
  ROOT s = (s32[5], f32[5]) sort(k, v), dimensions={0}, is_stable=true, to_apply=desc
}
""", [np.array([3, 1, 4, 1, 5], np.int32), np.array([0, 1, 2, 3, 4], F)],
     [np.array([5, 4, 3, 1, 1], np.int32), np.array([4, 2, 0, 1, 3], F)])

case("gather_rows", """
HloModule gather
ENTRY e {
  x = f32[3,4] parameter(0)
  idx = s32[2,1] constant({ {2}, {0} })
  ROOT g = f32[2,4] gather(x, idx), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,4}
}
""", [M34], [M34[[2, 0]]])

case("scatter_add", """
HloModule scatter
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[4] parameter(0)
  idx = s32[3,1] constant({ {1}, {3}, {1} })
  upd = f32[3] constant({10, 20, 30})
  ROOT s = f32[4] scatter(x, idx, upd), update_window_dims={}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add
}
""", [V4], [V4 + np.array([0, 40, 0, 20], F)])

case("composite_seed", """
HloModule composite
computation {
  x = f32[] parameter(0)
  ROOT n = f32[] negate(x)
}
ENTRY e {
  cst = f32[] parameter(0)
  ROOT c = f32[] call(cst), to_apply=computation, is_composite=true, frontend_attributes={composite.name="foo.bar",composite.attributes={n = 1 : i32, tensor = dense<1> : tensor<i32>},composite.version="1"}
}
""", [np.float32(2.5)], [np.float32(-2.5)])

case("map_fusion_copy_bitcast", """
HloModule misc
mul3 {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  c = f32[] multiply(a, b)
  three = f32[] constant(3)
  ROOT d = f32[] multiply(c, three)
}
fused {
  p0 = f32[2,3] parameter(0)
  ROOT e = f32[2,3] exponential(p0)
}
ENTRY e {
  x = f32[2,3] parameter(0)
  m = f32[2,3] map(x, x), dimensions={0,1}, to_apply=mul3
  f = f32[2,3] fusion(m), kind=kLoop, calls=fused
  c = f32[2,3] copy(f)
  ROOT b = f32[6] bitcast(c)
}
""", [X23 / 10], [np.exp(3 * (X23 / 10) ** 2).reshape(6)])

case("bitcast_convert_and_logic", """
HloModule bits
ENTRY e {
  x = f32[3] parameter(0)
  b = u32[3] bitcast-convert(x)
  one = u32[] constant(1)
  ones = u32[3] broadcast(one), dimensions={}
  sh = u32[3] shift-left(b, ones)
  ROOT r = u32[3] shift-right-logical(sh, ones)
}
""", [np.array([1.0, -2.0, 0.5], F)], [np.array([1.0, -2.0, 0.5], F).view(np.uint32) & 0x7FFFFFFF])

case("select_with_a_scalar_predicate", """
HloModule select_scalar_pred
ENTRY main {
  p = pred[] parameter(0)
  a = f32[2,3] parameter(1)
  b = f32[2,3] parameter(2)
  ROOT s = f32[2,3] select(p, a, b)
}
""", [np.bool_(False), X23, -X23], [-X23])   # XLA: the predicate may be a scalar for the whole array

case("out_of_order_and_tuple_param", """
HloModule ooo
swap_add {
  ROOT r = f32[2] add(a, b)
  b = f32[2] get-tuple-element(t), index=1
  a = f32[2] get-tuple-element(t), index=0
  t = (f32[2], f32[2]) parameter(0)
}
ENTRY e {
  ROOT c = f32[2] call(t), to_apply=swap_add
  t = (f32[2], f32[2]) tuple(x, y)
  y = f32[2] parameter(1)
  x = f32[2] parameter(0)
}
""", [np.array([1, 2], F), np.array([10, 20], F)], [np.array([11, 22], F)])

case("complex_constants", """
HloModule complex
ENTRY e {
  x = c64[2] parameter(0)
  c = c64[2] constant({(0, 1), (2.5, -1)})
  s = c128[] constant((1e300, -0.5))
  m = c64[2] multiply(x, c)
  ROOT t = (c64[2], c128[]) tuple(m, s)
}
""", [np.array([1 + 1j, -2j], np.complex64)],
     [np.array([1 + 1j, -2j], np.complex64) * np.array([1j, 2.5 - 1j], np.complex64), np.complex128(1e300 - 0.5j)])

case("async_pairs_one_replica", """
HloModule async1
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
neg {
  p = f32[3] parameter(0)
  ROOT n = f32[3] negate(p)
}
ENTRY e {
  x = f32[3] parameter(0)
  ars = f32[3] all-reduce-start(x), replica_groups={}, to_apply=add
  ard = f32[3] all-reduce-done(ars)
  ags = (f32[3], f32[3]) all-gather-start(ard), replica_groups={{0}}, dimensions={0}
  agd = f32[3] all-gather-done(ags)
  cs = (f32[3], f32[3], u32[]) copy-start(agd)
  cd = f32[3] copy-done(cs)
  as = ((f32[3]), f32[3], s32[]) async-start(cd), calls=neg
  ad = f32[3] async-done(as)
  es = ((f32[3]), f32[3]) exponential-start(ad)
  ROOT ed = f32[3] exponential-done(es)
}
""", [np.array([0.5, -1.0, 2.0], F)], [np.exp(-np.array([0.5, -1.0, 2.0], F))])
