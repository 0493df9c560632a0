"""Reading MLIR types and attributes into Python values and numpy arrays.

Everything here runs once per operation, when a function is compiled into a
list of kernels, never while a program is being evaluated.
"""
from __future__ import annotations

import re

import numpy as np
from jaxlib.mlir import ir

from bridge import dtypes
from bridge.errors import HloBridgeError


class TokenType:
    """Marker for `!stablehlo.token` values (they carry no data)."""

    def __repr__(self) -> str:
        return "TOKEN"


TOKEN = TokenType()


class FutureType:
    """Marker for `!stablehlo.future<...>` values (async_start results)."""

    def __repr__(self) -> str:
        return "FUTURE"


FUTURE = FutureType()


class TensorType:
    """A parsed tensor type: shape (tuple of int), XLA element name and numpy dtype.

    For a quantized tensor, name/dtype are the storage type's and `quant` holds the
    quantization parameters (`Quant`); otherwise `quant` is None.
    """

    __slots__ = ("dtype", "dynamic", "name", "quant", "shape")

    def __init__(self, shape, name, dtype, quant=None, dynamic=None):
        self.shape = shape      # a bounded dynamic dimension at its bound ...
        self.name = name
        self.dtype = dtype
        self.quant = quant
        self.dynamic = dynamic  # ... marked here (None: every dimension static)

    def __repr__(self) -> str:
        return f"{self.name}{list(self.shape)}"


def _bounded(t: ir.Type, name: str) -> TensorType:
    """A type whose dynamic dimensions all have bounds (`#stablehlo.bounds`), at its bounds."""
    from .mlir_types import from_mlir_type
    from .shape import UNBOUNDED
    shape = from_mlir_type(t)
    if UNBOUNDED in shape.dimensions:
        raise HloBridgeError(f"dynamic shape {t} is not supported by the numpy reference (a dimension without a "
                             "bound: give @main's sizes to make it static)")
    return TensorType(shape.dimensions, name, dtypes.to_numpy(name), None, shape.dynamic)


def element_name(t: ir.Type) -> str:
    return dtypes.from_mlir_spelling(str(t))


class Quant:
    """`!quant.uniform<storage<min:max>:expressed[:axis], scale:zero_point | {s:z, ...}>`."""

    __slots__ = ("axis", "expressed", "hi", "lo", "scales", "storage", "zero_points")

    def __init__(self, storage, expressed, lo, hi, scales, zero_points, axis):
        self.storage, self.expressed = storage, expressed
        self.lo, self.hi = lo, hi
        self.scales, self.zero_points, self.axis = scales, zero_points, axis


_QUANT_RE = re.compile(r"!quant\.uniform<([iu])(\d+)(?:<(-?\d+):(-?\d+)>)?:(\w+)(?::(\d+))?,\s*(.*)>$", re.DOTALL)
_SCALE_RE = re.compile(r"([-+0-9.eE]+)(?::(-?\d+))?")


def parse_quant(text: str) -> Quant:
    m = _QUANT_RE.match(text.strip())
    if not m:
        raise HloBridgeError(f"quantized type {text} is not supported by the numpy reference")
    sign, bits, lo, hi, expressed, axis, params = m.groups()
    bits = int(bits)
    storage = ("s" if sign == "i" else "u") + str(bits)
    if lo is None:
        lo, hi = (-(2 ** (bits - 1)), 2 ** (bits - 1) - 1) if sign == "i" else (0, 2 ** bits - 1)
    pairs = _SCALE_RE.findall(params.strip("{} "))
    scales = np.array([float(a) for a, _ in pairs], np.float64)
    zps = np.array([int(b or 0) for _, b in pairs], np.int64)
    return Quant(storage, dtypes.from_mlir_spelling(expressed), int(lo), int(hi), scales, zps,
                 None if axis is None else int(axis))


_PARSED: dict = {}   # printed type -> parsed (immutable): printing is a third of parsing


def parse_type(t: ir.Type):
    """ir.Type -> TensorType, a tuple of parsed types, or TOKEN."""
    key = str(t)
    parsed = _PARSED.get(key)
    if parsed is None:
        parsed = _parse_type(t)
        if len(_PARSED) < 8192:
            _PARSED[key] = parsed
    return parsed


