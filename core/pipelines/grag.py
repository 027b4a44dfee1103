"""G-RAG: the question's entities are linked to MatIDs as ingestion links them; their measurements
(ranked by how well their conditions match the question), knowledge passages, relations and source
chunks make the context, every fact with its citation. After retrieval, the answer step puts the graph's own
answer (``facts.fact_answer``, no LLM) on the result from the measurements retrieval matched."""
from __future__ import annotations

import json
import math

from ..graph import queries
from ..graph.queries import measurements_of
from ..matid.conditions import names_sample
from ..matid.confidence import HIGH, MEDIUM
from ..matid.vocab import property_name
from ..units import equals, format_value, typed_subscripts
from .base import Context, Params, Pipeline, Retrieval, register
from .facts import at_other_conditions, fact_answer, general_name_of_asked, in_parts, named_parts
from .naive import chunk_contexts, chunk_rankings, cite_chunks, search_chunks, search_depth
from .question import GraphMatch, asks_for_background, read_question
from .search import tokenize


def _ratio_closeness(have, want) -> float:
    """exp(-|ln(have/want)|): 1.0 for the same value, less as the ratio grows. Values no ratio compares (a zero, a
    negative, an infinite value, not a number) are close only when they are equal (1.0), else 0.0."""
    try:
        c = math.exp(-abs(math.log(have / want)))
    except (ArithmeticError, ValueError, TypeError):      # ZeroDivisionError, OverflowError; log of a negative
        c = math.nan
    return c if c == c else float(have == want)


def _difference_closeness(have, want, scale: float) -> float:
    """exp(-|have - want| / scale); 1.0 for equal values, 0.0 for values no difference compares (not numbers, NaN)."""
    try:
        c = math.exp(-abs(have - want) / scale)
    except (ArithmeticError, ValueError, TypeError):
        c = math.nan
    return c if c == c else float(have == want)


def condition_score(wanted: dict, have: dict) -> float:
    """1.0 for a perfect match of the conditions the question states; lower as they differ. A condition the
    measurement does not state scores 0.3 (0.5 for loading and method); any value, even one no ratio compares (the
    question's 0 GPa), gives a score rather than an error."""
    if not wanted:
        return 1.0
    score, n = 0.0, 0
    if "temperature_K" in wanted:
        n += 1
        t = have.get("temperature_K")
        score += 0.3 if t is None else _difference_closeness(t, wanted["temperature_K"], 60.0)
    for key in ("grain_size_um", "cycles", "pressure_bar", "wavelength_nm"):
        if key in wanted:
            n += 1
            v = have.get(key)
            score += 0.3 if not v else _ratio_closeness(v, wanted[key])
    if "loading_mode" in wanted:
        n += 1
        lm = have.get("loading_mode")
        score += 0.5 if lm is None else float(lm == wanted["loading_mode"])
    if "method" in wanted:
        n += 1
        how = have.get("method")
        score += 0.5 if how is None else float(how == wanted["method"] or
                                               {str(how), wanted["method"]} <= {"model", "predicted", "calculated"})
    if "per" in wanted:
        n += 1
        score += float(have.get("per") == wanted["per"])
    for key in ("field_orientation", "atmosphere"):
        if key in wanted:
            n += 1
            o = have.get(key)
            score += 0.5 if o is None else float(o == wanted[key])
    if "criterion" in wanted and "criterion" in have:        # (a criterion asked of a property with none is ignored)
        n += 1
        score += float(have["criterion"] == wanted["criterion"])
    if "processing" in wanted:
        n += 1
        p = str(have.get("processing") or "").lower()
        score += 1.0 if any(w[:6] in p for w in wanted["processing"]) else 0.3
    return score / n if n else 1.0        # (a C-rate asked is weighed by the card, not here)


FACT_SHARE = 0.30     # of the context budget, at most, for measurement lines
PAPER_FLOOR = 0.45    # the confidence of a fact the paper's main material owns (0.5) in a sentence (0.95)
CONDITION_FORMS = {"temperature_K": "at {:g} K", "loading_mode": "in {}", "grain_size_um": "grain size {:g} µm",
                   "processing": "after {}", "strain_rate_per_s": "strain rate {:g} s^-1", "c_rate": "at {:g}C",
                   "specific_current_A_per_g": "at {:g} A/g", "criterion": "read at {}",
                   "field_orientation": "for {}", "wavelength_nm": "at {:g} nm", "atmosphere": "in {}"}


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


