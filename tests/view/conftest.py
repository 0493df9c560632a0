"""Fixtures of the view tests: a difftest corpus run with one deterministic mismatch."""
import json
import os
import sys
import textwrap

import pytest

sys.path.insert(0, os.path.dirname(__file__))   # view_programs, cdp

from view_programs import OP  # noqa: E402

PLUGIN = textwrap.dedent('''
    from bridge import reference
    from bridge.diff import register_backend

    def skewed(prepared, inputs):
        """The reference, off by 0.25 at element 2 of maximum's result."""
        out = reference.evaluate(prepared.text, inputs)
        if "maximum" in prepared.text:
            out[0][2] += 0.25
        return out

    register_backend("skewed", skewed)
''')


@pytest.fixture(scope="session")
def corpus_run(tmp_path_factory):
    """(JSON report, HTML page text, HTML path) of `hlobridge difftest` over add, maximum and
    multiply modules, backends reference and "skewed" (wrong at one element of maximum)."""
    from bridge.cli.main import main
    d = tmp_path_factory.mktemp("corpus")
    for op in ("add", "maximum", "multiply"):
        (d / f"{op}.mlir").write_text(OP.replace("OP", op))
    plugin = d.parent / "skewed.py"
    plugin.write_text(PLUGIN)
    report, page = d.parent / "r.json", d.parent / "r.html"
    code = main(["difftest", str(d), "--backends", "reference,skewed", "--plugin", str(plugin), "--executor", "inline",
                 "--no-journal", "--no-progress", "--report", str(report), "--html", str(page)])
    assert code == 1
    return json.loads(report.read_text()), page.read_text(), page
