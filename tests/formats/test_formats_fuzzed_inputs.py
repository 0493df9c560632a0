"""Regressions from a mutation-fuzz campaign on programs jax wrote: inputs one byte or one
token away from jax's output that aborted, hung or ate the machine's memory.
Each would-be crash runs in a child process, so that the old behaviour fails the test
instead of killing pytest."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time

import numpy as np
import pytest

from bridge import formats
from bridge.errors import HloBridgeError, ProgramError

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _child(code: str, data: bytes = b"", timeout: float = 60, env: dict | None = None, memory_gb: float | None = None):
    """Run `code` (with `data` on stdin) in a fresh interpreter; (returncode, stdout). `memory_gb`:
    its address space, so that a regression runs out of memory instead of taking the machine's."""
    code = textwrap.dedent(code)
    if memory_gb:
        code = textwrap.dedent(f"""
            import resource
            _, hard = resource.getrlimit(resource.RLIMIT_AS)
            cap = {int(memory_gb * 2 ** 30)}
            resource.setrlimit(resource.RLIMIT_AS, (cap if hard == resource.RLIM_INFINITY else min(cap, hard), hard))
        """) + code
    r = subprocess.run([sys.executable, "-c", code], input=data, capture_output=True, check=False,
                       timeout=timeout, cwd=ROOT, env={**os.environ, "JAX_PLATFORMS": "cpu", **(env or {})})
    return r.returncode, r.stdout.decode("utf-8", "replace")


_CONVERT = """
    import sys
    from bridge import formats
    from bridge.errors import HloBridgeError
    data = sys.stdin.buffer.read()
    try:
        formats.convert(data if {binary} else data.decode(), {to!r}{via})
        print("converted")
    except HloBridgeError as e:
        print("refused:", e)
"""


def _convert_in_child(data, to: str, via: str | None = None, **kw):
    code = _CONVERT.format(binary=isinstance(data, bytes), to=to, via=f", via={via!r}" if via else "")
    return _child(code, data if isinstance(data, bytes) else data.encode(), **kw)


# ---- strings that are not UTF-8: jaxlib's bindings std::terminate on such a name -------------

JAX_TEXT = """module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<3xf32>
    return %0 : tensor<3xf32>
  }
}
"""


def test_artifact_with_a_name_that_is_not_utf8_is_refused_not_aborted():
    """Fuzz find: one flipped byte in the string table of a jax.export blob's artifact
    ('m\\xfflo.num_partitions') aborted `convert --to hlo` (SIGABRT in the bindings)."""
    blob = formats.convert(JAX_TEXT, "artifact")
    assert blob.count(b"mhlo.num_partitions") == 1
    bad = blob.replace(b"mhlo.num_partitions", b"m\xfflo.num_partitions")
    rc, out = _convert_in_child(bad, "hlo")
    assert rc == 0, f"the process died (rc {rc})"
    assert out.startswith("refused:") and "not UTF-8" in out and "\n" not in out.strip()


def test_mlir_text_with_an_escape_that_is_not_utf8_is_refused_with_its_line():
    text = JAX_TEXT.replace("mhlo.num_replicas", '"mhlo.\\FFreplicas"')
    rc, out = _convert_in_child(text, "hlo")
    assert rc == 0, f"the process died (rc {rc})"
    assert out.startswith("refused:") and "line 1" in out and "not UTF-8" in out


def test_opaque_backend_config_bytes_still_convert():
    """Only names are refused: a custom call's backend_config may be binary (zlib data)."""
    text = ('func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n'
            '  %0 = stablehlo.custom_call @k(%x) {backend_config = "\\78\\9C\\FF\\00"} : (tensor<2xf32>) -> tensor<2xf32>\n'
            '  return %0 : tensor<2xf32>\n}\n')
    back = formats.convert(formats.convert(text, "artifact"), "stablehlo")
    assert 'backend_config = "x\\9C\\FF\\00"' in back   # (\78 is 'x')


# ---- what a byte's worth of bytecode skips: the text parser's attribute checks --------------------

