"""HLO text / HLO module proto (binary and text) in and out.

Reading, two ways (`via`):
  "builder" (default)  our HLO parser (`bridge.hlo`) builds an XlaComputation op by op, so
                       the program goes through our xla dialect and our lowering passes.
                       A binary proto is first printed as HLO text by XLA, in a child process.
  "native"             XLA's own parser and HLO->StableHLO importer (jaxlib), alone: an
                       independent second opinion. They abort the process on some bad HLO,
                       so they run in a child process (`sandbox.run`: a crash or a hang
                       becomes a one-line ProgramError). Only elided constants are handled
                       first, by the same policy as the builder path (bridge.hlo.elided).
Writing goes through XLA's `mlir_module_to_xla_computation` (`native.py`).
"""
from __future__ import annotations

import re

from bridge.errors import ProgramError
from bridge.sharding import PARTITIONED

VIAS = ("builder", "native")


def check_via(via: str | None) -> str:
    via = (via or "builder").strip().lower()
    if via not in VIAS:
        raise ProgramError(f"unknown --via {via!r}: expected one of {', '.join(VIAS)}")
    return via


def _fill_elided(text: str, what: str, policy: str | None) -> str:
    from bridge.hlo.elided import fill_elided, has_elided
    if not has_elided(text):
        return text
    return fill_elided(text, _elided(policy), what)


def _native_module(text: bytes):
    """Parse the importer's output and rewrite the mhlo ops StableHLO can say itself
    (fusion, copy, bitcast: passes/mhlo_leftovers.py); the rest (mhlo.topk ...) stays mhlo,
    which the shared context reads, so the result reads back in every command."""
    from bridge.formats import mlir_formats
    from passes.mhlo_leftovers import legalize_mhlo_leftovers
    module = mlir_formats.parse_text(text.decode("utf-8"), "StableHLO from XLA's HLO importer")
    legalize_mhlo_leftovers(module.operation)
    return module


def read_text(text: str, via: str = "builder", elided_constants: str | None = None, lowered: bool = False):
    """An XlaComputation (via builder) or a StableHLO ir.Module (via native). Of a file of
    several modules (`// -----` lines) the first is read; `elided_constants`: see
    bridge.hlo.to_computation. `lowered`: the caller wants StableHLO, so a big text may be
    read on two cores and come back lowered (bridge/formats/hlo_parallel.py)."""
    from bridge.formats import sandbox
    from bridge.hlo import first_module
    text = first_module(text)
    if check_via(via) == "native":
        text = _fill_elided(text, "HLO text", elided_constants)
        module = _native_module(sandbox.run(text.encode("utf-8"), "hlo-native"))
        _header_config(module, text)
        if _ENTRY_SPACE.search(_header(text)):   # (measured: jaxlib 0.10.2's importer reads no S(n))
            from bridge.errors import InformationDropped, warn
            warn("XLA's HLO importer (via native) does not read entry_computation_layout's memory spaces "
                 "(S(5): host memory; our reader makes it jax's memory kind pinned_host): left out",
                 InformationDropped)
        return module
    if lowered:
        from bridge.formats import hlo_parallel
        module = hlo_parallel.read(text, _elided(elided_constants))
        if module is not None:
            return module
    from bridge.hlo import to_computation
    return to_computation(text, "HLO text", _elided(elided_constants))


_ENTRY_SPACE = re.compile(r"entry_computation_layout=.*(?<![A-Z])S\([1-9]")
_HEADER_COUNTS = re.compile(r"[,\s](num_partitions|replica_count)=(\d+)")
_SHARDING = re.compile(r"[,\s]sharding=\{")
# module-config flags of the HLO text header (an HloModuleProto has no field for them)
_SPMD_FLAGS = ("allow_spmd_sharding_propagation_to_parameters", "allow_spmd_sharding_propagation_to_output")


