"""θ ± SE where recruiters read results, on SQLite and PostgreSQL: every transcript format, the
sessions table (sorted by ability), the compare page (ranked by ability, with intervals), a question's
calibrated parameters, and the ``session.finished`` event — raw points beside it everywhere."""

from __future__ import annotations

import csv
import html
import io
import json
import re

import pytest
from sqlalchemy import select

from api.services.scoring._calibration import refresh_due
from api.store.models import ItemParameter, Org, Webhook, WebhookEvent
from tests.helpers.api_fixtures import SERVICE_TOKEN, Api
from tests.helpers.console import sign_in, take_interview
from tests.integration.test_calibration_ability import form_questions, sit_form

RIGHTS = [1, 4, 0, 3, 5, 2]


async def sat_and_calibrated(api: Api) -> tuple[str, str, list[str]]:
    """Acme's fixed-form invite, six finished interviews, one calibration pass; (key, invite id, sessions)."""
    key = await api.recruiter_key("Acme")
    async with api.ctx.sessions.begin() as db:  # a receiver of session.finished, so the event is written
        org = (await db.scalars(select(Org).where(Org.name == "Acme"))).one()
        db.add(Webhook(org_id=org.id, url="https://hooks.invalid/x", events=["session.finished"], salt="s"))
    invite = await api.client.post(
        "/v1/invites", json={"questions": form_questions(api), "max_uses": 20}, headers=api.recruiter(key)
    )
    sessions = [
        (
            await take_interview(
                api.client, SERVICE_TOKEN, api.catalog, invite.json()["token"], 9200 + n, f"N{n}", right=right
            )
        )[0]
        for n, right in enumerate(RIGHTS)
    ]
    assert len(await refresh_due(api.ctx)) == 1
    return key, invite.json()["id"], sessions


async def test_transcripts_carry_the_ability_in_every_format(api: Api) -> None:
    key, _, sessions = await sat_and_calibrated(api)
    path = f"/v1/sessions/{sessions[1]}/transcript"
    as_json = (await api.client.get(path, headers=api.recruiter(key))).json()
    ability = as_json["session"]["ability"]
    assert ability["scale"] == "calibration-1" and as_json["session"]["points_awarded"] > 0
    shown = f"{ability['theta']:+.2f} ± {ability['se']:.2f}"
    for fmt in ("md", "html"):
        text = (await api.client.get(path, params={"format": fmt}, headers=api.recruiter(key))).text
        assert shown in text and "calibration-1" in text
    rows = list(
        csv.DictReader(
            io.StringIO(
                (
                    await api.client.get(path, params={"format": "csv"}, headers=api.recruiter(key))
                ).text.lstrip("\ufeff")
            )
        )
    )
    assert rows and {row["session_theta"] for row in rows} == {str(ability["theta"])}
    assert {row["ability_scale"] for row in rows} == {"calibration-1"}


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_the_sessions_table_sorts_by_ability_and_the_list_carries_it(api: Api) -> None:
    key, _, sessions = await sat_and_calibrated(api)
    listed = (await api.client.get("/v1/sessions", headers=api.recruiter(key))).json()["items"]
    assert all(item["ability"]["scale"] == "calibration-1" for item in listed)
    assert all(item["points_awarded"] is not None for item in listed)  # raw points beside
    await sign_in(api.client, key)
    page = (await api.client.get("/console/sessions", params={"sort": "ability"})).text
    order = [re.search(rf"/console/sessions/{sid}", page).start() for sid in sessions]  # type: ignore[union-attr]
    by_rank = [sid for _, sid in sorted(zip(order, sessions, strict=True))]
    expected = [sid for _, sid in sorted(zip(RIGHTS, sessions, strict=True), reverse=True)]
    assert by_rank == expected
    assert "±" in page


async def test_the_compare_page_ranks_by_ability_with_intervals(api: Api) -> None:
    key, invite_id, sessions = await sat_and_calibrated(api)
    await sign_in(api.client, key)
    page = (await api.client.get(f"/console/invites/{invite_id}/report")).text
    order = [page.index(f"/console/sessions/{sid}") for sid in sessions]
    ranked = [sid for _, sid in sorted(zip(order, sessions, strict=True))]
    assert ranked == [sid for _, sid in sorted(zip(RIGHTS, sessions, strict=True), reverse=True)]
    assert page.count('<svg class="interval"') == len(sessions)


