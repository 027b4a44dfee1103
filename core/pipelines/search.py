"""Chunk search shared by the pipelines: dense, sparse (BM25) and their fusion, and focusing a long
chunk on the sentences or table rows that answer the question.

Why sparse as well as dense: formulas (Ti0.84Zr0.16Mn0.9Cr0.7Fe0.1), sample labels (HNCN, Alloy_3),
symbols and numbers are exactly where a small sentence-embedding model is weak and word matching is
strong. The two rankings are fused by reciprocal rank fusion (Cormack et al., 2009): score(d) =
sum over rankings of 1 / (RRF_K + rank(d)).

Why focusing: a semantic chunk may be longer than the context budget (chunks are capped at 1024
tokens, the default budget is 800), so a chunk that does not fit is cut down to the windows of
sentences (or the table rows, under the table's caption and header) that share most words with the
question, instead of being dropped.
"""
from __future__ import annotations

import math
import re
from collections import Counter
from typing import Callable

import numpy as np

from ..models import WORDS_LABEL

RRF_K = 60
_WORD_RE = re.compile(r"[^\W_]+(?:[.,+\-/][^\W_]+)*")
_FORMULA_PART_RE = re.compile(r"[a-zα-ω]+[\d.]*")
_REFERENCE_RE = re.compile(r"\b(fig(?:ure)?s?\.?|tables?|tab\.)\s*(\d{1,2})(?!\d|\.\d)", re.I)
STOPWORDS = frozenset("""a an and are as at be been being by can could did do does for from had has have how in into
is it its of on or that the their there these this those to was were what when where which while who whom whose why
with within without would i e g ie eg et al vs its than then also both each other such only any all about after before
over under between during""".split())


def tokenize(text: str) -> list[str]:
    """Lower-cased words and numbers; a formula is kept whole and also split into its element parts
    ("ti0.5zr0.5" -> "ti0.5zr0.5", "ti0.5", "zr0.5"), so a formula written with another stoichiometry
    still shares tokens with the question."""
    # a figure or table named by its number ("Figure 1i", "Fig. 3(b)", "Table 2") is one token, so a question that
    # names it finds its caption and the sentences that cite it, not every caption with a "1" in it
    out: list[str] = [f"{'table' if k.lower().startswith('tab') else 'figure'}#{n}" for k, n in _REFERENCE_RE.findall(text)]
    for tok in _WORD_RE.findall(text.lower()):
        tok = tok.rstrip(".,")
        if not tok or tok in STOPWORDS:
            continue
        out.append(tok)
        if any(ch.isdigit() for ch in tok) and any(ch.isalpha() for ch in tok):
            parts = [p for p in _FORMULA_PART_RE.findall(tok) if p != tok]
            if len(parts) > 1:
                out += parts
        if "-" in tok or "/" in tok:
            out += [p for p in re.split(r"[-/]", tok) if p and p not in STOPWORDS]
    return out


class SparseIndex:
    """BM25 over chunk texts (bm25s), built once per library version."""

    def __init__(self, ids: list[str], texts: list[str]):
        import bm25s
        self.ids = ids
        self._pos = {cid: i for i, cid in enumerate(ids)}
        docs = [tokenize(t) for t in texts]
        self.df: Counter = Counter()
        for d in docs:
            self.df.update(set(d))
        self.n_docs = len(docs)
        self._citing: dict[str, set[str]] = {}      # "figure#1" -> the chunks that are or cite that figure
        for cid, d in zip(ids, docs):
            for tok in d:
                if "#" in tok:
                    self._citing.setdefault(tok, set()).add(cid)
        self._bm25 = None
        if ids:
            vocab = {w: i for i, w in enumerate(self.df)}
            self._vocab = vocab
            corpus = bm25s.tokenization.Tokenized(ids=[[vocab[w] for w in d] or [0] for d in docs], vocab=vocab)
            self._bm25 = bm25s.BM25()
            self._bm25.index(corpus, show_progress=False)

    def idf(self, token: str) -> float:
        return math.log(1 + (self.n_docs - self.df.get(token, 0) + 0.5) / (self.df.get(token, 0) + 0.5))

    def scores(self, query: str) -> np.ndarray:
        if self._bm25 is None:
            return np.zeros(0)
        toks = [t for t in dict.fromkeys(tokenize(query)) if t in self._vocab]
        if not toks:
            return np.zeros(self.n_docs)
        return np.asarray(self._bm25.get_scores(toks), dtype=float)

    def citing(self, query: str, k: int) -> list[str]:
        """The query's figures and tables named by number ("in Figure 1i", "Table 2"): the chunks that are or cite
        one of them, best BM25 match first (another paper's Figure 1 shares the number, not the words)."""
        refs = [t for t in tokenize(query) if "#" in t]
        wanted = set().union(*(self._citing.get(t, set()) for t in refs)) if refs else set()
        return [cid for cid, _ in self.search(query, self.n_docs) if cid in wanted][:k] if wanted else []

    def search(self, query: str, k: int) -> list[tuple[str, float]]:
        s = self.scores(query)
        if not len(s):
            return []
        order = np.argsort(-s, kind="stable")[:k]
        return [(self.ids[i], float(s[i])) for i in order if s[i] > 0]


