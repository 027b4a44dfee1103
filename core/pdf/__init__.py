"""PDF parsing: checks on the file, text in reading order, tables, figures, and the assembled paper."""
from __future__ import annotations

import re
import statistics
import time
import unicodedata
from pathlib import Path

from ..models import Block, FigureData, ParsedPaper, TableData
from .figures import extract_figures, vlm_describer
from .layout import REFERENCE_HEADINGS, DocLayout, read_layout
from .tables import extract_tables, join_lines

__all__ = ["IngestError", "check_file", "open_pdf", "read_layout", "extract_tables", "extract_figures",
           "assemble", "parse_pdf", "parse_for_ingest", "vlm_describer", "safe_display_name"]


class IngestError(Exception):
    """A paper that cannot be ingested; the message is shown to the user as it is."""


def safe_display_name(name: str) -> str:
    """The upload's name as we record it: no directories, no control characters."""
    name = unicodedata.normalize("NFC", name)
    name = "".join(ch if unicodedata.category(ch)[0] != "C" else "?" for ch in name)
    return name.replace("/", "_").replace("\\", "_").strip() or "unnamed.pdf"


def check_name(name: str) -> None:
    if "/" in name or "\\" in name or name in (".", "..") or ".." in re.split(r"[/\\]", name):
        raise IngestError(f"unsafe file name {safe_display_name(name)!r}: it contains path separators; "
                          "rename the file and upload it again")
    if any(unicodedata.category(ch) == "Cc" for ch in name):
        raise IngestError(f"unsafe file name {safe_display_name(name)!r}: it contains control characters")


def check_file(data: bytes, name: str, max_mb: float) -> None:
    """Reject what is not a readable PDF (or, for a .txt or .md name, UTF-8 text), with a message that says why."""
    check_name(name)
    if not data:
        raise IngestError("empty file (0 bytes)")
    from .text import check_text, is_text_name
    if is_text_name(name):              # a paper as plain text or Markdown
        check_text(data, max_mb)
        return
    size_mb = len(data) / 1e6
    if size_mb > max_mb:
        raise IngestError(f"file is {size_mb:.1f} MB, over the limit of {max_mb:g} MB (setting max_upload_mb)")
    if b"%PDF-" not in data[:1024]:
        head = data[:16].decode("latin-1", "replace")
        raise IngestError(f"not a PDF: the file does not start with a PDF header (it starts with {head!r})")
    if b"%%EOF" not in data[-4096:]:
        raise IngestError("corrupt or truncated PDF: the end-of-file marker is missing")
    import io

    from pypdf import PdfReader
    from pypdf.errors import PyPdfError
    try:
        reader = PdfReader(io.BytesIO(data), strict=False)
        if reader.is_encrypted and not reader.decrypt(""):
            raise IngestError("encrypted PDF: it needs a password; remove the protection and upload it again")
        if len(reader.pages) == 0:
            raise IngestError("corrupt PDF: it has no pages")
    except IngestError:
        raise
    except (PyPdfError, ValueError, KeyError, TypeError, OSError) as exc:
        raise IngestError(f"corrupt PDF: {exc}") from exc


def open_pdf(path: Path):
    import pdfplumber
    try:
        return pdfplumber.open(str(path))
    except Exception as exc:  # pdfminer raises many kinds for damaged files
        raise IngestError(f"corrupt PDF: {type(exc).__name__}: {exc}") from exc


def check_text_layer(layout: DocLayout) -> None:
    chars = sum(p.n_chars for p in layout.pages)
    if chars < 20 * max(1, len(layout.pages)) / 4:
        raise IngestError("no text layer: this looks like a scanned PDF (images only); OCR is not configured")


def _inside(ln, boxes) -> bool:
    cx, cy = (ln.x0 + ln.x1) / 2, (ln.top + ln.bottom) / 2
    return any(b[0] - 1 <= cx <= b[2] + 1 and b[1] - 1 <= cy <= b[3] + 1 for b in boxes)


def split_references(text: str) -> list[str]:
    parts = re.split(r"\s(?=\[\d+\]\s)", text)
    if len(parts) <= 1:
        parts = re.split(r"(?<=\.)\s+(?=\d{1,3}\.\s+[A-Z])", text)
    return [p.strip() for p in parts if p.strip()]


