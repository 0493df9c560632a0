"""What HLO says besides computing: metadata, shardings, frontend attributes, and the
module's header (partitions, aliasing, donors, entry layout), as XLA's importer keeps them.

Per instruction (`Annotator.apply`, through the builder's public setters):
    metadata={op_name=.. source_file=.. stack_frame_id=N}  -> the op's location
    sharding={...}                                       -> mhlo.sharding (checked: rank, devices)
    frontend_attributes={k="v"}                          -> mhlo.frontend_attributes
    origin={({"a"}, {"b" {1}})}                          -> mhlo.original_value (XLA's importer's form)
Per module (`module_attributes`, on the built module and its @main):
    num_partitions=N, replica_count=M   -> mhlo.num_partitions / mhlo.num_replicas (i32, as jax writes)
    frontend_attributes={...}           -> mhlo.frontend_attributes (e.g. xla.sdy.meshes)
    input_output_alias={ {0}: (0, {}, may-alias) } -> mhlo.input_output_alias (XLA's importer's form)
    buffer_donor={ (1, {}) }            -> jax.buffer_donor on argument 1 (what XLA's exporter reads);
                                           a tuple parameter's element, (0, {1}): mhlo.buffer_donor
    entry_computation_layout={...}      -> mhlo.xla_entry_computation_{parameter,result}_layouts
                                           and _tiles, when a layout is not the default one;
                                           host memory S(5) -> mhlo.memory_kind = "pinned_host" on
                                           that argument / result (jax's spelling; other spaces: a warning)
    origin_recovery_table={...}         -> mhlo.origin_recovery_table (its text; XLA's importer drops it)
"""
from __future__ import annotations

import math
import re

import numpy as np
from jaxlib.mlir import ir

from bridge import mlir_attrs
from bridge.provenance import OpMetadata
from bridge.sharding import PARTITIONED

from . import hlo_attrs as hlo_attrs
from .stack_frames import FrameError
from .syntax import Attr, HloModule, Instruction


