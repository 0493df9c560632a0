"""bridge.runtime: PJRT execution of StableHLO on numpy arrays (oracle: numpy)."""
from __future__ import annotations

import os
import subprocess
import sys

import ml_dtypes
import numpy as np
import pytest
from hlotest import ROOT, has_gpu, run_child

from bridge import runtime
from bridge.errors import BackendError, HloBridgeError



def binary(op: str, ty: str) -> str:
    return f"""
func.func @main(%a: {ty}, %b: {ty}) -> {ty} {{
  %0 = stablehlo.{op} %a, %b : {ty}
  return %0 : {ty}
}}"""


def identity(ty: str) -> str:
    return f"""
func.func @main(%a: {ty}) -> {ty} {{
  return %a : {ty}
}}"""


# ---------------------------------------------------------------- values

def test_add_f32():
    a = np.arange(16, dtype=np.float32).reshape(4, 4)
    b = np.full((4, 4), 0.5, np.float32)
    (out,) = runtime.execute_module(binary("add", "tensor<4x4xf32>"), [a, b])
    assert out.dtype == np.float32 and out.shape == (4, 4)
    np.testing.assert_array_equal(out, a + b)
    assert out[3, 3] == 15.5


def test_multiply_s32():
    a = np.array([[1, -2, 3], [4, 5, -6]], np.int32)
    b = np.array([[7, 8, -9], [10, 0, 2]], np.int32)
    (out,) = runtime.execute_module(binary("multiply", "tensor<2x3xi32>"), [a, b])
    assert out.dtype == np.int32
    np.testing.assert_array_equal(out, [[7, -16, -27], [40, 0, -12]])


def test_results_are_writable_copies():
    a = np.ones((2,), np.float32)
    (out,) = runtime.execute_module(identity("tensor<2xf32>"), [a])
    out[0] = 5.0
    assert a[0] == 1.0 and out.flags.writeable


@pytest.mark.parametrize("mlir, dtype, values", [
    ("bf16", ml_dtypes.bfloat16, [1.5, -2.0, 3.140625, 65280.0]),
    ("i1", np.bool_, [True, False, False, True]),
    ("ui8", np.uint8, [0, 1, 200, 255]),
    ("complex<f32>", np.complex64, [1 + 2j, -3j, 0.5, -1 - 1j]),
    ("ui64", np.uint64, [0, 1, 2**63 + 5, 2**64 - 1]),
    ("f64", np.float64, [1e300, -1e-300, 0.1, 2.0]),
    ("f8E4M3FN", ml_dtypes.float8_e4m3fn, [1.0, -0.5, 448.0, 0.125]),
    ("i4", ml_dtypes.int4, [-8, 7, 0, -1]),
])
def test_dtype_round_trip(mlir, dtype, values):
    x = np.array(values, dtype=dtype)
    (out,) = runtime.execute_module(identity(f"tensor<4x{mlir}>"), [x])
    assert out.dtype == np.dtype(dtype)
    np.testing.assert_array_equal(out, x)


def test_bf16_add_matches_numpy():
    a = np.array([1.0, 2.5, -3.0], ml_dtypes.bfloat16)
    b = np.array([0.5, 0.25, 8.0], ml_dtypes.bfloat16)
    (out,) = runtime.execute_module(binary("add", "tensor<3xbf16>"), [a, b])
    assert out.dtype == ml_dtypes.bfloat16
    np.testing.assert_array_equal(out.astype(np.float32), [1.5, 2.75, 5.0])


def test_pred_and_c64_ops():
    p = np.array([True, False, True]), np.array([True, True, False])
    (out,) = runtime.execute_module(binary("and", "tensor<3xi1>"), list(p))
    np.testing.assert_array_equal(out, [True, False, False])
    c = np.array([1 + 2j, 3 - 1j], np.complex64), np.array([2j, 1 + 1j], np.complex64)
    (out,) = runtime.execute_module(binary("multiply", "tensor<2xcomplex<f32>>"), list(c))
    np.testing.assert_allclose(out, c[0] * c[1])
    assert out.dtype == np.complex64


