"""The notebook's cards on SQLite and PostgreSQL: a practice answer writes a new card or updates the
stored one (``api/store/notebook.py``: one statement each, no ORM object), and a review answer's rating
reschedules it from the card as it was before that answer."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any

import httpx
import pytest
from fsrs import State
from sqlalchemy import select

from api.services.candidates import practiced
from api.store import notebook as card_store
from api.store import writer
from api.store.models import Answer, NotebookCard
from api.store.notebook import CardRow
from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import (
    CHOICE_TYPES,
    answer,
    current_question,
    post_answer,
    right_answer,
    start_practice,
    wait_until_a_writer_waits,
    wrong_answer,
)

pytestmark = pytest.mark.both_stores  # tests of store behaviour: SQLite and PostgreSQL

TID = 820001


async def notebook(api: Api) -> list[dict[str, object]]:
    response = await api.client.get(f"/v1/candidates/{TID}/notebook", headers=api.candidate(TID))
    assert response.status_code == 200, response.text
    return list(response.json())


async def stored_cards(api: Api) -> list[NotebookCard]:
    async with api.ctx.sessions() as db:
        return list((await db.scalars(select(NotebookCard).where(NotebookCard.candidate_id == TID))).all())


async def missed_a_month_ago(api: Api) -> Any:
    """A practice question answered wrong (the first mistake makes its card), 30 days on: the card due."""
    practice = await start_practice(api, TID, count=1, types=CHOICE_TYPES)
    question, _ = await current_question(api, TID, practice["id"])
    await post_answer(api, TID, practice["id"], question.id, wrong_answer(question), "p1")
    api.clock.advance(30 * 24 * 3600)
    return question


async def missed_again(api: Api, question: Any) -> str:
    """A review answered wrong again (its idempotency key: "r1"): the review's id."""
    review = await start_practice(api, TID, review=True, count=1)
    await post_answer(api, TID, review["id"], question.id, wrong_answer(question), "r1")
    return str(review["id"])


def rating(api: Api, session_id: str, given: str) -> Callable[[], Awaitable[httpx.Response]]:
    """The candidate's rating of a review session's answer, to send."""
    path = f"/v1/sessions/{session_id}/rating"
    return lambda: api.client.post(path, json={"position": 0, "rating": given}, headers=api.candidate(TID))


async def rate(api: Api, session_id: str, given: str) -> dict[str, Any]:
    rated = await rating(api, session_id, given)()
    assert rated.status_code == 200, rated.text
    return dict(rated.json())


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

    rated = await rate(api, review["id"], "easy")
    [kept] = await stored_cards(api)
    assert kept.seq == made.seq and kept.due > reviewed.due  # easy, from the card before the answer
    assert datetime.fromisoformat(rated["due"]) == kept.due
    assert await notebook(api) == [rated]


async def while_the_card_is_held(api: Api, question_id: str, *requests: Callable[[], Awaitable[Any]]) -> Any:
    """The responses to ``requests``, sent one after another while a transaction the test holds open has
    the card of ``question_id`` (locked on PostgreSQL) and the writer lock (SQLite): each reads the card,
    then waits to write it, queued behind the ones sent before it (both stores wake them in order)."""
    async with api.ctx.sessions() as holding:
        of_card = (NotebookCard.candidate_id == TID) & (NotebookCard.question_id == question_id)
        assert (await holding.scalars(select(NotebookCard).where(of_card).with_for_update())).one()
        await writer.hold(holding)
        pending = []
        for request in requests:
            pending.append(asyncio.create_task(request()))
            await wait_until_a_writer_waits(api, writers=len(pending))
        await holding.commit()
    return await asyncio.gather(*pending)


# (first, kept): the request queued first, and the card as the two one after the other leave it
RATED_THEN_ANSWERED = ("rating", State.Relearning)  # "easy" made it a review card; the answer lapsed it
ANSWERED_THEN_RATED = ("answer", State.Review)  # the rating reschedules from before the rated answer


@pytest.mark.parametrize(
    "first, kept_state", [RATED_THEN_ANSWERED, ANSWERED_THEN_RATED], ids=["rated_first", "answered_first"]
)
async def test_a_rating_and_a_practice_answer_at_once_both_reschedule_the_card(
    api: Api, first: str, kept_state: State
) -> None:
    """A review answer is rated while the next review session answers the same question, each having
    read the card before the other wrote it: the card ends as the two one after the other leave it, with
    the lapses of both answers — the first mistake's and the next review's; the rated answer's, taken back
    by "easy" (the answer's review of the card as read before the rating would leave it learning; the
    rating written over the answer's review, one lapse)."""
    question = await missed_a_month_ago(api)
    rated_review = await missed_again(api, question)
    [reviewed] = await stored_cards(api)
    assert (State(reviewed.card["state"]), reviewed.lapses) == (State.Learning, 2)
    api.clock.advance(24 * 3600)
    next_review = await start_practice(api, TID, review=True, count=1)
    assert (await current_question(api, TID, next_review["id"]))[0].id == question.id

    def answering() -> Awaitable[Any]:
        return answer(api, TID, next_review["id"], question.id, wrong_answer(question), "r2")

    rated = rating(api, rated_review, "easy")
    requests = (rated, answering) if first == "rating" else (answering, rated)
    replies = await while_the_card_is_held(api, question.id, *requests)
    assert [reply.status_code for reply in replies] == [200, 200], [reply.text for reply in replies]
    [kept] = await stored_cards(api)
    assert (State(kept.card["state"]), kept.lapses) == (kept_state, 2), kept.card


