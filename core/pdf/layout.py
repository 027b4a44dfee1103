"""Reading a PDF's text layer into lines in reading order.

Two-column journal pages are read left column then right column, with full-width parts
(title block, abstract, wide figures) kept in their place from top to bottom. Running headers
and footers (lines in the page margins that repeat across pages) are set aside, the title
(largest type on page 1) and DOI are found, and table/figure captions are marked so the
table and figure extractors can find what they describe.
"""
from __future__ import annotations

import re
import statistics
import unicodedata
from collections import Counter
from dataclasses import dataclass, field

import numpy as np

from .metadata import document_info, repair_text
from .repair import WORD_GAP, clean_page, fix_line, repair_words

DOI_RE = re.compile(r"\b(10\.\d{4,9}/[-._;()/:A-Za-z0-9]+[A-Za-z0-9])")
# a caption, not a mention in the text: "Table 2." / "Fig. 1:" / "Figure 3 —" or the label alone on its line
# a table's number: Arabic, or Roman in capitals ("TABLE I.", "Table IV:", the style of AIP and APS journals)
TABLE_NUMBER = r"(\d+|(?-i:[IVXL]{1,6})(?![a-z]))"
TABLE_CAPTION_RE = re.compile(rf"^Table\s+{TABLE_NUMBER}\s*(?:[.:|—–-]|$)", re.I)
FIGURE_CAPTION_RE = re.compile(r"^(?:Fig\.|Figure)\s*(\d+)\s*(?:[.:|—–-]|$)", re.I)
TABLE_LABEL_RE = re.compile(rf"^(?:Table|TABLE)\s+{TABLE_NUMBER}\s+[A-Z(]")
FIGURE_LABEL_RE = re.compile(r"^(?:Fig\.|Figure)\s*(\d+)\s+[A-Z(]")
NUMBERED_HEADING_RE = re.compile(r"^(\d+(?:\.\d+)*)\.?\s+[A-Z][^.!?]{1,80}$")
NAMED_HEADINGS = {"abstract", "references", "bibliography", "acknowledgements", "acknowledgments",
                  "introduction", "conclusions", "conclusion", "keywords", "literature cited"}
REFERENCE_HEADINGS = {"references", "bibliography", "literature cited"}

def caption_number(label: str) -> int:
    """A caption's number from its label: "3" -> 3, "IV" -> 4."""
    if label.isdigit():
        return int(label)
    values = {"I": 1, "V": 5, "X": 10, "L": 50}
    total = 0
    for a, b in zip(label, label[1:] + " "):
        total += -values[a] if values.get(b, 0) > values[a] else values[a]
    return total


def is_caption_label(text: str) -> bool:
    """Does the text begin with a table or figure caption's label ("Table 3", "TABLE II.", "Fig. 2:")?"""
    text = text.strip()
    return bool(TABLE_CAPTION_RE.match(text) or TABLE_LABEL_RE.match(text) or FIGURE_CAPTION_RE.match(text)
                or FIGURE_LABEL_RE.match(text))


MARGIN = 0.075   # share of the page height treated as header/footer zone


@dataclass
class Line:
    page: int
    text: str
    x0: float
    top: float
    x1: float
    bottom: float
    size: float
    bold: bool
    column: int = 0          # 0 = full width, 1 = left, 2 = right
    kind: str = "body"       # body | heading | caption_table | caption_figure | header_footer
    number: int = 0          # caption number

    @property
    def height(self) -> float:
        return self.bottom - self.top


@dataclass
class PageLayout:
    page: int
    width: float
    height: float
    lines: list[Line]
    gutter: float | None     # x of the gap between columns, None for single-column pages
    n_chars: int = 0


@dataclass
class DocLayout:
    pages: list[PageLayout]
    title: str = ""
    doi: str = ""
    body_size: float = 10.0
    headers_footers: list[str] = field(default_factory=list)

    def lines(self):
        for p in self.pages:
            yield from p.lines


def _is_bold(fontname: str) -> bool:
    return bool(re.search(r"bold|black|heavy|semibold|-bd|\.b$", fontname or "", re.I))


