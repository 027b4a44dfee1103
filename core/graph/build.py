"""Building a paper's part of the two graphs, and linking its MatIDs to knowledge passages."""
from __future__ import annotations

import dataclasses

from ..knowledge import KnowledgeBase, Link
from ..matid.extract import PaperEntities, extract_paper
from ..registry import Registry
from ..settings import Settings
from .base import GraphStore


def link_matids(pe: PaperEntities, kb: KnowledgeBase, registry: Registry, settings: Settings,
                skip: set[str] = frozenset()) -> dict[str, list[Link]]:
    """Knowledge links for the MatIDs of the paper (but those in ``skip``), with the hand decisions
    applied: rejected passages are dropped, accepted ones kept (or added) whatever their score."""
    decisions = registry.link_decisions()
    infos = [i for i in pe.matids.values() if i.matid not in skip]
    items = [(i.name, i.matid, i.mentions[0][1][:300] if i.mentions else "") for i in infos]
    found = kb.link_many(items, settings.link_top_k, settings.link_min_score)
    out: dict[str, list[Link]] = {}
    for info, links, (name, _, ctx) in zip(infos, found, items):
        dec = decisions.get(info.matid, {"accept": set(), "reject": set()})
        kept = [l for l in links if l.passage.id not in dec["reject"]]
        have = {l.passage.id for l in kept}
        for pid in dec["accept"] - have:
            p = kb.get(pid)
            if p is not None:
                kept.append(Link(p, kb.score(f"{name}: {ctx}", p), "manual"))
        out[info.matid] = [dataclasses.replace(l, status="accepted" if l.passage.id in dec["accept"] else "auto")
                           for l in kept]
    return out


def build_paper_graph(paper_id: str, registry: Registry, store: GraphStore, kb: KnowledgeBase,
                      settings: Settings, progress=None, title: str | None = None) -> dict:
    """Recognise, link and write one paper's entities; returns counts for the registry. ``title``: the paper's
    (a title that names one material names its sample); by default the registry's, which an ingest has not
    written yet when it builds the graph, so the ingest passes the parsed one.

    A MatID that another paper has already linked to knowledge keeps its links: they were made from
    that paper's context and curated there, and re-linking would make the graph depend on the order of
    ingestion (and re-embed every shared MatID)."""
    chunks = registry.chunks(paper_id)
    if title is None:
        rec = registry.get(paper_id)
        title = rec.title if rec else ""
    pe = extract_paper(paper_id, chunks, registry.tables(paper_id), registry.merges(), title=title)
    linked = store.linked_matids(list(pe.matids))
    if progress:
        progress(f"{len(pe.matids)} MatIDs ({len(pe.matids) - len(linked)} new), {len(pe.measurements)} "
                 "measurements; linking to knowledge")
    links = link_matids(pe, kb, registry, settings, skip=linked)
    store.add_entities(pe, links)
    n_links = store.query("UNWIND $ids AS i MATCH (:MatID {id: i})-[r:DESCRIBED_BY]->() RETURN count(r) AS n",
                          {"ids": list(pe.matids)})[0]["n"] if pe.matids else 0
    return {"n_matids": len(pe.matids), "n_measurements": len(pe.measurements), "n_relations": len(pe.relations),
            "n_doc_entities": len(pe.doc_entities), "n_doc_relations": len(pe.doc_relations),
            "n_links": n_links, "unrecognised": sorted(set(pe.unrecognised)),
            "n_unrecognised": len(pe.unrecognised)}
