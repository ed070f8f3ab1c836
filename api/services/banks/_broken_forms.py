"""The invites a bank upload breaks: an open invite with a fixed form refuses every start (409
``form_changed``, ``api.services.sessions``) once a question it names is gone from its banks, and a
question without an explicit id is named by its content, so a re-upload that edits its text or options
removes it. The upload is stored all the same (``upload_bank`` says why); these are what it reports.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from api import schemas
from api.store import invites as invite_store


async def broken_invites(
    db: AsyncSession, org_id: str, removed: set[str], now: datetime
) -> list[schemas.BrokenInvite]:
    """The organisation's open invites whose fixed form names a question of ``removed``, with those ids
    (in the form's order): no candidate can start them now (``sessions.session_plan``)."""
    if not removed:
        return []
    return [
        schemas.BrokenInvite(id=form.invite_id, title=form.title, missing=missing)
        for form in await invite_store.open_fixed_forms(db, org_id, now)
        if (missing := [qid for qid in form.questions if qid in removed])
    ]
