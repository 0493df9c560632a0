"""Python passes on MLIR's drivers, registered by name (see registry.PASSES)."""
from .legalize_xla import legalize_xla_to_stablehlo
from .registry import PASSES, register, run_pipeline, split_pipeline

register("legalize-xla-to-stablehlo", "lower every xla.* op to StableHLO (one pattern per op)")(
    legalize_xla_to_stablehlo)

__all__ = ["PASSES", "register", "run_pipeline", "split_pipeline", "legalize_xla_to_stablehlo"]
