"""Readings for the ``mentions`` component (``recognise.read_mentions``, which stores them in
``TextDoc.mentions``): MatIDs named in a text (compositions, named materials, elements, phases, properties,
processes), longest match first, no overlaps."""
from __future__ import annotations

import re
from functools import lru_cache

from ..units import find_quantities
from .compositions import find_compositions, parse_composition
from .records import Mention, label_key
from .vocab import ELEMENT_NAMES, ELEMENTS, NAMED_MATERIALS, PHASES, PROCESSES, PROPERTIES
from .catalogue import LATIN_PLURALS, catalogue
from .words import accepts, change_verb_forms, composed_property, listed_together, next_word
from .lexicon import BARE_NUMBER, words, HEDGE

# two-letter symbols that are also common words at the start of a sentence




# phase and process names written in a fixed case (acronyms): matched case-sensitively
# a value follows: "Tc = 38 K", "Jsc of 23.4 mA cm−2", "Voc (V) 1.12"
# (or the value in brackets right after the symbol: "a slight increase in V oc (0.74 V)")
# (a change's values too: "FF (from 48.3 to 55.9%)", "the FF was significantly improved from 49.3% to 65.0%")
_VALUE_NEXT = (rf"(?=\s*\(\s*(?:from\s+)?(?:{HEDGE})?[-−]?\d|"
               r"\s*(?:\([^()]{0,15}\)\s*)?(?:values?\s+)?(?:=|≈|≃|∼|~|:|\bof\b|\bis\b|\bwas\b|\bwere\b|\bare\b|"
               rf"\breach(?:es|ed)?\b|\bequals?\b|(?:\b(?:is|was|were|are)\s+)?(?:[a-z]+ly\s+)?"
               rf"\b{change_verb_forms()}\s+(?:to|from)\b)?"
               rf"\s*(?:only\s+|{HEDGE})?[-−~≈]?\s*\d)")


def _symbol_safety(symbol: str) -> str:
    """How a catalogue symbol may be recognised in running text: "free" (an acronym of three capitals or more,
    or a Greek letter with a subscript: "CRSS", "PCE", "σy", "ΔH"), "value" (only with a value after it: "Tc",
    "Jsc", "Voc", "Hc2", and element symbols: "Pd"), or "" (too short or a word: "E", "S", "no", "up": only in
    "symbol = value" and table headers, read by the property stage)."""
    core = re.sub(r"[\s_{}]", "", symbol)
    if re.fullmatch(r"2[A-Z]\w*", core):               # "2Pr": twice a symbol's quantity, as safe as the symbol
        return _symbol_safety(core[1:]) and "value"
    if re.fullmatch(r"\([A-Za-z]{2,}\)\w+", core):       # "(BH)max": a bracketed product with its index
        return "free"
    if core[:1].isascii() and core[:1].islower() and len(re.findall(r"[A-Z]", core)) >= 3:
        return "value"          # "pHRR of 612 kW/m2", "aFCC = 3.59 Å": a lower-case mark before an acronym, no word
    if len(core) < 2 or not core[0].isalpha() or core[0].islower() and core[0].isascii():
        return ""
    if core in ELEMENTS:                           # "Tc" (technetium) is a symbol only with its value after it
        return "value"
    if not core[0].isascii():                      # σy, ΔH, κL: a Greek letter with its subscript
        return "free"
    letters = re.sub(r"[^A-Za-z]", "", core)
    if len(letters) >= 3 and letters.isupper():
        return "free"
    if len(letters) == 2 and letters.isupper():    # "CA", "CE", "RS": as often an abbreviation of anything else
        return ""
    return "value"






# a symbol of one capital and a lower-case subscript of two or three letters ("Voc", "Jsc"), or of one ("Mn", "Eg"),
# or an energy's E with an orbital's or a band edge's acronym ("EHOMO", "ELUMO", "ECBM"), or a Greek letter with a
# word as its subscript ("λmax", "λonset")
SPLIT_SUBSCRIPT = re.compile(r"([A-Z]|[α-ω])([a-z]{1,3}|(?<=E)[A-Z]{3,4}|(?<=[α-ω])[a-z]{2,5})")
# the letters a typographic ligature joins; a PDF's text may lose the glyph ("ﬁll factor" read as "ll factor", "ﬁlm"
# as "lm"), so a property's name is also read without them
LOST_LIGATURE = re.compile(r"ffi|ffl|ff|fi|fl")


