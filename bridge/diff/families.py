"""Op families for the corpus summary: a module counts once in each family of its ops."""
from __future__ import annotations

_FAMILIES = {
    "math": "exponential exponential_minus_one log log_plus_one logistic tanh sine cosine tan atan2 "
            "power cbrt rsqrt sqrt",
    "arithmetic": "add subtract multiply divide remainder negate abs maximum minimum sign floor ceil "
                  "round_nearest_afz round_nearest_even and or xor not shift_left shift_right_logical "
                  "shift_right_arithmetic popcnt count_leading_zeros is_finite real imag complex",
    "compare/select": "compare select clamp",
    "convert": "convert bitcast_convert reduce_precision",
    "reduction": "reduce reduce_window select_and_scatter",
    "linalg": "dot dot_general convolution cholesky triangular_solve fft batch_norm_training "
              "batch_norm_inference batch_norm_grad",
    "shape": "reshape broadcast_in_dim broadcast transpose slice concatenate pad reverse iota "
             "get_tuple_element tuple get_dimension_size dynamic_reshape dynamic_broadcast_in_dim",
    "indexing": "gather scatter dynamic_slice dynamic_update_slice",
    "control": "while case if call optimization_barrier",
    "sort": "sort",
    "rng": "rng rng_bit_generator",
    "collective": "all_reduce all_gather all_to_all reduce_scatter collective_permute collective_broadcast "
                  "replica_id partition_id send recv infeed outfeed after_all create_token",
    "custom": "custom_call composite",
}
FAMILY_OF = {op: fam for fam, ops in _FAMILIES.items() for op in ops.split()}


def family(op_name: str) -> str:
    dialect, _, short = op_name.partition(".")
    if dialect == "chlo":
        return "math"
    return FAMILY_OF.get(short or dialect, "other")


def families(op_names) -> list[str]:
    return sorted({family(n) for n in op_names})
