"""`hlobridge --version`: what a bug report needs, on stdout, exit 0."""
from importlib import metadata

import pytest
from jaxlib.mlir.dialects import stablehlo

from bridge.cli.main import main as cli


def test_version_names_ours_jax_jaxlib_and_stablehlo(capsys):
    with pytest.raises(SystemExit) as e:
        cli(["--version"])
    assert e.value.code == 0
    out = capsys.readouterr().out
    try:
        ours = metadata.version("hlobridge")
    except metadata.PackageNotFoundError:   # (the suite run from PYTHONPATH, as on the GPU machine)
        ours = "(not installed: a checkout)"
    assert out.startswith(f"hlobridge {ours} (")
    for part in (f"jax {metadata.version('jax')}", f"jaxlib {metadata.version('jaxlib')}",
                 f"StableHLO {stablehlo.get_current_version()}"):
        assert part in out, out
