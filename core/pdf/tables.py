"""Tables, found by their captions ("Table 2. ...", "Table 2 Lattice parameters ...") and read into rows
with a real header.

The caption (all its lines) names a region: the block under it (or, when nothing table-like is
under it, above it) in the caption's column, or across the page for a full-width caption, down to the
next caption or heading, the first line of running prose or a wide vertical gap. A region drawn as a
full grid of ruling lines is read with pdfplumber's line finder; otherwise the words of the region are
read by their alignment: rows by baseline, cells split at wide gaps, columns where no data row has
ink. Header rows (above the rule under the header, or the rows before the first row of numbers) are
merged per column, a header spanning several columns (``Lattice parameters``) heading each of them,
so that each column's header keeps its unit. Candidates that read like body text are dropped.
"""
from __future__ import annotations

import logging
import re
import statistics
from collections import Counter

from ..models import TableData
from .layout import MARGIN, NUMBERED_HEADING_RE, DocLayout, Line, PageLayout

log = logging.getLogger(__name__)
NEAR = 90.0   # points between a caption and the table (or figure) it names

NUMERIC_CELL_RE = re.compile(r"^[\s(]*[-+−–±~<>≈]?\s*\.?\d")
CONDITION_RE = re.compile(r"^[-−]?\d+(?:\.\d+)?\s*(?:°\s?C|℃|K|°F|h|min|s|bar|k?Pa|MPa|GPa|cycles?)$")
CONTINUED_RE = re.compile(r"\(\s*cont(?:inued|\.|'d)?\s*\)|\bcontinued\b", re.I)


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


# a formula's elements with their amounts before a line's hyphen ("Ti0.84Zr0.16Mn0.9+x-"): whether that hyphen is the
# line break's inside the formula or a composite's ("TiO2-ZrO2") no rule here can tell, so the line goes on after a
# space, which the formula readers read past
_FORMULA_END = re.compile(r"(?=\S*\d)(?:[A-Z][a-z]?(?:\d+(?:\.\d+)?)?(?:[+−-]?[xyzδ])?){2,}$")


def join_lines(parts: list[str]) -> str:
    """Join wrapped lines. A line that ends in a hyphen after a word in lower case goes on with that word's syllables
    when the next starts in lower case ("hard-\\nening" -> "hardening"); a formula's elements with their amounts
    before it go on after a space (``_FORMULA_END``); any other word broken after its hyphen
    keeps the hyphen and takes no space, since no syllables of one word go on there: a code, a name, a number
    ("PBDT-\\nDTBSe" -> "PBDT-DTBSe", "P(C-TT-\\nQP)", "J71-\\nbased", "300-\\n750 nm", "Mott-\\nSchottky")."""
    out = ""
    for p in parts:
        p = p.strip()
        if not p:
            continue
        stem = out.rsplit(None, 1)[-1][:-1] if out.endswith("-") else ""
        if stem.isalpha() and stem.islower() and p[:1].islower():
            out = out[:-1] + p
        elif stem and (stem[-1].isalnum() or stem[-1] in ")]") and (p[:1].isalnum() or p[:1] in "([") \
                and not _FORMULA_END.search(stem):
            out += p
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


_PLAIN_NUMBER = re.compile(r"[-+−]?\d+(\.\d+)?(\s*\(\d+%?\))?")


def _sub_header(row: list[str]) -> bool:
    """A row under the header that heads its columns too: no row label, no numbers, several short names
    ("Experimental | Model" under each group, "a (Å) | c (Å)" under "Lattice parameters")."""
    filled = [c.strip() for c in row if c.strip()]
    return (bool(row) and not row[0].strip() and len(filled) >= 2 and all(len(c) <= 24 for c in filled)
            and not any(_PLAIN_NUMBER.fullmatch(c) for c in filled))


def split_header(rows: list[list[str]], gaps_merge: bool = True) -> tuple[list[str], list[list[str]]]:
    """First row is the header; the header rows under it are merged into it, up to three: a row without
    plain numbers under a header with gaps (``gaps_merge``), and sub-header rows (see ``_sub_header``)."""
    header, body = rows[0], rows[1:]
    for _ in range(3):
        if not body:
            break
        gaps = gaps_merge and any(not h for h in header) and not any(_PLAIN_NUMBER.fullmatch(c.strip()) for c in body[0])
        if not (gaps or _sub_header(body[0])):
            break
        header = [f"{a} {b}".strip() for a, b in zip(header, body[0])]
        body = body[1:]
        gaps_merge = False
    width = len(header)
    body = [r + [""] * (width - len(r)) if len(r) < width else r[:width] for r in body]
    body = [r for r in body if any(r)]
    return header, body


def column_bounds(page: PageLayout, column: int) -> tuple[float, float]:
    if page.gutter is None or column == 0:
        return 0.0, page.width
    return (0.0, page.gutter) if column == 1 else (page.gutter, page.width)


# ----------------------------------------------------------------------------------------------
# page geometry

def _page_words(page) -> list[dict]:
    """The page's words as the layout reads them (duplicates and hidden text dropped, sub- and
    superscripts attached)."""
    try:
        from .repair import clean_page, repair_words
        page = clean_page(page)
        words = page.extract_words(extra_attrs=["size", "fontname"], keep_blank_chars=False,
                                   use_text_flow=False, x_tolerance=1.5)
        return repair_words(words)
    except ImportError:  # pragma: no cover - repair is part of the package
        return page.extract_words(extra_attrs=["size", "fontname"], x_tolerance=1.5)


