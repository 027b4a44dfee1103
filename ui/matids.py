"""Pieces of the MatID Linking page."""
from __future__ import annotations

import pandas as pd
import streamlit as st

from core import curation
from core.graph.queries import matid_detail, paper_entities, search_matids
from core.ingest import Ingestor
from core.matid.confidence import HIGH, MEDIUM
from core.units import format_value

# how each confidence level (core.matid.confidence.level) is shown: Streamlit's colour name, a cell's background
# and text colours, and the colour a Measurement node is drawn in on the Graph page
LEVEL_COLORS = {"high": ("green", "#d4edda", "#155724"), "medium": ("orange", "#fff3cd", "#856404"),
                "low": ("red", "#f8d7da", "#721c24"), "unassessed": ("gray", "#e9ecef", "#495057")}
LEVELS_HELP = (f"How sure the recogniser is of each measurement: high (score ≥ {HIGH:g}), medium (≥ {MEDIUM:g}), low, "
               "or unassessed; the score is built from how the material, property and value were bound.")


def level_label(m: dict) -> str:
    """A measurement's level and score as text: "high 0.95", "unassessed"."""
    return m["level"] if m.get("confidence") is None else f"{m['level']} {m['confidence']:.2f}"


def badge(m: dict) -> str:
    """A measurement's level and score as a coloured Markdown badge."""
    return f":{LEVEL_COLORS[m['level']][0]}-badge[{level_label(m)}]"


def levels_text(levels: dict[str, int]) -> str:
    """Counts by level as "3 high · 1 low" (``paper_entities``' ``levels``)."""
    return " · ".join(f"{n} {k}" for k, n in levels.items()) or "—"


def total_levels(ents: list[dict]) -> str:
    """The entities' measurements counted by level, as text."""
    return levels_text({k: n for k in LEVEL_COLORS if (n := sum(e.get("levels", {}).get(k, 0) for e in ents))})


def measurements_tab(d: dict) -> str:
    """The label of a MatID's measurements tab: "Measurements (12 · 2 low)"."""
    n_low = sum(m["level"] == "low" for m in d["measurements"])
    return f"Measurements ({len(d['measurements'])}" + (f" · {n_low} low)" if n_low else ")")


def entities_frame(ents: list[dict]) -> pd.DataFrame:
    rows = [{"type": e["type"], "name": e["name"], "MatID": e["matid"], "surface forms": ", ".join(e["surfaces"]),
             "mentions": e["mentions"], "measurements": e["measurements"],
             "by confidence": levels_text(e.get("levels", {})),
             "best link": f"{e['links'][0]['title']} ({e['links'][0]['score']:.2f})" if e["links"] else "—"}
            for e in ents]
    return pd.DataFrame(rows, columns=["type", "name", "MatID", "mentions", "measurements", "by confidence",
                                       "surface forms", "best link"])


def show_entities(ents: list[dict]) -> None:
    """The entities table (with the count of measurements by confidence level)."""
    st.dataframe(entities_frame(ents), hide_index=True, width="stretch", placeholder="",
                 column_config={"by confidence": st.column_config.TextColumn(help=LEVELS_HELP, width="medium"),
                                "surface forms": st.column_config.TextColumn(width="medium"),
                                "mentions": st.column_config.NumberColumn(width="small")})


def show_links(ing: Ingestor, d: dict) -> None:
    if not d["links"]:
        st.info("No knowledge passage is linked to this MatID. Search the knowledge base below to link one.")
    for i, l in enumerate(d["links"]):
        with st.container(border=True):
            c1, c2, c3 = st.columns([6, 1, 1])
            badge = " :material/check: accepted" if l["status"] == "accepted" else ""
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
    st.dataframe(pd.DataFrame(rows), hide_index=True, width="stretch", placeholder="")


def measurements_frame(ms: list[dict]) -> pd.DataFrame:
    rows = [{"confidence": m["level"], "score": m.get("confidence"), "property": m["property"],
             "value": format_value(m["value"], m["value_high"], m.get("uncertainty"), m["unit"],
                                   m["conditions"].get("bound", "")),
             "conditions": ", ".join(f"{k}={v}" for k, v in m["conditions"].items()
                                   if k != "bound" and v not in (None, "", [], {})),
             "source": m["text"], "paper": m["paper"], "page": m["page"], "table": m["table_id"] or ""} for m in ms]
    return pd.DataFrame(rows, columns=["confidence", "score", "property", "value", "conditions", "source", "paper",
                                       "page", "table"])


def _level_cell(text: str) -> str:
    _, bg, fg = LEVEL_COLORS.get(text, LEVEL_COLORS["unassessed"])
    return f"background-color: {bg}; color: {fg}; font-weight: 600"


def _measurement_table(ms: list[dict], key: str) -> None:
    frame = measurements_frame(ms)
    st.dataframe(frame.style.map(_level_cell, subset=["confidence"]), hide_index=True, width="stretch", key=key,
                 placeholder="",
                 column_config={"confidence": st.column_config.TextColumn(help=LEVELS_HELP, width="small"),
                                "score": st.column_config.ProgressColumn(min_value=0.0, max_value=1.0, format="%.2f",
                                                                         color="blue", width="small"),
                                "conditions": st.column_config.TextColumn(width="medium"),
                                "source": st.column_config.TextColumn(width="large")})
    with st.expander(f"Why: the reasons for each score ({len(ms)})"):
        for m in ms:
            value = format_value(m["value"], m["value_high"], m.get("uncertainty"), m["unit"], m["conditions"].get("bound", ""))
            where = f"Table {m['table_id'][1:]}" if m["table_id"] else f"p. {m['page']}"
            flag = " · :red[outside the catalogue's plausible range]" if m.get("plausible") is False else ""
            reasons = "\n".join(f"- {r}" for r in m["reasons"]) or "- not assessed by the recogniser"
            st.markdown(f"{badge(m)} **{m['property']}** = {value} · {where}{flag}\n{reasons}")


def show_measurements(d: dict) -> None:
    """A MatID's measurements, surest first, each with its confidence level, score and reasons; the low-confidence
    ones are listed after the others under their own heading (kept in the graph, shown for review)."""
    if not d["measurements"]:
        st.caption("No measured values of this MatID.")
        return
    sure = [m for m in d["measurements"] if m["level"] != "low"]
    low = [m for m in d["measurements"] if m["level"] == "low"]
    counts = {k: sum(m["level"] == k for m in d["measurements"]) for k in LEVEL_COLORS}
    st.caption(" ".join(f":{LEVEL_COLORS[k][0]}-badge[{n} {k}]" for k, n in counts.items() if n) + " · " + LEVELS_HELP)
    if sure:
        _measurement_table(sure, key="measurements_sure")
    else:
        st.caption("Every measured value of this MatID is of low confidence.")
    if low:
        st.markdown(f"##### Low confidence ({len(low)}) — kept, shown for review")
        st.caption("The recogniser kept these facts but is unsure how a part of them was bound (see why); they are "
                   "in the graph and the answers can use them, so check them against their source.")
        _measurement_table(low, key="measurements_low")


__all__ = ["LEVEL_COLORS", "badge", "entities_frame", "level_label", "levels_text", "matid_detail",
           "measurements_tab", "total_levels", "merge",
           "paper_entities", "relink", "show_entities", "show_links", "show_measurements", "show_sources"]
