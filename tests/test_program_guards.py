"""Text that aborts jaxlib's native parser must give an error, never kill the process."""
import pathlib
import re
import subprocess
import sys

import numpy as np
import pytest

import bridge
from hlotest import has_gpu, run_child

EMPTY_GROUPS_ALL_TO_ALL = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<> : tensor<0x0xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}"""


def test_all_to_all_with_empty_groups_is_refused():
    with pytest.raises(bridge.HloBridgeError, match="all_to_all needs non-empty replica_groups"):
        bridge.to_stablehlo(EMPTY_GROUPS_ALL_TO_ALL)


def test_the_guard_is_needed():
    # Without the guard the native parser dies (SIGFPE): the guard is not guarding nothing.
    code = ("from jaxlib.mlir import ir; from bridge.context import get_context; import sys; "
            "ir.Module.parse(sys.stdin.read(), context=get_context())")
    r = subprocess.run([sys.executable, "-c", code], input=EMPTY_GROUPS_ALL_TO_ALL, text=True,
                       capture_output=True, timeout=120)
    assert r.returncode != 0


@pytest.mark.parametrize("entry", ["execute", "execute_module", "reference", "convert", "opt"])
def test_every_text_entry_point_is_guarded(entry):
    import numpy as np

    import passes
    from bridge import runtime
    x = [np.zeros(4, np.float32)]
    run = {"execute": lambda: bridge.execute(EMPTY_GROUPS_ALL_TO_ALL, x),
           "execute_module": lambda: runtime.execute_module(EMPTY_GROUPS_ALL_TO_ALL, x),
           "reference": lambda: bridge.reference.evaluate(EMPTY_GROUPS_ALL_TO_ALL, x),
           "convert": lambda: bridge.convert(EMPTY_GROUPS_ALL_TO_ALL, "bytecode"),
           "opt": lambda: passes.run_pipeline(EMPTY_GROUPS_ALL_TO_ALL, "canonicalize")}
    with pytest.raises(bridge.HloBridgeError, match="non-empty replica_groups"):
        run[entry]()


def test_opt_verify_diagnostics_is_guarded(tmp_path, capsys):
    """--verify-diagnostics collects the parser's diagnostics itself: the guard comes first."""
    from bridge.cli.main import main as cli
    path = tmp_path / "a2a.mlir"
    path.write_text(EMPTY_GROUPS_ALL_TO_ALL)
    assert cli(["opt", str(path), "-p", "canonicalize", "--verify-diagnostics"]) == 2
    assert "non-empty replica_groups" in capsys.readouterr().err


def test_difftest_family_summary_is_guarded():
    """The op families of a module whose worker died are read in the parent: no crash there."""
    from bridge.diff.corpus import _fill_ops
    result = {}
    _fill_ops({"program": EMPTY_GROUPS_ALL_TO_ALL}, result)
    assert "ops" not in result


def test_bytes_handed_to_execute_module_are_read_by_the_converter():
    """Bytes go through the converter's reader (corrupt bytecode is read in a child process
    first): garbage is a BackendError naming what is wrong, not a parser crash."""
    import numpy as np

    from bridge import runtime
    with pytest.raises(bridge.errors.BackendError, match="truncated MLIR bytecode"):
        runtime.execute_module(b"ML\xefR" + bytes(range(40)), [np.zeros(4, np.float32)])


# ---------------------------------------------------------------- f6 constants on PJRT CPU
# XLA:CPU (jaxlib 0.10.2) aborts (SIGABRT, array.h) on a constant of f6E2M3FN/f6E3M2FN;
# bridge.runtime.signature.check_ops refuses them first. Run in children, so a regression kills a child.

_F6_CHILD = """
    import numpy as np, bridge
    from bridge import runtime
    {patch}
    mod = '''func.func @main() -> tensor<2xf6E2M3FN> {{
      %0 = stablehlo.constant dense<[0.5, 1.0]> : tensor<2xf6E2M3FN>
      return %0 : tensor<2xf6E2M3FN>
    }}'''
    try:
        bridge.execute(mod, [])
    except bridge.HloBridgeError as e:
        print("RAISED", type(e).__name__)
    print("STILL ALIVE")
"""


def test_f6_constant_guard_keeps_the_process_alive():
    proc = run_child(_F6_CHILD.format(patch=""))
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "RAISED BackendError" in proc.stdout and "STILL ALIVE" in proc.stdout


