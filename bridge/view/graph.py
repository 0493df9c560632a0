"""A module -> Model Explorer graphs (the JSON of `model_explorer.graph_builder`).

One graph per function (id = the function's name); in it one node per function argument,
per op (terminators included) and nothing else, and one incoming edge per operand use:
counts a test can check against the module. Node ids, the contract overlays key on:

    "<func>:argN"   the function's N-th argument
    "<func>:K"      the K-th op of <func> in pre-order (nested regions included, from 0)

Layers come from the name stack jax and XLA record (`jit(f)/attention/dot_general`); an op
with regions, or one that calls a function of the module, is pinned to the top of its own
layer, holding one sub-layer per region (`body`, `cond` ...) or called function, as Model
Explorer's own MLIR adapter does. A called function is drawn inside each caller (node ids
"<caller id>/<callee>:K") while the copies stay under INLINE_LIMIT nodes per graph and
_MAX_DEPTH calls deep, and is always also linked (`subgraphIds`) to its own graph; a call
not drawn inside says why (attribute `not_expanded`). Built from plain dicts: 100k ops
take a few seconds (docs/view.md), where the dataclasses and `asdict` would take minutes.

What is not an op rides on the nodes there are: an argument's attributes (shardings,
layouts ...) on its node, a result's on the function's terminator (`result0.sdy.sharding`),
the module's attributes and `sdy.mesh` ops in each graph's `groupNodeAttributes[""]`.
"""
from __future__ import annotations

import gc
import os

from jaxlib.mlir import ir

from bridge import mlir_attrs as A
from bridge.mlir_module import entry_name, functions

from .locations import Loc, parse, short_source

# What the adapter extension claims (Model Explorer picks an adapter by file extension).
FILE_EXTENSIONS = ("mlir", "mlirbc", "stablehlo", "vhlo", "artifact", "bc", "hlo", "pb", "hlopb", "pbtxt",
                   "textproto", "txtpb", "xla", "jaxexport")
INLINE_LIMIT = 20_000       # nodes drawn for called functions per graph
_MAX_DEPTH = 8              # nesting of inlined calls
_ATTR_CHARS = 400           # longer attribute values are cut
_DENSE_SHOWN = 16           # constants with more elements are summarized

# Region names of the ops whose regions mean something, as Model Explorer names them.
_REGIONS = {
    "stablehlo.while": ("cond", "body"), "stablehlo.if": ("true_branch", "false_branch"),
    "stablehlo.reduce": ("body",), "stablehlo.reduce_window": ("body",),
    "stablehlo.sort": ("comparator",), "stablehlo.scatter": ("update_computation",),
    "stablehlo.select_and_scatter": ("select", "scatter"), "stablehlo.map": ("computation",),
    "stablehlo.all_reduce": ("computation",), "stablehlo.reduce_scatter": ("computation",),
    "sdy.manual_computation": ("body",), "sdy.named_computation": ("body",),
}


def _str_attr(op, name: str) -> str:
    return ir.StringAttr(op.attributes[name]).value if name in op.attributes else ""


def attr_text(attr: ir.Attribute) -> str:
    """An attribute as text, constants with many elements summarized, long values cut."""
    if isinstance(attr, ir.DenseElementsAttr) and not attr.is_splat:
        shape = ir.ShapedType(attr.type)
        n = 1
        for d in shape.shape:
            n *= d
        if n > _DENSE_SHOWN:
            return f"dense<{n} values> : {attr.type}"
    text = str(attr)
    return text if len(text) <= _ATTR_CHARS else text[:_ATTR_CHARS] + " ..."


def _callees(op: ir.Operation, funcs: dict) -> list[tuple[str, str]]:
    """(layer name, function) for each function of the module an attribute of op names."""
    out = []
    for key, a in A.items(op.attributes):
        if isinstance(a, ir.FlatSymbolRefAttr):
            if a.value in funcs:
                out.append((a.value if key == "callee" else key, a.value))
        elif isinstance(a, ir.ArrayAttr):
            refs = [x.value for x in a if isinstance(x, ir.FlatSymbolRefAttr)]
            out += [(f"{key}_{i}", f) for i, f in enumerate(refs) if f in funcs]
    return out


