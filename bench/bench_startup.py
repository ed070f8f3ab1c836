"""First start on a fresh data dir, the CLI's search, and the running service's memory.

    .venv/bin/python bench/bench_startup.py [--runs 3] [--searches 5] [--compare-cli OTHER/bin/interview-bot]

Every figure is a real process, started the way a user starts it:

* **first start**: ``interview-bot up --data-dir <empty dir>`` (no Telegram token: the API alone),
  timed from the exec until ``GET /readyz`` answers 200 (store migrated, the bank indexed, the
  model and BM25 warm). A new empty data dir per run. The service's RSS (``VmRSS`` from
  ``/proc``) is read once it is ready, and again after a burst of searches and practice-free reads.
* **CLI search**: ``interview-bot search QUERY --data-dir <that dir>`` on the index the service
  built, wall time of the whole process (exec to exit); the queries vary so no cache helps.
* **baseline**: ``python -c pass`` in the same run — what an interpreter costs before any work.
* **before/after** (``--compare-cli``): another install's ``interview-bot`` (say, a venv of an older
  checkout) runs the same searches on the same data dir, each call alternating with this one's, so
  that both see the same load.

Medians of ``--runs`` first starts and ``--runs`` × ``--searches`` CLI calls; run it at normal priority
and read the load average it prints.
"""

from __future__ import annotations

import argparse
import os
import resource
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.helpers.ports import free_port  # noqa: E402

CLI = [str(Path(sys.executable).parent / "interview-bot")]  # the console script, as a user runs it
QUERIES = [
    "梯度检查点",
    "FlashAttention 显存",
    "LoRA rank",
    "ZeRO-3 分片",
    "KV cache 量化",
    "流水线并行 气泡",
]


def dictionary_table() -> str:
    """Whether the CLI's search finds jieba's words in a table (retrieval/_dictionary.py) or writes one."""
    from retrieval._dictionary import cache_directory, table_path
    from retrieval.lexical import jieba

    path = table_path(jieba, cache_directory())
    if path is not None and path.is_file():
        return f"present ({path})"
    return "absent: the first search writes it (~1.5 s more, once per user)"


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def cpu_seconds(pid: int) -> float:
    """User + system CPU a running process has used so far (what it would take on an idle machine)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def environment(data_dir: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("IBOT_")}
    env["IBOT_DATA_DIR"] = str(data_dir)
    return env


def first_start(data_dir: Path) -> tuple[float, float, float, float, subprocess.Popen[bytes]]:
    """Seconds to ready, CPU seconds to ready, RSS when ready, RSS after some reads; the process."""
    port = free_port()
    log = (data_dir.parent / f"{data_dir.name}.log").open("wb")
    began = time.perf_counter()
    process = subprocess.Popen(
        [*CLI, "up", "--data-dir", str(data_dir), "--host", "127.0.0.1", "--port", str(port)],
        env=environment(data_dir),
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    url = f"http://127.0.0.1:{port}"
    while True:
        if process.poll() is not None:
            raise SystemExit(f"interview-bot up exited with {process.returncode}; see {log.name}")
        try:
            if httpx.get(f"{url}/readyz", timeout=1).status_code == 200:
                break
        except httpx.HTTPError:
            pass
        time.sleep(0.05)
    ready = time.perf_counter() - began
    cpu = cpu_seconds(process.pid)
    rss_ready = rss_mb(process.pid)
    for n in range(30):
        httpx.get(f"{url}/v1/topics", timeout=10)
        httpx.get(f"{url}/healthz", timeout=10)
        del n
    return ready, cpu, rss_ready, rss_mb(process.pid), process


def stop(process: subprocess.Popen[bytes]) -> None:
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def timed(command: list[str], env: dict[str, str], cpu: list[float] | None = None) -> float:
    """Wall seconds of the whole process; its CPU seconds are appended to ``cpu``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    began = time.perf_counter()
    subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL)
    elapsed = time.perf_counter() - began
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if cpu is not None:
        cpu.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--searches", type=int, default=5)
    parser.add_argument("--compare-cli", type=Path, help="another install's interview-bot, timed alternately")
    args = parser.parse_args()
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at the start")
    print(f"jieba's dictionary table: {dictionary_table()}")

    scratch = Path(tempfile.mkdtemp(prefix="bench-startup-"))
    baseline = [timed([sys.executable, "-c", "pass"], dict(os.environ)) for _ in range(args.runs)]
    starts: list[float] = []
    start_cpu: list[float] = []
    rss_ready: list[float] = []
    rss_used: list[float] = []
    searches: list[float] = []
    search_cpu: list[float] = []
    other_searches: list[float] = []
    other_cpu: list[float] = []
    for run in range(args.runs):
        data_dir = scratch / f"data{run}"
        ready, cpu, rss_a, rss_b, process = first_start(data_dir)
        stop(process)
        starts.append(ready)
        start_cpu.append(cpu)
        rss_ready.append(rss_a)
        rss_used.append(rss_b)
        print(
            f"  run {run + 1}: first start ready in {ready:.1f} s ({cpu:.1f} s of CPU), "
            f"RSS {rss_a:.0f} MB ready, {rss_b:.0f} MB after reads"
        )
        for n in range(args.searches):
            query = QUERIES[(run * args.searches + n) % len(QUERIES)]
            searches.append(
                timed([*CLI, "search", query, "--data-dir", str(data_dir)], environment(data_dir), search_cpu)
            )
            if args.compare_cli:
                other = [str(args.compare_cli), "search", query, "--data-dir", str(data_dir)]
                other_searches.append(timed(other, environment(data_dir), other_cpu))
        print(f"  run {run + 1}: CLI search {', '.join(f'{s:.2f}' for s in searches[-args.searches :])} s")
        if args.compare_cli:
            compared = ", ".join(f"{s:.2f}" for s in other_searches[-args.searches :])
            print(f"  run {run + 1}: compared CLI {compared} s")

    base = statistics.median(baseline)
    print(f"\nload average {os.getloadavg()[0]:.1f} at the end")
    print(f"{'python -c pass (baseline)':<34} median {base:6.2f} s ({args.runs} runs)")
    print(
        f"{'first up on a fresh data dir':<34} median {statistics.median(starts):6.2f} s "
        f"({args.runs} runs)  goal <= 15 s; CPU {statistics.median(start_cpu):.2f} s"
    )
    print(
        f"{'CLI search (whole process)':<34} median {statistics.median(searches):6.2f} s "
        f"({len(searches)} calls)  goal <= 1.5 s  x{statistics.median(searches) / base:.0f} of baseline; "
        f"CPU {statistics.median(search_cpu):.2f} s"
    )
    if args.compare_cli:
        print(
            f"{'compared CLI search':<34} median {statistics.median(other_searches):6.2f} s "
            f"({len(other_searches)} calls, alternating)  CPU {statistics.median(other_cpu):.2f} s "
            f"({args.compare_cli})"
        )
    print(
        f"{'service RSS':<34} median {statistics.median(rss_ready):6.0f} MB ready, "
        f"{statistics.median(rss_used):.0f} MB after reads, max {max(rss_used):.0f} MB  goal <= 400 MB"
    )


if __name__ == "__main__":
    main()
