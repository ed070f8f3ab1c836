"""IBOT_DRAW_SEED makes the questions sessions draw reproducible: two services given the same seed and the
same requests draw the same interviews and practice rounds; successive sessions still differ."""

from __future__ import annotations

from pathlib import Path

from bank.catalog import Catalog
from tests.helpers.api_fixtures import Api, api_settings, running_api
from tests.helpers.api_flows import make_invite, plan_of, start, start_practice
from tests.helpers.fake_index import FakeQuestionIndex


async def drawn(api: Api) -> list[list[str]]:
    """Three interviews and a practice round, each by another candidate: their plans, in order."""
    key = await api.recruiter_key("Acme")
    plans = []
    for telegram_id in (101, 102, 103):
        invite = await make_invite(api, key, question_count=5)
        session = await start(api, telegram_id, invite["token"])
        plans.append(await plan_of(api, session["id"]))
    practice = await start_practice(api, 104, count=5)
    plans.append(await plan_of(api, practice["id"]))
    return plans


async def test_the_same_seed_draws_the_same_questions(
    tmp_path: Path, fake_index: FakeQuestionIndex, api_catalog: Catalog
) -> None:
    runs = []
    for run in ("first", "second"):
        settings = api_settings(
            tmp_path / run, f"sqlite+aiosqlite:///{tmp_path / run / 'store.db'}", draw_seed=7
        )
        async with running_api(settings, fake_index, api_catalog) as api:
            runs.append(await drawn(api))
    first, second = runs
    assert first == second
    assert len({tuple(plan) for plan in first[:3]}) == 3  # each draw its own seed: the interviews differ
