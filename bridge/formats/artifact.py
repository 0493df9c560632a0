"""StableHLO portable artifacts: target-version names, writing and reading.

`serialize_portable_artifact` converts the module it is given to VHLO *in place*, so
we always hand it a copy. Version strings are validated here before any native call.
"""
from __future__ import annotations

import re

from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

from bridge import host_callbacks
from bridge.context import get_context
from bridge.errors import ProgramError
from bridge.mlir_module import ops_where
from bridge.formats import mlir_formats, sandbox
from bridge.formats.detect import artifact_version, bytecode_header

_VERSION_RE = re.compile(r"^(\d{1,4})\.(\d{1,4})\.(\d{1,4})$")

_REQUIREMENTS = {"week4": "WEEK_4", "week12": "WEEK_12", "max": "MAX"}


def _parse(v: str) -> tuple[int, int, int]:
    m = _VERSION_RE.match(v)
    assert m, v
    return tuple(int(x) for x in m.groups())


def current_version() -> str:
    return stablehlo.get_current_version()


def minimum_version() -> str:
    return stablehlo.get_minimum_version()


def resolve_version(target) -> str:
    """A concrete "X.Y.Z" for a target version name; ProgramError if malformed/unsupported.

    Accepts "X.Y.Z", "current"/"latest" (None means current), "week4", "week12",
    "max"/"minimum" (the oldest version this jaxlib can write).
    """
    if target is None:
        return current_version()
    if not isinstance(target, str):
        raise ProgramError(f"target version must be a string like '1.0.0', got {type(target).__name__}")
    key = target.strip().lower().replace("_", "").replace("-", "")
    if key in ("current", "latest", "none"):
        return current_version()
    if key in ("minimum", "min", "oldest"):
        return minimum_version()
    if key in _REQUIREMENTS:
        req = getattr(stablehlo.StablehloCompatibilityRequirement, _REQUIREMENTS[key])
        return stablehlo.get_version_from_compatibility_requirement(req)
    v = target.strip()
    if v.startswith("v"):
        v = v[1:]
    if not _VERSION_RE.match(v):
        raise ProgramError(
            f"malformed target version {target!r}: expected 'X.Y.Z' (e.g. '1.0.0'), "
            "'current', 'week4', 'week12' or 'minimum'")
    lo, hi = minimum_version(), current_version()
    if not (_parse(lo) <= _parse(v) <= _parse(hi)):
        raise ProgramError(
            f"unsupported target version {v}: this StableHLO can write versions {lo} to {hi}")
    return v


# Shardy's ops and attributes (every sharded jax program) are written into the artifact as
# they are, next to the VHLO of the StableHLO ops: what jax.export writes since Shardy became
# jax's partitioner (XLA's mixed serialization); the version guarantees cover the StableHLO part.
_UNVERSIONED = frozenset({"sdy"})


def _unversioned_used(module: ir.Module) -> bool:
    """Whether Shardy's ops or attributes are in the module: also an unsharded jax program
    carries them (jax puts an `sdy.sharding_rule` on every custom call it lowers)."""
    if _UNVERSIONED & mlir_formats.dialects_used(module):
        return True
    return bool(ops_where(module.operation, lambda op: any(
        name.split(".", 1)[0] in _UNVERSIONED for name in op.attributes if "." in name), first_only=True))


def _try_serialize(module: ir.Module, version: str,
                   mixed: bool | None = None) -> tuple[bytes | None, list[str], str]:
    copy = mlir_formats.clone(module)   # serialization converts the module to VHLO in place
    mixed = _unversioned_used(module) if mixed is None else mixed
    with mlir_formats.capture_diagnostics() as diags:
        try:
            return stablehlo.serialize_portable_artifact(copy, version, mixed), diags, ""
        except (ValueError, RuntimeError) as e:
            return None, diags, str(e)


_ILLEGAL = re.compile(r"failed to legalize operation '(vhlo\.\w+?)_v(\d+)'")