def _alternation(keys, plural_y=False) -> str:
    """Names as one regular-expression alternation, longest first; with ``plural_y``, a plain name's plurals too
    ("power density" also as "power densities", "tensile modulus" as "tensile moduli", "absorption maximum" as
    "absorption maxima": ``LATIN_PLURALS``) and its words joined by a hyphen ("weight-loss temperature") or by nothing, as a PDF's text
    may lose the hyphen ("shortcircuit current density", "glasstransition temperature")."""
    def esc(k):
        return re.escape(k).replace(r"\ ", r"[\s\-‐–]?") if plural_y else re.escape(k)

    def one(k):
        if plural_y and k.endswith("y") and len(k) > 3:
            return esc(k[:-1]) + "(?:y|ies)"
        latin = next(((s, p) for s, p in LATIN_PLURALS if k.endswith(s)), None) if plural_y else None
        if latin:
            return esc(k[:-len(latin[0])]) + f"(?:{latin[0]}|{latin[1]})"
        return esc(k)
    return "|".join(one(k) for k in sorted(keys, key=len, reverse=True))


@lru_cache(maxsize=1)
def _phrases() -> tuple[re.Pattern, re.Pattern, re.Pattern, re.Pattern, re.Pattern, dict[str, tuple[str, str, str]]]:
    """Two alternation regexes (case-insensitive phrases, case-sensitive acronyms) and what each names."""
    table: dict[str, tuple[str, str, str]] = {}   # key -> (type, matid, display name)

    def add(key: str, typ: str, matid: str, name: str):
        table.setdefault(key, (typ, matid, name))

    cat = catalogue()
    symbol_names = {re.sub(r"[\s_{}]", "", sym).lower() for p in cat.properties.values() for sym in p.symbols}
    for pid, (_, names) in PROPERTIES.items():
        for n in names:
            if n.replace("_", "").replace(" ", "") in symbol_names and len(n) <= 5:
                continue          # "uts", "crss": the symbol, matched in its own case below
            add(n, "property", f"prop:{pid}", names[0])
            if len(lost := LOST_LIGATURE.sub("", n)) >= 8 and lost != n:
                add(lost, "property", f"prop:{pid}", names[0])     # "ll factor": a PDF's fill factor
    for ph, names in PHASES.items():
        for n in names:
            add(n, "phase", f"phase:{ph}", ph)
    for proc, names in PROCESSES.items():
        for n in names:
            add(n, "process", f"proc:{proc}", proc.replace("_", " "))
    for n, matid in NAMED_MATERIALS.items():
        add(n, "material", matid, n)
    for n, formula in cat.vocabulary.oxide_names.items():      # "ceria" is CeO2, "boron nitride" BN
        add(n, "material", parse_composition(formula, capitals=True).matid, n)
    for n, short in cat.vocabulary.common_names.items():      # "poly(methyl methacrylate)" is PMMA
        add(n, "material", "mat:" + label_key(short), short)
    for n, sym in ELEMENT_NAMES.items():
        if n not in words("ambiguous_element_names"):
            add(n, "element", f"el:{sym}", ELEMENTS[sym])
    capitals = words("capitals_only")
    cased = {k.upper(): v for k, v in table.items() if k in capitals}
    valued: dict[str, tuple[str, str, str]] = {}
    for p in cat.properties.values():
        for sym in p.symbols:
            safety = _symbol_safety(sym)
            if safety == "free":
                cased.setdefault(sym, ("property", f"prop:{p.id}", p.name))
            elif safety == "value":
                valued.setdefault(sym, ("property", f"prop:{p.id}", p.name))
            if safety and (split := SPLIT_SUBSCRIPT.fullmatch(sym)):
                # a subscript a PDF's text set apart ("V oc", "J sc", "M n"): the symbol, with its value after it
                valued.setdefault(f"{split.group(1)} {split.group(2)}", ("property", f"prop:{p.id}", p.name))
                if len(split.group(2)) > 1 and split.group(2).islower():
                    # a subscript set in small capitals ("V OC", "J SC")
                    valued.setdefault(f"{split.group(1)} {split.group(2).upper()}", ("property", f"prop:{p.id}", p.name))
    for sym, name in ELEMENTS.items():
        if len(sym) == 2 and sym not in words("ambiguous_symbols"):
            cased.setdefault(sym, ("element", f"el:{sym}", name))
    plain = {k: v for k, v in table.items() if k not in capitals and len(k) > 1}

    edge_l, edge_r = r"(?<![\w\-])", r"(?![\w])"
    rx_plain = re.compile(f"{edge_l}(?:{_alternation(plain, plural_y=True)})(?:e?s)?{edge_r}", re.I)
    acronyms = [k for k in cased if len(k) >= 2 and k.isalpha() and k.isupper()]     # "OCVs", "PPDs": plurals
    rx_cased = re.compile(f"{edge_l}(?:(?:{_alternation(acronyms)})s|{_alternation(cased)}){edge_r}")
    rx_valued = re.compile(f"{edge_l}(?:{_alternation(valued)}){edge_r}{_VALUE_NEXT}")
    # a symbol of a letter and its subscript with an index after it, one of several of its kind ("T m1 = 210.6 °C and
    # T m2 = 284.3 °C", "Tg1 and Tg2"): the symbol (not a letter alone: "E1", "S1" name states and electrodes)
    indexed = [k for k in valued if len(k.replace(" ", "")) >= 2]
    rx_indexed = re.compile(f"{edge_l}({_alternation(indexed)})[1-3]{edge_r}{_VALUE_NEXT}")
    # "the onset Tc of FeSe increases from 8.5 K …", "its Tc is …": a symbol a determiner makes a noun, with a verb
    # or "of" after it, is the property (an element so written is followed by a noun: "the Pd particles")
    # (a symbol in apposition to the property's name, between commas, is one too: "the onset temperature of the
    # superconductivity, Tconset, can be enhanced from ~17 K …"; and a modal or a passive verb may follow: "the Tc can
    # be raised", "the Tc was suppressed")
    # (a question may ask it with no article: "What is KJIc of CrMnFeCoNi at 200 K?")
    rx_determined = re.compile(rf"(?:\b(?i:the|its|their|whose|an?|what\s+(?:is|are|was|were)|onset|offset|zero-resistance|midpoint|critical|"
                               rf"superconducting|maximum|highest|lower|higher)|,)\s+((?:{_alternation(valued)})){edge_r}"
                               rf"(?=\s*(?:\([^()]{{0,20}}\)\s*)?,?\s*(?i:of|value|values|onset|is|was|were|are|"
                               rf"increases?|increased|decreases?|decreased|rises?|rose|drops?|dropped|reach(?:es|ed)?|"
                               rf"shifts?|shifted|remains?|remained|can|could|may|might|will|would|has|have|had|for|shows?|showed|"
                               rf"exhibits?|exhibited|calculated|measured|obtained|estimated|determined|derived|"
                               rf"enhanced|suppressed|raised|lowered|reduced|improved|boosted|varies|varied)\b)")
    lookup = {k.lower(): v for k, v in plain.items()}
    # (a name's words written with no space or hyphen between them: "shortcircuit current density")
    lookup.update({"\2" + _JOINER.sub("", k.lower()): v for k, v in plain.items() if _JOINER.search(k)})
    lookup.update({f"\0{k}": v for k, v in cased.items()})
    lookup.update({f"\1{k}": v for k, v in valued.items()})
    return rx_plain, rx_cased, rx_valued, rx_indexed, rx_determined, lookup


