"""The baseline of bench/bench_api.py: a bare FastAPI endpoint at the answer route's path, with the same
body validation (``api.schemas.AnswerIn``) and the same candidate headers read, and nothing else — what one
answer turn costs in the framework itself. Served by uvicorn, one worker, like ``interview-bot api``:

    python -m uvicorn --app-dir bench bare_endpoint:app --port 8001
"""

from __future__ import annotations

from typing import Annotated

from fastapi import FastAPI, Header

from api.schemas import AnswerIn

app = FastAPI()


@app.post("/v1/sessions/{session_id}/answers")
async def answer(
    session_id: str,
    body: AnswerIn,
    telegram_user: Annotated[str | None, Header(alias="X-Telegram-User-Id")] = None,
) -> dict[str, object]:
    return {
        "session_id": session_id,
        "question_id": body.question_id,
        "recorded": True,
        "next": {"status": "active", "question": {"id": body.question_id}},
    }


@app.get("/readyz")
async def ready() -> dict[str, str]:
    return {"status": "ok"}
