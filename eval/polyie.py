"""The PolyIE benchmark: the recogniser on polymer papers whose every property value experts annotated.

``python -m eval.bench extraction --polyie DIR [--split train|validation] [--paper N[,N…]] [--passages N]
[--json FILE]`` reads PolyIE (Cheung et al., NAACL 2024, Apache-2.0: polymer solar-cell and battery papers, each
paragraph's tokens with BIO labels CN compound, PN property name, PV property value, Condition, ES editorial text,
and (compound, property, value[, condition]) relations as token spans), runs the recogniser on each paper's
paragraphs through ``core.matid.extract.recognise_in_paper`` (as the SOFC-Exp bench does: each paragraph split
into sentences as a chunk is, the paper's text, one sentence a line, giving its samples; each sentence read alone,
or with ``passages`` > 0 in passages of that many sentences) and scores:

- value recall: of the annotated values (every ``PV`` span with a number), the share that one of our measurements
  of the same paragraph holds (the value written there, equal as a quantity within 2 % where both sides have a
  unit, as numbers otherwise: ``eval.extraction.value_matches``);
- value kept: recalled, or kept as a condition of another measurement of the paragraph ("at 0.7 V");
- precision: of our measurements in those paragraphs, the share whose value is an annotated value (every value is
  annotated, so the rest are false positives);
- property agreement: of the recalled values whose relation names a property that ``eval/polyie_properties.toml``
  maps to catalogue ids, the share whose property is one of those ids (unmapped names are reported, not judged);
- attribution: of the recalled values whose relation names a compound, the share whose material is that
  compound (``attribution_kind``: the same material as the SOFC-Exp bench reads it, or the compound's text within
  our material's name or one of its names in the paper, or our material the first member, the donor, of the
  annotated blend "D:A");
- misses and false positives by class, with examples; the per-level and per-strategy figures of
  ``eval/calibration.py``.

Everything here is a pure function of the annotations and the measurements, except ``run`` (which calls the
recogniser) and the readers (which read files).
"""
from __future__ import annotations

import json
import re
import time
import tomllib
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from core.matid.confidence import level
from core.matid.conditions import condition_unit
from eval.calibration import (cell, false_positives_and_calibration, print_calibration,
                              print_misses_and_false_positives, ratio)
from eval.extraction import (AnnotatedValue, _found_as_quantity, _overlap, excerpt, material_matches,
                             normalise_material, pair_values, paper_surfaces, parse_value, unit_family, value_matches)

DEFAULT_ROOT = Path(__file__).resolve().parent.parent.parent / "shared" / "polyie"
PROPERTIES_FILE = Path(__file__).resolve().parent / "polyie_properties.toml"
SPLITS = ("train", "validation")
ATTRIBUTION = ("PolyIE, Cheung et al., NAACL 2024 (arXiv 2311.07715), repository jerry3027/PolyIE "
               "Cleaned_data/Final_v2, Apache License 2.0")
ROLES = ("compound", "property", "value", "condition")
LABEL_ROLE = {"CN": "compound", "PN": "property", "PV": "value", "Condition": "condition"}
MISS_CLASSES = ("kept_as_condition", "no_quantity", "no_measurement", "wrong_value", "wrong_property",
                "unmapped_property", "no_property_named", "wrong_material", "no_compound_named")
FP_CLASSES = ("duplicate", "wrong_value", "condition", "compound_name", "property_name", "editorial", "not_annotated")


# --- the data -----------------------------------------------------------------------------------------------------
@dataclass
class Entity:
    type: str                     # CN, PN, PV, Condition, ES (the BIO label)
    tokens: tuple[int, int]       # [start, end) in the paragraph's tokens
    begin: int                    # [begin, end) in the paragraph's text
    end: int
    text: str


@dataclass
class Relation:
    compound: Entity | None = None
    property: Entity | None = None
    value: Entity | None = None
    condition: Entity | None = None


