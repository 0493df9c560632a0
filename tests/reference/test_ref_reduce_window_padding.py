"""reduce_window's padding and base-dilation holes with an init value that is not the
reducer's identity. The StableHLO spec pads the inputs with init_values and reduces every
tap of the padded window (`padded_inputs = pad(inputs..., init_values..., ...)`), and so
does seed 003 (its kSame example pads with the init value); XLA:CPU combines init once
with the window's elements on the operand and skips the rest. The numpy reference follows
the spec on every path: both dtypes' ways (whole-array ufuncs, XLA's order for narrow
floats and general bodies, cumulative windows), both dialects (the builder's xla program
and the StableHLO it lowers to), as StableHLO's interpreter does; PJRT keeps XLA's answer.
Both oracles are written here, tap by tap, on small integers (exact in every type and
order); docs/reference.md lists the difference."""
from __future__ import annotations

import itertools

import ml_dtypes
import numpy as np
import pytest

import bridge
from bridge import ops
from bridge.shape import Shape
from hlotest import program

_MLIR = {np.dtype(np.float32): "f32", np.dtype(ml_dtypes.bfloat16): "bf16", np.dtype(np.float16): "f16",
         np.dtype(np.int32): "i32", np.dtype(np.float64): "f64"}
_HLO = {"f32": "f32", "bf16": "bf16", "f16": "f16", "i32": "s32", "f64": "f64"}
_FNS = {"add": lambda a, v: a + v, "multiply": lambda a, v: a * v, "sumsq": lambda a, v: a + v * v}


