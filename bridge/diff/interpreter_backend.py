"""The `interpreter` backend: StableHLO's reference interpreter (`eval_module`), always in a
child process, because eval_module aborts the process on an op it does not implement.

One long-lived child serves every call (this module run as a script); when it dies the
call reports why and the next call starts a new child. CHLO ops are legalized to StableHLO
in the child first (the interpreter knows no chlo); custom_call is refused up front.
Results are bit-cast to integers inside the module before eval_module returns them:
the bindings cannot turn bf16/f16/fp8/complex attributes into numpy arrays.
Timeout per call: HLOBRIDGE_INTERPRETER_TIMEOUT seconds (default 120).
"""
from __future__ import annotations

import atexit
import os
import pickle
import signal
import subprocess
import sys
import threading

import numpy as np

from ..childproc import die_with_parent, read_frame, start_python, stop, write_frame
from ..errors import HloBridgeError, UnsupportedOp

_lock = threading.Lock()
_child: subprocess.Popen | None = None


class InterpreterFailed(HloBridgeError):
    def __init__(self, message: str, status: str):
        super().__init__(message)
        self.status = status


def _timeout() -> float:
    return float(os.environ.get("HLOBRIDGE_INTERPRETER_TIMEOUT", "120"))


def _stop() -> None:
    global _child
    c, _child = _child, None
    stop(c)


atexit.register(_stop)


def evaluate(text: str, inputs) -> list[np.ndarray]:
    """Outputs of `text`'s main on `inputs`, computed by eval_module in the child."""
    global _child
    with _lock:
        if _child is None or _child.poll() is not None:
            _child = start_python("-c", "from bridge.diff.interpreter_backend import serve; serve()")
        child = _child
        try:
            write_frame(child.stdin, pickle.dumps((text, [np.asarray(x) for x in inputs])))
            status, payload = pickle.loads(read_frame(child.stdout, _timeout()))
        except TimeoutError:
            child.kill()
            child.wait()
            _child = None
            raise InterpreterFailed(f"the StableHLO interpreter did not finish in {_timeout():g} s "
                                    f"(HLOBRIDGE_INTERPRETER_TIMEOUT)", "timeout") from None
        except (EOFError, BrokenPipeError, OSError):
            code = child.wait()
            _child = None
            if code == -signal.SIGABRT:
                raise UnsupportedOp("the StableHLO interpreter aborted (SIGABRT): eval_module aborts on "
                                    "ops it does not implement") from None
            raise InterpreterFailed(f"the StableHLO interpreter process died ({_describe_exit(code)})",
                                    "crash") from None
    if status == "ok":
        return payload
    raise UnsupportedOp(payload)


def _describe_exit(code: int) -> str:
    if code < 0:
        try:
            return f"signal {signal.Signals(-code).name}"
        except ValueError:
            return f"signal {-code}"
    return f"exit status {code}"


# ---------------------------------------------------------------- the child

def serve() -> None:
    die_with_parent()
    inp, out = sys.stdin.buffer, os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)   # stray prints from native code must not corrupt the frames
    while True:
        try:
            text, inputs = pickle.loads(read_frame(inp))
        except EOFError:
            return
        try:
            reply = ("ok", _run(text, inputs))
        except HloBridgeError as e:
            reply = ("unsupported", str(e).splitlines()[0] if str(e) else type(e).__name__)
        except Exception as e:  # noqa: BLE001 - report, keep serving
            reply = ("unsupported", f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}")
        write_frame(out, pickle.dumps(reply))


_READABLE = ("i1", "i8", "i16", "i32", "i64", "ui8", "ui16", "ui32", "ui64", "f32", "f64")


