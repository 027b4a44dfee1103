"""Read-side questions to the graphs, shared by the CLI, the MatID and Graph pages and the pipelines."""
from __future__ import annotations

import json

from ..matid.confidence import LEVELS, level
from .base import GRAPHS, GraphStore, in_session

NODE_FIELDS = {  # label -> (display expression, extra properties returned)
    "MatID": ("n.name", ("type", "aliases")),
    "Measurement": ("n.property", ("value", "value_high", "unit", "material", "conditions", "paper_id", "page",
                                   "table_id", "figure_id", "chunk_id", "text", "confidence", "reasons", "binding",
                                   "plausible")),
    "Passage": ("n.title", ("source", "text", "url")),
    "Chunk": ("n.kind", ("paper_id", "pages", "section", "table_id", "figure_id", "text")),
    "Paper": ("n.title", ("filename", "doi")),
    "DocEntity": ("n.id", ()),
}


# --- how sure the recogniser is of a measurement (core.matid.confidence) -----------------------------------
CONFIDENCE_COLUMNS = " x.confidence AS confidence, x.reasons AS reasons, x.binding AS binding, x.plausible AS plausible"


def with_confidence(r: dict) -> dict:
    """A measurement row as read (``confidence``, ``reasons`` and ``binding`` as stored) with its ``level``, its
    reasons as a list and its binding as a dict."""
    r["level"] = level(r.get("confidence"))
    r["reasons"] = json.loads(r.get("reasons") or "[]")
    r["binding"] = json.loads(r.get("binding") or "{}")
    r.setdefault("plausible", None)
    return r


def by_confidence(rows: list[dict]) -> list[dict]:
    """Measurements surest first (high, medium, low, then unassessed; by score within a level); the order is
    otherwise kept."""
    return sorted(rows, key=lambda m: (LEVELS.index(m["level"]), -(m["confidence"] or 0.0)))


def meets(m: dict, min_confidence: float | None) -> bool:
    """Whether a measurement passes a minimum confidence (an unassessed one does not pass a minimum above 0)."""
    if not min_confidence:
        return True
    return m.get("confidence") is not None and m["confidence"] >= min_confidence


def level_counts(confidences) -> dict[str, int]:
    """How many of the given scores fall in each level, in the levels' order (levels with none left out)."""
    counts = {k: 0 for k in LEVELS}
    for c in confidences:
        counts[level(c)] += 1
    return {k: n for k, n in counts.items() if n}


@in_session(write=False)
def graph_stats(store: GraphStore) -> dict:
    counts = store.counts()
    out = {"nodes": {k: counts[k] for k in store.node_labels}, "relationships": {k: counts[k] for k in store.rel_types}}
    for g, spec in GRAPHS.items():
        out[f"{g}_graph"] = {"nodes": {k: counts[k] for k in spec["nodes"]},
                             "relationships": {k: counts[k] for k in spec["rels"]}}
    types = store.query("MATCH (m:MatID) RETURN m.type AS type, count(m) AS n")
    out["matids_by_type"] = {r["type"]: r["n"] for r in sorted(types, key=lambda r: r["type"])}
    return out


