"""Counting topics and what an invite's filters hold (pure: the curated catalog, no store)."""

from __future__ import annotations

import pytest

from api.errors import ApiError
from api.services.banks import check_invite_filters, count_matching, topic_counts
from tests.helpers.curated import curated_catalog


@pytest.fixture(scope="module")
def questions() -> list:
    return list(curated_catalog())


def test_counts_only_drawable_questions(questions: list) -> None:
    drawable = [q for q in questions if q.servable and q.status.value == "active"]
    counts = topic_counts(questions)
    assert sum(t.questions for t in counts) == sum(len(set(q.topics)) for q in drawable)
    assert count_matching(questions) == len(drawable)
    assert all(t.questions == sum(t.types.values()) for t in counts)


def test_unknown_topics_and_short_filters_are_refused(questions: list) -> None:
    with pytest.raises(ApiError) as unknown:
        check_invite_filters(questions, topics=["nope"], types=[], question_count=1, allow_fewer=False)
    assert unknown.value.status == 422 and unknown.value.extra["unknown_topics"] == ["nope"]
    lora = count_matching(questions, ["lora"])
    with pytest.raises(ApiError) as short:
        check_invite_filters(questions, topics=["lora"], types=[], question_count=lora + 1, allow_fewer=False)
    assert short.value.extra["available"] == lora
    assert check_invite_filters(
        questions, topics=[" LORA "], types=[], question_count=lora + 1, allow_fewer=True
    ) == (["lora"], lora)
