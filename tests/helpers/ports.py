"""A free TCP port on loopback, for servers the tests start.

A port the kernel hands out for ``bind(0)`` comes from the ephemeral range, the same range it draws
every outgoing connection's local port from. Released and handed to a server a moment later, such a
port can meanwhile have become the local end of some client's connection (a PostgreSQL client, an
HTTP poll), and the server exits with "address not available". So the ports come from below the
ephemeral range, where the kernel never puts an outgoing connection, each pytest-xdist worker from a
block of its own, each port checked free before it is handed out and never handed out twice by one
process.
"""

from __future__ import annotations

import os
import random
import socket
from collections.abc import Iterator
from pathlib import Path

LOWEST = 20_000
WORKER_BLOCKS = 16  # more than any run's workers; a worker past the last shares a block, still checked
EPHEMERAL_RANGE = Path("/proc/sys/net/ipv4/ip_local_port_range")


def _ephemeral_start() -> int:
    try:
        return int(EPHEMERAL_RANGE.read_text(encoding="ascii").split()[0])
    except (OSError, ValueError, IndexError):
        return 32_768  # Linux's default


def _worker_number() -> int:
    worker = os.environ.get("PYTEST_XDIST_WORKER", "gw0")  # "gw3"; a run without xdist is one worker
    digits = worker.removeprefix("gw")
    return int(digits) if digits.isdigit() else 0


def _candidates() -> Iterator[int]:
    """This process's block of ports, from a random place in it (a re-run need not wait out the last
    run's closed connections)."""
    top = max(_ephemeral_start(), LOWEST + WORKER_BLOCKS * 64)
    size = (top - LOWEST) // WORKER_BLOCKS
    start = LOWEST + (_worker_number() % WORKER_BLOCKS) * size
    ports = list(range(start, start + size))
    offset = random.randrange(size)
    return iter(ports[offset:] + ports[:offset])


_ports = _candidates()  # each port at most once in this process


def _bindable(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def free_port() -> int:
    for port in _ports:
        if _bindable(port):
            return port
    raise RuntimeError("this test process has used up its block of ports")
