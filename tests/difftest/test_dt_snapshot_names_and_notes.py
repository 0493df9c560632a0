"""A dump folder's HloSnapshots under every name XLA gives them (negative numbers too), and the
"next to nothing was compared" note kept off outputs that mismatched: found pasting the docs on
jax-made material, each checked against numpy or what XLA itself writes."""
import glob
import os
import subprocess
import sys

import numpy as np

from bridge.diff import corpus, difftest

LOG_OF_NEGATIVES = """
func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.log %a : tensor<8xf32>
  return %0 : tensor<8xf32>
}
"""


def _finite(prepared, inputs):   # a backend answering 1 where the log of a negative is NaN
    return [np.ones(8, np.float32)]


def test_a_mismatching_non_finite_output_gets_no_nothing_compared_note():
    """The note "next to nothing was compared" (NaN = NaN made an all-NaN output agree) was also
    printed on an output that MISMATCHED, where the other side is finite: a difftest of XLA:CPU
    flushing a subnormal divisor (inf) against the reference (finite) said both."""
    x = -np.arange(1, 9, dtype=np.float32)
    with np.errstate(invalid="ignore"):
        assert np.isnan(np.log(x)).all()   # numpy: every element NaN, so no finite value to agree on
    r = difftest(LOG_OF_NEGATIVES, inputs=[x], backends=("reference", ("finite", _finite)))
    assert r.verdict == "mismatch"
    assert not [n for n in r.notes if "next to nothing was compared" in n], r.notes
    # an output that agrees only because NaN == NaN still gets it
    r = difftest(LOG_OF_NEGATIVES, inputs=[x], backends=("cpu", "reference"))
    assert r.verdict == "match"
    assert [n for n in r.notes if "8 of its 8 elements are NaN" in n], r.notes


def test_a_corpus_directory_finds_every_snapshot_xla_dumps(tmp_path):
    """XLA:CPU names its snapshots `module_0000.jit_f.snapshot.-328019333.pb` (a negative
    number): `difftest DIR` on a --xla_dump_hlo_snapshots directory found none of them."""
    env = dict(os.environ, XLA_FLAGS=f"--xla_dump_to={tmp_path} --xla_dump_hlo_snapshots",
               JAX_PLATFORMS="cpu")
    code = ("import jax, jax.numpy as jnp, numpy as np\n"   # (the 2nd one's N is < 0 with jaxlib 0.10.2)
            "jax.jit(lambda x: jnp.sin(x) * 2)(np.ones(4, np.float32))\n"
            "jax.jit(lambda x, y: (jnp.tanh(x @ y), x * 3))(\n"
            "    np.ones((2, 3), np.float32), np.ones((3, 4), np.float32))\n")
    subprocess.run([sys.executable, "-c", code], check=True, env=env, timeout=120, capture_output=True)
    snaps = sorted(glob.glob(str(tmp_path / "*.snapshot.*.pb")))
    assert snaps
    negative = tmp_path / "copy" / "module_0001.jit_g.snapshot.-5.pb"   # the shape XLA:CPU writes
    negative.parent.mkdir()
    negative.write_bytes(open(snaps[0], "rb").read())
    found = {item.id for item in corpus.discover([str(tmp_path)])}
    assert set(snaps) | {str(negative)} <= found
