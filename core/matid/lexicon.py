"""The general word classes the rules read (specimen nouns, phase nouns, structural units, material class nouns
…), from the property catalogue's ``[vocabulary]`` (``core/matid/catalogue.toml``)."""
from __future__ import annotations

import re
from functools import lru_cache
from .catalogue import CASE_SENSITIVE_TABLES, catalogue


@lru_cache(maxsize=None)
def alternation(name: str) -> str:
    """A word class as a regular-expression alternation, longest word first (for the cue patterns built from the
    catalogue: "to (?:reach|achieve|…) a current density of")."""
    return alternatives(words(name))


def alternatives(ws) -> str:
    """Words as a regular-expression alternation, longest first, a space matching any run of spaces."""
    return "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(ws, key=lambda w: (-len(w), w)))


@lru_cache(maxsize=None)
def words(name: str) -> frozenset[str]:
    """One word class of the catalogue's vocabulary, lower case (the case-sensitive ones as written: hardness scales,
    element symbols, acronyms)."""
    table = catalogue().vocabulary[name]
    return table if name in CASE_SENSITIVE_TABLES else frozenset(w.lower() for w in table)


@lru_cache(maxsize=None)
def hedge() -> str:
    """One word of the catalogue's ``hedge_words`` and the space after it, as a regex group to make optional where
    used (``{hedge()}?``): a word needs a space after it ("about 5"), an abbreviation or a sign may touch the number
    ("ca.0.2", "~10")."""
    spaced = sorted((w for w in words("hedge_words") if w[-1].isalpha()), key=len, reverse=True)
    tight = sorted((w for w in words("hedge_words") if not w[-1].isalpha()), key=len, reverse=True)
    return (r"(?:(?:" + "|".join(map(re.escape, spaced)) + r")\s+|(?:" + "|".join(map(re.escape, tight))
            + r")\s*)")


HEDGE = hedge()     # an approximating word before a number, to make optional where used: rf"of\s+{HEDGE}?$"
# a number written without a unit or a percent after it ("FF = 0.40)", "an FF of 0.62."), as one regex group
BARE_NUMBER = r"(\d+(?:\.\d+)?)(?![\d.]\d|\s?%)"
# a phrase that sets a value against another's ("than", "compared with", "versus" …; catalogue
# ``comparison_phrases``), as one regex group (its words end at a word boundary where used: rf"\b{COMPARED}\s+")
COMPARED = rf"(?:{alternation('comparison_phrases')})"


# a molar concentration's unit ("1 M", "0.5 mol/L", "10 mM"): of a test's solution or an electrolyte's salt
MOLAR = r"(?:mM|µM|μM|M|mol\s*/\s*L|mol\s*L[−-]1|mol\s*dm[−-]3)"
