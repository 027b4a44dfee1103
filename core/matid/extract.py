"""What one paper contributes to the two graphs.

- G-RAG graph: canonical MatIDs with their mentions, measurements (from sentences, table rows and
  figure captions) with units, conditions and sources, compositions' elements, and typed relations
  between MatIDs found in one sentence by dependency patterns.
- Document graph (the Graph RAG baseline): surface-form entities (noun phrases) and the verbs that
  join them, from the text alone: no canonical IDs, no knowledge base, no table facts.
"""
from __future__ import annotations

import dataclasses
import hashlib
import re
from dataclasses import dataclass, field
from functools import lru_cache

from ..chunking import split_sentences
from ..models import WORDS_LABEL, Chunk, TableData
from ..units import compatible, plain_math
from .catalogue import catalogue
from .conditions import POINTS_AT_FIGURE, condition_unit, setting_conditions
from .confidence import assess
from .mentions import find_mentions
from .parse import parse_sentences
from .recognise import recognise
from .records import MATERIAL_TYPES, Measurement, Mention
from .materials import refers_to_series, resolve_mentions
from .properties import spectrum_named
from .samples import as_component, paper_samples, PaperSamples
from .table_axes import read_table
from .words import names_a_phase_after
from .owners import code_range_members, is_constituent, is_medium
from .lexicon import words
from .vocab import ELEMENTS, property_name

# verb lemma -> relation type, for relations between MatIDs in one sentence
PRONOUNS = {"it", "they", "this", "that", "these", "those", "which", "we", "its", "their", "who", "what", "one"}


@dataclass
class MatIDInfo:
    matid: str
    type: str
    name: str
    surfaces: set[str] = field(default_factory=set)
    mentions: list[tuple[str, str]] = field(default_factory=list)     # (chunk_id, sentence)


@dataclass
class Relation:
    """A verb between two entities of one sentence: MatIDs (G-RAG's ``RELATED``, typed, weighted by how close
    they stand) or noun phrases as written (the document graph's ``DOC_REL``, the verb's lemma)."""
    src: str
    dst: str
    type: str
    chunk_id: str
    sentence: str
    weight: float = 1.0


@dataclass
class Contains:
    """A composition's element and its atomic fraction (``CONTAINS``)."""
    src: str
    dst: str
    fraction: float


@dataclass
class PaperMeasurement:
    """A measurement as the graph stores it: the value (its material after merges), its id and where it was read."""
    id: str
    measurement: Measurement
    paper_id: str
    chunk_id: str
    page: int
    table_id: str = ""
    figure_id: str = ""


@dataclass
class PaperEntities:
    paper_id: str
    matids: dict[str, MatIDInfo] = field(default_factory=dict)
    measurements: list[PaperMeasurement] = field(default_factory=list)
    relations: list[Relation] = field(default_factory=list)          # between MatIDs
    contains: list[Contains] = field(default_factory=list)           # composition -> element
    doc_entities: dict[str, set[str]] = field(default_factory=dict)   # surface form -> chunk ids
    doc_relations: list[Relation] = field(default_factory=list)
    unrecognised: list[str] = field(default_factory=list)
    samples: PaperSamples | None = None        # what the paper made and defines (labels, names, families)

    def add_mention(self, m: Mention, chunk_id: str, sentence: str, merges: dict[str, str]) -> None:
        matid = merges.get(m.matid, m.matid)
        info = self.matids.setdefault(matid, MatIDInfo(matid, m.type, m.name))
        info.surfaces.add(m.text)
        if (chunk_id, sentence) not in info.mentions:
            info.mentions.append((chunk_id, sentence))

    def add_measurement(self, meas: Measurement, chunk: Chunk, merges: dict[str, str], table_id: str = "") -> None:
        material = merges.get(meas.material, meas.material)
        value = list(meas.value) if isinstance(meas.value, tuple) else meas.value     # as the ids were made
        key = f"{chunk.chunk_id}|{material}|{meas.property}|{value}|{sorted(meas.conditions.items())}"
        mid = "meas:" + hashlib.sha1(key.encode()).hexdigest()[:16]
        if any(x.id == mid for x in self.measurements):
            return
        new = PaperMeasurement(mid, dataclasses.replace(meas, material=material), self.paper_id, chunk.chunk_id,
                               chunk.pages[0], table_id or chunk.table_id or "", chunk.figure_id or "")
        # the same fact of the same sentence read again (a sentence two overlapping chunks share): once, as the
        # chunk that read it more surely has it
        same = next((i for i, x in enumerate(self.measurements) if _same_fact(x, new)), None)
        if same is not None:
            if (meas.confidence or 0) > (self.measurements[same].measurement.confidence or 0):
                self.measurements[same] = new
            return
        self.measurements.append(new)
        if material not in self.matids:      # a material named only in a caption or a header
            self.matids[material] = MatIDInfo(material, "composition" if material.startswith("comp:") else "material",
                                              material.split(":", 1)[1])
        pid = f"prop:{meas.property}"
        if pid not in self.matids:
            self.matids[pid] = MatIDInfo(pid, "property", property_name(meas.property))


