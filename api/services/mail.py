"""E-mail through the operator's mail server (``IBOT_SMTP_URL``), for the outbox's ``email`` deliveries.

The message is made once, when the outbox row is written (its exact text is the event's body, so every
attempt sends the same message with the same ``Message-ID``), and sent by the delivery worker with
smtplib in a thread, within the delivery timeout as a whole (smtplib's bounds each read only: a
server answering a byte at a time is cut off when the attempt's time is up). Each attempt opens one
SMTP connection: ``smtps://`` is TLS from the start,
``smtp://`` upgrades with STARTTLS (a server that does not offer it fails the attempt) unless
``IBOT_SMTP_STARTTLS=false``, which is refused with a password unless the server is on this machine —
a password never travels in clear. Certificates are verified against the system's CAs.

The server's reply decides the delivery, as a receiver's HTTP status does for a webhook: 2xx (the
``250`` after the message) delivered; 4xx and network failures retried with backoff; 5xx (a refused
recipient or sender) given up at once. Error texts carry the server's reply, never the password.
"""

from __future__ import annotations

import asyncio
import contextlib
import email
import email.errors
import email.policy
import ipaddress
import smtplib
import socket
import ssl
import threading
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


def loopback(host: str) -> bool:
    """Whether ``host`` is this machine: the one place a credential may travel unencrypted (the SMTP
    password, the ATS callback's key, the LRS's and the LLM's keys: api/settings.py)."""
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
    if tls == "none" and password and not loopback(parts.hostname):
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


def recipients_of(to: str) -> list[str]:
    """The mailboxes a message's To header (as read back from the outbox) sends it to."""
    return [address for _, address in getaddresses([to]) if address]


def one_mailbox(address: str) -> bool:
    """Whether ``address``, written in a message's To header as ``compose`` writes it, reads back as
    itself and nothing more: no list, comment, route or encoded word that would send the message to
    another mailbox, or to a second one."""
    message = EmailMessage(policy=email.policy.SMTP)
    try:
        message["To"] = address
        parsed = email.message_from_string(message.as_string(), policy=email.policy.SMTP)
        return recipients_of(str(parsed["To"])) == [address]
    except (ValueError, IndexError, TypeError, email.errors.MessageError):
        return False


@dataclass(frozen=True)
class Sent:
    """One attempt: the server's reply code (2xx: delivered), or none and why; ``final``: no retry."""

    code: int | None
    error: str
    latency_ms: float
    final: bool = False


class _Deadline:
    """Closes the attempt's connection when its time is up, from a timer thread: the sending thread's
    blocked read then ends at once (``expired`` tells why)."""

    def __init__(self, seconds: float) -> None:
        self.expired = False
        self._client: smtplib.SMTP | None = None
        self._opened: socket.socket | None = None
        self._lock = threading.Lock()
        self._timer = threading.Timer(seconds, self._expire)
        self._timer.daemon = True

    def __enter__(self) -> _Deadline:
        self._timer.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._timer.cancel()

    def watch(self, client: smtplib.SMTP, opened: socket.socket) -> None:
        """The connection just opened (before the server's greeting is read), and its client: once
        upgraded to TLS the client's socket is another object."""
        with self._lock:
            self._client, self._opened = client, opened
            if self.expired:
                raise TimeoutError("the attempt's time ran out while connecting")

    def _expire(self) -> None:
        with self._lock:
            self.expired = True
            connection = getattr(self._client, "sock", None) or self._opened
        if connection is not None:
            with contextlib.suppress(OSError):  # already closed
                connection.shutdown(socket.SHUT_RDWR)


class _Smtp(smtplib.SMTP):
    """smtplib's client, its connection watched by ``deadline`` from the moment it is opened (the
    constructor connects and reads the greeting)."""

    def __init__(self, deadline: _Deadline, host: str, port: int, timeout: float) -> None:
        self.deadline = deadline
        super().__init__(host, port, timeout=timeout)

    def _get_socket(self, host: str, port: int, timeout: float) -> socket.socket:
        opened = super()._get_socket(host, port, timeout)  # type: ignore[misc]  # not in typeshed
        self.deadline.watch(self, opened)
        return opened


class _SmtpSsl(smtplib.SMTP_SSL):
    """The same for ``smtps://``."""

    def __init__(
        self, deadline: _Deadline, host: str, port: int, timeout: float, context: ssl.SSLContext
    ) -> None:
        self.deadline = deadline
        super().__init__(host, port, timeout=timeout, context=context)

    def _get_socket(self, host: str, port: int, timeout: float) -> socket.socket:
        opened = super()._get_socket(host, port, timeout)  # type: ignore[misc]  # not in typeshed
        self.deadline.watch(self, opened)
        return opened


def _send_now(server: SmtpServer, raw: str, timeout_s: float) -> Sent:
    started = time.perf_counter()
    with _Deadline(timeout_s) as deadline:
        sent = _exchange(server, raw, timeout_s, deadline)
    if deadline.expired and not (sent.code is not None and 200 <= sent.code < 300):
        took = (time.perf_counter() - started) * 1000
        return Sent(None, f"timeout: the mail server did not take the message within {timeout_s:g} s", took)
    return sent


def _exchange(server: SmtpServer, raw: str, timeout_s: float, deadline: _Deadline) -> Sent:
    started = time.perf_counter()
    parsed = email.message_from_string(raw, policy=email.policy.SMTP)
    sender = parseaddr(str(parsed["From"]))[1]
    recipients = recipients_of(str(parsed["To"]))

    def took() -> float:
        return (time.perf_counter() - started) * 1000

    context = ssl.create_default_context()
    client: smtplib.SMTP | None = None
    try:
        if server.tls == "implicit":
            client = _SmtpSsl(deadline, server.host, server.port, timeout_s, context)
        else:
            client = _Smtp(deadline, server.host, server.port, timeout_s)
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
