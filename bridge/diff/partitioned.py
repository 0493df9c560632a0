"""Global arrays for a program XLA has already partitioned per device.

`jax.jit(step, in_shardings=...).lower(...).compile().as_text()` is XLA's SPMD output: @main
takes each device's shard (f32[16,8] of a global f32[16,32]) and runs once per partition.
Its parameters keep the shardings it was partitioned by (`sharding={devices=[1,4,2]...}` ->
`mhlo.sharding`), so the global arrays a user has (the .npz jax's own inputs were saved to)
say what every process gets: this splits them. The results stay per process (XLA's
partitioned output records no result shardings to assemble them by).
"""
from __future__ import annotations

import numpy as np

from ..errors import HloBridgeError
from ..mlir_module import entry_function
from .. import sharding


def _parameter_shardings(module) -> list[str | None]:
    main = entry_function(module)
    if "arg_attrs" not in main.attributes:
        return []
    from jaxlib.mlir import ir
    out = []
    for a in ir.ArrayAttr(main.attributes["arg_attrs"]):
        d = ir.DictAttr(a)
        out.append(ir.StringAttr(d["mhlo.sharding"]).value if "mhlo.sharding" in d else None)
    return out


def _global_shape(hs, local: tuple[int, ...]) -> tuple[int, ...]:
    if not hs.is_tiled() or hs.is_replicated():
        return local
    tiles = list(hs.tile_assignment_dimensions())[:len(local)]
    return tuple(n * t for n, t in zip(local, tiles))


def split_global(inputs, prepared):
    """Per-process argument lists (flattened, as `prepared.params` lists them) from one list
    of global arrays, for a per-device program of one replica whose every parameter has a
    sharding; any other `inputs` come back as they are, the same object (given_inputs checks them)."""
    if not prepared.processes:
        return inputs
    from .inputs import as_list
    given = as_list(inputs)
    nr, np_ = prepared.processes
    per = len(prepared.params) // (nr * np_)
    if nr != 1 or len(given) != per or per == 0:
        return inputs
    texts = _parameter_shardings(prepared.module)
    if len(texts) != per or any(t is None for t in texts):
        return inputs
    from jaxlib import xla_client as xc
    pieces = []
    for i, (x, text, (et, local)) in enumerate(zip(given, texts, prepared.params)):
        try:
            hs = xc.HloSharding.from_string(text)
        except Exception:  # noqa: BLE001 - XLA's parser error
            raise HloBridgeError(f"input {i}: cannot read its parameter's sharding {text!r}") from None
        want = _global_shape(hs, tuple(local))
        if np.shape(x) != want:
            raise HloBridgeError(
                f"input {i}: the program is already partitioned per device (XLA's SPMD output: {np_} "
                f"processes, parameter {i} is the shard {et}[{','.join(map(str, local))}] of sharding {text}); "
                f"give the global array {et}[{','.join(map(str, want))}], or {per * np_} inputs, "
                f"each process's {per} in turn; got shape {list(np.shape(x))}")
        layout = sharding.hlo_layout(hs.to_proto(), want, np_, f"input {i}")
        pieces.append(sharding.split(np.asarray(x), layout))
    return [p[d] for d in range(np_) for p in pieces]
