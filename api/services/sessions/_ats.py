"""Assessments for an applicant tracking system, in the shape of Greenhouse's Assessment Partner API.

A *test* is one of the organisation's open invites; sending it to a candidate makes an assignment
with a single-use invite of its own (a copy of the test's settings), whose deep link reaches the
candidate: e-mailed to their address through the outbox when a mail server is set (``IBOT_SMTP_URL``;
without one, a test for an e-mail address alone is refused), and returned as ``test_url``; sent to a
Telegram handle, only that Telegram user may take it. Its status is the
session started from that invite: ``sent``, ``started``, ``complete`` (with the score in percent),
``expired`` or ``abandoned``, or ``erased`` once the organisation erased that session (final: no score
will come). The organisation is the one whose API key the ATS presents.

When the session finishes, the ATS is told, as Greenhouse's "PATCH - Mark Test as Completed" has it:
an empty PATCH to the ``url`` of its send_test, with HTTP basic authentication by the organisation's
API key (the one the ATS presented, kept sealed: api/services/sealed.py), written to the outbox with
the session's change and sent by the delivery worker; the ATS then reads ``test_status``.
"""

from __future__ import annotations

import base64
import json
import re
from datetime import datetime
from email.utils import formataddr
from typing import Annotated, Any
from urllib.parse import urlsplit

from pydantic import ConfigDict, Field, field_validator, model_validator
from sqlalchemy import bindparam, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Session

from api.context import ServiceContext
from api.errors import ApiError
from api.schemas import JsonInt, OneLine, WireInput
from api.security import new_invite_token
from api.services import mail, sealed
from api.services.outbox import write_delivery
from api.services.sessions._ats_mail import invitation
from api.services.sessions._invites import deep_link, invite_state
from api.services.sessions._totals import answered_column
from api.store import invites as invite_store
from api.store.ats import INVITATION, save_credential, sent_before
from api.store.models import ApiKey, AtsAssignment, AtsCredential, InterviewSession, Invite, Org, WebhookEvent
from bank.scores import rounded

_HANDLE = re.compile(r"^@?([A-Za-z0-9_]{5,32})$")  # Telegram's rule for usernames
_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?"
# a dot-atom local part (RFC 5322's atext) at a domain name of two labels or more
_EMAIL = re.compile(
    rf"[A-Za-z0-9!#$%&'*+/=?^_`{{|}}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{{|}}~-]+)*@{_LABEL}(?:\.{_LABEL})+"
)
# an assignment's invite copies every setting of its test but these
_NOT_COPIED = {"seq", "id", "token", "title", "max_uses", "uses", "created_at", "revoked_at"}
STATUSES = {"active": "started", "finished": "complete", "expired": "expired", "abandoned": "abandoned"}
ERASED = "erased"  # the session taken from the test was erased by the organisation: no result, ever
CALLBACK_TARGET = "ats"  # a WebhookDelivery's target: a completed test's PATCH to the ATS
COMPLETED = "ats.test_completed"


class AtsCandidate(WireInput):
    """Greenhouse's ``candidate`` object; ``telegram`` (a handle) is this product's addition."""

    # lenient, unlike the other request bodies: the partner writes this object (phone numbers,
    # addresses, ids of its own…) and a field it adds must not refuse every test it sends
    model_config = ConfigDict(extra="ignore")

    first_name: OneLine = Field(default="", max_length=200)  # in the invitation's To header
    last_name: OneLine = Field(default="", max_length=200)
    email: str = Field(default="", max_length=320)
    telegram: str = Field(default="", max_length=33)

    @field_validator("email")
    @classmethod
    def _email(cls, value: str) -> str:
        value = value.strip()
        if not value:
            return ""
        if not value.isascii():  # an internationalised address needs SMTPUTF8, which is not sent
            raise ValueError("only ASCII e-mail addresses are supported")
        # one mailbox, name@domain: the invitation's To header is read back for its recipients, and
        # "a@b.com>,<postmaster" was two of them (the second a mailbox of the operator's mail server)
        if not _EMAIL.fullmatch(value) or not mail.one_mailbox(value):
            raise ValueError("not an e-mail address")
        return value

    @property
    def name(self) -> str:
        """First and last name as the assignment keeps them (a column of 400 characters)."""
        return " ".join(part for part in (self.first_name.strip(), self.last_name.strip()) if part)

    @model_validator(mode="after")
    def _name_fits(self) -> AtsCandidate:
        if len(self.name) > 400:
            raise ValueError("first_name and last_name together: at most 400 characters")
        return self

    @field_validator("telegram")
    @classmethod
    def _handle(cls, value: str) -> str:
        value = value.strip()
        if not value:
            return ""
        match = _HANDLE.match(value)
        if match is None:
            raise ValueError("a Telegram handle is 5-32 letters, digits or '_' (with or without '@')")
        return match.group(1)