NEGATIONS = {"non", "un", "not", "never", "half", "semi", "partially", "under", "over"}
_JOINER = re.compile(r"[\s\-‐–]")


@lru_cache(maxsize=1)
def _qualified_processes() -> re.Pattern:
    """A process participle after a hyphenated word that says how or where it was done ("vacuum-annealed",
    "air-quenched", "laser-sintered"); the word must not itself name a material or element ("carbon-coated")."""
    names = sorted({n for ns in PROCESSES.values() for n in ns if " " not in n and "-" not in n}, key=len,
                   reverse=True)
    return re.compile(rf"(?<![\w\-])([A-Za-z][a-z]{{2,}})-({'|'.join(map(re.escape, names))})(?![\w-])", re.I)


# a name whose first word is a one-letter symbol with its index set apart as the PDF's text writes a subscript ("d 100
# spacing", "d 1 -spacing", "d(010) spacing"), or with none and no hyphen ("the interchain d spacing"; not the
# subscript of another symbol, "the M n values"): the name without the index ("d-spacing"), as the catalogue writes it
_INDEXED = re.compile(r"(?<![\w\-])(?<!\b[A-Z] )([a-z])\s?(?:\(\s?\d{1,3}\s?\)|\d{1,3})?\s?[-‐–]?\s?"
                      r"([a-z]{4,}(?:s|es)?)\b")


