"""`difftest --localize` names the op a wrong backend got wrong, and its source line.

The evidence is a seeded-bug corpus (localize_corpus.py): builder and jax programs, each
run against a backend that computes exactly one op wrongly. The expected culprit is that
op, its node id taken from bridge/view/graph.py's GraphBuilder (the ids the overlays use)
and its line from the op's metadata or, for jax, from the raw printed location.
"""
from __future__ import annotations

import json
import re
import time

import localize_corpus as lc
import numpy as np
import pytest

from bridge.diff import difftest
from bridge.diff.modinfo import walk_ops
from bridge.diff.prepare import prepare
from bridge.view.graph import GraphBuilder


def graph_ids(module) -> dict:
    gb = GraphBuilder(module)
    gb.graphs()
    return gb.node_of


def first_op(module, name: str):
    return next(o for o in walk_ops(module) if o.name == name)


def localize_planted(program, op, **kwargs):
    """difftest --localize of `program`: the reference against itself with `op` (by name and
    location) made wrong."""
    return difftest(program, backends=("reference", ("planted", lc.planted(op.name, str(op.location)))),
                    localize=True, **kwargs)


def planted_case(program, seed: int):
    """(difftest report, expected node id, expected line or None, op count, target op name)."""
    p = prepare(program)
    candidates = lc.targets(p.module)
    in_loops = [o for o in candidates if o.parent.name == "stablehlo.while"]
    candidates = in_loops or candidates   # a module with a loop: the bug goes into its body
    op = candidates[np.random.default_rng(seed).integers(len(candidates))]
    want = graph_ids(p.module)[op]
    m = re.search(r'"(?:seeded_model|[^"]*localize_corpus)\.py":(\d+)', str(op.location))
    line = int(m.group(1)) if m else None
    report = localize_planted(program, op, ulp=0, seed=seed)
    return report, want, line, len(walk_ops(p.module)), op.name


def corpus():
    """(label, program) pairs: 125 builder programs, 115 jax programs (a third with loops),
    from 10 to ~2,000 ops."""
    out = []
    for i in range(125):
        steps = 1000 if i == 0 else (int(np.random.default_rng(i).integers(6, 40)))
        out.append((f"builder{i}", lambda i=i, s=steps: lc.builder_program(i, s)))
    for i in range(115):
        r = np.random.default_rng(1000 + i)
        steps = 600 if i == 0 else int(r.integers(3, 30))
        loop = int(r.integers(2, 8)) if i % 3 == 1 else 0
        out.append((f"jax{i}", lambda i=i, s=steps, lp=loop: lc.jax_program(i, s, lp)))
    return out


def test_the_seeded_bug_corpus_is_localized_to_the_planted_op_and_its_line():
    t0 = time.perf_counter()
    rows, missed = [], []
    for k, (label, make) in enumerate(corpus()):
        report, want, line, n_ops, name = planted_case(make(), k)
        loc = report.localization or {}
        got = loc.get("culprit")
        src = loc.get("op", {}).get("location", {})
        rows.append((label, report.verdict, got == want, line is None or src.get("line") == line, n_ops,
                     "loop" in loc.get("op", {})))
        if report.verdict == "mismatch" and got != want:
            missed.append(f"{label}: planted {name} {want}, got {got}: {loc.get('summary')}")
    seen = [r for r in rows if r[1] == "mismatch"]
    named = [r for r in seen if r[2]]
    print(f"\n{len(rows)} modules, {len(seen)} mismatching, {len(named)} localized, "
          f"{sum(r[5] for r in named)} in loops, ops {min(r[4] for r in rows)}..{max(r[4] for r in rows)}, "
          f"{time.perf_counter() - t0:.1f} s", *missed, sep="\n")
    assert all(r[1] in ("mismatch", "match") for r in rows)
    assert len(seen) >= 200   # the others: the bug never reached an output (a select or saturation hid it)
    assert len(named) >= 0.95 * len(seen), missed
    assert all(r[3] for r in named), [r for r in named if not r[3]]      # the planted op's line
    assert sum(r[5] for r in named) >= 20                                 # some inside while bodies
    assert min(r[4] for r in rows) >= 10 and max(r[4] for r in rows) >= 1500