def _parse_type(t: ir.Type):
    if isinstance(t, ir.RankedTensorType):
        rt = t
        etext = str(rt.element_type)
        if etext.startswith("!quant."):
            q = parse_quant(etext)
            if not rt.has_static_shape:
                raise HloBridgeError(f"dynamic shape {t} is not supported by the numpy reference")
            return TensorType(tuple(rt.shape), q.storage, dtypes.to_numpy(q.storage), q)
        name = element_name(rt.element_type)
        if name == dtypes.TOKEN:
            return TOKEN
        if not rt.has_static_shape:
            return _bounded(t, name)
        return TensorType(tuple(rt.shape), name, dtypes.to_numpy(name))
    if isinstance(t, ir.TupleType):
        tt = t
        return tuple(parse_type(tt.get_type(i)) for i in range(tt.num_types))
    text = str(t)
    if text.startswith("!stablehlo.future"):
        return FUTURE
    if "token" in text:
        return TOKEN
    try:  # scalar element types used directly (rare)
        name = element_name(t)
        return TensorType((), name, dtypes.to_numpy(name))
    except HloBridgeError:
        raise HloBridgeError(f"type {text} is not supported by the numpy reference") from None


def parse_attribute(text: str, context: ir.Context | None = None) -> ir.Attribute:
    """ir.Attribute.parse of text from outside, except that blank text, on which jaxlib 0.10.2's
    parser segfaults, is refused as other text that is no attribute is (ValueError)."""
    if not text.strip():
        raise ValueError("no attribute: the text is empty")
    return ir.Attribute.parse(text, context) if context is not None else ir.Attribute.parse(text)


def items(attrs) -> list[tuple[str, ir.Attribute | None]]:
    """(name, attribute) of each entry of an op's attributes or of a DictAttr. jaxlib 0.10.2's
    bindings cannot hand a complex dense elements attribute to Python (a constant of `z * 1j`):
    `attrs[name]` raises TypeError, and a NamedAttribute's `.attr` ABORTS the process. Such an
    entry comes as (name, None); its text is in its owner's printed form (`printed`)."""
    out = []
    for i in range(len(attrs)):
        name = attrs[i].name
        try:
            out.append((name, attrs[name]))
        except TypeError:
            out.append((name, None))
    return out


def printed(owner: str, name: str) -> str:
    """The text of attribute `name` in `owner`'s printed form (for an entry items() gives as
    None: a complex dense elements attribute)."""
    m = re.search(rf"\b{re.escape(name)} = (dense<[^>]*>(?: : [^,}}]+)?)", owner)
    return m.group(1) if m else "?"


def constant_int(value) -> int | None:
    """The value of an integer scalar (signed or not) made by xla.constant or stablehlo.constant,
    else None."""
    owner = value.owner if isinstance(value.owner, ir.Operation | ir.OpView) else None
    if owner is None or owner.name not in ("xla.constant", "stablehlo.constant"):
        return None
    return int(np.asarray(ir.DenseIntElementsAttr(owner.attributes["value"])).reshape(()))


# ---------------------------------------------------------------- attributes

def ints(attr) -> tuple[int, ...]:
    """DenseI64ArrayAttr / DenseIntElementsAttr / ArrayAttr of IntegerAttr -> tuple."""
    if attr is None:
        return ()
    if isinstance(attr, (ir.DenseI64ArrayAttr, ir.DenseI32ArrayAttr)):
        return tuple(int(v) for v in attr)
    if isinstance(attr, ir.DenseBoolArrayAttr):
        return tuple(bool(v) for v in attr)
    if isinstance(attr, ir.DenseIntElementsAttr):
        return tuple(int(v) for v in np.array(attr).reshape(-1))
    if isinstance(attr, ir.ArrayAttr):
        return tuple(int(ir.IntegerAttr(a).value) for a in attr)
    if isinstance(attr, ir.IntegerAttr):
        return (int(attr.value),)
    return tuple(int(v) for v in attr)


def bools(attr) -> tuple[bool, ...]:
    if attr is None:
        return ()
    if isinstance(attr, ir.DenseBoolArrayAttr):
        return tuple(bool(v) for v in attr)
    return tuple(bool(v) for v in np.array(attr).reshape(-1))


_ENUM_RE = re.compile(r"#\w+<\s*\w+\s+(\w+)\s*>")


def enum(attr) -> str:
    """`#stablehlo<comparison_direction LT>` -> 'LT'."""
    if attr is None:
        return ""
    text = str(attr)
    m = _ENUM_RE.fullmatch(text.strip())
    if m:
        return m.group(1)
    return text.strip('"')


def scalar(attr):
    if isinstance(attr, ir.IntegerAttr):
        return int(attr.value)
    if isinstance(attr, ir.FloatAttr):
        return float(attr.value)
    if isinstance(attr, ir.BoolAttr):
        return bool(attr.value)
    if isinstance(attr, ir.StringAttr):
        return attr.value
    return attr