@dataclass
class Paragraph:
    paper: int
    index: int
    tokens: list[str]
    labels: list[str]
    text: str                          # the tokens joined (``detokenise``)
    offsets: list[tuple[int, int]]     # each token's [begin, end) in ``text``
    entities: list[Entity]
    relations: list[Relation]


@dataclass
class Paper:
    index: int
    split: str
    paragraphs: list[Paragraph]
    notes: list[str] = field(default_factory=list)

    @property
    def name(self) -> str:
        return f"{self.split}/{self.index}"


_NO_SPACE_BEFORE = {",", ".", ";", ")", "]", "}", "%", "'s", "’s", "'", "’"}
_NO_SPACE_AFTER = {"(", "[", "{"}


def detokenise(tokens: list[str]) -> tuple[str, list[tuple[int, int]]]:
    """The paragraph's tokens as text, with each token's offsets. Tokens are joined with spaces, as the dataset's
    README says, except that no space goes before closing punctuation (",", ".", ")", "%") or after an opening
    bracket, and "-" and "/" between two words join them ("PNDFT - DTBT" is "PNDFT-DTBT", "mg / mL" "mg/mL"),
    as does ":" between two words of which one has a capital or a digit (the blend "PTTBTz : ICBA"): the papers
    wrote these without spaces; the tokenizer put them in. Nothing else is changed ("V oc", "PC 70 BM" stay)."""
    out: list[str] = []
    offsets: list[tuple[int, int]] = []
    pos = 0
    for i, tok in enumerate(tokens):
        prev = tokens[i - 1] if i else ""
        nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
        space = bool(out)
        if tok in _NO_SPACE_BEFORE or prev in _NO_SPACE_AFTER:
            space = False
        elif (tok in ("-", "/") and _word_end(prev) and _word_start(nxt)) or \
                (prev in ("-", "/") and i >= 2 and _word_end(tokens[i - 2]) and _word_start(tok)):
            space = False
        elif (tok == ":" and _word_end(prev) and _word_start(nxt) and _coded(prev, nxt)) or \
                (prev == ":" and i >= 2 and _word_end(tokens[i - 2]) and _word_start(tok) and _coded(tokens[i - 2], tok)):
            space = False
        if space:
            out.append(" ")
            pos += 1
        out.append(tok)
        offsets.append((pos, pos + len(tok)))
        pos += len(tok)
    return "".join(out), offsets


def _word_end(tok: str) -> bool:
    return bool(tok) and (tok[-1].isalnum() or tok[-1] in ")]")


def _word_start(tok: str) -> bool:
    return bool(tok) and (tok[0].isalnum() or tok[0] in "([")


def _coded(a: str, b: str) -> bool:
    return any(ch.isupper() or ch.isdigit() for ch in a + b)


def bio_spans(labels: list[str]) -> list[tuple[str, int, int]]:
    """The labelled spans of a BIO sequence as (type, start, end); an I- tag after another type starts a span."""
    spans: list[tuple[str, int, int]] = []
    cur: list | None = None
    for i, tag in enumerate(labels):
        kind = tag[2:] if tag[:2] in ("B-", "I-") else None
        if kind is not None and tag.startswith("I-") and cur is not None and cur[0] == kind:
            cur[2] = i + 1
            continue
        if cur is not None:
            spans.append(tuple(cur))
            cur = None
        if kind is not None:
            cur = [kind, i, i + 1]
    if cur is not None:
        spans.append(tuple(cur))
    return spans


def _entity(kind: str, start: int, end: int, tokens: list[str], text: str, offsets) -> Entity:
    b, e = offsets[start][0], offsets[end - 1][1]
    return Entity(kind, (start, end), b, e, text[b:e])


