"""Drawing a session's plan (api/services/sessions/) over the curated bank, with the in-memory index."""

from __future__ import annotations

import pytest

from api.services.sessions._planner import draw_plan
from bank.catalog import Catalog
from tests.helpers.fake_index import FakeQuestionIndex


@pytest.fixture
def catalog(api_catalog: Catalog) -> Catalog:
    return api_catalog  # the session's curated catalog (tests/unit/conftest.py)


@pytest.fixture
def index(fake_index: FakeQuestionIndex) -> FakeQuestionIndex:
    return fake_index  # the session's in-memory index over it


def status_of(catalog: Catalog, qid: str) -> str:
    return catalog[qid].status.value


def active(catalog: Catalog) -> list[str]:
    return [q.id for q in catalog if q.status.value == "active"]


async def test_an_interview_draws_active_questions_only(index: FakeQuestionIndex, catalog: Catalog) -> None:
    plan = await draw_plan(index, catalog, count=len(catalog), seed=3)
    assert sorted(plan) == sorted(active(catalog))  # everything active, nothing else, no repeats
    assert await draw_plan(index, catalog, count=5, seed=3) == await draw_plan(
        index, catalog, count=5, seed=3
    )


async def test_types_and_topics_narrow_the_draw(index: FakeQuestionIndex, catalog: Catalog) -> None:
    plan = await draw_plan(index, catalog, count=50, types=["single", "multi"], seed=1)
    assert plan and all(catalog[qid].type.value in ("single", "multi") for qid in plan)
    lora = [q for q in active(catalog) if "lora" in catalog[q].topics]
    topical = await draw_plan(index, catalog, count=len(lora), topics=["LoRA"])
    assert sorted(topical) == sorted(lora)


async def test_recently_seen_questions_come_back_only_when_nothing_else_is_left(
    index: FakeQuestionIndex, catalog: Catalog
) -> None:
    pool = active(catalog)
    seen = pool[:-3]
    plan = await draw_plan(index, catalog, count=5, exclude_ids=seen, seed=2)
    assert set(plan[:3]) == set(pool[-3:])  # the fresh ones first, then repeats
    assert len(plan) == 5 and len(set(plan)) == 5 and all(status_of(catalog, q) == "active" for q in plan)


async def test_never_ids_are_never_drawn_even_when_nothing_else_is_left(
    index: FakeQuestionIndex, catalog: Catalog
) -> None:
    pool = active(catalog)
    withheld = pool[:5]
    plan = await draw_plan(index, catalog, count=len(pool), never_ids=withheld, first=withheld[:2])
    assert not set(withheld) & set(plan) and len(plan) == len(pool) - 5


async def test_due_cards_come_first_and_practice_fills_with_disputed_questions(
    index: FakeQuestionIndex, catalog: Catalog
) -> None:
    due = active(catalog)[-2:]
    disputed = [q.id for q in catalog if q.status.value == "disputed"]
    plan = await draw_plan(
        index, catalog, count=len(catalog), first=[*due, disputed[0]], fill_statuses=[("disputed",)], seed=5
    )
    assert plan[:2] == due  # a disputed card is not served as a due card
    assert set(plan) == set(active(catalog)) | set(disputed)
    assert [status_of(catalog, q) for q in plan] == sorted(
        (status_of(catalog, q) for q in plan), key=lambda s: s != "active"
    )  # every active question before any disputed one
    assert not any(catalog[q].status.value == "incomplete" for q in plan)
