"""Serving: migrate, index the bank if it changed, run uvicorn (and optionally a companion task, e.g.
the Telegram bot) until Ctrl-C."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from types import FrameType
from typing import Any

import uvicorn
from fastapi import FastAPI

from api.app import create_app, default_meaning, open_default_index
from api.observability import configure_logging
from api.services.ports import QuestionIndex
from api.settings import Settings
from api.store.engine import current_revision, make_engine, migrate
from bank.catalog import Catalog

log = logging.getLogger("api.serve")
# The cyclic collector collects its young generation every YOUNG_COLLECTION allocations. Python's default
# (700) collects every few requests under answer turns: it finds the requests in flight still alive,
# moves their objects on to the older generations and walks them again there. With a threshold above a
# request's allocations, most of a request's objects are freed before a collection sees them.
YOUNG_COLLECTION = 5_000


def event_loop_factory() -> Callable[[], asyncio.AbstractEventLoop] | None:
    """uvloop's event loop when it is installed (``uvicorn[standard]`` brings it; not on Windows), else
    None (asyncio's own). ``serve`` runs inside a loop the caller made, where uvicorn's own ``loop``
    setting does not apply: this is how the server gets the faster loop (measured: bench/bench_api.py)."""
    try:
        import uvloop
    except ImportError:
        return None
    return uvloop.new_event_loop


def run_server(main: Coroutine[Any, Any, None]) -> None:
    """Run ``main`` (``serve(...)``) to completion on the fastest event loop available, with the young
    generation collected every ``YOUNG_COLLECTION`` allocations."""
    before = gc.get_threshold()
    gc.set_threshold(YOUNG_COLLECTION, *before[1:])
    try:
        with asyncio.Runner(loop_factory=event_loop_factory()) as runner:
            runner.run(main)
    finally:
        gc.set_threshold(*before)


@dataclass
class Prepared:
    catalog: Catalog
    index: QuestionIndex
    revision: str | None
    indexed: Any  # the sync report, or None when the index was up to date
    service_token_created: bool


FIRST_EMBEDDING_NOTE = (
    "first start: indexing the question bank ({questions} questions and their explanations). The curated "
    "bank's vectors ship with the code, so only questions imported or edited since are embedded with the "
    "bundled multilingual-e5-small model on the CPU (about a second each on a busy machine); later starts "
    "reuse the index in {where}."
)


async def prepare(
    settings: Settings,
    *,
    sync_index: bool = True,
    progress: bool = False,
    announce: Callable[[str], None] | None = None,
    index: QuestionIndex | None = None,
) -> Prepared:
    """Migrate the store, load the bank, open the index (syncing it when the bank changed), and make sure
    the service token exists. ``announce`` hears, before any embedding starts, what is about to take time."""
    from bank.library import load_full_catalog

    engine = make_engine(settings.sqlalchemy_url)
    try:
        await migrate(engine)
        revision = await current_revision(engine)
    finally:
        await engine.dispose()
    catalog = await asyncio.to_thread(load_full_catalog, settings.data_dir)
    if index is None:
        index = await asyncio.to_thread(open_default_index, settings)
    report = None
    if sync_index and await asyncio.to_thread(index.needs_sync, list(catalog)):
        if announce is not None:
            if await asyncio.to_thread(index.count) == 0:
                where = settings.chroma_url or str((settings.data_dir / "chroma").resolve())
                announce(FIRST_EMBEDDING_NOTE.format(questions=len(catalog), where=where))
            else:
                announce("the bank changed since the last start: embedding new and changed questions")
        report = await asyncio.to_thread(index.sync, list(catalog), progress)
    token_created = settings.service_token is None and not (settings.data_dir / "service_token").exists()
    settings.ensure_service_token()
    return Prepared(catalog, index, revision, report, token_created)


async def serve(
    settings: Settings,
    prepared: Prepared,
    *,
    host: str,
    port: int,
    companion: Callable[[FastAPI], Coroutine[Any, Any, None]] | None = None,
    on_started: Callable[[], None] | None = None,
) -> None:
    """Serve the API until SIGINT/SIGTERM; a companion coroutine (the bot), given the app it may call in
    this process, runs beside it. It is stopped first when the server is asked to stop, so that it
    never calls an app that is shutting down, and it stops the server if it fails."""
    configure_logging()
    app = create_app(settings, index=prepared.index, catalog=prepared.catalog, meaning=default_meaning())
    # proxy_headers off: forwarded headers are believed from IBOT_TRUSTED_PROXIES alone (client_address.py)
    config = uvicorn.Config(
        app, host=host, port=port, log_config=None, access_log=False, lifespan="on", proxy_headers=False
    )
    server = _CompanionFirst(config, hold=companion is not None)
    serving = asyncio.create_task(server.serve())
    while not server.started and not serving.done():
        await asyncio.sleep(0.05)
    if serving.done():
        await serving  # startup failed: raise its error
        return
    if on_started is not None:
        on_started()
    if companion is None:
        await serving
        return
    side = asyncio.create_task(companion(app))
    asked = asyncio.create_task(server.asked_to_stop())
    try:
        done, _ = await asyncio.wait({serving, side, asked}, return_when=asyncio.FIRST_COMPLETED)
        if side in done and not side.cancelled() and side.exception() is not None:
            log.error("the bot stopped; stopping the API", exc_info=side.exception())
    finally:
        for task in (asked, side):  # the bot first, while the app still answers what it finishes
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        server.stop()
    await serving


class _CompanionFirst(uvicorn.Server):
    """uvicorn that, with a companion (``hold``), does not act on the first SIGINT/SIGTERM itself: the
    companion calls the app in this process, so it is stopped first (``asked_to_stop`` returns) and the
    server after it (``stop``), as uvicorn would have stopped. A second signal stops uvicorn at once."""

    def __init__(self, config: uvicorn.Config, *, hold: bool) -> None:
        super().__init__(config)
        self.hold = hold
        self.held: int | None = None  # the first signal, not yet acted on

    def handle_exit(self, sig: int, frame: FrameType | None) -> None:
        if self.hold and self.held is None:
            self.held = sig
            return
        super().handle_exit(sig, frame)

    async def asked_to_stop(self) -> None:
        while self.held is None and not self.should_exit:
            await asyncio.sleep(0.05)

    def stop(self) -> None:
        """Stop serving, as the held signal would have (uvicorn raises it again once it has stopped)."""
        if self.held is not None and not self.should_exit:
            super().handle_exit(self.held, None)
        self.should_exit = True
