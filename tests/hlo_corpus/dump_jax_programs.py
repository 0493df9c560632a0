"""XLA's dumps of programs of tests/jax_programs.py, for test_corpus_jax_dumps.py. Run in a
child process (XLA reads its dump flags once, when its backend starts):

    XLA_FLAGS=--xla_dump_to=DIR/dump python dump_jax_programs.py DIR NAME...

Per program: NAME.before.hlo (`*.before_optimizations.txt`: what jax hands XLA, with the
stack-frame tables), NAME.after.hlo (`*.cpu_after_optimizations.txt`: XLA:CPU's optimized
module: layouts, fusions, bitcasts, its own custom calls) and NAME.pkl (the inputs, and
the outputs jax computed from them).
"""
from __future__ import annotations

import glob
import os
import pickle
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main(out_dir: str, names: list[str]) -> None:
    import jax
    import numpy as np

    import jax_programs as jp
    programs = {p.name: p for p in jp.PROGRAMS}
    dump = os.path.join(out_dir, "dump")

    def written():
        return set(glob.glob(os.path.join(dump, "*_optimizations.txt")))

    for name in names:
        p = programs[name]
        jax.config.update("jax_enable_x64", p.x64)
        args = jp.make_args(p, seed=0)
        before = written()
        compiled = jax.jit(p.fn).lower(*args).compile()   # (a fresh jit: no cache hit, one dump each)
        new = sorted(written() - before)
        outs = [np.asarray(y) for y in jax.tree_util.tree_leaves(compiled(*args))]
        for stage, suffix in (("before", ".before_optimizations.txt"), ("after", ".cpu_after_optimizations.txt")):
            (path,) = [f for f in new if f.endswith(suffix)]
            os.replace(path, os.path.join(out_dir, f"{name}.{stage}.hlo"))
        with open(os.path.join(out_dir, f"{name}.pkl"), "wb") as f:
            pickle.dump((list(args), outs), f)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])
