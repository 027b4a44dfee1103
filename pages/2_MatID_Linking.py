"""MatID linking: every recognised materials entity, its canonical ID and its knowledge links."""
import streamlit as st

from ui import resources
from ui.matids import (matid_detail, measurements_tab, merge, paper_entities, relink, show_entities, show_links,
                       show_measurements, show_sources, total_levels)
from core.models import Status

st.set_page_config(page_title="MatID linking · G-RAG", page_icon=":material/link:", layout="wide")
st.title(":material/link: MatID linking")
st.caption("Materials entities recognised in the papers, their canonical IDs (MatIDs), and the knowledge passages "
           "they are linked to by dense similarity sim(q, p) = E(q)·E(p). Decisions made here are kept and applied "
           "again when papers are re-ingested.")
ing = resources.ingestor()
resources.graph_or_stop()
papers = ing.registry.list_papers(Status.PROCESSED)
if not papers:
    st.info("No processed papers yet: add some on the Papers page.")
    st.stop()

labels = {"all": "All papers", **{p.paper_id: p.label for p in papers}}
c1, c2, c3 = st.columns([3, 2, 2])
paper = c1.selectbox("Paper", list(labels), format_func=labels.get, key="matid_paper")
search = c2.text_input("Search MatIDs", key="matid_search", placeholder="e.g. cantor, CRSS, FCC")
ents = paper_entities(ing.store, None if paper == "all" else paper)
types = sorted({e["type"] for e in ents})
chosen_types = c3.multiselect("Types", types, default=types, key="matid_types")
if search:
    s = search.lower()
    ents = [e for e in ents if s in e["matid"].lower() or s in e["name"].lower()
            or any(s in x.lower() for x in e["surfaces"])]
ents = [e for e in ents if e["type"] in chosen_types]
meta = ing.registry.get(paper).meta if paper != "all" else {}
cols = st.columns(4)
cols[0].metric("MatIDs", len(ents))
cols[1].metric("Measurements", sum(e["measurements"] for e in ents), help=f"by confidence: {total_levels(ents)}")
cols[2].metric("Linked", sum(1 for e in ents if e["links"]))
cols[3].metric("Unrecognised tokens", meta.get("n_unrecognised", sum(p.meta.get("n_unrecognised", 0) for p in papers)),
               help="formula-like tokens that are not valid compositions, left out and counted")
show_entities(ents)
if not ents:
    st.stop()

names = {e["matid"]: f"{e['name']} · {e['type']} · {e['matid']}" for e in ents}
matid = st.selectbox("Open a MatID", list(names), format_func=names.get, key="open_matid")
d = matid_detail(ing.store, matid)
st.subheader(d["name"])
st.caption(f"`{d['matid']}` · {d['type']} · written as: " + ", ".join(d["aliases"]))
tabs = st.tabs([f"Knowledge links ({len(d['links'])})", "Re-link", "Merge", f"Sources ({len(d['mentions'])})",
                measurements_tab(d)])
with tabs[0]:
    show_links(ing, d)
with tabs[1]:
    relink(ing, d)
with tabs[2]:
    merge(ing, d)
with tabs[3]:
    show_sources(d)
with tabs[4]:
    show_measurements(d)
