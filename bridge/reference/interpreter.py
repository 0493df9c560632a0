"""Compiles StableHLO functions into flat lists of numpy kernels and runs them.

A function is compiled once into `Block`s: each block is a list of nodes
``(run, operand slots, result slots)`` over one flat value array per call
(`Frame.env`). Regions of control-flow ops are compiled into blocks that share
their function's value array, so they see values defined above them.

Recording (`Program(module, fold=False)` run with `RunState.recorder` set, whose
`program` is that Program): every executed op of its module (not those of modules kernels
compile for themselves, e.g. chlo decompositions) goes to `recorder.record(op, operands, results)`
(difftest --localize), which returns None or the results to go on with instead (difftest's
rounding noise, bridge/diff/rounding_noise.py). An op whose regions read values from outside
it (jax's conds read their operands so, a branch in a loop the loop's carried values) passes
them too, as `captured=`, in mlir_module.captured_values' order. The body of an
`sdy.manual_computation`, run once per device in its own thread, records to
`recorder.for_device(d)`. Blocks generate a second, recording body only when asked, so the
normal path pays one attribute test per block call.
"""
from __future__ import annotations

import functools
import threading

import numpy as np
from jaxlib.mlir import ir

from bridge.errors import HloBridgeError, UnsupportedOp

from .. import arguments
from .. import mlir_attrs as attrs
from ..mlir_module import captured_values, ops_where
from . import kernels_bounded as bounded
from .kernels_chlo import composite_name
from .kernels_quant import is_quantized, quantized_kernel
from .kernel_registry import KERNELS, OpInfo, location
from .subnormals import FLUSHING, flushing

_TERMINATORS = frozenset({"func.return", "stablehlo.return", "sdy.return"})
# calls compiled inline when their callee is small (Function._inline): op -> its callee attribute
_CALLS = {"func.call": "callee", "stablehlo.composite": "decomposition"}
_INLINE_MAX = 64   # ops in the callee's body (a call costs a few numpy calls' time)
# Ops whose regions run as a whole program step (recorded inside); other ops with regions
# (reduce, sort, scatter, map ...) apply theirs per element and are recorded as one op.
_TRANSPARENT = frozenset({"stablehlo.while", "stablehlo.if", "stablehlo.case", "stablehlo.optimization_barrier",
                          "sdy.manual_computation", "sdy.named_computation"})


def _foldable() -> frozenset:
    """Ops that are pure functions of their operands: with constant operands they are
    evaluated once, when the function is compiled (loop bodies then skip them)."""
    from dialect_defs import OPS

    from .kernels_elementwise import _SHIFTS, BINARY, UNARY
    names = {"constant", "iota", "broadcast_in_dim", "broadcast", "reshape", "convert", "transpose",
             "compare", "select", "clamp", "complex", "reverse", "slice", "concatenate", "pad",
             "bitcast_convert"} | set(UNARY) | set(BINARY) | set(_SHIFTS)
    xla = {d.op_name for d in OPS.values() if "pure" in d.traits}
    return frozenset({f"stablehlo.{n}" for n in names} | xla)


_FOLDABLE: frozenset | None = None


def _foldable_ops() -> frozenset:
    global _FOLDABLE
    if _FOLDABLE is None:
        _FOLDABLE = _foldable()
    return _FOLDABLE


class Frame:
    """The values of one function invocation, plus per-run settings."""

    __slots__ = ("env", "run")

    def __init__(self, nslots, run: RunState):
        # nslots: a slot count, or a template list (compile-time constants filled in)
        self.env = [None] * nslots if isinstance(nslots, int) else list(nslots)
        self.run = run


class RunState:
    """Settings shared by all frames of one evaluation: which process of the
    replicas x partitions grid runs (the spec's process id), and collectives."""

    def __init__(self, replica_id: int = 0, num_replicas: int = 1, exchange=None,
                 partition_id: int = 0, num_partitions: int = 1):
        self.replica_id = replica_id
        self.num_replicas = num_replicas
        self.partition_id = partition_id
        self.num_partitions = num_partitions
        # the spec's flattened id: replica_id * num_partitions + partition_id
        self.process = replica_id * num_partitions + partition_id
        self.exchange = exchange  # rendezvous of all processes (see kernels_collective)
        self.outfeed: list = []   # (op name, values) consumed by outfeed/send
        self.draws: dict = {}     # per-op call counts of `rng` in this evaluation
        self.recorder = None      # see the module docstring; None on the normal path
        # id -> array: buffers a while loop owns alone, which dynamic_update_slice may write in
        # place (see kernels_control._while); the array is kept so its id cannot be reused
        self.owned: dict = {}


