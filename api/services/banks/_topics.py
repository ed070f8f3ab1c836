"""Topics of the bank, and what an invite's filters hold — counted in one place.

The JSON API (``GET /v1/topics``, invite validation) and the console use these functions, so a
recruiter sees the same counts everywhere. Counted are the questions an interview may draw: active
and servable (disputed questions are never scored in interviews, incomplete ones never served).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from api.errors import ApiError
from bank.model import Question, Status


@dataclass(frozen=True)
class TopicCount:
    topic: str
    questions: int
    types: dict[str, int] = field(default_factory=dict)


def _drawable(questions: Iterable[Question]) -> list[Question]:
    return [q for q in questions if q.servable and q.status is Status.ACTIVE]


def topic_counts(questions: Iterable[Question]) -> list[TopicCount]:
    """Every topic an interview can draw from, with its question count per type; sorted by name."""
    per_topic: dict[str, Counter[str]] = {}
    for question in _drawable(questions):
        for topic in dict.fromkeys(question.topics):
            per_topic.setdefault(topic, Counter())[question.type.value] += 1
    return [
        TopicCount(topic=topic, questions=sum(types.values()), types=dict(sorted(types.items())))
        for topic, types in sorted(per_topic.items())
    ]


def count_matching(
    questions: Iterable[Question], topics: Sequence[str] = (), types: Sequence[str] = ()
) -> int:
    """How many drawable questions carry one of ``topics`` (any, when empty) and one of ``types``: copies
    of one question (the same ``content`` under other ids) count once, as a session draws one of them."""
    wanted_topics, wanted_types = set(topics), set(types)
    return len(
        {
            q.content
            for q in _drawable(questions)
            if (not wanted_topics or wanted_topics.intersection(q.topics))
            and (not wanted_types or q.type.value in wanted_types)
        }
    )


def check_invite_filters(
    questions: Sequence[Question],
    *,
    topics: Sequence[str],
    types: Sequence[str],
    question_count: int,
    allow_fewer: bool,
) -> tuple[list[str], int]:
    """The invite's topics by their bank names and the number of questions it will ask.

    An unknown topic is refused with the valid ones listed (never silently replaced); a count
    above what the filters hold is refused with the number that exist, unless ``allow_fewer``."""
    by_name = {t.topic.casefold(): t.topic for t in topic_counts(questions)}
    cleaned = [t.strip() for t in topics if t.strip()]
    unknown = [t for t in cleaned if t.casefold() not in by_name]
    if unknown:
        raise ApiError(
            422,
            "unknown topic(s): {topics}; valid topics: {valid}",
            args={"topics": ", ".join(unknown), "valid": ", ".join(by_name.values())},
            unknown_topics=unknown,
            valid_topics=list(by_name.values()),
        )
    resolved = list(dict.fromkeys(by_name[t.casefold()] for t in cleaned))
    available = count_matching(questions, resolved, types)
    if available == 0:
        raise ApiError(422, "no question matches these topics and types", available=0)
    if question_count > available and not allow_fewer:
        raise ApiError(
            422,
            "only {available} question(s) match these topics and types, not {question_count}; "
            "ask for fewer, widen the filters, or send allow_fewer: true",
            args={"available": available, "question_count": question_count},
            available=available,
        )
    return resolved, min(question_count, available)


def type_counts(questions: Iterable[Question]) -> dict[str, int]:
    """The drawable questions by type (the console's type picker)."""
    return dict(sorted(Counter(q.type.value for q in _drawable(questions)).items()))
