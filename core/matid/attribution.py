"""The material part of binding: whose a value is. ``MATERIAL_STRATEGIES`` run in order on one value; the first
that decides wins, and its name is the measurement's ``binding["material"]``.

Reads ``TextDoc.text``, ``owners``, ``phases``, ``passage`` (the chunk's material, the paper's samples, the sample
named last) and a value's "respectively" pairing; writes nothing on the document (``binding`` stores the result).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..units import Quantity
from .codes import ENGLISH_SUFFIX, sample_code_like, unread_codes
from .compositions import parse_composition, whole_formula
from .conditions import CLAUSE_RE, CONTRAST_RE
from .document import TextDoc
from .lexicon import COMPARED, alternation, words, HEDGE
from .materials import label_after, material_for, phase_owner, phase_share
from .mentions import of_apparatus
from .owners import is_constituent, without_components
from .records import MATERIAL_TYPES, Mention, label_key
from .samples import PART_COUNT_WORDS, VALUE_RE
from .words import LIST_JOINT, cat, listed_together, singular_noun


# a definite reference to the sample a passage is about: "the alloy", "this sample", "these powders", "the cell"
# a sentence that cites ("Tu et al. [29] reported …", "… (Smith, 2019)") reports another work's values
CITED_RE = re.compile(r"\bet\s+al\b|\[(?![0-3]{3,4}\])\d+(?:[,–-]\s*\d+)*\]|[,.;)]\^\d+|"
                      r"\(\s*[A-Z][a-z]+[^()]{0,40}\b(?:19|20)\d\d[a-z]?\s*\)")   # not "[100]", "Å^3"


# (not a series the qualifier names, "the Mn series alloys": several samples, not the one the passage names)
ANAPHOR_RE = re.compile(r"\b(?:the|this|these|that|our|both)\s+(?:(?!series\b)[\w-]+\s+){0,2}?(?:alloys?|samples?|specimens?|"
                        r"powders?|materials?|compounds?|electrodes?|cells?|films?|composites?|hydrides?|ceramics?|"
                        r"catalysts?|devices?)\b", re.I)


# a value in brackets after what another is compared with: "comparable to that of cancellous bone (2–12 MPa)",
# "twice that of the substrate (6 GPa)", "compared with the commercial catalyst (45%)", "12% above the control mix
# (46.7 MPa)"
# values listed before another in the same bracket: "(121 MPa and ", "(0.61, 0.65 and "
_VALUES_BEFORE = re.compile(r"\s*(?:[-−~≈]?\d[\d.,]*\s*[^\s,;()]{0,8}\s*(?:,\s*(?:and\s+)?|and\s+))*")


_COMPARED_IN_BRACKETS = re.compile(rf"\b(?:(?:that|those)\s+of|{COMPARED}|(?:above|below)(?=\s+the\b)|"
                                   r"(?:within|in|inside|outside)\s+the\s+range\s+of)\s+"
                                   r"(?!(?:that|those|this|it)\s*\()"
                                   r"(?P<what>(?:the\s+|a\s+|an\s+)?[^,;:()]{1,40}?)\s*\(\s*"
                                   # (the value's symbol may come first in the bracket: "than that of P-Alkyl (PCE =
                                   # 3.0%)", "(E g = 1.62 eV)")
                                   rf"(?:[^()=,;]{{1,12}}=\s*)?{HEDGE}?$", re.I)


# a definite noun phrase right after a value ("… to 96 m2/g for the heterojunction") or, in a clause that names no
# material, before it ("the coating reached 410 HV")
_NP_AFTER = (r"(?P<np>(?:[\w-]+\s+){0,2}?[a-z]+)\b"
             r"(?=\s*(?:$|[,.;:()]|(?:and|or|while|whereas|at|after|in|with)\b))")


_NOUN_AFTER = re.compile(rf"\s*\)?\s*(?:for|of|in|by)\s+the\s+{_NP_AFTER}")


# (the article may be left out: "0.11% for bare cores")
_BARE_NOUN_AFTER = re.compile(rf"\s*\)?\s*(?:for|of|in|by)\s+{_NP_AFTER}")


_NOUN_BEFORE = re.compile(r"\b(?:[Tt]he|[Tt]his|[Oo]ur)\s+(?P<np>(?:[a-z][\w-]*\s+){0,2}?[a-z]+)\b")


def _noun_sample(np: str, nouns: dict[str, str], following: str) -> str:
    """The sample the class noun that heads a noun phrase names ("doped cathode" -> the cathode's): the phrase's last
    word, before a verb, a preposition or punctuation (``following``), not a modifier of another noun ("the electrode
    polarization resistance" is no electrode's)."""
    written = np.split()
    composite = next((nouns[w] for w in written
                      if (w in words("composite_nouns") or w in PART_COUNT_WORDS) and w in nouns), "")
    if composite:
        return composite        # "the composite membrane": the paper's one composite, whatever the head
    if not written or singular_noun(written[-1]) not in nouns or not _HEAD_ENDS.match(following):
        return ""
    return nouns[singular_noun(written[-1])]


# what may follow the head of a noun phrase: a verb, a preposition, a conjunction, punctuation or the end
_HEAD_ENDS = re.compile(r"\s*(?:$|[,.;:()]|(?:was|were|is|are|has|have|had|kept|gave|held|grew|lost|rose|fell|took|"
                        r"made|ran|shows?|gives?|holds?|keeps?|with|after|at|of|in|on|for|to|and|or|under|by|"
                        r"\w+ed|\w+s)\b)", re.I)


def _sample_by_noun(text: str, q: Quantity, materials: list[Mention], samples, mat) -> str:
    """The sample a definite "the <noun>" names, where the paper writes that class noun after one of its materials
    (``PaperSamples.nouns``: "the 20 wt% TiO2/g-C3N4 heterojunction" … "96 m2/g for the heterojunction"): right after
    the value, whatever else the sentence names; before it, where the clause names no material. "" when none. (A
    noun of any sample, "for the nanocomposite", with no such evidence is the paper's main sample:
    ``materials.material_for``.)"""
    if samples is None or not samples.nouns:
        return ""
    after = _NOUN_AFTER.match(text, q.end)
    if after and not any(q.end <= m.start < after.end() for m in materials):
        return _noun_sample(after.group("np"), samples.nouns, text[after.end():])   # (or another's: "for the substrate")
    if mat is not None:
        return ""
    clause = text[:q.start]
    cut = list(CLAUSE_RE.finditer(clause))
    start = cut[-1].end() if cut else 0
    if re.search(r"\b(?:its|their)\b", text[start:q.start], re.I) and not _NOUN_BEFORE.search(text, start, q.start):
        start = 0           # "the composite membrane … was 42%, and its swelling ratio 18%": the sample "its" is
    for m in reversed(list(_NOUN_BEFORE.finditer(text, start, q.start))):
        for end in [m.start("np") + x.end() for x in re.finditer(r"[a-z]+", m.group("np"))]:
            found = _noun_sample(text[m.start("np"):end], samples.nouns, text[end:q.start])
            if found:
                return found
    return ""


def _sample_code(what: str) -> bool:
    """Does a phrase name one of the paper's samples by a code ("Cell-B", "S30", "sample A", "LSCF82xx"), not a kind of
    thing ("cancellous bone", "the substrate", "the conventional SOFC": catalogue ``technology_names``)?"""
    return any(re.fullmatch(r"[A-Za-z]*\d[\w-]*|[A-Z]|\w+-[A-Z0-9]\w*|[A-Z]{2,}\w*", t)
               and t.lower() not in words("technology_names") for t in re.findall(r"[\w-]+", what))


def of_reference(text: str, q: Quantity, materials: list[Mention]) -> bool:
    """Is a value a reference sample's that the sentence names by no material: "… 86 Ω for the doped and 215 Ω for the
    undoped electrode", "…, whereas the control device gave 20.4%", "The unreinforced alloy had …"? Kept, never
    sure."""
    return reference_after(text, q, materials) or not any(m.end <= q.start for m in materials) \
        and (other_sample_contrasted(text, 0, q.start) or _reference_subject(text[:q.start]))


def reference_after(text: str, q: Quantity, materials: list[Mention]) -> bool:
    """Is a value followed by "for the <reference> <noun>" that names no material ("215 Ω for the undoped electrode",
    "~250 mW/cm2 for the reference cell")? Then it is that reference sample's, whatever material the value is given
    to: kept (annotators record it) with the confidence of a guess."""
    after = _NOUN_AFTER.match(text, q.end) or _BARE_NOUN_AFTER.match(text, q.end)
    if not after or any(q.end <= m.start < after.end() for m in materials):
        return False
    return names_reference(after.group("np"))


# the subject of a sentence, before its verb: "The unreinforced alloy had …"
_SUBJECT = re.compile(r"\s*(?:The|the|Its|its)\s+(?P<np>(?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:had|has|have|was|were|is|are|"
                      r"showed|shows|exhibited|exhibits|reached|reaches|gave|gives|displayed|displays|delivered)\b")


def _reference_subject(before: str) -> bool:
    """Is the sentence's subject a reference sample the sentence names by a word of the catalogue's
    ``reference_sample_words`` and by no material ("The unreinforced alloy had a tensile strength of 265 MPa")?"""
    m = _SUBJECT.match(before)
    return bool(m) and names_reference(m.group("np"))


def other_sample_contrasted(text: str, start: int, end: int) -> bool:
    """Does a clause that contrasts with what came before (after "while", "whereas", "but", "in contrast") name a
    reference sample by a word of the catalogue's ``reference_sample_words`` ("while undoped LLZO showed only …",
    "whereas the bare electrode reached …") between ``start`` and ``end``? Then a value there is that sample's."""
    breaks = list(CONTRAST_RE.finditer(text, start, end))
    return bool(breaks) and names_reference(text[breaks[-1].end():end])


def names_reference(phrase: str) -> bool:
    """Does a phrase name a sample by a word of the catalogue's ``reference_sample_words`` ("the undoped electrode")?"""
    return any(w in words("reference_sample_words") or w.endswith("s") and w[:-1] in words("reference_sample_words")
               for w in re.findall(r"[a-z][a-z-]*", phrase.lower()))


@dataclass
class _Query:
    """One value's material query while the strategies run: what the sentence names for it, and what the strategies
    found so far."""
    doc: TextDoc
    q: Quantity
    paired: dict
    mat: Mention | None = None       # the material the sentence names for the value
    reference: bool = False          # the value is compared with a reference sample the sentence names by no material
    matid: str = ""
    how: str = ""


def _respectively(x: _Query):
    """A "respectively" list gives the value its material."""
    matid = x.paired.get(x.q.start, {}).get("material")
    if matid:
        pairing = x.paired[x.q.start]
        return matid, "respectively_series" if pairing.get("series") else "respectively_unread" \
            if pairing.get("unread_list") else "respectively"
    return None


# an energy level given against the vacuum: "-4.80 eV to vacuum", "4.8 eV below the vacuum level", "in a vacuum"
_BELOW_VACUUM = re.compile(r"\s*(?:below|above|under|to|in|relative\s+to|versus|vs\.?|with\s+respect\s+to)\s+"
                           r"(?:the\s+|a\s+)?vacuum\b", re.I)


def _electrode_reference(x: _Query):
    """"It was assumed that the redox potential of Fc/Fc+ had an absolute energy level of -4.80 eV to vacuum": an
    energy level given against the vacuum in a sentence that names a reference electrode (the catalogue's
    ``reference_electrodes``) is the reference's, no sample's (a calibration, at low confidence)."""
    if x.q.unit in ("eV", "V", "mV") and (own := _potential_of_reference(x)):
        return own, "electrode_reference"
    if x.q.unit != "eV" or not _BELOW_VACUUM.match(x.doc.text, x.q.end):
        return None
    named = [(m.start(), matid) for m, matid in _reference_electrodes(x.doc.text)]
    # (the one named nearest before the value, else the first after it: "… vs Ag/Ag+ … of Fc/Fc+ … 4.8 eV below vacuum")
    found = max((n for n in named if n[0] < x.q.start), default=None) or min(named, default=None)
    return (found[1], "electrode_reference") if found else None


def _potential_of_reference(x: _Query) -> str:
    """The reference electrode a value's phrase says it is "of", in its clause with no sample or other value between
    ("the onset potential of Fc/Fc+ was measured to be 0.47 eV", "the redox potential of ferrocene/ferrocenium (Fc/Fc+)
    (see (-3.60 eV)"), or ""."""
    text, q = x.doc.text, x.q
    start = max(0, q.start - 90)
    for m, matid in sorted(_reference_electrodes(text[start:q.start]), key=lambda n: -n[0].start()):
        at, end = start + m.start(), start + m.end()
        if re.search(r"\bof\s+(?:the\s+)?$", text[max(0, at - 12):at]) and not re.search(r"[;.]\s", text[end:q.start]) \
                and not any(end <= o.start < q.start for o in x.doc.owners) \
                and not any(end <= v.end <= q.start for v in x.doc.values):
            return matid
    return ""


@lru_cache(maxsize=1)
def _electrode_patterns() -> list[tuple[re.Pattern, str]]:
    """The catalogue's ``reference_electrodes``, each as a pattern that lets a PDF set its characters apart ("FeCp 2 + /
    0") and needs no letter either side ("SCE", not the "sce" of "fluorescence")."""
    return [(re.compile(r"(?<![A-Za-z])" + r"\s*".join(re.escape(c) for c in key) + r"(?![A-Za-z])", re.I), matid)
            for key, matid in cat().vocabulary.reference_electrodes.items()]


def _reference_electrodes(text: str) -> list[tuple[re.Match, str]]:
    return [(m, matid) for rx, matid in _electrode_patterns() for m in rx.finditer(text)]


def _phase(x: _Query):
    """The sentence says the value is a phase's ("the lattice parameter of the B2 phase is …")."""
    text, q, phases = x.doc.text, x.q, x.doc.phases
    owner = phase_owner(text, q, phases)
    if owner is not None and phase_share(text, q, phases) is None:
        return owner.matid, "phase"
    return None


def _contrasted_other(x: _Query):
    """"…, while undoped tetragonal LLZO showed only 4.2 × 10−6 S/cm": not the doped one's, and no one's named."""
    text, q = x.doc.text, x.q
    x.mat = label_after(text, q, x.doc.owners) or list_for_owner(x.doc, q) or material_for(text, q, x.doc.owners)
    if x.mat is not None and x.mat.end <= q.start and other_sample_contrasted(text, x.mat.end, q.start):
        return "", ""
    return None


# "… 0.08 V higher than that (0.63 V) of the optimized PSC based on PDTS-DTBTA": the bracketed value is the
# comparand's, the one named after "of"
_THAT_BRACKET_BEFORE = re.compile(rf"\b(?:than|over|with|to)\s+(?:that|those)\s*\(\s*(?:{HEDGE}|[≈~∼]\s*)?$", re.I)
# (a reference's number the text flattened may stand before "of": "in comparison with that (-4.9 eV) 37 of P3HT")
_BRACKET_OF_AFTER = re.compile(r"\s*\)\s*(?:\d{1,3}(?:\s*[,–-]\s*\d{1,3})*\s+)?of\s+[^,;()]{0,60}")


def _that_of_after(x: _Query):
    """"… than that (0.63 V) of the device based on PDTS-DTBTA", "… over that (3.80%) of the PSC based on X": a value
    in brackets after "that" and before "of" is of what "of" names: the first material named there (or the one name
    written there that nothing read); no sample's where neither is."""
    text, q = x.doc.text, x.q
    if not _THAT_BRACKET_BEFORE.search(text, max(0, q.start - 40), q.start):
        return None
    after = _BRACKET_OF_AFTER.match(text, q.end)
    if after is None:
        return None
    named = [m for m in x.doc.owners if after.start() <= m.start < after.end()]
    if named:
        return named[0].matid, "sentence_after"
    written = [w for a, _, w in x.doc.unread if after.start() <= a < after.end()]
    # (a name the sentence wrote before as a material: "… of the YSZ film … than that (≈6.1 g/cm3) of powder-processed
    # YSZ")
    known = [m for w in written for m in x.doc.owners if m.text == w]
    if known:
        return known[0].matid, "sentence_after"
    codes = [w for w in written if sample_code_like(w)]
    return (f"mat:{label_key(codes[0])}", "sentence_unread_name") if codes else ("", "")


# a sample's code with a number or a letter of its own ("cell 1", "copolymer 5", "Cell-B", "sample A"; not an acronym of
# a kind of device, "full ceramic SOFCs")
_NUMBERED_CODE = re.compile(r"[A-Za-z]*\d[\w-]*|\w+-[A-Z0-9]\w*|[A-Z]")
_ARTICLE = re.compile(r"^(?:(?:that|those)\s+of\s+)?(?:the|a|an)?\s*", re.I)


def _compared_with(x: _Query):
    """A value in brackets after what it is compared with, named by no material: "comparable to that of cancellous
    bone (2–12 MPa)" is no sample's (but one after another processing state of the sample is the sample's in that
    state: "… compared with the as-cast state (450 HV)"); "… than those of the commercial control Filtek Z350 (121 MPa and 9.8 GPa,
    respectively)" is a reference's (noted for ``_reference``)."""
    text, q = x.doc.text, x.q
    opened = text.rfind("(", 0, q.start)
    end = opened + 1 if opened > text.rfind(")", 0, q.start) and _VALUES_BEFORE.fullmatch(text, opened + 1, q.start) \
        else q.start
    compared = _COMPARED_IN_BRACKETS.search(text, max(0, end - 80), end)
    if compared and any(m.type == "process" and compared.start("what") <= m.start < compared.end("what")
                        for m in x.doc.mentions):
        return None     # another state of the sentence's sample: "… compared with the as-cast state (450 HV)"
    if compared and not any(compared.start("what") <= m.start < compared.end() for m in x.doc.owners):
        what = compared.group("what")
        if not _sample_code(what) and end == q.start:
            return "", ""
        x.reference = names_reference(what)
        code = _ARTICLE.sub("", what.strip())
        if not x.reference and end == q.start and len(code.split()) <= 2 and _NUMBERED_CODE.fullmatch(code.split()[-1]):
            # "…, unlike that of cell 1 (approximately 0.3 V)": the code's, which nothing read as a material (not
            # the material the sentence names elsewhere)
            return "mat:" + label_key(code), "sentence_unread_name"
    return None


def _sample_noun(x: _Query):
    """The sample a definite "the <noun>" names ("… to 96 m2/g for the heterojunction"); of two materials joined by
    "on", the one the paper studies first (``_carried_by_substrate``)."""
    doc = x.doc
    x.mat = _carried_by_substrate(doc.text, x.q, doc.owners, doc.passage.samples, x.mat)
    named = _sample_by_noun(doc.text, x.q, doc.owners, doc.passage.samples, x.mat)
    return (named, "class_noun") if named else None


def named_how(doc: TextDoc, q: Quantity, mat) -> str:
    """How the sentence named the material it gives a value: "sentence" when it names no other that may own a value,
    "sentence_after" when it is written after the value ("1.95 eV for PIDTTTPD", "0.46 eV on N-G"), else
    "sentence_bracketed" when the value is in brackets right after it ("ZrCo (89.90%)"), else "sentence_nearest" (the
    nearest of several before the value). "sentence_partial" when the name read is part of a
    longer name written around it (``part_of_longer_name``). "sentence_list" when the value is one of a list
    that nothing paired with materials or conditions, in a sentence that says "respectively" or names several
    materials ("the HOMO levels of P1, P2 and P3 are -5.16, -5.19 and -5.21 eV, respectively" where the names were
    not all read): which value is whose is not known."""
    if _unpaired_list(doc, q):
        return "sentence_list"
    if mat in doc.unread_owners:
        return "sentence_unread_name"
    if part_of_longer_name(doc.text, mat) or member_of_composite(doc.text, mat) or _of_an_unnamed_layer(doc.text, q, mat):
        return "sentence_partial"
    if doc.unread:
        return "sentence_unread"
    if len({m.matid for m in doc.owners}) <= 1:
        return "sentence"
    if mat.start >= q.end:
        return "sentence_after"
    if _BRACKETED_AFTER_NAME.fullmatch(doc.text, mat.end, q.start):
        return "sentence_bracketed"
    return "sentence" if _others_in_a_later_clause(doc, q, mat) else "sentence_nearest"


# where a new clause starts: "…, and forms …", "…, but its …", "; …", "…, while …", "…, which …"
_NEW_CLAUSE = re.compile(r",\s*(?:and|but|while|whereas|which|so)\b|;|\b(?:while|whereas)\b"
                         r"|\band\s+[a-z]+(?:s|ed)\s+(?:a|an|the)\b", re.I)


def _others_in_a_later_clause(doc: TextDoc, q: Quantity, mat: Mention) -> bool:
    """Is the material the only one named before the value, every other named after it beyond the start of a new
    clause (after a comma and a conjunction, a semicolon, "while", or "and" with a verb and an article: "Magnesium
    (Mg) has a high theoretical hydrogen storage capacity of 7.6 wt.% and forms a binary hydride, magnesium hydride
    (MgH2), …"; "…, but its practical capacity is limited by … MgH2")? Then the value is its."""
    others = [m for m in doc.owners if m.matid != mat.matid]
    if any(m.start < q.end for m in others):
        return False
    first = min(m.start for m in others)
    return bool(_NEW_CLAUSE.search(doc.text, q.end, first))


# a value in brackets right after a name: "ZrCo (89.90%)", "P3HT (450 nm)"
_BRACKETED_AFTER_NAME = re.compile(r"\s*\(\s*(?:[~∼≈]\s*|ca\.\s*|about\s+)?")


_RESPECTIVELY = re.compile(r"\brespectively\b", re.I)
# more of a name glued to a material's: "PDTG-BDD:PC71BM", "P(BT-DPP)-QPZn", "PTB7:PC71BM", "CoCrFeNi-HT" (not an
# English compound: "PC71BM-based", "Al-doped")
_GLUED_AFTER = re.compile(r"[:/+]\S|[-–‐](?=\(?[A-Z0-9])|[A-Za-z0-9]")
_GLUED_BEFORE = re.compile(r"(?:\S[:/+]|[A-Z0-9)][-–‐]|[A-Za-z0-9]\(|[A-Za-z0-9])$")


def part_of_longer_name(text: str, mention) -> bool:
    """Is the material's name, as read, part of a longer name written around it: the donor of a blend
    ("PDTG-BDD:PC71BM" read as PC71BM), a polymer read in part, an alloy with a state code after it? The value is
    then the longer name's, which the recogniser did not read whole."""
    return bool(_GLUED_AFTER.match(text, mention.end) or _GLUED_BEFORE.search(text, max(0, mention.start - 2),
                                                                               mention.start))


@lru_cache(maxsize=1)
def _composite_of() -> re.Pattern:
    return re.compile(rf"\b(?:{alternation('composite_nouns')})e?s?\s+(?:based\s+)?(?:of|on)\s+(?:the\s+)?"
                      r"(?P<parts>[^,;.]{1,80}?\s+(?:and|with)\s+(?:the\s+)?[^\s,;.]+)", re.I)


_WORDS_AFTER = re.compile(r"(?:\s*-?\s*[A-Za-z][\w-]*){1,3}")


def _of_an_unnamed_layer(text: str, q, mention) -> bool:
    """Is the value written before a layer's noun that no material names ("a dense 15 μm electrolyte layer", "on a
    300 μm anode"), or after one and "of" ("a porous cathode layer of 7–15 μm"), while the material read stands
    elsewhere: the value is that layer's ("a porous 5 μm SDC layer"
    is SDC's)?"""
    before = _LAYER_OF.search(text, max(0, q.start - 50), q.start)
    if before and before.group(1).lower() in words("layer_nouns") and not before.start() <= mention.start < q.start:
        return True                                  # "a porous cathode layer of 7–15 μm"
    after = _WORDS_AFTER.match(text, q.end)
    if after is None or mention.start >= q.end and mention.start < after.end():
        return False
    return any(w.lower() in words("layer_nouns") for w in re.findall(r"[A-Za-z]+", after.group(0)))


# "a porous cathode layer of 7–15 μm": the noun of a layer, its adjectives and "of" before the value
_LAYER_OF = re.compile(r"\b(?:an?|the)\s+(?:[a-z]+\s+){0,2}?([A-Za-z]+)(?:\s+(?:layer|film|coating))?\s+of\s+"
                       rf"{HEDGE}?$")


def member_of_composite(text: str, mention) -> bool:
    """Is the material named as one of the parts of a blend or composite ("the blend of PBDTTT-TIPS and PC71BM
    exhibited a PCE of 4.33%"): the value is the blend's, not the part's."""
    return any(m.start("parts") <= mention.start < m.end("parts") for m in _composite_of().finditer(text))


def unread_names(doc: TextDoc) -> list[str]:
    """Words of the sentence written like a sample's name or code that the recogniser did not read as anything
    (no mention covers them; not a technology, a standard, a property's symbol or name, a unit, a gas (the
    "H2" of the atmosphere), an acronym the catalogue knows, a figure's number): "the HOMO levels of PTT (-5.2 eV) and PSSS (-4.9 eV)" where PSSS was not
    read. A material the sentence names beside them may not be the value's (wherever they stand: on the annotated
    sets, a check of only the names between the material and the value was less precise)."""
    return [w for _, _, w in doc.unread]


def _find_unread(doc: TextDoc) -> list[tuple[int, int, str]]:
    """``unread_names`` with where each stands (start, end, name)."""
    return unread_codes(doc.text, [(m.start, m.end) for m in doc.mentions] + [(q.start, q.end) for q in doc.every])


# --- component: unread names ----------------------------------------------------------------------------------------
def read_unread_names(doc: TextDoc) -> None:
    """Names the sentence writes like a sample's code that nothing read (``unread_names``); those written as a code
    ("P1", "J71", "PDTS-DTFBTA") may own a value, as the recogniser's other owners do, but are marked as unread so
    that a value bound to one is never surer than medium ("PCEs of 3.87% and 2.53% for P1 and P2, respectively").
    Reads ``text``, ``mentions``, ``every``, ``owners``; writes ``unread``, ``unread_owners``, ``owners``."""
    doc.unread = _find_unread(doc)
    known = {m.matid for m in doc.owners}
    for start, end, w in doc.unread:
        key = label_key(w)
        # (not a formula: one the mention readers read and set aside, "milled in Al2O3 vials")
        m = Mention("material", w, start, end, f"mat:{key}", w)
        # (nor one named as what the sample was blended or paired with: "PBDTTs-fBT blended with PC71BM")
        # (nor an instrument's model: "measured on an Ambios Tech XP-2 profilometer")
        if key and (sample_code_like(w) or _listed_with_a_sample(doc, start, end)) and m.matid not in known \
                and parse_composition(w) is None and not is_constituent(doc.text, m) and not of_apparatus(doc.text, m):
            doc.unread_owners.append(m)
    if doc.unread_owners:
        doc.owners = without_components(doc.text, sorted(doc.owners + doc.unread_owners, key=lambda m: m.start),
                                        doc.passage.samples, doc.props)


_FOR_AFTER_LIST = re.compile(r"\s*(?:for|of)\s+(?:the\s+)?")
_MORE_NAMED = re.compile(LIST_JOINT.pattern + r"(?:the\s+)?[A-Za-z(]")


def list_for_owner(doc: TextDoc, q: Quantity) -> Mention | None:
    """The one material named right after a list of values, in a sentence with no "respectively" ("… are -5.17 and
    -3.55 eV for P(BT-DPP), -5.22 and -3.52 eV for P(BT-DPP)-T"): every value of the list is its; None where the
    list is followed by several names ("for P1 and P2": a pairing by rank, unsaid or not)."""
    members = doc.list_of.get(q.start, ())
    if len(members) < 2 or _RESPECTIVELY.search(doc.text):
        return None
    owner = next((m for m in doc.owners if m.start >= members[-1].end), None)
    if owner is None or not _FOR_AFTER_LIST.fullmatch(doc.text, members[-1].end, owner.start) \
            or _MORE_NAMED.match(doc.text, owner.end):
        return None
    return owner


def _unpaired_list(doc: TextDoc, q: Quantity) -> bool:
    """Is the value one of a list of values that no pairing gave a material or a condition, in a sentence that
    says "respectively" or names two materials or more; or one of two values or more in one unit that a
    "respectively" pairs with nothing?"""
    paired = set(doc.paired.get(q.start, {}))
    if paired - {"property"} or list_for_owner(doc, q) is not None:
        return False
    said = bool(_RESPECTIVELY.search(doc.text))
    members = doc.list_of.get(q.start, ())
    if len(members) >= 2:
        # a list that a "respectively" pairs with as many properties is explained ("the liquidus and solidus
        # temperatures were 1380 and 1320 °C, respectively")
        if len({doc.paired.get(v.start, {}).get("property") for v in members} - {None}) >= 2:
            return False
        return said or len(doc.owners) >= 2
    # values written each with its unit ("reached 11.41% and 12.05%, respectively"), where the "respectively" paired
    # nothing at all (not a bracketed list of a reference's values: "… than those of Filtek Z350 (121 MPa and 9.8 GPa,
    # respectively)")
    return said and not any(doc.paired.get(v.start) for v in doc.values) \
        and sum(1 for v in doc.values if v.unit == q.unit) >= 2


def _reference(x: _Query):
    """The material the sentence names (the whole name, where it was read as part of a longer one), kept as a
    reference's value when it is compared with one."""
    x.matid, x.how = (x.mat.matid, named_how(x.doc, x.q, x.mat)) if x.mat else (x.doc.passage.material, "")
    if x.how == "sentence_partial" and (whole := whole_name(x.doc.text, x.mat, x.doc.mentions)):
        x.matid = f"mat:{label_key(whole)}"
    return (x.matid, "reference") if x.reference and x.matid else None


def whole_name(text: str, mention, mentions=()) -> str:
    """The longer name a material was read as part of, as written ("P(BT-DPP)-QPZn" where "P(BT-DPP)" was read,
    "P(C-TT-QP)" where "C-TT-QP" was, "P3/PC71BM" where "PC71BM" was; not an English word glued on, "-based"); ""
    when it is no longer, is no name (it starts with no letter: "2):PC71BM" of a name with spaces), or holds another
    material read (``mentions``: "the Fe3O4/Fe2O3 ratio" names two)."""
    start, end = mention.start, mention.end
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    while end < len(text) and not text[end].isspace():
        end += 1
    word = ENGLISH_SUFFIX.sub("", text[start:end].rstrip(".,;:"))
    while word and (word[-1] == ")" and word.count(")") > word.count("(") or word[-1] in ".,;:"):
        word = word[:-1]
    while word and word[0] == "(" and word.count("(") > word.count(")"):
        word = word[1:]
    if word == mention.text or not word[:1].isalpha() or mention.text not in word:
        return ""
    at = text.find(word, start)
    if any(m is not mention and m.type in MATERIAL_TYPES and at <= m.start and m.end <= at + len(word)
           for m in mentions):
        return ""
    return word


def _context(x: _Query):
    """Where the sentence names none: the paper's sole material, the chunk's, the passage's ("the alloy retained
    98%" in a passage that names this material and no other), or the sample the passage named last. Sets the
    fallback; decides nothing (a family member the sentence fixes may still)."""
    doc, samples = x.doc, x.doc.passage.samples
    if not x.matid and samples is not None:
        x.matid = samples.main
    if not x.how and x.matid:
        x.how = "paper" if samples is None or x.matid == samples.main else "chunk"
        recent = doc.passage.recent
        if samples is not None and (x.how == "paper" or x.matid == samples.titled) and samples.alone(x.matid):
            x.how = "paper_sole"     # the paper is about one material (its weight, or its title names it)
        elif doc.passage.alone and ANAPHOR_RE.search(doc.text[:x.q.start]) \
                and not (samples is not None and x.matid in samples.partners) and not _labelled_values(doc):
            x.how = "anaphor"
        elif recent and samples is not None and samples.is_sample(recent) and not CITED_RE.search(doc.text):
            x.matid, x.how = recent, "recent"   # "The PCI curves of alloy B are shown in Fig. 7b. ... The maximum
            # uptake decreases ...: 1.50, 1.46 and 1.35 wt%": the sample the passage spoke of last (not a cited value)
    return None


# a sample's label in brackets right after a value: "glass transitions were observed at 180 (I) and 130 °C (IIb)"
_LABEL_AFTER = re.compile(r"\s*\(\s*(?:[IVX]{1,4}[a-z]?|[A-Z]{1,3}\d{0,2}[a-z]?)\s*\)")


def _labelled_values(doc: TextDoc) -> bool:
    """Does the sentence write a sample's label in brackets after one of its values? Then "the polymers" it speaks
    of are those samples, not the one material the passage names."""
    return any(_LABEL_AFTER.match(doc.text, q.end) for q in doc.every)


def _label_after(x: _Query):
    """A value with its sample's label in brackets right after it, in a sentence that labels two values or more so
    ("glass transitions were observed at 180 (I) and 130 °C (IIb)"): the label's sample, the material read so
    ("sentence_bracketed") or the label itself where nothing read it ("sentence_unread_name")."""
    doc = x.doc
    label = _LABEL_AFTER.match(doc.text, x.q.end)
    if label is None or sum(bool(_LABEL_AFTER.match(doc.text, q.end)) for q in doc.every) < 2:
        return None
    written = label.group(0).strip(" ()")
    named = [m for m in doc.owners if m.text == written]
    if named:
        return named[0].matid, "sentence_bracketed"
    if any(m.start <= label.start() + label.group(0).index(written) < m.end for m in doc.mentions):
        return None             # (a symbol or unit read as something else)
    return f"mat:{label_key(written)}", "sentence_unread_name"


def _family_member(x: _Query):
    """A member of a family the sentence fixes ("when x = 0.75"; "… 693 and 550 mW/cm2, for x = 0.10 and 0.15,
    respectively")."""
    samples, mat, matid = x.doc.passage.samples, x.mat, x.matid
    listed = x.paired.get(x.q.start, {}).get("values")
    values = listed or _ends_of_variable_range(x.doc, x.q)
    if values is None:          # a range of members and a value that is neither end of a change across it
        return None
    values = values or _variables_of(x.doc.text, x.q)
    if values and (listed or not matid or "(x)" in matid or not mat):
        member = samples.member(values, matid if "(x)" in matid else "") if samples is not None else ""
        if not member and mat is not None and "(x)" in mat.matid:
            comp = parse_composition(mat.text) or whole_formula(mat.text)     # (or one of groups: "Ba(Fe1−xCox)2As2")
            member = comp.member(values).matid if comp is not None and comp.member(values) is not None else ""
        if member:
            return member, "family_member"
    return None


# a family's variable set right after a value: "150 HV for x = 0", "693 mW/cm2 at x = 0.1"
_SET_AFTER = re.compile(r"\s*(?:[^\s\d,;]{1,8}\s*)?(?:for|at|when|with|of)\s+(?:the\s+)?([xyzδ])\s*=\s*(\d+(?:\.\d+)?)(?!\d)")


def _variables_of(text: str, q: Quantity) -> dict[str, float]:
    """The family's variables the sentence sets for a value: each variable's setting written right after the value
    ("150 HV for x = 0 and 500 HV for x = 1.0"), else its nearest setting in the sentence (one setting: the
    sentence's)."""
    after = _SET_AFTER.match(text, q.end)
    out: dict[str, float] = {after.group(1): float(after.group(2))} if after else {}
    for m in sorted(VALUE_RE.finditer(text), key=lambda m: min(abs(m.start() - q.end), abs(q.start - m.end()))):
        out.setdefault(m.group(1), float(m.group(2)))
    return out


# a range of a family's variable: "from x = 0 to 1.0", "x = 0–1.0", "x from 0 to 0.3"
_VARIABLE_RANGE = re.compile(r"(?<![\w.])([xyzδ])\s*(?:=\s*(?:from\s+)?|\s+(?:from|ranging\s+from|varying\s+from)\s+)"
                             r"(\d+(?:\.\d+)?)\s*(?:to|–|—|-)\s*(?:\1\s*=\s*)?(\d+(?:\.\d+)?)(?!\d|\.\d)")


def _ends_of_variable_range(doc: TextDoc, q: Quantity) -> dict | None:
    """For a sentence that runs a family's variable over a range ("with increasing Al content from x = 0 to 1.0, the
    hardness of AlxCoCrFeNi increases from 115 to 485 HV"): the variable's value at this value's end of the change
    ({"x": 0.0} for 115 HV, {"x": 1.0} for 485 HV), or None for a value that is neither end; {} when the sentence
    runs no variable over a range."""
    # (not a value of a unit at the range's end: "from 150 HV for x = 0 to 500 HV for x = 1.0" runs no range of x)
    valued = {v.start for v in doc.every}
    r = next((r for r in _VARIABLE_RANGE.finditer(doc.text) if r.start(3) not in valued), None)
    if r is None:
        return {}
    for a, b in doc.pairs:
        if q.start == a.start:
            return {r.group(1): float(r.group(2))}
        if q.start == b.start:
            return {r.group(1): float(r.group(3))}
    return None


def _unread_owner(x: _Query):
    """A sentence that names no material the recogniser reads but writes one name it cannot place ("The optical
    band-gap of P3TBDTDTBT is 1.67 eV", "P3 shows … a hole mobility of 0.009 cm²/(V s)"): that name is the value's
    sample, not the passage's or the paper's main material."""
    if x.mat is not None or x.reference or x.how in ("respectively", "family_member"):
        return None
    written = {w for _, _, w in x.doc.unread}
    names = {label_key(w) for w in written}
    # (not one the owners were cleared of: "With PC70BM as acceptor, the PSC showed a PCE of 1.94%")
    dropped = {m.matid for m in x.doc.unread_owners} - {m.matid for m in x.doc.owners}
    if len(names) == 1 and all(sample_code_like(w) for w in written) and f"mat:{next(iter(names))}" not in dropped:
        return f"mat:{names.pop()}", "sentence_unread_name"
    return None


def _listed_with_a_sample(doc: TextDoc, start: int, end: int) -> bool:
    """Is a name of two capitals or more written in a list ("for PT-ID, PT-DTBT, and PT-DTBTID, respectively") right
    beside a material the recogniser reads, or beside a name written as a sample's code? Then it names a sample too."""
    w = doc.text[start:end]
    if sum(c.isupper() for c in w) < 2:
        return False
    return any(listed_together(doc.text, (m.start, m.end), (start, end)) for m in doc.owners) \
        or any(sample_code_like(x) and listed_together(doc.text, (a, b), (start, end)) for a, b, x in doc.unread)


# the ways of binding a material that take it from the context, not from the sentence
_FROM_CONTEXT = ("recent", "anaphor", "class_noun", "topic", "chunk", "paper", "paper_sole")


def _context_beside_unread(x: _Query):
    """A sentence that names no material the recogniser reads but writes names it cannot place ("… PCEs of 3.87% and
    2.53% for P1 and P2, respectively", "the J76-based PSCs showed a PCE of 11.04% … the J71-based device"): the
    value is likely theirs, not the context's; the context's material is kept, as "context_unread"."""
    if x.mat is None and x.how in _FROM_CONTEXT and x.doc.unread:
        return x.matid, "context_unread"
    return None


def _as_found(x: _Query):
    """What the steps before found: the sentence's material or the context's."""
    return x.matid, x.how


# the order in which the material strategies run; the first that decides wins
MATERIAL_STRATEGIES = (_electrode_reference, _respectively, _label_after, _phase, _that_of_after, _contrasted_other, _compared_with, _sample_noun, _reference, _context,
                       _family_member, _unread_owner, _context_beside_unread, _as_found)


def choose_material(doc: TextDoc, q: Quantity, paired: dict) -> tuple[str, str]:
    """The material a value belongs to, and how it was bound ("" when it is no sample's)."""
    x = _Query(doc, q, paired)
    for strategy in MATERIAL_STRATEGIES:
        found = strategy(x)
        if found is not None:
            return found
    return "", ""

# what a change is set against, written after it: "… decreased from 1123 to 612 kW m−2 compared with neat EP"
_CHANGE_AGAINST = re.compile(rf"\s*,?\s*{COMPARED}\s+"
                             r"(?:that\s+of\s+|those\s+of\s+)?(?:the\s+)?(?:[a-z][\w-]*\s+){0,2}")


def _reference_of_change(text: str, q: Quantity, last: Quantity | None, materials: list[Mention]) -> Mention | None:
    """The material a change's first value ("from A to B") is of where the sentence sets the change against it right
    after the last value (``_CHANGE_AGAINST``): the reference's value the sample's is compared with."""
    if last is None:
        return None
    after = min((x for x in materials if x.start >= last.end), key=lambda x: x.start, default=None)
    return after if after is not None and _CHANGE_AGAINST.fullmatch(text, last.end, after.start) else None


_ON_SUBSTRATE = re.compile(r"\s+(?:(?:grown|deposited|transferred|measured|supported)\s+)?(?:on|onto|atop)\s+"
                           r"(?:the\s+|a\s+|an\s+)?(?:[a-z][\w-]*\s+)?$")


def _carried_by_substrate(text: str, q: Quantity, materials: list[Mention], samples, mat: Mention | None):
    """"The carrier mobility of graphene on SiO2 … was 4200 cm2/(V s)": of two materials joined by "on", the value
    is the one the paper studies (one of its samples), not what it lies on; where the paper studies what lies
    beneath ("the Li2S nucleation capacity on Co-N-C"), that one."""
    if mat is None or samples is None or mat.end > q.start:
        return mat
    before = [m for m in materials if m.end <= mat.start]
    if not before or not _ON_SUBSTRATE.fullmatch(text[before[-1].end:mat.start]):
        return mat
    first = before[-1]
    if samples.is_sample(first.matid) and not samples.is_sample(mat.matid):
        return first
    return mat
