"""Parsed HLO -> XlaComputation: one XlaBuilder per computation, one `bridge.ops` call per
instruction (rows of `hlo.opcodes`), callees built on first use.

Every instruction's declared shape is checked against the shape the builder infers, so
HLO that XLA's own parser would accept but that does not type-check (jaxlib's native
converter silently accepts some) fails here naming the instruction and line:col; a
shape left out is the inferred one. Metadata, shardings and frontend attributes go
through the builder's setters (hlo/annotate.py), so each op's location names the user's
source line as XLA's importer would.
"""
from __future__ import annotations

import re

from jaxlib.mlir import ir

from bridge import dynamic_dims
from bridge.errors import HloBridgeError

from . import consistency, hlo_attrs as hlo_attrs
from .annotate import Annotator, module_attributes
from .lexer import INT, HloParseError, int_value
from .literals import ElidedLiteral, parse_literal
from .opcodes import ACCURACY_OPCODES, IGNORED_ATTRS, KNOWN_OPCODES, row_for
from .syntax import Computation, HloModule, Instruction

_REQUIRED = object()
# opcodes whose computation lowering copies into a region of the op (no function call is left):
# one built computation may stand for every computation written the same (see _shared_key)
INLINED = frozenset({"reduce", "reduce-window", "scatter", "select-and-scatter", "sort", "map", "all-reduce",
                     "all-reduce-start", "reduce-scatter"})
_SHARED_MAX = 16   # instructions: jax's reducers are 3 (a dump of a big model has thousands)
_OP_NAMED = re.compile(r'op_name="[^"]')
# a dimension list holding `<=N` or `?` (not a sharding's iota `[2,2]<=[4]`)
DYNAMIC_DIM = re.compile(r"[\[,]\s*(?:<=\s*\d|\?\s*[,\]])")


class UnsupportedHloOpcode(HloParseError):
    """Valid HLO using an opcode (or attribute) our builder cannot express yet."""


class Inst:
    """What an opcode row sees of one instruction (see hlo/opcodes.py)."""
    __slots__ = ("em", "inst", "b", "ops", "shape", "used")

    def __init__(self, em: "Emitter", inst: Instruction, builder, operands):
        self.em, self.inst, self.b, self.ops, self.shape = em, inst, builder, operands, inst.shape
        self.used: set[str] = set()

    def fail(self, message: str, cls=HloParseError, pos: int | None = None):
        inst = self.inst
        raise self.em.src.error(inst.opcode_pos if pos is None else pos,
                                f"instruction '{inst.name}' ({inst.opcode}): {message}", cls)

    def arity(self, n: int):
        if len(self.ops) != n:
            self.fail(f"takes {n} operand{'s' if n != 1 else ''}, got {len(self.ops)}")

    def same_dims(self, *indices: int):
        shapes = [self.ops[k].shape for k in indices]
        if shapes.count(shapes[0]) == len(shapes) and shapes[0].is_array:   # the usual case, one shape
            return
        if any(not s.is_array for s in shapes) or len({s.dimensions for s in shapes}) > 1 and not (
                self.em.dynamic and dynamic_dims.compatible(shapes)):
            self.fail("operands must be arrays of the same dimensions (HLO broadcasts explicitly), got "
                      + ", ".join(f"{s}" for s in shapes))

    def attr(self, name: str, kind: str, default=_REQUIRED):
        self.used.add(name)
        a = self.inst.attrs.get(name)
        if a is None:
            if default is _REQUIRED:
                self.fail(f"missing attribute {name}=")
            return default
        try:
            return hlo_attrs.decode(a, kind, self.em.src.text)
        except hlo_attrs.AttrError as e:
            self.fail(f"attribute {name}: {e}", pos=a.pos if e.pos is None else e.pos)

    def declared_operand(self, k: int):
        """The shape operand k's instruction declares, its layout included (the built value
        has the layout its builder op infers: usually none)."""
        return self.em.declared_shape(self.inst.operands[k]) or self.ops[k].shape

    def with_shape(self, shape) -> "Inst":
        """This instruction as if it declared `shape` (what an async start declares inside its
        tuple); attributes it reads still count as used by this one."""
        j = Inst(self.em, self.inst, self.b, self.ops)
        j.shape, j.used = shape, self.used
        return j

    def comp(self, name: str):
        ref = self.attr(name, "computation")
        return self.em.computation(ref, self.inst.attrs[name].pos, self.inst.opcode in INLINED)

    def comps(self, name: str):
        refs = self.attr(name, "computations")
        return [self.em.computation(r, self.inst.attrs[name].pos) for r in refs]

    def attr_literal(self, name: str):
        """An attribute holding a typed literal, `literal=s32[2] {1, 2}` (a custom call's), as
        numpy; None when absent."""
        self.used.add(name)
        a = self.inst.attrs.get(name)
        if a is None:
            return None
        from .parser import Parser
        p = Parser.over(self.em.src, a.tokens)
        shape = p.shape()
        if not shape.is_array:
            self.fail(f"attribute {name}= must be an array literal, got shape {shape}", pos=a.pos)
        try:
            return parse_literal(p.toks[p.i:-1], shape)
        except hlo_attrs.AttrError as e:
            self.fail(f"attribute {name}=: {e}", pos=a.pos)

    def literal(self):
        try:
            return parse_literal(self.inst.payload, self.shape)
        except ElidedLiteral:
            return self.em.elided(self)
        except hlo_attrs.AttrError as e:
            self.fail(f"bad literal for {self.shape}: {e}", pos=self.inst.payload[0].pos if e.pos is None else e.pos)


