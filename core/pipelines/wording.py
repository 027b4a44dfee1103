"""How a question's words meet a source's: the words they share, the clause of a sentence that states a value, the
words of a table row beside its caption, the end of a change a question asks for. What tells apart facts that match
a question equally well otherwise (``core.pipelines.facts`` decides with these)."""
from __future__ import annotations

import re

from ..units import find_quantities, same_quantity

STEM = 6               # words compared by their first letters ("anneal" ~ annealed, annealing)
STOP_WORDS = {"the", "of", "at", "in", "for", "and", "or", "to", "by", "what", "which", "was", "were", "is", "are",
              "did", "does", "do", "with", "after", "before", "from", "under", "on", "as", "an", "this", "that",
              "its", "their", "value", "sample", "alloy"}
def value_spans(m: dict) -> list[list[int]]:
    """Character spans of the value in its source text (the number with its unit, else the bare number)."""
    text, out = m["text"], []
    for q in find_quantities(text):
        if same_quantity(q.low, q.unit, m["value"], m["unit"], 0.001):
            out.append([q.start, q.end])
    if not out:
        v = f"{m['value']:g}"
        for x in re.finditer(rf"(?<![\d.]){re.escape(v)}(?![\d])", text):
            out.append([x.start(), x.end()])
    return out


def question_words(text: str) -> set[str]:
    """The words a question and a source can share, cut to a stem ("experimentally" ~ "experimental",
    "C14#1", "AS-5CR" → "as", "5cr"): what tells apart table rows that match equally well otherwise."""
    stems = {w[:STEM] for w in re.findall(r"[a-z0-9#]+", text.lower()) if len(w) > 1 and w not in STOP_WORDS}
    # a word in capitals is a label even when it is a stop word in lower case ("AS-5CR": the as-atomized sample)
    stems |= {w.lower() for w in re.findall(r"(?<![A-Za-z])[A-Z]{2,}(?![a-z])", text)}
    # the number of a code counts as that number: "HPT N10" ~ "after 10 HPT turns" (numbers of two digits or more)
    stems |= {n for w in re.findall(r"[a-z]+\d+|\d+[a-z]+", text.lower()) for n in re.findall(r"\d{2,}", w)}
    # names written with digits or hyphens count whole as well: "Mg-5wt.%Ti" is not "Mg-5wt.%Ti-5wt.%Fe"
    whole = {"=" + t for t in (x.strip("()[]{},;:?!.\"'").lower() for x in text.split())
             if len(t) >= 3 and re.search(r"[a-z]", t) and re.search(r"[\d\-_]", t)}
    # a capital letter written alone is an element or a sample's letter ("coated with V", "alloy B"), not a unit
    # after a number ("1.2 V") or the pronoun
    letters = {x.group(1).lower() for x in LETTER_RE.finditer(text)
               if x.group(1) != "I" and not re.search(r"\d\s*$", text[:x.start()])}
    return stems | whole | letters


LETTER_RE = re.compile(r"(?<![\w°/.·])([A-Z])(?![\w°/·])")
CLAUSE_RE = re.compile(r"[;:]\s+|,\s+|\s+(?:while|whereas|but)\s+")


def clause_of(m: dict) -> str:
    """The clause of its source sentence that states the value ("…, while the storage capacity of the sample with heat
    treatment is reduced to 3.4 wt% after 24 h"); the whole text when the value is not found in it."""
    text, spans = m["text"], value_spans(m)
    if not spans:
        return text
    start, end = spans[0]
    cuts = [(x.start(), x.end()) for x in CLAUSE_RE.finditer(text)]
    left = max([e for s, e in cuts if e <= start], default=0)
    right = min([s for s, e in cuts if s >= end], default=len(text))
    return text[left:right]


def own_text(m: dict, pool: list) -> str:
    """A fact's own words: its table row, or its sentence — its own clause when another value of the pool comes from
    the same sentence (a sentence of two values answers by the clause of each)."""
    text = m["text"]
    if not m.get("table_id") and any(x["text"] == text and x is not m for _, x in pool):
        text = clause_of(m)
    return text