def _same_fact(a: PaperMeasurement, b: PaperMeasurement) -> bool:
    """Are two measurements of a paper the same fact read from the same words (material, property, value, conditions
    and sentence or table row)?"""
    x, y = a.measurement, b.measurement
    return (x.material, x.property, x.value, x.unit, x.conditions, x.text, a.table_id) == \
        (y.material, y.property, y.value, y.unit, y.conditions, y.text, b.table_id) and bool(x.text)


def _percents(matid: str) -> dict[str, float]:
    return {el: float(n) for el, n in re.findall(r"([A-Z][a-z]?)(\d+(?:\.\d+)?)", matid[5:])} \
        if matid.startswith("comp:") and "(x)" not in matid else {}


def _prototype_of(matid: str, sample: str) -> bool:
    """Is ``matid`` the prototype a paper calls its sample by ("the TiFe alloy studied in this work" for
    Ti48.8Fe46.0Mn5.2): fewer elements, all of them the sample's, and within 12 at.% of it in all?"""
    a, b = _percents(matid), _percents(sample)
    if not a or not b or not set(a) < set(b):
        return False
    return sum(abs(a.get(el, 0.0) - b.get(el, 0.0)) for el in set(a) | set(b)) <= 12.0


def _part_of(matid: str, sample: str) -> bool:
    """Is ``matid`` a part of the composite a paper's title names ("PMMA" of "PMMA/GO nanocomposites"): its short
    name one of the composite's, as its MatID joins them?"""
    return matid.startswith("mat:") and sample.startswith("mat:") and matid != sample \
        and matid[4:] in sample[4:].split("-")


def named_materials(text: str, samples: PaperSamples | None = None) -> list[str]:
    """The MatIDs of the materials a passage names, once per mention: no family, no gas or fuel molecule, and no
    formula named as a phase ("a TiFe matrix and a secondary Ti2Fe-like phase")."""
    mentions = resolve_mentions(text, find_mentions(text)[0], samples)
    return [m.matid for m in mentions if m.type in MATERIAL_TYPES and "(x)" not in m.matid and not is_medium(m, samples)
            and not is_constituent(text, m) and not as_component(text, m.end, m.start)
            and not names_a_phase_after(text, m.end)
            and not re.match(r"[\s\-–]*(?:like|type)\s+(\w+)", text[m.end:m.end + 30])]


def main_material(text: str, samples: PaperSamples | None = None, named: list[str] | None = None) -> str:
    """The composition or named material a text names most often ("" when it names none); ``named``: its
    ``named_materials``, when known."""
    from collections import Counter
    counts = Counter(named_materials(text, samples) if named is None else named)
    if samples is not None and samples.partners:
        # what the paper blends with its samples ("PC71BM", the acceptor of every device) is named in every passage
        # about a device, and is none of them: a passage that names only it speaks of the paper's sample
        counts = Counter({k: n for k, n in counts.items() if k not in samples.partners})
    if samples is not None and samples.titled and counts and (_prototype_of(counts.most_common(1)[0][0], samples.titled)
                                                              or _part_of(counts.most_common(1)[0][0], samples.titled)):
        return samples.titled
    if samples is not None and any(samples.is_sample(k) for k in counts):
        # the paper's own samples first: a phase or a literature material named more often in the chunk ("a TiFe
        # matrix", "TiFe-based alloys") is not what its sentences without a material speak of
        counts = Counter({k: n for k, n in counts.items() if samples.is_sample(k)})
    return counts.most_common(1)[0][0] if counts else ""