def module_minimum_version(module: ir.Module, lowest: str | None = None) -> str | None:
    """The oldest StableHLO version (>= lowest) this module can be written for, or None."""
    lo = _parse(lowest or minimum_version())
    hi = _parse(current_version())
    mixed = _unversioned_used(module)   # (once: the search serializes up to ~10 times)
    ok = lambda v: _try_serialize(module, ".".join(map(str, v)), mixed)[0] is not None  # noqa: E731
    if not ok(hi):
        return None
    # versions are (major, minor, patch): find the first major.minor.0 that works, then the patch
    steps = [(major, minor, 0) for major in range(lo[0], hi[0] + 1) for minor in range(0, 100)
             if lo[:2] <= (major, minor) <= hi[:2]]
    steps = [lo] + [v for v in steps if lo < v <= hi] + [hi]
    a, b = 0, len(steps) - 1          # steps[b] works; find the first that does
    while a < b:
        mid = (a + b) // 2
        a, b = (a, mid) if ok(steps[mid]) else (mid + 1, b)
    if a == 0:
        return ".".join(map(str, steps[0]))
    prev, found = steps[a - 1], steps[a]
    if prev[:2] == found[:2] or found[2] != 0:
        return ".".join(map(str, found))
    # between prev (fails) and found = M.m.0 (works) lie prev's later patch releases
    p_lo, p_hi = prev[2] + 1, 200
    if not ok((prev[0], prev[1], p_hi)):
        return ".".join(map(str, found))
    while p_lo < p_hi:
        mid = (p_lo + p_hi) // 2
        p_lo, p_hi = (p_lo, mid) if ok((prev[0], prev[1], mid)) else (mid + 1, p_hi)
    return f"{prev[0]}.{prev[1]}.{p_lo}"


def serialize(module: ir.Module, target=None, what: str = "a portable artifact") -> bytes:
    version = resolve_version(target)
    callbacks = host_callbacks.sources(module.operation)
    if callbacks:   # (as jax.export refuses them: the index names an entry of a table in one process)
        raise ProgramError(f"cannot write {what}: the module calls {len(callbacks)} Python host callback(s) "
                           f"(at {callbacks[0]}) whose code exists only in the process that lowered it")
    partitioned = host_callbacks.custom_partitionings(module.operation)
    if partitioned:   # (its backend_config is a key into one process's table, as a callback's index)
        raise ProgramError(f"cannot write {what}: the module calls @{host_callbacks.CUSTOM_PARTITIONING} at "
                           f"{partitioned[0].location}: {host_callbacks.CUSTOM_PARTITIONING_WHY}")
    chlo = "chlo" in mlir_formats.dialects_used(module)
    original = module
    module = mlir_formats.portable(module, what, also=_UNVERSIONED)
    data, diags, error = _try_serialize(module, version)
    if data is None:   # (before 1.3.0 a custom call's backend_config is a string only)
        jax_form = _ffi_calls_as_jax_writes_them(module)
        if jax_form is not None and (retry := _try_serialize(jax_form, version))[0] is not None:
            module, original, (data, diags, error) = jax_form, _ffi_calls_as_jax_writes_them(original), retry
    if data is not None and chlo:
        # as jax.export writes it: CHLO's high-level ops (erf, top_k, acosh ...) kept as composites
        # XLA recognizes, so PJRT runs what jit runs (the decomposition is a few ulp off XLA's erf).
        # Only where the decomposed module needs nothing newer than `version` (XLA's writer would
        # rewrite such ops for an older target silently; ours refuses them, below)
        from bridge.formats import native
        kept = native.portable_artifact(original, version, _unversioned_used(original))
        if kept is None:
            _warn_decomposed(original, version)
        data = kept or data
    if data is not None:
        return sandbox.trust(data, "artifact")
    detail = diags[0] if diags else error
    m = _ILLEGAL.search(detail)
    needed = module_minimum_version(module, version) if version != current_version() else None
    try:
        new_types = _types_newer_than(module, version) if m else []
    except Exception:  # noqa: BLE001 - only a better message: the op's is still right
        new_types = []
    if new_types:   # (the op VHLO names is only the first holding a value of such a type: often func)
        problem = (f"the module uses the element type{'s' if len(new_types) > 1 else ''} {', '.join(new_types)}, "
                   f"which StableHLO {version} does not have (first in {m.group(1)}_v{m.group(2)})")
    elif m:
        op = "stablehlo." + m.group(1)[len("vhlo."):]
        problem = f"the module uses {op} (as {m.group(1)}_v{m.group(2)}), which StableHLO {version} does not have"
    else:
        problem = mlir_formats.one_line(detail, 200)
    hint = (f"; it needs at least version {needed} (--target-version {needed} or newer)" if needed
            else "")
    raise ProgramError(f"cannot write {what} for version {version}: {problem}{hint}")


