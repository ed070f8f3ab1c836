"""Grading choices, true/false and non-answers, table-driven over fixture questions."""

from __future__ import annotations

import random

import pytest

from bank.grading import LENGTH_LIMIT, Grade, Verdict, grade
from bank.model import Question, QuestionType
from tests.helpers.choice_questions import CODE_OPTIONS, MULTI, MULTI_PARTIAL
from tests.helpers.grading_questions import FLASH, KV, KV_CACHE, LORA, SPECS

SINGLE = Question(
    id="fx-single",
    bank="fx",
    type=QuestionType.SINGLE,
    stem="FlashAttention-2 单卡最多能设多少个头？",
    options={"A": "32", "B": "48", "C": "64", "D": "80"},
    key="B",
    points=2,
)
SINGLE_TEXT = CODE_OPTIONS.model_copy(update={"id": "fx-single-text"})  # one definition of the code options
MULTI_STRICT = MULTI  # 漏选、错选均不得分 (one definition: tests/helpers/choice_questions.py)
MULTI_ALL = MULTI_STRICT.model_copy(update={"id": "fx-multi-all", "key": "ABCD"})
TRUE_CLAIM = Question(
    id="fx-true", bank="fx", type=QuestionType.TRUEFALSE, stem="LoRA 训练时冻结原模型权重。", key="true"
)
FALSE_CLAIM = Question(
    id="fx-false",
    bank="fx",
    type=QuestionType.TRUEFALSE,
    stem="使用 ZeRO-3 后显存占用一定随 GPU 数量线性下降。",
    key="false",
)


def check(question: Question, answer: str | None, verdict: Verdict, score: float | None = None) -> Grade:
    result = grade(question, answer)
    assert result.verdict is verdict, (answer, result.rationale, result.understood)
    if score is not None:
        assert result.score == pytest.approx(score, abs=1e-3), (answer, result.rationale)
    assert result.points_awarded == pytest.approx(result.score * question.points, abs=0.01)
    assert result.rationale
    return result


@pytest.mark.parametrize(
    "answer",
    ["B", "b", "Ｂ", "B.", "(B)", "（B）", "选B", "答案是 B", "答案：B", "I think B", "I'd go with b",
     "the answer is B",
     "B，因为 tile 需求最小", "我选 B 吧", "48", "48个", "选 48 的那个", "  B  ", "【B】", "Answer: (b)"],
)  # fmt: skip
def test_single_letter_in_any_common_form(answer: str) -> None:
    result = check(SINGLE, answer, Verdict.CORRECT, 1.0)
    assert result.understood.choices == ["B"]


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("A", Verdict.INCORRECT),
        ("c", Verdict.INCORRECT),
        ("B or C", Verdict.INCORRECT),  # hedging
        ("B或C", Verdict.INCORRECT),
        ("B 还是 C", Verdict.INCORRECT),
        ("BC", Verdict.INCORRECT),  # more letters than a single choice allows
        ("A、B", Verdict.INCORRECT),
        ("不知道", Verdict.INCORRECT),  # an attempt that scores nothing, not a non-answer
        ("E", Verdict.INVALID),  # no such option
        ("嗯……", Verdict.INVALID),
        ("这道题考察的是共享内存和显存的关系，需要具体分析 tile 的大小以及每个 SM 上能同时运行多少个 block，"
         "再结合 batch 和序列长度来看总显存是否足够，情况比较复杂。", Verdict.INVALID),  # never commits
    ],
)  # fmt: skip
def test_single_wrong_hedged_or_unreadable(answer: str, verdict: Verdict) -> None:
    result = check(SINGLE, answer, verdict, 0.0)
    if verdict is Verdict.INVALID:
        assert "A/B/C/D" in result.rationale  # tells the candidate what is expected


