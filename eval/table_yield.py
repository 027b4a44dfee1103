"""Table and figure yield of the PDF reader on a folder of papers:
``python -m eval.table_yield --pdfs DIR [--questions FILE] [--sources SOURCES.md] [--show]``.

For each paper: the tables and figures found (and, with ``--sources``, the number of tables the
sources file states as ``Tables: N``). With a question set (``paper``, ``page``, ``source: table``,
``evidence`` = the table row as text), the share of the numbers of each evidence row that appear in
the text of a table extracted from that page (a number is matched whole: ``0.1`` is not found in
``10.12``), and the questions whose numbers all appear.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

NUM_RE = re.compile(r"\d+(?:\.\d+)?")


def numbers(text: str) -> list[str]:
    return NUM_RE.findall(text)


def has_number(text: str, num: str) -> bool:
    return re.search(rf"(?<![\d.]){re.escape(num)}(?![\d]|\.\d)", text) is not None


def read_paper(path: Path):
    from core.pdf import extract_figures, extract_tables, open_pdf, read_layout

    with open_pdf(path) as pdf:
        layout = read_layout(pdf)
        tables = extract_tables(pdf, layout, str(path))
        figures = extract_figures(pdf, layout, None)
    return tables, figures


def stated_tables(sources: Path | None) -> dict[str, int]:
    if not sources or not sources.exists():
        return {}
    out, name = {}, None
    for line in sources.read_text(encoding="utf-8").splitlines():
        if m := re.match(r"^##\s+(\S+\.pdf)", line):
            name = m.group(1)
        elif name and (m := re.search(r"Tables:\s*(\d+)", line)):
            out[name] = int(m.group(1))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pdfs", type=Path, required=True)
    ap.add_argument("--questions", type=Path)
    ap.add_argument("--sources", type=Path)
    ap.add_argument("--show", action="store_true", help="print every table read")
    ap.add_argument("--only", help="one paper's file name")
    args = ap.parse_args(argv)
    stated = stated_tables(args.sources)
    qs = []
    if args.questions:
        qs = [json.loads(l) for l in args.questions.read_text(encoding="utf-8").splitlines() if l.strip()]
        qs = [q for q in qs if q.get("source") == "table" and q.get("evidence")]
    tot_n = tot_hit = tot_q = tot_qok = 0
    for path in sorted(args.pdfs.glob("*.pdf")):
        if args.only and path.name != args.only:
            continue
        tables, figures = read_paper(path)
        print(f"{path.name}: tables {len(tables)}"
              + (f" (stated {stated[path.name]})" if path.name in stated else "")
              + f" [{', '.join(f'{t.table_id}@p{t.page}' for t in tables)}]; figures {len(figures)}"
              + f" ({sum(f.bbox is not None for f in figures)} with a region)")
        if args.show:
            for t in tables:
                print(f"--- {t.table_id} p{t.page} bbox={t.bbox}")
                print(t.to_text())
        for q in (q for q in qs if q["paper"] == path.name):
            text = "\n".join(t.to_text() for t in tables if t.page == q["page"])
            nums = numbers(q["evidence"])
            hits = [n for n in nums if has_number(text, n)]
            tot_n += len(nums)
            tot_hit += len(hits)
            tot_q += 1
            tot_qok += len(hits) == len(nums)
            miss = [n for n in nums if n not in hits]
            print(f"  {q['id']} p{q['page']}: {len(hits)}/{len(nums)}" + (f" missing {miss}" if miss else ""))
    if tot_q:
        print(f"evidence numbers found: {tot_hit}/{tot_n}; questions with all numbers: {tot_qok}/{tot_q}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
