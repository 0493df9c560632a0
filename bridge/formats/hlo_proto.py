"""HloModuleProto in protobuf text format <-> binary, with the schema jaxlib was built with.

jaxlib ships no Python protobuf modules for XLA, but its native library embeds the
serialized `FileDescriptorProto` of every .proto it was compiled from (protobuf's C++
code generator puts them there for reflection). We find `xla/service/hlo.proto` and its
imports in that library, build a private descriptor pool, and let the `protobuf`
package's `text_format` print and parse. The schema is therefore exactly the one of
the protos jaxlib reads and writes. Needs the `protobuf` PyPI package; everything else
in bridge.formats works without it.
"""
from __future__ import annotations

import functools
import glob
import importlib
import mmap
import os

from bridge.errors import ProgramError

_ROOT_FILE = "xla/service/hlo.proto"
_MESSAGE = "xla.HloModuleProto"
# FileDescriptorProto fields: length-delimited 1-9, 12, 13; varint 10, 11, 14 (edition)
_LEN_FIELDS = {1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13}
_VARINT_FIELDS = {10, 11, 14}
_MAX_DEVICES = 1 << 20   # replicas x partitions of a device assignment we write (pods have ~10^4)


def _protobuf():
    try:
        from google.protobuf import descriptor_pb2, descriptor_pool, message_factory, text_format
    except ImportError:
        raise ProgramError("HLO text protos need the 'protobuf' package (pip install protobuf); "
                           "binary HLO protos and every other format work without it") from None
    return descriptor_pb2, descriptor_pool, message_factory, text_format