def test_single_by_option_text() -> None:
    check(
        SINGLE_TEXT, "torch.compile(model, backend='inductor', mode='reduce-overhead')", Verdict.CORRECT, 1.0
    )
    check(SINGLE_TEXT, "torch.compile(model, fullgraph=True)", Verdict.INCORRECT, 0.0)
    check(SINGLE_TEXT, "用 nvfuser 那个", Verdict.INCORRECT, 0.0)  # a word only option C has


@pytest.mark.parametrize(
    "answer",
    ["ACD", "acd", "a,c,d", "A、C、D", "C A D", "ACD 都对", "A C和D", "选 A, C, D", "答案：A+C+D", "D,C,A",
     "I think A, C and D", "梯度检查点、ZeRO-3、混合精度", "除了B都对"],
)  # fmt: skip
def test_multi_set_in_any_order_and_separator(answer: str) -> None:
    result = check(MULTI_STRICT, answer, Verdict.CORRECT, 1.0)
    assert result.understood.choices == ["A", "C", "D"]


def test_multi_all_or_nothing_and_partial_subset() -> None:
    check(MULTI_STRICT, "AC", Verdict.INCORRECT, 0.0)  # 漏选不得分
    check(MULTI_STRICT, "ABCD", Verdict.INCORRECT, 0.0)  # 错选不得分
    partial = check(MULTI_PARTIAL, "AC", Verdict.PARTIAL, 2 / 3)
    assert "D" in partial.rationale
    assert partial.points_awarded == pytest.approx(2.0)
    check(MULTI_PARTIAL, "A", Verdict.PARTIAL, 1 / 3)
    check(MULTI_PARTIAL, "AB", Verdict.INCORRECT, 0.0)  # a wrong option scores nothing
    check(MULTI_PARTIAL, "A 或 C", Verdict.INCORRECT, 0.0)  # hedging


@pytest.mark.parametrize("answer", ["全选", "都对", "以上都对", "ABCD", "all of the above"])
def test_multi_everything(answer: str) -> None:
    check(MULTI_ALL, answer, Verdict.CORRECT, 1.0)
    check(MULTI_STRICT, answer, Verdict.INCORRECT, 0.0)


@pytest.mark.parametrize(
    "answer",
    ["√", "✓", "✔", "✅", "对", "对的", "正确", "T", "t", "true", "True", "yes", "Y", "是", "是的", "對",
     "我认为是对的", "对，LoRA 只训练低秩增量", "I think it's true", "答案：√"],
)  # fmt: skip
def test_true_marks(answer: str) -> None:
    assert check(TRUE_CLAIM, answer, Verdict.CORRECT, 1.0).understood.truth is True
    assert check(FALSE_CLAIM, answer, Verdict.INCORRECT, 0.0).understood.truth is True


@pytest.mark.parametrize(
    "answer",
    ["×", "x", "X", "✗", "❌", "错", "错误", "錯", "F", "false", "no", "No.", "否", "不对", "不正确", "不是",
     "不一定", "未必", "not necessarily", "这个说法是错的", "错，通信和激活不随 GPU 数下降", "wrong"],
)  # fmt: skip
def test_false_marks_and_negations(answer: str) -> None:
    assert check(FALSE_CLAIM, answer, Verdict.CORRECT, 1.0).understood.truth is False
    assert check(TRUE_CLAIM, answer, Verdict.INCORRECT, 0.0).understood.truth is False


@pytest.mark.parametrize(
    "answer", ["√×", "对错", "T/F", "对，不对", "true or false", "√ 或 ×", "嗯", "🤔", "对也不对", "对吗"]
)
def test_truefalse_both_or_neither_is_invalid(answer: str) -> None:
    result = check(TRUE_CLAIM, answer, Verdict.INVALID, 0.0)
    assert "对" in result.rationale or "表情" in result.rationale


def test_a_mark_asked_as_a_question_is_not_the_answer() -> None:
    assert check(TRUE_CLAIM, "正确吗？不对", Verdict.INCORRECT, 0.0).understood.truth is False


