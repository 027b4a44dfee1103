"""Readings for the property part of binding (``property_rules``, whose strategies call them): which property a
value is of (a named property, a symbol with its unit, a unit that names its property, or an open-vocabulary phrase
that leads to the value). Read the text and the catalogue; write no document field."""
from __future__ import annotations

import re
from functools import lru_cache

from ..units import Quantity, compatible, convert, find_quantities, unit_dimension
from .conditions import CONDITION_IN_LEAD
from .mentions import CHANGED_TO, is_change_noun
from .quantities import CONDITION_UNITS
from .parse import parse
from .records import Mention
from .vocab import ELEMENT_NAMES, ELEMENTS, PROPERTIES
from .lexicon import COMPARED, alternation, alternatives, HEDGE
from .words import PERCENT_UNITS, accepts, cat, words_of
from .words import change_verb_forms, composed_property

def implied_property(unit: str) -> str:
    """The property a unit names when nothing else does ("HV": hardness, "mJ/m²": stacking fault energy), or ""."""
    p = cat().implied_by(unit)
    return p.id if p else ""


def symbol_property(symbol: str, unit: str) -> str:
    """The property a symbol names with this unit ("Pdes" in MPa, "ΔH" in kJ/mol, "a" in Å, "Tc" in K), or "":
    the catalogue's symbols, as written, then ignoring case (headers set in capitals). With no unit, only a
    property whose values may be written with none (a ratio, "δ" of an alloy in %)."""
    symbol = symbol.strip().replace("∆", "Δ")
    if not symbol:
        return ""
    for fold in (False, True):
        props = cat().by_symbol(symbol, unit, fold_case=fold) if unit else \
            [p for p in cat().by_symbol(symbol, fold_case=fold) if accepts(p.id, "")]
        if props:
            return props[0].id
    # a symbol with the index 0 of an initial or reference state ("E0", "E^0", "c_0") the catalogue does not list
    # is its base symbol's property, the unit choosing among them (E in GPa: Young's modulus, in V: a potential)
    base = re.fullmatch(r"(.+?)[\^_]?0", symbol)
    return symbol_property(base.group(1), unit) if base and unit else ""


def bare_unit(pid: str) -> str:
    """The unit of a value of this property written with none ("δ = 5.2" of an alloy is 5.2 %), or ""."""
    p = cat().properties.get(pid)
    return p.bare_unit if p else ""


def canonical_property(pid: str) -> str:
    """An open-vocabulary id that is a name of a catalogue property, as that property ("peak_power_density" ->
    power_density when the catalogue calls it so; a statistic before a name qualifies it: "maximum power density"
    -> power_density), else the id itself, less the statistics and qualifiers before it ("record certified
    efficiency" -> efficiency, which a paper's own property may then name)."""
    if not pid or pid in cat().properties:
        return pid
    words = pid.split("_")
    composed = composed_property(words)
    if composed:
        return composed
    stats = cat().vocabulary["statistic_words"]
    while words:
        p = cat().by_name(" ".join(words))
        if p is not None:
            return p.id
        if words[0] not in stats or len(words) < 2:
            break
        words = words[1:]
    return "_".join(words)


def head_property(pid: str, unit: str) -> str:
    """A property named in words whose catalogue property does not take the unit, read again: the catalogue property
    its last words name when that one takes the unit; for a rate or a loss, what was lost in that unit (the
    catalogue's property of kind "loss": "a voltage degradation of 18.62 mV" is a voltage loss, not a degradation
    rate); else ""."""
    words = (pid or "").split("_")
    for k in range(1, len(words)):
        p = cat().by_name(" ".join(words[k:]))
        if p is not None and accepts(p.id, unit):
            return p.id
    named = cat().by_name(" ".join(words)) or cat().properties.get(pid)
    # "a short-circuit current of 23.1 mA cm−2", "a critical current of 3 MA/cm²": the name's density, by its unit
    per_area = cat().by_name(" ".join(words) + " density") or (named and cat().by_name(named.name + " density"))
    if per_area is not None and accepts(per_area.id, unit):
        return per_area.id
    sibling = _sibling(words, named, unit)
    if sibling:
        return sibling
    if named is not None and named.kind in ("rate", "loss"):         # "a degradation of 18.62 mV": a voltage loss
        # (of what the rate is a rate of: a loss property that shares a word with the phrase or the rate's names;
        # "the hydrogen evolution rate (increases by ~6%)" is no loss)
        said = set(words) | _name_words(named)
        return loss_for(unit, said - {"rate", "rates"})
    return ""


def _sibling(words: list[str], named, unit: str) -> str:
    """The one catalogue property of the unit's kind whose names share the phrase's head noun and most of its other
    words (one at least), where the property the phrase names takes another kind: a name two fields use for two quantities ("the
    coercive field 11.2 kV/cm" is the ferroelectric coercive electric field, not a magnet's coercivity in Oe; "the
    degradation rate of 0.034 mm/year" of an implant alloy is its corrosion rate). "" when none or a tie."""
    if named is None or not words or not unit or len(words) < 2:
        return ""
    said = set(words)
    best, scores = "", []
    for p in cat().properties.values():
        names = [n.lower().replace("-", " ").split() for n in (p.name, *p.synonyms)]
        if p.id == named.id or not accepts(p.id, unit) or not any(n[-1] == words[-1] for n in names):
            continue
        # (the words shared by a name with that head: "a degradation rate in %" is no "conversion rate" because another
        # name of the conversion is a "degradation efficiency")
        shared = max(((said & set(n)) - {words[-1]} for n in names if n[-1] == words[-1]), key=len)
        if shared:          # (a head alone is no kinship: a power density in % is no relative density)
            scores.append((len(shared), p.id))
    scores.sort(reverse=True)
    if scores and (len(scores) == 1 or scores[0][0] > scores[1][0]):
        best = scores[0][1]
    return best


def _name_words(p) -> set[str]:
    return {w for n in (p.name, *p.synonyms) for w in n.lower().split()}


def loss_for(unit: str, said: set[str] | None = None) -> str:
    """The catalogue's property of kind "loss" that takes the unit (degradation in %, voltage loss in mV), and when
    ``said`` is given one whose names share a word with it; else ""."""
    return next((p.id for p in cat().properties.values() if p.kind == "loss" and accepts(p.id, unit)
                 and (said is None or said & _name_words(p))), "")


def names_a_change(pid: str) -> bool:
    """Does an open-vocabulary id name the change of a quantity ("volume_increase", "power_density_enhancement"), by
    its head noun (the catalogue's ``change_nouns``)?"""
    return bool(pid) and is_change_noun(pid.split("_")[-1])


def change_before(text: str, q: "Quantity") -> bool:
    """Is the value the size of a change, by a change noun in the words before it ("the volume increase is 347 Å³",
    "a power density enhancement of the cell of 50 mW cm−2"), not one that says what it changed to ("an increase
    in power density to 500 mW cm−2")?"""
    # (an aside on how the property was got changes nothing: "the ductility loss, calculated from the reduction of
    # area, was 45%")
    # (nor one without commas before the verb: "the band gaps deduced from the difference of onset oxidation and
    # reduction potentials are 1.75, 1.94, and 1.86 eV")
    lead = blank_asides(text[max(0, q.start - 200):q.start])[-60:]
    # (not one that modifies the noun after it: "the oxygen reduction reaction", "an increase rate")
    # (nor a process a preposition names: "the onset potentials for reduction (E red) are -1.25 and -1.24 V", "after
    # reduction in H2")
    hits = [m for m in re.finditer(r"[A-Za-z]+", lead) if is_change_noun(m.group(0))
            and not _NOUN_AFTER_CHANGE.match(lead, m.end()) and not _PROCESS_LEAD.search(lead, 0, m.start())]
    # (not "Rp increases from 0.12 to 0.14", a verb and a from–to; nor "an increase of about 1% at 0.27 W/cm2",
    # whose change is another value)
    rest = lead[hits[-1].end():] if hits else ""
    # (nor a value in parentheses, which illustrates a change rather than measures it, as a symbol's value there
    # does: "a sharp decrease in the overall parameters (PCE = 4.0%, FF = 50.2%)")
    return bool(hits) and not re.search(CHANGED_TO, rest) and not find_quantities(rest) \
        and not rest.rstrip().endswith("(") and not re.search(r"\(\s*[^()=]{1,15}=\s*$", rest)


