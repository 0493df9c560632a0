"""--verify-semantics: every pass that changes the IR is checked on PJRT cpu and the numpy
reference; the first one that changes the results is named and gets a reproducer."""
import io

import ml_dtypes
import numpy as np
import pytest
from jaxlib.mlir import ir
from passes_helpers import cpu, parse, run

import passes
from bridge.cli.main import main as cli
from passes.semantics import generate_inputs, main_signature, read_reproducer

# Seed 001's first example: X (2x3) + v (3) along dimension 1.
XLA_ADD = """func.func @main(%x: tensor<2x3xf32>, %v: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = "xla.add"(%x, %v) {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %1 = "xla.mul"(%0, %v) {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}"""
LOWER = "expand-implicit-broadcast,legalize-xla-to-stablehlo,canonicalize-broadcast-in-dim,canonicalize"


@pytest.fixture
def wrong_mul():
    pats = passes.PatternSet()

    @pats.pattern("stablehlo.multiply", name="mul-to-add")
    def mul_to_add(op, rewriter):
        return ir.Operation.create("stablehlo.add", results=[op.result.type], operands=list(op.operands),
                                   loc=op.location, ip=rewriter.ip)

    @passes.register("t-wrong-mul", "a broken pass")
    def t_wrong(op):
        return pats.apply(op)
    yield
    passes.PASSES.pop("t-wrong-mul")


def test_correct_lowering_passes_the_check_and_computes_seed_numbers():
    m = run(XLA_ADD, LOWER, verify_semantics=True, reproducer=False)
    x = np.array([[1, 2, 3], [4, 5, 6]], np.float32)
    v = np.array([7, 8, 9], np.float32)
    # (X + v) * v, seed 001: X + v = [[8, 10, 12], [11, 13, 15]]
    np.testing.assert_array_equal(cpu(m, [x, v])[0], np.array([[56, 80, 108], [77, 104, 135]], np.float32))


def test_first_pass_that_changes_results_is_named_with_a_reproducer(wrong_mul, tmp_path):
    repro = tmp_path / "repro.mlir"
    with pytest.raises(passes.SemanticsError) as e:
        run(XLA_ADD, LOWER.replace("canonicalize-broadcast-in-dim", "t-wrong-mul,canonicalize-broadcast-in-dim"),
            verify_semantics=True, reproducer=str(repro))
    report = e.value.report
    assert report.pass_name == "t-wrong-mul" and report.reproducer == str(repro)
    assert [p.split(":")[0] for p in report.problems] == ["cpu output 0", "reference output 0"]
    assert str(e.value).startswith("pass 't-wrong-mul' changed the results of @main: cpu output 0: 6 of 6 "
                                   "elements differ (past atol 1e-06 and rtol 1e-06; at most ")
    assert "); at [0, 0] " in str(e.value)
    # the reproducer: the failing pass's input IR, the pass, the inputs (seed 0)
    text = repro.read_text()
    pipeline, inputs, _ = read_reproducer(text)
    assert pipeline == "t-wrong-mul"
    expected = generate_inputs(main_signature(parse(XLA_ADD)), 0)
    assert all(np.array_equal(a, b) and a.dtype == b.dtype for a, b in zip(inputs, expected))
    assert "stablehlo.multiply" in text and "xla." not in text.split("module")[1]
    # replaying it fails the same way, and writes no new reproducer
    assert cli(["opt", str(repro), "--verify-semantics"]) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["repro.mlir"]


def test_replay_error_message_on_cli(wrong_mul, tmp_path, capsys):
    repro = tmp_path / "r.mlir"
    with pytest.raises(passes.SemanticsError):
        run(XLA_ADD, "expand-implicit-broadcast,legalize-xla-to-stablehlo,t-wrong-mul", verify_semantics=True,
            reproducer=str(repro))
    assert cli(["opt", str(repro), "--verify-semantics"]) == 1
    err = capsys.readouterr().err.splitlines()
    assert err[0] == "hlobridge opt: error: pass 't-wrong-mul' changed the results of @main:"
    assert err[1].startswith("  cpu output 0: 6 of 6 elements differ")


def test_signature_change_is_reported():
    @passes.register("t-add-arg")
    def t_add_arg(op):
        fn = op.regions[0].blocks[0].operations[0]
        block = fn.regions[0].blocks[0]
        t = ir.RankedTensorType.get([4], ir.F32Type.get())
        block.add_argument(t, fn.location)
        ft = ir.FunctionType(ir.TypeAttr(fn.attributes["function_type"]).value)
        fn.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(list(ft.inputs) + [t], ft.results))
    try:
        with pytest.raises(passes.SemanticsError) as e:
            run(XLA_ADD, "t-add-arg", verify_semantics=True, reproducer=False)
        assert e.value.report.problems == ["@main's parameters changed from ['tensor<2x3xf32>', 'tensor<3xf32>'] "
                                           "to ['tensor<2x3xf32>', 'tensor<3xf32>', 'tensor<4xf32>']"]
    finally:
        passes.PASSES.pop("t-add-arg")


