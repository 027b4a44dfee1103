"""Repairs of a PDF's text layer, as general rules: what real journal PDFs do that clean ones don't.

- **Pages**: characters drawn twice at the same place (a duplicate text layer, a "bold" made by
  overprinting) are kept once; rotated text (a journal's vertical licence bar, rotated axis labels)
  is set aside when it is a minority of the page.
- **Glyphs**: symbol fonts whose Latin code points stand for Greek and math signs (an `m` that is a
  µ, an `s` that is a σ, `¼` that is `=`), their private-use code points (U+F0xx), `(cid:N)`
  placeholders of math fonts, Unicode ligatures (ﬁ ﬂ ﬀ ﬃ ﬄ) and ligatures in the private-use area
  (which one is chosen by the word it makes, with wordninja's English word frequencies).
- **Words**: pdfplumber splits a word where the font or size changes, so "µ" + "m", "Ti" + "0.5"
  (a subscript) or "mol" + "−1" (a superscript) come out apart, and a subscript or superscript is
  grouped into a line of its own. A word in smaller type beside a word on a nearby baseline is
  attached to it: a subscript directly ("Ti0.5Zr0.5", "Mg2Ni", "σy"), a superscript with "^"
  ("mol^−1", "Å^3"); words with no space between them are joined.
"""
from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from functools import lru_cache

SYMBOL_FONT_RE = re.compile(r"symbol|advps|advp[0-9a-f]{4}|mathematicalpi|mtsy|mtmi|euclid|cmsy|msam|msbm|"
                            r"universal-?greek|wingdings", re.I)
# Adobe Symbol encoding: the Latin code points of a symbol font and what they draw
SYMBOL_MAP = {
    "a": "α", "b": "β", "c": "χ", "d": "δ", "e": "ε", "f": "φ", "g": "γ", "h": "η", "i": "ι", "j": "ϕ", "k": "κ",
    "l": "λ", "m": "µ", "n": "ν", "p": "π", "q": "θ", "r": "ρ", "s": "σ", "t": "τ", "u": "υ", "w": "ω", "x": "ξ",
    "y": "ψ", "z": "ζ", "D": "Δ", "F": "Φ", "G": "Γ", "L": "Λ", "P": "Π", "Q": "Θ", "S": "Σ", "W": "Ω", "Y": "Ψ",
    "¼": "=", "¹": "≠", "»": "≈", "£": "≤", "³": "≥", "±": "±", "´": "×", "·": "·", "°": "°", "¢": "′", "-": "−",
    "À": "−", "Â": "×",
}
# private-use code points U+F020–U+F0FF: a symbol font's own codes (U+F000 + the code)
_PUA_SYMBOL = {0xF000 + ord(k): v for k, v in SYMBOL_MAP.items() if ord(k) < 0x100}
_PUA_SYMBOL.update({0xF0B7: "•", 0xF0B0: "°", 0xF0B1: "±", 0xF0B4: "×", 0xF02D: "−", 0xF0A3: "≤", 0xF0B3: "≥"})
# placeholders of math fonts with no Unicode map: minus, times and centred dot are by far the most common
CID_MAP = {"(cid:0)": "−", "(cid:1)": "−", "(cid:2)": "−", "(cid:3)": "×", "(cid:4)": "·"}
CID_RE = re.compile(r"\(cid:\d+\)")
LIGATURES = {"ﬀ": "ff", "ﬁ": "fi", "ﬂ": "fl", "ﬃ": "ffi", "ﬄ": "ffl", "ﬅ": "ft", "ﬆ": "st"}
LIGATURE_GUESSES = ("fi", "fl", "ff", "ft", "ffi", "ffl", "st", "tt", "ct")
PUA_RE = re.compile(r"[\ue000-\uf8ff]")
DEGREE_RINGS = {"◦", "∘", "°", "○"}
SMALL = 0.85        # a word in type smaller than this share of its neighbour's is a sub- or superscript


@lru_cache(maxsize=1)
def _word_cost() -> dict[str, float]:
    import wordninja
    return wordninja.DEFAULT_LANGUAGE_MODEL._wordcost


def is_symbol_font(fontname: str) -> bool:
    return bool(SYMBOL_FONT_RE.search(fontname or ""))


def _resolve_ligature(word: str, i: int) -> str:
    """The ligature at position i of ``word`` that makes the most frequent English word."""
    cost = _word_cost()
    best, best_cost = "", None
    for lig in LIGATURE_GUESSES:
        cand = (word[:i] + lig + word[i + 1:]).lower()
        core = re.sub(r"[^a-z]", "", cand)
        c = cost.get(core)
        if c is not None and (best_cost is None or c < best_cost):
            best, best_cost = lig, c
    return best or "fi"


