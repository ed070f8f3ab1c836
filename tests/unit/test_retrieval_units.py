"""Retrieval building blocks without a store: segmentation, topic requests, fusion, documents (other
LangChain embeddings plugged in: tests/integration/test_langchain_embeddings.py)."""

from __future__ import annotations

import math

import pytest

from retrieval import Hit
from retrieval._search import fuse
from retrieval.documents import (
    explanation_document,
    explanation_text,
    question_document,
    question_text,
    snippet,
)
from retrieval.index import Filters
from retrieval.lexical import LexicalIndex, contains_phrase, tokenize
from retrieval.table import QuestionTable
from retrieval.topics import match_tags, strip_request
from tests.helpers.fixtures_chroma import edited, synthetic_bank

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
