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

from .objects import fill_objects

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
# the math fonts of the Advent 3B2 typesetting system (Elsevier, AIP and others) have no Unicode map and their own
# code points, not Adobe Symbol's: their Latin characters are read off papers that use them ("a ¼ 0:303 nm" is
# "a = 0.303 nm", "1:5 % 10^11 m"2" is "1.5 × 10^11 m−2"); a character absent here is left as it is
ADVENT_MAPS = {
    "AdvP4C4E74": {"¼": "=", "þ": "+", "ð": "(", "Þ": ")", "½": "[", '"': "−", "$": "≈", "%": "×", "h": "⟨",
                   "i": "⟩", "j": "|", "!": "→", "(cid:1)": "−", "(cid:2)": "×", "(cid:3)": "∼", "(cid:4)": "·"},
    "AdvP4C4E51": {":": ".", "=": "/"},
    "AdvP4C4E59": {"_": "\u0307", "!": "\u20d7"},      # accents over the letter before: a dot (a rate), an arrow
    "AdvP4C4E46": {"ﬃ": "", "s": "√"},                  # a radical's bar drawn as a row of glyphs
    "AdvPi1": {"+": "±"},                                 # "58 ± 16 μm", drawn in the Pi font, not the text's
}
_ADVENT_RE = re.compile("|".join(ADVENT_MAPS))
# private-use code points U+F020–U+F0FF: a symbol font's own codes (U+F000 + the code)
PUA_SYMBOL = {0xF000 + ord(k): v for k, v in SYMBOL_MAP.items() if ord(k) < 0x100}
PUA_SYMBOL.update({0xF0B7: "•", 0xF0B0: "°", 0xF0B1: "±", 0xF0B4: "×", 0xF02D: "−", 0xF0A3: "≤", 0xF0B3: "≥"})
# placeholders of math fonts with no Unicode map: minus, times and centred dot are by far the most common
CID_MAP = {"(cid:0)": "−", "(cid:1)": "−", "(cid:2)": "−", "(cid:3)": "×", "(cid:4)": "·"}
CID_RE = re.compile(r"\(cid:\d+\)")
LIGATURES = {"ﬀ": "ff", "ﬁ": "fi", "ﬂ": "fl", "ﬃ": "ffi", "ﬄ": "ffl", "ﬅ": "ft", "ﬆ": "st"}
LIGATURE_GUESSES = ("fi", "fl", "ff", "ft", "ffi", "ffl", "st", "tt", "ct")
PUA_RE = re.compile(r"[\ue000-\uf8ff]")
DEGREE_RINGS = {"◦", "∘", "°", "○"}
WORD_GAP = 0.16    # a gap wider than this share of the type size separates words
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
    advent = _ADVENT_RE.search(fontname or "")
    if advent:
        table = ADVENT_MAPS[advent.group(0)]
        text = CID_RE.sub(lambda m: table.get(m.group(0), CID_MAP.get(m.group(0), "")), text)
        return unicodedata.normalize("NFC", "".join(table.get(ch, ch) for ch in text))
    if CID_RE.search(text):
        text = CID_RE.sub(lambda m: CID_MAP.get(m.group(0), "") if is_symbol_font(fontname)
                          else _unknown_glyph(text, m), text)
    if is_symbol_font(fontname):
        text = "".join(SYMBOL_MAP.get(ch, ch) for ch in text)
    for lig, repl in LIGATURES.items():
        text = text.replace(lig, repl)
    if PUA_RE.search(text):
        text = "".join(PUA_SYMBOL.get(ord(ch), ch) for ch in text)
    return unicodedata.normalize("NFC", text)


_UNIT_AFTER = re.compile(r"[mgsAVWLΩ]")


def _unknown_glyph(text: str, m: re.Match) -> str:
    """A glyph the font maps to no character: dropped inside a word (mostly a ligature: "e(cid:3)ect"), but kept
    as U+FFFD where it stands before a unit's letter at the start of a word or after a digit ("5 (cid:109)m": a
    micro sign, whose loss would make 5 µm read as 5 m; a unit that cannot be read gives no value)."""
    before = text[:m.start()]
    if _UNIT_AFTER.match(text, m.end()) and (not before or before[-1].isdigit() or before[-1].isspace()):
        return "\ufffd"
    return ""


