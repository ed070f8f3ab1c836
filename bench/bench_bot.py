"""The bot's reply time under load: 100 candidates taking an interview at once, through a real
``interview-bot up`` (the API on SQLite and the bot in one process, as deployed) and a fake Telegram
Bot API server.

    .venv/bin/python bench/bench_bot.py [--runs 3] [--candidates 100] [--questions 5] [--think 0]

Each run starts a fresh data dir and its own ``interview-bot up`` (one process: uvicorn, the API, the
aiogram bot long-polling the fake server, uvloop), pointed at the suite's fake Bot API server
(``IBOT_TELEGRAM_API_URL``), which runs here, in the bench's process, with the candidates — so, like
Telegram itself, it does not share the served process's core. Each candidate opens the invite
(/start), clicks Begin, then answers every question (typing a letter for a single-choice question,
clicking a button for true/false). All of them send /start at the same moment; after that each
takes its next step the moment the bot's reply arrives (``--think 0``: every candidate always has an
update waiting, the heaviest case) or after a pause drawn from 0 to twice ``--think`` seconds (seeded),
as a person reading the question would.

What a candidate sees, timed from the moment the update is queued at the fake server (the bot's long
poll is answered at once) to the moment the bot's call arrives there: "first reply", the first message
in that chat or the answer to that click (the spinner stops); "next step", the message that moves the
interview on (the rules, a question, the end). The served process's CPU time (user + system, from
``/proc``) over the window, per update, is what bounds how fast it can go on one core.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import httpx  # noqa: E402

from api.serve import event_loop_factory  # noqa: E402
from tests.helpers.fake_telegram import FakeTelegram, Sent  # noqa: E402
from tests.helpers.ports import free_port  # noqa: E402
from tests.helpers.topology import (  # noqa: E402
    CLI,
    cli_recruiter_key,
    process_env,
    stop_process,
    wait_until_ready,
)

TOKEN = "123456789:AAF-bench-token_for-the-fake-server"
KINDS = ("/start", "click Begin", "typed answer", "click answer")


@dataclass
class Run:
    """One run's latencies (seconds, by kind of update) and counts."""

    first: dict[str, list[float]] = field(default_factory=lambda: {kind: [] for kind in KINDS})
    step: dict[str, list[float]] = field(default_factory=lambda: {kind: [] for kind in KINDS})
    elapsed: float = 0.0
    server_cpu: float = 0.0
    bench_cpu: float = 0.0
    calls: dict[str, int] = field(default_factory=dict)  # Bot API calls by method, getUpdates aside
    failures: list[BaseException] = field(default_factory=list)

    @property
    def updates(self) -> int:
        return sum(len(values) for values in self.first.values())


def cpu_seconds(pid: int) -> float:
    """A process's CPU time so far, user + system (Linux ``/proc``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


class Candidate:
    def __init__(self, tg: FakeTelegram, user_id: int, run: Run, think: float, rng: random.Random):
        self.tg, self.user_id, self.run, self.think, self.rng = tg, user_id, run, think, rng

    def _answered_at(self, callback: str) -> float | None:
        """When the bot's answer to the click ``callback`` arrived (the latest calls are searched first)."""
        if callback not in self.tg.answered_callbacks:
            return None
        for call in reversed(self.tg.calls):
            if call.method == "answerCallbackQuery" and call.params.get("callback_query_id") == callback:
                return call.at
        return None

    async def _reply(self, kind: str, update: dict[str, Any], since: float, contains: str) -> Sent:
        callback = update.get("callback_query", {}).get("id")

        def first() -> float | None:
            answered = self._answered_at(callback) if callback else None
            sent = [m.at for m in self.tg.bot_messages(self.user_id) if m.at >= since]
            times = [t for t in (answered, min(sent, default=None)) if t is not None]
            return min(times) if times else None

        def step() -> Sent | None:
            messages = self.tg.bot_messages(self.user_id)
            return next((m for m in messages if m.at >= since and contains in m.text), None)

        first_at = await self.tg.wait_for(first, timeout=300, chat=self.user_id)
        message: Sent = await self.tg.wait_for(step, timeout=300, chat=self.user_id)
        self.run.first[kind].append(first_at - since)
        self.run.step[kind].append(message.at - since)
        return message

    async def _pause(self) -> None:
        if self.think > 0:
            await asyncio.sleep(self.rng.uniform(0, 2 * self.think))

    async def interview(self, token: str, questions: int) -> None:
        since = time.monotonic()  # every candidate opens the invite at the same moment
        rules = await self._reply("/start", self.tg.send_text(self.user_id, f"/start {token}"), since, "共")
        await self._pause()
        since = time.monotonic()
        update = self.tg.click(self.user_id, rules, rules.buttons[0][1])
        message = await self._reply("click Begin", update, since, "第 1/")
        for number in range(1, questions + 1):
            expect = f"第 {number + 1}/" if number < questions else "完成"
            await self._pause()
            since = time.monotonic()
            if message.buttons and message.buttons[0][1].endswith((":true", ":false")):  # true/false: click
                update = self.tg.click(self.user_id, message, message.buttons[0][1])
                message = await self._reply("click answer", update, since, expect)
            else:  # single choice: type a letter
                update = self.tg.send_text(self.user_id, "B")
                message = await self._reply("typed answer", update, since, expect)


