"""Python passes on MLIR's drivers, registered by name, run in pipelines with MLIR's C++ passes.

    import passes
    module = passes.run_pipeline(text, "expand-implicit-broadcast,legalize-xla-to-stablehlo,"
                                       "canonicalize-broadcast-in-dim,canonicalize",
                                 print_after_change=True, verify_semantics=True)

See docs/passes.md and docs/writing-a-pass.md.
"""
from .pass_errors import ConvergenceError, NothingCompared, PassError, PassFailure, PipelineError, SemanticsError
from .legalize_xla import legalize_xla_to_stablehlo
from .options import Option
from .patterns import REWRITTEN, PatternSet, erase_dead_ops, rewritten
from .pipeline import build_pass_manager, run_pipeline
from .registry import PASSES, PassInfo, register, split_pipeline


@register("legalize-xla-to-stablehlo", "lower every xla.* op to StableHLO (one pattern per op)",
          doc="Patterns live in passes/lowering/, one per xla op (or op family), applied by MLIR's\n"
              "walk driver. Statistics: ops-rewritten.")
def _legalize(op):
    return {"ops-rewritten": legalize_xla_to_stablehlo(op)}


# The passes that ship with hlobridge register themselves on import.
from . import broadcast_canon, composites, implicit_broadcast, mhlo_leftovers  # noqa: E402,F401

__all__ = [
    "PASSES",
    "REWRITTEN",
    "ConvergenceError",
    "Option",
    "PassError",
    "PassFailure",
    "PassInfo",
    "PatternSet",
    "PipelineError",
    "SemanticsError",
    "NothingCompared",
    "build_pass_manager",
    "erase_dead_ops",
    "legalize_xla_to_stablehlo",
    "register",
    "rewritten",
    "run_pipeline",
    "split_pipeline",
]