def _run(text: str, inputs) -> list[np.ndarray]:
    from jaxlib.mlir import ir, passmanager

    from bridge import dtypes, host_callbacks
    from bridge._jax_private import eval_module
    from bridge.context import get_context, register_passes
    from bridge.diff.modinfo import entry_block, function_type, walk_ops
    from bridge.mlir_module import entry_function as entry
    from bridge.mlir_types import is_token

    ctx = get_context()
    module = ir.Module.parse(text, context=ctx)
    for op in walk_ops(module):   # jaxlib 0.10.2's legalization turns a reverse scan forward
        if op.name == "chlo.scan" and "is_reverse" in op.attributes and \
                str(op.attributes["is_reverse"]) == "true":
            raise UnsupportedOp("the StableHLO interpreter runs chlo ops after chlo-legalize-to-stablehlo, "
                                "which ignores chlo.scan's is_reverse in jaxlib 0.10.2")
    register_passes()
    with ctx:
        passmanager.PassManager.parse("builtin.module(func.func(chlo-legalize-to-stablehlo))").run(
            module.operation)
    host_callbacks.strip_effect_only(module.operation)   # (as on the other engines; difftest notes it)
    _markers_left_out(walk_ops(module))
    _scatter_into_copies(walk_ops(module))
    _convolutions_batch_first(walk_ops(module))
    for op in walk_ops(module):
        if op.name == "stablehlo.custom_call":
            raise UnsupportedOp("the StableHLO interpreter does not run stablehlo.custom_call")
        if op.name.startswith("sdy.") and op.name not in ("sdy.mesh", "sdy.return"):   # (eval_module aborts)
            raise UnsupportedOp(f"the StableHLO interpreter does not run {op.name} (Shardy)")
        if op.name in _NOT_IMPLEMENTED:   # named here: the abort would only say "an op"
            raise UnsupportedOp(f"the StableHLO interpreter (jaxlib 0.10.2's eval_module) does not implement "
                                f"{op.name}")
    main = entry(module)
    ftype = function_type(main)
    if any(is_token(t) for t in [*ftype.inputs, *ftype.results]):
        # (made inside instead, jaxlib 0.10.2's eval_module aborts on stablehlo.create_token)
        raise UnsupportedOp("the StableHLO interpreter takes and gives arrays only, not the tokens of "
                            "@main (an ordered effect's: jax.debug.print(..., ordered=True), io_callback)")
    with ctx:
        args = [_to_attr(a, t) for a, t in zip(inputs, ftype.inputs)]
        plan = _readable_results(main, entry_block(main), ftype, ctx)
        results = eval_module()(module, args)
    outs, k = [], 0
    for et, shape, n in plan:
        parts = [_to_array(results[k + j], shape) for j in range(n)]
        k += n
        dt = dtypes.to_numpy(et)
        if n == 2:
            comp = dtypes.to_numpy(dtypes.complex_component(et))
            arr = np.empty(shape, dt)
            arr.real, arr.imag = parts[0].view(comp), parts[1].view(comp)
            outs.append(arr)
        else:
            outs.append(parts[0].view(dt) if parts[0].dtype != dt else parts[0])
    return outs


def _markers_left_out(ops) -> None:
    """Calls that only annotate a value (jax's memory placements annotate_device_placement,
    sharding markers: the reference's IDENTITY_TARGETS; Shardy's constraints) replaced by
    their operand, in place: on values they are the identity, and the interpreter refuses
    every custom_call (and aborts on sdy ops)."""
    from jaxlib.mlir import ir

    from bridge.reference.kernels_io import IDENTITY_TARGETS
    for op in [op for op in ops if op.name in _SDY_IDENTITY or op.name == "stablehlo.custom_call"]:
        if op.name == "sdy.sharding_group":   # (no result: a propagation hint only)
            op.erase()
            continue
        target = ir.StringAttr(op.attributes["call_target_name"]).value if "call_target_name" in op.attributes else ""
        if (op.name in _SDY_IDENTITY or target in IDENTITY_TARGETS) and len(op.operands) == len(op.results) == 1 \
                and op.operands[0].type == op.results[0].type:
            op.results[0].replace_all_uses_with(op.operands[0])
            op.erase()


# ops jaxlib 0.10.2's eval_module aborts on (jax's 'rbg'/'unsafe_rbg' PRNGs write rng_bit_generator;
# jnp.fft and keras's stft / MelSpectrogram write fft)
_NOT_IMPLEMENTED = frozenset({"stablehlo.rng_bit_generator", "stablehlo.rng", "stablehlo.fft"})

# Shardy ops that are the identity on values: jax writes sharding_constraint for
# with_sharding_constraint, and on every typed PRNG key (an empty mesh), so for any dropout
_SDY_IDENTITY = frozenset({"sdy.sharding_constraint", "sdy.reshard", "sdy.propagation_barrier",
                           "sdy.sharding_group"})


def _scatter_into_copies(ops) -> None:
    """jaxlib 0.10.2's interpreter scatters into the buffer of its operand itself: an op that
    reads that value after the scatter (torch's `x.index_put(...)`, then `x[:, 1:4:2]`) saw the
    update. Each scatter gets a copy of its inputs (a same-type reshape allocates one there)."""
    from jaxlib.mlir import ir
    for op in [op for op in ops if op.name == "stablehlo.scatter"]:
        with ir.InsertionPoint(op), op.location:
            for i in range(len(op.results)):   # (the inputs: the first operands, one per result)
                value = op.operands[i]
                op.operands[i] = ir.Operation.create("stablehlo.reshape", results=[value.type],
                                                     operands=[value]).result


