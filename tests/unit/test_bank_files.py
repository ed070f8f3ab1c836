"""Bank files (YAML, JSON, CSV); `bank validate` / `bank import` / `bank list` via the CLI in-process."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bank.errors import BankFileError
from bank.files import load_bank_file
from bank.library import import_bank, imported_bank_files, load_full_catalog
from interview_bot.cli import app
from tests.helpers.banks import BANK_FILES

GOOD_YAML = """\
id: extra
title: 补充题
questions:
  - id: extra-01
    bank: extra
    type: single
    stem: 哪个是偶数？
    options: {A: "1", B: "2"}
    key: B
  - id: extra-02
    bank: extra
    type: truefalse
    stem: 2 是质数。
    key: "true"
"""
GOOD_CSV = "id,type,stem,A,B,C,D,key,explanation,topics\n" + (
    "csv-01,single,哪个是偶数？,1,2,3,5,B,2 能被 2 整除,math\n"
    'csv-02,multi,哪些是偶数？,2,3,4,5,"A,C",,math|basics\n'
)
runner = CliRunner()


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_yaml_bank_loads(tmp_path: Path) -> None:
    bank = load_bank_file(write(tmp_path / "extra.yaml", GOOD_YAML))
    assert [q.id for q in bank.questions] == ["extra-01", "extra-02"]
    assert bank.questions[1].truth is True


def test_yaml_errors_name_the_line_of_the_bad_field(tmp_path: Path) -> None:
    bad = GOOD_YAML.replace("key: B", "key: E").replace("type: truefalse", "type: essay")
    with pytest.raises(BankFileError) as caught:
        load_bank_file(write(tmp_path / "bad.yaml", bad))
    lines = {problem.line: problem.message for problem in caught.value.problems}
    assert 9 in lines and "'E'" in lines[9]  # the first question's key
    assert 12 in lines and "type" in lines[12]  # the second question's type


def test_yaml_syntax_error_names_its_line(tmp_path: Path) -> None:
    with pytest.raises(BankFileError) as caught:
        broken = GOOD_YAML.replace("stem: 哪个是偶数？", "stem: [oops")
        load_bank_file(write(tmp_path / "broken.yaml", broken))
    assert caught.value.problems[0].line is not None and "invalid YAML" in str(caught.value)


def test_json_bank_loads_and_reports_lines(tmp_path: Path) -> None:
    import yaml

    data = yaml.safe_load(GOOD_YAML)
    bank = load_bank_file(write(tmp_path / "extra.json", json.dumps(data, ensure_ascii=False, indent=2)))
    assert len(bank.questions) == 2
    data["questions"][0]["key"] = "Z"
    text = json.dumps(data, ensure_ascii=False, indent=2)
    with pytest.raises(BankFileError) as caught:
        load_bank_file(write(tmp_path / "bad.json", text))
    bad_line = next(n for n, line in enumerate(text.splitlines(), 1) if '"key": "Z"' in line)
    assert caught.value.problems[0].line == bad_line
    with pytest.raises(BankFileError, match="invalid JSON"):
        load_bank_file(write(tmp_path / "broken.json", text[:-3]))


def test_csv_bank_loads_choice_questions(tmp_path: Path) -> None:
    bank = load_bank_file(write(tmp_path / "quiz.csv", GOOD_CSV))
    single, multi = bank.questions
    assert (single.key, multi.key, multi.topics) == ("B", "AC", ["math", "basics"])


def test_csv_errors_name_their_rows(tmp_path: Path) -> None:
    text = GOOD_CSV + "csv-03,essay,写一篇文章,,,,,A,,\ncsv-04,single,缺选项,1,,,,C,,\n"
    with pytest.raises(BankFileError) as caught:
        load_bank_file(write(tmp_path / "quiz.csv", text))
    assert {problem.line for problem in caught.value.problems} == {4, 5}
    with pytest.raises(BankFileError, match="missing column"):
        load_bank_file(write(tmp_path / "nokey.csv", "id,type,stem\nx,single,hi\n"))


def test_unknown_format_and_unreadable_files_are_clear_errors(tmp_path: Path) -> None:
    with pytest.raises(BankFileError, match="unknown bank format"):
        load_bank_file(write(tmp_path / "bank.docx", "x"))
    binary = tmp_path / "binary.yaml"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(BankFileError, match="not UTF-8"):
        load_bank_file(binary)
    with pytest.raises(BankFileError, match="empty"):
        load_bank_file(write(tmp_path / "empty.yaml", ""))


def test_import_is_all_or_nothing_and_idempotent(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    first = import_bank(write(tmp_path / "extra.yaml", GOOD_YAML), data_dir)
    again = import_bank(tmp_path / "extra.yaml", data_dir)
    assert (first.outcome.value, again.outcome.value) == ("added", "unchanged")
    before = first.path.read_bytes()
    broken = GOOD_YAML + "  - id: extra-03\n    bank: extra\n    type: single\n    stem: x\n    key: A\n"
    with pytest.raises(BankFileError):
        import_bank(write(tmp_path / "extra.yaml", broken), data_dir)
    assert first.path.read_bytes() == before  # the good import survives a bad one untouched
    assert imported_bank_files(data_dir) == [first.path]
    assert {"extra-01", "extra-02"} <= {q.id for q in load_full_catalog(data_dir)}


def test_import_refuses_ids_that_belong_to_another_bank(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    import_bank(write(tmp_path / "extra.yaml", GOOD_YAML), data_dir)
    clash = GOOD_YAML.replace("id: extra\n", "id: other\n").replace("bank: extra", "bank: other")
    with pytest.raises(BankFileError, match="already exists in bank 'extra'"):
        import_bank(write(tmp_path / "other.yaml", clash), data_dir)


def test_cli_validate_import_and_list(tmp_path: Path) -> None:
    data_dir = str(tmp_path / "data")
    source = write(tmp_path / "quiz.csv", GOOD_CSV)
    result = runner.invoke(app, ["bank", "validate", str(source), "--data-dir", data_dir])
    assert result.exit_code == 0 and "2 questions" in result.output
    result = runner.invoke(app, ["bank", "import", str(source), "--data-dir", data_dir])
    assert result.exit_code == 0 and "added" in result.output
    result = runner.invoke(app, ["bank", "import", str(source), "--data-dir", data_dir])
    assert result.exit_code == 0 and "unchanged" in result.output
    result = runner.invoke(app, ["bank", "list", "--json", "--data-dir", data_dir])
    listed = {item["id"]: item for item in json.loads(result.output)}
    assert listed["csv-02"]["key"] == "AC" and listed["csv-02"]["source_key"] == "A,C"
    assert {"id", "type", "source", "status", "topics", "key", "source_key"} <= set(listed["csv-01"])


def test_cli_reports_bad_files_with_line_and_exit_code(tmp_path: Path) -> None:
    bad = write(tmp_path / "bad.yaml", GOOD_YAML.replace("key: B", "key: E"))
    result = runner.invoke(app, ["bank", "import", str(bad), "--data-dir", str(tmp_path / "data")])
    assert result.exit_code == 1
    assert f"{bad}:9" in result.output
    assert not (tmp_path / "data" / "banks").exists()


def test_cli_reads_aiken_and_gift_alike_in_validate_and_import(tmp_path: Path) -> None:
    """One reader by suffix or ``--format``: what ``bank validate`` passes, ``bank import`` takes — all
    three into one data dir, though two of them hold the same questions, without ids of their own."""
    gift = write(tmp_path / "k8s.gift", (BANK_FILES / "k8s.gift").read_text(encoding="utf-8"))
    aiken = write(tmp_path / "kube.aiken", (BANK_FILES / "k8s.aiken.txt").read_text(encoding="utf-8"))
    named = write(tmp_path / "kube-named.txt", aiken.read_text(encoding="utf-8"))
    data_dir = str(tmp_path / "data")
    for source, options in ((gift, []), (aiken, []), (named, ["--format", "aiken"])):
        checked = runner.invoke(app, ["bank", "validate", str(source), *options, "--data-dir", data_dir])
        assert checked.exit_code == 0 and "OK" in checked.output, checked.output
        counted = checked.output.split(": ", 2)[2].split(" question")[0]
        imported = runner.invoke(app, ["bank", "import", str(source), *options, "--data-dir", data_dir])
        assert imported.exit_code == 0 and "added" in imported.output, imported.output
        assert f"({counted} question" in imported.output, (checked.output, imported.output)
    listed = runner.invoke(app, ["bank", "list", "--json", "--data-dir", data_dir])
    ids = {item["id"] for item in json.loads(listed.output)}
    kube = sorted(qid.removeprefix("kube-") for qid in ids if qid.startswith("kube-q-"))
    named_ids = sorted(qid.removeprefix("kube-named-") for qid in ids if qid.startswith("kube-named-q-"))
    assert kube and kube == named_ids  # the same content ids, scoped by each bank's id
    again = runner.invoke(app, ["bank", "import", str(aiken), "--data-dir", data_dir])
    assert again.exit_code == 0 and "unchanged" in again.output, again.output  # the same ids again
    as_seed = runner.invoke(app, ["bank", "validate", str(named), "--data-dir", data_dir])
    assert as_seed.exit_code == 1 and "no section headers" in as_seed.output  # .txt alone: seed text


def test_cli_refuses_a_format_it_does_not_know_rather_than_ignore_it(tmp_path: Path) -> None:
    data_dir = str(tmp_path / "data")
    source = write(tmp_path / "quiz.csv", GOOD_CSV)
    for command in (["validate"], ["import"], ["import", "--org", "Acme"]):
        options = [str(source), "--format", "bogus", "--data-dir", data_dir]
        result = runner.invoke(app, ["bank", *command, *options])
        assert result.exit_code == 2 and "--format" in result.output, result.output
    as_gift = runner.invoke(app, ["bank", "import", str(source), "--format", "gift", "--data-dir", data_dir])
    assert as_gift.exit_code == 1 and "added" not in as_gift.output  # read as GIFT, not the suffix's CSV
    assert not (tmp_path / "data" / "banks").exists()