def _looked_up(lookup: dict, key: str):
    """The catalogue's entry for a phrase, or for the singular of its last word ("strengths", "energies", "maxima")."""
    return lookup.get(key) or lookup.get(key[:-1]) or lookup.get(key[:-2]) or \
        (lookup.get(key[:-3] + "y") if key.endswith("ies") else None) or \
        next((lookup.get(key[:-len(p)] + s) for s, p in LATIN_PLURALS if key.endswith(p)), None)


def _symbols_with_values(text: str, rx_valued: re.Pattern, rx_indexed: re.Pattern, lookup: dict) -> list[Mention]:
    """Symbols with their values after them ("Tc = 38 K", and with an index, "T m2 = 284.3 °C")."""
    valued = []
    for m in rx_valued.finditer(text):      # a symbol with its value after it ("Tc = 38 K") beats the element Tc
        if m.group(0) in ELEMENTS and re.match(r"\s*\(", text[m.end():]):
            continue      # (but an element with a size in brackets is the element: "an anode based on Pd (1 μm …)")
        typ, matid, name = lookup[f"\1{m.group(0)}"]
        valued.append(Mention(typ, m.group(0), m.start(), m.end(), matid, name))
    for m in rx_indexed.finditer(text):
        typ, matid, name = lookup[f"\1{m.group(1)}"]
        valued.append(Mention(typ, m.group(0), m.start(), m.end(), matid, name))
    return valued


def find_mentions(text: str) -> tuple[list[Mention], list[str]]:
    rx_plain, rx_cased, rx_valued, rx_indexed, rx_determined, lookup = _phrases()
    cands: list[Mention] = []
    def looked_up(key):
        return _looked_up(lookup, key)

    for m in rx_plain.finditer(text):
        key = m.group(0).lower()
        # (as written, with its hyphens as spaces, "weight-loss temperature", or with its words joined)
        hit = looked_up(key) or looked_up(re.sub(r"[\-‐–]", " ", key)) or looked_up("\2" + _JOINER.sub("", key))
        if hit is None:
            continue
        typ, matid, name = hit
        cands.append(Mention(typ, m.group(0), m.start(), m.end(), matid, name))
    for m in rx_cased.finditer(text):
        typ, matid, name = lookup.get(f"\0{m.group(0)}") or lookup[f"\0{m.group(0)[:-1]}"]
        cands.append(Mention(typ, m.group(0), m.start(), m.end(), matid, name))
    for m in _INDEXED.finditer(text):       # "the d 100 spacing", "d 1 -spacing values": the d-spacing
        hit = looked_up(f"{m.group(1)}-{m.group(2)}".lower())
        if hit is not None and not any(c.start <= m.start() < c.end for c in cands):
            cands.append(Mention(hit[0], m.group(0), m.start(), m.end(), hit[1], hit[2]))
    rx_qualified = _qualified_processes()
    for m in rx_qualified.finditer(text):     # "vacuum-annealed", "air-quenched": a process with how it was done
        if m.group(1).lower() not in NEGATIONS and m.group(1).lower() not in lookup:
            typ, matid, name = lookup[m.group(2).lower()]
            cands.append(Mention(typ, m.group(0), m.start(), m.end(), matid, name))
    cands += _temperatures_of_a_loss(text, looked_up)
    valued = _symbols_with_values(text, rx_valued, rx_indexed, lookup)
    quantities = find_quantities(text) if re.search(r"\d", text) else []
    units = [q.unit for q in quantities]
    valued += _short_symbols_valued(text, quantities)
    for m in rx_determined.finditer(text):
        hit = lookup.get(f"\1{m.group(1)}")
        if hit is None:
            continue
        # the sentence gives a value of its kind, or asks for one ("What is the Tc of FeSe at 8.9 GPa?")
        if any(u and accepts(hit[1][5:], u) for u in units) or text.rstrip().endswith("?"):
            valued.append(Mention(hit[0], m.group(1), m.start(1), m.end(1), hit[1], hit[2]))
    valued += _valued_anywhere(text, lookup, valued, units)
    cands = [c for c in cands if not any(c.start == v.start and c.end == v.end for v in valued)] + valued
    # "twin density" or "dislocation density" is not the density of a material
    cands = [c for c in cands if not (c.matid == "prop:density" and re.search(
        r"\b(twin|dislocation|defect|number|current|energy|charge|packing|probability)\s+$", text[:c.start], re.I))]
    # "12 μs", "5 Ms": a symbol written right after a number is the number's unit, not a property
    cands = [c for c in cands if not (c.type == "property" and re.search(r"\d\s?$", text[max(0, c.start - 2):c.start])
                                      and any(x.end == c.end - max(0, c.start - 12)
                                              for x in find_quantities(text[max(0, c.start - 12):c.end])))]
    cands += coordinated_properties(text, [c for c in cands if c.type == "property"], lookup)
    cands += listed_symbols(text, [c for c in cands if c.type == "property"], lookup)
    cands += composed_properties(text, [c for c in cands if c.type == "property"])
    # "the power density enhancement", "a grain size reduction of 2 µm": the change of a property is not the property
    cands = [c for c in cands if not (c.type == "property" and _change_after(text, c.end))]
    # "the conversion efficiency", "the capacity decay rate": a name followed by another quantity's head noun is a
    # modifier of that quantity, not the property (the phrase is then read as the open name it is)
    cands = [c for c in cands if not (c.type == "property" and _other_head_after(text, c))]
    comps, rejected = find_compositions(text)
    for s, e, comp in comps:
        cands.append(Mention("composition", comp.surface, s, e, comp.matid, comp.name))
    cands += doped_oxides(text)
    cands += coded_bulk_materials(text)
    cands += compound_class_materials(text, comps)
    # longest first, no overlaps
    chosen: list[Mention] = []
    for c in sorted(cands, key=lambda c: (-(c.end - c.start), c.start)):
        if all(c.end <= o.start or c.start >= o.end for o in chosen):
            chosen.append(c)
    chosen.sort(key=lambda c: c.start)
    # a malformed formula ("Al-0.3") is counted as unrecognised, and the element inside it is no mention
    bad = [(s, e, tok) for s, e, tok in rejected
           if all(e <= o.start or s >= o.end for o in chosen if o.type != "element")]
    chosen = [c for c in chosen if not any(s <= c.start < e for s, e, _ in bad)]
    # "the diffusion coefficient of Li+ in the film", "Na ions": an ion is what moves through a sample, never the sample
    chosen = [c for c in chosen if not (c.type in ("element", "composition") and _ION_AFTER.match(text, c.end))]
    chosen = _without_coded_classes(chosen)
    return [c for c in chosen if not of_apparatus(text, c)], [tok for _, _, tok in bad]


