"""The new HLO syntax read exactly (shardings as XLA's importer writes them, the stack-frame
tables), bad input refused with one line naming line:col (and what XLA would do), the CLI's
--split-input-file / --elided-constants, and format detection of headerless HLO."""
from __future__ import annotations

import re
import subprocess
import sys

import pytest

import bridge
from bridge import formats
from bridge.hlo import parse
from bridge.provenance import StackFrame
from corpus_cases import SHARDINGS, STACK_FRAMES
from hlotest import ON_GPU

_SHARDING_ATTR = re.compile(r'mhlo\.sharding = "((?:[^"\\]|\\.)*)"')


def test_shardings_are_where_and_what_xlas_importer_writes():
    """Every printed form, on parameters, ops and results: the same strings in the same order
    as XLA's importer's module (run in its child process)."""
    ours = _SHARDING_ATTR.findall(formats.convert(SHARDINGS, "stablehlo"))
    theirs = _SHARDING_ATTR.findall(formats.convert(SHARDINGS, "stablehlo", via="native"))
    assert ours == theirs and len(ours) == 11
    assert "{devices=[2,4]<=[4,2]T(1,0)}" in ours and "{maximal device=3}" in ours
    assert "{devices=[2,2,2]<=[8] last_tile_dims={manual}}" in ours


def test_stack_frame_tables_resolve_parents():
    """XLA prints parent_frame_id as the parent's id + 1: frame 3 (dense, line 12) was called
    by frame 2 (forward, line 21), called by frame 1 (<module>, line 40), the outermost."""
    frames = parse(STACK_FRAMES).stack_frames
    assert frames.stack(3) == (StackFrame("/home/me/model.py", "dense", 12, 11, 12, 25),
                               StackFrame("/home/me/model.py", "forward", 21, 8, 21, 30),
                               StackFrame("/home/me/model.py", "<module>", 40, 4, 40, 20))
    # and written back by XLA's exporter from our locations: the same tables, the same stack
    text = formats.convert(STACK_FRAMES, "hlo")
    assert 'FunctionNames\n1 "<module>"\n2 "forward"\n3 "dense"\n' in text
    assert "3 {file_location_id=3 parent_frame_id=3}" in text
    assert 'metadata={op_type="dot_general" op_name="jit(f)/dot_general" stack_frame_id=3}' in text
    assert 'metadata={op_name="jit(f)/tanh" source_file="/home/me/model.py" source_line=21' in text


M = "HloModule m{header}\n\nENTRY main {{\n{body}\n}}\n"


def _module(body: str, header: str = "") -> str:
    return M.format(header=header, body=body)


