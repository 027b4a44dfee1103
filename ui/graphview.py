"""Pieces of the Graph page: the neighbourhood drawing, node details, counts, the Cypher console."""
from __future__ import annotations

import json

import pandas as pd
import streamlit as st

from core.graph.base import GraphStoreError
from core.graph.queries import chunk, graph_stats
from core.matid.confidence import HIGH, MEDIUM
from ui.matids import LEVEL_COLORS, badge

COLORS = {"MatID": "#d62728", "Measurement": "#1f77b4", "Passage": "#2ca02c", "Chunk": "#7f7f7f",
          "Paper": "#9467bd", "DocEntity": "#ff7f0e"}
MATID_COLORS = {"composition": "#d62728", "material": "#e377c2", "element": "#8c564b", "phase": "#17becf",
                "property": "#bcbd22", "process": "#ff9896"}


def _label(n: dict) -> str:
    if n["label"] == "Measurement":
        v = n.get("value")
        hi = n.get("value_high")
        val = f"{v:g}" if hi in (None, v) else f"{v:g}–{hi:g}"
        text = f"{n['display']} = {val} {n.get('unit') or ''}".strip()
        return f"{text} (low)" if n.get("level") == "low" else text
    if n["label"] == "Chunk":
        return f"{n['display']} p.{','.join(map(str, json.loads(n.get('pages') or '[]')))}"
    text = str(n.get("display") or n["id"])
    return text if len(text) <= 40 else text[:38] + "…"


LOW_CONFIDENCE_NOTE = ("Measurement nodes drawn pale with a dashed red border are low-confidence facts: kept in the "
                       "graph, shown for review (hover or click one to see why).")


def node_style(n: dict, highlight: set[str] | None = None) -> dict:
    """How a node is drawn (vis.js options): its type's colour; a low-confidence Measurement pale with a dashed red
    border; the highlighted nodes larger. The hover text gives a Measurement's confidence."""
    big = n["id"] in (highlight or set())
    color = MATID_COLORS.get(n.get("type"), COLORS["MatID"]) if n["label"] == "MatID" else COLORS[n["label"]]
    style = {"label": _label(n), "size": 22 if big else 14, "color": color, "title": f"{n['label']}: {n['id']}",
             "borderWidth": 4 if big else 1}
    if n["label"] == "Measurement":
        score = "" if n.get("confidence") is None else f" {n['confidence']:.2f}"
        style["title"] += f"\nconfidence: {n.get('level', 'unassessed')}{score}"
        if n.get("level") == "low":
            style.update(color={"background": "#c6dbef", "border": LEVEL_COLORS["low"][2],
                                "highlight": {"background": "#c6dbef", "border": LEVEL_COLORS["low"][2]}},
                         borderWidth=4 if big else 3, shapeProperties={"borderDashes": [4, 3]})
    return style


def draw(sub: dict, highlight: set[str] | None = None):
    from streamlit_agraph import Config, Edge, Node, agraph

    nodes = [Node(id=n["id"], **node_style(n, highlight)) for n in sub["nodes"]]
    few = len(sub["edges"]) <= 40      # labels on many edges are unreadable: the type shows on hover then
    edges = [Edge(source=e["source"], target=e["target"], label=e["type"] if few else "", title=e["type"])
             for e in sub["edges"]]
    config = Config(width=1100, height=620, directed=True, physics=True, hierarchical=False)
    if any(n.get("level") == "low" for n in sub["nodes"]):
        st.caption(LOW_CONFIDENCE_NOTE)
    return agraph(nodes=nodes, edges=edges, config=config)


def confidence_filter(key: str = "graph_min_confidence", container=st) -> float:
    """The "minimum confidence" filter of Measurement nodes: 0 (the default) shows all, low ones marked."""
    return container.slider("Minimum confidence", 0.0, 1.0, 0.0, 0.05, key=key,
                            help=f"Measurement nodes below it (or not assessed) are hidden; 0 shows all, the "
                                 f"low-confidence ones marked. Levels: high ≥ {HIGH:g}, medium ≥ {MEDIUM:g}, low below.")


def show_node(store, n: dict) -> None:
    st.markdown(f"**{n['label']}** `{n['id']}`")
    hidden = ("text",)
    if n["label"] == "Measurement":
        hidden = ("text", "level", "confidence", "reasons")
        plaus = {True: "within the catalogue's plausible range", False: ":red[outside the catalogue's plausible range]",
                 None: "no plausible range known"}[n.get("plausible")]
        st.markdown(f"Confidence: {badge(n)} · {plaus}")
        st.markdown("\n".join(f"- {r}" for r in n.get("reasons") or []) or "- not assessed by the recogniser")
    props = {k: v for k, v in n.items() if k not in hidden and v not in (None, "", [], {})}
    st.json(props, expanded=True)
    source = n.get("chunk_id") or (n["id"] if n["label"] == "Chunk" else None)
    if source:
        c = chunk(store, source)
        if c:
            pages = ", ".join(map(str, json.loads(c["pages"] or "[]")))
            where = f"Table {c['table_id'][1:]}" if c["table_id"] else f"Fig. {c['figure_id'][1:]}" if c["figure_id"] else c["section"]
            st.markdown(f"Source: *{c['paper']}*, p. {pages}, {where}")
            st.text(c["text"][:2000])
    elif n.get("text"):
        st.caption(n["text"][:1500])


