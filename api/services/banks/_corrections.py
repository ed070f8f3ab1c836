"""Corrections of an organisation's question: a key or status corrected with its erratum (sessions in
progress holding the same text follow it), and a regrade of every recorded answer to it."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from api import schemas
from api.context import ServiceContext
from api.errors import ApiError
from api.services.banks._banks import get_bank
from api.services.questions import (
    GRADE_COLUMNS,
    as_shown,
    copy_grade,
    counted_points,
    grade_answer,
    own_parts,
    recount,
    skipped_answer,
    ungraded,
)
from api.store import banks as store
from api.store import sessions as session_store
from api.store import tallies
from api.store.models import Answer, InterviewSession, OrgBank
from bank.model import Confidence, Erratum, Question, Status


async def correct_question(
    ctx: ServiceContext,
    db: AsyncSession,
    org_id: str,
    bank_id: str,
    question_id: str,
    patch: schemas.QuestionPatch,
) -> Question:
    """Correct a question's key and/or change its status, with the erratum recorded on the question.

    Sessions in progress that hold the same question (same text) are corrected too. A question that
    stops being scored (disputed, or withdrawn to a draft) marks no one wrong from now on: the answers
    recorded already are regraded with it (they become ``ungraded``). A corrected key changes finished
    answers only when :func:`regrade_question` is called."""
    bank = await get_bank(db, org_id, bank_id, lock=True)
    row = await store.get_bank_question(db, bank.id, question_id, lock=True)
    if row is None:
        raise ApiError(404, "no such question in this bank")
    if patch.key is None and patch.status is None:
        raise ApiError(422, "give a corrected key, a status, or both")
    current = Question.model_validate(row.data)
    updated = corrected(current, patch)
    if updated == current:
        raise ApiError(422, "the key and status are already as given")
    row.data = updated.model_dump(mode="json")
    row.status = updated.status.value
    bank.revision += 1
    bank.status = "indexing"  # the status in the index changes (metadata only)
    bank.indexed = 0
    bank.updated_at = ctx.now()
    # the question written first: on SQLite that takes the write lock, so the sessions read next are as
    # stored until the commit (PostgreSQL: open_sessions_with locks them)
    await db.flush()
    for session in await store.open_sessions_with(db, org_id, question_id):
        held = Question.model_validate((session.questions or {})[question_id])
        if _same_text(held, updated):
            session.questions = {**(session.questions or {}), question_id: row.data}
            _replan_points(session, question_id, held, updated)
    await db.flush()
    if current.scorable and not updated.scorable:
        await regrade_question(ctx, db, org_id, bank_id, question_id)
    return updated


def _replan_points(session: InterviewSession, question_id: str, held: Question, updated: Question) -> None:
    """A question the session has not answered yet counts in its plan what its copy now counts: none
    once disputed, its points again once restored (its answer, when it comes, counts the same). A copy
    outside the plan (an adaptive interview holds its whole pool) is in no plan's points: an adaptive
    step that asks it later adds what it counts then."""
    change = counted_points(updated) - counted_points(held)
    answered = question_id in session.plan[: session.position]
    if change and question_id in session.plan and not answered and session.plan_points is not None:
        session.plan_points += change


def corrected(question: Question, patch: schemas.QuestionPatch) -> Question:
    data = question.model_dump(mode="json")
    errata = list(question.errata)
    key = None if patch.key is None else _normalised_key(question, patch.key)
    if key is not None and key != question.key:  # "CA" for "AC" or "F" for "false" changes nothing
        errata.append(_erratum("key", question.key_text, key, patch))
        data["key"] = key
    if patch.status is not None and patch.status != question.status.value:
        errata.append(_erratum("status", question.status.value, patch.status, patch))
        data["status"] = patch.status
        data["status_note"] = patch.erratum.why
    data["errata"] = [e.model_dump(mode="json") for e in errata]
    try:
        return Question.model_validate(data)
    except ValueError as error:
        raise ApiError(
            422, "the corrected question is not valid: {problem}", args={"problem": _first_error(error)}
        ) from error


def _normalised_key(question: Question, key: str) -> str:
    key = key.strip()
    if question.type.is_choice:
        return "".join(sorted(set(key.upper().replace(",", "").replace(" ", ""))))
    if question.type.value == "truefalse":
        return {"t": "true", "true": "true", "f": "false", "false": "false"}.get(key.lower(), key)
    return key


def _erratum(field: str, source: str, corrected: str, patch: schemas.QuestionPatch) -> Erratum:
    return Erratum(
        field=field,
        source=source,
        corrected=corrected,
        justification=patch.erratum.why,
        problem=patch.erratum.what,
        confidence=Confidence.HIGH,
    )


def _first_error(error: ValueError) -> str:
    errors = getattr(error, "errors", None)
    if callable(errors):
        details = errors()
        if details:
            return str(details[0].get("msg", error))
    return str(error)


def _same_text(a: Question, b: Question) -> bool:
    return (a.type, a.stem, a.options) == (b.type, b.stem, b.options)


def _shown_matches(shown: dict[str, Any], question: Question) -> bool:
    return (
        shown.get("type") == question.type.value
        and shown.get("stem") == question.stem
        and (shown.get("options") or {}) == dict(question.options)
    )


async def regrade_question(
    ctx: ServiceContext, db: AsyncSession, org_id: str, bank_id: str, question_id: str
) -> schemas.RegradeOut:
    """Grade every recorded answer to the question in the organisation again, against the question as
    it is now. An answer to another version of its text (the bank was replaced since) is left alone, and
    so is one whose time ran out (late, or skipped by the timer) while the key stands. A disputed or
    draft question marks no one wrong: its answers become ``ungraded`` and count for nothing, those whose
    time ran out too, and skips of it count for nothing either. The first grade and the question's
    errata are kept beside the new one."""
    bank = await get_bank(db, org_id, bank_id)
    row = await store.get_bank_question(db, bank.id, question_id)
    if row is None:
        raise ApiError(404, "no such question in this bank")
    question = Question.model_validate(row.data)
    # a question no longer scored counts skips of it in no score either: they are regraded too
    unscored = not question.scorable
    answers = await store.org_answers_to(db, org_id, question_id, skipped=unscored)
    regraded = changed = skipped = 0
    now = ctx.now()
    # before any of them is flushed: the sessions' sums come out now and go back in at the commit
    await tallies.changing(db, {answer.session_id for answer, _ in answers})
    # and read again under the write lock that takes: on SQLite the first read took no row lock, so a
    # regrade (or an answer) committed since is graded from as it left them, not undone a second time
    answers = await store.org_answers_to(db, org_id, question_id, skipped=unscored)
    await tallies.changing(db, {answer.session_id for answer, _ in answers})  # any answered since
    for answer, language in answers:
        asked = as_shown(question, (answer.shown or {}).get("option_order"))  # in the order it was shown
        if (answer.timed_out and question.scorable) or not _shown_matches(answer.shown or {}, asked):
            skipped += 1
            continue
        before = (answer.verdict, answer.score, answer.points_awarded)
        points_before = answer.points
        if answer.skipped:  # a skip (reached only once the question is no longer scored): worth nothing
            graded = skipped_answer(question, answer.rationale)
        elif question.status is Status.ACTIVE:
            graded = await grade_answer(
                asked,
                answer.answer,
                language=language,
                hints_used=answer.hints_used,
                judge=ctx.judge,
            )
        else:  # as an answer given after the dispute reads
            graded = ungraded(question, language, answer.parsed or {}, "none")
        _apply(answer, graded, asked, now)
        session = await session_store.get_session(db, answer.session_id, for_update=True)
        if session is not None:  # the running totals lists sort by
            recount(session, answer, points_before=points_before, awarded_before=before[2])
        regraded += 1
        if (answer.verdict, answer.score, answer.points_awarded) != before:
            changed += 1
    # in SQL (two regrades at once count two): what calibration's watermark reads of a regrade
    bank.regrades = OrgBank.regrades + 1
    await db.flush()
    return schemas.RegradeOut(
        question_id=question_id, answers=len(answers), regraded=regraded, changed=changed, skipped=skipped
    )


def _apply(answer: Answer, graded: Answer, asked: Question, now: datetime) -> None:
    """The new grade onto ``answer``, the first kept beside it, with the errata and the explanation kept
    with it — the key among them — as of ``asked``: the question as it is now, in the letters the
    candidate was shown."""
    previous = answer.regrade or {}
    original = previous.get("original") or {column: getattr(answer, column) for column in GRADE_COLUMNS}
    answer.regrade = {
        "original": original,
        "errata": [e.model_dump(mode="json") for e in asked.errata],
        "regraded_at": now.isoformat(),
    }
    copy_grade(graded, answer)
    if kept := (answer.parsed or {}).get("explanation"):
        answer.parsed = {**answer.parsed, "explanation": {**kept, **own_parts(asked)}}
