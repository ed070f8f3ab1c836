"""A write that fails logs its statement, never its values: with the store refusing new candidates
and then new answers (a trigger that fails the insert, on SQLite and PostgreSQL), the API's log of
each failure holds neither the candidate's name and username nor the answer's text."""

from __future__ import annotations

import dataclasses
import logging

import httpx
import pytest

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import TWO_SHOWN_EACH, answer, current_question, make_invite, start
from tests.helpers.data_rights import rights_api, rights_index

__all__ = ["rights_api", "rights_index"]
NAME, USERNAME = "Ouyang Xiaoqing", "ouyang_xq_secret"
ANSWER_TEXT = "my reasoning: ouyang-answer-7731 because layers normalise"


async def refuse_inserts(api: Api, table: str) -> None:
    engine = api.ctx.engine
    async with engine.begin() as connection:
        if engine.dialect.name == "sqlite":
            await connection.exec_driver_sql(
                f"CREATE TRIGGER refuse_{table} BEFORE INSERT ON {table} "
                "BEGIN INSERT INTO refused_by_the_test VALUES (1); END"  # no such table: an OperationalError
            )
        else:
            await connection.exec_driver_sql(
                "CREATE OR REPLACE FUNCTION refuse_insert() RETURNS trigger AS "
                "$$ BEGIN RAISE EXCEPTION 'refused_by_the_test'; END $$ LANGUAGE plpgsql"
            )
            await connection.exec_driver_sql(
                f"CREATE TRIGGER refuse_{table} BEFORE INSERT ON {table} "
                "FOR EACH ROW EXECUTE FUNCTION refuse_insert()"
            )


async def allow_inserts(api: Api, table: str) -> None:
    engine = api.ctx.engine
    on = "" if engine.dialect.name == "sqlite" else f" ON {table}"
    async with engine.begin() as connection:
        await connection.exec_driver_sql(f"DROP TRIGGER refuse_{table}{on}")


async def test_a_failing_write_logs_no_name_and_no_answer(
    rights_api: Api, caplog: pytest.LogCaptureFixture
) -> None:
    # a client that gets the app's 500, as a real one would, instead of the exception itself
    transport = httpx.ASGITransport(app=rights_api.app, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
        await failing_writes(dataclasses.replace(rights_api, client=client), caplog)


async def failing_writes(api: Api, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, defaults=TWO_SHOWN_EACH, question_count=1, types=["short"])

    await refuse_inserts(api, "candidates")
    await start(api, 820001, invite["token"], expect=500, name=NAME, username=USERNAME)
    await allow_inserts(api, "candidates")
    session = await start(api, 820001, invite["token"], name=NAME, username=USERNAME)

    await refuse_inserts(api, "answers")
    _, current = await current_question(api, 820001, session["id"])
    failed = await answer(api, 820001, session["id"], current["question"]["id"], ANSWER_TEXT)
    assert failed.status_code == 500, failed.text

    logged = caplog.text
    assert logged.count("refused_by_the_test") >= 2  # both failures were logged, with their errors
    assert "parameters hidden" in logged  # SQLAlchemy's mark in place of the values
    for secret in (NAME, USERNAME, "ouyang-answer-7731"):
        assert secret not in logged
