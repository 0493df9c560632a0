"""Tokens, host and channel I/O, and CustomCall (seed 003): AfterAll, CreateToken, Infeed,
Outfeed, Send, Recv, CustomCall; and XlaBuilder's InfeedWithToken, OutfeedWithToken,
SendWithToken, RecvWithToken (what HLO's infeed/outfeed/send/recv are).

Tokens order side effects: an op that takes a token runs after the ops that made it.
Infeed, Outfeed, Send and Recv make their own token first, as XlaBuilder does; Outfeed
and Send return their token (XLA's C++ returns nothing) so that AfterAll can join them.
The *WithToken forms take the token to come after and return a new one (Infeed/Recv: a
(data, token) tuple), so a program's order of side effects is kept as written.
"""
from __future__ import annotations

import numpy as np
from jaxlib.mlir import ir

from bridge.errors import BuilderError
from bridge.shape import Shape

from . import attrs as A
from .conv_text import call_dim_labels, window_fields, window_text
from .opdef import COMPUTATIONS, OPERAND, OPERANDS, Arg, define
from .rules import fail

# Why PJRT CPU cannot run them (bridge.execute refuses them up front; see bridge.runtime).
NO_INFEED = ("jax 0.10.2 has no API that fills a device's infeed queue (Device.transfer_to_infeed is "
             "gone), so an infeed would wait forever; bridge.execute refuses it")
NO_OUTFEED = ("an XLA:CPU outfeed blocks until the host dequeues the data and jax 0.10.2 has no API "
              "that does; bridge.execute refuses it instead of hanging")
NO_SEND_RECV = "XLA:CPU does not implement send/recv (UNIMPLEMENTED: HLO opcode `send` is not supported " \
               "by XLA:CPU ThunkEmitter); bridge.execute refuses them"

_TOKEN = Shape.token_shape()


def _after_all(operands):
    if not operands:
        fail("AfterAll requires at least one operand")
    for i, s in enumerate(operands):
        if not s.is_token:
            fail(f"All operands to AfterAll must be tokens; operand {i} has shape {s}")
    return _TOKEN


define("AfterAll", "after_all", [Arg("operands", OPERANDS, aliases=("tokens",))], _after_all,
       "a token that comes after all operand tokens", "io", lowers_to="stablehlo.after_all",
       builder_first=True)

define("CreateToken", "create_token", [], lambda: _TOKEN, "a fresh token (AfterAll of nothing)", "io",
       lowers_to="stablehlo.after_all", builder_first=True)


def data_leaves(op: str, shape: Shape, what: str) -> list[Shape]:
    """The arrays of an I/O value: an array or a flat tuple of arrays (nested tuples unsupported)."""
    parts = list(shape.tuple_shapes) if shape.is_tuple else [shape]
    for s in parts:
        if not s.is_array:
            fail(f"{op}: {what} must be an array or a tuple of arrays (nested tuples and tokens are not "
                 f"supported), got {shape}")
    return parts


def _infeed(shape, config=""):
    data_leaves("Infeed", shape, "shape")
    return shape


define("Infeed", "infeed", [Arg("shape", "shape"), Arg("config", "str", "", aliases=("infeed_config",))],
       _infeed, "reads one value of the given shape from the device's infeed queue", "io",
       lowers_to="stablehlo.infeed", builder_first=True, not_on_cpu=NO_INFEED)


def _outfeed(operand, shape_with_layout, outfeed_config=""):
    data_leaves("Outfeed", operand, "operand")
    if not operand.same_dims_and_type(shape_with_layout):   # XLA's ShapeUtil::Compatible: layouts may differ
        fail(f"Outfeed shape {shape_with_layout:L} must be compatible with operand shape {operand:L}")
    return _TOKEN


define("Outfeed", "outfeed",
       [Arg("operand", OPERAND), Arg("shape_with_layout", "shape", aliases=("shape",)),
        Arg("outfeed_config", "str", "", aliases=("config",))],
       _outfeed, "writes the operand to the device's outfeed queue; returns a token", "io",
       lowers_to="stablehlo.outfeed", not_on_cpu=NO_OUTFEED)


