"""Bank files in every upload format (bank.parsing.formats): the hand-written Aiken and GIFT files read
as their published specifications say, and every problem of a broken file reported with its line and
field, nothing half-built."""

from __future__ import annotations

from pathlib import Path

import pytest

from bank.errors import BankFileError
from bank.grading import grade
from bank.model import QuestionType, Scoring
from bank.parsing.drafts import content_id
from bank.parsing.formats import BankFormat, format_for, parse_bank_text

BANKS = Path(__file__).resolve().parents[1] / "data" / "banks"
PREFIX = "bk0123456789-"


def parse(text: str, fmt: BankFormat) -> list:
    built = parse_bank_text(text, fmt, bank_id="bk0123456789", title="t", id_prefix=PREFIX)
    return built.bank.questions


def problems(text: str, fmt: BankFormat) -> list[tuple[int | None, str | None, str]]:
    with pytest.raises(BankFileError) as caught:
        parse(text, fmt)
    return [(p.line, p.field, p.message) for p in caught.value.problems]


def test_aiken_file_reads_as_moodle_defines_it() -> None:
    questions = parse((BANKS / "k8s.aiken.txt").read_text(encoding="utf-8"), BankFormat.AIKEN)
    assert [q.id for q in questions] == [f"{PREFIX}{content_id(q.model_dump())}" for q in questions]
    assert all(q.type is QuestionType.SINGLE for q in questions)
    assert [q.key for q in questions] == ["B", "A", "B"]
    assert questions[1].options == {
        "A": "kubectl get pods --all-namespaces",
        "B": "kubectl get pods",
        "C": "kubectl describe nodes",
    }
    assert questions[2].stem == "在 Kubernetes 中，哪种探针失败会让容器被重启？"


def test_gift_file_reads_choice_truefalse_and_short_answers() -> None:
    parsed = parse((BANKS / "k8s.gift").read_text(), BankFormat.GIFT)
    questions = {q.id.removeprefix(PREFIX): q for q in parsed}
    smallest = questions["pod-smallest"]
    assert (smallest.type, smallest.key, smallest.topics) == (QuestionType.SINGLE, "B", ["kubernetes"])
    assert smallest.options["B"] == "Pod"
    assert smallest.explanation == "A pod is the unit the scheduler places on a node."  # ####general feedback
    assert (questions["etcd-store"].type, questions["etcd-store"].key) == (QuestionType.TRUEFALSE, "true")
    untitled = {q.stem: q for qid, q in questions.items() if qid == content_id(q.model_dump())}
    daemon = next(q for stem, q in untitled.items() if "DaemonSet" in stem)  # untitled: its content id
    assert (daemon.key, daemon.explanation) == ("false", "Right: one per node (that matches).")
    controllers = questions["which-controllers"]
    assert (controllers.type, controllers.key, controllers.scoring) == (
        QuestionType.MULTI,
        "AB",
        Scoring.PARTIAL_SUBSET,
    )
    port = questions["default-port"]
    assert (port.type, port.scoring, port.key, port.accepted) == (
        QuestionType.SHORT,
        Scoring.EXACT,
        "6443",
        ["tcp 6443"],
    )
    assert port.stem.endswith("by default:")  # \: is a literal colon
    assert port.topics == ["networking"]  # $CATEGORY switched
    missing_word = next(q for stem, q in untitled.items() if "kubectl flag" in stem)
    assert missing_word.stem == "The kubectl flag _____ selects the namespace of a command."
    escaped = questions["escaped"]
    assert escaped.options == {"A": "app=web=api", "B": "app=web"}


def test_gift_short_answers_are_graded_exactly() -> None:
    port = next(q for q in parse((BANKS / "k8s.gift").read_text(), BankFormat.GIFT) if q.id.endswith("port"))
    assert grade(port, " TCP 6443. ").verdict.value == "correct"
    assert grade(port, "6443").verdict.value == "correct"
    assert grade(port, "not 6443").verdict.value == "incorrect"  # never a guess that turns wrong right
    assert grade(port, "8443").verdict.value == "incorrect"


@pytest.mark.parametrize(
    ("name", "fmt", "count"),
    [
        ("infra.csv", BankFormat.CSV, 3),
        ("infra.yaml", BankFormat.YAML, 3),
        ("infra.json", BankFormat.JSON, 2),
    ],
)
def test_csv_yaml_and_json_upload_files(name: str, fmt: BankFormat, count: int) -> None:
    questions = parse((BANKS / name).read_text(), fmt)
    assert len(questions) == count
    assert all(q.id.startswith(PREFIX) and q.bank == "bk0123456789" for q in questions)


