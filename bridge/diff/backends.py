"""Backends difftest can compare, by name; `register_backend` adds more.

A backend is `run(prepared, inputs) -> list of numpy arrays`. Raising a HloBridgeError
(UnsupportedOp, BackendError ...) means "cannot run this module" and is reported as
`unsupported` with its message, never as a mismatch.
"""
from __future__ import annotations

import time
from typing import Callable

import numpy as np

from ..errors import HloBridgeError
from . import recorded, run_parallel
from .report import BackendResult

PJRT = ("cpu", "cuda", "gpu", "rocm", "tpu")
# PJRT backends whose XLA flushes subnormals to zero (XLA:CPU sets FTZ/DAZ; TPUs have no
# subnormals); XLA:GPU keeps them unless --xla_gpu_ftz
FLUSHES_SUBNORMALS = frozenset({"cpu", "tpu"})
BACKENDS: dict[str, Callable] = {}


def flushing_partner(a: str, b: str) -> str | None:
    """Of a pair of the reference and a PJRT backend that flushes subnormals, the latter (the
    pair reference-ftz can explain a mismatch of); None for any other pair."""
    other = {a, b} - {"reference"}
    if len(other) != 1 or len({a, b}) != 2:
        return None
    (name,) = other
    return name if name in FLUSHES_SUBNORMALS else None


def register_backend(name: str, run: Callable) -> Callable:
    """Make `name` usable in `backends=` and `--backends`. Returns `run`."""
    if not isinstance(name, str) or not name or "," in name:
        raise HloBridgeError(f"backend names are non-empty strings without commas, got {name!r}")
    BACKENDS[name] = run
    return run


OTHER_MODULE = "reference@"


class OtherModule:
    """`reference@FILE`: the reference running another module on the same inputs (XLA:GPU's
    optimized module of a dump against the module jax gave XLA, on a machine without a GPU).
    The file is read once, here; its parameters must be the first module's. Picklable, so
    --timeout isolates it as any backend."""
    own_module = True   # (not the module difftest prepared: --localize's pieces cannot run on it)

    def __init__(self, path: str):
        import os
        if not path or not os.path.isfile(path):
            raise HloBridgeError(f"{OTHER_MODULE}{path}: no such file (the module the reference runs instead)")
        with open(path, "rb") as f:
            data = f.read()
        try:
            self.data = data.decode("utf-8")
        except UnicodeDecodeError:   # (an HLO proto, MLIR bytecode, an artifact)
            self.data = data
        self.path = path

    def __call__(self, prepared, inputs):
        from .. import reference
        try:
            return reference.evaluate(self.data, inputs)
        except HloBridgeError as e:   # (say which module: the report's other rows are the first one's)
            e.args = (f"{self.path}: {e}",) + e.args[1:]
            raise


def resolve(backends) -> list[tuple[str, Callable]]:
    """[(name, run)]: names are looked up; (name, callable) pairs are used as given."""
    if isinstance(backends, str):
        backends = [b for b in backends.split(",") if b]
    out = []
    for b in backends:
        if isinstance(b, tuple) and len(b) == 2 and callable(b[1]):
            out.append((str(b[0]), b[1]))
        elif isinstance(b, str) and b in BACKENDS:
            out.append((b, BACKENDS[b]))
        elif isinstance(b, str) and b.startswith(OTHER_MODULE):
            out.append((b, OtherModule(b[len(OTHER_MODULE):])))
        elif isinstance(b, str) and b.startswith(recorded.PREFIX):
            out.append((b, recorded.Recorded(b[len(recorded.PREFIX):])))
        else:
            raise HloBridgeError(f"unknown backend {b!r}; known: {', '.join(BACKENDS)}, {OTHER_MODULE}FILE, "
                                 f"{recorded.PREFIX}FILE "
                                 f"(or pass (name, run) with run(prepared, inputs) -> arrays)")
    names = [n for n, _ in out]
    if len(out) < 2:
        raise HloBridgeError("difftest needs at least two backends to compare")
    if len(set(names)) != len(names):
        raise HloBridgeError(f"difftest: backend listed twice in {', '.join(names)}")
    return out


def run_backend(name: str, run: Callable, prepared, inputs) -> BackendResult:
    t0 = time.perf_counter()
    try:
        outs = [np.asarray(o) for o in run(prepared, [np.array(x, copy=True) for x in inputs])]
        status, error = "ok", ""
    except HloBridgeError as e:
        outs, status, error = None, getattr(e, "status", "unsupported"), _first_line(e)
    except Exception as e:  # noqa: BLE001 - a backend bug must not stop the comparison
        outs, status, error = None, "error", f"{type(e).__name__}: {_first_line(e)}"
    result = BackendResult(name, status, outs, error, time.perf_counter() - t0)
    if status == "ok" and len(outs) != prepared.num_outputs:
        result.status, result.outputs = "error", None
        result.error = f"returned {len(outs)} outputs, the module has {prepared.num_outputs}"
    return result


def _first_line(e: BaseException) -> str:
    lines = [ln.strip() for ln in str(e).splitlines() if ln.strip()]
    if not lines:
        return type(e).__name__
    if lines[0].endswith(":") and len(lines) > 1:   # a heading: the reason is the next line
        return f"{lines[0]} {lines[1]}"                # (PJRT's "...: RESOURCE_EXHAUSTED: Out of memory ...")
    detail = next((ln for ln in lines[1:] if "error" in ln.lower()), "")
    return lines[0] + (f" ({detail})" if detail and len(lines[0]) < 80 else "")


