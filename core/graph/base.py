"""The graph store interface: one abstract base, one small module per backend (LadybugDB, Neo4j).

Two graphs live side by side in one store, sharing the Paper and Chunk nodes:
- the **document graph** (Graph RAG baseline): ``DocEntity`` nodes (noun phrases as written),
  ``DOC_MENTIONED_IN`` chunk and ``DOC_REL`` (a verb between two phrases);
- the **G-RAG graph**: ``MatID`` nodes (canonical IDs), ``Measurement`` nodes, ``Passage`` nodes
  (knowledge), and ``MENTIONED_IN``, ``HAS_PROPERTY``, ``MEASURES``, ``CONTAINS``, ``DESCRIBED_BY``,
  ``RELATED``.
The text an edge was read from (its sentence, surface forms, relation type, chunk and paper) is a node of the
edge's evidence table (``EVIDENCE``: ``MentionEvidence``, ``RelatedEvidence``, ``DocRelEvidence``), and
``MENTIONED_IN``, ``RELATED`` and ``DOC_REL`` carry its integer id (``evidence``): these relationships hold
numbers only (a table per edge type keeps the joins small: a question's relations are looked up among the
relations' evidence, not among every mention's). LadybugDB (as Kùzu before it) rewrites the relationships of a node each time the file is checkpointed (after every write
session) and keeps the old copies of their text, so text on the relationships of well-connected nodes (a
property every paper mentions) made the file and each write grow with the square of the papers ingested
(README, "Graph store layout").
The Cypher here is the common subset of LadybugDB's (Kùzu's) and Neo4j's, so both backends share it.
"""
from __future__ import annotations

import hashlib
import json
import math
import re
from abc import ABC, abstractmethod
from contextlib import contextmanager

from ..models import Chunk, PaperRecord

GRAPHS = {
    "document": {"nodes": ("DocEntity", "Chunk", "Paper"), "rels": ("DOC_MENTIONED_IN", "DOC_REL", "HAS_CHUNK")},
    "grag": {"nodes": ("MatID", "Measurement", "Passage", "Chunk", "Paper"),
             "rels": ("MENTIONED_IN", "HAS_PROPERTY", "MEASURES", "CONTAINS", "DESCRIBED_BY", "RELATED", "HAS_CHUNK")},
}
WRITE_CLAUSES = re.compile(
    r"\b(CREATE|MERGE|DELETE|DETACH|SET|REMOVE|DROP|ALTER|COPY|LOAD|INSTALL|ATTACH|IMPORT|EXPORT|"
    r"BEGIN|COMMIT|ROLLBACK|CHECKPOINT|USE|FOREACH|TRUNCATE|GRANT|REVOKE|DENY|RENAME)\b", re.I)
CALL_WRITE = re.compile(r"\bCALL\s+(?!db\.(labels|relationshipTypes|propertyKeys|schema)|show_tables|table_info)", re.I)


class GraphStoreError(RuntimeError):
    """A graph store that cannot be reached or used; the message is shown to users."""


class GraphFileDamaged(GraphStoreError):
    """The embedded graph database's file cannot be opened (a crash of the machine or a full disk can leave it so).
    The graph is derived data: ``python -m core graph rebuild`` sets the file aside and builds it again."""

    REPAIR = "python -m core graph rebuild"


class ReadOnlyError(GraphStoreError):
    """A console query that would write."""


def check_read_only(cypher: str) -> None:
    """Refuse anything that writes (checked outside string literals and comments)."""
    bare = re.sub(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"|`[^`]*`", "''", cypher)
    bare = re.sub(r"//.*?$|/\*.*?\*/", " ", bare, flags=re.S | re.M)
    m = WRITE_CLAUSES.search(bare) or CALL_WRITE.search(bare)
    if m:
        raise ReadOnlyError(f"the console is read-only: {m.group(0).strip().upper()} is not allowed")
    if ";" in bare.strip().rstrip(";"):
        raise ReadOnlyError("the console runs one statement at a time")


def in_session(write: bool):
    """A store method whose queries run in one session (one opening of an embedded database's file)."""
    def wrap(fn):
        def method(self, *args, **kwargs):
            with self.session(write=write):
                return fn(self, *args, **kwargs)
        method.__name__, method.__doc__ = fn.__name__, fn.__doc__
        return method
    return wrap


