"""The fake index the unit tests use agrees with the real index wherever the service relies on it:
the same draws for the same seed and filters, the same filtering, ids typed as queries, the same
topics, the same errors. Rankings differ (the fake is lexical only) and are not compared."""

from __future__ import annotations

from typing import Any

import pytest

from retrieval import UnknownQuestionError
from tests.helpers.fake_index import FakeQuestionIndex

pytestmark = pytest.mark.slow

FILTERS: list[dict[str, Any]] = [
    {},
    {"types": ["single", "multi"]},
    {"statuses": None},
    {"statuses": ("disputed",), "types": ["truefalse"]},
    {"exclude_ids": ["seed000-01", "seed001-08", "seed002-46"]},
]


@pytest.fixture(scope="module")
def fake(api_catalog: Any) -> FakeQuestionIndex:
    return FakeQuestionIndex(api_catalog)


@pytest.mark.parametrize("filters", FILTERS, ids=lambda f: ",".join(f) or "none")
def test_seeded_draws_are_the_same(real_index: Any, fake: FakeQuestionIndex, filters: dict[str, Any]) -> None:
    for seed in (0, 1, 42):
        for count in (1, 5, 500):
            assert fake.pick(None, count, seed=seed, **filters) == real_index.pick(
                None, count, seed=seed, **filters
            )


@pytest.mark.parametrize("filters", FILTERS, ids=lambda f: ",".join(f) or "none")
def test_search_filters_the_same_questions(
    real_index: Any, fake: FakeQuestionIndex, api_catalog: Any, filters: dict[str, Any]
) -> None:
    def admitted(question: Any) -> bool:
        statuses = filters.get("statuses", ("active",))
        return (
            (statuses is None or question.status.value in statuses)
            and (not filters.get("types") or question.type.value in filters["types"])
            and question.id not in filters.get("exclude_ids", ())
        )

    for query in ("LoRA", "显存 计算", "FlashAttention", "zzzz qqqq"):
        counts = []
        for index in (real_index, fake):
            hits = index.search(query, 20, **filters)
            assert all(admitted(api_catalog[h.question_id]) for h in hits), (index, query)
            counts.append(len(hits))
        assert counts[0] == counts[1]  # as many as the filters admit, up to k, whatever the words


def test_an_id_typed_as_the_query_comes_first_in_both(
    real_index: Any, fake: FakeQuestionIndex, api_catalog: Any
) -> None:
    for question in list(api_catalog)[::15]:
        for index in (real_index, fake):
            assert index.search(question.id, 3, statuses=None)[0].question_id == question.id


def test_topics_counts_and_errors_agree(real_index: Any, fake: FakeQuestionIndex) -> None:
    assert fake.known_topics() == sorted(real_index.known_topics())
    assert fake.count() == real_index.count()
    for index in (real_index, fake):
        with pytest.raises(UnknownQuestionError):
            index.related("no-such-question", 3)
        with pytest.raises(ValueError):
            index.search("LoRA", 3, types=["essay"])
        assert index.search("   ", 3) == [] and index.pick(None, 0) == []


def test_related_items_have_the_same_shape(
    real_index: Any, fake: FakeQuestionIndex, api_catalog: Any
) -> None:
    question = next(q for q in api_catalog if q.status.value == "active" and q.explanation)
    counts = []
    for index in (real_index, fake):
        items = index.related(question.id, 3)
        counts.append(len(items))
        assert items and question.id not in {i.question_id for i in items}
        assert {i.kind for i in items} <= {"question", "explanation"}
        assert all(api_catalog[i.question_id].status.value == "active" for i in items)
    assert counts[0] == counts[1]


@pytest.mark.parametrize(
    "filters", [*FILTERS, {"owners": ["public"], "banks": ["seed000"]}], ids=lambda f: ",".join(f) or "none"
)
def test_a_draw_from_memory_is_the_draw_pick_makes_in_both(
    real_index: Any, fake: FakeQuestionIndex, filters: dict[str, Any]
) -> None:
    # the services draw with ``stored_pick`` on the event loop and fall back to ``pick``: on the fake as
    # in production, the same draw from memory whenever there is no topic to embed
    real_index.pick(None, 1)  # the real index's catalog read (else only the store could say)
    for seed in (0, 1, 42):
        for count in (1, 5, 500):
            expected = fake.pick(None, count, seed=seed, **filters)
            assert expected == real_index.pick(None, count, seed=seed, **filters)
            for index in (real_index, fake):
                for topic in (None, "", "  "):
                    assert index.stored_pick(topic, count, seed=seed, **filters) == expected, (index, topic)


def test_a_draw_needing_a_query_or_a_thread_is_none_in_both(
    real_index: Any, fake: FakeQuestionIndex, monkeypatch: pytest.MonkeyPatch
) -> None:
    import retrieval._search

    real_index.pick(None, 1)
    for index in (real_index, fake):
        assert index.stored_pick("LoRA", 2) is None, index  # a topic: a query to embed
        assert index.stored_pick(None, 0) == index.pick(None, 0) == []
        with pytest.raises(ValueError):
            index.stored_pick(None, 3, types=["essay"])
    monkeypatch.setattr(retrieval._search, "STORED_PICK_MAX", fake.count() - 1)
    for index in (real_index, fake):
        assert index.stored_pick(None, 4, seed=7) is None, index  # too large to draw on the event loop


def test_related_from_memory_is_what_related_finds_in_both(
    real_index: Any, fake: FakeQuestionIndex, api_catalog: Any
) -> None:
    public = ("public",)
    ids = [q.id for q in api_catalog if q.status.value == "active" and q.explanation][:6]
    real_index.related(ids[0], 3, owners=public)  # the real index's lists read and checked
    for exclude_ids in ((), ids[1:3], [q.id for q in api_catalog][::7]):
        for k in (1, 3):
            stored = fake.stored_related(ids, k, owners=public, exclude_ids=exclude_ids)
            assert stored == {
                qid: fake.related(qid, k, owners=public, exclude_ids=exclude_ids) for qid in ids
            }
            assert list(stored) == ids
            real = real_index.stored_related(ids, k, owners=public, exclude_ids=exclude_ids)
            assert real is not None and list(real) == ids  # the same path: from memory in both
            for qid in ids:  # the rankings differ (the fake is lexical); what is left out does not
                for found in (stored[qid], real[qid]):
                    assert not {item.question_id for item in found} & {qid, *exclude_ids}
    for index in (real_index, fake):
        assert index.stored_related(ids, 3) is None, index  # every owner: only Chroma can say
        assert index.stored_related(ids, 3, owners=("org-1",)) is None, index
        assert index.stored_related([*ids, "no-such-question"], 3, owners=public) is None, index
        assert index.stored_related([], 3, owners=public) == {}, index


def test_both_warm_through_the_port_without_the_model(real_index: Any, fake: FakeQuestionIndex) -> None:
    # the API's start-up warms whatever index it was given through the port (no look-up by name)
    real_index.warm(model=False)
    fake.warm(model=False)
    assert fake.calls[-1] == "warm"
    assert fake.pick(None, 3, seed=1) == real_index.pick(None, 3, seed=1)  # both still draw alike
