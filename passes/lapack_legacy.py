"""Older jaxlib LAPACK calls, rewritten as the `lapack_*_ffi` calls jaxlib 0.10.2 runs.

jax 0.4.30 lowered its CPU linear algebra to jaxlib's first LAPACK kernels (`lapack_sgetrf`,
`blas_strsm`, ...): sizes and flags were leading scalar operands and the kernels' work
arrays extra results. jax.export of 0.4.38 still wrote `lapack_spotrf` and `lapack_sgeev`
(its forward-compatibility window), and jax 0.4.38 to 0.5.3 wrote a `lapack_strsm_ffi` with
a third operand, alpha. jaxlib 0.10.2 registers none of these: PJRT fails ("No registered
implementation for untyped custom call to lapack_sgeqrf", or "Wrong number of arguments:
expected 2 but got 3"), and so does jax 0.10's own `Exported.call` on such a blob,
although jax.export promises to run old exports.

Each call computes what the FFI call of the same routine computes (jaxlib's
lapack_kernels.cc: the same LAPACK routine, the same column-major layouts): the flags
become the FFI call's attributes (`uplo`, `mode`, `side` ...), alpha scales b first (as
BLAS's ?trsm does: B := alpha*B, then the solve), and the results map one to one; the work
arrays are dropped and an `info` the FFI call no longer returns (geqrf, orgqr: it was
always 0) becomes a zero. The numpy reference runs the rewritten module too.
"""
from __future__ import annotations

import re

from jaxlib.mlir import ir

from bridge.errors import BackendError
from bridge.mlir_module import ops_where

# lapack_sgetrf / blas_strsm (jax 0.4.30's targets), and any lapack_?trsm_ffi (3 operands up to 0.5.3)
LEGACY = re.compile(r"(lapack|blas)_([sdcz])(\w+?)")
_TEXT = re.compile(r"[@\"](?:lapack|blas)_[sdcz]\w+?(?<!_ffi)\b|lapack_[sdcz]trsm_ffi\b")
_CHAR = {True: ord("L"), False: ord("U")}
_ONE = re.compile(r"dense<(1\.0+e\+00|\(1\.0+e\+00, ?0\.0+e\+00\))>")


def _flags_potrf(k):
    return {"uplo": _CHAR[bool(k[0])]}


def _flags_syevd(k):
    return {"uplo": _CHAR[bool(k[0])], "mode": ord("V")}


def _flags_gesdd(k):
    full, uv = bool(k[0]), bool(k[1])
    return {"mode": ord("N") if not uv else ord("A") if full else ord("S")}


def _flags_geev(k):
    return {"compute_left": int(k[2]), "compute_right": int(k[3])}


def _flags_trsm(k):
    return {"side": ord("L") if k[0] else ord("R"), "uplo": _CHAR[bool(k[1])],
            "trans_x": ord("NTC"[int(k[2])]), "diag": ord("U") if k[3] else ord("N")}


# routine -> (number of leading scalar operands, flags, FFI result i for each old result:
#   an int, "zero" (an info now always 0) or None (a work array), by real / complex)
_ROUTINES = {
    "potrf": (3, _flags_potrf, [0, 1]),
    "getrf": (3, None, [0, 1, 2]),
    "geqrf": (4, None, [0, 1, "zero", None]),
    "orgqr": (5, None, [0, "zero", None]), "ungqr": (5, None, [0, "zero", None]),
    "syevd": (3, _flags_syevd, [0, 1, 2, None, None]), "heevd": (3, _flags_syevd, [0, 1, 2, None, None, None]),
    "gesdd": (6, _flags_gesdd, ([0, 1, 2, 3, 4, None, None], [0, 1, 2, 3, 4, None, None, None])),
    "geev": (4, _flags_geev, ([None, None, None, 0, 1, 2, 3, 4], [None, None, 0, 1, 2, 3])),
    "trsm": (7, _flags_trsm, [0]),
}
# result i of the FFI call aliases operand j (as jax writes them)
_ALIAS = {"potrf": 0, "getrf": 0, "geqrf": 0, "orgqr": 0, "ungqr": 0, "syevd": 0, "heevd": 0, "gesdd": 0,
          "trsm": 1}


def needs_rewrite(text: str) -> bool:
    return _TEXT.search(text) is not None


def _target(op) -> str:
    return ir.StringAttr(op.attributes["call_target_name"]).value if "call_target_name" in op.attributes else ""


def _is_old(op) -> bool:
    if op.name != "stablehlo.custom_call":
        return False
    t = _target(op)
    if t.endswith("_ffi"):
        return re.fullmatch(r"lapack_[sdcz]trsm_ffi", t) is not None and len(op.operands) == 3
    return LEGACY.fullmatch(t) is not None


def _constant(value, target: str, i: int) -> int:
    owner = value.owner
    if isinstance(owner, ir.Block) or owner.name != "stablehlo.constant":
        raise BackendError(f"{target}: operand {i} (a flag of jaxlib's old LAPACK call) is not a constant, "
                           "so the call cannot be rewritten for jaxlib 0.10.2")
    attr = ir.DenseElementsAttr(owner.attributes["value"])
    return int(ir.IntegerAttr(attr.get_splat_value()).value) if attr.is_splat else int(ir.DenseIntElementsAttr(attr)[0])


class _Flags:
    """flags[i]: scalar operand i, which must be a constant."""

    def __init__(self, op, target: str):
        self.op, self.target = op, target

    def __getitem__(self, i: int) -> int:
        return _constant(self.op.operands[i], self.target, i)


def _unsupported(target: str, why: str) -> BackendError:
    return BackendError(f"custom_call {target}: {why}; jaxlib 0.10.2 runs only its `lapack_*_ffi` calls. Lower "
                        "or export the program again with jax >= 0.4.38 (jax.export: >= 0.5), or run it where the "
                        "jaxlib that wrote it is installed")


