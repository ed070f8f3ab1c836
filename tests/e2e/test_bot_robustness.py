"""Robustness, end to end: replayed updates, a bot restart and an API restart mid-interview, the API
down for a moment, and Telegram flood control (429 retry_after)."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import httpx

from tests.helpers.api_fixtures import running_api
from tests.helpers.bot_fixtures import BotHarness, Candidate
from tests.helpers.bot_flows import click_answer, shown_question


async def answers_recorded(h: BotHarness, user_id: int) -> int:
    headers = h.api.candidate(user_id)
    sessions = (await h.api.client.get(f"/v1/candidates/{user_id}/sessions", headers=headers)).json()["items"]
    return sum(int(s["answered"]) for s in sessions)


async def begin_interview(h: BotHarness, me: Candidate, **invite: Any) -> int:
    token = (await h.invite(**invite))["token"]
    start = me.mark()
    me.say(f"/start {token}")
    me.click(await me.reply("共", start), "开始答题")
    await me.reply("第 1/", start)
    return start


async def test_a_replayed_click_or_message_records_nothing_twice(harness: BotHarness) -> None:
    me = harness.candidate(7001)
    start = await begin_interview(harness, me, question_count=3, types=["single", "truefalse"], reveal="each")
    message = await me.reply("第 1/3 题", start)
    _, question = await shown_question(harness, 7001)
    click = await click_answer(me, message, question)
    await me.answered(click)
    await me.reply("第 2/3 题", start)
    assert await answers_recorded(harness, 7001) == 1

    # Telegram delivers the same click again (same update_id): dropped by this process
    harness.tg.push(click)
    before = me.mark()
    me.say("/help")  # something after it, to know the replay was processed
    await me.reply("/history", before)
    assert await answers_recorded(harness, 7001) == 1
    callback_id = click["callback_query"]["id"]
    answered = [c for c in harness.tg.calls if c.params.get("callback_query_id") == callback_id]
    assert len(answered) == 1  # the replay was dropped before any handler: its click not answered again

    # a typed answer replayed after a bot restart (a new process has not seen it): the API's
    # idempotency key (chat + message id) returns the first result and records nothing new
    _, question = await shown_question(harness, 7001)
    before = me.mark()
    answer = me.say(
        question.key if question.type == "single" else {"true": "对", "false": "错"}[question.key]
    )
    await me.reply("第 3/3 题", before)
    assert await answers_recorded(harness, 7001) == 2
    await harness.restart()
    before = me.mark()
    harness.tg.push(answer)
    await me.reply("第 3/3 题", before)  # the first result shown again, with where the candidate is now
    assert await answers_recorded(harness, 7001) == 2


async def test_bot_restart_mid_interview_resumes_where_the_candidate_was(harness: BotHarness) -> None:
    me = harness.candidate(7002)
    start = await begin_interview(harness, me, question_count=3, types=["single", "truefalse"], reveal="end")
    first = await me.reply("第 1/3 题", start)
    _, question = await shown_question(harness, 7002)
    await me.answered(await click_answer(me, first, question))
    second = await me.reply("第 2/3 题", start)

    await harness.restart()  # a new process: no memory of anything

    # the buttons sent by the old process still work
    _, question = await shown_question(harness, 7002)
    await me.answered(await click_answer(me, second, question))
    await me.reply("第 3/3 题", start)
    # and /start without a token shows where the candidate is
    before = me.mark()
    me.say("/start")
    await me.reply("继续你未完成的面试", before)
    await me.reply("第 3/3 题", before)
    assert await answers_recorded(harness, 7002) == 2


async def test_api_restart_mid_interview(harness: BotHarness) -> None:
    me = harness.candidate(7003)
    start = await begin_interview(harness, me, question_count=2, types=["single", "truefalse"], reveal="each")
    first = await me.reply("第 1/2 题", start)
    api = harness.api
    async with running_api(api.settings, api.ctx.index, api.catalog) as restarted:
        harness.transport.inner = httpx.ASGITransport(app=restarted.app)  # the same store, a new process
        _, question = await shown_question(harness, 7003)
        await me.answered(await click_answer(me, first, question))
        await me.reply("第 2/2 题", start)
    assert await answers_recorded(harness, 7003) == 1


async def test_api_down_for_a_moment_gives_a_polite_answer_and_loses_nothing(harness: BotHarness) -> None:
    me = harness.candidate(7004)
    start = await begin_interview(harness, me, question_count=2, types=["single", "truefalse"], reveal="each")
    first = await me.reply("第 1/2 题", start)
    _, question = await shown_question(harness, 7004)

    harness.transport.down = True
    click = await click_answer(me, first, question)
    notice = await me.answered(click)
    assert "稍后再试" in notice["text"]
    assert first.buttons and not any("你的答案" in t for t, _ in first.buttons)  # still answerable
    before = me.mark()
    me.say("B")
    await me.reply("服务暂时不可用", before)

    harness.transport.down = False
    assert await answers_recorded(harness, 7004) == 0
    await me.answered(await click_answer(me, first, question))
    await me.reply("第 2/2 题", start)
    assert await answers_recorded(harness, 7004) == 1


async def test_flood_control_429_is_waited_out(harness: BotHarness) -> None:
    me = harness.candidate(7005)
    harness.tg.inject_429("sendMessage", retry_after=1, times=1)
    started = time.monotonic()
    before = me.mark()
    me.say("/help")
    await me.reply("/practice", before)
    assert time.monotonic() - started >= 1.0
    sends = [c for c in harness.tg.calls if c.method == "sendMessage"]
    assert len(sends) == 2 and sends[0].params == sends[1].params  # refused once, then sent


async def test_a_blip_of_the_api_is_absorbed_by_retries(harness: BotHarness) -> None:
    me = harness.candidate(7006)
    start = await begin_interview(harness, me, question_count=2, types=["single", "truefalse"], reveal="each")
    first = await me.reply("第 1/2 题", start)
    _, question = await shown_question(harness, 7006)
    harness.transport.down = True
    asyncio.get_running_loop().call_later(0.08, setattr, harness.transport, "down", False)
    notice = await me.answered(await click_answer(me, first, question))
    assert "稍后再试" not in str(notice.get("text"))
    await me.reply("第 2/2 题", start)
    assert await answers_recorded(harness, 7006) == 1
