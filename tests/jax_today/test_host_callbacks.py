"""Programs with jax.debug.print / jax.debug.callback run on both engines without their
callbacks (no result depends on them), say so, and feed ordered effects' tokens as jax does;
pure_callback's values cannot be left out: a trap stands in for each, so a run that reaches
one stops there, naming it, and a run that does not (equinox's error_if, whose callback only
raises its error) runs (bridge/host_callbacks.py)."""
import re
import subprocess
import sys
import warnings

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import lax

import bridge
from bridge.errors import BackendError, UnsupportedOp
from bridge.hlo_sharding import HloSharding
from bridge.host_callbacks import CallbackSkipped


def lowered(f, *args):
    # a callback is lowered for the default device's backend: the CPU's, also where jax's is a GPU
    with jax.default_device(jax.devices("cpu")[0]):
        return jax.jit(f).trace(*args).lower(lowering_platforms=("cpu",)).as_text()


def expected(f, *args):
    with jax.default_device(jax.devices("cpu")[0]):
        return [np.asarray(v) for v in jax.tree_util.tree_leaves(jax.jit(f)(*args))]


def printing(x):
    jax.debug.print("x={x}", x=x)
    y = jnp.sin(x) * 2
    jax.debug.callback(lambda v: None, y)
    return y


def scanning(xs):
    def body(c, x):
        jax.debug.print("c={c}", c=c)
        return c + x, c * x
    return lax.scan(body, jnp.float32(0), xs)


def ordered(x):
    jax.debug.print("x={x}", x=x, ordered=True)
    return x + 1


X = np.linspace(-2, 2, 5, dtype=np.float32)


def run_both(text, args):
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        got = bridge.execute(text, args, backend="cpu"), bridge.reference.evaluate(text, args)
    return got, [str(w.message) for w in seen if issubclass(w.category, CallbackSkipped)]


@pytest.mark.parametrize("f", [printing, scanning], ids=["print+callback", "print-in-scan"])
def test_effect_only_callbacks_are_left_out_on_both_engines(f):
    text = lowered(f, X)
    assert "python_cpu_callback" in text
    (pjrt, ref), said = run_both(text, [X])
    for got in (pjrt, ref):
        assert len(got) == len(expected(f, X))
        for g, w in zip(got, expected(f, X)):
            np.testing.assert_allclose(g, w, rtol=1e-6)
    assert said, "leaving the callbacks out must be said"
    n = text.count("python_cpu_callback")
    assert f"{n} host callback(s) not run" in said[0] and "jax.debug.print" in said[0]


def test_the_warning_names_the_users_line():
    """A fixed stacklevel named bridge/runtime/execute.py (bridge.execute) or a kernel's own
    file (the reference) as the warning's source: now the caller's line, on every way in."""
    def f(x):   # (a program of its own: the runtime warns when it compiles, once per program)
        jax.debug.print("x={x}", x=x)
        return x * 3.25
    text = lowered(f, X)
    for run in (lambda: bridge.execute(text, [X]), lambda: bridge.reference.evaluate(text, [X])):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            run()
        assert caught and {(w.category, w.filename) for w in caught} == {(CallbackSkipped, __file__)}


def test_ordered_effects_take_and_give_tokens_as_jax_does():
    text = lowered(ordered, X)
    assert re.search(r"@main\(%arg0: !stablehlo.token", text)
    for token in (None, np.zeros(0, np.bool_)):
        (pjrt, ref), _ = run_both(text, [token, X])
        for got in (pjrt, ref):
            assert got[0].shape == (0,) and got[0].dtype == np.bool_   # jax's runtime token
            np.testing.assert_array_equal(got[1], X + 1)
    with pytest.raises(BackendError, match="parameter 0 of @main is a token: pass None or an empty array"):
        bridge.execute(text, [np.ones(2, np.float32), X])
    with pytest.raises(bridge.HloBridgeError, match="argument 0 is a token: pass None or an empty array"):
        bridge.reference.evaluate(text, [np.ones(2, np.float32), X])


