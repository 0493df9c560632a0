"""XlaBuilder, XlaOp and XlaComputation: build xla-dialect MLIR the XlaBuilder way.

Each builder owns a module with one func whose body receives `xla.*` ops as they are
built. Shapes are inferred in Python at the call (dialect_defs), so a wrong call fails
where it is made. Parameters are `xla.parameter` ops until build() turns them into
function arguments in parameter-number order.

As in XLA's XlaBuilder, op metadata, a sharding and frontend attributes can be set for
the ops built next (`set_op_metadata` / `set_sharding` / `set_frontend_attributes`, their
`clear_*` and `scoped_*` forms): metadata becomes the ops' MLIR location
(bridge.provenance), the others the discardable attributes `mhlo.sharding` and
`mhlo.frontend_attributes` that the lowering keeps and XLA's exporter reads. A
parameter's attributes become its argument's, the root's sharding the results'.
"""
from __future__ import annotations

import contextlib
import itertools
import re

from jaxlib.mlir import ir

from . import context
from .errors import BuilderError
from .hlo_sharding import HloSharding
from .mlir_types import RESULT_SHAPE, program_result, to_mlir_type
from .provenance import OpMetadata, location
from .shape import ProgramShape, Shape

SHARDING, FRONTEND_ATTRIBUTES, ORIGINAL_VALUE = "mhlo.sharding", "mhlo.frontend_attributes", "mhlo.original_value"

_symbol_counter = itertools.count(1)


def symbol_for(name: str) -> str:
    clean = re.sub(r"[^A-Za-z0-9_.]", "_", name) or "computation"
    if not (clean[0].isalpha() or clean[0] == "_"):
        clean = "c_" + clean
    return f"{clean}.{next(_symbol_counter)}"


class XlaOp:
    """A value produced by an op of one XlaBuilder."""
    __slots__ = ("builder", "value", "shape", "op_name")

    def __init__(self, builder: "XlaBuilder", value: ir.Value, shape: Shape, op_name: str):
        self.builder, self.value, self.shape, self.op_name = builder, value, shape, op_name

    def __repr__(self) -> str:
        return f"XlaOp({self.op_name}: {self.shape})"

    # Operators build the same ops as bridge.ops (Python scalars become constants).
    def _bin(self, name, other, reverse=False):
        from . import ops
        other = other if isinstance(other, XlaOp) else ops.Constant(self.builder, other, self.shape.element_type)
        return getattr(ops, name)(*((other, self) if reverse else (self, other)))

    def __add__(self, o): return self._bin("Add", o)
    def __radd__(self, o): return self._bin("Add", o, True)
    def __sub__(self, o): return self._bin("Sub", o)
    def __rsub__(self, o): return self._bin("Sub", o, True)
    def __mul__(self, o): return self._bin("Mul", o)
    def __rmul__(self, o): return self._bin("Mul", o, True)
    def __truediv__(self, o): return self._bin("Div", o)
    def __rtruediv__(self, o): return self._bin("Div", o, True)
    def __pow__(self, o): return self._bin("Pow", o)
    def __mod__(self, o): return self._bin("Rem", o)
    def __and__(self, o): return self._bin("And", o)
    def __or__(self, o): return self._bin("Or", o)
    def __xor__(self, o): return self._bin("Xor", o)
    def __lshift__(self, o): return self._bin("ShiftLeft", o)
    def __rshift__(self, o): return self._bin("ShiftRightArithmetic", o)
    def __lt__(self, o): return self._bin("Lt", o)
    def __le__(self, o): return self._bin("Le", o)
    def __gt__(self, o): return self._bin("Gt", o)
    def __ge__(self, o): return self._bin("Ge", o)

    def __neg__(self):
        from . import ops
        return ops.Neg(self)

    def __invert__(self):
        from . import ops
        return ops.Not(self)

    __hash__ = object.__hash__   # XlaOps are graph nodes; == is not overloaded


class XlaComputation:
    """A built computation: an xla-dialect module whose entry function is @main."""

    def __init__(self, name: str, symbol: str, module: ir.Module, program_shape: ProgramShape):
        self.name, self.symbol, self.module = name, symbol, module
        self._program_shape = program_shape

    def program_shape(self) -> ProgramShape:
        return self._program_shape

    def as_text(self) -> str:
        """The xla-dialect module in MLIR's generic form."""
        return self.module.operation.get_asm(print_generic_op_form=True, assume_verified=True)

    def __str__(self) -> str:
        return self.as_text()

    def __repr__(self) -> str:
        return f"XlaComputation({self.name!r}: {self._program_shape})"