_WALKED_RUNS = 2   # runs of a block before its code is generated (Block)


def _code_of(source: str):
    """The compiled block source. Small blocks of the same shape share it (a block's kernels
    are its globals, not its text): localization and test suites compile many alike. Big ones
    are not kept: a corpus worker would hold every big program's code."""
    return _shared_code(source) if len(source) <= 16384 else compile(source, "<reference block>", "exec")


@functools.lru_cache(maxsize=1024)
def _shared_code(source: str):
    return compile(source, "<reference block>", "exec")


class Block:
    """A compiled region: straight-line Python generated once, one line per op.

    `env[out] = r3(frame, env[a], env[b])` per node: no per-op interpretation at run
    time. A failing node is found afterwards from the traceback's line number. After its
    last use a value this block defined is dropped (`env[a] = None` on the same line), so a
    long function holds its live values, not all it ever computed (a training step's
    activations and gradients). The code is generated at the block's third run: the first
    two walk the nodes (`_interpret`), as compiling the code costs more than running most
    blocks once (a program's entry, a region called once) and a loop body soon repays it.
    """
    __slots__ = ("_first", "_fn", "_rec_fn", "_runs", "arg_slots", "captures", "frees", "nodes", "ops",
                 "program", "ret_slots")

    def __init__(self, arg_slots, nodes, ret_slots, ops=(), program=None, frees=None, captures=None):
        self.arg_slots = arg_slots
        self.captures = captures or {}   # recording only: node index -> slots of the values its regions read
        self.nodes = nodes
        self.ret_slots = ret_slots
        self.frees = frees or [()] * len(nodes)   # per node: slots dead after it
        self.ops = ops          # the ir.Operation of each node (for recording)
        self.program = program  # whose module the ops are in: only the recorded program records
        self._rec_fn = self._fn = self._first = None
        self._runs = 0

    def _generate(self, record: bool = False):
        """The block's code; with `record`, each node line also reports to the recorder
        (on the same line, so failing-node line numbers stay valid). Ops whose regions are
        per-element computations (reduce, sort, scatter ...) mute recording inside them."""
        lines = ["def block(frame, args):", "    env = frame.env" + ("; R = frame.run.recorder" if record else "")]
        lines += [f"    env[{s}] = args[{i}]" for i, s in enumerate(self.arg_slots)]
        first = len(lines) + 1  # line number of node 0
        names = {}
        for k, (run, ins, outs, n_out, _) in enumerate(self.nodes):
            names[f"r{k}"] = run
            call = f"r{k}(frame{''.join(f', env[{i}]' for i in ins)})"
            if n_out == 1:
                line = f"    env[{outs[0]}] = {call}"
            elif n_out == 0:
                line = f"    {call}"
            else:
                line = f"    t = {call}; " + "; ".join(f"env[{o}] = t[{j}]" for j, o in enumerate(outs))
            if record:
                names[f"o{k}"] = self.ops[k]
                operands = "(" + "".join(f"env[{i}], " for i in ins) + ")"
                results = "(" + "".join(f"env[{o}], " for o in outs) + ")"
                if self.ops[k].regions and self.ops[k].name not in _TRANSPARENT:
                    line = line.replace("    ", "    R.mute += 1; ", 1) + "; R.mute -= 1"
                # a recorder may answer other results (difftest's rounding noise): they go on instead
                captured = self.captures.get(k)
                captured = ", captured=(" + "".join(f"env[{s}], " for s in captured) + ")" if captured else ""
                line += f"; _t = R.record(o{k}, {operands}, {results}{captured})"
                line += "".join(f"; env[{o}] = env[{o}] if _t is None else _t[{j}]" for j, o in enumerate(outs))
            if self.frees[k]:
                line += "; " + "; ".join(f"env[{s}] = None" for s in self.frees[k])
            lines.append(line)
        lines.append(f"    return [{', '.join(f'env[{i}]' for i in self.ret_slots)}]")
        code = _code_of("\n".join(lines))
        self._first = first   # (both variants' nodes start on the same line)
        scope: dict = {}
        exec(code, names, scope)  # noqa: S102 - our own generated source, see _generate
        return scope["block"]

    def __call__(self, frame: Frame, *args):
        fn = self._fn
        rec = frame.run.recorder
        if rec is not None and not rec.mute and rec.program is self.program:   # (not a kernel's helper module)
            if self._rec_fn is None:
                self._rec_fn = self._generate(record=True)
            fn = self._rec_fn
        elif fn is None:
            self._runs += 1
            if self._runs > _WALKED_RUNS:
                fn = self._fn = self._generate()
            else:
                fn = self._interpret
        try:
            return fn(frame, args)
        except (HloBridgeError, RecursionError):
            raise
        except Exception as e:  # a kernel hit a case it does not handle
            name, loc = self._failing_node(e)
            raise HloBridgeError(f"numpy reference failed in {name} at {loc}: {type(e).__name__}: {e}") from e

    def _interpret(self, frame: Frame, args):
        """What the generated code does, node by node."""
        env = frame.env
        for s, a in zip(self.arg_slots, args):
            env[s] = a
        frees = self.frees
        for k, (run, ins, outs, n_out, _) in enumerate(self.nodes):   # (_failing_node reads k)
            r = run(frame, *[env[i] for i in ins])
            if n_out == 1:
                env[outs[0]] = r
            elif n_out:
                for o, v in zip(outs, r):
                    env[o] = v
            for s in frees[k]:
                env[s] = None
        return [env[i] for i in self.ret_slots]

    def hoisted(self, invariant: list[bool]):
        """(prologue, loop): this block as a loop body whose argument k comes back unchanged
        where `invariant[k]`, split in two. Pure ops on values the loop does not change (those
        arguments, values from outside, and what such ops make) move to `prologue`, run once
        before the first iteration, as XLA's loop-invariant code motion moves them (jax's scan
        broadcasts its weights at every step); `loop` is the rest. (None, self) when nothing
        moves."""
        foldable = _foldable_ops()
        fixed = {s for s, inv in zip(self.arg_slots, invariant) if inv}
        defined = set(self.arg_slots) | {o for node in self.nodes for o in node[2]}
        moved: dict = {}   # node index -> None, in order
        for k, (node, op) in enumerate(zip(self.nodes, self.ops)):
            if op.name in foldable and len(node[2]) == 1 and all(i in fixed or i not in defined for i in node[1]):
                fixed.add(node[2][0])
                moved[k] = None
        if not moved:
            return None, self
        keep = [k for k in range(len(self.nodes)) if k not in moved]
        hoisted_outs = {self.nodes[k][2][0] for k in moved}
        prologue = Block(self.arg_slots, [self.nodes[k] for k in moved], [], [self.ops[k] for k in moved],
                         self.program)
        frees = [[s for s in self.frees[k] if s not in hoisted_outs] for k in keep]
        loop = Block(self.arg_slots, [self.nodes[k] for k in keep], self.ret_slots, [self.ops[k] for k in keep],
                     self.program, frees)
        return prologue, loop

    def _failing_node(self, e):
        tb = e.__traceback__
        k = None
        codes = tuple(f.__code__ for f in (self._fn, self._rec_fn) if f is not None)
        walked = Block._interpret.__code__
        while tb is not None:
            if tb.tb_frame.f_code in codes:
                k = tb.tb_lineno - self._first
            elif tb.tb_frame.f_code is walked and tb.tb_frame.f_locals.get("self") is self:
                k = tb.tb_frame.f_locals.get("k")
            tb = tb.tb_next
        if k is None or not 0 <= k < len(self.nodes):
            return "?", "?"
        return self.nodes[k][4], location(self.ops[k]) if k < len(self.ops) else "?"


