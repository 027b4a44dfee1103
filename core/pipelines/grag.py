"""G-RAG: the question's entities are linked to MatIDs as ingestion links them; their measurements
(ranked by how well their conditions match the question), knowledge passages, relations and source
chunks make the context, every fact with its citation."""
from __future__ import annotations

import json
import math

from ..graph.queries import measurements_of
from ..matid.recognise import MATERIAL_TYPES, find_mentions, _quantities, _test_temperatures, LOADING_RE
from ..matid.vocab import PROPERTIES
from .base import Context, Params, Pipeline, Retrieval, register
from .naive import chunk_contexts, vector_search


def question_conditions(question: str) -> dict:
    """Test conditions the question states: temperature, loading mode, grain size, processing words."""
    mentions, _ = find_mentions(question)
    qs = _quantities(question, [(m.start, m.end) for m in mentions])
    cond: dict = {}
    temps = _test_temperatures(question, qs, mentions)
    if temps:
        cond["temperature_K"] = temps[0][2]
    sizes = [q for q in qs if q.unit == "µm"]
    if sizes:
        cond["grain_size_um"] = sizes[0].low
    lm = LOADING_RE.search(question)
    if lm:
        w = lm.group(1).lower()
        cond["loading_mode"] = "tension" if w.startswith("tens") else "compression" if w.startswith("compr") else "shear"
    procs = [m.text.lower() for m in mentions if m.type == "process"]
    if procs:
        cond["processing"] = procs
    return cond


def condition_score(wanted: dict, have: dict) -> float:
    """1.0 for a perfect match of the conditions the question states; lower as they differ."""
    if not wanted:
        return 1.0
    score, n = 0.0, 0
    if "temperature_K" in wanted:
        n += 1
        t = have.get("temperature_K")
        score += 0.3 if t is None else math.exp(-abs(t - wanted["temperature_K"]) / 60.0)
    if "grain_size_um" in wanted:
        n += 1
        g = have.get("grain_size_um")
        score += 0.3 if not g else math.exp(-abs(math.log(g / wanted["grain_size_um"])))
    if "loading_mode" in wanted:
        n += 1
        lm = have.get("loading_mode")
        score += 0.5 if lm is None else float(lm == wanted["loading_mode"])
    if "processing" in wanted:
        n += 1
        p = (have.get("processing") or "").lower()
        score += 1.0 if any(w[:6] in p for w in wanted["processing"]) else 0.3
    return score / n


def fact_line(m: dict, name: str) -> str:
    v = f"{m['value']:g}" if m["value_high"] in (None, m["value"]) else f"{m['value']:g}–{m['value_high']:g}"
    if m.get("uncertainty"):
        v += f" ± {m['uncertainty']:g}"
    cond = m["conditions"]
    parts = []
    if "temperature_K" in cond:
        parts.append(f"at {cond['temperature_K']:g} K")
    if "loading_mode" in cond:
        parts.append(f"in {cond['loading_mode']}")
    if "grain_size_um" in cond:
        parts.append(f"grain size {cond['grain_size_um']:g} µm")
    if cond.get("processing"):
        parts.append(f"after {cond['processing']}")
    if cond.get("strain_rate_per_s"):
        parts.append(f"strain rate {cond['strain_rate_per_s']:g} s^-1")
    prop = PROPERTIES.get(m["property"], ("", (m["property"],)))[1][0]
    source = m["text"] if len(m["text"]) <= 160 else m["text"][:157] + "…"
    return f"{prop} of {name} = {v} {m['unit']}".strip() + (f" ({', '.join(parts)})" if parts else "") + \
        f". Source: {source}"