def change_after(text: str, q: "Quantity") -> bool:
    """Is the value the size of a change whose noun follows it ("about 35% increase in PCE", "a 0.2 eV shift of the
    HOMO level", "a 20% loss of capacity"), or whose noun or verb follows it before what it is set against ("about 24%
    enhancement than the value obtained from the control device", "which is 52% increased in comparison with that of
    the device based on P3HTV")?"""
    m = re.match(r"\s*([A-Za-z]+)\s+(?:in|of)\b", text[q.end:])
    if m and (is_change_noun(m.group(1)) or m.group(1).lower() in words_of("change_of_nouns")):
        return True
    return bool(_change_against().match(text, q.end))


@lru_cache(maxsize=1)
def _change_against() -> re.Pattern:
    nouns = alternatives(words_of("change_nouns") | words_of("change_of_nouns"))
    return re.compile(rf"\s*(?:(?:{nouns})s?|{change_verb_forms()})\s+(?:{COMPARED}|over|from)\b", re.I)


# a preposition right before a change noun that makes it a process ("potentials for reduction", "upon reduction"),
# or before another process it is coordinated with ("the onset potentials for oxidation (E ox) and reduction (E red)");
# "onset" before it names where the process starts ("the onset reduction (n-doping) was at -1.27 V"); the potential
# "of" it is an electrode process's ("the onset potentials of reduction for A and B are -1.29 and -1.27 V")
_PROCESS_LEAD = re.compile(r"\b(?:for|upon|after|during|before|onset(?:\s+of)?|potentials?\s+of)\s+(?:[A-Za-z-]+\s*(?:\([^()]{0,15}\)\s*)?(?:and|or)\s+)?$",
                           re.I)
# a word after a change noun that makes it a modifier of that word (not "of", "in", a verb, a bracket)
_NOUN_AFTER_CHANGE = re.compile(r"\s+(?!(?:of|in|on|is|was|were|are|by|to|from|at|for|with|and|or|than|after|during|"
                                r"upon|compared|relative|reached|amounted|only|about|approximately)\b)[a-z]{3,}\b")


_BASE_DIMENSIONS = {"[length]", "[mass]", "[time]", "[current]", "[temperature]"}


def dimension_property(pid: str, unit: str) -> str:
    """An open-vocabulary id read by its value's unit: the one catalogue property of the unit's dimension that shares
    a word with it ("power output" in mW/cm² -> power density), or, when its head noun says only that a value is a
    result ("performance", "output"), the only catalogue property of that dimension; else ""."""
    if not pid or pid in cat().properties or not unit or unit in PERCENT_UNITS or names_a_change(pid):
        return ""             # "the volume increase is 347 Å³": a change of the cell volume, not one
    if cat().condition_by_name(pid.replace("_", " ")) is not None:
        return ""             # "at a load of 392 N": a condition's name, no critical load
    cands = [p for p in cat().by_dimension(unit) if accepts(p.id, unit)]
    words = set(pid.split("_"))
    head = pid.split("_")[-1]
    if cat().head_noun(head) is not None:
        # a head that names a quantity of its own ("oxygen permeation flux") is no other property's by a modifier they
        # share ("oxygen surface exchange coefficient"): only one whose names end in it
        cands = [p for p in cands if any(n.lower().replace("-", " ").split()[-1:] == [head]
                                         for n in (p.name, *p.synonyms))]
    stats = set(cat().vocabulary["statistic_words"])

    def shared(p) -> set[str]:
        return words & {w for n in (p.name, *p.synonyms) for w in n.lower().replace("-", " ").split()} - stats
    sharing = [p for p in cands if shared(p)]
    if len(sharing) > 1 and words - stats == {head} and unit_dimension(unit) not in _BASE_DIMENSIONS:
        # a bare head shared by several, one of which is written in exactly this unit ("a flux of 2650 L m−2 h−1" is
        # the water flux, not an oxygen permeation flux in mL cm−2 min−1)
        exact = [p for p in sharing if unit in (p.unit, *p.units)]
        sharing = exact if len(exact) == 1 else sharing
    if len(sharing) == 1:
        # (a head that names only a base quantity, shared under a modifier of the id's own, is another quantity of that
        # head: a "dark current" in pA is no critical current, a "rise time" no creep life; so is any head shared
        # under the name of a gas, a quantity of that gas: an "oxygen permeation flux" is no water flux)
        p = sharing[0]
        sibling = (unit_dimension(unit) in _BASE_DIMENSIONS or words & words_of("gas_names")) and shared(p) == {head} \
            and words - {head} - stats \
            and any(n.lower().replace("-", " ").split()[-1:] == [head] for n in (p.name, *p.synonyms))
        return "" if sibling else p.id
    if cat().vocabulary.has("vague_heads", pid.split("_")[-1]):
        # "an impressive performance (0.9 A/cm²)": the dimension's one property, or its general one
        return cands[0].id if len(cands) == 1 else general_property(cands)
    return ""


def general_property(cands: list) -> str:
    """The general property among several of one dimension: the one whose name ends the names of at least two
    others ("current density" of critical, exchange and corrosion current density; "voltage" of open-circuit and
    cell voltage; "resistance" of polarization and ohmic resistance), when exactly one does; else ""."""
    def words(p) -> tuple[str, ...]:
        return tuple(p.name.lower().replace("-", " ").split())
    counts = {p.id: sum(1 for o in cands if o is not p and len(words(o)) > len(words(p))
                        and words(o)[-len(words(p)):] == words(p)) for p in cands}
    best = max(counts.values(), default=0)
    top = [pid for pid, n in counts.items() if n == best]
    return top[0] if best >= 2 and len(top) == 1 else ""


def head_fits(noun: str, unit: str) -> bool | None:
    """Does a head noun fit a value's unit ("capacity" in wt% yes, in K no)? None for a noun the catalogue does
    not list as a head of property phrases."""
    h = cat().head_noun(noun)
    return None if h is None else h.fits(unit)


def head_unit(noun: str) -> str:
    """An example unit of what a head noun names ("temperature": K), or "" (any, or not a head noun)."""
    h = cat().head_noun(noun)
    return h.units[0] if h is not None and h.units else ""


def condition_alone(noun: str) -> bool:
    """Does a head noun alone name a test condition ("a temperature of 300 K", "a pressure of 2 MPa")?"""
    h = cat().head_noun(noun)
    return bool(h and h.condition_alone)


def named_symbols(text: str) -> list[str]:
    """Properties named by a symbol in parentheses, as questions and captions write them ("the saturated
    capacity (Cmax)", "(T1bar)", "(ΔHdes)"): a symbol of two characters or more that names one property."""
    out = []
    for m in re.finditer(r"\(\s*([^\s()]{2,8})\s*\)", text):
        props = {p.id for p in cat().by_symbol(m.group(1).replace("∆", "Δ"))} or \
            {p.id for p in cat().by_symbol(m.group(1), fold_case=True)}
        if len(props) == 1 and symbol_like(m.group(1)):
            out += [p for p in props if p not in out]
    return out


# "Tc = 38 K", "σy of 657 MPa", "Jsc (mA cm−2) 23.4", "E ≈ 229 GPa", "FF (56%)": a symbol right before its value (twice
# a quantity's symbol too: "2θ = 5.28°")
_SYMBOL_BEFORE = re.compile(r"(?<![\w.])(?!(?i:an?|the)\s+values?\b)((?:2(?=[^\W\d_]))?[^\W\d_][^\s,;:()=≈~]{0,11}?)\s*(?:\([^()]{0,15}\))?\s*"
                            r"(?:=|≈|≃|∼|~|:|(?P<open>\()|(?:values?\s+)?(?:\bof\b|\bis\b|\bwas\b|\bwere\b|\bare\b))\s*"
                            rf"{HEDGE}?$")