def _kv(key: str, value: str) -> dict:
    return {"key": key, "value": value}


def _nth(func, name: str, i: int):
    """The i-th entry of a func's `arg_attrs` / `res_attrs` (a DictAttr), or None."""
    if name not in func.attributes:
        return None
    array = ir.ArrayAttr(func.attributes[name])
    return array[i] if i < len(array) else None


def _n_results(func) -> int:
    return len(ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value).results)


def _dict_attrs(attrs, prefix: str = "") -> list[dict]:
    """The entries of an argument's or result's attributes (shardings, layouts, jax's
    result names ...) as node attributes, keys after `prefix`."""
    if attrs is None:
        return []
    return [_kv(prefix + key, attr_text(a) if a is not None else "?") for key, a in A.items(ir.DictAttr(attrs))]


class _Layer:
    """Where nested ops go: `path` is the layer; names under `renamed` move under `path`."""
    __slots__ = ("path", "renamed", "target")

    def __init__(self, path: str, renamed: str = "", target: str = ""):
        self.path, self.renamed, self.target = path, renamed, target

    def place(self, name: str) -> str:
        if name and self.renamed and name.startswith(self.renamed + "/"):
            name = self.target + name[len(self.renamed):]
        return name if name and name.startswith(self.path + "/") else self.path