def _convolutions_batch_first(ops) -> None:
    """jaxlib 0.10.2's interpreter aborts ('Incompatible index and shape found while flattening
    index') on a convolution whose input or output has its feature dimension before its batch
    dimension: what jax writes for every conv's kernel gradient ([f, b, 0, 1]x[i, o, 0, 1]->
    [f, b, 0, 1]). Such a conv gets its input transposed to [b, f, spatial...], computes its
    output in that order and transposes it back, in place: the same values."""
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo
    for op in [op for op in ops if op.name == "stablehlo.convolution"]:
        dn = stablehlo.ConvDimensionNumbers(op.attributes["dimension_numbers"])
        ib, i_f, isp = dn.input_batch_dimension, dn.input_feature_dimension, list(dn.input_spatial_dimensions)
        ob, of, osp = dn.output_batch_dimension, dn.output_feature_dimension, list(dn.output_spatial_dimensions)
        if ib < i_f and ob < of:
            continue
        out_t = ir.RankedTensorType(op.results[0].type)
        in_perm = [ib, i_f, *isp]
        canon = [out_t.shape[d] for d in (ob, of, *osp)]
        back = [0] * len(canon)   # result dim j = canonical dim back[j]
        for k, d in enumerate((ob, of, *osp)):
            back[d] = k
        spatial = list(range(2, 2 + len(isp)))
        with ir.InsertionPoint(op), op.location:
            lhs = stablehlo.TransposeOp(op.operands[0], ir.DenseI64ArrayAttr.get(in_perm)).result
            attrs = {na.name: na.attr for na in (op.attributes[i] for i in range(len(op.attributes)))}
            attrs["dimension_numbers"] = stablehlo.ConvDimensionNumbers.get(
                0, 1, spatial, dn.kernel_input_feature_dimension, dn.kernel_output_feature_dimension,
                list(dn.kernel_spatial_dimensions), 0, 1, spatial)
            conv = ir.Operation.create("stablehlo.convolution", operands=[lhs, op.operands[1]], attributes=attrs,
                                       results=[ir.RankedTensorType.get(canon, out_t.element_type)])
            out = stablehlo.TransposeOp(conv.result, ir.DenseI64ArrayAttr.get(back)).result
        op.results[0].replace_all_uses_with(out)
        op.erase()


def _to_attr(a: np.ndarray, t):
    from jaxlib.mlir import ir
    a = np.require(a, requirements="C")   # (np.ascontiguousarray makes 0-d 1-d)
    if a.dtype == np.bool_:
        return ir.DenseElementsAttr.get(a, type=ir.RankedTensorType(t).element_type)
    if a.dtype.itemsize * 8 != _width(str(ir.RankedTensorType(t).element_type)):
        raise UnsupportedOp(f"the interpreter backend cannot pass {t} arguments")
    return ir.DenseElementsAttr.get(np.frombuffer(a.tobytes(), np.uint8), type=t)


def _width(spelling: str) -> int:
    digits = "".join(c for c in spelling.split("E")[0] if c.isdigit())
    if spelling.startswith("complex"):
        return 2 * _width(spelling[8:-1])
    return int(digits) if digits else 0


def _readable_results(main, block, ftype, ctx):
    """Rewrite main's results into types the bindings read; [(xla type, shape, parts)]."""
    from jaxlib.mlir import ir

    from bridge import dtypes
    from bridge.diff.modinfo import set_results
    ret = next(o.operation for o in block.operations if o.operation.name == "func.return")
    plan, values = [], []
    with ir.InsertionPoint(ret), ret.location:
        for v, t in zip(ret.operands, ftype.results):
            rt = ir.RankedTensorType(t)
            spelling, shape = str(rt.element_type), tuple(rt.shape)
            et = dtypes.from_mlir_spelling(spelling)
            if spelling in _READABLE:
                plan.append((et, shape, 1))
                values.append(v)
                continue
            parts = [v]
            if spelling.startswith("complex"):
                comp = ir.RankedTensorType.get(shape, rt.element_type.element_type)
                parts = [ir.Operation.create(f"stablehlo.{p}", results=[comp], operands=[v]).result
                         for p in ("real", "imag")]
            for p in parts:
                width = _width(str(ir.RankedTensorType(p.type).element_type))
                int_t = ir.RankedTensorType.get(shape, ir.IntegerType.get_signless(width))
                values.append(ir.Operation.create("stablehlo.bitcast_convert", results=[int_t],
                                                  operands=[p]).result)
            plan.append((et, shape, len(parts)))
    set_results(main, values)
    return plan


def _to_array(attr, shape) -> np.ndarray:
    arr = np.array(attr)
    n = int(np.prod(shape, dtype=np.int64))
    if arr.size != n:   # a splat attribute reads as its one value
        arr = np.full(shape, arr.reshape(-1)[0], arr.dtype)
    return arr.reshape(shape)


if __name__ == "__main__":   # pragma: no cover
    serve()
