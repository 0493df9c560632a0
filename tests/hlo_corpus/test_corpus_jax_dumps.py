"""XLA's own dumps of jax programs (tests/jax_programs.py), before and after XLA:CPU's
optimizations, made at test time in a child process (dump_jax_programs.py): each converts
with our HLO reader, and PJRT and the reference give the numbers jax computed.

The optimized modules are what a user finds next to the first ones in a dump directory:
layouts on every shape, bitcasts that reinterpret them, fusions, sort comparators that
order floats by their bits, XLA:CPU's `TopK` custom call. (Measured on all 346 of the
catalogue's CPU programs when this was written; a slice of them runs here.)
"""
from __future__ import annotations

import os
import pickle
import subprocess
import sys

import numpy as np
import pytest

import bridge
from bridge.formats.converter import to_stablehlo_module

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "reference"))
import jax_programs  # noqa: E402
from test_ref_jax_programs import mismatches  # noqa: E402

# the ones whose optimized module has what the builder's HLO does not (named), and a slice
FEATURED = ["sort_f32", "argsort_f32", "top_k_f32", "expand_dims_bool", "max_pool_grad", "scatter_batching_vmap",
            "cholesky_f32", "median_f32"]
NAMES = sorted(set(FEATURED) | {p.name for p in jax_programs.PROGRAMS[::12]})


@pytest.fixture(scope="module")
def dumps(tmp_path_factory):
    out = tmp_path_factory.mktemp("jax_dumps")
    env = dict(os.environ, JAX_PLATFORMS="cpu", TF_CPP_MIN_LOG_LEVEL="3", XLA_FLAGS=f"--xla_dump_to={out / 'dump'}")
    subprocess.run([sys.executable, os.path.join(HERE, "dump_jax_programs.py"), str(out), *NAMES], env=env,
                   check=True, capture_output=True, timeout=600)
    return out


def test_the_optimized_modules_have_what_the_builder_does_not_write(dumps):
    after = {name: (dumps / f"{name}.after.hlo").read_text() for name in FEATURED}
    assert 'custom_call_target="TopK"' in after["top_k_f32"]
    assert "s32[] bitcast(" in after["sort_f32"]   # floats ordered by their bits
    assert any("bitcast(" in text and "{0," in text for text in after.values())


@pytest.mark.parametrize("stage", ["before", "after"])
@pytest.mark.parametrize("name", NAMES)
def test_dump_runs_like_jax(dumps, name, stage):
    module = to_stablehlo_module(bridge.convert((dumps / f"{name}.{stage}.hlo").read_text(), "computation"))
    with open(dumps / f"{name}.pkl", "rb") as f:
        args, want = pickle.load(f)
    for engine, got in (("cpu", bridge.execute(module, args, backend="cpu")), ("reference", bridge.reference.evaluate(module, args))):
        assert len(got) == len(want), engine
        for i, (w, g) in enumerate(zip(want, got)):
            problem = mismatches(np.asarray(w), np.asarray(g))
            assert not problem, f"{engine} result {i}: {problem}"


def test_a_lapack_call_keeps_its_layouts_and_aliasing_through_a_round_trip(dumps):
    """HLO -> StableHLO -> HLO (XLA's exporter): the custom call's layout constraints (LAPACK
    sees a column-major matrix) and its output-operand aliasing come back as they were."""
    text = (dumps / "cholesky_f32.before.hlo").read_text()
    wanted = ["operand_layout_constraints={f32[4,4]{0,1}}", "output_to_operand_aliasing={{0}: (0, {})}",
              "(f32[4,4]{0,1}, s32[]) custom-call("]
    assert all(w in text for w in wanted)
    back = bridge.convert(text, "hlo")
    assert all(w in back for w in wanted), back


def test_the_other_files_of_a_dump_are_named_not_parsed(dumps):
    """A glob over a dump directory hands us XLA:CPU's LLVM IR, object files, buffer
    assignments and debug options too: each is named for what it is (MLIR's parser said
    "line 1:1: unexpected character"), one line, exit 2."""
    import glob
    from pathlib import Path

    from bridge.cli.main import main as cli
    from bridge.errors import ProgramError
    kinds = {"*.ir-no-opt.ll": "LLVM IR", "*.o": "ELF object file", "*-buffer-assignment.txt": "buffer assignment",
             "*.debug_options": "debug options"}
    for pattern, what in kinds.items():
        paths = sorted(glob.glob(str(dumps / "dump" / pattern)))
        assert paths, pattern
        with pytest.raises(ProgramError, match=f"{what}.*: a file XLA writes next to the programs of a dump"):
            bridge.convert(Path(paths[0]).read_bytes(), "stablehlo")
        assert cli(["run", paths[0]]) == 2
