"""The question index's reads, against embedded Chroma and a real ``chroma run`` server (same tests on both):
search in each mode, filters, related questions, picks and draws, on a synthetic bank embedded once per
backend. Syncing, rebuilding and organisation banks: ``test_retrieval_index_sync.py``."""

from __future__ import annotations

import itertools
import uuid
from typing import Any

import pytest

from bank.model import Status
from retrieval import QuestionIndex, UnknownQuestionError, open_index
from tests.helpers.embedding_doubles import HashingEmbeddings
from tests.helpers.fixtures_chroma import BACKENDS, synthetic_bank

ACTIVE = {q.id for q in synthetic_bank() if q.status is Status.ACTIVE}


@pytest.fixture(scope="module", params=BACKENDS)
def synthetic_index(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> QuestionIndex:
    """The synthetic bank, embedded once per backend for the read-only tests."""
    url = request.getfixturevalue("chroma_server") if request.param == "server" else None
    index = open_index(tmp_path_factory.mktemp("synthetic"), url, prefix=f"syn{uuid.uuid4().hex[:8]}")
    index.sync(synthetic_bank())
    return index


def ids(hits: list[Any]) -> list[str]:
    return [hit.question_id for hit in hits]


# --------------------------------------------------------------------------- search


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("FlashAttention 怎么减少显存读写", "syn-flash-01"),
        ("how does FlashAttention cut memory traffic?", "syn-flash-01"),  # English about a Chinese item
        ("low-rank adapter initialisation", "syn-lora-01"),
        ("which states does ZeRO stage 3 partition", "syn-zero-01"),
        ("logQ", "syn-rec-01"),  # an acronym that occurs once
        ("KV cache 显存计算", "syn-kv-01"),
        ("syn-moe-01", "syn-moe-01"),  # an exact id
        ("混合专家 负载均衡", "syn-moe-01"),
    ],
)
def test_search_ranks_the_matching_question_first(synthetic_index: QuestionIndex, query: str, expected: str):
    hits = synthetic_index.search(query, k=3)
    assert ids(hits)[0] == expected
    assert hits[0].snippet and hits[0].type
    assert all(a.score >= b.score for a, b in itertools.pairwise(hits))


@pytest.mark.parametrize("mode", ["dense", "lexical", "hybrid"])
def test_every_mode_answers_and_reports_its_scores(synthetic_index: QuestionIndex, mode: str):
    hits = synthetic_index.search("FlashAttention", k=2, mode=mode)  # type: ignore[arg-type]
    assert set(ids(hits)) <= {"syn-flash-01", "syn-flash-02"} and hits
    if mode == "dense":
        assert all(h.dense_score is not None and h.lexical_score is None for h in hits)
    if mode == "lexical":
        assert all(h.lexical_score is not None and h.dense_score is None for h in hits)
    if mode == "hybrid":
        assert all(h.dense_score is not None and h.lexical_score is not None for h in hits)


def test_lexical_drops_documents_that_share_no_term(synthetic_index: QuestionIndex):
    assert synthetic_index.search("zzzqqq", k=5, mode="lexical") == []
    assert ids(synthetic_index.search("logQ", k=5, mode="lexical")) == ["syn-rec-01"]


def test_search_serves_active_questions_unless_asked(synthetic_index: QuestionIndex):
    default = ids(synthetic_index.search("GPTQ int4 量化体积", k=20))
    assert "syn-quant-01" not in default and "syn-inc-01" not in default
    assert set(default) <= ACTIVE
    everything = ids(synthetic_index.search("GPTQ int4 量化体积", k=20, statuses=None))
    assert everything[0] == "syn-quant-01"
    disputed = ids(synthetic_index.search("量化", k=20, statuses=[Status.DISPUTED]))
    assert disputed == ["syn-quant-01"]


def test_search_filters_by_type_topic_and_exclusion(synthetic_index: QuestionIndex):
    truefalse = synthetic_index.search("LoRA", k=20, types=["truefalse"])
    assert {h.type for h in truefalse} == {"truefalse"} and "syn-lora-02" in ids(truefalse)
    tagged = ids(synthetic_index.search("attention", k=20, topics=["flash-attention", "moe"]))
    assert set(tagged) == {"syn-flash-01", "syn-flash-02", "syn-moe-01"}
    without = ids(synthetic_index.search("FlashAttention", k=20, exclude_ids=["syn-flash-01"]))
    assert "syn-flash-01" not in without and without[0] == "syn-flash-02"
    assert synthetic_index.search("  ", k=5) == [] and synthetic_index.search("LoRA", k=0) == []


def test_an_exact_id_respects_the_filters(synthetic_index: QuestionIndex):
    assert "syn-inc-01" not in ids(synthetic_index.search("syn-inc-01", k=3))
    assert ids(synthetic_index.search("syn-inc-01", k=3, statuses=None))[0] == "syn-inc-01"


# --------------------------------------------------------------------------- related and pick


