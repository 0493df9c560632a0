"""`hlobridge demo`: the broadcasting examples of seed 001, built, lowered, run and checked."""
from __future__ import annotations

import argparse

EXAMPLE = "example:\n  hlobridge demo"


def add_parser(sub):
    return sub.add_parser("demo", help="build, lower, run and difftest the seed's broadcasting examples",
                          epilog=EXAMPLE, formatter_class=argparse.RawDescriptionHelpFormatter)


def _examples():
    """(title, lhs, rhs, broadcast_dimensions) from the broadcasting document."""
    import numpy as np
    m = np.array([[1, 2, 3], [4, 5, 6]], np.float32)
    return [
        ("matrix + scalar", m, np.float32(7), ()),
        ("matrix + vector, broadcast_dimensions=(1,)", m, np.array([7, 8, 9], np.float32), (1,)),
        ("(2,1) + (1,3) outer", np.array([[1], [2]], np.float32), np.array([[10, 20, 30]], np.float32), ()),
        ("vector(4) + matrix(1x2), broadcast_dimensions=(0,)", np.array([1, 2, 3, 4], np.float32),
         np.array([[5, 6]], np.float32), (0,)),
    ]


def run(args) -> int:
    import numpy as np

    import bridge
    from bridge import Shape, XlaBuilder, ops
    for title, lhs, rhs, bd in _examples():
        b = XlaBuilder("demo")
        x = ops.Parameter(b, 0, Shape.array_shape(lhs.dtype, lhs.shape), "lhs")
        y = ops.Parameter(b, 1, Shape.array_shape(rhs.dtype, np.shape(rhs)), "rhs")
        comp = b.build(ops.Add(x, y, broadcast_dimensions=bd))
        print(f"=== {title}: {comp.program_shape()}")
        print("--- xla dialect (generic form)")
        print(comp.as_text())
        print("--- StableHLO")
        print(bridge.to_stablehlo(comp))
        args_ = [lhs, np.asarray(rhs)]
        print("--- PJRT cpu:\n", bridge.execute(comp, args_)[0])
        print("--- numpy reference:\n", bridge.reference.evaluate(comp, args_)[0])
        print("--- difftest:", bridge.difftest(comp, inputs=args_).verdict)
        print()
    return 0
