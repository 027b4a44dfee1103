"""Measurement yield: ``python -m eval.measurement_yield --data-dir DIR --questions FILE``.

For an ingested library, prints the Measurement nodes found per paper and, for a question set with
``values`` and ``paper`` (the file name), the share of question values that exist as a Measurement of
that paper with the same value (either end of a range) and a compatible unit (``core.units.same_quantity``,
2 %), overall and per source kind (text / table / figure-caption), then the misses with their values and
evidence.

A value counts for "right material" when the measurement's material is one the question names (its
compositions, names and sample labels as the paper defines them, a family member it fixes with "x = …"), or,
for a question that names none, the paper's main material.

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
    return by_file, {}


def _parsed_measurements(pdf_dir: Path, names: set[str] | None = None) -> dict[str, list[dict]]:
    """The same from the PDFs themselves (no ingest): parse, chunk by size, recognise."""
    from core.chunking import chunk_paper
    from core.matid.extract import extract_paper
    from core.pdf import parse_pdf

    out, samples = {}, {}
    for path in sorted(pdf_dir.glob("*.pdf")):
        if names and path.name not in names:
            continue
        parsed = parse_pdf(path)
        chunks, _ = chunk_paper(path.name, parsed, None, lambda t: len(t.split()), method="fixed")
        pe = extract_paper(path.name, chunks, parsed.tables, title=parsed.title or "")
        out[path.name] = [{"property": m.property, "value": m.value[0] if isinstance(m.value, tuple) else m.value,
                           "value_high": m.value[1] if isinstance(m.value, tuple) else None, "unit": m.unit,
                           "material": m.material, "confidence": m.confidence, "conditions": m.conditions}
                          for m in (pm.measurement for pm in pe.measurements)]
        samples[path.name] = pe.samples
    return out, samples


def question_materials(question: str, samples) -> set[str]:
    """The materials a question names, as its paper defines them (names, labels, family members)."""
    from core.matid.materials import resolve_mentions
    from core.matid.mentions import find_mentions
    from core.matid.records import MATERIAL_TYPES
    from core.matid.samples import VALUE_RE
    from core.units import plain_math
    question = plain_math(question)
    ms = [m for m in resolve_mentions(question, find_mentions(question)[0], samples) if m.type in MATERIAL_TYPES]
    out = {m.matid for m in ms if "(x)" not in m.matid}
    values = {v: float(n) for v, n in VALUE_RE.findall(question)}
    # "(x = 0–0.2)": every member of the range, in steps of 0.05
    import re
    for var, lo, hi in re.findall(r"(?<![\w.])([xyz])\s*=\s*(\d+(?:\.\d+)?)\s*[–-]\s*(\d+(?:\.\d+)?)", question):
        from core.matid.compositions import parse_composition
        for m in ms:
            comp = parse_composition(m.text) if "(x)" in m.matid else None
            x = float(lo)
            while comp is not None and x <= float(hi) + 1e-9:
                member = comp.member({var: round(x, 4)})
                if member is not None:
                    out.add(member.matid)
                x += 0.05
    for m in ms:
        if "(x)" in m.matid and values:
            from core.matid.compositions import parse_composition
            comp = parse_composition(m.text)
            member = comp.member(values) if comp is not None else None
            if member is not None:
                out.add(member.matid)
    if values and samples is not None and not out:
        member = samples.member(values)
        if member:
            out.add(member)
    return out


def _found(value: float, unit: str, cands: list[dict], materials: set[str] | None = None) -> bool:
    from core.units import same_quantity
    for m in cands:
        if materials is not None and m.get("material") not in materials:
            continue
        for v in (m["value"], m.get("value_high")):
            if v is not None and same_quantity(float(v), m["unit"] or "", value, unit, 0.02):
                return True
    return False


def _as_condition(value: float, unit: str, cands: list[dict], materials: set[str] | None = None) -> bool:
    """Is the value a condition (a test temperature, pressure, heating rate, duration …) of a measurement of the
    paper: a setting the graph keeps on the measurement it qualifies, not a measurement of its own?"""
    from core.units import same_quantity

    from core.matid.conditions import condition_unit
    for m in cands:
        if materials is not None and m.get("material") not in materials:
            continue
        for key, v in (m.get("conditions") or {}).items():
            u = condition_unit(key)
            if isinstance(v, (int, float)) and u and same_quantity(float(v), u, value, unit, 0.02):
                return True
    return False


def _first(v) -> float:
    return float(v["value"][0] if isinstance(v["value"], list) else v["value"])


def measurement_yield(by_file: dict[str, list[dict]], questions: Path | None, samples: dict | None = None) -> dict:
    from core.units import canonical_unit

    per_paper = {name: len(ms) for name, ms in sorted(by_file.items())}
    rows = [m for ms in by_file.values() for m in ms]
    out = {"per_paper": per_paper, "measurements": len(rows),
           "properties": len({r["property"] for r in rows}),
           "top_properties": Counter(r["property"] for r in rows).most_common(15)}
    if questions:
        qs = [json.loads(line) for line in questions.read_text(encoding="utf-8").splitlines() if line.strip()]
        kinds: dict[str, list[int]] = {}
        misses, right_material, wrong, as_condition = [], [], [], []
        for q in qs:
            if not q.get("values") or not q.get("paper"):
                continue
            cands = by_file.get(q["paper"], [])
            ok = all(_found(float(v["value"][0] if isinstance(v["value"], list) else v["value"]),
                            canonical_unit(v["unit"]) if v.get("unit") else "", cands) for v in q["values"])
            kinds.setdefault(q.get("source", "text"), []).append(int(ok))
            if samples and q["paper"] in samples:
                ps = samples[q["paper"]]
                mats = question_materials(q["question"], ps) or ({ps.main} if ps is not None else set())
                right = ok and all(_found(float(v["value"][0] if isinstance(v["value"], list) else v["value"]),
                                          canonical_unit(v["unit"]) if v.get("unit") else "", cands, mats)
                                   for v in q["values"])
                right_material.append(int(right))
                if ok and not right:
                    wrong.append({"id": q["id"], "paper": q["paper"], "materials": sorted(mats), "values": q["values"],
                                  "have": sorted({m.get("material", "") for v in q["values"] for m in cands
                                                  if _found(float(v["value"][0] if isinstance(v["value"], list)
                                                                  else v["value"]), canonical_unit(v.get("unit", "")),
                                                            [m])})})
            if not ok and all(_found(_first(v), canonical_unit(v["unit"]) if v.get("unit") else "", cands)
                              or _as_condition(_first(v), canonical_unit(v["unit"]) if v.get("unit") else "", cands)
                              for v in q["values"]):
                as_condition.append(q["id"])
            if not ok:
                misses.append({"id": q["id"], "paper": q["paper"], "source": q.get("source", "text"),
                               "values": q["values"], "evidence": " ".join(str(q.get("evidence", "")).split())[:140]})
        out.update(values_found=sum(sum(v) for v in kinds.values()), values_total=sum(len(v) for v in kinds.values()),
                   by_source={k: (sum(v), len(v)) for k, v in sorted(kinds.items())}, misses=misses,
                   as_condition=as_condition)
        if right_material:
            out.update(right_material=sum(right_material), wrong_material=wrong)
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m eval.measurement_yield")
    src = p.add_mutually_exclusive_group(required=True)
    src.add_argument("--data-dir", type=Path, help="an ingested library (GRAG_DATA_DIR)")
    src.add_argument("--pdf-dir", type=Path, help="read these PDFs directly instead (development)")
    p.add_argument("--questions", type=Path)
    p.add_argument("--json", action="store_true")
    a = p.parse_args(argv)
    by_file, samples = _graph_measurements(a.data_dir) if a.data_dir else _parsed_measurements(a.pdf_dir)
    res = measurement_yield(by_file, a.questions, samples)
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
        if "right_material" in res:
            print(f"... of their paper's right material: {res['right_material']}/{res['values_total']}; found for "
                  f"another material ({len(res['wrong_material'])}):")
            for w in res["wrong_material"]:
                print(f"  {w['id']} {w['paper']}: asked {w['materials']}, found for {w['have']}")
        print(f"... not a Measurement but kept as a condition of one of the paper (a setting): "
              f"{len(res['as_condition'])} ({', '.join(res['as_condition']) or '-'})")
        print(f"misses ({len(res['misses'])}):")
        for m in res["misses"]:
            vals = ", ".join(f"{v['value']} {v.get('unit', '')}".strip() for v in m["values"])
            print(f"  {m['id']} [{m['source']}] {m['paper']}: {vals} | {m['evidence']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
