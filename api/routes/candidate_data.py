"""The candidate's data rights, used by the bot for them: everything stored (``/mydata``), and
forgetting them (``/forget``)."""

from __future__ import annotations

from fastapi import APIRouter

from api import schemas
from api.deps import Ctx, Db, OwnTelegramId
from api.services import candidates

router = APIRouter(prefix="/v1/candidates", tags=["candidate"])


@router.get("/{telegram_id}/data", response_model=schemas.CandidateExport)
async def candidate_data(telegram_id: OwnTelegramId, ctx: Ctx, db: Db) -> schemas.CandidateExport:
    """Everything stored about the candidate: their record, every session with its answers (grades as
    the session's reveal policy shows them to the candidate) and their notebook. Empty, not 404, when
    nothing is on record (after ``DELETE``, or before the first contact)."""
    return await candidates.export_candidate(ctx, db, telegram_id)


@router.delete("/{telegram_id}", response_model=schemas.ForgetResult)
async def forget_candidate(telegram_id: OwnTelegramId, ctx: Ctx, db: Db) -> schemas.ForgetResult:
    """Forget the candidate: practice sessions and the notebook deleted; interview sessions
    pseudonymised (name, username and Telegram id replaced by a pseudonym; the answers stay with the
    organisation that invited them, no longer linkable to the person; an interview in progress ends).
    Cannot be undone."""
    return await candidates.forget_candidate(ctx, db, telegram_id)
