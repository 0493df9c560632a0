"""jax.export serialized blobs (`Exported.serialize()`): read only.

The blob is a flatbuffer around a StableHLO portable artifact plus jax's calling
convention (pytrees, shardings, effects). We read it with the public
`jax.export.deserialize` (the only module here that imports jax, and only when such a
blob is read) and hand its artifact to our artifact reader. Writing one is not offered:
it needs a traced jax function (`jax.export.export(jax.jit(f))(*specs)`), which a
StableHLO module alone does not give.
"""
from __future__ import annotations

from bridge.errors import ProgramError

WRITE_UNSUPPORTED = ("writing jax.export blobs is not supported: they carry jax's calling "
                     "convention (pytrees, shardings, effects), which a StableHLO module does not "
                     "have; create them with jax.export.export(jax.jit(f))(*args).serialize(), and "
                     "use --to artifact for the portable StableHLO inside")


def deserialize(data: bytes):
    """jax's `Exported` for a blob; ProgramError for anything that is not one."""
    try:
        from jax import export
    except ImportError as e:  # pragma: no cover - jax is a dependency
        raise ProgramError(f"reading jax.export blobs needs jax: {e}") from None
    try:
        exported = export.deserialize(bytearray(data))
        artifact = bytes(exported.mlir_module_serialized)
    except ImportError as e:   # jax's serialization needs the flatbuffers package
        raise ProgramError(f"reading jax.export blobs needs the 'flatbuffers' package "
                           f"(pip install flatbuffers): {e}") from None
    except Exception as e:  # noqa: BLE001 - a corrupt flatbuffer fails in many ways
        detail = " ".join(str(e).split())[:200] or type(e).__name__
        raise ProgramError(f"cannot read jax.export blob (corrupt or truncated?): {detail}") from None
    return exported, artifact


def describe(exported) -> dict:
    """What jax records next to the module: function name, platforms, avals, versions."""
    return {
        "function": exported.fun_name,
        "platforms": list(exported.platforms),
        "calling_convention_version": exported.calling_convention_version,
        "in_avals": [str(a) for a in exported.in_avals],
        "out_avals": [str(a) for a in exported.out_avals],
        "nr_devices": exported.nr_devices,
        # the arguments @main takes (jax leaves out those the function never reads)
        "module_kept_var_idx": list(exported.module_kept_var_idx),
    }
