"""The graph's own answer, the answer step after G-RAG's retrieval: a value question answered from the Measurement
nodes that retrieval matched (a ``question.GraphMatch``), without an LLM.

A card holds the best-matching measurement (material as named canonically and as the paper spells it,
property, value ± uncertainty with unit, converted to the unit the question names, conditions, and the
source sentence or table row with the value marked) and the other measurements of the same material and
property, best first, so the spread across conditions and papers is visible. When the question asks for
a temperature or grain size at which nothing was measured, the card says where it was measured instead
of guessing; when nothing matches, there is no card. The card as plain text (``card_text``, ``answer_text``) is
what the evaluation scores; its Markdown and the Compare page's drawing of it are in ``ui.card``.
"""
from __future__ import annotations

import json
import math
import re
from functools import lru_cache

from ..matid.conditions import condition_label, condition_unit, is_transition_temperature
from ..matid.catalogue import catalogue
from ..matid.confidence import HIGH
from ..matid import lexicon
from ..matid.mentions import find_mentions
from ..matid.records import label_key
from ..matid.vocab import property_name
from ..units import compatible, convert, equals, format_value, number_text, same_quantity, typed_subscripts
from .question import (COMPARISON_RE, HEAD_ONLY, LABEL_WORD_RE, NOT_A_VALUE_RE, PAREN_LABEL_RE, GraphMatch,
                       asked_properties, asked_unit, asks_for_background, compares_materials, element_words, is_formula, question_unit)
from .wording import (at_end, names_own_property, own_words, row_words, change_end, question_words, series_members,
                      value_spans, without_materials)

MAX_ROWS = 8
GROUP_SHARE = 0.8      # a (material, property) group that matches at least this share of the best score may answer
CONDITION_LABELS = {"temperature_K": "temperature", "grain_size_um": "grain size", "loading_mode": "loading",
                    "processing": "processing", "strain_rate_per_s": "strain rate", "pressure_bar": "pressure",
                    "cycles": "cycles", "c_rate": "C-rate", "specific_current_A_per_g": "specific current",
                    "method": "method", "phase": "phase", "per": "per", "criterion": "read at",
                    "field_orientation": "field", "wavelength_nm": "wavelength", "atmosphere": "environment"}


def _number(value) -> float | None:
    """A condition's value as a finite number; None for one that is none (missing, a word, a list, NaN, infinite)."""
    try:
        x = float(value)
    except (TypeError, ValueError):
        return None
    return x if math.isfinite(x) else None


def _matches(key: str, wanted, have, rel: float, floor: float) -> bool:
    """Is a measurement's condition the value asked, within the tolerance (both finite numbers)? A temperature asked
    in the room-temperature band is matched by any in it (papers write 293, 295 and 298 K for room temperature)."""
    h, w = _number(have), _number(wanted)
    return h is not None and w is not None and (abs(h - w) <= max(floor, rel * abs(w)) or key == "temperature_K"
                                                and room_temperature(w) and room_temperature(h))


# the conditions a question can ask a value at: key, unit label, relative and absolute tolerance of a match
ASKED_CONDITIONS = (("temperature_K", "K", 0.01, 1.5), ("grain_size_um", "µm", 0.05, 0.0),
                    ("cycles", "cycles", 0.0, 0.5), ("pressure_bar", "bar", 0.05, 0.05), ("c_rate", "C", 0.01, 0.0),
                    ("wavelength_nm", "nm", 0.0, 1.0))


ROOM_TEMPERATURE_K = (288.0, 303.0)      # 15 to 30 °C: what a paper means by room temperature


def room_temperature(asked) -> bool:
    """Does the question ask room temperature (a temperature between 15 and 30 °C)?"""
    t = _number(asked)
    return t is not None and ROOM_TEMPERATURE_K[0] <= t <= ROOM_TEMPERATURE_K[1]


def at_other_conditions(m: dict, wanted: dict) -> bool:
    """Was a measurement made at other conditions than the question asks (it states an asked condition with another
    value: "in the 1st cycle" when the 50th is asked), or by a method the question does not ask for (a theoretical
    capacity)? Then it is not the answer; a measurement that does not state the condition may be."""
    conditions = m.get("conditions") or {}
    mode = conditions.get("loading_mode")
    if wanted.get("loading_mode") and mode and mode != wanted["loading_mode"]:
        return True
    return not method_fits(m, wanted) or any(
        key in wanted and conditions.get(key) is not None and not _matches(key, wanted[key], conditions[key], rel, floor)
        for key, _, rel, floor in ASKED_CONDITIONS)


def condition_text(key: str, value) -> str:
    if isinstance(value, list):
        value = ", ".join(map(str, value))
    if isinstance(value, float):
        value = number_text(value)
    return f"{value} {condition_unit(key)}".strip()


def spelling(m: dict, aliases: list[str], name: str) -> str:
    """How the paper writes the material: the longest alias that the source sentence or row contains."""
    text = m["text"].lower()
    hits = [a for a in aliases if a and a.lower() in text]
    return max(hits, key=len) if hits else (aliases[0] if aliases else name)


