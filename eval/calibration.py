"""What each strategy of the recogniser decided and how often it was right, and how often each confidence level is
right: the figures both extraction benches print (SOFC-Exp, ``eval/extraction.py``; PolyIE, ``eval/polyie.py``).

A bench gives one row per measurement of ours, a dict with:

- ``binding``: the measurement's ``Measurement.binding``, part ("material", "property", "value", "role", …) -> the
  name of the strategy that decided it. Whatever parts and names the recogniser writes are counted as they are;
- ``level``: ``core.matid.confidence.level`` of its confidence;
- ``tp``: its value is an annotated value;
- ``property_ok`` / ``material_ok``: for a ``tp``, whether its property / material is the annotated one; None where
  the annotation does not say (no property, or none the bench maps to the catalogue; no material) or ``tp`` is
  false.

A strategy of the part "property" is judged on the measurements whose value is right and whose annotation names a
property (right: ``property_ok``), one of "material" likewise (``material_ok``); one of any other part ("value",
"role", …) on every measurement it decided (right: the value is an annotated value). Every strategy also gets the
share of its measurements whose value is right, so a property strategy that mostly reads numbers nobody annotated
is seen too.
"""
from __future__ import annotations

from collections import Counter

from core.matid.confidence import LEVELS

PART_ORDER = ("value", "role", "property", "material")


def ratio(n: int, d: int) -> dict:
    return {"n": n, "N": d, "score": (n / d) if d else None}


def cell(r: dict) -> str:
    return "–" if r["score"] is None else f"{r['score']:.2f} ({r['n']}/{r['N']})"


def judged(row: dict, part: str) -> bool | None:
    """Was the part of this measurement that a strategy decided right? None: the annotation cannot say."""
    if part in ("property", "material"):
        return row.get(f"{part}_ok") if row.get("tp") else None
    return bool(row.get("tp"))


