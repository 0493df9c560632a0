"""MLIR's C++ passes registered in jaxlib 0.10.2: name -> (anchor, summary).

MLIR's Python bindings cannot list registered passes, so this table was made by
parsing every candidate name found in jaxlib's library at module and at func.func
level (the anchors below are what parsed). It matters for safety as well as for
--list-passes: nesting a pass restricted to `builtin.module` inside `func.func(...)`
makes MLIR abort the whole process ("LLVM ERROR: Can't add pass ... restricted to
'builtin.module'"), so pipelines are checked against this table before MLIR sees them.

anchor: "any" (runs on any op), "module" (builtin.module only), "func" (func.func only;
written at the top level it is nested as func.func(NAME) for you).
"""
from __future__ import annotations

import functools

_SUMMARIES = {
    "canonicalize": "MLIR canonicalization: folders and each op's canonicalization patterns",
    "cse": "common subexpression elimination",
    "inline": "MLIR's inliner (does not inline func.call in jaxlib: see our inline-calls)",
    "sccp": "sparse conditional constant propagation",
    "symbol-dce": "erase private symbols (functions) that are not referenced",
    "symbol-privatize": "make symbols private",
    "trivial-dce": "erase ops whose results are unused and that have no side effects",
    "remove-dead-values": "erase unused values, arguments and results",
    "loop-invariant-code-motion": "hoist loop-invariant ops out of loops",
    "loop-invariant-subset-hoisting": "hoist loop-invariant subset ops",
    "control-flow-sink": "sink ops into the regions that use them",
    "topological-sort": "sort ops of graph regions topologically",
    "strip-debuginfo": "replace every location with unknown",
    "snapshot-op-locations": "set op locations to their position in a printed snapshot",
    "print-ir": "print the IR (to stderr)",
    "print-op-stats": "print op counts (to stderr)",
    "view-op-graph": "print a Graphviz graph of the ops",
    "mem2reg": "promote memory slots to SSA values",
    "sroa": "scalar replacement of aggregates",
    "generate-runtime-verification": "add runtime checks for op invariants",
    "bubble-down-memory-space-casts": "move memory-space casts towards their uses",
    "composite-fixed-point-pass": "run a nested pipeline until it stops changing the IR",
    "chlo-legalize-to-stablehlo": "CHLO ops -> StableHLO",
    "chlo-legalize-to-hlo": "CHLO ops -> MHLO",
    "chlo-legalize-to-high-level-mhlo": "CHLO ops -> high-level MHLO",
    "hlo-legalize-to-stablehlo": "MHLO -> StableHLO",
    "stablehlo-legalize-to-hlo": "StableHLO -> MHLO",
    "expand-hlo-tuples": "flatten tuple arguments and results of the entry function (MHLO)",
    "stablehlo-legalize-composite-to-call": "stablehlo.composite -> func.call of its decomposition "
                                            "(option except=name,...)",
    "stablehlo-legalize-deprecated-ops": "rewrite deprecated StableHLO ops",
    "stablehlo-legalize-to-vhlo": "StableHLO -> VHLO (versioned)",
    "vhlo-legalize-to-stablehlo": "VHLO -> StableHLO",
    "vhlo-to-version": "convert VHLO to a target version (option target=...)",
    "stablehlo-refine-shapes": "refine dynamic shapes to static ones",
    "stablehlo-refine-arguments": "refine the entry function's argument types",
    "stablehlo-canonicalize-dynamism": "turn dynamic ops with constant shapes into static ones",
    "stablehlo-check-shape-assertions": "check shape assertion custom calls",
    "stablehlo-compatibility-expander": "expand new StableHLO features for older consumers",
    "stablehlo-complex-math-expander": "expand complex math ops",
    "stablehlo-convert-to-signless": "convert unsigned integer types to signless",
    "stablehlo-legalize-qdq-to-quantized-op": "fuse quantize/dequantize patterns into quantized ops",
    "stablehlo-legalize-quant-to-math": "quantized ops -> integer math",
    "stablehlo-legalize-quantized-op-to-qdq": "quantized ops -> dequantize/float op/quantize",
    "stablehlo-legalize-to-linalg": "StableHLO -> linalg",
    "stablehlo-wrap-in-composite": "wrap ops in stablehlo.composite",
    "shape-legalize-to-stablehlo": "shape dialect -> StableHLO",
    "xla-prepare-for-export": "prepare MHLO for export to HLO",
}

