"""HLO text / proto / text proto, both reading paths, jax.export blobs, info() for every
format, artifact version control, and the child process that runs XLA's native readers."""
from __future__ import annotations

import numpy as np
import pytest

import bridge
from bridge import formats
from bridge.errors import InformationDropped, ProgramError
from bridge.formats import sandbox
from fmt_samples import HAND_WRITTEN

HLO = """HloModule two_ops, entry_computation_layout={(f32[3]{0}, f32[3]{0})->(f32[3]{0}, f32[])}

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

ENTRY main {
  x = f32[3]{0} parameter(0)
  y = f32[3]{0} parameter(1)
  m = f32[3]{0} multiply(x, y)
  z = f32[] constant(0)
  r = f32[] reduce(m, z), dimensions={0}, to_apply=add
  ROOT t = (f32[3]{0}, f32[]) tuple(m, r)
}
"""
X, Y = np.array([1, 2, 3], np.float32), np.array([4, -5, 0.5], np.float32)
WANT = [X * Y, np.float32((X * Y).sum())]


def run(program):
    if isinstance(program, (str, bytes)):   # any format: through the converter to StableHLO text
        program = formats.convert(program, "stablehlo")
    return bridge.execute(program, [X, Y])


def check(program):
    out = run(program)
    np.testing.assert_array_equal(out[0], WANT[0])
    assert out[1] == WANT[1]


@pytest.mark.parametrize("via", ["builder", "native"])
def test_hlo_text_both_ways(via):
    text = formats.convert(HLO, "stablehlo", via=via)
    assert formats.detect(text) == "stablehlo" and "stablehlo.reduce" in text
    check(text)


@pytest.mark.parametrize("via", ["builder", "native"])
def test_hlo_proto_binary_and_text(via):
    proto = formats.convert(HLO, "hlo-proto")
    assert formats.detect(proto) == "hlo-proto"
    check(formats.convert(proto, "stablehlo", via=via))
    pbtxt = formats.convert(proto, "hlo-proto-text")
    assert pbtxt.startswith('name: "two_ops"\n') and "entry_computation_name:" in pbtxt
    assert formats.detect(pbtxt) == "hlo-proto-text"
    check(formats.convert(pbtxt, "stablehlo", via=via))
    assert formats.convert(pbtxt, "hlo-proto") == proto   # proto <-> text proto: lossless
    assert formats.convert(proto, "hlo-proto-text") == pbtxt
    assert formats.convert(proto, "hlo").startswith("HloModule two_ops")


def test_hlo_proto_text_errors_name_line_col():
    with pytest.raises(ProgramError, match=r'cannot parse HLO text proto: 2:\d+ : Message type '
                                           r'"xla.HloModuleProto" has no field named "colour"'):
        formats.convert('name: "m"\ncolour: 3\n', "stablehlo", from_="hlo-proto-text")


def test_native_path_is_xlas_importer_alone():
    # XLA's own parser aborts the process on this parameter number (a CHECK failure): the
    # child dies, its CHECK message is the error; our parser says it in its own words
    bad = "HloModule m\nENTRY e {\n  p = f32[2] parameter(3)\n  ROOT n = f32[2] negate(p)\n}\n"
    with pytest.raises(ProgramError, match=r"crashed on it in a checking process: Check failed: param_no"):
        formats.convert(bad, "stablehlo", via="native")
    with pytest.raises(ProgramError, match=r"line 3:24: instruction 'p': bad parameter number 3"):
        formats.convert(bad, "stablehlo")
    # opcodes our builder lacks: XLA's importer converts them on its own
    sc = ("HloModule m\nENTRY e {\n  x = f32[2] parameter(0)\n  r = u32[2] parameter(1)\n"
          "  s = s8[2] stochastic-convert(x, r)\n  ROOT n = s8[2] negate(s)\n}\n")
    with pytest.raises(ProgramError, match="HLO opcode 'stochastic-convert' is not supported yet"):
        formats.convert(sc, "stablehlo")
    assert '"mhlo.stochastic_convert"' in formats.convert(sc, "stablehlo", via="native")
    with pytest.raises(ProgramError, match=r"from XLA's HLO importer: 'stablehlo.negate' op requires compatible"):
        formats.convert(sc.replace("ROOT n = s8[2]", "ROOT n = s8[3]"), "stablehlo", via="native")
    with pytest.raises(ProgramError, match="--via native applies to HLO input only, not stablehlo"):
        formats.convert(HAND_WRITTEN, "bytecode", via="native")


