"""Component helpers for the material a value can belong to: which mentions of a text may own a value (materials
and compositions, elements named as samples), and which are no owner (a test's medium or solution, what a sample is
made, paired or treated with, what is named as absent). Reads mentions; imports no pipeline stage above it."""
from __future__ import annotations

import re
from functools import lru_cache

from ..units import find_quantities
from .quantities import SHARE
from .records import MATERIAL_TYPES, Mention, label_key
from .vocab import ELEMENT_NAMES, ELEMENTS, NONMETALS
from .words import PERCENT_UNITS, cat
from .catalogue import DEVICE_CATEGORIES
from .lexicon import COMPARED, MOLAR, alternation, suppositions, words
from .compositions import parse_composition
from .mentions import of_apparatus


@lru_cache(maxsize=1)
def _gases() -> frozenset[str]:
    """The elements the catalogue's ``gas_names`` name ("hydrogen" -> el:H): named in words they are what is
    absorbed, not the material."""
    return frozenset(f"el:{ELEMENT_NAMES[n]}" for n in words("gas_names") if n in ELEMENT_NAMES)


# "in 3.5 wt% NaCl", "in 0.5 M H2SO4", "in 1 mol/L KOH": a compound after its concentration is the test's solution;
# after a molar concentration it is one with or without "in" ("the electrolyte was 1 M LiPF6 in EC/DMC": a solute);
# after its share, what a sample is made with ("the PMMA/GO nanocomposite with 0.5 wt% GO", "the addition of 2 wt%
# Y2O3"): a constituent, not the sample


# ("compounded with 50 phr precipitated silica": parts per hundred of rubber, one adjective between)
_IN_SOLUTION = re.compile(rf"(?:\b(?:in|with|containing|of|plus|adding|added)\s+(?:an?\s+|the\s+|only\s+)?\d+(?:\.\d+)?\s*"
                          rf"(?:wt\.?\s?%|vol\.?\s?%|mol\.?\s?%|at\.?\s?%|%|g\s*/\s*L|phr|{MOLAR})"
                          rf"(?:\s+(?!(?:of|in|for|and|or|with|to|at|on|by|the|as)\b)[a-z][a-z-]+)?|"
                          rf"(?<![\w.])\d+(?:\.\d+)?\s*{MOLAR}|"
                          # "5 mol% of CaO was replaced by SrO", "2 wt.% of graphene": a share of a constituent
                          rf"(?<![\w.])\d+(?:\.\d+)?\s*(?:wt\.?\s?|vol\.?\s?|mol\.?\s?|at\.?\s?)%\s+of(?:\s+the)?)\s+$")


# what a sample is paired, tested or exchanged with is no owner of its values: "paired with activated carbon, the
# capacitor reached …", "sliding against an Al2O3 ball", "CaO was replaced by SrO"; nor what its surface is treated
# with ("perovskite solar cells passivated with phenethylammonium iodide")
_PARTNER_BEFORE = re.compile(r"\b(?:(?:paired|coupled|combined|matched|assembled|blended|mixed)\s+with|in\s+combination\s+with|(?:slid(?:ing)?|rubb(?:ed|ing)|"
                             r"tested|worn)\s+against|(?:replaced|substituted)\s+(?:by|with|for)|"
                             # what a sample's surface is treated with: "passivated with PEAI", "decorated with Pt"
                             r"(?:passivated|functionali[sz]ed|decorated|surface-modified|treated|grafted|capped)\s+"
                             r"(?:with|by|using)|"
                             # what a sample is bonded or adhered to: "the bond strength to concrete", "adhesion to steel"
                             r"(?:bond(?:ing)?|adhesion|adhesive|interfacial|peel)\s+(?:strength\s+|energy\s+|toughness\s+)?"
                             r"(?:to|with|on))\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}$", re.I)