def test_tuple_outputs_flattened_in_order():
    mod = """
func.func @main(%a: tensor<3xf32>, %b: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<f32>) {
  %s = stablehlo.subtract %a, %b : tensor<3xf32>
  %m = stablehlo.maximum %a, %b : tensor<3xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [0]
       : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
  return %s, %m, %r : tensor<3xf32>, tensor<3xf32>, tensor<f32>
}"""
    a = np.array([1.0, 5.0, -2.0], np.float32)
    b = np.array([4.0, 2.0, -3.0], np.float32)
    s, m, r = runtime.execute_module(mod, [a, b])
    np.testing.assert_array_equal(s, a - b)
    np.testing.assert_array_equal(m, np.maximum(a, b))
    assert r.shape == () and r == 4.0


def test_scalar_args_and_python_scalars():
    mod = binary("add", "tensor<f32>")
    (out,) = runtime.execute_module(mod, [np.float32(1.5), 2.25])
    assert out.shape == () and out.dtype == np.float32 and out == 3.75
    (out,) = runtime.execute_module(binary("add", "tensor<i32>"), [3, np.array(4, np.int32)])
    assert out == 7


def test_ir_module_input():
    from jaxlib.mlir import ir
    from bridge.context import get_context
    with get_context():
        module = ir.Module.parse(binary("add", "tensor<2xf32>"))
    (out,) = runtime.execute_module(module, [np.array([1, 2], np.float32),
                                             np.array([10, 20], np.float32)])
    np.testing.assert_array_equal(out, [11, 22])


def test_module_lowered_by_jax():
    import jax
    import jax.numpy as jnp
    x = np.linspace(-1, 1, 6, dtype=np.float32).reshape(2, 3)
    y = np.arange(6, dtype=np.float32).reshape(3, 2)
    lowered = jax.jit(lambda a, b: (jnp.tanh(a) @ b, a.sum())).lower(x, y)
    for program in (lowered.as_text(), lowered.compiler_ir("stablehlo")):
        prod, total = runtime.execute_module(program, [x, y])
        np.testing.assert_allclose(prod, np.tanh(x) @ y, rtol=1e-5, atol=1e-6)
        np.testing.assert_allclose(total, 0.0, atol=1e-6)


def test_non_contiguous_input():
    a = np.arange(16, dtype=np.float32).reshape(4, 4).T
    b = np.zeros((4, 4), np.float32)
    (out,) = runtime.execute_module(binary("add", "tensor<4x4xf32>"), [a, b])
    np.testing.assert_array_equal(out, a)


# ---------------------------------------------------------------- validation

ADD = binary("add", "tensor<2x2xf32>")
X = np.ones((2, 2), np.float32)


def test_wrong_arg_count():
    with pytest.raises(BackendError, match=r"takes 2 argument\(s\).*got 1"):
        runtime.execute_module(ADD, [X])


def test_wrong_shape():
    with pytest.raises(BackendError, match=r"parameter 1 .*f32\[2,2\].*got f32\[3\]"):
        runtime.execute_module(ADD, [X, np.ones(3, np.float32)])


def test_wrong_dtype():
    with pytest.raises(BackendError, match=r"parameter 0 .*f32\[2,2\].*got s64\[2,2\]"):
        runtime.execute_module(ADD, [np.ones((2, 2), np.int64), X])
    with pytest.raises(BackendError, match=r"parameter 1 .*got f64\[\]"):
        runtime.execute_module(binary("add", "tensor<i32>"), [1, 2.5])
    with pytest.raises(BackendError, match="does not fit"):
        runtime.execute_module(binary("add", "tensor<ui8>"), [1, 300])


def test_backend_error_is_hlobridge_error():
    assert issubclass(BackendError, HloBridgeError)


def test_bad_backend_lists_platforms():
    with pytest.raises(BackendError, match=r"available platforms.*cpu"):
        runtime.execute_module(ADD, [X, X], backend="warp-drive")
    assert "cpu" in runtime.available_platforms()