async def test_a_questions_page_shows_its_calibrated_parameters(api: Api) -> None:
    key, _, _ = await sat_and_calibrated(api)
    await sign_in(api.client, key)
    first = form_questions(api)[0]
    page = (await api.client.get(f"/console/questions/{first}")).text
    assert re.search(r'id="irt-b">[+-]\d\.\d\d ± \d\.\d\d<', page), page
    uncalibrated = next(q.id for q in api.catalog if q.id not in form_questions(api))
    assert 'id="irt-b"' not in (await api.client.get(f"/console/questions/{uncalibrated}")).text


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_a_question_everyone_got_right_shows_no_difficulty_but_why(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    questions, _ = await sit_form(api, key, [1, 2, 3, 4, 2])  # the first always right, the last never
    assert len(await refresh_due(api.ctx)) == 1
    async with api.ctx.sessions() as db:
        flags = {p.question_id: p.flag for p in (await db.scalars(select(ItemParameter))).all()}
    assert [flags[q] for q in questions] == ["all_right", "few", "few", "few", "all_wrong"]
    await sign_in(api.client, key)
    easiest = (await api.client.get(f"/console/questions/{questions[0]}")).text
    assert 'id="irt-b"' not in easiest  # the fit's b (about -4) and its SE would mean nothing
    assert re.search(r'id="irt-flag">无法估计：5 次作答全部答对', easiest), easiest
    middle = (await api.client.get(f"/console/questions/{questions[1]}")).text
    assert 'id="irt-b"' in middle and re.search(r'id="irt-flag">仅有 5 次作答', middle), middle


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_the_session_finished_event_carries_the_ability(api: Api) -> None:
    _, _, sessions = await sat_and_calibrated(api)
    async with api.ctx.sessions() as db:
        bodies = [json.loads(e.body) for e in (await db.scalars(select(WebhookEvent))).all()]
    finished = {
        b["data"]["session"]["id"]: b["data"]["session"] for b in bodies if b["type"] == "session.finished"
    }
    assert set(finished) == set(sessions)
    assert all(
        s["ability"]["scale"] == "prior" and s["points_awarded"] is not None for s in finished.values()
    )


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_where_theta_compares_candidates_it_says_how_many_interviews_the_scale_rests_on(
    api: Api,
) -> None:
    key, invite_id, _ = await sat_and_calibrated(api)
    listed = (await api.client.get("/v1/sessions", headers=api.recruiter(key))).json()["items"]
    assert {item["ability"]["calibration_interviews"] for item in listed} == {len(RIGHTS)}
    await sign_in(api.client, key)
    # the question page's words for the calibration, on every page that shows θ or b, in both languages
    said = {
        "zh": f"本机构最近一次校准（calibration-1，{len(RIGHTS)} 场面试）",
        "en": f"this organisation's latest calibration (calibration-1, {len(RIGHTS)} interviews)",
    }
    rough = {"zh": "面试少，量表就粗略", "en": "Few interviews make a rough scale"}
    # where θ's 0 is: said with the calibration that sets it, under every table of θs
    anchor = {
        "zh": "0 为这些面试的候选人的平均水平",
        "en": "0 is the average of those interviews' candidates",
    }
    paths = ["/console/sessions", f"/console/invites/{invite_id}/report"]
    for language in ("zh", "en"):
        for path in [*paths, f"/console/questions/{form_questions(api)[0]}"]:
            page = await api.client.get(path, headers={"Accept-Language": language})
            text = html.unescape(page.text)
            assert page.status_code == 200 and said[language] in text, (language, path)
            assert path not in paths or rough[language] in text, (language, path)
            assert path not in paths or anchor[language] in text, (language, path)


async def test_a_bar_cut_at_the_edge_of_the_compare_page_says_so(api: Api) -> None:
    """The compare page draws θ ± 2 SE between -3 and +3; a bar that runs on past an edge ends in an
    arrowhead there (a perfect score on a dozen hard questions does), and no other bar does."""
    key = await api.recruiter_key("Acme")
    hardest = sorted(
        (
            q
            for q in api.catalog
            if q.servable and q.status.value == "active" and q.type.value in ("single", "truefalse")
        ),
        key=lambda q: -q.difficulty,
    )[:12]
    made = await api.client.post(
        "/v1/invites", json={"questions": [q.id for q in hardest], "max_uses": 5}, headers=api.recruiter(key)
    )
    assert made.status_code == 201, made.text
    for n, right in enumerate((12, 6, 0)):
        await take_interview(
            api.client, SERVICE_TOKEN, api.catalog, made.json()["token"], 9300 + n, f"E{n}", right=right
        )
    await sign_in(api.client, key)
    page = (await api.client.get(f"/console/invites/{made.json()['id']}/report")).text
    bars = re.findall(r'<svg class="interval".*?aria-label="θ ([^,]+), (\S+) … (\S+)".*?</svg>', page)
    assert len(bars) == 3
    drawn = re.findall(r'<svg class="interval".*?</svg>', page)
    for (_, low, high), svg in zip(bars, drawn, strict=True):
        assert ('class="cut-hi"' in svg) == (float(high) > 3), svg
        assert ('class="cut-lo"' in svg) == (float(low) < -3), svg
    assert any('class="cut-hi"' in svg for svg in drawn)  # the perfect score's bar runs past +3
