"""The graph store interface: one abstract base, one small module per backend (Kùzu, Neo4j)."""
from __future__ import annotations

import json
from abc import ABC, abstractmethod

from ..models import Chunk


class GraphStoreError(RuntimeError):
    """A graph store that cannot be reached or used; the message is shown to users."""


class GraphStore(ABC):
    name: str = ""

    node_labels = ("Paper", "Chunk")
    rel_types = ("HAS_CHUNK",)

    @abstractmethod
    def query(self, cypher: str, params: dict | None = None) -> list[dict]:
        """Run Cypher and return rows as dicts."""

    # The Cypher below is the common subset of Kùzu and Neo4j, so both backends share it.
    def add_paper(self, paper: dict, chunks: list[Chunk]) -> None:
        """Write a paper and its chunks, replacing what the paper had before."""
        self.delete_paper(paper["paper_id"])
        self.query("CREATE (:Paper {id: $id, title: $title, doi: $doi, filename: $filename})",
                   {"id": paper["paper_id"], "title": paper.get("title", ""), "doi": paper.get("doi", ""),
                    "filename": paper.get("filename", "")})
        rows = [{"id": c.chunk_id, "kind": c.kind, "text": c.text, "pages": json.dumps(c.pages),
                 "section": c.section, "table_id": c.table_id, "figure_id": c.figure_id} for c in chunks]
        if rows:
            self.query(
                "MATCH (p:Paper {id: $pid}) UNWIND $rows AS c CREATE (p)-[:HAS_CHUNK]->(:Chunk {id: c.id,"
                " paper_id: $pid, kind: c.kind, text: c.text, pages: c.pages, section: c.section,"
                " table_id: c.table_id, figure_id: c.figure_id})", {"pid": paper["paper_id"], "rows": rows})

    def delete_paper(self, paper_id: str) -> None:
        """Remove a paper and everything in the graph that came from it."""
        self.query("MATCH (c:Chunk {paper_id: $id}) DETACH DELETE c", {"id": paper_id})
        self.query("MATCH (p:Paper {id: $id}) DETACH DELETE p", {"id": paper_id})

    def counts(self) -> dict[str, int]:
        """Node counts by label and relationship counts by type."""
        out = {label: self.query(f"MATCH (n:{label}) RETURN count(n) AS n")[0]["n"] for label in self.node_labels}
        for rel in self.rel_types:
            out[rel] = self.query(f"MATCH ()-[r:{rel}]->() RETURN count(r) AS n")[0]["n"]
        return out

    def health(self) -> tuple[bool, str]:
        try:
            self.query("RETURN 1 AS ok")
            return True, f"{self.name}: reachable"
        except Exception as exc:  # shown on the Home page
            return False, f"{self.name}: {exc}"

    def close(self) -> None:
        pass
