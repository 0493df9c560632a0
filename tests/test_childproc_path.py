"""Children of hlobridge (corpus workers, the interpreter and XLA-pass children, the native
readers' sandbox) import this checkout's packages, not files of the same name in the user's
working directory: `python -c`/`-m` put the working directory first on sys.path, and a user's
own `passes.py` there stopped every difftest worker ("'passes' is not a package")."""
from __future__ import annotations

import os

from bridge.childproc import start_python


def test_a_users_passes_py_in_the_working_directory_does_not_shadow_ours(tmp_path, monkeypatch):
    (tmp_path / "passes.py").write_text("raise SystemExit('the user file was imported')\n")
    (tmp_path / "bridge.py").write_text("raise SystemExit('the user file was imported')\n")
    monkeypatch.chdir(tmp_path)
    child = start_python("-c", "import passes.registry, bridge.childproc, os, sys; "
                               "sys.stdout.write(os.path.dirname(passes.__file__))")
    out, _ = child.communicate(timeout=120)
    assert child.returncode == 0
    assert os.path.realpath(out.decode()) != os.path.realpath(str(tmp_path))