BAD_PARAM = b"HloModule m\nENTRY e {\n  p = f32[2] parameter(3)\n  ROOT n = f32[2] negate(p)\n}\n"


def test_native_abort_is_contained_in_the_worker(monkeypatch):
    monkeypatch.setenv("HLOBRIDGE_SANDBOX", "worker")
    with pytest.raises(ProgramError, match=r"cannot read HLO text: corrupt input \(the native reader crashed"):
        sandbox.run(BAD_PARAM, "hlo-native")   # straight to XLA, no validation: it aborts in the child
    good = sandbox.run(HLO.encode(), "hlo-native").decode()   # the next call starts a new worker
    assert "stablehlo.multiply" in good
    with pytest.raises(ProgramError, match=r"cannot read HLO module proto: .*No program shape"):
        formats.convert(b"\x12\x03abc", "stablehlo", from_="hlo-proto")


def test_native_abort_is_contained_in_a_fork():
    """Without jax loaded (the CLI's case) the child is a fork of this process."""
    import subprocess
    import sys
    code = ("import sys; from bridge.formats import sandbox; from bridge.errors import ProgramError\n"
            "assert sandbox.fork_is_safe()\n"
            "try:\n    sandbox.run(sys.stdin.buffer.read(), 'hlo-native')\n"
            "except ProgramError as e:\n    print(e)\n"
            "print('jax' in sys.modules, sandbox._worker is None)\n")
    proc = subprocess.run([sys.executable, "-c", code], input=BAD_PARAM, capture_output=True, timeout=120)
    assert proc.returncode == 0, proc.stderr.decode()[-2000:]
    assert proc.stdout.decode().splitlines() == [
        "cannot read HLO text: corrupt input (the native reader crashed on it in a checking process: "
        "Check failed: param_no >= 0 && param_no < parameter_count)",
        "False True"]


def test_jax_export_blob_read_only():
    import jax
    import jax.numpy as jnp
    spec = jax.ShapeDtypeStruct((3,), jnp.float32)
    blob = bytes(jax.export.export(jax.jit(lambda a, b: (a * b, (a * b).sum())), platforms=["cpu"])(spec, spec)
                 .serialize())
    assert formats.detect(blob) == "jax-export"
    check(formats.convert(blob, "stablehlo"))
    check(formats.convert(blob, "hlo"))
    info = formats.info(blob)
    assert info["format"] == "jax-export" and info["platforms"] == ["cpu"]
    assert info["in_avals"] == ["float32[3]", "float32[3]"] and info["out_avals"] == ["float32[3]", "float32[]"]
    assert info["version"] and info["ops"]["stablehlo"] >= 2
    with pytest.raises(ProgramError, match="writing jax.export blobs is not supported"):
        formats.convert(HAND_WRITTEN, "jax-export")
    with pytest.raises(ProgramError, match=r"cannot read jax.export blob \(corrupt or truncated\?\)"):
        formats.convert(blob[:60], "stablehlo", from_="jax-export")


def test_info_every_format():
    seen = {}
    for fmt in ("stablehlo", "generic", "bytecode", "artifact", "vhlo", "hlo", "hlo-proto", "hlo-proto-text", "xla"):
        data = formats.convert(HLO, fmt)
        info = formats.info(data)
        assert info["format"] == fmt, (fmt, info)
        seen[fmt] = info
    assert seen["artifact"]["version"] and seen["artifact"]["producer"].startswith("StableHLO_v")
    assert seen["bytecode"]["producer"].startswith("MLIR")
    for fmt in ("hlo", "hlo-proto", "hlo-proto-text"):
        assert seen[fmt]["module"] == "two_ops"
        assert seen[fmt]["hlo_opcodes"] == {"add": 1, "constant": 1, "multiply": 1, "parameter": 4,
                                            "reduce": 1, "tuple": 1}
        entry = [f for f in seen[fmt]["functions"] if f["visibility"] == "public"]
        assert entry == [{"name": entry[0]["name"], "visibility": "public",
                          "type": "(f32[3], f32[3]) -> (f32[3], f32[])"}]
    assert seen["xla"]["ops"]["xla"] >= 4
    main = next(f for f in seen["stablehlo"]["functions"] if f["name"] == "main")
    assert main["type"] == "(tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<f32>)"


