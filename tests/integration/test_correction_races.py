"""A key corrected while interviews with the question are in progress corrects their copy of it too
(api/services/banks/_banks.py). Two corrections at once of questions one session holds — of two
banks, so no bank's row lock orders them — each keep theirs in that session's copy: neither writes
the copy back as it read it before the other's was committed. The interleaving is forced as in
test_turn_races.py: the test holds the session open until both corrections wait to write it."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import start, wait_until_a_writer_waits
from tests.helpers.banks import upload_ready
from tests.helpers.tallies import BANK

pytestmark = pytest.mark.both_stores  # tests of store behaviour: SQLite and PostgreSQL


async def test_two_corrections_at_once_are_both_kept_in_a_session_in_progress(api: Api) -> None:
    from api.store import writer
    from api.store.sessions import get_session

    key = await api.recruiter_key("Acme")
    acme = api.recruiter(key)
    banks = [await upload_ready(api.client, acme, name, BANK, "text/csv") for name in ("zephyr", "gale")]
    keyed = [next(item["id"] for item in bank["items"] if item["id"].endswith("tq-1")) for bank in banks]
    form = {"questions": keyed, "banks": [bank["id"] for bank in banks], "max_uses": 5}
    invite = await api.client.post("/v1/invites", json=form, headers=acme)
    assert invite.status_code == 201, invite.text
    session_id = (await start(api, 9701, invite.json()["token"]))["id"]

    def correcting(bank: dict[str, Any], question_id: str, right: str) -> Any:
        patch = {"key": right, "erratum": {"what": "the key said 7001", "why": f"the admin port is {right}"}}
        url = f"/v1/banks/{bank['id']}/questions/{question_id}"
        return api.client.patch(url, json=patch, headers=acme)

    async with api.ctx.sessions() as holding:  # the session held until both corrections wait to write it
        assert await get_session(holding, session_id, for_update=True) is not None
        await writer.hold(holding)
        pending = [
            asyncio.create_task(correcting(bank, question_id, right))
            for bank, question_id, right in zip(banks, keyed, ("C", "B"), strict=True)
        ]
        await wait_until_a_writer_waits(api, writers=2)
        await holding.commit()
    replies = await asyncio.gather(*pending)
    assert [reply.status_code for reply in replies] == [200, 200], [reply.text for reply in replies]

    async with api.ctx.sessions() as db:
        session = await get_session(db, session_id)
        assert session is not None and session.questions is not None
        assert [session.questions[question_id]["key"] for question_id in keyed] == ["C", "B"]