# the electrode a potential is given against is no sample: "0.6 V vs Ag/AgCl", "−1.42 V versus SCE", "a potential
# relative to the reversible hydrogen electrode", "3.4 V vs. Li/Li+"
_REFERENCE_ELECTRODE = re.compile(r"(?:\d\s*[mµ]?V|\bpotentials?|\bbias)\s*(?:\([^()]{0,20}\)\s*)?,?\s*"
                                  rf"(?:{COMPARED}|referenced\s+to)\s+"
                                  r"(?:an?\s+|the\s+)?(?:[A-Za-z]{1,3}\s*/\s*)?$", re.I)


def is_constituent(text: str, m: Mention) -> bool:
    """Is a material named after its concentration or share, as a test's solution or what a sample is made with
    ("in 3.5 wt% NaCl", "1 M LiPF6", "the nanocomposite with 0.5 wt% GO"), or as what a sample is paired, tested or
    exchanged with ("paired with activated carbon", "sliding against an Al2O3 ball", "replaced by SrO"), or as the
    electrode a potential is given against ("0.6 V vs Ag/AgCl")?"""
    before = text[max(0, m.start - 40):m.start]
    return bool(_IN_SOLUTION.search(before[-30:]) or _PARTNER_BEFORE.search(before)
                or _REFERENCE_ELECTRODE.search(before) or _FILLER_AFTER.match(text, m.end) or _ADDED_BEFORE.search(before)
                or _WITH_FILLER.search(before) and _FILLER_NOUN.match(text, m.end) or _agent_after().match(text, m.end))


@lru_cache(maxsize=1)
def _agent_after() -> re.Pattern:
    """A noun after a material that makes it what the sample was treated or processed with ("with MeOH/AcOH
    treatment", "the DIO additive"; catalogue ``agent_nouns``)."""
    return re.compile(rf"\s+(?:{alternation('agent_nouns')})\b", re.I)


# what is added to the sample, or what it holds more or less of ("with the addition of LLZTO", "the incorporation of
# 2 wt% GO", "with lower amount of nickel", "capped with 1 nm of HfO2", "infiltrated with PrOx", "after infiltrating
# PrOx into the LSCF cathode", "by adding 5 wt% TiO2"), and what a sample was treated in or with ("delignified in
# NaOH/Na2SO3", "etched in HF", "after treatment with MeOH/AcOH")
_ADDED_BEFORE = re.compile(rf"\b(?:(?:addition|incorporation|introduction|(?:(?:a|the|lower|higher|low|high|small|"
                           rf"smaller|large|larger|reduced|increased)\s+)(?:amount|content|proportion|fraction|"
                           rf"concentration)s?)\s+of|(?:capped|decorated|infiltrated|impregnated|"
                           rf"functionali[sz]ed|doped)\s+with|(?:adding|infiltrating|impregnating|doping)|"
                           rf"(?:delignified|immersed|soaked|etched|leached|boiled|"
                           rf"dissolved|treated)\s+in|(?:treatment|treated|rinsing|rinsed|washing|washed)\s+with)\s+(?:{SHARE}\s+|[\d.]+\s*[a-zµμ]+\s+of\s+)?(?:an?\s+|the\s+)?"
                           rf"(?:aqueous\s+|dilute\s+|concentrated\s+)?(?:[A-Za-z0-9()]+\s*/\s*)*$", re.I)


# what fills, reinforces or modifies the sample, named so ("silica-filled natural rubber", "SiC-reinforced Al")
_FILLER_AFTER = re.compile(r"[-‐–](?:filled|reinforced|loaded|modified|toughened|impregnated)\b", re.I)


# "… electrolytes with LLZTO fillers": what a sample is made "with" as its filler (not "the surface area of the ZIF-8
# filler", the filler's own value)
_WITH_FILLER = re.compile(rf"\bwith\s+(?:{SHARE}\s+)?(?:the\s+)?$", re.I)


_FILLER_NOUN = re.compile(r"\s+(?:nano)?fillers?\b", re.I)


# a range of sample codes ("the P1-P8 blends", "S1–S4"): several samples, no one material
_CODE_RANGE = re.compile(r"([A-Z][A-Za-z]{0,3})-?(\d{1,2})\s?[-–]\s?(?:\1)?-?(\d{1,2})")