def rewrite(module: ir.Module) -> bool:
    """In place; True when something changed. BackendError for an old call that cannot be."""
    found = ops_where(module.operation, _is_old)
    with module.context:
        for op in found:
            _rewrite_one(op, _target(op))
    return bool(found)


def _rewrite_one(op, target: str) -> None:
    if target.endswith("_ffi"):
        return _trsm_without_alpha(op)
    _, letter, routine = LEGACY.fullmatch(target).groups()
    if routine not in _ROUTINES:
        raise _unsupported(target, f"jaxlib's old (pre-FFI) LAPACK kernel for {routine!r} is not rewritten "
                                   "here (jax 0.4.30 and older write them)")
    nscalar, flag_fn, _ = _ROUTINES[routine]
    # only the flags are read: sizes (a batch size jax multiplies out, m, n, lwork) follow from the shapes
    config = flag_fn(_Flags(op, target)) if flag_fn else {}
    rest = list(op.operands[nscalar:])
    if routine == "trsm":
        alpha, a, b = rest
    mapping = _ROUTINES[routine][2]
    if isinstance(mapping, tuple):
        mapping = mapping[letter in "cz"]
    if len(mapping) != len(op.results):
        raise _unsupported(target, f"it has {len(op.results)} results, jaxlib's old kernel wrote {len(mapping)}")
    for i, m in enumerate(mapping):
        if m is None and not _unused(op.results[i]):
            raise _unsupported(target, f"result {i} (a work array of the old kernel) is used")
    name = f"lapack_{letter}{routine}_ffi"
    old_layouts = list(ir.ArrayAttr(op.attributes["result_layouts"])) if "result_layouts" in op.attributes else None
    in_layouts = list(ir.ArrayAttr(op.attributes["operand_layouts"])) if "operand_layouts" in op.attributes else None
    with ir.InsertionPoint(op), op.location:
        operands = [a, _scaled(b, alpha)] if routine == "trsm" else rest
        if in_layouts is not None:
            in_layouts = in_layouts[-len(operands):]
        order = sorted((m, i) for i, m in enumerate(mapping) if isinstance(m, int))
        results = [op.results[i].type for _, i in order]
        attrs = {"call_target_name": ir.StringAttr.get(name), "api_version": _i32(1),
                 "backend_config": ir.StringAttr.get(""), "has_side_effect": ir.BoolAttr.get(False),
                 "mhlo.backend_config": ir.DictAttr.get({k: ir.IntegerAttr.get(ir.IntegerType.get_unsigned(8), v)
                                                         for k, v in config.items()})}
        if in_layouts is not None and old_layouts is not None:
            attrs["operand_layouts"] = ir.ArrayAttr.get(in_layouts)
            attrs["result_layouts"] = ir.ArrayAttr.get([old_layouts[i] for _, i in order])
        if routine in _ALIAS:
            tuple_ = "[0]" if len(results) > 1 else "[]"
            attrs["output_operand_aliases"] = ir.Attribute.parse(
                f"[#stablehlo.output_operand_alias<output_tuple_indices = {tuple_}, "
                f"operand_index = {_ALIAS[routine]}, operand_tuple_indices = []>]")
        for keep in ("mhlo.frontend_attributes", "mhlo.sharding", "sdy.sharding"):
            if keep in op.attributes:
                attrs[keep] = op.attributes[keep]
        new = ir.Operation.create("stablehlo.custom_call", results=results, operands=operands, attributes=attrs)
        for i, m in enumerate(mapping):
            if isinstance(m, int):
                op.results[i].replace_all_uses_with(new.results[m])
            elif m == "zero" and not _unused(op.results[i]):
                op.results[i].replace_all_uses_with(_zeros(op.results[i].type))
    op.erase()


def _trsm_without_alpha(op) -> None:
    """lapack_?trsm_ffi(a, b, alpha) (jax 0.4.38 to 0.5.3) as (a, alpha * b); attributes kept."""
    a, b, alpha = op.operands
    attrs = {name: op.attributes[name] for name in op.attributes}
    if "operand_layouts" in attrs:
        attrs["operand_layouts"] = ir.ArrayAttr.get(list(ir.ArrayAttr(attrs["operand_layouts"]))[:2])
    with ir.InsertionPoint(op), op.location:
        new = ir.Operation.create("stablehlo.custom_call", results=[op.results[0].type],
                                  operands=[a, _scaled(b, alpha)], attributes=attrs)
        op.results[0].replace_all_uses_with(new.results[0])
    op.erase()


def _unused(value) -> bool:
    return not list(value.uses)


def _i32(v: int):
    return ir.IntegerAttr.get(ir.IntegerType.get_signless(32), v)


def _zeros(type_):
    t = ir.RankedTensorType(type_)
    return ir.Operation.create("stablehlo.constant", results=[t], attributes={
        "value": ir.DenseElementsAttr.get_splat(t, ir.IntegerAttr.get(t.element_type, 0))}).result


def _scaled(b, alpha):
    """alpha * b (alpha a scalar tensor); b itself when alpha is the constant 1."""
    owner = alpha.owner   # (its printed form: the bindings cannot read a complex attribute)
    if not isinstance(owner, ir.Block) and owner.name == "stablehlo.constant" and _ONE.search(str(owner)):
        return b
    t = ir.RankedTensorType(b.type)
    full = ir.Operation.create("stablehlo.broadcast_in_dim", results=[t], operands=[alpha],
                               attributes={"broadcast_dimensions": ir.DenseI64ArrayAttr.get([])}).result
    return ir.Operation.create("stablehlo.multiply", results=[t], operands=[full, b]).result
