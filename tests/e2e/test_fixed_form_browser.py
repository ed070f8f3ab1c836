"""A fixed-form invite made in the console by ticking search results, and its compare page ranking the
candidates by θ with their intervals — in Debian's Chromium driven by Playwright, against the app
served by uvicorn on SQLite with the real index, the calibration pass running in the background."""

from __future__ import annotations

import asyncio
import os
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.helpers.api_fixtures import api_settings
from tests.helpers.console import CHROMIUM, ThreadedServer
from tests.helpers.console_browser import Console, sign_in
from tests.helpers.store_templates import copy_sqlite_template_now

pytestmark = pytest.mark.skipif(
    not os.path.exists(CHROMIUM),
    reason=f"BROWSER TESTS SKIPPED: {CHROMIUM} not found — apt-get install -y chromium fonts-noto-cjk",
)
CHOICE = ("single", "truefalse")
SEARCHES = ("attention", "LoRA", "Kubernetes", "梯度")
FORM_SIZE = 4


@pytest.fixture(scope="module")
def calibrating_console(
    tmp_path_factory: pytest.TempPathFactory, real_index: Any, api_catalog: Any
) -> Iterator[Console]:
    """The console whose background calibration pass runs every half second."""
    from api.app import create_app

    directory: Path = tmp_path_factory.mktemp("calibrating")
    copy_sqlite_template_now(directory / "store.db")
    settings = api_settings(
        directory, f"sqlite+aiosqlite:///{directory / 'store.db'}", calibration_interval_s=0.5
    )
    app = create_app(settings, index=real_index, catalog=api_catalog)
    with ThreadedServer(app) as server:
        yield Console(server, app)


def latest_calibration(console: Console, org: str) -> tuple[int, int] | None:
    """The number of the organisation's latest calibration and how many finished sessions it saw."""
    from sqlalchemy import select

    from api.store.engine import make_engine, sessionmaker_for
    from api.store.models import Calibration, Org

    async def read() -> tuple[int, int] | None:
        engine = make_engine(console.app.state.ctx.settings.sqlalchemy_url)
        try:
            async with sessionmaker_for(engine)() as db:
                latest = (
                    select(Calibration.number, Calibration.sessions)
                    .join(Org, Org.id == Calibration.org_id)
                    .where(Org.name == org)
                    .order_by(Calibration.number.desc())
                    .limit(1)
                )
                row = (await db.execute(latest)).first()
                return None if row is None else (int(row[0]), int(row[1]))
        finally:
            await engine.dispose()

    with ThreadPoolExecutor(1) as pool:  # this thread's loop is Playwright's
        return pool.submit(asyncio.run, read()).result()


def tick_choice_questions(page: Any, catalog: Any) -> list[str]:
    """Search, tick the choice questions found, search again: the ticked ones stay ticked."""
    ticked: list[str] = []
    for query in SEARCHES:
        page.get_by_label("搜索题目").fill(query)
        page.locator("#pick-search").click()
        page.wait_for_load_state()
        for box in page.locator('input[name="questions"]').all():
            qid = box.get_attribute("value")
            if box.is_checked():
                assert qid in ticked  # kept from the searches before
            elif len(ticked) < FORM_SIZE and catalog[qid].type.value in CHOICE:
                box.check()
                ticked.append(qid)
        if len(ticked) == FORM_SIZE:
            return ticked
    raise AssertionError(f"only {len(ticked)} choice questions found by {SEARCHES}")


def test_a_fixed_form_from_search_results_and_its_candidates_ranked_by_theta(
    page: Any, calibrating_console: Console
) -> None:
    console = calibrating_console
    url, key = console.server.url, console.key("Acme")
    headers = {"Authorization": f"Bearer {key}"}
    sign_in(page, console, key)

    page.goto(f"{url}/console/invites")
    page.get_by_label("标题").fill("Fixed form")
    ticked = tick_choice_questions(page, console.app.state.ctx.catalog)
    page.get_by_label("最多使用次数").fill("10")
    page.get_by_role("button", name="创建").click()
    token = page.locator("#created-link").input_value().split("?start=")[1]
    invite = next(
        i for i in console.http.get("/v1/invites", headers=headers).json()["items"] if i["token"] == token
    )
    assert invite["questions"] == ticked and invite["question_count"] == FORM_SIZE

    rights = {"Ana": 1, "Bo": 4, "Cai": 0, "Dee": 3}
    sessions = {
        name: console.take(token, 9300 + n, name, right=r)[0] for n, (name, r) in enumerate(rights.items())
    }
    plans = {
        tuple(
            a["question_id"]
            for a in console.http.get(f"/v1/sessions/{sid}/transcript", headers=headers).json()["answers"]
        )
        for sid in sessions.values()
    }
    assert plans == {tuple(ticked)}  # every candidate sat the same form

    def scale(sid: str) -> str:
        response = console.http.get(f"/v1/sessions/{sid}", headers=headers)
        assert response.status_code == 200, response.text
        return str(response.json()["ability"]["scale"])

    # The background pass calibrates whenever the finished interviews outnumber what the latest
    # calibration saw: one calibration or several, as the four finish before or across its passes.
    # Every session ends on the calibration that saw all four.
    deadline = time.monotonic() + 60
    while True:
        latest = latest_calibration(console, "Acme")
        scales = {scale(sid) for sid in sessions.values()}
        if latest is not None and latest[1] == len(rights) and scales == {f"calibration-{latest[0]}"}:
            break
        assert time.monotonic() < deadline, (latest, scales)
        # each look reads every session: twice a second is 8 requests a second, under the 10 a second
        # the key's rate limit refills, however long a busy machine takes to calibrate
        time.sleep(0.5)

    page.goto(f"{url}/console/invites/{invite['id']}/report")
    table = page.locator("table.compare")
    expect(table.locator("svg.interval")).to_have_count(len(rights))
    ranked = [link.text_content() for link in table.locator("tbody th a").all()]
    assert ranked == sorted(rights, key=rights.__getitem__, reverse=True)
    thetas = [float(cell.text_content().split("±")[0]) for cell in table.locator("span.theta").all()]
    assert thetas == sorted(thetas, reverse=True) and thetas[0] > thetas[-1]
