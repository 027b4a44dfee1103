"""G-RAG: the question's entities are linked to MatIDs as ingestion links them; their measurements
(ranked by how well their conditions match the question), knowledge passages, relations and source
chunks make the context, every fact with its citation."""
from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field

from ..graph import queries
from ..graph.queries import measurements_of
from ..matid.conditions import (C_RATE_RE, CYCLES_RE, LOADING_RE, asked_per, asked_pressure, c_rate, cycle_number,
                                loading_mode, names_sample, tested_temperatures)
from ..matid.confidence import HIGH
from ..matid.mentions import find_mentions
from ..matid.properties import kept_share_property, named_symbols
from ..matid.quantities import text_quantities
from ..matid.recognise import owners
from ..matid.records import MATERIAL_TYPES
from ..matid.samples import SAMPLE_LABEL
from ..matid.vocab import PROCESSES, PROPERTIES, property_name
from ..units import compatible, equals, find_quantities, format_value
from .base import Context, Params, Pipeline, Retrieval, register
from .facts import at_other_conditions, fact_answer, general_name_of_asked
from .naive import chunk_contexts, chunk_rankings, cite_chunks, search_chunks, search_depth
from .search import tokenize


def question_conditions(question: str) -> dict:
    """Test conditions the question states: temperature, loading mode, grain size, processing words."""
    mentions, _ = find_mentions(question)
    qs = text_quantities(question, [(m.start, m.end) for m in mentions])
    cond: dict = {}
    temps = tested_temperatures(question, qs, mentions)
    if temps:
        cond["temperature_K"] = temps[0][2]
    sizes = [q for q in qs if q.unit == "µm"]
    if sizes:
        cond["grain_size_um"] = sizes[0].low
    lm = LOADING_RE.search(question)
    if lm:
        cond["loading_mode"] = loading_mode(lm.group(1))
    cyc = CYCLES_RE.search(question)
    if cyc:
        cond["cycles"] = cycle_number(cyc)
    rate = next((r for m in C_RATE_RE.finditer(question) if (r := c_rate(m)) is not None), None)
    if rate is not None:                         # "the discharge capacity at 5C"
        cond["c_rate"] = rate
    pressure = asked_pressure(question)          # "the Tc of FeSe at 8.9 GPa", "at ambient pressure"
    if pressure is not None:
        cond["pressure_bar"] = pressure
    per = asked_per(question)                    # "the unit-cell volume per metal atom"
    if per:
        cond["per"] = per
    # ("vacuum-annealed": the process itself, "annealed", is what a measurement's processing says)
    procs = [m.text.lower() if m.text.lower() in PROCESS_WORDS else m.text.lower().rsplit("-", 1)[-1]
             for m in mentions if m.type == "process"]
    if procs:
        cond["processing"] = procs
    how = METHOD_Q_RE.search(question)        # "experimentally measured", "the modelled value"
    if how:
        w = how.group(1).lower()
        cond["method"] = "experimental" if w.startswith("experiment") else "model" if w.startswith("model") else \
            "calculated" if w.startswith("calculat") else "predicted" if w.startswith("predict") else \
            "simulated" if w.startswith("simulat") else "theoretical"
    return cond


# how a value was obtained, when a question says it (a table may give an experimental and a modelled value)
PROCESS_WORDS = {n for names in PROCESSES.values() for n in names}
METHOD_Q_RE = re.compile(r"\b(experimental(?:ly)?|model(?:l?ed)?|calculated|predicted|simulated|theoretical(?:ly)?)\b", re.I)


