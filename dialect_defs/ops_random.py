"""Random numbers: RngUniform, RngNormal (the backend's own generator) and RngBitGenerator (explicit state)."""
from __future__ import annotations

from bridge import dtypes
from bridge.shape import Shape

from .opdef import OPERAND, Arg, define
from .attrs import check_enum, enum_kind
from .rules import fail, require_array

enum_kind("rng_algorithm", ("DEFAULT", "THREE_FRY", "PHILOX"), prefix="RNG_")

# The seed: "the CPU and GPU backends support only F64, F32, F16, BF16, S64, U64, S32 and U32";
# PJRT CPU aborts the process on the other types XLA's rule allows (pred, s8, u8, s16 ...).
_UNIFORM_TYPES = ("f64", "f32", "f16", "bf16", "s64", "u64", "s32", "u32")
_NORMAL_TYPES = ("f64", "f32", "f16", "bf16")


def _rng(op: str, names: tuple[str, str], allowed: tuple[str, ...]):
    def infer(**kw):
        lo, hi, shape = kw[names[0]], kw[names[1]], kw["shape"]
        if not shape.is_array:
            fail(f"{op}: shape must be an array shape, got {shape}")
        for name in names:
            require_array(op, kw[name], name)
        if lo.rank != 0 or hi.rank != 0:
            fail(f"{op}: Expected scalar types for the two operands of Rng: {names[0]} {lo}, {names[1]} {hi}")
        if not lo.element_type == hi.element_type == shape.element_type:
            fail(f"{op}: Expected compatible element types for the result and the two operands: "
                 f"{names[0]} {lo}, {names[1]} {hi}, shape {shape}")
        if shape.element_type not in allowed:
            fail(f"{op}: element type {shape.element_type} is not supported: expected one of "
                 f"{', '.join(allowed)} (the CPU and GPU backends support only these)")
        return shape
    return infer


define("RngUniform", "rng_uniform", [Arg("a", OPERAND), Arg("b", OPERAND), Arg("shape", "shape")],
       _rng("RngUniform", ("a", "b"), _UNIFORM_TYPES),
       "random numbers uniformly distributed in [a, b)", "rng", lowers_to="stablehlo.rng")
define("RngNormal", "rng_normal", [Arg("mu", OPERAND), Arg("sigma", OPERAND), Arg("shape", "shape")],
       _rng("RngNormal", ("mu", "sigma"), _NORMAL_TYPES),
       "random numbers normally distributed with mean mu and standard deviation sigma", "rng",
       lowers_to="stablehlo.rng")

_STATE_SIZES = {"THREE_FRY": (2,), "PHILOX": (2, 3), "DEFAULT": (2, 3)}


def _rng_bit_generator(algorithm, initial_state: Shape, shape: Shape):
    op = "RngBitGenerator"
    check_enum(op, "algorithm", "rng_algorithm", algorithm)
    require_array(op, initial_state, "initial_state")
    sizes = _STATE_SIZES[algorithm]
    if initial_state.element_type != "u64" or initial_state.rank != 1 or initial_state.dimensions[0] not in sizes:
        fail(f"{op}: initial_state of algorithm {algorithm} must be u64[{' or '.join(map(str, sizes))}], got "
             f"{initial_state}")
    if not shape.is_array:
        fail(f"{op}: shape must be an array shape, got {shape}")
    width = dtypes.bit_width(shape.element_type)
    if width not in (8, 16, 32, 64):
        fail(f"{op}: Unsupported shape for RngBitGenerator: {shape} (the bits come as an unsigned integer "
             f"type of the element type's width: 8, 16, 32 or 64)")
    return Shape.tuple_shape([initial_state, Shape.array_shape(f"u{width}", shape.dimensions)])


# DEFAULT takes 2 or 3 state words: PJRT CPU's default is Philox (2 or 3), other backends' ThreeFry (2).
define("RngBitGenerator", "rng_bit_generator",
       [Arg("algorithm", "rng_algorithm"), Arg("initial_state", OPERAND, aliases=("key",)), Arg("shape", "shape")],
       _rng_bit_generator, "uniform random bits of the shape's width and the updated state: (new_state, bits)",
       "rng", lowers_to="stablehlo.rng_bit_generator", builder_first=True)


def _rng_get_and_update_state(delta):
    if delta <= 0:
        fail(f"RngGetAndUpdateState: delta must be positive, got {delta}")
    return Shape.array_shape("u64", (2,))


# XLA's rng-get-and-update-state (not in the seed): the executable's RNG counter, advanced by
# delta per run (old RngUniform/RngNormal expansions read it). No StableHLO op: it lowers to
# mhlo.xla.rng_get_and_update_state, as XLA's importer writes it, which PJRT runs.
define("RngGetAndUpdateState", "rng_get_and_update_state", [Arg("delta", "i64")], _rng_get_and_update_state,
       "the executable's 128-bit RNG state as u64[2], then advances it by delta (stateful)", "rng",
       lowers_to="mhlo.xla.rng_get_and_update_state", builder_first=True)
