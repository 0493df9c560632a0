"""Reading printed MLIR locations (bridge/view/locations.py). Oracles: the locations jax writes."""
from bridge.view.locations import Loc, parse, short_source

JAX = ('loc("jit(f)/attention/dot_general"(callsite("attention"("/m/model.py":3:8 to :15) at '
       'callsite("f"("/m/model.py":8:12 to :30) at "<module>"("/m/model.py":13:6 to :28)))))')


def test_name_stack_source_and_frames_of_a_jax_location():
    loc = parse(JAX)
    assert loc.name == "jit(f)/attention/dot_general"
    assert loc.source == "/m/model.py:3:8"
    assert loc.frames == ("attention at /m/model.py:3", "f at /m/model.py:8", "<module> at /m/model.py:13")
    assert short_source(loc.source) == "model.py:3"


def test_jax_op_parameters_are_split_from_the_name():
    loc = parse('loc("jit(f)/dot_general[dimension_numbers=((1,),(0,))]"("a.py":1:2))')
    assert (loc.name, loc.params, loc.source, loc.frames) == ("jit(f)/dot_general", "dimension_numbers=((1,),(0,))",
                                                              "a.py:1:2", ())


def test_bare_names_file_locations_fused_and_unknown():
    assert (parse('loc("x")').name, parse('loc("x")').label) == ("", "x")           # a value's name
    assert (parse('loc("add.3")').name, parse('loc("add.3")').label) == ("", "add.3")
    f = parse('loc("/tmp/m.py":5:3)')
    assert (f.name, f.source) == ("", "/tmp/m.py:5:3")
    assert parse('loc(fused["a/b"("m.py":1:1), "c"])').name == "a/b"
    assert parse("loc(unknown)") == parse("")
    assert parse('loc("we\\"ird/x"("m.py":2:1))').name == 'we"ird/x'


def test_an_op_type_name_inside_the_op_name_is_neither_name_nor_frame():
    """TensorFlow's HLO metadata keeps op_type as a name ending in ':' under the op_name
    (bridge.provenance, as XLA's exporter reads it): the layer is still the op_name."""
    assert parse('loc("model/dense/MatMul"("MatMul:"))') == Loc(name="model/dense/MatMul")
    loc = parse('loc(fused["model/Tanh"("Tanh:"), "/t/ops.py":1221:0])')
    assert (loc.name, loc.source, loc.frames) == ("model/Tanh", "/t/ops.py:1221:0", ())
    loc = parse('loc("jit(f)/add"("add:"(callsite("dense"("m.py":12:11) at "forward"("m.py":21:8)))))')
    assert (loc.name, loc.source) == ("jit(f)/add", "m.py:12:11")
    assert loc.frames == ("dense at m.py:12", "forward at m.py:21")
