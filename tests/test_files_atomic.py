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


def test_what_is_not_a_regular_file_is_written_into_not_replaced(tmp_path):
    """A rename over /dev/null (as root) had replaced the device with a regular file; a FIFO and
    a symbolic link were replaced the same way. Now: written into, and the link followed."""
    import os
    import stat
    import threading
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    got = []
    reader = threading.Thread(target=lambda: got.append(open(fifo, "rb").read()))
    reader.start()
    write_atomic(str(fifo), b"through")
    reader.join(10)
    assert got == [b"through"] and stat.S_ISFIFO(os.lstat(fifo).st_mode)
    link = tmp_path / "link"
    link.symlink_to(tmp_path / "target")
    write_atomic(str(link), b"x")
    assert link.is_symlink() and (tmp_path / "target").read_bytes() == b"x"
    write_atomic(os.devnull, b"nothing")
    assert stat.S_ISCHR(os.stat(os.devnull).st_mode)
    with pytest.raises(HloBridgeError, match="it is a directory"):
        write_atomic(str(tmp_path), b"x")


@pytest.mark.parametrize("argv", [["run", "{p}", "-o", "{p}"], ["opt", "{p}", "-p", "canonicalize", "-o", "{p}"],
                                  ["difftest", "--no-journal", "{p}", "--report", "{p}"],
                                  ["difftest", "--no-journal", "{p}", "--junit", "{link}"],
                                  ["difftest", "{p}", "--journal", "{p}"]])
def test_no_command_writes_over_its_input(tmp_path, capsys, argv):
    src = tmp_path / "add.mlir"
    src.write_text(ADD)
    (tmp_path / "link").symlink_to(src)
    assert cli([a.format(p=src, link=tmp_path / "link") for a in argv]) == 2
    assert "refusing to overwrite the input" in capsys.readouterr().err
    assert src.read_text() == ADD


def test_a_program_without_outputs_compared_nothing(tmp_path, capsys):
    src = tmp_path / "none.mlir"
    src.write_text("func.func @main() {\n  return\n}")
    assert cli(["difftest", "--no-journal", str(src)]) == 3
    assert "nothing was compared: the program has no outputs" in capsys.readouterr().out