REDUCE = """func.func @main(%x: tensor<8x4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.tanh %x : tensor<8x4xf32> loc("m.py":1:0)
  %c = stablehlo.constant dense<1.0> : tensor<f32>
  %1 = stablehlo.reduce(%0 init: %c) across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
     %m = stablehlo.multiply %a, %b : tensor<f32> loc("m.py":7:0)
     %s = stablehlo.add %m, %b : tensor<f32> loc("body_add")
     stablehlo.return %s : tensor<f32>
   } loc("m.py":5:0)
  %2 = stablehlo.exponential %1 : tensor<4xf32>
  return %2 : tensor<4xf32>
}"""


def test_a_bug_inside_a_reduce_body_blames_the_reduce_that_owns_it():
    module = prepare(REDUCE).module
    ids = graph_ids(module)
    reduce_op = first_op(module, "stablehlo.reduce")
    loc = localize_planted(REDUCE, first_op(module, "stablehlo.add"), ulp=0).localization
    assert loc["culprit"] == ids[reduce_op] == "main:2"
    assert loc["op"]["location"]["line"] == 5
    assert loc["op"]["operands"] == ["f32[8,4]", "f32[]"]


LOOP = """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<4xf32>
  %i0 = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%v = %z, %acc = %x, %i = %i0) : tensor<4xf32>, tensor<4xf32>, tensor<i32>
   cond { %n = stablehlo.constant dense<6> : tensor<i32>
          %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
          stablehlo.return %p : tensor<i1> }
   do { %one = stablehlo.constant dense<1> : tensor<i32>
        %f1 = stablehlo.constant dense<1.0> : tensor<4xf32>
        %j = stablehlo.add %i, %one : tensor<i32>
        %w = stablehlo.multiply %v, %acc : tensor<4xf32> loc("loop.py":12:0)
        %a2 = stablehlo.add %acc, %w : tensor<4xf32>
        %v2 = stablehlo.add %v, %f1 : tensor<4xf32>
        stablehlo.return %v2, %a2, %j : tensor<4xf32>, tensor<4xf32>, tensor<i32> }
  return %r#1 : tensor<4xf32>
}"""


# the same loop with its multiply in a function the body calls (as jax outlines a scan's step)
LOOP_CALLED = "module {\n" + LOOP.replace(
    "%w = stablehlo.multiply %v, %acc : tensor<4xf32> loc(\"loop.py\":12:0)",
    "%w = func.call @step(%v, %acc) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc(\"loop.py\":12:0)") + """
func.func private @step(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %m = stablehlo.multiply %a, %b : tensor<4xf32> loc("mul")
  return %m : tensor<4xf32>
}
}"""


@pytest.mark.parametrize("program", [LOOP, LOOP_CALLED], ids=["in the body", "in a function the body calls"])
def test_a_bug_that_shows_only_in_a_later_loop_iteration_names_that_iteration(program):
    """The multiply kernel is wrong only when its first operand is >= 2.5: v counts the
    iterations (0, 1, 2 ...), so the first wrong execution is iteration 3."""
    import bridge.reference.interpreter as ri
    table = dict(ri.KERNELS)
    good = table["stablehlo.multiply"]

    def bad(info):
        run = good(info)
        return lambda frame, a, b: np.where(a >= 2.5, run(frame, a, b) * np.float32(1.5), run(frame, a, b))
    table["stablehlo.multiply"] = bad

    def wrong(prepared, inputs):
        saved, ri.KERNELS = ri.KERNELS, table
        try:
            return ri.Program(prepared.module).run(list(inputs))
        finally:
            ri.KERNELS = saved
    x = np.full(4, 0.25, np.float32)
    report = difftest(program, inputs=[x], backends=("reference", ("wrong", wrong)), localize=True)
    module = prepare(program).module
    ids = graph_ids(module)
    mul, while_op = first_op(module, "stablehlo.multiply"), first_op(module, "stablehlo.while")
    first_bad = next(i for i in range(6) if float(i) >= 2.5)
    loc = report.localization
    assert loc["culprit"] == ids[mul]
    assert loc["op"]["iteration"] == first_bad == 3
    assert loc["op"]["loop"] == ids[while_op]
    assert f"iteration {first_bad}" in loc["summary"] and "loop.py:12" in loc["summary"]


