"""Titles from PDF metadata read right: both PDF encodings of text strings, UTF-8 written without a mark, a Title
mis-encoded by its publisher (repaired, or replaced by the title page 1 prints), and a library ingested before
repaired by `python -m core repair-titles`. Each test makes a small real PDF: reportlab sets page 1 in DejaVu Sans
(shipped with matplotlib), pypdf writes the Title's bytes exactly as a publisher's tool would."""
from __future__ import annotations

import codecs
import io
import json
from pathlib import Path

TITLE = "Hall–Petch strengthening of the γ′ phase in alloys by Renée Müller"
BODY = ["The grain size dependence of the yield strength was measured in tension at room temperature.",
        "Samples were annealed at 1000 °C for one hour and water quenched before testing.",
        "The Hall–Petch slope of the alloy is 494 MPa µm^1/2 at room temperature."] * 4


def _font() -> str:
    import matplotlib
    return str(Path(matplotlib.get_data_path()) / "fonts" / "ttf" / "DejaVuSans.ttf")


def make_pdf(path: Path, title_bytes: bytes | None, printed: str = TITLE) -> Path:
    """A one-page paper that prints ``printed`` as its title (18 pt) over body text (10 pt), with the Title
    metadata's bytes written as given (a PDF string holds bytes; no encoding is applied)."""
    from pypdf import PdfReader, PdfWriter
    from pypdf.generic import ByteStringObject, NameObject
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DejaVuSans", _font()))
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=A4, invariant=1)
    c.setFont("DejaVuSans", 18)
    c.drawString(60, 760, printed)
    c.setFont("DejaVuSans", 10)
    for i, line in enumerate(BODY):
        c.drawString(60, 700 - 14 * i, line)
    c.showPage()
    c.save()
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(buf.getvalue())))
    writer.add_metadata({"/Producer": "test"})
    if title_bytes is not None:
        writer._info.get_object()[NameObject("/Title")] = ByteStringObject(title_bytes)
    out = io.BytesIO()
    writer.write(out)
    path.write_bytes(out.getvalue())
    return path


def title_of(path: Path) -> str:
    from core.pdf import parse_pdf
    return parse_pdf(path).title


def _pdfdoc(text: str) -> bytes:
    from core.pdf.metadata import pdfdoc_encode
    raw = pdfdoc_encode(text)
    assert raw is not None, text
    return raw


def test_a_pdfdocencoding_title_with_an_en_dash_micro_sign_and_accented_name_decodes_right(tmp_path):
    # PDFDocEncoding has no Greek letters: the micro sign (0xB5) is its one
    title = "Hall–Petch slope of 494 MPa µm^1/2 in alloys by Renée Müller"
    raw = _pdfdoc(title)
    assert b"\x85" in raw and b"\xe9" in raw           # the en dash at 0x85 (cp1252 has it at 0x96)
    assert title_of(make_pdf(tmp_path / "pdfdoc.pdf", raw, printed=title)) == title


def test_a_utf16_title_with_an_en_dash_greek_letter_and_accented_name_decodes_right(tmp_path):
    raw = codecs.BOM_UTF16_BE + TITLE.encode("utf-16-be")
    assert title_of(make_pdf(tmp_path / "utf16.pdf", raw)) == TITLE


def test_a_utf16_little_endian_title_with_its_mark_decodes_right(tmp_path):
    raw = codecs.BOM_UTF16_LE + TITLE.encode("utf-16-le")
    assert title_of(make_pdf(tmp_path / "utf16le.pdf", raw)) == TITLE


def test_utf8_bytes_written_without_a_mark_read_as_utf8(tmp_path):
    # read as PDFDocEncoding they would be "Hallâ•ﬁPetch …"
    assert title_of(make_pdf(tmp_path / "utf8.pdf", TITLE.encode("utf-8"))) == TITLE


def test_a_title_decoded_with_the_wrong_code_page_is_repaired(tmp_path):
    # the publisher's tool read the UTF-8 bytes as cp1252 and wrote what it got, correctly, as UTF-16
    mojibake = TITLE.encode("utf-8").decode("cp1252", "replace")
    assert "â€“" in mojibake and "Ã©" in mojibake
    raw = codecs.BOM_UTF16_BE + mojibake.encode("utf-16-be")
    assert title_of(make_pdf(tmp_path / "mojibake.pdf", raw)) == TITLE


def test_a_title_decoded_with_the_wrong_code_page_and_written_in_pdfdocencoding_is_repaired(tmp_path):
    # its bytes are valid UTF-8 too ("â€“" is E2 A0 8D, "⠍" in UTF-8): it is read as the mojibake it is
    raw = _pdfdoc(TITLE.encode("utf-8").decode("cp1252", "replace"))
    assert raw.decode("utf-8") != TITLE
    assert title_of(make_pdf(tmp_path / "mojibake-pdfdoc.pdf", raw)) == TITLE


def test_a_mis_encoded_title_beyond_repair_gives_way_to_the_title_page_one_prints(tmp_path):
    # a byte lost on the way: "â€" before "Petch" is no whole mojibake sequence, and page 1 prints none of it
    broken = "Hallâ€Petch strengthening of the γ′ phase in alloys by Renée Müller"
    raw = codecs.BOM_UTF16_BE + broken.encode("utf-16-be")
    title = title_of(make_pdf(tmp_path / "broken.pdf", raw))
    assert title == TITLE and "â" not in title


def test_repair_text_leaves_right_text_alone():
    from core.pdf.metadata import decode_pdf_string, repair_text
    for text in (TITLE, "Café society", "Ångström-scale Ni–Al", "“Quoted” title ’s", "ﬁne grains"):
        assert repair_text(text) == text
    assert decode_pdf_string(_pdfdoc("Café")) == "Café"


def test_repair_titles_command_fixes_a_library_ingested_before(corpus_copy, monkeypatch, capsys):
    """A library whose titles were stored mis-encoded (as an earlier version stored a mis-encoded Title) is
    repaired by one command: the registry and the graph's Paper node (which the Properties page shows)."""
    from core.__main__ import main
    from core.graph import ladybug_store
    from core.ingest import Ingestor
    from core.settings import get_settings
    from .conftest import make_settings

    ing = Ingestor(make_settings(corpus_copy))
    paper = ing.registry.list_papers()[0]
    right = paper.title
    wrong = right.encode("utf-8").decode("cp1252", "replace") + " â€“ Ã©"    # whatever it was, mis-encoded
    ing.registry.update(paper.paper_id, title=wrong)
    with ing.store.session(write=True):
        ing.store.query("MATCH (p:Paper {id: $id}) SET p.title = $t", {"id": paper.paper_id, "t": wrong})
    ing.store.close()
    ladybug_store.close_all()

    monkeypatch.setenv("GRAG_DATA_DIR", str(corpus_copy))
    get_settings.cache_clear()
    try:
        assert main(["repair-titles"]) == 0
    finally:
        get_settings.cache_clear()
    rows = {r["paper_id"]: r for r in json.loads(capsys.readouterr().out)}
    assert rows[paper.paper_id]["changed"] and rows[paper.paper_id]["new"] == right
    assert not any(r["changed"] for pid, r in rows.items() if pid != paper.paper_id)
    ladybug_store.close_all()
    ing = Ingestor(make_settings(corpus_copy))
    assert ing.registry.get(paper.paper_id).title == right
    graph = ing.store.query("MATCH (p:Paper {id: $id}) RETURN p.title AS t", {"id": paper.paper_id})
    assert graph[0]["t"] == right