class Annotator:
    """Decodes an instruction's metadata / sharding / frontend attributes once per distinct
    text (dumps repeat them) and sets them on the builder before the op is built."""

    def __init__(self, module: HloModule):
        self.module, self.src = module, module.source
        self.num_partitions = self._int_header("num_partitions")
        self._metadata: dict[str, OpMetadata] = {}
        self._shardings: dict[str, object] = {}
        self._plain = None   # the builder this last left without sharding and frontend attributes

    def _int_header(self, name: str) -> int | None:
        a = self.module.attrs.get(name)
        if a is None:
            return None
        try:
            value = hlo_attrs.int_(a.tokens)
        except hlo_attrs.AttrError as e:
            raise self.src.error(a.pos, f"module attribute {name}: {e}") from None
        if value < 1:
            raise self.src.error(a.pos, f"module attribute {name}={value} must be >= 1")
        return value

    def _fail(self, inst: Instruction, a: Attr, message: str, pos: int | None = None):
        raise self.src.error(a.pos if pos is None else pos,
                             f"instruction '{inst.name}' ({inst.opcode}): attribute {a.name}: {message}")

    def metadata(self, inst: Instruction) -> OpMetadata | None:
        a = inst.attrs.get("metadata")
        if a is None:
            return None
        key = a.text
        md = self._metadata.get(key)
        if md is not None:
            return md
        try:
            f = hlo_attrs.metadata_attr(a)
        except hlo_attrs.AttrError as e:
            self._fail(inst, a, str(e), e.pos)
        frames = ()
        frame_id = f.get("stack_frame_id", 0)
        if frame_id:
            if self.module.stack_frames is None:
                self._fail(inst, a, f"stack_frame_id={frame_id} but the module has no StackFrames table")
            try:
                frames = self.module.stack_frames.stack(frame_id)
            except FrameError as e:
                self._fail(inst, a, str(e))
        try:
            md = OpMetadata(str(f.get("op_type", "")), str(f.get("op_name", "")), str(f.get("source_file", "")),
                            int(f.get("source_line", 0)), frames)
        except (TypeError, ValueError) as e:
            self._fail(inst, a, str(e))
        self._metadata[key] = md
        return md

    def sharding(self, inst: Instruction):
        a = inst.attrs.get("sharding")
        if a is None:
            return None
        key = a.text
        sharding = self._shardings.get(key)
        if sharding is None:
            try:
                sharding = self._shardings[key] = hlo_attrs.sharding_text(a.text, a.start)
            except hlo_attrs.AttrError as e:
                self._fail(inst, a, str(e), e.pos)
        shape = inst.shape
        try:
            if shape is not None and shape.is_tuple:
                leaves = sharding.leaves(len(shape.leaves()))
                for leaf, s in zip(leaves, shape.leaves()):
                    leaf.check(s.rank if s.is_array else None, self.num_partitions)
            else:
                sharding.check(shape.rank if shape is not None and shape.is_array else None, self.num_partitions)
        except ValueError as e:
            self._fail(inst, a, f"{e}{f' (shape {shape})' if shape is not None else ''}")
        return sharding

    def frontend_attributes(self, inst: Instruction) -> dict | None:
        a = inst.attrs.get("frontend_attributes")
        if a is None:
            return None
        try:
            fa = hlo_attrs.dict_(a.tokens, self.src.text)
        except hlo_attrs.AttrError as e:
            self._fail(inst, a, str(e))
        if inst.opcode == "call" and "composite.name" in fa:   # a composite's, read by the call's row
            fa = {k: v for k, v in fa.items() if not k.startswith("composite.")}
        return fa or None

    def apply(self, b, inst: Instruction) -> None:
        """Set what `inst` carries on `b`, skipping setters that would leave `b` as it is (dumps
        repeat metadata, and most instructions carry neither sharding nor frontend attributes)."""
        md = self.metadata(inst)
        # the location is the metadata's (one per metadata) when it has an op_name, else the name's
        if md is None or md is not b.op_metadata or not md.op_name:
            b.set_op_metadata(md, inst.name)
        attrs = inst.attrs
        if b is not self._plain or "sharding" in attrs or "frontend_attributes" in attrs or "origin" in attrs:
            sharding, fa, origin = self.sharding(inst), self.frontend_attributes(inst), self.origin(inst)
            b.set_sharding(sharding)
            b.set_frontend_attributes(fa)
            b.set_original_value(origin)
            self._plain = b if sharding is None and fa is None and origin is None else None

    def origin(self, inst: Instruction):
        a = inst.attrs.get("origin")
        if a is None:
            return None
        try:
            return hlo_attrs.decode(a, "original_value")
        except hlo_attrs.AttrError as e:
            self._fail(inst, a, str(e), e.pos)

    def clear(self, b) -> None:
        """Leave `b` carrying nothing (before it builds its function's return)."""
        b.clear_op_metadata()
        if b is not self._plain:
            b.clear_sharding()
            b.clear_frontend_attributes()
            b.set_original_value(None)


# ---- the module header ------------------------------------------------------------------------

def _flag(attrs: dict, name: str) -> bool:
    a = attrs.get(name)
    return a is not None and a.text.strip() == "true"


def _i32(value: int) -> ir.Attribute:
    return ir.IntegerAttr.get(ir.IntegerType.get_signless(32), value)


def _i64(value: int) -> ir.Attribute:
    return ir.IntegerAttr.get(ir.IntegerType.get_signless(64), value)


def _aliases(a: Attr, src) -> list[tuple[list[int], int, list[int], str]]:
    """input_output_alias={ {out}: (param, {index}[, may-alias|must-alias]), ... }."""
    try:
        return [(list(out), param, list(index), kind or "may-alias")
                for out, param, index, kind in hlo_attrs.aliasing(a.tokens)]
    except hlo_attrs.AttrError as e:
        raise src.error(a.pos if e.pos is None else e.pos, f"input_output_alias: {e}") from None


def _donors(a: Attr, src) -> list[tuple[int, list[int]]]:
    """buffer_donor={ (param, {index}), ... }."""
    try:
        return [(param, list(index)) for param, index in hlo_attrs.donors(a.tokens)]
    except hlo_attrs.AttrError as e:
        raise src.error(a.pos if e.pos is None else e.pos, f"buffer_donor: {e}") from None


def _entry_layout(a: Attr, src):
    """entry_computation_layout={(shape, ...)->shape} -> ([parameter shapes], result shape)."""
    from .parser import Parser
    p = Parser.over(src, a.tokens[1:-1])
    p.expect("(", "to open entry_computation_layout's parameter shapes")
    params = []
    while not p.accept(")"):
        params.append(p.shape())
        p.accept(",")
    p.expect("->", "in entry_computation_layout")
    return params, p.shape()