def test_missing_platform_lists_platforms():
    if "tpu" in runtime.available_platforms():
        pytest.skip("a TPU is present")
    with pytest.raises(BackendError, match=r"'tpu' is not available.*available platforms: .*cpu"):
        runtime.execute_module(ADD, [X, X], backend="tpu")


def test_invalid_ir_raises():
    bad = "func.func @main(%a: tensor<3xf32>) -> tensor<3xf32> {\n" \
          "  %0 = stablehlo.add %a, %a : tensor<4xf32>\n  return %0 : tensor<3xf32>\n}"
    with pytest.raises(BackendError, match="cannot parse"):
        runtime.execute_module(bad, [np.ones(3, np.float32)])
    with pytest.raises(BackendError, match="cannot parse"):
        runtime.execute_module("hello world", [])


def test_unknown_custom_call_raises_without_abort():
    code = """
        import numpy as np
        from bridge import runtime
        from bridge.errors import BackendError
        mod = '''func.func @main(%a: tensor<3xf32>) -> tensor<3xf32> {
          %0 = stablehlo.custom_call @hlobridge_no_such_target(%a) : (tensor<3xf32>) -> tensor<3xf32>
          return %0 : tensor<3xf32>
        }'''
        try:
            runtime.execute_module(mod, [np.ones(3, np.float32)])
        except BackendError as e:
            print("RAISED", str(e).replace(chr(10), " | "))
        (out,) = runtime.execute_module(
            "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> { return %a : tensor<2xf32> }",
            [np.array([7, 8], np.float32)])
        print("STILL ALIVE", out.tolist())
    """
    proc = run_child(code)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "RAISED PJRT cpu failed to compile" in proc.stdout
    assert "hlobridge_no_such_target" in proc.stdout
    assert "STILL ALIVE [7.0, 8.0]" in proc.stdout


def test_token_parameter_fed_as_jax_feeds_it():
    """A token (jax's ordered effects) is fed as jax's runtime token, an empty bool array;
    data for it is refused."""
    mod = "func.func @main(%t: !stablehlo.token) -> !stablehlo.token { return %t : !stablehlo.token }"
    for token in (None, np.zeros(0, np.bool_)):
        (out,) = runtime.execute_module(mod, [token])
        assert out.shape == (0,) and out.dtype == np.bool_
    with pytest.raises(BackendError, match="parameter 0 of @main is a token: pass None or an empty array"):
        runtime.execute_module(mod, [np.zeros(())])


# ---------------------------------------------------------------- cache

def test_cache_hit_does_not_recompile(monkeypatch):
    mod = binary("subtract", "tensor<5xf32>") + "\n// cache test"
    calls = []
    from bridge.runtime import compile as compile_
    real = compile_.compile_executable
    monkeypatch.setattr(compile_, "compile_executable", lambda *a: calls.append(1) or real(*a))
    a, b = np.arange(5, dtype=np.float32), np.ones(5, np.float32)
    before = runtime.cache_info()
    (r1,) = runtime.execute_module(mod, [a, b])
    (r2,) = runtime.execute_module(mod, [b, a])
    after = runtime.cache_info()
    assert len(calls) == 1
    assert after.misses == before.misses + 1 and after.hits == before.hits + 1
    assert after.maxsize >= 100
    np.testing.assert_array_equal(r1, a - b)
    np.testing.assert_array_equal(r2, b - a)


# ---------------------------------------------------------------- replicas

REPLICA_MODULE = """
func.func @main(%a: tensor<3xf32>) -> (tensor<3xf32>, tensor<ui32>) {
  %0 = "stablehlo.all_reduce"(%a) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<3xf32>) -> tensor<3xf32>
  %r = stablehlo.replica_id : tensor<ui32>
  return %0, %r : tensor<3xf32>, tensor<ui32>
}"""


