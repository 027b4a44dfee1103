"""Validate tests/data/matid_gold.jsonl (the hand-labelled MatID gold set).

    .venv/bin/python tests/data/check_gold.py [path] [--no-parse]

Checks every item's fields, that each entity text is a substring of the item text, that ids
carry the right prefix for their type, that composition ids are well formed (elements in
alphabetical order, atomic percents summing to 100 +- 0.3, one decimal at most, no trailing
".0"), and that measurements use a vocabulary property, its unit and known condition keys.
Unless --no-parse is given, it also re-parses sample_papers/*.pdf and checks that every item's
text is still exactly what core.pdf / core.chunking produce (parser drift breaks the gold set).
Prints counts by source, entity type and property. Exit status 1 on any error.
"""
from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DEFAULT = Path(__file__).resolve().parent / "matid_gold.jsonl"

PREFIX = {"composition": "comp:", "material": ("mat:", "comp:"), "element": "el:", "phase": "phase:",
          "property": "prop:", "process": "proc:"}
ELEMENTS = set("""H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se
Br Kr Rb Sr Y Zr Nb Mo Tc Ru Rh Pd Ag Cd In Sn Sb Te I Xe Cs Ba La Ce Pr Nd Pm Sm Eu Gd Tb Dy Ho Er Tm Yb
Lu Hf Ta W Re Os Ir Pt Au Hg Tl Pb Bi Po At Rn""".split())
# property id -> allowed units (the vocabulary unit first; hardness may be given as a stress)
UNITS = {
    "yield_strength": {"MPa"}, "ultimate_tensile_strength": {"MPa"}, "elongation": {"%"},
    "hardness": {"HV", "MPa", "GPa"}, "youngs_modulus": {"GPa"}, "shear_modulus": {"GPa"}, "crss": {"MPa"},
    "twinning_stress": {"MPa"}, "stacking_fault_energy": {"mJ/m²"}, "hall_petch_slope": {"MPa µm^1/2"},
    "friction_stress": {"MPa"}, "fracture_toughness": {"MPa m^1/2"}, "grain_size": {"µm"},
    "density": {"g/cm³"}, "lattice_parameter": {"Å"}, "vec": {""}, "melting_temperature": {"K"},
    "flow_stress": {"MPa"}, "strain_hardening": {"MPa"},
}
CONDITIONS = {"temperature_K", "loading_mode", "grain_size_um", "processing", "strain_rate_per_s", "orientation"}
LOADING = {"tension", "compression", "shear"}
SOURCES = {"sentence", "table_row"}


def number(x) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def num_or_range(x) -> bool:
    return number(x) or (isinstance(x, list) and len(x) == 2 and all(map(number, x)) and x[0] <= x[1])


def check_comp_id(cid: str) -> str | None:
    body = cid[len("comp:"):]
    if "(x)" in body:  # family: variable element first with (x), the others alphabetical, no numbers
        m = re.fullmatch(r"([A-Z][a-z]?)\(x\)((?:[A-Z][a-z]?)+)", body)
        if not m:
            return "malformed family id"
        rest = re.findall(r"[A-Z][a-z]?", m.group(2))
        if rest != sorted(rest) or m.group(1) in rest or len(set(rest)) != len(rest):
            return "family elements not alphabetical/unique"
        if any(e not in ELEMENTS for e in [m.group(1), *rest]):
            return "unknown element"
        return None
    parts = re.findall(r"([A-Z][a-z]?)(\d+(?:\.\d)?)", body)
    if "".join(e + n for e, n in parts) != body or not parts:
        return "malformed (element + percent with at most one decimal)"
    els = [e for e, _ in parts]
    if any(e not in ELEMENTS for e in els):
        return "unknown element"
    if els != sorted(els) or len(set(els)) != len(els):
        return "elements not in alphabetical order / repeated"
    if any(n.endswith(".0") for _, n in parts):
        return "trailing .0"
    total = sum(float(n) for _, n in parts)
    if abs(total - 100) > 0.3:
        return f"percents sum to {total:.1f}"
    return None


