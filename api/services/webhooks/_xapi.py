"""A session's events as xAPI statements, sent to the Learning Record Store named by ``IBOT_XAPI_URL``.

Statements are written to the webhook outbox (``webhook_events``/``webhook_deliveries``, a delivery of
``target`` "xapi" with no webhook) in the transaction of the change that caused them, and sent by the
same delivery worker, so they have the webhooks' guarantees: retries with backoff, nothing lost when
the process stops (a leased delivery is sent again once its lease runs out; each statement carries its
own id, so an LRS stores a repeated one once). Interviews and practice (no organisation) alike.

The learner is an opaque account: an HMAC of the Telegram id under a key derived from the service token,
never the id, name or username (what the data-rights code treats as personal data), the same for every
statement of one person, so an LRS groups them, and meaningless without the server's key.

* ``attempted``: the session started (object: the invite as an assessment activity);
* ``answered``: one per recorded answer (object: the question as a ``cmi.interaction``), with the
  result: score (raw, min, max, scaled), success, completion, the response and its duration;
* ``completed``: the session finished, with the scaled score and the session's duration.

Mapping to the xAPI 1.0.3 vocabulary: docs/xapi.md.
"""

from __future__ import annotations

import base64
import json
import uuid
from datetime import datetime, timedelta
from typing import Any

from api.services.outbox import actor_name as actor_name
from api.services.scoring import NOT_JUDGED  # the outbox rewrites it on /forget
from api.settings import Settings
from api.store.models import Answer, InterviewSession
from bank.model import Question, Status

TARGET = "xapi"
VERSION = "1.0.3"
EVENT_TYPES = {"attempted": "xapi.attempted", "answered": "xapi.answered", "completed": "xapi.completed"}
VERBS = {
    "attempted": "http://adlnet.gov/expapi/verbs/attempted",
    "answered": "http://adlnet.gov/expapi/verbs/answered",
    "completed": "http://adlnet.gov/expapi/verbs/completed",
}
ASSESSMENT = "http://adlnet.gov/expapi/activities/assessment"
INTERACTION = "http://adlnet.gov/expapi/activities/cmi.interaction"
INTERACTION_TYPES = {
    "single": "choice",
    "multi": "choice",
    "truefalse": "true-false",
    # not "numeric": its response is one bare number, and a calculation's answer is typed with its units,
    # in words, or as several figures ("3.5 GB; 12 ms"), which a conformant LRS may refuse as a number
    "calc": "fill-in",
    "code": "fill-in",
}  # every other (open) type: long-fill-in
CHOICES = "[,]"  # xAPI's delimiter of choice ids in a response or a correct responses pattern
RESPONSE_CHARS = 4_000  # an xAPI response is a string; a long answer is cut (the transcript has it whole)


def request_for(settings: Settings) -> tuple[str, dict[str, str]]:
    """Where a statement is POSTed and the headers it carries (the LRS's credentials among them)."""
    url = f"{(settings.xapi_url or '').rstrip('/')}/statements"
    headers = {
        "Content-Type": "application/json",
        "X-Experience-API-Version": VERSION,
        "User-Agent": "interview-bot-xapi/1",
    }
    auth = settings.xapi_auth.get_secret_value() if settings.xapi_auth is not None else ""
    if auth:
        scheme = " " in auth.strip()  # "Basic …" as given, else user:password
        headers["Authorization"] = (
            auth.strip() if scheme else "Basic " + base64.b64encode(auth.encode()).decode()
        )
    return url, headers


def _base(settings: Settings) -> str:
    return settings.public_base


def _duration(start: datetime | None, end: datetime | None) -> str | None:
    """ISO 8601 duration (``PT12.5S``), as xAPI results carry it."""
    if start is None or end is None:
        return None
    seconds = max((end - start) / timedelta(seconds=1), 0.0)
    # fixed-point to the hundredth, trailing zeros dropped: ``:g`` would write a million seconds (a session
    # of twelve days) as ``1e+06``, which is no ISO 8601 duration, and a conformant LRS refuses it
    return f"PT{seconds:.2f}".rstrip("0").rstrip(".") + "S"


def _score(raw: float, maximum: float | None) -> dict[str, float]:
    score: dict[str, float] = {"raw": round(raw, 4), "min": 0.0}
    if maximum:
        score["max"] = round(maximum, 4)
        score["scaled"] = round(min(max(raw / maximum, -1.0), 1.0), 4)
    return score


def _graded(answer: Answer) -> bool:
    """Whether the answer was judged at all: one to a disputed key (``ungraded``), one that could not be
    read (``invalid``) or one that came too late is neither right nor wrong, so its statement carries no
    success and no score (xAPI lets both be absent) rather than a failure of 0 points."""
    return answer.verdict not in NOT_JUDGED and not answer.timed_out


def _assessment(settings: Settings, session: InterviewSession, title: str) -> dict[str, Any]:
    """The invite of an interview; for practice, the practice (a review of the mistake notebook apart),
    named by its topics."""
    if session.invite_id:
        where = f"invites/{session.invite_id}"
    elif session.org_id:
        where = f"orgs/{session.org_id}/sessions"
    else:
        where = "practice/review" if session.review else "practice"
        title = title or ", ".join(session.topics or []) or ("review" if session.review else "practice")
    definition: dict[str, Any] = {"type": ASSESSMENT}
    if title:
        definition["name"] = {"und": title}
    return {"objectType": "Activity", "id": f"{_base(settings)}/v1/{where}", "definition": definition}