def test_difftest_notes_the_callbacks_it_left_out():
    report = bridge.difftest(lowered(ordered, X), backends=("cpu", "reference"))
    assert report.verdict == "match", str(report)
    assert [o.verdict for o in report.comparisons["reference"]][1] == "match"
    assert len(report.notes) == 1 and "1 host callback(s) not run" in report.notes[0]
    assert "note: 1 host callback(s) not run" in str(report)


def test_a_run_that_reaches_a_callback_with_values_stops_there_naming_it():
    def f(x):
        return jax.pure_callback(np.sin, jax.ShapeDtypeStruct(x.shape, x.dtype), x) + 1
    text = lowered(f, X)
    reached = r"reached the Python host callback @xla_ffi_python_cpu_callback at loc\(.*pure_callback"
    with pytest.raises(BackendError, match="PJRT cpu " + reached):
        bridge.execute(text, [X], backend="cpu")
    with pytest.raises(UnsupportedOp, match="numpy reference " + reached):
        bridge.reference.evaluate(text, [X])
    report = bridge.difftest(text, inputs=[X])
    assert report.verdict == "unsupported" and "reached the Python host callback" in report.reason


def test_an_older_jaxs_callback_spelling_is_refused_before_it_runs():
    """jax before the FFI callbacks passed a pointer into its own process as the first operand:
    no table to fill in, so nothing to trap (run, XLA:CPU would jump to that address)."""
    old = """func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
      %d = stablehlo.constant dense<94000000000000> : tensor<i64>
      %0 = stablehlo.custom_call @xla_python_cpu_callback(%d, %x) {api_version = 2 : i32,
          has_side_effect = false} : (tensor<i64>, tensor<3xf32>) -> tensor<3xf32>
      return %0 : tensor<3xf32>
    }"""
    with pytest.raises(BackendError, match=r"cannot run stablehlo.custom_call @xla_python_cpu_callback .*older jax"):
        bridge.execute(old, [X[:3]], backend="cpu")


def checked(x):
    """equinox's error_if, as it lowers: a pure_callback (which raises the error) in the branch
    that a failed check takes, inside a loop here as in diffrax's and optimistix's solvers."""
    def error(a):
        raise RuntimeError("the check failed")

    def check(v, failed):
        return lax.cond(failed, lambda: jax.pure_callback(error, jax.ShapeDtypeStruct(v.shape, v.dtype), v),
                        lambda: v)

    def body(carry):
        i, v = carry
        v = check(jnp.sin(v) * 1.5 + 0.25, jnp.any(~jnp.isfinite(v)))
        return i + 1, v
    y = check(x * 2, jnp.any(x > 10))
    return lax.while_loop(lambda c: c[0] < 6, body, (0, y))[1]


def test_a_callback_in_a_branch_not_taken_runs_on_both_engines_as_jax_runs_it():
    text = lowered(checked, X)
    assert text.count("python_cpu_callback") == 2
    want = expected(checked, X)[0]
    np.testing.assert_allclose(bridge.execute(text, [X], backend="cpu")[0], want, rtol=1e-6)
    np.testing.assert_allclose(bridge.reference.evaluate(text, [X])[0], want, rtol=1e-6)
    assert bridge.difftest(text, inputs=[X]).verdict == "match"
    # the same program as XLA's HLO (whose typed-FFI call reads back with `backend_config = {index}`)
    with jax.default_device(jax.devices("cpu")[0]):
        hlo = jax.jit(checked).trace(X).lower(lowering_platforms=("cpu",)).as_text(dialect="hlo")
    assert "API_VERSION_TYPED_FFI" in hlo
    np.testing.assert_allclose(bridge.execute(hlo, [X], backend="cpu")[0], want, rtol=1e-6)
    # inputs that fail the check: jax raises from its callback; both engines stop at it
    bad = X * 10
    with pytest.raises(Exception, match="the check failed"):
        expected(checked, bad)
    with pytest.raises(BackendError, match=r"reached the Python host callback .*at loc\("):
        bridge.execute(text, [bad], backend="cpu")
    with pytest.raises(UnsupportedOp, match=r"reached the Python host callback"):
        bridge.reference.evaluate(text, [bad])