# ---------------------------------------------------------------- built-in backends

def _pjrt(platform: str) -> Callable:
    def run(prepared, inputs):
        from ..runtime import execute_module
        if run_parallel.uses_run_parallel(prepared.text):   # a multi-process interpreter test
            if platform == "cpu":   # before the `pre` run fixes jax's CPU device count
                from ..runtime import ensure_cpu_devices
                ensure_cpu_devices(run_parallel.plan_of(prepared.text).processes)
            return run_parallel.run(prepared.text, inputs, lambda t, a: execute_module(t, a, backend=platform),
                                    run_parallel.pjrt_grid(platform))
        if prepared.processes:
            if platform == "cpu":
                from ..runtime import ensure_cpu_devices
                ensure_cpu_devices(prepared.processes[0] * prepared.processes[1])
            return _per_process(prepared, inputs, run_parallel.pjrt_grid(platform))
        return execute_module(prepared.text, inputs, backend=platform)
    run.__name__ = f"pjrt_{platform}"
    return run


def is_pjrt(name: str, run) -> bool:
    """Whether backend `name` is PJRT run as such (`run` is _pjrt's), not a stand-in under its
    name: only then is its module compiled by XLA, and given to PJRT as text."""
    return name in PJRT and getattr(run, "__name__", "") == f"pjrt_{name}"


def _reference(prepared, inputs, flush_subnormals: bool = False):
    from .. import reference
    if flush_subnormals:
        def evaluate(text, args):
            return reference.evaluate(text, args, flush_subnormals=True)

        def grid(text, per_process, nr, np_):
            return reference.evaluate_processes(text, per_process, nr, np_, flush_subnormals=True)
    else:
        evaluate, grid = reference.evaluate, run_parallel.reference_grid
    if run_parallel.uses_run_parallel(prepared.text):
        return run_parallel.run(prepared.text, inputs, evaluate, grid)
    if prepared.processes:
        return _per_process(prepared, inputs, grid)
    return evaluate(prepared.text, inputs)


def _reference_ftz(prepared, inputs):
    """The reference computing as XLA:CPU does, subnormals flushed to zero (FTZ/DAZ)."""
    return _reference(prepared, inputs, flush_subnormals=True)


def _per_process(prepared, inputs, grid) -> list:
    """A per-device program on its grid: each process its slice of `inputs`, the outputs of
    all processes in flattened-id order."""
    nr, np_ = prepared.processes
    k = len(inputs) // (nr * np_)
    outs = grid(prepared.text, [list(inputs[p * k:(p + 1) * k]) for p in range(nr * np_)], nr, np_)
    return [x for o in outs for x in o]


def _reference_xla(prepared, inputs):
    from .. import reference
    from ..errors import UnsupportedOp
    program = prepared.xla_program()
    if program is None:
        raise UnsupportedOp("reference-xla evaluates the xla dialect before lowering; this program "
                            "is StableHLO (no xla-dialect form)")
    return reference.evaluate(program, inputs)   # (its xla ops themselves: no lowering)


def _interpreter(prepared, inputs):
    from ..errors import UnsupportedOp
    from .interpreter_backend import evaluate
    if run_parallel.uses_run_parallel(prepared.text):
        # eval_module runs one process (no replicas/partitions to configure) and aborts on
        # the unregistered interpreter.run_parallel op
        raise UnsupportedOp("jaxlib's StableHLO interpreter (eval_module) runs one process: it has no "
                            "interpreter.run_parallel and no replicas or partitions")
    return evaluate(prepared.text, inputs)


for _p in PJRT:
    register_backend(_p, _pjrt(_p))
register_backend("reference", _reference)
register_backend("reference-ftz", _reference_ftz)
register_backend("reference-xla", _reference_xla)
register_backend(recorded.NAME, recorded.Recorded())
register_backend("interpreter", _interpreter)
_BUILTIN = frozenset(BACKENDS)


# ---------------------------------------------------------------- isolated runs

def run_backend_isolated(name: str, run: Callable, prepared, inputs, timeout: float) -> BackendResult:
    """run_backend in a worker process (bridge/diff/worker.py): past `timeout` seconds the
    worker is killed and the status is `timeout`; a native crash is `crash`; this process
    survives both. A backend is sent by name when it is registered here, else as a pickled
    reference to its function; one that cannot cross (a lambda, a function in __main__,
    reference-xla on an XlaComputation) runs in this process, without the timeout."""
    import pickle

    from .executors import run_isolated
    from .tasks import LOADED_PLUGINS, backend_task
    ref = None
    # by name: the worker knows the built-in ones and loads the same plugin files
    module = getattr(run, "__module__", None) or ""
    by_name = BACKENDS.get(name) is run and (name in _BUILTIN or module.startswith("hlobridge_plugin_"))
    if not by_name:
        try:
            if module in ("", "__main__"):
                raise pickle.PicklingError("defined in __main__")
            ref = pickle.dumps(run)
        except Exception:  # noqa: BLE001 - not picklable: run it here
            return run_backend(name, run, prepared, inputs)
    if name == "reference-xla" and not isinstance(prepared.source, (str, bytes, type(None))):
        return run_backend(name, run, prepared, inputs)
    task = backend_task(name, prepared, [np.asarray(x) for x in inputs], ref, sorted(LOADED_PLUGINS))
    res = run_isolated(task, timeout)
    status = res["verdict"]
    return BackendResult(name, status, res.get("outputs") if status == "ok" else None,
                         res.get("reason", ""), timeout if status == "timeout" else res.get("seconds", 0.0))
