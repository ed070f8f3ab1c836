"""A session's copies of its organisation questions are parsed once (``api.services.questions``): the same
copy is the same question object on every read, and a copy corrected since (an erratum) is read afresh."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from api.services.questions import session_questions
from api.store.models import InterviewSession
from tests.helpers.choice_questions import MULTI_PARTIAL


def _ctx() -> Any:
    return SimpleNamespace(settings=SimpleNamespace(shuffle_options=False), catalog={})


def _session(data: dict[str, Any]) -> InterviewSession:
    return InterviewSession(id="s-memo", mode="interview", questions={MULTI_PARTIAL.id: data})


def test_the_same_copy_is_parsed_once_and_a_corrected_one_afresh() -> None:
    stored = MULTI_PARTIAL.model_dump(mode="json")
    first = session_questions(_ctx(), _session(stored)).get(MULTI_PARTIAL.id)
    again = session_questions(_ctx(), _session(MULTI_PARTIAL.model_dump(mode="json"))).get(MULTI_PARTIAL.id)
    assert first is not None and again is first  # an equal copy loaded anew: the question parsed before
    corrected = {**stored, "key": "AC"}
    fixed = session_questions(_ctx(), _session(corrected)).get(MULTI_PARTIAL.id)
    assert fixed is not None and fixed is not first and fixed.key_text == "AC"
    other = InterviewSession(id="s-other", mode="interview", questions={MULTI_PARTIAL.id: stored})
    assert session_questions(_ctx(), other).get(MULTI_PARTIAL.id) is not first  # kept per session
