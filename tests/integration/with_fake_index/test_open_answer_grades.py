"""Open answers graded through the API as review53 saw them (findings 3 and 5): the rubric ticks no
point an answer contradicts, the reference answer itself scores full marks on an organisation's own
question, and a code question exported to Moodle and uploaded again is graded right on its key."""

from __future__ import annotations

from typing import Any

from tests.helpers.api_fixtures import Api
from tests.helpers.api_flows import answer, make_invite, start
from tests.helpers.banks import upload_ready

NVME = """
- id: s1
  type: short
  stem: "Which device value offloads ZeRO-3 parameters to NVMe: cpu, nvme or none?"
  key: nvme
  key_points: ["device set to nvme"]
- id: c1
  type: code
  stem: |
    补全两处 device：

    ```json
    {"offload_param": {"device": "____"}, "offload_optimizer": {"device": "____"}}
    ```
  key: [nvme, nvme]
"""
CONTRADICTING = (
    "ZeRO-3 不切分参数，只切分优化器状态；混合精度 Adam 每个参数约 4 字节；"
    "180B × 4 B ≈ 720 GB，每卡约 11 GB；不需要 activation checkpointing；不要 offload 到 CPU。配置 stage 1。"
)


async def _graded(api: Api, candidate: int, question_id: str, text: str, **body: Any) -> dict[str, Any]:
    form = {"questions": [question_id], "reveal": "each", **body}
    token = (await make_invite(api, await api.recruiter_key("Acme"), defaults={}, **form))["token"]
    session = await start(api, candidate, token)
    response = await answer(api, candidate, session["id"], question_id, text)
    assert response.status_code == 200, response.text
    return dict(response.json())


async def test_an_answer_contradicting_every_point_gets_no_tick(api: Api) -> None:
    result = await _graded(api, 5301, "seed002-51", CONTRADICTING, banks=["public"])
    ticked = [point["point"] for point in result["rubric"] if point["covered"]]
    assert result["score"] < 0.5, result
    denied = ("字节", "GB", "activation", "offload")  # the figures it gets wrong, the steps it refuses
    assert not [point for point in ticked if any(word in point for word in denied)], ticked


async def test_the_reference_answer_and_a_code_question_back_from_moodle_score_full(api: Api) -> None:
    acme = api.recruiter(await api.recruiter_key("Acme"))
    bank = await upload_ready(api.client, acme, "nvme", NVME, "application/yaml")
    short = bank["items"][0]["id"]
    assert (await _graded(api, 5302, short, "nvme"))["verdict"] == "correct"
    assert (await _graded(api, 5303, short, "set"))["verdict"] == "incorrect"  # a filler word alone

    path = f"/v1/banks/{bank['id']}/export"
    exported = await api.client.get(path, params={"format": "moodle"}, headers=acme)
    back = await upload_ready(api.client, acme, "nvme-moodle", exported.content, "application/xml")
    [again] = [item for item in back["items"] if item["id"].endswith("-c1")]
    assert again["type"] == "short"  # docs/moodle.md: code comes back short
    assert (await _graded(api, 5304, again["id"], "nvme, nvme"))["verdict"] == "correct"