SHARDED = """module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=%d]>
  func.func public @main(%%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> tensor<8x4xf32> {
    %%0 = stablehlo.multiply %%arg0, %%arg0 : tensor<8x4xf32>
    return %%0 : tensor<8x4xf32>
  }
}
"""


def test_artifact_with_a_negative_mesh_axis_is_refused():
    """Fuzz find: one byte of a sharded artifact (the mesh axis size 2 -> -3, zigzag varint 9 ->
    11) read without a word and converted to text that nothing can read; run said the mesh had
    -12 devices and bridge.execute raised a three-line error."""
    a, b = formats.convert(SHARDED % 2, "artifact"), formats.convert(SHARDED % 3, "artifact")
    where = [i for i in range(len(a)) if a[i] != b[i]]
    assert len(a) == len(b) and len(where) == 1 and a[where[0]] == 9   # 2 -> (zigzag 4 << 1) | 1
    bad = a[:where[0]] + bytes([11]) + a[where[0] + 1:]                 # -3
    with pytest.raises(ProgramError, match="axis size must be at least 1") as e:
        formats.convert(bad, "stablehlo")
    assert "\n" not in str(e.value)


# ---- sizes that made a reader allocate without bound -------------------------------------------------

CONV = """func.func @main(%a: tensor<1x2x5x5xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<1x3x5x5xf32> {
  %0 = stablehlo.convolution(%a, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, SPATIAL]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x5x5xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x5x5xf32>
  return %0 : tensor<1x3x5x5xf32>
}
"""


def test_convolution_dimension_numbers_out_of_range_are_refused_before_parsing():
    """Fuzz find: `[o, i, 0, 0x7FFFFFFF]` made StableHLO's parser allocate 16 GB in the caller's
    process (10^9: 8 GB and 30 s). Now refused before parsing; within 1.5 GB here."""
    code = f"""
        from bridge import formats
        from bridge.errors import HloBridgeError
        try:
            formats.convert({CONV.replace("SPATIAL", "0x7FFFFFFF")!r}, "vhlo")
            print("converted")
        except HloBridgeError as e:
            print("refused:", e)
    """
    rc, out = _child(code, memory_gb=1.5)
    assert rc == 0 and out.startswith("refused:") and "spatial dimension 0x7FFFFFFF" in out, (rc, out[-300:])
    assert formats.convert(CONV.replace("SPATIAL", "1"), "vhlo")   # (the jax form itself reads)


def test_convolution_output_dimension_too_large_is_a_program_error():
    """Fuzz find: `->[b, f, 0, 99999999999]` raised ValueError ('SmallVector unable to grow')."""
    text = CONV.replace("SPATIAL", "1").replace("->[b, f, 0, 1]", "->[b, f, 0, 99999999999]")
    with pytest.raises(ProgramError, match="line 2: convolution dimension numbers"):
        formats.convert(text, "bytecode")


def test_huge_partition_count_is_refused_not_hung():
    """Fuzz find: mhlo.num_partitions = 0x7FFFFFFF built a 2-billion-entry device assignment
    for `convert --to hlo-proto` (minutes, GBs)."""
    text = JAX_TEXT.replace("mhlo.num_partitions = 1", "mhlo.num_partitions = 0x7FFFFFFF")
    start = time.monotonic()
    try:
        rc, out = _convert_in_child(text, "hlo-proto", timeout=30, memory_gb=4)
    except subprocess.TimeoutExpired:
        pytest.fail("still writing the device assignment after 30 s")
    assert rc == 0 and out.startswith("refused:") and "2147483647 partitions" in out, out[-300:]
    assert time.monotonic() - start < 30


def test_native_reader_memory_is_capped():
    """Fuzz find: `f32[4294967297] constant(1)` (one token of a jax dump) made XLA's parser, in
    the checking child, take 20 GB of a 23 GB machine for 60 s. The child's address space is now
    capped (HLOBRIDGE_CHECK_MEMORY_GB); here 0.25 GB against a 512 MiB constant."""
    hlo = "HloModule m\nENTRY e {\n  ROOT c = f32[134217728] constant(1)\n}\n"
    rc, out = _convert_in_child(hlo, "stablehlo", via="native", env={"HLOBRIDGE_CHECK_MEMORY_GB": "0.25"})
    assert rc == 0 and out.startswith("refused:") and "more memory than a checking process" in out, out[-300:]


