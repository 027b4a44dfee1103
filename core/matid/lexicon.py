"""The general word classes the rules read (specimen nouns, phase nouns, structural units, material class nouns
…), from the property catalogue's ``[vocabulary]`` (``core/matid/catalogue.toml``)."""
from __future__ import annotations

from functools import lru_cache
from .catalogue import catalogue


@lru_cache(maxsize=None)
def words(name: str) -> frozenset[str]:
    """One word class of the catalogue's vocabulary, lower case (the hardness scales as written)."""
    table = catalogue().vocabulary[name]
    return table if name == "hardness_scales" else frozenset(w.lower() for w in table)
