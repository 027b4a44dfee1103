"""Pieces of the MatID Linking page."""
from __future__ import annotations

import pandas as pd
import streamlit as st

from core import curation
from core.graph.queries import matid_detail, paper_entities, search_matids
from core.ingest import Ingestor
from core.units import format_value


def entities_frame(ents: list[dict]) -> pd.DataFrame:
    rows = [{"type": e["type"], "name": e["name"], "MatID": e["matid"], "surface forms": ", ".join(e["surfaces"]),
             "mentions": e["mentions"], "measurements": e["measurements"],
             "best link": f"{e['links'][0]['title']} ({e['links'][0]['score']:.2f})" if e["links"] else "—"}
            for e in ents]
    return pd.DataFrame(rows, columns=["type", "name", "MatID", "surface forms", "mentions", "measurements", "best link"])


def show_links(ing: Ingestor, d: dict) -> None:
    if not d["links"]:
        st.info("No knowledge passage is linked to this MatID. Search the knowledge base below to link one.")
    for i, l in enumerate(d["links"]):
        with st.container(border=True):
            c1, c2, c3 = st.columns([6, 1, 1])
            badge = " ✔ accepted" if l["status"] == "accepted" else ""
            c1.markdown(f"**{l['title']}** · `{l['source']}` · sim = **{l['score']:.3f}** ({l['how']}){badge}")
            c1.progress(max(0.0, min(1.0, l["score"])))
            c1.caption(l["text"][:600] + ("…" if len(l["text"]) > 600 else ""))
            if c2.button("Accept", key=f"acc_{i}", disabled=l["status"] == "accepted"):
                curation.accept_link(ing, d["matid"], l["passage_id"])
                st.rerun()
            if c3.button("Reject", key=f"rej_{i}"):
                curation.reject_link(ing, d["matid"], l["passage_id"])
                st.rerun()


def relink(ing: Ingestor, d: dict) -> None:
    query = st.text_input("Search the knowledge base", value=d["name"], key="relink_query")
    if not query:
        return
    hits = ing.kb.search(query, k=8)
    if not hits:
        st.caption("Nothing found.")
        return
    labels = {h.passage.id: f"{h.passage.title} · {h.passage.source} · sim {h.score:.3f}" for h in hits}
    choice = st.selectbox("Passage", list(labels), format_func=labels.get, key="relink_choice")
    st.caption(ing.kb.get(choice).text[:500])
    if st.button("Link this passage", key="relink_go"):
        curation.accept_link(ing, d["matid"], choice)
        st.toast(f"Linked {ing.kb.get(choice).title}")
        st.rerun()


def merge(ing: Ingestor, d: dict) -> None:
    text = st.text_input("Find the MatID to merge into", key="merge_query")
    if not text:
        return
    cands = [c for c in search_matids(ing.store, text) if c["matid"] != d["matid"]]
    if not cands:
        st.caption("No other MatID matches.")
        return
    labels = {c["matid"]: f"{c['name']} ({c['matid']})" for c in cands}
    target = st.selectbox("Merge into", list(labels), format_func=labels.get, key="merge_target")
    if st.button(f"Merge {d['matid']} into {target}", key="merge_go"):
        with st.spinner("Rebuilding the graphs of the papers that mention it …"):
            curation.merge_matids(ing, d["matid"], target)
        st.success(f"Merged into {target}; the decision is kept and applied again on re-ingestion.")
        st.rerun()


def show_sources(d: dict) -> None:
    rows = [{"paper": m["paper"], "pages": m["pages"], "where": (f"Table {m['table_id'][1:]}" if m["table_id"]
                                                                 else m["kind"]),
             "surface": m["surface"], "sentence or table row": m["sentence"]} for m in d["mentions"]]
    st.dataframe(pd.DataFrame(rows), hide_index=True, width="stretch")


def show_measurements(d: dict) -> None:
    if not d["measurements"]:
        st.caption("No measured values of this MatID.")
        return
    rows = []
    for m in d["measurements"]:
        rows.append({"property": m["property"], "value": format_value(m["value"], m["value_high"], m.get("uncertainty"),
                                                                      m["unit"]),
                     "conditions": ", ".join(f"{k}={v}" for k, v in m["conditions"].items()),
                     "paper": m["paper"], "page": m["page"], "table": m["table_id"], "source": m["text"]})
    st.dataframe(pd.DataFrame(rows), hide_index=True, width="stretch")


__all__ = ["entities_frame", "matid_detail", "merge", "paper_entities", "relink", "show_links",
           "show_measurements", "show_sources"]
