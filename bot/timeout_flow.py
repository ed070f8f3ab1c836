"""A question's timer running out: the API records the timeout (or refuses it) and the candidate reads
"⏰ 时间到" with what comes next. Called by the running bot's timers and by the terminal chat's."""

from __future__ import annotations

import dataclasses
from datetime import datetime

from bot.candidate import Candidate
from bot.client import ApiError
from bot.conversation import Conversation, Outcome, friendly
from bot.texts import t
from bot.timers import Armed
from bot.views import Reply


@friendly
async def time_up(conv: Conversation, c: Candidate, armed: Armed) -> Outcome:
    """A timer ran out: the API records the timeout (or refuses: answered meanwhile, time left by its
    clock, or the whole session over) and the candidate reads "⏰ 时间到" with what comes next. A
    replayed result means another replica already said it: nothing is sent twice."""
    spec = armed.spec
    key = f"timeout-{spec.position}"
    try:
        result = await conv.api.skip(c.telegram_id, spec.session_id, spec.question_id, key, timed_out=True)
    except ApiError as error:
        if error.status != 409:
            raise
        if error.body.get("reason") == "time_left" and error.body.get("deadline"):
            later = datetime.fromisoformat(str(error.body["deadline"]))
            conv.timers.arm(dataclasses.replace(armed, spec=dataclasses.replace(spec, deadline=later)))
            return Outcome()
        if error.body.get("reason") == "vanished":  # passed over as it left the bank: the next, at once
            conv.where.forget(c.telegram_id)
            gone = await conv.vanished(c, spec.session_id, error, answer=False)
            return Outcome(gone.replies, markup=[])
        if error.body.get("status_now") == "expired":
            conv.where.forget(c.telegram_id)
            final = await conv.show_current(c, spec.session_id)
            return Outcome([Reply(t(c.language, "time_up")), *final.replies], markup=[])
        return Outcome()  # answered, or skipped, meanwhile
    if result.replayed:
        return Outcome()
    conv.where.forget(c.telegram_id)
    shown = await conv._after_answer(c, result)
    return Outcome(shown.replies, markup=[])