def condition_score(wanted: dict, have: dict) -> float:
    """1.0 for a perfect match of the conditions the question states; lower as they differ."""
    if not wanted:
        return 1.0
    score, n = 0.0, 0
    if "temperature_K" in wanted:
        n += 1
        t = have.get("temperature_K")
        score += 0.3 if t is None else math.exp(-abs(t - wanted["temperature_K"]) / 60.0)
    if "grain_size_um" in wanted:
        n += 1
        g = have.get("grain_size_um")
        score += 0.3 if not g else math.exp(-abs(math.log(g / wanted["grain_size_um"])))
    if "cycles" in wanted:
        n += 1
        c = have.get("cycles")
        score += 0.3 if not c else math.exp(-abs(math.log(c / wanted["cycles"])))
    if "pressure_bar" in wanted:
        n += 1
        pr = have.get("pressure_bar")
        score += 0.3 if not pr else math.exp(-abs(math.log(pr / wanted["pressure_bar"])))
    if "loading_mode" in wanted:
        n += 1
        lm = have.get("loading_mode")
        score += 0.5 if lm is None else float(lm == wanted["loading_mode"])
    if "method" in wanted:
        n += 1
        how = have.get("method")
        score += 0.5 if how is None else float(how == wanted["method"] or
                                               {how, wanted["method"]} <= {"model", "predicted", "calculated"})
    if "per" in wanted:
        n += 1
        score += float(have.get("per") == wanted["per"])
    if "processing" in wanted:
        n += 1
        p = (have.get("processing") or "").lower()
        score += 1.0 if any(w[:6] in p for w in wanted["processing"]) else 0.3
    return score / n


FACT_SHARE = 0.30     # of the context budget, at most, for measurement lines
CONDITION_FORMS = {"temperature_K": "at {:g} K", "loading_mode": "in {}", "grain_size_um": "grain size {:g} µm",
                   "processing": "after {}", "strain_rate_per_s": "strain rate {:g} s^-1", "c_rate": "at {:g}C",
                   "specific_current_A_per_g": "at {:g} A/g"}


def fact_line(m: dict, name: str, source_chars: int = 80) -> str:
    """One measurement as a short line: property of material = value unit (conditions). Source: ..."""
    v = format_value(m["value"], m["value_high"], m.get("uncertainty"), bound=m["conditions"].get("bound", ""))
    parts = []
    for key, val in m["conditions"].items():
        if val in (None, "", [], {}) or key == "bound":
            continue
        form = CONDITION_FORMS.get(key)
        parts.append(form.format(val) if form else f"{key.replace('_', ' ')} {val}")
    prop = property_name(m["property"])
    text = " ".join(m["text"].split())
    source = text if len(text) <= source_chars else text[:source_chars - 1] + "…"
    return f"{prop} of {name} {equals(m['conditions'].get('bound', ''))}{v} {m['unit']}".strip() + (f" ({', '.join(parts)})" if parts else "") + \
        f". Source: {source}"


FRACTION_WORDS = ("fraction", "content", "proportion")
FRACTION_Q_RE = re.compile(r"\b(?:what|which)\s+(?:\w+\s+)?(?:fraction|proportion|share|percentage)\s+of\b|"
                           r"\bhow\s+much\b[^?]*\((?:wt|vol|at|mol)\.?\s*%\)", re.I)


def property_matches(question: str, known: list[str], vocab_props: list[str]) -> dict[str, float]:
    """The properties the question asks about, with a match strength in (0, 1]: those of the controlled
    vocabulary it names (1.0), and any property recorded in the graph (open vocabulary: "hydrogen
    storage capacity", "plateau pressure") whose words are nearly all in the question."""
    q = set(tokenize(question))
    q |= {t[:-1] for t in q if t.endswith("s")}
    out = {p: 1.0 for p in vocab_props}
    for p in known:
        if p in out:
            continue
        toks = _name_tokens(p)
        if not toks:
            continue
        share = len(toks & q) / len(toks)
        if share >= 0.66 and (len(toks) > 1 or share == 1.0):
            out[p] = share
    if FRACTION_Q_RE.search(question) and not any(v >= 1.0 for v in out.values()):
        # "what fraction of Mg2Ni", "how much Mg2Ni (wt%)", no property named: the share of a phase or element,
        # whatever a table column calls it (phase fraction, "wt%" → weight fraction, content)
        out.update({p: 1.0 for p in known if p.endswith(FRACTION_WORDS)})
    return out


