"""Session state in one typed object instead of loose ``st.session_state`` keys (the pattern of GraphRAG's
unified-search-app): every page reads and writes what it keeps between reruns here. Widget values stay under
their widget keys, as Streamlit wants."""
from __future__ import annotations

from dataclasses import dataclass, field

import streamlit as st

from core.ingest import IngestResult


@dataclass
class AppState:
    # Papers
    last_results: list[IngestResult] = field(default_factory=list)
    selected_paper: str = ""
    notice: str = ""
    # Compare
    history: list[str] = field(default_factory=list)       # questions asked, newest first
    results: list = field(default_factory=list)              # the last comparison's PipelineResults
    question: str = ""                                       # the question they answer
    traversal_path: dict | None = None                       # the last traversal path, drawn on the Graph page too
    # Evaluation
    eval_run: str = ""                                       # the run shown


def state() -> AppState:
    if "app" not in st.session_state:
        st.session_state["app"] = AppState()
    return st.session_state["app"]