@in_session(write=False)
def paper_entities(store: GraphStore, paper_id: str | None = None) -> list[dict]:
    """Every MatID mentioned in a paper (or in all papers), with surface forms, mention and
    measurement counts (``levels``: how many of its measurements are of each confidence level) and knowledge links."""
    where = "WHERE c.paper_id = $pid " if paper_id else ""
    rows = store.query(f"MATCH (m:MatID)-[r:MENTIONED_IN]->(c:Chunk) {where}MATCH (e:MentionEvidence) WHERE e.id = r.evidence"
                       " RETURN m.id AS matid, m.type AS type, m.name AS name, e.surface AS surface, c.id AS chunk",
                       {"pid": paper_id} if paper_id else {})
    meas_where = "WHERE x.paper_id = $pid " if paper_id else ""
    meas = store.query(f"MATCH (m:MatID)-[:HAS_PROPERTY]->(x:Measurement) {meas_where}"
                       "RETURN m.id AS matid, m.type AS type, m.name AS name, x.confidence AS confidence, count(x) AS n",
                       {"pid": paper_id} if paper_id else {})
    out: dict[str, dict] = {}
    for r in rows:
        e = out.setdefault(r["matid"], {"matid": r["matid"], "type": r["type"], "name": r["name"], "surfaces": set(),
                                        "mentions": 0, "measurements": 0, "levels": {}, "links": []})
        e["surfaces"].update(s.strip() for s in (r["surface"] or "").split(",") if s.strip())
        e["mentions"] += 1
    for r in meas:           # one row per material and score (scores take a few values)
        e = out.setdefault(r["matid"], {"matid": r["matid"], "type": r["type"], "name": r["name"], "surfaces": set(),
                                        "mentions": 0, "measurements": 0, "levels": {}, "links": []})
        e["measurements"] += r["n"]
        e["levels"][level(r["confidence"])] = e["levels"].get(level(r["confidence"]), 0) + r["n"]
    if out:
        links = store.query("MATCH (m:MatID)-[d:DESCRIBED_BY]->(p:Passage) WHERE m.id IN $ids RETURN m.id AS matid,"
                            " p.id AS passage_id, p.title AS title, p.source AS source, d.score AS score, d.how AS how,"
                            " d.status AS status", {"ids": list(out)})
        for l in sorted(links, key=lambda l: -l["score"]):
            out[l["matid"]]["links"].append({k: l[k] for k in ("passage_id", "title", "source", "score", "how", "status")})
    for e in out.values():
        e["surfaces"] = sorted(e["surfaces"])
        e["levels"] = {k: e["levels"][k] for k in LEVELS if k in e["levels"]}
    return sorted(out.values(), key=lambda e: (e["type"], e["name"].lower()))


def search_matids(store: GraphStore, text: str, limit: int = 50) -> list[dict]:
    t = text.strip().lower()
    return store.query("MATCH (m:MatID) WHERE toLower(m.id) CONTAINS $t OR toLower(m.name) CONTAINS $t"
                       " OR toLower(m.aliases) CONTAINS $t RETURN m.id AS matid, m.type AS type, m.name AS name"
                       f" ORDER BY m.type, m.name LIMIT {int(limit)}", {"t": t})


def search_doc_entities(store: GraphStore, text: str, limit: int = 40) -> list[str]:
    rows = store.query(f"MATCH (e:DocEntity) WHERE e.id CONTAINS $t RETURN e.id AS id ORDER BY e.id LIMIT {int(limit)}",
                       {"t": text.strip().lower()})
    return [r["id"] for r in rows]


@in_session(write=False)
def matid_detail(store: GraphStore, matid: str) -> dict | None:
    node = store.query("MATCH (m:MatID {id: $id}) RETURN m.id AS matid, m.type AS type, m.name AS name,"
                       " m.aliases AS aliases", {"id": matid})
    if not node:
        return None
    d = node[0]
    d["aliases"] = json.loads(d["aliases"] or "[]")
    d["mentions"] = store.query(
        "MATCH (m:MatID {id: $id})-[r:MENTIONED_IN]->(c:Chunk) MATCH (p:Paper)-[:HAS_CHUNK]->(c)"
        " MATCH (e:MentionEvidence) WHERE e.id = r.evidence"
        " RETURN p.title AS paper, p.id AS paper_id, c.id AS chunk_id, c.pages AS pages, c.kind AS kind,"
        " c.table_id AS table_id, e.surface AS surface, e.sentence AS sentence", {"id": matid})
    # every spelling seen in any paper (the node keeps those of the paper that created it)
    d["aliases"] = sorted(set(d["aliases"]) | {s.strip() for m in d["mentions"] for s in (m["surface"] or "").split(",")
                                               if s.strip()})
    d["links"] = store.query(
        "MATCH (m:MatID {id: $id})-[r:DESCRIBED_BY]->(p:Passage) RETURN p.id AS passage_id, p.title AS title,"
        " p.source AS source, p.text AS text, p.url AS url, r.score AS score, r.how AS how, r.status AS status"
        " ORDER BY r.score DESC", {"id": matid})
    d["measurements"] = by_confidence(measurements_of(store, matid))     # surest first
    return d