def _rules(page) -> list[tuple[float, float, float]]:
    """Horizontal rules as (x0, x1, y): drawn lines and thin rectangles at least 10 pt long."""
    out = []
    for o in list(page.lines) + list(page.rects):
        x0, x1, top, bottom = float(o["x0"]), float(o["x1"]), float(o["top"]), float(o["bottom"])
        if bottom - top <= 2.0 and x1 - x0 >= 10:
            out.append((x0, x1, (top + bottom) / 2))
    return out


def _vrules(page) -> int:
    return len(_vertical_rules(page))


def _vertical_rules(page) -> list[tuple[float, float, float]]:
    """Vertical rules as (x, top, bottom): drawn lines and thin rectangles at least 8 pt tall, the pieces of
    one rule (a grid drawn cell by cell) joined."""
    pieces = sorted(((float(o["x0"]) + float(o["x1"])) / 2, float(o["top"]), float(o["bottom"]))
                    for o in list(page.lines) + list(page.rects)
                    if float(o["x1"]) - float(o["x0"]) <= 2.0 and float(o["bottom"]) - float(o["top"]) >= 8)
    out: list[list[float]] = []
    for x, top, bottom in sorted(pieces, key=lambda p: (round(p[0]), p[1])):
        if out and abs(out[-1][0] - x) <= 1.0 and top - out[-1][2] <= 2.0:
            out[-1][2] = max(out[-1][2], bottom)
        else:
            out.append([x, top, bottom])
    return [tuple(r) for r in out]


def _words_of(words: list[dict], x0: float, top: float, x1: float, bottom: float) -> list[dict]:
    return [w for w in words if x0 - 1 <= (w["x0"] + w["x1"]) / 2 <= x1 + 1
            and top - 1 <= (w["top"] + w["bottom"]) / 2 <= bottom + 1]


def _segments(ws: list[dict]) -> list[list[dict]]:
    """Words of one row grouped into cells: a gap wider than a word space starts a new cell."""
    segs: list[list[dict]] = []
    for w in sorted(ws, key=lambda w: w["x0"]):
        if segs:
            prev = segs[-1][-1]
            size = max(float(prev.get("size", 8.0)), float(w.get("size", 8.0)))
            if w["x0"] - prev["x1"] <= max(2.5, 0.55 * size):
                segs[-1].append(w)
                continue
        segs.append([w])
    return segs


def _max_gap(ws: list[dict]) -> float:
    ws = sorted(ws, key=lambda w: w["x0"])
    gaps = [b["x0"] - a["x1"] for a, b in zip(ws, ws[1:])]
    return max(gaps, default=0.0)


def _is_prose(ln: Line, ws: list[dict], width: float, body_size: float) -> bool:
    """A line of running text: many words, mostly lower-case words, no column gap, and body-size type
    or nearly the full width of the region."""
    tokens = ln.text.split()
    if len(tokens) < 6:
        return False
    wordy = sum(bool(re.fullmatch(r"[a-z][a-z\-,.;:()']*", t)) for t in tokens)
    if wordy < 0.5 * len(tokens):
        return False
    size = ln.size or 8.0
    if ws and _max_gap(ws) > 1.2 * size:
        return False
    return ln.size >= body_size - 0.3 or (ln.x1 - ln.x0) >= 0.75 * width


def _heading_like(ln: Line, body_size: float) -> bool:
    """A numbered section heading the layout did not mark ("3.2. Solvothermal Synthesis")."""
    text = ln.text.strip()
    m = NUMBERED_HEADING_RE.match(text)
    return bool(m) and "." in m.group(0).split()[0] + "." and ln.size >= body_size - 0.3 \
        and not re.search(r"\d", text[m.end(1):]) and len(text.split()) <= 8


# ----------------------------------------------------------------------------------------------
# caption and region

def caption_lines(page: PageLayout, cap: Line, words: list[dict], rules) -> list[Line]:
    """The caption's lines: the label line and the lines under it in the same type and the same
    margin, close together, up to a rule or a line with a column gap (a header row)."""
    lo, hi = column_bounds(page, cap.column)
    out = [cap]
    # a label alone on its line ("Table 3") may head a caption that runs across the page
    below = sorted((ln for ln in page.lines if ln.top > cap.top + 1 and ln.x0 >= lo - 5
                    and (ln.x1 <= hi + 5 or ln.column == 0)), key=lambda ln: ln.top)
    prev = cap
    for ln in below:
        if ln.top < prev.bottom and ln.bottom > prev.top and (ln.size < 0.8 * cap.size or len(ln.text) <= 12):
            continue    # a sub/superscript or a symbol of the line above (its own line in the PDF) is part of it
        if ln.kind not in ("body", "caption_cont"):
            break
        if ln.top - prev.bottom > max(4.0, 0.8 * prev.height) or abs(ln.size - cap.size) > 0.6:
            break
        if abs(ln.x0 - cap.x0) > 12 and not (ln.x0 > cap.x0 and ln.x0 - cap.x0 <= 30 and ln.x1 <= cap.x1 + 5):
            break
        if ln.column == 0 and cap.column and prev.column != 0 and not (len(out) == 1 and len(cap.text.split()) <= 3):
            break     # (once the caption runs across the page, its next lines do too)
        if any(prev.bottom - 1 <= y <= ln.top + 1 and x0 <= ln.x1 and x1 >= ln.x0 for x0, x1, y in rules):
            break
        lws = _words_of(words, ln.x0, ln.top, ln.x1, ln.bottom)
        if lws and _max_gap(lws) > 1.5 * (ln.size or 8.0):
            break
        out.append(ln)
        prev = ln
    for ln in out[1:]:
        ln.kind = "caption_cont"
    return out