def _default_layout(shape) -> bool:
    return all(s.minor_to_major == tuple(range(s.rank - 1, -1, -1)) for s in shape.leaves() if s.is_array)


def _layouts(shapes) -> ir.Attribute:
    """[dense<[1, 0]> : tensor<2xindex>, ...]: minor_to_major per array (XLA's importer's form)."""
    return ir.ArrayAttr.get([ir.DenseIntElementsAttr.get(np.asarray(s.minor_to_major if s.is_array else (),
                                                                    dtype=np.int64), type=ir.IndexType.get())
                             for s in shapes])


# What XLA's parser takes in a module's header (its own error message lists them);
# is_scheduled and alias_passthrough_params say nothing StableHLO keeps (an op order, a
# buffer-assignment permission) and are read and dropped, as XLA's importer drops them.
MODULE_ATTRS = frozenset({
    "alias_passthrough_params", "allow_spmd_sharding_propagation_to_output",
    "allow_spmd_sharding_propagation_to_parameters", "buffer_donor", "entry_computation_layout",
    "frontend_attributes", "input_output_alias", "is_scheduled", "num_partitions", "origin_recovery_table",
    "replica_count"})


def module_attributes(module: HloModule, comp, main_func) -> None:
    """Write the header's attributes on the built entry module `comp` (see module docstring)."""
    src, attrs, m = module.source, module.attrs, comp.module
    for name in attrs.keys() - MODULE_ATTRS:
        raise src.error(attrs[name].pos, f"unexpected module attribute {name}= (XLA's parser takes "
                        f"{', '.join(sorted(MODULE_ATTRS))})")
    shape = comp.program_shape()
    with m.context:
        top = m.operation.attributes
        if "origin_recovery_table" in attrs:   # XLA's SPMD recovery computations: kept as text
            top["mhlo.origin_recovery_table"] = ir.StringAttr.get(attrs["origin_recovery_table"].text)
        fa = {}
        if "frontend_attributes" in attrs:
            try:
                fa = hlo_attrs.dict_(attrs["frontend_attributes"].tokens, src.text)
            except hlo_attrs.AttrError as e:
                raise src.error(attrs["frontend_attributes"].pos, f"module attribute frontend_attributes: {e}") from None
            top["mhlo.frontend_attributes"] = ir.DictAttr.get({k: ir.StringAttr.get(v) for k, v in fa.items()})
        numbers = {k: Annotator(module)._int_header(k) for k in ("num_partitions", "replica_count")}
        if numbers["num_partitions"] is None and "xla.sdy.meshes" in fa:
            # jax's HLO text (lowered.as_text(dialect="hlo")) drops num_partitions; its Shardy
            # meshes still say how many devices the program was partitioned over
            numbers["num_partitions"] = mesh_devices(fa["xla.sdy.meshes"])
        for key, n in numbers.items():   # (mhlo.num_* are i32: a larger count failed as std::bad_cast)
            if n is not None and n >= 2 ** 31:
                what = f"module attribute {key}={n}" if key in attrs else f"xla.sdy.meshes: a mesh of {n} devices"
                raise src.error(attrs[key if key in attrs else "frontend_attributes"].pos,
                                f"{what}, more than XLA can count (int32)")
        if any(v is not None for v in numbers.values()) or has_shardings(module):
            # (a header without counts means one partition, XLA's default: said outright when the
            # module has shardings, else they would be taken as naming its devices. TF's tf2xla
            # writes xla_sharding annotations over 2 and 4 devices in one unpartitioned module)
            top["mhlo.num_partitions"] = _i32(numbers["num_partitions"] or 1)
            top["mhlo.num_replicas"] = _i32(numbers["replica_count"] or 1)
        if (numbers["num_partitions"] or 1) > 1 and (module.entry.name.endswith("_spmd") or _flag(attrs, "is_scheduled")):
            # XLA's SPMD partitioner's output (it names the entry <name>_spmd; an optimized,
            # scheduled module has been through it): the shapes are per device
            top[PARTITIONED] = ir.UnitAttr.get()
        for key in PROPAGATION:   # config flags XLA's HloModuleProto has no place for: kept for the writer
            if key in attrs:
                top["mhlo." + key] = ir.ArrayAttr.get([ir.BoolAttr.get(v) for v in _bools(attrs[key], src)])
        results = shape.result.leaves() if shape.result.is_tuple else [shape.result]
        if "input_output_alias" in attrs:
            top["mhlo.input_output_alias"] = _alias_attr(attrs["input_output_alias"], shape, results, src)
        if "buffer_donor" in attrs:
            elements = _donor_attrs(attrs["buffer_donor"], shape, main_func, src)
            if elements:   # (HLO written from the module has them again: formats.hlo_io)
                top["mhlo.buffer_donor"] = ir.ArrayAttr.get(elements)
        if "entry_computation_layout" in attrs:
            params, result = _entry_layout(attrs["entry_computation_layout"], src)
            if len(params) != len(shape.parameters):
                raise src.error(attrs["entry_computation_layout"].pos,
                                f"entry_computation_layout lists {len(params)} parameter(s); the entry computation "
                                f"has {len(shape.parameters)}")
            _memory_kinds(attrs["entry_computation_layout"], params, main_func)
        else:
            params, result = list(shape.parameters), shape.result
        if not all(_default_layout(s) for s in [*params, result]):
            leaves = [leaf for s in params for leaf in s.leaves()]
            top["mhlo.xla_entry_computation_parameter_layouts"] = _layouts(leaves)
            top["mhlo.xla_entry_computation_parameter_tiles"] = ir.ArrayAttr.get([ir.ArrayAttr.get([])] * len(leaves))
            top["mhlo.xla_entry_computation_result_layout"] = _layouts(result.leaves())
            top["mhlo.xla_entry_computation_result_tiles"] = ir.ArrayAttr.get(
                [ir.ArrayAttr.get([])] * len(result.leaves()))