def test_cli_difftest_of_a_run_that_reaches_a_callback_compared_nothing(tmp_path):
    path = tmp_path / "checked.mlir"
    path.write_text(lowered(checked, X))
    np.savez(tmp_path / "bad.npz", arg0=X * 10)
    np.savez(tmp_path / "good.npz", arg0=X)
    run = [sys.executable, "-m", "bridge.cli.main", "difftest", str(path), "--no-progress", "--inputs"]
    good = subprocess.run(run + [str(tmp_path / "good.npz")], capture_output=True, text=True, timeout=300, check=False)
    assert good.returncode == 0 and "1 match" in good.stdout, good.stdout + good.stderr
    bad = subprocess.run(run + [str(tmp_path / "bad.npz")], capture_output=True, text=True, timeout=300, check=False)
    assert bad.returncode == 3 and "UNSUPPORTED" in bad.stdout and "reached the Python host callback" in bad.stdout, \
        bad.stdout + bad.stderr


def test_a_callback_with_values_on_several_devices_runs_in_the_reference_only():
    """Reached on one device of eight, PJRT's run stops there while the other seven wait in the
    psum, and XLA ends the process 40 s later (measured): PJRT refuses such a program up front.
    The reference's devices stop together."""
    from jax.sharding import NamedSharding
    from jax.sharding import PartitionSpec as P
    from today import mesh

    def error(a):
        raise RuntimeError("the check failed")

    def body(a):
        a = lax.cond(jnp.any(jnp.isnan(a)), lambda: jax.pure_callback(error, jax.ShapeDtypeStruct(a.shape, a.dtype), a),
                     lambda: a)
        return lax.psum(a, "i")
    m = mesh((8,), ("i",))
    f = jax.shard_map(body, mesh=m, in_specs=P("i"), out_specs=P(None), check_vma=False)
    x = np.arange(16, dtype=np.float32)
    with jax.default_device(jax.devices("cpu")[0]):
        placed = jax.device_put(x, NamedSharding(m, P("i")))
        text = jax.jit(f).trace(placed).lower(lowering_platforms=("cpu",)).as_text()
    want = np.asarray(jax.jit(f)(x))
    with pytest.raises(BackendError, match=r"does not run a program with a Python host callback that returns values "
                                           r"\(@xla_ffi_python_cpu_callback at .*\) on 8 devices"):
        bridge.execute(text, [x], backend="cpu")
    np.testing.assert_array_equal(bridge.reference.evaluate(text, [x])[0], want)
    bad = x.copy()
    bad[3] = np.nan   # (one device's piece)
    with pytest.raises(UnsupportedOp, match="reached the Python host callback"):
        bridge.reference.evaluate(text, [bad])


def test_rounding_noise_counts_the_perturbed_runs_that_do_not_reach_a_callback(monkeypatch):
    """A perturbed run (another correct rounding) may take the branch of a check that compares
    two roundings: that sample is left out, not the whole measurement."""
    from bridge.diff import rounding_noise
    from bridge.diff.prepare import prepare
    from bridge.host_callbacks import Reached
    from bridge.reference.interpreter import Program

    def f(x):
        s, t = jnp.sum(x * 1.1), jnp.sum((x * 1.1)[::-1])
        return lax.cond(s != t, lambda: jax.pure_callback(lambda v: v, jax.ShapeDtypeStruct((), s.dtype), s),
                        lambda: s) * 2.0
    x = np.linspace(0.1, 3, 17).astype(np.float32)
    text = lowered(f, x)
    reached, run = [], Program.run

    def counting(self, *args, **kwargs):
        try:
            return run(self, *args, **kwargs)
        except Reached:
            reached.append(1)
            raise
    monkeypatch.setattr(Program, "run", counting)
    spread = rounding_noise.noise(prepare(text), [x])
    assert 0 < len(reached) < rounding_noise.SAMPLES   # (seeded: 7 of 8 here)
    assert 0 < float(spread[0]) < 1e-4


@pytest.mark.parametrize("f", [printing, lambda x: jax.pure_callback(np.sin, jax.ShapeDtypeStruct(x.shape, x.dtype), x)],
                         ids=["print", "pure_callback"])
