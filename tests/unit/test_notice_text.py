"""A recruiter's Telegram notice (a finished interview, a flagged answer) names the candidate by their
own text, never their Telegram id when they gave a name; isolated (FSI … PDI) when it can reorder what
follows: a right-to-left override in a name would turn the rest of its line around, the invite's title
shown reversed."""

from __future__ import annotations

from types import SimpleNamespace
from typing import cast

from api.context import ServiceContext
from api.services.webhooks._telegram_notices import notice_text


def test_a_finished_interview_names_the_candidate_isolated() -> None:
    ctx = cast(ServiceContext, SimpleNamespace(settings=SimpleNamespace(public_base="https://ibot.example")))
    session = {"id": "s1", "title": "ML screen", "score": 0.5, "candidate_id": 7}
    candidate = {"name": "Li \u202e", "username": None}
    text, _ = notice_text(ctx, "session.finished", {"session": session, "candidate": candidate}, "en")
    assert text.startswith("✅ \u2068Li \u202e\u2069 finished “ML screen”"), text
    plain, _ = notice_text(ctx, "session.finished", {"session": session, "candidate": {"name": "Li"}}, "en")
    assert plain.startswith("✅ Li finished"), plain  # nothing to isolate: nothing invisible to copy
    nameless, _ = notice_text(ctx, "session.finished", {"session": session, "candidate": {}}, "en")
    assert nameless.startswith("✅ 7 finished"), nameless  # the id alone: digits the service wrote


def test_a_flagged_answer_names_the_candidate_as_a_finished_interview_does() -> None:
    ctx = cast(ServiceContext, SimpleNamespace(settings=SimpleNamespace(public_base="https://ibot.example")))
    session = {"id": "s1", "candidate_id": 7, "invite_id": "i1"}
    answer = {"position": 2, "question_id": "q", "flags": []}
    flagged = {"session": session, "answer": answer, "new_flags": [{"kind": "fast"}]}
    text, _ = notice_text(ctx, "answer.flagged", {**flagged, "candidate": {"name": "Li Lei"}}, "zh")
    assert text.startswith("⚑ 候选人 Li Lei 第 3 题的答案被标记"), text  # not their Telegram id
    handle, _ = notice_text(ctx, "answer.flagged", {**flagged, "candidate": {"username": "lilei"}}, "en")
    assert "Candidate @lilei's answer to question 3" in handle, handle
    older, _ = notice_text(ctx, "answer.flagged", flagged, "en")  # an event written before it had one
    assert "Candidate 7's answer" in older, older
