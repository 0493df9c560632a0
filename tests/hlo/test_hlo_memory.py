"""Reading HLO leaves no reference cycle that holds the parse tree: a dump's ~200,000 parse
objects are freed when the read returns, not kept until Python's cyclic collector walks
them all (~0.15 s for a 4 MB dump; a recursive closure per constant used to do that)."""
from __future__ import annotations

import gc

from bridge import hlo
from bridge.hlo.syntax import Instruction

TEXT = """HloModule m

ENTRY e {
  a = f32[2] constant({1, 2})
  t = (f32[], (s32[], c64[])) constant((3, (4, (1, 2))))
  x = f32[2] parameter(0)
  ROOT r = f32[2] add(a, x)
}
"""


def _instructions() -> int:
    return sum(1 for o in gc.get_objects() if isinstance(o, Instruction))


def test_the_parse_tree_is_freed_when_the_read_returns():
    hlo.to_computation(TEXT)   # (imports, caches)
    enabled = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        before = _instructions()
        comp = hlo.to_computation(TEXT)
        del comp
        assert _instructions() == before
    finally:
        if enabled:
            gc.enable()
