"""Organisation banks and their questions: rows in, rows out (validation lives in ``bank``)."""

from __future__ import annotations

import secrets
from collections.abc import Iterable, Sequence
from typing import Any

from sqlalchemy import bindparam, delete, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from api.store.models import Answer, BankQuestion, InterviewSession, OrgBank
from api.store.orgs import lock_org

# banks an organisation may have: each is indexed, and every draw and search of the organisation's
# questions reads them all
MAX_BANKS = 200


def new_bank_id() -> str:
    """``bk`` and 10 hex digits: a prefix for the bank's question ids that no other bank shares."""
    return f"bk{secrets.token_hex(5)}"


async def get_org_bank(db: AsyncSession, org_id: str, bank_id: str, *, lock: bool = False) -> OrgBank | None:
    query = select(OrgBank).where(OrgBank.id == bank_id, OrgBank.org_id == org_id)
    if lock:
        query = query.with_for_update()
    return await db.scalar(query)


async def get_bank_by_name(db: AsyncSession, org_id: str, name: str, *, lock: bool = False) -> OrgBank | None:
    query = select(OrgBank).where(OrgBank.org_id == org_id, OrgBank.name == name)
    if lock:
        query = query.with_for_update()
    return await db.scalar(query)


async def count_for_a_new_one(db: AsyncSession, org_id: str) -> int:
    """The organisation's banks, counted for one more to be added in this transaction: under the
    organisation's lock (``orgs.lock_org``), so two uploads of new banks at once count in turn."""
    await lock_org(db, org_id)
    return int(await db.scalar(select(func.count()).where(OrgBank.org_id == org_id)) or 0)


async def get_bank(db: AsyncSession, bank_id: str) -> OrgBank | None:
    return await db.scalar(select(OrgBank).where(OrgBank.id == bank_id))


# read by every interview's start (the banks its invite draws from): built once
_ORG_BANKS = select(OrgBank).where(OrgBank.org_id == bindparam("org_id")).order_by(OrgBank.seq)


async def list_org_banks(db: AsyncSession, org_id: str) -> Sequence[OrgBank]:
    return (await db.scalars(_ORG_BANKS, {"org_id": org_id})).all()


async def question_counts(db: AsyncSession, bank_ids: Sequence[str]) -> dict[str, int]:
    if not bank_ids:
        return {}
    query = (
        select(BankQuestion.bank_id, func.count())
        .where(BankQuestion.bank_id.in_(bank_ids))
        .group_by(BankQuestion.bank_id)
    )
    return {bank_id: int(count) for bank_id, count in (await db.execute(query)).all()}


async def replace_questions(db: AsyncSession, bank: OrgBank, questions: Iterable[dict[str, Any]]) -> None:
    """The bank's questions become exactly ``questions`` (in this transaction: all or nothing)."""
    await db.execute(delete(BankQuestion).where(BankQuestion.bank_id == bank.id))
    db.add_all(
        BankQuestion(
            bank_id=bank.id,
            question_id=data["id"],
            position=position,
            status=str(data.get("status", "active")),
            data=data,
        )
        for position, data in enumerate(questions)
    )
    await db.flush()


async def question_ids(db: AsyncSession, bank_id: str) -> set[str]:
    """The ids of the questions the bank holds."""
    return set(await db.scalars(select(BankQuestion.question_id).where(BankQuestion.bank_id == bank_id)))


async def bank_questions(db: AsyncSession, bank_id: str) -> Sequence[BankQuestion]:
    query = select(BankQuestion).where(BankQuestion.bank_id == bank_id).order_by(BankQuestion.position)
    return (await db.scalars(query)).all()


async def get_bank_question(
    db: AsyncSession, bank_id: str, question_id: str, *, lock: bool = False
) -> BankQuestion | None:
    query = select(BankQuestion).where(
        BankQuestion.bank_id == bank_id, BankQuestion.question_id == question_id
    )
    if lock:
        query = query.with_for_update()
    return await db.scalar(query)


async def questions_by_id(
    db: AsyncSession, org_id: str, question_ids: Iterable[str]
) -> dict[str, dict[str, Any]]:
    """The organisation's bank questions among ``question_ids`` (another org's are never returned)."""
    wanted = list(dict.fromkeys(question_ids))
    if not wanted:
        return {}
    query = (
        select(BankQuestion.question_id, BankQuestion.data)
        .join(OrgBank, OrgBank.id == BankQuestion.bank_id)
        .where(OrgBank.org_id == org_id, BankQuestion.question_id.in_(wanted))
    )
    return {question_id: data for question_id, data in (await db.execute(query)).all()}


async def delete_bank(db: AsyncSession, bank: OrgBank) -> None:
    await db.execute(delete(BankQuestion).where(BankQuestion.bank_id == bank.id))
    await db.delete(bank)
    await db.flush()


async def set_progress(
    db: AsyncSession, bank_id: str, revision: int, *, indexed: int, status: str, error: str = ""
) -> None:
    """Record indexing progress, unless the bank was replaced (a newer revision) in the meantime; a late
    progress report never turns a finished bank back to ``indexing``."""
    statement = update(OrgBank).where(OrgBank.id == bank_id, OrgBank.revision == revision)
    if status == "indexing":
        statement = statement.where(OrgBank.status == "indexing")
    await db.execute(statement.values(indexed=indexed, status=status, error=error))


async def org_answers_to(
    db: AsyncSession, org_id: str, question_id: str, *, skipped: bool = False
) -> list[tuple[Answer, str]]:
    """Every recorded answer to ``question_id`` in the organisation's sessions (locked for update), with
    its session's language: as stored now, also the answers read already in the transaction. Skips of
    the question too when ``skipped``."""
    query = (
        select(Answer, InterviewSession.language)
        .join(InterviewSession, InterviewSession.id == Answer.session_id)
        .where(
            InterviewSession.org_id == org_id,
            Answer.question_id == question_id,
            *([] if skipped else [Answer.skipped.is_(False)]),
        )
        .order_by(Answer.seq)
        .with_for_update(of=Answer)
        .execution_options(populate_existing=True)
    )
    return [(answer, language) for answer, language in (await db.execute(query)).all()]


async def open_sessions_with(db: AsyncSession, org_id: str, question_id: str) -> list[InterviewSession]:
    """The organisation's sessions in progress holding a copy of ``question_id``, as stored and locked
    (PostgreSQL, in id order: two corrections lock the sessions they share in one order), so a caller
    rewriting their copies never writes back a copy read before another correction was committed. Only
    those are locked: the others' turns go on meanwhile."""
    active = select(InterviewSession).where(
        InterviewSession.org_id == org_id, InterviewSession.status == "active"
    )
    holding = [s.id for s in (await db.scalars(active)).all() if question_id in (s.questions or {})]
    if not holding:
        return []
    locked = (
        active.where(InterviewSession.id.in_(holding))
        .order_by(InterviewSession.id)
        .with_for_update()
        .execution_options(populate_existing=True)
    )
    return [s for s in (await db.scalars(locked)).all() if question_id in (s.questions or {})]


async def banks_not_ready(db: AsyncSession) -> Sequence[OrgBank]:
    return (await db.scalars(select(OrgBank).where(OrgBank.status == "indexing"))).all()