def read_paragraph(paper: int, index: int, tokens: list[str], labels: list[str], relations: list,
                   notes: list[str] | None = None) -> Paragraph:
    """One paragraph: its text, labelled entities and relations. A relation of three or four spans is (compound,
    property, value[, condition]) by position, as the dataset's README says; one of two spans names its parts by
    their labels. A relation span that is no labelled entity becomes an entity of its role's label."""
    notes = notes if notes is not None else []
    text, offsets = detokenise(tokens)
    entities = [_entity(k, s, e, tokens, text, offsets) for k, s, e in bio_spans(labels)]
    by_span = {(x.tokens, x.type): x for x in entities}
    by_tokens = {x.tokens: x for x in entities}
    rels: list[Relation] = []
    label_of = {v: k for k, v in LABEL_ROLE.items()}
    for rel in relations:
        spans = [tuple(s) for s in rel]
        if any(not (0 <= s < e <= len(tokens)) for s, e in spans):
            notes.append(f"paper {paper} paragraph {index}: a relation span lies outside the paragraph: {rel}")
            continue
        if len(spans) >= 3:
            roles = list(ROLES[:len(spans)])
        else:
            roles = [LABEL_ROLE.get(labels[s][2:]) for s, _ in spans]
            if None in roles or len(set(roles)) < len(roles):
                notes.append(f"paper {paper} paragraph {index}: a relation of two spans whose labels name no two "
                             f"parts: {[' '.join(tokens[s:e]) for s, e in spans]}")
                continue
        r = Relation()
        for role, (s, e) in zip(roles, spans):
            kind = label_of[role]
            ent = by_span.get(((s, e), kind)) or by_tokens.get((s, e))
            if ent is None:
                ent = _entity(kind, s, e, tokens, text, offsets)
            setattr(r, role, ent)
        rels.append(r)
    return Paragraph(paper, index, tokens, labels, text, offsets, entities, rels)


def read_split(root: Path, split: str = "train", papers: list[int] | None = None) -> list[Paper]:
    """The papers of ``root/<split>.json`` (all, or those of these indices)."""
    if split not in SPLITS:
        raise ValueError(f"PolyIE split {split!r}: one of {', '.join(SPLITS)} (the test split is kept out)")
    data = json.loads((root / f"{split}.json").read_text(encoding="utf-8"))
    out = []
    for p, (texts, labels, relations) in enumerate(zip(data["text"], data["label"], data["relation"])):
        if papers is not None and p not in papers:
            continue
        notes: list[str] = []
        paras = [read_paragraph(p, i, t, lab, rel, notes) for i, (t, lab, rel) in enumerate(zip(texts, labels, relations))]
        out.append(Paper(p, split, paras, notes))
    return out


# --- the property names ---------------------------------------------------------------------------------------------
_LIGATURES = {"\ue103": "fi", "\ue104": "fl", "\ufb01": "fi", "\ufb02": "fl"}


def property_key(name: str) -> str:
    """A property name for lookup: NFKC, lower case, PDF ligatures read, trailing punctuation ("PCE.") and spaces
    and hyphens dropped."""
    s = "".join(_LIGATURES.get(ch, ch) for ch in name)
    s = unicodedata.normalize("NFKC", s).lower().strip(" .,;:")
    return re.sub(r"[\s\-‐‑–]+", "", s)


def _singulars(key: str) -> list[str]:
    out = [key]
    for plural, singular in (("indices", "index"), ("indexes", "index"), ("ies", "y"), ("es", ""), ("s", "")):
        if key.endswith(plural) and len(key) > len(plural) + 1:
            out.append(key[: -len(plural)] + singular)
    return out


@dataclass
class PropertyMap:
    names: dict[str, set[str]]       # property_key(name) -> catalogue ids

    def ids(self, name: str) -> set[str] | None:
        """The catalogue ids a PolyIE property name maps to (None: the name is not in the mapping)."""
        for key in _singulars(property_key(name)):
            if key in self.names:
                return self.names[key]
        return None

    def all_ids(self) -> set[str]:
        return {i for ids in self.names.values() for i in ids}


def load_properties(path: Path = PROPERTIES_FILE) -> PropertyMap:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    names: dict[str, set[str]] = defaultdict(set)
    for pid, written in data["ids"].items():
        for name in written:
            names[property_key(name)].add(pid)
    return PropertyMap(dict(names))


