"""XLA shapes (seed 004): element type, dimensions, minor_to_major layout, tuples, and
dynamic dimensions (`f32[<=8,?]`: as XLA's Shape, `dimensions` holds a bounded dimension's
bound, `dynamic` marks which are dynamic, and an unbounded one's size is UNBOUNDED)."""
from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from . import dtypes
from .errors import HloBridgeError


_ARRAY_SHAPES: dict = {}
UNBOUNDED = -1   # the size of an unbounded dynamic dimension, `?` (XLA: Shape::kUnboundedSize)


@dataclass(frozen=True, slots=True)
class Shape:
    element_type: str                      # XLA name ('f32', 'pred', 'token', 'tuple')
    dimensions: tuple[int, ...] = ()
    minor_to_major: tuple[int, ...] | None = None
    tuple_shapes: tuple["Shape", ...] | None = None
    dynamic: tuple[bool, ...] | None = None   # None: every dimension static (nearly all shapes)

    # -- constructors (XLA's ShapeUtil spellings) -------------------------------------------
    @staticmethod
    def array_shape(element_type, dimensions, minor_to_major=None, dynamic=None) -> "Shape":
        # Builders make the same few shapes over and over: intern them (hashable args only).
        try:
            key = (element_type, dimensions, minor_to_major, dynamic)
            hit = _ARRAY_SHAPES.get(key)
        except TypeError:   # a list of dims or layout
            key = hit = None
        if hit is None:
            hit = Shape._array_shape(element_type, dimensions, minor_to_major, dynamic)
            if key is not None and len(_ARRAY_SHAPES) < 65536:
                _ARRAY_SHAPES[key] = hit
        return hit

    @staticmethod
    def _array_shape(element_type, dimensions, minor_to_major, dynamic=None) -> "Shape":
        et = dtypes.canonical(element_type)
        dims = tuple(int(d) for d in dimensions)
        if dynamic is not None:
            dynamic = tuple(bool(x) for x in dynamic)
            if len(dynamic) != len(dims):
                raise HloBridgeError(f"{len(dynamic)} dynamic-dimension flags for the {len(dims)} dimensions "
                                     f"of {et}{list(dims)}")
            if not any(dynamic):
                dynamic = None
        if any(d < 0 and not (d == UNBOUNDED and dynamic and dynamic[i]) for i, d in enumerate(dims)):
            raise HloBridgeError(f"negative dimension size in {et}{list(dims)}")
        if minor_to_major is None:
            layout = tuple(range(len(dims) - 1, -1, -1))
        else:
            layout = tuple(int(d) for d in minor_to_major)
            if sorted(layout) != list(range(len(dims))):
                raise HloBridgeError(
                    f"minor_to_major {list(layout)} is not a permutation of the {len(dims)} "
                    f"dimensions of {et}{list(dims)}")
        return Shape(et, dims, layout, None, dynamic)

    @staticmethod
    def scalar(element_type) -> "Shape":
        return Shape.array_shape(element_type, ())

    @staticmethod
    def tuple_shape(shapes) -> "Shape":
        shapes = tuple(shapes)
        if not all(isinstance(s, Shape) for s in shapes):
            raise HloBridgeError("Shape.tuple_shape takes a list of Shape")
        return Shape("tuple", (), None, shapes)

    @staticmethod
    def token_shape() -> "Shape":
        return Shape(dtypes.TOKEN)

    # -- queries ----------------------------------------------------------------------------
    @property
    def is_tuple(self) -> bool:
        return self.tuple_shapes is not None

    @property
    def is_token(self) -> bool:
        return self.element_type == dtypes.TOKEN

    @property
    def is_array(self) -> bool:
        return not self.is_tuple and not self.is_token

    @property
    def rank(self) -> int:
        return len(self.dimensions)

    @property
    def dtype(self) -> np.dtype:
        return dtypes.to_numpy(self.element_type)

    @property
    def is_dynamic(self) -> bool:
        """Whether some dimension is dynamic (bounded `<=8` or unbounded `?`)."""
        return self.dynamic is not None

    @property
    def is_unbounded(self) -> bool:
        return self.dynamic is not None and UNBOUNDED in self.dimensions

    def static(self) -> "Shape":
        """The shape with its dynamic dimensions at their bounds (the padded buffer XLA keeps)."""
        if self.is_tuple:
            return Shape.tuple_shape(s.static() for s in self.tuple_shapes)
        if self.is_unbounded:
            raise HloBridgeError(f"{self} has an unbounded dynamic dimension: it has no static bound")
        return self if self.dynamic is None else Shape.array_shape(self.element_type, self.dimensions,
                                                                   self.minor_to_major)

    def is_dynamic_dimension(self, d: int) -> bool:
        return self.dynamic is not None and self.dynamic[d]

    def element_count(self) -> int:
        return int(np.prod(self.dimensions, dtype=np.int64))

    def with_element_type(self, element_type) -> "Shape":
        return Shape.array_shape(element_type, self.dimensions, None, self.dynamic)

    def with_dimensions(self, dimensions) -> "Shape":
        return Shape.array_shape(self.element_type, dimensions)

    def subshape(self, index) -> "Shape | None":
        """The part at a tuple index path ({1,0}: element 0 of element 1; {} the shape
        itself), or None when the path leaves the shape (XLA's ShapeUtil::GetSubshape)."""
        shape = self
        for i in index:
            if not shape.is_tuple or not 0 <= i < len(shape.tuple_shapes):
                return None
            shape = shape.tuple_shapes[i]
        return shape

    def leaves(self) -> list["Shape"]:
        """Array and token shapes of a (nested) tuple, in order."""
        if self.is_tuple:
            return [leaf for s in self.tuple_shapes for leaf in s.leaves()]
        return [self]

    def major_to_minor(self) -> list[int]:
        """The dimensions from the slowest-varying in memory to the fastest (row-major when
        no layout is given)."""
        if self.minor_to_major is None or len(self.minor_to_major) != self.rank:
            return list(range(self.rank))
        return list(self.minor_to_major)[::-1]

    def same_dims_and_type(self, other: "Shape") -> bool:
        """Equality ignoring layout (XLA's ShapeUtil::Compatible for arrays)."""
        if self.is_tuple or other.is_tuple:
            return (self.is_tuple and other.is_tuple and len(self.tuple_shapes) == len(other.tuple_shapes)
                    and all(a.same_dims_and_type(b) for a, b in zip(self.tuple_shapes, other.tuple_shapes)))
        return self.element_type == other.element_type and self.dimensions == other.dimensions

    def dims_text(self) -> str:
        """`8,4` or, with dynamic dimensions, `<=8,?` (XLA's spelling)."""
        if self.dynamic is None:
            return ",".join(map(str, self.dimensions))
        return ",".join("?" if d == UNBOUNDED else f"<={d}" if dyn else str(d)
                        for d, dyn in zip(self.dimensions, self.dynamic))

    # -- text form --------------------------------------------------------------------------
    def __str__(self) -> str:
        if self.is_tuple:
            return "(" + ", ".join(str(s) for s in self.tuple_shapes) + ")"
        if self.is_token:
            return "token[]"
        text = f"{self.element_type}[{self.dims_text()}]"
        # Rank 0 and 1 have a single layout; XLA's short form omits it.
        if self.rank >= 2 and self.minor_to_major is not None:
            text += "{" + ",".join(map(str, self.minor_to_major)) + "}"
        return text

    def __format__(self, spec: str) -> str:
        # f"{shape}" is XLA's HumanString (no layout), used in error messages as XLA does;
        # str(shape) and f"{shape:L}" carry the layout.
        if spec == "L":
            return str(self)
        if self.is_tuple:
            return "(" + ", ".join(format(s) for s in self.tuple_shapes) + ")"
        return str(self).split("{")[0]

    def __repr__(self) -> str:
        return f"Shape({str(self)!r})"

    @staticmethod
    def parse(text: str) -> "Shape":
        """Parse XLA's shape syntax: 'f32[2,3]{1,0}', '(f32[2], s32[])', 'token[]'."""
        parser = _ShapeParser(text)
        shape = parser.shape()
        parser.skip_ws()
        if parser.pos != len(text):
            parser.fail("unexpected trailing text")
        return shape


