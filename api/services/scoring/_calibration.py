"""Calibration per organisation: item parameters from its finished interviews, and every finished
interview's ability re-read on the new scale — in the background, never on an answer turn.

``CalibrationWorker`` looks every ``IBOT_CALIBRATION_INTERVAL_S`` for organisations whose finished
interviews, or what decides which of their answers count, moved since their latest calibration (the
``Watermark`` below, which each calibration keeps), and recalibrates each (``calibrate_org``): the answers
that count (``ability.counts``: to questions active now, not to a disputed key) form a sessions × questions
matrix; ``bank.irt.calibrate_best`` fits Rasch, or 2PL where the data carries it, with the public bank's
difficulty ratings as priors; the parameters replace the organisation's previous ones, and each finished
interview's θ ± SE is rewritten (``session_abilities``, which the sessions table sorts by).

An organisation whose finished interviews hold no answer that counts gets no calibration, so it stays
due; every pass read all its answers again for nothing. So the worker skips an organisation whose
finished interviews and what decides which of their answers count have not changed since its last pass
over it: the watermark, kept in memory for such an organisation (``Watermark``: how many finished
interviews, the latest finish, the answers they hold; how many banks, the newest, the sum of their
revisions — every upload and correction, a question's status among them, bumps one — and of their
regrades), read with the due organisations by the same aggregate query, so a skipped organisation
costs no read of its answers. A process that starts reads each such organisation once. (A release of
the public bank moves no watermark: it comes with a restart.)

A pass serves beside the answer turns of the same process, so it is three steps: read (one read
transaction, plain rows), compute (the matrix, the fit and every θ in a worker thread: the event loop goes
on serving), write (one short transaction, so a reader sees one scale or the other, never a mix). At a
thousand interviews, one transaction around all of it held the event loop for seconds and, on SQLite, the
writer lock every answer waits for (``bench/bench_calibration.py``).
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections import defaultdict
from collections.abc import Awaitable
from dataclasses import dataclass
from datetime import datetime
from typing import NamedTuple

import numpy as np
from sqlalchemy import delete, func, insert, select
from sqlalchemy.ext.asyncio import AsyncSession

from api.context import ServiceContext
from api.services.periodic import PeriodicJob
from api.services.questions import Questions, org_questions
from api.services.scoring._ability import Parameters, counts, estimate, numbered_scale, prior_for, score_of
from api.store import writer
from api.store.models import Answer, Calibration, InterviewSession, ItemParameter, OrgBank, SessionAbility
from bank.irt.calibration import Calibration as ItemFit
from bank.irt.calibration import calibrate_best
from bank.model import Question

log = logging.getLogger(__name__)
FINISHED = (InterviewSession.mode == "interview", InterviewSession.status == "finished")
READ_CHUNK = 250  # answer rows read between two turns of the event loop: a few ms of it, not a stall
WRITE_CHUNK = 1000  # ability rows one INSERT writes


async def latest_calibration(db: AsyncSession, org_id: str) -> Calibration | None:
    query = (
        select(Calibration).where(Calibration.org_id == org_id).order_by(Calibration.number.desc()).limit(1)
    )
    return await db.scalar(query)


async def question_parameters(
    db: AsyncSession, org_id: str, question_id: str
) -> tuple[ItemParameter | None, Calibration | None]:
    """A question's parameters on the organisation's scale, and the calibration they come from."""
    found = await db.get(ItemParameter, (org_id, question_id))
    return found, await latest_calibration(db, org_id) if found is not None else None


class Watermark(NamedTuple):
    """What a pass saw of an organisation's finished interviews and of its banks. One more finished, one
    erased and another finished, an answer recorded late, a bank uploaded, replaced or deleted, a
    question corrected or set active again, its answers regraded: each moves it."""

    finished: int
    latest: datetime | None  # the latest finish
    answered: int  # the answers they hold (``InterviewSession.answered``, summed)
    banks: int
    newest_bank: int | None  # the newest bank's ``seq``: one deleted and another added move it
    revisions: int  # ``OrgBank.revision``, summed: uploads and corrections
    regrades: int  # ``OrgBank.regrades``, summed


def encoded(mark: Watermark) -> str:
    """A watermark as its calibration keeps it (``Calibration.watermark``), to compare with a later one."""
    return json.dumps([value.isoformat() if isinstance(value, datetime) else value for value in mark])


async def due_orgs(db: AsyncSession) -> dict[str, Watermark]:
    """Organisations whose finished interviews, or what decides which of their answers count, are not as
    their latest calibration saw them (its ``watermark``), each with its watermark now. Not only one more
    finished interview: a question disputed since (its answers ``ungraded``) or an answer recorded late
    changes the abilities a session's own page shows at once, and the sessions table, which sorts by the
    abilities a pass stored, must follow at the next pass."""
    finished = (
        select(
            InterviewSession.org_id,
            func.count().label("n"),
            func.max(InterviewSession.finished_at).label("latest"),
            func.coalesce(func.sum(InterviewSession.answered), 0).label("answered"),
        )
        .where(InterviewSession.org_id.is_not(None), *FINISHED)
        .group_by(InterviewSession.org_id)
        .subquery()
    )
    banks = (
        select(
            OrgBank.org_id,
            func.count().label("banks"),
            func.max(OrgBank.seq).label("newest"),
            func.sum(OrgBank.revision).label("revisions"),
            func.sum(OrgBank.regrades).label("regrades"),
        )
        .group_by(OrgBank.org_id)
        .subquery()
    )
    latest = (
        select(Calibration.org_id, func.max(Calibration.number).label("number"))
        .group_by(Calibration.org_id)
        .subquery()
    )
    seen = (
        select(Calibration.org_id, Calibration.watermark)
        .join(latest, (latest.c.org_id == Calibration.org_id) & (latest.c.number == Calibration.number))
        .subquery()
    )
    query = (
        select(
            finished.c.org_id,
            finished.c.n,
            finished.c.latest,
            finished.c.answered,
            func.coalesce(banks.c.banks, 0),
            banks.c.newest,
            func.coalesce(banks.c.revisions, 0),
            func.coalesce(banks.c.regrades, 0),
            seen.c.watermark,
        )
        .outerjoin(seen, seen.c.org_id == finished.c.org_id)
        .outerjoin(banks, banks.c.org_id == finished.c.org_id)
    )
    due = {}
    for org_id, n, last, answered, count, newest, revisions, regrades, stored in await db.execute(query):
        mark = Watermark(int(n), last, int(answered), int(count), newest, int(revisions), int(regrades))
        if stored != encoded(mark):
            due[str(org_id)] = mark
    return due


class CalibrationAnswer(NamedTuple):
    """What calibration reads of an answer (``_ability.Scored``): six columns, none of them JSON — the
    question as shown and the flags, which a pass never uses, were most of what it decoded."""

    session_id: str
    question_id: str
    points: float
    points_awarded: float
    verdict: str
    timed_out: bool


@dataclass(frozen=True)
class Observed:
    """One organisation's finished interviews as one read transaction saw them."""

    org_id: str
    sessions: list[str]
    answers: dict[str, list[CalibrationAnswer]]
    questions: Questions


