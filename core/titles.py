"""Paper titles that read right in a library ingested before the PDF metadata was decoded and repaired
(``core.pdf.metadata``): ``python -m core repair-titles`` reads each paper's title again from its stored file
(the repaired Title metadata, or the title page 1 prints) and writes it where the pages read it, the registry and
the graph's Paper node. Nothing else is parsed again; re-ingesting a paper does the same and more."""
from __future__ import annotations

from pathlib import Path

from .models import Status


def title_of_file(path: Path) -> str:
    """The title ingestion gives a stored paper: a PDF's (``read_layout``), a text paper's first heading."""
    from .pdf.metadata import repair_text
    from .pdf.text import is_text_name, parse_text
    path = Path(path)
    if is_text_name(path.name):
        return repair_text(parse_text(path).title)
    from .pdf import open_pdf, read_layout
    with open_pdf(path) as pdf:
        return read_layout(pdf).title


def repair_titles(ing, progress=None) -> list[dict]:
    """Read the title of every processed paper again from its stored file (or, with the file gone, repair the
    stored title's text) and write the ones that changed to the registry and the graph: a row per paper with
    paper_id, filename, old and new title and whether it changed (``error`` where the file could not be read).
    ``progress(name, stage, fraction, message)`` follows the papers."""
    from .pdf import IngestError
    from .pdf.metadata import repair_text
    papers = ing.registry.list_papers(Status.PROCESSED)
    rows = []
    for i, p in enumerate(papers):
        if progress:
            progress(p.filename, "titles", i / max(1, len(papers)), "reading the title again")
        row = {"paper_id": p.paper_id, "filename": p.filename, "old": p.title}
        path = ing.original(p.paper_id)
        try:
            new = title_of_file(path) if path else ""
        except (IngestError, OSError, ValueError) as exc:
            row["error"] = str(exc)
            new = ""
        new = new or repair_text(p.title) or p.filename
        row.update(new=new, changed=new != p.title)
        if row["changed"]:
            ing.registry.update(p.paper_id, title=new)
            with ing.store.session(write=True):
                ing.store.query("MATCH (p:Paper {id: $id}) SET p.title = $title", {"id": p.paper_id, "title": new})
        rows.append(row)
    return rows
