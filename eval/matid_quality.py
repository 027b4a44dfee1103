"""Precision and recall of the materials recogniser on the hand-labelled gold set.

``python -m eval.matid_quality [--gold tests/data/matid_gold.jsonl] [--errors]``

Entities are compared per item as sets of (type, canonical id); a measurement is right when its
material, property, value and unit are all right (values compared after unit normalisation).
"""
from __future__ import annotations

import argparse
import json
from collections import defaultdict
from pathlib import Path

from core.matid.recognise import recognise
from core.matid.tables import table_row_measurements
from core.units import same_quantity

GOLD = Path(__file__).resolve().parent.parent / "tests" / "data" / "matid_gold.jsonl"
TYPES = ("composition", "material", "element", "phase", "property", "process")


def load_gold(path: Path = GOLD) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def predict(item: dict):
    if item["source"] == "table_row":
        caption, _, row_text = item["text"].partition("\n")
        pairs = [p.split(": ", 1) for p in row_text.split("; ")]
        header = [p[0] for p in pairs]
        row = [p[1] if len(p) > 1 else "" for p in pairs]
        return table_row_measurements(caption, header, row)
    return recognise(item["text"])


def _values(v) -> tuple[float, float]:
    return (float(v[0]), float(v[1])) if isinstance(v, (list, tuple)) else (float(v), float(v))


def measurement_match(pred, gold: dict) -> bool:
    if pred.material != gold["material"] or pred.property != gold["property"]:
        return False
    (pl, ph), (gl, gh) = _values(pred.value), _values(gold["value"])
    if pred.conditions.get("bound", "") != (gold.get("conditions") or {}).get("bound", ""):
        return False                    # "above 200 MPa m^1/2" is a bound, not the value 200
    return same_quantity(pl, pred.unit, gl, gold["unit"], 0.005) and same_quantity(ph, pred.unit, gh, gold["unit"], 0.005)


def evaluate(gold: list[dict]) -> dict:
    tp, fp, fn = defaultdict(int), defaultdict(int), defaultdict(int)
    errors = []
    for item in gold:
        rec = predict(item)
        pred = {(m.type, m.matid) for m in rec.mentions}
        want = {(e["type"], e["id"]) for e in item["entities"]}
        for t in TYPES:
            p = {x for x in pred if x[0] == t}
            g = {x for x in want if x[0] == t}
            tp[t] += len(p & g)
            fp[t] += len(p - g)
            fn[t] += len(g - p)
        if pred != want:
            errors.append({"id": item["id"], "missed": sorted(want - pred), "extra": sorted(pred - want)})
        unmatched = list(item["measurements"])
        for m in rec.measurements:
            hit = next((g for g in unmatched if measurement_match(m, g)), None)
            if hit is not None:
                unmatched.remove(hit)
                tp["measurement"] += 1
            else:
                fp["measurement"] += 1
                errors.append({"id": item["id"], "extra_measurement": (m.material, m.property, m.display)})
        fn["measurement"] += len(unmatched)
        for g in unmatched:
            errors.append({"id": item["id"], "missed_measurement": (g["material"], g["property"], g["value"], g["unit"])})
    scores = {}
    for t in (*TYPES, "measurement"):
        p = tp[t] / (tp[t] + fp[t]) if tp[t] + fp[t] else 1.0
        r = tp[t] / (tp[t] + fn[t]) if tp[t] + fn[t] else 1.0
        scores[t] = {"precision": p, "recall": r, "f1": 2 * p * r / (p + r) if p + r else 0.0,
                     "tp": tp[t], "fp": fp[t], "fn": fn[t]}
    return {"items": len(gold), "scores": scores, "errors": errors}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m eval.matid_quality")
    ap.add_argument("--gold", type=Path, default=GOLD)
    ap.add_argument("--errors", action="store_true", help="list every disagreement")
    ap.add_argument("--json", type=Path, metavar="FILE", help="also write the scores, with machine and settings, as "
                                                          "JSON (docs/bench/; python -m eval.benchmarks_doc)")
    args = ap.parse_args(argv)
    res = evaluate(load_gold(args.gold))
    if args.json:
        from eval.benchmarks_doc import save
        save(args.json, "matid_quality", {k: v for k, v in res.items() if k != "errors"}, gold=args.gold)
    print(f"MatID recogniser on {res['items']} labelled sentences and table rows ({args.gold.name})\n")
    print("| type | precision | recall | F1 | TP | FP | FN |\n|---|---|---|---|---|---|---|")
    for t, s in res["scores"].items():
        print(f"| {t} | {s['precision']:.3f} | {s['recall']:.3f} | {s['f1']:.3f} | {s['tp']} | {s['fp']} | {s['fn']} |")
    if args.errors:
        for e in res["errors"]:
            print(json.dumps(e, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