# --- the annotated values -------------------------------------------------------------------------------------------
@dataclass
class Target:
    """An annotated value (a PV span with a number), with what the relations through it say of it."""
    entity: Entity
    ann: AnnotatedValue
    compounds: list[Entity] = field(default_factory=list)
    properties: list[Entity] = field(default_factory=list)
    conditions: list[Entity] = field(default_factory=list)


def _caret(text: str) -> str:
    """A unit's power as the data writes it ("cm^-2", "V^-1") as SOFC-Exp's do ("cm-2"), so that its digit is read
    as the unit's exponent, not as a second number of the value."""
    return re.sub(r"(?<=[A-Za-zµμΩ])\s?\^\s?(?=[-−–]?\d)", "", text)


def targets_of(para: Paragraph, notes: list[str] | None = None) -> list[Target]:
    """The paragraph's annotated values: every PV entity, and any relation's value span that is none (each with the
    compounds, properties and conditions of the relations through it; a relation's value span overlapping a PV
    entity is that entity's). A value with no number ("high", "n-type") is left out, with a note."""
    notes = notes if notes is not None else []
    by_tokens: dict[tuple[int, int], Target] = {}
    for ent in para.entities:
        if ent.type == "PV":
            by_tokens[ent.tokens] = Target(ent, parse_value(_caret(ent.text)))
    for r in para.relations:
        if r.value is None:
            continue
        t = by_tokens.get(r.value.tokens)
        if t is None:
            t = next((x for x in by_tokens.values() if x.entity.tokens[0] < r.value.tokens[1]
                      and r.value.tokens[0] < x.entity.tokens[1]), None)
        if t is None:
            notes.append(f"paper {para.paper} paragraph {para.index}: a relation's value {r.value.text!r} is no PV span "
                         f"(read as one)")
            t = by_tokens[r.value.tokens] = Target(r.value, parse_value(_caret(r.value.text)))
        for role, attr in (("compound", t.compounds), ("property", t.properties), ("condition", t.conditions)):
            ent = getattr(r, role)
            if ent is not None and all(x.tokens != ent.tokens for x in attr):
                attr.append(ent)
    out = []
    for t in sorted(by_tokens.values(), key=lambda t: t.entity.tokens):
        if not t.ann.numbers:
            notes.append(f"paper {para.paper} paragraph {para.index}: a value with no number ({t.entity.text!r}) is "
                         f"left out")
            continue
        out.append(t)
    return out


# --- attribution ----------------------------------------------------------------------------------------------------
_RATIO_TAIL = re.compile(r"\s*\(\s*\d[^()]*\)\s*$")       # "P1:PC71BM (1:1.5, w/w)"
_BLEND = re.compile(r"\s*[:/]\s*")


def _names(matid: str, surfaces=()) -> set[str]:
    names = {normalise_material(matid.split(":", 1)[-1])} | {normalise_material(s) for s in surfaces}
    names.discard("")
    return names


def _flat(name: str) -> str:
    return re.sub(r"[:/]", "", name)


