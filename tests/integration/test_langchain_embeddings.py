"""Other LangChain embeddings plugged into retrieval: the adapter Chroma calls, and the name that keeps an
index to the model it was built with. They run LangChain's ``Embeddings``, so they are not unit tests."""

from __future__ import annotations

import pytest

from retrieval import LangChainEmbeddingFunction
from retrieval.embeddings import embedder_id
from tests.helpers.embedding_doubles import HashingEmbeddings


def test_other_langchain_embeddings_need_passing_again():
    hashing = HashingEmbeddings()
    function = LangChainEmbeddingFunction(hashing)
    assert function.get_config() == {"model_id": "test-hashing-64"}
    assert len(function(["a b"])[0]) == 64
    restored = LangChainEmbeddingFunction.build_from_config(function.get_config())
    with pytest.raises(ValueError, match="pass the same LangChain embeddings"):
        restored(["a"])


def test_embedder_ids_name_the_model():
    assert embedder_id(HashingEmbeddings(dim=8)) == "test-hashing-8"

    class Remote(HashingEmbeddings):
        def __init__(self) -> None:
            super().__init__()
            del self.identifier
            self.model = "text-embedding-3-small"

    assert embedder_id(Remote()).endswith("Remote/text-embedding-3-small")
