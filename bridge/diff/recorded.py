"""The `recorded` backend: numbers a platform computed when the program really ran.

`recorded` gives an HloSnapshot's own result (`--xla_dump_hlo_snapshots` records the
arguments and the result of one execution: a TPU's, a GPU's); `recorded@FILE` the outputs in
FILE, an .npz of out0, out1 ... (as `hlobridge run -o` writes them, or what a framework
computed, saved the same way or positionally, `np.savez(f, *outputs)`), an .npy (a program's
one result) or another snapshot's result. So a backend is checked against
what XLA on a machine we do not have, or jax when it exported the program, gave.

Recorded outputs hold for the inputs they came from, nothing else: a snapshot's arguments, or
FILE's arg0, arg1 ... where it holds them, are compared with the inputs difftest runs (a
difference is `unsupported`, saying which input); outputs recorded without their inputs are
compared only with inputs the user gave (difftest skips them for generated ones).
"""
from __future__ import annotations

import os

import numpy as np

from .. import dtypes
from ..errors import HloBridgeError, UnsupportedOp

NAME = "recorded"
PREFIX = NAME + "@"
TEMPLATE = "{}"   # in recorded@FILE: each corpus module's path without its extension
GENERATED = ("recorded outputs hold for the inputs they were computed from, and these were generated: "
             "give those inputs (--inputs X.npz / inputs=)")


class Recorded:
    """A picklable backend (--timeout runs it in a worker, as any other). A path holding `{}`
    names one file per module of a corpus: `{}` is the module's path without its extension,
    as for the .npz of its inputs (`recorded@{}.expected.npz`); see `bind`."""
    own_module = True   # (--localize cannot run its pieces on recorded numbers)

    def __init__(self, path: str | None = None):
        self.path, self.outputs, self.arguments = path, None, None
        if path is not None and TEMPLATE not in path:
            self.outputs, self.arguments = _read(path)

    @property
    def needs_given_inputs(self) -> bool:
        """Whether only the user's inputs can be compared (the recording has none of its own)."""
        return self.path is not None and self.arguments is None

    def __call__(self, prepared, inputs):
        if self.path is not None and TEMPLATE in self.path:
            raise UnsupportedOp(f"{PREFIX}{self.path}: the module has no file name to fill {TEMPLATE} with")
        outputs, arguments, what = self.outputs, self.arguments, self.path
        if outputs is None:   # plain `recorded`: the program itself must be a snapshot with a result
            outputs, arguments = _snapshot(prepared.source, None)
            what = "the snapshot"
        if prepared.processes:
            raise UnsupportedOp("recorded outputs of a per-device program (one per process) are not read")
        if arguments is not None:
            _same_inputs(arguments, inputs, what)
        return _as_outputs(outputs, prepared, what)


def bind(named: list, module_name: str) -> tuple[list, dict]:
    """`named` [(name, run)] with each templated Recorded's file read for the module called
    `module_name` (a corpus module's path), and {name: (status, reason)} for those that
    cannot be (no such file ...): that backend's row, not the module's error."""
    out, failed = [], {}
    for name, run in named:
        if isinstance(run, Recorded) and run.path is not None and TEMPLATE in run.path:
            if module_name and os.path.isfile(module_name):   # (not FILE#K, a part of a split file)
                try:
                    run = Recorded(run.path.replace(TEMPLATE, os.path.splitext(module_name)[0]))
                except HloBridgeError as e:
                    failed[name] = ("unsupported", str(e).splitlines()[0])
        out.append((name, run))
    return out, failed