def test_four_replicas_all_reduce_and_replica_id():
    code = f"""
        import numpy as np
        from bridge import runtime
        runtime.ensure_cpu_devices(4)
        mod = {REPLICA_MODULE!r}
        xs = [np.array([i, 10 * i, -i], np.float32) for i in range(1, 5)]
        out = runtime.execute_module(mod, [[x] for x in xs], num_replicas=4)
        assert len(out) == 4 and all(len(o) == 2 for o in out)
        total = np.sum(xs, axis=0)
        for r, (s, rid) in enumerate(out):
            np.testing.assert_array_equal(s, total)
            assert rid.dtype == np.uint32 and int(rid) == r
        print("SUM", out[0][0].tolist(), "IDS", [int(o[1]) for o in out])
    """
    proc = run_child(code)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "SUM [10.0, 100.0, -10.0] IDS [0, 1, 2, 3]" in proc.stdout


def test_replicas_too_late_raises_clear_error():
    code = f"""
        import jax, numpy as np
        jax.devices()  # initializes the CPU backend with 1 device
        from bridge import runtime
        from bridge.errors import BackendError
        mod = {REPLICA_MODULE!r}
        for call in (lambda: runtime.ensure_cpu_devices(4),
                     lambda: runtime.execute_module(mod, [[np.ones(3, np.float32)]] * 4, num_replicas=4)):
            try:
                call()
            except BackendError as e:
                print("RAISED", e)
    """
    proc = run_child(code)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert proc.stdout.count("RAISED") == 2
    assert "ensure_cpu_devices(4)" in proc.stdout
    assert "xla_force_host_platform_device_count=4" in proc.stdout


def test_replica_args_validated():
    code = f"""
        import numpy as np
        from bridge import runtime
        from bridge.errors import BackendError
        mod = {REPLICA_MODULE!r}
        for args in ([[np.ones(3, np.float32)]] * 3,
                     [[np.ones(3, np.float32)]] * 3 + [[np.ones(3, np.int32)]]):
            try:
                runtime.execute_module(mod, args, num_replicas=4)
            except BackendError as e:
                print("RAISED", e)
    """
    proc = run_child(code)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "needs a list of 4 argument lists" in proc.stdout
    assert "replica 3: parameter 0 of @main expects f32[3]" in proc.stdout


# ---------------------------------------------------------------- gpu

@pytest.mark.gpu
@pytest.mark.skipif(not has_gpu(), reason="no CUDA/ROCm PJRT platform (install jax[cuda12])")
def test_cuda_add_and_alias():
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    b = np.full((2, 3), 2.0, np.float32)
    mod = binary("multiply", "tensor<2x3xf32>")
    (out,) = runtime.execute_module(mod, [a, b], backend="cuda")
    np.testing.assert_array_equal(out, a * b)
    (out,) = runtime.execute_module(mod, [a, b], backend="gpu")
    np.testing.assert_array_equal(out, a * b)


