"""--localize inside loops and called functions: a branch there reads values no op's results
hold (a `while` body's carried values, a callee's arguments), so it could not run alone ("reads
outer values that were not recorded") and the whole loop was blamed. The reference's recording
now passes what each region op reads from outside it (interpreter `captured=`, Recorder.captured),
and when a loop as a whole diverges the groups of ops inside it are tried too (localize_cone.py).
"""
from __future__ import annotations

import numpy as np
import pytest

from bridge.diff import difftest
from bridge.diff.localize import Recorder
from bridge.program import parse_module
from bridge.reference.interpreter import Program
from dt_helpers import flipped_case, localized_dropped_zero_sum, with_kernel

jax = pytest.importorskip("jax")
jnp = jax.numpy

X = np.float32([0.5, 1.0, 2.0])


def _branch_in_loop(x):
    def body(i, c):
        return jax.lax.cond(c[0] > 0, lambda y: jnp.sin(y) * 2, lambda y: jnp.cos(y) + 1, c)
    return jax.lax.fori_loop(0, 3, body, x)


def test_the_recording_holds_what_a_branch_in_a_loop_reads_at_each_iteration():
    module = parse_module(jax.jit(_branch_in_loop).lower(X).as_text())
    program = Program(module, fold=False)
    rec = Recorder(program)
    program.run([X], recorder=rec)
    cases = [(op, n) for op, n, _, _ in rec.events if op.name == "stablehlo.case"]
    assert [n for _, n in cases] == [0, 1, 2]
    carry = X.astype(np.float64)
    for op, n in cases:   # the carry before each iteration, computed apart (x[0] > 0 throughout: sin branch)
        (seen,) = rec.captured[(op, n)]
        np.testing.assert_allclose(seen, carry, rtol=1e-6)
        carry = np.sin(carry) * 2


def test_a_wrong_branch_choice_inside_a_loop_is_named_with_its_iteration():
    text = jax.jit(_branch_in_loop).lower(X).as_text(debug_info=True)
    report = difftest(text, inputs=[X], backends=("cpu", ("wrong", with_kernel("stablehlo.case", flipped_case))),
                      localize=True)
    assert report.verdict == "mismatch"
    loc = report.localization
    assert loc["op"]["name"] == "stablehlo.case", loc["summary"]
    assert "iteration 0 of the loop" in loc["summary"]
    assert not any("not recorded" in why for why in loc.get("skipped", {}))


def test_a_wrong_branch_choice_in_a_function_called_twice_is_named():
    """The case reads its function's argument: a different value at each call."""
    @jax.jit
    def inner(p, y):
        return jax.lax.cond(p, lambda y: jnp.sin(y) * 2, lambda y: jnp.cos(y) + 1, y)

    def f(p, x):
        return inner(p, x * 3) + inner(jnp.logical_not(p), x)
    text = jax.jit(f).lower(True, X).as_text(debug_info=True)
    report = difftest(text, inputs=[np.bool_(True), X],
                      backends=("cpu", ("wrong", with_kernel("stablehlo.case", flipped_case))), localize=True)
    loc = report.localization
    assert report.verdict == "mismatch" and loc["op"]["name"] == "stablehlo.case", loc["summary"]
    assert loc["op"]["location"]["function"].endswith(".inner")


def test_a_group_xla_compiles_wrongly_inside_a_loop_body_is_named_not_the_loop():
    """XLA:CPU drops `y + 0` (test_dt_localize_cone.py) also inside a fori_loop's body, where it
    feeds a cond: 1 / (-0 + 0) is +inf, XLA gives -inf. Alone every op agrees; the loop as a
    whole differs, and the group inside it says which ops."""
    def f(p, x):
        def body(i, c):
            y, acc = c
            return y, acc + jax.lax.cond(p, lambda y: 1 / y, lambda y: y * 2, y + 0.0)
        return jax.lax.fori_loop(0, 2, body, (x, jnp.zeros_like(x)))[1]
    report = localized_dropped_zero_sum(f)
    op = report.localization["op"]
    assert op["name"] == "stablehlo.case", report.localization["summary"]
    assert "stablehlo.add" in {m["name"] for m in op["cone"]}
    assert "iteration 0 of the loop" in report.localization["summary"]
