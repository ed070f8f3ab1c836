"""The explanation kept with an answer (api/services/explain/): made as a plain record, the question's
own parts made once per question object — an edited question (another object) is explained afresh —
and the related material filtered for the viewer when shown."""

from __future__ import annotations

from typing import Any

from api.services.explain._explain import explanation_record, shown_explanation
from bank.catalog import Catalog
from tests.helpers.fake_index import FakeQuestionIndex


async def test_the_record_is_the_wire_explanation_and_an_edited_question_is_explained_afresh(
    api_catalog: Catalog, fake_index: FakeQuestionIndex
) -> None:
    catalog, index = api_catalog, fake_index
    questions: dict[str, Any] = {q.id: q for q in catalog}
    question = next(q for q in catalog if q.status.value == "active")
    first = await explanation_record(question, index=index, catalog=questions)
    again = await explanation_record(question, index=index, catalog=questions)
    assert first == again and first["explanation"] == question.explanation and first["related"]
    assert first["question_id"] == question.id and first["tailored"] is None

    edited = question.model_copy(update={"explanation": "改过的解析"})
    assert (await explanation_record(edited, index=index, catalog=questions))["explanation"] == "改过的解析"
    assert (await explanation_record(question, index=index, catalog=questions)) == first

    withheld = {first["related"][0]["question_id"]}
    shown = shown_explanation(first, withheld)
    assert shown is not None and shown.question_id == question.id
    assert [item.question_id for item in shown.related] == [
        item["question_id"] for item in first["related"] if item["question_id"] not in withheld
    ]
    assert shown_explanation(None, withheld) is None
    # showing filters a copy: the record kept with the answer still holds what the index found
    assert withheld <= {item["question_id"] for item in first["related"]}
