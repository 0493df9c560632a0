"""Reference kernels for jax's GPU random-number custom calls, so a program jax lowered for
CUDA or ROCm runs on the CPU reference (jax.export's back-compat data holds such programs,
with the numbers a GPU gave).

`cu_threefry2x32_ffi` / `hip_threefry2x32_ffi` (jax >= 0.4.31; before, `cu_threefry2x32` /
`hip_threefry2x32` with an opaque descriptor): jax's `threefry2x32` primitive where
`jax_threefry_gpu_kernel_lowering` is on (jax/_src/prng.py, `_threefry2x32_gpu_lowering_rule`).
Operands key0, key1, x0, x1 (uint32, all broadcast by jax to the result shape first), results
the two halves of Threefry-2x32 (20 rounds) of (x0, x1) under the key: the same function as
the ops jax writes otherwise, element by element.
"""
from __future__ import annotations

import numpy as np

from .kernels_custom_call import CallSpec, register_target
from .kernels_rng import threefry2x32


def _threefry(info):
    spec = CallSpec(info)
    ins, outs = spec.operand_types, spec.result_types
    shape = outs[0].shape if outs else None
    if (len(ins) != 4 or len(outs) != 2 or any(t.name != "u32" or t.shape != shape for t in (*ins, *outs))):
        raise spec.error(f"operands {', '.join(map(str, ins))} and {len(outs)} results: jax's call takes "
                         "key0, key1, x0, x1 and gives y0, y1, all uint32 of one shape")

    def run(frame, k0, k1, x0, x1):
        y0, y1 = threefry2x32(*(np.asarray(v, np.uint32) for v in (x0, x1, k0, k1)))
        return [np.asarray(y0, np.uint32).reshape(shape), np.asarray(y1, np.uint32).reshape(shape)]
    return run


for _target in ("cu_threefry2x32_ffi", "hip_threefry2x32_ffi", "cu_threefry2x32", "hip_threefry2x32"):
    register_target(_target)(_threefry)