def code_range_members(m: Mention) -> list[Mention]:
    """The samples a range of codes names, in order ("for P1-P6, respectively": P1, P2, …, P6), each a mention
    within the range's span (the first at its start, the last at its end, those between at the dash, so that a
    "respectively" pairs them in order); [] for a name that is no such range. (A range owns no value itself: a
    value of "the P1-P3 films" is none of theirs alone.)"""
    r = _CODE_RANGE.fullmatch(m.text)
    if r is None or not 1 <= int(r.group(3)) - int(r.group(2)) <= 11:
        return []
    prefix, lo, hi = r.group(1), int(r.group(2)), int(r.group(3))
    second = r.start(3) - (len(prefix) if m.text[:r.start(3)].rstrip("-").endswith(prefix) else 0)
    first_end, last_start = m.start + r.end(2), m.start + second
    spans = {lo: (m.start, first_end), hi: (last_start, m.end)}
    return [Mention("material", f"{prefix}{n}", *spans.get(n, (first_end, last_start)),
                    f"mat:{label_key(prefix + str(n))}", f"{prefix}{n}") for n in range(lo, hi + 1)]


@lru_cache(maxsize=4)
def _component_re(tables: tuple[str, ...], assigned: bool = False) -> re.Pattern:
    roles = "|".join(re.escape(r) for r in sorted({w for t in tables for w in words(t)}, key=len, reverse=True))
    # (with ``assigned``, the role given with "as", a passive verb of use before it: "when FN-C60 was used instead of
    # LiF as the interfacial layer")
    as_ = (r"(?:(?:was|were|is|are|being)\s+(?:used|employed|applied|chosen|introduced|inserted)\s+"
           r"(?:instead\s+of\s+[^\s,;()]+\s+)?)?as\s+(?:the\s+|an?\s+)?") if assigned else \
        r"(?:[a-z-]+\s+)?(?:as\s+(?:the\s+|an?\s+)?)?"
    return re.compile(rf"\s*(?:\([^()]{{0,20}}\)\s*)?{as_}(?:[a-z-]+\s+)?(?:{roles})\b", re.I)


def named_as_component(text: str, end: int, tables: tuple[str, ...] = ("component_roles", "device_partner_roles"),
                       assigned: bool = False) -> bool:
    """Is a material, written up to ``end``, named as a part of a device or a test beside the sample ("… nanoparticles
    as the electron transport layer"; catalogue ``component_roles``), or as the device's partner ("PC61BM as an
    electron acceptor"; ``device_partner_roles``), or in the roles of these catalogue ``tables``; with ``assigned``,
    given the role with "as" ("LiF as the interfacial layer", not "the PDPPNBr cathode interlayer")?"""
    return bool(_component_re(tables, assigned).match(text, end, end + 60))


@lru_cache(maxsize=4096)
def names_a_property(written: str) -> bool:
    """Is a material's name as written a property's symbol or name in the catalogue ("PCE", "OCV", "ASR": a short
    form a paper defines for its property, read as a sample's label)?"""
    w = written.strip().lower()
    return any(w == s.lower() for p in cat().properties.values() for s in (*p.symbols, p.name, *p.synonyms))


def owners(text: str, mentions: list[Mention], samples=None) -> list[Mention]:
    """The mentions that may own a value (``_owners``); one named as the device's partner of the sample ("PC61BM as
    an electron acceptor") only where the text names no other."""
    return without_components(text, _owners(text, mentions, samples), samples,
                              [m for m in mentions if m.type == "property"])


@lru_cache(maxsize=1)
def _class_blend_re() -> re.Pattern:
    return re.compile(rf"\b(?:{alternation('material_class_nouns')})s?\s*(?:[:/]|\s+to\s+)\s*$", re.I)


def _blended_with_a_class(text: str, m: Mention) -> bool:
    """Is a material written as what a class of the paper's samples is blended with ("the optimized polymer to PC71BM
    ratio", "1:1 polymer/PC71BM solar cells")? It is the samples' partner there."""
    return bool(_class_blend_re().search(text[max(0, m.start - 40):m.start]))


