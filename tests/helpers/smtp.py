"""A real SMTP server for the e-mail tests: aiosmtpd's, on loopback, in a thread of its own, with a
login (plain AUTH is allowed there: the API refuses a password without TLS to anything but loopback).

A message counts as received only once the server has answered ``250`` to it, as a mail server takes
responsibility for a message only then. ``hold_next`` makes the server sit on the next message without
answering until its client goes away (a process killed mid-delivery): that message is not received.
A recipient ``nobody@…`` is refused for good (550)."""

from __future__ import annotations

import asyncio
import contextlib
import email
import email.policy
import threading
import time
import warnings
from collections.abc import Iterator
from dataclasses import dataclass, field
from email.message import EmailMessage
from typing import Any

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword

from tests.helpers.ports import free_port

USER, PASSWORD = "ibot-mailer", "a-long-smtp-password"


@dataclass
class Mail:
    sender: str
    recipients: list[str]
    raw: bytes
    user: str  # who logged in to send it

    @property
    def message(self) -> EmailMessage:
        parsed = email.message_from_bytes(self.raw, policy=email.policy.default)
        assert isinstance(parsed, EmailMessage)
        return parsed

    @property
    def text(self) -> str:
        body = self.message.get_body(("plain",))
        assert body is not None
        return str(body.get_content())


@dataclass
class Mailbox:
    port: int
    received: list[Mail] = field(default_factory=list)
    logins: list[str] = field(default_factory=list)  # every AUTH attempt's user name
    hold_next: bool = False
    held: threading.Event = field(default_factory=threading.Event)  # a message is being held
    lock: threading.Lock = field(default_factory=threading.Lock)
    controller: Controller | None = None

    @property
    def url(self) -> str:
        return f"smtp://{USER}:{PASSWORD}@127.0.0.1:{self.port}"

    def start(self) -> None:
        self.controller = _Controller(
            _Handler(self),
            hostname="127.0.0.1",
            port=self.port,
            auth_require_tls=False,
            auth_required=True,
            authenticator=self._authenticate,
        )
        self.controller.start()

    def stop(self) -> None:
        if self.controller is not None:
            self.controller.stop()
            self.controller = None

    def _authenticate(
        self, _server: Any, _session: Any, _envelope: Any, _mechanism: str, data: Any
    ) -> AuthResult:
        login = data.login if isinstance(data, LoginPassword) else b""
        with self.lock:
            self.logins.append(login.decode(errors="replace"))
        good = isinstance(data, LoginPassword) and (data.login, data.password) == (
            USER.encode(),
            PASSWORD.encode(),
        )
        return AuthResult(success=good, handled=False, auth_data=login.decode() if good else None)

    def messages(self) -> list[Mail]:
        with self.lock:
            return list(self.received)

    def wait_for(self, count: int, timeout: float = 30.0) -> list[Mail]:
        """Block until ``count`` messages arrived (a test driving another process)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if len(self.messages()) >= count:
                return self.messages()
            time.sleep(0.05)
        raise AssertionError(f"expected {count} messages, got {len(self.messages())}")


class _Controller(Controller):
    def factory(self) -> Any:
        with warnings.catch_warnings():  # AUTH without TLS is this test server's point: loopback only
            warnings.filterwarnings("ignore", message="Requiring AUTH while not requiring TLS")
            return super().factory()


def _authenticate(_server: Any, _session: Any, _envelope: Any, mechanism: str, data: Any) -> AuthResult:
    good = isinstance(data, LoginPassword) and (data.login, data.password) == (
        USER.encode(),
        PASSWORD.encode(),
    )
    return AuthResult(success=good, handled=False, auth_data=data.login.decode() if good else None)


class _Handler:
    def __init__(self, box: Mailbox) -> None:
        self.box = box

    async def handle_RCPT(self, server: Any, session: Any, envelope: Any, address: str, options: Any) -> str:
        if address.startswith("nobody@"):  # a mailbox that does not exist: refused for good
            return "550 5.1.1 no such mailbox"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        if self.box.hold_next:
            self.box.hold_next = False
            self.box.held.set()
            while server.transport is not None and not server.transport.is_closing():
                await asyncio.sleep(0.05)  # cancelled when the client's connection is lost
            return "451 4.3.0 the client went away"
        mail = Mail(
            envelope.mail_from,
            list(envelope.rcpt_tos),
            bytes(envelope.original_content),
            str(session.auth_data),
        )
        with self.box.lock:
            self.box.received.append(mail)
        return "250 2.0.0 OK: queued"


@contextlib.contextmanager
def mailbox(*, started: bool = True) -> Iterator[Mailbox]:
    """An SMTP server on a free loopback port (``started=False``: the port is chosen, nothing listens
    yet: a mail server that is down)."""
    box = Mailbox(port=free_port())
    if started:
        box.start()
    try:
        yield box
    finally:
        box.stop()
