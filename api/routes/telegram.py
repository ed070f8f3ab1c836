"""The bot's side of recruiter notifications in Telegram (service token): claim a one-time link for the
chat that opened it, end a chat's links (``/unlink``), and take the due notices and report them sent.
The recruiter's side is the console (``/console/notifications``)."""

from __future__ import annotations

from fastapi import APIRouter

from api import schemas
from api.catalogue import console_word
from api.deps import CandidateId, Ctx, Db, ServiceOnly
from api.errors import problem_responses
from api.services import webhooks

router = APIRouter(tags=["telegram notices"])


@router.post(
    "/v1/telegram-links/claim", response_model=schemas.TelegramLinkOut, responses=problem_responses(404)
)
async def claim_link(
    body: schemas.TelegramLinkClaim, chat_id: CandidateId, ctx: Ctx, db: Db
) -> schemas.TelegramLinkOut:
    """The chat in ``X-Telegram-User-Id`` takes the link (404: unknown, used, expired or revoked)."""
    hook, org = await webhooks.claim_link(ctx, db, body.token, chat_id)
    return schemas.TelegramLinkOut(
        org=org.name, message=console_word("tg_linked", hook.language, org=org.name)
    )


@router.delete("/v1/telegram-links", response_model=schemas.TelegramUnlinkOut)
async def unlink(chat_id: CandidateId, ctx: Ctx, db: Db) -> schemas.TelegramUnlinkOut:
    """End every link of the chat in ``X-Telegram-User-Id``."""
    languages = {hook.language for hook in await webhooks.chat_links(db, chat_id)}
    language = "en" if languages == {"en"} else "zh"
    orgs = await webhooks.unlink_chat(ctx, db, chat_id)
    if not orgs:
        return schemas.TelegramUnlinkOut(message=console_word("tg_not_linked", language))
    names = "、".join(orgs) if language == "zh" else ", ".join(orgs)
    return schemas.TelegramUnlinkOut(orgs=orgs, message=console_word("tg_unlinked", language, orgs=names))


@router.post("/v1/telegram-notices/claim", response_model=schemas.TelegramNotices, dependencies=[ServiceOnly])
async def claim_notices(ctx: Ctx, db: Db) -> schemas.TelegramNotices:
    """Lease the due notices to the calling bot (another replica's claim is not handed out twice)."""
    return schemas.TelegramNotices(items=await webhooks.claim_notices(ctx, db))


@router.post(
    "/v1/telegram-notices/{delivery_id}/result",
    status_code=204,
    dependencies=[ServiceOnly],
    responses=problem_responses(404),
)
async def notice_result(delivery_id: str, body: schemas.TelegramNoticeResult, ctx: Ctx, db: Db) -> None:
    """Sent (``ok``) or not, with Telegram's error: settled like a webhook's attempt, retried with backoff."""
    await webhooks.notice_sent(ctx, db, delivery_id, body)
