"""Request bodies with a NUL character or a lone surrogate anywhere are refused, and only those
(``schemas.WireInput``)."""

from __future__ import annotations

import pydantic
import pytest

from api import schemas


def _refused(model: type[pydantic.BaseModel], data: object) -> str | None:
    try:
        model.model_validate(data)
    except pydantic.ValidationError as error:
        return str(error.errors()[0]["msg"])
    return None


@pytest.mark.parametrize(
    ("data", "where"),
    [
        ({"question_count": 1, "title": "a\x00b"}, "title"),
        ({"question_count": 1, "topics": ["lora", "x\x00"]}, "topics.1"),
        ({"question_count": 1, "types": {"single\x00": 1}}, "types"),
    ],
)
def test_a_nul_anywhere_in_a_body_is_refused_where_it_is(data: object, where: str) -> None:
    refused = _refused(schemas.InviteCreate, data)
    assert refused == f"Value error, {where}: text must not contain NUL characters or lone surrogates"


@pytest.mark.parametrize(
    ("data", "where"),
    [
        # a list of bare strings: pydantic itself lets a lone surrogate through where no constraint applies
        ({"question_count": 1, "topics": ["lora", "x\ud800"]}, "topics.1"),
        ({"question_count": 1, "topics": ["\udfff"]}, "topics.0"),
        ({"question_count": 1, "title": "a\udc80b"}, "title"),
        ({"question_count": 1, "types": {"single\ud800": 1}}, "types"),
    ],
)
def test_a_lone_surrogate_anywhere_in_a_body_is_refused_where_it_is(data: object, where: str) -> None:
    refused = _refused(schemas.InviteCreate, data)
    assert refused == f"Value error, {where}: text must not contain NUL characters or lone surrogates"


def test_a_surrogate_pair_escaped_in_json_is_one_character_and_accepted() -> None:
    # "\ud83d\ude00" in JSON is 😀: only a half of a pair, alone, is refused
    body = {"question_id": "q1", "idempotency_key": "k", "answer": "B 😀 and 𠀀"}
    assert _refused(schemas.AnswerIn, body) is None


def test_data_json_cannot_hold_is_searched_all_the_same() -> None:
    # a key that is not text: no JSON writer takes it, so the body is searched value by value
    assert _refused(schemas.AnswerIn, {"idempotency_key": "k", 1: "x", "answer": "\x00"}) is not None


def test_text_that_only_spells_an_escaped_nul_is_accepted() -> None:
    body = {"question_id": "q1", "idempotency_key": "k", "answer": "\\u0000 and \\x00 are how code writes it"}
    assert _refused(schemas.AnswerIn, body) is None