def symbol_before(text: str, q: Quantity) -> str:
    """The property a symbol written right before a value names with the value's unit ("Tc = 38 K" ->
    critical_temperature, "E of 229 GPa" -> youngs_modulus), or ""."""
    m = _SYMBOL_BEFORE.search(text[max(0, q.start - 40):q.start])
    if not m or m.group("open") and not q.unit:
        return ""            # (a bare number in brackets is a label: "Ba0.5Sr0.5Co0.5Fe0.125Mo0.375O3−δ (2)")
    props = cat().by_symbol(m.group(1).replace("∆", "Δ"), q.unit or "")
    if not q.unit:
        props = [p for p in props if accepts(p.id, "")]
    # (a symbol the sentence writes right after a property's name is that property's: "the reduction extent δ of CZO15
    # was 0.041, about twice that of CeO2 (δ = 0.022)" is an oxygen non-stoichiometry, not a size mismatch)
    symbol = m.group(1).replace("∆", "Δ")
    if not props:
        return ""
    before = ""
    for d in re.finditer(rf"((?:[A-Za-z][\w-]*\s+){{1,5}}){re.escape(symbol)}(?![\w])", text[:q.start]):
        words = d.group(1).split()
        if len(words) > 1 and words[-1].lower() == "of":
            words = words[:-1]          # "a chain length of n = 1": the noun before "of" names the symbol's quantity
        before = words[-1].lower()
        for k in range(len(words)):
            named = cat().by_name(" ".join(words[k:]).lower())
            if named is not None and accepts(named.id, q.unit or ""):
                return named.id
    # (a symbol right after a noun of another quantity is that quantity's: "the molecular main chain length n = 1" is
    # no strain-hardening exponent)
    if before and (property_like(before) or before in words_of("dimension_nouns")) and not any(
            before in p.name.lower().split() for p in props):
        return ""
    # (a symbol the text's formulas write as their variable is the property whose catalogue symbols write it so:
    # "δ = 0.08" beside "La0.6Sr0.4Co0.2Fe0.8O3−δ" is the oxygen non-stoichiometry, "3-δ", not an alloy's size
    # mismatch)
    if _formula_variable_re(symbol).search(text) and (variable := _variable_property(symbol, q.unit or "")):
        return variable
    # (of a symbol several properties share, the first whose range admits the value: "d = 3.61 Å" is a d-spacing,
    # "d = 25 nm" a particle's size)
    return next((p.id for p in props if cat().plausible(p.id, q.value, q.unit) is not False), props[0].id)


@lru_cache(maxsize=64)
def _variable_property(symbol: str, unit: str) -> str:
    """The first catalogue property, of those that take the unit, whose symbols write the symbol as a formula's
    variable ("3-δ"), or ""."""
    written = re.compile(rf"\d+\s?[-+±]\s?{re.escape(symbol)}")
    return next((p.id for p in cat().properties.values() if accepts(p.id, unit)
                 and any(written.fullmatch(s) for s in p.symbols)), "")


@lru_cache(maxsize=32)
def _formula_variable_re(symbol: str) -> re.Pattern:
    """A formula that writes a symbol as its variable amount: "O3−δ", "O4+δ", "O5 + δ"."""
    return re.compile(rf"[A-Z][a-z]?\d+(?:\.\d+)?\s?[+\-−–±]\s?{re.escape(symbol)}(?![\w])")


_OTHER_SYMBOL = re.compile(rf"(?<![\w.])([^\W\d_][^\s,;:()=≈~]{{0,7}})\s*=\s*{HEDGE}?$")


def other_symbol_before(text: str, q: Quantity) -> bool:
    """Is a value in a unit given by an equation whose symbol names no catalogue property ("… band gap between 2.6
    and 3.0 eV, … (ΔE = 1.23 eV)": the water-splitting potential, not a band gap)? Such a value is that symbol's."""
    m = _OTHER_SYMBOL.search(text[max(0, q.start - 20):q.start])
    if not m or not q.unit or not symbol_like(m.group(1)) or m.group(1) in ("x", "y", "z", "δ"):
        return False
    return not cat().by_symbol(m.group(1).replace("∆", "Δ")) and not cat().by_symbol(m.group(1), fold_case=True)


@lru_cache(maxsize=1)
def _cued() -> list[tuple[str, re.Pattern, re.Pattern]]:
    out = []
    for p in cat().properties.values():
        if p.cues:
            cue = "|".join(re.escape(c) for c in sorted(p.cues, key=len, reverse=True))
            hedge = rf"(?:more\s+than\s+|over\s+|up\s+to\s+|at\s+least\s+|{HEDGE})?"
            # "operated … for 43 h", and the cue right before the value: "performed 96 h", "ran 500 h"
            lead = re.compile(rf"\b(?:{cue})\b(?:(?:[^.;:]|\.(?=\d)){{0,80}}?\b(?:for|over|during|throughout|within)"
                              rf"\s+(?:the\s+(?:first\s+)?)?|\s+){hedge}$", re.I)
            # "400 h of operation", "90 h during the durability test"
            trail = re.compile(rf"\s*(?:(?:of|during|in)\s+(?:the\s+|a\s+)?)?(?:continuous\s+|long-term\s+|stable\s+)?"
                               rf"(?:{cue})\b", re.I)
            out.append((p.id, lead, trail))
        if p.transition_cues:
            cue = "|".join(re.escape(c) for c in sorted(p.transition_cues, key=len, reverse=True))
            # (whose it is may stand between: "the maximum absorption of the copolymer at 555 nm", "the absorption
            # maximum of PDPTT in solution at 736 nm")
            lead = re.compile(rf"\b(?:{cue})\b(?:\s+(?:of|for)\s+(?:the\s+|this\s+|its\s+)?[^\s,;.()]+"
                              r"(?:\s+(?:in\s+)?(?:solutions?|films?|blends?|state))?)?"
                              r"(?:\s+in\s+(?:the\s+)?(?:solid\s+|thin\s+)?(?:solutions?|films?|blends?|state))?"
                              + _AT_POINT, re.I)
            out.append((p.id, lead, _NEVER))
        if p.spectra:
            # the spectrum named before its feature, no other spectrum between: "a broad absorption with a maximum
            # centered at 794 nm", "the PL spectra of P1, excited at 430 nm, show a peak at 655 nm"
            lead = re.compile(rf"\b(?:{alternatives(p.spectra)})\b(?:(?!\b(?:{alternatives(_all_spectra())})\b)"
                              rf"[^.;:]){{0,80}}?\b(?:{alternatives(p.features)})\b"
                              r"(?:\s+(?:wavelengths?|positions?))?" + _WHOSE + _AT_POINT, re.I)
            out.append((p.id, lead, _NEVER))
    return out


# whose a spectrum's feature is, and where it was taken, between the feature and "at" its position: "the emission
# bands of PFPy, PFPy-FO, PFPy-FEO and PFPy-P in THF are located at", "a vibronic shoulders in films at" (no number
# between: "the absorption peak of the film annealed at 150 °C is at …" is not the film's 150 °C)
_WHOSE = (r"(?:\s+(?:of|for)\s+(?:(?!\b\d)[^.;:]){1,80}?)?"
          r"(?:\s+in\s+(?:the\s+|a\s+)?(?:solid\s+|thin\s+|neat\s+|pristine\s+|dilute\s+)?[^\s,;.()]+"
          r"(?:\s+(?:solutions?|films?|state))?)?")


# what follows the name of an event or a spectral feature up to the value that is its point: "… (T g) is observed
# at", "… located at ca."
_AT_POINT = (r"(?:\s*\([^()]{0,20}\))?(?:\s+(?:appears?|appeared|occurs?|occurred|emerges?|"
             r"emerged|sets?\s+in|(?:is|was|are|were)\s+(?:observed|found|seen|detected)|takes\s+place|"
             r"took\s+place|starts?|started|(?:is\s+|was\s+|are\s+|were\s+)?(?:reached|attained)|(?:is\s+|was\s+|are\s+|were\s+)?(?:located|centred|centered|positioned)|"
             r"is|was|are|were|lies|lie|lay))?"
             rf"\s+(?:at|below|near|around|above|of)\s+{HEDGE}?$")


def _all_spectra() -> set[str]:
    return {w for p in cat().properties.values() for w in p.spectra}


@lru_cache(maxsize=1)
def _spectrum_re() -> re.Pattern:
    return re.compile(rf"\b({alternatives(_all_spectra())})\b", re.I)


def spectrum_named(text: str) -> str:
    """The last kind of spectrum a text names (a catalogue property's ``spectra`` word: "absorption",
    "photoluminescence"), lower case, or ""."""
    found = _spectrum_re().findall(text)
    return found[-1].lower() if found else ""