def attribution_kind(matid: str, compounds: list[str], surfaces=()) -> str | None:
    """Is our material (a MatID, with the names the paper gives it) one of the annotated compounds? The rule, in
    order, the first that holds:

    - "same": as the SOFC-Exp bench reads it (``eval.extraction.material_matches``: the recogniser reads the
      compound's text as our MatID, or our MatID's name or one of its names in the paper equals the text, after
      ``normalise_material``: case, spaces, hyphens, brackets dropped);
    - "contains": the compound's text (normalised, a blend's ratio "(1:1.5, w/w)" dropped) is our material's name
      or one of its names with the blend marks ":" and "/" dropped too (the MatID mat:pndft-dtbt-pc61bm is the
      blend "PNDFT-DTBT:PC61BM"), or one member of one read as a blend ("P1" of "P1:PC71BM"), or, four characters
      or more, lies within one ("PBDTTT" in "PBDTTT-C-T:PC71BM");
    - "blend_member": the compound is a blend ("P1:PC71BM", "P3HT/PCBM") and our material's name or one of its
      names is its first member, the donor, as the field writes blends donor first ("D:A"): the device's value
      given to its polymer. The acceptor (PC71BM) is not the blend.

    None when none holds (or either side is empty)."""
    if not matid or not compounds:
        return None
    if material_matches(matid, compounds, surfaces):
        return "same"
    ours = _names(matid, surfaces)
    ours_members = {m for n in ours for m in _BLEND.split(n) if m}
    ours_flat = {_flat(n) for n in ours}
    kinds = []
    for text in compounds:
        bare = _RATIO_TAIL.sub("", text)
        c = normalise_material(bare)
        if not c:
            continue
        if _flat(c) in ours_flat or c in ours_members or (len(c) >= 4 and any(_flat(c) in n for n in ours_flat)):
            return "contains"
        members = [normalise_material(m) for m in _BLEND.split(unicodedata.normalize("NFKC", bare)) if m.strip()]
        if len(members) >= 2 and members[0] in ours:
            kinds.append("blend_member")
    return kinds[0] if kinds else None


# --- scoring --------------------------------------------------------------------------------------------------------
@dataclass
class Ours:
    """A measurement of ours in a paragraph, with where its value is written in the paragraph's text (None: not
    known)."""
    m: object
    span: tuple[int, int] | None


def _in_paragraph(m, sentence: str, offset: int) -> Ours:
    span = None
    if m.span is not None and (not m.text or len(m.text) == len(sentence)):
        span = (m.span[0] + offset, m.span[1] + offset)
    return Ours(m, span)


@dataclass
class PaperScore:
    name: str
    split: str
    paragraphs: int
    targets: list[dict]
    measurements: list[dict]
    notes: list[str]
    seconds: float = 0.0


def _kept_as_condition(ann: AnnotatedValue, ours: list[Ours]) -> bool:
    for o in ours:
        for key, v in (o.m.conditions or {}).items():
            if isinstance(v, (int, float, tuple, list)) and not isinstance(v, bool):
                try:
                    if value_matches(ann, v, condition_unit(key)):
                        return True
                except (TypeError, ValueError):
                    continue
    return False


