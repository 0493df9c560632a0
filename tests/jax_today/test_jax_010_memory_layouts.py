"""Memory kinds, host offload and custom layouts as jax 0.10 writes them: the engines give
jax.jit's numbers, and conversions keep what HLO can say (entry_computation_layout's S(5)
and layouts) or name what they drop (InformationDropped). Oracle: jax.jit on the CPU."""
from __future__ import annotations

import warnings

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.ad_checkpoint import checkpoint_name
from jax.experimental.compute_on import compute_on
from jax.experimental.layout import Format, Layout
from jax.sharding import NamedSharding, SingleDeviceSharding
from jax.sharding import PartitionSpec as P
from today import assert_close, check_program, mesh, rand

import bridge
from bridge.errors import InformationDropped

CPU0 = jax.devices("cpu")[0]
DEVICE = SingleDeviceSharding(CPU0)
HOST = SingleDeviceSharding(CPU0, memory_kind="pinned_host")
X = rand((6, 4))


def want_of(jitted, args):
    return [np.asarray(w) for w in jax.tree_util.tree_leaves(jitted(*args))]


def dropped(fn):
    """fn()'s value and the InformationDropped messages it warned."""
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        out = fn()
    return out, [str(w.message) for w in seen if issubclass(w.category, InformationDropped)]


def main_line(text: str) -> str:
    return next(line for line in text.splitlines() if "func.func" in line and "@main" in line)


def test_column_major_format_gives_jax_numbers():
    """Was: bridge.execute gave the input transposed (22/24 elements wrong): PJRT compiled the
    parameter column-major (mhlo.layout_mode) and read numpy's row-major buffer as it."""
    col = Format(Layout(major_to_minor=(1, 0)), DEVICE)
    jitted = jax.jit(lambda a: a * 2 + 1, in_shardings=col, out_shardings=col)
    text = jitted.lower(jax.device_put(X, col)).as_text()
    assert text.count('mhlo.layout_mode = "{0,1}"') == 2
    want = want_of(jitted, [jax.device_put(X, col)])
    assert_close(bridge.execute(text, [X])[0], want[0], "PJRT")
    assert_close(bridge.reference.evaluate(text, [X])[0], want[0], "reference")
    report = bridge.difftest(text, inputs=[X], backends=(("jax", lambda p, i: want), "cpu", "reference"))
    assert report.verdict == "match", report.reason


def test_layout_modes_dropped_into_hlo_are_named():
    col = Format(Layout(major_to_minor=(1, 0)), DEVICE)
    text = jax.jit(lambda a: a * 2, out_shardings=col).lower(X).as_text()
    hlo, said = dropped(lambda: bridge.convert(text, to="hlo"))
    assert any("layout modes" in m and "mhlo.layout_mode" in m for m in said), said
    assert bridge.convert(bridge.convert(text, to="bytecode"), to="stablehlo").count("mhlo.layout_mode") == 1


def test_pinned_host_arguments_and_results_keep_their_memory_kind_through_hlo():
    """Was: "HLO has no place for memory kinds" and the kinds were gone; HLO says them as
    S(5) in entry_computation_layout, as XLA's compiled module does."""
    jitted = jax.jit(lambda a: (a * 3, a - 1), in_shardings=HOST, out_shardings=(DEVICE, HOST))
    args = [jax.device_put(X, HOST)]
    text = jitted.lower(*args).as_text()
    hlo, said = dropped(lambda: bridge.convert(text, to="hlo"))
    assert not said
    assert "entry_computation_layout={(f32[6,4]{1,0:S(5)})->(f32[6,4]{1,0}, f32[6,4]{1,0:S(5)})}" in hlo
    back = main_line(bridge.convert(hlo, to="stablehlo"))
    assert back.count('mhlo.memory_kind = "pinned_host"') == 2
    want = want_of(jitted, args)
    for got in (bridge.execute(hlo, [X]), bridge.reference.evaluate(hlo, [X])):
        for g, w in zip(got, want):
            assert_close(g, w, "HLO with S(5)")
    _, said = dropped(lambda: bridge.convert(hlo, to="stablehlo", via="native"))
    assert any("memory spaces" in m for m in said), said   # (XLA's importer reads no S(5))


def test_xla_compiled_module_host_memory_space_reads_as_a_memory_kind():
    jitted = jax.jit(lambda a: a * 3, out_shardings=HOST)
    compiled = jitted.lower(X).compile().as_text()
    assert "->f32[6,4]{1,0:S(5)}}" in compiled
    text = bridge.convert(compiled, to="stablehlo")
    assert main_line(text).count('mhlo.memory_kind = "pinned_host"') == 1
    assert_close(bridge.execute(compiled, [X])[0], want_of(jitted, [X])[0], "XLA's optimized HLO")


