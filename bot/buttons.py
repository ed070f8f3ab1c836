"""Every button, by its callback data, to the flow that answers it: the one table Telegram's click
handler and the terminal chat both route by, so a button does the same in both.

A button of no kind here, or of a kind but with data it cannot read (an older bot's), is stale: it says
so and loses its buttons. Transport-free, like the flows it routes to.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from bot import click_flow, confirm_flow, practice_flow, preferences_flow, rights_flow
from bot.candidate import Candidate
from bot.conversation import Conversation, Outcome
from bot.keyboards import (
    SEPARATOR,
    AnswerCb,
    BeginCb,
    CallbackData,
    DoneCb,
    ExplainAllCb,
    ForgetCb,
    LangCb,
    PracticeCb,
    RateCb,
    ReadingCb,
    ReviewAheadCb,
    SubmitCb,
    ToggleCb,
    ZoneCb,
)
from bot.texts import t

Action = Callable[[Conversation, Candidate, Any, str], Awaitable[Outcome]]


async def _review_ahead(conv: Conversation, c: Candidate) -> Outcome:
    """The notebook's "提前复习 ▶": the review begins, and the button is used."""
    outcome = await practice_flow.practice(conv, c, [], review=True, ahead=True, tapped=True)
    outcome.markup = []
    return outcome


async def _answered(conv: Conversation, c: Candidate) -> Outcome:
    """The label an answer left ("你的答案：A") stays: it is the record of the answer."""
    return Outcome(notice=t(c.language, "refused_answered"))


TABLE: dict[type[CallbackData], Action] = {
    BeginCb: lambda conv, c, d, key: click_flow.begin(conv, c, d.s),
    AnswerCb: lambda conv, c, d, key: click_flow.choose(conv, c, d.s, d.p, d.v, key),
    ToggleCb: lambda conv, c, d, key: click_flow.toggle(conv, c, d.s, d.p, d.m),
    SubmitCb: lambda conv, c, d, key: click_flow.submit(conv, c, d.s, d.p, d.m, key),
    ReadingCb: lambda conv, c, d, key: confirm_flow.tapped(conv, c, d.s, d.k, d.ok),
    DoneCb: lambda conv, c, d, key: _answered(conv, c),
    RateCb: lambda conv, c, d, key: conv.rate(c, d.s, d.p, d.r),
    LangCb: lambda conv, c, d, key: preferences_flow.set_language(conv, c, d.code),
    ZoneCb: lambda conv, c, d, key: preferences_flow.set_timezone(conv, c, d.z),
    PracticeCb: lambda conv, c, d, key: practice_flow.practice(conv, c, [d.t], tapped=True),
    ReviewAheadCb: lambda conv, c, d, key: _review_ahead(conv, c),
    ExplainAllCb: lambda conv, c, d, key: practice_flow.explain_all(conv, c, d.s),
    ForgetCb: lambda conv, c, d, key: rights_flow.forget_chosen(conv, c, d),
}
BY_PREFIX = {kind.__prefix__: (kind, action) for kind, action in TABLE.items()}


async def click(conv: Conversation, c: Candidate, data: str, key: str) -> Outcome:
    """The button whose callback data is ``data`` tapped; ``key``: the tap's idempotency key."""
    found = BY_PREFIX.get(data.split(SEPARATOR, 1)[0])
    if found is not None:
        kind, action = found
        try:
            parsed = kind.unpack(data)
        except ValueError:  # its kind, but not data this bot writes: as stale as an unknown kind
            parsed = None
        if parsed is not None:
            return await action(conv, c, parsed, key)
    return Outcome(notice=t(c.language, "stale_button"), markup=[])
