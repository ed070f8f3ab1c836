"""Webhook delivery latency: from a session's finishing answer to the ``session.finished`` request reaching a
receiver on loopback (p50/p99), idle and under the answer-turn load of bench/bench_api.py (concurrent
practice candidates answering), the API in this process on SQLite with the in-memory question index,
served by uvicorn on loopback (every request on a socket: ``served``).

    python bench/bench_webhooks.py                     # 3 runs of 40 finished interviews, 8 loaders
    python bench/bench_webhooks.py --runs 5 --sessions 100 --load 16
    python bench/bench_webhooks.py --crash                 # duplicates after kill -9, 3 runs of 60 events

Latency is measured from sending the finishing answer (the session finishes inside that request) to the
receiver's arrival time, both with time.perf_counter in this process. Figures: the median over runs of
each run's p50 and p99; the idle figures are measured in the same run as the baseline.

``--crash``: the share of events delivered twice when the API is killed with SIGKILL while delivering.
A child process (bench/webhook_crash_child.py) records ``--events`` events at once and delivers them to
a receiver here; once the receiver holds half of them the child is killed, a new one is started on the
same database, and when it has settled every delivery the receiver's duplicates are counted (a delivery
the receiver got but the killed process had not marked delivered is sent again when its lease runs out:
at-least-once). Figures: each run's duplicate share and their median.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import socket
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import AsyncIterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import json

from tests.helpers.api_fixtures import Api, api_settings, running_api
from tests.helpers.fake_index import FakeQuestionIndex

ARRIVED: dict[str, float] = {}


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self) -> None:
        body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        arrived = time.perf_counter()
        event = json.loads(body)
        if event["type"] == "session.finished":
            ARRIVED.setdefault(event["data"]["session"]["id"], arrived)
        self.send_response(204)
        self.end_headers()

    def log_message(self, *args: Any) -> None:
        pass


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


async def load(api: Api, telegram_id: int, stop: asyncio.Event) -> int:
    """A practice candidate answering turn after turn until stopped (a new round when one ends)."""
    turns = 0
    while not stop.is_set():
        body = {"mode": "practice", "candidate": {"telegram_id": telegram_id}, "count": 20}
        session = (
            await api.client.post("/v1/sessions", json=body, headers=api.candidate(telegram_id))
        ).json()
        while not stop.is_set():
            current = await api.client.get(
                f"/v1/sessions/{session['id']}/current", headers=api.candidate(telegram_id)
            )
            question = current.json().get("question")
            if question is None:
                break
            answer = {
                "question_id": question["id"],
                "answer": "A",
                "idempotency_key": f"{telegram_id}-{turns}",
            }
            await api.client.post(
                f"/v1/sessions/{session['id']}/answers", json=answer, headers=api.candidate(telegram_id)
            )
            turns += 1
        await api.client.post(f"/v1/sessions/{session['id']}/finish", headers=api.candidate(telegram_id))
    return turns


async def measured(api: Api, key: str, sessions: int, first_id: int) -> list[float]:
    latencies = []
    for number in range(sessions):
        telegram_id = first_id + number
        invite = await api.client.post(
            "/v1/invites", json={"question_count": 1, "types": ["single"]}, headers=api.recruiter(key)
        )
        start = {
            "mode": "interview",
            "invite_token": invite.json()["token"],
            "candidate": {"telegram_id": telegram_id},
        }
        session = (
            await api.client.post("/v1/sessions", json=start, headers=api.candidate(telegram_id))
        ).json()
        current = await api.client.get(
            f"/v1/sessions/{session['id']}/current", headers=api.candidate(telegram_id)
        )
        answer = {"question_id": current.json()["question"]["id"], "answer": "A", "idempotency_key": "fin"}
        sent = time.perf_counter()
        await api.client.post(
            f"/v1/sessions/{session['id']}/answers", json=answer, headers=api.candidate(telegram_id)
        )
        deadline = time.perf_counter() + 30
        while session["id"] not in ARRIVED:
            if time.perf_counter() > deadline:
                raise RuntimeError(f"no session.finished for {session['id']} within 30 s")
            await asyncio.sleep(0.001)
        latencies.append((ARRIVED[session["id"]] - sent) * 1000)
    return latencies


@contextlib.asynccontextmanager
async def served(api: Api) -> AsyncIterator[Api]:
    """``api`` with a client that reaches the app through uvicorn on a loopback socket, in this loop.

    Not the in-process client: with SQLite's statements in the loop's thread (api/store/in_loop_sqlite.py)
    a request made through httpx's ASGITransport runs from start to end in the caller's task without once
    suspending, so a loader answering turn after turn never gave the loop back — not to the measured
    sessions, not to the delivery worker, not to the other loaders. A client on a socket waits for its
    answer as the bot and a recruiter's ATS do."""
    import uvicorn

    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    server = uvicorn.Server(uvicorn.Config(api.app, lifespan="off", log_level="warning"))
    serving = asyncio.create_task(server.serve(sockets=[sock]))
    while not server.started:
        if serving.done():
            serving.result()  # its failure
        await asyncio.sleep(0.01)
    base_url = f"http://127.0.0.1:{sock.getsockname()[1]}"
    try:
        async with httpx.AsyncClient(base_url=base_url, timeout=60) as client:
            yield dataclasses.replace(api, client=client)
    finally:
        server.should_exit = True
        await serving
        sock.close()


