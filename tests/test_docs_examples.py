"""The newcomer docs' examples, pasted as they are: every Python block, every `hlobridge ...`
shell command and every `$ ...` transcript of README.md, docs/difftest.md, docs/jax.md,
docs/view.md, docs/backends.md, docs/architecture.md, docs/reference.md, docs/formats.md and
docs/passes.md runs in a temporary folder, so an example that stops working fails `make test`.

What a page's examples assume the user has (prog.mlir, a corpus/ ...) is made here, with jax,
as the text says. HTML comments just above a block steer it (several may stack):

    <!-- docs-test: skip (why) -->               not run (a GPU, a browser, minutes ...)
    <!-- docs-test: file NAME -->                the block is a file later blocks use
    <!-- docs-test: raises NAME -->              the Python block ends raising exception NAME
    <!-- docs-test: skip-commands REGEX (why) --> shell commands matching REGEX are not run
    <!-- docs-test: exit N REGEX -->             commands matching REGEX exit N (default 0)
    <!-- docs-test: before COMMAND -->           a shell command run before the block

A transcript's `$ ...` command must exit as its output says (a `difftest ...: MISMATCH` line 1,
`hlobridge CMD: error:` 2, else 0), and its lines `difftest ...`, `wrote ...`, `reduced ...`,
`  culprit: ...` and `  hlobridge ...` must be lines it prints (`/path/to` is the folder it ran
in; a line ending in `...` is a beginning).
"""
import os
import pathlib
import re
import subprocess
import sys
import textwrap

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
PAGES = ["README.md", "docs/difftest.md", "docs/jax.md", "docs/view.md", "docs/backends.md",
         "docs/architecture.md", "docs/reference.md", "docs/formats.md", "docs/passes.md"]
BIN = pathlib.Path(sys.executable).parent
TIMEOUT = 120

_FENCE = re.compile(r"^( *)```(\w*)\s*$")
_DIRECTIVE = re.compile(r"^\s*<!--\s*docs-test:\s*(.*?)\s*-->\s*$")


def blocks(page: str):
    return parse_blocks((ROOT / page).read_text())


def parse_blocks(markdown: str):
    """(line, language, text, directives) of each fenced block."""
    lines = markdown.splitlines()
    out, i = [], 0
    while i < len(lines):
        m = _FENCE.match(lines[i])
        if not m:
            i += 1
            continue
        indent, lang, start = len(m.group(1)), m.group(2), i
        body, i = [], i + 1
        while not re.match(r"^ *```\s*$", lines[i]):
            body.append(lines[i][indent:] if lines[i][:indent].strip() == "" else lines[i])
            i += 1
        directives, j = [], start - 1
        while j >= 0 and (not lines[j].strip() or _DIRECTIVE.match(lines[j])):
            if lines[j].strip():
                directives.insert(0, _DIRECTIVE.match(lines[j]).group(1))
            elif directives:
                break
            j -= 1
        out.append((start + 1, lang, "\n".join(body) + "\n", directives))
        i += 1
    return out


def _bin(cwd):
    """The folder of the `hlobridge` and `python` commands: the environment's own where the
    checkout is installed (make test), else stand-ins that run this interpreter and this
    checkout's CLI (a machine where the suite runs from PYTHONPATH, as on the GPU machine)."""
    if (BIN / "hlobridge").exists():
        return BIN
    stand_in = pathlib.Path(cwd) / ".bin"
    if not stand_in.exists():
        stand_in.mkdir()
        cli = "import sys; from bridge.cli.main import main; sys.exit(main())"
        for name, text in (("python", f'exec "{sys.executable}" "$@"'),
                           ("hlobridge", f'exec "{sys.executable}" -c "{cli}" "$@"')):
            (stand_in / name).write_text(f"#!/bin/sh\n{text}\n")
            (stand_in / name).chmod(0o755)
    return stand_in


def _env(cwd):
    # the caller's PYTHONPATH stays after the checkout (it may hold the jax the suite runs)
    path = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)
    env = dict(os.environ, JAX_PLATFORMS="cpu", PATH=f"{_bin(cwd)}{os.pathsep}{BIN}{os.pathsep}{os.environ['PATH']}",
               PYTHONPATH=path, HLOBRIDGE_BACKEND="cpu")
    env.pop("XLA_FLAGS", None)
    return env


def _run(cmd, cwd, **kw):
    return subprocess.run(cmd, cwd=cwd, env=_env(cwd), capture_output=True, text=True,
                          timeout=TIMEOUT, **kw)


