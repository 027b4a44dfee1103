"""Decisions by hand about MatIDs and their knowledge links: accept, reject, re-link, merge.

Each decision is stored in the registry (so it survives re-ingestion, which applies it again) and
applied to the graph at once.
"""
from __future__ import annotations

from .graph.queries import matid_detail
from .knowledge import Link
from .ingest import Ingestor


def _write_links(ing: Ingestor, matid: str, links: list[dict]) -> None:
    """Store a MatID's links given as rows (``matid_detail``'s links, or a new one in that shape)."""
    ing.store.set_links({matid: [Link.from_row(l) for l in links]})


def accept_link(ing: Ingestor, matid: str, passage_id: str) -> None:
    """Keep this passage for the MatID whatever its score (also how a re-link is made)."""
    ing.registry.add_curation("accept", matid, passage_id)
    detail = matid_detail(ing.store, matid)
    if detail is None:
        raise KeyError(f"no MatID {matid}")
    links = [l for l in detail["links"] if l["passage_id"] != passage_id]
    current = next((l for l in detail["links"] if l["passage_id"] == passage_id), None)
    if current is None:
        p = ing.kb.get(passage_id)
        if p is None:
            raise KeyError(f"no knowledge passage {passage_id}")
        context = detail["mentions"][0]["sentence"][:300] if detail["mentions"] else ""
        current = {"passage_id": p.id, "source": p.source, "title": p.title, "text": p.text, "url": p.url,
                   "score": round(ing.kb.score(f"{detail['name']}: {context}", p), 4), "how": "manual"}
    current["status"] = "accepted"
    _write_links(ing, matid, [current, *links])


def reject_link(ing: Ingestor, matid: str, passage_id: str) -> None:
    ing.registry.add_curation("reject", matid, passage_id)
    detail = matid_detail(ing.store, matid)
    if detail is not None:
        _write_links(ing, matid, [l for l in detail["links"] if l["passage_id"] != passage_id])


def merge_matids(ing: Ingestor, source: str, target: str) -> list[dict]:
    """Merge MatID ``source`` into ``target`` (e.g. a misspelt alloy into the right one) and rebuild
    the graphs of the papers that mention it."""
    detail = matid_detail(ing.store, source)
    if detail is None:
        raise KeyError(f"no MatID {source}")
    if matid_detail(ing.store, target) is None:
        raise KeyError(f"no MatID {target}")
    ing.registry.add_curation("merge", source, target)
    papers = sorted({m["paper_id"] for m in detail["mentions"]} | {m["paper_id"] for m in detail["measurements"]})
    return ing.rebuild_graph(papers)
