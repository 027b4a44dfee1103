"""Values with units: finding them in text and normalising them with pint.

One place for unit handling, used by the recogniser (measurements), G-RAG retrieval (matching
conditions) and the evaluation (is "0.29 GPa" the same as "290 MPa"?).

A unit is read by one grammar, not one pattern per unit: a sequence of unit *atoms* (a base symbol from
``ATOMS`` with one of the SI prefixes it takes: "mW", "cm", "µΩ", "kh"), each with an exponent written any
way papers write it ("cm2", "cm²", "cm^2", "cm−2", "cm-2", "cm–2", "cm⁻²", "cm^(−2)"), joined by "/", "·",
"*", a space or nothing ("Scm−1", "Ωcm2"), "per" ("% per hour") and "/1000 h" (= "/kh"). The atoms are
checked with pint and written in one canonical spelling ("mW cm−2", "mW/cm2" and "mW·cm⁻²" are all
"mW/cm²"). The knowledge (atoms, prefixes, other spellings, what may stand alone) is in the tables below.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

# =====================================================================================================================
# Knowledge: unit atoms, prefixes and spellings
# =====================================================================================================================
# SI prefixes (each atom lists the ones it takes: "Mg" is magnesium, "pm" the afternoon, neither a unit)
PREFIXES = {"T": "tera", "G": "giga", "M": "mega", "k": "kilo", "c": "centi", "m": "milli", "µ": "micro",
            "n": "nano", "p": "pico"}

# canonical base symbol -> (pint expression, the prefixes it takes)
ATOMS: dict[str, tuple[str, str]] = {
    # length, mass, time, temperature, amount
    "m": ("meter", "kcmµnp"), "Å": ("angstrom", ""), "g": ("gram", "kmµn"),
    "s": ("second", "mµn"), "min": ("minute", ""), "h": ("hour", "k"),       # kh: 1000 h ("%/kh")
    "year": ("year", ""),                 # only as a denominator: corrosion rates in mm/y, mm/year, mpy
    "day": ("day", ""), "week": ("week", ""),     # ages and exposures ("at 28 days", "the 28-day strength")
    "K": ("kelvin", ""), "°C": ("degC", ""), "mol": ("mole", "kmµn"),
    "Da": ("molar_dalton", "kM"),         # a polymer's molar mass: "Mn of 23.5 kDa"
    # electrochemistry, electronics, energy
    "A": ("ampere", "kmµnpM"), "V": ("volt", "kmµM"), "W": ("watt", "kmµMG"), "Ω": ("ohm", "kmµMG"),
    "S": ("siemens", "mµ"), "F": ("farad", "mµnp"), "C": ("coulomb", "mµnp"), "J": ("joule", "kmµM"),
    "Ah": ("ampere * hour", "m"), "Wh": ("watt * hour", "km"), "eV": ("electron_volt", "mkM"),
    "Hz": ("hertz", "kMGT"), "N": ("newton", "kmµ"),
    # pressure
    "Pa": ("pascal", "kMGm"), "bar": ("bar", "mµk"), "atm": ("atm", ""), "Torr": ("torr", "m"),
    # volume, concentration (M is molar: "1 M KOH")
    "L": ("liter", "mµ"), "M": ("molar", "mµn"),
    # magnetism
    "T": ("tesla", "mµ"), "Oe": ("oersted", "k"), "emu": ("emu", ""), "µB": ("bohr_magneton", ""),
    "MGOe": ("megagauss_oersted", ""),          # a magnet's energy product ("45 MGOe", "64 MG·Oe")
    # customary units of stress and hardness ("120 ksi", "2000 kgf/mm²": a Vickers number per area)
    "psi": ("psi", ""), "ksi": ("ksi", ""), "gf": ("gram_force", "k"),
    # fractions, counts, hardness
    "%": ("percent", ""), "wt%": ("percent", ""), "at%": ("percent", ""), "vol%": ("percent", ""),
    "mol%": ("percent", ""), "ppm": ("ppm", ""), "HV": ("vickers", ""),
    # Brinell and Rockwell C hardness numbers: scales of their own, not convertible to Vickers or to each other
    "HBW": ("brinell", ""), "HRC": ("rockwell_c", ""),
    "dec": ("tafel_decade", ""),          # a decade of current: Tafel slopes in mV/dec
    "cycle": ("charge_cycle", ""),        # per cycle: capacity fade in %/cycle
    # a membrane's gas permeability (1 Barrer = 10^-10 cm³(STP) cm cm⁻² s⁻¹ cmHg⁻¹) and a photodetector's specific
    # detectivity (1 Jones = 1 cm Hz^1/2 W⁻¹): units of their own, compared with nothing else
    "Barrer": ("barrer", ""), "Jones": ("jones", ""),
    # a metal's conductivity as a share of the International Annealed Copper Standard ("78% IACS"): its own kind
    "%IACS": ("iacs_percent", ""),
    # light: a luminance in cd/m², an LED's current efficiency in cd/A, a luminous efficacy in lm/W
    "cd": ("candela", "k"), "lm": ("lumen", ""),
    # a level in decibels (a reflection loss, a shielding effectiveness, a dynamic range): a log ratio, its own kind
    "dB": ("decibel_level", ""),
    # a thermoplastic's melt flow: grams extruded in ten minutes ("4.1 g/10 min", ISO 1133)
    "g/10min": ("gram_per_ten_minutes", ""),
    # a scintillator's light yield counts photons per energy deposited ("52,000 photons/MeV", "40 000 ph/MeV")
    "photon": ("photon_count", ""),
    # a plane angle in degrees ("a water contact angle of 162°"), a dimension of its own: no share, no temperature
    "°": ("arc_degree", ""),
}
# units pint does not know, defined with a dimension of their own (an emu is not an A m², a Tafel decade and a
# charge cycle are not dimensionless: a fade per cycle must not be compatible with a percentage)
PINT_DEFINITIONS = ("vickers = [hardness_vickers] = HV", "brinell = [hardness_brinell]", "rockwell_c = [hardness_rockwell_c]",
                    "emu = [magnetic_moment_emu]",
                    "tafel_decade = [current_decade]", "charge_cycle = [cycle_count]",
                    # 1 MGOe = 10^6 G·Oe = 10^5/(4π) J/m³ (pint's own gauss·oersted is not the CGS energy density)
                    "megagauss_oersted = 7957.747154594767 * joule / meter ** 3",
                    "barrer = [gas_permeability]", "jones = [detectivity]", "arc_degree = [plane_angle]",
                    "decibel_level = [log_level]", "iacs_percent = [conductivity_iacs]",
                    "gram_per_ten_minutes = 0.1 * gram / minute", "photon_count = [photon]",
                    # a polymer's molar mass in (kilo)daltons: 1 kDa is 1 kg/mol (pint's dalton is a mass)
                    "molar_dalton = gram / mole")

# other spellings of an atom, prefix included: spelling -> canonical prefixed atom
ALIASES = {"ohm": "Ω", "Ohm": "Ω", "ohms": "Ω", "kohm": "kΩ", "kOhm": "kΩ", "mohm": "mΩ", "mOhm": "mΩ",
           "MOhm": "MΩ", "um": "µm", "ml": "mL", "µl": "µL", "hr": "h", "hrs": "h", "hour": "h", "hours": "h",
           "mins": "min", "minute": "min", "minutes": "min", "sec": "s", "second": "s", "seconds": "s",
           "decade": "dec", "decades": "dec", "cycles": "cycle", "cyc": "cycle", "KHz": "kHz",
           "y": "year", "yr": "year", "barrer": "Barrer", "Jones": "Jones", "days": "day",
           "weeks": "week", "wppm": "ppm", "ppmw": "ppm", "HB": "HBW", "HBS": "HBW",
           "photons": "photon", "ph": "photon", "micron": "µm", "microns": "µm", "micrometre": "µm",
           "micrometres": "µm", "micrometer": "µm", "micrometers": "µm"}
# "u" for the micro sign before any atom that takes it ("uA cm-2", "uS/cm", "ug"); not "us", a word
ALIASES.update({"u" + sym: "µ" + sym for sym, (_, prefixes) in ATOMS.items() if "µ" in prefixes and sym != "s"})
# canonical units that are common misprints of another, read as what the author meant: an area-specific resistance
# written "Ω cm−2" (no quantity of a material is in ohms per area; a sheet resistance is written Ω/sq)
MISPRINTED_UNITS = {f"{p}Ω/cm²": f"{p}Ω cm²" for p in ("", "m", "k")}
# characters written for the canonical ones (Greek mu for the micro sign, the ohm sign for omega)
# (written as escapes: an editor that normalises Unicode (NFC) turns the ohm and angstrom signs into the letters)
CHAR_SPELLINGS = {"\u03bc": "\u00b5", "\u2126": "\u03a9", "\u212b": "\u00c5"}
# spellings that are patterns, not strings: regex -> (atom with its prefix, exponent it carries)
ATOM_PATTERNS: list[tuple[str, str, int]] = [
    (r"A\s*(?:³|\^\s*3)\s*˚", "Å", 3),                     # Å as damaged PDFs write it: "A^3 ˚", "A ˚", "˚A"
    (r"A\s?˚|˚\s?A(?![a-z])", "Å", 1),
    (r"%\s?IACS\b", "%IACS", 1),
    (r"[µμ]\s(?=m(?![A-Za-z]))m", "µm", 1),               # the micro sign set apart from the metre ("5 μ m")
    (r"g\s?/\s?10\s?min\b", "g/10min", 1),
    # an amount of a named gas: "554 μmol O2 g−1", "1260 µmol H2 h−1 g−1", "2.1 mmol CO2 g−1" (the gas is no unit)
    (r"[µμ]mol\s?(?:O2|H2|CO2|CO|CH4|N2|NH3|H2O)(?![A-Za-z\d])", "µmol", 1),
    (r"mmol\s?(?:O2|H2|CO2|CO|CH4|N2|NH3|H2O)(?![A-Za-z\d])", "mmol", 1),
    # a mass of what is weighed, named after it: "A mgPt−1", "m2 gPt−1", "mmol gcat−1 h−1" (a platinum or catalyst mass)
    (r"mg\s?(?:Pt|Pd|Ir|Ru|Rh|Au|Ag|PGM|cat|metal)(?![a-z])", "mg", 1),
    (r"[µμ]g\s?(?:Pt|Pd|Ir|Ru|Rh|Au|Ag|PGM|cat|metal)(?![a-z])", "µg", 1),
    (r"(?<![A-Za-z])g\s?(?:Pt|Pd|Ir|Ru|Rh|Au|Ag|PGM|cat|metal)(?![a-z])", "g", 1),
    (r"wt\s*\.?\s*%", "wt%", 1), (r"at\s*\.?\s*%", "at%", 1), (r"vol\s*\.?\s*%", "vol%", 1),
    (r"mol\s*\.?\s*%", "mol%", 1),
    (r"HV(?:\s?\d+(?:\.\d+)?)?", "HV", 1),                  # "HV0.5": the load belongs to the unit
    # the degree sign as PDFs write it: "°" (U+00B0), the ordinal "º" (U+00BA), the ring "˚" (U+02DA; before C only,
    # as "˚A" is an Å), or the letter o ("oC")
    (r"°\s*C|[º˚]\s*C(?![a-z])|℃|oC(?![a-z])", "°C", 1),
    (r"[°º](?!\s?[CFK](?![a-z]))", "°", 1),                 # an angle: "162°", "a tilt of 30 °", "2θ = 4.62º"
    (r"m\s?[·⋅∙]\s?W", "mW", 1),                            # "m·W·cm−2": the prefix set apart
    (r"MG\s?[·⋅∙]\s?Oe", "MGOe", 1),                        # "64 MG·Oe"
]
# atoms that stand only alone (a composition "wt%" or a hardness "HV" is never part of a product)
ALONE_ONLY = {"wt%", "at%", "vol%", "mol%", "HV", "HBW", "HRC", "°", "%IACS", "g/10min"}
# atoms that are only ever divided by ("mV/dec", "%/cycle")
DENOMINATOR_ONLY = {"dec", "cycle", "year"}
# atoms that take a digit glued without a sign as a positive exponent ("cm2", "m2", "Å3"; not "nm3", "h7":
# a footnote mark); the spellings that may carry one
BARE_EXPONENT_AFTER = ("km", "cm", "mm", "µm", "μm", "um", "\u00c5", "\u212b")      # and "m" itself
# order of atoms inside a canonical spelling: lengths after the rest ("Ω cm²", "MPa m^1/2"); in a denominator,
# temperature then time last ("J/(mol K)", "cm²/(V s)", "µmol/(g h)")
NUMERATOR_RANK = {"m": 1, "Å": 1}
DENOMINATOR_RANK = {"K": 2, "s": 3, "min": 3, "h": 3}

# a single Latin letter as a whole unit is read only as a separate token right after a number, not followed by
# a letter or digit ("5 V", not "4V" in "Ti-6Al-4V" nor "V2" in a formula); K, h and T may be glued ("300K",
# "4h") and take a footnote digit ("50 h7"), as they always did. "C" alone is never a unit: after a number it is
# a battery C-rate ("0.5 C", "1C") or a degree sign lost in extraction ("25 C"), so it is left out.
SINGLE_LETTER_UNITS = {"V", "A", "S", "F", "M", "W", "J", "N", "g", "m", "K", "T", "h", "s"}
SINGLE_LETTER_GLUED = {"K", "h", "T"}
# never a unit by themselves: "C" (above), "L" ("316 L", "434 L": stainless steel grades; litres are rare in
# these papers and read in "mL", "L/min", "mol/L"), "N/A" (not available), "MA" (methylammonium of a perovskite;
# megaamperes come per area: "3 MA/cm²", a superconductor's critical current density)
NEVER_ALONE = {"C", "L", "N/A", "n/a", "MA"}
# a unit of its own written after "/" alone ("10−3/s" is 10^-3 s^-1; "1/T" and "10.1023/A" are no values)
SLASH_ALONE = {"s", "min", "h"}
# single letters that are as often something else (an article, an element): not when a word follows that is not a
# function word ("2 S atoms", "step 3 A new", but "5 A and 10 A", "1 M KOH")
SINGLE_LETTER_WORD_AFTER = {"A", "S", "N", "F"}
FUNCTION_WORDS = {"and", "or", "at", "in", "for", "of", "to", "with", "from", "than", "was", "were", "is", "are",
                  "respectively", "under", "after", "before", "vs", "versus", "per", "on", "by", "during", "while",
                  "when", "which", "that", "as", "between", "over", "up", "down", "higher", "lower", "more",
                  "less", "each", "solution", "aqueous", "applied", "current", "bias", "load"}
# a label word before the number: "Fig. 2 S", "step 3 A", "Table 1 V" are no values
LABEL_BEFORE = re.compile(r"(?:\b(?:fig(?:ure)?s?|tables?|eqs?|equations?|sections?|sect|steps?|stages?|schemes?|"
                          r"routes?|samples?|specimens?|nos?|parts?|types?|cases?|refs?|chapters?|groups?|regions?|"
                          r"zones?|points?|lines?|series|conditions?|batch(?:es)?|runs?|tests?|methods?|modes?|"
                          r"levels?|phases?|sites?|peaks?|alloys?|curves?)\.?\s*\(?\s*)$", re.I)

# a value written with a qualifier immediately before it: "~" about, bounds ">", "<", "≥", "≤"
QUALIFIERS = {"~": ("≈", "∼", "~", "≃", "about", "approximately", "approx.", "around", "roughly", "nearly",
                    "almost", "ca.", "circa"),
              ">": (">", "above", "over", "more than", "higher than", "greater than", "larger than", "exceeding",
                    "in excess of", "exceeds", "exceeded", "surpasses", "surpassed"),
              "<": ("<", "below", "bellow", "less than", "lower than", "smaller than"),
              "≥": ("≥", "⩾", ">=", "at least", "not less than", "no less than"),
              "≤": ("≤", "⩽", "<=", "at most", "up to", "not more than", "no more than")}

# a fraction unit written as a composition ("Mg-10wt.%V", "30 at% Ni", "Ti-5 wt% Fe"): not a measured value
# (a hydrogen content "1.5 wt% H2", "wt.%-H" and a parenthesis that is not a formula are values)
# (nor a gas's uptake: "1.47 wt% CO2", "2.1 wt% CH4", "0.8 wt% N2": a molecule of non-metals, two atoms or more)
_COMPOSITION_AFTER = re.compile(r"\s*(?!H\s*[2₂]?(?![a-z])|D\s*[2₂](?![a-z]))"
                                r"(?!(?:(?:C|H|N|O|S|F|Cl)\d*){2,}(?![a-z\d])|(?:N|O|F|Cl)[2₂](?![a-z\d]))"
                                r"(?:[A-Z][a-z]?(?![a-z])|\((?=[A-Z]))")
_COMPOSITION_BEFORE = re.compile(r"[A-Z][a-z]?\s*[-–]\s*$")
FRACTION_UNITS = {"wt%", "at%", "vol%", "mol%"}

# units of the conditions a value is measured under (test temperature, strain rate, duration) rather than of
# values themselves: an answer's "at 77 K" cites nothing, a ground truth's "at 77 K" is not a value to check
TEST_CONDITION_UNITS = frozenset({"K", "°C", "s^-1", "h", "min", "day", "week"})


# =====================================================================================================================
# The grammar, built from the tables
# =====================================================================================================================
def _trie_regex(words: list[str]) -> str:
    """One regex for a set of strings, as a character trie (longest match first, no long alternations)."""
    trie: dict = {}
    for w in words:
        node = trie
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = {}

    def build(node: dict) -> str:
        alts = [re.escape(ch) + build(child) for ch, child in sorted(node.items()) if ch]
        if not alts:
            return ""
        body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
        return f"(?:{body})?" if "" in node else body
    return build(trie)


def _spellings() -> dict[str, tuple[str, str]]:
    """Every plain spelling of a prefixed atom -> (canonical prefix, canonical base symbol)."""
    out: dict[str, tuple[str, str]] = {}
    for sym, (_, prefixes) in ATOMS.items():
        for p in prefixes:
            out[p + sym] = (p, sym)
        out[sym] = ("", sym)
    for spelling, canon in ALIASES.items():
        out[spelling] = _split_prefix(canon, out)
    for spelling, pair in list(out.items()):
        for alt, canon_ch in CHAR_SPELLINGS.items():
            if canon_ch in spelling:
                out[spelling.replace(canon_ch, alt)] = pair
    return out


def _split_prefix(canon: str, known: dict[str, tuple[str, str]]) -> tuple[str, str]:
    if canon in known:
        return known[canon]
    return canon[0], canon[1:]


_SPELLING = _spellings()
_ATOM = "|".join([p for p, _, _ in ATOM_PATTERNS] + [_trie_regex(sorted(_SPELLING))])
_ATOM_PATTERN_RES = [(re.compile(p), a, e) for p, a, e in ATOM_PATTERNS]
# (and a gram squared, as a parabolic oxidation rate constant is written: "3.1 × 10−13 g2 cm−4 s−1", "mg2 cm−4 s−1")
_BARE = "|".join([f"(?<={re.escape(s)})" for s in BARE_EXPONENT_AFTER]
                 + [r"(?<=m)(?<![^\W\d_]m)", r"(?<=g)(?<![^\W\d_]g)(?=2\s?[cm])", r"(?<=mg)(?=2\s?[cm])"])
# an atom's exponent (never a percent's: "20.1%^3" cites reference 3)
_EXP = (r"(?<!%)(?:⁻?[¹²³⁴]|½"
        r"|\s?\^\s?(?:\(\s?[-−–]?\s?\d(?:\.\d+)?(?:\s?/\s?\d)?\s?\)|\{[-−–]?\d\}|[-−–]?\s?\d(?:\.\d+)?(?:\s?/\s?\d)?)"
        r"|\s?−\s?[1-4](?!\d|[.,]\d)"             # Unicode minus, spaced in damaged text ("mol −1")
        r"|[-–][1-4](?!\d|[.,]\d)"                 # hyphen, en dash ("cm-2", "cm–2")
        # set apart by a PDF's text, before another atom's exponent, the end, a bracket or a word ("cm^2 V -1 s^-1",
        # "V -1 s -1 and", "q z = 0.34 Å -1 (corresponding to …")
        r"|(?<=[^\W\d_])\s[-–−][1-4](?=\s?[A-Za-zµμΩ\u2126\u00c5\u212b]{1,3}\s?(?:\^\s?)?[-–−]\s?[1-4]|\s*$|\s*[,;.)\]](?!\d)|\s\((?!\d)"
        r"|\s+(?:and|or|at|for|in|with|was|were|is|are|which|after|under|respectively|than)\b)"
        rf"|(?:{_BARE})[23](?!\d|[.,]\d)"         # "cm2", "Å3"
        r"|(?<=m)\s?1\s?/\s?2)")                    # "MPa m1/2"
_AX = rf"(?:{_ATOM})(?:{_EXP})?"
_AXX = rf"(?:{_ATOM})(?:{_EXP})"
_SEP = r"\s?[·⋅∙•*]\s?"
_DEN = (rf"\s?/\s?(?:\(\s?{_AX}(?:(?:{_SEP}|\s)?{_AX})*\s?\)|(?:1000\s?)?{_AX})"
        rf"|\sper\s(?:1000\s?)?{_AX}")
# products written without an exponent that belong together: "Ω cm", "Ωcm", "mA h", "W h", "cm2/Vs", "MPa√m"
_PAIR = (r"(?:(?<=[\u03a9\u2126])|(?<=[oO]hm))\s?(?:c|µ|μ)?m(?![\d²³^⁻−-])"
         r"|(?<=[AW])\s?h(?![^\W\d_])|(?<=V)s(?![^\W\d_])|(?<=/V)\ss(?![^\W\d_])"        # "cm^2/V s"
         r"|(?<=Pa)\s?s(?![^\W\d_])"                                  # a viscosity: "78 mPa s", "1.2 Pa s"
         # "W/mK", "W/m K", "J/g K": per kelvin too (not a letter an equation's number follows, "kJ/mol K (10)")
         r"|(?:(?<=/m)|(?<=/cm)|(?<=/g)|(?<=/mol))\s?K(?![^\W\d_])(?!\s?\(\d{1,3}\))"
         r"|(?<=/N)\s?m(?![^\W\d_])"                                 # "mm3/Nm", "mm³/N m": per newton metre
         r"|\s?[·⋅]?\s?√\s?(?:µ|μ)?m")
_TAIL = r"(?:\s?(?:of\s)?H\s?[2₂]?)"                 # "kJ/mol H2": per mole of hydrogen
_END = r"(?:(?<=[−\-–⁻][1-4])|(?<=[¹²³⁴])|(?![^\W\d_]))"   # no letter after a unit, unless after "cm−1and"
# a unit as written: atoms and their exponents, joined
UNIT_RE = rf"(?:/\s?{_AX}|{_AX})(?:{_SEP}{_AX}|\s?{_AXX}|{_PAIR}|{_DEN})*{_TAIL}?{_END}"

# numbers: "9.74 × 10−4", "5.7 x 10^-2", "1.2e-3", "10−3" (a power of ten alone), "15,000", "−500"
_DEC = r"\d+(?:\.\d+)?"
_POW = (r"(?:\s?\^\s?\(?[-−–+]?\s?\d{1,2}\)?|−[1-9]\d?(?![\d.])|[–-][1-9](?![\d.,])"
        r"|⁻?[¹²³⁴⁵⁶⁷⁸⁹][⁰¹²³⁴⁵⁶⁷⁸⁹]?)")
_SCI = rf"{_DEC}\s?(?:[×✕x·⋅]\s?10{_POW}|×\s?10[1-9]\d?(?![\d.,]))"   # "× 107": a superscript flattened
_ENOT = r"\d+(?:\.\d+)?[eE][-+−]?\d{1,3}(?![\w.])"
_P10 = rf"(?<![×✕·⋅x]\s)(?<![×✕·⋅x])10{_POW}"
# (thousands set apart by a space, as SI typesetting writes them: "10 000 cycles", "45 000 cd m−2"; with an ordinary
# space only after two or three digits, or before a group that starts with 0 ("1 000 MPa"), so "sample 1 100 nm"
# stays a label and a value)
THOUSANDS = r"(?:\d{1,3}(?:[\u2009\u202f\u00a0]\d{3})+|\d{2,3}(?: \d{3})+|\d(?: 0\d{2})(?: \d{3})*)(?!\d|[.,]\d)"
# (thousands set apart by commas: "15,000", "1,350.5")
COMMA_THOUSANDS = r"\d{1,3}(?:,\d{3})+"
_NUM = rf"(?:[-−]|(?<![^\s(\[=:])–)?(?:{_SCI}|{_ENOT}|{_P10}|{COMMA_THOUSANDS}(?:\.\d+)?|{THOUSANDS}|{_DEC})"
# value, optional range end, optional ±, then the unit (a hyphen between them: "850-nm-thick", "10-min")
VALUE_RE = re.compile(
    rf"(?<![\w.^/])(?<!\^[-−–+])(?<!\^\s[-−–+])(?P<v>{_NUM})(?P<pu>\(\d{{1,3}}\))?(?:\s*(?:–|—|-|to|~(?=\s?\d))\s*(?P<v2>{_NUM}))?"
    rf"(?:\s*(?:±|\+/[-−])\s*(?P<pm>{_NUM}))?(?P<gap>-|\s*)(?P<unit>{UNIT_RE})")

# a mantissa in brackets, a range or a value with its uncertainty, times a power of ten: "(3.3–5.6) × 10^-4 cm^2 V^-1
# s^-1", "(1.2 ± 0.1) × 10−3 S/cm"
BRACKETED_SCI_RE = re.compile(
    rf"\(\s*(?P<v>{_DEC})\s*(?:(?:–|—|-|to)\s*(?P<v2>{_DEC})|(?:±|\+/[-−])\s*(?P<pm>{_DEC}))\s*\)\s?"
    rf"[×✕x·⋅]\s?(?P<p10>10{_POW})(?P<gap>\s*)(?P<unit>{UNIT_RE})")

LOST_MANTISSA_RE = re.compile(rf"(?<![\w.)])(?<![\d)]\s)[×✕x]\s?10{_POW}\s*{UNIT_RE}")

# "229, 235 and 241 GPa": a list of values that share the unit written after the last one; an item may be
# approximate ("∼0.16 and ∼0.68 Ω cm2"), carry its uncertainty ("0.476±0.009, 0.353±0.001 … Ω cm2") or be a range
# ("0.061–0.086, 0.16–0.23 and 0.68–0.80 Ω cm2"), and a list of three or more may do without "and" ("106, 187, 274
# mW/cm2"); a short note may follow an item ("0.63±0.08 (ref. 43) and …"); a unit's exponent is no item ("310 S cm−1
# and 550 S cm−1" is no list "1 and 550")
# (in scientific notation too: "1.2 × 10−11 and 4.5 × 10−11 cm2 s−1")
# (thousands too: "1,200 and 1,350 MPa", "10 000 and 20 000 cycles")
_LIST_NUM = rf"[-−]?(?:{_SCI}|{COMMA_THOUSANDS}(?:\.\d+)?(?![\d])|{THOUSANDS}|\d+(?:\.\d+)?)"


def _list_item(names: tuple[str, str, str] | None = None, hyphen: bool = True) -> str:
    """One item of a list: an approximate sign, its number, then its uncertainty or its range's end (written with a
    dash, or a hyphen when ``hyphen``); with ``names``, the number, uncertainty and range end as those groups."""
    def group(i: int, pattern: str) -> str:
        return f"(?P<{names[i]}>{pattern})" if names else pattern
    num = r"\d+(?:\.\d+)?"
    dash = r"(?:\s?[–—]\s?|-(?=\d))" if hyphen else r"\s?[–—]\s?"
    return rf"(?:[∼~≈]\s?)?{group(0, _LIST_NUM)}(?:\s?(?:±|\+/[-−])\s?{group(1, num)}|{dash}{group(2, num)})?"


_LIST_ITEM = _list_item() + r"(?:\s*\([^()\d]{0,12}\d*\))?"
_LIST_ITEM_RE = re.compile(_list_item(("v", "pm", "v2")))
LIST_RE = re.compile(rf"(?<![\w.^/±–—\-−⁻])(?<!between )(?<!from )(?P<items>(?:{_LIST_ITEM}\s*,\s*)*{_LIST_ITEM}\s*,?\s*"
                     rf"(?:and|or)\s+|(?:{_LIST_ITEM}\s*,\s+){{2,}}){_list_item(('last', 'last_pm', 'last_v2'), False)}"
                     rf"(?P<gap>\s*)(?P<unit>{UNIT_RE})")

_QUALIFIER_RE = re.compile(
    r"(?:(?<![\w])(?P<w>" + "|".join(sorted((re.escape(w) for ws in QUALIFIERS.values() for w in ws
                                              if w[0].isalpha()), key=len, reverse=True)) + r")"
    r"|(?P<s>>=|<=|[≈∼~≃><≥≤⩾⩽]))\s*$", re.I)
_QUALIFIER_OF = {w.lower(): q for q, ws in QUALIFIERS.items() for w in ws}

# the parser's tokens (used once per distinct unit spelling: results are cached)
_TOKEN_RE = re.compile(
    rf"\s*(?:(?P<per>/|per(?=\s))\s*(?P<k>1000\s?)?|(?P<lp>\()|(?P<rp>\))|(?P<sep>[·⋅∙•*])|(?P<sqrt>√)"
    rf"|(?P<tail>{_TAIL}$)|(?P<atom>{_ATOM})(?P<exp>{_EXP})?)")
_ATOM_EXP_RE = re.compile(rf"(?P<a>{_ATOM})(?:{_EXP})?")
_SUPERSCRIPTS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻", "0123456789-")


# =====================================================================================================================
# Parsing a unit: atoms -> one canonical spelling
# =====================================================================================================================
def _exponent(text: str | None) -> Fraction:
    if not text:
        return Fraction(1)
    t = text.translate(_SUPERSCRIPTS).replace("−", "-").replace("–", "-").replace("½", "1/2")
    t = re.sub(r"[\s^(){}]", "", t)
    return Fraction(t) if "/" in t else Fraction(t).limit_denominator(8)


def _atom_of(surface: str) -> tuple[str, str, int]:
    """(prefix, base symbol, exponent it carries) of an atom as written."""
    if surface in _SPELLING:
        p, s = _SPELLING[surface]
        return p, s, 1
    for rx, atom, e in _ATOM_PATTERN_RES:
        if rx.fullmatch(surface):
            p, s = _SPELLING[atom]
            return p, s, e
    raise ValueError(surface)


def _parse(surface: str) -> tuple[list[tuple[str, str, Fraction]], bool] | None:
    """The atoms of a unit as written, with signed exponents, and whether it ends with a "per H2"; None when
    it is not one. Everything after a "/" is divided by ("cm2/Vs", "J/mol·K", as papers mean them)."""
    atoms: list[tuple[str, str, Fraction]] = []
    pos, pending, denom, group, k1000, sqrt, tail = 0, False, False, False, False, False, False
    while pos < len(surface):
        m = _TOKEN_RE.match(surface, pos)
        if not m or m.end() == pos:
            return None if surface[pos:].strip() else (atoms, tail) if atoms else None
        pos = m.end()
        if m["per"]:
            if pending:
                return None
            pending, denom, k1000 = True, True, bool(m["k"])
        elif m["lp"]:
            if not pending or group:
                return None
            group, pending = True, False
        elif m["rp"]:
            if not group or pending:
                return None
            group = False
        elif m["sqrt"]:
            sqrt = True
        elif m["tail"]:
            tail = True
        elif m["atom"]:
            p, sym, e0 = _atom_of(m["atom"])
            e = Fraction(1, 2) if sqrt else _exponent(m["exp"]) * e0
            if k1000:
                if sym != "h" or p:
                    return None
                p = "k"
            atoms.append((p, sym, -abs(e) if denom else e))     # "mW/cm−2" is a typo of mW/cm²
            pending = k1000 = sqrt = False
    if pending or group or not atoms:
        return None
    return atoms, tail


def _sup(e: Fraction, caret: bool = False) -> str:
    if e == 1:
        return ""
    if not caret and e in (2, 3):
        return "²" if e == 2 else "³"
    return f"^{e}"


def _canonical(atoms: list[tuple[str, str, Fraction]]) -> tuple[str, list[tuple[str, str, Fraction]]] | None:
    """Our one spelling of a unit's atoms and the atoms pint gets, or None when they make no unit we read."""
    syms = [s for _, s, _ in atoms]
    if any(e == 0 for _, _, e in atoms) or any(s in DENOMINATOR_ONLY for s, (_, _, e) in zip(syms, atoms) if e > 0):
        return None
    if any(s in ALONE_ONLY for s in syms):
        return (atoms[0][1], atoms) if len(atoms) == 1 and atoms[0][2] == 1 else None
    if len(atoms) == 2 and atoms[0][:2] == ("M", "Pa") and atoms[1][1] == "m" and abs(atoms[1][2]) == Fraction(1, 2):
        atoms = [atoms[0], (atoms[1][0], "m", Fraction(1, 2))]    # a Hall–Petch slope, written "MPa µm^-1/2" too
    num = [a for a in atoms if a[2] > 0]
    den = [(p, s, -e) for p, s, e in atoms if e < 0]
    if "°C" in syms:                     # a temperature alone; a rate of it is in K ("°C min−1" -> "K/min")
        if num != [("", "°C", 1)]:
            return None
        if not den:
            return "°C", atoms
        num = [("", "K", Fraction(1))]
    if any(s in ("%", "ppm") for _, s, _ in num) and len(num) > 1:
        return None
    merged: list[tuple[str, str, Fraction]] = []
    for p, s, e in num:                   # "mA h" -> "mAh", "W h" -> "Wh"
        if s == "h" and not p and e == 1 and merged and merged[-1][1] in ("A", "W") and merged[-1][2] == 1:
            merged[-1] = (merged[-1][0], merged[-1][1] + "h", Fraction(1))
        else:
            merged.append((p, s, e))
    num = merged
    num.sort(key=lambda a: NUMERATOR_RANK.get(a[1], 0))
    den.sort(key=lambda a: DENOMINATOR_RANK.get(a[1], 1))
    for_pint = [(p, s[:-1], e) for p, s, e in num if s in ("Ah", "Wh")] + \
        [("", "h", e) for p, s, e in num if s in ("Ah", "Wh")] + \
        [a for a in num if a[1] not in ("Ah", "Wh")] + [(p, s, -e) for p, s, e in den]
    if not num:
        return " ".join(f"{p}{s}^{-e}" for p, s, e in den), for_pint
    out = " ".join(p + s + _sup(e) for p, s, e in num)
    if len(den) == 1:
        out += "/" + den[0][0] + den[0][1] + _sup(den[0][2])
    elif den:
        out += "/(" + " ".join(p + s + _sup(e) for p, s, e in den) + ")"
    return out, for_pint