class Function:
    def __init__(self, program: Program, func_op):
        self.program = program
        self.name = func_op.attributes["sym_name"].value
        ftype = ir.FunctionType(func_op.attributes["function_type"].value)
        self.input_types = [attrs.parse_type(t) for t in ftype.inputs]
        self.result_types = [attrs.parse_type(t) for t in ftype.results]
        self._slots: dict = {}    # value -> slot, in the function (or inlined callee) being compiled
        self._nslots = 0
        self._consts: dict = {}   # slot -> value computed at compile time
        self._inlining = [self.name]   # functions whose bodies are being inlined (no recursion)
        self.entry = self.compile_region(func_op.regions[0])
        self.nslots = self._nslots
        self.template = [None] * self.nslots
        for slot, value in self._consts.items():
            self.template[slot] = value

    def _slot(self, value) -> int:
        s = self._slots.get(value)
        if s is None:
            s = self._slots[value] = self._nslots
            self._nslots += 1
        return s

    def compile_region(self, region) -> Block:
        block = region.blocks[0]
        arg_slots = [self._slot(a) for a in block.arguments]
        nodes, ops, captures = [], [], {}
        ret_slots = self._compile_ops(block, nodes, ops, captures)
        return Block(arg_slots, nodes, ret_slots, ops, self.program, self._frees(arg_slots, nodes, ops, ret_slots),
                     captures)

    def _compile_ops(self, block, nodes: list, ops: list, captures: dict) -> list:
        """Append the nodes of `block`'s ops to `nodes`; the slots its terminator returns.
        A recorded program notes in `captures` the slots of what each loop's or branch's regions
        read from outside it (slots are only known here: an inlined callee's arguments are its
        call's operands while it compiles)."""
        ret_slots = []
        for opview in block.operations:
            op = opview.operation
            name = op.name
            if name in _TERMINATORS:
                ret_slots = [self._slot_of_use(v) for v in op.operands]
                continue
            if name in _CALLS and self._inline(op, nodes, ops, captures):
                continue
            factory = KERNELS.get(name)
            if factory is None:
                raise UnsupportedOp(f"numpy reference does not implement {name} at {location(op)}")
            info = OpInfo(op, self)
            try:
                run = (bounded.kernel(info, factory) if bounded.is_dynamic(info)
                       else quantized_kernel(info, factory) if is_quantized(info) else factory(info))
            except (HloBridgeError, RecursionError):
                raise
            except Exception as e:  # a kernel reading attributes it does not expect (a custom call's config)
                raise HloBridgeError(f"numpy reference cannot read {_described(op)} at {location(op)}: "
                                     f"{type(e).__name__}: {e}") from e
            if self.program.flush_subnormals and name in FLUSHING:
                run = flushing(run, info)
            ins = [self._slot_of_use(v) for v in op.operands]
            outs = [self._slot(r) for r in op.results]
            if len(outs) == 1 and self._fold(name, run, ins, outs[0]):
                continue
            if not self.program.fold and op.regions:
                used = [self._slot_of_use(v) for v in captured_values(op)]
                if used:
                    captures[len(nodes)] = used
            nodes.append((run, ins, outs, len(outs), name))   # (its location only on failure: str() is costly)
            ops.append(op)
        return ret_slots

    def _inline(self, op, nodes: list, ops: list, captures: dict) -> bool:
        """Compile a call of a small function as its body's nodes, in this block: a loop body
        calling jax's helpers (`closed_call`, `dynamic_index_in_dim`) at every step then pays
        no frame, block or kernel call for them. The callee's values get slots of their own
        for each call; the call's results are the slots its return names."""
        if op.name == "stablehlo.composite" and composite_name(op) is not None:
            return False   # computed as the chlo op it stands for (kernels_chlo)
        symbol = op.attributes[_CALLS[op.name]].value
        body = self.program.inlinable(symbol)
        if body is None or symbol in self._inlining:
            return False
        caller = self._slots
        self._slots = dict(zip(body.arguments, [self._slot_of_use(v) for v in op.operands]))
        self._inlining.append(symbol)
        try:
            ret = self._compile_ops(body, nodes, ops, captures)
        finally:
            self._inlining.pop()
            self._slots = caller
        for r, s in zip(op.results, ret):
            caller[r] = s
        return True

    def _frees(self, arg_slots, nodes, ops, ret_slots) -> list:
        """Per node, the slots this block defined whose last use it is. Values defined outside
        the block (captured from an enclosing region, constants) are never dropped: a loop
        body runs again on the same frame. A use inside a node's regions counts as the node's."""
        defined = set(arg_slots)
        for _, _, outs, _, _ in nodes:
            defined.update(outs)
        last: dict = {}
        for k, ((_, ins, outs, _, _), op) in enumerate(zip(nodes, ops)):
            for s in outs:
                last.setdefault(s, k)   # a result nobody uses is dead at once
            for s in ins:
                last[s] = k
            if op.regions:
                for s in self._captured(op, defined):
                    last[s] = k
        for s in ret_slots:
            last.pop(s, None)
        frees: list = [[] for _ in nodes]
        for s, k in last.items():
            if s in defined:
                frees[k].append(s)
        return frees

    def _captured(self, op, defined: set) -> set:
        """Slots of this block's values that ops inside `op`'s regions use."""
        found = set()

        def visit(inner):
            for v in inner.operands:
                s = self._slots.get(v)
                if s is not None and s in defined:
                    found.add(s)
            return ir.WalkResult.ADVANCE
        for region in op.regions:
            for block in region.blocks:
                for inner in block.operations:
                    inner.operation.walk(visit)
        return found

    def _fold(self, name, run, ins, out) -> bool:
        """Evaluate a pure op whose operands are all compile-time constants, now."""
        if not self.program.fold or name not in _foldable_ops() or any(i not in self._consts for i in ins):
            return False
        try:
            with np.errstate(all="ignore"):
                value = run(Frame(0, RunState()), *[self._consts[i] for i in ins])
        except Exception:  # noqa: BLE001 - leave it to run time, which reports it properly
            return False
        if isinstance(value, np.ndarray) and value.flags.writeable:
            value.setflags(write=False)  # shared by every call: kernels never write in place
        self._consts[out] = value
        return True

    def _slot_of_use(self, value) -> int:
        s = self._slots.get(value)
        if s is None:  # defined in an enclosing function? never in valid IR
            raise HloBridgeError(f"value used before definition: {value}")
        return s

    def call(self, run: RunState, args):
        frame = Frame(self.template, run)
        return self.entry(frame, *args)


