"""--localize through ops whose regions read their enclosing scope: jax's `lax.cond` lowers
to a `stablehlo.case` whose branches use the cond's operands directly. Such an op could not
run alone ("uses values defined outside its regions"), so a backend that picks the wrong
branch was never named; its one-op module now takes those values as parameters too, given
their recorded values (bridge/mlir_module.captured_values, localize._Scope).
"""
from __future__ import annotations

import numpy as np
import pytest

from bridge.diff import difftest
from bridge.diff.isolate import Isolated
from bridge.program import parse_module
from dt_helpers import flipped_case, localized_dropped_zero_sum, with_kernel

jax = pytest.importorskip("jax")
jnp = jax.numpy


def _cond(p, x):
    return jax.lax.cond(p, lambda x: jnp.sin(x) * 2, lambda x: jnp.cos(x) + 1, x) * 3


def test_a_branch_reading_its_scope_runs_alone_as_it_ran():
    x = np.float32([0.5, 1.0, 2.0])
    text = jax.jit(_cond).lower(True, x).as_text()
    module = parse_module(text)
    (case,) = [op for op in module.body.operations[0].regions[0].blocks[0].operations if op.name == "stablehlo.case"]
    iso = Isolated(case.operation)
    assert not iso.why and len(iso.captured) == 1   # x, read by both branches
    import bridge
    for index, want in ((np.int32(1), np.sin(x) * 2), (np.int32(0), np.cos(x) + 1)):   # (jax: branch 1 is True)
        np.testing.assert_allclose(bridge.execute(iso.text, [index, x])[0], want, rtol=1e-6)


def test_a_wrong_branch_choice_is_named():
    x = np.float32([0.5, 1.0, 2.0])
    text = jax.jit(_cond).lower(True, x).as_text(debug_info=True)
    report = difftest(text, inputs=[np.bool_(True), x],
                      backends=("cpu", ("wrong", with_kernel("stablehlo.case", flipped_case))), localize=True)
    assert report.verdict == "mismatch"
    loc = report.localization
    assert loc["op"]["name"] == "stablehlo.case", loc["summary"]
    assert "as a whole" in loc["summary"] and loc["op"]["location"]["file"].endswith("test_dt_localize_captures.py")
    assert not any("outside its regions" in why for why in loc.get("skipped", {}))


def test_a_cond_in_a_group_xla_compiles_wrongly():
    """XLA:CPU drops `x + 0` (test_dt_localize_cone.py) also where the sum is a cond's operand,
    read inside its branch: 1 / (-0 + 0) is +inf, XLA gives -inf. No op alone, and no group
    without the case, shows it; the group of the case with the add feeding it does."""
    report = localized_dropped_zero_sum(
        lambda p, x: jax.lax.cond(p, lambda y: 1 / y, lambda y: y * 2, x + 0.0))
    op = report.localization["op"]
    assert op["name"] == "stablehlo.case" and "stablehlo.add" in {m["name"] for m in op["cone"]}
