"""A progress bar per paper, moved along by the ingest pipeline's stage callbacks."""
from __future__ import annotations

import streamlit as st


class IngestProgress:
    """Callable passed to Ingestor as ``progress``: one bar per file, labelled with the stage."""

    def __init__(self, container=None):
        self.container = container or st.container()
        self.bars: dict[str, object] = {}

    def __call__(self, name: str, stage: str, frac: float, msg: str) -> None:
        if name not in self.bars:
            self.bars[name] = self.container.progress(0.0, text=f"{name}: waiting")
        label = f"**{name}** — {stage}: {msg}"
        self.bars[name].progress(min(max(frac, 0.0), 1.0), text=label)
