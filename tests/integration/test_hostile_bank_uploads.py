"""Hostile bank files over HTTP, on SQLite and PostgreSQL: the billion-laughs YAML, JSON nested a
thousand deep and a CSV key naming a missing option are each a 422 naming the line and the limit, from
the API and the console's upload form alike, and nothing is stored."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.helpers.api_fixtures import Api
from tests.helpers.banks import upload
from tests.helpers.console import sign_in

HOSTILE = Path(__file__).resolve().parents[1] / "data" / "banks" / "hostile"
MISSING_OPTION = "id,type,stem,A,B,C,key\nok-1,single,Fine?,a,b,c,A\nbad-1,multi,Which?,a,b,c,ABX\n"
CASES = [
    ("billion-laughs.yaml", "application/yaml", 6, "400,000 values (the limit)"),
    ("deep-1000.json", "application/json", 1, "nested more than 32 levels deep (the limit)"),
]


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
@pytest.mark.parametrize(("name", "media_type", "line", "limit"), CASES)
async def test_the_api_refuses_a_hostile_file_by_line_and_limit(
    api: Api, name: str, media_type: str, line: int, limit: str
) -> None:
    acme = api.recruiter(await api.recruiter_key("Acme"))
    response = await upload(api.client, acme, "hostile", (HOSTILE / name).read_bytes(), media_type)
    assert response.status_code == 422, response.text
    [error] = response.json()["errors"]
    assert error["line"] == line and limit in error["message"]
    assert (await api.client.get("/v1/banks", headers=acme)).json()["items"] == []


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_a_csv_key_naming_a_missing_option_is_refused_not_cut_down(api: Api) -> None:
    acme = api.recruiter(await api.recruiter_key("Acme"))
    response = await upload(api.client, acme, "abx", MISSING_OPTION, "text/csv")
    assert response.status_code == 422, response.text
    [error] = response.json()["errors"]
    assert (error["line"], error["field"]) == (3, "key") and "ABX" in error["message"]
    assert (await api.client.get("/v1/banks", headers=acme)).json()["items"] == []


async def test_the_console_upload_refuses_hostile_files_by_line(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    csrf = await sign_in(api.client, key)
    for name, media_type, line, limit in CASES:
        files = {"file": (name, (HOSTILE / name).read_bytes(), media_type)}
        refused = await api.client.post("/console/banks", data={"csrf": csrf, "name": "Hostile"}, files=files)
        assert refused.status_code == 422, refused.text
        assert re.findall(r'<tr><td class="num">(\d+)</td>', refused.text) == [str(line)]
        assert limit in refused.text
    files = {"file": ("abx.csv", MISSING_OPTION.encode(), "text/csv")}
    refused = await api.client.post("/console/banks", data={"csrf": csrf, "name": "Hostile"}, files=files)
    assert refused.status_code == 422 and "ABX" in refused.text
    assert (await api.client.get("/v1/banks", headers=api.recruiter(key))).json()["items"] == []
