"""One unit of corpus work, run wherever the executor puts it (worker process, dask, inline).

A task is a plain dict (picklable, no live objects), so it can cross process and machine
boundaries: {"kind": "run" | "reduce", "id", "program": str | bytes, "inputs": npz bytes
or None, "options": {backends, baseline, seed, policy, generator, plugins}}.
The result is a module entry of the JSON report (report.DiffReport.to_dict()).
"""
from __future__ import annotations

import hashlib
import importlib.util
import io
import json
import os
import time

from ..errors import HloBridgeError

_loaded_plugins: set[str] = set()


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
        if path in _loaded_plugins:
            continue
        spec = importlib.util.spec_from_file_location(f"hlobridge_plugin_{len(_loaded_plugins)}", path)
        if spec is None or spec.loader is None:
            raise HloBridgeError(f"cannot load plugin {path}")
        module = importlib.util.module_from_spec(spec)
        try:
            spec.loader.exec_module(module)
        except OSError as e:
            raise HloBridgeError(f"cannot load plugin {path}: {e}") from None
        _loaded_plugins.add(path)


def make_policy(d: dict):
    from .tolerance import Policy
    d = dict(d)
    d["tolerances"] = {k: tuple(v) for k, v in d.get("tolerances", {}).items()}
    return Policy(**d)


def run_task(task: dict) -> dict:
    """Run one task here; never raises for a bad module (verdict 'error' instead)."""
    t0 = time.perf_counter()
    try:
        result = _reduce(task) if task["kind"] == "reduce" else _run(task)
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
    from .generators import GenSpec
    opts = task["options"]
    load_plugins(opts.get("plugins", ()))
    inputs = None
    if task.get("inputs"):
        from .inputs import load_npz
        inputs = load_npz(io.BytesIO(task["inputs"]))
    return opts, inputs, make_policy(opts["policy"]), GenSpec(**opts["generator"])


def _run(task: dict) -> dict:
    from .core import difftest
    opts, inputs, policy, gen = _common(task)
    report = difftest(task["program"], inputs=inputs, backends=opts["backends"], seed=opts["seed"],
                      baseline=opts.get("baseline"), policy=policy, generator=gen, name=task["id"],
                      dims=opts.get("dims"))
    return report.to_dict()


def _reduce(task: dict) -> dict:
    from .reduce import reduce_program
    opts, inputs, policy, gen = _common(task)
    outcome = reduce_program(task["program"], inputs=inputs, backends=opts["backends"], seed=opts["seed"],
                             baseline=opts.get("baseline"), policy=policy, generator=gen)
    return {"id": task["id"], "verdict": "reduced", "reason": "", "reduced": outcome.to_dict()}
