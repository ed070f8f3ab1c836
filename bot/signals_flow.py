"""A message that is not a fresh answer: an edit of one sent, or a message forwarded from someone else.
The API keeps and flags both (integrity signals, never a grade); the candidate is told what counts —
on top of :class:`Conversation`, transport-free like ``practice_flow``."""

from __future__ import annotations

from bot.candidate import Candidate
from bot.conversation import Conversation, Outcome, friendly
from bot.texts import t
from bot.views import Reply


@friendly
async def edited(conv: Conversation, c: Candidate, idempotency_key: str, text: str) -> Outcome:
    """An answer edited after sending: the API keeps the edit beside the graded original and flags
    it; the candidate is told the first answer stands. A message that recorded no answer (unreadable,
    a reading still to confirm, a word outside a session) has no first answer to stand: the candidate
    is told only that an edit is not read."""
    seen = await conv.api.signal(c.telegram_id, "edited", idempotency_key, text)
    return Outcome([Reply(t(c.language, "edit_not_counted" if seen.session_id else "edit_not_read"))])


@friendly
async def forwarded(conv: Conversation, c: Candidate, text: str, idempotency_key: str) -> Outcome:
    """A forwarded message: in an interview it is refused (and the attempt flagged), with a polite
    request to type one's own answer; elsewhere it is read like a typed message."""
    seen = await conv.api.signal(c.telegram_id, "forwarded", idempotency_key, text)
    if not seen.refused:
        return await conv.text(c, text, idempotency_key)
    return Outcome([Reply(t(c.language, "forward_refused"))])