@pytest.mark.parametrize("text, pattern", [
    (_module("  ROOT a = f32[4] parameter(0), sharding={devices=[2,2]0,1,2}"),
     r"line 4:42: instruction 'a' \(parameter\): attribute sharding: the device list has 3 device\(s\) for a "
     r"\[2,2\] tile grid of 4 \(XLA's parser would pad it with device 0\)"),
    (_module("  ROOT a = f32[4] parameter(0), sharding={devices=[8]<=[8]}", ", num_partitions=4"),
     r"line 4:33: .*sharding \{devices=\[8\]<=\[8\]\} assigns 8 devices but the module has num_partitions=4"),
    (_module("  ROOT a = f32[4] parameter(0), sharding={maximal device=5}", ", num_partitions=4"),
     r"names device 5, outside the module's num_partitions=4"),
    (_module("  ROOT a = f32[4,2] parameter(0), sharding={devices=[2]0,1}"),
     r"line 4:35: .*tiles 1 dimension\(s\) but the value has rank 2 \(shape f32\[4,2\]\)"),
    (_module("  ROOT a = (f32[4], f32[4]) parameter(0), sharding={{replicated}}"),
     r"tuple sharding \{\{replicated\}\} has 1 element\(s\) for 2 tuple leaves"),
    (_module("  ROOT a = f32[4,2] parameter(0), sharding={devices=[2,1,2]<=[4] last_tile_dim_replicate "
             "last_tile_dims={manual}}"), r"cannot both be given \(XLA's parser aborts on it\)"),
    (_module("  ROOT a = f32[4] parameter(0), sharding={devices=[2]0,1 wide}"),
     r"line 4:58: .*unknown word 'wide' in a sharding"),
    (_module("  ROOT a = f32[4] parameter(0), metadata={op_name=\"x\" stack_frame_id=2}"),
     r"stack_frame_id=2 but the module has no StackFrames table"),
    (STACK_FRAMES.replace("stack_frame_id=3", "stack_frame_id=9"),
     r"line 25:\d+: .*stack_frame_id=9 is not in the StackFrames table \(frames 1\.\.3\)"),
    (STACK_FRAMES.replace("function_name_id=3 line=12", "function_name_id=7 line=12"),
     r"file location 3 names function_name_id=7, not in the FunctionNames table \(1\.\.3\)"),
    (_module("  ROOT a = f32[4] parameter(0), metadata={op_name=\"x\" source_line=two}"),
     r"metadata field source_line has a value of unexpected form 'two'"),
    # lines beyond int32 (XLA's proto) were a TypeError out of MLIR's location builder
    (STACK_FRAMES.replace("line=12 end_line=12", "line=99999999999 end_line=12"),
     r"line 14:\d+: FileLocations field line=99999999999 is out of XLA's int32 range"),
    (_module("  ROOT a = f32[4] parameter(0), metadata={op_name=\"x\" source_file=\"a.py\" source_line=4294967296}"),
     r"line 4:\d+: .*OpMetadata.source_line=4294967296 is out of XLA's int32 range"),
    (_module("  ROOT c = f32[4] constant({...})"),
     r"line 4:28: .*the constant's value was elided \(\{\.\.\.\}\); .* --elided-constants zeros\|random"),
    (_module("  ROOT a = f32[<=-8,?] parameter(0)"),
     r"line 4:18: expected a dimension size \(the bound after <=\), found '-8'"),
    (_module("  ROOT a = s1[4] parameter(0)"), r"element type s1 is XLA's \(S1\) but hlobridge has no dtype for it"),
    (_module("  p = f32[6] parameter(0)\n  ROOT r = reshape(p)"),
     r"line 5:12: instruction 'r' leaves out its shape, which XLA cannot infer for opcode 'reshape'"),
    ("HloModule m\nENTRY main (a: f32[6]) -> f32[5] {\n  a = f32[6] parameter(0)\n  ROOT n = f32[6] negate(a)\n}\n",
     r"line 4:8: ROOT 'n' has shape f32\[6\] but computation 'main' declares result f32\[5\]"),
    (_module("  ROOT a = f32[4] parameter(0)", ", input_output_alias={ {0}: (3, {}, may-alias) }"),
     r"input_output_alias names parameter 3; the entry computation has 1"),
    (_module("  ROOT a = f32[4] parameter(0)", ", input_output_alias={ {0}: (0, {}, maybe-alias) }"),
     r"line 1:\d+: input_output_alias: unknown kind 'maybe-alias' \(expected may-alias or must-alias\)"),
    (_module("  ROOT a = f32[4] parameter(0)", ", buffer_donor={ (0, {x}) }"),
     r"line 1:\d+: buffer_donor: expected an integer in a shape index, found 'x'"),
    ("p = f32[6] parameter(0)\n", r"line 1:1: expected 'HloModule' .*\(XLA also reads computations without the "
     r"header"),
    # a finite value the type cannot hold is refused, as XLA's parser does (it was inf)
    (_module("  ROOT c = f16[] constant(-65520)"), r"line 4:\d+: .*value -65520 is out of range for f16"),
    (_module("  ROOT c = f64[2] constant({1, 1.8e308})"), r"value 1.8e308 is out of range for f64"),
    (_module("  ROOT c = c64[] constant((1, -1e100))"), r"imag part -1e\+100 is out of range for c64"),
    # a module MLIR's verifier refuses was a traceback (ir.MLIRError out of the final verify)
    (_module("  p = (f32[2], f32[3]) parameter(0)\n  ROOT c = f32[4]{0} custom-call(p), custom_call_target=\"t\", "
             "operand_layout_constraints={(f32[2]{0}, f32[3]{0})}"),
     r"the StableHLO module does not verify: 'stablehlo.custom_call' op Tuple types are not fully supported"),
    # (a scalar's broadcast may leave dimensions= out, as XLA's parser allows: see below)
    (_module("  p = f32[3] parameter(0)\n  ROOT b = f32[2,3] broadcast(p)"),
     r"line 5:21: instruction 'b' \(broadcast\): missing attribute dimensions="),
])
def test_bad_input_is_one_line_naming_line_col(text, pattern):
    with pytest.raises(bridge.HloBridgeError, match=pattern) as info:
        formats.convert(text, "stablehlo", from_="hlo")
    assert "\n" not in str(info.value)