TAN = """func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.tan %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}"""


def test_downgrade_names_the_op_and_its_minimum_version():
    # StableHLO's own tests: tan is illegal at target 1.3.0 (vhlo_to_version_downgrade_invalid);
    # it arrived in 1.4.0 (VHLO changelog)
    with pytest.raises(ProgramError, match=r"cannot write a portable artifact for version 1\.3\.0: the module uses "
                                           r"stablehlo\.tan \(as vhlo\.tan_v\d\), which StableHLO 1\.3\.0 does not "
                                           r"have; it needs at least version 1\.4\.0"):
        formats.convert(TAN, "artifact", target_version="1.3.0")
    art = formats.convert(TAN, "artifact", target_version="1.4.0")
    assert formats.info(art)["version"] == "1.4.0"
    x = np.array([0.1, -0.5, 1.0, 2.0], np.float32)
    np.testing.assert_allclose(bridge.execute(formats.convert(art, "stablehlo"), [x])[0], np.tan(x), rtol=1e-6)


def test_artifacts_keep_chlo_as_jax_export_does_and_refuse_other_dialects():
    chlo = """func.func @main(%a: tensor<3xf32>) -> tensor<3xf32> {
      %0 = chlo.erf %a : tensor<3xf32> -> tensor<3xf32>
      return %0 : tensor<3xf32>
    }"""
    x = np.array([-1.0, 0.0, 0.5], np.float32)
    # erf is one of the CHLO ops XLA's writer keeps, as a composite PJRT runs as XLA's erf
    back = formats.convert(formats.convert(chlo, "artifact", target_version="1.0.0"), "stablehlo")
    assert 'stablehlo.composite "chlo.erf"' in back and "= chlo." not in back
    np.testing.assert_array_equal(bridge.execute(back, [x])[0], bridge.execute(chlo, [x])[0])
    # a version without composites: decomposed into StableHLO (what that version can hold), and said
    with pytest.warns(InformationDropped, match=r"StableHLO 0\.9\.0 cannot hold CHLO's ops as composites.*chlo\.erf"):
        old = formats.convert(chlo, "artifact", target_version="0.9.0")
    oldest = formats.convert(old, "stablehlo")
    assert "chlo" not in oldest and "stablehlo." in oldest
    np.testing.assert_allclose(bridge.execute(oldest, [x])[0], bridge.execute(chlo, [x])[0], rtol=1e-6)
    from fmt_samples import XLA_TEXT
    xla_module = formats.convert(XLA_TEXT, "xla")
    assert "stablehlo.add" in formats.convert(formats.convert(xla_module, "artifact"), "stablehlo")


def test_a_jax_program_s_artifact_computes_what_jit_and_jax_export_compute():
    """Before, CHLO was decomposed: erf came out up to 6 ulp off jit's (XLA's own erf)."""
    import jax
    from jax import export, lax
    x = np.random.default_rng(1).uniform(-3, 3, 4096).astype(np.float32)

    def f(x):
        return lax.erf(x), lax.top_k(x, 3)[0], lax.acosh(abs(x) + 1), lax.asinh(x), lax.lgamma(x + 4)
    text = jax.jit(f).lower(x).as_text()
    ours = bridge.execute(formats.convert(text, "artifact"), [x])
    theirs = bridge.execute(export.export(jax.jit(f))(x).mlir_module_serialized, [x])
    # VHLO text is what the artifact holds (it decomposed CHLO before, as the artifact did)
    vhlo = formats.convert(text, "vhlo")
    assert '"chlo.erf"' in vhlo and "vhlo.composite_v2" in vhlo
    via_vhlo = bridge.execute(formats.convert(vhlo, "stablehlo"), [x])
    for a, b, c, d in zip(ours, theirs, jax.jit(f)(x), via_vhlo):
        np.testing.assert_array_equal(a, np.asarray(c))
        np.testing.assert_array_equal(a, b)
        np.testing.assert_array_equal(d, a)


def test_builder_program_in_and_out():
    comp = formats.convert(HLO, "computation")
    assert isinstance(comp, bridge.XlaComputation)
    assert str(comp.program_shape()) == "(x: f32[3], y: f32[3]) -> (f32[3], f32[])"
    check(comp)
    for fmt in ("artifact", "hlo", "stablehlo"):
        check(formats.convert(comp, fmt))


