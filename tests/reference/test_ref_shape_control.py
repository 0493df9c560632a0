"""Data movement, constants, control flow and calls vs PJRT CPU (jax.jit)."""
import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest
from jax import lax
from ref_testlib import check, run

from bridge import reference

BF16 = ml_dtypes.bfloat16
rng = np.random.default_rng(0)


@pytest.mark.parametrize("dt", [np.float32, BF16, np.int32, np.uint8, np.bool_, np.complex64])
def test_movement(dt):
    x = (rng.standard_normal((2, 3, 4)) * 10).astype(dt)
    check(lambda x: (lax.broadcast_in_dim(x, (5, 2, 3, 4), (1, 2, 3)),
                     lax.broadcast_in_dim(x[0], (4, 3, 2), (1, 0)),
                     lax.reshape(x, (4, 6)), lax.transpose(x, (2, 0, 1)), lax.rev(x, (0, 2)),
                     lax.slice(x, (0, 1, 0), (2, 3, 4), (1, 1, 2)),
                     lax.concatenate([x, x[:, :1]], 1)), x)


@pytest.mark.parametrize("dt", [np.float32, np.int32, BF16])
def test_pad_negative_and_interior(dt):
    x = np.arange(12).reshape(3, 4).astype(dt)
    pv = np.array(-1, dt)
    check(lambda x, p: (lax.pad(x, p, [(1, 2, 1), (-1, 0, 2)]),
                        lax.pad(x, p, [(-2, -1, 0), (2, -3, 1)])), x, pv)


def test_iota_and_constants():
    check(lambda: (lax.broadcasted_iota(jnp.int32, (3, 4), 1), lax.broadcasted_iota(jnp.float32, (3, 2), 0),
                   jnp.array([1.5, np.nan, -np.inf], jnp.bfloat16), jnp.array([1 + 2j, 3 - 1j], jnp.complex64),
                   jnp.array([True, False, True]), jnp.array([250, 3], jnp.uint8),
                   jnp.linspace(-3, 3, 300).astype(jnp.bfloat16)))


def test_constant_forms():
    text = """
    func.func @main() -> (tensor<2xcomplex<f32>>, tensor<2x2xi1>, tensor<3xf32>, tensor<2xi4>, tensor<2xui64>) {
      %0 = stablehlo.constant dense<[(1.0, 2.0), (0x7FC00000, -4.0)]> : tensor<2xcomplex<f32>>
      %1 = stablehlo.constant dense<true> : tensor<2x2xi1>
      %2 = stablehlo.constant dense<[0x7F800000, -1.5, 0xFF800000]> : tensor<3xf32>
      %3 = stablehlo.constant dense<[-3, 5]> : tensor<2xi4>
      %4 = stablehlo.constant dense<[18446744073709551615, 1]> : tensor<2xui64>
      return %0, %1, %2, %3, %4 : tensor<2xcomplex<f32>>, tensor<2x2xi1>, tensor<3xf32>, tensor<2xi4>, tensor<2xui64>
    }"""
    c, p, f, i4, u = run(text)
    assert c.dtype == np.complex64 and c[0] == 1 + 2j and np.isnan(c[1].real) and c[1].imag == -4
    assert p.dtype == np.bool_ and p.all() and p.shape == (2, 2)
    np.testing.assert_array_equal(f, np.array([np.inf, -1.5, -np.inf], np.float32))
    np.testing.assert_array_equal(i4.astype(int), [-3, 5])
    np.testing.assert_array_equal(u, np.array([2**64 - 1, 1], np.uint64))


def test_dynamic_slice_update_clamping():
    x = np.arange(20, dtype=np.float32).reshape(4, 5)
    u = np.full((2, 2), -1, np.float32)
    for i, j in [(0, 0), (3, 4), (-2, 1), (2, 9)]:
        check(lambda x, u, i, j: (lax.dynamic_slice(x, (i, j), (2, 3)),
                                  lax.dynamic_update_slice(x, u, (i, j))),
              x, u, np.int32(i), np.int32(j))


def test_control_flow_and_calls():
    def f(x, n):
        def body(c):
            i, v = c
            return i + 1, lax.cond(i % 2 == 0, lambda v: v * 2, lambda v: v - 1, v)
        _, v = lax.while_loop(lambda c: c[0] < n, body, (0, x))
        w = lax.switch(n % 3, [lambda v: v + 1, lambda v: v * v, lambda v: -v], v)
        return jax.jit(lambda a: a.sum())(w), w, lax.optimization_barrier(v)
    x = np.array([1.0, 2.0, 3.0], np.float32)
    for n in range(5):
        check(f, x, np.int32(n))


def test_case_out_of_range_runs_last_branch():
    check(lambda i, x: lax.switch(i, [lambda v: v + 1, lambda v: v * 3], x),
          np.int32(7), np.float32(2))
    text = """
    func.func @main(%i: tensor<i32>) -> tensor<i32> {
      %0 = "stablehlo.case"(%i) ({
        %c = stablehlo.constant dense<10> : tensor<i32>
        stablehlo.return %c : tensor<i32>
      }, {
        %c = stablehlo.constant dense<20> : tensor<i32>
        stablehlo.return %c : tensor<i32>
      }) : (tensor<i32>) -> tensor<i32>
      return %0 : tensor<i32>
    }"""
    assert [int(run(text, np.int32(k))[0]) for k in (-1, 0, 1, 5)] == [20, 10, 20, 20]


