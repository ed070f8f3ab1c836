"""Invites: created and revoked by recruiters (JSON API and console alike), opened by candidates."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from api import schemas
from api.context import ServiceContext
from api.errors import ApiError
from api.security import new_invite_token
from api.services import outbox
from api.services.banks import invite_bank_questions, invite_banks
from api.services.sessions._forms import banks_ready, check_form, draw_questions
from api.services.wire import to_wire
from api.store import invites as store
from api.store.models import Invite, Org, open_invites

EXPIRING_WITHIN = timedelta(hours=24)  # ``invite.expiring`` is sent once this close to the expiry
# Seconds a question of each type needs at the least, to read and answer it with care: a one-point
# choice is read in under a minute, a design question is not written in one.
NEEDED_S = {
    "truefalse": 30,
    "single": 45,
    "multi": 60,
    "calc": 180,
    "code": 300,
    "short": 300,
    "derivation": 600,
    "design": 900,
}


def time_limit_short(ctx: ServiceContext, invite: Invite) -> schemas.TimeLimitShort | None:
    """Whether the invite's per-question limit (with its accommodation) is shorter than its longest
    question needs: the questions it names, else the types it asks for, else every type the public
    bank holds. The console and the API show it to the recruiter; nothing is refused."""
    by_type = invite.type_time_limits or {}
    if not invite.time_limit_s and not by_type:
        return None
    if invite.questions:
        types = {q.type.value for qid in invite.questions if (q := ctx.catalog.get(qid)) is not None}
    else:
        types = set(invite.type_quotas or {}) | set(invite.types or [])
        types = types or {q.type.value for q in ctx.catalog}
    multiplier = invite.time_multiplier or 1.0
    limits = {kind: by_type.get(kind, invite.time_limit_s) for kind in types if kind in NEEDED_S}
    short = {
        kind: limit * multiplier
        for kind, limit in limits.items()
        if limit is not None and limit * multiplier < NEEDED_S[kind]
    }
    if not short:
        return None
    worst = max(short, key=lambda kind: NEEDED_S[kind] - short[kind])
    return schemas.TimeLimitShort(question_type=worst, needed_s=NEEDED_S[worst], limit_s=round(short[worst]))


def deep_link(bot_username: str, token: str) -> str:
    return f"https://t.me/{bot_username}?start={token}"


def invite_out(ctx: ServiceContext, invite: Invite) -> schemas.InviteOut:
    """An invite as the recruiter reads it, in the JSON API and on the console alike: its columns, the
    deep link to hand the candidate, whether it is revoked, and a warning when its time is short."""
    return to_wire(
        schemas.InviteOut,
        invite,
        deep_link=deep_link(ctx.settings.bot_username, invite.token),
        revoked=invite.revoked_at is not None,
        types=invite.type_quotas or invite.types,
        time_limit_short=time_limit_short(ctx, invite),
    )


def invite_state(invite: Invite, ctx: ServiceContext) -> str:
    """``open`` (``Invite.open_at``), or why not: ``revoked``, ``expired`` or ``exhausted``."""
    now = ctx.now()
    if invite.open_at(now):
        return "open"
    if invite.revoked_at is not None:
        return "revoked"
    if invite.expires_at is not None and invite.expires_at <= now:
        return "expired"
    return "exhausted"


async def create_invite(
    ctx: ServiceContext, db: AsyncSession, org: Org, body: schemas.InviteCreate
) -> Invite:
    """Topics are the bank's: an unknown one, or more questions than the filters hold (unless
    ``allow_fewer``), is refused with 422; so are named questions the banks do not hold as active ones,
    and type quotas they cannot fill (``forms.check_form``). A shared draw is made here, once.

    ``banks`` names the banks to draw from (``public``, and the organisation's own bank ids); by
    default the public bank and every bank of the organisation when a session starts. Another
    organisation's bank is unknown here (422); a bank still indexing is waited for at the start."""
    expires_at = body.expires_at
    if expires_at is not None and expires_at.tzinfo is None:
        raise ApiError(422, "expires_at needs a time zone (e.g. 2026-12-01T12:00:00Z)")
    if expires_at is not None and expires_at <= ctx.now():  # dead on arrival: its first start would be 410
        raise ApiError(422, "expires_at is not in the future: an invite must be usable when it is created")
    scope = await invite_banks(ctx, db, org.id, body.banks)
    form = check_form(body, await invite_bank_questions(ctx, db, scope))
    invite = Invite(
        org_id=org.id,
        token=new_invite_token(),
        title=body.title,
        question_count=form.question_count,
        topics=form.topics,
        types=form.types,
        type_quotas=form.type_quotas,
        questions=form.questions,
        order=body.order,
        draw=body.draw,
        mode=body.mode,
        max_questions=body.max_questions if body.mode == "adaptive" else None,
        target_se=body.target_se if body.mode == "adaptive" else None,
        time_limit_s=body.time_limit_s,
        type_time_limits=dict(body.type_time_limits) if body.type_time_limits else None,
        total_time_limit_s=body.total_time_limit_s,
        time_multiplier=body.time_multiplier,
        reveal=body.reveal,
        language=body.language,
        expires_at=expires_at,
        max_uses=body.max_uses,
        created_at=ctx.now(),
        banks=list(dict.fromkeys(body.banks)) if body.banks is not None else None,
    )
    if body.draw == "shared":
        banks_ready(scope)
        invite.questions = await draw_questions(ctx, db, org.id, scope, form, shuffle_seed=invite.token)
        invite.question_count = len(invite.questions)
    return await store.add_invite(db, invite)


async def revoke_invite(ctx: ServiceContext, db: AsyncSession, org: Org, invite_id: str) -> Invite:
    """Revoke: the link stops working; sessions already started carry on. Another org's: 404."""
    invite = await store.get_org_invite(db, org.id, invite_id)
    if invite is None:
        raise ApiError(404, "no such invite")
    await store.revoke_invite(db, invite, ctx.now())
    return invite


def invite_data(invite: Invite) -> dict[str, object]:
    """What an invite event (``invite.exhausted``, ``invite.expiring``) says of its invite."""
    return {
        "invite": {
            "id": invite.id,
            "title": invite.title,
            "max_uses": invite.max_uses,
            "uses": invite.uses,
            "expires_at": invite.expires_at.isoformat() if invite.expires_at else None,
        }
    }


async def announce_expiring(ctx: ServiceContext, db: AsyncSession) -> int:
    """``invite.expiring``, once, for each open invite that expires within ``EXPIRING_WITHIN`` (run by
    the delivery worker's rounds); how many were announced."""
    now = ctx.now()
    due = (
        await db.scalars(
            select(Invite)
            .where(
                open_invites(now),  # a used-up or revoked invite has nothing left to expire
                Invite.expires_at <= now + EXPIRING_WITHIN,
                Invite.expiring_announced_at.is_(None),
            )
            .order_by(Invite.seq)
        )
    ).all()
    announced = 0
    for invite in due:  # in one order: two rounds at once take the invites' row locks alike
        if not await store.announce_once(db, invite, now):  # another replica's round announced it
            continue
        await outbox.record(ctx, db, invite.org_id, "invite.expiring", invite_data(invite))
        announced += 1
    return announced