SETTING_SENTENCES = 3      # a setting sentence's test conditions hold for this many sentences after it


def named_last(rec, recent: str = "", partners=frozenset()) -> str:
    """The sample a reader takes a later sentence that names none to speak of, after reading a sentence
    (``rec``, its Recognition): the one material it names (not one named only as what a value is compared with:
    "…, much lower than that of Ti-6Al-4V (110 GPa). Its tensile strength …" is the paper's sample's; not one of the
    paper's ``partners``, "The PEDOT:PSS was spin-coated on ITO. Solar cells … exhibited a PCE of 0.77%"); none
    after a sentence that names several; ``recent``, the one before, after a sentence that names none."""
    said = _said(rec, partners)
    return (said[0] if len(said) == 1 else "") if said else recent


def _said(rec, partners=frozenset()) -> list[str]:
    """The samples a sentence names (not those named only as what a value is compared with, nor the paper's partners);
    a range of codes as its members ("the blends of P1-P8": P1, …, P8, no one sample)."""
    ranges = {m.matid: [x.matid for x in code_range_members(m)] for m in rec.mentions if m.type in MATERIAL_TYPES}
    return [x for m in rec.listed.materials if m not in rec.listed.compared and m not in partners
            for x in ranges.get(m) or [m]]


def read_passage(sentences: list[str], samples: PaperSamples, text: str = "", recent: str = ""):
    """Each sentence of a passage (a chunk) with its Recognition, read as a reader reads them in order: a sentence
    that names no material speaks of the sample the passage named last ("recent"), else of the passage's main
    material ("the alloy" of a passage that names only it is it, once the passage has named it: before that, "the
    alloy" is one the text before the passage named); a "respectively" may take the previous sentence's list.
    ``text``: the passage as written (default: its sentences joined); ``recent``: the sample the text before the
    passage named last (``named_last``), if it runs on from it."""
    text = text or " ".join(sentences)
    named = named_materials(text, samples)
    chunk_material = main_material(text, samples, named) or samples.main
    alone = set(named) == {chunk_material}
    before = None                    # what the last sentence listed
    met = recent == chunk_material   # has the passage's material been named yet (or was it named last before it)?
    topic = ""                       # the sample a sentence named as its topic ("Regarding the X alloy, …"), if recent
    setting, said_at = {}, 0         # the test conditions a sentence stating the setting gave, and where
    setting_topic = ""               # the sample whose discussion the setting was said in (it holds while that lasts)
    named_before = ""                # the one sample the sentence before named, if it named one
    spectrum, spectrum_at = "", 0    # the kind of spectrum a sentence before named last, and where
    for i, sentence in enumerate(sentences):
        held_spectrum = spectrum if i - spectrum_at <= SETTING_SENTENCES else ""
        rec = recognise(sentence, chunk_material, samples, context_alone=alone and met, recent=recent, before=before,
                        spectrum=held_spectrum)
        if (named := spectrum_named(sentence)):
            spectrum, spectrum_at = named, i
        if not rec.measurements:
            plain = plain_math(sentence)
            said = setting_conditions(plain, rec.mentions)
            if said:
                setting, said_at, setting_topic = said, i, ""
            elif re.search(r"\d\s*(?:°\s*C|K)\b", plain):
                setting = {}             # "The samples were annealed at 900 °C": another step, another setting
        held = i - said_at <= SETTING_SENTENCES
        if not held and not (setting_topic and setting_topic == topic):
            setting = {}                 # (a figure's discussion of one sample keeps the setting it was opened with)
        for m in rec.measurements:
            # "… were conducted at 25 °C. … it reached a capacity of 1.9 wt%": the setting's test temperature (and gas
            # pressure), for a value of another kind
            for key, value in setting.items() if held or m.material == setting_topic else ():
                if key not in m.conditions and not compatible(m.unit, condition_unit(key)):
                    m.conditions[key] = value
        before = rec.listed
        said = _said(rec, samples.partners)
        met = met or chunk_material in said
        framed = topic_of(sentence, rec.mentions)      # "Regarding the X alloy, …" (None: no topic phrase)
        if framed is None:
            # "Figure 6 shows the kinetics of the X alloy."; "The X alloy was cycled 20 times. The results are shown in
            # Figure 8a."
            framed = figure_topic(sentence, said or [named_before] * bool(named_before), bool(rec.measurements))
        if framed is not None:
            topic = framed if samples.is_sample(framed) else ""
        if setting and topic and held:
            setting_topic = setting_topic or topic
        group = refers_to_series(sentence)   # ("the three polymers", "all the blending thin films": not the topic alone)
        for m in rec.measurements:       # the sample the passage named last is the topic an earlier sentence set
            if topic and not group and m.material == topic and m.binding.get("material") == "recent":
                m.binding["material"] = "topic"
                assess(m)
        recent = named_last(rec, recent, samples.partners)
        named_before = recent if said else ""
        if said:
            if recent != topic:
                topic = ""
        yield sentence, rec


