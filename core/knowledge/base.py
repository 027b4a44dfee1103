"""One interface for every knowledge source: a list of passages, or a look-up by title."""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass


@dataclass
class Passage:
    id: str            # "<source>:<key>"
    source: str        # glossary | elements | wiki_offline | wikipedia | zim
    title: str
    text: str
    matid: str = ""    # the MatID this passage is about, when the source says so
    url: str = ""

    def lead(self, chars: int = 240) -> str:
        """What is embedded: the title and the start of the text (the lead says what a thing is)."""
        return f"{self.title}: {self.text[:chars]}"


class KnowledgeSource(ABC):
    name: str = ""
    bulk: bool = True      # True: all passages are indexed; False: looked up by title on demand

    def passages(self) -> list[Passage]:
        return []

    def lookup(self, title: str) -> Passage | None:
        return None

    @abstractmethod
    def describe(self) -> str:
        """A line for the Home page: what the source holds."""