async def one_run(
    args: argparse.Namespace, url: str, index: Any, catalog: Any, run: int
) -> dict[str, list[float]]:
    with tempfile.TemporaryDirectory() as directory:
        settings = api_settings(
            Path(directory),
            f"sqlite+aiosqlite:///{directory}/store.db",
            outbound_allow_private=True,
            rate_limit_candidate_per_minute=0,
            rate_limit_key_per_minute=0,
        )
        async with running_api(settings, index, catalog) as in_process, served(in_process) as api:
            key = await api.recruiter_key("Bench")
            hook = {"url": url, "events": ["session.finished"]}
            assert (
                await api.client.post("/v1/webhooks", json=hook, headers=api.recruiter(key))
            ).status_code == 201
            idle = await measured(api, key, args.sessions, 10_000_000 + run * 100_000)
            stop = asyncio.Event()
            loaders = [asyncio.create_task(load(api, 20_000_000 + i, stop)) for i in range(args.load)]
            await asyncio.sleep(0.5)
            started = time.perf_counter()
            loaded = await measured(api, key, args.sessions, 30_000_000 + run * 100_000)
            elapsed = time.perf_counter() - started
            stop.set()
            turns = sum(await asyncio.gather(*loaders))
            print(
                f"run {run + 1}: {turns} load turns, {turns / elapsed:.0f} turns/s while measuring",
                flush=True,
            )
    return {"idle": idle, "loaded": loaded}


CRASH_ARRIVALS: list[str] = []
CRASH_LOCK = threading.Lock()


class CrashReceiver(BaseHTTPRequestHandler):
    def do_POST(self) -> None:
        body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        with CRASH_LOCK:
            CRASH_ARRIVALS.append(json.loads(body)["id"])
        self.send_response(204)
        self.end_headers()

    def log_message(self, *args: Any) -> None:
        pass


def unique_arrivals() -> int:
    with CRASH_LOCK:
        return len(set(CRASH_ARRIVALS))


def crash_run(url: str, events: int) -> tuple[int, int]:
    """One run: (events, duplicates) after a SIGKILL at half the events received."""
    import subprocess

    child = Path(__file__).with_name("webhook_crash_child.py")
    with CRASH_LOCK:
        CRASH_ARRIVALS.clear()
    with tempfile.TemporaryDirectory() as directory:
        command = [sys.executable, str(child), directory, url, str(events)]
        first = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
        deadline = time.monotonic() + 120
        while unique_arrivals() < events // 2 and time.monotonic() < deadline and first.poll() is None:
            time.sleep(0.001)
        first.kill()  # SIGKILL: no shutdown, no settling
        first.wait()
        received_at_kill = unique_arrivals()
        second = subprocess.run(command, capture_output=True, text=True, timeout=180)
        assert "settled" in second.stdout, second.stderr[-2000:]
    with CRASH_LOCK:
        arrivals = list(CRASH_ARRIVALS)
    assert len(set(arrivals)) == events, (len(set(arrivals)), events)
    duplicates = len(arrivals) - events
    print(f"killed with {received_at_kill} of {events} received; {duplicates} delivered twice", flush=True)
    return events, duplicates


def crash_main(args: argparse.Namespace) -> None:
    server = ThreadingHTTPServer(("127.0.0.1", 0), CrashReceiver)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/hooks"
    shares = []
    for _ in range(args.runs):
        events, duplicates = crash_run(url, args.events)
        shares.append(duplicates / events)
    server.shutdown()
    runs = ", ".join(f"{share:.1%}" for share in shares)
    print(f"duplicates after kill -9: median {statistics.median(shares):.1%} of events ({runs})")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--sessions", type=int, default=40)
    parser.add_argument("--load", type=int, default=8, help="concurrent practice candidates answering")
    parser.add_argument("--crash", action="store_true", help="duplicates after kill -9 instead")
    parser.add_argument("--events", type=int, default=60, help="--crash: events per run")
    args = parser.parse_args()
    if args.crash:
        crash_main(args)
        return
    from bank.library import load_full_catalog

    catalog = load_full_catalog(None)
    index = FakeQuestionIndex(catalog)
    server = ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/hooks"
    results = [asyncio.run(one_run(args, url, index, catalog, run)) for run in range(args.runs)]
    server.shutdown()
    for name in ("idle", "loaded"):
        p50 = statistics.median(percentile(r[name], 0.50) for r in results)
        p99 = statistics.median(percentile(r[name], 0.99) for r in results)
        print(f"{name:>6}: delivery latency p50 {p50:.1f} ms, p99 {p99:.1f} ms (median of {args.runs} runs)")


if __name__ == "__main__":
    main()