def by_strategy(rows: list[dict]) -> dict[str, dict[str, dict]]:
    """Part -> strategy name -> {decided, value_right, right}: how many measurements the strategy decided that part
    of, the share of those whose value is an annotated value, and the share right on its part where judged. The
    parts in ``PART_ORDER`` first, the others after, by name; strategies by how many they decided."""
    parts = {p for r in rows for p in (r.get("binding") or {})}
    out: dict[str, dict[str, dict]] = {}
    for part in [p for p in PART_ORDER if p in parts] + sorted(parts - set(PART_ORDER)):
        names: dict[str, list[dict]] = {}
        for r in rows:
            how = (r.get("binding") or {}).get(part)
            if how is not None and how != "":
                names.setdefault(str(how), []).append(r)
        table = {}
        for name, mine in sorted(names.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            verdicts = [v for v in (judged(r, part) for r in mine) if v is not None]
            table[name] = {"decided": len(mine), "value_right": ratio(sum(1 for r in mine if r.get("tp")), len(mine)),
                           "right": ratio(sum(1 for v in verdicts if v), len(verdicts))}
        out[part] = table
    return out


def by_level(rows: list[dict]) -> dict[str, dict]:
    """Confidence level -> how many measurements, the share whose value is right, of those the share whose property
    and whose material are right (where annotated), and the share of measurements right in all three: of those whose
    value is wrong (wrong in all three) or whose annotation names both property and material."""
    out = {}
    for lv in LEVELS:
        mine = [r for r in rows if r.get("level") == lv]
        if not mine:
            continue
        tps = [r for r in mine if r.get("tp")]
        with_prop = [r for r in tps if r.get("property_ok") is not None]
        with_mat = [r for r in tps if r.get("material_ok") is not None]
        whole = [r for r in mine if not r.get("tp") or (r.get("property_ok") is not None
                                                         and r.get("material_ok") is not None)]
        out[lv] = {"measurements": len(mine),
                   "value_right": ratio(len(tps), len(mine)),
                   "property_right": ratio(sum(1 for r in with_prop if r["property_ok"]), len(with_prop)),
                   "material_right": ratio(sum(1 for r in with_mat if r["material_ok"]), len(with_mat)),
                   "all_right": ratio(sum(1 for r in whole if r.get("tp") and r["property_ok"] and r["material_ok"]),
                                      len(whole))}
    return out


def false_positives_and_calibration(meas: list[dict], fp_classes, fp_example, misses: int) -> dict:
    """The summary parts both extraction benches compute alike from their measurement rows: the false positives
    (count, by class, by property, ``misses`` examples per class), the table per strategy and per level."""
    fps = [m for m in meas if not m["tp"]]
    return {"false_positives": {
                "count": len(fps),
                "by_class": {c: sum(1 for m in fps if m["fp_class"] == c) for c in fp_classes},
                "by_property": Counter(m["property"] for m in fps).most_common(15),
                "examples": {c: [fp_example(m) for m in fps if m["fp_class"] == c][:misses] for c in fp_classes}},
            "by_strategy": by_strategy(meas), "by_level": by_level(meas), "measurement_rows": meas}


def pop_measurement_rows(res) -> list[dict]:
    """Take the per-measurement rows out of a bench result (they go to ``--records``, not into its JSON)."""
    rows = []
    if isinstance(res, dict):
        rows += res.pop("measurement_rows", None) or []
        for v in res.values():
            rows += pop_measurement_rows(v)
    elif isinstance(res, list):
        for v in res:
            rows += pop_measurement_rows(v)
    return rows


def print_calibration(summary: dict) -> None:
    """The per-level and per-strategy tables of a bench's summary (its ``by_level`` and ``by_strategy``)."""
    levels = summary.get("by_level") or {}
    if levels:
        print("\nCalibration: per confidence level, the share of our measurements that are right (value: an "
              "annotated value; property and material: of those, where the annotation names them; all three: of "
              "the measurements whose value is wrong or whose annotation names property and material)\n")
        print("| level | measurements | value right | property right | material right | all three right |")
        print("|---|---|---|---|---|---|")
        for lv, r in levels.items():
            print(f"| {lv} | {r['measurements']} | {cell(r['value_right'])} | {cell(r['property_right'])} | "
                  f"{cell(r['material_right'])} | {cell(r['all_right'])} |")
    strategies = summary.get("by_strategy") or {}
    if strategies:
        print("\nPer strategy (Measurement.binding): how many measurements it decided the part of, the share whose "
              "value is right, and the share right on its part (property, material: of those with a right value "
              "whose annotation names it; other parts: the value)\n")
        print("| part | strategy | decided | value right | right on its part |")
        print("|---|---|---|---|---|")
        for part, table in strategies.items():
            for name, r in table.items():
                print(f"| {part} | {name} | {r['decided']} | {cell(r['value_right'])} | {cell(r['right'])} |")


def print_misses_and_false_positives(s: dict, wrong_label: str) -> None:
    """The misses by class, the false positives (by class and property), the units not read, the wrong properties
    (``wrong_label`` names what the annotation gives) and the examples: the part of a report both extraction
    benches print alike."""
    print("\n| miss class | count |\n|---|---|")
    for c, v in s["misses"].items():
        print(f"| {c} | {v['count']} |")
    fp = s["false_positives"]
    print(f"\nFalse positives: {fp['count']} of {s['measurements']} measurements — "
          + ", ".join(f"{c} {n}" for c, n in fp["by_class"].items()))
    if fp["by_property"]:
        print("False positives by property: " + ", ".join(f"{p} {n}" for p, n in fp["by_property"]))
    if s["units_not_read"]:
        print("Units of the values not read as quantities: " + ", ".join(f"{u!r} {n}" for u, n in s["units_not_read"]))
    if s["wrong_properties"]:
        print(f"Wrong properties ({wrong_label} -> ours): " + ", ".join(f"{p} {n}" for p, n in s["wrong_properties"]))
    if any(v["examples"] for v in s["misses"].values()) or any(fp["examples"].values()):
        print("\nExamples (value [[marked]]):")
        for c, v in s["misses"].items():
            for e in v["examples"]:
                print(f"- {c}: {e}")
        for c, ex in fp["examples"].items():
            for e in ex:
                print(f"- false positive, {c}: {e}")
