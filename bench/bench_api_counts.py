"""Counts behind ``bench_api.py``'s "server CPU ms/turn" that the machine's load moves little: the same
loops against the same ``interview-bot up``, with that process counting what it does in each closed loop
(``--clients`` and ``--started-inside``, interview and practice), between requests included.

    python bench/bench_api_counts.py --runs 1 --backends sqlite --clients 32 --started-inside 32 \\
        --rate 200 --open-duration 20 --duration 5 [--tree /tmp/other-checkout] [--profile [--keep DIR]]

Per turn of each loop: the process's user and system CPU ms (these move with the load), the CPU of
its threads other than the event loop's, its SQLite virtual-machine steps (a progress handler every
100 steps: the rows a statement reads and writes, on SQLite only), its garbage collections, its system
calls and context switches (``perf stat``, when perf is installed); then, per turn again, the SQL
statements SQLite ran (by first word), the log records emitted (by logger and level), the bytes of
response bodies the client read, of the process's stdout (the access log) and of all it wrote and read
(``/proc/self/io``), its threads and the database's and WAL's sizes at the loop's ends. ``--profile``:
also the Python calls of the event loop's thread (cProfile, which slows the server: the CPU columns no
longer count) by module and by function, per turn; ``--keep DIR`` keeps each loop's profile there.
These are the counts of the real served process, between requests included (uvicorn, the event loop,
the background tasks); ``bench_turn_calls.py`` counts one request in process.
``--tree``: another checkout's ``bench_api.py`` and app (``git worktree add`` of a commit), run with
this one's interpreter, so two commits compare under one client script.

The server runs as ``bench_api_counts.py --serve up ...`` (the same ``up`` under the counters); the
driver signals it (SIGUSR1) at each loop's start and end to write a snapshot of its counts.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import pstats
import re
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from api_counts_server import serve  # beside this file: the served process's counters

# the system calls counted one by one (perf's tracepoints): SQLite's file reads, writes and locks, the
# sockets', the event loop's polls, threads' hand-overs
_SYSCALLS = tuple(
    f"syscalls:sys_enter_{name}"
    for name in [
        "pread64",
        "pwrite64",
        "fcntl",
        "read",
        "write",
        "writev",
        "sendto",
        "recvfrom",
        "epoll_wait",
        "epoll_ctl",
        "futex",
        "getpid",
        "lseek",
        "newfstatat",
        "openat",
        "close",
        "mmap",
        "munmap",
        "madvise",
        "ioctl",
        "fsync",
        "fdatasync",
    ]
)
LOOPS = ("closed", "started")


class Counting:
    """The driver's side: ``bench_api``'s server started under ``serve``, a snapshot at each loop's ends."""

    def __init__(self, bench: Any, tree: Path, out: Path) -> None:
        self.bench, self.tree, self.out = bench, tree, out
        self.pid: int | None = None
        self.turns = 0
        self.perf: subprocess.Popen[bytes] | None = None
        self.rows: list[str] = []
        self.details: list[str] = []
        self.received = 0  # bytes of response bodies the client read
        self.keep: Path | None = None

    def mark(self, label: str) -> None:
        assert self.pid is not None
        if label.endswith("-end") and self.perf is not None:
            self.perf.send_signal(signal.SIGINT)
            self.perf.wait()
            self.perf = None
        (self.out / f"{label}.json").unlink(missing_ok=True)  # a later run's loop has the same label
        (self.out / "label").write_text(label)
        (self.out / f"{label}.turns").write_text(str(self.turns))
        (self.out / f"{label}.received").write_text(str(self.received))
        os.kill(self.pid, signal.SIGUSR1)
        while not (self.out / f"{label}.json").exists():
            time.sleep(0.01)
        if label.endswith("-start") and _has_perf():
            events = ",".join(["raw_syscalls:sys_enter", "context-switches", *_SYSCALLS])
            perf = [
                "perf",
                "stat",
                "-x,",
                "-e",
                events,
                "-p",
                str(self.pid),
                "-o",
                str(self.out / f"{label}.perf"),
            ]
            self.perf = subprocess.Popen(perf, stderr=subprocess.DEVNULL)
            time.sleep(0.2)  # attached before the loop starts
        if label.endswith("-end"):
            self.rows.append(self.row(label.removesuffix("-end")))
            self.details.append(self.detail(label.removesuffix("-end")))

    def row(self, loop: str) -> str:
        def read(end: str) -> dict[str, Any]:
            found: dict[str, Any] = json.loads((self.out / f"{loop}-{end}.json").read_text())
            return found

        start, end = read("start"), read("end")
        turns = int((self.out / f"{loop}-end.turns").read_text()) - int(
            (self.out / f"{loop}-start.turns").read_text()
        )
        per = max(1, turns)
        gcs = "/".join(str(b - a) for a, b in zip(start["gc"], end["gc"], strict=True))
        perf = _perf_counts(self.out / f"{loop}-start.perf")
        return (
            f"| {loop} | {turns} | {1000 * (end['user_s'] - start['user_s']) / per:.2f} | "
            f"{1000 * (end['system_s'] - start['system_s']) / per:.2f} | "
            f"{1000 * (end['other_threads_s'] - start['other_threads_s']) / per:.2f} | "
            f"{(end['sqlite_steps'] - start['sqlite_steps']) / per:,.0f} | {gcs} | "
            f"{_per(perf.get('raw_syscalls:sys_enter'), per)} | {_per(perf.get('context-switches'), per)} |"
        )

    def detail(self, loop: str) -> str:
        """The loop's counts beyond the row: statements, log records, bytes, threads, the store's size and
        (``--profile``) the Python calls of the event loop's thread by module."""
        start, end = (json.loads((self.out / f"{loop}-{e}.json").read_text()) for e in ("start", "end"))
        turns = max(
            1,
            int((self.out / f"{loop}-end.turns").read_text())
            - int((self.out / f"{loop}-start.turns").read_text()),
        )
        received = int((self.out / f"{loop}-end.received").read_text()) - int(
            (self.out / f"{loop}-start.received").read_text()
        )

        def per(key: str) -> dict[str, float]:
            names = sorted({*start[key], *end[key]})
            moved = {n: (end[key].get(n, 0) - start[key].get(n, 0)) / turns for n in names}
            return {n: round(v, 3) for n, v in moved.items() if v}

        moved = {key: end[key] - start[key] for key in ("stdout_bytes", "wchar", "rchar", "minor_faults")}
        lines = [
            f"{loop}: {turns} turns; per turn: statements {per('statements')}; log records {per('records')}",
            f"  other statements per turn: {per('shapes')}",
            f"  bytes per turn: response bodies {received / turns:,.0f},"
            f" stdout {moved['stdout_bytes'] / turns:,.0f}, written {moved['wchar'] / turns:,.0f},"
            f" read {moved['rchar'] / turns:,.0f}",
            f"  page faults per turn {moved['minor_faults'] / turns:,.1f};"
            f" threads {start['threads']} -> {end['threads']}; database {start['database_bytes']:,} ->"
            f" {end['database_bytes']:,} bytes, WAL {start['wal_bytes']:,} -> {end['wal_bytes']:,}",
        ]
        calls = _perf_counts(self.out / f"{loop}-start.perf")
        each = {
            name.removeprefix("syscalls:sys_enter_"): round(count / turns, 1)
            for name, count in sorted(calls.items(), key=lambda item: -item[1])
            if name.startswith("syscalls:") and count
        }
        if each:
            lines.append(f"  system calls per turn: {each}")
        profile = self.out / f"{loop}-end.prof"
        if profile.exists():
            lines += _by_module(pstats.Stats(str(profile)), turns)
            if self.keep is not None:
                self.keep.mkdir(parents=True, exist_ok=True)
                (self.keep / profile.name).write_bytes(profile.read_bytes())
        return "\n".join(lines)

    @contextlib.contextmanager
    def served(
        self, args: list[str], env: dict[str, str], cwd: Path, log: Path, ready: str, *, warm: bool = False
    ) -> Iterator[int]:
        """``bench_api.served``, the API's ``-c`` start replaced by ``serve`` (the bare endpoint as is)."""
        if "-c" not in args:
            with self._served(args, env, cwd, log, ready, warm=warm) as pid:
                yield pid
            return
        at = args.index("-c")
        args = [*args[:at], str(Path(__file__).resolve()), "--serve", *args[at + 2 :]]
        env = {
            **env,
            "PYTHONPATH": str(self.tree),  # that checkout's app, whatever this interpreter has installed
            "BENCH_COUNTS_DIR": str(self.out),
        }
        with self._served(args, env, cwd, log, ready, warm=warm) as pid:
            self.pid = pid
            yield pid

    def install(self) -> None:
        bench = self.bench
        self._served = bench.served
        bench.served = self.served
        answer = bench.Target.answer

        async def counted_answer(target: Any, client: Any, seat: Any) -> None:
            await answer(target, client, seat)
            self.turns += 1

        bench.Target.answer = counted_answer
        request = bench.request

        async def counted_request(*args: Any, **kwargs: Any) -> tuple[int, bytes]:
            status, payload = await request(*args, **kwargs)
            self.received += len(payload)
            return status, payload

        bench.request = counted_request
        for loop in LOOPS:
            setattr(bench, f"{loop}_loop", self.marked(getattr(bench, f"{loop}_loop"), loop))

    def marked(self, measure: Any, loop: str) -> Any:
        async def marked_loop(target: Any, client: Any, *args: Any, **kwargs: Any) -> Any:
            if target.name == "bare":
                return await measure(target, client, *args, **kwargs)
            # the closed loop opens its sessions first: the snapshots come where its CPU clock starts
            cpu_seconds, ends = self.bench.cpu_seconds, iter(("start", "end"))

            def marked_cpu(pid: int | None) -> float:
                self.mark(f"{target.name}-{loop}-{next(ends)}")
                return float(cpu_seconds(pid))

            self.bench.cpu_seconds = marked_cpu
            try:
                return await measure(target, client, *args, **kwargs)
            finally:
                self.bench.cpu_seconds = cpu_seconds

        return marked_loop