def _spans_page(page: PageLayout, cap_lines: list[Line], words, body_size: float, below: bool) -> bool:
    """Does a caption set in one column name a table across the page (AIP, APS: "TABLE I." at the left
    margin over a table as wide as the page)? Yes when the other column is empty beside the caption and
    the first line beside it, under (or over) the caption, lies in the other column at the same height
    as a line of the caption's column, or across the gutter, and is no running prose."""
    if page.gutter is None:
        return False
    column = cap_lines[0].column
    other = 3 - column
    top, bottom = min(ln.top for ln in cap_lines), max(ln.bottom for ln in cap_lines)
    usable = [ln for ln in page.lines if ln.kind != "header_footer" and ln not in cap_lines
              and page.height * MARGIN < ln.bottom and ln.top < page.height * (1 - MARGIN)]
    if any(ln.column == other and ln.top < bottom + 2 and ln.bottom > top - 2 for ln in usable):
        return False          # the other column's text runs beside the caption
    if below:
        near = sorted((ln for ln in usable if ln.top > bottom - 1 and ln.top - bottom <= NEAR), key=lambda ln: ln.top)
    else:
        near = sorted((ln for ln in usable if ln.bottom < top + 1 and top - ln.bottom <= NEAR), key=lambda ln: -ln.bottom)
    mine = [ln for ln in near if ln.column in (0, column)]
    if not mine:
        return False
    first = mine[0]
    if first.column == 0:
        partners = [first]
    else:
        partners = [ln for ln in near if ln.column == other and ln.top < first.bottom and ln.bottom > first.top]
    width = page.width / 2
    return bool(partners) and not any(
        _is_prose(ln, _words_of(words, ln.x0, ln.top, ln.x1, ln.bottom), width, body_size) for ln in partners + [first])


def _region(page: PageLayout, cap_lines: list[Line], words, body_size: float, below: bool, vrules=()):
    """(x0, top, x1, bottom) of the block beside the caption that a table can fill, or None. A gap
    that a vertical rule crosses (the tall cells of a ruled grid) is inside the table."""
    cap = cap_lines[0]
    column = 0 if any(ln.column == 0 for ln in cap_lines) else cap.column
    if column and _spans_page(page, cap_lines, words, body_size, below):
        column = 0
    lo, hi = column_bounds(page, column)
    if below:
        edge = max(ln.bottom for ln in cap_lines)
        cand = sorted((ln for ln in page.lines if ln.top > edge - 1 and ln not in cap_lines), key=lambda ln: ln.top)
    else:
        edge = cap.top
        cand = sorted((ln for ln in page.lines if ln.bottom < edge + 1 and ln not in cap_lines),
                      key=lambda ln: -ln.bottom)
    return _block(page, cand, edge, lo, hi, words, body_size, below, vrules)


def _block(page: PageLayout, cand: list[Line], edge: float, lo: float, hi: float, words, body_size: float,
           below: bool, vrules=()):
    """(x0, top, x1, bottom) of the table-like lines ``cand`` (in order away from ``edge``) between ``lo`` and
    ``hi``, starting within NEAR of the edge, up to a heading, a caption, running prose or a wide gap."""
    width = hi - lo
    # lines in the page's top and bottom margins (running heads, footers, a publisher's line that
    # appears once) are not part of a table
    cand = [ln for ln in cand if lo - 5 <= (ln.x0 + ln.x1) / 2 <= hi + 5 and ln.kind != "header_footer"
            and ln.top < page.height * (1 - MARGIN) and ln.bottom > page.height * MARGIN]
    taken: list[Line] = []
    heights: list[float] = []
    for ln in cand:
        if ln.kind in ("heading", "caption_table", "caption_figure", "title", "caption_cont", "table_text"):
            break     # (a table already read is another caption's)
        if ln.kind == "figure_text":
            break
        if _heading_like(ln, body_size):
            break
        ws = _words_of(words, ln.x0, ln.top, ln.x1, ln.bottom)
        # (a line of one column under a table across the page is measured against its column: running text
        # fills its column, whatever the type size the document's body is thought to have)
        col_lo, col_hi = column_bounds(page, ln.column) if ln.column else (lo, hi)
        if _is_prose(ln, ws, min(width, col_hi - col_lo), body_size):
            break
        if taken:
            last = taken[-1]
            gap = ln.top - last.bottom if below else last.top - ln.bottom
            limit = max(18.0, 3.0 * statistics.median(heights))
            a, b = (last.bottom, ln.top) if below else (ln.bottom, last.top)
            if gap > limit and not any(lo - 5 <= x <= hi + 5 and t <= a + 2 and bt >= b - 2 for x, t, bt in vrules):
                break
        elif (ln.top - edge if below else edge - ln.bottom) > NEAR:
            return None
        taken.append(ln)
        heights.append(ln.height)
    # trailing single lines of prose-like text (a footnote, a stray sentence) are not rows
    while taken and len(taken[-1].text.split()) >= 6 and not re.search(r"\d", taken[-1].text):
        taken.pop()
    if len(taken) < 2:
        return None
    top = min(ln.top for ln in taken)
    bottom = max(ln.bottom for ln in taken)
    x0 = min(lo, min(ln.x0 for ln in taken))
    x1 = max(hi, max(ln.x1 for ln in taken))
    return (max(0.0, x0), top, min(page.width, x1), bottom)