def split_commands(text: str):
    """Shell commands of a block: continuation lines joined, heredocs and quoted strings kept."""
    cmds, cur, heredoc = [], [], None
    for line in text.splitlines():
        cur.append(line)
        if heredoc:
            if line.strip() == heredoc:
                heredoc = None
        elif (m := re.search(r"<<-?\s*'?(\w+)'?", line)):
            heredoc = m.group(1)
        if heredoc or line.rstrip().endswith("\\") or "\n".join(cur).count('"') % 2:
            continue
        cmd = "\n".join(cur).strip()
        if cmd and not cmd.startswith("#"):
            cmds.append(cmd)
        cur = []
    return cmds


def transcript(text: str):
    """(command, expected output lines) of each `$ ` command of a text block."""
    out, lines, i = [], text.splitlines(), 0
    while i < len(lines):
        if not lines[i].startswith("$ "):
            i += 1
            continue
        cmd = [lines[i][2:]]
        i += 1
        while cmd[-1].rstrip().endswith("\\") and i < len(lines):
            cmd.append(lines[i])
            i += 1
        if (m := re.search(r"<<-?\s*'?(\w+)'?", cmd[0])):
            while i < len(lines):
                cmd.append(lines[i])
                i += 1
                if cmd[-1].strip() == m.group(1):
                    break
        expected = []
        while i < len(lines) and not lines[i].startswith("$ "):
            expected.append(lines[i])
            i += 1
        out.append(("\n".join(cmd), expected))
    return out


def _directive(directives, word):
    return [d[len(word):].strip() for d in directives if d.split(" ", 1)[0] == word]


def _regex_and_reason(arg):
    m = re.match(r"(.*?)\s*\(([^()]*)\)$", arg)
    return (m.group(1), m.group(2)) if m else (arg, "")


# -- what the pages say the user has -----------------------------------------------------------

_CORPUS = """
import jax, jax.numpy as jnp, numpy as np, os
x = np.ones((4, 4), np.float32)
os.makedirs("corpus", exist_ok=True)
for name, f in [("exp", jnp.exp), ("mm", lambda a: a @ a.T), ("sum", lambda a: a.sum(0))]:
    open(f"corpus/{name}.mlir", "w").write(jax.jit(f).lower(x).as_text())
a = np.random.RandomState(0).randn(4, 8).astype(np.float32)
b = np.random.RandomState(1).randn(8, 3).astype(np.float32)
open("prog.mlir", "w").write(jax.jit(lambda x, y: jnp.tanh(x @ y)).lower(a, b).as_text())
np.savez("args.npz", arg0=a, arg1=b)
"""

# a module XLA:CPU and the reference really disagree on (XLA:CPU flushes the subnormal divisor)
_BAD = """func.func @main(%a: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %tiny = stablehlo.constant dense<1.0e-40> : tensor<4x3xf32>
  %num = stablehlo.constant dense<1.0e-3> : tensor<4x3xf32>
  %m = stablehlo.multiply %a, %tiny : tensor<4x3xf32>
  %q = stablehlo.divide %num, %m : tensor<4x3xf32>
  return %q : tensor<4x3xf32>
}
"""

_JAX = """
import jax, jax.numpy as jnp, numpy as np
from jax import export
f = jax.jit(lambda a, b: jnp.tanh(a @ b).sum(axis=0))
a, b = np.ones((8, 4), np.float32), np.ones((4, 3), np.float32)
open("f.mlir", "w").write(f.lower(a, b).as_text())
b, n = export.symbolic_shape("b, n")
exp = export.export(jax.jit(lambda a, w: a @ w))(jax.ShapeDtypeStruct((b, n), np.float32),
                                                 jax.ShapeDtypeStruct((n, 3), np.float32))
open("M", "w").write(exp.mlir_module())
np.savez("X.npz", arg0=np.ones((0, 4), np.float32), arg1=np.ones((4, 3), np.float32))
"""

SETUP = {"docs/difftest.md": _CORPUS, "docs/view.md": _CORPUS, "docs/jax.md": _JAX, "docs/passes.md": _CORPUS}


def _setup(page, cwd):
    if page in SETUP:
        r = _run([sys.executable, "-c", SETUP[page]], cwd)
        assert r.returncode == 0, r.stderr[-3000:]
        (cwd / "bad.mlir").write_text(_BAD)