EXP = """func.func @main(%x: tensor<256xf32>, %y: tensor<256xf32>) -> tensor<256xf32> {
  %0 = stablehlo.add %x, %y : tensor<256xf32>
  %1 = stablehlo.exponential %0 : tensor<256xf32>
  %2 = stablehlo.multiply %1, %y : tensor<256xf32>
  return %2 : tensor<256xf32>
}"""


def test_pjrt_cpu_against_numpy_bitwise_names_the_first_op_xla_rounds_differently():
    """cpu vs reference at 0 ULP: add and multiply round exactly in both; exp is where
    XLA's polynomial and numpy's libm part (checked here with jax and numpy directly)."""
    import jax.numpy as jnp
    rng = np.random.default_rng(5)
    x, y = (rng.standard_normal(256).astype(np.float32) for _ in range(2))
    s = (x + y).astype(np.float32)
    if np.array_equal(np.asarray(jnp.exp(s)), np.exp(s)):
        pytest.skip("this XLA build rounds exp like numpy on these inputs")
    report = difftest(EXP, inputs=[x, y], backends=("reference", "cpu"), ulp=0, localize=True)
    loc = report.localization
    assert report.verdict == "mismatch"
    assert loc["culprit"] == "main:1" and loc["op"]["name"] == "stablehlo.exponential"
    assert loc["op"]["error"]["max_ulp"] >= 1


def test_the_json_report_feeds_the_overlay_and_the_html_report(tmp_path):
    from bridge.view.graph import graph_collection
    from bridge.view.html import render_difftest
    from bridge.view.overlays import CULPRIT_COLOR, error_overlay
    text = lc.jax_program(7, 12)
    module = prepare(text).module
    op = lc.targets(module)[3]
    report = localize_planted(text, op, ulp=0)
    entry = json.loads(json.dumps(report.to_dict()))
    loc = entry["localization"]
    collection, builder = graph_collection(text)
    assert loc["culprit"] == builder.node_of[next(o for o in walk_ops(builder.module)
                                                   if str(o.location) == str(op.location) and o.name == op.name)]
    overlay = error_overlay(collection["graphs"], builder.info, loc["errors"], loc["culprit"])
    assert overlay["main"]["results"][loc["culprit"]]["bgColor"] == CULPRIT_COLOR
    html = render_difftest({"modules": [entry], "summary": {"modules": 1, "mismatch": 1}})
    assert loc["culprit"] in html and "culprit:" in html


def _plugin(tmp_path, backend: str, op):
    """A --plugin file registering `backend`: the reference with `op` (by name and location) wrong."""
    plugin = tmp_path / "planted_plugin.py"
    plugin.write_text(f"import sys; sys.path.insert(0, {lc.__file__.rsplit('/', 1)[0]!r})\n"
                      "import localize_corpus as lc\nfrom bridge.diff import register_backend\n"
                      f"register_backend({backend!r}, lc.planted({op.name!r}, {str(op.location)!r}))\n")
    return plugin