# ----------------------------------------------------------------------------------------------
# reading a region

def _cluster_rows(ws: list[dict]) -> list[list[dict]]:
    rows: list[list[dict]] = []
    for w in sorted(ws, key=lambda w: ((w["top"] + w["bottom"]) / 2, w["x0"])):
        mid = (w["top"] + w["bottom"]) / 2
        if rows:
            r = rows[-1]
            rmid = statistics.median((v["top"] + v["bottom"]) / 2 for v in r)
            tol = 0.45 * max(float(w.get("size", 8.0)), statistics.median(float(v.get("size", 8.0)) for v in r))
            if abs(mid - rmid) <= tol:
                r.append(w)
                continue
        rows.append([w])
    # a row of small type alone (an unattached sub- or superscript) joins the nearest row
    if len(rows) > 2:
        sizes = statistics.median(float(w.get("size", 8.0)) for r in rows for w in r)
        for i, r in enumerate(rows):
            small = all(float(w.get("size", 8.0)) < 0.8 * sizes for w in r)
            if small and len(rows) > 1:
                mid = statistics.median((w["top"] + w["bottom"]) / 2 for w in r)
                others = [j for j in range(len(rows)) if j != i and rows[j]]
                if not others:
                    continue
                j = min(others, key=lambda j: abs(statistics.median((w["top"] + w["bottom"]) / 2 for w in rows[j]) - mid))
                rows[j].extend(r)
                r.clear()
        rows = [r for r in rows if r]
        for r in rows:
            r.sort(key=lambda w: w["x0"])
    return rows


def _text(ws: list[dict]) -> str:
    """A cell's text left to right; a unit written as a stacked fraction in small type (g over cm^3, km over
    s, in a header such as "ρ0 (g/cm3)") reads "(g/cm^3)"."""
    ws = sorted(ws, key=lambda w: w["x0"])
    big = max((float(w.get("size", 8.0)) for w in ws), default=8.0)
    small = [w for w in ws if float(w.get("size", 8.0)) < 0.85 * big and len(w["text"]) <= 8]
    pairs: dict[int, dict] = {}
    for a in small:
        for b in small:
            if a is b or id(a) in pairs or id(b) in pairs or any(p is a or p is b for p in pairs.values()):
                continue
            ca, cb = (a["x0"] + a["x1"]) / 2, (b["x0"] + b["x1"]) / 2
            if b["top"] >= a["top"] + 0.5 * (a["bottom"] - a["top"]) and abs(ca - cb) <= \
                    0.5 * max(a["x1"] - a["x0"], b["x1"] - b["x0"]) + 1 and b["top"] - a["bottom"] <= 3:
                pairs[id(a)] = b
    out = []
    for w in ws:
        if any(p is w for p in pairs.values()):
            continue
        out.append(f"({w['text']}/{pairs[id(w)]['text']})" if id(w) in pairs else w["text"])
    return " ".join(out).strip()


DIACRITICS = set("˚¨´`ˆ˜¯˙¸ˇ˘˝^~'")    # accents drawn apart over their letter ("A ˚" is Å): kept


def _drop_overprints(ws: list[dict]) -> list[dict]:
    """Words without a letter or digit drawn over other words are parts of drawn delimiters (a tall
    parenthesis around a stacked unit, set in a symbol font whose boxes land on the row below), not text."""
    def over(a, b) -> bool:
        h = min(b["x1"], a["x1"]) - max(b["x0"], a["x0"])
        v = min(b["bottom"], a["bottom"]) - max(b["top"], a["top"])
        return h >= 0.6 * min(a["x1"] - a["x0"], b["x1"] - b["x0"]) and \
            v >= 0.5 * min(a["bottom"] - a["top"], b["bottom"] - b["top"])
    return [w for w in ws if re.search(r"[^\W_]", w["text"]) or set(w["text"]) <= DIACRITICS
            or not any(v is not w and over(w, v) for v in ws)]


def _is_numeric(text: str) -> bool:
    text = re.sub(r"^[A-Za-zα-ωΑ-Ω]{1,5}\s*[=:]\s*", "", text.strip())   # "a = 4.9742"
    return bool(NUMERIC_CELL_RE.match(text)) or text.strip() in ("-", "–", "—", "−", "/", "n.a.", "N/A")


def _full_rule_between(rules, y0: float, y1: float, lo: float, hi: float) -> bool:
    """A rule (or a row of rule pieces) across most of the table between heights y0 and y1."""
    cover = sum(min(rx1, hi) - max(rx0, lo) for rx0, rx1, y in rules if y0 < y < y1 and rx1 > lo and rx0 < hi)
    return cover >= 0.7 * (hi - lo)