def check_item(it: dict, errors: list[str]) -> None:
    iid = it.get("id", "?")

    def err(msg):
        errors.append(f"{iid}: {msg}")

    for key, typ in [("id", str), ("paper", str), ("page", int), ("source", str), ("text", str),
                     ("entities", list), ("measurements", list)]:
        if not isinstance(it.get(key), typ):
            err(f"field {key!r} missing or not {typ.__name__}")
            return
    if it["source"] not in SOURCES:
        err(f"bad source {it['source']!r}")
    if not re.fullmatch(r"p\d+-(s\d{3}|t\d+-r\d+)", iid):
        err("bad id format")
    text = it["text"]
    seen = set()
    for e in it["entities"]:
        t, typ, eid = e.get("text"), e.get("type"), e.get("id")
        if typ not in PREFIX:
            err(f"bad entity type {typ!r}")
            continue
        if not isinstance(t, str) or not t or t not in text:
            err(f"entity text {t!r} is not a substring of the item text")
        if not isinstance(eid, str) or not eid.startswith(PREFIX[typ]):
            err(f"entity {t!r}: id {eid!r} lacks prefix {PREFIX[typ]}")
            continue
        if eid.startswith("comp:") and (msg := check_comp_id(eid)):
            err(f"composition id {eid!r}: {msg}")
        if typ == "element" and eid[3:] not in ELEMENTS:
            err(f"unknown element id {eid!r}")
        if typ == "property" and eid[5:] not in UNITS:
            err(f"property id {eid!r} not in the vocabulary")
        if typ == "material" and eid.startswith("mat:") and not re.fullmatch(r"mat:[a-z0-9]+(-[a-z0-9]+)*", eid):
            err(f"material id {eid!r} is not a lower-case slug")
        if typ == "process" and not re.fullmatch(r"proc:[a-z0-9]+(_[a-z0-9]+)*", eid):
            err(f"process id {eid!r} is not snake_case")
        key = (typ, t)
        if key in seen:
            err(f"entity {t!r} listed twice")
        seen.add(key)
    ent_ids = {e.get("id") for e in it["entities"]}
    for m in it["measurements"]:
        mat, prop, val, unit = m.get("material"), m.get("property"), m.get("value"), m.get("unit")
        if not isinstance(mat, str) or not re.match(r"(comp|mat|el):", mat):
            err(f"measurement material {mat!r} is not a comp:/mat:/el: id")
        elif mat.startswith("comp:") and (msg := check_comp_id(mat)):
            err(f"measurement material {mat!r}: {msg}")
        if prop not in UNITS:
            err(f"measurement property {prop!r} not in the vocabulary")
        elif unit not in UNITS[prop]:
            err(f"{prop}: unit {unit!r} not in {sorted(UNITS[prop])}")
        if not num_or_range(val):
            err(f"{prop}: value {val!r} is not a number or [low, high]")
        if "uncertainty" in m and not (number(m["uncertainty"]) and m["uncertainty"] > 0):
            err(f"{prop}: bad uncertainty {m['uncertainty']!r}")
        extra = set(m) - {"material", "property", "value", "unit", "uncertainty", "conditions"}
        if extra:
            err(f"{prop}: unknown measurement keys {sorted(extra)}")
        cond = m.get("conditions", {})
        if not isinstance(cond, dict):
            err(f"{prop}: conditions is not an object")
            continue
        if set(cond) - CONDITIONS:
            err(f"{prop}: unknown condition keys {sorted(set(cond) - CONDITIONS)}")
        if "temperature_K" in cond and not (num_or_range(cond["temperature_K"]) and
                                            min(cond["temperature_K"] if isinstance(cond["temperature_K"], list)
                                                else [cond["temperature_K"]]) >= 0):
            err(f"{prop}: bad temperature_K {cond['temperature_K']!r}")
        if "loading_mode" in cond and cond["loading_mode"] not in LOADING:
            err(f"{prop}: bad loading_mode {cond['loading_mode']!r}")
        for k in ("grain_size_um", "strain_rate_per_s"):
            if k in cond and not (number(cond[k]) and cond[k] > 0):
                err(f"{prop}: bad {k} {cond[k]!r}")
        for k in ("processing", "orientation"):
            if k in cond and not (isinstance(cond[k], str) and cond[k]):
                err(f"{prop}: bad {k} {cond[k]!r}")
        if isinstance(mat, str) and mat.startswith(("comp:", "mat:")) and mat not in ent_ids \
                and not any(i.startswith("comp:") and "(x)" in i for i in ent_ids):
            err(f"{prop}: material {mat!r} is not among the item's entities")


