"""A big HLO text read as two halves at once (bridge/hlo/halves.py, bridge/formats/hlo_parallel.py)
gives what the whole text gives, byte for byte, or is read whole: checked on XLA's dumps of jax
programs made at test time, cut at several places, and through the CLI, where the second half
is read in a fork."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from bridge.formats import hlo_io, hlo_parallel, mlir_formats
from bridge.hlo.halves import split
from passes.lower import stablehlo_module

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tests"))
import jax_programs  # noqa: E402

NAMES = [p.name for p in jax_programs.PROGRAMS[::20]]
CUTS = (0.15, 0.5, 0.85)


@pytest.fixture(scope="module")
def dumps(tmp_path_factory) -> dict[str, str]:
    """name -> HLO text: XLA's dumps (before and after XLA:CPU's passes) of a slice of the
    catalogue, and of a deep model with stack-frame tables and a reducer per layer."""
    out = tmp_path_factory.mktemp("halves")
    env = dict(os.environ, JAX_PLATFORMS="cpu", TF_CPP_MIN_LOG_LEVEL="3", XLA_FLAGS=f"--xla_dump_to={out / 'dump'}")
    subprocess.run([sys.executable, os.path.join(ROOT, "tests", "hlo_corpus", "dump_jax_programs.py"), str(out),
                    *NAMES], env=env, check=True, capture_output=True, timeout=600)
    texts = {f: (out / f).read_text() for f in sorted(os.listdir(out)) if f.endswith(".hlo")}
    sys.path.insert(0, ROOT)
    from benchmarks.bench_convert import make_dump
    texts["deep_model"] = open(make_dump(0.15, str(out / "deep"))).read()
    return texts


def _whole(text: str):
    return stablehlo_module(hlo_io.read_text(text))


def _printed(module) -> tuple[str, str]:
    """The module as convert writes it, and in generic form (every region and location)."""
    return (mlir_formats.print_pretty(module, True),
            module.operation.get_asm(enable_debug_info=True, print_generic_op_form=True))


def test_halves_join_to_the_whole_text_byte_for_byte(dumps):
    joined = refused = 0
    for name, text in dumps.items():
        want = _printed(_whole(text))
        for at in CUTS:
            halves = split(text, 0, at)
            if halves is None:
                refused += 1
                continue
            module = hlo_parallel.read_in_turn(halves)
            assert module is not None, (name, at)
            assert _printed(module) == want, (name, at)
            joined += 1
    assert joined >= 2 * refused and joined > 80, (joined, refused)


def test_the_deep_model_is_cut_where_the_halves_take_as_long(dumps):
    text = dumps["deep_model"]
    halves = split(text, 0)
    assert halves is not None and "FileNames" in halves.first and "FileNames" in halves.second
    assert 0.8 < len(halves.first) / len(halves.second) < 1.25
    assert _printed(hlo_parallel.read_in_turn(halves)) == _printed(_whole(text))


CALLS = """HloModule calls, entry_computation_layout={(f32[4]{0}, f32[4]{0})->f32[4]{0}}

%g.3 (a: f32[4]) -> f32[4] {
  %a = f32[4]{0} parameter(0)
  ROOT %n = f32[4]{0} negate(%a)
}

%f.2 (a: f32[4]) -> f32[4] {
  %a = f32[4]{0} parameter(0)
  %c = f32[4]{0} call(%a), to_apply=%g.3
  ROOT %n = f32[4]{0} exponential(%c)
}

%h.4 (a: f32[4]) -> f32[4] {
  %a = f32[4]{0} parameter(0)
  ROOT %n = f32[4]{0} sine(%a)
}

ENTRY %main.5 (x: f32[4], y: f32[4]) -> f32[4] {
  %x = f32[4]{0} parameter(0), metadata={op_name="x"}
  %a = f32[4]{0} call(%x), to_apply=%h.4
  %b = f32[4]{0} call(%a), to_apply=%g.3
  %c = f32[4]{0} add(%a, %b)
  %y = f32[4]{0} parameter(1), metadata={op_name="y"}
  %d = f32[4]{0} call(%c), to_apply=%f.2
  %e = f32[4]{0} call(%d), to_apply=%h.4
  ROOT %w = f32[4]{0} multiply(%e, %y)
}
"""


@pytest.mark.parametrize("at", [0.2, 0.4, 0.6, 0.8])
def test_functions_called_from_both_halves(at):
    """g and h are called before and after the cut, f only after: each is one function, named
    and placed as the whole text's reader names and places them; the later parameter y is
    the first half's."""
    halves = split(CALLS, 0, at)
    assert halves is not None and "parameter(1)" in halves.first
    assert _printed(hlo_parallel.read_in_turn(halves)) == _printed(_whole(CALLS))


