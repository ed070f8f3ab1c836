"""The console's session page says each integrity flag's detail in the viewer's language: every kind
of flag, raised through the HTTP API as the bot and the detectors raise them, read on the page in
English and in Chinese. The details were English on the Chinese page; the JSON API's stay English."""

from __future__ import annotations

import re

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import answer, make_invite, question_view, start
from tests.helpers.console import sign_in
from tests.helpers.data_rights import rights_api, rights_index
from tests.helpers.integrity import SHARED_CODE

__all__ = ["rights_api", "rights_index"]
TRITON_ONLY = {"question_count": 1, "types": ["code"], "topics": ["triton"], "reveal": "each"}
FLAGS = re.compile(r'<ul class="flags"[^>]*>(.*?)</ul>', re.S)
ITEM = re.compile(r'<li class="flag" data-flag="(\w+)">(.*?)</li>', re.S)


async def answered(api: Api, key: str, telegram_id: int, text: str, *, forwarded: bool = False) -> str:
    """A one-question interview answered with ``text`` (a message forwarded first, refused): its id."""
    made = await make_invite(api, key, **TRITON_ONLY)
    session = await start(api, telegram_id, made["token"])
    question = await question_view(api, telegram_id, session["id"])
    if forwarded:
        body = {"kind": "forwarded", "text": "from a friend"}
        refused = await api.client.post(
            f"/v1/candidates/{telegram_id}/signals", json=body, headers=api.candidate(telegram_id)
        )
        assert refused.json()["refused"] is True, refused.text
    response = await answer(api, telegram_id, session["id"], question["id"], text, f"k{telegram_id}")
    assert response.status_code == 200, response.text
    return str(session["id"])


def shown_flags(html: str) -> dict[str, str]:
    """Each flag on the page by kind: its words, markup and the quoted edit left out."""
    [listed] = FLAGS.findall(html)
    return {kind: re.sub(r"<q>.*?</q>|<[^>]+>", "", words).strip() for kind, words in ITEM.findall(listed)}


async def test_every_flag_detail_is_in_the_pages_language(rights_api: Api) -> None:
    api = rights_api
    key = await api.recruiter_key("Acme")
    quick = await answered(api, key, 9701, "BLOCK_SIZE: tl.constexpr")  # a long question, answered at once
    first = await answered(api, key, 9702, SHARED_CODE)
    second = await answered(api, key, 9703, SHARED_CODE, forwarded=True)
    edit = {"kind": "edited", "idempotency_key": "k9703", "text": "BLOCK = 1024"}
    edited = await api.client.post("/v1/candidates/9703/signals", json=edit, headers=api.candidate(9703))
    assert edited.status_code == 200, edited.text
    wire = await api.client.get(f"/v1/sessions/{second}/transcript", headers=api.recruiter(key))
    details = {flag["kind"]: flag["detail"] for flag in wire.json()["answers"][0]["flags"]}
    assert set(details) == {"forwarded", "fast", "similar", "edited"}, details
    assert details["forwarded"] == "a forwarded message was refused as the answer to question 1"

    await sign_in(api.client, key)
    pages = {
        (session, language): shown_flags(
            (await api.client.get(f"/console/sessions/{session}", headers={"Accept-Language": language})).text
        )
        for session in (quick, second)
        for language in ("en", "zh")
    }
    english = {**pages[(second, "en")], **pages[(quick, "en")]}
    chinese = {**pages[(second, "zh")], **pages[(quick, "zh")]}
    assert set(english) == set(chinese) == {"forwarded", "edited", "fast", "similar", "quick_correct"}
    for kind, detail in details.items():  # English: the wire's own sentence, after the kind's name
        assert detail in english[kind], (kind, english[kind])
    assert chinese["forwarded"] == "⚑ 转发的消息: 转发的消息已被拒收，不作为第 1 题的答案"
    assert chinese["edited"] == "⚑ 发送后编辑: 发送后被编辑；评分依据原文，成绩不变"
    assert "秒即收到" in chinese["fast"] and "秒即答对" in chinese["quick_correct"]
    assert f"与会话 {first} 的答案几乎相同" in chinese["similar"]
    for kind, words in chinese.items():  # no English word left: the figures and the session's id only
        assert re.findall(r"[A-Za-z]+", words.replace(first, "").replace(first[:8], "")) == [], (kind, words)
