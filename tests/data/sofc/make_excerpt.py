"""Cut the SOFC-Exp excerpt of this folder from the corpus: ``python tests/data/sofc/make_excerpt.py [CORPUS]``.

Keeps a few sentences of two papers in the corpus's own layout (texts/, annotations/sentences/,
annotations/frames/, SOFC-Exp-Metadata.csv), so ``python -m eval.bench extraction --sofc-exp tests/data/sofc``
reads it as it reads the corpus. Span and sentence ids are the corpus's; sentence offsets are recomputed for
the shorter text (span offsets are inside their sentence and stay as they are); experiments keep the slots
whose spans are kept, links those whose two ends are.
"""
from __future__ import annotations

import csv
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
KEEP = {"PMC3564701": [1, 2, 4, 5, 11, 106], "PMC4992832": [1, 2, 24, 26, 27, 29, 87, 88]}


def cut(root: Path, pmcid: str, keep: list[int]) -> None:
    text = (root / "texts" / f"{pmcid}.txt").read_text(encoding="utf-8")
    rows = [r.split("\t") for r in (root / "annotations" / "sentences" / f"{pmcid}.csv").read_text(
        encoding="utf-8").splitlines() if r.strip()]
    out_text, out_rows, pos = [], [], 0
    for sid, label, b, e in rows:
        if int(sid) in keep:
            s = text[int(b):int(e)]
            out_rows.append(f"{sid}\t{label}\t{pos}\t{pos + len(s)}")
            out_text.append(s)
            pos += len(s) + 1
    frames = [r.split("\t") for r in (root / "annotations" / "frames" / f"{pmcid}.csv").read_text(
        encoding="utf-8").splitlines() if r.strip()]
    spans = {r[1] for r in frames if r[0] == "SPAN" and int(r[3]) in keep}
    out_frames, block = [], []

    def flush():
        if block and block[0][2] in spans and len(block) > 1:
            out_frames.extend("\t".join(r) for r in block)
    for r in frames:
        if r[0] == "SPAN" and r[1] in spans:
            out_frames.append("\t".join(r))
        elif r[0] == "EXPERIMENT":
            flush()
            block = [r]
        elif r[0] == "" and block:
            if r[2] in spans:
                block.append(r)
        elif r[0] == "LINK":
            flush()
            block = []
            if r[2] in spans and r[3] in spans:
                out_frames.append("\t".join(r))
    flush()
    for sub, body in ((HERE / "texts" / f"{pmcid}.txt", "\n".join(out_text) + "\n"),
                      (HERE / "annotations" / "sentences" / f"{pmcid}.csv", "\n".join(out_rows) + "\n"),
                      (HERE / "annotations" / "frames" / f"{pmcid}.csv", "\n".join(out_frames) + "\n")):
        sub.parent.mkdir(parents=True, exist_ok=True)
        sub.write_text(body, encoding="utf-8")


def main(root: Path) -> None:
    for pmcid, keep in KEEP.items():
        cut(root, pmcid, keep)
    with open(root / "SOFC-Exp-Metadata.csv", encoding="utf-8", newline="") as f:
        reader = csv.reader(f, delimiter="\t")
        header = next(reader)
        rows = [r for r in reader if len(r) > 5 and r[header.index("name")] in KEEP]
    with open(HERE / "SOFC-Exp-Metadata.csv", "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f, delimiter="\t", lineterminator="\n")
        w.writerow(header)
        w.writerows(rows)


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else HERE.parent.parent.parent.parent / "shared" / "sofc-exp")
