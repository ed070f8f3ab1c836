"""The in-memory QuestionIndex used by the service unit tests keeps the real index's contract.

(``tests/integration/test_fake_index_contract.py`` compares it with the real index directly.)
"""

from __future__ import annotations

import threading
from typing import Any

import pytest

from bank.catalog import Catalog
from bank.model import Question
from tests.helpers.fake_index import FakeQuestionIndex


@pytest.fixture
def questions(api_catalog: Catalog) -> list[Question]:
    return list(api_catalog)  # the session's curated catalog (tests/unit/conftest.py)


@pytest.fixture
def index(fake_index: FakeQuestionIndex) -> FakeQuestionIndex:
    return fake_index  # the session's fake index over it (only read here)


def by_id(questions: list[Question]) -> dict[str, Question]:
    return {q.id: q for q in questions}


def test_search_honours_every_filter(index: FakeQuestionIndex, questions: list[Question]) -> None:
    bank = by_id(questions)
    for query in ("LoRA", "显存", "attention 注意力", "梯度"):
        hits = index.search(query, 10)
        assert hits, query
        assert all(bank[h.question_id].status.value == "active" for h in hits)
        everything = index.search(query, 50, statuses=None)
        assert {h.question_id for h in hits} <= {h.question_id for h in everything}
        for hit in index.search(query, 10, types=["single", "multi"], statuses=None):
            assert bank[hit.question_id].type.value in ("single", "multi")
        for hit in index.search(query, 10, topics=["lora", "attention"], statuses=None):
            assert {"lora", "attention"} & set(bank[hit.question_id].topics)
        first = everything[0].question_id
        assert first not in [
            h.question_id for h in index.search(query, 50, statuses=None, exclude_ids=[first])
        ]
    scores = [h.score for h in index.search("显存", 10, statuses=None)]
    assert scores == sorted(scores, reverse=True)


def test_an_unknown_type_is_refused_like_the_real_index(index: FakeQuestionIndex) -> None:
    with pytest.raises(ValueError):
        index.search("LoRA", 3, types=["essay"])


def test_a_question_id_typed_as_the_query_comes_first(
    index: FakeQuestionIndex, questions: list[Question]
) -> None:
    active = next(q for q in questions if q.status.value == "active")
    assert index.search(f"{active.id}", 3)[0].question_id == active.id
    disputed = next(q for q in questions if q.status.value == "disputed")
    assert disputed.id not in [h.question_id for h in index.search(disputed.id, 3)]  # filtered out


def test_a_query_sharing_no_word_still_finds_the_nearest_like_dense_retrieval(
    index: FakeQuestionIndex, questions: list[Question]
) -> None:
    hits = index.search("zzzz qqqq", 5, statuses=None)
    assert [h.question_id for h in hits] == sorted(q.id for q in questions)[:5]
    assert all(h.score == 0.0 for h in hits)
    lora = index.search("LoRA", 50)
    active = sum(1 for q in questions if q.status.value == "active")
    assert len(lora) == min(50, active) and lora[0].score > 0 and lora[-1].score == 0.0
    assert index.search("   ", 5) == [] and index.search("LoRA", 0) == []


def test_a_draw_without_topic_is_seeded_and_filtered(
    index: FakeQuestionIndex, questions: list[Question]
) -> None:
    bank = by_id(questions)
    first = index.pick(None, 5, seed=7)
    assert first == index.pick(None, 5, seed=7) and len(set(first)) == 5
    assert all(bank[qid].status.value == "active" for qid in first)
    excluded = index.pick(None, 5, seed=7, exclude_ids=first[:2])
    assert not set(first[:2]) & set(excluded)
    calc = index.pick(None, 50, types=["calc"], statuses=None)
    assert calc and all(bank[qid].type.value == "calc" for qid in calc)
    active = sum(1 for q in questions if q.status.value == "active")
    assert len(index.pick(None, 1000)) == active  # never more than the filters admit


def test_a_topic_request_draws_tagged_questions_first(
    index: FakeQuestionIndex, questions: list[Question]
) -> None:
    bank = by_id(questions)
    tagged = [qid for qid, q in bank.items() if "lora" in q.topics and q.status.value == "active"]
    picked = index.pick("给我出几道 LoRA 的题", len(tagged))
    assert sorted(picked) == sorted(tagged)


def test_related_excludes_the_question_and_refuses_unknown_ids(
    index: FakeQuestionIndex, questions: list[Question]
) -> None:
    source = next(q for q in questions if q.status.value == "active" and q.explanation)
    items = index.related(source.id, 3)
    kinds = [item.kind for item in items]
    assert kinds == sorted(kinds, key=["question", "explanation"].index) and 0 < len(items) <= 6
    assert source.id not in [item.question_id for item in items]
    assert all(item.text for item in items)
    with pytest.raises(KeyError):
        index.related("no-such-question", 3)


def test_sync_reports_what_changed(questions: list[Question]) -> None:
    index = FakeQuestionIndex(questions[:10])
    assert not index.needs_sync(questions[:10]) and index.needs_sync(questions[:11])
    report = index.sync(questions[1:11])
    assert (report.added, report.removed, report.unchanged) == (1, 1, 9)
    assert index.count() == 10 and index.calls == ["needs_sync", "needs_sync", "sync"]
    with pytest.raises(ValueError, match="twice"):
        index.sync([questions[0], questions[0]])


def test_from_memory_only_where_the_real_index_answers_from_memory(questions: list[Question]) -> None:
    index = FakeQuestionIndex(questions[:10])
    mine = [q.model_copy(update={"id": f"org-{q.id}"}) for q in questions[10:14]]
    index.sync_bank("bank-1", "org-1", mine)
    public = [q.id for q in questions[:10]]
    assert index.stored_related(public, 2, owners=("public",)) is not None
    # the real index keeps related lists for the public bank only: an organisation's question needs Chroma
    assert index.stored_related([*public, mine[0].id], 2, owners=("public",)) is None
    assert index.stored_related(public, 2, owners=("public", "org-1")) is None
    mine_only = {"owners": ["org-1"], "statuses": None, "seed": 1}
    drawn = index.pick(None, 3, **mine_only)
    assert len(drawn) == 3 and index.stored_pick(None, 3, **mine_only) == drawn  # a draw: any owner


def test_from_memory_never_waits_for_a_sync(questions: list[Question]) -> None:
    # the services call these on the event loop: while a sync holds the index, they answer None (the
    # caller goes to a worker thread) rather than hold up the loop, as the real index never waits either
    index = FakeQuestionIndex(questions[:10])
    held, done = threading.Event(), threading.Event()

    def syncing() -> None:
        with index._lock:
            held.set()
            done.wait(10)

    holder = threading.Thread(target=syncing)
    holder.start()
    try:
        assert held.wait(10)
        answers: list[Any] = []
        asking = threading.Thread(
            target=lambda: answers.extend(
                [index.stored_pick(None, 3), index.stored_related([questions[0].id], 2, owners=("public",))]
            )
        )
        asking.start()
        asking.join(10)
        assert answers == [None, None]
    finally:
        done.set()
        holder.join()
    assert index.stored_pick(None, 3, seed=2) == index.pick(None, 3, seed=2)