def citation(m: dict) -> str:
    parts = [m["paper"] or m["paper_id"], f"p. {m['page']}"]
    if m.get("table_id"):
        parts.append(f"Table {m['table_id'][1:]}")
    if m.get("figure_id"):
        parts.append(f"Fig. {m['figure_id'][1:]}")
    return ", ".join(p for p in parts if p)


def _names(m: dict, match, word: str, row_only: bool = False, whole: bool = False) -> bool:
    """Does the measurement's source text (for a table cell: its row, without the caption, when
    ``row_only``) or its material's name or spellings contain the word (as a whole label when ``whole``:
    "AS-5CR" names "AS-5CR" but not "AS-5CR-After Activation")?"""
    text = m["text"].rsplit("\n", 1)[-1] if row_only and m.get("table_id") else m["text"]
    hay = [text, match.names.get(m["matid"], ""), *match.aliases.get(m["matid"], [])]
    end = r"(?![\w-])" if whole else r"(?![a-z])"
    return any(re.search(rf"(?<![A-Za-z]){re.escape(word)}{end}", h or "") for h in hay)


def card_row(m: dict, score: float, names: dict, aliases: dict, unit: str) -> dict:
    name = names.get(m["matid"], m["matid"])
    row = {"material": name, "matid": m["matid"], "spelled": spelling(m, aliases.get(m["matid"], []), name),
           "property": m["property"], "property_name": property_name(m["property"]), "value": m["value"],
           "value_high": m["value_high"] if m["value_high"] not in (None, m["value"]) else None,
           "uncertainty": m.get("uncertainty") or None, "unit": m["unit"], "converted": None,
           "conditions": {k: v for k, v in m["conditions"].items() if v not in (None, "", [], {})},
           "paper": m["paper"], "paper_id": m["paper_id"], "page": m["page"], "table_id": m.get("table_id") or "",
           "figure_id": m.get("figure_id") or "", "citation": citation(m), "source_text": " ".join(m["text"].split()),
           "score": round(score, 3), "measurement_id": m["id"]}
    row["highlights"] = value_spans({**m, "text": row["source_text"]})
    if unit and unit != m["unit"] and compatible(m["unit"], unit):
        try:
            conv = {"value": convert(m["value"], m["unit"], unit), "unit": unit}
            if row["value_high"] is not None:
                conv["value_high"] = convert(row["value_high"], m["unit"], unit)
            if row["uncertainty"]:
                conv["uncertainty"] = abs(convert(row["uncertainty"], m["unit"], unit) - convert(0, m["unit"], unit))
            row["converted"] = conv
        except Exception:
            pass
    return row


def value_text(row: dict, converted: bool = True) -> str:
    """'657 ± 12 MPa', '18–26 µm'; in the question's unit when converted is set and possible."""
    src = row["converted"] if converted and row.get("converted") else row
    return format_value(src["value"], src.get("value_high"), src.get("uncertainty"), src["unit"],
                        (row.get("conditions") or {}).get("bound", ""))


def named_in_full(prop: str) -> bool:
    """May a property the question names answer on a card: a catalogue property (named by its name, a synonym or a
    symbol), or an open-vocabulary one of two words or more all in the question ("incubation time")? A single
    shared word ("capacity", "gpa") names no property surely enough."""
    from ..matid.vocab import PROPERTIES
    return prop in PROPERTIES or prop.count("_") >= 1


def narrower_asked(prop: str, asked: list[str]) -> list[str]:
    """The catalogue properties the question asks whose name ends in this catalogue property's name, when the question
    does not ask this one ("electrical conductivity" for "conductivity", "formation enthalpy" for "enthalpy")."""
    from ..matid.catalogue import catalogue
    props = catalogue().properties
    p = props.get(prop)
    if p is None or prop in asked:
        return []
    return [a for a in asked if a in props and props[a].name.endswith(" " + p.name)]


def _unspecified(prop: str) -> bool:
    from ..matid.catalogue import catalogue
    p = catalogue().properties.get(prop)
    return p is not None and p.unspecified


def more_general(prop: str, asked: list[str]) -> bool:
    """Is a catalogue property that the question does not name the general name of one it does ("enthalpy" for a
    question about the formation enthalpy, "current density" for the exchange current density), and one that is a
    quantity of its own rather than a kind left unsaid (the catalogue's ``unspecified``: a "conductivity" may answer a
    question about the electrical conductivity)? Its values do not answer: the property is not the one asked."""
    return not _unspecified(prop) and bool(narrower_asked(prop, asked))


def _compositional(prop: str) -> bool:
    """A property that an element is a part of rather than the material of ("the Nb content of …")."""
    from ..matid.catalogue import catalogue
    p = catalogue().properties.get(prop)
    return p is not None and p.category == "compositional" or prop.endswith(("content", "concentration", "fraction"))


