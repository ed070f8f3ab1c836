"""Recruiter notifications in Telegram, the sending half: the bot claims the due deliveries of linked
chats (webhooks of kind ``telegram``: the same outbox, leases and retries as a URL's), sends each as one
message with a button to the console page, and reports how it went — settled by the delivery worker's
own rule (api/services/webhooks/_delivery.py ``settle``). The text is made here, in the language the
recruiter linked in, from the catalogue."""

from __future__ import annotations

import json
import unicodedata
from datetime import timedelta
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from api import schemas
from api.catalogue import console_word
from api.context import ServiceContext
from api.errors import ApiError
from api.services.webhooks._delivery import Attempt, settle
from api.store import webhooks as store
from api.store.models import ApiKey

LEASE_S = 60  # a bot killed while sending leaves its claim to be taken again after this
BATCH = 20


def _score(session: dict[str, Any], language: str) -> str:
    score = session.get("score")
    text = "—" if score is None else f"{score:.0%}"
    if session.get("points") is not None:
        text += f" ({session.get('points_awarded', 0):g}/{session['points']:g})"
    ability = session.get("ability")
    if ability:
        text += f" · θ {ability['theta']:+.2f} ± {ability['se']:.2f}"
    return text


# bidirectional classes that can reorder the text after them: right-to-left letters, and the controls
_REORDERING = frozenset({"R", "AL", "RLE", "RLO", "LRE", "LRO", "PDF", "RLI", "LRI", "FSI", "PDI"})


def _isolated(text: str) -> str:
    """The candidate's own text, in an isolate (FSI … PDI) when it holds right-to-left letters or
    bidirectional controls: a right-to-left override in a name would turn the rest of its line around,
    the invite's title shown reversed. Other names are left as typed (no invisible characters to copy)."""
    if any(unicodedata.bidirectional(char) in _REORDERING for char in text):
        return f"\u2068{text}\u2069"
    return text


def _who(data: dict[str, Any]) -> str:
    """The candidate an event is about: their name, else their @username (isolated), else their id (an
    event written before ``answer.flagged`` carried the candidate has the id alone)."""
    candidate = data.get("candidate") or {}
    who = candidate.get("name") or (f"@{candidate['username']}" if candidate.get("username") else "")
    return _isolated(who) if who else str(data["session"].get("candidate_id"))


def notice_text(ctx: ServiceContext, event_type: str, data: dict[str, Any], language: str) -> tuple[str, str]:
    """The message and the console page it points to."""
    base = ctx.settings.public_base + "/console"
    if event_type == "session.finished":
        session = data["session"]
        values = {
            "candidate": _who(data),
            "title": session.get("title") or session["id"][:8],
            "score": _score(session, language),
        }
        return console_word("tg_finished", language, **values), f"{base}/sessions/{session['id']}"
    if event_type == "answer.flagged":
        session, answer = data["session"], data["answer"]
        kinds = ", ".join(
            console_word(f"flag_{flag['kind']}", language) for flag in data.get("new_flags", [])
        )
        values = {"position": answer["position"] + 1, "flags": kinds, "candidate": _who(data)}
        return console_word("tg_flagged", language, **values), f"{base}/sessions/{session['id']}"
    invite = data["invite"]
    values = {"title": invite.get("title") or invite["id"][:8], "uses": invite.get("uses", 0)}
    if event_type == "invite.expiring":
        values["expires"] = (invite.get("expires_at") or "")[:16].replace("T", " ") + " UTC"
    key = "tg_expiring" if event_type == "invite.expiring" else "tg_exhausted"
    return console_word(key, language, **values), f"{base}/invites/{invite['id']}/report"


async def claim_notices(ctx: ServiceContext, db: AsyncSession) -> list[schemas.TelegramNotice]:
    """Lease the due Telegram deliveries and return them as messages; a delivery whose link has ended
    (unlinked, its key revoked) is settled as failed here, never sent."""
    now = ctx.now()
    claimed = await store.claim_due(db, now, now + timedelta(seconds=LEASE_S), BATCH, kind="telegram")
    notices = []
    for delivery_id in claimed:
        parts = await store.delivery_parts(db, delivery_id)
        if parts is None:
            continue
        _, hook, event = parts
        if hook is None:  # claimed by kind: always a webhook's
            continue
        revoked = await db.scalar(select(ApiKey.revoked_at).where(ApiKey.id == hook.key_id))
        if hook.deleted_at is not None or revoked is not None or hook.chat_id is None:
            attempt = Attempt(now, None, "the Telegram link has ended", 0.0, "bot", gone=True)
            await settle(ctx, db, delivery_id, attempt)
            continue
        text, url = notice_text(ctx, event.type, json.loads(event.body)["data"], hook.language)
        button = console_word("tg_open", hook.language)
        notices.append(
            schemas.TelegramNotice(id=delivery_id, chat_id=hook.chat_id, text=text, url=url, button=button)
        )
    return notices


async def notice_sent(
    ctx: ServiceContext, db: AsyncSession, delivery_id: str, result: schemas.TelegramNoticeResult
) -> None:
    """Settle a notice the bot was handed: only a Telegram delivery still pending (404 otherwise: a URL
    webhook's deliveries are the delivery worker's, and a settled one stays settled)."""
    parts = await store.delivery_parts(db, delivery_id)
    hook = parts[1] if parts is not None else None
    if parts is None or hook is None or hook.kind != "telegram" or parts[0].status != "pending":
        raise ApiError(404, "no such delivery")
    status = 200 if result.ok else None
    await settle(ctx, db, delivery_id, Attempt(ctx.now(), status, result.error or "", 0.0, "bot"))