@register
class GRAG(Pipeline):
    name = "grag"
    label = "G-RAG"

    def retrieve(self, question: str, params: Params) -> Retrieval:
        env, store = self.env, self.env.store
        merges = env.registry.merges()
        mentions, _ = find_mentions(question)
        ids = []
        for m in mentions:
            mid = merges.get(m.matid, m.matid)
            if mid not in ids:
                ids.append(mid)
        materials = [merges.get(m.matid, m.matid) for m in mentions if m.type in MATERIAL_TYPES]
        props = [m.matid[5:] for m in mentions if m.type == "property"]
        wanted = question_conditions(question)
        titles = env.paper_titles()
        elements, contexts = [], []

        # 1. measurements of the question's materials and properties, best-matching conditions first
        facts = []
        names = {r["matid"]: r["name"] for r in store.query("MATCH (m:MatID) WHERE m.id IN $ids RETURN m.id AS matid,"
                                                            " m.name AS name", {"ids": ids})} if ids else {}
        for mat in dict.fromkeys(materials):
            for m in measurements_of(store, mat, props or None):
                facts.append((condition_score(wanted, m["conditions"]), mat, m))
        if props and not materials:      # "which alloy has the highest SFE?": the property across materials
            for m in measurements_of(store, None, props):
                facts.append((condition_score(wanted, m["conditions"]), m["matid"], m))
        facts.sort(key=lambda f: -f[0])
        seen, unique = set(), []
        for f in facts:     # the same value stated in a sentence and in a table is one fact (first source kept)
            key = (f[1], f[2]["property"], f[2]["value"], f[2]["value_high"], json.dumps(f[2]["conditions"], sort_keys=True))
            if key not in seen:
                seen.add(key)
                unique.append(f)
        facts = unique
        mat_names = {r["matid"]: r["name"] for r in store.query(
            "MATCH (m:MatID) WHERE m.id IN $ids RETURN m.id AS matid, m.name AS name",
            {"ids": sorted({f[1] for f in facts})})} if facts else {}
        for score, mat, m in facts[: params.top_k * 2]:
            contexts.append(Context(fact_line(m, mat_names.get(mat, mat)), round(score, 3), "measurement",
                                    m["paper_id"], m["paper"], [m["page"]], m["table_id"] or "", m["figure_id"] or "",
                                    m["chunk_id"]))
            elements.append({"id": m["id"], "label": "Measurement", "text": contexts[-1].text[:120]})

        # 2. relations between the question's MatIDs
        if len(ids) >= 2:
            for r in store.query("MATCH (a:MatID)-[r:RELATED]->(b:MatID) WHERE a.id IN $ids AND b.id IN $ids"
                                 " RETURN a.name AS a, r.type AS t, b.name AS b, r.weight AS w, r.chunk_id AS chunk,"
                                 " r.sentence AS s LIMIT 5", {"ids": ids}):
                contexts.append(Context(f"{r['a']} {r['t'].lower().replace('_', ' ')} {r['b']}: {r['s'][:200]}",
                                        r["w"], "relation", chunk_id=r["chunk"]))
                elements.append({"id": f"{r['a']}|{r['t']}|{r['b']}", "label": "RELATED", "text": contexts[-1].text[:120]})

        # 3. source chunks: chunks that mention the question's MatIDs, most similar to the question first
        #    (with no MatID in the question, the whole corpus)
        restrict = None
        if ids:
            rows = store.query("MATCH (m:MatID)-[:MENTIONED_IN]->(c:Chunk) WHERE m.id IN $ids RETURN DISTINCT c.id AS id",
                               {"ids": ids})
            restrict = {r["id"] for r in rows} or None
        hits = vector_search(env, question, params.top_k, restrict)
        contexts += chunk_contexts(env, [h[0] for h in hits], dict(hits))

        # 4. knowledge passages linked to the question's MatIDs (definitions, background)
        if ids:
            for r in store.query("MATCH (m:MatID)-[d:DESCRIBED_BY]->(p:Passage) WHERE m.id IN $ids AND d.status <> 'rejected'"
                                 " RETURN m.id AS matid, p.id AS pid, p.title AS title, p.source AS source, p.text AS text,"
                                 " d.score AS score ORDER BY d.score DESC LIMIT 3", {"ids": ids}):
                contexts.append(Context(r["text"][:700], r["score"], "knowledge", paper=r["title"], source=r["source"]))
                elements.append({"id": r["pid"], "label": "Passage", "text": r["title"]})
        else:
            for l in env.kb.search(question, k=2, min_score=0.45):
                contexts.append(Context(l.passage.text[:700], l.score, "knowledge", paper=l.passage.title,
                                        source=l.passage.source))

        for c in contexts:                      # relation lines cite their chunk's paper and page
            if c.kind == "relation" and c.chunk_id and not c.paper:
                ch = env.registry.chunks(ids=[c.chunk_id])
                if ch:
                    c.paper_id, c.paper, c.pages = ch[0].paper_id, titles.get(ch[0].paper_id, ""), ch[0].pages
        elements = [{"id": i, "label": "MatID", "text": names.get(i, i)} for i in ids] + elements
        # the budget: measured facts first (up to 45%), relations (10%), knowledge (15%), source chunks the rest
        b = params.context_budget
        facts_part = self.fit([c for c in contexts if c.kind == "measurement"], int(b * 0.45))
        rel_part = self.fit([c for c in contexts if c.kind == "relation"], int(b * 0.10))
        know_part = self.fit([c for c in contexts if c.kind == "knowledge"], int(b * 0.15))
        used = sum(c.tokens for c in facts_part + rel_part + know_part)
        chunk_part = self.fit([c for c in contexts if c.kind in ("chunk", "table", "figure")], b - used)
        return Retrieval(facts_part + rel_part + chunk_part + know_part, elements,
                         [f"MatIDs in the question: {ids or 'none'}", f"conditions: {wanted or 'none'}",
                          f"{len(facts)} measurements found"])