def _cluster(words: list[dict], tol: float = 2.5) -> list[list[dict]]:
    """Words grouped into rows by their top coordinate, each row left to right."""
    rows: list[list[dict]] = []
    for w in sorted(words, key=lambda w: (round(w["top"], 1), w["x0"])):
        if rows and abs(rows[-1][0]["top"] - w["top"]) <= tol:
            rows[-1].append(w)
        else:
            rows.append([w])
    for ws in rows:
        ws.sort(key=lambda w: w["x0"])
    return rows


def _make_line(ws: list[dict], page_no: int, column: int = 0) -> Line:
    sizes = [w.get("size", 10.0) for w in ws]
    return Line(page_no, fix_line(" ".join(w["text"] for w in ws)), min(w["x0"] for w in ws),
                min(w["top"] for w in ws), max(w["x1"] for w in ws), max(w["bottom"] for w in ws),
                statistics.median(sizes), all(_is_bold(w.get("fontname", "")) for w in ws), column)


def _group_lines(words: list[dict], page_no: int, column: int = 0) -> list[Line]:
    return [_make_line(ws, page_no, column) for ws in _cluster(words)]


def _find_gutter(words: list[dict], width: float) -> float | None:
    """The x between 35% and 65% of the width that the fewest words cross, if columns exist."""
    if len(words) < 40:
        return None
    best_x, best_n = None, None
    xs = np.arange(int(width * 0.35), int(width * 0.65))
    x0 = np.array([w["x0"] for w in words])[:, None]
    x1 = np.array([w["x1"] for w in words])[:, None]
    crossing = ((x0 < xs) & (xs < x1)).sum(axis=0)          # words crossing each x
    for x, n in zip(xs.tolist(), crossing.tolist()):
        if best_n is None or n < best_n or (n == best_n and abs(x - width / 2) < abs(best_x - width / 2)):
            best_x, best_n = x, n
    left = sum(1 for w in words if w["x1"] <= best_x)
    right = sum(1 for w in words if w["x0"] >= best_x)
    # a real gutter: crossed by few words, with a substantial share of text on each side
    if best_n <= 0.12 * len(words) and min(left, right) >= 0.2 * len(words):
        return float(best_x)
    return None


def _spans_gutter(row: list[dict], gutter: float, max_space: float = 7.0) -> bool:
    """A row of full-width text: a word crosses the gutter, or the words on either side of it are
    only a word space apart (a real column gap is wider)."""
    if any(w["x0"] < gutter < w["x1"] for w in row):
        return True
    left = [w for w in row if w["x1"] <= gutter]
    right = [w for w in row if w["x0"] >= gutter]
    if not left or not right:
        return False
    return min(w["x0"] for w in right) - max(w["x1"] for w in left) <= max_space


def _order_columns(words: list[dict], page_no: int, gutter: float | None) -> list[Line]:
    """Lines in reading order: full-width bands in place, two-column bands left then right."""
    if gutter is None:
        return _group_lines(words, page_no)
    ordered: list[Line] = []
    band: list[dict] = []

    def flush():
        left = [w for w in band if (w["x0"] + w["x1"]) / 2 < gutter]
        right = [w for w in band if (w["x0"] + w["x1"]) / 2 >= gutter]
        ordered.extend(_group_lines(left, page_no, 1) + _group_lines(right, page_no, 2))
        band.clear()

    for row in _cluster(words):
        if _spans_gutter(row, gutter):
            flush()
            ordered.append(_make_line(row, page_no, 0))
        else:
            band.extend(row)
    flush()
    return ordered


def _signature(text: str) -> str:
    return re.sub(r"\d+", "#", text.strip().lower())


