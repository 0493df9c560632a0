"""Files are written atomically; a place that cannot be written is one error line, from
every command that writes (its folder missing, say), not a traceback."""
from __future__ import annotations

import pytest

from bridge.cli.main import main as cli
from bridge.errors import HloBridgeError
from bridge.files import write_atomic

ADD = """func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %a : tensor<2xf32>
  return %0 : tensor<2xf32>
}"""


def test_a_missing_folder_is_an_error(tmp_path):
    with pytest.raises(HloBridgeError, match="cannot write .*no_such_dir/x.txt: No such file or directory"):
        write_atomic(str(tmp_path / "no_such_dir" / "x.txt"), b"x")
    write_atomic(str(tmp_path / "x.txt"), b"x")
    assert (tmp_path / "x.txt").read_bytes() == b"x" and len(list(tmp_path.iterdir())) == 1   # (no temp file left)


@pytest.mark.parametrize("flag", ["--html", "-o"])
def test_opt_into_a_missing_folder(tmp_path, capsys, flag):
    src = tmp_path / "add.mlir"
    src.write_text(ADD)
    args = ["opt", str(src), "-p", "canonicalize", flag, str(tmp_path / "no_such_dir" / "out")]
    assert cli(args + (["-o", str(tmp_path / "out.mlir")] if flag != "-o" else [])) == 2
    err = capsys.readouterr().err
    assert "cannot write" in err and "Traceback" not in err
