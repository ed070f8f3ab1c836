"""The tables, one module an aggregate: organisations and their keys (``orgs``), invites and ATS tests
(``invites``), candidates and their notebook cards (``candidates``), sessions and their answers
(``sessions``), organisation banks (``banks``), webhooks and their outbox (``webhooks``), item
statistics and calibrations (``calibration``), over ``base``.

Every table is named here, so ``api.store.models`` is still the one schema Alembic's migrations are
checked against and every store module maps from: importing it registers them all on ``Base.metadata``.
A foreign key crosses modules by table name (``"orgs.id"``); a relationship stays inside its aggregate.
"""

from __future__ import annotations

from api.store.models.banks import BankQuestion, OrgBank
from api.store.models.base import (
    Base,
    NotesEvents,
    column_defaults,
    column_keys,
    fill_new_row,
    new_id,
    new_row,
    stored_row,
)
from api.store.models.calibration import Calibration, ItemParameter, ItemTally, SessionAbility
from api.store.models.candidates import Candidate, NotebookCard
from api.store.models.invites import AtsAssignment, AtsCredential, Invite, open_invites
from api.store.models.orgs import ApiKey, ConsoleSession, Org
from api.store.models.sessions import OPEN_SESSION, Answer, AnswerBand, InterviewSession, ShownMessage
from api.store.models.webhooks import Webhook, WebhookAttempt, WebhookDelivery, WebhookEvent

__all__ = [
    "OPEN_SESSION",
    "Answer",
    "AnswerBand",
    "ApiKey",
    "AtsAssignment",
    "AtsCredential",
    "BankQuestion",
    "Base",
    "Calibration",
    "Candidate",
    "ConsoleSession",
    "InterviewSession",
    "Invite",
    "ItemParameter",
    "ItemTally",
    "NotebookCard",
    "NotesEvents",
    "Org",
    "OrgBank",
    "SessionAbility",
    "ShownMessage",
    "Webhook",
    "WebhookAttempt",
    "WebhookDelivery",
    "WebhookEvent",
    "column_defaults",
    "column_keys",
    "fill_new_row",
    "new_id",
    "new_row",
    "open_invites",
    "stored_row",
]
