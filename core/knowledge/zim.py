"""A Kiwix ZIM file (an offline Wikipedia dump) read with libzim, when one is configured (``zim_path``)."""
from __future__ import annotations

import html
import re
from pathlib import Path

from .base import KnowledgeSource, Passage


class ZimSource(KnowledgeSource):
    name = "zim"
    bulk = False

    def __init__(self, path: str):
        self.path = Path(path)
        try:
            from libzim.reader import Archive
        except ImportError as exc:
            raise RuntimeError("the zim knowledge base needs `pip install libzim`") from exc
        if not self.path.exists():
            raise RuntimeError(f"ZIM file {self.path} does not exist")
        self.archive = Archive(str(self.path))

    def lookup(self, title: str) -> Passage | None:
        for path in (title.replace(" ", "_"), f"A/{title.replace(' ', '_')}"):
            if self.archive.has_entry_by_path(path):
                item = self.archive.get_entry_by_path(path).get_item()
                raw = bytes(item.content).decode("utf-8", "replace")
                paras = re.findall(r"<p[^>]*>(.*?)</p>", raw, re.S)
                text = " ".join(html.unescape(re.sub(r"<[^>]+>", "", p)).strip() for p in paras[:3]).strip()
                if text:
                    return Passage(f"zim:{title}", "zim", title, text)
        return None

    def describe(self) -> str:
        return f"ZIM {self.path.name} ({self.archive.article_count} articles)"
