"""Every command in every state (issue 18), through the fake Bot API: with nothing open, in a practice,
in an interview before and after Begin, and once it is over. Each reply is the one for the state the
candidate is actually in — never another state's ("you have no practice open" mid-interview) — and no
command opens or ends anything it should not."""

from __future__ import annotations

from tests.helpers.api_flows import plan_of
from tests.helpers.bot_fixtures import BotHarness, Candidate
from tests.helpers.bot_flow import begin_interview, sessions
from tests.helpers.bot_flows import click_answer

NOTHING_OPEN = "你现在没有进行中的练习"
# /mydata sends the file in any state (its caption counts what is stored); /forget only asks, so nothing
# open or in progress changes until the candidate confirms (the assertions after each block check that)
EVERY_STATE = (
    ("/lang", "请选择语言"),
    ("/help", "面试机器人"),
    ("/mydata", "这是我们保存的关于你的全部数据"),
    ("/forget", "删除我的数据？"),
)


async def replies(me: Candidate, steps: tuple[tuple[str, str], ...], never: tuple[str, ...] = ()) -> None:
    for command, expected in steps:
        reply = await me.ask(command, expected)
        for wrong in never:
            assert wrong not in reply.text, (command, reply.text)


async def test_every_command_with_nothing_open(harness: BotHarness) -> None:
    me = harness.candidate(1861)
    await replies(
        me,
        (
            ("/hint", NOTHING_OPEN),
            ("/skip", NOTHING_OPEN),
            ("/stop", NOTHING_OPEN),
            ("/explain", NOTHING_OPEN),
            ("/explain 3", NOTHING_OPEN),
            ("/history", "还没有记录"),
            ("/review", "错题本是空的"),
            ("/foo", "你当前没有进行中的面试或练习"),
            ("/start", "你好！"),
            ("/start not*a*token", "邀请链接无效"),
            *EVERY_STATE,
        ),
    )
    assert await sessions(harness, 1861) == []  # nothing was opened


async def test_every_command_in_a_practice_then_after_it_stopped(harness: BotHarness) -> None:
    me = harness.candidate(1862)
    await replies(me, (("/practice", "第 1/10 题"),))
    in_practice = ("你正在面试中", NOTHING_OPEN, "你正在进行面试")
    await replies(
        me,
        (
            ("/explain", "请先作答或发送 /skip 跳过当前题目"),
            ("/hint", "💡 提示 1/"),
            ("/foo", "你正在进行练习"),
            ("/history", "练习 · 进行中"),
            ("/start", "继续你未完成的练习"),
            ("/practice", "继续你未完成的练习"),
            ("/review", "错题本是空的"),
            *EVERY_STATE,
            ("/skip", "已跳过"),
            ("/explain", "第 1 题解析"),
            ("/explain 1", "第 1 题解析"),
        ),
        never=in_practice,
    )
    [session] = await sessions(harness, 1862)
    assert session["status"] == "active" and session["mode"] == "practice" and session["position"] == 1
    await replies(me, (("/stop", "练习已结束"),))
    assert (await sessions(harness, 1862))[0]["status"] == "abandoned"  # stopped, not finished
    await replies(
        me,
        (
            ("/stop", NOTHING_OPEN),
            ("/skip", NOTHING_OPEN),
            ("/hint", NOTHING_OPEN),
            ("/history", "练习 · 已停止"),
            ("/explain 1", "第 1 题解析"),
            ("/foo", "你当前没有进行中的面试或练习"),
        ),
    )


async def test_every_command_in_an_interview_before_and_after_begin_and_once_over(
    harness: BotHarness,
) -> None:
    me = harness.candidate(1863)
    token = (await harness.invite(question_count=2, types=["single"], reveal="end"))["token"]
    await replies(me, ((f"/start {token}", "共 2 题"),))
    not_for_an_interview = (NOTHING_OPEN, "没有进行中的面试或练习", "你正在进行练习")
    await replies(  # the rules are on screen; the clock has not started
        me,
        (("/start", "共 2 题"), ("/skip", "面试中不能跳过"), ("/hint", "面试中不提供提示"), *EVERY_STATE),
        never=not_for_an_interview,
    )
    assert (await sessions(harness, 1863))[0]["started_at"] is None

    me, first, session_id = await begin_interview(
        harness, 1864, question_count=2, types=["single"], reveal="end"
    )
    await replies(
        me,
        (
            ("/hint", "面试中不提供提示"),
            ("/skip", "面试中不能跳过"),
            ("/stop", "面试不能中途结束"),
            ("/explain", "面试结束后才能查看解析"),
            ("/explain 1", "面试结束后才能查看解析"),
            ("/practice", "你正在面试中"),
            ("/review", "你正在面试中"),
            ("/history", "面试 · 进行中"),
            ("/foo", "你正在进行面试"),
            ("/start", "继续你未完成的面试"),
            *EVERY_STATE,
        ),
        never=not_for_an_interview,
    )
    [session] = await sessions(harness, 1864)
    assert session["mode"] == "interview" and session["status"] == "active" and session["position"] == 0

    plan = await plan_of(harness.api, session_id)
    mid_interview = harness.tg.documents(1864)[-1].document.decode()  # the /mydata file sent just now
    for planned in (harness.api.catalog[question_id] for question_id in plan):  # leaks nothing to come
        assert planned.id not in mid_interview and planned.stem.strip()[:40] not in mid_interview
        assert not planned.explanation.strip() or planned.explanation.strip()[:40] not in mid_interview
    before = me.mark()
    first = next(m for m in reversed(me.messages()) if "第 1/2 题" in m.text)  # /start showed it again
    await me.answered(await click_answer(me, first, harness.api.catalog[plan[0]]))
    second = await me.reply("第 2/2 题", before)
    before = me.mark()
    await me.answered(await click_answer(me, second, harness.api.catalog[plan[1]]))
    await me.reply("逐题回顾", before)
    await replies(
        me,
        (
            ("/skip", NOTHING_OPEN),
            ("/stop", NOTHING_OPEN),
            ("/explain 2", "第 2 题解析"),
            ("/history", "面试 · 已完成"),
            ("/foo", "你当前没有进行中的面试或练习"),
            ("/start", "你好！"),
            *EVERY_STATE,
        ),
    )
    assert [s["status"] for s in await sessions(harness, 1864)] == ["finished"]  # /forget only asked
    over = harness.tg.documents(1864)[-1].document.decode()
    assert all(question_id in over for question_id in plan)  # once answered, the file has them
