"""The project's own materials glossary (core/knowledge/glossary.json): HEA concepts the offline
Wikipedia summaries lack, each written for this project."""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from .base import KnowledgeSource, Passage

GLOSSARY_FILE = Path(__file__).with_name("glossary.json")


@lru_cache(maxsize=1)
def entries() -> tuple[dict, ...]:
    return tuple(json.loads(GLOSSARY_FILE.read_text(encoding="utf-8")))


class Glossary(KnowledgeSource):
    name = "glossary"

    def passages(self) -> list[Passage]:
        return [Passage(e["id"], "glossary", e["title"], e["text"], e.get("matid", "")) for e in entries()]

    def aliases(self) -> dict[str, str]:
        """lower-case title or alias -> passage id"""
        out = {}
        for e in entries():
            for name in [e["title"], *e.get("aliases", [])]:
                out.setdefault(name.lower(), e["id"])
        return out

    def describe(self) -> str:
        return f"{len(entries())} glossary concepts"