@dataclass(frozen=True)
class Estimated:
    """A pass's results, computed from an :class:`Observed` away from the event loop."""

    fit: ItemFit
    items: list[str]
    answers: int
    abilities: dict[str, tuple[float, float]]  # an interview's (θ, SE); none for one with nothing counted


async def observe(ctx: ServiceContext, org_id: str) -> Observed:
    """The organisation's finished interviews and the answers that may count, in one read transaction
    (no writer lock: turns go on writing meanwhile)."""
    async with ctx.sessions() as db:
        sessions = list(
            (
                await db.scalars(
                    select(InterviewSession.id).where(InterviewSession.org_id == org_id, *FINISHED)
                )
            ).all()
        )
        answers: dict[str, list[CalibrationAnswer]] = defaultdict(list)
        if sessions:
            found = await db.stream(
                select(*(getattr(Answer, name) for name in CalibrationAnswer._fields))
                .join(InterviewSession, InterviewSession.id == Answer.session_id)
                .where(InterviewSession.org_id == org_id, *FINISHED)
                .execution_options(yield_per=READ_CHUNK)
            )
            async for chunk in found.partitions():
                for row in chunk:
                    answers[row[0]].append(CalibrationAnswer(*row))
                # a large organisation's answers are a long read; on SQLite it runs in the loop's own
                # thread (api/store/in_loop_sqlite.py), so requests get their turn between chunks
                await asyncio.sleep(0)
        question_ids = sorted({a.question_id for session in answers.values() for a in session})
        questions = await org_questions(ctx, db, org_id, question_ids)
        gone = [qid for qid in question_ids if questions.get(qid) is None]
        if gone:
            held = await _held_copies(db, org_id, gone)
            questions = Questions(questions.catalog, {**questions.own, **held})
    return Observed(org_id, sessions, dict(answers), questions)