_ARRAY_RE = re.compile(r"([a-z][a-z0-9]*)\[([^\]]*)\]")
_LAYOUT_RE = re.compile(r"\{([^}]*)\}")


class _ShapeParser:
    def __init__(self, text: str):
        self.text, self.pos = text, 0

    def fail(self, why: str):
        raise HloBridgeError(f"bad shape {self.text!r} at column {self.pos + 1}: {why}")

    def skip_ws(self):
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1

    def shape(self) -> Shape:
        self.skip_ws()
        if self.text.startswith("(", self.pos):
            self.pos += 1
            parts = []
            self.skip_ws()
            if self.text.startswith(")", self.pos):
                self.pos += 1
                return Shape.tuple_shape(parts)
            while True:
                parts.append(self.shape())
                self.skip_ws()
                if self.text.startswith(",", self.pos):
                    self.pos += 1
                elif self.text.startswith(")", self.pos):
                    self.pos += 1
                    return Shape.tuple_shape(parts)
                else:
                    self.fail("expected ',' or ')'")
        m = _ARRAY_RE.match(self.text, self.pos)
        if not m:
            self.fail("expected an element type and [dimensions]")
        self.pos = m.end()
        et, dims_text = m.group(1), m.group(2).strip()
        if et == "token":
            return Shape.token_shape()
        dims, dynamic = [], []
        for d in (dims_text.split(",") if dims_text else []):
            d = d.strip()
            bounded = d.startswith("<=")
            try:
                dims.append(UNBOUNDED if d == "?" else int(d[2:] if bounded else d))
            except ValueError:
                self.fail(f"dimensions must be sizes (8, <=8 or ?), got [{dims_text}]")
            dynamic.append(bounded or d == "?")
        layout = None
        lm = _LAYOUT_RE.match(self.text, self.pos)
        if lm:
            self.pos = lm.end()
            body = lm.group(1).split(":")[0].strip()  # tiling / memory space after ':' ignored
            try:
                layout = [int(d) for d in body.split(",")] if body else []
            except ValueError:
                self.fail(f"layout must list dimension numbers, got {{{lm.group(1)}}}")
        try:
            return Shape.array_shape(et, dims, layout, tuple(dynamic) if any(dynamic) else None)
        except HloBridgeError as e:
            self.fail(str(e))