@pytest.mark.parametrize("text", [
    "/* a comment */\nHloModule m\nENTRY e {\n  ROOT p = f32[] parameter(0)\n}\n",
    "fusion {\n  p0 = f32[2] parameter(0)\n  ROOT n = f32[2] negate(p0)\n}\n",
    "ENTRY e {\n  ROOT t = tuple()\n}\n",
    "%fused_computation (param_0: f32[2]) -> f32[2] {\n  %param_0 = f32[2] parameter(0)\n"
    "  ROOT %n = f32[2] negate(f32[2] %param_0)\n}\n",
])
def test_headerless_and_commented_hlo_is_detected(text):
    assert formats.detect(text) == "hlo"
    module = formats.convert(text, "stablehlo")
    assert "func.func @main" in module


def _cli(*args, stdin: str):
    return subprocess.run([sys.executable, "-m", "bridge.cli.main", "convert", "-", "-o", "-", *args],
                          input=stdin, capture_output=True, text=True, timeout=120)


def test_cli_split_input_file_and_first_module():
    text = ("HloModule one\nENTRY e {\n  ROOT p = f32[2] parameter(0)\n}\n// -----\n"
            "HloModule two\nENTRY e {\n  p = f32[3] parameter(0)\n  ROOT n = f32[3] negate(p)\n}\n")
    first = _cli("--to", "stablehlo", stdin=text)
    assert first.returncode == 0 and "module @one" in first.stdout and "@two" not in first.stdout
    both = _cli("--to", "hlo", "--split-input-file", stdin=text)
    assert both.returncode == 0, both.stderr
    parts = both.stdout.split("\n// -----\n")
    assert len(parts) == 2 and parts[0].startswith("HloModule one") and "negate(" in parts[1]
    bad = _cli("--to", "bytecode", "--split-input-file", stdin=text)
    assert bad.returncode == 2 and "writes text formats only" in bad.stderr


def test_cli_elided_constants_policies():
    text = "HloModule m\nENTRY e {\n  ROOT c = f32[3] constant({...})\n}\n"
    refused = _cli("--to", "stablehlo", stdin=text)
    assert refused.returncode == 2 and refused.stderr.count("\n") == 1
    assert "line 3:28" in refused.stderr and "--elided-constants zeros|random" in refused.stderr
    zeros = _cli("--to", "stablehlo", "--elided-constants", "zeros", stdin=text)
    assert "dense<0.000000e+00> : tensor<3xf32>" in zeros.stdout
    random = [_cli("--to", "stablehlo", "--elided-constants", "random", stdin=text).stdout for _ in range(2)]
    assert random[0] == random[1] and "dense<[" in random[0]   # seeded: the same values every time


def test_sharding_error_exits_2_with_one_line():
    text = _module("  ROOT a = f32[4] parameter(0), sharding={devices=[2,2]0,1,2}")
    out = _cli("--to", "stablehlo", stdin=text)
    assert out.returncode == 2 and out.stderr.startswith("hlobridge convert: error: HLO text line 4:42:")
    assert out.stderr.count("\n") == 1


def test_scalar_broadcast_without_dimensions_reads_as_xlas_parser_reads_it():
    """XLA's parser takes `broadcast(scalar)` with no dimensions= (its own GPU emitter tests
    write it); ours refused it. Both importers' modules give 7s."""
    import numpy as np
    text = _module("  p = f32[] parameter(0)\n  ROOT b = f32[2,3] broadcast(p)")
    for via in ("builder", "native"):
        out = bridge.execute(formats.convert(text, "stablehlo", via=via), [np.float32(7)])[0]
        np.testing.assert_array_equal(out, np.full((2, 3), 7, np.float32))


