"""Hostile bank files: the time and memory an upload's parse takes to refuse them (bank.parsing.bounds).

Each file is parsed as an upload (``parse_bank_text``) in a fresh child process, several times; the child
reports its wall time and its peak resident memory. The baseline, measured in the same run, is the same
child parsing the valid shipped YAML bank of the test data (tests/data/banks/infra.yaml). A child that
passes ``--cap-mb`` of address space or ``--timeout-s`` is stopped and reported as such.

    python bench/bench_hostile_banks.py                    # 5 runs of each file
    python bench/bench_hostile_banks.py --source /path/to/other/checkout   # another revision's parser

Figures: the median over runs of the time, and the largest peak memory seen.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "banks"
FILES = [
    (DATA / "infra.yaml", "yaml"),  # the baseline: a valid bank
    (DATA / "hostile" / "billion-laughs.yaml", "yaml"),
    (DATA / "hostile" / "deep-1000.json", "json"),
    (DATA / "hostile" / "deep-1000.yaml", "yaml"),
]

CHILD = """
import json, resource, sys, time
sys.path.insert(0, sys.argv[1])
from bank.errors import BankFileError
from bank.parsing.formats import BankFormat, parse_bank_text
text = open(sys.argv[2], encoding="utf-8").read()
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
started = time.perf_counter()
try:
    fmt = BankFormat(sys.argv[3])
    parse_bank_text(text, fmt, bank_id="bk0123456789", title="t", id_prefix="bk0123456789-")
    outcome = "accepted"
except BankFileError as error:
    outcome = "refused: " + str(error.problems[0])[:90]
except Exception as error:
    outcome = "crashed: " + type(error).__name__
elapsed = time.perf_counter() - started
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
grew = (peak - before) / 1024
print(json.dumps({"s": elapsed, "peak_mb": peak / 1024, "grew_mb": grew, "outcome": outcome}))
"""


def measure(source: Path, path: Path, fmt: str, cap_mb: int, timeout_s: float) -> dict[str, object]:
    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (cap_mb * 1024 * 1024, cap_mb * 1024 * 1024))

    try:
        done = subprocess.run(
            [sys.executable, "-c", CHILD, str(source), str(path), fmt],
            capture_output=True,
            text=True,
            timeout=timeout_s,
            preexec_fn=limit,
            env={**os.environ, "PYTHONHASHSEED": "0"},
        )
    except subprocess.TimeoutExpired:
        return {"outcome": f"stopped after {timeout_s:.0f} s"}
    if done.returncode != 0 or not done.stdout.strip():
        tail = (done.stderr.strip().splitlines() or ["?"])[-1]
        return {
            "outcome": f"died past {cap_mb} MB: {tail[:60]}" if "Memory" in tail else f"died: {tail[:80]}"
        }
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--source", type=Path, default=ROOT, help="the checkout whose parser is measured")
    parser.add_argument("--cap-mb", type=int, default=2048)
    parser.add_argument("--timeout-s", type=float, default=30.0)
    args = parser.parse_args()
    print(f"parser of {args.source}; load: {os.getloadavg()[0]:.2f}")
    for path, fmt in FILES:
        results = [measure(args.source, path, fmt, args.cap_mb, args.timeout_s) for _ in range(args.runs)]
        timed = [r for r in results if "s" in r]
        name = path.relative_to(DATA)
        if not timed:
            print(f"{name!s:<28} {path.stat().st_size:>6} B  {results[0]['outcome']}")
            continue
        seconds = statistics.median(float(r["s"]) for r in timed)  # type: ignore[arg-type]
        grew = max(float(r["grew_mb"]) for r in timed)  # type: ignore[arg-type]
        peak = max(float(r["peak_mb"]) for r in timed)  # type: ignore[arg-type]
        print(
            f"{name!s:<28} {path.stat().st_size:>6} B  {seconds * 1000:8.2f} ms  +{grew:6.1f} MB "
            f"(peak RSS {peak:5.1f} MB)  {timed[0]['outcome']}"
        )


if __name__ == "__main__":
    main()
