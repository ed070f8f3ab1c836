"""``interview-bot up`` with a bot token: the bot runs in the API's process and calls the app there. A
whole interview goes through it against the fake Bot API server. Ctrl-C while an update is being
handled (its reply held up at Telegram) lets that update finish first, the app still answering, and
then stops the bot before the app shuts down: the reply arrives and nothing is logged as an error."""

from __future__ import annotations

import asyncio
import shutil
import signal
import subprocess
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.helpers.api_fixtures import INDEX_DIRS
from tests.helpers.bot_fixtures import TOKEN
from tests.helpers.fake_telegram import FakeTelegram
from tests.helpers.ports import free_port
from tests.helpers.topology import cli_recruiter_key, process_env, serve_cli

pytestmark = pytest.mark.slow


def _exited(process: subprocess.Popen[str]) -> str:
    output, _ = process.communicate(timeout=60)
    assert process.returncode == 0, output
    return output


def _stop(process: subprocess.Popen[str]) -> str:
    process.send_signal(signal.SIGINT)
    return _exited(process)


async def test_an_interview_through_up_and_a_clean_stop(
    tmp_path: Path, real_index: Any, fake_tg: FakeTelegram
) -> None:
    data = tmp_path / "data"
    shutil.copytree(INDEX_DIRS[id(real_index)], data)  # the index built already: `up` need not embed
    telegram = {"IBOT_TELEGRAM_TOKEN": TOKEN, "IBOT_TELEGRAM_API_URL": fake_tg.base_url}
    env = process_env(IBOT_DATA_DIR=str(data), **telegram)
    key = await asyncio.to_thread(cli_recruiter_key, env)
    port = free_port()
    # in a thread: the fake Bot API server on this loop answers the bot's first calls meanwhile
    process = await asyncio.to_thread(serve_cli, ["up"], env, port)
    try:
        await fake_tg.wait_for(lambda: fake_tg.polls > 0, timeout=30)
        async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}") as client:
            body = {"question_count": 2, "types": ["truefalse"], "reveal": "end", "title": "Up"}
            made = await client.post("/v1/invites", json=body, headers={"Authorization": f"Bearer {key}"})
            assert made.status_code == 201, made.text
        fake_tg.send_text(9301, f"/start {made.json()['token']}")
        rules = await fake_tg.wait_for(lambda: next(iter(fake_tg.bot_messages(9301)), None), timeout=30)
        fake_tg.click(9301, rules, rules.button("开始答题"))
        for number in (1, 2):
            question = await fake_tg.wait_for(
                lambda n=number: next(
                    (m for m in fake_tg.bot_messages(9301) if f"第 {n}/2 题" in m.text), None
                ),
                timeout=30,
            )
            fake_tg.click(9301, question, question.buttons[0][1])
        await fake_tg.wait_for(lambda: any("完成" in m.text for m in fake_tg.bot_messages(9301)), timeout=30)
        await fake_tg.wait_for(lambda: any(m.photo for m in fake_tg.bot_messages(9301)), timeout=30)
        # an update in flight at Ctrl-C: its reply is held up at Telegram until after the signal
        before = len(fake_tg.bot_messages(9301))
        calls = len(fake_tg.calls)
        release = fake_tg.hold("sendMessage")
        fake_tg.send_text(9301, "/help")
        await fake_tg.wait_for(
            lambda: any(call.method == "sendMessage" for call in fake_tg.calls[calls:]), timeout=30
        )
        process.send_signal(signal.SIGINT)
        await asyncio.sleep(1.0)  # the bot stops taking updates and waits for this one
        release.set()
        await fake_tg.wait_for(lambda: len(fake_tg.bot_messages(9301)) > before, timeout=30)
        output = await asyncio.to_thread(_exited, process)
    except BaseException:
        await asyncio.to_thread(_stop, process)
        raise
    helped = fake_tg.bot_messages(9301)[before:]
    assert len(helped) == 1 and "/practice" in helped[0].text  # /help's reply, sent after the signal
    assert "Telegram bot: running in this process" in output and "stopped." in output
    assert TOKEN.split(":", 1)[1] not in output  # the token's secret half is never printed
    assert "Traceback" not in output and '"level": "error"' not in output, output[-3000:]