def test_related_returns_questions_and_explanations_citing_their_question(synthetic_index: QuestionIndex):
    related = synthetic_index.related("syn-flash-01", k=3)
    questions = [r for r in related if r.kind == "question"]
    explanations = [r for r in related if r.kind == "explanation"]
    assert len(questions) == 3 and len(explanations) == 3
    assert questions[0].question_id == "syn-flash-02"
    assert explanations[0].question_id == "syn-flash-02"
    assert "flash_attn_varlen_func" in explanations[0].text
    assert all(r.question_id != "syn-flash-01" for r in related)
    assert all(r.question_id in ACTIVE for r in related)
    assert all(a.score >= b.score for a, b in itertools.pairwise(questions))


def test_related_of_an_unknown_question_raises(synthetic_index: QuestionIndex):
    with pytest.raises(UnknownQuestionError):
        synthetic_index.related("no-such-question")


@pytest.mark.parametrize(
    ("request_text", "expected"),
    [
        ("给我出几道 LoRA 的题", {"syn-lora-01", "syn-lora-02"}),
        ("FlashAttention", {"syn-flash-01", "syn-flash-02"}),
        ("quiz me on flash attention", {"syn-flash-01", "syn-flash-02"}),
    ],
)
def test_pick_by_topic_puts_the_tagged_questions_first(
    synthetic_index: QuestionIndex, request_text: str, expected: set[str]
):
    picked = synthetic_index.pick(request_text, 2)
    assert set(picked) == expected
    more = synthetic_index.pick(request_text, 5)
    assert set(more[:2]) == expected and len(more) == 5 and len(set(more)) == 5


def test_pick_by_a_topic_without_a_tag_uses_relevance(synthetic_index: QuestionIndex):
    assert synthetic_index.pick("来一道推荐系统负采样的题", 1) == ["syn-rec-01"]


def test_random_pick_is_reproducible_and_respects_filters(synthetic_index: QuestionIndex):
    first = synthetic_index.pick(None, 4, seed=7)
    assert first == synthetic_index.pick(None, 4, seed=7)
    assert len(set(first)) == 4 and set(first) <= ACTIVE
    draws = {tuple(synthetic_index.pick(None, 4, seed=seed)) for seed in range(6)}
    assert len(draws) > 1
    everything = synthetic_index.pick("", 100, statuses=None, exclude_ids=["syn-moe-01"])
    assert len(everything) == len(synthetic_bank()) - 1 and "syn-moe-01" not in everything
    only_calc = synthetic_index.pick(None, 5, types=["calc"])
    assert only_calc == ["syn-kv-01"]
    assert synthetic_index.pick("LoRA", 0) == []


def test_a_draw_without_a_topic_is_made_in_memory_as_pick_makes_it(
    index_factory: Any, monkeypatch: pytest.MonkeyPatch
):
    """``stored_pick`` (a session's start draws on the event loop with it) answers what ``pick`` answers,
    and None where ``pick`` must read the store or embed a query, or where the catalog is so large that
    the draw itself would hold up the loop."""
    bank = synthetic_bank()
    index_factory(HashingEmbeddings()).sync(bank)
    reader = index_factory(HashingEmbeddings())
    assert reader.stored_pick(None, 4, seed=7) is None  # its catalog not read yet: only the store has it
    first = reader.pick(None, 4, seed=7)
    assert reader.stored_pick(None, 4, seed=7) == first
    for filters in (
        {"statuses": None, "exclude_ids": ["syn-moe-01"]},
        {"types": ["calc"]},
        {"owners": ["public"], "banks": ["public"]},
    ):
        for seed in (1, 2, 3):
            expected = reader.pick("", 100, seed=seed, **filters)
            assert reader.stored_pick("  ", 100, seed=seed, **filters) == expected
    assert reader.stored_pick(None, 0) == reader.pick(None, 0) == []
    assert reader.stored_pick("LoRA", 2) is None  # a topic: a query to embed
    import retrieval._search

    monkeypatch.setattr(retrieval._search, "STORED_PICK_MAX", len(bank) - 1)
    assert reader.stored_pick(None, 4, seed=7) is None  # a worker thread draws from a larger catalog
    assert reader.pick(None, 4, seed=7) == first


def test_pick_excludes_ids_already_asked(synthetic_index: QuestionIndex):
    picked = synthetic_index.pick("LoRA", 1, exclude_ids=["syn-lora-01"])
    assert picked == ["syn-lora-02"]


def test_ping_and_count(synthetic_index: QuestionIndex):
    assert synthetic_index.ping() is True
    assert synthetic_index.count() == len(synthetic_bank())


def test_langchain_retriever_over_explanations(synthetic_index: QuestionIndex):
    retriever = synthetic_index.as_retriever("explanations", search_kwargs={"k": 1})
    documents = retriever.invoke("为什么 B 矩阵初始化为零")
    assert documents[0].metadata["question_id"] == "syn-lora-01"