def _pint_expression(atoms: list[tuple[str, str, Fraction]]) -> str:
    parts = []
    for p, s, e in atoms:
        name = (PREFIXES[p] if p else "") + ATOMS[s][0]
        parts.append(f"({name}) ** {float(e):g}" if e != 1 else f"({name})")
    return " * ".join(parts)


@dataclass(frozen=True)
class _Reading:
    unit: str            # canonical spelling
    pint: str            # the pint expression
    length: int          # characters of the surface that belong to it


@lru_cache(maxsize=8192)
def _read(surface: str) -> _Reading | None:
    """A unit as written -> its canonical spelling and pint expression, checked by pint; when the whole surface is
    no unit, the longest start of it that is (at a token boundary)."""
    cut = len(surface)
    while cut > 0:
        head = surface[:cut]
        parsed = _parse(head) if cut == len(surface) or _UNIT_FULL.fullmatch(head) else None
        if parsed is not None:
            atoms, tail = parsed
            got = _canonical(atoms)
            if got is not None:
                if tail and not any(s == "mol" and e < 0 for _, s, e in atoms):
                    return _read(re.sub(rf"{_TAIL}$", "", head))      # "1.5 wt% H2": the H2 is no part of it
                canon, for_pint = got
                expr = _pint_expression(for_pint)
                if _pint_ok(expr):
                    return _Reading(canon, expr, len(head.rstrip()))
        # a shorter start: the last atom without its exponent, or up to the atom before it
        ends = [e for m in _ATOM_EXP_RE.finditer(head) for e in (m.end("a"), m.end())]
        ends = [e for e in ends if e < cut]
        cut = max(ends) if ends else 0
    return None


