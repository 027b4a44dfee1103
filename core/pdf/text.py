"""Papers as plain text or Markdown (``.txt``, ``.md``): a corpus that ships text rather than PDFs (SOFC-Exp, a
preprint's source, notes) is ingested like a PDF, with one page, its paragraphs as blocks and its headings as
sections. No tables or figures are read from text."""
from __future__ import annotations

import re
from pathlib import Path

from ..models import Block, ParsedPaper
from .layout import REFERENCE_HEADINGS
from .repair import PUA_SYMBOL, PUA_RE
from .tables import join_lines

TEXT_SUFFIXES = (".txt", ".md", ".markdown")
_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
_NUMBERED = re.compile(r"^(?:\d+(?:\.\d+)*\.?|[IVX]+\.)\s+([A-Z][^.]{1,70})$")


def is_text_name(name: str) -> bool:
    return name.lower().endswith(TEXT_SUFFIXES)


def check_text(data: bytes, max_mb: float) -> str:
    """The text of a text file, or an IngestError that says why it cannot be read."""
    from . import IngestError
    if not data.strip():
        raise IngestError("empty text file")
    if len(data) / 1e6 > max_mb:
        raise IngestError(f"file is {len(data) / 1e6:.1f} MB, over the limit of {max_mb:g} MB (setting max_upload_mb)")
    if b"\0" in data[:4096]:
        raise IngestError("not a text file: it holds binary data (a .txt or .md file must be text)")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise IngestError(f"not UTF-8 text: byte {exc.start} cannot be read; save the file as UTF-8") from exc


def parse_text(path: Path) -> ParsedPaper:
    """Paragraphs (separated by blank lines) as blocks of page 1; Markdown headings ("## Results") and short
    numbered lines ("2. Experimental") start sections; the first heading, or else the first line, is the title;
    what follows a References heading is the reference list."""
    text = check_text(Path(path).read_bytes(), float("inf")).replace("\r\n", "\n")
    if PUA_RE.search(text):          # a symbol font's own codes pasted from a PDF ("5 \uf06dm" is 5 µm)
        text = "".join(PUA_SYMBOL.get(ord(ch), ch) for ch in text)
    paragraphs = [p.strip() for p in re.split(r"\n\s*\n", text) if p.strip()]
    if len(paragraphs) == 1 and paragraphs[0].count("\n") >= 20:
        # no blank lines (a text extracted one sentence or paragraph per line): each line is a paragraph
        paragraphs = [line.strip() for line in paragraphs[0].splitlines() if line.strip()]
    title, section, in_refs = "", "Front matter", False
    blocks: list[Block] = []
    references: list[str] = []
    for para in paragraphs:
        first = para.splitlines()[0].strip()
        heading = _HEADING.match(first) or (_NUMBERED.match(first) if len(para.splitlines()) == 1 else None)
        if heading:
            name = heading.group(heading.lastindex).strip()
            if not title and (heading.re is _HEADING and len(heading.group(1)) == 1 or not blocks):
                title = name
            else:
                section = name
                in_refs = name.lower().rstrip(":") in REFERENCE_HEADINGS
            rest = "\n".join(para.splitlines()[1:]).strip()
            if not rest:
                continue
            para = rest
        body = join_lines(para.splitlines())
        if in_refs:
            references += [line.strip() for line in para.splitlines() if line.strip()]
        else:
            blocks.append(Block(1, section, body))
    if not title and blocks:
        first = blocks[0].text
        title = _repeated_start(first)         # "Title Title Authors …": a title a PDF's extraction wrote twice
        if not title and len(first) <= 250:
            title = blocks.pop(0).text
        elif not title:                        # a first line that runs on: its first sentence-like part
            title = re.split(r"(?<=[a-z\)])\s+(?=[A-Z][a-z]+[A-Z])|\.\s", first)[0][:200]
    return ParsedPaper(title=title or Path(path).stem, doi=_doi(text), n_pages=1, pages=["\n\n".join(b.text for b in blocks)],
                       blocks=blocks, references=references)


def _repeated_start(line: str) -> str:
    """The words a line starts with twice in a row ("Title Title Authors …"), or ""."""
    words = line.split()
    for n in range(min(len(words) // 2, 40), 2, -1):
        if words[:n] == words[n:2 * n]:
            return " ".join(words[:n])
    return ""


def _doi(text: str) -> str:
    """The paper's DOI: one written in its front matter (the first 3,000 characters), not a cited one."""
    m = re.search(r"\b(10\.\d{4,9}/[^\s\"<>]+[^\s\"<>.,;)])", text[:3000])
    return m.group(1) if m else ""
