"""Long questions end to end: a stem far over 4,096 characters with code, and options too long for a
button, through the real bot to the fake Bot API server (which checks lengths and HTML entities).
The API here is a small stand-in that serves just that question."""

from __future__ import annotations

import asyncio
import contextlib
import json
from datetime import UTC, datetime

import httpx

from bot.client import ApiClient
from tests.helpers.bot_fixtures import TOKEN
from tests.helpers.fake_telegram import FakeTelegram
from tests.helpers.telegram_html import parse_html, utf16_len

# aiogram (through bot.runner, bot.dispatcher) is imported inside the tests, not here: its import costs about
# 2.6 s of CPU, which every pytest-xdist worker would pay to collect this file, though one runs it
# (tests/helpers/scheduling.py hands the files that run the bot to one worker)
STEM = ("请阅读下面的代码 <T> & 回答：\n```python\n" + "x = a < b and c > d  # 比较\n" * 400 + "```\n") * 2
OPTIONS = {
    letter: f"`torch.compile(model, mode='{letter}')` 配合很长很长的说明文字，远超按钮能显示的长度"
    for letter in "ABCD"
}


def stand_in_api(answers: list[dict[str, object]]) -> httpx.MockTransport:
    now = datetime.now(UTC).isoformat()
    question = {"id": "long-1", "type": "single", "stem": STEM, "options": OPTIONS, "points": 2}
    current = {"session_id": "s1", "status": "active", "position": 0, "total": 1, "question": question}
    summary = {
        "id": "s1",
        "mode": "practice",
        "status": "active",
        "position": 0,
        "total": 1,
        "candidate_id": 9101,
        "started_at": now,
    }

    def handle(request: httpx.Request) -> httpx.Response:
        path = request.url.path
        if path == "/v1/sessions":
            return httpx.Response(201, json=summary)
        if path.endswith("/current"):
            return httpx.Response(200, json=current)
        if path.endswith("/answers"):
            answers.append(json.loads(request.content))
            done = {**current, "status": "finished", "position": 1, "question": None}
            return httpx.Response(
                200,
                json={
                    "session_id": "s1",
                    "question_id": "long-1",
                    "position": 0,
                    "revealed": True,
                    "verdict": "correct",
                    "points": 2,
                    "points_awarded": 2,
                    "next": done,
                },
            )
        return httpx.Response(200, json={"items": [summary]})

    return httpx.MockTransport(handle)


async def test_a_long_question_is_split_and_answerable_by_letter(fake_tg: FakeTelegram) -> None:
    from bot.dispatcher import create_dispatcher
    from bot.runner import create_bot

    answers: list[dict[str, object]] = []
    api = ApiClient("http://api.test", "service-token-0123456789", transport=stand_in_api(answers))
    dispatcher = create_dispatcher(api)
    task = asyncio.create_task(
        dispatcher.start_polling(create_bot(TOKEN, fake_tg.base_url), polling_timeout=1, handle_signals=False)
    )
    try:
        fake_tg.send_text(9101, "/practice")
        await fake_tg.wait_for(lambda: any(m.buttons for m in fake_tg.bot_messages(9101)))
        parts = fake_tg.bot_messages(9101)
        assert len(parts) >= 3  # accepted by the server: each under 4,096 characters, entities well-formed
        assert all(utf16_len(parse_html(p.html)[0]) <= 4096 for p in parts)
        assert parts[0].text.startswith("第 1/1 题") and "<T> &" in parts[0].text
        assert all('<pre><code class="language-python">' in p.html for p in parts[1:-1])
        assert sum(p.text.count("x = a < b and c > d") for p in parts) == 800
        last = parts[-1]
        assert [text for text, _ in last.buttons] == ["A", "B", "C", "D"]
        assert "A. torch.compile(model, mode='A')" in last.text
        assert [m.buttons for m in parts[:-1]] == [[] for _ in parts[:-1]]
        fake_tg.click(9101, last, last.button("C"))
        await fake_tg.wait_for(lambda: answers)
        assert answers[0]["answer"] == "C" and answers[0]["question_id"] == "long-1"
        await fake_tg.wait_for(lambda: not fake_tg.unanswered_callbacks())
    finally:
        await dispatcher.stop_polling()
        with contextlib.suppress(asyncio.CancelledError):
            await task
        await api.aclose()
