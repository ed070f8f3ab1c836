"""The LLM explanation against a local OpenAI-compatible server on loopback (no internet)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from api.app import build_chat_model
from api.settings import Settings
from tests.helpers.api_fixtures import api_settings, running_api
from tests.helpers.api_flows import (
    answer,
    current_question,
    make_invite,
    post_answer,
    right_answer,
    start,
    start_practice,
    wrong_answer,
)
from tests.helpers.loopback import QuietHandler, loopback_http

REPLY = "你的答案与标准答案不同：请对照解析复习。"
SECRET = "sk-local-test-key-0123456789"


class OpenAiCompatible(QuietHandler):
    requests: list[dict[str, Any]] = []  # noqa: RUF012

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))))
        OpenAiCompatible.requests.append(
            {"path": self.path, "auth": self.headers.get("Authorization"), **body}
        )
        reply = {
            "id": "chatcmpl-1",
            "object": "chat.completion",
            "created": 0,
            "model": body.get("model", "local"),
            "choices": [
                {
                    "index": 0,
                    "finish_reason": "stop",
                    "message": {"role": "assistant", "content": REPLY},
                }
            ],
            "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
        }
        data = json.dumps(reply).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


@pytest.fixture
def llm_server() -> Iterator[str]:
    OpenAiCompatible.requests.clear()
    with loopback_http(OpenAiCompatible) as base:
        yield f"{base}/v1"


@pytest.fixture
def llm_settings(llm_server: str, database_url: str, tmp_path: Path) -> Settings:
    """The API's settings with a chat model ("local-model") served by ``llm_server``."""
    pytest.importorskip("langchain_openai")
    return api_settings(
        tmp_path, database_url, llm_model="openai:local-model", llm_base_url=llm_server, llm_api_key=SECRET
    )


def test_without_a_model_nothing_is_built(tmp_path: Path) -> None:
    assert build_chat_model(Settings(data_dir=tmp_path, llm_model=None)) is None


async def test_tailored_explanation_from_a_local_openai_compatible_server(
    llm_settings: Settings, real_index: Any, api_catalog: Any
) -> None:
    async with running_api(llm_settings, real_index, api_catalog) as api:
        session = await start_practice(api, 9200, count=1, types=["single"])
        question, _ = await current_question(api, 9200, session["id"])
        typed = wrong_answer(question)
        result = await post_answer(api, 9200, session["id"], question.id, typed, "o1")
    assert result["explanation"]["tailored"] == REPLY
    (request,) = OpenAiCompatible.requests
    assert request["path"] == "/v1/chat/completions" and request["model"] == "local-model"
    assert request["auth"] == f"Bearer {SECRET}"
    system, human = request["messages"][0]["content"], request["messages"][1]["content"]
    assert "ONLY the material" in system
    assert question.id in human and f"<answer>\n{typed}\n</answer>" in human
    assert question.explanation.strip()[:30] in human
    assert all(item["question_id"] in human for item in result["explanation"]["related"])


async def test_interview_report_explanations_are_tailored_once(
    llm_settings: Settings, real_index: Any, api_catalog: Any
) -> None:
    async with running_api(llm_settings, real_index, api_catalog) as api:
        key = await api.recruiter_key("Acme")
        invite = await make_invite(api, key, question_count=2)
        session = await start(api, 9300, invite["token"])
        for position in range(2):
            assert OpenAiCompatible.requests == []  # nothing while the interview is in progress
            question, _ = await current_question(api, 9300, session["id"])
            await post_answer(api, 9300, session["id"], question.id, right_answer(question), f"i{position}")
        assert len(OpenAiCompatible.requests) == 2  # made when the last answer ended it, one per answer
        url = f"/v1/sessions/{session['id']}/transcript"
        first = (await api.client.get(url, headers=api.recruiter(key))).json()
        again = (await api.client.get(url, headers=api.recruiter(key))).json()
    assert [answer["explanation"]["tailored"] for answer in first["answers"]] == [REPLY, REPLY]
    assert again["answers"] == first["answers"]
    assert len(OpenAiCompatible.requests) == 2  # reading the report made nothing


async def test_llm_note_is_grounded_in_retrieved_material(
    database_url: str, tmp_path: Any, real_index: Any, api_catalog: Any
) -> None:
    # imported here, not at collection: LangChain's chat model modules cost every worker about half a
    # second of CPU to import, and only the worker that runs this test needs them
    from langchain_core.language_models.fake_chat_models import FakeListChatModel

    model = FakeListChatModel(responses=["你选了 A，但 [seed000-07] 的解析说明正确答案是 B。"])
    async with running_api(
        api_settings(tmp_path, database_url), real_index, api_catalog, chat_model=model
    ) as api:
        session = await start_practice(api, 9100, count=1, types=["single"])
        question, _ = await current_question(api, 9100, session["id"])
        result = await post_answer(api, 9100, session["id"], question.id, wrong_answer(question), "l1")
        assert result["explanation"]["tailored"].startswith("你选了 A")
        replay = await post_answer(api, 9100, session["id"], question.id, "B", "l1")
        assert replay["explanation"] == result["explanation"]  # stored, not generated again


async def test_the_judge_and_the_chat_model_run_at_most_once_per_answer(
    llm_settings: Settings, real_index: Any, api_catalog: Any
) -> None:
    """An open practice answer is graded by the judge and explained by the chat model: one request each,
    on the one answer path; its replay, and a refused answer, call neither."""

    def calls() -> tuple[int, int]:
        systems = [request["messages"][0]["content"] for request in OpenAiCompatible.requests]
        return sum("You grade" in s for s in systems), sum("ONLY the material" in s for s in systems)

    async with running_api(llm_settings, real_index, api_catalog) as api:
        session = await start_practice(api, 9600, count=2, types=["short"])
        question, _ = await current_question(api, 9600, session["id"])
        typed = "它把请求分给多个副本，并在失败时重试，保持服务可用。"
        first = await post_answer(api, 9600, session["id"], question.id, typed, "j1")
        assert first["explanation"] is not None
        assert calls() == (1, 1), OpenAiCompatible.requests
        again = await post_answer(api, 9600, session["id"], question.id, typed, "j1")
        assert again["replayed"] and calls() == (1, 1)
        refused = await answer(api, 9600, session["id"], question.id, typed, "j2")  # no longer current
        assert refused.status_code == 409 and calls() == (1, 1)
