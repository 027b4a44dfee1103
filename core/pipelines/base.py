"""What every pipeline shares: the result type, the context with citations, the prompt and the LLM call.

The three pipelines differ only in ``retrieve``; the parsed papers, chunks, embedding model, LLM
and prompt template are the same, which is what makes the side-by-side comparison fair. A new
pipeline plugs in by subclassing ``Pipeline`` and decorating it with ``@register``.
"""
from __future__ import annotations

import functools
import re
import time
from abc import ABC, abstractmethod
from dataclasses import asdict, dataclass, field
from typing import Any, Callable, Iterable, Iterator

from ..units import TEST_CONDITION_UNITS, find_quantities

# The answer prompts (setting ``answer_prompt``); `python -m eval.bench llms` compares them on the same contexts.
_ABSTAIN_RULE = 'If the context does not contain the answer, say exactly: "The context does not contain the answer."'
PROMPTS = {
    # the first slice's prompt: instructions, context, question
    "cite": """You are a materials-science assistant. Answer the question using only the numbered context below.
Give the value with its unit and conditions when the question asks for one. Cite the context items you use by
their numbers in square brackets, like [1]. """ + _ABSTAIN_RULE + """

Context:
{context}

Question: {question}
Answer:""",
    # short answer first: the value and unit copied from the context, then the citation, then stop
    "value_first": """Answer the question from the numbered context only. Start with the value and its unit copied
exactly from the context, then the material and conditions in a few words, then the number of the context item
in square brackets, like: 615 MPa for CrCoNi at 77 K [2]. One sentence. """ + _ABSTAIN_RULE + """

Context:
{context}

Question: {question}
Answer:""",
    # the question before the context too, so a small model reads the context knowing what it looks for
    "question_first": """Question: {question}

Context:
{context}

Answer the question above from the context only, in one sentence: the value and its unit copied exactly from
the context, then the number of the context item in square brackets, like [2]. """ + _ABSTAIN_RULE + """
Question: {question}
Answer:""",
}


@dataclass
class Context:
    text: str
    score: float
    kind: str                  # chunk | table | figure | measurement | relation | entity | knowledge
    paper_id: str = ""
    paper: str = ""
    pages: list[int] = field(default_factory=list)
    table_id: str = ""
    figure_id: str = ""
    chunk_id: str = ""
    source: str = ""           # for knowledge passages: glossary | elements | wiki_offline | ...
    tokens: int = 0

    @property
    def citation(self) -> str:
        if self.kind == "knowledge":
            return f"{self.source}: {self.paper}"
        if not (self.paper or self.paper_id):
            return "document graph"
        parts = [self.paper or self.paper_id]
        if self.pages:
            parts.append(f"p. {self.pages[0]}" if len(self.pages) == 1 else f"pp. {self.pages[0]}–{self.pages[-1]}")
        if self.table_id:
            parts.append(f"Table {self.table_id[1:]}")
        if self.figure_id:
            parts.append(f"Fig. {self.figure_id[1:]}")
        return ", ".join(parts)


@dataclass
class Retrieval:
    contexts: list[Context]
    graph_elements: list[dict] = field(default_factory=list)   # {id, label, text} of nodes and relationships used
    notes: list[str] = field(default_factory=list)              # e.g. the keywords or MatIDs found
    match: Any = None                   # what retrieval matched that the answer step reads (G-RAG: the GraphMatch)


@dataclass
class PipelineResult:
    pipeline: str
    question: str
    answer: str = ""
    citations: list[dict] = field(default_factory=list)
    contexts: list[dict] = field(default_factory=list)
    graph_elements: list[dict] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)
    tokens: dict[str, int] = field(default_factory=dict)
    error: str = ""
    fact_answer: dict | None = None                             # the graph's answer card (G-RAG), no LLM
    unsupported: list[str] = field(default_factory=list)        # values with units in the answer, in no context

    def to_dict(self) -> dict:
        return asdict(self)


