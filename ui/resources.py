"""Long-lived objects, created once per server process and shared by all sessions."""
from __future__ import annotations

import streamlit as st

from core.health import check_all
from core.ingest import Ingestor
from core.settings import Settings, get_settings


@st.cache_resource(show_spinner=False)
def _ingestor(settings_json: str) -> Ingestor:
    return Ingestor(Settings.model_validate_json(settings_json))


def settings() -> Settings:
    return get_settings()


def ingestor() -> Ingestor:
    """The ingestor for the current settings (its registry, graph store and embedding model)."""
    return _ingestor(settings().model_dump_json())


@st.cache_data(ttl=120, show_spinner="Checking the backends …")
def health(settings_json: str) -> list[dict]:
    s = Settings.model_validate_json(settings_json)
    return [h.to_dict() for h in check_all(s, ingestor().store)]


@st.cache_resource(show_spinner=False)
def _env(settings_json: str, llm_json: str):
    from core.pipelines import Env
    return Env(_ingestor(settings_json)), llm_json


def env(llm_overrides: dict | None = None):
    """Pipelines' environment; a different LLM (chosen on the page) gets its own."""
    import json
    from core.llm import check_llm, get_llm
    s = settings()
    e, _ = _env(s.model_dump_json(), "{}")
    if llm_overrides:
        s2 = s.model_copy(update=llm_overrides)
        e2, _ = _env(s.model_dump_json(), json.dumps(llm_overrides, sort_keys=True))
        if e2._llm is None:
            check_llm(s2)
            e2._llm = get_llm(s2)
            e2.settings = s2
        return e2
    return e