def read_layout(pdf) -> DocLayout:
    """``pdf`` is an open ``pdfplumber.PDF``."""
    # pass 1: words of every page, and the rows that lie in the header/footer margins
    page_words, margin_rows = [], []
    for i, page in enumerate(pdf.pages, start=1):
        page = clean_page(page)
        words = repair_words(page.extract_words(extra_attrs=["size", "fontname"], keep_blank_chars=False,
                                                use_text_flow=False, x_tolerance_ratio=WORD_GAP))
        h = float(page.height)
        rows = [r for r in _cluster(words)
                if max(w["bottom"] for w in r) <= h * MARGIN or min(w["top"] for w in r) >= h * (1 - MARGIN)]
        page_words.append((page, words))
        margin_rows += [(i, r) for r in rows]

    # running headers and footers: margin rows whose digit-blind text repeats on two pages or more
    # (a header may be split in parts left and right, so each part counts too), and page numbers
    def parts(row):
        groups, cur = [], [row[0]]
        for a, b in zip(row, row[1:]):
            if b["x0"] - a["x1"] > 20:
                groups.append(cur)
                cur = []
            cur.append(b)
        return groups + [cur]

    seen: Counter = Counter()
    # a caption's label set in the top margin ("Table 3" over a table that fills the page) repeats
    # digit-blind from page to page, but it is no running header
    margin_rows = [(i, r) for i, r in margin_rows if not is_caption_label(" ".join(w["text"] for w in r))]
    for i, row in margin_rows:
        for part in {_signature(" ".join(w["text"] for w in g)) for g in parts(row)}:
            seen[part] += 1
    n_pages = len(page_words)
    hf_words: set[int] = set()
    headers_footers: list[str] = []
    for i, row in margin_rows:
        for g in parts(row):
            text = " ".join(w["text"] for w in g)
            sig = _signature(text)
            if (seen[sig] >= 2 and n_pages >= 2) or re.fullmatch(r"(page\s*)?#(\s*(of|/)\s*#)?", sig):
                hf_words.update(id(w) for w in g)
                if text not in headers_footers:
                    headers_footers.append(text)

    # pass 2: columns and reading order of what is left
    pages: list[PageLayout] = []
    for i, (page, words) in enumerate(page_words, start=1):
        words = [w for w in words if id(w) not in hf_words]
        gutter = _find_gutter(words, float(page.width))
        pages.append(PageLayout(i, float(page.width), float(page.height), [], gutter, n_chars=len(page.chars)))
    for pl, (page, words) in zip(pages, page_words):
        pl.lines = _order_columns([w for w in words if id(w) not in hf_words], pl.page, pl.gutter)

    doc = DocLayout(pages, headers_footers=headers_footers)
    sizes = [round(ln.size, 1) for ln in doc.lines()]
    doc.body_size = Counter(sizes).most_common(1)[0][0] if sizes else 10.0
    _mark_headings_and_captions(doc)
    doc.title = _find_title(doc, document_info(pdf))
    doc.doi = _find_doi(doc, pdf, headers_footers)
    return doc


def _inside_sentence(prev: Line | None, ln: Line) -> bool:
    """Is ``ln`` the next line of the sentence ``prev`` leaves open (a mention that wrapped to the start of a
    line: "... see Table 3 to / Table 14. Finally, ...")? The line just above in the same column, in the same
    type, closely spaced, ending in a lower-case word or a comma."""
    if prev is None or prev.kind != "body" or prev.column != ln.column or abs(prev.size - ln.size) > 0.3:
        return False
    gap = ln.top - prev.bottom
    if not (-1.0 <= gap <= 0.6 * max(ln.height, 1.0)) or abs(prev.x0 - ln.x0) > 0.5 * max(ln.x1 - ln.x0, 1.0):
        return False
    return bool(re.search(r"(?:\b[a-z]{2,}|,)$", prev.text.strip())) and len(prev.text.split()) >= 6


