"""Steps of a Telegram conversation shared by the bot tests: what the candidate is shown, and answering
a choice question with its buttons."""

from __future__ import annotations

from typing import Any

from tests.helpers.api_flows import current_question
from tests.helpers.bot_fixtures import BotHarness, Candidate
from tests.helpers.bot_flow import sessions
from tests.helpers.fake_telegram import Sent
from tests.helpers.polling import WAIT_S


async def shown_question(h: BotHarness, user_id: int) -> tuple[dict[str, Any], Any]:
    """What the API says the candidate is looking at, and the bank's question (with its key)."""
    active = next(s for s in await sessions(h, user_id) if s["status"] == "active")
    question, view = await current_question(h.api, user_id, active["id"])
    return view, question


def _toggles(text: str, data: str, letter: str) -> bool:
    """Whether a button toggles ``letter``: its label is "☐ A" or "✅ A. <option>", after the mark. (" A"
    anywhere in the label also matched another option whose text has " A" in it, e.g. " E" in " Euler".)"""
    label = text.split(" ", 1)[-1]
    return data.startswith("t:") and label.split(".", 1)[0] == letter


async def click_answer(me: Candidate, message: Sent, question: Any, right: bool = True) -> dict[str, Any]:
    """Answer a choice question with its buttons; returns the final click's update."""
    if question.type == "truefalse":
        truth = question.key == "true"
        return me.click(message, "✔ 对" if truth == right else "✘ 错")
    letters = list(question.options)
    wrong = [x for x in letters if x not in question.key] or [question.key[1:]]  # multi: all correct
    wanted = question.key if right else wrong[0]
    if question.type == "single":
        return me.click(message, next(d for _, d in message.buttons if d.endswith(f":{wanted}")))
    for letter in wanted:  # multi: toggle each, waiting for its ✅ to appear, then Submit
        update = me.click(message, next(d for t, d in message.buttons if _toggles(t, d, letter)))
        await me.answered(update)
        # its own ✅: waiting for any edit let an earlier edit of the message satisfy it (under load)
        await me.tg.wait_for(
            lambda letter=letter: any("✅" in t for t, d in message.buttons if _toggles(t, d, letter))
        )
    assert sum("✅" in text for text, _ in message.buttons) == len(wanted), (wanted, message.buttons)
    return me.click(message, "提交")


READING_PROMPTS = ("我理解你的答案是：", "I read your answer as: ")


async def type_answer(me: Candidate, text: str, timeout: float = WAIT_S) -> None:
    """Type an answer; a reading the bot asks to confirm ("我理解你的答案是：…") is confirmed with 确认,
    as the candidate who meant it would."""
    before = me.mark()
    me.say(text)
    first: Sent = await me.tg.wait_for(
        lambda: me.messages()[before] if len(me.messages()) > before else None, timeout
    )
    if first.text.startswith(READING_PROMPTS):
        await me.answered(me.click(first, first.buttons[0][1]))
