"""Bot latency under load: 100 candidates taking an interview at once, through the real aiogram bot,
a fake Telegram Bot API server and the real API (in-process, SQLite, the real question index).

    .venv/bin/python bench/bench_bot.py [--candidates 100] [--questions 5] [--index-dir DIR]

Each candidate opens the invite (/start), clicks Begin, then answers every question (typing a letter
for single-choice questions, clicking a button for true/false). For every update pushed to the fake server
it measures the time until the bot's reply: the first message (or callback answer) for that chat.
Everything shares one process and one event loop (fake Telegram, bot, API), as ``interview-bot up``
runs the bot beside the API, on the same event loop (uvloop where installed, as ``up`` runs).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import httpx  # noqa: E402

from api.serve import event_loop_factory  # noqa: E402
from bank.library import load_full_catalog  # noqa: E402
from bot.client import ApiClient  # noqa: E402
from bot.dispatcher import create_dispatcher  # noqa: E402
from bot.runner import create_bot  # noqa: E402
from retrieval import open_index  # noqa: E402
from tests.helpers.api_fixtures import SERVICE_TOKEN, api_settings, running_api  # noqa: E402
from tests.helpers.bot_fixtures import TOKEN  # noqa: E402
from tests.helpers.fake_telegram import FakeTelegram  # noqa: E402


class TimedTransport(httpx.AsyncBaseTransport):
    """Times every API request the bot makes, by method and route."""

    def __init__(self, inner: httpx.AsyncBaseTransport) -> None:
        self.inner = inner
        self.times: dict[str, list[float]] = {}

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        started = time.monotonic()
        try:
            return await self.inner.handle_async_request(request)
        finally:
            # ids (sessions, candidates, readings) folded, so each route is one row
            path = request.url.path.split("/")
            parts = ["…" if part.isdigit() or len(part) >= 16 else part for part in path]
            route = f"{request.method} {'/'.join(parts)}"
            self.times.setdefault(route, []).append(time.monotonic() - started)


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


class Candidate:
    def __init__(self, tg: FakeTelegram, user_id: int, latencies: dict[str, list[float]]):
        self.tg, self.user_id, self.latencies = tg, user_id, latencies

    async def _reply(self, kind: str, update: dict[str, Any], since: float, contains: str) -> Any:
        callback = update.get("callback_query", {}).get("id")

        def first() -> float | None:
            if callback and callback in self.tg.answered_callbacks:
                return time.monotonic()
            sent = [m.at for m in self.tg.bot_messages(self.user_id) if m.at >= since]
            return min(sent) if sent else None

        answered_at = await self.tg.wait_for(first, timeout=120, chat=self.user_id)
        self.latencies[kind].append(answered_at - since)
        return await self.tg.wait_for(
            lambda: next(
                (m for m in self.tg.bot_messages(self.user_id) if m.at >= since and contains in m.text), None
            ),
            timeout=120,
            chat=self.user_id,
        )

    async def interview(self, token: str, questions: int) -> None:
        since = time.monotonic()
        rules = await self._reply("/start", self.tg.send_text(self.user_id, f"/start {token}"), since, "共")
        since = time.monotonic()
        update = self.tg.click(self.user_id, rules, rules.buttons[0][1])
        message = await self._reply("click Begin", update, since, "第 1/")
        for number in range(1, questions + 1):
            expect = f"第 {number + 1}/" if number < questions else "完成"
            since = time.monotonic()
            if message.buttons and message.buttons[0][1].endswith((":true", ":false")):  # true/false: click
                update = self.tg.click(self.user_id, message, message.buttons[0][1])
                message = await self._reply("click answer", update, since, expect)
            else:  # single choice: type a letter
                message = await self._reply(
                    "typed answer", self.tg.send_text(self.user_id, "B"), since, expect
                )


async def drive(
    tg: FakeTelegram, transport: httpx.AsyncBaseTransport, token: str, candidates: int, questions: int
) -> tuple[dict[str, list[float]], list[BaseException], float, float]:
    """The bot polling the fake server, and every candidate taking the interview at once: the latencies,
    the failures, the wall time and the process's CPU time over it."""
    client = ApiClient("http://testserver", SERVICE_TOKEN, transport=transport)
    bot = create_bot(TOKEN, tg.base_url)
    dispatcher = create_dispatcher(client)
    polling = asyncio.create_task(dispatcher.start_polling(bot, polling_timeout=10, handle_signals=False))
    await tg.wait_for(lambda: tg.polls > 0)
    latencies: dict[str, list[float]] = {
        "/start": [],
        "click Begin": [],
        "typed answer": [],
        "click answer": [],
    }
    started, cpu = time.monotonic(), time.process_time()
    results = await asyncio.gather(
        *(Candidate(tg, 100_000 + i, latencies).interview(token, questions) for i in range(candidates)),
        return_exceptions=True,
    )
    elapsed, cpu = time.monotonic() - started, time.process_time() - cpu
    await dispatcher.stop_polling()
    await polling
    await client.aclose()
    return latencies, [r for r in results if isinstance(r, BaseException)], elapsed, cpu