def _mark_headings_and_captions(doc: DocLayout) -> None:
    prev_of: dict[int, Line] = {}
    for page in doc.pages:
        last: dict[int, Line] = {}
        for ln in page.lines:
            if ln.column in last:
                prev_of[id(ln)] = last[ln.column]
            last[ln.column] = ln
    for ln in doc.lines():
        if ln.kind != "body":
            continue
        text = ln.text.strip()
        # "Table 2 Lattice parameters…" with no punctuation (RSC, Elsevier) is a caption when it is set
        # in smaller type than the body; "Table 2 lists…" in body type is a mention
        smaller = ln.size < doc.body_size - 0.4
        mention = _inside_sentence(prev_of.get(id(ln)), ln)
        if not mention and (m := TABLE_CAPTION_RE.match(text) or (smaller and TABLE_LABEL_RE.match(text))):
            ln.kind, ln.number = "caption_table", caption_number(m.group(1))
            continue
        if not mention and (m := FIGURE_CAPTION_RE.match(text) or (smaller and FIGURE_LABEL_RE.match(text))):
            ln.kind, ln.number = "caption_figure", int(m.group(1))
            continue
        bigger = ln.size > doc.body_size + 0.5
        if len(text) <= 90 and (ln.bold or bigger):
            if NUMBERED_HEADING_RE.match(text) or text.lower().rstrip(":") in NAMED_HEADINGS:
                ln.kind = "heading"
        elif text.lower().rstrip(":") in NAMED_HEADINGS and len(text) <= 30:
            ln.kind = "heading"


KICKER_RE = re.compile(r"^(open( access)?|article|research article|review( article)?|original (article|paper)|"
                       r"communication|letter|full paper|editorial|check for updates)\b[\s:|-]*", re.I)


def _squash(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


def _find_title(doc: DocLayout, metadata: dict | None = None) -> str:
    """The title: the largest type in the top half of page 1 that reads as a title (several words; not
    a journal banner such as "RSC Advances" or "molecules", not a kicker such as "OPEN" or "Review");
    the PDF's own Title metadata (``metadata.document_info``: decoded and repaired) when it is a real title
    that page 1 shows (not a file name), every character beyond ASCII included: a Title the publisher
    mis-encoded beyond repair ("Hallâ€“Petch" that is no known mojibake) gives way to page 1's."""
    if not doc.pages:
        return ""
    first = [ln for ln in doc.pages[0].lines if ln.kind == "body" and ln.top < doc.pages[0].height * 0.5]
    title = ""
    for size in sorted({round(ln.size, 1) for ln in first}, reverse=True):
        if size <= doc.body_size + 1:
            break
        lines = [ln for ln in first if abs(ln.size - size) < 0.6]
        text = KICKER_RE.sub("", " ".join(ln.text for ln in lines)).strip()
        if len(text.split()) >= 4:
            for ln in lines:
                ln.kind = "title"
            title = text
            break
    meta = str((metadata or {}).get("Title") or "").strip()
    page1 = _squash(" ".join(ln.text for ln in doc.pages[0].lines))
    long_words = [_squash(w) for w in meta.split() if len(_squash(w)) >= 4]
    shown = sum(w in page1 for w in long_words) >= 0.6 * len(long_words) if long_words else False
    page1_chars = set(unicodedata.normalize("NFC", " ".join(ln.text for ln in doc.pages[0].lines)))
    foreign = {ch for ch in meta if ch in _MOJIBAKE} - page1_chars - _TYPOGRAPHIC
    if len(meta.split()) >= 4 and not re.search(r"\.(pdf|docx?|tex|indd)$|^microsoft word|^untitled", meta, re.I) \
            and shown and (not foreign or not title):
        return " ".join(meta.split())
    return repair_text(title)


# what text decoded with the wrong one-byte code page is made of (cp1252's and Latin-1's upper half, the
# replacement character); characters a Title may write where page 1 sets another (quotes, dashes, a space)
_MOJIBAKE = set(bytes(range(0x80, 0x100)).decode("cp1252", "ignore")) | set(map(chr, range(0x80, 0x100))) | {"\ufffd"}
_TYPOGRAPHIC = set("\u2018\u2019\u201c\u201d\u2013\u2014\u00a0")


def _find_doi(doc: DocLayout, pdf, extra: list[str]) -> str:
    meta = getattr(pdf, "metadata", {}) or {}
    candidates = [str(meta.get(k, "")) for k in ("doi", "DOI", "Subject", "Keywords")] + extra
    if doc.pages:
        candidates += [ln.text for ln in doc.pages[0].lines]
    for text in candidates:
        if m := DOI_RE.search(text.replace(" ", "") if "doi" in text.lower() else text):
            return m.group(1).rstrip(".")
    return ""