def test_f6_constant_guard_is_needed():
    """Without the guard XLA:CPU aborts (SIGABRT): the guard is not guarding nothing."""
    proc = run_child(_F6_CHILD.format(patch="runtime.compile.check_ops = lambda *a, **k: None"))
    assert proc.returncode != 0 and "STILL ALIVE" not in proc.stdout


_HUGE_CHILD = """
import numpy as np, bridge
from bridge import runtime
{patch}
n = 2 ** 61   # f32: 2^63 bytes
text = f'''func.func @main() -> tensor<{{n}}xf32> {{{{
  %0 = stablehlo.constant dense<1.0> : tensor<f32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<{{n}}xf32>
  return %1 : tensor<{{n}}xf32>
}}}}'''
try:
    bridge.execute(text, [])
except bridge.HloBridgeError as e:
    print("RAISED", type(e).__name__, str(e))
print("STILL ALIVE")
"""


def test_a_tensor_whose_bytes_overflow_64_bits_is_refused():
    proc = run_child(_HUGE_CHILD.format(patch=""))
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "RAISED BackendError" in proc.stdout and "overflows XLA's 64-bit sizes" in proc.stdout
    assert "STILL ALIVE" in proc.stdout


def test_the_oversized_tensor_guard_is_needed():
    """Without it XLA:CPU fails a CHECK ("overflow in static extent product") and aborts (XLA:GPU
    returns the error)."""
    proc = run_child(_HUGE_CHILD.format(patch="runtime.compile.check_ops = lambda *a, **k: None"),
                     env_extra={"HLOBRIDGE_BACKEND": "cpu"})
    assert proc.returncode != 0 and "STILL ALIVE" not in proc.stdout


_CALLBACK_CHILD = """
import jax, numpy as np, bridge
from bridge import runtime
{patch}
def f(x):
    jax.debug.print("x={{x}}", x=x)
    return jax.pure_callback(np.sin, jax.ShapeDtypeStruct(x.shape, x.dtype), x) + 1
x = np.ones(3, np.float32)
text = jax.jit(f).lower(x).as_text()
print("JAX", jax.jit(f)(x)[0], flush=True)   # (jax itself runs it, in this very process)
try:
    bridge.execute(text, [x])
except bridge.HloBridgeError as e:
    print("RAISED", type(e).__name__, str(e))
print("STILL ALIVE")
"""


def test_jax_callbacks_are_trapped_not_run():
    """jax.debug.print and pure_callback lower to custom calls into a table of Python callables
    that only jax's own compilation fills in: XLA:CPU segfaults on them otherwise. The print
    is left out (tests/test_host_callbacks.py); pure_callback's values cannot be: a trap fills
    its entry of the table, and the run that reaches it stops with an error."""
    proc = run_child(_CALLBACK_CHILD.format(patch=""))
    assert proc.returncode == 0, proc.stderr[-2000:]
    # (jax lowers for its default platform: the GPU's callback target where one is)
    assert re.search(r"RAISED BackendError PJRT (cpu|gpu) reached the Python host callback "
                     r"@xla_ffi_python_(cpu|gpu)_callback", proc.stdout), proc.stdout
    assert "pure_callback" in proc.stdout and "STILL ALIVE" in proc.stdout


def test_jax_callback_traps_are_needed():
    """Without the traps the process dies, even the one that lowered the program."""
    proc = run_child(_CALLBACK_CHILD.format(patch="runtime.compile.host_callbacks.traps = lambda op: ((), {})"))
    assert "JAX 1.84" in proc.stdout
    assert proc.returncode != 0 and "STILL ALIVE" not in proc.stdout



# XLA's importer's module for HLO's select-and-scatter on a scalar (tests/hlo_corpus)
_SCALAR_SELECT_AND_SCATTER_CHILD = '''
import numpy as np, bridge
from bridge import runtime
{patch}
text = """func.func @main(%o: tensor<f32>, %s: tensor<f32>, %i: tensor<f32>) -> tensor<f32> {{
  %0 = "stablehlo.select_and_scatter"(%o, %s, %i) <{{padding = dense<> : tensor<0x2xi64>,
      window_dimensions = array<i64>, window_strides = array<i64>}}> ({{
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }}, {{
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }}) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}}"""
args = [np.float32(42), np.float32(1), np.float32(2)]
print("REFERENCE", bridge.reference.evaluate(text, args)[0], flush=True)
for backend in {backends}:
    print(backend, bridge.execute(text, args, backend=backend)[0], flush=True)
print("STILL ALIVE")
'''