@pytest.mark.parametrize("change, why", [
    (lambda t: t.replace("entry_computation_layout", "input_output_alias={ {}: (0, {}, may-alias) }, "
                         "entry_computation_layout"), "aliasing names the whole entry"),
    (lambda t: t.replace("{(f32[4]{0}, ", "{(f32[4]{0}, f32[4]{0}, "), "a layout per parameter"),
    (lambda t: t.replace("->f32[4]{0}}", "->f32[4]{0:S(5)}}"), "a memory space"),
    (lambda t: t.replace("HloModule calls", "HloModule calls, frontend_attributes={xla.sdy.meshes=\"{}\"}"),
     "Shardy's round trip is module-wide"),
    (lambda t: t.replace("%h.4", "%g.7"), "two computations alike but for their .N"),
    (lambda t: t.replace("%h.4", "%g.3.1"), "a name with two .N"),
    (lambda t: t.replace("%h.4", "%main"), "a computation named as the entry's function"),
    (lambda t: t.replace("%", ""), "names without % (jax's own HLO text)"),
    (lambda t: t.replace("ROOT %w", "%w").replace("%c = f32[4]{0} add", "ROOT %c = f32[4]{0} add"),
     "the ROOT before the cut"),
    (lambda t: t.replace("%d = f32[4]{0} call(%c)", "%b = f32[4]{0} call(%c)").replace("call(%d)", "call(%b)"),
     "a name defined in both halves"),
    (lambda t: t.replace("%b = f32[4]{0} call(%a), to_apply=%g.3", "%b = (f32[4]{0}) tuple(%a)\n  %b1 = f32[4]{0} "
                         "get-tuple-element(%b), index=0").replace("add(%a, %b)", "add(%a, %b1)").replace(
        "call(%c), to_apply=%f.2", "call(%c), to_apply=%f.2, frontend_attributes={k=\"v\"}"), None),
])
def test_split_refuses_what_the_halves_cannot_say_alone(change, why):
    text = change(CALLS)
    if why is None:   # (a control: the same shapes of text are cut)
        assert split(text, 0, 0.5) is not None
        return
    assert split(text, 0, 0.5) is None, why


def test_a_tuple_crossing_the_cut_is_refused():
    text = CALLS.replace("%c = f32[4]{0} add(%a, %b)", "%t = (f32[4]{0}, f32[4]{0}) tuple(%a, %b)\n"
                         "  %c = f32[4]{0} get-tuple-element(%t), index=0")
    assert split(text, 0, 0.4) is None        # t is used after the cut
    assert split(text, 0, 0.6) is not None    # t and its use both before it


def test_iota_shardings_are_not_dynamic_dimensions():
    text = CALLS.replace("HloModule calls", "HloModule calls, num_partitions=8").replace(
        'metadata={op_name="x"}', "sharding={devices=[4,2]<=[8]}")
    assert split(text, 0, 0.5) is not None
    assert split(text.replace("f32[4]{0} negate", "f32[<=4]{0} negate"), 0, 0.5) is None


def test_a_half_that_warns_is_read_whole(monkeypatch):
    import warnings

    import passes.lower
    real = passes.lower.stablehlo_module

    def warning(program):
        warnings.warn("something the whole text's reader says")
        return real(program)
    monkeypatch.setattr(passes.lower, "stablehlo_module", warning)
    assert hlo_parallel.read_in_turn(split(CALLS, 0, 0.5)) is None


def _cli(path: str, *extra: str, halves: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, HLOBRIDGE_HLO_HALVES=halves)
    return subprocess.run([sys.executable, "-m", "bridge.cli.main", "convert", path, *extra], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)


def test_the_cli_reads_the_second_half_in_a_fork(dumps, tmp_path):
    """Through `hlobridge convert` (a process without jax, where forking is safe): the same
    bytes as the whole text's reader, and the fork did read the second half."""
    path = tmp_path / "deep.hlo"
    path.write_text(dumps["deep_model"])
    whole = _cli(str(path), halves="0")
    assert whole.returncode == 0, whole.stderr
    probe = ("import sys, bridge.formats.hlo_parallel as P\n"
             "real = P._joined\n"
             "def joined(*a):\n"
             "    out = real(*a)\n"
             "    print('JOINED', out is not None, file=sys.stderr)\n"
             "    return out\n"
             "P._joined = joined\n"
             "from bridge.cli.main import main\n"
             f"sys.argv = ['hlobridge', 'convert', {str(path)!r}]\n"
             "main()\n")
    env = dict(os.environ, HLOBRIDGE_HLO_HALVES="1")
    halves = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True, text=True,
                            timeout=300)
    assert halves.returncode == 0, halves.stderr
    assert "JOINED True" in halves.stderr
    assert halves.stdout == whole.stdout


@pytest.mark.parametrize("where", ["first", "second"])
def test_errors_are_the_whole_texts(tmp_path, where):
    """A mistake in either half: the same message and exit status as the whole text's reader."""
    bad = "%c = f32[4]{0} add(%a, %b)" if where == "first" else "%d = f32[4]{0} call(%c), to_apply=%f.2"
    text = CALLS.replace(bad, bad.replace("f32[4]{0}", "f32[5]{0}", 1))
    path = tmp_path / "bad.hlo"
    path.write_text(text)
    whole, halves = _cli(str(path), halves="0"), _cli(str(path), halves="1")
    assert whole.returncode == halves.returncode == 2
    assert halves.stderr == whole.stderr and "declared shape f32[5]" in whole.stderr


@pytest.mark.parametrize("frame, text", [
    ((15, 0, 15, 31), '"f.py":15:0 to :31'), ((15, 4, 0, 9), '"f.py":15:4 to :9'),
    ((15, 4, 17, 2), '"f.py":15:4 to 17:2'), ((15, 4, 0, 0), '"f.py":15:4')])
def test_frame_locations_are_the_ones_mlirs_parser_makes(frame, text):
    """bridge/provenance.py: Location.file makes a same-line range `"f.py":15:0 to :31` as a
    location of another kind that prints alike; a module holding both (the halves' join, or
    any module read back and merged) printed them as two #loc aliases."""
    from jaxlib.mlir import ir

    from bridge.context import get_context
    from bridge.provenance import OpMetadata, StackFrame, location
    ctx = get_context()
    made = location(OpMetadata(op_name="op", stack_frames=(StackFrame("f.py", "fn", *frame),)), ctx=ctx)
    parsed = ir.Module.parse(f'func.func @f() {{ return loc("op"("fn"({text}))) }}', ctx)
    assert made == parsed.body.operations[0].regions[0].blocks[0].operations[0].location
