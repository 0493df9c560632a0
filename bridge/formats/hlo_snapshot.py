"""HloSnapshot: what `XLA_FLAGS=--xla_dump_hlo_snapshots` writes (`*.snapshot.*.pb`).

An `xla.HloSnapshot` holds the module (`hlo.hlo_module`, an HloModuleProto), the arguments
of one real execution (`LiteralProto`s) and often its result. Readers treat the module as
an `hlo-proto` program; `run` and `difftest` take the arguments as their inputs. Literals
are decoded with the schema jaxlib embeds (bridge.formats.hlo_proto), so every element
type XLA stores is read from its own field, bit-exact.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from bridge.errors import ProgramError

_MESSAGE = "xla.HloSnapshot"


@dataclass
class Snapshot:
    module_proto: bytes                  # serialized HloModuleProto
    arguments: list = field(default_factory=list)   # numpy arrays (tuples for tuple literals)
    result: object = None                # the recorded result, when the dump has one
    platform: str = ""


def read(data: bytes) -> Snapshot:
    from bridge.formats import hlo_proto
    msg = hlo_proto.message_class(_MESSAGE)()
    try:
        msg.ParseFromString(bytes(data))
    except Exception as e:  # protobuf's DecodeError
        raise ProgramError(f"not an HloSnapshot: {e}") from None
    if not msg.hlo.hlo_module.computations:
        raise ProgramError("HloSnapshot holds no module (hlo.hlo_module has no computations)")
    return Snapshot(module_proto=msg.hlo.hlo_module.SerializeToString(),
                    arguments=[literal_to_numpy(a) for a in msg.arguments],
                    result=literal_to_numpy(msg.result) if msg.HasField("result") else None,
                    platform=msg.execution_platform)


# PrimitiveType name -> (LiteralProto field, numpy dtype of the stored values, dtype of the array)
def _types() -> dict:
    import ml_dtypes
    packed = {  # element types stored as raw little-endian bytes
        "F16": ("f16s", np.float16), "BF16": ("bf16s", ml_dtypes.bfloat16), "U16": ("u16s", np.uint16),
        "S16": ("s16s", np.int16), "F8E5M2": ("f8e5m2s", ml_dtypes.float8_e5m2),
        "F8E4M3FN": ("f8e4m3fns", ml_dtypes.float8_e4m3fn), "F8E4M3B11FNUZ": ("f8e4m3b11fnuzs", ml_dtypes.float8_e4m3b11fnuz),
        "F8E5M2FNUZ": ("f8e5m2fnuzs", ml_dtypes.float8_e5m2fnuz), "F8E4M3FNUZ": ("f8e4m3fnuzs", ml_dtypes.float8_e4m3fnuz),
        "F8E4M3": ("f8e4m3s", ml_dtypes.float8_e4m3), "F8E3M4": ("f8e3m4s", ml_dtypes.float8_e3m4),
        "F8E8M0FNU": ("f8e8m0fnus", ml_dtypes.float8_e8m0fnu), "F4E2M1FN": ("f4e2m1fns", ml_dtypes.float4_e2m1fn),
        "S8": ("s8s", np.int8), "U8": ("u8s", np.uint8), "S4": ("s4s", ml_dtypes.int4), "U4": ("u4s", ml_dtypes.uint4),
        "S2": ("s2s", ml_dtypes.int2), "U2": ("u2s", ml_dtypes.uint2),
    }
    repeated = {
        "PRED": ("preds", np.bool_), "S32": ("s32s", np.int32), "S64": ("s64s", np.int64),
        "U32": ("u32s", np.uint32), "U64": ("u64s", np.uint64), "F32": ("f32s", np.float32),
        "F64": ("f64s", np.float64), "C64": ("c64s", np.complex64), "C128": ("c128s", np.complex128),
    }
    return {"packed": packed, "repeated": repeated}


def literal_to_numpy(lit):
    """A LiteralProto as a numpy array in row-major order (a tuple literal: a tuple)."""
    from bridge.formats import hlo_proto
    shape = lit.shape
    names = hlo_proto.message_class("xla.ShapeProto").DESCRIPTOR.fields_by_name["element_type"].enum_type
    if shape.element_type not in names.values_by_number:   # (a corrupt snapshot)
        raise ProgramError(f"HloSnapshot literal has element type {shape.element_type}, which XLA does not know")
    etype = names.values_by_number[shape.element_type].name
    if etype == "TUPLE":
        return tuple(literal_to_numpy(t) for t in lit.tuple_literals)
    dims = tuple(shape.dimensions)
    types = _types()
    if etype in types["repeated"]:
        name, dtype = types["repeated"][etype]
        values = getattr(lit, name)
        if dtype in (np.complex64, np.complex128):   # stored as (real, imag) pairs
            flat = np.array(values, dtype=np.float32 if dtype == np.complex64 else np.float64).view(dtype)
        else:
            flat = np.array(values, dtype=dtype)
    elif etype in types["packed"]:
        name, dtype = types["packed"][etype]
        raw = getattr(lit, name, b"")
        flat = np.frombuffer(raw, dtype="<u2" if np.dtype(dtype).itemsize == 2 else np.uint8).view(dtype).copy()
    else:
        raise ProgramError(f"HloSnapshot argument of element type {etype} cannot be read "
                           "(no numpy type holds it)")
    count = int(np.prod(dims, dtype=np.int64))
    if flat.size != count:
        raise ProgramError(f"HloSnapshot literal of shape {etype.lower()}{list(dims)} holds {flat.size} "
                           f"values, not {count}")
    minor_to_major = list(shape.layout.minor_to_major) if shape.HasField("layout") else []
    if minor_to_major and sorted(minor_to_major) != list(range(len(dims))):
        raise ProgramError(f"HloSnapshot literal of shape {etype.lower()}{list(dims)} has layout "
                           f"{{{','.join(map(str, minor_to_major))}}}, not a permutation of its dimensions")
    if not minor_to_major or minor_to_major == list(range(len(dims) - 1, -1, -1)):
        return flat.reshape(dims)
    major_to_minor = minor_to_major[::-1]   # the stored order: physical dims, major first
    return flat.reshape([dims[d] for d in major_to_minor]).transpose(np.argsort(major_to_minor))