class XlaBuilder:
    def __init__(self, name: str = "computation"):
        self.name = str(name)
        self.symbol = symbol_for(self.name)
        self.ctx = context.get_context()
        with self.ctx:
            self._init_module()
        self._params: dict[int, tuple[XlaOp, str]] = {}
        self._called: dict[str, XlaComputation] = {}
        self._last: XlaOp | None = None
        self._built: XlaComputation | None = None
        self._metadata: OpMetadata | None = None
        self._sharding: HloSharding | None = None
        self._extra: dict[str, ir.Attribute] = {}   # discardable attributes of the ops built next
        # the result shape the next op is declared to have, when dynamic dimensions are about:
        # HLO text writes it (bridge.hlo), and bridge.dynamic_dims takes it over the bounds'
        self.declared: Shape | None = None

    def _init_module(self):
        self.loc = ir.Location.unknown(self.ctx)
        self.module = ir.Module.create(self.loc)
        self._func = ir.Operation.create(
            "func.func", regions=1, loc=self.loc, ip=ir.InsertionPoint(self.module.body),
            attributes={"sym_name": ir.StringAttr.get("main", self.ctx),
                        "function_type": ir.TypeAttr.get(ir.FunctionType.get([], [], self.ctx))})
        self._block = self._func.regions[0].blocks.append()
        self._ip = ir.InsertionPoint(self._block)

    def __repr__(self) -> str:
        return f"XlaBuilder({self.name!r})"

    def mlir_type(self, shape: Shape) -> ir.Type:
        return to_mlir_type(shape, self.ctx)

    # -- what the next ops carry (XlaBuilder's SetOpMetadata, SetSharding, SetFrontendAttributes)
    def set_op_metadata(self, metadata: OpMetadata | None, name: str = "") -> None:
        """Metadata of the ops built from now on (their MLIR location, bridge.provenance);
        `name`, an HLO instruction name, is the location when metadata has no op_name."""
        if metadata is not None and not isinstance(metadata, OpMetadata):
            raise BuilderError(f"set_op_metadata takes a bridge.OpMetadata, got {type(metadata).__name__}")
        self._metadata = metadata
        self.loc = location(metadata, name, self.ctx)

    def clear_op_metadata(self) -> None:
        self.set_op_metadata(None)

    @property
    def op_metadata(self) -> OpMetadata | None:
        return self._metadata

    def set_sharding(self, sharding) -> None:
        """The sharding of the ops built from now on: HLO sharding text ("{replicated}",
        "{devices=[2,1]0,1}" ...) or a bridge.HloSharding; None clears it."""
        if sharding is None:
            self._sharding = None
            self._extra.pop(SHARDING, None)
            return
        try:
            parsed = HloSharding.of(sharding).check()
        except ValueError as e:
            raise BuilderError(f"set_sharding: {e}") from None
        self._sharding = parsed
        self._extra[SHARDING] = ir.StringAttr.get(parsed.to_string(), self.ctx)

    def clear_sharding(self) -> None:
        self.set_sharding(None)

    @property
    def sharding(self) -> HloSharding | None:
        return self._sharding

    def set_frontend_attributes(self, attributes: dict | None) -> None:
        """Frontend attributes ({name: str}) of the ops built from now on; None clears them."""
        if not attributes:
            self._extra.pop(FRONTEND_ATTRIBUTES, None)
            return
        if not all(isinstance(k, str) and isinstance(v, str) for k, v in attributes.items()):
            raise BuilderError(f"set_frontend_attributes takes a dict of str to str, got {attributes!r}")
        self._extra[FRONTEND_ATTRIBUTES] = ir.DictAttr.get(
            {k: ir.StringAttr.get(v, self.ctx) for k, v in attributes.items()}, self.ctx)

    def clear_frontend_attributes(self) -> None:
        self.set_frontend_attributes(None)

    def set_original_value(self, value) -> None:
        """XLA's original value of the ops built from now on (HLO's `origin=`: which values of
        the unoptimized module they compute): (is_synthetic_call, ((tuple_index, instruction,
        shape_index), ...)), instruction None for a leaf with none; None clears it. Kept as
        mhlo.original_value, XLA's importer's form."""
        if value is None:
            self._extra.pop(ORIGINAL_VALUE, None)
            return
        try:
            synthetic, leaves = value
            parts = [f"<[{', '.join(map(str, tuple_index))}], "
                     + ("none>" if name is None else f"<{ir.StringAttr.get(str(name), self.ctx)}, "
                                                     f"[{', '.join(map(str, shape_index))}]>>")
                     for tuple_index, name, shape_index in leaves]
            text = f"#mhlo.original_value<{'true' if synthetic else 'false'}, [{', '.join(parts)}]>"
            self._extra[ORIGINAL_VALUE] = ir.Attribute.parse(text, self.ctx)
        except (TypeError, ValueError, ir.MLIRError) as e:
            raise BuilderError(f"set_original_value: expected (is_synthetic_call, ((tuple_index, instruction, "
                               f"shape_index), ...)), got {value!r} ({e})") from None

    @contextlib.contextmanager
    def scoped_op_metadata(self, metadata: OpMetadata | None):
        """`with b.scoped_op_metadata(md):` ops built inside carry md (XlaScopedOpMetadataAssignment)."""
        saved, saved_loc = self._metadata, self.loc
        self.set_op_metadata(metadata)
        try:
            yield self
        finally:
            self._metadata, self.loc = saved, saved_loc

    @contextlib.contextmanager
    def scoped_sharding(self, sharding):
        """`with b.scoped_sharding("{replicated}"):` (XlaScopedShardingAssignment)."""
        saved = self._sharding, self._extra.get(SHARDING)
        self.set_sharding(sharding)
        try:
            yield self
        finally:
            self._restore(SHARDING, saved[1])
            self._sharding = saved[0]

    @contextlib.contextmanager
    def scoped_frontend_attributes(self, attributes: dict | None):
        """`with b.scoped_frontend_attributes({"k": "v"}):` (XlaScopedFrontendAttributesAssignment)."""
        saved = self._extra.get(FRONTEND_ATTRIBUTES)
        self.set_frontend_attributes(attributes)
        try:
            yield self
        finally:
            self._restore(FRONTEND_ATTRIBUTES, saved)

    def _restore(self, name: str, attr) -> None:
        if attr is None:
            self._extra.pop(name, None)
        else:
            self._extra[name] = attr

    # -- used by bridge.ops ---------------------------------------------------------------
    def _emit(self, op_name: str, operands, attributes: dict, result: Shape,
              computations=(), label: str = "") -> XlaOp:
        if self._built is not None:
            raise BuilderError(f"{label or op_name}: builder '{self.name}' was already built")
        for comp in computations:
            self._called[comp.symbol] = comp
        if self._extra:
            if self._sharding is not None:
                self._check_sharding(result, label or op_name)
            attributes = {**attributes, **self._extra}
        op = ir.Operation.create(op_name, results=[self.mlir_type(result)],
                                 operands=[o.value for o in operands], attributes=attributes,
                                 loc=self.loc, ip=self._ip)
        out = XlaOp(self, op.result, result, op_name)
        self._last = out
        return out

    def _emit_known(self, op_name: str, operands, attributes: dict, result: Shape, rtype: ir.Type,
                    label: str) -> XlaOp:
        """_emit for an op whose result type `rtype` (of this builder's context) is known: the
        per-op path of a builder call repeating an earlier one (bridge.ops), binding calls only."""
        if self._built is not None or self._extra:
            return self._emit(op_name, operands, attributes, result, (), label)
        # positional arguments: the binding's keyword parsing costs more than the call itself
        n = len(operands)
        values = [operands[0].value, operands[1].value] if n == 2 else [o.value for o in operands] if n else None
        op = ir.Operation.create(op_name, [rtype], values, attributes, None, 0, self.loc, self._ip)
        out = self._last = XlaOp(self, op.result, result, op_name)
        return out

    def _check_sharding(self, result: Shape, label: str) -> None:
        try:
            if result.is_tuple:
                self._sharding.leaves(len(result.leaves()))
            elif result.is_array:
                self._sharding.check(rank=result.rank)
        except ValueError as e:
            raise BuilderError(f"{label}: {e} (result {result})") from None

    def _add_parameter(self, number: int, shape: Shape, name: str, attributes: dict) -> XlaOp:
        if number in self._params:
            raise BuilderError(f"Parameter: parameter number {number} already defined in builder "
                               f"'{self.name}' (as {self._params[number][0].shape})")
        op = self._emit("xla.parameter", [], attributes, shape, label="Parameter")
        self._params[number] = (op, name)
        return op

    # -- build ------------------------------------------------------------------------------
    def build(self, root: XlaOp | None = None) -> XlaComputation:
        with self.ctx:
            return self._build(root)

    def _build(self, root):
        if self._built is not None:
            raise BuilderError(f"XlaBuilder '{self.name}' was already built")
        root = root if root is not None else self._last
        if root is None:
            raise BuilderError(f"XlaBuilder '{self.name}': cannot build an empty computation")
        if not isinstance(root, XlaOp) or root.builder is not self:
            raise BuilderError(f"XlaBuilder '{self.name}': root {root!r} was not built by this builder")
        numbers = sorted(self._params)
        if numbers != list(range(len(numbers))):
            missing = sorted(set(range(max(numbers) + 1)) - set(numbers))
            raise BuilderError(f"XlaBuilder '{self.name}': parameter numbers must be 0..{len(numbers) - 1} "
                               f"without gaps; missing {missing} (have {numbers})")
        results = self._flatten(root)
        unknown = ir.Location.unknown(self.ctx)
        ir.Operation.create("func.return", operands=[v.value for v in results], loc=unknown, ip=self._ip)
        result_attrs = self._result_attributes(root, len(results))
        if root.op_name == "xla.tuple" and next(iter(root.value.uses), None) is None:
            root.value.owner.erase()   # the tuple root became the function's results
        params = [self._params[n] for n in numbers]
        arg_attrs = []
        for op, _ in params:
            owner = op.value.owner
            arg = self._block.add_argument(self.mlir_type(op.shape), owner.location)
            arg_attrs.append(_argument_attributes(owner))
            op.value.replace_all_uses_with(arg)
            owner.erase()
        self._func.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(
            [self.mlir_type(op.shape) for op, _ in params], [self.mlir_type(r.shape) for r in results], self.ctx))
        for key, attrs in (("arg_attrs", arg_attrs), ("res_attrs", result_attrs)):
            if any(attrs):
                self._func.attributes[key] = ir.ArrayAttr.get(
                    [ir.DictAttr.get(a, self.ctx) for a in attrs], self.ctx)
        if root.shape.is_tuple and not program_result(results).same_dims_and_type(root.shape):
            # a 1-tuple or nested tuples: the flat results alone do not say it (mlir_types.program_shape)
            self._func.attributes[RESULT_SHAPE] = ir.StringAttr.get(str(root.shape), self.ctx)
        self._import_callees()
        shape = ProgramShape(tuple(op.shape for op, _ in params), root.shape,
                             tuple(name or f"p{i}" for i, (_, name) in enumerate(params)))
        self._built = XlaComputation(self.name, self.symbol, self.module, shape)
        return self._built

    def _result_attributes(self, root: XlaOp, count: int) -> list[dict]:
        """The root's sharding, per result (a tuple sharding split over the leaves), as
        XLA's importer writes it on the entry function's results."""
        owner = root.value.owner
        if SHARDING not in owner.attributes:
            return [{}] * count
        text = ir.StringAttr(owner.attributes[SHARDING]).value
        leaves = HloSharding.parse(text).leaves(count) if root.shape.is_tuple else [HloSharding.parse(text)]
        return [{SHARDING: ir.StringAttr.get(s.to_string(), self.ctx)} for s in leaves]

    def _flatten(self, value: XlaOp) -> list[XlaOp]:
        """A tuple root becomes several function results, in order."""
        if not value.shape.is_tuple:
            return [value]
        if value.op_name == "xla.tuple":
            owner = value.value.owner
            elems = [XlaOp(self, v, s, v.owner.name) for v, s in zip(owner.operands, value.shape.tuple_shapes)]
            return [leaf for e in elems for leaf in self._flatten(e)]
        from . import ops
        return [leaf for i in range(len(value.shape.tuple_shapes))
                for leaf in self._flatten(ops.GetTupleElement(value, i))]

    def _import_callees(self):
        """Clone each called computation's functions into this module (private, unique names)."""
        present = {self.symbol}
        body_start = ir.InsertionPoint.at_block_begin(self.module.body)
        for comp in self._called.values():
            for fn in comp.module.body.operations:
                sym = ir.StringAttr(fn.attributes["sym_name"]).value
                name = comp.symbol if sym == "main" else sym
                if name in present:
                    continue
                present.add(name)
                clone = fn.clone(ip=body_start)
                clone.attributes["sym_name"] = ir.StringAttr.get(name, self.ctx)
                clone.attributes["sym_visibility"] = ir.StringAttr.get("private", self.ctx)


def _argument_attributes(parameter) -> dict:
    """A parameter's argument attributes: its discardable ones, and its replication as XLA's
    importer writes it (only when some leaf is replicated: all false is the default)."""
    attrs = _discardable(parameter)
    replicated = parameter.attributes["replicated_at_leaf_buffers"] \
        if "replicated_at_leaf_buffers" in parameter.attributes else None
    if replicated is not None and any(ir.DenseBoolArrayAttr(replicated)):
        attrs["mhlo.parameter_replication"] = ir.ArrayAttr.get(
            [ir.BoolAttr.get(bool(b)) for b in ir.DenseBoolArrayAttr(replicated)])
    return attrs


def _discardable(op) -> dict:
    """The attributes of `op` that belong to no op definition (dialect-prefixed names:
    mhlo.sharding, mhlo.frontend_attributes ...)."""
    attrs = op.attributes
    return {name: attrs[name] for name in attrs if "." in name}
