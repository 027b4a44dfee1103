"""Validate the project's materials glossary (``core/knowledge/glossary.json``).

Run as ``python -m eval.check_glossary [PATH]``. Prints the number of entries by kind,
lists every problem found and exits non-zero if there is any.

Checks: at least ``MIN_ENTRIES`` entries; every entry has exactly the fields id, title, aliases,
matid, kind and text with the right types; ids (``gloss:<slug>``) and titles are unique; no name
(title or alias, compared case-insensitively) is claimed by two entries; text length within
``TEXT_MIN``..``TEXT_MAX`` characters; kind in ``KINDS``; matid empty or with a known prefix and a
well-formed value (compositions alphabetical and summing to ~100 at.%, properties from the
vocabulary in docs/MATIDS.md).
"""
from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
GLOSSARY_FILE = ROOT / "core" / "knowledge" / "glossary.json"
MATIDS_DOC = ROOT / "docs" / "MATIDS.md"

MIN_ENTRIES = 150
TEXT_MIN, TEXT_MAX = 150, 1200
FIELDS = ("id", "title", "aliases", "matid", "kind", "text")
KINDS = ("alloy", "alloy-family", "element-role", "phase", "property", "process", "mechanism", "concept", "technique")
MATID_PREFIXES = ("comp:", "mat:", "el:", "phase:", "prop:", "proc:")

# Property ids of docs/MATIDS.md ("Property vocabulary"); used when the document cannot be read.
PROPERTY_IDS = frozenset({
    "yield_strength", "ultimate_tensile_strength", "elongation", "hardness", "youngs_modulus", "shear_modulus",
    "crss", "twinning_stress", "stacking_fault_energy", "hall_petch_slope", "friction_stress", "fracture_toughness",
    "grain_size", "density", "lattice_parameter", "vec", "melting_temperature", "flow_stress", "strain_hardening",
})

ID_RE = re.compile(r"^gloss:[a-z0-9]+(?:-[a-z0-9]+)*$")
ELEMENT_RE = r"[A-Z][a-z]?"
COMP_RE = re.compile(rf"^comp:(?:{ELEMENT_RE}\d+(?:\.\d)?)+$")
COMP_PART_RE = re.compile(rf"({ELEMENT_RE})(\d+(?:\.\d)?)")
FAMILY_RE = re.compile(rf"^comp:({ELEMENT_RE})\(x\)((?:{ELEMENT_RE})+)$")
SLUG_RE = re.compile(r"^[a-z0-9]+(?:[-.][a-z0-9]+)*$")
SNAKE_RE = re.compile(r"^[a-z0-9]+(?:_[a-z0-9]+)*$")
PHASE_RE = re.compile(r"^[A-Za-z0-9_]+$")
ELEMENT_ID_RE = re.compile(rf"^{ELEMENT_RE}$")


def property_ids(doc: Path = MATIDS_DOC) -> frozenset[str]:
    """Property ids from the vocabulary table of docs/MATIDS.md (falls back to ``PROPERTY_IDS``)."""
    try:
        text = doc.read_text(encoding="utf-8")
    except OSError:
        return PROPERTY_IDS
    _, _, section = text.partition("## Property vocabulary")
    ids = set(re.findall(r"^\|\s*`([a-z0-9_]+)`\s*\|", section, flags=re.M))
    return frozenset(ids) or PROPERTY_IDS


def load_glossary(path: Path = GLOSSARY_FILE) -> list[dict[str, Any]]:
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    if not isinstance(data, list):
        raise ValueError(f"{path}: top level must be a JSON list, got {type(data).__name__}")
    return data


def _matid_problem(matid: str, props: frozenset[str]) -> str | None:
    if matid == "":
        return None
    if not matid.startswith(MATID_PREFIXES):
        return f"matid {matid!r} has no allowed prefix {MATID_PREFIXES}"
    prefix, _, value = matid.partition(":")
    if not value:
        return f"matid {matid!r} has an empty value"
    if prefix == "comp":
        fam = FAMILY_RE.match(matid)
        if fam:
            rest = re.findall(ELEMENT_RE, fam.group(2))
            if rest != sorted(rest) or fam.group(1) in rest:
                return f"family matid {matid!r}: the fixed elements must be alphabetical and not repeat the variable one"
            return None
        if not COMP_RE.match(matid):
            return f"composition matid {matid!r} is not of the form comp:<El><pct>... or comp:<El>(x)<Els>"
        parts = COMP_PART_RE.findall(value)
        elements = [el for el, _ in parts]
        if elements != sorted(elements) or len(set(elements)) != len(elements):
            return f"composition matid {matid!r}: elements must be alphabetical and unique"
        if any(p.endswith(".0") for _, p in parts):
            return f"composition matid {matid!r}: trailing '.0' must be dropped"
        total = sum(float(p) for _, p in parts)
        if abs(total - 100) > 0.05 * len(parts):
            return f"composition matid {matid!r}: percentages sum to {total:.1f}, not ~100"
        return None
    if prefix == "prop" and value not in props:
        return f"property matid {matid!r} is not in the vocabulary of docs/MATIDS.md"
    if prefix == "mat" and not SLUG_RE.match(value):
        return f"material matid {matid!r} must be a lower-case slug"
    if prefix == "proc" and not SNAKE_RE.match(value):
        return f"process matid {matid!r} must be snake_case"
    if prefix == "el" and not ELEMENT_ID_RE.match(value):
        return f"element matid {matid!r} must be an element symbol"
    if prefix == "phase" and not PHASE_RE.match(value):
        return f"phase matid {matid!r} must be letters, digits or underscores"
    return None


