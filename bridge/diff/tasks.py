"""One unit of corpus work, run wherever the executor puts it (worker process, dask, inline).

A task is a plain dict (picklable, no live objects), so it can cross process and machine
boundaries: {"kind": "run" | "reduce", "id", "program": str | bytes, "inputs": npz bytes
or None, "options": {backends, baseline, seed, policy, generator, plugins}, and for a
re-run after a backend hung or crashed, "skip": {backend: (status, reason)}}.
The result is a module entry of the JSON report (report.DiffReport.to_dict()).
A "backend" task runs one backend on one prepared module (run_backend_task below); a
"call" task one pickled module-level function (`hlobridge opt --verify-semantics --timeout`).
"""
from __future__ import annotations

import hashlib
import importlib.util
import io
import json
import os
import time

from ..errors import HloBridgeError

LOADED_PLUGINS: set[str] = set()


def options_dict(backends, baseline, seed, policy, generator, plugins=(), dims=None) -> dict:
    return {"backends": list(backends), "baseline": baseline, "seed": int(seed), "policy": policy.to_dict(),
            "generator": generator.to_dict(), "plugins": [os.path.abspath(p) for p in plugins],
            "dims": dims}


def task_key(task: dict) -> str:
    """Identity of a task's work: same id, module bytes, inputs and options -> same key."""
    h = hashlib.sha256(task["id"].encode() + b"\0")
    program = task["program"]
    h.update(program.encode() if isinstance(program, str) else program)
    h.update(task.get("inputs") or b"")
    h.update(json.dumps(task["options"], sort_keys=True).encode())
    h.update(task["kind"].encode())
    return h.hexdigest()[:24]


def load_plugins(paths) -> None:
    """Import plugin files (they call bridge.diff.register_backend); each once per process."""
    for path in paths:
        if path in LOADED_PLUGINS:
            continue
        spec = importlib.util.spec_from_file_location(f"hlobridge_plugin_{len(LOADED_PLUGINS)}", path)
        if spec is None or spec.loader is None:
            raise HloBridgeError(f"cannot load plugin {path}")
        module = importlib.util.module_from_spec(spec)
        try:
            spec.loader.exec_module(module)
        except Exception as e:  # noqa: BLE001 - the user's file: a syntax error, an import error ...
            where = f" (line {e.lineno})" if isinstance(e, SyntaxError) and e.lineno else ""
            raise HloBridgeError(f"cannot load plugin {path}{where}: {type(e).__name__}: "
                                 f"{str(e).splitlines()[0] if str(e) else ''}") from None
        LOADED_PLUGINS.add(path)


def make_policy(d: dict):
    from .tolerance import Policy
    d = dict(d)
    d["tolerances"] = {k: tuple(v) for k, v in d.get("tolerances", {}).items()}
    return Policy(**d)


def run_task(task: dict, notify=None) -> dict:
    """Run one task here; never raises for a bad module (verdict 'error' instead).
    notify(backend) is called before each backend of a "run" task starts."""
    t0 = time.perf_counter()
    try:
        if task["kind"] == "backend":
            return run_backend_task(task)
        if task["kind"] == "call":
            return _call(task)
        result = _reduce(task, notify) if task["kind"] == "reduce" else _run(task, notify)
    except HloBridgeError as e:
        result = error_result(task["id"], "error", str(e).splitlines()[0] if str(e) else type(e).__name__)
    except Exception as e:  # noqa: BLE001 - a tool bug on one module must not end the corpus run
        result = error_result(task["id"], "error", f"internal error: {type(e).__name__}: {e}")
    result["seconds"] = round(time.perf_counter() - t0, 6)
    return result


def error_result(module_id: str, verdict: str, reason: str) -> dict:
    return {"id": module_id, "verdict": verdict, "reason": reason, "seconds": 0.0, "ops": [], "families": [],
            "inputs": [], "backends": {}, "comparisons": [], "checks": []}


def _common(task: dict):
    from ..generators import GenSpec
    opts = task["options"]
    load_plugins(opts.get("plugins", ()))
    inputs = None
    if task.get("inputs"):
        from .inputs import load_npz
        inputs = load_npz(io.BytesIO(task["inputs"]))
    return opts, inputs, make_policy(opts["policy"]), GenSpec(**opts["generator"])


def _run(task: dict, notify=None) -> dict:
    from .core import difftest
    opts, inputs, policy, gen = _common(task)
    report = difftest(task["program"], inputs=inputs, backends=opts["backends"], seed=opts["seed"],
                      baseline=opts.get("baseline"), policy=policy, generator=gen, name=task["id"],
                      dims=opts.get("dims"), skip=task.get("skip"), on_backend=notify,
                      localize=bool(opts.get("localize")), elided_constants=opts.get("elided_constants"))
    return report.to_dict()


def _call(task: dict) -> dict:
    """A "call" task: {"fn": a pickled module-level function, "args"}; its value, or the
    exception as "Type: first line" (callers tell UnsupportedOp from the rest by it)."""
    import pickle
    try:
        return {"id": task["id"], "verdict": "ok", "reason": "", "value": pickle.loads(task["fn"])(*task["args"])}
    except Exception as e:  # noqa: BLE001 - reported to the caller, this worker goes on
        first = str(e).splitlines()[0] if str(e) else ""
        return error_result(task["id"], "error", f"{type(e).__name__}: {first}")


def _announced(name: str, run, notify):
    def announced(prepared, inputs):
        notify(name)
        return run(prepared, inputs)
    return announced


def backend_task(name: str, prepared, arrays, run_ref: bytes | None = None, plugins=()) -> dict:
    """A task that runs backend `name` (or the pickled callable `run_ref`) on `prepared`
    with the argument arrays `arrays` (sent as they are: pickling keeps bf16 and friends)."""
    source = prepared.source if isinstance(prepared.source, (str, bytes)) else None
    return {"kind": "backend", "id": prepared.name, "program": prepared.text, "source": source,
            "backend": name, "run": run_ref, "arrays": [a for a in arrays], "plugins": list(plugins)}


def run_backend_task(task: dict) -> dict:
    """{"id", "verdict": the backend's status, "reason", "outputs", "seconds"}."""
    import pickle

    from ..program import as_stablehlo_module
    from .backends import BACKENDS, run_backend
    from .prepare import finish
    try:
        load_plugins(task.get("plugins", ()))
        run = pickle.loads(task["run"]) if task.get("run") else BACKENDS[task["backend"]]
        prepared = finish(as_stablehlo_module(task["program"]), task["id"], source=task.get("source"))
    except Exception as e:  # noqa: BLE001 - reported for this backend, the caller goes on
        return {**error_result(task["id"], "error", f"{type(e).__name__}: {e}"), "outputs": None}
    r = run_backend(task["backend"], run, prepared, task["arrays"])
    return {"id": task["id"], "verdict": r.status, "reason": r.error, "outputs": r.outputs,
            "seconds": r.seconds}


def _reduce(task: dict, notify=None) -> dict:
    from .backends import resolve
    from .reduce import reduce_program
    opts, inputs, policy, gen = _common(task)
    backends = opts["backends"]
    if notify is not None:   # every backend run of the reduction gets its own timeout, not the whole
        backends = [(n, _announced(n, run, notify)) for n, run in resolve(backends)]
    outcome = reduce_program(task["program"], inputs=inputs, backends=backends, seed=opts["seed"],
                             baseline=opts.get("baseline"), policy=policy, generator=gen)
    return {"id": task["id"], "verdict": "reduced", "reason": "", "reduced": outcome.to_dict()}