_MODULE = """expand-hlo-tuples hlo-legalize-to-stablehlo sdy-add-data-flow-edges sdy-add-func-data-flow-edges
sdy-aggressive-propagate sdy-apply-sharding-constraints sdy-basic-propagate sdy-close-shardings
sdy-constant-or-scalar-splitter sdy-convert-global-to-local sdy-drop-sharding-and-mesh
sdy-export-named-computations sdy-export-pipeline sdy-flatten-call-graph sdy-import-func-calls
sdy-import-pipeline sdy-inline-meshes sdy-insert-func-call-reshards sdy-lift-inlined-meshes
sdy-manual-axes-cleanup sdy-op-priority-propagate sdy-pre-order-funcs
sdy-propagate-sharding-from-func-to-call sdy-propagate-to-func-results sdy-propagation-pipeline
sdy-remove-propagation-debug-info sdy-remove-sharding-groups sdy-remove-size-one-axes
sdy-remove-sub-axes-in-input-output-shardings sdy-resolve-permutation-factors
sdy-sharding-group-import sdy-unflatten-call-graph sdy-update-non-divisible-input-output-shardings
sdy-user-priority-propagate stablehlo-compatibility-expander stablehlo-convert-to-signless
stablehlo-legalize-to-hlo stablehlo-legalize-to-vhlo stablehlo-refine-arguments
stablehlo-refine-shapes stablehlo-wrap-in-composite vhlo-legalize-to-stablehlo
xla-sdy-round-trip-import-shardy-attrs"""

_FUNC = """chlo-legalize-to-high-level-mhlo chlo-legalize-to-hlo chlo-legalize-to-stablehlo
mhlo-collapse-elementwise-map mhlo-flatten-tuple mhlo-legalize-dot-to-dot-general
mhlo-legalize-einsum-to-dot-general mhlo-legalize-torch-index-select-to-gather
mhlo-legalize-trigonometric-to-approximation mhlo-sink-constants-to-control-flow
mhlo-test-infer-shaped-type-methods mhlo-test-materialize-broadcasts mhlo-test-unfuse-batch-norm
sdy-constant-or-scalar-merger sdy-drop-sharding-rules sdy-explicit-gather-scatter-batching
sdy-insert-explicit-reshards sdy-pad-for-divisibility sdy-populate-op-sharding-rules
sdy-remove-all-gather-reduce-scatter-for-cmv1 sdy-reshard-to-collectives
sdy-sharding-constraint-to-reshard sdy-sink-data-flow-edges sdy-sink-func-data-flow-edges
shape-legalize-to-stablehlo stablehlo-canonicalize-dynamism stablehlo-check-shape-assertions
stablehlo-complex-math-expander stablehlo-legalize-composite-to-call stablehlo-legalize-deprecated-ops
stablehlo-legalize-qdq-to-quantized-op stablehlo-legalize-quant-to-math
stablehlo-legalize-quantized-op-to-qdq xla-prepare-for-export"""

_ANY = """bubble-down-memory-space-casts canonicalize composite-fixed-point-pass control-flow-sink cse
generate-runtime-verification inline loop-invariant-code-motion loop-invariant-subset-hoisting
mem2reg print-ir print-op-stats remove-dead-values sccp snapshot-op-locations sroa
stablehlo-legalize-to-linalg strip-debuginfo symbol-dce symbol-privatize topological-sort
trivial-dce vhlo-to-version view-op-graph"""

ANCHORS: dict[str, str] = {**{n: "module" for n in _MODULE.split()}, **{n: "func" for n in _FUNC.split()},
                           **{n: "any" for n in _ANY.split()}}


def summary(name: str) -> str:
    if name in _SUMMARIES:
        return _SUMMARIES[name]
    for prefix, what in (("sdy-", "Shardy sharding pass"), ("mhlo-", "MHLO pass"), ("xla-", "XLA pass")):
        if name.startswith(prefix):
            return what
    return "MLIR pass"


@functools.lru_cache(maxsize=1)
def available() -> tuple[tuple[str, str, str], ...]:
    """(name, anchor, summary) of the table's passes that this jaxlib really parses."""
    from jaxlib.mlir import passmanager

    from bridge.context import get_context, register_passes
    register_passes()
    ctx = get_context()
    out = []
    for name, anchor in sorted(ANCHORS.items()):
        text = f"builtin.module(func.func({name}))" if anchor == "func" else f"builtin.module({name})"
        try:
            passmanager.PassManager.parse(text, context=ctx)
        except ValueError:
            continue
        out.append((name, anchor, summary(name)))
    return tuple(out)