def measurements_of(store: GraphStore, matid: str | None, prop: str | list[str] | None = None) -> list[dict]:
    """The measurements of a MatID (or, with ``matid=None``, of every material) of one property, of
    several, or of all, each with its material's MatID, its paper's title and how sure the recogniser is of it
    (``confidence``, ``level``, ``reasons``, ``binding``, ``plausible``). The rows come in the graph's order (by
    material, each material's as they were written): G-RAG's ranking relies on it, so they are not re-sorted
    here (``by_confidence`` sorts them for display)."""
    props = [prop] if isinstance(prop, str) else list(prop or [])
    where = " WHERE x.property IN $props" if props else ""
    params = {**({"id": matid} if matid else {}), **({"props": props} if props else {})}
    rows = store.query(
        f"MATCH (m:MatID{' {id: $id}' if matid else ''})-[:HAS_PROPERTY]->(x:Measurement){where}"
        " MATCH (p:Paper {id: x.paper_id})"
        " RETURN m.id AS matid, x.id AS id, x.property AS property, x.value AS value, x.value_high AS value_high,"
        " x.unit AS unit, x.value_std AS value_std, x.unit_std AS unit_std, x.uncertainty AS uncertainty,"
        " x.conditions AS conditions, x.text AS text, x.paper_id AS paper_id, p.title AS paper, x.page AS page,"
        " x.table_id AS table_id, x.figure_id AS figure_id, x.chunk_id AS chunk_id," + CONFIDENCE_COLUMNS, params)
    for r in rows:
        r["conditions"] = json.loads(r["conditions"] or "{}")
        with_confidence(r)
    return rows


@in_session(write=False)
def neighbourhood(store: GraphStore, start_id: str, graph: str = "grag", hops: int = 1,
                  labels: set[str] | None = None, rel_types: set[str] | None = None,
                  paper_id: str | None = None, max_nodes: int = 150, min_confidence: float | None = None) -> dict:
    """Nodes and edges within ``hops`` of a node, restricted to one graph and the filters (``min_confidence``:
    Measurement nodes below it, or unassessed, are left out; see ``meets``)."""
    spec = GRAPHS[graph]
    allowed_labels = set(spec["nodes"]) & (labels or set(spec["nodes"]))
    allowed_rels = set(spec["rels"]) & (rel_types or set(spec["rels"]))
    nodes: dict[str, dict] = {}
    edges: dict[tuple, dict] = {}
    frontier = {start_id}
    start = _node_info(store, [start_id])
    nodes.update(start)
    for _ in range(hops):
        if not frontier or len(nodes) >= max_nodes:
            break
        rows = store.query(f"MATCH (a)-[r]->(b) WHERE a.id IN $ids RETURN a.id AS src, {store.rel_type('r')} AS rel,"
                           f" b.id AS dst, {store.node_label('b')} AS label"
                           f" UNION MATCH (b)-[r]->(a) WHERE a.id IN $ids RETURN b.id AS src, {store.rel_type('r')} AS rel,"
                           f" a.id AS dst, {store.node_label('b')} AS label", {"ids": sorted(frontier)})
        new = set()
        for r in rows:
            if r["rel"] not in allowed_rels or r["label"] not in allowed_labels:
                continue
            other = r["dst"] if r["src"] in frontier else r["src"]
            if other not in nodes:
                if len(nodes) + len(new) >= max_nodes:
                    continue
                new.add(other)
            edges[(r["src"], r["rel"], r["dst"])] = {"source": r["src"], "target": r["dst"], "type": r["rel"]}
        info = _node_info(store, sorted(new))
        if paper_id:
            info = {k: v for k, v in info.items() if v.get("paper_id") in (None, "", paper_id)}
        if min_confidence:
            info = {k: v for k, v in info.items() if v["label"] != "Measurement" or meets(v, min_confidence)}
        nodes.update(info)
        frontier = set(info)
    edges = {k: e for k, e in edges.items() if e["source"] in nodes and e["target"] in nodes}
    return {"nodes": list(nodes.values()), "edges": list(edges.values())}


def _node_info(store: GraphStore, ids: list[str]) -> dict[str, dict]:
    out: dict[str, dict] = {}
    if not ids:
        return out
    for label, (display, extra) in NODE_FIELDS.items():
        cols = ", ".join(["n.id AS id", f"{display} AS display"] + [f"n.{p} AS {p}" for p in extra])
        for r in store.query(f"MATCH (n:{label}) WHERE n.id IN $ids RETURN {cols}", {"ids": ids}):
            r["label"] = label
            out[r["id"]] = with_confidence(r) if label == "Measurement" else r
    return out


