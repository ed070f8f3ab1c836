"""An applicant tracking system's assessment calls, in the shape of Greenhouse's Assessment Partner API
(docs/ats.md): ``list_tests``, ``send_test``, ``test_status``. HTTP basic authentication: the user name
is one of the organisation's recruiter API keys (stored hashed, like every key), the password empty."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query
from fastapi.security import HTTPBasic, HTTPBasicCredentials

from api.deps import Ctx, Db
from api.errors import ApiError, problem_responses
from api.services import sessions
from api.store.models import Org
from api.store.orgs import live_key

router = APIRouter(prefix="/v1/ats/greenhouse", tags=["ATS: Greenhouse-shaped assessments"])
_basic = HTTPBasic(auto_error=False, description="user name: a recruiter API key; password: empty")


@dataclass(frozen=True)
class AtsCaller:
    org: Org
    key: tuple[str, str]  # the id and the text of the API key presented


async def require_ats_caller(
    db: Db, credentials: Annotated[HTTPBasicCredentials | None, Depends(_basic)]
) -> AtsCaller:
    row = await live_key(db, credentials.username) if credentials and credentials.username else None
    org = await db.get(Org, row.org_id) if row is not None else None
    if org is None or credentials is None or row is None:
        raise ApiError(
            401,
            "HTTP basic authentication with a recruiter API key as the user name is required",
            headers={"WWW-Authenticate": "Basic"},  # RFC 9110: the scheme these routes take, not Bearer
        )
    return AtsCaller(org, (row.id, credentials.username))


async def require_ats_org(caller: Annotated[AtsCaller, Depends(require_ats_caller)]) -> Org:
    return caller.org


AtsOrg = Annotated[Org, Depends(require_ats_org)]


@router.get("/list_tests")
async def list_tests(org: AtsOrg, ctx: Ctx, db: Db) -> list[dict[str, str]]:
    """The organisation's open invites as tests: ``[{partner_test_id, partner_test_name}]``."""
    return await sessions.list_tests(ctx, db, org)


@router.post("/send_test", responses=problem_responses(409))
async def send_test(
    body: sessions.SendTest, caller: Annotated[AtsCaller, Depends(require_ats_caller)], ctx: Ctx, db: Db
) -> dict[str, Any]:
    """Send the test to a candidate (``candidate.email`` and/or ``candidate.telegram``): a single-use
    invite of its own → ``{partner_interview_id, test_url}`` (the link that reaches the candidate),
    e-mailed to ``candidate.email`` through the outbox when the server has a mail server
    (``IBOT_SMTP_URL``); without one, an address alone answers 422 ``email_not_configured``. A ``url``
    sent before (Greenhouse's take-home test: an ATS retrying) answers that first sending, nothing sent
    again, when the test and the candidate are the same; otherwise 409 ``send_test_conflict``."""
    sent = await sessions.send_test(ctx, db, caller.org, body, key=caller.key)
    await db.commit()
    return sent


@router.get("/test_status")
async def test_status(
    org: AtsOrg, ctx: Ctx, db: Db, partner_interview_id: Annotated[str, Query(min_length=1, max_length=64)]
) -> dict[str, Any]:
    """``{partner_status, partner_profile_url, partner_score, metadata}``; ``partner_status`` is
    ``sent``, ``started``, ``complete`` once the session finished (``partner_score``: percent of the
    points), ``expired``, ``abandoned``, or ``erased`` once the organisation erased the session taken
    from the test (final: no score, no profile)."""
    return await sessions.test_status(ctx, db, org, partner_interview_id)