def test_inputs_are_fixed_by_the_seed():
    sig = main_signature(parse(XLA_ADD))
    a, b, c = generate_inputs(sig, 0), generate_inputs(sig, 0), generate_inputs(sig, 1)
    assert all(np.array_equal(x, y) for x, y in zip(a, b))
    assert not np.array_equal(a[0], c[0])
    assert [x.shape for x in a] == [(2, 3), (3,)] and a[0].dtype == np.float32


def test_needs_main():
    with pytest.raises(passes.SemanticsError, match="needs a @main function"):
        run(XLA_ADD.replace("@main", "@f"), "canonicalize", verify_semantics=True)


def test_localize_names_the_op_the_bad_pass_broke(wrong_mul, tmp_path, capsys):
    """opt --verify-semantics --localize: the multiply the pass turned into an add, with its
    operands' ops, before and after."""
    src = tmp_path / "m.mlir"
    src.write_text(XLA_ADD)
    plugin = tmp_path / "wrong.py"
    plugin.write_text("import passes\nfrom jaxlib.mlir import ir\npats = passes.PatternSet()\n\n"
                      "@pats.pattern('stablehlo.multiply', name='mul-to-add')\n"
                      "def mul_to_add(op, rewriter):\n"
                      "    return ir.Operation.create('stablehlo.add', results=[op.result.type], "
                      "operands=list(op.operands), loc=op.location, ip=rewriter.ip)\n\n"
                      "@passes.register('t-wrong-mul2', 'a broken pass')\ndef t(op):\n    return pats.apply(op)\n")
    code = cli(["opt", str(src), "--load", str(plugin), "-p",
                LOWER.replace("canonicalize-broadcast-in-dim", "t-wrong-mul2,canonicalize-broadcast-in-dim"),
                "--verify-semantics", "--localize", "--reproducer", str(tmp_path / "r.mlir"), "-o", "-"])
    err = capsys.readouterr().err
    assert code == 1
    # at the line of the file the multiply came from (the xla.mul: line 3), not "-:N" of a
    # module printed again without locations
    assert "localize: the pass changed the value of stablehlo.add (was stablehlo.multiply) at m.mlir:3 " in err
    before = err.split("before the pass:")[1].split("after the pass:")[0]
    after = err.split("after the pass:")[1]
    assert "stablehlo.multiply" in before.split("> %")[1]   # the broken op, marked, with its operands' ops
    assert "stablehlo.add" in after.split("> %")[1] and "stablehlo.broadcast_in_dim" in after
    passes.PASSES.pop("t-wrong-mul2", None)


# ---- what --verify-semantics cannot compare is said, never taken for "same results" --------

TANH = """func.func @main(%x: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = stablehlo.tanh %x : tensor<4xbf16>
  return %0 : tensor<4xbf16>
}"""


def _dropping_tanh() -> passes.PatternSet:
    pats = passes.PatternSet()

    @pats.pattern("stablehlo.tanh", name="drop-tanh")
    def drop(op, rewriter):
        return op.operands[0]
    return pats


@pytest.fixture
def drop_tanh():
    pats = _dropping_tanh()

    @passes.register("t-drop-tanh", "a broken pass: tanh(x) -> x")
    def t_drop(op):
        return pats.apply(op)
    yield
    passes.PASSES.pop("t-drop-tanh")


def test_given_inputs_that_do_not_fit_main_are_bad_input(drop_tanh, tmp_path, capsys):
    src = tmp_path / "tanh.mlir"
    src.write_text(TANH)
    x = np.array([0.5, -1, 2, 0.25], ml_dtypes.bfloat16)
    np.savez(tmp_path / "bits.npz", x.view(np.uint16))   # an .npz stores bf16 as its bit patterns
    np.savez(tmp_path / "void.npz", x)                   # (or numpy's opaque V2)
    np.savez(tmp_path / "count.npz", x, x)
    np.savez(tmp_path / "shape.npz", np.zeros(7, np.float32))
    for good in ("bits", "void"):   # read as bf16: the broken pass is caught
        assert cli(["opt", str(src), "-p", "t-drop-tanh", "--verify-semantics", "--inputs",
                    str(tmp_path / f"{good}.npz"), "-o", str(tmp_path / "out.mlir"),
                    "--reproducer", str(tmp_path / "r.mlir")]) == 1
        assert "pass 't-drop-tanh' changed the results" in capsys.readouterr().err
    for bad, why in (("count", "@main takes 1 input(s) (tensor<4xbf16>), got 2"),
                     ("shape", "input 0 must be tensor<4xbf16>, got float32[7]")):
        assert cli(["opt", str(src), "-p", "t-drop-tanh", "--verify-semantics", "--inputs",
                    str(tmp_path / f"{bad}.npz"), "-o", str(tmp_path / "out.mlir")]) == 2
        assert why in capsys.readouterr().err
    with pytest.raises(passes.SemanticsError, match="got 2"):   # the library says it too
        run(TANH, "t-drop-tanh", verify_semantics=True, inputs=[x, x])


