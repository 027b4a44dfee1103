"""Deterministic metrics (no LLM): the trustworthy signal when only a small model is available.

- value correctness: the ground truth's numbers with their units are in the answer (pint, tolerance);
- context recall: the ground truth's values are in the retrieved context;
- abstention: the answer says the context lacks the answer;
plus the parsing of an LLM judge's output, where anything unparseable is recorded as invalid, never
turned silently into a score.
"""
from __future__ import annotations

import re

from core.units import value_found

ABSTAIN_RE = re.compile(r"(context|passages?|sources?|information)\s+(does|do|did)\s+not\s+(contain|include|mention|"
                        r"provide|say)|\bnot\s+(enough|sufficient)\s+information\b|\bcannot\s+(be\s+)?(answer|determin)"
                        r"|\bno\s+information\b|\bunknown from the context\b", re.I)


def values_in_text(values: list[dict], text: str, rel_tol: float = 0.02) -> bool:
    """All ground-truth values ({value, unit}) are stated in the text."""
    return all(value_found(v["value"], v["unit"], text, rel_tol) for v in values)


def value_correct(values: list[dict], answer: str) -> float | None:
    """1/0 when the ground truth has values; None (not applicable) for definitions."""
    if not values:
        return None
    return float(values_in_text(values, answer))


def context_recall(values: list[dict], contexts: list[str]) -> float | None:
    if not values:
        return None
    return float(values_in_text(values, "\n".join(contexts)))


def abstained(answer: str) -> float:
    return float(bool(ABSTAIN_RE.search(answer or "")))


# --- judge output -----------------------------------------------------------------------------
def parse_score(text: str, low: float, high: float) -> tuple[float | None, str]:
    """A judge's score and reasoning. The score must be the first number of the output and lie in
    [low, high]; otherwise (None, reason) so the caller records an invalid judgement."""
    if not text or not text.strip():
        return None, "empty judge output"
    m = re.match(r"\s*(?:score\s*[:=]?\s*)?\**\s*([-+]?\d+(?:\.\d+)?)", text, re.I)
    if not m:
        return None, f"no score at the start of the judge output: {text.strip()[:120]!r}"
    score = float(m.group(1))
    if not low <= score <= high:
        return None, f"score {score:g} is outside {low:g}–{high:g}"
    return score, text[m.end():].strip()


def parse_yes_no(text: str) -> tuple[float | None, str]:
    """Faithfulness/relevancy judges answer YES or NO first."""
    m = re.match(r"\s*\**\s*(yes|no)\b", text or "", re.I)
    if not m:
        return None, f"no YES/NO at the start of the judge output: {(text or '').strip()[:120]!r}"
    return (1.0 if m.group(1).lower() == "yes" else 0.0), text[m.end():].strip()