def resolve_ligatures(text: str) -> str:
    """Private-use characters left in a whole word are ligatures: each becomes the one that makes the
    most frequent English word ("lique\ue103ed" -> "liquefied", "a\ue09der" -> "after")."""
    while (m := PUA_RE.search(text)):
        text = text[:m.start()] + _resolve_ligature(text, m.start()) + text[m.end():]
    return text


STOPWORDS = {"the", "of", "and", "to", "in", "is", "at", "an", "for", "with", "from", "by", "on", "as", "was",
             "were", "are", "that", "this", "which", "after", "under", "be", "or", "than", "its", "their"}
URL_LIKE = re.compile(r"/|@|www\.|https?:|doi", re.I)
GLUED_NUMBER = re.compile(r"[a-z]{3}\d|\d%?[a-z]{3}")
# units that may be set without a space after a number and never start an element symbol run
UNIT_AFTER_NUMBER = re.compile(r"(?<=\d)(?=(?:MPa|GPa|kPa|nm|µm|μm|mm|kJ|mAh|eV|bar|min)(?![A-Za-z]))")
EQUALS_RE = re.compile(r"(?<![\w.])([A-Za-zΑ-Ωα-ωµ][\w′]{0,3}) ?¼ ?(?=[−–+-]?\d)")


def _known(word: str) -> bool:
    return word.lower() in _word_cost()


def respace(token: str) -> str:
    """A token whose words were set without spaces ("ratereached96.2%after500hydrogenation", a PDF
    whose word gaps are positioning only), spaced again: each alphabetic run that is no English word
    is split with wordninja when the token shows it is glued (two small words such as "the", "of" in
    the run, or a number glued to a word), every piece being a word and a prefix ("de", "micro")
    staying on its word; numbers are then set apart from the words around them ("reached 96.2% after
    500"). Formulas (Ti0.84Zr0.16Mn0.9, MgH2), numbers with units (96.2%, 1.807wt%, 10°C), ordinals
    (50th), URLs and DOIs are left as they are."""
    if URL_LIKE.search(token) or not re.search(r"[a-z]", token):
        return token
    if len(token) >= 8:
        glued_number = bool(GLUED_NUMBER.search(token))
        parts = re.split(r"([A-Za-z]+)", token)
        split = [_split_run(p, glued_number) if re.fullmatch(r"[A-Za-z]{4,}", p) else p for p in parts]
        if split != parts:
            token = "".join(split)
            # a glued token: words around brackets are apart too ("Magnesium(Mg)has" -> "Magnesium (Mg) has")
            token = re.sub(r"(?<=[a-z]{3})\((?=[A-Za-z])", " (", token)
            token = re.sub(r"\)(?=[a-z]{2,})", ") ", token)
    return space_numbers(token)


PREFIXES = {"de", "re", "un", "non", "pre", "sub", "multi", "micro", "nano", "macro", "over", "inter", "super",
            "hetero", "post", "semi", "anti", "co", "ultra", "thermo", "electro", "hydro", "iso", "poly", "dis"}


@lru_cache(maxsize=65536)              # a paper repeats its words: each is split once
def _split_run(run: str, glued_number: bool) -> str:
    import wordninja
    pieces = wordninja.split(run)
    if len(pieces) < 2 or "".join(pieces) != run:
        return run
    if any(len(p) == 1 and p.lower() not in ("a", "i") or not _known(p) for p in pieces):
        return run
    merged: list[str] = []
    for p in pieces:                         # "de hydrogenation" is one word
        if merged and merged[-1].lower() in PREFIXES:
            merged[-1] += p
        else:
            merged.append(p)
    if len(merged) < 2:
        return run
    if sum(p.lower() in STOPWORDS for p in merged) >= 2 or glued_number:
        return " ".join(merged)
    return run


SHORT_WORDS = "of|at|to|in|on|by|is|as|an|or"