def test_nothing_compared_is_not_success(drop_tanh, tmp_path, capsys):
    # a custom call neither backend runs: the broken pass cannot be caught, and opt says so
    src = tmp_path / "foreign.mlir"
    src.write_text(TANH.replace("%0 = stablehlo.tanh %x : tensor<4xbf16>",
                                '%t = stablehlo.tanh %x : tensor<4xbf16>\n'
                                '  %0 = stablehlo.custom_call @my_unknown_target(%t)'
                                ' : (tensor<4xbf16>) -> tensor<4xbf16>'))
    assert cli(["opt", str(src), "-p", "t-drop-tanh", "--verify-semantics", "-o", str(tmp_path / "out.mlir")]) == 3
    err = capsys.readouterr().err
    assert "compared nothing: neither cpu nor reference runs @main" in err
    assert "stablehlo.tanh" not in (tmp_path / "out.mlir").read_text()   # (the passes' output is written)
    with pytest.raises(passes.NothingCompared):
        run(src.read_text(), "t-drop-tanh", verify_semantics=True)


def test_intermediate_forms_are_judged_where_they_run_again():
    # VHLO has no func.func @main, PJRT cannot compile Shardy's imported form: neither is blamed,
    # the round trips are compared where they run again
    run(TANH, "stablehlo-legalize-to-vhlo,vhlo-legalize-to-stablehlo", verify_semantics=True)
    case = TANH.replace("%x: tensor<4xbf16>)", "%x: tensor<4xbf16>, %p: tensor<i32>)").replace(
        "%0 = stablehlo.tanh %x : tensor<4xbf16>",
        '%0 = "stablehlo.case"(%p) ({\n    %1 = stablehlo.tanh %x : tensor<4xbf16>\n'
        '    stablehlo.return %1 : tensor<4xbf16>\n  }, {\n    stablehlo.return %x : tensor<4xbf16>\n'
        '  }) : (tensor<i32>) -> tensor<4xbf16>')
    out = io.StringIO()
    run(case, "sdy-import-pipeline,sdy-export-pipeline", verify_semantics=True, out=out)
    assert "note" not in out.getvalue()
    run(case, "sdy-import-pipeline", verify_semantics=True, out=out)   # PJRT cannot run the final form
    assert "cpu cannot run the final module (since 'sdy-import-pipeline'" in out.getvalue()
    assert "its results were compared on reference" in out.getvalue()
    with pytest.raises(passes.NothingCompared, match="no backend runs the module after 'stablehlo-legalize-to-vhlo'"):
        run(TANH, "stablehlo-legalize-to-vhlo", verify_semantics=True)


def test_a_change_across_intermediate_forms_is_blamed_on_the_passes_between(tmp_path):
    # 't-hide' renames @main (no backend runs a module without one) and breaks tanh; 't-show'
    # renames it back: the two are blamed together, from the last form that ran
    from jaxlib.mlir import ir as mlir_ir

    def rename(op, old, new):
        for f in op.regions[0].blocks[0].operations:
            if mlir_ir.StringAttr(f.attributes["sym_name"]).value == old:
                f.attributes["sym_name"] = mlir_ir.StringAttr.get(new)

    pats = _dropping_tanh()

    @passes.register("t-hide", "renames @main and drops tanh")
    def t_hide(op):
        rename(op, "main", "hidden")
        pats.apply(op)

    @passes.register("t-show", "renames it back")
    def t_show(op):
        rename(op, "hidden", "main")
    try:
        with pytest.raises(passes.SemanticsError) as e:
            run(TANH, "t-hide,t-show", verify_semantics=True, reproducer=str(tmp_path / "r.mlir"))
        assert str(e.value.report).startswith("passes 't-hide' to 't-show' changed the results of @main")
        pipeline, _, _ = read_reproducer((tmp_path / "r.mlir").read_text())
        assert pipeline == "t-hide,t-show" and "stablehlo.tanh" in (tmp_path / "r.mlir").read_text()
    finally:
        passes.PASSES.pop("t-hide")
        passes.PASSES.pop("t-show")


def test_localize_shows_an_operand_op_once(wrong_mul):
    # multiply %0, %0: the op defining both operands is listed once
    square = """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.sine %x : tensor<4xf32>
  %1 = stablehlo.multiply %0, %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}"""
    with pytest.raises(passes.SemanticsError) as e:
        run(square, "t-wrong-mul", verify_semantics=True, localize=True, reproducer=False)
    text = "\n".join(e.value.report.localization)
    before = text.split("before the pass:")[1].split("after the pass:")[0]
    assert before.count("stablehlo.sine") == 1, text