def without_components(text: str, found: list[Mention], samples=None, props=()) -> list[Mention]:
    """Owners less those named as the device's partner of the sample ("PC61BM as an electron acceptor"), and, in a
    text that names a device's figure of merit (``DEVICE_CATEGORIES``: PCE, V oc, J sc), those given the role of one
    of its layers ("LiF as the interfacial layer"; catalogue ``device_layer_roles``; named with its layer, "a PFN
    cathode interlayer", only where another sample is named) and those the paper blends with
    several of its samples (``PaperSamples.partners``: "PTB7:PC71BM", "PBDB-T:PC71BM"; "the LUMO of PC71BM" stays
    PC71BM's), where any other is left; where none is, such a text's figure is the device's, and
    the context says whose sample it is (no owner)."""
    device = any(p.matid[5:] in cat().properties and cat().properties[p.matid[5:]].category in DEVICE_CATEGORIES
                 for p in props)
    partners = samples.partners if samples is not None and device else set()
    classed = [m for m in found if device and m.type in MATERIAL_TYPES and _blended_with_a_class(text, m)]
    # (a device's partner, or, with a figure of merit of the device, one given the role of one of its layers: "the
    # device using LiF as the interfacial layer gave a PCE of 4.56%"; not the paper's main material)
    studied = {samples.main, samples.titled} - {""} if samples is not None else set()
    assigned = [m for m in found if device and m.type in MATERIAL_TYPES and m.matid not in studied
                and named_as_component(text, m.end, ("device_layer_roles",), True)]
    layers = assigned + [m for m in found if device and m.type in MATERIAL_TYPES and m.matid not in studied
                         and m not in assigned and named_as_component(text, m.end, ("device_layer_roles",))]
    parts = [m for m in found if m in classed or m in assigned or m.type in MATERIAL_TYPES and (
        m.matid in partners or named_as_component(text, m.end, ("device_partner_roles",)))]
    # (not a blend's part: "PFBDT-DTBT/PC71BM is 1:2.5, with PCE up to 7.13%" is the blend's)
    if device and parts and len(parts) == len(found) and not any(
            m.start and text[m.start - 1] in ":/" and m not in classed for m in parts):
        return []   # "With PC70BM as acceptor, the PSC showed a PCE of 1.94%": the device's, whose sample the context says
    # (one named with its layer, where the sentence names a sample beside it: "the PTB7:PC71BM device with a PFN
    # cathode interlayer"; alone, as a paper on that layer writes it, it is the sample: "the device with the
    # ultrathin PDPPNBr cathode interlayer delivers the lowest PCE of 2.9%")
    # (another sample: not an electrode, "… due to the incompletely covered interlayer on the ITO electrode")
    others = [o for o in found if o not in layers and o not in parts
              and not named_as_component(text, o.end, ("device_electrode_nouns",))]
    parts += [m for m in layers if m not in parts and others]
    return [m for m in found if m not in parts] if len(parts) < len(found) else found


def _owners(text: str, mentions: list[Mention], samples=None) -> list[Mention]:
    """The mentions of a text that a value can belong to: materials and compositions, not a test's medium; an
    element named in words ("that of copper", "pure vanadium"), or by its symbol as a sample ("pure Ti", "the Cu
    film"), not a gas, a word of a compound's name or the first of a hyphenated word ("Sulfur-Tolerant",
    "nickel-based"), nor a compound after its concentration ("in 3.5 wt% NaCl": the test's solution), nor what
    another thing resembles ("a Ti2Fe-like phase"); none named as absent. (A name in words may start a sentence:
    "Vanadium deforms …".)"""
    props = [m for m in mentions if m.type == "property"]
    return [m for m in mentions if ((m.type in MATERIAL_TYPES and not is_medium(m, samples)
                                     and not is_constituent(text, m))
                                    or (m.type == "element" and (m.text.islower() or len(m.text) > 2
                                                                 or element_as_sample(text, m, props))
                                        and m.matid not in _gases() and not in_compound_name(text, m)
                                        and not re.match(r"[-‐–/]\w", text[m.end:m.end + 2])))
            and not named_absent(text, m) and not _LIKE_AFTER.match(text, m.end) and not of_apparatus(text, m)
            and not _supposed(text, m)
            and not (m.type == "material" and (names_a_property(m.text) or _CODE_RANGE.fullmatch(m.text)))
            and not (m.type == "element" and (is_constituent(text, m) or _ADDED_AFTER.match(text, m.end)))
            # (nor an element named in words right before a property it qualifies: "the lithium transference number",
            # "the sodium diffusion coefficient": what moves, not the sample)
            and not (m.type == "element" and m.text.islower()
                     and any(p.start > m.end and text[m.end:p.start] == " " for p in props))]


