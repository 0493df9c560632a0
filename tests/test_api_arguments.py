"""How `bridge.execute`, `bridge.reference.evaluate` and `bridge.difftest` take the values a
user passes for a jax-lowered program's parameters: one rule for all three (an array's dtype
is the user's word; Python numbers and lists take the parameter's type when they fit it, as
jax's weak types do), each refusal one HloBridgeError naming the input. Expected values come
from jax.jit and numpy."""
import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest

import bridge
from bridge import reference


def _lowered(f, *args):
    return jax.jit(f).lower(*args).as_text()


def _double(dtype, shape=()):
    return _lowered(lambda a: a + a, np.zeros(shape, dtype))


ENGINES = {"execute": bridge.execute, "evaluate": reference.evaluate}


@pytest.mark.parametrize("engine", list(ENGINES))
@pytest.mark.parametrize("dtype,given", [(np.int32, [1, 2, 3]), (np.int32, (4, -5, 6)),
                                         (np.float32, [1.5, 2, -3.25]), (ml_dtypes.bfloat16, [0.5, 1, 3])])
def test_python_lists_take_the_parameter_type_on_both_engines(engine, dtype, given):
    """bridge.execute refused a list ("got f64[3]", numpy's default type for it) where the
    reference took it: the same program answered on one engine only."""
    text = _double(dtype, (3,))
    want = np.asarray(jax.jit(lambda a: a + a)(jnp.asarray(np.array(given, dtype))))
    (got,) = ENGINES[engine](text, [given])
    assert got.dtype == want.dtype and got.tobytes() == want.tobytes()


UNFIT = [(np.int32, (), 1.5, "Python float"), (np.int32, (), 2 ** 40, "does not fit"),
         (np.uint8, (), 300, "does not fit"), (np.uint8, (), -1, "does not fit"),
         (ml_dtypes.int4, (), 8, "does not fit"), (np.float32, (), True, "Python bool"),
         (np.float32, (), 1 + 2j, "Python complex"), (np.float32, (), None, "got None"),
         (np.int32, (3,), [1.5, 2, 3], "Python float"), (np.uint8, (2,), [1, 256], "does not fit")]


@pytest.mark.parametrize("engine", list(ENGINES))
@pytest.mark.parametrize("dtype,shape,given,why", UNFIT, ids=[repr(u[2]) for u in UNFIT])
def test_python_values_that_do_not_fit_are_refused_by_both_engines(engine, dtype, shape, given, why):
    """The reference truncated 1.5 to 1, wrapped 2**40 to 0 and 300 to 44, read None as NaN and
    True as 1.0 (PJRT refused each): a wrong answer without a word."""
    text = _double(dtype, shape)
    with pytest.raises(bridge.HloBridgeError, match=r"(parameter|argument) 0\b") as e:
        ENGINES[engine](text, [given])
    assert why in str(e.value)


@pytest.mark.parametrize("args", [None, {"a": 1}, (a for a in []), np.zeros((2, 3), np.float32)],
                         ids=["None", "dict", "generator", "ndarray"])
def test_reference_takes_a_list_of_arguments_as_execute_does(args):
    """evaluate(program, None) was a TypeError, a dict a ValueError from numpy, and an array
    was read row by row: f32[2,3] ran a two-parameter program on its rows."""
    x = np.zeros(3, np.float32)
    text = _lowered(lambda a, b: a * b, x, x)
    for engine in ENGINES.values():
        with pytest.raises(bridge.HloBridgeError, match="must be a list"):
            engine(text, args)


@pytest.mark.parametrize("given,why", [
    (jnp.arange(3, dtype=jnp.int32), "got s32[3]"),          # (was cast to f32)
    (np.float64(1.5), "got f64[]"),                           # (a numpy scalar: cast)
    ([None, None, None], "got"),                              # (NaNs)
])
def test_difftest_given_inputs_keep_their_dtype(given, why):
    x = np.zeros(3, np.float32) if np.ndim(given) else np.float32(0)
    text = _lowered(lambda a: a * 2, x)
    with pytest.raises(bridge.HloBridgeError, match="input 0 must be f32") as e:
        bridge.difftest(text, inputs=[given])
    assert why in str(e.value)


def test_difftest_given_python_values_follow_the_rule():
    """[1.5, 2.5, 3.5] for an s32[3] was truncated to [1, 2, 3] (a MATCH on other inputs than
    the user's); a Python int too big for s32 raised numpy's OverflowError."""
    text = _double(np.int32, (3,))
    with pytest.raises(bridge.HloBridgeError, match="input 0 must be s32.*Python float"):
        bridge.difftest(text, inputs=[[1.5, 2.5, 3.5]])
    with pytest.raises(bridge.HloBridgeError, match="input 0 must be s32.*does not fit"):
        bridge.difftest(text, inputs=[[2 ** 40, 1, 2]])
    assert bridge.difftest(text, inputs=[[1, 2, 3]]).ok


def test_unreadable_arguments_are_named_for_what_they_are():
    """A deleted jax Array was "a ragged ArrayImpl"; a ragged list "does not fit"."""
    x = np.zeros(3, np.float32)
    text = _lowered(lambda a: a * 2, x)
    gone = jnp.ones(3)
    gone.delete()
    for engine in ENGINES.values():
        with pytest.raises(bridge.HloBridgeError, match="0.*ArrayImpl numpy cannot read.*deleted"):
            engine(text, [gone])
        with pytest.raises(bridge.HloBridgeError, match="0.*rows differ in length"):
            engine(text, [[1.0, [2.0, 3.0]]])
