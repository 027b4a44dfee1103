"""Building a paper's part of the two graphs, and linking its MatIDs to knowledge passages."""
from __future__ import annotations

from ..knowledge import KnowledgeBase, Link
from ..matid.extract import PaperEntities, extract_paper
from ..registry import Registry
from ..settings import Settings
from .base import GraphStore


def link_matids(pe: PaperEntities, kb: KnowledgeBase, registry: Registry, settings: Settings) -> dict[str, list[dict]]:
    """Knowledge links for every MatID of the paper, with the hand decisions applied: rejected
    passages are dropped, accepted ones kept (or added) whatever their score."""
    decisions = registry.link_decisions()
    infos = list(pe.matids.values())
    items = [(i.name, i.matid, i.mentions[0][1][:300] if i.mentions else "") for i in infos]
    found = kb.link_many(items, settings.link_top_k, settings.link_min_score)
    out: dict[str, list[dict]] = {}
    for info, links, (name, _, ctx) in zip(infos, found, items):
        dec = decisions.get(info.matid, {"accept": set(), "reject": set()})
        kept = [l for l in links if l.passage.id not in dec["reject"]]
        have = {l.passage.id for l in kept}
        for pid in dec["accept"] - have:
            p = kb.get(pid)
            if p is not None:
                kept.append(Link(p, kb.score(f"{name}: {ctx}", p), "manual"))
        out[info.matid] = [{"passage_id": l.passage.id, "source": l.passage.source, "title": l.passage.title,
                            "text": l.passage.text, "url": l.passage.url, "score": round(l.score, 4), "how": l.how,
                            "status": "accepted" if l.passage.id in dec["accept"] else "auto"} for l in kept]
    return out


def build_paper_graph(paper_id: str, registry: Registry, store: GraphStore, kb: KnowledgeBase,
                      settings: Settings, progress=None) -> dict:
    """Recognise, link and write one paper's entities; returns counts for the registry."""
    chunks = registry.chunks(paper_id)
    pe = extract_paper(paper_id, chunks, registry.tables(paper_id), registry.merges())
    if progress:
        progress(f"{len(pe.matids)} MatIDs, {len(pe.measurements)} measurements; linking to knowledge")
    links = link_matids(pe, kb, registry, settings)
    store.add_entities(pe, links)
    return {"n_matids": len(pe.matids), "n_measurements": len(pe.measurements), "n_relations": len(pe.relations),
            "n_doc_entities": len(pe.doc_entities), "n_doc_relations": len(pe.doc_relations),
            "n_links": sum(len(v) for v in links.values()), "unrecognised": sorted(set(pe.unrecognised)),
            "n_unrecognised": len(pe.unrecognised)}
