"""The embedding model under both runtimes: ONNX Runtime must give the PyTorch vectors (and so the same top-k)."""
from __future__ import annotations

import numpy as np

from core.embeddings import get_embedder
from core.settings import Settings


def test_onnx_runtime_gives_the_pytorch_vectors(tmp_path):
    embedder = get_embedder(Settings(embed_runtime="torch"))
    assert type(embedder).__name__ == "Embedder"
    onnx = get_embedder(Settings(embed_runtime="onnx", cache_dir=tmp_path))
    assert type(onnx).__name__ == "OnnxEmbedder" and (tmp_path / "onnx").is_dir()      # exported once, cached
    texts = ["The CRSS of CrMnFeCoNi single crystals in tension is 175 MPa at 77 K.",
             "The stacking fault energy of CrCoNi is 18–26 mJ/m².", "Hall–Petch slope", "x " * 400]
    a, b = embedder.embed(texts), onnx.embed(texts)
    assert a.shape == b.shape and float(np.abs(a - b).max()) < 1e-5
    q = embedder.embed(["yield stress at cryogenic temperature"])[0]
    assert list(np.argsort(-(a @ q))) == list(np.argsort(-(b @ q)))
    assert onnx.count_tokens(texts[0]) == embedder.count_tokens(texts[0])
