"""``interview-bot bot`` as a separate process: configured only by IBOT_* variables, it long-polls the
fake Bot API server over HTTP, talks to the API served by uvicorn on loopback, and stops on SIGTERM."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import sys
from pathlib import Path

import pytest
import uvicorn

from tests.helpers.api_fixtures import SERVICE_TOKEN, Api
from tests.helpers.bot_fixtures import TOKEN
from tests.helpers.fake_telegram import FakeTelegram


@pytest.mark.slow
async def test_the_bot_command_as_a_process(fake_tg: FakeTelegram, bot_api: Api, tmp_path: Path) -> None:
    # the server is handed the bound socket: a port let go and bound again later could be taken meanwhile
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    config = uvicorn.Config(bot_api.app, host="127.0.0.1", port=port, lifespan="off", log_level="warning")
    server = uvicorn.Server(config)
    serving = asyncio.create_task(server.serve(sockets=[sock]))
    env = {
        **os.environ,
        "IBOT_TELEGRAM_TOKEN": TOKEN,
        "IBOT_TELEGRAM_API_URL": fake_tg.base_url,
        "IBOT_API_URL": f"http://127.0.0.1:{port}",
        "IBOT_SERVICE_TOKEN": SERVICE_TOKEN,
    }
    env.pop("IBOT_WEBHOOK_URL", None)
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-c",
        "from interview_bot.cli import main; main()",
        "bot",
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        env=env,
        cwd=tmp_path,
    )
    failure: AssertionError | None = None
    try:
        # the process imports the CLI, aiogram and its client first: over 60 s on a 2-core machine under load
        await fake_tg.wait_for(lambda: fake_tg.polls > 0, timeout=120)
        assert set(fake_tg.commands) == {"", "zh", "en"}
        key = await bot_api.recruiter_key("Acme")
        body = {"question_count": 1, "types": ["truefalse"], "reveal": "each", "title": "Process"}
        invite = (await bot_api.client.post("/v1/invites", json=body, headers=bot_api.recruiter(key))).json()
        fake_tg.send_text(9201, f"/start {invite['token']}")
        rules = await fake_tg.wait_for(lambda: next(iter(fake_tg.bot_messages(9201)), None), timeout=60)
        fake_tg.click(9201, rules, rules.button("开始答题"))
        question = await fake_tg.wait_for(
            lambda: next((m for m in fake_tg.bot_messages(9201) if "第 1/1 题" in m.text), None), timeout=60
        )
        fake_tg.click(9201, question, question.buttons[0][1])
        await fake_tg.wait_for(lambda: any("完成" in m.text for m in fake_tg.bot_messages(9201)), timeout=60)
    except AssertionError as error:  # said with what the bot process printed, read below
        failure = error
    finally:
        process.send_signal(signal.SIGTERM)
        out, err = await asyncio.wait_for(process.communicate(), 30)
        server.should_exit = True
        await serving
        sock.close()
    if failure is not None:
        raise AssertionError(f"{failure}; the bot process printed: {err.decode()[-2000:]}") from failure
    assert process.returncode == 0, err.decode()[-2000:]
    assert "long polling" in out.decode()