def _check_handle(op: str, channel_handle: int):
    if channel_handle <= 0:
        fail(f"{op}: channel_handle must be a positive channel id, got {channel_handle}")


def _send(operand, channel_handle):
    data_leaves("Send", operand, "operand")
    _check_handle("Send", channel_handle)
    return _TOKEN


define("Send", "send", [Arg("operand", OPERAND), Arg("channel_handle", "i64", aliases=("handle",))], _send,
       "sends the operand to the Recv of another computation on the same channel; returns a token", "io",
       lowers_to="stablehlo.send", not_on_cpu=NO_SEND_RECV)


def _recv(shape, channel_handle):
    data_leaves("Recv", shape, "shape")
    _check_handle("Recv", channel_handle)
    return shape


define("Recv", "recv", [Arg("shape", "shape"), Arg("channel_handle", "i64", aliases=("handle",))], _recv,
       "receives a value of the given shape from the Send of another computation on the same channel",
       "io", lowers_to="stablehlo.recv", builder_first=True, not_on_cpu=NO_SEND_RECV)


# ---- the *WithToken forms: a token in, a token out -------------------------------------------

def _token_operand(op: str, token: Shape):
    if not token.is_token:
        fail(f"{op}: the token operand must be a token, got {token}")


def _infeed_with_token(token, shape, config=""):
    _token_operand("InfeedWithToken", token)
    data_leaves("InfeedWithToken", shape, "shape")
    return Shape.tuple_shape([shape, _TOKEN])


define("InfeedWithToken", "infeed_with_token",
       [Arg("token", OPERAND), Arg("shape", "shape"), Arg("config", "str", "", aliases=("infeed_config",))],
       _infeed_with_token, "Infeed after `token`: a (data, token) tuple", "io", lowers_to="stablehlo.infeed",
       not_on_cpu=NO_INFEED)


def _outfeed_with_token(operand, token, shape_with_layout, outfeed_config=""):
    _token_operand("OutfeedWithToken", token)
    return _outfeed(operand, shape_with_layout, outfeed_config)


define("OutfeedWithToken", "outfeed_with_token",
       [Arg("operand", OPERAND), Arg("token", OPERAND), Arg("shape_with_layout", "shape", aliases=("shape",)),
        Arg("outfeed_config", "str", "", aliases=("config",))],
       _outfeed_with_token, "Outfeed after `token`; returns a token", "io", lowers_to="stablehlo.outfeed",
       not_on_cpu=NO_OUTFEED)


_HOST = Arg("is_host_transfer", "bool", False)   # XlaBuilder's SendToHost / RecvFromHost


def _send_with_token(operand, token, channel_handle, is_host_transfer=False):
    _token_operand("SendWithToken", token)
    return _send(operand, channel_handle)


define("SendWithToken", "send_with_token",
       [Arg("operand", OPERAND), Arg("token", OPERAND), Arg("channel_handle", "i64", aliases=("handle",)), _HOST],
       _send_with_token, "Send after `token`; returns a token (is_host_transfer: to the host, as "
       "SendToHost)", "io", lowers_to="stablehlo.send", not_on_cpu=NO_SEND_RECV)


def _recv_with_token(token, shape, channel_handle, is_host_transfer=False):
    _token_operand("RecvWithToken", token)
    return Shape.tuple_shape([_recv(shape, channel_handle), _TOKEN])


define("RecvWithToken", "recv_with_token",
       [Arg("token", OPERAND), Arg("shape", "shape"), Arg("channel_handle", "i64", aliases=("handle",)), _HOST],
       _recv_with_token, "Recv after `token`: a (data, token) tuple (is_host_transfer: from the host, as "
       "RecvFromHost)", "io", lowers_to="stablehlo.recv", not_on_cpu=NO_SEND_RECV)


# ---- CustomCall -------------------------------------------------------------------------

# 0 (UNSPECIFIED, the proto default) last: XLA's parser and builder take it (PyTorch/XLA's
# annotate_device_placement calls have it), XLA refuses it only if the call is still there to run
API_VERSIONS = {1: "API_VERSION_ORIGINAL", 2: "API_VERSION_STATUS_RETURNING",
                3: "API_VERSION_STATUS_RETURNING_UNIFIED", 4: "API_VERSION_TYPED_FFI", 0: "API_VERSION_UNSPECIFIED"}
