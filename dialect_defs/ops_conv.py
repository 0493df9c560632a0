"""Windowed ops: Conv, ConvWithGeneralPadding, ConvGeneralDilated, ReduceWindow, SelectAndScatter.

Window padding is "SAME", "VALID" or one (low, high) pair per window dimension. The
xla op keeps what the user wrote; `resolve_padding` turns it into pairs (XLA's
MakePadding) for shape inference, the lowering and the reference alike.
"""
from __future__ import annotations

from dataclasses import dataclass

from jaxlib.mlir import ir

from bridge.shape import Shape

from . import attrs as A
from .opdef import COMPUTATION, OPERAND, OPERANDS, Arg, define
from .rules import fail, fmt, require_array

SAME, VALID = "SAME", "VALID"


# ---- window padding ---------------------------------------------------------------------

def _padding_value(v):
    if isinstance(v, str):
        name = v.upper().removeprefix("K")   # also XLA's enum spellings kSame / kValid
        if name not in (SAME, VALID):
            raise ValueError('padding must be "SAME", "VALID" or a list of (low, high) pairs')
        return name
    pairs = tuple(A.ints(p) for p in v)
    if any(len(p) != 2 for p in pairs):
        raise ValueError("padding entries are (low, high) pairs")
    return pairs


def _padding_attr(v) -> ir.Attribute:
    if isinstance(v, str):
        return ir.StringAttr.get(v)
    return ir.ArrayAttr.get([A.i64s_attr(p) for p in v])


def _padding_from_attr(a):   # a string from a file is checked by resolve_padding (verify_xla)
    try:
        return ir.StringAttr(a).value
    except (ValueError, TypeError):
        return tuple(A.i64s_value(p) for p in ir.ArrayAttr(a))


A.kind("window_padding", _padding_value, _padding_attr, _padding_from_attr)


def dilated(size: int, dilation: int) -> int:
    """Size of a dimension with dilation-1 holes between its elements (XLA's DilatedBound)."""
    return 0 if size == 0 else (size - 1) * dilation + 1