ELIDED = ("error", "zeros", "random")


class Emitter:
    def __init__(self, module: HloModule, stand_ins: bool = False, elided_constants: str = "error"):
        self.module, self.src = module, module.source
        self.annotate = Annotator(module)
        if elided_constants not in ELIDED:
            raise HloParseError(f"elided_constants must be one of {', '.join(ELIDED)}, got {elided_constants!r}")
        self.elided_policy = elided_constants
        # validating only: an unsupported instruction becomes a value of its declared shape,
        # so the rest of the module is still type-checked; `skipped` lists those opcodes
        self.stand_ins, self.skipped = stand_ins, []
        self.built: dict[str, object] = {}
        self._shared: dict[tuple, object] = {}   # _shared_key -> computation built for an INLINED op
        self.building: list[str] = []
        self._params: dict[str, list[tuple[int, Instruction]]] = {}
        self._declared: dict[str, dict] = {}   # computation -> instruction -> declared shape (made on demand)
        # dynamic dimensions (`f32[<=8]`, `f32[?]`) may be about: the builder then takes each
        # instruction's written shape as its result (bridge.dynamic_dims), as XLA's importer does
        text = self.src.text   # (two substring scans of a 4 MB dump take 2 ms, the pattern 23)
        self.dynamic = ("<=" in text or "?" in text) and DYNAMIC_DIM.search(text) is not None
        import bridge.ops as ops
        from dialect_defs import OPS
        self.ops = ops
        self._builders = {name: getattr(ops, name) for name in OPS}   # the builder's op functions, by name

    def computation(self, name: str, pos: int, inlined: bool = False):
        """The built computation `name`; `inlined`: for an op whose lowering copies it into a
        region, where a computation written the same as one built before is that one."""
        if name in self.built:
            return self.built[name]
        comp = self.module.computations.get(name)
        if comp is None:
            raise self.src.error(pos, f"unknown computation '{name}'")
        key = _shared_key(comp) if inlined else None
        if key is not None and key in self._shared:
            return self._shared[key]
        if name in self.building:
            cycle = " -> ".join(self.building[self.building.index(name):] + [name])
            raise self.src.error(pos, f"computations call each other recursively: {cycle}")
        self.building.append(name)
        try:
            self.built[name] = built = self._build(comp)
        finally:
            self.building.pop()
        if key is not None:
            self._shared[key] = built
        return built

    def declared_shape(self, name: str):
        """The declared shape of instruction `name` of the computation being built."""
        comp = self.building[-1]
        table = self._declared.get(comp)
        if table is None:
            table = self._declared[comp] = {i.name: i.shape for i in self.module.computations[comp].instructions}
        return table.get(name)

    # -- one computation ------------------------------------------------------------------
    def _parameters(self, comp: Computation) -> list[tuple[int, Instruction]]:
        """(number, instruction) of `comp`'s parameters in number order, checked once."""
        if comp.name in self._params:
            return self._params[comp.name]
        params = []
        for inst in comp.instructions:
            if inst.opcode != "parameter":
                continue
            p = inst.payload
            if len(p) != 1 or p[0].kind != INT or p[0].text.startswith("-"):
                raise self.src.error(inst.opcode_pos, f"instruction '{inst.name}': parameter(N) needs a "
                                     "non-negative integer N")
            params.append((int_value(p[0].text), inst))
        count = len(params)
        seen: dict[int, Instruction] = {}
        for n, inst in params:
            if n >= count:
                raise self.src.error(inst.payload[0].pos, f"instruction '{inst.name}': bad parameter number {n}: "
                                     f"computation '{comp.name}' has {count} parameter(s), numbered 0..{count - 1}")
            if n in seen:
                raise self.src.error(inst.payload[0].pos, f"instruction '{inst.name}': parameter number {n} is "
                                     f"already taken by '{seen[n].name}' in computation '{comp.name}'")
            seen[n] = inst
        # (a signature's parameter list is not checked: XLA's parser ignores it, only the
        # result shape must agree with the ROOT's)
        self._params[comp.name] = params = sorted(params, key=lambda p: p[0])
        return params

    def _build(self, comp: Computation):
        from bridge.builder import XlaBuilder
        b = XlaBuilder(comp.name)
        values: dict[str, object] = {}
        for n, inst in self._parameters(comp):
            self.annotate.apply(b, inst)
            i = Inst(self, inst, b, [])
            extra = (self._replication(i),) if not inst.attrs.keys() <= IGNORED_ATTRS else ()
            values[inst.name] = self._call(i, self.ops.Parameter, b, n, inst.shape, inst.name, *extra)
        by_name: dict[str, Instruction] = {}   # made by _ensure, when first needed
        emit = self._emit
        for inst in comp.instructions:
            if inst.name in values:
                continue
            try:   # the usual order, operands first; otherwise _ensure finds one
                operands = [values[o] for o in inst.operands]
            except KeyError:
                self._ensure(inst, comp, by_name, values, b)
            else:
                values[inst.name] = emit(inst, operands, b)
        root = comp.root
        root_shape = values[root.name].shape
        if comp.signature is not None and not comp.signature[1].same_dims_and_type(root_shape):
            raise self.src.error(root.pos, f"ROOT '{root.name}' has shape {root_shape} but computation "
                                 f"'{comp.name}' declares result {comp.signature[1]}")
        self.annotate.clear(b)
        try:
            return b.build(values[root.name])
        except HloBridgeError as e:
            raise self.src.error(comp.pos, f"computation '{comp.name}': {e}") from None

    def _replication(self, i: Inst) -> tuple[bool, ...]:
        """A parameter's parameter_replication={true,false,...}, a value per leaf buffer (the
        only attribute of its own XLA's parser takes; any other is refused, as XLA does)."""
        attrs = i.inst.attrs
        for name in attrs.keys() - IGNORED_ATTRS - {"parameter_replication"}:
            i.fail(f"unexpected attribute {name}= (a parameter takes parameter_replication= and the "
                   "attributes of every instruction)", pos=attrs[name].pos)
        replicated = i.attr("parameter_replication", "bools", ())
        leaves = len(i.shape.leaves())
        if replicated and len(replicated) != leaves:
            i.fail(f"attribute parameter_replication: {len(replicated)} value(s), but the parameter's shape "
                   f"{i.shape} has {leaves} leaf buffer(s)", pos=attrs["parameter_replication"].pos)
        return replicated

    def _ensure(self, target: Instruction, comp: Computation, by_name, values, b) -> None:
        """Emit `target` after its operands (HLO text may use a name before defining it)."""
        if not by_name:
            by_name.update((inst.name, inst) for inst in comp.instructions)
        stack, expanded = [target], set()
        while stack:
            inst = stack[-1]
            if inst.name in values:
                stack.pop()
                continue
            missing = []
            for name in inst.operands:
                if name not in values:
                    if name not in by_name:
                        raise self.src.error(inst.opcode_pos, f"instruction '{inst.name}' uses '{name}', which "
                                             "is not an instruction of this computation")
                    missing.append(by_name[name])
            if missing:
                if inst.name in expanded:
                    raise self.src.error(inst.pos, f"instruction '{inst.name}' depends on itself "
                                         f"(through '{missing[0].name}')")
                expanded.add(inst.name)
                stack.extend(reversed(missing))
                continue
            values[inst.name] = self._emit(inst, [values[o] for o in inst.operands], b)
            stack.pop()

    def _emit(self, inst: Instruction, operands, b):
        row = row_for(inst.opcode)
        if row is None and inst.opcode not in KNOWN_OPCODES:
            raise self.src.error(inst.opcode_pos, f"unknown HLO opcode '{inst.opcode}'")
        i = Inst(self, inst, b, operands)
        if inst.operand_shapes is not None:
            self._check_written(inst, operands)
        self.annotate.apply(b, inst)
        if self.dynamic:
            b.declared = inst.shape if dynamic_dims.involved(operands, inst.shape) else None
        try:
            return self._call(i, self._translate, i, row)
        except UnsupportedHloOpcode:
            if not self.stand_ins or inst.shape is None:
                raise
            self.skipped.append(inst.opcode)
            return self._call(i, self.zeros, b, inst.shape, inst)
        finally:
            b.declared = None

    def _check_written(self, inst: Instruction, operands) -> None:
        """The long form's operand shapes, `add(f32[2,2] %p, ...)`, against the operands' (as
        XLA's parser: a shape written for an operand is that operand's, layout aside)."""
        for k, (written, value) in enumerate(zip(inst.operand_shapes, operands)):
            if written is not None and not written.same_dims_and_type(value.shape):
                name = inst.operands[k]
                raise self.src.error(self._operand_pos(inst, k), f"instruction '{inst.name}' ({inst.opcode}): "
                                     f"operand {k} is written {written}, but '{name}' is {value.shape}")

    def _operand_pos(self, inst: Instruction, k: int) -> int:
        """Where operand k's name is written (its k-th use on the instruction's line; the
        opcode's place when it is not found there): only errors pay for finding it."""
        text, name = self.src.text, inst.operands[k]
        end = text.find("\n", inst.opcode_pos)
        uses = [m.start() for m in re.finditer(rf"(?<![\w.$%-])%?{re.escape(name)}(?![\w.$-])",
                                               text[inst.opcode_pos:len(text) if end < 0 else end])]
        nth = inst.operands[:k].count(name)
        return inst.opcode_pos + uses[nth] if nth < len(uses) else inst.opcode_pos

    def zeros(self, b, shape, inst):
        """Zeros of `shape` (cheaply: a broadcast scalar): a stand-in for an unsupported value,
        or an async start's context values."""
        ops = self.ops
        if shape.is_tuple:
            return ops.Tuple(b, [self.zeros(b, s, inst) for s in shape.tuple_shapes])
        if shape.is_token:
            if "CreateToken" not in self._builders:
                raise self.src.error(inst.opcode_pos, f"HLO opcode '{inst.opcode}' is not supported yet",
                                     UnsupportedHloOpcode)
            return ops.CreateToken(b)
        import numpy as np
        zero = ops.Constant(b, np.zeros((), shape.dtype))
        return ops.BroadcastInDim(zero, shape.dimensions, ()) if shape.rank else zero

    def _translate(self, i: Inst, row):
        if row is None:
            i.fail(f"HLO opcode '{i.inst.opcode}' is not supported yet", UnsupportedHloOpcode)
        if row.op is not None and row.op not in self._builders:
            i.fail(f"not supported yet (the builder has no {row.op})", UnsupportedHloOpcode)
        out = self.op(i, row.translate(i))
        attrs = i.inst.attrs
        if not attrs.keys() <= IGNORED_ATTRS:   # (no sets made for the many with metadata only)
            extra = attrs.keys() - i.used - IGNORED_ATTRS
            if "result_accuracy" in extra:   # (XLA's parser refuses it there: not a gap of ours)
                i.fail("result_accuracy= is only an attribute of " + ", ".join(sorted(ACCURACY_OPCODES)),
                       pos=attrs["result_accuracy"].pos)
            if extra:
                name = min(extra)
                i.fail(f"attribute {name}= is not supported", UnsupportedHloOpcode, attrs[name].pos)
        return out

    def op(self, i: Inst, out):
        """An opcode row's answer, (bridge.ops name, args, kwargs) or an XlaOp, as an XlaOp."""
        if isinstance(out, tuple):
            name, args, kwargs = out
            build = self._builders.get(name)
            if build is None:
                i.fail(f"not supported yet (the builder has no {name})", UnsupportedHloOpcode)
            out = build(*args, **kwargs)
        return out

    def elided(self, i: Inst):
        """The value of a constant printed elided, `constant({...})`, by the policy chosen."""
        from .elided import HINT, fill
        if self.elided_policy == "error":
            i.fail(f"the constant's value was elided ({{...}}); {HINT}", pos=i.inst.payload[0].pos)
        shape = i.shape
        if not shape.is_array:
            i.fail(f"an elided constant of shape {shape} cannot be filled in; only arrays can")
        return fill(shape, self.elided_policy, i.inst.name)

    def _call(self, i: Inst, make, *args):
        """make(*args), its errors worded as `i`'s, its shape checked against `i`'s declared one."""
        try:
            out = make(*args)
        except HloParseError:
            raise
        except HloBridgeError as e:
            i.fail(" ".join(str(e).split()))
        except (TypeError, ValueError, KeyError, IndexError, ir.MLIRError) as e:
            # an op definition refusing arguments in a way it should have worded: still one line
            i.fail(f"cannot build it: {type(e).__name__}: {' '.join(str(e).split())[:300]}")
        declared = i.shape   # (usually equal to the built one, layout included: one quick comparison)
        if declared is not None and out.shape != declared:
            if not out.shape.same_dims_and_type(declared):
                operands = ", ".join(f"{o.shape}" for o in i.ops)
                i.fail(f"declared shape {i.shape} does not match {out.shape}, the shape {i.inst.opcode}"
                       f"({operands}) has", pos=i.inst.pos)
            if declared.is_array and out.shape.dynamic != declared.dynamic and self.dynamic:
                out = _retyped(out, declared)   # a builder call repeating an earlier one's result
        return out