@lru_cache(maxsize=4096)
def _pint_ok(expr: str) -> bool:
    try:
        ureg()(expr)
        return True
    except Exception:  # noqa: BLE001  (pint raises many kinds)
        return False


# =====================================================================================================================
# Public API
# =====================================================================================================================
_SPLIT_DELTA = re.compile(r"Δ([a-z]{1,4}) ([A-Z][°⁰]?)(?![\w°⁰])")
# a name in capitals whose subscript the PDF set apart ("PC 70 BM", "IC 60 BA", "CH 3 CN")
_SPLIT_NAME = re.compile(r"(?<![\w-])([A-Z]{2,}) (\d{1,3}) ([A-Z]{2,})(?![\w])")
# a polymer's bracket ("P(FBT-alt-Se 2 Th 2)", "P(NDI 2 OD-T 2)"): a subscript set apart after a unit's capital
# a thousands separator written as a caret, where a typeset thin space became one ("M w of 36^000 Da", "M n ≈
# 10^000 g/mol"): a power's exponent has one or two digits, so three after a caret are a group of thousands
CARET_THOUSANDS = re.compile(r"(?<![\d.^])(\d{1,3})\^(?=\d{3}(?!\d|[.,]\d))")
_CODE_BRACKET = re.compile(r"(?<=[A-Za-z])\(([^()\s][^()]{0,58}[^()\s])\)(\S*)")
# a name written as a code, broken after a hyphen at a line's end and joined with a space ("PBDT- DTBSe",
# "P(C-TT- QP)"): two capitals, or a capital and a digit, before the hyphen, a capital or bracket after it (not
# people's names, "Mott- Schottky", nor a single letter, "(J- V)")
_SPLIT_HYPHEN = re.compile(r"(?<![\w\-‐–])([A-Z][\w()\[\]\-‐–]*?[A-Z0-9][\w()\[\]]*[-‐–]) ([A-Z(\[]\S*)")
_SPLIT_SUBSCRIPT = re.compile(r"(?<![A-Za-z])([A-Z][a-z]?|[A-Z]{2,4}) (\d{1,2})(?: (?=[A-Z])|(?=[-‐–:]|$))")


