"""Sharded jax programs as portable artifacts, both ways.

jax.export writes a sharded program's Shardy ops into the artifact next to its VHLO (XLA's
mixed serialization); jax releases before that wrote Shardy's round-trip form (frontend
attributes and `xla.sdy.*` custom calls), which jax.export's reader still imports. Both
artifacts are made here with jaxlib's own writer; the oracle is jax.jit on the same arrays.
"""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import lax
from jax.sharding import NamedSharding
from jax.sharding import PartitionSpec as P
from hlotest import execute_on_virtual_devices
from today import assert_close, mesh, rand

import bridge


def _programs():
    m = mesh((4, 2), ("x", "y"))
    return {
        "jit": jax.jit(lambda a, b: jnp.tanh(a @ b),
                       in_shardings=(NamedSharding(m, P("x", "y")), NamedSharding(m, P("y", None))),
                       out_shardings=NamedSharding(m, P(None, "x"))),
        "shard_map": jax.jit(jax.shard_map(lambda a, b: lax.psum(a @ b, "y"), mesh=m,
                                           in_specs=(P("x", "y"), P("y", None)), out_specs=P("x", None))),
    }


def _jaxlib_artifact(text: str, mixed: bool) -> bytes:
    from jax._src.interpreters import mlir as jax_mlir
    from jax._src.lib import _jax
    with jax_mlir.make_ir_context():
        return _jax.mlir.serialize_portable_artifact(text, "1.0.0", mixed)


def _jaxlib_reads(data: bytes) -> str:
    from jax._src.interpreters import mlir as jax_mlir
    from jax._src.lib import _jax
    with jax_mlir.make_ir_context():
        return str(_jax.mlir.deserialize_portable_artifact(data))


ARGS = (rand((8, 4)), rand((4, 8), seed=1))


@pytest.mark.parametrize("name", ["jit", "shard_map"])
def test_sharded_program_written_as_an_artifact_keeps_its_shardy_ops(name):
    f = _programs()[name]
    text = f.lower(*ARGS).as_text()
    data = bridge.convert(text, to="artifact")
    back = _jaxlib_reads(data)   # jaxlib's reader, as jax.export.deserialize
    assert "sdy.mesh @mesh" in back
    assert ("sdy.manual_computation" in back) == (name == "shard_map")
    assert ("sdy.sharding<@mesh" in back) == (name == "jit")
    want = np.asarray(f(*ARGS))
    assert_close(execute_on_virtual_devices(data, list(ARGS))[0], want, "PJRT from our artifact")
    old = bridge.convert(text, to="artifact", target_version="1.0.0")
    assert_close(bridge.reference.evaluate(old, list(ARGS))[0], want, "reference from our 1.0.0 artifact")


@pytest.mark.parametrize("name", ["jit", "shard_map"])
def test_vhlo_text_holds_shardy_ops_as_the_artifact_does(name):
    """VHLO text is what the artifact holds: it refused every sharded program before."""
    f = _programs()[name]
    vhlo = bridge.convert(f.lower(*ARGS).as_text(), to="vhlo", target_version="1.0.0")
    assert "vhlo.func_v1 @main" in vhlo and "sdy.mesh @mesh" in vhlo
    back = bridge.convert(vhlo, to="stablehlo")
    assert ("sdy.manual_computation" in back) == (name == "shard_map")
    assert_close(execute_on_virtual_devices(back, list(ARGS))[0], np.asarray(f(*ARGS)), "PJRT from VHLO text")


@pytest.mark.parametrize("name", ["jit", "shard_map"])
def test_artifact_in_shardys_round_trip_form_reads_as_sdy(name):
    f = _programs()[name]
    data = _jaxlib_artifact(f.lower(*ARGS).as_text(), mixed=False)
    assert "xla.sdy.meshes" in _jaxlib_reads(data)   # what older jax wrote
    text = bridge.convert(data, to="stablehlo")
    assert "xla.sdy" not in text and "sdy.mesh @mesh" in text
    assert ("sdy.manual_computation" in text) == (name == "shard_map")
    want = np.asarray(f(*ARGS))
    # PJRT refused the shard_map in this form (XLA's partitioner RET_CHECKs on xla.sdy.*
    # calls) and the reference could not run either: both now give jax's numbers
    assert_close(execute_on_virtual_devices(data, list(ARGS))[0], want, "PJRT")
    assert_close(bridge.reference.evaluate(data, list(ARGS))[0], want, "reference")
    assert bridge.difftest(data, inputs=list(ARGS)).verdict == "match"
    old_text = _jaxlib_reads(data)   # the same, as MLIR text
    assert_close(bridge.reference.evaluate(old_text, list(ARGS))[0], want, "reference from text")
    assert_close(execute_on_virtual_devices(old_text, list(ARGS))[0], want, "PJRT from text")


def test_unsharded_program_with_a_custom_call_is_written_as_jax_export_writes_it():
    """jax puts Shardy's `sdy.sharding_rule` on every custom call it lowers (LAPACK here), even
    in a program nothing shards: such a program could not be written as an artifact ("failed
    to legalize operation 'stablehlo.custom_call'"). Written now as jax.export writes it (XLA's
    mixed serialization); jaxlib's reader reads it, and PJRT and the reference give jax's
    numbers, also from the program's HLO text."""
    import jax.numpy as jnp
    a = rand((3, 4, 4))
    f = jax.jit(lambda a: jnp.linalg.eigvalsh(a @ jnp.swapaxes(a, -1, -2)))
    text = f.lower(a).as_text()
    assert "sdy.sharding_rule" in text and "sdy.mesh" not in text
    data = bridge.convert(text, to="artifact")
    assert "sdy.sharding_rule" in _jaxlib_reads(data)
    want = np.asarray(f(a))
    assert_close(bridge.execute(data, [a])[0], want, "PJRT from our artifact")
    assert_close(bridge.reference.evaluate(data, [a])[0], want, "reference from our artifact")
    hlo = bridge.convert(text, to="hlo")   # read back as xla ops: the reference runs their StableHLO
    assert_close(bridge.reference.evaluate(hlo, [a])[0], want, "reference from the HLO text")