def fix_text(text: str, fontname: str = "") -> str:
    """A word's text with its glyphs repaired (see the module's doc)."""
    if not text:
        return text
    if CID_RE.search(text):
        text = CID_RE.sub(lambda m: CID_MAP.get(m.group(0), "") if is_symbol_font(fontname) else "", text)
    if is_symbol_font(fontname):
        text = "".join(SYMBOL_MAP.get(ch, ch) for ch in text)
    for lig, repl in LIGATURES.items():
        text = text.replace(lig, repl)
    if PUA_RE.search(text):
        text = "".join(_PUA_SYMBOL.get(ord(ch), ch) for ch in text)
    return unicodedata.normalize("NFC", text)


def resolve_ligatures(text: str) -> str:
    """Private-use characters left in a whole word are ligatures: each becomes the one that makes the
    most frequent English word ("lique\ue103ed" -> "liquefied", "a\ue09der" -> "after")."""
    while (m := PUA_RE.search(text)):
        text = text[:m.start()] + _resolve_ligature(text, m.start()) + text[m.end():]
    return text


def clipped_chars(page) -> set[tuple]:
    """Keys of the characters that a form XObject (an embedded page or figure) draws outside its own
    bounding box: the box clips them, so they are not visible. MDPI figures pasted from the authors'
    draft carry the whole draft page's text ("Metals 2025, 15, x FOR PEER REVIEW" and every sentence
    again) that way; pdfminer does not clip, so without this the text reads twice, interleaved."""
    from pdfminer.layout import LTChar, LTContainer, LTFigure

    keys: set[tuple] = set()

    def walk(objs, clip):
        for o in objs:
            if isinstance(o, LTFigure):
                box = _figure_box(o)
                if box is not None and clip is not None:
                    box = (max(clip[0], box[0]), max(clip[1], box[1]), min(clip[2], box[2]), min(clip[3], box[3]))
                walk(o, box if box is not None else clip)
            elif isinstance(o, LTChar):
                if clip is not None:
                    cx, cy = (o.x0 + o.x1) / 2, (o.y0 + o.y1) / 2
                    if not (clip[0] - 1 <= cx <= clip[2] + 1 and clip[1] - 1 <= cy <= clip[3] + 1):
                        keys.add(_char_key(o.get_text(), o.fontname, o.x0, o.y0))
            elif isinstance(o, LTContainer):
                walk(o, clip)

    try:
        walk(page.layout, None)
    except Exception:  # a page pdfminer cannot lay out has no chars to clip either
        return set()
    return keys


def _figure_box(fig) -> tuple | None:
    """A form's box on the page. pdfminer reads the form's BBox [x0 y0 x1 y1] as (x, y, width, height),
    so its LTFigure is too large; the real box is recovered for unrotated forms (None otherwise)."""
    a, b, c, d, e, f = fig.matrix
    if _pdfminer_reads_bbox_as_size():
        if b or c or a <= 0 or d <= 0:
            return None
        bx0, by0 = (fig.x0 - e) / a, (fig.y0 - f) / d          # the raw BBox's x0, y0
        return fig.x0, fig.y0, fig.x1 - a * bx0, fig.y1 - d * by0
    return fig.bbox


@lru_cache(maxsize=1)
def _pdfminer_reads_bbox_as_size() -> bool:
    from pdfminer.layout import LTFigure
    from pdfminer.utils import MATRIX_IDENTITY
    return LTFigure("probe", (1, 1, 2, 2), MATRIX_IDENTITY).x1 == 3


def _char_key(text: str, fontname: str, x0: float, y0: float) -> tuple:
    return (text, fontname, round(x0, 3), round(y0, 3))


