"""A bank as a file for other tools (``GET /v1/banks/{id}/export``): an organisation's own or the public.

The questions are written by :func:`bank.parsing.exports.export_bank`, the same writer as the CLI's
``interview-bot bank export``; an organisation bank's ids lose their bank prefix, so the file uploads
again as a new bank (``POST /v1/banks``) with the same questions.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from api.context import ServiceContext
from api.services.banks._banks import bank_questions, get_bank
from api.services.questions import PUBLIC_BANK
from bank.model import Question
from bank.parsing.exports import ExportedBank, ExportFormat, export_bank


@dataclass(frozen=True)
class BankFile:
    exported: ExportedBank
    filename: str


async def export_org_bank(
    ctx: ServiceContext, db: AsyncSession, org_id: str, bank_id: str, fmt: ExportFormat
) -> BankFile:
    if bank_id == PUBLIC_BANK:
        questions: list[Question] = list(ctx.catalog)
        title, prefix = "public", ""
    else:
        bank = await get_bank(db, org_id, bank_id)
        questions = await bank_questions(db, bank)
        title, prefix = bank.name, f"{bank.id}-"
    exported = await asyncio.to_thread(export_bank, questions, fmt, title=title, id_prefix=prefix)
    return BankFile(exported, f"{bank_id}{exported.suffix}")