def _supposed(text: str, m: Mention) -> bool:
    """Is a material named in a condition that supposes, before what would follow from it ("if Pr(OH)3 was formed
    during the reduction procedure, the overall weight change should amount to 96.1%": what the sample would show,
    not Pr(OH)3's)?"""
    return any(start < m.start and m.end <= comma for start, comma, _ in suppositions(text))


# ("decorated with Pt nanoparticles"; an element named as what is added: "with iodine substitution", "nitrogen addition")
_ADDED_AFTER = re.compile(rf"[\s-]+(?:{alternation('addition_nouns')})\b", re.I)


# "a Ti2Fe-like phase", "a perovskite-like structure": what a thing resembles is not the thing; "palladium(0)-catalyzed",
# "Cu(I)-mediated": a reagent of the reaction (the catalogue's ``reagent_participles``), not the thing made
_LIKE_AFTER = re.compile(rf"(?:\((?:0|I{{1,3}}|IV|\d\+?)\))?\s?[-‐–]\s?(?:like|{alternation('reagent_participles')})\b",
                         re.I)


def element_as_sample(text: str, m: Mention, props: list[Mention]) -> bool:
    """Is an element written by its symbol the sample, not a constituent ("the Ti content", "addition of Ti")? Before a
    form a pure element is made into ("the Cu film", "Ni foam", "Pt electrodes"; catalogue ``element_form_nouns``),
    after a word of purity ("pure Ti", "elemental Mg"; ``element_sample_words``), right after "<property> of" ("the
    hardness of Cu was 50 HV") or a comparison ("than Cr"), before its value in brackets ("Zr (1.60 Å)"), or in a list
    whose first member is one ("the hardness of Cu and Ni")."""
    if m.text.islower() or re.match(r"[-‐–/:]\w", text[m.end:m.end + 2]):
        return False            # "Ni-based superalloys", "Ni-YSZ", "Pt/C": a part of another name
    before = text[max(0, m.start - 40):m.start].lower()
    purity, form = _element_sample_res()
    if purity.search(before) or form.match(text[m.end:m.end + 30].lower()):
        return True
    if re.search(rf"\b(?:{COMPARED}|(?:that|those)\s+of)\s+$", before):
        return True             # "… of Nb (92.91 g/mol) compared to Ti and Zr (47.86 and 91.22 g/mol, respectively)"
    if any(p.end <= m.start and re.fullmatch(r"\s+of\s+(?:the\s+)?", text[p.end:m.start]) for p in props):
        return True
    if _CLAUSE_START.search(text[:m.start]) and any(p.start > m.end and _HAS_PROPERTY.fullmatch(text, m.end, p.start)
                                                    for p in props):
        return True             # "Nb has a melting point equal to 2477 °C": the subject that has the property (not
        # "the alloy with Nb has …")
    bracket = re.match(r"\s*\(([^()]{1,30})\)", text[m.end:])
    if bracket and any(q.unit and q.unit not in PERCENT_UNITS for q in find_quantities(bracket.group(1))):
        # "the boiling point of Mg (1090 °C)", "Zr (1.60 Å) > Ti (1.45 Å)": the owner of the value in brackets (not
        # of a share: "doped with Ti (5 at%)")
        return True
    # a member of a list whose first member is a sample: "the hardness of Cu and Ni", "compared to Ti and Zr"
    chain = re.search(r"(?<![\w-])([A-Z][a-z]?)((?:\s*,\s*[A-Z][a-z]?)*\s*,?\s*(?:and|or)\s+|\s*,\s*)$",
                      text[max(0, m.start - 40):m.start])
    if chain and chain.group(1) in ELEMENTS:
        start = m.start - len(chain.group(0))
        first = Mention("element", chain.group(1), start, start + len(chain.group(1)), "el:" + chain.group(1),
                        chain.group(1))
        return element_as_sample(text, first, props)
    return False