def _without_coded_classes(chosen: list[Mention]) -> list[Mention]:
    """"concrete samples of F-concrete": the common noun names the class of the coded material the text names."""
    coded = {c.name.split("-", 1)[1].lower() for c in chosen if c.matid.startswith("mat:") and c.name.count("-") and
             c.name.split("-", 1)[0].isupper() and c.name.split("-", 1)[1].lower() in words("bulk_material_nouns")}
    return [c for c in chosen if not (c.type == "material" and c.text.lower() in coded)]


@lru_cache(maxsize=1)
def _coded_bulk_re() -> re.Pattern:
    nouns = "|".join(sorted(map(re.escape, words("bulk_material_nouns")), key=len, reverse=True))
    return re.compile(rf"(?<![\w\-‐–])([A-Z][A-Z0-9]{{0,3}})[-‐–]((?i:{nouns}))(?![\w\-‐–])")


def coded_bulk_materials(text: str) -> list[Mention]:
    """A material named by a short code before a common noun of a bulk material (catalogue ``bulk_material_nouns``):
    "F-concrete", "M-concrete" (a paper's mixes), "E-glass", "S-glass" (fibre glasses) are materials of their own,
    not the noun's class."""
    out = []
    for m in _coded_bulk_re().finditer(text):
        name = f"{m.group(1)}-{m.group(2).lower()}"
        out.append(Mention("material", m.group(0), m.start(), m.end(), f"mat:{label_key(name)}", name))
    return out


def compound_class_materials(text: str, comps) -> list[Mention]:
    """A formula one space before the abbreviation of a class of compounds (the catalogue's ``compound_classes``):
    "the NiFe LDH nanosheets" are the layered double hydroxide of those metals, "NiFe-LDH", not the alloy NiFe."""
    out = []
    for s, e, comp in comps:
        m = re.match(r" ([A-Za-z]{2,6})(?![\w-])", text[e:e + 8])
        if m and m.group(1).lower() in words("compound_classes"):
            name = f"{comp.surface}-{m.group(1)}"
            out.append(Mention("material", text[s:e + m.end()], s, e + m.end(), f"mat:{label_key(name)}", name))
    return out


_ION_AFTER = re.compile(r"\d?(?:\+|[−-](?![\w−-]))|[-\s](?:ions?|cations?|anions?)\b")