@dataclass
class Params:
    top_k: int = 5
    context_budget: int = 800         # tokens of context given to the LLM (the settings' default)
    n_max: int = 0                    # Graph RAG node cap (0 = from the budget)
    r_max: int = 0                    # Graph RAG relationship cap (0 = from the budget)
    l_min: int = 3                    # Graph RAG: keywords longer than this
    max_answer_tokens: int = 128
    chunk_search: str = "hybrid"      # hybrid (BM25 + dense, fused) | dense
    prompt: str = "question_first"    # a key of PROMPTS (the settings' default)

    @classmethod
    def from_settings(cls, s, **overrides) -> "Params":
        return cls(**{"top_k": s.top_k, "context_budget": s.context_budget_tokens, "n_max": s.n_max, "r_max": s.r_max,
                      "max_answer_tokens": s.max_answer_tokens, "chunk_search": s.chunk_search,
                      "prompt": s.answer_prompt, **overrides})

    @property
    def nodes_cap(self) -> int:
        return self.n_max or max(5, self.context_budget // 40)

    @property
    def rels_cap(self) -> int:
        return self.r_max or max(5, self.context_budget // 30)


PIPELINES: dict[str, type["Pipeline"]] = {}
MIN_PIECE_TOKENS = 24      # a focused piece shorter than this is not worth its place in the context
ATOMIC_KINDS = ("measurement", "relation")   # facts are given whole or not at all
ITEM_SHARE = 0.5          # no single item takes more than half the budget (a long chunk is focused instead)


def register(cls):
    PIPELINES[cls.name] = cls
    return cls


class Pipeline(ABC):
    """A pipeline declares what the registry shows of it (the CLI's choices, the pages' lists, report labels):"""
    name = ""                  # the id on the command line and in evaluation runs
    label = ""                 # what people read
    description = ""           # one line: what it retrieves and how
    index: str | tuple[str, ...] = ""   # the index(es) it builds beyond the shared chunks, embeddings and graphs
    llm_in_retrieval = False   # whether retrieval itself calls the LLM (HyDE, keyword extraction, LLM-guided hops)
    default = False            # in the default side-by-side comparison
    order = 100                # place in the lists

    def __init__(self, env):
        self.env = env          # core.pipelines.Env: settings, registry, store, embedder, kb, llm

    def __init_subclass__(cls, **kwargs):
        """Each pipeline's ``retrieve`` runs in one graph-store session (the embedded database's file is opened
        once per question, and released after it, so other processes can use it in between) and sees one
        version of the library (checked once, not at every cached lookup)."""
        super().__init_subclass__(**kwargs)
        inner = cls.__dict__.get("retrieve")
        if inner is not None and not getattr(inner, "_in_session", False):
            @functools.wraps(inner)
            def retrieve(self, question: str, params: "Params") -> "Retrieval":
                with self.env.store.session(), self.env.one_library():
                    return inner(self, question, params)
            retrieve._in_session = True
            cls.retrieve = retrieve

    @classmethod
    def indexes(cls) -> tuple[str, ...]:
        return (cls.index,) if isinstance(cls.index, str) and cls.index else tuple(cls.index or ())

    @abstractmethod
    def retrieve(self, question: str, params: Params) -> Retrieval:
        """The context for a question (the only thing that differs between pipelines)."""

    def answer(self, question: str, retrieval: Retrieval) -> dict | None:
        """The answer step after retrieval that needs no LLM: an answer card from what retrieval matched (G-RAG's:
        the graph's answer from its measurements); None for a pipeline that has none."""
        return None

    # --- shared by all -----------------------------------------------------------------------
    def fit(self, contexts: Iterable[Context], budget: int, question: str = "",
            item_cap: int | None = None) -> list[Context]:
        """Keep contexts in order while their tokens add up to at most ``budget``. An item longer than
        ``item_cap`` (default: a share of the budget, so that several sources fit), or one that does not
        fit whole, is focused on the question (its best sentences or table rows); an item is skipped when
        too little is left, and the rest are not read once less than a useful piece is left (``contexts``
        may be a lazy iterator). The total never exceeds the budget."""
        from .search import focus
        count = self.env.embedder.count_tokens
        idf = self.env.sparse().idf
        cap = item_cap or max(MIN_PIECE_TOKENS, int(budget * ITEM_SHARE))
        out, used = [], 0
        for c in contexts:
            if budget - used < MIN_PIECE_TOKENS:
                break
            c.tokens = c.tokens or count(c.text)
            if used + c.tokens > budget or (c.tokens > cap and c.kind not in ATOMIC_KINDS):
                room = min(budget - used, cap)
                if room < MIN_PIECE_TOKENS or c.kind in ATOMIC_KINDS:
                    continue
                text = focus(c.text, c.kind if c.kind in ("table", "figure") else "text", question, room, count, idf)
                if count(text) < MIN_PIECE_TOKENS:
                    continue
                c.text, c.tokens = text, count(text)
                if used + c.tokens > budget:
                    continue
            out.append(c)
            used += c.tokens
        return out

    def prepare(self, question: str, params: Params) -> tuple[PipelineResult, list[Context] | None]:
        """Retrieval, then the answer step (``answer``): the result so far (contexts, graph elements, the graph's
        answer) and the contexts for the prompt; None when retrieval failed (the error is on the result)."""
        res = PipelineResult(self.name, question)
        t0 = time.perf_counter()
        try:
            ret = self.retrieve(question, params)
        except Exception as exc:   # shown in the pipeline's column, the others go on
            res.error = f"retrieval failed: {type(exc).__name__}: {exc}"
            return res, None
        res.timings["retrieve_s"] = time.perf_counter() - t0
        res.contexts = [{**asdict(c), "citation": c.citation, "n": i + 1} for i, c in enumerate(ret.contexts)]
        res.graph_elements, res.notes = ret.graph_elements, ret.notes
        try:
            res.fact_answer = self.answer(question, ret)
        except Exception as exc:   # the card is one answer beside the LLM's: the context and the LLM's answer go on
            res.notes = [*res.notes, f"no answer card: {type(exc).__name__}: {exc}"]
        return res, ret.contexts

    def generate(self, res: PipelineResult, contexts: list[Context], params: Params,
                 on_token: Callable[[str], None] | None = None) -> PipelineResult:
        """The LLM's answer from the prepared contexts, streamed to on_token; citations and unsupported values."""
        prompt = build_prompt(res.question, contexts, params.prompt)
        t1 = time.perf_counter()
        try:
            text = ""
            for delta in stream_llm(self.env.llm, prompt, params.max_answer_tokens):
                if not text:
                    res.timings["first_token_s"] = time.perf_counter() - t1
                text += delta
                if on_token:
                    on_token(delta)
        except Exception as exc:
            res.error = llm_error_message(exc, self.env.settings)
            res.timings["generate_s"] = time.perf_counter() - t1
            return res
        res.timings["generate_s"] = time.perf_counter() - t1
        res.answer = text.strip()
        res.tokens = {"prompt": self.env.count_llm_tokens(prompt), "completion": self.env.count_llm_tokens(text),
                      "context": sum(c.tokens for c in contexts)}
        res.citations = attribute(res.answer, contexts)
        res.unsupported = unsupported_values(res.answer, [res.question] + [c.text for c in contexts])
        return res

    def run(self, question: str, params: Params, on_token: Callable[[str], None] | None = None) -> PipelineResult:
        res, contexts = self.prepare(question, params)
        return res if contexts is None else self.generate(res, contexts, params, on_token)


def attribute(answer: str, contexts: list[Context]) -> list[dict]:
    """The context items an answer rests on: those it cites as [n], and those that state a value with unit
    that the answer gives (small models often answer right and cite nothing)."""
    from ..units import find_quantities, same_quantity
    explicit = {int(n) for n in re.findall(r"\[(\d+)\]", answer) if 0 < int(n) <= len(contexts)}
    matched = set()
    for q in find_quantities(answer):
        if q.unit in TEST_CONDITION_UNITS:     # a condition ("at 77 K") is in many items
            continue
        for i, c in enumerate(contexts, start=1):
            if i in explicit or i in matched:
                continue
            if any(same_quantity(q.low, q.unit, x.low, x.unit, 0.001) for x in find_quantities(c.text)):
                matched.add(i)
    out = []
    for n in sorted(explicit | matched):
        c = contexts[n - 1]
        out.append({"n": n, "citation": c.citation, "paper_id": c.paper_id, "pages": c.pages, "table_id": c.table_id,
                    "figure_id": c.figure_id, "kind": c.kind, "how": "cited" if n in explicit else "value match"})
    return out


def unsupported_values(answer: str, sources: list[str]) -> list[str]:
    """The numbers with units that an answer states and none of its sources (the question, the contexts)
    does, after unit normalisation ("0.66 GPa" is supported by "660 MPa"; a table row's bare "657" by its
    header's "MPa"): what a small model invented."""
    from ..units import value_found
    out = []
    for q in find_quantities(answer):
        value = q.value if isinstance(q.value, tuple) else q.low
        if not any(value_found(value, q.unit, s) for s in sources) and q.text.strip() not in out:
            out.append(q.text.strip())
    return out


def build_prompt(question: str, contexts: list[Context], style: str = "cite") -> str:
    lines = [f"[{i + 1}] ({c.citation}) {c.text}" for i, c in enumerate(contexts)]
    return PROMPTS[style].format(context="\n".join(lines) if lines else "(nothing was retrieved)",
                                 question=question.strip())


def stream_llm(llm, prompt: str, max_tokens: int) -> Iterator[str]:
    for part in llm.stream_complete(prompt, max_tokens=max_tokens, temperature=0.0):
        if part.delta:
            yield part.delta


def llm_error_message(exc: Exception, settings) -> str:
    """A message a user can act on, not a stack trace."""
    name = type(exc).__name__
    text = str(exc)
    if settings.llm_backend == "openai":
        where = settings.openai_base_url
        if "Connection" in name or "connect" in text.lower():
            return f"the LLM server at {where} cannot be reached (is it running?): {text}"
        if "Timeout" in name or "timed out" in text.lower():
            return f"the LLM server at {where} did not answer within {settings.llm_timeout_s:g} s"
        if "NotFound" in name or "404" in text or "does not exist" in text:
            return f"the LLM server at {where} does not serve the model {settings.openai_model!r}: {text}"
    return f"the LLM failed: {name}: {text}"

