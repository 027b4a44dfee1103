"""A snapshot of everything the recogniser reads in the annotated corpora, to check that a restructuring of
``core/matid`` changes no behaviour:

    python -m eval.snapshot write FILE.json.gz      # before the change
    python -m eval.snapshot diff FILE.json.gz       # after it: prints each sentence whose reading changed
    python -m eval.snapshot compare OLD.json.gz NEW.json.gz   # two written snapshots

It reads every sentence of SOFC-Exp (all splits) and of PolyIE (train and validation) as the extraction bench
does (``recognise_in_paper``: each sentence alone, and inside passages of five sentences), and keeps every
mention and every measurement (value, unit, property, material, conditions, confidence, binding). Exit 1 when
``diff`` finds a change.
"""
from __future__ import annotations

import gzip
import json
import os
import sys
import time
from pathlib import Path

SHARED = Path(os.environ.get("GRAG_SHARED", Path(__file__).resolve().parent.parent.parent / "shared"))


def _texts() -> list[tuple[str, str, list[str]]]:
    """(name, paper text, sentences) of every paper in the two annotated corpora found in ``../shared``."""
    from eval.extraction import load_slots, read_corpus
    out = []
    sofc = SHARED / "sofc-exp"
    if sofc.is_dir():
        for p in read_corpus(sofc, "all", None, load_slots()):
            out.append((f"sofc/{p.pmcid}", p.text, [s.text for s in p.sentences]))
    polyie = SHARED / "polyie"
    for split in ("train", "validation"):
        path = polyie / f"{split}.json"
        if not path.exists():
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        for i, paper in enumerate(data["text"]):
            paragraphs = [" ".join(tokens) for tokens in paper]
            from core.chunking import split_sentences
            sentences = [p[s:e].strip() for p in paragraphs for s, e in split_sentences(p)]
            out.append((f"polyie/{split}/{i}", "\n".join(paragraphs), sentences))
    return out


# binding keys that name strategies (added by the pipeline): a restructuring may rename them without changing behaviour
STRATEGY_KEYS = ("property_rule", "role")


def _reading(m) -> dict:
    d = m.to_dict()
    d.pop("text", None)
    return d


def take() -> dict:
    from core.matid.extract import recognise_in_paper
    from core.matid.recognise import recognise
    snap = {}
    for name, text, sentences in _texts():
        alone = recognise_in_paper(text, sentences, 0)
        passages = recognise_in_paper(text, sentences, 5)
        for i, s in enumerate(sentences):
            rec = recognise(s)
            snap[f"{name}#{i}"] = {"sentence": s,
                                   "alone": [_reading(m) for m in alone[i]],
                                   "passage": [_reading(m) for m in passages[i]],
                                   "mentions": [[m.type, m.text, m.start, m.end, m.matid] for m in rec.mentions],
                                   "bare": [_reading(m) for m in rec.measurements]}
    return snap


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not (len(argv) == 2 and argv[0] in ("write", "diff") or len(argv) == 3 and argv[0] == "compare"):
        print(__doc__)
        return 2
    t0 = time.perf_counter()
    if argv[0] == "compare":
        return _compare(_load(Path(argv[1])), _load(Path(argv[2])), t0)
    snap = json.loads(json.dumps(take()))
    path = Path(argv[1])
    if argv[0] == "write":
        with gzip.open(path, "wt", encoding="utf-8") as f:
            json.dump(snap, f)
        print(f"{len(snap)} sentences written to {path} in {time.perf_counter() - t0:.0f} s")
        return 0
    return _compare(_load(path), snap, t0)


def _load(path: Path) -> dict:
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return json.load(f)


def _strip(snap: dict) -> dict:
    """A snapshot without the binding keys that name strategies (see ``STRATEGY_KEYS``)."""
    for entry in snap.values():
        for part in ("alone", "passage", "bare"):
            for m in entry.get(part, []):
                m["binding"] = {k: v for k, v in m["binding"].items() if k not in STRATEGY_KEYS}
    return snap


def _compare(old: dict, snap: dict, t0: float) -> int:
    old, snap = _strip(old), _strip(snap)
    changed = [k for k in sorted(set(old) | set(snap)) if old.get(k) != snap.get(k)]
    for k in changed[:40]:
        print(f"--- {k}: {(old.get(k) or snap.get(k))['sentence'][:160]}")
        for part in ("alone", "passage", "mentions", "bare"):
            a, b = (old.get(k) or {}).get(part), (snap.get(k) or {}).get(part)
            if a != b:
                print(f"  {part}:\n    before {a}\n    after  {b}")
    print(f"{len(changed)} of {len(snap)} sentences read differently ({time.perf_counter() - t0:.0f} s)")
    return 1 if changed else 0


if __name__ == "__main__":
    raise SystemExit(main())