def _shared_key(comp: Computation):
    """What the built form of a small computation depends on, its instruction names left out
    where they are not its locations (a name is the location of an instruction whose metadata
    has no op_name); None for a big one. jax writes one reducer per reduce, all the same."""
    insts = comp.instructions
    if len(insts) > _SHARED_MAX:
        return None
    index = {inst.name: k for k, inst in enumerate(insts)}
    key = [comp.signature[1] if comp.signature is not None else None]
    for inst in insts:
        attrs = inst.attrs
        md = attrs.get("metadata")
        key.append((None if md is not None and _OP_NAMED.search(md.text) else inst.name, inst.opcode,
                    inst.shape, inst.is_root, tuple([index.get(o, o) for o in inst.operands]),
                    tuple([(k, a.text) for k, a in attrs.items()]), tuple([t.text for t in inst.payload]),
                    None if inst.operand_shapes is None else tuple(inst.operand_shapes)))
    return tuple(key)


def _retyped(out, declared):
    """`out` given the dynamic dimensions its instruction declares (same bounds)."""
    from bridge.builder import XlaOp
    out.value.set_type(out.builder.mlir_type(declared))
    return XlaOp(out.builder, out.value, declared, out.op_name)


def _rename_uses(module_op, renames: dict) -> None:
    """Point the computation attributes of every xla op at the renamed functions."""
    from dialect_defs import BY_OP_NAME
    refs = {name: tuple(a.name for a in d.computation_args) for name, d in BY_OP_NAME.items()
            if d.computation_args}

    def new_ref(attr):
        old = attr.value
        return ir.FlatSymbolRefAttr.get(renames[old]) if old in renames else None

    advance = ir.WalkResult.ADVANCE   # (looked up once: this visits every op)

    def visit(op):
        names = refs.get(op.name)
        if names:
            attrs = op.attributes
            for n in names:
                if n not in attrs:
                    continue
                a = attrs[n]
                if isinstance(a, ir.FlatSymbolRefAttr):
                    new = new_ref(a)
                    if new is not None:
                        attrs[n] = new
                elif isinstance(a, ir.ArrayAttr):
                    items = [new_ref(x) or x if isinstance(x, ir.FlatSymbolRefAttr) else x for x in a]
                    attrs[n] = ir.ArrayAttr.get(items)
        return advance
    module_op.walk(visit)


