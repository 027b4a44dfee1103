"""Session state in one typed object instead of loose ``st.session_state`` keys."""
from __future__ import annotations

from dataclasses import dataclass, field

import streamlit as st

from core.ingest import IngestResult


@dataclass
class AppState:
    last_results: list[IngestResult] = field(default_factory=list)
    selected_paper: str = ""
    notice: str = ""


def state() -> AppState:
    if "app" not in st.session_state:
        st.session_state["app"] = AppState()
    return st.session_state["app"]
