"""Real HLO, made at test time: XLA's dumps of small jax programs (jax_models.py) on 8
virtual CPU devices, and jax's own printings of them. Each is read by our HLO reader and
checked against XLA's importer (in its child process) and against numpy:

- the numbers: our module and XLA's importer's module on the same seeded inputs;
- the locations: every op's location is the one XLA's importer makes from the metadata
  and the stack-frame tables, and names the model's source lines;
- the round trip HLO -> StableHLO -> HLO keeps shardings, frontend attributes, metadata
  and the module header, attribute by attribute;
- Shardy: a dump with `xla.sdy.meshes` becomes sdy (meshes, shardings, constraints).
"""
from __future__ import annotations

import glob
import os
import re
import subprocess
import sys

import numpy as np
import pytest
from jaxlib.mlir import ir

import bridge
from bridge import formats
from bridge.generators import GenSpec, generate, rng_for
from bridge.formats import hlo_io
from bridge.formats.converter import to_stablehlo_module
from bridge.hlo import hlo_attrs as hlo_attrs
from bridge.hlo import parse
from bridge.hlo.annotate import Annotator
from hlotest import execute_on_virtual_devices

HERE = os.path.dirname(os.path.abspath(__file__))
MODELS = os.path.join(HERE, "jax_models.py")



@pytest.fixture(scope="session")
def dumps(tmp_path_factory) -> dict[str, str]:
    """name -> HLO text: XLA's before/after-optimization dumps and jax's lowered/compiled text."""
    out = tmp_path_factory.mktemp("hlo_dumps")
    env = dict(os.environ, JAX_PLATFORMS="cpu", TF_CPP_MIN_LOG_LEVEL="3",
               XLA_FLAGS=f"--xla_dump_to={out / 'dump'} --xla_force_host_platform_device_count=8")
    subprocess.run([sys.executable, MODELS, str(out)], env=env, check=True, capture_output=True, timeout=300)
    found = {}
    for path in glob.glob(str(out / "*.hlo")) + glob.glob(str(out / "dump" / "*.txt")):
        name = os.path.basename(path)
        if name.endswith((".before_optimizations.txt", "cpu_after_optimizations.txt", ".hlo")):
            found[re.sub(r"^module_\d+\.", "", name)] = open(path).read()
    assert len(found) == 24, sorted(found)
    return found


def _inputs(comp) -> list[np.ndarray]:
    return [np.asarray(generate(p.element_type, p.dimensions, GenSpec(), rng_for(0, k)), p.dtype)
            for k, p in enumerate(comp.program_shape().parameters)]


def _close(a, b):
    a, b = np.asarray(a), np.asarray(b)
    assert a.shape == b.shape and a.dtype == b.dtype
    np.testing.assert_allclose(a.astype(np.float64), b.astype(np.float64), rtol=2e-5, atol=1e-5)


# each model's four texts: jax's lowered and compiled text, XLA's dumps before and after optimizations
PROGRAMS = {"mlp": ("sharded_mlp.lowered.hlo", "jit_mlp.before_optimizations.txt", "sharded_mlp.compiled.hlo",
                    "jit_mlp.cpu_after_optimizations.txt"),
            "loop": ("control_flow.lowered.hlo", "jit_loop.before_optimizations.txt", "control_flow.compiled.hlo",
                     "jit_loop.cpu_after_optimizations.txt"),
            "step": ("donated_step.lowered.hlo", "jit_step.before_optimizations.txt", "donated_step.compiled.hlo",
                     "jit_step.cpu_after_optimizations.txt"),
            "ring": ("shard_map_ring.lowered.hlo", "jit_ring.before_optimizations.txt", "shard_map_ring.compiled.hlo",
                     "jit_ring.cpu_after_optimizations.txt")}
SHARDED = {"mlp", "ring"}


@pytest.mark.parametrize("program", sorted(PROGRAMS))
def test_every_text_of_a_program_runs_like_xlas_importer(dumps, program):
    """All four texts of one program convert, verify, and give the numbers of XLA's importer's
    module of jax's lowered text (the optimized texts of the sharded program are already
    SPMD-partitioned: converted and verified only, as PJRT would partition them again)."""
    lowered = dumps[PROGRAMS[program][0]]
    args = _inputs(formats.convert(lowered, "computation"))
    # (jax's lowered text leaves num_partitions out, so XLA's importer's module does too)
    want = execute_on_virtual_devices(hlo_io.read_text(lowered, "native"), args, num_partitions=8 if program in SHARDED else None)
    for name in PROGRAMS[program]:
        module = to_stablehlo_module(formats.convert(dumps[name], "computation"))
        assert module.operation.verify(), name
        if program in SHARDED and name in PROGRAMS[program][2:]:
            continue
        got = execute_on_virtual_devices(module, args)
        assert len(got) == len(want), name
        for a, b in zip(got, want):
            _close(a, b)