def _varint(buf, pos: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        b = buf[pos]
        pos += 1
        value |= (b & 0x7F) << shift
        shift += 7
        if not b & 0x80 or shift > 63:
            return value, pos


def _descriptor_at(buf, start: int) -> bytes:
    """The serialized FileDescriptorProto starting at `start`: fields up to the first that
    cannot belong to one (the blob's length is not stored next to it)."""
    pos, end = start, len(buf)
    while pos < end:
        tag, q = _varint(buf, pos)
        field, wire = tag >> 3, tag & 7
        if wire == 2 and field in _LEN_FIELDS:
            length, q = _varint(buf, q)
            if q + length > end:
                break
            pos = q + length
        elif wire == 0 and field in _VARINT_FIELDS:
            _, pos = _varint(buf, q)
        else:
            break
    return bytes(buf[start:pos])


def _libraries() -> list[str]:
    import jaxlib
    here = os.path.dirname(jaxlib.__file__)
    return sorted(glob.glob(os.path.join(here, "*.so")) + glob.glob(os.path.join(here, "*.dylib"))
                  + glob.glob(os.path.join(here, "*.pyd")), key=os.path.getsize, reverse=True)


def _find_files(names: list[str], descriptor_pb2) -> dict:
    """FileDescriptorProtos embedded in jaxlib's native libraries, by file name."""
    found: dict = {}
    for path in _libraries():
        with open(path, "rb") as f:
            try:
                buf = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
            except (ValueError, OSError):
                continue
        with buf:
            pending = list(names)
            while pending:
                name = pending.pop()
                if name in found or name.startswith("google/protobuf/"):
                    continue
                key = b"\n" + bytes([len(name)]) + name.encode()
                pos = buf.find(key)
                while pos >= 0:
                    fd = descriptor_pb2.FileDescriptorProto()
                    try:
                        fd.ParseFromString(_descriptor_at(buf, pos))
                    except Exception:  # noqa: BLE001 - another copy of the name: keep looking
                        fd = None
                    if fd is not None and fd.name == name and (fd.message_type or fd.enum_type):
                        found[name] = fd
                        pending.extend(fd.dependency)
                        break
                    pos = buf.find(key, pos + 1)
        if _ROOT_FILE in found:
            break
    return found


@functools.lru_cache(maxsize=None)
def message_class(name: str = _MESSAGE):
    """A message class of hlo.proto and its imports, HloModuleProto by default (ProgramError
    if the schema cannot be found)."""
    _, _, message_factory, _ = _protobuf()
    return message_factory.GetMessageClass(_pool().FindMessageTypeByName(name))


@functools.lru_cache(maxsize=1)
def _pool():
    descriptor_pb2, descriptor_pool, _, _ = _protobuf()
    files = _find_files([_ROOT_FILE], descriptor_pb2)
    if _ROOT_FILE not in files:
        raise ProgramError("HLO text protos are not available: this jaxlib's native library does not "
                           f"embed the schema of {_ROOT_FILE}")
    pool = descriptor_pool.DescriptorPool()
    added: set[str] = set()

    def add(name: str):
        if name in added:
            return
        added.add(name)
        if name.startswith("google/protobuf/"):   # well-known types ship with protobuf itself
            module = importlib.import_module("google.protobuf." + name.rsplit("/", 1)[1][:-6] + "_pb2")
            fd = descriptor_pb2.FileDescriptorProto()
            module.DESCRIPTOR.CopyToProto(fd)
        else:
            fd = files.get(name)
            if fd is None:
                raise ProgramError(f"HLO text protos are not available: the schema file {name} is missing")
        for dep in fd.dependency:
            add(dep)
        pool.Add(fd)

    add(_ROOT_FILE)
    return pool


def device_counts(proto: bytes) -> dict[str, int]:
    """{"replica_count": R, "num_partitions": P} of a serialized HloModuleProto's device
    assignment ({} when it has none, or cannot be read: the counts are then XLA's default 1)."""
    msg = message_class()()
    try:
        msg.ParseFromString(bytes(proto))
    except Exception:  # noqa: BLE001 - the proto's reader proper says what is wrong with it
        return {}
    if not msg.HasField("device_assignment"):
        return {}
    da = msg.device_assignment
    return {"replica_count": da.replica_count, "num_partitions": da.computation_count}


def with_device_counts(proto: bytes, replicas: int, partitions: int) -> bytes:
    """The proto with a device assignment for `replicas` x `partitions` (the spec's order:
    device replica * partitions + partition). HloModuleProto has no other place for the
    partition counts (XLA keeps them in the module config, which its exporter drops): a
    sharded program written without them ran on one device."""
    if replicas < 1 or partitions < 1 or replicas * partitions > _MAX_DEVICES:
        # (a corrupt count: 2**31 - 1 partitions built a 2-billion-entry assignment for minutes)
        raise ProgramError(f"{replicas} replicas x {partitions} partitions is not a device count an HLO "
                           f"proto's device assignment can hold (1 to {_MAX_DEVICES:,} devices)")
    if replicas * partitions == 1:
        return proto
    msg = message_class()()
    msg.ParseFromString(bytes(proto))
    da = msg.device_assignment
    da.Clear()
    da.replica_count, da.computation_count = replicas, partitions
    for p in range(partitions):
        da.computation_devices.add().replica_device_ids.extend(r * partitions + p for r in range(replicas))
    return msg.SerializeToString(deterministic=True)


def to_text(proto: bytes) -> str:
    """Protobuf text format of a serialized HloModuleProto."""
    cls = message_class()
    *_, text_format = _protobuf()
    msg = cls()
    try:
        msg.ParseFromString(proto)
    except Exception as e:  # noqa: BLE001 - DecodeError and friends
        raise ProgramError(f"cannot read HLO module proto: {' '.join(str(e).split()) or type(e).__name__}") from None
    return text_format.MessageToString(msg)


def from_text(text: str) -> bytes:
    """Serialized HloModuleProto of its text format; ProgramError naming line:col."""
    cls = message_class()
    *_, text_format = _protobuf()
    try:
        msg = text_format.Parse(text, cls())
    except text_format.ParseError as e:
        raise ProgramError(f"cannot parse HLO text proto: {' '.join(str(e).split())}") from None
    return msg.SerializeToString(deterministic=True)
