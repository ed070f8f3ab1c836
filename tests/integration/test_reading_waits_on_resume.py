"""A reading waiting for the candidate's confirmation is part of the current question: a chat resumed
elsewhere (the terminal started again, another device) shows it again with its two choices. Before, the
resumed chat showed the bare question, and the "y" a candidate typed to confirm "我理解你的答案是：错"
was graded as a fresh true/false answer: "对", the opposite of what they meant."""

from __future__ import annotations

from typing import Any

import pytest

from bot.candidate import Candidate
from bot.conversation import Conversation
from bot.terminal import chat_loop
from tests.helpers import api_flows as flows
from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import answer, make_invite, set_plan, start

TELEGRAM_ID = 7313
CALC = "seed000-30"  # key: 约 464 GB
SINGLE = "seed000-01"
SENTENCE = "我算出来是 464 GB"  # read from a sentence: to confirm
OTHER = "我算出来是 232 GB"


async def _current(api: Api, session_id: str) -> dict[str, Any]:
    view = await api.client.get(f"/v1/sessions/{session_id}/current", headers=api.candidate(TELEGRAM_ID))
    assert view.status_code == 200, view.text
    return dict(view.json())


async def _read(api: Api, session_id: str, text: str, key: str) -> dict[str, Any]:
    response = await answer(api, TELEGRAM_ID, session_id, CALC, text, key, confirm=False)
    assert response.status_code == 202, response.text
    return dict(response.json())


@pytest.mark.both_stores  # the reading waits on the session row
async def test_the_current_question_carries_the_reading_until_it_is_settled(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=2, reveal="each")
    session_id = (await start(api, TELEGRAM_ID, invite["token"]))["id"]
    await set_plan(api, session_id, [CALC, SINGLE])
    assert (await _current(api, session_id))["waiting"] is None

    held = await _read(api, session_id, SENTENCE, "k1")
    assert (await _current(api, session_id))["waiting"] == held  # the 202, word for word
    assert held["prompt"] == "我理解你的答案是：464 GB"

    replaced = await _read(api, session_id, OTHER, "k2")  # a new answer replaces the reading
    assert replaced["confirmation"]["id"] != held["confirmation"]["id"]
    assert (await _current(api, session_id))["waiting"] == replaced

    pending = replaced["confirmation"]["id"]
    gone = await api.client.delete(
        f"/v1/sessions/{session_id}/readings/{pending}", headers=api.candidate(TELEGRAM_ID)
    )
    assert gone.status_code == 204
    assert (await _current(api, session_id))["waiting"] is None  # "重新作答": nothing waits

    confirmed = await answer(api, TELEGRAM_ID, session_id, CALC, SENTENCE, "k3")  # read, then confirmed
    assert confirmed.status_code == 200 and confirmed.json()["verdict"] == "correct", confirmed.text
    after = await _current(api, session_id)
    assert after["question"]["id"] == SINGLE and after["waiting"] is None  # closed with its question


async def test_a_restarted_terminal_shows_the_reading_and_y_confirms_it(
    bot_api: Api, conversation: Conversation
) -> None:
    invite = await flows.invite(bot_api, question_count=1, types=["truefalse"], title="确认")
    candidate = Candidate(9106, "Li")

    async def chat(*lines: str) -> str:
        queued = list(lines)
        out: list[str] = []

        async def read_line() -> str | None:
            return queued.pop(0) if queued else None

        await chat_loop(conversation, candidate, read_line, out.append, None, invite["token"])
        return "\n".join(out)

    first = await chat("1", "应该是错的吧，我猜", "/quit")  # begin; a hedged answer; leave unconfirmed
    assert first.count("我理解你的答案是：错\n") == 1, first

    resumed = await chat("y", "/quit")  # the terminal started again
    before_y = resumed.split("确认  [2] ✏️ 重新作答")[0]
    assert "继续你未完成的面试" in before_y and "我理解你的答案是：错\n" in before_y, resumed
    assert "你的答案：错" in resumed and "你的答案：对" not in resumed, resumed  # as they meant it
