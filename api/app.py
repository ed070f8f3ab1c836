"""The FastAPI application: wiring only. Engines, index and settings are built in the lifespan."""

from __future__ import annotations

import asyncio
import contextlib
import copy
import functools
import gc
import random
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from datetime import datetime
from typing import TYPE_CHECKING, Any

from fastapi import APIRouter, FastAPI
from fastapi.routing import APIRoute, request_response

from api.client_address import read_forwarded_headers
from api.console.install import install_console
from api.context import ServiceContext
from api.error_handlers import install_error_handlers
from api.observability import Metrics, RequestContextMiddleware
from api.openapi import document_problems
from api.ratelimit import RateLimitMiddleware, service_token_of_app
from api.reference_pages import install_reference_pages
from api.routes import (
    ats,
    banks,
    candidate,
    candidate_data,
    invites,
    ops,
    org,
    polls,
    questions,
    sessions,
    telegram,
    topics,
    webhooks,
)
from api.services.banks import indexing
from api.services.candidates import RetentionWorker
from api.services.periodic import WalCheckpoints
from api.services.ports import QuestionIndex
from api.services.scoring import CalibrationWorker
from api.services.sessions import backfill_plan_points, replan_running_sessions
from api.services.turn import warm_up
from api.services.webhooks import DeliveryWorker, install_session_events
from api.settings import Settings
from api.store.engine import make_engine, migrate, sessionmaker_for
from api.store.types import utcnow
from bank.catalog import Catalog
from bank.grading import Similarity

if TYPE_CHECKING:
    from api.judge import LlmJudge

MAX_BODY_BYTES = 64 * 1024
MAX_UPLOAD_BYTES = 10 * 1024 * 1024 + 64 * 1024  # a 10 MB bank file (and a little slack; the service checks)
DESCRIPTION = """Interview sessions, grading and recruiter evidence.

Recruiters: `Authorization: Bearer <api key>`. Candidates (through the bot or `interview-bot chat`):
`Authorization: Bearer <service token>` and `X-Telegram-User-Id`. Errors are `application/problem+json`."""


def _warmed(ctx: ServiceContext, _: asyncio.Future[None]) -> None:
    """What the warm-up loaded lives as long as the app: out of the cyclic collector's full passes too.
    ``/readyz`` says ``warm`` from now on (a benchmark waits for it, so as not to time the loading)."""
    gc.freeze()
    ctx.extras["warm"] = True


def open_default_index(settings: Settings) -> QuestionIndex:
    from retrieval import open_index

    index: QuestionIndex = open_index(settings.data_dir, settings.chroma_url)
    return index


def default_meaning() -> Similarity:
    """The bundled e5 model as the reader's model of meaning (loaded on its first use, on CPU)."""
    from retrieval.meaning import E5Similarity

    return E5Similarity()


def build_chat_model(settings: Settings) -> Any:
    """A LangChain chat model when ``IBOT_LLM_MODEL`` is set (``provider:model``), else None."""
    if not settings.llm_model:
        return None
    from langchain.chat_models import init_chat_model

    options: dict[str, Any] = {}
    if settings.llm_base_url:
        options["base_url"] = settings.llm_base_url
    if settings.llm_api_key is not None:
        options["api_key"] = settings.llm_api_key.get_secret_value()
    return init_chat_model(settings.llm_model, **options)


def judge_for(chat_model: Any) -> LlmJudge | None:
    """The LLM judge for open answers on ``chat_model`` (None without a model): built once per app."""
    if chat_model is None:
        return None
    from api.judge import LlmJudge

    return LlmJudge(chat_model)


def add_routes(app: FastAPI, router: APIRouter) -> None:
    """``router``'s routes on the app's own router, flat, as ``include_router`` put them before this
    FastAPI kept included routers as a tree: a request to an included route walks that tree to its route
    twice, matching and handling (counted by bench/bench_stack.py).

    Each is a copy of the route its router declared (its prefix, tags, dependencies and responses given
    there, its parameters and models analysed there, once per process) with its request handler built
    again for this app, so that it answers to ``app.dependency_overrides`` as an included route does.
    Declaring every route again on each app would analyse them all again, which the test suite, starting
    hundreds of apps, would pay each time."""
    for route in router.routes:
        assert isinstance(route, APIRoute), f"{route!r}: only API routes are served flat"
        # a per-route body limit would wrap the handler (fastapi's body-limit middleware); the app's
        # limits are RequestContextMiddleware's, so none is set and the handler is served as built
        assert route.max_body_size is None, f"{route.path}: a per-route body limit is not copied"
        served = copy.copy(route)
        served.dependency_overrides_provider = app
        served.app = request_response(served.get_route_handler())
        app.router.routes.append(served)