def test_the_cli_prints_the_culprit_and_writes_it_to_the_report(tmp_path, capsys):
    from bridge.cli.main import main
    module = prepare(REDUCE).module
    plugin = _plugin(tmp_path, "planted-tanh", first_op(module, "stablehlo.tanh"))
    (tmp_path / "m.mlir").write_text(REDUCE)
    code = main(["difftest", str(tmp_path / "m.mlir"), "--backends", "reference,planted-tanh", "--plugin",
                 str(plugin), "--ulp", "0", "--localize", "--report", str(tmp_path / "r.json"), "--no-progress"])
    out = capsys.readouterr().out
    assert code == 1
    assert "culprit: stablehlo.tanh at m.py:1" in out
    entry = json.loads((tmp_path / "r.json").read_text())["modules"][0]
    assert entry["localization"]["culprit"] == "main:0"
    assert entry["localization"]["errors"]["main:0"] > 0


CALL = """func.func @main(%x: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = stablehlo.sine %x : tensor<3x3xf32>
  %1 = func.call @helper(%0) : (tensor<3x3xf32>) -> tensor<3x3xf32>
  %2 = stablehlo.add %1, %x : tensor<3x3xf32>
  return %2 : tensor<3x3xf32>
}
func.func private @helper(%a: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = stablehlo.tanh %a : tensor<3x3xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32> loc("helper.py":9:0)
  return %1 : tensor<3x3xf32>
}"""


def test_a_bug_in_a_called_function_is_named_by_the_callee_node_id():
    module = prepare(CALL).module
    ids = graph_ids(module)
    tr = first_op(module, "stablehlo.transpose")
    loc = localize_planted(CALL, tr).localization
    assert loc["culprit"] == ids[tr] == "helper:1"
    assert loc["op"]["location"]["source"] == "helper.py:9"
    assert "main:0" not in loc["errors"]   # the sine before it is exact


HLO = """HloModule m, entry_computation_layout={(f32[4]{0}, f32[4]{0})->f32[4]{0}}

ENTRY main {
  p0 = f32[4]{0} parameter(0)
  p1 = f32[4]{0} parameter(1)
  m = f32[4]{0} multiply(p0, p1), metadata={op_name="jit(f)/mul" source_file="/src/model.py" source_line=12}
  ROOT t = f32[4]{0} tanh(m), metadata={op_name="jit(f)/tanh" source_file="/src/model.py" source_line=13}
}
"""


def test_hlo_text_names_the_line_of_its_metadata():
    module = prepare(HLO).module
    loc = localize_planted(HLO, first_op(module, "stablehlo.multiply"), ulp=0).localization
    assert loc["op"]["location"] == {"file": "/src/model.py", "line": 12, "source": "model.py:12",
                                     "name": "jit(f)/mul"}
    assert loc["summary"].startswith("culprit: stablehlo.multiply at model.py:12: max error 3 ULP")


def test_localize_then_reduce_writes_the_culprit_alone_with_a_command_that_shows_it(tmp_path, capsys):
    """--localize --reduce: the reproducer is the culprit op on the baseline's operands (one
    op, written in seconds), and the printed command reproduces the mismatch."""
    import shlex

    from bridge.cli.main import main
    module = prepare(CALL).module
    plugin = _plugin(tmp_path, "planted-t", first_op(module, "stablehlo.transpose"))
    (tmp_path / "m.mlir").write_text(CALL)
    red = tmp_path / "red"
    argv = ["difftest", str(tmp_path / "m.mlir"), "--backends", "reference,planted-t", "--plugin", str(plugin),
            "--ulp", "0", "--localize", "--reduce", "--reduce-dir", str(red), "--no-progress", "--no-journal"]
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert "-> 1 op (the localized culprit)" in err
    repro = (red / "m.mlir.reduced.mlir").read_text()
    body = [ln for ln in repro.splitlines() if ln.strip() and not ln.startswith("//")]
    assert sum("stablehlo." in ln for ln in body) == 1 and "stablehlo.transpose" in repro
    assert "helper.py:9" in repro   # the header names the source line
    command = shlex.split(next(ln for ln in err.splitlines() if ln.strip().startswith("hlobridge difftest")))
    assert main(command[1:] + ["--no-progress", "--no-journal"]) == 1   # the one-line command shows the mismatch
    assert "MISMATCH" in capsys.readouterr().out