def test_native_reader_default_cap_stops_a_huge_constant_quickly():
    hlo = "HloModule m\nENTRY e {\n  ROOT c = f32[4294967297] constant(1)\n}\n"
    start = time.monotonic()
    with pytest.raises(ProgramError, match="more memory than a checking process"):
        formats.convert(hlo, "stablehlo", via="native")
    assert time.monotonic() - start < 30


# ---- integers in HLO text, as XLA's lexer reads them --------------------------------------------------

def _transpose(dims: str, layout: str = "{1,0}") -> str:
    return (f"HloModule m\nENTRY e {{\n  p = f32[2,3]{layout} parameter(0)\n"
            f"  ROOT t = f32[3,2]{{1,0}} transpose(p), dimensions={dims}\n}}\n")


def test_leading_zeros_read_as_xla_reads_them():
    """XLA's HLO parser reads `dimensions={01,0}` (decimal); ours said 'ValueError: invalid literal
    for int() with base 0'."""
    import bridge
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    (out,) = bridge.reference.evaluate(formats.convert(_transpose("{01,00}"), "stablehlo"), [x])
    np.testing.assert_array_equal(out, x.T)


def test_hex_in_a_layout_is_a_one_line_error():
    """Fuzz find: `u32[2]{0x7FFFFFFF}` (a hex number where a layout goes) raised ValueError."""
    text = ("HloModule m\nENTRY e {\n  p = u32[2]{0x7FFFFFFF} parameter(0)\n"
            "  ROOT n = u32[2]{0} negate(p)\n}\n")
    with pytest.raises(HloBridgeError, match="line 3") as e:
        formats.convert(text, "stablehlo")
    assert "\n" not in str(e.value)


# ---- corrupt HloSnapshots and Shardy attributes ----------------------------------------------------------

def _snapshot(minor_to_major=(1, 0), element_type=None) -> bytes:
    """An HloSnapshot of a f32[2,3] negate with one recorded argument, as XLA writes them."""
    from bridge.formats import hlo_proto
    hlo = "HloModule m\nENTRY e {\n  p = f32[2,3]{1,0} parameter(0)\n  ROOT n = f32[2,3]{1,0} negate(p)\n}\n"
    snap = hlo_proto.message_class("xla.HloSnapshot")()
    snap.hlo.hlo_module.ParseFromString(formats.convert(hlo, "hlo-proto"))
    arg = snap.arguments.add()
    arg.shape.element_type = element_type or snap.hlo.hlo_module.host_program_shape.parameters[0].element_type
    arg.shape.dimensions.extend([2, 3])
    arg.shape.layout.minor_to_major.extend(minor_to_major)
    arg.f32s.extend(range(6))
    return snap.SerializeToString()


def test_snapshot_argument_with_a_layout_that_is_not_a_permutation_is_refused():
    """Fuzz find: a byte of a jax snapshot's argument layout ({3,2,1,0} -> {3,2,33,0}) raised
    IndexError ({3,2,3,0}: ValueError) in formats.info, run and difftest."""
    assert formats.snapshot_arguments(_snapshot())[0].tolist() == [[0, 1, 2], [3, 4, 5]]
    for layout in [(33, 0), (1, 1)]:
        with pytest.raises(ProgramError, match="not a permutation of its dimensions"):
            formats.info(_snapshot(layout))


def test_snapshot_argument_with_an_unknown_element_type_is_refused():
    with pytest.raises(ProgramError, match="element type 99"):
        formats.snapshot_arguments(_snapshot(element_type=99))