@lru_cache(maxsize=64)
def _features_of(spectrum: str) -> list[tuple[str, re.Pattern]]:
    """For the properties of a spectrum, the pattern of a feature named before a value as its point ("the peaks of A
    and B in solution are located at")."""
    return [(p.id, re.compile(rf"\b(?:the\s+|its\s+|their\s+)(?:{alternatives(p.features)})\b"
                              r"(?:\s+(?:wavelengths?|positions?))?" + _WHOSE + _AT_POINT, re.I))
            for p in cat().properties.values() if spectrum in {s.lower() for s in p.spectra}]


_NEVER = re.compile(r"(?!)")


def cued_property(text: str, q: Quantity, processes=(), spectrum: str = "") -> str:
    """A catalogue property that its cue words name ("operated at 0.5 A/cm2 for 43 h", "stable over 1700 h",
    "400 h of utilization": operating time), when the value has its dimension and no processing step lies between
    the cue and the value ("tested after annealing for 2 h" is the annealing's time). ``spectrum``: the kind of
    spectrum the sentences before discuss; a feature the sentence names without naming a spectrum is that
    spectrum's ("The absorption spectra … are shown in Figure 2. … the peaks of A, B and C are located at 595, 750
    and 688 nm")."""
    if spectrum and not spectrum_named(text):
        for pid, lead in _features_of(spectrum):
            if accepts(pid, q.unit) and q.unit and lead.search(text[max(0, q.start - 120):q.start]):
                return pid
    for pid, lead, trail in _cued():
        if not accepts(pid, q.unit) or not q.unit:
            continue
        base = max(0, q.start - 120)
        m = lead.search(text[base:q.start])
        if m and not any(base + m.start() <= p.start < q.start for p in processes):
            return pid
        if trail.match(text, q.end):
            return pid
    return ""


@lru_cache(maxsize=1)
def _loss_res() -> tuple[re.Pattern, re.Pattern]:
    """A loss verb, or a decrease verb, right before a value: "degraded by about 35%", "lost 31 mV or 4.15%",
    "degraded by 61 mV (8.31%)" (the second value restates the first)."""
    def lead(verbs):
        alt = "|".join(sorted(map(re.escape, verbs), key=len, reverse=True))
        return re.compile(rf"\b(?:{alt})\s+(?:by\s+)?(?:about\s+|approximately\s+|nearly\s+|around\s+|only\s+|[~∼≈]\s*)?"
                          r"(?:[-−]?\d[\d.]*\s*[^\s\d()]{1,8}\s*(?:\(\s*|,?\s+or\s+))?$", re.I)
    v = cat().vocabulary
    return lead(v["loss_verbs"]), lead(v["decrease_verbs"])


# the span a loss happened over, after its value in the same clause: "over 200 h", "after 500 cycles", "within the
# first 1000 h", "after 10 RedOx cycles"
_SPAN_AFTER = re.compile(rf"^[^;]{{0,40}}?\b(?:over|after|during|within|in)\s+(?:the\s+(?:first\s+)?)?{HEDGE}?"
                         r"\d[\d.,]*\s*(?:h\b|hours?\b|min\b|days?\b|(?:[\w-]+\s+)?cycles?\b)", re.I)


def loss_property(text: str, q: Quantity) -> str:
    """The property of a value that is the amount of a loss: led to by a loss verb ("the conductivity degraded by about
    35% over 200 h", "cell 1 lost 31 mV"), or by a decrease verb with the span it happened over ("the PCE decreased
    by 20% after 1000 h"): the catalogue's property of kind "loss" that takes its unit (degradation in %, voltage
    loss in mV); else ""."""
    pid = loss_for(q.unit) if q.unit else ""
    if not pid:
        return ""
    lead = text[max(0, q.start - 60):q.start]
    loss, decrease = _loss_res()
    return pid if loss.search(lead) or decrease.search(lead) and _SPAN_AFTER.match(text[q.end:]) else ""


_THICK = re.compile(r"\s*(?:[-‐–]\s*)?thick\b", re.I)


# words between a length and the noun of the layer it measures ("a dense 15 μm electrolyte layer", "a porous 5 μm
# SDC layer", "165 μm 10sc1CeSZ substrates"): up to three, none a function word or a number
_BETWEEN = (r"(?:(?!(?:of|at|in|on|and|or|with|for|from|to|by|was|were|is|are|the|a|an|than|per)\b)"
            r"(?=[^\s,;:()]*[^\W\d])[^\s,;:()]+\s+){0,3}?")


@lru_cache(maxsize=1)
def _layer_nouns() -> re.Pattern:
    """The nouns of layered things, from the catalogue: those whose "NOUN thickness" names thickness (film, layer,
    coating, membrane, electrolyte, anode, substrate …), singular or plural."""
    nouns = {n[: -len(" thickness")] for n in (cat().properties["thickness"].name, *cat().properties["thickness"].synonyms)
             if n.endswith(" thickness")}
    alt = "|".join(sorted((re.escape(n) for n in nouns), key=len, reverse=True))
    return re.compile(rf"\s*(?:[-‐–]\s*)?{_BETWEEN}(?:{alt})s?\b", re.I)


# a cell or device written as its layers ("Ni-SDC|SDC (∼20 μm)|SCNT (∼10 μm)", "FTO|TiO2 (50 nm)|perovskite"): a length
# in parentheses right after a layer is that layer's thickness
_STACK_BEFORE = re.compile(rf"\|\s*[^\s|()]+\s*\(\s*{HEDGE}?$")
_STACK_AFTER = re.compile(rf"[^\s|()]+\s*\(\s*{HEDGE}?$")


def _in_stack(text: str, q: Quantity) -> bool:
    lead = text[max(0, q.start - 60):q.start]
    return bool(_STACK_BEFORE.search(lead) or _STACK_AFTER.search(lead) and re.match(r"\s*\)\s*\|", text[q.end:]))


_LAYER_SUBJECT = re.compile(r"\b(?P<noun>[a-z]+)(?:\s+(?:in|of|on|at)\s+(?:the\s+)?[^,;()]{1,30}?)?\s+"
                            r"(?:grew\s+to|(?:has\s+|had\s+)?(?:increased|decreased|thickened|thinned)\s+to|was|were|is|are|"
                            rf"reached)\s+(?:only\s+|{HEDGE})?$")


# a length written between a preposition and "scale": "at the 10 nm scale", "on a 50 nm length scale", "over the
# 100-nm scale" (not an oxide scale: "a 5 μm oxide scale")
_LENGTH_SCALE = re.compile(rf"\b(?:at|on|over|across|in|to)\s+(?:the|a|an)\s+{HEDGE}?$", re.I)


def thickness_after(text: str, q: Quantity) -> str:
    """"a 40-nm-thick YSZ layer", "40CGO sprayed 15 μm thick": a length written as an adjective of thickness; and a
    length written before the noun of a layered thing ("a dense 15 μm electrolyte layer", "a 300 μm anode", "50 μm
    8YSZ electrolytes") or right after it ("a NiO-8YSZ anode of 25 μm", "a porous interlayer (15 μm)"): that
    thing's thickness. The layered things are the catalogue's (``_layer_nouns``)."""
    if not q.unit or not compatible(q.unit, "µm"):
        return ""
    layer = _layer_nouns().match(text, q.end)
    if layer and _LENGTH_SCALE.search(text, 0, q.start) and layer.group(0).split()[-1].lower() in ("scale", "scales"):
        return ""                       # "at the 10 nm scale", "on a 50 nm length scale": a length scale, no layer
    if _THICK.match(text, q.end) or layer or _in_stack(text, q):
        return "thickness"
    # "the Cu6Sn5 layer in the SAC305 joints grew to 5.8 μm": a layered thing the subject of the verb to its length (not
    # one a phrase of another quantity ends in: "the grain size of the film was 40 nm")
    lead = text[max(0, q.start - 90):q.start]
    subject = _LAYER_SUBJECT.search(lead)
    if subject and _layer_nouns().fullmatch(" " + subject.group("noun")) \
            and not re.search(r"\b(?:of|in|on|for)\s+(?:the\s+|a\s+|an\s+)?(?:\S+\s+){0,2}$", lead[:subject.start("noun")]):
        return "thickness"
    before = re.search(rf"(\w+)\s+(?:of\s+|\(\s*){HEDGE}?$",
                       text[max(0, q.start - 40):q.start])
    after = re.match(r"\s*(?:[-‐–]\s*)?([a-z]+)", text[q.end:])
    if after and cat().vocabulary.has("dimension_nouns", after.group(1)):
        return ""                       # "a YSZ layer (9-mm diameter)": the dimension named after the value
    return "thickness" if before and _layer_nouns().fullmatch(" " + before.group(1)) else ""