def match_measurements(env, question: str, limit: int = 40) -> GraphMatch:
    """The question's MatIDs (formulas, names, sample labels), properties and conditions (``read_question``), and
    the Measurement nodes that match them, ranked (``rank_facts``); at most ``limit`` kept."""
    question = typed_subscripts(question)   # ("K_JIc", "T_c": a subscript typed with an underscore)
    asked = read_question(env, question)
    ids, materials, props, vocab_props, wanted = asked.ids, asked.materials, asked.props, asked.vocab_props, asked.wanted
    table = measurement_table(env)
    if not materials:             # "the vacuum-annealed sample": the one sample the graph knows so made
        materials = processed_sample(question, asked.mentions, vocab_props, wanted, table)
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
    at, facts = {}, []
    parts = named_parts(question)
    for score, m in ranked:   # the same value stated in a sentence and in a table is one fact: at the rank of the
        # first, read from the surest (a sentence that names the alloy, not one that names none and ranks higher)
        key = (m["matid"], m["property"], m["value"], m["value_high"], json.dumps(m["conditions"], sort_keys=True))
        if key not in at:
            if len(facts) < limit:
                at[key] = len(facts)
                facts.append((score, m))
        elif _surer(m, facts[at[key]][1], parts):
            facts[at[key]] = (facts[at[key]][0], m)
    known_names = queries.matid_names(env.store, sorted(set(ids) | {m["matid"] for _, m in facts}))
    names = {i: n for i, (n, _) in known_names.items()}
    aliases = {i: a for i, (_, a) in known_names.items()}
    return GraphMatch(ids, materials, props, wanted, len(found), facts, names, aliases,
                      [p for p in vocab_props if p in props])


def _surer(m: dict, kept: dict, parts: set[str]) -> bool:
    """Is a statement of a fact a better source than the one kept: one the graph is sure of from the table or figure
    the question names ("According to Table 1, …" cites Table 1), else the surer one?"""
    def key(x):
        conf = x.get("confidence") or 0.0
        return conf >= HIGH and in_parts(x, parts), conf
    return key(m) > key(kept)


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


def is_sure(m: dict, match: "GraphMatch", floor: float = HIGH) -> bool:
    """A measurement G-RAG may put before Naive RAG's chunks: of a material the question names (its MatID, or a
    family member it asks), of a property the question names by its catalogue name or symbol (strength 1.0 from
    the catalogue, not from shared words) or of its catalogue general name in a unit of its kind ("conductivity"
    in S/cm for the electrical conductivity asked, as the card takes it), with high confidence (``floor``) and a
    plausible value, and not measured at other
    conditions than the question asks (the 1st cycle's capacity when the 50th is asked) or by a method it does not
    ask for: such a fact is no answer, and takes no chunk's place."""
    return m["matid"] in match.materials \
        and (m["property"] in match.vocab_props or general_name_of_asked(m, match.vocab_props)) \
        and (m.get("confidence") or 0.0) >= floor and m.get("plausible") is not False \
        and not at_other_conditions(m, match.wanted)


@register
class GRAG(Pipeline):
    name = "grag"
    label = "G-RAG"
    description = "the question's MatIDs: their measurements, relations, knowledge passages and source chunks"
    default = True
    order = 30

    def retrieve(self, question: str, params: Params) -> Retrieval:
        """Naive RAG's context, by construction, with what the graph knows added first: the measurements of the
        question's material and of the property it names (catalogue identity, not a shared word), those of high
        confidence first, then those of medium, take the place of Naive's last chunks (at most FACT_SHARE of the
        budget); everything else the
        graph offers (other measurements, relations, chunks the graph points to, knowledge passages) fills only what
        Naive's chunks leave. With an empty graph, or one that knows nothing of the question, the context is
        Naive's."""
        env = self.env
        match = match_measurements(env, question)
        ids, materials, props, wanted, names = match.ids, match.materials, match.props, match.wanted, match.names
        facts = match.facts[: params.top_k * 2]
        # the high ones first, then the medium ones (the context shows each with its source sentence; only the card
        # must be sure)
        sure = [(s, m) for s, m in facts if is_sure(m, match)]
        sure += [(s, m) for s, m in facts if is_sure(m, match, MEDIUM) and not is_sure(m, match)]
        # (when the graph has nothing surer, its facts of the asked material and property bound to the paper's main
        # material: "the annealed sample demonstrated a longer incubation time of 7200 s" in a paper of one alloy)
        sure = sure or [(s, m) for s, m in facts if is_sure(m, match, PAPER_FLOOR)]
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
                          f"{len(facts_part)} sure (before Naive RAG's chunks)"], match=match)

    def answer(self, question: str, retrieval: Retrieval) -> dict | None:
        """The graph's answer card (``facts.fact_answer``) from the measurements retrieval matched, or None."""
        return fact_answer(self.env, question, retrieval.match) if retrieval.match is not None else None

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