# a leaf shape of HLO text with its layout's body, if written: f32[8]{0:S(5)} -> "0:S(5)"
LEAF_SHAPE = re.compile(r"\b[a-z]\w*\[[^\]]*\](?:\{([^{}]*)\})?")
_SPACE = re.compile(r"(?<![A-Z])S\((\d+)\)")
HOST_MEMORY_SPACE = 5   # XLA's kHostMemorySpace: jax's "pinned_host" memory kind
HOST_KIND = "pinned_host"


def _leaf_spaces(shapes: str) -> list[int]:
    """The memory space of every leaf shape in `shapes` (0: none written, the device's)."""
    out = []
    for leaf in LEAF_SHAPE.finditer(shapes):
        m = _SPACE.search((leaf.group(1) or "").partition(":")[2])
        out.append(int(m[1]) if m else 0)
    return out


def _memory_kinds(a: Attr, params, main_func) -> None:
    """Memory spaces of entry_computation_layout (`f32[8]{0:S(5)}`) as jax's memory kinds on
    @main's arguments and results; what has no such place is said in a warning."""
    if ":" not in a.text:
        return
    left, _, right = a.text.partition("->")
    ftype = ir.FunctionType(ir.TypeAttr(main_func.attributes["function_type"]).value)
    lost = set()
    for key, spaces, count, wholes in (
            ("arg_attrs", _leaf_spaces(left), len(ftype.inputs), [len(p.leaves()) for p in params]),
            ("res_attrs", _leaf_spaces(right), len(ftype.results), None)):
        lost |= set(spaces) - {0, HOST_MEMORY_SPACE}
        if HOST_MEMORY_SPACE not in spaces:
            continue
        per, at = [], 0
        for n in wholes or [1] * len(spaces):   # (a tuple parameter's leaves share one argument)
            per.append(spaces[at] if n == 1 else (HOST_MEMORY_SPACE in spaces[at:at + n] and -1))
            at += n
        old = [dict(mlir_attrs.items(ir.DictAttr(d))) for d in ir.ArrayAttr(main_func.attributes[key])] \
            if key in main_func.attributes else [{} for _ in range(count)]
        if len(per) != count or len(old) != count or -1 in per:
            lost.add(HOST_MEMORY_SPACE)
            continue
        for d, space in zip(old, per):
            if space == HOST_MEMORY_SPACE:
                d["mhlo.memory_kind"] = ir.StringAttr.get(HOST_KIND)
        main_func.attributes[key] = ir.ArrayAttr.get([ir.DictAttr.get(d) for d in old])
    if lost:
        from bridge.errors import InformationDropped, warn
        warn(f"entry_computation_layout's memory space(s) {', '.join(f'S({s})' for s in sorted(lost))} have no "
             "place on @main's arguments and results as jax's memory kinds: left out", InformationDropped)


