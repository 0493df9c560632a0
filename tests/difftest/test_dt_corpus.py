"""A corpus of >= 200 jax-lowered modules runs green on cpu vs reference (-j 2 workers).

The modules come from tests/jax_programs.py (lowered once, cached in pytest's cache dir
by the catalogue's hash and the jax version); inputs are the catalogue's own valid
arguments. Any module that does not match must be listed in EXPLAINED with its reason,
and docs/difftest.md carries the same list.
"""
from __future__ import annotations

import hashlib
import os
import pickle
import zlib

import jax
import pytest

from bridge.diff.corpus import Item, make_tasks, run_corpus
from bridge.diff.inputs import save_npz

from dt_helpers import options

SIZE = 210
EXPLAINED: dict[str, str] = {}   # module name -> why cpu and reference may legitimately differ


@pytest.fixture(scope="module")
def jax_corpus(request):
    import jax_programs as jp
    source = open(jp.__file__, "rb").read()
    key = hashlib.sha256(source + jax.__version__.encode()).hexdigest()[:16]
    cache = request.config.cache.mkdir("difftest-jax-corpus")
    path = os.path.join(cache, f"{key}.pkl")
    # a spread over the whole catalogue, stable across runs: every family is represented
    chosen = sorted(jp.PROGRAMS, key=lambda p: zlib.crc32(p.name.encode()))[:SIZE]
    if os.path.exists(path):
        with open(path, "rb") as f:
            texts = pickle.load(f)
    else:
        texts = {p.name: jp.lower(p) for p in chosen}
        tmp = f"{path}.{os.getpid()}.tmp"   # pytest-xdist workers may write it at once
        with open(tmp, "wb") as f:
            pickle.dump(texts, f)
        os.replace(tmp, path)
    return [Item(p.name, texts[p.name], save_npz(jp.make_args(p, 0))) for p in chosen]


def test_jax_corpus_cpu_vs_reference_is_green(jax_corpus, pool):
    assert len(jax_corpus) >= 200
    result = run_corpus(make_tasks(jax_corpus, options()), pool)
    summary = result.summary()
    assert summary["modules"] == len(jax_corpus)
    unexplained = {m["id"]: f"{m['verdict']}: {m['reason']}" for m in result.modules
                   if m["verdict"] != "match" and m["id"] not in EXPLAINED}
    assert not unexplained
    families = result.families()
    for fam in ("math", "arithmetic", "reduction", "linalg", "indexing", "control", "sort", "shape", "rng"):
        assert families[fam]["match"] > 0, fam          # many kinds of ops really ran
    dtypes_seen = {o["dtype"] for m in result.modules for c in m["comparisons"] for o in c["outputs"]}
    assert {"f32", "f64", "bf16", "f16", "s32", "u8", "pred", "c64"} <= dtypes_seen


def test_dask_executor_on_a_local_cluster(jax_corpus):
    distributed = pytest.importorskip("distributed")
    from bridge.diff.executors import make_executor
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False, host="127.0.0.1",
                                  protocol="tcp", dashboard_address=None) as cluster:
        host_port = cluster.scheduler_address.split("://", 1)[1]
        executor = make_executor(f"dask://{host_port}", jobs=1, timeout=120)
        try:
            items = jax_corpus[:6]
            result = run_corpus(make_tasks(items, options()), executor)
        finally:
            executor.close()
    assert [m["id"] for m in result.modules] == [it.id for it in items]
    assert all(m["verdict"] == "match" for m in result.modules)
