"""Graph: explore the document graph and the G-RAG graph around a MatID, and query them."""
import streamlit as st

from core.graph.base import GRAPHS
from core.graph.queries import library_overview, neighbourhood, search_doc_entities, search_matids
from ui import resources
from ui.graphview import confidence_filter, console, draw, show_counts, show_node, show_overview
from ui.state import state
from core.models import Status

st.set_page_config(page_title="Graph · G-RAG", page_icon=":material/hub:", layout="wide")
st.title(":material/hub: Knowledge graphs")
ing = resources.ingestor()
resources.graph_or_stop()
store = ing.store

graph = st.radio("Graph", ["grag", "document"], horizontal=True, key="graph_kind",
                 format_func={"grag": "G-RAG graph (MatIDs, measurements, knowledge)",
                              "document": "Document graph (Graph RAG baseline: phrases as written)"}.get)
focus = [x for x in st.query_params.get("focus", "").split(",") if x]
c1, c2, c3 = st.columns([3, 1, 2])
text = c1.text_input("Search a node", value=focus[0] if focus else "", key="graph_search",
                     placeholder="cantor, CRSS, FCC …" if graph == "grag" else "single crystals, yield strength …")
hops = c2.radio("Hops", [1, 2], horizontal=True, key="graph_hops")
papers = {p.paper_id: p.label for p in ing.registry.list_papers(Status.PROCESSED)}
paper = c3.selectbox("Paper", ["all", *papers], format_func=lambda x: "All papers" if x == "all" else papers[x],
                     key="graph_paper")

overview = library_overview(store) if graph == "grag" and not text else []
if overview:
    with st.expander("The library at a glance: its most connected materials and what was measured of them",
                     expanded=not focus):
        show_overview(overview)
if graph == "grag":
    cands = {r["matid"]: f"{r['name']} ({r['matid']})" for r in overview}       # the most connected first
    cands.update({r["matid"]: f"{r['name']} ({r['matid']})" for r in search_matids(store, text or "", 40)})
else:
    cands = {e: e for e in search_doc_entities(store, text or "")}
if not cands and not text:
    st.info("The graph is empty: ingest papers on the Papers page.")
elif not cands:
    st.info(f"No node matches {text!r}; try another word, or clear the search to see the library's overview.")
else:
    start = st.selectbox("Centre node", list(cands), format_func=cands.get, key="graph_start")
    f1, f2, f3 = st.columns([2, 2, 1])
    default = ["MatID", "Measurement", "Passage"] if graph == "grag" else ["DocEntity", "Chunk"]
    labels = f1.multiselect("Node types", GRAPHS[graph]["nodes"], default=default, key=f"labels_{graph}",
                            help="add Chunk and Paper to see where each node was mentioned")
    rels = f2.multiselect("Relationship types", GRAPHS[graph]["rels"], default=list(GRAPHS[graph]["rels"]),
                          key=f"rels_{graph}")
    min_conf = confidence_filter(container=f3) if graph == "grag" else None
    sub = neighbourhood(store, start, graph, hops, set(labels), set(rels), None if paper == "all" else paper,
                        min_confidence=min_conf)
    st.caption(f"{len(sub['nodes'])} nodes, {len(sub['edges'])} relationships (at most 150 nodes are drawn)")
    clicked = draw(sub, highlight={start, *focus})
    by_id = {n["id"]: n for n in sub["nodes"]}
    node = by_id.get(clicked) or by_id.get(start)
    if node:
        with st.expander("Selected node (click one in the drawing)", expanded=True):
            show_node(store, node)

path = state().traversal_path
if path:
    from ui.graphview import draw_path
    st.header("Traversal path of the last question")
    st.caption(f"{path['pipeline']} · {path['question']}")
    draw_path(path["elements"], papers, key="graph_page_path")
    windows = [e for e in path["elements"] if e["label"] == "Window"]
    st.dataframe([{"hop": w["hop"], "paper": papers.get(w["paper_id"], w["paper_id"]), "score": w["score"],
                   "window": w["text"]} for w in windows], hide_index=True, width="stretch", placeholder="")

st.header("Counts")
show_counts(store)
st.header("Cypher console")
console(store)