def _joined_subscripts(m: re.Match) -> str:
    inner = _SPLIT_SUBSCRIPT.sub(r"\1\2", m[1])
    return f"({inner}){m[2]}" + " " * (len(m[1]) - len(inner))


_UNDERSCORE_SUBSCRIPT = re.compile(r"(?<![\w])([A-Za-zΔσεκλμρτ][A-Za-z]{0,2})_\{?([A-Za-z0-9]{1,5})\}?(?![\w{}])")


def typed_subscripts(text: str) -> str:
    """A question's symbols as papers set them: a subscript typed with an underscore ("K_JIc", "T_c", "H_{c2}") joined
    to its symbol ("KJIc", "Tc", "Hc2"), the spaces moved before it, so the text keeps its length. (A paper's own
    text is left as written: its quotes are shown as the source has them.)"""
    return _UNDERSCORE_SUBSCRIPT.sub(lambda m: " " * (len(m[0]) - len(m[1]) - len(m[2])) + m[1] + m[2], text)


def plain_math(text: str) -> str:
    """Mathematical italic/bold letters (U+1D400–U+1D7FF: "𝑐max", "𝛥𝐻abs", as LaTeX-made PDFs write
    symbols) as plain letters, and the increment sign "∆" (U+2206, as many PDFs write the Greek capital delta of
    "∆fH°") as "Δ", one for one, so offsets into the text stay valid. An IUPAC symbol whose process subscript the PDF
    set apart ("Δf H°", "Δr G") is joined, the space moved after it, as is a name in capitals whose subscript the PDF
    set apart ("PC 70 BM" is "PC70BM") and a subscript inside a polymer's bracket ("P(FBT-alt-Se 2 Th 2)" is
    "P(FBT-alt-Se2Th2)", the spaces moved after the word), as is a code that a line break split after a hyphen ("PBDT-
    DTBSe" joined as "PBDT- DTBSe" is "PBDT-DTBSe "), and a caret between groups of thousands is a thin space
    ("36^000 Da")."""
    text = _SPLIT_DELTA.sub(lambda m: f"Δ{m[1]}{m[2]} ", text.replace("∆", "Δ"))
    text = CARET_THOUSANDS.sub("\\1\u2009", text)
    text = _CODE_BRACKET.sub(_joined_subscripts, text)
    text = _SPLIT_NAME.sub(lambda m: f"{m[1]}{m[2]}{m[3]}  ", text)
    text = _SPLIT_HYPHEN.sub(lambda m: f"{m[1]}{m[2]} ", text)
    if not any("\U0001D400" <= ch <= "\U0001D7FF" for ch in text):
        return text
    import unicodedata
    out = []
    for ch in text:
        if "\U0001D400" <= ch <= "\U0001D7FF":
            plain = unicodedata.normalize("NFKC", ch)
            ch = plain if len(plain) == 1 else ch
        out.append(ch)
    return "".join(out)