def _group(filename: str) -> str:
    """A profiled function's module group: the package under site-packages, the app's top packages."""
    if filename.startswith("~") or filename.startswith("<"):
        return "builtins"
    parts = Path(filename).parts
    if "site-packages" in parts:
        return parts[parts.index("site-packages") + 1].split(".")[0]
    if "lib" in parts and "python3.11" in parts:
        return "stdlib:" + Path(filename).stem
    for top in ("api", "bank", "retrieval", "interview_bot", "bot"):
        if top in parts:
            at = parts.index(top)
            return ".".join(parts[at : at + 2]).removesuffix(".py")
    return filename


def _by_module(stats: pstats.Stats, turns: int) -> list[str]:
    calls: Counter[str] = Counter()
    functions: Counter[str] = Counter()
    for (filename, line, name), (_, primitive_and_recursive, *_rest) in stats.stats.items():  # type: ignore[attr-defined]
        calls[_group(filename)] += primitive_and_recursive
        functions[f"{filename}:{line}({name})"] += primitive_and_recursive
    total = sum(calls.values())
    lines = [f"  Python calls per turn {total / turns:,.0f}, by module:"]
    lines += [f"    {count / turns:9.1f}  {group}" for group, count in calls.most_common(40)]
    lines.append("  the most called functions, per turn:")
    lines += [f"    {count / turns:9.1f}  {name}" for name, count in functions.most_common(40)]
    return lines


