"""The OpDef record and the registry every other component reads.

An OpDef says everything about one XlaBuilder op: its arguments in the seed's
order (operands, attributes, called computations), how its result shape is
inferred (raising BuilderError in XLA's words), and what it lowers to. The builder
function, the verifier, the lowering pattern and the reference kernel are all
looked up by the op's name.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any, Callable

from bridge.errors import BuilderError, HloBridgeError
from bridge.shape import Shape

from .attrs import from_mlir

OPERAND = "operand"            # one XlaOp
OPERANDS = "operands"          # a list of XlaOps (variadic)
COMPUTATION = "computation"    # an XlaComputation (becomes a symbol ref / region)
COMPUTATIONS = "computations"  # a list of XlaComputations (Conditional's branches): an array of symbol refs


@dataclass(frozen=True)
class Arg:
    """One argument of a builder function, named as in the seed's argument table."""
    name: str
    kind: str                       # OPERAND, OPERANDS, COMPUTATION or an attribute kind (attrs.py)
    default: Any = ...              # ... = required
    aliases: tuple[str, ...] = ()   # other keyword spellings people use

    @property
    def required(self) -> bool:
        return self.default is ...

    @property
    def is_attr(self) -> bool:
        return self.kind not in (OPERAND, OPERANDS, COMPUTATION, COMPUTATIONS)


@dataclass(frozen=True)
class OpDef:
    name: str                       # XlaBuilder name: "Add"
    mnemonic: str                   # MLIR op name without dialect: "add" -> "xla.add"
    args: tuple[Arg, ...]
    infer: Callable[..., Any]       # infer(op, **bound) -> Shape | list[Shape]
    doc: str
    family: str                     # groups lowering/reference/doc rows: "binary", "shape", ...
    lowers_to: str | None = None    # the op a one-to-one lowering makes ("stablehlo.add", "chlo.erf")
    lowering_note: str = ""         # how it lowers when not one op (prose for docs/ops.md)
    builder_first: bool = False     # takes the XlaBuilder first (no XlaOp operand), as in C++
    traits: frozenset = frozenset() # TRAITS it has (element-wise ops get "elementwise", "pure")
    bind: Callable | None = None    # maps another XLA signature of the op onto `args` (Gather's flat one)
    check: Callable | None = None   # sees the user's raw arguments before binding (a constant operand ...)
    direction: str | None = None    # a comparison's direction ("EQ" ...)
    total_order: bool = False       # a comparison in IEEE total order
    not_on_cpu: str | None = None   # why PJRT CPU cannot execute it (None: it does, and a test shows it)

    @property
    def op_name(self) -> str:
        return "xla." + self.mnemonic

    def arg(self, name: str) -> Arg:
        for a in self.args:
            if a.name == name:
                return a
        raise KeyError(name)

    @property
    def attr_args(self) -> tuple[Arg, ...]:
        return tuple(a for a in self.args if a.is_attr)

    @property
    def operand_args(self) -> tuple[Arg, ...]:
        return tuple(a for a in self.args if a.kind in (OPERAND, OPERANDS))

    @property
    def computation_args(self) -> tuple[Arg, ...]:
        return tuple(a for a in self.args if a.kind in (COMPUTATION, COMPUTATIONS))

    def decode(self, op, name: str):
        """The value of argument `name` as an attribute of xla op `op`, decoded by its kind
        (its default when the attribute is absent): what lowering patterns and reference
        kernels read."""
        a = self.arg(name)
        attrs = op.attributes
        if name not in attrs:
            return None if a.default is ... else a.default
        return from_mlir(a.kind, attrs[name])

    def signature(self) -> str:
        parts = ["builder"] if self.builder_first else []
        for a in self.args:
            text = a.name + ("..." if a.kind == OPERANDS else "")
            parts.append(text if a.required else f"{text}={a.default!r}")
        return f"{self.name}({', '.join(parts)})"


OPS: dict[str, OpDef] = {}           # by builder name
BY_OP_NAME: dict[str, OpDef] = {}    # by MLIR op name ("xla.add")


# elementwise: computes each result element from the operands' elements at the same index
# (and broadcasts like one); pure: a function of its operands alone (constant-foldable).
# "dynamic-result": which result dimensions are dynamic depends on an operand's value
# (SetDimensionSize), so builder calls are never answered from a cache of shapes
TRAITS = ("elementwise", "pure", "dynamic-result")
_ELEMENTWISE_FAMILIES = ("unary", "binary", "compare")


def define(name: str, mnemonic: str, args, infer, doc: str, family: str, traits=(), **kw) -> OpDef:
    if name in OPS:
        raise RuntimeError(f"op {name} defined twice")
    traits = set(traits) | ({"elementwise"} if family in _ELEMENTWISE_FAMILIES else set())
    if "elementwise" in traits:
        traits.add("pure")
    unknown = traits - set(TRAITS)
    if unknown:
        raise RuntimeError(f"op {name}: unknown traits {sorted(unknown)} (known: {', '.join(TRAITS)})")
    d = OpDef(name, mnemonic, tuple(args), _naming_op(name, infer), doc, family, traits=frozenset(traits), **kw)
    OPS[name] = d
    BY_OP_NAME[d.op_name] = d
    return d


def _naming_op(name: str, infer):
    """infer, with a shape that no Shape can hold (a negative size the user gave Reshape) made
    the user's error: a BuilderError naming the op and its operands, as XLA's rules' are."""
    @functools.wraps(infer)
    def wrapped(**kw):
        try:
            return infer(**kw)
        except BuilderError:
            raise
        except HloBridgeError as e:
            shapes = "; ".join(f"{k}: {v}" for k, v in kw.items() if isinstance(v, Shape))
            raise BuilderError(f"{name}: {e}" + (f" ({shapes})" if shapes else "")) from None
    return wrapped


def get(name: str) -> OpDef:
    """Look an op up by builder name ("Add") or MLIR name ("xla.add")."""
    d = OPS.get(name) or BY_OP_NAME.get(name)
    if d is None:
        raise KeyError(f"no xla op named {name!r}")
    return d


def with_trait(trait: str) -> list[OpDef]:
    """The definitions with `trait` (the lists other components used to keep by hand)."""
    return [d for d in OPS.values() if trait in d.traits]