_H2_AFTER = re.compile(r"[\s-]*(?:of\s*)?H\s*[2₂]?$")
_UNIT_FULL = re.compile(rf"\s*(?:{UNIT_RE})\s*")


def canonical_unit(surface: str) -> str:
    """Our spelling of a unit as written ("kJ mol−1 H2" -> "kJ/mol", "wt.%" -> "wt%", "Å3" -> "Å³",
    "mW cm−2" -> "mW/cm²"); a trailing "H2"/"-H" ("kJ/mol H2", "wt.%-H": per hydrogen) is part of how the unit
    is written. A text that is no unit comes back stripped."""
    r = _reading(surface)
    return r.unit if r is not None else surface.strip()


_UNIT_ANYWHERE = re.compile(rf"(?<![A-Za-z])(?:{UNIT_RE})")


def unit_mentioned(unit: str, text: str) -> bool:
    """Is this (canonical) unit written anywhere in the text, in any of its spellings ("V (Å3)")?"""
    if unit in text:
        return True
    for m in _UNIT_ANYWHERE.finditer(text):
        r = _read(m.group(0))
        if r is not None and r.unit == unit:
            return True
    return False


_POW_PARTS = re.compile(r"^(?P<m>\d+(?:\.\d+)?)?\s?(?:[×✕x·⋅]\s?)?10(?P<e>.*)$")