def rank_facts(question: str, facts: list[dict], materials: set[str], props: dict[str, float], wanted: dict,
               idf, words=None) -> list[tuple[float, dict]]:
    """Measurements ranked for the question: right material, right property, matching conditions, and
    the words their source sentence or table row shares with the question (sample labels such as
    "x = 0.1" or "Alloy_3", a processing state, a cycle count). A measurement of neither the question's
    material nor words of its source in common is left out. ``words(fact)`` gives a fact's word set (a
    cache); by default its text is tokenised."""
    q_idf = {t: idf(t) for t in set(tokenize(question))}
    q = q_idf.keys()
    words = words or (lambda f: set(tokenize(f["text"])))
    by_text: dict[str, float] = {}      # one table row or sentence is the source of many measurements
    lex = []
    for f in facts:
        lx = by_text.get(f["text"])
        if lx is None:
            lx = by_text[f["text"]] = sum(q_idf[t] for t in words(f) & q)
        lex.append(lx)
    top = max(lex, default=0.0) or 1.0
    out = []
    for f, lx in zip(facts, lex):
        mat = float(f["matid"] in materials)
        prop = props.get(f["property"], 0.0)
        if not prop or (not mat and lx / top < 0.3):
            continue
        specific = 0.05 * (f["property"].count("_") if prop == 1.0 else 0)   # "capacity retention" over "capacity"
        score = mat + prop + specific + condition_score(wanted, f["conditions"]) + 0.75 * lx / top
        out.append((score, f))
    out.sort(key=lambda sf: -sf[0])       # stable: ties keep the order of ``facts`` (the order they were read in)
    return out


BACKGROUND_RE = re.compile(r"^\s*(what\s+(is|are)\s+(an?\s+)?[\w\s-]{1,40}\?*$|why\b|how\s+does\b|explain\b|define\b|"
                           r"describe\b|what\s+does\b.*\bmean\b)", re.I)


def asks_for_background(question: str, props: dict, materials: list[str]) -> bool:
    """A question about what something is, or why, rather than about a property of a material (a value):
    knowledge passages help."""
    return bool(BACKGROUND_RE.search(question)) and not (props and (materials or find_quantities(question)))


def _singular(tokens: list[str]) -> list[str]:
    return [t[:-1] if t.endswith("s") else t for t in tokens]


def _name_tokens(prop: str) -> set[str]:
    """The words of a property name, singular ("particle_sizes" -> {particle, size})."""
    return set(_singular(tokenize(prop.replace("_", " "))))


def given_properties(question: str, props: list[str], units: dict[str, str]) -> list[str]:
    """Properties whose value the question states ("with a 4.4 µm grain size", "50 µm grain-size", "grain
    size of 50 µm"): they are conditions of what is asked, not what is asked. A property is given when its
    words stand right next to a quantity of its kind ("yield strength of 50 µm grain-size CrMnFeCoNi" gives
    the grain size, not the yield strength: MPa is no length)."""
    out = []
    for q in find_quantities(question):
        before = _singular(tokenize(question[max(0, q.start - 40):q.start]))[-4:]
        after = _singular(tokenize(question[q.end:q.end + 40]))[:3]
        near = set(before) | set(after)
        for p in props:
            unit = units.get(p, "")
            if p in out or not unit or not compatible(q.unit, unit):
                continue
            if _name_tokens(p) <= near:
                out.append(p)
    return out