def knows_surely(m: dict) -> bool:
    """A fact the card may put forward: high confidence, a value of the kind its property has (the catalogue's
    dimensions), and within the catalogue's plausible range."""
    from ..matid.words import accepts
    return (m.get("confidence") or 0.0) >= HIGH and m.get("plausible") is not False \
        and accepts(m["property"], m["unit"] or "")


def general_name_of_asked(m: dict, asked: list[str]) -> bool:
    """Is the value's property the general name (catalogue ``unspecified``) of a property the question asks, in a unit
    of the asked kind ("conductivity" 1200 S/cm for the electrical conductivity asked)?"""
    from ..matid.words import accepts
    return _unspecified(m["property"]) and any(accepts(a, m["unit"] or "")
                                               for a in narrower_asked(m["property"], asked))


def of_the_kind_asked(m: dict, asked: list[str]) -> bool:
    """A value of a general name the question does not use ("resistance" for the area-specific resistance asked)
    answers only in a unit of the kind asked: 2 Ω is no area-specific resistance (Ω cm²), 0.5 Ω cm² may be one."""
    return not (_unspecified(m["property"]) and narrower_asked(m["property"], asked)) \
        or general_name_of_asked(m, asked)


NOT_MEASURED = {"theoretical", "calculated", "model", "simulated", "predicted", "computed", "literature", "assumed"}


def method_fits(m: dict, wanted: dict) -> bool:
    """A theoretical, calculated or modelled value answers only a question that asks for one ("the theoretical
    capacity"); a question that does not say asks for what was measured."""
    how = (m.get("conditions") or {}).get("method")
    return how not in NOT_MEASURED or wanted.get("method") in NOT_MEASURED


def _precise(value) -> bool:
    """A value written with three significant digits or more (95.95, 213.39, 445): one that two sentences give
    alike only when they state the same measurement (not 100 or 1.9)."""
    if isinstance(value, (tuple, list)):
        return False
    return len(f"{abs(float(value)):g}".replace(".", "").strip("0")) >= 3


def restated(m: dict, facts: list, wanted: dict) -> dict:
    """The measurement with the conditions the question asks about that its own source leaves out, where the same
    precise value of the same material and property is stated elsewhere with them ("… 95.95% capacity retention
    after 100 cycles." and "… 1.66 wt% (95.95% retention) after 100 cycles at 380 and 500 °C, respectively"):
    one measurement, written twice. Unchanged when the restatements disagree or the value is not precise."""
    missing = [k for k in wanted if k not in m["conditions"]]
    if not missing or not _precise(m["value"]):
        return m
    same = [f for _, f in facts if f is not m and f["matid"] == m["matid"] and f["property"] == m["property"]
            and f["value"] == m["value"] and f["unit"] == m["unit"]]
    found = {}
    for key in missing:
        said = {json.dumps(f["conditions"][key]) for f in same if key in f["conditions"]}
        if len(said) == 1:
            found[key] = json.loads(said.pop())
    return {**m, "conditions": {**m["conditions"], **found}} if found else m


def fact_answer(env, question: str, match: GraphMatch) -> dict | None:
    """The card for a question whose answer is a measured value, or None: no property asked by name, the
    question's material has no measurement of it, or none that the graph knows surely (high confidence, the
    right kind of quantity, a plausible value). Precision before coverage: a wrong card is a defect. Its status:
    "answer"; "not_at_condition" (measured, but not at the conditions asked); "ambiguous" (sources disagree
    equally well); "partial" (a comparison or a list of properties known only in part). The card is made from
    ``match`` alone (``env`` is not read)."""
    question = typed_subscripts(question)
    if not match.props or asks_for_background(question, match.props, match.materials) \
            or NOT_A_VALUE_RE.search(question):
        return None
    found = _candidates(question, match)
    if found is None:
        return None
    cands, members, props = found
    groups, missing = _groups(question, match, cands, members, props)
    if not groups:                # the materials named have measurements, but not of the properties named
        return None
    groups = [_doubted(g, match, question) for g in groups]
    return _card(question, match, groups, missing, members, len(cands))


# the table or figure a question names ("… reach in Table 1?", "… shown in Fig. 3?"), as the graph keys it ("T1", "F3")
_NAMED_PART = re.compile(r"\b(?:(Table)|(Fig)(?:ure|\.)?)\s*(\d+)", re.I)


def named_parts(question: str) -> set[str]:
    return {("T" if m.group(1) else "F") + m.group(3) for m in _NAMED_PART.finditer(question)}


