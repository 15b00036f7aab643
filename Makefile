# The README's commands. Both set themselves up (apt lld-19, a venv, pip) and are idempotent.
#   make demo   - the main job (~40 s on 2 cores): bf16 and FP4 training runs, RN vs SR on one weight, ISA census, Philox checks
#   make test   - lint, the test suite (the docs build with warnings as errors included), both install modes
SHELL := /bin/bash
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: setup demo test lint docs bench bench-gpu bench-fp4-gpu install-check clean

setup: $(STAMP)

$(STAMP): pyproject.toml constraints.txt
	@command -v ld.lld-19 >/dev/null 2>&1 || [ -x /usr/lib/llvm-19/bin/ld.lld ] || \
		{ echo "installing lld-19 (FlyDSL's compile-only builds need ld.lld >= 19)"; \
		  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq lld-19 >/dev/null; }
	@[ -x $(PY) ] || python3 -m venv $(VENV)
	$(PY) -m pip install -q --disable-pip-version-check -c constraints.txt -e ".[amd,test,demo,docs]"
	@touch $(STAMP)

demo: setup
	$(VENV)/bin/flydsl-rounding demo

lint: setup
	$(VENV)/bin/ruff check python tests benchmarks docs
	$(VENV)/bin/ruff format --check python tests benchmarks docs

docs: setup
	$(PY) -m sphinx -W -q -b html docs docs/_build/html

# `import flydsl.rounding` must work from a regular install and from an editable one.
install-check: setup
	$(PY) -m pip install -q --disable-pip-version-check --no-deps --force-reinstall .
	cd /tmp && $(CURDIR)/$(PY) -c "import flydsl.rounding, flydsl.expr as fx; print(fx.random.philox_4x32)"
	$(PY) -m pip install -q --disable-pip-version-check --no-deps -e .
	cd /tmp && $(CURDIR)/$(PY) -c "import flydsl.rounding, flydsl.expr as fx; print(fx.random.philox_4x32)"

# PYTEST_ARGS: two pytest-xdist workers, one test file per worker (module-scoped fixtures such as the spawned
# gloo worlds run once). On this 2-core machine: 6.0 min against 9.0 min serially (1,422 tests, 0.2.0).
# Serial: `make test PYTEST_ARGS=`; a subset: `make test PYTEST_ARGS="-m 'not slow'"`.
PYTEST_ARGS ?= -n 2 --dist loadfile

# The docs build (Sphinx -W) runs inside pytest: tests/test_cli.py::test_docs_build.
test: setup lint install-check
	$(PY) -m pytest -q -p no:cacheprovider $(PYTEST_ARGS)

bench: setup
	$(PY) benchmarks/run_all.py

# On a machine with an NVIDIA GPU and torch + Triton (no FlyDSL needed): the Triton backend next to torch,
# written to benchmarks/results/gpu.md (needs no venv: PYTHON=python3 uses the machine's own torch).
PYTHON ?= python3
bench-gpu:
	PYTHONPATH=$(CURDIR)/python $(PYTHON) benchmarks/gpu/bench.py benchmarks/results/gpu.json
	PYTHONPATH=$(CURDIR)/python $(PYTHON) benchmarks/gpu/report.py benchmarks/results/gpu.json benchmarks/results/gpu.md

# The FP4 training table at GPU scale (issue 24): resumable; TOKENS per run (default 50M), JOBS runs at once
# sharing the GPU (the committed table: 10 on one H200, ~20 min for 12 runs); GRAPH=1: each step's forward and
# backward replayed from a CUDA graph (the same bits).
TOKENS ?= 50000000
JOBS ?= 1
GRAPH ?=
bench-fp4-gpu:
	PYTHONPATH=$(CURDIR)/python $(PYTHON) benchmarks/bench_fp4_gpu.py --tokens $(TOKENS) --jobs $(JOBS) $(if $(GRAPH),--graph)

clean:
	rm -rf $(VENV) docs/_build build *.egg-info python/*.egg-info
