"""The documents the recogniser's components read and write.

``Passage`` is what the paper and the passage around a text unit tell its components (the paper's samples, the
sample named last, the material of the chunk, a list the previous sentence gave); ``TextDoc`` is one text unit (a
sentence, a question, a caption) with everything the components find in it, in the order they run (see
``recognise.PIPELINE`` and ``docs/PIPELINE.md``). ``ValueReading`` is one value's reading while the binding
component decides its property, material and conditions. Imports no component."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..units import Quantity
from .records import Listed, Measurement, Mention


@dataclass
class Passage:
    """What a text unit's components know from outside it (read only, never changed by them)."""
    material: str = ""              # the material of the chunk (or the paper's main one) a sentence speaks of
    samples: Any = None             # the paper's samples (``samples.PaperSamples``) or None
    alone: bool = False             # the passage names this material and no other
    recent: str = ""                # the sample the passage named last
    before: Listed | None = None    # what the previous sentence listed (for its "respectively")
    header_conditions: dict | None = None   # conditions a table header or caption gives every value
    spectrum: str = ""              # the kind of spectrum the sentences before discuss ("absorption"), if one


@dataclass
class TextDoc:
    """One text unit and what the components found in it. Each field names the component that writes it."""
    text: str                                   # normalised once (``plain_math``)
    passage: Passage = field(default_factory=Passage)
    # mentions: MatID mentions, resolved against the paper's samples; what looked like one but is not
    mentions: list[Mention] = field(default_factory=list)
    unrecognised: list[str] = field(default_factory=list)
    props: list[Mention] = field(default_factory=list)
    procs: list[Mention] = field(default_factory=list)
    phases: list[Mention] = field(default_factory=list)
    owners: list[Mention] = field(default_factory=list)      # the mentions a value can belong to
    # unread names: words written like a sample's name that nothing read (start, end, word); those that may own a value
    unread: list[tuple[int, int, str]] = field(default_factory=list)
    unread_owners: list[Mention] = field(default_factory=list)
    # numbers: every quantity (bounds too), lists, those read as values, conditions' candidates
    lists: list[list[Quantity]] = field(default_factory=list)
    every: list[Quantity] = field(default_factory=list)
    quantities: list[Quantity] = field(default_factory=list)
    temps: list = field(default_factory=list)                # test temperatures: (start, kelvin, how)
    sizes: list[Quantity] = field(default_factory=list)
    rates: list[Quantity] = field(default_factory=list)
    unprocessed: list[Quantity] = field(default_factory=list)  # quantities that are no setting of a making process
    # roles: the numbers that are values, each with the rule that made it one; cues, losses
    values: list[Quantity] = field(default_factory=list)
    roles: dict[int, str] = field(default_factory=dict)      # value start -> role rule
    cue_of: dict[int, str] = field(default_factory=dict)
    lost: dict[int, str] = field(default_factory=dict)
    # groups: "respectively" pairings, pairs of a change ("from A to B"), list membership
    paired: dict[int, dict] = field(default_factory=dict)
    pairs: list[tuple[Quantity, Quantity]] = field(default_factory=list)
    list_of: dict[int, list[Quantity]] = field(default_factory=dict)
    # binding: the running state (the last value bound and its property, the last of each unit, how each was named),
    # the measurements, the numbers skipped with the reason, what the text lists for the next one
    last: tuple[Quantity, str] | None = None
    last_of_unit: dict[str, tuple[Quantity, str]] = field(default_factory=dict)
    how_of: dict[int, str] = field(default_factory=dict)
    measurements: list[Measurement] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)
    listed: Listed = field(default_factory=Listed)

    @property
    def value_starts(self) -> set[int]:
        return {v.start for v in self.values}

    @property
    def pair_first(self) -> dict[int, Quantity]:
        return {b.start: a for a, b in self.pairs}

    @property
    def pair_last(self) -> dict[int, Quantity]:
        return {a.start: b for a, b in self.pairs}

    @property
    def pair_end(self) -> dict[int, str]:
        return {**{a.start: "from" for a, _ in self.pairs}, **{b.start: "to" for _, b in self.pairs}}


@dataclass
class ValueReading:
    """One value while the binding component reads it: its property (``pid``), how it was named (``how``, the
    binding reason shown with the measurement) and the strategy that decided it (``rule``); the mention and the
    list members the strategies look at."""
    q: Quantity
    first: Quantity                  # the first member of the value's list (the value itself when alone)
    anchor: Quantity                 # the last member of the value's list
    cands: list[Mention] = field(default_factory=list)
    prop: Mention | None = None
    pid: str = ""
    how: str = ""
    rule: str = ""
    own_dimension: bool = False
    named_setting: str = ""
    share: Mention | None = None
    drop: bool = False               # a strategy found it is no value of any property


