"""The seed text parser against the three real seed banks and against malformed input."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from bank.errors import BankFileError
from bank.model import QuestionType, Scoring, Status
from bank.parsing.cleanup import clean_text, has_pinyin_annotation, is_simplified, strip_pinyin
from bank.parsing.formats import BankFormat, parse_bank_text
from bank.parsing.seedtext import bank_id_for_file, load_seed_file, read_seed_text
from tests.helpers.paths import SEED_FILES, SEEDS_DIR

EXPECTED = {
    # file: (questions, counts by type)
    "000_bfd4184e7beb2624.txt": (32, {"single": 15, "multi": 10, "code": 4, "calc": 3}),
    "001_643e4702727087e8.txt": (21, {"single": 10, "multi": 5, "code": 3, "design": 2, "derivation": 1}),
    "002_c6a4a222620dd943.txt": (51, {"single": 30, "multi": 10, "truefalse": 10, "short": 1}),
}


@pytest.fixture(scope="module", params=sorted(EXPECTED))
def seed(request: pytest.FixtureRequest) -> tuple[str, object]:
    return request.param, load_seed_file(SEEDS_DIR / request.param)


def test_all_three_seed_files_are_present() -> None:
    assert sorted(path.name for path in SEED_FILES) == sorted(EXPECTED)


def test_each_seed_file_parses_into_every_question_with_its_type(seed) -> None:
    name, bank = seed
    count, types = EXPECTED[name]
    assert [q.source.number for q in bank.questions] == list(range(1, count + 1))
    assert Counter(q.type.value for q in bank.questions) == types
    assert all(q.id == f"{bank_id_for_file(name)}-{q.source.number:02d}" for q in bank.questions)


def test_the_truncated_last_question_is_incomplete_and_nothing_else_is_cut(seed) -> None:
    _, bank = seed
    last = bank.questions[-1]
    assert last.status is Status.INCOMPLETE
    assert "truncated" in last.status_note
    others_cut = [q.id for q in bank.questions[:-1] if "truncated" in q.status_note]
    assert others_cut == []


def test_choice_questions_have_their_options_and_a_key_among_them(seed) -> None:
    _, bank = seed
    for question in bank.questions:
        if question.type.is_choice:
            assert list(question.options)[:4] == ["A", "B", "C", "D"], question.id
            assert question.correct_options <= set(question.options), question.id
            assert not any(text.startswith(("A.", "B.")) for text in question.options.values())


def test_text_is_simplified_and_free_of_pinyin_and_eaten_prefixes(seed) -> None:
    _, bank = seed
    for question in bank.questions:
        text = question.stem + "".join(question.options.values()) + question.explanation
        assert is_simplified(text), question.id
        assert not has_pinyin_annotation(text), question.id
        assert "pile(" not in text.replace("torch.compile(", ""), question.id
        assert "gram_id(" not in text.replace("tl.program_id(", ""), question.id


def test_scoring_rules_come_from_the_section_headers() -> None:
    strict = load_seed_file(SEEDS_DIR / "001_643e4702727087e8.txt")
    lenient = load_seed_file(SEEDS_DIR / "000_bfd4184e7beb2624.txt")
    assert {q.scoring for q in strict.questions if q.type is QuestionType.MULTI} == {Scoring.ALL_OR_NOTHING}
    assert {q.scoring for q in lenient.questions if q.type is QuestionType.MULTI} == {Scoring.PARTIAL_SUBSET}
    assert {q.points for q in lenient.questions if q.type is QuestionType.MULTI} == {3.0}


def test_code_blocks_are_fenced_on_their_own_lines() -> None:
    bank = load_seed_file(SEEDS_DIR / "000_bfd4184e7beb2624.txt")
    code_question = next(q for q in bank.questions if q.source.number == 28)
    assert "\n```python\n" in code_question.stem
    assert "tl.program_id(0)" in code_question.stem


def test_true_false_and_multi_keys_are_normalised() -> None:
    bank = load_seed_file(SEEDS_DIR / "002_c6a4a222620dd943.txt")
    by_number = {q.source.number: q for q in bank.questions}
    assert by_number[41].key == "true" and by_number[41].source_key == "√"
    assert by_number[42].key == "false" and by_number[42].source_key == "×"
    assert by_number[31].key == "BCD" and by_number[31].source_key == "B、C、D"


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("職業(yè)能力考核試題", "职业能力考核试题"),
        ("A(yù).①②③④", "A.①②③④"),
        ("使用(model)與(4-bit)權(quán)重", "使用(model)与(4-bit)权重"),
        ("開啟pile的模式：pile(model)", "开启torch.compile的模式：torch.compile(model)"),
        ("pid=gram_id(0)", "pid=tl.program_id(0)"),
        ("torch.compile(model)", "torch.compile(model)"),
    ],
)
def test_cleanup(raw: str, clean: str) -> None:
    assert clean_text(raw) == clean


def test_strip_pinyin_keeps_plain_brackets() -> None:
    assert strip_pinyin("LoRA(low-rank)與QLoRA(4bit)") == "LoRA(low-rank)與QLoRA(4bit)"


def test_a_file_with_no_sections_is_an_error_with_a_line() -> None:
    with pytest.raises(BankFileError) as caught:
        read_seed_text("just some text\nwith no questions", "bad.txt")
    assert caught.value.problems[0].line == 1
    assert "section" in str(caught.value)


def test_a_broken_question_names_its_number_and_line(tmp_path: Path) -> None:
    text = (
        "测试题库\n一、单项选择题（每题2分）\n"
        "1.第一题？A.甲B.乙答案：A解析：因为。\n"
        "2.第二题？A.甲B.乙答案：E解析：选项不存在。\n"
    )
    path = tmp_path / "bad.txt"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(BankFileError) as caught:
        load_seed_file(path)
    [problem] = caught.value.problems
    assert problem.line == 4
    assert "question 2" in problem.message and "'E'" in problem.message


def test_a_small_well_formed_seed_bank_parses(tmp_path: Path) -> None:
    text = (
        "小题库一、多选题（漏选、错选均不得分）1.哪些是偶数？A.2B.3C.4答案：A、C解析：2 和 4 能被 2 整除。"
        "二、判断题（每题1分）2.数字一是质数。答案：×解析：质数大于 1。"
    )
    bank = read_seed_text(text, "small.txt").bank
    multi, truefalse = bank.questions
    assert bank.id == "small" and bank.title == "小题库"
    assert (multi.type, multi.key, multi.scoring) == (QuestionType.MULTI, "AC", Scoring.ALL_OR_NOTHING)
    assert (truefalse.type, truefalse.truth) == (QuestionType.TRUEFALSE, False)
    assert truefalse.status is Status.ACTIVE  # a complete last question is not mistaken for a cut one


PAPER = "面试题\n一、单项选择题（每题2分，共6分）\n"
FIRST = "1. 第一题？\nA. 甲\nB. 乙\n答案：A\n解析：因为。\n"


def upload_problems(text: str, file: str = "exam.txt") -> list[str]:
    with pytest.raises(BankFileError) as caught:
        parse_bank_text(text, BankFormat.TEXT, bank_id="b", title="t", file=file)
    return [str(problem) for problem in caught.value.problems]


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        (
            "2. 题2？\nA. 甲\nB. 乙\n答案：B\n2. 重复？\nA. 甲\nB. 乙\n答案：A\n",
            "exam.txt:12: question 2: question number 2.",
        ),
        (
            "2. 题2？\nA. 甲\nB. 乙\n答案：B\n4. 跳号？\nA. 甲\nB. 乙\n答案：A\n",
            "exam.txt:12: question 2: question number 4.",
        ),
        ("2. 无答案？\nA. 甲\nB. 乙\n解析：无答案。\n", "exam.txt:8: question 2: the source gives no answer"),
        ("2. 题2？\nA. 甲\nB. 乙\n答案：Z\n", "exam.txt:8: question 2: key 'Z'"),
    ],
)
def test_an_uploaded_exam_text_is_read_strictly_naming_file_and_line(body: str, expected: str) -> None:
    """Lenient, these imported with a question lost or kept 'incomplete' in silence, named 'q.txt'."""
    [problem] = upload_problems(PAPER + FIRST + body)
    assert problem.startswith(expected), problem


def test_a_section_without_questions_is_refused_in_an_upload() -> None:
    text = PAPER + FIRST + "二、判断题（每题1分，共1分）\n第二题没有编号\n答案：√\n"
    [problem] = upload_problems(text, "upload")
    assert problem.startswith("upload:8: no question numbered 2.") and "判断题" in problem


def test_a_well_formed_upload_still_reads_and_its_last_question_may_end_on_the_key() -> None:
    built = parse_bank_text(
        PAPER + FIRST + "2. 题2？\nA. 甲\nB. 乙\n答案：B", BankFormat.TEXT, bank_id="b", title="t"
    )
    assert [(q.id, q.key, q.status) for q in built.bank.questions] == [
        ("q-01", "A", Status.ACTIVE),
        ("q-02", "B", Status.ACTIVE),
    ]
    assert built.lines == {"q-01": 3, "q-02": 8}


def test_the_curated_sources_stay_lenient_where_a_strict_read_refuses_them() -> None:
    """The seed sources hold questions without answers (kept 'incomplete' for review): loading them
    for the curated bank never fails on what a strict upload would refuse."""
    path = SEEDS_DIR / "001_643e4702727087e8.txt"
    assert any(q.status is Status.INCOMPLETE for q in load_seed_file(path).questions)
    with pytest.raises(BankFileError, match="the source gives no answer"):
        load_seed_file(path, strict=True)