TYPED_FFI = 4


def _api_version(value) -> int:
    if isinstance(value, str):
        names = {v: k for k, v in API_VERSIONS.items()}
        key = value.upper() if value.upper() in names else "API_VERSION_" + value.upper()
        if key not in names:
            raise ValueError(f"one of {', '.join(names)}")
        return names[key]
    return int(value)


def _ffi_attr(v) -> ir.Attribute:
    """A typed-FFI attribute: numpy scalars keep their type (uplo = 76 : ui8)."""
    if isinstance(v, np.integer):
        return ir.IntegerAttr.get(ir.Type.parse(("ui" if v.dtype.kind == "u" else "i") + str(8 * v.itemsize)),
                                  int(v))
    if isinstance(v, np.floating):
        return ir.FloatAttr.get(ir.Type.parse(f"f{8 * v.itemsize}"), float(v))
    return A.py_attr(v)


def _backend_config(value) -> str:
    """backend_config of a typed-FFI call, from MLIR dictionary text ("{uplo = 76 : ui8}") or a
    dict; kept as its canonical text (hashable and comparable, as builder arguments must be)."""
    return str(_backend_config_attr(value))


def _backend_config_attr(value) -> ir.Attribute:
    if isinstance(value, str | ir.Attribute):
        return A.dict_attr(value, "CustomCall: backend_config")
    try:
        return A.dict_attr({str(k): v for k, v in dict(value).items()}, "CustomCall: backend_config", _ffi_attr)
    except BuilderError as e:
        raise BuilderError(f"CustomCall: backend_config {value!r}: {e}") from None


def _shapes(value) -> tuple[Shape, ...]:
    return tuple(v if isinstance(v, Shape) else Shape.parse(str(v)) for v in value)


def _aliasing(value) -> tuple:
    """((output index), operand, (operand index)) triples; XLA's C++ pairs
    (output index, (operand, operand index)) are accepted too."""
    out = []
    for entry in value:
        output, rest = entry[0], entry[1:]
        operand, index = rest if len(rest) == 2 else rest[0]
        out.append((tuple(int(i) for i in output), int(operand), tuple(int(i) for i in index)))
    return tuple(out)


A.kind("shapes", _shapes, lambda v: ir.ArrayAttr.get([ir.StringAttr.get(str(s)) for s in v]),
       lambda a: tuple(Shape.parse(ir.StringAttr(x).value) for x in ir.ArrayAttr(a)))
A.kind("aliasing", _aliasing,
       lambda v: ir.ArrayAttr.get([ir.ArrayAttr.get([A.i64s_attr(o), A.i64_attr(k), A.i64s_attr(i)]) for o, k, i in v]),
       lambda a: tuple((A.i64s_value(x[0]), ir.IntegerAttr(x[1]).value, A.i64s_value(x[2]))
                       for x in (ir.ArrayAttr(e) for e in ir.ArrayAttr(a))))
# (kept as the attribute's text: comparable and hashable, as builder arguments must be)
A.kind("call_literal", lambda v: str(A.literal_attr(np.asarray(v))), ir.Attribute.parse, str)
A.kind("api_version", _api_version, lambda v: ir.IntegerAttr.get(ir.IntegerType.get_signless(32), v),
       lambda a: ir.IntegerAttr(a).value)
A.kind("backend_config", _backend_config, ir.Attribute.parse, str)
# a window kept as its canonical HLO text (hashable; see conv_text)
A.kind("call_window", window_text, ir.StringAttr.get, lambda a: ir.StringAttr(a).value)
A.kind("call_dim_labels", call_dim_labels, ir.StringAttr.get, lambda a: ir.StringAttr(a).value)


def _check_layouts_and_aliases(op: str, operands, shape, with_layout, aliasing):
    if with_layout is not None and (len(with_layout) != len(operands)
                                    or not all(w.same_dims_and_type(o) for w, o in zip(with_layout, operands))):
        fail(f"{op}: operand_shapes_with_layout ({', '.join(map(str, with_layout))}) must be the operands' "
             f"shapes ({', '.join(map(format, operands))}) with layouts")
    for output, k, index in aliasing:
        out = shape.subshape(output)
        arg = operands[k].subshape(index) if 0 <= k < len(operands) else None
        if out is None or arg is None or not out.same_dims_and_type(arg):
            fail(f"{op}: output_operand_aliasing {{{','.join(map(str, output))}}}: ({k}, "
                 f"{{{','.join(map(str, index))}}}) must name an output and an operand part of one shape "
                 f"(result {shape}, operands {', '.join(map(format, operands))})")


