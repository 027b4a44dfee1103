"""Measurement yield: ``python -m eval.measurement_yield --data-dir DIR --questions FILE``.

For an ingested library, prints the Measurement nodes found per paper and, for a question set with
``values`` and ``paper`` (the file name), the share of question values that exist as a Measurement of
that paper with the same value (either end of a range) and a compatible unit (``core.units.same_quantity``,
2 %), overall and per source kind (text / table / figure-caption), then the misses with their values and
evidence.

``--pdf-dir DIR`` instead reads the PDFs directly (parse, fixed-size chunks, recogniser; no embeddings,
no graph): a quick check of the recogniser while developing, with the same report.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path


def _graph_measurements(data_dir: Path) -> dict[str, list[dict]]:
    """file name -> Measurement nodes (value, value_high, unit, property) of an ingested library."""
    from core.ingest import Ingestor
    from core.settings import Settings

    ing = Ingestor(Settings(data_dir=data_dir))
    papers = {p.paper_id: p.filename for p in ing.registry.list_papers()}
    from core.graph.queries import measurement_rows
    rows = measurement_rows(ing.store)
    by_file: dict[str, list[dict]] = {name: [] for name in papers.values()}
    for r in rows:
        by_file.setdefault(papers.get(r["paper_id"], r["paper_id"]), []).append(r)
    return by_file


def _parsed_measurements(pdf_dir: Path, names: set[str] | None = None) -> dict[str, list[dict]]:
    """The same from the PDFs themselves (no ingest): parse, chunk by size, recognise."""
    from core.chunking import chunk_paper
    from core.matid.extract import extract_paper
    from core.pdf import parse_pdf

    out = {}
    for path in sorted(pdf_dir.glob("*.pdf")):
        if names and path.name not in names:
            continue
        parsed = parse_pdf(path)
        chunks, _ = chunk_paper(path.name, parsed, None, lambda t: len(t.split()), method="fixed")
        pe = extract_paper(path.name, chunks, parsed.tables)
        out[path.name] = [{"property": m.property, "value": m.value[0] if isinstance(m.value, tuple) else m.value,
                           "value_high": m.value[1] if isinstance(m.value, tuple) else None, "unit": m.unit}
                          for m in (pm.measurement for pm in pe.measurements)]
    return out


def _found(value: float, unit: str, cands: list[dict]) -> bool:
    from core.units import same_quantity
    for m in cands:
        for v in (m["value"], m.get("value_high")):
            if v is not None and same_quantity(float(v), m["unit"] or "", value, unit, 0.02):
                return True
    return False


def measurement_yield(by_file: dict[str, list[dict]], questions: Path | None) -> dict:
    from core.units import canonical_unit

    per_paper = {name: len(ms) for name, ms in sorted(by_file.items())}
    rows = [m for ms in by_file.values() for m in ms]
    out = {"per_paper": per_paper, "measurements": len(rows),
           "properties": len({r["property"] for r in rows}),
           "top_properties": Counter(r["property"] for r in rows).most_common(15)}
    if questions:
        qs = [json.loads(line) for line in questions.read_text(encoding="utf-8").splitlines() if line.strip()]
        kinds: dict[str, list[int]] = {}
        misses = []
        for q in qs:
            if not q.get("values") or not q.get("paper"):
                continue
            cands = by_file.get(q["paper"], [])
            ok = all(_found(float(v["value"][0] if isinstance(v["value"], list) else v["value"]),
                            canonical_unit(v["unit"]) if v.get("unit") else "", cands) for v in q["values"])
            kinds.setdefault(q.get("source", "text"), []).append(int(ok))
            if not ok:
                misses.append({"id": q["id"], "paper": q["paper"], "source": q.get("source", "text"),
                               "values": q["values"], "evidence": " ".join(str(q.get("evidence", "")).split())[:140]})
        out.update(values_found=sum(sum(v) for v in kinds.values()), values_total=sum(len(v) for v in kinds.values()),
                   by_source={k: (sum(v), len(v)) for k, v in sorted(kinds.items())}, misses=misses)
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m eval.measurement_yield")
    src = p.add_mutually_exclusive_group(required=True)
    src.add_argument("--data-dir", type=Path, help="an ingested library (GRAG_DATA_DIR)")
    src.add_argument("--pdf-dir", type=Path, help="read these PDFs directly instead (development)")
    p.add_argument("--questions", type=Path)
    p.add_argument("--json", action="store_true")
    a = p.parse_args(argv)
    by_file = _graph_measurements(a.data_dir) if a.data_dir else _parsed_measurements(a.pdf_dir)
    res = measurement_yield(by_file, a.questions)
    if a.json:
        print(json.dumps(res, indent=1, ensure_ascii=False))
        return 0
    print(f"{res['measurements']} measurements, {res['properties']} distinct properties")
    for paper, n in res["per_paper"].items():
        print(f"  {paper}: {n}")
    print("most frequent properties: " + ", ".join(f"{k} {n}" for k, n in res["top_properties"]))
    if "values_total" in res:
        share = res["values_found"] / max(1, res["values_total"])
        print(f"question values found as a Measurement of their paper: {res['values_found']}/{res['values_total']}"
              f" ({share:.2f}); " + ", ".join(f"{k} {a}/{b}" for k, (a, b) in res["by_source"].items()))
        print(f"misses ({len(res['misses'])}):")
        for m in res["misses"]:
            vals = ", ".join(f"{v['value']} {v.get('unit', '')}".strip() for v in m["values"])
            print(f"  {m['id']} [{m['source']}] {m['paper']}: {vals} | {m['evidence']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
