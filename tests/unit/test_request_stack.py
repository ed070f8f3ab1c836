"""What every request goes through before its route (``api/observability.py``, ``api/deps.py``): the URL
NUL refusal, request ids, the access log line and the metrics, on the real app."""

from __future__ import annotations

from tests.helpers.api_fixtures import Api


async def test_a_nul_anywhere_in_the_query_is_refused_and_nothing_else_is(api: Api) -> None:
    for query in ("x=%00", "x=a%00b", "%00=1", "a=1&b=c%00"):
        refused = await api.client.get(f"/healthz?{query}")
        assert refused.status_code == 422, query
        assert refused.headers["content-type"] == "application/problem+json"
    for query in ("x=%2500", "x=0", "x=%01", ""):  # "%2500" is the text "%00": no NUL in it
        assert (await api.client.get(f"/healthz?{query}")).status_code == 200, query


async def test_a_nul_in_the_path_is_refused(api: Api) -> None:
    refused = await api.client.get("/v1/sessions/abc%00/current", headers=api.candidate(5))
    assert refused.status_code == 422 and "NUL" in refused.json()["detail"]
