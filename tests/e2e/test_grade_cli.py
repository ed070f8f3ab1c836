"""``interview-bot grade``: JSON lines in, JSON lines out; bad lines are error lines, never a crash."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from interview_bot.cli import app

runner = CliRunner()

BANK = """\
id: fx
title: fixture bank
questions:
  - id: fx-single
    bank: fx
    type: single
    stem: 选哪个？
    options: {A: "32", B: "48", C: "64", D: "80"}
    key: B
    points: 2
  - id: fx-calc
    bank: fx
    type: calc
    stem: 求 KV cache 显存。
    key: 约 464 GB
    numeric: [{value: 464, unit: GB}]
    points: 10
"""


def run(stdin: str | bytes, *args: str) -> tuple[int, list[dict[str, object]]]:
    result = runner.invoke(app, ["grade", *args], input=stdin)
    lines = [json.loads(line) for line in result.stdout.splitlines() if line.strip()]
    return result.exit_code, lines


def lines_of(*items: object) -> str:
    return "".join(
        (item if isinstance(item, str) else json.dumps(item, ensure_ascii=False)) + "\n" for item in items
    )


@pytest.fixture
def bank_file(tmp_path: Path) -> Path:
    path = tmp_path / "fx.yaml"
    path.write_text(BANK, encoding="utf-8")
    return path


def test_grades_each_line(bank_file: Path) -> None:
    stdin = lines_of(
        {"question": "fx-single", "answer": "选B"},
        {"question": "fx-single", "answer": "A"},
        {"question": "fx-calc", "answer": "464"},
        {"question": "fx-calc", "answer": 464},
        {"question": "fx-single", "answer": ""},
    )
    code, out = run(stdin, "--bank", str(bank_file))
    assert code == 0
    assert [(line["question"], line["verdict"], line["score"]) for line in out] == [
        ("fx-single", "correct", 1.0),
        ("fx-single", "incorrect", 0.0),
        ("fx-calc", "partial", 0.5),
        ("fx-calc", "partial", 0.5),
        ("fx-single", "invalid", 0.0),
    ]
    assert all({"question", "verdict", "score", "feedback"} <= set(line) for line in out)
    assert "GB" in str(out[2]["feedback"])
    assert out[2]["points_awarded"] == 5.0


def test_bad_lines_become_error_lines_and_the_run_goes_on(bank_file: Path) -> None:
    stdin = lines_of(
        {"question": "nope", "answer": "B"},
        "not json",
        "",
        "[1, 2]",
        {"answer": "B"},
        {"question": "fx-single", "answer": ["B"]},
        {"question": "fx-single", "answer": "B"},
    )
    code, out = run(stdin, "--bank", str(bank_file))
    assert code == 3  # read to the end, but not every line was graded: a script must not miss it
    errors = [line for line in out if "error" in line]
    assert [line["line"] for line in errors] == [1, 2, 4, 5, 6]
    assert "unknown question id" in str(errors[0]["error"]) and errors[0]["question"] == "nope"
    assert out[-1] == {**out[-1], "question": "fx-single", "verdict": "correct"}


def test_non_utf8_line_is_an_error_line(bank_file: Path) -> None:
    stdin = (
        b'{"question": "fx-single", "answer": "\xff"}\n'
        + lines_of({"question": "fx-single", "answer": "B"}).encode()
    )
    code, out = run(stdin, "--bank", str(bank_file))
    assert code == 3
    assert out[0] == {"line": 1, "error": "line is not UTF-8 text"}
    assert out[1]["verdict"] == "correct"


def test_json_python_cannot_hold_or_write_is_an_error_line_and_the_run_goes_on(bank_file: Path) -> None:
    """Valid JSON that json.loads refuses with something else than a JSONDecodeError (a whole number past
    4300 digits, arrays nested past the stack), and half of a surrogate pair, which stdout cannot write:
    each stopped the run with a traceback and the exit code of a bank that would not load (1)."""
    stdin = lines_of(
        '{"question": "fx-calc", "answer": 1' + "0" * 5000 + "}",
        "[" * 100_000 + "]" * 100_000,
        '{"question": "fx-single", "answer": "B\\ud800"}',
        '{"question": "fx-\\udc80", "answer": "B"}',
        {"question": "fx-single", "answer": "B"},
    )
    code, out = run(stdin, "--bank", str(bank_file))
    assert code == 3, out
    assert [line["line"] for line in out if "error" in line] == [1, 2, 3, 4]
    assert "not JSON" in str(out[0]["error"]) and "not JSON" in str(out[1]["error"])
    assert "surrogate" in str(out[2]["error"]) and "question" not in out[3]  # not written back: it cannot be
    assert out[-1] == {**out[-1], "question": "fx-single", "verdict": "correct"}


def test_english_feedback_and_bad_language(bank_file: Path) -> None:
    code, out = run(lines_of({"question": "fx-single", "answer": "A"}), "--bank", str(bank_file), "-l", "en")
    assert code == 0 and "Incorrect" in str(out[0]["feedback"])
    assert runner.invoke(app, ["grade", "--language", "fr"], input="").exit_code != 0


def test_unloadable_bank_exits_1(tmp_path: Path) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text("id: x\ntitle: t\nquestions: [{id: BAD}]\n", encoding="utf-8")
    result = runner.invoke(app, ["grade", "--bank", str(broken)], input="")
    assert result.exit_code == 1


def test_curated_bank_by_default() -> None:
    code, out = run(lines_of({"question": "seed000-01", "answer": "b"}))
    assert code == 0 and out[0]["verdict"] == "correct"


def test_real_subprocess(bank_file: Path) -> None:
    script = Path(sys.executable).with_name("interview-bot")
    command = [str(script)] if script.exists() else [shutil.which("interview-bot") or "interview-bot"]
    stdin = lines_of({"question": "fx-single", "answer": "Ｂ"}, {"question": "missing", "answer": "B"}, "{")
    env = {key: value for key, value in os.environ.items() if not key.startswith("IBOT_LLM")}
    done = subprocess.run(
        [*command, "grade", "--bank", str(bank_file)],
        input=stdin.encode(),
        capture_output=True,
        timeout=120,
        check=False,
        env=env,
    )
    assert done.returncode == 3, done.stderr.decode()  # two lines failed: the exit code says so
    assert b"2 line(s) could not be graded" in done.stderr
    out = [json.loads(line) for line in done.stdout.decode().splitlines()]
    assert out[0]["verdict"] == "correct"
    assert out[1]["line"] == 2 and out[2]["line"] == 3


def test_open_answers_go_to_the_judge_when_one_is_given() -> None:
    from langchain_core.language_models.fake_chat_models import FakeListChatModel

    from api.judge import LlmJudge
    from bank.catalog import Catalog
    from bank.model import Bank, Question, QuestionType, Scoring
    from interview_bot.commands.grade_command import grade_lines

    question = Question(
        id="fx-open",
        bank="fx",
        type=QuestionType.SHORT,
        stem="简述 KV cache 的优化方法。",
        key="分页；量化。",
        key_points=["分页管理：PagedAttention", "量化 KV cache"],
        scoring=Scoring.RUBRIC,
    )
    catalog = Catalog([Bank(id="fx", title="fx", questions=[question])])
    answer = "像操作系统一样按页管理缓存，另外把缓存压成 8 位。"
    points = [
        {"point": 1, "covered": True, "evidence": "按页管理缓存"},
        {"point": 2, "covered": True, "evidence": "把缓存压成 8 位"},
    ]
    reply = json.dumps({"points": points, "rationale": "两点都答到了。"}, ensure_ascii=False)
    judge = LlmJudge(FakeListChatModel(responses=[reply]))
    line = json.dumps({"question": "fx-open", "answer": answer}, ensure_ascii=False)
    with_judge = list(grade_lines([line], catalog, "zh", judge))
    without = list(grade_lines([line], catalog, "zh", None))
    assert with_judge[0]["feedback"] == "两点都答到了。"
    assert with_judge[0]["verdict"] != without[0]["verdict"] or with_judge[0]["score"] != without[0]["score"]