@pytest.mark.parametrize("given, lapses", [("again", 2), ("hard", 1), ("easy", 1)])
async def test_a_rating_replaces_the_verdicts_lapse(api: Api, given: str, lapses: int) -> None:
    """A wrong review answer lapses the card (rated "again" by its verdict); the candidate's rating
    replaces that review, lapse included: "again" keeps the one lapse, any other rating takes it back."""
    review = await missed_again(api, await missed_a_month_ago(api))
    assert [card.lapses for card in await stored_cards(api)] == [2]  # the first mistake's and this one's

    await rate(api, review, given)
    [kept] = await stored_cards(api)
    assert kept.lapses == lapses


async def test_a_rating_reschedules_from_the_card_the_answer_reviewed(api: Api) -> None:
    """A review answer whose card was rescheduled (a rating of an earlier review answer) after the turn
    read it reviews the card as stored; its own rating then reschedules from that card, not the one the
    turn read first: "easy" made it a review card, which "good" keeps a review card (from the card as
    first read, still learning, "good" would leave it learning)."""
    question = await missed_a_month_ago(api)
    first_review = await missed_again(api, question)
    api.clock.advance(24 * 3600)
    second_review = await start_practice(api, TID, review=True, count=1)

    def answering() -> Awaitable[Any]:
        return answer(api, TID, second_review["id"], question.id, wrong_answer(question), "r2")

    rated, answered = await while_the_card_is_held(
        api, question.id, rating(api, first_review, "easy"), answering
    )
    assert [rated.status_code, answered.status_code] == [200, 200], [rated.text, answered.text]
    async with api.ctx.sessions() as db:
        [before] = (await db.scalars(select(Answer.parsed).where(Answer.idempotency_key == "r2"))).all()
    assert State(before["card_before"]["state"]) == State.Review  # as the rating left it

    await rate(api, second_review["id"], "good")
    [kept] = await stored_cards(api)
    assert State(kept.card["state"]) == State.Review, kept.card


async def test_two_first_mistakes_of_one_question_at_once_make_one_card(api: Api) -> None:
    """Two writers of one question's card, each a first mistake having read no card (through the API
    one open practice per candidate and its claimed row keep them apart; ``keep_card`` does not rely on
    that): the second to write reviews the card the first made — one card, both lapses — instead of
    failing on the unique card of a candidate and question (IntegrityError: the answer route's 409)."""
    practice = await start_practice(api, TID, count=1, types=CHOICE_TYPES)  # the candidate, on record
    question, _ = await current_question(api, TID, practice["id"])

    def first_mistake(card: CardRow | None) -> CardRow | None:
        return practiced(TID, question.id, card, "wrong", 0, api.clock())

    async with api.ctx.sessions() as late, api.ctx.sessions() as first:
        read_late = await card_store.card_of(late, TID, question.id)
        assert read_late is None
        await card_store.keep_card(first, await card_store.card_of(first, TID, question.id), first_mistake)
        await first.commit()
        kept = await card_store.keep_card(late, read_late, first_mistake)
        await late.commit()
    assert kept is not None and kept.lapses == 2
    assert [(card.lapses, card.card) for card in await stored_cards(api)] == [(2, kept.card)]


async def test_the_interval_a_rating_button_shows_is_the_one_the_rating_applies(api: Api) -> None:
    """A review card's buttons name when each rating brings it back; tapped an hour later, the rating
    keeps that date (from the answer's time, without a second random draw), and the answer replayed
    shows the same buttons."""
    question = await missed_a_month_ago(api)
    await rate(
        api, await missed_again(api, question), "easy"
    )  # a review card: its intervals are days, fuzzed by default
    api.clock.advance(60 * 24 * 3600)
    review = await start_practice(api, TID, review=True, count=1)
    answered = await post_answer(api, TID, review["id"], question.id, right_answer(question), "r2")
    shown = answered["rating_intervals"]
    assert shown["good"] > 2 * 24 * 3600, shown  # long enough for fsrs to fuzz it
    replayed = await post_answer(api, TID, review["id"], question.id, right_answer(question), "r2")
    assert replayed["replayed"] and replayed["rating_intervals"] == shown

    api.clock.advance(3600)  # the tap, an hour after the answer
    rated = await rate(api, review["id"], "good")
    async with api.ctx.sessions() as db:
        [answered_at] = (
            await db.scalars(select(Answer.answered_at).where(Answer.idempotency_key == "r2"))
        ).all()
    [kept] = await stored_cards(api)
    applied = (kept.due - answered_at.replace(tzinfo=kept.due.tzinfo)).total_seconds()
    assert abs(applied - shown["good"]) <= 1, (applied, shown)
    assert datetime.fromisoformat(rated["due"]) == kept.due
