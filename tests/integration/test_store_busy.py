"""A request that finds no pooled store connection free within the pool's timeout — more requests waiting
for the store than it serves, as a benchmark's open loop past capacity on a loaded machine had it — is
answered 503 with Retry-After (the bot sends it again), not 500; the answer it carried is recorded when
sent again, once. On SQLite and PostgreSQL: each has its own pool."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy.exc import TimeoutError as NoConnectionInTime

from api.store import engine as engine_module
from tests.helpers.api_fixtures import api_settings, running_api
from tests.helpers.api_flows import answer, current_question, right_answer, start_practice

pytestmark = pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
TELEGRAM_ID = 7391


async def test_an_answer_that_waits_out_the_pool_is_503_and_recorded_when_sent_again(
    migrated_database_url: str,
    tmp_path: Path,
    real_index: Any,
    api_catalog: Any,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(engine_module, "POOL_TIMEOUT_S", 0.2)  # read when the app makes its engine
    settings = api_settings(tmp_path, migrated_database_url)
    async with running_api(settings, real_index, api_catalog) as api:
        session = await start_practice(api, TELEGRAM_ID, count=3)
        question, _ = await current_question(api, TELEGRAM_ID, session["id"])
        text, key = right_answer(question), "busy-1"

        async with contextlib.AsyncExitStack() as held:
            taken = 0
            with pytest.raises(NoConnectionInTime):  # every connection the pool gives, taken here
                while True:
                    await held.enter_async_context(api.ctx.engine.connect())
                    taken += 1
            assert taken > 1

            busy = await answer(api, TELEGRAM_ID, session["id"], question.id, text, key)

        assert busy.status_code == 503, busy.text
        assert busy.headers["Retry-After"] == "5"
        assert busy.json()["reason"] == "busy"
        assert busy.json()["detail"] == "the service is busy; try again shortly"

        again = await answer(api, TELEGRAM_ID, session["id"], question.id, text, key)  # as the bot retries
        assert again.status_code == 200, again.text
        assert again.json()["replayed"] is False and again.json()["verdict"] == "correct"
        assert again.json()["next"]["question"]["id"] != question.id
        assert (await answer(api, TELEGRAM_ID, session["id"], question.id, text, key)).json()["replayed"]
