"""Plain data types shared by parsing, chunking, the registry and the pipelines."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from enum import Enum


class Status(str, Enum):
    PENDING = "pending"
    PROCESSING = "processing"
    PROCESSED = "processed"
    FAILED = "failed"
    SKIPPED = "skipped"        # a result only: the same file was already ingested


STAGES = ("parse", "tables", "figures", "chunk", "embed", "index", "graph")


@dataclass
class PaperRecord:
    """A paper as the registry holds it: its file, where its processing stands, and what was found."""
    paper_id: str
    filename: str
    status: Status = Status.PENDING
    sha256: str = ""
    size_bytes: int = 0
    stage: str = ""
    error: str = ""
    title: str = ""
    doi: str = ""
    n_pages: int = 0
    n_chunks: int = 0
    n_tables: int = 0
    n_figures: int = 0
    meta: dict = field(default_factory=dict)       # counts of the graph stage (MatIDs, measurements, ...)
    timings: dict = field(default_factory=dict)    # seconds per stage
    created_at: float = 0.0
    updated_at: float = 0.0

    @property
    def label(self) -> str:
        """What a person calls the paper: its title, or its file name before it has one."""
        return self.title or self.filename


@dataclass
class Block:
    """A paragraph of body text in reading order."""
    page: int
    section: str
    text: str


@dataclass
class TableData:
    table_id: str          # "T1"
    number: int
    page: int
    caption: str
    header: list[str]
    rows: list[list[str]]
    bbox: tuple[float, float, float, float] | None = None

    def to_text(self) -> str:
        """The table as an LLM reads it well: caption, then header and rows as pipes."""
        lines = [self.caption, " | ".join(self.header)]
        lines += [" | ".join(r) for r in self.rows]
        return "\n".join(lines)

    def to_frame(self):
        import pandas as pd
        header = _unique(self.header)
        return pd.DataFrame(self.rows, columns=header)


WORDS_LABEL = "Words in the figure:"   # what a figure chunk's plotted words follow; the recogniser stops there
CHUNK_WORDS_CHARS = 600                  # a figure's chunk keeps its first rows of words up to this length: the
#                                          tick labels of a many-panel figure would crowd out the other sources


@dataclass
class FigureData:
    figure_id: str         # "F1"
    number: int
    page: int
    caption: str
    image_path: str = ""   # relative to the paper's folder
    description: str = ""
    bbox: tuple[float, float, float, float] | None = None
    words: str = ""        # the words inside the figure (axis titles, ticks, legend, data labels), rows joined by " | "

    def to_text(self) -> str:
        words = self.words
        if len(words) > CHUNK_WORDS_CHARS:
            words = words[:words.rfind(" | ", 0, CHUNK_WORDS_CHARS) + 1].rstrip(" |") or words[:CHUNK_WORDS_CHARS]
        return self.caption + (f"\nDescription: {self.description}" if self.description else "") + \
            (f"\n{WORDS_LABEL} {words}" if words else "")


@dataclass
class ParsedPaper:
    title: str
    doi: str
    n_pages: int
    pages: list[str]                      # cleaned body text per page (reading order)
    blocks: list[Block]
    references: list[str] = field(default_factory=list)
    headers_footers: list[str] = field(default_factory=list)
    tables: list[TableData] = field(default_factory=list)
    figures: list[FigureData] = field(default_factory=list)


@dataclass
class Chunk:
    chunk_id: str
    paper_id: str
    kind: str              # text | table | figure
    text: str
    pages: list[int]
    section: str = ""
    table_id: str = ""
    figure_id: str = ""
    n_tokens: int = 0

    def citation(self, title: str = "") -> str:
        where = f"p. {self.pages[0]}" if len(self.pages) == 1 else f"pp. {self.pages[0]}–{self.pages[-1]}"
        what = {"table": f", Table {self.table_id[1:]}", "figure": f", Fig. {self.figure_id[1:]}"}.get(self.kind, "")
        return f"{title or self.paper_id}, {where}{what}"

    def to_dict(self) -> dict:
        return asdict(self)


def _unique(names: list[str]) -> list[str]:
    seen: dict[str, int] = {}
    out = []
    for i, n in enumerate(names):
        n = n or f"column {i + 1}"
        if n in seen:
            seen[n] += 1
            n = f"{n} ({seen[n]})"
        else:
            seen[n] = 0
        out.append(n)
    return out
