"""The Papers page's pieces: ingest results, the paper list, and one paper's pages, tables, figures."""
from __future__ import annotations

import pandas as pd
import streamlit as st

from core.ingest import IngestResult, Ingestor
from core.models import PaperRecord, Status

def show_results(results: list[IngestResult]) -> None:
    for r in results:
        if r.status == Status.FAILED:
            st.error(f"**{r.filename}** failed: {r.error}")
        elif r.status == Status.SKIPPED:
            st.info(f"**{r.filename}** was skipped: {r.error}")
        else:
            st.success(f"**{r.filename}** ingested: {r.n_pages} pages, {r.n_chunks} chunks, "
                       f"{r.n_tables} tables, {r.n_figures} figures "
                       f"({sum(r.timings.values()):.1f} s)")


def papers_frame(papers: list[PaperRecord]) -> pd.DataFrame:
    rows = [{"status": p.status.value, "title": p.label, "file": p.filename, "pages": p.n_pages, "chunks": p.n_chunks,
             "tables": p.n_tables, "figures": p.n_figures, "reason": p.error, "id": p.paper_id} for p in papers]
    return pd.DataFrame(rows, columns=["status", "title", "file", "pages", "chunks", "tables", "figures",
                                       "reason", "id"])


def show_paper(ing: Ingestor, paper: PaperRecord) -> None:
    pid = paper.paper_id
    st.subheader(paper.label)
    meta = [f"file `{paper.filename}`", f"id `{pid}`", f"status **{paper.status.value}**"]
    if paper.doi:
        meta.append(f"DOI [{paper.doi}](https://doi.org/{paper.doi})")
    st.caption(" · ".join(meta))
    if paper.status == Status.FAILED:
        st.error(paper.error)
        return
    tabs = st.tabs(["Pages", f"Tables ({paper.n_tables})", f"Figures ({paper.n_figures})",
                    f"Chunks ({paper.n_chunks})", "References", "Timings"])
    with tabs[0]:
        pages = ing.registry.pages(pid)
        if pages:
            n = st.number_input("Page", 1, len(pages), 1, key=f"page_{pid}")
            st.text_area("Body text in reading order (running headers, tables, captions and references set aside)",
                         pages[n - 1], height=420, key=f"pagetext_{pid}_{n}")
    with tabs[1]:
        for t in ing.registry.tables(pid):
            st.markdown(f"**{t.caption}** (page {t.page})")
            frame = t.to_frame()
            st.dataframe(frame, hide_index=True, width="stretch", placeholder="")
            st.download_button("Download CSV", frame.to_csv(index=False, na_rep="").encode(),
                               f"{pid}_table_{t.number}.csv",
                               "text/csv", key=f"csv_{pid}_{t.number}")
    with tabs[2]:
        for f in ing.registry.figures(pid):
            image = ing.paper_dir(pid) / f.image_path if f.image_path else None
            if image and image.exists():
                st.image(str(image), caption=f"Page {f.page}: {f.caption}")
            else:
                st.markdown(f"**{f.caption}** (page {f.page}, no image extracted)")
            if f.description:
                st.caption(f"Description by the vision model: {f.description}")
            if f.words:
                st.caption(f"Words in the figure (searchable; not read as measurements): {f.words}")
    with tabs[3]:
        chunks = ing.registry.chunks(pid)
        st.dataframe(pd.DataFrame([{"id": c.chunk_id, "kind": c.kind, "pages": ", ".join(map(str, c.pages)),
                                    "section": c.section, "tokens": c.n_tokens, "text": c.text} for c in chunks]),
                     hide_index=True, width="stretch", placeholder="")
    with tabs[4]:
        refs = paper.meta.get("references", [])
        st.markdown("\n".join(f"1. {r}" for r in refs) if refs else "No reference list found.")
    with tabs[5]:
        if paper.timings:
            st.bar_chart(pd.Series(paper.timings, name="seconds"), horizontal=True)
