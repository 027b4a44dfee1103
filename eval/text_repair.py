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
GLUED_LEFT = re.compile(r"[a-z]{3,}\Z")
GLUED_RIGHT = re.compile(r"^(?:st|nd|rd|th)?(?:[%°◦]|wt\.?%|at\.?%)*(?:c\b)?([a-z]{3,})", re.I)


def _squash(text: str) -> tuple[str, list[int]]:
    keep = [(ch.lower(), i) for i, ch in enumerate(text) if ch.isalnum()]
    return "".join(c for c, _ in keep), [i for _, i in keep]


def spaced_numbers(evidence: str, page_text: str) -> tuple[int, int, int, list[str]]:
    """(numbers well spaced where the evidence puts them, numbers well spaced somewhere on the page,
    numbers in the evidence, the bad or missing ones with their context)."""
    ev_sq, ev_pos = _squash(evidence)
    pg_sq, pg_pos = _squash(page_text)
    nums = list(NUMBER_RE.finditer(evidence))
    if not nums or not pg_sq:
        return 0, 0, len(nums), []
    # the place of the evidence in the page, then a character alignment inside that window
    m = difflib.SequenceMatcher(None, ev_sq, pg_sq, autojunk=False).find_longest_match(0, len(ev_sq), 0, len(pg_sq))
    lo = max(0, m.b - m.a - 40)
    hi = min(len(pg_sq), m.b + (len(ev_sq) - m.a) + 40)
    sm = difflib.SequenceMatcher(None, ev_sq, pg_sq[lo:hi], autojunk=False)
    ev_to_pg = {}
    for a, b, n in sm.get_matching_blocks():
        for k in range(n):
            ev_to_pg[a + k] = lo + b + k
    good = loose = 0
    bad = []
    for num in nums:
        digits = [k for k, p in enumerate(ev_pos) if num.start() <= p < num.end()]
        mapped = [ev_to_pg.get(k) for k in digits]
        if not digits or None in mapped:
            # not where the evidence puts it (a wide table read column by column): anywhere on the page
            spots = [m.span() for m in re.finditer(rf"(?<![\d.]){re.escape(num.group())}(?![\d])", page_text)]
            if any(_spaced(page_text, a, b) for a, b in spots):
                loose += 1
            else:
                bad.append(f"missing {num.group()}" if not spots else f"glued {_context(page_text, *spots[0])}")
            continue
        a, b = pg_pos[mapped[0]], pg_pos[mapped[-1]] + 1
        if _spaced(page_text, a, b):
            good += 1
        else:
            bad.append(f"glued {_context(page_text, a, b)}")
    return good, good + loose, len(nums), bad


def spaced_in_evidence(evidence: str) -> int:
    """Numbers of the evidence line that are well spaced in the line itself (the plain extraction)."""
    return sum(_spaced(evidence, m.start(), m.end()) for m in NUMBER_RE.finditer(evidence))


def _spaced(text: str, a: int, b: int) -> bool:
    """The number at text[a:b] is not glued to a word before or after it (a unit may follow it)."""
    gl = GLUED_LEFT.search(text[max(0, a - 12):a])
    gr = GLUED_RIGHT.match(text[b:b + 12])
    return not ((gl and gl.group().lower() not in UNIT_WORDS) or (gr and gr.group(1).lower() not in UNIT_WORDS))


def _context(text: str, a: int, b: int) -> str:
    return repr(f"{text[max(0, a - 8):a]}[{text[a:b]}]{text[b:b + 8]}")


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
    totals = [0, 0, 0, 0]
    for paper, items in sorted(by_paper.items()):
        pages = sorted({1} | {q["page"] for q in items})
        with pdfplumber.open(papers_dir / paper, pages=pages) as pdf:
            layout = read_layout(pdf)
        texts = {pages[p.page - 1]: "\n".join(ln.text for ln in p.lines) for p in layout.pages}
        counts = [0, 0, 0, 0]
        misses = []
        for q in items:
            g, loose, k, bad = spaced_numbers(q["evidence"], texts.get(q["page"], ""))
            for i, v in enumerate((spaced_in_evidence(q["evidence"]), g, loose, k)):
                counts[i] += v
            misses += [f"{q['id']}: {b}" for b in bad]
        totals = [a + b for a, b in zip(totals, counts)]
        print(f"{paper}: title {layout.title!r}\n  numbers well spaced: in the plain extraction {counts[0]}/{counts[3]},"
              f" in our text where the evidence is {counts[1]}/{counts[3]}, anywhere on the page {counts[2]}/{counts[3]}")
        for m in misses:
            print("   ", m)
    print(f"all: plain extraction {totals[0]}/{totals[3]}, ours in place {totals[1]}/{totals[3]},"
          f" anywhere on the page {totals[2]}/{totals[3]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
