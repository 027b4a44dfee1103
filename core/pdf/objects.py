"""pdfplumber's page objects, with the characters converted in one step.

pdfplumber turns every pdfminer object into a dict by resolving each of its attributes in turn
(``Page.process_object``); for the characters, a few hundred thousand per paper, that was a third of
the parse time. ``fill_objects`` builds the same dicts for plain characters directly (their attributes
are numbers, strings and a tuple of numbers, which pdfplumber's resolution leaves as they are) and
hands every other object, and any character with something to resolve, to pdfplumber. The result is
stored where pdfplumber caches it (``page._objects``), so ``page.chars``, ``crop``, ``extract_words``
and the table finder read it as their own. A test checks the dicts equal pdfplumber's on real papers.
"""
from __future__ import annotations

from functools import lru_cache

_SCALARS = (float, int, str, bool, type(None))


@lru_cache(maxsize=256)
def _colorspace(name: str):
    from pdfplumber.utils.pdfinternals import resolve_and_decode
    return resolve_and_decode(name)


def fill_objects(page) -> None:
    """Compute ``page.objects`` (unless already done) as pdfplumber would, with the fast path for chars."""
    if hasattr(page, "_objects"):
        return
    from pdfminer.layout import LTChar, LTContainer
    from pdfplumber.page import ALL_ATTRS

    laparams = page.pdf.laparams
    norm = page.pdf.unicode_norm
    mb_x0, mb_top = page.mediabox[:2]
    height, doctop, number = page.height, page.initial_doctop, page.page_number
    objects: dict[str, list[dict]] = {}

    def char(obj) -> dict | None:
        attr = {k: v for k, v in obj.__dict__.items() if k in ALL_ATTRS}
        for v in attr.values():
            if type(v) not in _SCALARS and not (type(v) is tuple and all(type(x) in _SCALARS for x in v)):
                return None                      # something to resolve: pdfplumber's own way
        attr["object_type"] = "char"
        attr["page_number"] = number
        if hasattr(obj, "ncs"):
            attr["ncs"] = _colorspace(obj.ncs.name)
        if hasattr(obj, "scs"):
            attr["scs"] = _colorspace(obj.scs.name)
        text = obj.get_text()
        if norm is not None:
            from pdfplumber.utils.text import normalize_unicode
            text = normalize_unicode(norm, text)
        attr["text"] = text
        gs = obj.graphicstate
        attr["stroking_color"] = gs.scolor if isinstance(gs.scolor, tuple) else (gs.scolor,)
        attr["non_stroking_color"] = gs.ncolor if isinstance(gs.ncolor, tuple) else (gs.ncolor,)
        attr["top"] = (height - attr["y1"]) + mb_top
        attr["bottom"] = (height - attr["y0"]) + mb_top
        attr["doctop"] = doctop + attr["top"]
        if mb_x0 != 0:
            attr["x0"] = attr["x0"] + mb_x0
            attr["x1"] = attr["x1"] + mb_x0
        return attr

    def add(obj: dict) -> None:
        if obj["object_type"] != "anno":
            objects.setdefault(obj["object_type"], []).append(obj)

    def walk(items) -> None:
        for obj in items:
            if isinstance(obj, LTContainer):
                if laparams is not None:
                    add(page.process_object(obj))
                walk(obj._objs)
            elif type(obj) is LTChar:
                add(char(obj) or page.process_object(obj))
            else:
                add(page.process_object(obj))

    walk(page.layout._objs)
    page._objects = objects
