"""What the candidate sets or looks up about themselves, outside any question: /settings (the time
zone), /lang, /history — on top of :class:`Conversation`, transport-free like ``practice_flow``."""

from __future__ import annotations

from bot.candidate import Candidate
from bot.conversation import Conversation, Outcome, friendly
from bot.texts import t
from bot.views import ZONES, history_reply, language_reply, settings_reply, zone_name


async def settings(c: Candidate) -> Outcome:
    return Outcome([settings_reply(c.language, c.timezone)])


@friendly
async def set_timezone(conv: Conversation, c: Candidate, index: int) -> Outcome:
    """/settings: the zone chosen is recorded by the API (every replica, every restart)."""
    if not 0 <= index < len(ZONES):
        return Outcome(notice=t(c.language, "stale_button"), markup=[])
    chosen = await conv.api.set_timezone(c.telegram_id, ZONES[index])
    conv.languages.set_zone(c.telegram_id, chosen.timezone)
    text = t(c.language, "zone_set", zone=zone_name(ZONES[index], c.language))
    return Outcome(notice=text, markup=[], edit_text=text)


async def choose_language(c: Candidate) -> Outcome:
    return Outcome([language_reply(c.language)])


@friendly
async def set_language(conv: Conversation, c: Candidate, code: str) -> Outcome:
    """The choice is recorded by the API (it survives restarts and holds for every replica). Said in
    the language chosen, since it names it. The API moves an open session to it too (it grades and
    explains in it from now on), so the bot speaks it there from the next reply, not from whenever it
    next reads the session."""
    chosen = await conv.api.set_language(c.telegram_id, code)
    conv.languages.set(c.telegram_id, chosen.language)
    if conv.languages.session(c.telegram_id) is not None:
        conv.languages.session_seen(c.telegram_id, chosen.language)
    lang = chosen.language
    return Outcome(notice=t(lang, "lang_set"), markup=[], edit_text=t(lang, "lang_set"))


@friendly
async def history(conv: Conversation, c: Candidate) -> Outcome:
    sessions = sorted(await conv.api.sessions(c.telegram_id), key=lambda s: s.created_at)
    return Outcome([history_reply(sessions, c.language, c.timezone)])