def read_aligned(ws: list[dict], rules=()) -> list[list[str]] | None:
    """Header and rows of a table from its words' alignment; the header merged per column.
    Returns [header, *rows] or None when the words do not form columns."""
    rows = _cluster_rows(ws)
    if len(rows) < 2:
        return None
    segrows = [_segments(r) for r in rows]
    # data rows: several cells, most of them numbers
    data = [i for i, segs in enumerate(segrows)
            if len(segs) >= 2 and sum(_is_numeric(_text(s)) for s in segs[1:]) >= max(1, 0.5 * (len(segs) - 1))]
    # a leading row of conditions ("225°C 250°C 275°C", "77 K 293 K") heads the columns under it
    while len(data) > 2 and all(CONDITION_RE.match(_text(s)) for s in segrows[data[0]]):
        data.pop(0)
    basis = data if len(data) >= 2 else [i for i, s in enumerate(segrows) if len(s) >= 2]
    if not basis:
        return None
    lo = min(w["x0"] for w in ws)
    hi = max(w["x1"] for w in ws)
    n = int(hi - lo) + 2
    cover = [0] * n
    for i in basis:
        for s in segrows[i]:
            a, b = int(s[0]["x0"] - lo), int(max(w["x1"] for w in s) - lo)
            for x in range(max(0, a), min(n, b + 1)):
                cover[x] += 1
    allowed = len(basis) // 7          # a cell or two of overhang does not close a column gap
    cols: list[list[float]] = []       # extents of the columns in the data rows
    start = None
    for x in range(n + 1):
        inked = x < n and cover[x] > allowed
        if inked and start is None:
            start = x
        elif not inked and start is not None:
            if cols and start + lo - cols[-1][1] < 2:
                cols[-1][1] = x + lo
            else:
                cols.append([start + lo, x + lo])
            start = None
    # cells that lie wholly in a gap between those columns (a group label such as "Mg-Ni" written once
    # per group of rows, body rows only) make a column of their own
    header_guess = data[0] if data else 1
    extra: list[list[float]] = []
    for i, segs in enumerate(segrows):
        if i < header_guess:
            continue
        for s in segs:
            a, b = s[0]["x0"], max(w["x1"] for w in s)
            if any(min(b, c[1]) - max(a, c[0]) > 0 for c in cols):
                continue
            for e in extra:
                if min(b, e[1]) - max(a, e[0]) > -2:
                    e[0], e[1] = min(e[0], a), max(e[1], b)
                    break
            else:
                extra.append([a, b])
    cols = sorted(cols + extra)
    if len(cols) < 2:
        return None
    bounds = [(a[1] + b[0]) / 2 for a, b in zip(cols, cols[1:])]
    ncols = len(cols)

    def col_of(x: float) -> int:
        return sum(x > b for b in bounds)

    # header rows: above the last rule across the table between the first row and the first row of
    # numbers (rules under group headers, "Density (kg/m3)" over "Mean | SD", are not the header's end),
    # or before the first row of numbers
    mids = [statistics.median((w["top"] + w["bottom"]) / 2 for w in r) for r in rows]
    n_header, ruled_at = header_guess, 0
    for i in range(1, min(len(rows), (data[0] + 1) if data else 6)):
        if _full_rule_between(rules, mids[i - 1], mids[i], lo, hi):
            ruled_at = i
            if not data:
                break
    # (a rule may close a header of many short lines, cells centred at different heights; without one,
    # at most five rows head the table)
    n_header = max(1, min(ruled_at, 10) if ruled_at else min(n_header, 5))

    def overlapping(a: float, b: float) -> list[int]:
        return [c for c in range(ncols) if min(b, cols[c][1]) - max(a, cols[c][0]) > 0.5]

    def header_col(a: float, b: float) -> int:
        over = overlapping(a, b)
        if not over:
            return col_of((a + b) / 2)
        return max(over, key=lambda c: min(b, cols[c][1]) - max(a, cols[c][0]))

    table: list[list[str]] = []
    header_cells: list[list[list[dict]]] = []
    for i, segs in enumerate(segrows):
        cells: list[list[dict]] = [[] for _ in range(ncols)]
        spanning: list[tuple[list[int], list[dict]]] = []
        for s in segs:
            if i >= n_header:
                for w in s:
                    cells[col_of((w["x0"] + w["x1"]) / 2)].append(w)
                continue
            a, b = s[0]["x0"], max(w["x1"] for w in s)
            over = overlapping(a, b)
            if len(over) <= 1:
                cells[over[0] if over else header_col(a, b)].extend(s)
            else:
                # one header over several columns (a group header such as "Lattice parameters"): it
                # heads each of them
                spanning.append((list(range(min(over), max(over) + 1)), s))
        if i < n_header:
            header_cells.append(cells)
        row = [_text(c) for c in cells]
        for span, s in spanning:
            for c in span:
                row[c] = f"{_text(s)} {row[c]}".strip()
        table.append(row)
    # short rules under group headers ("Density, ρ (kg/m3)" over "Mean | SD", a booktabs cmidrule):
    # (y, the columns each spans)
    group_rules = []
    for rx0, rx1, ry in rules:
        if not (n_header >= 2 and mids[0] < ry < mids[n_header - 1]) or rx1 - rx0 >= 0.7 * (hi - lo):
            continue
        span = [c for c in range(ncols) if rx0 - 2 <= (cols[c][0] + cols[c][1]) / 2 <= rx1 + 2]
        if len(span) >= 2:
            group_rules.append((ry, span))

    # a short header centred over columns that only the header rows under it name ("Peq (bar)" over
    # "225 °C … 300 °C") heads all of them, within the group that a short rule under it marks
    for r in range(len(header_cells) - 1):
        group = {c: k for k, (ry, span) in enumerate(group_rules) if ry > mids[r] for c in span}
        for c in range(ncols):
            ws_c = header_cells[r][c]
            if not ws_c or any(table[r][c] != _text(ws_c) for _ in [0]):
                continue
            below = lambda j: any(table[k][j] for k in range(r + 1, len(header_cells)))
            a = b = c
            while a - 1 >= 0 and not table[r][a - 1] and below(a - 1) and group.get(a - 1) == group.get(c):
                a -= 1
            while b + 1 < ncols and not table[r][b + 1] and below(b + 1) and group.get(b + 1) == group.get(c):
                b += 1
            if a == b:
                continue
            centre = (min(w["x0"] for w in ws_c) + max(w["x1"] for w in ws_c)) / 2
            if abs(centre - (cols[a][0] + cols[b][1]) / 2) <= 0.2 * (cols[b][1] - cols[a][0]):
                for j in range(a, b + 1):
                    table[r][j] = _text(ws_c)
    # a group header over the columns that a short rule under it spans: all its words head each of them
    for ry, span in group_rules:
        for r in range(n_header):
            if mids[r] < ry:
                texts = list(dict.fromkeys(table[r][c] for c in span if table[r][c]))
                for c in span:
                    table[r][c] = " ".join(texts)
    header = [""] * ncols
    for row in table[:n_header]:
        header = [f"{h} {c}".strip() for h, c in zip(header, row)]

    # rules inside the body that part it in bands of at most one row of numbers: each band is one row
    # whose cells wrap over several lines
    body_idx = list(range(n_header, len(table)))
    bands: list[list[int]] = []
    for i in body_idx:
        if bands and not _full_rule_between(rules, mids[i - 1], mids[i], lo, hi):
            bands[-1].append(i)
        else:
            bands.append([i])
    dataset = set(data)
    if len(bands) >= 2 and all(sum(i in dataset for i in band) <= 1 for band in bands):
        body = [[join_lines([table[i][c] for i in band]) for c in range(ncols)] for band in bands]
    elif len(bands) >= 2 and group_label_column([table[i] for i in body_idx], [i in dataset for i in body_idx]):
        # groups: the bands between rules that also cross the label column (a rule under the value columns
        # only parts the rows of one group); fewer than two groups with numbers: no merged label column
        label_lo, label_hi = cols[0][0], cols[0][1]
        groups: list[list[list[int]]] = []
        for band in bands:
            if groups and not _full_rule_between(rules, mids[band[0] - 1], mids[band[0]], label_lo, label_hi):
                groups[-1].append(band)
            else:
                groups.append([band])
        # fewer than two groups with numbers: no merged label column after all
        grouped = [unwrap([table[i] for b in g for i in b]) for g in groups] \
            if sum(any(i in dataset for b in g for i in b) for g in groups) >= 2 else None
        body = group_rows(grouped) if grouped is not None else [table[i] for i in body_idx]
    else:
        body = [table[i] for i in body_idx]
    body = [r for r in body if any(r)]
    if not body:
        return None
    return [header, *body]


