"""G-RAG dashboard: the corpus at a glance and the health of each backend."""
import pandas as pd
import streamlit as st

from core.llm import llm_label
from ui import resources

st.set_page_config(page_title="G-RAG · materials knowledge graphs", page_icon=":material/science:", layout="wide")
st.title(":material/science: G-RAG: knowledge-graph question answering for materials science")
st.markdown("Ask about alloy properties and compare **Naive RAG**, **Graph RAG** and **G-RAG** side by side, "
            "with citations to paper, page, table and figure. Start on **Papers** to add PDFs.")

settings, ing = resources.settings(), resources.ingestor()
counts = ing.registry.counts()
st.subheader("Corpus")
cols = st.columns(5)
for col, key in zip(cols, ("papers", "chunks", "tables", "figures", "failed")):
    col.metric(key.capitalize(), counts[key])
if counts["papers"] == 0:
    st.info("The corpus is empty. Upload papers on the Papers page or run `make run`, which ingests sample_papers/.")

st.subheader("Backends")
if st.button("Check again", key="recheck"):
    resources.health.clear()
rows = resources.health(settings.model_dump_json())
frame = pd.DataFrame([{"status": "ok" if r["ok"] else "DOWN", "component": r["component"], "backend": r["backend"],
                       "detail": r["detail"], "seconds": r["seconds"]} for r in rows])
st.dataframe(frame, hide_index=True, width="stretch", placeholder="")
bad = [r for r in rows if not r["ok"]]
if bad:
    st.warning("Some backends do not answer: " + "; ".join(f"{r['component']} ({r['detail']})" for r in bad))
for r in (r for r in bad if r.get("repair")):
    st.error(f"**{r['component']}** needs repair. It is derived data: the button (or `{r['repair']}`) keeps the "
             "damaged file under a name with the time and builds it again from the stored papers, chunks and "
             "curation decisions.")
    if st.button(f"Repair the {r['component'].lower()}", key=f"repair-{r['component']}", type="primary"):
        bar = st.progress(0.0, text="Setting the damaged file aside …")
        kept, built = resources.repair_graph(lambda f, msg: bar.progress(f, text=msg))
        resources.health.clear()
        st.success(f"Kept the damaged file as `{kept}`; rebuilt the graphs of {built} paper(s)." if kept else
                   f"The graph opened normally; rebuilt the graphs of {built} paper(s).")
        st.button("Check again", key="recheck-after-repair")
st.caption(f"LLM: {llm_label(settings)}. Settings come from GRAG_* environment variables and an optional "
           "grag.toml; see the README.")

with st.expander("Settings in force"):
    st.json(settings.public_dict())
