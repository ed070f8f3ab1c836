"""A test sent from the ATS by e-mail, on SQLite and PostgreSQL: the invitation goes through the outbox to
a real SMTP server (aiosmtpd, with a login) and is read back — headers, recipient, the UTF-8 subject,
the link and its expiry in the body; written while the mail server is down, it is retried (the clock
moved, not slept) and delivered once it is up, and marked delivered once. Without a mail server, a test
for an e-mail address alone is refused and nothing is kept; a refused mailbox is given up at once; the
SMTP password is in no attempt's error, and never sent to a server that offers no STARTTLS."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from sqlalchemy import func, select

from api.store.models import AtsAssignment, Invite, WebhookAttempt
from tests.helpers.api_fixtures import Api, api_settings, running_api
from tests.helpers.api_flows import make_invite
from tests.helpers.fake_api import fake_index
from tests.helpers.fake_index import FakeQuestionIndex
from tests.helpers.greenhouse import GreenhouseClient
from tests.helpers.polling import polls
from tests.helpers.smtp import PASSWORD, USER, Mailbox, mailbox
from tests.helpers.webhooks import outbox_counts, outbox_settled
from tests.integration.test_ats import BASE

__all__ = ["fake_index"]
FROM = "面试机器人 <noreply@ibot.example.com>"


@pytest.fixture
async def mail_api(
    migrated_database_url: str, tmp_path: Path, fake_index: FakeQuestionIndex, api_catalog: Any
) -> AsyncIterator[tuple[Api, Mailbox]]:
    with mailbox(started=False) as box:
        settings = api_settings(
            tmp_path,
            migrated_database_url,
            smtp_url=box.url,
            smtp_starttls=False,  # aiosmtpd on loopback, no certificate: allowed there only
            mail_from=FROM,
            webhook_backoff_base_s=60,
            webhook_poll_s=300,
        )
        async with running_api(settings, fake_index, api_catalog) as running:
            yield running, box


async def _errors(api: Api) -> list[str]:
    async with api.ctx.sessions() as db:
        return list((await db.scalars(select(WebhookAttempt.error).order_by(WebhookAttempt.seq))).all())


async def _first_errors(api: Api) -> list[str]:
    """The attempts' errors once one is recorded: the worker a commit woke may hold the delivery's lease
    and still be trying, so the test's own ``deliver_due`` found nothing due and recorded nothing."""
    async for _ in polls(0.05):
        if errors := await _errors(api):
            return errors
    raise AssertionError("no delivery attempt was recorded")


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_the_invitation_waits_for_the_mail_server_then_arrives_once(
    mail_api: tuple[Api, Mailbox], caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    api, box = mail_api
    key = await api.recruiter_key("Acme")
    expires = datetime.now(UTC).replace(microsecond=0) + timedelta(days=7)
    invite = await make_invite(
        api, key, question_count=1, types=["single"], title="Backend screen", expires_at=expires.isoformat()
    )
    greenhouse = GreenhouseClient(api.client, BASE, key)
    sent = await greenhouse.send_test(
        invite["id"], {"first_name": "Mei", "last_name": "Lin", "email": "mei@example.com"}
    )
    worker = api.ctx.extras["webhook_worker"]
    await worker.deliver_due()  # nothing listens yet (the woken worker's attempt failed the same way)
    assert await outbox_counts(api, "email") == {"pending": 1}
    assert box.messages() == []
    errors = await _first_errors(api)
    assert all("ConnectionRefused" in error for error in errors)
    box.start()
    api.clock.advance(300)  # past the first backoff
    assert await outbox_settled(api, "email") == {"delivered": 1}  # by this call or the worker a commit woke
    api.clock.advance(3600)
    assert await worker.deliver_due() == 0  # marked delivered once: never sent again
    [mail] = box.messages()
    assert mail.recipients == ["mei@example.com"] and mail.sender == "noreply@ibot.example.com"
    assert mail.user == USER
    message = mail.message
    assert message["To"] == "Mei Lin <mei@example.com>"
    assert message["From"] == FROM
    assert message["Subject"] == "面试邀请：Backend screen / Interview invitation"
    assert mail.raw.isascii() and b"=?utf-8?" in mail.raw.split(b"\r\n\r\n", 1)[0].lower()  # RFC 2047
    assert message.get_content_charset() == "utf-8" and message["Message-ID"]
    text = mail.text
    assert sent["test_url"] in text and text.index("您好") < text.index("Hello Mei Lin")  # Chinese first
    china = expires.astimezone(ZoneInfo("Asia/Shanghai"))
    assert f"{china:%Y-%m-%d %H:%M}（北京时间）" in text and f"{expires:%Y-%m-%d %H:%M} UTC" in text
    assert not any(PASSWORD in error for error in await _errors(api)) and PASSWORD not in caplog.text


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_a_test_in_english_is_mailed_in_english_and_a_refused_mailbox_is_given_up(
    mail_api: tuple[Api, Mailbox],
) -> None:
    api, box = mail_api
    box.start()
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=1, types=["single"], title="Platform", language="en")
    greenhouse = GreenhouseClient(api.client, BASE, key)
    await greenhouse.send_test(invite["id"], {"first_name": "Ann", "email": "ann@example.com"})
    await greenhouse.send_test(invite["id"], {"first_name": "No", "email": "nobody@example.com"})
    assert await outbox_settled(api, "email") == {"delivered": 1, "failed": 1}  # 550: given up, no retry
    [mail] = box.messages()
    assert mail.message["Subject"] == "Interview invitation: Platform"
    assert "您好" not in mail.text and "Hello Ann" in mail.text
    assert any(error.startswith("recipient refused: 550") for error in await _errors(api))


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_without_a_mail_server_an_address_alone_is_refused_and_nothing_kept(
    migrated_database_url: str, tmp_path: Path, fake_index: FakeQuestionIndex, api_catalog: Any
) -> None:
    async with running_api(api_settings(tmp_path, migrated_database_url), fake_index, api_catalog) as api:
        key = await api.recruiter_key("Acme")
        invite = await make_invite(api, key, question_count=1, types=["single"], title="Quick")
        body = {"partner_test_id": invite["id"], "candidate": {"email": "mei@example.com"}}
        refused = await api.client.post(
            f"{BASE}/send_test", json=body, headers=GreenhouseClient(api.client, BASE, key).headers
        )
        assert refused.status_code == 422, refused.text
        assert refused.json()["reason"] == "email_not_configured"
        async with api.ctx.sessions() as db:
            assert await db.scalar(select(func.count()).select_from(AtsAssignment)) == 0
            assert await db.scalar(select(func.count()).select_from(Invite)) == 1  # the test alone
        greenhouse = GreenhouseClient(api.client, BASE, key)
        sent = await greenhouse.send_test(invite["id"], {"email": "mei@example.com", "telegram": "@mei_lin"})
        assert sent["test_url"].startswith("https://t.me/")
        assert await outbox_counts(api, "email") == {}  # the handle takes it; no e-mail is written
        await greenhouse.send_test(
            invite["id"], {"email": "李@example.com", "telegram": "@mei_lin"}, expect=422
        )