def test_cli_run_prints_results_without_xla_info_lines(tmp_path):
    """`hlobridge run` in a fresh process: the numbers, and none of XLA's C++ INFO lines."""
    path = tmp_path / "id.mlir"
    path.write_text(identity("tensor<2xf32>"))
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.pop("TF_CPP_MIN_LOG_LEVEL", None)
    proc = subprocess.run([sys.executable, "-m", "bridge.cli.main", "run", str(path)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert "out0: float32[2]" in proc.stdout
    assert "pjrt_client.cc" not in proc.stderr and not proc.stderr.startswith("I"), proc.stderr


def test_cli_run_of_a_program_without_outputs_says_so(tmp_path, capsys):
    from bridge.cli.main import main as cli
    path = tmp_path / "none.mlir"
    path.write_text("func.func @main(%a: tensor<2xf32>) {\n  return\n}\n")
    assert cli(["run", str(path)]) == 0
    assert capsys.readouterr().out == "the program has no outputs\n"


def test_api_runs_without_xla_info_lines(tmp_path):
    """bridge.execute in a fresh process, as a script uses it: hlobridge loads jaxlib's MLIR
    before jax, whose __init__ would have quieted XLA's C++ INFO lines; bridge's does it now."""
    code = ("import numpy as np, bridge; print(bridge.execute(open(__import__('sys').argv[1]).read(), "
            "[np.ones(2, np.float32)])[0])")
    path = tmp_path / "id.mlir"
    path.write_text(identity("tensor<2xf32>"))
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.pop("TF_CPP_MIN_LOG_LEVEL", None)
    proc = subprocess.run([sys.executable, "-c", code, str(path)], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "[1. 1.]" and "pjrt_client.cc" not in proc.stderr, proc.stderr


@pytest.mark.parametrize("fmt", ["bytecode", "artifact", "hlo-proto"])
def test_execute_module_takes_bytes_of_any_format_the_converter_reads(fmt):
    from bridge import formats
    hlo = "HloModule m\nENTRY main {\n  a = f32[2] parameter(0)\n  ROOT n = f32[2] negate(a)\n}\n"
    (out,) = runtime.execute_module(formats.convert(hlo, fmt), [np.array([1.5, -2], np.float32)])
    np.testing.assert_array_equal(out, np.array([-1.5, 2], np.float32))


_PARTITIONED = """module attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main(%a: tensor<4xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}) -> tensor<4xf32> {
    %p = stablehlo.partition_id : tensor<ui32>
    %f = stablehlo.convert %p : (tensor<ui32>) -> tensor<f32>
    %b = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %r = stablehlo.add %a, %b : tensor<4xf32>
    return %r : tensor<4xf32>
  }
}"""


def test_an_already_partitioned_module_runs_per_device():
    """XLA's optimized HLO keeps the sharding it partitioned by; its partition_id (which XLA
    refuses in a global-view program) says the module is per device: each partition runs it
    on its own arguments (a global-view compile failed: "PartitionId instruction is not
    supported for SPMD partitioning")."""
    from bridge import sharding
    from jaxlib.mlir import ir
    from bridge.context import get_context
    assert sharding.per_device_grid(ir.Module.parse(_PARTITIONED, get_context())) == (1, 2)
    a = np.arange(4, dtype=np.float32)
    got = runtime.execute_module(_PARTITIONED, [[a], [a * 10]], num_partitions=2)
    np.testing.assert_array_equal(got[0][0], a)
    np.testing.assert_array_equal(got[1][0], a * 10 + 1)


def test_a_module_without_annotations_naming_no_device_is_one_global_program():
    """num_partitions=2 and nothing that names another device (what jax writes for a jit
    under a mesh whose arguments carry no sharding): one global argument list, as XLA
    replicates it; argument lists per process get a clear error. The same module with
    partition_id is per device (above)."""
    text = _PARTITIONED.replace(' {mhlo.sharding = "{devices=[2]<=[2]}"}', "").replace(
        "%p = stablehlo.partition_id : tensor<ui32>", "%p = stablehlo.constant dense<1> : tensor<ui32>")
    a = np.arange(4, dtype=np.float32)
    np.testing.assert_array_equal(runtime.execute_module(text, [a], num_partitions=2)[0], a + 1)
    with pytest.raises(BackendError, match="2 argument lists, one per process, but this module is one global"):
        runtime.execute_module(text, [[a], [a]], num_partitions=2)


@pytest.mark.parametrize("xlas_own", [False, True])
def test_a_partitioned_loop_with_collectives_runs_per_device_on_both_engines(xlas_own):
    """An already-partitioned module whose while loop holds a collective (what XLA's
    optimized HLO of a jax scan over a shard_map is): XLA:CPU failed a RET_CHECK on the loop's
    tuple sharding, or crashed, so PJRT refused every such module until 2026-11-28. The
    tuple sharding was ours (sharding.mark_manual annotated the while); left unannotated, the
    loop runs per device on PJRT as on the reference; also where the while carries a tuple
    sharding of XLA's own (its dumps from within the SPMD partitioner) and its body uses a value
    from outside (which XLA's exporter counts into that tuple)."""
    text = _PARTITIONED.replace("""    %r = stablehlo.add %a, %b : tensor<4xf32>""", """    %c = stablehlo.constant dense<0> : tensor<i32>
    %w:2 = stablehlo.while(%i = %c, %x = %a) : tensor<i32>, tensor<4xf32>
    cond {
      %n = stablehlo.constant dense<2> : tensor<i32>
      %t = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %t : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %j = stablehlo.add %i, %one : tensor<i32>
      %s = "stablehlo.all_reduce"(%x) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
          replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
        ^bb0(%u: tensor<f32>, %v: tensor<f32>):
          %m = stablehlo.add %u, %v : tensor<f32>
          stablehlo.return %m : tensor<f32>
      }) : (tensor<4xf32>) -> tensor<4xf32>
      stablehlo.return %j, %s : tensor<i32>, tensor<4xf32>
    }
    %r = stablehlo.add %w#1, %b : tensor<4xf32>""")
    if xlas_own:
        text = text.replace("%j = stablehlo.add %i, %one : tensor<i32>", "%j0 = stablehlo.add %i, %one : tensor<i32>\n"
                            "      %j = stablehlo.add %j0, %c : tensor<i32>").replace(
            "stablehlo.while(%i = %c, %x = %a) : tensor<i32>, tensor<4xf32>",
            "stablehlo.while(%i = %c, %x = %a) : tensor<i32>, tensor<4xf32> attributes {mhlo.sharding = "
            "\"{{replicated}, {devices=[2]<=[2]}}\"}")
        assert "%j0" in text and "{{replicated}, {devices=[2]<=[2]}}" in text
    a = np.ones(4, np.float32)
    from bridge import reference
    for got in (runtime.execute_module(text, [[a], [a * 2]], num_partitions=2),
                reference.evaluate_processes(text, [[a], [a * 2]], 1, 2)):   # 1 + 2 = 3, 3 + 3 = 6; + partition id
        np.testing.assert_array_equal(got[0][0], np.full(4, 6, np.float32))
        np.testing.assert_array_equal(got[1][0], np.full(4, 7, np.float32))


def test_a_program_given_as_text_is_read_once_across_calls(monkeypatch):
    """bridge.execute in a loop on one program (text, bytes, an XlaComputation) reads or
    lowers, verifies and prints it once; it did on every call (~50 ms a call for a 3,000-op module, with the
    compiled program already cached). Another program is not mistaken for it."""
    import bridge
    import bridge.program as program_mod
    calls = []
    real = program_mod.as_stablehlo_module
    monkeypatch.setattr(program_mod, "as_stablehlo_module", lambda p, *a: calls.append(p) or real(p, *a))
    text = ("func.func @main(%a: tensor<3xf32>) -> tensor<3xf32> {\n  %0 = stablehlo.multiply %a, %a : "
            "tensor<3xf32>\n  return %0 : tensor<3xf32>\n}\n")
    x = np.array([1, 2, 3], np.float32)
    for _ in range(3):
        np.testing.assert_array_equal(bridge.execute(text, [x])[0], x * x)
    other = text.replace("multiply", "add")
    np.testing.assert_array_equal(bridge.execute(other, [x])[0], x + x)
    assert calls == [text, other]
    from hlotest import program   # a builder program: lowered once too
    from bridge import ops
    comp = program(lambda b, a: ops.Neg(a), "f32[3]")
    for _ in range(3):
        np.testing.assert_array_equal(bridge.execute(comp, [x])[0], -x)
    assert calls[2:] == [comp]


def test_an_unknown_backend_from_the_environment_says_so(monkeypatch):
    import bridge
    from bridge.errors import BackendError
    text = "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n  return %a : tensor<2xf32>\n}"
    monkeypatch.setenv("HLOBRIDGE_BACKEND", "nonsense")
    with pytest.raises(BackendError, match=r"unknown backend 'nonsense'.*\(from \$HLOBRIDGE_BACKEND\)"):
        bridge.execute(text, [np.ones(2, np.float32)])
    with pytest.raises(BackendError, match=r"unknown backend 'other'.*platforms here: [^(]*$"):
        bridge.execute(text, [np.ones(2, np.float32)], backend="other")


def test_a_module_that_does_not_parse_says_why_on_its_first_line():
    # the CLI prints an error's first line: "cannot parse the module:" alone said nothing
    with pytest.raises(HloBridgeError) as e:
        runtime.execute_module("func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n  return %b : tensor<2xf32>\n}",
                               [np.ones(2, np.float32)])
    assert str(e.value).splitlines()[0] == "cannot parse the module: line 2:10: use of undeclared SSA value name"