def labelled_materials(store, question: str, mentions) -> list[str]:
    """MatIDs that a paper names by a sample label the question uses ("NCN", "Alloy_1"): labels are
    aliases of the compositions papers define them for. A label that reads as a formula ("H2CN") is the
    label when a paper defines it so; its mention as a formula is then dropped from ``mentions``."""
    out: list[str] = []
    for m in re.finditer(r"[\w\-]+", question):
        word = m.group(0)
        covering = [x for x in mentions if x.start <= m.start() < x.end]
        if any(x.type != "composition" or x.text != word for x in covering) or not SAMPLE_LABEL.fullmatch(word) \
                or not re.search(r"[A-Z].*[A-Z]|_", word):
            continue
        # a phase written as the formula ("MgH2") is that formula, not a label the paper defines for a sample
        hits = [i for i in queries.matids_with_alias(store, word)
                if i not in [x.matid for x in covering] and not i.startswith("phase:")]
        for matid in hits:
            if matid not in out:
                out.append(matid)
        if hits:
            for x in covering:
                mentions.remove(x)
    # a composite as the paper writes it ("BaCe0.7Zr0.1Y0.2O3−δ-Li2CO3-Na2CO3", "LSM–YSZ"): one material, not the
    # first formula in it
    # ("Ni-YSZ": an element and a short form no question alone defines, as the papers wrote it)
    for m in re.finditer(r"[^\s,;:?()]+[-–][^\s,;:?()]+", question):
        covering = [x for x in mentions if m.start() <= x.start < m.end()]
        if not (any(x.type in MATERIAL_TYPES or x.type == "element" for x in covering)
                or re.search(r"[A-Z].*[A-Z]", m.group(0))) or any(x.text == m.group(0) for x in covering):
            continue
        hits = [i for i in queries.matids_with_alias(store, m.group(0).rstrip(".")) if not i.startswith("phase:")]
        out += [i for i in hits if i not in out]
        if hits:
            for x in covering:
                mentions.remove(x)
    return out


def _known_properties(store) -> dict[str, str]:
    """Every property of a Measurement in the graph, with its most frequent unit."""
    return {p: max(us, key=us.get) for p, us in queries.measured_properties(store).items()}


class MeasurementTable:
    """Every Measurement of the library (as ``measurements_of`` reads them), by material and by property, with
    the word set of each one's source sentence or table row: built once per library version, so a question
    reads its candidates from memory instead of the graph (at 1,000 papers a property's measurements are
    thousands of rows, and tokenising their sentences for every question took most of G-RAG's time)."""

    def __init__(self, rows: list[dict]):
        self.by_material: dict[str, list[dict]] = {}
        self.by_property: dict[str, list[dict]] = {}
        self._words: dict[str, frozenset[str]] = {}
        self._order: dict[str, int] = {}
        for i, r in enumerate(rows):
            self.by_material.setdefault(r["matid"], []).append(r)
            self.by_property.setdefault(r["property"], []).append(r)
            self._order[r["id"]] = i

    def in_order(self, facts) -> list[dict]:
        """The measurements in the graph's order: by material, each material's in the order they were written."""
        return sorted(facts, key=lambda m: self._order[m["id"]])

    def words(self, fact: dict) -> frozenset[str]:
        """The words of a measurement's source text (one table row or sentence serves many measurements)."""
        w = self._words.get(fact["text"])
        if w is None:
            w = self._words[fact["text"]] = frozenset(tokenize(fact["text"]))
        return w


class MentionTable:
    """Which chunks mention each MatID, and how often (built once per library version): the chunks that mention
    the question's MatIDs as ``queries.chunks_mentioning`` orders them, without aggregating the mentions of a
    property that every paper names at each question."""

    def __init__(self, rows: list[dict]):
        self.chunks: dict[str, dict[str, int]] = {}
        for r in rows:
            self.chunks.setdefault(r["matid"], {})[r["chunk"]] = r["n"]

    def mentioning(self, ids: list[str], limit: int) -> list[str]:
        total: dict[str, int] = {}
        for i in dict.fromkeys(ids):
            for c, n in self.chunks.get(i, {}).items():
                total[c] = total.get(c, 0) + n
        return [c for c, _ in sorted(total.items(), key=lambda cn: (-cn[1], cn[0]))[:limit]]


def mention_table(env) -> MentionTable:
    return env.cached("grag-mentions", lambda: MentionTable(queries.matid_mentions(env.store)))


def measurement_table(env) -> MeasurementTable:
    return env.cached("grag-measurements", lambda: MeasurementTable(measurements_of(env.store, None, None)))


