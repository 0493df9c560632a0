# Two entry points: `make demo` and `make test`. Both create .venv when it is missing.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: demo test pytest lit bench clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

demo: $(STAMP)
	$(VENV)/bin/hlobridge demo

test: pytest lit

pytest: $(STAMP)
	$(PY) -m pytest -q tests

lit: $(STAMP)
	PATH=$(CURDIR)/$(VENV)/bin:$$PATH $(VENV)/bin/lit -sv lit_tests

bench: $(STAMP)
	$(PY) benchmarks/bench_lowering.py

clean:
	rm -rf $(VENV) lit_tests/Output .pytest_cache