def own_words(m: dict, pool: list) -> set[str]:
    """The words a fact shares with a question (``own_text`` and its conditions)."""
    return question_words(" ".join([own_text(m, pool), *map(str, m["conditions"].values())]))


def row_words(m: dict, pool: list) -> set[str]:
    """The words of a table row without its caption (which all rows of the table share), or ``own_words``."""
    if not m.get("table_id") or "\n" not in m["text"]:
        return own_words(m, pool)
    return question_words(" ".join([m["text"].split("\n", 1)[1], *map(str, m["conditions"].values())]))


def without_materials(question: str, materials: list[str]) -> str:
    """The question with the names of its materials blanked: a material's words are matched by its MatID, and they
    tell apart no two facts of that material ("the Ni phase of the Mg-30 at% Ni mixture" keeps "the Ni phase")."""
    from ..matid.mentions import find_mentions
    for x in sorted(find_mentions(question)[0], key=lambda x: -x.start):
        if x.matid in materials:
            question = question[:x.start] + " " * (x.end - x.start) + question[x.end:]
    return question


def names_own_property(m: dict, pool: list) -> bool:
    """Does the fact's own clause name its property ("with an enthalpy of formation of −74.5 kJ/mol", not "H = 74.5
    kJ/mol …")? Of two values of one sentence, the one whose clause names the property asked is the surer answer."""
    from ..matid.mentions import find_mentions
    return bool(m.get("property")) and \
        f"prop:{m['property']}" in {x.matid for x in find_mentions(own_text(m, pool))[0]}


# a question about one end of a change: "To what value did … increase?", "… was reduced to?"; "From what value …?"
_TO_END_RE = re.compile(r"\bto\s+what\b|\b(?:increase|decrease|rise|rose|risen|drop|fall|fell|fallen|reduce|grow|grew|"
                        r"grown|expand|shrink|shrank|change)(?:s|d|ed)?\s+to\s*\?", re.I)
_FROM_END_RE = re.compile(r"\bfrom\s+what\b", re.I)


def change_end(question: str) -> str:
    """"to" or "from" when the question asks for one end of a change the source states as "from A to B"; else ""."""
    return "to" if _TO_END_RE.search(question) else "from" if _FROM_END_RE.search(question) else ""


def at_end(pool: list, end: str) -> list:
    """The pool without the other end of each "from A to B" change whose asked end is in it."""
    if not end:
        return pool
    texts = {m["text"] for _, m in pool if (m.get("binding") or {}).get("pair") == end}
    return [x for x in pool if x[1]["text"] not in texts or (x[1].get("binding") or {}).get("pair") in (None, end)]


_SERIES_RANGE_RE = re.compile(r"\b([xyz])\s*=\s*(\d+(?:\.\d+)?)\s*(?:–|—|-|to)\s*(\d+(?:\.\d+)?)|"
                              r"(\d+(?:\.\d+)?)\s*[≤<]=?\s*([xyz])\s*[≤<]=?\s*(\d+(?:\.\d+)?)")


def series_members(question: str, materials: list[str], matids) -> dict[str, str]:
    """The members a question about a series asks for ("ΔH of the alloys Ti0.84Zr0.16Mn0.9+xCr0.7Fe0.1
    (x = 0–0.2)"), among these MatIDs, in the order of the variable, each with its value ("x = 0.1"); empty when it
    names no series with a range."""
    from ..matid.compositions import find_compositions
    ranges = {}
    for m in _SERIES_RANGE_RE.finditer(question):
        var, lo, hi = (m.group(1), m.group(2), m.group(3)) if m.group(1) else (m.group(5), m.group(4), m.group(6))
        ranges[var] = (float(lo), float(hi))
    out: dict[str, str] = {}
    for _, _, comp in find_compositions(question)[0] if ranges else []:
        if comp.is_family and comp.matid in materials:
            (var,) = comp.variables if len(comp.variables) == 1 else ("",)
            for value, matid in comp.members_among(matids, ranges):
                out.setdefault(matid, f"{var} = {value:g}")
    return out