def _doubted(group: tuple, match: GraphMatch, question: str = "") -> tuple:
    """An answer whose own source gives the same material and property another value that the graph is not sure of,
    at conditions that do not differ from the answer's ("σHEL … from 1 to 1.5 GPa …; vanadium was compressed up to
    625 MPa"): the source is read two ways, so no value is put forward and the values are listed. (Not a value
    outside the table or figure the question names, where the answer is: "… in Table 1?" asks what Table 1 says.)"""
    status, message, best, pool = group
    if status != "answer" or best is None:
        return group
    m0 = best[1]
    named = named_parts(question)
    own = parts_of(m0) & named
    for _, m in match.facts:
        if m is m0 or knows_surely(m) or _of_a_reference(m) or m["matid"] != m0["matid"] or m["property"] != m0["property"] \
                or m.get("paper_id") != m0.get("paper_id") or at_other_conditions(m, match.wanted) \
                or same_quantity(m["value"], m["unit"], m0["value"], m0["unit"], 0.001) or same_interval(m, m0) \
                or own and not own & parts_of(m):
            continue
        c0, c = m0.get("conditions") or {}, m.get("conditions") or {}
        if c != c0:
            continue                 # stated at other conditions than the answer: no rival
        return ("ambiguous", "its source gives other values of it that the graph is not sure of; see the sources",
                None, pool + [(0.0, m)])
    return group


def interval(m: dict) -> tuple[float, float] | None:
    """The span a measurement states: its range, or its value ± its uncertainty (None for a value with neither)."""
    v, high, u = _number(m.get("value")), _number(m.get("value_high")), _number(m.get("uncertainty"))
    if v is None:
        return None
    if high is not None and high != v:
        return v, high
    return (v - u, v + u) if u else None


def same_interval(m: dict, m0: dict) -> bool:
    """Do two measurements state one span ("22 ± 4 mJ/m², i.e. 18–26 mJ/m²": the source restating its value as a
    range), in one unit?"""
    a, b = interval(m), interval(m0)
    return a is not None and b is not None and m["unit"] == m0["unit"] \
        and all(abs(x - y) <= 0.001 * max(abs(y), 1e-9) for x, y in zip(a, b))


def _of_a_reference(m: dict) -> bool:
    """Did the recogniser read the value as a reference's ("… compared with the cells reported by Haile's group (548
    mW/cm2)") or a calibration's, not the sample's own? Then it is no other reading of the sample's value."""
    return (m.get("binding") or {}).get("material") in ("reference", "electrode_reference")


def _by_head(match: GraphMatch, mats: set[str]) -> set[str]:
    """The one property the question names by its head noun alone ("What capacity did the AS-5CR sample reach …?"),
    where the materials it names have that head in one property only, however sure (none, where they have several:
    "capacity" might be any of them)."""
    heads = {p for p, strength in match.props.items() if strength == HEAD_ONLY}
    had = {m["property"] for _, m in match.facts if m["matid"] in mats and m["property"] in heads}
    return had if mats and len(had) == 1 else set()


def _coded_variants(mats: set[str], facts: list) -> set[str]:
    """The materials a paper names by a code before a bulk material's noun the question asks by ("concrete sample
    F4-B1-1" of a paper on F-, M- and C-concrete: each is concrete; catalogue ``bulk_material_nouns``)."""
    nouns = {m for m in mats if m.startswith("mat:")} & _bulk_ids()
    return {m["matid"] for _, m in facts if (x := _CODED.fullmatch(m["matid"])) and "mat:" + x.group(1) in nouns} \
        if nouns else set()


# a coded material's MatID, as the recogniser writes it ("mat:f-concrete", "mat:c-cement-paste")
_CODED = re.compile(r"mat:[a-z0-9]{1,4}-([a-z-]+)")


@lru_cache(maxsize=1)
def _bulk_ids() -> frozenset[str]:
    return frozenset("mat:" + label_key(n) for n in lexicon.words("bulk_material_nouns"))


