"""Hostile bank files (bank.parsing.bounds): aliases expanded past a budget, nesting too deep, too many
values, numbers too long, rows past the limit — each refused with its line and the limit, by the upload
parser, by reading a file from disk and by `bank validate` / `bank import`; and a key naming an option
the question lacks is an error with its line in every format that writes keys as letters."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bank.errors import BankFileError, Problem
from bank.files import load_bank_file
from bank.parsing.bounds import Limits, StructureBudget
from bank.parsing.formats import BankFormat, parse_bank_text
from interview_bot.cli import app

HOSTILE = Path(__file__).resolve().parents[1] / "data" / "banks" / "hostile"
runner = CliRunner()


def refusal(text: str, fmt: BankFormat) -> list[Problem]:
    with pytest.raises(BankFileError) as caught:
        parse_bank_text(text, fmt, bank_id="bk0123456789", title="t", id_prefix="bk0123456789-")
    return caught.value.problems


def test_billion_laughs_is_refused_at_the_line_past_the_budget() -> None:
    [problem] = refusal((HOSTILE / "billion-laughs.yaml").read_text(), BankFormat.YAML)
    assert problem.line == 6  # where the aliases written out pass 400,000 values
    assert "400,000 values (the limit)" in problem.message


@pytest.mark.parametrize(
    ("name", "fmt"), [("deep-1000.json", BankFormat.JSON), ("deep-1000.yaml", BankFormat.YAML)]
)
def test_a_document_nested_a_thousand_deep_is_refused_with_its_line(name: str, fmt: BankFormat) -> None:
    [problem] = refusal((HOSTILE / name).read_text(), fmt)
    assert problem.line in (1, 2) and "nest" in problem.message


def test_nesting_past_the_limit_names_the_limit_in_both_formats() -> None:
    for text, fmt in (
        ('{"questions": ' + "[" * 40 + "]" * 40 + "}", BankFormat.JSON),
        ("title: t\n\nquestions: " + "[" * 40 + "]" * 40, BankFormat.YAML),
    ):
        [problem] = refusal(text, fmt)
        assert "nested more than 32 levels deep (the limit)" in problem.message
        assert problem.line == (1 if fmt is BankFormat.JSON else 3)


def test_an_alias_may_not_contain_itself_and_aliases_are_counted() -> None:
    [problem] = refusal("questions: &loop [*loop]\n", BankFormat.YAML)
    assert problem.line == 1 and "contains it" in problem.message
    many = "a: &a x\nquestions:\n" + "".join("  - *a\n" for _ in range(1_001))
    [problem] = refusal(many, BankFormat.YAML)
    assert problem.line == 1_003 and "1000 aliases (the limit)" in problem.message


def test_a_few_aliases_within_the_budget_are_still_a_bank() -> None:
    text = (
        "options: &yes-no {A: 'yes', B: 'no'}\n"
        "questions:\n"
        "  - {id: q1, type: single, stem: First?, options: *yes-no, key: A}\n"
        "  - {id: q2, type: single, stem: Second?, options: *yes-no, key: B}\n"
    )
    built = parse_bank_text(text, BankFormat.YAML, bank_id="b", title="t")
    assert [q.options for q in built.bank.questions] == [{"A": "yes", "B": "no"}] * 2


@pytest.mark.parametrize("fmt", [BankFormat.JSON, BankFormat.YAML])
def test_a_number_too_long_to_read_cheaply_is_refused_with_its_line(fmt: BankFormat) -> None:
    text = '{"questions": [\n{"id": "q1", "points": ' + "9" * 5_000 + "}]}"
    [problem] = refusal(text, fmt)
    assert problem.line == 2 and "a number of 5000 characters: at most 100" in problem.message


def test_a_value_too_long_and_too_many_values_are_refused() -> None:
    long = json.dumps({"questions": [{"id": "q1", "stem": "x" * 100_001}]})
    [problem] = refusal(long, BankFormat.JSON)
    assert "a value of 100001 characters: at most 100000" in problem.message
    budget = StructureBudget("f.xml", Limits(max_nodes=3))
    budget.open(1)
    budget.scalar(2, 1)
    budget.scalar(3, 1)
    with pytest.raises(BankFileError, match=r"f\.xml:4: more than 3 values"):
        budget.scalar(4, 1)


def test_a_csv_file_stops_at_the_first_row_past_the_limit() -> None:
    rows = "".join(f"q{i},single,Q{i}?,a,b,A\n" for i in range(6_000))
    [problem] = refusal("id,type,stem,A,B,key\n" + rows, BankFormat.CSV)
    assert problem.line == 5_002 and "at most 5000" in problem.message


KEYS_NAMING_A_MISSING_OPTION = {
    BankFormat.CSV: ("id,type,stem,A,B,C,key\nq0,single,Fine?,a,b,c,A\nq1,multi,Which?,a,b,c,ABX\n", 3),
    BankFormat.YAML: (
        "questions:\n  - {id: q0, type: single, stem: Fine?, options: {A: a, B: b}, key: A}\n"
        "  - id: q1\n    type: multi\n    stem: Which?\n    options: {A: a, B: b}\n    key: ABX\n",
        7,
    ),
    BankFormat.JSON: (
        '{"questions": [\n{"id": "q1", "type": "multi", "stem": "Which?",\n'
        '"options": {"A": "a", "B": "b"},\n"key": "ABX"}]}',
        4,
    ),
    BankFormat.AIKEN: ("Fine?\nA. a\nB. b\nANSWER: A\n\nWhich?\nA. a\nB. b\nANSWER: X\n", 9),
    BankFormat.TEXT: ("题库\n一、多项选择题（每题2分）\n1.哪些？A.甲B.乙C.丙答案：ABX解析：无。\n", 3),
}


@pytest.mark.parametrize("fmt", list(KEYS_NAMING_A_MISSING_OPTION))
def test_a_key_naming_an_option_the_question_lacks_is_an_error_with_its_line(fmt: BankFormat) -> None:
    text, line = KEYS_NAMING_A_MISSING_OPTION[fmt]
    [problem] = refusal(text, fmt)
    assert problem.line == line and "X" in problem.message, problem


def test_csv_keys_written_with_separators_still_read() -> None:
    text = 'id,type,stem,A,B,C,key\nq1,multi,Which?,a,b,c,"C, A"\nq2,multi,Which?,a,b,c,B、C\n'
    built = parse_bank_text(text, BankFormat.CSV, bank_id="b", title="t")
    assert [q.key for q in built.bank.questions] == ["AC", "BC"]


@pytest.mark.parametrize("name", ["billion-laughs.yaml", "deep-1000.json"])
def test_the_cli_refuses_hostile_files_with_line_and_limit(name: str, tmp_path: Path) -> None:
    source = HOSTILE / name
    with pytest.raises(BankFileError):
        load_bank_file(source)
    data_dir = str(tmp_path / "data")
    for command in ("validate", "import"):
        result = runner.invoke(app, ["bank", command, str(source), "--data-dir", data_dir])
        assert result.exit_code == 1, result.output
        assert f"{source}:" in result.output and "(the limit)" in result.output
    assert not (tmp_path / "data" / "banks").exists()


@pytest.mark.parametrize(
    ("fmt", "question", "lines_each"),
    [(BankFormat.AIKEN, "Q?\nA. a\nB. b\nANSWER: A\n\n", 5), (BankFormat.GIFT, "::q:: Q? {=a ~b}\n\n", 2)],
)
def test_aiken_and_gift_stop_at_the_first_question_past_the_limit(
    fmt: BankFormat, question: str, lines_each: int
) -> None:
    [problem] = refusal(question * 200_000, fmt)  # a 4-5 MB file: reading stops after 5,001 questions
    assert "more than 5000 questions" in problem.message
    first_line_of_next = 5_000 * lines_each + 1
    assert problem.line in (first_line_of_next, first_line_of_next + 3)  # its first line, or its ANSWER


def test_lines_are_read_as_splitlines_reads_them() -> None:
    from bank.parsing.bounds import lines_of

    for text in ("a\nb\r\nc\rd\n\ne", "", "x\n", "\n\n", "a\u2028b\x0bc"):
        assert list(lines_of(text)) == text.splitlines()


LONG = "x" * 199_999
ONE_LONG_STEM = {
    BankFormat.AIKEN: (f"Fine?\nA. a\nB. b\nANSWER: A\n\n{LONG}\nA. a\nB. b\nANSWER: A\n", 6),
    BankFormat.GIFT: (f"Fine?{{=a ~b}}\n\n// why\n{LONG}{{=a ~b}}\n", 4),
    BankFormat.CSV: (f"id,type,stem,A,B,key\nq0,single,Fine?,a,b,A\nq1,single,{LONG},a,b,A\n", 3),
    BankFormat.YAML: (
        f"questions:\n- {{id: q1, type: single, stem: {LONG}, options: {{A: a, B: b}}, key: A}}\n",
        2,
    ),
    BankFormat.MOODLE: (
        f'<quiz>\n<question type="truefalse"><questiontext><text>{LONG}</text></questiontext>\n'
        '<answer fraction="100"><text>true</text></answer></question></quiz>',
        2,
    ),
}


@pytest.mark.parametrize("fmt", list(ONE_LONG_STEM))
def test_one_bound_on_a_value_in_every_format(fmt: BankFormat) -> None:
    """100,000 characters per value whatever the format (Aiken and GIFT took 199,999; CSV failed at
    131,072 with the csv module's message on the wrong line)."""
    text, line = ONE_LONG_STEM[fmt]
    [problem] = refusal(text, fmt)
    assert problem.line == line and "characters: at most 100000" in problem.message, problem
    just = text.replace(LONG, "x" * 100_000)
    assert parse_bank_text(just, fmt, bank_id="b", title="t").bank.questions


def test_two_gift_questions_without_a_blank_line_between_are_refused_not_merged() -> None:
    [problem] = refusal("// two\nWhich?{=a ~b}\nAnd which?{=c ~d}\n", BankFormat.GIFT)
    assert problem.line == 3 and "separate questions with a blank line" in problem.message