def _described(op) -> str:
    if op.name == "stablehlo.custom_call" and "call_target_name" in op.attributes:
        return f"stablehlo.custom_call {ir.StringAttr(op.attributes['call_target_name']).value!r}"
    return op.name


class Program:
    """A parsed module with its functions compiled on demand."""

    def __init__(self, module: ir.Module, fold: bool = True, flush_subnormals: bool = False):
        self.module = module
        self.fold = fold          # False: every op runs (and is recorded), none folded at compile time
        self.flush_subnormals = flush_subnormals   # as XLA:CPU computes (subnormals.py)
        self._flushing: Program | None = None
        self._func_ops = {}
        meshes = False
        for op in module.body.operations:
            if op.operation.name == "func.func":
                self._func_ops[op.attributes["sym_name"].value] = op
            meshes = meshes or op.operation.name == "sdy.mesh"
        if meshes:   # a sharded program: its meshes must fit its device count
            from bridge.sharding import grid_of
            grid_of(module)
        self._compiled: dict[str, Function] = {}
        self._lock = threading.RLock()
        self._dynamic: bool | None = None
        self._inlinable: dict = {}   # function name -> its block when calls may be compiled inline, else None
        self._manual: bool | None = None   # whether GSPMD manual regions are about (see inlinable)
        self._per_device: tuple[int, int] | None | bool = False   # False: not looked at yet
        self.refined: dict = {}   # input shapes -> Program of this module refined to them

    def flushing(self) -> Program:
        """This module compiled to flush subnormals to zero (subnormals.py), made once."""
        if self.flush_subnormals:
            return self
        with self._lock:
            if self._flushing is None:
                self._flushing = Program(self.module, self.fold, flush_subnormals=True)
            return self._flushing

    @property
    def per_device_grid(self) -> tuple[int, int] | None:
        """(num_replicas, num_partitions) when the module is a per-device program on more
        than one process (no global-view sharding, or already partitioned), else None."""
        if self._per_device is False:
            from bridge.sharding import per_device_grid
            self._per_device = per_device_grid(self.module)
        return self._per_device

    @property
    def dynamic(self) -> bool:
        """Whether @main has dynamic dimensions (a shape-polymorphic jax export)."""
        if self._dynamic is None:
            from bridge.refine import is_dynamic
            try:
                self._dynamic = is_dynamic(self.module)
            except HloBridgeError:
                self._dynamic = False
        return self._dynamic

    def inlinable(self, name: str):
        """The body block of function `name` when a call of it may be compiled inline (see
        Function._inline): a small function without regions, in a program that is not
        recorded (recording sees each call) and has no GSPMD manual region (whose calls get
        per-device values at run time, kernels_sharding). Else None."""
        if name in self._inlinable:
            return self._inlinable[name]
        body = None
        func = self._func_ops.get(name)
        if self.fold and func is not None and len(func.regions[0].blocks) == 1:
            block = func.regions[0].blocks[0]
            ops = list(block.operations)
            if len(ops) <= _INLINE_MAX + 1 and not any(o.operation.regions for o in ops) and not self._manual_regions():
                body = block
        self._inlinable[name] = body
        return body

    def _manual_regions(self) -> bool:
        if self._manual is None:
            self._manual = bool(ops_where(self.module.operation, _starts_manual_region, first_only=True))
        return self._manual

    def function(self, name: str) -> Function:
        f = self._compiled.get(name)
        if f is None:
            with self._lock:  # replica threads may reach a callee first together
                f = self._compiled.get(name)
                if f is None:
                    if name not in self._func_ops:
                        raise HloBridgeError(f"function @{name} not found in module")
                    f = Function(self, self._func_ops[name])
                    self._compiled[name] = f
        return f

    def main_name(self) -> str:
        if "main" in self._func_ops:
            return "main"
        public = [n for n, op in self._func_ops.items()
                  if "sym_visibility" not in op.attributes
                  or op.attributes["sym_visibility"].value == "public"]
        if len(public) == 1:
            return public[0]
        raise HloBridgeError(f"cannot choose the entry function among {sorted(self._func_ops)}")

    def run(self, args, num_replicas: int = 1, replica_id: int = 0, exchange=None,
            partition_id: int = 0, num_partitions: int = 1, recorder=None):
        main = self.function(self.main_name())
        if len(args) != len(main.input_types):
            from bridge import platform_index
            platform_index.check_count(self.module, len(args))
            raise HloBridgeError(f"@{main.name} takes {len(main.input_types)} arguments, got {len(args)}")
        conv = [_coerce_arg(a, t, i) for i, (a, t) in enumerate(zip(args, main.input_types))]
        state = RunState(replica_id, num_replicas, exchange, partition_id, num_partitions)
        state.recorder = recorder
        with np.errstate(all="ignore"):
            results = main.call(state, conv)
        out = _flatten(results, main.result_types)
        inputs = [a for a in conv if isinstance(a, np.ndarray)]
        # a result that is an argument or a view of one (a reshape ...) is given as a copy, as
        # PJRT's are: writing into it must not change the caller's input
        return [r.copy() if any(np.may_share_memory(r, a) for a in inputs) else r for r in out]


