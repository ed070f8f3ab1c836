"""Session events, written to the outbox in the transaction of the change that caused them.

Session events are named where they happen: a session opened notes ``started``, and
``InterviewSession.close``, the one way a session leaves ``active`` (finished, expired on a deadline
noticed anywhere, abandoned), notes its new status (``NotesEvents``, kept by the transaction:
``api.store.effects``). The transaction's commit writes what was noted, in the order it was noted
(``write_session_events``, an effect writer of the app's sessions: ``install_session_events``):
the event and one delivery per subscribed webhook, in the same transaction, so what is announced is
exactly what was committed, and a rolled-back change announces nothing. A row erased before the commit
is not announced. With an LRS configured (``IBOT_XAPI_URL``), the same step writes the xAPI statements
(``attempted``, ``answered`` for each answer recorded, ``completed``; ``_xapi``) beside them, for
practice outside an organisation too (which has no webhook events). Other events go through
``outbox.record`` (``invite.exhausted``). Each committed event wakes the delivery worker of this
process.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from sqlalchemy import event, select
from sqlalchemy.orm import Session

from api.context import ServiceContext
from api.services.outbox import WRITTEN, candidate_of, session_links, write_event, write_statement
from api.services.questions import session_questions
from api.services.reports import summarize, wants_ability
from api.services.scoring import estimate, load_parameters_sync
from api.services.sessions import write_completion
from api.services.webhooks import _xapi as xapi
from api.store import effects
from api.store.effects import Effects, EffectWriter
from api.store.engine import StoreSession
from api.store.models import Answer, Candidate, InterviewSession, Invite
from api.store.sessions import AnswerPoints

# the event a session's move to a status sends (webhooks: an organisation's interviews only)
STATUS_EVENTS = {"finished": "session.finished", "expired": "session.expired"}
STARTED = "session.started"
ANSWERED = "answer.recorded"  # not a webhook event: the xAPI ``answered`` statement


def session_data(ctx: ServiceContext, db: Session, session: InterviewSession) -> dict[str, Any]:
    """The session summary a recruiter reads (``GET /v1/sessions/{id}``), the candidate, and links."""
    with db.no_autoflush:
        # plain rows of what the summary counts (not whole answers, whose explanations it never reads)
        answers = [
            AnswerPoints(*row)
            for row in db.execute(
                select(*(getattr(Answer, name) for name in AnswerPoints._fields))
                .where(Answer.session_id == session.id)
                .order_by(Answer.position, Answer.seq)
            )
        ]
        title = (
            db.execute(select(Invite.title).where(Invite.id == session.invite_id)).scalar_one_or_none()
            if session.invite_id
            else None
        )
        candidate = db.get(Candidate, session.candidate_id)
        ability = (
            estimate(
                load_parameters_sync(db, session.org_id, [answer.question_id for answer in answers]),
                answers,
                session_questions(ctx, session),
            )
            if wants_ability(session, True) and session.org_id
            else None
        )
    summary = summarize(ctx, session, answers, recruiter=True, title=title or "", ability=ability)
    return {
        "session": summary.model_dump(mode="json"),
        "candidate": candidate_of(session.candidate_id, candidate),
        "links": session_links(ctx, session.id),
    }


def _event_type(row: InterviewSession | Answer, noted: str) -> str | None:
    if isinstance(row, Answer):
        return ANSWERED if noted == "recorded" else None  # an xAPI statement
    return STARTED if noted == "started" else STATUS_EVENTS.get(noted)


def write_session_events(ctx: ServiceContext) -> EffectWriter:
    """The commit's step that writes the events its transaction noted (``api.store.effects``)."""

    def _write(db: Session, noted: Effects) -> None:
        for noted_event, obj in noted.events:
            event_type = _event_type(obj, noted_event)
            if event_type is None:  # nothing to announce
                continue
            if isinstance(obj, Answer):  # an xAPI statement, with an LRS (most answers: nothing to write)
                if ctx.settings.xapi_url and effects.holds(db, obj):  # not erased since
                    _answer_statement(ctx, db, obj)
                continue
            if not effects.holds(db, obj):  # erased since
                continue
            if obj.org_id and obj.mode == "interview":  # the data is made only when a webhook wants it
                data = functools.partial(session_data, ctx, db, obj)
                write_event(db, obj.org_id, event_type, data, ctx.now())
                if event_type == "session.finished":  # a test an ATS sent: tell it (Greenhouse's PATCH)
                    write_completion(db, obj, ctx.now())
            if ctx.settings.xapi_url:
                _session_statement(ctx, db, event_type, obj)

    return _write


def _title(db: Session, session: InterviewSession) -> str:
    if not session.invite_id:
        return ""
    with db.no_autoflush:
        return (
            db.execute(select(Invite.title).where(Invite.id == session.invite_id)).scalar_one_or_none() or ""
        )


def _session_statement(ctx: ServiceContext, db: Session, event_type: str, session: InterviewSession) -> None:
    learner = xapi.actor_name(ctx.service_token, session.candidate_id)
    if event_type == "session.started":
        verb, statement = (
            "attempted",
            xapi.attempted(ctx.settings, session, _title(db, session), learner=learner),
        )
    elif event_type == "session.finished":
        verb, statement = (
            "completed",
            xapi.completed(ctx.settings, session, _title(db, session), learner=learner),
        )
    else:
        return
    write_statement(db, session, xapi.EVENT_TYPES[verb], xapi.body(statement), ctx.now())


def _answer_statement(ctx: ServiceContext, db: Session, answer: Answer) -> None:
    session = next(
        (
            o
            for o in (*db.identity_map.values(), *effects.kept_outside(db))
            if isinstance(o, InterviewSession) and o.id == answer.session_id
        ),
        None,
    )
    if session is None:
        with db.no_autoflush:
            session = db.execute(
                select(InterviewSession).where(InterviewSession.id == answer.session_id)
            ).scalar_one_or_none()
    if session is None:
        return
    learner = xapi.actor_name(ctx.service_token, session.candidate_id)
    # the bank's key, in the bank's letters (the session may have shown the options in its own order)
    question = session_questions(ctx, session).in_bank_order().get(answer.question_id)
    title = _title(db, session)
    statement = xapi.answered(ctx.settings, session, answer, title, learner=learner, question=question)
    write_statement(db, session, xapi.EVENT_TYPES["answered"], xapi.body(statement), ctx.now())


def _forget(db: Session, *_args: Any) -> None:
    """A rollback: what it undid wakes no one."""
    db.info.pop(WRITTEN, None)


def install_session_events(ctx: ServiceContext, wake: Callable[[], None]) -> None:
    """Make every session of ``ctx.sessions`` write the session events at commit (a class of this app's
    own, so other apps in the process, e.g. tests, are untouched), and wake ``wake`` after a commit that
    wrote an event."""

    class OutboxSession(StoreSession):
        effect_writers = (*StoreSession.effect_writers, write_session_events(ctx))

    def _committed(db: Session) -> None:
        if db.info.pop(WRITTEN, False):
            wake()

    event.listen(OutboxSession, "after_commit", _committed)
    event.listen(OutboxSession, "after_rollback", _forget)
    ctx.sessions.configure(sync_session_class=OutboxSession)