PROPAGATION = ("allow_spmd_sharding_propagation_to_parameters", "allow_spmd_sharding_propagation_to_output")


def _bools(a: Attr, src) -> list[bool]:
    """`true` or `{false,true}`."""
    words = [t.text for t in a.tokens if t.text not in ("{", "}", ",")]
    if not words or any(w not in ("true", "false") for w in words):
        raise src.error(a.pos, f"module attribute {a.name}: expected true, false or a list like {{false,true}}")
    return [w == "true" for w in words]


def mesh_devices(meshes: str) -> int | None:
    """The device count of the largest mesh in `{name = #sdy.mesh<["x"=4, "y"=2]>, ...}`."""
    counts = []
    for axes in re.findall(r"#sdy\.mesh<\[([^\]]*)\]", meshes):
        counts.append(math.prod(int(n) for n in re.findall(r'=\s*(\d+)', axes)))   # (int64 overflowed)
    best = max(counts, default=1)
    return best if best > 1 else None


def has_shardings(module: HloModule) -> bool:
    """Whether any instruction of the module carries `sharding=`."""
    return any("sharding" in inst.attrs for comp in module.computations.values() for inst in comp.instructions)


def _alias_attr(a: Attr, shape, results, src) -> ir.Attribute:
    entries = []
    for output, param, index, kind in _aliases(a, src):
        if not 0 <= param < len(shape.parameters):
            raise src.error(a.pos, f"input_output_alias names parameter {param}; the entry computation has "
                            f"{len(shape.parameters)}")
        if shape.result.subshape(output) is None or (not output and len(results) != 1):
            raise src.error(a.pos, f"input_output_alias names output {{{','.join(map(str, output))}}}, not a "
                            f"result of {shape.result}")
        if shape.parameters[param].subshape(index) is None:
            raise src.error(a.pos, f"input_output_alias names {{{','.join(map(str, index))}}} of parameter {param}, "
                            f"not a part of {shape.parameters[param]}")
        entries.append(ir.DictAttr.get({
            "alias": ir.DictAttr.get({"kind": ir.StringAttr.get(kind.replace("-", "_")),
                                      "parameter_index": ir.DenseI64ArrayAttr.get(index),
                                      "parameter_number": _i64(param)}),
            "output_index": ir.DenseI64ArrayAttr.get(output)}))
    return ir.ArrayAttr.get(entries)


def _donor_attrs(a: Attr, shape, main_func, src) -> list[ir.Attribute]:
    """jax.buffer_donor on the parameters donated whole; the entries naming a tuple
    parameter's element (our entry keeps tuple parameters whole) are returned, for the
    module's mhlo.buffer_donor."""
    donors = _donors(a, src)
    elements = []
    existing = main_func.attributes["arg_attrs"] if "arg_attrs" in main_func.attributes else None
    per_arg = [{} for _ in shape.parameters]
    if existing is not None:
        for i, d in enumerate(ir.ArrayAttr(existing)):
            d = ir.DictAttr(d)
            per_arg[i] = dict(mlir_attrs.items(d))
    for param, index in donors:
        if not 0 <= param < len(shape.parameters):
            raise src.error(a.pos, f"buffer_donor names parameter {param}; the entry computation has "
                            f"{len(shape.parameters)}")
        if index:
            if shape.parameters[param].subshape(index) is None:
                raise src.error(a.pos, f"buffer_donor names {{{','.join(map(str, index))}}} of parameter {param}, "
                                f"not a part of {shape.parameters[param]}")
            elements.append(ir.DictAttr.get({"parameter_number": _i64(param),
                                             "parameter_index": ir.DenseI64ArrayAttr.get(list(index))}))
            continue
        per_arg[param]["jax.buffer_donor"] = ir.BoolAttr.get(True)
    main_func.attributes["arg_attrs"] = ir.ArrayAttr.get([ir.DictAttr.get(d) for d in per_arg])
    return elements


__all__ = ["Annotator", "module_attributes"]
