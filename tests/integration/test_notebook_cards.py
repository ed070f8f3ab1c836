"""The notebook's cards on SQLite and PostgreSQL: a practice answer writes a new card or updates the
stored one (``api/store/notebook.py``: one statement each, no ORM object), and a review answer's rating
reschedules it from the card as it was before that answer."""

from __future__ import annotations

from datetime import datetime

import pytest
from sqlalchemy import select

from api.store.models import NotebookCard
from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import CHOICE_TYPES, current_question, post_answer, start_practice, wrong_answer

pytestmark = pytest.mark.both_stores  # tests of store behaviour: SQLite and PostgreSQL

TID = 820001


async def notebook(api: Api) -> list[dict[str, object]]:
    response = await api.client.get(f"/v1/candidates/{TID}/notebook", headers=api.candidate(TID))
    assert response.status_code == 200, response.text
    return list(response.json())


async def stored_cards(api: Api) -> list[NotebookCard]:
    async with api.ctx.sessions() as db:
        return list((await db.scalars(select(NotebookCard).where(NotebookCard.candidate_id == TID))).all())


async def test_a_card_is_made_reviewed_and_rated_through_its_statements(api: Api) -> None:
    practice = await start_practice(api, TID, count=1, types=CHOICE_TYPES)
    question, _ = await current_question(api, TID, practice["id"])
    await post_answer(api, TID, practice["id"], question.id, wrong_answer(question), "p1")
    [made] = await stored_cards(api)
    assert made.question_id == question.id and made.lapses == 1 and made.card["due"]
    assert made.created_at == made.updated_at <= api.clock()

    api.clock.advance(30 * 24 * 3600)
    review = await start_practice(api, TID, review=True, count=1)
    again, _ = await current_question(api, TID, review["id"])
    assert again.id == question.id
    answered = await post_answer(api, TID, review["id"], again.id, wrong_answer(again), "r1")
    assert set(answered["rating_intervals"]) == {"again", "hard", "good", "easy"}
    [reviewed] = await stored_cards(api)
    assert reviewed.seq == made.seq and reviewed.lapses == 2  # the same card, updated
    assert reviewed.created_at == made.created_at and reviewed.updated_at > made.updated_at
    assert [entry["question_id"] for entry in await notebook(api)] == [question.id]

    rated = await api.client.post(
        f"/v1/sessions/{review['id']}/rating",
        json={"position": 0, "rating": "easy"},
        headers=api.candidate(TID),
    )
    assert rated.status_code == 200, rated.text
    [kept] = await stored_cards(api)
    assert kept.seq == made.seq and kept.due > reviewed.due  # easy, from the card before the answer
    assert datetime.fromisoformat(rated.json()["due"]) == kept.due
    assert await notebook(api) == [rated.json()]
