"""The bundled e5 model as a LangChain ``Embeddings`` (imported only by those who ask for LangChain)."""

from __future__ import annotations

from langchain_core.embeddings import Embeddings

from retrieval.embeddings import E5Model, TextEmbeddings


class E5Embeddings(E5Model, Embeddings):
    """multilingual-e5-small (:class:`~retrieval.embeddings.E5Model`) as LangChain embeddings."""


def as_langchain(embeddings: TextEmbeddings) -> Embeddings:
    """``embeddings`` as LangChain ``Embeddings`` (the index's default model is not one, to start fast)."""
    if isinstance(embeddings, Embeddings):
        return embeddings
    if isinstance(embeddings, E5Model):
        return E5Embeddings(embeddings.variant, remember=embeddings.remember)
    raise TypeError(f"{type(embeddings).__name__} is not a LangChain Embeddings")
