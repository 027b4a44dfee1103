"""A PDF's document information (Title, Author, Subject …) as text that reads right.

A text string in a PDF is either UTF-16 with a byte-order mark (UTF-16BE is the standard; some writers use
UTF-16LE), UTF-8 with a byte-order mark (PDF 2.0), or PDFDocEncoding, a one-byte code page that is Latin-1 with
its own characters at 0x18-0x1F and 0x80-0xA0 (en dash at 0x85, the euro sign at 0xA0). Publishers get it wrong
in two ways, both seen on journal papers:

- the UTF-8 bytes of the title written without a mark, which a reader takes for PDFDocEncoding
  ("Hall–Petch" read as "Hallâ•ﬁPetch");
- the title decoded with the wrong code page before it was written, then written correctly
  ("Hall–Petch" stored as the text "Hallâ€“Petch", UTF-8 read as cp1252: mojibake).

``decode_pdf_string`` reads the bytes by the standard and undoes the first; ``repair_text`` undoes the second
with ftfy (which knows the code pages such mix-ups go through and changes nothing that is not one).
"""
from __future__ import annotations

import codecs

# PDFDocEncoding (PDF 32000-1:2008, Annex D.2): the bytes where it differs from Latin-1; 0x7F, 0x9F and 0xAD
# are undefined
_PDFDOC_DIFF = {
    0x18: "\u02d8", 0x19: "\u02c7", 0x1A: "\u02c6", 0x1B: "\u02d9", 0x1C: "\u02dd", 0x1D: "\u02db", 0x1E: "\u02da",
    0x1F: "\u02dc", 0x80: "\u2022", 0x81: "\u2020", 0x82: "\u2021", 0x83: "\u2026", 0x84: "\u2014", 0x85: "\u2013",
    0x86: "\u0192", 0x87: "\u2044", 0x88: "\u2039", 0x89: "\u203a", 0x8A: "\u2212", 0x8B: "\u2030", 0x8C: "\u201e",
    0x8D: "\u201c", 0x8E: "\u201d", 0x8F: "\u2018", 0x90: "\u2019", 0x91: "\u201a", 0x92: "\u2122", 0x93: "\ufb01",
    0x94: "\ufb02", 0x95: "\u0141", 0x96: "\u0152", 0x97: "\u0160", 0x98: "\u0178", 0x99: "\u017d", 0x9A: "\u0131",
    0x9B: "\u0142", 0x9C: "\u0153", 0x9D: "\u0161", 0x9E: "\u017e", 0xA0: "\u20ac",
}
_UNDEFINED = (0x7F, 0x9F, 0xAD)
PDFDOC = "".join(_PDFDOC_DIFF.get(b, "\ufffd" if b in _UNDEFINED else chr(b)) for b in range(256))
_PDFDOC_BYTES = {ch: b for b, ch in enumerate(PDFDOC) if ch != "\ufffd"}


def pdfdoc_decode(raw: bytes) -> str:
    return "".join(PDFDOC[b] for b in raw)


def pdfdoc_encode(text: str) -> bytes | None:
    """The PDFDocEncoding bytes of a text, or None when a character has none."""
    try:
        return bytes(_PDFDOC_BYTES[ch] for ch in text)
    except KeyError:
        return None


def decode_pdf_string(raw: bytes | str) -> str:
    """A PDF text string's bytes as text (by its byte-order mark, else PDFDocEncoding; UTF-8 bytes written
    without a mark are read as UTF-8), repaired (``repair_text``)."""
    if isinstance(raw, str):
        return repair_text(raw)
    if raw.startswith(codecs.BOM_UTF16_BE):
        text = raw[2:].decode("utf-16-be", "replace")
    elif raw.startswith(codecs.BOM_UTF16_LE):
        text = raw[2:].decode("utf-16-le", "replace")
    elif raw.startswith(codecs.BOM_UTF8):
        text = raw[3:].decode("utf-8", "replace")
    else:
        text = pdfdoc_decode(raw)
        import ftfy
        # UTF-8 bytes without a mark (but mojibake written in PDFDocEncoding is valid UTF-8 too: "â€“" is the
        # bytes E2 A0 8D, "⠍" in UTF-8; ftfy knows it for mojibake, and it is read as such)
        if ftfy.fix_encoding(text) == text and (utf8 := _utf8_unmarked(raw)) is not None:
            text = utf8
    return repair_text(text.replace("\x00", ""))


def _utf8_unmarked(raw: bytes) -> str | None:
    """UTF-8 bytes written without a byte-order mark (valid UTF-8 with a character of several bytes: a
    PDFDocEncoding text is almost never that), or None."""
    if raw.isascii():
        return None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return None


def repair_text(text: str) -> str:
    """A text whose bytes were decoded with the wrong code page, repaired ("Hallâ€“Petch" -> "Hall–Petch");
    anything else as it is (ftfy changes only sequences that are mojibake, leaves quotes and ligatures as written,
    and normalises to NFC)."""
    if text.isascii():
        return text
    import ftfy
    return ftfy.fix_text(text, uncurl_quotes=False, fix_latin_ligatures=False, fix_character_width=False,
                         normalization="NFC")


def document_info(pdf) -> dict[str, str]:
    """The document information entries of an open ``pdfplumber.PDF`` (Title, Author, Subject, Keywords …) as
    text that reads right; entries that are not text are left out."""
    from pdfminer.psparser import PSLiteral
    from pdfminer.pdftypes import resolve1
    out: dict[str, str] = {}
    for info in getattr(getattr(pdf, "doc", None), "info", None) or []:
        for key, value in (resolve1(info) or {}).items():
            value = resolve1(value)
            if isinstance(value, PSLiteral):
                value = value.name
            if isinstance(value, (bytes, str)):
                out[str(key)] = decode_pdf_string(value).strip()
    return out
