"""jax.export's calling convention where it is not the module's own: the platform index (which
platform's lowering a multi-platform program runs) and the arguments jax left out.

`jax.export.export(f, platforms=("cpu", "cuda"))` lowers `f` once per platform into one
module whose `@main` takes a leading `tensor<i32>` argument marked
`jax.global_constant = "_platform_index"`, the position of the running platform in that
list, and branches on it. jax's `Exported.call` passes it; so does every engine here:
PJRT the index of its own platform, the reference that of "cpu" (else the first). The
list is in the jax.export blob, not in the module: the blob reader keeps it as the module
attribute `jax.export.platforms`; a module without it (jax's `mlir_module()` text, the
artifact alone) takes the index as its first input, as written.

jax also leaves out of @main the arguments the function never reads (a dropout key at
inference, an untied head's weights): `Exported.call` takes all of them, @main only those at
`module_kept_var_idx`. The blob reader keeps that list as `jax.export.kept_var_idx` (with
the full count, `jax.export.nr_args`), and the engines take either argument list: the
module's own, or the one jax's `Exported.call` takes (`kept`).
"""
from __future__ import annotations

import functools

from jaxlib.mlir import ir

from .errors import ProgramError

PLATFORMS_ATTR = "jax.export.platforms"
KEPT_ATTR, NR_ARGS_ATTR = "jax.export.kept_var_idx", "jax.export.nr_args"
_MARK = "_platform_index"
# PJRT platform names -> jax.export's (jax says "cuda"/"rocm" where a client says "gpu")
_JAX_NAME = {"gpu": "cuda"}
REFERENCE = "reference"
_UNKNOWN = ("@main's first argument is jax's platform index (jax.export for several platforms), and this "
            "module does not say which platforms it was exported for (jax.export's blob does; its "
            "mlir_module() and artifact do not): pass the index as the first input, the platform's "
            "position in jax.export(..., platforms=[...])")


def platforms(module: ir.Module) -> list[str] | None:
    attrs = module.operation.attributes
    if PLATFORMS_ATTR not in attrs:
        return None
    try:
        return [ir.StringAttr(a).value for a in ir.ArrayAttr(attrs[PLATFORMS_ATTR])]
    except ValueError:
        raise ProgramError(f"module attribute {PLATFORMS_ATTR} must be an array of platform names, "
                           f"got {attrs[PLATFORMS_ATTR]}") from None


def set_platforms(module: ir.Module, names) -> None:
    """Record the platforms a jax.export blob was lowered for (only several make an index)."""
    if len(names) > 1:
        with module.context:
            module.operation.attributes[PLATFORMS_ATTR] = ir.ArrayAttr.get(
                [ir.StringAttr.get(str(n)) for n in names])


def set_kept(module: ir.Module, kept, nr_args: int) -> None:
    """Record which of a jax.export function's `nr_args` arguments @main takes (only when
    jax left some out)."""
    kept = [int(i) for i in kept]
    if len(kept) < nr_args:
        with module.context:
            attrs = module.operation.attributes
            attrs[KEPT_ATTR] = ir.DenseI64ArrayAttr.get(kept)
            attrs[NR_ARGS_ATTR] = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), int(nr_args))


def kept(module, args):
    """`args` as @main takes them: given the whole list jax's `Exported.call` takes (every
    argument of the function, the unread ones too), the ones at `jax.export.kept_var_idx`;
    the module's own list as it is. `module`: an ir.Module or its text."""
    if not isinstance(args, (list, tuple)) or (isinstance(module, str) and KEPT_ATTR not in module):
        return args
    spec = _kept_of_text(module) if isinstance(module, str) else _kept_of(module)
    if spec is None:
        return args
    nr_args, kept_idx, takes = spec
    if len(args) == nr_args:
        return [args[i] for i in kept_idx]
    if len(args) not in (len(kept_idx), takes):   # (@main's own count may include the platform index)
        left_out = [i for i in range(nr_args) if i not in kept_idx]
        raise ProgramError(f"the jax.export function takes {nr_args} arguments, of which its @main reads "
                           f"{len(kept_idx)} (jax left out {', '.join(map(str, left_out))}: never read); "
                           f"give all {nr_args}, as Exported.call takes them, or those {len(kept_idx)}, "
                           f"got {len(args)}")
    return args