# open vocabulary: "PHRASE of/was/reached VALUE UNIT" records a property the vocabulary lacks
# (or a bound right after the name: "solar cells exhibit efficiencies up to 7.2%")
_OPEN_LEAD = re.compile(
    r"(?P<phrase>(?:[^\W\d_][\w\-–]*\s+){0,5}[^\W\d_][\w\-–]*)\s*(?:\([^()]{0,20}\)\s*)?"
    r"(?:(?:of|was|were|is|are|reached|reaching|reaches|achieved|achieves|showed|shows|retained|retaining|retains|"
    rf"(?:(?:is|are|was|were|been)\s+)?(?:{change_verb_forms()}|climb(?:s|ed)?|amount(?:s|ed)?)\s+(?:to|from)|"
    r"=|:|≈|~)\s*"
    rf"(?:only\s+|up\s+to\s+|as\s+(?:high|low)\s+as\s+|{HEDGE})?|(?:up\s+to|as\s+(?:high|low)\s+as)\s+)$")


_OPEN_TRAIL = re.compile(r"\s+(?P<phrase>[a-z][a-z\-]+(?:\s+[a-z][a-z\-]+){0,2}?)(?=\s*(?:after|at|in|of|for|and|with|"
                         r"was|were|[,.;)]|$))")


_OPEN_SKIP = {"a", "an", "the", "its", "their", "this", "that", "these", "those", "which", "with", "and", "or", "of",
              "in", "at", "to", "for", "by", "on", "from", "as", "was", "were", "is", "are", "be", "been", "has", "have",
              "had", "high", "higher", "highest", "low", "lower", "lowest", "elevated", "moderate", "intermediate",
              "mild", "good", "excellent", "large", "larger", "small", "smaller", "longer", "shorter", "long", "short",
              "better", "best", "significant", "similar",
              "respective", "corresponding", "obtained", "measured", "calculated", "reported", "observed", "also",
              "then", "still", "only", "value", "values", "alloy", "alloys", "sample", "samples", "it", "they", "we",
              "showed", "reached", "achieved", "retained", "retaining", "exhibited", "exhibits", "both", "all", "each"}


_KEPT_VERB = r"\b(retain|keep|kept|maintain|preserv|los[et]|recover)"


def _kept_noun(verb: str) -> str:
    """What a share kept is called: "retained" a retention, "lost" a loss, "recovered" a recovery."""
    verb = verb.lower()
    return "loss" if verb.startswith("los") else "recovery" if verb == "recover" else "retention"


_KEPT_OF = re.compile(r"\b(?:fraction|percentage|percent|share|proportion|how\s+much)\s+of\s+(?:its|their|the)\s+"
                      r"(?:initial\s+|original\s+|first\s+|maximum\s+)?$", re.I)


def kept_share_property(text: str, prop: "Mention") -> str:
    """"What fraction of its initial hydrogen storage capacity did the alloy retain …?": a question for the share
    of a named property kept (lost, recovered), the catalogue property of that share (``composed_property``:
    capacity retention); "" when the text asks for no such share."""
    verb = re.search(_KEPT_VERB, text[prop.end:], re.I)
    if not verb or not _KEPT_OF.search(text[:prop.start]):
        return ""
    return composed_property(f"{prop.name} {_kept_noun(verb.group(1))}".split())


# what a share is of: "of its initial hydrogen storage capacity", "of the PCE"
_SHARE_OF = r"\s+of\s+(?:its|their|the)\s+(?:initial\s+|original\s+|first\s+|maximum\s+)?"
_KEPT_SHARE = re.compile(_SHARE_OF +
                         r"(?P<what>[A-Za-z][A-Za-z\-]+(?:\s+[a-z][a-z\-]+){0,3}?)"
                         r"(?=\s*(?:after|over|in|at|within|and|,|\.|$))")


# the same said in the passive: "91% of the capacitance was retained", "20% of the strength was lost"
_KEPT_PASSIVE = re.compile(_SHARE_OF +
                           r"(?P<what>[A-Za-z][A-Za-z\-]+(?:\s+[a-z][a-z\-]+){0,3}?)\s+(?:was|were|is|are|has\s+been|"
                           r"have\s+been|had\s+been|could\s+be|can\s+be)\s+(?:\w+ly\s+)?"
                           r"(?P<verb>retain|kept|keep|maintain|preserv|los[te]|recover)\w*"
                           # (or what is left: "only 25% of the PCE remains after annealing for 8 h")
                           r"|" + _SHARE_OF +
                           r"(?P<left>[A-Za-z][A-Za-z\-]+(?:\s+[a-z][a-z\-]+){0,3}?)\s+(?:still\s+)?remain(?:s|ed)?\b",
                           re.I)


# a share that remains, written with a decrease verb: "the PCE decayed to 80% of its initial value"
_FELL_TO = r"\b(?:decay|drop|decreas|declin|fell|fall|degrad|reduc)\w*\s+to\s+"
_HEDGE_WORDS = rf"(?:only\s+|{HEDGE})?$"
# what a share of "its initial value" is of: the property named before it ("the PCE … 80% of its initial value")
_GENERIC_WHAT = frozenset({"value", "values", "level"})


def _share_kept(text: str, q: "Quantity") -> tuple[str, str] | None:
    """A percentage that is a share kept (lost, recovered) "of its initial …": (what it is of, as written; the verb's
    stem: "retain", "los", "recover", and "retain" for "decayed to"), or None."""
    if q.unit != "%":
        return None
    passive = _KEPT_PASSIVE.match(text, q.end)
    if passive:             # "91% of the capacitance was retained after 10 000 cycles"
        return (passive.group("what"), passive.group("verb")) if passive.group("what") else (passive.group("left"),
                                                                                              "retain")
    kept = _KEPT_SHARE.match(text, q.end)
    lead = text[max(0, q.start - 40):q.start]
    m = re.search(_KEPT_VERB + r"\w*\s+" + _HEDGE_WORDS, lead, re.I)
    if not kept:
        # "delivered 165 mAh g−1 … and retained 95% after 500 cycles": kept, with what of left to the sentence
        alone = m and re.match(r"\s*(?:after|over|for|during|within|upon|,|\.|;|$)", text[q.end:])
        return ("value", m.group(1)) if alone else None
    verb = m.group(1) if m else "retain" if re.search(_FELL_TO + _HEDGE_WORDS, lead, re.I) else None
    return (kept.group("what"), verb) if verb else None


def kept_share(text: str, q: "Quantity") -> str:
    """A share kept (lost, recovered) of a property the text names after it, as an open phrase: "retained 98% of its
    initial hydrogen storage capacity" -> "hydrogen_storage_capacity_retention", "kept 90% of its initial PCE" ->
    "pce_retention" (a retention, not a PCE of 90%); "" when the value is no such share, or a share of "its initial
    value" (``kept_share_of_named``)."""
    share = _share_kept(text, q)
    if share is None or share[0].lower() in _GENERIC_WHAT:
        return ""
    return _lead_phrase(f"{share[0]} {_kept_noun(share[1])}", q)


def kept_share_of_named(text: str, q: "Quantity", prop: "Mention") -> str:
    """"The PCE of the device decayed to 80% of its initial value", "the capacity retained 90% of its initial
    value": the share kept of the property named before the value, as a property (the catalogue's, "capacity
    retention", or an open phrase, "pce_retention"); "" when the value is no such share."""
    share = _share_kept(text, q) if prop.end <= q.start else None
    if share is None or share[0].lower() not in _GENERIC_WHAT:
        return ""
    noun = _kept_noun(share[1])
    words = f"{prop.name} {noun}".split()
    named = cat().by_name(" ".join(words))
    return composed_property(words) or (named.id if named is not None else "") or _lead_phrase(f"{prop.text} {noun}", q)


def property_like(noun: str) -> bool:
    """Does this head noun read as a quantity (capacity, retention, pressure, strength …)? The catalogue's head
    nouns, or a noun formed as names of quantities are (not the catalogue's ``not_quantity_words``: "with")."""
    return cat().head_noun(noun) is not None or noun.lower() not in words_of("not_quantity_words") and noun.endswith((
        "ity", "ion", "ance", "ence", "ure", "th", "ness", "ment", "age", "ty", "ate", "ratio", "rate", "loss", "gain",
        "uptake", "value"))