@dataclass
class GraphMatch:
    """What the graph knows about a question: its MatIDs, the properties and conditions it asks about, and
    the measurements that match, best first (one per distinct value and conditions)."""
    ids: list[str]
    materials: list[str]
    props: dict[str, float]
    wanted: dict
    found: int
    facts: list[tuple[float, dict]]
    names: dict[str, str] = field(default_factory=dict)      # MatID -> canonical name (of ids and facts)
    aliases: dict[str, list[str]] = field(default_factory=dict)   # MatID -> spellings in the papers
    vocab_props: list[str] = field(default_factory=list)    # properties of the vocabulary named, in question order


def match_measurements(env, question: str, limit: int = 40) -> GraphMatch:
    """The question's MatIDs (formulas, names, sample labels), properties and conditions, and the
    Measurement nodes that match them, ranked (``rank_facts``); at most ``limit`` kept."""
    store = env.store
    merges = env.registry.merges()
    mentions, _ = find_mentions(question)
    labelled = labelled_materials(store, question, mentions)     # "the NCN alloy": a paper's sample label
    ids = list(dict.fromkeys([merges.get(m.matid, m.matid) for m in mentions] + labelled))
    # (an element the question names as its sample: "the vanadium samples", "pure Ti", "the hardness of Cu")
    materials = list(dict.fromkeys([merges.get(m.matid, m.matid) for m in owners(question, mentions)
                                    if m.type in MATERIAL_TYPES or m.type == "element"] + labelled))
    known = env.cached("properties", lambda: _known_properties(store))
    vocab_props = list(dict.fromkeys(kept_share_property(question, m) or m.matid[5:] for m in mentions
                                     if m.type == "property"))   # "what fraction of its initial capacity … retain"
    props = property_matches(question, list(known), vocab_props)
    symbols = [p for p in named_symbols(question) if p in known]
    if symbols:                   # "(Cmax)", "(T1bar)": the paper's own symbol names the property exactly
        props = {p: 1.0 for p in symbols}
        vocab_props = list(dict.fromkeys([p for p in vocab_props if p in symbols] + symbols))
    if not vocab_props and FRACTION_Q_RE.search(question):
        # "What fraction of Mg2NiH4 …", "How much Mg2Ni (wt%) …": the catalogue's shares of a phase, by identity
        vocab_props = [p for p in PROPERTIES if p in ("phase_fraction", "weight_fraction", "volume_fraction")]
        props.update({p: 1.0 for p in vocab_props})
    units = {**known, **{p: PROPERTIES[p][0] for p in props if p in PROPERTIES}}
    for p in given_properties(question, list(props), units):   # "with a 4.4 µm grain size": a condition
        props.pop(p, None)
    wanted = question_conditions(question)
    table = measurement_table(env)
    if not materials:             # "the vacuum-annealed sample": the one sample the graph knows so made
        materials = processed_sample(question, mentions, vocab_props, wanted, table)
        ids += [i for i in materials if i not in ids]
    found: dict[str, dict] = {}
    for mat in materials:
        for m in table.by_material.get(mat, []):
            found.setdefault(m["id"], m)
    for p in props:
        for m in table.by_property.get(p, []):
            found.setdefault(m["id"], m)
    # ties keep the order the measurements were written in: a material's in the order of its paper's sentences and
    # table columns ("lattice parameters a and c": a first)
    ranked = rank_facts(question, table.in_order(found.values()), set(materials), props, wanted, env.sparse().idf,
                        table.words)
    seen, facts = set(), []
    for score, m in ranked:   # the same value stated in a sentence and in a table is one fact (first kept)
        if len(facts) == limit:
            break
        key = (m["matid"], m["property"], m["value"], m["value_high"], json.dumps(m["conditions"], sort_keys=True))
        if key not in seen:
            seen.add(key)
            facts.append((score, m))
    known_names = queries.matid_names(store, sorted(set(ids) | {m["matid"] for _, m in facts}))
    names = {i: n for i, (n, _) in known_names.items()}
    aliases = {i: a for i, (_, a) in known_names.items()}
    return GraphMatch(ids, materials, props, wanted, len(found), facts, names, aliases,
                      [p for p in vocab_props if p in props])