def to_float(text: str) -> float:
    """A number as written: "1,037", "−74.5", "9.74 × 10−4", "10^-3", "1.2e-3" (not a range)."""
    t = re.sub(r"(?<=\d)[ \u2009\u202f\u00a0](?=\d{3}(?!\d))", "", text.strip()).replace(",", "").replace("−", "-")
    try:
        return float(t)
    except ValueError:
        pass
    sign = -1.0 if t[:1] in "-–" else 1.0
    t = t.lstrip("-–")
    m = _POW_PARTS.match(t)
    if m and m["e"]:
        e = m["e"].translate(_SUPERSCRIPTS).replace("–", "-")
        e = re.sub(r"[\s^()+]", "", e)
        if re.fullmatch(r"-?\d{1,2}", e):
            return sign * float(f"{m['m'] or 1}e{e}")
        if re.fullmatch(r"\d{1,2}", e[-2:]) and "×" in text:        # "× 107": 10^7
            return sign * float(f"{m['m'] or 1}e{e}")
    return sign * float(t)


@dataclass
class Quantity:
    value: float | tuple[float, float]
    unit: str
    start: int
    end: int
    uncertainty: float | None = None
    text: str = ""
    qualifier: str = ""      # "" a value as written; "~" about; ">", "<", "≥", "≤" a bound written before it

    @property
    def low(self) -> float:
        return self.value[0] if isinstance(self.value, tuple) else self.value

    @property
    def high(self) -> float:
        return self.value[1] if isinstance(self.value, tuple) else self.value


def _unit_at(text: str, num_start: int, gap: str, unit_start: int, surface: str) -> tuple[str, int] | None:
    """The canonical unit written at ``unit_start`` after a number and where it ends, or None when what is
    written there is no unit of that number (the guards against false units)."""
    r = _read(surface)
    if r is None:
        return None
    unit, end = r.unit, unit_start + r.length
    written = surface[:r.length]
    after = text[end:end + 24]
    # "4 Hz–5 Hz", "50 kHz–1 Hz", "1 h-2 h": a range written with units on both ends, not an exponent
    m = re.search(r"[-–][1-4]$", written)
    if m and _same_atom_after(written[:m.start()], after):
        r2 = _read(written[:m.start()])
        if r2 is None:
            return None
        unit, end, written = r2.unit, unit_start + r2.length, written[:r2.length]
        after = text[end:end + 24]
    if written in NEVER_ALONE or written[:1] == "/" and (re.match(r"\w", after)
                                                         or written[1:].strip() not in SLASH_ALONE):
        return None                                   # "0.5 C"; "10.1016/S0167-2738": a DOI
    if gap == "-" and (len(written) < 2 and unit not in ("h", "K", "T") or unit == "s"):
        return None                                   # "0.5-V", "10-s"; "850-nm-thick", "200-h" are fine
    if written in SINGLE_LETTER_UNITS:
        before = text[max(0, num_start - 24):num_start]
        if unit == "s":
            if not re.search(r"\s", gap) or re.match(r"\s*[-–]?\d", after[:3]):
                return None                           # "the 1990s", "2 s 5": not seconds
        elif written not in SINGLE_LETTER_GLUED:
            if not gap or gap == "-" or re.match(r"\w", after):
                return None                           # "4V", "V2O5", "S1": a formula or a label
        if written.isupper():
            if LABEL_BEFORE.search(before) or _COMPOSITION_BEFORE.search(before[-6:]) \
                    or re.search(r"[/×·*+]\s*$", before):
                return None                           # "Fig. 2 S", "step 3 A", "Ti–6Al–4 V", "I / 2 F"
            if re.match(r"\.\s?[A-Z]", after) and re.search(r"\.\s*$", before) \
                    and text[num_start:unit_start].strip().isdigit():
                return None                           # "… 1321. 2 W. Wang": a reference and an initial
        if written in SINGLE_LETTER_WORD_AFTER:
            w = re.match(r"\s+([a-z]+)", after)
            if w and w.group(1) not in FUNCTION_WORDS:
                return None                           # "2 S atoms"
    return MISPRINTED_UNITS.get(unit, unit), end


_ATOM_AT_END = re.compile(rf"(?:{_ATOM})$")
_ATOM_AT_START = re.compile(rf"\s?(?P<a>{_ATOM})(?![^\W\d_])")


def _same_atom_after(written: str, after: str) -> bool:
    """Does the text after a unit start with an atom of the same base unit as the unit's last one?"""
    m, n = _ATOM_AT_END.search(written), _ATOM_AT_START.match(after)
    if not m or not n:
        return False
    try:
        return _atom_of(m.group(0))[1] == _atom_of(n["a"])[1]
    except ValueError:
        return False


