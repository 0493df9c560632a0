"""`import bridge.formats` stays cheap: it must not import jax (jaxlib.mlir is fine)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _run(code: str) -> str:
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.strip()


def test_import_does_not_load_jax():
    out = _run("import sys, bridge.formats; "
               "print(sorted(m for m in sys.modules if m == 'jax' or m.startswith('jax.')))")
    assert out == "[]"


def test_convert_and_info_do_not_load_jax():
    out = _run("import sys, bridge.formats as f; "
               "b = f.convert('module {}', 'artifact', target_version='1.0.0'); "
               "assert f.detect(b) == 'artifact' and f.info(b)['version'] == '1.0.0'; "
               "f.convert(b, 'vhlo'); "
               "print('jax' in sys.modules)")
    assert out == "False"


def test_hlo_paths_do_not_load_jax():
    out = _run("import sys, bridge.formats as f\n"
               "h = 'HloModule m\\nENTRY e {\\n x = f32[3] parameter(0)\\n ROOT n = f32[3] negate(x)\\n}\\n'\n"
               "s = f.convert(h, 'stablehlo'); assert 'stablehlo.negate' in s\n"
               "assert f.convert(s, 'hlo').startswith('HloModule m')\n"
               "f.convert(h, 'stablehlo', via='native'); f.convert(f.convert(h, 'hlo-proto'), 'hlo-proto-text')\n"
               "print(sorted(m for m in sys.modules if m == 'jax' or m.startswith('jax.')))")
    assert out == "[]"


def test_cli_start_up_loads_neither_numpy_nor_jax():
    """Every `hlobridge` run imports all commands: what they need is imported when they run."""
    out = _run("import sys, bridge.cli.main; print(sorted(m for m in ('numpy', 'jax') if m in sys.modules))")
    assert out == "[]"
