"""How well the text layer of real papers reads: ``python eval/text_repair.py [PAPERS_DIR] [QUESTIONS]``.

For each paper of a question set with ``evidence`` (the line as a plain pdfplumber extraction gives it)
and ``page``, reads page 1 and the evidence pages with ``core.pdf.read_layout`` (of the ``core`` package
in the current directory, so an older checkout can be measured the same way) and prints the title and
how many of the evidence's numbers appear in the page text with word spacing: not glued to a word
before ("reached96.2") or after ("96.2%after", "50thcycle"). Only those pages are read, not the whole
paper, so it is quick.
"""
from __future__ import annotations

import difflib
import json
import os
import re
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, os.getcwd())

NUMBER_RE = re.compile(r"(?<![\d.])\d+(?:\.\d+)?")
UNIT_WORDS = {"min", "mol", "bar", "atm", "kpa", "mpa", "gpa", "wt", "at", "vol"}
GLUED_LEFT = re.compile(r"[a-z]{3,}$")
GLUED_RIGHT = re.compile(r"^(?:st|nd|rd|th)?(?:[%°◦]|wt\.?%|at\.?%)*(?:c\b)?([a-z]{3,})", re.I)


def _squash(text: str) -> tuple[str, list[int]]:
    keep = [(ch.lower(), i) for i, ch in enumerate(text) if ch.isalnum()]
    return "".join(c for c, _ in keep), [i for _, i in keep]


def spaced_numbers(evidence: str, page_text: str) -> tuple[int, int, list[str]]:
    """(numbers well spaced, numbers in the evidence, the bad or missing ones with their context)."""
    ev_sq, ev_pos = _squash(evidence)
    pg_sq, pg_pos = _squash(page_text)
    nums = list(NUMBER_RE.finditer(evidence))
    if not nums or not pg_sq:
        return 0, len(nums), []
    # the place of the evidence in the page, then a character alignment inside that window
    m = difflib.SequenceMatcher(None, ev_sq, pg_sq, autojunk=False).find_longest_match(0, len(ev_sq), 0, len(pg_sq))
    lo = max(0, m.b - m.a - 40)
    hi = min(len(pg_sq), m.b + (len(ev_sq) - m.a) + 40)
    sm = difflib.SequenceMatcher(None, ev_sq, pg_sq[lo:hi], autojunk=False)
    ev_to_pg = {}
    for a, b, n in sm.get_matching_blocks():
        for k in range(n):
            ev_to_pg[a + k] = lo + b + k
    good, bad = 0, []
    for num in nums:
        digits = [k for k, p in enumerate(ev_pos) if num.start() <= p < num.end()]
        mapped = [ev_to_pg.get(k) for k in digits]
        if not digits or None in mapped:
            bad.append(f"missing {num.group()}")
            continue
        a, b = pg_pos[mapped[0]], pg_pos[mapped[-1]] + 1
        left, right = page_text[max(0, a - 12):a], page_text[b:b + 12]
        gl = GLUED_LEFT.search(left)
        gr = GLUED_RIGHT.match(right)
        if (gl and gl.group().lower() not in UNIT_WORDS) or (gr and gr.group(1).lower() not in UNIT_WORDS):
            bad.append(f"glued {left[-8:]!s}[{page_text[a:b]}]{right[:8]!s}")
        else:
            good += 1
    return good, len(nums), bad


def main(argv: list[str]) -> int:
    import pdfplumber

    from core.pdf import read_layout

    papers_dir = Path(argv[0]) if argv else Path("../shared/realpapers/pdfs")
    questions = Path(argv[1]) if len(argv) > 1 else papers_dir.parent / "questions.jsonl"
    qs = [json.loads(l) for l in questions.read_text(encoding="utf-8").splitlines() if l.strip()]
    by_paper: dict[str, list[dict]] = defaultdict(list)
    for q in qs:
        if q.get("evidence") and q.get("page"):
            by_paper[q["paper"]].append(q)
    total_good = total = 0
    for paper, items in sorted(by_paper.items()):
        pages = sorted({1} | {q["page"] for q in items})
        with pdfplumber.open(papers_dir / paper, pages=pages) as pdf:
            layout = read_layout(pdf)
        texts = {pages[p.page - 1]: "\n".join(ln.text for ln in p.lines) for p in layout.pages}
        good = n = 0
        misses = []
        for q in items:
            g, k, bad = spaced_numbers(q["evidence"], texts.get(q["page"], ""))
            good, n = good + g, n + k
            misses += [f"{q['id']}: {b}" for b in bad]
        total_good, total = total_good + good, total + n
        print(f"{paper}: title {layout.title!r}\n  numbers well spaced {good}/{n}")
        for m in misses:
            print("   ", m)
    print(f"all: {total_good}/{total}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
