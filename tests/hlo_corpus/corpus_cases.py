"""HLO in the shapes XLA prints today, hand-written: one case per syntax our reader learned.

Each case: the text, inputs, and the expected outputs computed here with numpy (never by
the code under test); `native` says whether XLA's own importer in jaxlib reads the text
and PJRT runs its module (the second oracle), False where XLA refuses the syntax
(noted per case).
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
    native: bool = True


F = np.float32
_rng = np.random.default_rng(7)
X = _rng.normal(size=(8, 16)).astype(F)
W = _rng.normal(size=(16, 4)).astype(F)
CASES: list[Case] = []


def case(name, text, args, expected, native=True):
    CASES.append(Case(name, text, tuple(args), tuple(expected), native))


# A dump's stack-frame tables and metadata (XLA prints parent_frame_id as parent + 1).
STACK_FRAMES = """HloModule jit_f, entry_computation_layout={(f32[8,16]{1,0}, f32[16,4]{1,0})->f32[8,4]{1,0}}

FileNames
1 "/home/me/model.py"

FunctionNames
1 "<module>"
2 "forward"
3 "dense"

FileLocations
1 {file_name_id=1 function_name_id=1 line=40 end_line=40 column=4 end_column=20}
2 {file_name_id=1 function_name_id=2 line=21 end_line=21 column=8 end_column=30}
3 {file_name_id=1 function_name_id=3 line=12 end_line=12 column=11 end_column=25}

StackFrames
1 {file_location_id=1 parent_frame_id=1}
2 {file_location_id=2 parent_frame_id=2}
3 {file_location_id=3 parent_frame_id=3}


ENTRY %main.4 (x.1: f32[8,16], w.1: f32[16,4]) -> f32[8,4] {
  %x.1 = f32[8,16]{1,0} parameter(0), metadata={op_name="x"}
  %w.1 = f32[16,4]{1,0} parameter(1), metadata={op_name="w"}
  %dot.2 = f32[8,4]{1,0} dot(%x.1, %w.1), lhs_contracting_dims={1}, rhs_contracting_dims={0}, metadata={op_type="dot_general" op_name="jit(f)/dot_general" stack_frame_id=3}
  ROOT %tanh.3 = f32[8,4]{1,0} tanh(%dot.2), metadata={op_name="jit(f)/tanh" source_file="/home/me/model.py" source_line=21}
}
"""
case("stack_frames_and_metadata", STACK_FRAMES, [X, W], [np.tanh(X @ W)])

# Every sharding form XLA prints, on a module of 8 partitions.
SHARDINGS = """HloModule shardings, num_partitions=8, frontend_attributes={origin="hand"}

