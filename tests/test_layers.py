"""The house rules, checked: layers point down, no import circles, every private jax/jaxlib
name behind bridge/_jax_private.py, no two package modules with one basename.

Layers, bottom up (docs/architecture.md): foundation -> op definitions and builder ->
passes -> format readers/writers -> "load any program" -> engines (runtime, reference) ->
tools (difftest, view, opt's instrumented pipeline, docs generator) -> the `bridge` API ->
CLI. Every import, module level or inside a function, must point to its own layer or below.
"""
import ast
import os
import re
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGES = ("bridge", "passes", "dialect_defs")

# (layer, module prefixes); the first match wins, anything else of bridge/ is foundation
LAYERS = [
    (8, ["bridge.cli"]),
    (7, ["bridge"]),   # the package itself: the public API facade (exact match only)
    (6, ["bridge.diff", "bridge.view", "passes.pipeline", "passes.instrument", "passes.semantics",
         "dialect_defs.doc", "passes"]),   # `passes` exact: its __init__ exports run_pipeline
    (5, ["bridge.runtime", "bridge.reference"]),
    (4, ["bridge.program"]),
    (3, ["bridge.hlo", "bridge.formats"]),
    (2, ["passes."]),
    (1, ["dialect_defs", "bridge.builder", "bridge.ops"]),
]
EXACT = {"bridge", "passes"}
NAMES = ["foundation", "op definitions, builder", "passes", "format readers/writers", "load any program",
         "engines", "tools", "API", "CLI"]


def layer(module: str) -> int:
    for level, prefixes in LAYERS:
        for p in prefixes:
            if p in EXACT:
                if module == p:
                    return level
            elif module == p.rstrip(".") or module.startswith(p.rstrip(".") + "."):
                return level
    return 0


def _modules() -> dict[str, str]:
    out = {}
    for pkg in PACKAGES:
        for dirpath, _, files in os.walk(os.path.join(ROOT, pkg)):
            for f in files:
                if f.endswith(".py"):
                    path = os.path.join(dirpath, f)
                    name = os.path.relpath(path, ROOT)[:-3].replace(os.sep, ".")
                    out[name[:-9] if name.endswith(".__init__") else name] = path
    return out


MODULES = _modules()


def _resolve(module: str, node) -> list[str]:
    if isinstance(node, ast.Import):
        names = [a.name for a in node.names]
    else:
        base = node.module or ""
        if node.level:
            parts = module.split(".")
            if not MODULES[module].endswith("__init__.py"):
                parts = parts[:-1]
            parts = parts[:len(parts) - (node.level - 1)]
            base = ".".join(parts + ([base] if base else []))
        names = [f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base for a in node.names]
    out = []
    for n in names:
        while n and n not in MODULES:
            n = n.rpartition(".")[0]
        if n:
            out.append(n)
    return out


def _imports(top_level_only: bool) -> dict[str, dict[str, int]]:
    """{module: {imported module: line}}."""
    graph: dict[str, dict[str, int]] = defaultdict(dict)
    for module, path in MODULES.items():
        tree = ast.parse(open(path).read(), path)
        nodes = tree.body if top_level_only else ast.walk(tree)
        for node in nodes:
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                for target in _resolve(module, node):
                    if target != module:
                        graph[module].setdefault(target, node.lineno)
    return graph


def test_layers_point_down():
    up = [f"{MODULES[m].replace(ROOT + os.sep, '')}:{line}: {m} ({NAMES[layer(m)]}) imports {t} ({NAMES[layer(t)]})"
          for m, targets in sorted(_imports(False).items()) for t, line in sorted(targets.items())
          if layer(t) > layer(m)]
    assert not up, "imports that point up a layer:\n" + "\n".join(up)


def test_no_import_circles_at_module_level():
    graph = _imports(True)
    index, low, stack, on, cycles, counter = {}, {}, [], set(), [], [0]

    def visit(v):   # Tarjan's strongly connected components
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            # a package importing its own submodules at load is how packages are made
            if len(comp) > 1 and not all(c.startswith(min(comp, key=len) + ".") or c == min(comp, key=len)
                                         for c in comp):
                cycles.append(sorted(comp))
    for v in MODULES:
        if v not in index:
            visit(v)
    assert not cycles, f"module-level import circles: {cycles}"


_PRIVATE = re.compile(r"^\s*(from|import)\s+(jax\._src|jaxlib\._|jaxlib\.mlir\._mlir_libs|jaxlib\.mlir\.dialects\._"
                      r"|jaxlib\.lapack)|^\s*from\s+jaxlib\s+import\s+_|^\s*from\s+jaxlib\.mlir\.dialects\s+import\s+_")


def test_private_jax_names_only_in_the_fence():
    fence = os.path.join(ROOT, "bridge", "_jax_private.py")
    found = [f"{os.path.relpath(path, ROOT)}:{i}: {line.strip()}"
             for path in MODULES.values() if path != fence
             for i, line in enumerate(open(path), 1) if _PRIVATE.search(line)]
    assert not found, "private jax/jaxlib imports outside bridge/_jax_private.py:\n" + "\n".join(found)


# Model Explorer loads an extension package's `main` module by that name (bridge/view/main.py).
REQUIRED_NAMES = {"__init__.py", "__main__.py", "main.py"}


def test_no_duplicate_module_basenames():
    seen = defaultdict(list)
    for path in MODULES.values():
        base = os.path.basename(path)
        if base not in REQUIRED_NAMES:
            seen[base].append(os.path.relpath(path, ROOT))
    dupes = {b: p for b, p in seen.items() if len(p) > 1}
    assert not dupes, f"module basenames used twice (tracebacks and searches become ambiguous): {dupes}"
