"""Malformed bank files are refused whole, naming the file's line, through ``POST /v1/banks`` (nothing
stored, an earlier bank of the name intact) and ``interview-bot bank validate``/``import`` alike: a
number outside ASCII (Moodle, GIFT), a value over 100,000 characters (Aiken, GIFT, CSV), two GIFT
questions without a blank line between them, an exam text numbered 1, 2, 2 or with a question
lacking its answer line, a question's points or a figure that is no finite number (CSV, JSON, YAML), a
control character escaped in a text (JSON, YAML), which no XML export could write, and half of a
surrogate pair escaped in JSON, which no store can write."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from interview_bot.cli import app
from tests.helpers.api_fixtures import Api
from tests.helpers.banks import upload, upload_ready

LONG = "x" * 120_000
EXAM = "面试题\n一、单项选择题（每题2分，共6分）\n1. 第一题？\nA. 甲\nB. 乙\n答案：A\n解析：因为。\n"
TWO = "2. 二？\nA. 甲\nB. 乙\n"
MOODLE = (
    '<quiz>\n<question type="multichoice"><questiontext><text>Q?</text></questiontext>\n'
    "<single>true</single><defaultgrade>{grade}</defaultgrade>\n"
    '<answer fraction="100"><text>a</text></answer><answer fraction="0"><text>b</text></answer>\n'
    "</question></quiz>"
)
# (name, format, suffix, file, line, words in the message)
BAD = [
    ("moodle-digits", "moodle", ".xml", MOODLE.format(grade="５"), 3, "not a number"),
    ("gift-weight", "gift", ".gift", "Fine?{=a ~b}\n\nQ?{~%５０%a ~%５０%b ~c}\n", 3, "not a number"),
    ("gift-run-on", "gift", ".gift", "Fine?{=a ~b}\nNext?{=c ~d}\n", 2, "blank line"),
    ("aiken-long", "aiken", ".aiken", f"Fine?\nA. a\nB. b\nANSWER: A\n\n{LONG}\nA. a\nB. b\nANSWER: A\n", 6,
     "at most 100000"),
    ("csv-long", None, ".csv", f"id,type,stem,A,B,key\nq0,single,Fine?,a,b,A\nq1,single,{LONG},a,b,A\n", 3,
     "at most 100000"),
    ("exam-repeated", "text", ".txt", EXAM + TWO + "答案：B\n" + TWO + "答案：A\n", 12, "question number 2."),
    ("exam-no-key", "text", ".txt", EXAM + TWO + "解析：没有答案行。\n", 8, "gives no answer"),
    # a weight or a figure that is no finite number, or a weight whose sum could overflow a session's
    ("csv-points-inf", None, ".csv", "id,type,stem,A,B,key,points\nq1,single,Fine?,a,b,A,inf\n", 2, "finite"),
    ("csv-points-huge", None, ".csv", "id,type,stem,A,B,key,points\nq1,single,Fine?,a,b,A,1e308\n", 2,
     "less than or equal to 1000"),
    ("json-points-overflow", None, ".json",
     '{"id": "t", "title": "t", "questions": [\n{"id": "q1", "type": "single", "stem": "Fine?",'
     ' "options": {"A": "a", "B": "b"}, "key": "A", "points": 1e400}]}', 2, "finite"),
    ("yaml-points-inf", None, ".yaml", "id: t\ntitle: t\nquestions:\n- id: q1\n  type: single\n"
     "  stem: Fine?\n  options: {A: a, B: b}\n  key: A\n  points: .inf\n", 9, "finite"),
    ("yaml-figure-nan", None, ".yaml", "id: t\ntitle: t\nquestions:\n- id: q1\n  type: calc\n"
     '  stem: How many?\n  key: "2"\n  numeric: [{value: .nan}]\n', 8, "finite"),
    # a control character, escaped: no XML export could write it, so the bank would never come back
    ("json-nul-escape", None, ".json", '{"id": "t", "title": "t", "questions": [\n{"id": "q1",'
     ' "type": "single",\n "stem": "Fine\\u0000?", "options": {"A": "a", "B": "b"}, "key": "A"}]}', 3,
     "U+0000"),
    ("yaml-form-feed", None, ".yaml", "id: t\ntitle: t\nquestions:\n- id: q1\n  type: single\n"
     '  stem: Fine?\n  options: {A: "a\\f", B: b}\n  key: A\n', 7, "U+000C"),
    # half of a surrogate pair, escaped: no store can write it as UTF-8 (a bare topic reached the store: 500)
    ("json-lone-surrogate", None, ".json", '{"id": "t", "title": "t", "questions": [\n{"id": "q1",'
     ' "type": "single", "stem": "Fine?",\n "options": {"A": "a", "B": "b"}, "key": "A",\n'
     ' "topics": ["ops\\udc80"]}]}', 4, "U+DC80"),
]  # fmt: skip
MEDIA = {
    ".csv": "text/csv",
    ".xml": "application/xml",
    ".json": "application/json",
    ".yaml": "application/yaml",
}


@pytest.mark.both_stores  # store behaviour: SQLite and PostgreSQL
async def test_each_malformed_upload_is_refused_with_its_line_and_nothing_is_stored(api: Api) -> None:
    acme = api.recruiter(await api.recruiter_key("Acme"))
    kept = await upload_ready(api.client, acme, "kept", "Kept?\nA. a\nB. b\nANSWER: B\n", "text/plain",
                              format="aiken")  # fmt: skip
    for name, fmt, suffix, text, line, words in BAD:
        explicit = fmt if fmt in ("aiken", "gift") else None
        for bank in (name, "kept"):  # a new bank, and a replacement of one that exists
            response = await upload(
                api.client, acme, bank, text, MEDIA.get(suffix, "text/plain"), format=explicit
            )
            assert response.status_code == 422, (name, response.text)
            [error] = response.json()["errors"]
            assert error["line"] == line and words in error["message"], (name, error)
    banks = (await api.client.get("/v1/banks", headers=acme)).json()["items"]
    assert [bank["name"] for bank in banks] == ["kept"]
    again = (await api.client.get(f"/v1/banks/{kept['id']}", headers=acme)).json()
    assert [q["stem"] for q in again["items"]] == ["Kept?"]


@pytest.mark.parametrize(("name", "fmt", "suffix", "text", "line", "words"), BAD, ids=[b[0] for b in BAD])
def test_the_cli_refuses_each_with_the_file_and_line(
    tmp_path: Path, name: str, fmt: str | None, suffix: str, text: str, line: int, words: str
) -> None:
    path = tmp_path / f"{name}{suffix}"
    path.write_text(text, encoding="utf-8")
    data_dir = ["--data-dir", str(tmp_path / "data")]
    for command in ("validate", "import"):
        result = CliRunner().invoke(app, ["bank", command, str(path), *data_dir])
        assert result.exit_code == 1, result.output
        assert f"{path.name}:{line}" in result.output and words in result.output, result.output
    assert not (tmp_path / "data" / "banks").exists()