def topic_of(sentence: str, mentions: list[Mention]) -> str | None:
    """The one material a sentence names in an opening topic phrase ("Regarding the X alloy, …", "In the case of
    LSC, …": the catalogue's ``topic_frames``); "" for a topic phrase that names no material or several; None when
    the sentence opens with none."""
    frame = _topic_frame().match(sentence)
    if not frame:
        return None
    named = {m.matid for m in mentions if m.type in MATERIAL_TYPES and m.start < frame.end()}
    return named.pop() if len(named) == 1 else ""


def _prose(chunk: Chunk) -> str:
    """What the recogniser reads of a chunk: a figure's caption and description, not the words plotted inside
    it (numbers there stand apart from their series and axes)."""
    return chunk.text.split("\n" + WORDS_LABEL, 1)[0] if chunk.kind == "figure" else chunk.text


def figure_topic(sentence: str, said: list[str], values: bool = False) -> str | None:
    """The one sample a sentence that opens the discussion of a figure or table names ("Fig. 11 shows the PCT curves
    of the Ti0.84Zr0.16Mn0.9Cr0.7Fe0.1 alloy at 313 K …", "The PCI curves … for the X alloy are illustrated in Figure
    7b"), or that the sentence before it named when it names none ("The X alloy was cycled 20 times at 30 °C. The results
    are shown in Figure 8a."): the sentences after it that name no material speak of that sample, until another is
    named; "" for one that names several, or the samples as a group ("Figure 3 shows absorption spectra of the polymers
    … as spin-coated films on quartz substrates"), or that gives ``values`` itself ("As shown in Fig. 4C, the power
    density was 372 mW/cm2, lower than that for a SOFC with the X anode": it reports, it opens no discussion): no
    topic; None when the sentence points at no figure or table, or names no sample (the discussion goes on: "Regarding
    the X alloy, … Figure 9 shows the absorption curves for the 1st, 2nd, … cycles.")."""
    if not POINTS_AT_FIGURE.search(sentence):
        return None
    group = refers_to_series(sentence)
    if not said and not group:
        return None
    return said[0] if len(said) == 1 and not values and not group else ""


@lru_cache(maxsize=1)
def _topic_frame() -> re.Pattern:
    frames = "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(words("topic_frames"), key=len, reverse=True))
    return re.compile(rf"\s*(?:{frames})\s+(?:[^,;.]|\.(?=\d)){{1,120}}?,", re.I)