def _header_config(module, text: str) -> None:
    """XLA's importer is handed an HloModuleProto (jaxlib has no other way in), which has no
    module config: the header's num_partitions / replica_count, which XLA's importer imports
    from the config of a module it parses itself, are set here. Without them a sharded
    dump ran on one device, its collectives refused. A header without num_partitions (jax's
    HLO text) takes it from the Shardy meshes, as our reader does."""
    from jaxlib.mlir import ir
    attrs = module.operation.attributes
    counts = _header_counts(text)
    if "num_partitions=" not in _header(text):   # jax's HLO text: its meshes say it (as our reader does)
        counts["num_partitions"] = _mesh_devices(attrs) or 1
    sharded = _SHARDING.search(text) is not None   # (then even 1 is said: see bridge.hlo.annotate)
    for key, value in counts.items():
        name = "mhlo.num_partitions" if key == "num_partitions" else "mhlo.num_replicas"
        if (value > 1 or sharded) and name not in attrs:
            attrs[name] = ir.IntegerAttr.get(ir.IntegerType.get_signless(32, module.context), value)


def _mesh_devices(attrs) -> int | None:
    """The device count of the Shardy meshes in a module's `xla.sdy.meshes` frontend attribute."""
    from jaxlib.mlir import ir

    from bridge.hlo.annotate import mesh_devices
    if "mhlo.frontend_attributes" not in attrs:
        return None
    fa = ir.DictAttr(attrs["mhlo.frontend_attributes"])
    return mesh_devices(ir.StringAttr(fa["xla.sdy.meshes"]).value) if "xla.sdy.meshes" in fa else None


def _header(text: str) -> str:
    """The `HloModule ...` header line of HLO text ("" without one)."""
    m = re.search(r"^\s*HloModule\b[^\n]*", text, re.M)
    return m.group(0) if m else ""


def _header_counts(text: str) -> dict[str, int]:
    """{"replica_count": R, "num_partitions": P} as the header gives them (1 when it does not)."""
    counts = {"replica_count": 1, "num_partitions": 1}
    counts.update((k, int(v)) for k, v in _HEADER_COUNTS.findall(_header(text)))
    return counts


def _elided(policy: str | None) -> str:
    from bridge.hlo.emit import ELIDED
    policy = (policy or "error").strip().lower()
    if policy not in ELIDED:
        raise ProgramError(f"unknown elided-constants policy {policy!r}: expected one of {', '.join(ELIDED)}")
    return policy


def proto_as_text(proto: bytes) -> str:
    """XLA's HLO text for a serialized HloModuleProto (printed in a child process), with the
    partition counts of its device assignment in the header (XLA's text of a proto leaves
    them out: a sharded program's `num_partitions=8` came back as one device)."""
    from bridge.formats import sandbox
    return _with_header(sandbox.run(bytes(proto), "hlo-proto-text").decode("utf-8"), _proto_counts(proto))


def text_as_proto(text: str) -> bytes:
    """HLO text as XLA's parser makes it an HloModuleProto (in a child process: the parser
    aborts on some bad text), the header's partition counts in its device assignment (where
    read_proto finds them); the header's allow_spmd_* flags have no place in a proto."""
    from bridge.formats import hlo_proto, sandbox
    counts = _header_counts(text)
    dropped = [k for k in _SPMD_FLAGS if f"{k}=" in _header(text)]
    if dropped:
        _warn_no_proto_place(dropped)
    proto = sandbox.run(text.encode("utf-8"), "hlo-text-proto")
    return hlo_proto.with_device_counts(proto, counts["replica_count"], counts["num_partitions"])


def _proto_counts(proto: bytes) -> list[str]:
    """`replica_count=R`, `num_partitions=P` (those above 1) of a proto's device assignment."""
    from bridge.formats import hlo_proto
    return [f"{k}={v}" for k, v in hlo_proto.device_counts(proto).items() if v > 1]


def read_proto(proto: bytes, via: str = "builder", elided_constants: str | None = None):
    """A proto's constants hold their values (none is elided), so XLA's importer reads the
    proto itself; our reader reads the text XLA prints of it. The partition counts, which
    XLA's text of a proto leaves out, come from its device assignment (write() puts them there)."""
    from bridge.formats import sandbox
    if check_via(via) == "native":
        module = _native_module(sandbox.run(bytes(proto), "hlo-proto-native"))
        _header_config(module, "HloModule m, " + ", ".join(_proto_counts(proto)))
        return module
    from bridge.hlo import to_computation
    return to_computation(proto_as_text(proto), "HLO module proto (as HLO text)", _elided(elided_constants))


