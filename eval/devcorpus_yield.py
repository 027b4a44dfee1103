"""Annotation-free yield of the PDF reader and the recogniser on a folder of papers of any sub-field:
``python -m eval.bench devcorpus --pdfs DIR [--json]`` (or ``python -m eval.devcorpus_yield --pdfs DIR``).

No questions or answers are needed. Per paper:

- pages;
- table captions in the text against tables found. The captions are counted in the reader's lines (its
  reading order, columns apart), whatever kind the reader gave each line: a line that starts with
  "Table N" or "TABLE IV" followed by a full stop, a colon, a dash, the end of the line or a capitalised
  word, and that does not go on from the line just above ending mid-sentence ("see Table 3 to / Table 14.
  Finally" is a mention); one caption per number and caption text, so a table numbered again in
  supplementary information counts once more, and a label alone at a page's end whose caption goes on
  over the page counts once. A caption is found when the reader returned a table of that number on that
  page;
- for each table whose header names a property (a property mention in a header cell, or a measurement
  made from the table): the cells with a number (first column, the row labels, left out), the
  measurements made from its rows, as the ingest makes them (``core.matid.tables.table_row_measurements``
  row by row, as ``core.matid.extract.extract_paper`` calls it), and the cells skipped with the reasons
  the recogniser records in ``Recognition.skipped``;
- measurements per page (all sources: text, table rows, figure captions), from ``extract_paper`` on the
  parsed paper cut into fixed-size chunks (no embeddings, as ``eval.measurement_yield --pdf-dir``);
- formula mentions that fail validation (``PaperEntities.unrecognised``: a formula-like token that is no
  valid composition).
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path

# a caption's label at the start of a line: "Table 3", "Table 3.", "TABLE II.", "Table 2 Lattice parameters"
CAPTION_LINE_RE = re.compile(r"^\s*(?:Table|TABLE)\s*(\d+|[IVXL]{1,6})(?![\w])\s*(?:[.:|—–-]|$|\s+[A-Z(])")
# the line before ends inside a sentence: a lower-case word or a comma
OPEN_SENTENCE_RE = re.compile(r"(?:\b[a-z]{2,}|,)\s*$")


@dataclass
class TableYield:
    table_id: str
    page: int
    rows: int
    names_properties: bool
    numeric_cells: int = 0
    measurements: int = 0
    skipped: int = 0
    skipped_reasons: dict[str, int] = field(default_factory=dict)


@dataclass
class PaperYield:
    paper: str
    pages: int
    captions: list[str]                 # "Table N (pN)" as the text writes them
    tables: list[str]                   # table ids found, "@pN"
    captions_found: int
    captions_missed: list[str]
    table_yields: list[TableYield]
    measurements: int
    measurements_by_source: dict[str, int]
    per_page: float
    failed_formulas: int
    failed_formula_examples: list[str]

    @property
    def numeric_cells(self) -> int:
        return sum(t.numeric_cells for t in self.table_yields if t.names_properties)

    @property
    def table_measurements(self) -> int:
        return sum(t.measurements for t in self.table_yields if t.names_properties)

    @property
    def table_skipped(self) -> int:
        return sum(t.skipped for t in self.table_yields if t.names_properties)

    def skipped_reasons(self) -> Counter:
        out: Counter = Counter()
        for t in self.table_yields:
            if t.names_properties:
                out.update(t.skipped_reasons)
        return out

    def to_dict(self) -> dict:
        d = asdict(self)
        d.update(numeric_cells=self.numeric_cells, table_measurements=self.table_measurements,
                 table_skipped=self.table_skipped)
        return d


def roman(label: str) -> int:
    from core.pdf.layout import caption_number
    return caption_number(label)


def text_captions(layout) -> list[tuple[int, int, str]]:
    """(page, number, caption) of the table captions in the text as the reader orders it in lines (columns
    apart), whatever kind the reader gave the lines (see the module's doc)."""
    out: list[tuple[int, int, str]] = []
    seen: dict[tuple[int, str], int] = {}
    labels: dict[int, int] = {}              # number -> page of a label alone at a page's end
    for page in layout.pages:
        prev_in: dict[int, object] = {}
        lines = page.lines
        for j, ln in enumerate(lines):
            prev = prev_in.get(ln.column)
            prev_in[ln.column] = ln
            m = CAPTION_LINE_RE.match(ln.text)
            if not m or (prev is not None and OPEN_SENTENCE_RE.search(prev.text) and len(prev.text.split()) >= 6
                         and 0 <= ln.top - prev.bottom <= ln.bottom - ln.top):
                continue
            number = roman(m.group(1))
            rest = ln.text[m.end(1):].strip(" .:|—–-")
            if not rest:
                nxt = next((x for x in lines[j + 1:] if x.column == ln.column), None)
                if nxt is None:             # a label alone at the end of a page: its caption goes on over the page
                    labels[number] = page.page
                    continue
                rest = nxt.text
            if labels.get(number) == page.page - 1:
                labels.pop(number)
            key = (number, " ".join(re.findall(r"[a-z]+", rest.lower())[:6]))
            if key in seen:
                continue
            seen[key] = page.page
            out.append((page.page, number, ln.text.strip()))
    out += [(p, n, f"Table {n}") for n, p in labels.items()]
    return sorted(out)


def _names_property(header: list[str]) -> bool:
    from core.matid.mentions import find_mentions
    from core.units import plain_math
    return any(m.type == "property" for h in header for m in find_mentions(plain_math(h))[0])


def table_yield(table, samples) -> TableYield:
    """Numeric cells, measurements and skipped cells of one table, its rows read as ``extract_paper`` reads them."""
    from core.matid.table_axes import read_table
    from core.matid.tables import labelled_rows
    ty = TableYield(table.table_id, table.page, len(table.rows), _names_property(table.header))
    ty.numeric_cells = sum(bool(re.search(r"\d", c or "")) for row in labelled_rows(table.rows) for c in row[1:])
    reasons: Counter = Counter()
    for _, rec in read_table(table.caption, table.header, table.rows, samples.main if samples else "", samples):
        ty.measurements += len(rec.measurements)
        ty.skipped += len(rec.skipped)
        reasons.update(reason for _, reason in rec.skipped)
    ty.names_properties = ty.names_properties or ty.measurements > 0
    ty.skipped_reasons = dict(reasons.most_common())
    return ty


def paper_yield(path: Path) -> PaperYield:
    from core.chunking import chunk_paper
    from core.matid.extract import extract_paper
    from core.pdf import assemble, extract_figures, extract_tables, open_pdf, read_layout

    with open_pdf(path) as pdf:       # parse_pdf's steps, the layout kept for the captions
        layout = read_layout(pdf)
        captions = text_captions(layout)
        tables = extract_tables(pdf, layout, str(path))
        parsed = assemble(layout, tables, extract_figures(pdf, layout, None))
    chunks, _ = chunk_paper(path.name, parsed, None, lambda t: len(t.split()), method="fixed")
    pe = extract_paper(path.name, chunks, parsed.tables, title=parsed.title or "")
    whole = [t for t in parsed.tables if "(continued" not in t.table_id]
    found = [(p, n, c) for p, n, c in captions if any(t.number == n and t.page == p for t in whole)]
    missed = [f"Table {n} (p{p})" for p, n, c in captions if (p, n, c) not in found]
    by_source = Counter("table" if pm.table_id else "figure" if pm.figure_id else "text" for pm in pe.measurements)
    bad = Counter(pe.unrecognised)
    return PaperYield(
        path.name, parsed.n_pages, [f"Table {n} (p{p})" for p, n, _ in captions],
        [f"{t.table_id}@p{t.page}" for t in parsed.tables], len(found), missed,
        [table_yield(t, pe.samples) for t in parsed.tables], len(pe.measurements),
        dict(by_source), len(pe.measurements) / max(parsed.n_pages, 1), sum(bad.values()),
        [f"{s} ×{n}" if n > 1 else s for s, n in bad.most_common(5)])


def run(pdfs: Path, only: str | None = None) -> list[PaperYield]:
    return [paper_yield(p) for p in sorted(pdfs.glob("*.pdf")) if not only or p.name == only]


def print_report(res: list[PaperYield]) -> None:
    for y in res:
        print(f"## {y.paper}")
        print(f"pages {y.pages}; table captions in the text {len(y.captions)}, found {y.captions_found}"
              + (f" (missed: {', '.join(y.captions_missed)})" if y.captions_missed else "")
              + f"; tables read {len(y.tables)} [{', '.join(y.tables)}]")
        for t in y.table_yields:
            if not t.names_properties:
                print(f"  {t.table_id} p{t.page}: {t.rows} rows, no property in its header")
                continue
            reasons = "; ".join(f"{r} ×{n}" for r, n in t.skipped_reasons.items())
            print(f"  {t.table_id} p{t.page}: {t.rows} rows, cells with a number {t.numeric_cells}, measurements "
                  f"{t.measurements}, skipped {t.skipped}" + (f" ({reasons})" if reasons else ""))
        src = ", ".join(f"{k} {v}" for k, v in sorted(y.measurements_by_source.items()))
        print(f"measurements {y.measurements} ({src or 'none'}), {y.per_page:.1f} per page")
        print(f"formula mentions that fail validation {y.failed_formulas}"
              + (f": {', '.join(y.failed_formula_examples)}" if y.failed_formula_examples else ""))
        print()
    caps = sum(len(y.captions) for y in res)
    found = sum(y.captions_found for y in res)
    cells = sum(y.numeric_cells for y in res)
    tm = sum(y.table_measurements for y in res)
    sk = sum(y.table_skipped for y in res)
    pages = sum(y.pages for y in res)
    meas = sum(y.measurements for y in res)
    print(f"Total: {len(res)} papers, {pages} pages; captions found {found}/{caps}; property tables: cells with a "
          f"number {cells}, measurements {tm}, skipped {sk}; measurements {meas} ({meas / max(pages, 1):.1f} per page); "
          f"failed formulas {sum(y.failed_formulas for y in res)}")
    reasons: Counter = Counter()
    for y in res:
        reasons.update(y.skipped_reasons())
    if reasons:
        print("Skipped cells by reason: " + "; ".join(f"{r} ×{n}" for r, n in reasons.most_common()))


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--pdfs", type=Path, required=True, help="a folder of PDFs")
    p.add_argument("--only", help="one paper's file name")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")


def main_args(args) -> int:
    if not args.pdfs.is_dir():
        print(f"no folder {args.pdfs}", file=sys.stderr)
        return 2
    res = run(args.pdfs, args.only)
    if args.json:
        print(json.dumps([y.to_dict() for y in res], indent=1, ensure_ascii=False))
    else:
        print_report(res)
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m eval.devcorpus_yield")
    add_arguments(ap)
    return main_args(ap.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