def _statement(
    settings: Settings,
    learner: str,
    session: InterviewSession,
    verb: str,
    activity: dict[str, Any],
    at: datetime,
    *,
    parent: dict[str, Any] | None = None,
    result: dict[str, Any] | None = None,
) -> dict[str, Any]:
    context: dict[str, Any] = {
        # one registration per session: an LRS groups the session's statements by it
        "registration": str(uuid.uuid5(uuid.NAMESPACE_URL, f"{_base(settings)}/v1/sessions/{session.id}")),
        "platform": "interview-bot",
        "language": "zh-CN" if session.language == "zh" else "en",
        "extensions": {f"{_base(settings)}/xapi/extensions/session": session.id},
    }
    if parent is not None:
        context["contextActivities"] = {"parent": [parent]}
    statement: dict[str, Any] = {
        "id": str(uuid.uuid4()),
        "actor": {
            "objectType": "Agent",
            "account": {
                "homePage": _base(settings),
                "name": learner,
            },
        },
        "verb": {"id": VERBS[verb], "display": {"en-US": verb}},
        "object": activity,
        "timestamp": at.isoformat(),
        "context": context,
    }
    if result is not None:
        statement["result"] = result
    return statement


def attempted(settings: Settings, session: InterviewSession, title: str, *, learner: str) -> dict[str, Any]:
    """``learner``: the account name of the candidate (:func:`actor_name`)."""
    activity = _assessment(settings, session, title)
    return _statement(settings, learner, session, "attempted", activity, session.started_at)


def _interaction(answer: Answer, question: Question | None) -> tuple[dict[str, Any], str | None]:
    """The question as a ``cmi.interaction`` and the answer as its response, in the format of its
    interaction type (xAPI 1.0.3, Data 2.4.4.1): a choice lists its options, the key and the answer by
    the options' ids, a true/false question says ``true`` or ``false``. The ids are the bank's letters, not
    the letters one session showed them under (its own order): the question is one activity for every
    learner, whose definition an LRS keeps. ``question``: the question in the bank's order, for its key
    (none for a question the bank no longer has). A disputed key is not given as the correct response,
    and an answer read as no option (a skip, an unreadable one) has no response: none of the ids says it.
    """
    shown = answer.shown or {}
    kind = str(shown.get("type") or "")
    definition: dict[str, Any] = {
        "type": INTERACTION,
        "interactionType": INTERACTION_TYPES.get(kind, "long-fill-in"),
    }
    understood = (answer.parsed or {}).get("understood") or {}
    judged = question is not None and question.status is not Status.DISPUTED and answer.verdict != "ungraded"
    key = question.key_text if judged and question is not None else None
    if kind in ("single", "multi"):
        options: dict[str, str] = shown.get("options") or {}
        order = shown.get("option_order") or list(options)
        bank_letter = dict(zip(options, order, strict=False))  # the letter shown -> the bank's letter
        text = {bank_letter.get(shown_as, shown_as): option for shown_as, option in options.items()}
        definition["choices"] = [
            {"id": letter, "description": {"und": text[letter]}} for letter in options if letter in text
        ]
        if key:
            definition["correctResponsesPattern"] = [CHOICES.join(key)]
        chosen = understood.get("choices") or []
        return definition, CHOICES.join(sorted(bank_letter.get(c, c) for c in chosen)) or None
    if kind == "truefalse":
        if key:
            definition["correctResponsesPattern"] = [key]
        truth = understood.get("truth")
        return definition, None if not isinstance(truth, bool) else ("true" if truth else "false")
    return definition, answer.answer[:RESPONSE_CHARS]


def answered(
    settings: Settings,
    session: InterviewSession,
    answer: Answer,
    title: str,
    *,
    learner: str,
    question: Question | None = None,
) -> dict[str, Any]:
    definition, response = _interaction(answer, question)
    activity = {
        "objectType": "Activity",
        "id": f"{_base(settings)}/v1/questions/{answer.question_id}",
        "definition": definition,
    }
    result: dict[str, Any] = {"completion": not answer.skipped}
    if response is not None:
        result["response"] = response
    if _graded(answer):
        result["score"] = _score(answer.points_awarded, answer.points)
        result["success"] = answer.verdict == "correct"
    if duration := _duration(answer.shown_at, answer.answered_at):
        result["duration"] = duration
    parent = _assessment(settings, session, title)
    return _statement(
        settings, learner, session, "answered", activity, answer.answered_at, parent=parent, result=result
    )


def completed(settings: Settings, session: InterviewSession, title: str, *, learner: str) -> dict[str, Any]:
    result: dict[str, Any] = {
        "score": _score(session.points_awarded, session.plan_points),
        "completion": True,
    }
    if duration := _duration(session.started_at, session.finished_at):
        result["duration"] = duration
    activity = _assessment(settings, session, title)
    at = session.finished_at or session.started_at
    return _statement(settings, learner, session, "completed", activity, at, result=result)


def body(statement: dict[str, Any]) -> str:
    return json.dumps(statement, ensure_ascii=False, separators=(",", ":"))