def test_rank0_select_and_scatter_runs():
    """Its one window selects the operand: init + source = 3, on the reference and on PJRT
    (rewritten to the rank-1 op with a window of 1), on the GPU too where there is one."""
    backends = ["cpu", "cuda"] if has_gpu() else ["cpu"]
    proc = run_child(_SCALAR_SELECT_AND_SCATTER_CHILD.format(patch="", backends=backends))
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "REFERENCE 3.0" in proc.stdout and "STILL ALIVE" in proc.stdout
    for backend in backends:
        assert f"{backend} 3.0" in proc.stdout


def test_rank0_select_and_scatter_rewrite_is_needed():
    """Without the rewrite XLA's SelectAndScatterExpander fails a CHECK: the process aborts."""
    proc = run_child(_SCALAR_SELECT_AND_SCATTER_CHILD.format(
        patch="runtime.rewrite.scalar_select_and_scatter_as_rank1 = lambda module: False", backends=["cpu"]))
    assert "REFERENCE 3.0" in proc.stdout
    assert proc.returncode != 0 and "STILL ALIVE" not in proc.stdout, proc.stdout + proc.stderr[-3000:]


# HLO whose Shardy round-trip strings jaxlib's import pass would parse and cast unchecked
# (passes/lowering/shardy.check_round_trip_strings). {mesh}: the module's meshes string.
_SHARDY_HLO = '''HloModule m, frontend_attributes={{xla.sdy.meshes={mesh}}}

ENTRY main {{
  p = f32[8] parameter(0){arg}
  {body}
}}
'''
_MESH = '"{mesh = #sdy.mesh<[\\"x\\"=2]>}"'
_ADD = "ROOT a = f32[8] add(p, p)"
SHARDY_STRINGS = {   # name -> (module, what the error names); * = kills the process unguarded
    "meshes_junk*": (dict(mesh='"{mesh = #sdy.mesh<[\\"x\\"=2]>junk}"'), "xla.sdy.meshes of the module"),
    "meshes_not_a_dictionary*": (dict(mesh='"#sdy.mesh<[\\"x\\"=2]>"'), "xla.sdy.meshes of the module"),
    "meshes_not_meshes": (dict(mesh='"{mesh = 3 : i32}"'), "not a dictionary of meshes"),
    "func_result_sharding_kind*": (dict(body='c = f32[8] custom-call(p), custom_call_target="xla.sdy.FuncResultSharding", '
                                            'frontend_attributes={xla.sdy.sharding="#sdy.sharding<@mesh, [{}]>"}\n  '
                                            'ROOT a = f32[8] add(c, p)'),
                                   "xla.sdy.sharding of stablehlo.custom_call at"),
    "op_sharding_junk": (dict(body=_ADD + ', frontend_attributes={xla.sdy.sharding="#sdy.sharding_per_value<[<@mesh"}'),
                         "xla.sdy.sharding of stablehlo.add at"),
    "argument_sharding_kind": (dict(arg=', frontend_attributes={xla.sdy.sharding="#sdy.sharding_per_value<[]>"}'),
                               "xla.sdy.sharding of argument 0 of @main is not #sdy.sharding<...>"),
    "in_shardings_junk": (dict(body='c = f32[8] custom-call(p), custom_call_target="xla.sdy.GlobalToLocalShape", '
                                    'frontend_attributes={xla.sdy.in_shardings="junk"}\n  ROOT a = f32[8] add(c, p)'),
                          "xla.sdy.in_shardings of stablehlo.custom_call"),
}


def _shardy_hlo(parts: dict) -> str:
    return _SHARDY_HLO.format(**{"mesh": _MESH, "arg": "", "body": _ADD, **parts})


def test_the_well_formed_shardy_module_converts():
    assert "sdy.mesh @mesh" in bridge.convert(_shardy_hlo({}), to="stablehlo")


@pytest.mark.parametrize("name", sorted(SHARDY_STRINGS))
def test_shardy_strings_that_would_crash_or_vanish_are_refused(name):
    """A meshes string or a FuncResultSharding that does not parse as its kind killed the
    process (SIGSEGV); the other strings were dropped without a word."""
    parts, named = SHARDY_STRINGS[name]
    with pytest.raises(bridge.HloBridgeError, match=re.escape("the Shardy attribute ") + ".*" + re.escape(named)):
        bridge.convert(_shardy_hlo(parts), to="stablehlo")