# "temperatures of 5 wt% loss", "the temperature at 5% weight loss", "(the temperature of 5% weight-loss)": a
# temperature named by the loss it was read at is the catalogue's "<criterion> temperature"
_TEMPERATURE_OF_A_LOSS = re.compile(r"\b(temperatures?)\s+(?:of|at|for|with|corresponding\s+to)\s+(?:a\s+|the\s+)?"
                                    r"(?:ca\.\s*|about\s+|~\s*|∼\s*)?\d+(?:\.\d+)?\s*(?:(wt|mass)\s*\.?\s*)?%\s*"
                                    r"(?:\d{1,3}\s+)?(weight|mass)?[\s\-‐]*(?:loss|lost)\b", re.I)


def _temperatures_of_a_loss(text: str, looked_up) -> list[Mention]:
    out = []
    for m in _TEMPERATURE_OF_A_LOSS.finditer(text):
        kind = (m.group(3) or ("mass" if (m.group(2) or "").lower() == "mass" else "weight")).lower()
        hit = looked_up(f"{kind} loss temperature")
        if hit is not None and kind + " loss" in words("criterion_phrases"):
            out.append(Mention(hit[0], m.group(1), m.start(1), m.end(1), hit[1], hit[2]))
    return out


def of_apparatus(text: str, m: Mention) -> bool:
    """Is a material named as what an apparatus is made of ("a quartz tube", "an alumina crucible", "a tungsten
    crucible", "Al2O3 boats", "a copper mould"), or as what a method is calibrated against ("relative to
    polystyrene standards")? The catalogue's apparatus and calibration nouns; the sample is another material."""
    if m.type not in ("composition", "material", "element"):
        return False
    if next_word(text, m.end) in words("apparatus_nouns") | words("calibration_nouns"):
        return True
    # "two anvils of D2 tool steel", "a crucible made of graphite": the apparatus named first
    before = re.search(r"\b([a-z]+)\s+(?:made\s+)?(?:of|from)\s+(?:the\s+)?(?:[\w-]+\s+)?$",
                       text[max(0, m.start - 60):m.start].lower())
    return bool(before) and before.group(1) in words("apparatus_nouns")


@lru_cache(maxsize=1)
def _doped_oxide_re() -> re.Pattern:
    oxides = "|".join(sorted(map(re.escape, catalogue().vocabulary.oxide_names), key=len, reverse=True))
    return re.compile(rf"(?<![\w-])([A-Za-z]+)[-‐–\s](?:co-?)?(?:doped|stabili[sz]ed|substituted)\s+(?i:({oxides}))"
                      r"(?![\w-])")


def doped_oxides(text: str) -> list[Mention]:
    """An oxide named by its trivial name with its dopant before it ("yttria-stabilized zirconia", "gadolinia-doped
    ceria", "Gd-doped ceria", "scandium-stabilised zirconia"): one material, neither the dopant nor the host oxide."""
    oxides = catalogue().vocabulary.oxide_names
    out = []
    for x in _doped_oxide_re().finditer(text):
        dopant = x.group(1)
        if dopant in ELEMENTS or dopant.lower() in ELEMENT_NAMES or dopant.lower() in oxides:
            written = x.group(0)
            out.append(Mention("material", written, x.start(), x.end(), "mat:" + label_key(written), written))
    return out


_COORD_LEFT = re.compile(r"([A-Za-z][\w\-]*)\s*(?:,\s*and|,\s*or|,|and|or|/)\s*$")


def coordinated_properties(text: str, props: list[Mention], lookup: dict) -> list[Mention]:
    """Properties named by modifiers that share one head noun: "the liquidus and solidus temperatures" names the
    liquidus temperature too, "yield, tensile and compressive strengths" three strengths."""
    out = []
    for p in props:
        words = p.text.split()
        if len(words) < 2:
            continue
        head, end = words[-1], p.start
        for _ in range(4):
            m = _COORD_LEFT.search(text[max(0, end - 40):end])
            if not m:
                break
            word = m.group(1)
            start = end - (len(text[max(0, end - 40):end]) - m.start(1))
            key = f"{word} {head}".lower()
            hit = _looked_up(lookup, key)
            if hit is None or hit[0] != "property":
                break
            out.append(Mention("property", word, start, start + len(word), hit[1], hit[2]))
            end = start
    return out


@lru_cache(maxsize=1)
def _short_symbols() -> dict[str, tuple[str, str]]:
    """The catalogue's symbols of two capitals ("FF", "IE"), each of one property only: (MatID, name)."""
    seen: dict[str, list] = {}
    for p in catalogue().properties.values():
        for sym in p.symbols:
            if re.fullmatch(r"[A-Z]{2}", sym):
                seen.setdefault(sym, []).append((f"prop:{p.id}", p.name))
    return {k: v[0] for k, v in seen.items() if len({x for x, _ in v}) == 1}


