"""bench/bench_grading.py --list PART prints that part's section alone: a listing of the seen
batches' misses must not show the held-out part's figures (it is scored once), nor a speed over
some of the parts. The parts here are small stand-ins in a temporary directory: no test reads the
held-out part."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tests.helpers.paths import ROOT

ANSWER = '- {question: seed000-01, answer: "B", verdict: correct, score: 1.0, case: bare}\n'


def _bench(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_grading", ROOT / "bench" / "bench_grading.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    parts = {"tuning": tmp_path, "seen": tmp_path / "seen", "held-out": tmp_path / "held_out"}
    for directory in parts.values():
        directory.mkdir(exist_ok=True)
        (directory / "one.yaml").write_text(ANSWER, encoding="utf-8")
    monkeypatch.setattr(module, "PARTS", parts)
    return module


@pytest.mark.parametrize(
    ("listed", "shown"),
    [
        (["seen"], ["seen"]),
        (["tuning"], ["tuning"]),
        (["held-out"], ["held-out"]),
        (["held-out", "tuning"], ["tuning", "held-out"]),
    ],
)
def test_a_listing_prints_only_the_parts_listed(
    listed: list[str],
    shown: list[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    bench = _bench(tmp_path, monkeypatch)
    argv = ["bench_grading.py", "--rules-only", "--runs", "1"]
    monkeypatch.setattr(sys, "argv", [*argv, *(arg for part in listed for arg in ("--list", part))])
    bench.main()
    out = capsys.readouterr().out
    headers = [line.split(":")[0].removeprefix("== ") for line in out.splitlines() if line.startswith("== ")]
    assert headers == shown
    assert ("agreement per seen batch" in out) == ("seen" in listed)
    assert "disagreements" in out and "grades per CPU-second" not in out


def test_without_a_listing_every_part_and_the_speed_print(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    bench = _bench(tmp_path, monkeypatch)
    monkeypatch.setattr(sys, "argv", ["bench_grading.py", "--rules-only", "--runs", "1"])
    bench.main()
    out = capsys.readouterr().out
    headers = [line.split(":")[0].removeprefix("== ") for line in out.splitlines() if line.startswith("== ")]
    assert headers == ["tuning", "seen", "held-out"]
    assert "disagreements" not in out and "grades per CPU-second" in out