_SHARDY_CHILD = """
import sys, bridge
from passes.lowering import shardy
shardy.check_round_trip_strings = lambda op: None
try:
    bridge.convert(sys.stdin.read(), to="stablehlo")
except bridge.HloBridgeError as e:
    print("RAISED", e)
print("STILL ALIVE")
"""


@pytest.mark.parametrize("name", sorted(n for n in SHARDY_STRINGS if n.endswith("*")))
def test_the_shardy_string_guard_is_needed(name):
    r = subprocess.run([sys.executable, "-c", _SHARDY_CHILD], input=_shardy_hlo(SHARDY_STRINGS[name][0]),
                       text=True, capture_output=True, timeout=300)
    assert r.returncode != 0 and "STILL ALIVE" not in r.stdout, r.stdout + r.stderr[-2000:]


# LAPACK calls whose declared shapes disagree with what jaxlib's handler writes
# (bridge/runtime/lapack_guard.py): XLA:CPU writes past the buffers.
_GETRF = '''func.func @main(%a: tensor<{A}xf32>) -> (tensor<{R}xf32>, tensor<{P}xi32>, tensor<i32>) {{
  %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%a) {{mhlo.backend_config = {{}}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], api_version = 4 : i32}} : (tensor<{A}xf32>) -> (tensor<{R}xf32>, tensor<{P}xi32>, tensor<i32>)
  return %0#0, %0#1, %0#2 : tensor<{R}xf32>, tensor<{P}xi32>, tensor<i32>
}}'''
_TRSM = '''func.func @main(%a: tensor<{A}xf32>, %b: tensor<{B}xf32>) -> tensor<{B}xf32> {{
  %0 = stablehlo.custom_call @lapack_strsm_ffi(%a, %b) {{backend_config = {{diag = 78 : ui8, side = {S} : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], api_version = 4 : i32}} : (tensor<{A}xf32>, tensor<{B}xf32>) -> tensor<{B}xf32>
  return %0 : tensor<{B}xf32>
}}'''
LAPACK_SHAPES = {   # name -> (module, what the refusal says)
    "getrf_result_smaller": (_GETRF.format(A="64x64", R="2x2", P="64"), r"writes \(f32\[64,64\], s32\[64\], s32\[\]\)"),
    "getrf_result_larger": (_GETRF.format(A="2x2", R="64x64", P="64"), r"the call declares \(f32\[64,64\]"),
    "getrf_pivots_short": (_GETRF.format(A="4x4", R="4x4", P="1"), r"s32\[4\]"),
    "trsm_system_larger": (_TRSM.format(A="2x2", B="300x300", S=76), "a 2x2 triangular matrix does not solve a 300x300 system from the left"),
    "trsm_wrong_side": (_TRSM.format(A="4x4", B="4x2", S=82), "does not solve a 4x2 system from the right"),
}


@pytest.mark.parametrize("name", sorted(LAPACK_SHAPES))
def test_lapack_calls_that_would_write_past_their_buffers_are_refused(name):
    text, said = LAPACK_SHAPES[name]
    with pytest.raises(bridge.HloBridgeError, match=r"PJRT cpu cannot run lapack_s\w+_ffi at .*" + said):
        bridge.execute(text, [np.ones(p, np.float32) for p in _param_shapes(text)], backend="cpu")


def test_the_lapack_shapes_of_a_well_formed_call_run():
    text = _GETRF.format(A="4x4", R="4x4", P="4")
    lu, piv, info = bridge.execute(text, [np.eye(4, dtype=np.float32) * 2], backend="cpu")
    np.testing.assert_array_equal(lu, np.eye(4) * 2)
    assert list(piv) == [1, 2, 3, 4] and info == 0
    trsm = _TRSM.format(A="4x4", B="2x4", S=82)   # (from the right: x a = b)
    np.testing.assert_allclose(bridge.execute(trsm, [np.eye(4, dtype=np.float32) * 2, np.ones((2, 4), np.float32)],
                                              backend="cpu")[0],
                               np.full((2, 4), 0.5))