def start_profile(target: Path | None, pid: int, seed: int) -> subprocess.Popen[bytes] | None:
    """py-spy (on PATH or beside this Python) sampling the served process while the GIL is held, its
    collapsed stacks written to ``target`` with the run's number; None without ``--profile``."""
    if target is None:
        return None
    spy = shutil.which("py-spy") or str(Path(sys.executable).parent / "py-spy")
    out = target.with_name(f"{target.stem}-{seed + 1}{target.suffix}")
    command = [spy, "record", "--gil", "-r", "100", "--pid", str(pid), "--format", "raw", "-o", str(out)]
    return subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def stop_profile(profiler: subprocess.Popen[bytes] | None) -> None:
    if profiler is not None:
        profiler.send_signal(signal.SIGINT)  # py-spy writes its file on SIGINT
        profiler.wait(timeout=60)


async def make_invite(url: str, key: str, questions: int, candidates: int) -> str:
    body = {
        "question_count": questions,
        "types": ["single", "truefalse"],
        "reveal": "end",
        "max_uses": candidates,
        "title": "Bench",
    }
    async with httpx.AsyncClient(base_url=url, timeout=30) as client:
        response = await client.post("/v1/invites", json=body, headers={"Authorization": f"Bearer {key}"})
        response.raise_for_status()
        return str(response.json()["token"])


async def one_run(args: argparse.Namespace, seed: int) -> Run:
    """A fresh data dir and ``interview-bot up``, the fake server here, every candidate at once."""
    tg = FakeTelegram()
    await tg.start()
    run = Run()
    with tempfile.TemporaryDirectory(prefix="bench-bot-") as work:
        data = Path(work) / "data"
        env = process_env(
            IBOT_DATA_DIR=str(data),
            IBOT_TELEGRAM_TOKEN=TOKEN,
            IBOT_TELEGRAM_API_URL=tg.base_url,
        )
        env["PYTHONPATH"] = str(ROOT)  # the server runs this checkout's code
        key = await asyncio.to_thread(cli_recruiter_key, env, "Bench")
        port = free_port()
        url = f"http://127.0.0.1:{port}"
        log = Path(work) / "up.log"
        with log.open("wb") as output:
            process = subprocess.Popen(
                [*CLI, "up", "--host", "127.0.0.1", "--port", str(port)],
                env=env,
                cwd=work,
                stdout=output,
                stderr=subprocess.STDOUT,
            )
            try:
                # in a thread: the fake server on this loop answers the bot's first calls meanwhile
                await asyncio.to_thread(wait_until_ready, f"{url}/readyz", process, log, 300, warm=True)
                await tg.wait_for(lambda: tg.polls > 0, timeout=60)
                token = await make_invite(url, key, args.questions, args.candidates)
                rng = random.Random(seed)
                people = [
                    Candidate(tg, 100_000 + n, run, args.think, random.Random(rng.random()))
                    for n in range(args.candidates)
                ]
                calls_before = len(tg.calls)
                profiler = start_profile(args.profile, process.pid, seed)
                started, cpu, own = time.monotonic(), cpu_seconds(process.pid), time.process_time()
                results = await asyncio.gather(
                    *(person.interview(token, args.questions) for person in people), return_exceptions=True
                )
                run.elapsed = time.monotonic() - started
                run.server_cpu = cpu_seconds(process.pid) - cpu
                run.bench_cpu = time.process_time() - own
                for call in tg.calls[calls_before:]:
                    if call.method != "getUpdates":
                        run.calls[call.method] = run.calls.get(call.method, 0) + 1
                run.failures = [r for r in results if isinstance(r, BaseException)]
                stop_profile(profiler)
            finally:
                await asyncio.to_thread(stop_process, process)
                await tg.stop()
        if run.failures:
            print(f"the server's log ends:\n{log.read_text()[-2000:]}")
    return run


