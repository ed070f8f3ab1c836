"""E-mail through the operator's mail server (``IBOT_SMTP_URL``), for the outbox's ``email`` deliveries.

The message is made once, when the outbox row is written (its exact text is the event's body, so every
attempt sends the same message with the same ``Message-ID``), and sent by the delivery worker with
smtplib in a thread. Each attempt opens one SMTP connection: ``smtps://`` is TLS from the start,
``smtp://`` upgrades with STARTTLS (a server that does not offer it fails the attempt) unless
``IBOT_SMTP_STARTTLS=false``, which is refused with a password unless the server is on this machine —
a password never travels in clear. Certificates are verified against the system's CAs.

The server's reply decides the delivery, as a receiver's HTTP status does for a webhook: 2xx (the
``250`` after the message) delivered; 4xx and network failures retried with backoff; 5xx (a refused
recipient or sender) given up at once. Error texts carry the server's reply, never the password.
"""

from __future__ import annotations

import asyncio
import email
import email.policy
import ipaddress
import smtplib
import ssl
import time
from dataclasses import dataclass
from email.message import EmailMessage
from email.utils import getaddresses, make_msgid, parseaddr
from typing import Protocol
from urllib.parse import unquote, urlsplit

from pydantic import SecretStr

TARGET = "email"  # a WebhookDelivery's target: one message to the mail server of the settings
DEFAULT_PORTS = {"smtp": 587, "smtps": 465}


@dataclass(frozen=True)
class SmtpServer:
    host: str
    port: int
    tls: str  # "implicit" (smtps), "starttls" or "none"
    user: str
    password: str
    sender: str  # IBOT_MAIL_FROM as written ("Name <address>")

    def __repr__(self) -> str:  # never the password, in a traceback or a log line
        return f"SmtpServer({self.tls}://{self.host}:{self.port}, user={bool(self.user)})"


def _loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


class MailSettings(Protocol):
    """What the mail server is read from: ``api.settings.Settings``, which checks it at start through
    :func:`smtp_server` — so this module names the fields, not the class, and the two import no circle."""

    @property
    def smtp_url(self) -> SecretStr | None: ...

    @property
    def smtp_starttls(self) -> bool: ...

    @property
    def mail_from(self) -> str | None: ...


def smtp_server(settings: MailSettings) -> SmtpServer | None:
    """The mail server of the settings, or None when e-mail is off; ValueError for settings that cannot
    work (checked at start-up by ``Settings``)."""
    if settings.smtp_url is None:
        return None
    parts = urlsplit(settings.smtp_url.get_secret_value().strip())
    if parts.scheme not in DEFAULT_PORTS:
        raise ValueError("IBOT_SMTP_URL must start with smtp:// (STARTTLS) or smtps:// (TLS)")
    if not parts.hostname:
        raise ValueError("IBOT_SMTP_URL has no host")
    try:
        port = parts.port or DEFAULT_PORTS[parts.scheme]
    except ValueError:
        raise ValueError("IBOT_SMTP_URL has an invalid port") from None
    tls = "implicit" if parts.scheme == "smtps" else ("starttls" if settings.smtp_starttls else "none")
    password = unquote(parts.password or "")
    if tls == "none" and password and not _loopback(parts.hostname):
        raise ValueError(
            "IBOT_SMTP_STARTTLS=false would send the SMTP password unencrypted to a remote server: "
            "use STARTTLS or smtps://"
        )
    sender = (settings.mail_from or "").strip()
    if not sender or "@" not in parseaddr(sender)[1]:
        raise ValueError('IBOT_MAIL_FROM must be an address ("Interview Bot <noreply@example.com>")')
    user = unquote(parts.username or "")
    return SmtpServer(parts.hostname, port, tls, user, password, sender)


def compose(server: SmtpServer, to: str, subject: str, text: str) -> str:
    """A plain-text UTF-8 message (headers encoded as RFC 2047 wants, lines CRLF): the outbox's body."""
    message = EmailMessage(policy=email.policy.SMTP)
    message["From"] = server.sender
    message["To"] = to
    message["Subject"] = subject
    message["Date"] = email.utils.formatdate(usegmt=True)
    message["Message-ID"] = make_msgid(domain=parseaddr(server.sender)[1].rpartition("@")[2] or None)
    message["Auto-Submitted"] = "auto-generated"  # RFC 3834: out-of-office replies are not sent back
    message.set_content(text, charset="utf-8")
    return message.as_string()


@dataclass(frozen=True)
class Sent:
    """One attempt: the server's reply code (2xx: delivered), or none and why; ``final``: no retry."""

    code: int | None
    error: str
    latency_ms: float
    final: bool = False


def _send_now(server: SmtpServer, raw: str, timeout_s: float) -> Sent:
    started = time.perf_counter()
    parsed = email.message_from_string(raw, policy=email.policy.SMTP)
    sender = parseaddr(str(parsed["From"]))[1]
    recipients = [address for _, address in getaddresses([str(parsed["To"])]) if address]

    def took() -> float:
        return (time.perf_counter() - started) * 1000

    context = ssl.create_default_context()
    client: smtplib.SMTP | None = None
    try:
        if server.tls == "implicit":
            client = smtplib.SMTP_SSL(server.host, server.port, timeout=timeout_s, context=context)
        else:
            client = smtplib.SMTP(server.host, server.port, timeout=timeout_s)
            if server.tls == "starttls":
                client.starttls(context=context)  # SMTPNotSupportedError when not offered: retried
        if server.user:
            client.login(server.user, server.password)
        client.sendmail(sender, recipients, raw.encode("ascii"))
        return Sent(250, "", took())
    except smtplib.SMTPRecipientsRefused as refused:
        codes = [code for code, _ in refused.recipients.values()]
        detail = "; ".join(
            f"{code} {reply.decode(errors='replace')}" for code, reply in refused.recipients.values()
        )
        return Sent(min(codes), f"recipient refused: {detail}", took(), final=all(c >= 500 for c in codes))
    except smtplib.SMTPResponseException as failure:
        reply = failure.smtp_error.decode(errors="replace") if isinstance(failure.smtp_error, bytes) else ""
        final = failure.smtp_code >= 500 and not isinstance(failure, smtplib.SMTPAuthenticationError)
        return Sent(
            failure.smtp_code, f"{type(failure).__name__}: {failure.smtp_code} {reply}", took(), final
        )
    except (smtplib.SMTPException, OSError) as failure:  # refused, reset, timed out, TLS, not offered
        return Sent(None, f"{type(failure).__name__}: {failure}", took())
    finally:
        if client is not None:
            try:
                client.quit()
            except (smtplib.SMTPException, OSError):
                client.close()


async def send(server: SmtpServer, raw: str, timeout_s: float) -> Sent:
    """Send ``raw`` (from :func:`compose`) to its To addresses, in a thread (smtplib blocks)."""
    return await asyncio.to_thread(_send_now, server, raw, timeout_s)
