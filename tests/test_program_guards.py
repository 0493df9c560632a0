"""Text that aborts jaxlib's native parser must give an error, never kill the process."""
import subprocess
import sys

import pytest

import bridge

EMPTY_GROUPS_ALL_TO_ALL = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<> : tensor<0x0xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}"""


def test_all_to_all_with_empty_groups_is_refused():
    with pytest.raises(bridge.HloBridgeError, match="all_to_all needs non-empty replica_groups"):
        bridge.to_stablehlo(EMPTY_GROUPS_ALL_TO_ALL)


def test_the_guard_is_needed():
    # Without the guard the native parser dies (SIGFPE): the guard is not guarding nothing.
    code = ("from jaxlib.mlir import ir; from bridge.context import get_context; import sys; "
            "ir.Module.parse(sys.stdin.read(), context=get_context())")
    r = subprocess.run([sys.executable, "-c", code], input=EMPTY_GROUPS_ALL_TO_ALL, text=True,
                       capture_output=True, timeout=120)
    assert r.returncode != 0


@pytest.mark.parametrize("entry", ["execute", "reference"])
def test_every_text_entry_point_is_guarded(entry):
    import numpy as np
    run = {"execute": lambda: bridge.execute(EMPTY_GROUPS_ALL_TO_ALL, [np.zeros(4, np.float32)]),
           "reference": lambda: bridge.reference.evaluate(EMPTY_GROUPS_ALL_TO_ALL, [np.zeros(4, np.float32)])}
    with pytest.raises(bridge.HloBridgeError, match="non-empty replica_groups"):
        run[entry]()
