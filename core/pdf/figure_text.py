"""The words inside a figure: axis titles, tick labels, legends and data labels.

A vector figure keeps its words in the PDF's text layer; a raster figure's words are read by OCR
(rapidocr-onnxruntime, whose wheel ships the PP-OCRv4 detection and recognition models: nothing is
downloaded). They are laid out as the figure shows them, row by row from the top, each row left to right,
so that a search for "473 K" or "487 HV" finds the figure that plots it. They feed retrieval and the answer's
context; the recogniser reads only the caption, since a plot's numbers stand apart from their series.
"""
from __future__ import annotations

import io
import logging
import re
from functools import lru_cache

from .layout import PageLayout

log = logging.getLogger(__name__)
MIN_SCORE = 0.8           # recognition confidence below which a word is dropped
_READABLE = re.compile(r"[0-9A-Za-zµμ°Å%]")
_FOREIGN = re.compile(r"[\u2e80-\u9fff\uac00-\ud7af\u25a0-\u25ff]")   # CJK, and the markers read as shapes


def text_layer_words(page_layout: PageLayout, box) -> str:
    """The text-layer lines drawn inside ``box`` (a vector plot's labels), in reading order."""
    inside = [ln for ln in page_layout.lines if ln.kind == "figure_text" and inside_box(ln, box)]
    return " | ".join(ln.text.strip() for ln in sorted(inside, key=lambda ln: (round(ln.top), ln.x0))
                      if ln.text.strip())


def inside_box(ln, box) -> bool:
    """Is a text line's centre inside the box (with a point to spare)?"""
    cx, cy = (ln.x0 + ln.x1) / 2, (ln.top + ln.bottom) / 2
    return box[0] - 1 <= cx <= box[2] + 1 and box[1] - 1 <= cy <= box[3] + 1


@lru_cache(maxsize=1)
def _engine():
    """The OCR engine, loaded once (about 0.2 s); None when the package is missing."""
    try:
        from rapidocr_onnxruntime import RapidOCR
    except ImportError as exc:
        log.warning("figure OCR is off: %s", exc)
        return None
    return RapidOCR(intra_op_num_threads=2, inter_op_num_threads=1)


def ocr_words(png: bytes) -> str:
    """The words OCR reads in a rendered figure, laid out in rows; '' when OCR is unavailable or reads
    nothing. Words set vertically (a y-axis title; the engine turns them to read them) follow, left to right."""
    engine = _engine()
    if engine is None:
        return ""
    import numpy as np
    from PIL import Image

    image = np.asarray(Image.open(io.BytesIO(png)).convert("RGB"))[:, :, ::-1]   # BGR, as OpenCV reads
    # a lone letter or sign is a plot marker read as text (a digit is a tick label)
    words = [(box, text) for box, text, _ in _read(engine, image) if len(text) > 1 or text.isdigit()]
    upright = [w for w in words if not _vertical(w[0])]
    # vertical words by column, each read from the bottom up (pieces of one title run on)
    vertical = sorted((w for w in words if _vertical(w[0])),
                      key=lambda w: (round(min(p[0] for p in w[0]) / 20), -max(p[1] for p in w[0])))
    return " | ".join(_rows(upright) + [text for _, text in vertical])


def _vertical(box) -> bool:
    w, h = _size(box)
    return h > 1.5 * w


def _read(engine, image) -> list:
    try:
        result, _ = engine(image)
    except Exception as exc:            # a figure OCR cannot read must not fail the paper
        log.warning("figure OCR failed: %s", exc)
        return []
    return [(box, text.strip(), score) for box, text, score in result or []
            if score >= MIN_SCORE and _READABLE.search(text) and not _FOREIGN.search(text)]


def _size(box) -> tuple[float, float]:
    xs, ys = [p[0] for p in box], [p[1] for p in box]
    return max(xs) - min(xs), max(ys) - min(ys)


def _rows(words: list) -> list[str]:
    """Words grouped into rows by their vertical centre, each row left to right."""
    rows: list[list] = []
    for box, text in sorted(words, key=lambda w: sum(p[1] for p in w[0]) / 4):
        cy, h = sum(p[1] for p in box) / 4, _size(box)[1]
        if rows and abs(cy - rows[-1][0]) <= h / 2:
            rows[-1][1].append((min(p[0] for p in box), text))
        else:
            rows.append([cy, [(min(p[0] for p in box), text)]])
    return [" ".join(t for _, t in sorted(row)) for _, row in rows]