def read_proto_text(text: str, via: str = "builder", elided_constants: str | None = None):
    from bridge.formats import hlo_proto
    return read_proto(hlo_proto.from_text(text), via, elided_constants)


def write(module, fmt: str):
    """HLO text / proto / text proto of a verified StableHLO module. HLO text carries what
    XLA's exporter keeps (shardings, frontend attributes, aliasing, layouts, metadata and
    stack frames from the locations) plus the partition counts it drops; what HLO has no
    place for is named in an InformationDropped warning."""
    from bridge.formats import native
    module = _replication_for_xla(module)
    if fmt == "hlo":
        text, placed = _with_memory_spaces(_with_config(hlo_text(module), module), module)
        _warn_dropped(module, placed, text)   # (after writing: a conversion that fails left nothing out)
        return text
    from bridge.formats import hlo_proto
    proto = hlo_proto.with_device_counts(native.to_hlo_proto(module), *_counts(module))
    _warn_dropped(module)
    _warn_config_dropped(module)
    return proto if fmt == "hlo-proto" else hlo_proto.to_text(proto)


_REPLICATED = "mhlo.is_same_data_across_replicas"


def _replication_for_xla(module):
    """`module`, or a copy whose @main arguments marked replicated the way older jax marked
    them (pmap's `mhlo.is_same_data_across_replicas`, which XLA's exporter in jaxlib 0.10.2
    drops) carry the mark XLA's importer writes and its exporter reads back as
    parameter_replication={true,...}: `mhlo.parameter_replication`, a value per leaf."""
    from jaxlib.mlir import ir

    from bridge import mlir_attrs
    from bridge.mlir_module import copy_module, functions
    from bridge.mlir_types import from_mlir_type
    main = functions(module).get("main")
    if main is None or "arg_attrs" not in main.attributes or _REPLICATED not in str(main.attributes["arg_attrs"]):
        return module
    copy = copy_module(module, module.context)
    main = functions(copy)["main"]
    inputs = ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value).inputs
    per_arg = []
    for d, t in zip(ir.ArrayAttr(main.attributes["arg_attrs"]), inputs):
        d = dict(mlir_attrs.items(ir.DictAttr(d)))
        if any(v is None for v in d.values()):   # (one the bindings cannot hand over: mlir_attrs.items)
            return module
        mark = d.pop(_REPLICATED, None)
        if (isinstance(mark, ir.UnitAttr) or (isinstance(mark, ir.BoolAttr) and mark.value)) \
                and "mhlo.parameter_replication" not in d:
            with copy.context:
                d["mhlo.parameter_replication"] = ir.ArrayAttr.get(
                    [ir.BoolAttr.get(True)] * len(from_mlir_type(t).leaves()))
        per_arg.append(ir.DictAttr.get(d, context=copy.context))
    main.attributes["arg_attrs"] = ir.ArrayAttr.get(per_arg, context=copy.context)
    return copy


# jax's attributes HLO has no place for (checked by writing them and reading them back)
_NO_PLACE = {"jax.result_info": "result names", "mhlo.memory_kind": "memory kinds",
             "jax.uses_shape_polymorphism": "the shape-polymorphism mark",
             "jax.export.platforms": "the platforms of a multi-platform export (its first argument "
                                     "stays the platform index)",
             "jax.global_constant": "jax's global-constant marks",
             "mhlo.layout_mode": "jax's layout modes (a jax.experimental.layout.Format's; XLA's exporter "
                                 "drops them too)"}
# (not `stablehlo.mesh`, which jax puts on an sdy.mesh: the same mesh again, which HLO keeps)
_POSITIONAL = re.compile(r"(result)?(\[\d+\])*")