def test_portable_artifacts_refuse_host_callbacks_as_jax_export_does(f):
    """A callback is an index into a table of the process that lowered the program: an
    artifact (or VHLO text) was written with it, silently."""
    text = lowered(f, X)
    for to in ("artifact", "vhlo"):
        with pytest.raises(bridge.errors.ProgramError, match=r"calls [12] Python host callback\(s\) \(at "):
            bridge.convert(text, to=to)


def test_hlo_round_trip_keeps_the_print_and_its_placement():
    """XLA writes an empty-tuple op's sharding with one element, `{{maximal device=0}}`; read
    back, the call is placed as jax placed it (sdy, from the dump's Shardy attributes)."""
    text = lowered(printing, X)
    placed = "sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>]>"
    assert text.count(placed) == 2
    hlo = bridge.convert(text, to="hlo")
    assert len(re.findall(r"= \(\) custom-call\(.*sharding=\{\{maximal device=0\}\}", hlo)) == 2
    back = bridge.convert(hlo, to="stablehlo")
    assert back.count("python_cpu_callback") == 2 and back.count(placed) == 2
    (pjrt, ref), _ = run_both(back, [X])
    np.testing.assert_allclose(pjrt[0], expected(printing, X)[0], rtol=1e-6)
    np.testing.assert_allclose(ref[0], expected(printing, X)[0], rtol=1e-6)


def test_empty_tuple_sharding_takes_exactly_one_element():
    assert HloSharding.parse("{{maximal device=0}}").leaves(0) == []
    with pytest.raises(ValueError, match=r"2 element\(s\) for 0 tuple leaves \(an empty tuple takes one\)"):
        HloSharding.parse("{{replicated}, {replicated}}").leaves(0)


def test_cli_says_it_in_one_line(tmp_path):
    path = tmp_path / "p.mlir"
    path.write_text(lowered(printing, X))
    proc = subprocess.run([sys.executable, "-m", "bridge.cli.main", "run", str(path)],
                          capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr
    assert re.search(r"^hlobridge run: warning: 2 host callback\(s\) not run", proc.stderr, re.MULTILINE), proc.stderr
    assert "out0: float32[5]" in proc.stdout


def test_the_interpreter_leaves_them_out_too_and_names_what_it_cannot_take():
    report = bridge.difftest(lowered(printing, X), backends=("cpu", "interpreter"))
    assert report.verdict == "match", str(report)
    report = bridge.difftest(lowered(ordered, X), backends=("cpu", "interpreter"))
    assert report.verdict == "unsupported" and "not the tokens of @main" in report.reason


_DUMPED = """
import jax, jax.numpy as jnp, numpy as np
def f(x):
    jax.debug.print("x={x}", x=x)
    y = jnp.sin(x) * 2
    jax.debug.print("y={y}", y=y, ordered=True)
    return y
jax.jit(f)(np.ones(3, np.float32))
"""


def test_xla_dumps_of_a_printing_program_read_and_difftest(tmp_path):
    """XLA's dumps (before and after optimizations) of a jax program that prints: an
    empty-tuple call placed `{{maximal device=0}}`, an ordered one threading @main's token."""
    import glob
    import os
    script = tmp_path / "printing.py"
    script.write_text(_DUMPED)
    env = dict(os.environ, JAX_PLATFORMS="cpu", TF_CPP_MIN_LOG_LEVEL="3",
               XLA_FLAGS=f"--xla_dump_to={tmp_path / 'dump'} --xla_dump_hlo_as_text")
    subprocess.run([sys.executable, str(script)], env=env, check=True, capture_output=True, timeout=300)
    dumps = sorted(glob.glob(str(tmp_path / "dump" / "*jit_f*before_optimizations.txt"))
                   + glob.glob(str(tmp_path / "dump" / "*jit_f*cpu_after_optimizations.txt")))
    assert len(dumps) == 2, dumps
    for path in dumps:
        with open(path) as f:
            text = f.read()
        assert "sharding={{maximal device=0}}" in text and "token[] custom-call" in text
        report = bridge.difftest(text, backends=("cpu", "reference"))
        assert report.verdict == "match", (path, str(report))
        assert "2 host callback(s) not run" in report.notes[0] and "printing.py" in report.notes[0]
