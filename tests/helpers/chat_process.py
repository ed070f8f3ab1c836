"""``interview-bot chat`` as a real process against an app served by uvicorn on loopback."""

from __future__ import annotations

import asyncio
import os
import re
import socket
import sys
from pathlib import Path
from typing import Any

CHART = re.compile(r": (/\S+interview-bot-chart-\d+\.png)\]")  # a chart's path, as chat prints it
# the console script's main(), then, on stderr, whether the process ever loaded aiogram: the terminal
# talks to the API alone, and aiogram's import alone costs more CPU than a short chat
CHAT = (
    "import sys\nfrom interview_bot.cli import main\ntry:\n    main()\n"
    "finally:\n    print('aiogram loaded:', 'aiogram' in sys.modules, file=sys.stderr)"
)


async def run_chat(
    app: Any, service_token: str, make_args: Any, stdin: bytes, cwd: Path
) -> tuple[int, str, str]:
    """Serve ``app``; run ``interview-bot chat *await make_args()`` in ``cwd`` with ``stdin``;
    return (exit code, stdout, stderr). ``make_args`` runs once the server is up (e.g. makes an invite)."""
    import uvicorn

    # the server is handed the bound socket: a port picked, let go and bound again later could be taken
    # meanwhile by another process of a busy machine (and the wait below would never end)
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    server = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=port, lifespan="off", log_level="warning")
    )
    serving = asyncio.create_task(server.serve(sockets=[sock]))
    try:
        while not server.started:
            await asyncio.sleep(0.02)
        args = await make_args()
        env = {**os.environ, "IBOT_SERVICE_TOKEN": service_token, "IBOT_API_URL": f"http://127.0.0.1:{port}"}
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-c",
            CHAT,
            "chat",
            *args,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            env=env,
            cwd=cwd,
        )
        try:  # a slow machine must not fail it: the process imports the CLI and its client first
            out, err = await asyncio.wait_for(process.communicate(stdin), 120)
        except TimeoutError:
            process.kill()
            out, err = await process.communicate()
            raise AssertionError(
                f"chat did not exit in 120 s:\n{out.decode()[-3000:]}\n{err.decode()[-3000:]}"
            ) from None
        return int(process.returncode or 0), out.decode(), err.decode()
    finally:
        server.should_exit = True
        await serving
        sock.close()
