"""The recruiter's organisation and its settings (the retention period)."""

from __future__ import annotations

from fastapi import APIRouter

from api import schemas
from api.deps import Db, Recruiter
from api.errors import problem_responses
from api.store.data_rights import set_retention
from api.store.models import Org

router = APIRouter(prefix="/v1/org", tags=["recruiter: organisation"])


def _settings_out(org: Org) -> schemas.OrgSettings:
    return schemas.OrgSettings(id=org.id, name=org.name, retention_days=org.retention_days)


@router.get("", response_model=schemas.OrgSettings)
async def get_org(org: Recruiter) -> schemas.OrgSettings:
    """The key's organisation and its settings."""
    return _settings_out(org)


@router.patch("", response_model=schemas.OrgSettings, responses=problem_responses(422))
async def update_org(body: schemas.OrgSettingsUpdate, org: Recruiter, db: Db) -> schemas.OrgSettings:
    """Set the retention period: sessions opened more than ``retention_days`` days ago are pseudonymised
    by a periodic job (the candidate's name, username and Telegram id replaced; answers kept). ``null``
    turns it off; sessions already pseudonymised stay so."""
    await set_retention(db, org, body.retention_days)
    return _settings_out(org)
