"""GET /v1/topics, and invites that say what they will do: unknown topics and counts the filters
cannot hold are refused (422), never silently replaced."""

from __future__ import annotations

from collections import Counter

# The dual-store fixtures, imported by name (pytest finds fixtures in the module's namespace).
from tests.helpers.api_fixtures import Api


def _expected_counts(catalog: object) -> dict[str, Counter[str]]:
    counts: dict[str, Counter[str]] = {}
    for q in catalog:  # type: ignore[attr-defined]
        if q.servable and q.status.value == "active":
            for topic in set(q.topics):
                counts.setdefault(topic, Counter())[q.type.value] += 1
    return counts


async def test_topics_lists_every_drawable_topic_with_counts_per_type(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    response = await api.client.get("/v1/topics", headers=api.recruiter(key))
    assert response.status_code == 200
    items = response.json()["items"]
    expected = _expected_counts(api.catalog)
    assert [item["topic"] for item in items] == sorted(expected)
    for item in items:
        assert item["types"] == dict(expected[item["topic"]])
        assert item["questions"] == sum(item["types"].values()) > 0
    assert (await api.client.get("/v1/topics")).status_code == 401


async def test_unknown_topic_is_refused_with_the_valid_ones(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    response = await api.client.post(
        "/v1/invites", json={"question_count": 1, "topics": ["zzzz", "lora"]}, headers=api.recruiter(key)
    )
    assert response.status_code == 422, response.text
    body = response.json()
    assert body["unknown_topics"] == ["zzzz"]
    assert "lora" in body["valid_topics"] and "zzzz" in body["detail"] and "lora" in body["detail"]
    assert (await api.client.get("/v1/invites", headers=api.recruiter(key))).json()["items"] == []


async def test_known_topics_are_kept_as_given_in_the_bank_spelling(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    response = await api.client.post(
        "/v1/invites", json={"question_count": 2, "topics": ["LoRA"]}, headers=api.recruiter(key)
    )
    assert response.status_code == 201, response.text
    assert response.json()["topics"] == ["lora"] and response.json()["question_count"] == 2


async def test_too_many_questions_is_refused_saying_how_many_exist(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    listing = (await api.client.get("/v1/topics", headers=api.recruiter(key))).json()["items"]
    topics = {t["topic"]: t for t in listing}
    available = topics["lora"]["questions"]
    body = {"question_count": available + 3, "topics": ["lora"]}
    refused = await api.client.post("/v1/invites", json=body, headers=api.recruiter(key))
    assert refused.status_code == 422 and refused.json()["available"] == available
    assert f"only {available} question" in refused.json()["detail"]

    fewer = {**body, "allow_fewer": True}
    accepted = await api.client.post("/v1/invites", json=fewer, headers=api.recruiter(key))
    assert accepted.status_code == 201 and accepted.json()["question_count"] == available
    session = await api.client.post(
        "/v1/sessions",
        json={"mode": "interview", "invite_token": accepted.json()["token"], "candidate": {"telegram_id": 4}},
        headers=api.candidate(4),
    )
    assert session.status_code in (200, 201), session.text
    assert session.json()["total"] == available


async def test_types_filter_counts_too(api: Api) -> None:
    key = await api.recruiter_key("Acme")
    derivations = sum(
        1 for q in api.catalog if q.servable and q.status.value == "active" and q.type.value == "derivation"
    )
    body = {"question_count": derivations + 1, "types": ["derivation"]}
    refused = await api.client.post("/v1/invites", json=body, headers=api.recruiter(key))
    assert refused.status_code == 422 and refused.json()["available"] == derivations