def _warn_dropped(module, memory_kinds_placed: bool = False, text: str | None = None) -> None:
    """What HLO has no place for, named; with the HLO `text` written, also the annotations
    XLA's exporter folded away (_warn_folded_annotations)."""
    from jaxlib.mlir import ir

    from bridge import mlir_attrs
    from bridge.hlo.annotate import HOST_KIND
    found: set[str] = set()

    def names(attrs) -> None:
        for key, a in mlir_attrs.items(attrs):
            if key == "jax.result_info" and isinstance(a, ir.StringAttr) and _POSITIONAL.fullmatch(a.value):
                continue   # ("result", "[0]", "result[1][0]": only positions, which HLO's tuple keeps)
            if key == "mhlo.layout_mode" and isinstance(a, ir.StringAttr) and a.value == "default":
                continue   # (XLA's default layout: what HLO's layouts say anyway)
            if key == "jax.uses_shape_polymorphism" and not _polymorphic(module, a):
                continue   # (false, or a static @main: HLO's static shapes say all it says)
            if key == "mhlo.memory_kind" and isinstance(a, ir.StringAttr) and (
                    a.value == "device" or (memory_kinds_placed and a.value == HOST_KIND)):
                continue   # (the default, or written into entry_computation_layout as S(5))
            if key in _NO_PLACE:
                found.add(key)
            elif _foreign(key):
                foreign.add(key)
            elif key in ("arg_attrs", "res_attrs") and a is not None:
                for d in ir.ArrayAttr(a):
                    names(ir.DictAttr(d))
    foreign: set[str] = set()   # discardable attributes of dialects HLO knows nothing of (my.tag)
    names(module.operation.attributes)
    for op in module.body.operations:
        names(op.operation.attributes)

    annotated = {key: 0 for key, _, _ in _ANNOTATIONS}   # ops carrying each (one walk for both)

    def visit(op):
        foreign.update(key for key in op.attributes if _foreign(key))
        if op.name not in ("func.func", "builtin.module"):
            for key in annotated:
                annotated[key] += key in op.attributes
        return ir.WalkResult.ADVANCE
    module.operation.walk(visit)
    if text is not None:
        _warn_folded_annotations(annotated, text)
    if found or foreign:
        from bridge.errors import InformationDropped, warn
        what = ", ".join([f"{_NO_PLACE[k]} ({k})" for k in sorted(found)] +
                         ([f"attributes of other dialects ({', '.join(sorted(foreign))})"] if foreign else []))
        warn(f"HLO has no place for {what}: left out", InformationDropped)




def _with_memory_spaces(text: str, module) -> tuple[str, bool]:
    """jax's "pinned_host" memory kinds on @main's arguments and results written as S(5) into
    entry_computation_layout (XLA's exporter leaves them out); whether every one was."""
    from jaxlib.mlir import ir

    from bridge.hlo.annotate import HOST_KIND, HOST_MEMORY_SPACE, LEAF_SHAPE
    from bridge.mlir_module import entry_function
    from bridge.mlir_types import from_mlir_type
    main = entry_function(module)
    ftype = ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value)
    host = {}
    for key in ("arg_attrs", "res_attrs"):
        dicts = [ir.DictAttr(d) for d in ir.ArrayAttr(main.attributes[key])] if key in main.attributes else []
        host[key] = [i for i, d in enumerate(dicts) if "mhlo.memory_kind" in d
                     and ir.StringAttr(d["mhlo.memory_kind"]).value == HOST_KIND]
    if not any(host.values()):
        return text, True
    header, newline, rest = text.partition("\n")
    start = header.find("entry_computation_layout={")
    end, depth = start + len("entry_computation_layout="), 0
    for end in range(end, len(header)):
        depth += {"{": 1, "}": -1}.get(header[end], 0)
        if depth == 0:
            break
    if start < 0 or depth:
        return text, False
    left, arrow, right = header[start:end + 1].partition("->")
    sides = []
    for key, types, side in (("arg_attrs", ftype.inputs, left), ("res_attrs", ftype.results, right)):
        counts = [len(from_mlir_type(t).leaves()) for t in types]
        leaves = list(LEAF_SHAPE.finditer(side))
        if any(counts[i] != 1 for i in host[key]) or len(leaves) != sum(counts):
            return text, False   # (a tuple argument's kind, or leaves we cannot match: the warning says so)
        firsts = {sum(counts[:i]) for i in host[key]}
        out, at = [], 0
        for n, leaf in enumerate(leaves):
            written = leaf.group(1)   # (the layout's body, None where the leaf has no layout)
            body = written or ""
            layout = "" if written is None else "{" + body + "}"
            if n in firsts:   # (S(n) comes last but for SC/P/M, which XLA:CPU layouts do not have)
                layout = "{" + body + ("" if ":" in body else ":") + f"S({HOST_MEMORY_SPACE})}}"
            out += [side[at:leaf.end() if written is None else leaf.start(1) - 1], layout]
            at = leaf.end()
        sides.append("".join(out) + side[at:])
    header = header[:start] + sides[0] + arrow + sides[1] + header[end + 1:]
    return header + newline + rest, True


