"""``interview-bot chat`` follows the invite's language and keeps its chart PNGs out of the working
directory (a private temporary directory, printed with each chart)."""

from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path
from typing import Any

import pytest

from bot.candidate import Candidate
from bot.conversation import Conversation
from bot.terminal import TerminalChat, chat_loop
from bot.timers import Timers
from tests.helpers.api_fixtures import Api
from tests.helpers.bot_fixtures import api_client
from tests.helpers.chat_process import CHART
from tests.helpers.polling import polls


async def _invite(api: Api, language: str, title: str) -> dict[str, Any]:
    key = await api.recruiter_key("Acme")
    body = {
        "question_count": 1,
        "types": ["truefalse"],
        "reveal": "end",
        "title": title,
        "language": language,
    }
    response = await api.client.post("/v1/invites", json=body, headers=api.recruiter(key))
    assert response.status_code == 201, response.text
    return dict(response.json())


async def test_chat_follows_the_invite_language_and_keeps_charts_out_of_cwd(
    bot_api: Api, conversation: Conversation, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    invite = await _invite(bot_api, "en", "English interview")
    lines = ["1", "1", "/quit"]  # Begin, answer with button 1, leave
    out: list[str] = []

    async def read_line() -> str | None:
        return lines.pop(0) if lines else None

    await chat_loop(
        conversation,
        Candidate(9101, "Li"),
        read_line,
        out.append,
        None,
        invite["token"],
        follow_invite_language=True,
    )
    shown = "\n".join(out)
    assert "Question 1/1" in shown and "第 1/1 题" not in shown, shown
    assert shown.startswith("You are candidate 9101; type /quit to leave.")  # the invite's language
    charts = [Path(p) for p in CHART.findall(shown)]
    assert len(charts) == 1 and charts[0].read_bytes()[:4] == b"\x89PNG"
    assert charts[0].parent.parent == Path(tempfile.gettempdir()) and charts[0].parent != tmp_path
    assert oct(charts[0].parent.stat().st_mode & 0o777) == "0o700"
    assert not list(tmp_path.glob("*.png"))


async def test_mydata_and_forget_in_the_terminal(
    bot_api: Api, conversation: Conversation, tmp_path: Path
) -> None:
    """The same data rights as in Telegram: /mydata writes the JSON file (its path printed), /forget
    asks first (button 2 cancels, button 1 erases)."""
    invite = await _invite(bot_api, "zh", "Data rights")
    lines = ["/mydata", "/forget", "2", "/forget", "1", "/mydata", "/quit"]
    out: list[str] = []

    async def read_line() -> str | None:
        return lines.pop(0) if lines else None

    await chat_loop(conversation, Candidate(9102, "Li"), read_line, out.append, tmp_path, invite["token"])
    shown = "\n".join(out)
    files = [Path(p) for p in re.findall(r": (/\S+mydata-9102\.json)\]", shown)]
    assert len(files) == 2, shown
    assert "[1] 🗑 确认删除  [2] 取消" in shown and "已取消" in shown
    assert "已删除：0 次练习、错题本 0 题；1 次面试已化名处理。" in shown
    assert "1 次面试或练习" in shown.split("已删除")[0] and "0 次面试或练习" in shown.split("已删除")[1]
    after = json.loads(files[-1].read_text())  # the same file name: the later export replaced it
    assert after["candidate"] is None and after["sessions"] == [] and after["notebook"] == []


async def test_explain_n_in_the_terminal_explains_question_n(
    bot_api: Api, conversation: Conversation
) -> None:
    """``/explain 1`` after two answered questions explains the first, not the last answered."""
    from tests.helpers.api_flows import set_plan, start_practice

    session = await start_practice(bot_api, 3131)
    plan = ["seed002-43", "seed002-44", "seed002-45"]
    await set_plan(bot_api, session["id"], plan)
    lines = ["/start", "/skip", "/skip", "/explain 1", "/explain", "/quit"]
    out: list[str] = []

    async def read_line() -> str | None:
        return lines.pop(0) if lines else None

    await chat_loop(conversation, Candidate(3131), read_line, out.append)
    text = "\n".join(out)
    first, last = text.index("第 1 题解析"), text.index("第 2 题解析")
    assert first < last  # /explain 1 first, then /explain (the last skipped: question 2)


async def test_the_terminal_asks_to_confirm_a_reading_with_y_or_n(
    bot_api: Api, conversation: Conversation
) -> None:
    invite = await _invite(bot_api, "zh", "确认")
    sentence = "错，因为更大的模型也会过拟合"
    lines = ["1", sentence, "n", sentence, "y", "/quit"]  # Begin; read, answer again; read, confirm
    out: list[str] = []

    async def read_line() -> str | None:
        return lines.pop(0) if lines else None

    await chat_loop(conversation, Candidate(9105, "Li"), read_line, out.append, None, invite["token"])
    shown = "\n".join(out)
    assert shown.count("我理解你的答案是：错\n") == 2, shown  # their word, not the verdict's "错误"
    assert "[1] ✅ 确认  [2] ✏️ 重新作答  （输入 y 确认，n 重新作答）" in shown
    assert shown.startswith("你的候选人编号是 9105。输入 /quit 退出。")  # the welcome in their language
    assert "好的，没有记录。请重新作答：" in shown
    headers = bot_api.candidate(9105)
    [session] = (await bot_api.client.get("/v1/candidates/9105/sessions", headers=headers)).json()["items"]
    transcript = await bot_api.client.get(f"/v1/sessions/{session['id']}/transcript", headers=headers)
    [entry] = transcript.json()["answers"]  # the answer again recorded nothing; the confirmation did
    assert entry["answer"] == sentence and entry["verdict"] in ("correct", "incorrect")


async def test_english_chosen_with_the_lang_button_is_spoken_from_then_on(
    bot_api: Api, conversation: Conversation
) -> None:
    """/lang's button [2] English records the choice as ``/lang en`` does: the chat speaks it next (it
    said "Language set to English." and went on in Chinese)."""
    lines = ["/lang", "2", "/help", "/quit"]
    out: list[str] = []

    async def read_line() -> str | None:
        return lines.pop(0) if lines else None

    await chat_loop(conversation, Candidate(9105, "Li"), read_line, out.append)
    after = "\n".join(out).split("Language set to English.", 1)[1]
    assert "Interview bot" in after and "面试机器人" not in after, after


async def test_a_refusal_is_written_once_not_as_a_toast_and_again_as_a_reply(
    bot_api: Api, conversation: Conversation
) -> None:
    """After the interview's total time, an answer gets one line; the chat wrote it twice, as Telegram's
    click toast "(…)" and as the message under it."""
    key = await bot_api.recruiter_key("Acme")
    body = {"question_count": 2, "types": ["single"], "title": "Over", "total_time_limit_s": 60}
    invite = (await bot_api.client.post("/v1/invites", json=body, headers=bot_api.recruiter(key))).json()
    lines = ["1", "", "B", "1", "/quit"]  # Begin; the time runs out; a typed answer, then a button
    out: list[str] = []

    async def read_line() -> str | None:
        if lines and lines[0] == "":
            bot_api.clock.advance(120)
        return lines.pop(0) if lines else None

    await chat_loop(conversation, Candidate(9106, "Li"), read_line, out.append, None, invite["token"])
    shown = "\n".join(out)
    assert shown.count("本次作答时间已结束，这条消息没有被记录。") == 2, shown  # one for each
    assert "(本次作答时间已结束" not in shown, shown


async def test_when_the_time_runs_out_the_chat_says_so_and_shows_the_report_unasked(bot_api: Api) -> None:
    """The bot's timers say "⏰ 时间到" and what comes next when a deadline passes; the terminal ran none,
    so a candidate whose interview time ran out saw nothing until they typed, and then only that the
    time was over, never the report."""
    key = await bot_api.recruiter_key("Acme")
    body = {"question_count": 2, "types": ["single"], "title": "Timed", "total_time_limit_s": 60}
    invite = (await bot_api.client.post("/v1/invites", json=body, headers=bot_api.recruiter(key))).json()
    bot_api.clock.stop()
    out: list[str] = []
    lines = ["1", "", "/quit"]  # Begin; wait, typing nothing, while the time runs out; leave

    async def read_line() -> str | None:
        if lines and lines[0] == "":
            lines.pop(0)
            bot_api.clock.advance(120)
            async for _ in polls():
                if any("时间到" in line for line in out):
                    break
        return lines.pop(0) if lines else None

    async with api_client(bot_api) as client:
        conversation = Conversation(client, timers=Timers(clock=bot_api.clock, tick=0.02))
        await chat_loop(conversation, Candidate(9107, "Li"), read_line, out.append, None, invite["token"])
    shown = "\n".join(out)
    report = shown.split("⏰ 时间到", 1)[-1]
    assert "⏰ 时间到" in shown and "总分：0/" in report and "第 1 题 未作答" in report, shown


async def test_review_ahead_in_the_terminal_starts_the_review(
    bot_api: Api, conversation: Conversation
) -> None:
    """/review with no card due offers "[1] Review ahead ▶"; typing 1 answered "(This button is no
    longer active.)" in the terminal, where Telegram's button begins the review."""
    lines = ["/practice", "I don't know", "/stop", "/review", "1", "/quit"]  # one card in the notebook
    out: list[str] = []

    async def read_line() -> str | None:
        return lines.pop(0) if lines else None

    await chat_loop(conversation, Candidate(9107, "Li", language="en"), read_line, out.append)
    shown = "\n".join(out).split("Mistake notebook: 1 card, none due yet", 1)[1]
    assert "[1] Review ahead ▶" in shown and "no longer active" not in shown, shown
    assert "Reviewing 1 notebook card ahead of time." in shown, shown


async def test_a_review_card_is_rated_in_the_terminal_by_its_word(
    bot_api: Api, conversation: Conversation
) -> None:
    """After a review answer the chat asks "How well did you know it?" with Again / Hard / Good / Easy,
    but the next question's buttons came at once and took the numbers: no rating could be given."""
    lines = ["/practice", "I don't know", "/stop", "/review", "1", "I don't know", "Good", "/quit"]
    out: list[str] = []

    async def read_line() -> str | None:
        return lines.pop(0) if lines else None

    await chat_loop(conversation, Candidate(9108, "Li", language="en"), read_line, out.append)
    shown = "\n".join(out).split("How well did you know it? This sets the next review:", 1)[1]
    assert "(type again / hard / good / easy)" in shown, shown
    assert "(Scheduled: next review " in shown and "I did not understand" not in shown, shown


async def test_ticked_boxes_stay_ticked_when_the_question_is_shown_again(
    bot_api: Api, conversation: Conversation
) -> None:
    """/practice and /review typed mid-interview show the current question again: a multiple choice's
    boxes came back unticked, though A was ticked and Submit would still have sent A."""
    key = await bot_api.recruiter_key("Acme")
    body = {"question_count": 2, "types": ["multi"], "title": "Ticks"}
    invite = (await bot_api.client.post("/v1/invites", json=body, headers=bot_api.recruiter(key))).json()
    lines = ["1", "1", "/practice", "/review", "/start", "6", "/quit"]  # Begin, tick A, ..., Submit
    out: list[str] = []

    async def read_line() -> str | None:
        return lines.pop(0) if lines else None

    await chat_loop(conversation, Candidate(9109, "Li"), read_line, out.append, None, invite["token"])
    keyboards = [line for line in out if line.startswith("[1] ") and "提交" in line][:5]
    assert "[1] ☐ A" in keyboards[0], keyboards  # shown, ticked, then shown again three times
    assert all("[1] ✅ A" in shown and "✅ B" not in shown for shown in keyboards[1:]), keyboards
    assert "第 2/2 题" in "\n".join(out).split("继续你未完成的面试", 1)[1]  # A submitted, not "nothing"


async def test_the_label_an_answer_leaves_is_not_offered_as_a_button_to_type(
    bot_api: Api, conversation: Conversation
) -> None:
    """A tapped answer's message keeps "✅ 你的答案：A" as a label, which does nothing but record it; the
    chat numbered it, "[1] ✅ 你的答案：A", as if typing 1 would do something."""
    invite = await _invite(bot_api, "zh", "Labels")
    lines = ["1", "1", "/quit"]  # Begin, answer with button 1
    out: list[str] = []

    async def read_line() -> str | None:
        return lines.pop(0) if lines else None

    await chat_loop(conversation, Candidate(9110, "Li"), read_line, out.append, None, invite["token"])
    labels = [line for line in out if "你的答案：" in line]
    assert labels and all(not line.startswith("[") for line in labels), out


async def test_a_chat_resuming_an_english_interview_welcomes_in_english(bot_api: Api) -> None:
    """Run again without --invite or --lang, the chat said its welcome in Chinese (the default) and
    then "Resuming your interview:" in English, the interview's: two languages on one screen."""
    invite = await _invite(bot_api, "en", "English interview")
    chats = []
    for token, lines in ((invite["token"], ["1", "/quit"]), (None, ["/quit"])):  # Begin; then again
        out: list[str] = []

        async def read_line(lines: list[str] = lines) -> str | None:
            return lines.pop(0) if lines else None

        async with api_client(bot_api) as client:
            conversation = Conversation(client)  # a new process: nothing remembered
            conversation.languages.set(9111, "zh")  # as `interview-bot chat` does without --lang
            await chat_loop(
                conversation,
                Candidate(9111, "Li"),
                read_line,
                out.append,
                None,
                token,
                follow_invite_language=True,
            )
        chats.append(out)
    assert chats[1][0] == "You are candidate 9111; type /quit to leave.\n", chats[1]
    assert "Resuming your interview:" in "\n".join(chats[1])


async def test_explain_mid_practice_offers_no_practice_it_cannot_start(
    bot_api: Api, conversation: Conversation
) -> None:
    """/explain in a practice offered "[1] 练习「…」 ▶": typed, it said "已经开始了" (the open practice
    is resumed, never another begun), and it had taken the numbers from the question on screen."""
    from tests.helpers.api_flows import set_plan, start_practice

    session = await start_practice(bot_api, 3132)
    await set_plan(bot_api, session["id"], ["seed002-43", "seed002-44", "seed002-45"])
    lines = ["/start", "不知道", "/explain", "1", "/quit"]
    out: list[str] = []

    async def read_line() -> str | None:
        return lines.pop(0) if lines else None

    await chat_loop(conversation, Candidate(3132), read_line, out.append)
    explained = "\n".join(out).split("第 1 题解析", 1)[1]
    assert "练习「" not in explained and "已经开始了" not in explained, explained


async def test_a_question_shown_again_says_the_time_left_not_a_limit(bot_api: Api) -> None:
    """/practice typed mid-interview shows the question again: its head said "⏱ 限时 30 秒" with 30 of
    its 60 seconds gone, as if the question had a new 30-second limit."""
    key = await bot_api.recruiter_key("Acme")
    body = {"question_count": 2, "types": ["single"], "title": "Again", "time_limit_s": 60}
    invite = (await bot_api.client.post("/v1/invites", json=body, headers=bot_api.recruiter(key))).json()
    bot_api.clock.stop()
    lines = ["1", "", "/practice", "/quit"]  # Begin; 30 s pass; the question shown again
    out: list[str] = []

    async def read_line() -> str | None:
        if lines and lines[0] == "":
            lines.pop(0)
            bot_api.clock.advance(30)
        return lines.pop(0) if lines else None

    async with api_client(bot_api) as client:
        conversation = Conversation(client, timers=Timers(clock=bot_api.clock))
        await chat_loop(conversation, Candidate(9112, "Li"), read_line, out.append, None, invite["token"])
    heads = [line for line in out if line.startswith("第 1/2 题")]
    assert "⏱ 限时 1 分钟" in heads[0] and "⏱ 剩余 30 秒" in heads[1], heads


async def test_a_typed_button_is_answered_in_the_open_sessions_language(conversation: Conversation) -> None:
    """A button typed by its number reached the flows as the candidate in their own language (Chinese
    here), where Telegram passes them voiced in their open session's (English): a stale button said
    "这个按钮已失效。" in an English interview."""
    conversation.languages.session_seen(9112, "en")  # an English interview is open
    chat = TerminalChat(conversation, Candidate(9112, "Li"), [].append)
    outcome = await chat.click("no-such-button", "chat:k")
    assert outcome.notice == "This button is no longer active."