class GraphBuilder:
    """Builds the graphs of one module; `node_of[op]` is each op's canonical node id."""

    def __init__(self, module: ir.Module, inline_limit: int = INLINE_LIMIT):
        self.module = module
        self.funcs = functions(module)
        self.inline_limit = inline_limit
        self.node_of: dict = {}          # ir.Operation -> "<func>:K" (canonical, own graph)
        self.info: dict[str, tuple] = {}  # canonical id -> (op name, Loc)
        self._sizes: dict[str, int] = {}
        self._module_kv: dict | None = None

    # ---- public ---------------------------------------------------------------------------
    def graphs(self) -> list[dict]:
        """One graph per function, the entry function first."""
        entry = entry_name(self.funcs, strict=False)
        order = [entry] + [f for f in self.funcs if f != entry] if entry else []
        return [self.function_graph(f) for f in order]

    def function_graph(self, fname: str) -> dict:
        func = self.funcs[fname]
        self._nodes: list[dict] = []
        self._values: dict = {}
        self._groups: set[str] = set()
        self._inlined = 0
        block = func.regions[0].blocks[0]
        for i, arg in enumerate(block.arguments):
            nid = f"{fname}:arg{i}"
            loc = parse(str(arg.location))
            name = loc.label or loc.name
            self._values[arg] = (nid, "0")
            self._nodes.append({
                "id": nid, "label": name or f"arg{i}", "namespace": "",
                "attrs": [_kv("argument", str(i))] + _dict_attrs(_nth(func, "arg_attrs", i)),
                "incomingEdges": [], "outputsMetadata": [{"id": "0", "attrs": [_kv("tensor_shape", str(arg.type))]}]})
        counter = [0]
        self._block(block, fname, f"{fname}:", counter, None, canonical=True, depth=0, stack=(fname,))
        ops = counter[0]
        results = _n_results(func)
        if results and ops and self._nodes[-1]["id"] == f"{fname}:{ops - 1}":   # the terminator
            self._nodes[-1]["attrs"] += [kv for r in range(results)
                                         for kv in _dict_attrs(_nth(func, "res_attrs", r), f"result{r}.")]
        attrs = {"function": fname, "ops": str(ops), "arguments": str(len(block.arguments)), **self._module_attrs()}
        return {"id": fname, "nodes": self._nodes, "groupNodeAttributes": {"": attrs}}

    def _module_attrs(self) -> dict[str, str]:
        """What the whole program shares: its meshes (`sdy.mesh`) and module attributes
        (partition and replica counts, frontend attributes ...), on every function's graph."""
        if self._module_kv is None:
            out = {}
            for key, a in A.items(self.module.operation.attributes):
                if key == "sym_name":
                    out["module"] = ir.StringAttr(a).value
                else:
                    out[key] = attr_text(a) if a is not None else "?"
            for op in self.module.body.operations:
                if op.operation.name == "sdy.mesh":
                    mesh = op.operation.attributes["mesh"] if "mesh" in op.operation.attributes else None
                    out[f"sdy.mesh @{_str_attr(op.operation, 'sym_name')}"] = attr_text(mesh) if mesh else "?"
            self._module_kv = out
        return self._module_kv

    # ---- walking --------------------------------------------------------------------------
    def _block(self, block, fname, prefix, counter, layer, canonical, depth, stack):
        for opview in block.operations:
            self._op(opview.operation, fname, prefix, counter, layer, canonical, depth, stack)

    def _op(self, op, fname, prefix, counter, layer, canonical, depth, stack):
        k = counter[0]
        counter[0] += 1
        nid = f"{prefix}{k}"
        loc = parse(str(op.location))
        name = op.name
        if canonical:
            self.node_of[op] = nid
            self.info[nid] = (name, loc)
        ns = layer.place(loc.name) if layer is not None else loc.name
        node = {"id": nid, "label": name, "namespace": ns, "attrs": self._attrs(op, loc),
                "incomingEdges": self._edges(op),
                "outputsMetadata": [{"id": str(i), "attrs": [_kv("tensor_shape", str(r.type))]}
                                    for i, r in enumerate(op.results)]}
        self._nodes.append(node)
        for i, r in enumerate(op.results):
            self._values[r] = (nid, str(i))
        callees = _callees(op, self.funcs) if op.attributes else []
        if not op.regions and not callees:
            return
        group = self._group(ns, layer.path if layer is not None else "", name, k)
        node["namespace"] = group
        node["config"] = {"pinToGroupTop": True}
        renamed = loc.name if loc.name and loc.name != group else ""
        names = _REGIONS.get(name, ())
        for r, region in enumerate(op.regions):
            sub = names[r] if r < len(names) else (f"branch_{r}" if name == "stablehlo.case" else f"region_{r}")
            for b in region.blocks:
                for i, arg in enumerate(b.arguments):
                    self._arg_source(node, arg, f"{sub}.arg{i}")
                self._block(b, fname, prefix, counter, _Layer(f"{group}/{sub}", renamed, group),
                            canonical, depth, stack)
        if callees:
            node["subgraphIds"] = sorted({f for _, f in callees})
            only = len(callees) == 1 and not op.regions   # a call: the callee fills its layer
            for sub, callee in callees:
                self._inline(node, nid, callee, group if only else f"{group}/{sub}", depth, stack)

    def _group(self, ns: str, enclosing: str, name: str, k: int) -> str:
        """A layer of its own for an op with regions or callees, unique in the graph: its name
        stack when it has one deeper than the layer it is in, else '<op>_<K>' there."""
        base = ns if ns and ns != enclosing else "/".join(p for p in (ns, f"{name.rpartition('.')[2]}_{k}") if p)
        group, n = base, 2
        while group in self._groups:
            group, n = f"{base}_{n}", n + 1
        self._groups.add(group)
        return group

    def _inline(self, node, nid, callee, path, depth, stack):
        size = self._size(callee)
        why = ""
        if callee in stack:
            why = "recursive call"
        elif depth >= _MAX_DEPTH:
            why = f"nesting deeper than {_MAX_DEPTH} calls"
        elif self._inlined + size > self.inline_limit:
            why = f"inline limit: {self.inline_limit:,} nodes drawn for called functions in this graph"
        if why:   # the subgraphIds link stays; the node says why the call is not drawn inside
            note = f"{callee} not drawn here ({why}); see the graph {callee}"
            old = next((a for a in node["attrs"] if a["key"] == "not_expanded"), None)
            if old is None:
                node["attrs"].append(_kv("not_expanded", note))
            else:   # an op calling several functions
                old["value"] += "\n" + note
            return
        self._inlined += size
        body = self.funcs[callee].regions[0].blocks[0]
        for i, arg in enumerate(body.arguments):
            self._arg_source(node, arg, f"{callee}.arg{i}")
        self._block(body, callee, f"{nid}/{callee}:", [0], _Layer(path), False, depth + 1, stack + (callee,))

    def _arg_source(self, node, arg, out_id: str) -> None:
        """Uses of a region's (or inlined function's) argument come out of the owner node."""
        self._values[arg] = (node["id"], out_id)
        node["outputsMetadata"].append({"id": out_id, "attrs": [_kv("tensor_shape", str(arg.type)),
                                                                 _kv("__tensor_tag", out_id)]})

    def _size(self, fname: str) -> int:
        if fname not in self._sizes:
            n = 0

            def count(_):
                nonlocal n
                n += 1
                return ir.WalkResult.ADVANCE
            self.funcs[fname].walk(count)
            self._sizes[fname] = n - 1
        return self._sizes[fname]

    def _edges(self, op) -> list[dict]:
        edges = []
        for i, v in enumerate(op.operands):
            src = self._values.get(v)
            if src is not None:
                edges.append({"sourceNodeId": src[0], "sourceNodeOutputId": src[1], "targetNodeInputId": str(i)})
        return edges

    @staticmethod
    def _attrs(op, loc: Loc) -> list[dict]:
        out = [_kv(key if key != "value" else "__value",
                   attr_text(a) if a is not None else A.printed(op.get_asm(print_generic_op_form=True), key))
               for key, a in A.items(op.attributes)]
        if loc.source:
            out.append(_kv("source", short_source(loc.source)))
            out.append(_kv("source_path", loc.source))
        if loc.name:
            out.append(_kv("name_stack", loc.name))
        if loc.label:
            out.append(_kv("name", loc.label))
        if loc.params:
            out.append(_kv("jax_op_attr", loc.params))
        if loc.frames:
            out.append(_kv("stack", "\n".join(loc.frames)))
        return out