EVIDENCE = {"MENTIONED_IN": "MentionEvidence", "RELATED": "RelatedEvidence", "DOC_REL": "DocRelEvidence"}


def evidence_id(paper_id: str, rel: str, i: int) -> int:
    """The id of the evidence of a paper's ``i``-th ``rel`` edge: stable across re-ingestion, 63 bits."""
    digest = hashlib.blake2b(f"{paper_id}|{rel}|{i}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def _relation_row(r) -> dict:
    """A Relation as the parameters of its edge and its evidence node."""
    return {"src": r.src, "dst": r.dst, "type": r.type, "weight": r.weight, "chunk": r.chunk_id,
            "sentence": r.sentence[:1000], "surface": ""}


def _measurement_row(pm) -> dict:
    """A PaperMeasurement as the properties of its Measurement node (a range as value..value_high)."""
    m, c = pm.measurement, pm.measurement.conditions
    lo, hi = m.value if isinstance(m.value, tuple) else (m.value, m.value)
    slo, shi = m.value_std if isinstance(m.value_std, tuple) else (m.value_std, m.value_std)
    return {"id": pm.id, "material": m.material, "property": m.property, "value": _num(lo), "value_high": _num(hi),
            "unit": m.unit, "value_std": _num(slo), "value_std_high": _num(shi), "unit_std": m.unit_std,
            "uncertainty": _num(m.uncertainty), "temperature_K": _num(c.get("temperature_K")),
            "loading_mode": c.get("loading_mode", ""), "grain_size_um": _num(c.get("grain_size_um")),
            "processing": c.get("processing", ""), "strain_rate": _num(c.get("strain_rate_per_s")),
            "conditions": json.dumps(c), "text": m.text[:1500], "paper_id": pm.paper_id, "chunk_id": pm.chunk_id,
            "page": int(pm.page), "table_id": pm.table_id, "figure_id": pm.figure_id,
            # how sure the recogniser is (not part of the id: a fact re-scored is the same fact)
            "confidence": _num(m.confidence), "reasons": json.dumps(list(m.reasons or [])),
            "binding": json.dumps(dict(m.binding or {}), sort_keys=True),
            "plausible": None if m.plausible is None else bool(m.plausible)}


def _num(x):
    return None if x is None or (isinstance(x, float) and math.isnan(x)) else float(x)


class GraphStore(ABC):
    name: str = ""
    node_labels = ("Paper", "Chunk", "MatID", "Measurement", "Passage", "DocEntity", *EVIDENCE.values())
    rel_types = ("HAS_CHUNK", "MENTIONED_IN", "HAS_PROPERTY", "MEASURES", "CONTAINS", "DESCRIBED_BY", "RELATED",
                 "DOC_MENTIONED_IN", "DOC_REL")

    def __init__(self) -> None:
        self._bare: set[str] = set()    # papers written by add_paper whose entities are not written yet
        self.recreated = False          # the store found an older layout and started empty: rebuild the papers

    @abstractmethod
    def query(self, cypher: str, params: dict | None = None) -> list[dict]:
        """Run Cypher and return rows as dicts."""

    @contextmanager
    def session(self, write: bool = False):
        """Hold the store for a run of queries (LadybugDB opens its file for the run; a server needs nothing)."""
        yield None

    def node_label(self, var: str) -> str:
        return f"labels({var})[0]"

    def rel_type(self, var: str) -> str:
        return f"type({var})"

    def to_double(self, expr: str) -> str:
        """Cypher that casts to a float (a list of maps whose values are all null has no type in LadybugDB)."""
        return f"toFloat({expr})"

    def to_bool(self, expr: str) -> str:
        """Cypher that casts to a boolean (null stays null), for the same reason as ``to_double``."""
        return f"toBoolean({expr})"

    @abstractmethod
    def read_query(self, cypher: str, params: dict | None = None, timeout_s: float = 10.0) -> list[dict]:
        """Run a user's Cypher read-only with a time limit (the console)."""

    # --- papers and chunks ----------------------------------------------------------------
    @in_session(write=True)
    def add_paper(self, paper: PaperRecord, chunks: list[Chunk]) -> None:
        """Write a paper and its chunks, replacing what the paper had before."""
        self.delete_paper(paper.paper_id)
        self._bare.add(paper.paper_id)
        self.query("CREATE (:Paper {id: $id, title: $title, doi: $doi, filename: $filename})",
                   {"id": paper.paper_id, "title": paper.title, "doi": paper.doi, "filename": paper.filename})
        rows = [{"id": c.chunk_id, "kind": c.kind, "text": c.text, "pages": json.dumps(c.pages),
                 "section": c.section, "table_id": c.table_id, "figure_id": c.figure_id} for c in chunks]
        if rows:
            self.query(
                "MATCH (p:Paper {id: $pid}) UNWIND $rows AS c CREATE (p)-[:HAS_CHUNK]->(:Chunk {id: c.id,"
                " paper_id: $pid, kind: c.kind, text: c.text, pages: c.pages, section: c.section,"
                " table_id: c.table_id, figure_id: c.figure_id})", {"pid": paper.paper_id, "rows": rows})

    def has_paper(self, paper_id: str) -> bool:
        return bool(self.query("MATCH (p:Paper {id: $id}) RETURN p.id AS id", {"id": paper_id}))

    @in_session(write=True)
    def delete_paper(self, paper_id: str) -> None:
        """Remove a paper and everything in both graphs that came only from it."""
        self._bare.discard(paper_id)
        if not self.has_paper(paper_id):     # nothing to remove (the deletes below scan the graph)
            return
        self.delete_entities(paper_id)
        self.query("MATCH (:Paper {id: $id})-[:HAS_CHUNK]->(c:Chunk) DETACH DELETE c", {"id": paper_id})
        self.query("MATCH (p:Paper {id: $id}) DETACH DELETE p", {"id": paper_id})
        self.delete_orphans()

    # --- the two graphs --------------------------------------------------------------------
    @in_session(write=True)
    def add_entities(self, pe, links: dict[str, list]) -> None:
        """Write what extract_paper found (PaperEntities) and the knowledge links of its MatIDs."""
        q = self.query
        if pe.paper_id not in self._bare:          # a paper add_paper has just written has no entities yet
            self.delete_entities(pe.paper_id)
        self._bare.discard(pe.paper_id)
        # a MatID's aliases are every paper's spellings ("NiTiO3" in a review, "NTO" where a paper defines it): the
        # spellings already in the graph are kept and this paper's added
        ids = [i.matid for i in pe.matids.values()]
        known = {r["id"]: set(json.loads(r["aliases"] or "[]")) for r in
                 q("MATCH (m:MatID) WHERE m.id IN $ids RETURN m.id AS id, m.aliases AS aliases", {"ids": ids})} \
            if ids else {}
        matids = [{"id": i.matid, "type": i.type, "name": i.name,
                   "aliases": json.dumps(sorted(set(i.surfaces) | known.get(i.matid, set())))}
                  for i in pe.matids.values()]
        if matids:
            q("UNWIND $rows AS r MERGE (m:MatID {id: r.id}) ON CREATE SET m.type = r.type, m.name = r.name,"
              " m.aliases = r.aliases ON MATCH SET m.aliases = r.aliases", {"rows": matids})
        mentions = [{"matid": i.matid, "chunk": c, "sentence": s[:1000], "surface": ", ".join(sorted(i.surfaces)),
                     "type": ""} for i in pe.matids.values() for c, s in i.mentions]
        if mentions:
            self._add_evidence(pe.paper_id, "MENTIONED_IN", mentions)
            q("UNWIND $rows AS r MATCH (m:MatID {id: r.matid}), (c:Chunk {id: r.chunk})"
              " CREATE (m)-[:MENTIONED_IN {evidence: r.evidence}]->(c)", {"rows": mentions})
        meas = [_measurement_row(pm) for pm in pe.measurements]
        if meas:
            d_ = self.to_double
            q("UNWIND $rows AS r CREATE (:Measurement {id: r.id, material: r.material, property: r.property,"
              f" value: {d_('r.value')}, value_high: {d_('r.value_high')}, unit: r.unit,"
              f" value_std: {d_('r.value_std')}, value_std_high: {d_('r.value_std_high')}, unit_std: r.unit_std,"
              f" uncertainty: {d_('r.uncertainty')}, temperature_K: {d_('r.temperature_K')},"
              f" loading_mode: r.loading_mode, grain_size_um: {d_('r.grain_size_um')},"
              f" processing: r.processing, strain_rate: {d_('r.strain_rate')}, conditions: r.conditions, text: r.text,"
              " paper_id: r.paper_id, chunk_id: r.chunk_id, page: r.page, table_id: r.table_id,"
              f" figure_id: r.figure_id, confidence: {d_('r.confidence')}, reasons: r.reasons, binding: r.binding,"
              f" plausible: {self.to_bool('r.plausible')}}})", {"rows": meas})
            q("UNWIND $rows AS r MATCH (m:MatID {id: r.material}), (x:Measurement {id: r.id})"
              " CREATE (m)-[:HAS_PROPERTY]->(x)", {"rows": meas})
            q("UNWIND $rows AS r MATCH (x:Measurement {id: r.id}), (p:MatID {id: 'prop:' + r.property})"
              " CREATE (x)-[:MEASURES]->(p)", {"rows": meas})
        if pe.contains:
            q("UNWIND $rows AS r MATCH (a:MatID {id: r.src}), (b:MatID {id: r.dst})"
              " MERGE (a)-[c:CONTAINS]->(b) ON CREATE SET c.fraction = r.fraction",
              {"rows": [{"src": c.src, "dst": c.dst, "fraction": c.fraction} for c in pe.contains]})
        rels = [_relation_row(r) for r in pe.relations]
        if rels:
            self._add_evidence(pe.paper_id, "RELATED", rels)
            q("UNWIND $rows AS r MATCH (a:MatID {id: r.src}), (b:MatID {id: r.dst})"
              " CREATE (a)-[:RELATED {weight: r.weight, evidence: r.evidence}]->(b)", {"rows": rels})
        self.set_links(links)
        # document graph
        ents = [{"id": name, "chunks": sorted(chunks)} for name, chunks in pe.doc_entities.items()]
        if ents:
            q("UNWIND $rows AS r MERGE (:DocEntity {id: r.id})", {"rows": ents})
            rows = [{"id": e["id"], "chunk": c} for e in ents for c in e["chunks"]]
            q("UNWIND $rows AS r MATCH (e:DocEntity {id: r.id}), (c:Chunk {id: r.chunk})"
              " CREATE (e)-[:DOC_MENTIONED_IN]->(c)", {"rows": rows})
        drels = [_relation_row(r) for r in pe.doc_relations]
        if drels:
            self._add_evidence(pe.paper_id, "DOC_REL", drels)
            q("UNWIND $rows AS r MATCH (a:DocEntity {id: r.src}), (b:DocEntity {id: r.dst})"
              " CREATE (a)-[:DOC_REL {evidence: r.evidence}]->(b)", {"rows": drels})

    def _add_evidence(self, paper_id: str, rel: str, rows: list[dict]) -> None:
        """Write the evidence node of each row's ``rel`` edge (chunk, type, surface, sentence); put its id in the row."""
        for i, r in enumerate(rows):
            r["evidence"] = evidence_id(paper_id, rel, i)
        self.query(f"UNWIND $rows AS r CREATE (:{EVIDENCE[rel]} {{id: r.evidence, paper_id: $pid, chunk_id: r.chunk,"
                   " type: r.type, surface: r.surface, sentence: r.sentence})", {"rows": rows, "pid": paper_id})

    @in_session(write=False)
    def linked_matids(self, ids: list[str]) -> set[str]:
        """Those of the MatIDs that have knowledge links already."""
        if not ids:
            return set()
        return {r["id"] for r in self.query("UNWIND $ids AS i MATCH (m:MatID {id: i})-[:DESCRIBED_BY]->()"
                                            " RETURN DISTINCT m.id AS id", {"ids": ids})}

    @in_session(write=True)
    def clear_links(self) -> None:
        """Remove every knowledge link (before re-linking the whole graph)."""
        self.query("MATCH ()-[r:DESCRIBED_BY]->() DELETE r")
        self.query("MATCH (p:Passage) DELETE p")

    @in_session(write=True)
    def set_links(self, links: dict[str, list]) -> None:
        """Replace the knowledge links of the given MatIDs: {matid: [Link]} (``core.knowledge.Link``)."""
        if not links:
            return
        ids = list(links)
        old = [r["pid"] for r in self.query("UNWIND $ids AS i MATCH (:MatID {id: i})-[:DESCRIBED_BY]->(p:Passage)"
                                            " RETURN DISTINCT p.id AS pid", {"ids": ids})]
        if old:
            self.query("UNWIND $ids AS i MATCH (:MatID {id: i})-[r:DESCRIBED_BY]->() DELETE r", {"ids": ids})
        rows = [{"matid": matid, "passage_id": l.passage.id, "source": l.passage.source, "title": l.passage.title,
                 "text": l.passage.text, "url": l.passage.url, "score": round(l.score, 4), "how": l.how,
                 "status": l.status} for matid, items in links.items() for l in items]
        if rows:
            passages = list({r["passage_id"]: r for r in rows}.values())   # two MatIDs may share a passage
            self.query("UNWIND $rows AS r MERGE (p:Passage {id: r.passage_id}) ON CREATE SET p.source = r.source,"
                       " p.title = r.title, p.text = r.text, p.url = r.url", {"rows": passages})
            self.query("UNWIND $rows AS r MATCH (m:MatID {id: r.matid}), (p:Passage {id: r.passage_id})"
                       " CREATE (m)-[:DESCRIBED_BY {score: r.score, how: r.how, status: r.status}]->(p)",
                       {"rows": rows})
        if old:      # passages only these MatIDs pointed to
            self.query("UNWIND $ids AS i MATCH (p:Passage {id: i}) WHERE NOT EXISTS { MATCH (:MatID)-[:DESCRIBED_BY]->(p) }"
                       " DELETE p", {"ids": old})

    @in_session(write=True)
    def delete_entities(self, paper_id: str) -> None:
        self.query("MATCH (x:Measurement {paper_id: $id}) DETACH DELETE x", {"id": paper_id})
        for rel in ("RELATED", "DOC_REL"):
            self.query(f"MATCH (e:{EVIDENCE[rel]} {{paper_id: $id}}) MATCH ()-[r:{rel}]->() WHERE r.evidence = e.id"
                       " DELETE r", {"id": paper_id})
        self.query("MATCH (:Paper {id: $id})-[:HAS_CHUNK]->(:Chunk)<-[r:MENTIONED_IN]-(:MatID) DELETE r", {"id": paper_id})
        for table in EVIDENCE.values():
            self.query(f"MATCH (e:{table} {{paper_id: $id}}) DELETE e", {"id": paper_id})
        self.query("MATCH (:Paper {id: $id})-[:HAS_CHUNK]->(:Chunk)<-[r:DOC_MENTIONED_IN]-(:DocEntity) DELETE r",
                   {"id": paper_id})

    @in_session(write=True)
    def delete_orphans(self) -> None:
        """MatIDs, passages and document entities that no paper mentions any more."""
        for _ in range(2):   # an element is orphaned once the compositions that contain it are gone
            self.query("MATCH (m:MatID) WHERE NOT EXISTS { MATCH (m)-[:MENTIONED_IN]->(:Chunk) }"
                       " AND NOT EXISTS { MATCH (m)-[:HAS_PROPERTY]->(:Measurement) }"
                       " AND NOT EXISTS { MATCH (:Measurement)-[:MEASURES]->(m) }"
                       " AND NOT EXISTS { MATCH (:MatID)-[:CONTAINS]->(m) } DETACH DELETE m")
        self.query("MATCH (p:Passage) WHERE NOT EXISTS { MATCH (:MatID)-[:DESCRIBED_BY]->(p) } DELETE p")
        self.query("MATCH (e:DocEntity) WHERE NOT EXISTS { MATCH (e)-[:DOC_MENTIONED_IN]->(:Chunk) } DETACH DELETE e")

    @in_session(write=False)
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
