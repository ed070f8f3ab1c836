"""The mail server setting (api/services/mail.py): what ``IBOT_SMTP_URL`` may say, checked at start-up —
never a password in clear to another machine, never the password in an error or a repr — and the
message made for the outbox (UTF-8 subject and body, ASCII on the wire)."""

from __future__ import annotations

import email
import email.policy

import pytest
from pydantic import SecretStr, ValidationError

from api.services import mail
from api.settings import Settings

SECRET = "s3cret-Pa55word"


def _settings(url: str | None, **extra: object) -> Settings:
    values: dict[str, object] = {"mail_from": "Interview Bot <noreply@example.com>", **extra}
    if url is not None:
        values["smtp_url"] = SecretStr(url)
    return Settings(**values)  # type: ignore[arg-type]


def test_smtp_is_starttls_and_smtps_is_tls_from_the_start() -> None:
    server = mail.smtp_server(_settings(f"smtp://mailer:{SECRET}@mail.example.com"))
    assert server is not None and (server.host, server.port, server.tls) == (
        "mail.example.com",
        587,
        "starttls",
    )
    assert (server.user, server.password) == ("mailer", SECRET)
    implicit = mail.smtp_server(_settings("smtps://mailer:p%40ss@mail.example.com:2465"))
    assert implicit is not None and (implicit.port, implicit.tls, implicit.password) == (
        2465,
        "implicit",
        "p@ss",
    )
    assert mail.smtp_server(_settings(None, mail_from=None)) is None
    assert SECRET not in repr(server)


@pytest.mark.parametrize(
    ("url", "extra", "says"),
    [
        (f"smtp://mailer:{SECRET}@mail.example.com", {"smtp_starttls": False}, "unencrypted"),
        ("http://mail.example.com", {}, "smtp://"),
        ("smtp://", {}, "no host"),
        ("smtp://mail.example.com:99999", {}, "port"),
        ("smtp://mail.example.com", {"mail_from": "nobody"}, "IBOT_MAIL_FROM"),
        ("smtp://mail.example.com", {"mail_from": None}, "IBOT_MAIL_FROM"),
    ],
)
def test_settings_that_cannot_work_are_refused_at_start(
    url: str, extra: dict[str, object], says: str
) -> None:
    with pytest.raises(ValidationError) as refused:
        _settings(url, **extra)
    assert says in str(refused.value) and SECRET not in str(refused.value)


def test_plain_smtp_is_allowed_to_this_machine_and_without_a_password() -> None:
    local = mail.smtp_server(_settings(f"smtp://mailer:{SECRET}@127.0.0.1:2525", smtp_starttls=False))
    assert local is not None and local.tls == "none"
    relay = mail.smtp_server(_settings("smtp://relay.internal:25", smtp_starttls=False))
    assert relay is not None and relay.user == ""


def test_a_sender_without_a_mail_server_is_refused() -> None:
    with pytest.raises(ValidationError, match="IBOT_SMTP_URL is not"):
        _settings(None)


def test_the_message_is_utf8_and_ascii_on_the_wire() -> None:
    server = mail.smtp_server(_settings("smtp://relay.internal", mail_from="面试机器人 <bot@example.com>"))
    assert server is not None
    raw = mail.compose(server, "李梅 <mei@example.com>", "面试邀请：后端", "您好\nhttps://t.me/x?start=abc\n")
    assert raw.isascii() and "\r\n" in raw
    message = email.message_from_string(raw, policy=email.policy.default)
    assert message["Subject"] == "面试邀请：后端" and message["To"] == "李梅 <mei@example.com>"
    assert message["Auto-Submitted"] == "auto-generated" and message["Message-ID"].endswith("@example.com>")
    assert message.get_content().startswith("您好\nhttps://t.me/x?start=abc")  # type: ignore[attr-defined]