@pytest.mark.parametrize("answer", ["不知道", "我不确定", "I don't know", "pass", "不会"])
def test_giving_up_is_incorrect_not_invalid(answer: str) -> None:
    for question in (SINGLE, MULTI_STRICT, TRUE_CLAIM):
        assert "不会" in check(question, answer, Verdict.INCORRECT, 0.0).rationale


@pytest.mark.parametrize(
    ("answer", "expected_words"),
    [
        ("", "没有收到"),
        ("   \n\t ", "没有收到"),
        (None, "没有收到"),
        ("/hint", "命令"),
        ("/skip@interview_bot", "命令"),
        ("😀😀", "表情"),
        ("👍", "表情"),
        ("?!", "表情"),
        ("B" * (LENGTH_LIMIT + 1), "过长"),
    ],
)
def test_non_answers_are_invalid_with_a_message(answer: str | None, expected_words: str) -> None:
    for question in (SINGLE, MULTI_STRICT, TRUE_CLAIM):
        result = check(question, answer, Verdict.INVALID, 0.0)
        assert expected_words in result.rationale


def test_rationale_in_the_candidates_language() -> None:
    assert "Incorrect" in grade(SINGLE, "A", language="en").rationale
    assert "不正确" in grade(SINGLE, "A").rationale
    assert "please" in grade(SINGLE, "", language="en").rationale
    english = grade(MULTI_PARTIAL, "AC", language="en")
    assert english.language == "en" and "missing" in english.rationale


def test_english_rationales_of_a_multi_choice_agree_with_any_number_of_letters() -> None:
    """The chosen, missing and wrong letters are one or several: "A are right but CD is missing" and
    "BD is wrong" read as broken English whatever verb the sentence picked."""
    said = [
        grade(question, answer, language="en").rationale
        for question, answer in ((MULTI_PARTIAL, "A"), (MULTI_STRICT, "A"), (MULTI_STRICT, "ABD"))
    ]
    assert said[0].startswith("Partly correct: right as far as it goes (A), missing CD;"), said
    assert said[1].startswith("Incorrect: missing CD, and"), said
    assert said[2].startswith("Incorrect: wrongly chosen: B. The answer is ACD."), said
    assert not [text for text in said if " are right" in text or " is missing" in text], said


def test_grade_carries_question_and_expected() -> None:
    result = grade(MULTI_STRICT, "ACD")
    assert result.question_id == MULTI_STRICT.id
    assert result.expected == "ACD"
    assert result.points == 3 and result.points_awarded == 3
    assert result.grader == "rules"


def _noise(rng: random.Random) -> str:
    pieces = [
        "B", "选", "或", "√", "×", "464", "GB", "1e999999", "10^9999", "²", "%", "万", "(", ")", "`", "```",
        "'", '"', "\\", "\u200b", "\u202e", "\x00", "😀", "空1", "：", "、", "=", "flash_attn_func(",
        "不", "对", "一定", "all", " ", "\n", "٣", "𝟒", "−", "e", "x", "**", "^", "/hint", "答案是", "ＡＢ",
    ]  # fmt: skip
    return "".join(rng.choice(pieces) for _ in range(rng.randint(0, 40)))


def test_no_answer_ever_raises() -> None:
    rng = random.Random(20261129)
    questions = [SINGLE, SINGLE_TEXT, MULTI_PARTIAL, TRUE_CLAIM, KV_CACHE, LORA, FLASH, SPECS, KV]
    for _ in range(400):
        answer = _noise(rng)
        for question in questions:
            result = grade(question, answer)
            assert 0.0 <= result.score <= 1.0 and result.rationale, (question.id, answer)
            assert "无法读懂" not in result.rationale, (question.id, answer)  # the safety net stays unused
    for answer in ["1e999999 GB", "9" * 3000, "((((" * 500, "2**2**2**2**2", "`" * 999]:
        for question in questions:
            assert "无法读懂" not in grade(question, answer).rationale, (question.id, answer)