def _candidates(question: str, match: GraphMatch) -> tuple[list, dict, set] | None:
    """The measurements that may answer (of the materials asked, or of the series' members asked, or of the element
    the question names; of a property it names in full; known surely, by a method it asks, of the kind asked, of the
    sample label it names), with the series' members and the properties asked; None when none may."""
    mats = set(match.materials)
    # "ΔH of the alloys Ti0.84Zr0.16Mn0.9+xCr0.7Fe0.1 (x = 0–0.2)": each member of the series in the range asked
    members = series_members(question, match.materials, {m["matid"] for _, m in match.facts})
    variants = _coded_variants(mats, match.facts)
    mats |= set(members) | variants
    props = {p for p, strength in match.props.items() if strength >= 1.0 and named_in_full(p)
             and not more_general(p, match.vocab_props)} or _by_head(match, mats)
    elements = [i for i in dict.fromkeys(match.ids) if i.startswith("el:")]
    if not mats and len(elements) == 1 and not any(_compositional(p) for p in props):
        mats = set(elements)      # "the theoretical capacity of magnesium": the element is the material asked
    cands = [(s, m) for s, m in match.facts if m["property"] in props and (not mats or m["matid"] in mats)
             and knows_surely(m) and method_fits(m, match.wanted) and of_the_kind_asked(m, match.vocab_props)]
    if match.wanted.get("method") in NOT_MEASURED:      # "the theoretical capacity": the values said to be so
        cands = [(s, m) for s, m in cands if (m.get("conditions") or {}).get("method") == match.wanted["method"]] \
            or cands
    # a bound says less than a value ("stays above 200 MPa m^1/2" beside "262 MPa m^1/2 at 20 K"): where the graph holds
    # values of a material's property, its bounds are no rival answer
    exact = {(m["matid"], m["property"]) for _, m in cands if not m["conditions"].get("bound")}
    cands = [(s, m) for s, m in cands if not m["conditions"].get("bound") or (m["matid"], m["property"]) not in exact]
    if not cands:
        return None
    cands = [(s, restated(m, match.facts, match.wanted)) for s, m in cands]
    kind = asked_unit(question)
    if kind:                      # "what temperature": only values of that kind answer it (a property the question
        # names by the catalogue fixes its own kind: "maximum power density" is no density)
        cands = [(s, m) for s, m in cands if m["property"] in match.vocab_props or compatible(m["unit"], kind)]
    labels = [w for w in LABEL_WORD_RE.findall(question) if not is_formula(w)]
    # a label in parentheses ("… after five cold-rolling passes (AS-5CR)?") counts when a source names it
    # (an acronym in parentheses may be no sample's)
    labels += [w for w in PAREN_LABEL_RE.findall(question) if w not in labels and not is_formula(w)
               and any(_names(m, match, w, True) for _, m in cands)]
    if any(re.search(rf"\b[A-Z][\w-]*\s*(?:,|and)\s*(?:the\s+)?{re.escape(lab)}(?![\w-])", question) for lab in labels):
        labels = []               # "AS and VA samples": what they share (conditions), not one of them
    if labels:                    # "the AS-5CR sample": a measurement of that sample, named in its source
        # (as the whole label if any source names it so, else as the start of a longer one: "AS-5CR-After")
        named = [[(s, m) for s, m in cands if any(_names(m, match, lab, True, whole) for lab in labels)]
                 for whole in (True, False)]
        cands = named[0] or named[1]
    if not mats:                  # no MatID recognised: the first formula the question writes must be the material's
        words = element_words(question)
        if words:
            cands = [(s, m) for s, m in cands if _names(m, match, words[0])]
        elif not labels:          # the question names no material at all: whose value would the card give?
            return None
    if len({m["matid"] for _, m in cands if m["matid"] in variants}) > 1:
        return None               # "concrete" in a paper of F-, M- and C-concrete, no sample named: which is not said
    return (cands, members, props) if cands else None


def _groups(question: str, match: GraphMatch, cands: list, members: dict, props: set) -> tuple[list, list]:
    """The groups asked for, each (status, message, best or None, pool) of ``_answer_group``: each material the
    question names (a comparison) and each vocabulary property it names ("yield strength and ultimate tensile
    strength"); otherwise the best-matching (material, property) group that was measured at the conditions asked,
    among those that match nearly as well as the best. And what was asked but is not known surely (``missing``)."""
    words = question_words(without_materials(question, match.materials))
    end = change_end(question)
    parts = named_parts(question)
    mat_order = [x for x in members or match.materials if any(m["matid"] == x for _, m in cands)]
    if len(mat_order) > 1 and not members and not compares_materials(question, match.materials):
        mat_order = []            # "How much Mg2Ni … in Mg-30 at% Ni?": one is in the other; the best group answers
    asked, coordinated = asked_properties(question, match.vocab_props, props)
    prop_order = [p for p in asked if any(m["property"] == p for _, m in cands)] if len(asked) > 1 else []
    groups = []
    if len(mat_order) > 1 or prop_order:
        for mat in (mat_order or [cands[0][1]["matid"]])[:MAX_ROWS if members else 4]:
            for prop in (prop_order or [cands[0][1]["property"]])[:3]:
                pool = [(s, m) for s, m in cands if m["matid"] == mat and m["property"] == prop]
                if pool:
                    groups.append(_answer_group(pool, match.wanted, words, end, parts))
    else:
        seen = []
        for s, m in cands:
            key = (m["matid"], m["property"])
            if key in seen or s < cands[0][0] * GROUP_SHARE or len(seen) >= 3:
                continue
            seen.append(key)
            pool = [(s2, m2) for s2, m2 in cands if (m2["matid"], m2["property"]) == key]
            group = _answer_group(pool, match.wanted, words, end, parts)
            if group[0] != "not_at_condition":
                groups = [group]
                break
            groups = groups or [group]        # none measured at the conditions asked: the best one says so
    missing = [x for x in match.materials if "(x)" not in x and x not in mat_order] if len(mat_order) > 1 or (
        len(match.materials) > 1 and COMPARISON_RE.search(question)) else []
    missing += [x for x in members if x not in mat_order]          # a member of the series asked not known surely
    missing += [p for p in asked if p not in prop_order] if coordinated else []   # "X and Y", one known
    return groups, missing


