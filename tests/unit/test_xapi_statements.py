"""The xAPI statements a session makes (api/services/webhooks/): verbs, activities, result and duration
as xAPI 1.0.3 writes them, and the LRS request's headers."""

from __future__ import annotations

import base64
import re
import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from pydantic import SecretStr

from api.services.questions import grade_answer, snapshot
from api.services.questions._option_order import as_shown
from api.services.webhooks import _xapi as xapi
from api.settings import Settings
from api.store.models import Answer, InterviewSession
from bank.model import NumericPart, Question, QuestionType, Status
from tests.helpers.choice_questions import MULTI

START = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
SETTINGS = Settings(api_url="https://ibot.example.com/", xapi_url="https://lrs.example.com/xAPI/")


def _session(**fields: object) -> InterviewSession:
    values = dict(id="s1", mode="interview", candidate_id=42, org_id="o1", invite_id="inv1", language="en",
                  started_at=START, finished_at=START + timedelta(minutes=3, seconds=2.5),
                  points_awarded=3.0, plan_points=4.0)  # fmt: skip
    return InterviewSession(**{**values, **fields})


def test_an_answer_is_answered_with_its_result_duration_and_parent_assessment() -> None:
    answer = Answer(session_id="s1", question_id="bk1-q2", answer="B", points=2.0, points_awarded=1.0,
                    verdict="partial", skipped=False, shown={"type": "multi"},
                    parsed={"understood": {"choices": ["B"]}}, shown_at=START,
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
    answer = Answer(session_id="s1", question_id="bk1-q2", answer="see above", points=2.0,
                    points_awarded=0.0, verdict=verdict, skipped=False, timed_out=timed_out,
                    shown={"type": "short"}, shown_at=START,
                    answered_at=START + timedelta(seconds=5))  # fmt: skip
    result = xapi.answered(SETTINGS, _session(), answer, "Platform screen", learner="u1")["result"]
    assert result == {"completion": True, "response": "see above", "duration": "PT5S"}


async def _answered(question: Question, shown: Question, typed: str) -> dict[str, Any]:
    graded = await grade_answer(shown, typed, language="en")
    answer = Answer(session_id="s1", question_id=question.id, answer=typed, points=graded.points,
                    points_awarded=graded.points_awarded, verdict=graded.verdict, skipped=False,
                    shown=snapshot(shown), parsed=graded.parsed, shown_at=START,
                    answered_at=START + timedelta(seconds=5))  # fmt: skip
    return xapi.answered(SETTINGS, _session(), answer, "", learner="u1", question=question)


async def test_a_choice_lists_its_options_and_answers_by_their_bank_ids() -> None:
    """An LRS reads a choice by its ``choices`` ids, in ``correctResponsesPattern`` and ``response``
    ("A[,]C", xAPI 1.0.3 Data 2.4.4.1): the session showed the options in its own order, and the
    candidate typed the letters they saw, which name other options in the bank."""
    shown = as_shown(MULTI, ["C", "A", "D", "B"])  # shown A..D are the bank's C, A, D, B
    statement = await _answered(MULTI, shown, "A, B and C")  # the bank's C, A and D: right
    definition, result = statement["object"]["definition"], statement["result"]
    assert definition["interactionType"] == "choice"
    assert definition["choices"] == [
        {"id": letter, "description": {"und": text}} for letter, text in MULTI.options.items()
    ]
    assert definition["correctResponsesPattern"] == ["A[,]C[,]D"]
    assert result["response"] == "A[,]C[,]D" and result["success"] is True


async def test_a_disputed_key_is_no_correct_response_and_an_unread_answer_no_response() -> None:
    disputed = MULTI.model_copy(update={"status": Status.DISPUTED})
    # graded against the key before the bank disputed it: only the question's status keeps the key out
    statement = await _answered(disputed, MULTI, "A, C and D")
    assert "correctResponsesPattern" not in statement["object"]["definition"]
    assert statement["result"]["response"] == "A[,]C[,]D"
    unread = await _answered(MULTI, MULTI, "no idea")
    assert unread["object"]["definition"]["correctResponsesPattern"] == ["A[,]C[,]D"]
    assert "response" not in unread["result"]  # read as no option: none of the ids says it


async def test_a_true_false_question_is_answered_true_or_false() -> None:
    truth = Question(id="fx-tf", bank="fx", type=QuestionType.TRUEFALSE, stem="Is 2 prime?", key="true")
    statement = await _answered(truth, truth, "No, it is not")
    assert statement["object"]["definition"]["interactionType"] == "true-false"
    assert statement["object"]["definition"]["correctResponsesPattern"] == ["true"]
    assert statement["result"]["response"] == "false"


async def test_a_calculation_is_a_fill_in_not_a_bare_number() -> None:
    """xAPI's ``numeric`` response is one number; a calculation is answered with units and words."""
    calc = Question(id="fx-calc", bank="fx", type=QuestionType.CALC, stem="How much memory?", key="16 GB",
                    numeric=[NumericPart(value=16, unit="GB")])  # fmt: skip
    statement = await _answered(calc, calc, "about 16 GB")
    assert statement["object"]["definition"]["interactionType"] == "fill-in"
    assert statement["result"]["response"] == "about 16 GB"


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
