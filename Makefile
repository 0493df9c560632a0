# Two entry points: `make demo` and `make test`. Both create .venv when it is missing.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: demo test pytest lit opsdoc bench clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

demo: $(STAMP)
	$(VENV)/bin/hlobridge demo

test: pytest lit opsdoc

# one pytest worker per core (pytest-xdist); several workers share one GPU, so none may take
# XLA's default 75% of its memory up front. Byte-code caches are written even where the
# environment says PYTHONDONTWRITEBYTECODE (an editable install has none): the suite starts
# hundreds of Python processes, and each compiled our ~70,000 lines again (10% of its time).
PYTEST_JOBS ?= auto
pytest: $(STAMP)
	PYTHONDONTWRITEBYTECODE= XLA_PYTHON_CLIENT_PREALLOCATE=false $(PY) -m pytest -q -n $(PYTEST_JOBS) tests

lit: $(STAMP)
	PYTHONDONTWRITEBYTECODE= PATH=$(CURDIR)/$(VENV)/bin:$$PATH $(VENV)/bin/lit -sv lit_tests

# docs/ops.md is generated from dialect_defs/ and the tests' xla_op markers: it must be current
# and every op must be executed by a test (or say why PJRT CPU cannot run it).
opsdoc: $(STAMP)
	$(PY) -m dialect_defs.doc --check

bench: $(STAMP)   # every speed target of docs/performance.md, each against its incumbent (minutes)
	$(PY) benchmarks/bench_lowering.py
	$(PY) benchmarks/bench_passes.py --repeat 20
	$(PY) benchmarks/bench_reference.py
	$(PY) benchmarks/bench_difftest.py
	$(PY) benchmarks/bench_children.py
	$(PY) benchmarks/bench_convert.py

clean:
	rm -rf $(VENV) lit_tests/Output .pytest_cache