def group_label_column(rows: list[list[str]], numeric: list[bool]) -> bool:
    """Is the first column a group label written once per group of rows (a vertically merged cell: "VA-5CR"
    centred beside its TiFe and Ti2Fe rows, "HPT N50 / γ = 2000" on two lines)? Yes when some line holds
    only that label, or a row of numbers has none while others have one."""
    labelled = [r for r in rows if r and r[0].strip()]
    only_label = any(r[0].strip() and not any(c.strip() for c in r[1:]) for r in rows if r)
    unlabelled = any(not r[0].strip() and num for r, num in zip(rows, numeric) if r)
    return bool(labelled) and (only_label or unlabelled)


def unwrap(lines: list[list[str]]) -> list[list[str]]:
    """The rows of one group of a table whose first column is a group label: a line with a single cell
    beside the label column is a wrapped cell ("Mg-5wt.%Ti-" over "5wt.%Fe", "a = 4.37 (1)" over "b = 3.08
    (1)") and joins the row of values next to it that has that cell free (the one above when both have it)."""
    def cells(r):
        return [c for c in range(1, len(r)) if r[c].strip()]
    rows = [list(r) for r in lines]
    kinds = ["value" if len(cells(r)) >= 2 else "wrap" if cells(r) else "label" for r in rows]
    for k, r in enumerate(rows):
        if kinds[k] != "wrap":
            continue
        prev = next((j for j in range(k - 1, -1, -1) if kinds[j] == "value"), None)
        nxt = next((j for j in range(k + 1, len(rows)) if kinds[j] == "value"), None)
        (c,) = cells(r)
        if prev is not None and not rows[prev][c].strip() or prev is None and nxt is not None:
            target = prev if prev is not None else nxt
        elif nxt is not None and not rows[nxt][c].strip():
            target = nxt
        else:
            target = prev
        if target is None:
            continue
        parts = [rows[target][c], r[c]] if target < k else [r[c], rows[target][c]]
        rows[target][c] = join_lines(parts)
        kinds[k] = "label"            # what is left of it is the group label's line, if any
        r[1:] = [""] * (len(r) - 1)
    return rows