# a clause set off by commas that says how a value was got or what a name means, between the name and its value
# ("the density of acid sites, determined by pyridine IR, was 0.08 mmol/g", "the lifetime, defined as …, was 310 h")
APPOSITIVE_METHOD = re.compile(rf",\s*(?:as\s+)?(?:(?:{alternation('method_verbs')})\s+(?:as|by|from|via|using|with|"
                               r"through|at|under|after|over)|based\s+on)\b[^,;]*,", re.I)


# the same without commas, right before the verb: "the Ni dispersion determined by H2 chemisorption was 7.4%"
METHOD_BEFORE_VERB = re.compile(rf"\s(?:as\s+)?(?:{alternation('method_verbs')})\s+(?:by|from|via|using|with|through)\s"
                                r"[^,;]{1,60}?(?=\s(?:was|were|is|are)\s)", re.I)


def blank_asides(text: str) -> str:
    """The text with its asides on how a value was got blanked out, positions kept (``APPOSITIVE_METHOD``, and
    ``METHOD_BEFORE_VERB`` without commas): "the Gilbert damping constant of the free layer, obtained from
    ferromagnetic resonance, was 0.0045" reads as "… of the free layer <blank> was 0.0045"."""
    def blank(a: re.Match) -> str:
        return " " * len(a.group(0))
    return METHOD_BEFORE_VERB.sub(blank, APPOSITIVE_METHOD.sub(blank, text))


def named_in_an_aside(text: str, props: list["Mention"]) -> list["Mention"]:
    """The properties named in an aside on how another, named before it, was got, anywhere in the text ("The E LUMO of
    A and B estimated from their E HOMO and E g were situated at about -3.33 and -3.27 eV, respectively": E HOMO and E g
    are what E LUMO was got from)."""
    asides = [a.span() for a in (*APPOSITIVE_METHOD.finditer(text), *METHOD_BEFORE_VERB.finditer(text))]
    return [p for p in props if any(s <= p.start and p.end <= e and any(o.end <= s for o in props) for s, e in asides)]


def in_aside(text: str, p: "Mention", q: "Quantity", props: list["Mention"]) -> bool:
    """Is a property named only in an aside on how another, named before it, was got ("the hydrogen embrittlement
    index, based on the loss of elongation, was 62%"; "the porosity, calculated from the density, was 4%")? It is
    not the value's."""
    return any(a.start() <= p.start and p.end <= a.end() <= q.start and any(o.end <= a.start() for o in props)
               for a in APPOSITIVE_METHOD.finditer(text, 0, q.start))


def open_property(text: str, q: "Quantity") -> str:
    """The property a value belongs to when the vocabulary has none: the noun phrase that leads to it
    ("a capacity retention rate of 96.2%", "incubation time of 7200 s", "reached a capacity of 1.42 wt.%"),
    normalised (lower case, singular, words joined by "_"); "" when there is none or when the phrase's
    head noun does not fit the unit (a "temperature" in wt%)."""
    if q.unit in ("s^-1", "K/min"):      # strain and heating rates are test conditions
        return ""
    kept = kept_share(text, q)
    if kept:
        return kept                    # "retained 98% of its initial hydrogen storage capacity"
    window = CONDITION_IN_LEAD.sub(" ", METHOD_BEFORE_VERB.sub(" ", APPOSITIVE_METHOD.sub(
        " ", text[max(0, q.start - 160):q.start])))[-90:]
    m = _OPEN_LEAD.search(window)
    tail = _sample_tail().search(m.group("phrase")) if m else None
    if tail:
        # "the carbonation depth of the fly ash concrete was": the sample's words take no room from the property's
        window = window[:m.start("phrase") + tail.start()] + window[m.end("phrase"):]
        m = _OPEN_LEAD.search(window)
    if m and re.search(r"\b(?:that|those)\s+(?:of|for|in)\b", m.group("phrase"), re.I):
        return ""          # "whereas that of the Ni-containing joints was 3.1 μm": the property named before, carried
    found = _lead_phrase(m.group("phrase"), q) if m else ""
    if found and re.search(r"\b(?:reach|achiev|show|exhibit|retain|display|deliver)\w*\s*(?:\S+\s*){0,2}$",
                           m.group(0), re.I) and not property_like(found.split("_")[-1]):
        found = ""                      # "Toyota achieved 1.9 wt%": who reached it, not what
    if found:
        return found
    # "retaining 1.66 wt% capacity", "95.95% capacity retention": a known head noun right after the value
    t = _OPEN_TRAIL.match(text, q.end)
    words = t.group("phrase").lower().split() if t else []
    ok = words and head_fits(words[-1], q.unit) and words[0] not in _OPEN_SKIP and not condition_alone(words[-1])
    return "_".join(words) if ok else ""


_MATERIAL_TAIL = re.compile(r"\s+(?:of|for|in)\s+(?:the\s+|this\s+|these\s+|both\s+|all\s+|each\s+|our\s+)?"
                            r"(?:\w+\s+)?(?:alloys?|samples?|specimens?|materials?|powders?|composites?|hydrides?|"
                            r"compounds?|films?|electrodes?|catalysts?|membranes?|coatings?|fib(?:er|re)s?)\s*$", re.I)


# prepositions and linking words inside a lead: the property is what follows them
_OPEN_CUT = _OPEN_SKIP | {"under", "after", "before", "during", "within", "upon", "via", "through", "per", "than",
                          "into", "up", "when", "while", "where", "whereas", "because", "due", "respectively",
                          "approximately", "about", "around", "nearly", "total", "demonstrates", "demonstrated",
                          "enable", "enables", "shows", "show", "exhibit", "exhibiting", "exhibited", "having",
                          "has", "increased", "decreased", "reduced", "improved", "enhanced", "outstanding",
                          "exceptional", "remarkable"}


def _not_property_head(word: str) -> bool:
    """A head noun that names no property: a method, a tool, a place, a part of a text, a specimen, a count, or a
    statistic alone ("an average of 300 MPa": of what?) — the catalogue's word classes."""
    v = cat().vocabulary
    return any(v.has(t, word) for t in ("not_property_heads", "statistic_words", "specimen_nouns", "count_nouns"))


# a lead that ends in these is a test condition ("under a hydrogen pressure of 25 bar", "at a temperature of")
_CONDITION_LEAD = re.compile(r"\b(?:under|at|in|with)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}$", re.I)


@lru_cache(maxsize=1)
def _sample_tail() -> re.Pattern:
    """"… of the fly ash concrete", "… of the as-sprayed bond coat": a phrase's tail naming the sample by a noun of
    the catalogue's material classes, bulk materials or specimens, with up to three words before it, or by a formula,
    a code or an acronym."""
    nouns = {w for t in ("material_class_nouns", "bulk_material_nouns", "specimen_nouns") for w in cat().vocabulary[t]}
    alt = "|".join(sorted((re.escape(n) for n in nouns), key=len, reverse=True))
    # (or by its formula, code or acronym: "the spinodal temperature of AA6061 was", "… of W-1wt%Y2O3")
    return re.compile(rf"\s+(?:of|for|in)\s+(?:the\s+|this\s+|these\s+|both\s+|all\s+|each\s+|our\s+)?"
                      rf"(?:(?:[\w-]+\s+){{0,3}}(?i:{alt})|(?-i:[A-Z][\w\-–%.]*[\dA-Z][\w\-–%.]*))\s*$", re.I)


# "of" and up to four words of a thing written as common nouns (no code, formula or acronym): "of Brønsted acid sites"
_COMMON_NOUNS_AFTER_OF = re.compile(r"\bof\s+(?:(?![A-Z]{2})[A-Za-z\u00C0-\u024F-]+\s+){0,3}[a-z]+s\s*$")