@dataclass(frozen=True, slots=True)
class ProgramShape:
    """Parameters and result of a computation, as XLA's ProgramShape."""
    parameters: tuple[Shape, ...]
    result: Shape
    parameter_names: tuple[str, ...] = ()

    def __str__(self) -> str:
        names = self.parameter_names or tuple(f"p{i}" for i in range(len(self.parameters)))
        params = ", ".join(f"{n}: {s}" for n, s in zip(names, self.parameters))
        return f"({params}) -> {self.result}"


def bitcast_width_steps(source_count: int, source_bits: int, result_count: int, result_bits: int):
    """A bitcast to an element type of another width over the same bytes (XLA:GPU's u32[4] ->
    u64[2]) as StableHLO's bitcast_convert, which adds or drops a minor dimension of the
    narrow pieces: (the flat source's reshape, the bitcast_convert's result dimensions); a
    reshape to the result's flat length follows."""
    if result_bits > source_bits:
        return [result_count, result_bits // source_bits], [result_count]
    return [source_count], [source_count, source_bits // result_bits]


def bitcast_steps(source_dims, source_major_to_minor, result_dims, result_major_to_minor):
    """XLA's bitcast (a new view of the same bytes) as logical ops: transpose the source into
    the order of its bytes, reshape, transpose into the result's logical order. Returns
    (first permutation or None, the reshape's dimensions, last permutation or None)."""
    first = list(source_major_to_minor) if list(source_major_to_minor) != list(range(len(source_dims))) else None
    physical = [result_dims[d] for d in result_major_to_minor]
    last = None
    if list(result_major_to_minor) != list(range(len(result_dims))):
        last = [0] * len(result_dims)
        for position, d in enumerate(result_major_to_minor):   # the inverse permutation
            last[d] = position
    return first, physical, last