def group_rows(bands: list[list[list[str]]]) -> list[list[str]]:
    """Rows grouped by the rules between them: every row of a group takes the group's label, which is all
    the first-column text of the group in reading order (a merged cell's lines are spread over the rows
    beside it); a line that holds only the label is no row."""
    out = []
    for band in bands:
        label = join_lines([r[0] for r in band if r[0].strip()])
        for r in band:
            if any(c.strip() for c in r[1:]):
                out.append([label, *r[1:]])
        if not any(any(c.strip() for c in r[1:]) for r in band) and label:
            out.append([label, *[""] * (len(band[0]) - 1)])
    return out


def _cell_text(words: list[dict], bbox) -> str:
    """The text of a grid cell from the page's repaired words (subscripts attached: CH3NH3PbCl3(s), not
    "CH NH PbCl 3 3 3(s)"), its lines joined."""
    x0, top, x1, bottom = bbox
    ws = [w for w in words if x0 - 0.5 <= (w["x0"] + w["x1"]) / 2 <= x1 + 0.5
          and top - 0.5 <= (w["top"] + w["bottom"]) / 2 <= bottom + 0.5]
    return join_lines([_text(r) for r in _cluster_rows(ws)]) if ws else ""


def _read_ruled(page, box, words=None, rules=()) -> list[list[str]] | None:
    """A region drawn as a grid: pdfplumber's line finder, when it covers the region; the cells' text from
    ``words`` when given. The rules just above and under the region's text (tall cells) close it."""
    across = [y for x0, x1, y in rules if x0 < box[2] and x1 > box[0]]
    top = min((y for y in across if box[1] - 20 <= y < box[1] - 4), default=box[1] - 2) - 2
    bottom = max((y for y in across if box[3] + 4 < y <= box[3] + 20), default=box[3] + 2) + 2
    try:
        crop = page.crop((box[0] - 2, top, box[2] + 2, bottom), strict=False)
        found = crop.find_tables()
    except Exception as exc:  # a damaged page must not fail the paper
        log.info("ruled table reader failed on page %s: %s", page.page_number, exc)
        return None
    best = None
    for t in found:
        tb = t.bbox
        if (tb[3] - tb[1]) < 0.6 * (box[3] - box[1]):
            continue
        rows = [[_clean(c) for c in r] for r in t.extract()]
        if words is not None:
            cells = [[_cell_text(words, c) if c is not None else None for c in r.cells] for r in t.rows]
            # a cell that pdfplumber merged over several (None) keeps its text in its first cell
            if len(cells) == len(rows) and all(len(a) == len(b) for a, b in zip(cells, rows)):
                rows = [[c if c is not None else "" for c in r] for r in cells]
        if not looks_like_prose(rows) and (best is None or len(rows) > len(best[1])):
            best = (tuple(float(v) for v in tb), rows)
    return best


def _in_lines(w: dict, lines) -> bool:
    cx, cy = (w["x0"] + w["x1"]) / 2, (w["top"] + w["bottom"]) / 2
    return any(ln.x0 - 1 <= cx <= ln.x1 + 1 and ln.top - 1 <= cy <= ln.bottom + 1 for ln in lines)


def _read_region(page, words, box, rules, grid: bool, caption: list[Line] = ()) -> tuple[list[str], list[list[str]]] | None:
    ruled = _read_ruled(page, box, words, rules) if grid else None
    if ruled is not None:
        bbox, rows = ruled
        header, body = split_header(rows)
    else:
        ws = _drop_overprints([w for w in _words_of(words, *box) if not _in_lines(w, caption)])
        inside = [r for r in rules if box[1] - 3 <= r[2] <= box[3] + 3]
        table = read_aligned(ws, inside) if ws else None
        if table is None:
            return None
        header, body = split_header(table, gaps_merge=False)
        bbox = (min(w["x0"] for w in ws), min(w["top"] for w in ws), max(w["x1"] for w in ws),
                max(w["bottom"] for w in ws))
    if looks_like_prose([header, *body]):
        return None
    return header, body, bbox