def check_against_parser(items: list[dict], errors: list[str]) -> None:
    sys.path.insert(0, str(ROOT))
    from core.chunking import paper_sentences
    from core.pdf import parse_pdf

    by_paper: dict[str, list[dict]] = {}
    for it in items:
        by_paper.setdefault(str(it.get("paper")), []).append(it)
    for paper, its in by_paper.items():
        pdf = ROOT / "sample_papers" / paper
        if not pdf.exists():
            errors.append(f"{paper}: PDF not found")
            continue
        p = parse_pdf(str(pdf))
        sents = paper_sentences(p.blocks)
        for it in its:
            m = re.fullmatch(r"p\d+-s(\d{3})", str(it.get("id")))
            if m:
                j = int(m.group(1))
                if j >= len(sents) or sents[j].text != it["text"] or sents[j].page != it["page"]:
                    errors.append(f"{it['id']}: text/page no longer matches the parser's sentence {j}")
                continue
            m = re.fullmatch(r"p\d+-t(\d+)-r(\d+)", str(it.get("id")))
            if not m or not isinstance(it.get("text"), str):
                continue  # malformed item: reported by check_item
            k, r = int(m.group(1)) - 1, int(m.group(2)) - 1
            if k >= len(p.tables) or r >= len(p.tables[k].rows):
                errors.append(f"{it['id']}: table row not found by the parser")
                continue
            t = p.tables[k]
            want = f"{t.caption}\n" + "; ".join(f"{h}: {c}" for h, c in zip(t.header, t.rows[r]))
            if want != it["text"] or t.page != it["page"]:
                errors.append(f"{it['id']}: text/page no longer matches the parser's table row")


def main(argv: list[str]) -> int:
    args = [a for a in argv if not a.startswith("--")]
    path = Path(args[0]) if args else DEFAULT
    items, errors = [], []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            items.append(json.loads(line))
        except json.JSONDecodeError as e:
            errors.append(f"line {n}: invalid JSON ({e})")
    ids = Counter(it.get("id") for it in items)
    errors += [f"{i}: duplicate id" for i, c in ids.items() if c > 1]
    for it in items:
        check_item(it, errors)
    if "--no-parse" not in argv:
        check_against_parser(items, errors)

    src = Counter(it["source"] for it in items)
    ents = Counter(e["type"] for it in items for e in it["entities"])
    meas = [m for it in items for m in it["measurements"]]
    print(f"{path.name}: {len(items)} items ({src['sentence']} sentences, {src['table_row']} table rows) "
          f"from {len({it['paper'] for it in items})} papers")
    print(f"items with no entities: {sum(1 for it in items if not it['entities'])}")
    print(f"entity mentions: {sum(ents.values())}  " + ", ".join(f"{k} {v}" for k, v in sorted(ents.items())))
    print(f"distinct entity ids: {len({e['id'] for it in items for e in it['entities']})}")
    print(f"measurements: {len(meas)} (sentences {sum(len(it['measurements']) for it in items if it['source'] == 'sentence')}, "
          f"table rows {sum(len(it['measurements']) for it in items if it['source'] == 'table_row')})")
    print("  by property: " + ", ".join(f"{k} {v}" for k, v in Counter(m['property'] for m in meas).most_common()))
    if errors:
        print(f"\n{len(errors)} error(s):")
        for e in errors:
            print("  " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
