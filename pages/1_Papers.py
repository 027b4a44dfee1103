"""Papers: upload PDFs, watch them go through the stages, read their pages, tables and figures."""
import streamlit as st

from ui import resources
from ui.papers import papers_frame, show_paper, show_results
from ui.progress import IngestProgress
from ui.state import state
from core.models import Status

st.set_page_config(page_title="Papers · G-RAG", page_icon=":material/description:", layout="wide")
st.title(":material/description: Papers")
app, ing, settings = state(), resources.ingestor(), resources.settings()

upload, folder = st.tabs(["Upload papers", "Ingest a folder on the server"])
with upload:
    with st.form("upload", clear_on_submit=True):
        files = st.file_uploader(f"PDF files, or papers as plain text or Markdown (.txt, .md; up to "
                                 f"{settings.max_upload_mb:g} MB each)", accept_multiple_files=True)
        go = st.form_submit_button("Ingest", type="primary")
    if go and files:
        progress = IngestProgress()
        app.last_results = ing.ingest_uploads([(f.name, f.getvalue()) for f in files], progress)
with folder:
    path = st.text_input("Path to a PDF, a .txt or .md paper, or a folder of PDFs", key="server_path",
                         placeholder="/data/papers or sample_papers")
    if st.button("Ingest path", key="ingest_path") and path:
        from pathlib import Path
        if not Path(path).exists():
            st.error(f"{path}: no such file or folder on the server")
        else:
            app.last_results = ing.ingest_paths([path], IngestProgress())
show_results(app.last_results)

papers = ing.registry.list_papers()
half_done = [p for p in papers if p.status in (Status.PENDING, Status.PROCESSING)]
if half_done and st.button(f"Resume {len(half_done)} interrupted paper(s)", key="resume"):
    app.last_results = ing.resume(IngestProgress())
    st.rerun()

st.header("Library")
if not papers:
    st.info("No papers yet: upload PDFs above, or run `python -m core ingest sample_papers`.")
    st.stop()
counts = ing.registry.counts()
cols = st.columns(5)
for col, key in zip(cols, ("papers", "pages", "chunks", "tables", "figures")):
    col.metric(key.capitalize(), counts[key])
st.dataframe(papers_frame(papers), hide_index=True, width="stretch", placeholder="")

labels = {p.paper_id: f"{p.label} ({p.status.value})" for p in papers}
ids = list(labels)
index = ids.index(app.selected_paper) if app.selected_paper in ids else 0
app.selected_paper = st.selectbox("Open a paper", ids, index=index, format_func=labels.get, key="open_paper")
paper = ing.registry.get(app.selected_paper)
show_paper(ing, paper)

c1, c2, c3 = st.columns([1, 1, 3])
if c1.button("Re-ingest", key="reingest", disabled=paper.status == Status.PROCESSING):
    app.last_results = [ing.reingest(paper.paper_id, IngestProgress())]
    st.rerun()
confirm = c3.checkbox("Yes, delete this paper and everything derived from it", key="confirm_delete")
if c2.button("Delete", key="delete", disabled=not confirm, type="secondary"):
    ing.delete(paper.paper_id)
    app.selected_paper, app.last_results = "", []
    st.toast(f"Deleted {paper.filename}")
    st.rerun()
