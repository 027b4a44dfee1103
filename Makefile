# Two commands do all the set-up on a fresh machine: `make run` and `make test`.
PY      ?= python3
VENV    := .venv
BIN     := $(VENV)/bin
# llama-cpp-python builds from source (5-10 minutes on 2 cores); the wheel is cached
# outside the clone so later installs and CI runs on this machine reuse it. It is built for
# portable AVX2 without AVX-512/AMX: llama.cpp's AMX kernels crash (SIGSEGV in
# ggml_backend_amx_mul_mat) on VMs that report AMX but do not grant it, and a native build
# cached on one CPU could fail on another.
LLAMA   := llama-cpp-python==0.3.36
WHEELS  ?= $(HOME)/.cache/grag-wheels/portable-avx2
LLAMA_CMAKE := -DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON \
  -DGGML_AVX512=OFF -DGGML_AMX_TILE=OFF -DGGML_AMX_INT8=OFF -DGGML_AMX_BF16=OFF \
  -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF
STAMP   := $(VENV)/.installed
PORT    ?= 8501

export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1
export TOKENIZERS_PARALLELISM := false

.PHONY: install run ingest test test-fast bench clean

install: $(STAMP)

$(STAMP): requirements.txt requirements-nodeps.txt
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	# torch first, pinned: a plain `torch` pulled in by another package would be a CUDA build
	$(BIN)/pip install -q torch==2.13.0
	mkdir -p $(WHEELS)
	ls $(WHEELS)/llama_cpp_python-0.3.36-*.whl >/dev/null 2>&1 || \
	  CMAKE_ARGS="$(LLAMA_CMAKE)" CMAKE_BUILD_PARALLEL_LEVEL=2 $(BIN)/pip wheel --no-deps --no-cache-dir $(LLAMA) -w $(WHEELS)
	$(BIN)/pip install -q --no-deps $(WHEELS)/llama_cpp_python-0.3.36-*.whl
	$(BIN)/pip install -q --find-links $(WHEELS) -r requirements.txt
	$(BIN)/pip install -q --no-deps -r requirements-nodeps.txt
	# the knowledge base's ~10,400 passages are embedded once per machine (cached in ~/.cache/grag), here
	# rather than inside the first ingest
	$(BIN)/python -m core kb
	# a sample evaluation report made without an LLM (the sample papers in a library of their own, under a
	# minute), so the Evaluation page shows what a report looks like on a fresh install
	$(BIN)/python -m eval.sample_report
	touch $(STAMP)

ingest: install
	$(BIN)/python -m core ingest sample_papers

run: ingest
	$(BIN)/streamlit run Home.py --server.port $(PORT) --server.headless true

test: install
	$(BIN)/ruff check .
	$(BIN)/python -m pytest -q

# the inner loop: no tests that run the LLM or a subprocess (marked slow)
test-fast: install
	$(BIN)/ruff check .
	$(BIN)/python -m pytest -q -m "not slow"

bench: install
	$(BIN)/python -m eval.bench ingest

clean:
	rm -rf data
