"""Shared fixtures: real models, real databases, small real inputs (nothing mocked)."""
from __future__ import annotations

import io
import os
import shutil
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "sample_papers"


def sample_pdfs() -> list[Path]:
    return sorted(SAMPLES.glob("*.pdf"))


@pytest.fixture(scope="session")
def samples() -> list[Path]:
    pdfs = sample_pdfs()
    assert len(pdfs) >= 3, "sample_papers/ must hold the sample PDFs (python sample_papers/build.py)"
    return pdfs


@pytest.fixture(scope="session")
def embedder():
    from core.embeddings import get_embedder
    from core.settings import Settings
    return get_embedder(Settings())


def make_settings(data_dir: Path, **kw):
    from core.settings import Settings
    return Settings(data_dir=data_dir, **kw)


@pytest.fixture
def settings(tmp_path):
    return make_settings(tmp_path / "data")


@pytest.fixture
def ingestor(settings, embedder):
    from core.ingest import Ingestor
    return Ingestor(settings, embedder=embedder)


@pytest.fixture(scope="session")
def corpus_dir(tmp_path_factory, samples, embedder) -> Path:
    """A data folder with all sample papers ingested once for the session (copy it before changing it)."""
    from core.ingest import Ingestor
    data = tmp_path_factory.mktemp("corpus") / "data"
    results = Ingestor(make_settings(data), embedder=embedder).ingest_paths(samples)
    assert all(r.status == "processed" for r in results), [r.error for r in results]
    return data


@pytest.fixture
def corpus_copy(corpus_dir, tmp_path) -> Path:
    """A private copy of the ingested corpus (the graph database file included)."""
    from core.graph import ladybug_store
    ladybug_store.close_all()
    dst = tmp_path / "data"
    shutil.copytree(corpus_dir, dst)
    return dst


# --- bad inputs, made from the real sample papers ----------------------------------------
@pytest.fixture(scope="session")
def bad_inputs(samples, tmp_path_factory) -> dict[str, bytes]:
    from pypdf import PdfReader, PdfWriter
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    good = samples[0].read_bytes()
    out: dict[str, bytes] = {"empty.pdf": b"", "notes.pdf": b"These are plain-text lab notes, not a PDF.\n" * 20,
                             "truncated.pdf": good[: len(good) // 2]}
    # encrypted with a user password
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(good)))
    writer.encrypt(user_password="secret", owner_password="owner")
    buf = io.BytesIO()
    writer.write(buf)
    out["encrypted.pdf"] = buf.getvalue()
    # corrupt: a PDF header followed by garbage and an EOF marker
    out["corrupt.pdf"] = b"%PDF-1.7\n" + os.urandom(4000) + b"\n%%EOF\n"
    # scanned: page 1 rendered to an image, placed in a PDF with no text layer
    import pypdfium2 as pdfium
    page = pdfium.PdfDocument(good)[0]
    img = page.render(scale=1).to_pil()
    png = tmp_path_factory.mktemp("scan") / "page.png"
    img.save(png)
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=A4, invariant=1)
    c.drawImage(str(png), 0, 0, width=A4[0], height=A4[1])
    c.showPage()
    c.save()
    out["scanned.pdf"] = buf.getvalue()
    return out