def report(runs: list[Run], args: argparse.Namespace) -> None:
    for n, run in enumerate(runs, 1):
        every = [v for values in run.first.values() for v in values]
        p50, p99 = (quantile(every, q) * 1000 for q in (0.5, 0.99)) if every else (float("nan"),) * 2
        served, own = (1000 * cpu / max(1, run.updates) for cpu in (run.server_cpu, run.bench_cpu))
        print(
            f"run {n}: {run.updates} updates in {run.elapsed:.1f} s ({run.updates / run.elapsed:.0f}/s), "
            f"{sum(run.calls.values())} Bot API calls, {len(run.failures)} failed; "
            f"first reply p50 {p50:.0f} ms, p99 {p99:.0f} ms; served process {served:.1f} ms CPU "
            f"per update (the bench's own process: {own:.1f} ms)"
        )
        print(
            "  Bot API calls:",
            ", ".join(f"{m} {c}" for m, c in sorted(run.calls.items(), key=lambda i: -i[1])),
        )
        for failure in run.failures[:3]:
            print("  failure:", repr(failure)[:300])

    def median(pick: Any) -> float:
        return statistics.median(pick(run) for run in runs)

    print(
        f"\n{args.candidates} candidates × {args.questions} questions at once (think {args.think:g} s), "
        f"median of {len(runs)} runs; served process CPU "
        f"{median(lambda r: 1000 * r.server_cpu / max(1, r.updates)):.1f} ms per update"
    )
    print(
        f"{'update':<14} {'n':>5} {'first reply p50':>16} {'p90':>7} {'p99':>7} {'max':>7}   "
        f"{'next step p50':>14} {'p99':>7}   (ms)"
    )
    for kind in [*KINDS, "all"]:

        def values(run: Run, which: str, kind: str = kind) -> list[float]:
            table = run.first if which == "first" else run.step
            return [v for k, vs in table.items() if kind in ("all", k) for v in vs]

        if not values(runs[0], "first"):
            continue
        n = int(median(lambda r: len(values(r, "first"))))
        first = [median(lambda r, q=q: quantile(values(r, "first"), q) * 1000) for q in (0.5, 0.9, 0.99)]
        top = median(lambda r: max(values(r, "first")) * 1000)
        step = [median(lambda r, q=q: quantile(values(r, "step"), q) * 1000) for q in (0.5, 0.99)]
        print(
            f"{kind:<14} {n:>5} {first[0]:>16.0f} {first[1]:>7.0f} {first[2]:>7.0f} {top:>7.0f}   "
            f"{step[0]:>14.0f} {step[1]:>7.0f}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--candidates", type=int, default=100)
    parser.add_argument("--questions", type=int, default=5)
    parser.add_argument(
        "--think", type=float, default=0.0, help="mean seconds a candidate takes before each step (0: none)"
    )
    parser.add_argument(
        "--profile", type=Path, help="write py-spy's collapsed stacks of the served process here (per run)"
    )
    args = parser.parse_args()
    runs = []
    for n in range(args.runs):
        with asyncio.Runner(loop_factory=event_loop_factory()) as runner:
            runs.append(runner.run(one_run(args, seed=n)))
    report([run for run in runs if run.updates], args)


if __name__ == "__main__":
    main()