def score_paragraph(paper: str, para: Paragraph, targets: list[Target], ours: list[Ours], props: PropertyMap,
                    surfaces: dict[str, set[str]] | None = None) -> tuple[list[dict], list[dict]]:
    """Score our measurements of a paragraph against its annotated values: one row per annotated value (recalled,
    property_ok, material_ok, attribution, classes), one per measurement of ours (tp, fp_class, binding, level,
    property_ok, material_ok)."""
    surfaces = surfaces or {}

    def matches(t: Target, o: Ours) -> bool:
        if o.span is not None and not _overlap(o.span, (t.entity.begin, t.entity.end)):
            return False
        return value_matches(t.ann, o.m.value, o.m.unit)

    def ids_of(t: Target) -> set[str] | None:
        found = [props.ids(p.text) for p in t.properties]
        found = [i for i in found if i is not None]
        return set().union(*found) if found else None

    target_ids = [ids_of(t) for t in targets]
    prop_ok = [[(o.m.property in ids) if ids is not None else None for o in ours] for ids in target_ids]
    kind = [[attribution_kind(o.m.material, [c.text for c in t.compounds], surfaces.get(o.m.material, ()))
             for o in ours] for t in targets]
    t_of, m_of = pair_values([t.ann for t in targets], [o.m for o in ours],
                             lambda i, j: matches(targets[i], ours[j]),
                             lambda i, j: (ours[j].span is not None, bool(prop_ok[i][j]), kind[i][j] is not None))
    target_rows: list[dict] = []
    for i, t in enumerate(targets):
        e = t.entity
        row = {"paper": paper, "paragraph": para.index, "text": e.text, "begin": e.begin, "end": e.end,
               "compounds": [c.text for c in t.compounds], "properties": [p.text for p in t.properties],
               "property_ids": sorted(target_ids[i]) if target_ids[i] is not None else None,
               "conditions": [c.text for c in t.conditions], "unit_text": t.ann.unit_text,
               "recalled": i in t_of, "kept_as_condition": False, "property_ok": None, "material_ok": None,
               "attribution": None, "classes": [], "excerpt": excerpt(para.text, e.begin, e.end)}
        if i in t_of:
            j = t_of[i]
            m = ours[j].m
            row.update(property=m.property, material=m.material, value=m.value, unit=m.unit,
                       binding=dict(m.binding or {}), level=level(m.confidence))
            if not t.properties:
                row["classes"].append("no_property_named")
            elif target_ids[i] is None:
                row["classes"].append("unmapped_property")
            else:
                row["property_ok"] = prop_ok[i][j]
                if not prop_ok[i][j]:
                    row["classes"].append("wrong_property")
            if t.compounds:
                row["attribution"] = kind[i][j]
                row["material_ok"] = kind[i][j] is not None
                if not row["material_ok"]:
                    row["classes"].append("wrong_material")
            else:
                row["classes"].append("no_compound_named")
        elif _kept_as_condition(t.ann, ours):
            row["kept_as_condition"] = True
            row["classes"].append("kept_as_condition")
        elif any(o.span is not None and _overlap(o.span, (e.begin, e.end)) for o in ours):
            row["classes"].append("wrong_value")
        else:
            row["classes"].append("no_measurement" if _found_as_quantity(para.text, e, t.ann) else "no_quantity")
        target_rows.append(row)

    others = [x for x in para.entities if x.type != "PV"]
    meas_rows: list[dict] = []
    for j, o in enumerate(ours):
        m = o.m
        i = m_of.get(j)
        row = {"paper": paper, "paragraph": para.index, "property": m.property, "material": m.material,
               "value": m.value, "unit": m.unit, "tp": i is not None, "fp_class": None,
               "binding": dict(m.binding or {}), "level": level(m.confidence),
               "property_ok": prop_ok[i][j] if i is not None else None,
               "material_ok": (kind[i][j] is not None) if i is not None and targets[i].compounds else None,
               "annotated_compounds": [c.text for c in targets[i].compounds] if i is not None else [],
               "excerpt": excerpt(para.text, *o.span) if o.span is not None else (m.text or "")[:200]}
        if i is None:
            row["fp_class"] = _fp_class(o, targets, others, matches)
        meas_rows.append(row)
    return target_rows, meas_rows


def _fp_class(o: Ours, targets: list[Target], others: list[Entity], matches) -> str:
    """Why a measurement of ours is no annotated value: it holds one another measurement holds ("duplicate"), it is
    read where an annotated value is written as another number ("wrong_value"), or where a condition, compound or
    property name, or editorial text is written, or nowhere annotated."""
    if any(matches(t, o) for t in targets):
        return "duplicate"
    if o.span is None:
        return "not_annotated"
    if any(_overlap(o.span, (t.entity.begin, t.entity.end)) for t in targets):
        return "wrong_value"
    for kind, cls in (("Condition", "condition"), ("CN", "compound_name"), ("PN", "property_name"),
                      ("ES", "editorial")):
        if any(x.type == kind and _overlap(o.span, (x.begin, x.end)) for x in others):
            return cls
    return "not_annotated"


def paper_sentences(paper: Paper) -> list[tuple[int, int, str]]:
    """The paper's sentences as (paragraph index, offset in the paragraph, sentence), each paragraph split as the
    pipeline splits a chunk (``core.chunking.split_sentences``)."""
    from core.chunking import split_sentences
    out = []
    for para in paper.paragraphs:
        for s, e in split_sentences(para.text):
            raw = para.text[s:e]
            sentence = raw.strip()
            if sentence:
                out.append((para.index, s + len(raw) - len(raw.lstrip()), sentence))
    return out