def test_what_hlo_cannot_hold_is_named():
    """jax's memory kinds, a multi-platform export's platforms, named results: HLO has no
    place for them, and they were left out silently. Positional result names are no loss."""
    import warnings

    import jax
    import jax.numpy as jnp
    x = np.ones(4, np.float32)
    plain = jax.jit(lambda a: (jnp.sin(a), a + 1)).lower(x).as_text()
    with warnings.catch_warnings():
        warnings.simplefilter("error", InformationDropped)
        formats.convert(plain, "hlo")   # ("result[0]", "result[1]": positions, which HLO keeps)
    named = jax.jit(lambda a: {"sine": jnp.sin(a)}).lower(x).as_text()
    for to in ("hlo", "hlo-proto"):
        with pytest.warns(InformationDropped, match=r"HLO has no place for result names \(jax\.result_info\)"):
            formats.convert(named, to)


E8M0 = """func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf8E8M0FNU> {
  %0 = stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xf8E8M0FNU>
  return %0 : tensor<4xf8E8M0FNU>
}"""


def test_downgrade_names_an_element_type_the_version_lacks():
    """VHLO's error names the first op holding a value of the new type (func); the type is
    what the user must change (it said "uses stablehlo.func ... needs 1.8.0")."""
    with pytest.raises(ProgramError, match=r"the module uses the element type f8E8M0FNU, which StableHLO 1\.0\.0 "
                                           r"does not have \(first in vhlo\.func_v1\); it needs at least version"):
        formats.convert(E8M0, "artifact", target_version="1.0.0")


def test_a_proto_keeps_the_partition_count_and_says_what_it_cannot_keep(tmp_path):
    """HLO text -> proto -> HLO text of a sharded module: num_partitions=8 lives in the proto's
    device assignment and came back only when the proto was read as a program, not when it
    was printed as HLO text; the header's allow_spmd_* flags have no field in a proto."""
    hlo = ("HloModule m, entry_computation_layout={(f32[8]{0})->f32[8]{0}}, "
           "allow_spmd_sharding_propagation_to_parameters={false}, num_partitions=8\n"
           "ENTRY e {\n  p = f32[8]{0} parameter(0), sharding={devices=[8]<=[8]}\n"
           "  ROOT n = f32[8]{0} negate(p), sharding={devices=[8]<=[8]}\n}\n")
    with pytest.warns(InformationDropped, match="allow_spmd_sharding_propagation_to_parameters"):
        proto = formats.convert(hlo, "hlo-proto")
    back = formats.convert(proto, "hlo")
    assert "num_partitions=8" in back.splitlines()[0], back.splitlines()[0]


def test_hlo_text_to_proto_is_a_re_encoding():
    """HLO text -> proto went through StableHLO: an optimized module's fusions came back
    inlined and its metadata rewritten. XLA's parser now writes the proto (in a child), and
    the proto prints back to the same instructions."""
    import re

    import jax
    import jax.numpy as jnp
    x = np.ones((4, 3), np.float32)
    hlo = jax.jit(lambda x: jnp.tanh(x @ x.T).sum(0) * 2).lower(x).compile().as_text()
    back = formats.convert(formats.convert(hlo, "hlo-proto"), "hlo")
    for pattern in (r"\bfusion\(", r"metadata=", r"\bcalls="):
        assert len(re.findall(pattern, back)) == len(re.findall(pattern, hlo)) > 0, pattern


def test_attributes_of_other_dialects_are_named_when_hlo_drops_them():
    """my.* attributes on the module, an argument and an op went to HLO without a word."""
    import warnings

    import jax
    text = """module attributes {my.module_note = "m"} {
  func.func @main(%a: tensor<4xf32> {my.arg_note = "a0", mhlo.sharding = "{replicated}"}) -> tensor<4xf32> {
    %0 = stablehlo.sine %a {my.op_note = 7 : i32} : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}"""
    with pytest.warns(InformationDropped, match=r"attributes of other dialects \(my\.arg_note, my\.module_note, "
                                                r"my\.op_note\)"):
        hlo = formats.convert(text, "hlo")
    assert "my." not in hlo and "replicated" in hlo
    with warnings.catch_warnings():   # (a jax program: nothing of the kind)
        warnings.simplefilter("error", InformationDropped)
        formats.convert(jax.jit(lambda x: x * 2).lower(np.ones(3, np.float32)).as_text(), "hlo")
