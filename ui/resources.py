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
    """The ingestor for the current settings (its registry, graph store and embedding model). A library made by an
    earlier version (its graph a Kùzu file) has its graph built in LadybugDB here, once, with progress shown."""
    from core.graph import upgrade
    ing = _ingestor(settings().model_dump_json())
    if upgrade.pending(ing.settings):
        _upgrade_graph(ing)
    return ing


def _upgrade_graph(ing: Ingestor) -> None:
    """Build the graph of a library of an earlier version, saying what happens (core/graph/upgrade.py)."""
    from core.models import Status
    total, seen = max(1, len(ing.registry.list_papers(Status.PROCESSED))), []
    bar = st.progress(0.0, text="Upgrading this library's graph …")

    def report(name, stage, fraction, message):
        seen.append(name)
        bar.progress(min(1.0, len(seen) / total), text=f"{name}: {message}")
    told, ing.notice = ing.notice, st.info
    try:
        ing.upgrade_graph(progress=report)
    finally:
        ing.notice = told
    bar.empty()


@st.cache_data(ttl=120, show_spinner="Checking the backends …")
def health(settings_json: str) -> list[dict]:
    from core.graph import GraphStoreError
    s = Settings.model_validate_json(settings_json)
    try:
        store = ingestor().store
    except GraphStoreError:          # the graph check opens it again and says what is wrong
        store = None
    return [h.to_dict() for h in check_all(s, store)]


@st.cache_resource(show_spinner=False)
def _env(settings_json: str, answer_settings_json: str):
    from core.llm import check_llm, get_llm
    from core.pipelines import Env
    answer = Settings.model_validate_json(answer_settings_json)
    if answer_settings_json == settings_json:
        return Env(_ingestor(settings_json))                    # the configured LLM, loaded on first use
    check_llm(answer)                                           # a server chosen on the page: is it there?
    return Env(_ingestor(settings_json), llm=get_llm(answer), settings=answer)


def env(llm_overrides: dict | None = None):
    """Pipelines' environment: one per LLM chosen on the page (the same ingestor, store and models)."""
    s = settings()
    answer = s.model_copy(update=llm_overrides) if llm_overrides else s
    return _env(s.model_dump_json(), answer.model_dump_json())


def repair_graph(progress=None) -> tuple[str, int]:
    """Set a damaged graph file aside and rebuild the graphs from the stored papers: (the kept file or "", the
    papers rebuilt); ``progress(fraction, message)`` follows the papers."""
    from core.models import Status
    ing = ingestor()
    kept = ing.repair_graph()
    total, seen = max(1, len(ing.registry.list_papers(Status.PROCESSED))), []

    def report(name, stage, fraction, message):
        seen.append(name)
        if progress:
            progress(min(1.0, len(seen) / total), f"{name}: {message}")
    rows = ing.rebuild_graph(progress=report)
    return (str(kept) if kept else ""), sum("error" not in r for r in rows)


def graph_or_stop() -> None:
    """On a page that reads the graph: when its file is damaged, say so and where it is repaired, and stop the page
    (instead of a stack trace)."""
    from core.graph import GraphFileDamaged
    try:
        ingestor().store
    except GraphFileDamaged as exc:
        st.error(f"{exc}. The **Home** page has the repair button.")
        st.stop()