def _polymorphic(module, mark) -> bool:
    """Whether jax's shape-polymorphism mark still means something: true, and @main has a
    symbolic dimension (every non-polymorphic jax.export carries it false; a multi-platform
    export or one refined with --dim carries it true on static shapes)."""
    from jaxlib.mlir import ir

    from bridge import refine
    return isinstance(mark, ir.BoolAttr) and ir.BoolAttr(mark).value and refine.is_dynamic(module)


# prefixes of the discardable attributes XLA's exporter carries into HLO (or our writer does;
# and PARTITIONED, our reader's mark, written back as XLA's "_spmd" entry name)
_KEPT = ("mhlo.", "sdy.", "xla.", "stablehlo.", "jax.", "func.", "chlo.", "builtin.", "tf.")


def _foreign(key: str) -> bool:
    """A discardable attribute of a dialect HLO knows nothing of (my.tag = ...)."""
    return "." in key and not key.startswith(_KEPT) and key not in _NO_PLACE and key != PARTITIONED


_ANNOTATIONS = (("mhlo.sharding", " sharding=", "shardings"),
                ("mhlo.frontend_attributes", " frontend_attributes=", "frontend attributes"))


def _warn_folded_annotations(ops: dict, text: str) -> None:
    """XLA's exporter folds and simplifies before it writes (a negate of a constant becomes a
    constant, x * 1 becomes x, a splat constant a scalar and its broadcast) and the ops it
    makes carry none of the shardings and frontend attributes of the ops they replace: named
    in an InformationDropped warning when the HLO holds fewer annotated instructions than the
    module annotated ops (`ops`: how many carry each; parameters, whose come from @main's
    arguments, not counted)."""
    if not any(ops.values()):
        return
    lines = [line for line in text.splitlines()[1:] if " parameter(" not in line]
    lost = [f"the {what} of {ops[key] - n} of {ops[key]} ops" for key, spelled, what in _ANNOTATIONS
            if (n := sum(spelled in line for line in lines)) < ops[key]]
    if lost:
        from bridge.errors import InformationDropped, warn
        warn(f"XLA's exporter folds and simplifies (constant folding, x * 1 -> x, splat constants) and the "
             f"instructions it makes carry no annotations: {' and '.join(lost)} are not in the HLO: left out",
             InformationDropped)


def _warn_config_dropped(module) -> None:
    """The module-config flags HLO text's header carries (_with_config) and an HloModuleProto
    has no field for: named in an InformationDropped warning when a proto is written."""
    keys = [k for k in _SPMD_FLAGS if "mhlo." + k in module.operation.attributes]
    if keys:
        _warn_no_proto_place(keys)


def _warn_no_proto_place(keys: list[str]) -> None:
    from bridge.errors import InformationDropped, warn
    warn(f"an HLO module proto has no place for {', '.join(keys)} (HLO text keeps them): left out",
         InformationDropped)