# ---------------------------------------------------------------- dense elements

_DENSE_RE = re.compile(r"dense<(.*)>\s*:\s*tensor<", re.DOTALL)
_TOKEN_RE = re.compile(r"0x[0-9A-Fa-f]+|[-+]?(?:inf|nan)|[-+]?[0-9.]+(?:[eE][-+]?[0-9]+)?|true|false")


def _bits_dtype(dt: np.dtype) -> np.dtype:
    return np.dtype(f"u{dt.itemsize}")


def _hex_float(tok: str, dt: np.dtype):
    """MLIR prints NaNs/infs (and sometimes others) as the raw bit pattern in hex."""
    comp = np.dtype(np.float32) if dt == np.complex64 else np.dtype(np.float64) if dt == np.complex128 else dt
    return np.array([int(tok, 16)], dtype=_bits_dtype(comp)).view(comp)[0]


def _parse_dense_text(body: str, tt: TensorType) -> np.ndarray:
    dt = tt.dtype
    n = int(np.prod(tt.shape, dtype=np.int64))
    body = body.strip()
    if body.startswith('"0x'):
        raw = bytes.fromhex(body[3:-1])
        if dt == np.bool_ and len(raw) not in (1, n):
            bits = np.unpackbits(np.frombuffer(raw, np.uint8), bitorder="little")[:n]
            return bits.astype(np.bool_).reshape(tt.shape)
        arr = np.frombuffer(raw, dtype=dt)
        if arr.size == 1 and n != 1:
            return np.broadcast_to(arr.reshape(()), tt.shape).copy()
        return arr.reshape(tt.shape).copy()
    toks = _TOKEN_RE.findall(body)
    is_float = dt.kind in "fcV" or dtypes.is_float(tt.name) or dtypes.is_complex(tt.name)
    vals = []
    for tok in toks:
        if tok == "true":
            vals.append(1)
        elif tok == "false":
            vals.append(0)
        elif tok.startswith("0x") and is_float:
            vals.append(float(_hex_float(tok, dt)))
        elif tok.startswith("0x"):
            vals.append(int(tok, 16))
        elif is_float:
            vals.append(float(tok))
        else:
            vals.append(int(tok))
    if dtypes.is_complex(tt.name):
        arr = _complex(vals, dt)
    elif is_float:
        arr = np.array(vals, dtype=np.float64).astype(dt)
    elif dt == np.bool_:
        arr = np.array(vals, dtype=np.int64).astype(np.bool_)
    else:
        big = np.array(vals, dtype=object)
        arr = np.array([int(v) for v in big], dtype=np.int64 if dt.kind != "u" else np.uint64)
        arr = arr.astype(dt)
    if arr.size == 1 and n != 1:
        return np.broadcast_to(arr.reshape(()), tt.shape).copy()
    return arr.reshape(tt.shape)


def _complex(vals, dt):
    out = np.empty(len(vals) // 2, dtype=dt)
    out.real = np.array(vals[0::2], np.float64)
    out.imag = np.array(vals[1::2], np.float64)
    return out


_BUFFER_OK = {"s8", "s16", "s32", "s64", "u8", "u16", "u32", "u64", "f32", "f64", "pred", "f16"}


def dense_value(op: ir.Operation, attr_name: str, tt: TensorType) -> np.ndarray:
    """The value of a dense elements attribute of `op` as a numpy array of type `tt` (a splat's
    is a read-only broadcast view)."""
    attr = None
    try:
        attr = op.attributes[attr_name]
    except (TypeError, ValueError):
        attr = None  # e.g. complex: the bindings cannot downcast it
    if attr is not None and tt.name in _BUFFER_OK and isinstance(attr, ir.DenseElementsAttr):
        try:
            if attr.is_splat:
                arr = np.array(attr.get_splat_value().value if tt.name != "pred" else
                               bool(ir.IntegerAttr(attr.get_splat_value()).value), dtype=tt.dtype)
                return np.broadcast_to(arr, tt.shape)   # (read-only: one element, however big the tensor)
            arr = np.array(attr)
            if arr.dtype == tt.dtype and arr.shape == tt.shape:
                return arr.copy()
        except (TypeError, ValueError, AttributeError):
            pass
    text = str(attr) if attr is not None else op.get_asm(large_elements_limit=None)
    if "dense_resource" in text:
        raise HloBridgeError("dense_resource constants are not supported by the numpy reference")
    m = _DENSE_RE.search(text)
    if not m:
        raise HloBridgeError(f"cannot read constant attribute {text[:120]}")
    return _parse_dense_text(m.group(1), tt)