def rrf(rankings: list[list[str]], weights: list[float] | None = None) -> dict[str, float]:
    """Reciprocal rank fusion of ranked id lists: 1 / (RRF_K + rank), summed (optionally weighted)."""
    fused: dict[str, float] = {}
    for r, ranking in enumerate(rankings):
        w = 1.0 if weights is None else weights[r]
        for rank, cid in enumerate(ranking, start=1):
            fused[cid] = fused.get(cid, 0.0) + w / (RRF_K + rank)
    return fused


# --- focusing a chunk on the question --------------------------------------------------------
def _overlap_score(text: str, q_tokens: set[str], idf: Callable[[str], float]) -> float:
    toks = set(tokenize(text))
    return sum(idf(t) for t in toks & q_tokens)


def focus(text: str, kind: str, question: str, allowance: int, count: Callable[[str], int],
          idf: Callable[[str], float] = lambda t: 1.0) -> str:
    """``text`` cut to at most ``allowance`` tokens around what the question asks for: for a table, the
    caption and header (cut if need be) and the rows sharing most words with the question, in table
    order; for prose, the sentences sharing most words with the question with their neighbours, in
    reading order, joined by " … ". Empty when not even one unit fits."""
    if allowance <= 0:
        return ""
    if count(text) <= allowance:
        return text
    if kind == "figure" and (cut := text.find("\n" + WORDS_LABEL)) >= 0:
        # the caption's best part (in at least half the room), then the words plotted in the figure (its ticks
        # and data labels) in what is left: they belong to whichever part of the caption is chosen
        words = text[cut + 1:]
        caption = focus(text[:cut], kind, question, max(allowance - count(words) - 1, allowance // 2), count, idf)
        words = _truncate(words, allowance - count(caption) - 1, count)
        return caption + "\n" + words if caption and words.count(" ") > len(WORDS_LABEL.split()) else caption
    q = set(tokenize(question))
    if kind == "table":
        lines = text.split("\n")
        head, rows = lines[:2], lines[2:]
        head_text = "\n".join(head)
        if count(head_text) > allowance // 2:          # a long caption: keep its start and the header
            head_text = _truncate(head[0], allowance // 4, count) + ("\n" + head[1] if len(head) > 1 else "")
            head_text = _truncate(head_text, allowance // 2, count)
        units, sep, fixed = rows, "\n", head_text
    elif kind == "figure" and len(panels := caption_panels(text)) > 2:
        # a caption of many panels ("a) XRD patterns …, i) DSC curves at the heating rate of 10 °C min−1"):
        # its label, and the panels the question asks about
        units, sep, fixed = panels[1:], " ", _truncate(panels[0], allowance // 4, count)
    else:
        from ..chunking import split_sentences
        units = [text[s:e].strip() for s, e in split_sentences(text)]
        sep, fixed = " ", ""
    if not units:
        return _truncate(text, allowance, count)
    joint = "\n" if kind == "table" else " "       # between the caption (or figure label) and what is chosen
    sizes = [count(u) for u in units]
    scores = [_overlap_score(u, q, idf) for u in units]
    budget = allowance - (count(fixed) + 1 if fixed else 0)
    chosen: set[int] = set()
    # best units first; for prose, a chosen sentence brings its neighbours when they fit
    for i in sorted(range(len(units)), key=lambda i: (-scores[i], i)):
        if scores[i] <= 0 and chosen:
            break
        group = [i] if kind == "table" else [j for j in (i, i - 1, i + 1) if 0 <= j < len(units)]
        for j in group:
            if j not in chosen and sizes[j] + 2 <= budget:
                chosen.add(j)
                budget -= sizes[j] + 2
        if budget <= 0:
            break
    if not chosen:
        best = max(range(len(units)), key=lambda i: scores[i])
        piece = _truncate(units[best], allowance - (count(fixed) + 1 if fixed else 0), count)
        return (fixed + joint + piece).strip() if fixed else piece
    parts, last = [], None
    for i in sorted(chosen):
        if last is not None and i != last + 1 and kind != "table":
            parts.append("…")
        parts.append(units[i])
        last = i
    body = sep.join(parts)
    out = fixed + joint + body if fixed else body
    return out if count(out) <= allowance else _truncate(out, allowance, count)


# where a caption's panel starts: "a) XRD …", "(b) SEM …", "c–e) …", after the label or a panel's end
_PANEL_RE = re.compile(r"(?:(?<=[\s,;.:])|^)(?=\(?[a-z](?:\s*[–,-]\s*[a-z])?\)\s)")


def caption_panels(text: str) -> list[str]:
    """A figure caption cut at its panels: [label and what precedes the first panel, panel a, panel b, …]; one
    piece where it names no panels."""
    cuts = [m.start() for m in _PANEL_RE.finditer(text)]
    bounds = [0] + [c for c in cuts if c > 0] + [len(text)]
    return [p for a, b in zip(bounds, bounds[1:]) if (p := text[a:b].strip())]


def _truncate(text: str, tokens: int, count: Callable[[str], int]) -> str:
    """The longest word-boundary prefix of ``text`` within ``tokens`` tokens."""
    if tokens <= 0:
        return ""
    if count(text) <= tokens:
        return text
    words = text.split(" ")
    lo, hi = 0, len(words)
    while lo < hi:                      # binary search on the number of words
        mid = (lo + hi + 1) // 2
        if count(" ".join(words[:mid]) + " …") <= tokens:
            lo = mid
        else:
            hi = mid - 1
    return (" ".join(words[:lo]) + " …") if lo else ""