def test_sharded_mlp_numbers_from_numpy(dumps):
    """The dump of the 8-device jit runs SPMD-partitioned (mhlo.num_partitions=8) and gives
    the numbers numpy gives for the model's definition."""
    comp = formats.convert(dumps["jit_mlp.before_optimizations.txt"], "computation")
    x, w = _inputs(comp)
    y, mean = execute_on_virtual_devices(comp, [x, w])
    layer = np.tanh(x @ w).sum(axis=-1, keepdims=True) * x
    _close(y, np.maximum(layer, 0))
    np.testing.assert_allclose(mean, layer.mean(), rtol=1e-5)


def _locations(module) -> set[str]:
    found = set()

    def visit(op):
        text = str(op.location)
        if '":' in text:
            found.add(text)
        return ir.WalkResult.ADVANCE
    module.operation.walk(visit)
    return found


def _source_line(snippet: str) -> int:
    lines = open(MODELS).read().splitlines()
    return next(i + 1 for i, line in enumerate(lines) if snippet in line)


def test_locations_are_xlas_importers_and_name_the_source(dumps):
    """XLA's importer's locations, plus the end of each frame's range (jax's "f.py":8:11 to
    :26; XLA's importer keeps only the start)."""
    for name in ("jit_mlp.before_optimizations.txt", "jit_loop.before_optimizations.txt",
                 "jit_step.before_optimizations.txt"):
        text = dumps[name]
        ours = _locations(to_stablehlo_module(formats.convert(text, "computation")))
        assert ours and all(" to :" in loc for loc in ours if "callsite(" in loc), name
        starts = {re.sub(r" to (\d+)?:\d+\)", ")", loc) for loc in ours}
        assert starts == _locations(hlo_io.read_text(text, "native")), name
    comp = formats.convert(dumps["jit_mlp.before_optimizations.txt"], "computation")
    loc = next(x for x in _locations(to_stablehlo_module(comp)) if x.startswith('loc("jit(mlp)/tanh"'))
    # jax's shape: loc("jit(mlp)/tanh"(callsite("layer"(file:L:C) at callsite("mlp"(file:L:C) at ...))))
    line, call = _source_line("return jnp.tanh(x @ w)"), _source_line("y = layer(x, w)")
    frame = r'"[\w.<>]*{}"\("[^"]*jax_models\.py":{}:\d+ to :\d+\)'
    assert re.match(r'loc\("jit\(mlp\)/tanh"\(callsite\(' + frame.format("layer", line) + r" at callsite\("
                    + frame.format("mlp", call) + " at ", loc), loc


def _summary(text: str):
    """Per attribute kind, the set of values the module's instructions carry, and the header."""
    module = parse(text)
    an = Annotator(module)
    kinds = {"sharding": set(), "frontend_attributes": set(), "metadata": set()}
    for comp in module.computations.values():
        for inst in comp.instructions:
            if "sharding" in inst.attrs:
                kinds["sharding"].add(hlo_attrs.sharding(inst.attrs["sharding"].tokens, text).to_string())
            if an.frontend_attributes(inst):
                kinds["frontend_attributes"].add(tuple(sorted(an.frontend_attributes(inst).items())))
            md = an.metadata(inst)
            if md is not None and md.op_name:
                kinds["metadata"].add((md.op_name, md.source_file, md.source_line, md.stack_frames))
    header = {k: text[a.tokens[0].pos:a.tokens[-1].pos + len(a.tokens[-1].text)] for k, a in module.attrs.items()}
    return kinds, header