class SendTest(WireInput):
    # lenient, unlike the other request bodies: Greenhouse sends more (urls, application details), and
    # what it adds later must not refuse every test it sends
    model_config = ConfigDict(extra="ignore")

    partner_test_id: str = Field(min_length=1, max_length=64)
    candidate: AtsCandidate
    # stored as text in a column of 200 characters (``Invite.external_id``)
    greenhouse_application_id: (
        Annotated[JsonInt, Field(ge=0, lt=10**18)] | Annotated[str, Field(max_length=200)] | None
    ) = None
    url: str | None = Field(
        default=None,
        max_length=2048,
        description="where to PATCH when the test is complete (Greenhouse's 'PATCH Completed Test')",
    )

    @field_validator("url")
    @classmethod
    def _callback(cls, value: str | None) -> str | None:
        """https (the request carries the organisation's API key), or http to this machine (a test);
        no credentials in it. Its addresses are checked before every attempt, as a webhook's are."""
        value = (value or "").strip() or None
        if value is None:
            return None
        parts = urlsplit(value)
        try:
            parts.port  # noqa: B018 (raises on a bad port)
        except ValueError:
            raise ValueError("the url has an invalid port") from None
        if not parts.hostname or parts.username or parts.password:
            raise ValueError("the url needs a host and no credentials")
        parts.hostname.encode("idna")  # a name no request could be sent to (UnicodeError: a ValueError)
        if parts.scheme != "https" and not (parts.scheme == "http" and mail.loopback(parts.hostname)):
            raise ValueError("the url must be https:// (the callback carries the organisation's API key)")
        return value


async def _assignment_invites(db: AsyncSession, org_id: str) -> set[str]:
    rows = await db.execute(select(AtsAssignment.invite_id).where(AtsAssignment.org_id == org_id))
    return set(rows.scalars())


async def list_tests(ctx: ServiceContext, db: AsyncSession, org: Org) -> list[dict[str, str]]:
    """The open invites of the organisation (not the single-use ones made for assignments)."""
    own = await _assignment_invites(db, org.id)
    invites = (await db.execute(select(Invite).where(Invite.org_id == org.id).order_by(Invite.seq))).scalars()
    return [
        {
            "partner_test_id": invite.id,
            "partner_test_name": invite.title or f"{invite.question_count} questions",
        }
        for invite in invites
        if invite.id not in own and invite_state(invite, ctx) == "open"
    ]