def extract_paper(paper_id: str, chunks: list[Chunk], tables: list[TableData],
                  merges: dict[str, str] | None = None, title: str = "") -> PaperEntities:
    merges = merges or {}
    out = PaperEntities(paper_id)
    tables_by_id = {t.table_id: t for t in tables}
    sentence_jobs: list[tuple[Chunk, str, list[Mention]]] = []
    # the paper's samples: its main material, the labels and names it defines ("… (NCN)", "Alloy_1 – (…)",
    # "yttria-stabilized zirconia (YSZ)"), its phases and families; a row or sentence about a label is about
    # that composition
    prose = {c.chunk_id: _prose(c) for c in chunks}
    split = {cid: [text[s:e].strip() for s, e in split_sentences(text)] for cid, text in prose.items()}
    samples = paper_samples(([("title", title)] if title else []) + [(c.section, prose[c.chunk_id]) for c in chunks
                                                                      if c.kind != "table"]
                            + [("table", t.caption) for t in tables], tables)
    paper_material = samples.main
    out.samples = samples
    parse_sentences([t.caption for t in tables] + [x for c in chunks if c.kind != "table" for x in split[c.chunk_id]])
    section, read = None, []      # a text chunk runs on from the one before it in its section: what its sentences named
    for chunk in chunks:
        if chunk.kind == "table" and chunk.table_id in tables_by_id:
            t = tables_by_id[chunk.table_id]
            for row_text, rec in read_table(t.caption, t.header, t.rows, paper_material, samples):
                for m in rec.mentions:
                    out.add_mention(m, chunk.chunk_id, row_text, merges)
                for meas in rec.measurements:
                    out.add_measurement(samples.relabel(meas), chunk, merges, t.table_id)
                out.unrecognised += rec.unrecognised
            # the caption is text: the document graph gets its phrases (not the table's facts), and the
            # table's headers and row labels as they are written (a table is text too)
            sentence_jobs.append((chunk, t.caption, []))
            for name in table_surface_names(t):
                out.doc_entities.setdefault(name, set()).add(chunk.chunk_id)
            continue
        text, sentences = prose[chunk.chunk_id], split[chunk.chunk_id]
        last = ""
        if chunk.kind == "text":
            if chunk.section != section:
                section, read = chunk.section, []
            read, last = _runs_on(read, sentences)
        for sentence, rec in read_passage(sentences, samples, text, last):
            if chunk.kind == "text":
                last = named_last(rec, last, samples.partners)
                read.append((sentence, last))
            for m in rec.mentions:
                out.add_mention(m, chunk.chunk_id, sentence, merges)
            for meas in rec.measurements:
                out.add_measurement(samples.relabel(meas), chunk, merges)
            out.unrecognised += rec.unrecognised
            sentence_jobs.append((chunk, sentence, rec.mentions if chunk.kind == "text" else []))
    # a label or a defined name is a name of its material
    for comp, label in [*samples.labels.values(), *((m, short) for short, (m, _) in samples.names.items())]:
        matid = merges.get(comp, comp)
        if matid in out.matids:
            out.matids[matid].surfaces.add(label)
    # compositions contain their elements
    for matid in list(out.matids):
        if matid.startswith("comp:") and "(x)" not in matid:
            for el, pct in re.findall(r"([A-Z][a-z]?)(\d+(?:\.\d+)?)", matid[5:]):
                out.contains.append(Contains(matid, f"el:{el}", float(pct) / 100))
                if f"el:{el}" not in out.matids:
                    out.matids[f"el:{el}"] = MatIDInfo(f"el:{el}", "element", ELEMENTS[el])
    _parse_relations(out, sentence_jobs, merges)
    return out


def _runs_on(read: list[tuple[str, str]], sentences: list[str]) -> tuple[list[tuple[str, str]], str]:
    """Where a chunk starts in the text read before it in its section (``read``: each sentence with the sample named
    last once it was read): the sentences read before that point, and the sample named last there. A chunk may
    repeat the last sentences of the one before it (the chunker's overlap); it runs on from before them."""
    at = next((i for i in range(len(read) - 1, -1, -1) if sentences and read[i][0] == sentences[0]), len(read))
    return read[:at], read[at - 1][1] if at else ""