def space_numbers(text: str) -> str:
    """A number glued to the word before or after it gets a space ("reached96.2%after500cycles" ->
    "reached 96.2% after 500 cycles", "of7.6" -> "of 7.6", "50thcycle" -> "50th cycle", "657MPa" ->
    "657 MPa"); element symbols (Mg2Ni), units (wt%, °C, 10°Cmin) and ordinals stay attached."""
    if URL_LIKE.search(text):
        return text
    text = re.sub(rf"(?<![A-Za-z])([a-z]{{3,}}|{SHORT_WORDS})(?=\d)",
                  lambda m: m.group(1) + (" " if _known(m.group(1)) else ""), text)
    text = re.sub(r"(\d(?:st|nd|rd|th)?)([a-zA-Z]?[a-z]{2,})", _after_number, text)
    text = re.sub(r"(?<=%)([a-z]{2,})", lambda m: (" " if _known(m.group(1)) and (
        len(m.group(1)) >= 3 or m.group(1) in SHORT_WORDS.split("|")) else "") + m.group(1), text)
    return UNIT_AFTER_NUMBER.sub(" ", text)


def _after_number(m: re.Match) -> str:
    num, word = m.group(1), m.group(2)
    if word[0] in "shK" and word[1:].lower() in STOPWORDS:          # "7200sand" -> "7200 s and"
        return f"{num} {word[0]} {word[1:]}"
    return num + (" " if _word_after_number(word) else "") + word


def _word_after_number(word: str) -> bool:
    if word in ("min", "bar", "mol", "wt", "at", "vol", "mm", "nm", "cm", "ms", "mg", "ml", "th", "st", "nd", "rd"):
        return False
    return (len(word) >= 3 or word in SHORT_WORDS.split("|")) and _known(word)


def fix_line(text: str) -> str:
    """Repairs that need the words around a glyph: an `¼` between a symbol and a number is an equals
    sign (older Nature and Elsevier PDFs draw = with the ¼ code of a math font that has no map):
    "x ¼ 0.5" -> "x = 0.5"; a real fraction ("1¼") follows a digit and is kept."""
    if "¼" in text:
        text = EQUALS_RE.sub(lambda m: m.group(1) + " = ", text)
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
    fill_objects(page)
    clipped = clipped_chars(page)
    if clipped:
        dx = float(page.mediabox[0]) if getattr(page, "mediabox", None) else 0.0
        page = page.filter(lambda o: o.get("object_type") != "char"
                           or _char_key(o["text"], o["fontname"], o["x0"] - dx, o["y0"]) not in clipped)
    dupes = duplicate_chars(page.chars)
    if dupes:
        page = page.filter(lambda o: o.get("object_type") != "char" or id(o) not in dupes)
    chars = page.chars
    _onto_baseline(chars)
    rotated = sum(1 for c in chars if not c.get("upright", True))
    if chars and 0 < rotated < 0.4 * len(chars):
        page = page.filter(lambda o: o.get("object_type") != "char" or o.get("upright", True))
    return page


def _onto_baseline(chars: list[dict], descent: float = 0.25, most: float = 0.6, delimiter: float = 1.5) -> None:
    """A glyph whose font reports its box hanging far below the baseline (an Advent math font's "=" 0.96 of the
    type size below, where letters hang 0.25) is put where it is drawn, on its line: it would otherwise be read
    as a line of its own ("= η ι =" after the sentence that lost them). One that hangs more than 1.5 sizes below
    is a part of a tall bracket or radical drawn across lines, and stays."""
    for c in chars:
        m, size = c.get("matrix"), c.get("size") or 0.0
        if not m or size <= 0 or not c.get("upright", True):
            continue
        shift = (m[5] - c["y0"]) / size - descent
        if most - descent < shift < delimiter - descent:
            shift *= size
            c["y0"] += shift
            c["y1"] += shift
            c["top"] -= shift
            c["bottom"] -= shift
            if "doctop" in c:
                c["doctop"] -= shift


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
            # the gap between words is relative to the type size (narrow in a 6-pt footer)
            tol = min(x_tolerance, WORD_GAP * max(prev.get("size", 10.0), w.get("size", 10.0))) if prev else 0
            if prev is not None and -0.5 <= w["x0"] - prev["x1"] <= tol:
                exponent = w.get("script") == "sup" and re.fullmatch(r"[−-]?\d+", w["text"])
                prev["text"] += ("^" if exponent else "") + w["text"]
                prev["x1"] = max(prev["x1"], w["x1"])
                continue
            out.append(w)
            prev = w
    for w in out:
        if PUA_RE.search(w["text"]):
            w["text"] = resolve_ligatures(w["text"])
        w["text"] = respace(w["text"])
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
