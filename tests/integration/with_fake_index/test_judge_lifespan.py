"""The LLM judge is built once, in the app's lifespan, and every open answer goes through that one judge
(issue 10): nothing about the judge is built per answer."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from api.app import judge_for
from bank.catalog import Catalog
from tests.helpers.api_fixtures import api_settings, running_api
from tests.helpers.api_flows import current_question, post_answer, right_answer, start_practice
from tests.helpers.fake_index import FakeQuestionIndex

JUDGED = "the judge read this"


def test_no_model_no_judge() -> None:
    assert judge_for(None) is None


async def test_one_judge_for_the_app_grades_every_open_answer(
    sqlite_url: str,
    tmp_path: Path,
    fake_index: FakeQuestionIndex,
    api_catalog: Catalog,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # imported here, not at collection: the judge imports LangChain's prompts and parsers, about half a
    # second of CPU that only the worker running this test needs
    from langchain_core.language_models.fake_chat_models import FakeListChatModel

    from api.judge import LlmJudge

    model = FakeListChatModel(responses=[json.dumps({"points": [], "rationale": JUDGED})])
    settings = api_settings(tmp_path, sqlite_url)
    async with running_api(settings, fake_index, api_catalog, chat_model=model) as api:
        judge = api.app.state.ctx.judge
        assert isinstance(judge, LlmJudge) and judge.chat_model is model
        built: list[LlmJudge] = []
        original_init = LlmJudge.__init__

        def counting_init(self: LlmJudge, *args: object, **kwargs: object) -> None:
            built.append(self)
            original_init(self, *args, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr(LlmJudge, "__init__", counting_init)
        session = await start_practice(api, 9400, count=2, types=["design"])
        results = []
        for position in range(2):
            question, _ = await current_question(api, 9400, session["id"])
            results.append(
                await post_answer(
                    api, 9400, session["id"], question.id, right_answer(question), f"j{position}"
                )
            )
        assert api.app.state.ctx.judge is judge
    assert built == []  # two open answers graded, no judge built for either
    assert [result["rationale"] for result in results] == [JUDGED, JUDGED]