def qualifier_before(text: str, start: int) -> str:
    """The qualifier written right before a number; a bound written before an "about" is the bound ("below
    approximately 0.01 mW/cm2" is "<")."""
    lead = text[max(0, start - 40):start]
    m = _QUALIFIER_RE.search(lead)
    if not m:
        return ""
    q = _QUALIFIER_OF.get((m["w"] or m["s"]).lower(), "")
    if q == "~" and (b := _QUALIFIER_RE.search(lead[:m.start()])):
        return _QUALIFIER_OF.get((b["w"] or b["s"]).lower(), "").replace("~", "") or q
    return q


def find_quantities(text: str) -> list[Quantity]:
    """Every number with a unit in ``text`` (a weight or atomic percent that writes a composition,
    "Mg-10wt.%V" or "30 at% Ni", excluded), in order, each with the qualifier written before it."""
    out: list[Quantity] = _bracketed_mantissas(text)
    # (a power of ten whose mantissa the PDF lost, "around x 10^-4 cm^2 V -1 s^-1", is no value, nor is its unit's
    # exponent)
    taken = [(q.start, q.end) for q in out] + [m.span() for m in LOST_MANTISSA_RE.finditer(text)]
    pos = 0
    while True:
        m = VALUE_RE.search(text, pos)
        if m is None:
            break
        if any(a <= m.start() < b for a, b in taken):
            pos = m.end()
            continue
        got = _unit_at(text, m.start(), m["gap"], m.start("unit"), m["unit"])
        pos = m.end() if got is None else got[1]    # a unit read shorter ("50 kHz–1 Hz"): read on after it
        if got is None:
            continue
        unit, end = got
        if unit in FRACTION_UNITS and (_COMPOSITION_AFTER.match(text, end)
                                       or _COMPOSITION_BEFORE.search(text[max(0, m.start() - 6):m.start()])):
            continue
        v = to_float(m["v"])
        value: float | tuple[float, float] = (v, to_float(m["v2"])) if m["v2"] else v
        start = m.start()
        if m["v2"] and _VARIABLE_SET.search(text, max(0, start - 8), start):
            # "from 150 HV for x = 0 to 500 HV": the first number sets a series' variable; the value is the second
            value, start = to_float(m["v2"]), m.start("v2")
        pm = to_float(m["pm"]) if m["pm"] else None
        if m["pu"] and pm is None:                    # "5.02837(12) Å": the uncertainty in the last digits
            decimals = len(m["v"].split(".")[1]) if "." in m["v"] and "×" not in m["v"] else 0
            pm = round(int(m["pu"][1:-1]) * 10.0 ** -decimals, 12)
        out.append(Quantity(value, unit, start, end, pm, text[start:end], qualifier_before(text, start)))
    return sorted(out, key=lambda q: q.start)


# a series' variable set right before a number: "x = 0", "y=0.5" (the number is the variable's, no value of a unit)
_VARIABLE_SET = re.compile(r"(?<![\w.])[xyzδ]\s*[=≈]\s*$")


def _bracketed_mantissas(text: str) -> list[Quantity]:
    """Values written as a bracketed range or value ± uncertainty times a power of ten ("(3.3–5.6) × 10^-4 cm^2 V^-1
    s^-1"): each end (and the uncertainty) scaled by the power."""
    out = []
    for m in BRACKETED_SCI_RE.finditer(text):
        got = _unit_at(text, m.start(), m["gap"], m.start("unit"), m["unit"])
        if got is None:
            continue
        unit, end = got
        scale = to_float(m["p10"])
        a = round(to_float(m["v"]) * scale, 15)
        value: float | tuple[float, float] = (a, round(to_float(m["v2"]) * scale, 15)) if m["v2"] else a
        pm = round(to_float(m["pm"]) * scale, 15) if m["pm"] else None
        out.append(Quantity(value, unit, m.start(), end, pm, text[m.start():end], qualifier_before(text, m.start())))
    return out


_CITATION_PAIR = re.compile(r"(?<![\d.,])\d+,\d{1,2}(?![\d.])")

# "increased from -5.44 to -5.35 to -5.21 eV", "increased from 4.15, 6.80, to 8.32 mA/cm^2": a chain of changes, one
# value per step, the unit written once at its end
CHAIN_RE = re.compile(rf"\bfrom\s+(?:[∼~≈]\s?)?(?P<items>{_LIST_NUM}(?:(?:\s*,\s*|\s+to\s+){_LIST_NUM})+"
                      rf"\s*,?\s+to\s+{_LIST_NUM})(?P<gap>\s*)(?P<unit>{UNIT_RE})")


def find_chains(text: str) -> list[list[Quantity]]:
    """Chains of changes ("from 1.96 to 1.82 to 1.78 eV", "from 1.73, 1.68, to 1.67 eV"), each a list of its values in the unit written after the
    last, in order."""
    out = []
    for m in CHAIN_RE.finditer(text):
        numbers = list(re.finditer(_LIST_NUM, m["items"]))
        last = numbers[-1]
        got = _unit_at(text, m.start("items") + last.start(), m["gap"], m.start("unit"), m["unit"])
        if got is None:
            continue
        unit, end = got
        group = [Quantity(to_float(n.group(0)), unit, m.start("items") + n.start(), m.start("items") + n.end(),
                          text=n.group(0)) for n in numbers]
        group[-1] = Quantity(group[-1].value, unit, group[-1].start, end, text=text[group[-1].start:end])
        out.append(group)
    return out


def _numbered_label(text: str, start: int, number: str) -> bool:
    """Is a whole number, written right after a noun that the text writes with another number elsewhere ("copolymer
    1", "copolymer 2"; "sample 1", "sample 2"), that noun's label?"""
    word = re.search(r"\b([A-Za-z]{3,})\s$", text[:start])
    return number.isdigit() and word is not None and len(set(
        re.findall(rf"\b{word.group(1)}\s(\d{{1,2}})\b(?![.,]\d)", text))) >= 2


_AFTER_OWN_UNIT = re.compile(rf"\d\s?(?P<unit>{UNIT_RE})\s*,\s*$")


def _after_another_unit(text: str, start: int, unit: str) -> bool:
    """Does a value written with another unit and a comma stand right before a list (of two)? Then the two are the
    end of a run, each written with its unit or with none ("V oc, J sc, FF and PCE reached 0.58 V, 1.52 mA/cm^2, 0.34
    and 0.3%": the FF is 0.34, no share), not one list sharing the last unit ("a Tc of 9 K, 10 and 12 K" is)."""
    m = _AFTER_OWN_UNIT.search(text, max(0, start - 40), start)
    return m is not None and canonical_unit(m["unit"]) != unit


def find_lists(text: str) -> list[list[Quantity]]:
    """Lists of values sharing one unit ("at 293, 198 and 77 K"), each value a Quantity, in order."""
    out = []
    for m in LIST_RE.finditer(text):
        got = _unit_at(text, m.start("last"), m["gap"], m.start("unit"), m["unit"])
        # (numbers joined by a comma with no space are citations, no values: "… for single junction solar cells
        # 17,18 and 10% for tandem cells"; a thousands separator has three digits after it: "40,000 and 50,000 h")
        if got is None or _CITATION_PAIR.search(m["items"]) or (
                len(_LIST_ITEM_RE.findall(m["items"])) == 1 and _after_another_unit(text, m.start(), got[0])):
            continue
        unit, end = got
        group = []
        for n in _LIST_ITEM_RE.finditer(m["items"]):
            if re.search(r"\([^()]*$", m["items"][:n.start()]):
                continue                                     # a number inside a note ("(ref. 43)")
            start = m.start("items") + n.start("v")
            if re.search(r"\bpH\s*(?:of\s+|=\s*|value\s+of\s+)?$", text[max(0, start - 16):start]):
                continue                                     # an acidity, no value of the unit ("at pH 5 and 25 °C")
            if _VARIABLE_SET.search(text, max(0, start - 8), start):
                continue                      # a series' variable ("150 HV for x = 0 and 500 HV"), no value of the unit
            if re.fullmatch(r"[-−–][1-4]", n["v"]) and re.search(r"\d\s?[^\W\d_]{1,4}\s$", text[:start]):
                continue                      # a unit's exponent set apart ("1.73Å -1 and 1.84Å -1"), no value
            if n["v"].isdigit() and not n["v2"] and re.search(rf"\d\s?{re.escape(m['unit'])}\s+$", text[:start]):
                continue             # a citation after a value of the same unit ("a PCE of 5% 22 and 6.5% respectively")
            if _numbered_label(text, start, n["v"]):
                continue             # a sample's number ("3.58% for copolymer 2, and 3.06% for copolymer 3")
            value = (to_float(n["v"]), to_float(n["v2"])) if n["v2"] else to_float(n["v"])
            group.append(Quantity(value, unit, start, m.start("items") + n.end(), to_float(n["pm"]) if n["pm"] else None,
                                  n.group(0), qualifier_before(text, start)))
        value = (to_float(m["last"]), to_float(m["last_v2"])) if m["last_v2"] else to_float(m["last"])
        group.append(Quantity(value, unit, m.start("last"), end, text=text[m.start():end]))
        if len(group) >= 2:
            out.append(_shared_power(group, m["last"]))
    return out + find_chains(text)


