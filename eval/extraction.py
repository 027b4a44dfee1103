"""The extraction benchmark: the recogniser scored against experts' annotations of a field nobody tuned it for.

``python -m eval.bench extraction --sofc-exp DIR [--split test]`` reads SOFC-Exp (Friedrich et al., ACL 2020,
CC BY 4.0: 45 solid-oxide-fuel-cell papers whose experiment sentences carry VALUE spans, the slot of an
experiment frame each fills, the frame's materials and thickness links), runs the recogniser on each paper's
annotated sentences through ``core.matid.extract.recognise_in_paper`` and scores:

- value recall: of the target values (VALUE spans filling a slot other than working_temperature, and the
  VALUE end of each ``LINK thickness``), the share that one of our measurements of the same sentence holds;
- value kept: recalled, or kept as the setting of another measurement of the sentence (a voltage, current
  density or duration "at 0.7 V" / "over 200 h", in the ``Measurement.conditions`` key that
  ``[kept_as_condition]`` of ``eval/sofc_slots.toml`` names);
- property agreement: of those recalled, the share whose property is one the slot maps to (``eval/sofc_slots.toml``);
- material attribution: of those whose frame names a material, the share given one of them;
- precision: of our measurements in those sentences, the share that are a target value;
- temperature kept: of recalled values whose frame has a working temperature, the share that carry it;
- misses and false positives by class, with examples.

Everything here is a pure function of the annotations and the measurements, except ``run`` (which calls the
recogniser) and the readers (which read files).
"""
from __future__ import annotations

import csv
import re
import time
import tomllib
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from core.matid.confidence import LEVELS, level
from core.matid.conditions import condition_unit
from core.units import CARET_THOUSANDS, find_lists, find_quantities, same_quantity
from eval.calibration import false_positives_and_calibration, print_calibration, print_misses_and_false_positives

SLOTS_FILE = Path(__file__).resolve().parent / "sofc_slots.toml"
DEFAULT_ROOT = Path(__file__).resolve().parent.parent.parent / "shared" / "sofc-exp"
SPLITS = ("train", "dev", "test", "train+dev", "all")
ATTRIBUTION = "SOFC-Exp corpus, Friedrich et al., ACL 2020 (doi:10.18653/v1/2020.acl-main.116), CC BY 4.0"
MISS_CLASSES = ("kept_as_condition", "no_quantity", "no_measurement", "wrong_value", "wrong_property", "wrong_material", "no_material_named",
                "temperature_lost")
FP_CLASSES = ("working_temperature", "unslotted_value", "duplicate", "wrong_value", "not_annotated")


# --- the slot mapping ------------------------------------------------------------------------------------------
@dataclass
class SlotMap:
    slots: dict[str, set[str]]          # measurement slot (and "thickness") -> catalogue property ids
    conditions: dict[str, str]          # condition slot -> Measurement.conditions key
    material_slots: set[str]
    kept_as_condition: dict[str, str] = field(default_factory=dict)   # measurement slot -> conditions key

    def properties(self) -> set[str]:
        return {p for ids in self.slots.values() for p in ids}


def load_slots(path: Path = SLOTS_FILE) -> SlotMap:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return SlotMap({k: set(v) for k, v in data["slots"].items()}, dict(data.get("conditions", {})),
                   set(data.get("materials", {}).get("slots", [])), dict(data.get("kept_as_condition", {})))


def catalogue_ids(path: Path | None = None) -> set[str] | None:
    """The property ids of ``core/matid/catalogue.toml`` (None when there is no such file): the names of its
    tables and the ``id`` values it holds, whichever layout it has."""
    path = path or Path(__file__).resolve().parent.parent / "core" / "matid" / "catalogue.toml"
    if not path.exists():
        return None
    ids: set[str] = set()

    def walk(node, depth=0):
        if isinstance(node, dict):
            if isinstance(node.get("id"), str):
                ids.add(node["id"])
            for k, v in node.items():
                if isinstance(v, dict) and depth <= 2:
                    ids.add(k)
                walk(v, depth + 1)
        elif isinstance(node, list):
            for v in node:
                walk(v, depth + 1)
    walk(tomllib.loads(path.read_text(encoding="utf-8")))
    return ids


def missing_from_catalogue(slots: SlotMap, path: Path | None = None) -> list[str] | None:
    """The property ids of the mapping that the catalogue lacks (None when there is no catalogue yet)."""
    ids = catalogue_ids(path)
    return None if ids is None else sorted(slots.properties() - ids)


# --- the annotations ---------------------------------------------------------------------------------------------
@dataclass
class Span:
    id: int
    type: str             # MATERIAL, VALUE, DEVICE, EXPERIMENT:…
    sentence_id: int
    begin: int            # offsets inside the sentence
    end: int
    text: str


@dataclass
class Sentence:
    id: int
    label: int            # 1 = describes an experiment
    begin: int            # offsets inside the paper's text
    end: int
    text: str


@dataclass
class Target:
    """A value the annotators say is a measurement: a VALUE span filling a measurement slot, or a thickness."""
    span: Span
    slots: set[str]                                     # the slots it fills ("thickness" for a LINK)
    materials: set[str] = field(default_factory=set)   # the frame's material texts, with their coreferents
    temperatures: list[str] = field(default_factory=list)   # the frame's working_temperature texts


@dataclass
class AnnotatedPaper:
    pmcid: str
    split: str
    text: str
    sentences: list[Sentence]                 # those the benchmark reads (experiment sentences, and any holding a target)
    targets: list[Target]
    others: dict[int, str]                    # VALUE spans that are no target: span id -> "working_temperature" | "unslotted_value"
    spans: dict[int, Span]
    notes: list[str] = field(default_factory=list)   # oddities of the annotation


