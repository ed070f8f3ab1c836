"""Telling other systems what happened: session events written to the outbox by the unit of work,
the delivery worker that sends them (signed, retried, to approved addresses only), xAPI statements for
a Learning Record Store, and recruiters' Telegram chats linked as webhooks of their own kind."""

from api.services.webhooks._delivery import DeliveryWorker
from api.services.webhooks._events import install_session_events
from api.services.webhooks._outbound import OutboundRefused, check_destination
from api.services.webhooks._signing import new_salt, webhook_secret
from api.services.webhooks._telegram_links import (
    NOTICE_EVENTS,
    chat_link_url,
    chat_links,
    choose_events,
    claim_link,
    end_link,
    org_links,
    start_link,
    unlink_chat,
)
from api.services.webhooks._telegram_notices import claim_notices, notice_sent

__all__ = [
    "NOTICE_EVENTS",
    "DeliveryWorker",
    "OutboundRefused",
    "chat_link_url",
    "chat_links",
    "check_destination",
    "choose_events",
    "claim_link",
    "claim_notices",
    "end_link",
    "install_session_events",
    "new_salt",
    "notice_sent",
    "org_links",
    "start_link",
    "unlink_chat",
    "webhook_secret",
]
