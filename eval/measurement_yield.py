"""Measurement yield of an ingested library: ``python -m eval.measurement_yield --data-dir DIR --questions FILE``.

Prints the Measurement nodes found per paper and, for a question set with ``values`` and ``paper``
(the file name), the share of question values that exist as a Measurement of that paper with the
same value and a compatible unit (pint, 2 %), overall and per source kind, with the misses.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path


def measurement_yield(data_dir: Path, questions: Path | None) -> dict:
    from core.ingest import Ingestor
    from core.settings import Settings
    from core.units import canonical_unit, same_quantity

    ing = Ingestor(Settings(data_dir=data_dir))
    papers = {p["paper_id"]: p["filename"] for p in ing.registry.list_papers()}
    rows = ing.store.query("MATCH (x:Measurement) RETURN x.paper_id AS paper_id, x.property AS property,"
                           " x.value AS value, x.value_high AS value_high, x.unit AS unit")
    per_paper = Counter(papers.get(r["paper_id"], r["paper_id"]) for r in rows)
    by_file: dict[str, list[dict]] = {}
    for r in rows:
        by_file.setdefault(papers.get(r["paper_id"], ""), []).append(r)
    out = {"per_paper": dict(sorted(per_paper.items())), "measurements": len(rows),
           "open_properties": len({r["property"] for r in rows})}
    if questions:
        qs = [json.loads(l) for l in questions.read_text(encoding="utf-8").splitlines() if l.strip()]
        kinds: dict[str, list[int]] = {}
        misses = []
        for q in qs:
            if not q.get("values") or not q.get("paper"):
                continue
            cands = by_file.get(q["paper"], [])
            ok = all(any(same_quantity(m["value"], m["unit"] or "", float(v["value"] if not isinstance(v["value"], list)
                                                                                 else v["value"][0]),
                                       canonical_unit(v["unit"]) if v["unit"] else "", 0.02) for m in cands)
                     for v in q["values"])
            kinds.setdefault(q.get("source", "text"), []).append(int(ok))
            if not ok:
                misses.append(q["id"])
        n = sum(len(v) for v in kinds.values())
        out.update(values_found=sum(sum(v) for v in kinds.values()), values_total=n,
                   by_source={k: (sum(v), len(v)) for k, v in sorted(kinds.items())}, misses=misses)
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m eval.measurement_yield")
    p.add_argument("--data-dir", type=Path, required=True)
    p.add_argument("--questions", type=Path)
    a = p.parse_args(argv)
    res = measurement_yield(a.data_dir, a.questions)
    print(f"{res['measurements']} measurements, {res['open_properties']} distinct properties")
    for paper, n in res["per_paper"].items():
        print(f"  {paper}: {n}")
    if "values_total" in res:
        share = res["values_found"] / max(1, res["values_total"])
        print(f"question values found as a Measurement of their paper: {res['values_found']}/{res['values_total']}"
              f" ({share:.2f}); " + ", ".join(f"{k} {a}/{b}" for k, (a, b) in res["by_source"].items()))
        print("misses: " + (", ".join(res["misses"]) or "none"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