def _starts_manual_region(op) -> bool:
    """A custom call @SPMDFullToShardShape: GSPMD's manual region (kernels_sharding) begins."""
    return op.name == "stablehlo.custom_call" and \
        ir.StringAttr(op.attributes["call_target_name"]).value == "SPMDFullToShardShape"


def _coerce_arg(a, t, i):
    if t is attrs.TOKEN:   # (as PJRT: None, or the empty array a token result comes back as)
        if a is not None and a is not attrs.TOKEN and np.size(a) != 0:
            raise HloBridgeError(f"argument {i} is a token: pass None or an empty array, not {np.shape(a)} data")
        return attrs.TOKEN
    if isinstance(t, tuple):
        return tuple(_coerce_arg(x, tt, i) for x, tt in zip(a, t))
    # as PJRT: an array's type is the user's word; Python numbers and lists of them take the
    # parameter's type when their kind and values fit it (bridge/arguments.py)
    try:
        arr = arguments.as_array(a, t.dtype)
    except arguments.Unfit as e:
        raise HloBridgeError(f"argument {i}: expected {t}, got {arguments.describe(a)}{arguments.why(e)}") from None
    if arr.dtype != t.dtype:
        got = f"an array of {arr.dtype}" if isinstance(a, (np.ndarray, np.generic)) else arguments.describe(a)
        raise HloBridgeError(f"argument {i}: expected {t}, got {got}")
    if arr.shape != t.shape:
        raise HloBridgeError(f"argument {i}: expected shape {t.shape} ({t}), got {arr.shape}")
    return arr


def _fits(shape, t) -> bool:
    """A shape a type with bounded dynamic dimensions holds (at most the bound there)."""
    return t.dynamic is not None and len(shape) == len(t.shape) and all(
        s <= b if d else s == b for s, b, d in zip(shape, t.shape, t.dynamic))


def _flatten(values, types):
    out = []
    for v, t in zip(values, types):
        if isinstance(t, tuple):
            out.extend(_flatten(v, t))
        elif t is attrs.TOKEN:
            out.append(np.zeros((0,), np.bool_))
        else:
            arr = np.asarray(v)
            if arr.dtype != t.dtype:
                arr = arr.astype(t.dtype)
            elif not arr.flags.writeable:  # a shared constant or a broadcast view: give a copy
                arr = arr.copy()
            if arr.shape != t.shape and not _fits(arr.shape, t):   # a kernel's bug: no answer
                raise HloBridgeError(f"numpy reference: a result came out with shape {list(arr.shape)}, "
                                     f"its type is {t}")
            out.append(arr)
    return out
