"""The materials recogniser's front door for one text unit (a sentence, a question, a caption): its MatID mentions
and measured values, with units and conditions.

The text is read by the components of ``PIPELINE``, in that order; each reads and writes one ``TextDoc``
(``document``) and never calls another component. ``docs/PIPELINE.md`` maps them, with what each adds and where its
knowledge lives (the catalogue, ``core/matid/catalogue.toml``). Table rows are read by ``tables``; a paper's
passages by ``extract``, which gives each sentence its ``Passage`` (the paper's samples, the sample named last).
"""
from __future__ import annotations

import re

from ..units import find_lists, plain_math
from .attribution import read_unread_names
from .bare import bare_values
from .lexicon import COMPARED
from .binding import bind_values, keep_settings
from .confidence import name_the_unread
from .document import Passage, TextDoc
from .materials import resolve_mentions
from .mentions import find_mentions
from .owners import owners
from .records import MATERIAL_TYPES, Listed, Recognition
from .roles import assign_roles, group_values, read_numbers


# --- component: mentions -----------------------------------------------------------------------------------------------
def read_mentions(doc: TextDoc) -> None:
    """MatID mentions (materials, compositions, elements, phases, properties, processes) as the paper knows them,
    the lists of values, and which mentions may own a value. Writes ``mentions``, ``unrecognised``, ``lists``,
    ``props``, ``procs``, ``phases``, ``owners``."""
    text, samples = doc.text, doc.passage.samples
    mentions, doc.unrecognised = find_mentions(text)
    doc.mentions = resolve_mentions(text, mentions, samples)
    doc.lists = find_lists(text)
    doc.props = [m for m in doc.mentions if m.type == "property"]
    doc.procs = [m for m in doc.mentions if m.type == "process"]
    doc.owners = owners(text, doc.mentions, samples)
    doc.phases = [m for m in doc.mentions if m.type == "phase" and m.matid.startswith("phase:")]


# --- component: listed -------------------------------------------------------------------------------------------------
# what a value is compared with: "much lower than that of Ti-6Al-4V (110 GPa)", "compared with pure UO2"
_COMPARED_BEFORE = re.compile(rf"\b(?:{COMPARED}|(?:similar|close|superior|inferior|"
                              r"equal)\s+to)\s+(?:that\s+of\s+|those\s+of\s+)?(?:the\s+|pure\s+)?$", re.I)


def list_for_next(doc: TextDoc) -> None:
    """What the text lists for the next sentence's "respectively" and for the passage's sample named last: its
    temperature lists, the materials it names in order, and those named only as what a value is compared with.
    Writes ``listed``."""
    text = doc.text
    def listed(mentions):
        named = [(m.matid, bool(_COMPARED_BEFORE.search(text[max(0, m.start - 40):m.start])))
                 for m in sorted(mentions, key=lambda m: m.start) if m.type in MATERIAL_TYPES and "(x)" not in m.matid]
        compared = {matid for matid, c in named if c} - {matid for matid, c in named if not c}
        return list(dict.fromkeys(matid for matid, _ in named)), compared
    materials, compared = listed(doc.mentions)
    # (the samples a later "the three polymers" or "their corresponding …" refers to: this sentence's two or more, the
    # codes nothing read among them, "PBTTDPP-BT, PBTTDPP-TT and PBTTDPP-2FBT showed …"; else those listed before)
    every, compared_every = listed(doc.mentions + doc.unread_owners)
    own = [m for m in every if m not in compared_every]
    before = doc.passage.before
    doc.listed = Listed([g for g in doc.lists if g[0].unit in ("K", "°C")], materials, sorted(compared),
                        own if len(own) >= 2 else before.series if before is not None else [])


# --- component: reasons -----------------------------------------------------------------------------------------------
def name_the_unread_in_reasons(doc: TextDoc) -> None:
    """A measurement bound beside names the recogniser could not read says which names they are, as the sentence
    writes them. Rewrites the ``reasons`` of ``measurements``."""
    words = [w for _, _, w in doc.unread]
    for m in doc.measurements:
        name_the_unread(m, words)


# the components, in the order they run
PIPELINE = (read_mentions, read_numbers, read_unread_names, assign_roles, group_values, bind_values, keep_settings,
            bare_values, list_for_next, name_the_unread_in_reasons)


def read(text: str, passage: Passage | None = None) -> TextDoc:
    """The document of one text unit after every component has run."""
    doc = TextDoc(plain_math(text), passage or Passage())
    for component in PIPELINE:
        component(doc)
    return doc


def recognise(text: str, context_material: str = "", samples=None, context_alone: bool = False,
              recent: str = "", before: Listed | None = None, spectrum: str = "") -> Recognition:
    """Mentions and measurements of a sentence. ``samples`` (``PaperSamples``) is what its paper defines: sample
    labels ("HNCN (93.10%)" is a value of the composition the paper calls HNCN), names ("YSZ"), short forms that
    are no formulas, phases and families; ``context_material`` the passage's material, ``context_alone`` whether
    the passage names no other, ``recent`` the sample it named last, ``before`` what the sentence before listed,
    ``spectrum`` the kind of spectrum the sentences before discuss."""
    doc = read(text, Passage(context_material, samples, context_alone, recent, before, spectrum=spectrum))
    return Recognition(doc.mentions, doc.measurements, doc.unrecognised, doc.skipped, doc.listed)
