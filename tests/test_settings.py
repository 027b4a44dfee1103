"""The settings object: defaults, environment, settings file, validation, secrets masked."""
from __future__ import annotations

import pytest
from pydantic import ValidationError

from core.settings import Settings


def test_defaults_are_offline_and_embedded(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    for key in ("GRAG_LLM_BACKEND", "GRAG_GRAPH_BACKEND", "GRAG_SETTINGS_FILE"):
        monkeypatch.delenv(key, raising=False)
    s = Settings()
    assert (s.llm_backend, s.embed_backend, s.graph_backend, s.allow_network) == ("llamacpp", "minilm", "ladybug", False)
    assert s.chunk_max_tokens == 1024 and s.chunk_overlap_tokens == 128


def test_environment_beats_file_beats_defaults(monkeypatch, tmp_path):
    cfg = tmp_path / "grag.toml"
    cfg.write_text('llm_backend = "openai"\nopenai_base_url = "http://gpu:8000/v1"\nmax_upload_mb = 5\n')
    monkeypatch.setenv("GRAG_SETTINGS_FILE", str(cfg))
    monkeypatch.setenv("GRAG_MAX_UPLOAD_MB", "7.5")
    s = Settings()
    assert s.llm_backend == "openai" and s.openai_base_url == "http://gpu:8000/v1"
    assert s.max_upload_mb == 7.5


def test_json_settings_file(monkeypatch, tmp_path):
    cfg = tmp_path / "settings.json"
    cfg.write_text('{"graph_backend": "neo4j", "neo4j_password": "s3cret"}')
    monkeypatch.setenv("GRAG_SETTINGS_FILE", str(cfg))
    s = Settings()
    assert s.graph_backend == "neo4j"
    assert s.public_dict()["neo4j_password"] == "***"


def test_invalid_values_are_refused(monkeypatch):
    monkeypatch.delenv("GRAG_SETTINGS_FILE", raising=False)
    with pytest.raises(ValidationError, match="llm_backend"):
        Settings(llm_backend="gpt5")
    with pytest.raises(ValidationError, match="chunk_overlap_tokens"):
        Settings(chunk_max_tokens=100, chunk_overlap_tokens=200)
    with pytest.raises(ValidationError, match="embed_model_path"):
        Settings(embed_backend="path")


def test_missing_settings_file_is_an_error(monkeypatch, tmp_path):
    monkeypatch.setenv("GRAG_SETTINGS_FILE", str(tmp_path / "nope.toml"))
    with pytest.raises(FileNotFoundError, match="nope.toml"):
        Settings()


def test_the_embedded_model_is_chosen_by_name_or_by_file(tmp_path):
    from core.llm import get_llm, installed_models, llm_label, model_file, smollm2_file
    assert "smollm2" in installed_models()
    assert model_file(Settings(llm_model="smollm2")) == smollm2_file()
    assert llm_label(Settings(llm_model="smollm2")).startswith("SmolLM2-135M-Instruct")
    own = tmp_path / "my-model.gguf"
    assert model_file(Settings(llm_model="smollm2", llm_model_path=str(own))) == own      # a file wins over a name
    with pytest.raises(RuntimeError, match="does not exist"):
        get_llm(Settings(llm_model_path=str(own)))
    with pytest.raises(RuntimeError, match="unknown embedded model 'llama-70b'; known: smollm2, gemma3-270m"):
        model_file(Settings(llm_model="llama-70b"))
