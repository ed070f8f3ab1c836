"""What a due delivery of the outbox sends, resolved from its row when its turn comes: a signed POST to a
recruiter's webhook, a statement POSTed to the LRS of the settings (``xapi``), an e-mail for the
mail server of the settings (``email``), or a completed test's PATCH to an ATS (``ats``). The delivery
worker (``_delivery.py``) sends it and settles the delivery by the one rule for all of them."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from sqlalchemy.ext.asyncio import AsyncSession

from api.context import ServiceContext
from api.services import mail
from api.services.sessions import CALLBACK_TARGET, callback_request
from api.services.webhooks import _xapi as xapi
from api.services.webhooks._signing import SIGNATURE_HEADER, signature_header, webhook_secret
from api.store.models import Webhook, WebhookDelivery, WebhookEvent


@dataclass(frozen=True)
class Outgoing:
    receiver: str  # whose slots it takes: one webhook, the LRS, the mail server, one organisation's ATS
    gone: str = ""  # why it can no longer be sent: settled as failed, never retried
    method: str = "POST"
    url: str = ""
    headers: dict[str, str] = field(default_factory=dict)
    body: bytes = b""
    checked: bool = True  # a destination a recruiter (or an ATS) chose: checked against SSRF first
    smtp: mail.SmtpServer | None = None  # an e-mail: ``body`` is the message, sent to this server


def signed(secret: str, body: bytes) -> dict[str, str]:
    return {
        "Content-Type": "application/json",
        "User-Agent": "interview-bot-webhooks/1",
        SIGNATURE_HEADER: signature_header(secret, int(time.time()), body),
    }


async def outgoing(
    ctx: ServiceContext,
    db: AsyncSession,
    delivery: WebhookDelivery,
    hook: Webhook | None,
    event: WebhookEvent,
) -> Outgoing | None:
    """What ``delivery`` sends now (None: nothing this worker sends)."""
    body = event.body.encode()
    if delivery.target == xapi.TARGET:  # the LRS of the settings: the operator's, not checked
        if not ctx.settings.xapi_url:
            return Outgoing(xapi.TARGET, gone="IBOT_XAPI_URL is no longer set")
        url, headers = xapi.request_for(ctx.settings)
        return Outgoing(xapi.TARGET, url=url, headers=headers, body=body, checked=False)
    if delivery.target == mail.TARGET:  # the operator's mail server
        server = mail.smtp_server(ctx.settings)
        if server is None:
            return Outgoing(mail.TARGET, gone="IBOT_SMTP_URL is no longer set")
        return Outgoing(mail.TARGET, body=body, smtp=server)
    if delivery.target == CALLBACK_TARGET:  # the ATS's own URL: checked like a webhook's
        request = await callback_request(ctx, db, event)
        receiver = f"ats:{event.org_id}"
        if isinstance(request, str):
            return Outgoing(receiver, gone=request)
        url, headers = request
        return Outgoing(receiver, method="PATCH", url=url, headers=headers)  # "No parameters are necessary"
    if hook is None:
        return None
    if hook.deleted_at is not None:
        return Outgoing(hook.id, gone="the webhook was deleted")
    secret = webhook_secret(ctx.service_token, hook.id, hook.salt)
    return Outgoing(hook.id, url=hook.url, headers=signed(secret, body), body=body)
