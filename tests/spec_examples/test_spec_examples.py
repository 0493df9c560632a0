"""The spec's own examples, as tests of the reference, PJRT cpu and the StableHLO interpreter.

Every `*.mlir` file here holds one or more functions (separated by `// -----`, as in
StableHLO's `stablehlo/tests/interpret/*.mlir`) that build the example's operands as
constants, run the op, and state the spec's result with `check.expect_eq(_const)`,
`check.expect_almost_eq(_const)` or `check.expect_close`. The `check` dialect is not in
jaxlib: bridge.diff.testsuite rewrites every check into an output of the function and
difftest compares each backend's output with the expected value (eq: exact, almost_eq:
the check's `tolerance`, close: `max_ulp_difference` ULPs). Each function must match on
all three backends, except where a file says `// unsupported-on: interpreter (why)`:
jaxlib's interpreter aborts on some ops (batch_norm_inference, cholesky, fft); there the
other two must match and the interpreter must still be unsupported (so the note is
dropped when it learns the op). `// unsupported-on: cpu (why)` likewise for PJRT cpu, and
`// differs-on: BACKEND (why)` marks a backend that runs the example but departs from the
spec (at least one check must still fail there, so the note goes when it is fixed).

Multi-process examples (collectives, replica_id, partition_id) use the interpreter's
`interpreter.run_parallel` (bridge/diff/run_parallel.py): the reference runs the grid as
threads, PJRT cpu on one virtual CPU device per process without SPMD partitioning, and
jaxlib's interpreter cannot (it runs one process).

The values come from ../shared/reference/stablehlo-spec.md ("Examples" of each op);
where the spec's printed number is wrong for the stated type, the file says so and why.
A file whose first line says "Not a spec example" is ours (for what IREE's e2e tests
exercise and the spec's examples lack): written from the spec's semantics, its values
by hand or numpy.
"""
from __future__ import annotations

import pathlib
import re

import pytest

from bridge.diff import difftest

HERE = pathlib.Path(__file__).parent
BACKENDS = ("cpu", "reference", "interpreter")


def cases():
    for path in sorted(HERE.glob("*.mlir")):
        for i, chunk in enumerate(path.read_text().split("// -----")):
            if "func.func" in chunk:
                yield pytest.param(chunk, id=f"{path.stem}" + (f"-{i}" if i else ""))


@pytest.mark.parametrize("text", list(cases()))
def test_spec_example(text):
    skip = set(re.findall(r"^// unsupported-on: (\w+)", text, re.M))
    differs = set(re.findall(r"^// differs-on: (\w+)", text, re.M))
    # one run of every backend, the reference first: each is judged by its own checks
    report = difftest(text, backends=("reference",) + tuple(b for b in BACKENDS if b != "reference"))
    for b in skip:
        r = report.results[b]
        assert b not in report.checks and r.status == "unsupported", f"{b} now runs this: drop the note"
    for b in differs:   # a known departure from the spec (the note says whose and why)
        assert any(c.verdict != "match" for c in report.checks.get(b, [])), f"{b} now matches: drop the note"
    for backend in BACKENDS:
        if backend in skip or backend in differs:
            continue
        r = report.results[backend]
        assert r.status == "ok", (backend, r.status, r.error)
        checks = report.checks[backend]
        assert checks, f"{backend}: no checks ran"
        bad = [(c.name, c.verdict) for c in checks if c.verdict != "match"]
        assert not bad, f"{backend}: {bad}; {report.reason}"


def test_every_file_has_checks():
    # A file whose checks were lost (a typo in `check.`) would pass without testing.
    for path in HERE.glob("*.mlir"):
        assert "check.expect_" in path.read_text(), path.name
