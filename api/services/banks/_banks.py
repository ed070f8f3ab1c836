"""Organisation question banks: upload (every format, all or nothing), read, delete (corrections and
regrades: ``_corrections``).

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
    PUBLIC_BANK,
    question_detail,
)
from api.store import banks as store
from api.store.models import OrgBank
from bank.errors import BankFileError, Problem
from bank.model import Question
from bank.parsing.formats import BankFormat, format_for, parse_bank_upload

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
    caller commits, then calls :func:`bank_indexing.schedule` to index the questions. A new bank past
    the organisation's ``MAX_BANKS`` is 409 ``too_many_banks`` (the one rule for the API, the console and
    the CLI), counted after the file is read, so no lock is held while it is parsed; a name uploaded
    meanwhile (found once the organisation's lock is held) makes the upload a replacement of that bank,
    its file read again for the bank's id.

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
    questions = await _parsed(body, fmt, bank_id, name)
    if existing is None:
        banks = await store.count_for_a_new_one(db, org_id)  # under the organisation's lock from here
        existing = await store.get_bank_by_name(db, org_id, name, lock=True)
        if existing is not None:  # uploaded meanwhile (another upload of the name, just committed)
            bank_id = existing.id  # replaced: its questions' ids are the bank's
            questions = await _parsed(body, fmt, bank_id, name)
        elif banks >= store.MAX_BANKS:
            raise _too_many_banks()
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


def _too_many_banks() -> ApiError:
    return ApiError(
        409,
        "an organisation has at most {limit} banks: delete one first, or upload under the name of one",
        args={"limit": store.MAX_BANKS},
        reason="too_many_banks",
    )


async def _parsed(body: bytes, fmt: BankFormat, bank_id: str, name: str) -> list[Question]:
    """The file's questions, as the bank ``bank_id`` stores them (the id prefixes its questions' ids)."""
    try:
        built = await asyncio.to_thread(
            parse_bank_upload, body, fmt, bank_id=bank_id, title=name, id_prefix=f"{bank_id}-"
        )
    except BankFileError as error:
        raise refused(error) from error
    return list(built.bank.questions)


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


class BankInUse(ApiError):
    """409: open invites' fixed forms name the bank's questions; deleting it would refuse their every
    start (``form_changed``). ``broken_invites`` says which; the deletion, forced, goes ahead."""

    def __init__(self, broken: list[schemas.BrokenInvite]) -> None:
        super().__init__(
            409,
            "open invites with a fixed form name this bank's questions: no candidate could start them once "
            "it is deleted; revoke them first or delete with force",
            reason="bank_in_use",
            broken_invites=[invite.model_dump(mode="json") for invite in broken],
        )
        self.broken = broken


async def delete_bank(
    db: AsyncSession, org_id: str, bank_id: str, now: datetime, *, force: bool = False
) -> None:
    """The bank and its questions go; answers keep the question text they showed (``answers.shown``)
    and started sessions keep their copy of the questions. The caller removes it from the index.
    Unless ``force``, a bank whose questions an open invite's fixed form names stays (``BankInUse``):
    unlike a replacement, which the recruiter may mean as an edit, a deletion leaves nothing to fix."""
    bank = await get_bank(db, org_id, bank_id, lock=True)
    if not force and (broken := await broken_invites(db, org_id, await store.question_ids(db, bank.id), now)):
        raise BankInUse(broken)
    await store.delete_bank(db, bank)


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