# -- the test ----------------------------------------------------------------------------------

def _check_python(where, text, directives, cwd):
    raises = _directive(directives, "raises")
    r = _run([sys.executable, "-"], cwd, input=text)
    if raises:
        last = r.stderr.strip().splitlines()[-1] if r.stderr.strip() else ""
        assert r.returncode != 0 and re.match(rf"([\w.]+\.)?{raises[0]}\b", last), \
            f"{where}: expected {raises[0]}, got exit {r.returncode}\n{r.stderr[-3000:]}"
    else:
        assert r.returncode == 0, f"{where}: exit {r.returncode}\n{r.stderr[-3000:]}"


def _expected_exit(cmd, directives):
    for arg in _directive(directives, "exit"):
        code, regex = arg.split(" ", 1)
        if re.search(regex, cmd):
            return int(code)
    return 0


def _check_shell(where, text, directives, cwd, skipped):
    skips = [_regex_and_reason(a) for a in _directive(directives, "skip-commands")]
    for cmd in split_commands(text):
        why = [reason for regex, reason in skips if re.search(regex, cmd)]
        if why:
            skipped.append(f"{where}: {cmd.splitlines()[0]} ({why[0]})")
            continue
        r = _run(["bash", "-c", cmd], cwd)
        want = _expected_exit(cmd, directives)
        assert r.returncode == want and "Traceback" not in r.stderr, \
            f"{where}: `{cmd}` exit {r.returncode} (docs: {want})\n{r.stdout[-2000:]}\n{r.stderr[-3000:]}"


_SHOWN = re.compile(r"^(difftest |wrote |reduced |  culprit: |  hlobridge )")


def _check_transcript(where, text, cwd):
    for cmd, expected in transcript(text):
        r = _run(["bash", "-c", cmd], cwd)
        got = (r.stdout + r.stderr).replace(str(cwd) + "/", "/path/to/")
        mismatch = any(e.startswith("difftest ") and ": MISMATCH" in e for e in expected)
        want = 1 if mismatch else 2 if any(re.match(r"hlobridge \w+: error:", e) for e in expected) else 0
        assert r.returncode == want, f"{where}: `{cmd}` exit {r.returncode} (docs: {want})\n{got[-3000:]}"
        printed = [g.rstrip() for g in got.splitlines()]
        for line in (e.rstrip() for e in expected if _SHOWN.match(e)):   # (whole lines; `...` elides an end)
            ok = (any(g.startswith(line[:-3]) for g in printed) if line.endswith("...") else line in printed)
            assert ok, f"{where}: `{cmd}` did not print\n{line}\nbut\n{got[-3000:]}"


@pytest.mark.parametrize("page", PAGES)
def test_docs_examples(page, tmp_path):
    _setup(page, tmp_path)
    skipped, found = [], blocks(page)
    for line, lang, text, directives in found:   # (files first: a transcript may use a later one)
        for name in _directive(directives, "file"):
            (tmp_path / name).write_text(text)
    for line, lang, text, directives in found:
        where = f"{page}:{line}"
        skip = _directive(directives, "skip")
        if skip:
            skipped.append(f"{where} {skip[0]}")
            continue
        for cmd in _directive(directives, "before"):
            r = _run(["bash", "-c", cmd], tmp_path)
            assert r.returncode == 0, f"{where}: `{cmd}` exit {r.returncode}\n{r.stderr[-3000:]}"
        if _directive(directives, "file"):
            continue
        if lang == "python":
            _check_python(where, text, directives, tmp_path)
        elif lang in ("sh", "bash", "console"):
            _check_shell(where, text, directives, tmp_path, skipped)
        elif text.startswith("$ "):
            _check_transcript(where, text, tmp_path)
    print("\n".join(skipped))


def test_the_block_reader_sees_indented_blocks_and_their_directives():
    text = textwrap.dedent("""\
        - item

          <!-- docs-test: skip (needs a GPU) -->
          ```sh
          hlobridge run m.mlir --backend cuda
          ```
        """)
    ((line, lang, body, directives),) = parse_blocks(text)
    assert (lang, body, directives) == ("sh", "hlobridge run m.mlir --backend cuda\n", ["skip (needs a GPU)"])
    assert split_commands('python -c "\nimport x\nprint(1)"\nhlobridge run a \\\n  --seed 1  # c\n') == [
        'python -c "\nimport x\nprint(1)"', "hlobridge run a \\\n  --seed 1  # c"]
