"""Telegram notices: make a one-time link for the recruiter's Telegram account, list the linked
accounts with the events each hears of, change them, unlink (api/services/webhooks/_telegram_links.py)."""

from __future__ import annotations

from fastapi import APIRouter, Request
from starlette.responses import RedirectResponse, Response

from api.console.auth import CheckedForm, User
from api.console.i18n import pick_language
from api.console.pages import page
from api.console.routes.invites import qr_data_uri
from api.deps import Ctx, Db
from api.services import webhooks

router = APIRouter(prefix="/console/notifications", include_in_schema=False)


async def notifications_page(
    request: Request, db: Db, user: User, *, link: str | None = None, status_code: int = 200
) -> Response:
    return page(
        request,
        "notifications.html",
        user=user,
        links=await webhooks.org_links(db, user.org_id),
        events=webhooks.NOTICE_EVENTS,
        link=link,
        qr=qr_data_uri(link) if link else None,
        status_code=status_code,
    )


@router.get("")
async def notifications(request: Request, db: Db, user: User) -> Response:
    return await notifications_page(request, db, user)


@router.post("/link")
async def make_link(request: Request, ctx: Ctx, db: Db, user: User, form: CheckedForm) -> Response:
    _, token = await webhooks.start_link(ctx, db, user.org_id, user.key_id, pick_language(request))
    return await notifications_page(
        request, db, user, link=webhooks.chat_link_url(ctx, token), status_code=201
    )


@router.post("/{link_id}/events")
async def choose_events(link_id: str, db: Db, user: User, form: CheckedForm) -> Response:
    chosen = [str(event) for event in form.getlist("events")]
    await webhooks.choose_events(db, user.org_id, link_id, chosen)
    return RedirectResponse("/console/notifications", status_code=303)


@router.post("/{link_id}/unlink")
async def unlink(link_id: str, ctx: Ctx, db: Db, user: User, form: CheckedForm) -> Response:
    await webhooks.end_link(ctx, db, user.org_id, link_id)
    return RedirectResponse("/console/notifications", status_code=303)
