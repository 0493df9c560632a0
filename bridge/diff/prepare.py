"""Any accepted program -> the one StableHLO module every backend runs (`Prepared`)."""
from __future__ import annotations

import os
from dataclasses import dataclass, field

from jaxlib.mlir import ir

from .. import host_callbacks
from ..errors import HloBridgeError, ProgramError
from ..files import read_program
from ..mlir_module import entry_function, name_source
from ..mlir_types import is_token
from .modinfo import function_type, op_names, tensor
from .testsuite import Check, extract_checks, has_checks, rewrite_text


@dataclass
class Prepared:
    name: str
    module: ir.Module                   # StableHLO, entry function named main
    text: str                           # its text: the PJRT cache key and what children receive
    params: list                        # [(XLA element type, shape)] of main's parameters
    num_outputs: int
    checks: list[Check] = field(default_factory=list)
    source: object = None               # what the user passed (for reference-xla)
    # a per-device program (XLA's partitioned HLO ...): (num_replicas, num_partitions); its
    # params and outputs are then @main's repeated once per process, in flattened-id order
    processes: tuple[int, int] | None = None
    _ops: list | None = None

    @property
    def compared_outputs(self) -> int:
        """Outputs compared across backends: a test-suite module's actual values only."""
        return len(self.checks) if self.checks else self.num_outputs

    @property
    def ops(self) -> list[str]:
        if self._ops is None:
            self._ops = op_names(self.module)
        return self._ops

    def xla_program(self):
        """The program in the xla dialect, before lowering (an XlaComputation, or the
        ir.Module of xla-dialect text or bytes), or None for StableHLO programs."""
        from ..builder import XlaComputation
        from ..mlir_module import xla_op_names
        from ..program import parse_module
        if isinstance(self.source, XlaComputation):
            return self.source
        if isinstance(self.source, (str, bytes)):
            module = parse_module(self.source)
            if xla_op_names(module.operation, first_only=True):
                return module
        return None


def prepare(program, name: str | None = None, dims=None, inputs=None,
            elided_constants: str | None = None, platform: str = "reference") -> Prepared:
    """`dims` / `inputs`: sizes for a module with symbolic shapes (see make_static);
    `elided_constants`: what an HLO constant printed as {...} holds (bridge.hlo);
    `platform`: whose lowering a jax.export program for several platforms runs, on every
    backend alike (bridge.platform_index)."""
    if isinstance(program, Prepared):
        return program
    from .. import platform_index
    from ..program import as_stablehlo_module
    if isinstance(program, os.PathLike):
        name = name or os.fspath(program)
        program = read_program(program)
    source = program
    if isinstance(program, str) and has_checks(program):
        program = rewrite_text(program)
    module = platform_index.bound(as_stablehlo_module(program, elided_constants), platform)
    if name and isinstance(source, str):   # MLIR text's own positions name its file (or module)
        name_source(module, name)
    module = make_static(module, dims, inputs)
    checks = extract_checks(module)
    if checks and not module.operation.verify():
        raise ProgramError("the module does not verify after turning its checks into outputs")
    return finish(module, name or _name_of(module), checks, source)


def make_static(module: ir.Module, dims=None, inputs=None) -> ir.Module:
    """A shape-polymorphic module (jax.export with symbolic shapes) refined to sizes from
    `dims` ({'b': 8} or positional [8]) or from the shapes of the given `inputs`;
    other modules unchanged."""
    from .. import refine
    if not refine.is_dynamic(module):
        return module
    if inputs is not None:
        if isinstance(inputs, (str, os.PathLike)):
            from .inputs import load_npz
            inputs = load_npz(inputs)
        elif isinstance(inputs, dict):
            inputs = [inputs[k] for k in sorted(inputs, key=lambda n: (len(n), n))]
        import numpy as np

        from .. import platform_index
        shapes = [tuple(np.shape(x)) for x in platform_index.kept(module, list(inputs))]
        if dims is not None:   # both given: the inputs decide, but sizes that disagree are an error, not ignored
            named = refine.shapes_from_dims(module, dims)
            if len(named) == len(shapes) and named != shapes:
                raise HloBridgeError(f"the dimension sizes given (--dim / dims=) make @main take "
                                     f"{', '.join(map(str, named))} but the inputs have shapes "
                                     f"{', '.join(map(str, shapes))}; give one or the other")
        return refine.refine(module, shapes)
    if dims is None:
        names = ", ".join(dict.fromkeys(d.name or f"arg{d.arg}.{d.dim}" for d in refine.dynamic_dims(module)))
        raise HloBridgeError(f"@main has dynamic dimensions ({names}); give their sizes "
                             f"(--dim {names.split(', ')[0]}=8 / dims={{...}}) or inputs (--inputs X.npz)")
    return refine.refine(module, refine.shapes_from_dims(module, dims))


def finish(module: ir.Module, name: str, checks=(), source=None) -> Prepared:
    main = entry_function(module)
    ftype = function_type(main)
    params = []
    for i, t in enumerate(ftype.inputs):
        # a token (jax's ordered effects) is fed as jax feeds it: an empty pred array
        spec = ("pred", (0,)) if is_token(t) else tensor(t)
        if spec is None or spec[0] == "token":
            raise HloBridgeError(f"difftest: parameter {i} of @main has type {t}, which difftest cannot "
                                 f"feed (static-shaped tensors and tokens only)")
        params.append(spec)
    from passes.mhlo_leftovers import has_leftovers, legalize_mhlo_leftovers

    from ..sharding import check_host_devices, per_device_grid
    grid = per_device_grid(module) if not checks else None
    count = grid[0] * grid[1] if grid else 1
    if grid:   # (before an argument list per process is made: 25575 x 3795 of them exhausts memory)
        check_host_devices(count, f"the module (it runs per device on mhlo.num_replicas x mhlo.num_partitions "
                                  f"= {grid[0]} x {grid[1]})")
    text = host_callbacks.printed(module)
    if has_leftovers(text):
        # XLA's importer's mhlo.copy, bitcast, fusion ... (MLIR XLA wrote: its Shardy pipeline's
        # dumps) as StableHLO, once, here: every backend, the rounding-noise runs and --localize
        # then run one module (the engines legalized them each on its own, the reference's
        # interpreter runs for noise and --localize did not: "does not implement mhlo.copy")
        legalize_mhlo_leftovers(module.operation)
        text = host_callbacks.printed(module)
    return Prepared(name, module, text, params * count, len(ftype.results) * count, list(checks), source, grid)


def _name_of(module: ir.Module) -> str:
    if "sym_name" in module.operation.attributes:
        return ir.StringAttr(module.operation.attributes["sym_name"]).value
    return "program"