def test_seed_style_exam_text_uploads() -> None:
    sources = Path(__file__).resolve().parents[2] / "bank" / "data" / "sources"
    questions = parse((sources / "002_c6a4a222620dd943.txt").read_text(encoding="utf-8"), BankFormat.TEXT)
    assert questions[0].id == f"{PREFIX}q-01" and len(questions) == 51
    # the scraped copy of paper 000 lost its last answer: an upload refuses it rather than keep a draft
    found = problems((sources / "000_bfd4184e7beb2624.txt").read_text(encoding="utf-8"), BankFormat.TEXT)
    assert found == [(1, None, "question 32: the source gives no answer")]


def test_aiken_errors_each_with_its_line() -> None:
    text = (
        "Which one?\nA. one\nB. two\nANSWER: C\n\n"  # 1-4: C is not an option
        "Next question?\nA. yes\nC. skipped B\nANSWER: A\n\n"  # 6-9: options out of order
        "Third?\nA. x\nB. y\n\n"  # 11-13: no ANSWER line before the blank line
        "Fourth?\nA. a\nB. b\nANSWER: AB\n"  # 15-18: Aiken has one right answer
    )
    found = problems(text, BankFormat.AIKEN)
    expected = [(4, "key"), (8, "options"), (14, None), (18, "key")]
    assert [(line, field) for line, field, _ in found] == expected


def test_gift_errors_each_with_its_line_and_unsupported_types_refused() -> None:
    text = (
        "// a comment\n"
        "::ok:: Fine? {=yes ~no}\n\n"
        "::numeric:: When? {#1822:5}\n\n"  # line 4: numerical
        "::match:: Pair {=a -> 1 =b -> 2}\n\n"  # line 6: matching
        "::none:: Nothing right {~a ~b}\n\n"  # line 8: no right answer
        "::open:: Unclosed {=a ~b\n"  # line 10
    )
    found = problems(text, BankFormat.GIFT)
    assert [line for line, _, _ in found] == [4, 6, 8, 10]
    assert "numerical" in found[0][2] and "matching" in found[1][2]


def test_csv_errors_name_rows_and_fields_and_nothing_is_built() -> None:
    text = (
        "id,type,stem,A,B,C,D,key,explanation,topics\n"
        "ok-1,single,Fine?,a,b,,,A,,\n"
        "bad-1,single,Key missing from options?,a,b,,,D,,\n"  # line 3: key
        "bad-2,essay,Not a choice type,,,,,,,\n"  # line 4: type
        "ok-1,single,Duplicate id,a,b,,,B,,\n"  # line 5: id
        "Bad Id!,truefalse,Id not a slug,,,,,true,,\n"  # line 6: id
    )
    found = problems(text, BankFormat.CSV)
    assert [(line, field) for line, field, _ in found] == [(3, "key"), (4, "type"), (5, "id"), (6, "id")]


def test_yaml_errors_point_at_the_field_line() -> None:
    text = "questions:\n  - id: one\n    type: single\n    stem: S\n    options: {A: a, B: b}\n    key: Z\n"
    found = problems(text, BankFormat.YAML)
    assert found and found[0][:2] == (6, "key")


def test_nul_characters_and_too_many_questions_are_refused() -> None:
    assert problems("Q?\nA. a\x00\nB. b\nANSWER: A\n", BankFormat.AIKEN)[0][0] == 2
    many = "".join(f"Question {i}?\nA. a\nB. b\nANSWER: A\n\n" for i in range(5_001))
    assert "at most 5000" in problems(many, BankFormat.AIKEN)[0][2]


def test_media_types_and_explicit_formats() -> None:
    assert format_for("text/csv; charset=utf-8") is BankFormat.CSV
    assert format_for("application/yaml") is BankFormat.YAML
    assert format_for("text/plain") is BankFormat.TEXT
    assert format_for("text/plain", "gift") is BankFormat.GIFT
    with pytest.raises(BankFileError):
        format_for("image/png")
    with pytest.raises(BankFileError):
        format_for("text/plain", "moodle-xml")


DOC = Path(__file__).resolve().parents[2] / "docs" / "bank-format.md"


def _doc_block(section: str, language: str) -> str:
    text = DOC.read_text(encoding="utf-8").split(f"## {section}", 1)[1]
    return text.split(f"```{language}\n", 1)[1].split("```", 1)[0]


@pytest.mark.parametrize(
    ("section", "language", "fmt", "count"),
    [
        ("Aiken", "text", BankFormat.AIKEN, 2),
        ("GIFT", "text", BankFormat.GIFT, 6),
        ("CSV", "csv", BankFormat.CSV, 3),
        ("YAML or JSON", "yaml", BankFormat.YAML, 1),
        ("YAML or JSON", "json", BankFormat.JSON, 3),
        ("Seed text", "text", BankFormat.TEXT, 2),
    ],
)
def test_the_documented_examples_upload(section: str, language: str, fmt: BankFormat, count: int) -> None:
    assert len(parse(_doc_block(section, language), fmt)) == count
