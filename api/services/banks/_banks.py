"""Organisation question banks: upload (every format, all or nothing), read, delete, correct a key, regrade.

Used by the JSON routes (``api/routes/banks.py``), the CLI (``interview-bot bank import --org``) and the
console alike; nothing here knows about HTTP beyond raising :class:`ApiError`.

A bank's questions are stored as validated JSON (``bank_questions``) and indexed into the shared Chroma
collections with the organisation as their owner (:mod:`api.services.banks.indexing`); the bank is
``indexing`` until every question is searchable, then ``ready``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from api import schemas
from api.context import ServiceContext
from api.errors import ApiError
from api.services.banks._broken_forms import broken_invites
from api.services.questions import (
    GRADE_COLUMNS,
    PUBLIC_BANK,
    as_shown,
    copy_grade,
    grade_answer,
    question_detail,
    recount,
    ungraded,
)
from api.store import banks as store
from api.store import sessions as session_store
from api.store import tallies
from api.store.models import Answer, OrgBank
from bank.errors import BankFileError, Problem
from bank.model import Confidence, Erratum, Question, Status
from bank.parsing.formats import format_for, parse_bank_upload

MAX_UPLOAD_BYTES = 10 * 1024 * 1024
MAX_NAME = 200


def problems_out(problems: Sequence[Problem]) -> list[dict[str, Any]]:
    return [schemas.BankProblem(line=p.line, field=p.field, message=p.message).model_dump() for p in problems]


def refused(error: BankFileError, status: int = 422) -> ApiError:
    count = len(error.problems)
    return ApiError(
        status,
        "the file was not imported: {count} problem(s) (nothing was stored)",
        args={"count": count},
        errors=problems_out(error.problems),
    )


def check_name(name: str) -> str:
    cleaned = name.strip()
    if not cleaned or len(cleaned) > MAX_NAME or not cleaned.isprintable():
        raise ApiError(422, "a bank name is 1-{limit} printable characters", args={"limit": MAX_NAME})
    return cleaned


@dataclass(frozen=True)
class Upload:
    bank: OrgBank
    questions: int
    broken_invites: list[schemas.BrokenInvite]  # open fixed forms naming questions the upload removed


async def upload_bank(
    ctx: ServiceContext,
    db: AsyncSession,
    org_id: str,
    *,
    name: str,
    body: bytes,
    media_type: str | None,
    format: str | None = None,
) -> Upload:
    """Parse and store a bank file under ``name`` (replacing the bank of that name in one transaction).

    Every problem of the file is reported at once (422 with ``errors``), and then nothing is stored. The
    caller commits, then calls :func:`bank_indexing.schedule` to index the questions.

    A replacement that removes questions an open invite's fixed form names is stored all the same, and
    those invites are said (``broken_invites``): the recruiter may mean it (a question rewritten on
    purpose), the sessions already started keep their questions, and uploading the questions back as
    they were brings their ids back (a question without an id of its own is named by its content) —
    but until then the invite refuses every start (409 ``form_changed``), which the recruiter must hear
    now, not from a candidate."""
    name = check_name(name)
    if len(body) > MAX_UPLOAD_BYTES:
        raise ApiError(
            413, "a bank file is at most {limit} MB", args={"limit": MAX_UPLOAD_BYTES // (1024 * 1024)}
        )
    try:
        fmt = format_for(media_type, format)
    except BankFileError as error:
        raise refused(error, 415 if format is None else 422) from error
    existing = await store.get_bank_by_name(db, org_id, name, lock=True)
    bank_id = existing.id if existing is not None else store.new_bank_id()
    try:
        built = await asyncio.to_thread(
            parse_bank_upload, body, fmt, bank_id=bank_id, title=name, id_prefix=f"{bank_id}-"
        )
    except BankFileError as error:
        raise refused(error) from error
    questions = built.bank.questions
    now = ctx.now()
    removed = set() if existing is None else await store.question_ids(db, bank_id) - {q.id for q in questions}
    bank = existing or OrgBank(id=bank_id, org_id=org_id, name=name, created_at=now, revision=0)
    bank.format = fmt.value
    bank.status = "indexing"
    bank.total = len(questions)
    bank.indexed = 0
    bank.error = ""
    bank.topics = sorted({topic for q in questions for topic in q.topics})
    bank.revision = (bank.revision or 0) + 1
    bank.updated_at = now
    if existing is None:
        db.add(bank)
    try:
        await db.flush()
        await store.replace_questions(db, bank, (q.model_dump(mode="json") for q in questions))
    except IntegrityError as error:  # the same name uploaded twice at once
        raise ApiError(409, "a bank with this name is being uploaded right now; try again") from error
    broken = await broken_invites(db, org_id, removed, now)
    return Upload(bank=bank, questions=len(questions), broken_invites=broken)


def upload_out(upload: Upload) -> schemas.BankUploadOut:
    """The upload's answer: the bank as stored, and the invites it broke."""
    out = bank_out(upload.bank, upload.questions)
    return schemas.BankUploadOut(**dict(out), broken_invites=upload.broken_invites)