async def test_a_server_that_offers_no_starttls_never_gets_the_password(
    migrated_database_url: str, tmp_path: Path, fake_index: FakeQuestionIndex, api_catalog: Any
) -> None:
    """STARTTLS expected (the default) and not offered: the attempt fails before any login, and is
    retried later — never a fallback to sending the password in clear."""
    with mailbox() as box:
        settings = api_settings(
            tmp_path, migrated_database_url, smtp_url=box.url, mail_from=FROM, webhook_poll_s=300
        )
        async with running_api(settings, fake_index, api_catalog) as api:
            key = await api.recruiter_key("Acme")
            invite = await make_invite(api, key, question_count=1, types=["single"], title="Quick")
            await GreenhouseClient(api.client, BASE, key).send_test(
                invite["id"], {"email": "mei@example.com"}
            )
            await api.ctx.extras["webhook_worker"].deliver_due()
            async for _ in polls(0.05):
                if await _errors(api):
                    break
            assert await outbox_counts(api, "email") == {"pending": 1}
            assert all("STARTTLS" in error for error in await _errors(api))
            assert box.messages() == [] and box.logins == []


HEADER_BREAKERS = [
    "A\r\nBcc: evil@example.com",
    "Wei\nZhang",
    "Wei\u2028Zhang",
    "Wei\x0bZhang",
    "Wei\x85Zhang",
]


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_a_line_break_in_a_name_or_a_title_is_refused_and_nothing_is_sent(
    mail_api: tuple[Api, Mailbox],
) -> None:
    """A name goes into the invitation's To header and a test's title into its Subject: a control
    character there is a 422 naming the field (it was a 500 from the mail library), nothing stored."""
    api, _ = mail_api
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=1, types=["single"], title="Backend screen")
    for broken in HEADER_BREAKERS:
        for field in ("first_name", "last_name"):
            body = {
                "partner_test_id": invite["id"],
                "candidate": {"first_name": "Mei", "email": "mei@example.com", field: broken},
            }
            refused = await api.client.post(
                f"{BASE}/send_test", json=body, headers=GreenhouseClient(api.client, BASE, key).headers
            )
            assert refused.status_code == 422 and field in refused.text, (broken, refused.text)
        titled = await api.client.post(
            "/v1/invites", json={"question_count": 1, "title": f"ML{broken}"}, headers=api.recruiter(key)
        )
        assert titled.status_code == 422 and "title" in titled.text, (broken, titled.text)
    async with api.ctx.sessions() as db:
        assert await db.scalar(select(func.count()).select_from(AtsAssignment)) == 0
        assert await db.scalar(select(func.count()).select_from(Invite)) == 1
    assert await outbox_counts(api, "email") == {}
    sent = await GreenhouseClient(api.client, BASE, key).send_test(
        invite["id"], {"first_name": "Mei 美", "last_name": "Lin\u200d", "email": "mei@example.com"}
    )
    assert sent["test_url"]  # names with spaces, CJK and a joiner are fine


