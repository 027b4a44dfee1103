"""Summaries of groups of passages (RAPTOR's clusters, the communities of the entity graph): by the LLM, as the
methods do, or extractively (the sentences nearest the group's centre) when the LLM is the small embedded one,
whose summaries drop most values and take seconds each. Setting ``summaries``: auto | llm | extractive."""
from __future__ import annotations

import numpy as np

from ..chunking import split_sentences
from .base import stream_llm

SUMMARY_TOKENS = 128
SUMMARY_INPUT_CHARS = 3000
EXTRACTIVE_SENTENCES = 4
SUMMARY_PROMPT = """Summarise the following passages from a materials-science paper in a few sentences. Keep the
materials, the measured values with their units and conditions.

{text}

Summary:"""


def summary_mode(settings) -> str:
    """"llm" or "extractive": ``auto`` is the LLM when it is a server or a model file the user chose, and
    extractive with the small embedded model."""
    if settings.summaries != "auto":
        return settings.summaries
    return "llm" if settings.llm_backend == "openai" or settings.llm_model_path else "extractive"


def extractive_summary(env, texts: list[str], n: int = EXTRACTIVE_SENTENCES) -> str:
    """The sentences nearest the centre of the group, in their order."""
    sents = [t[s:e].strip() for t in texts for s, e in split_sentences(t)]
    sents = [s for s in sents if len(s) > 20] or [t[:300] for t in texts]
    v = env.embedder.embed(sents)
    centre = v.mean(axis=0)
    keep = sorted(np.argsort(-(v @ centre))[:n])
    return " ".join(sents[i] for i in keep)


def llm_summary(env, texts: list[str]) -> str:
    text = "\n\n".join(texts)[:SUMMARY_INPUT_CHARS]
    out = "".join(stream_llm(env.llm, SUMMARY_PROMPT.format(text=text), SUMMARY_TOKENS)).strip()
    return out or extractive_summary(env, texts)


def summarise(env, texts: list[str]) -> str:
    return llm_summary(env, texts) if summary_mode(env.settings) == "llm" else extractive_summary(env, texts)