@pytest.mark.parametrize("shape", [(4, 3), (2, 4, 3), (2, 3, 5), (2, 2, 3, 3)])
def test_jax_svdvals_of_batched_non_square_matrices_run(shape):
    """jax declares gesdd's U and V^T at full size when it computes no vectors; the guard
    compared them without their batch dims, and refused every batched non-square call."""
    import jax
    import jax.numpy as jnp
    f = lambda a: jnp.linalg.svd(a, compute_uv=False)   # noqa: E731
    a = np.random.default_rng(0).standard_normal(shape).astype(np.float32)
    with jax.default_device(jax.devices("cpu")[0]):   # (LAPACK's, also where jax's default is a GPU)
        text, want = jax.jit(f).lower(a).as_text(), np.asarray(jax.jit(f)(a))
    assert "lapack_sgesdd_ffi" in text
    np.testing.assert_array_equal(bridge.execute(text, [a], backend="cpu")[0], want)


def _inv_lowered_for(platform: str, a):
    import jax
    import jax.numpy as jnp
    with jax.default_device(jax.devices("cpu")[0]):
        return jax.jit(jnp.linalg.inv).trace(a).lower(lowering_platforms=(platform,)).as_text()


def test_a_module_lowered_for_cuda_run_on_the_cpu_says_whose_calls_it_has():
    a = np.eye(4, dtype=np.float32) * 2
    text = _inv_lowered_for("cuda", a)
    with pytest.raises(bridge.errors.BackendError, match=r"No FFI handler registered for cusolver_getrf_ffi .*"
                       r"\(cusolver_getrf_ffi is a custom call jax lowers for cuda: run the module there "
                       r"\(backend='cuda'\) or on the reference"):
        bridge.execute(text, [a], backend="cpu")
    np.testing.assert_array_equal(bridge.reference.evaluate(text, [a])[0], np.eye(4) / 2)   # (as it says)


@pytest.mark.parametrize("program,target", [("cudnn_attention", "__cudnn$fmhaSoftmax"),
                                            ("tridiagonal", "cusparse_gtsv2_ffi")])
def test_xla_gpu_calls_of_a_real_gpu_dump_run_on_the_cpu_say_whose_they_are(program, target):
    """jax's HLO of an H200 run (tests/data/xla_gpu_h200): cuDNN attention is an untyped call,
    cuSPARSE's a typed one; both are the GPU's."""
    text = (pathlib.Path(__file__).parent / "data" / "xla_gpu_h200" / f"{program}.before_optimizations.txt").read_text()
    inputs = [np.zeros(s, np.float32) for s in _param_shapes_hlo(text)]
    with pytest.raises(bridge.errors.BackendError, match=re.escape(f"({target} is a custom call ") +
                       r".*for cuda: run the module there \(backend='cuda'\) or on the reference"):
        bridge.execute(text, inputs, backend="cpu")


def _param_shapes_hlo(text: str) -> list[tuple[int, ...]]:
    head = text.split("entry_computation_layout={(", 1)[1].split(")->", 1)[0]
    return [tuple(int(d) for d in dims.split(",") if d) for dims in re.findall(r"f32\[([\d,]*)\]", head)]


@pytest.mark.gpu
@pytest.mark.skipif(not has_gpu(), reason="no CUDA PJRT platform: needs a GPU and jax's CUDA plugin")
def test_a_module_lowered_for_the_cpu_run_on_the_gpu_says_whose_calls_it_has():
    a = np.eye(4, dtype=np.float32) * 2
    with pytest.raises(bridge.errors.BackendError, match=r"lapack_sgetrf_ffi is a custom call jax lowers for cpu"):
        bridge.execute(_inv_lowered_for("cpu", a), [a], backend="cuda")


def _param_shapes(text: str) -> list[tuple[int, ...]]:
    head = text.split(")", 1)[0]
    return [tuple(int(d) for d in t.split("x")) for t in re.findall(r"tensor<([\dx]+)xf32>", head)]


_LAPACK_CHILD = """
import sys, numpy as np, bridge
from bridge.runtime import signature
signature.check_lapack_calls = lambda calls, platform: None
bridge.execute(sys.stdin.read(), [np.eye(64, dtype=np.float32) * 2])
print("STILL ALIVE")
"""


def test_the_lapack_guard_is_needed():
    """Without it XLA:CPU writes a 64x64 LU into a 2x2 buffer: the heap is corrupted and the
    process aborts (or, with other sizes, goes on with corrupted memory)."""
    r = subprocess.run([sys.executable, "-c", _LAPACK_CHILD], input=LAPACK_SHAPES["getrf_result_smaller"][0],
                       text=True, capture_output=True, timeout=300)
    assert r.returncode != 0 and "STILL ALIVE" not in r.stdout, r.stdout + r.stderr[-2000:]