ADDRESS_LISTS = [
    "mei@example.com>,<postmaster",  # read back from the To header as two recipients
    "mei@example.com,postmaster",
    "mei@example.com;postmaster",
    "<mei@example.com>",
    'mei@example.c"om',
    "mei(comment)@example.com",
    "mei@[127.0.0.1]",
    "=?utf-8?q?postmaster?=@example.com",  # an encoded word: read back as another mailbox
]


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_an_address_that_is_not_one_mailbox_is_refused_and_nothing_is_sent(
    mail_api: tuple[Api, Mailbox],
) -> None:
    """The address goes into the invitation's To header, whose recipients the mail server is given: one
    that reads back as more than one mailbox, or as another, is a 422 naming ``email`` (it sent the
    invitation to a second, local mailbox of the mail server too), nothing stored."""
    api, _ = mail_api
    key = await api.recruiter_key("Acme")
    invite = await make_invite(api, key, question_count=1, types=["single"], title="Backend screen")
    greenhouse = GreenhouseClient(api.client, BASE, key)
    for address in ADDRESS_LISTS:
        body = {"partner_test_id": invite["id"], "candidate": {"first_name": "Mei", "email": address}}
        refused = await api.client.post(f"{BASE}/send_test", json=body, headers=greenhouse.headers)
        assert refused.status_code == 422 and "email" in refused.text, (address, refused.text)
    async with api.ctx.sessions() as db:
        assert await db.scalar(select(func.count()).select_from(AtsAssignment)) == 0
    assert await outbox_counts(api, "email") == {}
    await greenhouse.send_test(
        invite["id"], {"first_name": "Mei", "email": "mei.lin+screen@mail.example.co.uk"}
    )
    assert await outbox_counts(api, "email") in ({"pending": 1}, {"delivered": 1})