def extract_tables(pdf, layout: DocLayout, path: str | None = None) -> list[TableData]:
    """``pdf`` is an open pdfplumber.PDF; ``path`` is kept for callers (tables are read from ``pdf``)."""
    tables: list[TableData] = []
    seen_numbers: dict[int, int] = {}
    captions_read: dict[int, str] = {}
    pending: TableData | None = None     # the table that ends the page before, which may go on
    for page_layout in layout.pages:
        captions = [ln for ln in page_layout.lines if ln.kind == "caption_table"]
        before, pending = pending, None
        if not captions and before is None:
            continue
        page = pdf.pages[page_layout.page - 1]
        words = _page_words(page)
        rules = _rules(page)
        vrules = _vertical_rules(page)
        grid = len(vrules) >= 2
        body_size = min(layout.body_size, _page_body_size(page_layout, layout.body_size))
        if before is not None and (more := _continuation(page_layout, page, words, rules, vrules, grid, before,
                                                         body_size)) is not None:
            tables.append(more)
            _mark_inside(page_layout, more.bbox)
            if _ends_page(page_layout, more.bbox):
                pending = more
        for cap in sorted(captions, key=lambda c: c.top):
            cap_lines = caption_lines(page_layout, cap, words, rules)
            text = join_lines([ln.text for ln in cap_lines])
            continued = cap.number in seen_numbers
            renumbered = continued and not CONTINUED_RE.search(text) and _other_caption(text, captions_read[cap.number])
            if continued and not renumbered and not CONTINUED_RE.search(text):
                continue   # a second mention of a table already read
            read = None
            box = None
            for below in (True, False):
                box = _region(page_layout, cap_lines, words, body_size, below, vrules)
                if box is not None and (read := _read_region(page, words, box, rules, grid, cap_lines)) is not None:
                    break
            if read is None:
                log.info("table %s on page %s: caption found but no table read", cap.number, cap.page)
                continue
            header, body, box = read
            seen_numbers[cap.number] = seen_numbers.get(cap.number, 0) + 1
            captions_read.setdefault(cap.number, text)
            if renumbered:     # a table numbered anew (supplementary information, a corrigendum)
                tid = f"T{cap.number} (p{page_layout.page})"
            elif continued:
                tid = f"T{cap.number} (continued {seen_numbers[cap.number]})"
            else:
                tid = f"T{cap.number}"
            tables.append(TableData(tid, cap.number, page_layout.page, text, header, body, tuple(box)))
            _mark_inside(page_layout, box)
            pending = tables[-1] if _ends_page(page_layout, box) else None
    return tables


def _page_body_size(page_layout: PageLayout, default: float) -> float:
    """The type size of most of a page's text (by characters): a paper whose supplementary pages are set
    larger than its article has two body sizes, and running text is running text in either."""
    sizes: Counter = Counter()
    for ln in page_layout.lines:
        if ln.kind == "body":
            sizes[round(ln.size, 1)] += len(ln.text)
    return sizes.most_common(1)[0][0] if sizes else default


def _ends_page(page_layout: PageLayout, box) -> bool:
    """Does the table in ``box`` end its page: no line under it, in its columns, above the bottom margin?"""
    return not any(ln.kind != "header_footer" and ln.top > box[3] + 1 and ln.x1 > box[0] and ln.x0 < box[2]
                   and ln.top < page_layout.height * (1 - MARGIN) for ln in page_layout.lines)


def _continuation(page_layout: PageLayout, page, words, rules, vrules, grid: bool, table: TableData,
                  body_size: float) -> TableData | None:
    """The rest of ``table`` (which ends the page before) at the top of this page, without a caption: a
    block of table-like lines under the top margin, across the table's columns, that reads as a table
    with as many columns; a header repeated at its top is dropped."""
    x0, _, x1, _ = table.bbox
    cand = sorted((ln for ln in page_layout.lines if ln.x1 > x0 and ln.x0 < x1), key=lambda ln: ln.top)
    cand = [ln for ln in cand if ln.kind != "header_footer" and ln.bottom > page_layout.height * MARGIN]
    if not cand or cand[0].kind != "body":
        return None          # a caption, a heading or the title first: no continuation
    box = _block(page_layout, cand, page_layout.height * MARGIN, x0, x1, words, body_size, True, vrules)
    if box is None:
        return None
    read = _read_region(page, words, box, rules, grid)
    if read is None:
        return None
    header, body, box = read
    width = len(table.header)
    if len(header) != width:
        return None
    if [h.strip() for h in header] != [h.strip() for h in table.header]:
        if sum(_is_numeric(c) for c in header if c.strip()) < 0.5 * width:
            return None      # another header: another table
        body = [header, *body]
    if not body:
        return None
    base = table.table_id.split(" (continued")[0]
    k = int(m.group(1)) + 1 if (m := re.search(r"\(continued (\d+)\)", table.table_id)) else 2
    return TableData(f"{base} (continued {k})", table.number, page_layout.page, table.caption, list(table.header),
                     body, tuple(box))


def _other_caption(text: str, first: str) -> bool:
    """Is a caption with the number of a table already read another table's (numbering that starts again in
    supplementary information or a corrigendum), not that table's caption repeated? Its own words (past
    the label) are mostly not the first's."""
    def words(t: str) -> set[str]:
        return set(re.findall(r"[a-z]{3,}", re.sub(r"^\S+\s+\S+", "", t.strip()).lower()))
    mine, theirs = words(text), words(first)
    return len(mine) >= 3 and len(mine & theirs) < 0.5 * len(mine)


def _mark_inside(page_layout: PageLayout, box) -> None:
    """Lines of a table are not body text."""
    for ln in page_layout.lines:
        cy = (ln.top + ln.bottom) / 2
        cx = (ln.x0 + ln.x1) / 2
        if ln.kind == "body" and box[0] - 1 <= cx <= box[2] + 1 and box[1] - 1 <= cy <= box[3] + 1:
            ln.kind = "table_text"