def test_shardy_attribute_naming_an_unknown_axis_is_one_line_via_native():
    """Fuzz find: one letter of a jax dump's `xla.sdy.sharding` ("x" -> "h") made `convert --via
    native` print a traceback (the import pass's MLIRError); ours already said it in one line."""
    hlo = ('HloModule m, frontend_attributes={xla.sdy.meshes={mesh = #sdy.mesh<["x"=2]>}}\nENTRY e {\n'
           '  p = f32[4]{0} parameter(0), sharding={devices=[2]<=[2]}, '
           'frontend_attributes={xla.sdy.sharding="#sdy.sharding<@mesh, [{\\"h\\"}]>"}\n'
           '  ROOT n = f32[4]{0} negate(p)\n}\n')
    with pytest.raises(ProgramError, match='unknown axis name: "h"') as e:
        formats.convert(hlo, "stablehlo", via="native")
    assert "\n" not in str(e.value)


@pytest.mark.parametrize("header, fa, what", [
    ("num_partitions=99999999999", "", "module attribute num_partitions=99999999999"),
    ("", '["x"=18446744073709551616, "y"=2]', "a mesh of 36893488147419103232 devices"),
])
def test_device_counts_beyond_int32_are_one_line_errors(header, fa, what):
    """Fuzz find: a jax dump's mesh axis 4 -> 18446744073709551616 raised OverflowError (int64
    product); num_partitions=99999999999 raised RuntimeError std::bad_cast (an i32 attribute)."""
    meshes = f", frontend_attributes={{xla.sdy.meshes={{mesh = #sdy.mesh<{fa}>}}}}" if fa else ""
    hlo = f"HloModule m{', ' + header if header else ''}{meshes}\nENTRY e {{\n  ROOT p = f32[2] parameter(0)\n}}\n"
    with pytest.raises(HloBridgeError, match="more than XLA can count") as e:
        formats.convert(hlo, "stablehlo")
    assert what in str(e.value) and "line 1:" in str(e.value)


# ---- Shardy round-trip calls and attribute text jaxlib's passes and parser crash on ------------

SDY_FUNC_RESULT = """HloModule m, frontend_attributes={xla.sdy.meshes={mesh = #sdy.mesh<["x"=2]>}}
ENTRY e {
  p = f32[4]{0} parameter(0)
  ROOT r = f32[4]{0} custom-call(p), custom_call_target="xla.sdy.FuncResultSharding", custom_call_has_side_effect=true\
FRONTEND
}
"""


@pytest.mark.parametrize("frontend, why", [
    (', frontend_attributes={a="b"}', "has no xla.sdy.sharding frontend attribute"),
    ("", "has no xla.sdy.sharding frontend attribute"),
    (', frontend_attributes={xla.sdy.sharding=""}', "is not #sdy.sharding_per_value<...>: ''"),
])
def test_shardy_calls_the_import_pass_would_crash_on_are_refused(frontend, why):
    # the import pass read the missing attribute without looking, and ir.Attribute.parse("")
    # segfaults (jaxlib 0.10.2): both killed `hlobridge convert` (exit 139)
    code, out = _convert_in_child(SDY_FUNC_RESULT.replace("FRONTEND", frontend), "stablehlo")
    assert code == 0 and out.startswith("refused:") and why in out, (code, out)


def test_empty_composite_attributes_are_a_builder_error():
    code, out = _child("""
        import numpy as np
        from bridge import BuilderError, Shape, XlaBuilder, ops
        b = XlaBuilder("d"); x = ops.Parameter(b, 0, Shape.array_shape(np.float32, (2,)), "x"); d = b.build(ops.Neg(x))
        b = XlaBuilder("m"); x = ops.Parameter(b, 0, Shape.array_shape(np.float32, (2,)), "x")
        try:
            ops.CompositeCall(b, d, [x], "my.c", composite_attributes="")
        except BuilderError as e:
            print("refused:", e)
    """)
    assert code == 0 and "composite_attributes '' is not an MLIR attribute dictionary" in out, (code, out)


def test_a_module_count_that_is_no_integer_is_one_line():
    # (a location where mhlo.num_replicas belongs: the message itself raised TypeError reading it)
    import bridge
    text = JAX_TEXT.replace("mhlo.num_replicas = 1 : i32", 'mhlo.num_replicas = loc("x")')
    with pytest.raises(HloBridgeError, match="module attribute mhlo.num_replicas is not an integer"):
        bridge.reference.evaluate(text, [np.ones(3, np.float32)])