def processed_sample(question: str, mentions, props: list[str], wanted: dict, table: "MeasurementTable") -> list[str]:
    """A question that names its sample only by how it was made ("What incubation time did the vacuum-annealed
    sample show …?") asks for the one material the graph holds a measurement of the asked property after that
    process: that material, when there is exactly one (a definite description names one sample), else none."""
    if not props or not wanted.get("processing") or \
            not any(m.type == "process" and names_sample(question, m) for m in mentions):
        return []
    made = {m["matid"] for p in props for m in table.by_property.get(p, [])
            if any(w[:6] in (m["conditions"].get("processing") or "").lower() for w in wanted["processing"])}
    return list(made) if len(made) == 1 else []


def is_sure(m: dict, match: "GraphMatch") -> bool:
    """A measurement G-RAG may put before Naive RAG's chunks: of a material the question names (its MatID, or a
    family member it asks), of a property the question names by its catalogue name or symbol (strength 1.0 from
    the catalogue, not from shared words) or of its catalogue general name in a unit of its kind ("conductivity"
    in S/cm for the electrical conductivity asked, as the card takes it), with high confidence and a plausible value, and not measured at other
    conditions than the question asks (the 1st cycle's capacity when the 50th is asked) or by a method it does not
    ask for: such a fact is no answer, and takes no chunk's place."""
    return m["matid"] in match.materials \
        and (m["property"] in match.vocab_props or general_name_of_asked(m, match.vocab_props)) \
        and (m.get("confidence") or 0.0) >= HIGH and m.get("plausible") is not False \
        and not at_other_conditions(m, match.wanted)


