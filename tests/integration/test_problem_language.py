"""A problem's ``detail`` follows the request's Accept-Language: English by default, simplified Chinese
on request, from the one catalogue — an invite its filters cannot fill, a missing key, a refused bank
file with its rows; on SQLite and PostgreSQL."""

from __future__ import annotations

import re

from tests.helpers.api_fixtures import Api

ZH = {"Accept-Language": "zh-CN,zh;q=0.9,en;q=0.5"}


async def test_an_invite_its_filters_cannot_fill_is_refused_in_the_asked_language(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    body = {"question_count": 100, "types": ["truefalse"], "topics": ["lora"]}
    english = await api.client.post("/v1/invites", json=body, headers=api.recruiter(key))
    chinese = await api.client.post("/v1/invites", json=body, headers={**api.recruiter(key), **ZH})
    assert english.status_code == chinese.status_code == 422
    available = english.json()["available"]
    assert english.json()["detail"].startswith(f"only {available} question(s) match")
    assert chinese.json()["detail"].startswith(f"符合这些主题和题型的题目只有 {available} 道，不足 100 道")
    assert chinese.json()["available"] == available  # the fields a program reads are the same


async def test_unknown_topics_and_a_missing_key_in_chinese(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    body = {"question_count": 1, "topics": ["zzzz"]}
    refused = await api.client.post("/v1/invites", json=body, headers={**api.recruiter(key), **ZH})
    assert refused.json()["detail"].startswith("未知主题：zzzz；可用主题：")
    anonymous = await api.client.get("/v1/invites", headers=ZH)
    assert anonymous.status_code == 401 and anonymous.json()["detail"] == "缺少 Bearer 令牌"
    english = await api.client.get("/v1/invites", headers={"Accept-Language": "en-GB"})
    assert english.json()["detail"] == "missing bearer token"


async def test_a_refused_bank_file_names_its_rows_in_chinese(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    csv = "id,type,stem,A,B,C,D,key,explanation,topics\nzq-1,single,Without its key,1,2,3,4,,,lark\n"
    headers = {**api.recruiter(key), **ZH, "Content-Type": "text/csv"}
    refused = await api.client.post("/v1/banks", params={"name": "Zq"}, content=csv.encode(), headers=headers)
    assert refused.status_code == 422
    assert refused.json()["detail"] == "文件未导入：发现 1 处问题（没有保存任何内容）"
    assert refused.json()["errors"] == [{"line": 2, "field": "key", "message": "答案：可用的题目必须有答案"}]


async def test_a_body_too_large_is_refused_in_chinese(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    headers = {**api.recruiter(key), **ZH, "Content-Type": "application/json"}
    refused = await api.client.post("/v1/invites", content=b"{" + b" " * 200_000 + b"}", headers=headers)
    assert refused.status_code == 413
    assert re.fullmatch(r"请求体最大 \d+ 字节", refused.json()["detail"]), refused.text


async def test_the_frameworks_own_refusals_are_in_chinese_too(api: Api) -> None:
    """A path the API does not serve, a method a path does not take, a body JSON cannot be parsed into
    (nested past what the parser takes): FastAPI's and Starlette's own details, in English whatever the
    request asked for."""
    key = await api.recruiter_key("Acme")
    headers = {**api.recruiter(key), **ZH, "Content-Type": "application/json"}
    deep = b"[" * 30_000 + b"]" * 30_000
    refusals = [
        (await api.client.get("/v1/no-such-thing", headers=headers), 404, "未找到"),
        (await api.client.put("/v1/invites", headers=headers), 405, "不支持此请求方法"),
        (await api.client.post("/v1/invites", content=deep, headers=headers), 400, "无法解析请求体"),
    ]
    for response, status, detail in refusals:
        assert (response.status_code, response.json()["detail"]) == (status, detail), response.text
    english = await api.client.put("/v1/invites", headers=api.recruiter(key))
    assert english.json()["detail"] == "Method Not Allowed"


async def test_the_frameworks_refusals_keep_their_headers(api: Api) -> None:
    """An HTTPException's own headers: the Allow a 405 must carry (RFC 9110), and HTTP basic's challenge
    to credentials that are no basic ones (the ATS's) — dropped, and Bearer said instead."""
    refused = await api.client.put("/v1/invites")
    assert refused.status_code == 405
    assert sorted(refused.headers["allow"].replace(" ", "").split(",")) == ["GET", "POST"], refused.headers
    basic = {**ZH, "Authorization": "Basic !!!!"}  # not base64: FastAPI's HTTPBasic refuses it itself
    malformed = await api.client.get("/v1/ats/greenhouse/list_tests", headers=basic)
    assert malformed.status_code == 401 and malformed.headers["www-authenticate"] == "Basic"
    assert malformed.json()["detail"] == "未通过身份验证"