def score_paper(paper: Paper, sentences: list[tuple[int, int, str]], measurements: list[list], props: PropertyMap,
                surfaces: dict[str, set[str]] | None = None) -> PaperScore:
    """Score our measurements (one list per sentence of ``sentences``) against the paper's annotated values."""
    by_para: dict[int, list[Ours]] = defaultdict(list)
    for (p, offset, sentence), ms in zip(sentences, measurements):
        by_para[p] += [_in_paragraph(m, sentence, offset) for m in ms]
    notes = list(paper.notes)
    target_rows, meas_rows = [], []
    for para in paper.paragraphs:
        t, m = score_paragraph(paper.name, para, targets_of(para, notes), by_para.get(para.index, []), props, surfaces)
        target_rows += t
        meas_rows += m
    return PaperScore(paper.name, paper.split, len(paper.paragraphs), target_rows, meas_rows, notes)


def summarise(scores: list[PaperScore], misses: int = 3) -> dict:
    """The figures of a set of papers, misses and false positives by class with up to ``misses`` examples each."""
    targets = [t for s in scores for t in s.targets]
    meas = [m for s in scores for m in s.measurements]
    recalled = [t for t in targets if t["recalled"]]
    with_prop = [t for t in recalled if t["property_ok"] is not None]
    with_comp = [t for t in recalled if t["material_ok"] is not None]
    out = {
        "papers": len(scores), "paragraphs": sum(s.paragraphs for s in scores), "targets": len(targets),
        "measurements": len(meas),
        "value_recall": ratio(len(recalled), len(targets)),
        "value_kept": ratio(len(recalled) + sum(1 for t in targets if t["kept_as_condition"]), len(targets)),
        "precision": ratio(sum(1 for m in meas if m["tp"]), len(meas)),
        "property_agreement": ratio(sum(1 for t in with_prop if t["property_ok"]), len(with_prop)),
        "attribution": ratio(sum(1 for t in with_comp if t["material_ok"]), len(with_comp)),
        "attribution_by_kind": dict(Counter(t["attribution"] or "none" for t in with_comp).most_common()),
        "seconds": round(sum(s.seconds for s in scores), 2),
    }
    out["unmapped_properties"] = Counter(p for t in targets if t["property_ids"] is None
                                         for p in t["properties"]).most_common(20)
    out["by_property"] = {}
    for t in targets:
        key = "/".join(t["property_ids"]) if t["property_ids"] else ("(unmapped)" if t["properties"] else "(none named)")
        row = out["by_property"].setdefault(key, {"targets": 0, "recalled": 0, "property_ok": 0})
        row["targets"] += 1
        row["recalled"] += t["recalled"]
        row["property_ok"] += bool(t["property_ok"])
    out["by_property"] = dict(sorted(out["by_property"].items(), key=lambda kv: -kv[1]["targets"]))
    classes = {}
    for c in MISS_CLASSES:
        rows = [t for t in targets if c in t["classes"]]
        classes[c] = {"count": len(rows), "examples": [_miss_example(t) for t in rows[:misses]]}
    out["misses"] = classes
    out["units_not_read"] = Counter(unit_family(t["unit_text"]) or "(bare)" for t in targets
                                    if "no_quantity" in t["classes"]).most_common(15)
    out["wrong_properties"] = Counter(f"{'/'.join(t['properties'])} -> {t['property']}" for t in with_prop
                                      if not t["property_ok"]).most_common(15)
    out.update(false_positives_and_calibration(meas, FP_CLASSES, _fp_example, misses))
    out["notes"] = [n for s in scores for n in s.notes]
    return out


def _miss_example(t: dict) -> str:
    s = f"{t['paper']} ¶{t['paragraph']} {t['excerpt']}"
    if t["properties"] or t["compounds"]:
        s += f" — annotated: {'/'.join(t['properties']) or '?'} of {', '.join(t['compounds']) or '?'}"
    if t["recalled"]:
        s += f"; ours: {t['property']} of {t['material']}"
    return s