def chunk(store: GraphStore, chunk_id: str) -> dict | None:
    rows = store.query("MATCH (p:Paper)-[:HAS_CHUNK]->(c:Chunk {id: $id}) RETURN c.id AS chunk_id, c.kind AS kind,"
                       " c.text AS text, c.pages AS pages, c.section AS section, c.table_id AS table_id,"
                       " c.figure_id AS figure_id, p.title AS paper, p.id AS paper_id", {"id": chunk_id})
    return rows[0] if rows else None


# --- the pipelines' questions to the graphs (one place for their Cypher) ------------------------------
def matids_with_alias(store: GraphStore, alias: str) -> list[str]:
    """MatIDs that a paper spells ``alias`` (a sample label such as "NCN"). Where one of them is named so ("YSZ"),
    that one only: another paper's reading of the same letters as something else (a composite's part taken for
    the whole) is not what a question that writes them asks about."""
    rows = store.query("MATCH (x:MatID) WHERE x.aliases CONTAINS $a RETURN x.id AS id, x.name AS name",
                       {"a": json.dumps(alias)})
    named = [r["id"] for r in rows if r["name"] == alias]
    return named or [r["id"] for r in rows]


def measured_properties(store: GraphStore) -> dict[str, dict[str, int]]:
    """Every property of a Measurement node, with the count of each of its units."""
    out: dict[str, dict[str, int]] = {}
    for r in store.query("MATCH (x:Measurement) RETURN x.property AS p, x.unit AS u, count(*) AS n"):
        if r["p"]:
            out.setdefault(r["p"], {})[r["u"] or ""] = r["n"]
    return out


def matid_names(store: GraphStore, ids: list[str]) -> dict[str, tuple[str, list[str]]]:
    """MatID -> (canonical name, spellings in the papers)."""
    if not ids:
        return {}
    return {r["id"]: (r["name"], json.loads(r["aliases"] or "[]")) for r in store.query(
        "MATCH (m:MatID) WHERE m.id IN $ids RETURN m.id AS id, m.name AS name, m.aliases AS aliases", {"ids": ids})}


def relations_among(store: GraphStore, ids: list[str], limit: int = 5) -> list[dict]:
    """RELATED relationships between the given MatIDs: a, t (type), b (names), w (weight), chunk, s (sentence)."""
    if len(ids) < 2:
        return []
    return store.query("MATCH (a:MatID)-[r:RELATED]->(b:MatID) WHERE a.id IN $ids AND b.id IN $ids"
                       " MATCH (e:RelatedEvidence) WHERE e.id = r.evidence"
                       " RETURN a.name AS a, e.type AS t, b.name AS b, r.weight AS w, e.chunk_id AS chunk,"
                       " e.sentence AS s ORDER BY r.weight DESC, a.name, e.type, b.name, e.chunk_id LIMIT $limit",
                       {"ids": ids, "limit": limit})


def chunks_mentioning(store: GraphStore, ids: list[str], graph: str = "grag") -> list[str]:
    """Chunk ids that mention the given MatIDs (graph "grag") or document-graph entities (graph "doc"), those
    that mention more of them first, then by id."""
    if not ids:
        return []
    pattern = "(m:MatID)-[r:MENTIONED_IN]->(c:Chunk)" if graph == "grag" else "(m:DocEntity)-[:DOC_MENTIONED_IN]->(c:Chunk)"
    return [r["id"] for r in store.query(f"MATCH {pattern} WHERE m.id IN $ids RETURN c.id AS id, count(m) AS n"
                                         " ORDER BY n DESC, id", {"ids": ids})]


def matid_mentions(store: GraphStore) -> list[dict]:
    """Every (MatID, chunk) pair of the G-RAG graph with its number of mentions (sentences): matid, chunk, n."""
    return store.query("MATCH (m:MatID)-[r:MENTIONED_IN]->(c:Chunk) RETURN m.id AS matid, c.id AS chunk, count(r) AS n")


