"""The Properties page's pieces: the filters, the table, a row's source, the charts and the downloads."""
from __future__ import annotations

from urllib.parse import quote

import altair as alt
import pandas as pd
import streamlit as st

from core import measurements as M
from core.matid import conditions
from core.pipelines.facts import conditions_text
from core.pipelines.wording import value_spans
from core.units import equals, format_value
from ui.card import marked

alt.data_transformers.disable_max_rows()      # a lab's library: tens of thousands of points are fine


def condition_label(col: str) -> str:
    """A condition column's name with its unit, as the catalogue gives them ("temperature (K)", "time (h)")."""
    key = col.removeprefix("cond_")
    unit = conditions.condition_unit(key)
    return f"{conditions.condition_label(key)} ({unit})" if unit else conditions.condition_label(key)


def filters(df: pd.DataFrame, key: str) -> pd.DataFrame:
    """Filter widgets (element system, paper, minimum confidence, a range per condition); the rows they keep."""
    c1, c2, c3 = st.columns([2, 2, 1])
    systems = c1.multiselect("Material family (element system)", sorted(df["system"].unique()), key=f"{key}-sys")
    papers = c2.multiselect("Paper", sorted(df["paper"].unique()), key=f"{key}-papers")
    conf = c3.slider("Minimum confidence", 0.0, 1.0, 0.0, 0.05, key=f"{key}-conf",
                     help="0.75 and above is 'high': what the answer card answers from")
    ranges = {}
    conds = [c for c in M.condition_columns(df) if df[c].notna().any()]
    if conds:
        with st.expander("Condition ranges"):
            for col in conds:
                lo, hi = float(df[col].min()), float(df[col].max())
                if lo < hi and st.checkbox(f"Only {condition_label(col)} in a range", key=f"{key}-on-{col}"):
                    ranges[col] = st.slider(condition_label(col), lo, hi, (lo, hi), key=f"{key}-{col}")
    return M.select(df, systems=systems, papers=papers, min_confidence=conf, ranges=ranges)


def table(df: pd.DataFrame, key: str, with_property: bool) -> pd.Series | None:
    """The measurements, sortable by any column; the row the user opened, or None."""
    view = pd.DataFrame({
        "material": df["material"], "canonical": df["name"], **({"property": df["property_name"]} if with_property else {}),
        "bound": [c.get("bound", "") for c in df["conditions"]],      # "> 20 %": the value is a bound
        "value": df["shown"], "to": df["shown_high"], "±": df["shown_uncertainty"], "unit": df["shown_unit"],
        "conditions": [conditions_text({"conditions": c}) for c in df["conditions"]],
        "paper": df["paper"], "page": df["page"], "table": df["table"], "figure": df["figure"],
        "confidence": df["confidence"], "level": df["level"]})
    event = st.dataframe(view, hide_index=True, width="stretch", on_select="rerun", selection_mode="single-row",
                         placeholder="",
                         key=f"{key}-table", column_config={
                             "confidence": st.column_config.ProgressColumn("confidence", min_value=0.0, max_value=1.0,
                                                                           format="%.2f"),
                             "value": st.column_config.NumberColumn("value", format="%g")})
    rows = event.selection.rows if event is not None else []
    if rows:
        return df.iloc[rows[0]]
    opened = df[df["id"] == st.query_params.get("measurement", "")]      # a link to one measurement
    return opened.iloc[0] if len(opened) else None


def source(row: pd.Series) -> None:
    """A measurement's source sentence or table row with the value marked, and a link to it on the Graph page."""
    value = format_value(row["value"], None if pd.isna(row["value_high"]) else row["value_high"],
                         None if pd.isna(row["uncertainty"]) else row["uncertainty"], row["unit"],
                         row["conditions"].get("bound", ""))
    conds = conditions_text({"conditions": row["conditions"]})
    where = ", ".join(x for x in (row["paper"], f"p. {row['page']}", row["table"], row["figure"]) if x)
    st.markdown(f"**{row['property_name']} of {row['material']}** ({row['name']}) "
                f"{equals(row['conditions'].get('bound', ''))}**{value}**"
                + (f" — {conds}" if conds else ""))
    spans = value_spans({"text": row["text"], "value": row["value"], "unit": row["unit"]})
    st.markdown(f"> {marked(row['text'], spans)}")
    st.caption(f"{where} · confidence {row['confidence']:.2f} ({row['level']})" if pd.notna(row["confidence"])
               else where)
    st.markdown(f":material/hub: [Show {row['name']} on the Graph page](Graph?focus={quote(row['matid'])})")


