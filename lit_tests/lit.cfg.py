# lit configuration for hlobridge's FileCheck tests.
#
# Run from the repository root:
#   PATH=$PWD/.venv/bin:$PATH .venv/bin/lit -sv lit_tests
#
# Substitutions:
#   %hlobridge-opt  runs `hlobridge opt` (python -m bridge.cli.main opt) with the venv's
#                   Python: `%hlobridge-opt FILE -p PIPELINE` prints the module to stdout.
#   %python         the Python that runs lit (the venv's).
# `lit -D hlobridge_opt="CMD"` replaces the %hlobridge-opt command (e.g. to try a build).
# FileCheck is the PyPI `filecheck` package: its `filecheck` command must be on PATH.
import os
import shutil
import sys

import lit.formats

config.name = "hlobridge"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.excludes = ["lit.cfg.py", "lit.site.cfg.py", "Output"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.test_exec_root = os.path.join(config.test_source_root, "Output")

repo_root = os.path.dirname(config.test_source_root)
venv_bin = os.path.join(repo_root, ".venv", "bin")

# Tools: the venv first, then whatever PATH lit was started with.
path = [venv_bin] if os.path.isdir(venv_bin) else []
path.append(os.environ.get("PATH", ""))
config.environment["PATH"] = os.pathsep.join(path)
# The project need not be pip-installed: make the repository importable.
pythonpath = [repo_root]
if os.environ.get("PYTHONPATH"):
    pythonpath.append(os.environ["PYTHONPATH"])
config.environment["PYTHONPATH"] = os.pathsep.join(pythonpath)
for var in ("HOME", "TMPDIR", "XDG_CACHE_HOME"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
# Keep jax quiet and on the CPU: the tests only print modules.
config.environment["JAX_PLATFORMS"] = "cpu"
config.environment["TF_CPP_MIN_LOG_LEVEL"] = "3"

venv_python = os.path.join(venv_bin, "python")
python = getattr(config, "python_executable", None) or (
    venv_python if os.path.exists(venv_python) else sys.executable)

opt = lit_config.params.get("hlobridge_opt") or f'"{python}" -m bridge.cli.main opt'
config.substitutions.append(("%hlobridge-opt", opt))
config.substitutions.append(("%python", f'"{python}"'))

if shutil.which("filecheck", path=config.environment["PATH"]) is None:
    lit_config.fatal("`filecheck` not found on PATH (pip install filecheck, or run via the Makefile)")