def test_tuple_composite_and_recursion_free_call():
    text = """
    func.func @main(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
      %t = stablehlo.tuple %a, %a : tuple<tensor<2xf32>, tensor<2xf32>>
      %e = stablehlo.get_tuple_element %t[1] : (tuple<tensor<2xf32>, tensor<2xf32>>) -> tensor<2xf32>
      %c = stablehlo.composite "my.double" %e {decomposition = @double, version = 1 : i32}
           : (tensor<2xf32>) -> tensor<2xf32>
      %d = func.call @double(%c) : (tensor<2xf32>) -> tensor<2xf32>
      return %c, %d : tensor<2xf32>, tensor<2xf32>
    }
    func.func private @double(%x: tensor<2xf32>) -> tensor<2xf32> {
      %0 = stablehlo.add %x, %x : tensor<2xf32>
      return %0 : tensor<2xf32>
    }"""
    c, d = run(text, np.array([1.0, -2.5], np.float32))
    np.testing.assert_array_equal(c, [2.0, -5.0])
    np.testing.assert_array_equal(d, [4.0, -10.0])


def test_tuple_result_is_flattened():
    text = """
    func.func @main(%a: tensor<2xi32>) -> tuple<tensor<2xi32>, tuple<tensor<i32>>> {
      %s = stablehlo.constant dense<5> : tensor<i32>
      %in = stablehlo.tuple %s : tuple<tensor<i32>>
      %t = stablehlo.tuple %a, %in : tuple<tensor<2xi32>, tuple<tensor<i32>>>
      return %t : tuple<tensor<2xi32>, tuple<tensor<i32>>>
    }"""
    a, s = run(text, np.array([1, 2], np.int32))
    np.testing.assert_array_equal(a, [1, 2])
    assert s.shape == () and s == 5 and isinstance(s, np.ndarray)


def test_bytes_and_module_inputs_and_unsupported():
    from jaxlib.mlir import ir

    from bridge.context import get_context
    text = jax.jit(lambda x: x * 2).lower(np.ones(3, np.float32)).as_text()
    m = ir.Module.parse(text, context=get_context())
    import io
    buf = io.BytesIO()
    m.operation.write_bytecode(buf)
    for prog in (text, m, buf.getvalue()):
        np.testing.assert_array_equal(reference.evaluate(prog, [np.ones(3, np.float32)])[0], [2, 2, 2])
    bad = """
    func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
      %0 = stablehlo.custom_call @foo(%a) : (tensor<2xf32>) -> tensor<2xf32>
      return %0 : tensor<2xf32>
    }"""
    with pytest.raises(reference.UnsupportedOp, match="custom_call.*loc"):
        reference.evaluate(bad, [np.ones(2, np.float32)])
    assert reference.KERNELS["stablehlo.add"] is not None


_CONST_STARTS = """
func.func @main(%x: tensor<5x4xf32>, %u: tensor<2x3xf32>, %i: tensor<TY>) -> (tensor<2x3xf32>, tensor<5x4xf32>) {
  %c = stablehlo.constant dense<C> : tensor<TY>
  %s = stablehlo.dynamic_slice %x, %i, %c, sizes = [2, 3] : (tensor<5x4xf32>, tensor<TY>, tensor<TY>) -> tensor<2x3xf32>
  %d = stablehlo.dynamic_update_slice %x, %u, %c, %i : (tensor<5x4xf32>, tensor<2x3xf32>, tensor<TY>, tensor<TY>) -> tensor<5x4xf32>
  return %s, %d : tensor<2x3xf32>, tensor<5x4xf32>
}
"""


@pytest.mark.parametrize("ty,c,i", [("i32", 0, 1), ("i32", -7, 9), ("i32", 3, -2), ("ui32", 4294967295, 2),
                                    ("ui8", 200, 0), ("i64", 2, 3)])
def test_dynamic_slices_with_constant_starts_clamp_as_the_spec_says(ty, c, i):
    """A start a constant gives is clamped when compiled (kernels_shape.window_fn); against
    PJRT and the spec's clamp(0, start, dim - size), unsigned starts included."""
    import bridge
    text = _CONST_STARTS.replace("TY", ty).replace("C", str(c))
    dt = {"i32": np.int32, "ui32": np.uint32, "ui8": np.uint8, "i64": np.int64}[ty]
    x = np.arange(20, dtype=np.float32).reshape(5, 4)
    u = -np.arange(1, 7, dtype=np.float32).reshape(2, 3)
    iv = np.array(i, dt)
    got = run(text, x, u, iv)
    want = bridge.execute(text, [x, u, iv])
    r0, c1 = min(max(i, 0), 3), min(max(c, 0), 1)   # rows: 5 - 2; columns: 4 - 3
    np.testing.assert_array_equal(got[0], x[r0:r0 + 2, c1:c1 + 3])
    r0, c1 = min(max(c, 0), 3), min(max(i, 0), 1)
    d = x.copy()
    d[r0:r0 + 2, c1:c1 + 3] = u
    np.testing.assert_array_equal(got[1], d)
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, w)


@pytest.mark.parametrize("body,result", [
    ("return %a : tensor<4xf32>", "tensor<4xf32>"),
    ("%0 = stablehlo.reshape %a : (tensor<4xf32>) -> tensor<1x4xf32>\n  return %0 : tensor<1x4xf32>", "tensor<1x4xf32>"),
    ("%0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>\n"
     "  return %0 : tensor<1x4xf32>", "tensor<1x4xf32>"),
])
def test_results_never_alias_the_arguments(body, result):
    """As PJRT's, each result is an array of its own: writing into one leaves the input as it
    was (a reshape is a view of its operand; a returned argument is the caller's array)."""
    x = np.arange(4, dtype=np.float32)
    out = run(f"func.func @main(%a: tensor<4xf32>) -> {result} {{\n  {body}\n}}", x)[0]
    out[...] = -1
    np.testing.assert_array_equal(x, np.arange(4, dtype=np.float32))