async def _held_copies(db: AsyncSession, org_id: str, question_ids: list[str]) -> dict[str, Question]:
    """The organisation questions among ``question_ids`` as its finished interviews hold them: a deleted
    bank's questions are gone from the banks, but the interviews that asked them keep their copies, their
    points and, on their own pages (``session_questions``), an ability that counts them. The pass counts
    them alike, or the sessions table would sort by another θ than each page shows. Read only when a
    question is missing (the copies are JSON, which a pass otherwise never decodes)."""
    asked = select(Answer.session_id).where(Answer.question_id.in_(question_ids))
    held = await db.scalars(
        select(InterviewSession.questions).where(
            InterviewSession.org_id == org_id, *FINISHED, InterviewSession.id.in_(asked)
        )
    )
    found: dict[str, Question] = {}
    for copies in held:
        for question_id in question_ids:
            if question_id not in found and question_id in (copies or {}):
                found[question_id] = Question.model_validate(copies[question_id])
    return found


def estimate_all(observed: Observed) -> Estimated | None:
    """Item parameters from the answers that count, and each interview's θ ± SE on them; None when no
    answer counts yet. Pure computation: a pass runs it in a worker thread, so the event loop keeps
    serving (the loop is held at most a thread switch interval at a time, not for the whole pass)."""
    questions = observed.questions
    counted = {
        session_id: [a for a in answers if counts(a, questions.get(a.question_id))]
        for session_id, answers in observed.answers.items()
    }
    items = sorted({a.question_id for answers in counted.values() for a in answers})
    if not items:
        return None
    column = {qid: n for n, qid in enumerate(items)}
    answering = [sid for sid, answers in counted.items() if answers]
    matrix = np.full((len(answering), len(items)), np.nan)
    for row, session_id in enumerate(answering):
        for answer in counted[session_id]:
            matrix[row, column[answer.question_id]] = score_of(answer)
    fit = calibrate_best(matrix, [prior_for(questions.get(qid)) for qid in items])
    # the scale's name takes the calibration's number, known when it is written (``store``)
    parameters = Parameters(items={qid: (float(fit.a[n]), float(fit.b[n])) for n, qid in enumerate(items)})
    abilities = {}
    for session_id in observed.sessions:
        ability = estimate(parameters, counted.get(session_id, []), questions)
        if ability is not None:
            abilities[session_id] = (ability.theta, ability.se)
    return Estimated(fit, items, int(np.sum(~np.isnan(matrix))), abilities)