def _counts(module) -> tuple[int, int]:
    """(replicas, partitions) of a module's mhlo.num_replicas / mhlo.num_partitions."""
    from jaxlib.mlir import ir
    attrs = module.operation.attributes
    return tuple(ir.IntegerAttr(attrs[a]).value if a in attrs and isinstance(attrs[a], ir.IntegerAttr) else 1
                 for a in ("mhlo.num_replicas", "mhlo.num_partitions"))


def hlo_text(module) -> str:
    """XLA's HLO text of a verified StableHLO module, with metadata and stack frames when
    its locations name source lines (see _has_provenance)."""
    from bridge.formats import native
    text = native.to_hlo_text_with_metadata(module) if _has_provenance(module) else native.to_hlo_text(module)
    return _with_call_convolutions(text, module)


_CONV_ATTRS = (("mhlo.window", "window={{{}}}"), ("mhlo.dim_labels", "dim_labels={}"),
               ("mhlo.feature_group_count", "feature_group_count={}"),
               ("mhlo.batch_group_count", "batch_group_count={}"), ("mhlo.operand_precision", "operand_precision={{{}}}"))
_CALL_LINE = re.compile(r"= (?P<shape>.*?) custom-call\(.*?(?P<at>custom_call_target=\"(?P<target>[^\"]*)\")")
_LAYOUT = re.compile(r"\{[^{}]*\}")


def _with_call_convolutions(text: str, module) -> str:
    """The window, dim_labels and group counts of custom calls (cuDNN's convolutions: kept on
    the StableHLO call as mhlo.window ..., see dialect_defs.conv_text) put back into the HLO
    text, which XLA's exporter leaves without them. Calls are matched by target and result
    dimensions, in order."""
    if "custom-call(" not in text:   # (no call to give them to: the module is not walked)
        return text
    from jaxlib.mlir import ir

    from bridge.mlir_types import from_mlir_type
    pending: dict = {}

    def visit(op):
        if op.name == "stablehlo.custom_call":
            attrs = op.attributes
            parts = [form.format(_attr_text(attrs[name])) for name, form in _CONV_ATTRS if name in attrs]
            if parts:
                target = ir.StringAttr(attrs["call_target_name"]).value
                key = (target, tuple(_LAYOUT.sub("", str(from_mlir_type(r.type))) for r in op.results))
                pending.setdefault(key, []).append(", ".join(parts) + ", ")
        return ir.WalkResult.ADVANCE
    module.operation.walk(visit)
    if not pending:
        return text
    lines = text.split("\n")
    for n, line in enumerate(lines):
        m = _CALL_LINE.search(line) if "custom-call(" in line else None
        if m is None:
            continue
        leaves = tuple(_LAYOUT.sub("", s).strip() for s in m["shape"].strip("()").split(", "))
        inserts = pending.get((m["target"], leaves))
        if inserts:
            lines[n] = line[:m.start("at")] + inserts.pop(0) + line[m.start("at"):]
    left = sorted(target for (target, _), inserts in pending.items() if inserts)
    if left:   # (never silently: the HLO would compute another convolution, or none)
        raise ProgramError(f"cannot write the window/dim_labels of the custom call(s) {', '.join(left)} into "
                           f"HLO: no instruction of XLA's exporter's text matches them")
    return "\n".join(lines)


def _attr_text(a) -> str:
    from jaxlib.mlir import ir
    return ir.StringAttr(a).value if isinstance(a, ir.StringAttr) else str(ir.IntegerAttr(a).value)


def _has_provenance(module) -> bool:
    """Whether some op's location names a source file (HLO metadata with source_file or
    stack frames, jax's traceback locations). Locations that are only instruction names
    (HLO read without metadata) or MLIR's parser placeholders ("-":line:col, text read
    without loc(...)) are not printed as metadata: XLA's exporter would turn every name
    into op_name="<name>", metadata the input never had."""
    from bridge.mlir_module import ops_where
    return bool(ops_where(module.operation, lambda op: _SOURCE_LOC.search(str(op.location)), first_only=True))


_SOURCE_LOC = re.compile(r'"(?!-")(?:[^"\\]|\\.)*":\d+:\d+')