def show_counts(store) -> None:
    stats = graph_stats(store)
    c1, c2 = st.columns(2)
    for col, key, title in ((c1, "document_graph", "Document graph"), (c2, "grag_graph", "G-RAG graph")):
        g = stats[key]
        frame = pd.DataFrame([{"kind": "node", "type": k, "count": v} for k, v in g["nodes"].items()]
                             + [{"kind": "relationship", "type": k, "count": v} for k, v in g["relationships"].items()])
        col.markdown(f"**{title}**")
        col.bar_chart(frame, x="type", y="count", color="kind", horizontal=True, height=260)
    st.caption("MatIDs by type: " + ", ".join(f"{k} {v}" for k, v in stats["matids_by_type"].items()))


def show_overview(rows: list[dict]) -> None:
    """The most connected materials and their measured properties (how many values of each); the Properties page
    has every value."""
    from core.matid.vocab import property_name
    frame = pd.DataFrame([{"material": r["name"], "MatID": r["matid"], "connections": r["links"],
                           "values": sum(r["properties"].values()),
                           "properties measured (values)": ", ".join(f"{property_name(p)} ({n})"
                                                                    for p, n in r["properties"].items())}
                          for r in rows])
    st.dataframe(frame, hide_index=True, width="stretch", height=min(560, 38 + 35 * len(frame)), placeholder="",
                 column_config={
        "connections": st.column_config.ProgressColumn("connections", format="%d", min_value=0,
                                                       max_value=int(frame["connections"].max()),
                                                       help="mentions, measurements, knowledge links and relations"),
        "properties measured (values)": st.column_config.TextColumn(width="large")})
    st.caption("The most connected is the centre node below; pick another there, or see all their values on the "
               "Properties page.")


def console(store) -> None:
    default = "MATCH (m:MatID)-[:HAS_PROPERTY]->(x:Measurement)\nWHERE x.property = 'crss'\n" \
              "RETURN m.name AS material, x.value AS value, x.unit AS unit, x.temperature_K AS T_K, x.page AS page"
    text = st.text_area("Cypher (read-only; writes are refused, long queries are stopped after 10 s)", default,
                        height=130, key="cypher")
    if st.button("Run query", key="run_cypher"):
        try:
            rows = store.read_query(text, timeout_s=10)
        except GraphStoreError as exc:
            st.error(str(exc))
            return
        except Exception as exc:   # a syntax error in the user's query
            st.error(f"Query failed: {exc}")
            return
        st.caption(f"{len(rows)} rows")
        # every value as text (a column may mix types), a null as an empty cell
        text = lambda v: "" if v is None or (isinstance(v, float) and v != v) else str(v)  # noqa: E731
        shown = pd.DataFrame(rows).map(text) if rows else pd.DataFrame()
        st.dataframe(shown, hide_index=True, width="stretch", placeholder="")


PAPER_COLORS = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#17becf"]


def draw_path(elements: list[dict], titles: dict[str, str] | None = None, key: str = "path"):
    """A traversal path (``Window`` nodes with their hop, ``NEXT_HOP`` edges): hops numbered, each paper in
    its own colour, as the traversal README's figures draw it."""
    from streamlit_agraph import Config, Edge, Node, agraph

    titles = titles or {}
    windows = [e for e in elements if e.get("label") == "Window"]
    papers = list(dict.fromkeys(w["paper_id"] for w in windows))
    color = {p: PAPER_COLORS[i % len(PAPER_COLORS)] for i, p in enumerate(papers)}
    nodes = [Node(id=w["id"], label=f"{w['hop']}", size=18 if w["hop"] else 26, color=color[w["paper_id"]],
                  title=f"hop {w['hop']} · {titles.get(w['paper_id'], w['paper_id'])} · score {w['score']}\n"
                        f"{w['text'][:200]}") for w in windows]
    edges = [Edge(source=e["source"], target=e["target"], label=f"{e['similarity']:.2f}", title=e["text"])
             for e in elements if e.get("label") == "NEXT_HOP"]
    st.caption("Hop 0 is the anchor (the window most similar to the question); colours are papers: "
               + "; ".join(f"{titles.get(p, p)[:50]}" for p in papers))
    config = Config(width=700, height=360, directed=True, physics=True, hierarchical=False)
    config.owner = key          # two identical paths (two algorithms) are still two elements on the page
    return agraph(nodes=nodes, edges=edges, config=config)
