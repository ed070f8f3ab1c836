"""/mydata and /forget through the real aiogram bot and the fake Bot API: the JSON file of everything
stored (sendDocument, multipart upload), the confirmation buttons (cancel, confirm), and afterwards a file
with nothing linkable while the recruiter's transcript keeps the answers without the person."""

from __future__ import annotations

import json
from typing import Any

from tests.helpers.bot_fixtures import BotHarness
from tests.helpers.bot_flow import begin_interview
from tests.helpers.data_rights import NAME, USERNAME, finished_interview, practice_with_a_mistake


async def my_data(harness: BotHarness, user: int) -> tuple[Any, dict[str, Any]]:
    """Ask for /mydata and return the file the bot sent (the message and its parsed JSON)."""
    tg = harness.tg
    before = len(tg.documents(user))
    harness.candidate(user).say("/mydata")
    sent = (await tg.wait_for(lambda: tg.documents(user)[before:], chat=user))[0]
    return sent, json.loads(sent.document)


async def test_mydata_then_forget_after_confirmation(harness: BotHarness) -> None:
    api, tg = harness.api, harness.tg
    key = await api.recruiter_key("Acme")
    interview = await finished_interview(api, key, 8601)
    practice = await practice_with_a_mistake(api, 8601)
    me = harness.candidate(8601)

    sent, data = await my_data(harness, 8601)
    assert sent.document_name == "mydata-8601.json"
    upload = next(call for call in reversed(tg.calls) if call.method == "sendDocument")
    assert upload.files and upload.filenames  # a multipart upload, not a file id or URL
    assert "2 次面试或练习、2 个回答、错题本 1 题" in sent.text
    assert data["telegram_id"] == 8601
    assert data["candidate"]["name"] == NAME and data["candidate"]["username"] == USERNAME
    assert {s["session"]["id"] for s in data["sessions"]} == {interview["id"], practice["id"]}
    assert len(data["notebook"]) == 1

    ask = await me.ask("/forget", "删除我的数据？")
    assert [label for label, _ in ask.buttons] == ["🗑 确认删除", "取消"]
    me.click(ask, "取消")
    await tg.wait_for(lambda: ask.text.startswith("已取消") and not ask.buttons)
    _, still = await my_data(harness, 8601)
    assert len(still["sessions"]) == 2 and len(still["notebook"]) == 1  # cancel changed nothing

    ask = await me.ask("/forget", "删除我的数据？")
    me.click(ask, "确认删除")
    await tg.wait_for(lambda: ask.text.startswith("已删除") and not ask.buttons)
    assert ask.text == "已删除：1 次练习、错题本 1 题；1 次面试已化名处理。"

    sent, after = await my_data(harness, 8601)
    assert after["candidate"] is None and after["sessions"] == [] and after["notebook"] == []
    assert NAME.encode() not in sent.document and USERNAME.encode() not in sent.document
    transcript = await api.client.get(
        f"/v1/sessions/{interview['id']}/transcript", headers=api.recruiter(key)
    )
    kept = transcript.json()
    assert [a["answer"] for a in kept["answers"]] == ["A"] and kept["session"]["candidate_id"] < 0
    assert NAME not in transcript.text and USERNAME not in transcript.text and "8601" not in transcript.text


async def test_forget_in_english_ends_an_interview_in_progress(harness: BotHarness) -> None:
    api, tg = harness.api, harness.tg
    invite = await harness.invite(question_count=2)
    me = harness.candidate(8602)
    chooser = await me.ask("/lang", "请选择语言")
    me.click(chooser, "English")
    await tg.wait_for(lambda: chooser.text == "Language set to English.")
    await me.ask(f"/start {invite['token']}", "ML engineer")

    sent, data = await my_data(harness, 8602)
    assert sent.text.startswith("Everything we store about you: 1 interview or practice session, 0 answers")
    assert data["candidate"]["language"] == "en" and data["sessions"][0]["session"]["status"] == "active"
    session_id = data["sessions"][0]["session"]["id"]

    ask = await me.ask("/forget", "Erase your data?")
    me.click(ask, "Yes, erase")
    await tg.wait_for(lambda: ask.text.startswith("Done:"))
    assert ask.text == "Done: 0 practice sessions and 0 notebook cards deleted; 1 interview pseudonymised."
    key = await api.recruiter_key("Acme")
    summary = (await api.client.get(f"/v1/sessions/{session_id}", headers=api.recruiter(key))).json()
    assert summary["status"] == "abandoned" and summary["candidate_id"] < 0
    _, after = await my_data(harness, 8602)
    assert after["candidate"] is None and after["sessions"] == []


async def test_the_command_menu_lists_mydata_and_forget(harness: BotHarness) -> None:
    tg = harness.tg
    await tg.wait_for(lambda: len(tg.commands) == 3)
    assert {"mydata", "forget"} <= {c["command"] for c in tg.commands["en"]}
    zh = {c["command"]: c["description"] for c in tg.commands["zh"]}
    assert zh["forget"] == "删除我的数据"


async def test_with_the_api_down_nothing_is_sent_or_erased_and_the_candidate_is_told(
    harness: BotHarness,
) -> None:
    api, tg = harness.api, harness.tg
    await practice_with_a_mistake(api, 8603)
    me = harness.candidate(8603)
    ask = await me.ask("/forget", "删除我的数据？")
    harness.transport.down = True
    await me.ask("/mydata", "服务暂时不可用")
    click = me.click(ask, "确认删除")
    answered = await me.answered(click)
    assert "服务暂时不可用" in answered["text"] and answered.get("show_alert") in ("true", "True", True)
    assert tg.documents(8603) == []
    harness.transport.down = False
    kept = (await api.client.get("/v1/candidates/8603/data", headers=api.candidate(8603))).json()
    assert len(kept["sessions"]) == 1 and len(kept["notebook"]) == 1  # nothing was erased
    me.click(ask, "确认删除")  # the same button, once the API is back
    await tg.wait_for(lambda: ask.text.startswith("已删除"))


async def test_a_question_button_tapped_after_forget_says_it_no_longer_works(harness: BotHarness) -> None:
    # the interview is no longer the candidate's (pseudonymised): the API does not find it for them,
    # and "没有找到：链接可能已失效" spoke of a link the candidate never tapped
    me, first, _ = await begin_interview(harness, 8605, question_count=2, types=["single"])
    answer = first.buttons[0][1]
    ask = await me.ask("/forget", "删除我的数据？")
    me.click(ask, "确认删除")
    await harness.tg.wait_for(lambda: ask.text.startswith("已删除"))

    notice = await me.answered(harness.tg.click(8605, first, answer))
    assert notice["text"] == "这个按钮已失效：它所属的面试或练习已不存在。"
    await harness.tg.wait_for(lambda: first.buttons == [])
