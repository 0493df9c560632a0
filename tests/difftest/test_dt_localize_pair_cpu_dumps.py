"""`difftest --localize` with `reference@FILE` on XLA:CPU dumps (made at test time in a child
process, as tests/hlo_corpus/test_corpus_jax_dumps.py makes them), one instruction of the
optimized module changed: what a sweep of 187 catalogue programs found XLA:CPU doing that the
XLA:GPU dumps (test_dt_localize_pair.py) did not show.
"""
from __future__ import annotations

import os
import pathlib
import subprocess
import sys

import pytest

from bridge.diff import difftest

HERE = pathlib.Path(__file__).resolve().parent
CORPUS = HERE.parent / "hlo_corpus"

# dump_jax_programs.py for catalogue programs, and a long reduction of our own
_CHILD = """
import glob, os, sys
sys.path.insert(0, sys.argv[1])
import dump_jax_programs
out = sys.argv[2]
dump_jax_programs.main(out, sys.argv[3:])
import jax, jax.numpy as jnp, numpy as np
jax.config.update("jax_enable_x64", False)
dump = os.path.join(out, "dump")
def written():
    return set(glob.glob(os.path.join(dump, "*_optimizations.txt")))
def long_sum(x, w):
    h = jnp.tanh(x * w)
    return jnp.sum(h * 0.5, axis=-1) + jnp.sum(x, axis=-1)
seen = written()
jax.jit(long_sum).lower(np.ones((4, 16384), np.float32), np.ones(16384, np.float32)).compile()
new = sorted(written() - seen)
for stage, suffix in (("before", ".before_optimizations.txt"), ("after", ".cpu_after_optimizations.txt")):
    (path,) = [f for f in new if f.endswith(suffix)]
    os.replace(path, os.path.join(out, "long_sum." + stage + ".hlo"))
"""
PROGRAMS = ["add_bfloat16", "cond", "random_uniform"]


@pytest.fixture(scope="module")
def dumps(tmp_path_factory):
    out = tmp_path_factory.mktemp("cpu_dumps")
    env = dict(os.environ, JAX_PLATFORMS="cpu", TF_CPP_MIN_LOG_LEVEL="3", XLA_FLAGS=f"--xla_dump_to={out / 'dump'}")
    subprocess.run([sys.executable, "-c", _CHILD, str(CORPUS), str(out), *PROGRAMS], env=env, check=True,
                   capture_output=True, timeout=300)
    return out


def planted(dumps, name: str, old: str, new: str) -> pathlib.Path:
    text = (dumps / f"{name}.after.hlo").read_text()
    assert text.count(old) == 1, old
    path = dumps / f"{name}.planted.hlo"
    path.write_text(text.replace(old, new))
    return path


def localized(dumps, name: str, after) -> dict:
    r = difftest((dumps / f"{name}.before.hlo").read_text(), backends=("reference", f"reference@{after}"), seed=1,
                 localize=True)
    assert r.verdict == "mismatch"
    assert r.localization["culprit"] is not None, r.localization["summary"]
    return r.localization


def test_a_bf16_op_xla_cpu_computes_in_f32_is_matched_to_jax_s(dumps):
    """XLA:CPU converts a bf16 add's operands to f32, adds and converts back, the op's name on
    the f32 add: values are matched across float widths (compared in the narrower)."""
    after = planted(dumps, "add_bfloat16", "f32[3,5]{1,0} add(", "f32[3,5]{1,0} multiply(")
    loc = localized(dumps, "add_bfloat16", after)
    assert loc["op"]["location"]["name"] == "jit(add)/add" and loc["op"]["name"] == "stablehlo.add"
    assert loc["op"]["optimized"]["name"] == "stablehlo.multiply"
    assert loc["op"]["confirmed"]["mismatches_after"] == 0


def test_a_flipped_predicate_of_a_cond_is_blamed_on_its_compare(dumps):
    """The `gt` picks the branch: the output is the other branch's value, reached from the
    predicate only through the case (its result is its branch's array)."""
    after = planted(dumps, "cond", 'direction=GT, metadata={op_name="jit(<lambda>)/gt"',
                    'direction=LE, metadata={op_name="jit(<lambda>)/gt"')
    loc = localized(dumps, "cond", after)
    assert loc["op"]["location"]["name"] == "jit(<lambda>)/gt" and loc["op"]["name"] == "stablehlo.compare"
    assert loc["op"]["confirmed"]["mismatches_after"] == 0


def test_an_output_whose_bound_is_too_wide_is_judged_by_its_rounding_noise(dumps):
    """A 16384-long sum: approx.py's bound is too wide to see a constant 2% off, difftest's
    rounding noise sees it; the localization judged by the bound said the two modules agree
    and the mismatch was the reference's own."""
    after = planted(dumps, "long_sum", "f32[] constant(0.5)", "f32[] constant(0.51)")
    loc = localized(dumps, "long_sum", after)
    assert not loc["summary"].startswith("not localized")
    assert loc["op"]["location"]["name"] == "jit(long_sum)/mul"
    assert loc["op"]["optimized"]["name"] == "stablehlo.multiply"
    scaled = next(i for i, ln in enumerate(_CHILD.split("\n"), 1) if "h * 0.5" in ln)
    assert loc["op"]["location"]["line"] == scaled   # (h * 0.5, not x * w)


