"""Chunking: semantic chunks of body text as SemRAG describes, plus one chunk per table and figure.

SemRAG's algorithm: split the text into sentences; embed each sentence together with a buffer of
its neighbours; put a breakpoint wherever the cosine distance between consecutive buffered
sentences exceeds a percentile of all those distances; then cap each chunk's length (1024 tokens
with 128 tokens of overlap by default). Two choices of ours: the percentile is taken over the
whole paper (short sections would make a per-section percentile meaningless), and a section
boundary is always a breakpoint, so every chunk has one section. Fixed-size chunking (LlamaIndex's
SentenceSplitter) can be chosen instead, for comparison.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

import numpy as np

from .models import Block, Chunk, ParsedPaper
from .pdf.tables import join_lines

ABBREVIATIONS = {"fig", "figs", "eq", "eqs", "eqn", "eqns", "ref", "refs", "e.g", "i.e", "et al", "al", "vs", "approx", "no",
                 "tab", "ca", "cf", "resp", "min", "max", "sec", "ch", "vol", "pp", "dr", "prof", "st", "wt",
                 "at", "mol", "vol", "etc", "u.s"}
# (an equation's number ends what it numbers where a sentence starts after it: "E LUMO = -e(E red +4.71)(eV) (2) The LUMO
# energy levels of …")
_SENT_END = re.compile(r"(?<=[.!?])[\")\]]?\s+(?=[\"(\[]?[A-Z0-9])|(?:(?<=\s\(\d\))|(?<=\s\(\d\d\)))\s+(?=[A-Z][a-z]+\s)")


def split_sentences(text: str) -> list[tuple[int, int]]:
    """Sentence spans (start, end) in ``text``; abbreviations like "Fig." or "et al." do not end one."""
    spans, start = [], 0
    for m in _SENT_END.finditer(text):
        before = text[start:m.start()].rstrip(".!?\")] ")
        words = re.split(r"\s", before) if before else [""]
        last = words[-1].lower().lstrip("([{\"'")       # "(ca. 1.46 eV)", "(Fig. 3)": in brackets too
        # a single letter is an initial ("J. Smith"), "min" or "mol" an abbreviation, unless it is a unit after a
        # number ("… at 300 K. The …", "… in 24 h. However …", "… for 20 min. The …")
        unit_after_number = len(words) > 1 and re.fullmatch(r"[A-Za-z]|min|mol|mmol", words[-1]) is not None \
            and re.search(r"\d$", words[-2]) is not None
        if (last in ABBREVIATIONS or re.fullmatch(r"[a-z]", last)) and not unit_after_number or last.endswith("et al"):
            continue
        spans.append((start, m.start() + len(m.group(0).rstrip())))
        start = m.end()
    if text[start:].strip():
        spans.append((start, len(text)))
    return [(s, e) for s, e in spans if text[s:e].strip()]


@dataclass
class Sentence:
    text: str
    page: int
    section: str
    section_idx: int


def paper_sentences(blocks: list[Block]) -> list[Sentence]:
    """Sentences in reading order; paragraphs split across columns or pages are joined first."""
    out: list[Sentence] = []
    sec_idx, prev_section = -1, None
    groups: list[tuple[str, list[Block]]] = []
    for b in blocks:
        if b.section != prev_section:
            groups.append((b.section, []))
            prev_section = b.section
        groups[-1][1].append(b)
    for section, bl in groups:
        sec_idx += 1
        # join blocks of a section, remembering where each page starts
        text, starts = "", []
        for b in bl:
            starts.append((len(text) + (1 if text else 0), b.page))
            text = join_lines([text, b.text]) if text else b.text
        for s, e in split_sentences(text):
            page = [p for st, p in starts if st <= s][-1] if starts else bl[0].page
            out.append(Sentence(text[s:e].strip(), page, section, sec_idx))
    return out


def _pack(sents: list[Sentence], count: Callable[[str], int], max_tokens: int, overlap: int) -> list[list[Sentence]]:
    """Greedy packing of sentences under a token cap, with whole-sentence overlap."""
    groups, cur, cur_tokens = [], [], 0
    sizes = [count(s.text) for s in sents]
    for s, n in zip(sents, sizes):
        if cur and cur_tokens + n > max_tokens:
            groups.append(cur)
            keep, kept = [], 0
            for prev in reversed(cur):
                k = count(prev.text)
                if kept + k > overlap:
                    break
                keep.insert(0, prev)
                kept += k
            while keep and kept + n > max_tokens:     # the overlap never pushes a chunk over the cap
                kept -= count(keep.pop(0).text)
            cur, cur_tokens = keep, kept
        cur.append(s)
        cur_tokens += n
    if cur:
        groups.append(cur)
    return groups


def _unit(v: np.ndarray) -> np.ndarray:
    return v / np.maximum(np.linalg.norm(v, axis=-1, keepdims=True), 1e-12)


def buffered(sents: list[Sentence], sent_emb: np.ndarray, buffer_size: int = 1) -> np.ndarray:
    """SemRAG's buffered sentence embeddings, derived from each sentence's own embedding: the normalised mean
    of the unit vectors of the sentence and its ``buffer_size`` neighbours on each side (same section). SemRAG
    embeds the joined text of the window instead; the mean of the parts stands for the embedding of the whole
    (each sentence is embedded once instead of 2·buffer+1 times; README, "Ingest speed")."""
    out = np.zeros_like(sent_emb)
    for i, s in enumerate(sents):
        idx = [j for j in range(max(0, i - buffer_size), min(len(sents), i + buffer_size + 1))
               if sents[j].section_idx == s.section_idx]
        out[i] = sent_emb[idx].sum(axis=0)
    return _unit(out)


# how close to the breakpoint threshold a distance from the int8 model must be to be measured again with the full
# model: int8 distances differ from the full model's by 0.002 at the median and 0.009 at the 99th percentile
# (1,611 pairs of consecutive sentences in 7 real papers); with 0.01, a fifth of the sentences are embedded again
# and every breakpoint of those papers is the full model's
REFINE_MARGIN = 0.01


def _distances(sents: list[Sentence], sent_emb: np.ndarray, buffer_size: int, same: np.ndarray,
               percentile: float) -> tuple[np.ndarray, float]:
    emb = buffered(sents, sent_emb, buffer_size)
    dist = 1.0 - np.sum(emb[:-1] * emb[1:], axis=1)
    return dist, (np.percentile(dist[same], percentile) if same.any() else np.inf)


def semantic_groups(sents: list[Sentence], sent_emb: np.ndarray, buffer_size: int = 1, percentile: float = 90.0,
                    refine: Callable[[list[str]], np.ndarray] | None = None) -> list[list[Sentence]]:
    """Breakpoints where the cosine distance between consecutive buffered sentences exceeds the paper's
    ``percentile`` of such distances, and at every section boundary. With ``refine`` (the full model, when
    ``sent_emb`` come from a quantised one), the sentences of every window whose distance lies within
    ``REFINE_MARGIN`` of the threshold are embedded again by it and the breakpoints placed again: the quantised
    model decides only the clear cases."""
    if not sents:
        return []
    same = np.array([sents[i].section_idx == sents[i + 1].section_idx for i in range(len(sents) - 1)], bool)
    dist, threshold = _distances(sents, sent_emb, buffer_size, same, percentile)
    if refine is not None:
        near = np.flatnonzero(same & (np.abs(dist - threshold) <= REFINE_MARGIN))
        redo = sorted({j for i in near for j in range(i - buffer_size, i + buffer_size + 2) if 0 <= j < len(sents)})
        if redo:
            sent_emb = sent_emb.copy()
            sent_emb[redo] = _unit(refine([sents[j].text for j in redo]))
            dist, threshold = _distances(sents, sent_emb, buffer_size, same, percentile)
    groups, cur = [], [sents[0]]
    for i in range(1, len(sents)):
        if not same[i - 1] or dist[i - 1] > threshold:
            groups.append(cur)
            cur = []
        cur.append(sents[i])
    groups.append(cur)
    return groups


def fixed_groups(sents: list[Sentence], count: Callable[[str], int], size: int, overlap: int) -> list[list[Sentence]]:
    """The baseline: fixed token windows (sentence-aligned), still within sections."""
    out = []
    by_section: dict[int, list[Sentence]] = {}
    for s in sents:
        by_section.setdefault(s.section_idx, []).append(s)
    for idx in sorted(by_section):
        out += _pack(by_section[idx], count, size, overlap)
    return out


def chunk_paper(paper_id: str, parsed: ParsedPaper, embed: Callable[[list[str]], np.ndarray],
                count_tokens: Callable[[str], int], *, method: str = "semantic", buffer_size: int = 1,
                percentile: float = 90.0, max_tokens: int = 1024, overlap: int = 128,
                fixed_tokens: int = 256, vectors: str = "text",
                embed_breakpoints: Callable[[list[str]], np.ndarray] | None = None) -> tuple[list[Chunk], np.ndarray]:
    """The paper's chunks and their embeddings. Semantic chunking embeds every sentence once; with
    ``vectors = "sentences"`` a text chunk's vector is the normalised mean of its sentences' vectors (the
    whole chunk, where the embedding model reads only its first 256 tokens), with ``"text"`` the chunk's text
    is embedded again, and the sentences, whose vectors then only place the breakpoints, are embedded by
    ``embed_breakpoints`` when given (a quantised model; the close cases again by ``embed``: semantic_groups).
    Table and figure chunks are embedded from their text."""
    sents = paper_sentences(parsed.blocks)
    sent_emb = None
    if method == "fixed":
        groups = fixed_groups(sents, count_tokens, fixed_tokens, min(overlap, fixed_tokens // 4))
    else:
        quantised = embed_breakpoints is not None and vectors == "text"
        sent_emb = _unit((embed_breakpoints if quantised else embed)([s.text for s in sents])) if sents else None
        groups = []
        for g in semantic_groups(sents, sent_emb, buffer_size, percentile, embed if quantised else None) if sents else []:
            groups += _pack(g, count_tokens, max_tokens, overlap)
    chunks: list[Chunk] = []

    def add(kind: str, text: str, pages: list[int], section: str = "", table_id: str = "", figure_id: str = ""):
        chunks.append(Chunk(f"{paper_id}-{len(chunks):04d}", paper_id, kind, text, pages, section,
                            table_id, figure_id, count_tokens(text)))

    for g in groups:
        add("text", " ".join(s.text for s in g), sorted({s.page for s in g}), g[0].section)
    for t in parsed.tables:
        add("table", t.to_text(), [t.page], "", table_id=t.table_id)
    for f in parsed.figures:
        add("figure", f.to_text(), [f.page], "", figure_id=f.figure_id)
    if embed is None:                  # chunks only (the measurement-yield check)
        return chunks, np.zeros((len(chunks), 0), dtype=np.float32)
    reuse = vectors == "sentences" and sent_emb is not None
    row = {id(s): i for i, s in enumerate(sents)}
    todo = [i for i, c in enumerate(chunks) if not (reuse and i < len(groups))]
    dim = sent_emb.shape[1] if sent_emb is not None else None
    fresh = embed([chunks[i].text for i in todo]) if todo else None
    dim = dim or (fresh.shape[1] if fresh is not None else 0)
    out = np.zeros((len(chunks), dim), dtype=np.float32)
    if reuse:
        for i, g in enumerate(groups):
            out[i] = _unit(sent_emb[[row[id(s)] for s in g]].sum(axis=0))
    if todo:
        out[todo] = fresh
    return chunks, out
