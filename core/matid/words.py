"""Bottom layer: word tests every component shares — the word after a mention, a catalogue word list, a noun's
singular, whether a unit may be a property's. Reads the catalogue and the lexicon; imports no component."""
from __future__ import annotations

import re
from functools import lru_cache

from .lexicon import words
from .catalogue import catalogue


def cat():
    """The property catalogue (``core/matid/catalogue.toml``)."""
    return catalogue()


_NEXT_WORD = re.compile(r"[\s\-–]*(?:\([^()]{0,20}\)\s*)?([A-Za-z]+)")


# other formulas coordinated with this one before the shared noun: "TiO6 or CrO6 octahedra", "Al3Ni and Al3Zr phases"
_COORDINATED = re.compile(r"(?:\s*(?:,|\band\b|\bor\b|/)\s*(?:the\s+)?[A-Z][A-Za-z0-9.]*){1,3}")


def names_a_phase_after(text: str, end: int) -> bool:
    """Is a formula followed by a phase noun that heads its phrase ("the Al3Ni phase", "Mg2Si precipitates"), not by
    one that modifies the noun of a material or specimen after it ("the AlCoCrFeNi2.1 eutectic alloy": the alloy;
    catalogue ``phase_nouns``, ``material_class_nouns``, ``specimen_nouns``)?"""
    w = next_word(text, end)
    made = words("material_class_nouns") | words("specimen_nouns")
    if w not in words("phase_nouns") or w in made:
        return False
    after = re.search(rf"(?<![\w-]){re.escape(w)}[\s-]+([a-z]+)", text[end:end + 80], re.I)
    return not (after and (after.group(1).lower() in made or singular_noun(after.group(1).lower()) in made))


def next_word(text: str, end: int) -> str:
    """The word after a mention ("Al3Ni phase" -> "phase", "RuO6-octahedra" -> "octahedra"), lower case; past
    formulas coordinated with it ("TiO6 or CrO6 octahedra" -> "octahedra" for both)."""
    m = _NEXT_WORD.match(text, end)
    word = m.group(1).lower() if m else ""
    if word in ("and", "or") or text[end:end + 2].lstrip().startswith((",", "/")):
        c = _COORDINATED.match(text, end)
        if c:
            m = _NEXT_WORD.match(text, c.end())
            word = m.group(1).lower() if m else ""
    return word


def words_of(name: str) -> frozenset[str]:
    """A word list of the catalogue's vocabulary, as a set."""
    return words(name)


def singular_noun(word: str) -> str:
    """A noun's regular singular ("heterojunctions" -> "heterojunction"; "glass" stays)."""
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


PERCENT_UNITS = frozenset({"%", "wt%", "at%", "vol%", "mol%", "ppm"})


@lru_cache(maxsize=8192)
def accepts(pid: str, unit: str) -> bool:
    """May a value in this unit be of this catalogue property? Its dimension is one of the property's (canonical,
    other or alternative units: hardness in HV or GPa); a share ("%", "wt%") only for a property written in that
    share or a ratio; a bare number only for a dimensionless property written without a unit. An id the catalogue
    does not know (open vocabulary) accepts any unit."""
    p = cat().properties.get(pid)
    if p is None:
        return True
    if unit == "":
        return "" in p.all_units or bool(p.bare_unit) or p.unit == ""
    if unit in PERCENT_UNITS:
        return unit in p.all_units or unit == "%" and p.kind == "ratio" and p.unit in PERCENT_UNITS | {""}
    return bool(cat()._by_unit([p], unit))


def composed_property(words: list[str]) -> str:
    """A name built of two catalogue names that share a word: the property of the second, what is said of the first
    ("hydrogen storage capacity retention": hydrogen storage capacity + capacity retention -> capacity_retention;
    "discharge capacity retention rate"). Only where the words before the shared one name a catalogue property
    with it, so a modifier that changes the property ("lattice thermal conductivity") is no such name. "" when
    none."""
    for i in range(1, len(words) - 1):
        first, second = cat().by_name(" ".join(words[:i + 1])), cat().by_name(" ".join(words[i:]))
        if first is not None and second is not None and first.id != second.id and " " in second.name:
            return second.id
    return ""


@lru_cache(maxsize=None)
def change_verb_forms() -> str:
    """A regex alternation of every form of the catalogue's ``change_verbs``: a regular verb by its stem (followed by
    ``\\w*`` where used: "increas" reads "increase", "increased", "increasing"), an irregular one by its forms too
    ("rose", "fell", "grew", "went"), a verb of two letters only by its forms ("go", not "good"); a particle may follow
    ("went down")."""
    forms = []
    for lemma in sorted(words("change_verbs")):
        if len(lemma) <= 2:
            forms.append(rf"{lemma}\b")
        else:
            forms.append(lemma[:-1] if lemma.endswith("e") else lemma)
        forms += [rf"{f}\b" for f in cat().vocabulary.irregular_verb_forms.get(lemma, "").split()]
    return "(?:" + "|".join(sorted(forms, key=len, reverse=True)) + r")\w*(?:\s+(?:up|down)\b)?"


LIST_JOINT = re.compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+)")     # "A, B", "A and B", "A, or B"


def listed_together(text: str, a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Are two spans (start, end) of a text written next to each other in a list ("A, B", "A and B", "A, or B")?"""
    return bool(LIST_JOINT.fullmatch(text, a[1], b[0]) or LIST_JOINT.fullmatch(text, b[1], a[0]))