async def send_test(
    ctx: ServiceContext, db: AsyncSession, org: Org, body: SendTest, *, key: tuple[str, str]
) -> dict[str, Any]:
    """``key``: the id and the text of the API key the ATS presented (kept, sealed, when the ATS wants
    to be called back). A ``url`` sent before (a retry) answers that sending (``_sent_again``)."""
    if body.url and (earlier := await sent_before(db, org.id, body.url)) is not None:
        return _sent_again(ctx, body, *earlier)
    test = (
        await db.execute(select(Invite).where(Invite.id == body.partner_test_id, Invite.org_id == org.id))
    ).scalar_one_or_none()
    if test is None or test.id in await _assignment_invites(db, org.id):
        raise ApiError(404, "no such test")
    if invite_state(test, ctx) != "open":
        raise ApiError(422, "the test is not open (revoked, expired or used up)")
    person = body.candidate
    if not person.email and not person.telegram:
        raise ApiError(422, "the candidate needs an e-mail address or a Telegram handle")
    server = mail.smtp_server(ctx.settings)
    if server is None and not person.telegram:
        raise ApiError(
            422,
            "this server sends no e-mail (IBOT_SMTP_URL is not set): give the candidate's Telegram handle "
            "(candidate.telegram) and pass the test_url on",
            reason="email_not_configured",
        )
    copied = {c.key: getattr(test, c.key) for c in Invite.__mapper__.column_attrs if c.key not in _NOT_COPIED}
    now = ctx.now()
    invite = Invite(**copied, token=new_invite_token(), title=test.title, max_uses=1, uses=0, created_at=now)
    db.add(invite)
    await db.flush()
    assignment = AtsAssignment(
        org_id=org.id,
        test_id=test.id,
        invite_id=invite.id,
        email=person.email,
        telegram_username=person.telegram,
        name=person.name,
        external_id=str(body.greenhouse_application_id or ""),
        created_at=now,
        callback_url=body.url or "",
    )
    db.add(assignment)
    await db.flush()
    if body.url:
        key_id, key_text = key
        await save_credential(db, org.id, key_id, sealed.seal(ctx.service_token, key_text, org.id), now)
    link = deep_link(ctx.settings.bot_username, invite.token)
    if server is not None and person.email:  # sent by the delivery worker, retried until the server takes it
        message = invitation(
            server,
            to=formataddr((person.name, person.email)),
            name=person.name,
            title=test.title,
            link=link,
            expires_at=invite.expires_at,
            language=invite.language,
        )
        write_delivery(db, mail.TARGET, org.id, INVITATION, message, now)
    return {"partner_interview_id": assignment.id, "test_url": link}


def _sent_again(ctx: ServiceContext, body: SendTest, assignment: AtsAssignment, token: str) -> dict[str, Any]:
    """The first sending's answer to a request for the same ``url``: an ATS retrying (a timeout, a lost
    answer) must not send the candidate a second test. The same test to the same person, that is; any
    other use of the ``url`` is the ATS's mistake, refused (409). Once the person is forgotten (erasure,
    pseudonymisation: the assignment keeps neither an address nor a handle) only the test is compared."""
    person = body.candidate
    forgotten = not assignment.email and not assignment.telegram_username
    same_person = (assignment.email, assignment.telegram_username.lower(), assignment.name) == (
        person.email,
        person.telegram.lower(),
        person.name,
    ) and assignment.external_id == str(body.greenhouse_application_id or "")
    if assignment.test_id != body.partner_test_id or not (forgotten or same_person):
        raise ApiError(
            409,
            "this url was sent with another test or candidate: each test sent needs a url of its own",
            reason="send_test_conflict",
        )
    return {"partner_interview_id": assignment.id, "test_url": deep_link(ctx.settings.bot_username, token)}


# read by every interview's start and end: built once (building the expression cost more than running it)
# the invite's title too: the report the finishing request returns shows it (``invites.title_read``)
_CALLBACK = (
    select(Invite.title, AtsAssignment.id, AtsAssignment.callback_url)
    .select_from(Invite)
    .outerjoin(AtsAssignment, AtsAssignment.invite_id == Invite.id)
    .where(Invite.id == bindparam("invite_id"))
)


def check_taker(handle: str | None, username: str | None) -> None:
    """A test sent to a Telegram handle (``handle``, read with its invite: ``get_invite_by_token``) is
    taken by that Telegram user only (a forwarded link is not someone else's test); one sent to an
    e-mail address alone cannot be checked here."""
    if handle and (username or "").strip().lstrip("@").lower() != handle.lower():
        raise ApiError(403, "this test was sent to another Telegram user")


