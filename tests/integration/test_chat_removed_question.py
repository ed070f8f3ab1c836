"""Text typed in the terminal chat for a question that left the bank is never recorded as the next
question's answer, though the chat sends no message ids (Telegram's bot relies on them after a
restart: ``POST /shown``). The chat's memory names the question on screen, which the API refuses
"vanished"; and a chat run again shows where the session is before it reads a line (the API passes
the removed question over first), so what is typed then answers the question on screen."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest

from bot.candidate import Candidate
from bot.conversation import Conversation
from bot.terminal import chat_loop
from tests.helpers.api_fixtures import Api
from tests.helpers.bot_fixtures import api_client

Step = str | Callable[[], Awaitable[None]]


async def chat(api: Api, user: int, steps: list[Step], invite: str | None = None) -> list[str]:
    """One `interview-bot chat` process (nothing remembered): each line typed is preceded by what the
    chat had written when it was read; a callable step runs before the next line is read."""
    out: list[str] = []
    seen: list[str] = []

    async def read_line() -> str | None:
        while steps and not isinstance(step := steps[0], str):
            steps.pop(0)
            await step()
        seen.append("\n".join(out))
        return str(steps.pop(0)) if steps else None

    async with api_client(api) as client:
        await chat_loop(Conversation(client), Candidate(user, "Li"), read_line, out.append, None, invite)
    return [*seen, "\n".join(out)]


async def on_screen_leaves(api: Api, user: int, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.helpers.api_flows import get, leave_the_bank

    [session] = (await get(api, user, f"/v1/candidates/{user}/sessions")).json()["items"]
    await leave_the_bank(api, session["id"], monkeypatch)


async def recorded(api: Api, user: int) -> list[tuple[int, str, bool]]:
    from tests.helpers.api_flows import get

    [session] = (await get(api, user, f"/v1/candidates/{user}/sessions")).json()["items"]
    answers = (await get(api, user, f"/v1/sessions/{session['id']}/transcript")).json()["answers"]
    return [(a["position"], a["answer"], a["skipped"]) for a in answers]


async def invite(api: Api) -> str:
    key = await api.recruiter_key("Acme")
    body = {"question_count": 3, "types": ["single"], "title": "Removed"}
    response = await api.client.post("/v1/invites", json=body, headers=api.recruiter(key))
    return str(response.json()["token"])


async def test_text_typed_for_a_removed_question_in_the_chat_is_refused(
    bot_api: Api, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def leaves() -> None:
        await on_screen_leaves(bot_api, 9121, monkeypatch)

    *_, shown = await chat(bot_api, 9121, ["1", leaves, "B", "/quit"], await invite(bot_api))
    after = shown.split("第 1/3 题", 1)[1]
    assert "第 1 题已从题库中移除，不计分；这次的答案没有被记录。\n第 2/3 题" in after, after
    assert await recorded(bot_api, 9121) == [(0, "", True)]


async def test_a_chat_run_again_shows_the_next_question_before_it_reads_a_line(
    bot_api: Api, monkeypatch: pytest.MonkeyPatch
) -> None:
    await chat(bot_api, 9122, ["1", "/quit"], await invite(bot_api))  # Begin: question 1 on screen
    await on_screen_leaves(bot_api, 9122, monkeypatch)
    first_read, *_ = await chat(bot_api, 9122, ["B", "/quit"])  # run again
    assert "第 2/3 题" in first_read and "第 1/3 题" not in first_read, first_read
    assert await recorded(bot_api, 9122) == [(0, "", True), (1, "B", False)]