def _read(path: str):
    if not path or not os.path.isfile(path):
        raise HloBridgeError(f"{PREFIX}{path}: no such file (an .npz of out0, out1 ..., an .npy or an HloSnapshot)")
    with open(path, "rb") as f:
        data = f.read()
    if data.startswith(b"\x93NUMPY"):   # an .npy: the output of a one-result program
        try:
            return [np.load(path)], None
        except (OSError, ValueError) as e:
            raise HloBridgeError(f"{PREFIX}{path}: cannot read the .npy ({e})") from None
    if data.startswith(b"PK"):   # an .npz
        import zipfile
        try:
            with np.load(path) as z:
                arrays = {n: z[n] for n in z.files}
        except (zipfile.BadZipFile, OSError, ValueError) as e:
            raise HloBridgeError(f"{PREFIX}{path}: cannot read the .npz ({e})") from None
        outs, args = _numbered(arrays, "out"), _numbered(arrays, "arg")
        if outs is None and args is None and set(arrays) == {f"arr_{i}" for i in range(len(arrays))}:
            outs = _numbered(arrays, "arr_")   # np.savez(f, *outputs): numpy's own positional names
        if outs is None:
            raise HloBridgeError(f"{PREFIX}{path}: no outputs out0, out1 ... (or np.savez's positional arr_0, "
                                 f"arr_1 ...) in it (it holds {', '.join(arrays) or 'nothing'})")
        return outs, args
    return _snapshot(data, path)


def _numbered(arrays: dict, prefix: str) -> list | None:
    found = sorted(int(n[len(prefix):]) for n in arrays if n.startswith(prefix) and n[len(prefix):].isdigit())
    if not found:
        return None
    if found != list(range(len(found))):
        raise HloBridgeError(f"recorded: {prefix}0 ... must be numbered without gaps, got "
                             f"{', '.join(f'{prefix}{i}' for i in found)}")
    return [arrays[f"{prefix}{i}"] for i in found]


def _snapshot(data, path: str | None):
    from ..formats import detect
    from ..formats.hlo_snapshot import read
    where = f"{PREFIX}{path}" if path else NAME
    if not isinstance(data, (bytes, bytearray)) or detect(bytes(data)) != "hlo-snapshot":
        raise UnsupportedOp(f"{where}: {'the file' if path else 'the program'} is not an HloSnapshot, so it "
                            f"records no outputs (name an .npz of them: {PREFIX}FILE)")
    snap = read(bytes(data))
    if snap.result is None:
        raise UnsupportedOp(f"{where}: the HloSnapshot records no result (only its arguments)")
    return _leaves(snap.result), list(snap.arguments)


def _leaves(x) -> list:
    if isinstance(x, tuple):
        return [leaf for part in x for leaf in _leaves(part)]
    return [np.asarray(x)]


def _same_inputs(recorded: list, inputs: list, what: str) -> None:
    flat = _leaves(tuple(recorded))
    if len(flat) != len(inputs):
        raise UnsupportedOp(f"{what} records {len(flat)} inputs, the program takes {len(inputs)}")
    for i, (r, x) in enumerate(zip(flat, inputs)):
        r, x = np.asarray(r), np.asarray(x)
        if r.shape != x.shape or r.tobytes() != x.tobytes():   # (bits: bf16 may be stored as u16)
            raise UnsupportedOp(f"the outputs in {what} were computed from other inputs (input {i} differs): "
                                f"give its own (--inputs, or none for a snapshot)")


def _as_outputs(outputs: list, prepared, what: str) -> list:
    from .compare import dtype_name
    from .inputs import reinterpret
    from .modinfo import function_type, tensor
    from ..mlir_module import entry_function
    results = function_type(entry_function(prepared.module)).results
    if len(outputs) != len(results):
        raise UnsupportedOp(f"{what} records {len(outputs)} outputs, the program has {len(results)}")
    out = []
    for i, (o, t) in enumerate(zip(outputs, results)):
        spec = tensor(t)
        want = dtypes.to_numpy(spec[0]) if spec else None
        o = np.asarray(o) if want is None else reinterpret(np.asarray(o), want)   # (.npz: bf16 as bits)
        if spec is None or o.dtype != want or o.shape != tuple(spec[1]):
            raise UnsupportedOp(f"{what}: output {i} is {dtype_name(o.dtype)}{list(o.shape)}, the program's is {t}")
        out.append(o)
    return out