def load_module(program, from_: str | None = None, via: str | None = None) -> ir.Module:
    """Any program hlobridge reads (text, bytes, an ir.Module, an XlaComputation) as a module,
    as read: HLO stays in the xla dialect our HLO reader produces, nothing is lowered. A path
    (os.PathLike) is read; a str is the program's text."""
    if isinstance(program, ir.Module):
        return program
    if isinstance(program, os.PathLike):
        from bridge.files import read_bytes
        program = read_bytes(program)
    from bridge.formats.converter import load
    loaded, _ = load(program, from_=from_, via=via)
    return loaded.module if hasattr(loaded, "module") and not isinstance(loaded, ir.Module) else loaded


def graph_collection(program, label: str | None = None, from_: str | None = None, via: str | None = None,
                     inline_limit: int = INLINE_LIMIT) -> tuple[dict, GraphBuilder]:
    """({"label", "graphs"}: a Model Explorer GraphCollection as JSON, the builder with the ids).
    label: default the file's name for a path, else "program"."""
    if label is None:
        label = os.path.basename(program) if isinstance(program, os.PathLike) else "program"
    module = load_module(program, from_, via)
    builder = GraphBuilder(module, inline_limit)
    if not builder.funcs:
        from bridge.errors import ProgramError
        raise ProgramError("the module has no func.func to draw")
    enabled = gc.isenabled()
    gc.disable()   # millions of small acyclic dicts: the cycle collector would rescan them all (2x time)
    try:
        return {"label": label, "graphs": builder.graphs()}, builder
    finally:
        if enabled:
            gc.enable()
