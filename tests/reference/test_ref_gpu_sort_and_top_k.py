"""XLA:GPU's sort and top-k custom calls on the reference: CUB's radix sort
(`xla.gpu.ext.cub_sort_keys` / `cub_sort_pairs`, older `__cub$DeviceRadixSort`) and XLA's
top-k kernel (`__gpu$TopK`), as a GPU dump after optimizations holds them. Oracles: Python's
stable sort with an explicit key (CUB's radix order: -0 == +0, NaNs by sign and payload),
numpy's stable argsort, PJRT CPU running the module jax gave XLA, and the behaviour of
XLA:GPU's top-k measured on an H200 (docs/backends.md: +inf, not NaN, is a row's largest)."""
from __future__ import annotations

import pathlib

import numpy as np
import pytest

import bridge
from bridge.errors import UnsupportedOp

DUMPS = pathlib.Path(__file__).resolve().parents[1] / "data" / "xla_gpu_h200"
RNG = np.random.default_rng(6)


def _sort_module(keys: str, values: str | None, descending: bool, old: bool = False) -> str:
    scratch = "u8[1024]"
    results = f"({keys}, {values}, {scratch})" if values else f"({keys}, {scratch})"
    operands = "k, v" if values else "k"
    if old:   # older XLA: one target, SortOptions as JSON
        call = f'custom_call_target="__cub$DeviceRadixSort", backend_config={{"descending":{str(descending).lower()}}}'
    else:
        target = "xla.gpu.ext.cub_sort_pairs" if values else "xla.gpu.ext.cub_sort_keys"
        call = (f'custom_call_target="{target}", api_version=API_VERSION_TYPED_FFI, '
                f'backend_config={{descending = {str(descending).lower()}, batch_size = 1 : i64}}')
    lines = [f"  k = {keys} parameter(0)"] + ([f"  v = {values} parameter(1)"] if values else [])
    lines.append(f"  r = {results} custom-call({operands}), {call}")
    lines.append(f"  ROOT s = {values or keys} get-tuple-element(r), index={1 if values else 0}")   # values, else keys
    return "HloModule s\n\nENTRY e {\n" + "\n".join(lines) + "\n}\n"


def _float_key(v: np.float32):
    """CUB's radix order of one f32, written out: -NaN (larger payload first) < numbers (-0 == +0)
    < +NaN (by payload)."""
    bits = int(np.float32(v).view(np.uint32))
    if np.isnan(v):
        return (0, -bits) if bits >> 31 else (2, bits)
    return (1, float(v))


SPECIAL = np.array([0.0, -0.0, np.inf, -np.inf, 1.0, -1.0, 1e-45, -1e-45], np.float32)
NANS = np.array([0x7FC00000, 0x7FC00001, 0xFFC00000, 0xFFC00001], np.uint32).view(np.float32)


@pytest.mark.parametrize("descending", [False, True])
@pytest.mark.parametrize("old", [False, True])
def test_float_keys_sort_in_cubs_radix_order_stably(descending, old):
    """-0 and +0 equal (CUB's ProcessFloatMinusZero), NaNs by sign then payload; equal keys in
    input order either way (radix sort is stable), the values carried along."""
    keys = np.concatenate([np.repeat(SPECIAL, 4), NANS, RNG.standard_normal(40).astype(np.float32)])
    keys = keys[RNG.permutation(keys.size)]
    values = np.arange(keys.size, dtype=np.int32)
    n = keys.size
    text = _sort_module(f"f32[{n}]", f"s32[{n}]", descending, old)
    order = sorted(range(n), key=lambda i: _float_key(keys[i]), reverse=descending)   # (stable both ways)
    got = bridge.reference.evaluate(text, [keys, values])[0]
    np.testing.assert_array_equal(got, np.array(order, np.int32))
    keys_only = bridge.reference.evaluate(_sort_module(f"f32[{n}]", None, descending, old), [keys])[0]
    np.testing.assert_array_equal(keys_only.view(np.uint32), keys[order].view(np.uint32))