def bank_out(bank: OrgBank, questions: int) -> schemas.BankOut:
    return schemas.BankOut(
        id=bank.id,
        name=bank.name,
        questions=questions,
        topics=list(bank.topics or []),
        status=bank.status,
        indexed=bank.indexed,
        total=bank.total,
        format=bank.format,
        created_at=bank.created_at,
        updated_at=bank.updated_at,
        error=bank.error or "",
    )


async def list_banks(db: AsyncSession, org_id: str) -> list[schemas.BankOut]:
    banks = await store.list_org_banks(db, org_id)
    counts = await store.question_counts(db, [b.id for b in banks])
    return [bank_out(bank, counts.get(bank.id, 0)) for bank in banks]


async def get_bank(db: AsyncSession, org_id: str, bank_id: str, *, lock: bool = False) -> OrgBank:
    bank = await store.get_org_bank(db, org_id, bank_id, lock=lock)
    if bank is None:
        raise ApiError(404, "no such bank")
    return bank


async def bank_questions(db: AsyncSession, bank: OrgBank) -> list[Question]:
    rows = await store.bank_questions(db, bank.id)
    return [Question.model_validate(row.data) for row in rows]


async def bank_detail(db: AsyncSession, org_id: str, bank_id: str) -> schemas.BankDetail:
    bank = await get_bank(db, org_id, bank_id)
    questions = await bank_questions(db, bank)
    return schemas.BankDetail(
        **bank_out(bank, len(questions)).model_dump(), items=[question_detail(q) for q in questions]
    )


async def delete_bank(db: AsyncSession, org_id: str, bank_id: str) -> None:
    """The bank and its questions go; answers keep the question text they showed (``answers.shown``)
    and started sessions keep their copy of the questions. The caller removes it from the index."""
    bank = await get_bank(db, org_id, bank_id, lock=True)
    await store.delete_bank(db, bank)


# --- corrections ----------------------------------------------------------------------------------


async def correct_question(
    ctx: ServiceContext,
    db: AsyncSession,
    org_id: str,
    bank_id: str,
    question_id: str,
    patch: schemas.QuestionPatch,
) -> Question:
    """Correct a question's key and/or change its status, with the erratum recorded on the question.

    Sessions in progress that hold the same question (same text) are corrected too; finished answers
    change only when :func:`regrade_question` is called."""
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
    await db.flush()
    return updated