def _ffi_calls_as_jax_writes_them(module: ir.Module) -> ir.Module | None:
    """A copy of `module` whose typed-FFI custom calls (a dictionary backend_config, as XLA's
    importer writes them: LAPACK calls of an HLO dump) are in jax's form: backend_config "",
    the dictionary in mhlo.backend_config, api_version 1, which XLA reads as the same call
    (jax writes every FFI call so, for every version). None when there is no such call."""
    found = ops_where(module.operation, _dict_config_call, first_only=True)
    if not found:
        return None
    copy = mlir_formats.clone(module)
    ctx = copy.context
    for op in ops_where(copy.operation, _dict_config_call):
        attrs = op.attributes
        attrs["mhlo.backend_config"] = attrs["backend_config"]
        attrs["backend_config"] = ir.StringAttr.get("", ctx)
        attrs["api_version"] = ir.IntegerAttr.get(ir.IntegerType.get_signless(32, ctx), 1)
    return copy


def _dict_config_call(op) -> bool:
    return (op.name == "stablehlo.custom_call" and "backend_config" in op.attributes
            and isinstance(op.attributes["backend_config"], ir.DictAttr))


def _types_newer_than(module: ir.Module, version: str) -> list[str]:
    """The element types of `module`'s values that a one-op module of that type cannot be
    written in for `version` (f8E8M0FNU before 1.8.0 ...): tried one by one, on errors only."""
    found: set[str] = set()

    def visit(op):
        for v in (*op.operands, *op.results):
            if isinstance(v.type, ir.ShapedType):
                found.add(str(ir.ShapedType(v.type).element_type))
        return ir.WalkResult.ADVANCE
    module.operation.walk(visit)
    newer = []
    for t in sorted(found):
        probe = ir.Module.parse(f"func.func @main(%x: tensor<{t}>) -> tensor<{t}> {{\n  return %x : tensor<{t}>\n}}",
                                module.context)
        if _try_serialize(probe, version, False)[0] is None:
            newer.append(t)
    return newer


def _warn_decomposed(module: ir.Module, version: str) -> None:
    from bridge.errors import InformationDropped, warn
    names = sorted({n for n in mlir_formats.op_names(module) if n.startswith("chlo.")})
    warn(f"StableHLO {version} cannot hold CHLO's ops as composites (0.19.0 can): "
         f"{', '.join(names[:4])}{' ...' if len(names) > 4 else ''} written as their StableHLO "
         f"decompositions, whose results can differ from jit's in the last bits", InformationDropped)


def to_vhlo_text(module: ir.Module, target=None, locations: bool | None = None) -> str:
    """VHLO text: what the portable artifact for `target` holds, printed. So CHLO's high-level
    ops stay composites and Shardy's ops stay as they are, as in the artifact (and as
    jax.export writes them), and the text reads back to the same program."""
    data = serialize(module, target, "VHLO")
    with get_context():
        return mlir_formats.print_pretty(ir.Module.parse(data), locations)


def deserialize(data: bytes) -> ir.Module:
    version = artifact_version(data)
    bytecode_header(data)  # a clear error for a bad header
    if version is not None and _VERSION_RE.match(version):
        if _parse(version) > _parse(current_version()):
            raise ProgramError(
                f"portable artifact version {version} is newer than this StableHLO "
                f"({current_version()}); upgrade jaxlib to read it")
    sandbox.check(data, "artifact")  # the native reader may crash on corrupt bytes
    with mlir_formats.capture_diagnostics() as diags:
        try:
            return stablehlo.deserialize_portable_artifact(get_context(), data)
        except (ValueError, RuntimeError) as e:
            detail = "; ".join(diags[:2]) if diags else str(e)
            raise ProgramError(
                f"cannot read portable artifact (version {version or 'unknown'}; "
                f"corrupt or truncated?): {mlir_formats.one_line(detail)}") from None
