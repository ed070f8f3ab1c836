"""The recruiter's commands (not the candidate's conversation): ``/start rl_<token>`` from the console's
one-time link joins this Telegram account to the organisation's notices, ``/unlink`` ends them. Every
word said is the API's, from its catalogue, in the language the recruiter linked in (bot/notices.py
sends the notices themselves)."""

from __future__ import annotations

import html

from aiogram import F, Router
from aiogram.filters import Command, CommandObject, CommandStart
from aiogram.types import Message

from bot.candidate import Candidate
from bot.client import ApiClient, ApiError
from bot.conversation import Outcome
from bot.views import Reply

LINK_PREFIX = "rl_"  # api/services/webhooks/_telegram_links.py: the start parameter of a recruiter's link


async def link(message: Message, command: CommandObject, candidate: Candidate, api: ApiClient) -> Outcome:
    token = command.args or ""
    try:
        linked = await api.claim_telegram_link(candidate.telegram_id, token, candidate.language)
    except ApiError as error:
        if error.status is None or error.status >= 500:
            raise
        return Outcome([Reply(html.escape(error.detail))])
    return Outcome([Reply(html.escape(linked.message))])


async def unlink(message: Message, candidate: Candidate, api: ApiClient) -> Outcome:
    ended = await api.unlink_telegram(candidate.telegram_id)
    return Outcome([Reply(html.escape(ended.message))])


def create_router() -> Router:
    """Registered before the candidate's routers: a recruiter's link is not an invite."""
    router = Router(name="recruiter")
    router.message.register(link, CommandStart(deep_link=True, magic=F.args.startswith(LINK_PREFIX)))
    router.message.register(unlink, Command("unlink"))
    return router