# a verb of having right after an element, then the property (a few words between): "Nb has a melting point", "Cu
# exhibits a high thermal conductivity"
_CLAUSE_START = re.compile(r"(?:^|[,;:(]|\b(?:while|whereas|but)|(?<![\d.])\.)\s*$", re.I)
_HAS_PROPERTY = re.compile(r"\s+(?:has|have|had|shows?|showed|exhibits?|exhibited|possess(?:es)?)\s+"
                           r"(?:an?\s+|the\s+|its\s+)?(?:[\w-]+\s+){0,3}")


@lru_cache(maxsize=1)
def _element_sample_res() -> tuple[re.Pattern, re.Pattern]:
    """A word of purity right before an element ("pure "), and a form a pure element is made into right after it
    (" film"), from the catalogue's ``element_sample_words`` and ``element_form_nouns``."""
    def alts(table: str) -> str:
        return "|".join(re.escape(w) for w in sorted(words(table), key=len, reverse=True))
    # (or a word that names a reference sample, one adjective between: "uncoated porous Si", "bare Cu")
    return (re.compile(rf"(?<![\w-])(?:(?:{alts('element_sample_words')})|(?:{alts('reference_sample_words')})"
                       rf"(?:\s+[a-z-]+)?)\s+$"),
            re.compile(rf"\s+(?:{alts('element_form_nouns')})\b"))


def in_compound_name(text: str, m: Mention) -> bool:
    """Is an element named in words a word of a compound's name ("copper indium gallium selenide", "copper oxide",
    "doped barium cerates")? Then the element is not the material: another element's name is next to it, or one of
    the catalogue's ``anion_nouns`` (oxide, hydride, zirconate, manganite …) follows."""
    nxt = re.match(r"[\s-]+([a-z]+)", text[m.end:].lower())       # (a title in capitals: "Copper Oxide")
    prev = re.search(r"([a-z]+)[\s-]+$", text[max(0, m.start - 30):m.start].lower())
    return bool(nxt) and (nxt.group(1) in ELEMENT_NAMES or nxt.group(1) in words("anion_nouns")) \
        or bool(prev) and prev.group(1) in ELEMENT_NAMES


# "without the presence of deposited carbon", "free of Ni", "in the absence of Pt", "no MgO was found": what is named
# as absent is not what a value is of
_ABSENT_BEFORE = re.compile(r"\b(?:without|free\s+(?:of|from)|absence\s+of|lack\s+of|instead\s+of|no)\s+"
                            r"(?:[\w-]+\s+){0,5}$", re.I)


def named_absent(text: str, m: Mention) -> bool:
    """Is a material named as absent ("without the presence of deposited carbon", "free of Ni", "Pt-free" is not a
    mention)? Then no value of the sentence is its. The words between stay within the clause."""
    absent = _ABSENT_BEFORE.search(text[max(0, m.start - 60):m.start])
    return bool(absent) and not re.search(r"[,;:()]", absent.group(0))


def is_medium(m: Mention, samples=None) -> bool:
    """A small molecule of non-metals named in a sentence ("in CH4", "wet (3% H2O) methane", "H2S") is the gas,
    fuel or atmosphere of a test, not the material a value belongs to, unless it is the paper's main sample."""
    if m.type != "composition" or samples is not None and m.matid == samples.main:
        return False
    if not set(re.findall(r"[A-Z][a-z]?", m.matid[5:])) <= NONMETALS:    # a label of a sample ("H2CN") resolved
        return False
    comp = parse_composition(m.text)
    return comp is not None and comp.is_molecule_of_nonmetals