def test_inverse_trigonometric_opcodes_read_and_run_with_both_importers():
    """acos, acosh, asin, asinh, atanh, cosh, sinh: HLO opcodes of their own since 2025 (XLA's emitter tests
    use them). Ours reads them as the CHLO ops; XLA's importer writes mhlo ops, which
    jaxlib 0.10.2's XLA:CPU does not compile ("UNIMPLEMENTED: acos"), so they become CHLO
    too. Oracle: numpy."""
    import numpy as np
    fns = {"acos": np.arccos, "acosh": np.arccosh, "asin": np.arcsin, "asinh": np.arcsinh, "atanh": np.arctanh,
           "cosh": np.cosh, "sinh": np.sinh}
    body = "  p = f32[5] parameter(0)\n  q = f32[5] add(p, p)\n" + "".join(
        f"  {op} = f32[5] {op}({'q' if op == 'acosh' else 'p'})\n" for op in fns)
    text = _module(body + f"  ROOT t = ({', '.join(['f32[5]'] * len(fns))}) tuple({', '.join(fns)})")
    x = np.array([0.55, 0.6, 0.7, 0.8, 0.9], np.float32)   # (2x > 1 for acosh)
    want = [fns[op](2 * x if op == "acosh" else x) for op in fns]
    for via in ("builder", "native"):
        module = formats.convert(text, "stablehlo", via=via)
        assert not any(f"mhlo.{op} " in module for op in fns)
        assert all(f"chlo.{op} " in module for op in fns)
        for got, w in zip(bridge.execute(module, [x]), want):
            np.testing.assert_allclose(got, w, rtol=2e-6)


@pytest.mark.parametrize("body, want", [
    # XLA's parser reads integers as int64 and casts: a u64 constant(-1) is 2^64-1
    ("  ROOT c = u64[] constant(-1)", 2 ** 64 - 1),
    # and lets an op on a scalar leave window= out
    # (init 0, the identity XLA assumes: it drops a unit window's init)
    ("  a = f32[] constant(42)\n  z = f32[] constant(0)\n  ROOT r = f32[] reduce-window(a, z), to_apply=add", 42.0),
])
def test_scalar_forms_xlas_parser_reads(body, want):
    import numpy as np
    add = "add {\n  x = f32[] parameter(0)\n  y = f32[] parameter(1)\n  ROOT s = f32[] add(x, y)\n}\n\n"
    text = M.format(header="", body=body).replace("ENTRY", add + "ENTRY", 1)
    for via in ("builder", "native"):
        (out,) = bridge.execute(formats.convert(text, "stablehlo", via=via), [])
        assert np.asarray(out).item() == want


@pytest.mark.parametrize("text", [
    "HloModule named:\nENTRY e {\n  ROOT c = f32[] constant(3)\n}\n",   # a colon after the name
    _module("  c = f32[] constant(3), statistics={visualizing_index=1,stat-0=30}\n  ROOT n = f32[] negate(c)"),
    _module("  c = f32[] constant(3)\n  ROOT d = f32[] domain(c), domain={kind=\"sharding\", entry={maximal "
            "device=0}, exit={maximal device=1}}"),
    "HloModule m\n\nadd {\n  x = f32[] parameter(0)\n  y = f32[] parameter(1)\n  ROOT s = f32[] add(x, y)\n}\n\n"
    "ENTRY e {\n  c = f32[] constant(3)\n  ROOT r = f32[] all-reduce(c), replica_groups={}, constrain_layout=true, "
    "to_apply=add\n}\n",
])
def test_forms_xlas_parser_reads_and_ours_now_reads(text):
    """Found running both parsers over the HLO of XLA's own parser tests (hlo_parser_test.cc):
    hints XLA's importer drops too (statistics=, domain=, constrain_layout=) and a colon after
    the module name. Both importers' modules give the same numbers."""
    import numpy as np
    # (on XLA:CPU: XLA:GPU cannot compile the mhlo.domain of XLA's importer's module)
    ours, xlas = (bridge.execute(formats.convert(text, "stablehlo", via=v), [], backend="cpu" if ON_GPU else None)
                  for v in ("builder", "native"))
    assert len(ours) == len(xlas) == 1 and abs(float(np.asarray(ours[0]))) == 3.0
    np.testing.assert_array_equal(ours[0], xlas[0])


def test_async_done_may_repeat_its_calls():
    """XLA prints `calls=` on an async-done too (its parser tests do); ours refused the
    attribute. (XLA:CPU in jaxlib 0.10.2 cannot compile XLA's importer's module of it.)"""
    import numpy as np
    text = ("HloModule m\n\nneg {\n  p = f32[] parameter(0)\n  ROOT n = f32[] negate(p)\n}\n\n"
            "ENTRY e {\n  c = f32[] constant(3)\n  s = ((f32[]), f32[], s32[]) async-start(c), calls=neg\n"
            "  ROOT d = f32[] async-done(s), calls=neg\n}\n")
    (out,) = bridge.execute(formats.convert(text, "stablehlo"), [])
    assert np.asarray(out).item() == -3.0
