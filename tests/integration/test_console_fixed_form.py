"""The console's invite form picks its questions from search results (a fixed form), on SQLite and
PostgreSQL: a search lists questions to tick, ticked ones stay ticked across searches, and the invite
made asks exactly those."""

from __future__ import annotations

import re

import pytest

from api.catalogue import console_word
from tests.helpers.api_fixtures import Api
from tests.helpers.console import csrf_of, sign_in

TICKBOX = re.compile(r'<input type="checkbox" name="questions" value="([^"]+)"( checked)?>')
LISTED = re.compile(r"<code>([^<]+)</code> ([^<]*?) — ")  # a question found: its id, its type


async def test_questions_found_by_a_search_become_the_invites_form(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    csrf = await sign_in(api.client, key)
    assert (await api.client.post("/console/invites/pick", data={"q": "attention"})).status_code == 403

    found = await api.client.post(
        "/console/invites/pick", data={"csrf": csrf, "q": "attention", "title": "NLP"}
    )
    assert found.status_code == 200, found.text
    boxes = TICKBOX.findall(found.text)
    assert len(boxes) >= 3 and not any(checked for _, checked in boxes)
    assert 'value="NLP"' in found.text  # the rest of the form is kept
    first, second = boxes[0][0], boxes[1][0]
    assert all(api.catalog[qid].status.value == "active" for qid, _ in boxes)

    again = await api.client.post(
        "/console/invites/pick",
        data={"csrf": csrf_of(found.text), "q": "kubernetes", "questions": [second, first]},
    )
    kept = TICKBOX.findall(again.text)
    assert kept[:2] == [(second, " checked"), (first, " checked")]

    created = await api.client.post(
        "/console/invites",
        data={
            "csrf": csrf,
            "title": "NLP",
            "question_count": "5",
            "questions": [second, first],
            "max_uses": "3",
        },
    )
    assert created.status_code == 201, created.text
    items = (await api.client.get("/v1/invites", headers=api.recruiter(key))).json()["items"]
    assert items[0]["questions"] == [second, first] and items[0]["question_count"] == 2


async def test_a_search_with_nothing_found_says_so(api: Api) -> None:
    csrf = await sign_in(api.client, await api.recruiter_key("Acme"))
    empty = await api.client.post("/console/invites/pick", data={"csrf": csrf, "q": ""})
    assert empty.status_code == 200 and not TICKBOX.findall(empty.text)
    assert "没有结果" in empty.text or "Nothing found" in empty.text


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_the_form_makes_an_adaptive_invite(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    csrf = await sign_in(api.client, key)
    form = {"csrf": csrf, "title": "CAT", "question_count": "12", "mode": "adaptive", "target_se": "0.4"}
    created = await api.client.post("/console/invites", data=form)
    assert created.status_code == 201, created.text
    invite = (await api.client.get("/v1/invites", headers=api.recruiter(key))).json()["items"][0]
    assert (invite["mode"], invite["max_questions"], invite["target_se"]) == ("adaptive", 12, 0.4)
    refused = await api.client.post("/console/invites", data={**form, "target_se": "5"})
    assert refused.status_code == 422 and "target_se" in refused.text


async def test_each_question_found_names_its_type_in_the_pages_language(api: Api) -> None:
    """A question found is listed with its type as the rest of the console names it ("单选题" on the
    Chinese page), not the wire's English value ("single")."""
    csrf = await sign_in(api.client, await api.recruiter_key("Acme"))
    for language, names in (
        ("zh", {"single": "单选题", "code": "代码填空"}),
        ("en", {"single": "single choice"}),
    ):
        found = await api.client.post(
            "/console/invites/pick",
            data={"csrf": csrf, "q": "attention"},
            headers={"Accept-Language": language},
        )
        listed = LISTED.findall(found.text)
        assert len(listed) >= 3, found.text
        for qid, shown in listed:
            kind = api.catalog[qid].type.value
            assert shown == console_word(f"type_{kind}", language), (language, qid, shown)
            assert shown == names.get(kind, shown)
