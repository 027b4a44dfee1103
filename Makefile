# Two commands do all the set-up on a fresh machine: `make run` and `make test`.
PY      ?= python3
VENV    := .venv
BIN     := $(VENV)/bin
# llama-cpp-python builds from source (about 5 minutes on 2 cores); the wheel is
# cached outside the clone so later installs and CI runs on this machine reuse it.
WHEELS  ?= $(HOME)/.cache/grag-wheels
LLAMA   := llama-cpp-python==0.3.36
STAMP   := $(VENV)/.installed
PORT    ?= 8501

export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1
export TOKENIZERS_PARALLELISM := false

.PHONY: install run ingest test bench clean

install: $(STAMP)

$(STAMP): requirements.txt requirements-nodeps.txt
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	# torch first, pinned: a plain `torch` pulled in by another package would be a CUDA build
	$(BIN)/pip install -q torch==2.13.0
	mkdir -p $(WHEELS)
	ls $(WHEELS)/llama_cpp_python-0.3.36-*.whl >/dev/null 2>&1 || \
	  $(BIN)/pip wheel --no-deps $(LLAMA) -w $(WHEELS)
	$(BIN)/pip install -q --find-links $(WHEELS) -r requirements.txt
	$(BIN)/pip install -q --no-deps -r requirements-nodeps.txt
	touch $(STAMP)

ingest: install
	$(BIN)/python -m core ingest sample_papers

run: ingest
	$(BIN)/streamlit run Home.py --server.port $(PORT) --server.headless true

test: install
	$(BIN)/python -m pytest -q

bench: install
	$(BIN)/python -m eval.bench ingest

clean:
	rm -rf data