@pytest.mark.parametrize("dtype, name", [(np.int32, "s32"), (np.uint16, "u16"), (np.int8, "s8"), (np.uint64, "u64")])
@pytest.mark.parametrize("descending", [False, True])
def test_integer_rows_sort_each_on_its_own(dtype, name, descending):
    info = np.iinfo(dtype)
    keys = RNG.integers(info.min, info.max, (3, 64), dtype=dtype, endpoint=True)
    keys[:, :4] = [info.min, info.max, 0, 0]
    got = bridge.reference.evaluate(_sort_module(f"{name}[3,64]", None, descending), [keys])[0]
    want = np.sort(keys, axis=-1)
    np.testing.assert_array_equal(got, want[:, ::-1] if descending else want)


def test_a_key_type_cub_cannot_sort_is_refused_by_name():
    text = _sort_module("c64[8]", None, False)
    with pytest.raises(UnsupportedOp, match=r"cub_sort_keys.*c64"):
        bridge.reference.evaluate(text, [np.zeros(8, np.complex64)])


def _dump(name: str, which: str) -> str:
    return (DUMPS / f"{name}.{which}.txt").read_text()


def test_the_cub_sorts_dump_agrees_with_xla_cpu():
    """jnp.sort (NaN last, -0 == +0: the rewriter's synthetic u32 keys), jnp.argsort (stable:
    a u64 index packed with the key) and an int32 sort, on the reference against PJRT CPU."""
    x = RNG.standard_normal(200_000).astype(np.float32)
    specials = np.concatenate([SPECIAL[np.abs(SPECIAL) != np.float32(1e-45)], NANS])   # (XLA:CPU flushes
    x[RNG.integers(0, x.size, 300)] = RNG.choice(specials, 300)                        # subnormals to 0)
    k = RNG.integers(-(1 << 30), 1 << 30, 100_000).astype(np.int32)
    got = bridge.reference.evaluate(_dump("cub_sorts", "sm_9.0a_gpu_after_optimizations"), [x, k])
    want = bridge.execute(_dump("cub_sorts", "before_optimizations"), [x, k], backend="cpu")
    for g, w in zip(got, want, strict=True):
        g, w = np.asarray(g), np.asarray(w)
        np.testing.assert_array_equal(g.view(np.uint32) if g.dtype == np.float32 else g,
                                      w.view(np.uint32) if w.dtype == np.float32 else w)


# ---- __gpu$TopK

def _top_k_module(x: str, k: int) -> str:
    batch = x.split("[")[1][:-1].split(",")[:-1]
    shape = ",".join(batch + [str(k)])
    return ("HloModule t\n\ngt {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  c = s32[] parameter(2)\n"
            "  d = s32[] parameter(3)\n  ROOT g = pred[] compare(a, b), direction=GT\n}\n\nENTRY e {\n"
            f"  x = {x} parameter(0)\n"
            f"  ROOT t = ({x.split('[')[0]}[{shape}], s32[{shape}]) custom-call(x), custom_call_target=\"__gpu$TopK\", "
            "api_version=API_VERSION_TYPED_FFI, called_computations={gt}\n}\n")


@pytest.mark.parametrize("k", [1, 3, 8, 16])
def test_top_k_without_nan_is_exact_and_ties_go_to_the_lower_index(k):
    """The kernel's order (key, then lower index; -0 == +0): many ties from a small pool."""
    x = RNG.integers(-6, 7, (3, 2048)).astype(np.float32)
    x[0, ::3] = -0.0
    x[1, 5], x[1, 9] = np.inf, np.inf
    values, indices = bridge.reference.evaluate(_top_k_module("f32[3,2048]", k), [x])
    order = np.argsort(-x.astype(np.float64), axis=-1, kind="stable")[:, :k]
    np.testing.assert_array_equal(indices, order)
    np.testing.assert_array_equal(values.view(np.uint32), np.take_along_axis(x, order, -1).view(np.uint32))


def test_bf16_and_a_single_row():
    import ml_dtypes
    x = RNG.standard_normal(4096).astype(ml_dtypes.bfloat16)
    values, indices = bridge.reference.evaluate(_top_k_module("bf16[4096]", 5), [x])
    order = np.argsort(-x.astype(np.float64), kind="stable")[:5]
    np.testing.assert_array_equal(indices, order)
    assert values.dtype == x.dtype and np.array_equal(values, x[order])