def mention_counts(store: GraphStore, entity_ids: list[str]) -> dict[str, int]:
    """Chunk id -> how many of the given document-graph entities it mentions."""
    if not entity_ids:
        return {}
    return {r["id"]: r["n"] for r in store.query("MATCH (e:DocEntity)-[:DOC_MENTIONED_IN]->(c:Chunk) WHERE e.id IN $ids"
                                                " RETURN c.id AS id, count(e) AS n", {"ids": entity_ids})}


def doc_mentions(store: GraphStore, *, entity_ids: list[str] | None = None,
                 chunk_ids: list[str] | None = None) -> list[dict]:
    """(e: entity, c: chunk) pairs of the document graph, for the given entities or the given chunks."""
    key, ids = ("e", entity_ids) if entity_ids is not None else ("c", chunk_ids)
    if not ids:
        return []
    return store.query(f"MATCH (e:DocEntity)-[:DOC_MENTIONED_IN]->(c:Chunk) WHERE {key}.id IN $ids"
                       " RETURN e.id AS e, c.id AS c", {"ids": ids})


def doc_relations(store: GraphStore, chunk_ids: list[str]) -> list[dict]:
    """Document-graph relationships stated in the given chunks (src, type, dst, chunk_id, sentence), in a
    stable order."""
    if not chunk_ids:
        return []
    return store.query("MATCH (e:DocRelEvidence) WHERE e.chunk_id IN $ids MATCH (a:DocEntity)-[r:DOC_REL]->(b:DocEntity)"
                       " WHERE r.evidence = e.id RETURN a.id AS src, e.type AS type, b.id AS dst, e.chunk_id AS chunk_id,"
                       " e.sentence AS sentence"
                       " ORDER BY chunk_id, src, type, dst", {"ids": chunk_ids})


def passages_of(store: GraphStore, ids: list[str], limit: int = 3) -> list[dict]:
    """Knowledge passages linked to the given MatIDs, best link first: matid, pid, title, source, text, score."""
    if not ids:
        return []
    return store.query("MATCH (m:MatID)-[d:DESCRIBED_BY]->(p:Passage) WHERE m.id IN $ids"
                       " RETURN m.id AS matid, p.id AS pid, p.title AS title, p.source AS source, p.text AS text,"
                       " d.score AS score ORDER BY d.score DESC LIMIT $limit", {"ids": ids, "limit": limit})


def measurement_rows(store: GraphStore) -> list[dict]:
    """Every Measurement node: paper_id, property, value, unit and how sure the recogniser is of it (confidence,
    level, reasons, binding, plausible) (the measurement-yield check)."""
    rows = store.query("MATCH (x:Measurement) RETURN x.paper_id AS paper_id, x.property AS property,"
                       " x.value AS value, x.value_high AS value_high, x.unit AS unit, x.material AS material,"
                       " x.conditions AS conditions," + CONFIDENCE_COLUMNS)
    for r in rows:
        r["conditions"] = json.loads(r["conditions"] or "{}") if isinstance(r.get("conditions"), str) else \
            (r.get("conditions") or {})
    return [with_confidence(r) for r in rows]


@in_session(write=False)
def library_overview(store: GraphStore, limit: int = 15) -> list[dict]:
    """The most connected materials of the G-RAG graph (their mentions, measurements, knowledge links and relations
    counted), each with its measured properties and how many values of each: what a library is mostly about."""
    top = store.query("MATCH (m:MatID)-[r]-() WHERE m.type IN $types RETURN m.id AS matid, m.name AS name,"
                      f" m.type AS type, count(r) AS links ORDER BY links DESC, matid LIMIT {int(limit)}",
                      {"types": ["composition", "material", "element"]})
    props: dict[str, dict[str, int]] = {}
    if top:
        for r in store.query("MATCH (m:MatID)-[:HAS_PROPERTY]->(x:Measurement) WHERE m.id IN $ids"
                             " RETURN m.id AS matid, x.property AS p, count(*) AS n", {"ids": [t["matid"] for t in top]}):
            props.setdefault(r["matid"], {})[r["p"]] = int(r["n"])
    return [{**t, "links": int(t["links"]),
             "properties": dict(sorted(props.get(t["matid"], {}).items(), key=lambda kv: -kv[1]))} for t in top]
