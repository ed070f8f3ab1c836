"""Through Telegram and the terminal (issue 11): an unreadable typed answer is asked again and records
nothing; a disputed question in practice shows ``ungraded`` with its status note (the real bot, the
fake Bot API, the real API)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from bank.model import Status
from bot.candidate import Candidate
from bot.conversation import Conversation
from bot.terminal import chat_loop
from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import current_question, right_answer
from tests.helpers.bot_fixtures import BotHarness
from tests.helpers.bot_flow import begin_interview


async def _session_id(api: Api, user_id: int) -> str:
    headers = api.candidate(user_id)
    sessions = (await api.client.get(f"/v1/candidates/{user_id}/sessions", headers=headers)).json()["items"]
    return str(next(s for s in sessions if s["status"] == "active")["id"])


async def _transcript(api: Api, session_id: str) -> list[dict[str, Any]]:
    key = await api.recruiter_key("Acme")
    response = await api.client.get(f"/v1/sessions/{session_id}/transcript", headers=api.recruiter(key))
    return list(response.json()["answers"])


async def test_an_unreadable_typed_answer_is_asked_again_and_records_nothing(harness: BotHarness) -> None:
    me, _, session_id = await begin_interview(harness, 1121, question_count=2, types=["single"], reveal="end")
    for unreadable in ("Bad answer", "不是 A", "<b>x</b>"):
        before = me.mark()
        me.say(unreadable)
        asked = await me.reply("请重新作答", before)
        assert "未能识别为答案" in asked.text and "例如" in asked.text, asked.text
        await asyncio.sleep(0.3)  # nothing else follows: the same question stays open
        assert not any("第 2/2 题" in m.text for m in me.messages()[before:])
    assert await _transcript(harness.api, session_id) == []
    first, _ = await current_question(harness.api, 1121, session_id)
    await me.ask(right_answer(first), "第 2/2 题")
    assert [a["question_id"] for a in await _transcript(harness.api, session_id)] == [first.id]


async def test_a_disputed_practice_question_shows_ungraded_with_its_note(harness: BotHarness) -> None:
    disputed = next(
        q for q in harness.api.catalog if q.status is Status.DISPUTED and q.type.value == "single"
    )
    me = harness.candidate(1122)
    await me.ask("/practice", "第 1/10 题")
    session_id = await _session_id(harness.api, 1122)
    from api.store.sessions import get_session

    async with harness.api.ctx.sessions.begin() as db:  # the second question is the disputed one
        session = await get_session(db, session_id)
        assert session is not None
        rest = [qid for qid in session.plan if qid != disputed.id]
        session.plan = [rest[0], disputed.id, *rest[1:]][: len(session.plan)]
    shown = await me.ask("/skip", "第 2/10 题")
    assert "争议" in shown.text
    before = me.mark()
    me.say(disputed.key_text)
    graded = await me.reply("不评对错", before)
    assert disputed.status_note.strip()[:15] in graded.text, graded.text
    assert "✅" not in graded.text and "❌" not in graded.text
    await me.reply("第 3/10 题", before)
    (answered,) = [a for a in await _transcript_practice(harness.api, 1122) if a == disputed.id]
    assert answered == disputed.id
    cards = await harness.api.client.get("/v1/candidates/1122/notebook", headers=harness.api.candidate(1122))
    assert disputed.id not in {card["question_id"] for card in cards.json()}


async def _transcript_practice(api: Api, user_id: int) -> list[str]:
    """The question ids answered (not skipped) in the candidate's practice, read from the store."""
    from sqlalchemy import select

    from api.store.models import Answer

    session_id = await _session_id(api, user_id)
    async with api.ctx.sessions.begin() as db:
        rows = (await db.execute(select(Answer).where(Answer.session_id == session_id))).scalars()
        return [row.question_id for row in rows if not row.skipped and row.verdict == "ungraded"]


async def test_an_unreadable_answer_in_the_terminal_is_asked_again(
    bot_api: Api, conversation: Conversation, tmp_path: Path
) -> None:
    key = await bot_api.recruiter_key("Acme")
    body = {"question_count": 2, "types": ["single"], "reveal": "end", "title": "Terminal"}
    invite = (await bot_api.client.post("/v1/invites", json=body, headers=bot_api.recruiter(key))).json()
    out: list[str] = []
    lines = ["1", "Bad answer", "/quit"]
    await chat_loop(
        conversation, Candidate(9011, "Li"), _script(lines), out.append, tmp_path, invite["token"]
    )
    shown = "\n".join(out)
    assert "第 1/2 题" in shown and "未能识别为答案" in shown and "请重新作答" in shown
    assert "第 2/2 题" not in shown


def _script(lines: list[str]) -> Any:
    pending = list(lines)

    async def read_line() -> str | None:
        return pending.pop(0) if pending else None

    return read_line