def _lead_phrase(phrase: str, q: "Quantity") -> str:
    phrase = _sample_tail().sub("", _MATERIAL_TAIL.sub("", phrase))
    # (a speed is the setting a test or a process ran at, "at a crosshead speed of 1 mm/min", "at a blade speed of")
    if (q.unit in ("bar", "mbar", "Pa", "kPa", "MPa", "atm", "K", "°C") or q.unit and compatible(q.unit, "m/s")) \
            and _CONDITION_LEAD.search(phrase + " ") \
            and not re.search(r"\b(?:plateau|equilibrium|absorption|desorption|onset|peak|melting)\b", phrase, re.I):
        return ""                               # "under hydrogen pressures of 25 bar": a condition
    # (a possessive's "s", which the phrase may start with past its apostrophe, is no word: "the concrete’s age")
    words = [w.lower().strip("-–,") for w in re.sub(r"[’']s\b", "", phrase).split()]
    words = words[1:] if words[:1] == ["s"] else words
    words = [w for w in words if not (w.endswith("ly") and len(w) > 4 and w not in ("family", "assembly", "anomaly"))]
    while words and (words[0] in _OPEN_SKIP or words[0] in ELEMENT_NAMES and words[0] not in words_of("gas_names")):
        words.pop(0)                                # ("hydrogen storage capacity" keeps its gas)
    # (a verb of making is a cut too: "thiophene afforded efficiencies up to 9.20%")
    cut = max((i for i, w in enumerate(words) if w in _OPEN_CUT or w in words_of("synthesis_words")), default=-1)
    if cut > 0 and words[cut] in ("during", "upon") and words[cut - 1] not in _OPEN_CUT and cut < len(words) - 1:
        start = max((i for i, w in enumerate(words[:cut]) if w in _OPEN_CUT), default=-1)
        words = words[cut + 1:] + words[start + 1:cut]     # "plateau pressure during desorption"
    elif cut > 0 and words[cut] == "of" and property_like(words[cut - 1]) and words[cut - 1] not in _OPEN_CUT \
            and len(words) - cut <= 4 and re.search(r"[a-z](?<![su])s$", words[-1]) \
            and not property_like(words[-1][:-1]) and _COMMON_NOUNS_AFTER_OF.search(phrase):
        # "the density of Brønsted acid sites": a quantity of a thing the words after "of" name, read as one name
        words = words[cut + 1:-1] + [_singular(words[-1]), words[cut - 1]]
    else:
        words = words[cut + 1:]                     # a verb or preposition inside: keep what follows it
    if words and (_not_property_head(words[-1]) or words[-1] in ELEMENT_NAMES
                  or any(cat().vocabulary.has("not_property_words", w) or "." in w or "/" in w for w in words)
                  or words[-1].capitalize() in ELEMENTS or any(w.endswith("ing") and i == len(words) - 1
                                                                for i, w in enumerate(words))):
        return ""
    words = [w for w in words if w][-4:]
    # (a short formula is a word of a name: "an NH3 yield of", "the CO2 uptake")
    if not words or not all(re.fullmatch(r"[^\W\d_][^\W\d]*(?:[-–'’][^\W\d_]+)*", w)
                            or len(w) <= 6 and re.fullmatch(r"(?:[a-z]{1,2}\d*)+", w) and re.search(r"\d", w)
                            and i < len(words) - 1 and property_like(words[-1]) for i, w in enumerate(words)) \
            or any(find_quantities(f"1 {w}") for w in words[-1:]):
        return ""                                   # digits, symbols or a unit ("°C") are no property name
    if words[-1].endswith("s") and not words[-1].endswith(("ss", "us", "is")):
        words[-1] = _singular(words[-1])            # ("efficiencies" -> "efficiency")
    head = words[-1]
    if head_fits(head, q.unit) is False:
        return ""
    if q.unit in CONDITION_UNITS | {"bar", "Pa", "kPa", "MPa", "s"} and len(words) < 2 and head_fits(head, q.unit) is None:
        return ""
    if len(words) == 1 and condition_alone(head):   # "a temperature of 300 K": a condition, not a property
        return ""
    return "_".join(words)


# "…, and the γ/γ′ lattice misfit −0.28%", "and the void number density 3.1 × 10^20 m−3": a second value whose verb is
# left out, written right after its own noun phrase
_ELLIPSIS = re.compile(r"(?:,\s*|\s)(?:and|while|whereas|but)\s+(?:the|its|their)\s+"
                       r"(?P<phrase>(?:[^\s,;:()]+\s+){0,4}[^\W\d_][\w\-–′'’]*)\s*"
                       rf"(?:only\s+|{HEDGE})?$")


def ellipsis_property(text: str, q: "Quantity") -> tuple[int, str] | None:
    """The property of a value written after its own noun phrase with the verb left out ("the volume fraction was
    70% and the lattice misfit −0.28%"), as (where the phrase starts, its open-vocabulary id, "" when the phrase names
    a quantity the value cannot be read as); None when the value is not so written or the phrase names no quantity.
    A symbol or a phase written in the phrase ("γ/γ′") is no part of the name."""
    window = max(0, q.start - 80)
    m = _ELLIPSIS.search(text[window:q.start])
    if m is None:
        return None
    # (the phrase ends before a setting of it: "and the volume change at the transition 1.2%" is a volume change)
    words = re.split(r"\s+(?:at|under|after|during|for|with|in|on|upon)\s+", m.group("phrase"))[0].split()
    plain = next((i for i in range(len(words), 0, -1)
                  if not re.fullmatch(r"[^\W\d_][^\W\d_\-–]*(?:[-–][^\W\d_]+)*", words[i - 1])), 0)
    raw = " ".join(words[plain:])
    named = cat().by_name(raw) if raw else None
    if named is not None:
        return window + m.start("phrase"), named.id
    phrase = _lead_phrase(raw, q) if raw else ""
    if not phrase or not property_like(phrase.split("_")[-1]):
        # a phrase whose head names a quantity the value cannot be read as ("and the onset of crystallization
        # 420 °C" had no name the catalogue knows): no property, rather than the one named before the first value
        return (window + m.start("phrase"), "") if words and property_like(words[-1].lower()) else None
    return window + m.start("phrase"), phrase


# --- open vocabulary by dependencies (spaCy): the noun a value hangs on ---------------------
# a change named as a noun ("a slight decrease in hydrogen absorption"): the property is what changes


# "absorbed 1.56 wt.% hydrogen": the verb, as a noun, with what was absorbed


# nouns that stand for the material or the study, not for a property


# what an amount is of, written after it ("1.9 wt% hydrogen storage")




def _verb_nouns():
    """A verb of what a material does with a substance, to the property's noun ("absorb" -> "absorption")."""
    return cat().vocabulary.verb_nouns


def _gas_name(word: str) -> str:
    """An elemental gas written as its formula by the element's name ("H2" -> "hydrogen": "absorbed 3.6 wt% H2" is a
    hydrogen absorption), else the word in lower case."""
    m = re.fullmatch(r"([A-Z][a-z]?)[2₂]", word)
    return ELEMENTS[m.group(1)].lower() if m and m.group(1) in ELEMENTS else word.lower()


def _phrase_of(tok) -> str:
    """The noun phrase a noun heads, as written: its compound and adjective modifiers and the noun."""
    if (tok.lemma_.lower() in words_of("change_nouns") or tok.lemma_.lower() in words_of("change_of_nouns")):
        for prep in (c for c in tok.children if c.dep_ == "prep" and c.lower_ in ("in", "of")):
            for obj in (c for c in prep.children if c.dep_ == "pobj"):
                return _phrase_of(obj)
    mods = [c for c in tok.children if c.i < tok.i and c.dep_ in ("compound", "amod", "nmod")]
    first = min([tok.i] + [c.left_edge.i for c in mods])
    words = [t for t in tok.doc[first:tok.i + 1] if t.pos_ not in ("DET", "NUM", "PUNCT", "PRON")]
    return " ".join(t.text for t in words[:-1]) + (" " if len(words) > 1 else "") + tok.lemma_.lower()


def _materialish(tok, materials: list["Mention"]) -> bool:
    if tok.lemma_.lower() in words_of("generic_nouns") or tok.pos_ == "PRON":
        return True
    if any(m.start <= tok.idx < m.end for m in materials):
        return True
    # a sample label ("HNCN", "N2CN", "Alloy_1"): upper case or digits inside a proper noun
    return tok.pos_ == "PROPN" and bool(re.search(r"[A-Z].*[A-Z0-9_]|\d", tok.text))