def duplicate_chars(chars: list[dict], tol: float = 1.0) -> set[int]:
    """ids of the characters drawn again within ``tol`` points of an earlier one with the same text,
    font and size (a duplicate text layer, or bold made by overprinting). Like pdfplumber's
    ``dedupe_chars()``, in linear time."""
    seen: dict[tuple, list[dict]] = defaultdict(list)
    dupes: set[int] = set()
    for c in chars:
        key = (c["text"], c.get("fontname"), round(c.get("size", 0), 1))
        gx, gy = int(c["x0"] // tol), int(c["top"] // tol)
        if any(abs(o["x0"] - c["x0"]) <= tol and abs(o["top"] - c["top"]) <= tol
               for dx in (-1, 0, 1) for dy in (-1, 0, 1) for o in seen.get((*key, gx + dx, gy + dy), ())):
            dupes.add(id(c))
            continue
        seen[(*key, gx, gy)].append(c)
    return dupes


def clean_page(page):
    """The page with characters clipped away by their figure's box dropped, duplicate characters kept
    once, and minority rotated text set aside."""
    clipped = clipped_chars(page)
    if clipped:
        dx = float(page.mediabox[0]) if getattr(page, "mediabox", None) else 0.0
        page = page.filter(lambda o: o.get("object_type") != "char"
                           or _char_key(o["text"], o["fontname"], o["x0"] - dx, o["y0"]) not in clipped)
    dupes = duplicate_chars(page.chars)
    if dupes:
        page = page.filter(lambda o: o.get("object_type") != "char" or id(o) not in dupes)
    chars = page.chars
    rotated = sum(1 for c in chars if not c.get("upright", True))
    if chars and 0 < rotated < 0.4 * len(chars):
        page = page.filter(lambda o: o.get("object_type") != "char" or o.get("upright", True))
    return page


def repair_words(words: list[dict], x_tolerance: float = 1.5) -> list[dict]:
    """Words with repaired glyphs, sub- and superscripts attached to their base word, and pieces of one
    word that a change of font split apart joined again (each word keeps ``x0``, ``x1``, ``top``,
    ``bottom``, ``size``, ``fontname``; ``text`` is rewritten)."""
    for w in words:
        w["text"] = fix_text(w["text"], w.get("fontname", ""))
    words = [w for w in words if w["text"].strip()]
    if not words:
        return words
    # 1. attach each word in smaller type to the larger word ending just before it on a nearby baseline
    #    (a degree ring, raised before "C", to the word just after it)
    _attach_scripts(words, x_tolerance)
    # 2. join pieces of one word: on one line, no gap between them
    out: list[dict] = []
    for row in _rows(words):
        prev = None
        for w in row:
            if prev is not None and -0.5 <= w["x0"] - prev["x1"] <= x_tolerance:
                exponent = w.get("script") == "sup" and re.fullmatch(r"[−-]?\d+", w["text"])
                prev["text"] += ("^" if exponent else "") + w["text"]
                prev["x1"] = max(prev["x1"], w["x1"])
                continue
            out.append(w)
            prev = w
    for w in out:
        if PUA_RE.search(w["text"]):
            w["text"] = resolve_ligatures(w["text"])
    return out

def _attach_scripts(words: list[dict], tol: float) -> None:
    """Mark each word in smaller type beside a larger word on a nearby baseline as its "sub" or "sup"
    script and give it the base's top and bottom, so that it is grouped into the base's line."""
    ends: dict[int, list[dict]] = defaultdict(list)
    starts: dict[int, list[dict]] = defaultdict(list)
    for b in words:
        ends[int(b["x1"])].append(b)
        starts[int(b["x0"])].append(b)

    def near(w, index, x, gap):
        size = w.get("size", 10.0)
        return [b for k in range(int(x - tol) - 1, int(x + tol) + 2) for b in index.get(k, ())
                if b is not w and size < SMALL * b.get("size", 10.0) and -0.5 <= gap(b) <= tol
                and b["top"] - 0.8 * size <= w["top"] <= b["bottom"]]

    for w in words:
        cands = near(w, ends, w["x0"], lambda b: w["x0"] - b["x1"])
        if not cands and w["text"] in DEGREE_RINGS:
            cands = near(w, starts, w["x1"], lambda b: b["x0"] - w["x1"])
        if not cands:
            continue
        base = min(cands, key=lambda b: min(abs(w["x0"] - b["x1"]), abs(b["x0"] - w["x1"])))
        mid_w, mid_b = (w["top"] + w["bottom"]) / 2, (base["top"] + base["bottom"]) / 2
        w["script"] = "sup" if mid_w < mid_b - 0.15 * (base["bottom"] - base["top"]) else "sub"
        if w["script"] == "sup" and w["text"] in DEGREE_RINGS:
            w["text"] = "°"                     # a raised ring is a degree sign (TeX's ^\circ)
        w["top"], w["bottom"] = base["top"], base["bottom"]


def _rows(words: list[dict], tol: float = 2.5) -> list[list[dict]]:
    """Words grouped into rows by their top coordinate, each row left to right."""
    rows: list[list[dict]] = []
    for w in sorted(words, key=lambda w: w["top"]):
        if rows and abs(rows[-1][0]["top"] - w["top"]) <= tol:
            rows[-1].append(w)
        else:
            rows.append([w])
    return [sorted(r, key=lambda w: w["x0"]) for r in rows]
