"""Operations: liveness, readiness (store and index reachable), Prometheus metrics."""

from __future__ import annotations

import asyncio

from fastapi import APIRouter, Response
from fastapi.responses import JSONResponse
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from api.deps import Credentials, Ctx
from api.errors import ApiError, problem_responses
from api.security import same_secret
from api.store.engine import store_is_readable

router = APIRouter(tags=["operations"])


@router.get("/healthz")
async def healthz() -> dict[str, str]:
    """The process is up."""
    return {"status": "ok"}


@router.get("/readyz")
async def readyz(ctx: Ctx) -> JSONResponse:
    """The store's tables can be read and the index answers (503 otherwise). ``warm``: what the first
    answers would otherwise load (the warm-up started with the app) is loaded; not a condition of being
    ready, since the service answers meanwhile, a little slower."""
    checks = {"store": await store_is_readable(ctx.engine)}
    try:
        checks["index"] = bool(await asyncio.wait_for(asyncio.to_thread(ctx.index.ping), 5))
    except Exception:
        checks["index"] = False
    checks["catalog"] = len(ctx.catalog) > 0
    ready = all(checks.values())
    return JSONResponse(
        {
            "status": "ready" if ready else "unavailable",
            "checks": checks,
            "warm": bool(ctx.extras.get("warm")),
        },
        200 if ready else 503,
    )


@router.get("/metrics", responses=problem_responses(401))
async def metrics(ctx: Ctx, credentials: Credentials) -> Response:
    """Prometheus metrics; with ``IBOT_METRICS_TOKEN`` set, only for ``Authorization: Bearer <it>``."""
    required = ctx.settings.metrics_token
    if required is not None:
        given = credentials.credentials if credentials is not None else ""
        if not same_secret(given, required.get_secret_value()):
            raise ApiError(401, "the metrics token is required (IBOT_METRICS_TOKEN)")
    return Response(generate_latest(ctx.metrics.registry), media_type=CONTENT_TYPE_LATEST)