def test_round_trip_keeps_attributes(dumps):
    """HLO -> our StableHLO -> HLO (XLA's exporter): every sharding, frontend attribute and
    metadata (op name, source, the resolved stack) of the input is in the output, and the
    header is the same. (XLA's exporter may add: a parameter's name as op_name; the open
    constraint Shardy's import keeps for a result also used elsewhere.)"""
    for name in ("jit_mlp.before_optimizations.txt", "jit_loop.before_optimizations.txt",
                 "jit_step.before_optimizations.txt", "sharded_mlp.lowered.hlo", "donated_step.lowered.hlo"):
        text = dumps[name]
        back = formats.convert(text, "hlo")
        (before, header), (after, header_after) = _summary(text), _summary(back)
        for kind, values in before.items():
            assert values <= after[kind], (name, kind, values - after[kind])
        if name == "sharded_mlp.lowered.hlo":   # jax's text leaves num_partitions out; the meshes say 8
            assert header_after.pop("num_partitions") == "8"
        assert header == header_after, name
    mlp = _summary(dumps["jit_mlp.before_optimizations.txt"])[0]
    assert "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}" in mlp["sharding"]
    assert any(frames for _, _, _, frames in mlp["metadata"])
    assert "input_output_alias" in _summary(dumps["jit_step.before_optimizations.txt"])[1]


def test_shardy_dump_becomes_sdy(dumps):
    text = formats.convert(dumps["jit_mlp.before_optimizations.txt"], "stablehlo")
    assert 'sdy.mesh @mesh = <["x"=4, "y"=2]>' in text
    assert 'sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>' in text
    assert 'sdy.sharding_constraint' in text and "mhlo.num_partitions = 8 : i32" in text
    assert '@Sharding' not in text and "xla.sdy.meshes" not in text


def test_shard_map_dump_becomes_manual_computation(dumps):
    """XLA writes a shard_map as GlobalToLocalShape -> call @xla.sdy.manual_computation_body ->
    LocalToGlobalShape; it reads back as the sdy.manual_computation jax wrote, its collectives
    keep their channel (they name partitions, not replicas), and PJRT and the reference both
    give numpy's numbers for the model's definition."""
    text = dumps["jit_ring.before_optimizations.txt"]
    assert "xla.sdy.GlobalToLocalShape" in text and "channel_id=" in text
    out = formats.convert(text, "stablehlo")
    assert out.count("sdy.manual_computation(") == 2 and "manual_axes={\"x\", \"y\"}" in out
    assert "GlobalToLocalShape" not in out and "LocalToGlobalShape" not in out and "manual_computation_body" not in out
    for op in ("collective_permute", "all_to_all", "all_reduce"):
        assert re.search(rf'"stablehlo.{op}"\(.*channel_handle = #stablehlo.channel_handle<handle = \d+, type = 1>',
                         out), op
    comp = formats.convert(text, "computation")
    module = to_stablehlo_module(comp)   # (the reference reads the shard_map as sdy, not the xla dialect's calls)
    (x,) = _inputs(comp)
    rows = np.repeat(np.arange(4, dtype=np.float32), 2)[:, None]
    want = [np.roll(x, 2, axis=0) + rows, x[:, :8] + x[:, 8:], x.reshape(8, 2, 2, 4).transpose(0, 2, 1, 3).reshape(8, 16)]
    # XLA's importer's module runs on the 8 devices the header names too (it is handed a
    # proto, which has no num_partitions: hlo_io sets it from the header)
    xlas = hlo_io.read_text(text, "native")
    assert "mhlo.num_partitions = 8 : i32" in str(xlas).split("\n", 1)[0]
    for got in (execute_on_virtual_devices(module, [x]), bridge.reference.evaluate(module, [x]), execute_on_virtual_devices(xlas, [x])):
        assert len(got) == 3
        for a, b in zip(got, want):
            _close(a, b)