def test_a_jax_loop_whose_body_calls_a_function_is_isolated_whole():
    """jax's fori_loop/scan body calls `closed_call`: the one-op module of the while (the
    "tried whole" fallback) now carries its callees, so it parses and runs as the loop did."""
    import jax
    import jax.numpy as jnp

    import bridge
    from bridge.diff.isolate import Isolated
    from bridge.program import parse_module
    f = jax.jit(lambda a: jax.lax.fori_loop(0, 7, lambda i, c: jnp.sin(c) @ a, a))
    a = np.random.default_rng(0).standard_normal((3, 3)).astype(np.float32) * 0.5
    text = f.lower(a).as_text()
    assert "func.call @closed_call" in text or "call @closed_call" in text
    module = parse_module(text)
    (loop,) = [op for op in walk_ops(module) if op.name == "stablehlo.while"]
    iso = Isolated(loop)
    assert not iso.why and "func.func private @closed_call" in iso.text
    init = [a if "3x3" in str(v.type) else np.int32(0) for v in loop.operands]   # (the counter starts at 0)
    got = bridge.execute(iso.text, init)
    np.testing.assert_allclose(got[-1], np.asarray(f(a)), rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("target", ["stablehlo.sine", "stablehlo.dot_general", "stablehlo.multiply"])
def test_a_bug_inside_a_shard_map_body_names_the_op_and_the_device(target):
    """The body of an sdy.manual_computation runs once per device, each in its own thread:
    its ops were not recorded, so a bug there localized to nothing ("no op diverges")."""
    import jax
    import jax.numpy as jnp
    from jax import lax
    from jax.sharding import Mesh
    from jax.sharding import PartitionSpec as P
    mesh = Mesh(np.array(jax.devices("cpu")[:4]).reshape(2, 2), ("x", "y"))

    def body(a, b):
        return lax.psum((jnp.sin(a) @ b) * 2.0, "y")
    f = jax.jit(jax.shard_map(body, mesh=mesh, in_specs=(P("x", "y"), P("y", None)), out_specs=P("x", None)))
    rng = np.random.default_rng(0)
    a, b = rng.standard_normal((8, 4)).astype(np.float32), rng.standard_normal((4, 8)).astype(np.float32)
    text = f.lower(a, b).as_text()
    module = prepare(text).module
    op = first_op(module, target)
    assert "sdy.manual_computation" in text   # (its body calls a private function holding the ops)
    report = localize_planted(text, op, ulp=0, inputs=[a, b])
    loc = report.localization
    assert loc["culprit"] == graph_ids(module)[op]
    assert loc["op"]["device"] == 0   # each device computes it wrongly: the first is named
    assert "on device 0 of the manual computation" in loc["summary"]


def test_a_hand_written_file_s_culprit_is_named_by_its_file_and_line(tmp_path):
    """MLIR text without locations: MLIR's parser gives its ops `"-":line:col`, and the
    culprit read "at -:3"; the file's name replaces the "-"."""
    src = tmp_path / "bad.mlir"
    src.write_text("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
                   "  %0 = stablehlo.negate %x : tensor<4xf32>\n"
                   "  %1 = stablehlo.exponential %0 : tensor<4xf32>\n"
                   "  return %1 : tensor<4xf32>\n}\n")
    op = first_op(prepare(src).module, "stablehlo.exponential")
    report = difftest(src, backends=("reference", ("planted", lc.planted(op.name, str(op.location)))),
                      localize=True, ulp=0)
    assert "culprit: stablehlo.exponential at bad.mlir:3" in report.localization["summary"]


def test_an_op_of_a_function_jax_made_is_placed_at_its_call():
    # jax's private functions (relu, log_softmax ...) carry name-only locations inside: the op
    # is placed at the one call of its function; a function called twice names no line
    from jaxlib.mlir import ir as mlir_ir

    from bridge.context import get_context
    from bridge.diff.localize import where
    text = """module {
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = call @relu(%x) : (tensor<4xf32>) -> tensor<4xf32> loc("model.py":12:3)
    %1 = call @twice(%0) : (tensor<4xf32>) -> tensor<4xf32> loc("model.py":13:3)
    %2 = call @twice(%1) : (tensor<4xf32>) -> tensor<4xf32> loc("model.py":14:3)
    return %2 : tensor<4xf32>
  }
  func.func private @relu(%a: tensor<4xf32>) -> tensor<4xf32> {
    %z = stablehlo.constant dense<0.0> : tensor<4xf32> loc("zero")
    %m = stablehlo.maximum %a, %z : tensor<4xf32> loc("max")
    return %m : tensor<4xf32>
  }
  func.func private @twice(%a: tensor<4xf32>) -> tensor<4xf32> {
    %s = stablehlo.add %a, %a : tensor<4xf32> loc("add")
    return %s : tensor<4xf32>
  }
}"""
    module = mlir_ir.Module.parse(text, context=get_context())
    ops = {}

    def visit(op):
        ops[op.name] = op
        return mlir_ir.WalkResult.ADVANCE
    module.operation.walk(visit)
    placed = where(ops["stablehlo.maximum"])
    assert placed["source"].endswith("model.py:12 (the call of @relu)") and placed["line"] == 12
    assert "source" not in where(ops["stablehlo.add"])


def test_the_summary_says_which_op_of_a_line_and_which_loop():
    """Two reductions on one line: the name stack says which one; an op in a loop run several
    times (a fori_loop inside a scan): the summary names the loop by its source line."""
    import jax
    import jax.numpy as jnp
    from dt_helpers import with_kernel

    def _two_reductions_on_a_line(x):
        return jnp.sum(x, 0) + jnp.max(x, 0)
    x = np.random.default_rng(0).standard_normal((4, 3)).astype(np.float32)
    text = jax.jit(_two_reductions_on_a_line).lower(x).as_text(debug_info=True)
    def max_plus_one(k):   # only the reduce of jnp.max is wrong
        def factory(info):
            run = k(info)
            return run if "reduce_max" not in str(info.op.location) else \
                lambda frame, *args: [r + np.float32(1) for r in run(frame, *args)]
        return factory
    plus_one = ("wrong", with_kernel("stablehlo.reduce", max_plus_one))
    loc = difftest(text, inputs=[x], backends=("reference", plus_one), localize=True).localization
    assert loc["summary"].endswith("name stack jit(_two_reductions_on_a_line)/reduce_max"), loc["summary"]

    def scanned(xs):
        def step(c, v):
            return c, jax.lax.fori_loop(0, 3, lambda i, a: a * v, v)
        return jax.lax.scan(step, 0.0, xs)[1]
    xs = np.full((2, 4), 1.5, np.float32)
    text = jax.jit(scanned).lower(xs).as_text(debug_info=True)
    loc = difftest(text, inputs=[xs], backends=("reference", ("wrong", with_kernel("stablehlo.multiply", _times(1.5)))),
                   localize=True).localization
    line = next(i for i, t in enumerate(open(__file__), 1) if "jax.lax.fori_loop(0, 3" in t)
    assert loc["op"].get("loop_source", "").endswith(f"test_dt_localize.py:{line}"), loc["op"]
    assert f"loop {loc['op']['loop']} at " in loc["summary"], loc["summary"]


def _times(factor):
    return lambda k: lambda info: (lambda run: lambda frame, a, b: run(frame, a, b) * np.float32(factor))(k(info))