_MANTISSA = re.compile(r"[1-9](?:\.\d+)?")
_POWER_OF = re.compile(rf"[×✕x·⋅]\s?(10{_POW})$")


def _shared_power(group: list[Quantity], last: str) -> list[Quantity]:
    """"1.2, 3.4 and 5.6 × 10^-4 S cm^-1": the power of ten written once after a list's last mantissa is every item's,
    as its unit is, when every other item is a bare mantissa (one digit before the point, no power of its own)."""
    power = _POWER_OF.search(last)
    if power is None or not all(_MANTISSA.fullmatch(q.text.strip("∼~≈ ")) for q in group[:-1]):
        return group
    scale = to_float(power.group(1))

    def scaled(v):
        return tuple(round(x * scale, 15) for x in v) if isinstance(v, tuple) else round(v * scale, 15)
    return [Quantity(scaled(q.value), q.unit, q.start, q.end, q.uncertainty and scaled(q.uncertainty), q.text,
                     q.qualifier) for q in group[:-1]] + group[-1:]


# --- pint ------------------------------------------------------------------------------
_PINT_FORMS = {"": "dimensionless"}


@lru_cache(maxsize=1)
def ureg():
    import pint
    reg = pint.UnitRegistry()
    for definition in PINT_DEFINITIONS:
        reg.define(definition)
    return reg


@lru_cache(maxsize=4096)
def _reading(unit: str) -> _Reading | None:
    """How we read a whole unit (canonical or as written), or None when it is no unit we read."""
    text = unit.strip()
    for candidate in (text, _H2_AFTER.sub("", text)):
        if candidate and _UNIT_FULL.fullmatch(candidate):
            r = _read(candidate)
            if r is not None and r.length >= len(candidate.rstrip()):
                return r
    return None


def _pint_expr(unit: str) -> str:
    """The pint expression of a unit (canonical or as written); the text itself when we do not read it."""
    if unit in _PINT_FORMS:
        return _PINT_FORMS[unit]
    r = _reading(unit)
    return r.pint if r is not None else unit


@lru_cache(maxsize=4096)
def _pint_unit(unit: str):
    return ureg()(_pint_expr(unit)).units


@lru_cache(maxsize=4096)
def _dimensionality(unit: str):
    return _pint_unit(unit).dimensionality


def unit_dimension(unit: str) -> str:
    """The dimension of a unit as pint writes it ("[length]", "[current] / [length] ** 2"); "dimensionless" for
    "" and the percentages. ValueError for a unit we do not know."""
    if not unit.strip():
        return "dimensionless"
    if _reading(unit) is None:
        raise ValueError(f"not a unit we read: {unit!r}")
    try:
        return str(_dimensionality(unit))
    except Exception as e:  # noqa: BLE001  (pint raises many kinds)
        raise ValueError(f"unknown unit: {unit!r}") from e


def compatible(unit_a: str, unit_b: str) -> bool:
    try:
        return _dimensionality(unit_a) == _dimensionality(unit_b)
    except Exception:  # unknown to pint
        return unit_a == unit_b


def convert(value: float, unit: str, to_unit: str) -> float:
    """``value`` in ``unit`` expressed in ``to_unit`` (temperatures handled as offsets)."""
    if unit == to_unit:
        return value
    q = ureg().Quantity(value, _pint_expr(unit))
    return float(q.to(_pint_expr(to_unit)).magnitude)


def same_quantity(v1: float, u1: str, v2: float, u2: str, rel_tol: float = 0.02) -> bool:
    """True when two values with units are the same quantity within a relative tolerance."""
    if not compatible(u1, u2):
        return False
    try:
        a = convert(v1, u1, u2)
    except Exception:
        return False
    return abs(a - v2) <= rel_tol * max(abs(v2), 1e-9)


# --- is a value stated in a text? (the evaluation's value matcher and the answers' support check)
def _bounds(v) -> tuple[float, float]:
    return (float(v[0]), float(v[1])) if isinstance(v, (list, tuple)) else (float(v), float(v))


def value_found(value, unit: str, text: str, rel_tol: float = 0.02) -> bool:
    """Is this value (or range) with this unit stated in the text? "0.29 GPa" matches "290 MPa";
    "175 MPa" does not match "53 MPa"; "1.81 wt %" matches a ground truth in "wt%", "Å3" one in "Å³"; a range
    matches a value ± its uncertainty ("22 ± 4 mJ/m²" is 18–26 mJ/m²).
    A bare number counts when the unit appears in the text too (a table cell under a header that
    names the unit)."""
    lo, hi = _bounds(value)
    unit = canonical_unit(unit) if unit else unit
    found = find_quantities(text)
    for q in found:
        if same_quantity(q.low, q.unit, lo, unit, rel_tol) and same_quantity(q.high, q.unit, hi, unit, rel_tol):
            return True
        if lo != hi and q.uncertainty and q.low == q.high and \
                same_quantity(q.low - q.uncertainty, q.unit, lo, unit, rel_tol) and \
                same_quantity(q.low + q.uncertainty, q.unit, hi, unit, rel_tol):
            return True                                                    # "22 ± 4" states 18–26
        if lo != hi and same_quantity(q.low, q.unit, lo, unit, rel_tol):   # "18 to 26" written as two values
            if any(same_quantity(r.low, r.unit, hi, unit, rel_tol) for r in found):
                return True
    if unit and not unit_mentioned(unit, text):
        return False
    # a bare number: unitless values (VEC), or a table cell under a header that names the unit
    nums = [float(n.replace(",", "").replace("−", "-"))
            for n in re.findall(r"(?<![\d.])[-−]?\d[\d,]*(?:\.\d+)?(?![\d])", text)]
    nums += [abs(n) for n in nums]
    return any(abs(n - lo) <= rel_tol * max(abs(lo), 1e-9) for n in nums) and \
        any(abs(n - hi) <= rel_tol * max(abs(hi), 1e-9) for n in nums)


def number_text(x: float) -> str:
    """A number as the paper would write it: up to six significant digits, no trailing zeros (615, 0.615,
    166.613, 303.15)."""
    return f"{x:g}"


def equals(bound: str = "") -> str:
    """What joins a name to its value in a line: "= ", or nothing before a bound, whose sign says it ("OCV of X >
    1.05 V")."""
    return "" if bound else "= "


def format_value(value: float, value_high: float | None = None, uncertainty: float | None = None,
                 unit: str = "", bound: str = "") -> str:
    """'657 ± 12 MPa', '18–26 mJ/m²', '> 1.05 V' (a bound, as the paper wrote it): the one way values are written on
    cards, fact lines and tables."""
    v = (f"{bound} " if bound else "") + number_text(value)
    if value_high is not None and value_high != value:
        v += f"–{number_text(value_high)}"
    if uncertainty:
        v += f" ± {number_text(uncertainty)}"
    return f"{v} {unit}".strip()
