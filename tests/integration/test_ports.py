"""The ports the tests' servers listen on: never from the range outgoing connections take theirs from."""

from __future__ import annotations

import socket

import pytest

from tests.helpers import ports


def test_ports_come_from_below_the_ephemeral_range_and_are_free() -> None:
    handed = [ports.free_port() for _ in range(20)]
    assert len(set(handed)) == len(handed)  # never the same port twice in one process
    assert all(ports.LOWEST <= port < ports._ephemeral_start() for port in handed)
    for port in handed:
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", port))  # each one can still be listened on


def test_a_port_in_use_is_passed_over() -> None:
    probe = ports.free_port()
    following = probe + 1
    with socket.socket() as held:
        held.bind(("127.0.0.1", following))
        held.listen()
        # the next candidate is the held port (or, at the block's end, another): never the held one
        assert ports.free_port() != following


def test_each_worker_has_its_own_block(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PYTEST_XDIST_WORKER", "gw0")
    first = set(ports._candidates())
    monkeypatch.setenv("PYTEST_XDIST_WORKER", "gw1")
    second = set(ports._candidates())
    assert first and second and not first & second