@register
class GRAG(Pipeline):
    name = "grag"
    label = "G-RAG"
    description = "the question's MatIDs: their measurements, relations, knowledge passages and source chunks"
    default = True
    order = 30

    def retrieve(self, question: str, params: Params) -> Retrieval:
        """Naive RAG's context, by construction, with what the graph knows surely added first: the measurements of
        the question's material and of the property it names (catalogue identity, not a shared word) with high
        confidence take the place of Naive's last chunks (at most FACT_SHARE of the budget); everything else the
        graph offers (other measurements, relations, chunks the graph points to, knowledge passages) fills only what
        Naive's chunks leave. With an empty graph, or one that knows nothing of the question, the context is
        Naive's."""
        env = self.env
        match = match_measurements(env, question)
        ids, materials, props, wanted, names = match.ids, match.materials, match.props, match.wanted, match.names
        facts = match.facts[: params.top_k * 2]
        sure = [(s, m) for s, m in facts if is_sure(m, match)]
        measured, m_elements = self._measurements(facts, names)
        sure_ids = {m["id"] for _, m in sure}
        sure_lines = [c for c, (_, m) in zip(measured, facts) if m["id"] in sure_ids]
        other_lines = [c for c, (_, m) in zip(measured, facts) if m["id"] not in sure_ids]
        related, r_elements = self._relations(ids)
        found = chunk_rankings(env, question, params.top_k, params.chunk_search)    # one search, two fusions
        naive_hits = search_chunks(env, question, params.top_k, params.chunk_search, found=found)
        naive = chunk_contexts(env, [h[0] for h in naive_hits], dict(naive_hits))
        knows = bool(facts or related)
        knowledge, k_elements = self._knowledge(question, ids) if knows or ids else ([], [])
        b = params.context_budget
        facts_part = self.fit(cite_chunks(env, sure_lines), int(b * FACT_SHARE), question)
        used = sum(c.tokens for c in facts_part)
        chunk_part = self.fit(naive, b - used, question)
        used += sum(c.tokens for c in chunk_part)
        # what the graph adds beyond Naive's chunks, in the room they leave
        extra: list[Context] = []
        if knows and b - used > 0:
            taken = {c.chunk_id for c in chunk_part}
            graph_chunks = [c for c in self._chunks(question, params, ids, facts, found) if c.chunk_id not in taken]
            background = asks_for_background(question, props, materials)
            ordered = (knowledge if background else []) + cite_chunks(env, other_lines) + cite_chunks(env, related) + \
                graph_chunks + ([] if background else knowledge)
            extra = self.fit(ordered, b - used, question)
        elements = m_elements + r_elements + k_elements
        elements = [{"id": i, "label": "MatID", "text": names.get(i, i)} for i in ids] + elements
        return Retrieval(facts_part + chunk_part + extra, elements,
                         [f"MatIDs in the question: {ids or 'none'}", f"properties: {sorted(props) or 'none'}",
                          f"conditions: {wanted or 'none'}", f"{match.found} measurements found, {len(facts)} kept, "
                          f"{len(facts_part)} sure (before Naive RAG's chunks)"],
                         fact_answer=fact_answer(env, question, match))

    def _measurements(self, facts: list[tuple[float, dict]], names: dict[str, str]) -> tuple[list[Context], list[dict]]:
        """1. Measurements of the question's materials, and of its properties across materials (a table row may
        name its sample by a label rather than a formula), best match first."""
        contexts, elements = [], []
        for score, m in facts:
            contexts.append(Context(fact_line(m, names.get(m["matid"], m["matid"])), round(score, 3), "measurement",
                                    m["paper_id"], m["paper"], [m["page"]], m["table_id"] or "", m["figure_id"] or "",
                                    m["chunk_id"]))
            elements.append({"id": m["id"], "label": "Measurement", "text": contexts[-1].text[:120]})
        return contexts, elements

    def _relations(self, ids: list[str]) -> tuple[list[Context], list[dict]]:
        """2. Relations between the question's MatIDs, each with its sentence."""
        contexts, elements = [], []
        for r in queries.relations_among(self.env.store, ids):
            contexts.append(Context(f"{r['a']} {r['t'].lower().replace('_', ' ')} {r['b']}: {r['s'][:200]}",
                                    r["w"], "relation", chunk_id=r["chunk"]))
            elements.append({"id": f"{r['a']}|{r['t']}|{r['b']}", "label": "RELATED", "text": contexts[-1].text[:120]})
        return contexts, elements

    def _chunks(self, question: str, params: Params, ids: list[str], facts: list[tuple[float, dict]],
                found: tuple | None = None) -> list[Context]:
        """3. Source chunks: the same search as Naive RAG over the whole corpus, with the chunks of the facts and
        the chunks that mention the question's MatIDs fused in as one more ranking (they can promote a chunk,
        never hide one)."""
        boost = list(dict.fromkeys(m["chunk_id"] for _, m in facts if m["chunk_id"]))
        mentioning = mention_table(self.env).mentioning(ids, search_depth(params.top_k) + len(boost))
        boost += [c for c in mentioning if c not in boost]
        hits = search_chunks(self.env, question, params.top_k, params.chunk_search, boost, found)
        return chunk_contexts(self.env, [h[0] for h in hits], dict(hits))

    def _knowledge(self, question: str, ids: list[str]) -> tuple[list[Context], list[dict]]:
        """4. Knowledge passages linked to the question's MatIDs (definitions, background), or found for the
        question itself when it names none. A link a curator rejected is not in the graph (rejections delete the
        link, and re-ingestion applies them again)."""
        if not ids:
            return [Context(l.passage.text[:700], l.score, "knowledge", paper=l.passage.title, source=l.passage.source)
                    for l in self.env.kb.search(question, k=2, min_score=0.45)], []
        rows = queries.passages_of(self.env.store, ids)
        return ([Context(r["text"][:700], r["score"], "knowledge", paper=r["title"], source=r["source"]) for r in rows],
                [{"id": r["pid"], "label": "Passage", "text": r["title"]} for r in rows])