# A shard_map's GlobalToLocalShape call without its operand (a fuzzed dump): the import
# of the manual computation indexed the missing operand (IndexError); the calls now stay as
# XLA wrote them.
SHARD_MAP_NO_OPERAND = """HloModule m, entry_computation_layout={(f32[8,4]{1,0})->f32[2,4]{1,0}}, num_partitions=8, frontend_attributes={xla.sdy.meshes={mesh = #sdy.mesh<["x"=4, "y"=2]>}}

xla.sdy.manual_computation_body.2 {
  p = f32[2,2]{1,0} parameter(0)
  ROOT n = f32[2,2]{1,0} negate(p)
}

ENTRY main {
  a = f32[8,4]{1,0} parameter(0), sharding={devices=[4,2]<=[8]}, frontend_attributes={xla.sdy.sharding="#sdy.sharding<@mesh, [{\\"x\\"}, {\\"y\\"}]>"}
  l = f32[2,2]{1,0} custom-call(), custom_call_target="xla.sdy.GlobalToLocalShape", custom_call_has_side_effect=true, frontend_attributes={xla.sdy.in_shardings="#sdy.sharding_per_value<[<@mesh, [{\\"x\\"}, {\\"y\\"}]>]>",xla.sdy.manual_axes="#sdy<manual_axes{\\"x\\", \\"y\\"}>"}
  c = f32[2,2]{1,0} call(l), to_apply=xla.sdy.manual_computation_body.2, frontend_attributes={inlineable="false"}
  ROOT g = f32[2,4]{1,0} custom-call(c), custom_call_target="xla.sdy.LocalToGlobalShape", custom_call_has_side_effect=true, frontend_attributes={xla.sdy.manual_axes="#sdy<manual_axes{\\"x\\", \\"y\\"}>",xla.sdy.out_shardings="#sdy.sharding_per_value<[<@mesh, [{}, {\\"y\\"}]>]>"}
}
"""


def test_a_shard_map_call_without_its_operand_converts_as_written():
    proto = formats.convert(SHARD_MAP_NO_OPERAND, "hlo-proto")   # (read by XLA's importer, as a dump's .pb)
    text = formats.convert(proto, "stablehlo")
    assert "xla.sdy.GlobalToLocalShape" in text and "= sdy.manual_computation" not in text


def test_dictionary_backend_config_bytes_convert_in_every_form():
    """jax's Mosaic GPU and Triton calls keep the kernel's bytecode and hash as values of a
    dictionary backend_config (jax.export's back-compat data, pallas/mosaic_gpu_add_one.py):
    such an artifact was refused. Its bytes must survive every format; a key stays a name."""
    blob = "\\4D\\4C\\EF\\52\\00\\FF"
    text = ('func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n'
            '  %0 = stablehlo.custom_call @mosaic_gpu_v2(%x) {mhlo.backend_config = '   # (as jax writes it)
            f'{{kernel_hash = "\\E2\\A8{{", module = "{blob}"}}}} : (tensor<2xf32>) -> tensor<2xf32>\n'
            '  return %0 : tensor<2xf32>\n}\n')
    for fmt in ("artifact", "bytecode", "vhlo", "generic", "hlo"):
        back = formats.convert(formats.convert(text, fmt), "stablehlo")
        assert 'module = "ML\\EFR\\00\\FF"' in back and 'kernel_hash = "\\E2\\A8{"' in back, fmt
    bad_key = text.replace("kernel_hash", '"k\\FF"')
    rc, out = _convert_in_child(bad_key, "hlo")
    assert rc == 0 and out.startswith("refused:") and "not UTF-8" in out
    after = text.replace("return %0", 'return %0 loc("\\FF")')   # (a location after the config)
    rc, out = _convert_in_child(after, "hlo")
    assert rc == 0 and out.startswith("refused:") and "not UTF-8" in out