async def store(
    ctx: ServiceContext, observed: Observed, estimated: Estimated, mark: Watermark | None = None
) -> int:
    """The new calibration, its item parameters and every interview's ability, replacing the previous
    ones in one short write transaction (a reader sees one scale or the other, never a mix); its
    number. Interviews finished since the read wait for the next pass (the calibration counts those it
    saw, so the organisation is due again); a finished interview is never deleted on its own (erasure
    pseudonymises it), only with its organisation, whose calibration then fails to write. ``mark``: the
    watermark read before the pass (anything changed since moves it, so the next pass calibrates again);
    none kept, the organisation is due at the next pass."""
    org_id, fit = observed.org_id, estimated.fit
    async with ctx.sessions.begin() as db:
        await writer.hold(db)  # Core statements flush nothing: take SQLite's writer lock first
        previous = await db.scalar(select(func.max(Calibration.number)).where(Calibration.org_id == org_id))
        number = (previous or 0) + 1
        seq = await db.scalar(
            insert(Calibration)
            .values(
                org_id=org_id,
                number=number,
                model=fit.model,
                sessions=len(observed.sessions),
                answers=estimated.answers,
                items=len(estimated.items),
                watermark=None if mark is None else encoded(mark),
                created_at=ctx.now(),
            )
            .returning(Calibration.seq)
        )
        await db.execute(delete(ItemParameter).where(ItemParameter.org_id == org_id))
        await db.execute(
            insert(ItemParameter),
            [
                {
                    "org_id": org_id,
                    "question_id": qid,
                    "calibration_seq": seq,
                    "a": float(fit.a[n]),
                    "b": float(fit.b[n]),
                    "se_a": float(fit.se_a[n]),
                    "se_b": float(fit.se_b[n]),
                    "responses": int(fit.responses[n]),
                    "flag": fit.flags[n],
                }
                for n, qid in enumerate(estimated.items)
            ],
        )
        await db.execute(delete(SessionAbility).where(SessionAbility.org_id == org_id))
        scale = numbered_scale(number)
        rows = [
            {"session_id": sid, "org_id": org_id, "theta": theta, "se": se, "scale": scale}
            for sid, (theta, se) in estimated.abilities.items()
        ]
        for at in range(0, len(rows), WRITE_CHUNK):
            await db.execute(insert(SessionAbility), rows[at : at + WRITE_CHUNK])
    return number


async def calibrate_org(ctx: ServiceContext, org_id: str, mark: Watermark | None = None) -> int | None:
    """Recalibrate one organisation and rescore its finished interviews: read, compute in a worker
    thread, write. The new calibration's number; None when no answer counts yet."""
    observed = await observe(ctx, org_id)
    estimated = await asyncio.to_thread(estimate_all, observed)
    if estimated is None:
        return None
    return await store(ctx, observed, estimated, mark)


async def refresh_due(ctx: ServiceContext, seen: dict[str, Watermark] | None = None) -> list[str]:
    """Recalibrate every organisation that is due, each in its own transaction; their ids. ``seen``: the
    watermark of each organisation's last pass (kept by the caller, updated here): one due still at the
    same watermark is skipped, its answers not read again."""
    async with ctx.sessions() as db:
        due = await due_orgs(db)
    if seen is not None:
        for gone in seen.keys() - due.keys():  # calibrated, or no longer there: nothing to remember
            del seen[gone]
    done = []
    for org_id, mark in due.items():
        if seen is not None and seen.get(org_id) == mark:
            continue
        try:
            await calibrate_org(ctx, org_id, mark)
            done.append(org_id)
        except Exception:  # another replica's calibration won the number, or the store hiccuped: next pass
            log.exception("calibration of an organisation failed")
            continue
        if seen is not None:  # read before the pass: anything finished meanwhile moves it, so is read next
            seen[org_id] = mark
    return done


class CalibrationWorker(PeriodicJob):
    """Runs :func:`refresh_due` every ``IBOT_CALIBRATION_INTERVAL_S``, with the watermarks of its passes."""

    name = "calibration"

    def __init__(self, ctx: ServiceContext) -> None:
        super().__init__(ctx)
        self.seen: dict[str, Watermark] = {}

    def run_pass(self) -> Awaitable[list[str]]:
        return refresh_due(self.ctx, self.seen)

    def interval_s(self) -> float:
        return self.ctx.settings.calibration_interval_s