def _has_perf() -> bool:
    return subprocess.run(["which", "perf"], capture_output=True, check=False).returncode == 0


def _perf_counts(path: Path) -> dict[str, int]:
    if not path.exists():
        return {}
    found = re.finditer(r"^([\d.]+),[^,]*,([\w:-]+)", path.read_text(), re.M)
    return {match.group(2): int(float(match.group(1))) for match in found}


def _per(count: int | None, turns: int) -> str:
    return "" if count is None else f"{count / turns:.1f}"


def main() -> None:
    if sys.argv[1:2] == ["--serve"]:
        serve(sys.argv[2:])
        return
    argv, tree = sys.argv[1:], Path(__file__).resolve().parents[1]
    if "--tree" in argv:
        at = argv.index("--tree")
        tree = Path(argv[at + 1]).resolve()
        del argv[at : at + 2]
    keep = None
    if "--keep" in argv:  # where the profiles are kept
        at = argv.index("--keep")
        keep = Path(argv[at + 1]).resolve()
        del argv[at : at + 2]
    if "--profile" in argv:  # the Python calls of the loop's thread, by cProfile (slows the server)
        argv.remove("--profile")
        os.environ["BENCH_COUNTS_PROFILE"] = "1"
    spec = importlib.util.spec_from_file_location("bench_api", tree / "bench" / "bench_api.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    sys.modules["bench_api"] = bench  # its dataclasses look their module up
    sys.argv = [str(tree / "bench" / "bench_api.py"), *argv]
    spec.loader.exec_module(bench)
    with contextlib.ExitStack() as stack:
        out = Path(stack.enter_context(tempfile.TemporaryDirectory()))
        counting = Counting(bench, tree, out)
        counting.keep = keep
        counting.install()
        bench.main()
    print("\nper turn, in each loop's window (the process's counts, between requests included):")
    print(
        "| loop | turns | user CPU ms | system CPU ms | other threads' | SQLite steps"
        " | gc 0/1/2 | syscalls | cs |"
    )
    print("|---|---:|---:|---:|---:|---:|---|---:|---:|")
    print("\n".join(counting.rows))
    print("\n" + "\n\n".join(counting.details))


if __name__ == "__main__":
    main()