def dependency_property(text: str, q: "Quantity", materials: list["Mention"]) -> str:
    """The property a value belongs to, read from the dependency parse when no pattern found it:
    "The particle sizes of both alloys are approximately 200 μm" -> particle_size; "hydrogen
    utilization ratio for HNCN (93.10%)" -> hydrogen_utilization_ratio; "absorbed 1.56 wt.% hydrogen"
    -> hydrogen_absorption. Same checks as the patterns (head noun against unit, conditions)."""
    if q.unit in ("s^-1", "K/min"):
        return ""
    try:
        doc = parse(text)
    except Exception:      # no parser: the patterns stand alone
        return ""
    span = [t for t in doc if q.start <= t.idx < q.end]
    if not span:
        return ""
    top = next((t for t in span if not (q.start <= t.head.idx < q.end) or t.head.i == t.i), span[-1])
    # "VALUE UNIT NOUN": the noun after the value ("1.66 wt% capacity", "1.56 wt.% hydrogen")
    nxt = doc[span[-1].i + 1] if span[-1].i + 1 < len(doc) else None
    if nxt is not None and nxt.pos_ == "NOUN" and (top.head.i == nxt.i or nxt.head.i == top.i):
        noun = nxt
        while noun.i + 1 < len(doc) and doc[noun.i + 1].pos_ == "NOUN" and doc[noun.i + 1].dep_ != "pobj":
            noun = doc[noun.i + 1]
        gov = noun.head if noun.head.i != noun.i else top.head
        for v in (gov, top.head):
            if v.pos_ == "VERB" and v.lemma_.lower() in _verb_nouns() and noun.lower_ in words_of("substance_words"):
                return _lead_phrase(f"{_gas_name(noun.text)} {_verb_nouns()[v.lemma_.lower()]}", q)
        head = noun.lemma_.lower()
        if head_fits(head, q.unit) is not None and not condition_alone(head) or \
                q.unit in ("%", "wt%", "at%", "vol%", "mol%") and head in words_of("amount_nouns"):
            return _lead_phrase(" ".join(t.text for t in doc[nxt.i:noun.i + 1]), q)
        if noun.lower_ not in words_of("substance_words"):
            return ""
    t = top
    for _ in range(10):
        h = t.head
        if h.i == t.i:
            break
        if t.dep_ == "pobj" and h.dep_ == "prep":
            target = h.head
            if target.dep_ == "pobj" and target.head.lower_ in ("under", "at", "with") and \
                    q.unit in ("bar", "mbar", "Pa", "kPa", "MPa", "atm", "K", "°C"):
                return ""                              # "under hydrogen pressures of 25 bar": a condition
            if h.lower_ in ("of", "for", "in", "with") and target.pos_ in ("NOUN", "PROPN"):
                found = "" if _materialish(target, materials) else _lead_phrase(_phrase_of(target), q)
                if found:
                    return found
                t = target
                continue
            if target.pos_ in ("VERB", "AUX") and h.lower_ in ("to", "from", "of", "by", "until", "till"):
                t = h
                continue
            return ""                                  # "at 298 K", "under 80 bar": a condition
        if h.pos_ in ("VERB", "AUX"):
            if t.dep_ in ("dobj", "attr", "oprd") and h.lemma_.lower() in _verb_nouns():
                return ""                              # "absorbed 1.5 wt%" with nothing absorbed named
            obj = next((c for c in h.children if c.dep_ == "dobj"), None) if t.lower_ == "from" else None
            if obj is not None and obj.pos_ in ("NOUN", "PROPN") and not _materialish(obj, materials):
                # "incorporation of EDTAK shifted the conduction band minimum of SnO2 from −3.69 to −3.95 eV": what
                # the change is of is the verb's object, not its subject (the cause)
                return _lead_phrase(_phrase_of(obj), q)
            subj = next((c for c in h.children if c.dep_ in ("nsubj", "nsubjpass")), None)
            if subj is not None and subj.pos_ in ("NOUN", "PROPN") and not _materialish(subj, materials):
                found = _lead_phrase(_phrase_of(subj), q)
                if h.lemma_.lower() != "be" and found and not property_like(found.split("_")[-1]):
                    return ""             # "Toyota achieved 1.9 wt%": the subject did it, it is not measured
                return found
            if h.dep_ in ("relcl", "acl", "advcl", "xcomp", "conj", "ccomp", "pcomp") and subj is None:
                t = h
                continue
            return ""
        if h.pos_ in ("NOUN", "PROPN") and t.dep_ in ("appos", "nmod", "npadvmod", "dep", "conj", "nummod",
                                                     "compound", "amod"):
            found = "" if _materialish(h, materials) else _lead_phrase(_phrase_of(h), q)
            if found:
                return found
        t = h                              # a symbol ("H/M = 1.07 (1.81 wt %)"), a number, a label: go on up
    return ""


def standard_value(value, unit: str, pid: str):
    if pid not in PROPERTIES:          # an open-vocabulary property: its values stay as written
        return value, unit
    std_unit = PROPERTIES[pid][0]
    try:
        if isinstance(value, tuple):
            return tuple(convert(v, unit, std_unit) for v in value), std_unit
        return convert(value, unit, std_unit), std_unit
    except Exception:   # a unit pint cannot convert: keep as written
        return None, std_unit


def symbol_like(word: str) -> bool:
    """A quantity's symbol rather than a word: Greek or other non-ASCII letters, letters with digits, or
    letters that are no English word ("cmax", "pabs", "ΔHabs", "Peq")."""
    w = re.sub(r"[^\w]", "", word.lower())
    if not w or len(w) > 8:
        return False
    if not w.isascii() or re.search(r"\d", w):
        return True
    from wordninja import DEFAULT_LANGUAGE_MODEL
    return w not in DEFAULT_LANGUAGE_MODEL._wordcost


def _singular(phrase: str) -> str:
    """A phrase with its last noun's regular plural made singular ("acid sites" -> "acid site", "vacancies" ->
    "vacancy"; "stress" and "modulus" stay)."""
    if phrase.endswith("ies"):
        return phrase[:-3] + "y"
    return phrase[:-1] if phrase.endswith("s") and not phrase.endswith(("ss", "us")) else phrase


# "the coloration and bleaching times were 4.2 s and 2.8 s", "the optical modulation and the switching time were …":
# the names before the verb that a "respectively" list of values takes in order
_NAMES_LEAD = re.compile(r"\b(?:the|its|their)\s+(?P<np>[^;:()=]+?)\s+(?:were|are|was|is|reached|became|of)\s+"
                         rf"(?:only\s+|{HEDGE})?$", re.I)


def listed_names(lead: str, values: list["Quantity"]) -> list[str]:
    """The properties of a "respectively" list of values, named in the same order before its verb, one per value:
    catalogue ids, or open-vocabulary ids where the catalogue has no such name. Names sharing a plural head noun
    share it ("the rise and fall times" are a rise time and a fall time). [] unless every value gets a name whose head
    fits its unit."""
    m = _NAMES_LEAD.search(lead)
    if m is None:
        return []
    np = re.split(r"\s+(?:of|for|in|at|under)\s+", m.group("np"))[0]
    if not re.search(r"\band\b", np):
        return []           # no list: "In the as-built state, the yield strengths of …" (a comma, no "and")
    items = [re.sub(r"^(?:the|its|their)\s+", "", i.strip(), flags=re.I)
             for i in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", np)]
    if len(items) != len(values) or len(items) < 2 or not all(0 < len(i.split()) <= 4 for i in items):
        return []
    # (items that end in no quantity's noun take the last one's plural head: "the martensite start, martensite finish,
    # austenite start and austenite finish temperatures")
    head = items[-1].split()
    if len(head) >= 2 and head[-1].endswith("s") and all(
            cat().by_name(i) is None and (len(i.split()) == 1 or not property_like(i.split()[-1].lower()))
            for i in items[:-1]):
        items = [f"{i} {head[-1]}" for i in items[:-1]] + [items[-1]]
    # (a lone noun after a first name of several words shares its modifiers, when that makes a catalogue name: "the
    # Marshall stability and flow" are a Marshall stability and a Marshall flow, "the flexural strength and modulus"
    # a flexural strength and a flexural modulus)
    modifiers = " ".join(items[0].split()[:-1])
    if modifiers:
        items = [items[0]] + [f"{modifiers} {i}" if len(i.split()) == 1 and cat().by_name(i.lower()) is None
                              and cat().by_name(_singular(f"{modifiers} {i}").lower()) is not None else i
                              for i in items[1:]]
    out = []
    for item, q in zip(items, values):
        # (each name singular: "times" alone is a count, "the bleaching time" a property)
        item = _singular(item)
        named = cat().by_name(item.lower())
        pid = named.id if named is not None and accepts(named.id, q.unit) else canonical_property(_lead_phrase(item, q))
        if not pid or pid in cat().properties and not accepts(pid, q.unit):
            return []
        out.append(pid)
    return out