async def run(candidates: int, questions: int, index_dir: Path) -> None:
    tg = FakeTelegram()
    await tg.start()
    catalog = load_full_catalog(None)
    index = open_index(index_dir)
    if index.needs_sync(list(catalog)):
        print(f"indexing the bank into {index_dir} …", flush=True)
        index.sync(list(catalog))
    with tempfile.TemporaryDirectory() as data:
        settings = api_settings(Path(data), f"sqlite+aiosqlite:///{data}/store.db")
        async with running_api(settings, index, catalog) as api:
            key = await api.recruiter_key("Bench")
            body = {
                "question_count": questions,
                "types": ["single", "truefalse"],
                "reveal": "end",
                "max_uses": candidates,
                "title": "Bench",
            }
            invite = await api.client.post("/v1/invites", json=body, headers=api.recruiter(key))
            timed = TimedTransport(httpx.ASGITransport(app=api.app))
            latencies, failures, elapsed, cpu = await drive(
                tg, timed, invite.json()["token"], candidates, questions
            )
    where = "the real API (in-process, SQLite)"
    await tg.stop()
    every = [v for values in latencies.values() for v in values]
    sends = sum(1 for c in tg.calls if c.method != "getUpdates")
    print(
        f"{candidates} candidates × {questions} questions at once, against {where}: {elapsed:.1f} s, "
        f"{len(every)} updates ({len(every) / elapsed:.0f}/s), {sends} Bot API calls, {len(failures)} failed"
    )
    # one process (bot, API, fake Bot API): its Python runs on one core, so this bounds updates/s
    print(f"CPU time {cpu:.1f} s: {1000 * cpu / max(1, len(every)):.1f} ms per update, everything included")
    print(f"{'update':<14} {'n':>5} {'p50 ms':>8} {'p90 ms':>8} {'p99 ms':>8} {'max ms':>8}")
    for kind, values in [*latencies.items(), ("all", every)]:
        if values:
            p50, p90, p99 = (quantile(values, q) * 1000 for q in (0.5, 0.9, 0.99))
            print(
                f"{kind:<14} {len(values):>5} {p50:>8.0f} {p90:>8.0f} {p99:>8.0f} {max(values) * 1000:>8.0f}"
            )
    print("API requests made by the bot (same process, same event loop):")
    for route, values in sorted(timed.times.items()):
        p50, p99 = (quantile(values, q) * 1000 for q in (0.5, 0.99))
        print(f"  {route:<34} {len(values):>5}  p50 {p50:>6.0f} ms  p99 {p99:>6.0f} ms")
    for failure in failures[:3]:
        print("failure:", repr(failure)[:300])


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--candidates", type=int, default=100)
    parser.add_argument("--questions", type=int, default=5)
    parser.add_argument("--index-dir", type=Path, default=ROOT / ".pytest_cache/d/ibot-api-index")
    args = parser.parse_args()
    with asyncio.Runner(loop_factory=event_loop_factory()) as runner:
        runner.run(run(args.candidates, args.questions, args.index_dir))


if __name__ == "__main__":
    main()
