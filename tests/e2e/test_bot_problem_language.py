"""What the API refuses reaches the candidate in their language (the real bot Conversation and ApiClient
over the real API): a refusal's detail in simplified Chinese by default and English on request, and an
invite that cannot start said in the bot's own words rather than the API's internal reason."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator

import pytest

from bot.candidate import Candidate
from bot.conversation import Conversation, Outcome
from bot.practice_flow import explain, practice
from tests.helpers.api_fixtures import Api
from tests.helpers.banks import drop_test_banks, upload_ready, wait_ready

ONE_SINGLE = (
    "id,type,stem,A,B,C,D,key,explanation,topics\n"
    "zg-1,single,Which port does the zephyrgate daemon listen on?,7001,7002,7003,7004,B,,zephyr\n"
)


@pytest.fixture
async def banks_dropped(bot_api: Api) -> AsyncIterator[None]:
    """The organisation bank a test uploads leaves the real index the module's tests share."""
    yield
    await drop_test_banks(bot_api)


def _texts(outcome: Outcome) -> str:
    return "\n".join(reply.html for reply in outcome.replies)


async def test_an_invite_left_without_questions_is_said_in_the_bots_words(
    bot_api: Api, conversation: Conversation, banks_dropped: None
) -> None:
    acme = bot_api.recruiter(await bot_api.recruiter_key("Acme"))
    bank = await upload_ready(bot_api.client, acme, "zephyr", ONE_SINGLE, "text/csv")
    body = {"question_count": 1, "types": ["single"], "banks": [bank["id"]], "max_uses": 5}
    invite = await bot_api.client.post("/v1/invites", json=body, headers=acme)
    assert invite.status_code == 201, invite.text
    disputed = {"status": "disputed", "erratum": {"what": "two ports", "why": "ambiguous"}}
    patched = await bot_api.client.patch(
        f"/v1/banks/{bank['id']}/questions/{bank['id']}-zg-1", json=disputed, headers=acme
    )
    assert patched.status_code == 200, patched.text
    await wait_ready(bot_api.client, acme, bank["id"])

    zh = _texts(await conversation.start(Candidate(7101, "张伟", language="zh"), invite.json()["token"]))
    en = _texts(await conversation.start(Candidate(7102, "Wei", language="en"), invite.json()["token"]))

    assert zh == "这个邀请暂时无法开始，请联系招聘方。"
    assert en == "This invite cannot be started at the moment. Please contact your recruiter."


async def test_a_refusals_detail_is_in_the_candidates_language(conversation: Conversation) -> None:
    """``/explain 20000``: a position past what the API takes (422), its detail shown as the API said it."""
    said = {}
    for user, language in ((7103, "zh"), (7104, "en")):
        candidate = Candidate(user, "Wei", language=language)
        await practice(conversation, candidate, [])
        said[language] = _texts(await explain(conversation, candidate, 20_000))

    assert said["zh"].startswith("请求未被接受：") and not re.search("[A-Za-z]{4}", said["zh"]), said
    assert said["en"].startswith("The request was not accepted: "), said