def build_module(module: HloModule, elided_constants: str = "error"):
    """The entry computation of `module` as an XlaComputation: the module is named after the
    HLO module and its private functions after the HLO computations they come from."""
    return _build_module(module, Emitter(module, elided_constants=elided_constants))


def check_module(module: HloModule, elided_constants: str = "zeros") -> tuple[str, ...]:
    """Type-check all of `module` as build_module does, except that instructions our builder
    cannot express yet stand in as zeros of their declared shape; returns their opcodes."""
    em = Emitter(module, stand_ins=True, elided_constants=elided_constants)
    _build_module(module, em)
    return tuple(em.skipped)


def _build_module(module: HloModule, em: Emitter):
    for comp in module.computations.values():   # parameter numbers, also of unused computations
        em._parameters(comp)
    consistency.check_module(module)
    entry = module.entry
    comp = em.computation(entry.name, entry.pos)
    m = comp.module
    with m.context:
        m.operation.attributes["sym_name"] = ir.StringAttr.get(module.name)
        table = ir.SymbolTable(m.operation)
        main = table["main"]   # (the entry's: a callee is never renamed to a name taken)
        taken = {ir.StringAttr(op.attributes["sym_name"]).value for op in m.body.operations}
        renames = {}
        for hlo_name, callee in em.built.items():
            if callee is comp or callee.symbol not in taken or callee.symbol in renames:
                continue   # (a computation shared by several HLO ones is named after the first)
            # XLA's exporter names a called computation <function>.<id>: drop the id, unless that
            # is another computation's own name (XLA's fused_computation.1 beside fused_computation)
            stripped = re.sub(r"\.\d+$", "", hlo_name) or hlo_name
            name = next((n for n in (stripped, hlo_name) if n not in taken
                         and not (n != hlo_name and n in em.built)), None)
            if name is None:
                continue
            ir.SymbolTable.set_symbol_name(table[callee.symbol], name)
            renames[callee.symbol] = name
            taken.add(name)
        if renames:   # one walk for all (SymbolTable.replace_all_symbol_uses walks per symbol)
            _rename_uses(m.operation, renames)
    module_attributes(module, comp, main)
    return comp
