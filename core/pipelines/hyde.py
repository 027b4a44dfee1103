"""HyDE (Hypothetical Document Embeddings; the RAG-for-tutors thesis §3.2, Gao et al. 2022): the LLM
writes a hypothetical passage that answers the question from what it knows; that passage, averaged with
the question as in the HyDE paper, is embedded and the chunks most similar to it are retrieved. Even a
wrong hypothetical answer carries the words a real answer is written in; the values it invents never
reach the answer (only the retrieved chunks are the context)."""
from __future__ import annotations

import numpy as np

from .base import Params, Pipeline, Retrieval, register, stream_llm
from .naive import chunk_contexts

HYDE_PROMPT = """Write a short passage from a materials-science paper that answers the question.

Question: {question}
Passage:"""
HYDE_TOKENS = 96


def hypothetical_passage(llm, question: str) -> str:
    return "".join(stream_llm(llm, HYDE_PROMPT.format(question=question.strip()), HYDE_TOKENS)).strip()


@register
class HyDE(Pipeline):
    name = "hyde"
    label = "HyDE"
    description = "the LLM writes a hypothetical answer; the chunks most similar to it (and the question) are retrieved"
    llm_in_retrieval = True
    order = 40

    def retrieve(self, question: str, params: Params) -> Retrieval:
        env = self.env
        passage = hypothetical_passage(env.llm, question)
        vecs = env.embedder.embed([question, passage] if passage else [question])
        q = vecs.mean(axis=0)
        q /= np.linalg.norm(q) or 1.0
        ids, mat = env.vectors()
        if not ids:
            return Retrieval([], [], ["no chunks: no processed papers"])
        scores = mat @ q
        top = np.argsort(-scores)[: params.top_k]
        hits = {ids[i]: float(scores[i]) for i in top}
        contexts = chunk_contexts(env, list(hits), hits)
        note = f"hypothetical passage: {passage[:300]}" if passage else "the LLM wrote no passage: the question alone"
        return Retrieval(self.fit(contexts, params.context_budget, question), [], [note])