def against_condition(df: pd.DataFrame, key: str) -> None:
    """The property against a condition, coloured by material; hovering shows the source."""
    conds = [c for c in M.condition_columns(df) if df[c].notna().any()]
    if not conds:
        st.info("No measurement shown states a numeric condition (temperature, grain size, pressure, cycles …).")
        return
    col = st.selectbox("Condition", conds, format_func=condition_label, key=f"{key}-x")
    data = df[df[col].notna()].assign(x=lambda d: d[col], snippet=lambda d: d["text"].str.slice(0, 140))
    unit = data["shown_unit"].mode().iloc[0] if len(data) else ""
    chart = alt.Chart(data[["x", "shown", "name", "material", "paper", "page", "snippet", "confidence"]]).mark_point(
        filled=True, size=70).encode(
        x=alt.X("x:Q", title=condition_label(col), scale=alt.Scale(zero=False)),
        y=alt.Y("shown:Q", title=f"{data['property_name'].iloc[0] if len(data) else ''} ({unit})",
                scale=alt.Scale(zero=False)),
        color=alt.Color("name:N", title="material", scale=alt.Scale(scheme="tableau10")),
        tooltip=["material", "name", alt.Tooltip("shown:Q", title="value", format=".4g"), "paper", "page",
                 alt.Tooltip("confidence:Q", format=".2f"), "snippet"]).interactive()
    st.altair_chart(chart, width="stretch")


def two_properties(table_of, prop_x: str, summaries: list, min_confidence: float | None, key: str) -> None:
    """One property against another across materials (an Ashby-style chart): the median of each material.
    ``table_of(properties)`` gives the measurements of those properties."""
    others = [s for s in summaries if s.property != prop_x]
    if not others:
        st.info("The library has one measured property only.")
        return
    c1, c2 = st.columns([3, 1])
    other = c1.selectbox("Against", others, format_func=lambda s: s.label, key=f"{key}-y")
    log = c2.checkbox("Log scales", key=f"{key}-log")
    pairs = M.pair_table(M.select(table_of([prop_x, other.property]), min_confidence=min_confidence), prop_x,
                         other.property)
    if pairs.empty:
        st.info("No material has measurements of both properties.")
        return
    scale = alt.Scale(type="log") if log else alt.Scale(zero=False)
    chart = alt.Chart(pairs).mark_circle(size=120).encode(
        x=alt.X("x:Q", title=f"{M.property_name(prop_x)} ({pairs['x_unit'].iloc[0]})", scale=scale),
        y=alt.Y("y:Q", title=f"{other.name} ({pairs['y_unit'].iloc[0]})", scale=scale),
        color=alt.Color("system:N", title="family", scale=alt.Scale(scheme="tableau10")),
        tooltip=["name", "system", alt.Tooltip("x:Q", format=".4g"), alt.Tooltip("y:Q", format=".4g"),
                 alt.Tooltip("n:Q", title="measurements")]).interactive()
    st.altair_chart(chart, width="stretch")
    st.caption("Each point is a material: the median of its measurements of each property, in the unit most "
               "used for it.")


def downloads(df: pd.DataFrame, stem: str) -> None:
    cols = st.columns(3)
    for col, fmt, mime in zip(cols, M.FORMATS, ("text/csv", "application/json", "application/octet-stream")):
        col.download_button(fmt.upper(), M.export(df, fmt), file_name=f"{stem}.{fmt}", mime=mime,
                            icon=":material/download:",
                            key=f"dl-{stem}-{fmt}", width="stretch")