def _with_config(text: str, module) -> str:
    """The header's module-config attributes, from the module's mhlo.* attributes: XLA's
    exporter makes an HloModuleProto, which has no place for them (they live in the
    module config), so its text leaves out `allow_spmd_sharding_propagation_to_*`,
    `replica_count=` and `num_partitions=`. Printed where XLA prints them: before
    frontend_attributes."""
    from jaxlib.mlir import ir
    attrs = module.operation.attributes
    extra = []
    for key in _SPMD_FLAGS:
        if "mhlo." + key in attrs:
            flags = [str(ir.BoolAttr(a).value).lower() for a in ir.ArrayAttr(attrs["mhlo." + key])]
            extra.append(f"{key}={{{','.join(flags)}}}")
    extra += [f"{key}={n}" for key, n in zip(("replica_count", "num_partitions"), _counts(module)) if n > 1]
    if "mhlo.buffer_donor" in attrs:
        text = _with_element_donors(text, attrs["mhlo.buffer_donor"])
    if PARTITIONED in attrs:   # XLA's partitioned output names its entry so (what the reader reads it by)
        text = re.sub(r"^(ENTRY %?)([^\s(]+?)(?<!_spmd)(?=[\s(])", r"\1\2_spmd", text, count=1, flags=re.M)
    if "mhlo.origin_recovery_table" in attrs:   # (its text spans lines: the header's last attribute)
        extra.append("origin_recovery_table=" + ir.StringAttr(attrs["mhlo.origin_recovery_table"]).value)
    return _with_header(text, extra)


def _with_header(text: str, extra: list[str]) -> str:
    """`extra` header attributes (`key=value`) added to the HloModule line, where XLA prints
    them: before frontend_attributes."""
    if not extra:
        return text
    header, newline, rest = text.partition("\n")
    cut = header.find(", frontend_attributes=")
    cut = len(header) if cut < 0 else cut
    return header[:cut] + ", " + ", ".join(extra) + header[cut:] + newline + rest


def _with_element_donors(text: str, donors) -> str:
    """buffer_donor entries of tuple parameters' elements (mhlo.buffer_donor: our entry keeps
    tuple parameters whole, so jax.buffer_donor, which XLA's exporter reads, cannot say them)
    added to the header's buffer_donor={...}, before entry_computation_layout as XLA prints it."""
    from jaxlib.mlir import ir
    entries = []
    for d in ir.ArrayAttr(donors):
        d = ir.DictAttr(d)
        index = ",".join(str(i) for i in ir.DenseI64ArrayAttr(d["parameter_index"]))
        entries.append(f"({ir.IntegerAttr(d['parameter_number']).value}, {{{index}}})")
    header, newline, rest = text.partition("\n")
    m = re.search(r"buffer_donor=\{ (.*?) \}", header)
    if m is not None:
        header = header[:m.start(1)] + ", ".join([m[1]] + entries) + header[m.end(1):]
    else:
        cut = header.find(", entry_computation_layout=")
        cut = len(header) if cut < 0 else cut
        header = header[:cut] + ", buffer_donor={ " + ", ".join(entries) + " }" + header[cut:]
    return header + newline + rest


def describe_text(text: str) -> dict:
    """info() for HLO text from its syntax alone (works for opcodes our builder lacks)."""
    from bridge.hlo import parse
    module = parse(text)
    functions, counts = [], {}
    def number(inst) -> int:
        text = inst.payload[0].text if inst.payload else ""
        return int(text, 0) if re.fullmatch(r"\d+|0x[0-9a-fA-F]+", text) else -1

    for comp in module.computations.values():
        params = sorted((i for i in comp.instructions if i.opcode == "parameter"), key=number)
        sig = f"({', '.join(format(i.shape) for i in params)}) -> {comp.root.shape:}"
        functions.append({"name": comp.name, "visibility": "public" if comp is module.entry else "private",
                          "type": sig})
        for inst in comp.instructions:
            counts[inst.opcode] = counts.get(inst.opcode, 0) + 1
    return {"module": module.name, "functions": functions, "ops": {"hlo": sum(counts.values())},
            "hlo_opcodes": dict(sorted(counts.items()))}