# the test sent, the use of its invite and its newest session, in one statement: one snapshot, so a start
# (the use taken and the session added, one transaction) is read whole or not at all
_STATUS = (
    select(AtsAssignment.id, Invite.uses, InterviewSession, answered_column().label("answered"))
    .select_from(AtsAssignment)
    .outerjoin(Invite, Invite.id == AtsAssignment.invite_id)
    .outerjoin(InterviewSession, InterviewSession.invite_id == AtsAssignment.invite_id)
    .where(AtsAssignment.id == bindparam("assignment_id"), AtsAssignment.org_id == bindparam("org_id"))
    .order_by(InterviewSession.seq.desc())
    .limit(1)
)


async def test_status(ctx: ServiceContext, db: AsyncSession, org: Org, assignment_id: str) -> dict[str, Any]:
    row = (await db.execute(_STATUS, {"assignment_id": assignment_id, "org_id": org.id})).first()
    if row is None:
        raise ApiError(404, "no such test sent")
    session: InterviewSession | None = row.InterviewSession
    if session is None:
        # the invite is single-use and its use is taken with the session, in one transaction: used, with
        # no session left, the session was erased (``DELETE /v1/sessions/{id}``), not never taken
        status = ERASED if row.uses else "sent"
        return {"partner_status": status, "partner_profile_url": None, "partner_score": None, "metadata": {}}
    status = STATUSES.get(session.status, session.status)
    score = None
    if status == "complete" and session.plan_points:
        score = round(100 * session.points_awarded / session.plan_points, 1)
    base = ctx.settings.public_base
    return {
        "partner_status": status,
        "partner_profile_url": f"{base}/console/sessions/{session.id}",
        "partner_score": score,
        "metadata": {
            "session_id": session.id,
            "answered": row.answered,
            "questions": len(session.plan or []),
            # the summary's figures: the row's running sums are floats added up (0.1 × 3 is not 0.3)
            "points": rounded(session.points_awarded),
            "max_points": None if session.plan_points is None else rounded(session.plan_points),
        },
    }


def write_completion(db: Session, session: InterviewSession, now: datetime) -> None:
    """The ATS's completion callback for ``session`` (just finished), when it came from a sent test
    whose ATS asked for one: written in the transaction of the change (api/services/webhooks/). The
    invite's title is read with it, and kept for the report the finishing request returns: one read of
    the invite for both."""
    if not session.invite_id or not session.org_id:
        return
    with db.no_autoflush:
        row = db.execute(_CALLBACK, {"invite_id": session.invite_id}).first()
    if row is None:  # the invite is gone
        return
    invite_store.note_title_read(db, session.invite_id, row.title)
    if not row.callback_url:
        return
    notice = json.dumps({"url": row.callback_url, "partner_interview_id": row.id})
    write_delivery(db, CALLBACK_TARGET, session.org_id, COMPLETED, notice, now, session_id=session.id)


async def callback_request(
    ctx: ServiceContext, db: AsyncSession, event: WebhookEvent
) -> tuple[str, dict[str, str]] | str:
    """The completion callback's URL and headers (basic auth: the API key as the user name, an empty
    password, as Greenhouse sends its own requests), or why it can no longer be sent."""
    credential = await db.get(AtsCredential, event.org_id) if event.org_id else None
    if credential is None:
        return "no API key of the ATS is on record"
    api_key = await db.get(ApiKey, credential.key_id)
    if api_key is None or api_key.revoked_at is not None:
        return "the API key the ATS uses was revoked"
    try:
        text = sealed.unseal(ctx.service_token, credential.sealed, credential.org_id)
    except sealed.Unreadable:
        return "the ATS's API key cannot be unsealed (the service token changed); the next test sent keeps it"
    basic = base64.b64encode(f"{text}:".encode()).decode()
    url = str(json.loads(event.body)["url"])
    return url, {"Authorization": f"Basic {basic}", "User-Agent": "interview-bot-ats/1"}