def test_an_optimized_sharded_dump_runs_per_device(dumps):
    """XLA's optimized module of the 8-device shard_map program is already partitioned: local
    shapes, collectives between partitions at the top level, and the parameter's sharding
    kept as a record. Each partition runs it as written (a global-view compile fails in
    XLA's partitioner: "Cross-partition allreduce must be in (partial) manual partitioning
    mode"), on its tile of {devices=[4,2]<=[8]} (partition p: row block p // 2, column block
    p % 2), and the tiles of its results are numpy's numbers for the model's definition."""
    text = dumps["jit_ring.cpu_after_optimizations.txt"]
    assert "sharding={devices=[4,2]<=[8]}" in text and "is_scheduled=true" in text
    module = to_stablehlo_module(formats.convert(text, "computation"))
    x = _inputs(formats.convert(dumps["jit_ring.before_optimizations.txt"], "computation"))[0]

    def tile(a, p, columns=True):
        rows = a[2 * (p // 2):2 * (p // 2) + 2]
        return rows[:, 8 * (p % 2):8 * (p % 2) + 8] if columns else rows

    rows = np.repeat(np.arange(4, dtype=np.float32), 2)[:, None]
    want = [np.roll(x, 2, axis=0) + rows, x[:, :8] + x[:, 8:], x.reshape(8, 2, 2, 4).transpose(0, 2, 1, 3).reshape(8, 16)]
    per_device = [[tile(x, p)] for p in range(8)]
    with pytest.raises(bridge.HloBridgeError, match=r"runs per device on .* = 1 x 8 processes"):
        bridge.reference.evaluate(module, per_device[0])   # one process would drop the others' data
    report = bridge.difftest(text)   # every process on its own generated inputs, PJRT against the reference
    assert report.verdict == "match" and len(report.inputs) == 8 and len(report.comparisons["reference"]) == 8 * 3
    for got in (execute_on_virtual_devices(module, per_device), bridge.reference.evaluate_processes(module, per_device, 1, 8)):
        for p in range(8):
            for k, (a, b) in enumerate(zip(got[p], want)):
                _close(a, tile(b, p, columns=k != 1))

def _tiles(a: np.ndarray, p: int) -> np.ndarray:
    """Partition p's tile of `a` sharded {devices=[4,2]<=[8]} on its first two dimensions."""
    r, c = a.shape[0] // 4, a.shape[1] // 2
    return a[r * (p // 2):r * (p // 2) + r, c * (p % 2):c * (p % 2) + c]


def test_an_optimized_dump_with_sub_axis_replica_groups_runs_per_device(dumps):
    """Moving tiles from rows-by-x to rows-by-y, XLA's optimized module groups devices by a
    sub-axis of its mesh, `{'axis_1':(2)2}` (read as "not read" before); every partition's
    result is one piece of numpy's sin(x).sum(0), on PJRT and on the reference."""
    text = dumps["jit_reshard.cpu_after_optimizations.txt"]
    assert "{'axis_1':(2)2}" in text
    module = to_stablehlo_module(formats.convert(text, "computation"))
    x = _inputs(formats.convert(dumps["jit_reshard.before_optimizations.txt"], "computation"))[0]
    want = np.sin(x.astype(np.float64)).sum(0).astype(np.float32).reshape(4, 4)
    per_device = [[_tiles(x, p)] for p in range(8)]
    for got in (execute_on_virtual_devices(module, per_device), bridge.reference.evaluate_processes(module, per_device, 1, 8)):
        held = []
        for p in range(8):
            held += [k for k in range(4) if np.allclose(got[p][0], want[k], rtol=2e-5, atol=1e-5)]
        assert sorted(set(held)) == [0, 1, 2, 3] and len(held) == 8   # each a piece; every piece held


def test_an_optimized_dump_without_collectives_runs_per_device(dumps):
    """Attention sharded over batch and heads needs no collective: only XLA's header says the
    module is partitioned (entry `main.N_spmd`, `is_scheduled=true`). It used to run as a
    global program ("dimension 0 of size 1 is not divisible by the 4 tiles")."""
    text = dumps["jit_attention.cpu_after_optimizations.txt"]
    assert "_spmd" in text and "all-" not in text and "collective" not in text
    module = to_stablehlo_module(formats.convert(text, "computation"))
    q = _inputs(formats.convert(dumps["jit_attention.before_optimizations.txt"], "computation"))[0]

    def softmax_scores(t):
        s = np.einsum("bhqd,bhkd->bhqk", t.astype(np.float64), t.astype(np.float64))
        e = np.exp(s - s.max(-1, keepdims=True))
        return (e / e.sum(-1, keepdims=True)).astype(np.float32)

    per_device = [[_tiles(q, p), _tiles(q, p)] for p in range(8)]
    again = formats.convert(formats.convert(text, "hlo"), "stablehlo")   # (the HLO written names its entry _spmd)
    for got in (execute_on_virtual_devices(module, per_device), bridge.reference.evaluate_processes(module, per_device, 1, 8),
                execute_on_virtual_devices(again, per_device)):
        for p in range(8):
            _close(got[p][0], softmax_scores(_tiles(q, p)))
    assert bridge.difftest(text).verdict == "match"