def corrected(question: Question, patch: schemas.QuestionPatch) -> Question:
    data = question.model_dump(mode="json")
    errata = list(question.errata)
    if patch.key is not None and patch.key != question.key:
        key = _normalised_key(question, patch.key)
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
    it is now. An answer to another version of its text (the bank was replaced since) and a late answer
    are left alone. A disputed or draft question marks no one wrong: its answers become ``ungraded``
    and count for nothing. The first grade and the question's errata are kept beside the new one."""
    bank = await get_bank(db, org_id, bank_id)
    row = await store.get_bank_question(db, bank.id, question_id)
    if row is None:
        raise ApiError(404, "no such question in this bank")
    question = Question.model_validate(row.data)
    answers = await store.org_answers_to(db, org_id, question_id)
    regraded = changed = skipped = 0
    now = ctx.now()
    # before any of them is flushed: the sessions' sums come out now and go back in at the commit
    await tallies.changing(db, {answer.session_id for answer, _ in answers})
    # and read again under the write lock that takes: on SQLite the first read took no row lock, so a
    # regrade (or an answer) committed since is graded from as it left them, not undone a second time
    answers = await store.org_answers_to(db, org_id, question_id)
    await tallies.changing(db, {answer.session_id for answer, _ in answers})  # any answered since
    for answer, language in answers:
        asked = as_shown(question, (answer.shown or {}).get("option_order"))  # in the order it was shown
        if answer.timed_out or not _shown_matches(answer.shown or {}, asked):
            skipped += 1
            continue
        before = (answer.verdict, answer.score, answer.points_awarded)
        points_before = answer.points
        if question.status is Status.ACTIVE:
            graded = await grade_answer(
                asked,
                answer.answer,
                language=language,
                hints_used=answer.hints_used,
                judge=ctx.judge,
            )
        else:  # as an answer given after the dispute reads
            graded = ungraded(question, language, answer.parsed or {}, "none")
        _apply(answer, graded, question, now)
        session = await session_store.get_session(db, answer.session_id, for_update=True)
        if session is not None:  # the running totals lists sort by
            recount(session, answer, points_before=points_before, awarded_before=before[2])
        regraded += 1
        if (answer.verdict, answer.score, answer.points_awarded) != before:
            changed += 1
    await db.flush()
    return schemas.RegradeOut(
        question_id=question_id, answers=len(answers), regraded=regraded, changed=changed, skipped=skipped
    )


def _apply(answer: Answer, graded: Answer, question: Question, now: datetime) -> None:
    previous = answer.regrade or {}
    original = previous.get("original") or {column: getattr(answer, column) for column in GRADE_COLUMNS}
    answer.regrade = {
        "original": original,
        "errata": [e.model_dump(mode="json") for e in question.errata],
        "regraded_at": now.isoformat(),
    }
    copy_grade(graded, answer)


# --- invites and topics ---------------------------------------------------------------------------


@dataclass(frozen=True)
class InviteBanks:
    """The banks an invite draws from: index bank names for retrieval, and the org banks among them."""

    index_banks: list[str]
    org_banks: list[OrgBank]


async def invite_banks(
    ctx: ServiceContext, db: AsyncSession, org_id: str, banks: Sequence[str] | None
) -> InviteBanks:
    """``banks`` as an invite names them (None: the public bank and all the organisation's own).
    A bank of another organisation is unknown here (422), exactly like a bank that does not exist."""
    own = {bank.id: bank for bank in await store.list_org_banks(db, org_id)}
    wanted = [PUBLIC_BANK, *own] if banks is None else list(dict.fromkeys(b.strip() for b in banks))
    unknown = [b for b in wanted if b != PUBLIC_BANK and b not in own]
    if unknown:
        raise ApiError(
            422,
            "unknown bank(s): {banks}",
            args={"banks": ", ".join(unknown)},
            unknown_banks=unknown,
            valid_banks=[PUBLIC_BANK, *own],
        )
    if not wanted:
        raise ApiError(422, "name at least one bank ('public' is the curated bank)")
    index_banks = [b.id for b in ctx.catalog.banks] if PUBLIC_BANK in wanted else []
    org_banks = [own[b] for b in wanted if b != PUBLIC_BANK]
    return InviteBanks(index_banks=index_banks + [b.id for b in org_banks], org_banks=org_banks)


async def invite_bank_questions(ctx: ServiceContext, db: AsyncSession, scope: InviteBanks) -> list[Question]:
    """Every question the invite's banks hold (the public bank's when it is named, and the org banks')."""
    public_ids = {b.id for b in ctx.catalog.banks}
    questions = [q for q in ctx.catalog if q.bank in public_ids and q.bank in scope.index_banks]
    for bank in scope.org_banks:
        questions += await bank_questions(db, bank)
    return questions