def _card(question: str, match: GraphMatch, groups: list, missing: list, members: dict, n_matching: int) -> dict:
    """The card of the answer groups: their best measurements (the answers), the others of each group, the messages."""
    unit = question_unit(question)
    answers, rows, messages = [], [], []
    if groups and (len(groups) > 1 and any(best is None for _, _, best, _ in groups) or missing):
        # a comparison the graph can answer only in part: the card shows what it has and puts forward no value
        groups = [("partial" if st == "answer" else st, msg or "not every material or property asked is known surely",
                   None, pool) for st, msg, _, pool in groups]
    for status, message, best, pool in groups:
        if best is not None:
            answers.append(card_row(best[1], best[0], match.names, match.aliases, unit))
        if message:
            name = property_name(pool[0][1]["property"]) + " of " + match.names.get(pool[0][1]["matid"], pool[0][1]["matid"])
            messages.append(f"{name}: {message}" if len(groups) > 1 else message)
        rows += [card_row(m, s, match.names, match.aliases, unit) for s, m in pool[:MAX_ROWS]
                 if best is None or m["id"] != best[1]["id"]]
    for r in answers + rows:          # a series' member is shown with its value ("… (x = 0.1)")
        if r["matid"] in members:
            r["material"] = f"{r['material']} ({members[r['matid']]})"
            if r["spelled"] not in r["source_text"]:       # the row writes the member by its value alone
                r["spelled"] = members[r["matid"]]
    status = "answer" if answers else groups[0][0]
    first = answers[0] if answers else rows[0]
    return {"status": status, "message": "; ".join(messages), "property": first["property"],
            "property_name": first["property_name"], "material": first["material"], "matid": first["matid"],
            "question_unit": unit, "asked_conditions": dict(match.wanted), "answer": answers[0] if answers else None,
            "answers": answers, "measurements": (answers + rows)[:MAX_ROWS * max(1, len(groups))],
            "n_matching": n_matching}


def _answer_group(pool: list, wanted: dict, words: set[str] = frozenset(),
                  end: str = "", parts: set[str] = frozenset()) -> tuple[str, str, tuple | None, list]:
    """(status, message, best (score, measurement) or None, pool) for one material and property: the
    measurements at the conditions asked, best first; among equally or nearly as good ones (within RIVAL_MARGIN)
    from different sources, the one
    whose sentence or table row shares the most words with the question ("C14#1", "VA"); "not_at_condition"
    when they were measured only at other conditions; "ambiguous" when two sources still give different values
    equally well. ``parts``: the tables and figures the question names ("T1", "F3"), whose facts answer first."""
    message, at_pool = "", pool
    # a value normalised per a count ("17.83 Å³ per metal atom") answers only a question asking per that count;
    # one that asks for no count is answered by the values per sample when there are any
    per = wanted.get("per", "")
    same = [x for x in pool if (x[1]["conditions"].get("per") or "") == per]
    if per and not same:
        return "not_at_condition", f"not given per {per}", None, pool
    at_pool = same or pool
    at_pool, why = _at_loading(at_pool, wanted)
    if not why:
        at_pool, why = _at_processing(at_pool, wanted)
    if not why:
        at_pool, why = _at_criterion(at_pool, wanted)
    if not why:
        at_pool, why = _at_named(at_pool, wanted, "field_orientation", "for ")
    if not why:
        at_pool, why = _at_named(at_pool, wanted, "atmosphere", "in ")
    if why:
        return "not_at_condition", why, None, pool
    for key, label, rel, floor in ASKED_CONDITIONS:
        if key not in wanted:
            continue
        at = [(s, m) for s, m in at_pool if _matches(key, wanted[key], m["conditions"].get(key), rel, floor)]
        stated = sorted({x for _, m in at_pool if (x := _number(m["conditions"].get(key))) is not None})
        if at:
            at_pool = at
        elif not stated and key == "temperature_K" and room_temperature(wanted[key]):
            # no source states a temperature, and room temperature is asked: what a paper gives at no temperature
            # it gives at room temperature
            message = "temperature not stated in the source; read as room temperature"
        elif not stated:
            # no source states the condition asked: no value is put forward (a lab member reads the big number);
            # the values are listed with their sources
            return ("not_at_condition", f"{CONDITION_LABELS[key]} not stated in any source; "
                    f"{number_text(wanted[key])} {label} was asked", None, pool)
        else:
            return ("not_at_condition", f"measured at {' and '.join(number_text(h) + ' ' + label for h in stated)}; "
                    f"not at {number_text(wanted[key])} {label}", None, pool)
    states = {_states(m["conditions"].get("processing")) for _, m in at_pool} - {frozenset()}
    if "processing" not in wanted and len(states) > 1 and len({(m["value"], m["unit"]) for _, m in at_pool}) > 1:
        # an alloy as cast and after annealing are two samples: a question that names neither has no one answer
        return ("ambiguous", f"given {_states_text(at_pool)}; the question names no processing", None,
                at_pool + [x for x in pool if x not in at_pool])
    unchosen = _unchosen(at_pool, wanted)
    if unchosen:
        return "ambiguous", unchosen, None, at_pool + [x for x in pool if x not in at_pool]
    at_pool = at_end(at_pool, end)          # "to what value did it increase": not the value it started from
    # "According to Table 1, …": what the table or figure the question names says, where it says it at the conditions
    # asked
    at_pool = [x for x in at_pool if in_parts(x[1], parts)] or at_pool
    top = [x for x in at_pool if x[0] >= at_pool[0][0] - RIVAL_MARGIN]     # as good as the best, or nearly
    if len(top) > 1 and words:
        # a clause naming the fact's property first, then the words it shares with the question
        # and last the words of its table row alone (the caption's are every row's)
        shared = [(names_own_property(m, top), len(words & own_words(m, top)), len(words & row_words(m, top)))
                  for _, m in top]
        most = [x for x, n in zip(top, shared) if n == max(shared)]
        if len({m["text"] for _, m in most}) == 1:     # one sentence or row shares the most: its first value
            pick = most[0]
            at_pool = [pick] + [x for x in at_pool if x is not pick]
            # the other clauses of the pick's sentence share fewer words: they are no rivals
            beaten = [x for x, n in zip(top, shared) if n < max(shared) and x[1]["text"] == pick[1]["text"]]
            if pick[1].get("table_id") or rival(pick, [x for x in at_pool if x not in beaten]) is None:
                # a table row the question names by its label; or a sentence no other sentence contradicts
                return "answer", message, pick, at_pool + [x for x in pool if x not in at_pool]
    best = at_pool[0]
    if rival(best, at_pool) is not None:
        # two sources match the question equally well with different values: show both, pick neither (within
        # one sentence or table row the first value stated is taken, as a reader would)
        return "ambiguous", "several values match the question equally well; see the sources", None, at_pool + [
            x for x in pool if x not in at_pool]
    return "answer", message, best, at_pool + [x for x in pool if x not in at_pool]


