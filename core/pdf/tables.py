"""Tables, found by their captions ("Table 2. ...") and read into rows with a real header.

Ruled tables are read with pdfplumber's line finder; where a caption has no ruled table near it,
camelot's stream reader is tried on the region under the caption. Candidates that read like body
text (long cells, mostly empty cells, a single column) are dropped.
"""
from __future__ import annotations

import logging
import re

from ..models import TableData
from .layout import DocLayout, Line, PageLayout

log = logging.getLogger(__name__)
NEAR = 90.0   # points between a caption and the table it names


def caption_text(page: PageLayout, start: Line, stop_top: float | None = None) -> str:
    """The caption beginning at ``start`` with its continuation lines (which are marked)."""
    lines = page.lines
    i = lines.index(start)
    parts, prev = [start.text], start
    for ln in lines[i + 1:]:
        if ln.column != start.column or ln.kind != "body":
            break
        if stop_top is not None and ln.top >= stop_top - 1:
            break
        if ln.top - prev.bottom > max(4.0, 0.8 * prev.height):
            break
        ln.kind = "caption_cont"
        parts.append(ln.text)
        prev = ln
    return join_lines(parts)


def join_lines(parts: list[str]) -> str:
    """Join wrapped lines, undoing end-of-line hyphenation ("hard-\\nening" -> "hardening")."""
    out = ""
    for p in parts:
        p = p.strip()
        if not p:
            continue
        if out.endswith("-") and len(out) > 1 and out[-2].isalpha() and p[:1].islower():
            out = out[:-1] + p
        else:
            out = f"{out} {p}" if out else p
    return out


def _clean(cell) -> str:
    return join_lines(str(cell).split("\n")) if cell is not None else ""


def looks_like_prose(rows: list[list[str]]) -> bool:
    cells = [c for r in rows for c in r]
    filled = [c for c in cells if c]
    if len(rows) < 2 or max((len(r) for r in rows), default=0) < 2 or not filled:
        return True
    if len(filled) < 0.4 * len(cells):
        return True
    return sum(len(c) for c in filled) / len(filled) > 45


def split_header(rows: list[list[str]]) -> tuple[list[str], list[list[str]]]:
    """First row is the header; a second header row (gaps in the first, no plain numbers) is merged."""
    header, body = rows[0], rows[1:]
    numeric = re.compile(r"[-+]?\d+(\.\d+)?")
    if body and any(not h for h in header) and not any(numeric.fullmatch(c.strip()) for c in body[0]):
        header = [f"{a} {b}".strip() for a, b in zip(header, body[0])]
        body = body[1:]
    width = len(header)
    body = [r + [""] * (width - len(r)) if len(r) < width else r[:width] for r in body]
    body = [r for r in body if any(r)]
    return header, body


def _column_bounds(page: PageLayout, column: int) -> tuple[float, float]:
    if page.gutter is None or column == 0:
        return 0.0, page.width
    return (0.0, page.gutter) if column == 1 else (page.gutter, page.width)


def extract_tables(pdf, layout: DocLayout, path: str | None = None) -> list[TableData]:
    """``pdf`` is an open pdfplumber.PDF; ``path`` lets camelot try captions with no ruled table."""
    tables: list[TableData] = []
    seen_numbers: set[int] = set()
    for page_layout in layout.pages:
        captions = [ln for ln in page_layout.lines if ln.kind == "caption_table"]
        if not captions:
            continue
        page = pdf.pages[page_layout.page - 1]
        found = []
        for t in page.find_tables():
            rows = [[_clean(c) for c in r] for r in t.extract()]
            if not looks_like_prose(rows):
                found.append((t.bbox, rows))
        for cap in captions:
            if cap.number in seen_numbers:
                continue   # "Table 1 (continued)" or a second mention
            lo, hi = _column_bounds(page_layout, cap.column)
            best = None
            for bbox, rows in found:
                cx = (bbox[0] + bbox[2]) / 2
                if not (lo - 5 <= cx <= hi + 5):
                    continue
                gap = bbox[1] - cap.bottom if bbox[1] >= cap.top else cap.top - bbox[3]
                if -2 <= gap <= NEAR and (best is None or gap < best[0]):
                    best = (gap, bbox, rows)
            if best is not None:
                _, bbox, rows = best
                found = [f for f in found if f[1] is not rows]
                text = caption_text(page_layout, cap, stop_top=bbox[1] if bbox[1] > cap.top else None)
            else:
                text = caption_text(page_layout, cap)
                bbox, rows = _camelot_under(path, page_layout, cap) if path else (None, None)
                if rows is None:
                    log.info("table %s on page %s: caption found but no table read", cap.number, cap.page)
                    continue
            header, body = split_header(rows)
            seen_numbers.add(cap.number)
            tables.append(TableData(f"T{cap.number}", cap.number, page_layout.page, text, header, body,
                                    tuple(bbox) if bbox else None))
    return tables


def _camelot_under(path: str, page: PageLayout, cap: Line):
    """Try camelot's stream reader on the region below a caption (unruled tables)."""
    try:
        import camelot
    except ImportError:  # pragma: no cover - camelot is in requirements
        return None, None
    lo, hi = _column_bounds(page, cap.column)
    below = [ln for ln in page.lines if ln.column == cap.column and ln.top > cap.bottom + 1]
    bottom = page.height * 0.95
    for i, ln in enumerate(below):
        # the table ends at the next heading or caption, or at the first line of running prose
        words = ln.text.split()
        prose = i > 0 and len(words) >= 10 and sum(w.isalpha() and w.islower() for w in words) >= len(words) / 2
        if ln.kind in ("heading", "caption_table", "caption_figure") or prose:
            bottom = ln.top - 1
            break
    area = f"{lo:.0f},{page.height - cap.bottom:.0f},{hi:.0f},{page.height - bottom:.0f}"
    try:
        found = camelot.read_pdf(path, pages=str(page.page), flavor="stream", table_areas=[area])
    except Exception as exc:  # camelot raises many kinds on odd pages
        log.info("camelot could not read page %s: %s", page.page, exc)
        return None, None
    for t in found:
        rows = [[_clean(c) for c in r] for r in t.df.values.tolist()]
        if not looks_like_prose(rows):
            return (lo, cap.bottom, hi, bottom), rows
    return None, None
