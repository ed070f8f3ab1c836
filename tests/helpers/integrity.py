"""Integrity-signal tests (issue 15): a candidate forwarding a message, and what the recruiter reads."""

from __future__ import annotations

from typing import Any

from tests.helpers.bot_fixtures import BotHarness, Candidate

# the same hand-written code two candidates send (long enough to be evidence: > 20 tokens)
SHARED_CODE = """@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offsets < n
    tl.store(out_ptr + offsets, tl.load(x_ptr + offsets, mask=mask) + tl.load(y_ptr + offsets, mask=mask))"""


def forward(me: Candidate, text: str, sender: str = "A friend") -> dict[str, Any]:
    """The candidate forwards someone else's message into the chat."""
    return me.tg.send_text(me.user_id, text, me.language, forwarded_from=sender)


async def recruiter_transcript(h: BotHarness, session_id: str, org: str = "Acme", fmt: str = "json") -> Any:
    key = await h.api.recruiter_key(org)
    response = await h.api.client.get(
        f"/v1/sessions/{session_id}/transcript", params={"format": fmt}, headers=h.api.recruiter(key)
    )
    assert response.status_code == 200, response.text
    return response.json() if fmt == "json" else response.text


def kinds(answer: dict[str, Any]) -> list[str]:
    return [flag["kind"] for flag in answer["flags"]]