def recognise_in_paper(paper_text: str, sentences: list[str], passages: int = 0,
                       title: str | None = None) -> list[list[Measurement]]:
    """The measurements of each of these sentences as the pipeline would read them inside this paper: with
    the paper's samples (labels it defines, its main material) known from the whole text. For benchmarks
    on annotated sentences (``eval.bench extraction``). Each sentence is read alone, unless ``passages`` > 0:
    then the paper's lines (one sentence each) are read in passages of that many, as a chunk is read
    (``read_passage``), and each sentence gets the reading of its passage. The paper's first line is its title,
    unless ``title`` is given (a corpus whose first line runs on into authors and affiliations)."""
    if title is None:
        title, _, body = paper_text.strip().partition("\n")
    else:
        body = paper_text
    samples = paper_samples([("title", title), ("", body)])
    read: dict[str, list[Measurement]] = {}
    if passages > 0:
        lines = [line.strip() for line in paper_text.split("\n") if line.strip()]
        parse_sentences(lines)
        last = ""
        for start in range(0, len(lines), passages):
            for sentence, rec in read_passage(lines[start:start + passages], samples, recent=last):
                last = named_last(rec, last, samples.partners)
                read.setdefault(sentence, [samples.relabel(m) for m in rec.measurements])
    parse_sentences(sentences)
    out = []
    for sentence in sentences:
        if sentence.strip() in read:
            out.append(read[sentence.strip()])
            continue
        rec = recognise(sentence, samples.main, samples)
        out.append([samples.relabel(m) for m in rec.measurements])
    return out


def table_surface_names(table: TableData) -> list[str]:
    """A table's column headers and row labels (first column) as written, lower-cased: the names the
    document graph gives a table's content. Cells without a letter (numbers, dashes) are not names."""
    cells = list(table.header) + [row[0] for row in table.rows if row]
    out: list[str] = []
    for cell in cells:
        name = re.sub(r"\s+", " ", str(cell)).lower().strip(" .,;:|")
        if 2 <= len(name) <= 80 and re.search(r"[a-z]{2}", name) and name not in PRONOUNS and name not in out:
            out.append(name)
    return out


def _parse_relations(out: PaperEntities, jobs, merges) -> None:
    if not jobs:
        return
    docs = parse_sentences([sentence for _, sentence, _ in jobs])
    for (chunk, sentence, mentions), doc in zip(jobs, docs):
        # G-RAG: typed relations between MatIDs on either side of a relation verb
        if len(mentions) >= 2:
            for tok in doc:
                rel = catalogue().vocabulary.relation_verbs.get(tok.lemma_.lower()) if tok.pos_ in ("VERB", "AUX") else None
                if not rel:
                    continue
                left = [m for m in mentions if m.end <= tok.idx]
                right = [m for m in mentions if m.start >= tok.idx + len(tok.text)]
                if left and right:
                    a, b = left[-1], right[0]
                    src, dst = merges.get(a.matid, a.matid), merges.get(b.matid, b.matid)
                    if src != dst:
                        gap = len(sentence[a.end:b.start].split())
                        out.relations.append(Relation(src, dst, rel, chunk.chunk_id, sentence,
                                                      round(1 / (1 + gap / 5), 3)))
        # document graph: noun phrases as they are written, and the verbs between them
        spans = []
        for nc in doc.noun_chunks:
            words = [t for t in nc if t.pos_ not in ("DET", "PRON", "NUM", "PUNCT") and not t.is_stop]
            if not words:
                continue
            name = " ".join(t.text for t in words).lower().strip(" .,;:()[]")
            if len(name) < 2 or name in PRONOUNS or not re.search(r"[a-z]", name):
                continue
            spans.append((nc.root, name))
            out.doc_entities.setdefault(name, set()).add(chunk.chunk_id)
        by_root = {root.i: name for root, name in spans}
        for tok in doc:
            if tok.pos_ != "VERB":
                continue
            subj = [c for c in tok.children if c.dep_ in ("nsubj", "nsubjpass") and c.i in by_root]
            objs = [c for c in tok.children if c.dep_ in ("dobj", "attr", "oprd") and c.i in by_root]
            for prep in (c for c in tok.children if c.dep_ in ("prep", "agent")):
                objs += [c for c in prep.children if c.dep_ == "pobj" and c.i in by_root]
            for s_ in subj:
                for o in objs:
                    if by_root[s_.i] != by_root[o.i]:
                        out.doc_relations.append(Relation(by_root[s_.i], by_root[o.i], tok.lemma_.lower(),
                                                          chunk.chunk_id, sentence))

