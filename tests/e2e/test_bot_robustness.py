"""Robustness, end to end: replayed updates, a bot restart and an API restart mid-interview, the API
down for a moment, and Telegram flood control (429 retry_after)."""

from __future__ import annotations

import asyncio
import time

import httpx

from tests.helpers.api_fixtures import running_api
from tests.helpers.api_flows import right_answer
from tests.helpers.bot_fixtures import BotHarness
from tests.helpers.bot_flow import begin_interview, sessions
from tests.helpers.bot_flows import click_answer, shown_question

BOTH = ["single", "truefalse"]


async def answers_recorded(h: BotHarness, user_id: int) -> int:
    return sum(int(s["answered"]) for s in await sessions(h, user_id))


async def test_a_replayed_click_or_message_records_nothing_twice(harness: BotHarness) -> None:
    me, message, _ = await begin_interview(harness, 7001, question_count=3, types=BOTH, reveal="each")
    start = me.mark()
    _, question = await shown_question(harness, 7001)
    click = await click_answer(me, message, question)
    await me.answered(click)
    await me.reply("第 2/3 题", start)
    assert await answers_recorded(harness, 7001) == 1

    # Telegram delivers the same click again (same update_id): dropped by this process
    harness.tg.push(click)
    await me.settle()  # the replay processed
    assert await answers_recorded(harness, 7001) == 1
    callback_id = click["callback_query"]["id"]
    answered = [c for c in harness.tg.calls if c.params.get("callback_query_id") == callback_id]
    assert len(answered) == 1  # the replay was dropped before any handler: its click not answered again

    # a typed answer replayed after a bot restart (a new process has not seen it): the API's
    # idempotency key (chat + message id) returns the first result and records nothing new
    _, question = await shown_question(harness, 7001)
    before = me.mark()
    answer = me.say(right_answer(question))
    await me.reply("第 3/3 题", before)
    assert await answers_recorded(harness, 7001) == 2
    await harness.restart()
    before = me.mark()
    harness.tg.push(answer)
    await me.reply("第 3/3 题", before)  # the first result shown again, with where the candidate is now
    assert await answers_recorded(harness, 7001) == 2


async def test_bot_restart_mid_interview_resumes_where_the_candidate_was(harness: BotHarness) -> None:
    me, first, _ = await begin_interview(harness, 7002, question_count=3, types=BOTH, reveal="end")
    start = me.mark()
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
    me, first, _ = await begin_interview(harness, 7003, question_count=2, types=BOTH, reveal="each")
    start = me.mark()
    api = harness.api
    async with running_api(api.settings, api.ctx.index, api.catalog) as restarted:
        harness.transport.inner = httpx.ASGITransport(app=restarted.app)  # the same store, a new process
        _, question = await shown_question(harness, 7003)
        await me.answered(await click_answer(me, first, question))
        await me.reply("第 2/2 题", start)
    assert await answers_recorded(harness, 7003) == 1


async def test_api_down_for_a_moment_gives_a_polite_answer_and_loses_nothing(harness: BotHarness) -> None:
    me, first, _ = await begin_interview(harness, 7004, question_count=2, types=BOTH, reveal="each")
    start = me.mark()
    _, question = await shown_question(harness, 7004)

    harness.transport.down = True
    click = await click_answer(me, first, question)
    notice = await me.answered(click)
    assert "稍后再试" in notice["text"]
    assert first.buttons and not any("你的答案" in t for t, _ in first.buttons)  # still answerable
    await me.ask("B", "服务暂时不可用")

    harness.transport.down = False
    assert await answers_recorded(harness, 7004) == 0
    await me.answered(await click_answer(me, first, question))
    await me.reply("第 2/2 题", start)
    assert await answers_recorded(harness, 7004) == 1


async def test_flood_control_429_is_waited_out(harness: BotHarness) -> None:
    me = harness.candidate(7005)
    harness.tg.inject_429("sendMessage", retry_after=1, times=1)
    started = time.monotonic()
    await me.ask("/help", "/practice")
    assert time.monotonic() - started >= 1.0
    sends = [c for c in harness.tg.calls if c.method == "sendMessage"]
    assert len(sends) == 2 and sends[0].params == sends[1].params  # refused once, then sent


async def test_a_blip_of_the_api_is_absorbed_by_retries(harness: BotHarness) -> None:
    me, first, _ = await begin_interview(harness, 7006, question_count=2, types=BOTH, reveal="each")
    start = me.mark()
    _, question = await shown_question(harness, 7006)
    harness.transport.down = True
    asyncio.get_running_loop().call_later(0.08, setattr, harness.transport, "down", False)
    notice = await me.answered(await click_answer(me, first, question))
    assert "稍后再试" not in str(notice.get("text"))
    await me.reply("第 2/2 题", start)
    assert await answers_recorded(harness, 7006) == 1
