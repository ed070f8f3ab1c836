"""An erratum as the console names it: by the field it corrected in the page's language (题干, 答案 …;
Stem, Key …), as the bank's upload problems are named, never by the bank format's own field name
(``stem``, ``key``) — on a question's page and on the session page that shows it."""

from __future__ import annotations

import re
from typing import Any

from api.catalogue import console_word
from tests.helpers.api_fixtures import SERVICE_TOKEN, Api
from tests.helpers.console import sign_in, take_interview

ERRATUM = re.compile(r'<ul class="errata">(.*?)</ul>|<div class="errata">.*?<ul>(.*?)</ul>', re.S)
SIDES = re.compile(r"<del>([^<]*)</del> → <ins>([^<]*)</ins>")  # what the source said, what is served


def corrected_question(api: Api) -> Any:
    """A question served as corrected, with errata of its key and its stem."""
    return next(
        q
        for q in api.catalog
        if q.servable and q.status.value == "active" and {"key", "stem"} <= {e.field for e in q.errata}
    )


def erratum_labels(page: str) -> list[str]:
    lists = [first or second for first, second in ERRATUM.findall(page)]
    assert lists, "no errata on the page"
    return [label for items in lists for label in re.findall(r"<li>([^<]*): <del>", items)]


async def test_errata_name_the_corrected_field_in_the_pages_language(api: Api) -> None:
    question = corrected_question(api)
    key = await api.recruiter_key("Acme")
    made = await api.client.post("/v1/invites", json={"questions": [question.id]}, headers=api.recruiter(key))
    assert made.status_code == 201, made.text
    session_id, _ = await take_interview(
        api.client, SERVICE_TOKEN, api.catalog, made.json()["token"], 8810, "Wen"
    )
    await sign_in(api.client, key)
    for language in ("zh", "en"):
        await api.client.get(f"/console/lang/{language}")
        expected = [console_word(e.field, language) for e in question.errata]
        for path in (f"/console/questions/{question.id}", f"/console/sessions/{session_id}"):
            page = (await api.client.get(path)).text
            assert erratum_labels(page) == expected, (language, path)


async def test_an_erratum_with_no_text_says_so_in_the_pages_language(api: Api) -> None:
    """The curated banks write ``(none)`` for a source that had nothing and ``(removed)`` for a text
    taken out: words, shown in the page's language ("（无）", "（删去）" on the Chinese page), where the
    Chinese page showed them in English."""
    marked = {
        marker: next(q for q in api.catalog if any(marker in (e.source, e.corrected) for e in q.errata))
        for marker in ("(none)", "(removed)")
    }
    await sign_in(api.client, await api.recruiter_key("Acme"))
    for language, words in (("zh", {"(none)": "（无）", "(removed)": "（删去）"}), ("en", {})):
        await api.client.get(f"/console/lang/{language}")
        for marker, question in marked.items():
            page = (await api.client.get(f"/console/questions/{question.id}")).text
            sides = [side for pair in SIDES.findall(page) for side in pair]
            assert words.get(marker, marker) in sides, (language, marker, sides)
            assert language == "en" or marker not in page, (language, marker)