def make_padding(input_dims, window_dims, strides, padding: str):
    """XLA's MakePadding: SAME makes output = ceil(input / stride), the extra element high."""
    if padding == VALID:
        return tuple((0, 0) for _ in window_dims)
    pairs = []
    for size, window, stride in zip(input_dims, window_dims, strides):
        stride = max(stride, 1)   # a bad stride is reported by window_output_dims
        out = -(-size // stride)
        total = max((out - 1) * stride + window - size, 0)
        pairs.append((total // 2, total - total // 2))
    return tuple(pairs)


def check_window_lists(op: str, window, **lists):
    """Every per-dimension list has one entry per window dimension (XLA's MakeWindow)."""
    for name, values in lists.items():
        if values is not None and not isinstance(values, str) and len(values) != len(window):
            fail(f"{op}: Window has different number of window dimensions than of {name.replace('_', ' ')}: "
                 f"{len(window)} window dimensions {list(window)}, {len(values)} {name} {list(values)}")


def resolve_padding(op: str, padding, input_dims, window, strides, window_dilations=None):
    """(low, high) pairs for `padding`; SAME uses the dilated window and the undilated base (as jax)."""
    if isinstance(padding, str):
        if padding not in (SAME, VALID):
            fail(f'{op}: padding "{padding}" must be "SAME", "VALID" or a list of (low, high) pairs')
        wd = window_dilations or (1,) * len(window)
        return make_padding(input_dims, [dilated(w, d) for w, d in zip(window, wd)], strides, padding)
    check_window_lists(op, window, padding_entries=padding)
    return tuple(padding)


def window_output_dims(op: str, base_dims, window, strides, pads, base_dilations=None,
                       window_dilations=None) -> tuple[int, ...]:
    """XLA's InferWindowOutputShape: one output element per valid window position."""
    n = len(window)
    base_dilations = base_dilations or (1,) * n
    window_dilations = window_dilations or (1,) * n
    check_window_lists(op, window, window_strides=strides, base_dilations=base_dilations,
                       window_dilations=window_dilations, padding_entries=pads)
    if len(base_dims) != n:
        fail(f"{op}: Window has dimension {n} but base shape has dimension {len(base_dims)} "
             f"(window {list(window)}, base dimensions {list(base_dims)})")
    out = []
    for i, (size, w, s, (lo, hi), bd, wd) in enumerate(zip(base_dims, window, strides, pads, base_dilations,
                                                        window_dilations)):
        for what, v in (("dimension", w), ("stride", s), ("base dilation factor", bd),
                        ("window dilation factor", wd)):
            if v < 1:
                fail(f"{op}: Window has a non-positive {what} ({v}) in dimension {i}: window {list(window)}, "
                     f"strides {list(strides)}")
        padded = lo + dilated(size, bd) + hi
        eff = dilated(w, wd)
        out.append(0 if eff > padded else (padded - eff) // s + 1)
    return tuple(out)


def check_reducer(op: str, computation, element_types, init_values, what: str = "computation"):
    """A reducer takes (accumulators..., values...) scalars and returns the accumulators (XLA's rule)."""
    n = len(element_types)
    for et, init in zip(element_types, init_values):
        if init.rank != 0 or init.element_type != et:
            fail(f"{op}: init value {init} must be a scalar of element type {et}")
    scalars = [Shape.scalar(et) for et in element_types]
    params = computation.parameters
    if len(params) != 2 * n or not all(p.same_dims_and_type(s) for p, s in zip(params, scalars + scalars)):
        fail(f"{op}: Reduction function must take {2 * n} parameters ({fmt(scalars + scalars)}), but "
             f"{what} takes ({fmt(params)})")
    expected = scalars[0] if n == 1 else Shape.tuple_shape(scalars)
    if not computation.result.same_dims_and_type(expected):
        fail(f"{op}: Reduction function must return {expected}, but {what} returns {computation.result}")


# ---- convolution -------------------------------------------------------------------------

@dataclass(frozen=True)
class ConvolutionDimensionNumbers:
    """Which dimension of lhs, rhs (kernel) and output is batch, feature and spatial."""
    input_batch_dimension: int
    input_feature_dimension: int
    input_spatial_dimensions: tuple[int, ...]
    kernel_input_feature_dimension: int
    kernel_output_feature_dimension: int
    kernel_spatial_dimensions: tuple[int, ...]
    output_batch_dimension: int
    output_feature_dimension: int
    output_spatial_dimensions: tuple[int, ...]

    __post_init__ = A.int_fields

    @classmethod
    def default(cls, num_spatial: int) -> "ConvolutionDimensionNumbers":
        """The seed's order: lhs (batch, z, spatial...), rhs (output-z, input-z, spatial...)."""
        sp = tuple(range(2, 2 + num_spatial))
        return cls(0, 1, sp, 1, 0, sp, 0, 1, sp)


A.dims_struct(ConvolutionDimensionNumbers, "conv_dims")


@dataclass(frozen=True)
class ConvConfig:
    """A convolution with every default filled in and SAME/VALID resolved to pairs."""
    dn: ConvolutionDimensionNumbers
    strides: tuple[int, ...]
    padding: tuple[tuple[int, int], ...]
    lhs_dilation: tuple[int, ...]
    rhs_dilation: tuple[int, ...]
    feature_group_count: int
    batch_group_count: int
    precision_config: tuple[str, ...] | None
    preferred_element_type: str | None


def _numbers_text(dn) -> str:
    return ", ".join(f"{k}={v}" for k, v in vars(dn).items())


def conv_config(op: str, lhs: Shape, rhs: Shape, values) -> ConvConfig:
    """Validate a convolution (XLA's InferConvolveShape rules) and fill in its defaults.

    `values` maps argument names to decoded values; absent or None means the default."""
    require_array(op, lhs, "lhs")
    require_array(op, rhs, "rhs")
    # XLA's Conv makes its default dimension numbers for len(window_strides) spatial dimensions
    dn = values.get("dimension_numbers") or ConvolutionDimensionNumbers.default(len(values["window_strides"]))
    ns = len(dn.input_spatial_dimensions)
    if len(dn.kernel_spatial_dimensions) != ns or len(dn.output_spatial_dimensions) != ns:
        fail(f"{op}: input, kernel and output must have the same number of spatial dimensions; "
             f"dimension numbers: {_numbers_text(dn)}")
    for what, s in (("LHS", lhs), ("RHS", rhs)):
        if s.rank != ns + 2:
            fail(f"{op}: The {what} argument to a convolution should have rank {ns + 2}; "
                 f"{what.lower()}: {s} (lhs {lhs}, rhs {rhs})")
    groups = {"Input": (dn.input_batch_dimension, dn.input_feature_dimension) + dn.input_spatial_dimensions,
              "Kernel": (dn.kernel_input_feature_dimension, dn.kernel_output_feature_dimension)
              + dn.kernel_spatial_dimensions,
              "Output": (dn.output_batch_dimension, dn.output_feature_dimension) + dn.output_spatial_dimensions}
    for what, dims in groups.items():
        if sorted(dims) != list(range(ns + 2)):
            fail(f"{op}: {what} dimensions of convolution must contain each dimension 0..{ns + 1} exactly "
                 f"once, got {list(dims)}; dimension numbers: {_numbers_text(dn)}")
    fgc, bgc = (1 if values.get(k) is None else values[k] for k in ("feature_group_count", "batch_group_count"))
    for name, v in (("feature_group_count", fgc), ("batch_group_count", bgc)):
        if v <= 0:
            fail(f"{op}: {name} must be a positive number, got {v}")
    if fgc > 1 and bgc > 1:
        fail(f"{op}: both batch_group_count {bgc} and feature_group_count {fgc} cannot be greater than 1")
    window = tuple(rhs.dimensions[d] for d in dn.kernel_spatial_dimensions)
    strides = values.get("window_strides") or (1,) * ns
    lhs_dil = values.get("lhs_dilation") or (1,) * ns
    rhs_dil = values.get("rhs_dilation") or (1,) * ns
    check_window_lists(op, window, window_strides=strides, lhs_dilation_factors=lhs_dil,
                       rhs_dilation_factors=rhs_dil)
    in_spatial = tuple(lhs.dimensions[d] for d in dn.input_spatial_dimensions)
    if isinstance(values["padding"], str) and any(d != 1 for d in lhs_dil):
        fail(f'{op}: padding "{values["padding"]}" is not defined with lhs_dilation {list(lhs_dil)} (a transposed '
             f"convolution): give (low, high) pairs")
    padding = resolve_padding(op, values["padding"], in_spatial, window, strides, rhs_dil)
    precision = values.get("precision_config")
    if precision:
        bad = [p for p in precision if p not in ("DEFAULT", "HIGH", "HIGHEST")]
        if bad or len(precision) != 2:
            fail(f"{op}: precision_config must be two of DEFAULT, HIGH, HIGHEST (lhs, rhs), got {list(precision)}")
    return ConvConfig(dn, tuple(strides), padding, tuple(lhs_dil), tuple(rhs_dil), fgc, bgc, precision or None,
                      values.get("preferred_element_type"))


def conv_shape(op: str, lhs: Shape, rhs: Shape, c: ConvConfig) -> Shape:
    dn = c.dn
    from .rules import operands_element_type
    element_type = operands_element_type(f"{op}: Convolution", lhs, rhs, c.preferred_element_type)
    in_features = lhs.dimensions[dn.input_feature_dimension]
    in_batch = lhs.dimensions[dn.input_batch_dimension]
    k_in = rhs.dimensions[dn.kernel_input_feature_dimension]
    k_out = rhs.dimensions[dn.kernel_output_feature_dimension]
    fgc, bgc = c.feature_group_count, c.batch_group_count
    got = f"got {op}({lhs}, {rhs}); dimension numbers: {_numbers_text(dn)}"
    if k_out % bgc:
        fail(f"{op}: Expected output feature dimension size (value {k_out}) to be a multiple of batch group "
             f"count {bgc}; {got}")
    if in_features % fgc or in_features // fgc != k_in:
        fail(f"{op}: Expected LHS feature dimension (value {in_features}) to be a multiple of feature_group_count "
             f"(value {fgc}), and LHS feature dimension / feature_group_count = RHS feature dimension "
             f"(value {k_in}); {got}")
    if k_out % fgc:
        fail(f"{op}: Expected output feature dimension (value {k_out}) to be divisible by feature_group_count "
             f"(value {fgc}); {got}")
    if in_batch % bgc:
        fail(f"{op}: Expected input batch dimension (value {in_batch}) to be divisible by batch_group_count "
             f"(value {bgc}); {got}")
    window = tuple(rhs.dimensions[d] for d in dn.kernel_spatial_dimensions)
    spatial = window_output_dims(op, [lhs.dimensions[d] for d in dn.input_spatial_dimensions], window,
                                 c.strides, c.padding, c.lhs_dilation, c.rhs_dilation)
    dims = [0] * lhs.rank
    dims[dn.output_batch_dimension] = in_batch // bgc
    dims[dn.output_feature_dimension] = k_out
    for d, size in zip(dn.output_spatial_dimensions, spatial):
        dims[d] = size
    return Shape.array_shape(element_type, dims)


_CONV_TAIL = [Arg("feature_group_count", "i64", 1), Arg("batch_group_count", "i64", 1),
              Arg("precision_config", "precision", None), Arg("preferred_element_type", "etype", None)]
_CONV_HEAD = [Arg("lhs", OPERAND), Arg("rhs", OPERAND), Arg("window_strides", "i64s"),
              Arg("padding", "window_padding")]


def _conv_infer(op: str):
    def infer(lhs, rhs, **values):
        return conv_shape(op, lhs, rhs, conv_config(op, lhs, rhs, values))
    return infer


define("Conv", "conv", _CONV_HEAD + _CONV_TAIL, _conv_infer("Conv"),
       'convolution in the seed\'s dimension order; padding "SAME" or "VALID" (or (low, high) pairs)',
       "conv", lowers_to="stablehlo.convolution")
define("ConvWithGeneralPadding", "conv_with_general_padding", _CONV_HEAD + _CONV_TAIL,
       _conv_infer("ConvWithGeneralPadding"),
       "convolution in the seed's dimension order with (low, high) padding per spatial dimension",
       "conv", lowers_to="stablehlo.convolution")
define("ConvGeneralDilated", "conv_general_dilated",
       _CONV_HEAD + [Arg("lhs_dilation", "i64s"), Arg("rhs_dilation", "i64s"),
                     Arg("dimension_numbers", "conv_dims")] + _CONV_TAIL,
       _conv_infer("ConvGeneralDilated"),
       "convolution with lhs/rhs dilation, any dimension order, feature and batch groups",
       "conv", lowers_to="stablehlo.convolution")


# ---- ReduceWindow, SelectAndScatter -------------------------------------------------------

def _check_window(op: str, window_dimensions, window_strides, operand: Shape) -> None:
    """A windowed op's window: one entry per operand dimension, valid lists."""
    if len(window_dimensions) != operand.rank:
        fail(f"{op}: Window has dimension {len(window_dimensions)} but base shape has dimension {operand.rank}: "
             f"window_dimensions {list(window_dimensions)}, operand {operand}")
    check_window_lists(op, window_dimensions, window_strides=window_strides)


def _reduce_window(operands, init_values, computation, window_dimensions, window_strides, padding,
                   base_dilations=None, window_dilations=None):
    op = "ReduceWindow"
    n = len(operands)
    if n == 0 or len(init_values) != n:
        fail(f"{op}: needs as many init_values as operands (at least one), got {n} operands and "
             f"{len(init_values)} init_values")
    for i, s in enumerate(operands):
        require_array(op, s)
        if s.dimensions != operands[0].dimensions:
            fail(f"{op}: All reduced tensors must have the same dimension. Tensor 0 has shape {operands[0]}, "
                 f"Tensor {i} has shape {s}")
    check_reducer(op, computation, [s.element_type for s in operands], init_values)
    base = operands[0].dimensions
    _check_window(op, window_dimensions, window_strides, operands[0])
    pads = resolve_padding(op, padding, base, window_dimensions, window_strides, window_dilations)
    dims = window_output_dims(op, base, window_dimensions, window_strides, pads, base_dilations, window_dilations)
    results = [Shape.array_shape(s.element_type, dims) for s in operands]
    return results[0] if n == 1 else Shape.tuple_shape(results)


define("ReduceWindow", "reduce_window",
       [Arg("operands", OPERANDS, aliases=("operand",)), Arg("init_values", OPERANDS, aliases=("init_value",)),
        Arg("computation", COMPUTATION), Arg("window_dimensions", "i64s"),
        Arg("window_strides", "i64s", aliases=("window_stride_dimensions",)), Arg("padding", "window_padding"),
        Arg("base_dilations", "i64s", None), Arg("window_dilations", "i64s", None)],
       _reduce_window, "reduces every window of the operands with a scalar computation", "window",
       lowers_to="stablehlo.reduce_window")


def _select_and_scatter(operand, select, window_dimensions, window_strides, padding, source, init_value,
                        scatter):
    op = "SelectAndScatter"
    require_array(op, operand)
    require_array(op, source, "source")
    scalar = Shape.scalar(operand.element_type)
    params = select.parameters
    if len(params) != 2 or not all(p.same_dims_and_type(scalar) for p in params):
        fail(f"{op}: Select function must take 2 parameters ({scalar}, {scalar}), but select takes ({fmt(params)})")
    if not select.result.same_dims_and_type(Shape.scalar("pred")):
        fail(f"{op}: Select function must have rank-0 PRED result, but select returns {select.result}")
    if source.element_type != operand.element_type:
        fail(f"{op}: source {source} must have the element type of operand {operand}")
    check_reducer(op, scatter, [operand.element_type], [init_value], what="scatter")
    _check_window(op, window_dimensions, window_strides, operand)
    pads = resolve_padding(op, padding, operand.dimensions, window_dimensions, window_strides)
    dims = window_output_dims(op, operand.dimensions, window_dimensions, window_strides, pads)
    if source.dimensions != dims:
        fail(f"{op}: Source shape does not match the shape of window-reduced operand: source({source}), "
             f"window-reduced operand({operand.with_dimensions(dims)})")
    return operand


define("SelectAndScatter", "select_and_scatter",
       [Arg("operand", OPERAND), Arg("select", COMPUTATION), Arg("window_dimensions", "i64s"),
        Arg("window_strides", "i64s"), Arg("padding", "window_padding"), Arg("source", OPERAND),
        Arg("init_value", OPERAND), Arg("scatter", COMPUTATION)],
       _select_and_scatter, "selects one element per window and scatters source onto it", "window",
       lowers_to="stablehlo.select_and_scatter")