@pytest.mark.parametrize("k", [1, 2, 8, 16])
@pytest.mark.parametrize("n", [4096, 100_000])
def test_top_k_passes_nan_over_as_xla_gpus_kernel_does(n, k):
    """Measured on an H200 (docs/backends.md): with NaN at 7 and +inf at 9, +inf is a row's
    largest; XLA:CPU and an IEEE total order would give NaN. The kernel's float compares are
    false for NaN, and its insertion pushes NaN off again (kernels_gpu_sort._simulate)."""
    x = np.random.default_rng(0).standard_normal((2, n)).astype(np.float32)
    x[:, 7], x[:, 9] = np.nan, np.inf
    values, indices = bridge.reference.evaluate(_top_k_module(f"f32[2,{n}]", k), [x])
    assert (values[:, 0] == np.inf).all() and (indices[:, 0] == 9).all()
    finite = np.where(np.isnan(x), -np.inf, x)
    order = np.argsort(-finite, axis=-1, kind="stable")[:, :k]   # what remains: the exact top k
    np.testing.assert_array_equal(indices, order)


def test_the_kernel_replay_is_the_exact_top_k_where_there_is_no_nan():
    """The replay of the kernel's schedule (threads, insertion, warp and block reductions)
    gives the exact top k on rows with ties, for every kernel width."""
    from bridge.reference.kernels_gpu_sort import _simulate
    for n, k in ((1024, 1), (3000, 2), (5000, 3), (2048, 16), (70_000, 8)):
        x = RNG.integers(-20, 20, (2, n)).astype(np.float32)
        values, indices = _simulate(x, k)
        np.testing.assert_array_equal(indices, np.argsort(-x, axis=-1, kind="stable")[:, :k])


@pytest.mark.parametrize("shape, k", [("f32[4,512]", 4), ("f32[2,2048]", 17), ("f16[2048]", 2)])
def test_what_xlas_kernel_does_not_take_is_refused_by_name(shape, k):
    with pytest.raises(UnsupportedOp, match=r"__gpu\$TopK.*(k <= 16 and n >= 1024|takes f32/bf16)"):
        bridge.reference.evaluate(_top_k_module(shape, k), [np.zeros(
            [int(d) for d in shape.split("[")[1][:-1].split(",")], np.float16 if shape[:3] == "f16" else np.float32)])


def test_the_gpu_top_k_dump_agrees_with_xla_cpu():
    x = RNG.standard_normal((8, 50_000)).astype(np.float32)
    x[:, 100:120] = 2.5   # ties among the largest
    got = bridge.reference.evaluate(_dump("gpu_top_k", "sm_9.0a_gpu_after_optimizations"), [x])
    want = bridge.execute(_dump("gpu_top_k", "before_optimizations"), [x], backend="cpu")
    for g, w in zip(got, want, strict=True):
        np.testing.assert_array_equal(g, w)


def test_an_all_nan_row_gives_the_indices_the_h200_gave():
    """What the GPU itself returned (session 23's run of the dump's program on the H200, the
    pinned jaxlib 0.10.2): with every key NaN no comparison holds, so the indices are the
    kernel's schedule alone: 1024 threads for k = 4, 512 for k = 16 (a replay with 256
    threads gives 49919, 49663, ...)."""
    after = _dump("gpu_top_k", "sm_9.0a_gpu_after_optimizations")
    x = np.random.default_rng(0).standard_normal((8, 50_000)).astype(np.float32)
    x[7] = np.nan
    v4, i4, v16, i16 = bridge.reference.evaluate(after, [x])
    assert i4[7].tolist() == [49151, 48127, 47103, 46079]
    assert i16[7].tolist() == [41983, 42495, 43007, 43519, 44031, 44543, 45055, 45567, 46079, 46591, 47103,
                               47615, 48127, 48639, 49151, 49663]
    assert np.isnan(v4[7]).all() and np.isnan(v16[7]).all()