def test_a_wrong_value_whose_successor_agrees_under_its_wide_bound(dumps):
    """1% off: the sum of the wrong products agrees with jax's under approx.py's bound (the
    path to the output looks cut there), its output not under the rounding noise: a value
    whose inputs agree is still tried where nothing is seen to reach the outputs."""
    after = planted(dumps, "long_sum", "f32[] constant(0.5)", "f32[] constant(0.505)")
    loc = localized(dumps, "long_sum", after)
    assert loc["op"]["location"]["name"] == "jit(long_sum)/mul" and loc["op"]["confirmed"]["mismatches_after"] == 0


def test_a_loop_that_ran_wrong_is_said_to_feed_the_op_blamed(dumps):
    """threefry's loop condition flipped: its counter is of constants alone (not matched), so
    the first named op after the loop is blamed; the summary says its inputs come out of
    that loop (before: only that the xor's inputs agree)."""
    cond = 'direction=LT, metadata={op_name="jit(<lambda>)/jit(_uniform)/while/cond/lt"'
    after = planted(dumps, "random_uniform", cond, cond.replace("LT", "GE"))
    loc = localized(dumps, "random_uniform", after)
    assert loc["op"]["location"]["name"] == "jit(<lambda>)/jit(_uniform)/xor"
    assert loc["op"]["after_loop"]["name"] == "jit(<lambda>)/jit(_uniform)/while"
    assert "come out of a loop (jit(<lambda>)/jit(_uniform)/while at jax_programs.py:" in loc["summary"]


def chains(n: int, order, scheduled: bool, plant=None) -> str:
    """n chains neg{k} -> mul -> tanh, as XLA prints them; `mul` and `tanh` named alike in all."""
    lay = ", ".join(["f32[8]{0}"] * n)
    head = f"HloModule jit_f{', is_scheduled=true' if scheduled else ''}"
    lines = [f"{head}, entry_computation_layout={{({lay})->({lay})}}", "",
             f"ENTRY %main.1 ({', '.join(f'p{k}: f32[8]' for k in range(n))}) -> ({', '.join(['f32[8]'] * n)}) {{"]
    lines += [f'  %p{k} = f32[8]{{0}} parameter({k}), metadata={{op_name="x{k}"}}' for k in range(n)]
    for k in order:
        lines += [f'  %neg.{k} = f32[8]{{0}} negate(%p{k}), metadata={{op_name="jit(f)/neg{k}"}}',
                  f'  %mul.{k} = f32[8]{{0}} {"add" if k == plant else "multiply"}(%neg.{k}, %neg.{k}), '
                  'metadata={op_name="jit(f)/mul"}',
                  f'  %tanh.{k} = f32[8]{{0}} tanh(%mul.{k}), metadata={{op_name="jit(f)/tanh"}}']
    return "\n".join(lines + [f"  ROOT %tuple.1 = ({lay}) tuple({', '.join(f'%tanh.{k}' for k in range(n))})", "}", ""])


def test_many_values_of_one_name_scheduled_in_another_order(tmp_path, monkeypatch):
    """An unrolled model's thousands of same-named values are compared by rank only near their
    own (past _PAIRS_PER_NAME): XLA's order is not jax's (here reversed), so the candidates fed
    by the counterparts of a value's inputs come first. Before, chain 0's wrong `mul` was paired
    with chain 5's and that op (main:16) blamed."""
    from bridge.diff import localize_pair
    monkeypatch.setattr(localize_pair, "_PAIRS_PER_NAME", 1)   # (what 4096 is to a 100-layer model)
    after = tmp_path / "after.txt"
    after.write_text(chains(8, range(7, -1, -1), True, plant=0))
    r = difftest(chains(8, range(8), False), backends=("reference", f"reference@{after}"), seed=1, localize=True)
    loc = r.localization
    assert loc["culprit"] == "main:1" and loc["op"]["optimized"]["name"] == "stablehlo.add"   # (chain k's mul: 3k+1)


@pytest.mark.parametrize("name", [*PROGRAMS, "long_sum"])
def test_unmodified_dumps_match_and_nothing_is_blamed(dumps, name):
    from bridge.diff.backends import resolve
    from bridge.diff.localize import localize
    from bridge.diff.prepare import prepare
    from bridge.diff.tolerance import Policy
    before = (dumps / f"{name}.before.hlo").read_text()
    after = f"reference@{dumps / f'{name}.after.hlo'}"
    r = difftest(before, backends=("cpu", after), seed=1, localize=True)
    assert r.verdict == "match" and r.localization is None
    loc = localize(prepare(before), r.inputs, Policy(), dict(resolve(["reference", after])), after, "reference")
    assert loc["culprit"] is None and loc["values_matched"] > 0


def test_the_rounding_noise_difftest_measured_is_the_one_localization_judges_by(dumps, monkeypatch):
    """difftest measures the first module's rounding noise for the mismatching outputs; the
    pair localization judges the outputs by that same measurement instead of a second one."""
    from bridge.diff import rounding_noise
    calls = []
    measure = rounding_noise.noise
    monkeypatch.setattr(rounding_noise, "noise", lambda *a, **k: calls.append(1) or measure(*a, **k))
    after = planted(dumps, "long_sum", "f32[] constant(0.5)", "f32[] constant(0.51)")
    loc = localized(dumps, "long_sum", after)
    assert loc["op"]["location"]["name"] == "jit(long_sum)/mul"
    assert len(calls) == 1