def _unchosen(at_pool: list, wanted: dict) -> str:
    """Why the facts have no one answer where they differ in a named condition the question does not choose (an onset
    and a zero-resistance Tc, an Hc2 for H∥c and for H∥ab), though one clause names the property and the other only
    refers to it; "" otherwise."""
    for key, what in (("criterion", "point of the transition"), ("field_orientation", "field orientation")):
        named = sorted({str(c) for _, m in at_pool if (c := m["conditions"].get(key))})
        if key not in wanted and len(named) > 1 and len({(m["value"], m["unit"]) for _, m in at_pool}) > 1:
            return f"{CONDITION_LABELS[key]} {' and '.join(named)}; the question names no {what}"
    return ""


def parts_of(m: dict) -> set[str]:
    """The table and the figure a fact was read from ("T1", "F3"; "" for none)."""
    return {m.get("table_id") or "", m.get("figure_id") or ""}


def in_parts(m: dict, parts: set[str]) -> bool:
    """Is a fact read from one of these tables or figures?"""
    return bool(parts_of(m) & parts)


def _at_loading(at_pool: list, wanted: dict) -> tuple[list, str]:
    """The facts of the loading mode the question asks, or of the mode the property is measured in by its
    definition, and ""; or the pool and why none answers."""
    mode = wanted.get("loading_mode")
    own = _own_loading_mode(at_pool[0][1].get("property", "")) if at_pool and not mode else ""
    if own:
        # a property measured in one mode by its definition (elongation: in tension) is not answered by a value of
        # another test (the fracture strain of a compression test)
        at = [x for x in at_pool if x[1]["conditions"].get("loading_mode") in (None, "", own)]
        if not at:
            stated = sorted({str(m["conditions"].get("loading_mode")) for _, m in at_pool})
            return at_pool, f"measured in {' and '.join(stated)}; not in {own}"
        return at, ""
    if mode:
        # a value of one test answers only for that test: a tensile yield strength is no compressive one
        at = [x for x in at_pool if x[1]["conditions"].get("loading_mode") == mode]
        stated = sorted({lm for _, m in at_pool if (lm := m["conditions"].get("loading_mode"))})
        if not at:
            return at_pool, (f"measured in {' and '.join(stated)}; not in {mode}" if stated else
                             f"loading not stated in any source; {mode} was asked")
        return at, ""
    return at_pool, ""


def _own_loading_mode(pid: str) -> str:
    """The loading mode a catalogue property is measured in by its definition ("" when none)."""
    prop = catalogue().properties.get(pid)
    return prop.loading_mode if prop is not None else ""


def _states(processing) -> frozenset:
    """The processes a measurement's processing names, as catalogue process ids ("after annealing at 1000 °C":
    {"proc:annealing"}); the words themselves for processing the catalogue does not name."""
    return _states_of(", ".join(map(str, processing)) if isinstance(processing, list) else str(processing or ""))


@lru_cache(maxsize=1024)
def _states_of(text: str) -> frozenset:
    ids = {m.matid for m in find_mentions(text)[0] if m.type == "process"}
    return frozenset(ids or ({text.lower().strip()} if text.strip() else set()))


