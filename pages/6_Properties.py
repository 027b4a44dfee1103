"""Properties: every measured value of the library as a table and plots, by property or by material."""
import streamlit as st

from core import measurements as M
from ui import properties as P
from ui import resources

st.set_page_config(page_title="Properties · G-RAG", page_icon=":material/show_chart:", layout="wide")
st.title(":material/show_chart: Properties")
st.caption("Which values of a property your papers report, for which materials, under which conditions, with the "
           "source of each and how sure the recogniser is of it.")
ing = resources.ingestor()
resources.graph_or_stop()
store = ing.store

summaries = M.property_summaries(store)
if not summaries:
    st.info("No measurements yet. Ingest papers on the Papers page; their measured values show up here.")
    st.stop()

mode = st.radio("Look up", ["a property", "a material"], horizontal=True, key="props-mode")
if mode == "a property":
    linked = M.property_of(store, st.query_params["measurement"]) if "measurement" in st.query_params else ""
    first = next((i for i, s in enumerate(summaries) if s.property == linked), 0)   # a link to one measurement
    chosen = st.selectbox("Property (by name or symbol; the most measured first)", summaries, index=first,
                          format_func=lambda s: s.label, key="props-property")
    df = M.measurement_table(store, chosen.property)
    units = M.units_of(df)
    unit = st.selectbox("Show values in", units, key="props-unit") if units else ""
    stem = chosen.property
else:
    everything = M.measurement_table(store)
    counts = everything.groupby("matid").agg(name=("name", "first"), n=("id", "size"),
                                             k=("property", "nunique")).sort_values("n", ascending=False)
    matid = st.selectbox("Material (the most measured first)", list(counts.index), key="props-material",
                         format_func=lambda m: f"{counts.loc[m, 'name']}: {counts.loc[m, 'n']} values of "
                                               f"{counts.loc[m, 'k']} properties")
    df, unit, stem = everything[everything["matid"] == matid], "", matid.replace(":", "_")

shown = M.in_unit(P.filters(df, "props"), unit)
st.markdown(f"**{len(shown)}** of {len(df)} measurements, {shown['matid'].nunique()} materials, "
            f"{shown['paper_id'].nunique()} papers. Click a column to sort it, a row to see its source.")
row = P.table(shown, "props", with_property=mode == "a material")
if row is not None:
    with st.container(border=True):
        P.source(row)
P.downloads(shown, stem)

if mode == "a property" and len(shown):
    st.subheader("Plots")
    tab1, tab2 = st.tabs(["Against a condition", "Against another property"])
    with tab1:
        P.against_condition(shown, "props-plot")
    with tab2:
        P.two_properties(lambda props: M.measurement_table(store, props), chosen.property, summaries,
                         st.session_state.get("props-conf"), "props-pair")