@functools.lru_cache(maxsize=8)   # (a loop running one program's text parses it once)
def _kept_of_text(text: str):
    from .mlir_module import parse_mlir_text
    return _kept_of(parse_mlir_text(text))


def _kept_of(module: ir.Module):
    """(nr_args, kept indices, @main's own argument count) of a jax.export module, or None."""
    attrs = module.operation.attributes
    if KEPT_ATTR not in attrs:
        return None
    takes = len(ir.FunctionType(ir.TypeAttr(_main(module).attributes["function_type"]).value).inputs)
    return ir.IntegerAttr(attrs[NR_ARGS_ATTR]).value, tuple(ir.DenseI64ArrayAttr(attrs[KEPT_ATTR])), takes


def _main(module: ir.Module):
    from .mlir_module import entry_function
    return entry_function(module)


def has_index(module: ir.Module) -> bool:
    """True when @main's first argument is jax's platform index."""
    try:
        main = _main(module)
    except ProgramError:
        return False
    if "arg_attrs" not in main.attributes:
        return False
    arg_attrs = ir.ArrayAttr(main.attributes["arg_attrs"])
    if not len(arg_attrs):
        return False
    first = ir.DictAttr(arg_attrs[0])
    if "jax.global_constant" not in first or str(first["jax.global_constant"]) != f'"{_MARK}"':
        return False
    ftype = ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value)
    return str(ftype.inputs[0]) == "tensor<i32>"   # (jax's; another type is not an index)


def check_count(module: ir.Module, given: int) -> None:
    """One argument short of a module that takes jax's platform index: say so (the plain
    count error would not tell the user what the missing argument is)."""
    if has_index(module):
        main = _main(module)
        n = len(ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value).inputs)
        if given == n - 1 and platforms(module) is None:
            raise ProgramError(_UNKNOWN)


def refuse_generated(module: ir.Module) -> None:
    """Generated inputs would pick a platform at random: a module that takes the index
    (one that does not know its platforms) needs it given."""
    if has_index(module):
        raise ProgramError("@main's first argument is jax's platform index (jax.export for several "
                           "platforms) and this module does not say which platforms it was exported for "
                           "(jax.export's blob does): give the inputs, the index first (--inputs X.npz), "
                           "rather than generated ones that would pick a platform at random")


def index_for(module: ir.Module, platform: str) -> int:
    """The index of `platform` (a PJRT platform name, or REFERENCE) in the module's list."""
    names = platforms(module)
    if names is None:
        raise ProgramError(_UNKNOWN)
    if platform == REFERENCE:
        return names.index("cpu") if "cpu" in names else 0
    name = _JAX_NAME.get(platform.lower(), platform.lower())
    if name not in names:
        raise ProgramError(f"the program was exported by jax.export for {', '.join(names)}, not for "
                           f"{name}: it has no lowering for this platform")
    return names.index(name)


def bound(module: ir.Module, platform: str) -> ir.Module:
    """`module`, or when @main takes jax's platform index and the module knows its platforms
    (a jax.export blob's), a copy whose @main has the index of `platform` (a PJRT platform
    name, or REFERENCE) built in instead of that argument. A module that does not know its
    platforms keeps the argument: the caller passes the index."""
    if PLATFORMS_ATTR not in module.operation.attributes or not has_index(module):
        return module
    main = _main(module)
    ftype = ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value)
    index = index_for(module, platform)
    from .mlir_module import copy_module, entry_function
    copy = copy_module(module, module.context)
    main = entry_function(copy)
    with copy.context, ir.Location.unknown(copy.context):
        block = main.regions[0].blocks[0]
        arg = block.arguments[0]
        const = ir.Operation.create(
            "stablehlo.constant", results=[arg.type], ip=ir.InsertionPoint.at_block_begin(block),
            attributes={"value": ir.DenseElementsAttr.get_splat(ir.RankedTensorType(arg.type),
                                                               ir.IntegerAttr.get(ir.IntegerType.get_signless(32), index))})
        arg.replace_all_uses_with(const.result)
        block.erase_argument(0)
        main.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(ftype.inputs[1:], ftype.results))
        main.attributes["arg_attrs"] = ir.ArrayAttr.get(list(ir.ArrayAttr(main.attributes["arg_attrs"]))[1:])
    return copy