def create_app(
    settings: Settings,
    *,
    index: QuestionIndex | None = None,
    catalog: Catalog | None = None,
    chat_model: Any = None,
    meaning: Similarity | None = None,
    clock: Callable[[], datetime] = utcnow,
) -> FastAPI:
    metrics = Metrics()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        settings.ensure_data_dir()
        # the WAL checkpointed in a worker thread, never in a commit in the loop (api/services/periodic.py)
        engine = make_engine(settings.sqlalchemy_url, checkpoint_in_thread=True)
        worker: DeliveryWorker | None = None
        warming: asyncio.Task[None] | None = None
        retention: RetentionWorker | None = None
        calibrating: CalibrationWorker | None = None
        checkpoints: WalCheckpoints | None = None
        try:
            await migrate(engine)
            if catalog is None:
                from bank.library import load_full_catalog

                loaded = await asyncio.to_thread(load_full_catalog, settings.data_dir)
            model = chat_model if chat_model is not None else build_chat_model(settings)
            app.state.ctx = ServiceContext(
                settings=settings,
                engine=engine,
                sessions=sessionmaker_for(engine),
                catalog=catalog if catalog is not None else loaded,
                index=index if index is not None else await asyncio.to_thread(open_default_index, settings),
                metrics=metrics,
                service_token=settings.ensure_service_token(),
                chat_model=model,
                judge=judge_for(model),
                meaning=meaning,
                clock=clock,
                draws=random.Random(settings.draw_seed),
            )
            worker = DeliveryWorker(app.state.ctx)
            install_session_events(app.state.ctx, worker.wake)  # before any session writes
            app.state.ctx.extras["webhook_worker"] = worker
            async with app.state.ctx.sessions.begin() as db:
                await backfill_plan_points(db, app.state.ctx.catalog)
                await replan_running_sessions(db, app.state.ctx.catalog)  # a release disputed some
            await indexing.resume(app.state.ctx)
            # in the background: ready at once, and the first turns rarely find anything still cold
            warming = asyncio.create_task(asyncio.to_thread(warm_up, app.state.ctx))
            warming.add_done_callback(functools.partial(_warmed, app.state.ctx))
            # Everything loaded so far (the bank, the index client, the embedding model) lives as long
            # as the app: keep it out of the cyclic collector's full passes, which otherwise walk it all
            # and stall a request now and then (bench/bench_console.py).
            gc.freeze()
            worker.start()
            retention = RetentionWorker(app.state.ctx)
            retention.start()
            calibrating = CalibrationWorker(app.state.ctx)
            calibrating.start()
            if engine.dialect.name == "sqlite":
                checkpoints = WalCheckpoints(app.state.ctx)
                checkpoints.start()
            yield
            await indexing.drain(app.state.ctx, timeout=30.0)
        finally:
            if warming is not None:
                with contextlib.suppress(Exception):
                    await warming
            gc.unfreeze()  # what this app held may be collected again (tests start many apps)
            if retention is not None:
                await retention.stop()
            if calibrating is not None:
                await calibrating.stop()
            if checkpoints is not None:
                await checkpoints.stop()
            if worker is not None:
                await worker.stop()
            await engine.dispose()

    app = FastAPI(
        title="interview-bot API",
        version="1.0.0",
        description=DESCRIPTION,
        lifespan=lifespan,
        docs_url=None,  # served with a content security policy (api/reference_pages.py)
        redoc_url=None,
    )
    install_error_handlers(app)
    app.add_middleware(
        RateLimitMiddleware,
        candidate_per_minute=settings.rate_limit_candidate_per_minute,
        key_per_minute=settings.rate_limit_key_per_minute,
        failed_auth_per_minute=settings.rate_limit_failed_auth_per_minute,
        service_token=service_token_of_app,
    )
    app.add_middleware(
        RequestContextMiddleware,
        metrics=metrics,
        max_body_bytes=MAX_BODY_BYTES,
        path_limits={"/v1/banks": MAX_UPLOAD_BYTES},
        clock=clock,
    )
    # Routes are matched in this order, and each request walks the routes before its own: the candidate's
    # turns come first (the most frequent requests by far), then the probes
    # (a walk past the candidate's routes costs a probe little, a walk past the probes every turn more). No
    # two routes match the same method and path (tests/integration/test_route_order.py), so the order changes
    # nothing else.
    for module in (
        candidate,
        ops,
        invites,
        sessions,
        candidate_data,
        polls,
        questions,
        topics,
        banks,
        webhooks,
        telegram,
        org,
        ats,
    ):
        add_routes(app, module.router)
    install_console(app)
    install_reference_pages(app)
    document_problems(app)
    read_forwarded_headers(app, settings.trusted_proxies)  # outermost: every limit sees the client
    return app
