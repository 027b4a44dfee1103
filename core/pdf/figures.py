"""Figures: the image, its caption and page, the words inside it, and (when a vision model is configured) a
description.

Raster figures are found from the page's images; vector figures from the drawing objects in the
column above a "Fig. N" caption. Each is rendered to PNG in the paper's folder. The words inside a figure come
from the text layer, or by OCR when the figure is an image (``figure_text``).
"""
from __future__ import annotations

import base64
import logging
from pathlib import Path

from ..models import FigureData
from .figure_text import inside_box, ocr_words, text_layer_words
from .layout import DocLayout, Line, PageLayout
from .tables import NEAR, column_bounds, caption_text

log = logging.getLogger(__name__)
MIN_SIDE = 40.0   # points: smaller images are logos or bullets


def _image_boxes(page) -> list[tuple[float, float, float, float]]:
    boxes = []
    for im in page.images:
        x0, top, x1, bottom = float(im["x0"]), float(im["top"]), float(im["x1"]), float(im["bottom"])
        if x1 - x0 >= MIN_SIDE and bottom - top >= MIN_SIDE:
            boxes.append((max(0.0, x0), max(0.0, top), min(float(page.width), x1), min(float(page.height), bottom)))
    return boxes


def _vector_box(page, page_layout: PageLayout, cap: Line):
    """Union of drawing objects in the caption's column, above it, if there are enough of them."""
    lo, hi = column_bounds(page_layout, cap.column)
    objs = [o for o in (page.curves + page.rects + page.lines)
            if o["bottom"] <= cap.top + 2 and o["top"] >= cap.top - 360 and lo - 5 <= o["x0"] and o["x1"] <= hi + 5]
    if len(objs) < 5:
        return None
    box = (min(o["x0"] for o in objs), min(o["top"] for o in objs), max(o["x1"] for o in objs),
           max(o["bottom"] for o in objs))
    return box if box[2] - box[0] >= MIN_SIDE and box[3] - box[1] >= MIN_SIDE else None


def extract_figures(pdf, layout: DocLayout, out_dir: Path | None, describe=None, ocr: bool = True) -> list[FigureData]:
    """``describe(png_bytes, caption) -> str`` adds a description when a vision model is configured; ``ocr``
    reads the words of a raster figure that has none in the text layer."""
    figures: list[FigureData] = []
    seen: set[int] = set()
    for page_layout in layout.pages:
        captions = [ln for ln in page_layout.lines if ln.kind == "caption_figure"]
        if not captions:
            continue
        page = pdf.pages[page_layout.page - 1]
        boxes = _image_boxes(page)
        for cap in captions:
            if cap.number in seen:
                continue
            lo, hi = column_bounds(page_layout, cap.column)
            best = None
            for box in boxes:
                cx = (box[0] + box[2]) / 2
                if cap.column and not (lo - 5 <= cx <= hi + 5):
                    continue
                gap = cap.top - box[3] if box[3] <= cap.top + 2 else box[1] - cap.bottom
                if -2 <= gap <= NEAR and (best is None or gap < best[0]):
                    best = (gap, box)
            box = best[1] if best else _vector_box(page, page_layout, cap)
            if best:
                boxes.remove(best[1])
            text = caption_text(page_layout, cap)
            seen.add(cap.number)
            fig = FigureData(f"F{cap.number}", cap.number, page_layout.page, text, bbox=box)
            if box is not None:
                _mark_inside(page_layout, box)
                png = _render(page, box)
                fig.words = text_layer_words(page_layout, box)
                if not fig.words and best and ocr:
                    fig.words = ocr_words(png)
                if out_dir is not None:
                    out_dir.mkdir(parents=True, exist_ok=True)
                    (out_dir / f"figure_{cap.number}.png").write_bytes(png)
                    fig.image_path = f"figures/figure_{cap.number}.png"
                if describe is not None:
                    try:
                        fig.description = describe(png, text) or ""
                    except Exception as exc:   # a vision server that is down must not fail the paper
                        log.warning("figure %s: no description (%s)", cap.number, exc)
            figures.append(fig)
    return figures


def _mark_inside(page_layout: PageLayout, box) -> None:
    """Text drawn inside a figure (axis labels of a vector plot) is not body text."""
    for ln in page_layout.lines:
        if ln.kind == "body" and inside_box(ln, box):
            ln.kind = "figure_text"


def _render(page, box, resolution: int = 150) -> bytes:
    import io
    img = page.crop(box).to_image(resolution=resolution)
    buf = io.BytesIO()
    img.original.save(buf, format="PNG", compress_level=1)   # half the time of the default level 6, a third larger
    return buf.getvalue()


def vlm_describer(base_url: str, model: str, api_key: str = "EMPTY", timeout: float = 60.0):
    """A ``describe`` function backed by an OpenAI-compatible vision-language model."""
    from openai import OpenAI

    client = OpenAI(base_url=base_url, api_key=api_key or "EMPTY", timeout=timeout, max_retries=0)

    def describe(png: bytes, caption: str) -> str:
        url = "data:image/png;base64," + base64.b64encode(png).decode()
        resp = client.chat.completions.create(model=model, max_tokens=400, temperature=0, messages=[{
            "role": "user", "content": [
                {"type": "text", "text": "This figure is from a materials-science paper. Its caption: "
                 f"{caption}\nDescribe what it shows: axes with units, each series, and the values that "
                 "can be read off (with units and conditions). Be factual and brief."},
                {"type": "image_url", "image_url": {"url": url}}]}])
        return (resp.choices[0].message.content or "").strip()

    return describe
