"""A bank whose indexing failed, as the console says it: the words around the index's error in the
console's language, the error itself as the library said it (escaped); the JSON API keeps its one
English sentence (docs/bank-format.md), as integrity flags' details do."""

from __future__ import annotations

from typing import Any

import pytest

from tests.helpers.api_fixtures import Api
from tests.helpers.console import sign_in

BANK_CSV = (
    "id,type,stem,A,B,C,D,key,explanation,topics\n"
    "cq-1,single,Which port does the quillgate daemon listen on?,7001,7002,7003,7004,B,See quill.conf,quill\n"
)


async def test_a_failed_banks_error_is_in_the_consoles_language(
    api: Api, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The index's error stays as it said it (escaped); the words around it are the console's, while the
    JSON keeps its one English sentence whatever Accept-Language says (docs/bank-format.md)."""
    from api.services.banks import indexing

    detail = "disk <b>full</b> & read-only\nsecond line"

    def failing(*args: Any, **kwargs: Any) -> None:  # the index's library failing, as a full disk does
        raise OSError(detail)

    key = await api.recruiter_key("Acme")
    csrf = await sign_in(api.client, key)
    headers = api.recruiter(key)
    monkeypatch.setattr(api.ctx.index, "sync_bank", failing)
    files = {"file": ("quill.csv", BANK_CSV.encode(), "text/csv")}
    uploaded = await api.client.post("/console/banks", data={"csrf": csrf, "name": "Quill"}, files=files)
    assert uploaded.status_code == 303, uploaded.text
    await indexing.drain(api.ctx)
    for language in ("zh", "en"):
        (bank,) = (
            await api.client.get("/v1/banks", headers={**headers, "Accept-Language": language})
        ).json()["items"]
        assert bank["status"] == "failed" and bank["error"] == f"indexing failed: {detail}"
    escaped = "disk &lt;b&gt;full&lt;/b&gt; &amp; read-only\nsecond line"
    chinese = (await api.client.get("/console/banks")).text
    assert (
        f'<span class="flag">建立检索索引时出错：{escaped}</span>' in chinese
        and "indexing failed" not in chinese
    )
    english = (await api.client.get("/console/banks", headers={"Accept-Language": "en"})).text
    assert f'<span class="flag">indexing failed: {escaped}</span>' in english
