"""The xAPI statements a session makes (api/services/webhooks/): verbs, activities, result and duration
as xAPI 1.0.3 writes them, and the LRS request's headers."""

from __future__ import annotations

import base64
import re
import uuid
from datetime import UTC, datetime, timedelta

import pytest
from pydantic import SecretStr

from api.services.webhooks import _xapi as xapi
from api.settings import Settings
from api.store.models import Answer, InterviewSession

START = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
SETTINGS = Settings(api_url="https://ibot.example.com/", xapi_url="https://lrs.example.com/xAPI/")


def _session(**fields: object) -> InterviewSession:
    values = dict(id="s1", mode="interview", candidate_id=42, org_id="o1", invite_id="inv1", language="en",
                  started_at=START, finished_at=START + timedelta(minutes=3, seconds=2.5),
                  points_awarded=3.0, plan_points=4.0)  # fmt: skip
    return InterviewSession(**{**values, **fields})


def test_an_answer_is_answered_with_its_result_duration_and_parent_assessment() -> None:
    answer = Answer(session_id="s1", question_id="bk1-q2", answer="B", points=2.0, points_awarded=1.0,
                    verdict="partial", skipped=False, shown={"type": "multi"}, shown_at=START,
                    answered_at=START + timedelta(seconds=12.25))  # fmt: skip
    statement = xapi.answered(SETTINGS, _session(), answer, "Platform screen", learner="u1")
    assert statement["verb"]["id"] == "http://adlnet.gov/expapi/verbs/answered"
    assert statement["object"]["id"] == "https://ibot.example.com/v1/questions/bk1-q2"
    assert statement["object"]["definition"]["interactionType"] == "choice"
    assert statement["result"] == {
        "score": {"raw": 1.0, "min": 0.0, "max": 2.0, "scaled": 0.5},
        "success": False,
        "completion": True,
        "response": "B",
        "duration": "PT12.25S",
    }
    parent = statement["context"]["contextActivities"]["parent"][0]
    assert parent["id"] == "https://ibot.example.com/v1/invites/inv1"
    assert parent["definition"] == {"type": xapi.ASSESSMENT, "name": {"und": "Platform screen"}}
    assert uuid.UUID(statement["id"]) and uuid.UUID(statement["context"]["registration"])
    assert statement["timestamp"] == "2026-12-01T09:00:12.250000+00:00"


@pytest.mark.parametrize(
    ("verdict", "timed_out"), [("ungraded", False), ("invalid", False), ("invalid", True)]
)
def test_an_answer_neither_right_nor_wrong_carries_no_success_and_no_score(
    verdict: str, timed_out: bool
) -> None:
    """A disputed key (ungraded), an unreadable answer or a late one marks nobody as failed."""
    answer = Answer(session_id="s1", question_id="bk1-q2", answer="C", points=2.0, points_awarded=0.0,
                    verdict=verdict, skipped=False, timed_out=timed_out, shown={"type": "single"},
                    shown_at=START, answered_at=START + timedelta(seconds=5))  # fmt: skip
    result = xapi.answered(SETTINGS, _session(), answer, "Platform screen", learner="u1")["result"]
    assert result == {"completion": True, "response": "C", "duration": "PT5S"}


def test_a_session_is_attempted_then_completed_with_a_scaled_score() -> None:
    session = _session()
    learner = xapi.actor_name("a-service-token", 42)
    attempted = xapi.attempted(SETTINGS, session, "", learner=learner)
    completed = xapi.completed(SETTINGS, session, "", learner=learner)
    assert attempted["verb"]["display"] == {"en-US": "attempted"} and "result" not in attempted
    assert attempted["context"]["registration"] == completed["context"]["registration"]
    assert completed["result"] == {
        "score": {"raw": 3.0, "min": 0.0, "max": 4.0, "scaled": 0.75},
        "completion": True,
        "duration": "PT182.5S",
    }
    assert completed["actor"] == {
        "objectType": "Agent",
        "account": {"homePage": "https://ibot.example.com", "name": learner},
    }


# an ISO 8601 duration as xAPI 1.0.3 (Data 4.6) and its conformance suite read one: digits, never an exponent
_ISO_DURATION = re.compile(
    r"^P(?:\d+Y)?(?:\d+M)?(?:\d+W)?(?:\d+D)?(?:T(?:\d+H)?(?:\d+M)?(?:\d+(?:\.\d+)?S)?)?$"
)


def test_a_duration_of_days_is_written_in_iso_8601_digits() -> None:
    """A session with no time limit (practice, an invite without one) may be finished, and a question
    answered, twelve days after it began: a million seconds and more, which ``:g`` wrote as ``1.04e+06``
    and a conformant LRS refuses (the statement was retried until given up)."""
    later = START + timedelta(days=12, seconds=0.25)
    session = _session(mode="practice", org_id=None, invite_id=None, finished_at=later)
    answer = Answer(session_id="s1", question_id="bk1-q2", answer="B", points=2.0, points_awarded=2.0,
                    verdict="correct", skipped=False, shown={"type": "single"}, shown_at=START,
                    answered_at=later)  # fmt: skip
    durations = [
        xapi.completed(SETTINGS, session, "", learner="u1")["result"]["duration"],
        xapi.answered(SETTINGS, session, answer, "", learner="u1")["result"]["duration"],
    ]
    assert durations == ["PT1036800.25S", "PT1036800.25S"]
    assert all(_ISO_DURATION.match(duration) for duration in durations)


def test_the_learner_is_opaque_and_stable_per_person() -> None:
    """Not the Telegram id (personal data, as the data-rights code treats it), the same for one person,
    different for another and under another service token."""
    name = xapi.actor_name("a-service-token", 987654321)
    assert name.startswith("u") and len(name) == 33 and "987654321" not in name
    assert name == xapi.actor_name("a-service-token", 987654321)
    assert name != xapi.actor_name("a-service-token", 987654322)
    assert name != xapi.actor_name("another-service-token", 987654321)


def test_practice_is_an_assessment_of_its_own_named_by_its_topics() -> None:
    session = _session(mode="practice", org_id=None, invite_id=None, topics=["transformer", "rag"])
    statement = xapi.attempted(SETTINGS, session, "", learner="u1")
    assert statement["object"]["id"] == "https://ibot.example.com/v1/practice"
    assert statement["object"]["definition"]["name"] == {"und": "transformer, rag"}
    review = xapi.completed(SETTINGS, _session(mode="practice", org_id=None, invite_id=None, review=True), "",
                            learner="u1")  # fmt: skip
    assert review["object"]["id"] == "https://ibot.example.com/v1/practice/review"


def test_the_lrs_request_carries_the_version_and_basic_credentials() -> None:
    url, headers = xapi.request_for(SETTINGS.model_copy(update={"xapi_auth": SecretStr("ibot:pw")}))
    assert url == "https://lrs.example.com/xAPI/statements"
    assert headers["X-Experience-API-Version"] == "1.0.3"
    assert headers["Authorization"] == "Basic " + base64.b64encode(b"ibot:pw").decode()
    _, given = xapi.request_for(SETTINGS.model_copy(update={"xapi_auth": SecretStr("Basic abc=")}))
    assert given["Authorization"] == "Basic abc="
    assert "Authorization" not in xapi.request_for(SETTINGS)[1]
