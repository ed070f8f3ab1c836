"""The item tallies' tests, and the answer turn's races with what else ends or changes a session: a bank
of two questions with a total time limit, a candidate taking it, and the sums kept compared with the sums
recomputed from what the store holds."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import answer, question_view, start
from tests.helpers.banks import upload_ready

BANK = (
    "id,type,stem,A,B,C,D,key,explanation,topics\n"
    # the key is wrong: the admin port is 7003 (corrected below)
    "tq-1,single,Which zephyrgate port is the admin port?,7001,7002,7003,7004,A,,zephyr\n"
    "tq-2,truefalse,zephyrgate replicas elect a leader with Raft.,,,,,true,,zephyr\n"
)


async def kept_and_rebuilt(api: Api) -> tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]:
    """The sums as kept, and as recomputed from the sessions and answers (rolled back)."""
    from api.store.models import ItemTally
    from api.store.tallies import rebuild

    query = select(
        ItemTally.org_id,
        ItemTally.invite_id,
        ItemTally.question_id,
        ItemTally.bucket,
        ItemTally.n,
        ItemTally.correct,
        ItemTally.rest,
        ItemTally.rest_sq,
        ItemTally.correct_rest,
    )

    def rows(result: Any) -> list[tuple[Any, ...]]:
        return sorted(
            (*row[:6], *(round(value, 9) for value in row[6:])) for row in result.all() if row.n != 0
        )

    async with api.ctx.engine.connect() as connection:
        kept = rows(await connection.execute(query.order_by(*query.selected_columns[:4])))
        await connection.run_sync(rebuild)
        rebuilt = rows(await connection.execute(query))
        await connection.rollback()
    return kept, rebuilt


async def take(api: Api, telegram_id: int, token: str, answers: dict[str, str], stop_after: int = 2) -> str:
    session = await start(api, telegram_id, token, name=f"C{telegram_id}")
    for _ in range(stop_after):
        question = await question_view(api, telegram_id, session["id"])
        reply = await answer(
            api,
            telegram_id,
            session["id"],
            question["id"],
            answers[question["id"][-4:]],
            f"k-{question['id']}",
        )
        assert reply.status_code == 200, reply.text
    return str(session["id"])


RIGHT = {"tq-1": "A", "tq-2": "对"}  # right by the bank's keys as filed (tq-1's is corrected in one test)


async def timed_invite(api: Api, headers: dict[str, str]) -> tuple[dict[str, Any], str]:
    """The bank uploaded, and an invite of its two questions with a total time limit: (bank, token)."""
    bank = await upload_ready(api.client, headers, "zephyr", BANK, "text/csv")
    body = {"question_count": 2, "banks": [bank["id"]], "max_uses": 20, "total_time_limit_s": 600}
    made = await api.client.post("/v1/invites", json=body, headers=headers)
    assert made.status_code == 201, made.text
    return bank, str(made.json()["token"])


async def sessions_counted(api: Api) -> int:
    """The sessions the kept sums count (their rows under question ''), after checking the sums kept
    equal the sums recomputed from the store."""
    kept, rebuilt = await kept_and_rebuilt(api)
    assert kept == rebuilt  # the sums kept are the sums of what the store holds
    return sum(row[4] for row in kept if row[2] == "")