def _oracle(x, init, window, strides, pads, base, wdil, fn, skip: bool):
    """Per output: init, then every tap of its window in row-major order; a tap on padding
    or a base-dilation hole is reduced as a copy of init (the spec) or skipped (`skip`: XLA)."""
    x = np.asarray(x)
    padded = [(n - 1) * b + 1 + lo + hi for n, b, (lo, hi) in zip(x.shape, base, pads)]
    out_shape = [(p - (w - 1) * d - 1) // s + 1 for p, w, d, s in zip(padded, window, wdil, strides)]
    out = np.empty(out_shape, object)
    for o in itertools.product(*map(range, out_shape)):
        acc = int(init)
        for t in itertools.product(*map(range, window)):
            pos = [oi * s + ti * d - lo for oi, s, ti, d, (lo, _) in zip(o, strides, t, wdil, pads)]
            real = all(p % b == 0 and 0 <= p // b < n for p, b, n in zip(pos, base, x.shape))
            if real:
                acc = fn(acc, int(x[tuple(p // b for p, b in zip(pos, base))]))
            elif not skip:
                acc = fn(acc, int(init))
        out[o] = acc
    return out.astype(x.dtype)


def _tensor(shape, et):
    return f"tensor<{''.join(f'{n}x' for n in shape)}{et}>"


def _stablehlo(x, init_dtype, window, strides, pads, base, wdil, body, out_shape):
    et = _MLIR[np.dtype(init_dtype)]
    s = f"tensor<{et}>"
    combine = {"add": f"%r = stablehlo.add %a, %b : {s}", "multiply": f"%r = stablehlo.multiply %a, %b : {s}",
               "sumsq": f"%m = stablehlo.multiply %b, %b : {s}\n      %r = stablehlo.add %a, %m : {s}"}[body]
    return f"""func.func @main(%x: {_tensor(x.shape, et)}, %init: {s}) -> {_tensor(out_shape, et)} {{
  %0 = "stablehlo.reduce_window"(%x, %init) ({{
    ^bb0(%a: {s}, %b: {s}):
      {combine}
      stablehlo.return %r : {s}
  }}) {{window_dimensions = array<i64: {', '.join(map(str, window))}>,
       window_strides = array<i64: {', '.join(map(str, strides))}>,
       base_dilations = array<i64: {', '.join(map(str, base))}>,
       window_dilations = array<i64: {', '.join(map(str, wdil))}>,
       padding = dense<{[list(p) for p in pads]}> : tensor<{len(pads)}x2xi64>}}
     : ({_tensor(x.shape, et)}, {s}) -> {_tensor(out_shape, et)}
  return %0 : {_tensor(out_shape, et)}
}}"""


def _builder(x, init, window, strides, pads, base, wdil, body):
    et = _HLO[_MLIR[x.dtype]]
    fn = {"add": ops.Add, "multiply": ops.Mul, "sumsq": lambda a, v: ops.Add(a, ops.Mul(v, v))}[body]
    reducer = program(lambda b, a, v: fn(a, v), Shape.scalar(et), Shape.scalar(et), name=body)
    return program(lambda b, x_, z: ops.ReduceWindow(x_, z, reducer, window, strides, pads, base_dilations=base,
                                                     window_dilations=wdil), x, init)


CASES = {   # shape, window, strides, padding, base dilations, window dilations, init, body
    "1-d, padded on both sides": ((3,), (3,), (1,), ((1, 1),), (1,), (1,), 1, "add"),
    "2-d, strides, holes and dilations": ((3, 4), (2, 3), (2, 1), ((1, 2), (0, 1)), (2, 1), (1, 2), 2, "add"),
    "products": ((2, 3), (2, 2), (1, 1), ((1, 0), (1, 1)), (1, 1), (1, 1), 2, "multiply"),
    "a body of two ops": ((5,), (3,), (1,), ((2, 1),), (1,), (1,), 1, "sumsq"),
    "cumulative, longer than XLA's scan base": ((20,), (20,), (1,), ((19, 0),), (1,), (1,), 1, "add"),
    "exclusive cumulative": ((20,), (20,), (1,), ((20, 0),), (1,), (1,), 3, "add"),
}
DTYPES = [np.float32, ml_dtypes.bfloat16, np.float16, np.int32, np.float64]


def _case(name, dtype):
    shape, window, strides, pads, base, wdil, init, body = CASES[name]
    rng = np.random.default_rng(7)
    x = rng.integers(1, 3 if body == "multiply" else 4, shape).astype(dtype)
    init = np.asarray(init, dtype)
    spec = _oracle(x, init, window, strides, pads, base, wdil, _FNS[body], skip=False)
    xla = _oracle(x, init, window, strides, pads, base, wdil, _FNS[body], skip=True)
    assert not np.array_equal(spec, xla)   # (each case tells the two apart)
    return (x, init, window, strides, pads, base, wdil, body), spec, xla


@pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: np.dtype(d).name)
@pytest.mark.parametrize("name", sorted(CASES))
def test_the_reference_pads_with_init_as_the_spec_does(name, dtype):
    args, spec, _ = _case(name, dtype)
    x, init = args[0], args[1]
    text = _stablehlo(*args[:1], init.dtype, *args[2:], spec.shape)
    got, = bridge.reference.evaluate(text, [x, init])
    assert got.dtype == spec.dtype
    np.testing.assert_array_equal(got, spec)


@pytest.mark.parametrize("dtype", [np.float32, ml_dtypes.bfloat16, np.int32], ids=lambda d: np.dtype(d).name)
@pytest.mark.parametrize("name", sorted(CASES))
def test_both_paths_of_a_builder_program_pad_with_init(name, dtype):
    args, spec, _ = _case(name, dtype)
    comp = _builder(*args)
    x, init = args[0], args[1]
    for path in (bridge.reference.evaluate_xla, bridge.reference.evaluate):
        got, = path(comp, [x, init])
        np.testing.assert_array_equal(got, spec, err_msg=path.__name__)


def test_a_variadic_window_pads_each_operand_with_its_own_init():
    x = np.array([1, 2, 3], np.float32)
    y = np.array([10, 20, 30], np.int32)
    add_both = program(lambda b, a0, a1, v0, v1: ops.Tuple(b, [ops.Add(a0, v0), ops.Add(a1, v1)]),
                       Shape.scalar("f32"), Shape.scalar("s32"), Shape.scalar("f32"), Shape.scalar("s32"),
                       name="add_both")
    comp = program(lambda b, x_, y_, i0, i1: ops.ReduceWindow(b, [x_, y_], [i0, i1], add_both, (3,), (1,),
                                                              ((1, 1),)), x, y, np.float32(1), np.int32(5))
    want = ([5, 7, 7], [40, 65, 60])   # [1+1+1+2, 1+1+2+3, 1+2+3+1]; [5+5+10+20, 5+10+20+30, 5+20+30+5]
    for path in (bridge.reference.evaluate_xla, bridge.reference.evaluate):
        got = path(comp, [x, y, np.float32(1), np.int32(5)])
        np.testing.assert_array_equal(got[0], np.array(want[0], np.float32))
        np.testing.assert_array_equal(got[1], np.array(want[1], np.int32))


@pytest.mark.parametrize("name", ["1-d, padded on both sides", "2-d, strides, holes and dilations",
                                  "a body of two ops"])
def test_pjrt_skips_the_padding_as_xla_does(name):
    # (a cumulative window is neither: XLA's scan rewrite then adds init once more per row)
    args, spec, xla = _case(name, np.float32)
    x, init = args[0], args[1]
    text = _stablehlo(*args[:1], init.dtype, *args[2:], spec.shape)
    got, = bridge.execute(text, [x, init])
    np.testing.assert_array_equal(got, xla)
    assert bridge.difftest(text, inputs=[x, init]).verdict == "mismatch"   # the two sides, shown


def test_stablehlo_interpreter_pads_with_init_too():
    from bridge.diff import interpreter_backend
    args, spec, _ = _case("2-d, strides, holes and dilations", np.float32)
    x, init = args[0], args[1]
    got, = interpreter_backend.evaluate(_stablehlo(*args[:1], init.dtype, *args[2:], spec.shape), [x, init])
    np.testing.assert_array_equal(got, spec)


@pytest.mark.parametrize("dtype", [ml_dtypes.bfloat16, np.float16])
def test_an_absorbed_init_keeps_xla_order(dtype):
    # init +0 for add: a sum that began at +0 is never -0, so padding taps change nothing and
    # the cumulative window is still XLA's two-level scan, bit for bit against PJRT (for the
    # narrow floats, whose order the reference replays; f32 sums are another order).
    x = np.random.default_rng(3).standard_normal(40).astype(dtype)
    x[::7] = -0.0
    text = _stablehlo(x, dtype, (40,), (1,), ((39, 0),), (1,), (1,), "add", (40,))
    zero = np.asarray(0, dtype)
    ref, = bridge.reference.evaluate(text, [x, zero])
    pjrt, = bridge.execute(text, [x, zero])
    np.testing.assert_array_equal(ref.view(f"u{ref.dtype.itemsize}"), pjrt.view(f"u{pjrt.dtype.itemsize}"))