def read_metadata(root: Path) -> dict[str, dict]:
    """``SOFC-Exp-Metadata.csv`` (tab-separated, quoted fields may hold line breaks): PMC id -> its row."""
    with open(root / "SOFC-Exp-Metadata.csv", encoding="utf-8", newline="") as f:
        return {r["name"]: r for r in csv.DictReader(f, delimiter="\t") if r.get("name")}


def _rows(path: Path) -> list[list[str]]:
    return [line.rstrip("\n").split("\t") for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def read_paper(root: Path, pmcid: str, split: str = "", slots: SlotMap | None = None,
               follow_same_experiment: bool = True) -> AnnotatedPaper:
    """One paper's text, sentences and frames as targets. Offsets: sentences into the text, spans into
    their sentence (end exclusive). A target's materials are its frame's material slots with their coreferents
    (``LINK coreference``), and, with ``follow_same_experiment``, those of the frames linked to it as the same
    experiment (``LINK same_experiment``: the annotators often put the materials in one frame and the values in
    another, "SFCN exhibits a conductivity of 63 S cm−1")."""
    slots = slots or load_slots()
    text = (root / "texts" / f"{pmcid}.txt").read_text(encoding="utf-8")
    sentences: dict[int, Sentence] = {}
    for r in _rows(root / "annotations" / "sentences" / f"{pmcid}.csv"):
        sid, label, b, e = int(r[0]), int(r[1]), int(r[2]), int(r[3])
        sentences[sid] = Sentence(sid, label, b, e, text[b:e])
    spans: dict[int, Span] = {}
    experiments: dict[int, list[tuple[str, int]]] = {}
    anchors: dict[int, int] = {}              # experiment id -> its EXPERIMENT span
    links: list[tuple[str, int, int]] = []
    notes: list[str] = []
    current = None
    for r in _rows(root / "annotations" / "frames" / f"{pmcid}.csv"):
        if r[0] == "SPAN":
            sid, b, e = int(r[3]), int(r[4]), int(r[5])
            s = sentences.get(sid)
            if s is None or e > len(s.text):
                notes.append(f"{pmcid}: span {r[1]} lies outside its sentence {sid}")
                continue
            spans[int(r[1])] = Span(int(r[1]), r[2], sid, b, e, s.text[b:e])
        elif r[0] == "EXPERIMENT":
            current = experiments.setdefault(int(r[1]), [])
            anchors[int(r[1])] = int(r[2])
        elif r[0] == "" and len(r) >= 3 and current is not None:
            current.append((r[1], int(r[2])))
        elif r[0] == "LINK":
            links.append((r[1], int(r[2]), int(r[3])))

    # coreference clusters of materials (union-find over the annotated links)
    parent: dict[int, int] = {}

    def find(x: int) -> int:
        while parent.get(x, x) != x:
            x = parent[x]
        return x
    for typ, a, b in links:
        if typ == "coreference" and a in spans and b in spans:
            parent[find(a)] = find(b)
    # frames that the annotators link as the same experiment (their EXPERIMENT spans joined by
    # ``LINK same_experiment``) share their materials, and their working temperature when a frame has none
    same: dict[int, int] = {}

    def group(x: int) -> int:
        while same.get(x, x) != x:
            x = same[x]
        return x
    if follow_same_experiment:
        for typ, a, b in links:
            if typ == "same_experiment":
                same[group(a)] = group(b)
    cluster: dict[int, set[str]] = defaultdict(set)
    for sid, sp in spans.items():
        if sp.type == "MATERIAL":
            cluster[find(sid)].add(sp.text)

    def material_texts(span_id: int) -> set[str]:
        sp = spans[span_id]
        return {sp.text} | cluster.get(find(span_id), set())

    measure_slots = set(slots.slots) - {"thickness"}
    by_span: dict[int, Target] = {}
    roles: dict[int, set[str]] = defaultdict(set)
    own_materials: dict[int, set[str]] = defaultdict(set)
    own_temps: dict[int, list[str]] = defaultdict(list)
    for eid, fillers in experiments.items():
        for slot, span_id in fillers:
            sp = spans.get(span_id)
            if sp is None:
                notes.append(f"{pmcid}: experiment {eid} slot {slot} names a missing span {span_id}")
                continue
            if slot in slots.material_slots:
                if sp.type != "MATERIAL":
                    notes.append(f"{pmcid}: experiment {eid}: {slot} is a {sp.type} span ({sp.text!r})")
                    continue
                own_materials[eid] |= material_texts(span_id)
            elif slot in slots.conditions and sp.type == "VALUE":
                own_temps[eid].append(sp.text)
    group_materials: dict[int, set[str]] = defaultdict(set)
    group_temps: dict[int, list[str]] = defaultdict(list)
    for eid in experiments:
        g = group(anchors[eid])
        group_materials[g] |= own_materials[eid]
        group_temps[g] += [x for x in own_temps[eid] if x not in group_temps[g]]
    for eid, fillers in experiments.items():
        materials = own_materials[eid] | group_materials[group(anchors[eid])]
        temps = own_temps[eid] or group_temps[group(anchors[eid])]
        for slot, span_id in fillers:
            sp = spans.get(span_id)
            if sp is None:
                continue
            if sp.type == "VALUE":
                roles[span_id].add(slot)
            if slot in measure_slots:
                if sp.type != "VALUE":
                    notes.append(f"{pmcid}: experiment {eid}: {slot} is a {sp.type} span ({sp.text!r})")
                    continue
                t = by_span.setdefault(span_id, Target(sp, set()))
                t.slots.add(slot)
                t.materials |= materials
                t.temperatures += [x for x in temps if x not in t.temperatures]
    for typ, a, b in links:
        if typ != "thickness" or a not in spans or b not in spans:
            continue
        mat, val = (a, b) if spans[b].type == "VALUE" else (b, a)
        if spans[val].type != "VALUE":
            notes.append(f"{pmcid}: LINK thickness {a} {b} has no VALUE end")
            continue
        roles[val].add("thickness")
        t = by_span.setdefault(val, Target(spans[val], set()))
        t.slots.add("thickness")
        if spans[mat].type == "MATERIAL":
            t.materials |= material_texts(mat)
        else:
            notes.append(f"{pmcid}: LINK thickness {a} {b}: the material end is a {spans[mat].type} span "
                         f"({spans[mat].text!r})")
    others = {sid: ("working_temperature" if roles.get(sid) else "unslotted_value")
              for sid, sp in spans.items() if sp.type == "VALUE" and sid not in by_span}
    for sid in [sid for sid, t in by_span.items() if not parse_value(t.span.text).numbers]:
        notes.append(f"{pmcid}: a VALUE span with no number ({by_span[sid].span.text!r}, "
                     f"{'/'.join(sorted(by_span[sid].slots))}) is left out")
        del by_span[sid]
    targets = sorted(by_span.values(), key=lambda t: (t.span.sentence_id, t.span.begin))
    keep = {s.id for s in sentences.values() if s.label == 1}
    extra = {t.span.sentence_id for t in targets} - keep
    if extra:
        notes.append(f"{pmcid}: {len(extra)} sentence(s) not labelled as experiment sentences hold target values "
                     f"(read too): {sorted(extra)}")
    run = [sentences[i] for i in sorted(keep | extra)]
    return AnnotatedPaper(pmcid, split, text, run, targets, others, spans, notes)


def split_papers(metadata: dict[str, dict], split: str) -> list[str]:
    wanted = {"train+dev": {"train", "dev"}, "all": {"train", "dev", "test"}}.get(split, {split})
    return sorted(pmc for pmc, row in metadata.items() if row.get("set") in wanted)


def read_corpus(root: Path, split: str = "test", paper: str | None = None,
                slots: SlotMap | None = None, follow_same_experiment: bool = True) -> list[AnnotatedPaper]:
    meta = read_metadata(root)
    slots = slots or load_slots()
    names = [paper] if paper else split_papers(meta, split)
    return [read_paper(root, pmc, meta.get(pmc, {}).get("set", ""), slots, follow_same_experiment) for pmc in names]


# --- values as the annotators wrote them ---------------------------------------------------------------------------
_SCI = re.compile(r"(?P<m>\d+(?:\.\d+)?)\s*[×x✕·]\s*10\s*(?:\^\s*)?\(?(?P<e>[-−–]?\s*\d+)\)?")
# "(3.3-5.6) × 10^-4": a bracketed range times a power of ten
_SCI_RANGE = re.compile(r"\(\s*(?P<a>\d+(?:\.\d+)?)\s*[-−–]\s*(?P<b>\d+(?:\.\d+)?)\s*\)\s*[×x✕·]\s*10\s*(?:\^\s*)?\(?"
                        r"(?P<e>[-−–]?\s*\d+)\)?")
# a power of ten: "10^-3", "10−5"; "10–2" and "10-5" too (a range would not fall from 10 to a single digit)
_POW10 = re.compile(r"(?<![\d.,])10\s*(?:\^\s*\(?(?P<e1>[-−–]?\s*\d+)\)?|(?P<e2>−\d+)|(?P<e3>[–-][1-9])(?![\d.]))")
_NUMBER = re.compile(r"(?<![A-Za-zΩµμ°\d.,^/])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?")
_EXPONENT_BEFORE = re.compile(r"[A-Za-zΩµμ]\s?[−\-–^]$")     # "cm−2", "s^-1": the digit is a unit's exponent


def numbers_in(text: str) -> list[re.Match]:
    """The numbers written in a text, less the single-digit exponents of units ("W cm−2")."""
    return [m for m in _NUMBER.finditer(text)
            if not (len(m.group(0)) == 1 and _EXPONENT_BEFORE.search(text[max(0, m.start() - 3):m.start()]))]


def _plain(x: float) -> str:
    return f"{x:.12f}".rstrip("0").rstrip(".")


def normalise_value_text(text: str) -> str:
    """An annotated value rewritten so that ``find_quantities`` can read it: scientific notation as a plain
    number ("9.74 × 10−4" -> "0.000974", "10–2 S cm-1" -> "0.01 S cm-1"), a hyphen between number and unit as a
    space ("40-nm-thick"), thousands written with a caret as one number ("36^000 Da": ``CARET_THOUSANDS``)."""
    s = CARET_THOUSANDS.sub(r"\1", unicodedata.normalize("NFKC", text))

    def sci(m):
        e = int(m.group("e").replace("−", "-").replace("–", "-").replace(" ", ""))
        return _plain(float(m.group("m")) * 10.0 ** e)

    def pow10(m):
        e = (m.group("e1") or m.group("e2") or m.group("e3")).replace("−", "-").replace("–", "-").replace(" ", "")
        return _plain(10.0 ** int(e))
    def sci_range(m):
        e = int(m.group("e").replace("−", "-").replace("–", "-").replace(" ", ""))
        return f"{_plain(float(m.group('a')) * 10.0 ** e)}-{_plain(float(m.group('b')) * 10.0 ** e)}"
    s = _SCI_RANGE.sub(sci_range, s)
    s = _SCI.sub(sci, s)
    s = _POW10.sub(pow10, s)
    return re.sub(r"(\d)\s*-\s*(?=[^\W\d_])", r"\1 ", s)


@dataclass
class AnnotatedValue:
    numbers: list[float]       # every number written (one, or the ends of a range or list)
    unit: str                  # our canonical unit, "" when none could be read
    unit_text: str             # what follows the last number, as written ("W cm−2"), "" for a bare number


def parse_value(text: str) -> AnnotatedValue:
    norm = normalise_value_text(text)
    norm = re.sub(r"\s*±\s*\d[\d.,]*", "", norm)        # the uncertainty is no value
    last = numbers_in(norm)
    numbers = [float(m.group(0).replace(",", "")) for m in last]
    qs = [q for q in find_quantities(norm) if q.unit]
    unit = qs[-1].unit if qs else ""
    tail = norm[last[-1].end():].strip() if last else norm.strip()
    return AnnotatedValue(numbers, unit, tail)


def _ends(value) -> list[float]:
    return [float(v) for v in value] if isinstance(value, (tuple, list)) else [float(value)]


@lru_cache(maxsize=1)
def _thousands_units() -> frozenset[str]:
    from core.matid.catalogue import catalogue
    return frozenset(p.thousands_unit for p in catalogue().properties.values() if p.thousands_unit)


def value_matches(ann: AnnotatedValue, value, unit: str) -> bool:
    """Is our value the annotated one? With units on both sides, as quantities within 2 % (``same_quantity``);
    otherwise numbers only (and where the annotated value is written with "K" and ours is in a unit the catalogue
    reads "K" as thousands of: "M n of 6.73 K"). A range or list matches when any of its numbers is either end of
    ours."""
    thousands = ann.unit == "K" and unit in _thousands_units()
    for n in ann.numbers:
        for v in _ends(value):
            if ann.unit and unit and not thousands:
                if same_quantity(abs(v), unit, n, ann.unit):
                    return True
            elif abs(abs(v) - n) <= 0.02 * max(n, 1e-9):
                return True
    return False


def temperature_kelvin(text: str) -> list[float]:
    """A working temperature as written ("700 °C", "between 650 and 850°C", "400600 oC9") in K; "room temperature"
    as the recogniser reads it (293 K) to 298.15 K."""
    from core.matid.conditions import RT_RE
    if RT_RE.search(text) and not re.search(r"\d", text):
        return [293.0, 298.15]
    ann = parse_value(text)
    unit = ann.unit
    if unit not in ("K", "°C"):
        unit = "K" if re.search(r"\d\s*K\b", text) else "°C"
    return [n + 273.15 if unit == "°C" else n for n in ann.numbers]


def temperature_kept(conditions: dict, temperatures: list[str], key: str = "temperature_K") -> bool:
    """Does a measurement's temperature condition equal (within 1 K) one of the frame's working temperatures,
    or lie within a range of them?"""
    ours = conditions.get(key)
    if ours is None:
        return False
    for text in temperatures:
        ks = temperature_kelvin(text)
        if not ks:
            continue
        lo, hi = min(ks), max(ks)
        for t in _ends(ours):
            if any(abs(t - k) <= 1.0 for k in ks) or (len(ks) > 1 and lo - 1.0 <= t <= hi + 1.0):
                return True
    return False


# --- materials ---------------------------------------------------------------------------------------------------------
_SUFFIX = re.compile(r"[\s\-‐‑–]*(?:based|supported|type|only|doped|layers?|films?|composites?)$", re.I)
_PREFIX = re.compile(r"^(?:pure|pristine)\s+", re.I)      # "pure ZnO" is ZnO


def _core_name(text: str) -> str:
    """A material name without its leading "pure"/"pristine" and its trailing "-based", " composite" …"""
    return _PREFIX.sub("", _SUFFIX.sub("", text))


def normalise_material(text: str) -> str:
    """A material name for comparison: case, hyphens, tildes, spaces, "%" and "+" and a trailing "-based",
    "-supported", "-only", "-doped" or " composite" and a leading "pure" or "pristine" dropped ("the V5+ doped sample"
    is the annotators' "V5+", "pure ZnO" is ZnO, "ZnO-LCP composite" is ZnO-LCP), and the points and
    oxygen non-stoichiometry (δ, α) of formulas ("Sm0.5Sr0.5CoO3–δ–BaZr0.1Ce0.7Y0.2O3" is the composite
    our MatID spells mat:sm0-5sr0-5coo3-bazr0-1ce0-7y0-2o3)."""
    s = unicodedata.normalize("NFKC", text).strip().lower()
    s = _core_name(s)
    s = re.sub(r"[−+±]?[δα]", "", s)
    return re.sub(r"[\s\-‐‑–—_·().~%+]+", "", s)


@lru_cache(maxsize=4096)
def _annotated_ids(text: str) -> frozenset[str]:
    """The MatIDs our recogniser gives an annotated material text when one mention covers it (nearly) whole."""
    from core.matid.mentions import find_mentions
    from core.matid.records import MATERIAL_TYPES
    ids = set()
    bare = re.sub(r"\s*\([^()]*\)\s*$", "", text.strip())       # "SrMo1−xMgxO3−δ (x = 0.1 and 0.2)"
    for variant in {text.strip(), _core_name(text.strip()), bare}:
        for m in find_mentions(variant)[0]:
            if m.type in MATERIAL_TYPES and m.end - m.start >= len(variant) - 3:
                ids.add(m.matid)
    return frozenset(ids)


def material_matches(matid: str, annotated: set[str] | list[str], surfaces=()) -> bool:
    """Is our material (a MatID, with the surfaces the paper writes it as) one of the annotated material texts
    (a frame's materials with their coreferents)? Yes when the recogniser reads an annotated text as the same
    MatID (compositions in any spelling), our composition is a member of an annotated family (the family's
    elements; the annotation does not say which member), or our MatID's name or one of its surfaces equals an
    annotated text after normalisation (case, hyphens, "-based"/"-supported")."""
    if not matid or not annotated:
        return False
    if any(matid in _annotated_ids(t) for t in annotated):
        return True
    # a member of an annotated family ("SrCo1−xRexO3−δ" with "x = 0.05"): our composition of the family's elements
    if matid.startswith("comp:") and "(x)" not in matid:
        ours_elements = set(re.findall(r"[A-Z][a-z]?", matid[5:]))
        if any(set(re.findall(r"[A-Z][a-z]?", i[5:])) == ours_elements
               for t in annotated for i in _annotated_ids(t) if i.startswith("comp:") and "(x)" in i):
            return True
    ours = {normalise_material(matid.split(":", 1)[-1])} | {normalise_material(s) for s in surfaces}
    ours.discard("")
    return any(normalise_material(t) in ours for t in annotated)


def paper_surfaces(text: str) -> dict[str, set[str]]:
    """How a paper writes each material MatID: the mentions the recogniser finds in its text, the short forms it
    defines ("yttria-stabilized zirconia (YSZ)") and the sample labels it gives formulas ("(ZrO2)0.92(Y2O3)0.08
    (YSZ)")."""
    from core.matid.mentions import find_mentions
    from core.matid.records import MATERIAL_TYPES
    out: dict[str, set[str]] = defaultdict(set)
    for m in find_mentions(text)[0]:
        if m.type in MATERIAL_TYPES:
            out[m.matid].add(m.text)
    # a member of the paper's series by its variable alone, as annotators write it ("x = 0.05"): each family the
    # paper names, at each value the paper gives its variable
    from core.matid.compositions import find_compositions
    values = {(m.group(1), float(n)) for m in re.finditer(r"\b([xyz])\s*=\s*(\d+(?:\.\d+)?(?:\s*(?:,|and|or)\s*"
                                                        r"(?:[xyz]\s*=\s*)?\d+(?:\.\d+)?)*)", text)
              for n in re.findall(r"\d+(?:\.\d+)?", m.group(2))}
    for _, _, fam in find_compositions(text)[0]:
        for var, v in values:
            member = fam.member({var: v}) if fam.is_family and fam.variables == {var} else None
            if member is not None:
                out[member.matid].add(f"{var} = {v:g}")
    try:        # the recogniser's own reading of the abbreviations a paper defines (internal; may move)
        from core.matid.samples import material_names, sample_labels
        names, _ = material_names(text)
        for short, (matid, long) in names.items():
            out[matid] |= {short, long}
        for matid, written in sample_labels(text).values():
            out[matid].add(written)
    except Exception:   # noqa: BLE001  (a benchmark must not fail because an internal helper moved)
        pass
    return out


# --- scoring ----------------------------------------------------------------------------------------------------------
def _overlap(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return a[0] < b[1] and b[0] < a[1]


def excerpt(sentence: str, begin: int, end: int, width: int = 90) -> str:
    """The sentence around a value, the value marked [[like this]]."""
    left = sentence[max(0, begin - width):begin]
    right = sentence[end:end + width]
    return (("…" if begin > width else "") + left + "[[" + sentence[begin:end] + "]]" + right
            + ("…" if end + width < len(sentence) else "")).replace("\n", " ")


_STOP = {"at", "and", "or", "in", "for", "of", "with", "to", "the", "respectively", "under", "after", "from", "than"}


def unit_after(sentence: str, end: int) -> str:
    """For a bare number, the unit written after it ("1.25, 1.07 and 0.8 W cm−2": "W cm−2"): the words after
    the first number within 100 characters that has words after it, at most two, up to a common word."""
    window = sentence[:end + 100]
    for m in numbers_in(window):
        if m.start() < end:
            continue
        words = []
        for w in sentence[m.end():m.end() + 30].split()[:2]:
            w = w.strip(",;:()[].")
            if not w or w.lower() in _STOP or _NUMBER.fullmatch(w) or w[0] in "±-−–0123456789":
                break
            words.append(w)
        if words:
            return " ".join(words)
    return ""


def _found_as_quantity(sentence: str, span: Span, ann: AnnotatedValue) -> bool:
    """Does the units module read the annotated value in its sentence as a number with a unit (alone, or as a
    member of a list sharing a unit)?"""
    qs = list(find_quantities(sentence)) + [q for group in find_lists(sentence) for q in group]
    return any(_overlap((q.start, q.end), (span.begin, span.end)) and value_matches(ann, q.value, "") for q in qs)


@dataclass
class PaperScore:
    pmcid: str
    split: str
    sentences: int
    targets: list[dict]           # one per target value: recalled, property_ok, material_ok, temperature_ok, classes
    measurements: list[dict]      # one per measurement of ours: tp, fp class, property
    notes: list[str]
    seconds: float = 0.0


def pair_values(anns: list[AnnotatedValue], ours: list, matches, rank) -> tuple[dict[int, int], dict[int, int]]:
    """Annotated values (``anns``) and our measurements paired one to one: of the pairs ``(i, j)`` for which
    ``matches(i, j)``, the best ranked first (``rank(i, j)``, a tuple, higher better). Then a range or change written
    as one annotated value ("increased from 0.81 to 2.27 Ω cm−2") read as two measurements: the second is paired too
    (no false positive) when it holds a number of the annotated value that the first does not. And the converse: a
    range of ours whose two ends the annotators marked as two values ("range from 1.7 - 2.0 eV", each number a value)
    recalls both. Returns (annotated index -> our index, our index -> annotated index)."""
    pairs = [(rank(i, j), i, j) for i in range(len(anns)) for j in range(len(ours)) if matches(i, j)]
    pairs.sort(key=lambda p: p[0], reverse=True)
    t_of: dict[int, int] = {}
    m_of: dict[int, int] = {}
    for _, i, j in pairs:
        if i not in t_of and j not in m_of:
            t_of[i], m_of[j] = j, i

    def held(i: int, j: int) -> set[int]:
        return {k for k, n in enumerate(anns[i].numbers)
                if value_matches(AnnotatedValue([n], anns[i].unit, ""), ours[j].value, ours[j].unit)}
    covered = {i: held(i, j) for i, j in t_of.items()}
    for _, i, j in pairs:
        if j in m_of or i not in t_of:
            continue
        new = held(i, j) - covered[i]
        if new:
            m_of[j] = i
            covered[i] |= new

    def end_of(i: int, j: int) -> set[int]:
        return {k for k, v in enumerate(_ends(ours[j].value)) if value_matches(anns[i], v, ours[j].unit)}
    for _, i, j in pairs:
        if i in t_of or j not in m_of or not isinstance(ours[j].value, (tuple, list)):
            continue
        if end_of(i, j) - end_of(m_of[j], j) and not any(t_of.get(k) == j and k != m_of[j] for k in t_of):
            t_of[i] = j
    return t_of, m_of


def score_paper(paper: AnnotatedPaper, measurements: list[list], slots: SlotMap,
                surfaces: dict[str, set[str]] | None = None) -> PaperScore:
    """Score our measurements (one list per sentence of ``paper.sentences``) against the paper's targets."""
    surfaces = surfaces or {}
    by_sentence: dict[int, list[Target]] = defaultdict(list)
    for t in paper.targets:
        by_sentence[t.span.sentence_id].append(t)
    others_by_sentence: dict[int, list[Span]] = defaultdict(list)
    for sid, role in paper.others.items():
        sp = paper.spans[sid]
        others_by_sentence[sp.sentence_id].append(sp)
    parsed: dict[int, AnnotatedValue] = {}

    def ann_of(sp: Span) -> AnnotatedValue:
        if sp.id not in parsed:
            parsed[sp.id] = parse_value(sp.text)
        return parsed[sp.id]

    def matches(sp: Span, m) -> bool:
        if m.span is not None and not _overlap(tuple(m.span), (sp.begin, sp.end)):
            return False
        return value_matches(ann_of(sp), m.value, m.unit)

    target_rows: list[dict] = []
    meas_rows: list[dict] = []
    for sentence, ours in zip(paper.sentences, measurements):
        targets = by_sentence.get(sentence.id, [])
        prop_ok = [[m.property in {p for s in t.slots for p in slots.slots.get(s, ())} for m in ours] for t in targets]
        mat_ok = [[material_matches(m.material, t.materials, surfaces.get(m.material, ())) for m in ours]
                  for t in targets]
        t_of, m_of = pair_values([ann_of(t.span) for t in targets], ours,
                                 lambda i, j: matches(targets[i].span, ours[j]),
                                 lambda i, j: (ours[j].span is not None, prop_ok[i][j], mat_ok[i][j]))
        for i, t in enumerate(targets):
            sp = t.span
            ann = ann_of(sp)
            row = {"pmcid": paper.pmcid, "sentence_id": sentence.id, "span_id": sp.id, "text": sp.text,
                   "slots": sorted(t.slots), "materials": sorted(t.materials), "temperatures": t.temperatures,
                   "unit_text": ann.unit_text or ("bare, then " + (unit_after(sentence.text, sp.end) or "?")),
                   "recalled": i in t_of, "kept_as_condition": False, "property_ok": None, "material_ok": None,
                   "temperature_ok": None, "classes": [], "excerpt": excerpt(sentence.text, sp.begin, sp.end)}
            if i in t_of:
                j = t_of[i]
                m = ours[j]
                row.update(property=m.property, material=m.material, value=m.value, unit=m.unit,
                           property_ok=prop_ok[i][j], material_binding=(m.binding or {}).get("material", ""),
                           level=level(m.confidence))
                if not prop_ok[i][j]:
                    row["classes"].append("wrong_property")
                if t.materials:
                    row["material_ok"] = mat_ok[i][j]
                    if not mat_ok[i][j]:
                        row["classes"].append("wrong_material")
                else:
                    row["classes"].append("no_material_named")
                if t.temperatures:
                    row["temperature_ok"] = temperature_kept(m.conditions, t.temperatures,
                                                             slots.conditions.get("working_temperature", "temperature_K"))
                    if not row["temperature_ok"]:
                        row["classes"].append("temperature_lost")
            elif any(key in m.conditions and value_matches(ann, m.conditions[key], condition_unit(key))
                     for s in t.slots if (key := slots.kept_as_condition.get(s)) for m in ours):
                row["kept_as_condition"] = True
                row["classes"].append("kept_as_condition")   # the setting of another measurement ("at 0.7 V")
            elif any(m.span is not None and _overlap(tuple(m.span), (sp.begin, sp.end)) for m in ours):
                row["classes"].append("wrong_value")       # read where it is written, as another number
            else:
                row["classes"].append("no_measurement" if _found_as_quantity(sentence.text, sp, ann)
                                      else "no_quantity")
            target_rows.append(row)
        for j, m in enumerate(ours):
            row = {"pmcid": paper.pmcid, "sentence_id": sentence.id, "property": m.property, "material": m.material,
                   "value": m.value, "unit": m.unit, "tp": j in m_of, "fp_class": None,
                   "binding": dict(m.binding or {}), "level": level(m.confidence),
                   "property_ok": prop_ok[m_of[j]][j] if j in m_of else None,
                   "material_ok": mat_ok[m_of[j]][j] if j in m_of and targets[m_of[j]].materials else None,
                   "annotated_materials": sorted(targets[m_of[j]].materials) if j in m_of else [],
                   "excerpt": excerpt(sentence.text, *m.span) if m.span is not None else sentence.text[:200]}
            if j not in m_of:
                if any(matches(t.span, m) for t in targets):
                    row["fp_class"] = "duplicate"
                else:
                    annotated = others_by_sentence.get(sentence.id, [])
                    hit = next((sp for sp in annotated if matches(sp, m)), None)
                    if hit is not None:
                        row["fp_class"] = paper.others[hit.id]
                    elif m.span is not None and any(_overlap(tuple(m.span), (x.begin, x.end))
                                                    for x in annotated + [t.span for t in targets]):
                        row["fp_class"] = "wrong_value"     # an annotated value, read as another number
                    else:
                        row["fp_class"] = "not_annotated"
                if m.span is not None:
                    row["excerpt"] = excerpt(sentence.text, *m.span)
                else:
                    row["excerpt"] = sentence.text[:200]
            meas_rows.append(row)
    return PaperScore(paper.pmcid, paper.split, len(paper.sentences), target_rows, meas_rows, list(paper.notes))


def _ratio(n: int, d: int) -> dict:
    return {"n": n, "N": d, "score": (n / d) if d else None}


def summarise(scores: list[PaperScore], misses: int = 3) -> dict:
    """The scores of a set of papers, the misses and false positives by class with up to ``misses`` examples each."""
    targets = [t for s in scores for t in s.targets]
    meas = [m for s in scores for m in s.measurements]
    recalled = [t for t in targets if t["recalled"]]
    with_mat = [t for t in recalled if t["material_ok"] is not None]
    with_temp = [t for t in recalled if t["temperature_ok"] is not None]
    out = {
        "papers": len(scores), "sentences": sum(s.sentences for s in scores), "targets": len(targets),
        "measurements": len(meas),
        "value_recall": _ratio(len(recalled), len(targets)),
        "value_kept": _ratio(len(recalled) + sum(1 for t in targets if t.get("kept_as_condition")), len(targets)),
        "property_agreement": _ratio(sum(1 for t in recalled if t["property_ok"]), len(recalled)),
        "material_attribution": _ratio(sum(1 for t in with_mat if t["material_ok"]), len(with_mat)),
        "precision": _ratio(sum(1 for m in meas if m["tp"]), len(meas)),
        "temperature_kept": _ratio(sum(1 for t in with_temp if t["temperature_ok"]), len(with_temp)),
        "seconds": round(sum(s.seconds for s in scores), 2),
    }
    # calibration: how often each way of binding a material, and each confidence level, gave the annotated material
    def attribution_by(key: str, values) -> dict:
        return {v: _ratio(sum(1 for t in with_mat if (t.get(key) or "") == v and t["material_ok"]),
                          sum(1 for t in with_mat if (t.get(key) or "") == v)) for v in values}
    out["attribution_by_binding"] = attribution_by("material_binding",
                                                   sorted({t.get("material_binding") or "" for t in with_mat}))
    out["attribution_by_level"] = attribution_by("level", [lv for lv in LEVELS
                                                           if any(t.get("level") == lv for t in with_mat)])
    classes = {}
    for c in MISS_CLASSES:
        rows = [t for t in targets if c in t["classes"]]
        classes[c] = {"count": len(rows), "examples": [_miss_example(t) for t in rows[:misses]]}
    out["misses"] = classes
    out["by_slot"] = {slot: {"targets": sum(1 for t in targets if slot in t["slots"]),
                             "recalled": sum(1 for t in recalled if slot in t["slots"])}
                      for slot in sorted({s for t in targets for s in t["slots"]})}
    out["units_not_read"] = Counter(_unit_key(t) for t in targets if "no_quantity" in t["classes"]).most_common(15)
    out["wrong_properties"] = Counter(f"{'/'.join(t['slots'])} -> {t['property']}" for t in recalled
                                      if not t["property_ok"]).most_common(15)
    out.update(false_positives_and_calibration(meas, FP_CLASSES, _fp_example, misses))
    out["notes"] = [n for s in scores for n in s.notes]
    return out


def unit_family(text: str) -> str:
    """Spellings of one unit as one key, for counting: "mW cm−2", "mW/cm2", "mW·cm−2" -> "mW/cm2";
    "Ω cm2", "Ω·cm2", "Ohm cm2" -> "Ωcm2"; a bare number keeps the unit written after it."""
    prefix = ""
    if text.startswith("bare, then "):
        prefix, text = "bare, then ", text[len("bare, then "):]
    u = unicodedata.normalize("NFKC", text).replace("Ohm", "Ω").replace("ohm", "Ω")
    u = re.sub(r"[-‐]?thick$", "", u.strip())
    u = u.replace("−", "-").replace("–", "-")
    u = re.sub(r"(cm|mm|m|h|s|K|min)\^?-(\d)", lambda m: f"/{m.group(1)}{'' if m.group(2) == '1' else m.group(2)}", u)
    return prefix + re.sub(r"[\s·⋅*]+", "", u).replace("//", "/")


def _unit_key(t: dict) -> str:
    return unit_family(t["unit_text"])


def _miss_example(t: dict) -> str:
    s = f"{t['pmcid']} s{t['sentence_id']} [{'/'.join(t['slots'])}] {t['excerpt']}"
    if t["recalled"]:
        s += f" — ours: {t['property']} of {t['material']}"
        if t["materials"]:
            s += f"; annotated: {', '.join(t['materials'])}"
    return s


def _fp_example(m: dict) -> str:
    return f"{m['pmcid']} s{m['sentence_id']} {m['property']} {m['value']} {m['unit']} ({m['material']}): {m['excerpt']}"


# --- running it ----------------------------------------------------------------------------------------------------
def paper_title(text: str) -> str:
    """A SOFC-Exp paper's title: its first line runs on from the title, written twice, into the authors and their
    affiliations ("A Review of RedOx Cycling … Anode A Review of RedOx Cycling … Anode FaesAntonin1* … (EPFL) …");
    the title is what is written twice, or the first line where nothing is."""
    first = text.strip().split("\n", 1)[0]
    twice = re.match(r"(.{15,400}?) \1", first)
    return twice.group(1) if twice else first


def run(root: Path, split: str = "test", paper: str | None = None, misses: int = 3, passages: int = 0) -> dict:
    """Read the papers of a split, run the recogniser on their annotated sentences (alone, or with ``passages`` >
    0 inside passages of that many sentences, as a chunk is read), score them."""
    from core.matid.extract import recognise_in_paper
    from eval.timing import machine
    slots = load_slots()
    papers = read_corpus(root, split, paper, slots)
    scores: list[PaperScore] = []
    t_all = time.perf_counter()
    for p in papers:
        t0 = time.perf_counter()
        ours = recognise_in_paper(p.text, [s.text for s in p.sentences], passages, title=paper_title(p.text))
        sc = score_paper(p, ours, slots, paper_surfaces(p.text))
        sc.seconds = time.perf_counter() - t0
        scores.append(sc)
    wall = time.perf_counter() - t_all
    groups = [paper] if paper else {"train+dev": ["train", "dev", "train+dev"],
                                          "all": ["train", "dev", "test", "all"]}.get(split, [split])
    rows = {}
    for g in groups:
        members = {"train+dev": {"train", "dev"}, "all": {"train", "dev", "test"}}.get(g, {g})
        chosen = [s for s in scores if s.split in members] if not paper else scores
        rows[g] = summarise(chosen, misses)
    return {"machine": machine(), "corpus": ATTRIBUTION, "split": paper or split, "wall_s": round(wall, 2),
            "reading": f"in passages of {passages} sentences" if passages else "each sentence alone",
            "rows": rows, "summary": rows[groups[-1]], "per_paper": {s.pmcid: summarise([s], misses) for s in scores},
            "missing_from_catalogue": missing_from_catalogue(slots)}


def _cell(r: dict) -> str:
    return "–" if r["score"] is None else f"{r['score']:.2f} ({r['n']}/{r['N']})"


def print_extraction(res: dict) -> None:
    print(f"Extraction benchmark on {res['machine']}: {res['corpus']}; split {res['split']}, "
          f"{res['summary']['papers']} paper{'s' if res['summary']['papers'] != 1 else ''}, "
          f"{res['summary']['sentences']} sentences read {res.get('reading', 'each alone')}, {res['wall_s']:.1f} s\n")
    print("| split | papers | sentences | target values | value recall | value kept (or as condition) | property agreement "
          "| material attribution | precision | temperature kept |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for name, r in res["rows"].items():
        print(f"| {name} | {r['papers']} | {r['sentences']} | {r['targets']} | {_cell(r['value_recall'])} | "
              f"{_cell(r['value_kept'])} | "
              f"{_cell(r['property_agreement'])} | {_cell(r['material_attribution'])} | {_cell(r['precision'])} | "
              f"{_cell(r['temperature_kept'])} |")
    s = res["summary"]
    print("\nMaterial attribution by how the material was bound (the confidence factors' calibration): "
          + ", ".join(f"{b or '?'} {_cell(r)}" for b, r in s["attribution_by_binding"].items()))
    print("Material attribution by confidence level: "
          + ", ".join(f"{lv} {_cell(r)}" for lv, r in s["attribution_by_level"].items()))
    print_calibration(s)
    print("\nRecall by slot: " + ", ".join(f"{k} {v['recalled']}/{v['targets']}" for k, v in s["by_slot"].items()))
    print_misses_and_false_positives(s, "slot")
    missing = res.get("missing_from_catalogue")
    if missing is None:
        print("\nProperty ids of eval/sofc_slots.toml: no core/matid/catalogue.toml to check them against")
    elif missing:
        print(f"\nProperty ids of eval/sofc_slots.toml missing from the catalogue: {', '.join(missing)}")
    if s["notes"]:
        print(f"\nAnnotation notes ({len(s['notes'])}):")
        for n in s["notes"]:
            print(f"- {n}")
