"""The real processes the multi-process SQLite tests run on one store: ``interview-bot api`` serving and
the CLI writing beside it (``tests/e2e/test_sqlite_cli_beside_api.py``,
``tests/e2e/test_sqlite_api_killed.py``). Two files, so pytest-xdist's workers take one each.

What broke here once: a process that opens and closes a descriptor of the database file outside SQLite
drops every POSIX lock the process holds on it, so the CLI's last connection believed it was alone and
deleted the live ``-wal``/``-shm`` under the service (``database disk image is malformed``).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.helpers.api_fixtures import INDEX_DIRS
from tests.helpers.topology import wait_until_ready

CLI = [sys.executable, "-c", "from interview_bot.cli import main; main()"]


def data_dir_with_index(tmp_path: Path, real_index: Any) -> Path:
    """A data dir whose index is already built (a copy of the session's), so ``api`` need not embed."""
    target = tmp_path / "data"
    shutil.copytree(INDEX_DIRS[id(real_index)], target)
    return target


def cli(env: dict[str, str], *args: str) -> str:
    return cli_together(env, list(args))[0]


def cli_together(env: dict[str, str], *commands: list[str]) -> list[str]:
    """Each of ``commands`` as a CLI process of its own, all at once: what each printed, once all are done
    (each must succeed)."""
    processes = [
        subprocess.Popen([*CLI, *args], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for args in commands
    ]
    printed = []
    try:
        for args, process in zip(commands, processes, strict=True):
            stdout, stderr = process.communicate(timeout=300)
            assert process.returncode == 0, f"{args}: {stdout[-1500:]}{stderr[-3000:]}"
            printed.append(stdout)
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
                process.wait()
    return printed


def deleted_store_files(pid: int, database: Path) -> list[str]:
    """The store's files this process still holds open although they were deleted (``/proc``)."""
    held = []
    for descriptor in Path(f"/proc/{pid}/fd").iterdir():
        try:
            target = os.readlink(descriptor)
        except OSError:  # closed meanwhile
            continue
        if target.startswith(str(database)) and target.endswith("(deleted)"):
            held.append(target)
    return held


def serve_together(env: dict[str, str], ports: list[int], logs: Path) -> list[subprocess.Popen[bytes]]:
    """``interview-bot api`` on each of ``ports``, all started at once (as replicas are; their start,
    mostly imports and loading, overlaps), each one's output in ``logs/api-<port>.log`` (a pipe nobody
    reads would fill up and stop it); returned once every one is ready."""
    processes = []
    for port in ports:
        with (logs / f"api-{port}.log").open("wb") as output:
            processes.append(
                subprocess.Popen(
                    [*CLI, "api", "--port", str(port)], env=env, stdout=output, stderr=subprocess.STDOUT
                )
            )
    try:
        for port, process in zip(ports, processes, strict=True):
            wait_until_ready(f"http://127.0.0.1:{port}/readyz", process, logs / f"api-{port}.log")
    except BaseException:
        for process in processes:
            process.kill()
            process.wait()
        raise
    return processes
