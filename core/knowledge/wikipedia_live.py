"""Live Wikipedia through its REST summary API, with an on-disk cache. Used only when the user
enables network access (``GRAG_ALLOW_NETWORK=true``); never required."""
from __future__ import annotations

import json
import re
from pathlib import Path

from .base import KnowledgeSource, Passage

API = "https://en.wikipedia.org/api/rest_v1/page/summary/{title}"


class WikipediaLive(KnowledgeSource):
    name = "wikipedia"
    bulk = False

    def __init__(self, cache_dir: Path, allow_network: bool, timeout: float = 5.0):
        self.cache_dir = Path(cache_dir) / "wikipedia"
        self.allow_network = allow_network
        self.timeout = timeout

    def _cache_file(self, title: str) -> Path:
        return self.cache_dir / (re.sub(r"[^A-Za-z0-9_.-]", "_", title)[:120] + ".json")

    def lookup(self, title: str) -> Passage | None:
        f = self._cache_file(title)
        if f.exists():
            data = json.loads(f.read_text(encoding="utf-8"))
        elif self.allow_network:
            import requests
            resp = requests.get(API.format(title=title.replace(" ", "_")), timeout=self.timeout,
                                headers={"User-Agent": "grag-dashboard/1.0"})
            if resp.status_code != 200:
                return None
            data = resp.json()
            self.cache_dir.mkdir(parents=True, exist_ok=True)
            f.write_text(json.dumps(data), encoding="utf-8")
        else:
            return None
        text = data.get("extract", "")
        if not text:
            return None
        t = data.get("title", title)
        return Passage(f"wikipedia:{t}", "wikipedia", t, text,
                       url=data.get("content_urls", {}).get("desktop", {}).get("page", ""))

    def describe(self) -> str:
        cached = len(list(self.cache_dir.glob("*.json"))) if self.cache_dir.exists() else 0
        return f"live Wikipedia ({'network on' if self.allow_network else 'network off'}, {cached} cached)"