ENTRY main {
  a = f32[8,16] parameter(0), sharding={devices=[4,1,2]<=[8] last_tile_dim_replicate}
  b = f32[8,16] negate(a), sharding={devices=[2,4]<=[4,2]T(1,0)}
  c = f32[8,16] abs(b), sharding={devices=[2,4]0,1,2,3,4,5,6,7 metadata={op_name="c"}}
  d = f32[8,16] negate(c), sharding={replicated}
  e = f32[8,16] negate(d), sharding={maximal device=3}
  f = f32[8,16] negate(e), sharding={devices=[2,2,2]<=[8] last_tile_dims={manual}}, frontend_attributes={note="f"}
  g = f32[8,16] negate(f), sharding={devices=[2,1,4]0,2,4,6,1,3,5,7 last_tile_dim_replicate}
  h = f32[8,16] negate(g), sharding={unknown}
  i = f32[8,16] negate(h), sharding={devices=[2,4]<=[8] shard_like 0}
  ROOT t = (f32[8,16], f32[8,16]) tuple(i, d), sharding={{devices=[4,2]<=[8]}, {replicated}}
}
"""
case("shardings_every_form", SHARDINGS, [X], [np.abs(X), -np.abs(X)])

# Shardy round trip: meshes and xla.sdy.sharding frontend attributes next to the HLO shardings.
SHARDY = """HloModule jit_g, entry_computation_layout={(f32[8,16]{1,0})->f32[8,16]{1,0}}, num_partitions=8, frontend_attributes={xla.sdy.meshes={mesh = #sdy.mesh<["x"=4, "y"=2]>}}

ENTRY %main.2 (x.1: f32[8,16]) -> f32[8,16] {
  %x.1 = f32[8,16]{1,0} parameter(0), sharding={devices=[4,1,2]<=[8] last_tile_dim_replicate}, frontend_attributes={xla.sdy.sharding="#sdy.sharding<@mesh, [{\\"x\\"}, {}]>"}
  %exp.1 = f32[8,16]{1,0} exponential(%x.1)
  %exp.2 = f32[8,16]{1,0} custom-call(%exp.1), custom_call_target="Sharding", sharding={devices=[4,2]<=[8]}, frontend_attributes={xla.sdy.sharding="#sdy.sharding_per_value<[<@mesh, [{\\"x\\"}, {\\"y\\"}]>]>"}
  ROOT %exp.3 = f32[8,16]{1,0} custom-call(%exp.2), custom_call_target="xla.sdy.FuncResultSharding", custom_call_has_side_effect=true, frontend_attributes={xla.sdy.sharding="#sdy.sharding_per_value<[<@mesh, [{\\"x\\"}, {}]>]>"}
}
"""
case("shardy_round_trip_attributes", SHARDY, [X], [np.exp(X)])

# XLA reads these; our reader used to refuse them with misleading messages.
case("shape_left_out", """HloModule omitted
ENTRY main {
  a = f32[4] parameter(0)
  b = s32[2] parameter(1)
  n = negate(a)
  ROOT t = tuple(n, b)
}
""", [np.arange(4, dtype=F), np.array([3, 4], np.int32)], [-np.arange(4, dtype=F), np.array([3, 4], np.int32)])

case("signature_disagrees_with_parameters", """HloModule header
ENTRY main () -> f32[6] {
  p = f32[6] parameter(0)
  ROOT n = f32[6] negate(p)
}
""", [np.arange(6, dtype=F)], [-np.arange(6, dtype=F)])

case("headerless_computation", """fused_computation {
  p0 = f32[6] parameter(0)
  c = f32[] constant(2)
  b = f32[6] broadcast(c), dimensions={}
  ROOT m = f32[6] multiply(p0, b)
}
""", [np.arange(6, dtype=F)], [2 * np.arange(6, dtype=F)])

case("leading_comment_and_several_modules", """/* produced by a test generator */
HloModule first
ENTRY main {
  p = f32[3] parameter(0)
  ROOT e = f32[3] exponential(p)
}
// -----
HloModule second
ENTRY main {
  p = f32[3] parameter(0)
  ROOT n = f32[3] negate(p)
}
""", [np.array([0, 1, 2], F)], [np.exp(np.array([0, 1, 2], F))], native=False)   # XLA: '// -----' is no separator

case("mixed_precision_dots", """HloModule mixed
ENTRY main {
  a = bf16[2,3] parameter(0)
  b = f32[3,4] parameter(1)
  c = s8[2,3] parameter(2)
  d = s8[3,4] parameter(3)
  x = f32[2,4] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  y = s32[2,4] dot(c, d), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  e = bf16[3,4] convert(b)
  z = f32[2,4] dot(a, e), lhs_contracting_dims={1}, rhs_contracting_dims={0}, algorithm=dot_bf16_bf16_f32
  ROOT t = (f32[2,4], s32[2,4], f32[2,4]) tuple(x, y, z)
}
""", [_a := _rng.normal(size=(2, 3)).astype(ml_dtypes.bfloat16), _b := _rng.normal(size=(3, 4)).astype(F),
      _c := _rng.integers(-100, 100, (2, 3)).astype(np.int8), _d := _rng.integers(-100, 100, (3, 4)).astype(np.int8)],
     [_a.astype(F) @ _b, _c.astype(np.int32) @ _d.astype(np.int32),
      _a.astype(F) @ _b.astype(ml_dtypes.bfloat16).astype(F)])

case("mixed_precision_convolution", """HloModule conv_s8
ENTRY main {
  a = s8[1,4,4,1] parameter(0)
  w = s8[2,2,1,1] parameter(1)
  ROOT c = s32[1,3,3,1] convolution(a, w), window={size=2x2}, dim_labels=b01f_01io->b01f
}
""", [_img := _rng.integers(-50, 50, (1, 4, 4, 1)).astype(np.int8), _k := _rng.integers(-50, 50, (2, 2, 1, 1)).astype(np.int8)],
     [np.array([[sum(int(_img[0, i + u, j + v, 0]) * int(_k[u, v, 0, 0]) for u in range(2) for v in range(2))
                 for j in range(3)] for i in range(3)], np.int32).reshape(1, 3, 3, 1)])

_lhs, _rhs = _rng.normal(size=(11, 5)).astype(F), _rng.normal(size=(3, 5, 7)).astype(F)
case("ragged_dot_groups", """HloModule ragged
ENTRY main {
  lhs = f32[11,5] parameter(0)
  rhs = f32[3,5,7] parameter(1)
  gs = s32[3] parameter(2)
  ROOT r = f32[11,7] ragged-dot(lhs, rhs, gs), lhs_contracting_dims={1}, rhs_contracting_dims={1}, lhs_ragged_dims={0}, rhs_group_dims={0}
}
""", [_lhs, _rhs, np.array([4, 5, 1], np.int32)],
     [np.concatenate([_lhs[0:4] @ _rhs[0], _lhs[4:9] @ _rhs[1], _lhs[9:10] @ _rhs[2], np.zeros((1, 7), F)])],
     native=False)   # XLA:CPU: "HLO opcode `ragged-dot` is not supported by XLA:CPU ThunkEmitter"

case("topk_is_stable", """HloModule topk
ENTRY main {
  a = f32[2,5] parameter(0)
  ROOT t = (f32[2,3], s32[2,3]) topk(a), k=3, largest=true, is_stable=true
}
""", [np.array([[1, 3, 3, 0, 2], [5, 4, 5, 5, -1]], F)],
     [np.array([[3, 3, 2], [5, 5, 5]], F), np.array([[1, 2, 4], [0, 2, 3]], np.int32)],
     native=False)   # jaxlib 0.10.2's parser: unexpected attribute "is_stable"

case("rng_with_shape_operand", """HloModule rng3
ENTRY main {
  a = f32[] constant(2)
  b = f32[] constant(2.5)
  s = s64[2] constant({2, 3})
  r = f32[2,3] rng(a, b, s), distribution=rng_uniform
  lo = f32[] constant(2)
  lb = f32[2,3] broadcast(lo), dimensions={}
  ROOT ok = pred[2,3] compare(r, lb), direction=GE
}
""", [], [np.ones((2, 3), bool)], native=False)   # (XLA's importer makes a 3-operand rng jaxlib rejects)

case("elided_constant_as_zeros", """HloModule elided
ENTRY main {
  p = f32[4] parameter(0)
  c = f32[4] constant({...})
  ROOT a = f32[4] add(p, c)
}
""", [np.arange(4, dtype=F)], [np.arange(4, dtype=F)], native=False)   # XLA fills elided literals its own way

case("entry_layout_alias_donor_partitions", """HloModule io, input_output_alias={ {0}: (0, {}, may-alias) }, buffer_donor={ (1, {}) }, entry_computation_layout={(f32[2,3]{0,1}, f32[2,3]{1,0})->(f32[2,3]{0,1}, f32[2,3]{1,0})}, replica_count=1, num_partitions=1

ENTRY main {
  x = f32[2,3]{0,1} parameter(0)
  y = f32[2,3]{1,0} parameter(1)
  a = f32[2,3]{0,1} add(x, y)
  ROOT t = (f32[2,3]{0,1}, f32[2,3]{1,0}) tuple(a, y)
}
""", [_p := np.arange(6, dtype=F).reshape(2, 3), 2 * _p], [3 * _p, 2 * _p])

case("custom_call_called_computations", """HloModule cc
sub {
  p = f32[4] parameter(0)
  ROOT n = f32[4] negate(p)
}
ENTRY main {
  a = f32[4] parameter(0)
  c = f32[4] custom-call(a), custom_call_target="my_target", called_computations={sub}
  ROOT r = f32[4] abs(a)
}
""", [np.array([-1, 2, -3, 4], F)], [np.array([1, 2, 3, 4], F)], native=False)   # no such target on CPU

case("async_call_wrapper", """HloModule async
sub {
  p = f32[4] parameter(0)
  ROOT n = f32[4] negate(p)
}
ENTRY main {
  a = f32[4] parameter(0)
  s = ((f32[4]), f32[4], s32[]) call-start(a), to_apply=sub
  ROOT d = f32[4] call-done(s)
}
""", [np.arange(4, dtype=F)], [-np.arange(4, dtype=F)], native=False)   # XLA's importer keeps mhlo.async_*

case("float8_element_types", """HloModule f8
ENTRY main {
  a = f8e4m3fn[4] parameter(0)
  b = f32[4] convert(a)
  c = f8e5m2[4] convert(b)
  d = f8e4m3fnuz[4] convert(b)
  e = f8e4m3b11fnuz[4] convert(b)
  f = s4[4] constant({1, -2, 3, -4})
  ROOT t = (f32[4], f8e5m2[4], f8e4m3fnuz[4], f8e4m3b11fnuz[4], s4[4]) tuple(b, c, d, e, f)
}
""", [_f8 := np.array([0.5, -1.5, 2, 24], ml_dtypes.float8_e4m3fn)],
     [_f8.astype(F), _f8.astype(F).astype(ml_dtypes.float8_e5m2), _f8.astype(F).astype(ml_dtypes.float8_e4m3fnuz),
      _f8.astype(F).astype(ml_dtypes.float8_e4m3b11fnuz), np.array([1, -2, 3, -4], ml_dtypes.int4)])

# Converted only (PJRT CPU cannot run send/recv): XLA's tuples around our Send and Recv.
SEND_RECV = """HloModule sendrecv
ENTRY main {
  x = f32[4] parameter(0)
  tok = token[] after-all()
  s = (f32[4], u32[], token[]) send(x, tok), channel_id=1
  sd = token[] send-done(s), channel_id=1
  r = (f32[4], u32[], token[]) recv(tok), channel_id=2
  rd = (f32[4], token[]) recv-done(r), channel_id=2
  ROOT v = f32[4] get-tuple-element(rd), index=0
}
"""

# use_global_device_ids: replica groups of global device ids (one partition: the replica ids).
GLOBAL_IDS = """HloModule global_ids

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

ENTRY main {
  x = f32[4] parameter(0)
  ar = f32[4] all-reduce(x), channel_id=1, replica_groups={{0,1},{2,3}}, use_global_device_ids=true, to_apply=add
  ag = f32[16] all-gather(x), channel_id=2, replica_groups={{0,1,2,3}}, dimensions={0}, use_global_device_ids=true
  rs = f32[1] reduce-scatter(x), channel_id=3, replica_groups=[1,4]<=[4], dimensions={0}, use_global_device_ids=true, to_apply=add
  ROOT t = (f32[4], f32[16], f32[1]) tuple(ar, ag, rs)
}
"""