def test_other_memory_spaces_of_the_entry_layout_are_named_when_dropped():
    hlo = ("HloModule m, entry_computation_layout={(f32[2]{0:S(1)})->f32[2]{0}}\n\n"
           "ENTRY main {\n  p = f32[2]{0} parameter(0)\n  ROOT n = f32[2]{0} negate(p)\n}\n")
    text, said = dropped(lambda: bridge.convert(hlo, to="stablehlo"))
    assert "memory_kind" not in text and any("S(1)" in m for m in said), said


def _host_round_trip(a):
    h = jax.device_put(a * 2, jax.memory.Space.Host)
    return jax.device_put(h, jax.memory.Space.Device) + 1


def _offloaded_grad():
    def loss(w, a):
        h = checkpoint_name(jnp.sin(a @ w), "h")
        return jnp.sum(jnp.tanh(h @ w))
    policy = jax.checkpoint_policies.save_and_offload_only_these_names(
        names_which_can_be_saved=[], names_which_can_be_offloaded=["h"],
        offload_src="device", offload_dst="pinned_host")
    return jax.jit(jax.grad(jax.checkpoint(loss, policy=policy)))


@pytest.mark.parametrize("platform", ["cuda", "tpu"])
@pytest.mark.parametrize("case", ["device_put", "remat_offload"])
def test_annotate_device_placement_of_gpu_and_tpu_exports_runs_here(platform, case):
    """Already worked (a real check): jax writes annotate_device_placement only for GPU/TPU;
    on the CPU's engines the placements are the identity, and HLO keeps them."""
    jitted, args = ((jax.jit(_host_round_trip), [X]) if case == "device_put"
                    else (_offloaded_grad(), [rand((4, 4), seed=1), rand((4, 4), seed=2)]))
    exported = jax.export.export(jitted, platforms=[platform])(*args)
    text = exported.mlir_module()
    assert '_xla_buffer_placement = "pinned_host"' in text
    want = want_of(jitted, args)
    for name, got in (("PJRT", bridge.execute(text, args, backend="cpu")),
                      ("reference", bridge.reference.evaluate(text, args)),
                      ("serialized", bridge.execute(exported.serialize(), args, backend="cpu"))):
        assert_close(got[0], want[0], name)
    hlo = bridge.convert(text, to="hlo")
    assert hlo.count('custom_call_target="annotate_device_placement"') == 2
    assert '_xla_buffer_placement="pinned_host"' in hlo


def test_compute_on_device_host_keeps_its_compute_type():
    """Already worked (a real check)."""
    @compute_on("device_host")
    @jax.jit
    def on_host(a):
        return a * 2 + 1
    jitted = jax.jit(lambda a: on_host(a) + 1)
    text = check_program(jitted, [X], round_trip=False)
    assert '_xla_compute_type = "host"' in text
    hlo = bridge.convert(text, to="hlo")
    assert '_xla_compute_type="host"' in hlo
    assert '_xla_compute_type = "host"' in bridge.convert(hlo, to="stablehlo")


def test_sharded_device_put_to_host_on_a_mesh():
    """Already worked (a real check): a TPU export's sharded placements, run SPMD on 4 devices."""
    m = mesh((4,), ("x",))

    def f(a):
        y = jax.device_put(a * 2, NamedSharding(m, P("x"), memory_kind="pinned_host"))
        return jax.device_put(y, NamedSharding(m, P("x"), memory_kind="device")) + 1
    jitted = jax.jit(f, in_shardings=NamedSharding(m, P("x")))
    xs = rand((8, 4))
    text = jax.export.export(jitted, platforms=["tpu"])(xs).mlir_module()
    check_program(jitted, [xs], text=text, expect_partitions=4, round_trip=False)


def test_stablehlo_interpreter_runs_through_memory_placements():
    """Was: difftest's interpreter backend refused every custom_call, so a GPU/TPU export that
    only marks placements (annotate_device_placement) gave "unsupported" beside PJRT's match."""
    text = jax.export.export(jax.jit(_host_round_trip), platforms=["tpu"])(X).mlir_module()
    want = want_of(jax.jit(_host_round_trip), [X])
    report = bridge.difftest(text, inputs=[X], backends=(("jax", lambda p, i: want), "interpreter"))
    assert report.verdict == "match", report.reason