def assemble(layout: DocLayout, tables: list[TableData], figures: list[FigureData]) -> ParsedPaper:
    """Body text as blocks (paragraphs) with page and section; references and captions set aside."""
    boxes_by_page: dict[int, list] = {}
    for item in [*tables, *figures]:
        if item.bbox:
            boxes_by_page.setdefault(item.page, []).append(item.bbox)
    heights = [ln.height for ln in layout.lines() if ln.kind == "body"]
    line_h = statistics.median(heights) if heights else 10.0

    blocks: list[Block] = []
    references: list[str] = []
    section, in_refs = "Front matter", False
    cur: list[str] = []
    cur_page, prev = 0, None

    def flush():
        nonlocal cur
        if cur:
            text = join_lines(cur)
            if in_refs:
                references.append(text)
            else:
                blocks.append(Block(cur_page, section, text))
        cur = []

    for ln in layout.lines():
        if ln.kind == "heading":
            flush()
            name = ln.text.strip()
            in_refs = in_refs or name.lower().rstrip(":") in REFERENCE_HEADINGS
            section = re.sub(r"^\d+(\.\d+)*\.?\s+", "", name)
            prev = None
            continue
        if ln.kind != "body" or _inside(ln, boxes_by_page.get(ln.page, [])):
            continue
        new_para = prev is None or ln.page != prev.page or ln.column != prev.column \
            or ln.top - prev.bottom > 0.6 * line_h or ln.top < prev.top
        if new_para and cur:
            # a paragraph running on into the next column continues when the line above stopped
            # mid-sentence; at a page break it is split (a block has one page) and the chunker
            # joins the pieces again
            continues = prev is not None and (ln.page != prev.page or ln.column != prev.column) \
                and not re.search(r"[.!?:]\)?$", cur[-1]) and not ln.text[:1].isupper()
            if not continues or ln.page != cur_page:
                flush()
        if not cur:
            cur_page = ln.page
        cur.append(ln.text)
        prev = ln
    flush()

    if in_refs and len(references) <= 2:
        references = split_references(" ".join(references))
    pages_text = []
    for p in layout.pages:
        pages_text.append("\n\n".join(b.text for b in blocks if b.page == p.page))
    return ParsedPaper(title=layout.title, doi=layout.doi, n_pages=len(layout.pages), pages=pages_text,
                       blocks=blocks, references=references, headers_footers=layout.headers_footers,
                       tables=tables, figures=figures)


def parse_pdf(path: Path, figures_dir: Path | None = None, describe=None, timings: dict | None = None,
              check: bool = True, ocr: bool = True) -> ParsedPaper:
    """Text in reading order, tables and figures of a PDF, assembled; ``timings`` (if given) receives each
    stage's seconds (parse, tables, figures). ``check=False`` skips the checks on the file (done already);
    ``ocr=False`` leaves the words of raster figures unread."""
    path = Path(path)
    if check:
        check_file(path.read_bytes(), path.name, max_mb=float("inf"))
    timings = {} if timings is None else timings
    t = time.perf_counter()
    with open_pdf(path) as pdf:
        layout = read_layout(pdf)
        check_text_layer(layout)
        t = _lap(timings, "parse", t)
        tables = extract_tables(pdf, layout, str(path))
        t = _lap(timings, "tables", t)
        figures = extract_figures(pdf, layout, figures_dir, describe, ocr)
        _lap(timings, "figures", t)
    return assemble(layout, tables, figures)


def parse_for_ingest(path: Path, figures_dir: Path, vlm: tuple | None = None, ocr: bool = True) -> tuple[ParsedPaper, dict]:
    """The parsed paper and its stage timings, for ingestion (runs as well in a worker process: its arguments
    and result pickle; ``vlm`` = the arguments of ``vlm_describer`` or None; ``ocr``: read raster figures' words)."""
    timings: dict[str, float] = {}
    from .text import is_text_name, parse_text
    if is_text_name(Path(path).name):
        t = time.perf_counter()
        parsed = parse_text(Path(path))
        timings["parse"] = time.perf_counter() - t
        return parsed, timings
    parsed = parse_pdf(path, figures_dir, vlm_describer(*vlm) if vlm else None, timings, check=False, ocr=ocr)
    return parsed, timings


def _lap(timings: dict, key: str, t: float) -> float:
    now = time.perf_counter()
    timings[key] = now - t
    return now