def _at_processing(at_pool: list, wanted: dict) -> tuple[list, str]:
    """The facts of the processing state the question asks ("as-cast", "annealed"), and "" ; or the pool and why
    none answers: the sources give the property only after other processing (a value of the annealed alloy is no
    value of the as-cast one). A question that asks no processing, or sources that state none, keep the pool."""
    if "processing" not in wanted:
        return at_pool, ""
    asked = _states(wanted["processing"])
    at = [x for x in at_pool if asked & _states(x[1]["conditions"].get("processing"))
          or any(w[:6] in str(x[1]["conditions"].get("processing") or "").lower() for w in wanted["processing"])]
    if at:
        return at, ""
    if any(m["conditions"].get("processing") for _, m in at_pool):
        return at_pool, f"given {_states_text(at_pool)}; none {' or '.join(wanted['processing'])}"
    return at_pool, ""


def _at_criterion(at_pool: list, wanted: dict) -> tuple[list, str]:
    """For a transition temperature, the facts read at the point of the transition the question asks ("the onset
    Tc"), and ""; or the pool and why none answers: the sources give it only at other points (a zero-resistance Tc is
    no onset Tc), or state no point. A question that asks none keeps the pool (two criteria with two values are
    rivals there). A criterion asked of any other property is no condition ("the peak power density")."""
    if not at_pool or not is_transition_temperature(at_pool[0][1].get("property", "")):
        return at_pool, ""
    return _at_named(at_pool, wanted, "criterion", "at ", "point of the transition")


def _at_named(at_pool: list, wanted: dict, key: str, before: str, what: str = "") -> tuple[list, str]:
    """The facts whose condition ``key`` (one of named values: a criterion, a field orientation, a test solution) is the one the
    question asks, and ""; or the pool and why none answers: the sources give it only at others ("field H∥ab; not
    for H∥c"), or state none. A question that asks none keeps the pool."""
    asked = wanted.get(key)
    if not asked:
        return at_pool, ""
    at = [x for x in at_pool if x[1]["conditions"].get(key) == asked]
    if at:
        return at, ""
    stated = sorted({c for _, m in at_pool if (c := m["conditions"].get(key))})
    return at_pool, (f"{CONDITION_LABELS[key]} {' and '.join(stated)}; not {before}{asked}" if stated else
                     f"{what or CONDITION_LABELS[key]} not stated in any source; {asked} was asked")


def _states_text(pool: list) -> str:
    """The processing states of these facts as a reader says them: "as-cast and after annealing at 130 °C"."""
    names = sorted({str(p) for _, m in pool if (p := m["conditions"].get("processing"))})
    return " and ".join(p if re.match(r"as\b", p) else f"after {p}" for p in names)


RIVAL_MARGIN = 0.3     # of a fact's score: a different value this close is as good an answer


def rival(best: tuple, pool: list) -> tuple | None:
    """Another fact of the pool (already at the conditions the question asks), from another sentence or row, with a
    different value, matching the question nearly as well (within RIVAL_MARGIN): the card cannot choose between them
    (a reader would have to), so it gives no answer. Within one table row the first value stated is taken, as a
    reader would ("a" before "c"); one sentence that gives one material two values at the same conditions was
    misread ("929 and 1246 MPa" of two alloys given to one)."""
    s0, m0 = best
    for s, m in pool:
        if m is m0 or m["text"] == m0["text"] and m0.get("table_id") or s < s0 - RIVAL_MARGIN:
            continue
        if same_quantity(m["value"], m["unit"], m0["value"], m0["unit"], 0.001):
            continue
        return s, m        # the conditions the question pins were matched before; any others it leaves open
    return None


def answer_text(card: dict | None) -> str:
    """The values a card puts forward, as text ("" when it puts forward none): what the evaluation scores."""
    return card_text(card) if card and card["answers"] else ""


def card_text(card: dict | None) -> str:
    """The card as one line of plain text (the CLI, the evaluation's scored answer)."""
    if not card:
        return ""
    if not card["answers"]:
        return f"{card['property_name']} of {card['material']}: {card['message']}."
    parts = []
    for b in card["answers"]:
        conds = conditions_text(b)
        out = f"{b['property_name']} of {b['material']} {equals(b['conditions'].get('bound', ''))}{value_text(b)}"
        if b.get("converted"):
            out += f" ({value_text(b, converted=False)} in the paper)"
        if conds:
            out += f" [{conds}]"
        parts.append(out + f" — {b['citation']}")
    return "; ".join(parts) + (f" ({card['message']})" if card["message"] else "")


def conditions_text(row: dict) -> str:
    """The conditions, temperature first (the order of CONDITION_LABELS, then the rest)."""
    order = list(CONDITION_LABELS)
    items = sorted(((k, v) for k, v in row["conditions"].items() if k != "bound"),     # (a bound is the value's)
                   key=lambda kv: order.index(kv[0]) if kv[0] in order else len(order))
    return "; ".join(f"{CONDITION_LABELS.get(k) or condition_label(k)} {condition_text(k, v)}" for k, v in items)