def _valued_anywhere(text: str, lookup: dict, valued: list[Mention], units: list[str]) -> list[Mention]:
    """"A decrease in V oc of the cells is seen as the donor is changed from PDPBT (0.71 V) to …": a symbol read only
    with a value after it, not an element's, is the property where the sentence writes a value in a unit it takes
    (not one defined in brackets for a name before it: "the onset temperatures with 5% weight loss (T d)")."""
    out = []
    for m in _valued_symbols_anywhere().finditer(text):
        hit = lookup.get(f"\1{m.group(0)}")
        if hit is None or hit[0] != "property" or m.group(0) in ELEMENTS or any(v.start == m.start() for v in valued):
            continue
        if re.search(r"\(\s*$", text[:m.start()]) and re.match(r"\s*\)", text[m.end():]):
            continue
        if any(u and accepts(hit[1][5:], u) for u in units):
            out.append(Mention(hit[0], m.group(0), m.start(), m.end(), hit[1], hit[2]))
    return out


@lru_cache(maxsize=1)
def _valued_symbols_anywhere() -> re.Pattern:
    """The symbols read only with a value after them ("Voc", "V oc", "Jsc"), wherever written."""
    keys = sorted(_valued_keys(), key=len, reverse=True)
    return re.compile(r"(?<![\w\-])(?:" + "|".join(map(re.escape, keys)) + r")(?![\w])")


def _valued_keys() -> list[str]:
    """The symbols read only with a value after them, as written ("Voc", "V oc")."""
    return [k[1:] for k in _phrases()[-1] if k.startswith("\1")]


def _short_symbols_valued(text: str, quantities: list) -> list[Mention]:
    """A symbol of two capitals of one property ("FF") with its value right after it in a unit the property takes
    ("a high FF of 71%", "FF 48.31%"), or a bare number after "of", "=" or ":" where the property takes one ("FF of
    0.53"); not "SS 316" (a steel's grade)."""
    short, out = _short_symbols(), []
    for m in _short_valued().finditer(text):
        pid = short[m.group(1)][0][5:]
        q = next((x for x in quantities if x.start >= m.end()), None)
        gap = text[m.end():q.start] if q is not None else ""
        bare = _BARE_NEXT.match(text, m.end())
        if bare and not (q is not None and q.start == bare.start(1)) and accepts(pid, ""):
            pass          # "… V oc = 0.92 V and FF = 0.40)": a bare number after "of", "=" or ":"
        elif q is None or len(gap) > 40 or not accepts(pid, q.unit):
            continue
        out.append(Mention("property", m.group(1), m.start(), m.end(), *short[m.group(1)]))
    return out


_BARE_NEXT = re.compile(r"\s*(?:of|=|:)\s*(?:about\s+|~\s*|≈\s*)?" + BARE_NUMBER)


@lru_cache(maxsize=1)
def _short_valued() -> re.Pattern:
    keys = sorted(_short_symbols(), key=len, reverse=True)
    return re.compile(rf"(?<![\w-])({'|'.join(map(re.escape, keys))})(?![\w-]){_VALUE_NEXT}")


@lru_cache(maxsize=1)
def _listable_symbols() -> re.Pattern:
    """The symbols read only with a value after them ("Voc", "J sc") or not alone at all ("FF")."""
    keys = _valued_keys() + list(_short_symbols())
    return re.compile(r"(?<![\w-])(?:" + "|".join(map(re.escape, sorted(keys, key=len, reverse=True))) + r")(?![\w-])")


def listed_symbols(text: str, props: list[Mention], lookup: dict) -> list[Mention]:
    """A property's symbol that is read only with a value after it ("V oc", "J sc") or not alone at all (two
    capitals, too often an abbreviation of anything else: "FF"), written in a list right beside a property named
    ("the V oc, J sc, FF and PCE were …"): that property. The list is read from the named property outwards."""
    short, out, named = _short_symbols(), [], list(props)
    found = [(m, lookup.get(f"\1{m.group(0)}") or (("property",) + short[m.group(0)] if m.group(0) in short else None))
             for m in _listable_symbols().finditer(text)]
    found = [(m, hit) for m, hit in found if hit and hit[0] == "property"
             and not any(p.start <= m.start() < p.end for p in props)]
    # (a list of such symbols alone, one of them read with a value after it: "the J sc, V oc, and FF of 5.76 mA/cm^2,
    # 0.79 V, and 0.39, respectively")
    valued = [m for m, _ in found if f"\1{m.group(0)}" in lookup]
    named += [Mention("property", m.group(0), m.start(), m.end(), hit[1], hit[2]) for m, hit in found
              if m in valued and any(x is not m and listed_together(text, m.span(), x.span()) for x, _ in found)]
    out += [x for x in named if x not in props]
    grew = True
    while grew:
        grew = False
        for m, hit in found:
            if any(x.start == m.start() for x in out):
                continue
            if any(listed_together(text, (p.start, p.end), m.span()) for p in named):
                x = Mention("property", m.group(0), m.start(), m.end(), hit[1], hit[2])
                out.append(x)
                named.append(x)
                grew = True
    return out