def _custom_call(call_target_name, operands, shape, opaque="", has_side_effect=False, api_version=1,
                 backend_config=None, called_computations=None, operand_shapes_with_layout=None,
                 output_operand_aliasing=(), literal=None, window=None, dim_labels=None,
                 feature_group_count=1, batch_group_count=1, precision_config=None):
    op = "CustomCall"
    if window is not None and dim_labels is not None:
        rank, spatial = len(window_fields(window)["size"]), sum(c.isdigit() for c in dim_labels.split("_")[0])
        if rank != spatial:
            fail(f"{op}: window {window!r} has {rank} dimensions, dim_labels {dim_labels} {spatial} spatial ones")
    for name, count in (("feature_group_count", feature_group_count), ("batch_group_count", batch_group_count)):
        if count < 1:
            fail(f"{op}: {name} must be >= 1, got {count}")
    if precision_config is not None and any(p not in ("DEFAULT", "HIGH", "HIGHEST") for p in precision_config):
        fail(f"{op}: precision_config must hold DEFAULT, HIGH or HIGHEST per operand, got {list(precision_config)}")
    _check_layouts_and_aliases(op, operands, shape, operand_shapes_with_layout, output_operand_aliasing)
    if not call_target_name:
        fail(f"{op}: call_target_name must be a non-empty symbol name")
    if call_target_name.startswith("$"):
        fail(f'Invalid custom_call_target "{call_target_name}": Call targets that start with \'$\' are '
             f"reserved for internal use.")
    if api_version not in API_VERSIONS:
        fail(f"{op}: api_version {api_version} is not one of "
             f"{', '.join(f'{k} ({v})' for k, v in API_VERSIONS.items())}")
    if api_version == TYPED_FFI and opaque:
        fail(f"{op}: api_version 4 (typed FFI) takes its attributes as backend_config (a dictionary), "
             f"not as the opaque string {opaque!r}")
    if api_version != TYPED_FFI and backend_config is not None:
        fail(f"{op}: backend_config (a dictionary) is for api_version 4 (typed FFI); api_version "
             f"{api_version} passes the opaque string instead")
    return shape


define("CustomCall", "custom_call",
       [Arg("call_target_name", "str", aliases=("target_name",)), Arg("operands", OPERANDS, aliases=("args",)),
        Arg("shape", "shape"), Arg("opaque", "str", ""), Arg("has_side_effect", "bool", False),
        Arg("api_version", "api_version", 1), Arg("backend_config", "backend_config", None),
        Arg("called_computations", COMPUTATIONS, ()), Arg("operand_shapes_with_layout", "shapes", None),
        Arg("output_operand_aliasing", "aliasing", ()), Arg("literal", "call_literal", None),
        Arg("window", "call_window", None), Arg("dim_labels", "call_dim_labels", None),
        Arg("feature_group_count", "i64", 1), Arg("batch_group_count", "i64", 1),
        Arg("precision_config", "precision", None)],
       _custom_call, "calls the backend's function call_target_name (its result has the given shape; "
       "called_computations: computations the target may call; operand_shapes_with_layout: the memory "
       "layouts the function sees its operands in and, with them, its results in the shape's layout, as "
       "XLA's CustomCallWithLayout; output_operand_aliasing: result parts that reuse operand buffers; "
       "literal: an array the function is given, as XLA's `literal=`; window (HLO text like "
       "'size=3x3 pad=1_1x1_1' or a dict of its fields), dim_labels (text like 'b01f_01io->b01f' or "
       "ConvolutionDimensionNumbers), feature_group_count, batch_group_count, precision_config: a "
       "convolution the target computes, as cuDNN's calls in XLA:GPU's HLO)",
       "custom_call", lowers_to="stablehlo.custom_call", builder_first=True)
