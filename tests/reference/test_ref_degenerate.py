"""Degenerate shapes (rank 0, zero-size dimensions, empty windows): the reference gives what
XLA:CPU gives (PJRT is the oracle; where the spec leaves a choice, XLA's is named), and
nothing a user passes kills the process. Found by sweeping such programs through both
engines in child processes (session 13)."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import lax
from jaxlib.mlir import ir

import bridge

ADD = """({^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  })"""
GE = """({^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %s : tensor<i1>
  })"""


def _fn(args: list[str], op: str, result: str) -> str:
    params = ", ".join(f"%a{i}: {t}" for i, t in enumerate(args))
    return f"func.func @main({params}) -> {result} {{\n  %r = {op}\n  return %r : {result}\n}}"


CASES = {
    "reduce_no_dimensions": _fn(["tensor<3xf32>", "tensor<f32>"], f'"stablehlo.reduce"(%a0, %a1) <{{dimensions = array<i64>}}> {ADD} : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>', "tensor<3xf32>"),
    "reduce_window_rank0": _fn(["tensor<f32>", "tensor<f32>"], f'"stablehlo.reduce_window"(%a0, %a1) <{{window_dimensions = array<i64>}}> {ADD} : (tensor<f32>, tensor<f32>) -> tensor<f32>', "tensor<f32>"),
    "reduce_window_zero_size": _fn(["tensor<0x4xf32>", "tensor<f32>"], f'"stablehlo.reduce_window"(%a0, %a1) <{{window_dimensions = array<i64: 1, 2>}}> {ADD} : (tensor<0x4xf32>, tensor<f32>) -> tensor<0x3xf32>', "tensor<0x3xf32>"),
    "reduce_window_no_window_fits": _fn(["tensor<2x4xf32>", "tensor<f32>"], f'"stablehlo.reduce_window"(%a0, %a1) <{{window_dimensions = array<i64: 3, 2>}}> {ADD} : (tensor<2x4xf32>, tensor<f32>) -> tensor<0x3xf32>', "tensor<0x3xf32>"),
    "reduce_zero_size": _fn(["tensor<0x3xf32>", "tensor<f32>"], f'"stablehlo.reduce"(%a0, %a1) <{{dimensions = array<i64: 0>}}> {ADD} : (tensor<0x3xf32>, tensor<f32>) -> tensor<3xf32>', "tensor<3xf32>"),
    "select_and_scatter_rank0": _fn(["tensor<f32>", "tensor<f32>", "tensor<f32>"], f'"stablehlo.select_and_scatter"(%a0, %a1, %a2) <{{window_dimensions = array<i64>}}> {GE[:-1]}, {ADD[1:]} : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>', "tensor<f32>"),
    "select_and_scatter_zero_size": _fn(["tensor<0x4xf32>", "tensor<0x2xf32>", "tensor<f32>"], f'"stablehlo.select_and_scatter"(%a0, %a1, %a2) <{{window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>}}> {GE[:-1]}, {ADD[1:]} : (tensor<0x4xf32>, tensor<0x2xf32>, tensor<f32>) -> tensor<0x4xf32>', "tensor<0x4xf32>"),
    "pad_negative_to_nothing": _fn(["tensor<3xf32>", "tensor<f32>"], "stablehlo.pad %a0, %a1, low = [-2], high = [-1], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<0xf32>", "tensor<0xf32>"),
    "dynamic_slice_rank0": _fn(["tensor<f32>"], '"stablehlo.dynamic_slice"(%a0) <{slice_sizes = array<i64>}> : (tensor<f32>) -> tensor<f32>', "tensor<f32>"),
    "dynamic_update_slice_rank0": _fn(["tensor<f32>", "tensor<f32>"], '"stablehlo.dynamic_update_slice"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>', "tensor<f32>"),
    "dot_no_contracted_elements": _fn(["tensor<2x0xf32>", "tensor<0x3xf32>"], "stablehlo.dot_general %a0, %a1, contracting_dims = [1] x [0] : (tensor<2x0xf32>, tensor<0x3xf32>) -> tensor<2x3xf32>", "tensor<2x3xf32>"),
    "convolution_no_features": _fn(["tensor<1x4x4x0xf32>", "tensor<2x2x0x1xf32>"], "stablehlo.convolution(%a0, %a1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x0xf32>, tensor<2x2x0x1xf32>) -> tensor<1x3x3x1xf32>", "tensor<1x3x3x1xf32>"),
    "convolution_no_spatial_dimensions": _fn(["tensor<2x3xf32>", "tensor<3x4xf32>"], "stablehlo.convolution(%a0, %a1) dim_numbers = [b, f]x[i, o]->[b, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>", "tensor<2x4xf32>"),
    "fft_of_nothing": _fn(["tensor<0xcomplex<f32>>"], "stablehlo.fft %a0, type = FFT, length = [0] : (tensor<0xcomplex<f32>>) -> tensor<0xcomplex<f32>>", "tensor<0xcomplex<f32>>"),
    "irfft_of_nothing": _fn(["tensor<2x0xcomplex<f32>>"], "stablehlo.fft %a0, type = IRFFT, length = [0] : (tensor<2x0xcomplex<f32>>) -> tensor<2x0xf32>", "tensor<2x0xf32>"),
    "scatter_into_a_scalar": _fn(["tensor<f32>", "tensor<0xi32>", "tensor<f32>"], f'"stablehlo.scatter"(%a0, %a1, %a2) <{{scatter_dimension_numbers = #stablehlo.scatter<index_vector_dim = 0>}}> {ADD} : (tensor<f32>, tensor<0xi32>, tensor<f32>) -> tensor<f32>', "tensor<f32>"),
    "scatter_no_updates": _fn(["tensor<3xf32>", "tensor<0x1xi32>", "tensor<0xf32>"], f'"stablehlo.scatter"(%a0, %a1, %a2) <{{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}}> {ADD} : (tensor<3xf32>, tensor<0x1xi32>, tensor<0xf32>) -> tensor<3xf32>', "tensor<3xf32>"),
    "gather_from_a_scalar": _fn(["tensor<f32>", "tensor<0xi32>"], '"stablehlo.gather"(%a0, %a1) <{dimension_numbers = #stablehlo.gather<index_vector_dim = 0>, slice_sizes = array<i64>}> : (tensor<f32>, tensor<0xi32>) -> tensor<f32>', "tensor<f32>"),
    "batch_norm_training_of_no_batch": """func.func @main(%x: tensor<0x3xf32>, %s: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %o, %m, %v = "stablehlo.batch_norm_training"(%x, %s, %s) <{epsilon = 1.0e-5 : f32, feature_index = 1 : i64}> : (tensor<0x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<0x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return %m, %v : tensor<3xf32>, tensor<3xf32>
}""",
    "batch_norm_grad_of_no_batch": """func.func @main(%x: tensor<0x3xf32>, %s: tensor<3xf32>) -> (tensor<0x3xf32>, tensor<3xf32>) {
  %go, %gs, %gb = "stablehlo.batch_norm_grad"(%x, %s, %s, %s, %x) <{epsilon = 1.0e-5 : f32, feature_index = 1 : i64}> : (tensor<0x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0x3xf32>) -> (tensor<0x3xf32>, tensor<3xf32>, tensor<3xf32>)
  return %go, %gs : tensor<0x3xf32>, tensor<3xf32>
}""",
    "variadic_reduce_no_dimensions": """func.func @main(%x: tensor<3xf32>, %i: tensor<3xi32>, %x0: tensor<f32>, %i0: tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>) {
  %r:2 = stablehlo.reduce(%x init: %x0), (%i init: %i0) across dimensions = [] : (tensor<3xf32>, tensor<3xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
   reducer(%a: tensor<f32>, %c: tensor<f32>) (%b: tensor<i32>, %d: tensor<i32>) {
    %s = stablehlo.add %a, %c : tensor<f32>
    %t = stablehlo.add %b, %d : tensor<i32>
    stablehlo.return %s, %t : tensor<f32>, tensor<i32>
  }
  return %r#0, %r#1 : tensor<3xf32>, tensor<3xi32>
}""",
    "cholesky_of_nothing": _fn(["tensor<0x0xf32>"], "stablehlo.cholesky %a0, lower = true : tensor<0x0xf32>", "tensor<0x0xf32>"),
    "while_of_nothing": """func.func @main() -> tensor<f32> {
  "stablehlo.while"() ({
    %c = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
    stablehlo.return
  }) : () -> ()
  %r = stablehlo.constant dense<1.0> : tensor<f32>
  return %r : tensor<f32>
}""",
}


def _inputs(text: str) -> list[np.ndarray]:
    """Arguments of @main: 1.5, 2.5, ... (complex: with an imaginary part), indices 0."""
    from bridge.context import get_context
    from bridge.runtime.signature import main_func, param_of
    module = ir.Module.parse(text, get_context())
    main = main_func(module)
    args = []
    for i, t in enumerate(ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value).inputs):
        p = param_of(i, t)
        if p.kind == "i":
            args.append(np.zeros(p.shape, p.dtype))
        else:
            x = (np.arange(int(np.prod(p.shape, dtype=np.int64))) + 1.5 + i).reshape(p.shape)
            args.append((x + 0.5j * x if p.kind == "c" else x).astype(p.dtype))
    return args


@pytest.mark.parametrize("name", list(CASES))
def test_reference_gives_what_xla_cpu_gives(name):
    text = CASES[name]
    args = _inputs(text)
    want = bridge.execute(text, args, backend="cpu")
    got = bridge.reference.evaluate(text, args)
    assert len(got) == len(want)
    for g, w in zip(got, want):
        assert g.shape == w.shape and g.dtype == w.dtype, (g.shape, g.dtype, w.shape, w.dtype)
        np.testing.assert_allclose(g, w, rtol=1e-6, equal_nan=True)


def test_the_oracle_is_right_where_it_matters():
    """PJRT's numbers above, checked against the spec by hand where the case is not trivial."""
    s = bridge.execute(CASES["scatter_into_a_scalar"], _inputs(CASES["scatter_into_a_scalar"]), backend="cpu")[0]
    assert s == np.float32(1.5 + 3.5)   # the operand plus the update
    # three updates into one scalar (XLA:CPU refuses to compile it: its scatter_simplifier
    # makes an add of the wrong shape): the operand plus every update
    batched = _fn(["tensor<f32>", "tensor<3x0xi32>", "tensor<3xf32>"], f'"stablehlo.scatter"(%a0, %a1, %a2) '
                  f'<{{scatter_dimension_numbers = #stablehlo.scatter<index_vector_dim = 1>}}> {ADD} : '
                  f'(tensor<f32>, tensor<3x0xi32>, tensor<3xf32>) -> tensor<f32>', "tensor<f32>")
    assert bridge.reference.evaluate(batched, _inputs(batched))[0] == np.float32(1.5 + 3.5 + 4.5 + 5.5)
    mean, var = bridge.reference.evaluate(CASES["batch_norm_training_of_no_batch"],
                                          _inputs(CASES["batch_norm_training_of_no_batch"]))
    assert np.isnan(mean).all() and np.isnan(var).all()   # the spec's divide(sum, 0) of no elements
    # reduce over no dimensions: XLA folds in no init value (the spec leaves how many)
    assert bridge.reference.evaluate(CASES["reduce_no_dimensions"],
                                     _inputs(CASES["reduce_no_dimensions"]))[0].tolist() == [1.5, 2.5, 3.5]


def test_jax_rank0_dynamic_slice_text_reads_and_converts():
    """jax prints lax.dynamic_slice of a scalar as `%x, , sizes = []`, which MLIR's own parser
    refuses; it reads, runs and converts to text that MLIR's parser reads."""
    lowered = jax.jit(lambda x: lax.dynamic_slice(x, [], []) * 2).lower(jnp.float32(1)).as_text()
    assert ", , sizes = []" in lowered
    x = np.float32(3)
    assert bridge.execute(lowered, [x])[0] == 6 and bridge.reference.evaluate(lowered, [x])[0] == 6
    from bridge.context import get_context
    for text in (bridge.to_stablehlo(lowered), bridge.convert(lowered, to="stablehlo")):
        assert "stablehlo.dynamic_slice" in text and ", , " not in text
        ir.Module.parse(text, get_context())
    assert bridge.difftest(lowered).verdict == "match"


_HLO_ADD = "add {\n  x = f32[] parameter(0)\n  y = f32[] parameter(1)\n  ROOT s = f32[] add(x, y)\n}\n\n"
_HLO_GE = "ge {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT c = pred[] compare(a, b), direction=GE\n}\n\n"
HLO_CASES = {   # read by our HLO reader: the reference evaluates the xla dialect itself
    "reduce_window_rank0": "  x = f32[] parameter(0)\n  i = f32[] constant(1)\n  ROOT r = f32[] reduce-window(x, i), to_apply=add",
    "reduce_no_dimensions": "  x = f32[3] parameter(0)\n  i = f32[] constant(1)\n  ROOT r = f32[3] reduce(x, i), dimensions={}, to_apply=add",
    "select_and_scatter_rank0": "  o = f32[] parameter(0)\n  s = f32[] parameter(1)\n  i = f32[] constant(2)\n"
                                "  ROOT r = f32[] select-and-scatter(o, s, i), select=ge, scatter=add",
    "convolution_no_batch": "  x = f32[0,4,4,1] parameter(0)\n  k = f32[2,2,1,1] parameter(1)\n"
                            "  ROOT r = f32[0,3,3,1] convolution(x, k), window={size=2x2}, dim_labels=b01f_01io->b01f",
    "convolution_no_features": "  x = f32[1,4,4,0] parameter(0)\n  k = f32[2,2,0,2] parameter(1)\n"
                               "  ROOT r = f32[1,3,3,2] convolution(x, k), window={size=2x2}, dim_labels=b01f_01io->b01f",
}


@pytest.mark.parametrize("name", list(HLO_CASES))
def test_xla_dialect_reference_gives_what_xla_cpu_gives(name):
    from bridge import formats
    comp = formats.convert(f"HloModule m\n\n{_HLO_GE}{_HLO_ADD}ENTRY e {{\n{HLO_CASES[name]}\n}}\n", "computation")
    args = _inputs(bridge.to_stablehlo(comp))
    want = bridge.execute(comp, args, backend="cpu")
    for g, w in zip(bridge.reference.evaluate(comp, args), want):
        assert g.shape == w.shape and g.dtype == w.dtype
        np.testing.assert_allclose(g, w, rtol=1e-6, equal_nan=True)


def test_arguments_of_another_dtype_are_refused_as_pjrt_refuses_them():
    """An f64 array for an f32 parameter was rounded silently by the reference while PJRT
    refused it; Python numbers and lists still take the parameter's type on both."""
    text = "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n  return %a : tensor<2xf32>\n}"
    wide = np.array([1 + 2**-30, 2], np.float64)
    with pytest.raises(bridge.HloBridgeError, match=r"argument 0: expected f32\[2\], got an array of float64"):
        bridge.reference.evaluate(text, [wide])
    with pytest.raises(bridge.HloBridgeError, match="expects f32"):
        bridge.execute(text, [wide])
    for given in ([1.5, 2.0], [1, 2]):
        np.testing.assert_array_equal(bridge.reference.evaluate(text, [given])[0], np.array(given, np.float32))