# after a change noun, what makes the value the one it changed to or from ("a reduction … to 70 µm"), not its size
CHANGED_TO = r"\b(?:to|from|reach\w*)\b"


def is_change_noun(word: str) -> bool:
    """A noun that names a change of a quantity (the catalogue's ``change_nouns``, singular only)."""
    return word.lower() in words("change_nouns")


def _change_after(text: str, end: int) -> bool:
    """Is a property's name followed by a change noun that the value after it is the size of ("the power density
    enhancement … was 50 mW cm−2", a header "Desorption Peak Temperature Decrease (°C)"), not what it changed to
    ("a crystallite size reduction in Mg and Ni to 70 µm")?"""
    m = re.match(r"[ -]([A-Za-z]+)\b", text[end:end + 20])
    if not m or not is_change_noun(m.group(1)):
        return False
    return not re.match(r"(?:[^.;]|\.(?=\d)){0,40}?" + CHANGED_TO, text[end + m.end():])


def _other_head_after(text: str, p: Mention) -> bool:
    """Is a property's name followed by a head noun of another quantity (the catalogue's ``head_noun`` table:
    "conversion efficiency", "strength coefficient", "capacity decay")? Not its own head repeated, not a count or a
    symbol ("hardness number"), and not where a catalogue name takes both words (the longest name wins before)."""
    m = re.match(r" ([a-z]+)\b(?![-/])", text[p.end:p.end + 25])      # (not a compound: "resistance-area product")
    if not m or m.group(1) in ("number", "index", "fraction", "percentage", "proportion") \
            or m.group(1) in p.text.lower().split():
        return False
    if m.group(1) == "ratio" and catalogue().properties.get(p.matid[5:]) is not None \
            and catalogue().properties[p.matid[5:]].dimension == "dimensionless":
        return False        # "the TMR ratio", "the magnetoresistance ratio": a ratio already, restated
    return catalogue().head_noun(m.group(1)) is not None \
        and catalogue().by_name(f"{p.text} {m.group(1)}".lower()) is None


_NEXT_WORDS = re.compile(r"[ -]([A-Za-z]+)(?:[ -]([A-Za-z]+))?")


def composed_properties(text: str, props: list[Mention]) -> list[Mention]:
    """A property's name and the words after it that, with its last word, name another property: "hydrogen storage
    capacity retention (rate)" is a capacity retention (``properties.composed_property``)."""
    out = []
    for p in props:
        m = _NEXT_WORDS.match(text, p.end)
        if not m or " " not in p.text.strip():
            continue
        for n in (2, 1):
            if not m.group(n):
                continue
            end = m.end(n)
            pid = composed_property(text[p.start:end].lower().replace("-", " ").split())
            if pid:
                name = PROPERTIES[pid][1][0]
                out.append(Mention("property", text[p.start:end], p.start, end, f"prop:{pid}", name))
                break
    return out


def with_labels(text: str, mentions: list[Mention], labels: dict[str, tuple[str, str]]) -> list[Mention]:
    """The mentions of a text plus its sample labels as mentions of their compositions; a label that reads as
    a formula ("H2CN") is the label, not the formula."""
    found = []
    for matid, written in labels.values():
        for m in re.finditer(rf"(?<![\w-]){re.escape(written)}(?!\w)", text):
            found.append(Mention("composition", written, m.start(), m.end(), matid, written))
    if not found:
        return mentions
    kept = [m for m in mentions if all(m.end <= f.start or m.start >= f.end for f in found)]
    return sorted(kept + found, key=lambda m: m.start)


STRUKTURBERICHT = re.compile(r"[A-DLO]\d{1,3}(?:_?\d)?[a-z]?")      # C14, B2, L12, D019: structure types