def _fp_example(m: dict) -> str:
    return f"{m['paper']} ¶{m['paragraph']} {m['property']} {m['value']} {m['unit']} ({m['material']}): {m['excerpt']}"


# --- running it -----------------------------------------------------------------------------------------------------
def run(root: Path, split: str = "train", papers: list[int] | None = None, misses: int = 3,
        passages: int = 0) -> dict:
    """Read the papers of a split (all, or these indices), run the recogniser on their paragraphs' sentences
    (alone, or in passages of ``passages`` sentences), score them."""
    from core.matid.extract import recognise_in_paper
    from eval.timing import machine
    props = load_properties()
    corpus = read_split(root, split, papers)
    scores: list[PaperScore] = []
    t_all = time.perf_counter()
    for paper in corpus:
        t0 = time.perf_counter()
        sentences = paper_sentences(paper)
        text = "\n".join(s for _, _, s in sentences)
        ours = recognise_in_paper(text, [s for _, _, s in sentences], passages)
        sc = score_paper(paper, sentences, ours, props, paper_surfaces(text))
        sc.seconds = time.perf_counter() - t0
        scores.append(sc)
    wall = time.perf_counter() - t_all
    summary = summarise(scores, misses)
    label = split if papers is None else f"{split} papers {','.join(str(p) for p in papers)}"
    from eval.extraction import catalogue_ids
    known = catalogue_ids()
    return {"bench": "extraction", "dataset": "polyie", "machine": machine(), "corpus": ATTRIBUTION, "split": label,
            "wall_s": round(wall, 2),
            "reading": f"in passages of {passages} sentences" if passages else "each sentence alone",
            "rows": {label: summary}, "summary": summary,
            "per_paper": {s.name: summarise([s], misses) for s in scores},
            "missing_from_catalogue": None if known is None else sorted(props.all_ids() - known)}


def print_polyie(res: dict) -> None:
    s = res["summary"]
    print(f"Extraction benchmark on {res['machine']}: {res['corpus']}; split {res['split']}, {s['papers']} "
          f"paper{'s' if s['papers'] != 1 else ''}, {s['paragraphs']} paragraphs, sentences read "
          f"{res.get('reading', 'each alone')}, {res['wall_s']:.1f} s\n")
    print("| split | papers | paragraphs | annotated values | value recall | value kept (or as condition) | precision "
          "| property agreement | attribution |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name, r in res["rows"].items():
        print(f"| {name} | {r['papers']} | {r['paragraphs']} | {r['targets']} | {cell(r['value_recall'])} | "
              f"{cell(r['value_kept'])} | {cell(r['precision'])} | {cell(r['property_agreement'])} | "
              f"{cell(r['attribution'])} |")
    print("\nAttribution by how our material matched the annotated compound: "
          + ", ".join(f"{k} {n}" for k, n in s["attribution_by_kind"].items()))
    print_calibration(s)
    print("\nRecall by annotated property (catalogue ids of eval/polyie_properties.toml): "
          + ", ".join(f"{k} {v['recalled']}/{v['targets']}" for k, v in s["by_property"].items()))
    if s["unmapped_properties"]:
        print("Annotated property names not mapped to the catalogue (not judged): "
              + ", ".join(f"{p!r} {n}" for p, n in s["unmapped_properties"]))
    print_misses_and_false_positives(s, "annotated")
    missing = res.get("missing_from_catalogue")
    if missing:
        print(f"\nProperty ids of eval/polyie_properties.toml missing from the catalogue: {', '.join(missing)}")
    if s["notes"]:
        print(f"\nAnnotation notes ({len(s['notes'])}):")
        for n in s["notes"][:20]:
            print(f"- {n}")
        if len(s["notes"]) > 20:
            print(f"- … and {len(s['notes']) - 20} more (in the JSON)")
