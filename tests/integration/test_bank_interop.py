"""Banks in other tools' formats over HTTP, on SQLite and PostgreSQL: Moodle XML and QTI 3.0 uploads,
the export of a bank (Moodle XML, QTI, YAML) that uploads again as the same questions, the public
bank's export, hostile XML refused with its line and nothing stored, another organisation's bank never
exported.

The app runs with the in-memory question index (``tests/helpers/fake_index.py``, held to the real
index's contract by tests/integration/test_fake_index_contract.py): what is tested here is the formats
and the store, not retrieval, and the real index would embed every uploaded question — the whole public
bank's copy among them — for no assertion."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.api_fixtures import Api, api_settings, running_api
from tests.helpers.banks import upload, upload_ready
from tests.helpers.fake_index import FakeQuestionIndex
from tests.unit.test_moodle_xml import MOODLE_QUIZ
from tests.unit.test_qti import SUBSET, _manifest, package

BILLION_LAUGHS = (
    '<?xml version="1.0"?>\n<!DOCTYPE lolz [\n<!ENTITY lol "lol">\n'
    + "".join(f'<!ENTITY lol{i} "{("&lol" + str(i - 1) + ";") * 10}">\n' for i in range(1, 10))
    + "]>\n<quiz>&lol9;</quiz>"
)


@pytest.fixture(scope="module")
def interop_index(api_catalog: Any) -> FakeQuestionIndex:
    return FakeQuestionIndex(api_catalog)


@pytest.fixture
async def api(
    migrated_database_url: str, tmp_path: Path, api_catalog: Any, interop_index: FakeQuestionIndex
) -> AsyncIterator[Api]:
    """The real app on SQLite (and PostgreSQL for a test of store behaviour), with the in-memory index;
    the banks a test uploaded leave it afterwards."""
    try:
        async with running_api(
            api_settings(tmp_path, migrated_database_url), interop_index, api_catalog
        ) as running:
            yield running
    finally:
        interop_index.forget_org_banks()


def local(items: list[dict[str, Any]], bank_id: str) -> list[dict[str, Any]]:
    """The questions as the file carries them: ids without the bank's prefix, no bank."""
    fields = ("type", "stem", "options", "key", "explanation", "topics", "points", "scoring", "hints")
    return [{"id": q["id"].removeprefix(f"{bank_id}-"), **{f: q.get(f) for f in fields}} for q in items]


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_moodle_xml_uploads_exports_and_uploads_again_unchanged(api: Api) -> None:
    acme = api.recruiter(await api.recruiter_key("Acme"))
    first = await upload_ready(api.client, acme, "kube", MOODLE_QUIZ, "application/xml")
    assert len(first["items"]) == 6 and set(first["topics"]) == {"kubernetes", "workloads", "storage"}
    assert first["format"] == "moodle"
    for fmt, media in (("moodle", "application/xml"), ("yaml", "application/yaml")):
        response = await api.client.get(
            f"/v1/banks/{first['id']}/export", params={"format": fmt}, headers=acme
        )
        assert response.status_code == 200, response.text
        assert response.headers["content-type"].startswith(media)
        assert f'filename="{first["id"]}.' in response.headers["content-disposition"]
        again = await upload_ready(api.client, acme, f"kube-{fmt}", response.content, media)
        assert local(again["items"], again["id"]) == local(first["items"], first["id"]), fmt


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_a_qti_package_uploads_exports_and_uploads_again_unchanged(api: Api) -> None:
    acme = api.recruiter(await api.recruiter_key("Acme"))
    first = await upload_ready(api.client, acme, "subset", SUBSET, "application/yaml")
    response = await api.client.get(f"/v1/banks/{first['id']}/export", params={"format": "qti"}, headers=acme)
    assert response.status_code == 200 and response.headers["content-type"] == "application/zip"
    assert "x-ibot-not-carried" not in response.headers
    again = await upload_ready(api.client, acme, "subset-qti", response.content, "application/zip")
    assert again["format"] == "qti"
    assert local(again["items"], again["id"]) == local(first["items"], first["id"])
    bomb = package({"imsmanifest.xml": _manifest("a.xml"), "a.xml": b"<a>" + b" " * 50_000_000 + b"</a>"})
    refused = await upload(api.client, acme, "bomb", bomb, "application/zip")
    assert refused.status_code == 422 and "size limit" in refused.json()["errors"][0]["message"]
    refused = await upload(api.client, acme, "escape", package({"../x": "a"}), "application/zip")
    assert refused.status_code == 422 and "outside the package" in refused.json()["errors"][0]["message"]
    names = [b["name"] for b in (await api.client.get("/v1/banks", headers=acme)).json()["items"]]
    assert sorted(names) == ["subset", "subset-qti"]


async def test_the_public_bank_exports_and_names_what_moodle_cannot_carry(api: Api) -> None:
    acme = api.recruiter(await api.recruiter_key("Acme"))
    response = await api.client.get("/v1/banks/public/export", params={"format": "moodle"}, headers=acme)
    assert response.status_code == 200
    text = response.text
    assert text.count('<question type="multichoice') + text.count('<question type="truefalse') > 50
    assert int(response.headers["x-ibot-not-carried"]) > 0 and "not carried by Moodle XML: source" in text
    uploaded = await upload(api.client, acme, "public-copy", response.content, "application/xml")
    assert uploaded.status_code == 201, uploaded.text
    assert uploaded.json()["questions"] == len(api.catalog)


# on SQLite alone: the refusal happens in the parser, before anything reaches a store
async def test_hostile_xml_is_refused_with_its_line_and_nothing_is_stored(api: Api) -> None:
    acme = api.recruiter(await api.recruiter_key("Acme"))
    deep = "<quiz>\n" + "<a>" * 200 + "</a>" * 200 + "</quiz>"
    many = "<quiz>\n" + "<x/>\n" * 600_000 + "</quiz>"  # 3 MB: under the upload limit, over the elements'
    cases = [(BILLION_LAUGHS, 2), (deep, 2), (many, 500_001)]
    for body, line in cases:
        response = await upload(api.client, acme, "hostile", body, "text/plain", format="moodle")
        assert response.status_code == 422, response.text
        [error] = response.json()["errors"]
        assert error["line"] == line, error
    huge = "<quiz>" + " " * (10 * 1024 * 1024) + "</quiz>"
    assert (await upload(api.client, acme, "huge", huge, "application/xml")).status_code == 413
    assert (await api.client.get("/v1/banks", headers=acme)).json()["items"] == []


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_another_organisation_cannot_export_the_bank(api: Api) -> None:
    acme = api.recruiter(await api.recruiter_key("Acme"))
    globex = api.recruiter(await api.recruiter_key("Globex"))
    bank = await upload_ready(api.client, acme, "kube", MOODLE_QUIZ, "application/xml")
    for fmt in ("moodle", "qti", "yaml"):
        response = await api.client.get(
            f"/v1/banks/{bank['id']}/export", params={"format": fmt}, headers=globex
        )
        assert response.status_code == 404
    response = await api.client.get(f"/v1/banks/{bank['id']}/export", params={"format": "pdf"}, headers=acme)
    assert response.status_code == 422
