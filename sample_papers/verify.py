"""Check the sample papers and their questions against the PDFs' text layer.

Run from the repository root after ``sample_papers/build.py``:

    .venv/bin/python sample_papers/verify.py

It checks, for every paper: 2-3 pages; the title on page 1; the running header and
the "Page N" footer on every page; that the special characters (micro sign, degree,
superscript two/three, plus-minus, Angstrom, en dash) come back from the text
layer; that the ruled tables are found by pdfplumber with their header row and a
caption "Table N." above them; that every figure is a raster image with a caption
"Fig. N." below it; and which column/page breaks fall inside a paragraph.

For every question in questions.jsonl: every number in ``values`` (both ends of a
range) appears on the given page for text/table questions, and appears nowhere in
that paper's text layer for figure questions (so it can only be read from the plot).
Exits non-zero when a check fails.
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pdfplumber

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import build  # noqa: E402  (titles, geometry)

NUM = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?!\d)")
# characters outside ASCII that the papers use; each one used in a paper's source
# must come back from its text layer
SPECIAL = "\u00b5\u00b0\u00b2\u00b3\u00b1\u00c5\u00b7\u2013\u00fd"
failures: list[str] = []


def fail(msg: str) -> None:
    failures.append(msg)
    print("  FAIL:", msg)


def numbers(text: str) -> set[float]:
    return {float(m) for m in NUM.findall(text)}


def norm(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip()


def column_texts(page, first: bool):
    """Left and right column body text (header/footer and title block excluded)."""
    top = 60.0
    if first:
        rules = [ln for ln in page.lines if ln["x1"] - ln["x0"] > 400 and 70 < ln["top"] < 420]
        top = max(ln["top"] for ln in rules) + 2
    x_mid = build.MARGIN_L + build.COL_W + build.GUTTER / 2
    left = page.crop((0, top, x_mid, build.PAGE_H - 46)).extract_text() or ""
    right = page.crop((x_mid, top, build.PAGE_W, build.PAGE_H - 46)).extract_text() or ""
    return left, right


def ends_paragraph(line: str) -> bool:
    return line.rstrip().endswith((".", ":", "]", ")")) or bool(re.match(r"^Table|^Fig", line))


def paper_source_text(paper) -> str:
    parts = [paper.title, paper.short_title, paper.abstract, paper.keywords, *paper.references]
    for heading, blocks in paper.sections:
        parts.append(heading)
        for b in blocks:
            if isinstance(b, str):
                parts.append(b)
            elif isinstance(b, build.TableSpec):
                parts += [b.caption, *b.header, *(c for row in b.rows for c in row)]
            else:
                parts.append(b.caption)
    return "\n".join(parts)


def check_paper(paper) -> dict[int, str]:
    path = HERE / paper.filename
    print(f"== {paper.filename}")
    texts: dict[int, str] = {}
    with pdfplumber.open(path) as pdf:
        n = len(pdf.pages)
        print(f"  pages: {n}")
        if not 2 <= n <= 3:
            fail(f"{paper.filename}: {n} pages")
        all_text = ""
        prev_col_last = None
        continuations = []
        for i, page in enumerate(pdf.pages, 1):
            text = page.extract_text() or ""
            texts[i] = text
            all_text += text + "\n"
            lines = text.splitlines()
            # running header and footer on every page
            if not (lines[0].startswith(build.JOURNAL) and lines[0].endswith(paper.short_title)):
                fail(f"{paper.filename} p{i}: header line is {lines[0]!r}")
            if lines[-1].strip() != f"Page {i}":
                fail(f"{paper.filename} p{i}: footer line is {lines[-1]!r}")
            if i == 1:
                # the title is set in the full-width block: compare with whitespace collapsed
                head = norm(page.crop((0, 0, build.PAGE_W, 140)).extract_text())
                if norm(paper.title) not in head:
                    fail(f"{paper.filename}: title not found on page 1")
                else:
                    print(f"  title on page 1: {paper.title[:60]}...")
                if f"doi:10.5555/grag-sample.2026.{paper.number:03d}" not in text:
                    fail(f"{paper.filename}: doi line missing")
            # tables: ruled tables found by pdfplumber, caption above
            for t in page.find_tables():
                rows = t.extract()
                caption_words = [w for w in page.extract_words()
                                 if w["bottom"] < t.bbox[1] and t.bbox[1] - w["bottom"] < 40
                                 and t.bbox[0] - 2 <= w["x0"] <= t.bbox[2]]
                cap_line = " ".join(w["text"] for w in caption_words)
                m = re.search(r"Table \d+\.", cap_line)
                header = [norm(c or "") for c in rows[0]]
                print(f"  p{i} table {len(rows) - 1} data rows, header {header}")
                if not m:
                    fail(f"{paper.filename} p{i}: no 'Table N.' caption above table {header}")
            # figures: raster images with a caption below
            for im in page.images:
                below = page.crop((im["x0"], im["bottom"], im["x1"],
                                   min(im["bottom"] + 30, build.PAGE_H))).extract_text() or ""
                ok = below.lstrip().startswith("Fig.")
                print(f"  p{i} image {im['srcsize']} px, caption below: {ok}")
                if not ok:
                    fail(f"{paper.filename} p{i}: image without 'Fig. N.' caption below")
            # paragraph flow across columns and pages
            left, right = column_texts(page, i == 1)
            lcols = [c.splitlines() for c in (left, right)]
            for k, col in enumerate(lcols):
                col = [c for c in col if c.strip()]
                if not col:
                    continue
                if prev_col_last is not None and not ends_paragraph(prev_col_last):
                    where = "next page" if k == 0 else "right column"
                    continuations.append(f"p{i if k else i - 1}->{where}: "
                                         f"...{prev_col_last[-30:]!r} | {col[0][:30]!r}...")
                prev_col_last = col[-1]
        source = paper_source_text(paper)
        used = [c for c in SPECIAL if c in source]
        lost = [c for c in used if c not in all_text]
        print(f"  special characters used: {''.join(used)}; lost in text layer: "
              f"{''.join(lost) or 'none'}")
        if lost:
            fail(f"{paper.filename}: characters {lost!r} lost in text layer")
        print("  paragraph continues across: " + ("; ".join(continuations) or "none"))
    return texts


def check_questions(papers, texts_by_paper) -> None:
    print("== questions.jsonl")
    qs = [json.loads(line) for line in (HERE / "questions.jsonl").read_text("utf-8").splitlines()
          if line.strip()]
    by_source: dict[str, int] = {}
    names = {p.filename for p in papers}
    for q in qs:
        by_source[q["source"]] = by_source.get(q["source"], 0) + 1
        if q["paper"] not in names:
            fail(f"{q['id']}: unknown paper {q['paper']}")
            continue
        texts = texts_by_paper[q["paper"]]
        wanted = []
        for v in q["values"]:
            wanted += v["value"] if isinstance(v["value"], list) else [v["value"]]
        if q["source"] == "figure":
            all_nums = set().union(*(numbers(t) for t in texts.values()))
            leaked = [w for w in wanted if float(w) in all_nums]
            if leaked or not wanted:
                fail(f"{q['id']}: figure value(s) {leaked or wanted} found in text layer / missing")
        else:
            page_nums = numbers(texts[q["page"]])
            missing = [w for w in wanted if float(w) not in page_nums]
            if missing:
                fail(f"{q['id']}: value(s) {missing} not on page {q['page']} of {q['paper']}")
    tags: dict[str, int] = {}
    for q in qs:
        for t in q["tags"]:
            tags[t] = tags.get(t, 0) + 1
    print(f"  {len(qs)} questions; by source {by_source}; by tag {tags}")


def main() -> int:
    texts_by_paper = {}
    for p in build.PAPERS:
        texts_by_paper[p.filename] = check_paper(p)
    check_questions(build.PAPERS, texts_by_paper)
    print("OK" if not failures else f"{len(failures)} check(s) failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