def check(entries: list[Any], min_entries: int = MIN_ENTRIES) -> list[str]:
    """All problems found in ``entries`` (empty list = valid)."""
    problems: list[str] = []
    if len(entries) < min_entries:
        problems.append(f"only {len(entries)} entries, need at least {min_entries}")
    props = property_ids()
    ids: dict[str, int] = {}
    titles: dict[str, int] = {}
    names: dict[str, str] = {}  # lower-cased title/alias -> id of the entry that claims it
    for i, e in enumerate(entries):
        where = f"entry {i}"
        if not isinstance(e, dict):
            problems.append(f"{where}: not a JSON object")
            continue
        where = f"entry {i} ({e.get('id', '?')})"
        missing = [f for f in FIELDS if f not in e]
        extra = [f for f in e if f not in FIELDS]
        if missing:
            problems.append(f"{where}: missing fields {missing}")
        if extra:
            problems.append(f"{where}: unexpected fields {extra}")
        for f in ("id", "title", "matid", "kind", "text"):
            if f in e and not isinstance(e[f], str):
                problems.append(f"{where}: field {f!r} must be a string")
        aliases = e.get("aliases", [])
        if not isinstance(aliases, list) or not all(isinstance(a, str) and a.strip() for a in aliases):
            problems.append(f"{where}: aliases must be a list of non-empty strings")
            aliases = []
        if missing or any(not isinstance(e.get(f), str) for f in ("id", "title", "matid", "kind", "text")):
            continue

        eid, title, text = e["id"], e["title"].strip(), e["text"]
        if not ID_RE.match(eid):
            problems.append(f"{where}: id must look like 'gloss:lower-case-slug'")
        if eid in ids:
            problems.append(f"{where}: duplicate id (also entry {ids[eid]})")
        ids.setdefault(eid, i)
        if not title:
            problems.append(f"{where}: empty title")
        if title.lower() in titles:
            problems.append(f"{where}: duplicate title {title!r} (also entry {titles[title.lower()]})")
        titles.setdefault(title.lower(), i)
        if not TEXT_MIN <= len(text) <= TEXT_MAX:
            problems.append(f"{where}: text has {len(text)} characters, must be {TEXT_MIN}-{TEXT_MAX}")
        if e["kind"] not in KINDS:
            problems.append(f"{where}: kind {e['kind']!r} not in {KINDS}")
        if (p := _matid_problem(e["matid"], props)) is not None:
            problems.append(f"{where}: {p}")

        own: set[str] = set()
        for name in [title, *aliases]:
            key = name.strip().lower()
            if key in own:
                problems.append(f"{where}: name {name!r} listed twice in the same entry")
                continue
            own.add(key)
            if key in names and names[key] != eid:
                problems.append(f"{where}: name {name!r} is already claimed by {names[key]}")
            names.setdefault(key, eid)
    return problems


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    path = Path(argv[0]) if argv else GLOSSARY_FILE
    try:
        entries = load_glossary(path)
    except (OSError, ValueError) as exc:  # json.JSONDecodeError is a ValueError
        print(f"cannot load {path}: {exc}", file=sys.stderr)
        return 2
    kinds = Counter(e.get("kind", "?") if isinstance(e, dict) else "?" for e in entries)
    with_matid = sum(1 for e in entries if isinstance(e, dict) and e.get("matid"))
    print(f"{path}: {len(entries)} entries ({with_matid} with a matid)")
    for kind, n in sorted(kinds.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {kind:<13} {n}")
    problems = check(entries)
    for p in problems:
        print(f"PROBLEM: {p}", file=sys.stderr)
    if problems:
        print(f"{len(problems)} problem(s) found", file=sys.stderr)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
